"""Saved games: every unfinished game keeps its own file, written after every move.

Files in the data folder:
  saves/<id>.json          an unfinished game (rules.record format, meta = the setup,
                           the session's tally and the time it was saved)
  saves/<id>.prev.json     the same game one move earlier, kept in case the newest is damaged
  saves/<id>.damaged-<time>.json   a damaged save, set aside (never deleted)
  autosave.json, autosave.prev.json   the single save of version-1 programs: migrated
                           into the list at start (a damaged one is set aside as
                           autosave.corrupt-<time>.json)

A move is on disk before the table asks for the next decision: ``Slot.write`` runs on
the caller's thread — the new text goes to a temporary file that is flushed to disk,
the current file becomes the previous copy (a hard link, no second write) and the
temporary file replaces the current one. A kill at any moment leaves a complete current
save (this move's or the one before) and, at worst, a ``.tmp-*.json`` that the next
start removes.

Only a game someone plays is kept: a table of bots alone (``--autoplay``, the menu's
all-bots table) is watched, not saved (``Saves.slot(kept=False)``; a finished one is still
kept as a replay). The variable ``LOMBER_SAVE_BOTS_ONLY=1`` keeps them too, for the tests
that kill a game that plays itself. Starting a game of a kind that has an unfinished save
asks first (the menu): continue it, or start anew and throw it away.
"""
from __future__ import annotations

import json
import os
import re
import secrets
import stat
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

from rules import get_game
from rules.errors import SaveError
from rules.record import MAX_TEXT, dumps, loads, parse, write_atomic

from .paths import data_dir
from .setup import Setup, SetupError

FOLDER = "saves"
LEGACY = "autosave.json"
LEGACY_PREV = "autosave.prev.json"
_ID = re.compile(r"[A-Za-z0-9_-]{1,64}\Z")
SAVE_BOTS_ONLY = "LOMBER_SAVE_BOTS_ONLY"
OLD_DAYS = 7                  # «старше недели»: what the list offers to clear


def worth_keeping(setup) -> bool:
    """Is a new game of ``setup`` kept as unfinished? Only with a person at the table."""
    return bool(setup.humans) or bool(os.environ.get(SAVE_BOTS_ONLY))


@dataclass
class Entry:
    """A saved game as the menu lists it (read and checked, not yet replayed)."""
    id: str
    game: str                 # the game's id
    setup: Setup
    moves: int                # actions taken so far
    saved: float              # when it was saved (seconds since the epoch)
    meta: dict = field(default_factory=dict)


@dataclass
class Problem:
    """A damaged save that was set aside, for the notice the menu shows."""
    file: str                 # the name it was set aside as
    detail: str               # the technical reason (for the details line)
    game: str | None = None   # the game's id, when it could still be read
    moves: int | None = None  # the move it had reached, when it could still be read
    restored: int | None = None   # the move the previous copy restores, if there was one


class Unresumable(SaveError):
    """Neither the newest copy of a saved game nor the one before can be played on."""

    def __init__(self, problem: Problem):
        super().__init__(problem.detail)
        self.problem = problem


@dataclass
class Resumed:
    """A saved game loaded to be played on."""
    id: str
    state: object
    setup: Setup
    meta: dict
    problem: Problem | None = None     # the newest copy was damaged: this is the one before


def _earlier(a, b) -> bool:
    """Is state ``a`` the same game as ``b``, at or before its move?"""
    return (a.game.id == b.game.id and a.seats == b.seats and a.seed == b.seed
            and dict(a.options) == dict(b.options) and list(b.history[:len(a.history)]) == list(a.history))


def _log(line: str) -> None:
    """The technical side of a damaged save, for whoever looks (the player reads the notice)."""
    print(f"lomber: damaged save: {line}", file=sys.stderr, flush=True)


def _stamp() -> str:
    return time.strftime("%Y%m%d-%H%M%S")


def read_bytes(path, limit: int, what: str = "the save") -> bytes:
    """The bytes of a record file, at most ``limit`` of them: SaveError for what is not a
    regular file (a folder, a device such as /dev/zero, a pipe: each would read for ever or
    block) and for a file larger than ``limit`` (read no further than that)."""
    flags = os.O_RDONLY | getattr(os, "O_BINARY", 0) | getattr(os, "O_NONBLOCK", 0)
    try:
        fd = os.open(path, flags)        # non-blocking: opening a pipe must not wait for a writer
    except OSError as e:
        raise SaveError(f"{what} cannot be read: {e.strerror or e}") from None
    try:
        with os.fdopen(fd, "rb") as f:
            if not stat.S_ISREG(os.fstat(f.fileno()).st_mode):
                raise SaveError(f"{what} is not a regular file (a folder, a device or a pipe)")
            data = f.read(limit + 1)
    except OSError as e:
        raise SaveError(f"{what} cannot be read: {e.strerror or e}") from None
    if len(data) > limit:
        raise SaveError(f"{what} is far too large to be a game record (over {limit // 2 ** 20} MB)")
    return data


def _read(path: Path) -> str:
    return decode(read_bytes(path, 4 * MAX_TEXT))


def decode(data: bytes) -> str:
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as e:
        raise SaveError(f"the save is not text (corrupt): {e}") from None


def _setup_of(rec_game: str, seats: int, meta: dict, changed: list | None = None) -> Setup:
    try:
        setup = Setup.from_json(meta.get("setup"))
    except SetupError as e:
        raise SaveError(f"the save has no valid setup: {e}") from None
    if setup.game != rec_game or len(setup.seats) != seats:
        raise SaveError("the save's setup does not match its game")
    bound_levels(setup, changed)
    return setup


def bound_levels(setup: Setup, changed: list | None = None) -> None:
    """A save's bot levels within what this version plays: an over-large ``ismcts@N`` /
    ``mo@N`` is capped (``rules.bots.cap_level``: such a level thought for ever, and a
    save kept it), a level it does not know becomes the default one. Each change is
    added to ``changed`` as (seat, old level, new level, "capped" or "unknown")."""
    from rules import bots
    from .setup import default_level
    for i, s in enumerate(setup.seats):
        if s.human or bots.is_level(s.level):
            continue
        new, why = bots.cap_level(s.level), "capped"
        if not bots.is_level(new):
            new, why = default_level(), "unknown"
        if changed is not None:
            changed.append((i, s.level if len(s.level) <= 32 else s.level[:29] + "…", new, why))
        s.level = new


def _peek(path: Path) -> tuple:
    """What a damaged save still tells (game id, moves), for the notice; never raises."""
    try:
        rec = json.loads(read_bytes(path, 4 * MAX_TEXT).decode("utf-8"))
        game = rec.get("game") if isinstance(rec.get("game"), str) else None
        moves = len(rec["actions"]) if isinstance(rec.get("actions"), list) else None
        return game, moves
    except Exception:  # anything at all: this is only for the wording of the notice
        return None, None


def check_text(text: str) -> tuple:
    """(record, setup) of a save's text, checked but not replayed (the menu's list reads
    saves so); SaveError on any fault."""
    try:
        rec = parse(text)
        setup = _setup_of(rec["game"], rec["seats"], rec.get("meta", {}))
        get_game(rec["game"])
        return rec, setup
    except SaveError:
        raise
    except Exception as e:  # noqa: BLE001 — an unknown game id, or anything else odd
        raise SaveError(f"the save cannot be used: {e}") from None


def load_text(text: str, unsigned: bool = False):
    """(state, setup, meta) of a save's text; SaveError on any fault. A fault the engine
    did not foresee is reported the same way: a save must never stop the program."""
    try:
        state, meta = loads(text, unsigned=unsigned)
        changed = []
        setup = _setup_of(state.game.id, state.seats, meta, changed)
        if changed:                # the table says so (meta["levels_bounded"]), and the log here
            meta = {**meta, "levels_bounded": changed}
            for seat, old, new, _why in changed:
                print(f"lomber: saved game: seat {seat + 1}'s bot level {old!r} plays as {new!r}",
                      file=sys.stderr, flush=True)
        return state, setup, meta
    except SaveError:
        raise
    except Exception as e:  # noqa: BLE001 — an engine fault on a strange save
        raise SaveError(f"the save cannot be replayed ({type(e).__name__}: {e})") from None


class Slot:
    """The files of one unfinished game. The session writes through it after every
    move; ``error`` holds the last write's failure (a full disk must not end the game)."""

    def __init__(self, folder: Path, sid: str, write_ms: list | None = None, kept: bool = True):
        self.folder = Path(folder)
        self.id = sid
        self.kept = kept          # False: a bots-only game, watched and never written
        self.error: str | None = None
        # the time each write took (shared by the slots of a run; the program reports it)
        self.write_ms: list[float] = write_ms if write_ms is not None else []

    @property
    def path(self) -> Path:
        return self.folder / f"{self.id}.json"

    @property
    def previous(self) -> Path:
        return self.folder / f"{self.id}.prev.json"

    def write(self, state, setup: Setup, extra: dict | None = None) -> None:
        if not self.kept:
            return
        start = time.perf_counter()
        meta = {"setup": setup.to_json(), **(extra or {}), "saved": round(time.time(), 3)}  # ms: orders two saves of one second
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            self._write_text(dumps(state, meta))
            self.error = None
        except OSError as e:
            self.error = str(e)
        if len(self.write_ms) < 100_000:
            self.write_ms.append((time.perf_counter() - start) * 1000.0)

    def _write_text(self, text: str) -> None:
        write_atomic(self.path, text, before_replace=self._keep_previous)

    def _keep_previous(self) -> None:
        """The current file becomes the previous copy: a second name for the same data
        (already on disk), so no second write; where links are not possible, a copy."""
        if not self.path.exists():
            return
        link = self.folder / f".tmp-{self.id}-{secrets.token_hex(4)}.json"
        try:
            os.link(self.path, link)
        except OSError:
            fd, name = tempfile.mkstemp(prefix=".tmp-", suffix=".json", dir=self.folder)
            link = Path(name)
            with os.fdopen(fd, "wb") as f:
                f.write(self.path.read_bytes())
                f.flush()
                os.fsync(f.fileno())
        os.replace(link, self.previous)

    def clear(self) -> None:
        """The game is finished: it leaves the list. The copy before goes first: cut short,
        the list keeps the game as it was, not its older copy."""
        for p in (self.previous, self.path):
            try:
                p.unlink()
            except FileNotFoundError:
                pass
            except OSError as e:
                self.error = str(e)


class Saves:
    """The list of saved games in the data folder."""

    def __init__(self, root: Path | None = None):
        self.root = Path(root) if root is not None else data_dir()
        self.folder = self.root / FOLDER
        self.problems: list[Problem] = []     # found since the menu last showed them
        self.write_ms: list[float] = []       # every write of this run, in ms

    # ------------------------------------------------------------------ start
    def startup(self) -> None:
        """Once per run: remove what a kill during a write left, bring in the old single
        autosave."""
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError:
            return
        self.clean_temporary()
        self.migrate()

    def clean_temporary(self) -> int:
        n = 0
        for folder in (self.root, self.folder):
            try:
                leftovers = list(folder.glob(".tmp-*.json"))
            except OSError:
                continue
            for p in leftovers:
                try:
                    p.unlink()
                    n += 1
                except OSError:
                    pass
        return n

    def migrate(self) -> None:
        """The version-1 ``autosave.json`` (and its previous copy) become a saved game of
        the list; a damaged one is set aside as before."""
        cur, prev = self.root / LEGACY, self.root / LEGACY_PREV
        loaded = []
        problem = None
        for path in (cur, prev):
            if not path.exists():
                continue
            try:
                state, setup, meta = load_text(_read(path), unsigned=True)
                loaded.append((state, setup, meta, path))
            except SaveError as e:
                game, moves = _peek(path)
                aside = self._set_aside(path, self.root / f"autosave.corrupt-{_stamp()}", ".json")
                _log(f"{path.name} set aside as {aside}: {e}")
                if path == cur:
                    problem = Problem(aside, str(e), game, moves)
        if loaded:
            if problem is not None:           # the current one was damaged: the previous is the game
                problem.restored = len(loaded[0][0].history)
                problem.game = problem.game or loaded[0][0].game.id
            texts = []
            for state, setup, meta, path in loaded:
                m = dict(meta)
                m["setup"] = setup.to_json()
                try:
                    m["saved"] = int(path.stat().st_mtime)
                except OSError:
                    m["saved"] = int(time.time())
                texts.append(dumps(state, m))
            # version 1 kept the last save of a game that a new game replaced as the
            # "previous" save: then it is a game of its own in the list
            if len(loaded) == 2 and _earlier(loaded[1][0], loaded[0][0]):
                plan = [(texts[0], texts[1])]
            else:
                plan = [(text, None) for text in texts]
            try:
                for text, before in plan:
                    slot = self.slot()
                    if before is not None:
                        write_atomic(slot.previous, before)
                    write_atomic(slot.path, text)
            except OSError:
                return                       # the old files stay; the next start tries again
            for _, _, _, path in loaded:
                try:
                    path.unlink()
                except OSError:
                    pass
        if problem is not None:
            self.problems.append(problem)

    # ------------------------------------------------------------------ the list
    def slot(self, sid: str | None = None, kept: bool = True) -> Slot:
        """The files of a saved game (a new one when ``sid`` is None; ``kept=False``: one
        that is never written, for a table of bots alone)."""
        if sid is None:
            sid = f"{_stamp()}-{secrets.token_hex(3)}"
        if not _ID.match(sid):
            raise ValueError(f"not a save id: {sid!r}")
        return Slot(self.folder, sid, self.write_ms, kept)

    def _ids(self) -> list[str]:
        try:
            names = [p.name for p in self.folder.iterdir()]
        except OSError:
            return []
        ids = set()
        for n in names:
            for suffix in (".prev.json", ".json"):
                if n.endswith(suffix) and _ID.match(n[: -len(suffix)]):
                    ids.add(n[: -len(suffix)])
                    break
        return sorted(ids)

    def scan(self) -> list[Entry]:
        """The saved games, newest first. A damaged file is set aside and its previous
        copy takes its place (reported in ``problems``)."""
        out = []
        for sid in self._ids():
            entry = self._entry(sid)
            if entry is not None:
                out.append(entry)
        out.sort(key=lambda e: (e.saved, e.id), reverse=True)
        return out

    def _entry(self, sid: str) -> Entry | None:
        slot = self.slot(sid)
        problem = None
        if slot.path.exists():
            try:
                return self._check(sid, slot.path)
            except SaveError as e:
                problem = self._damaged(slot, slot.path, e)
        if not slot.previous.exists():
            if problem is not None:
                self.problems.append(problem)
            return None
        try:
            entry = self._check(sid, slot.previous)
        except SaveError as e:
            # a previous copy alone is damaged: set aside too (the notice names the newest)
            p2 = self._damaged(slot, slot.previous, e)
            self.problems.append(problem or p2)
            return None
        try:
            os.replace(slot.previous, slot.path)     # the copy before is the game now
        except OSError:
            pass
        if problem is not None:
            problem.restored = entry.moves
            problem.game = problem.game or entry.game
            self.problems.append(problem)
        return entry

    def _check(self, sid: str, path: Path) -> Entry:
        rec, setup = check_text(_read(path))
        meta = rec.get("meta", {})
        saved = meta.get("saved")
        # a time the clock functions can show (before 2100), else the file's own
        if not isinstance(saved, (int, float)) or isinstance(saved, bool) or not 0 <= saved < 4_102_444_800:
            try:
                saved = path.stat().st_mtime
            except OSError:
                saved = 0
        return Entry(sid, rec["game"], setup, len(rec["actions"]), float(saved), meta)

    def _damaged(self, slot: Slot, path: Path, err: SaveError) -> Problem:
        game, moves = _peek(path)
        aside = self._set_aside(path, slot.folder / f"{slot.id}.damaged-{_stamp()}", ".json")
        _log(f"{path.name} set aside as {aside}: {err}")
        return Problem(aside, str(err), game, moves)

    @staticmethod
    def _set_aside(path: Path, base: Path, suffix: str) -> str:
        """Rename, never delete: the player (or we) may want to look at it."""
        target = Path(f"{base}{suffix}")
        n = 1
        while target.exists():
            n += 1
            target = Path(f"{base}-{n}{suffix}")
        try:
            os.replace(path, target)
        except OSError:
            return path.name
        return target.name

    def load(self, sid: str) -> Resumed:
        """Replay a saved game to play on. If the newest copy does not replay, it is set
        aside and the copy before is loaded (``problem`` says so); Unresumable when neither."""
        slot = self.slot(sid)
        problem = None
        if slot.path.exists():
            try:
                state, setup, meta = load_text(_read(slot.path))
                return Resumed(sid, state, setup, meta)
            except SaveError as e:
                problem = self._damaged(slot, slot.path, e)
        if slot.previous.exists():
            try:
                state, setup, meta = load_text(_read(slot.previous))
            except SaveError as e:
                self._damaged(slot, slot.previous, e)
            else:
                try:
                    os.replace(slot.previous, slot.path)
                except OSError:
                    pass
                if problem is not None:
                    problem.restored = len(state.history)
                    problem.game = problem.game or state.game.id
                return Resumed(sid, state, setup, meta, problem)
        raise Unresumable(problem or Problem(slot.path.name, "the save is missing"))

    def delete(self, sid: str) -> None:
        """The player chose to throw this game away."""
        slot = self.slot(sid)
        for p in (slot.previous, slot.path):      # the copy before first (see Slot.clear)
            try:
                p.unlink()
            except OSError:          # already gone, or a read-only folder: it stays listed
                pass

    def of_game(self, game_id: str, entries: list | None = None) -> list[Entry]:
        """The unfinished games of one kind (game id), newest first."""
        return [e for e in (self.scan() if entries is None else entries) if e.game == game_id]

    @staticmethod
    def old(entries: list, now: float | None = None, days: int = OLD_DAYS) -> list[Entry]:
        """The entries last played more than ``days`` days ago."""
        limit = (time.time() if now is None else now) - days * 86400
        return [e for e in entries if e.saved < limit]

    def take_problems(self) -> list[Problem]:
        out, self.problems = self.problems, []
        return out

