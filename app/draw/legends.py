"""Legends: what a mark on the table means, shown while the mouse rests on it.

A note of the engine may carry a ``legend`` (rules/notes.py: a Phrase); app/layout/notes.py
words it and hangs it on the note's words (``Marked``, app/layout/frame.py: the words by
language, with the legend's words by language as ``.legend``). The drawing code, where it draws such words
(a plate's tag, a note on the cloth), reports their rectangle with ``spot``; the table
collects the spots of the layer it paints (``collect``) and, while the mouse is over one,
draws its legend in a small panel beside it (``draw_legend``). Any words the table draws
can join: a layout that wants a legend for its chalk marks hangs one on the words it puts
on the frame, and the code that draws them calls ``spot``.
"""
from __future__ import annotations

from contextlib import contextmanager

import pygame

from .. import textrec
from ..fonts import CHALK, GOLD
from ..i18n import pick
from ..layout.frame import Marked  # noqa: F401 — the words that carry a legend (kept with the frame's data)


def legend_of(text):
    """The legend hung on ``text`` (a ``Marked``), or None."""
    return getattr(text, "legend", None)


_sink: list | None = None       # the spots of the layer being painted


@contextmanager
def collect(into: list):
    """Spots reported while painting go into ``into``: [(pygame.Rect, legend)]."""
    global _sink
    before, _sink = _sink, into
    try:
        yield into
    finally:
        _sink = before


def spot(rect, text) -> None:
    """Words ``text`` were drawn at ``rect``: if they carry a legend, the mouse may ask for it."""
    legend = legend_of(text)
    if _sink is not None and legend:
        _sink.append((pygame.Rect(rect), legend))


def at(spots, pos):
    """The spot under ``pos`` (the last drawn on top), or None."""
    for rect, legend in reversed(spots or ()):
        if rect.collidepoint(pos):
            return rect, legend
    return None


def draw_legend(target, fonts, lang: str, rect, legend, unit: float) -> pygame.Rect:
    """The legend of the mark at ``rect``: a dark panel under it (above it when there is no
    room below), wrapped to a readable width, kept inside the window."""
    text = pick(legend, lang) if isinstance(legend, dict) else str(legend)
    w, h = target.get_size()
    px = max(12, round(15 * unit))
    pad = max(6, round(10 * unit))
    width = min(int(380 * unit) + 2 * pad, w - 16)
    lines = fonts.wrap(text, px, width - 2 * pad)
    line_h = round(px * 1.35)
    box = pygame.Rect(0, 0, max(fonts.size(s, px)[0] for s in lines) + 2 * pad, len(lines) * line_h + 2 * pad)
    box.midtop = (rect.centerx, rect.bottom + 6)
    if box.bottom > h - 4:
        box.midbottom = (rect.centerx, rect.top - 6)
    box.clamp_ip(pygame.Rect(4, 4, w - 8, h - 8))
    with textrec.layer():
        with textrec.group("legend"):
            shade = pygame.Surface(box.size, pygame.SRCALPHA)
            pygame.draw.rect(shade, (12, 22, 16, 236), shade.get_rect(), border_radius=max(4, pad))
            target.blit(shade, box)
            pygame.draw.rect(target, GOLD, box, width=1, border_radius=max(4, pad))
            if textrec._rec is not None:
                textrec.box(box, "legend", text)
            y = box.y + pad
            for s in lines:
                fonts.draw(target, s, (box.x + pad, y), px, CHALK, "sans")
                y += line_h
    return box
