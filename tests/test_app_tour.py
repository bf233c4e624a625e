"""The table's guided tour (app/tour.py): offered at the first game of a game, T starts it,
each step lights a part of the table with its line, Enter goes on, Esc ends, and a game
once toured is not offered again."""
from __future__ import annotations

import json

import pygame

from app_driver import make_app, press, run_until, setup_for


def _table(tmp_path, game="lenturlu", spec="human,bot:rule,bot:rule"):
    app = make_app(tmp_path, setup=setup_for(spec, seed=3, game=game))
    table = app.scene
    run_until(app, lambda: table.ready_for_input, 3000)
    app.run_frames(2)
    return app, table


def test_the_tour_lights_each_part_and_ends(tmp_path):
    app, table = _table(tmp_path)
    assert table.tour.offered()
    before = app.screen.copy()
    press(app, pygame.K_t, frames=2)
    tour = table.tour
    assert tour.active and len(tour.steps) >= 5
    keys = [k for _, k in tour.steps]
    assert keys[0] == "tour_hand" and "tour_log" in keys and "tour_panel" in keys and "tour_chips" in keys
    for rect, _ in tour.steps:            # every lit part lies on the window
        assert rect.w > 0 and rect.h > 0 and pygame.Rect(0, 0, *app.size).colliderect(rect)
    assert app.screen.get_at((5, 5)) != before.get_at((5, 5))          # the veil
    pygame.image.save(app.screen, str(tmp_path / "tour_0.png"))
    turn = len(table.state.history)
    for i in range(1, len(keys)):
        press(app, pygame.K_RETURN, frames=1)
        assert tour.k == i
    press(app, pygame.K_LEFT)
    assert tour.k == len(keys) - 2
    press(app, pygame.K_ESCAPE)
    assert not tour.active and len(table.state.history) == turn and app.scene is table   # Esc ended the tour only
    kept = json.loads((tmp_path / "settings.json").read_text(encoding="utf-8"))
    assert "lenturlu" in kept["toured"] and not table.tour.offered()


def test_not_offered_after_the_first_game_nor_to_bots(tmp_path):
    app, table = _table(tmp_path, game="durak_podkidnoy")
    app.statistics.games_with_a_human = lambda game: 1
    table.tour.__dict__.pop("_first", None)
    assert not table.tour.offered()
    press(app, pygame.K_t, frames=1)                 # T still shows it
    assert table.tour.active
    app2, table2 = _table(tmp_path / "b", game="durak_podkidnoy", spec="bot:rule,bot:rule")
    assert not table2.tour.offered()
