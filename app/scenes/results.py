"""The end of a game, between two deals of the session's match: who won and lost, what
each won or lost, the session's tally, the score sheet, and «Ещё раз» (the next deal).

Everything drawn comes from the match (``rules.match``): the last game's ``Result``
(placings, losers and how they are named, a draw, the reason, the settlement, the cards
still held), the tally and the score sheet — never from a game's own view keys, so every
game, present or coming, draws here without code of its own.
"""
from __future__ import annotations

import pygame

from rules.phrases import Phrase

from .table import reading_ms
from ..fonts import CHALK, CHALK_DIM, GOLD
from ..i18n import pick
from ..widgets import Button, FocusRing, panel
from ..draw.sheet import SheetPainter, lines_of
from ..wording import Wording, signed_chips
from .base import Scene

RED = (236, 180, 160)
NOTE_KEYS = {"stalemate": "stalemate_note", "deal_limit": "deal_limit_note"}


class ResultsScene(Scene):
    def __init__(self, app, session):
        super().__init__(app)
        self.session = session
        self.view = session.match.view()          # the pause between deals: all of it public
        self.result = self.view.result or session.state.result()
        self.btn_again = Button("again", on_click=self.again, primary=True)
        self.btn_menu = Button("to_menu", on_click=self.back_to_menu)
        self.btn_replay = Button("replay", on_click=self.watch)
        self.btn_review = Button("review", on_click=self.review)
        self.focus = FocusRing()
        self.shown_at = app.now_ms              # the focus waits for the reading time (``read``)
        self._focused = False
        self.frames_drawn = 0
        # the sheet's sections worth a table: more than one line (one game is the rows above)
        self.sections = [s for s in self.view.sheet.sections if len(s.rows) > 1]
        if not self.sections and session.state.over:
            # a game of many deals in one state (Мушка's пулька): what it keeps of itself —
            # the arcs, which rank the seats, not the points beside the names
            self.sections = [s for s in session.state.sheet_sections() if len(s.rows) > 1]
        # Result.lines are not kept in the match's records: the finished deal's own result has them
        done = session.state.result() if session.state.over else None
        self.settlement_lines = Wording(app.lang, app.settings.card_indices, session.names).lines(
            done.lines if done is not None else self.result.lines)

    def widgets(self) -> list:
        return [self.btn_again, self.btn_replay, self.btn_review, self.btn_menu]

    def watch(self) -> None:
        """The game just finished, move by move (Esc comes back here)."""
        st = self.session.state
        if st.over:
            self.app.watch(st, self.session.setup, back=self)

    def review(self) -> None:
        """«Разбор партии»: the game just finished in the replay viewer, the review running
        (app/review.py; Esc comes back here)."""
        st = self.session.state
        if st.over:
            from .replay import ReplayScene
            setup = self.session.setup
            viewer = setup.humans[0] if setup.humans else 0
            self.app.switch(ReplayScene(self.app, setup, st, viewer=viewer, back=self, review=True))

    def again(self) -> None:
        # the match's next deal: its tally goes on, the dealer and seed are the match's
        self.app.start_game(self.session.replay_setup(), match=self.session.match)

    def back_to_menu(self) -> None:
        """Back to the menu: the player ends the session here, so the pause between deals
        (saved in case the program dies on this screen) leaves the list of saved games."""
        if self.session.match.between and self.session.autosave is not None:
            self.session.autosave.clear()
        self.app.open_menu()

    # ------------------------------------------------------------------ layout
    def notes(self) -> list:
        """The lines under the players: why the game ended, when that needs saying, and who
        deals next where the game names a dealer."""
        res, out = self.result, []
        if res.draw and res.reason == "out_of_cards" and res.loser_word == "fool":
            out.append(self.app.t("draw_note"))
        if res.reason in NOTE_KEYS:
            out.append(self.app.t(NOTE_KEYS[res.reason]))
        nxt = self.session.match.next
        if nxt is not None and "dealer" in nxt["options"]:
            d = self.view.next_dealer
            out.append(self.app.t("next_dealer", name=self.session.names[d]) if d is not None
                       else self.app.t("next_dealer_lot"))
        return out

    def layout(self, size) -> None:
        w, h = size
        u = min(w / 1280, h / 720)
        self.u = u
        n = self.session.state.seats
        self.note_px = max(10, round(13 * u))
        self.note_h = self.app.fonts.font(self.note_px).get_linesize()
        self.note_lines = self.notes()
        notes_h = len(self.note_lines) * self.note_h + (8 * u if self.note_lines else 0)
        self.cell_px = max(10, round(14 * u))
        self.cell_h = self.app.fonts.font(self.cell_px).get_linesize() + max(1, round(2 * u))
        head, foot = 110 * u, 70 * u + 22 * u
        room = h - 40 * u - head - foot - notes_h       # the panel's body, at most
        if self.sections:
            # the players on the left, the score sheet on the right
            # the sheet gets the room its seats' names need (eight names across are cut
            # otherwise), the players' list keeps at least 45 % of the panel; two or three
            # seats' sheet needs no panel across the whole window
            names = max(self.app.fonts.size(nm, self.cell_px)[0] for nm in self.session.names)
            sheet_w = 70 * u + n * (names + 10 * u) + 30 * u
            pw = int(min(1180 * u, w - 40 * u, max(860 * u, 560 * u + sheet_w)))
            self.left_w = int(max(pw * 0.45, min(pw * 0.55, pw - sheet_w)))
            self.row_h = int(max(20 * u, min(36 * u, room / max(1, n))))
            lines = sum(len(s.rows) + 3 for s in self.sections) + (len(self.sections) - 1) * 0.5
            self.sheet_fit = int(room // self.cell_h) if lines * self.cell_h > room else None
            if self.settlement_lines:
                # the last deal's settlement under the sheet, where the window has room for it
                sw = pw - self.left_w - 30 * u
                lines += 2.6 + sum(len(self.app.fonts.wrap(t, self.cell_px, sw)) for t in self.settlement_lines)
            body = max(self.row_h * n, min(room, lines * self.cell_h))
        else:
            pw = int(min(760 * u, w - 60))
            self.left_w = pw
            self.row_h = int(min(36 * u, room / max(1, n)))
            body = self.row_h * n
        ph = int(head + body + notes_h + foot)
        self.panel = pygame.Rect(0, 0, pw, ph)
        self.panel.center = (w // 2, h // 2)
        bw, bh = int(200 * u), int(44 * u)
        y = self.panel.bottom - bh - int(22 * u)
        gap = int(16 * u)
        over = self.session.state.over
        self.btn_replay.visible = over
        # «Разбор партии» after a game a person played (against bots, or at one screen)
        self.btn_review.visible = over and bool(self.session.humans)
        row = [b for b in (self.btn_again, self.btn_replay, self.btn_review, self.btn_menu)
               if b.visible or b is self.btn_replay]
        bw = int(min(bw, (self.panel.w - 40 * u - gap * (len(row) - 1)) / len(row)))
        x = self.panel.centerx - (len(row) * bw + (len(row) - 1) * gap) // 2
        for b in row:
            b.rect = pygame.Rect(x, y, bw, bh)
            x += bw + gap
        if not self.btn_review.visible:
            self.btn_review.rect = pygame.Rect(0, 0, 0, 0)
        self.body_top = self.panel.y + int(head)
        self.notes_top = self.body_top + int(body) + int(6 * u)
        for b in self.widgets():
            b.px = round(19 * u)
        self.btn_again.label = self.app.t("again")
        self.btn_menu.label = self.app.t("to_menu")
        self.btn_replay.label = self.app.t("replay")
        self.btn_review.label = self.app.t("review")
        for b in row:                             # the words fit their button
            b.px = min(b.px, self.app.fonts.fit(b.label, b.px, bw - 16, "sans-bold" if b.primary else "sans"))
        self.focus.set(self.widgets())
        if self.read:
            self.focus.focus_on(self.btn_again)

    @property
    def read(self) -> bool:
        """Has the player had the time to read who won and lost? Until then no button has
        the focus: Enter pressed to play the last card does not skip the results."""
        return self.app.now_ms - self.shown_at >= reading_ms(self.settlement_lines)

    def wake_in_ms(self) -> float | None:
        if not self._focused:               # the focus comes when the reading time is over
            return max(1.0, reading_ms(self.settlement_lines) - (self.app.now_ms - self.shown_at))
        return super().wake_in_ms()

    def handle(self, ev) -> None:
        if ev.type == pygame.KEYDOWN:
            if ev.key == pygame.K_TAB:
                self.focus.move(-1 if ev.mod & pygame.KMOD_SHIFT else 1)
                return
            if ev.key == pygame.K_ESCAPE:
                self.back_to_menu()
                return
        for b in self.widgets():
            if b.handle(ev):
                return

    def update(self, dt: float) -> None:
        if self.focus.current is None and self.read and not self._focused:
            self._focused = True                    # once: a Tab away from it is the player's choice
            self.focus.focus_on(self.btn_again)
            self.app.wake()
        if self.frames_drawn < 2:
            return
        # --games N: «Ещё раз» presses itself until N games are over
        if self.app.games_over < self.app.options.games:
            self.again()
            return
        # --exit-when-over: end once the results have been drawn (for the screenshot)
        if self.app.options.exit_when_over:
            self.app.quit()

    # ------------------------------------------------------------------ words of a seat
    def seat_note(self, s: int) -> tuple[str, tuple]:
        """What the row of seat ``s`` says at its right end, and in which colour."""
        app, res = self.app, self.result
        place, last = res.placings[s], max(res.placings)
        money = res.settlement
        if money is not None:
            # what each won or lost, and what lies in front of him now
            moved = money.moved[s]
            note = (Wording(app.lang, app.settings.card_indices, self.session.names).render(Phrase("chips.signed", n=moved))
                    if money.unit == "chips" else f"{moved:+d}".replace("-", "−"))   # the sheet's minus, not a hyphen
            if money.totals is not None and money.unit == "chips":
                note = app.t("chips_gain", gain=note, chips=money.totals[s])
            if s in money.gone:
                note += " · " + app.t("left_table")
            return note, GOLD if moved > 0 else RED if moved < 0 else CHALK
        if res.draw and place == last:
            return app.t("draw_game"), RED
        if place == 1:
            return app.t("winner"), GOLD
        if s in res.losers:
            note = app.t(res.loser_word)
            if res.held and res.held[s]:
                note += " · " + app.t("cards_in_hand", n=res.held[s])
            return note, RED
        return "", CHALK

    def tally_note(self, s: int) -> tuple[str, tuple] | None:
        """The session so far for seat ``s`` (from the second game on)."""
        t = self.view.tally
        if t["games"] < 2:
            return None
        money = self.result.settlement
        if money is not None:
            total = t["totals"][s]
            shown = signed_chips(total, self.app.lang) if money.unit == "chips" else f"{total:+d}".replace("-", "−")
            return self.app.t("tally_total", total=shown), (GOLD if total > 0 else RED if total < 0 else CHALK_DIM)
        key = "tally_fools" if t["loser_word"] == "fool" else "tally_losers"
        n = t["losers"][s]
        return self.app.t(key, n=n), (RED if n else CHALK_DIM)

    # ------------------------------------------------------------------ drawing
    def draw(self, target) -> None:
        app, u = self.app, self.u
        target.blit(app.painter.art.baize(*target.get_size(), rim=True), (0, 0))
        r = self.panel
        panel(target, r, radius=int(18 * u), colour=(12, 28, 18, 215), border=(150, 130, 90))
        app.fonts.draw(target, app.t("results"), (r.centerx, r.y + 20 * u), round(34 * u), GOLD,
                       "serif-bold", "midtop")
        sub = pick(self.session.game.title, app.lang) + f" · {app.t('seed')} {self.session.seed}"
        res = self.result
        if res.settlement is not None and res.settlement.deals:
            sub += " · " + app.t("deals_played", n=res.settlement.deal_no)
        if self.view.tally["games"] > 1:
            sub += " · " + app.t("session_games", n=self.view.tally["games"])
        if self.session.undos:
            sub += " · " + app.t("undos_used", n=self.session.undos)
        app.fonts.draw(target, sub, (r.centerx, r.y + 68 * u), round(15 * u), CHALK_DIM, "sans", "midtop")
        self.draw_players(target)
        if self.sections:
            self.draw_settlement(target, self.draw_sheet(target))
        y = self.notes_top
        for line in self.note_lines:
            app.fonts.draw(target, line, (r.centerx, y), self.note_px, CHALK_DIM, "sans", "midtop")
            y += self.note_h
        for b in self.widgets():
            b.draw(target, app.fonts)
        self.frames_drawn += 1

    def draw_players(self, target) -> None:
        app, u, res, r = self.app, self.u, self.result, self.panel
        n = self.session.state.seats
        order = sorted(range(n), key=lambda s: (res.placings[s], s))
        x0, width = r.x + int(30 * u), self.left_w - int(50 * u)
        y = self.body_top
        px = max(12, min(round(20 * u), int(self.row_h * 0.62)))
        small = max(10, px - 4)
        # the session so far by each name, unless the sheet's totals say it already
        tallies = {s: None if self.sections else self.tally_note(s) for s in range(n)}
        for s in order:
            place = res.placings[s]
            row = pygame.Rect(x0, y, width, self.row_h - 2)
            if place == 1 and not (res.draw and place == max(res.placings)):
                pygame.draw.rect(target, (70, 56, 24), row, border_radius=6)
            colour = GOLD if place == 1 else CHALK
            app.fonts.draw(target, f"{place}.", (row.x + 10 * u, row.centery), px, colour, "serif-bold", "midleft")
            note, tone = self.seat_note(s)
            note_w = app.fonts.size(note, max(10, px - 3))[0] if note else 0
            tally = tallies[s]
            tally_x = row.x + row.w * (0.46 if self.sections else 0.40)
            name_room = (tally_x if tally else row.right - note_w - 12 * u) - (row.x + 50 * u) - 10 * u
            kind = f"({app.t('human') if self.session.controllers[s].human else app.t('bot')})"
            name = app.fonts.ellipsize(self.session.names[s], px, max(30, name_room), "sans-bold")
            app.fonts.draw(target, name, (row.x + 50 * u, row.centery), px, colour, "sans-bold", "midleft")
            nx = row.x + 50 * u + app.fonts.size(name, px, "sans-bold")[0] + 8 * u
            if nx + app.fonts.size(kind, small)[0] < row.x + 50 * u + name_room:
                app.fonts.draw(target, kind, (nx, row.centery), small, CHALK_DIM, "sans", "midleft")
            if tally:
                app.fonts.draw(target, tally[0], (tally_x, row.centery), small, tally[1], "sans", "midleft")
            if note:
                app.fonts.draw(target, note, (row.right - 10 * u, row.centery), max(10, px - 3), tone,
                               "sans", "midright")
            y += self.row_h

    def draw_settlement(self, target, y: float) -> None:
        """Under the sheet, where there is room: the last deal's settlement in words
        (``Result.lines``: who paid whom and why)."""
        app, u, r = self.app, self.u, self.panel
        lines = self.settlement_lines
        x0 = r.x + self.left_w
        width = r.right - int(30 * u) - x0
        px, h = self.cell_px, self.cell_h
        room = int((self.notes_top - 4 * u - y) // h) - 1
        if not lines or room < 2:
            return
        y += h * 0.6
        app.fonts.draw(target, app.t("last_deal"), (x0, y), px, GOLD, "sans-bold", "topleft")
        y += h
        wrapped = [part for line in lines for part in app.fonts.wrap(line, px, width)]
        if len(wrapped) > room:
            wrapped = wrapped[:room - 1] + ["…"]
        for part in wrapped:
            app.fonts.draw(target, part, (x0, y), px, CHALK, "sans", "topleft")
            y += h

    def draw_sheet(self, target) -> float:
        """The score sheet (app/draw/sheet.py, as the table's panel draws it): each section a
        title, the seats' names across, a line per deal (the last ones when they do not all
        fit) and the totals."""
        u, r = self.u, self.panel
        x0 = r.x + self.left_w
        width = r.right - int(30 * u) - x0
        pygame.draw.line(target, (120, 110, 80), (x0 - 12 * u, self.body_top), (x0 - 12 * u, self.notes_top - 10 * u))
        painter = SheetPainter(self.app, self.session.names,
                               Wording(self.app.lang, self.app.settings.card_indices, self.session.names),
                               x0, width, self.cell_px, self.cell_h, u)
        return painter.draw(target, lines_of(self.sections, self.sheet_fit), self.body_top)
