"""The table: baize cloth with an optional wooden rim, and the seat name plates (pure Pillow)."""
from __future__ import annotations

import math
import random
from functools import lru_cache

from PIL import Image, ImageChops, ImageDraw, ImageFilter

from ._common import SS, mix

__all__ = ["CLOTHS", "render_baize", "render_plate", "render_mat", "mat_pad", "plate_margin", "rim_width", "BAIZE", "CHALK"]

BAIZE = (38, 98, 62)          #: the cloth's mean colour: calm, slightly blue green
#: the cloths a player may choose (Settings.cloth), each as calm as the green
CLOTHS = {"green": BAIZE, "blue": (34, 72, 104), "claret": (104, 36, 48), "brown": (92, 70, 44)}
CHALK = (238, 232, 212)       #: warm off-white for writing on the cloth
WOOD = (92, 54, 30)
WOOD_DARK = (58, 32, 18)


@lru_cache(maxsize=4)
def _noise_tile(size: int, seed: int, blur: float) -> Image.Image:
    """A seamless grey noise tile (mean ~128), deterministic for a given seed."""
    rng = random.Random(seed)
    raw = Image.frombytes("L", (size, size), rng.randbytes(size * size))
    # blur a 3x3 tiling and keep the middle so that the tile wraps without seams
    big = Image.new("L", (size * 3, size * 3))
    for i in range(3):
        for j in range(3):
            big.paste(raw, (i * size, j * size))
    big = big.filter(ImageFilter.GaussianBlur(blur))
    tile = big.crop((size, size, 2 * size, 2 * size))
    # stretch the contrast back after the blur
    lo, hi = tile.getextrema()
    span = max(1, hi - lo)
    return tile.point(lambda v: max(0, min(255, 128 + (v - (lo + hi) / 2) * 200 / span)))


def _tiled(tile: Image.Image, size: tuple[int, int]) -> Image.Image:
    w, h = size
    out = Image.new(tile.mode, size)
    tw, th = tile.size
    for y in range(0, h, th):
        for x in range(0, w, tw):
            out.paste(tile, (x, y))
    return out


def _cloth(size: tuple[int, int], colour, amount: float) -> Image.Image:
    """A cloth texture: fine grain plus a faint coarser mottling, around ``colour``."""
    fine = _tiled(_noise_tile(128, 0, 0.6), size)
    coarse = _tiled(_noise_tile(96, 1, 3.0), (size[0] // 4 + 1, size[1] // 4 + 1))
    coarse = coarse.resize((coarse.width * 4, coarse.height * 4), Image.BILINEAR).crop((0, 0) + size)
    grain = Image.blend(fine, coarse, 0.45)
    bands = []
    for c in colour[:3]:
        k = amount * (0.9 + c / 255)
        bands.append(grain.point(lambda v, c=c, k=k: max(0, min(255, int(c + (v - 128) / 128 * k)))))
    return Image.merge("RGB", bands)


def _vignette(size: tuple[int, int], strength: float) -> Image.Image:
    """An 'L' multiplier: 255 in the middle, darker towards the edges (smooth)."""
    w, h = size
    sw, sh = 64, max(2, int(64 * h / max(1, w)))
    small = Image.new("L", (sw, sh))
    px = small.load()
    for y in range(sh):
        ny = (y + 0.5) / sh * 2 - 1
        for x in range(sw):
            nx = (x + 0.5) / sw * 2 - 1
            r = math.sqrt(nx * nx * 0.85 + ny * ny)
            t = max(0.0, r - 0.35) / 1.1
            px[x, y] = int(255 * (1 - strength * min(1.0, t * t * (3 - 2 * t))))
    return small.resize(size, Image.BICUBIC)


def rim_width(width: int, height: int) -> int:
    """The width of the wooden rim drawn by ``render_baize(..., rim=True)``."""
    return max(8, int(min(width, height) * 0.03))


def _wood(size: tuple[int, int], vertical: bool) -> Image.Image:
    """Wood with grain running along the long side."""
    w, h = size
    tile = _noise_tile(128, 2, 1.0)
    # streaks: squash noise across the grain
    if vertical:
        streak = tile.resize((16, 128)).resize((max(1, w), 512), Image.BICUBIC)
        streak = _tiled(streak, (w, h))
    else:
        streak = tile.resize((128, 16)).resize((512, max(1, h)), Image.BICUBIC)
        streak = _tiled(streak, (w, h))
    bands = [streak.point(lambda v, c=c: max(0, min(255, int(c + (v - 128) * 0.22)))) for c in WOOD]
    return Image.merge("RGB", bands)


def render_baize(width: int, height: int, *, rim: bool = False, colour=BAIZE) -> Image.Image:
    """The table cloth, RGB ``width`` x ``height``: calm green baize with a fine
    deterministic texture and a soft vignette; with ``rim=True`` a darker wooden band of
    :func:`rim_width` pixels frames it (the playing area is inside that band)."""
    width, height = int(width), int(height)
    size = (width, height)
    img = _cloth(size, colour, 7.0)
    vig = _vignette(size, 0.38)
    img = ImageChops.multiply(img, Image.merge("RGB", (vig, vig, vig)))
    if not rim:
        return img
    rw = rim_width(width, height)
    # inner shadow the rim casts on the cloth
    sh_small = Image.new("L", (max(1, width // 4), max(1, height // 4)), 0)
    ImageDraw.Draw(sh_small).rectangle((0, 0, sh_small.width - 1, sh_small.height - 1),
                                       outline=255, width=max(1, rw // 4 + 1))
    sh_small = sh_small.filter(ImageFilter.GaussianBlur(max(1.0, rw / 4)))
    shadow = sh_small.resize(size, Image.BILINEAR).point(lambda v: v * 150 // 255)
    img.paste((8, 20, 12), (0, 0), shadow)
    # the four mitred boards
    horiz = _wood((width, rw), False)
    vert = _wood((rw, height), True)
    wood = Image.new("RGB", size)
    wood.paste(vert, (0, 0))
    wood.paste(vert.transpose(Image.ROTATE_180), (width - rw, 0))
    mask = Image.new("L", size, 0)
    d = ImageDraw.Draw(mask)
    d.polygon([(0, 0), (width, 0), (width - rw, rw), (rw, rw)], fill=255)
    d.polygon([(0, height), (width, height), (width - rw, height - rw), (rw, height - rw)], fill=255)
    wood.paste(horiz, (0, 0), mask.crop((0, 0, width, rw)))
    wood.paste(horiz.transpose(Image.ROTATE_180), (0, height - rw), mask.crop((0, height - rw, width, height)))
    frame = Image.new("L", size, 0)
    ImageDraw.Draw(frame).rectangle((0, 0, width - 1, height - 1), outline=255, width=rw)
    # bevel: light on the outer top-left edge, dark where the wood meets the cloth
    db = ImageDraw.Draw(wood)
    hl = mix(WOOD, (255, 220, 170), 0.35)
    db.line((0, 0, width, 0), fill=hl, width=max(1, rw // 8))
    db.line((0, 0, 0, height), fill=hl, width=max(1, rw // 8))
    db.rectangle((rw - max(1, rw // 6), rw - max(1, rw // 6), width - rw + max(1, rw // 6) - 1,
                  height - rw + max(1, rw // 6) - 1), outline=WOOD_DARK, width=max(1, rw // 6))
    db.rectangle((max(1, rw // 3), max(1, rw // 3), width - 1 - max(1, rw // 3), height - 1 - max(1, rw // 3)),
                 outline=mix(WOOD, WOOD_DARK, 0.5), width=1)
    db.rectangle((0, 0, width - 1, height - 1), outline=WOOD_DARK, width=1)
    img.paste(wood, (0, 0), frame)
    return img


def plate_margin(height: int) -> int:
    """Transparent margin around the body of a plate from :func:`render_plate` (room for
    the glow of the lit variant; both variants have the same size and body)."""
    return max(3, int(height) // 6)


def render_plate(width: int, height: int, lit: bool = False) -> Image.Image:
    """A small rounded name plate for a seat, RGBA exactly ``width`` x ``height``.

    The plate's body is inset by :func:`plate_margin` on every side; it is dark and
    translucent, or (``lit``) warmer with a soft golden glow in the margin, to mark the
    player to move.  Draw the name centred on the image."""
    width, height = int(width), int(height)
    m = plate_margin(height)
    s = SS
    W, H = width * s, height * s
    body = Image.new("L", (W, H), 0)
    radius = (height - 2 * m) * s * 0.42
    ImageDraw.Draw(body).rounded_rectangle((m * s, m * s, W - 1 - m * s, H - 1 - m * s), radius=radius, fill=255)
    border = Image.new("L", (W, H), 0)
    bw = max(1, s)
    ImageDraw.Draw(border).rounded_rectangle((m * s, m * s, W - 1 - m * s, H - 1 - m * s), radius=radius,
                                             outline=255, width=bw)
    body = body.resize((width, height), Image.BOX)
    border = border.resize((width, height), Image.BOX)
    out = Image.new("RGBA", (width, height), (0, 0, 0, 0))
    if lit:
        glow = body.filter(ImageFilter.GaussianBlur(max(1.5, m * 0.7))).point(lambda v: min(255, v * 2) * 150 // 255)
        out = Image.new("RGBA", (width, height), (255, 196, 96, 0))
        out.putalpha(glow)
        fill = Image.new("RGBA", (width, height), (70, 48, 22, 255))
        rim_col = (255, 214, 140, 255)
    else:
        fill = Image.new("RGBA", (width, height), (14, 22, 16, 255))
        rim_col = (225, 220, 200, 255)
    fill.putalpha(body.point(lambda v: v * (215 if lit else 165) // 255))
    out.alpha_composite(fill)
    rim = Image.new("RGBA", (width, height), rim_col[:3] + (0,))
    rim.putalpha(border.point(lambda v: v * (200 if lit else 70) // 255))
    out.alpha_composite(rim)
    if lit:
        # a faint highlight along the top inside
        hi = Image.new("L", (width, height), 0)
        ImageDraw.Draw(hi).line((m + radius / s, m + 1.5, width - m - radius / s, m + 1.5), fill=70,
                                width=1)
        warm = Image.new("RGBA", (width, height), (255, 230, 170, 0))
        warm.putalpha(hi)
        out.alpha_composite(warm)
    return out


def mat_pad(ring_w: int, ring_h: int) -> int:
    """How far :func:`render_mat`'s soft shade reaches beyond its chalk ring."""
    return max(4, int(min(ring_w, ring_h) * 0.05))


def render_mat(ring_w: int, ring_h: int, ring: bool = True) -> Image.Image:
    """A place marked on the cloth for something that stays put (Лентюрлю's cross of stake
    cards): a chalk oval ``ring_w`` x ``ring_h`` (a fine line and a fainter one inside it;
    none if not ``ring``) around a soft darker patch of worn baize; the image is larger by
    :func:`mat_pad` on every side."""
    ring_w, ring_h = int(ring_w), int(ring_h)
    pad = mat_pad(ring_w, ring_h)
    width, height = ring_w + 2 * pad, ring_h + 2 * pad
    shade = Image.new("L", (width, height), 0)
    ImageDraw.Draw(shade).ellipse((pad * 1.6, pad * 1.6, width - 1 - pad * 1.6, height - 1 - pad * 1.6), fill=58)
    shade = shade.filter(ImageFilter.GaussianBlur(pad * 0.9))
    out = Image.new("RGBA", (width, height), (8, 30, 18, 0))
    out.putalpha(shade)
    if not ring:
        return out
    s = SS
    W, H = width * s, height * s
    ring = Image.new("L", (W, H), 0)
    d = ImageDraw.Draw(ring)
    inset = pad * s
    lw = max(1, int(round(s * max(1.0, min(ring_w, ring_h) / 400))))
    d.ellipse((inset, inset, W - 1 - inset, H - 1 - inset), outline=118, width=lw)
    inset2 = inset + lw * 3.4
    d.ellipse((inset2, inset2, W - 1 - inset2, H - 1 - inset2), outline=48, width=max(1, lw // 2 + 1))
    ring = ring.resize((width, height), Image.BOX)
    chalk = Image.new("RGBA", (width, height), CHALK + (0,))
    chalk.putalpha(ring)
    out.alpha_composite(chalk)
    return out
