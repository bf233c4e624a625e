"""Sounds of the table: a card laid, a deal, a pile taken, chips, a call, the end of a game.

Synthesised with the standard library (``math``, ``array``, ``wave``: short decaying noise
for cards, bell partials for chips, a wooden knock for a call, a soft chord for the end),
so nothing ships and nothing is downloaded. Made once: the WAVs are cached in the data
folder (``cache/sounds-v<SOUND_VERSION>.bin``: checked by a digest and the format on
reading, written atomically; bump SOUND_VERSION when a recipe changes). The program opens
the mixer and reads the cache after its first frame; without a cache the sounds are
synthesised in a background thread (≈ 0.3 s of CPU, once per data folder) and the table is
silent until they are ready. Played through ``pygame.mixer`` when there is an audio device;
without one (or with the volume at 0) everything here is silent and costs nothing — the
program never needs sound, and says once that it is off (the ALSA library's complaints on
a machine without sound are kept off the terminal).

Quiet by design: the loudest sound peaks at a third of full scale, and a burst of moves
(a fast bot, the instant speed) plays at most one sound per ``GAP_MS``.
"""
from __future__ import annotations

import contextlib
import hashlib
import io
import json
import math
import os
import random
import stat
import sys
import tempfile
import threading
import wave
from array import array
from pathlib import Path

RATE = 22050
GAP_MS = 70                    # the least time between two sounds
PEAK = 0.33                    # of full scale, at volume 100
NAMES = ("card", "deal", "take", "chips", "call", "over")
SOUND_VERSION = 1              # of the recipes in synthesise(): the cache's name carries it
CACHE_FOLDER = "cache"
MAX_CACHE_BYTES = 4 * 2 ** 20  # the sounds are ~70 KB: a larger file is not ours
_MAGIC = b"LOMBER-SOUNDS\n"


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


# ---------------------------------------------------------------- the cache
def cache_path(root) -> Path:
    return Path(root) / CACHE_FOLDER / f"sounds-v{SOUND_VERSION}.bin"


def _pack(wavs: dict) -> bytes:
    head = {"version": SOUND_VERSION, "rate": RATE, "peak": PEAK,
            "sounds": [[name, len(wavs[name])] for name in NAMES]}
    payload = json.dumps(head).encode() + b"\n" + b"".join(wavs[name] for name in NAMES)
    return _MAGIC + hashlib.sha256(payload).digest() + payload


def _unpack(data: bytes) -> dict | None:
    """The WAVs of a cache file's bytes; None if anything at all is wrong with them."""
    try:
        if not data.startswith(_MAGIC):
            return None
        digest, payload = data[len(_MAGIC):len(_MAGIC) + 32], data[len(_MAGIC) + 32:]
        if hashlib.sha256(payload).digest() != digest:
            return None
        line, _, body = payload.partition(b"\n")
        head = json.loads(line)
        if (head.get("version"), head.get("rate"), head.get("peak")) != (SOUND_VERSION, RATE, PEAK):
            return None
        sizes = head.get("sounds")
        if [n for n, _ in sizes] != list(NAMES) or sum(k for _, k in sizes) != len(body):
            return None
        out, at = {}, 0
        for name, k in sizes:
            wav = body[at:at + k]
            at += k
            with wave.open(io.BytesIO(wav)) as w:
                if (w.getnchannels(), w.getsampwidth(), w.getframerate()) != (1, 2, RATE):
                    return None
                if not 0 < w.getnframes() <= RATE * 2 or len(w.readframes(w.getnframes())) != 2 * w.getnframes():
                    return None
            out[name] = wav
        return out
    except Exception:  # noqa: BLE001 — a damaged or foreign file: synthesise again
        return None


def read_cache(root) -> dict | None:
    """The cached WAVs of the data folder ``root``, if the file is there and sound."""
    if root is None:
        return None
    flags = os.O_RDONLY | getattr(os, "O_BINARY", 0) | getattr(os, "O_NONBLOCK", 0)
    try:
        fd = os.open(cache_path(root), flags)
    except OSError:
        return None
    try:
        with os.fdopen(fd, "rb") as f:
            if not stat.S_ISREG(os.fstat(f.fileno()).st_mode):
                return None
            data = f.read(MAX_CACHE_BYTES + 1)
    except OSError:
        return None
    return _unpack(data) if len(data) <= MAX_CACHE_BYTES else None


def write_cache(root, wavs: dict) -> bool:
    """Keep the WAVs in the data folder: a temporary file beside the cache, flushed, then
    renamed over it (a kill leaves the old file or the new, never half of one). Never raises."""
    if root is None:
        return False
    path = cache_path(root)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        for old in path.parent.glob(".tmp-sounds-*"):      # what a kill during a write left
            with contextlib.suppress(OSError):
                old.unlink()
        fd, tmp = tempfile.mkstemp(prefix=".tmp-sounds-", suffix=".bin", dir=path.parent)
        try:
            with os.fdopen(fd, "wb") as f:
                f.write(_pack(wavs))
                f.flush()
                os.fsync(f.fileno())
            os.replace(tmp, path)
        except BaseException:
            with contextlib.suppress(OSError):
                os.unlink(tmp)
            raise
        return True
    except Exception:  # noqa: BLE001 — a read-only or full disk: the sounds are made again next time
        return False


def make_wavs(root=None) -> dict:
    """The WAVs of every sound: from the cache of the data folder ``root`` when it is sound,
    else synthesised and cached there."""
    wavs = read_cache(root)
    if wavs is None:
        wavs = {name: wav_bytes(samples) for name, samples in synthesise().items()}
        write_cache(root, wavs)
    return wavs


@contextlib.contextmanager
def quiet_stderr():
    """The process's C-level stderr sent to nowhere for a moment: the audio libraries print
    their complaints there (eight lines of ALSA errors on a machine without sound)."""
    try:
        sys.stderr.flush()
    except (AttributeError, OSError, ValueError):
        pass
    saved = None
    try:
        saved = os.dup(2)
        null = os.open(os.devnull, os.O_WRONLY)
        try:
            os.dup2(null, 2)
        finally:
            os.close(null)
    except OSError:                    # no stderr to quiet (a windowed build): nothing to do
        if saved is not None:
            os.close(saved)
        saved = None
    try:
        yield
    finally:
        if saved is not None:
            os.dup2(saved, 2)
            os.close(saved)


def open_mixer():
    """``pygame.mixer`` opened for the sounds, or None where there is no audio (quietly)."""
    try:
        import pygame
        if not pygame.mixer.get_init():
            with quiet_stderr():
                pygame.mixer.init(RATE, -16, 1, 512)
        return pygame.mixer
    except Exception:  # noqa: BLE001 — no audio device, no mixer: a silent table
        return None


_WAVS: dict = {}               # name -> WAV bytes, made once a process
_MAKING: list = []             # the thread making them, while it runs


def _make_in_background(root) -> None:
    def work():
        try:
            _WAVS.update(make_wavs(root))
        finally:
            _MAKING.clear()
    t = threading.Thread(target=work, name="lomber-sounds", daemon=True)
    _MAKING.append(t)
    t.start()


class Sounds:
    """The program's sounds at a volume (0–100); ``play`` is safe to call anywhere."""

    def __init__(self, volume: int = 50, root=None):
        self.volume = volume
        self.root = root              # the data folder (its cache/): None, no cache
        self._mixer = None            # None: not tried yet; False: no audio
        self._sounds: dict = {}
        self._last_ms = -1e9
        self.played: list = []        # names played, for tests (the last 50)
        self.off: str | None = None   # why the table is silent, once known ("no audio device")

    def prepare(self, background: bool = True) -> None:
        """Open the mixer and get the sounds: from the cache (a few ms), else synthesised in a
        background thread (``background``) so that no frame waits for them. The program calls
        it after its first frame."""
        if self._mixer is not None:
            return
        mixer = open_mixer()
        if mixer is None:
            self._mixer = False
            self.off = "no audio device"
            return
        self._mixer = mixer
        if len(_WAVS) < len(NAMES) and not _MAKING:
            cached = read_cache(self.root)
            if cached is not None:
                _WAVS.update(cached)
            elif background:
                _make_in_background(self.root)
            else:
                _WAVS.update(make_wavs(self.root))

    @property
    def ready(self) -> bool:
        return bool(self._mixer) and bool(self._sounds or len(_WAVS) >= len(NAMES))

    def _ready(self) -> bool:
        if self._mixer is None:
            self.prepare()
        if not self._mixer:
            return False
        if not self._sounds:
            if len(_WAVS) < len(NAMES):
                return False          # still being made: silent till then
            try:
                self._sounds = {name: self._mixer.Sound(file=io.BytesIO(data)) for name, data in _WAVS.items()}
            except Exception:  # noqa: BLE001 — the mixer refused them: a silent table
                self._mixer = False
                self.off = "the sounds could not be loaded"
                return False
        return True

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
