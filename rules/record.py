"""Saves and replays: a game is its id, seat count, seed, options and action list.

The save is versioned JSON. Before anything in it is used, every field is checked
against a schema (types, sizes, depth), then a checksum over the record's canonical
form, and only then are the actions replayed through the public API. So a corrupt,
truncated, deeply nested or hand-edited file is refused with a clear ``SaveError``
instead of crashing the program or producing a state the rules could not reach.

Versions:
  1  the record without a checksum (read only when the caller allows it:
     ``unsigned=True``, for the program's old single autosave it migrates)
  2  adds ``checksum``: "sha256:" + the hex digest of the record's canonical JSON
     without it. It notices a save changed outside the program (a stray edit, a disk
     fault); it is not a signature against someone who recomputes it.
"""
from __future__ import annotations

import hashlib
import json
import os
import re
import tempfile

from .actions import Action
from .errors import RulesError, SaveError
from .registry import get_game

FORMAT = "lomber-save"
VERSION = 2
UNSIGNED_VERSION = 1          # the last version without a checksum

MAX_TEXT = 8_000_000          # characters: a 10,000-move game is ~400 KB
MAX_ACTIONS = 100_000
MAX_SEATS = 64
MAX_INT = 2 ** 63             # |any integer| below this (seeds, bids, tallies)
MAX_STR = 200                 # a name, a level, an option value
MAX_DEPTH = 8                 # nesting of free-form meta values
MAX_ITEMS = 1_000             # items of one free-form list or object in meta
_ID = re.compile(r"[a-z0-9_]{1,64}\Z")
_SURROGATE = re.compile("[\ud800-\udfff]")


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


def canonical(rec: dict) -> bytes:
    """The bytes the checksum is taken over: the record without its checksum, keys sorted."""
    body = {k: v for k, v in rec.items() if k != "checksum"}
    return json.dumps(body, ensure_ascii=False, sort_keys=True, separators=(",", ":"),
                      allow_nan=False).encode("utf-8")


def checksum(rec: dict) -> str:
    return "sha256:" + hashlib.sha256(canonical(rec)).hexdigest()


def dumps(state, meta: dict | None = None) -> str:
    rec = record_of(state)
    if meta is not None:
        rec["meta"] = meta
    rec["checksum"] = checksum(rec)
    return json.dumps(rec, ensure_ascii=False, separators=(",", ":"), allow_nan=False)


# ---------------------------------------------------------------------- the schema
def _fail(where: str, what: str):
    raise SaveError(f"the save's {where} {what}")


def _int(v, where: str, lo: int = -MAX_INT, hi: int = MAX_INT) -> int:
    if not isinstance(v, int) or isinstance(v, bool):
        _fail(where, f"is not a whole number ({type(v).__name__})")
    if not lo <= v <= hi:
        _fail(where, f"is out of range ({lo}…{hi})")
    return v


def _str(v, where: str, limit: int = MAX_STR) -> str:
    if not isinstance(v, str):
        _fail(where, f"is not text ({type(v).__name__})")
    if len(v) > limit:
        _fail(where, f"is longer than {limit} characters")
    if _SURROGATE.search(v):
        _fail(where, "holds broken unicode")
    return v


def _obj(v, where: str, allowed=None, required=()) -> dict:
    if not isinstance(v, dict):
        _fail(where, f"is not an object ({type(v).__name__})")
    for k in v:
        _str(k, f"{where} key")
    if allowed is not None:
        extra = set(v) - set(allowed)
        if extra:
            _fail(where, f"has unexpected fields {sorted(extra)}")
    missing = [k for k in required if k not in v]
    if missing:
        _fail(where, f"lacks {missing}")
    return v


def _scalar(v, where: str):
    """An option value: none, yes/no, a whole number or a word."""
    if v is None or isinstance(v, bool):
        return v
    if isinstance(v, int):
        return _int(v, where)
    if isinstance(v, str):
        return _str(v, where)
    _fail(where, f"is not a plain value ({type(v).__name__})")


def _options(v, where: str) -> dict:
    _obj(v, where)
    if len(v) > 64:
        _fail(where, "has too many entries")
    for k, x in v.items():
        _str(k, f"{where} key", 64)
        _scalar(x, f"{where}.{k}")
    return v


def _free(v, where: str, depth: int = 0):
    """Free-form meta data: JSON values, at most MAX_DEPTH deep and MAX_ITEMS wide."""
    if depth > MAX_DEPTH:
        _fail(where, f"is nested deeper than {MAX_DEPTH}")
    if isinstance(v, (list, dict)) and len(v) > MAX_ITEMS:
        _fail(where, f"has more than {MAX_ITEMS} items")
    if isinstance(v, list):
        for i, x in enumerate(v):
            _free(x, f"{where}[{i}]", depth + 1)
    elif isinstance(v, dict):
        for k, x in v.items():
            _free(x, f"{where}.{_str(k, where + ' key')}", depth + 1)
    elif isinstance(v, float):
        if v != v or v in (float("inf"), float("-inf")):
            _fail(where, "is not a finite number")
    else:
        _scalar(v, where)


def _action(v, where: str) -> dict:
    _obj(v, where, ("kind", "cards", "zone", "index", "value"), ("kind",))
    _str(v["kind"], where + ".kind", 32)
    if "cards" in v:
        cards = v["cards"]
        if not isinstance(cards, list) or len(cards) > 64:
            _fail(where + ".cards", "is not a short list")
        for c in cards:
            _str(c, where + ".cards", 4)
    if "zone" in v:
        _str(v["zone"], where + ".zone", 32)
    if "index" in v:
        _int(v["index"], where + ".index", 0, 10_000)
    if "value" in v:
        x = v["value"]
        if isinstance(x, bool) or not isinstance(x, (int, str)):
            _fail(where + ".value", "is not a number or a word")
        _scalar(x, where + ".value")
    return v


def check_setup(v, where: str = "meta.setup") -> dict:
    """Who sat where, as the program keeps it beside the record (the seats' names, human
    or bot and the bot's level; the setup's options and seed)."""
    _obj(v, where, ("game", "seats", "options", "seed"), ("game", "seats"))
    _str(v["game"], where + ".game", 64)
    seats = v["seats"]
    if not isinstance(seats, list):
        _fail(where + ".seats", f"is not a list ({type(seats).__name__})")
    if not 1 <= len(seats) <= MAX_SEATS:
        _fail(where + ".seats", "has an impossible number of seats")
    for i, s in enumerate(seats):
        w = f"{where}.seats[{i}]"
        _obj(s, w, ("kind", "level", "name"), ("kind",))
        if s["kind"] not in ("human", "bot"):
            _fail(w + ".kind", "is neither 'human' nor 'bot'")
        for k in ("level", "name"):
            if k in s:
                _str(s[k], f"{w}.{k}")
    if "options" in v:
        _options(v["options"], where + ".options")
    if v.get("seed") is not None:
        _int(v["seed"], where + ".seed")
    return v


def check_tally(v, where: str = "meta.tally") -> dict:
    _obj(v, where, ("games", "fools", "draws"))
    for k in ("games", "draws"):
        if k in v:
            _int(v[k], f"{where}.{k}", 0)
    if "fools" in v:
        if not isinstance(v["fools"], list) or len(v["fools"]) > MAX_SEATS:
            _fail(where + ".fools", "is not a list of seats")
        for x in v["fools"]:
            _int(x, where + ".fools", 0)
    return v


def check_record(rec, unsigned: bool = False) -> dict:
    """Check every field of a parsed record (and its checksum); returns it unchanged."""
    if not isinstance(rec, dict) or rec.get("format") != FORMAT:
        raise SaveError("the file is not a Ломбер save")
    version = rec.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version not in (UNSIGNED_VERSION, VERSION):
        raise SaveError(f"save version {version!r} is not supported (this program reads "
                        f"{UNSIGNED_VERSION} and {VERSION})")
    signed = version >= 2
    keys = ("format", "version", "game", "seats", "seed", "options", "actions", "meta") + (
        ("checksum",) if signed else ())
    _obj(rec, "record", keys, ("game", "seats", "seed", "options", "actions") + (("checksum",) if signed else ()))
    if not signed and not unsigned:
        raise SaveError(f"a version-{version} save has no checksum and is read only by the migration")
    if not _ID.match(_str(rec["game"], "game", 64)):
        _fail("game", "is not a game id")
    _int(rec["seats"], "seats", 1, MAX_SEATS)
    _int(rec["seed"], "seed")
    _options(rec["options"], "options")
    acts = rec["actions"]
    if not isinstance(acts, list):
        _fail("actions", f"is not a list ({type(acts).__name__})")
    if len(acts) > MAX_ACTIONS:
        _fail("actions", f"has more than {MAX_ACTIONS} moves")
    for i, a in enumerate(acts):
        _action(a, f"action {i + 1}")
    meta = rec.get("meta", {})
    _obj(meta, "meta")
    for k, v in meta.items():
        if k == "setup":
            check_setup(v)
        elif k == "tally":
            check_tally(v)
        else:
            _free(v, f"meta.{k}")
    if signed:
        _str(rec["checksum"], "checksum", 80)
        if rec["checksum"] != checksum(rec):
            raise SaveError("the save's checksum does not match: it was changed outside the program")
    return rec


def _no_duplicates(pairs):
    seen = {}
    for k, v in pairs:
        if k in seen:
            raise SaveError(f"the save names {k!r} twice")
        seen[k] = v
    return seen


def _no_constant(name):
    raise SaveError(f"the save holds {name}, which is not a number")


def parse(text: str, unsigned: bool = False) -> dict:
    """The checked record of a save's text, without replaying it (fast: the menu lists
    saves with it). Raises SaveError on any fault."""
    if not isinstance(text, str):
        raise SaveError("the save is not text")
    if len(text) > MAX_TEXT:
        raise SaveError(f"the save is larger than {MAX_TEXT} characters")
    try:
        rec = json.loads(text, object_pairs_hook=_no_duplicates, parse_constant=_no_constant)
    except SaveError:
        raise
    except RecursionError:
        raise SaveError("the save is nested too deeply (corrupt)") from None
    except (ValueError, TypeError) as e:   # includes JSONDecodeError and too-long integers
        raise SaveError(f"the save is not valid JSON (corrupt or truncated): {e}") from None
    return check_record(rec, unsigned)


def loads(text: str, unsigned: bool = False):
    """Returns (state, meta). Raises SaveError with a clear message on any fault.
    ``unsigned``: also read version-1 saves, which have no checksum."""
    rec = parse(text, unsigned)
    try:
        actions = [Action.from_json(a) for a in rec["actions"]]
        state = replay(rec["game"], rec["seats"], rec["seed"], rec["options"], actions)
    except SaveError:
        raise
    except (RulesError, ValueError) as e:
        raise SaveError(f"the save does not describe a valid game: {e}") from None
    return state, rec.get("meta", {})


def write_atomic(path, text: str, before_replace=None) -> None:
    """Write to a temporary file beside ``path``, flush it to disk, then replace.
    ``before_replace()``, if given, runs once the new text is safely on disk (the saves
    keep the file it replaces as their previous copy there)."""
    path = os.fspath(path)
    folder = os.path.dirname(path) or "."
    fd, tmp = tempfile.mkstemp(prefix=".tmp-", suffix=".json", dir=folder)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        if before_replace is not None:
            before_replace()
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
