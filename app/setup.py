"""A game setup: which game, who sits where (human or a bot of some level), names,
options and the seed. The menu edits one, the command line parses one, saves keep one."""
from __future__ import annotations

import random
from dataclasses import dataclass, field

from rules import bots as rbots

from .words.names import DEFAULT_NAMES, GENDERS, Name, default_gender, default_names, guess_gender

# The bot levels' words (the menu's, the results' and the statistics').
LEVEL_LABELS = {
    "random": {"ru": "случайный", "en": "random"},
    "easy": {"ru": "лёгкий", "en": "easy"},
    "rule": {"ru": "по правилам", "en": "rule-based"},
    "normal": {"ru": "средний", "en": "normal"},
    "strong": {"ru": "сильный", "en": "strong"},
}


class SetupError(ValueError):
    """A seat spec or level the program cannot use; the message says why."""


@dataclass
class SeatSpec:
    kind: str = "bot"          # 'human' or 'bot'
    level: str = ""            # bot level as rules.bots.make_bot accepts
    name: str = ""             # as typed; "" (or a default name) means the seat's default, shown
                               # in the language of the moment (see ``seat_name``)
    gender: str = ""           # 'm' or 'f' as the player chose in the menu; "" — the default
                               # name's, or guessed from the typed name (app/words/names.py)

    @property
    def human(self) -> bool:
        return self.kind == "human"

    def to_json(self) -> dict:
        d = {"kind": self.kind, "level": self.level, "name": self.name}
        if self.gender:
            d["gender"] = self.gender
        return d

    @classmethod
    def from_json(cls, d) -> "SeatSpec":
        if not isinstance(d, dict):
            raise SetupError(f"not a seat: {d!r}")
        kind = d.get("kind") if d.get("kind") in ("human", "bot") else "bot"
        level = d.get("level") if isinstance(d.get("level"), str) else ""
        name = d.get("name") if isinstance(d.get("name"), str) else ""
        gender = d.get("gender") if d.get("gender") in GENDERS else ""
        return cls(kind, level or (default_level() if kind == "bot" else ""), name, gender)


@dataclass
class Setup:
    game: str
    seats: list = field(default_factory=list)      # of SeatSpec
    options: dict = field(default_factory=dict)
    seed: int | None = None                        # None: a fresh random seed at start

    @property
    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.human]

    def names(self, lang: str = "ru") -> list[str]:
        """The names to show: typed names as typed, the others the seat's default in ``lang``;
        each a ``Name`` that carries the seat's gender (``seat_gender``)."""
        return [Name(seat_name(i, s.name, lang), seat_gender(i, s)) for i, s in enumerate(self.seats)]

    def to_json(self) -> dict:
        return {"game": self.game, "seats": [s.to_json() for s in self.seats],
                "options": dict(self.options), "seed": self.seed}

    @classmethod
    def from_json(cls, d) -> "Setup":
        if not isinstance(d, dict) or not isinstance(d.get("game"), str):
            raise SetupError("not a setup")
        if not isinstance(d.get("seats") or [], list):
            raise SetupError("the seats are not a list")
        seats = [SeatSpec.from_json(x) for x in d.get("seats") or []]
        for i, s in enumerate(seats):
            # a default name written out (by an older version, or the command line) is kept
            # as "the default", so that it follows the language
            s.name = "" if is_default_name(i, s.name) else s.name.strip()
        opts = d.get("options") if isinstance(d.get("options"), dict) else {}
        seed = d.get("seed") if isinstance(d.get("seed"), int) and not isinstance(d.get("seed"), bool) else None
        return cls(d["game"], seats, opts, seed)


def is_default_name(seat: int, name: str) -> bool:
    """Whether ``name`` at ``seat`` (from 0) is not a typed one: empty, or the seat's
    default name in one of the languages."""
    name = name.strip()
    return not name or any(name == default_names(seat + 1, lang)[seat] for lang in DEFAULT_NAMES)


def seat_name(seat: int, name: str, lang: str) -> str:
    """The name shown for ``seat``: a typed name as typed, else the default in ``lang``."""
    return default_names(seat + 1, lang)[seat] if is_default_name(seat, name) else name.strip()


def seat_gender(seat: int, spec: SeatSpec) -> str:
    """A seat's gender for the phrases: as the player set it, else the default name's, else
    guessed from the typed name."""
    if spec.gender in GENDERS:
        return spec.gender
    return default_gender(seat) if is_default_name(seat, spec.name) else guess_gender(spec.name)


_PREFERRED: list = [""]           # the player's choice (Settings.bot_level), set by the program


def prefer_level(level: str) -> None:
    _PREFERRED[0] = level or ""


def default_level() -> str:
    """The level a new bot seat gets: the player's choice in the settings, else the middle
    of the menu's levels."""
    levels = list(rbots.MENU_LEVELS) or list(rbots.LEVELS)
    if _PREFERRED[0] in levels:
        return _PREFERRED[0]
    if "normal" in levels:
        return "normal"
    return levels[len(levels) // 2] if len(levels) > 1 else levels[0]


def menu_levels() -> list[str]:
    return list(rbots.MENU_LEVELS) or list(rbots.LEVELS)


def level_label(level: str, lang: str) -> str:
    lab = LEVEL_LABELS.get(level)
    if lab:
        return lab.get(lang) or lab.get("ru") or level
    return level


def check_level(level: str, game, seat: int = 0) -> None:
    """Raise SetupError if ``make_bot`` does not know ``level`` (e.g. 'ismcts@400' is
    accepted as soon as the search bot accepts it)."""
    problem = rbots.level_problem(level)       # unknown, or beyond the bounds (ismcts@N: N ≤ 100 000)
    if problem is not None:
        raise SetupError(f"bot level: {problem}")
    try:
        rbots.make_bot(level, game, seat, 0)
    except Exception as e:  # make_bot reports unknown levels with ValueError
        raise SetupError(f"unknown bot level {level!r}: {e}") from None


def parse_seats(spec: str, game, lang: str = "ru", autoplay: bool = False) -> list[SeatSpec]:
    """``human,bot:normal,bot:easy`` or a bare number (seat 0 human, the rest bots)."""
    spec = (spec or "").strip()
    names = default_names(game.max_seats, lang)
    if spec.isdigit() and not spec.isascii():     # '²', '٣': digits to Python, not a count to a user
        raise SetupError(f"the number of seats must be written with 0–9, not {spec!r}")
    if spec.isdigit():
        n = int(spec)
        if not game.min_seats <= n <= game.max_seats:
            raise SetupError(f"{game.id} is played by {game.min_seats}–{game.max_seats} seats, not {n}")
        seats = [SeatSpec("human", "", names[0])] + [SeatSpec("bot", default_level(), names[i]) for i in range(1, n)]
    else:
        seats = []
        for i, part in enumerate(p.strip() for p in spec.split(",")):
            if not part:
                raise SetupError(f"empty seat in {spec!r}")
            kind, _, level = part.partition(":")
            kind = kind.strip().lower()
            name = names[i] if i < len(names) else f"#{i + 1}"
            if kind in ("human", "h", "человек"):
                if level:
                    raise SetupError(f"a human seat takes no level: {part!r}")
                seats.append(SeatSpec("human", "", name))
            elif kind in ("bot", "b", "бот"):
                seats.append(SeatSpec("bot", level.strip() or default_level(), name))
            else:
                raise SetupError(f"seat {i + 1}: {part!r} is neither 'human' nor 'bot[:level]'")
        if not game.min_seats <= len(seats) <= game.max_seats:
            raise SetupError(f"{game.id} is played by {game.min_seats}–{game.max_seats} seats, not {len(seats)}")
    if autoplay:
        for s in seats:
            if s.human:
                s.kind, s.level = "bot", default_level()
    for i, s in enumerate(seats):
        if not s.human:
            check_level(s.level, game, i)
    return seats


def new_seed() -> int:
    return random.SystemRandom().randrange(1, 10**6)
