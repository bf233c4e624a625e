"""The menu by keyboard, with real KEYDOWN events: the highlighted game is the one Enter
starts; the language toggle is in sight without scrolling."""
from __future__ import annotations

import pygame
import pytest

from app_driver import make_app, post, scene_name


def key(app, k, mod=0):
    post(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)
    post(pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0)
    app.run_frames(1)


def highlighted(menu) -> list:
    """The games drawn lit as chosen or focused (hover aside)."""
    return [e.game.id for e in menu.entries if e.selected or e.focus]


def tab_to_list(app):
    menu = app.scene
    for _ in range(len(menu.widgets()) + 2):
        key(app, pygame.K_TAB)
        if any(e.focus for e in menu.entries):
            return
    raise AssertionError("Tab never reached the game list")


@pytest.mark.parametrize("downs", [0, 1, 3])
def test_enter_starts_the_highlighted_game_after_tab(tmp_path, downs):
    app = make_app(tmp_path)
    tab_to_list(app)
    menu = app.scene
    for _ in range(downs):
        key(app, pygame.K_DOWN)
    lit = highlighted(menu)
    assert len(lit) == 1, f"two games look chosen: {lit}"
    focused = [e.game.id for e in menu.entries if e.focus]
    assert focused == lit
    key(app, pygame.K_RETURN)
    assert scene_name(app) == "TableScene"
    assert app.scene.session.game.id == lit[0]


def test_up_down_move_the_selection_and_shift_tab_comes_back(tmp_path):
    app = make_app(tmp_path)
    tab_to_list(app)
    menu = app.scene
    first = menu.setup.game
    key(app, pygame.K_DOWN)
    key(app, pygame.K_DOWN)
    second = menu.setup.game
    assert second != first and highlighted(menu) == [second]
    key(app, pygame.K_TAB)                          # on to the seats…
    assert not any(e.focus for e in menu.entries)
    key(app, pygame.K_TAB, pygame.KMOD_SHIFT)       # …and back: onto the selected game
    assert [e.game.id for e in menu.entries if e.focus] == [second]
    key(app, pygame.K_END)
    assert menu.setup.game == menu.entries[-1].game.id and menu.entries[-1].visible
    key(app, pygame.K_HOME)
    assert menu.setup.game == menu.entries[0].game.id
    key(app, pygame.K_KP_ENTER)
    assert scene_name(app) == "TableScene" and app.scene.session.game.id == menu.entries[0].game.id


@pytest.mark.parametrize("size", [(1280, 720), (800, 480), (1920, 1080)])
def test_the_language_toggle_is_in_sight(tmp_path, size):
    app = make_app(tmp_path, size=size)
    menu = app.scene
    lang = menu.widget("lang")
    window = pygame.Rect((0, 0), size)
    assert window.contains(lang.rect) and lang.rect.h >= 20
    # whatever game is chosen (Лентюрлю's options fill the right column)
    for e in menu.entries:
        menu.pick_game(e.game)
        assert window.contains(menu.widget("lang").rect)
        for other in menu.widgets():
            if other is not lang and other.visible and other.rect.w:
                assert not other.rect.colliderect(menu.widget("lang").rect), other.id


def test_the_language_switches_by_keyboard_and_keeps_the_focus(tmp_path):
    app = make_app(tmp_path, lang="ru")
    menu = app.scene
    for _ in range(len(menu.widgets()) + 2):
        if menu.focus.current is menu.widget("lang"):
            break
        key(app, pygame.K_TAB)
    assert menu.focus.current is menu.widget("lang")
    key(app, pygame.K_RIGHT)
    assert app.lang == "en" and menu.widget("name:0").text == "Anna"
    assert menu.focus.current is menu.widget("lang")
    key(app, pygame.K_LEFT)
    assert app.lang == "ru" and menu.widget("name:0").text == "Анна"
