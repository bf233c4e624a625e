"""Ломбер's rules engine: cards, games, views, events, bots. Standard library only."""
from .actions import Action  # noqa: F401
from .cards import Card, deck  # noqa: F401
from .errors import (BadOption, BadSeats, GameOver, IllegalAction, RulesError,  # noqa: F401
                     SaveError, WrongSeat)
from .events import Event  # noqa: F401
from .game import Game, Option, Result, State  # noqa: F401
from .registry import all_games, get_game  # noqa: F401
from .view import View, Zone  # noqa: F401

# The version of the program and the engine, in this one place (pyproject reads it).
__version__ = "0.1.0"
