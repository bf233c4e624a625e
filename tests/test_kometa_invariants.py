"""Комета and Манилья over many seeded bot games: every match ends (Комета at its target,
Манилья with one player holding chips), cards and tokens are conserved, the wild card, the
groups, the «гок» and the opera all occur; a replay from the seed and the actions is the
same game. The generic checks (views, events, saves, sampled worlds) are the conformance
kit's (tests/conformance.py); the slow tests run 2,000 games per game and option set."""
import random
from collections import Counter

import pytest

from rules import get_game, record

import conformance as kit
from runs import count

K = get_game("kometa")
M = get_game("manilya")


def kometa_options(i):
    return {"deck_colour": ("red", "black")[i % 2], "same_rank_group": ("3_or_4", "any", "single")[i % 3],
            "comet_stuck_multiplier": (2, 3, 4)[i % 5 % 3], "target": (24, 12)[i % 7 % 2],
            "dealer_fine": (1, 0, 2)[i % 3], "partners": ("auto", False)[i % 11 % 2]}


def manilya_options(i):
    return {"chips": (3, 5)[i % 2], "same_rank_group": ("3_or_4", "any", "single")[i % 3],
            "comet_stuck_multiplier": (2, 3, 4)[i % 5 % 3]}


def play(game, seats, seed, options, bots, every=0):
    s = kit.playout(game, seats, seed, options, bots=bots, every=every)
    assert s.over and s.result() is not None
    if game is K:
        assert max(s.scores) >= s.options["target"]
        assert s.ledger.pot == 0 and sum(s.ledger.stacks) == 50 * seats
    else:
        assert len(s.active) == 1 and s.ledger.stacks[s.active[0]] == sum(s.ledger.stacks)
    return s


def check(game, n, options, every=0, seen=None):
    seen = seen if seen is not None else Counter()
    for i in range(n):
        seats = game.min_seats + i % (game.max_seats - game.min_seats + 1)
        s = play(game, seats, 7000 + i, options(i), ("random", "rule", "mixed")[i % 3], every)
        for d in s.deal_points:
            seen["hands"] += 1
        seen["opera"] += bool(s.last_deal and s.last_deal["opera"])
    return seen


def _events(game, n):
    kinds = Counter()
    for i in range(n):
        s = game.start(2 + i % 2, 100 + i)
        rng = random.Random(i)
        for e in s.start_events:
            kinds[e.what] += 1
        while not s.over:
            for e in s.apply(game.rule_policy(s.view(s.to_move), rng)):
                kinds[e.what] += 1
                if e.what == "run_closed":
                    kinds["closed:" + e.get("reason")] += 1
                if e.what == "play" and len(e.cards) > 1:
                    kinds["group"] += 1
                if e.what == "deal_over" and e.get("opera"):
                    kinds["opera"] += 1
    return kinds


def test_games_end_and_conserve_cards_and_tokens():
    check(K, 24, kometa_options, every=5)
    check(M, 12, manilya_options, every=9)


def test_every_rule_occurs_in_bot_games():
    kinds = _events(K, 40)
    for k in ("closed:king", "closed:all_pass", "closed:gok", "group", "aside", "chips", "deal_over", "opera"):
        assert kinds[k] > 0, (k, kinds)
    assert _events(M, 4)["leave"] >= 1


def test_a_replay_from_the_seed_is_the_same_game():
    for game, n in ((K, 3), (M, 4)):
        s = game.start(n, 42)
        rng = random.Random(1)
        while not s.over:
            s.apply(rng.choice(s.legal_actions()))
        again, _ = record.loads(record.dumps(s))
        assert again.history == s.history and again.result() == s.result()
        assert all(again.view(v) == s.view(v) for v in (None, *range(n)))


@pytest.mark.slow
@pytest.mark.parametrize("which", ["default", "options"])
def test_two_thousand_seeded_kometa_games(which):
    check(K, count(2000), (lambda i: {}) if which == "default" else kometa_options, every=23)


@pytest.mark.slow
@pytest.mark.parametrize("which", ["default", "options"])
def test_two_thousand_seeded_manilya_games(which):
    check(M, count(2000), (lambda i: {}) if which == "default" else manilya_options, every=41)
