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
