"""Лентюрлю (and the sequence-run family): the five stake cards as a cross with their
chips, the run being laid, the talon and the closed runs.

The stake cards come from a second pack: they are drawn in a frame of that pack's back
colour (``STAKE_DECK``). 7♦ — «лентюрлю» itself — lies in the middle of the cross, the
other four around it (top, right, bottom, left: the order of ``view.stakes``); the
chips of each stake stand on its card, the amount on a small pill at the card's foot.
The run fans to the right of the cross so its last cards read, with the rank it needs
next written under it; the talon (with its count) and the closed runs lie to the left.
Everything is sized from one measure, the stake card's height, fitted to the largest
free rectangle the seats leave (``central.free_rect``), so 3 to 8 seats fit at any size.
"""
from __future__ import annotations

import math
from functools import lru_cache

from ..art.table import rim_width
from ..fonts import CHALK, GOLD
from ..words.reasons import need_words

from .central import fan_pile, free_rect, register
from .frame import ChipSpot, Note, Sprite
from .seats import regions, viewer_chips_box

STAKE_DECK = "blue"                                   # the second pack's back colour
ARMS = ((0, 0), (0, -1), (1, 0), (0, 1), (-1, 0))     # centre, then top, right, bottom, left
TILTS = (0.0, -1.5, 1.2, -1.0, 1.6)                    # a hand laid them, not a machine

# The content's proportions, in stake-card heights H: [talon | cross | run] side by side.
# Each cell of the cross is a card with its pile of chips standing at its right.
CELL_W = (5 / 7) * 1.74           # card + pile
PITCH_X = (5 / 7) * 1.86
PITCH_Y = 1.2
LEFT_W, RUN_W, GAP = 0.95, 2.35, 0.32
CROSS_W = 2 * PITCH_X + CELL_W
WIDE = LEFT_W + CROSS_W + RUN_W + 2 * GAP
TALL = 2 * PITCH_Y + 1.0 + 0.12
RING_A, RING_B = 2.2, 1.84         # the chalk oval round the cross (semi-axes), clear of its cards
WIDE_NO_CROSS = LEFT_W + RUN_W + GAP + 1.0

NEW_RUN = {"ru": "новый ряд — любая карта", "en": "a new run — any card"}
FIRST_ACE = {"ru": "первый ход — с туза", "en": "the first lead is an ace"}
GO_ON = {"ru": "ходит с любой карты", "en": "leads any card"}


def _stake_zones(model) -> list:
    # the stakes' accounts come in the table's order (``View.stakes``)
    order = tuple(k.split(":", 1)[1] for k in model.chips if k.startswith("stake:")) or tuple(
        z.name.split(":", 1)[1] for z in model.zones.values() if z.kind == "stake")
    return [model.zones[f"stake:{n}"] for n in order if f"stake:{n}" in model.zones]


def _need_note(model):
    pub = model.public
    if pub.get("match_over") or model.over:
        return None
    if pub.get("need") is not None:
        return need_words(pub["need"])
    if pub.get("first_lead_ranks"):
        return FIRST_ACE
    if pub.get("leading"):
        return NEW_RUN
    return None


def _parts(H, left, cy, cross: bool, u):
    """The rectangles the content covers for stake-card height ``H``, the content's left
    edge and centre line: five cells of the cross (card and pile), the run with its note,
    the talon column."""
    cw = H * 5 / 7
    out = []
    if cross:
        cross_x = left + (LEFT_W + GAP + PITCH_X) * H + cw / 2
        for gx, gy in ARMS:
            sx, sy = cross_x + gx * PITCH_X * H, cy + gy * PITCH_Y * H
            out.append((sx - cw / 2, sy - H / 2, CELL_W * H, H))
        run0 = left + (LEFT_W + GAP + CROSS_W + GAP) * H
    else:
        run0 = left + (LEFT_W + GAP) * H
    out.append((run0, cy - 0.64 * H, RUN_W * H, 1.3 * H + 24 * u))
    out.append((left, cy - 1.05 * H, LEFT_W * H, 2.15 * H))
    return out


def _ring(cross_x, cy, H):
    """The chalk oval round the cross: centre and size (through no card)."""
    cw = H * 5 / 7
    x0 = cross_x - PITCH_X * H - cw / 2
    x1 = cross_x + PITCH_X * H - cw / 2 + CELL_W * H
    return (x0 + x1) / 2, cy, 2 * RING_A * H, 2 * RING_B * H


@lru_cache(maxsize=64)
def _geometry(width: int, height: int, seats: int, cross: bool) -> tuple:
    """The stake-card height, the content's left edge and its centre line: the largest
    size at which the whole content fits clear of every seat (tried from big to small,
    at every height the table leaves; the middle of the free space preferred)."""
    reg = regions(width, height, seats)
    u = reg.unit
    wide = WIDE if cross else WIDE_NO_CROSS
    pad = 10 * u
    m = rim_width(width, height) + 8 * u
    top, bottom = m, reg.viewer_plate[1] - reg.plate_h / 2 - pad
    obstacles = [(x - reg.box_w / 2 - pad, y - reg.box_h / 2 - pad, reg.box_w + 2 * pad, reg.box_h + 2 * pad)
                 for _, x, y in reg.seat_centres]
    bx, by, bw, bh = viewer_chips_box(reg)             # the viewer's chips, right of his plate
    obstacles.append((bx - pad, by - pad, bw + 2 * pad, bh + pad))
    fx, fy, fw, fh = free_rect(reg, weigh=lambda w, h: min(w / wide, h / TALL))
    ideal = fy + fh / 2

    def clear(rect):
        x, y, w, h = rect
        if x < m or x + w > width - m or y < top or y + h > bottom:
            return False
        return all(x + w <= ox or ox + ow <= x or y + h <= oy or oy + oh <= y for ox, oy, ow, oh in obstacles)

    near = [(ox + pad - 3 * u, oy + pad - 3 * u, ow - 2 * pad + 6 * u, oh - 2 * pad + 6 * u)
            for ox, oy, ow, oh in obstacles]

    def ring_clear(H, left, cy):
        """The chalk oval (a thin line: it may come closer to a seat than cards may)."""
        if not cross:
            return False
        rx, ry, rw, rh = _ring(left + (LEFT_W + GAP + PITCH_X) * H + H * 5 / 14, cy, H)
        x, y, w, h = rx - rw / 2, ry - rh / 2, rw, rh
        if x < m or x + w > width - m or y < top - 4 * u or y + h > bottom + 6 * u:
            return False
        # the oval itself, not its box: sample its outline
        for k in range(72):
            a = k * math.pi / 36
            px, py = rx + rw / 2 * math.cos(a), ry + rh / 2 * math.sin(a)
            if any(ox <= px <= ox + ow and oy <= py <= oy + oh for ox, oy, ow, oh in near):
                return False
        return True

    def place(H, need_ring):
        left = width / 2 - wide * H / 2
        best = None
        cy = bottom - TALL * H / 2
        while cy - TALL * H / 2 >= top:
            if all(clear(r) for r in _parts(H, left, cy, cross, u)) and (not need_ring or ring_clear(H, left, cy)):
                if best is None or abs(cy - ideal) < abs(best - ideal):
                    best = cy
            cy -= 4 * u
        return None if best is None else (H, left, best)

    H = 112 * u
    while H > 40 * u:
        got = place(H, False)
        if got is not None:
            # the chalk oval round the cross is worth cards a little smaller (not much)
            k = H
            while cross and k >= H * 0.89:
                ringed = place(k, True)
                if ringed is not None:
                    return ringed + (True,)
                k *= 0.98
            return got + (False,)
        H *= 0.97
    H = min(fw / wide, fh / TALL)
    return H, fx + (fw - wide * H) / 2, ideal, False


@register(game_id="lenturlu", family="sequence_run")
def lenturlu_central(frame, model, reg) -> None:
    u = reg.unit
    stakes = _stake_zones(model)
    H, left, cy, ring = _geometry(reg.width, reg.height, model.seats, bool(stakes))
    ch, cw = H, H * 5 / 7
    lx = left + LEFT_W * H / 2
    cross_x = left + (LEFT_W + GAP + PITCH_X) * H + cw / 2
    run0 = left + (LEFT_W + GAP + (CROSS_W + GAP if stakes else 0.0)) * H

    # --- the cross of stake cards; each card's chips stand at its right, the amount below them
    if stakes:
        # a worn place on the cloth under the cross, ringed in chalk where there is room
        frame.mats.append(_ring(cross_x, cy, H) + (ring,))
    d = int(round(min(cw * 0.6, 46 * u)))
    pill = max(11, round(min(14 * u, H * 0.15)))
    pill_h = pill * 1.45
    for i, zone in enumerate(stakes[:5]):
        gx, gy = ARMS[i]
        sx, sy = cross_x + gx * PITCH_X * H, cy + gy * PITCH_Y * H
        if zone.cards:
            key = model.key(zone, 0)
            frame.sprites[key] = Sprite(key, zone.cards[0], sx, sy, cw, ch, TILTS[i], 10 + i, zone.name,
                                        deck=STAKE_DECK)
        frame.zones[zone.name] = (sx - cw / 2, sy - ch / 2, cw, ch)
        px_ = sx + cw / 2 + 0.06 * cw + d / 2
        label_y = sy + ch / 2 - pill_h / 2
        frame.chips[zone.name] = ChipSpot(
            zone.name, px_, label_y - pill_h / 2 - d * 0.42, d, model.chips.get(zone.name, 0), cols=1,
            per_col=max(4, int((ch - pill_h - d) / max(2.0, d * 0.09))), label=(px_, label_y, "center"),
            label_px=pill, label_box=True)

    # --- the run, fanned so its last cards read, and what it needs next
    run_w = RUN_W * H
    run_x = run0 + run_w / 2
    run_y = cy - 0.14 * H
    frame.ghosts.append(Sprite(("slot", "run"), None, run_x, run_y, cw, ch, 0.0, 0, "run"))
    run = model.zones.get("run")
    if run is not None:
        fan_pile(frame, model, run, run_x, run_y, cw, ch, max_w=run_w * 0.96, z_base=100, fanned=5)
    need = _need_note(model)
    if need:
        mine = model.viewer is not None and model.to_move == model.viewer
        frame.notes.append(Note(need, run_x, run_y + ch / 2 + 17 * u, round(16 * u), "center",
                                GOLD if mine else CHALK, "serif-bold", box=False))
    # a deal's settlement: right of the cross and of the viewer's chips, down over the side
    # panel (nothing to press while it shows), as wide as the room allows
    rx, _, rwid, _ = _ring(cross_x, cy, H) if stakes else (run0, 0, 0, 0)
    bx, _, bw, _ = viewer_chips_box(reg)
    p_left = max(rx + rwid / 2, bx + bw) + 10 * u
    p_w = max(250 * u, min(420 * u, reg.width - rim_width(reg.width, reg.height) - 12 * u - p_left))
    _, py, _, ph = reg.panel_rect
    frame.message_at = (p_left, py + ph - 46 * u, p_w, "bottomleft")

    # --- the talon with its count above, the closed runs below, on the left
    tw, th = cw * 0.86, ch * 0.86
    talon = model.zones.get("talon")
    ty = cy - 0.58 * H
    if talon is not None:
        if not talon.cards:
            frame.ghosts.append(Sprite(("slot", "talon"), None, lx, ty, tw, th, 0.0, 0, "talon"))
        _squared(frame, model, talon, lx, ty, tw, th, z_base=50)
        frame.notes.append(Note({"ru": f"прикуп: {len(talon.cards)}", "en": f"talon: {len(talon.cards)}"},
                                lx, ty + th / 2 + 11 * u, round(13 * u), "center", CHALK, "sans", box=True))
    played = model.zones.get("played")
    if played is not None:
        _squared(frame, model, played, lx, cy + 0.66 * H, tw, th, z_base=60, jitter=True)

    pub = model.public
    if model.deal_no and pub.get("deals"):
        frame.labels.append(("deal_of", {"n": model.deal_no, "total": pub["deals"]}))


def _squared(frame, model, zone, x, y, w, h, z_base, jitter=False) -> None:
    """A squared-up pile: each card a hair up and left of the one below; the top card on top."""
    n = len(zone.cards)
    for i in range(n):
        depth = min(n - 1 - i, 10)
        card = zone.cards[i]
        angle = 0.0
        if jitter and card is not None:
            angle = ((sum(map(ord, card.code)) * 7 % 9) - 4) * 0.7
        key = model.key(zone, i)
        frame.sprites[key] = Sprite(key, card, x - depth * 0.45, y - depth * 0.55, w, h, angle, z_base + i * 0.01,
                                    zone.name)
    frame.zones[zone.name] = (x - w / 2, y - h / 2, w, h)
