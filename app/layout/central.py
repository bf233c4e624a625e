"""Central zones by game: each game (or family) registers how its piles, rings and
tricks are laid out in the middle of the table. The seats and hands are generic
(``seats.py``); a new game adds a central layout here, never input code.

A central layout is geometry: it reads the zones (by role, ``rules.view.ROLES``) and the
engine's notes (``model.notes``: ``rules/notes.py``), and names the places where the notes
go; ``notes.place_notes`` words and draws them. It reads no game record.
"""
from __future__ import annotations

from rules.actions import END

from .frame import Sprite

_BY_GAME: dict = {}
_BY_FAMILY: dict = {}


def register(game_id: str | None = None, family: str | None = None):
    def deco(fn):
        if game_id:
            _BY_GAME[game_id] = fn
        if family:
            _BY_FAMILY[family] = fn
        return fn
    return deco


def central_for(game):
    return _BY_GAME.get(game.id) or _BY_FAMILY.get(game.family) or generic_central


def place_of(action, model, frame=None):
    """Where on the table a hand card goes for ``action``, for a card that has several
    actions (the table lets the player pick by clicking, or dropping the card on, that
    place): the sprite of the card at the action's ``target_index`` in its ``target`` zone,
    the place after the zone's last card (a frame zone ``<target>_next``, where the layout
    has one), or the target zone as a whole; None when the action names no target. The same
    for every game: the engine names the target (rules/actions.py)."""
    z = action.target
    if z is None:
        return None
    i = action.target_index
    if i is None:
        return z
    if i == END:
        nxt = f"{z}_next"
        return nxt if frame is None or nxt in frame.zones else z
    zone = model.zones.get(z)
    if zone is None:
        return None
    for k in range(len(zone.cards)):
        if zone.slot(k) == i:
            return model.key(zone, k)
    return None


def generic_central(frame, model, reg) -> None:
    """Every zone that is not a hand, side by side in the middle, the last cards fanned."""
    zones = [z for z in model.zones.values() if not z.name.startswith("hand")]
    if not zones:
        return
    cx, cy, hw, hh = reg.centre
    u = reg.unit
    ch = min(118 * u, hh * 1.4)
    cw = ch * 5 / 7
    slot = (2 * hw) / len(zones)
    for k, z in enumerate(zones):
        zx = cx - hw + slot * (k + 0.5)
        fan_pile(frame, model, z, zx, cy, cw, ch, min(slot * 0.9, cw * 2.2), z_base=100 + k * 100)


def fan_pile(frame, model, zone, cx, cy, cw, ch, max_w, z_base=100, fanned=5, jitter=True):
    """A pile with its last ``fanned`` cards spread so their indices read, the rest
    squared up beneath; the top card is the clearest."""
    n = len(zone.cards)
    k = min(n, fanned)
    step = min(cw * 0.3, (max_w - cw) / max(1, k - 1)) if k > 1 else 0
    total = cw + step * (k - 1)
    x_first = cx - total / 2 + cw / 2
    for i in range(n):
        key = model.key(zone, i)
        card = zone.cards[i]
        if i < n - k:
            depth = n - k - i
            x = x_first - min(depth, 8) * 0.6
            y = cy - min(depth, 8) * 0.4
        else:
            x = x_first + (i - (n - k)) * step
            y = cy
        angle = 0.0
        if jitter and card is not None and i < n - 1:
            angle = ((sum(map(ord, card.code)) * 5 % 7) - 3) * 0.9   # steady per card
        frame.sprites[key] = Sprite(key, card, x, y, cw, ch, angle, z_base + i, zone.name)
    frame.zones[zone.name] = (cx - max(total, cw) / 2, cy - ch / 2, max(total, cw), ch)


def free_rect(reg, pad: float | None = None, weigh=None, below: float = 0.0) -> tuple:
    """The best free rectangle in the middle of the table, centred on the window's
    vertical axis, clear of every seat box and above the viewer's plate: ``(x, y, w, h)``.

    Several tops are tried (the window's top, and just under each seat box); for each,
    the rectangle is as wide as the boxes beside it allow. ``weigh(w, h)`` scores a
    candidate (default: the area) and the best one wins. ``below``: room kept under each
    seat box besides (``seats.tag_reach``: for words that would lie under a plate's tags)."""
    from ..art.table import rim_width
    u = reg.unit
    pad = 10 * u if pad is None else pad
    width = reg.width
    m = rim_width(width, reg.height) + 8 * u
    cx = width / 2
    boxes = [(x - reg.box_w / 2, y - reg.box_h / 2, x + reg.box_w / 2, y + reg.box_h / 2 + below)
             for _, x, y in reg.seat_centres]
    bottom = reg.viewer_plate[1] - reg.plate_h / 2 - pad
    weigh = weigh or (lambda w, h: w * h)
    best, best_score = None, None
    for top in sorted({m} | {y1 + pad for _, _, _, y1 in boxes}):
        if bottom - top < 60 * u:
            continue
        hw = width / 2 - m
        for x0, y0, x1, y1 in boxes:
            if y1 + pad <= top or y0 - pad >= bottom:
                continue
            if x1 <= cx:
                hw = min(hw, cx - x1 - pad)
            elif x0 >= cx:
                hw = min(hw, x0 - cx - pad)
            else:
                hw = -1.0
        if hw < 80 * u:
            continue
        score = weigh(2 * hw, bottom - top)
        if best_score is None or score > best_score:
            best, best_score = (cx - hw, top, 2 * hw, bottom - top), score
    if best is None:
        ex, ey, ehw, ehh = reg.centre
        best = (ex - ehw, ey - ehh, 2 * ehw, 2 * ehh)
    return best
