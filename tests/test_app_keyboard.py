"""Play without a mouse (app/keyboard.py): every family played to its end with key events
alone; Esc backs out of a half-made move; F2 shows the key list."""
from __future__ import annotations

import time

import pygame
import pytest

from app_driver import make_app, press, scene_name, setup_for

# one game of each family, with options that keep the game short
FAMILIES = [
    ("priyom", 2, {}),
    ("lenturlu", 3, {"deals": 1}),
    ("durak_podkidnoy", 2, {}),
    ("durak_navalenny", 2, {}),
    ("mushka", 3, {"deal_limit": 30}),
    ("king", 3, {}),
    ("napoleon", 2, {"rounds": 1}),
    ("dva_ryada", 2, {"target": 11}),
    ("kometa", 2, {"target": 12}),
    ("ya_umirayu", 2, {}),
    ("vorona", 3, {}),
    ("verish_2", 2, {}),
]


def _keys(table):
    return [it for it in table.keys.items() if it[0] != "tool"]


def _numbered(table):
    return [b.action.value for b in table.action_buttons
            if isinstance(b.action.value, int) and not isinstance(b.action.value, bool)]


def human_key_move(app, n: int) -> str:
    """One decision of the human by keys alone; returns which keys decided it."""
    table = app.scene
    before = len(table.state.history)
    values = _numbered(table)
    if values and n % 3 == 0:
        v = values[n % len(values)]
        for ch in str(v):
            press(app, getattr(pygame, f"K_{ch}"))
        how = "digits"
    elif len(table.action_buttons) == 1 and n % 2:
        press(app, pygame.K_SPACE)
        how = "space"
    else:
        items = _keys(table)
        if not items:
            app.run_frames(1)
            return "wait"
        press(app, pygame.K_RIGHT)               # shows the focus
        goal = items[n % len(items)]
        for _ in range(len(table.keys.items()) + 1):
            if table.keys.focus == goal:
                break
            press(app, pygame.K_TAB)
        assert table.keys.focus == goal
        press(app, pygame.K_RETURN)
        how = "enter"
        for _ in range(4):                       # a card picked up: its places, or the pop-up
            if len(table.state.history) > before or not (table.popup or table.selected is not None):
                break
            opts = _keys(table)
            for _ in range(n % max(1, len(opts))):
                press(app, pygame.K_TAB)
            press(app, pygame.K_RETURN)
            how = "enter2"
    return how


@pytest.mark.parametrize("game,seats,options", FAMILIES, ids=[f[0] for f in FAMILIES])
def test_a_whole_game_by_keys(tmp_path, game, seats, options):
    spec = ",".join(["human"] + ["bot:rule"] * (seats - 1))
    app = make_app(tmp_path, setup=setup_for(spec, seed=3, game=game, **options))
    table = app.scene
    t0 = time.perf_counter()
    moves, hows = 0, {}
    for _ in range(20000):
        if scene_name(app) != "TableScene" or table.state.over:
            break
        if not table.ready_for_input:
            app.run_frames(1)
            continue
        before = len(table.state.history)
        how = human_key_move(app, moves)
        if len(table.state.history) > before:
            moves += 1
            hows[how] = hows.get(how, 0) + 1
    print(game, moves, hows, round(time.perf_counter() - t0, 1))
    assert table.state.over, f"{game}: not over after {moves} moves"
    assert moves > 0
