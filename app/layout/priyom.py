"""«Игра в приём»: the ring of face-down cards around the middle pile.

Each ring card keeps its slot (``Zone.positions`` out of ``capacity``), so a drawn card
leaves a gap. The cards stand radially, like petals; their size follows the ring's
length so 32, 36 and 52 slots all fit, with room inside for the middle pile. What the side
panel says (the cards left in the ring, the moves left to a deal limit) comes from the
engine (rules/games/priyom_notes.py).
"""
from __future__ import annotations

import math
from functools import lru_cache

from .central import fan_pile, register
from .frame import Sprite
from .notes import place_notes


def ellipse_perimeter(a: float, b: float) -> float:
    h = ((a - b) / (a + b)) ** 2 if a + b else 0
    return math.pi * (a + b) * (1 + 3 * h / (10 + math.sqrt(4 - 3 * h)))


def ring_geometry(reg, capacity: int):
    """Radii of the ring, its card size, and the middle card size."""
    cx, cy, hw, hh = reg.centre
    u = reg.unit
    hw = min(hw, hh * 2.4)           # keep it a ring, not a racetrack
    rh = min(84 * u, hh * 0.42)
    for _ in range(40):
        rw = rh * 5 / 7
        a, b = hw - rh / 2, hh - rh / 2
        if capacity * rw * 0.98 <= ellipse_perimeter(a, b):
            break
        rh *= 0.96
    rw = rh * 5 / 7
    a, b = hw - rh / 2, hh - rh / 2
    inner_h = (b - rh / 2) * 2
    mh = max(48 * u, min(120 * u, inner_h * 0.74))
    return (cx, cy, a, b), (rw, rh), (mh * 5 / 7, mh)


@lru_cache(maxsize=16)
def _ring_places(a: float, b: float, capacity: int) -> tuple:
    """Parameter angles of ``capacity`` slots spaced evenly *by length* along the
    ellipse, starting at the top and going clockwise."""
    n = 1440
    thetas = [-math.pi / 2 + 2 * math.pi * i / n for i in range(n + 1)]
    acc = [0.0]
    for t0, t1 in zip(thetas, thetas[1:]):
        acc.append(acc[-1] + math.hypot(a * (math.cos(t1) - math.cos(t0)), b * (math.sin(t1) - math.sin(t0))))
    out, j = [], 0
    for k in range(capacity):
        target = acc[-1] * k / capacity
        while acc[j] < target:
            j += 1
        out.append(thetas[j])
    return tuple(out)


def ring_slot(ring, capacity: int, slot: int):
    """Centre, angle and inward direction of a ring slot."""
    cx, cy, a, b = ring
    theta = _ring_places(round(a, 1), round(b, 1), capacity)[slot % capacity]
    x, y = cx + a * math.cos(theta), cy + b * math.sin(theta)
    # the normal of the ellipse at that point, so cards point at the centre
    nd = math.atan2(math.sin(theta) / b, math.cos(theta) / a)
    angle = 90 - math.degrees(nd)
    return x, y, angle, (-math.cos(nd), -math.sin(nd))


@register(game_id="priyom", family="pile_shedding")
def priyom_central(frame, model, reg) -> None:
    ring_zone = model.zones.get("ring")
    capacity = (ring_zone.capacity if ring_zone is not None and ring_zone.capacity
                else len(ring_zone.cards) if ring_zone is not None else 36)
    ring, (rw, rh), (mw, mh) = ring_geometry(reg, capacity)
    if ring_zone is not None:
        for i in range(len(ring_zone.cards)):
            slot = ring_zone.slot(i)
            x, y, angle, inward = ring_slot(ring, capacity, slot)
            key = model.key(ring_zone, i)
            frame.sprites[key] = Sprite(key, ring_zone.cards[i], x, y, rw, rh, angle, 10 + slot * 0.01,
                                        "ring", lift=inward)
        cx, cy, a, b = ring
        frame.zones["ring"] = (cx - a - rh / 2, cy - b - rh / 2, 2 * a + rh, 2 * b + rh)
        taken = set(range(capacity)) - {ring_zone.slot(i) for i in range(len(ring_zone.cards))}
        for slot in sorted(taken):
            x, y, angle, _ = ring_slot(ring, capacity, slot)
            frame.ghosts.append(Sprite(("slot", slot), None, x, y, rw, rh, angle, 0, "ring"))
    middle = model.zones.get("middle")
    if middle is not None:
        cx, cy, a, b = ring
        # «room for one card in the middle»: its place stays marked on the cloth
        frame.ghosts.append(Sprite(("slot", "middle"), None, cx, cy, mw, mh, 0.0, 0, "middle"))
        fan_pile(frame, model, middle, cx, cy, mw, mh, max_w=min(2 * (a - rh / 2) * 0.8, mw * 2.3), z_base=100)
    place_notes(frame, model, {})          # the side panel's lines: the ring's count, the moves left
