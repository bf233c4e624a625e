"""The trick-taking family (Мушка and its kin): the turned trump and the stock on the left
of the middle, the discard (the exchange's thrown cards, hands laid down) face down on the
right, the trick in the middle — each card pushed a little towards the seat that played it —
and the tricks each seat took as small face-down stacks between his seat and the middle.

Мушка's record is chalked on the cloth by each seat (``Note``s): the arc's «В» (tricks
written off this deal) and «Р» (remises) halves and, above them, what he still has to write
off (``public['remaining']``). A seat that passed this deal is marked «пас».
"""
from __future__ import annotations

import math

from ..fonts import CHALK_DIM
from .central import free_rect, register
from .frame import Arc, Note, Sprite

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

    # --- the stock and the turned trump, left of the middle
    sx = x0 + cw * 0.75
    stock = model.zones.get("stock")
    trump = model.zones.get("trump")
    if trump is not None:
        for i in range(len(trump.cards)):
            key = model.key(trump, i)
            frame.sprites[key] = Sprite(key, trump.cards[i], sx + cw * 0.55, cy, cw, ch, -90.0, 10 + i, "trump")
        frame.zones["trump"] = (sx + cw * 0.55 - ch / 2, cy - cw / 2, ch, cw)
    if stock is not None:
        n = len(stock.cards)
        for i in range(n):
            key = model.key(stock, i)
            d = min(i, 10) * 0.5 * u
            frame.sprites[key] = Sprite(key, None, sx - d, cy - d, cw, ch, 0.0, 20 + i, "stock")
        frame.zones["stock"] = (sx - cw / 2, cy - ch / 2, cw, ch)
        if n:
            frame.notes.append(Note(str(n), sx, cy + ch / 2 + 11 * u, max(11, round(13 * u)), colour=CHALK_DIM))
    pub = model.public
    if trump is not None and not trump.cards and pub.get("trump"):
        # no card turned (Шутиха): the trump suit is chalked where it would lie
        from rules.cards import SUIT_SYMBOL
        sign = SUIT_SYMBOL[pub["trump"]]
        frame.notes.append(Note({"ru": f"козыри {sign}", "en": f"trumps {sign}"}, sx + cw * 1.15, cy,
                                max(12, round(18 * u)), style="serif-bold"))

    # --- the exchange, for the player at the bottom: his cards go to the discard by a click
    if (pub.get("phase") in ("exchange", "trim") and model.to_move == viewer and model.viewer == viewer
            and any(a.kind == "throw" for a in model.legal)):
        frame.notes.append(Note({"ru": "щёлкните карту, чтобы сбросить её", "en": "click a card to discard it"},
                                cx, y0 + h - 12 * u, max(11, round(14 * u)), colour=CHALK_DIM))

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
    seats_in = tuple(pub.get("trick_seats") or ())
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
        priv = pub.get("priv")
        if priv is not None and priv in trick.cards:
            # the privileged card on the table is named in chalk over the trick
            word = {"top": ({"ru": "мушка!", "en": "the mouche!"}),
                    "all": ({"ru": "памфил!", "en": "the pamphile!"}),
                    "none": ({"ru": "шутиха!", "en": "the jester!"})}.get(pub.get("priv_rule"), "")
            if pub.get("options", {}).get("pam_follows") is None and priv.rank == 13:
                word = {"ru": "король треф!", "en": "the king of clubs!"}
            frame.notes.append(Note(word, cx, cy - ch * 0.95, max(12, round(16 * u)), style="serif-bold"))

    # --- the tricks each seat took: small face-down stacks between his seat and the middle
    playing = tuple(pub.get("playing") or ())
    per = max(1, len(playing)) if pub.get("phase") == "play" else max(1, len(playing))
    sw, sh = cw * 0.5, ch * 0.5
    for seat in range(model.seats):
        z = model.zones.get(f"won{seat}")
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
            frame.sprites[key] = Sprite(key, None, x, y, sw, sh, 90.0 if seat != viewer else 0.0, 300 + i,
                                        f"won{seat}")
        frame.zones[f"won{seat}"] = (bx - sw, by - sh / 2, 2 * sw, sh)

    # --- the record in chalk: an arc per seat, «В» (written off) and «Р» (remises) over the
    # пулька, and above it what he still has to write off
    remaining = pub.get("remaining")
    if remaining:
        sheet = pub.get("sheet") or ()
        passed = set(pub.get("passed") or ())
        r = max(30 * u, min(46 * u, h * 0.13))
        px = max(11, round(15 * u))
        placed = []
        boxes = [(x - reg.box_w / 2, y - reg.box_h / 2, reg.box_w, reg.box_h) for _, x, y in reg.seat_centres]
        for seat in sorted(range(model.seats), key=lambda s: s == viewer):
            v = sum(row[seat][0] for row in sheet if row[seat] and not row[seat][2])
            rr = sum(row[seat][1] for row in sheet if row[seat])
            if seat == viewer:
                ax = max(x0 + r * 1.3, cx - w * 0.3)
                ay = y0 + h - r * 1.05
            else:
                px0, py0 = pts.get(seat, (cx, cy))
                toward = -1 if px0 > cx else 1
                cands = [(px0 + toward * (reg.box_w / 2 + r * 1.35), py0 - r * 0.35),
                         (px0 - toward * (reg.box_w / 2 + r * 1.35), py0 - r * 0.35),
                         (px0, py0 + reg.box_h / 2 + r * 0.95 + 12 * u)]     # below the plate's «пас» tag
                ax, ay = next((c for c in cands if _clear(c, r, placed, boxes)), cands[-1])
            placed.append((ax - r * 1.15, ay - r * 0.9, r * 2.3, r * 1.5))
            dim = seat in passed and pub.get("phase") in ("exchange", "play")
            shown = [c for s, cs in (pub.get("shown") or ()) if s == seat for c in cs]
            if shown and seat != viewer:
                frame.notes.append(Note({"ru": " ".join(c.label("ru") for c in shown),
                                         "en": " ".join(c.label("en") for c in shown)},
                                        ax, ay + r * 0.95, max(10, round(13 * u)), box=True))
            frame.arcs.append(Arc(ax, ay, r, str(remaining[seat]), ({"ru": "В", "en": "T"}, str(v)),
                                  ({"ru": "Р", "en": "R"}, str(rr)), px, dim))
            if dim:
                frame.seat_tags.setdefault(seat, []).append(({"ru": "пас", "en": "pass"}, (70, 78, 70)))


def note_event(model, event) -> None:
    """A deal is scored (``deal_over``): the record the arcs are drawn from learns it at once,
    so the table can chalk the changes in before the next deal is dealt (app/anim_chalk.py)."""
    if event.kind != "deal_end" or "remaining" not in model.public:
        return
    rows = event.get("rows")
    if event.get("remaining") is not None:
        model.public["remaining"] = tuple(event.get("remaining"))
    if rows is not None:
        model.public["sheet"] = tuple(model.public.get("sheet") or ()) + (tuple(rows),)


tricks_central.note_event = note_event


def _clear(c, r, placed, boxes) -> bool:
    """An arc at ``c`` stands clear of the arcs placed and the seat boxes."""
    x, y = c
    a = (x - r * 1.15, y - r * 0.9, r * 2.3, r * 1.5)
    return all(a[0] + a[2] <= b[0] or b[0] + b[2] <= a[0] or a[1] + a[3] <= b[1] or b[1] + b[3] <= a[1]
               for b in list(placed) + list(boxes))
