"""Наполеон and Кинг at the table, driven headless through the program's own loop with a
human seat clicking: a whole Наполеон deal with the human bidding, and a Кинг penalty deal;
the central layout keeps the trick, the клад and the piles on the window at both sizes."""
from __future__ import annotations

import pygame
import pytest

from app.layout import TableModel, layout_frame
from app_driver import human_click_move, make_app, scene_name, setup_for
from rules import get_game


def _drive(app, until, pick, max_frames=40000):
    table = app.scene
    kinds = []
    for _ in range(max_frames):
        if scene_name(app) != "TableScene" or until(table.state):
            break
        if table.ready_for_input and table.animator.current() is None:
            a = human_click_move(app, pick(table))
            kinds.append(a.kind)
        else:
            app.run_frames(1)
    return kinds


def test_a_whole_napoleon_deal_with_a_human_bidding(tmp_path):
    app = make_app(tmp_path, setup=setup_for("human,bot:rule,bot:rule", seed=4, game="napoleon"), speed="fast")
    table = app.scene
    assert scene_name(app) == "TableScene"

    def pick(t):
        legal = list(t.view.legal)
        bids = [i for i, a in enumerate(legal) if a.kind == "bid"]
        return bids[0] if bids else 0           # the human bids the lowest he may, then plays his first card

    kinds = _drive(app, lambda s: s.pub.deal_no >= 2 or s.over, pick)
    s = table.state
    assert s.pub.deal_no >= 2, "the first deal did not end"
    assert "bid" in kinds or "pass" in kinds or "zdes" in kinds
    assert s.pub.sheet and s.ledger.total() == 3 * 100


def test_a_king_penalty_deal_with_a_human(tmp_path):
    app = make_app(tmp_path, setup=setup_for("human,bot:rule,bot:rule,bot:rule", seed=3, game="king"), speed="fast")
    table = app.scene
    kinds = _drive(app, lambda s: s.pub.deal_no >= 2 or s.over, lambda t: 0)
    s = table.state
    assert s.pub.deal_no >= 2 and s.pub.sheet[0][1] == "tricks"
    assert kinds and set(kinds) == {"play"}
    assert sum(s.pub.sheet[0][4]) == 16


@pytest.mark.parametrize("game,seats,opts", [("napoleon", 2, {}), ("napoleon", 6, {}), ("king", 3, {"variant": "47g"}),
                                              ("king", 4, {"variant": "47g"}), ("king", 4, {}),
                                              ("dva_ryada", 2, {}), ("dva_ryada", 2, {"row_size": 8})])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_central_layout_stays_on_the_window(game, seats, opts, size):
    import random
    g = get_game(game)
    s = g.start(seats, 5, opts)
    rng = random.Random(5)
    for _ in range(12):
        if s.over:
            break
        s.apply(g.rule_policy(s.view(s.to_move), rng))
    model = TableModel.from_view(s.view(0))
    pygame.font.init()
    frame = layout_frame(model, g, size, [f"P{i}" for i in range(seats)])
    w, h = size
    for key, sp in frame.sprites.items():
        assert 0 <= sp.x <= w and 0 <= sp.y <= h, (key, sp.x, sp.y)
    for note in frame.notes:
        assert 0 <= note.x <= w and 0 <= note.y <= h


@pytest.mark.parametrize("row_size", [6, 8])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_two_row_trick_lies_between_the_rows(row_size, size):
    """«Два ряда»: the card led lies in the gap between the rows, covering no row card of
    either player, whoever led it."""
    import random
    g = get_game("dva_ryada")
    pygame.font.init()
    checked = 0
    for seed in range(4):
        s = g.start(2, seed, {"row_size": row_size})
        rng = random.Random(seed)
        while not s.over and checked < 40 * (seed + 1):
            s.apply(g.rule_policy(s.view(s.to_move), rng))
            if len(s.zones["trick"]) != 1:
                continue
            frame = layout_frame(TableModel.from_view(s.view(0)), g, size, ["P0", "P1"])
            tricks = [sp for sp in frame.sprites.values() if sp.zone == "trick"]
            rows = [sp for sp in frame.sprites.values() if sp.zone.startswith(("row", "under"))]
            assert len(tricks) == 1
            if not rows:
                continue                        # (the end of a deal: the rows are played out)
            t = pygame.Rect(0, 0, tricks[0].w, tricks[0].h)
            t.center = (tricks[0].x, tricks[0].y)
            for sp in rows:
                r = pygame.Rect(0, 0, sp.w, sp.h)
                r.center = (sp.x, sp.y)
                assert not t.inflate(-4, -4).colliderect(r), (seed, sp.key, t, r)
            checked += 1
    assert checked >= 40


def test_the_row_cards_that_cannot_be_played_are_dimmed_like_the_hand(tmp_path):
    """«Два ряда»: the player plays from his hand and his row alike, so the row's cards that
    do not follow suit are veiled as the hand's are, and the ones that may be played are not."""
    app = make_app(tmp_path, setup=setup_for("human,bot:rule", seed=4, game="dva_ryada"), speed="fast")
    table = app.scene
    for _ in range(5000):
        if table.state.to_move == 0 and table.state.zones["trick"] and table.ready_for_input \
                and table.animator.current() is None:
            break
        app.run_frames(1)
    s = table.state
    assert s.to_move == 0 and s.zones["trick"]
    led = s.zones["trick"][0].suit
    row = {table.frame.sprites[k].card: k for k in table.frame.sprites if table.frame.sprites[k].zone == "row0"}
    dim = table.dimmed()
    legal = {a.card for a in table.view.legal}
    for card, key in row.items():
        assert (key in dim) == (card not in legal), (card, led)
    # and the screen shows it: a veiled row card is darker than it is when nothing is dimmed
    app.run_frames(2)
    veiled = [k for k in row.values() if k in dim]
    assert veiled
    sp = table.frame.sprites[veiled[0]]
    lit = pygame.display.get_surface().get_at((round(sp.x), round(sp.y + sp.h * 0.3)))
    layer = pygame.Surface(app.size)
    table._paint_still(layer, table.frame, None)
    plain = layer.get_at((round(sp.x), round(sp.y + sp.h * 0.3)))
    assert sum(lit[:3]) < sum(plain[:3]) - 60, (lit, plain)
