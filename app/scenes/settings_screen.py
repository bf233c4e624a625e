"""The settings screen: one panel over the menu or over the table (F3 at either).

Every choice takes effect at once (the table redraws under the panel) and is saved in the
data folder (app/settings.py). Keys: Up/Down or Tab move between rows, Left/Right change
the row's value, Esc or F3 closes; the mouse: the arrows, the wheel over a row, a click
outside closes.
"""
from __future__ import annotations

import pygame

from ..fonts import CHALK, CHALK_DIM, GOLD
from ..i18n import LANGS
from ..i18n import t as translate
import os

from ..controllers import resolve_workers
from ..settings import BOT_THINK, CARD_SIZES, CLOTH_NAMES, RULE_HINTS, SPEEDS, VOLUMES
from ..setup import default_level, level_label, menu_levels
from ..widgets import Button, Choice, FocusRing, panel


class SettingsOverlay:
    def __init__(self, app):
        self.app = app
        self.closed = False
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.u = 1.0
        self.focus = FocusRing()
        self._build()

    def _build(self) -> None:
        app, t, s = self.app, self.app.t, self.app.settings
        total = os.cpu_count() or 1
        # the worker processes the bots may think in: 1 to all the cores (the default leaves one
        # to the window); a choice saved on a bigger machine is offered as it is
        cores = list(range(1, max(total, resolve_workers(s.bot_cores)) + 1))
        rows = [
            ("language", "lang", list(LANGS), lambda v: translate("lang_name", v), self._set_lang, s.lang),
            ("speed", "speed", list(SPEEDS), lambda v: t("speed_" + v), self._set("speed"), s.speed),
            ("indices", "indices", ["ru", "en"], lambda v: t("indices_" + v), self._set("indices"),
             s.card_indices),
            ("four_colour", "four_colour", [False, True], lambda v: t("yes" if v else "no"),
             self._set("four_colour"), s.four_colour),
            ("card_size", "card_size", list(CARD_SIZES), lambda v: t("card_size_" + v), self._set("card_size"),
             s.card_size),
            ("sound", "volume", list(VOLUMES), lambda v: t("sound_off") if v == 0 else t("sound_level", n=v),
             self._set_volume, s.sound_volume),
            ("fullscreen", "fullscreen", [False, True], lambda v: t("yes" if v else "no"), self._set_full,
             app.fullscreen),
            ("bot_level", "bot_level", menu_levels(), lambda v: level_label(v, app.lang), self._set("bot_level"),
             default_level()),
            ("bot_think", "bot_think", list(BOT_THINK), lambda v: t("bot_think_" + v), self._set("bot_think"),
             s.bot_think),
            ("bot_cores", "bot_cores", cores, lambda v: t("bot_cores_n", n=v, total=total), self._set("bot_cores"),
             resolve_workers(s.bot_cores)),
            ("cloth", "cloth", list(CLOTH_NAMES), lambda v: t("cloth_" + v), self._set("cloth"), s.cloth),
            ("rule_hints", "rule_hints", list(RULE_HINTS), lambda v: t("rule_hints_" + v), self._set("rule_hints"),
             s.rule_hints),
        ]
        self.rows = []
        for label, key, values, labels, change, value in rows:
            c = Choice(f"settings:{key}", values, labels, on_change=change)
            c.set_value(value)
            self.rows.append((label, c))
        self.btn_close = Button("settings:close", t("saved_close"), on_click=self.close)
        self.focus.set(self.widgets())
        self.focus.focus_on(self.rows[0][1])

    def choice(self, key: str) -> Choice:
        """The row of a setting (tests and the keyboard reach it by its key)."""
        return next(c for _, c in self.rows if c.id == f"settings:{key}")

    # ---------------------------------------------------------------- changes
    def _set(self, attr: str):
        def change(v) -> None:
            setattr(self.app.settings, attr, v)
            self.app.settings_changed()
        return change

    def _set_volume(self, v) -> None:
        self.app.settings.volume, self.app.settings.muted = v, False
        self.app.settings_changed()

    def _set_full(self, v) -> None:
        if v != self.app.fullscreen:
            self.app.toggle_fullscreen()

    def _set_lang(self, v) -> None:
        """The words of this panel, the scene under it and the indices follow the language."""
        s = self.app.settings
        s.lang, s.indices = v, None
        self.app.settings_changed()
        cur = self.focus.current.id if self.focus.current else None
        self._build()
        for w in self.focus.widgets:
            if w.id == cur:
                self.focus.focus_on(w)
        self.layout(self.app.size)

    def close(self) -> None:
        self.closed = True

    # ---------------------------------------------------------------- layout
    def layout(self, size) -> None:
        w, h = size
        u = self.u = min(w / 1280, h / 720)
        # the rows share what the window's height leaves (many rows on a small window: closer)
        step = min(int(46 * u), (h - 40 - int(190 * u)) // max(1, len(self.rows)))
        row_h = min(int(38 * u), step - max(2, int(4 * u)))
        self.rect = pygame.Rect(0, 0, min(int(640 * u), w - 40),
                                min(int(120 * u) + step * len(self.rows) + int(70 * u), h - 40))
        self.rect.center = (w // 2, h // 2)
        self.label_x = self.rect.x + int(36 * u)
        cx = self.rect.x + int(self.rect.w * 0.45)
        y = self.rect.y + int(84 * u)
        for _, c in self.rows:
            c.rect = pygame.Rect(cx, y, self.rect.right - int(36 * u) - cx, row_h)
            c.px = round(16 * u)
            y += step
        self.btn_close.rect = pygame.Rect(0, 0, int(180 * u), int(40 * u))
        self.btn_close.rect.midbottom = (self.rect.centerx, self.rect.bottom - int(30 * u))
        self.btn_close.px = round(16 * u)

    def widgets(self) -> list:
        return [c for _, c in self.rows] + [self.btn_close]

    # ---------------------------------------------------------------- input
    def handle(self, ev) -> None:
        if ev.type == pygame.KEYDOWN:
            if ev.key in (pygame.K_ESCAPE, pygame.K_F3):
                self.close()
            elif ev.key in (pygame.K_UP, pygame.K_DOWN, pygame.K_TAB):
                back = ev.key == pygame.K_UP or (ev.key == pygame.K_TAB and ev.mod & pygame.KMOD_SHIFT)
                self.focus.move(-1 if back else 1)
            elif ev.key in (pygame.K_LEFT, pygame.K_RIGHT) and isinstance(self.focus.current, Choice):
                self.focus.current.step(1 if ev.key == pygame.K_RIGHT else -1)
            elif ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                cur = self.focus.current
                if cur is self.btn_close:
                    self.close()
                elif isinstance(cur, Choice):
                    cur.step(1)
            return
        for wdg in self.widgets():
            if wdg.handle(ev):
                if wdg in self.focus.widgets:
                    self.focus.focus_on(wdg)
                return
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1 and not self.rect.collidepoint(ev.pos):
            self.close()

    # ---------------------------------------------------------------- drawing
    def draw(self, target) -> None:
        u, f, t = self.u, self.app.fonts, self.app.t
        veil = pygame.Surface(target.get_size(), pygame.SRCALPHA)
        veil.fill((4, 10, 6, 150))
        target.blit(veil, (0, 0))
        panel(target, self.rect, radius=int(14 * u), colour=(16, 34, 24, 255), border=GOLD)
        f.draw(target, t("settings"), (self.label_x, self.rect.y + int(22 * u)), round(26 * u), GOLD, "serif-bold")
        room = self.rows[0][1].rect.x - self.label_x - int(12 * u)
        for label, c in self.rows:
            text = t(label)
            colour = GOLD if c.focus else CHALK
            f.draw(target, text, (self.label_x, c.rect.centery), f.fit(text, round(16 * u), room), colour,
                   "sans", "midleft")
            c.draw(target, f)
        self.btn_close.draw(target, f)
        f.draw(target, t("settings_keys"), (self.rect.centerx, self.rect.bottom - int(8 * u)), round(12 * u),
               CHALK_DIM, "sans", "midbottom")
