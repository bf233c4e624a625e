"""The score sheet drawn from a ``rules.match.ScoreSheet``: each section a title, the seats'
names across, a line per row and the totals. Shared by the results screen (``draw_sheet``
there, the last lines when they do not all fit) and the table's sheet panel (S; every line,
scrolled). Nothing here knows a game: a section is drawn by its title word (``sheet_<title>``
in app/i18n.py), and the few ways a number reads are chosen by the title too:

* ``fools`` / ``losers``: a cross for the seat that lost, the count in the totals;
* ``games_left``: a checklist (Кинг's games each has still to play): the count still to play,
  or a chalk cross over a game played; a row label crossed out when nobody has it left;
* ``mushka_arcs``: the changes signed, «пас» where a seat sat out, the totals (what is left to
  write off) plain;
* every other section: signed numbers (+5, −3), in gold and red.

A row label is numbers (the game, the deal) and word ids (a game's name: ``sheet_<id>`` in
app/i18n.py when there is a short form, else the wording's word).
"""
from __future__ import annotations

import pygame

from ..fonts import CHALK, CHALK_DIM, GOLD
from ..i18n import STRINGS

RED = (236, 180, 160)
RULE = (120, 110, 80)
PLAIN_TOTALS = {"mushka_arcs", "king_penalty", "king_plus"}
PLAIN_CELLS = {"king_penalty": RED, "king_plus": GOLD}     # unsigned, in the zone's colour
CHECKLIST = {"games_left"}
NONE_WORDS = {"mushka_arcs": "sheet_passed"}      # what an empty cell says (a seat that sat the deal out)
ZERO_SUM = {"balance"}           # sections whose totals sum to zero when the game is over: the check is shown


def lines_of(sections, budget: int | None = None) -> list:
    """The sheet as a list of lines: ("title", sec), ("head", sec), ("skip", sec),
    ("row", sec, row), ("total", sec), ("check", sec), ("gap", sec). With ``budget`` (lines
    that fit), each section keeps its last rows (the results screen)."""
    out = []
    last = sections[-1] if sections else None
    for sec in sections:
        rows = list(sec.rows)
        skipped = False
        if budget is not None:
            room = max(1, budget - 3 - (1 if sec is not last else 0))
            if len(rows) > room:
                rows, skipped = rows[-(room - 1):] if room > 1 else rows[-1:], True
            budget -= len(rows) + 3 + skipped
        out += [("title", sec), ("head", sec)]
        if skipped:
            out.append(("skip", sec))
        out += [("row", sec, row) for row in rows]
        if sec.totals is not None:
            out.append(("total", sec))
            if sec.title in ZERO_SUM and budget is None:
                out.append(("check", sec))
        out.append(("gap", sec))
    return out


class SheetPainter:
    """Draws the lines of a sheet in a column ``x0``…``x0 + width`` for ``names`` (one per seat)."""

    def __init__(self, app, names, words, x0: float, width: float, px: int, line_h: int, u: float):
        self.app, self.names, self.words = app, list(names), words
        self.x0, self.width, self.px, self.h, self.u = x0, width, px, line_h, u
        self.n = len(self.names)
        self._label_w: dict = {}

    # --- words
    def label_text(self, sec, row) -> str:
        lab = row.label
        games = {r.label[0] for r in sec.rows}
        if len(games) == 1 and len(lab) > 1 and all(isinstance(x, int) for x in lab):
            lab = lab[1:]
        parts = []
        for x in lab:
            if isinstance(x, str):
                key = "sheet_" + x
                parts.append(self.app.t(key) if key in STRINGS else self.words.word(x))
            else:
                parts.append(str(x))
        sep = " · " if any(isinstance(x, str) for x in lab) else "."
        return sep.join(parts)

    def label_w(self, sec) -> float:
        """The label column, one width for the whole sheet (its columns line up): as the
        results screen always had it, wider for word labels and a totals word of its own."""
        return self._label_w.get("all") or self.fit_labels([sec])

    def fit_labels(self, sections) -> float:
        """The label column: wide enough for every label, the head and the totals word; as
        wide as the results screen always had it (64 px) unless the seats' names would then
        be cut («Жан…» with eight seats): the names' columns get the room first."""
        u, width, fonts = self.u, self.width, self.app.fonts
        need = fonts.size(self.app.t("sheet_row"), self.px)[0]
        for sec in sections:
            for r in sec.rows:
                need = max(need, fonts.size(self.label_text(sec, r), self.px)[0])
            key = "sheet_total_" + sec.title
            if sec.totals is not None:
                word = self.app.t(key) if key in STRINGS else self.app.t("sheet_total")
                need = max(need, fonts.size(word, self.px, "sans-bold")[0])
        least = need + 8 * u
        got = max(min(64 * u, width * 0.16), least)
        names = max((fonts.size(nm, self.px)[0] for nm in self.names), default=0) + 6 * u
        if (width - got) / max(1, self.n) < names:
            got = max(least, width - names * self.n)
        got = self._label_w["all"] = min(got, width * 0.42)
        return got

    def cell(self, title: str, v, total: bool = False) -> tuple[str, tuple]:
        if v is None:
            return (self.app.t(NONE_WORDS[title]) if title in NONE_WORDS and not total else ""), CHALK_DIM
        if title in ("fools", "losers"):
            if total:
                return str(v), RED if v else CHALK_DIM
            return ("×", RED) if v else ("·", CHALK_DIM)
        if (total and title in PLAIN_TOTALS) or title in PLAIN_CELLS:
            if total or not v:
                return str(v), CHALK if v else CHALK_DIM
            return str(v), PLAIN_CELLS[title]
        if v == 0:
            return "0", CHALK_DIM
        text = f"{v:+d}".replace("-", "−") if isinstance(v, int) else f"{v:+g}"
        return text, GOLD if v > 0 else RED

    # --- drawing
    def draw(self, target, lines, y: float, clip: pygame.Rect | None = None) -> float:
        self.fit_labels(list({id(ln[1]): ln[1] for ln in lines}.values()))
        for ln in lines:
            if clip is None or (y + self.h > clip.top and y < clip.bottom):
                self.draw_line(target, ln, y)
            y += self.h // 2 if ln[0] == "gap" else self.h
        return y

    def height(self, lines) -> int:
        return sum(self.h // 2 if ln[0] == "gap" else self.h for ln in lines)

    def draw_line(self, target, ln, y: float) -> None:
        app, u, px, x0, width = self.app, self.u, self.px, self.x0, self.width
        kind, sec = ln[0], ln[1]
        fonts = app.fonts
        lw = self.label_w(sec)
        col_w = (width - lw) / max(1, self.n)
        col = lambda s: x0 + lw + col_w * (s + 0.5)          # noqa: E731
        if kind == "title":
            fonts.draw(target, app.t("sheet_" + sec.title), (x0, y), px, GOLD, "sans-bold", "topleft")
        elif kind == "head":
            if sec.title not in CHECKLIST:
                fonts.draw(target, app.t("sheet_row"), (x0, y), px, CHALK_DIM, "sans", "topleft")
            for s in range(self.n):
                # a long name a little smaller before it is cut: «Зиновий» reads, «Зино…» does not
                npx = max(min(px, 11), px - 2, fonts.fit(self.names[s], px, col_w - 4 * u, "sans"))
                name = fonts.ellipsize(self.names[s], npx, col_w - 4 * u, "sans")
                fonts.draw(target, name, (col(s), y + (px - npx) * 0.6), npx, CHALK_DIM, "sans", "midtop")
        elif kind == "skip":
            fonts.draw(target, "…", (x0, y), px, CHALK_DIM, "sans", "topleft")
        elif kind == "row":
            row = ln[2]
            label = fonts.ellipsize(self.label_text(sec, row), px, lw - 4 * u, "sans")
            if sec.title in CHECKLIST:
                done = all(v in (0, None) for v in row.cells)
                fonts.draw(target, label, (x0, y), px, CHALK_DIM if done else CHALK, "sans", "topleft")
                if done:
                    w = fonts.size(label, px)[0]
                    cy = y + self.h * 0.45
                    pygame.draw.line(target, CHALK_DIM, (x0 - 2 * u, cy), (x0 + w + 2 * u, cy), max(1, round(1.5 * u)))
                for s, v in enumerate(row.cells):
                    self.draw_check(target, col(s), y, v)
                return
            fonts.draw(target, label, (x0, y), px, CHALK_DIM, "sans", "topleft")
            for s, v in enumerate(row.cells):
                text, tone = self.cell(sec.title, v)
                fonts.draw(target, text, (col(s), y), px, tone, "sans", "midtop")
        elif kind == "total":
            pygame.draw.line(target, RULE, (x0, y), (x0 + width, y))
            key = "sheet_total_" + sec.title
            word = app.t(key) if key in STRINGS else app.t("sheet_total")
            fonts.draw(target, fonts.ellipsize(word, px, lw - 2 * u, "sans-bold"), (x0, y + 1), px, CHALK,
                       "sans-bold", "topleft")
            for s, v in enumerate(sec.totals):
                text, tone = self.cell(sec.title, v, total=True)
                fonts.draw(target, text, (col(s), y + 1), px, tone, "sans-bold", "midtop")
        elif kind == "check":
            total = sum(v for v in sec.totals if v is not None)
            text = app.t("sheet_sum_zero") if total == 0 else app.t("sheet_sum", n=f"{total:+d}".replace("-", "−"))
            fonts.draw(target, text, (x0 + width, y), px, GOLD if total == 0 else CHALK_DIM, "sans", "topright")

    def draw_check(self, target, x: float, y: float, v) -> None:
        """A checklist cell: nothing (not his), the count still to play (a ring for one), or a
        chalk cross over a game played."""
        if v is None:
            return
        u = self.u
        r = max(3, self.px * 0.36)
        cy = y + self.h * 0.45
        if v:
            if v == 1:
                pygame.draw.circle(target, CHALK, (round(x), round(cy)), round(r), max(1, round(1.5 * u)))
            else:
                self.app.fonts.draw(target, f"{v}×", (x, y), self.px, CHALK, "sans-bold", "midtop")
            return
        w = max(1, round(2 * u))
        pygame.draw.line(target, CHALK_DIM, (x - r, cy - r), (x + r, cy + r), w)
        pygame.draw.line(target, CHALK_DIM, (x - r, cy + r), (x + r, cy - r), w)
