"""Small Pillow helpers shared by the art modules (no pygame here)."""
from __future__ import annotations

import math
from functools import lru_cache

from PIL import Image, ImageDraw, ImageFont

from ..assets import font_path

#: Supersampling factor: everything is drawn at SS x the final size and reduced.
SS = 3

Colour = tuple  # (r, g, b) or (r, g, b, a)


@lru_cache(maxsize=256)
def font(name: str, size: float) -> ImageFont.FreeTypeFont:
    """A cached FreeType font from assets/fonts (``name`` as accepted by font_path)."""
    return ImageFont.truetype(font_path(name), size=max(1.0, round(size * 4) / 4))


@lru_cache(maxsize=16)
def cap_ratio(name: str) -> float:
    """Cap height of the font as a fraction of its size (measured on 'H')."""
    f = font(name, 1000)
    left, top, right, bottom = f.getbbox("H", anchor="ls")
    return -top / 1000.0


@lru_cache(maxsize=2048)
def text_mask(text: str, name: str, cap_px: float, max_width: float = 0.0,
              tracking: float = -0.06) -> tuple[Image.Image, int]:
    """An 'L' mask of ``text`` whose capitals are ``cap_px`` pixels tall.

    Characters are laid out one by one with ``tracking`` (fraction of the cap height,
    negative = tighter) and the result is squeezed horizontally to ``max_width`` if wider.
    Returns ``(mask, cap_top)``: the mask is cropped to the ink horizontally; row 0 is the
    top of the capitals (or of the highest ink), ``cap_top`` the row of the cap line, and
    the baseline is at ``cap_top + cap_px`` (descenders such as the feet of Д go below).
    """
    size = cap_px / cap_ratio(name)
    f = font(name, size)
    pad = int(size * 0.5) + 2
    advances = [f.getlength(ch) for ch in text]
    width = int(sum(advances) + pad * 2 + abs(tracking) * cap_px * len(text))
    height = int(size * 1.6 + pad * 2)
    img = Image.new("L", (width, height), 0)
    d = ImageDraw.Draw(img)
    base = pad + size
    x = float(pad)
    for ch, adv in zip(text, advances):
        d.text((x, base), ch, fill=255, font=f, anchor="ls")
        x += adv + tracking * cap_px
    bbox = img.getbbox()
    if bbox is None:
        return Image.new("L", (1, 1), 0), 0
    cap_line = base - cap_px
    top = min(bbox[1], int(math.floor(cap_line)))
    mask = img.crop((bbox[0], top, bbox[2], bbox[3]))
    cap_top = int(round(cap_line - top))
    if max_width and mask.width > max_width:
        mask = mask.resize((max(1, int(round(max_width))), mask.height), Image.LANCZOS)
    return mask, cap_top


def paste_mask(canvas: Image.Image, colour: Colour, mask: Image.Image, x: float, y: float) -> None:
    """Paint ``colour`` through ``mask`` onto an opaque region of ``canvas`` at (x, y)."""
    xi, yi = int(round(x)), int(round(y))
    canvas.paste(tuple(colour[:3]) + (255,), (xi, yi, xi + mask.width, yi + mask.height), mask)


def reduce_rgba(img: Image.Image, size: tuple[int, int], alpha_mask: Image.Image | None = None) -> Image.Image:
    """Downsample a supersampled RGBA image with LANCZOS; if ``alpha_mask`` (an 'L' image
    at the supersampled size) is given, the alpha channel is its exact area average instead
    (no ringing, so a pixel fully outside the shape stays fully transparent)."""
    out = img.resize(size, Image.LANCZOS)
    if alpha_mask is not None:
        out.putalpha(alpha_mask.resize(size, Image.BOX))
    return out


def mix(a: Colour, b: Colour, t: float) -> tuple[int, int, int]:
    """Linear mix of two RGB colours: t=0 gives a, t=1 gives b."""
    return tuple(int(round(a[i] + (b[i] - a[i]) * t)) for i in range(3))


def circle_poly(cx: float, cy: float, r: float, n: int = 48, rx: float | None = None) -> list[tuple[float, float]]:
    rx = r if rx is None else rx
    return [(cx + rx * math.cos(2 * math.pi * i / n), cy + r * math.sin(2 * math.pi * i / n)) for i in range(n)]


def rounded_mask(size: tuple[int, int], radius: float, inset: float = 0.0) -> Image.Image:
    m = Image.new("L", size, 0)
    ImageDraw.Draw(m).rounded_rectangle(
        (inset, inset, size[0] - 1 - inset, size[1] - 1 - inset), radius=max(0, radius - inset), fill=255)
    return m
