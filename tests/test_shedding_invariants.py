"""Seeded playouts of Ворона, «Стушевываюсь», Тонтина and Свинки through the conformance
kit, per option set, from the fewest seats to the most: cards and chips conserved, games
end, views leak nothing, saves replay into the same game. A few dozen games by default;
2,000 per id and option set with the slow tests."""
from __future__ import annotations

import random
from collections import Counter

import pytest

import conformance as kit
from rules import get_game
from runs import count

OPTION_SETS = {
    "vorona": [{}, {"after_take_leader": "taker"}],
    "stushevyvayus": [{}, {"threshold_mode": "per_deal"}],
    "tontina": [{}, {"chips": 20}, {"same_dealer_until_stock_out": True}],
    "svinki": [{}, {"shop_is_liability": True}, {"continue_after_placement": True}, {"pig_suit": "S", "ante": 5}],
}
CASES = [(gid, i) for gid, sets in OPTION_SETS.items() for i in range(len(sets))]
# Свинки's default options play the longest games by far (~15 s of a core for 12 games): with
# the slow tests; its three other option sets stand for it in the default run.
FEW_CASES = [pytest.param(gid, i, marks=pytest.mark.slow) if (gid, i) == ("svinki", 0) else (gid, i)
             for gid, i in CASES]


def run(gid, index, games, every, seed0=0, full_every=1):
    """``games`` playouts; every ``full_every``-th with the views, events, log, sampled worlds
    and pairs checked along the way, the others only for cards, chips, the end and the result."""
    game = get_game(gid)
    options = OPTION_SETS[gid][index]
    rng = random.Random(f"{gid}{index}{seed0}")
    stats = Counter()
    span = list(range(game.min_seats, game.max_seats + 1))
    for g in range(games):
        seats = span[g % len(span)]
        seed = rng.randrange(2 ** 31)
        e = every if g % full_every == 0 else 0
        s = kit.playout(game, seats, seed, options, bots=("random", "rule", "mixed")[g % 3], every=e,
                        log_every=e * 3, sampler_every=e * 5, pairs_every=e * 7, stats=stats)
        if g % 10 == 0:
            again = game.start(seats, seed, options)
            for a in s.history:
                again.apply(a)
            assert again.view(None) == s.view(None) and again.result() == s.result()
            kit.check_round_trip(s, rng)
    assert stats["games"] == games
    return stats


@pytest.mark.parametrize("gid,index", FEW_CASES, ids=[f"{g}-{i}" for g, i in CASES])
def test_a_few_playouts_per_option_set(gid, index):
    run(gid, index, games=12, every=4)


@pytest.mark.slow
@pytest.mark.parametrize("gid,index", CASES, ids=[f"{g}-{i}" for g, i in CASES])
def test_two_thousand_playouts_per_option_set(gid, index):
    stats = run(gid, index, games=count(2000), every=20, seed0=1, full_every=20)
    assert stats["worlds"] > 0
