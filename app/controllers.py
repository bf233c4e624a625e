"""Who decides for each seat: a person at the table, or a bot thinking in slices; and
the hint («Подсказка»), the strong level's search for the human's seat.

A bot never gets the state: it is started on ``state.view(seat)``. Where the program has
set up worker processes (``configure``: the settings' «Ядра для ботов»), a search bot's
thinking is done by them (``rules.bots.parallel``: root-parallel search) and each frame only
*collects* — the event loop never waits on a search; without workers (scripts, tests, or a
worker that failed) the search is advanced a few milliseconds per frame in-process. Either
way the window keeps drawing while a bot thinks.
"""
from __future__ import annotations

import os
import sys
import time

from rules import bots as rbots
from rules.bots.base import NORMAL_MS, STRONG_MS
from rules.bots.ismcts import ISMCTSBot

SLICE_MS = 6.0      # default thinking time per frame (App.bot_slice_ms adapts it)
HINT_SLICE_MS = 24.0   # the hint's share of a frame: the table is idle while its human waits
# «Время на ход ботов»: the time levels' budgets (normal, strong, the hint) times this
THINK_TIMES = {"short": 0.5, "normal": 1.0, "long": 2.0, "longer": 4.0}
# the share of the hint's budget its search in the workers gets: the rest is for the
# workers' answer to come back (HintRunner: the hint keeps its budget, it never waits for them)
HINT_WORKER_SHARE = 0.75

# The search workers (the program's: one pool, started on first use and reused), and the
# think-time factor; set by App from the settings (``configure``).
_CONFIG = {"workers": None, "think": 1.0}
_POOL: list = [None]


def configure(workers: int | None, think: str = "normal") -> None:
    """Search in ``workers`` worker processes (None: in-process), with the time levels'
    budgets times ``THINK_TIMES[think]``. A pool of another size is closed (a new one is
    started on the next search)."""
    workers = None if workers is None else max(1, int(workers))
    _CONFIG["think"] = THINK_TIMES.get(think, 1.0)
    if workers != _CONFIG["workers"]:
        shutdown()
        _CONFIG["workers"] = workers


def _parallel():
    """rules.bots.parallel, imported when first needed (multiprocessing is not imported
    before the menu's first frame)."""
    from rules.bots import parallel
    return parallel


def _is_parallel(bot) -> bool:
    mod = sys.modules.get("rules.bots.parallel")
    return mod is not None and isinstance(bot, mod.ParallelSearch)


def search_pool():
    """The workers a search runs in (a ``rules.bots.parallel.SearchPool``; None:
    in-process), started now if not yet."""
    n = _CONFIG["workers"]
    if n is None:
        return None
    pool = _POOL[0]
    if pool is None or pool.closed:
        pool = _POOL[0] = _parallel().SearchPool(n)
    return pool


def shutdown() -> None:
    """Stop the workers (the program ends, or the number of cores changed)."""
    pool, _POOL[0] = _POOL[0], None
    if pool is not None:
        pool.close()


def think_factor() -> float:
    return _CONFIG["think"]


def resolve_workers(cores: int) -> int:
    """The settings' «Ядра для ботов» (0: the default, all cores but one — as
    ``rules.bots.parallel.default_workers``) as a worker count."""
    return max(1, (os.cpu_count() or 1) - 1) if not cores else max(1, int(cores))


class HumanController:
    human = True

    def __init__(self, seat: int):
        self.seat = seat


class BotController:
    """Runs one bot for one seat (also used for the hint, with rules.bots.HINT_LEVEL)."""
    human = False

    def __init__(self, level: str, game, seat: int, seed: int):
        self.level = level
        self.seat = seat
        self.bot = rbots.make_bot(level, game, seat, seed)
        # a search bot: thought in the workers where there are any (begin)
        self.search = self.bot if isinstance(self.bot, ISMCTSBot) else None
        self.base_ms = getattr(self.bot, "time_ms", None)     # a time level's own budget
        self.turn = None          # the move number the bot was started on
        self.ready = False
        self.spent_ms = 0.0       # time the last think() took

    def _place(self) -> None:
        """Run the search in the workers if the program has them, else in-process; with
        the think-time setting applied to a time budget."""
        search = self.search
        if search is None:
            return
        if self.base_ms is not None:
            search.time_ms = min(self.base_ms * think_factor(), search.max_ms)
        pool = search_pool()
        if pool is None:
            self.bot = search
        elif not _is_parallel(self.bot) or self.bot.pool is not pool:
            self.bot = _parallel().ParallelSearch(search, pool)

    def begin(self, view) -> None:
        self._place()
        self.bot.start(view)
        self.turn = view.turn
        self.ready = False

    def think(self, ms: float = SLICE_MS) -> bool:
        if not self.ready:
            t0 = time.perf_counter()
            self.ready = bool(self.bot.step(ms))
            self.spent_ms = (time.perf_counter() - t0) * 1000.0
        else:
            self.spent_ms = 0.0
        return self.ready

    def choice(self):
        return self.bot.choice()

    def ranking(self) -> list:
        try:
            return list(self.bot.ranking())
        except Exception:       # a ranking is a courtesy for the hint; never fatal
            return [(self.bot.choice(), None)]

    def reset(self) -> None:
        self.turn = None
        self.ready = False

    def stop(self) -> None:
        """Abandon a decision under way (the table is left): the workers stop thinking."""
        if _is_parallel(self.bot):
            self.bot.stop()
        self.reset()


_HINT_CLASSES: dict = {}


def _hint_class(game):
    """The strong level's search as the game's own bots search (one tree, or one per seat:
    Сека), which searches even a single move (or a single kind of move, such as a blind
    draw from the ring) so that the hint always has an estimate."""
    base = rbots.search_class(game)
    cls = _HINT_CLASSES.get(base)
    if cls is None:
        def start(self, view) -> None:
            base.start(self, view)
            self._finished = False
        cls = _HINT_CLASSES[base] = type("_HintSearch", (base,), {"start": start})
    return cls


class HintRunner(BotController):
    """The hint: the search of ``rbots.HINT_LEVEL`` for the human's seat, thought in slices
    in the event loop, and answered within that level's budget counted in wall time from
    the moment it was asked — however slow the frames are on a loaded machine, the answer
    comes in time (with fewer iterations). ``progress`` (0..1) is shown meanwhile."""

    def __init__(self, game, seat: int, seed: int, clock=time.perf_counter, pool=None):
        self.base_ms = STRONG_MS if rbots.HINT_LEVEL == "strong" else NORMAL_MS
        self.budget_ms = self.base_ms
        cls = _hint_class(game)
        self.bot = cls(game, seat, seed, time_ms=self.budget_ms, level=rbots.HINT_LEVEL)
        # Given the workers (the table gives the program's), the hint searches in them too,
        # with other worlds (another seed), and adds their root to its own if they answer in
        # time: the answer keeps its promise (the budget from the question) even while the
        # workers are starting or busy.
        self.helper = None if pool is None else _parallel().ParallelSearch(
            cls(game, seat, seed ^ 0x5F3759DF, time_ms=self.budget_ms, level=rbots.HINT_LEVEL), pool, force=True)
        self.helped = False        # the workers' search was added to the last answer
        self.seat = seat
        self.clock = clock
        self.t0 = None
        self.ready = False
        self.spent_ms = 0.0        # time the last think() took
        self.turn = None

    def begin(self, view) -> None:
        self.budget_ms = min(self.base_ms * think_factor(), self.bot.max_ms)
        self.bot.time_ms = self.budget_ms
        self.t0 = self.clock()
        self.helped = False
        if self.helper is not None:
            self.helper.bot.time_ms = self.budget_ms * HINT_WORKER_SHARE   # its answer must come back in time
            self.helper.start(view)
        self.bot.start(view)
        self.turn = view.turn
        self.ready = False

    def stop(self) -> None:
        if self.helper is not None:
            self.helper.stop()
        self.reset()

    @property
    def elapsed_ms(self) -> float:
        return 0.0 if self.t0 is None else (self.clock() - self.t0) * 1000.0

    @property
    def progress(self) -> float:
        if self.ready:
            return 1.0
        return min(1.0, max(self.elapsed_ms, self.bot.spent_ms) / self.budget_ms)

    @property
    def iterations(self) -> int:
        return self.bot.done_iterations

    def think(self, ms: float = HINT_SLICE_MS) -> bool:
        self.spent_ms = 0.0
        if self.ready:
            return True
        left = self.budget_ms - self.elapsed_ms
        t0 = time.perf_counter()
        own = False
        if left > 0:
            own = bool(self.bot.step(min(ms, left)))
        if self.elapsed_ms >= self.budget_ms:
            own = True                 # the budget is spent: answer with what the search has
        helper = self.helper
        if own and helper is not None:
            # the workers' shares that have come (late ones are abandoned: the hint keeps its time)
            if helper.step(ms) or helper.finish_early():
                self.bot.merge_root(helper.bot.root_stats(), helper.done_iterations)
                self.helped = True
        self.ready = own
        self.spent_ms = (time.perf_counter() - t0) * 1000.0
        return self.ready


def make_controllers(setup, game, seed: int) -> list:
    from .setup import default_level
    out = []
    for i, spec in enumerate(setup.seats):
        if spec.human:
            out.append(HumanController(i))
            continue
        try:
            out.append(BotController(spec.level, game, i, seed))
        except ValueError:
            # a save from a version with other bot levels: play on at the default level
            spec.level = default_level()
            out.append(BotController(spec.level, game, i, seed))
    return out
