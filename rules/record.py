"""Saves and replays: a game is its id, seat count, seed, options and action list.

The save is versioned JSON. Loading replays every action through the public API, so
a corrupt, truncated or tampered file is refused with a clear ``SaveError`` instead of
producing a state the rules could not reach.
"""
from __future__ import annotations

import json
import os
import tempfile

from .actions import Action
from .errors import RulesError, SaveError
from .registry import get_game

FORMAT = "lomber-save"
VERSION = 1


def record_of(state) -> dict:
    return {"format": FORMAT, "version": VERSION, "game": state.game.id, "seats": state.seats,
            "seed": state.seed, "options": dict(state.options),
            "actions": [a.to_json() for a in state.history]}


def replay(game_id: str, seats: int, seed: int, options: dict, actions) -> object:
    game = get_game(game_id)
    state = game.start(seats, seed, options)
    for i, a in enumerate(actions):
        if not isinstance(a, Action):
            a = Action.from_json(a)
        try:
            state.apply(a)
        except RulesError as e:
            raise SaveError(f"action {i + 1} ({a}) cannot be replayed: {e}") from None
    return state


def dumps(state, meta: dict | None = None) -> str:
    rec = record_of(state)
    if meta is not None:
        rec["meta"] = meta
    return json.dumps(rec, ensure_ascii=False, separators=(",", ":"))


def loads(text: str):
    """Returns (state, meta). Raises SaveError with a clear message on any fault."""
    try:
        rec = json.loads(text)
    except (ValueError, TypeError) as e:
        raise SaveError(f"the save is not valid JSON (corrupt or truncated): {e}") from None
    if not isinstance(rec, dict) or rec.get("format") != FORMAT:
        raise SaveError("the file is not a Ломбер save")
    if rec.get("version") != VERSION:
        raise SaveError(f"save version {rec.get('version')!r} is not supported (this program reads {VERSION})")
    for key, kind in (("game", str), ("seats", int), ("seed", int), ("options", dict), ("actions", list)):
        if not isinstance(rec.get(key), kind) or isinstance(rec.get(key), bool):
            raise SaveError(f"the save has no valid {key!r}")
    meta = rec.get("meta", {})
    if not isinstance(meta, dict):
        raise SaveError("the save's 'meta' is not an object")
    try:
        actions = [Action.from_json(a) for a in rec["actions"]]
        state = replay(rec["game"], rec["seats"], rec["seed"], rec["options"], actions)
    except SaveError:
        raise
    except (RulesError, ValueError) as e:
        raise SaveError(f"the save does not describe a valid game: {e}") from None
    return state, meta


def write_atomic(path, text: str) -> None:
    """Write to a temporary file beside ``path``, flush it to disk, then replace."""
    path = os.fspath(path)
    folder = os.path.dirname(path) or "."
    fd, tmp = tempfile.mkstemp(prefix=".tmp-", suffix=".json", dir=folder)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
