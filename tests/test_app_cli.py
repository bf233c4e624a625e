"""The ``lomber`` / ``python -m app`` command line, run headless in subprocesses."""
from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from app.cli import build_parser
from app.setup import SetupError, default_level, parse_seats
from rules import get_game

PNG = b"\x89PNG\r\n\x1a\n"


def _run(args, tmp_path, timeout=240):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", LOMBER_DATA_DIR=str(tmp_path / "data"))
    return subprocess.run([sys.executable, "-m", "app", *args], env=env, cwd=tmp_path, capture_output=True,
                          text=True, timeout=timeout)


def _stats(stdout: str) -> dict:
    lines = [ln for ln in stdout.splitlines() if ln.strip()]
    assert len(lines) == 1, f"--stats must print one line, got {lines!r}"
    data = json.loads(lines[0])
    for key in ("frames", "p50_ms", "p99_ms", "max_ms"):
        assert key in data
    assert data["frames"] > 10 and 0 < data["p50_ms"] <= data["p99_ms"] <= data["max_ms"]
    return data


def test_autoplay_to_the_end_with_screenshot_and_stats(tmp_path):
    # the issue's example with quick bots and instant animation (the exact example is a slow test)
    quick = ",".join(["bot:rule", "bot:easy"] * 3)        # the default level searches for 0.2 s a move
    r = _run(["--game", "priyom", "--seats", quick, "--autoplay", "--exit-when-over", "--speed", "instant",
              "--screenshot", "end.png", "--seed", "3", "--stats", "--lang", "en"], tmp_path)
    assert r.returncode == 0, r.stderr
    png = (tmp_path / "end.png").read_bytes()
    assert png.startswith(PNG) and len(png) > 20_000
    _stats(r.stdout)
    assert not list((tmp_path / "data" / "saves").glob("*.json"))      # a finished game leaves no save


@pytest.mark.slow
def test_the_issue_example_exactly(tmp_path):
    r = _run(["--game", "priyom", "--seats", "6", "--autoplay", "--exit-when-over", "--speed", "fast",
              "--screenshot", "end.png", "--seed", "3"], tmp_path, timeout=900)
    assert r.returncode == 0, r.stderr
    assert (tmp_path / "end.png").read_bytes().startswith(PNG)


def test_version_and_errors(tmp_path):
    r = _run(["--version"], tmp_path)
    assert r.returncode == 0 and "lomber" in r.stdout
    r = _run(["--game", "nosuchgame"], tmp_path)
    assert r.returncode == 2 and "nosuchgame" in r.stderr
    r = _run(["--game", "priyom", "--seats", "human,bot:genius"], tmp_path)
    assert r.returncode == 2 and "genius" in r.stderr
    r = _run(["--game", "priyom", "--seats", "16"], tmp_path)
    assert r.returncode == 2 and "16" in r.stderr
    r = _run(["--game", "priyom", "--option", "deck=40"], tmp_path)
    assert r.returncode == 2 and "deck" in r.stderr
    r = _run(["--size", "huge"], tmp_path)
    assert r.returncode == 2


def test_options_parse():
    args = build_parser().parse_args(["--game", "priyom", "--seats", "human,bot:easy", "--seed", "4",
                                      "--option", "deck=52", "--size", "1920x1080", "--lang", "en",
                                      "--speed", "slow", "--stats", "--autoplay", "--exit-when-over",
                                      "--screenshot", "x.png"])
    assert args.size == (1920, 1080) and args.option == ["deck=52"] and args.speed == "slow"


def test_seat_specs():
    game = get_game("priyom")
    seats = parse_seats("human,bot:easy,bot", game)
    assert [s.kind for s in seats] == ["human", "bot", "bot"]
    assert seats[1].level == "easy" and seats[2].level == default_level()
    assert [s.name for s in seats] == ["Анна", "Борис", "Вера"]
    seats = parse_seats("5", game, "en")
    assert len(seats) == 5 and seats[0].human and not any(s.human for s in seats[1:])
    assert seats[0].name == "Anna"
    assert not any(s.human for s in parse_seats("3", game, autoplay=True))
    assert parse_seats("bot:ismcts@50,human", game)[0].level == "ismcts@50"
    for bad in ("1", "human,bot:nope", "robot,human", "human,,bot", "human:strong,bot"):
        with pytest.raises(SetupError):
            parse_seats(bad, game)
