"""The list of saved games over the menu: every unfinished game, newest first, with its
players, the move it reached and when it was saved; resume any, or delete it (after a
question: nothing is thrown away that the player did not choose to throw away).

Mouse: the row's buttons, the wheel scrolls, a click outside closes. Keys: Up/Down
choose, Enter resumes, Delete asks to delete (Enter then deletes, Esc keeps), Esc closes.
"""
from __future__ import annotations

import time

import pygame

from rules import get_game

from ..fonts import CHALK, CHALK_DIM, GOLD
from ..i18n import pick
from ..widgets import Button, panel


def when_label(t, saved: float, now: float | None = None) -> str:
    """«сегодня, 04:56» or «01.12.2026, 04:56» in local time."""
    lt = time.localtime(saved)
    now_lt = time.localtime(now if now is not None else time.time())
    hm = time.strftime("%H:%M", lt)
    if lt[:3] == now_lt[:3]:
        return t("saved_today", time=hm)
    return t("saved_date", d=f"{lt.tm_mday:02d}", m=f"{lt.tm_mon:02d}", y=lt.tm_year, time=hm)


def players_label(t, setup, lang: str) -> str:
    """The players as the table names them: default names in the player's language."""
    names = setup.names(lang)
    return ", ".join(n if s.human else t("saved_bot", name=n) for n, s in zip(names, setup.seats))


class SavedGamesOverlay:
    # the words (i18n keys) — the list of recent games (RecentGamesOverlay) says its own
    WORDS = {"title": "saved_games", "none": "saved_none", "open": "saved_resume", "keys": "saved_keys",
             "info": "saved_move"}

    def __init__(self, menu):
        self.menu = menu
        self.app = menu.app
        self.closed = False
        self.sel = 0
        self.top = 0                  # the first row shown
        self.confirm: str | None = None      # the save id the question is about
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.rows: list = []          # (entry, rect, buttons)
        self.btn_close = Button("saved:close", self.app.t("saved_close"), on_click=self.close)
        self.u = 1.0

    @property
    def entries(self) -> list:
        return self.menu.saved

    def close(self) -> None:
        self.closed = True

    @staticmethod
    def turn_of(entry) -> int:
        return entry.moves + 1          # the move a saved game goes on with

    # ---------------------------------------------------------------- layout
    def layout(self, size) -> None:
        w, h = size
        u = self.u = min(w / 1280, h / 720)
        t = self.app.t
        self.row_h = int(74 * u)
        head, foot = int(64 * u), int(78 * u)
        fit = max(1, (h - int(80 * u) - head - foot) // self.row_h)
        self.shown = min(fit, max(1, len(self.entries)))
        self.rect = pygame.Rect(0, 0, min(int(880 * u), w - 40), head + self.shown * self.row_h + foot)
        self.rect.center = (w // 2, h // 2)
        self.sel = max(0, min(self.sel, len(self.entries) - 1))
        self.top = max(0, min(self.top, len(self.entries) - self.shown))
        if self.sel < self.top:
            self.top = self.sel
        elif self.sel >= self.top + self.shown:
            self.top = self.sel - self.shown + 1
        self.rows = []
        bw, bh, gap = int(150 * u), int(36 * u), int(10 * u)
        y = self.rect.y + head
        for i in range(self.top, min(len(self.entries), self.top + self.shown)):
            e = self.entries[i]
            r = pygame.Rect(self.rect.x + int(16 * u), y, self.rect.w - int(32 * u), self.row_h - int(6 * u))
            if self.confirm == e.id:
                first = Button(f"saved:yes:{e.id}", t("saved_delete_yes"), on_click=lambda e=e: self.delete(e))
                second = Button(f"saved:no:{e.id}", t("saved_delete_no"), on_click=self.cancel)
            else:
                first = Button(f"saved:resume:{e.id}", t(self.WORDS["open"]), primary=True,
                               on_click=lambda e=e: self.resume(e))
                second = Button(f"saved:delete:{e.id}", t("saved_delete"), on_click=lambda e=e: self.ask(e))
            second.rect = pygame.Rect(r.right - int(12 * u) - bw, r.centery - bh // 2, bw, bh)
            first.rect = pygame.Rect(second.rect.x - gap - bw, second.rect.y, bw, bh)
            first.px = second.px = round(16 * u)
            self.rows.append((e, r, [first, second]))
            y += self.row_h
        self.btn_close.rect = pygame.Rect(0, 0, int(170 * u), int(38 * u))
        self.btn_close.rect.midbottom = (self.rect.centerx, self.rect.bottom - int(30 * u))
        self.btn_close.px = round(16 * u)
        self.btn_close.label = t("saved_close")

    def widgets(self) -> list:
        out = []
        for _, _, buttons in self.rows:
            out += buttons
        return out + [self.btn_close]

    # ---------------------------------------------------------------- doing
    def resume(self, entry) -> None:
        self.close()
        self.menu.resume(entry.id)

    def ask(self, entry) -> None:
        self.confirm = entry.id
        self.sel = self.entries.index(entry)
        self.layout(self.app.size)

    def cancel(self) -> None:
        self.confirm = None
        self.layout(self.app.size)

    def delete(self, entry) -> None:
        self.confirm = None
        self.menu.delete_saved(entry.id)
        if not self.entries:
            self.close()
        else:
            self.layout(self.app.size)

    def _scroll(self, d: int) -> None:
        self.top = max(0, min(self.top + d, len(self.entries) - self.shown))
        self.sel = max(self.top, min(self.sel, self.top + self.shown - 1))
        self.layout(self.app.size)

    def handle(self, ev) -> None:
        if ev.type == pygame.KEYDOWN:
            k = ev.key
            if self.confirm is not None:
                if k in (pygame.K_RETURN, pygame.K_KP_ENTER):
                    self.delete(next(e for e in self.entries if e.id == self.confirm))
                elif k in (pygame.K_ESCAPE, pygame.K_BACKSPACE, pygame.K_DELETE):
                    self.cancel()
                return
            if k == pygame.K_ESCAPE:
                self.close()
            elif k in (pygame.K_UP, pygame.K_DOWN) and self.entries:
                self.sel = max(0, min(len(self.entries) - 1, self.sel + (1 if k == pygame.K_DOWN else -1)))
                self.layout(self.app.size)
            elif k in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.entries:
                self.resume(self.entries[self.sel])
            elif k in (pygame.K_DELETE, pygame.K_BACKSPACE) and self.entries:
                self.ask(self.entries[self.sel])
            return
        if ev.type == pygame.MOUSEWHEEL:
            self._scroll(-ev.y)
            return
        for b in self.widgets():
            if b.handle(ev):
                return
        if ev.type == pygame.MOUSEMOTION:
            for i, (_, r, _) in enumerate(self.rows):
                if r.collidepoint(ev.pos):
                    self.sel = self.top + i
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1 and not self.rect.collidepoint(ev.pos):
            self.close()

    # ---------------------------------------------------------------- drawing
    def draw(self, target) -> None:
        app, u, f = self.app, self.u, self.app.fonts
        t = app.t
        veil = pygame.Surface(target.get_size(), pygame.SRCALPHA)
        veil.fill((4, 10, 6, 160))
        target.blit(veil, (0, 0))
        panel(target, self.rect, radius=int(14 * u), colour=(16, 34, 24, 248), border=GOLD)
        x = self.rect.x + int(28 * u)
        f.draw(target, t(self.WORDS["title"]), (x, self.rect.y + int(18 * u)), round(24 * u), GOLD, "serif-bold")
        if not self.entries:
            f.draw(target, t(self.WORDS["none"]), (self.rect.centerx, self.rect.y + int(64 * u) + self.row_h // 2),
                   round(17 * u), CHALK_DIM, "sans", "center")
        for i, (e, r, buttons) in enumerate(self.rows):
            chosen = self.top + i == self.sel
            if chosen:
                panel(target, r, radius=int(10 * u), colour=(60, 50, 26, 200), border=GOLD)
            elif i:
                pygame.draw.line(target, (70, 92, 72), (r.x + int(8 * u), r.y - int(3 * u)),
                                 (r.right - int(8 * u), r.y - int(3 * u)))
            text_w = buttons[0].rect.x - r.x - int(24 * u)
            tx = r.x + int(12 * u)
            title = pick(get_game(e.game).title, app.lang)
            tpx = round(19 * u)
            line1 = f.ellipsize(title, tpx, text_w * 0.62, "serif-bold")
            f.draw(target, line1, (tx, r.y + int(8 * u)), tpx, GOLD if chosen else CHALK, "serif-bold")
            info = t(self.WORDS["info"], turn=self.turn_of(e)) + " · " + when_label(t, e.saved)
            ipx = round(14 * u)
            f.draw(target, info, (tx + f.size(line1, tpx, "serif-bold")[0] + int(14 * u), r.y + int(12 * u)),
                   ipx, CHALK_DIM)
            if self.confirm == e.id:
                line2, colour = t("saved_delete_ask"), (246, 196, 170)
            else:
                line2, colour = players_label(t, e.setup, app.lang), (214, 206, 180)
            ppx = round(14 * u)
            f.draw(target, f.ellipsize(line2, ppx, text_w), (tx, r.y + int(40 * u)), ppx, colour)
            for b in buttons:
                b.draw(target, f)
        if len(self.entries) > self.shown:
            body = pygame.Rect(self.rect.right - int(12 * u), self.rect.y + int(64 * u), int(4 * u),
                               self.shown * self.row_h)
            bar_h = max(20, body.h * self.shown // len(self.entries))
            bar_y = body.y + (body.h - bar_h) * self.top // max(1, len(self.entries) - self.shown)
            pygame.draw.rect(target, (150, 160, 130), (body.x, bar_y, body.w, bar_h), border_radius=3)
        self.btn_close.draw(target, f)
        f.draw(target, t(self.WORDS["keys"]), (self.rect.centerx, self.rect.bottom - int(8 * u)), round(12 * u),
               (170, 180, 160), "sans", "midbottom")


class RecentGamesOverlay(SavedGamesOverlay):
    """The finished games kept as replays (app/replays.py), newest first: watch any, or
    delete it. Opened from the statistics; closing it goes back there."""
    WORDS = {"title": "recent_games", "none": "recent_none", "open": "recent_watch", "keys": "recent_keys",
             "info": "recent_moves"}

    def __init__(self, menu):
        from .. import replays
        self.files = {}
        self._entries = []
        for path in replays.recent(menu.app.saves.root):
            entry = replays.entry(path)
            if entry is not None:
                self.files[entry.id] = path
                self._entries.append(entry)
        super().__init__(menu)

    @property
    def entries(self) -> list:
        return self._entries

    @staticmethod
    def turn_of(entry) -> int:
        return entry.moves              # a finished game: the moves it took

    def resume(self, entry) -> None:
        self.close()
        self.menu.watch_replay(self.files[entry.id])

    def delete(self, entry) -> None:
        self.confirm = None
        try:
            self.files.pop(entry.id).unlink()
        except OSError:
            pass
        self._entries.remove(entry)
        if not self._entries:
            self.close()
        else:
            self.layout(self.app.size)
