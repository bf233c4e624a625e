"""The chain durak games at the table, driven headless: a human seat plays a whole game by
clicking (cards onto the pile, «Беру», the own stack, the trump named), the fools tally,
and screenshots mid-chain at 1280×720 and 1920×1080 with 2 and 6 seats (3 and 4 in Свои
козыри)."""
from __future__ import annotations

import os
import shutil

import pytest

pygame = pytest.importorskip("pygame")

from app_driver import click, hover, make_app, run_until, scene_name, setup_for  # noqa: E402

SHOTS = os.environ.get("LOMBER_SHOTS")
# the larger window with the slow tests (the golden pictures cover it too): the default run stays quick
SIZES = [(1280, 720), pytest.param((1920, 1080), marks=pytest.mark.slow, id="1920x1080")]


def _keep(path) -> None:
    if SHOTS:
        os.makedirs(SHOTS, exist_ok=True)
        shutil.copy(path, os.path.join(SHOTS, os.path.basename(str(path))))


def _choose(view):
    """The human's choice: beat with the cheapest card, else take, else lead the lowest;
    turn the stack when nothing in hand will do."""
    legal = list(view.legal)
    by = {a.kind: a for a in legal}
    if "name" in by:
        return by["name"]
    covers = [a for a in legal if a.kind == "cover"]
    if covers:
        return min(covers, key=lambda a: a.cards[0].rank)
    leads = [a for a in legal if a.kind == "lead"]
    if leads:
        return min(leads, key=lambda a: a.cards[0].rank)
    return by.get("turn") or by.get("take") or legal[0]


def _click(app, action):
    table = app.scene
    point = table.target_point(action)
    assert point is not None, f"no place to click for {action}"
    before = len(table.state.history)
    hover(app, point)
    click(app, point)
    h = table.state.history
    assert len(h) > before and h[before] == action, f"the click at {point} did not play {action}"


def _play(app, until=None, max_frames=30000):
    table = app.scene
    kinds = set()
    for _ in range(max_frames):
        if scene_name(app) != "TableScene" or table.state.over:
            break
        if until is not None and until(table):
            return kinds
        if table.ready_for_input:
            a = _choose(table.view)
            kinds.add(a.kind)
            _click(app, a)
        else:
            app.run_frames(1)
    return kinds


@pytest.mark.parametrize("game,opts", [("durak_navalenny", {}), ("durak_moskovsky", {}),
                                       ("durak_moskovsky", {"mode": "hand"}), ("svoi_kozyri", {})],
                         ids=["navalenny", "moscow_stack", "moscow_hand", "svoi"])
def test_a_human_plays_a_whole_game_by_clicking(tmp_path, game, opts):
    seats = 3
    spec = ",".join(["human"] + ["bot:rule"] * (seats - 1))
    app = make_app(tmp_path, setup=setup_for(spec, seed=5, game=game, **opts), speed="instant")
    table = app.scene
    kinds = _play(app)
    assert table.state.over, "the game did not end"
    assert kinds & {"cover", "lead", "turn"}
    if game == "svoi_kozyri":
        assert "name" in kinds
    if opts.get("mode", "stack") == "stack" and game == "durak_moskovsky":
        assert "turn" in kinds
    run_until(app, lambda: scene_name(app) != "TableScene" or not table.animator.busy, 600)
    r = table.state.result()
    assert r.loser_word == "fool" and (r.draw or len(r.losers) == 1)


def _mid_chain(table) -> bool:
    """The human must beat a card on a pile of five (the Moscow game: on as many as the
    table allows before the отбой, up to four)."""
    v = table.view
    need = 5 if "discard" not in v.zones else min(4, v.seats - 1)
    return (not table.animator.busy and len(v.zones["centre"].cards) >= need
            and v.public["phase"] == "cover" and table.ready_for_input)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game,seats,opts", [("durak_navalenny", 2, {}), ("durak_navalenny", 6, {}),
                                             ("durak_moskovsky", 2, {}), ("durak_moskovsky", 6, {}),
                                             ("svoi_kozyri", 3, {"variant": "8b"}), ("svoi_kozyri", 4, {})],
                         ids=lambda x: str(x) if not isinstance(x, dict) else "")
def test_screenshots_mid_chain(tmp_path, size, game, seats, opts):
    spec = ",".join(["human"] + ["bot:rule"] * (seats - 1))
    shot = None
    for seed in range(3, 12):
        app = make_app(tmp_path / str(seed), setup=setup_for(spec, seed=seed, game=game, **opts), size=size,
                       speed="fast")
        table = app.scene
        _play(app, until=_mid_chain, max_frames=20000)
        if not _mid_chain(table):
            continue
        app.run_frames(2)
        shot = tmp_path / f"{game}_{seats}_{size[0]}x{size[1]}.png"
        app.screenshot(str(shot))
        _keep(shot)
        frame = table.frame
        # the pile's top card lies above the others and reads; the player to beat it is tagged
        centre = [s for s in frame.sprites.values() if s.zone == "centre"]
        top = max(centre, key=lambda s: s.z)
        assert top.card == table.view.zones["centre"].cards[-1]
        assert frame.visible_point(top.key) is not None
        tags = [t for p in frame.plates for t, _ in p.tags]
        assert any(isinstance(t, dict) and t["ru"] == "кроет" for t in tags)
        if game == "svoi_kozyri":
            assert sum(1 for t in tags if isinstance(t, dict) and t["ru"][:1] in "♠♣♥♦") == seats
        if game == "durak_moskovsky":
            assert all(f"stack{s}" in frame.zones for s in range(seats) if table.view.zones[f"stack{s}"].cards)
        break
    assert shot is not None, "no chain of five cards came up"
