"""Shared by the sampler and bot tests: positions of every game, and object-graph walks."""
from __future__ import annotations

import gc
import random
import types
from types import MappingProxyType

from rules import Game, State


def seat_counts(game) -> list:
    return sorted({game.min_seats, min(game.max_seats, game.min_seats + 1), max(game.min_seats, min(game.max_seats, 4))})


def positions(game, games: int, seed: int = 0, random_share: float = 0.2, max_moves: int = 400):
    """Yield live states (do not mutate them) along rule-bot games with some random moves.

    Seat counts cycle through ``seat_counts(game)``; each game stops after ``max_moves``."""
    counts = seat_counts(game)
    rng = random.Random(seed)
    for g in range(games):
        seats = counts[g % len(counts)]
        state = game.start(seats, seed * 10_000 + g)
        n = 0
        while not state.over and n < max_moves:
            yield state
            seat = state.to_move
            if rng.random() < random_share:
                legal = state.legal_actions()
                action = legal[rng.randrange(len(legal))]
            else:
                action = game.rule_policy(state.view(seat), rng)
            state.apply(action, seat)
            n += 1
        if state.over:
            yield state


_OPAQUE = (type, types.ModuleType, types.FunctionType, types.BuiltinFunctionType, types.MethodType,
           types.CodeType, types.FrameType)


def reachable(root, stop=(), leaves=()) -> dict:
    """id -> object for everything reachable from ``root`` through ``gc.get_referents``,
    not entering classes, modules, functions or the objects in ``stop``; objects of the
    types in ``leaves`` are listed but not entered."""
    stop_ids = {id(s) for s in stop}
    seen = {}
    todo = [root]
    while todo:
        obj = todo.pop()
        if id(obj) in seen or id(obj) in stop_ids or isinstance(obj, _OPAQUE):
            continue
        seen[id(obj)] = obj
        if not isinstance(obj, leaves):
            todo.extend(gc.get_referents(obj))
    return seen


def private_parts(state) -> dict:
    """The state's own mutable objects (and the state itself): what must never be shared.
    The Game singleton is shared by design and not entered. A read-only mapping the state
    keeps (e.g. a cached ``freeze(options)``, a copy nobody can write) may be shared: it is
    not entered, but a dict the state also holds directly is still private."""
    games = [state.game] if isinstance(state.game, Game) else []
    return {i: o for i, o in reachable(state, stop=games, leaves=(MappingProxyType,)).items()
            if isinstance(o, (list, dict, set, bytearray, random.Random, State))}


def leaks(obj, state) -> list:
    """Objects of ``state`` reachable from ``obj`` (the Game singleton is not entered)."""
    private = private_parts(state)
    games = [state.game]
    return [type(o).__name__ for i, o in reachable(obj, stop=games).items() if i in private]
