"""The durak family over thousands of seeded bots-only games: cards conserved, games end,
views leak nothing (the blind variant's inverted view and Веришь's face-down covers
included), sampled worlds match their views, replays and saves are identical."""
import random
from collections import Counter

import pytest

from rules import get_game, record

from durak_helpers import FULL, all_cards, cases, play

CASES = cases()
IDS = sorted({gid for gid, _, _ in CASES})


def check_end(s):
    res = s.result()
    n = s.seats
    assert res is not None and s.over and s.to_move is None and s.legal_actions() == []
    assert all(0.0 <= x <= 1.0 for x in res.scores) and all(1 <= p <= n for p in res.placings)
    for f in s.fools:
        assert res.scores[f] == 0.0
    if s.team is None:
        assert len(s.fools) <= 1
        if s.fools:
            assert res.placings[s.fools[0]] == n and res.scores[s.fools[0]] == 0.0
            assert all(len(s.hands[x]) == 0 for x in range(n) if x != s.fools[0]) or s.stalemate
        elif not s.stalemate:
            assert s.draw_game and all(not h for h in s.hands)
    assert all_cards(s) == FULL


def check_replay(s):
    again = record.replay(s.game.id, s.seats, s.seed, s.options, s.history)
    assert (again.hands, again.discard, again.places, again.fools, again.history) == \
        (s.hands, s.discard, s.places, s.fools, s.history)
    loaded, meta = record.loads(record.dumps(s, {"n": 1}))
    assert loaded.result() == s.result() and meta == {"n": 1} and loaded.history == s.history


def run(games_per_case, checks=True, seed0=0):
    ended = Counter()
    for ci, (gid, seats, opts) in enumerate(CASES):
        for i in range(games_per_case):
            seed = seed0 + ci * 1000 + i
            levels = (("random",), ("rule",), ("random", "rule"), ("easy", "random", "rule"))[i % 4]
            s = play(gid, seats, seed, opts, levels=levels, check_every=5 if checks else 0,
                     sampler_every=7 if checks and i % 3 == 0 else 0)
            check_end(s)
            ended["stalemate" if s.stalemate else "draw" if s.draw_game else "fool"] += 1
            if i % 7 == 0:
                check_replay(s)
    return ended


def test_two_thousand_games_across_variants_and_seat_counts():
    ended = run(22)          # 98 configurations × 22 = 2,156 games
    total = sum(ended.values())
    assert total >= 2000
    assert ended["stalemate"] <= total // 50 and ended["fool"] > total // 2


@pytest.mark.slow
@pytest.mark.parametrize("gid", IDS)
def test_two_thousand_games_per_id(gid):
    mine = [c for c in CASES if c[0] == gid]
    per = -(-2000 // len(mine))
    ended = Counter()
    for ci, (g, seats, opts) in enumerate(mine):
        for i in range(per):
            levels = (("random",), ("rule",), ("random", "rule"))[i % 3]
            s = play(g, seats, 50_000 + ci * 10_000 + i, opts, levels=levels, check_every=11,
                     sampler_every=5 if i % 10 == 0 else 0)
            check_end(s)
            ended["stalemate" if s.stalemate else "ok"] += 1
            if i % 25 == 0:
                check_replay(s)
    assert sum(ended.values()) >= 2000 and ended["stalemate"] <= sum(ended.values()) // 50


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
            assert (w.estimate() is not None) == (bool(w.stock) and g.playout_estimate and w.phase != "name")
