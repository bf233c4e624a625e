"""The calling games (rules/games/calls/): «Я — умираю — от любви — к Вам» and «Шиф, шоф, шум».

In the middle, left to right: the cards set aside (face down, their count under them), the
cards being laid — an ascending fan whose indices all read (the suit's set of four in «Я —
умираю», the run of one rank in «Шиф») — and the cards gone out. Under the fan, in gold, what
the table calls for next: «Умираю» and the card it needs (the seat that holds it lights up:
it is the one to move), or «Шиф» and the rank. In «Шиф» the кон stands at the right with its
chips; a player's chips fly to it when he pays. Everything is sized from one card height
fitted to the free rectangle the seats leave (``central.free_rect``), so 2 to 10 seats fit.
The words come from the engine (rules/games/calls/notes.py); this module says only where they
go. The кон's place is laid out when the engine names it (a note over it).
"""
from __future__ import annotations

from rules.notes import TableNote, of

from .central import fan_pile, free_rect, register
from .frame import ChipSpot, Sprite
from .notes import Place, place_notes

# The content in card widths W: [aside | gap | fan (FAN) | gap | discard | gap | pot]
FAN = 3.1
GAP = 0.45
POT = 1.25


def _squared(frame, model, zone, x, y, w, h, z_base) -> None:
    n = len(zone.cards)
    for i in range(n):
        depth = min(n - 1 - i, 10)
        card = zone.cards[i]
        angle = ((sum(map(ord, card.code)) * 7 % 9) - 4) * 0.7 if card is not None else 0.0
        key = model.key(zone, i)
        frame.sprites[key] = Sprite(key, card, x - depth * 0.45, y - depth * 0.55, w, h, angle, z_base + i * 0.01,
                                    zone.name)
    frame.zones[zone.name] = (x - w / 2, y - h / 2, w, h)


@register(family="calls")
def calls_central(frame, model, reg) -> None:
    u = reg.unit
    pot = "pot" in model.chips and any(n.at == "pot" for n in of(model.notes, TableNote))
    wide = 1 + GAP + FAN + GAP + 1 + ((GAP + POT) if pot else 0.0)
    fx, fy, fw, fh = free_rect(reg, weigh=lambda w, h: min(w / wide, h / 2.0))
    cw = min(84 * u, fw / wide, (fh - 40 * u) / 1.4 * 5 / 7)
    ch = cw * 7 / 5
    left = fx + (fw - wide * cw) / 2
    cy = fy + fh / 2 - 10 * u
    ax = left + cw / 2
    fan_x = left + (1 + GAP + FAN / 2) * cw
    dx = left + (1 + GAP + FAN + GAP + 0.5) * cw
    sw, sh = cw * 0.9, ch * 0.9

    aside = model.zones.get("aside")
    if aside is not None:
        if aside.cards:
            _squared(frame, model, aside, ax, cy, sw, sh, z_base=20)
        else:
            frame.zones["aside"] = (ax - sw / 2, cy - sh / 2, sw, sh)

    table = model.zones.get("table")
    frame.ghosts.append(Sprite(("slot", "table"), None, fan_x - (FAN - 1) * cw / 2, cy, cw, ch, 0.0, 0, "table"))
    if table is not None:
        fan_pile(frame, model, table, fan_x, cy, cw, ch, max_w=FAN * cw, z_base=100, fanned=4, jitter=False)
        # the fan grows from the left: its first card stays where the lead fell
        n = len(table.cards)
        if n:
            step = min(cw * 0.3, (FAN * cw - cw) / 3) if n > 1 else 0
            step = (FAN * cw - cw) / 3
            x0 = fan_x - (FAN - 1) * cw / 2
            for i in range(n):
                key = model.key(table, i)
                sp = frame.sprites[key]
                frame.sprites[key] = Sprite(key, sp.card, x0 + i * step, cy - i * 3 * u, cw, ch, (i - 1.5) * 2.0,
                                            100 + i, "table")
            frame.zones["table"] = (x0 - cw / 2, cy - ch / 2, FAN * cw, ch)
    # under the fan, what the table calls for next; its count under the cards set aside
    places = {"below": Place(fan_x, cy + ch / 2 + 18 * u, round(17 * u)),
              "aside": Place(ax, cy + sh / 2 + 12 * u, round(12 * u))}

    discard = model.zones.get("discard")
    if discard is not None:
        _squared(frame, model, discard, dx, cy, sw, sh, z_base=40)
        if not discard.cards:
            frame.ghosts.append(Sprite(("slot", "discard"), None, dx, cy, sw, sh, 0.0, 0, "discard"))

    if pot:
        px = left + (1 + GAP + FAN + GAP + 1 + GAP + POT / 2) * cw
        d = int(round(min(cw * 0.62, 44 * u)))
        pill = max(11, round(13 * u))
        frame.chips["pot"] = ChipSpot("pot", px, cy + ch * 0.1, d, model.chips.get("pot", 0), cols=2, per_col=10,
                                      label=(px, cy + ch / 2 + 4 * u, "center"), label_px=pill, label_box=True)
        # its name over it; the hand's number over the cards set aside
        places["pot"] = Place(px, cy - ch / 2 - 2 * u, round(13 * u))
        places["reminder"] = Place(ax, cy - sh / 2 - 14 * u, round(12 * u))
    place_notes(frame, model, places)
