"""Лентюрлю at the table, driven headless through the program's own loop: a whole short
match with one human seat clicking cards and buttons; every chip that moves is a chip in
flight whose piles end exactly where the view says; the stake cross with its chips is
laid out clear of everything for 3–8 seats at 1280×720 and 1920×1080; screenshots of it
mid-game (and mid-flight) at both sizes."""
from __future__ import annotations

import itertools
import math
import os
import shutil

import pygame
import pytest

from app.anim_chips import ChipFlights
from app.art.chips import TILT, edge_thickness
from app.draw.chips import flight_chips, pile_columns, rich_chips
from app.layout import TableModel, layout_frame
from app.scenes.table import AUTO_PASS_MS
from app_driver import click, human_click_move, make_app, scene_name, setup_for
from rules import get_game

# the larger window with the slow tests (the golden pictures cover it too): the default run stays quick
SIZES = [(1280, 720), pytest.param((1920, 1080), marks=pytest.mark.slow, id="1920x1080")]
SHOTS = os.environ.get("LOMBER_SHOTS")        # also copy the screenshots there (for people to look at)


def _keep(path) -> None:
    if SHOTS:
        os.makedirs(SHOTS, exist_ok=True)
        shutil.copy(path, os.path.join(SHOTS, os.path.basename(str(path))))


def _shown_chips(frame) -> dict:
    return {a: s.amount for a, s in frame.chips.items()}


def _view_chips(view) -> dict:
    out = {f"player:{s}": c for s, c in enumerate(view.chips)}
    out.update({f"stake:{n}": a for n, a in view.stakes.items()})
    return out


# ------------------------------------------------------------------ a whole match
def test_whole_match_with_one_human_by_clicks(tmp_path):
    app = make_app(tmp_path, setup=setup_for("human,bot:rule,bot:rule", seed=12, game="lenturlu", deals=2),
                   speed="fast")
    table = app.scene
    assert scene_name(app) == "TableScene"
    # the opening: everyone's ante flies from his seat to the five cards before anything else
    app.run_frames(1)
    first = table.animator.current()
    assert first is not None and first.chips is not None, "the opening antes are not animated"
    assert {tk.src for tk in first.chips.tokens} == {"player:0", "player:1", "player:2"}
    assert {tk.dst for tk in first.chips.tokens} == {f"stake:{c}" for c in ("7D", "QS", "AS", "JC", "KH")}

    seen_segments = set()
    batches = 0
    kinds = set()
    auto_passes = 0
    panels = 0
    moves = 0
    skipped = False
    for _ in range(60000):
        if scene_name(app) != "TableScene":
            break
        seg = table.animator.current()
        if seg is not None and id(seg) not in seen_segments:
            seen_segments.add(id(seg))
            if seg.chips is not None:
                batches += 1
                # a batch's chips land exactly on the amounts of the step it leads to
                end = seg.chips.amounts(seg.chips.end + 1)
                assert {a: end[a] for a in seg.b.chips} == _shown_chips(seg.b)
                assert sum(tk.value for tk in seg.chips.tokens) == sum(m[2] for m in seg.chips.moves)
        if table.animator.panels:
            panels += 1
        if seg is not None and seg.hold and not skipped:
            # a deal's settlement on show: a click goes on at once
            click(app, (app.size[0] // 2, 8))
            assert table.animator.current() is not seg
            skipped = True
            continue
        if table.animator.busy:
            app.run_frames(1)
            continue
        if not table.state.over:
            # still: the chips shown at every seat and on every stake are the view's
            assert _shown_chips(table.frame) == _view_chips(table.view)
        if not table.ready_for_input:
            app.run_frames(1)
            continue
        legal = list(table.view.legal)
        if len(legal) == 1 and legal[0].kind == "pass":
            # nothing to do but pass: the table passes by itself after a short pause
            before = len(table.state.history)
            frames = int(AUTO_PASS_MS["fast"] / (1000 / 60)) + 3
            app.run_frames(frames)
            assert len(table.state.history) == before + 1 and table.state.history[before].kind == "pass"
            auto_passes += 1
            kinds.add("pass")
            continue
        buys = [i for i, a in enumerate(legal) if a.kind == "buy"]
        pick = buys[-1] if buys and moves % 3 == 0 else moves
        kinds.add(human_click_move(app, pick).kind)
        moves += 1
    assert scene_name(app) == "ResultsScene", "the match did not reach the results"
    state = table.state
    assert state.over and state.deal_no == 2
    assert moves >= 8 and {"play", "buy"} <= kinds, kinds
    assert auto_passes >= 1 and batches >= 6 and panels > 0 and skipped
    # the results: each player's gain or loss, and the score sheet's chips deal by deal
    res = state.result()
    assert sum(res.chips) == 0
    results = app.scene
    chips = results.sections[0]
    assert chips.title == "chips" and len(chips.rows) == 2 and chips.totals == res.chips
    app.run_frames(2)
    app.screenshot(str(tmp_path / "lenturlu_results.png"))
    _keep(tmp_path / "lenturlu_results.png")


def test_instant_speed_moves_chips_without_animation(tmp_path):
    app = make_app(tmp_path, setup=setup_for("bot:rule,bot:rule,bot:rule,bot:rule", seed=3, game="lenturlu",
                                             deals=1), speed="instant")
    table = app.scene
    for _ in range(3000):
        if scene_name(app) != "TableScene" or table.state.over:
            break
        assert not table.animator.busy
        app.run_frames(1)
        if scene_name(app) == "TableScene" and not table.state.over:
            assert _shown_chips(table.frame) == _view_chips(table.view)
    assert table.state.over


# ------------------------------------------------------------------ the stake board
def _mid_game(app, actions):
    table = app.scene
    i = 0
    while len(table.state.history) < actions and not table.state.over:
        if table.ready_for_input:
            legal = table.view.legal
            table.choose(legal[i % len(legal)])
            i += 1
        app.run_frames(1)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("seats", [3, 8])
def test_stake_board_screenshots(tmp_path, size, seats):
    spec = ",".join(["human"] + ["bot:rule"] * (seats - 1))
    app = make_app(tmp_path, setup=setup_for(spec, seed=seats, game="lenturlu", deals=2), size=size, speed="instant")
    table = app.scene
    _mid_game(app, 24)
    app.run_frames(1)
    still = tmp_path / f"lenturlu_{seats}_{size[0]}.png"
    app.screenshot(str(still))
    _keep(still)
    assert pygame.image.load(str(still)).get_size() == size
    # the five stake cards were drawn (from the other deck), the viewer's own hand face up
    stakes = [s for s in table.frame.sprites.values() if s.zone.startswith("stake:")]
    assert len(stakes) == 5 and all(s.deck for s in stakes)
    assert set(table.state.view(0).hand(0).cards) <= app.painter.faces_drawn
    # and once more with chips in the air
    app.settings.speed = table.animator.speed = "fast"

    def flying():
        seg = table.animator.current()
        return seg is not None and seg.chips is not None and seg.chips.flying(seg.t)
    i = 0
    for _ in range(20000):
        if flying() or table.state.over:
            break
        if table.ready_for_input:
            legal = table.view.legal
            table.choose(legal[i % len(legal)])
            i += 1
        app.run_frames(1)
    app.run_frames(3)
    if flying():
        air = tmp_path / f"lenturlu_{seats}_{size[0]}_chips.png"
        app.screenshot(str(air))
        _keep(air)


def _model_mid_game(seats, seed=1, actions=30):
    game = get_game("lenturlu")
    st = game.start(seats, seed, {"deals": 2})
    from rules.bots import make_bot
    bots = [make_bot("rule", game, s, seed) for s in range(seats)]
    for _ in range(actions):
        if st.over:
            break
        s = st.to_move
        bots[s].start(st.view(s))
        while not bots[s].step(5):
            pass
        st.apply(bots[s].choice(), s)
    return game, st


def _rect_of_pile(spot):
    cols = pile_columns(max(spot.amount, 40), spot.cols, spot.per_col)     # a rich pile: the worst case
    n = max(len(c) for c in cols)
    w = spot.d * (1 + 0.8 * (len(cols) - 1))
    top = spot.y - spot.d * TILT / 2 - edge_thickness(int(spot.d)) * (n - 1)
    bottom = spot.y + spot.d * TILT / 2 + edge_thickness(int(spot.d))
    return pygame.Rect(round(spot.x - w / 2), round(top), round(w), round(bottom - top))


def _sprite_rect(s):
    return pygame.Rect(round(s.x - s.w / 2), round(s.y - s.h / 2), round(s.w), round(s.h))


@pytest.mark.parametrize("size", SIZES)
def test_stake_cross_is_clear_of_everything(size):
    """For 3 to 8 seats: the five cards, their piles and amounts, the run, the talon and the
    closed runs overlap neither each other nor any seat, and stay inside the window."""
    from app.fonts import Fonts
    pygame.font.init()
    fonts = Fonts()
    for seats in range(3, 9):
        game, st = _model_mid_game(seats)
        model = TableModel.from_view(st.view(0))
        names = [f"Игрок {i}" for i in range(seats)]
        f = layout_frame(model, game, size, names, {"dealer": st.dealer})
        window = pygame.Rect(0, 0, *size)
        things = {}
        for key, s in f.sprites.items():
            if s.zone.startswith("stake:"):
                things[("card", s.zone)] = _sprite_rect(s).inflate(-2, -2)
        for acc, spot in f.chips.items():
            things[("pile", acc)] = _rect_of_pile(spot).inflate(-2, -2)
            if spot.label is not None and spot.label_box:
                x, y, anchor = spot.label
                w, h = fonts.size("999", spot.label_px, "sans-bold")
                r = pygame.Rect(0, 0, w + spot.label_px, h + 2)
                setattr(r, anchor, (round(x), round(y)))
                things[("label", acc)] = r
        for zone in ("talon", "played"):
            if zone in f.zones:
                things[("zone", zone)] = pygame.Rect(f.zones[zone]).inflate(-2, -2)
        run = [s for s in f.sprites.values() if s.zone == "run"]
        if run:
            things[("zone", "run")] = pygame.Rect(f.zones["run"]).inflate(-2, -2)
        for p in f.plates:
            things[("plate", p.seat)] = pygame.Rect(p.rect).inflate(-2, -2)
        for seat in range(1, seats):
            hand = [s for s in f.sprites.values() if s.zone == f"hand{seat}"]
            for s in hand:
                things[("hand", seat, s.key)] = _sprite_rect(s).inflate(-2, -2)
        for key, r in things.items():
            assert window.contains(r), f"{seats} seats {size}: {key} leaves the window"
        for a, b in itertools.combinations(things, 2):
            if a[0] == "hand" and b[0] == "hand" and a[1] == b[1]:
                continue                            # a fan overlaps itself
            if {a[0], b[0]} == {"pile", "label"} and a[1] == b[1]:
                continue                            # a stake's amount sits at its pile's foot
            assert not things[a].colliderect(things[b]), f"{seats} seats {size}: {a} overlaps {b}"
        # the chalk oval round the cross passes under no card, pile or plate
        solid = [r for k, r in things.items() if k[0] in ("card", "pile", "zone", "plate")]
        for mx, my, mw, mh, _ in f.mats:
            for k in range(180):
                a = k * math.pi / 90
                x, y = mx + mw / 2 * math.cos(a), my + mh / 2 * math.sin(a)
                assert not any(r.collidepoint(x, y) for r in solid), f"{seats} seats {size}: the oval crosses"
        # readable: the stake cards and the run are not tiny
        cards = [s for s in f.sprites.values() if s.zone.startswith("stake:")]
        assert min(s.h for s in cards) >= 78 * min(size[0] / 1280, size[1] / 720)


# ------------------------------------------------------------------ chips as money
def test_piles_and_flights_add_up():
    for amount in list(range(1, 120)) + [195, 200, 447, 999, 1234]:
        for cols, per_col in ((1, 12), (2, 20), (3, 40)):
            cols_ = pile_columns(amount, cols, per_col)
            assert 1 <= len(cols_) <= cols
            flat = [c for col in cols_ for c in col]
            if len(rich_chips(amount, min(4, cols * 2))) <= per_col:
                assert sum(flat) == amount
            assert all(col == sorted(col) for col in cols_)      # the largest chip of a column on top
        f = flight_chips(amount)
        assert sum(f) == amount and 1 <= len(f) <= 10
        assert len(f) >= min(3, amount)


def test_chip_flights_pour_from_each_source_in_turn():
    fl = ChipFlights([("player:0", "stake:QS", 2), ("player:0", "stake:7D", 3), ("player:1", "stake:7D", 5)],
                     {"player:0": 10, "player:1": 10, "stake:QS": 0, "stake:7D": 0})
    mine = [tk for tk in fl.tokens if tk.src == "player:0"]
    assert [tk.delay for tk in mine] == sorted(tk.delay for tk in mine) and len({tk.delay for tk in mine}) == 5
    theirs = [tk for tk in fl.tokens if tk.src == "player:1"]
    assert theirs[0].delay < mine[-1].delay              # the piles pour at the same time
    assert fl.amounts(0) == fl.base
    assert fl.amounts(fl.end + 1) == {"player:0": 5, "player:1": 5, "stake:QS": 2, "stake:7D": 8}
    mid = fl.amounts(fl.end / 2)
    assert sum(mid.values()) + sum(tk.value for tk, _ in fl.flying(fl.end / 2)) == 20
