"""The statistics over the menu: a player's figures per game (app/stats.py) and a chart of
his last results in the chosen game, chalked on the baize.

Keys: Left/Right choose the player, Up/Down the game, Esc closes; the mouse: the arrows of
the player, a click on a row, the wheel, a click outside closes.
"""
from __future__ import annotations

import pygame

from rules import get_game
from rules.registry import UnknownGame

from ..fonts import CHALK, CHALK_DIM, GOLD
from ..i18n import pick
from ..setup import level_label
from ..widgets import Button, Choice, panel

WIN = (236, 200, 120)
LOSS = (206, 110, 92)
EVEN = (170, 184, 164)


def hours_label(t, seconds: float) -> str:
    m = int(round(seconds / 60))
    return t("stats_hm", h=m // 60, m=m % 60) if m >= 60 else t("stats_m", m=m)


def signed(n: int) -> str:
    return f"+{n}" if n > 0 else (f"−{-n}" if n < 0 else "0")


class StatisticsOverlay:
    def __init__(self, menu):
        self.menu = menu
        self.app = menu.app
        self.closed = False
        store = self.app.statistics
        self.players = store.players()
        self.by_player: dict = {}
        self.sel = 0
        self.top = 0
        self.rows: list = []
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.u = 1.0
        self.pick = Choice("stats:player", list(range(len(self.players))) or [0], self.player_label,
                           on_change=lambda _v: self._changed())
        self.btn_close = Button("stats:close", self.app.t("saved_close"), on_click=self.close)
        self.btn_recent = Button("stats:recent", self.app.t("recent_games"), on_click=self.open_recent)

    # ---------------------------------------------------------------- data
    def player_label(self, i) -> str:
        t = self.app.t
        if not self.players:
            return "—"
        p = self.players[i]
        if p.bot:
            return t("stats_bot", level=level_label(p.bot, self.app.lang))
        return p.player or t("stats_you")

    @property
    def figures(self) -> list:
        if not self.players:
            return []
        i = self.pick.value
        if i not in self.by_player:
            self.by_player[i] = self.app.statistics.figures(self.players[i])
        return self.by_player[i]

    def _changed(self) -> None:
        self.sel = self.top = 0
        self.layout(self.app.size)

    def close(self) -> None:
        self.closed = True

    def open_recent(self) -> None:
        """The kept records of finished games, to watch (the menu shows the list)."""
        self.close()
        self.menu.open_recent()

    def title_of(self, game_id: str) -> str:
        try:
            return pick(get_game(game_id).title, self.app.lang)
        except UnknownGame:          # a game of another version
            return game_id

    # ---------------------------------------------------------------- layout
    def layout(self, size) -> None:
        w, h = size
        u = self.u = min(w / 1280, h / 720)
        self.rect = pygame.Rect(0, 0, min(int(1040 * u), w - 40), min(int(640 * u), h - 40))
        self.rect.center = (w // 2, h // 2)
        self.pick.rect = pygame.Rect(0, 0, int(300 * u), int(34 * u))
        self.pick.rect.topright = (self.rect.right - int(28 * u), self.rect.y + int(18 * u))
        self.pick.px = round(16 * u)
        self.row_h = int(34 * u)
        self.table_top = self.rect.y + int(96 * u)
        self.chart = pygame.Rect(self.rect.x + int(28 * u), 0, self.rect.w - int(56 * u), int(150 * u))
        self.chart.bottom = self.rect.bottom - int(84 * u)
        self.shown = max(1, (self.chart.y - int(40 * u) - self.table_top) // self.row_h)
        n = len(self.figures)
        self.sel = max(0, min(self.sel, n - 1))
        self.top = max(0, min(self.top, n - self.shown))
        if self.sel < self.top:
            self.top = self.sel
        elif self.sel >= self.top + self.shown:
            self.top = self.sel - self.shown + 1
        self.btn_close.rect = pygame.Rect(0, 0, int(170 * u), int(38 * u))
        self.btn_close.rect.bottomleft = (self.rect.centerx + int(8 * u), self.rect.bottom - int(26 * u))
        self.btn_recent.rect = pygame.Rect(0, 0, int(260 * u), int(38 * u))
        self.btn_recent.rect.bottomright = (self.rect.centerx - int(8 * u), self.rect.bottom - int(26 * u))
        self.btn_close.px = self.btn_recent.px = round(16 * u)
        # columns: title, played, won, lost (fools), places, chips/points, streaks, time
        x0, cw = self.rect.x + int(28 * u), self.rect.w - int(56 * u)
        shares = (0.27, 0.08, 0.08, 0.12, 0.17, 0.11, 0.08, 0.09)
        self.cols, x = [], x0
        for s in shares:
            self.cols.append(x)
            x += int(cw * s)
        self.cols.append(x0 + cw)

    def widgets(self) -> list:
        return [self.pick, self.btn_recent, self.btn_close]

    # ---------------------------------------------------------------- input
    def handle(self, ev) -> None:
        n = len(self.figures)
        if ev.type == pygame.KEYDOWN:
            if ev.key == pygame.K_ESCAPE:
                self.close()
            elif ev.key in (pygame.K_LEFT, pygame.K_RIGHT):
                self.pick.step(1 if ev.key == pygame.K_RIGHT else -1)
            elif ev.key in (pygame.K_UP, pygame.K_DOWN) and n:
                self.sel = max(0, min(n - 1, self.sel + (1 if ev.key == pygame.K_DOWN else -1)))
                self.layout(self.app.size)
            return
        if ev.type == pygame.MOUSEWHEEL and n:
            self.top = max(0, min(self.top - ev.y, n - self.shown))
            self.sel = max(self.top, min(self.sel, self.top + self.shown - 1))
            return
        for b in self.widgets():
            if b.handle(ev):
                return
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            if not self.rect.collidepoint(ev.pos):
                self.close()
                return
            k = (ev.pos[1] - self.table_top) // self.row_h
            if 0 <= k < self.shown and self.top + k < n and self.rect.x < ev.pos[0] < self.rect.right:
                self.sel = self.top + k

    # ---------------------------------------------------------------- drawing
    def draw(self, target) -> None:
        app, u, f, t = self.app, self.u, self.app.fonts, self.app.t
        veil = pygame.Surface(target.get_size(), pygame.SRCALPHA)
        veil.fill((4, 10, 6, 160))
        target.blit(veil, (0, 0))
        panel(target, self.rect, radius=int(14 * u), colour=(16, 34, 24, 255), border=GOLD)
        x = self.rect.x + int(28 * u)
        f.draw(target, t("stats_title"), (x, self.rect.y + int(18 * u)), round(24 * u), GOLD, "serif-bold")
        self.pick.draw(target, f)
        figs = self.figures
        if not figs:
            f.draw(target, t("stats_none"), self.rect.center, round(17 * u), CHALK_DIM, "sans", "center")
        else:
            self._draw_table(target, figs)
            self._draw_chart(target, figs[self.sel])
        self.btn_close.draw(target, f)
        self.btn_recent.draw(target, f)
        f.draw(target, t("stats_keys"), (self.rect.centerx, self.rect.bottom - int(6 * u)), round(12 * u),
               (170, 180, 160), "sans", "midbottom")

    def _draw_table(self, target, figs) -> None:
        u, f, t = self.u, self.app.fonts, self.app.t
        hpx, px = round(13 * u), round(15 * u)
        heads = ("stats_game", "stats_played", "stats_won", "stats_lost", "stats_places", "stats_amount",
                 "stats_streaks", "stats_time")
        y = self.table_top - int(24 * u)
        for i, key in enumerate(heads):
            f.draw(target, t(key), (self.cols[i], y), hpx, CHALK_DIM)
        pygame.draw.line(target, (90, 112, 90), (self.cols[0], self.table_top - int(4 * u)),
                         (self.cols[-1], self.table_top - int(4 * u)))
        for k in range(self.shown):
            i = self.top + k
            if i >= len(figs):
                break
            s = figs[i]
            ry = self.table_top + k * self.row_h
            chosen = i == self.sel
            if chosen:
                panel(target, pygame.Rect(self.cols[0] - int(8 * u), ry, self.cols[-1] - self.cols[0] + int(16 * u),
                                          self.row_h - int(4 * u)), radius=int(8 * u), colour=(60, 50, 26, 200),
                      border=GOLD)
            colour = GOLD if chosen else CHALK
            ty = ry + (self.row_h - int(4 * u)) // 2
            lost = str(s.lost) + (f" ({s.fools})" if s.fools and s.fools != s.lost else "")
            if s.fools and s.fools == s.lost:
                lost = t("stats_fools", n=s.fools)
            places = " · ".join(f"{p}:{c}" for p, c in sorted(s.places.items())[:4])
            if s.chip_games:
                amount = f"+{s.chips_won} / −{s.chips_lost}"
            elif s.point_games:
                amount = signed(s.points)
            else:
                amount = "—"
            played = str(s.played) + (f" ↶{s.undone}" if s.undone else "")    # games with moves taken back
            cells = (self.title_of(s.game), played, str(s.won), lost, places, amount,
                     f"{s.best_streak} / {s.worst_streak}", hours_label(t, s.seconds))
            for c, text in enumerate(cells):
                room = self.cols[c + 1] - self.cols[c] - int(8 * u)
                style = "serif-bold" if c == 0 else "sans"
                f.draw(target, f.ellipsize(text, px, room, style), (self.cols[c], ty), px, colour, style, "midleft")

    def _draw_chart(self, target, s) -> None:
        """The last results as chalk bars: the height is the score (1 = first place), gold for a
        win, red for a loss; a dotted line at the fair share of a table of that size."""
        u, f, t = self.u, self.app.fonts, self.app.t
        r = self.chart
        f.draw(target, t("stats_last", n=len(s.last), game=self.title_of(s.game)), (r.x, r.y - int(24 * u)),
               round(14 * u), CHALK_DIM)
        pygame.draw.line(target, (120, 140, 118), (r.x, r.bottom), (r.right, r.bottom), max(1, int(2 * u)))
        slots = 20
        step = r.w / slots
        bw = max(3, int(step * 0.62))
        for i, (score, place, seats, won, lost) in enumerate(s.last):
            hgt = max(int(3 * u), int((r.h - int(18 * u)) * score))
            bx = int(r.x + i * step + (step - bw) / 2)
            colour = WIN if won else LOSS if lost else EVEN
            bar = pygame.Rect(bx, r.bottom - hgt, bw, hgt)
            pygame.draw.rect(target, colour, bar, border_radius=max(1, int(3 * u)))
            f.draw(target, str(place), (bar.centerx, bar.y - int(2 * u)), round(11 * u), colour, "sans", "midbottom")
        if s.last:
            seats = s.last[-1][2]
            fair = 0.5 if seats > 1 else 1.0
            fy = int(r.bottom - (r.h - int(18 * u)) * fair)
            for dx in range(r.x, r.right, int(12 * u) or 1):
                pygame.draw.line(target, (150, 160, 140), (dx, fy), (min(dx + int(6 * u), r.right), fy))
