"""The autosave: written after every action, atomically, with the last good one kept.

Files in the data folder:
  autosave.json        the game in progress (rules.record format, meta = the setup)
  autosave.prev.json   the save before the last one, kept in case the newest is damaged
  autosave.corrupt-<timestamp>.json   a damaged save, set aside (never deleted)
"""
from __future__ import annotations

import os
import threading
import time
from dataclasses import dataclass
from pathlib import Path

from rules.errors import SaveError
from rules.record import dumps, loads, write_atomic

from .paths import data_dir
from .setup import Setup, SetupError

CURRENT = "autosave.json"
PREVIOUS = "autosave.prev.json"


@dataclass
class Found:
    """What the menu learns at start: a game to continue, and a problem to report."""
    state: object = None
    setup: Setup | None = None
    meta: dict | None = None
    from_previous: bool = False
    problem: str | None = None        # the reason a save was refused
    set_aside: str | None = None      # the file name it was moved to


class Autosave:
    """Writes happen on a small background thread (fsync can take many milliseconds and
    the table must not stutter); only the newest pending save is written. ``flush()``
    waits for it; the program calls it at exit."""

    def __init__(self, folder: Path | None = None, background: bool = True):
        self.folder = Path(folder) if folder is not None else data_dir()
        self._last_text: str | None = None    # what autosave.json holds now (ours, so good)
        self.background = background
        self._lock = threading.Condition()
        self._pending = None                  # ("write", text) or ("clear", None)
        self._busy = False
        self._thread = None
        self.error: str | None = None

    @property
    def current(self) -> Path:
        return self.folder / CURRENT

    @property
    def previous(self) -> Path:
        return self.folder / PREVIOUS

    def write(self, state, setup: Setup, extra: dict | None = None) -> None:
        meta = {"setup": setup.to_json(), **(extra or {})}
        self._submit(("write", dumps(state, meta)))

    def clear(self) -> None:
        """The game is finished: nothing to continue."""
        self._submit(("clear", None))

    def _submit(self, job) -> None:
        if not self.background:
            self._do(job)
            return
        with self._lock:
            self._pending = job
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._worker, name="autosave", daemon=True)
                self._thread.start()
            self._lock.notify_all()

    def _worker(self) -> None:
        while True:
            with self._lock:
                while self._pending is None:
                    if not self._lock.wait(timeout=5.0):
                        if self._pending is None:
                            self._thread = None
                            return
                job, self._pending = self._pending, None
                self._busy = True
            try:
                self._do(job)
            finally:
                with self._lock:
                    self._busy = False
                    self._lock.notify_all()

    def flush(self, timeout: float = 10.0) -> None:
        """Wait until every submitted save is on disk."""
        end = time.monotonic() + timeout
        with self._lock:
            while (self._pending is not None or self._busy) and time.monotonic() < end:
                self._lock.wait(timeout=0.05)

    def _do(self, job) -> None:
        kind, text = job
        try:
            if kind == "clear":
                for p in (self.current, self.previous):
                    try:
                        p.unlink()
                    except FileNotFoundError:
                        pass
                self._last_text = None
            else:
                self._write_text(text)
            self.error = None
        except OSError as e:          # a full disk must not end the game; the table shows it
            self.error = str(e)

    def _write_text(self, text: str) -> None:
        if self._last_text is None and self.current.exists():
            # the first write of this run: keep what is there as the previous save if it is good
            try:
                old = self.current.read_text(encoding="utf-8")
                loads(old)
                self._last_text = old
            except (OSError, ValueError, SaveError):
                self._last_text = None
        if self._last_text is not None and self._last_text != text:
            write_atomic(self.previous, self._last_text)
        write_atomic(self.current, text)
        self._last_text = text

    def set_aside(self, path: Path) -> str:
        stamp = time.strftime("%Y%m%d-%H%M%S")
        target = self.folder / f"autosave.corrupt-{stamp}.json"
        n = 1
        while target.exists():
            n += 1
            target = self.folder / f"autosave.corrupt-{stamp}-{n}.json"
        os.replace(path, target)
        return target.name

    def find(self) -> Found:
        """Look for a game to continue; a damaged save is set aside and reported."""
        self.flush()
        found = Found()
        if not self.current.exists():
            return found
        try:
            found.state, found.setup, found.meta = self._load(self.current)
            return found
        except SaveError as e:
            found.problem = str(e)
            try:
                found.set_aside = self.set_aside(self.current)
            except OSError:
                found.set_aside = CURRENT
        if self.previous.exists():
            try:
                found.state, found.setup, found.meta = self._load(self.previous)
                found.from_previous = True
            except SaveError:
                pass
        return found

    def _load(self, path: Path):
        try:
            text = path.read_text(encoding="utf-8")
        except UnicodeDecodeError as e:
            raise SaveError(f"the save is not text (corrupt): {e}") from None
        except OSError as e:
            raise SaveError(f"the save cannot be read: {e}") from None
        state, meta = loads(text)
        try:
            setup = Setup.from_json(meta.get("setup"))
        except SetupError as e:
            raise SaveError(f"the save has no valid setup: {e}") from None
        if setup.game != state.game.id or len(setup.seats) != state.seats:
            raise SaveError("the save's setup does not match its game")
        return state, setup, meta

    def adopt(self, path: Path) -> None:
        """Continuing from the previous save: make it the current one again."""
        if path == self.previous and path.exists():
            text = path.read_text(encoding="utf-8")
            write_atomic(self.current, text)
            self._last_text = text
