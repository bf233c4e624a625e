"""Games in a row with «Ещё раз» keep the memory flat: the images the program holds
(cached card art, rendered lines of text, table layers) stay bounded however many games
are played and whatever words they bring.

Measured in pixel bytes of the pygame Surfaces reachable from the program object (the
images live in SDL's memory, where tracemalloc does not look)."""
from __future__ import annotations

import gc
import types
import weakref

import pygame
import pytest

from app_driver import click, click_widget, make_app, run_until, scene_name, setup_for

MB = 2 ** 20
SKIP = (type, types.ModuleType, types.FunctionType, types.MethodType, types.BuiltinFunctionType,
        str, bytes, int, float)


def held_surface_bytes(root) -> int:
    """Pixel bytes of every Surface reachable from ``root`` through its attributes and
    containers (functions and modules are not followed: they reach everything)."""
    seen, stack, total = set(), [root], 0
    while stack:
        o = stack.pop()
        if id(o) in seen or isinstance(o, SKIP):
            continue
        seen.add(id(o))
        if isinstance(o, pygame.Surface):
            total += o.get_pitch() * o.get_height()
            continue
        stack.extend(gc.get_referents(o))
    return total


def test_rendered_lines_stay_within_a_budget(tmp_path):
    """Thousands of different lines (as the logs of many games bring) are not all kept."""
    app = make_app(tmp_path)
    fonts = app.fonts
    empty = held_surface_bytes(fonts)
    for i in range(2500):
        fonts.render(f"Борис кладёт 10♥ на 9♥ — ход {i}, в банке {i * 7} фишек", 15)
    held = held_surface_bytes(fonts) - empty
    assert held <= 9 * MB, f"2500 lines of text hold {held / MB:.1f} MB"
    # the lines in use are kept: drawing them again makes nothing new
    line = fonts.render("Ещё раз", 19)
    assert fonts.render("Ещё раз", 19) is line


def test_games_in_a_row_keep_the_images_bounded(tmp_path):
    """Four 15-seat Приём games one after another at instant speed: what the images held
    reached in the first game (sampled every 40 frames and at its results) they exceed by
    no more than 5 MB at any moment of the next three."""
    app = make_app(tmp_path, setup_for(",".join(["bot:easy"] * 15), seed=1), speed="instant")
    per_game = []
    for game in range(4):
        samples, frames = [], [0]

        def over():
            frames[0] += 1
            if frames[0] % 40 == 0:
                samples.append(held_surface_bytes(app))
            return scene_name(app) == "ResultsScene"
        assert run_until(app, over, 20_000), f"game {game + 1} did not end"
        samples.append(held_surface_bytes(app))
        per_game.append(max(samples))
        click_widget(app, "again")
        assert scene_name(app) == "TableScene"
    first, later = per_game[0], max(per_game[1:])
    assert later - first <= 5 * MB, (f"the images held grew by {(later - first) / MB:.1f} MB over games 2-4 "
                                     f"(from {first / MB:.1f} MB in the first)")


def test_games_option_plays_several_games_and_notes_the_memory(tmp_path):
    """``--games 3``: «Ещё раз» presses itself until three games are over; with
    ``--exit-when-over`` the program then ends, its stats carrying the memory per game."""
    app = make_app(tmp_path, setup_for("bot:easy,bot:easy", seed=4), speed="instant", games=3,
                   exit_when_over=True, stats=True)
    run_until(app, lambda: not app.running, 20_000)
    assert not app.running and app.games_over == 3
    assert scene_name(app) == "ResultsScene"
    stats = app.stats()
    assert len(stats["rss_mb_after_game"]) == 3 and all(mb > 10 for mb in stats["rss_mb_after_game"])


def test_games_option_is_checked():
    from app.cli import build_parser
    assert build_parser().parse_args(["--games", "10"]).games == 10
    assert build_parser().parse_args([]).games == 1
    for bad in ("0", "-2", "x", "٣", "100001"):
        with pytest.raises(SystemExit):
            build_parser().parse_args(["--games", bad])


def test_a_finished_table_is_freed_at_once(tmp_path):
    """The table of the game just played (its layers and chip images: tens of MB in
    SDL's memory, held in reference cycles) is freed when the next game starts, not
    whenever Python's collector next looks at old objects."""
    app = make_app(tmp_path, setup_for("bot:easy,bot:easy,bot:easy", game="lenturlu", seed=2, deals=1),
                   speed="instant")
    table = weakref.ref(app.scene)
    assert run_until(app, lambda: scene_name(app) == "ResultsScene", 20_000)
    results = weakref.ref(app.scene)
    click(app, app.scene.widget("again").rect.center, frames=2)   # (click_widget would hold the button)
    assert scene_name(app) == "TableScene"
    assert table() is None and results() is None, "the last game's scenes are still alive"
