"""Headless, with posted events (issue 28 item 4): the menu's seat row shows ♂/♀ — the
default name's gender, or the typed name's guessed one — a click changes it, it is kept
with the setup and the table's phrases agree with it; and a change of language mid-turn
re-words everything the table shows at once (the status line, its sub-line, the pill)."""
from __future__ import annotations

import json
import re

import pygame

from app import textrec
from app.wording import Wording
from app_driver import click_widget, make_app, press, run_until, scene_name, set_setting, setup_for, type_text
from rules.phrases import Phrase, Seat


def _retype(app, wid: str, text: str) -> None:
    click_widget(app, wid)
    for _ in range(12):
        press(app, pygame.K_BACKSPACE)
    type_text(app, text)


def test_the_seat_row_guesses_the_gender_and_a_click_changes_it(tmp_path):
    app = make_app(tmp_path)
    menu = app.scene
    assert [menu.widget(f"gender:{i}").label for i in range(2)] == ["♀", "♂"]     # Анна, Борис
    _retype(app, "name:0", "Никита")
    assert menu.widget("gender:0").label == "♂"
    _retype(app, "name:1", "Саша")
    assert menu.widget("gender:1").label == "♂"                   # Саша: a man's name, unless told
    click_widget(app, "gender:1")                                # …this one is Александра
    assert menu.widget("gender:1").label == "♀" and menu.setup.seats[1].gender == "f"
    for i, w in ((0, "name"), (0, "gender"), (0, "kind")):
        r = menu.widget(f"{w}:{i}").rect
        assert r.w > 0 and pygame.Rect(0, 0, 1280, 720).contains(r)
    assert not menu.widget("gender:0").rect.colliderect(menu.widget("name:0").rect)
    assert not menu.widget("gender:0").rect.colliderect(menu.widget("kind:0").rect)
    click_widget(app, "start")
    assert scene_name(app) == "TableScene"
    names = app.scene.session.names
    assert [n.gender for n in names[:2]] == ["m", "f"]
    line = Wording("ru", names=names).render(Phrase("tricks.first_dealer", who=Seat(1)))
    assert line.startswith("Саша вытянула") and line.endswith("первой")
    # kept with the setup: the settings' last setup, and the menu of the next start
    last = json.loads((tmp_path / "settings.json").read_text(encoding="utf-8"))["last_setup"]
    assert last["seats"][1]["gender"] == "f" and "gender" not in last["seats"][0]
    app2 = make_app(tmp_path)
    assert scene_name(app2) == "MenuScene"
    assert app2.scene.widget("gender:1").label == "♀" and app2.scene.widget("gender:0").label == "♂"


def test_a_new_name_brings_its_own_gender(tmp_path):
    app = make_app(tmp_path)
    click_widget(app, "gender:1")                                 # Борис set to ♀ (by mistake)
    assert app.scene.widget("gender:1").label == "♀"
    _retype(app, "name:1", "Глеб")
    assert app.scene.widget("gender:1").label == "♂" and app.scene.setup.seats[1].gender == ""


_CYRILLIC = re.compile("[А-Яа-яЁё]")


def _drawn(app) -> list[str]:
    app.wake()
    app.run_frames(1)
    return [e.text for e in textrec._rec.entries if e.kind == "text" and e.text]


def test_switching_to_english_mid_turn_rewords_the_table_at_once(tmp_path):
    textrec.start()
    try:
        app = make_app(tmp_path, setup=setup_for("human,bot:rule,bot:rule", seed=31, game="durak_podkidnoy"))
        table = app.scene
        assert run_until(app, lambda: table.ready_for_input)
        before = _drawn(app)
        assert "Ваш ход" in before and any(t.startswith("Сейчас можно") for t in before), before
        set_setting(app, "lang", "en")                 # F3, the language row, Esc — mid-turn
        assert table.ready_for_input                     # still the same turn
        after = _drawn(app)
        assert "Your turn" in after, after
        russian = [t for t in after if _CYRILLIC.search(t)]
        assert not russian, f"still Russian after the switch: {russian}"
    finally:
        textrec.stop()
