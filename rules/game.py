"""The engine contract: a game definition, its options, and the state of a deal.

A state is deterministic given its seed and the sequence of actions applied to it;
that pair (with the options and the seat count) is both the save file and the replay.
All randomness comes from ``state.rng``, a ``random.Random`` seeded at the start.
"""
from __future__ import annotations

import copy
import math
import random
from dataclasses import dataclass, field

from .actions import Action
from .errors import BadOption, BadSeats, GameOver, IllegalAction, WrongSeat
from .view import View


@dataclass(frozen=True)
class Option:
    """A variant or house rule. ``choices`` lists the allowed values, the default first."""
    key: str
    choices: tuple
    label: dict                    # {'ru': ..., 'en': ...}
    source: dict = field(default_factory=dict)   # {'ru': 'по Розалиеву', ...}
    choice_labels: dict = field(default_factory=dict)  # value -> {'ru':..., 'en':...}

    @property
    def default(self):
        return self.choices[0]

    def parse(self, raw):
        """Turn a command-line or JSON value into one of the choices, or raise BadOption."""
        for c in self.choices:
            if raw == c or (isinstance(raw, str) and str(c).lower() == raw.strip().lower()):
                return c
            if isinstance(c, bool) and isinstance(raw, str) and raw.strip().lower() in (
                    ("true", "yes", "1", "on") if c else ("false", "no", "0", "off")):
                return c
        allowed = ", ".join(str(c).lower() if isinstance(c, bool) else str(c) for c in self.choices)
        raise BadOption(f"option {self.key}: {raw!r} is not allowed (choose from {allowed})")

    def choice_label(self, value, lang="ru") -> str:
        lab = self.choice_labels.get(value)
        if lab:
            return lab.get(lang, lab["ru"])
        if isinstance(value, bool):
            return {"ru": ("да", "нет"), "en": ("yes", "no")}[lang if lang == "en" else "ru"][0 if value else 1]
        return str(value)


@dataclass(frozen=True)
class Result:
    """How a deal or match ended. Every game fills placings and scores."""
    placings: tuple        # place of each seat, 1 = best
    scores: tuple          # per seat, in [0, 1]
    chips: tuple | None = None      # chip gain or loss per seat, for chip games
    lines: tuple = ()      # (ru, en) pairs of settlement lines for the results screen

    def to_json(self) -> dict:
        return {"placings": list(self.placings), "scores": list(self.scores),
                "chips": None if self.chips is None else list(self.chips)}


UTILITIES = ("placing", "points", "chips")


def amount_payoffs(amounts, base, scale: float) -> tuple:
    """Chips or points as payoffs in [0, 1] for the search: what each seat wins from
    ``base`` on, ``0.5 + 0.5·tanh(gain / scale)`` — strictly increasing in the gain, nearly
    linear within a ``scale`` either way (so the search maximises the expected amount
    there), bounded (so the UCB constants tuned on scores in [0, 1] still fit)."""
    return tuple(0.5 + 0.5 * math.tanh((a - b) / scale) for a, b in zip(amounts, base))


def linear_scores(placings) -> tuple:
    """1 for first place, 0 for last, linear between (ties share a place)."""
    n = len(placings)
    if n == 1:
        return (1.0,)
    return tuple(round((n - p) / (n - 1), 6) for p in placings)


class Game:
    """A game definition. Subclasses set the class attributes and ``_new_state``."""
    id: str = ""
    title: dict = {}          # {'ru': ..., 'en': ...}
    blurb: dict = {}          # one line for the menu
    min_seats: int = 2
    max_seats: int = 2
    options: tuple = ()       # of Option
    rules_text: dict = {}     # F1 text, per language
    family: str = ""

    def option(self, key: str) -> Option:
        for o in self.options:
            if o.key == key:
                return o
        raise BadOption(f"{self.id} has no option {key!r} (options: "
                        f"{', '.join(o.key for o in self.options) or 'none'})")

    def resolve_options(self, given=None) -> dict:
        """Defaults filled in, each given value checked; raises BadOption."""
        given = dict(given or {})
        out = {}
        for o in self.options:
            out[o.key] = o.parse(given.pop(o.key)) if o.key in given else o.default
        if given:
            raise BadOption(f"{self.id} has no option {sorted(given)[0]!r} (options: "
                            f"{', '.join(o.key for o in self.options) or 'none'})")
        self.check_options(out)
        return out

    def check_options(self, options: dict) -> None:
        """Combinations that are impossible together; raise BadOption."""

    def check_seats(self, seats) -> int:
        if not isinstance(seats, int) or isinstance(seats, bool) or not (
                self.min_seats <= seats <= self.max_seats):
            raise BadSeats(f"{self.id} is played by {self.min_seats}–{self.max_seats} seats, not {seats!r}")
        return seats

    def start(self, seats: int, seed: int, options=None) -> "State":
        seats = self.check_seats(seats)
        opts = self.resolve_options(options)
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise BadOption(f"seed must be an integer, not {seed!r}")
        return self._new_state(seats, seed, opts)

    def _new_state(self, seats: int, seed: int, options: dict) -> "State":
        raise NotImplementedError

    # Words for the log and the table; games override for their own event kinds.
    def describe_action(self, events: list, names, lang: str = "ru") -> list:
        """Log lines for the events of one action, in the given language."""
        return []

    def action_label(self, action: Action, lang: str = "ru") -> str:
        return action.kind

    def rule_policy(self, view: View, rng: random.Random) -> Action:
        """The rule-based bot: a sensible move from a view."""
        raise NotImplementedError

    # --- what the search bot maximises ----------------------------------------
    # "placing": the place (Result.scores, as the results screen counts it); "chips": the
    # chips won or lost (Result.chips); "points": the game's own points (such a game says
    # how to read them from its Result in utility_amounts). A game of chips or points also
    # gives utility_reference, and State.estimate_amounts if it cuts playouts.
    utility: str = "placing"

    def utility_amounts(self, result: Result) -> tuple:
        """Each seat's chips or points at the end, as ``result`` counts them (from the
        start of the match, like ``Result.chips``)."""
        if self.utility == "chips" and result.chips is not None:
            return tuple(result.chips)
        raise NotImplementedError(f"game {self.id!r} plays for {self.utility!r}: "
                                  "it must say how to read them (Game.utility_amounts)")

    def utility_reference(self, view: View) -> tuple:
        """For a game of chips or points: ``(amounts, scale)`` seen from ``view`` — each
        seat's amount so far (counted as ``utility_amounts`` counts it at the end) and about
        the spread of what is still to be won or lost from here (a deal's, say), on which
        ``amount_payoffs`` turns the gains into payoffs."""
        raise NotImplementedError(f"game {self.id!r} plays for {self.utility!r}: it must give "
                                  "the amounts so far and their scale (Game.utility_reference)")

    def payoffs(self, result: Result, view: View) -> tuple:
        """What the search bot maximises, per seat in [0, 1], for a game searched from
        ``view`` that ended in ``result``: the scores for "placing"; else the amounts won
        since ``view``, through ``amount_payoffs``."""
        if self.utility == "placing":
            return tuple(result.scores)
        base, scale = self.utility_reference(view)
        return amount_payoffs(self.utility_amounts(result), base, scale)

    # --- worlds for the search bot (ISMCTS) -----------------------------------
    def world_sampler(self, view: View):
        """An object whose ``sample(rng) -> State`` draws a world consistent with ``view``.

        The default is the generic ``rules.sampling.WorldSampler`` (read its docstring for
        the conventions: hidden slots are the ``None`` cards, ``zone.known``, and the
        optional ``view.public`` keys ``"void_suits"`` and ``"not_in"``), which deals the
        unseen cards uniformly among the consistent deals and then calls
        ``self.determinize`` — or, for a game that sets ``weighs_worlds``, among them in
        proportion to how likely the other seats' observed decisions are in each deal
        (``observed_decisions`` and ``decision_likelihood`` below). Override only for
        unusual secrecy the conventions cannot express; the replacement must keep the same
        promise: ``sample(rng).view(view.seat) == view``, uniformly (or so weighed) over the
        worlds consistent with the view — and offer ``sample_assignment(rng)`` too (the
        deal alone, as below), which the tests compare
        with exact enumeration. Every card of ``view.deck`` must lie in some zone.
        """
        from .sampling import WeightedSampler, WorldSampler
        sampler = WorldSampler(self, view)
        return WeightedSampler(sampler, self) if self.weighs_worlds else sampler

    # --- worlds weighed by what the other seats did -----------------------------
    # Off by default: the deals are uniform over the hard constraints. A game whose bids,
    # calls or plays tell about the hands (a high bid, a claim, a raise) sets
    # ``weighs_worlds = True`` and gives ``observed_decisions``; then ``world_sampler``
    # weighs each deal by how likely those decisions are in it (rules/sampling.py,
    # WeightedSampler), and the search bot samples its worlds so.
    weighs_worlds: bool = False
    likelihood_epsilon: float = 0.1    # the share of random moves in the model (as in the playouts)
    likelihood_draws: int = 4          # rule-policy draws per estimate of a likelihood

    def observed_decisions(self, view: View, assignment: dict) -> list:
        """For a game that weighs its worlds: the decisions of the other seats that
        ``view`` has seen and that tell about hidden cards, as they would have been taken in
        the world dealt by ``assignment`` (as for ``determinize``): a list of ``(the seat's
        view when it decided, in that world; the action it took)``. Each view must be the
        one the seat decided from (its own cards as dealt, ``legal`` filled), so that the
        model below can say how likely the action was."""
        raise NotImplementedError(f"game {self.id!r} weighs its worlds: it must list the decisions "
                                  "to weigh them by (Game.observed_decisions)")

    def decision_likelihood(self, view: View, action: Action, rng: random.Random) -> float:
        """How likely a seat deciding from ``view`` takes ``action``, in the model the search
        bot has of the other seats: the rule policy, with a ``likelihood_epsilon`` share of
        uniformly random moves. An unbiased estimate in [0, 1]: the rule policy is asked
        ``likelihood_draws`` times with ``rng`` (exact where it does not draw from it); a
        game whose policy can give its distribution outright may override this with the
        exact value. (Rejection sampling with unbiased estimates is still exact.)"""
        legal = view.legal
        if action not in legal:
            return 0.0
        k = self.likelihood_draws
        hits = sum(1 for _ in range(k) if self.rule_policy(view, rng) == action)
        eps = self.likelihood_epsilon
        return (1.0 - eps) * hits / k + eps / len(legal)

    def determinize(self, view: View, assignment: dict, rng: random.Random) -> "State":
        """Build a full State from a view and a deal of its hidden cards. EVERY GAME MUST
        IMPLEMENT THIS: the search bot and its tests use it for every registered game.

        ``view``       the view the world is sampled from; ``view.seat`` is the observer.
        ``assignment`` ``{zone name: tuple of Cards}`` for every zone of ``view`` that has
                       hidden cards: the zone's ``cards`` with each ``None`` replaced by a
                       card, same length and order (zones with ``positions`` keep them:
                       the i-th card sits at ``positions[i]``). Known cards of a zone come
                       first among its filled slots, in the order of ``zone.known``. Zones
                       with no hidden card are not in it: take them from the view.
        ``rng``        a ``random.Random`` owned by the caller; use it as the new state's
                       ``rng`` (all later chance in the sampled world comes from it). Do
                       not copy it — sampling is on the search's hot path.

        Return a *fresh* State (sharing no mutable object with the view or anything
        else) such that:

        * ``state.view(view.seat) == view`` — every field: zones (cards, known, positions…),
          ``public``, ``legal``, ``to_move``, ``over``, ``result``, ``turn``, ``deck``. A
          test checks this on thousands of positions of every registered game;
        * the state plays on exactly like a real game whose hidden cards lay as assigned
          (same legal actions, same events, same result for every continuation).

        Everything the state needs beyond the cards must therefore be public and present
        in the view — usually in ``view.public`` (the options under ``"options"``, the
        dealer, flags, counters, sets used for loop detection…). If a field the state
        needs is missing from the view, add it to the view: it is public information
        anyway (if it were not, the observer could not know it and it would be hidden
        state to sample, not to copy).

        What the history tells about hidden cards beyond the zones (a player showed he has
        no card of a suit; a player who must hold a card of some rank to have played as
        he did) must be in the view as a constraint the sampler reads (``view.public``
        ``"void_suits"`` / ``"not_in"``, see rules/sampling.py) — else the sampler deals
        worlds the real game cannot reach, and one that is unfinished with no legal move
        fails the tests (the search drops such worlds and counts them in ``bot.stuck``).

        The real history is not public: set ``state.history`` to ``view.turn``
        placeholders (``[None] * view.turn``) so counters derived from its length agree.
        A sampled state is never saved or replayed. ``state.seed`` is meaningless (0).
        It must be fast (the bot samples a world per search iteration: aim at ≤ 25 µs):
        build the object with ``object.__new__`` and set its fields, rather than calling
        ``__init__`` (which shuffles and deals).
        """
        raise NotImplementedError(
            f"game {self.id!r} does not implement Game.determinize(view, assignment, rng); "
            "the search bot (ISMCTS) and its tests need it for every game — see rules/game.py")


class State:
    """One deal (or match) in progress. Subclasses implement the underscored hooks."""

    def __init__(self, game: Game, seats: int, seed: int, options: dict):
        self.game = game
        self.seats = seats
        self.seed = seed
        self.options = dict(options)
        self.rng = random.Random(seed)
        self.history: list[Action] = []

    # --- the contract -------------------------------------------------------
    @property
    def to_move(self) -> int | None:
        """The seat that must decide now, or None when the game is over."""
        raise NotImplementedError

    @property
    def over(self) -> bool:
        raise NotImplementedError

    def legal_actions(self) -> list[Action]:
        raise NotImplementedError

    def is_legal(self, action: Action) -> bool:
        """Same answer as ``action in self.legal_actions()``; games may make it faster."""
        return action in self.legal_actions()

    def apply(self, action: Action, seat: int | None = None) -> list:
        """Check, then mutate; returns the events. Bad input raises and changes nothing."""
        if self.over:
            raise GameOver(f"{self.game.id}: the game is over; no more actions")
        if seat is not None and seat != self.to_move:
            raise WrongSeat(f"{self.game.id}: it is seat {self.to_move}'s turn, not seat {seat}'s")
        if not isinstance(action, Action) or not self.is_legal(action):
            raise IllegalAction(f"{self.game.id}: {action} is not a legal action for seat "
                                f"{self.to_move} now")
        events = self._apply(action)
        self.history.append(action)
        return events

    def _apply(self, action: Action) -> list[Event]:
        raise NotImplementedError

    def result(self) -> Result | None:
        raise NotImplementedError

    def estimate(self) -> tuple | None:
        """Optional, for the search bot: a guess at the per-seat scores in [0, 1] of an
        unfinished deal, cheap and without looking ahead — best the rules' own measure of
        a deal stopped now where they have one («Игра в приём»: fewer cards place higher,
        as at the move limit). When a game returns one, ISMCTS cuts its playouts after a
        number of moves and scores them with it, instead of playing every playout to the
        end (the right trade when playouts are long). ``None`` (the default, or in a
        position where the game has no good guess, e.g. a short endgame best played out):
        the playout goes on and asks again a round of the table later; a game that never
        overrides this gets full playouts. Only sampled worlds are asked, never the real
        state.

        It must be *calibrated*: an expected score, smooth in what it measures, not a
        ranking of the position now. A rank-like guess (0, ½, 1 from the order of chips
        or hand sizes) predicts the end worse than the constant fair share in a game of
        luck, and a search scored with it plays worse than the rule bot. A test checks,
        for every game, that the estimate beats the fair share on rule-bot games.
        """
        return None

    def estimate_amounts(self) -> tuple | None:
        """Optional, for the search bot in a game that plays for chips or points
        (``Game.utility``): like ``estimate`` — cheap, calibrated, ``None`` where there is no
        good guess — but each seat's expected amount at the end, counted as
        ``Game.utility_amounts`` counts it. Such a game's playouts are cut only with this."""
        return None

    def view(self, seat: int | None) -> View:
        raise NotImplementedError

    def playout_view(self, seat: int) -> View:
        """Optional, for the search bot's playouts in sampled worlds: a view of ``seat`` that
        may leave out what the game's rule policy does not read (a long ``public`` mapping,
        say), because playouts build one per move. It must lead ``Game.rule_policy`` to the
        same move as ``view(seat)`` with the same generator (a test checks it in every
        game), and must not show the seat more than ``view(seat)`` does."""
        return self.view(seat)

    def clone(self) -> "State":
        return copy.deepcopy(self)
