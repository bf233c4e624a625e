"""A match: the games of one table played one after another, and what they add up to.

A ``Match`` holds the deal in progress (a ``State``) and the record of the finished ones.
It is in one of two phases:

* ``"playing"``: a deal is in progress; ``apply`` passes actions to it. When the deal ends,
  its ``Result`` is recorded, the next deal is decided (the game's declaration
  ``Game.next_deal_options``: in Durak the fool deals, by lot after a draw; by default a
  game that takes a dealer passes the deal to the left) and the next seed is drawn from the
  finished deal's seeded generator, so a whole match replays from its first seed;
* ``"between"``: the last deal is over. The table draws ``view()`` there (the last result,
  the score sheet, the tally, who deals next), it is a pause and a save point; the one
  legal action is ``NEXT_DEAL`` (or the method ``deal_next``), which starts the next deal.

What the match adds up: the score sheet (``sheet()``: named sections, each rows × seats of
numbers, which the table draws without knowing the game) and the tally (games, losers per
seat, draws, per-seat totals in what the game pays: chips, points or its placing scores).

``to_json`` / ``from_json`` carry the match (not the deal in progress: the save holds that
as seed + actions) in a save's ``meta["match"]``; ``Match.resume`` also reads the tally an
older save kept in ``meta["tally"]``. Bad input raises ``MatchError`` and changes nothing.

A game that plays several deals in one state (Лентюрлю) is one game of the match here; its
deals show on the sheet through ``Result.settlement.per_deal``.
"""
from __future__ import annotations

from dataclasses import dataclass

from .actions import Action
from .errors import IllegalAction, RulesError
from .game import Result

NEXT_DEAL = Action("next_deal")
FORMAT = 1
SEED_RANGE = (1, 10 ** 6)      # as the program's own seeds: short enough to type


class MatchError(RulesError):
    """A match that cannot be built or read: wrong game, wrong seats, a damaged record."""


# ---------------------------------------------------------------- the score sheet
@dataclass(frozen=True)
class Row:
    """One line of a sheet: ``label`` numbers it (``(game,)`` or ``(game, deal)``, from 1);
    ``cells`` one number per seat (None where a seat has nothing, e.g. it had left)."""
    label: tuple
    cells: tuple


@dataclass(frozen=True)
class Section:
    """A table of the sheet with a title word id (``"fools"``, ``"losers"``, ``"chips"``,
    ``"points"``; Мушка's arcs, Кинг's zones, Комета's running total are more
    sections of the same shape), its rows and optionally a totals line."""
    title: str
    rows: tuple
    totals: tuple | None = None

    def to_json(self) -> dict:
        return {"title": self.title, "rows": [{"label": list(r.label), "cells": list(r.cells)} for r in self.rows],
                "totals": None if self.totals is None else list(self.totals)}


@dataclass(frozen=True)
class ScoreSheet:
    seats: int
    sections: tuple

    def section(self, title: str) -> Section | None:
        return next((s for s in self.sections if s.title == title), None)

    def to_json(self) -> dict:
        return {"seats": self.seats, "sections": [s.to_json() for s in self.sections]}


@dataclass(frozen=True)
class MatchView:
    """What the table draws between two deals (the same for every seat: all of it is public)."""
    phase: str
    games: int                 # games finished in the match
    result: Result | None      # the last game's
    sheet: ScoreSheet
    tally: dict
    next_dealer: int | None    # None: by lot (or the game names no dealer)
    legal: tuple


# ---------------------------------------------------------------- the match
class Match:
    def __init__(self, game, state):
        """A match whose current deal is ``state`` (new or resumed); see ``start`` and
        ``resume``."""
        self.game = game
        self.seats = state.seats
        self.state = state
        self.records: list[dict] = []      # per finished game: seed, options, dealer, turns, result
        self.carried = _empty_tally(self.seats)   # an older save's tally, before the records
        self.next: dict | None = None      # {"seed", "options"} once a deal is over

    @classmethod
    def start(cls, game, seats: int, seed: int, options=None) -> "Match":
        return cls(game, game.start(seats, seed, options))

    # --- the phases ---------------------------------------------------------
    @property
    def phase(self) -> str:
        return "between" if self.next is not None else "playing"

    @property
    def between(self) -> bool:
        return self.next is not None

    @property
    def to_move(self) -> int | None:
        """The seat to act in the deal; None between deals (the program deals next)."""
        return None if self.between else self.state.to_move

    def legal_actions(self) -> list:
        return [NEXT_DEAL] if self.between else self.state.legal_actions()

    def apply(self, action: Action, seat: int | None = None) -> list:
        """An action of the deal in progress, or ``NEXT_DEAL`` between deals. Bad input
        raises (the deal's own errors, or IllegalAction) and changes nothing."""
        if self.between:
            if action != NEXT_DEAL:
                raise IllegalAction(f"{self.game.id}: between deals the only action is next_deal, not {action}")
            return self.deal_next()
        if action == NEXT_DEAL:
            raise IllegalAction(f"{self.game.id}: a deal is in progress; next_deal comes after it")
        events = self.state.apply(action, seat)
        if self.state.over:
            self._finish()
        return events

    def take_back(self) -> None:
        """Undo the last action of the deal in progress: the deal replayed from its seed
        without it (the program decides when this is fair: ``Game.undoable``)."""
        st = self.state
        if self.between or not st.history:
            raise IllegalAction(f"{self.game.id}: there is no action of this deal to take back")
        again = self.game.start(st.seats, st.seed, st.options)
        for a in st.history[:-1]:
            again.apply(a)
        self.state = again

    def deal_next(self) -> list:
        """Start the next deal (between deals only); returns its opening events."""
        if not self.between:
            raise IllegalAction(f"{self.game.id}: the deal is not over; there is no next deal yet")
        nxt = self.next
        state = self.game.start(self.seats, nxt["seed"], nxt["options"])
        self.state, self.next = state, None
        return list(state.start_events)

    def _finish(self) -> None:
        """The deal just ended: record it and decide the next one."""
        st = self.state
        res = st.result()
        if res is None:
            raise MatchError(f"{self.game.id}: a finished deal gave no result")
        self.records.append({"seed": st.seed, "options": dict(st.options), "dealer": _dealer(st),
                             "turns": len(st.history), "result": res.to_json()})
        options = self.game.resolve_options(self.game.next_deal_options(st), self.seats)
        # the next seed from the finished deal's generator: the match replays from its first seed
        self.next = {"seed": st.rng.randrange(*SEED_RANGE), "options": options}

    # --- what it adds up to ------------------------------------------------------
    @property
    def results(self) -> list:
        return [Result.from_json(r["result"]) for r in self.records]

    @property
    def last_result(self) -> Result | None:
        return Result.from_json(self.records[-1]["result"]) if self.records else None

    @property
    def next_dealer(self) -> int | None:
        d = (self.next or {}).get("options", {}).get("dealer")
        return d if isinstance(d, int) and not isinstance(d, bool) else None

    @property
    def tally(self) -> dict:
        """Games finished, losers per seat (fools in Durak), draws, and per seat the total
        of what the game pays (chips or points moved; else the placing scores)."""
        n = self.seats
        t = {"games": self.carried["games"], "losers": list(self.carried["losers"]),
             "draws": self.carried["draws"], "totals": list(self.carried["totals"]),
             "loser_word": "fool" if self.carried["games"] else None}
        for res in self.results:
            t["games"] += 1
            t["draws"] += bool(res.draw)
            for s in res.losers:
                t["losers"][s] += 1
            pay = res.settlement.moved if res.settlement is not None else res.scores
            t["totals"] = [round(a + b, 6) for a, b in zip(t["totals"], pay)]
            t["loser_word"] = res.loser_word
        t["totals"] = [int(x) if float(x).is_integer() else x for x in t["totals"][:n]]
        return t

    def sheet(self) -> ScoreSheet:
        """Rows (game, or game and deal) × seats: what the game pays per deal (chips or
        points) where it pays, else the fools (or losers) game by game."""
        n = self.seats
        results = self.results
        sections = []
        base = self.carried["games"]
        label = [(base + i + 1,) for i in range(len(results))]
        paid = [(i, r.settlement) for i, r in enumerate(results) if r.settlement is not None]
        if (results or base) and not paid:      # a game that pays says its losers in what they paid
            word = "fools" if (results and results[-1].loser_word == "fool") or (base and not results) else "losers"
            rows = tuple(Row(label[i], tuple(int(s in r.losers) for s in range(n))) for i, r in enumerate(results))
            totals = tuple(self.carried["losers"][s] + sum(row.cells[s] for row in rows) for s in range(n))
            sections.append(Section(word, rows, totals))
        if paid:
            rows = []
            for i, st in paid:
                if st.per_deal:
                    rows += [Row(label[i] + (d + 1,), tuple(row)) for d, row in enumerate(st.per_deal)]
                else:
                    rows.append(Row(label[i], tuple(st.moved)))
            totals = tuple(sum(st.moved[s] for _, st in paid) for s in range(n))
            sections.append(Section(paid[-1][1].unit, tuple(rows), totals))
        return ScoreSheet(n, tuple(sections))

    def live_sheet(self) -> ScoreSheet:
        """The sheet as the table shows it at any moment: first the sections the game in
        progress keeps of itself (a game of many deals in one state — Мушка's пулька, Кинг's
        match — may define ``state.sheet_sections()``: public data only), then the match's."""
        return ScoreSheet(self.seats, tuple(self.state.sheet_sections()) + self.sheet().sections)

    def view(self) -> MatchView:
        return MatchView(self.phase, self.tally["games"], self.last_result, self.sheet(), self.tally,
                         self.next_dealer, (NEXT_DEAL,) if self.between else ())

    # --- saving ------------------------------------------------------------------
    def to_json(self) -> dict:
        return {"format": FORMAT, "game": self.game.id, "seats": self.seats,
                "carried": {k: (list(v) if isinstance(v, list) else v) for k, v in self.carried.items()},
                "records": [dict(r) for r in self.records],
                "next": None if self.next is None else {"seed": self.next["seed"],
                                                         "options": dict(self.next["options"])}}

    @classmethod
    def from_json(cls, data, game, state) -> "Match":
        """The match of a save, around its deal ``state`` (replayed from the same save)."""
        if not isinstance(data, dict):
            raise MatchError(f"a match must be a JSON object, not {type(data).__name__}")
        if data.get("format") != FORMAT:
            raise MatchError(f"match format {data.get('format')!r} is not {FORMAT}")
        if data.get("game") != game.id:
            raise MatchError(f"the match is of {data.get('game')!r}, the deal of {game.id!r}")
        if data.get("seats") != state.seats:
            raise MatchError(f"the match has {data.get('seats')!r} seats, the deal {state.seats}")
        m = cls(game, state)
        m.carried = _read_tally(data.get("carried"), state.seats, strict=True)
        records = data.get("records")
        if not isinstance(records, list):
            raise MatchError("the match's records must be a list")
        for i, r in enumerate(records):
            try:
                res = Result.from_json(r["result"])
                ok = (isinstance(r["seed"], int) and isinstance(r["options"], dict) and isinstance(r["turns"], int)
                      and len(res.placings) == state.seats and all(0 <= s < state.seats for s in res.losers))
            except (KeyError, TypeError, ValueError) as e:
                raise MatchError(f"match record {i + 1} is damaged ({e!r})") from None
            if not ok:
                raise MatchError(f"match record {i + 1} does not fit a table of {state.seats}")
            m.records.append(dict(r))
        nxt = data.get("next")
        if nxt is not None:
            if not (isinstance(nxt, dict) and isinstance(nxt.get("seed"), int) and isinstance(nxt.get("options"), dict)):
                raise MatchError(f"the match's next deal is damaged: {nxt!r}")
            last = m.records[-1] if m.records else None
            if not (state.over and last and last["seed"] == state.seed and last["turns"] == len(state.history)):
                raise MatchError("the match is between deals, but its deal is not the last one recorded")
            try:
                m.next = {"seed": nxt["seed"], "options": game.resolve_options(nxt["options"], state.seats)}
            except RulesError as e:
                raise MatchError(f"the match's next deal has bad options: {e}") from None
        elif state.over:
            m._finish()          # saved as the deal ended, before it was recorded
        return m

    @classmethod
    def resume(cls, game, state, meta=None, tally=None) -> "Match":
        """The match a save's ``meta`` carries (``meta["match"]``), else one that starts from
        an older save's tally (``meta["tally"]``, or ``tally``: games, fools, draws) — a
        tally that does not fit this table is dropped, as before; a damaged match raises."""
        meta = meta if isinstance(meta, dict) else {}
        if meta.get("match") is not None:
            return cls.from_json(meta["match"], game, state)
        m = cls(game, state)
        m.carried = _read_tally(meta.get("tally", tally), state.seats)
        if state.over:
            m._finish()
        return m

    @property
    def worth_saving_between(self) -> bool:
        """Whether the pause between deals is worth a save: the match carries something the
        next deal needs (the fool deals) or a tally of more than one game. A lone finished
        game with nothing to hand on leaves no save."""
        if not self.between:
            return False
        last = self.records[-1]
        return self.tally["games"] > 1 or self.next["options"] != last["options"]

    def legacy_tally(self) -> dict:
        """The tally in the shape older saves (and the table's fools tags) read: games,
        fools per seat, draws — counting the games whose losers are fools (Durak)."""
        t = self.tally
        if t["loser_word"] != "fool":
            return _empty_legacy(self.seats)
        fools = [self.carried["losers"][s] for s in range(self.seats)]
        games, draws = self.carried["games"], self.carried["draws"]
        for res in self.results:
            if res.loser_word == "fool":
                games += 1
                draws += bool(res.draw)
                for s in res.losers:
                    fools[s] += 1
        return {"games": games, "fools": fools, "draws": draws}


def _dealer(state):
    d = state.view(None).dealer     # a display fact every dealing game shows
    return d if isinstance(d, int) and not isinstance(d, bool) else None


def _empty_tally(seats: int) -> dict:
    return {"games": 0, "losers": [0] * seats, "draws": 0, "totals": [0] * seats}


def _empty_legacy(seats: int) -> dict:
    return {"games": 0, "fools": [0] * seats, "draws": 0}


def _count(x) -> bool:
    return isinstance(x, int) and not isinstance(x, bool) and x >= 0


def _read_tally(given, seats: int, strict: bool = False) -> dict:
    """A carried tally: the match's own (``strict``: damaged raises) or an older save's
    ``{"games", "fools", "draws"}`` (what does not fit this table is dropped)."""
    t = _empty_tally(seats)
    if given is None:
        return t
    if not isinstance(given, dict):
        if strict:
            raise MatchError(f"a tally must be an object, not {given!r}")
        return t
    losers = given.get("losers", given.get("fools"))
    if isinstance(losers, list) and len(losers) == seats and all(_count(x) for x in losers):
        t["losers"] = list(losers)
    elif strict:
        raise MatchError(f"the tally's losers do not fit {seats} seats: {losers!r}")
    totals = given.get("totals")
    if isinstance(totals, list) and len(totals) == seats and all(
            isinstance(x, (int, float)) and not isinstance(x, bool) for x in totals):
        t["totals"] = list(totals)
    elif strict and totals is not None:
        raise MatchError(f"the tally's totals do not fit {seats} seats: {totals!r}")
    for k in ("games", "draws"):
        if _count(given.get(k)):
            t[k] = given[k]
        elif strict:
            raise MatchError(f"the tally's {k} is not a count: {given.get(k)!r}")
    return t

