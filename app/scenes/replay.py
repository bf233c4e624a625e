"""The replay viewer: a game's record played back on the table, as a chosen seat saw it.

Keys: → or Space — the next move (animated); ← — one back; PageUp/PageDown — ten; Home /
End — the start / the end; P — play / pause (at the animation speed); 1–9 — whose eyes
(0 — a spectator's); O — every hand open (once the game is over); ↑ ↓ — the log; F2 —
the key list (made from ``BINDINGS``, as the handling is); Esc — back.
It reuses the table (its layout, animations and log); nothing is saved and no bot plays.

«Разбор партии» (R, or its button; offered from the results too): the strong search goes
through the players' decisions in the background (``app/review.py``, a slice of each
frame; a box beside the side panel shows its progress, then what it found); each move where
it would have played otherwise gets a mark on the time line (an inaccuracy smaller and
amber, a mistake larger and red); , and . (or the buttons, or a click on a mark) jump to
the previous / next mark, with that player's eyes; at a marked move the box shows his move,
the bot's, and the estimates of both in words.
"""
from __future__ import annotations

import pygame

from .. import review as review_mod
from .. import textrec
from ..controllers import search_pool
from ..keyboard import key_names
from ..review import Review, change_text, measure, value_text
from ..session import Session
from ..setup import Setup
from ..widgets import Button
from .table import TableScene

# between two moves when playing, by animation speed (ms)
PLAY_GAP_MS = {"slow": 1400, "normal": 800, "fast": 350, "instant": 120}
# the review's marks on the time line, by grade: (colour, radius in units)
MARK_STYLE = {"inaccuracy": ((238, 196, 84), 3.5), "mistake": ((228, 78, 60), 5.5)}
REVIEW_INK = (214, 240, 255)


class ReplayScene(TableScene):
    def __init__(self, app, setup: Setup, final_state, viewer: int | None = 0, back=None, review: bool = False):
        self.humans = list(setup.humans)          # whose decisions the review goes through
        d = setup.to_json()
        d["seed"], d["options"] = final_state.seed, dict(final_state.options)
        for s in d["seats"]:
            s["kind"] = "bot"                     # nobody acts here: the table shows no input
        self.record = list(final_state.history)
        self.back = back                          # what Esc returns to (None: the menu)
        session = Session(Setup.from_json(d), lang=app.lang, indices=app.settings.card_indices)
        super().__init__(app, session)
        self.playing = False
        self.play_wait = 0.0
        self.open_hands = False
        self.review = None                        # the review (app/review.py), once asked for
        self.review_rect = pygame.Rect(0, 0, 0, 0)
        self.btn_review = Button("review", on_click=self.start_review)
        self.btn_prev_mark = Button("review_prev", on_click=lambda: self.jump_mark(-1))
        self.btn_next_mark = Button("review_next", on_click=lambda: self.jump_mark(1))
        self._set_viewer(viewer if viewer is None or viewer < session.state.seats else 0,
                         bottom=viewer or 0)
        if review:
            self.start_review()

    # ---------------------------------------------------------------- where we are
    @property
    def at(self) -> int:
        return len(self.state.history)

    @property
    def length(self) -> int:
        return len(self.record)

    def _status(self) -> tuple:
        t = self.app.t
        head = t("replay_title") + (" · " + t("replay_playing") if self.playing else "")
        at = t("replay_at", k=self.at, n=self.length)
        v = self.current_mark()
        if v is not None:
            # the review judges the move about to be played: it and the counter name the same
            # number (k moves played, the next is k + 1)
            at += " · " + t("review_move", k=self.mark_number(v))
        return head, at

    @staticmethod
    def mark_number(v) -> int:
        """The number of a marked move as the review and the counter say it: the move about
        to be played from the position shown (``v.index`` moves are played before it)."""
        return v.index + 1

    def _place_buttons(self) -> None:
        super()._place_buttons()
        self.btn_hint.visible = False              # no hint on a game already played
        # rules, settings and the way back in one row at the foot of the panel
        f = self.frame
        px, py, pw, ph = f.panel_rect
        bh, gap = int(34 * f.unit), int(8 * f.unit)
        self.btn_settings.visible = True
        self._small_row([(self.btn_rules, self.app.t("rules"), "F1"), (self.btn_settings, self.app.t("settings"), "F3"),
                         (self.btn_menu, self.app.t("menu"), "Esc")], px, pw, int(py + ph - bh), gap, bh)
        # the review: its button, then (once it runs) the jumps from mark to mark, a row above
        row = int(py + ph - 2 * bh - gap)
        started = getattr(self, "review", None) is not None
        self.btn_review.visible = not started
        self.btn_prev_mark.visible = self.btn_next_mark.visible = started
        if started:
            # the keys («,» and «.») are in the key lines above: a comma in a label reads badly
            self._small_row([(self.btn_prev_mark, self.app.t("review_prev"), ","),
                             (self.btn_next_mark, self.app.t("review_next"), ".")], px, pw, row, gap, bh)
            self.btn_prev_mark.label, self.btn_next_mark.label = self.app.t("review_prev"), self.app.t("review_next")
            row_buttons = (self.btn_prev_mark, self.btn_next_mark)
        elif hasattr(self, "btn_review"):
            self._small_row([(self.btn_review, self.app.t("review"), "R")], px, pw, row, gap, bh)
            row_buttons = (self.btn_review,)
        else:
            row_buttons = ()
        for b in row_buttons:                     # the same size of words as the row below
            b.px = min(b.px, self.btn_rules.px)

    def draw(self, target) -> None:
        overlay, self.keys.overlay = self.keys.overlay, None     # the key list (F2): over all of it, last
        try:
            super().draw(target)
            if self.rules is None:
                self._draw_replay(target)
        finally:
            self.keys.overlay = overlay
        if overlay is not None:
            with textrec.layer():
                overlay.draw(target)

    def _draw_replay(self, target) -> None:
        # the keys, in the side panel above its buttons
        f, u = self.app.fonts, self.frame.unit
        px, _py, pw, _ph = self.frame.panel_rect
        size = round(13 * u)
        lines = []
        for key in ("replay_keys1", "replay_keys2"):
            lines += f.wrap(self.app.t(key), size, pw)
        top = self._status_bottom() + round(15 * u) + 6 * u       # below the status and "move k of n"
        self._draw_timeline(target, px, top, pw, u)
        top += int(20 * u)
        buttons_top = min(b.rect.top for b in (self.btn_rules, self.btn_review, self.btn_prev_mark) if b.visible)
        room = buttons_top - int(8 * u) - top
        if len(lines) * int(17 * u) > room:                       # a small window: the keys alone
            lines = f.wrap(self.app.t("replay_keys_short"), size, pw)[: max(0, int(room // int(17 * u)))]
        y = buttons_top - int(8 * u) - len(lines) * int(17 * u)
        for line in lines:
            f.draw(target, line, (px, y), size, (196, 204, 186))
            y += int(17 * u)
        for b in (self.btn_review, self.btn_prev_mark, self.btn_next_mark):
            b.draw(target, f)
        self._draw_review_panel(target)

    timeline = pygame.Rect(0, 0, 0, 0)

    def _draw_timeline(self, target, x, y, w, u) -> None:
        """The game as a line: where we are, and a tick at each deal's start; a click jumps."""
        r = pygame.Rect(int(x), int(y + 4 * u), int(w), max(6, int(8 * u)))
        self.timeline = r.inflate(0, int(10 * u))
        pygame.draw.rect(target, (40, 58, 46), r, border_radius=r.h // 2)
        n = max(1, self.length)
        done = pygame.Rect(r.x, r.y, int(r.w * self.at / n), r.h)
        if done.w:
            pygame.draw.rect(target, (196, 170, 96), done, border_radius=r.h // 2)
        for s in self.deal_starts[1:]:
            tx = r.x + int(r.w * s / n)
            pygame.draw.line(target, (230, 226, 210), (tx, r.y - int(2 * u)), (tx, r.bottom + int(2 * u)),
                             max(1, int(u)))
        if self.review is None:
            return
        # the review's marks: a dot at each marked move, the mistakes larger, over the inaccuracies
        cy = r.centery
        for grade in ("inaccuracy", "mistake"):
            colour, radius = MARK_STYLE[grade]
            rad = max(3, round(radius * u))
            for v in self.review.marks:
                if v.grade == grade:
                    tx = r.x + int(r.w * v.index / n)
                    pygame.draw.circle(target, (20, 24, 18), (tx, cy), rad + max(1, round(u)))
                    pygame.draw.circle(target, colour, (tx, cy), rad)
        cur = self.current_mark()
        if cur is not None:                       # the mark shown now: a ring round it
            tx = r.x + int(r.w * cur.index / n)
            rad = max(3, round(MARK_STYLE[cur.grade][1] * u)) + max(3, round(3 * u))
            pygame.draw.circle(target, (250, 246, 232), (tx, cy), rad, max(1, round(1.5 * u)))

    # ---------------------------------------------------------------- the review
    @property
    def review_seats(self) -> list:
        """The players' seats; a game of bots alone: the seat it is watched from."""
        if self.humans:
            return self.humans
        return [self.viewer if self.viewer is not None else self.bottom]

    def start_review(self) -> None:
        """«Разбор партии»: the strong search goes through the players' decisions, a slice of
        each frame (``update``)."""
        if self.review is not None:
            return
        st = self.session.setup
        self.review = Review(self.game, self.state.seats, st.seed, st.options, self.record, self.review_seats,
                             iterations=review_mod.REVIEW_ITERATIONS, pool=search_pool())
        if self.frame is not None:
            self._place_buttons()

    def leave(self) -> None:
        """Left before the review ended: its searches in the workers stop."""
        if self.review is not None:
            self.review.stop()
        super().leave()

    def current_mark(self):
        """The mark of the move about to be played here, seen by its player (else None)."""
        if self.review is None or self.open_hands or self.animator.busy:
            return None
        for v in self.review.marks:
            if v.index == self.at and v.seat == self.viewer:
                return v
        return None

    def jump_mark(self, d: int) -> None:
        """To the previous (d = −1) or next (d = 1) marked move, seen by its player."""
        if self.review is None:
            return
        marks = self.review.marks
        if d > 0:
            pick = [v for v in marks if v.index > self.at or (v.index == self.at and v.seat != self.viewer)]
            v = pick[0] if pick else None
        else:
            pick = [v for v in marks if v.index < self.at]
            v = pick[-1] if pick else None
        if v is not None:
            self.show_mark(v)

    def show_mark(self, v) -> None:
        self.playing = False
        self.open_hands = False
        self.viewer, self.bottom = v.seat, v.seat
        self.goto(v.index)

    def review_status(self) -> str:
        """The review's first line: how far it is, or what it found."""
        rv, t = self.review, self.app.t
        if not rv.done:
            return t("review_running", k=min(rv.total, len(rv.verdicts) + 1), n=rv.total or "…")
        marks = rv.marks
        if not marks:
            return t("review_clean", n=len(rv.verdicts))
        return t("review_found", a=sum(v.grade == "inaccuracy" for v in marks),
                 b=sum(v.grade == "mistake" for v in marks), n=len(rv.verdicts))

    def review_rows(self, v) -> list:
        """The panel's lines at a marked move: (text, style, value text or None, colour)."""
        t, lang = self.app.t, self.app.lang
        kind = measure(self.game, self.state.seats, self.review.loser_word)
        played, best = self.hint_labels([v.played, v.best])
        who = t("review_you") if len(self.humans) <= 1 else self.session.names[v.seat]
        head = t("review_" + v.grade) + " · " + t("review_move", k=self.mark_number(v))
        colour = MARK_STYLE[v.grade][0]
        return [(head, "sans-bold", None, colour),
                (change_text(v, kind, lang, lambda key, lg, **kw: t(key, **kw)), "sans", None, REVIEW_INK),
                (t("review_played", who=who, move=played), "sans",
                 value_text(kind, v.played_value, v.reference, v.seat, lang), REVIEW_INK),
                (t("review_bot", move=best), "sans", value_text(kind, v.best_value, v.reference, v.seat, lang),
                 REVIEW_INK)]

    def _draw_review_panel(self, target) -> None:
        """The review's box beside the side panel: its progress (a bar) or what it found, and
        at a marked move the player's move, the bot's and the estimates of both. Placed for
        its tallest shape and drawn at the foot of that place, so it does not jump."""
        if self.review is None or self.rules is not None or self.settings is not None:
            self.review_rect = pygame.Rect(0, 0, 0, 0)
            return
        app, u = self.app, self.frame.unit
        f = app.fonts
        lw = int(self.frame.panel_rect[2])
        px = max(11, round(14 * u))
        spx = max(10, round(13 * u))
        pad = int(10 * u)
        v = self.current_mark()
        rows = [(self.review_status(), "sans", None, (160, 196, 214), spx)]
        if v is not None:
            rows += [r + (px,) for r in self.review_rows(v)]
        values = [f.size(r[2], r[4], "sans-bold")[0] for r in rows if r[2] is not None]
        num_w = max(values) if values else 0
        wrapped = []
        for text, style, value, colour, lpx in rows:
            room = lw - 2 * pad - (num_w + int(10 * u) if value is not None else 0)
            for j, line in enumerate(f.wrap(text, lpx, room, style)):
                wrapped.append((line, style, value if j == 0 else None, colour, lpx))
        running = not self.review.done
        bar = max(4, int(6 * u))
        h = sum(f.font(r[4]).get_linesize() for r in wrapped) + 2 * pad + (bar + int(6 * u) if running else 0)
        tallest = max(h, 6 * f.font(px).get_linesize() + 2 * pad + bar + int(6 * u))
        box = self.hint_panel(target, h, tallest)
        self.review_rect = box
        y = box.y + pad
        for line, style, value, colour, lpx in wrapped:
            f.draw(target, line, (box.x + pad, y), lpx, colour, style)
            if value is not None:
                f.draw(target, value, (box.right - pad, y), lpx, (230, 200, 120), "sans-bold", "topright")
            y += f.font(lpx).get_linesize()
        if running:
            bw = box.w - 2 * pad
            y += int(3 * u)
            pygame.draw.rect(target, (40, 66, 84), (box.x + pad, y, bw, bar), border_radius=bar // 2)
            pygame.draw.rect(target, (140, 220, 255), (box.x + pad, y, max(bar, int(bw * self.review.progress)), bar),
                             border_radius=bar // 2)

    def widgets(self) -> list:
        return [self.btn_rules, self.btn_settings, self.btn_menu, self.btn_review, self.btn_prev_mark,
                self.btn_next_mark]

    def _input_seat(self):
        return None

    def _sync_viewer(self) -> None:
        pass

    # ---------------------------------------------------------------- moving through it
    def step(self) -> bool:
        """The next move, animated as at the table."""
        if self.at >= self.length or self.animator.busy:
            return False
        self.perform(self.record[self.at], self.state.to_move)
        self._after_move()
        return True

    def goto(self, k: int) -> None:
        """Straight to move ``k`` (0 … the end), not animated: the deal replayed to there."""
        k = max(0, min(self.length, k))
        self.animator.clear()
        session = Session(self.session.setup, lang=self.app.lang, indices=self.app.settings.card_indices)
        session.advance(self.record[:k])          # applied and logged in one pass
        self.session = session
        self.state = session.state
        self._log_wait, self._sound_wait = [], []
        self.open_hands = self.open_hands and self.state.over
        self._set_viewer(self.viewer, bottom=self.bottom)
        self._after_move()

    @property
    def deal_starts(self) -> list:
        """The moves at which a deal begins (0, and each move whose events deal anew),
        found once by replaying the record without drawing."""
        if getattr(self, "_deal_starts", None) is None:
            session = Session(self.session.setup, lang=self.app.lang, indices=self.app.settings.card_indices)
            starts = [0]
            for i, a in enumerate(self.record):
                events = session.match.apply(a, session.state.to_move)
                if i + 1 < len(self.record) and any(e.kind == "deal_start" for e in events or ()):
                    starts.append(i + 1)
            self._deal_starts = sorted(set(starts))
        return self._deal_starts

    def goto_deal(self, d: int) -> None:
        """The start of the next (d = 1) or previous (d = −1) deal; back from inside a deal
        goes to its own start first."""
        starts = self.deal_starts
        if d > 0:
            nxt = [s for s in starts if s > self.at]
            self.goto(nxt[0] if nxt else self.length)
        else:
            prev = [s for s in starts if s < self.at]
            self.goto(prev[-1] if prev else 0)

    def _after_move(self) -> None:
        if self.open_hands:
            self._show_open()

    def _show_open(self) -> None:
        """Every hand as its owner saw it (a finished game has no secrets left to keep)."""
        view = self.state.view(None)
        zones = dict(view.zones)
        for name, z in view.zones.items():
            if z.owner is not None and name.startswith("hand"):
                zones[name] = self.state.view(z.owner).zones[name]
        view.__dict__["zones"] = type(view.zones)(zones)
        self.view = view
        self._relayout()

    def update(self, dt: float) -> None:
        if not self._opened:
            self._open()
        if self.review is not None and not self.review.done:
            # a slice of each frame, never a freeze: the most it may take while the table
            # stands still (the still table is one cached layer to draw), less while it moves
            still = not self.animator.busy and not self.playing
            spent = self.review.seconds
            self.review.step(review_mod.MAX_SLICE_MS if still else self.app.bot_slice_ms())
            self.app.think_ms += (self.review.seconds - spent) * 1000.0     # counted as a bot's thinking
        self.animator.update(dt)
        self._release_log()
        if not self.animator.busy:
            self._warm_art()
        if self.playing and not self.animator.busy:
            self.play_wait += dt
            if self.play_wait >= PLAY_GAP_MS.get(self.app.settings.speed, 800):
                self.play_wait = 0.0
                if not self.step():
                    self.playing = False

    def wake_in_ms(self):
        if self.review is not None and not self.review.done:
            return 0                              # the review works a slice each frame
        return super().wake_in_ms()

    def to_menu(self) -> None:
        if self.back is not None:
            self.app.switch(self.back)
        else:
            self.app.open_menu()

    # The replay's keys: (keys, what they do in the key list, the method they call with the
    # key). The handling and the F2 list are both made from this, so they cannot drift apart.
    BINDINGS = (
        ((pygame.K_RIGHT, pygame.K_SPACE), "rkey_next", "_key_next"),
        ((pygame.K_LEFT,), "rkey_back", "_key_back"),
        ((pygame.K_PAGEDOWN, pygame.K_PAGEUP), "rkey_ten", "_key_ten"),
        ((pygame.K_RIGHTBRACKET, pygame.K_LEFTBRACKET), "rkey_deal", "_key_deal"),
        ((pygame.K_HOME, pygame.K_END), "rkey_ends", "_key_ends"),
        ((pygame.K_p,), "rkey_play", "_key_play"),
        (tuple(range(pygame.K_1, pygame.K_9 + 1)) + (pygame.K_0,), "rkey_eyes", "_key_eyes"),
        ((pygame.K_o,), "rkey_open", "_key_open"),
        ((pygame.K_r,), "rkey_review", "_key_review"),
        ((pygame.K_COMMA, pygame.K_PERIOD), "rkey_marks", "_key_marks"),
        ((pygame.K_UP, pygame.K_DOWN), "rkey_log", "_key_log"),
        ((pygame.K_F1,), "rkey_rules", "_key_rules"),
        ((pygame.K_F3,), "rkey_settings", "_key_settings"),
        ((pygame.K_m,), "rkey_mute", "_key_mute"),
        ((pygame.K_F2,), "rkey_list", "_key_list"),
        ((pygame.K_ESCAPE,), "rkey_esc", "_key_esc"),
    )

    def key_rows(self) -> tuple:
        """F2's list (app/keyboard.py: KeyList): the bindings, named in the program's language."""
        t = self.app.t
        return [(key_names(keys, t), t(what)) for keys, what, _ in self.BINDINGS], "keys_title_replay"

    def _key_next(self, k):
        self.playing = False
        self.step()

    def _key_back(self, k):
        self.playing = False
        self.goto(self.at - 1)

    def _key_ten(self, k):
        self.playing = False
        self.goto(self.at + (10 if k == pygame.K_PAGEDOWN else -10))

    def _key_deal(self, k):
        self.playing = False
        self.goto_deal(1 if k == pygame.K_RIGHTBRACKET else -1)

    def _key_ends(self, k):
        self.goto(0 if k == pygame.K_HOME else self.length)

    def _key_play(self, k):
        self.playing = not self.playing
        self.play_wait = 0.0

    def _key_eyes(self, k):
        n = k - pygame.K_0
        seat = None if n == 0 else n - 1
        if seat is None or seat < self.state.seats:
            self.open_hands = False
            self._set_viewer(seat, bottom=seat if seat is not None else self.bottom)

    def _key_open(self, k):
        if not self.state.over:
            return
        self.open_hands = not self.open_hands
        if self.open_hands:
            self._show_open()
        else:
            self._set_viewer(self.viewer, bottom=self.bottom)

    def _key_review(self, k):
        self.start_review()

    def _key_marks(self, k):
        self.jump_mark(1 if k == pygame.K_PERIOD else -1)

    def _key_log(self, k):
        # (the page keys move the game here: ↑ ↓ page the log)
        page = max(1, self.log_view.room - 1)
        self.log_view.scroll(page if k == pygame.K_UP else -page)

    def _key_rules(self, k):
        self.open_rules()

    def _key_settings(self, k):
        self.open_settings()

    def _key_mute(self, k):
        self.app.toggle_mute()

    def _key_list(self, k):
        self.keys.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F2, mod=0))

    def _key_esc(self, k):
        self.to_menu()

    def handle(self, ev) -> None:
        if self.rules is not None or self.settings is not None:
            return super().handle(ev)
        if self.keys.overlay is not None:
            self.keys.handle(ev)                  # the key list (F2) takes everything until closed
            return
        if ev.type == pygame.KEYDOWN:
            for keys, _what, method in self.BINDINGS:
                if ev.key in keys:
                    getattr(self, method)(ev.key)
                    break
            return
        if self.log_view.handle(ev, self.app.mouse, page_keys=False):
            return                                # the log: the wheel over it, a drag
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1 and self.timeline.collidepoint(ev.pos):
            self.playing = False                  # the time line: straight to that move
            r = self.timeline
            if self.review is not None:           # a click on a mark: that move, with its player's eyes
                near = [(abs(r.x + r.w * v.index / max(1, self.length) - ev.pos[0]), v) for v in self.review.marks]
                near = [(d, v) for d, v in near if d <= max(4, 6 * self.frame.unit)]
                if near:
                    self.show_mark(min(near, key=lambda t: t[0])[1])
                    return
            self.goto(round((ev.pos[0] - r.x) / max(1, r.w) * self.length))
            return
        for b in self.widgets():
            if b.handle(ev):
                return
