"""The declarative state is finished (issue 27 item 3): what a seat sees comes from the
zones' faces, what a sampled world rebuilds is declared, and the game's hooks are declared.

* No game overrides ``shows`` where a face says it: only «Дурак слепой» (per card: the
  cards of his own blind hand a player is known to hold) keeps an override, and in every
  other durak game it answers as the faces do. Every zone of every game declares a face.
* No ``after_determinize`` anywhere: a game lists its ``derived_caches`` and
  ``TableGame.determinize`` rebuilds them; no state class overrides ``rebuild_caches``.
* No ``getattr`` on a Game hook or a state's declared field in ``rules/`` or ``app/``.
* Equivalences: a world determinized from a view with the real hidden cards (and the real
  generator) is the real state — the same views, the same caches, the same game on; a clone
  plays on like its original and leaves it untouched.
"""
from __future__ import annotations

import pathlib
import random
import re

import pytest

from rules import all_games, get_game
from rules.tabletop import TableGame, TableState, _copy_rng
from rules.view import FACES

ROOT = pathlib.Path(__file__).resolve().parent.parent


def _sources(*dirs):
    for d in dirs:
        yield from sorted((ROOT / d).rglob("*.py"))


def _grep(pattern, *dirs) -> list:
    rx = re.compile(pattern)
    return [f"{p.relative_to(ROOT)}:{i}" for p in _sources(*dirs)
            for i, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1) if rx.search(line)]


# --- faces ------------------------------------------------------------------------
def test_only_the_blind_durak_overrides_shows():
    files = sorted({hit.split(":")[0] for hit in _grep(r"def shows\(", "rules")})
    assert files == ["rules/games/durak/secrecy.py", "rules/tabletop.py"]


DURAK = ["durak_podkidnoy", "durak_perevodnoy", "verish_1", "akulina", "durak_bubnovy"]


@pytest.mark.parametrize("gid", DURAK)
def test_a_durak_game_that_is_not_blind_sees_by_the_faces_alone(gid):
    g = get_game(gid)
    s = g.start(3, 7)
    rng = random.Random(7)
    checked = set()
    while not s.over:
        for name in s.spec:
            for seat in (None, 0, 1, 2):
                assert s.shows(name, seat) == TableState.shows(s, name, seat), (name, seat)
        checked |= {sp.face for sp in s.spec.values()}
        s.apply(rng.choice(s.legal_actions()))
    # the turned-up trump is the stock's face; «Веришь» covers are the defender's
    assert "bottom_up" in checked or gid == "durak_bubnovy"
    assert gid != "verish_1" or "owner" in checked


@pytest.mark.parametrize("game", all_games(), ids=lambda g: g.id)
def test_every_zone_declares_its_face(game):
    s = game.start(game.min_seats, 5)
    rng = random.Random(5)
    for _ in range(40):
        for name, sp in s.spec.items():
            assert sp.face in FACES, (game.id, name, sp.face)
        if s.over:
            break
        s.apply(rng.choice(s.legal_actions()))


def test_the_bottom_up_face_shows_the_bottom_card_alone():
    s = get_game("durak_navalenny").start(3, 2)
    assert s.spec["stock"].face == "bottom_up"
    for seat in (None, 0, 1):
        cards = s.view(seat).zone("stock").cards
        assert cards[0] == s.pub.trump_card == s.zones["stock"][0] and set(cards[1:]) == {None}


# --- the worlds' caches -------------------------------------------------------------
def test_no_after_determinize_hook_is_left():
    assert _grep(r"after_determinize", "rules", "app") == []


@pytest.mark.parametrize("game", all_games(), ids=lambda g: g.id)
def test_no_state_rebuilds_its_world_by_hand(game):
    cls = game.state_class
    assert isinstance(game, TableGame) and issubclass(cls, TableState)
    assert cls.rebuild_caches is TableState.rebuild_caches
    assert type(game).determinize is TableGame.determinize
    assert not hasattr(cls, "after_determinize")


# --- hooks declared, not probed ------------------------------------------------------
HOOKS = ("search", "search_options", "search_key", "family", "dealer", "face", "_legal", "weighs_worlds",
         "utility", "derived_caches", "state_class")


def test_no_getattr_on_a_declared_hook():
    found = _grep(r"getattr\([^)]*[\"'](%s)[\"']" % "|".join(HOOKS), "rules", "app")
    assert found == []


def test_the_game_hooks_have_defaults_on_game():
    from rules.game import Game
    for hook in ("search", "search_options", "search_key", "family", "weighs_worlds", "utility"):
        assert hook in vars(Game), hook
    assert "v2" in Game.__doc__ and "derived_caches" in Game.__doc__


# --- equivalences --------------------------------------------------------------------
WORLDS = ["durak_podkidnoy", "durak_slepoy", "verish_1", "durak_navalenny", "svoi_kozyri", "mushka",
          "mushka_shutikha", "kometa", "lenturlu", "svinki"]


def _real_assignment(s, view) -> dict:
    """The real cards of every zone the view hides some of, in the zone's order."""
    return {name: tuple(c for c in s.zones[name] if c is not None)
            for name, z in view.zones.items() if None in z.cards}


@pytest.mark.parametrize("gid", WORLDS)
def test_a_world_dealt_the_real_cards_is_the_real_state(gid):
    g = get_game(gid)
    seats = max(g.min_seats, min(3, g.max_seats))
    s = g.start(seats, 11)
    rng = random.Random(11)
    for step in range(60):
        if s.over:
            break
        if step % 6 == 0:
            seat = s.to_move
            view = s.view(seat)
            world = g.determinize(view, _real_assignment(s, view), _copy_rng(s.rng))
            assert world.view(seat) == view
            for name in type(s).derived_caches:
                assert getattr(world, name) == getattr(s, name), name
            # the same game on, move for move (the generator too: the next deal's shuffle)
            real = s.clone()
            moves = random.Random(step)
            for _ in range(25):
                if real.over:
                    break
                legal = real.legal_actions()
                assert world.legal_actions() == legal
                a = moves.choice(legal)
                assert world.apply(a) == real.apply(a)
                assert world.view(seat) == real.view(seat)
        s.apply(rng.choice(s.legal_actions()))


@pytest.mark.parametrize("gid", WORLDS)
def test_a_clone_plays_on_like_its_original_and_leaves_it_alone(gid):
    g = get_game(gid)
    seats = max(g.min_seats, min(3, g.max_seats))
    s = g.start(seats, 4)
    rng = random.Random(4)
    for _ in range(20):
        if s.over:
            break
        s.apply(rng.choice(s.legal_actions()))
    readers = [None] + list(range(seats))
    before = [s.view(r) for r in readers]
    a, b = s.clone(), s.clone()
    moves = random.Random(9)
    for _ in range(40):
        if a.over:
            break
        act = moves.choice(a.legal_actions())
        assert a.apply(act) == b.apply(act)
    assert [a.view(r) for r in readers] == [b.view(r) for r in readers]
    assert [s.view(r) for r in readers] == before
