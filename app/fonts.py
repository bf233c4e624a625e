"""Text with the shipped fonts (DejaVu: Cyrillic and ♠♣♥♦), never pygame's default.

Rendered lines are cached: the table redraws every frame, but its words rarely change.
The cache keeps the recently used within a budget of pixels: the log's lines, names and
amounts change from game to game, and a count cap let them hold tens of MB.
"""
from __future__ import annotations

import pygame

from . import textrec
from .art.cache import SurfaceLRU
from .assets import font_path

MIN_PX = 10                  # the smallest text the table draws: readable on a small window (issue 28)
LINES_BUDGET = 8 * 2 ** 20   # bytes of rendered lines kept (a 15-seat table draws under 0.5 MB of them a frame)

CHALK = (238, 232, 212)        # warm off-white, like chalk on the cloth
CHALK_DIM = (196, 204, 186)
GOLD = (246, 208, 132)
INK = (34, 30, 26)


class Fonts:
    def __init__(self):
        self._fonts: dict = {}
        self._lines = SurfaceLRU(LINES_BUDGET)
        self._wraps: dict = {}

    def set_budget(self, budget_bytes: int) -> None:
        """How many pixel bytes of rendered lines are kept (the program sizes it to the window)."""
        self._lines.set_budget(budget_bytes)

    def font(self, px: int, style: str = "sans") -> pygame.font.Font:
        """``style``: 'sans', 'sans-bold', 'serif', 'serif-bold'. Never under ``MIN_PX``: a
        layout scaled down to a small window keeps its words readable (issue 28)."""
        px = max(MIN_PX, int(round(px)))
        key = (style, px)
        f = self._fonts.get(key)
        if f is None:
            f = self._fonts[key] = pygame.font.Font(font_path(style), px)
        return f

    def render(self, text: str, px: int, colour=CHALK, style: str = "sans") -> pygame.Surface:
        px = max(MIN_PX, int(round(px)))
        key = (text, px, tuple(colour), style)

        def make():
            surf = self.font(px, style).render(text, True, colour[:3])
            if len(colour) > 3:
                surf.set_alpha(colour[3])
            return surf
        return self._lines.get(key, make)

    def size(self, text: str, px: int, style: str = "sans") -> tuple[int, int]:
        return self.font(px, style).size(text)

    def draw(self, target, text: str, pos, px: int, colour=CHALK, style: str = "sans",
             anchor: str = "topleft", shadow: bool = False) -> pygame.Rect:
        """Blit one line; ``anchor`` is a pygame.Rect attribute ('center', 'midtop', …)."""
        surf = self.render(text, px, colour, style)
        rect = surf.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
        if shadow:
            sh = self.render(text, px, (0, 0, 0, 110), style)
            target.blit(sh, rect.move(1, 1))
        target.blit(surf, rect)
        if textrec._rec is not None:
            textrec.text(rect.clip(target.get_clip()), text, max(MIN_PX, round(px)))
        return rect

    def fit(self, text: str, px: int, max_w: float, style: str = "sans", min_px: int = MIN_PX) -> int:
        """The largest size up to ``px`` at which ``text`` fits in ``max_w`` pixels."""
        px = int(round(px))
        while px > min_px and self.size(text, px, style)[0] > max_w:
            px -= 1
        return px

    def ellipsize(self, text: str, px: int, max_w: float, style: str = "sans") -> str:
        if self.size(text, px, style)[0] <= max_w:
            return text
        while text and self.size(text + "…", px, style)[0] > max_w:
            text = text[:-1]
        return text.rstrip() + "…"

    def wrap(self, text: str, px: int, max_w: float, style: str = "sans") -> list[str]:
        """Split ``text`` into lines no wider than ``max_w`` (words kept whole when possible)."""
        key = (text, int(round(px)), int(max_w), style)
        hit = self._wraps.get(key)
        if hit is not None:
            return hit
        if len(self._wraps) > 2000:
            self._wraps.clear()
        out = self._wraps[key] = []
        for para in text.split("\n"):
            words = para.split(" ")
            line = ""
            for w in words:
                cand = w if not line else line + " " + w
                if self.size(cand, px, style)[0] <= max_w or not line:
                    line = cand
                else:
                    out.append(line)
                    line = w
            out.append(line)
        return out
