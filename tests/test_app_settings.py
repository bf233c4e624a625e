"""The settings screen (F3, or its button, over the menu and over the table): the cloth, the
default bot level, the card size, the sound, the full screen — each takes effect at once and
is kept in the data folder."""
from __future__ import annotations

import json

import pygame

from app_driver import click_widget, make_app, press, run_until, scene_name, set_setting, setup_for
from app.setup import default_level


def test_the_cloth_colour_changes_the_table_and_is_kept(tmp_path):
    app = make_app(tmp_path)
    cloth = (app.size[0] // 2, app.size[1] * 2 // 3)               # bare cloth under the players
    before = app.screen.get_at(cloth)
    set_setting(app, "cloth", "blue", frames=2)
    app.run_frames(2)
    after = app.screen.get_at(cloth)
    assert after.b > before.b and after.g < before.g            # a blue cloth, not the green
    kept = json.loads((tmp_path / "settings.json").read_text(encoding="utf-8"))
    assert kept["cloth"] == "blue"


def test_the_default_bot_level_is_what_new_bot_seats_get(tmp_path):
    app = make_app(tmp_path)
    menu = app.scene
    start = default_level()
    press(app, pygame.K_F3)
    click_widget(app, "settings:bot_level", where="right", frames=1)
    chosen = app.scene.widget("settings:bot_level").value
    press(app, pygame.K_ESCAPE)
    assert chosen != start and app.settings.bot_level == chosen and default_level() == chosen
    n = len(menu.setup.seats)
    menu.set_seat_count(n + 1)
    assert menu.setup.seats[-1].level == chosen
    app.settings.bot_level = ""
    app.settings_changed()
    assert default_level() == "normal"


def test_sound_volume_and_fullscreen_rows(tmp_path):
    app = make_app(tmp_path)
    press(app, pygame.K_F3)
    click_widget(app, "settings:volume", where="left", frames=1)
    assert app.settings.volume == 25 and app.sounds.volume == 25
    assert app.scene.widget("settings:fullscreen").value is False


def test_the_settings_screen_opens_from_the_button_and_the_keyboard(tmp_path):
    app = make_app(tmp_path)
    click_widget(app, "settings")
    assert app.scene.settings is not None
    # keyboard: Down to the speed row, Right changes it, Esc closes
    before = app.settings.speed
    press(app, pygame.K_DOWN)
    press(app, pygame.K_RIGHT)
    assert app.settings.speed != before
    press(app, pygame.K_ESCAPE)
    assert app.scene.settings is None and scene_name(app) == "MenuScene"
    # a click outside the panel closes it too
    press(app, pygame.K_F3)
    click_widget(app, "settings:close")
    assert app.scene.settings is None


def test_the_language_changes_from_the_settings_screen(tmp_path):
    app = make_app(tmp_path, lang="ru")
    set_setting(app, "lang", "en")
    assert app.lang == "en" and app.scene.widget("name:0").text == "Anna"
    assert app.scene.widget("settings").label.startswith("Settings")
    kept = json.loads((tmp_path / "settings.json").read_text(encoding="utf-8"))
    assert kept["lang"] == "en" and kept["indices"] is None


def test_settings_from_the_table_take_effect_under_the_panel(tmp_path):
    """At the table: F3 opens the settings; a larger card size enlarges the player's own
    hand at once; the game goes on where it was after Esc."""
    app = make_app(tmp_path, setup=setup_for("human,bot:easy,bot:easy", seed=3, game="durak_podkidnoy"))
    table = app.scene
    assert scene_name(app) == "TableScene"
    run_until(app, lambda: table.ready_for_input, 600)
    mine = [s for s in table.frame.sprites.values() if s.zone == "hand0"]
    h0 = max(s.h for s in mine)
    turn = table.state.turn if hasattr(table.state, "turn") else None
    click_widget(app, "settings")
    assert table.settings is not None
    click_widget(app, "settings:card_size", "right", frames=2)
    assert app.settings.card_size == "large"
    mine = [s for s in table.frame.sprites.values() if s.zone == "hand0"]
    assert max(s.h for s in mine) > h0 * 1.1
    press(app, pygame.K_ESCAPE)
    assert table.settings is None and app.scene is table
    assert (table.state.turn if hasattr(table.state, "turn") else None) == turn
    kept = json.loads((tmp_path / "settings.json").read_text(encoding="utf-8"))
    assert kept["card_size"] == "large"
    app.settings.card_size = "normal"
    app.settings_changed()
