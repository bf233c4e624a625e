"""Drawing card sprites with the cached art: faces, backs, shadows, glows, rotation.

Faces and backs come from ``app.art.cache.CardArt`` at the exact size shown. Rotated
static cards are cached per angle; moving cards are rotated and scaled on the fly
from the art at their larger end size (never from a small bitmap scaled up much).

``faces_drawn`` records every face of the playing deck blitted since the last
``new_frame()`` (a card "from another deck", such as Лентюрлю's stakes, is another
physical card and is not recorded): the tests use it to prove that a curtain frame shows
no hidden card.
"""
from __future__ import annotations

import math

import pygame

from .. import textrec
from ..art.cache import CardArt, SurfaceLRU

TURNED_BUDGET = 8 * 2 ** 20    # pixel bytes of rotated cards and glows kept (App sizes it to the window)

GLOW = (255, 206, 110)
HINT_GLOW = (140, 220, 255)


class CardPainter:
    def __init__(self, indices: str = "ru", four_colour: bool = False):
        self.art = CardArt(indices=indices, four_colour=four_colour)
        self._turned = SurfaceLRU(TURNED_BUDGET)      # rotated cards and glows, least recently drawn go first
        self.faces_drawn: set = set()
        self.backs_drawn = 0

    def configure(self, indices: str, four_colour: bool) -> None:
        before = (self.art.indices, self.art.four_colour)
        self.art.configure(indices=indices, four_colour=four_colour)
        if before != (self.art.indices, self.art.four_colour):
            self._turned.clear()

    def clear(self) -> None:
        """The window changed size: drop images of sizes no longer used."""
        self.art.clear()
        self._turned.clear()

    def new_frame(self) -> None:
        self.faces_drawn = set()
        self.backs_drawn = 0

    # ---------------------------------------------------------------- images
    def image(self, card, w: int, h: int, deck: str | None = None) -> pygame.Surface:
        """A face or a back; ``deck``: the back colour of another deck the card comes from."""
        if card is None:
            return self.art.back(w, h) if deck is None else self.art.back(w, h, deck)
        if deck is not None:
            return self.art.deck_face(card.rank, card.suit, w, h, deck)
        return self.art.face(card.rank, card.suit, w, h)

    def _glow(self, w: int, h: int, colour) -> pygame.Surface:
        def make():
            base = self.art.shadow(w + 4, h + 4).copy()
            base.fill(colour + (0,), special_flags=pygame.BLEND_RGBA_MAX)
            return base
        return self._turned.get(("glow", w, h, colour), make)

    def _rotated(self, kind, surf_fn, w, h, angle):
        key = (kind, w, h, round(angle * 2) / 2)
        return self._turned.get(key, lambda: pygame.transform.rotozoom(surf_fn(), key[3], 1.0))

    def set_budgets(self, art_bytes: int, turned_bytes: int) -> None:
        """How many pixel bytes of images are kept (the program sizes them to the window)."""
        self.art.set_budget(art_bytes)
        self._turned.set_budget(turned_bytes)

    # ---------------------------------------------------------------- drawing
    def draw(self, target: pygame.Surface, s, *, dx: float = 0.0, dy: float = 0.0,
             glow=None, shadow: float = 1.0, base=None, turn: float | None = None,
             show_face: bool = True) -> None:
        """Draw sprite ``s`` centred at (s.x + dx, s.y + dy).

        ``base``: (w, h) of the art to scale from, for moving cards; ``turn`` in [0, 1]
        flips a card over (back first half, face second) by squeezing it horizontally;
        ``show_face=False`` draws a back whatever the sprite holds."""
        card = s.card if show_face else None
        w, h = max(8, int(round(s.w))), max(8, int(round(s.h)))
        cx, cy = s.x + dx, s.y + dy
        if turn is not None:
            if turn < 0.5:
                card = None
            squeeze = abs(math.cos(turn * math.pi))
        else:
            squeeze = 1.0
        alpha = max(0, min(255, int(255 * s.alpha)))
        moving = base is not None or turn is not None
        bw, bh = (max(8, int(round(base[0]))), max(8, int(round(base[1])))) if base else (w, h)
        u = max(1.0, h / 90)
        if shadow > 0:
            off = (1.0 + 2.5 * (shadow - 1.0)) * u
            self._blit(target, "shadow", lambda: self.art.shadow(bw, bh), bw, bh, s.angle, cx + off,
                       cy + off * 1.6, w / bw, squeeze, moving, margin=self.art.shadow_margin(bw), alpha=alpha)
        if glow is not None:
            gw, gh = bw, bh
            self._blit(target, ("glow", glow), lambda: self._glow(gw, gh, glow), bw, bh, s.angle, cx, cy,
                       w / bw, squeeze, moving, margin=self.art.shadow_margin(bw + 4) + 2, alpha=alpha)
        deck = getattr(s, "deck", None)
        kind = ("face", card.code, deck) if card is not None else ("back", deck)
        face = self._blit(target, kind, lambda: self.image(card, bw, bh, deck), bw, bh, s.angle, cx, cy,
                          w / bw, squeeze, moving, alpha=alpha)
        if textrec._rec is not None:
            textrec.card(face.get_rect(center=(round(cx), round(cy))))
        if card is not None and deck is None:
            self.faces_drawn.add(card)
        elif card is None:
            self.backs_drawn += 1

    def _blit(self, target, kind, surf_fn, bw, bh, angle, cx, cy, scale, squeeze, moving, margin=0,
              alpha=255):
        if not moving and abs(angle) < 0.01:
            surf = surf_fn()
        elif not moving:
            surf = self._rotated(kind, surf_fn, bw, bh, angle)
        else:
            surf = surf_fn()
            if squeeze < 0.999 or abs(scale - 1) > 0.01:
                nw = max(1, int(round(surf.get_width() * scale * max(squeeze, 0.02))))
                nh = max(1, int(round(surf.get_height() * scale)))
                surf = pygame.transform.smoothscale(surf, (nw, nh))
            if abs(angle) >= 0.01:
                surf = pygame.transform.rotate(surf, angle)
        if alpha < 255:
            surf = surf.copy()
            surf.set_alpha(alpha)
        rect = surf.get_rect(center=(round(cx), round(cy)))
        target.blit(surf, rect)
        return surf
