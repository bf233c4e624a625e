"""Saved games: every unfinished game keeps its own save, written after every move, resumed
exactly where it was (also after the program was killed); starting a new game destroys
none; the menu lists them (resume, delete after a question); damaged saves are set aside
with a notice in the player's language and the previous copy offered; the single
autosave of version-1 programs is migrated into the list."""
from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pygame
import pytest

from app.saves import Saves
from app.session import Session
from app.setup import SeatSpec, Setup
from app_driver import click, click_widget, human_click_move, make_app, press, run_until, scene_name, setup_for
from rules import get_game, record
from rules.errors import SaveError

DATA = Path(__file__).parent / "data" / "saves_v1"


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
    return table


def _same(a, b):
    assert a.game.id == b.game.id and a.seats == b.seats and a.seed == b.seed and a.options == b.options
    assert a.history == b.history
    for s in range(a.seats):
        va, vb = a.view(s), b.view(s)
        assert {k: z.cards for k, z in va.zones.items()} == {k: z.cards for k, z in vb.zones.items()}
        assert va.legal == vb.legal and va.to_move == vb.to_move


def _saves(folder) -> list:
    """The current save files of the list (not previous copies, not damaged ones)."""
    return sorted(p for p in (Path(folder) / "saves").glob("*.json") if p.name.count(".") == 1)


def _notice_text(menu) -> list:
    return [(text, kind) for text, kind in menu.message]


# ---------------------------------------------------------------- resume
def test_resume_after_the_program_is_dropped(tmp_path):
    app = make_app(tmp_path, setup=setup_for("human,bot:rule,bot:easy", seed=21, deck=32))
    table = _play_some(app)
    state = table.state
    names = list(table.session.names)
    assert len(_saves(tmp_path)) == 1
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
    # and the resumed game goes on, in the same save
    app2.settings.speed = app2.scene.animator.speed = "instant"
    _play_some(app2, 2)
    assert len(app2.scene.state.history) > len(state.history)
    assert len(_saves(tmp_path)) == 1


def test_resume_after_a_real_kill(tmp_path):
    # bots alone are not kept unless asked (LOMBER_SAVE_BOTS_ONLY): here, a game that plays itself
    env = dict(os.environ, LOMBER_DATA_DIR=str(tmp_path), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               LOMBER_SAVE_BOTS_ONLY="1")
    cmd = [sys.executable, "-m", "app", "--game", "priyom", "--seats", "bot:rule,bot:rule,bot:rule",
           "--autoplay", "--speed", "fast", "--seed", "5"]
    proc = subprocess.Popen(cmd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    deadline = time.time() + 60
    save = None
    while time.time() < deadline:
        time.sleep(0.3)
        try:
            save = _saves(tmp_path)[0]
            if len(json.loads(save.read_text(encoding="utf-8"))["actions"]) >= 8:
                break
        except (OSError, ValueError, KeyError, IndexError):
            pass
    proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=10)
    assert proc.returncode != 0
    state, meta = record.loads(save.read_text(encoding="utf-8"))
    assert len(state.history) >= 8
    app = make_app(tmp_path, speed="normal")
    click_widget(app, "continue")
    assert scene_name(app) == "TableScene"
    _same(state, app.scene.state)


def test_each_move_is_on_disk_when_apply_returns(tmp_path):
    """Not a background writer: the session's save is written before ``apply`` returns."""
    saves = Saves(tmp_path)
    game = get_game("durak_podkidnoy")
    setup = Setup(game.id, [SeatSpec("human", "", "А"), SeatSpec("bot", "rule", "Б")], game.resolve_options({}), 3)
    slot = saves.slot()
    session = Session(setup, autosave=slot)
    session.save()
    for _ in range(40):
        st = session.state
        if st.over:
            break
        session.apply(st.legal_actions()[0], st.to_move)
        on_disk = json.loads(slot.path.read_text(encoding="utf-8"))
        if st.over:
            assert not slot.path.exists()
        else:
            assert len(on_disk["actions"]) == len(st.history)
    assert len(saves.write_ms) >= 40


# ---------------------------------------------------------------- the list
def _start_from_menu(app, game_id):
    menu = app.scene
    menu.pick_game(next(g for g in menu.games if g.id == game_id))
    click_widget(app, "start")
    assert scene_name(app) == "TableScene"


def test_a_new_game_never_replaces_an_unfinished_one(tmp_path):
    app = make_app(tmp_path, setup=setup_for("human,bot:rule,bot:easy", seed=8, deck=36))
    first = _play_some(app, 4).state
    press(app, pygame.K_ESCAPE)                   # to the menu: the game stays saved
    assert scene_name(app) == "MenuScene"
    _start_from_menu(app, "lenturlu")
    run_until(app, lambda: len(app.scene.state.history) >= 3 or app.scene.ready_for_input, 3000)
    second = app.scene.state
    press(app, pygame.K_ESCAPE)
    assert scene_name(app) == "MenuScene"
    menu = app.scene
    assert sorted(e.game for e in menu.saved) == ["lenturlu", "priyom"]
    assert len(_saves(tmp_path)) == 2
    # the older game resumes from the list exactly where it was
    app.settings.speed = "normal"                 # bots wait before moving: compare first
    click_widget(app, "saves")
    pid = next(e.id for e in menu.saved if e.game == "priyom")
    click_widget(app, f"saved:resume:{pid}")
    assert scene_name(app) == "TableScene"
    _same(first, app.scene.state)
    assert second.game.id == "lenturlu"


def _three_saves(tmp_path):
    """Three unfinished games, made as a player would: start, play a little, go to the menu."""
    app = make_app(tmp_path, setup=setup_for("human,bot:rule,bot:easy", seed=8, deck=36))
    _play_some(app, 3)
    press(app, pygame.K_ESCAPE)
    for gid in ("durak_podkidnoy", "lenturlu"):
        _start_from_menu(app, gid)
        run_until(app, lambda: app.scene.ready_for_input, 3000)
        press(app, pygame.K_ESCAPE)
    assert scene_name(app) == "MenuScene"
    return app


def test_the_list_resumes_any_and_deletes_only_after_a_question(tmp_path):
    app = _three_saves(tmp_path)
    menu = app.scene
    assert len(menu.saved) == 3 and menu.widget("saves").label.endswith("3")
    click_widget(app, "saves")
    overlay = menu.saved_list
    assert overlay is not None and len(overlay.rows) == 3
    victim = menu.saved[1]
    click_widget(app, f"saved:delete:{victim.id}")
    # a question first; «Оставить» keeps the game
    assert overlay.confirm == victim.id and len(menu.saved) == 3
    click_widget(app, f"saved:no:{victim.id}")
    assert overlay.confirm is None and len(menu.saved) == 3 and len(_saves(tmp_path)) == 3
    click_widget(app, f"saved:delete:{victim.id}")
    click_widget(app, f"saved:yes:{victim.id}")
    assert [e.id for e in menu.saved].count(victim.id) == 0 and len(menu.saved) == 2
    assert not list((tmp_path / "saves").glob(f"{victim.id}*"))
    # keyboard: Delete asks, Esc keeps; Enter resumes the chosen row
    press(app, pygame.K_DELETE)
    assert overlay.confirm is not None
    press(app, pygame.K_ESCAPE)
    assert overlay.confirm is None and len(menu.saved) == 2
    press(app, pygame.K_DOWN)
    chosen = menu.saved[overlay.sel]
    press(app, pygame.K_RETURN)
    assert scene_name(app) == "TableScene" and app.scene.session.autosave.id == chosen.id


def test_continue_resumes_the_newest(tmp_path):
    app = _three_saves(tmp_path)
    newest = app.scene.saved[0]
    assert newest.game == "lenturlu"
    click_widget(app, "continue")
    assert scene_name(app) == "TableScene"
    assert app.scene.state.game.id == "lenturlu" and app.scene.session.autosave.id == newest.id


def test_a_finished_game_leaves_the_list(tmp_path, monkeypatch):
    monkeypatch.setenv("LOMBER_SAVE_BOTS_ONLY", "1")      # bots alone are kept here: a game that plays itself
    app = make_app(tmp_path, setup=setup_for("bot:rule,bot:rule", seed=3, game="durak_podkidnoy"))
    assert len(_saves(tmp_path)) == 1
    assert run_until(app, lambda: scene_name(app) == "ResultsScene", 100000)
    # between two deals the session is saved (the fool deals next) until the player leaves it
    assert len(_saves(tmp_path)) == 1
    click_widget(app, "to_menu")
    assert scene_name(app) == "MenuScene"
    assert _saves(tmp_path) == [] and not list((tmp_path / "saves").glob("*.prev.json"))
    assert not app.scene.saved


def test_leftover_temporary_files_are_removed_at_start(tmp_path):
    (tmp_path / "saves").mkdir()
    left = [tmp_path / "saves" / ".tmp-abc123.json", tmp_path / ".tmp-xyz.json"]
    for p in left:
        p.write_text('{"format": "lomber-sa', encoding="utf-8")
    keep = tmp_path / "saves" / "notes.txt"
    keep.write_text("mine", encoding="utf-8")
    make_app(tmp_path)
    assert not any(p.exists() for p in left) and keep.exists()


# ---------------------------------------------------------------- damaged saves
def _damage_then_start(tmp_path, damage, lang="ru"):
    app = make_app(tmp_path, setup=setup_for("human,bot:rule", seed=33))
    table = _play_some(app, 5)
    good = table.state
    del app, table
    current = _saves(tmp_path)[0]
    prev_state, _ = record.loads(current.with_suffix(".prev.json").read_text(encoding="utf-8"))
    assert len(prev_state.history) < len(good.history)
    damage(current)
    app = make_app(tmp_path, speed="normal", lang=lang)
    menu = app.scene
    assert scene_name(app) == "MenuScene"
    aside = list((tmp_path / "saves").glob("*.damaged-*.json"))
    assert len(aside) == 1                      # set aside, never deleted
    notice = _notice_text(menu)
    assert [k for _, k in notice] == ["title", "body", "detail"]
    assert aside[0].name in notice[2][0]        # the technical detail names the file
    app.screenshot(str(tmp_path / "damaged_notice.png"))
    click(app, (10, 10))                        # the notice closes on a click
    assert menu.message is None
    # the previous good copy is in the list and resumes
    assert menu.widget("continue").visible and len(menu.saved) == 1
    assert menu.saved[0].moves == len(prev_state.history)
    click_widget(app, "continue")
    assert scene_name(app) == "TableScene"
    _same(prev_state, app.scene.state)
    return notice


def _rewrite(p, change, resign=True):
    rec = json.loads(p.read_text(encoding="utf-8"))
    change(rec)
    if resign:
        rec["checksum"] = record.checksum(rec)
    p.write_text(json.dumps(rec), encoding="utf-8")


def test_truncated_save_is_set_aside_and_the_previous_one_offered(tmp_path):
    notice = _damage_then_start(tmp_path, lambda p: p.write_bytes(p.read_bytes()[: len(p.read_bytes()) // 2]))
    assert notice[0][0].startswith("Сохранение партии «Игра в приём»")
    assert notice[1][0].startswith("Восстановлена копия на ход раньше")


def test_garbage_save_says_what_happened_in_words_and_keeps_the_error_for_the_details(tmp_path):
    notice = _damage_then_start(tmp_path, lambda p: p.write_bytes(b"\x00\xffnot json at all"), lang="en")
    title, body, detail = (text for text, _ in notice)
    # the damaged file tells nothing; the copy before names the game
    assert title == "The save of «The Taking Game» was damaged and has been set aside."
    assert body.startswith("The copy from one move earlier was restored")
    assert "codec" not in title + body and "utf-8" in detail and detail.startswith("Details:")


def test_a_save_changed_outside_the_program_is_refused(tmp_path):
    # another seed: a valid game, but not the one that was saved — the checksum notices
    _damage_then_start(tmp_path, lambda p: _rewrite(p, lambda r: r.update(seed=r["seed"] + 1), resign=False))


def test_a_save_with_an_illegal_move_is_set_aside_when_resumed(tmp_path):
    # a correct checksum over moves the rules refuse: listed, refused on replay, the copy before resumes
    app = make_app(tmp_path, setup=setup_for("human,bot:rule", seed=33))
    _play_some(app, 5)
    del app
    current = _saves(tmp_path)[0]
    prev_state, _ = record.loads(current.with_suffix(".prev.json").read_text(encoding="utf-8"))
    _rewrite(current, lambda r: r["actions"].extend([{"kind": "play", "cards": ["AS"]}] * 2))
    app = make_app(tmp_path, speed="normal")
    menu = app.scene
    assert menu.message is None and len(menu.saved) == 1
    click_widget(app, "continue")
    assert scene_name(app) == "MenuScene" and menu.message
    assert menu.message[1][0].startswith("Восстановлена копия")
    assert list((tmp_path / "saves").glob("*.damaged-*.json"))
    press(app, pygame.K_RETURN)
    click_widget(app, "continue")
    assert scene_name(app) == "TableScene"
    _same(prev_state, app.scene.state)


def test_a_deeply_nested_save_does_not_stop_the_program(tmp_path):
    _damage_then_start(tmp_path, lambda p: p.write_text("[" * 200_000 + "]" * 200_000, encoding="utf-8"))


def test_seats_given_as_a_number_do_not_stop_the_program(tmp_path):
    def seats_number(r):
        r["meta"]["setup"]["seats"] = 5
    _damage_then_start(tmp_path, lambda p: _rewrite(p, seats_number))


def test_both_copies_bad_gives_a_notice_and_a_clean_menu(tmp_path):
    (tmp_path / "saves").mkdir()
    (tmp_path / "saves" / "g1.json").write_text('{"format": "lomber-save", "version": 2, "game": "priyo',
                                                encoding="utf-8")
    (tmp_path / "saves" / "g1.prev.json").write_text("[]", encoding="utf-8")
    app = make_app(tmp_path)
    menu = app.scene
    assert menu.message and not menu.widget("continue").visible
    assert menu.message[1][0].startswith("Исправной копии не нашлось")
    assert len(list((tmp_path / "saves").glob("g1.damaged-*.json"))) == 2
    press(app, pygame.K_ESCAPE)                 # dismiss the message
    assert menu.message is None
    click_widget(app, "start")
    assert scene_name(app) == "TableScene"


def test_many_damaged_saves_give_one_notice_that_fits(tmp_path):
    (tmp_path / "saves").mkdir()
    for i in range(7):
        (tmp_path / "saves" / f"g{i}.json").write_bytes(b"\xff" * (i + 1))
    app = make_app(tmp_path, size=(800, 480), lang="en")
    menu = app.scene
    assert len(list((tmp_path / "saves").glob("*.damaged-*.json"))) == 7
    assert [k for _, k in menu.message].count("title") == 4
    assert menu.message[-1][0] == "Damaged saves also set aside: 4 more."
    width = int(min(760 * menu.u, 800 - 80) - 48 * menu.u)
    rect = menu._message_rect(menu._message_lines(width))
    assert pygame.Rect(0, 0, 800, 480).contains(rect)


@pytest.mark.parametrize("text", ['{"last_setup": {"game": "priyom", "seats": 5}}',
                                  "[" * 100_000 + "]" * 100_000])
def test_damaged_settings_do_not_stop_the_program(tmp_path, text):
    (tmp_path / "settings.json").write_text(text, encoding="utf-8")
    app = make_app(tmp_path)
    assert scene_name(app) == "MenuScene"
    click_widget(app, "start")
    assert scene_name(app) == "TableScene"


def test_unwritable_data_folder_does_not_stop_the_game(tmp_path):
    app = make_app(tmp_path, setup=setup_for("human,bot:rule", seed=2))
    (tmp_path / "a_file").write_text("x", encoding="utf-8")
    app.scene.session.autosave.folder = tmp_path / "a_file" / "deeper"     # writes now fail
    _play_some(app, 2)
    assert app.scene.session.save_error
    run_until(app, lambda: app.scene.ready_for_input, 200)
    app.run_frames(2)                                          # the table shows it and goes on
    assert scene_name(app) == "TableScene"


# ---------------------------------------------------------------- version 1 (before the list)
def _expected():
    return json.loads((DATA / "expected.json").read_text(encoding="utf-8"))


def _fingerprint(state) -> dict:
    views = []
    for s in range(state.seats):
        v = state.view(s)
        views.append({"zones": {k: [c.code if c is not None else "?" for c in z.cards]
                                for k, z in sorted(v.zones.items())},
                      "legal": [a.to_json() for a in v.legal], "to_move": v.to_move})
    return {"game": state.game.id, "moves": len(state.history), "views": views}


@pytest.mark.parametrize("name", ["v1-priyom.autosave.json", "v1-priyom.autosave.prev.json",
                                  "v1-durak.autosave.json"])
def test_a_version_1_save_replays_to_what_its_program_showed(name):
    text = (DATA / name).read_text(encoding="utf-8")
    assert json.loads(text)["version"] == 1 and "checksum" not in json.loads(text)
    with pytest.raises(SaveError, match="checksum"):
        record.loads(text)                      # not in the list: only the migration reads version 1
    state, meta = record.loads(text, unsigned=True)
    assert _fingerprint(state) == _expected()[name]


def test_the_version_1_autosave_is_migrated_and_resumes_identically(tmp_path):
    shutil.copy(DATA / "v1-priyom.autosave.json", tmp_path / "autosave.json")
    shutil.copy(DATA / "v1-priyom.autosave.prev.json", tmp_path / "autosave.prev.json")
    app = make_app(tmp_path, speed="normal")
    menu = app.scene
    assert menu.message is None
    assert not (tmp_path / "autosave.json").exists() and not (tmp_path / "autosave.prev.json").exists()
    [entry] = menu.saved
    assert entry.game == "priyom" and entry.moves == 20
    current = _saves(tmp_path)[0]
    rec = json.loads(current.read_text(encoding="utf-8"))
    assert rec["version"] == record.VERSION and rec["checksum"] == record.checksum(rec)
    prev, _ = record.loads(current.with_suffix(".prev.json").read_text(encoding="utf-8"))
    assert _fingerprint(prev) == _expected()["v1-priyom.autosave.prev.json"]
    click_widget(app, "continue")
    assert scene_name(app) == "TableScene"
    table = app.scene
    assert _fingerprint(table.state) == _expected()["v1-priyom.autosave.json"]
    assert table.session.names == ["Анна", "Борис", "Вера"]
    assert [c.human for c in table.session.controllers] == [True, False, False]
    # and it goes on: the human moves, the save follows
    table.app.settings.speed = table.animator.speed = "instant"
    _play_some(app, 1)
    assert len(json.loads(current.read_text(encoding="utf-8"))["actions"]) == len(table.state.history) > 20


def test_the_version_1_autosave_keeps_its_session_tally(tmp_path):
    shutil.copy(DATA / "v1-durak.autosave.json", tmp_path / "autosave.json")
    app = make_app(tmp_path, speed="normal")
    click_widget(app, "continue")
    assert scene_name(app) == "TableScene"
    assert _fingerprint(app.scene.state) == _expected()["v1-durak.autosave.json"]
    assert app.scene.session.tally == {"games": 1, "fools": [0, 0, 1], "draws": 0}


def test_a_version_1_game_that_a_new_game_replaced_is_recovered_into_the_list(tmp_path):
    # version 1 kept the replaced game's last save as autosave.prev.json
    shutil.copy(DATA / "v1-durak.autosave.json", tmp_path / "autosave.json")
    shutil.copy(DATA / "v1-priyom.autosave.json", tmp_path / "autosave.prev.json")
    app = make_app(tmp_path, speed="normal")
    menu = app.scene
    assert menu.message is None
    assert sorted((e.game, e.moves) for e in menu.saved) == [("durak_podkidnoy", 12), ("priyom", 20)]
    assert not list((tmp_path / "saves").glob("*.prev.json"))
    click_widget(app, "saves")
    pid = next(e.id for e in menu.saved if e.game == "priyom")
    click_widget(app, f"saved:resume:{pid}")
    assert _fingerprint(app.scene.state) == _expected()["v1-priyom.autosave.json"]


def test_a_damaged_version_1_autosave_is_set_aside_and_its_previous_copy_migrated(tmp_path):
    (tmp_path / "autosave.json").write_bytes(b"\xff\xfe garbage")
    shutil.copy(DATA / "v1-priyom.autosave.prev.json", tmp_path / "autosave.prev.json")
    app = make_app(tmp_path, speed="normal")
    menu = app.scene
    assert menu.message and menu.message[1][0].startswith("Восстановлена копия")
    assert list(tmp_path.glob("autosave.corrupt-*.json"))
    assert [e.moves for e in menu.saved] == [18]
