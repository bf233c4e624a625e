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
from typing import NamedTuple

from .actions import Action
from .rulebook import joined
from .errors import BadOption, BadSeats, GameOver, IllegalAction, WrongSeat
from .view import View


def words(ru: str, en: str) -> dict:
    """A text in both languages, as options, titles and sources carry them."""
    return {"ru": ru, "en": en}


@dataclass(frozen=True)
class Option:
    """A variant or house rule. ``choices`` lists the allowed values, the default first.

    ``seats`` says which choices need a certain seat count: ``{value: (least, most)}``
    (e.g. teams ``"2x2"``: ``(4, 4)``; dealer seat 4 of up to six: ``(5, 6)``). A choice not in it
    fits every table the game allows. ``choices_for(n)`` is what a table of ``n`` may use;
    the engine refuses the others (``Game.resolve_options`` with the seat count) and the
    menu offers only these.
    """
    key: str
    choices: tuple
    label: dict                    # {'ru': ..., 'en': ...}
    source: dict = field(default_factory=dict)   # {'ru': 'по Розалиеву', ...}
    choice_labels: dict = field(default_factory=dict)  # value -> {'ru':..., 'en':...}
    seats: dict = field(default_factory=dict)    # value -> (least, most) seats it needs

    @property
    def default(self):
        return self.choices[0]

    def seat_range(self, value) -> tuple | None:
        """(least, most) seats ``value`` needs, or None when any table may choose it."""
        for k, span in self.seats.items():
            if k == value and type(k) is type(value):     # True == 1, yet a flag is not a seat
                return span
        return None

    def fits(self, value, seats: int) -> bool:
        span = self.seat_range(value)
        return span is None or span[0] <= seats <= span[1]

    def choices_for(self, seats: int) -> tuple:
        """The choices a table of ``seats`` may use, in the order of ``choices``."""
        return tuple(c for c in self.choices if self.fits(c, seats))

    def default_for(self, seats: int):
        """The default, or the first choice that fits when the default does not."""
        fit = self.choices_for(seats)
        return self.default if self.default in fit or not fit else fit[0]

    def check_seats(self, value, seats: int) -> None:
        """Raise BadOption if ``value`` cannot be played by ``seats`` seats."""
        if self.fits(value, seats):
            return
        lo, hi = self.seat_range(value)
        need = str(lo) if lo == hi else f"{lo}–{hi}"
        label = self.choice_label(value, "en")
        shown = self._show(value) + ("" if label == self._show(value) else f" ({label})")
        raise BadOption(f"option {self.key}={shown} needs {need} seats, not {seats}",
                        option=self.key, value=value, seats=seats)

    @staticmethod
    def _show(value) -> str:
        return str(value).lower() if isinstance(value, bool) else str(value)

    def parse(self, raw):
        """Turn a command-line or JSON value into one of the choices, or raise BadOption."""
        for c in self.choices:
            if (raw == c and type(raw) is type(c)) or (isinstance(raw, str) and str(c).lower() == raw.strip().lower()):
                return c
            if isinstance(c, bool) and isinstance(raw, str) and raw.strip().lower() in (
                    ("true", "yes", "1", "on") if c else ("false", "no", "0", "off")):
                return c
        allowed = ", ".join(self._show(c) for c in self.choices)
        raise BadOption(f"option {self.key}: {raw!r} is not allowed (choose from {allowed})")

    def choice_label(self, value, lang="ru") -> str:
        """The choice's label from the game's documents, else the value itself (a flag as
        true / false: the program says «да» / "yes", app/i18n.py ``choice_label``)."""
        lab = self.choice_labels.get(value)
        if lab:
            return lab.get(lang, lab["ru"])
        return self._show(value)


REASONS = ("fool", "out_of_cards", "stalemate", "deal_limit", "match_over", "out_of_chips")
"""Why a game ended, as word ids the program translates (``Result.reason``):
``fool``: one player (or one team) is left holding cards — the fool of Durak;
``out_of_cards``: the players went out, the last one holding cards loses («Игра в приём»), or
the last ones went out together (a draw in Durak); ``stalemate``: a repeating or endless position
ended by the rules' safety net; ``deal_limit``: the move limit of a deal; ``match_over``: the
deals of a match are played; ``out_of_chips``: all but one player have left the table."""

SETTLEMENT_UNITS = ("chips", "points")


@dataclass(frozen=True)
class Settlement:
    """What a finished game moved, as numbers the table draws (no words, no game keys).

    ``moved``    per seat, what it won (+) or lost (−) in the game, in ``unit``;
    ``totals``   per seat, what it holds afterwards (the chips in front of each), or None;
    ``deal_no``  the deals played, ``deals`` the deals it was to last (games that play several
                 deals in one state, e.g. Лентюрлю; None elsewhere);
    ``per_deal`` one row per deal played: per seat, what it moved in that deal;
    ``gone``     the seats that left the table (out of chips), in the order they left.
    """
    unit: str
    moved: tuple
    totals: tuple | None = None
    deal_no: int | None = None
    deals: int | None = None
    per_deal: tuple = ()
    gone: tuple = ()

    def __post_init__(self):
        if self.unit not in SETTLEMENT_UNITS:
            raise ValueError(f"settlement unit {self.unit!r} is not one of {SETTLEMENT_UNITS}")
        n = len(self.moved)
        if self.totals is not None and len(self.totals) != n or any(len(r) != n for r in self.per_deal):
            raise ValueError("a settlement has one number per seat in every row")

    def to_json(self) -> dict:
        return {"unit": self.unit, "moved": list(self.moved),
                "totals": None if self.totals is None else list(self.totals),
                "deal_no": self.deal_no, "deals": self.deals,
                "per_deal": [list(r) for r in self.per_deal], "gone": list(self.gone)}

    @classmethod
    def from_json(cls, d: dict) -> "Settlement":
        return cls(d["unit"], tuple(d["moved"]), None if d.get("totals") is None else tuple(d["totals"]),
                   d.get("deal_no"), d.get("deals"), tuple(tuple(r) for r in d.get("per_deal") or ()),
                   tuple(d.get("gone") or ()))


@dataclass(frozen=True)
class Result:
    """How a game (a deal, or a match of deals in one state) ended, as data.

    Every game fills ``placings`` (1 = best, ties share a place), ``scores`` (per seat in
    [0, 1]) and the rest:

    ``chips``       chip gain or loss per seat, for chip games (what the search maximises there);
    ``losers``      the seats that lost (Durak's fools; the last holder of «Игра в приём»; in a
                    chip game those who end with fewer chips than they started with);
    ``loser_word``  how the table names a loser: ``"fool"`` (Durak) or ``"loser"``;
    ``draw``        nobody lost (the last players went out together);
    ``reason``      why it ended, a word id of ``REASONS``;
    ``settlement``  what it moved (chips or points), or None where nothing is counted;
    ``held``        per seat, the cards still in hand at the end (None where it does not matter).
    """
    placings: tuple        # place of each seat, 1 = best
    scores: tuple          # per seat, in [0, 1]
    chips: tuple | None = None      # chip gain or loss per seat, for chip games
    losers: tuple = ()
    loser_word: str = "loser"
    draw: bool = False
    reason: str = ""
    settlement: Settlement | None = None
    held: tuple | None = None
    # Phrases of the last deal's settlement (rules.phrases), worded by the program; derived from the
    # rest, so not compared and not saved
    lines: tuple = field(default=(), compare=False)

    def __post_init__(self):
        if self.reason and self.reason not in REASONS:
            raise ValueError(f"result reason {self.reason!r} is not one of {REASONS}")
        if self.loser_word not in ("fool", "loser"):
            raise ValueError(f"loser_word {self.loser_word!r} is not 'fool' or 'loser'")

    def to_json(self) -> dict:
        return {"placings": list(self.placings), "scores": list(self.scores),
                "chips": None if self.chips is None else list(self.chips),
                "losers": list(self.losers), "loser_word": self.loser_word, "draw": self.draw,
                "reason": self.reason,
                "settlement": None if self.settlement is None else self.settlement.to_json(),
                "held": None if self.held is None else list(self.held)}

    @classmethod
    def from_json(cls, d: dict) -> "Result":
        st = d.get("settlement")
        return cls(tuple(d["placings"]), tuple(d["scores"]),
                   None if d.get("chips") is None else tuple(d["chips"]),
                   tuple(d.get("losers") or ()), d.get("loser_word", "loser"), bool(d.get("draw")),
                   d.get("reason", ""), None if st is None else Settlement.from_json(st),
                   None if d.get("held") is None else tuple(d["held"]))


UTILITIES = ("placing", "points", "chips")


class SearchArm(NamedTuple):
    """A root move of the search bot with what the search found of it (``Game.search_anchor``):
    its visits, the mean payoff of the searching seat, and the standard error of that mean."""
    action: Action
    visits: int
    mean: float
    se: float


def _cards(value):
    from .cards import Card
    if isinstance(value, Card):
        yield value
    elif isinstance(value, (tuple, frozenset)):
        for v in value:
            yield from _cards(v)


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
    """A game definition: the engine contract (v2).

    A game is a ``rules.tabletop.TableGame`` whose ``state_class`` is a ``TableState``: card
    zones, each declaring its role and whose faces show (``ZoneSpec``: ``rules.view.ROLES``,
    ``rules.view.FACES``), and a public record of immutable values (chips too: one ledger in
    the record). The state writes ``to_move``, ``over``, ``legal_actions``, ``_apply`` (cards
    moved by ``TableState.move``, events from the closed set of ``rules.events``) and
    ``result``; ``view``, ``clone`` and the search's worlds (``determinize``) are generic,
    and a game lists what a sampled world must rebuild (``TableState.derived_caches``).

    The definition declares: ``id``, ``title``, ``blurb``, the seats (``min_seats``,
    ``max_seats``), the ``options`` (checked by ``resolve_options``/``check_options``), the
    ``rulebook``, its ``family``; what the table says, as phrases the program words
    (``phrase_ids``, ``describe``, ``action_phrase``, ``why_illegal``, ``bubble``,
    ``settlement``, ``table_notes``); the rule bot (``rule_policy``); what the search
    maximises (``utility`` and its hooks) and how it searches (``search``,
    ``search_options``, ``search_key``, ``weighs_worlds`` …). Every hook is declared here
    with its default; nothing is read with ``getattr``. ``_new_state`` starts a game."""
    id: str = ""
    title: dict = {}          # {'ru': ..., 'en': ...}
    blurb: dict = {}          # one line for the menu
    min_seats: int = 2
    max_seats: int = 2
    options: tuple = ()       # of Option
    rulebook: tuple = ()      # the F1 text: Rule(...)s, each with its source (rules/rulebook.py)
    family: str = ""

    @property
    def rules_text(self) -> dict:
        """The rules' texts per language, without their source marks."""
        return {lang: joined(self.rulebook, lang) for lang in ("ru", "en")}

    def option(self, key: str) -> Option:
        for o in self.options:
            if o.key == key:
                return o
        raise BadOption(f"{self.id} has no option {key!r} (options: "
                        f"{', '.join(o.key for o in self.options) or 'none'})")

    def resolve_options(self, given=None, seats: int | None = None) -> dict:
        """Defaults filled in, each given value checked; raises BadOption. With ``seats``,
        also what that table cannot play (a choice outside its seat range, a combination
        ``check_options`` refuses); a default that does not fit gives way to the first
        choice that does."""
        given = dict(given or {})
        out = {}
        for o in self.options:
            if o.key in given:
                out[o.key] = o.parse(given.pop(o.key))
            else:
                out[o.key] = o.default if seats is None else o.default_for(seats)
        if given:
            raise BadOption(f"{self.id} has no option {sorted(given)[0]!r} (options: "
                            f"{', '.join(o.key for o in self.options) or 'none'})")
        if seats is not None:
            for o in self.options:
                o.check_seats(out[o.key], seats)
            self.check_options(out, seats)
        return out

    def check_options(self, options: dict, seats: int) -> None:
        """Combinations a table of ``seats`` cannot play beyond each option's own seat
        range (``Option.seats``); raise BadOption, with ``words`` ({'ru', 'en'}) for the
        menu. The menu offers each option's ``choices_for(seats)``; a game that refuses
        some combination of those here makes the menu show the reason at «Начать»."""

    def next_deal_options(self, state: "State") -> dict:
        """The options of the next game of a match after the finished ``state``
        (``rules.match``): the same, except that a game which takes its dealer as the
        option ``"dealer"`` passes the deal to the left of the last dealer (the view's
        ``dealer``); the durak family hands the deal to the fool instead."""
        opts = dict(state.options)
        if "dealer" not in opts:
            return opts
        dealer = state.view(None).dealer
        if isinstance(dealer, int) and not isinstance(dealer, bool):
            opts["dealer"] = (dealer + 1) % state.seats
        return opts

    def check_seats(self, seats) -> int:
        if not isinstance(seats, int) or isinstance(seats, bool) or not (
                self.min_seats <= seats <= self.max_seats):
            raise BadSeats(f"{self.id} is played by {self.min_seats}–{self.max_seats} seats, not {seats!r}")
        return seats

    def start(self, seats: int, seed: int, options=None) -> "State":
        seats = self.check_seats(seats)
        opts = self.resolve_options(options, seats)
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise BadOption(f"seed must be an integer, not {seed!r}")
        return self._new_state(seats, seed, opts)

    def _new_state(self, seats: int, seed: int, options: dict) -> "State":
        raise NotImplementedError

    # What the log, the buttons and the speech bubbles say: phrases (rules/phrases.py),
    # never prose — the program words them (app/wording.py) in the reader's language,
    # card indices and names. ``phrase_ids``: every id the three below can emit (a test
    # checks that each has Russian and English words).
    phrase_ids: frozenset = frozenset()

    def describe(self, events: list) -> list:
        """The phrases for the events of one action (or of the start of a deal), in order."""
        return []

    def action_phrase(self, action: Action):
        """The phrase on the button (or in the hint) for ``action``."""
        raise NotImplementedError(f"{self.id}: no phrase for an action of kind {action.kind!r}")

    def why_illegal(self, view: View, action: Action):
        """Why ``action`` is not legal for ``view.seat`` in ``view``, as a phrase the program
        words in one line («нужна семёрка», "it is Anna's turn"), or None when it is legal.
        Computed from the view alone (what that seat sees), never naming a card it cannot
        see: first what every game shares (over, not your turn, not your card, not this kind
        of move now), then its family's rules (``rules/reasons/<family>.py``). The ids start
        with ``reason.``; ``rules.reasons.phrase_ids()`` lists them all."""
        from .reasons import why_illegal
        return why_illegal(self, view, action)

    def bubble(self, event):
        """What the event's seat says aloud («Пас», «Бито», «Не верю»), as a phrase, or None."""
        return None

    def settlement(self, summary: dict) -> list:
        """The lines a deal's settlement shows on the cloth (phrases), from ``summary``, the
        data of its ``deal_over`` event; none for a game with no settlement to show."""
        return []

    def table_notes(self, view: View) -> tuple:
        """What the table writes beside the cards for ``view`` (a claim, a verdict, a hand's
        points, a count, a seat's role, a reminder) and the order some of them lie in: a tuple
        of ``rules.notes`` items (``TableNote``, ``Pile``, ``LaidBy``, ``SetApart``). A pure
        function of the view, so it shows nothing the view does not; the search never calls
        it. Its phrase ids belong in ``phrase_ids``. None by default."""
        return ()

    def undoable(self, view_before: View, events: list, seat: int) -> bool:
        """Whether ``seat`` may take back the action that gave ``events`` from the position it
        saw as ``view_before`` (an undo against bots): only while the game goes on, and only if
        the action showed that seat nothing it could not see before — a card drawn from the
        stock or the ring cannot be taken back. Games with other secrets override this."""
        if not events or any(e.kind == "over" for e in events):
            return False
        seen = set()
        for z in view_before.zones.values():
            seen.update(z.visible)
            seen.update(z.known)
        for e in events:
            red = e.for_seat(seat)
            named = set(red.cards)
            for _, v in red.data:
                named.update(_cards(v))
            if named - seen:
                return False
        return True

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

    # --- how the search bot searches this game --------------------------------
    # "single": one tree for the searching seat (rules/bots/ismcts.py); "multiple": a tree
    # per seat (rules/bots/mo_ismcts.py), for games where the others' hidden moves matter
    # (bluffs). ``search_options``: the game's defaults for that search's parameters.
    search: str = "single"
    search_options: dict = {}
    # For the multiple-observer search, a function of an action naming its class of moves
    # that only a hidden detail tells apart (one edge each); None: every move its own.
    search_key = None

    def search_anchor(self, view: View, rule: "SearchArm", best: "SearchArm") -> "SearchArm":
        """The search bot (rules/bots/ismcts.py; the multiple-observer search chooses the same
        way) is about to play ``best`` rather than the rule move ``rule`` (the rule bot's choice
        from ``view``), both root moves with their statistics: return the one to play. A game
        whose rule bot knows something a small search estimates badly (a decision whose cost
        shows only deals later) may keep its rule move unless the search is surer. The default
        trusts the search."""
        return best

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
        """Build a full State from a view and a deal of its hidden cards. Every game has it
        from ``TableGame``, generic over its zones and record (a game writes none); what
        follows is the promise it keeps, which the tests check.

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
        in the view — in the record, ``view.public`` (the options under ``"options"``, the
        dealer, flags, counters, sets used for loop detection…): it is public information
        (if it were not, the observer could not know it and it would be hidden state to
        sample, not to copy).

        What the history tells about hidden cards beyond the zones (a player showed he has
        no card of a suit; a player who must hold a card of some rank to have played as
        he did) must be in the view as a constraint the sampler reads (``view.public``
        ``"void_suits"`` / ``"not_in"``, see rules/sampling.py) — else the sampler deals
        worlds the real game cannot reach, and one that is unfinished with no legal move
        fails the tests (the search drops such worlds and counts them in ``bot.stuck``).

        The real history is not public: ``state.history`` is ``view.turn`` placeholders
        (``[None] * view.turn``) so counters derived from its length agree. A sampled state
        is never saved or replayed; ``state.seed`` is meaningless (0). What the state caches
        beyond its zones and record is rebuilt from its ``derived_caches``.
        """
        raise NotImplementedError(
            f"game {self.id!r} does not implement Game.determinize(view, assignment, rng); "
            "a game on rules/tabletop.py (TableGame) has it")


class State:
    """One deal (or match) in progress. Subclasses implement the underscored hooks."""

    def __init__(self, game: Game, seats: int, seed: int, options: dict):
        self.game = game
        self.seats = seats
        self.seed = seed
        self.options = dict(options)
        self.rng = random.Random(seed)
        self.history: list[Action] = []
        self.start_events: list = []

    # The events of the deal's opening (the deal, the trump turned up, the first antes),
    # which happen before any action: the log's first lines and the table's first
    # animation. Every state has it (empty when nothing happens before the first action);
    # a sampled world sets it empty. Games that deal in ``__init__`` fill it there.
    start_events: list = ()

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

    def sheet_sections(self) -> tuple:
        """The score-sheet sections a game of many deals in one state keeps of itself
        (Мушка's пулька, Кинг's match), public data only; none by default."""
        return ()

    def playout_view(self, seat: int) -> View:
        """Optional, for the search bot's playouts in sampled worlds: a view of ``seat`` that
        may leave out what the game's rule policy does not read (a long ``public`` mapping,
        say), because playouts build one per move. It must lead ``Game.rule_policy`` to the
        same move as ``view(seat)`` with the same generator (a test checks it in every
        game), and must not show the seat more than ``view(seat)`` does."""
        return self.view(seat)

    def clone(self) -> "State":
        return copy.deepcopy(self)
