"""The chain games of the durak family (Свои козыри, Дурак наваленный, the Moscow game):
the centre pile in the middle, fanned so that its last cards read and its top card —
the one to beat — lies clear on top; a chalk arrow from the top card points at the player
who must beat it (or, when a new card is to be led, at the player who leads); the stock
with the trump crosswise under it on the left (Дурак наваленный), the отбой on the right
(the Moscow game); in the Moscow stack mode each player's face-down stack lies under his
seat box (the viewer's left of the pile), his taken cards being his hand; in Свои козыри each player's own trump hangs as a
suit badge under his plate. Those words, the counts and the arrow's seat come from the engine
(rules/games/durak_chain/notes.py); this module says only where they go.
"""
from __future__ import annotations

import math

from rules.notes import Arrow, SetApart, of

from .central import free_rect, register
from .frame import Note, Sprite
from .notes import Place, place_notes
from .seats import seat_order

ASPECT = 5 / 7
FANNED = 8                       # the pile's last cards spread so their indices read
ARROWS = "→↘↓↙←↖↑↗"              # by the direction's angle, clockwise from east (screen y down)


def _tilt(card, spread: float) -> float:
    if card is None:
        return 0.0
    return ((sum(map(ord, card.code)) * 7 % 11) - 5) / 5 * spread


def seat_points(model, reg) -> dict:
    """Each seat's place on the screen: the other seats' box centres, the viewer's plate."""
    bottom = model.bottom if model.bottom is not None else (model.viewer if model.viewer is not None else 0)
    pts = {bottom: reg.viewer_plate}
    for s, (_, x, y) in zip(seat_order(model.seats, bottom), reg.seat_centres):
        pts[s] = (x, y)
    return pts


def geometry(reg, model) -> tuple:
    """(card width, pile centre, free rectangle)."""
    u = reg.unit
    fx, fy, fw, fh = free_rect(reg, pad=10 * u)
    stacks = any(n.startswith("stack") for n in model.zones)
    # the pile (FANNED cards) with the stock and the отбой beside it, and (stacks) a row
    # for the viewer's stack under it
    w = min(reg.hand_card[0] * 0.92, 96 * u, fw / (FANNED * 0.32 + 1 + 2 * 1.9),
            (fh - 30 * u) / (1.0 + (0.9 if stacks else 0.25)) * ASPECT)
    cx = fx + fw / 2
    cy = fy + fh / 2
    return w, (cx, cy), (fx, fy, fw, fh)


@register(family="durak_chain")
def chain_central(frame, model, reg) -> None:
    u = reg.unit
    w, (cx, cy), (fx, fy, fw, fh) = geometry(reg, model)
    h = w / ASPECT
    pts = seat_points(model, reg)

    # --- the centre pile: squared beneath, the last cards fanned, the top card clear
    centre = model.zones.get("centre")
    n = len(centre.cards) if centre is not None else 0
    k = min(n, FANNED)
    step = w * 0.32
    total = w + step * max(0, k - 1)
    x_first = cx - total / 2 + w / 2
    top_xy = (cx, cy)
    if centre is not None:
        for i, card in enumerate(centre.cards):
            key = model.key(centre, i)
            if i < n - k:
                depth = n - k - i
                x, y = x_first - min(depth, 8) * 0.7 * u, cy - min(depth, 8) * 0.5 * u
                angle = _tilt(card, 3.0)
            else:
                j = i - (n - k)
                x, y = x_first + j * step, cy + (0 if i < n - 1 else -0.06 * h)
                angle = _tilt(card, 2.0) if i < n - 1 else 0.0
            if i == n - 1:
                top_xy = (x, y)
            frame.sprites[key] = Sprite(key, card, x, y, w, h, angle, 400 + i, "centre")
        frame.zones["centre"] = (cx - max(total, w) / 2, cy - h / 2, max(total, w), h)
    # its count left of it; the call to name one's own trump (Свои козыри) over it
    places = {"below": Place(cx - max(total, w) / 2 - 10 * u, cy + h / 2 - 10 * u, round(13 * u), "midright"),
              "above": Place(cx, cy, round(16 * u))}

    # --- who must beat the top card: an arrow from the top card towards him (his tag says so)
    arrows = []
    for a in of(model.notes, Arrow):
        z = model.zones.get(a.zone)
        if a.zone != "centre" or z is None or not z.cards:
            continue
        tx, ty = pts.get(a.seat, (cx, cy))
        ox, oy = top_xy
        dx, dy = tx - ox, ty - oy
        dist = math.hypot(dx, dy) or 1.0
        ang = math.degrees(math.atan2(dy, dx)) % 360
        glyph = ARROWS[int(((ang + 22.5) % 360) // 45)]
        # just outside the top card, on the way to him
        ux, uy = dx / dist, dy / dist
        edge = min((w / 2) / abs(ux) if ux else 1e9, (h / 2) / abs(uy) if uy else 1e9)
        ax, ay = ox + ux * (edge + 24 * u), oy + uy * (edge + 24 * u)
        arrows.append(Note(glyph, ax, ay, round(40 * u), "center", (246, 208, 132), "sans-bold"))

    # --- the stock with the trump crosswise under it (Дурак наваленный), left of the pile
    sw, sh = w * 0.92, h * 0.92
    sx, sy = fx + max(sw * 0.7, min(fw * 0.16, cx - total / 2 - fx - sw * 1.2)), cy
    stock = model.zones.get("stock")
    apart = next((n.cards for n in of(model.notes, SetApart) if n.zone == "stock"), ())     # the turned-up trump
    if stock is not None:
        ns = len(stock.cards)
        for i, card in enumerate(stock.cards):
            key = model.key(stock, i)
            if i == 0 and card is not None and card in apart:
                frame.sprites[key] = Sprite(key, card, sx + sw * 0.52, sy, sw, sh, -90.0, 10, "stock")
                continue
            depth = ns - 1 - i
            frame.sprites[key] = Sprite(key, card, sx - min(depth, 7) * 0.55 * u, sy - min(depth, 7) * 0.65 * u,
                                        sw, sh, 0.0, 20 + i * 0.01, "stock", alpha=1.0 if depth <= 7 else 0.0)
        frame.zones["stock"] = (sx - sw / 2, sy - sh / 2, sw * 1.6, sh)
    # under it its count; once it is gone, the trump suit written in its place
    places["stock"] = Place(sx, sy + sh / 2 + 13 * u, round(14 * u))
    places["trump"] = Place(sx, sy - 6 * u, round(min(h * 0.5, 64 * u)))
    places["trump_word"] = Place(sx, sy + h * 0.3, round(14 * u))

    # --- the отбой (the Moscow game), right of the pile
    discard = model.zones.get("discard")
    if discard is not None:
        dx_, dy_ = fx + fw - max(sw * 0.7, min(fw * 0.16, fx + fw - (cx + total / 2) - sw * 1.2)), cy
        nd = len(discard.cards)
        for i in range(nd):
            key = model.key(discard, i)
            a = ((i * 37) % 23 - 11) * 1.6
            ox = ((i * 53) % 9 - 4) * 0.9 * u
            oy = ((i * 29) % 7 - 3) * 0.9 * u
            frame.sprites[key] = Sprite(key, None, dx_ + ox, dy_ + oy, sw, sh, a, 30 + i * 0.01, "discard",
                                        alpha=1.0 if nd - i <= 10 else 0.0)
        frame.zones["discard"] = (dx_ - sw / 2, dy_ - sh / 2, sw, sh)
        places["discard"] = Place(dx_, dy_ + sh / 2 + 13 * u, round(13 * u))

    # --- the Moscow stacks: face down, in front of each seat
    bottom = model.bottom if model.bottom is not None else (model.viewer if model.viewer is not None else 0)
    kw, kh = w * 0.66, h * 0.66
    for s in range(model.seats):
        z = model.zones.get(f"stack{s}")
        if z is None:
            continue
        if s == bottom:
            px, py = cx - total / 2 - kw * 1.4, min(fy + fh - kh / 2 - 4 * u, cy + h / 2 + kh * 0.75 + 18 * u)
            px = max(fx + kw, px)
        else:
            # just under his seat box (towards the middle of the table)
            bx, by = pts[s]
            px, py = bx, by + reg.box_h / 2 + kh / 2 + 8 * u
        m = len(z.cards)
        for i, card in enumerate(z.cards):
            key = model.key(z, i)
            depth = m - 1 - i
            frame.sprites[key] = Sprite(key, card, px - min(depth, 5) * 0.5 * u, py - min(depth, 5) * 0.6 * u,
                                        kw, kh, 0.0, 60 + i * 0.01, z.name, alpha=1.0 if depth <= 5 else 0.0)
        frame.zones[z.name] = (px - kw / 2, py - kh / 2, kw, kh)
        places[("stack", s)] = Place(px + kw / 2 + 4 * u, py + kh / 2 - 8 * u, round(12 * u), "midleft")
    place_notes(frame, model, places)
    frame.notes.extend(arrows)
    frame.message_at = (cx, cy, 420 * u)


chain_central.face_down = frozenset({"discard"})
