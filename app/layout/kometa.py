"""Комета and Манилья: the run as an ascending fan in the middle, the wild card marked
with the rank it stands for, the cards left over from the deal (unseen) and the closed
runs on the left, the кон (the pot of the dealers' fines) on the right; each plate
tagged with its side's points to the target (Комета).

What is written (the wild card's rank, the need, the count left over, the кон's name, the
points and pairs) comes from the engine (rules/games/kometa_notes.py); this module says
only where it goes. Sized like Лентюрлю's table without the cross (``lenturlu._geometry``):
everything from one measure, the card height, fitted to the largest free rectangle the
seats leave.
"""
from __future__ import annotations

from .central import fan_pile, register
from .frame import ChipSpot, Sprite
from .lenturlu import GAP, LEFT_W, RUN_W, _geometry, _squared, run_note_place, stock_note_place
from .notes import Place, count_at, marked, place_notes


@register(game_id="kometa")
def kometa_central(frame, model, reg) -> None:
    _central(frame, model, reg)


@register(game_id="manilya")
def manilya_central(frame, model, reg) -> None:
    _central(frame, model, reg)


def _central(frame, model, reg) -> None:
    u = reg.unit
    H, left, cy, _ = _geometry(reg.width, reg.height, model.seats, False)
    ch, cw = H, H * 5 / 7
    lx = left + LEFT_W * H / 2
    run0 = left + (LEFT_W + GAP) * H
    places = {}

    # --- the run, fanned so its last cards read (groups of a rank lie in it too); over the
    # wild card in it, the rank it stands for
    run_w = RUN_W * H
    run_x = run0 + run_w / 2
    run_y = cy - 0.14 * H
    frame.ghosts.append(Sprite(("slot", "run"), None, run_x, run_y, cw, ch, 0.0, 0, "run"))
    run = model.zones.get("run")
    if run is not None:
        fan_pile(frame, model, run, run_x, run_y, cw, ch, max_w=run_w * 0.96, z_base=100, fanned=6)
        for card in marked(model):
            if card in run.cards:
                sp = frame.sprites.get(model.key(run, run.cards.index(card)))
                if sp is not None:
                    places[("mark", card)] = Place(sp.x, sp.y - ch / 2 - 11 * u, round(14 * u))
    places["below"] = run_note_place(run_x, run_y, ch, u)

    # --- the cards left over (unseen) above, the closed runs below, on the left
    tw, th = cw * 0.86, ch * 0.86
    talon = model.zones.get("talon")
    ty = cy - 0.58 * H
    if talon is not None and talon.cards:          # (Манилья at two or four deals every card)
        _squared(frame, model, talon, lx, ty, tw, th, z_base=50)
        places["stock"] = stock_note_place(lx, ty, th, u)
    played = model.zones.get("played")
    if played is not None:
        _squared(frame, model, played, lx, cy + 0.66 * H, tw, th, z_base=60, jitter=True)

    # --- the кон: the dealers' fines, taken by the winner of the game (Комета: its name is noted)
    if count_at(model, "pot"):
        d = int(round(min(cw * 0.55, 40 * u)))
        px = run0 + run_w + 0.5 * H
        px = min(px, reg.width - 0.5 * H)
        py = cy + 0.1 * H
        pill = max(11, round(min(13 * u, H * 0.14)))
        frame.chips["pot"] = ChipSpot("pot", px, py, d, model.chips.get("pot", 0), cols=2, per_col=8,
                                      label=(px, py + d * 0.7 + pill, "center"), label_px=pill, label_box=True)
        places["pot"] = Place(px, py - d * 1.3, round(13 * u))

    # --- the seat drawn at the bottom has its chips at the right of his plate: his line (his
    # side's points, his pair) is written at its left rather than tagged on it
    bottom = model.bottom if model.bottom is not None else model.viewer
    if bottom is not None:
        vx, vy = reg.viewer_plate
        pw = min(260 * u, max(150 * u, reg.hand_card[0] * 2.2))     # as in seats.regions
        places[("side", bottom)] = Place(vx - pw / 2 - 10 * u, vy, round(14 * u), "midright")
    place_notes(frame, model, places, untagged=(bottom,))
