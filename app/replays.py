"""Replays: every finished game kept as its record — the seed, the options, the seats and
the actions, in the save format (rules/record.py), so that a replay from an older version
keeps loading as its saves do. The last ``KEEP`` are kept in ``replays/`` in the data folder;
any record (a replay, a save) can be opened from a file (``lomber --replay FILE``, or dropped
on the window).
"""
from __future__ import annotations

import time
from pathlib import Path

from rules.record import dumps, write_atomic

from .paths import data_dir
from .saves import Entry, SaveError, check_text, decode, load_text, read_bytes

FOLDER = "replays"
KEEP = 50
MAX_BYTES = 8 * 2 ** 20


def folder(root: Path | None = None) -> Path:
    return (Path(root) if root is not None else data_dir()) / FOLDER


def keep(state, setup, root: Path | None = None, undos: int = 0) -> Path | None:
    """Write the finished game ``state`` as a replay; the oldest beyond ``KEEP`` go. Never
    raises (a replay is a courtesy: a full disk must not stop the game)."""
    try:
        where = folder(root)
        where.mkdir(parents=True, exist_ok=True)
        name = f"{time.strftime('%Y%m%d-%H%M%S')}-{state.game.id}-{state.seed}.json"
        path = where / name
        meta = {"setup": setup.to_json(), "replay": True, "saved": round(time.time(), 3)}
        if undos:
            meta["undos"] = undos
        write_atomic(path, dumps(state, meta))
        for old in sorted(where.glob("*.json"))[:-KEEP]:
            old.unlink()
        return path
    except OSError:
        return None


def recent(root: Path | None = None) -> list:
    """The kept replays, newest first."""
    try:
        return sorted(folder(root).glob("*.json"), reverse=True)
    except OSError:
        return []


def load(path) -> tuple:
    """(final state, setup) of a record file; SaveError with a clear reason on any fault."""
    data = read_bytes(Path(path), MAX_BYTES, "the file")
    state, setup, _meta = load_text(decode(data))
    return state, setup


def entry(path) -> Entry | None:
    """A kept replay as the list shows it (checked, not replayed); None if it is damaged."""
    path = Path(path)
    try:
        rec, setup = check_text(decode(read_bytes(path, MAX_BYTES, "the file")))
        saved = rec.get("meta", {}).get("saved")
        return Entry(path.stem, rec["game"], setup, len(rec["actions"]),
                     float(saved) if isinstance(saved, (int, float)) else path.stat().st_mtime)
    except (OSError, SaveError, ValueError):
        return None
