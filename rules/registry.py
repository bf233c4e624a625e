"""The registry of games by id; games register themselves on import of rules.games."""
from __future__ import annotations

from .errors import RulesError

GAMES: dict = {}


class UnknownGame(RulesError):
    pass


def register(game):
    if game.id in GAMES:
        raise ValueError(f"game id {game.id!r} registered twice")
    GAMES[game.id] = game
    return game


def get_game(game_id: str):
    from . import games  # noqa: F401  (registers every game)
    try:
        return GAMES[game_id]
    except KeyError:
        raise UnknownGame(f"no game {game_id!r} (known: {', '.join(sorted(GAMES))})") from None


def all_games() -> list:
    from . import games  # noqa: F401
    return list(GAMES.values())
