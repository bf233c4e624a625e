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


ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def _run(args, tmp_path, timeout=240):
    # this checkout's code, not an installed copy (the process runs in tmp_path)
    path = os.pathsep.join(filter(None, [ROOT, os.environ.get("PYTHONPATH")]))
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", LOMBER_DATA_DIR=str(tmp_path / "data"),
               PYTHONPATH=path)
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


# ------------------------------------------------------------------ bad input: one line, exit code 2
BAD_COMMAND_LINES = [
    (["--game", "durak_podkidnoy", "--seats", "3", "--option", "teams=2x2"], "teams"),
    (["--game", "durak_podkidnoy", "--seats", "3", "--option", "teams=3x3"], "teams"),
    (["--game", "durak_podkidnoy", "--seats", "2", "--option", "dealer=5"], "dealer"),
    (["--game", "priyom", "--seats", "²"], "²"),
    (["--game", "priyom", "--seats", "٣"], "٣"),          # an Arabic-Indic 3: not taken as 3
    (["--game", "priyom", "--seats", "bot:ismcts@٣,human"], "ismcts"),
    (["--game", "priyom", "--seats", ""], "seat"),
    (["--game", "priyom", "--seats", "-3"], "-3"),
    (["--game", "", "--seats", "3"], "no game"),
    (["--game", "nosuchgame"], "nosuchgame"),
    (["--game", "priyom", "--option", "deck"], "key=value"),
    (["--game", "priyom", "--option", "=3"], "option"),
    (["--game", "priyom", "--option", "deck=٣٦"], "deck"),
    (["--size", "100000x100000"], "7680x4320"),
    (["--size", "100x100"], "800x480"),
    (["--size", "1280x"], "WxH"),
    (["--size", "１２８０x720"], "WxH"),                   # full-width digits
    (["--seed", "3"], "need --game"),
    (["--game", "priyom", "--seed", "-5"], "seed"),
    (["--game", "priyom", "--seed", "9" * 40], "seed"),
    (["--game", "priyom", "--seed", "²"], "seed"),
    (["--game", "priyom", "--seed", ""], "seed"),
    (["--lang", "xx"], "--lang"),
    (["--speed", "warp"], "--speed"),
    (["--frobnicate"], "frobnicate"),
]


def _one_line_error(capsys, argv, monkeypatch):
    import app.main
    monkeypatch.setattr(app.main, "App", lambda *a, **k: pytest.fail(f"{argv}: the program started"))
    from app.cli import main
    try:
        code = main(argv)
    except SystemExit as e:
        code = e.code
    out, err = capsys.readouterr()
    lines = [ln for ln in err.splitlines() if ln.strip()]
    assert code == 2, f"{argv}: exit code {code}"
    assert len(lines) == 1 and lines[0].startswith("lomber: error: "), f"{argv}: {err!r}"
    assert "Traceback" not in err and not out.strip()
    return lines[0]


@pytest.mark.parametrize("argv,word", BAD_COMMAND_LINES, ids=lambda x: " ".join(x) if isinstance(x, list) else "")
def test_bad_command_line_is_one_line_and_exit_code_2(capsys, monkeypatch, argv, word):
    assert word in _one_line_error(capsys, argv, monkeypatch)


def test_bad_screenshot_paths(capsys, monkeypatch, tmp_path):
    base = ["--game", "priyom", "--seats", "2", "--screenshot"]
    assert "folder" in _one_line_error(capsys, base + [str(tmp_path)], monkeypatch)
    (tmp_path / "a_file").write_text("x")
    assert "not a folder" in _one_line_error(capsys, base + [str(tmp_path / "a_file" / "end.png")], monkeypatch)
    assert "file name" in _one_line_error(capsys, base + [""], monkeypatch)
    assert "cannot write" in _one_line_error(capsys, base + ["/proc/no/such/end.png"], monkeypatch)
    if os.geteuid() != 0:          # root writes anywhere: the mode bits cannot refuse him
        locked = tmp_path / "locked"
        locked.mkdir(mode=0o500)
        assert "cannot write" in _one_line_error(capsys, base + [str(locked / "end.png")], monkeypatch)


def test_the_issues_bad_command_lines_end_cleanly_in_a_real_process(tmp_path):
    """The cases of issue 11 item 5 run as a user runs them: exit code 2, one line, no traceback."""
    for argv in (["--game", "durak_podkidnoy", "--seats", "3", "--option", "teams=2x2"],
                 ["--game", "durak_podkidnoy", "--seats", "2", "--option", "dealer=5"],
                 ["--game", "priyom", "--seats", "²"], ["--game", "priyom", "--seats", "٣"],
                 ["--size", "100000x100000"], ["--game", "priyom", "--seats", "2", "--screenshot", str(tmp_path)]):
        r = _run(argv, tmp_path, timeout=60)
        lines = [ln for ln in r.stderr.splitlines() if ln.strip()]
        assert r.returncode == 2 and len(lines) == 1 and "Traceback" not in r.stderr, (argv, r.stderr)


def test_the_version_is_written_in_one_place():
    import re
    from pathlib import Path

    import app
    import rules
    assert app.__version__ == rules.__version__
    root = Path(ROOT)
    literal = re.compile(r"^__version__\s*=", re.M)
    holders = sorted(str(p.relative_to(root)) for d in ("app", "rules") for p in (root / d).rglob("*.py")
                     if literal.search(p.read_text(encoding="utf-8")))
    assert holders == ["rules/__init__.py"], holders


def test_pyproject_takes_the_version_from_rules():
    import rules
    tomllib = pytest.importorskip("tomllib", reason="tomllib is in the standard library from Python 3.11")
    with open(os.path.join(ROOT, "pyproject.toml"), "rb") as f:
        project = tomllib.load(f)
    if "version" in project["project"].get("dynamic", []):
        assert project["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "rules.__version__"}
    else:           # still written in pyproject too: then it must say the same
        assert project["project"]["version"] == rules.__version__
