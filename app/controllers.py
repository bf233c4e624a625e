"""Who decides for each seat: a person at the table, or a bot thinking in slices; and
the hint («Подсказка»), the strong level's search for the human's seat.

A bot never gets the state: it is started on ``state.view(seat)`` and advanced a few
milliseconds per frame, so the window keeps drawing while a search bot thinks.
"""
from __future__ import annotations

import time

from rules import bots as rbots
from rules.bots.base import NORMAL_MS, STRONG_MS

SLICE_MS = 6.0      # default thinking time per frame (App.bot_slice_ms adapts it)
HINT_SLICE_MS = 24.0   # the hint's share of a frame: the table is idle while its human waits


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
        self.turn = None          # the move number the bot was started on
        self.ready = False
        self.spent_ms = 0.0       # time the last think() took

    def begin(self, view) -> None:
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

    def __init__(self, game, seat: int, seed: int, clock=time.perf_counter):
        self.budget_ms = STRONG_MS if rbots.HINT_LEVEL == "strong" else NORMAL_MS
        self.bot = _hint_class(game)(game, seat, seed, time_ms=self.budget_ms, level=rbots.HINT_LEVEL)
        self.seat = seat
        self.clock = clock
        self.t0 = None
        self.ready = False
        self.spent_ms = 0.0        # time the last think() took
        self.turn = None

    def begin(self, view) -> None:
        self.t0 = self.clock()
        self.bot.start(view)
        self.turn = view.turn
        self.ready = False

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
        if left > 0:
            t0 = time.perf_counter()
            self.ready = bool(self.bot.step(min(ms, left)))
            self.spent_ms = (time.perf_counter() - t0) * 1000.0
        if self.elapsed_ms >= self.budget_ms:
            self.ready = True          # the budget is spent: answer with what the search has
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
