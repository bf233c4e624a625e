"""A short guided tour of the table (issue «Learning the old games»): the first game of each
game offers it (a pill: «Знакомство со столом — T»), T starts it at any time. Each step
lights one part of the table — the player's hand, the other seats, the middle where the
game is played, the chips or the score, the marks that explain themselves on hover, the log,
the panel with its buttons — and says in a line what it is. Nothing here knows a game: the parts are the frame's own regions.

Keys: Enter, Space or → the next step, ← the one before, Esc or T ends; a click goes on.
"""
from __future__ import annotations

import pygame

from . import textrec
from .fonts import CHALK, GOLD
from .i18n import STRINGS

TOUR_STRINGS: dict = {
    "tour_offer": {"ru": "Знакомство со столом — T", "en": "A tour of the table — T"},
    "tour_hand": {"ru": "Ваша рука. Карты, которые можно сыграть, приподнимаются под мышью; щелчок или "
                        "перетаскивание играет карту.",
                  "en": "Your hand. Cards you may play lift under the mouse; a click or a drag plays one."},
    "tour_seats": {"ru": "Соперники: имя, сколько у каждого карт и его роль сейчас («атакует», «сдаёт»…).",
                   "en": "The other players: each one's name, how many cards he holds and his part now."},
    "tour_middle": {"ru": "Середина стола: здесь идёт игра — колода, карты в ходу, взятки и отбой.",
                    "en": "The middle of the table: the game itself — the stock, the cards in play, tricks, "
                          "discards."},
    "tour_chips": {"ru": "Фишки: у каждого своя стопка, ставки и кон — на сукне; числа — сколько в стопке.",
                   "en": "Chips: each player's stack, the stakes and the pot on the cloth; the numbers count "
                         "them."},
    "tour_marks": {"ru": "Пометки у имён и на сукне (счёт, что ждёт «свинья»…): наведите на них мышь — "
                         "появится пояснение.",
                   "en": "The marks by the names and on the cloth (the score, what the pig wants…): rest the mouse "
                         "on one and it explains itself."},
    "tour_log": {"ru": "Ход игры: всё, что случилось, словами — можно перечитать.",
                 "en": "The log: everything that happened, in words, to read again."},
    "tour_panel": {"ru": "Чей ход и что можно сделать; кнопки ходов, подсказка (H), правила (F1), "
                         "настройки (F3), меню (Esc).",
                   "en": "Whose turn it is and what may be done; the move buttons, a hint (H), the rules (F1), "
                         "settings (F3), the menu (Esc)."},
    "tour_step": {"ru": "{k} из {n} · Enter — дальше · Esc — закончить",
                  "en": "{k} of {n} · Enter — next · Esc — end"},
}
STRINGS.update(TOUR_STRINGS)


def _union(rects):
    rects = [pygame.Rect(r) for r in rects if r is not None and r[2] > 0 and r[3] > 0]
    if not rects:
        return None
    out = rects[0].copy()
    for r in rects[1:]:
        out.union_ip(r)
    return out


class Tour:
    def __init__(self, table):
        self.table = table
        self.app = table.app
        self.steps: list = []          # (rect, string key)
        self.k = None                  # the step shown; None: not touring
        self.acted = False             # the player has made a move (the offer goes)

    @property
    def active(self) -> bool:
        return self.k is not None

    def offered(self) -> bool:
        """The pill shows at the first game of a game, until the tour was taken or the player
        made his first move."""
        t = self.table
        if self.active or self.acted or t.game.id in self.app.settings.toured:
            return False
        if not hasattr(self, "_first"):
            try:
                self._first = self.app.statistics.games_with_a_human(t.game.id) == 0
            except Exception:
                self._first = False
        return self._first and any(c.human for c in t.session.controllers)

    # ---------------------------------------------------------------- the steps
    def _regions(self) -> list:
        t = self.table
        f = t.frame
        me = t.bottom
        out = []
        hand = f.zones.get(f"hand{me}")
        mine = [p for p in f.plates if p.seat == me]
        out.append((_union([hand] + [p.rect for p in mine]), "tour_hand"))
        out.append((_union([p.rect for p in f.plates if p.seat != me]
                           + [(s.x - s.w / 2, s.y - s.h / 2, s.w, s.h) for s in f.sprites.values()
                              if s.zone.startswith("hand") and s.zone != f"hand{me}"]), "tour_seats"))
        middle = [(s.x - s.w / 2, s.y - s.h / 2, s.w, s.h) for s in f.sprites.values()
                  if not s.zone.startswith("hand")] + [g and (g.x - g.w / 2, g.y - g.h / 2, g.w, g.h)
                                                        for g in f.ghosts]
        out.append((_union(middle), "tour_middle"))
        if f.chips:
            out.append((_union([(c.x - c.d, c.y - c.d, 2 * c.d, 2 * c.d) for c in f.chips.values()]), "tour_chips"))
        marks = _union([r for r, _ in getattr(t, "legend_spots", ())])
        if marks is not None:           # the marks that explain themselves on hover (app/draw/legends.py)
            out.append((marks, "tour_marks"))
        out.append((pygame.Rect(f.log_rect), "tour_log"))
        out.append((pygame.Rect(f.panel_rect), "tour_panel"))
        return [(r.inflate(16, 16), key) for r, key in out if r is not None]

    def start(self) -> None:
        if self.table.frame is None:
            return
        self.steps = self._regions()
        self.k = 0 if self.steps else None
        toured = self.app.settings.toured
        if self.table.game.id not in toured:
            toured.append(self.table.game.id)
            self.app.settings.save()

    def stop(self) -> None:
        self.k = None

    def relayout(self) -> None:
        if self.active:
            self.steps = self._regions()
            self.k = min(self.k, len(self.steps) - 1) if self.steps else None

    # ---------------------------------------------------------------- input
    def handle(self, ev) -> bool:
        """True when the tour took the event (while it runs it takes them all; T starts it)."""
        if not self.active:
            if ev.type == pygame.KEYDOWN and ev.key == pygame.K_t and not ev.mod & pygame.KMOD_CTRL:
                self.start()
                return self.active
            return False
        if ev.type == pygame.KEYDOWN:
            if ev.key in (pygame.K_ESCAPE, pygame.K_t):
                self.stop()
            elif ev.key == pygame.K_LEFT:
                self.k = max(0, self.k - 1)
            elif ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_RIGHT):
                self._next()
        elif ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            self._next()
        return True

    def _next(self) -> None:
        self.k += 1
        if self.k >= len(self.steps):
            self.stop()

    # ---------------------------------------------------------------- drawing
    def offer_rect(self):
        """Where the offer («Знакомство со столом — T») is drawn, or None when it is not
        (the rule pill keeps clear of it: app/teaching.py)."""
        t = self.table
        if self.active or t.frame is None or not self.offered():
            return None
        u = t.frame.unit
        w, h = self.app.fonts.size(self.app.t("tour_offer"), round(14 * u))
        r = pygame.Rect(0, 0, w + int(24 * u), h + int(10 * u))
        lx, ly, _lw, _lh = t.frame.log_rect           # just above the log, clear of the seats
        r.bottomleft = (int(lx), int(ly - 8 * u))
        return r

    def draw(self, target) -> None:
        t = self.table
        if t.frame is None:
            return
        u = t.frame.unit
        fonts = self.app.fonts
        if not self.active:
            r = self.offer_rect()
            if r is not None:
                text, px = self.app.t("tour_offer"), round(14 * u)
                pygame.draw.rect(target, (24, 38, 30), r, border_radius=r.h // 2)
                pygame.draw.rect(target, GOLD, r, width=max(1, int(u)), border_radius=r.h // 2)
                with textrec.group("pill"):
                    textrec.box(r, "pill", text)
                    fonts.draw(target, text, r.center, px, GOLD, "sans", "center")
            return
        with textrec.layer():               # the tour lies over the whole table
            self._draw_step(target, u, fonts)

    def _draw_step(self, target, u, fonts) -> None:
        t = self.table
        rect, key = self.steps[self.k]
        veil = pygame.Surface(target.get_size(), pygame.SRCALPHA)
        veil.fill((0, 0, 0, 150))
        pygame.draw.rect(veil, (0, 0, 0, 0), rect, border_radius=int(12 * u))
        target.blit(veil, (0, 0))
        pygame.draw.rect(target, GOLD, rect, width=max(2, int(3 * u)), border_radius=int(12 * u))
        # the words: below the lit part if there is room, else above it
        W = t.frame.width
        px = round(17 * u)
        lines = fonts.wrap(self.app.t(key), px, int(min(W * 0.6, 760 * u)))
        foot = self.app.t("tour_step", k=self.k + 1, n=len(self.steps))
        lh = fonts.size("Ag", px)[1] + int(4 * u)
        box = pygame.Rect(0, 0, int(min(W * 0.6, 760 * u)) + int(32 * u), lh * len(lines) + int(52 * u))
        box.centerx = max(box.w // 2 + 8, min(W - box.w // 2 - 8, rect.centerx))
        if rect.bottom + box.h + 12 < t.frame.height:
            box.top = rect.bottom + int(10 * u)
        else:
            box.bottom = rect.top - int(10 * u)
        box.clamp_ip(pygame.Rect(8, 8, W - 16, t.frame.height - 16))
        pygame.draw.rect(target, (16, 34, 24), box, border_radius=int(12 * u))
        pygame.draw.rect(target, GOLD, box, width=max(1, int(u)), border_radius=int(12 * u))
        y = box.y + int(14 * u)
        for line in lines:
            fonts.draw(target, line, (box.x + int(16 * u), y), px, CHALK)
            y += lh
        fonts.draw(target, foot, (box.centerx, box.bottom - int(10 * u)), round(12 * u), (170, 180, 160), "sans",
                   "midbottom")
