"""Events: what an action made visible. They drive the table's animations and the log.

An event that moves cards says from which zone to which, and whether the cards are
seen by everyone (``visible_to is None``) or only by some seats. ``for_seat`` gives the
copy a given viewer may see: hidden cards become an anonymous ``count``.

Redaction, field by field, for a seat outside ``visible_to``: ``kind``, ``seat``, ``src``,
``dst``, ``index`` and ``count`` stay (that a move happened, and where, is public);
``cards`` go; so does every ``data`` entry whose value holds a card (a card named in a
hidden event — a sealed bid's card, a partner card, the card a cover was laid on — is as
secret as the event's cards). ``data`` values are typed and hashable: numbers, strings,
flags, None, cards, and tuples and pairs of these (``check_data``).
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace

from .cards import Card


# Frozen, built in one step through __dict__ (see Zone in view.py: events are made
# for every move of every playout).
@dataclass(frozen=True, init=False)
class Event:
    kind: str                      # 'draw', 'play', 'take', 'out', 'over', 'say', 'chips', ...
    seat: int | None = None        # who did it / whom it concerns
    cards: tuple[Card, ...] = ()
    src: str | None = None         # zone names as in View.zones
    dst: str | None = None
    index: int | None = None       # slot in the source zone, where it matters (the ring)
    count: int = 0                 # number of cards moved (kept when the cards are hidden)
    visible_to: frozenset | None = None   # None = public
    data: tuple = field(default=())       # (key, value) pairs for game-specific details

    def __init__(self, kind, seat=None, cards=(), src=None, dst=None, index=None, count=0,
                 visible_to=None, data=()):
        self.__dict__.update(kind=kind, seat=seat, cards=cards, src=src, dst=dst, index=index,
                             count=count, visible_to=visible_to, data=data)

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
