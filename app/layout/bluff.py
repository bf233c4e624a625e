"""The bluffing family's tables.

«Веришь — не веришь (2)»: the face-down centre grows as a loose heap in the middle (its
cards come from each player's zone ``laid{s}``, in the order ``public['laid_by']`` gives);
the last play lies fanned on top of it, so that it reads as one play and, in 24.в, each of
its cards can be picked for the check. The announcement hangs as a tag by its player's
plate («Две дамы») and in chalk over the heap with the count of the centre; the direction
of play (counter-clockwise) is chalked beside it. At a check the play turns face up above
the heap (zone ``shown``) before the centre slides to whoever takes it; the verdict stays
chalked until the next play. Quads discarded lie face up on the left, the discard (24.б)
face down on the right. A player's own cards in the centre are drawn face down like the
others once his play is announced (he knows them, as at a real table, from memory: the
hint and the log do not tell them again).

Сека: see ``seka_central`` below.
"""
from __future__ import annotations

from ..fonts import CHALK, CHALK_DIM
from ..words.bluff import claim_en, claim_ru
from .central import free_rect, register
from .frame import Note, Sprite

ASPECT = 5 / 7
CLAIM_COLOUR = (150, 108, 40)
TRUE_COLOUR = (60, 110, 70)
LIE_COLOUR = (170, 64, 52)


def _claim(n, rank) -> dict:
    return {"ru": claim_ru(n, rank), "en": claim_en(n, rank)}


def _heap_offset(i: int, u: float) -> tuple:
    """A steady small scatter per card of the heap: laid by hands, not squared up."""
    ox = ((i * 53) % 13 - 6) * 1.6 * u
    oy = ((i * 29) % 9 - 4) * 1.4 * u
    angle = ((i * 37) % 23 - 11) * 1.9
    return ox, oy, angle


@register(game_id="verish_2", family="bluff_pile")
def verish_central(frame, model, reg) -> None:
    u = reg.unit
    pub = model.public
    x0, y0, fw, fh = free_rect(reg)
    cx, cy = x0 + fw / 2, y0 + fh / 2 + 10 * u
    ch = max(40 * u, min(112 * u, fh * 0.36, fw * 0.2))
    cw = ch * ASPECT
    laid_by = tuple(pub.get("laid_by") or ())
    claims = tuple(pub.get("claims") or ())
    opened = pub.get("open") or 0
    viewer = model.viewer

    # --- the heap: every card of the centre, in the order laid
    order = []                    # (zone, index in it)
    nxt: dict = {}
    for s in laid_by:
        zone = model.zones.get(f"laid{s}")
        if zone is None:
            continue
        i = nxt.get(s, 0)
        nxt[s] = i + 1
        if i < len(zone.cards):
            order.append((zone, i))
    # cards the model holds beyond the record (mid-animation) still get a place
    for s in range(model.seats):
        zone = model.zones.get(f"laid{s}")
        if zone is not None:
            order.extend((zone, i) for i in range(nxt.get(s, 0), len(zone.cards)))
    last = opened or (claims[-1][1] if claims else 0)
    last = min(last, len(order))
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
            card = zone.cards[i] if opened and zone.owner == viewer else None
            frame.sprites[key] = Sprite(key, card, tx + j * step, cy - 6 * u + (j % 2) * 2 * u, cw, ch,
                                        -4.0 + (j * 7 % 5), 200 + j, zone.name)
    span_w = cw * 2.2 + (cw * 0.62 * max(0, len(top) - 1))
    frame.zones["centre"] = (hx - cw, cy - ch / 2 - 8 * u, span_w, ch + 16 * u)
    for s in range(model.seats):
        if f"laid{s}" in model.zones:
            frame.zones[f"laid{s}"] = frame.zones["centre"]
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

    # --- words in chalk: the announcement (or the verdict), the centre's count, the direction
    px = round(max(13, 17 * u))
    note_y = cy - ch / 2 - 26 * u
    check = pub.get("check")
    if claims:
        who, n, rank = claims[-1]
        frame.notes.append(Note({"ru": f"«{claim_ru(n, rank)}»", "en": f"“{claim_en(n, rank)}”"},
                                cx, note_y, round(px * 1.25), "center", CHALK, "sans-bold"))
        frame.seat_tags.setdefault(who, []).append((_claim(n, rank), CLAIM_COLOUR))
    elif check:
        checker, target, truth, taker = check
        if taker is None or taker < 0:
            text = {"ru": "правда — центр в отбой", "en": "true — the centre goes to the discard"}
        elif truth:
            text = {"ru": "правда — центр забрал проверявший", "en": "true — the checker took the centre"}
        else:
            text = {"ru": "обман — центр забрал обманувший", "en": "a lie — the cheat took the centre"}
        frame.notes.append(Note(text, cx, note_y, px, "center", CHALK, "sans-bold", box=True))
        frame.seat_tags.setdefault(target, []).append(
            ({"ru": "правда", "en": "true"} if truth else {"ru": "обман", "en": "lied"},
             TRUE_COLOUR if truth else LIE_COLOUR))
    if order:
        frame.notes.append(Note({"ru": f"в центре: {len(order)}", "en": f"in the centre: {len(order)}"},
                                cx, cy + ch / 2 + 16 * u, round(px * 0.85), "center", CHALK, "sans", box=True))
    frame.notes.append(Note({"ru": "↺ ход против часовой стрелки", "en": "↺ play goes counter-clockwise"},
                            cx, cy + ch / 2 + 38 * u, round(px * 0.8), "center", CHALK_DIM, "sans"))

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
        frame.notes.append(Note({"ru": f"отбой: {nd}", "en": f"discard: {nd}"}, dx, dy + ch / 2 + 14 * u,
                                round(px * 0.8), "center", CHALK, "sans", box=True))
    frame.message_at = (cx, cy, 420 * u)


verish_central.face_down = frozenset({"discard"})
