"""The durak family over many seeded bots-only games, variant by variant: every deal ends
with one дурак or a draw, seldom at the safety net. The generic checks (cards, views,
events, saves, sampled worlds) are the conformance kit's (tests/conformance.py); the slow
run passes these curated variant configurations through it."""
import random
from collections import Counter

import pytest

from rules import get_game

import conformance as kit
from durak_helpers import FULL, all_cards, cases
from runs import count

CASES = cases()
IDS = sorted({gid for gid, _, _ in CASES})
BOTS = ("random", "rule", "mixed")


def check_end(s):
    res = s.result()
    n = s.seats
    assert res is not None and s.over and s.to_move is None and s.legal_actions() == []
    assert all(0.0 <= x <= 1.0 for x in res.scores) and all(1 <= p <= n for p in res.placings)
    for f in s.pub.fools:
        assert res.scores[f] == 0.0
    if s.pub.teams is None:
        assert len(s.pub.fools) <= 1
        if s.pub.fools:
            assert res.placings[s.pub.fools[0]] == n and res.scores[s.pub.fools[0]] == 0.0
            assert all(len(s.zones[f"hand{x}"]) == 0 for x in range(n) if x != s.pub.fools[0]) or s.pub.stalemate
        elif not s.pub.stalemate:
            assert s.pub.draw and all(not s.zones[f"hand{x}"] for x in range(n))
    assert all_cards(s) == FULL


def run(games_per_case, every=0, sampler_every=0, seed0=0, cases=CASES):
    ended = Counter()
    for ci, (gid, seats, opts) in enumerate(cases):
        for i in range(games_per_case):
            s = kit.playout(get_game(gid), seats, seed0 + ci * 1000 + i, opts, bots=BOTS[i % 3], every=every,
                            sampler_every=sampler_every if i % 3 == 0 else 0)
            check_end(s)
            ended["stalemate" if s.pub.stalemate else "draw" if s.pub.draw else "fool"] += 1
    return ended


def test_every_variant_ends_with_one_fool_or_a_draw():
    ended = run(2)           # 98 configurations × 2
    total = sum(ended.values())
    assert ended["stalemate"] <= total // 50 and ended["fool"] > total // 2


@pytest.mark.slow
@pytest.mark.parametrize("gid", IDS)
def test_two_thousand_games_per_id_through_the_kit(gid):
    mine = [c for c in CASES if c[0] == gid]
    ended = run(-(-count(2000) // len(mine)), every=17, sampler_every=85, seed0=50_000, cases=mine)
    total = sum(ended.values())
    assert total >= count(2000) and ended["stalemate"] <= total // 50


def test_clone_is_independent_and_equal():
    g = get_game("durak_perevodnoy")
    s = g.start(3, 8, {})
    rng = random.Random(2)
    for _ in range(15):
        s.apply(rng.choice(s.legal_actions()))
    c = s.clone()
    assert all(c.view(x) == s.view(x) for x in range(3))
    while not c.over:
        c.apply(rng.choice(c.legal_actions()))
    assert not s.over and all_cards(s) == FULL
    assert s.view(0) != c.view(0)


def test_sampled_worlds_play_like_the_view_says():
    """A world sampled from a view has the same legal actions for the viewer and plays on."""
    rng = random.Random(4)
    for gid in IDS:
        g = get_game(gid)
        for k in range(20):
            s = g.start(g.min_seats + k % (g.max_seats - g.min_seats + 1), k, {})
            for _ in range(rng.randrange(60)):
                if s.over:
                    break
                s.apply(rng.choice(s.legal_actions()))
            if s.over:
                continue
            v = s.view(s.to_move)
            w = g.world_sampler(v).sample(rng)
            assert w.view(s.to_move) == v and w.legal_actions() == s.legal_actions()
            # A guess while the stock lasts, where the game offers one (variants.py says which).
            assert (w.estimate() is not None) == (bool(w.zones["stock"]) and g.playout_estimate and w.pub.phase != "name")
