"""The score sheet panel at the table (S, or the «Запись» button): the whole match as the
rules keep it (``Match.live_sheet``: the sections the game in progress keeps of itself —
Мушка's пулька deal by deal, Кинг's three zones and balance — then the match's deals and
games), drawn by the same painter as the results screen (app/draw/sheet.py). Generic: no
game's keys. Long sheets scroll (wheel, ↑ ↓, PgUp PgDn, Home End); S, Esc or a click outside
closes it. The table goes on underneath (a bot's move, the animation); the sheet is read
again whenever the game has moved.
"""
from __future__ import annotations

import pygame

from rules.match import ScoreSheet

from . import textrec
from .draw.sheet import SheetPainter, lines_of
from .fonts import CHALK_DIM, GOLD
from .i18n import pick
from .widgets import panel, scroll_bar
from .wording import Wording

KEY = pygame.K_s


class SheetPanel:
    def __init__(self, app, session):
        self.app = app
        self.session = session
        self.closed = False
        self.scroll = 0
        self.max_scroll = 0
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.body = pygame.Rect(0, 0, 0, 0)
        self._seen = None
        self.sheet: ScoreSheet | None = None
        self.lines: list = []
        self.frames_drawn = 0
        self.refresh()

    # --------------------------------------------------------------- what it shows
    def refresh(self) -> None:
        """Read the sheet again when the game has moved since it was last read."""
        m = self.session.match
        mark = (id(m.state), len(m.state.history), m.phase, len(m.records))
        if mark == self._seen:
            return
        self._seen = mark
        self.sheet = m.live_sheet()
        self.lines = lines_of(list(self.sheet.sections))

    # --------------------------------------------------------------- layout
    def layout(self, size) -> None:
        w, h = size
        u = self.u = min(w / 1280, h / 720)
        n = self.session.state.seats
        self.px = max(11, round(15 * u))
        self.line_h = self.app.fonts.font(self.px).get_linesize() + max(1, round(2 * u))
        width = int(min(w - 24, max(560 * u, 220 * u + n * 110 * u), 1100 * u))
        head, foot = int(64 * u), int(34 * u)
        painter = self.painter(0, width - int(60 * u))
        need = painter.height(self.lines) if self.lines else self.line_h * 2
        height = int(min(h - 24, head + need + foot + 12 * u))
        self.rect = pygame.Rect(0, 0, width, height)
        self.rect.center = (w // 2, h // 2)
        self.body = pygame.Rect(self.rect.x + int(30 * u), self.rect.y + head, width - int(60 * u),
                                height - head - foot)
        self.max_scroll = max(0, need - self.body.h)
        self.scroll = min(self.scroll, self.max_scroll)

    def painter(self, x0, width) -> SheetPainter:
        names = self.session.names
        words = Wording(self.app.lang, self.app.settings.card_indices, names)
        return SheetPainter(self.app, names, words, x0, width, self.px, self.line_h, self.u)

    # --------------------------------------------------------------- input
    def close(self) -> None:
        self.closed = True

    def scroll_by(self, dy: int) -> None:
        self.scroll = max(0, min(self.max_scroll, self.scroll + dy))

    def handle(self, ev) -> None:
        if ev.type == pygame.KEYDOWN:
            k = ev.key
            if k in (KEY, pygame.K_ESCAPE):
                self.close()
            elif k in (pygame.K_DOWN, pygame.K_UP):
                self.scroll_by(self.line_h * (3 if k == pygame.K_DOWN else -3))
            elif k in (pygame.K_PAGEDOWN, pygame.K_PAGEUP, pygame.K_SPACE):
                self.scroll_by(int(self.body.h * 0.9) * (-1 if k == pygame.K_PAGEUP else 1))
            elif k == pygame.K_HOME:
                self.scroll = 0
            elif k == pygame.K_END:
                self.scroll = self.max_scroll
        elif ev.type == pygame.MOUSEWHEEL:
            self.scroll_by(-ev.y * self.line_h * 3)
        elif ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1 and not self.rect.collidepoint(ev.pos):
            self.close()
        elif ev.type == pygame.MOUSEBUTTONDOWN and ev.button in (4, 5):
            self.scroll_by(self.line_h * 3 * (1 if ev.button == 5 else -1))

    # --------------------------------------------------------------- drawing
    def draw(self, target) -> None:
        before = len(self.lines)
        self.refresh()
        if len(self.lines) != before or self.rect.w == 0:
            self.layout(target.get_size())
        app, u, r = self.app, self.u, self.rect
        sw, sh = target.get_size()
        veil = pygame.Surface((sw, sh), pygame.SRCALPHA)
        veil.fill((4, 10, 6, 150))
        target.blit(veil, (0, 0))
        panel(target, r, radius=int(16 * u), colour=(14, 32, 21, 246), border=(150, 130, 90))
        title = app.t("sheet_panel") + " · " + pick(self.session.game.title, app.lang)
        tpx = app.fonts.fit(title, round(26 * u), r.w - int(40 * u), "serif-bold")
        app.fonts.draw(target, title, (r.centerx, r.y + 14 * u), tpx, GOLD, "serif-bold", "midtop")
        body = self.body
        if not self.lines:
            app.fonts.draw(target, app.t("sheet_empty"), (r.centerx, body.y + self.line_h), self.px, CHALK_DIM,
                           "sans", "midtop")
        else:
            layer = pygame.Surface(body.size, pygame.SRCALPHA)
            painter = self.painter(0, body.w)
            drawn = textrec.fresh()
            with textrec.capture(drawn):
                painter.draw(layer, self.lines, -self.scroll, clip=layer.get_rect())
            target.blit(layer, body.topleft)
            textrec.emit([e for e in drawn or () if pygame.Rect(e.rect).colliderect(layer.get_rect())],
                         body.topleft)
            scroll_bar(target, body, self.scroll, self.max_scroll, u)
        hint = app.fonts.ellipsize(app.t("sheet_close"), max(10, round(12 * u)), r.w - int(30 * u))
        app.fonts.draw(target, hint, (r.centerx, r.bottom - 10 * u), max(10, round(12 * u)), CHALK_DIM, "sans",
                       "midbottom")
        self.frames_drawn += 1
