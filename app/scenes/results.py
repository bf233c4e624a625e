"""The end of a game: placings (first out wins, last holder loses) and what next."""
from __future__ import annotations

import pygame

from rules.chips import signed_chips

from ..fonts import CHALK, CHALK_DIM, GOLD
from ..i18n import pick
from ..widgets import Button, FocusRing, panel
from .base import Scene


class ResultsScene(Scene):
    def __init__(self, app, session):
        super().__init__(app)
        self.session = session
        self.result = session.state.result()
        self.public = session.state.view(None)     # what everyone may see at the end
        self.btn_again = Button("again", on_click=self.again, primary=True)
        self.btn_menu = Button("to_menu", on_click=self.app.open_menu)
        self.focus = FocusRing()
        self.frames_drawn = 0
        # a chip game: the last deal's settlement, line by line, under the players' gains
        pub = self.public.public
        game = session.game
        fn = getattr(game, "settlement_lines", None)
        self.settlement = (list(fn(pub["last_deal"], session.names, app.lang))
                           if fn is not None and pub.get("last_deal") else [])

    def widgets(self) -> list:
        return [self.btn_again, self.btn_menu]

    def again(self) -> None:
        # the next game of the same session: its tally goes on (and the fool deals)
        self.app.start_game(self.session.replay_setup(), tally=self.session.tally)

    def layout(self, size) -> None:
        w, h = size
        u = min(w / 1280, h / 720)
        self.u = u
        n = self.session.state.seats
        self.line_px = max(11, round(14 * u))
        self.line_h = self.app.fonts.font(self.line_px).get_linesize()
        pw = int(min(760 * u, w - 60))
        self.lines = []
        if self.settlement:
            self.lines = [(self.app.t("last_deal"), "sans-bold")]
            for i, line in enumerate(self.settlement):
                self.lines += [(part, "sans") for part in self.app.fonts.wrap(line, self.line_px, pw - 100 * u)]
        extra = (len(self.lines) * self.line_h + 14 * u) if self.lines else 0
        pub = self.public.public
        if pub.get("stalemate") or (pub.get("draw") and "fools" in pub):
            extra += 26 * u                     # the line under the players that says so
        self.row_h = int(min(36 * u, (h - 280 * u - extra) / max(1, n)))
        ph = int(150 * u + self.row_h * n + extra + 70 * u)
        self.panel = pygame.Rect(0, 0, pw, ph)
        self.panel.center = (w // 2, h // 2)
        bw, bh = int(200 * u), int(44 * u)
        y = self.panel.bottom - bh - int(22 * u)
        self.btn_again.rect = pygame.Rect(self.panel.centerx - bw - int(10 * u), y, bw, bh)
        self.btn_menu.rect = pygame.Rect(self.panel.centerx + int(10 * u), y, bw, bh)
        for b in self.widgets():
            b.px = round(19 * u)
        self.btn_again.label = self.app.t("again")
        self.btn_menu.label = self.app.t("to_menu")
        self.focus.set(self.widgets())
        self.focus.focus_on(self.btn_again)

    def handle(self, ev) -> None:
        if ev.type == pygame.KEYDOWN:
            if ev.key == pygame.K_TAB:
                self.focus.move(-1 if ev.mod & pygame.KMOD_SHIFT else 1)
                return
            if ev.key == pygame.K_ESCAPE:
                self.app.open_menu()
                return
        for b in self.widgets():
            if b.handle(ev):
                return

    def update(self, dt: float) -> None:
        if self.frames_drawn < 2:
            return
        # --games N: «Ещё раз» presses itself until N games are over
        if self.app.games_over < self.app.options.games:
            self.again()
            return
        # --exit-when-over: end once the results have been drawn (for the screenshot)
        if self.app.options.exit_when_over:
            self.app.quit()

    def draw(self, target) -> None:
        app, u = self.app, self.u
        target.blit(app.painter.art.baize(*target.get_size(), rim=True), (0, 0))
        r = self.panel
        panel(target, r, radius=int(18 * u), colour=(12, 28, 18, 215), border=(150, 130, 90))
        game = self.session.game
        app.fonts.draw(target, app.t("results"), (r.centerx, r.y + 20 * u), round(34 * u), GOLD,
                       "serif-bold", "midtop")
        sub = pick(game.title, app.lang) + f" · {app.t('seed')} {self.session.seed}"
        deals = self.public.public.get("deal_no")
        if deals and self.public.public.get("deals"):
            sub += " · " + app.t("deals_played", n=deals)
        tally = self.session.tally
        if tally["games"] > 1:
            sub += " · " + app.t("session_games", n=tally["games"])
        app.fonts.draw(target, sub, (r.centerx, r.y + 68 * u), round(15 * u), CHALK_DIM, "sans", "midtop")
        res = self.result
        pub = self.public.public
        fools = pub.get("fools") if "fools" in pub else None     # a game that names its fool (durak)
        n = self.session.state.seats
        order = sorted(range(n), key=lambda s: (res.placings[s], s))
        y = r.y + int(110 * u)
        px = max(12, min(round(20 * u), int(self.row_h * 0.62)))
        last = max(res.placings)
        hands = [len(self.public.zones[f"hand{s}"].cards) if f"hand{s}" in self.public.zones else 0
                 for s in range(n)]
        for s in order:
            place = res.placings[s]
            row = pygame.Rect(r.x + int(40 * u), y, r.w - int(80 * u), self.row_h - 2)
            if place == 1:
                pygame.draw.rect(target, (70, 56, 24), row, border_radius=6)
            colour = GOLD if place == 1 else CHALK
            app.fonts.draw(target, f"{place}.", (row.x + 12 * u, row.centery), px, colour, "serif-bold", "midleft")
            name = self.session.names[s]
            kind = app.t("human") if self.session.controllers[s].human else app.t("bot")
            app.fonts.draw(target, name, (row.x + 60 * u, row.centery), px, colour, "sans-bold", "midleft")
            nx = row.x + 60 * u + app.fonts.size(name, px, "sans-bold")[0] + 10 * u
            app.fonts.draw(target, f"({kind})", (nx, row.centery), max(10, px - 5), CHALK_DIM, "sans", "midleft")
            note = ""
            if res.chips is not None:
                # a chip game: each player's gain or loss for the match
                chips = self.public.public.get("chips")
                note = signed_chips(res.chips[s], app.lang)
                if chips is not None:
                    note = app.t("chips_gain", gain=note, chips=chips[s])
                if s in (self.public.public.get("left") or ()):
                    note += " · " + app.t("left_table")
                tone = GOLD if res.chips[s] > 0 else (236, 180, 160) if res.chips[s] < 0 else CHALK
            elif place == 1 and not (fools is not None and pub.get("draw") and place == last):
                note = app.t("winner")
            elif fools is not None and s in fools:
                note = app.t("fool")
                if hands[s]:
                    note += " · " + app.t("cards_in_hand", n=hands[s])
            elif fools is not None and pub.get("draw") and place == last:
                note = app.t("draw_game")
            elif place == last and fools is None:
                note = app.t("loser")
                if hands[s]:
                    note += " · " + app.t("cards_in_hand", n=hands[s])
            if tally["games"] > 1:
                # the session so far: how often each has been the fool
                app.fonts.draw(target, app.t("tally_fools", n=tally["fools"][s]), (row.x + row.w * 0.40, row.centery),
                               max(10, px - 4), (236, 180, 160) if tally["fools"][s] else CHALK_DIM, "sans",
                               "midleft")
            if note:
                if res.chips is None:
                    tone = colour if place == 1 else (236, 180, 160)
                app.fonts.draw(target, note, (row.right - 12 * u, row.centery), max(10, px - 3),
                               tone, "sans", "midright")
            y += self.row_h
        if self.lines:
            y += 10 * u
            pygame.draw.line(target, (120, 110, 80), (r.x + 40 * u, y - 4 * u), (r.right - 40 * u, y - 4 * u))
            for text, style in self.lines:
                app.fonts.draw(target, text, (r.x + 52 * u, y), self.line_px,
                               CHALK_DIM if style == "sans-bold" else CHALK, style)
                y += self.line_h
        if fools is not None and pub.get("draw") and not pub.get("stalemate"):
            app.fonts.draw(target, app.t("draw_note"), (r.centerx, y + 6 * u), round(13 * u), CHALK_DIM,
                           "sans", "midtop")
        if self.public.public.get("stalemate"):
            app.fonts.draw(target, app.t("stalemate_note"), (r.centerx, y + 6 * u), round(13 * u), CHALK_DIM,
                           "sans", "midtop")
        for b in self.widgets():
            b.draw(target, app.fonts)
        self.frames_drawn += 1
