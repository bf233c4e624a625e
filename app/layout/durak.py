"""The durak family (подкидной, переводной, простой, слепой, бубновый, Акулина, Веришь):
the attack/defence pairs in the middle, the stock with the trump crosswise under it on
the left, the discard («бито») face down on the right, and each seat's role by its plate.

The zones are found by role (``rules.view.ROLES``): the two ``pairs`` zones (the attack
cards, then the cards beating them), the ``stock``, the ``discard``.

* ``attack`` slot i is a card in a row (two rows of three when that lets the cards be
  bigger); the beating card (``defence``, ``positions[k]`` = the slot it lies on) lies
  over it, down and to the right, so both indices read. A face-down cover (Веришь) is a
  back there until it is revealed.
* ``stock``: ``cards[0]`` is the turned-up trump while it is there (the engine sets it
  apart: ``rules.notes.SetApart``): it lies crosswise
  under the squared stock, sticking out to the right; the count is written under it.
  Once the stock is gone the trump suit stays written in its place.
* ``discard``: a loose pile of backs (the layout names it ``face_down`` so that cards
  swept there turn over on the way).
* Roles (атакует / отбивается / подкидывает, «берёт» once the defender said so, «пас» for
  a thrower who declined) hang as small tags under each plate (``Frame.seat_tags``); the
  player to move has his plate lit. They and every word on the cloth come from the engine
  (rules/games/durak/notes.py); this module says only where the words go.

Everything is sized from one measure, the middle cards' width, fitted to the largest
size at which stock, pairs and discard stand clear of every seat box and its tags.
Clicking a hand card that has several actions picks among them on the table
(``durak_target``): a defence goes onto the attack card it beats, a transfer onto the
attack row.
"""
from __future__ import annotations

from functools import lru_cache

from rules.notes import SetApart, of

from ..art.table import rim_width
from .central import register
from .frame import Sprite
from .notes import Place, place_notes
from .seats import regions

ASPECT = 5 / 7
OFF_X, OFF_Y = 0.30, 0.21        # the beating card's offset over the attacked one (card widths / heights)
PITCH = 1.0 + OFF_X + 0.16       # one pair and the gap after it, in card widths
PAIR_H = 1.0 + OFF_Y             # one pair's height, in card heights
STOCK_W = 1.75                   # the stock with the trump sticking out, in card widths
DISCARD_W = 1.45
GAP = 0.45

def tag_height(reg) -> float:
    return round(max(15.0, 19 * reg.unit))


def _rows_h(rows, h) -> float:
    return (rows * PAIR_H + (rows - 1) * 0.1) * h


def _pairs_rect(w, cx, cy, slots, rows, u) -> tuple:
    """The pairs (with the note under them) for card width ``w``."""
    h = w / ASPECT
    per_row = -(-slots // rows)
    pairs_w = (per_row * PITCH - 0.16) * w
    return (cx - pairs_w / 2, cy - _rows_h(rows, h) / 2, pairs_w, _rows_h(rows, h) + 24 * u)


def _stock_rect(x, y, w, u) -> tuple:
    """The stock centred at (x, y), the trump sticking out to its right, the count under it."""
    sw, sh = w * 0.92, w * 0.92 / ASPECT
    return (x - sw / 2 - 5 * u, y - sh / 2 - 6 * u, sw + 0.02 * sw + sh / 2 + 5 * u, sh + 32 * u)


def _discard_rect(x, y, w, u) -> tuple:
    sh = w * 0.92 / ASPECT
    return (x - sh * 0.6, y - sh * 0.6, sh * 1.2, sh * 1.2 + 14 * u)


@lru_cache(maxsize=64)
def geometry(width: int, height: int, seats: int, slots: int) -> tuple:
    """``(card width, (cx, cy) of the pairs, rows, stock centre, discard centre)``: the
    biggest middle cards at which the pairs fit clear of every seat, nearest the middle of
    the space the seats leave, with the stock on their left and the discard on their right
    — beside them where there is room, else in the nearest free place on that side."""
    reg = regions(width, height, seats)
    u = reg.unit
    pad = 8 * u
    m = rim_width(width, height) + 6 * u
    th = tag_height(reg) + 3 * u
    top, bottom = m, reg.viewer_plate[1] - reg.plate_h / 2 - pad
    obstacles = [(x - reg.box_w / 2 - pad, y - reg.box_h / 2 - pad, reg.box_w + 2 * pad, reg.box_h + th + 2 * pad)
                 for _, x, y in reg.seat_centres]
    cx = width / 2

    def clear(r, also=()):
        x, y, w, h = r
        if x < m or x + w > width - m or y < top or y + h > bottom:
            return False
        return all(x + w <= ox or ox + ow <= x or y + h <= oy or oy + oh <= y
                   for ox, oy, ow, oh in list(obstacles) + list(also))

    # the vertical middle of the free space the seats leave (where the pairs would like to be)
    tops = [top] + [oy + oh for ox, oy, ow, oh in obstacles if ox < cx + 200 * u and ox + ow > cx - 200 * u]
    tops = [t for t in tops if t < bottom - 100 * u]
    ideal = (max(tops) + bottom) / 2 if tops else (top + bottom) / 2

    def spot(rect_of, pref, side, pairs):
        """The free place nearest ``pref`` on one side of the table for a pile."""
        gap = (pairs[0] - 10 * u, pairs[1] - 10 * u, pairs[2] + 20 * u, pairs[3] + 20 * u)
        best, best_d = None, None
        step = 8 * u
        y = top
        while y < bottom:
            x = m
            while x < width - m:
                if (x - cx) * side > 0:
                    d = (x - pref[0]) ** 2 + (1.6 * (y - pref[1])) ** 2
                    if (best_d is None or d < best_d) and clear(rect_of(x, y), (gap,)):
                        best, best_d = (x, y), d
                x += step
            y += step
        return best

    best = None
    max_w = min(reg.hand_card[0] * 0.96, 92 * u)
    for rows in (1, 2):
        if rows == 2 and slots < 4:
            continue
        w = max_w
        while w > 26 * u:
            h = w / ASPECT
            found = None
            span = _rows_h(rows, h) + 24 * u
            cy = bottom - span / 2
            while cy - span / 2 >= top:
                if clear(_pairs_rect(w, cx, cy, slots, rows, u)):
                    if found is None or abs(cy - ideal) < abs(found - ideal):
                        found = cy
                cy -= 3 * u
            if found is not None:
                pr = _pairs_rect(w, cx, found, slots, rows, u)
                sw = w * 0.92
                stock = spot(lambda x, y: _stock_rect(x, y, w, u), (pr[0] - GAP * w - STOCK_W * w + sw / 2, found),
                             -1, pr)
                disc = spot(lambda x, y: _discard_rect(x, y, w, u), (pr[0] + pr[2] + GAP * w + DISCARD_W * w / 2,
                                                                      found), 1, pr)
                if stock is not None and disc is not None:
                    # two rows only when they make the cards clearly bigger
                    if best is None or w > best[0] * (1.12 if rows == 2 else 1.0):
                        best = (w, (cx, found), rows, stock, disc)
                    break
            w *= 0.97
    if best is None:
        ex, ey, ehw, ehh = reg.centre
        w = min(2 * ehw / (slots * PITCH + 2 * GAP + STOCK_W + DISCARD_W), ehh * 2 / PAIR_H * ASPECT)
        half = slots * PITCH * w / 2
        best = (w, (ex, ey), 1, (ex - half - GAP * w - w / 2, ey), (ex + half + GAP * w + w / 2, ey))
    return best


def _slot_centre(slot, count, w, cx, cy, rows, per_row):
    """Centre of the attack card in ``slot`` when ``count`` cards are on the table: each
    row centred on what it holds."""
    h = w / ASPECT
    row = slot // per_row if rows > 1 else 0
    in_row = min(per_row, count - row * per_row) if rows > 1 else count
    col = slot - row * per_row if rows > 1 else slot
    total = (in_row * PITCH - 0.16) * w
    x = cx - total / 2 + col * PITCH * w + w / 2
    y0 = cy - (rows * PAIR_H + (rows - 1) * 0.1) * h / 2
    y = y0 + row * (PAIR_H + 0.1) * h + h / 2
    return x, y


def _tilt(card, spread: float) -> float:
    """A steady small tilt per card: laid by a hand, not a machine."""
    if card is None:
        return 0.0
    return ((sum(map(ord, card.code)) * 7 % 11) - 5) / 5 * spread


def _of_role(model, role):
    """The zone of this role (the first, in the view's order), or None."""
    return next((z for z in model.zones.values() if z.kind == role), None)


@register(family="durak_bout")
def durak_central(frame, model, reg) -> None:
    u = reg.unit
    # by role: the pairs (the attack cards, then the cards beating them), the stock, the discard
    pairs = [z for z in model.zones.values() if z.kind == "pairs"]
    attack, defence = pairs if len(pairs) == 2 else (None, None)
    n_att = len(attack.cards) if attack is not None else 0
    slots = max(6, n_att)
    w, (cx, cy), rows, (sx, sy), (dx, dy) = geometry(reg.width, reg.height, model.seats, slots)
    h = w / ASPECT
    per_row = -(-slots // rows)
    half = (per_row * PITCH - 0.16) * w / 2

    # --- the pairs
    centres = {}
    if attack is not None:
        for i, card in enumerate(attack.cards):
            slot = attack.slot(i)
            x, y = _slot_centre(slot, n_att, w, cx, cy, rows, per_row)
            centres[slot] = (x, y)
            key = model.key(attack, i)
            frame.sprites[key] = Sprite(key, card, x, y, w, h, _tilt(card, 2.0), 400 + slot * 2, attack.name)
        # the row takes a transfer (and a lead or a throw-in dropped onto it)
        if n_att:
            # beside the last card (where a transferred card will lie, before the row re-centres)
            lx, ly = centres[attack.slot(n_att - 1)]
            nx, ny = lx + PITCH * w, ly
        else:
            nx, ny = cx, cy - (PAIR_H - 1) * h / 2
        rows_h = (rows * PAIR_H + (rows - 1) * 0.1) * h
        x0 = min(cx - half, nx - w / 2)
        x1 = max(cx + half, nx + w / 2 + OFF_X * w)
        frame.zones[attack.name] = (x0, cy - rows_h / 2, x1 - x0, rows_h)
        frame.zones[f"{attack.name}_next"] = (nx - w / 2, ny - h / 2, w, h)
    if defence is not None:
        for k, card in enumerate(defence.cards):
            slot = defence.slot(k)
            if slot not in centres:        # its attack card has just been taken away
                centres[slot] = _slot_centre(slot, max(n_att, slot + 1), w, cx, cy, rows, per_row)
            x, y = centres[slot]
            key = model.key(defence, k)
            frame.sprites[key] = Sprite(key, card, x + OFF_X * w, y + OFF_Y * h, w, h,
                                        -6.0 + _tilt(card, 1.5), 401 + slot * 2, defence.name)

    # --- the stock, the trump crosswise under it sticking out to the right
    sw, sh = w * 0.92, h * 0.92
    stock = _of_role(model, "stock")
    apart = next((n.cards for n in of(model.notes, SetApart) if stock is not None and n.zone == stock.name),
                 ())     # the turned-up trump
    n_stock = len(stock.cards) if stock is not None else 0
    if stock is not None:
        for i, card in enumerate(stock.cards):
            key = model.key(stock, i)
            if i == 0 and card is not None and card in apart:
                frame.sprites[key] = Sprite(key, card, sx + sw * 0.52, sy, sw, sh, -90.0, 10, stock.name)
                continue
            depth = n_stock - 1 - i
            # a few cards show the pile's thickness; those deeper lie out of sight (their
            # shadows would only darken the cloth), ready to be dealt from the top
            frame.sprites[key] = Sprite(key, card, sx - min(depth, 7) * 0.55 * u, sy - min(depth, 7) * 0.65 * u,
                                        sw, sh, 0.0, 20 + i * 0.01, stock.name, alpha=1.0 if depth <= 7 else 0.0)
        frame.zones[stock.name] = (sx - sw / 2, sy - sh / 2, sw * 1.6, sh)
    # under it its count; once it is gone, the trump suit written in its place
    label_y = sy + sh / 2 + 13 * u
    only_trump = n_stock == 1 and stock.cards[0] is not None and stock.cards[0] in apart
    places = {"stock": Place(sx + (sw * 0.52 if only_trump else 0), label_y, round(14 * u)),
              "trump": Place(sx + sw * 0.2, sy - 6 * u, round(min(h * 0.5, 64 * u))),
              "trump_word": Place(sx + sw * 0.2, sy + h * 0.3, round(14 * u))}

    # --- the discard: a loose pile of backs
    discard = _of_role(model, "discard")
    if discard is not None:
        nd = len(discard.cards)
        for i in range(nd):
            key = model.key(discard, i)
            a = ((i * 37) % 23 - 11) * 1.6
            ox = ((i * 53) % 9 - 4) * 0.9 * u
            oy = ((i * 29) % 7 - 3) * 0.9 * u
            frame.sprites[key] = Sprite(key, None, dx + ox, dy + oy, sw, sh, a, 30 + i * 0.01, discard.name,
                                        alpha=1.0 if nd - i <= 10 else 0.0)
        frame.zones[discard.name] = (dx - sw / 2, dy - sh / 2, sw, sh)
        places["discard"] = Place(dx, dy + sh / 2 + 13 * u, round(13 * u))

    # --- how many cards this bout may still take, under the pairs; the roles by the plates
    rows_h = (rows * PAIR_H + (rows - 1) * 0.1) * h
    places["below"] = Place(cx, cy + rows_h / 2 + 12 * u, round(13 * u))
    place_notes(frame, model, places)
    frame.message_at = (cx, cy, 420 * u)


durak_central.face_down = frozenset({"discard"})
