"""Сека «Три листа» (seka): hand values, betting, «вскрыть», the свара, chips; the rule bot."""
from __future__ import annotations

import itertools
import random
from collections import Counter

import pytest

from rules import get_game
from rules.actions import Action
from rules.cards import Card
from rules.errors import IllegalAction
from rules.games.bluff.seka import hand_value
from rules.games.bluff.seka_policy import rule_policy, strength
from rules.sampling import WorldSampler

G = get_game("seka")


def cards(codes):
    return [Card.parse(x) for x in codes.split()]


# --- hand values ------------------------------------------------------------------------------
@pytest.mark.parametrize("hand, value", [
    ("AS AC AH", 33), ("AS AC 7D", 22), ("AH KH 9C", 21), ("6S 6C 6H", 18), ("KS QS JS", 30),
    ("AH KH 10H", 31), ("9S 8C 7D", 9), ("AS AH KH", 22), ("10S 10C 10D", 30), ("AS KC QD", 11),
])
def test_hand_values(hand, value):
    assert hand_value(cards(hand)) == value


def test_three_sixes_34_and_the_joker():
    assert hand_value(cards("6S 6C 6H"), sixes34=True) == 34
    assert hand_value(cards("6S 6C 6H")) == 18
    # 7♣ stands for any card: with two aces it makes three (33)
    assert hand_value(cards("AS AH 7C"), joker=True) == 33
    assert hand_value(cards("AS AH 7C")) == 22
    assert hand_value(cards("KH 10H 7C"), joker=True) == 31           # the ace of hearts
    assert hand_value(cards("7C 7S 7D"), joker=True) == 21            # three sevens


def act(s, kind):
    """The legal action of this kind."""
    return next(a for a in s.legal_actions() if a.kind == kind)


# --- hand-built deals ---------------------------------------------------------------------------
def deal(hands, stacks=None, dealer=None):
    """A deal of the first game with these hands (the rest in the stock); betting from the
    dealer's left."""
    n = len(hands)
    s = G.start(n, 3)
    given = [cards(h) for h in hands]
    used = [c for h in given for c in h]
    for i, h in enumerate(given):
        s.zones[f"hand{i}"] = list(h)
    s.zones["stock"] = [c for c in s.deck if c not in used]
    if dealer is not None:
        s.pub.dealer = dealer
        s.pub.live = tuple((dealer + k) % n for k in range(1, n + 1))
        s.pub.current = s.pub.live[0]
    if stacks is not None:
        s.ledger.stacks = list(stacks)
        s._sync()
    return s


def test_betting_fold_call_raise_to_the_limit_and_the_pot():
    s = deal(["AS AC AH", "6S 7C 8D", "KH QH 9S"], dealer=2)
    assert s.to_move == 0 and s.ledger.pot == 3
    kinds = {a.kind for a in s.legal_actions()}
    assert kinds == {"fold", "call", "raise"}                     # three in: no «вскрыть» yet
    s.apply(Action("raise", value=2))                               # the stake doubles
    assert s.pub.stake == 2 and s.ledger.pot == 5
    s.apply(act(s, "call"))
    assert s.ledger.pot == 7 and s.to_move == 2
    for _ in range(3):
        up = [a for a in s.legal_actions() if a.kind == "raise"]
        if not up:
            break
        s.apply(up[0])
    assert s.pub.stake <= 10 and all(a.value <= 10 for a in s.legal_actions() if a.kind == "raise")
    with pytest.raises(IllegalAction):
        s.apply(Action("raise", value=1))


def test_everyone_folds_and_the_last_takes_the_pot_unseen():
    s = deal(["AS AC AH", "6S 7C 8D", "KH QH 9S"], dealer=2)
    s.apply(Action("fold"))
    events = s.apply(Action("fold"))
    assert s.ledger.stacks[2] == 102 and s.ledger.pot == 0
    assert any(e.what == "win" and not e.get("shown") for e in events)
    assert s.zones["open2"] == [] and s.view(0).hand(2).cards == (None, None, None)


def test_with_two_left_the_one_to_move_may_show_and_the_better_hand_takes_the_pot():
    s = deal(["AS AC AH", "6S 7C 8D", "KH QH 9S"], dealer=2)
    s.apply(Action("fold"))                      # seat 0 (three aces!) folds
    s.apply(act(s, "call"))                      # seat 1
    assert any(a.kind == "show" for a in s.legal_actions())   # two left, a stake is in
    events = s.apply(act(s, "show"))             # seat 2 shows: К♥Д♥ = 20 against 8
    shows = [e for e in events if e.what == "show"]
    assert {e.seat for e in shows} == {1, 2} and all(e.visible_to is None for e in shows)
    assert [e.get("value") for e in sorted(shows, key=lambda e: e.seat)] == [8, 20]
    assert s.pub.winner == 2 and s.ledger.pot == 0
    assert sum(s.ledger.stacks) == 300
    assert s.pub.phase == "next" and s.legal_actions() == [Action("deal")]
    assert s.view(0).zone("open1").cards == tuple(cards("6S 7C 8D"))    # shown hands stay shown


def test_a_tie_is_a_svara_the_others_may_buy_in_for_half_the_pot():
    s = deal(["AH KH 9C", "AS KS 8D", "6S 7C 8C"], dealer=2)
    s.apply(act(s, "call"))                      # seat 0
    s.apply(act(s, "call"))                      # seat 1
    s.apply(Action("fold"))                      # seat 2 folds: two left
    events = s.apply(act(s, "show"))             # 21 against 21
    svara = next(e for e in events if e.what == "svara")
    assert set(svara.get("tied")) == {0, 1}
    pot = s.ledger.pot
    assert pot == 3 + 1 + 1 + 1 and svara.get("buy") == (pot + 1) // 2
    assert s.pub.phase == "join" and s.to_move == 2
    assert set(s.legal_actions()) == {Action("join"), Action("decline")}
    s.apply(Action("join"))
    assert s.ledger.pot == pot + (pot + 1) // 2 and s.ledger.stacks[2] == 99 - (pot + 1) // 2
    # a new deal of three cards to the tied and the joiner, from the whole pack shuffled again
    assert s.pub.phase == "bet" and set(s.pub.live) == {0, 1, 2}
    assert all(len(s.zones[f"hand{i}"]) == 3 for i in range(3)) and not any(s.zones[f"open{i}"] for i in range(3))
    assert len(s.zones["stock"]) == 36 - 9 and s.pub.stake == 1


def test_a_svara_with_nobody_to_ask_waits_for_the_dealer_to_deal():
    s = deal(["AH KH 9C", "AS KS 8D"], dealer=1)
    s.apply(act(s, "call"))
    events = s.apply(act(s, "show"))
    assert any(e.what == "svara" for e in events)
    assert s.pub.phase == "svara" and s.legal_actions() == [Action("deal")] and s.to_move == 1
    s.apply(Action("deal"))
    assert s.pub.phase == "bet" and len(s.zones["hand0"]) == 3 and s.ledger.pot == 4


def test_the_deals_of_a_game_carry_the_chips_and_the_result_counts_them():
    s = G.start(3, 12, {"deals": 3})
    rng = random.Random(1)
    deals = set()
    while not s.over:
        deals.add(s.pub.deal_no)
        s.apply(rule_policy(G, s.view(s.to_move), rng))
    res = s.result()
    assert deals == {1, 2, 3} and sum(res.chips) == 0 and len(res.settlement.per_deal) == 3
    assert tuple(map(sum, zip(*res.settlement.per_deal))) == res.chips
    assert res.placings[res.chips.index(max(res.chips))] == 1


# --- sampled worlds against enumeration (the generic test finds no small endgame here) -------
def test_sampler_matches_enumeration_on_a_small_position():
    """Seat 0's view of a showdown-like position: every card but four is face up or his
    own; the four hidden ones (seat 1's hand of three, one in the stock) are dealt
    uniformly among the 4! orders, i.e. each card lies in the stock a quarter of the time."""
    s = deal(["AH KH 9C", "AS KS 8D"], dealer=1)
    rest = [c for c in s.zones["stock"]]
    s.zones["open1"] = rest[:-1]            # the pack face up but for one card
    s.zones["stock"] = rest[-1:]
    v = s.view(0)
    hidden = Counter([Card.parse("AS"), Card.parse("KS"), Card.parse("8D"), rest[-1]])
    assert Counter(v.unseen()) == hidden
    sampler = WorldSampler(G, v)
    rng = random.Random(4)
    in_stock = Counter()
    n = 4000
    for _ in range(n):
        w = sampler.sample(rng)
        assert w.view(0) == v
        in_stock[w.zones["stock"][0]] += 1
    for c in hidden:
        assert abs(in_stock[c] / n - 0.25) < 0.03, in_stock
    # and the enumeration: each of the 4 cards in the stock in exactly 3! = 6 of the 24 orders
    counts = Counter()
    for perm in itertools.permutations(hidden):
        counts[perm[0]] += 1
    assert set(counts.values()) == {6}


# --- the rule bot -----------------------------------------------------------------------------
def test_the_bot_bets_by_strength():
    strong = deal(["AS AC AH", "6S 7C 8D", "KH QH 9S"], dealer=2)
    picks = Counter(rule_policy(G, strong.view(0), random.Random(k)).kind for k in range(40))
    assert picks["fold"] == 0 and picks["raise"] >= 20
    weak = deal(["6S 7C 8D", "AS AC AH", "KH QH 9S"], dealer=2)
    weak.pub.stake = 8
    picks = Counter(rule_policy(G, weak.view(0), random.Random(k)).kind for k in range(40))
    assert picks["fold"] >= 30 and picks["call"] == 0
    assert strength(strong.view(0)) > 0.95 > 0.05 > strength(weak.view(0))


def test_the_bot_bluffs_now_and_then_but_not_often():
    raised_weak = weak = 0
    for g in range(150):
        s = G.start(3, 500 + g, {"deals": 3})
        rng = random.Random(g)
        while not s.over:
            v = s.view(s.to_move)
            a = rule_policy(G, v, rng)
            if s.pub.phase == "bet" and strength(v) < 0.2:
                weak += 1
                raised_weak += a.kind == "raise"
            s.apply(a)
    assert weak > 50 and 0.01 <= raised_weak / weak <= 0.25, (raised_weak, weak)


def test_the_rule_bot_wins_chips_from_random_players():
    from rules.bots import make_bot
    total = 0
    for g in range(30):
        for seat in range(3):
            s = G.start(3, 8000 + g)
            bot = make_bot("rule", G, seat, g)
            rng = random.Random(g)
            while not s.over:
                a = bot.decide(s.view(seat)) if s.to_move == seat else rng.choice(s.legal_actions())
                s.apply(a)
            total += s.result().chips[seat]
    assert total / 90 > 5, total / 90


def test_weighed_worlds_give_a_raiser_stronger_hands():
    from rules.games.bluff.seka import SEKA_WEIGHTED, hand_value
    from rules.sampling import WeightedSampler
    s = deal(["6S 7C 8D", "AS AC AH", "KH QH 9S"], dealer=2)
    s.apply(act(s, "call"))                      # seat 0
    s.apply(Action("raise", value=2))            # seat 1 raises
    s.apply(Action("raise", value=4))            # seat 2 raises again
    v = s.view(0)
    weighed, uniform = SEKA_WEIGHTED.world_sampler(v), WorldSampler(G, v)
    assert isinstance(weighed, WeightedSampler) and G.weighs_worlds is False
    rng = random.Random(5)

    def mean_value(sampler, n=600):
        return sum(hand_value(sampler.sample_assignment(rng)["hand1"]) for _ in range(n)) / n
    assert mean_value(weighed) > mean_value(uniform) + 1.5
    assert SEKA_WEIGHTED.world_sampler(v).sample(rng).view(0) == v
