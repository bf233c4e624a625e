"""The log is written as the table shows things: an action's lines wait until the
animation reaches the event each tells of (every game, through the program's loop)."""
from __future__ import annotations

import pytest

from app_driver import make_app, run_until, setup_for


def _drawn_log(table) -> tuple:
    """The lines the log panel last drew (its cache key holds them)."""
    app = table.app
    table.draw(app.screen)
    return table._log_key[0][-12:]


def test_lenturlu_next_deal_waits_for_the_last_ones_chips(tmp_path):
    app = make_app(tmp_path, setup=setup_for("bot:rule,bot:rule,bot:rule", seed=12, game="lenturlu", deals=2),
                   speed="fast")
    table = app.scene
    seen_hold = False
    for _ in range(20000):
        if table.state.over or not app.run_frames(1):
            break
        seg = table.animator.current()
        if seg is None:
            continue
        told = any(line.startswith("Сдача 2") for line in _drawn_log(table))
        if seg.hold and not seen_hold:
            # the first deal's settlement on show: the engine is in deal 2, the log is not
            seen_hold = True
            assert any(line.startswith("Сдача 2") for line in table.session.log), "the engine has not dealt yet"
            assert not told, "the next deal is in the log while the last one is still being settled"
        if seen_hold and told:
            break
    assert seen_hold, "no settlement was animated"
    assert told, "the next deal never reached the log"


@pytest.mark.parametrize("game,spec", [("durak_podkidnoy", "bot:rule,bot:rule,bot:rule"),
                                       ("priyom", "bot:rule,bot:rule"),
                                       # (Лентюрлю's chips wait: test_lenturlu_next_deal_…)
                                       pytest.param("lenturlu", "bot:rule,bot:rule,bot:rule",
                                                    marks=pytest.mark.slow)])
def test_each_line_waits_for_its_animation(tmp_path, game, spec):
    """A move's lines are not in the log before its animation starts, and all are there
    once the table is still."""
    app = make_app(tmp_path, setup=setup_for(spec, seed=4, game=game), speed="normal")
    table = app.scene
    held = 0
    for _ in range(60):
        run_until(app, lambda: not table.animator.busy and table.session.controllers[table.state.to_move].ready,
                  3000)
        if table.state.over:
            break
        assert list(_drawn_log(table)) == table.session.log[-12:]
        before = len(table.session.log)
        seat = table.state.to_move
        ctrl = table.session.controllers[seat]
        action = ctrl.choice()
        ctrl.reset()
        table.perform(action, seat)
        if len(table.session.log) > before and table.animator.busy:
            # applied by the engine, not yet shown by the table
            assert _drawn_log(table) != tuple(table.session.log[-12:]), "a line is shown before its animation"
            held += 1
    assert held >= 10
