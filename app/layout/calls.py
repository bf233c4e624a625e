"""The calling games (rules/games/calls/): «Я — умираю — от любви — к Вам» and «Шиф, шоф, шум».

In the middle, left to right: the cards set aside (face down, their count under them), the
cards being laid — an ascending fan whose indices all read (the suit's set of four in «Я —
умираю», the run of one rank in «Шиф») — and the cards gone out. Under the fan, in gold, what
the table calls for next: «Умираю» and the card it needs (the seat that holds it lights up:
it is the one to move), or «Шиф» and the rank. In «Шиф» the кон stands at the right with its
chips; a player's chips fly to it when he pays. Everything is sized from one card height
fitted to the free rectangle the seats leave (``central.free_rect``), so 2 to 10 seats fit.
"""
from __future__ import annotations

from rules.cards import SUIT_SYMBOL, rank_label

from ..fonts import CHALK, GOLD
from .central import fan_pile, free_rect, register
from .frame import ChipSpot, Note, Sprite

YA_CALLS = ({"ru": "«Я»", "en": "“I”"}, {"ru": "«Умираю!»", "en": "“Am dying!”"},
            {"ru": "«От любви»", "en": "“Of love”"}, {"ru": "«К Вам»", "en": "“For you”"})
SHIF_CALLS = {2: {"ru": "«Шиф»", "en": "“Shif”"}, 3: {"ru": "«Шоф»", "en": "“Shof”"}, 4: {"ru": "«Шум»", "en": "“Shum”"}}

# The content in card widths W: [aside | gap | fan (FAN) | gap | discard | gap | pot]
FAN = 3.1
GAP = 0.45
POT = 1.25


def _card(c, lang) -> str:
    return rank_label(c.rank, lang) + SUIT_SYMBOL[c.suit]


def _rank(r, lang) -> str:
    return rank_label(r, lang)


def _call_note(model):
    """What the table calls for next, in both languages (None once over)."""
    pub = model.public
    if model.over or pub.get("finished"):
        return None
    if model.game == "ya_umirayu":
        need, step = pub.get("need"), pub.get("step") or 0
        if need is not None:
            ru, en = YA_CALLS[step]["ru"], YA_CALLS[step]["en"]
            return {"ru": f"{ru} — {_card(need, 'ru')}", "en": f"{en} — {_card(need, 'en')}"}
        return {"ru": "«Я» — любая карта", "en": "“I” — any card"}
    count, rank = pub.get("count") or 0, pub.get("rank")
    if pub.get("offer"):
        return {"ru": f"свой «Шоф» — {_rank(rank, 'ru')}?", "en": f"your own “Shof” — {_rank(rank, 'en')}?"}
    if count and rank is not None and count < 4:
        ru, en = SHIF_CALLS[count + 1]["ru"], SHIF_CALLS[count + 1]["en"]
        return {"ru": f"{ru} — {_rank(rank, 'ru')}", "en": f"{en} — {_rank(rank, 'en')}"}
    return {"ru": "ход — любая карта", "en": "lead — any card"}


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
    pot = "pot" in model.chips and model.game == "shif_shof_shum"
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
            frame.notes.append(Note({"ru": f"в стороне: {len(aside.cards)}", "en": f"set aside: {len(aside.cards)}"},
                                    ax, cy + sh / 2 + 12 * u, round(12 * u), "center", CHALK, "sans", box=True))
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
    note = _call_note(model)
    if note:
        mine = model.viewer is not None and model.to_move == model.viewer
        frame.notes.append(Note(note, fan_x, cy + ch / 2 + 18 * u, round(17 * u), "center",
                                GOLD if mine else CHALK, "serif-bold", box=False))

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
        frame.notes.append(Note({"ru": "кон", "en": "pot"}, px, cy - ch / 2 - 2 * u, round(13 * u), "center",
                                CHALK, "serif-bold", box=False))
        hand_no = model.public.get("hand_no")
        if hand_no:
            frame.notes.append(Note({"ru": f"сдача {hand_no}", "en": f"hand {hand_no}"}, ax,
                                    cy - sh / 2 - 14 * u, round(12 * u), "center", CHALK, "sans", box=False))
