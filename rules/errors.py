"""Errors raised by the engine. Each one is raised *before* any state is touched."""


class RulesError(Exception):
    """Base class: bad input to the engine."""


class IllegalAction(RulesError):
    """The action is not among the legal actions of the current position."""


class WrongSeat(RulesError):
    """A seat tried to act when it is not its turn."""


class BadOption(RulesError):
    """An unknown option key or an impossible option value."""


class BadSeats(RulesError):
    """The number of seats is outside the game's range."""


class GameOver(RulesError):
    """An action was applied to a finished game."""


class SaveError(RulesError):
    """A save file is corrupt, truncated, of an unknown version or does not replay."""
