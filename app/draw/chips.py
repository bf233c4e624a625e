"""Drawing chips: piles of real chips by denomination, their amounts, chips in flight.

Any chip game uses it (Лентюрлю's stakes and stacks, later a pot or a «клад»). A pile is
built every frame from single cached chip images (``CardArt.chip``, a few inlay turns
per value), so amounts that change while chips fly never wait for Pillow; the first
use of a chip size renders 4 values × 3 turns once (``warm`` does it ahead of need).
"""
from __future__ import annotations

import pygame
from PIL import Image, ImageDraw, ImageFilter

from .. import textrec
from ..art.chips import TILT, chip_size, edge_thickness
from ..fonts import CHALK, GOLD, MIN_PX

DENOMS = (1000, 500, 100, 25, 5, 1)
TURNS = (0, 21, 42)                  # inlay rotations, so a stack's chips do not line up
WARM_VALUES = (1, 5, 25, 100)


def split_amount(amount: int) -> list[int]:
    """``amount`` as chips, largest first, greedy by denomination."""
    out = []
    left = int(amount)
    for d in DENOMS:
        k, left = divmod(left, d)
        out.extend([d] * k)
    return out


def _smaller(d: int) -> list[int]:
    """A chip changed into the next denomination down (100 → 4×25, 25 → 5×5, …)."""
    i = DENOMS.index(d)
    if i + 1 >= len(DENOMS):
        return [d]
    low = DENOMS[i + 1]
    return [low] * (d // low) + split_amount(d % low)


def rich_chips(amount: int, least: int) -> list[int]:
    """Chips for ``amount``, the largest changed into smaller ones until there are at
    least ``least`` chips (or only ones): 25 → five red 5s rather than one lone green."""
    chips = split_amount(amount)
    while len(chips) < least and any(c > 1 for c in chips):
        big = max(c for c in chips if c > 1)
        chips.remove(big)
        chips.extend(_smaller(big))
        chips.sort(reverse=True)
    return chips


def pile_columns(amount: int, cols: int = 3, per_col: int = 8) -> list[list[int]]:
    """The columns of a pile (each bottom to top), highest denomination first. A pile
    looks like money: a few chips at least, one column per denomination, the smallest
    denominations sharing the last column when there are more than ``cols`` (its largest
    chips on top); each column shows at most ``per_col`` chips (the amount is written
    beside it anyway)."""
    if amount <= 0:
        return []
    chips = rich_chips(amount, min(4, cols * 2))
    groups: list[list[int]] = []
    for c in chips:
        if groups and groups[-1][0] == c:
            groups[-1].append(c)
        else:
            groups.append([c])
    while len(groups) > cols:
        a = groups.pop()
        groups[-1].extend(a)
    # a single tall column spreads into the free columns
    while len(groups) < cols and max(len(g) for g in groups) > per_col:
        i = max(range(len(groups)), key=lambda k: len(groups[k]))
        g = groups[i]
        half = len(g) // 2
        groups[i:i + 1] = [g[:len(g) - half], g[len(g) - half:]]
    # bottom to top: the column's smaller chips below, its largest on top (the face seen)
    return [sorted(g)[-per_col:] for g in groups]


def flight_chips(amount: int, most: int = 10) -> list[int]:
    """The chips that fly for a transfer of ``amount``: enough to pour (three at least
    when the amount allows), at most ``most`` — the last one then carries the rest."""
    chips = rich_chips(amount, min(3, amount))
    if len(chips) > most:
        chips = chips[:most - 1] + [sum(chips[most - 1:])]
    return chips


def face_value(value: int) -> int:
    """The denomination a chip of ``value`` is drawn as (a merged chip: its largest part)."""
    for d in DENOMS:
        if value >= d:
            return d
    return 1


class ChipPainter:
    def __init__(self, art, fonts):
        self.art = art
        self.fonts = fonts
        self._shadows: dict = {}
        self._scaled: dict = {}
        self._pills: dict = {}

    def clear(self) -> None:
        self._shadows.clear()
        self._scaled.clear()
        self._pills.clear()

    # ------------------------------------------------------------------ images
    def chip(self, d: int, value: int, turn: int = 0) -> pygame.Surface:
        return self.art.chip(int(d), face_value(value), None, TURNS[turn % len(TURNS)])

    def warm(self, diameters, budget: int = 1) -> bool:
        """Render up to ``budget`` chip images not yet drawn; True when nothing was left."""
        for d in sorted({int(x) for x in diameters if x >= 6}):
            for v in WARM_VALUES:
                for t in range(len(TURNS)):
                    key = ("chip", d, v, None, TURNS[t])
                    if key not in self.art:
                        self.chip(d, v, t)
                        budget -= 1
                        if budget <= 0:
                            return False
        return True

    def shadow(self, d: int) -> pygame.Surface:
        """A soft shadow under a pile or a chip, centred like the chip's face."""
        d = int(d)
        surf = self._shadows.get(d)
        if surf is None:
            pad = max(3, d // 5)
            w, h = d + 2 * pad, int(d * TILT) + 2 * pad
            img = Image.new("L", (w, h), 0)
            ImageDraw.Draw(img).ellipse((pad, pad, pad + d, pad + int(d * TILT)), fill=130)
            img = img.filter(ImageFilter.GaussianBlur(max(1.2, d / 12)))
            rgba = Image.new("RGBA", (w, h), (0, 0, 0, 0))
            rgba.putalpha(img)
            surf = pygame.image.frombytes(rgba.tobytes(), rgba.size, "RGBA")
            if pygame.display.get_surface() is not None:
                surf = surf.convert_alpha()
            self._shadows[d] = surf
        return surf

    def _faded_shadow(self, d: int, level: int) -> pygame.Surface:
        key = ("faded", d, level)
        surf = self._shadows.get(key)
        if surf is None:
            surf = self.shadow(d).copy()
            surf.set_alpha(int(255 * (0.85, 0.6, 0.42, 0.3)[level]))
            self._shadows[key] = surf
        return surf

    def scaled_chip(self, d: float, value: int, turn: int = 0, base_d: int | None = None) -> pygame.Surface:
        """A chip of diameter ``d`` scaled from the art at ``base_d`` (the larger end of a
        flight), cached by whole pixels."""
        di = max(6, int(round(d)))
        base = int(base_d or di)
        if di == base:
            return self.chip(base, value, turn)
        key = (di, face_value(value), turn % len(TURNS), base)
        surf = self._scaled.get(key)
        if surf is None:
            if len(self._scaled) > 600:
                self._scaled.clear()
            src = self.chip(base, value, turn)
            w, h = chip_size(di)
            surf = self._scaled[key] = pygame.transform.smoothscale(src, (w, h))
        return surf

    # ------------------------------------------------------------------ drawing
    def pile(self, target, spot, amount: int | None = None) -> None:
        """The chips of ``spot`` (a layout ``ChipSpot``) for ``amount`` (default: its own)."""
        amount = spot.amount if amount is None else amount
        if amount <= 0:
            return
        d = int(round(spot.d))
        cols = pile_columns(amount, spot.cols, spot.per_col)
        step = edge_thickness(d)
        dx = d * 0.8
        x0 = spot.x - dx * (len(cols) - 1) / 2
        sh = self.shadow(d)
        for i in range(len(cols)):
            x = x0 + i * dx
            target.blit(sh, sh.get_rect(center=(round(x + d * 0.06), round(spot.y + step + d * 0.06))))
        for i, col in enumerate(cols):
            x = x0 + i * dx
            for k, value in enumerate(col):
                surf = self.chip(d, value, (k * 2 + i) % len(TURNS))
                target.blit(surf, (round(x - d / 2), round(spot.y - d * TILT / 2 - k * step)))

    def pile_height(self, spot, amount: int) -> float:
        cols = pile_columns(amount, spot.cols, spot.per_col)
        n = max((len(c) for c in cols), default=0)
        return spot.d * TILT + edge_thickness(int(spot.d)) * max(0, n - 1)

    def label(self, target, spot, amount: int | None = None) -> None:
        if spot.label is None:
            return
        amount = spot.amount if amount is None else amount
        x, y, anchor = spot.label
        text = str(amount)
        px = spot.label_px
        if spot.label_box:
            surf = self._pill(text, px)
            r = surf.get_rect(**{anchor: (round(x), round(y))})
            target.blit(surf, r)
            if textrec._rec is not None:
                with textrec.group("pill"):
                    textrec.box(r, "pill", text)
                    textrec.text(r.inflate(-px, -max(2, px // 4)), text, max(MIN_PX, px), "chips")
        else:
            self.fonts.draw(target, text, (x, y), px, GOLD, "sans-bold", anchor)

    def _pill(self, text: str, px: int) -> pygame.Surface:
        key = (text, px)
        surf = self._pills.get(key)
        if surf is None:
            if len(self._pills) > 400:
                self._pills.clear()
            t = self.fonts.render(text, px, CHALK, "sans-bold")
            w = max(t.get_width() + px, int(px * 2.0))
            h = t.get_height() + max(2, px // 4)
            surf = pygame.Surface((w, h), pygame.SRCALPHA)
            pygame.draw.rect(surf, (12, 26, 16, 200), surf.get_rect(), border_radius=h // 2)
            pygame.draw.rect(surf, (190, 164, 104, 230), surf.get_rect(), width=1, border_radius=h // 2)
            surf.blit(t, t.get_rect(center=(w / 2, h / 2)))
            self._pills[key] = surf
        return surf

    def token(self, target, value: int, x: float, y: float, d: float, lift: float, turn: int = 0,
              base_d: int | None = None) -> None:
        """One chip in flight, its face centred at (x, y), ``lift`` px up in the air: its
        shadow falls a little below and fades as it rises."""
        di = int(round(d))
        level = min(3, int(lift / max(1.0, d * 0.9)))
        sh = self._faded_shadow(di, level)
        target.blit(sh, sh.get_rect(center=(round(x + d * 0.08 + lift * 0.1), round(y + d * 0.14 + lift * 0.28))))
        surf = self.scaled_chip(d, value, turn, base_d)
        target.blit(surf, (round(x - surf.get_width() / 2), round(y - d * TILT / 2)))
