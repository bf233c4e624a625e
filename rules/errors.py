"""Errors raised by the engine. Each one is raised *before* any state is touched."""
from __future__ import annotations



class RulesError(Exception):
    """Base class: bad input to the engine."""


class IllegalAction(RulesError):
    """The action is not among the legal actions of the current position."""


class WrongSeat(RulesError):
    """A seat tried to act when it is not its turn."""


class BadOption(RulesError):
    """An unknown option key or an impossible option value.

    When the value is refused because of the seat count, ``option``, ``value`` and
    ``seats`` say which (the program words the reason in the player's language from
    them); ``words`` may carry the reason itself, ``{'ru': ..., 'en': ...}``, for a
    combination a game's ``check_options`` refuses."""

    def __init__(self, message: str, *, option: str | None = None, value=None, seats: int | None = None,
                 words: dict | None = None):
        super().__init__(message)
        self.option = option
        self.value = value
        self.seats = seats
        self.words = words


class BadSeats(RulesError):
    """The number of seats is outside the game's range."""


class GameOver(RulesError):
    """An action was applied to a finished game."""


class SaveError(RulesError):
    """A save file is corrupt, truncated, of an unknown version or does not replay."""
