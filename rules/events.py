"""Events: what an action made visible. They drive the table's animations and the log.

An event that moves cards says from which zone to which, and whether the cards are
seen by everyone (``visible_to is None``) or only by some seats. ``for_seat`` gives the
copy a given viewer may see: hidden cards become an anonymous ``count``.
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
        return replace(self, cards=(), visible_to=self.visible_to)
