"""Settings the player chose, persisted as JSON in the data folder."""
from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field

from rules.record import write_atomic

from .paths import data_dir

SPEEDS = ("slow", "normal", "fast", "instant")
LANGS = ("ru", "en")
INDICES = ("ru", "en")
FILE = "settings.json"
VOLUMES = (0, 25, 50, 75, 100)
CLOTH_NAMES = ("green", "blue", "claret", "brown")     # the colours: app/art/table.py CLOTHS
CARD_SIZES = ("normal", "large", "larger")             # app/layout/seats.py HAND_SCALES
RULE_HINTS = ("first", "on", "off")    # «Подсказки правил»: a player's first games of a game, always, never
FIRST_GAMES = 5                        # how many games "first" means
BOT_THINK = ("short", "normal", "long", "longer")   # «Время на ход ботов»: app/controllers.py THINK_TIMES
MAX_CORES = 64                         # «Ядра для ботов»: 0 is the default (all cores but one)


@dataclass
class Settings:
    lang: str = "ru"
    speed: str = "normal"
    indices: str | None = None    # None: the language's own (Т К Д В / A K Q J)
    four_colour: bool = False
    volume: int = 50              # app/sound.py VOLUMES; 0 is silent
    muted: bool = False           # M at the table
    cloth: str = "green"          # app/art/table.py CLOTHS
    card_size: str = "normal"     # the player's own hand: CARD_SIZES
    rule_hints: str = "first"     # RULE_HINTS: why a card cannot be played, what may be done now
    toured: list = field(default_factory=list)     # games whose table tour was taken (app/tour.py)
    bot_level: str = ""           # the level a new bot seat gets ("" — the middle one)
    bot_think: str = "normal"     # BOT_THINK: the time bots of the time levels (and the hint) think
    bot_cores: int = 0            # worker processes the bots think in (0: all cores but one)
    fullscreen: bool = False
    last_setup: dict = field(default_factory=dict)   # the menu's last game setup

    @classmethod
    def load(cls) -> "Settings":
        s = cls()
        try:
            raw = json.loads((data_dir() / FILE).read_text(encoding="utf-8"))
        except (OSError, ValueError, RecursionError):
            return s            # missing, unreadable or absurdly nested: defaults (never a crash)
        if not isinstance(raw, dict):
            return s
        if raw.get("lang") in LANGS:
            s.lang = raw["lang"]
        if raw.get("speed") in SPEEDS:
            s.speed = raw["speed"]
        if raw.get("indices") in INDICES or raw.get("indices") is None:
            s.indices = raw.get("indices")
        if isinstance(raw.get("four_colour"), bool):
            s.four_colour = raw["four_colour"]
        if raw.get("volume") in VOLUMES and not isinstance(raw.get("volume"), bool):
            s.volume = raw["volume"]
        if isinstance(raw.get("muted"), bool):
            s.muted = raw["muted"]
        if raw.get("cloth") in CLOTH_NAMES:
            s.cloth = raw["cloth"]
        if raw.get("card_size") in CARD_SIZES:
            s.card_size = raw["card_size"]
        if raw.get("rule_hints") in RULE_HINTS:
            s.rule_hints = raw["rule_hints"]
        if isinstance(raw.get("toured"), list):
            s.toured = [g for g in raw["toured"] if isinstance(g, str) and len(g) < 40][:200]
        if isinstance(raw.get("bot_level"), str) and len(raw["bot_level"]) < 40:
            s.bot_level = raw["bot_level"]
        if raw.get("bot_think") in BOT_THINK:
            s.bot_think = raw["bot_think"]
        cores = raw.get("bot_cores")
        if isinstance(cores, int) and not isinstance(cores, bool) and 0 <= cores <= MAX_CORES:
            s.bot_cores = cores
        if isinstance(raw.get("fullscreen"), bool):
            s.fullscreen = raw["fullscreen"]
        if isinstance(raw.get("last_setup"), dict):
            s.last_setup = raw["last_setup"]
        return s

    @property
    def sound_volume(self) -> int:
        return 0 if self.muted else self.volume

    @property
    def card_indices(self) -> str:
        return self.indices or self.lang

    def save(self) -> None:
        try:
            write_atomic(data_dir() / FILE, json.dumps(asdict(self), ensure_ascii=False, indent=1))
        except OSError:
            pass                # a read-only data folder must not stop the game
