"""A game in progress: the state, the setup, the seats' controllers and the autosave.

The table scene draws and animates; this object owns the rules state and is the only
place that applies actions to it.

Each move is saved (``autosave``: the game's ``saves.Slot``) before ``apply`` returns, so
before the table shows it or asks anyone for the next decision. With the environment
variable ``LOMBER_REPORT_MOVES`` set, ``apply`` then prints ``lomber-move <save id> <n>``
(n = moves so far; `` over`` when it ended the game): the kill test compares that with
what is on disk.

A session is the games played one after another with «Ещё раз»: a ``rules.match.Match``,
which keeps the score sheet and the tally, decides who deals the next game (in Durak the
fool) and its seed, and is «between deals» once a game is over. The session holds it and
asks it; it keeps no rules. The match goes into the autosave's meta (``meta["match"]``,
with the older ``meta["tally"]`` beside it), and the pause between two games is saved too
when the match has something to carry (``Match.worth_saving_between``).
"""
from __future__ import annotations

import os
import sqlite3
import time

from rules import get_game
from rules.match import Match, MatchError
from .controllers import make_controllers
from .setup import Setup, new_seed
from .wording import Wording


class Session:
    def __init__(self, setup: Setup, state=None, autosave=None, lang: str = "ru", tally=None,
                 indices: str | None = None, match: Match | None = None, meta: dict | None = None,
                 on_over=None):
        """``state``: a saved deal to go on with (``meta``: its save's meta, which carries the
        match); ``match``: the match of the game just finished, whose next deal this starts
        («Ещё раз»); ``tally``: an older save's tally to carry on."""
        self.game = get_game(setup.game)
        self.indices = indices          # the card indices the log names cards with (None: the language's)
        if match is not None:
            if match.between:
                match.deal_next()
            state = match.state
        elif state is None:
            seed = setup.seed if setup.seed is not None else new_seed()
            match = Match.start(self.game, len(setup.seats), seed, setup.options)
        else:
            try:
                match = Match.resume(self.game, state, meta=meta, tally=tally)
            except MatchError:
                # a damaged match in the save: the deal goes on, with the older tally if any
                match = Match.resume(self.game, state, meta={"tally": (meta or {}).get("tally")}, tally=tally)
        self.match = match
        d = setup.to_json()
        d["seed"], d["options"] = match.state.seed, dict(match.state.options)
        self.setup = Setup.from_json(d)
        self.set_lang(lang)
        self.controllers = make_controllers(self.setup, self.game, self.state.seed)
        self.autosave = autosave
        self.on_over = on_over
        self._undo_ok = False
        # actions taken back in this game (the results and the statistics say so), kept in the save
        undos = (meta or {}).get("undos") if state is not None and match is None else 0
        self.undos = undos if isinstance(undos, int) and not isinstance(undos, bool) and 0 <= undos < 10**6 else 0
        self.clock = time.monotonic()
        self.log: list[str] = []
        # for each line the last action (or the opening) added at the log's tail, the index of
        # the event it tells of: the table shows the line when that event's animation starts
        self.line_events: list[int] = []
        if not self.state.history:
            # the opening (the deal, the trump, who leads) is the first lines of the log
            self.log, self.line_events = self._tell(list(self.state.start_events), lang)

    @property
    def state(self):
        """The deal in progress (or the one just finished, between deals)."""
        return self.match.state

    @property
    def tally(self) -> dict:
        """The fools tally in its older shape (games, fools per seat, draws) that the table
        tags and older saves read; the whole tally is ``match.tally``."""
        return self.match.legacy_tally()

    def set_lang(self, lang: str) -> None:
        """The names shown at the table, in the log and the results: typed names as
        typed, default names in ``lang`` (they follow a change of language)."""
        self.lang = lang
        self.names = self.setup.names(lang)

    @property
    def humans(self) -> list[int]:
        return self.setup.humans

    @property
    def seed(self) -> int:
        return self.state.seed

    @property
    def undo_allowed(self) -> bool:
        """Against bots only (one human at the table): Ctrl+Z may take back his last action
        while no one has acted since and it showed him nothing new (``Game.undoable``)."""
        return self._undo_ok and not self.match.between

    def apply(self, action, seat: int, lang: str = "ru", seen=None) -> list:
        """Apply one action for ``seat``; log it (``log``, ``line_events``) and save. Returns
        the events. ``seen``: the view ``seat`` acted from, when the caller holds it (the
        table does): the undo is judged on it instead of on a view built again."""
        solo = self.humans == [seat]
        before = None
        if solo and not self.match.between:
            before = seen if seen is not None and seen.seat == seat else self.state.view(seat)
        events = self.match.apply(action, seat)
        self._undo_ok = before is not None and self.game.undoable(before, events, seat)
        if lang != self.lang:
            self.set_lang(lang)
        lines, self.line_events = self._tell(events, lang)
        self.log.extend(lines)
        del self.log[:-200]
        self.save()
        if self.state.over and self.on_over is not None:
            try:
                self.on_over(self, time.monotonic() - self.clock)
            except (OSError, sqlite3.Error) as e:       # the disk (statistics, replays) never stops a game
                print(f"lomber: statistics not written: {e}", flush=True)
        if _REPORT_MOVES:
            over = " over" if self.state.over else ""
            print(f"lomber-move {getattr(self.autosave, 'id', '-')} {len(self.state.history)}{over}", flush=True)
        return events

    def undo(self, lang: str = "ru") -> bool:
        """Take back the human's last action (see ``undo_allowed``); saved at once."""
        if not self.undo_allowed:
            return False
        self.match.take_back()
        self._undo_ok = False
        self.undos += 1
        self.save()
        self.rebuild_log(lang)
        self.line_events = []           # nothing waits for an animation: the table shows the log as it is
        return True

    def save(self) -> None:
        if self.autosave is None:
            return
        m = self.match
        undos = {"undos": self.undos} if self.undos else {}
        if m.between and not m.worth_saving_between:
            self.autosave.clear()
        elif m.tally["games"]:
            tally = self.tally
            self.autosave.write(self.state, self.setup,
                                {"match": m.to_json(), **({"tally": tally} if tally["games"] else {}), **undos})
        else:
            self.autosave.write(self.state, self.setup, undos or None)

    @property
    def save_error(self) -> str | None:
        return None if self.autosave is None else self.autosave.error

    @property
    def log_viewer(self):
        """Whose eyes the log is written for: the one human at the table; with several
        people sharing the screen (or none), only what everyone may see."""
        humans = self.humans
        return humans[0] if len(humans) == 1 else None

    def _tell(self, events, lang: str, steps: bool = True) -> tuple[list, list]:
        """The log lines of ``events`` (one action's, or the opening's), described and worded
        once, and (``steps``) for each line the index of the event that brings it: the
        shortest run of the events whose description already has that many lines. Generic: a
        game may tell several events in one line, or one event in several. The shorter runs
        are described, never worded, and only as far as the lines need: one event, one
        description."""
        seat = self.log_viewer
        mine = [e.for_seat(seat) for e in events]
        describe = self.game.describe
        phrases = describe(mine)
        lines = Wording(lang, self.indices, self.names).lines(phrases)
        if not steps:
            return lines, []
        n = len(lines)
        at: list[int] = []
        for k in range(1, len(mine)):
            if len(at) >= n:
                break
            got = min(len(describe(mine[:k])), n)
            at.extend([k - 1] * (got - len(at)))
        at.extend([len(mine) - 1] * (n - len(at)))
        return lines, at

    def advance(self, actions) -> None:
        """Play ``actions`` on, each by the seat to move, as a record is replayed (the replay
        viewer's jumps): each applied and described once, nothing saved; no line waits for an
        animation."""
        for a in actions:
            self.log.extend(self._tell(self.match.apply(a, self.state.to_move), self.lang, steps=False)[0])
            del self.log[:-200]
        self.line_events = []

    def rebuild_log(self, lang: str, indices: str | None = None) -> None:
        """Replay the history to recover the log (after a load, or a change of language or
        card indices). ``line_events`` keeps telling of the last action's (or the opening's)
        lines."""
        if indices is not None:
            self.indices = indices
        self.set_lang(lang)
        state = self.game.start(self.state.seats, self.state.seed, self.state.options)
        chunks = [list(state.start_events)] + [state.apply(a) for a in self.state.history]
        log: list[str] = []
        for events in chunks[:-1]:
            log.extend(self._tell(events, lang, steps=False)[0])
        lines, self.line_events = self._tell(chunks[-1], lang)
        log.extend(lines)
        self.log = log[-200:]

    def replay_setup(self) -> Setup:
        """«Ещё раз»: the same seats and the next deal the match has decided (its seed and
        options: in Durak the fool deals); a game still in progress: a new seed."""
        d = self.setup.to_json()
        nxt = self.match.next
        d["seed"] = None if nxt is None else nxt["seed"]
        if nxt is not None:
            d["options"] = dict(nxt["options"])
        return Setup.from_json(d)


_REPORT_MOVES = bool(os.environ.get("LOMBER_REPORT_MOVES"))
