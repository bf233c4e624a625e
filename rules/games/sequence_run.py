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

The state stands on ``rules.tabletop``: zones ``hand{s}``, ``talon``, ``run``, ``played`` (and
a game's own, Лентюрлю's stake cards) and a public record ``pub`` holding every other fact
(``current``, ``leading``, the dealer, the chips that ``state.ledger`` moves …) under the
names the view has always shown; so ``view``, ``clone`` and ``determinize`` are the generic
ones. The record's derived facts (``need``, the rank a run needs next; ``talon``, …) are refreshed by
``_publish`` after every action. The old attribute names (``state.hands``, ``state.current``,
``state.leading`` …) read and write the zones and the record.
"""
from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType

from ..actions import Action
from ..cards import ACE, JACK, KING, QUEEN, Card
from ..events import Event
from ..notes import TableNote
from ..phrases import Phrase, Word
from ..tabletop import TableGame, TableState, ZoneSpec

# Т lowest, then 2 … 10, В, Д, К highest (Лентюрлю, Манилья).
LOW_ACE_ORDER = (ACE, 2, 3, 4, 5, 6, 7, 8, 9, 10, JACK, QUEEN, KING)

def frozen(pairs=()) -> MappingProxyType:
    """A read-only dict: a mapping value of the public record (shared by clones and views)."""
    return MappingProxyType(dict(pairs))


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

    def __post_init__(self):
        # the next rank by rank (a tuple: a sampled world shares the rules with the real state)
        order = self.rank_order
        nxt = [None] * (max(order) + 1)
        for i, r in enumerate(order[:-1]):
            nxt[r] = order[i + 1]
        object.__setattr__(self, "_next", tuple(nxt))
        pos = [None] * (max(order) + 1)             # a card's place in a sorted hand: rank, then suit
        for i, r in enumerate(order):
            pos[r] = 4 * i
        object.__setattr__(self, "_pos", tuple(pos))

    @property
    def top_rank(self) -> int:
        return self.rank_order[-1]

    def next_rank(self, rank: int) -> int | None:
        return self._next[rank]

    def sizes(self, players: int) -> tuple[int, int]:
        for n, each, talon in self.deal_table:
            if n == players:
                return each, talon
        raise ValueError(f"no deal for {players} players")


HANDS = tuple(f"hand{s}" for s in range(16))
_HAND_SPECS = {face: tuple(ZoneSpec("hand", face, s) for s in range(16)) for face in ("owner", "up")}
_SUIT_POS = {"S": 0, "C": 1, "D": 2, "H": 3}


class _Hands(list):
    """``state.hands``: the hand zones' own lists; assigning one replaces that zone's cards."""

    __slots__ = ("_zones",)

    def __setitem__(self, i, cards):
        cards = list(cards)
        list.__setitem__(self, i, cards)
        self._zones[HANDS[i]] = cards


def _record_field(name: str, to_record=None, from_record=None) -> property:
    """An attribute of the old hand-written state that now lives in the public record;
    setting it (a test's hand-built position) refreshes the record's derived facts."""
    def get(self):
        value = getattr(self.pub, name)
        return value if from_record is None else from_record(value)

    def put(self, value):
        setattr(self.pub, name, value if to_record is None else to_record(value))
        self._publish()
    return property(get, put)


def _chips_moved(events) -> bool:
    for e in events:
        if e.what == "chips":
            return True
    return False


def _zone_field(name: str) -> property:
    def get(self):
        return self.zones[name]

    def put(self, cards):
        self.zones[name] = list(cards)
        self._publish()
    return property(get, put)


def play_action(*cards, value=None) -> Action:
    """A play of ``cards`` (``value``: the rank a wild card stands for) onto the ``run``: its
    target, the same for every game of the family."""
    return Action("play", cards, value=value, target="run")


class SequenceRunState(TableState):
    """A match of deals of a sequence-run game. Subclasses fill the hooks."""

    deck_cards: tuple = ()          # the playing deck, fixed order

    def __init__(self, game, seats, seed, options):
        super().__init__(game, seats, seed, options)
        self.rules: RunRules = game.run_rules(options)
        dealer = self.rng.randrange(seats)
        # the faces: a hand its owner's (everyone's once the match ends on a shown deal:
        # ``_publish``), the talon nobody's, the run and the closed runs everyone's
        spec = {HANDS[s]: _HAND_SPECS["owner"][s] for s in range(seats)}
        spec.update(talon=ZoneSpec("stock", "down"), run=ZoneSpec("pile", "up"), played=ZoneSpec("discard", "up"))
        zones = {name: [] for name in spec}
        for name, (sp, cards) in self._own_zones().items():
            spec[name] = sp
            zones[name] = list(cards)
        self.set_table(
            spec, zones, self.view_deck(),
            active=tuple(range(seats)),   # seats still at the table
            left=(),                      # seats that left, in order
            deals=options.get("deals", 1), deal_no=0,
            deal_start=0,                 # actions taken before the current deal began
            dealer=dealer, current=0,
            leading=True,                 # the player to move starts a new run
            first_lead=True,              # no card laid yet in this deal
            lead_passes=0,                # passes on the first lead (no card of the required rank)
            last_layer=None,
            laid=0,                       # cards laid in the current turn
            bought=0,                     # cards bought in the current turn
            revealed=False,               # the hands were shown at the end of the deal
            match_over=False,
            buy_limit=self.rules.buy_limit,
            need=None, first_lead_ranks=None, talon=0)
        self.start_events = []
        self._setup_match()
        self.start_events = self._start_deal(first=True)
        self._publish()

    # --- the old attributes, read from the zones and the record ------------------------
    hands = property(lambda self: _hands(self), lambda self, hands: self._set_hands(hands))
    talon = _zone_field("talon")
    run = _zone_field("run")
    played = _zone_field("played")
    current = _record_field("current")
    leading = _record_field("leading")
    first_lead = _record_field("first_lead")
    lead_passes = _record_field("lead_passes")
    last_layer = _record_field("last_layer")
    laid = _record_field("laid")
    bought = _record_field("bought")
    revealed = _record_field("revealed")
    match_over = _record_field("match_over")
    dealer = _record_field("dealer")
    deal_no = _record_field("deal_no")
    deal_start = _record_field("deal_start")
    deals_total = _record_field("deals")
    active = _record_field("active", tuple, list)
    left = _record_field("left", tuple, list)

    def _set_hands(self, hands) -> None:
        for s, cards in enumerate(hands):
            self.zones[HANDS[s]] = list(cards)
        self._publish()

    # --- hooks ----------------------------------------------------------------
    def _own_zones(self) -> dict:
        """The game's own zones after the family's: {name: (ZoneSpec, cards)}."""
        return {}

    def _setup_match(self) -> None:
        """Chips, stakes: whatever the match needs before the first deal."""

    def _before_deal(self, events: list) -> None:
        """Antes; players who cannot stay leave (``_leave``)."""

    def _after_lay(self, seat: int, card: Card, events: list, ends: bool) -> None:
        """What a laid card does besides extending the run; ``ends``: it ends the deal."""

    def _settle(self, winner: int, reason: str, events: list) -> None:
        """The deal is over: payments."""

    def _publish_more(self, events) -> None:
        """The game's own derived facts of the record (what follows from the chips…);
        ``events``: the action's (None: refresh everything)."""

    def _match_done(self) -> bool:
        p = self.pub
        return p.deal_no >= p.deals or len(p.active) < 2

    # --- the record's derived facts ---------------------------------------------
    def _publish(self, events=None) -> None:
        """Refresh the facts of the record that follow from the others (after every action,
        given its events; None: a hand-built position, everything)."""
        p = self.pub
        zones = self.zones
        if p.leading or not zones["run"]:
            p.need = None
        else:
            p.need = self.rules._next[self._top_rank()]
        first = self.rules.first_lead_ranks
        p.first_lead_ranks = (tuple(sorted(first)) if first and p.first_lead and p.lead_passes < len(p.active)
                              else None)
        p.talon = len(zones["talon"])
        face = "up" if p.revealed and p.match_over else "owner"
        if self.spec[HANDS[0]].face != face:     # the match ended on a shown deal: every hand face up
            spec = dict(self.spec)               # (a new dict: a clone shares the old one)
            for s, sp in enumerate(_HAND_SPECS[face][:self.seats]):
                spec[HANDS[s]] = sp
            self.spec = spec
        self._publish_more(events)

    def _hands_sorted(self) -> dict:
        """The zones, each hand sorted as a dealt hand is (a sampled world's are not)."""
        zones = self.zones
        for s in range(self.seats):
            name = HANDS[s]
            zones[name] = self._sorted(zones[name])
        return zones

    # a sampled world's rules, from its options, then its hands in order
    derived_caches = {"rules": lambda st: st.game.run_rules(st.options), "zones": _hands_sorted}

    # --- the match ------------------------------------------------------------
    def _leave(self, seat: int, events: list, **details) -> None:
        p = self.pub
        p.active = tuple(s for s in p.active if s != seat)
        p.left = p.left + (seat,)
        events.append(Event("leave", seat, data=tuple(details.items())))

    def _next_active(self, seat: int) -> int:
        active = self.pub.active
        n = self.seats
        for step in range(1, n + 1):
            s = (seat + step) % n
            if s in active:
                return s
        return seat

    def _start_deal(self, first: bool = False) -> list[Event]:
        p = self.pub
        events: list[Event] = []
        if not first:
            p.dealer = self._next_active(p.dealer)
        self._before_deal(events)
        if len(p.active) < 2:
            self._end_match(events)
            return events
        if p.dealer not in p.active:
            p.dealer = self._next_active(p.dealer)
        p.deal_no += 1
        # Called at the start or inside the action that ended the last deal (not yet in history).
        p.deal_start = len(self.history) + (0 if first else 1)
        dealer = p.dealer
        events.insert(0, Event("new_deal", dealer, data=(
            ("deal", p.deal_no), ("deals", p.deals), ("dealer", dealer),
            ("players", tuple(p.active)))))
        zones = self.zones
        if not first:
            # The last deal's cards leave the table for the shuffle: said, so that each seat's
            # view follows from its events (what it saw go stays seen in the log, not here).
            names = list(HANDS[:self.seats]) + ["talon", "run", "played"]
            events[1:1] = [Event("gather", None, (), name, None, count=len(zones[name]), visible_to=frozenset())
                           for name in names if zones[name]]
        each, _ = self.rules.sizes(len(p.active))
        cards = list(self.deck_cards)
        self.rng.shuffle(cards)
        hands = [[] for _ in range(self.seats)]
        order = [self._next_active(dealer)]
        while len(order) < len(p.active):
            order.append(self._next_active(order[-1]))
        # by packets of ``deal_packet`` (one at a time by default), from the dealer's left;
        # the last round smaller when ``each`` is not a multiple of the packet
        packet, pos, given = self.rules.deal_packet, 0, 0
        while given < each:
            step = min(packet, each - given)
            for s in order:
                hands[s].extend(cards[pos:pos + step])
                pos += step
            given += step
        zones["talon"] = cards[pos:]
        for s in range(self.seats):
            zones[HANDS[s]] = self._sorted(hands[s]) if s in p.active else hands[s]
        zones["run"], zones["played"] = [], []
        for s in order:
            events.append(Event("deal", s, tuple(zones[HANDS[s]]), None, HANDS[s], count=each,
                                visible_to=frozenset((s,)), data=(("dealer", dealer),)))
        events.append(Event("deal", None, (), None, "talon", count=len(zones["talon"]), visible_to=frozenset(),
                            data=(("dealer", dealer),)))
        p.current = order[0]
        p.leading, p.first_lead, p.lead_passes = True, True, 0
        p.last_layer = None
        p.laid = p.bought = 0
        p.revealed = False
        return events

    def _end_match(self, events: list) -> None:
        self.pub.match_over = True
        events.append(Event("match_over", None, data=(("deals", self.pub.deal_no),)))

    def _sorted(self, cards) -> list[Card]:
        pos = self.rules._pos
        return sorted(cards, key=lambda c: pos[c.rank] + _SUIT_POS[c.suit])

    # --- the contract ---------------------------------------------------------
    @property
    def over(self) -> bool:
        return self.pub.match_over

    @property
    def to_move(self):
        p = self.pub
        return None if p.match_over else p.current

    def need_rank(self) -> int | None:
        """The rank that continues the run, or None when the player to move starts one."""
        if self.pub.leading or not self.zones["run"]:
            return None
        return self.rules.next_rank(self._top_rank())

    def _top_rank(self) -> int:
        """The rank the run's last card counts as (a wild card counts as the rank it stands for)."""
        return self.zones["run"][-1].rank

    def first_lead_restricted(self) -> bool:
        r = self.rules.first_lead_ranks
        p = self.pub
        return bool(r) and p.first_lead and p.lead_passes < len(p.active)

    def _buy_actions(self) -> list[Action]:
        room = min(self.rules.buy_limit - self.pub.bought, len(self.zones["talon"]))
        return [Action("buy", value=k) for k in range(1, room + 1)]

    def legal_actions(self) -> list[Action]:
        p = self.pub
        if p.match_over:
            return []
        hand = self.zones[HANDS[p.current]]
        if p.leading:
            if self.first_lead_restricted():
                ok = [play_action(c) for c in hand if c.rank in self.rules.first_lead_ranks]
                return ok or self._buy_actions() + [Action("pass")]
            return [play_action(c) for c in hand]
        need = self.need_rank()
        acts = [play_action(c) for c in hand if c.rank == need]
        if acts and self.rules.must_continue:
            return acts
        if not acts:
            acts = self._buy_actions()
        acts.append(Action("pass"))
        return acts

    def is_legal(self, action: Action) -> bool:
        if self.pub.match_over or not isinstance(action, Action) or action.zone is not None or action.index is not None:
            return False
        kind = action.kind
        if kind == "play":
            return (len(action.cards) == 1 and action.value is None
                    and action.cards[0] in self.zones[HANDS[self.pub.current]] and action in self.legal_actions())
        return not action.cards and action in self.legal_actions()

    def _apply(self, action: Action) -> list[Event]:
        events = self._act(action)
        self._publish(events)
        return events

    def _act(self, action: Action) -> list[Event]:
        p = self.pub
        seat = p.current
        events: list[Event] = []
        if action.kind == "play":
            self._lay(seat, action.card, events)
        elif action.kind == "buy":
            k = action.value
            zones = self.zones
            talon = zones["talon"]
            got, zones["talon"] = talon[:k], talon[k:]
            name = HANDS[seat]
            zones[name] = self._sorted(zones[name] + got)
            p.bought += k
            events.append(Event("buy", seat, tuple(got), "talon", name, count=k,
                                visible_to=frozenset((seat,)), data=(("talon", len(zones["talon"])),)))
        else:
            self._pass(seat, events)
        return events

    def _pass(self, seat: int, events: list) -> None:
        p = self.pub
        nxt = self._next_active(seat)
        p.laid = p.bought = 0
        if p.leading:                             # the first lead: no card of the required rank
            p.lead_passes += 1
            events.append(Event("pass", seat, data=(("no_lead", True),)))
            p.current = nxt
            return
        events.append(Event("pass", seat, data=(("need", self.need_rank()),)))
        if nxt == p.last_layer:
            self._close_run("all_pass", nxt, events)
        p.current = nxt

    def _lay(self, seat: int, card: Card, events: list) -> None:
        p = self.pub
        name = HANDS[seat]
        hand = self.zones[name]
        hand.remove(card)
        lead = p.leading
        self.zones["run"].append(card)
        p.laid += 1
        p.leading = p.first_lead = False
        p.last_layer = seat
        rules = self.rules
        top = card.rank == rules.top_rank
        out = not hand
        ends = out or (top and rules.top_closes == "ends_deal")
        events.append(Event("play", seat, (card,), name, "run", count=1,
                            data=(("lead", lead), ("need", rules.next_rank(card.rank) if not top else None))))
        self._after_lay(seat, card, events, ends)
        if ends:
            reason = "king" if (top and rules.top_closes == "ends_deal") else "out"
            self._finish_deal(seat, reason, events)
        elif top:
            self._close_run("king", seat, events)
        elif card in rules.stop_cards:
            self._close_run("stop", seat, events)

    def _close_run(self, reason: str, leader: int, events: list) -> None:
        zones = self.zones
        run = zones["run"]
        events.append(Event("run_closed", leader, tuple(run), "run", "played", count=len(run),
                            data=(("reason", reason),)))
        zones["played"].extend(run)
        zones["run"] = []
        p = self.pub
        p.leading = True
        p.current = leader

    def _finish_deal(self, winner: int, reason: str, events: list) -> None:
        self.pub.revealed = True
        self._settle(winner, reason, events)
        if self._match_done():
            # the match ends on a shown deal: every hand lies face up (``_publish``), so each
            # one the settlement did not show (a seat out of the deal) is shown now, in sight of all
            shown = {e.src for e in events if e.what == "show"}
            for s in range(self.seats):
                hand = self.zones[HANDS[s]]
                if hand and HANDS[s] not in shown:
                    events.append(Event("show", s, tuple(hand), HANDS[s], None, count=len(hand)))
            self._end_match(events)
        else:
            events.extend(self._start_deal())

    def view_deck(self) -> tuple:
        return tuple(self.deck_cards)


def _hands(state) -> _Hands:
    out = _Hands(state.zones[HANDS[s]] for s in range(state.seats))
    out._zones = state.zones
    return out


# --- what the table writes beside the cards (rules/notes.py) ----------------------------
RUN_NOTE_IDS = frozenset({"seqrun.note.need", "seqrun.note.new_run", "seqrun.note.first_ace"})


def _opening(rules: RunRules) -> Phrase:
    """What a deal's first lead may be: an ace where the rules say so (the only first-lead
    rule of the family), else any card."""
    return Phrase("seqrun.note.first_ace") if rules.first_lead_ranks else Phrase("seqrun.note.new_run")


def run_notes(view, rules: RunRules) -> tuple:
    """Under the run, what the player to move must lay: the rank it needs next («нужна
    девятка»), or that he starts a new run with any card, or the deal's first lead (an ace).
    Lit for the viewer whose move it is. The note belongs to its deal: while the table deals
    the next one, that deal's opening is said instead."""
    if view.over:
        return ()
    pub = view.public
    need, deal = pub["need"], view.deal_no
    if need is not None:
        say = Phrase("seqrun.note.need", rank=Word(f"reason.rank.{need}"))
    elif pub["first_lead_ranks"]:
        say = Phrase("seqrun.note.first_ace")
    elif pub["leading"]:
        say = Phrase("seqrun.note.new_run")
    else:
        say = None
    out = [] if say is None else [TableNote(say, "below", tone="prompt", deal=deal)]
    if deal is not None:
        out.append(TableNote(_opening(rules), "below", tone="prompt", deal=deal + 1))
    return tuple(out)


class SequenceRunGame(TableGame):
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

    phrase_ids = RUN_NOTE_IDS

    def table_notes(self, view) -> tuple:
        return run_notes(view, self.run_rules(view.public["options"]))


# --- helpers for bots -----------------------------------------------------------
def chain_from(ranks_held, start: int, rules: RunRules) -> list[int]:
    """The ranks a player can lay in a row from ``start`` with the ranks he holds."""
    out = []
    r = start
    while r is not None and r in ranks_held:
        out.append(r)
        r = rules.next_rank(r)
    return out
