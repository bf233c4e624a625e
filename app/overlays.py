"""Overlays drawn over a scene: the rules (F1), the hot-seat curtain, the hint panel."""
from __future__ import annotations

import pygame

from .fonts import CHALK, CHALK_DIM, GOLD
from .i18n import choice_label, pick, source_mark
from .widgets import panel, scroll_bar

SOURCE_INK = (214, 200, 160)     # where a rule or an option comes from: quieter than the rule


class RulesOverlay:
    """The rules of a game in the program's language, with its options explained."""

    def __init__(self, app, game, values: dict | None = None):
        self.app = app
        self.game = game
        self.values = values or {}
        self.closed = False
        self.scroll = 0
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.bar = None               # the scroll bar's rect as last drawn (None: the text fits)
        self._lines: list = []

    def layout(self, size) -> None:
        w, h = size
        u = min(w / 1280, h / 720)
        self.u = u
        self.rect = pygame.Rect(0, 0, min(int(900 * u), w - 40), h - int(60 * u))
        self.rect.center = (w // 2, h // 2)
        self._lines = self._compose()
        self.scroll = max(0, min(self.scroll, self.max_scroll))

    def _compose(self) -> list:
        """(text, px, style, colour, gap_before) lines, wrapped to the panel."""
        app, u = self.app, self.u
        f = app.fonts
        width = self.rect.w - int(60 * u)
        body = max(12, round(16 * u))
        out = []
        for rule in self.game.rulebook:
            for i, line in enumerate(f.wrap(rule.text(app.lang), body, width, "serif")):
                out.append((line, body, "serif", CHALK, 8 * u if i == 0 else 0))
            for line in f.wrap(source_mark(rule.source, app.lang), body - 2, width - 20 * u, "serif"):
                out.append(("   " + line, body - 2, "serif", SOURCE_INK, 0))
        opts = list(self.game.options)
        if opts:
            out.append((app.t("rules_options"), round(19 * u), "serif-bold", GOLD, 18 * u))
            for o in opts:
                head = pick(o.label, app.lang)
                if o.key in self.values:
                    head += " — " + app.t("current_value", value=choice_label(o, self.values[o.key], app.lang))
                for i, line in enumerate(f.wrap(head, body, width, "sans-bold")):
                    out.append((line, body, "sans-bold", CHALK, 10 * u if i == 0 else 0))
                choices = ", ".join(choice_label(o, c, app.lang) for c in o.choices)
                for line in f.wrap(choices, body - 1, width - 20 * u):
                    out.append(("   " + line, body - 1, "sans", CHALK_DIM, 0))
                src = pick(o.source, app.lang)
                if src:
                    for line in f.wrap(src, body - 2, width - 20 * u, "serif"):
                        out.append(("   " + line, body - 2, "serif", SOURCE_INK, 0))
        out.append((app.t("rules_keys"), round(19 * u), "serif-bold", GOLD, 18 * u))
        for key in ("table_keys", "replay_keys1", "replay_keys2"):
            for line in f.wrap(app.t(key) if key == "table_keys" else app.t("replay_title") + ": " + app.t(key),
                               body, width):
                out.append((line, body, "sans", CHALK, 6 * u))
        return out

    @property
    def content_h(self) -> float:
        return sum(self.app.fonts.font(px, st).get_linesize() + gap for _, px, st, _, gap in self._lines)

    @property
    def max_scroll(self) -> int:
        view_h = self.rect.h - int(110 * self.u)
        return max(0, int(self.content_h - view_h))

    def handle(self, ev) -> bool:
        if ev.type == pygame.KEYDOWN:
            if ev.key in (pygame.K_ESCAPE, pygame.K_F1, pygame.K_RETURN, pygame.K_KP_ENTER):
                self.closed = True
            elif ev.key in (pygame.K_DOWN, pygame.K_PAGEDOWN, pygame.K_SPACE):
                self.scroll = min(self.max_scroll, self.scroll + int((40 if ev.key == pygame.K_DOWN else 300) * self.u))
            elif ev.key in (pygame.K_UP, pygame.K_PAGEUP):
                self.scroll = max(0, self.scroll - int((40 if ev.key == pygame.K_UP else 300) * self.u))
            return True
        if ev.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, min(self.max_scroll, self.scroll - int(ev.y * 40 * self.u)))
            return True
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            self.closed = True
            return True
        return ev.type in (pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION, pygame.TEXTINPUT)

    def draw(self, target) -> None:
        app, u = self.app, self.u
        veil = pygame.Surface(target.get_size(), pygame.SRCALPHA)
        veil.fill((4, 10, 6, 170))
        target.blit(veil, (0, 0))
        r = self.rect
        panel(target, r, radius=int(16 * u), colour=(16, 34, 24, 245), border=(120, 110, 80))
        title = app.t("rules_title", game=pick(self.game.title, app.lang))
        app.fonts.draw(target, title, (r.centerx, r.y + 20 * u), round(26 * u), GOLD, "serif-bold", "midtop")
        top = r.y + int(68 * u)
        bottom = r.bottom - int(42 * u)
        clip = target.get_clip()
        target.set_clip(pygame.Rect(r.x, top, r.w, bottom - top))
        y = top - self.scroll
        for text, px, style, colour, gap in self._lines:
            y += gap
            lh = app.fonts.font(px, style).get_linesize()
            if top - lh < y < bottom:
                app.fonts.draw(target, text, (r.x + 30 * u, y), px, colour, style)
            y += lh
        target.set_clip(clip)
        # how much there is and where we are in it: a bar in the panel's right margin
        self.bar = scroll_bar(target, pygame.Rect(r.x, top, r.w - int(22 * u), bottom - top), self.scroll,
                              self.max_scroll, u)
        app.fonts.draw(target, app.t("rules_close"), (r.centerx, r.bottom - 14 * u), round(13 * u),
                       CHALK_DIM, "sans", "midbottom")


_DRAPES: dict = {}


def _drape(size, unit: float) -> pygame.Surface:
    """A heavy burgundy drape with soft vertical folds, nearly opaque (cached per size)."""
    surf = _DRAPES.get(size)
    if surf is None:
        import math
        w, h = size
        surf = pygame.Surface(size)
        fold = max(40.0, 110 * unit)
        for x in range(w):
            k = 0.5 + 0.5 * math.sin(2 * math.pi * x / fold) * (0.75 + 0.25 * math.sin(x / (fold * 2.7)))
            shade = 0.62 + 0.38 * k
            pygame.draw.line(surf, (int(104 * shade), int(26 * shade), int(36 * shade)), (x, 0), (x, h))
        # darker at the top and bottom, as if lit from the middle
        band = max(1, h // 4)
        shadow = pygame.Surface((w, 1), pygame.SRCALPHA)
        for y in range(band):
            shadow.fill((0, 0, 0, int(110 * (1 - y / band) ** 2)))
            surf.blit(shadow, (0, y))
            surf.blit(shadow, (0, h - 1 - y))
        surf.set_alpha(244)
        _DRAPES.clear()
        _DRAPES[size] = surf
    return surf


def draw_curtain(target, app, name: str, unit: float) -> pygame.Rect:
    """The hot-seat curtain: a drape over the table, the next player's name.
    Returns the rect of its plate (a click anywhere lifts it)."""
    w, h = target.get_size()
    target.blit(_drape((w, h), unit), (0, 0))
    box = pygame.Rect(0, 0, int(620 * unit), int(190 * unit))
    box.center = (w // 2, h // 2)
    panel(target, box, radius=int(18 * unit), colour=(30, 14, 12, 235), border=GOLD)
    f = app.fonts
    title = app.t("curtain_turn", name=name)
    px = f.fit(title, round(34 * unit), box.w - 40 * unit, "serif-bold")
    f.draw(target, title, (box.centerx, box.y + 34 * unit), px, GOLD, "serif-bold", "midtop")
    f.draw(target, app.t("curtain_ready"), (box.centerx, box.y + 96 * unit), round(20 * unit), CHALK,
           "sans", "midtop")
    f.draw(target, app.t("curtain_hidden"), (box.centerx, box.bottom - 18 * unit), round(13 * unit),
           CHALK_DIM, "sans", "midbottom")
    return box
