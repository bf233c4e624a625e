"""One pass per click (issue 27 item 6): a human's action is applied once, described once (the
game's ``describe``, then ``Wording.lines``), the viewer's view built once, the table model
built once and the result laid out once; the log's lines learn which event each tells of from
the session (``Session.line_events``), which the table reads through the session's public API.

Counted around ``TableScene.choose`` for a Durak move, a «Игра в приём» draw from the ring and
a Лентюрлю play, at an animated speed (the log's lines wait for their events) and at
«instant». The bounds, and why:

* ``State.apply`` 1, ``Game.describe`` 1, ``Wording.lines`` 1: these actions' lines are all
  told by their first event, so no shorter run is described (``Session._tell`` describes a
  shorter run only while lines are still unplaced, never words one).
* ``State.view`` for the viewer 1 (the undo check gets the view the human acted from).
* ``TableModel.from_view`` 1 (the layout, the clickable places and a picked-up card read
  the same model).
* ``layout_frame`` 1 at «instant»; animated, 1 for the result and one key frame per step of the
  animation (``Animator`` segments).
"""
from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

import app.scenes.table as table_mod
from app.layout import TableModel
from app.session import Session
from app.wording import Wording
from app_driver import click, hover, make_app, run_until, setup_for
from rules import all_games

ROOT = Path(__file__).resolve().parent.parent

CASES = [
    pytest.param("durak_podkidnoy", 24, None, {}, id="durak-move"),
    pytest.param("priyom", 1, "draw", {}, id="priyom-draw"),
    pytest.param("lenturlu", 12, "play", {"deals": 2}, id="lenturlu-play"),
]


def _position(app, kind):
    """Play on (the human's first legal action, by clicks) until he may act with ``kind``."""
    table = app.scene
    for _ in range(300):
        assert run_until(app, lambda: table.ready_for_input, 20000)
        legal = list(table.view.legal)
        wanted = [a for a in legal if kind is None or a.kind == kind]
        if wanted:
            return wanted[0]
        point = table.target_point(legal[0])
        hover(app, point)
        click(app, point)
    raise AssertionError(f"the human never had a {kind} to play")


def _count(monkeypatch, owner, name, calls, key=None, wrap_static=False):
    orig = getattr(owner, name)

    def counted(*args, **kw):
        k = name if key is None else key(*args, **kw)
        calls[k] = calls.get(k, 0) + 1
        return orig(*args, **kw)
    monkeypatch.setattr(owner, name, staticmethod(counted) if wrap_static else counted)


@pytest.mark.parametrize("speed", ["normal", "instant"])
@pytest.mark.parametrize("game, seed, kind, opts", CASES)
def test_one_action_is_applied_described_viewed_and_laid_out_once(tmp_path, monkeypatch, game, seed, kind,
                                                                   opts, speed):
    app = make_app(tmp_path, setup=setup_for("human,bot:rule,bot:rule", seed=seed, game=game, **opts),
                   speed=speed)
    table = app.scene
    action = _position(app, kind)
    viewer = table.viewer
    calls: dict = {}
    _count(monkeypatch, type(table.state), "apply", calls)
    _count(monkeypatch, type(table.game), "describe", calls)
    _count(monkeypatch, Wording, "lines", calls)
    _count(monkeypatch, type(table.state), "view", calls, key=lambda st, seat: ("view", seat))
    _count(monkeypatch, TableModel, "from_view", calls, wrap_static=True)
    _count(monkeypatch, table_mod, "layout_frame", calls)
    before = len(table.state.history)
    steps = len(table.animator.segments)
    table.choose(action)
    assert table.state.history[before:] == [action]
    steps = len(table.animator.segments) - steps
    assert calls.get("apply") == 1, calls
    assert calls.get("describe") == 1, calls
    assert calls.get("lines") == 1, calls
    assert calls.get(("view", viewer)) == 1, calls
    assert calls.get("from_view") == 1, calls
    if speed == "instant":
        assert steps == 0 and calls.get("layout_frame") == 1, calls
    else:
        assert 1 <= calls.get("layout_frame", 0) <= 1 + steps, (calls, steps)
        # every line the action added waits for its event's animation, told by the session
        added = table.session.line_events
        assert added and all(0 <= i for i in added)


def test_the_scene_uses_the_sessions_public_api_and_catches_no_exception_broadly():
    for rel in ("app/scenes/table.py", "app/scenes/table_draw.py", "app/scenes/replay.py", "app/session.py"):
        text = (ROOT / rel).read_text(encoding="utf-8")
        assert not re.search(r"session\._[a-z]", text), f"{rel} reads a private member of the session"
        assert "except Exception" not in text, f"{rel} catches every exception"


@pytest.mark.parametrize("game", [g.id for g in all_games()])
def test_every_game_tells_which_event_each_log_line_belongs_to(game):
    """The session describes the shorter runs of an action's events to place its log lines
    (nothing guards that against a failure any more): every game's ``describe`` takes them, and
    each line gets an event of its action, in order."""
    g = next(x for x in all_games() if x.id == game)
    seats = min(max(g.min_seats, 3), g.max_seats)
    s = Session(setup_for(",".join(["human"] + ["bot:rule"] * (seats - 1)), seed=3, game=game))
    rng = random.Random(3)
    for _ in range(120):
        st = s.state
        if st.over or s.match.between:
            break
        n = len(s.log)
        events = s.apply(g.rule_policy(st.view(st.to_move), rng), st.to_move)
        at = s.line_events
        assert len(at) == len(s.log) - n or len(s.log) == 200        # (the log keeps its last 200)
        assert at == sorted(at) and all(0 <= i < len(events) for i in at), (at, len(events))
