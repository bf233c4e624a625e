"""The list of saved games over the menu: every unfinished game, newest first, with its
players, the move it reached and when it was saved; resume any, or delete it (after a
question: nothing is thrown away that the player did not choose to throw away).

Each row says when the game was last played («сегодня, 14:05», «вчера, 09:12», a date);
the footer offers to delete the games older than a week, after a question.

Mouse: the row's buttons, the wheel scrolls, a click outside closes. Keys: Up/Down
choose, Enter resumes, Delete asks to delete (Enter then deletes, Esc keeps), Shift+Delete
asks to delete those older than a week, Esc closes.

``UnfinishedChoice`` is the small question the menu asks when a new game is started of a
kind that has an unfinished one: continue it, start anew (it is deleted), or cancel.
"""
from __future__ import annotations

import time

import pygame

from rules import get_game

from ..fonts import CHALK, CHALK_DIM, GOLD
from ..i18n import pick
from ..saves import Saves
from ..widgets import Button, panel


def when_label(t, saved: float, now: float | None = None) -> str:
    """When a game was last played, in local time: «сегодня, 14:05», «вчера, 14:05»,
    «01.12.2026, 14:05»."""
    lt = time.localtime(saved)
    now = now if now is not None else time.time()
    now_lt = time.localtime(now)
    hm = time.strftime("%H:%M", lt)
    if lt[:3] == now_lt[:3]:
        return t("saved_today", time=hm)
    # yesterday by the calendar (noon of today minus a day: no daylight-saving surprise)
    noon = time.mktime((now_lt.tm_year, now_lt.tm_mon, now_lt.tm_mday, 12, 0, 0, 0, 0, -1))
    if lt[:3] == time.localtime(noon - 86400)[:3]:
        return t("saved_yesterday", time=hm)
    return t("saved_date", d=f"{lt.tm_mday:02d}", m=f"{lt.tm_mon:02d}", y=lt.tm_year, time=hm)


def players_label(t, setup, lang: str) -> str:
    """The players as the table names them: default names in the player's language."""
    names = setup.names(lang)
    return ", ".join(n if s.human else t("saved_bot", name=n) for n, s in zip(names, setup.seats))


class SavedGamesOverlay:
    # the words (i18n keys) — the list of recent games (RecentGamesOverlay) says its own
    WORDS = {"title": "saved_games", "none": "saved_none", "open": "saved_resume", "keys": "saved_keys",
             "info": "saved_move"}

    CLEAR_OLD = True                  # the footer offers to delete the games older than a week

    def __init__(self, menu):
        self.menu = menu
        self.app = menu.app
        self.closed = False
        self.sel = 0
        self.top = 0                  # the first row shown
        self.confirm: str | None = None      # the save id the question is about
        self.confirm_old = False             # the question «delete those older than a week?»
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.rows: list = []          # (entry, rect, buttons)
        self.btn_close = Button("saved:close", self.app.t("saved_close"), on_click=self.close)
        self.btn_old = Button("saved:old", "", on_click=self.ask_old)
        self.btn_old_yes = Button("saved:old:yes", self.app.t("saved_delete_yes"), on_click=self.delete_old)
        self.btn_old_no = Button("saved:old:no", self.app.t("saved_delete_no"), on_click=self.cancel)
        self.u = 1.0

    @property
    def old_entries(self) -> list:
        """The games last played more than a week ago (none where the list does not offer it)."""
        return Saves.old(self.entries) if self.CLEAR_OLD else []

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
        # the footer: «Удалить старше недели (n)» left of «Закрыть»; its question replaces both
        n_old = len(self.old_entries)
        if not n_old:
            self.confirm_old = False
        self.btn_close.visible = not self.confirm_old
        self.btn_old.visible = bool(n_old) and not self.confirm_old
        self.btn_old.label = t("saved_old", n=n_old)
        self.btn_old.px = round(15 * u)
        self.btn_old.rect = pygame.Rect(self.rect.x + int(28 * u), self.btn_close.rect.y,
                                        self.btn_close.rect.x - self.rect.x - int(48 * u), self.btn_close.rect.h)
        for b in (self.btn_old_yes, self.btn_old_no):
            b.visible = self.confirm_old
            b.px = round(16 * u)
        self.btn_old_yes.label, self.btn_old_no.label = t("saved_delete_yes"), t("saved_delete_no")
        self.btn_old_no.rect = pygame.Rect(0, 0, bw, self.btn_close.rect.h)
        self.btn_old_no.rect.bottomright = (self.rect.right - int(28 * u), self.btn_close.rect.bottom)
        self.btn_old_yes.rect = self.btn_old_no.rect.move(-bw - gap, 0)

    def widgets(self) -> list:
        out = []
        for _, _, buttons in self.rows:
            out += buttons
        return out + [self.btn_old, self.btn_old_yes, self.btn_old_no, self.btn_close]     # the hidden ones take no event

    # ---------------------------------------------------------------- doing
    def resume(self, entry) -> None:
        self.close()
        self.menu.resume(entry.id)

    def ask(self, entry) -> None:
        self.confirm = entry.id
        self.confirm_old = False
        self.sel = self.entries.index(entry)
        self.layout(self.app.size)

    def ask_old(self) -> None:
        if self.old_entries:
            self.confirm, self.confirm_old = None, True
            self.layout(self.app.size)

    def cancel(self) -> None:
        self.confirm = None
        self.confirm_old = False
        self.layout(self.app.size)

    def delete_old(self) -> None:
        """The player said yes to «delete the games older than a week»: those, and no other."""
        old = self.old_entries
        self.confirm_old = False
        if old:
            self.menu.delete_saved_many([e.id for e in old])
        if not self.entries:
            self.close()
        else:
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
            if self.confirm is not None or self.confirm_old:
                if k in (pygame.K_RETURN, pygame.K_KP_ENTER):
                    if self.confirm_old:
                        self.delete_old()
                    else:
                        self.delete(next(e for e in self.entries if e.id == self.confirm))
                elif k in (pygame.K_ESCAPE, pygame.K_BACKSPACE, pygame.K_DELETE):
                    self.cancel()
                return
            if k == pygame.K_DELETE and ev.mod & pygame.KMOD_SHIFT and self.old_entries:
                self.ask_old()
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
        old = self.old_entries if self.confirm_old else []
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
            info = t(self.WORDS["info"], turn=self.turn_of(e)) + " · " + when_label(t, e.saved)
            ipx = round(14 * u)
            # the move and when it was played are said whole: a long title gives way
            room = max(text_w * 0.4, text_w - f.size(info, ipx)[0] - int(14 * u))
            line1 = f.ellipsize(title, tpx, room, "serif-bold")
            f.draw(target, line1, (tx, r.y + int(8 * u)), tpx, GOLD if chosen else CHALK, "serif-bold")
            doomed = self.confirm_old and e in old      # what the question about old games would delete
            f.draw(target, info, (tx + f.size(line1, tpx, "serif-bold")[0] + int(14 * u), r.y + int(12 * u)),
                   ipx, (246, 170, 150) if doomed else CHALK_DIM)
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
        for b in (self.btn_old, self.btn_close, self.btn_old_yes, self.btn_old_no):
            b.draw(target, f)
        if self.confirm_old:
            ask = t("saved_old_ask", n=len(old))
            room = self.btn_old_yes.rect.x - self.rect.x - int(48 * u)
            apx = f.fit(ask, round(16 * u), room, "sans-bold")
            f.draw(target, ask, (self.rect.x + int(28 * u), self.btn_old_yes.rect.centery), apx, (246, 196, 170),
                   "sans-bold", "midleft")
        keys = t("saved_keys_ask" if self.confirm is not None or self.confirm_old else self.WORDS["keys"])
        if self.old_entries and not self.confirm_old and self.confirm is None:
            keys += " · " + t("saved_keys_old")
        kpx = round(12 * u)
        f.draw(target, keys, (self.rect.centerx, self.rect.bottom - int(8 * u)),
               f.fit(keys, kpx, self.rect.w - int(24 * u)), (170, 180, 160), "sans", "midbottom")


class RecentGamesOverlay(SavedGamesOverlay):
    """The finished games kept as replays (app/replays.py), newest first: watch any, or
    delete it. Opened from the statistics; closing it goes back there."""
    WORDS = {"title": "recent_games", "none": "recent_none", "open": "recent_watch", "keys": "recent_keys",
             "info": "recent_moves"}
    CLEAR_OLD = False       # the replays keep themselves to the last fifty

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


class UnfinishedChoice:
    """Asked when a new game is started of a kind (game id) that has an unfinished save:
    «Продолжить прежнюю партию» / «Начать новую (прежняя будет удалена)» / «Отмена».
    Nothing is deleted but on the second answer. Mouse: the buttons, a click outside
    cancels; keys: Up/Down (Tab, Left/Right) choose, Enter or Space answers, Esc cancels."""

    def __init__(self, app, entry, more: int, on_continue, on_new, on_cancel):
        self.app = app
        self.entry = entry            # the newest unfinished game of the kind
        self.more = more              # further unfinished games of the kind (left in the list)
        self.closed = False
        t = app.t
        self.buttons = [
            Button("unfinished:continue", t("unfinished_continue"), primary=True,
                   on_click=lambda: self._answer(on_continue)),
            Button("unfinished:new", t("unfinished_new"), on_click=lambda: self._answer(on_new)),
            Button("unfinished:cancel", t("unfinished_cancel"), on_click=lambda: self._answer(on_cancel)),
        ]
        self.sel = 0
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.u = 1.0

    def _answer(self, then) -> None:
        self.closed = True
        then()

    def widgets(self) -> list:
        return list(self.buttons)

    def layout(self, size) -> None:
        w, h = size
        u = self.u = min(w / 1280, h / 720)
        f = self.app.fonts
        bw = max(int(440 * u), max(f.size(b.label, round(17 * u), "sans-bold")[0] for b in self.buttons)
                 + int(48 * u))
        bh, gap = int(42 * u), int(10 * u)
        width = min(w - 40, max(int(600 * u), bw + int(80 * u)))
        bw = min(bw, width - int(48 * u))
        head = int(20 * u) + round(22 * u) + int(14 * u) + 2 * int(24 * u) + (int(24 * u) if self.more else 0)
        height = head + int(16 * u) + 3 * bh + 2 * gap + int(44 * u)
        self.rect = pygame.Rect(0, 0, width, height)
        self.rect.center = (w // 2, h // 2)
        y = self.rect.y + head + int(16 * u)
        for i, b in enumerate(self.buttons):
            b.rect = pygame.Rect(0, y, bw, bh)
            b.rect.centerx = self.rect.centerx
            b.px = round(17 * u)
            b.focus = i == self.sel
            y += bh + gap

    def _move(self, d: int) -> None:
        self.sel = (self.sel + d) % len(self.buttons)
        for i, b in enumerate(self.buttons):
            b.focus = i == self.sel

    def handle(self, ev) -> None:
        if ev.type == pygame.KEYDOWN:
            k = ev.key
            if k == pygame.K_ESCAPE:
                self.buttons[2].activate()
            elif k in (pygame.K_UP, pygame.K_LEFT) or (k == pygame.K_TAB and ev.mod & pygame.KMOD_SHIFT):
                self._move(-1)
            elif k in (pygame.K_DOWN, pygame.K_RIGHT, pygame.K_TAB):
                self._move(1)
            elif k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.buttons[self.sel].activate()
            return
        for i, b in enumerate(self.buttons):
            if b.handle(ev):
                return
            if ev.type == pygame.MOUSEMOTION and b.hover:
                self.sel = i
                self._move(0)
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1 and not self.rect.collidepoint(ev.pos):
            self.buttons[2].activate()        # a click beside the question: nothing is chosen

    def draw(self, target) -> None:
        app, u, f = self.app, self.u, self.app.fonts
        t = app.t
        veil = pygame.Surface(target.get_size(), pygame.SRCALPHA)
        veil.fill((4, 10, 6, 170))
        target.blit(veil, (0, 0))
        panel(target, self.rect, radius=int(14 * u), colour=(16, 34, 24, 250), border=GOLD)
        e = self.entry
        x, room = self.rect.x + int(28 * u), self.rect.w - int(56 * u)
        y = self.rect.y + int(20 * u)
        title = t("unfinished_title", game=pick(get_game(e.game).title, app.lang))
        tpx = f.fit(title, round(22 * u), room, "serif-bold")
        f.draw(target, title, (x, y), tpx, GOLD, "serif-bold")
        y += round(22 * u) + int(14 * u)
        spx = round(15 * u)
        info = t("saved_move", turn=e.moves + 1) + " · " + t("unfinished_when", when=when_label(t, e.saved))
        f.draw(target, f.ellipsize(info, spx, room), (x, y), spx, CHALK)
        y += int(24 * u)
        f.draw(target, f.ellipsize(players_label(t, e.setup, app.lang), spx, room), (x, y), spx, (214, 206, 180))
        y += int(24 * u)
        if self.more:
            f.draw(target, f.ellipsize(t("unfinished_more", n=self.more), spx, room), (x, y), round(14 * u),
                   CHALK_DIM)
        for b in self.buttons:
            b.draw(target, f)
        keys = t("unfinished_keys")
        kpx = round(12 * u)
        f.draw(target, keys, (self.rect.centerx, self.rect.bottom - int(10 * u)),
               f.fit(keys, kpx, self.rect.w - int(24 * u)), (170, 180, 160), "sans", "midbottom")
