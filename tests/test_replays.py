"""Replays: a finished game is kept as its record and watched move by move — forward
(animated), back, to any move, with any seat's eyes or every hand open at the end; opened
from the results, from a file on the command line or dropped on the window."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from app import replays
from app_driver import click_widget, make_app, post, press, run_until, scene_name, setup_for

ROOT = Path(__file__).resolve().parent.parent


def _finish(tmp_path, game="durak_prostoy", spec="bot:rule,bot:random", seed=4):
    app = make_app(tmp_path, setup=setup_for(spec, seed=seed, game=game))
    assert run_until(app, lambda: scene_name(app) == "ResultsScene", 30000)
    return app


def test_a_finished_game_is_kept_and_watched_from_the_results(tmp_path):
    app = _finish(tmp_path)
    final = app.scene.session.state
    kept = replays.recent(tmp_path)
    assert len(kept) == 1
    state, setup = replays.load(kept[0])
    assert state.history == final.history and setup.game == "durak_prostoy"
    results = app.scene
    click_widget(app, "replay", frames=2)
    rp = app.scene
    assert scene_name(app) == "ReplayScene" and rp.at == 0 and rp.length == len(final.history)
    press(app, pygame.K_RIGHT, frames=60)
    press(app, pygame.K_RIGHT, frames=60)
    assert rp.at == 2 and rp.state.history == final.history[:2]
    assert rp.session.log and rp.view == rp.state.view(rp.viewer)
    press(app, pygame.K_LEFT, frames=2)
    assert rp.at == 1
    press(app, pygame.K_END, frames=2)
    assert rp.at == rp.length and rp.state.over
    assert rp.state.view(None) == final.view(None)
    press(app, pygame.K_o, frames=2)                    # every hand open at the end
    for s in range(rp.state.seats):
        assert rp.view.zones[f"hand{s}"] == final.view(s).zones[f"hand{s}"]
    press(app, pygame.K_2, frames=2)
    assert rp.viewer == 1 and not rp.open_hands
    press(app, pygame.K_HOME, frames=2)
    assert rp.at == 0
    press(app, pygame.K_p)
    assert run_until(app, lambda: rp.at >= 3, 3000)    # playing by itself
    press(app, pygame.K_ESCAPE, frames=2)
    assert app.scene is results


def test_only_the_last_fifty_are_kept(tmp_path, monkeypatch):
    from rules import get_game
    from app.setup import Setup, parse_seats
    g = get_game("durak_prostoy")
    st = g.start(2, 1)
    setup = Setup(g.id, parse_seats("bot:rule,bot:rule", g, "ru"), dict(st.options), 1)
    monkeypatch.setattr(replays, "KEEP", 5)
    stamps = iter(f"20260101-00000{k}" for k in range(9))        # one game a second
    monkeypatch.setattr(replays.time, "strftime", lambda fmt: next(stamps))
    for _ in range(8):
        assert replays.keep(st, setup, tmp_path) is not None
    kept = replays.recent(tmp_path)
    assert len(kept) == 5 and kept[0].name.startswith("20260101-000007") and kept[-1].name.startswith("20260101-000003")


def test_a_record_opens_from_the_command_line_and_a_bad_one_is_refused(tmp_path):
    app = _finish(tmp_path)
    path = replays.recent(tmp_path)[0]
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": 2, "game": "durak_prostoy"', encoding="utf-8")
    env = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "LOMBER_DATA_DIR": str(tmp_path),
           "PATH": "/usr/bin:/bin"}
    r = subprocess.run([sys.executable, "-m", "app", "--replay", str(bad)], cwd=ROOT, env=env,
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 2 and "cannot open the replay" in r.stderr and r.stderr.count("\n") == 1
    from app.main import App, LaunchOptions
    from app.replays import load
    app2 = App(LaunchOptions(replay=load(path)))
    assert scene_name(app2) == "ReplayScene" and app2.scene.length == len(load(path)[0].history)
    del app, app2


def test_a_file_dropped_on_the_window_opens_or_says_why_not(tmp_path):
    app = _finish(tmp_path)
    path = replays.recent(tmp_path)[0]
    click_widget(app, "to_menu", frames=2)
    post(pygame.DROPFILE, file=str(path))
    app.run_frames(2)
    assert scene_name(app) == "ReplayScene"
    junk = tmp_path / "junk.json"
    junk.write_bytes(b"\xff\xfe not a record")
    post(pygame.DROPFILE, file=str(junk))
    app.run_frames(2)
    assert scene_name(app) == "MenuScene" and app.scene.message


def test_the_recent_games_list_from_the_statistics_watches_and_deletes(tmp_path):
    app = _finish(tmp_path)
    click_widget(app, "to_menu", frames=2)
    click_widget(app, "stats", frames=2)
    over = app.scene.statistics
    from app_driver import click
    click(app, over.btn_recent.rect.center, frames=2)
    menu = app.scene
    assert menu.statistics is None and type(menu.saved_list).__name__ == "RecentGamesOverlay"
    entries = list(menu.saved_list.entries)
    assert len(entries) == 1 and entries[0].game == "durak_prostoy"
    press(app, pygame.K_RETURN, frames=2)
    assert scene_name(app) == "ReplayScene" and app.scene.length == entries[0].moves
    press(app, pygame.K_ESCAPE, frames=2)
    assert scene_name(app) == "MenuScene"
    app.scene.open_recent()
    lst = app.scene.saved_list
    press(app, pygame.K_DELETE)
    press(app, pygame.K_RETURN)
    assert not replays.recent(tmp_path) and lst.closed


OLD = ROOT / "tests" / "data" / "replays_v2"


@pytest.mark.parametrize("name", sorted(p.name for p in OLD.glob("*.json") if p.name != "expected.json"))
def test_replays_from_an_older_version_keep_loading(name):
    """Replays written by save format 2 (tests/data/replays_v2) load and replay to the same
    end: the same number of moves, the same result, the same table for a spectator."""
    want = json.loads((OLD / "expected.json").read_text(encoding="utf-8"))[name]
    state, setup = replays.load(OLD / name)
    assert setup.game == want["game"] == state.game.id and state.over
    assert len(state.history) == want["actions"]
    assert state.result().to_json() == want["result"]
    seen = {n: [c.code if c is not None else None for c in z.cards] for n, z in sorted(state.view(None).zones.items())}
    assert seen == want["public_zones"]


def test_the_replay_jumps_deal_by_deal_and_by_its_time_line(tmp_path):
    """[ and ] go to the start of the previous / next deal; a click on the time line goes
    straight to that share of the game (a two-deal Лентюрлю match of tests/data/replays_v2)."""
    state, setup = replays.load(OLD / "lenturlu.json")
    app = make_app(tmp_path)
    app.watch(state, setup)
    app.run_frames(2)
    rp = app.scene
    starts = rp.deal_starts
    assert starts[0] == 0 and len(starts) >= 2 and all(0 < s < rp.length for s in starts[1:])
    press(app, pygame.K_RIGHTBRACKET, frames=2)
    assert rp.at == starts[1]
    again = rp.state.view(None)
    press(app, pygame.K_RIGHT, frames=30)
    press(app, pygame.K_LEFTBRACKET, frames=2)
    assert rp.at == starts[1] and rp.state.view(None) == again       # back to its own deal's start
    press(app, pygame.K_LEFTBRACKET, frames=2)
    assert rp.at == 0
    r = rp.timeline
    assert r.w > 0
    from app_driver import click
    click(app, (r.x + r.w // 2, r.centery), frames=2)
    assert abs(rp.at - rp.length // 2) <= rp.length // 20 + 1
