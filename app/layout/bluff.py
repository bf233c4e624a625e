"""The bluffing family's tables.

«Веришь — не веришь (2)»: the face-down centre grows as a loose heap in the middle (its
cards come from each player's zone ``laid{s}``, in the order the engine's ``Pile`` gives);
the last play lies fanned on top of it, so that it reads as one play and, in 24.в, each of
its cards can be picked for the check. The announcement hangs as a tag by its player's
plate («Две дамы») and in chalk over the heap with the count of the centre; the direction
of play (counter-clockwise) is chalked beside it. At a check the play turns face up above
the heap (zone ``shown``) before the centre slides to whoever takes it; the verdict stays
chalked until the next play. Quads discarded lie face up on the left, the discard (24.б)
face down on the right. A player's own cards in the centre are drawn face down like the
others once his play is announced (he knows them, as at a real table, from memory: the
hint and the log do not tell them again). The words come from the engine
(``rules/games/bluff/notes.py``); this module says only where they go.

Сека: see ``seka_central`` below.
"""
from __future__ import annotations

from rules.notes import Pile, of

from .central import free_rect, register
from .frame import Sprite
from .notes import Place, count_at, place_notes

ASPECT = 5 / 7


def _heap_offset(i: int, u: float) -> tuple:
    """A steady small scatter per card of the heap: laid by hands, not squared up."""
    ox = ((i * 53) % 13 - 6) * 1.6 * u
    oy = ((i * 29) % 9 - 4) * 1.4 * u
    angle = ((i * 37) % 23 - 11) * 1.9
    return ox, oy, angle


@register(game_id="verish_2", family="bluff_pile")
def verish_central(frame, model, reg) -> None:
    u = reg.unit
    x0, y0, fw, fh = free_rect(reg)
    cx, cy = x0 + fw / 2, y0 + fh / 2 + 10 * u
    ch = max(40 * u, min(112 * u, fh * 0.36, fw * 0.2))
    cw = ch * ASPECT
    pile = next(iter(of(model.notes, Pile)), Pile(()))
    viewer = model.viewer
    # each seat's cards laid in the centre: the middle's piles that have an owner
    laid = [z for z in model.zones.values() if z.kind == "pile" and z.owner is not None]

    # --- the heap: every card of the centre, in the order laid
    order = []                    # (zone, index in it)
    nxt: dict = {}
    for name in pile.order:
        zone = model.zones.get(name)
        if zone is None:
            continue
        i = nxt.get(name, 0)
        nxt[name] = i + 1
        if i < len(zone.cards):
            order.append((zone, i))
    # cards the model holds beyond the view's order (mid-animation) still get a place
    for zone in laid:
        order.extend((zone, i) for i in range(nxt.get(zone.name, 0), len(zone.cards)))
    last = min(pile.last, len(order))
    heap, top = order[:len(order) - last], order[len(order) - last:]
    hx = cx - (cw * 0.45 if top else 0)
    for k, (zone, i) in enumerate(heap):
        ox, oy, angle = _heap_offset(k, u)
        depth = len(heap) - k
        key = model.key(zone, i)
        frame.sprites[key] = Sprite(key, None, hx + ox - min(depth, 10) * 0.3 * u, cy + oy - min(depth, 10) * 0.35 * u,
                                    cw, ch, angle, 100 + k * 0.01, zone.name,
                                    alpha=1.0 if depth <= 14 else 0.0)
    if top:
        # the last play fanned on the heap: one play, each card clickable (24.в)
        step = min(cw * 0.62, (fw * 0.5 - cw) / max(1, len(top) - 1)) if len(top) > 1 else 0
        tx = hx + cw * 0.55
        for j, (zone, i) in enumerate(top):
            key = model.key(zone, i)
            card = zone.cards[i] if pile.open and zone.owner == viewer else None
            frame.sprites[key] = Sprite(key, card, tx + j * step, cy - 6 * u + (j % 2) * 2 * u, cw, ch,
                                        -4.0 + (j * 7 % 5), 200 + j, zone.name)
    span_w = cw * 2.2 + (cw * 0.62 * max(0, len(top) - 1))
    frame.zones["centre"] = (hx - cw, cy - ch / 2 - 8 * u, span_w, ch + 16 * u)
    for zone in laid:
        frame.zones[zone.name] = frame.zones["centre"]
    if not order:
        frame.ghosts.append(Sprite(("slot", "centre"), None, cx, cy, cw, ch, 0.0, 0, "centre"))

    # --- the check: the play turned over, above the heap
    shown = model.zones.get("shown")
    if shown is not None and shown.cards:
        n = len(shown.cards)
        step = min(cw * 1.05, fw * 0.6 / max(1, n))
        sx = cx - step * (n - 1) / 2
        for j in range(n):
            key = model.key(shown, j)
            frame.sprites[key] = Sprite(key, shown.cards[j], sx + j * step, cy - ch * 0.55, cw, ch, 0.0, 400 + j,
                                        "shown")

    # --- where the words go: the announcement (or the verdict) over the heap, the centre's
    # count and the direction of play under it, the discard's count under the discard
    px = round(max(13, 17 * u))
    places = {"above": Place(cx, cy - ch / 2 - 26 * u, px),
              "below": Place(cx, cy + ch / 2 + 16 * u, round(px * 0.85)),
              "reminder": Place(cx, cy + ch / 2 + 38 * u, round(px * 0.8))}

    # --- quads discarded, face up on the left; the discard (24.б), face down on the right
    quads = model.zones.get("quads")
    qh = ch * 0.62
    qw = qh * ASPECT
    if quads is not None and quads.cards:
        groups = -(-len(quads.cards) // 4)
        cols = 1 if groups <= 3 else 2 if groups <= 6 else 3
        rows = -(-groups // cols)
        gw = qw + 3 * qw * 0.3
        gh = min(qh * 1.1, (fh - 20 * u) / max(1, rows))
        left = x0 + 12 * u
        for k in range(len(quads.cards)):
            g, j = divmod(k, 4)
            col, row = g % cols, g // cols
            key = model.key(quads, k)
            frame.sprites[key] = Sprite(key, quads.cards[k], left + col * (gw + 6 * u) + qw / 2 + j * qw * 0.3,
                                        y0 + 18 * u + row * gh + qh / 2, qw, qh, 0.0, 50 + k * 0.01, "quads")
        frame.zones["quads"] = (left, y0, cols * (gw + 6 * u), rows * gh + 18 * u)
    discard = model.zones.get("discard")
    if discard is not None and discard.cards:
        dx, dy = x0 + fw - cw * 0.8 - 12 * u, cy
        nd = len(discard.cards)
        for i in range(nd):
            key = model.key(discard, i)
            ox, oy, angle = _heap_offset(i + 7, u)
            frame.sprites[key] = Sprite(key, None, dx + ox * 0.6, dy + oy * 0.6, cw * 0.9, ch * 0.9, angle,
                                        30 + i * 0.01, "discard", alpha=1.0 if nd - i <= 10 else 0.0)
        frame.zones["discard"] = (dx - cw / 2, dy - ch / 2, cw, ch)
        places["discard"] = Place(dx, dy + ch / 2 + 14 * u, round(px * 0.8))
    place_notes(frame, model, places)
    frame.message_at = (cx, cy, 420 * u)


verish_central.face_down = frozenset({"discard"})


# --- Сека «Три листа» -------------------------------------------------------------------------


def _seat_points(model, reg) -> dict:
    """Where each seat sits: the other seats' box centres, the viewer's plate."""
    from .seats import seat_order
    bottom = model.bottom if model.bottom is not None else (model.viewer if model.viewer is not None else 0)
    points = {bottom: (reg.viewer_plate[0], reg.viewer_plate[1] - reg.plate_h)}
    for seat, (_, x, y) in zip(seat_order(model.seats, bottom), reg.seat_centres):
        points[seat] = (x, y)
    return points


@register(game_id="seka", family="compare_bet")
def seka_central(frame, model, reg) -> None:
    from .frame import ChipSpot
    from .seats import chip_diameter
    u = reg.unit
    x0, y0, fw, fh = free_rect(reg)
    cx, cy = x0 + fw / 2, y0 + fh / 2
    ch = max(38 * u, min(92 * u, fh * 0.3))
    cw = ch * ASPECT
    px = round(max(13, 16 * u))

    # --- the pot in the middle, its amount under it, its name over it
    d = chip_diameter(reg) * 1.25
    pot = model.chips.get("pot", 0)
    frame.chips["pot"] = ChipSpot("pot", cx, cy + d * 0.2, d, pot, cols=4, per_col=8,
                                  label=(cx, cy + d * 0.9 + 12 * u, "center"), label_px=round(px * 1.1))
    places = {"pot": Place(cx, cy - d * 1.6, round(px * 0.9))}

    # --- the pack, squared, left of the pot
    stock = model.zones.get("stock")
    if stock is not None:
        sx = cx - max(2.4 * cw, 3.0 * d)
        n = len(stock.cards)
        for i in range(n):
            key = model.key(stock, i)
            depth = n - 1 - i
            frame.sprites[key] = Sprite(key, None, sx - min(depth, 6) * 0.5 * u, cy - min(depth, 6) * 0.6 * u,
                                        cw * 0.9, ch * 0.9, 0.0, 20 + i * 0.01, "stock",
                                        alpha=1.0 if depth <= 6 else 0.0)
        frame.zones["stock"] = (sx - cw / 2, cy - ch / 2, cw, ch)

    # --- hands shown at a showdown: between each seat and the pot, their worth under them
    points = _seat_points(model, reg)
    for zone in model.zones.values():
        s = zone.owner
        if zone.kind != "shown" or not zone.cards or s not in points:
            continue
        sx, sy = points[s]
        if s == model.bottom:
            ox, oy = cx + max(2.6 * cw, 3.0 * d), cy + ch * 0.15      # the viewer's, right of the pot
        else:
            ox, oy = sx + (cx - sx) * 0.36, sy + (cy - sy) * 0.36
        step = cw * 0.62
        n = len(zone.cards)
        for j, card in enumerate(zone.cards):
            key = model.key(zone, j)
            frame.sprites[key] = Sprite(key, card, ox + (j - (n - 1) / 2) * step, oy, cw * 0.9, ch * 0.9,
                                        (j - 1) * 3.0, 300 + s * 5 + j, zone.name)
        frame.zones[zone.name] = (ox - cw, oy - ch / 2, 2 * cw, ch)
        places[("shown", s)] = Place(ox, oy + ch * 0.45 + 12 * u, round(px * 0.9))

    # --- the stake and the deal under the pot, the свара under them; what the viewer's hand
    # is worth over his plate
    ty = cy + d * 0.9 + 36 * u
    places["lines"] = Place(cx, ty, round(px * 0.85), step=22 * u)
    places["alarm"] = Place(cx, ty + 22 * u * count_at(model, "lines") + 6 * u, round(px * 1.2))
    vx, vy = reg.viewer_plate
    places["own"] = Place(vx, vy - reg.plate_h / 2 - 16 * u, round(px * 0.9))
    place_notes(frame, model, places)
    frame.message_at = (cx, cy, 420 * u)
