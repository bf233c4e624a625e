"""Card faces, backs, shadows and empty slots, drawn with Pillow (no pygame).

Cards are given as a rank 2..14 (11 = В/J, 12 = Д/Q, 13 = К/K, 14 = Т/A) and a suit letter
'S', 'C', 'H', 'D' (♠ ♣ ♥ ♦).  Everything is drawn at 3x the requested size and reduced
with LANCZOS, so every size is drawn for itself, never scaled up from a small bitmap.
The natural card proportion is 5:7 (e.g. 100x140), but any size works.

Below 64 px of width a card switches to a compact design: no centre pips, a big
index and suit sign in the top-left corner (and upside down in the bottom-right one), so
that it stays legible in other players' fanned hands down to about 40x56.
"""
from __future__ import annotations

import math
from functools import lru_cache

from PIL import Image, ImageDraw, ImageFilter

from ._common import SS, mix, paste_mask, reduce_rgba, rounded_mask, text_mask, circle_poly

__all__ = [
    "render_face", "render_back", "render_deck_face", "render_shadow", "shadow_margin", "render_slot",
    "suit_colour", "rank_text", "suit_polygons", "draw_suit", "render_suit",
    "CARD_ASPECT", "BACK_COLOURS", "COMPACT_WIDTH", "SUITS", "RANKS",
]

CARD_ASPECT = 5 / 7          #: width / height
COMPACT_WIDTH = 64           #: faces narrower than this use the compact design
SUITS = ("S", "C", "H", "D")
RANKS = tuple(range(2, 15))

STOCK = (251, 247, 236)      # ivory card stock
EDGE = (64, 58, 52)          # thin dark edge
RED = (172, 24, 36)
BLACK = (26, 26, 32)
BLUE = (22, 74, 160)
GREEN = (16, 112, 54)
GOLD = (214, 168, 64)
GOLD_DARK = (140, 100, 28)
COURT_FIELD = (249, 240, 218)

BACK_COLOURS = {
    "red": (142, 28, 38),
    "blue": (30, 62, 128),
    "green": (26, 92, 58),
}

_RU = {11: "В", 12: "Д", 13: "К", 14: "Т"}
_EN = {11: "J", 12: "Q", 13: "K", 14: "A"}
_INDEX_FONT = "serif-bold"


def rank_text(rank: int, indices: str = "ru") -> str:
    """The corner index of a rank: 'Т', 'К', 'Д', 'В', '10'..'2' (ru) or 'A', 'K', 'Q', 'J' (en)."""
    if rank not in RANKS:
        raise ValueError(f"rank must be 2..14, not {rank!r}")
    table = _EN if indices == "en" else _RU
    return table.get(rank, str(rank))


def suit_colour(suit: str, four_colour: bool = False) -> tuple[int, int, int]:
    """The ink of a suit: ♥♦ deep red, ♠♣ near-black; four colours: ♠ black, ♥ red, ♦ blue, ♣ green."""
    if suit not in SUITS:
        raise ValueError(f"suit must be one of S C H D, not {suit!r}")
    if four_colour:
        return {"S": BLACK, "H": RED, "D": BLUE, "C": GREEN}[suit]
    return RED if suit in "HD" else BLACK


# --------------------------------------------------------------------------- suit shapes
# Each suit is a union of polygons in a unit box: height 1, centred on (0, 0), y down.

def _bezier(p0, p1, p2, n=16):
    return [((1 - t) ** 2 * p0[0] + 2 * (1 - t) * t * p1[0] + t * t * p2[0],
             (1 - t) ** 2 * p0[1] + 2 * (1 - t) * t * p1[1] + t * t * p2[1])
            for t in (i / n for i in range(n + 1))]


def _heart_curve(n=120):
    pts = []
    for i in range(n):
        t = 2 * math.pi * i / n
        x = 16 * math.sin(t) ** 3
        y = -(13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t))
        pts.append((x, y))
    xs = [p[0] for p in pts]
    ys = [p[1] for p in pts]
    h = max(ys) - min(ys)
    cy = (max(ys) + min(ys)) / 2
    return [(x / h, (y - cy) / h) for x, y in pts]


def _stem(top_y, bottom_y=0.5, half_base=0.21, half_top=0.035, n=12):
    """A foot with concave sides, from a narrow neck at top_y to a wide base at bottom_y."""
    left = _bezier((-half_top, top_y), (-half_top * 0.8, bottom_y - 0.04), (-half_base, bottom_y), n)
    right = _bezier((half_base, bottom_y), (half_top * 0.8, bottom_y - 0.04), (half_top, top_y), n)
    return left + right


@lru_cache(maxsize=8)
def suit_polygons(suit: str) -> tuple[tuple[tuple[float, float], ...], ...]:
    """The suit sign as polygons in a unit box (height 1, centred on the origin, y down)."""
    if suit == "H":
        polys = [[(x * 0.98, y) for x, y in _heart_curve()]]
    elif suit == "D":
        top, right, bottom, left = (0, -0.5), (0.39, 0), (0, 0.5), (-0.39, 0)
        k = 0.1  # concavity of the sides
        pts = []
        for a, b in ((top, right), (right, bottom), (bottom, left), (left, top)):
            mid = ((a[0] + b[0]) / 2 * (1 - k), (a[1] + b[1]) / 2 * (1 - k))
            pts += _bezier(a, mid, b, 14)[:-1]
        polys = [pts]
    elif suit == "S":
        body_h = 0.80
        body = [(-x * 0.96 * body_h, -y * body_h - 0.5 + body_h / 2) for x, y in _heart_curve()]
        # the heart curve's top notch becomes the spade's lower notch; the stem covers it
        neck_y = -0.5 + body_h * 0.80
        polys = [body, _stem(neck_y - 0.08, 0.5, 0.20, 0.04)]
    elif suit == "C":
        r = 0.235
        polys = [
            circle_poly(0.0, -0.5 + r, r, 64),
            circle_poly(-0.255, -0.5 + r + 0.36, r, 64),
            circle_poly(0.255, -0.5 + r + 0.36, r, 64),
            circle_poly(0.0, -0.5 + r + 0.26, 0.13, 32),
            _stem(-0.5 + r + 0.30, 0.5, 0.20, 0.045),
        ]
    else:
        raise ValueError(f"suit must be one of S C H D, not {suit!r}")
    return tuple(tuple(p) for p in polys)


def draw_suit(draw: ImageDraw.ImageDraw, suit: str, cx: float, cy: float, size: float,
              fill, flip: bool = False) -> None:
    """Draw a suit sign of height ``size`` centred on (cx, cy); ``flip`` turns it 180°."""
    s = -size if flip else size
    for poly in suit_polygons(suit):
        draw.polygon([(cx + x * s, cy + y * s) for x, y in poly], fill=fill)


def render_suit(suit: str, size: int, colour=None, *, four_colour: bool = False) -> Image.Image:
    """A lone anti-aliased suit sign, ``size`` x ``size`` RGBA (for menus, badges, the trump)."""
    colour = colour or suit_colour(suit, four_colour)
    big = size * SS
    mask = Image.new("L", (big, big), 0)
    draw_suit(ImageDraw.Draw(mask), suit, big / 2, big / 2, big * 0.92, 255)
    mask = mask.resize((size, size), Image.BOX)
    out = Image.new("RGBA", (size, size), tuple(colour[:3]) + (0,))
    out.putalpha(mask)
    return out


# --------------------------------------------------------------------------- pip layouts
# (column, row): column -1/0/1 = left/centre/right, row 0..1 from top to bottom.
_T = 1 / 3
PIP_LAYOUTS = {
    2: [(0, 0), (0, 1)],
    3: [(0, 0), (0, 0.5), (0, 1)],
    4: [(-1, 0), (1, 0), (-1, 1), (1, 1)],
    5: [(-1, 0), (1, 0), (0, 0.5), (-1, 1), (1, 1)],
    6: [(-1, 0), (1, 0), (-1, 0.5), (1, 0.5), (-1, 1), (1, 1)],
    7: [(-1, 0), (1, 0), (0, 0.25), (-1, 0.5), (1, 0.5), (-1, 1), (1, 1)],
    8: [(-1, 0), (1, 0), (0, 0.25), (-1, 0.5), (1, 0.5), (0, 0.75), (-1, 1), (1, 1)],
    9: [(-1, 0), (1, 0), (-1, _T), (1, _T), (0, 0.5), (-1, 2 * _T), (1, 2 * _T), (-1, 1), (1, 1)],
    10: [(-1, 0), (1, 0), (0, 1 / 6), (-1, _T), (1, _T), (-1, 2 * _T), (1, 2 * _T),
         (0, 5 / 6), (-1, 1), (1, 1)],
}


# --------------------------------------------------------------------------- card geometry

class _Geom:
    """All measures of one face, in final pixels."""

    def __init__(self, w: int, h: int, large_index: bool):
        self.w, self.h = w, h
        self.compact = w < COMPACT_WIDTH
        self.radius = max(3.6, 0.07 * w)
        self.edge = max(1.0, w / 105)
        if self.compact:
            k = 1.12 if large_index else 1.0
            self.cap = 0.25 * h * k
            self.idx_cx = 0.235 * w * (1.04 if large_index else 1.0)
            self.idx_top = 0.055 * h
            self.idx_maxw = 0.40 * w * k
            self.suit = 0.20 * h * k
            self.gap = 0.035 * h
        else:
            k = 1.3 if large_index else 1.0
            self.cap = 0.098 * h * k
            self.idx_cx = 0.098 * w * (1.12 if large_index else 1.0)
            self.idx_top = 0.05 * h
            self.idx_maxw = 0.155 * w * k
            self.suit = 0.072 * h * k
            self.gap = 0.022 * h
        # pips
        self.col_dx = 0.2 * w if not large_index else 0.17 * w
        self.row_top = 0.2 * h
        self.row_bot = 0.8 * h
        self.pip = 0.13 * h if not large_index else 0.112 * h
        self.ace_pip = 0.36 * h
        # court frame
        fx = 0.205 * w if not large_index else 0.25 * w
        self.frame = (fx, 0.055 * h, w - fx, h - 0.055 * h)


def _draw_corners(canvas: Image.Image, g: _Geom, text: str, suit: str, ink, s: int) -> None:
    """Index and suit sign top-left, and the same turned 180° bottom-right."""
    mask, cap_top = text_mask(text, _INDEX_FONT, g.cap * s, g.idx_maxw * s)
    W, H = canvas.size
    x = g.idx_cx * s - mask.width / 2
    y = g.idx_top * s - cap_top
    paste_mask(canvas, ink, mask, x, y)
    rot = mask.transpose(Image.ROTATE_180)
    paste_mask(canvas, ink, rot, W - x - mask.width, H - y - mask.height)
    ink_bottom = max(g.idx_top * s + g.cap * s, y + mask.height)
    sy = ink_bottom + g.gap * s + g.suit * s / 2
    d = ImageDraw.Draw(canvas)
    draw_suit(d, suit, g.idx_cx * s, sy, g.suit * s, ink)
    draw_suit(d, suit, W - g.idx_cx * s, H - sy, g.suit * s, ink, flip=True)


def _draw_pips(d: ImageDraw.ImageDraw, g: _Geom, rank: int, suit: str, ink, s: int) -> None:
    cx = g.w / 2
    for col, row in PIP_LAYOUTS[rank]:
        x = cx + col * g.col_dx
        y = g.row_top + row * (g.row_bot - g.row_top)
        draw_suit(d, suit, x * s, y * s, g.pip * s, ink, flip=row > 0.5)


def _draw_ace(canvas: Image.Image, g: _Geom, suit: str, ink, s: int) -> None:
    d = ImageDraw.Draw(canvas)
    cx, cy = g.w / 2 * s, g.h / 2 * s
    size = g.ace_pip * s * (1.12 if suit == "S" else 1.0)
    draw_suit(d, suit, cx, cy, size, ink)
    # a fine ivory line inside the big pip, like an engraved outline
    pad = int(size * 0.1)
    box = (int(cx - size * 0.6) - pad, int(cy - size * 0.5) - pad,
           int(cx + size * 0.6) + pad, int(cy + size * 0.5) + pad)
    inner = Image.new("L", (box[2] - box[0], box[3] - box[1]), 0)
    draw_suit(ImageDraw.Draw(inner), suit, cx - box[0], cy - box[1], size, 255)
    ring = _inset(inner, size * 0.05)
    ring.paste(0, mask=_inset(inner, size * 0.05 + max(1.0, size * 0.02)))
    paste_mask(canvas, STOCK, ring, box[0], box[1])


def _inset(mask: Image.Image, dist: float) -> Image.Image:
    """Erode a 0/255 mask by about ``dist`` pixels (a blur and a threshold: fast)."""
    sigma = dist / 2.05
    blurred = mask.filter(ImageFilter.GaussianBlur(sigma))
    return blurred.point(lambda v: 255 if v >= 250 else 0)


# --------------------------------------------------------------------------- court cards

def _court_palette(suit: str, four_colour: bool):
    ink = suit_colour(suit, four_colour)
    if ink == RED:
        second = (34, 56, 112)       # navy
    elif ink == BLACK:
        second = (44, 78, 132)       # slate blue (no red on black suits)
    else:                            # four colours: a deeper shade of blue or green
        second = mix(ink, (0, 0, 0), 0.45)
    return ink, second


def _crown_king(d, box, ink, second, lw):
    """A royal crown: five points with pearls on a jewelled band, a cross on top."""
    x0, y0, x1, y1 = box
    cw, ch = x1 - x0, y1 - y0
    band_top = y0 + 0.62 * ch
    tip = y0 + 0.30 * ch
    pts = [(x0 + 0.04 * cw, y1), (x0, tip + 0.02 * ch), (x0 + 0.27 * cw, band_top - 0.06 * ch),
           (x0 + 0.5 * cw, y0 + 0.20 * ch), (x0 + 0.73 * cw, band_top - 0.06 * ch),
           (x1, tip + 0.02 * ch), (x1 - 0.04 * cw, y1)]
    d.polygon(pts, fill=GOLD, outline=ink, width=lw)
    d.rectangle((x0 + 0.02 * cw, band_top, x1 - 0.02 * cw, y1), fill=GOLD, outline=ink, width=lw)
    pr = 0.07 * cw
    for px, py in ((x0, tip), (x1, tip)):
        d.ellipse((px - pr, py - pr, px + pr, py + pr), fill=GOLD, outline=ink, width=lw)
    # orb and cross on the centre point
    cx = x0 + 0.5 * cw
    orb = 0.085 * cw
    oy = y0 + 0.20 * ch - orb * 0.6
    arm = 0.08 * cw
    d.rectangle((cx - arm * 0.28, y0 - 0.10 * ch, cx + arm * 0.28, oy), fill=ink)
    d.rectangle((cx - arm * 0.8, y0 - 0.02 * ch, cx + arm * 0.8, y0 - 0.02 * ch + arm * 0.5), fill=ink)
    d.ellipse((cx - orb, oy - orb, cx + orb, oy + orb), fill=GOLD, outline=ink, width=lw)
    jy = (band_top + y1) / 2
    jr = 0.06 * cw
    for fx in (0.22, 0.5, 0.78):
        jx = x0 + fx * cw
        col = ink if fx == 0.5 else second
        d.ellipse((jx - jr, jy - jr * 0.75, jx + jr, jy + jr * 0.75), fill=col)


def _crown_queen(d, box, ink, second, lw):
    """A coronet: a low band with three fleurons and pearls between them."""
    x0, y0, x1, y1 = box
    cw, ch = x1 - x0, y1 - y0
    band_top = y0 + 0.66 * ch
    # the band swells up a little between the fleurons
    top = [(x0 + 0.04 * cw, band_top)]
    for a, b in ((0.04, 0.5), (0.5, 0.96)):
        pa, pb = (x0 + a * cw, band_top), (x0 + b * cw, band_top)
        top += _bezier(pa, ((pa[0] + pb[0]) / 2, band_top - 0.28 * ch), pb, 10)[1:]
    d.polygon(top + [(x1 - 0.02 * cw, y1), (x0 + 0.02 * cw, y1)], fill=GOLD, outline=ink, width=lw)
    for fx, big in ((0.04, 0.8), (0.5, 1.0), (0.96, 0.8)):
        fcx = x0 + fx * cw
        base = band_top + 0.02 * ch
        leaf_h = 0.62 * ch * big
        leaf_w = 0.10 * cw * big
        leaf = (_bezier((fcx, base), (fcx - leaf_w * 1.6, base - leaf_h * 0.45), (fcx, base - leaf_h), 10)
                + _bezier((fcx, base - leaf_h), (fcx + leaf_w * 1.6, base - leaf_h * 0.45), (fcx, base), 10))
        d.polygon(leaf, fill=GOLD, outline=ink, width=lw)
        cr = 0.06 * cw * big
        for side in (-1, 1):
            sx, sy = fcx + side * leaf_w * 1.35, base - leaf_h * 0.38
            d.ellipse((sx - cr, sy - cr, sx + cr, sy + cr), fill=GOLD, outline=ink, width=lw)
    pr = 0.05 * cw
    for fx in (0.27, 0.73):
        px, py = x0 + fx * cw, band_top - 0.28 * ch
        d.ellipse((px - pr, py - pr, px + pr, py + pr), fill=(252, 250, 244), outline=ink, width=lw)
    jy = (band_top + y1) / 2 + 0.02 * ch
    jr = 0.045 * cw
    for fx in (0.27, 0.5, 0.73):
        jx = x0 + fx * cw
        d.polygon([(jx, jy - jr * 1.3), (jx + jr, jy), (jx, jy + jr * 1.3), (jx - jr, jy)],
                  fill=ink if fx == 0.5 else second)


def _cap_jack(d, box, ink, second, lw):
    """A round cap with a fur-like trim, a button on top and a long feather."""
    x0, y0, x1, y1 = box
    cw, ch = x1 - x0, y1 - y0
    band_top = y0 + 0.70 * ch
    # the feather, behind the cap, sweeping up and to the right
    root = (x0 + 0.66 * cw, band_top - 0.1 * ch)
    tip = (x1 + 0.04 * cw, y0 - 0.02 * ch)
    feather = (_bezier(root, (x0 + 0.62 * cw, y0 + 0.1 * ch), tip, 16)
               + _bezier(tip, (x0 + 1.0 * cw, y0 + 0.45 * ch), (root[0] + 0.14 * cw, band_top), 16))
    d.polygon(feather, fill=GOLD, outline=ink, width=lw)
    d.line(_bezier((root[0] + 0.05 * cw, band_top), (x0 + 0.8 * cw, y0 + 0.25 * ch), tip, 12),
           fill=ink, width=lw)
    # the crown of the cap: a round dome
    dx0, dx1 = x0 + 0.14 * cw, x1 - 0.14 * cw
    dome_h = 0.58 * ch
    d.chord((dx0, band_top - dome_h, dx1, band_top + dome_h), 180, 360, fill=second, outline=ink, width=lw)
    br = 0.06 * cw
    bx, by = (dx0 + dx1) / 2, band_top - dome_h
    d.ellipse((bx - br, by - br, bx + br, by + br), fill=GOLD, outline=ink, width=lw)
    # the trim: a rounded band with dots, a little wider than the dome
    d.rounded_rectangle((x0 + 0.04 * cw, band_top, x1 - 0.04 * cw, y1), radius=(y1 - band_top) * 0.5,
                        fill=GOLD, outline=ink, width=lw)
    jr = 0.04 * cw
    jy = (band_top + y1) / 2
    for fx in (0.25, 0.5, 0.75):
        jx = x0 + fx * cw
        d.ellipse((jx - jr, jy - jr, jx + jr, jy + jr), fill=ink if fx == 0.5 else second)


def _attr_sceptre(d, top, bottom, ink, second, lw, size):
    d.line((bottom, top), fill=ink, width=max(lw * 2, int(size * 0.09)))
    r = size * 0.11
    d.line(((top[0], top[1] - r), (top[0], top[1] - r * 2.6)), fill=ink, width=lw * 2)
    d.line(((top[0] - r * 0.75, top[1] - r * 1.8), (top[0] + r * 0.75, top[1] - r * 1.8)), fill=ink, width=lw * 2)
    d.ellipse((top[0] - r, top[1] - r, top[0] + r, top[1] + r), fill=GOLD, outline=ink, width=lw)


def _attr_lily(d, top, bottom, ink, second, lw, size):
    d.line((bottom, top), fill=ink, width=max(lw * 2, int(size * 0.07)))
    r = size * 0.10
    x, y = top
    for dx, dy in ((0, -1.3), (-1.1, -0.2), (1.1, -0.2)):
        px, py = x + dx * r, y + dy * r
        d.ellipse((px - r, py - r, px + r, py + r), fill=GOLD, outline=ink, width=lw)
    d.ellipse((x - r * 0.6, y - r * 0.6, x + r * 0.6, y + r * 0.6), fill=second)


def _attr_halberd(d, top, bottom, ink, second, lw, size, mirror=False):
    d.line((bottom, top), fill=ink, width=max(lw * 2, int(size * 0.07)))
    x, y = top
    r = size * 0.22
    sgn = -1 if mirror else 1
    # spear point and a crescent blade
    d.polygon([(x, y - r * 1.3), (x + r * 0.28, y - r * 0.2), (x - r * 0.28, y - r * 0.2)],
              fill=GOLD, outline=ink, width=lw)
    blade = (_bezier((x, y - r * 0.15), (x + sgn * r * 1.1, y - r * 0.6), (x + sgn * r * 0.95, y + r * 0.55), 10)
             + _bezier((x + sgn * r * 0.95, y + r * 0.55), (x + sgn * r * 0.5, y + r * 0.15), (x, y + r * 0.5), 10))
    d.polygon(blade, fill=GOLD, outline=ink, width=lw)


_HEADDRESS = {13: _crown_king, 12: _crown_queen, 11: _cap_jack}
_ATTRIBUTE = {13: _attr_sceptre, 12: _attr_lily, 11: _attr_halberd}


def _shield(fw, top, bottom, width):
    """An escutcheon: straight top and sides, curving to a point at the bottom."""
    x0, x1 = (fw - width) / 2, (fw + width) / 2
    mid = top + (bottom - top) * 0.48
    cx = fw / 2
    pts = [(x0, top), (x1, top), (x1, mid)]
    pts += _bezier((x1, mid), (x1, bottom - (bottom - top) * 0.16), (cx, bottom), 14)[1:]
    pts += _bezier((cx, bottom), (x0, bottom - (bottom - top) * 0.16), (x0, mid), 14)[1:]
    return pts


@lru_cache(maxsize=64)
def _court_half(rank: int, suit: str, letter: str, fw: int, fh: int, four_colour: bool) -> Image.Image:
    """The upper half of a court card's framed panel (supersampled pixels), opaque RGB:
    a crowned shield bearing the letter, with the court's attribute crossed behind it."""
    ink, second = _court_palette(suit, four_colour)
    img = Image.new("RGB", (fw, fh), COURT_FIELD)
    d = ImageDraw.Draw(img)
    lw = max(1, int(round(fw * 0.014)))
    # faint diagonal hatching in the field, like an engraved ground
    hatch = mix(COURT_FIELD, GOLD, 0.22)
    step = max(4, int(fw * 0.055))
    for x in range(-fh, fw, step):
        d.line((x, fh, x + fh, 0), fill=hatch, width=max(1, lw // 2))
        d.line((x, 0, x + fh, fh), fill=hatch, width=max(1, lw // 2))
    # crossed attributes behind the shield
    attr = _ATTRIBUTE[rank]
    size = fw * 0.52
    for side in (-1, 1):
        top = (fw / 2 + side * fw * 0.34, fh * 0.27)
        bottom = (fw / 2 - side * fw * 0.02, fh * 0.62)
        if attr is _attr_halberd:
            attr(d, top, bottom, ink, second, lw, size, mirror=side < 0)
        else:
            attr(d, top, bottom, ink, second, lw, size)
    # the shield bearing the letter
    sh_top, sh_bot = fh * 0.37, fh * 0.96
    sw = fw * 0.60
    d.polygon(_shield(fw, sh_top, sh_bot, sw), fill=(252, 249, 240), outline=ink, width=lw * 2)
    inset = lw * 3
    d.line(_shield(fw, sh_top + inset, sh_bot - inset * 1.6, sw - 2 * inset) + [((fw - sw) / 2 + inset, sh_top + inset)],
           fill=GOLD, width=lw)
    cap = fh * 0.31
    mask, cap_top = text_mask(letter, _INDEX_FONT, cap, sw * 0.74, tracking=0)
    lx = (fw - mask.width) / 2
    ly = sh_top + (sh_bot - sh_top) * 0.40 - cap / 2 - cap_top
    paste_mask(img, ink, mask, lx, ly)
    # the headdress sits on the shield
    hw = sw * (0.92 if rank != 11 else 0.86)
    hh = fh * 0.31
    hx0 = (fw - hw) / 2
    hy1 = sh_top + lw
    _HEADDRESS[rank](d, (hx0, hy1 - hh, hx0 + hw, hy1), ink, second, lw)
    # small suit signs low in the outer corners
    ps = fh * 0.14
    for sx in (fw * 0.115, fw * 0.885):
        draw_suit(d, suit, sx, fh * 0.80, ps, ink)
    return img


def _draw_court(canvas: Image.Image, g: _Geom, rank: int, suit: str, letter: str,
                four_colour: bool, s: int) -> None:
    ink, second = _court_palette(suit, four_colour)
    x0, y0, x1, y1 = (round(v * s) for v in g.frame)
    fw, fh = x1 - x0, y1 - y0
    half_h = fh // 2
    half = _court_half(rank, suit, letter, fw, half_h, four_colour)
    canvas.paste(half, (x0, y0))
    canvas.paste(half.transpose(Image.ROTATE_180), (x0, y1 - half_h))
    d = ImageDraw.Draw(canvas)
    lw = max(1, int(round(g.w * s * 0.011)))
    # divider with a lozenge in the middle
    my = y0 + fh / 2
    d.line((x0, my, x1, my), fill=ink, width=lw)
    lz = fw * 0.06
    mx = (x0 + x1) / 2
    d.polygon([(mx - lz, my), (mx, my - lz * 0.7), (mx + lz, my), (mx, my + lz * 0.7)],
              fill=GOLD, outline=ink, width=lw)
    # double frame: a strong outer rule and a fine inner one
    d.rectangle((x0, y0, x1, y1), outline=ink, width=lw * 2)
    ins = lw * 3
    d.rectangle((x0 + ins, y0 + ins, x1 - ins, y1 - ins), outline=second, width=max(1, lw // 2 + 1))


def _draw_compact_court(canvas: Image.Image, g: _Geom, rank: int, suit: str, four_colour: bool,
                        s: int) -> None:
    """Small sizes: courts get a gold-tinted field inside a rule of the suit's colour and
    their headdress in the free corners."""
    ink, second = _court_palette(suit, four_colour)
    d = ImageDraw.Draw(canvas)
    W, H = canvas.size
    m = (g.edge + 1.0) * s
    lw = max(2, int(round(s * max(0.8, g.w / 48))))
    d.rounded_rectangle((m, m, W - 1 - m, H - 1 - m), radius=max(1, g.radius * s - m),
                        fill=COURT_FIELD, outline=ink, width=lw)
    cw = g.w * 0.36 * s
    ch = g.h * 0.15 * s
    bx = W - m - cw - g.w * 0.08 * s
    by = m + g.h * 0.07 * s
    lw2 = max(1, s // 2 + 1)
    _HEADDRESS[rank](d, (bx, by, bx + cw, by + ch), ink, second, lw2)
    # and upside down in the opposite corner
    corner = canvas.crop((int(bx - cw * 0.2), int(by - ch * 0.3), int(bx + cw * 1.2), int(by + ch * 1.05)))
    rot = corner.transpose(Image.ROTATE_180)
    canvas.paste(rot, (W - int(bx + cw * 1.2), H - int(by + ch * 1.05)))


# --------------------------------------------------------------------------- public API

def _card_base(W: int, H: int, g: _Geom, s: int) -> tuple[Image.Image, Image.Image]:
    """Supersampled card blank (RGBA) and its shape mask (L)."""
    shape = rounded_mask((W, H), g.radius * s)
    canvas = Image.new("RGBA", (W, H), STOCK + (0,))
    canvas.paste(EDGE + (255,), (0, 0), shape)
    inner = rounded_mask((W, H), g.radius * s, inset=g.edge * s)
    canvas.paste(STOCK + (255,), (0, 0), inner)
    return canvas, shape


def render_face(rank: int, suit: str, width: int, height: int, *, indices: str = "ru",
                four_colour: bool = False, large_index: bool = False) -> Image.Image:
    """The face of a card, exactly ``width`` x ``height`` RGBA, transparent rounded corners.

    ``indices``: 'ru' (Т К Д В, the default) or 'en' (A K Q J).  ``four_colour`` draws
    ♠ black, ♥ red, ♦ blue, ♣ green.  ``large_index`` makes the corner indices bigger.
    """
    text = rank_text(rank, indices)
    ink = suit_colour(suit, four_colour)
    width, height = int(width), int(height)
    if width < 8 or height < 8:
        raise ValueError("a card must be at least 8x8 pixels")
    s = SS if height <= 240 else 2         # a large card (1440p and up) is fine at 2×, at half the cost
    W, H = width * s, height * s
    g = _Geom(width, height, large_index)
    canvas, shape = _card_base(W, H, g, s)
    if g.compact:
        if rank >= 11 and rank <= 13:
            _draw_compact_court(canvas, g, rank, suit, four_colour, s)
        _draw_corners(canvas, g, text, suit, ink, s)
    else:
        if rank == 14:
            _draw_ace(canvas, g, suit, ink, s)
        elif rank >= 11:
            _draw_court(canvas, g, rank, suit, text, four_colour, s)
        else:
            _draw_pips(ImageDraw.Draw(canvas), g, rank, suit, ink, s)
        _draw_corners(canvas, g, text, suit, ink, s)
    return reduce_rgba(canvas, (width, height), shape)


def _back_colour(colour) -> tuple[int, int, int]:
    if isinstance(colour, str):
        try:
            return BACK_COLOURS[colour]
        except KeyError:
            raise ValueError(f"unknown back colour {colour!r}; use {sorted(BACK_COLOURS)} or (r, g, b)") from None
    return tuple(int(c) for c in colour[:3])


def render_back(width: int, height: int, colour="red") -> Image.Image:
    """A card back: a fine lattice with small rosettes in one colour inside a white border.

    ``colour`` is 'red', 'blue', 'green' or an (r, g, b) tuple; use a second colour for
    cards that come "from another deck" (the Лентюрлю stakes)."""
    base = _back_colour(colour)
    width, height = int(width), int(height)
    s = SS
    W, H = width * s, height * s
    g = _Geom(width, height, False)
    canvas, shape = _card_base(W, H, g, s)
    canvas.paste((250, 249, 245, 255), (0, 0), rounded_mask((W, H), g.radius * s, inset=g.edge * s))
    border = max(2.0, width * 0.065) * s
    pw, ph = int(W - 2 * border), int(H - 2 * border)
    panel = Image.new("RGB", (pw, ph), base)
    d = ImageDraw.Draw(panel)
    light = mix(base, (255, 255, 255), 0.42)
    dark = mix(base, (0, 0, 0), 0.25)
    step = max(5.0, width * 0.105) * s
    lw = max(1, int(round(s * max(0.55, width / 160))))
    # diagonal lattice centred on the panel
    cx, cy = pw / 2, ph / 2
    n = int((pw + ph) / step) + 2
    for i in range(-n, n + 1):
        off = i * step
        d.line((cx + off - ph, cy - ph, cx + off + ph, cy + ph), fill=light, width=lw)
        d.line((cx + off + ph, cy - ph, cx + off - ph, cy + ph), fill=light, width=lw)
    # rosettes in the cells, dots on the nodes
    r = step * 0.16
    for j in range(-n, n + 1):
        for i in range(-n, n + 1):
            x = cx + i * step
            y = cy + j * step
            if -step < x < pw + step and -step < y < ph + step:
                # cell centres lie half a step off the nodes (vertically)
                yc = y + step / 2
                for ang in range(4):
                    a = ang * math.pi / 2
                    px, py = x + math.cos(a) * r, yc + math.sin(a) * r
                    d.ellipse((px - r * 0.7, py - r * 0.7, px + r * 0.7, py + r * 0.7), fill=light)
                d.ellipse((x - r * 0.45, yc - r * 0.45, x + r * 0.45, yc + r * 0.45), fill=dark)
                d.ellipse((x - r * 0.55, y - r * 0.55, x + r * 0.55, y + r * 0.55), fill=light)
    # an inner double rule
    ins = max(2.0, width * 0.035) * s
    d.rectangle((0, 0, pw - 1, ph - 1), outline=dark, width=lw * 2)
    d.rectangle((ins, ins, pw - 1 - ins, ph - 1 - ins), outline=light, width=lw)
    pmask = Image.new("L", (pw, ph), 0)
    ImageDraw.Draw(pmask).rounded_rectangle((0, 0, pw - 1, ph - 1), radius=max(0, g.radius * s - border) + s,
                                            fill=255)
    canvas.paste(panel, (int(border), int(border)), pmask)
    return reduce_rgba(canvas, (width, height), shape)


def render_deck_face(rank: int, suit: str, width: int, height: int, colour="blue", **face) -> Image.Image:
    """A face from a second pack: the usual face (``render_face``), a little smaller, set
    in a card of the second pack's back colour with a fine light rule, so that everyone
    sees the card is not from the playing deck (Лентюрлю's stake cards)."""
    width, height = int(width), int(height)
    base = _back_colour(colour)
    b = max(2, int(round(width * 0.055)))
    inner = render_face(rank, suit, width - 2 * b, height - 2 * b, **face)
    s = SS
    W, H = width * s, height * s
    g = _Geom(width, height, False)
    canvas, shape = _card_base(W, H, g, s)
    canvas.paste(base + (255,), (0, 0), rounded_mask((W, H), g.radius * s, inset=g.edge * s))
    rule = max(1.0, width / 110) * s
    light = mix(base, (255, 255, 255), 0.5)
    ring = rounded_mask((W, H), g.radius * s, inset=g.edge * s + rule * 1.2)
    canvas.paste(light + (255,), (0, 0), ring)
    canvas.paste(base + (255,), (0, 0), rounded_mask((W, H), g.radius * s, inset=g.edge * s + rule * 2.2))
    out = reduce_rgba(canvas, (width, height), shape)
    out.alpha_composite(inner, (b, b))
    return out


def shadow_margin(blur: float) -> int:
    """How far a shadow from :func:`render_shadow` extends beyond the card on each side."""
    return int(math.ceil(blur * 2)) + 1


def render_shadow(width: int, height: int, blur: float = 4.0, opacity: float = 0.42) -> Image.Image:
    """A soft black shadow of a card, RGBA of (width + 2m) x (height + 2m) with
    ``m = shadow_margin(blur)``: blit it at the card's position minus (m, m), plus whatever
    offset the light suggests (a few pixels down and right)."""
    width, height = int(width), int(height)
    m = shadow_margin(blur)
    size = (width + 2 * m, height + 2 * m)
    radius = max(3.6, 0.07 * width)
    mask = Image.new("L", size, 0)
    ImageDraw.Draw(mask).rounded_rectangle((m, m, m + width - 1, m + height - 1), radius=radius,
                                           fill=int(255 * opacity))
    if blur > 0:
        mask = mask.filter(ImageFilter.GaussianBlur(blur))
    out = Image.new("RGBA", size, (0, 0, 0, 0))
    out.putalpha(mask)
    return out


def render_slot(width: int, height: int) -> Image.Image:
    """A faint outline of an empty card place on the cloth, exactly width x height RGBA."""
    width, height = int(width), int(height)
    s = SS
    W, H = width * s, height * s
    radius = max(3.6, 0.07 * width) * s
    lw = max(1.0, width / 70) * s
    outer = rounded_mask((W, H), radius, inset=0.5 * s)
    inner = rounded_mask((W, H), radius, inset=0.5 * s + lw)
    img = Image.new("RGBA", (W, H), (255, 255, 255, 0))
    # a slight lightening inside and a chalky rim
    fill = Image.eval(inner, lambda v: v * 22 // 255)
    rim = Image.new("L", (W, H), 0)
    rim.paste(outer, (0, 0))
    rim.paste(0, (0, 0), inner)
    rim = Image.eval(rim, lambda v: v * 96 // 255)
    alpha = Image.new("L", (W, H), 0)
    alpha.paste(fill, (0, 0))
    alpha.paste(rim, (0, 0), rim.point(lambda v: 255 if v else 0))
    img.putalpha(alpha)
    return img.resize((width, height), Image.BOX)
