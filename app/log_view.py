"""The table's log as a scrollable list: the wheel over it, PageUp / PageDown / End (the
replay: ↑ / ↓, its page keys move the game) and a drag with the mouse.

The view is counted in wrapped rows back from the newest (``back``; 0: the newest at the
bottom, the default). A new line keeps a player who reads older ones where he is (the
rows he reads stay put) and shows a small «↓ новые» marker in the title line (a click on
it, End or scrolling down to the bottom brings the newest); at the bottom the newest
simply comes in. Rows that went up out of sight while the others played before the
player's turn are counted in «↑ ещё N» while he is to move (a click shows them). The drawing (``app/draw/table.py: draw_log``) tells how many rows there
are and how many fit (``rows``, ``room``); the handling uses the last such count.
"""
from __future__ import annotations

import pygame

WHEEL_ROWS = 3          # rows per notch of the wheel


class LogView:
    def __init__(self):
        self.back = 0               # rows scrolled back from the newest
        self.rows = 0               # wrapped rows of the whole log, at the last drawing
        self.room = 0               # rows that fit in the panel
        self.row_h = 1.0            # a row's height in pixels (a drag moves by rows)
        self.unseen = False         # lines came while the player read older ones: «↓ новые»
        self.rect = pygame.Rect(0, 0, 0, 0)
        self._drag = None           # (mouse y, back) when a drag began
        self._lines = None          # the lines last laid out (to tell new ones from a redraw)
        # rows the player has had before his eyes: all of them when he last moved (or when he
        # scrolled up to the first newer one). Rows that came after and went up out of the
        # view while the others played (Свои козыри's exchange of sixes) are «↑ ещё N».
        self.read_to = 0
        self._waiting = False       # the table waits for the player's move
        self.marker = None          # the marker's text as last drawn (the title line's right end)

    @property
    def most(self) -> int:
        return max(0, self.rows - self.room)

    def scroll(self, d: int) -> bool:
        """Move the view by ``d`` rows (positive: older). Returns whether it moved."""
        back = max(0, min(self.most, self.back + d))
        if back == self.back:
            return False
        self.back = back
        if back == 0:
            self.unseen = False
        if self.rows - self.back - self.room <= self.read_to:
            self.read_to = self.rows            # he scrolled up to the rows he had not seen
        return True

    def note_input(self, waiting: bool) -> None:
        """Each drawing: whether the table waits for the player. When he has moved, the
        rows so far were his to read."""
        if self._waiting and not waiting:
            self.read_to = self.rows
        self._waiting = waiting

    @property
    def unread_above(self) -> int:
        """Rows above the view that came since the player last moved (shown while he is to
        move: he may want to read what happened before his turn)."""
        if not self._waiting:
            return 0
        return max(0, self.rows - self.back - self.room - self.read_to)

    def marker_text(self, t):
        """«↓ новые», «↑ ещё N» or None (``t``: the program's translate function)."""
        if self.unseen:
            return t("log_new")
        n = self.unread_above
        return t("log_more", n=n) if n else None

    def to_unread(self) -> None:
        """The first row the player has not seen at the top of the view."""
        self.back = max(0, min(self.most, self.rows - self.room - self.read_to))
        self.read_to = self.rows

    def to_newest(self) -> bool:
        moved = self.back != 0 or self.unseen
        self.back, self.unseen = 0, False
        return moved

    def laid_out(self, lines: tuple, rows: int, room: int, row_h: float, rect) -> bool:
        """The drawing's count of rows. New rows below a player who scrolled back keep his
        view where it is and raise the marker. Returns whether ``back`` changed (the
        drawing then redoes itself) or the marker did."""
        old_rows, old_lines = self.rows, self._lines
        self.rows, self.room, self.row_h, self.rect = rows, room, max(1.0, row_h), pygame.Rect(rect)
        self._lines = lines
        before = (self.back, self.unseen)
        if old_lines is not None and self.back > 0 and len(lines) > len(old_lines) \
                and lines[:len(old_lines)] == old_lines:
            self.back += rows - old_rows          # the new rows come below what he reads
            self.unseen = True
        self.back = max(0, min(self.most, self.back))
        if self.back == 0:
            self.unseen = False
        return (self.back, self.unseen) != before

    def handle(self, ev, mouse, free_at=None, page_keys: bool = True) -> bool:
        """The wheel over the log, a drag on it, and the page keys. ``free_at(pos)``: no
        card or place of the table takes a click there (the drag would steal it).
        Returns True when the event was used."""
        if self.rows <= 0:
            return False
        if ev.type == pygame.MOUSEWHEEL and self.rect.collidepoint(mouse):
            self.scroll(WHEEL_ROWS * (1 if ev.y > 0 else -1 if ev.y < 0 else 0))
            return True
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1 and self.marker and self.rect.collidepoint(ev.pos) \
                and ev.pos[1] < self.rect.y + self.row_h + 8:
            # a click on the marker (the title line): «↓ новые» — the newest; «↑ ещё N» — those N
            if self.unseen:
                self.to_newest()
            else:
                self.to_unread()
            return True
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1 and self.rect.collidepoint(ev.pos) \
                and self.most > 0 and (free_at is None or free_at(ev.pos)):
            self._drag = (ev.pos[1], self.back)
            return True
        if ev.type == pygame.MOUSEMOTION and self._drag is not None:
            y0, back0 = self._drag
            self.scroll(back0 + round((ev.pos[1] - y0) / self.row_h) - self.back)   # pull down: older rows
            return True
        if ev.type == pygame.MOUSEBUTTONUP and ev.button == 1 and self._drag is not None:
            self._drag = None
            return True
        if ev.type == pygame.KEYDOWN and page_keys and not ev.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            page = max(1, self.room - 1)
            if ev.key == pygame.K_PAGEUP:
                self.scroll(page)
                return True
            if ev.key == pygame.K_PAGEDOWN:
                self.scroll(-page)
                return True
            if ev.key == pygame.K_END:
                self.to_newest()
                return True
        return False
