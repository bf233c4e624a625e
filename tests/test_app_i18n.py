"""Languages are not mixed: default names follow the language (typed names stay), every
word of the program's own table exists in both languages, and no Russian a player sees
lives outside the tables."""
from __future__ import annotations

import ast
import json
import re
from pathlib import Path

import pygame

from app.i18n import LANGS, STRINGS
from app.setup import Setup, SeatSpec
from app_driver import click_widget, make_app, press, scene_name, type_text

CYRILLIC = re.compile("[\u0400-\u04FF]")
ROOT = Path(__file__).resolve().parent.parent


def _write_last_setup(data_dir, lang, seats):
    (Path(data_dir) / "settings.json").write_text(json.dumps({
        "lang": lang, "last_setup": {"game": "durak_podkidnoy", "options": {}, "seed": None,
                                     "seats": seats}}, ensure_ascii=False), encoding="utf-8")


def _menu_names(app):
    return [app.scene.widget(f"name:{i}").text for i in range(len(app.scene.setup.seats))]


def test_seat_names_resolve_in_the_language_unless_typed():
    from app.setup import is_default_name, seat_name
    assert seat_name(0, "", "en") == "Anna" and seat_name(0, "", "ru") == "Анна"
    assert seat_name(1, "Борис", "en") == "Boris"           # a default written out is still a default
    assert seat_name(1, "Anna", "ru") == "Анна" or not is_default_name(1, "Anna")
    assert seat_name(0, " Митя ", "en") == "Митя"           # typed: as typed, in any language
    assert seat_name(20, "", "en") == "#21"
    s = Setup.from_json({"game": "priyom", "seats": [{"kind": "human", "name": "Анна"},
                                                     {"kind": "bot", "name": "Glebushka"}]})
    assert [x.name for x in s.seats] == ["", "Glebushka"]
    assert s.names("en") == ["Anna", "Glebushka"] and s.names("ru") == ["Анна", "Glebushka"]


def test_menu_shows_default_names_in_the_language_of_the_moment(tmp_path):
    # the last setup was made in Russian (its names written out, as older versions did)
    _write_last_setup(tmp_path, "ru", [{"kind": "human", "level": "", "name": "Анна"},
                                       {"kind": "bot", "level": "normal", "name": "Борис"}])
    app = make_app(tmp_path, lang="en")
    assert _menu_names(app) == ["Anna", "Boris"]
    click_widget(app, "seats", "right")                      # a third seat
    assert _menu_names(app) == ["Anna", "Boris", "Vera"]
    # a typed name stays as typed across a switch; the defaults are re-labelled at once
    click_widget(app, "name:1")
    for _ in range(5):
        press(app, pygame.K_BACKSPACE)
    type_text(app, "Митя")
    assert _menu_names(app)[1] == "Митя"
    click_widget(app, "lang", "left")
    assert app.lang == "ru" and _menu_names(app) == ["Анна", "Митя", "Вера"]
    click_widget(app, "lang", "right")
    assert app.lang == "en" and _menu_names(app) == ["Anna", "Митя", "Vera"]


def test_table_log_and_results_use_the_names_of_the_language(tmp_path):
    _write_last_setup(tmp_path, "ru", [{"kind": "human", "level": "", "name": "Анна"},
                                       {"kind": "bot", "level": "normal", "name": "Борис"}])
    app = make_app(tmp_path, lang="en")
    click_widget(app, "start")
    assert scene_name(app) == "TableScene"
    session = app.scene.session
    assert session.names == ["Anna", "Boris"]
    assert not any(CYRILLIC.search(line) for line in session.log), session.log
    # the save keeps the defaults as defaults: resumed in Russian, the names are Russian
    app.autosave.flush()
    saved = json.loads((tmp_path / "autosave.json").read_text(encoding="utf-8"))
    assert [s["name"] for s in saved["meta"]["setup"]["seats"]] == ["", ""]
    again = make_app(tmp_path, lang="ru")
    assert again.scene.found.state is not None
    click_widget(again, "continue")
    assert scene_name(again) == "TableScene" and again.scene.session.names == ["Анна", "Борис"]


def test_a_resumed_save_keeps_typed_names(tmp_path):
    from app.session import Session
    setup = Setup("durak_podkidnoy", [SeatSpec("human", "", "Митя"), SeatSpec("bot", "normal", "")], {}, 3)
    s = Session(setup, lang="en")
    assert s.names == ["Митя", "Boris"]
    s.rebuild_log("ru")
    assert s.names == ["Митя", "Борис"]
    assert setup.seats[1].name == ""               # the session does not write names into the setup
