"""The calling games' table at the fewest and most seats («Я — умираю»: 2 and 8; «Шиф»: 5
and 10), at 1280×720 and (slow) 1920×1080: screenshots mid-game (copied to $LOMBER_SHOTS when
set), the middle — aside, the fan, the discard, the кон — inside the window and clear of
every seat's plate."""
from __future__ import annotations

import os
import shutil

import pygame
import pytest

from app_driver import make_app, setup_for

SHOTS = os.environ.get("LOMBER_SHOTS")


def _keep(path) -> None:
    if SHOTS:
        os.makedirs(SHOTS, exist_ok=True)
        shutil.copy(path, os.path.join(SHOTS, os.path.basename(str(path))))


def _mid_game(app, actions):
    table = app.scene
    i = 0
    for _ in range(50000):
        if len(table.state.history) >= actions or table.state.over:
            break
        if table.ready_for_input:
            legal = table.view.legal
            table.choose(legal[i % len(legal)])
            i += 1
        app.run_frames(1)
    app.run_frames(3)


def _overlap(a, b) -> bool:
    ax, ay, aw, ah = a
    bx, by, bw, bh = b
    return ax < bx + bw and bx < ax + aw and ay < by + bh and by < ay + ah


@pytest.mark.parametrize("size", [(1280, 720), pytest.param((1920, 1080), marks=pytest.mark.slow)])
@pytest.mark.parametrize("game,seats,actions", [("ya_umirayu", 2, 9), ("ya_umirayu", 8, 13),
                                                ("shif_shof_shum", 5, 20), ("shif_shof_shum", 10, 30)])
def test_table_screenshots_fewest_and_most_seats(tmp_path, size, game, seats, actions):
    spec = ",".join(["human"] + ["bot:rule"] * (seats - 1))
    app = make_app(tmp_path, setup=setup_for(spec, seed=seats + 3, game=game), size=size, speed="instant")
    _mid_game(app, actions)
    shot = tmp_path / f"{game}_{seats}_{size[0]}.png"
    app.screenshot(str(shot))
    _keep(shot)
    assert pygame.image.load(str(shot)).get_size() == size
    frame = app.scene.frame
    # the middle (aside, fan, discard, кон) lies clear of every other seat's plate
    middle = [r for z, r in frame.zones.items() if z in ("aside", "table", "discard")]
    middle += [(s.x - s.d / 2, s.y - s.d / 2, s.d, s.d) for a, s in frame.chips.items() if a == "pot"]
    plates = [(p.x - p.w / 2, p.y - p.h / 2, p.w, p.h) for p in frame.plates]
    assert middle
    for r in middle:
        assert 0 <= r[0] and r[0] + r[2] <= size[0] and 0 <= r[1] and r[1] + r[3] <= size[1]
        assert not any(_overlap(r, p) for p in plates), (r, plates)
