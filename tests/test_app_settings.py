"""The settings the menu offers beyond the game: the cloth, the default bot level, the full
screen, the sound — each takes effect and is kept in the data folder."""
from __future__ import annotations

import json

from app_driver import click_widget, make_app
from app.setup import default_level


def _show(app, wid):
    """Scroll the settings column to the widget, as Tab would."""
    app.scene._scroll_column_to(app.scene.widget(wid))
    app.run_frames(2)


def test_the_cloth_colour_changes_the_table_and_is_kept(tmp_path):
    app = make_app(tmp_path)
    before = app.screen.get_at((app.size[0] // 2, 40))
    _show(app, "cloth")
    click_widget(app, "cloth", where="right", frames=2)
    assert app.settings.cloth == "blue"
    after = app.screen.get_at((app.size[0] // 2, 40))
    assert after.b > before.b and after.g < before.g            # a blue cloth, not the green
    kept = json.loads((tmp_path / "settings.json").read_text(encoding="utf-8"))
    assert kept["cloth"] == "blue"


def test_the_default_bot_level_is_what_new_bot_seats_get(tmp_path):
    app = make_app(tmp_path)
    menu = app.scene
    start = menu.set_level.value
    _show(app, "bot_level")
    click_widget(app, "bot_level", where="right", frames=1)
    chosen = menu.set_level.value
    assert chosen != start and app.settings.bot_level == chosen and default_level() == chosen
    n = len(menu.setup.seats)
    menu.set_seat_count(n + 1)
    assert menu.setup.seats[-1].level == chosen
    app.settings.bot_level = ""
    app.settings_changed()
    assert default_level() == "normal"


def test_sound_volume_and_fullscreen_rows(tmp_path):
    app = make_app(tmp_path)
    _show(app, "sound")
    click_widget(app, "sound", where="left", frames=1)
    assert app.settings.volume == 25 and app.sounds.volume == 25
    assert app.scene.widget("fullscreen").value is False
