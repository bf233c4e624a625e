"""Unfinished games do not pile up (issue 28, item 7).

- A table of bots alone (``--autoplay``, the menu's all-bots table) is watched, not kept
  as unfinished.
- Starting a new game of a kind that has an unfinished one asks first, in the menu and for
  ``lomber --game`` with a person at the table: «Продолжить прежнюю партию» / «Начать новую
  (прежняя будет удалена)» / «Отмена» — mouse and keyboard. The old save is removed only
  when the player chooses the new game, and only once it has started.
- The list says when each game was last played («сегодня», «вчера», a date) and deletes
  those older than a week, after a question.
"""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pygame
import pytest

from app_driver import click, click_widget, human_click_move, make_app, press, run_until, scene_name, setup_for
from app.saves import Saves
from app.scenes.saved_games import when_label
from app.i18n import t as translate
from app.session import Session
from rules.errors import RulesError

ROOT = Path(__file__).resolve().parent.parent
SHOTS = os.environ.get("LOMBER_SHOTS")        # also copy the screenshots there (for people to look at)
HUMAN = "human,bot:rule,bot:easy"


def _keep(path) -> None:
    if SHOTS:
        os.makedirs(SHOTS, exist_ok=True)
        shutil.copy(path, os.path.join(SHOTS, os.path.basename(str(path))))


def _files(folder) -> list:
    """The unfinished games' current files."""
    return sorted(p for p in (Path(folder) / "saves").glob("*.json") if p.name.count(".") == 1)


def _leave_one(tmp_path, game="priyom", moves=2, **kw):
    """Play a few moves of ``game`` with a person at the table and go to the menu, as a
    player would: the game is left unfinished. Returns (app, the saved state)."""
    app = make_app(tmp_path, setup=setup_for(HUMAN, seed=8, game=game, **kw))
    table = app.scene
    done = 0
    while done < moves:
        assert run_until(app, lambda: table.ready_for_input, 3000)
        human_click_move(app, done)
        done += 1
    state = table.state
    press(app, pygame.K_ESCAPE)
    assert scene_name(app) == "MenuScene" and len(app.scene.saved) == 1
    return app, state


def _pick(app, game_id) -> None:
    menu = app.scene
    menu.pick_game(next(g for g in menu.games if g.id == game_id))


# ------------------------------------------------------------------ bots alone
def test_a_table_of_bots_alone_leaves_no_unfinished_save(tmp_path):
    app = make_app(tmp_path, setup=setup_for("bot:rule,bot:rule,bot:easy", seed=5))
    assert run_until(app, lambda: len(app.scene.state.history) >= 6, 20000)
    assert _files(tmp_path) == []
    press(app, pygame.K_ESCAPE)                   # left in the middle, as an --autoplay window is closed
    assert scene_name(app) == "MenuScene"
    assert app.scene.saved == [] and not app.scene.widget("continue").visible
    assert not (tmp_path / "saves").exists() or not list((tmp_path / "saves").iterdir())


def _env(folder, **more):
    env = dict(os.environ, LOMBER_DATA_DIR=str(folder), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1", **more)
    env.pop("LOMBER_SAVE_BOTS_ONLY", None)
    return env


def test_autoplay_from_the_command_line_closed_midway_leaves_no_save(tmp_path):
    proc = subprocess.Popen([sys.executable, "-m", "app", "--game", "priyom", "--seats", "3", "--autoplay",
                             "--speed", "fast", "--seed", "3", "--size", "800x480"], cwd=ROOT,
                            env=_env(tmp_path, LOMBER_REPORT_MOVES="1"), stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    moves = 0
    try:
        for line in proc.stdout:
            if line.startswith("lomber-move"):
                moves += 1
                if moves >= 5 or line.split()[-1] == "over":
                    break
    finally:
        proc.kill()                    # the window closed in the middle of the game
        proc.wait(timeout=30)
        proc.stdout.close()
        proc.stderr.close()
    assert moves >= 5
    assert _files(tmp_path) == []


def test_autoplay_to_the_end_is_kept_as_a_replay(tmp_path):
    r = subprocess.run([sys.executable, "-m", "app", "--game", "priyom", "--seats", "3", "--autoplay",
                        "--exit-when-over", "--speed", "instant", "--seed", "3", "--size", "800x480",
                        "--option", "deck=32"], cwd=ROOT, env=_env(tmp_path), capture_output=True, text=True,
                       timeout=300)
    assert r.returncode == 0, r.stderr[-2000:]
    assert _files(tmp_path) == []
    assert len(list((tmp_path / "replays").glob("*.json"))) == 1        # the finished game is kept to watch


def test_the_menus_all_bots_table_asks_nothing_and_keeps_nothing(tmp_path):
    app, _ = _leave_one(tmp_path)
    menu = app.scene
    _pick(app, "priyom")
    for i in range(len(menu.setup.seats)):
        menu.set_kind(i, "bot:rule")
    click_widget(app, "start")
    assert scene_name(app) == "TableScene"      # no question: the unfinished game is not touched
    assert run_until(app, lambda: len(app.scene.state.history) >= 3, 20000)
    press(app, pygame.K_ESCAPE)
    assert [e.game for e in app.scene.saved] == ["priyom"] and len(_files(tmp_path)) == 1


# ------------------------------------------------------------------ the question
def test_a_new_game_of_the_same_kind_asks_cancel_keeps_everything(tmp_path):
    app, _ = _leave_one(tmp_path)
    menu = app.scene
    sid = menu.saved[0].id
    _pick(app, "priyom")
    click_widget(app, "start")
    assert scene_name(app) == "MenuScene" and menu.choice is not None
    assert menu.choice.entry.id == sid
    press(app, pygame.K_RETURN)                   # Enter does not start the menu's game under the question
    assert scene_name(app) == "TableScene"        # … it answers the focused «Продолжить»
    press(app, pygame.K_ESCAPE)
    menu = app.scene
    _pick(app, "priyom")
    click_widget(app, "start")
    press(app, pygame.K_ESCAPE)                   # Esc cancels
    assert menu.choice is None and scene_name(app) == "MenuScene"
    assert [e.id for e in menu.saved] == [sid] and len(_files(tmp_path)) == 1
    click_widget(app, "start")
    click_widget(app, "unfinished:cancel")        # so does «Отмена»
    assert menu.choice is None and [e.id for e in menu.saved] == [sid]
    click_widget(app, "start")
    click(app, (5, 5))                            # and a click beside the question
    assert menu.choice is None and scene_name(app) == "MenuScene" and len(_files(tmp_path)) == 1


def test_continue_resumes_the_unfinished_game_where_it_was(tmp_path):
    app, state = _leave_one(tmp_path, moves=3)
    sid = app.scene.saved[0].id
    app.settings.speed = "normal"                 # bots wait before moving: compare first
    _pick(app, "priyom")
    click_widget(app, "start")
    click_widget(app, "unfinished:continue")
    assert scene_name(app) == "TableScene"
    assert app.scene.session.autosave.id == sid
    assert list(app.scene.state.history) == list(state.history)


def test_start_new_deletes_the_old_one_only_then(tmp_path):
    app, _ = _leave_one(tmp_path)
    old = app.scene.saved[0].id
    _pick(app, "priyom")
    click_widget(app, "start")
    press(app, pygame.K_DOWN)                     # the keyboard: down to «Начать новую», Enter
    assert app.scene.choice.sel == 1
    press(app, pygame.K_RETURN)
    assert scene_name(app) == "TableScene"
    new = app.scene.session.autosave.id
    assert new != old and [p.stem for p in _files(tmp_path)] == [new]
    assert not list((tmp_path / "saves").glob(f"{old}*"))


def test_start_new_with_the_mouse(tmp_path):
    app, _ = _leave_one(tmp_path)
    old = app.scene.saved[0].id
    _pick(app, "priyom")
    click_widget(app, "start")
    click_widget(app, "unfinished:new")
    assert scene_name(app) == "TableScene"
    assert [p.stem for p in _files(tmp_path)] == [app.scene.session.autosave.id] != [old]


def test_a_refused_new_game_keeps_the_old_one(tmp_path, monkeypatch):
    app, _ = _leave_one(tmp_path)
    menu = app.scene

    def refuse(*a, **k):
        raise RulesError("no such table")
    monkeypatch.setattr(app, "start_game", refuse)
    _pick(app, "priyom")
    click_widget(app, "start")
    click_widget(app, "unfinished:new")
    assert scene_name(app) == "MenuScene" and menu.message
    assert len(_files(tmp_path)) == 1 and len(menu.saved) == 1


def test_another_kind_asks_nothing(tmp_path):
    app, _ = _leave_one(tmp_path)
    _pick(app, "durak_podkidnoy")
    click_widget(app, "start")
    assert scene_name(app) == "TableScene"
    assert len(_files(tmp_path)) == 2


def test_the_command_line_asks_too(tmp_path):
    app, state = _leave_one(tmp_path)
    sid = app.scene.saved[0].id
    # lomber --game priyom (a person at the table): the menu opens on the question
    app = make_app(tmp_path, setup=setup_for(HUMAN, seed=11))
    assert scene_name(app) == "MenuScene" and app.scene.choice is not None
    assert app.scene.setup.game == "priyom"       # the game asked for is the one chosen behind it
    app.settings.speed = "normal"
    press(app, pygame.K_RETURN)
    assert scene_name(app) == "TableScene" and app.scene.session.autosave.id == sid
    assert list(app.scene.state.history) == list(state.history)
    # again, and start anew: the game asked for (its seed), the old save gone
    app = make_app(tmp_path, setup=setup_for(HUMAN, seed=11))
    click_widget(app, "unfinished:new")
    assert scene_name(app) == "TableScene" and app.scene.state.seed == 11
    assert [p.stem for p in _files(tmp_path)] == [app.scene.session.autosave.id] != [sid]
    # bots alone on the command line: straight to the table, nothing asked
    app = make_app(tmp_path, setup=setup_for("bot:rule,bot:rule,bot:rule", seed=12))
    assert scene_name(app) == "TableScene"


def test_the_question_in_english(tmp_path):
    app, _ = _leave_one(tmp_path)
    click_widget(app, "lang", "right")
    assert app.lang == "en"
    _pick(app, "priyom")
    click_widget(app, "start")
    c = app.scene.choice
    assert [b.label for b in c.buttons] == ["Continue the unfinished game",
                                           "Start a new one (the unfinished one is deleted)", "Cancel"]


# ------------------------------------------------------------------ when, and clearing old ones
def test_when_label_today_yesterday_and_a_date():
    now = time.mktime((2026, 12, 4, 16, 30, 0, 0, 0, -1))
    at = lambda d, h, m: time.mktime((2026, 12, d, h, m, 0, 0, 0, -1))      # noqa: E731
    ru = lambda k, **f: translate(k, "ru", **f)                              # noqa: E731
    en = lambda k, **f: translate(k, "en", **f)                              # noqa: E731
    assert when_label(ru, at(4, 14, 5), now) == "сегодня, 14:05"
    assert when_label(ru, at(3, 23, 59), now) == "вчера, 23:59"
    assert when_label(ru, at(2, 9, 0), now) == "02.12.2026, 09:00"
    assert when_label(en, at(3, 0, 1), now) == "yesterday, 00:01"
    assert when_label(en, at(2, 9, 0), now) == "2026-12-02, 09:00"
    # just after midnight: an hour ago is yesterday
    assert when_label(ru, at(3, 23, 30), time.mktime((2026, 12, 4, 0, 30, 0, 0, 0, -1))) == "вчера, 23:30"


def _write_saves(tmp_path, monkeypatch, ages_days) -> list:
    """Unfinished games last played ``ages_days`` days ago (made with the clock set back)."""
    saves = Saves(tmp_path)
    ids = []
    for i, age in enumerate(ages_days):
        setup = setup_for(HUMAN, seed=40 + i, game=["priyom", "durak_podkidnoy", "lenturlu"][i % 3])
        session = Session(setup)
        slot = saves.slot(f"game-{i}")
        with monkeypatch.context() as m:
            m.setattr(time, "time", lambda age=age: REAL_TIME() - age * 86400)
            slot.write(session.state, session.setup)
        ids.append(slot.id)
    return ids


REAL_TIME = time.time


def test_the_list_deletes_games_older_than_a_week_after_a_question(tmp_path, monkeypatch):
    ids = _write_saves(tmp_path, monkeypatch, [0, 1, 9, 30])
    app = make_app(tmp_path)
    menu = app.scene
    click_widget(app, "saves")
    overlay = menu.saved_list
    btn = menu.widget("saved:old")
    assert btn.visible and btn.label == "Удалить старше недели (2)"
    click_widget(app, "saved:old")
    assert overlay.confirm_old and len(_files(tmp_path)) == 4         # a question first
    click_widget(app, "saved:old:no")                                  # «Оставить» keeps them
    assert not overlay.confirm_old and len(_files(tmp_path)) == 4
    click_widget(app, "saved:old")
    click_widget(app, "saved:old:yes")
    assert sorted(p.stem for p in _files(tmp_path)) == sorted(ids[:2])
    assert [e.id for e in menu.saved] == ids[:2]
    assert not menu.widget("saved:old").visible                        # nothing old is left


def test_the_list_deletes_old_ones_with_the_keyboard(tmp_path, monkeypatch):
    ids = _write_saves(tmp_path, monkeypatch, [2, 8])
    app = make_app(tmp_path)
    click_widget(app, "saves")
    overlay = app.scene.saved_list
    press(app, pygame.K_DELETE, mod=pygame.KMOD_SHIFT)
    assert overlay.confirm_old
    press(app, pygame.K_ESCAPE)                                        # Esc keeps
    assert not overlay.confirm_old and len(_files(tmp_path)) == 2 and not overlay.closed
    press(app, pygame.K_DELETE, mod=pygame.KMOD_SHIFT)
    press(app, pygame.K_RETURN)
    assert [p.stem for p in _files(tmp_path)] == [ids[0]]


def test_no_old_ones_no_button(tmp_path, monkeypatch):
    _write_saves(tmp_path, monkeypatch, [0, 6])
    app = make_app(tmp_path)
    click_widget(app, "saves")
    assert not app.scene.widget("saved:old").visible
    press(app, pygame.K_DELETE, mod=pygame.KMOD_SHIFT)                 # Shift+Delete: the row's own question
    assert not app.scene.saved_list.confirm_old and len(_files(tmp_path)) == 2


# ------------------------------------------------------------------ screenshots
@pytest.mark.parametrize("lang", ["ru", "en"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_screenshots_of_the_question_and_the_list(tmp_path, monkeypatch, size, lang):
    _write_saves(tmp_path, monkeypatch, [0, 1, 3, 12, 40])
    app = make_app(tmp_path, size=size, lang=lang)
    menu = app.scene
    click_widget(app, "saves")
    app.run_frames(1)
    shot = tmp_path / f"unfinished_list_{lang}_{size[0]}x{size[1]}.png"
    app.screenshot(str(shot))
    _keep(shot)
    rows = menu.saved_list.rows
    assert all(r.bottom <= menu.saved_list.rect.bottom for _, r, _ in rows)
    old = menu.widget("saved:old")
    assert old.visible and menu.saved_list.rect.contains(old.rect)
    assert not old.rect.colliderect(menu.widget("saved:close").rect)
    click_widget(app, "saved:old")
    app.run_frames(1)
    shot = tmp_path / f"unfinished_list_ask_{lang}_{size[0]}x{size[1]}.png"
    app.screenshot(str(shot))
    _keep(shot)
    press(app, pygame.K_ESCAPE)
    press(app, pygame.K_ESCAPE)
    _pick(app, "priyom")
    click_widget(app, "start")
    c = menu.choice
    assert c is not None and c.more == 1          # the newest priyom is asked about, one more is in the list
    app.run_frames(1)
    shot = tmp_path / f"unfinished_choice_{lang}_{size[0]}x{size[1]}.png"
    app.screenshot(str(shot))
    _keep(shot)
    fonts = app.fonts
    more = app.t("unfinished_more", n=1)
    assert fonts.size(more, round(15 * c.u))[0] <= c.rect.w - 56 * c.u          # said whole, not cut short
    for b in c.buttons:
        assert c.rect.contains(b.rect)
        assert fonts.fit(b.label, b.px, b.rect.w - 16, "sans-bold") == b.px      # no label shrunk to fit


def test_a_delete_cut_short_leaves_the_game_whole(tmp_path, monkeypatch):
    """Deleting a game removes the copy before first: a kill between the two removals leaves
    the newest save (the game as it was), never the older copy promoted in its place."""
    saves = Saves(tmp_path)
    session = Session(setup_for(HUMAN, seed=4), autosave=saves.slot("game"))
    session.save()
    for _ in range(2):
        st = session.state
        session.apply(st.legal_actions()[0], st.to_move)
    n = len(session.state.history)
    real_unlink = Path.unlink
    calls = []

    def killed_after_one(self, *a, **k):
        if calls:
            raise SystemExit("killed")
        calls.append(self.name)
        return real_unlink(self, *a, **k)
    monkeypatch.setattr(Path, "unlink", killed_after_one)
    with pytest.raises(SystemExit):
        saves.delete("game")
    monkeypatch.setattr(Path, "unlink", real_unlink)
    [entry] = Saves(tmp_path).scan()
    assert entry.moves == n
