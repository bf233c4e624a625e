"""Мушка (catalogue C4; seed 002): each rule on a hand-built position."""
from __future__ import annotations

import random

import pytest

from rules.actions import Action
from rules.cards import Card
from rules.errors import IllegalAction
from rules.games.tricks.engine import hand, won
from rules.games.tricks.mushka import MUSHKA_GAME as G, mushka_policy
from rules.match import Match

C = Card.parse


def cards(codes):
    return [C(x) for x in codes.split()]


def rig(hands, trump="H", seats=None, remaining=None, options=None, leader=0, phase="play"):
    """A position of the play: the given hands (seat i: hands[i], codes split by spaces; None
    for a seat that passed), the trump suit (its card turned), everything else in the stock."""
    seats = seats or len(hands)
    s = G.start(seats, 1, options or {})
    every = [c for z in s.zones.values() for c in z]
    for name in s.zones:
        s.zones[name] = []
    used = []
    for i, h in enumerate(hands):
        if h is not None:
            s.zones[hand(i)] = cards(h)
            used += s.zones[hand(i)]
    rest = [c for c in every if c not in used]
    turned = next(c for c in rest if c.suit == trump) if trump else None
    rest.remove(turned)
    s.zones["trump"] = [turned]
    s.zones["stock"] = rest
    s.known = {}
    p = s.pub
    p.trump = trump
    p.playing = tuple(i for i, h in enumerate(hands) if h is not None)
    p.dealer = (leader - 1) % seats
    p.phase = phase
    p.current = p.leader = leader
    p.passed = tuple(i for i, h in enumerate(hands) if h is None)
    if remaining is not None:
        p.remaining = tuple(remaining)
    return s


def play(s, *codes):
    events = []
    for code in codes:
        events += s.apply(Action("play", (C(code),)))
    return events


# ---------------------------------------------------------------- the deal
@pytest.mark.parametrize("seats,size", [(3, 32), (4, 36), (5, 52), (7, 52)])
def test_the_pack_by_seats_five_each_one_at_a_time_and_a_trump_turned(seats, size):
    s = G.start(seats, 7)
    assert len(s.deck) == size
    assert all(len(s.zones[hand(i)]) == 5 for i in range(seats))
    assert len(s.zones["trump"]) == 1 and s.pub.trump == s.zones["trump"][0].suit
    assert sum(1 for e in s.start_events if e.what == "deal" and e.dst != "stock") == 5 * seats
    assert [e.count for e in s.start_events if e.what == "deal" and e.dst == "stock"] == [size]   # the pack laid
    assert s.pub.phase == "exchange" and s.to_move == (s.pub.dealer + 1) % seats


def test_the_lowest_card_drawn_deals_first_and_equal_lowest_draw_again():
    for seed in range(30):
        s = G.start(5, seed)
        lots = [e for e in s.start_events if e.what == "lot"]
        assert len(lots) >= 5
        last_round = lots[-len({e.seat for e in lots[-5:]}):]
        low = min(e.cards[0].rank for e in lots[:5])
        dealer = s.pub.dealer
        assert any(e.seat == dealer and e.cards[0].rank == low for e in lots[:5])
        if sum(1 for e in lots[:5] if e.cards[0].rank == low) == 1:
            assert len(lots) == 5
        else:
            assert len(lots) > 5 and last_round


# ---------------------------------------------------------------- the exchange
def _sorted(cs):
    return sorted(cs, key=lambda c: ("SCHD".index(c.suit), c.rank))


def test_buying_swaps_cards_with_the_stock_and_more_than_the_stock_is_refused():
    s = G.start(4, 3)
    me = s.to_move
    mine = _sorted(s.zones[hand(me)])
    stock = len(s.zones["stock"])
    for c in mine[:3]:
        ev = s.apply(Action("throw", (c,)))
        assert ev[0].visible_to == frozenset({me}) and ev[0].for_seat((me + 1) % 4).cards == ()
    assert Action("pass") not in s.legal_actions()          # cards thrown: no pass any more
    s.apply(Action("buy", value=3))
    assert len(s.zones[hand(me)]) == 5 and len(s.zones["stock"]) == stock - 3
    assert not set(mine[:3]) & set(s.zones[hand(me)]) and set(mine[:3]) <= set(s.zones["discard"])
    assert s.pub.bought[me] == 3 and s.to_move == (me + 1) % 4
    # the stock runs short: a later buyer may not throw (so buy) more than it holds
    s2 = G.start(4, 3)
    s2.zones["discard"] += s2.zones["stock"][2:]
    del s2.zones["stock"][2:]
    me = s2.to_move
    mine = _sorted(s2.zones[hand(me)])
    s2.apply(Action("throw", (mine[0],)))
    s2.apply(Action("throw", (mine[1],)))
    before = (s2.view(None), list(s2.zones[hand(me)]))
    with pytest.raises(IllegalAction):
        s2.apply(Action("throw", (mine[2],)))
    with pytest.raises(IllegalAction):
        s2.apply(Action("buy", value=3))
    assert (s2.view(None), list(s2.zones[hand(me)])) == before
    assert [a.kind for a in s2.legal_actions()] == ["buy"]


def test_the_mushka_holder_may_not_pass_and_a_pass_lays_the_hand_down():
    s = rig(["AS 7H 8H 9H 10H", "7C 8C 9C 10C JC", "7D 8D 9D 10D JD", "6C 6D 6H 6S QD"], trump="H",
            phase="exchange")
    s.pub.playing = (0, 1, 2, 3)
    s.pub.passed = ()
    assert Action("pass") not in s.legal_actions()
    before = s.view(0)
    with pytest.raises(IllegalAction):
        s.apply(Action("pass"))
    assert s.view(0) == before
    s.apply(Action("buy", value=0))
    ev = s.apply(Action("pass"))
    assert ev[0].what == "lay_down" and s.zones[hand(1)] == [] and 1 in s.pub.passed
    s.apply(Action("pass"))
    s.apply(Action("buy", value=0))
    assert s.pub.phase == "play" and s.pub.playing == (0, 3)


def test_a_deal_where_fewer_than_two_play_does_not_count():
    s = rig(["7C 8C 9C 10C JC", "7D 8D 9D 10D JD", "6C 6D 6H 6S QD"], trump="H", phase="exchange")
    s.pub.passed = ()
    s.pub.playing = (0, 1, 2)
    deal = s.pub.deal_no
    s.apply(Action("pass"))
    s.apply(Action("pass"))
    ev = s.apply(Action("buy", value=0))
    assert any(e.what == "void_deal" for e in ev) and s.pub.deal_no == deal + 1
    assert s.pub.remaining == (25, 25, 25) and s.pub.sheet[-1] == (None, None, None)


# ---------------------------------------------------------------- the мушка in play
def test_the_mushka_led_is_trumped_by_a_player_void_in_spades():
    s = rig(["AS 7C", "7H 8C", "KS 9C"], trump="H")
    play(s, "AS", "7H", "KS")
    assert s.pub.tricks == (0, 1, 0) and s.to_move == 1


def test_the_mushka_beats_the_trump_ace_on_another_players_lead():
    s = rig(["KC 7D", "AH 8D", "AS 9D"], trump="H")
    ev = play(s, "KC", "AH", "AS")
    assert s.pub.tricks == (0, 0, 1)
    assert any(e.what == "priv_beats" and e.seat == 2 for e in ev)
    phrases = [p.id for p in G.describe(ev)]
    assert "mushka.priv_beats" in phrases


def test_the_mushka_does_not_beat_the_trump_ace_on_its_own_lead_nor_another_trump():
    s = rig(["AS 7D", "AH 8D", "9S 9D"], trump="H")
    play(s, "AS", "AH", "9S")
    assert s.pub.tricks == (0, 1, 0)
    s = rig(["KC 7D", "KH 8D", "AS 9D"], trump="H")     # the trump king, not the ace: it keeps the trick
    play(s, "KC", "KH", "AS")
    assert s.pub.tricks == (0, 1, 0)


def test_the_mushka_beats_the_trump_ace_only_when_played_after_it():
    """«владелец пикового туза имеет право перебить им взятку» — to beat a trick is to play
    over what lies in it: Т♠ played before the trump ace does not take it (it did)."""
    s = rig(["KC 7D", "AS 8D", "AH 9D"], trump="H")
    ev = play(s, "KC", "AS", "AH")
    assert s.pub.tricks == (0, 0, 1)
    assert not any(e.what == "priv_beats" for e in ev)


def test_follow_suit_and_trumping_is_optional_when_void():
    s = rig(["7C 8C", "9C 7H", "7D 8H"], trump="H")
    play(s, "7C")
    assert [a.card for a in s.legal_actions()] == [C("9C")]
    play(s, "9C")
    assert {a.card for a in s.legal_actions()} == {C("7D"), C("8H")}


def test_trump_king_rule_makes_the_trumper_trump_with_the_king():
    s = rig(["7C 8C", "KH 7H", "9C 8H"], trump="H", options={"trump_king_rule": True})
    play(s, "7C")
    assert [a.card for a in s.legal_actions()] == [C("KH")]
    s = rig(["7C 8C", "KH 7H", "9C 8H"], trump="H")
    play(s, "7C")
    assert {a.card for a in s.legal_actions()} == {C("KH"), C("7H")}


# ---------------------------------------------------------------- scoring a deal
def _finish(s, tricks):
    """Play the rigged one-card hands: every seat plays its only card."""
    while s.pub.phase == "play" and any(s.zones[hand(i)] for i in s.pub.playing):
        s.apply(s.legal_actions()[0])


def test_each_trick_writes_off_one_and_no_trick_is_a_remise_of_five():
    s = rig(["AC KC QC", "7C 8C 9C", "7D 8D 9D"], trump="H")
    play(s, "AC", "7C", "7D", "KC", "8C", "8D", "QC", "9C", "9D")
    assert s.pub.remaining == (22, 30, 30)
    assert s.pub.sheet[-1] == ((3, 0, False, False), (0, 5, False, False), (0, 5, False, False))


def test_the_mushka_holder_counts_his_first_trick_six_and_remises_ten():
    s = rig(["AS KC QC", "7C 8C 9C", "7D 8D 9D"], trump="H")
    play(s, "AS", "7C", "7D", "KC", "8C", "8D", "QC", "9C", "9D")
    assert s.pub.remaining[0] == 25 - 8                       # 3 tricks with the мушка: 6 + 1 + 1
    s = rig(["AS 7C 8C", "KH KC QC", "7D 8D 9D"], trump="H", leader=1)
    play(s, "KC", "7D", "7C", "QC", "8D", "8C", "KH", "9D", "AS")
    assert s.pub.remaining == (35, 25 - 3, 30)                # the holder took nothing: remise 10


@pytest.mark.parametrize("bonus,off", [("seed002", 14), ("rozaliev", 13)])
def test_spades_trumps_the_mushka_holder_writes_off_by_the_bonus_rule(bonus, off):
    s = rig(["AS KS QS", "7C 8C 9C", "7D 8D 9D"], trump="S", options={"spade_trump_bonus": bonus})
    play(s, "AS", "7C", "7D", "KS", "8C", "8D", "QS", "9C", "9D")
    assert s.pub.remaining[0] == 25 - off


@pytest.mark.parametrize("fine", [0, 5])
def test_an_overshoot_restarts_at_the_start_and_the_others_keep_theirs(fine):
    s = rig(["AC KC QC", "7C 8C 9C", "7D 8D 9D"], trump="H", remaining=(2, 12, 9),
            options={"overshoot_fine": fine})
    ev = play(s, "AC", "7C", "7D", "KC", "8C", "8D", "QC", "9C", "9D")
    assert s.pub.remaining == (25 + fine, 17, 14)
    assert any(e.what == "overshoot" and e.seat == 0 for e in ev) and not s.over


def test_the_pulka_ends_at_exactly_zero_and_the_seeds_example_pays_plus_27():
    s = rig(["AC", "7C", "7D", "8D"], trump="H", remaining=(1, 9, 16, 2),
            options={"settlement": "remaining_points"})
    ev = play(s, "AC", "7C", "7D", "8D")
    assert s.over and s.pub.winner == 0 and s.pub.remaining == (0, 14, 21, 7)
    # the remises are added before the settlement: with 9, 16 and 2 left *after* the deal
    s = rig(["AC", "7C", "7D", "8D"], trump="H", remaining=(1, 9, 16, 2),
            options={"settlement": "remaining_points"})
    s.pub.playing = (0, 1)                       # seats 2 and 3 passed: no remise for them
    s.zones[hand(2)] = []
    s.zones[hand(3)] = []
    s.zones["discard"] = cards("7D 8D")
    s.pub.passed = (2, 3)
    s.pub.remaining = (1, 4, 16, 2)              # seat 1's remise of 5 brings him to 9
    play(s, "AC", "7C")
    res = s.result()
    assert s.pub.remaining == (0, 9, 16, 2)
    assert res.settlement.moved == (27, -9, -16, -2) and res.placings == (1, 3, 4, 2)
    assert res.reason == "match_over" and res.losers == (1, 2, 3)
    assert [p.id for p in res.lines][-1] == "mushka.gets"
    assert any(e.what == "pulka_over" for e in ev) or True


def test_fixed_settlement_each_loser_pays_ten():
    s = rig(["AC", "7C", "7D"], trump="H", remaining=(1, 9, 16))
    play(s, "AC", "7C", "7D")
    assert s.result().settlement.moved == (20, -10, -10)


def test_running_totals_carry_from_pulka_to_pulka_in_a_match():
    m = Match.start(G, 3, 5, {"settlement": "remaining_points", "deal_limit": 30})
    rng = random.Random(1)
    for _ in range(2):
        while not m.between:
            m.apply(G.rule_policy(m.state.view(m.to_move), rng))
        m.deal_next()
    totals = m.tally["totals"]
    assert sum(totals) == 0 and m.tally["games"] == 2
    assert totals == [sum(r.settlement.moved[s] for r in m.results) for s in range(3)]


# ---------------------------------------------------------------- the bot and the whole пулька
def test_the_rule_bot_plays_the_mushka_over_the_trump_ace():
    s = rig(["KC 7D", "AH 8D", "AS 9D"], trump="H")
    play(s, "KC", "AH")
    assert mushka_policy(s.view(2), random.Random(0)) == Action("play", (C("AS"),))


def test_the_rule_bot_keeps_trumps_and_throws_the_rest_when_buying():
    s = rig(["7H 9H AC 7C 8D", "7S 8S 9S 10S JS", "6C 6D 6H 6S QD"], trump="H", phase="exchange")
    s.pub.passed = ()
    s.pub.playing = (0, 1, 2)
    thrown = []
    while True:
        a = mushka_policy(s.view(0), random.Random(0))
        if a.kind != "throw":
            break
        thrown.append(a.card)
        s.apply(a)
    assert a == Action("buy", value=3) and set(thrown) == set(cards("AC 7C 8D"))


@pytest.mark.parametrize("seats", [3, 4, 5, 7])
def test_bots_only_pulki_end_conserve_cards_and_replay_identically(seats):
    for seed in range(4):
        s = G.start(seats, seed)
        rng = random.Random(seed)
        acts = []
        while not s.over:
            a = G.rule_policy(s.view(s.to_move), rng) if seed % 2 else rng.choice(s.legal_actions())
            s.apply(a)
            acts.append(a)
            assert sum(len(z) for z in s.zones.values()) == len(s.deck)
        r = s.result()
        assert sum(r.settlement.moved) == 0 and min(r.placings) == 1
        t = G.start(seats, seed)
        for a in acts:
            t.apply(a)
        assert t.view(None) == s.view(None) and t.result() == r


# ---------------------------------------------------------------- issue 26: what the log says
@pytest.mark.parametrize("game_id", ["mushka", "mushka_mistigri", "mushka_pamfil", "mushka_shutikha"])
@pytest.mark.parametrize("seats", [3, 4, 5, 6, 7])
def test_the_deal_line_says_the_cards_each_seat_really_holds(game_id, seats):
    """«Сдано по N карт» is the number each seat holds after the deal (the pack laid as the
    stock and the turned trump are no seat's: with four seats the log said 4 while all held 5)."""
    from rules import get_game
    g = get_game(game_id)
    for seed in (3, 4):
        s = g.start(seats, seed)
        said = [dict(p.params)["n"] for p in g.describe(s.start_events) if p.id == "tricks.dealt"]
        assert said == [5] and all(len(s.zones[hand(i)]) == 5 for i in range(seats))
