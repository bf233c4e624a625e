"""The generic part of every table: seats around an ellipse, hands and name plates.

The viewer sits at the bottom with the hand face up across the bottom band; the
other seats follow in playing order clockwise (to the viewer's left first, over the
top, and down the right), spaced evenly by arc length. Their boxes (a compact fan of
backs with a count badge over a name plate) shrink until neighbours do not touch, so
2 to 15 seats fit at any window size.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

from rules.cards import sort_hand

from ..art.chips import TILT
from ..art.table import rim_width
from .frame import ChipSpot, Frame, Plate, Sprite

ASPECT = 5 / 7


@dataclass
class Regions:
    """The screen divided for a table of ``seats`` seats."""
    unit: float
    width: int
    height: int
    band_top: float          # top of the bottom band (viewer's hand, log, panel)
    hand_rect: tuple         # viewer's hand area
    log_rect: tuple
    panel_rect: tuple
    seat_centres: list       # other seats: (seat, x, y) box centres
    box_w: float
    box_h: float
    back_w: float            # other hands' card size
    back_h: float
    plate_h: float
    centre: tuple            # free middle of the table: (x, y, half-width, half-height)
    hand_card: tuple         # (w, h) of the viewer's cards
    viewer_plate: tuple      # (x, y) centre


def _ellipse_points(cx, cy, a, b, phi0, phi1, n=720):
    """Points along the ellipse from angle phi0 to phi1 (degrees, 0 = bottom, clockwise
    on screen, i.e. 90 = left, 180 = top) with cumulative arc length."""
    pts, acc = [], [0.0]
    for i in range(n + 1):
        p = math.radians(phi0 + (phi1 - phi0) * i / n)
        pts.append((cx - a * math.sin(p), cy + b * math.cos(p)))
        if i:
            acc.append(acc[-1] + math.dist(pts[-1], pts[-2]))
    return pts, acc


def _spread(cx, cy, a, b, count, phi0=62.0):
    if count == 1:
        return [(cx, cy - b)]
    pts, acc = _ellipse_points(cx, cy, a, b, phi0, 360 - phi0)
    total = acc[-1]
    out, j = [], 0
    for i in range(count):
        target = total * (i + 0.5) / count
        while j < len(acc) - 1 and acc[j] < target:
            j += 1
        out.append(pts[j])
    return out


# The player's chosen card size (the settings' «Размер карт»): the factor on his own hand's
# cards; the table gives the centre what is left.
HAND_SCALES = {"normal": 1.0, "large": 1.15, "larger": 1.3}
_hand_scale = 1.0


def set_card_size(name: str) -> None:
    global _hand_scale
    _hand_scale = HAND_SCALES.get(name, 1.0)


def regions(width: int, height: int, seats: int) -> Regions:
    """Divide a ``width`` x ``height`` window for ``seats`` seats at the chosen card size."""
    return _regions(width, height, seats, _hand_scale)


@lru_cache(maxsize=64)
def _regions(width: int, height: int, seats: int, hand_scale: float) -> Regions:
    u = min(width / 1280, height / 720)
    m = rim_width(width, height) + 8 * u
    hand_h = round(min(136 * u, height * 0.2) * hand_scale)
    hand_w = round(hand_h * ASPECT)
    plate_h = round(max(22, 26 * u))
    band_h = hand_h + plate_h + 14 * u + m
    band_top = height - band_h
    # the side columns (log; status and buttons) keep room for three readable buttons even
    # in the smallest window (800×480)
    side_w = max(250 * u, 236, min(340 * u, (width - 900 * u) / 2 + 250 * u))
    log_rect = (m, band_top + plate_h * 0.6, side_w - m - 14 * u, height - m - band_top - plate_h * 0.6)
    panel_rect = (width - side_w + 14 * u, band_top + plate_h * 0.6, side_w - m - 14 * u,
                  height - m - band_top - plate_h * 0.6)
    hand_rect = (side_w, height - m - hand_h, width - 2 * side_w, hand_h)
    others = seats - 1
    vplate = (width / 2, band_top + plate_h / 2)

    # Other seats: boxes on an ellipse above the band, shrinking until neighbours clear.
    back_h0 = round(max(44, 64 * u))
    scale = 1.0
    centres: list = []
    cx = width / 2
    for _ in range(10):
        back_h = max(36.0, back_h0 * scale)
        back_w = back_h * ASPECT
        box_w = max(back_w * 2.5 + 30 * u * scale, 92 * u)
        box_h = back_h + plate_h + 6 * u
        a = width / 2 - box_w / 2 - m
        b = (band_top - m) / 2 - box_h / 2
        cy = m + box_h / 2 + b
        centres = _spread(cx, cy, a, b, others) if others else []
        worst = 10.0
        for p, q in zip(centres, centres[1:]):
            worst = min(worst, max(abs(p[0] - q[0]) / (box_w + 8 * u), abs(p[1] - q[1]) / (box_h + 6 * u)))
        if worst >= 1.0 or back_h <= 36.0:
            break
        scale *= max(0.6, worst * 0.98)
    boxes = [(x - box_w / 2, y - box_h / 2, box_w, box_h) for x, y in centres]
    plate_w = min(260 * u, max(150 * u, hand_w * 2.2))
    centre = _free_ellipse(width, boxes + [(vplate[0] - plate_w / 2, vplate[1] - plate_h / 2, plate_w, plate_h)],
                           m, vplate[1] - plate_h / 2, u)
    return Regions(u, width, height, band_top, hand_rect, log_rect, panel_rect,
                   [(None, x, y) for x, y in centres], box_w, box_h, back_w, back_h, plate_h,
                   centre, (hand_w, hand_h), vplate)


def _free_ellipse(width, boxes, top, bottom, u):
    """The largest ellipse in the middle of the table that touches no seat box:
    (cx, cy, half-width, half-height). Tried at a few shapes, the biggest area wins."""
    cx = width / 2
    pad = 8 * u
    near = [bx for bx in boxes if bx[0] < cx + width * 0.2 and bx[0] + bx[2] > cx - width * 0.2
            and bx[1] + bx[3] < bottom - 40 * u]
    top_free = max([top] + [bx[1] + bx[3] for bx in near])
    cy = (top_free + bottom) / 2
    grown = [(bx[0] - pad, bx[1] - pad, bx[0] + bx[2] + pad, bx[1] + bx[3] + pad) for bx in boxes]
    pts = [(math.cos(2 * math.pi * i / 96), math.sin(2 * math.pi * i / 96)) for i in range(96)]

    def clear(a, b):
        for x0, y0, x1, y1 in grown:
            if ((x0 + x1) / 2 - cx) ** 2 / a ** 2 + ((y0 + y1) / 2 - cy) ** 2 / b ** 2 < 1:
                return False
            for px, py in pts:
                x, y = cx + a * px, cy + b * py
                if x0 < x < x1 and y0 < y < y1:
                    return False
        return True

    best = (cx, cy, 80 * u, 60 * u)
    max_b = (bottom - top_free) / 2 - pad
    for ratio in (1.2, 1.5, 1.8, 2.1, 2.4):
        lo, hi = 10.0, max_b
        if hi <= lo:
            break
        for _ in range(18):
            mid = (lo + hi) / 2
            if mid * ratio < width / 2 - pad and clear(mid * ratio, mid):
                lo = mid
            else:
                hi = mid
        if lo * ratio * lo > best[2] * best[3]:
            best = (cx, cy, lo * ratio, lo)
    return best


def seat_order(seats: int, viewer: int | None) -> list[int]:
    """The other seats in playing order, starting after the viewer."""
    v = 0 if viewer is None else viewer
    return [(v + i) % seats for i in range(1, seats)]


def place_hands(frame: Frame, model, reg: Regions, names, decor: dict) -> None:
    """Put the viewer's hand, the other hands and every name plate into ``frame``."""
    u = reg.unit
    viewer = model.viewer
    bottom_seat = model.bottom if model.bottom is not None else (viewer if viewer is not None else 0)
    others = seat_order(model.seats, bottom_seat)
    out = decor.get("out", ())
    places = decor.get("places", {})
    dealer = decor.get("dealer")
    gone = set(decor.get("gone", ()))
    # a chip game: every seat's stack of chips stands beside its hand, its amount on the plate
    stacks = {s: model.chips[f"player:{s}"] for s in range(model.seats) if f"player:{s}" in model.chips}
    digits = max((len(str(v)) for v in stacks.values()), default=0)

    # the viewer's own hand, face up (a spectator sees seat 0's from behind, as backs); a
    # hand the viewer cannot see all of («слепой» дурак: his own cards face the others)
    # keeps its order, since he plays it by place
    hand = model.hand(bottom_seat)
    hw, hh = reg.hand_card
    hx, hy, aw, ah = reg.hand_rect
    if hand is not None:
        cards = list(hand.cards)
        visible = [c for c in cards if c is not None]
        mixed = 0 < len(visible) < len(cards)
        ordered = cards if mixed else sort_hand(visible) + [None] * (len(cards) - len(visible))
        n = len(ordered)
        step = min(hw * 0.9, (aw - hw) / max(1, n - 1)) if n > 1 else 0
        total = hw + step * (n - 1)
        x0 = hx + (aw - total) / 2 + hw / 2
        hidden_i = 0
        for i, card in enumerate(ordered):
            if mixed:
                key = model.key(hand, i)
            elif card is None:
                key = (hand.name, hidden_i)
                hidden_i += 1
            else:
                key = model.card_key(hand, card, ordered[:i].count(card))
            frame.sprites[key] = Sprite(key, card, x0 + i * step, hy + hh / 2, hw, hh,
                                        0.0, 200 + i, hand.name)
        frame.zones[hand.name] = (hx, hy, aw, ah)
        frame.seat_anchor[bottom_seat] = (hx + aw / 2, hy + hh / 2)
    pw = min(260 * u, max(150 * u, hw * 2.2))      # as in regions()
    px, py = reg.viewer_plate
    vpx = round(15 * u + 1)
    plate = Plate(bottom_seat, px, py, pw, reg.plate_h, names[bottom_seat],
                  count=None, active=model.to_move == bottom_seat,
                  viewer=viewer is not None and viewer == bottom_seat, place=places.get(bottom_seat),
                  dealer=dealer == bottom_seat, font_px=vpx, gone=bottom_seat in gone,
                  dim=bottom_seat in frame.dim_seats,
                  tags=_tags(frame, decor, bottom_seat), tag_side="right")
    frame.plates.append(plate)
    if bottom_seat in stacks:
        d = chip_diameter(reg)
        plate.reserve = (digits + 1.2) * vpx * 0.62
        bx = viewer_chips_box(reg)[0]
        frame.chips[f"player:{bottom_seat}"] = ChipSpot(
            f"player:{bottom_seat}", bx + d * 1.3, py + reg.plate_h / 2 - d * TILT / 2 - 2 * u, d,
            stacks[bottom_seat], cols=3, per_col=7, label=(px + pw / 2 - 9 * u, py, "midright"),
            label_px=vpx, label_box=False)

    # the others: a compact fan of backs over a name plate
    bw, bh = reg.back_w, reg.back_h
    for seat, (_, cx, cy) in zip(others, reg.seat_centres):
        z = model.hand(seat)
        n = len(z.cards) if z is not None else 0
        fan_top = cy - reg.box_h / 2
        card_y = fan_top + bh / 2
        plate_y = fan_top + bh + 4 * u + reg.plate_h / 2
        pile_w = 0.0
        fan_cx = cx
        if seat in stacks:
            d = chip_diameter(reg)
            pile_w = d * 1.8 + 4 * u
            fan_cx = cx - pile_w / 2
        room = reg.box_w - bw - pile_w
        step = min(bw * 0.34, room / max(1, n - 1)) if n > 1 else 0
        # beyond a dozen cards the fan stops growing: it becomes a neat stack
        shown = n
        total = bw + step * (shown - 1) if shown else bw
        x0 = fan_cx - total / 2 + bw / 2
        if z is not None:
            for i, card in enumerate(z.cards):
                key = model.key(z, i)
                frame.sprites[key] = Sprite(key, card, x0 + i * step, card_y, bw, bh, 0.0,
                                            300 + seat * 60 + i, z.name)
            frame.zones[z.name] = (cx - reg.box_w / 2, fan_top, reg.box_w, bh)
        frame.seat_anchor[seat] = (cx, card_y)
        badge = (x0 + max(0, shown - 1) * step + bw / 2, card_y - bh / 2) if n else None
        fpx = plate_font_px(reg)
        plate = Plate(seat, cx, plate_y, reg.box_w, reg.plate_h, names[seat],
                      count=n, badge_at=badge, active=model.to_move == seat,
                      place=places.get(seat), dealer=dealer == seat, font_px=fpx, gone=seat in gone,
                      dim=seat in frame.dim_seats,
                      tags=_tags(frame, decor, seat))
        frame.plates.append(plate)
        if seat in stacks:
            d = chip_diameter(reg)
            plate.reserve = (digits + 1.2) * fpx * 0.62
            frame.chips[f"player:{seat}"] = ChipSpot(
                f"player:{seat}", cx + reg.box_w / 2 - pile_w / 2, card_y + bh / 2 - d * TILT / 2 - 1 * u, d,
                stacks[seat], cols=2, per_col=max(3, int((bh - d * TILT) / max(2, round(d * 0.09))) + 1),
                label=(cx + reg.box_w / 2 - 9 * u, plate_y, "midright"), label_px=fpx, label_box=False)
    frame.log_rect = reg.log_rect
    frame.panel_rect = reg.panel_rect


def _tags(frame: Frame, decor: dict, seat: int) -> list:
    """A plate's tags: the central layout's (a role) and the session's (``decor['tags']``:
    seat -> [(text, colour)], such as the fools tally of a session of durak)."""
    return list(frame.seat_tags.get(seat, ())) + list((decor.get("tags") or {}).get(seat, ()))


def viewer_chips_box(reg: Regions) -> tuple:
    """Where the viewer's chips stand, right of the viewer's plate, rising a little above
    it: ``(x, y, w, h)`` (central layouts keep clear of it)."""
    u = reg.unit
    d = chip_diameter(reg)
    pw = min(260 * u, max(150 * u, reg.hand_card[0] * 2.2))      # as in regions()
    vx, vy = reg.viewer_plate
    x0 = vx + pw / 2 + 10 * u
    return x0, vy - reg.plate_h / 2 - d, 2.6 * d, reg.plate_h + d


def chip_diameter(reg: Regions) -> int:
    """The chips of the players' stacks: sized to the backs of the other hands."""
    return int(round(max(16.0, min(reg.back_h * 0.42, 30 * reg.unit))))


def plate_font_px(reg: Regions) -> int:
    """The name's size on a seat's plate (and its count badge's, its tags' scale)."""
    return round(max(12, min(15 * reg.unit, reg.plate_h * 0.55)))


def tag_reach(reg: Regions) -> float:
    """How far below a seat's box its plate's hanging tags («пас», «сдаёт») reach
    (app/draw/table.py hangs them under the plate, a line of ``0.8 ×`` the name's size):
    words laid under a seat keep this row free, whether a tag hangs there now or later."""
    px = max(10, round(plate_font_px(reg) * 0.8))
    return px * 1.5 + 4 - 2 * reg.unit
