"""«Подсказки правил»: the table that teaches (a setting, on for a player's first games of a
game). Two one-line hints, both from the engine:

* pointing at (or clicking) a card of his hand that cannot be played now says why —
  ``Game.why_illegal`` of the move the click would make, worded in his language;
* when what he may do changes (a new phase: his turn to attack, to beat, to bid…), a line
  says what he may do now, for a few seconds.

The line is drawn as a chalk pill above the player's name plate.
"""
from __future__ import annotations

import pygame

from rules import Action

from . import textrec
from .fonts import CHALK
from .i18n import pick
from .settings import FIRST_GAMES

SHOW_MS = 4000          # a phase reminder, and a reason after a click, stay this long
PILL = (24, 38, 30, 228)
EDGE = (196, 176, 120)


class Teacher:
    def __init__(self, table):
        self.table = table
        self.app = table.app
        self.text = None            # the line shown, with its end (app.now_ms) or None while hovering
        self.until = 0.0
        self._kinds = None          # the kinds of move the player had at the last reminder
        self._reminder = None       # the reminder's words while it is on show (cleared when the moves change)
        self._cache: dict = {}      # (card key, turn) -> reason text

    @property
    def on(self) -> bool:
        mode = self.app.settings.rule_hints
        if mode == "on":
            return True
        if mode == "off":
            return False
        if not hasattr(self, "_first"):      # asked once per table: the statistics say how many were played
            try:
                self._first = self.app.statistics.games_with_a_human(self.table.game.id) < FIRST_GAMES
            except Exception:                # statistics never stop a game
                self._first = True
        return self._first

    # ---------------------------------------------------------------- the reasons
    def reason_for(self, key) -> str | None:
        """Why the card ``key`` of the player's hand cannot be played now (None if it can,
        or if it is not his card, or not his turn)."""
        t = self.table
        seat = t._input_seat()
        if seat is None or key in t.targets or not self.on:
            return None
        sprite = t.frame.sprites.get(key) if t.frame is not None else None
        if sprite is None or sprite.card is None or sprite.zone != f"hand{seat}":
            return None
        view = t.view
        memo = (key, view.turn)
        if memo not in self._cache:
            self._cache[memo] = self._why(view, sprite.card)
        return self._cache[memo]

    def _why(self, view, card) -> str | None:
        # the move the click would make: a card under the first kind of move that takes cards
        like = next((a for a in view.legal if a.cards), None)
        action = (Action(like.kind, (card,), like.zone, like.index, like.value) if like is not None
                  else Action("play", (card,)))
        try:
            phrase = self.table.game.why_illegal(view, action)
        except Exception:
            return None
        return None if phrase is None else self.table.words().render(phrase)

    def hover(self, key) -> None:
        text = self.reason_for(key) if key is not None else None
        if text is not None:
            self.text, self.until = text, None
        elif self.until is None:
            self.text = None                 # the mouse left the card

    def clicked(self, key) -> bool:
        """A click on a card that cannot be played: its reason stays a while. True if said."""
        text = self.reason_for(key)
        if text is None:
            return False
        self.text, self.until = text, self.app.now_ms + SHOW_MS
        return True

    # ---------------------------------------------------------------- the phases
    def update(self) -> None:
        t = self.table
        if self.until is not None and self.text is not None and self.app.now_ms > self.until:
            self.text = None
        seat = t._input_seat()
        kinds = tuple(dict.fromkeys(a.kind for a in t.view.legal)) if seat is not None else None
        if kinds != self._kinds:
            self._kinds = kinds
            if self._reminder and self.text == self._reminder:
                self.text = None            # what he could do a moment ago is not what he may do now
            self._reminder = None
            if kinds and self.on and (self.text is None or self.until is not None):
                self.text, self.until = self._may_now(kinds), self.app.now_ms + SHOW_MS
                self._reminder = self.text
        elif self._reminder is not None and self.text == self._reminder and self._kinds:
            # the language changed while it is on show: the same words in the new language
            self.text = self._reminder = self._may_now(self._kinds)

    def _may_now(self, kinds) -> str:
        return self.app.t("may_now", kinds=", ".join(self._kind_words(k) for k in kinds))

    def _kind_words(self, kind: str) -> str:
        """A kind of move as the player knows it: a move made with cards by the kind's word
        («бить», «сыграть карту»), a button by its own label («Стушевываюсь», «Беру»)."""
        t = self.table
        of_kind = [a for a in t.view.legal if a.kind == kind]
        words = t.words()
        if len(of_kind) == 1 and not of_kind[0].cards:
            try:
                return words.render(t.game.action_phrase(of_kind[0]))
            except Exception:
                pass
        return words.word(f"kind.{kind}")

    def busy(self) -> bool:
        """A line on show that will go by itself (the loop must keep counting)."""
        return self.text is not None and self.until is not None

    # ---------------------------------------------------------------- drawing
    def draw(self, target) -> None:
        t = self.table
        if self.text is None or t.frame is None or t.animator.busy:
            return
        f = t.frame
        u = f.unit
        plate = next((p for p in f.plates if p.seat == t.bottom), None)
        if plate is None:
            return
        fonts = self.app.fonts
        px = fonts.fit(self.text, round(15 * u), f.width * 0.5)
        w, h = fonts.size(self.text, px)
        pad = int(10 * u)
        rect = pygame.Rect(0, 0, w + 2 * pad, h + int(10 * u))
        rect.midbottom = (round(plate.x), round(plate.y - plate.h / 2 - 10 * u))
        offer = t.tour.offer_rect() if t.rules is None and t.curtain_for is None else None
        rect = _clear_of_cards(rect, f, f"hand{t.bottom}",
                               _note_rects(f, fonts, self.app.lang) + ([offer.inflate(8, 8)] if offer else []))
        pill = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(pill, PILL, pill.get_rect(), border_radius=rect.h // 2)
        pygame.draw.rect(pill, EDGE, pill.get_rect(), width=max(1, int(u)), border_radius=rect.h // 2)
        target.blit(pill, rect)
        with textrec.group("pill"):
            textrec.box(rect, "pill", self.text)
            fonts.draw(target, self.text, rect.center, px, CHALK, "sans", "center")


def _note_rects(frame, fonts, lang: str) -> list:
    """Where the frame's notes are written (Сека's «у вас 19 очков» above the player's plate),
    and the chip piles with their amounts (Лентюрлю's stakes beside a plate)."""
    out = []
    u = frame.unit
    for spot in frame.chips.values():
        out.append(pygame.Rect(int(spot.x - spot.d * spot.cols / 2), int(spot.y - spot.d * 1.6),
                               int(spot.d * spot.cols), int(spot.d * 2.0)))
        if spot.label is not None:
            out.append(pygame.Rect(int(spot.label[0] - 30 * u), int(spot.label[1] - 12 * u), int(60 * u), int(24 * u)))
    for n in frame.notes:
        text = pick(n.text, lang) if isinstance(n.text, dict) else str(n.text)
        if not text:
            continue
        r = pygame.Rect((0, 0), fonts.size(text, n.px, n.style)).inflate(12, 6)
        try:
            setattr(r, n.anchor, (round(n.x), round(n.y)))
        except (AttributeError, TypeError):
            r.center = (round(n.x), round(n.y))
        out.append(r)
    return out


def _clear_of_cards(rect, frame, own_hand: str, notes=()):
    """The pill moved to the nearest place where it covers no card on the table (a player's
    stack beside his plate in the Moscow game) and no note (``notes``: rects): a little higher
    first (it stays over the plate it speaks to), else sideways along its line; where there is
    none it stays above the plate."""
    # (with room on either side for a pile's count badge)
    cards = [pygame.Rect(round(s.x - s.w / 2), round(s.y - s.h / 2), round(s.w), round(s.h)).inflate(
             round(s.w * 0.6), 0) for s in frame.sprites.values() if s.zone != own_hand] + list(notes)
    if rect.collidelist(cards) < 0:
        return rect
    step = max(8, rect.h // 2)
    for k in range(1, 7):
        r = rect.move(0, -k * step)
        if r.top >= 0 and r.collidelist(cards) < 0:
            return r
    for k in range(1, int(frame.width // step) + 1):
        for dx in (-k * step, k * step):
            r = rect.move(dx, 0)
            if 0 <= r.left and r.right <= frame.width and r.collidelist(cards) < 0:
                return r
    return rect

