"""Every registered game against the conformance kit (tests/conformance.py).

Hypothesis draws the seat count, the options, the seed and the moves themselves (the index
of the legal action at each step, ``st.data()``), so that a failure shrinks to a short game
of early, simple moves; the default profile (tests/conftest.py) draws a few examples per
game, ``HYPOTHESIS_PROFILE=ci`` many more. Each check lives in the kit; these tests only
choose the positions. What the kit must be told about a game is in tests/kit_manifest.py.
"""
import random
from collections import Counter

import pytest
from hypothesis import given, reject
from hypothesis import strategies as st

from rules import Action, all_games

import conformance as kit
from kit_manifest import MANIFEST, entry
from runs import count

GAMES = all_games()
ids = [g.id for g in GAMES]
# The longest playouts run with the slow tests (CI plays them, on the ci profile): Свинки's are
# many times longer than any other game's (~25 s of a core for the five drawn games), its other
# kit checks stand for it by default; two Мушка variants (~5 s each), «мушка» stands for them.
LONG_PLAYOUTS = {"svinki", "mushka_pamfil", "mushka_mistigri"}
PLAYOUT_GAMES = [pytest.param(g, marks=pytest.mark.slow) if g.id in LONG_PLAYOUTS else g for g in GAMES]


@st.composite
def setups(draw, game):
    """(seats, seed, options) the rules accept; each option is its default half the time."""
    seats = draw(st.sampled_from(kit.seat_counts(game)))
    options = {}
    for o in game.options:
        if len(o.choices) > 1 and draw(st.booleans()):
            options[o.key] = draw(st.sampled_from(o.choices))
    seed = draw(st.integers(0, 2 ** 31))
    if kit.start(game, seats, seed, options) is None:
        reject()
    return seats, seed, options


# Moves drawn by Hypothesis at the start of a playout (then the bots play on to the end).
DRAWN = 120


def drawn(data, upto):
    """A ``pick`` for the kit: the index of the legal action at each of the first ``upto``
    steps, drawn by Hypothesis (it shrinks towards the first legal action)."""
    def pick(step, legal):
        if step >= upto:
            return None
        return data.draw(st.integers(0, len(legal) - 1)) if len(legal) > 1 else 0
    return pick


def position(game, setup, data, depth):
    """The game after ``depth`` moves drawn by Hypothesis (fewer if it ends)."""
    seats, seed, options = setup
    s = game.start(seats, seed, options)
    pick = drawn(data, depth)
    for step in range(depth):
        if s.over:
            break
        legal = s.legal_actions()
        s.apply(legal[pick(step, legal)])
    return s


def actions(game):
    """Any action at all, legal or not (the test keeps the illegal ones)."""
    deck = list(game.start(game.min_seats, 0).view(None).deck)
    return st.builds(Action, st.sampled_from(("play", "draw", "attack", "defend", "cover", "take", "pass", "buy",
                                             "believe", "done", "x")),
                     st.lists(st.sampled_from(deck), max_size=2).map(tuple),
                     st.sampled_from((None, "ring", "hand0", "hand1", "talon", "stock", "x")),
                     st.one_of(st.none(), st.integers(-3, 60)),
                     st.one_of(st.none(), st.integers(-1, 9), st.sampled_from(("H", "show", "x"))))


@pytest.mark.parametrize("game", PLAYOUT_GAMES, ids=ids)
def test_playouts_conserve_cards_and_chips_hide_what_they_must_and_end(game):
    @given(setup=setups(game), bots=st.sampled_from(("random", "rule", "mixed")), data=st.data())
    def run(setup, bots, data):
        seats, seed, options = setup
        kit.playout(game, seats, seed, options, bots=bots, every=3, log_every=7, pick=drawn(data, DRAWN))
    run()


def test_every_game_has_its_manifest_entry():
    assert set(MANIFEST) == set(ids)
    for game in GAMES:
        e = entry(game.id)
        assert e.why or e == MANIFEST["priyom"], f"{game.id}: a manifest entry that asks something says why"


@pytest.mark.parametrize("game", GAMES, ids=ids)
def test_actions_a_seat_cannot_tell_apart_leave_it_the_same_view_and_one_search_node(game):
    """Two legal actions whose events a seat sees alike leave it the same view; and the
    search, observing from that seat, keys them alike (one information set)."""
    stats = Counter()

    @given(setup=setups(game), data=st.data())
    def run(setup, data):
        seats, seed, options = setup
        s = game.start(seats, seed, options)
        pick = drawn(data, 200)
        steps = 0
        while not s.over and steps < 200:
            if steps % 2 == 0:
                stats["pairs"] += kit.check_indistinguishable(s)
            if steps % 4 == 0:
                stats["infosets"] += kit.check_information_set(game, s)
            legal = s.legal_actions()
            s.apply(legal[pick(steps, legal)])
            steps += 1
    run()
    if entry(game.id).hidden_moves:
        assert stats["pairs"] > 0 and stats["infosets"] > 0


@pytest.mark.parametrize("game", GAMES, ids=ids)
def test_illegal_actions_raise_and_change_nothing(game):
    @given(setup=setups(game), depth=st.integers(0, 150), extra=st.lists(actions(game), max_size=4),
           data=st.data())
    def run(setup, depth, extra, data):
        s = position(game, setup, data, depth)
        if s.over:
            kit.check_result(s)
        else:
            kit.check_illegal_actions(s, random.Random(depth), extra)
    run()


@pytest.mark.parametrize("game", GAMES, ids=ids)
def test_saves_replay_into_the_same_game(game):
    @given(setup=setups(game), depth=st.integers(0, 300), data=st.data())
    def run(setup, depth, data):
        s = position(game, setup, data, depth)
        kit.check_round_trip(s, random.Random(depth))
    run()


@pytest.mark.parametrize("game", GAMES, ids=ids)
def test_sampled_worlds_reproduce_the_view(game):
    @given(setup=setups(game), depth=st.integers(0, 200), data=st.data())
    def run(setup, depth, data):
        s = position(game, setup, data, depth)
        rng = random.Random(depth)
        for seat in range(s.seats):
            kit.check_sampler(game, s, seat, rng)
    run()


def test_every_game_has_its_secrets():
    for game in GAMES:
        sec = kit.secrets_of(game.start(game.min_seats, 1))
        # the kit's Secrets, or a game's own object with the same three methods (conformance_secrets)
        assert all(callable(getattr(sec, m, None)) for m in ("zones", "hidden", "reveals")), game.id


def test_the_kit_catches_a_card_shown_to_a_seat_that_may_not_see_it(monkeypatch):
    g = next(g for g in GAMES if g.id == "priyom")
    s = g.start(2, 3)
    s.apply(s.legal_actions()[0])            # a ring card, drawn face up into the middle
    kit.check_view(s, 0, kit.Truth(s))
    # Were the middle secret, the view that shows it would leak.
    monkeypatch.setattr(kit.TableSecrets, "hidden", lambda self, st, seat: list(st.zones["middle"]))
    with pytest.raises(AssertionError, match="may not see"):
        kit.check_view(s, 0, kit.Truth(s))


@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES, ids=ids)
def test_many_playouts_of_every_game_through_the_kit(game):
    """The long run: 50 games per game in CI (2,000 with LOMBER_LONG=1, tests/runs.py) at every
    seat count of the kit, options drawn as above, every check along the way
    (HYPOTHESIS_PROFILE=ci widens the tests above too)."""
    rng = random.Random(game.id)
    stats = Counter()
    counts = kit.seat_counts(game)
    n = count(2000)
    for i in range(n):
        options = {o.key: rng.choice(o.choices) for o in game.options if rng.random() < 0.5}
        seats, seed = counts[i % len(counts)], rng.randrange(2 ** 31)
        if kit.start(game, seats, seed, options) is None:
            continue
        kit.playout(game, seats, seed, options, bots=("random", "rule", "mixed")[i % 3], every=5, log_every=11,
                    sampler_every=17, pairs_every=13, stats=stats)
    assert stats["games"] >= n // 3 and stats["worlds"] > 0
    if entry(game.id).hidden_moves:
        assert stats["pairs"] > 0 and stats["infosets"] > 0
