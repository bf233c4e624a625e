"""The program driven headless through «Веришь — не веришь (2)» and Сека with a human seat."""
from __future__ import annotations

from app_driver import click, make_app, run_until, scene_name, setup_for


def _wait_for_human(app, max_frames=4000) -> bool:
    return run_until(app, lambda: scene_name(app) != "TableScene" or app.scene.ready_for_input, max_frames)


def _click(app, action) -> None:
    table = app.scene
    point = table.target_point(action)
    assert point is not None, f"no place to click for {action}"
    before = len(table.state.history)
    click(app, point)
    assert table.state.history[before] == action, f"the click at {point} did not play {action}"


def test_verish2_a_human_lays_announces_and_makes_a_challenge(tmp_path):
    app = make_app(tmp_path, setup=setup_for("human,bot:rule,bot:rule", seed=4, game="verish_2"))
    table = app.scene
    challenged = laid = 0
    for _ in range(400):
        assert _wait_for_human(app)
        if scene_name(app) != "TableScene" or challenged:
            break
        legal = list(table.view.legal)
        doubt = next((a for a in legal if a.kind == "doubt"), None)
        if doubt is not None and laid:
            before = {s: len(table.state.zones[f"hand{s}"]) for s in range(3)}
            centre = len(table.state.pub.laid_by)
            _click(app, doubt)                       # «Не верю»: a button
            app.run_frames(5)
            check = table.state.pub.check
            assert check is not None and check[0] == 0
            taker = check[3]
            assert len(table.state.zones[f"hand{taker}"]) >= before[taker] + centre - 4   # (quads may go)
            log = table.session.log
            assert any("«Не верю»" in line for line in log[-8:])
            assert any(("правда" in line or "обман" in line) for line in log[-8:])
            # the record of the play's owner, under his plate («ложь 1 из 2»), this check counted
            target, truth = check[1], check[2]
            true, false = table.state.pub.turned[target]
            assert (true if truth else false) >= 1
            want = f"ложь {false} из {true + false}"
            tags = [t[0]["ru"] for t in table.frame.seat_tags.get(target, []) if isinstance(t[0], dict)]
            assert want in tags, tags
            challenged += 1
            continue
        lay = [a for a in legal if a.kind == "lay"]
        opened = table.state.pub.open
        if lay and not opened:
            _click(app, lay[0])                      # a hand card: laid face down
            laid += 1
            continue
        claim = next(a for a in legal if a.kind == "claim")
        _click(app, claim)                           # the announcement: a button «Сказать: …»
    assert challenged == 1 and laid >= 1


def test_seka_a_human_bets_by_buttons(tmp_path):
    app = make_app(tmp_path, setup=setup_for("human,bot:rule,bot:rule", seed=2, game="seka"))
    table = app.scene
    kinds = set()
    for _ in range(60):
        assert _wait_for_human(app)
        if scene_name(app) != "TableScene":
            break
        legal = list(table.view.legal)
        order = ("raise", "call", "show", "deal", "join", "decline", "fold")
        a = next(a for k in order for a in legal if a.kind == k and (k not in kinds or k in ("deal", "fold")))\
            if any(a.kind not in kinds for a in legal) else legal[-1]
        _click(app, a)
        kinds.add(a.kind)
        if {"raise", "call"} <= kinds and len(kinds) >= 3:
            break
    assert {"raise", "call"} <= kinds
