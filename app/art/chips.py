"""Gaming chips seen from slightly above, and stacks of them (pure Pillow)."""
from __future__ import annotations

import math
from functools import lru_cache

from PIL import Image, ImageDraw, ImageFilter

from ._common import SS, mix, paste_mask, text_mask

__all__ = ["render_chip", "render_stack", "chip_size", "chip_colour", "CHIP_COLOURS",
           "DENOMINATION_COLOURS", "TILT", "edge_thickness"]

#: body colour and stripe colour of each chip colour
CHIP_COLOURS = {
    "white": ((236, 232, 220), (40, 70, 140)),
    "red": ((168, 28, 36), (248, 244, 236)),
    "green": ((22, 110, 60), (248, 244, 236)),
    "black": ((34, 34, 38), (248, 244, 236)),
    "blue": ((30, 66, 150), (248, 244, 236)),
    "purple": ((96, 40, 120), (248, 244, 236)),
    "yellow": ((222, 176, 40), (40, 30, 20)),
}
DENOMINATION_COLOURS = {1: "white", 5: "red", 25: "green", 100: "black", 500: "purple", 1000: "yellow"}

TILT = 0.72          #: vertical squash of the top face (1 = seen from straight above)


def chip_colour(value: int) -> str:
    """The colour name used for a denomination (1 white, 5 red, 25 green, 100 black, ...)."""
    return DENOMINATION_COLOURS.get(int(value), "blue")


def edge_thickness(diameter: int) -> int:
    """Visible height of a chip's edge in pixels (also the step between chips in a stack)."""
    return max(2, int(round(diameter * 0.09)))


def chip_size(diameter: int) -> tuple[int, int]:
    """Size of the image returned by :func:`render_chip`."""
    return int(diameter), int(round(diameter * TILT)) + edge_thickness(diameter)


@lru_cache(maxsize=64)
def _face(diameter_px: int, colour_name: str, label: str, turn: int = 0) -> Image.Image:
    """The chip's top face drawn as a circle (RGBA, supersampled), before the tilt."""
    body, stripe = CHIP_COLOURS[colour_name]
    D = diameter_px
    img = Image.new("RGBA", (D, D), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    c = D / 2
    d.ellipse((0, 0, D - 1, D - 1), fill=body + (255,))
    # edge spots: six rectangular inlays around the rim
    r_out, r_in = c, c * 0.74
    for k in range(6):
        a0 = math.radians(k * 60 - 12 + turn)
        a1 = math.radians(k * 60 + 12 + turn)
        pts = []
        for i in range(7):
            a = a0 + (a1 - a0) * i / 6
            pts.append((c + r_out * math.cos(a), c + r_out * math.sin(a)))
        for i in range(7):
            a = a1 - (a1 - a0) * i / 6
            pts.append((c + r_in * math.cos(a), c + r_in * math.sin(a)))
        d.polygon(pts, fill=stripe + (255,))
    # inner inlay with a fine ring
    ri = c * 0.62
    inlay = mix(body, (255, 255, 255), 0.82) if colour_name != "white" else (250, 248, 240)
    d.ellipse((c - ri, c - ri, c + ri, c + ri), fill=inlay + (255,))
    rr = c * 0.55
    lw = max(1, int(D * 0.012))
    d.ellipse((c - rr, c - rr, c + rr, c + rr), outline=body + (255,), width=lw)
    d.ellipse((c - r_out * 0.97, c - r_out * 0.97, c + r_out * 0.97, c + r_out * 0.97),
              outline=mix(body, (0, 0, 0), 0.3) + (255,), width=lw)
    # the value
    ink = body if colour_name not in ("white", "yellow") else (40, 50, 90)
    if colour_name == "black":
        ink = (30, 30, 34)
    cap = ri * (0.78 if len(label) <= 2 else 0.62 if len(label) == 3 else 0.5)
    mask, cap_top = text_mask(label, "sans-bold", cap, ri * 1.5, tracking=-0.02)
    paste_mask(img, ink, mask, c - mask.width / 2, c - cap / 2 - cap_top)
    return img


def _label(value) -> str:
    v = int(value)
    if v >= 1000 and v % 1000 == 0:
        return f"{v // 1000}K"
    return str(v)


def render_chip(diameter: int, colour_name: str | None = None, value: int = 1, *, turn: int = 0) -> Image.Image:
    """One chip, RGBA of :func:`chip_size` (``diameter`` wide): an elliptical top face with
    white edge inlays and the value in the middle, above an edge band ``edge_thickness``
    pixels tall.  ``colour_name`` is a key of :data:`CHIP_COLOURS`; None picks it from the
    value (1 white, 5 red, 25 green, 100 black, 500 purple, 1000 yellow).  ``turn``
    (degrees) rotates the inlays, so that chips in a stack do not line up."""
    turn = int(turn) % 60
    colour_name = colour_name or chip_colour(value)
    if colour_name not in CHIP_COLOURS:
        raise ValueError(f"unknown chip colour {colour_name!r}; use one of {sorted(CHIP_COLOURS)}")
    diameter = int(diameter)
    w, h = chip_size(diameter)
    s = SS
    W, H = w * s, h * s
    th = edge_thickness(diameter) * s
    fh = H - th                       # height of the face ellipse
    body, stripe = CHIP_COLOURS[colour_name]
    img = Image.new("RGBA", (W, H), body + (0,))
    d = ImageDraw.Draw(img)
    side = mix(body, (0, 0, 0), 0.32)
    # the edge: bottom ellipse plus the band between the two ellipses
    d.ellipse((0, th, W - 1, H - 1), fill=side + (255,))
    d.rectangle((0, fh / 2, W - 1, fh / 2 + th), fill=side + (255,))
    # stripes on the edge, matching the inlays on the face (front half only)
    for k in range(6):
        a0, a1 = math.radians(k * 60 - 12 + turn), math.radians(k * 60 + 12 + turn)
        if math.sin((a0 + a1) / 2) <= 0.05:
            continue
        pts = []
        for i in range(9):
            a = a0 + (a1 - a0) * i / 8
            pts.append((W / 2 + W / 2 * math.cos(a), fh / 2 + fh / 2 * math.sin(a)))
        for i in range(9):
            a = a1 - (a1 - a0) * i / 8
            pts.append((W / 2 + W / 2 * math.cos(a), fh / 2 + fh / 2 * math.sin(a) + th))
        d.polygon(pts, fill=mix(stripe, (0, 0, 0), 0.12) + (255,))
    # the face, squashed to the tilt
    face = _face(W, colour_name, _label(value), turn).resize((W, fh), Image.LANCZOS)
    img.alpha_composite(face, (0, 0))
    # a soft highlight on the upper rim
    hl = Image.new("L", (W, fh), 0)
    ImageDraw.Draw(hl).arc((s, s, W - 1 - s, fh - 1 - s), 200, 340, fill=90, width=max(1, s))
    img.alpha_composite(Image.merge("RGBA", (Image.new("L", (W, fh), 255),) * 3 + (hl,)), (0, 0))
    out = img.resize((w, h), Image.LANCZOS)
    # clean alpha (exact coverage, no ringing)
    mask = Image.new("L", (W, H), 0)
    dm = ImageDraw.Draw(mask)
    dm.ellipse((0, 0, W - 1, fh - 1), fill=255)
    dm.ellipse((0, th, W - 1, H - 1), fill=255)
    dm.rectangle((0, fh / 2, W - 1, fh / 2 + th), fill=255)
    out.putalpha(mask.resize((w, h), Image.BOX))
    return out


def render_stack(diameter: int, denominations: list[int], *, shadow: bool = True) -> Image.Image:
    """A stack of chips, the first denomination at the bottom, each chip one edge
    thickness above the previous one with a slight deterministic jitter, over a soft
    shadow.  The image is ``diameter + 2*pad`` wide; the bottom chip's face centre is at
    ``(width / 2, height - pad - chip_height / 2)`` with ``pad = max(2, diameter // 8)``."""
    diameter = int(diameter)
    cw, ch = chip_size(diameter)
    step = edge_thickness(diameter)
    pad = max(2, diameter // 8)
    n = len(denominations)
    width = cw + 2 * pad
    height = ch + 2 * pad + step * max(0, n - 1)
    out = Image.new("RGBA", (width, height), (0, 0, 0, 0))
    if shadow:
        sh = Image.new("L", (width, height), 0)
        by = height - pad - ch
        ImageDraw.Draw(sh).ellipse((pad - 1, by + step + 1, pad + cw + 1, height - pad + 2), fill=120)
        sh = sh.filter(ImageFilter.GaussianBlur(max(1.0, pad / 2)))
        shade = Image.new("RGBA", (width, height), (0, 0, 0, 0))
        shade.putalpha(sh)
        out.alpha_composite(shade)
    for i, value in enumerate(denominations):
        jitter = ((i * 7919) % 5 - 2) * 0.5 if i else 0
        x = pad + int(round(jitter))
        y = height - pad - ch - i * step
        turn = (i * 37) % 60
        out.alpha_composite(render_chip(diameter, None, value, turn=turn), (max(0, min(width - cw, x)), y))
    return out
