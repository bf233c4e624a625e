"""The trick-taking family (Мушка and its kin): the turned trump and the stock on the left
of the middle, the discard (the exchange's thrown cards, hands laid down) face down on the
right, the trick in the middle — each card pushed a little towards the seat that played it —
and the tricks each seat took as small face-down stacks between his seat and the middle.

Each seat's record is chalked on the cloth as an arc (the engine's ``Tally``: what he still
has to write off over it, its two halves below). What is written (the stock's count, the
trump suit where no card is turned, the privileged card's name, how to discard, a «пас» tag,
the cards a seat showed) and the order of the trick and the size of the stacks come from the
engine (rules/games/tricks/notes.py); this module says only where they go.
"""
from __future__ import annotations

import math

from rules.notes import LaidBy, Stacks, Tally, of

from .central import free_rect, register
from .frame import Arc, Sprite
from .notes import Place, place_notes, words
from .seats import tag_reach

ASPECT = 5 / 7


@register(family="tricks")
def tricks_central(frame, model, reg) -> None:
    u = reg.unit
    x0, y0, w, h = free_rect(reg)
    cx, cy = x0 + w / 2, y0 + h / 2
    ch = max(44 * u, min(112 * u, h * 0.34, w * 0.16))
    cw = ch * ASPECT
    viewer = model.bottom if model.bottom is not None else (model.viewer if model.viewer is not None else 0)
    from .seats import seat_order
    pts = {s: (x, y) for s, (_, x, y) in zip(seat_order(model.seats, viewer), reg.seat_centres)}
    pts[viewer] = (reg.viewer_plate[0], reg.viewer_plate[1])
    places = {}

    # --- the stock and the turned trump, left of the middle
    sx = x0 + cw * 0.75
    stock = model.zones.get("stock")
    trump = model.zones.get("trump")
    if trump is not None:
        for i in range(len(trump.cards)):
            key = model.key(trump, i)
            frame.sprites[key] = Sprite(key, trump.cards[i], sx + cw * 0.55, cy, cw, ch, -90.0, 10 + i, "trump")
        frame.zones["trump"] = (sx + cw * 0.55 - ch / 2, cy - cw / 2, ch, cw)
        # no card turned (Шутиха): the trump suit is chalked where it would lie
        places["trump"] = Place(sx + cw * 1.15, cy, max(12, round(18 * u)))
    if stock is not None:
        n = len(stock.cards)
        for i in range(n):
            key = model.key(stock, i)
            d = min(i, 10) * 0.5 * u
            frame.sprites[key] = Sprite(key, None, sx - d, cy - d, cw, ch, 0.0, 20 + i, "stock")
        frame.zones["stock"] = (sx - cw / 2, cy - ch / 2, cw, ch)
        places["stock"] = Place(sx, cy + ch / 2 + 11 * u, max(11, round(13 * u)))

    # --- the exchange, for the player at the bottom: how his cards go to the discard
    if model.viewer == viewer:
        places["reminder"] = Place(cx, y0 + h - 12 * u, max(11, round(14 * u)))

    # --- the discard, right of the middle
    disc = model.zones.get("discard")
    dx = x0 + w - cw * 0.8
    if disc is not None:
        for i in range(len(disc.cards)):
            key = model.key(disc, i)
            ang = ((i * 37) % 11 - 5) * 2.2
            frame.sprites[key] = Sprite(key, None, dx + ((i * 13) % 7 - 3) * u, cy + ((i * 7) % 5 - 2) * u,
                                        cw * 0.9, ch * 0.9, ang, 30 + i, "discard")
        frame.zones["discard"] = (dx - cw / 2, cy - ch / 2, cw, ch)

    # --- the trick, each card towards the seat that played it
    trick = model.zones.get("trick")
    seats_in = next((n.seats for n in of(model.notes, LaidBy) if n.zone == "trick"), ())
    if trick is not None:
        frame.ghosts.append(Sprite(("slot", "trick"), None, cx, cy, cw, ch, 0.0, 0, "trick"))
        for i in range(len(trick.cards)):
            seat = seats_in[i] if i < len(seats_in) else None
            px, py = pts.get(seat, (cx, cy + ch))
            dxs, dys = px - cx, py - cy
            dist = math.hypot(dxs, dys) or 1.0
            r = min(ch * 0.42, dist * 0.3)
            x, y = cx + dxs / dist * r, cy + dys / dist * r
            ang = ((sum(map(ord, trick.cards[i].code)) * 5 % 7) - 3) * 1.5 if trick.cards[i] is not None else 0.0
            key = model.key(trick, i)
            frame.sprites[key] = Sprite(key, trick.cards[i], x, y, cw, ch, ang, 200 + i, "trick")
        frame.zones["trick"] = (cx - cw, cy - ch, 2 * cw, 2 * ch)
        # the privileged card, while it lies in the trick, named in chalk over it
        places["above"] = Place(cx, cy - ch * 0.95, max(12, round(16 * u)))

    # --- the tricks each seat took: small face-down stacks between his seat and the middle
    laid = next(iter(of(model.notes, Stacks)), Stacks((), 1))
    won = {model.zones[n].owner: model.zones[n] for n in laid.zones if n in model.zones}
    per = laid.size
    sw, sh = cw * 0.5, ch * 0.5
    for seat in range(model.seats):
        z = won.get(seat)
        px, py = pts.get(seat, (cx, cy))
        f = 0.55 if seat != viewer else 0.42
        bx, by = cx + (px - cx) * f, cy + (py - cy) * f
        if seat == viewer:
            bx, by = cx + w * 0.22, y0 + h - sh * 0.6
        if z is None:
            continue
        n = len(z.cards)
        stacks = -(-n // per) if n else 0
        for i in range(n):
            k, j = divmod(i, per)
            x = bx + (k - (stacks - 1) / 2) * sw * 0.62
            y = by - j * 0.8 * u
            key = model.key(z, i)
            frame.sprites[key] = Sprite(key, None, x, y, sw, sh, 90.0 if seat != viewer else 0.0, 300 + i, z.name)
        frame.zones[z.name] = (bx - sw, by - sh / 2, 2 * sw, sh)

    # --- the record in chalk: an arc per seat, its halves (written off, remises) over the
    # пулька, and above it what he still has to write off; what he showed under it
    tallies = {t.seat: t for t in of(model.notes, Tally)}
    if tallies:
        r = max(30 * u, min(46 * u, h * 0.13))
        px = max(11, round(15 * u))
        placed = []
        boxes = [(x - reg.box_w / 2, y - reg.box_h / 2, reg.box_w, reg.box_h) for _, x, y in reg.seat_centres]
        for seat in sorted(tallies, key=lambda s: s == viewer):
            t = tallies[seat]
            if seat == viewer:
                ax = max(x0 + r * 1.3, cx - w * 0.3)
                ay = y0 + h - r * 1.05
            else:
                px0, py0 = pts.get(seat, (cx, cy))
                toward = -1 if px0 > cx else 1
                cands = [(px0 + toward * (reg.box_w / 2 + r * 1.35), py0 - r * 0.35),
                         (px0 - toward * (reg.box_w / 2 + r * 1.35), py0 - r * 0.35),
                         # below the plate's «пас» tag: the arc's top number («25») clears its row
                         (px0, py0 + reg.box_h / 2 + tag_reach(reg) + r * 0.45 + px * 1.6 + 2 * u)]
                ax, ay = next((c for c in cands if _clear(c, r, placed, boxes)), cands[-1])
                places[("shown", seat)] = Place(ax, ay + r * 0.95, max(10, round(13 * u)))
            placed.append((ax - r * 1.15, ay - r * 0.9, r * 2.3, r * 1.5))
            (left, lv), (right, rv) = t.halves
            frame.arcs.append(Arc(ax, ay, r, str(t.top), (words(left), str(lv)), (words(right), str(rv)), px, t.out))
    place_notes(frame, model, places)


def _clear(c, r, placed, boxes) -> bool:
    """An arc at ``c`` stands clear of the arcs placed and the seat boxes."""
    x, y = c
    a = (x - r * 1.15, y - r * 0.9, r * 2.3, r * 1.5)
    return all(a[0] + a[2] <= b[0] or b[0] + b[2] <= a[0] or a[1] + a[3] <= b[1] or b[1] + b[3] <= a[1]
               for b in list(placed) + list(boxes))
