"""Chips in flight: the moves of one batch of chip events, as chips that pour.

A batch is the consecutive ``chips`` events of one kind (everyone's ante, the restakes,
the board swept to a deal's winner, the losers' payments). Each transfer becomes a few
real chips (``draw.chips.flight_chips``); each chip flies on an arc from the top of its
source pile to the top of its destination pile with out-cubic easing. The chips leaving
one account follow each other a few tens of milliseconds apart, while different accounts
pour at the same time — so the five stakes empty together into a winner's stack, and
every player's ante rains onto the five cards at once. A pile shrinks as each chip
leaves it and grows as each one lands: the amounts written beside them count along.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

from .anim import lerp, out_cubic
from .draw.chips import flight_chips

CHIP_FLIGHT_MS = 560      # one chip from a pile to another
CHIP_STAGGER_MS = 55      # between chips leaving the same pile
SOURCE_OFFSET_MS = 18     # piles pouring at once start slightly apart
LAND = 0.8                # share of a flight after which the eased chip sits on its pile


@dataclass
class ChipToken:
    src: str
    dst: str
    value: int
    delay: float
    duration: float
    n: int                # its number in the batch (picks an inlay turn)


class ChipFlights:
    def __init__(self, moves, base: dict, duration: float = CHIP_FLIGHT_MS, stagger: float = CHIP_STAGGER_MS):
        """``moves``: [(from, to, amount)], in event order; ``base``: each account's balance
        before the batch."""
        self.base = dict(base)
        self.tokens: list[ChipToken] = []
        self.moves = list(moves)
        per_source: dict = {}
        sources: list = []
        for src, dst, amount in self.moves:
            if src not in sources:
                sources.append(src)
            for value in flight_chips(amount):
                k = per_source.get(src, 0)
                per_source[src] = k + 1
                delay = k * stagger + sources.index(src) * SOURCE_OFFSET_MS
                self.tokens.append(ChipToken(src, dst, value, delay, duration, len(self.tokens)))

    def scale(self, f: float) -> None:
        for tk in self.tokens:
            tk.delay *= f
            tk.duration *= f

    @property
    def end(self) -> float:
        return max((tk.delay + tk.duration for tk in self.tokens), default=0.0)

    def amounts(self, t: float) -> dict:
        """Each account's balance as shown at time ``t``: a chip leaves its pile when it
        takes off and joins the other when it lands."""
        out = dict(self.base)
        for tk in self.tokens:
            if t > tk.delay:
                out[tk.src] = out.get(tk.src, 0) - tk.value
            if t >= tk.delay + tk.duration * LAND:
                out[tk.dst] = out.get(tk.dst, 0) + tk.value
        return out

    def flying(self, t: float) -> list:
        """[(token, progress 0..1)] of the chips in the air at ``t`` (out-cubic easing has
        brought a chip onto its pile by ``LAND`` of its flight: there it joins the pile)."""
        out = []
        for tk in self.tokens:
            if tk.delay < t < tk.delay + tk.duration * LAND:
                out.append((tk, (t - tk.delay) / tk.duration))
        return out

    def accounts(self) -> set:
        return {tk.src for tk in self.tokens} | {tk.dst for tk in self.tokens}


def arc_point(p0: tuple, p1: tuple, local: float, unit: float) -> tuple:
    """Where a chip is at ``local`` (0..1) of its flight from ``p0`` to ``p1``: a
    quadratic arc bowed upwards by a share of the distance, eased out-cubic. Returns
    (x, y, lift) — lift is its height above the straight line, for the shadow."""
    e = out_cubic(local)
    dist = math.dist(p0, p1)
    bow = min(dist * 0.28, 150 * unit) + 10 * unit
    cx, cy = (p0[0] + p1[0]) / 2, (p0[1] + p1[1]) / 2 - bow
    x = (1 - e) ** 2 * p0[0] + 2 * (1 - e) * e * cx + e * e * p1[0]
    y = (1 - e) ** 2 * p0[1] + 2 * (1 - e) * e * cy + e * e * p1[1]
    ground = lerp(p0[1], p1[1], e)
    return x, y, max(0.0, ground - y)
