"""Events: what an action made visible. They drive the table's animations and the log.

Every event has a ``kind`` from a small closed set (``KINDS``): what the table does with
it. Its ``what`` names the rule that made it («bito», «remise», «trump_named»), which the
game's phrases and the sounds read; ``KIND_OF`` lists every ``what`` of every game with its
kind, so a new game adds its names there and the table needs no new code. A move names
where its cards go (``dst``): a card-moving ``what`` without a destination only shows them.

An event that moves cards says from which zone to which, and whether the cards are
seen by everyone (``visible_to is None``) or only by some seats. ``for_seat`` gives the
copy a given viewer may see: hidden cards become an anonymous ``count``.

Redaction, field by field, for a seat outside ``visible_to``: ``kind``, ``what``, ``seat``,
``src``, ``dst``, ``index`` and ``count`` stay (that a move happened, and where, is public);
``cards`` go; so does every ``data`` entry whose value holds a card (a card named in a
hidden event — a sealed bid's card, a partner card, the card a cover was laid on — is as
secret as the event's cards). ``data`` values are typed and hashable: numbers, strings,
flags, None, cards, and tuples and pairs of these (``check_data``).
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace

from .cards import Card

# What the table does with an event (``Event.kind``), and which fields carry it.
KINDS = {
    "deal":       "cards dealt from the pack or a stock (src None: from the dealer's hands) to dst",
    "move":       "cards moved by a play or a rule from src to dst (a lead, a take, a discard, a trick)",
    "show":       "cards shown where they lie (or named: the trump, a drawn lot); nothing moves",
    "say":        "a seat declares something (a pass, a bid, a bet, a claim, a named suit): seat, data",
    "note":       "a fact the rules state, no one's declaration (the stock ran out, play begins): data",
    "turn":       "a seat gets a role (the first dealer, the leader, the declarer): seat",
    "score":      "points written down (a remise, a write-off, a deal scored): seat, data",
    "chips":      "chips moved between accounts: src/dst accounts, data from/to/amount/reason",
    "out":        "a seat goes out (finished, eliminated, dead for now): seat, data place when ranked",
    "leave":      "a seat leaves the table for good: seat",
    "return":     "a seat that was out comes back: seat",
    "deal_start": "a new deal: the table gathers the cards; seat or data dealer, data deal",
    "deal_end":   "a deal is over and settled: data is the settlement's summary",
    "over":       "the game (or its match) is over: data says how",
}

# Every ``what`` of every game, by kind. A name that moves cards (``move``/``deal``) but
# comes without a destination only shows them (``show``).
_BY_KIND = {
    "deal": "deal deal_on talon",
    "move": "play draw take gather bito transfer throw lead cover defend buy buy_discard discard place shop "
            "six quads otboi clear trick talon_taken blind set_void set_done set_aside lay lay_down "
            "run_closed aside reveal trump turn",
    "show": "show lot wrong missing pig king_over_queen priv_beats reinsert call_on",
    "say": "pass say bet bid claim name name_trump trump_named zdes order done keep",
    "note": "stock_out no_lead no_loser play_begins bout trump_fixed svara pays seka_deal svara_deal "
            "void_deal stalemate all_pass",
    "turn": "first_dealer leader declarer",
    "score": "counted remise overshoot write_off deal_scored share side_pay contract win won",
    "chips": "chips",
    "out": "out deal_out dies eliminated",
    "leave": "leave",
    "return": "revives",
    "deal_start": "new_deal",
    "deal_end": "deal_over",
    "over": "over match_over game_over pulka_over",
}
KIND_OF = {what: kind for kind, names in _BY_KIND.items() for what in names.split()}
_MOVING = frozenset(("deal", "move"))


# Frozen, built in one step through __dict__ (see Zone in view.py: events are made
# for every move of every playout).
@dataclass(frozen=True, init=False)
class Event:
    what: str                      # the rule that made it: 'bito', 'remise', 'trump_named', ... (KIND_OF)
    seat: int | None = None        # who did it / whom it concerns
    cards: tuple[Card, ...] = ()
    src: str | None = None         # zone names as in View.zones
    dst: str | None = None
    index: int | None = None       # slot in the source zone, where it matters (the ring)
    count: int = 0                 # number of cards moved (kept when the cards are hidden)
    visible_to: frozenset | None = None   # None = public
    data: tuple = field(default=())       # (key, value) pairs for game-specific details
    kind: str = "note"             # what the table does with it (KINDS), from ``what``

    def __init__(self, what, seat=None, cards=(), src=None, dst=None, index=None, count=0,
                 visible_to=None, data=(), kind=None):
        k = KIND_OF.get(what)
        if k is None:
            raise ValueError(f"event {what!r} is not in rules.events.KIND_OF: name its kind there")
        if k in _MOVING and dst is None:
            k = "show"
        if kind is not None and kind != k:
            raise ValueError(f"event {what!r} is of kind {k!r}, not {kind!r}")
        self.__dict__.update(what=what, seat=seat, cards=cards, src=src, dst=dst, index=index,
                             count=count, visible_to=visible_to, data=data, kind=k)

    def get(self, key, default=None):
        for k, v in self.data:
            if k == key:
                return v
        return default

    def for_seat(self, seat: int | None) -> "Event":
        if self.visible_to is None or (seat is not None and seat in self.visible_to):
            return self
        data = self.data
        if data and any(_holds_card(v) for _, v in data):
            data = tuple((k, v) for k, v in data if not _holds_card(v))
        return replace(self, cards=(), visible_to=self.visible_to, data=data)


def _holds_card(value) -> bool:
    if isinstance(value, Card):
        return True
    return isinstance(value, tuple) and any(_holds_card(v) for v in value)


_PLAIN = (int, str, bool, float, type(None), Card)


def check_event(event: Event) -> None:
    """Raise TypeError unless the event has the shape its kind asks (``KINDS``) and typed
    data (``check_data``); the conformance kit asks it of every event of every game."""
    check_data(event)
    k = event.kind
    if k not in KINDS or KIND_OF.get(event.what) not in (k, "deal", "move"):
        raise TypeError(f"{event.what}: kind {k!r} is not its kind")
    if k in _MOVING and not event.dst:
        raise TypeError(f"{event.what}: a {k} names no zone its cards go to")
    if k in _MOVING and len(event.cards) > event.count:
        raise TypeError(f"{event.what}: {len(event.cards)} cards but a count of {event.count}")
    if k == "chips":
        d = dict(event.data)
        if not (isinstance(d.get("amount"), int) and d.get("from") and d.get("to")):
            raise TypeError(f"{event.what}: a chip move names from, to and an amount")
    if k in ("say", "turn", "leave", "return") and event.seat is None:
        raise TypeError(f"{event.what}: a {k} names its seat")
    if k not in _MOVING and k != "show" and event.cards and event.src is not None and event.dst is not None \
            and event.src != event.dst:
        raise TypeError(f"{event.what}: a {k} moves cards")


def check_data(event: Event) -> None:
    """Raise TypeError unless the event's data is ((key, value), ...) with string keys and
    typed, hashable values (see the module's docstring); the conformance kit asks it of
    every event of every game."""
    def ok(v):
        return isinstance(v, _PLAIN) or (isinstance(v, (tuple, frozenset)) and all(ok(x) for x in v))
    if not isinstance(event.data, tuple):
        raise TypeError(f"{event.kind}: data is a {type(event.data).__name__}, not a tuple of pairs")
    for pair in event.data:
        if not (isinstance(pair, tuple) and len(pair) == 2 and isinstance(pair[0], str)):
            raise TypeError(f"{event.kind}: data entry {pair!r} is not a (key, value) pair")
        if not ok(pair[1]):
            raise TypeError(f"{event.kind}: data {pair[0]!r} holds {type(pair[1]).__name__} {pair[1]!r}")
