"""Лентюрлю over many seeded random and rule-bot matches: every deal ends, the match keeps
its number of deals, both ways a deal ends occur; clones and loads resume identically.
The generic checks (cards, chips, views, events, saves, sampled worlds) are the
conformance kit's (tests/conformance.py)."""
import random
from collections import Counter

import pytest

from rules import Card, deck, get_game, record
from rules.chips import ChipLedger

import conformance as kit
from runs import count

G = get_game("lenturlu")
FULL = Counter(deck(52))
VARIANTS = ("23a", "23b", "23v")


def options_for(i):
    return {"variant": VARIANTS[i % 3], "must_continue": i % 5 == 0, "lenturlu_card_stops": i % 4 == 1,
            "first_lead_ace": ("auto", True, False)[i % 7 % 3], "restake": (2, 1, 3)[i % 3],
            "ante_per_player": (5, 2, 10)[i % 11 % 3], "start_chips": ("auto", 100, 300)[i % 13 % 3],
            "deals": (1, 3, 2)[i % 3]}


def play_match(i, bots, every=0, opts=None):
    s = kit.playout(G, 3 + i % 6, 9000 + i, opts or options_for(i), bots=bots, every=every)
    # Every deal ends (a deal's actions are few next to the kit's bound), and the match
    # plays its number of deals unless players run out of chips.
    assert s.deal_no <= s.options["deals"]
    assert s.deal_no == s.options["deals"] or len(s.active) < 2
    assert len(s.history) < 60 * 52 * max(1, s.deal_no)
    return s


def check_matches(n, every=0):
    ended = Counter()
    for i in range(n):
        s = play_match(i, ("random", "rule", "mixed")[i % 3], every)
        ended[s.last_deal["reason"] if s.last_deal else "none"] += 1
    assert ended["king"] > n // 10 and ended["out"] > n // 10


def test_matches_end_both_ways():
    check_matches(120)


@pytest.mark.slow
def test_a_thousand_seeded_matches_through_the_kit():
    check_matches(count(1000), every=7)


def test_mid_match_save_load_and_clone_resume_identically():
    s = G.start(6, 77, {"variant": "23a", "deals": 5})
    rng = random.Random(5)
    for _ in range(150):
        s.apply(rng.choice(s.legal_actions()))
    loaded, _ = record.loads(record.dumps(s))
    twin = s.clone()
    assert loaded.view(2) == s.view(2) == twin.view(2) and loaded.legal_actions() == s.legal_actions()
    while not s.over:
        a = rng.choice(s.legal_actions())
        assert loaded.apply(a) == s.apply(a) == twin.apply(a)
    assert loaded.result() == s.result() == twin.result() and loaded.ledger == s.ledger


def test_clone_is_independent():
    s = G.start(4, 3)
    c = s.clone()
    c.apply(c.legal_actions()[0])
    assert s.history == [] and s.run == [] and c.run != [] and s.ledger == G.start(4, 3).ledger
    c.ledger.transfer("player:0", "player:1", 1)
    assert s.ledger.stacks[0] == G.start(4, 3).ledger.stacks[0]


@pytest.mark.slow
def test_five_thousand_bot_matches():
    # 5,000 matches; most are one deal long and every 25th runs the full ten deals.
    for i in range(count(5000)):
        opts = {"variant": VARIANTS[i % 3], "deals": 10 if i % 25 == 0 else 1, "must_continue": i % 5 == 0,
                "lenturlu_card_stops": i % 4 == 1}
        play_match(i, ("rule", "mixed")[i % 2], every=23, opts=opts)


def test_stake_cards_come_from_a_second_pack():
    v = G.start(3, 1).view(0)
    deck_count = Counter(v.deck)
    assert all(deck_count[Card.parse(c)] == 2 for c in ("7D", "AS", "QS", "JC", "KH"))
    assert len(v.unseen()) == 52 - len(v.zone("hand0").cards)
    assert ChipLedger([1]).total() == 1


def test_the_estimate_for_the_search_bot_is_a_score_per_seat():
    """A guess (expected scores, near the fair share early in a long match) only in the
    first round of a deal; None later in it, so the search plays the deal out."""
    guesses = 0
    for i in range(30):
        s = G.start(3 + i % 6, 700 + i, options_for(i))
        rng = random.Random(i)
        while not s.over:
            est = s.estimate()
            early = len(s.history) - s.deal_start < s.seats
            assert (est is not None) == early
            if est is not None:
                guesses += 1
                assert len(est) == s.seats and all(0.0 <= x <= 1.0 for x in est)
            s.apply(rng.choice(s.legal_actions()))
        assert s.estimate() == s.result().scores
    assert guesses > 100
