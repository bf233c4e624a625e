"""Наполеон's rules on hand-built positions (rules/games/napoleon)."""
import random

import pytest

from rules.actions import Action
from rules.cards import Card
from rules.errors import IllegalAction, WrongSeat
from rules.games.napoleon import NAPOLEON_GAME as G, hand_strength, napoleon_policy
from rules.games.napoleon.engine import NAP, PASS, ZDES, BIDS, KEEP
from rules.games.tricks.engine import hand

C = Card.parse


def fresh(seats=3, seed=1, **opts):
    s = G.start(seats, seed, opts)
    return s


def rig_hands(s, hands):
    """Replace the hands (codes); the rest of the pack into the stock (order kept)."""
    pool = [c for n in s.zones for c in s.zones[n] if n.startswith("hand") or n == "stock"]
    want = [[C(x) for x in h] for h in hands]
    used = {c for h in want for c in h}
    for i, h in enumerate(want):
        s.zones[hand(i)] = list(h)
    s.zones["stock"] = [c for c in pool if c not in used]
    s.known = {}
    return s


def bid(s, *acts):
    for a in acts:
        s.apply(a)


def test_dealer_speaks_first_then_clockwise_and_bids_must_rise():
    s = fresh(3, 5)
    d = s.pub.dealer
    assert s.to_move == d and s.pub.phase == "bid"
    s.apply(BIDS[2])
    assert s.to_move == (d + 1) % 3
    assert BIDS[1] not in s.legal_actions() and BIDS[2] not in s.legal_actions()
    with pytest.raises(IllegalAction):
        s.apply(BIDS[2])
    with pytest.raises(WrongSeat):
        s.apply(BIDS[3], seat=d)


def test_the_dealer_says_zdes_and_takes_the_highest_bid():
    s = fresh(3, 5)
    d = s.pub.dealer
    bid(s, BIDS[1], BIDS[3], PASS)
    assert s.to_move == d and s.legal_actions() == [ZDES, PASS]
    s.apply(ZDES)
    assert s.pub.phase == "exchange" and s.pub.declarer == d and s.pub.contract == 3


def test_the_dealer_who_passed_has_no_zdes():
    s = fresh(3, 5)
    d = s.pub.dealer
    bid(s, PASS, BIDS[3], PASS)
    assert s.pub.phase == "exchange" and s.pub.declarer == (d + 1) % 3


def test_all_pass_is_a_new_deal_and_the_klad_stays():
    s = fresh(4, 7, ante=2)
    pot, no, d = s.pub.pot, s.pub.deal_no, s.pub.dealer
    assert pot == 8
    bid(s, PASS, PASS, PASS, PASS)
    assert s.pub.deal_no == no + 1 and s.pub.dealer == (d + 1) % 4
    assert s.pub.pot == pot + 8 and s.pub.phase == "bid"


def test_the_declarer_buys_one_card_from_the_stock():
    s = fresh(3, 9)
    bid(s, BIDS[2], PASS, PASS)
    d = s.pub.declarer
    top = s.zones["stock"][-1]
    old = s.zones[hand(d)][0]
    s.apply(Action("discard", (old,)))
    assert top in s.zones[hand(d)] and old not in s.zones[hand(d)] and len(s.zones[hand(d)]) == 5
    assert s.zones["discard"] == [old] and s.pub.phase == "play" and s.to_move == d
    with pytest.raises(IllegalAction):
        s.apply(Action("discard", (s.zones[hand(d)][0],)))


def _to_play(s, hands, contract, napoleon=False):
    """Bidding done by hand: dealer bids ``contract`` (or Наполеон), others pass; no buy."""
    rig_hands(s, hands)
    d = s.pub.dealer
    order = [(d + i) % s.seats for i in range(s.seats)]
    bid(s, NAP if napoleon else BIDS[contract], *[PASS] * (s.seats - 1))
    s.apply(KEEP)
    return order


def test_trump_is_the_suit_of_the_first_lead_follow_else_trump_else_any():
    s = fresh(3, 11)
    d = s.pub.dealer
    hands = [None] * 3
    hands[d] = ["AH", "KH", "AS", "7C", "8C"]
    hands[(d + 1) % 3] = ["6S", "7S", "8D", "9D", "10D"]      # no hearts, no... has spades
    hands[(d + 2) % 3] = ["6H", "QS", "JD", "6C", "QD"]
    _to_play(s, hands, 2)
    assert s.pub.trump is None
    s.apply(Action("play", (C("AS"),)))
    assert s.pub.trump == "S"                                 # the first lead names trumps
    assert {a.card for a in s.legal_actions()} == {C("6S"), C("7S")}
    s.apply(Action("play", (C("6S"),)))
    s.apply(Action("play", (C("QS"),)))
    # the declarer took it; he leads hearts: the next has none and no trump left but 7S -> must trump
    s.apply(Action("play", (C("AH"),)))
    assert [a.card for a in s.legal_actions()] == [C("7S")]


def test_play_stops_when_the_contract_is_made_and_each_pays():
    s = fresh(3, 11, unit=5)
    d = s.pub.dealer
    hands = [None] * 3
    hands[d] = ["AS", "KS", "7C", "8C", "9C"]
    hands[(d + 1) % 3] = ["6S", "7S", "8D", "9D", "10D"]
    hands[(d + 2) % 3] = ["8S", "QH", "JD", "6C", "QD"]
    _to_play(s, hands, 2)
    chips = s.pub.chips
    for code in ("AS", "6S", "8S", "KS", "7S"):
        s.apply(Action("play", (C(code),)))
    assert s.pub.deal_no == 1 and s.pub.tricks[d] == 1
    s.apply(Action("play", (C("QH"),)))
    # two tricks made: the deal stopped after the second trick and the next one is dealt
    assert s.pub.deal_no == 2
    row = s.pub.sheet[-1]
    assert row[1] == d and row[4] == 2 and row[5] is True
    after = s.pub.chips
    assert after[d] - chips[d] == 2 * 5 * 2 - 1          # 10 from each, less the next deal's ante
    assert all(after[o] - chips[o] == -10 - 1 for o in range(3) if o != d)


def test_a_failed_napoleon_doubles_the_klad():
    s = fresh(3, 13, ante=5)
    d = s.pub.dealer
    hands = [None] * 3
    hands[d] = ["6S", "7C", "8C", "9C", "10C"]
    hands[(d + 1) % 3] = ["AS", "7S", "8D", "9D", "10D"]
    hands[(d + 2) % 3] = ["8S", "QH", "JD", "6C", "QD"]
    _to_play(s, hands, 5, napoleon=True)
    pot = s.pub.pot
    assert pot == 15 and s.pub.napoleon and s.pub.contract == 5
    for code in ("6S", "AS", "8S"):
        s.apply(Action("play", (C(code),)))
    # lost a trick: five can no longer be made, the deal stops at once
    assert s.pub.deal_no == 2
    row = s.pub.sheet[-1]
    assert row[5] is False and row[4] == 0
    # 5 to each, 5 into the клад, and the клад's 15 again: 15 + 5 + 15, then the next antes 15
    assert s.pub.pot == 15 + 5 + 15 + 15


def test_napoleon_made_takes_the_klad():
    s = fresh(2, 3, ante=1)
    d = s.pub.dealer
    hands = [None] * 2
    hands[d] = ["AS", "KS", "QS", "JS", "10S"]
    hands[1 - d] = ["6S", "7C", "8D", "9D", "10D"]
    _to_play(s, hands, 5, napoleon=True)
    pot = s.pub.pot
    start = s.pub.chips[d]
    for code in ("AS", "6S", "KS", "7C", "QS", "8D", "JS", "9D", "10S", "10D"):
        s.apply(Action("play", (C(code),)))
    assert s.pub.sheet[-1][5] is True
    assert s.pub.chips[d] == start + 5 + pot - 1


def test_hand_strength_and_the_bot_bid_sensibly():
    strong = [C(x) for x in ("AS", "KS", "QS", "JS", "AH")]
    weak = [C(x) for x in ("6S", "7C", "8D", "9H", "6C")]
    assert hand_strength(strong, 3)[0] >= 4.5 and hand_strength(strong, 3)[1] == "S"
    assert hand_strength(weak, 3)[0] < 1
    s = fresh(3, 5)
    rig_hands(s, [["6S", "7C", "8D", "9H", "6C"]] * 0 + [["6S", "7C", "8D", "9H", "6C"],
                                                        ["AS", "KS", "QS", "JS", "AH"],
                                                        ["7S", "8C", "9D", "10H", "7D"]])
    me = s.to_move
    a = napoleon_policy(s.view(me), random.Random(1))
    if me == 1:
        assert a.kind in ("bid", "napoleon") and (a.kind == "napoleon" or a.value >= 4)
    else:
        assert a == PASS


def test_bots_only_games_conserve_chips_and_end():
    for seed in range(12):
        seats = 2 + seed % 5
        s = G.start(seats, seed, {"rounds": 1})
        rng = random.Random(seed)
        total = s.ledger.total()
        while not s.over:
            s.apply(G.rule_policy(s.view(s.to_move), rng))
            assert s.ledger.total() == total
        r = s.result()
        assert sum(r.chips) == 0 and r.settlement.deals == seats


# --------------------------------------------------------------------------- a stack runs out
def _broke_declarer(s, stack, contract):
    """Deal 1 at ``s``: the dealer holds ``stack`` chips, bids ``contract`` on a hand that loses
    the first trick (so the contract fails at once, if ``contract`` is 5)."""
    d = s.pub.dealer
    hands = [None] * s.seats
    hands[d] = ["6S", "7C", "8C", "9C", "10C"]
    hands[(d + 1) % s.seats] = ["AS", "7S", "8D", "9D", "10D"]
    if s.seats > 2:
        hands[(d + 2) % s.seats] = ["8S", "QH", "JD", "6C", "QD"]
    stacks = list(s.ledger.stacks)
    stacks[(d + 1) % s.seats] += stacks[d] - stack     # (chips kept: the sum is zero)
    stacks[d] = stack
    s.ledger.stacks = stacks                            # (the chips are the record's)
    _to_play(s, hands, contract)
    return d


def test_a_short_stack_pays_what_it_has_says_so_and_leaves_the_table():
    """Our choice (the seed is silent): a player who cannot pay in full pays what he has,
    creditors in turn from his left and the клад last; the log says who is short of what;
    a player without the next ante leaves the table and is dealt no more cards."""
    from rules.games.napoleon.engine import KLAD
    from rules.chips import player
    s = fresh(3, 13, unit=5, ante=1)
    d = _broke_declarer(s, 12, 5)
    total = s.ledger.total()
    first, second = (d + 1) % 3, (d + 2) % 3
    before = s.pub.chips
    events = []
    for code in ("6S", "AS", "8S"):
        events += s.apply(Action("play", (C(code),)))
    assert s.ledger.total() == total and min(s.pub.chips) >= 0
    short = [e for e in events if e.what == "pays"]
    assert [(e.seat, e.get("to"), e.get("owed"), e.get("amount")) for e in short] == [
        (d, player(first), 25, 12), (d, player(second), 25, 0), (d, KLAD, 25, 0)]
    said = [ph.id for ph in G.describe(events)]
    assert said.count("napoleon.short") == 2 and "napoleon.short_klad" in said and "napoleon.leaves" in said
    leave = [e for e in events if e.what == "leave"]
    assert [e.seat for e in leave] == [d] and d not in s.pub.active
    # the next deal: two at the table, the one who left has no cards and no say
    assert s.pub.deal_no == 2 and s.pub.chips[d] == 0
    assert set(s.pub.playing) == {first, second} and not s.zones[hand(d)]
    assert s.pub.dealer in (first, second) and s.pub.chips[first] == before[first] + 12 - 1
    s.apply(PASS)
    assert s.to_move != d
    s.apply(PASS)
    assert s.pub.deal_no == 3 and d not in s.pub.playing


def test_when_one_player_is_left_the_game_ends_and_he_takes_the_klad():
    """Our choice: the game ends when fewer than two can ante; the клад goes to those still at
    the table (here the last one)."""
    s = fresh(2, 3, unit=5, ante=1)
    d = _broke_declarer(s, 10, 5)
    other = 1 - d
    total = s.ledger.total()
    for code in ("6S", "AS"):
        s.apply(Action("play", (C(code),)))
    assert s.over and s.ledger.total() == total
    r = s.result()
    assert r.reason == "out_of_chips" and r.placings[other] == 1
    assert sum(r.chips) == 0 and r.chips[d] == -100 and r.chips[other] == 100
