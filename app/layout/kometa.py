"""Комета and Манилья: the run as an ascending fan in the middle, the wild card marked
with the rank it stands for, the cards left over from the deal (unseen) and the closed
runs on the left, the кон (the pot of the dealers' fines) on the right; each plate
tagged with its side's points to the target (Комета).

Sized like Лентюрлю's table without the cross (``lenturlu._geometry``): everything from
one measure, the card height, fitted to the largest free rectangle the seats leave.
"""
from __future__ import annotations

from rules.cards import rank_label

from ..fonts import CHALK, GOLD
from .central import fan_pile, register
from .frame import ChipSpot, Note, Sprite
from .lenturlu import GAP, LEFT_W, RUN_W, _geometry, _need_note, _squared

SCORE_COLOUR = (112, 96, 56)
PAIR_COLOURS = ((54, 104, 160), (150, 64, 48))
PAIR = {"ru": ("пара 1", "пара 2"), "en": ("pair 1", "pair 2")}
WILD = {False: {"ru": "комета", "en": "comet"}, True: {"ru": "манилия", "en": "manille"}}


@register(game_id="kometa")
def kometa_central(frame, model, reg) -> None:
    _central(frame, model, reg)


@register(game_id="manilya")
def manilya_central(frame, model, reg) -> None:
    _central(frame, model, reg)


def _central(frame, model, reg) -> None:
    u = reg.unit
    pub = model.public
    H, left, cy, _ = _geometry(reg.width, reg.height, model.seats, False)
    ch, cw = H, H * 5 / 7
    lx = left + LEFT_W * H / 2
    run0 = left + (LEFT_W + GAP) * H

    # --- the run, fanned so its last cards read (groups of a rank lie in it too)
    run_w = RUN_W * H
    run_x = run0 + run_w / 2
    run_y = cy - 0.14 * H
    frame.ghosts.append(Sprite(("slot", "run"), None, run_x, run_y, cw, ch, 0.0, 0, "run"))
    run = model.zones.get("run")
    if run is not None:
        fan_pile(frame, model, run, run_x, run_y, cw, ch, max_w=run_w * 0.96, z_base=100, fanned=6)
        wild = pub.get("wild")
        rank = pub.get("wild_as")
        if wild is not None and rank is not None and wild in run.cards:
            i = run.cards.index(wild)
            sp = frame.sprites.get(model.key(run, i))
            if sp is not None:
                name = WILD[bool(pub.get("manilya"))]
                frame.notes.append(Note({"ru": f"{name['ru']} = {rank_label(rank, 'ru')}",
                                         "en": f"{name['en']} = {rank_label(rank, 'en')}"},
                                        sp.x, sp.y - ch / 2 - 11 * u, round(14 * u), "center", GOLD,
                                        "serif-bold", box=True))
    need = _need_note(model)
    if need:
        mine = model.viewer is not None and model.to_move == model.viewer
        frame.notes.append(Note(need, run_x, run_y + ch / 2 + 17 * u, round(16 * u), "center",
                                GOLD if mine else CHALK, "serif-bold", box=False))

    # --- the cards left over (unseen) above, the closed runs below, on the left
    tw, th = cw * 0.86, ch * 0.86
    talon = model.zones.get("talon")
    ty = cy - 0.58 * H
    if talon is not None and talon.cards:          # (Манилья at two or four deals every card)
        _squared(frame, model, talon, lx, ty, tw, th, z_base=50)
        n = len(talon.cards)
        frame.notes.append(Note({"ru": f"в остатке: {n}", "en": f"left over: {n}"},
                                lx, ty + th / 2 + 11 * u, round(13 * u), "center", CHALK, "sans", box=True))
    played = model.zones.get("played")
    if played is not None:
        _squared(frame, model, played, lx, cy + 0.66 * H, tw, th, z_base=60, jitter=True)

    # --- the кон: the dealers' fines, taken by the winner of the game (Комета)
    if not pub.get("manilya"):
        d = int(round(min(cw * 0.55, 40 * u)))
        px = run0 + run_w + 0.5 * H
        px = min(px, reg.width - 0.5 * H)
        py = cy + 0.1 * H
        pill = max(11, round(min(13 * u, H * 0.14)))
        frame.chips["pot"] = ChipSpot("pot", px, py, d, model.chips.get("pot", 0), cols=2, per_col=8,
                                      label=(px, py + d * 0.7 + pill, "center"), label_px=pill, label_box=True)
        frame.notes.append(Note({"ru": "кон", "en": "pot"}, px, py - d * 1.3, round(13 * u), "center", CHALK, "sans"))

    # --- each plate: its side's points to the target (Комета) and, at four, its pair; the
    # viewer's plate has its chips at its right, so his own line is written at its left
    scores = pub.get("scores")
    target = pub.get("target")
    teams = [t for t in (pub.get("teams") or ()) if len(t) > 1]
    if not pub.get("manilya") and scores:
        bottom = model.bottom if model.bottom is not None else model.viewer
        for s in range(model.seats):
            text = {"ru": f"{scores[s]} из {target}", "en": f"{scores[s]} of {target}"}
            pair = next((k for k, t in enumerate(teams) if s in t), None)
            if s == bottom:
                vx, vy = reg.viewer_plate
                pw = min(260 * u, max(150 * u, reg.hand_card[0] * 2.2))     # as in seats.regions
                if pair is not None:
                    text = {k: f"{PAIR[k][pair]} · {v}" for k, v in text.items()}
                frame.notes.append(Note(text, vx - pw / 2 - 10 * u, vy, round(14 * u), "midright", GOLD,
                                        "sans", box=True))
                continue
            frame.seat_tags.setdefault(s, []).append((text, SCORE_COLOUR))
            if pair is not None:
                frame.seat_tags[s].append(({"ru": PAIR["ru"][pair], "en": PAIR["en"][pair]}, PAIR_COLOURS[pair]))
