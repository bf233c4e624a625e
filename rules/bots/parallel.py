"""Root-parallel search: the search bot's thinking done in worker processes.

Each worker runs the game's own search (``ismcts.py`` / ``mo_ismcts.py``) on the same view
with its own random worlds; the root's statistics (``ISMCTSBot.root_stats``: per root move
its visits, payoff sum, availability and sum of squares) come back and are summed at the
root (``merge_root``), which then chooses and ranks as it always does — «root
parallelisation» (Chaslot, Winands and van den Herik, 2008): no locks, no shared tree, a
worker's world is its own.

* ``SearchPool`` — the worker processes, started once (with the ``spawn`` context, which
  every platform has, and daemons: they die with the program) and reused for every
  decision; jobs go down a pipe and results come up it, so the program's event loop only
  *polls* (``result``): it never waits. An idle worker blocks in ``recv`` and uses no CPU.
  A worker that dies, or that overruns its job's time by ``GRACE_S``, is dropped (killed)
  and its jobs fail; the next job starts a new worker. ``close()`` ends them all.
* ``ParallelSearch`` — a ``Bot`` over a search bot: ``start`` sends the search to the
  workers, ``step`` collects (instantly: it polls), ``choice``/``ranking`` answer from the
  merged root. An iteration budget (``ismcts@N``) is split across the workers (N // W, the
  first N % W one more) with seeds derived from the bot's (worker 0 keeps the bot's own, so
  one worker plays exactly as the search in-process): the same seed and number of workers
  give the same move. A time budget («normal», «strong») is each worker's. If a worker
  fails the search falls back to the bot in-process (in the caller's slices), so a
  decision is never lost and never hangs.

Only picklable, standard-library things cross: the game goes by its id, the view (the
seat's view, never the state: the worker sees what the seat may see) with its
``MappingProxyType`` fields pickled as dicts and rebuilt.
"""
from __future__ import annotations

import atexit
import multiprocessing
import os
import random
import sys
import types
from contextlib import contextmanager
from multiprocessing.connection import wait as _wait_any
from multiprocessing.reduction import ForkingPickler
from time import monotonic
from types import MappingProxyType

from .base import Bot, bot_seed
from .ismcts import ISMCTSBot

CONTEXT = "spawn"        # the same on every platform (fork would copy a program's window and threads)
GRACE_S = 20.0           # how long past its budget a job may take (a worker starting on a busy machine)
STEP_MS = 20.0           # a worker's search slice: between slices it looks whether it was cancelled


def default_workers() -> int:
    """All cores but one (the program's own: drawing and input), at least one."""
    return max(1, (os.cpu_count() or 1) - 1)


def split(iterations: int, workers: int) -> list:
    """An iteration budget split across ``workers`` (the first ones one more)."""
    q, r = divmod(int(iterations), workers)
    return [q + (k < r) for k in range(workers)]


def worker_seed(seed: int, k: int) -> int:
    """The search seed of worker ``k`` from the bot's: worker 0 keeps it."""
    if not k:
        return seed
    return (seed * 0x9E3779B1 + k * 0x85EBCA77 + 0x27D4EB2F) & 0xFFFFFFFFFFFF


# --- pickling the views ------------------------------------------------------------------
def _proxy(items: dict):
    return MappingProxyType(items)


def _reduce_proxy(m):
    return _proxy, (dict(m),)


ForkingPickler.register(MappingProxyType, _reduce_proxy)


# --- the worker side ---------------------------------------------------------------------
_CANCEL = None           # in a worker: the shared value the pool sets to cancel jobs up to a tag
_TAG = 0                 # in a worker: the job being run


def _cancelled() -> bool:
    return _CANCEL is not None and _CANCEL.value >= _TAG


def _serve(conn, cancel) -> None:
    """A worker's life: take a job, run it, send the result; until told to stop (None) or
    the pipe closes (the program is gone)."""
    global _CANCEL, _TAG
    _CANCEL = cancel
    try:
        import signal
        signal.signal(signal.SIGINT, signal.SIG_IGN)     # Ctrl+C is the program's to handle
    except (ImportError, ValueError, OSError):
        pass
    while True:
        try:
            job = conn.recv()
        except (EOFError, OSError, KeyboardInterrupt):
            return
        if job is None:
            return
        tag, fn, args = job
        _TAG = tag
        if _cancelled():
            reply = (tag, False, "cancelled")
        else:
            try:
                reply = (tag, True, fn(*args))
            except Exception as exc:        # a job's failure is reported, the worker lives on
                reply = (tag, False, f"{type(exc).__name__}: {exc}")
        try:
            conn.send(reply)
        except (OSError, ValueError):
            return


def search_job(recipe, game_id: str, seat: int, seed: int, view, k: int, force: bool) -> dict:
    """One worker's share of a decision: the search built from ``recipe`` (class and
    keyword arguments), started on ``view`` with worker ``k``'s seed, run to its end."""
    from ..registry import get_game
    cls, kwargs = recipe
    bot = cls(get_game(game_id), seat, seed, **kwargs)
    bot.start(view)
    if k:
        bot.rng = random.Random(worker_seed(bot_seed(seed, seat, view.turn), k))
    if force:
        bot._finished = False           # the hint: search even a single move (its estimate)
    cancelled = False
    while not bot.step(STEP_MS):
        if _cancelled():
            cancelled = True
            break
    if cancelled:
        raise RuntimeError("cancelled")
    return {"stats": bot.root_stats(), "iterations": bot.done_iterations, "stuck": bot.stuck,
            "spent_ms": bot.spent_ms, "capped": bot.capped}


# --- the program side --------------------------------------------------------------------
@contextmanager
def _plain_main():
    """Start a worker without re-importing the program's ``__main__`` in it (``spawn``
    runs the parent's main module again, as ``__mp_main__``: the window's imports, for
    nothing). A frozen build is left as it is: there ``freeze_support`` takes the child."""
    main = sys.modules.get("__main__")
    if getattr(sys, "frozen", False) or main is None:
        yield
        return
    sys.modules["__main__"] = types.ModuleType("__main__")
    try:
        yield
    finally:
        sys.modules["__main__"] = main


class _Worker:
    __slots__ = ("proc", "conn", "cancel", "jobs")

    def __init__(self, ctx):
        parent, child = ctx.Pipe()
        self.cancel = ctx.Value("q", 0, lock=False)
        self.proc = ctx.Process(target=_serve, args=(child, self.cancel), daemon=True,
                                name="lomber-search")
        with _plain_main():
            self.proc.start()
        child.close()                   # ours closed: the worker's recv sees EOF if we go
        self.conn = parent
        self.jobs: dict = {}            # tag -> deadline (monotonic seconds)

    def kill(self) -> None:
        try:
            self.conn.close()
        except OSError:
            pass
        if self.proc.is_alive():
            self.proc.kill()
        self.proc.join(timeout=1.0)


class SearchPool:
    """Worker processes for the search, started on first use and reused (see the module's
    docstring). Not thread-safe: one owner (the program's event loop, or a script)."""

    def __init__(self, workers: int | None = None):
        self.size = max(1, int(default_workers() if workers is None else workers))
        self._ctx = multiprocessing.get_context(CONTEXT)
        self._workers: list = [None] * self.size
        self._tag = 0
        self._done: dict = {}           # tag -> (ok, value), until taken
        self.started = 0                # worker processes started so far (a reused pool: == size)
        self.lost = 0                   # workers dropped (died, or overran a job)
        self.closed = False
        atexit.register(self.close)

    # -- jobs
    def submit(self, fn, *args, timeout_s: float = 60.0, slot: int | None = None) -> int:
        """Send ``fn(*args)`` to a worker (``slot``, or the least busy); its tag. Raises
        OSError (or another error of process creation) if no worker can be started."""
        if self.closed:
            raise RuntimeError("the search pool is closed")
        if slot is None:
            slot = min(range(self.size), key=lambda i: (len(self._workers[i].jobs)
                                                       if self._workers[i] is not None else 0, i))
        w = self._workers[slot]
        if w is None or not w.proc.is_alive():
            if w is not None:
                self._lose(slot)
            w = self._workers[slot] = _Worker(self._ctx)
            self.started += 1
        self._tag += 1
        tag = self._tag
        try:
            w.conn.send((tag, fn, args))
        except (OSError, ValueError):
            self._lose(slot)
            self._done[tag] = (False, "the worker is gone")
            return tag
        w.jobs[tag] = monotonic() + timeout_s
        return tag

    def result(self, tag: int):
        """``(ok, value)`` once job ``tag`` is answered (or failed), else None: never waits."""
        if tag not in self._done:
            self.poll()
        return self._done.pop(tag, None)

    def poll(self) -> None:
        """Take in what the workers have sent; drop the workers that died or overran."""
        now = monotonic()
        for slot, w in enumerate(self._workers):
            if w is None or not w.jobs:
                continue
            try:
                while w.jobs and w.conn.poll():
                    tag, ok, value = w.conn.recv()
                    if w.jobs.pop(tag, None) is not None:
                        self._done[tag] = (ok, value)
            except (EOFError, OSError, ValueError, TypeError, AttributeError, ImportError):
                self._lose(slot)
                continue
            if w.jobs and (not w.proc.is_alive() or min(w.jobs.values()) < now):
                self._lose(slot)

    def wait(self, tags, timeout_s: float | None = None) -> None:
        """Block until every job of ``tags`` is answered or failed (scripts and benchmarks;
        the program polls instead), at most ``timeout_s``."""
        end = None if timeout_s is None else monotonic() + timeout_s
        tags = set(tags)
        while True:
            self.poll()
            pending = [w for w in self._workers if w is not None and tags & w.jobs.keys()]
            if not pending or (end is not None and monotonic() >= end):
                return
            _wait_any([w.conn for w in pending] + [w.proc.sentinel for w in pending], timeout=0.5)

    def forget(self, tags) -> None:
        """The caller no longer wants these jobs: cancel them (a running search stops at its
        next slice) and drop their results."""
        for tag in tags:
            self._done.pop(tag, None)
            for w in self._workers:
                if w is not None and tag in w.jobs:
                    del w.jobs[tag]
                    w.cancel.value = max(w.cancel.value, tag)

    def _lose(self, slot: int) -> None:
        w = self._workers[slot]
        self._workers[slot] = None
        if w is None:
            return
        for tag in w.jobs:
            self._done[tag] = (False, "the worker was lost")
        w.jobs.clear()
        self.lost += 1
        w.kill()

    # -- the processes
    def warm(self) -> None:
        """Start the workers now (they import the engine while the program does other things)."""
        if self.closed:
            return
        for slot in range(self.size):
            if self._workers[slot] is None:
                self._workers[slot] = _Worker(self._ctx)
                self.started += 1

    def alive(self) -> int:
        return sum(1 for w in self._workers if w is not None and w.proc.is_alive())

    def pids(self) -> list:
        return [w.proc.pid for w in self._workers if w is not None]

    def close(self) -> None:
        """Stop the workers: ask, wait a moment, then kill the ones still there."""
        if self.closed:
            return
        self.closed = True
        atexit.unregister(self.close)
        workers = [w for w in self._workers if w is not None]
        self._workers = [None] * self.size
        for w in workers:
            w.cancel.value = self._tag
            try:
                w.conn.send(None)
            except (OSError, ValueError):
                pass
        end = monotonic() + 1.0
        for w in workers:
            w.proc.join(timeout=max(0.0, end - monotonic()))
            w.kill()


def _recipe(bot) -> tuple:
    """What a worker needs to build the same search as ``bot`` (its class and settings)."""
    from .mo_ismcts import MOISMCTSBot
    kw = {"iterations": bot.iterations, "time_ms": bot.time_ms, "epsilon": bot.epsilon, "c": bot.c,
          "rounds": bot.rounds, "anchor": bot.anchor, "max_ms": bot.max_ms, "level": bot.level}
    if isinstance(bot, MOISMCTSBot):
        kw.update(weigh=bot.weigh, mature=bot.mature, private=bot.private, prior=bot.prior)
        return MOISMCTSBot, kw
    return ISMCTSBot, kw


class ParallelSearch(Bot):
    """A search bot (``ISMCTSBot`` or ``MOISMCTSBot``) whose iterations are run by the
    pool's workers (see the module's docstring); the bot itself holds the merged root and
    answers ``choice`` and ``ranking``. ``force``: search even where there is one move
    (the hint's estimate)."""

    def __init__(self, bot: ISMCTSBot, pool: SearchPool, *, force: bool = False):
        super().__init__(bot.game, bot.seat, bot.seed)
        self.bot = bot
        self.pool = pool
        self.force = force
        self.level = bot.level
        self._tags: list = []
        self._ready = True
        self.fallback = None            # why the search went in-process, if it did
        self.workers_used = 0

    # the search's figures, as the bot in-process has them
    done_iterations = property(lambda self: self.bot.done_iterations)
    spent_ms = property(lambda self: self.bot.spent_ms)
    capped = property(lambda self: self.bot.capped)
    stuck = property(lambda self: self.bot.stuck)
    iterations = property(lambda self: self.bot.iterations)
    time_ms = property(lambda self: self.bot.time_ms)

    def __getattr__(self, name):
        """Anything else of the search (its bounds, its budget) is the bot's."""
        if name == "bot":
            raise AttributeError(name)
        return getattr(self.bot, name)

    def start(self, view) -> None:
        super().start(view)
        self.stop()
        bot = self.bot
        bot.start(view)
        if self.force:
            bot._finished = False
        self.fallback = None
        self._results: dict = {}
        self._ready = bot._finished                     # one move: nothing to search
        if self._ready:
            return
        n = self.pool.size
        shares = split(bot.iterations, n) if bot.iterations is not None else [None] * n
        budget_ms = bot.max_ms if bot.time_ms is None else min(bot.time_ms, bot.max_ms)
        timeout = budget_ms / 1000.0 + GRACE_S
        game_id = self.game.id
        try:
            for k, share in enumerate(shares):
                if share == 0:
                    continue
                cls, kw = _recipe(bot)
                if share is not None:
                    kw["iterations"] = share
                tag = self.pool.submit(search_job, (cls, kw), game_id, self.seat, self.seed, view, k,
                                       self.force, timeout_s=timeout, slot=k)
                self._tags.append((k, tag))
        except Exception as exc:                        # no worker could be started
            self._fall_back(f"{type(exc).__name__}: {exc}")
        self.workers_used = len(self._tags)

    def step(self, ms: float = 5.0) -> bool:
        if self._ready:
            return True
        if self.fallback is not None:
            self._ready = bool(self.bot.step(ms))
            return self._ready
        for k, tag in self._tags:
            if k in self._results:
                continue
            got = self.pool.result(tag)
            if got is None:
                continue
            ok, value = got
            if not ok:
                self._fall_back(value)
                return self.step(ms)
            self._results[k] = value
        if len(self._results) < len(self._tags):
            return False
        self._merge()
        return True

    def _merge(self) -> None:
        bot = self.bot
        for k in sorted(self._results):                 # a fixed order: the sums are the same
            r = self._results[k]
            bot.merge_root(r["stats"], r["iterations"])
            bot.stuck += r["stuck"]
            bot.spent_ms = max(bot.spent_ms, r["spent_ms"])
            bot.capped = bot.capped or r["capped"]
        self._results = {}
        self._tags = []
        self._ready = True

    def finish_early(self) -> int:
        """Answer now with the workers' shares that have come (the others are abandoned):
        how many were merged. For a caller whose time is up (the hint); not reproducible."""
        if self._ready or self.fallback is not None:
            return 0
        self.step(0.0)
        if self._ready:
            return self.workers_used
        got = len(self._results)
        self.stop()
        self._merge()
        return got

    def _fall_back(self, why: str) -> None:
        """A worker failed: forget the others' shares and search in-process from the start."""
        self.stop()
        self.fallback = str(why) or "failed"
        self.bot.start(self._view)
        if self.force:
            self.bot._finished = False

    def stop(self) -> None:
        """Abandon the decision under way (the workers stop their searches)."""
        if self._tags:
            self.pool.forget(tag for _, tag in self._tags)
            self._tags = []

    def choice(self):
        return self.bot.choice()

    def ranking(self) -> list:
        return self.bot.ranking()

    def decide(self, view):
        """Start, wait for the workers (a script's blocking call) and answer."""
        self.start(view)
        if not self._ready and self.fallback is None:
            self.pool.wait([t for _, t in self._tags])
        while not self.step(50.0):
            pass
        return self.choice()
