"""The start (issue 29, item 7; issue 28, item 9): the menu's first frame does not wait for the
sounds — they are read from a cache in the data folder after it (checked, written atomically,
versioned), or synthesised in a background thread the first time; a machine without sound
gets no ALSA noise on the terminal, one line saying sound is off, and one line in the table's
log. ``python -m app --first-frame-time`` (and tools/first_frame.py, the median of runs)
measures the start."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

import app.sound as sound
from app.sound import NAMES, Sounds, cache_path, read_cache, write_cache

ROOT = Path(__file__).resolve().parents[1]


def _wait_ready(s: Sounds, seconds: float = 60.0) -> bool:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if s._ready():
            return True
        time.sleep(0.02)
    return False


@pytest.fixture
def no_wavs(monkeypatch):
    """A process that has not made its sounds yet (they are kept once a process)."""
    monkeypatch.setattr(sound, "_WAVS", {})
    monkeypatch.setattr(sound, "_MAKING", [])


def test_the_first_frame_does_not_wait_for_the_sounds(tmp_path, monkeypatch, no_wavs):
    from app.main import App
    from app_driver import make_app
    order = []
    real_synth, real_after = sound.synthesise, App._after_first_frame

    def synth():
        order.append("synthesise")
        return real_synth()

    def after(self):
        order.append("first frame")
        return real_after(self)
    monkeypatch.setattr(sound, "synthesise", synth)
    monkeypatch.setattr(App, "_after_first_frame", after)
    app = make_app(tmp_path)          # builds the App and draws one frame
    assert app.frames == 1
    assert _wait_ready(app.sounds), "the sounds never became ready"
    assert order == ["first frame", "synthesise"], order
    # ... and kept in the data folder, where the next start reads them
    for _ in range(200):
        if cache_path(tmp_path).exists():
            break
        time.sleep(0.02)
    assert read_cache(tmp_path) is not None
    sound._WAVS.clear()
    app2 = make_app(tmp_path)
    assert app2.sounds.ready and order.count("synthesise") == 1, "the cache was not used"


def test_the_cache_is_checked_and_rewritten_when_bad(tmp_path, no_wavs):
    wavs = {name: sound.wav_bytes(samples) for name, samples in sound.synthesise().items()}
    assert write_cache(tmp_path, wavs) and read_cache(tmp_path) == wavs
    path = cache_path(tmp_path)
    assert f"v{sound.SOUND_VERSION}" in path.name            # versioned: a new recipe, a new file
    good = path.read_bytes()
    for bad in (good[:-1], good[:40] + bytes([good[40] ^ 1]) + good[41:], b"", b"x" * 100,
                good.replace(b'"version": 1', b'"version": 9')):
        path.write_bytes(bad)
        assert read_cache(tmp_path) is None
    # a bad cache is made again and replaced (atomically: no temporary file is left)
    assert sound.make_wavs(tmp_path) == wavs
    assert path.read_bytes() == good
    assert not list(path.parent.glob(".tmp-*"))
    # a folder where the cache should be, or an unwritable place: no error, just no cache
    path.unlink()
    path.mkdir()
    assert read_cache(tmp_path) is None and sound.make_wavs(tmp_path) == wavs


def test_sounds_are_silent_until_ready_then_play(no_wavs, tmp_path):
    s = Sounds(50, root=tmp_path)
    s._mixer = _FakeMixer()           # a mixer, with no sounds yet
    sound._MAKING.append(object())    # being made in the background
    assert not s.play("card", 0)
    sound._MAKING.clear()
    sound._WAVS.update({n: b"RIFF" for n in NAMES})
    assert s.play("card", 1000) and s.played == ["card"]


class _FakeMixer:
    class Sound:
        def __init__(self, file):
            pass

        def set_volume(self, v):
            pass

        def play(self):
            pass


def _run_app(argv, env_extra, tmp_path, timeout=120):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1",
               LOMBER_DATA_DIR=str(tmp_path), **env_extra)
    return subprocess.run([sys.executable, "-m", "app", *argv], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=timeout)


def _alsa_without_device() -> bool:
    """This machine's ALSA has no card (the case the issue saw), so opening it fails noisily."""
    probe = ("import os,pygame\ntry:\n pygame.mixer.init()\n print('open')\nexcept Exception:\n print('none')")
    env = dict(os.environ, SDL_AUDIODRIVER="alsa", PYGAME_HIDE_SUPPORT_PROMPT="1")
    r = subprocess.run([sys.executable, "-c", probe], env=env, capture_output=True, text=True, timeout=60)
    return r.stdout.strip().endswith("none") and "ALSA lib" in r.stderr


def test_no_alsa_noise_and_one_line_that_sound_is_off(tmp_path):
    if not _alsa_without_device():
        pytest.skip("needs ALSA without a sound card (a machine with sound opens it)")
    r = _run_app(["--game", "durak_podkidnoy", "--seats", "bot:rule,bot:rule", "--seed", "3",
                  "--autoplay", "--exit-when-over", "--speed", "instant"], {"SDL_AUDIODRIVER": "alsa"}, tmp_path)
    assert r.returncode == 0, r.stderr
    assert "ALSA" not in r.stderr, r.stderr
    assert r.stderr.count("sound is off") == 1, r.stderr


def test_the_table_log_says_once_that_sound_is_off(tmp_path, monkeypatch):
    from app_driver import make_app, setup_for
    monkeypatch.setattr(sound, "open_mixer", lambda: None)          # no audio device
    app = make_app(tmp_path, setup=setup_for("human,bot:rule", seed=3, game="durak_podkidnoy"))
    log = app.scene.session.log
    assert sum(line == app.t("sound_off") for line in log) == 1, log
    assert not app.sounds.play("card", 10_000)
    # said once a run: the next game's log does not repeat it
    app.start_game(setup_for("human,bot:rule", seed=4, game="durak_podkidnoy"))
    app.run_frames(2)
    assert app.t("sound_off") not in app.scene.session.log


def test_first_frame_time_is_printed_and_the_program_ends(tmp_path):
    r = _run_app(["--first-frame-time"], {"SDL_AUDIODRIVER": "dummy"}, tmp_path, timeout=120)
    assert r.returncode == 0, r.stderr
    d = json.loads([x for x in r.stdout.splitlines() if x.startswith("{")][-1])
    assert d["first_frame_monotonic"] <= time.monotonic() and 0 < d["cpu_s"] < 60
