"""Sounds of the table: a card laid, a deal, a pile taken, chips, a call, the end of a game.

Synthesised at first use with the standard library (``math``, ``array``, ``wave``: short
decaying noise for cards, bell partials for chips, a wooden knock for a call, a soft chord
for the end), so nothing ships and nothing is downloaded. Played through ``pygame.mixer``
when there is an audio device; without one (or with the volume at 0) everything here is
silent and costs nothing — the program never needs sound.

Quiet by design: the loudest sound peaks at a third of full scale, and a burst of moves
(a fast bot, the instant speed) plays at most one sound per ``GAP_MS``.
"""
from __future__ import annotations

import io
import math
import random
import wave
from array import array

RATE = 22050
GAP_MS = 70                    # the least time between two sounds
PEAK = 0.33                    # of full scale, at volume 100


def _env(n: int, attack: int, decay: float) -> list:
    return [min(1.0, i / attack) * math.exp(-i / decay) if attack else math.exp(-i / decay) for i in range(n)]


def _noise_snap(rng, ms: float, decay_ms: float, tone: float) -> list:
    """A card on cloth: filtered noise with a fast attack; ``tone`` 0..1 brightens it."""
    n = int(RATE * ms / 1000)
    env = _env(n, int(RATE * 0.002), RATE * decay_ms / 1000)
    out, lp = [], 0.0
    a = 0.15 + 0.6 * tone
    for i in range(n):
        lp += a * (rng.uniform(-1, 1) - lp)          # a one-pole low-pass: cloth, not hiss
        out.append(lp * env[i])
    return out


def _partials(freqs, ms: float, decay_ms: float, weights=None) -> list:
    n = int(RATE * ms / 1000)
    env = _env(n, int(RATE * 0.003), RATE * decay_ms / 1000)
    weights = weights or [1.0] * len(freqs)
    tw = 2 * math.pi / RATE
    return [env[i] * sum(w * math.sin(tw * f * i) for f, w in zip(freqs, weights)) / sum(weights)
            for i in range(n)]


def _mix(*parts, offsets=None) -> list:
    offsets = offsets or [0] * len(parts)
    n = max(int(RATE * o / 1000) + len(p) for p, o in zip(parts, offsets))
    out = [0.0] * n
    for p, o in zip(parts, offsets):
        start = int(RATE * o / 1000)
        for i, v in enumerate(p):
            out[start + i] += v
    return out


def synthesise() -> dict:
    """{name: mono samples in [-1, 1]} for every sound (deterministic)."""
    rng = random.Random(7)
    card = _noise_snap(rng, 90, 18, 0.55)
    return {
        "card": card,
        "deal": _noise_snap(rng, 60, 10, 0.35),
        "take": _mix(_noise_snap(rng, 80, 14, 0.45), _noise_snap(rng, 80, 14, 0.4), _noise_snap(rng, 110, 22, 0.5),
                     offsets=[0, 45, 90]),
        "chips": _mix(_partials([2637, 3951, 5274], 140, 35, [1, 0.5, 0.25]),
                      _partials([2349, 3520, 4699], 160, 40, [1, 0.5, 0.25]), offsets=[0, 55]),
        "call": _partials([196, 294, 523], 180, 45, [1, 0.6, 0.2]),
        "over": _partials([262, 330, 392, 523], 900, 260, [1, 0.8, 0.7, 0.4]),
    }


def wav_bytes(samples, peak: float = PEAK) -> bytes:
    """A mono 16-bit WAV of ``samples`` normalised to ``peak`` of full scale."""
    top = max((abs(v) for v in samples), default=0.0) or 1.0
    pcm = array("h", (int(32767 * peak * v / top) for v in samples))
    buf = io.BytesIO()
    with wave.open(buf, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(pcm.tobytes())
    return buf.getvalue()


def sound_for(event, says: bool) -> str | None:
    """The sound of an event (a viewer's copy), or None. ``says``: the game puts words in
    the seat's mouth for it (a speech bubble)."""
    k, what = event.kind, event.what
    if k == "over":
        return "over"
    if k == "chips":
        return "chips"
    if says:
        return "call"
    if what == "draw" and event.count != 1 or k == "deal":
        return "deal"                 # cards from the pack or the stock
    if what in ("take", "gather", "bito", "discard", "trick"):
        return "take"                 # a pile swept up
    if event.src and event.count:
        return "card"                 # a card laid, drawn, moved
    return None


_WAVS: dict = {}               # name -> WAV bytes, made once a process


class Sounds:
    """The program's sounds at a volume (0–100); ``play`` is safe to call anywhere."""

    def __init__(self, volume: int = 50):
        self.volume = volume
        self._mixer = None            # None: not tried yet; False: no audio
        self._sounds: dict = {}
        self._last_ms = -1e9
        self.played: list = []        # names played, for tests (the last 50)

    def prepare(self) -> None:
        """Open the mixer and make the sounds (≈ 0.2 s, once a process: done at the start so
        that the first card laid does not stall a frame)."""
        self._ready()

    def _ready(self) -> bool:
        if self._mixer is None:
            try:
                import pygame
                if not pygame.mixer.get_init():
                    pygame.mixer.init(RATE, -16, 1, 512)
                if not _WAVS:
                    _WAVS.update((name, wav_bytes(samples)) for name, samples in synthesise().items())
                self._sounds = {name: pygame.mixer.Sound(file=io.BytesIO(data)) for name, data in _WAVS.items()}
                self._mixer = pygame.mixer
            except Exception:        # no audio device, no mixer: a silent table
                self._mixer = False
        return bool(self._mixer)

    def play(self, name: str, now_ms: float) -> bool:
        if self.volume <= 0 or now_ms - self._last_ms < GAP_MS or not self._ready():
            return False
        snd = self._sounds.get(name)
        if snd is None:
            return False
        snd.set_volume(self.volume / 100)
        snd.play()
        self._last_ms = now_ms
        self.played.append(name)
        del self.played[:-50]
        return True
