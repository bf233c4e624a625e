"""«Игра в приём» over many seeded random games: every deal ends by its rules or at the
move limit, with sensible places and scores. The generic checks (cards, views, events,
saves, sampled worlds) are the conformance kit's (tests/conformance.py)."""
import random
from collections import Counter

import pytest

from rules import get_game

import conformance as kit
from runs import count

G = get_game("priyom")


def play_random(i, every=0):
    seats = 2 + i % 14
    opts = {"deck": (36, 32, 52)[i % 3],
            "chain_before_ring_empty": ("until_previous", "one", "take_again", "until_take")[i % 4]}
    s = G.start(seats, 1000 + i, opts)
    limit = s.pub.limit
    s = kit.playout(G, seats, 1000 + i, opts, every=every)
    assert not limit or len(s.history) <= limit
    return s


def check_games(n, every=0):
    ended = Counter()
    for i in range(n):
        s = play_random(i, every)
        res = s.result()
        n = s.seats
        if not (s.no_loser and n == 2):         # two seats that both run out draw: ½ each
            assert res.scores[res.placings.index(1)] == 1.0
        if s.no_loser:
            # nobody left holding cards: the last two share the last place and half its worth
            assert res.draw and not res.losers
            assert sorted(res.placings) == list(range(1, n)) + [n - 1]
            assert [x for p, x in zip(res.placings, res.scores) if p == n - 1] == [round(0.5 / (n - 1), 6)] * 2
            ended["draw"] += 1
        else:
            assert sorted(res.placings) == list(range(1, n + 1))
            assert res.scores[res.placings.index(n)] == 0.0 and res.losers == (res.placings.index(n),)
        ended["limit" if s.pub.stalemate else "out"] += 1
    assert ended["out"] > ended["limit"]


def test_random_games_end_with_sensible_places():
    check_games(200)


@pytest.mark.slow
def test_two_thousand_random_games_through_the_kit():
    check_games(count(2000), every=9)


def test_clone_is_independent():
    s = G.start(4, 9)
    c = s.clone()
    c.apply(c.legal_actions()[0])
    assert len(s.history) == 0 and s.pub.ring_left == 36 and c.pub.ring_left == 35
    twin = s.clone()
    for state in (s, twin):
        state.apply(state.legal_actions()[-1])
    assert s.view(1) == twin.view(1) and s.history == twin.history and c.history != s.history
