"""The calling games at the table, driven headless through the program's own loop with a
human seat: «Я — умираю» — the human laying a card out of turn when the table calls on him
(his plate lit although the seat before him did not just play), the calls said as bubbles;
«Шиф, шоф, шум» — payments flying as chips into the кон. (The screenshots at the fewest and
most seats: test_app_calls_shots.py.)"""
from __future__ import annotations

import os
import shutil

import pytest

from app_driver import click, make_app, scene_name, setup_for

SHOTS = os.environ.get("LOMBER_SHOTS")


def _keep(path) -> None:
    if SHOTS:
        os.makedirs(SHOTS, exist_ok=True)
        shutil.copy(path, os.path.join(SHOTS, os.path.basename(str(path))))


def _record_banners(table) -> list:
    said = []
    real = table.animator.banner

    def banner(text, x, y, *a, **k):
        said.append(text)
        return real(text, x, y, *a, **k)
    table.animator.banner = banner
    return said


def _click(app, action) -> bool:
    table = app.scene
    point = table.target_point(action)
    assert point is not None, f"no place to click for {action}"
    before = len(table.state.history)
    click(app, point)
    if table.popup:
        for b in table.popup:
            if b.action == action:
                click(app, b.rect.center)
                break
    return len(table.state.history) > before and table.state.history[before] == action


def _record_movers(table) -> list:
    """The seat of every action the table performs, in order."""
    seats = []
    real = table.perform

    def perform(action, seat):
        seats.append(seat)
        return real(action, seat)
    table.perform = perform
    return seats


def test_ya_umirayu_a_human_called_out_of_turn_plays_by_clicks(tmp_path):
    app = make_app(tmp_path, setup=setup_for("human,bot:rule,bot:rule,bot:rule", seed=4, game="ya_umirayu"),
                   speed="fast")
    table = app.scene
    said = _record_banners(table)
    movers = _record_movers(table)
    called = out_of_turn = moves = 0
    for _ in range(60000):
        if table.state.over or scene_name(app) != "TableScene":
            break
        if table.ready_for_input:
            st, view = table.state, table.view
            assert view.to_move == 0
            plate = next(p for p in table.frame.plates if p.seat == 0)
            assert plate.active, "the seat to move is not lit"
            if st.pub.need is not None:
                # called on: the table wants exactly that card, wherever the lead came from
                assert len(view.legal) == 1 and view.legal[0].cards == (st.pub.need,)
                called += 1
                out_of_turn += movers[-1] != 3        # the seat before him did not just play
            assert _click(app, view.legal[moves % len(view.legal)])
            moves += 1
            continue
        app.run_frames(1)
    assert table.state.over, "the game did not end"
    assert moves >= 3 and called >= 1 and out_of_turn >= 1, (moves, called, out_of_turn)
    assert "Я" in said and "Умираю!" in said, said


def test_ya_umirayu_the_mover_lights_up_even_out_of_turn(tmp_path):
    app = make_app(tmp_path, setup=setup_for("human,bot:rule,bot:rule,bot:rule", seed=9, game="ya_umirayu",
                                             dealer=2), speed="instant")
    table = app.scene
    movers = _record_movers(table)
    for _ in range(20000):
        st = table.state
        if st.over:
            break
        holder = st.pub.holder if st.pub.need is not None else None
        if holder is not None and movers and holder not in (movers[-1], (movers[-1] + 1) % 4):
            app.run_frames(2)
            lit = [p.seat for p in table.frame.plates if p.active]
            assert lit == [holder], (lit, holder, movers[-1])
            return
        if table.ready_for_input:
            table.choose(table.view.legal[0])
        app.run_frames(1)
    pytest.fail("no call on a seat that neither just played nor sits next")


def test_shif_chips_fly_into_the_pot_and_a_human_plays(tmp_path):
    app = make_app(tmp_path, setup=setup_for("human," + ",".join(["bot:rule"] * 4), seed=3, game="shif_shof_shum"),
                   speed="fast")
    table = app.scene
    said = _record_banners(table)
    to_pot = 0
    moves = 0
    for _ in range(40000):
        if table.state.over or moves >= 12 or scene_name(app) != "TableScene":
            break
        seg = table.animator.current()
        if seg is not None and seg.chips is not None and any(tk.dst == "pot" for tk in seg.chips.tokens):
            to_pot += 1
        if table.ready_for_input:
            legal = list(table.view.legal)
            assert _click(app, legal[moves % len(legal)]) or legal[0].kind == "pass"
            moves += 1
            continue
        app.run_frames(1)
    assert moves >= 3
    assert to_pot > 0, "no payment flew into the кон"
    assert any(t.startswith(("Шиф!", "Шоф!", "Шум!")) for t in said), said
    # the кон's pile shows what the view says
    app.run_frames(200)
    spot = table.frame.chips.get("pot")
    assert spot is not None and spot.amount == table.view.pot
