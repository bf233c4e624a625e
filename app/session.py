"""A game in progress: the state, the setup, the seats' controllers and the autosave.

The table scene draws and animates; this object owns the rules state and is the only
place that applies actions to it.
"""
from __future__ import annotations

from rules import get_game
from rules.text import default_names

from .controllers import make_controllers
from .setup import Setup, new_seed


class Session:
    def __init__(self, setup: Setup, state=None, autosave=None, lang: str = "ru"):
        self.game = get_game(setup.game)
        self.setup = setup
        if state is None:
            seed = setup.seed if setup.seed is not None else new_seed()
            state = self.game.start(len(setup.seats), seed, setup.options)
        self.state = state
        defaults = default_names(state.seats, lang)
        for i, spec in enumerate(setup.seats):
            if not spec.name.strip():
                spec.name = defaults[i]
        self.names = [s.name for s in setup.seats]
        self.controllers = make_controllers(setup, self.game, state.seed)
        self.autosave = autosave
        self.log: list[str] = []

    @property
    def humans(self) -> list[int]:
        return self.setup.humans

    @property
    def seed(self) -> int:
        return self.state.seed

    def apply(self, action, seat: int, lang: str = "ru") -> list:
        """Apply one action for ``seat``; log it and save. Returns the events."""
        events = self.state.apply(action, seat)
        self.log.extend(self.game.describe_action(events, self.names, lang))
        del self.log[:-200]
        self.save()
        return events

    def save(self) -> None:
        if self.autosave is None:
            return
        if self.state.over:
            self.autosave.clear()
        else:
            self.autosave.write(self.state, self.setup)

    @property
    def save_error(self) -> str | None:
        return None if self.autosave is None else self.autosave.error

    def rebuild_log(self, lang: str) -> None:
        """Replay the history to recover the log (after a load or a language change)."""
        state = self.game.start(self.state.seats, self.state.seed, self.state.options)
        log = []
        for a in self.state.history:
            log.extend(self.game.describe_action(state.apply(a), self.names, lang))
        self.log = log[-200:]

    def replay_setup(self) -> Setup:
        """«Ещё раз»: the same seats and options with a new seed."""
        d = self.setup.to_json()
        d["seed"] = None
        return Setup.from_json(d)
