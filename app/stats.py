"""Statistics: every finished game, per player and per game, in one SQLite file in the data
folder (the standard library's ``sqlite3``).

A row per finished game (``games``) and a row per seat of it (``results``): who sat there
(a typed name, ``""`` for a human who kept the default name, or a bot by its level), the
place, the score, won / lost / the fool, a draw, the chips and points it moved. The
figures a player sees (played, won, placings, fools, chips, points, streaks, time, the last
results) are counted from these rows, so a new figure needs no migration.

The file carries its schema version (``PRAGMA user_version``); an older one is migrated in
place, a newer or damaged one is set aside (renamed ``stats.damaged-<time>.db``) and a fresh
one started — statistics never stop the program. Each game is written in one transaction
when it ends.
"""
from __future__ import annotations

import sqlite3
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

SCHEMA_VERSION = 1
FILE_NAME = "stats.db"

_SCHEMA = """
CREATE TABLE games (
    id INTEGER PRIMARY KEY,
    game TEXT NOT NULL,
    finished REAL NOT NULL,          -- seconds since the epoch
    seats INTEGER NOT NULL,
    seconds REAL NOT NULL,           -- time played
    moves INTEGER NOT NULL,
    seed INTEGER NOT NULL,
    version TEXT NOT NULL,
    undos INTEGER NOT NULL           -- actions taken back (Ctrl+Z against bots)
);
CREATE TABLE results (
    game_id INTEGER NOT NULL REFERENCES games(id),
    seat INTEGER NOT NULL,
    player TEXT NOT NULL,            -- a typed name; "" for a human with the default name
    bot TEXT NOT NULL,               -- the bot's level; "" for a human
    place INTEGER NOT NULL,
    score REAL NOT NULL,             -- in [0, 1], as the results screen counts it
    won INTEGER NOT NULL,
    lost INTEGER NOT NULL,
    fool INTEGER NOT NULL,
    draw INTEGER NOT NULL,
    chips INTEGER,                   -- chips won (+) or lost (−), in chip games
    points INTEGER,                  -- points moved, in scored games
    PRIMARY KEY (game_id, seat)
);
CREATE INDEX results_player ON results(player, bot);
"""

# Older schemas and the statements that bring each to the next (none yet).
_MIGRATIONS: dict = {}


@dataclass(frozen=True)
class Seat:
    """Who sat at a seat: ``bot`` is the level ("" for a human)."""
    player: str
    bot: str = ""


@dataclass
class GameStats:
    """One player's figures in one game."""
    game: str
    played: int = 0
    won: int = 0
    lost: int = 0
    fools: int = 0
    draws: int = 0
    places: Counter = field(default_factory=Counter)   # place -> times
    chips_won: int = 0
    chips_lost: int = 0
    points: int = 0
    chip_games: int = 0
    point_games: int = 0
    best_streak: int = 0             # the most games won in a row
    worst_streak: int = 0            # the most games lost in a row
    seconds: float = 0.0
    undone: int = 0                  # games in which moves were taken back
    last: list = field(default_factory=list)   # the last 20: (score, place, seats, won, lost), oldest first


class StatsError(Exception):
    pass


class Stats:
    def __init__(self, folder: Path):
        self.path = Path(folder) / FILE_NAME
        self.problem: str | None = None      # what happened to a damaged file, for the menu's notice
        self._db: sqlite3.Connection | None = None

    # ------------------------------------------------------------------ the file
    def _connect(self) -> sqlite3.Connection:
        if self._db is not None:
            return self._db
        try:
            db = self._open()
        except (sqlite3.DatabaseError, StatsError) as e:
            self._set_aside(str(e))
            db = self._open()
        self._db = db
        return db

    def _open(self) -> sqlite3.Connection:
        db = sqlite3.connect(self.path, timeout=2.0)
        try:
            version = db.execute("PRAGMA user_version").fetchone()[0]
            if version == 0 and not db.execute("SELECT name FROM sqlite_master").fetchall():
                with db:
                    db.executescript(_SCHEMA)
                    db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
                return db
            if version > SCHEMA_VERSION:
                raise StatsError(f"statistics from a newer version (schema {version})")
            while version < SCHEMA_VERSION:
                if version not in _MIGRATIONS:
                    raise StatsError(f"statistics of an unknown schema {version}")
                with db:
                    db.executescript(_MIGRATIONS[version])
                    version += 1
                    db.execute(f"PRAGMA user_version = {version}")
            if db.execute("PRAGMA quick_check").fetchone()[0] != "ok":
                raise StatsError("the statistics file is damaged")
            db.execute("SELECT game_id, seat, player, bot, place, score, won, lost, fool, draw, chips, points "
                       "FROM results LIMIT 1").fetchall()
            db.execute("SELECT id, game, finished, seats, seconds, moves, seed, version, undos FROM games LIMIT 1"
                       ).fetchall()
            return db
        except BaseException:
            db.close()
            raise

    def _set_aside(self, why: str) -> None:
        stamp = time.strftime("%Y%m%d-%H%M%S")
        aside = self.path.with_name(f"stats.damaged-{stamp}.db")
        try:
            self.path.replace(aside)
        except OSError:
            try:
                self.path.unlink()
            except OSError:
                pass
        for extra in ("-journal", "-wal", "-shm"):
            try:
                Path(str(self.path) + extra).unlink()
            except OSError:
                pass
        self.problem = f"{why}; set aside as {aside.name}"

    def close(self) -> None:
        if self._db is not None:
            self._db.close()
            self._db = None

    # ------------------------------------------------------------------ writing
    def record(self, game_id: str, seats: list, result, *, seconds: float, moves: int, seed: int,
               version: str = "", finished: float | None = None, undos: int = 0) -> None:
        """One finished game, in one transaction. ``seats``: a ``Seat`` per seat;
        ``result``: its ``rules.game.Result``."""
        n = len(seats)
        if len(result.placings) != n:
            raise ValueError(f"{n} seats but {len(result.placings)} placings")
        st = result.settlement
        points = st.moved if st is not None and st.unit == "points" else None
        rows = []
        for i, who in enumerate(seats):
            lost = i in result.losers
            rows.append((i, who.player, who.bot, int(result.placings[i]), float(result.scores[i]),
                         int(result.placings[i] == 1 and not (result.draw and lost)), int(lost),
                         int(lost and result.loser_word == "fool"), int(bool(result.draw)),
                         None if result.chips is None else int(result.chips[i]),
                         None if points is None else int(points[i])))
        game_row = (game_id, time.time() if finished is None else finished, n, float(seconds), int(moves),
                    int(seed), version, int(undos))
        try:
            self._write(self._connect(), game_row, rows)
        except sqlite3.DatabaseError as e:
            # damaged under us: set it aside, start afresh, and write this game there
            self.close()
            self._set_aside(str(e))
            self._write(self._connect(), game_row, rows)

    @staticmethod
    def _write(db, game_row, rows) -> None:
        with db:
            cur = db.execute("INSERT INTO games (game, finished, seats, seconds, moves, seed, version, undos) "
                             "VALUES (?, ?, ?, ?, ?, ?, ?, ?)", game_row)
            db.executemany(f"INSERT INTO results VALUES ({cur.lastrowid}, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", rows)

    # ------------------------------------------------------------------ reading
    def games_with_a_human(self, game: str) -> int:
        """How many games of ``game`` a human played (the rule hints stay on for the first)."""
        try:
            return self._connect().execute(
                "SELECT COUNT(DISTINCT g.id) FROM games g JOIN results r ON r.game_id = g.id "
                "WHERE g.game = ? AND r.bot = ''", (game,)).fetchone()[0]
        except sqlite3.DatabaseError:
            return 0

    def players(self) -> list:
        """Everyone with results: humans first (most games first), then the bots by level."""
        try:
            rows = self._connect().execute(
                "SELECT player, bot, COUNT(*) FROM results GROUP BY player, bot "
                "ORDER BY bot != '', COUNT(*) DESC, player").fetchall()
        except sqlite3.DatabaseError:
            return []
        return [Seat(p, b) for p, b, _ in rows]

    def figures(self, who: Seat) -> list:
        """``GameStats`` per game for ``who``, the most played first."""
        try:
            rows = self._connect().execute(
                "SELECT g.game, g.seats, g.seconds, g.undos, r.place, r.score, r.won, r.lost, r.fool, r.draw, "
                "r.chips, r.points FROM results r JOIN games g ON g.id = r.game_id "
                "WHERE r.player = ? AND r.bot = ? ORDER BY g.finished, g.id", (who.player, who.bot)).fetchall()
        except sqlite3.DatabaseError:
            return []
        by_game: dict = {}
        runs: dict = {}
        for game, seats, seconds, undos, place, score, won, lost, fool, draw, chips, points in rows:
            s = by_game.get(game) or by_game.setdefault(game, GameStats(game))
            s.played += 1
            s.won += won
            s.lost += lost
            s.fools += fool
            s.draws += draw
            s.places[place] += 1
            s.seconds += seconds
            s.undone += bool(undos)
            if chips is not None:
                s.chip_games += 1
                if chips > 0:
                    s.chips_won += chips
                else:
                    s.chips_lost -= chips
            if points is not None:
                s.point_games += 1
                s.points += points
            w, l = runs.get(game, (0, 0))
            w, l = (w + 1 if won else 0), (l + 1 if lost else 0)
            runs[game] = (w, l)
            s.best_streak = max(s.best_streak, w)
            s.worst_streak = max(s.worst_streak, l)
            s.last.append((score, place, seats, bool(won), bool(lost)))
            del s.last[:-20]
        return sorted(by_game.values(), key=lambda s: (-s.played, s.game))
