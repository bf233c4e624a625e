"""The replay viewer: a game's record played back on the table, as a chosen seat saw it.

Keys: → or Space — the next move (animated); ← — one back; PageUp/PageDown — ten; Home /
End — the start / the end; P — play / pause (at the animation speed); 1–9 — whose eyes
(0 — a spectator's); O — every hand open (once the game is over); Esc — back.
It reuses the table (its layout, animations and log); nothing is saved and no bot thinks.
"""
from __future__ import annotations

import pygame

from ..session import Session
from ..setup import Setup
from .table import TableScene

# between two moves when playing, by animation speed (ms)
PLAY_GAP_MS = {"slow": 1400, "normal": 800, "fast": 350, "instant": 120}


class ReplayScene(TableScene):
    def __init__(self, app, setup: Setup, final_state, viewer: int | None = 0, back=None):
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
        self._set_viewer(viewer if viewer is None or viewer < session.state.seats else 0,
                         bottom=viewer or 0)

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
        return head, t("replay_at", k=self.at, n=self.length)

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

    def draw(self, target) -> None:
        super().draw(target)
        if self.rules is not None:
            return
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
        room = self.btn_rules.rect.top - int(8 * u) - top
        if len(lines) * int(17 * u) > room:                       # a small window: the keys alone
            lines = f.wrap(self.app.t("replay_keys_short"), size, pw)[: max(0, int(room // int(17 * u)))]
        y = self.btn_rules.rect.top - int(8 * u) - len(lines) * int(17 * u)
        for line in lines:
            f.draw(target, line, (px, y), size, (196, 204, 186))
            y += int(17 * u)

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

    def widgets(self) -> list:
        return [self.btn_rules, self.btn_settings, self.btn_menu]

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
        for a in self.record[:k]:
            session.match.apply(a, session.state.to_move)
        session.rebuild_log(self.app.lang)
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

    def to_menu(self) -> None:
        if self.back is not None:
            self.app.switch(self.back)
        else:
            self.app.open_menu()

    def handle(self, ev) -> None:
        if self.rules is not None or self.settings is not None:
            return super().handle(ev)
        if ev.type == pygame.KEYDOWN:
            k = ev.key
            if k in (pygame.K_RIGHT, pygame.K_SPACE):
                self.playing = False
                self.step()
            elif k == pygame.K_LEFT:
                self.playing = False
                self.goto(self.at - 1)
            elif k in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
                self.playing = False
                self.goto(self.at + (10 if k == pygame.K_PAGEDOWN else -10))
            elif k in (pygame.K_LEFTBRACKET, pygame.K_RIGHTBRACKET):
                self.playing = False
                self.goto_deal(1 if k == pygame.K_RIGHTBRACKET else -1)
            elif k == pygame.K_HOME:
                self.goto(0)
            elif k == pygame.K_END:
                self.goto(self.length)
            elif k == pygame.K_p:
                self.playing = not self.playing
                self.play_wait = 0.0
            elif pygame.K_0 <= k <= pygame.K_9:
                n = k - pygame.K_0
                seat = None if n == 0 else n - 1
                if seat is None or seat < self.state.seats:
                    self.open_hands = False
                    self._set_viewer(seat, bottom=seat if seat is not None else self.bottom)
            elif k == pygame.K_o and self.state.over:
                self.open_hands = not self.open_hands
                if self.open_hands:
                    self._show_open()
                else:
                    self._set_viewer(self.viewer, bottom=self.bottom)
            elif k == pygame.K_ESCAPE:
                self.to_menu()
            elif k == pygame.K_F1:
                self.open_rules()
            elif k == pygame.K_F3:
                self.open_settings()
            elif k == pygame.K_m:
                self.app.toggle_mute()
            return
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1 and self.timeline.collidepoint(ev.pos):
            self.playing = False                  # the time line: straight to that move
            r = self.timeline
            self.goto(round((ev.pos[0] - r.x) / max(1, r.w) * self.length))
            return
        for b in self.widgets():
            if b.handle(ev):
                return
