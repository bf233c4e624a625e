"""Drawing a laid-out table: the cloth, empty places, cards, name plates, banners."""
from __future__ import annotations

import pygame

from .. import textrec
from ..anim import Drawn, out_cubic
from ..art.table import plate_margin
from ..fonts import CHALK, CHALK_DIM, GOLD, INK, MIN_PX
from .cards import GLOW, HINT_GLOW
from . import legends


def draw_cloth(target, painter) -> None:
    w, h = target.get_size()
    target.blit(painter.art.baize(w, h, rim=True), (0, 0))


def draw_cards(target, painter, frame, drawn=None, *, hover=None, hint=None, dim=(), lift_px=0.0,
               hidden_faces: bool = False, ghosts: bool = True, marks=None) -> None:
    """Empty places, then every card bottom to top. ``drawn`` (from the animator)
    replaces the frame's own sprites while something moves. ``marks``: key -> glow colour
    of cards marked where they lie (the places a picked-up card may go to)."""
    for g in (frame.ghosts if ghosts else ()):
        surf = painter._rotated("slot", lambda: painter.art.slot(int(g.w), int(g.h)), int(g.w), int(g.h), g.angle)
        target.blit(surf, surf.get_rect(center=(round(g.x), round(g.y))))
    if drawn is None:
        drawn = [Drawn(s) for s in sorted(frame.sprites.values(), key=lambda s: s.z)]
    for d in drawn:
        s = d.sprite
        if s.alpha <= 0.004:
            continue                    # a card a layout keeps out of sight (deep in a pile)
        if d.moving or d.base is not None or d.turn is not None:
            painter.draw(target, s, base=d.base, turn=d.turn, shadow=2.2 if d.moving else 1.0,
                         show_face=not hidden_faces)
            continue
        dx = dy = 0.0
        glow = None
        if hover is not None and s.key == hover:
            dx, dy = s.lift[0] * lift_px, s.lift[1] * lift_px
            glow = GLOW
        if hint is not None and s.key == hint:
            glow = HINT_GLOW if glow is None else glow
        if marks and s.key in marks:
            glow = marks[s.key]
        painter.draw(target, s, dx=dx, dy=dy, glow=glow, shadow=1.6 if glow else 1.0,
                     show_face=not hidden_faces)
        if s.key in dim:
            _veil(target, s)


def _veil(target, s) -> None:
    """Darken a card that cannot be played now (only upright hand cards are dimmed)."""
    if abs(s.angle) > 0.01:
        return
    r = pygame.Rect(0, 0, int(round(s.w)), int(round(s.h)))
    r.center = (round(s.x), round(s.y))
    veil = pygame.Surface(r.size, pygame.SRCALPHA)
    pygame.draw.rect(veil, (10, 20, 14, 110), veil.get_rect(), border_radius=max(3, r.w // 14))
    target.blit(veil, r)


def draw_plates(target, painter, fonts, frame, lang: str, t) -> None:
    # the names at one table in one size: a plate too short for its name no longer shows
    # it smaller than its neighbours' («Зиновий» beside «Ирина»); the table's size is the
    # smallest that fits, but never more than 3 px under the plates' own (a longer name
    # past that is cut with «…»)
    sized = [(p, _plate_words(painter, fonts, p, t)) for p in frame.plates]
    least: dict = {}
    for p, w in sized:
        least[p.font_px] = min(least.get(p.font_px, p.font_px), w["px"])
    for p, w in sized:
        px = max(least[p.font_px], int(p.font_px) - 3)
        if px < w["px"]:
            w["px"] = px
            w["text"] = fonts.ellipsize(w["full"], px, w["room"], w["style"])
        with textrec.group("plate"):
            _plate(target, painter, fonts, p, lang, t, w)


def _plate_words(painter, fonts, p, t) -> dict:
    """Where a plate lies and what it says, at what size (nothing drawn yet)."""
    w, h = int(p.w), int(p.h)
    m = plate_margin(h)
    rect = pygame.Rect(0, 0, w + 2 * m, h + 2 * m)
    rect.center = (round(p.x), round(p.y))
    colour = (255, 236, 196) if p.active else CHALK
    extra = []
    if p.place is not None:
        extra.append(t("out_place", place=p.place))
    if p.gone:
        extra.append(t("left_table"))
        colour = CHALK_DIM
    if p.dim:
        colour = (128, 128, 122)
    label = p.name
    text = label + ("  · " + extra[0] if extra else "")
    if p.place is not None and not p.gone and \
            fonts.size(text, max(10, int(p.font_px) - 3), "sans")[0] > w - 14 - p.reserve:
        text = label + "  · " + t("out_place_short", place=p.place)     # «Жанна · 6-е»
    style = "sans-bold" if p.active else "sans"
    pip, pip_box = dealer_tag(fonts, t("dealer"), p, rect, m) if p.dealer else (None, None)
    pip_w = pip_box.right - rect.left - m + 4 if pip else 0
    hang = False
    if pip and fonts.size(text, max(10, int(p.font_px) - 3), style)[0] > w - 14 - p.reserve - pip_w:
        # a small plate: the name keeps the room, the tag hangs under the plate's left end
        hang, pip_w = True, 0
        pip_box.top = rect.bottom - m + 2
    room = w - 14 - p.reserve - pip_w
    px = fonts.fit(text, p.font_px, room, style)
    return {"rect": rect, "m": m, "colour": colour, "full": text, "style": style, "pip": pip,
            "pip_box": pip_box, "pip_w": pip_w, "hang": hang, "room": room, "px": px,
            "text": fonts.ellipsize(text, px, room, style)}


def _plate(target, painter, fonts, p, lang, t, words=None) -> None:
    wd = words or _plate_words(painter, fonts, p, t)
    w, h = int(p.w), int(p.h)
    m = wd["m"]
    surf = painter.art.plate(w + 2 * m, h + 2 * m, lit=p.active)
    rect = surf.get_rect(center=(round(p.x), round(p.y)))
    target.blit(surf, rect)
    if textrec._rec is not None:
        textrec.box(rect.inflate(-2 * m, -2 * m), "plate", p.name)
    if p.dim:                       # greyed: still at the table, out of play for now
        inner = rect.inflate(-2 * m, -2 * m)
        veil = pygame.Surface(inner.size, pygame.SRCALPHA)
        pygame.draw.rect(veil, (40, 40, 40, 130), veil.get_rect(), border_radius=inner.h // 2)
        target.blit(veil, inner)
    pip, pip_box, pip_w = wd["pip"], wd["pip_box"], wd["pip_w"]
    centre = (rect.centerx - p.reserve / 2 + pip_w / 2, rect.centery)
    fonts.draw(target, wd["text"], centre, wd["px"], wd["colour"], wd["style"], "center")
    if pip:
        pygame.draw.rect(target, (232, 214, 170), pip_box, border_radius=pip_box.h // 2)
        target.blit(pip, pip.get_rect(center=pip_box.center))
        if textrec._rec is not None:
            textrec.text(pip.get_rect(center=pip_box.center), t("dealer"), _PIP_PX.get(pip.get_size(), 0), "tag")
    if p.count and p.badge_at is not None:
        badge(target, fonts, p.badge_at, str(p.count), max(11, int(p.font_px * 0.9)))
    if p.tags:
        _tags(target, fonts, p, rect, m, lang, after=pip_box.right if wd["hang"] else None)


def _tags(target, fonts, p, rect, m, lang, after=None) -> None:
    """A plate's small tags (a role: «атакует»; a tally: «дурак ×2»): coloured pills hanging
    under the plate (right of ``after`` when the dealer's tag hangs there too), or to the
    right of the viewer's."""
    from ..i18n import pick
    px = max(10, round(p.font_px * 0.8))
    surfs = []
    for words, colour in p.tags:
        text = pick(words, lang) if isinstance(words, dict) else str(words)
        if text:
            surfs.append((fonts.render(text, px, (250, 244, 228), "sans-bold"), colour, text, words))
    if not surfs:
        return
    gap = 4
    boxes = [s.get_rect().inflate(12, 3) for s, _, _, _ in surfs]
    total = sum(b.w for b in boxes) + gap * (len(boxes) - 1)
    if p.tag_side == "right":
        x = rect.right + 4
        y = rect.centery
    else:
        x = rect.centerx - total / 2 if after is None else max(after + gap, rect.centerx - total / 2)
        y = rect.bottom - m + boxes[0].h / 2 + 1
    for (surf, colour, text, words), box in zip(surfs, boxes):
        box.midleft = (round(x), round(y))
        pygame.draw.rect(target, (16, 22, 16), box.move(0, 1), border_radius=box.h // 2)
        pygame.draw.rect(target, colour, box, border_radius=box.h // 2)
        pygame.draw.rect(target, tuple(min(255, c + 60) for c in colour), box, width=1, border_radius=box.h // 2)
        target.blit(surf, surf.get_rect(center=box.center))
        if textrec._rec is not None:
            with textrec.group("tag"):
                textrec.box(box, "tag", text)
                textrec.text(surf.get_rect(center=box.center), text, max(MIN_PX, px), "tag")
        legends.spot(box, words)          # a tag that carries a legend says it on hover
        x += box.w + gap


def dealer_tag(fonts, text: str, p, rect, m: int):
    """The dealer's tag («сдаёт»): its text and its pill, inside the plate at its left
    end and clear of the plate's rim — no taller than the plate's inside, inset past its
    rounded corner. ``rect``: the plate's surface (``m``: its margin around the plate)."""
    h = int(p.h)
    px = max(MIN_PX, int(p.font_px) - 4)
    surf = _pip_surface(fonts, text, px)
    while surf.get_height() + 2 > h - 6 and px > MIN_PX:
        px -= 1
        surf = _pip_surface(fonts, text, px)
    box = surf.get_rect().inflate(10, 2)
    box.midleft = (rect.left + m + max(6, round(h * 0.3)), rect.centery)
    return surf, box


def _pip_surface(fonts, text, px):
    """The text of a small tag on a plate («сдаёт»)."""
    surf = fonts.render(text, px, INK, "sans-bold")
    if textrec._rec is not None:
        _PIP_PX[surf.get_size()] = px         # the audit reads the size it was drawn at
    return surf


_PIP_PX: dict = {}


def badge(target, fonts, centre, text: str, px: int) -> None:
    """A round chalk badge with a number (cards in a hand)."""
    surf = fonts.render(text, px, INK, "sans-bold")
    d = max(surf.get_width() + 10, surf.get_height() + 4)
    r = pygame.Rect(0, 0, d, surf.get_height() + 4)
    r.center = (round(centre[0]), round(centre[1]))
    pygame.draw.rect(target, (20, 30, 22), r.move(1, 2), border_radius=r.h // 2)
    pygame.draw.rect(target, (242, 234, 212), r, border_radius=r.h // 2)
    pygame.draw.rect(target, (120, 104, 70), r, width=1, border_radius=r.h // 2)
    target.blit(surf, surf.get_rect(center=r.center))
    if textrec._rec is not None:
        textrec.box(r, "badge", text)
        textrec.text(surf.get_rect(center=r.center), text, max(MIN_PX, px), "badge")


def badge_rect(fonts, centre, text: str, px: int) -> pygame.Rect:
    """Where ``badge`` draws (a speech bubble keeps clear of it)."""
    w, h = fonts.size(text, px, "sans-bold")
    r = pygame.Rect(0, 0, max(w + 10, h + 4), h + 4)
    r.center = (round(centre[0]), round(centre[1]))
    return r


def _clear_bubble(box: pygame.Rect, avoid, screen: pygame.Rect, step: int) -> pygame.Rect:
    """The bubble moved to the nearest place, up first, then down, then aside, where it
    covers none of ``avoid`` (the name plates, their tags, card-count badges, the bubbles
    before it) and stays inside the window. (A top seat's bubble may have to pass its
    whole plate: the search goes as far as the window.)"""
    if box.collidelist(avoid) < 0 and screen.contains(box):
        return box
    for k in range(1, max(screen.w, screen.h) // step + 1):
        for dx, dy in ((0, -k), (0, k), (-k, 0), (k, 0)):
            r = box.move(dx * step, dy * step)
            if screen.contains(r) and r.collidelist(avoid) < 0:
                return r
    return box.clamp(screen)


def draw_banners(target, fonts, banners, unit: float, avoid=None) -> None:
    """Speech bubbles («Пас», «Поднимаю до 2») over the seat that spoke, clear of the
    window's edge and of ``avoid`` (rects: name plates, card-count badges) and of each other."""
    avoid = list(avoid or ())
    for b in banners:
        if b.delay > 0:
            continue
        k = b.age / b.ttl
        alpha = int(255 * (1 - max(0.0, (k - 0.7) / 0.3)))
        rise = out_cubic(min(1.0, k * 3)) * 14 * unit
        px = round(17 * unit)
        surf = fonts.render(b.text, px, (255, 240, 206), "sans-bold")
        r = surf.get_rect(center=(round(b.x), round(b.y - rise)))
        sw, sh = target.get_size()
        box = _clear_bubble(r.inflate(18, 8), avoid, pygame.Rect(8, 8, sw - 16, sh - 16), max(4, round(6 * unit)))
        avoid.append(box.inflate(4, 4))         # the next bubble keeps clear of this one
        r.center = box.center
        bubble = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(bubble, (40, 30, 18, 220), bubble.get_rect(), border_radius=box.h // 2)
        pygame.draw.rect(bubble, GOLD + (255,), bubble.get_rect(), width=1, border_radius=box.h // 2)
        bubble.set_alpha(alpha)
        target.blit(bubble, box)
        s2 = surf.copy()
        s2.set_alpha(alpha)
        target.blit(s2, r)
        if textrec._rec is not None:
            with textrec.group("bubble"):
                textrec.box(box, "bubble", b.text)
                textrec.text(r, b.text, max(MIN_PX, px), "bubble")


def draw_log(target, fonts, rect, title: str, lines: list, unit: float, back: int = 0,
             marker: str | None = None) -> tuple:
    """The game log in chalk, newest at the bottom, older ones fading; ``back`` rows
    scrolled back from the newest (app/log_view.py), with a thin bar showing where the
    view is and ``marker`` («↓ новые») in the title line. Returns (rows, room, row height)."""
    from ..widgets import panel
    r = pygame.Rect(rect)
    panel(target, r, radius=int(10 * unit), colour=(8, 20, 13, 120))
    px = max(11, round(14 * unit))
    tpx = max(11, round(13 * unit))
    fonts.draw(target, title, (r.x + 10 * unit, r.y + 6 * unit), tpx, CHALK_DIM, "sans-bold")
    top = r.y + 6 * unit + tpx + 6 * unit
    line_h = fonts.font(px).get_linesize()
    room = max(0, int((r.bottom - 6 * unit - top) // line_h))
    bar = 5 * unit                                  # room kept at the right for the scroll bar
    wrapped: list = []
    last = len(lines) - 1
    for i, line in enumerate(lines):
        for part in fonts.wrap(line, px, r.w - 20 * unit - bar):
            wrapped.append((part, i == last))
    rows = len(wrapped)
    back = max(0, min(back, rows - room))
    end = rows - back
    shown = wrapped[max(0, end - room):end] if room > 0 else []
    y = top
    n = len(shown)
    for i, (part, newest) in enumerate(shown):
        fade = 0.55 + 0.45 * (i + 1) / max(1, n)
        colour = CHALK if newest else tuple(int(c * fade + 38 * (1 - fade)) for c in CHALK)
        fonts.draw(target, part, (r.x + 10 * unit, y), px, colour)
        y += line_h
    if rows > room > 0:
        # the bar: the whole log is the track, the rows on show its thumb
        tx, ty, th = r.right - 4 * unit - 3, top, room * line_h
        pygame.draw.rect(target, (60, 80, 66), (tx, ty, 3, th), border_radius=2)
        h = max(8 * unit, th * room / rows)
        y0 = ty + (th - h) * (rows - room - back) / max(1, rows - room)
        pygame.draw.rect(target, CHALK_DIM, (tx, y0, 3, h), border_radius=2)
    w = fonts.size(marker, tpx, "sans-bold")[0] if marker else 0
    if marker and fonts.size(title, tpx, "sans-bold")[0] + w + 40 * unit < r.w:
        # in the title line, at the right (when it fits beside the title): new lines came
        # below the rows on show, or went up out of sight before the player's turn
        w, h = fonts.size(marker, tpx, "sans-bold")
        m = pygame.Rect(0, 0, w + int(14 * unit), h + int(2 * unit))
        m.topright = (int(r.right - 8 * unit), int(r.y + 6 * unit - unit))
        panel(target, m, radius=m.h // 2, colour=(120, 96, 40, 235))
        fonts.draw(target, marker, m.center, tpx, CHALK, "sans-bold", "center")
    return rows, room, line_h
