"""A bot deciding for one seat from that seat's view, in bounded time (the host's bots and
a substitute for an absent player, the ``--join --bot`` client)."""
from __future__ import annotations

import time

from rules import bots as rbots

THINK_MS = 2_000.0      # the most a bot thinks on one decision here, whatever its level
STEP_MS = 20.0


def decide(level: str, game, view, seed: int, budget_ms: float = THINK_MS):
    """The action the bot of ``level`` takes for ``view.seat`` in ``view``: thought in
    slices, answered when ready or when ``budget_ms`` is spent (at most 10,000 slices)."""
    bot = rbots.make_bot(level, game, view.seat, seed)
    bot.start(view)
    t_end = time.monotonic() + budget_ms / 1000.0
    for _ in range(10_000):
        if bot.step(STEP_MS) or time.monotonic() >= t_end:
            break
    return bot.choice()
