"""Мушка's score arcs in chalk (``layout.frame.Arc``): the arc, the stroke down its middle,
the «В» and «Р» halves' letters and numbers, the number still to write off above it.

``draw_arc`` draws one as it stands; with ``chalk`` (a ``ChalkStep``: the arc it was and
the animation's progress 0…1) the changes are chalked in as a person does it at the table:
the old number is rubbed out (a smear of chalk dust wipes across it and it fades), the arc
and its stroke are traced again, and the new number is written in from left to right, bright
at first, settling to the chalk's colour. Numbers that did not change stay as they were.
"""
from __future__ import annotations

import math

import pygame

from ..fonts import CHALK, CHALK_DIM
from ..i18n import pick
from . import legends

BRIGHT = (255, 252, 238)
DUST = (232, 228, 210)
A0, A1 = 28, 152             # the arc spans these degrees (pygame: counter-clockwise from east)

# the phases of the animation, as parts of the progress 0…1
RUB = (0.0, 0.38)            # the old number rubbed out
TRACE = (0.22, 0.62)         # the arc traced again
WRITE = (0.48, 0.92)         # the new number written in
GLOW = (0.92, 1.0)           # the bright new chalk settles


def _part(t: float, span) -> float:
    a, b = span
    return min(1.0, max(0.0, (t - a) / (b - a)))


def _ease(t: float) -> float:
    return 1 - (1 - t) ** 2


def _text(v, lang) -> str:
    return pick(v, lang) if isinstance(v, dict) else str(v)


def geometry(a):
    """(the arc's bounding rect, its top y)."""
    rect = pygame.Rect(0, 0, round(2 * a.r), round(2 * a.r))
    rect.center = (round(a.x), round(a.y + a.r * 0.55))
    return rect, rect.top


def places(a):
    """Where each number stands: {'top': (x, y, px, style), 'left': …, 'right': …}."""
    rect, top_y = geometry(a)
    out = {"top": (rect.centerx, top_y - a.px * 0.75, round(a.px * 1.25), "serif-bold")}
    for name, side in (("left", -1), ("right", 1)):
        out[name] = (rect.centerx + side * a.r * 0.4, top_y + a.r * 0.42, a.px, "serif-bold")
    return out


def numbers(a, lang) -> dict:
    return {"top": _text(a.top, lang), "left": _text(a.left[1], lang), "right": _text(a.right[1], lang)}


def changed(old, new, lang="ru") -> set:
    """The numbers of an arc that differ between two frames."""
    if old is None:
        return set()
    a, b = numbers(old, lang), numbers(new, lang)
    return {k for k in a if a[k] != b[k]}


def draw_arc(target, fonts, lang, a, u: float, chalk=None) -> None:
    """One arc; ``chalk`` = (the old Arc, progress 0…1) while its changes are chalked in."""
    colour = CHALK_DIM if a.dim else CHALK
    width = max(1, round(2 * u))
    rect, top_y = geometry(a)
    old, t = chalk if chalk is not None else (None, 1.0)
    diff = changed(old, a, lang)
    # the arc and its middle stroke; traced again from left to right while chalking
    if diff and t < TRACE[1]:
        tr = _ease(_part(t, TRACE))
        pygame.draw.arc(target, CHALK_DIM, rect, math.radians(A0), math.radians(A1), width)
        if tr > 0:
            start = A1 - (A1 - A0) * tr
            pygame.draw.arc(target, BRIGHT, rect, math.radians(start), math.radians(A1), width + 1)
        stroke = _part(t, (TRACE[0] + 0.12, TRACE[1]))
        y0, y1 = top_y - 2 * u, top_y + a.r * 0.62
        pygame.draw.line(target, CHALK_DIM, (rect.centerx, y0), (rect.centerx, y1), width)
        if stroke > 0:
            pygame.draw.line(target, BRIGHT, (rect.centerx, y0), (rect.centerx, y0 + (y1 - y0) * stroke), width + 1)
    else:
        pygame.draw.arc(target, colour, rect, math.radians(A0), math.radians(A1), width)
        pygame.draw.line(target, colour, (rect.centerx, top_y - 2 * u), (rect.centerx, top_y + a.r * 0.62), width)
    small = max(10, round(a.px * 0.72))
    for (letter, _), side in ((a.left, -1), (a.right, 1)):
        ex = rect.centerx + side * a.r * math.cos(math.radians(A0))
        ey = rect.centery - a.r * math.sin(math.radians(A0))
        fonts.draw(target, _text(letter, lang), (ex + side * small * 0.2, ey + small * 0.75), small, colour, "sans",
                   "center", shadow=True)
    now, was = numbers(a, lang), numbers(old, lang) if old is not None else {}
    for name, (x, y, px, style) in places(a).items():
        if name not in diff:
            fonts.draw(target, now[name], (x, y), px, colour, style, "center", shadow=True)
            continue
        _rub(target, fonts, was[name], (x, y), px, style, colour, _part(t, RUB), u)
        _write(target, fonts, now[name], (x, y), px, style, colour, _part(t, WRITE), _part(t, GLOW))
    # an arc with a legend (``Arc.legend``) says what its marks mean while the mouse rests on it
    top = round(top_y - a.px * 1.6)
    legends.spot(pygame.Rect(rect.x, top, rect.w, round(top_y + a.r * 0.62 + small * 1.2) - top), a)


def _rub(target, fonts, text, pos, px, style, colour, t: float, u: float) -> None:
    """The old number rubbed out: it fades as a smear of dust wipes across it."""
    if t >= 1.0:
        return
    surf = fonts.render(text, px, colour, style).copy()
    surf.set_alpha(int(255 * (1 - _ease(t))))
    r = surf.get_rect(center=(round(pos[0]), round(pos[1])))
    target.blit(surf, r)
    if t <= 0:
        return
    # the rag: a soft band of chalk dust sweeping left to right over the number
    band = r.inflate(int(6 * u), int(4 * u))
    x = band.x + band.w * _ease(t) - band.w * 0.35
    dust = pygame.Surface((max(2, int(band.w * 0.5)), band.h), pygame.SRCALPHA)
    k = max(1, dust.get_height() // 4)
    for i in range(0, dust.get_height(), k):
        a = int(70 * math.sin(math.pi * t) * (0.6 + 0.4 * ((i // k) % 2)))
        pygame.draw.line(dust, DUST + (a,), (0, i), (dust.get_width(), i + k // 2), max(1, k - 1))
    target.blit(dust, (round(x), band.y))


def _write(target, fonts, text, pos, px, style, colour, t: float, glow: float) -> None:
    """The new number written in from left to right, bright, settling to the chalk's colour."""
    if t <= 0:
        return
    tone = tuple(round(b + (c - b) * glow) for b, c in zip(BRIGHT, colour)) if t >= 1.0 else BRIGHT
    surf = fonts.render(text, px, tone, style)
    r = surf.get_rect(center=(round(pos[0]), round(pos[1])))
    w = r.w if t >= 1.0 else max(1, int(r.w * _ease(t)))
    shadow = fonts.render(text, px, (0, 0, 0, 110), style)
    target.blit(shadow, r.move(1, 1), pygame.Rect(0, 0, w, r.h))
    target.blit(surf, r, pygame.Rect(0, 0, w, r.h))
    if t < 1.0:                # the chalk's tip
        pygame.draw.circle(target, BRIGHT, (r.x + w, r.y + int(r.h * (0.35 + 0.3 * math.sin(t * 9)))),
                           max(1, px // 9))
