"""The bot contract and the simple levels.

A bot is started on a view, advanced with ``step(ms)`` until it says it is done, and
then asked for ``choice()``. A rule bot is done after one step; the search bot
(``ismcts.py``: levels "normal", "strong", "ismcts@N") uses as many steps as its budget
allows, so the table can give it a few milliseconds per frame and never freeze; its
``choice()`` and ``ranking()`` answer at any moment.
"""
from __future__ import annotations

import random

from ..actions import Action
from ..view import View


def bot_seed(seed: int, seat: int, turn: int) -> int:
    """A bot's randomness: fixed by the game's seed, its seat and the move number."""
    return (seed * 1_000_003 + seat * 7_919 + turn * 104_729) & 0xFFFFFFFF


class Bot:
    level = "?"
    capped = False          # the last decision stopped at the MAX_THINK_MS safety bound

    def __init__(self, game, seat: int, seed: int = 0):
        self.game = game
        self.seat = seat
        self.seed = seed
        self._view: View | None = None
        self._choice: Action | None = None

    def start(self, view: View) -> None:
        if not isinstance(view, View):
            raise TypeError("a bot decides from a View, never from the state")
        if view.seat != self.seat or not view.legal:
            raise ValueError(f"bot for seat {self.seat} started on a view where it has no move")
        self._view = view
        self._choice = None
        self.rng = random.Random(bot_seed(self.seed, self.seat, view.turn))

    def step(self, ms: float = 5.0) -> bool:
        """Think for about ``ms`` milliseconds; True when a choice is ready."""
        if self._choice is None:
            self._choice = self._decide(self._view)
        return True

    def choice(self) -> Action:
        if self._choice is None:
            self._choice = self._decide(self._view)
        return self._choice

    def ranking(self) -> list:
        """The best few actions with an estimated result in [0, 1] (None if the bot has
        no estimate), best first. Used by the program's hint («Подсказка»)."""
        return [(self.choice(), None)]

    def decide(self, view: View) -> Action:
        """Start, think to the end and answer: for scripts and tests."""
        self.start(view)
        while not self.step(50.0):
            pass
        return self.choice()

    def _decide(self, view: View) -> Action:
        raise NotImplementedError


class RandomBot(Bot):
    level = "random"

    def _decide(self, view):
        return self.rng.choice(list(view.legal))


class RuleBot(Bot):
    """The game's own rule-based policy; ``slip`` is the chance of a random move instead."""
    level = "rule"
    slip = 0.0

    def _decide(self, view):
        if self.slip and self.rng.random() < self.slip:
            return self.rng.choice(list(view.legal))
        return self.game.rule_policy(view, self.rng)


class EasyBot(RuleBot):
    level = "easy"
    slip = 0.25


# Search budgets of the ISMCTS levels: milliseconds of search per decision, summed over
# the step() calls (measured with `python -m rules bench`: the 95th percentile of a
# decision stays under 250 ms for "normal" and 1 s for "strong" on a 2-core machine).
NORMAL_MS = 200.0
STRONG_MS = 850.0


def search_class(game):
    """The search a game asks for (``Game.search``): one tree ("single", ismcts.py) or
    one per seat ("multiple", mo_ismcts.py)."""
    if game.search == "multiple":
        from .mo_ismcts import MOISMCTSBot
        return MOISMCTSBot
    from .ismcts import ISMCTSBot
    return ISMCTSBot


def _normal(game, seat, seed):
    return search_class(game)(game, seat, seed, time_ms=NORMAL_MS, level="normal")


def _strong(game, seat, seed):
    return search_class(game)(game, seat, seed, time_ms=STRONG_MS, level="strong")


LEVELS = {"random": RandomBot, "easy": EasyBot, "rule": RuleBot, "normal": _normal, "strong": _strong}
# Also accepted by make_bot: "ismcts@N", ISMCTS with a budget of N iterations (reproducible:
# a fixed seed gives the same move every time, whatever the machine's speed), and "mo@N",
# the multiple-observer search (mo_ismcts.py: a tree per seat) with such a budget.
SEARCH_SPECS = ("ismcts", "mo")

# What the menu offers for a bot seat, weakest first (the program words them); and the
# level the hint runs («Подсказка»: its ranking() gives the best moves with their estimates).
MENU_LEVELS = ("easy", "normal", "strong")
HINT_LEVEL = "strong"


# Bounds of a search level, so that no level — typed, or read from an old save — can keep a
# table waiting for ever: at most MAX_ITERATIONS iterations a decision (``ismcts@N``,
# ``mo@N``), and at most MAX_THINK_MS milliseconds of search a decision whatever the budget
# (a safety bound in the bot itself: a slow game on a slow machine stops there and answers
# with what it has found; ``Bot.capped`` says it did).
MAX_ITERATIONS = 100_000
MAX_THINK_MS = 30_000.0


def _search_n(level):
    """(head, N) of "ismcts@N" / "mo@N" (N may exceed MAX_ITERATIONS), else None. N is read
    without converting a huge digit string to an int (Python refuses over 4,300 digits)."""
    if not isinstance(level, str):
        return None
    head, at, n = level.partition("@")
    if not at or head not in SEARCH_SPECS or not n.isascii() or not n.isdigit():
        return None
    digits = n.lstrip("0")
    if len(digits) > len(str(MAX_ITERATIONS)):
        return head, MAX_ITERATIONS + 1
    return head, int(digits or "0")


def level_problem(level) -> str | None:
    """Why make_bot refuses ``level`` (one line, in English), or None when it accepts it."""
    if isinstance(level, str) and level in LEVELS:
        return None
    spec = _search_n(level)
    shown = level if not isinstance(level, str) or len(level) <= 32 else level[:29] + "…"
    if spec is None:
        return f"no bot level {shown!r} (levels: {', '.join(LEVELS)}, ismcts@N, mo@N)"
    head, n = spec
    if n < 1:
        return f"{head}@N needs at least 1 iteration, not {shown!r}"
    if n > MAX_ITERATIONS:
        return (f"{shown!r} asks for too many iterations a move: {head}@N takes N from 1 to "
                f"{MAX_ITERATIONS:,}".replace(",", " "))
    return None


def is_level(level: str) -> bool:
    """True for a level make_bot accepts (the names in LEVELS, "ismcts@N" or "mo@N" with
    1 ≤ N ≤ MAX_ITERATIONS)."""
    return level_problem(level) is None


def cap_level(level: str) -> str:
    """``level`` within the bounds: an over-large "ismcts@N" / "mo@N" becomes N =
    MAX_ITERATIONS (a save from before the bound loads and plays); anything else as it is."""
    spec = _search_n(level)
    if spec is not None and spec[1] > MAX_ITERATIONS:
        return f"{spec[0]}@{MAX_ITERATIONS}"
    return level


def make_bot(level: str, game, seat: int, seed: int = 0) -> Bot:
    cls = LEVELS.get(level)
    if cls is not None:
        return cls(game, seat, seed)
    problem = level_problem(level)
    if problem is not None:
        raise ValueError(problem)
    head, n = _search_n(level)
    if head == "mo":
        from .mo_ismcts import MOISMCTSBot as cls
    else:
        from .ismcts import ISMCTSBot as cls
    return cls(game, seat, seed, iterations=n, level=level)
