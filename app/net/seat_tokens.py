"""A joined seat's token kept in the data folder, so that a window killed mid-game takes
its seat back: «Подключиться» to the same table (address and code) rejoins with the token
kept here, at the current position.

One small JSON file per table (``net-seats/<hash of address and code>.json``), written
atomically each time the host hands out a token (it gives a new one on every rejoin, and the
old one is refused from then on), deleted when the player leaves a finished deal or the
host refuses the token. Files older than ``STALE_DAYS`` are swept when a new one is kept.
"""
from __future__ import annotations

import hashlib
import json
import os
import time
from pathlib import Path

from rules.record import write_atomic

from . import protocol as P

FOLDER = "net-seats"
STALE_DAYS = 30
MAX_SWEEP = 200             # files looked at in one sweep (bounded)
MAX_BYTES = 4096


def table_key(url: str, code: str) -> str:
    """The file name of the table at ``url`` (as ``check_address`` gives it) with ``code``."""
    return hashlib.sha256(f"{url.strip().lower()}|{code.strip().upper()}".encode("utf-8")).hexdigest()[:24]


class SeatTokens:
    """The tokens kept under ``root`` (the data folder)."""

    def __init__(self, root):
        self.folder = Path(root) / FOLDER

    def slot(self, url: str, code: str) -> "TokenSlot":
        return TokenSlot(self, url, code)

    def _sweep(self) -> None:
        limit = time.time() - STALE_DAYS * 86400
        try:
            entries = list(os.scandir(self.folder))[:MAX_SWEEP]
        except OSError:
            return
        for e in entries:
            try:
                if e.name.endswith(".json") and e.stat().st_mtime < limit:
                    os.unlink(e.path)
            except OSError:
                pass


class TokenSlot:
    """One table's kept token: ``load``, ``keep``, ``forget``. A missing, damaged or foreign
    file reads as no token; a failed write leaves the game going (the token is only lost)."""

    def __init__(self, store: SeatTokens, url: str, code: str):
        self.store, self.url, self.code = store, url.strip(), code.strip().upper()
        self.path = store.folder / f"{table_key(self.url, self.code)}.json"

    def load(self) -> str | None:
        try:
            with open(self.path, encoding="utf-8") as f:
                obj = json.loads(f.read(MAX_BYTES))
        except (OSError, ValueError):
            return None
        if not isinstance(obj, dict) or obj.get("url") != self.url or obj.get("code") != self.code:
            return None
        token = obj.get("token")
        return token if isinstance(token, str) and P.TOKEN_RE.match(token) else None

    def keep(self, token: str) -> bool:
        if not (isinstance(token, str) and P.TOKEN_RE.match(token)):
            return False
        try:
            self.store.folder.mkdir(parents=True, exist_ok=True)
            self.store._sweep()
            write_atomic(self.path, json.dumps({"url": self.url, "code": self.code, "token": token}))
            return True
        except OSError:
            return False

    def forget(self) -> None:
        try:
            os.unlink(self.path)
        except OSError:
            pass
