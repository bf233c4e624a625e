"""Generated art for Ломбер: cards, the table and chips.

The drawing functions are pure Pillow and importable without pygame:

* :mod:`app.art.cards`  — ``render_face``, ``render_back``, ``render_shadow``, ``render_slot``
* :mod:`app.art.table`  — ``render_baize``, ``render_plate``
* :mod:`app.art.chips`  — ``render_chip``, ``render_stack``

:class:`CardArt` (in :mod:`app.art.cache`) turns them into cached pygame Surfaces; it is
imported lazily so that ``import app.art`` does not import pygame.
"""
from __future__ import annotations

from .cards import render_back, render_face, render_shadow, render_slot, shadow_margin
from .chips import render_chip, render_stack
from .table import render_baize, render_plate

__all__ = [
    "render_face", "render_back", "render_shadow", "render_slot", "shadow_margin",
    "render_baize", "render_plate", "render_chip", "render_stack",
    "CardArt", "to_surface",
]


def __getattr__(name: str):
    if name in ("CardArt", "to_surface"):
        from . import cache

        return getattr(cache, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
