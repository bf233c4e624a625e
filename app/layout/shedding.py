"""The shedding and chip games of seed 000 (rules/games/shedding/): Ворона, «Стушевываюсь»,
Тонтина, Свинки — one central layout per game, registered for the family.

Each game lays its cards between the seats and the middle of the table:

* Ворона and «Стушевываюсь»: the pile in the middle, fanned so its top cards read, and
  under it what the next card must be; the cards set aside squared up at the left, their
  count under them. «Стушевываюсь» lays the counted hands open before their seats.
* Тонтина: the кон (its chips and its name) in the middle, the stock at its left with the
  number of cards, the used cards at its right, each player's card face up between him and
  the кон with what it did under it.
* Свинки: the pig in the middle with the card it needs next under it, the stock at its left,
  each player's magazine between him and the pig (its top card readable), a drawn card
  waiting for its player's choice at the right of the pig, and why the last card went where
  it went.

What is written (the reminders, the counts, the seats' tags: a count against 25, dead,
revived, out) comes from the engine (rules/games/shedding/notes.py); this module says only
where it goes.
"""
from __future__ import annotations

import math

from .central import fan_pile, register
from .frame import ChipSpot, Sprite
from .lenturlu import _squared
from .notes import Place, count_at, place_notes
from .seats import seat_order


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


# ------------------------------------------------------------------ Ворона, «Стушевываюсь»
def _pile_centre(frame, model, reg) -> dict:
    """The pile, fanned, in the middle; the cards aside squared up at the left. Returns the
    places of the notes: under the pile (``below``: what the next card must be) and under
    the cards aside (``aside``: their count)."""
    cx, cy, hw, hh = reg.centre
    u = reg.unit
    ch = min(112 * u, hh * 1.1)
    cw = ch * 5 / 7
    py = cy - 0.08 * ch
    frame.ghosts.append(Sprite(("slot", "pile"), None, cx, py, cw, ch, 0.0, 0, "pile"))
    pile = model.zones.get("pile")
    if pile is not None:
        fan_pile(frame, model, pile, cx, py, cw, ch, max_w=min(2 * hw * 0.7, cw * 2.6), z_base=100, fanned=6)
    ax = cx - min(hw * 0.8, cw * 2.4)
    for z in model.zones.values():
        if z.kind == "stock" and z.cards:
            _squared(frame, model, z, ax, py, cw * 0.8, ch * 0.8, z_base=40)
    return {"aside": Place(ax, py + ch * 0.4 + 12 * u, round(13 * u)),
            "below": Place(cx, py + ch / 2 + 18 * u, round(16 * u))}


@register(game_id="vorona")
def vorona_central(frame, model, reg) -> None:
    place_notes(frame, model, _pile_centre(frame, model, reg))


@register(game_id="stushevyvayus")
def stush_central(frame, model, reg) -> None:
    places = _pile_centre(frame, model, reg)
    # the counted hands, open before their seats
    sw, sh = reg.back_w * 1.05, reg.back_h * 1.05
    for s in range(model.seats):
        z = model.zones.get(f"shown{s}")
        if z is None or not z.cards:
            continue
        px, py = toward_centre(model, reg, s, sw * 2, sh)
        fan_pile(frame, model, z, px, py, sw, sh, max_w=sw * 2.4, z_base=500 + s * 10, fanned=5, jitter=False)
    place_notes(frame, model, places)


# ------------------------------------------------------------------ Тонтина
@register(game_id="tontina")
def tontina_central(frame, model, reg) -> None:
    cx, cy, hw, hh = reg.centre
    u = reg.unit
    n = model.seats
    # the player's cards: small at a full table; what each did under it
    ch = max(40 * u, min(92 * u, reg.back_h * (1.25 if n > 8 else 1.5)))
    cw = ch * 5 / 7
    places = {}
    for s in range(n):
        z = model.zones.get(f"front{s}")
        px, py = toward_centre(model, reg, s, cw, ch)
        if z is not None:
            for i, card in enumerate(z.cards):
                key = model.key(z, i)
                frame.sprites[key] = Sprite(key, card, px, py, cw, ch, 0.0, 100 + s, z.name)
            frame.zones[z.name] = (px - cw / 2, py - ch / 2, cw, ch)
        # what he did, on the card's side away from his plate (below it the bottom seats'
        # words would lie under their own plates), one line under another
        npx = round(max(11, 12 * u))
        if py > cy + hh * 0.15:
            places[("shown", s)] = Place(px, py - ch / 2 - 9 * u, npx, step=-(npx + 4 * u))
        else:
            places[("shown", s)] = Place(px, py + ch / 2 + 9 * u, npx, step=npx + 4 * u)
    # the кон in the middle, its name under it
    d = int(round(max(18 * u, min(34 * u, ch * 0.4))))
    frame.chips["pot"] = ChipSpot("pot", cx, cy + d * 0.2, d, model.chips.get("pot", 0), cols=4, per_col=10,
                                  label=(cx, cy + d * 1.3, "center"), label_px=round(15 * u), label_box=True)
    places["pot"] = Place(cx, cy + d * 1.3 + 20 * u, round(15 * u))
    # the stock at the left of the кон, its count under it; the used cards at its right
    sch = ch * 1.05
    scw = sch * 5 / 7
    stock = model.zones.get("stock")
    gap = max(70 * u, min(hw * 0.45, 160 * u))
    if stock is not None:
        _squared(frame, model, stock, cx - gap, cy, scw, sch, z_base=40)
    places["stock"] = Place(cx - gap, cy + sch / 2 + 12 * u, round(13 * u))
    used = model.zones.get("used")
    if used is not None:
        _squared(frame, model, used, cx + gap, cy, scw, sch, z_base=60, jitter=True)
    place_notes(frame, model, places)


# ------------------------------------------------------------------ Свинки
@register(game_id="svinki")
def svinki_central(frame, model, reg) -> None:
    cx, cy, hw, hh = reg.centre
    u = reg.unit
    n = model.seats
    ch = min(104 * u, hh * 0.9)
    cw = ch * 5 / 7
    # the pig: its cards overlapping downward so the run reads, the top the clearest; under
    # it the card it needs, and under that why the last card went where it went
    pig = model.zones.get("pig")
    py = cy - ch * 0.25
    places = {}
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
        note_y = y0 + step * (k - 1) + ch / 2 + 14 * u
        places["below"] = Place(cx, note_y, round(14 * u))
        if count_at(model, "below"):
            why_y = note_y + 22 * u
    places["lines"] = Place(cx, why_y, round(13 * u))
    # the stock at the left: its count under it, or that it is out where it lay
    stock = model.zones.get("stock")
    gap = max(cw * 1.6, min(hw * 0.5, cw * 2.6))
    if stock is not None:
        if stock.cards:
            _squared(frame, model, stock, cx - gap, py, cw * 0.9, ch * 0.9, z_base=40)
        frame.zones["stock"] = (cx - gap - cw * 0.45, py - ch * 0.45, cw * 0.9, ch * 0.9)
        places["stock"] = Place(cx - gap, py + ch * 0.45 + 12 * u, round(13 * u))
        places["stock_out"] = Place(cx - gap, py, round(13 * u))
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
    place_notes(frame, model, places)
