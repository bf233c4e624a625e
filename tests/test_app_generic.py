"""The table is generic: every registered game can be played in it by clicks alone,
with cards, slots, zones, buttons (actions that name no card) and choice pop-ups."""
from __future__ import annotations

from app_driver import click_action, make_app, scene_name, setup_for
from rules import all_games


def test_every_game_plays_in_the_generic_table(tmp_path):
    buttons = 0
    for game in all_games():
        n = min(max(game.min_seats, 3), game.max_seats)
        spec = ",".join(["human"] + ["bot:rule"] * (n - 1))
        app = make_app(tmp_path / game.id, setup=setup_for(spec, seed=5, game=game.id))
        table = app.scene
        moves = 0
        for _ in range(3000):
            if scene_name(app) != "TableScene" or moves >= 12:
                break
            if not table.ready_for_input:
                app.run_frames(1)
                continue
            legal = list(table.view.legal)
            plain = [a for a in legal if not a.cards and a.zone is None]
            action = plain[0] if plain and moves % 2 else legal[moves % len(legal)]
            assert click_action(app, action), f"{game.id}: could not click {action}"
            buttons += action in plain
            moves += 1
        assert moves >= 3 or scene_name(app) == "ResultsScene", f"{game.id}: the human never got to move"
    assert buttons, "no game offered an action as a button"
