"""Small retained widgets for the menu, the table panel and the overlays.

Each widget has a ``rect`` (set by its scene's layout), draws itself, and reacts to
mouse and keyboard events. A ``FocusRing`` moves the keyboard focus with Tab.
Tests find a widget by its ``id`` and click the centre of its ``rect``.
"""
from __future__ import annotations

import pygame

from . import textrec
from .fonts import CHALK, CHALK_DIM, GOLD, INK

PANEL = (12, 26, 18, 178)
BODY = (20, 40, 28)
BODY_HOVER = (34, 62, 44)
BRASS = (214, 170, 92)
BRASS_HOVER = (236, 196, 120)
LINE = (120, 140, 118)


def panel(target: pygame.Surface, rect, radius: int = 12, colour=PANEL, border=None) -> None:
    """A translucent rounded panel on the cloth."""
    r = pygame.Rect(rect)
    if r.w <= 0 or r.h <= 0:
        return
    surf = pygame.Surface(r.size, pygame.SRCALPHA)
    pygame.draw.rect(surf, colour, surf.get_rect(), border_radius=radius)
    if border:
        pygame.draw.rect(surf, border, surf.get_rect(), width=1, border_radius=radius)
    target.blit(surf, r)


def scroll_bar(target, rect, scroll: int, max_scroll: int, u: float):
    """A thin chalk scroll bar beside a column that scrolls (nothing when it does not).
    Returns the bar's rect, or None."""
    if not max_scroll:
        return None
    rect = pygame.Rect(rect)
    bar_h = max(20, int(rect.h * rect.h / (rect.h + max_scroll)))
    bar_y = rect.y + int((rect.h - bar_h) * min(scroll, max_scroll) / max_scroll)
    bar = pygame.Rect(rect.right + int(6 * u), bar_y, max(3, int(4 * u)), bar_h)
    pygame.draw.rect(target, (150, 160, 130), bar, border_radius=3)
    return bar


class Widget:
    focusable = True

    def __init__(self, wid: str):
        self.id = wid
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.hover = False
        self.focus = False
        self.enabled = True
        self.visible = True

    def hit(self, pos) -> bool:
        return self.visible and self.enabled and self.rect.collidepoint(pos)

    def handle(self, ev) -> bool:
        """Return True when the event was used."""
        return False

    def draw(self, target, fonts) -> None:
        pass


class Button(Widget):
    def __init__(self, wid: str, label: str = "", on_click=None, primary: bool = False, px: int = 18):
        super().__init__(wid)
        self.label = label
        self.on_click = on_click
        self.primary = primary
        self.px = px
        self.action = None        # the game action a table button stands for, if any
        self._down = False

    def handle(self, ev) -> bool:
        if not self.visible:
            return False
        if ev.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(ev.pos)
        elif ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1 and self.hit(ev.pos):
            self._down = True
            return True
        elif ev.type == pygame.MOUSEBUTTONUP and ev.button == 1:
            was, self._down = self._down, False
            if was and self.hit(ev.pos):
                self.activate()
                return True
        elif ev.type == pygame.KEYDOWN and self.focus and ev.key in (pygame.K_RETURN, pygame.K_SPACE,
                                                                     pygame.K_KP_ENTER):
            self.activate()
            return True
        return False

    def activate(self) -> None:
        if self.enabled and self.on_click:
            self.on_click()

    def draw(self, target, fonts) -> None:
        if not self.visible or self.rect.w <= 0:
            return
        r = self.rect
        lit = (self.hover or self.focus) and self.enabled
        if self.primary:
            body = BRASS_HOVER if lit else BRASS
            ink = INK
        else:
            body = BODY_HOVER if lit else BODY
            ink = CHALK if self.enabled else CHALK_DIM
        if not self.enabled:
            body = tuple(int(c * 0.7) for c in body)
        shadow = r.move(0, 2)
        pygame.draw.rect(target, (8, 16, 10), shadow, border_radius=r.h // 3)
        pygame.draw.rect(target, body, r, border_radius=r.h // 3)
        edge = GOLD if lit else (LINE if not self.primary else (150, 112, 50))
        pygame.draw.rect(target, edge, r, width=2 if lit else 1, border_radius=r.h // 3)
        px = fonts.fit(self.label, self.px, r.w - 16, "sans-bold" if self.primary else "sans")
        with textrec.group("button"):
            textrec.box(r, "button", self.label)
            fonts.draw(target, self.label, r.center, px, ink, "sans-bold" if self.primary else "sans", "center")


class Choice(Widget):
    """A value picked from a list with ‹ › arrows (mouse) or Left/Right (keyboard)."""

    def __init__(self, wid: str, values: list, labels, index: int = 0, on_change=None, px: int = 17):
        super().__init__(wid)
        self.values = list(values)
        self.labels = labels          # callable value -> text
        self.index = index
        self.on_change = on_change
        self.px = px
        self.arrow_w = None           # the ‹ › boxes' width (None: square, the control's height)

    # a value shrunk below this is wrapped onto two lines instead (when the control is tall enough)
    READABLE_PX = 12

    @property
    def value(self):
        return self.values[self.index]

    def text_room(self) -> int:
        return self.rect.w - 2 * self.arrows()[0].w - 6

    def value_lines(self, fonts, text: str | None = None) -> tuple:
        """How a value is drawn: (px, lines). One line at the control's size, shrunk a
        little; a long value that would shrink below ``READABLE_PX`` goes onto two lines
        when the control has the height for them (else it is cut with «…»)."""
        text = self.labels(self.value) if text is None else text
        room = self.text_room()
        floor = min(self.px, max(self.READABLE_PX, round(self.px * 0.8)))
        px = fonts.fit(text, self.px, room)
        if px >= floor:
            return px, [text]
        for p in range(int(self.px), floor - 1, -1):
            lines = fonts.wrap(text, p, room)
            if len(lines) <= 2 and fonts.font(p).get_linesize() * len(lines) <= self.rect.h - 2 \
                    and all(fonts.size(line, p)[0] <= room for line in lines):
                return p, lines
        return floor, [fonts.ellipsize(text, floor, room)]

    def needs_two_lines(self, fonts) -> bool:
        """Whether some value would shrink below ``READABLE_PX`` on one line."""
        room = self.text_room()
        floor = min(self.px, max(self.READABLE_PX, round(self.px * 0.8)))
        return any(fonts.fit(self.labels(v), self.px, room) < floor for v in self.values)

    def set_value(self, v) -> None:
        if v in self.values:
            self.index = self.values.index(v)

    def arrows(self):
        h = self.rect.h
        a = h if self.arrow_w is None else min(h, self.arrow_w)
        return (pygame.Rect(self.rect.x, self.rect.y, a, h),
                pygame.Rect(self.rect.right - a, self.rect.y, a, h))

    def step(self, d: int) -> None:
        if not self.enabled or len(self.values) < 2:
            return
        self.index = (self.index + d) % len(self.values)
        if self.on_change:
            self.on_change(self.value)

    def handle(self, ev) -> bool:
        if not self.visible:
            return False
        if ev.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(ev.pos)
        elif ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1 and self.hit(ev.pos):
            left, right = self.arrows()
            self.step(-1 if left.collidepoint(ev.pos) else 1)
            return True
        elif ev.type == pygame.MOUSEWHEEL and self.hover:
            self.step(-1 if ev.y > 0 else 1)
            return True
        elif ev.type == pygame.KEYDOWN and self.focus:
            if ev.key in (pygame.K_LEFT,):
                self.step(-1)
                return True
            if ev.key in (pygame.K_RIGHT, pygame.K_SPACE, pygame.K_RETURN):
                self.step(1)
                return True
        return False

    def draw(self, target, fonts) -> None:
        if not self.visible or self.rect.w <= 0:
            return
        r = self.rect
        lit = (self.hover or self.focus) and self.enabled
        pygame.draw.rect(target, BODY_HOVER if lit else BODY, r, border_radius=r.h // 3)
        pygame.draw.rect(target, GOLD if lit else LINE, r, width=2 if lit else 1, border_radius=r.h // 3)
        left, right = self.arrows()
        col = CHALK if self.enabled and len(self.values) > 1 else CHALK_DIM
        fonts.draw(target, "‹", left.center, self.px + 4, col, "sans-bold", "center")
        fonts.draw(target, "›", right.center, self.px + 4, col, "sans-bold", "center")
        px, lines = self.value_lines(fonts)
        step = fonts.font(px).get_linesize()
        y = r.centery - step * (len(lines) - 1) / 2
        for line in lines:
            fonts.draw(target, line, (r.centerx, y), px, CHALK if self.enabled else CHALK_DIM, "sans", "center")
            y += step


class TextField(Widget):
    def __init__(self, wid: str, text: str = "", on_change=None, max_len: int = 18, px: int = 17,
                 digits: bool = False, placeholder: str = ""):
        super().__init__(wid)
        self.text = text
        self.on_change = on_change
        self.max_len = max_len
        self.px = px
        self.digits = digits
        self.placeholder = placeholder

    def handle(self, ev) -> bool:
        if not self.visible:
            return False
        if ev.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(ev.pos)
        elif ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1 and self.hit(ev.pos):
            return True          # the scene moves the focus here
        elif ev.type == pygame.KEYDOWN and self.focus:
            if ev.key == pygame.K_BACKSPACE:
                self._set(self.text[:-1])
                return True
            if ev.key in (pygame.K_DELETE,):
                self._set("")
                return True
        elif ev.type == pygame.TEXTINPUT and self.focus:
            add = "".join(ch for ch in ev.text if ch.isprintable())
            if self.digits:
                add = "".join(ch for ch in add if ch.isascii() and ch.isdigit())
            if add:
                self._set((self.text + add)[: self.max_len])
            return True
        return False

    def _set(self, text: str) -> None:
        if text != self.text:
            self.text = text
            if self.on_change:
                self.on_change(text)

    def draw(self, target, fonts) -> None:
        if not self.visible or self.rect.w <= 0:
            return
        r = self.rect
        lit = self.focus or self.hover
        pygame.draw.rect(target, (10, 22, 15), r, border_radius=6)
        pygame.draw.rect(target, GOLD if self.focus else (LINE if not self.hover else CHALK_DIM), r,
                         width=2 if self.focus else 1, border_radius=6)
        shown = self.text or self.placeholder
        col = CHALK if self.text else CHALK_DIM
        px = self.px
        text = fonts.ellipsize(shown, px, r.w - 18) if not self.focus else shown
        surf = fonts.render(text, px, col)
        # while typing keep the end of the text (and the caret) in view
        clip = target.get_clip()
        target.set_clip(r.inflate(-8, -2))
        x = r.x + 9
        if self.focus and surf.get_width() > r.w - 20:
            x = r.right - 12 - surf.get_width()
        target.blit(surf, (x, r.centery - surf.get_height() // 2))
        if self.focus and (pygame.time.get_ticks() // 500) % 2 == 0:
            cx = x + (fonts.size(self.text, px)[0] if self.text else 0) + 1
            pygame.draw.line(target, GOLD, (cx, r.y + 6), (cx, r.bottom - 6), 2)
        target.set_clip(clip)
        del lit


class FocusRing:
    """Tab / Shift-Tab through the focusable widgets, in the order given."""

    def __init__(self):
        self.widgets: list = []
        self.index = -1

    def set(self, widgets: list) -> None:
        cur = self.current
        self.widgets = [w for w in widgets if w.focusable and w.visible]
        for w in self.widgets:
            w.focus = False
        self.index = self.widgets.index(cur) if cur in self.widgets else -1
        if cur is not None and self.index >= 0:
            cur.focus = True

    @property
    def current(self):
        return self.widgets[self.index] if 0 <= self.index < len(self.widgets) else None

    def focus_on(self, widget) -> None:
        if self.current is not None:
            self.current.focus = False
        self.index = self.widgets.index(widget) if widget in self.widgets else -1
        if widget is not None and self.index >= 0:
            widget.focus = True

    def move(self, d: int) -> None:
        live = [w for w in self.widgets if w.enabled and w.visible]
        if not live:
            return
        cur = self.current
        i = live.index(cur) if cur in live else (-1 if d > 0 else 0)
        self.focus_on(live[(i + d) % len(live)])
