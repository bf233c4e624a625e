"""Bounds (issue 29, item 6): no bot level and no file named on the command line can keep
the program waiting for ever.

* ``ismcts@N`` / ``mo@N`` take N from 1 to ``MAX_ITERATIONS``: a larger N is refused on the
  command line in one line (exit code 2); a save that carries one (saved before the bound)
  loads with the level capped, and the table's log says so;
* every search decision stops at ``MAX_THINK_MS`` of thinking whatever its budget (a safety
  bound in the bot: the table plays on even with the largest level);
* ``--replay`` refuses what is not a regular file (/dev/zero, a pipe, a folder) and a file
  over the size cap, without reading it to the end; so do the saves' read paths."""
from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from rules import get_game
from rules.bots import MAX_ITERATIONS, MAX_THINK_MS, cap_level, is_level, level_problem, make_bot
from rules.bots import base as bots_base

ROOT = Path(__file__).resolve().parents[1]
HUGE = "99999999999999999999"


def _lomber(*argv, timeout=60, data=None):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    if data is not None:
        env["LOMBER_DATA_DIR"] = str(data)
    return subprocess.run([sys.executable, "-m", "app", *argv], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=timeout)


# ---------------------------------------------------------------- the levels
def test_search_levels_take_n_up_to_the_bound():
    assert is_level(f"ismcts@{MAX_ITERATIONS}") and is_level(f"mo@{MAX_ITERATIONS}")
    for bad in (f"ismcts@{MAX_ITERATIONS + 1}", f"mo@{HUGE}", "ismcts@" + "9" * 5000, "ismcts@0", "mo@000"):
        assert not is_level(bad), bad                       # and never an error: 5000 digits are not read as an int
        with pytest.raises(ValueError):
            make_bot(bad, get_game("priyom"), 0)
    assert "100 000" in level_problem(f"ismcts@{HUGE}")
    assert len(level_problem("ismcts@" + "9" * 5000)) < 200     # the message stays one short line
    assert level_problem("normal") is None and level_problem("ismcts@01") is None
    assert cap_level(f"ismcts@{HUGE}") == f"ismcts@{MAX_ITERATIONS}"
    assert cap_level("mo@" + "9" * 5000) == f"mo@{MAX_ITERATIONS}"
    assert cap_level("ismcts@40") == "ismcts@40" and cap_level("bogus") == "bogus"


def test_a_decision_stops_at_the_time_bound_whatever_the_budget():
    game = get_game("durak_podkidnoy")
    state = game.start(2, 3)
    view = state.view(state.to_move)
    assert MAX_THINK_MS <= 30_000
    bot = make_bot(f"ismcts@{MAX_ITERATIONS}", game, view.seat, 1)
    assert bot.iterations == MAX_ITERATIONS and bot.max_ms == MAX_THINK_MS
    bot.max_ms = 150.0                                  # the bound, shortened for the test
    t0 = time.perf_counter()
    action = bot.decide(view)
    assert time.perf_counter() - t0 < 5.0 and bot.capped and action in view.legal
    assert 0 < bot.done_iterations < MAX_ITERATIONS
    # a time budget above the bound is held to it; a small iteration budget is not capped
    assert make_bot("normal", game, view.seat, 1).max_ms == MAX_THINK_MS
    small = make_bot("ismcts@5", game, view.seat, 1)
    small.decide(view)
    assert not small.capped


# ---------------------------------------------------------------- the command line
def test_the_command_line_refuses_a_huge_level_in_one_line(tmp_path):
    for spec in (f"bot:ismcts@{HUGE},human", "human,bot:mo@" + "9" * 5000):
        r = _lomber("--game", "priyom", "--seats", spec, timeout=60, data=tmp_path)
        assert r.returncode == 2, r.stderr
        lines = r.stderr.strip().splitlines()
        assert len(lines) == 1 and "100 000" in lines[0] and len(lines[0]) < 200, r.stderr


def test_replay_refuses_what_is_not_a_regular_file_and_a_huge_file(tmp_path):
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    big = tmp_path / "big.json"
    with open(big, "wb") as f:
        f.truncate(9 * 2 ** 20)                          # a sparse file: larger than any record
    cases = [("/dev/zero", "regular file"), (str(fifo), "regular file"), (str(tmp_path), ""),
             (str(big), "too large")]
    for path, words in cases:
        t0 = time.monotonic()
        r = _lomber("--replay", path, timeout=30, data=tmp_path / "data")
        assert r.returncode == 2 and time.monotonic() - t0 < 30, (path, r.stderr)
        lines = r.stderr.strip().splitlines()
        assert len(lines) == 1 and lines[0].startswith("lomber: error:") and words in lines[0], (path, r.stderr)


def test_the_saves_read_path_refuses_a_pipe_and_a_device(tmp_path):
    from app.replays import load
    from app.saves import SaveError, Saves, read_bytes
    with pytest.raises(SaveError, match="regular file"):
        read_bytes("/dev/zero", 1000)
    with pytest.raises(SaveError, match="too large"):
        p = tmp_path / "x.json"
        p.write_bytes(b"{" * 2000)
        read_bytes(p, 1000)
    with pytest.raises(SaveError, match="regular file"):
        load("/dev/zero")
    saves = Saves(tmp_path)
    saves.startup()
    os.mkfifo(saves.folder / "20250101-000000-abcdef.json")     # a pipe where a save should be
    assert saves.scan() == []                                   # neither hangs nor lists it
    assert saves.take_problems()


# ---------------------------------------------------------------- a save with a huge level
def _save_with_level(tmp_path, level, game_id="durak_podkidnoy", bot_first=True):
    from app.saves import Saves
    from app.setup import SeatSpec, Setup
    game = get_game(game_id)
    for seed in range(1, 60):
        state = game.start(2, seed)
        if (state.to_move == 1) == bot_first:
            break
    setup = Setup(game_id, [SeatSpec("human", "", ""), SeatSpec("bot", level, "")],
                  dict(state.options), state.seed)
    saves = Saves(tmp_path)
    saves.startup()
    saves.slot().write(state, setup)
    return saves


def test_a_save_with_a_huge_level_loads_capped_and_says_so(tmp_path, monkeypatch, capsys):
    from app_driver import click_widget, make_app, run_until, scene_name
    monkeypatch.setattr(bots_base, "MAX_THINK_MS", 300.0)       # the bound, shortened for the test
    _save_with_level(tmp_path, f"ismcts@{HUGE}")
    app = make_app(tmp_path, speed="fast")
    assert scene_name(app) == "MenuScene" and app.scene.saved
    assert app.scene.saved[0].setup.seats[1].level == f"ismcts@{MAX_ITERATIONS}"     # the list shows it capped
    click_widget(app, "continue")
    assert scene_name(app) == "TableScene"
    session = app.scene.session
    assert session.setup.seats[1].level == f"ismcts@{MAX_ITERATIONS}"
    assert any("100000" in line and "2" in line for line in session.log), session.log[-3:]
    assert "plays as" in capsys.readouterr().err
    bot = session.controllers[1].bot
    assert bot.iterations == MAX_ITERATIONS and bot.max_ms == 300.0
    # the bot answers at the time bound: the game goes on
    moves = len(session.state.history)
    assert run_until(app, lambda: len(session.state.history) > moves, 3000), "the bot never moved"
    # the save now carries the capped level
    app2 = make_app(tmp_path)
    assert app2.scene.saved[0].setup.seats[1].level == f"ismcts@{MAX_ITERATIONS}"


def test_a_save_with_an_unknown_level_plays_at_the_default_one(tmp_path):
    from app.saves import Saves
    saves = _save_with_level(tmp_path, "grandmaster", bot_first=False)
    r = saves.load(saves.scan()[0].id)
    assert r.setup.seats[1].level == "normal"
    assert r.meta["levels_bounded"] == [(1, "grandmaster", "normal", "unknown")]
    assert isinstance(saves, Saves)
