"""The ``sequence_run`` family (catalogue PART G): runs of consecutive ranks, suits ignored.

Лентюрлю (B8), Комета (B4) and Манилья (B5) are built on it: configurations of the same
machinery rather than copies. What the family knows:

* a **run** in the middle, laid card by card in ascending rank (the game's own rank
  order; Лентюрлю and Манилья: Т lowest … К highest);
* a **turn**: the player to move lays the next rank as long as he can (and wishes to),
  may **buy** from the talon a limited number of cards per turn when he lacks the next
  rank, and then **passes** («Пас»); the next player to the left continues the run;
* the **top card** (the King, the «гок») either closes the run and its player starts a
  new one with any card (Лентюрлю 23.а, Комета) or ends the deal (Лентюрлю 23.б/в);
* **stop cards**: other cards that close the run like the top card (Лентюрлю's
  ``lenturlu_card_stops``; Комета's broader «гок» would go here);
* the **all-pass rule**: when everybody has passed since the last card was laid, the
  player who laid it starts a new run with any card;
* an optional restriction on the **first lead** of a deal (23.б: always an ace);
* a player who lays his last card ends the deal and wins it;
* the **match**: deal after deal, the dealer moving left, players leaving, a hook for
  the game's settlement and its end of match.

Hooks for a game (see ``lenturlu.py``, ``kometa.py``): ``_before_deal`` (antes, a dealer's
fine, leaving), ``_after_lay`` (what a laid card does besides extending the run — Лентюрлю's
stake cards), ``_settle`` (the end of a deal), ``_match_done``, ``_top_rank`` (the rank the
run's last card counts as: a wild card counts as the rank it stands for); ``RunRules.deal_packet``
deals by packets (Комета and Манилья: by threes). Комета and Манилья (``kometa.py``) add on
this a wild card (an action ``play`` whose ``value`` is the rank it stands for), groups of
three or four of a rank laid at once, no talon to buy from (``buy_limit = 0``), a duty to
continue, the «гок» and partnerships.
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from ..actions import Action
from ..cards import ACE, JACK, KING, QUEEN, Card
from ..events import Event
from ..game import Game, State
from ..view import View, Zone, freeze

# Т lowest, then 2 … 10, В, Д, К highest (Лентюрлю, Манилья).
LOW_ACE_ORDER = (ACE, 2, 3, 4, 5, 6, 7, 8, 9, 10, JACK, QUEEN, KING)

# The rank needed next, in words: «нужна девятка», "needs a nine".
_RANK_NEED = {
    ACE: ("нужен туз", "needs an ace"), 2: ("нужна двойка", "needs a two"),
    3: ("нужна тройка", "needs a three"), 4: ("нужна четвёрка", "needs a four"),
    5: ("нужна пятёрка", "needs a five"), 6: ("нужна шестёрка", "needs a six"),
    7: ("нужна семёрка", "needs a seven"), 8: ("нужна восьмёрка", "needs an eight"),
    9: ("нужна девятка", "needs a nine"), 10: ("нужна десятка", "needs a ten"),
    JACK: ("нужен валет", "needs a jack"), QUEEN: ("нужна дама", "needs a queen"),
    KING: ("нужен король", "needs a king"),
}
RANK_NAME = {
    ACE: ("туз", "ace"), 2: ("двойка", "two"), 3: ("тройка", "three"), 4: ("четвёрка", "four"),
    5: ("пятёрка", "five"), 6: ("шестёрка", "six"), 7: ("семёрка", "seven"), 8: ("восьмёрка", "eight"),
    9: ("девятка", "nine"), 10: ("десятка", "ten"), JACK: ("валет", "jack"), QUEEN: ("дама", "queen"),
    KING: ("король", "king"),
}


def need_text(rank: int | None) -> dict | None:
    if rank is None:
        return None
    ru, en = _RANK_NEED[rank]
    return {"ru": ru, "en": en}


@dataclass(frozen=True)
class RunRules:
    """How runs are laid in one game (built from the game's options)."""
    rank_order: tuple = LOW_ACE_ORDER
    buy_limit: int = 2                 # talon cards a player may buy per turn; 0 = no buying
    top_closes: str = "continue"       # the top card: "continue" (new run) or "ends_deal"
    must_continue: bool = False        # a player holding the next rank must lay it
    stop_cards: frozenset = frozenset()     # cards that close the run like the top card
    first_lead_ranks: frozenset | None = None   # the first lead of a deal must be of these ranks
    deal_table: tuple = ()             # ((players, each, talon), ...)
    deal_packet: int = 1               # cards dealt to a player at a time (Комета: by threes)

    @property
    def top_rank(self) -> int:
        return self.rank_order[-1]

    def next_rank(self, rank: int) -> int | None:
        i = self.rank_order.index(rank)
        return self.rank_order[i + 1] if i + 1 < len(self.rank_order) else None

    def sizes(self, players: int) -> tuple[int, int]:
        for n, each, talon in self.deal_table:
            if n == players:
                return each, talon
        raise ValueError(f"no deal for {players} players")


class SequenceRunState(State):
    """A match of deals of a sequence-run game. Subclasses fill the hooks."""

    deck_cards: tuple = ()          # the playing deck, fixed order

    def __init__(self, game, seats, seed, options):
        super().__init__(game, seats, seed, options)
        self.rules: RunRules = game.run_rules(options)
        self.active: list[int] = list(range(seats))      # seats still at the table
        self.left: list[int] = []                         # seats that left, in order
        self.deals_total = options.get("deals", 1)
        self.deal_no = 0
        self.deal_start = 0            # actions taken before the current deal began
        self.dealer = self.rng.randrange(seats)
        self.hands: list[list[Card]] = [[] for _ in range(seats)]
        self.talon: list[Card] = []
        self.run: list[Card] = []
        self.played: list[Card] = []
        self.current = 0
        self.leading = True            # the player to move starts a new run
        self.first_lead = True         # no card laid yet in this deal
        self.lead_passes = 0           # passes on the first lead (no card of the required rank)
        self.last_layer: int | None = None
        self.laid = 0                  # cards laid in the current turn
        self.bought = 0                # cards bought in the current turn
        self.revealed = False          # the hands were shown at the end of the deal
        self.match_over = False
        self.start_events: list[Event] = []
        self._setup_match()
        self.start_events = self._start_deal(first=True)

    # --- hooks ----------------------------------------------------------------
    def _setup_match(self) -> None:
        """Chips, stakes: whatever the match needs before the first deal."""

    def _before_deal(self, events: list) -> None:
        """Antes; players who cannot stay leave (``_leave``)."""

    def _after_lay(self, seat: int, card: Card, events: list, ends: bool) -> None:
        """What a laid card does besides extending the run; ``ends``: it ends the deal."""

    def _settle(self, winner: int, reason: str, events: list) -> None:
        """The deal is over: payments."""

    def _match_done(self) -> bool:
        return self.deal_no >= self.deals_total or len(self.active) < 2

    # --- the match ------------------------------------------------------------
    def _leave(self, seat: int, events: list, **details) -> None:
        self.active.remove(seat)
        self.left.append(seat)
        events.append(Event("leave", seat, data=tuple(details.items())))

    def _next_active(self, seat: int) -> int:
        for step in range(1, self.seats + 1):
            s = (seat + step) % self.seats
            if s in self.active:
                return s
        return seat

    def _start_deal(self, first: bool = False) -> list[Event]:
        events: list[Event] = []
        if not first:
            self.dealer = self._next_active(self.dealer)
        self._before_deal(events)
        if len(self.active) < 2:
            self._end_match(events)
            return events
        if self.dealer not in self.active:
            self.dealer = self._next_active(self.dealer)
        self.deal_no += 1
        # Called at the start or inside the action that ended the last deal (not yet in history).
        self.deal_start = len(self.history) + (0 if first else 1)
        events.insert(0, Event("new_deal", self.dealer, data=(
            ("deal", self.deal_no), ("deals", self.deals_total), ("dealer", self.dealer),
            ("players", tuple(self.active)))))
        if not first:
            # The last deal's cards leave the table for the shuffle: said, so that each seat's
            # view follows from its events (what it saw go stays seen in the log, not here).
            zones = [(f"hand{s}", h) for s, h in enumerate(self.hands)] + [
                ("talon", self.talon), ("run", self.run), ("played", self.played)]
            events[1:1] = [Event("gather", None, (), name, None, count=len(cards), visible_to=frozenset())
                           for name, cards in zones if cards]
        each, _ = self.rules.sizes(len(self.active))
        cards = list(self.deck_cards)
        self._own_rng().shuffle(cards)
        self.hands = [[] for _ in range(self.seats)]
        order = [self._next_active(self.dealer)]
        while len(order) < len(self.active):
            order.append(self._next_active(order[-1]))
        # by packets of ``deal_packet`` (one at a time by default), from the dealer's left;
        # the last round smaller when ``each`` is not a multiple of the packet
        packet, pos, given = self.rules.deal_packet, 0, 0
        while given < each:
            step = min(packet, each - given)
            for s in order:
                self.hands[s].extend(cards[pos:pos + step])
                pos += step
            given += step
        self.talon = cards[pos:]
        for s in self.active:
            self.hands[s] = self._sorted(self.hands[s])
        self.run, self.played = [], []
        for s in order:
            events.append(Event("deal", s, tuple(self.hands[s]), None, f"hand{s}", count=each,
                                visible_to=frozenset((s,)), data=(("dealer", self.dealer),)))
        events.append(Event("deal", None, (), None, "talon", count=len(self.talon), visible_to=frozenset(),
                            data=(("dealer", self.dealer),)))
        self.current = order[0]
        self.leading, self.first_lead, self.lead_passes = True, True, 0
        self.last_layer = None
        self.laid = self.bought = 0
        self.revealed = False
        return events

    def _end_match(self, events: list) -> None:
        self.match_over = True
        events.append(Event("match_over", None, data=(("deals", self.deal_no),)))

    def _sorted(self, cards) -> list[Card]:
        order = self.rules.rank_order
        return sorted(cards, key=lambda c: (order.index(c.rank), "SCDH".index(c.suit)))

    # --- the contract ---------------------------------------------------------
    @property
    def over(self) -> bool:
        return self.match_over

    @property
    def to_move(self):
        return None if self.match_over else self.current

    def need_rank(self) -> int | None:
        """The rank that continues the run, or None when the player to move starts one."""
        if self.leading or not self.run:
            return None
        return self.rules.next_rank(self._top_rank())

    def _top_rank(self) -> int:
        """The rank the run's last card counts as (a wild card counts as the rank it stands for)."""
        return self.run[-1].rank

    def first_lead_restricted(self) -> bool:
        r = self.rules.first_lead_ranks
        return bool(r) and self.first_lead and self.lead_passes < len(self.active)

    def _buy_actions(self) -> list[Action]:
        room = min(self.rules.buy_limit - self.bought, len(self.talon))
        return [Action("buy", value=k) for k in range(1, room + 1)]

    def legal_actions(self) -> list[Action]:
        if self.match_over:
            return []
        hand = self.hands[self.current]
        if self.leading:
            if self.first_lead_restricted():
                ok = [Action("play", (c,)) for c in hand if c.rank in self.rules.first_lead_ranks]
                return ok or self._buy_actions() + [Action("pass")]
            return [Action("play", (c,)) for c in hand]
        need = self.need_rank()
        acts = [Action("play", (c,)) for c in hand if c.rank == need]
        if acts and self.rules.must_continue:
            return acts
        if not acts:
            acts = self._buy_actions()
        acts.append(Action("pass"))
        return acts

    def is_legal(self, action: Action) -> bool:
        if self.match_over or not isinstance(action, Action) or action.zone is not None or action.index is not None:
            return False
        kind = action.kind
        if kind == "play":
            return (len(action.cards) == 1 and action.value is None
                    and action.cards[0] in self.hands[self.current] and action in self.legal_actions())
        return not action.cards and action in self.legal_actions()

    def _apply(self, action: Action) -> list[Event]:
        seat = self.current
        events: list[Event] = []
        if action.kind == "play":
            self._lay(seat, action.card, events)
        elif action.kind == "buy":
            k = action.value
            got, self.talon = self.talon[:k], self.talon[k:]
            self.hands[seat] = self._sorted(self.hands[seat] + got)
            self.bought += k
            events.append(Event("buy", seat, tuple(got), "talon", f"hand{seat}", count=k,
                                visible_to=frozenset((seat,)), data=(("talon", len(self.talon)),)))
        else:
            self._pass(seat, events)
        return events

    def _pass(self, seat: int, events: list) -> None:
        nxt = self._next_active(seat)
        self.laid = self.bought = 0
        if self.leading:                          # the first lead: no card of the required rank
            self.lead_passes += 1
            events.append(Event("pass", seat, data=(("no_lead", True),)))
            self.current = nxt
            return
        events.append(Event("pass", seat, data=(("need", self.need_rank()),)))
        if nxt == self.last_layer:
            self._close_run("all_pass", nxt, events)
        self.current = nxt

    def _lay(self, seat: int, card: Card, events: list) -> None:
        hand = self.hands[seat]
        hand.remove(card)
        lead = self.leading
        self.run.append(card)
        self.laid += 1
        self.leading = self.first_lead = False
        self.last_layer = seat
        top = card.rank == self.rules.top_rank
        out = not hand
        ends = out or (top and self.rules.top_closes == "ends_deal")
        events.append(Event("play", seat, (card,), f"hand{seat}", "run", count=1,
                            data=(("lead", lead), ("need", self.rules.next_rank(card.rank) if not top else None))))
        self._after_lay(seat, card, events, ends)
        if ends:
            reason = "king" if (top and self.rules.top_closes == "ends_deal") else "out"
            self._finish_deal(seat, reason, events)
        elif top:
            self._close_run("king", seat, events)
        elif card in self.rules.stop_cards:
            self._close_run("stop", seat, events)

    def _close_run(self, reason: str, leader: int, events: list) -> None:
        events.append(Event("run_closed", leader, tuple(self.run), "run", "played", count=len(self.run),
                            data=(("reason", reason),)))
        self.played.extend(self.run)
        self.run = []
        self.leading = True
        self.current = leader

    def _finish_deal(self, winner: int, reason: str, events: list) -> None:
        self.revealed = True
        self._settle(winner, reason, events)
        if self._match_done():
            self._end_match(events)
        else:
            events.extend(self._start_deal())

    # --- views ----------------------------------------------------------------
    def _zones(self, seat: int | None) -> dict:
        zones = {}
        for s in range(self.seats):
            hand = self.hands[s]
            show = seat == s or (self.revealed and self.match_over)
            zones[f"hand{s}"] = Zone(f"hand{s}", "hand", tuple(hand) if show else (None,) * len(hand), owner=s)
        zones["talon"] = Zone("talon", "stock", (None,) * len(self.talon))
        zones["run"] = Zone("run", "pile", tuple(self.run))
        zones["played"] = Zone("played", "discard", tuple(self.played))
        return zones

    def _public(self) -> dict:
        need = self.need_rank()
        return {
            "dealer": self.dealer, "deal_no": self.deal_no, "deals": self.deals_total,
            "deal_start": self.deal_start, "active": tuple(self.active), "left": tuple(self.left),
            "need": need, "need_text": need_text(need), "leading": self.leading and not self.match_over,
            "first_lead_ranks": (tuple(sorted(self.rules.first_lead_ranks))
                                 if self.first_lead_restricted() else None),
            "first_lead": self.first_lead, "lead_passes": self.lead_passes, "revealed": self.revealed,
            "last_layer": self.last_layer, "laid": self.laid, "bought": self.bought,
            "buy_limit": self.rules.buy_limit, "talon": len(self.talon),
            "match_over": self.match_over, "options": dict(self.options),
        }

    def view_deck(self) -> tuple:
        return tuple(self.deck_cards)

    def view(self, seat):
        return View(self.game.id, seat, self.seats, self.to_move,
                    tuple(self.legal_actions()) if seat is not None and seat == self.to_move else (),
                    freeze(self._zones(seat)), self.view_deck(), freeze(self._public()),
                    self.over, self.result(), len(self.history))

    _rng_shared = False

    def _own_rng(self) -> random.Random:
        """The state's generator, first made its own if a clone still shares it."""
        if self._rng_shared:
            rng = random.Random.__new__(random.Random)      # no seeding from the OS: replaced
            rng.setstate(self.rng.getstate())
            self.rng = rng
            self._rng_shared = False
        return self.rng

    def clone(self):
        new = object.__new__(type(self))
        new.__dict__.update(self.__dict__)
        # Copy on write: the generator is drawn from only when a deal starts, so a clone
        # shares it until then (copying its state was most of a clone's cost).
        new._rng_shared = self._rng_shared = True
        new.history = list(self.history)
        new.active = list(self.active)
        new.left = list(self.left)
        new.hands = [list(h) for h in self.hands]
        new.talon = list(self.talon)
        new.run = list(self.run)
        new.played = list(self.played)
        return new


class SequenceRunGame(Game):
    family = "sequence_run"
    state_class = SequenceRunState
    # Option keys that shape RunRules (the rules are cached per combination).
    run_rule_keys: tuple = ()

    def run_rules(self, options: dict) -> RunRules:
        key = tuple(options[k] for k in self.run_rule_keys)
        cache = self.__dict__.setdefault("_rules_cache", {})
        rules = cache.get(key)
        if rules is None:
            rules = cache[key] = self._make_run_rules(options)
        return rules

    def _make_run_rules(self, options: dict) -> RunRules:
        raise NotImplementedError

    def _new_state(self, seats, seed, options):
        return self.state_class(self, seats, seed, options)

    def determinize(self, view: View, assignment: dict, rng: random.Random) -> SequenceRunState:
        """A state from a view and a deal of its hidden cards (the contract in rules/game.py).
        Subclasses add their own fields in ``_determinize_extra``."""
        pub = view.public
        st = object.__new__(self.state_class)
        st.game = self
        st.seats = view.seats
        st.seed = 0
        st.options = dict(pub["options"])
        st.rng = rng                   # the bot's own generator deals the world's later deals
        st._rng_shared = False
        st.history = [None] * view.turn
        st.rules = self.run_rules(st.options)
        st.active = list(pub["active"])
        st.left = list(pub["left"])
        st.deals_total = pub["deals"]
        st.deal_no = pub["deal_no"]
        st.deal_start = pub["deal_start"]
        st.dealer = pub["dealer"]
        zones = view.zones
        hands = []
        for s in range(view.seats):
            name = f"hand{s}"
            got = assignment.get(name)
            hands.append(st._sorted(got) if got is not None else list(zones[name].cards))
        st.hands = hands
        st.talon = list(assignment.get("talon", zones["talon"].cards))
        st.run = list(zones["run"].cards)
        st.played = list(zones["played"].cards)
        st.current = view.to_move if view.to_move is not None else 0
        st.leading = pub["leading"]
        st.first_lead = pub["first_lead"]
        st.lead_passes = pub["lead_passes"]
        st.last_layer = pub["last_layer"]
        st.laid = pub["laid"]
        st.bought = pub["bought"]
        st.revealed = pub["revealed"]
        st.match_over = pub["match_over"]
        st.start_events = []
        self._determinize_extra(st, view)
        return st

    def _determinize_extra(self, state, view) -> None:
        """Set the game's own fields (chips, stakes…) from the view."""


# --- helpers for bots -----------------------------------------------------------
def chain_from(ranks_held, start: int, rules: RunRules) -> list[int]:
    """The ranks a player can lay in a row from ``start`` with the ranks he holds."""
    out = []
    r = start
    while r is not None and r in ranks_held:
        out.append(r)
        r = rules.next_rank(r)
    return out
