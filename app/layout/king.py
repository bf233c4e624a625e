"""Кинг and Наполеон (the trick-taking family's games of seed 001): the trick in the middle,
each card lying towards the seat that played it; the tricks each seat took as a small pile in
front of him (in Кинг, the penalty cards he took fanned beside it); the stock and the
discards on the left; above the trick the deal's name in chalk — in Кинг what it punishes
(«Не брать червей: 2 за черву»), in Наполеон the contract and the tricks so far
(«Наполеон: Борис — 2 из 4») — and, in Наполеон, the клад as a pile of chips on the right.
Sizes come from the free rectangle the seats leave (``central.free_rect``).
"""
from __future__ import annotations

from rules.cards import JACK, KING, QUEEN, SUIT_SYMBOL

from ..fonts import CHALK, CHALK_DIM, GOLD
from .central import free_rect, register
from .frame import ChipSpot, Note, Sprite
from .seats import seat_order

GAME_NAMES = {
    "tricks": ({"ru": "Не брать взяток", "en": "No tricks"}, {"ru": "{trick} за взятку", "en": "{trick} a trick"}),
    "hearts": ({"ru": "Не брать червей", "en": "No hearts"}, {"ru": "{heart} за черву", "en": "{heart} a heart"}),
    "boys": ({"ru": "Не брать мальчиков", "en": "No boys (jacks)"}, {"ru": "{boy} за валета", "en": "{boy} a jack"}),
    "girls": ({"ru": "Не брать девочек", "en": "No girls (queens)"}, {"ru": "{girl} за даму", "en": "{girl} a queen"}),
    "last2": ({"ru": "Не брать двух последних", "en": "No last two tricks"},
              {"ru": "{last} за каждую", "en": "{last} each"}),
    "king": ({"ru": "Не брать кинга", "en": "No King of hearts"}, {"ru": "{kh} за К♥", "en": "{kh} for K♥"}),
    "eralash": ({"ru": "Ералаш", "en": "Yeralash (all at once)"},
                {"ru": "всё сразу: {trick}, {heart}, {boy}, {girl}, {last}, {kh}",
                 "en": "all at once: {trick}, {heart}, {boy}, {girl}, {last}, {kh}"}),
    "otygrysh": ({"ru": "Отыгрыш", "en": "Winning back"}, {"ru": "+{plus} за взятку", "en": "+{plus} a trick"}),
    "circle": ({"ru": "Круг «не брать взяток»", "en": "Opening circle: no tricks"},
               {"ru": "больше всех взяток — 4 штрафа", "en": "most tricks — 4 penalty"}),
}


def game_caption(game: str, vals: dict | None) -> tuple:
    """({ru, en} name, {ru, en} what it punishes) of a Кинг deal."""
    name, what = GAME_NAMES.get(game, ({"ru": game, "en": game}, {"ru": "", "en": ""}))
    v = dict(vals or {})
    return name, {k: t.format(**{x: v.get(x, "") for x in ("trick", "heart", "boy", "girl", "last", "kh", "plus")})
                  for k, t in what.items()}


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


def _penalty_card(game, card) -> bool:
    if game in ("hearts", "eralash") and card.suit == "H":
        return True
    if game in ("boys", "eralash") and card.rank == JACK:
        return True
    if game in ("girls", "eralash") and card.rank == QUEEN:
        return True
    return game in ("king",) and card.rank == KING and card.suit == "H"


def trick_table(frame, model, reg, headline=(), klad=None, penalty_game=None) -> None:
    u = reg.unit
    fx, fy, fw, fh = free_rect(reg)
    cx, cy = fx + fw / 2, fy + fh / 2 + 8 * u
    ch = min(112 * u, fh * 0.36)
    cw = ch * 5 / 7
    seats = _seat_points(model, reg)
    pub = model.public

    # --- the trick: each card pushed towards its player
    trick = model.zones.get("trick")
    who = list(pub.get("trick_seats") or ())
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
        frame.notes.append(Note({"ru": f"колода: {len(stock.cards)}", "en": f"stock: {len(stock.cards)}"},
                                lx, cy - sh * 0.35 + sh / 2 + 10 * u, round(12 * u), "center", CHALK_DIM, "sans", box=True))
    disc = model.zones.get("discard")
    if disc is not None and disc.cards:
        _squared(frame, model, disc, lx, cy + sh * 0.75, sw * 0.8, sh * 0.8, 40, angle=8.0)
    for name, z in model.zones.items():
        if (name.startswith("snos") or name == "talon") and z.cards:
            off = 0.0 if name == "talon" else 1.0
            _fan(frame, model, z, lx, cy + sh * (0.75 if name != "talon" else -0.35) + off * 0, sw * 0.8, sh * 0.8,
                 sw * 0.3, 45)

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
        bad = ([i for i, c in enumerate(z.cards) if c is not None and _penalty_card(penalty_game, c)]
               if penalty_game else [])
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
        t = (pub.get("tricks") or (0,) * model.seats)[s]
        if t:
            frame.notes.append(Note({"ru": f"взяток: {t}", "en": f"tricks: {t}"}, px, py + tw / 2 + 9 * u,
                                    round(11 * u), "center", CHALK_DIM, "sans", box=True))

    # --- the headline in chalk above the trick
    y = fy + 16 * u
    for i, (text, big) in enumerate(headline):
        frame.notes.append(Note(text, cx, y, round((19 if big else 14) * u), "center",
                                GOLD if big else CHALK, "serif-bold" if big else "sans"))
        y += (26 if big else 20) * u

    # --- the клад: a pile of chips on the right
    if klad is not None:
        d = int(round(min(cw * 0.62, 44 * u)))
        kx = min(cx + cw * 2.7, fx + fw - d)
        frame.chips["pot"] = ChipSpot("pot", kx, cy + ch * 0.2, d, klad, cols=3, per_col=10,
                                      label=(kx, cy + ch * 0.2 + d * 0.9, "center"), label_px=round(14 * u))
        frame.notes.append(Note({"ru": "клад Наполеона", "en": "Napoleon's hoard"}, kx, cy - ch * 0.55,
                                round(13 * u), "center", CHALK, "serif-bold"))
        frame.mats.append((kx, cy, d * 3.6, ch * 1.5, True))

    if model.deal_no and pub.get("deals"):
        # on the cloth, not in the side panel (the bids' buttons need its room)
        n, total = model.deal_no, pub["deals"]
        # at the foot of the cloth's middle: beside the headline a long contract's name ran into
        # it, under it the trick's card towards the top seat
        frame.notes.append(Note({"ru": f"сдача {n} из {total}", "en": f"deal {n} of {total}"}, cx, fy + fh - 10 * u,
                                round(13 * u), "center", CHALK_DIM, "sans"))


def _seat_name(model, s) -> dict:
    return {"ru": f"игрок {s + 1}", "en": f"player {s + 1}"}


@register(game_id="napoleon")
def napoleon_central(frame, model, reg) -> None:
    pub = model.public
    head = []
    d = pub.get("declarer")
    trump = pub.get("trump")
    if pub.get("phase") == "bid":
        for s, b in enumerate(pub.get("bids") or ()):
            if b is None:
                continue
            text = ({"ru": "пас", "en": "pass"} if b == 0 else
                    {"ru": "5 «на Наполеона»", "en": "5 «on Napoleon»"} if b == 6 else
                    {"ru": f"заявка {b}", "en": f"bid {b}"})
            frame.seat_tags.setdefault(s, []).append((text, (84, 84, 80) if b == 0 else TAG_ORDER))
        head.append(({"ru": "Торговля", "en": "Bidding"}, True))
        sheet = pub.get("sheet") or ()
        if sheet and sheet[-1][1] is not None:          # how the last contract ended, by its player
            _, who, k, nap, took, made, _ = sheet[-1]
            text = ({"ru": f"сделал {took} из {k}", "en": f"made {took} of {k}"} if made else
                    {"ru": f"без {k - took} ({took} из {k})", "en": f"down {k - took} ({took} of {k})"})
            frame.seat_tags.setdefault(who, []).append((text, (60, 110, 70) if made else (150, 60, 50)))
    elif d is not None:
        took = (pub.get("tricks") or (0,) * model.seats)[d]
        n = pub.get("contract")
        nap = pub.get("napoleon")
        frame.seat_tags.setdefault(d, []).append(
            ({"ru": f"{'Наполеон' if nap else 'играет'}: {took} из {n}",
              "en": f"{'Napoleon' if nap else 'plays'}: {took} of {n}"}, TAG_ORDER))
        if trump:
            head.append(({"ru": f"Козыри {SUIT_SYMBOL[trump]}", "en": f"Trumps {SUIT_SYMBOL[trump]}"}, True))
        elif pub.get("phase") == "play":
            head.append(({"ru": "Масть первого хода — козырь", "en": "The first lead names trumps"}, True))
        else:
            head.append(({"ru": "Прикуп одной карты", "en": "Buying one card"}, True))
    trick_table(frame, model, reg, head, klad=model.chips.get("pot", pub.get("pot", 0)))


SHORT = {"tricks": {"ru": "Вз", "en": "Tr"}, "hearts": {"ru": "Ч", "en": "H"}, "boys": {"ru": "М", "en": "J"},
         "girls": {"ru": "Д", "en": "Q"}, "last2": {"ru": "2П", "en": "L2"}, "king": {"ru": "К♥", "en": "K♥"},
         "eralash": {"ru": "Е", "en": "Y"}, "otygrysh": {"ru": "О", "en": "W"}}
TAG_SCORE = (70, 62, 44)
TAG_LEFT = (52, 76, 64)
TAG_ORDER = (164, 116, 40)


def _remaining_text(games) -> dict:
    from collections import Counter
    cnt = Counter(games)
    order = [g for g in SHORT if g in cnt]
    ru = ", ".join(SHORT[g]["ru"] + (f"×{cnt[g]}" if cnt[g] > 1 else "") for g in order)
    en = ", ".join(SHORT[g]["en"] + (f"×{cnt[g]}" if cnt[g] > 1 else "") for g in order)
    return {"ru": "ещё: " + ru.replace(", ", " ") if ru else "всё сыграно",
            "en": "left: " + en.replace(", ", " ") if en else "all played"}


@register(game_id="king")
def king_central(frame, model, reg) -> None:
    from rules.games.king import scoring as K
    pub = model.public
    opts = pub.get("options") or {}
    game = pub.get("game")
    vals = K.values(opts.get("variant", "47a"), opts.get("balance", "king24"))
    head = []
    if game:
        name, what = game_caption(game, vals)
        trump = pub.get("trump")
        if game == K.OTYGRYSH:
            extra = ({"ru": f": козыри {SUIT_SYMBOL[trump]}", "en": f": trumps {SUIT_SYMBOL[trump]}"} if trump
                     else {"ru": " — назначаются козыри", "en": " — trumps being named"})
            name = {k: v + extra[k] for k, v in name.items()}
        head.append(({k: f"{name[k]} · {what[k]}" if what[k] else name[k] for k in name}, True))
    elif pub.get("phase") == "order":
        head.append(({"ru": "Заказ игры", "en": "The game is being ordered"}, True))
    if pub.get("phase") == "discard":
        head.append(({"ru": "прикуп взят — снос двух карт", "en": "talon taken — two cards laid away"}, False))
    # each player's three zones of the sheet, under his plate: penalties, games left, winning back
    viewer = model.bottom if model.bottom is not None else (model.viewer if model.viewer is not None else 0)
    pen = pub.get("penalty") or ()
    plus = pub.get("plus") or ()
    rem = pub.get("remaining") or ()
    for s in range(model.seats):
        if s < len(pen):
            frame.seat_tags.setdefault(s, []).append(
                ({"ru": f"штраф {pen[s]} · +{plus[s]}", "en": f"penalty {pen[s]} · +{plus[s]}"}, TAG_SCORE))
        if s < len(rem) and K.ordered(opts.get("variant", "47a")):
            if s == viewer:                # the viewer's own list, under the deal's name (room)
                t = _remaining_text(rem[s])
                head.append(({"ru": "ваши игры: " + t["ru"].replace("ещё: ", ""),
                              "en": "your games: " + t["en"].replace("left: ", "")}, False))
            else:
                frame.seat_tags[s].append((_remaining_text(rem[s]), TAG_LEFT))
    if pub.get("orderer") is not None and game is not None and K.ordered(opts.get("variant", "47a")):
        frame.seat_tags.setdefault(pub["orderer"], []).append(({"ru": "заказал", "en": "ordered"}, TAG_ORDER))
    trick_table(frame, model, reg, head, penalty_game=game if game not in (None, K.OTYGRYSH, K.CIRCLE) else None)


@register(game_id="dva_ryada")
def dva_ryada_central(frame, model, reg) -> None:
    """The two-row game: each player's row before him (face-down cards under face-up ones,
    each pair in its place; a gap where both are played), the trick in the middle, the
    score to the target in chalk."""
    u = reg.unit
    fx, fy, fw, fh = free_rect(reg)
    viewer = model.bottom if model.bottom is not None else (model.viewer if model.viewer is not None else 0)
    pub = model.public
    n = (pub.get("options") or {}).get("row_size", 6)
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
    who = list(pub.get("trick_seats") or ())
    if trick is not None:
        for i, card in enumerate(trick.cards):
            s = who[i] if i < len(who) else viewer
            dy = lean if s == viewer else -lean
            key = model.key(trick, i)
            frame.sprites[key] = Sprite(key, card, cx + (i - 0.5) * cw * 0.6, ty + dy, cw, ch, (i * 5 - 2) * 1.0,
                                        200 + i, "trick")
        frame.zones["trick"] = (cx - cw, ty - ch, cw * 2, ch * 2)
    # tricks taken, beside the row's right end; the stock (52 cards: the undealt 8) at the left
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
        t = (pub.get("tricks") or (0, 0))[s]
        frame.notes.append(Note({"ru": f"взяток: {t}", "en": f"tricks: {t}"}, px, py + cw * 0.45 + 8 * u,
                                round(12 * u), "center", CHALK_DIM, "sans", box=True))
    stock = model.zones.get("stock")
    if stock is not None and stock.cards:
        _squared(frame, model, stock, cx - step * (n - 1) / 2 - cw * 1.5, ty, cw * 0.8, ch * 0.8, 5)
    pts = pub.get("points") or (0, 0)
    target = pub.get("target", 21)
    frame.notes.append(Note({"ru": f"до {target}: {pts[viewer]} — {pts[1 - viewer]}",
                             "en": f"to {target}: {pts[viewer]} — {pts[1 - viewer]}"},
                            cx - step * (n - 1) / 2 - cw * 1.5, ty - ch * 0.9, round(17 * u), "center", GOLD, "serif-bold"))
