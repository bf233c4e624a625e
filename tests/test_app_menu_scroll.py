"""The menu's options column scrolls when a game has more options than fit (Лентюрлю)."""
import pygame

from app_driver import click, make_app, post


def test_options_column_scrolls_and_everything_stays_reachable(tmp_path):
    app = make_app(tmp_path, size=(1280, 720))
    menu = app.scene
    lenturlu = next(e for e in menu.entries if e.game.id == "lenturlu")
    menu._scroll_to(lenturlu)
    menu._place_entries()
    click(app, lenturlu.rect.center)
    menu = app.scene
    assert menu.setup.game == "lenturlu" and menu.max_opt_scroll > 0
    speed = menu.btn_reseed                                   # the column's last widget
    assert speed.rect.bottom > menu.opt_rect.bottom            # out of sight at first
    before = menu.seed_text
    click(app, (speed.rect.right - 5, min(speed.rect.centery, app.size[1] - 3)))
    assert menu.seed_text == before                           # hidden widgets do not react
    pygame.image.save(app.screen, str(tmp_path / "menu_lenturlu_top.png"))
    centre = menu.opt_rect.center
    post(pygame.MOUSEMOTION, pos=centre, rel=(0, 0), buttons=(0, 0, 0))
    for _ in range(20):
        post(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0)
    app.run_frames(2)
    assert menu.opt_scroll == menu.max_opt_scroll
    assert menu.opt_rect.top <= speed.rect.top and speed.rect.bottom <= menu.opt_rect.bottom
    click(app, (speed.rect.right - 12, speed.rect.centery))
    assert menu.seed_text != before                           # now it does
    pygame.image.save(app.screen, str(tmp_path / "menu_lenturlu_scrolled.png"))
    # Tab focus brings a hidden widget back into sight.
    for _ in range(60):
        post(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="\t", scancode=0)
        app.run_frames(1)
        cur = menu.focus.current
        if cur in menu.column_widgets():
            assert menu.opt_rect.top <= cur.rect.top and cur.rect.bottom <= menu.opt_rect.bottom


def test_back_from_a_table_the_list_shows_the_selected_game(tmp_path):
    """The last game of the list chosen and played: back in the menu, its entry is in sight
    (else «Начать» would start a game the player cannot see); so after a keyboard move."""
    from app_driver import press, scene_name
    app = make_app(tmp_path, size=(1280, 720))
    menu = app.scene
    last = menu.entries[-1]
    menu.pick_game(last.game)
    assert menu.max_list_scroll > 0, "the list must be longer than its room for this test"
    click(app, menu.btn_start.rect.center)
    if scene_name(app) == "MenuScene" and menu.choice is not None:
        menu.choice.on_new()
    assert scene_name(app) != "MenuScene"
    press(app, pygame.K_ESCAPE)
    menu = app.scene
    assert scene_name(app) == "MenuScene" and menu.setup.game == last.game.id
    app.run_frames(1)
    entry = next(e for e in menu.entries if e.game.id == last.game.id)
    assert entry.visible and menu.list_rect.contains(entry.rect), "the selected game is out of sight"
    # Home by keyboard on the list: the first game, and it is in sight too
    menu.focus.focus_on(entry)
    press(app, pygame.K_HOME)
    first = menu.entries[0]
    assert menu.setup.game == first.game.id and menu.list_rect.contains(first.rect)
