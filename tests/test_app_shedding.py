"""The program headless through the shedding games: a Ворона with a human seat, a Тонтина
with 15 seats watched to its end (frame times reported), «Стушевываюсь» and Свинки
with a human seat clicking their buttons and cards."""
from __future__ import annotations

import json

from app_driver import human_click_move, make_app, run_until, scene_name, setup_for
from app.layout import layout_frame
from rules import get_game


def _play_as_human(app, max_moves=400):
    """The human (seat 0) clicks a legal move whenever it is his turn, to the end."""
    moves = 0
    kinds = set()
    for _ in range(40_000):
        if scene_name(app) != "TableScene" or moves >= max_moves:
            break
        table = app.scene
        if table.ready_for_input and table.view.legal and table.view.seat == 0:
            a = human_click_move(app, pick=moves)
            kinds.add(a.kind)
            moves += 1
        else:
            app.run_frames(1)
    return moves, kinds


def test_vorona_with_a_human_seat(tmp_path):
    app = make_app(tmp_path, setup=setup_for("human,bot:rule,bot:rule,bot:rule", seed=11, game="vorona"))
    moves, kinds = _play_as_human(app)
    assert moves >= 5 and "play" in kinds
    assert scene_name(app) == "ResultsScene" or moves >= 400
    if scene_name(app) == "ResultsScene":
        assert app.scene.result.losers


def test_vorona_the_forced_take_is_a_button(tmp_path):
    """A position where the human has neither the suit nor a spade: «Беру» is the only move."""
    for seed in range(1, 40):
        app = make_app(tmp_path / str(seed), setup=setup_for("human,bot:rule,bot:rule", seed=seed, game="vorona"))
        for _ in range(20_000):
            if scene_name(app) != "TableScene":
                break
            t = app.scene
            if t.ready_for_input and t.view.seat == 0 and t.view.legal:
                if [a.kind for a in t.view.legal] == ["take"]:
                    n = len(t.state.zones["pile"])
                    a = human_click_move(app)
                    assert a.kind == "take" and len(t.state.zones["hand0"]) >= n
                    return
                human_click_move(app)
            else:
                app.run_frames(1)
    raise AssertionError("no forced take came up for the human")


def test_tontina_with_15_seats_is_watched_to_its_end(tmp_path, capsys):
    app = make_app(tmp_path, setup=setup_for(",".join(["bot:rule"] * 15), seed=3, game="tontina"),
                   speed="fast")
    assert run_until(app, lambda: scene_name(app) == "ResultsScene", 20_000)
    st = app.stats()
    with capsys.disabled():
        print("\ntontina 15 seats, fast:", json.dumps({k: st[k] for k in ("frames", "p50_ms", "p99_ms")}))
    assert st["frames"] > 50


def test_tontina_layout_greys_the_dead_and_marks_the_out():
    g = get_game("tontina")
    s = g.start(15, 4)
    s.pub.dead = frozenset({2})
    s.pub.gone = s.pub.left = (5,)
    from app.layout.model import TableModel
    model = TableModel.from_view(s.view(None))
    frame = layout_frame(model, g, (1280, 720), [f"P{i}" for i in range(15)],
                         {"gone": model.left, "dealer": 0})
    tags = {s: [t[0]["ru"] for t in frame.seat_tags.get(s, ())] for s in range(15)}
    assert "без фишек" in tags[2] and "вне игры" in tags[5]
    assert next(p for p in frame.plates if p.seat == 5).gone
    assert next(p for p in frame.plates if p.seat == 2).dim                # greyed, still at the table
    assert not any(p.dim for p in frame.plates if p.seat != 2)
    assert "pot" in frame.chips and frame.chips["pot"].amount == 45


def test_stushevyvayus_and_svinki_with_a_human_seat(tmp_path):
    # (Свинки's seed 7: at seed 5, since a placed card earns another draw, the human's drawn
    # card fits both neighbours — a choice this helper's single click cannot make)
    for game, spec, seed in (("stushevyvayus", "human,bot:rule,bot:rule,bot:rule", 5),
                             ("svinki", "human,bot:rule,bot:rule", 7)):
        app = make_app(tmp_path / game, setup=setup_for(spec, seed=seed, game=game))
        moves, kinds = _play_as_human(app, max_moves=60)
        assert moves >= 5, game
        assert kinds & {"play", "deal", "pass", "draw", "place"}, game


def test_tontina_a_revival_lights_the_plate_again():
    """Seed 1 at 6 seats: after the ninth deal seat 4 is dead (greyed) and seat 2, paid from
    the left, has come back to life — tagged «снова в игре!», no longer greyed."""
    g = get_game("tontina")
    s = g.start(6, 1)
    for _ in range(9):
        s.apply(s.legal_actions()[0])
    assert s.pub.revived == (2,) and 4 in s.pub.dead
    from app.layout.model import TableModel
    model = TableModel.from_view(s.view(None))
    frame = layout_frame(model, g, (1280, 720), [f"P{i}" for i in range(6)], {"dealer": s.pub.dealer})
    plates = {p.seat: p for p in frame.plates}
    assert plates[4].dim and not plates[2].dim
    assert "снова в игре!" in [t[0]["ru"] for t in frame.seat_tags.get(2, ())]
    s.apply(s.legal_actions()[0])
    assert 2 not in s.pub.revived          # the tag is of the deal it happened in
