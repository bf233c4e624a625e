"""Sounds: synthesised, quiet, one per burst, heard when the animation of their event starts,
silent without a device or at volume 0; M mutes at the table; the volume is a setting."""
from __future__ import annotations

import io
import wave

from app.sound import PEAK, RATE, Sounds, sound_for, synthesise, wav_bytes
from rules.cards import Card
from rules.events import Event


def test_every_sound_is_short_quiet_and_a_valid_wav():
    sounds = synthesise()
    assert set(sounds) == {"card", "deal", "take", "chips", "call", "over"}
    for name, samples in sounds.items():
        assert 0 < len(samples) <= RATE * 1.2, name
        data = wav_bytes(samples)
        with wave.open(io.BytesIO(data)) as w:
            assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, RATE)
            frames = w.readframes(w.getnframes())
        pcm = memoryview(frames).cast("h")
        assert max(abs(v) for v in pcm) <= 32767 * PEAK + 1, name


def test_events_get_their_sounds():
    c = Card(6, "S")
    assert sound_for(Event("play", 0, (c,), "hand0", "table", count=1), False) == "card"
    assert sound_for(Event("take", 1, (c, c), "table", "hand1", count=2), False) == "take"
    assert sound_for(Event("deal", 1, (), None, "hand1", count=6), False) == "deal"
    assert sound_for(Event("draw", 1, (), "stock", "hand1", count=3), False) == "deal"
    assert sound_for(Event("bito", None, (c,), "table", "discard", count=1), False) == "take"
    assert sound_for(Event("chips", 1, src="player:1", dst="pot"), False) == "chips"
    assert sound_for(Event("say", 1), True) == "call" and sound_for(Event("say", 1), False) is None
    assert sound_for(Event("over", None), False) == "over"


def test_a_burst_plays_one_sound_and_volume_zero_none():
    s = Sounds(50)
    s._mixer, s._sounds = True, {"card": _Quiet(), "take": _Quiet()}
    assert s.play("card", 0) and not s.play("take", 30) and s.play("take", 100)
    assert s.played == ["card", "take"]
    s.volume = 0
    assert not s.play("card", 1000)


class _Quiet:
    def set_volume(self, v):
        self.v = v

    def play(self):
        pass


def test_the_table_sounds_with_its_animations_and_m_mutes(tmp_path):
    import pygame
    from app_driver import make_app, press, setup_for
    app = make_app(tmp_path, setup=setup_for("bot:rule,bot:rule", seed=3, game="durak_podkidnoy"), speed="fast")
    app.sounds._mixer, app.sounds._sounds = True, {n: _Quiet() for n in synthesise()}
    app.run_frames(400)
    assert "card" in app.sounds.played and len(set(app.sounds.played)) >= 2, app.sounds.played
    press(app, pygame.K_m)
    assert app.settings.muted and app.sounds.volume == 0
    n = len(app.sounds.played)
    app.run_frames(200)
    assert len(app.sounds.played) == n
    press(app, pygame.K_m)
    assert app.sounds.volume == 50
