"""An idle program does not spin: with nothing moving and no bot thinking the loop draws
only on events and timers; animations, bots and a blinking caret keep their frames.

Counted in frames drawn (``App.frames``) over turns of the loop: each turn of
``run_frames`` is 1/60 s of the headless virtual clock, so 600 turns are 10 s."""
from __future__ import annotations

import pygame

from app_driver import click_widget, hover, make_app, run_until, scene_name, setup_for

TEN_SECONDS = 600


def _drawn_over(app, turns: int) -> int:
    before = app.frames
    app.run_frames(turns)
    return app.frames - before


def test_idle_menu_draws_about_once_a_second(tmp_path):
    app = make_app(tmp_path)
    assert scene_name(app) == "MenuScene"
    drawn = _drawn_over(app, TEN_SECONDS)
    assert drawn <= 15, f"an idle menu drew {drawn} frames in 10 s"
    assert app.idle


def test_an_event_wakes_the_idle_menu(tmp_path):
    app = make_app(tmp_path)
    app.run_frames(60)
    before = app.frames
    game = app.scene.widget("game:durak_podkidnoy")
    hover(app, game.rect.center)
    assert app.frames == before + 1 and game.hover      # drawn at once, lit under the mouse


def test_a_focused_text_field_keeps_its_caret_blinking(tmp_path):
    app = make_app(tmp_path)
    click_widget(app, "seed")
    assert app.scene.widget("seed").focus
    drawn = _drawn_over(app, TEN_SECONDS)
    assert 15 <= drawn <= 200, f"{drawn} frames in 10 s with a caret blinking every 0.5 s"


def test_table_waiting_for_the_human_is_idle(tmp_path):
    app = make_app(tmp_path, setup_for("human,bot:easy", game="durak_podkidnoy", seed=3), speed="normal")
    table = app.scene
    assert run_until(app, lambda: table.ready_for_input and app.idle, 3000)
    drawn = _drawn_over(app, TEN_SECONDS)
    assert drawn <= 15, f"the table waiting for the human drew {drawn} frames in 10 s"
    assert table.ready_for_input                         # nothing happened meanwhile


def test_animations_and_bots_keep_the_full_frame_rate(tmp_path):
    app = make_app(tmp_path, setup_for("bot:easy,bot:easy,bot:easy", game="durak_podkidnoy", seed=5),
                   speed="normal")
    table = app.scene
    drawn = _drawn_over(app, 240)
    assert not table.state.over
    assert drawn == 240, f"a game of bots drew {drawn} of 240 frames"


def test_run_sleeps_while_idle(tmp_path):
    """The real loop (``run``) waits in ``pygame.event.wait``: about 1.5 s at the idle menu
    until a timer's QUIT ends it is a handful of frames, not thousands."""
    app = make_app(tmp_path)
    app.run_frames(10)
    before = app.frames
    pygame.time.set_timer(pygame.event.Event(pygame.QUIT), 1500, loops=1)
    try:
        assert app.run() == 0
    finally:
        pygame.time.set_timer(pygame.QUIT, 0)
    assert app.frames - before <= 10, f"{app.frames - before} frames drawn while idle"
