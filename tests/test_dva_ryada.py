"""The two-row game's rules on hand-built positions (rules/games/dva_ryada)."""
import random

import pytest

from rules.actions import Action
from rules.cards import Card
from rules.errors import IllegalAction
from rules.games.dva_ryada import DVA_RYADA as G, dva_policy, row, under
from rules.games.tricks.engine import hand

C = Card.parse


def rig(s, hands, rows, unders, leader=0):
    pool = [c for n in s.zones for c in s.zones[n] if c is not None]
    used = set()
    for i in range(2):
        s.zones[hand(i)] = [C(x) for x in hands[i]]
        s.zones[row(i)] = [None if x is None else C(x) for x in rows[i]]
        s.zones[under(i)] = [None if x is None else C(x) for x in unders[i]]
        used |= {c for n in (hand(i), row(i), under(i)) for c in s.zones[n] if c is not None}
    for n in ("trick", "won0", "won1", "discard"):
        s.zones[n] = []
    s.zones["stock"] = [c for c in pool if c not in used]
    s.known = {}
    p = s.pub
    p.playing = (leader, 1 - leader)
    p.current = p.leader = leader
    p.tricks, p.trick_no, p.trick_seats, p.led = (0, 0), 0, (), None
    return s


def test_the_deal_rows_of_six_down_and_up_six_in_hand_the_non_dealer_leads():
    s = G.start(2, 3)
    for i in range(2):
        assert len(s.zones[row(i)]) == 6 and len(s.zones[under(i)]) == 6 and len(s.zones[hand(i)]) == 6
    assert s.zones["stock"] == [] and s.to_move == 1 - s.pub.dealer
    other = 1 - s.to_move
    v = s.view(other)
    assert all(c is not None for c in v.zones[row(s.to_move)].cards)     # the upper row is face up
    assert all(c is None for c in v.zones[under(other)].cards)           # the lower row face down, even to him


def test_a_row_card_played_turns_up_the_card_beneath():
    s = rig(G.start(2, 1), [["7S"], ["8S"]], [["AS", "6D"], ["9S", "6C"]], [["KH", "QH"], ["JC", "10C"]])
    ev = s.apply(Action("play", (C("AS"),)))
    turn = [e for e in ev if e.what == "turn"]
    assert turn and turn[0].cards == (C("KH"),) and turn[0].visible_to is None
    assert s.zones[row(0)] == [C("KH"), C("6D")] and s.zones[under(0)] == [None, C("QH")]
    assert C("KH") in {c for _, c in s.holdings(0)}                       # now playable


def test_follow_suit_counts_the_row_too():
    s = rig(G.start(2, 1), [["7S"], ["8D", "9D"]], [["AS", "6D"], ["9S", "6C"]], [["KH", "QH"], ["JC", "10C"]])
    s.apply(Action("play", (C("7S"),)))
    assert {a.card for a in s.legal_actions()} == {C("9S")}               # the only spade is in his row
    with pytest.raises(IllegalAction):
        s.apply(Action("play", (C("8D"),)))


def test_no_trumps_the_highest_of_the_suit_led_wins():
    s = rig(G.start(2, 1), [["7S", "AH"], ["8C", "9D"]], [[None, None], [None, None]], [[None, None], [None, None]])
    s.apply(Action("play", (C("7S"),)))
    s.apply(Action("play", (C("9D"),)))                                    # void in spades: any card, never wins
    assert s.pub.tricks == (1, 0) and s.to_move == 0


def test_the_difference_in_tricks_scores_and_the_deal_alternates():
    s = rig(G.start(2, 1), [["7S", "AH"], ["8C", "9D"]], [[None, None], [None, None]], [[None, None], [None, None]])
    d = s.pub.dealer
    for c in ("7S", "9D", "AH", "8C"):
        s.apply(Action("play", (C(c),)))
    assert s.pub.sheet[-1][1] == (2, 0) and s.pub.sheet[-1][2] == (2, 0) and s.pub.points == (2, 0)
    assert s.pub.dealer == 1 - d and s.pub.deal_no == 2


def test_a_game_ends_at_the_target_and_the_bot_plays_sensibly():
    s = G.start(2, 5, {"target": 11})
    rng = random.Random(5)
    while not s.over:
        s.apply(G.rule_policy(s.view(s.to_move), rng))
    assert max(s.pub.points) >= 11 and sum(s.result().settlement.moved) == 0
    s = rig(G.start(2, 1), [["7S", "KS"], ["8S", "9D"]], [["AS", None], [None, None]], [["6H", None], [None, None]],
            leader=1)
    s.apply(Action("play", (C("8S"),)))
    assert dva_policy(s.view(0), random.Random(0)).card == C("KS")        # wins it with the cheapest winner


def test_52_cards_rows_of_eight():
    s = G.start(2, 2, {"row_size": 8})
    assert len(s.deck) == 52 and len(s.zones[row(0)]) == 8 and len(s.zones["stock"]) == 8
