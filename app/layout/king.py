"""Кинг and Наполеон (the trick-taking family's games of seed 001): the trick in the middle,
each card lying towards the seat that played it; the tricks each seat took as a small pile in
front of him (in Кинг, the penalty cards he took fanned beside it); the stock and the
discards on the left; above the trick the deal's name in chalk — in Кинг what it punishes
(«Не брать червей: 2 за черву»), in Наполеон the contract and the tricks so far
(«Наполеон: Борис — 2 из 4») — and, in Наполеон, the клад as a pile of chips on the right.
Sizes come from the free rectangle the seats leave (``central.free_rect``).
"""
from __future__ import annotations

from rules.notes import LaidBy, SetApart, of

from .central import free_rect, register
from .frame import ChipSpot, Sprite
from .notes import Place, count_at, place_notes
from .seats import seat_order, tag_reach


def _laid_by(model, zone: str) -> list:
    """The seat that laid each card of ``zone`` (the engine's ``LaidBy``)."""
    return next((list(n.seats) for n in of(model.notes, LaidBy) if n.zone == zone), [])


def _apart(model, zone: str) -> tuple:
    """The cards of ``zone`` the engine sets apart face up (Кинг's penalty cards)."""
    return next((n.cards for n in of(model.notes, SetApart) if n.zone == zone), ())


def _seat_points(model, reg) -> dict:
    """Seat -> (x, y) of its plate: the viewer's at the bottom, the others round the table."""
    bottom = model.bottom if model.bottom is not None else (model.viewer if model.viewer is not None else 0)
    out = {bottom: reg.viewer_plate}
    for s, (_, x, y) in zip(seat_order(model.seats, bottom), reg.seat_centres):
        out[s] = (x, y)
    return out


def _squared(frame, model, zone, x, y, w, h, z_base, angle=0.0):
    n = len(zone.cards)
    for i in range(n):
        depth = min(n - 1 - i, 8)
        key = model.key(zone, i)
        frame.sprites[key] = Sprite(key, zone.cards[i], x - depth * 0.4, y - depth * 0.5, w, h, angle,
                                    z_base + i * 0.01, zone.name)
    frame.zones[zone.name] = (x - w / 2, y - h / 2, w, h)


def _fan(frame, model, zone, x, y, w, h, step, z_base):
    n = len(zone.cards)
    x0 = x - step * (n - 1) / 2
    for i in range(n):
        key = model.key(zone, i)
        frame.sprites[key] = Sprite(key, zone.cards[i], x0 + i * step, y, w, h, 0.0, z_base + i, zone.name)
    frame.zones[zone.name] = (x0 - w / 2, y - h / 2, step * max(0, n - 1) + w, h)


def trick_table(frame, model, reg, klad=None) -> None:
    u = reg.unit
    # (the headline is written at the top: under the seats' hanging tags, not under them)
    fx, fy, fw, fh = free_rect(reg, below=tag_reach(reg))
    cx, cy = fx + fw / 2, fy + fh / 2 + 8 * u
    ch = min(112 * u, fh * 0.36)
    cw = ch * 5 / 7
    seats = _seat_points(model, reg)
    places = {"headline": Place(cx, fy + 16 * u, round(19 * u)),
              "lines": Place(cx, fy + 16 * u + 26 * u * count_at(model, "headline"), round(14 * u), step=20 * u),
              # at the foot of the cloth's middle: beside the headline a long contract's name ran
              # into it, under it the trick's card towards the top seat
              "reminder": Place(cx, fy + fh - 10 * u, round(13 * u))}

    # --- the trick: each card pushed towards its player
    trick = model.zones.get("trick")
    who = _laid_by(model, "trick")
    if trick is not None:
        for i, card in enumerate(trick.cards):
            s = who[i] if i < len(who) else None
            dx = dy = 0.0
            if s in seats:
                sx, sy = seats[s]
                vx, vy = sx - cx, sy - cy
                norm = max(1.0, (vx * vx + vy * vy) ** 0.5)
                dx, dy = vx / norm * cw * 0.85, vy / norm * ch * 0.5
            key = model.key(trick, i)
            tilt = ((i * 37) % 7 - 3) * 1.1
            frame.sprites[key] = Sprite(key, card, cx + dx, cy + dy, cw, ch, tilt, 200 + i, "trick")
        frame.zones["trick"] = (cx - cw * 1.2, cy - ch * 0.95, cw * 2.4, ch * 1.9)
        frame.ghosts.append(Sprite(("slot", "trick"), None, cx, cy, cw, ch, 0.0, 0, "trick"))

    # --- the stock and the discards on the left of the trick
    sw, sh = cw * 0.8, ch * 0.8
    lx = max(fx + sw / 2 + 6 * u, cx - cw * 2.9)
    stock = model.zones.get("stock")
    if stock is not None and stock.cards:
        _squared(frame, model, stock, lx, cy - sh * 0.35, sw, sh, 50)
    places["stock"] = Place(lx, cy - sh * 0.35 + sh / 2 + 10 * u, round(12 * u))
    disc = model.zones.get("discard")
    if disc is not None and disc.cards:
        _squared(frame, model, disc, lx, cy + sh * 0.75, sw * 0.8, sh * 0.8, 40, angle=8.0)
    for name, z in model.zones.items():
        if (name.startswith("snos") or name == "talon") and z.cards:
            off = 0.0 if name == "talon" else 1.0
            _fan(frame, model, z, lx, cy + sh * (0.75 if name != "talon" else -0.35) + off * 0, sw * 0.8, sh * 0.8,
                 sw * 0.3, 45)
    # where a discard goes, empty or not: the place lit while a card is dragged there
    for name in model.zones:
        if name == "discard" or name.startswith("snos"):
            frame.zones[name] = (lx - sw * 0.4, cy + sh * 0.35, sw * 0.8, sh * 0.8)

    # --- the tricks each took, beside his seat (on the side towards the middle)
    tw, th = cw * 0.55, ch * 0.55
    viewer = model.bottom if model.bottom is not None else (model.viewer if model.viewer is not None else 0)
    for s, (sx, sy) in seats.items():
        z = model.zones.get(f"won{s}")
        if z is None:
            continue
        if s == viewer:                    # the viewer's: left of his plate, above the log
            px = reg.viewer_plate[0] - 230 * u
            py = min(reg.viewer_plate[1] - th * 0.3, reg.log_rect[1] - tw / 2 - 22 * u)
        elif sx > cx + 40 * u:
            px, py = sx - reg.box_w / 2 - th * 0.7, sy
        else:
            px, py = sx + reg.box_w / 2 + th * 0.7, sy
        apart = _apart(model, z.name)
        bad = [i for i, c in enumerate(z.cards) if c is not None and c in apart]
        rest = [i for i in range(len(z.cards)) if i not in bad]
        n = len(rest)
        for j, i in enumerate(rest):
            depth = min(n - 1 - j, 6)
            key = model.key(z, i)
            frame.sprites[key] = Sprite(key, None, px - depth * 0.4, py - depth * 0.5, tw, th, 90.0,
                                        20 + j * 0.01, z.name)
        side = -1 if (s != viewer and sx > cx + 40 * u) else 1
        for j, i in enumerate(bad):
            key = model.key(z, i)
            frame.sprites[key] = Sprite(key, z.cards[i], px + side * (th * 0.5 + tw * 0.55 + j * tw * 0.34),
                                        py, tw, th, 0.0, 30 + (j if side > 0 else -j), z.name)
        frame.zones[z.name] = (px - th / 2, py - tw / 2, th, tw)
        places[("won", s)] = Place(px, py + tw / 2 + 9 * u, round(11 * u))

    # --- the клад: a pile of chips on the right
    if klad is not None:
        d = int(round(min(cw * 0.62, 44 * u)))
        kx = min(cx + cw * 2.7, fx + fw - d)
        frame.chips["pot"] = ChipSpot("pot", kx, cy + ch * 0.2, d, klad, cols=3, per_col=10,
                                      label=(kx, cy + ch * 0.2 + d * 0.9, "center"), label_px=round(14 * u))
        places["hoard"] = Place(kx, cy - ch * 0.55, round(13 * u))
        frame.mats.append((kx, cy, d * 3.6, ch * 1.5, True))
    # the words: the headline above the trick, the counts under the stock and the tricks, the
    # deal's number (on the cloth, not in the side panel: the bids' buttons need its room)
    place_notes(frame, model, places)


@register(game_id="napoleon")
def napoleon_central(frame, model, reg) -> None:
    trick_table(frame, model, reg, klad=model.chips.get("pot", 0))


@register(game_id="king")
def king_central(frame, model, reg) -> None:
    trick_table(frame, model, reg)


@register(game_id="dva_ryada")
def dva_ryada_central(frame, model, reg) -> None:
    """The two-row game: each player's row before him (face-down cards under face-up ones,
    each pair in its place; a gap where both are played), the trick in the middle, the
    score to the target in chalk."""
    u = reg.unit
    fx, fy, fw, fh = free_rect(reg)
    viewer = model.bottom if model.bottom is not None else (model.viewer if model.viewer is not None else 0)
    n = next((z.capacity for z in model.zones.values() if z.kind == "row" and z.capacity), 6)
    # (a quarter of the height at most: the trick needs a card's height and more between the rows)
    ch = min(96 * u, fh * 0.25, fw / (n * 0.82) * 7 / 5)
    cw = ch * 5 / 7
    step = cw * 1.12
    cx = fx + fw / 2
    far_y, near_y = fy + ch * 0.62, fy + fh - ch * 0.78     # the cards beneath, far and near
    up = ch * 0.22                                           # a face-up card lies this much lower
    for s in range(model.seats):
        ry = far_y if s != viewer else near_y
        x0 = cx - step * (n - 1) / 2
        for name, dy, zb in ((f"under{s}", 0.0, 10), (f"row{s}", up, 20)):
            z = model.zones.get(name)
            if z is None:
                continue
            for i in range(len(z.cards)):
                slot = z.slot(i)
                key = model.key(z, i)
                frame.sprites[key] = Sprite(key, z.cards[i], x0 + slot * step, ry + dy,
                                            cw, ch, 0.0, zb + slot * 0.01, name)
            frame.zones[name] = (x0 - cw / 2, ry - ch / 2, step * (n - 1) + cw, ch + up)
    # the trick in the gap between the rows, each card nearer the row of the seat that played it
    trick = model.zones.get("trick")
    gap_top = far_y + up + ch / 2                       # the far row's face-up cards end here
    gap_bottom = near_y - ch / 2                        # the near row's cards beneath start here
    ty = (gap_top + gap_bottom) / 2
    lean = max(0.0, min(ch * 0.28, (gap_bottom - gap_top - ch) / 2 - 4 * u))
    who = _laid_by(model, "trick")
    if trick is not None:
        for i, card in enumerate(trick.cards):
            s = who[i] if i < len(who) else viewer
            dy = lean if s == viewer else -lean
            key = model.key(trick, i)
            frame.sprites[key] = Sprite(key, card, cx + (i - 0.5) * cw * 0.6, ty + dy, cw, ch, (i * 5 - 2) * 1.0,
                                        200 + i, "trick")
        frame.zones["trick"] = (cx - cw, ty - ch, cw * 2, ch * 2)
    # tricks taken, beside the row's right end; the stock (52 cards: the undealt 8) at the left
    places = {}
    for s in range(model.seats):
        z = model.zones.get(f"won{s}")
        if z is None:
            continue
        px = cx + step * (n - 1) / 2 + cw * 1.4
        py = far_y if s != viewer else near_y
        for i in range(len(z.cards)):
            depth = min(len(z.cards) - 1 - i, 6)
            key = model.key(z, i)
            frame.sprites[key] = Sprite(key, None, px - depth * 0.4, py - depth * 0.5, cw * 0.7, ch * 0.7, 90.0,
                                        30 + i * 0.01, z.name)
        frame.zones[z.name] = (px - ch * 0.35, py - cw * 0.35, ch * 0.7, cw * 0.7)
        places[("won", s)] = Place(px, py + cw * 0.45 + 8 * u, round(12 * u))
    stock = model.zones.get("stock")
    if stock is not None and stock.cards:
        _squared(frame, model, stock, cx - step * (n - 1) / 2 - cw * 1.5, ty, cw * 0.8, ch * 0.8, 5)
    # the score to the target in chalk, over the stock
    places["headline"] = Place(cx - step * (n - 1) / 2 - cw * 1.5, ty - ch * 0.9, round(17 * u))
    place_notes(frame, model, places)
