"""Who decides for each seat: a person at the table, or a bot thinking in slices.

A bot never gets the state: it is started on ``state.view(seat)`` and advanced a few
milliseconds per frame, so the window keeps drawing while a search bot thinks.
"""
from __future__ import annotations

import time

from rules import bots as rbots

SLICE_MS = 6.0      # default thinking time per frame (App.bot_slice_ms adapts it)


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
