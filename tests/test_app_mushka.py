"""Мушка at the table, headless: one human seat plays a whole пулька by clicks (throws and
buys, passes, plays cards), the score arcs are chalked by each seat, and the results screen
shows the settlement."""
from __future__ import annotations

from app.layout import TableModel, layout_frame
from app_driver import human_click_move, make_app, scene_name, setup_for
from rules import get_game

G = get_game("mushka")


def test_a_whole_pulka_with_one_human_by_clicks(tmp_path):
    app = make_app(tmp_path, setup=setup_for("human,bot:rule,bot:rule", seed=3, game="mushka",
                                             deal_limit=30, start=25), speed="instant")
    table = app.scene
    kinds = set()
    for step in range(200000):
        if scene_name(app) != "TableScene" or table.state.over:
            break
        if table.animator.busy or not table.ready_for_input:
            app.run_frames(1)
            continue
        legal = list(table.view.legal)
        pub = table.view.public
        # a human who buys two cards in his first deals and passes when he may in the third
        if pub["phase"] == "exchange":
            if table.view.deal_no % 3 == 0 and any(a.kind == "pass" for a in legal):
                pick = next(i for i, a in enumerate(legal) if a.kind == "pass")
            elif pub["thrown"] < 2 and any(a.kind == "throw" for a in legal):
                pick = 0
            else:
                pick = next(i for i, a in enumerate(legal) if a.kind == "buy")
        else:
            pick = step
        kinds.add(human_click_move(app, pick).kind)
    app.run_frames(30)
    assert table.state.over, "the пулька did not end"
    assert {"throw", "buy", "play"} <= kinds and "pass" in kinds
    res = table.state.result()
    assert sum(res.settlement.moved) == 0 and res.placings.count(1) == 1


def test_the_arcs_are_chalked_for_every_seat_and_stand_clear_of_each_other():
    for seats in (3, 7):
        s = G.start(seats, 5)
        for size in ((1280, 720), (1920, 1080)):
            model = TableModel.from_view(s.view(0))
            frame = layout_frame(model, G, size, [f"N{i}" for i in range(seats)])
            assert len(frame.arcs) == seats
            assert {a.top for a in frame.arcs} == {"25"}
            boxes = [(a.x - a.r * 1.1, a.y - a.r * 0.85, a.r * 2.2, a.r * 1.4) for a in frame.arcs]
            for i, a in enumerate(boxes):
                for b in boxes[i + 1:]:
                    assert (a[0] + a[2] <= b[0] or b[0] + b[2] <= a[0] or a[1] + a[3] <= b[1]
                            or b[1] + b[3] <= a[1]), (seats, size, a, b)
            assert "trump" in frame.zones and "stock" in frame.zones
