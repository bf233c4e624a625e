"""The shedding and chip games of seed 000 (rules/games/shedding/): Ворона, «Стушевываюсь»,
Тонтина, Свинки — one central layout per game, registered for the family.

Each game lays its cards between the seats and the middle of the table:

* Ворона and «Стушевываюсь»: the pile in the middle, fanned so its top cards read, and
  under it what the next card must be («на пику — любая», «в масть ♥ или «Стушевываюсь»»);
  the cards set aside squared up at the left. «Стушевываюсь» tags every plate with its
  count against 25 and lays the counted hands open before their seats.
* Тонтина: the кон (its chips and amount) in the middle, the stock at its left with the
  number of cards, each player's card face up between him and the кон with what it did
  («+3 из кона», «−2 в кон», «→ 1 соседу»); a dead player's plate says «умер», one out for
  good is greyed («ушёл»); the chip count stands on every plate.
* Свинки: the pig in the middle with the card it needs next, the stock at its left, each
  player's magazine between him and the pig (its top card readable), a drawn card waiting
  for its player's choice above the pig, and why the last card went where it went.
"""
from __future__ import annotations

import math

from rules.cards import SUIT_SYMBOL, rank_label

from ..fonts import CHALK, GOLD
from .central import fan_pile, register
from .frame import ChipSpot, Note, Sprite
from .lenturlu import _squared
from .seats import seat_order

GREY = (150, 150, 140)
RED_TAG = (150, 60, 50)
REVIVED = (176, 140, 40)      # a revival: the gold of a lit plate
GREEN_TAG = (60, 120, 70)


def _bottom(model) -> int:
    return model.bottom if model.bottom is not None else (model.viewer if model.viewer is not None else 0)


def seat_points(model, reg) -> dict:
    """Each seat's plate centre: the viewer's at the bottom, the others on the ellipse."""
    bottom = _bottom(model)
    out = {bottom: reg.viewer_plate}
    for seat, (_, x, y) in zip(seat_order(model.seats, bottom), reg.seat_centres):
        out[seat] = (x, y)
    return out


def toward_centre(model, reg, seat, cw, ch, gap=None) -> tuple:
    """A place for a card of ``seat`` (``cw`` × ``ch``): just off his box, toward the middle."""
    u = reg.unit
    gap = 20 * u if gap is None else gap          # clear of the tags hanging under a plate
    cx, cy, hw, hh = reg.centre
    sx, sy = seat_points(model, reg)[seat]
    if seat == _bottom(model):
        return sx, sy - reg.plate_h / 2 - 8 * u - ch / 2
    dx, dy = cx - sx, cy - sy
    d = math.hypot(dx, dy) or 1.0
    ux, uy = dx / d, dy / d
    bw, bh = reg.box_w / 2 + cw / 2 + gap, reg.box_h / 2 + ch / 2 + gap
    t = min(bw / abs(ux) if abs(ux) > 1e-6 else 1e9, bh / abs(uy) if abs(uy) > 1e-6 else 1e9)
    t = min(t, d * 0.8)
    return sx + ux * t, sy + uy * t


def _card_label(code: str, lang: str) -> str:
    from rules.cards import Card
    c = Card.parse(code)
    return rank_label(c.rank, lang) + SUIT_SYMBOL[c.suit]


def _both(fn) -> dict:
    return {"ru": fn("ru"), "en": fn("en")}


def _pile_note(frame, model, reg, text, x, y):
    u = reg.unit
    mine = model.viewer is not None and model.to_move == model.viewer
    frame.notes.append(Note(text, x, y, round(16 * u), "center", GOLD if mine else CHALK, "serif-bold", box=False))


# ------------------------------------------------------------------ Ворона, «Стушевываюсь»
def _pile_centre(frame, model, reg):
    """The pile, fanned, in the middle; the cards aside squared up at the left. Returns
    (x, y, card w, card h) of the pile."""
    cx, cy, hw, hh = reg.centre
    u = reg.unit
    ch = min(112 * u, hh * 1.1)
    cw = ch * 5 / 7
    py = cy - 0.08 * ch
    frame.ghosts.append(Sprite(("slot", "pile"), None, cx, py, cw, ch, 0.0, 0, "pile"))
    pile = model.zones.get("pile")
    if pile is not None:
        fan_pile(frame, model, pile, cx, py, cw, ch, max_w=min(2 * hw * 0.7, cw * 2.6), z_base=100, fanned=6)
    for name in ("aside", "stock"):
        z = model.zones.get(name)
        if z is not None and z.cards:
            ax = cx - min(hw * 0.8, cw * 2.4)
            _squared(frame, model, z, ax, py, cw * 0.8, ch * 0.8, z_base=40)
            frame.notes.append(Note({"ru": f"в стороне: {len(z.cards)}", "en": f"aside: {len(z.cards)}"},
                                    ax, py + ch * 0.4 + 12 * u, round(13 * u), "center", CHALK, "sans", box=True))
    return cx, py, cw, ch


@register(game_id="vorona")
def vorona_central(frame, model, reg) -> None:
    x, y, cw, ch = _pile_centre(frame, model, reg)
    if model.over:
        return
    pile = model.zones.get("pile")
    top = pile.cards[-1] if pile is not None and pile.cards else None
    if top is None:
        text = {"ru": "новая стопка — любая карта", "en": "a new pile — any card"}
    elif top.suit == "S":
        text = {"ru": "на пику — любая карта", "en": "on a spade — any card"}
    else:
        sym = SUIT_SYMBOL[top.suit]
        text = {"ru": f"на {sym} — {sym} или пику ♠, иначе взять всё",
                "en": f"on {sym} — a {sym} or a spade ♠, else take it all"}
    _pile_note(frame, model, reg, text, x, y + ch / 2 + 18 * reg.unit)


@register(game_id="stushevyvayus")
def stush_central(frame, model, reg) -> None:
    x, y, cw, ch = _pile_centre(frame, model, reg)
    u = reg.unit
    pub = model.public
    opts = pub.get("options") or {}
    per_deal = opts.get("threshold_mode") == "per_deal"
    totals = pub.get("totals") or ()
    active = set(pub.get("active") or ())
    dropped = {s for g in (pub.get("dropped") or ()) for s in g}
    for s, total in enumerate(totals):
        if s in dropped:
            frame.seat_tags.setdefault(s, []).append(({"ru": f"выбыл · {total}", "en": f"out · {total}"}, RED_TAG))
        elif s in active:
            label = ({"ru": f"{total} из 25", "en": f"{total} of 25"} if not per_deal else
                     {"ru": f"в сдаче: {total}", "en": f"this deal: {total}"})
            frame.seat_tags.setdefault(s, []).append((label, GREEN_TAG if total <= 15 else (160, 120, 40)))
    # the counted hands, open before their seats
    sw, sh = reg.back_w * 1.05, reg.back_h * 1.05
    for s in range(model.seats):
        z = model.zones.get(f"shown{s}")
        if z is None or not z.cards:
            continue
        px, py = toward_centre(model, reg, s, sw * 2, sh)
        fan_pile(frame, model, z, px, py, sw, sh, max_w=sw * 2.4, z_base=500 + s * 10, fanned=5, jitter=False)
    if model.over:
        return
    suit = pub.get("suit")
    if pub.get("phase") == "deal":
        text = {"ru": "сдача сыграна — сдаёт следующий", "en": "the deal is over — the next one deals"}
    elif suit is None:
        text = {"ru": "ход с любой масти", "en": "lead any suit"}
    else:
        sym = SUIT_SYMBOL[suit]
        text = {"ru": f"в масть {sym} — или «Стушевываюсь»", "en": f"follow {sym} — or efface yourself"}
    _pile_note(frame, model, reg, text, x, y + ch / 2 + 18 * u)


# ------------------------------------------------------------------ Тонтина
EFFECT = {"from_pot": {"ru": "+{n} из кона", "en": "+{n} from the pot"},
          "to_pot": {"ru": "−{n} в кон", "en": "−{n} to the pot"},
          "to_right": {"ru": "−{n} соседу →", "en": "−{n} to the right"},
          "nothing": {"ru": "ничего", "en": "nothing"}}


@register(game_id="tontina")
def tontina_central(frame, model, reg) -> None:
    cx, cy, hw, hh = reg.centre
    u = reg.unit
    pub = model.public
    n = model.seats
    # the player's cards: small at a full table
    ch = max(40 * u, min(92 * u, reg.back_h * (1.25 if n > 8 else 1.5)))
    cw = ch * 5 / 7
    for s in range(n):
        z = model.zones.get(f"front{s}")
        px, py = toward_centre(model, reg, s, cw, ch)
        if z is not None:
            for i, card in enumerate(z.cards):
                key = model.key(z, i)
                frame.sprites[key] = Sprite(key, card, px, py, cw, ch, 0.0, 100 + s, z.name)
            frame.zones[z.name] = (px - cw / 2, py - ch / 2, cw, ch)
    # the кон in the middle
    d = int(round(max(18 * u, min(34 * u, ch * 0.4))))
    frame.chips["pot"] = ChipSpot("pot", cx, cy + d * 0.2, d, model.chips.get("pot", 0), cols=4, per_col=10,
                                  label=(cx, cy + d * 1.3, "center"), label_px=round(15 * u), label_box=True)
    frame.notes.append(Note({"ru": "кон", "en": "pot"}, cx, cy + d * 1.3 + 20 * u, round(15 * u), "center", CHALK,
                            "serif-bold"))
    # the stock at the left of the кон, the used cards at its right
    sch = ch * 1.05
    scw = sch * 5 / 7
    stock = model.zones.get("stock")
    gap = max(70 * u, min(hw * 0.45, 160 * u))
    if stock is not None:
        _squared(frame, model, stock, cx - gap, cy, scw, sch, z_base=40)
        frame.notes.append(Note({"ru": f"колода: {len(stock.cards)}", "en": f"stock: {len(stock.cards)}"},
                                cx - gap, cy + sch / 2 + 12 * u, round(13 * u), "center", CHALK, "sans", box=True))
    used = model.zones.get("used")
    if used is not None:
        _squared(frame, model, used, cx + gap, cy, scw, sch, z_base=60, jitter=True)
    # who is dead, who is out, and what each card did
    dead = set(pub.get("dead") or ())
    left = set(model.left)
    for s in dead:
        frame.seat_tags.setdefault(s, []).append(({"ru": "умер", "en": "dead"}, GREY))
        frame.dim_seats.add(s)
    for s in pub.get("revived") or ():
        frame.seat_tags.setdefault(s, []).append(({"ru": "ожил!", "en": "revived!"}, REVIVED))
    for s in left:
        frame.seat_tags.setdefault(s, []).append(({"ru": "выбыл", "en": "out"}, RED_TAG))
    for s, code, kind, paid, to in pub.get("last") or ():
        z = model.zones.get(f"front{s}")
        if z is None or not z.cards:
            continue
        px, py = toward_centre(model, reg, s, cw, ch)
        pair = EFFECT.get(kind, {"ru": "", "en": ""})
        ru, en = pair["ru"], pair["en"]
        colour = GOLD if kind == "from_pot" and paid else CHALK
        frame.notes.append(Note({"ru": ru.format(n=paid), "en": en.format(n=paid)}, px, py + ch / 2 + 9 * u,
                                round(max(11, 12 * u)), "center", colour, "sans", box=True))


# ------------------------------------------------------------------ Свинки
WHY = {"pig": {"ru": "на «свинью» — следующая в масть", "en": "onto the pig — next in its suit"},
       "shop": {"ru": "соседу — на ранг ниже", "en": "to a neighbour — one rank lower"},
       "reserve": {"ru": "места нет — в запас", "en": "no place — to the reserve"},
       "own": {"ru": "места нет — на свой магазин", "en": "no place — onto one's own magazine"},
       "ace": {"ru": "тузы никуда не подкладывают — на свой магазин", "en": "aces go nowhere — onto one's own magazine"},
       "choose": {"ru": "подходит обоим соседям — выбор", "en": "fits both neighbours — a choice"}}


@register(game_id="svinki")
def svinki_central(frame, model, reg) -> None:
    cx, cy, hw, hh = reg.centre
    u = reg.unit
    pub = model.public
    n = model.seats
    ch = min(104 * u, hh * 0.9)
    cw = ch * 5 / 7
    # the pig: its cards overlapping downward so the run reads, the top the clearest
    pig = model.zones.get("pig")
    py = cy - ch * 0.25
    why_y = py + ch / 2 + 36 * u
    if pig is not None:
        k = len(pig.cards)
        step = min(ch * 0.14, ch * 0.9 / max(1, k - 1)) if k > 1 else 0
        y0 = py - step * (k - 1) / 2
        for i, card in enumerate(pig.cards):
            key = model.key(pig, i)
            frame.sprites[key] = Sprite(key, card, cx, y0 + i * step, cw, ch, 0.0, 100 + i, "pig")
        frame.zones["pig"] = (cx - cw / 2, y0 - ch / 2, cw, ch + step * max(0, k - 1))
        frame.mats.append((cx, py, cw * 2.1, ch * 1.7, True))
        top = pig.cards[-1] if pig.cards else None
        if top is not None and not model.over:
            need = (f"{rank_label(top.rank + 1, 'ru')}{SUIT_SYMBOL[top.suit]}",
                    f"{rank_label(top.rank + 1, 'en')}{SUIT_SYMBOL[top.suit]}") if top.rank < 13 else None
            text = ({"ru": f"«свинья» ждёт {need[0]}", "en": f"the pig wants {need[1]}"} if need else
                    {"ru": "«свинья» полна", "en": "the pig is full"})
            note_y = y0 + step * (k - 1) + ch / 2 + 14 * u
            frame.notes.append(Note(text, cx, note_y, round(14 * u), "center", CHALK, "serif-bold"))
            why_y = note_y + 22 * u
    # the stock at the left
    stock = model.zones.get("stock")
    gap = max(cw * 1.6, min(hw * 0.5, cw * 2.6))
    if stock is not None:
        if stock.cards:
            _squared(frame, model, stock, cx - gap, py, cw * 0.9, ch * 0.9, z_base=40)
        frame.zones["stock"] = (cx - gap - cw * 0.45, py - ch * 0.45, cw * 0.9, ch * 0.9)
        if stock.cards:
            frame.notes.append(Note({"ru": f"колода: {len(stock.cards)}", "en": f"stock: {len(stock.cards)}"},
                                    cx - gap, py + ch * 0.45 + 12 * u, round(13 * u), "center", CHALK, "sans", box=True))
        elif not model.over:
            frame.notes.append(Note({"ru": "колода кончилась", "en": "the stock is out"},
                                    cx - gap, py, round(13 * u), "center", CHALK, "sans", box=True))
    # a drawn card waiting for its player's choice: at the right of the pig
    drawn = model.zones.get("drawn")
    if drawn is not None:
        for i, card in enumerate(drawn.cards):
            key = model.key(drawn, i)
            frame.sprites[key] = Sprite(key, card, cx + gap, py, cw, ch, -4.0, 150, "drawn")
        frame.zones["drawn"] = (cx + gap - cw / 2, py - ch / 2, cw, ch)
    # the magazines: between each seat and the middle, the top card readable
    mw_h = max(40 * u, min(ch * 0.85, reg.back_h * (1.2 if n > 5 else 1.45)))
    mw_w = mw_h * 5 / 7
    for s in range(n):
        z = model.zones.get(f"shop{s}")
        if z is None:
            continue
        px, py_ = toward_centre(model, reg, s, mw_w * 1.6, mw_h)
        fan_pile(frame, model, z, px, py_, mw_w, mw_h, max_w=mw_w * 1.6, z_base=200 + s * 40, fanned=3, jitter=False)
        frame.zones[z.name] = (px - mw_w * 0.8, py_ - mw_h / 2, mw_w * 1.6, mw_h)
    # why the last card went where it went
    last = pub.get("last")
    if last and not model.over:
        seat, code, zone, why = last
        pair = WHY.get(why, {"ru": "", "en": ""})
        ru, en = pair["ru"], pair["en"]
        if code:
            ru, en = f"{_card_label(code, 'ru')}: {ru}", f"{_card_label(code, 'en')}: {en}"
        # under the pig's own note, in the middle
        frame.notes.append(Note({"ru": ru, "en": en}, cx, why_y, round(13 * u), "center", GOLD, "sans", box=True))
