"""The autosave: written after every action, resumed with «Продолжить» exactly where it
was (also after the program was killed), and damaged saves set aside without a crash."""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time

import pygame

from app.saves import Autosave
from app_driver import click, click_widget, human_click_move, make_app, press, run_until, scene_name, setup_for
from rules.record import loads


def _play_some(app, human_moves=6):
    table = app.scene
    done = 0
    for _ in range(3000):
        if done >= human_moves:
            break
        if table.ready_for_input:
            human_click_move(app, done)
            done += 1
        else:
            app.run_frames(1)
    app.autosave.flush()
    return table


def _same(a, b):
    assert a.game.id == b.game.id and a.seats == b.seats and a.seed == b.seed and a.options == b.options
    assert a.history == b.history
    for s in range(a.seats):
        va, vb = a.view(s), b.view(s)
        assert {k: z.cards for k, z in va.zones.items()} == {k: z.cards for k, z in vb.zones.items()}
        assert va.legal == vb.legal and va.to_move == vb.to_move


def test_resume_after_the_program_is_dropped(tmp_path):
    app = make_app(tmp_path, setup=setup_for("human,bot:rule,bot:easy", seed=21, deck=32))
    table = _play_some(app)
    state = table.state
    names = list(table.session.names)
    assert (tmp_path / "autosave.json").exists()
    # "kill": the App is simply abandoned, no exit code runs
    del app, table
    app2 = make_app(tmp_path, speed="normal")     # bots wait before moving: compare first
    assert scene_name(app2) == "MenuScene"
    assert app2.scene.widget("continue").visible
    click_widget(app2, "continue")
    assert scene_name(app2) == "TableScene"
    _same(state, app2.scene.state)
    assert app2.scene.session.names == names
    assert [c.human for c in app2.scene.session.controllers] == [True, False, False]
    assert app2.scene.session.log            # the log is rebuilt from the history
    # and the resumed game goes on
    app2.settings.speed = app2.scene.animator.speed = "instant"
    _play_some(app2, 2)
    assert len(app2.scene.state.history) > len(state.history)


def test_resume_after_a_real_kill(tmp_path):
    env = dict(os.environ, LOMBER_DATA_DIR=str(tmp_path), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    cmd = [sys.executable, "-m", "app", "--game", "priyom", "--seats", "bot:rule,bot:rule,bot:rule",
           "--autoplay", "--speed", "fast", "--seed", "5"]
    proc = subprocess.Popen(cmd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    save = tmp_path / "autosave.json"
    deadline = time.time() + 60
    while time.time() < deadline:
        time.sleep(0.3)
        try:
            if len(json.loads(save.read_text(encoding="utf-8"))["actions"]) >= 8:
                break
        except (OSError, ValueError, KeyError):
            pass
    proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=10)
    assert proc.returncode != 0
    state, meta = loads(save.read_text(encoding="utf-8"))
    assert len(state.history) >= 8
    app = make_app(tmp_path, speed="normal")
    click_widget(app, "continue")
    assert scene_name(app) == "TableScene"
    _same(state, app.scene.state)


def _corrupt_then_start(tmp_path, damage):
    app = make_app(tmp_path, setup=setup_for("human,bot:rule", seed=33))
    table = _play_some(app, 5)
    good = table.state
    del app, table
    current = tmp_path / "autosave.json"
    prev_state, _ = loads((tmp_path / "autosave.prev.json").read_text(encoding="utf-8"))
    assert len(prev_state.history) < len(good.history)
    damage(current)
    app = make_app(tmp_path, speed="normal")
    menu = app.scene
    assert scene_name(app) == "MenuScene"
    assert menu.message and "autosave.corrupt-" in menu.message
    aside = list(tmp_path.glob("autosave.corrupt-*.json"))
    assert len(aside) == 1 and not current.exists()
    app.screenshot(str(tmp_path / "corrupt_message.png"))
    click(app, (10, 10))                        # the notice closes on a click
    assert menu.message is None
    # the previous good save is offered and resumes
    assert menu.widget("continue").visible
    click_widget(app, "continue")
    assert scene_name(app) == "TableScene"
    _same(prev_state, app.scene.state)
    return app


def test_truncated_save_is_set_aside_and_the_previous_one_offered(tmp_path):
    _corrupt_then_start(tmp_path, lambda p: p.write_bytes(p.read_bytes()[: len(p.read_bytes()) // 2]))


def test_garbage_save_is_set_aside_and_the_previous_one_offered(tmp_path):
    _corrupt_then_start(tmp_path, lambda p: p.write_bytes(b"\x00\xffnot json at all"))


def test_tampered_save_with_an_illegal_move(tmp_path):
    def tamper(p):
        rec = json.loads(p.read_text(encoding="utf-8"))
        rec["actions"].append({"kind": "play", "cards": ["AS"]})
        rec["actions"].append({"kind": "play", "cards": ["AS"]})
        p.write_text(json.dumps(rec), encoding="utf-8")
    _corrupt_then_start(tmp_path, tamper)


def test_both_saves_bad_gives_a_message_and_a_clean_menu(tmp_path):
    (tmp_path / "autosave.json").write_text('{"format": "lomber-save", "version": 1, "game": "priyo', encoding="utf-8")
    (tmp_path / "autosave.prev.json").write_text("[]", encoding="utf-8")
    app = make_app(tmp_path)
    menu = app.scene
    assert menu.message and not menu.widget("continue").visible
    press(app, pygame.K_ESCAPE)                 # dismiss the message
    assert menu.message is None
    click_widget(app, "start")
    assert scene_name(app) == "TableScene"


def test_save_write_keeps_previous_and_finished_game_clears(tmp_path):
    from rules import get_game
    from app.setup import Setup, SeatSpec
    saver = Autosave(tmp_path, background=False)
    game = get_game("priyom")
    state = game.start(2, 1, {})
    setup = Setup("priyom", [SeatSpec("human", "", "А"), SeatSpec("bot", "rule", "Б")], state.options, 1)
    saver.write(state, setup)
    first = (tmp_path / "autosave.json").read_text(encoding="utf-8")
    state.apply(state.legal_actions()[0])
    saver.write(state, setup)
    assert (tmp_path / "autosave.prev.json").read_text(encoding="utf-8") == first
    found = saver.find()
    assert found.state.history == state.history and not found.problem
    saver.clear()
    assert not (tmp_path / "autosave.json").exists() and not (tmp_path / "autosave.prev.json").exists()
    assert saver.find().state is None


def test_unreadable_data_folder_does_not_stop_the_game(tmp_path):
    app = make_app(tmp_path, setup=setup_for("human,bot:rule", seed=2))
    app.autosave.folder = tmp_path / "missing" / "deeper"     # writes now fail
    _play_some(app, 2)
    assert app.autosave.error
    run_until(app, lambda: app.scene.ready_for_input, 200)
    app.run_frames(2)                                          # the table shows it and goes on
    assert scene_name(app) == "TableScene"
