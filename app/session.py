"""A game in progress: the state, the setup, the seats' controllers and the autosave.

The table scene draws and animates; this object owns the rules state and is the only
place that applies actions to it.

A session is the games played one after another with «Ещё раз»: for games that name a
loser (``view.public['fools']``, the durak family) it keeps a tally of the fools and the
draws across them (``tally``, also written into the autosave's meta); the next game's
options are what the game says (``Game.next_deal_options``: in Durak the fool deals).

Each move is saved (``autosave``: the game's ``saves.Slot``) before ``apply`` returns, so
before the table shows it or asks anyone for the next decision. With the environment
variable ``LOMBER_REPORT_MOVES`` set, ``apply`` then prints ``lomber-move <save id> <n>``
(n = moves so far; `` over`` when it ended the game): the kill test compares that with
what is on disk.
"""
from __future__ import annotations

import os

from rules import get_game
from .controllers import make_controllers
from .setup import Setup, new_seed
from .wording import Wording


class Session:
    def __init__(self, setup: Setup, state=None, autosave=None, lang: str = "ru", tally=None,
                 indices: str | None = None):
        self.game = get_game(setup.game)
        self.setup = setup
        self.indices = indices          # the card indices the log names cards with (None: the language's)
        if state is None:
            seed = setup.seed if setup.seed is not None else new_seed()
            state = self.game.start(len(setup.seats), seed, setup.options)
        self.state = state
        self.set_lang(lang)
        self.controllers = make_controllers(setup, self.game, state.seed)
        self.autosave = autosave
        self.log: list[str] = []
        self.tally = _tally(tally, state.seats)
        self._counted = False
        if not state.history:
            # the opening (the deal, the trump, who leads) is the first lines of the log
            self.log = self._describe(list(getattr(state, "start_events", ()) or ()), lang)

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

    def apply(self, action, seat: int, lang: str = "ru") -> list:
        """Apply one action for ``seat``; log it and save. Returns the events."""
        events = self.state.apply(action, seat)
        if lang != self.lang:
            self.set_lang(lang)
        self.log.extend(self._describe(events, lang))
        del self.log[:-200]
        self._count_end()
        self.save()
        if _REPORT_MOVES:
            over = " over" if self.state.over else ""
            print(f"lomber-move {getattr(self.autosave, 'id', '-')} {len(self.state.history)}{over}", flush=True)
        return events

    def _count_end(self) -> None:
        """The game just ended: its fools (or its draw) go into the session's tally."""
        if self._counted or not self.state.over:
            return
        self._counted = True
        pub = self.state.view(None).public
        if "fools" not in pub:
            return
        t = self.tally
        t["games"] += 1
        for s in pub.get("fools") or ():
            if 0 <= s < len(t["fools"]):
                t["fools"][s] += 1
        if pub.get("draw"):
            t["draws"] += 1

    def save(self) -> None:
        if self.autosave is None:
            return
        if self.state.over:
            self.autosave.clear()
        else:
            self.autosave.write(self.state, self.setup, {"tally": self.tally} if self.tally["games"] else None)

    @property
    def save_error(self) -> str | None:
        return None if self.autosave is None else self.autosave.error

    @property
    def log_viewer(self):
        """Whose eyes the log is written for: the one human at the table; with several
        people sharing the screen (or none), only what everyone may see."""
        humans = self.humans
        return humans[0] if len(humans) == 1 else None

    def _describe(self, events, lang: str) -> list:
        seat = self.log_viewer
        phrases = self.game.describe([e.for_seat(seat) for e in events])
        return Wording(lang, self.indices, self.names).lines(phrases)

    def rebuild_log(self, lang: str, indices: str | None = None) -> None:
        """Replay the history to recover the log (after a load, or a change of language or
        card indices)."""
        if indices is not None:
            self.indices = indices
        self.set_lang(lang)
        state = self.game.start(self.state.seats, self.state.seed, self.state.options)
        log = self._describe(list(getattr(state, "start_events", ()) or ()), lang)
        for a in self.state.history:
            log.extend(self._describe(state.apply(a), lang))
        self.log = log[-200:]

    def replay_setup(self) -> Setup:
        """«Ещё раз»: the same seats with a new seed, and the options the game gives the
        next deal after this one (``Game.next_deal_options``)."""
        d = self.setup.to_json()
        d["seed"] = None
        if self.state.over:
            d["options"] = self.game.next_deal_options(self.state)
        return Setup.from_json(d)


_REPORT_MOVES = bool(os.environ.get("LOMBER_REPORT_MOVES"))


def _tally(given, seats: int) -> dict:
    """A session's tally: games finished, fools per seat, draws (from a save's meta, if
    it fits this table)."""
    t = {"games": 0, "fools": [0] * seats, "draws": 0}
    if isinstance(given, dict):
        fools = given.get("fools")
        if isinstance(fools, list) and len(fools) == seats and all(isinstance(x, int) and x >= 0 for x in fools):
            t["fools"] = list(fools)
        for k in ("games", "draws"):
            if isinstance(given.get(k), int) and given[k] >= 0:
                t[k] = given[k]
    return t
