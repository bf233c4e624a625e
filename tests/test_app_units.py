"""Small pieces of the program: words, settings, animation timing, the event model."""
from __future__ import annotations

import json
import re

import pygame

from app.anim import SPEED_FACTOR, Animator, Segment, out_cubic
from app.i18n import STRINGS, t
from app.layout import TableModel, layout_frame
from app.layout.frame import Frame, Sprite
from app.settings import Settings
from app_driver import click_widget, make_app, press, scene_name, set_setting
from rules import get_game


def test_every_string_in_both_languages_with_the_same_fields():
    for key, entry in STRINGS.items():
        assert entry.get("ru") and entry.get("en"), key
        fields = [set(re.findall(r"{(\w+)}", entry[lang])) for lang in ("ru", "en")]
        assert fields[0] == fields[1], key
    assert t("curtain_turn", "ru", name="Борис") == "Ход: Борис"
    assert t("curtain_turn", "en", name="Boris") == "Boris's turn"


def test_settings_persist_in_the_data_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("LOMBER_DATA_DIR", str(tmp_path))
    s = Settings.load()
    assert (s.lang, s.speed, s.card_indices, s.four_colour) == ("ru", "normal", "ru", False)
    s.lang, s.speed, s.indices, s.four_colour = "en", "fast", "ru", True
    s.last_setup = {"game": "priyom"}
    s.save()
    again = Settings.load()
    assert (again.lang, again.speed, again.card_indices, again.four_colour) == ("en", "fast", "ru", True)
    assert again.last_setup == {"game": "priyom"}
    (tmp_path / "settings.json").write_text("{broken", encoding="utf-8")
    assert Settings.load().lang == "ru"            # a damaged file gives the defaults


def test_menu_settings_and_last_setup_are_remembered(tmp_path):
    app = make_app(tmp_path, lang="ru", speed="normal")
    click_widget(app, "lang", "right")
    assert app.lang == "en" and app.scene.widget("name:0").text == "Anna"
    set_setting(app, "four_colour", True)
    click_widget(app, "seats", "right")
    n = len(app.scene.setup.seats)
    click_widget(app, "start")
    assert scene_name(app) == "TableScene"
    saved = json.loads((tmp_path / "settings.json").read_text(encoding="utf-8"))
    assert saved["lang"] == "en" and saved["four_colour"] is True
    assert len(saved["last_setup"]["seats"]) == n
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    app.run_frames(1)
    assert scene_name(app) == "MenuScene" and len(app.scene.setup.seats) == n


def test_easing_and_speed_scaling():
    assert out_cubic(0) == 0 and out_cubic(1) == 1 and out_cubic(0.5) > 0.5
    a = Frame(100, 100, {("c", "AS"): Sprite(("c", "AS"), None, 0, 0, 10, 14)})
    b = Frame(100, 100, {("c", "AS"): Sprite(("c", "AS"), None, 100, 0, 10, 14)})
    for speed, factor in SPEED_FACTOR.items():
        an = Animator()
        an.speed = speed
        an.add(Segment(a, b, duration=400))
        if factor == 0:
            assert not an.busy                     # instant: nothing to wait for
            continue
        an.update(200 * factor)
        x = an.current().drawn()[0].sprite.x
        assert 50 < x < 100                        # out-cubic: more than half way at half time
        an.update(250 * factor)
        assert not an.busy


def test_events_move_cards_through_the_model():
    game = get_game("priyom")
    state = game.start(3, 2, {})
    view = state.view(state.to_move)
    model = TableModel.from_view(view)
    action = state.legal_actions()[5]
    events = state.apply(action)
    moves = []
    for e in events:
        moves += model.apply_event(e.for_seat(view.seat))
    card = events[0].cards[0]
    assert moves[0] == (("ring", action.index), ("c", card.code))
    assert [c for c in model.zones["middle"].cards] == [card]
    assert action.index not in model.zones["ring"].positions
    frame = layout_frame(model, game, (1280, 720), ["a", "b", "c"])
    assert ("c", card.code) in frame.sprites and ("ring", action.index) not in frame.sprites
    assert any(g.key == ("slot", action.index) for g in frame.ghosts)


def test_the_first_window_fits_the_screen_in_its_real_pixels():
    """HiDPI: four fifths of the screen, 16:9, laid out at that scale (a 4K screen gets a
    3072×1728 table, not a stretched 1280×720); unknown screens get 1280×720."""
    from app.main import MIN_SIZE, initial_size
    assert initial_size((3840, 2160)) == (3072, 1728)
    assert initial_size((1920, 1080)) == (1536, 864)
    assert initial_size((2560, 1600)) == (2048, 1152)
    assert initial_size(None) == (1280, 720) and initial_size((0, 0)) == (1280, 720)
    w, h = initial_size((1024, 600))
    assert (w, h) >= MIN_SIZE and w <= 1024 and h <= 600
