"""An executable reading of the seed: «Свои козыри» (Розалиев №8, 8.а and 8.б; seed 003 ¶6–7). One
test per sentence that carries a rule, the sentence in the docstring, checked on dealt or hand-built
positions through the public API. "Reading:" marks where the engine follows a documented reading
(F1 says it, with its reason)."""
from __future__ import annotations

import pytest

from rules import Action
from rules.cards import SUITS, Card
from rules.errors import BadSeats, IllegalAction
from rules.registry import get_game
from tests.test_durak_chain import C, build, cards, kinds

SVOI = get_game("svoi_kozyri")
OWN = ("H", "C", "S")          # seat 0 hearts, seat 1 clubs, seat 2 spades


def named(seats, seed, order="SCHD", options=None):
    s = SVOI.start(seats, seed, dict(options or {}, dealer=0))
    ev = []
    for suit in order[:seats]:
        ev = s.apply(Action("name", value=suit))
    return s, ev


def test_three_or_four_players_thirty_six_cards():
    """«Игроков — трое или четверо. В колоде 36 листов.»"""
    assert (SVOI.min_seats, SVOI.max_seats) == (3, 4)
    assert len(SVOI.start(3, 1).deck) == 36
    for n in (2, 5):
        with pytest.raises(BadSeats):
            SVOI.start(n, 1)


def test_before_the_deal_each_names_his_own_trump():
    """«До сдачи каждый игрок назначает свой козырь.»"""
    s = SVOI.start(4, 2, {"dealer": 0})
    assert s.pub.phase == "name" and all(not s.zones[f"hand{i}"] for i in range(4))
    assert {a.kind for a in s.legal_actions()} == {"name"} and len(s.legal_actions()) == 4


def test_two_players_may_not_name_the_same_trump():
    """«Два игрока назначить одинаковый козырь не имеют права.»"""
    s = SVOI.start(3, 2, {"dealer": 0})
    s.apply(Action("name", value="H"))
    assert Action("name", value="H") not in s.legal_actions()
    with pytest.raises(IllegalAction):
        s.apply(Action("name", value="H"))
    s.apply(Action("name", value="S"))
    assert {a.value for a in s.legal_actions()} == {"C", "D"}


def test_reading_the_naming_goes_round_from_the_dealers_left():
    """Reading: the seed gives no order of naming; it goes as the deal and the first lead, from the
    dealer's left."""
    s = SVOI.start(4, 2, {"dealer": 2})
    order = []
    while s.pub.phase == "name":
        order.append(s.to_move)
        s.apply(s.legal_actions()[0])
    assert order == [3, 0, 1, 2]


def test_all_cards_are_dealt_one_at_a_time():
    """«Сдаются по одной все карты.»"""
    for n, each in ((3, 12), (4, 9)):
        s, ev = named(n, 4)
        deals = [e.seat for e in ev if e.what == "deal"]
        assert deals == [(k + 1) % n for k in range(36)]           # from the dealer's left, one by one
        assert [len(s.zones[f"hand{i}"]) for i in range(n)] == [each] * n


def test_a_player_without_the_six_of_his_trump_gets_it_and_the_holder_draws_any_card_in_return():
    """«После сдачи игрок, не имеющий шестерки назначенного им козыря, получает ее у игрока, которому
    она попала, а тот вытягивает у него взамен любую карту.» — Reading: the draw is blind; only the
    two see the card."""
    for seed in range(40):
        s, ev = named(4, seed)
        sixes = [e for e in ev if e.what == "six"]
        if not sixes:
            continue
        for i, t in enumerate(s.pub.own_trumps):
            assert Card(6, t) in s.zones[f"hand{i}"]
        assert [len(s.zones[f"hand{i}"]) for i in range(4)] == [9] * 4        # one for one
        six = sixes[0]
        blind = next(e for e in ev if e.what == "blind" and e.get("from") == six.get("to"))
        assert blind.seat == six.seat and blind.visible_to == frozenset({six.seat, six.get("to")})
        return
    pytest.fail("no deal needed a six exchange")


def test_the_player_left_of_the_dealer_leads_one_card():
    """«Первым ходит игрок, сидящий слева от сдающего. Ход делается одной картой.»"""
    s, _ = named(3, 6)
    assert s.to_move == 1 and s.pub.phase == "lead"
    assert all(a.kind == "lead" and len(a.cards) == 1 for a in s.legal_actions())
    ev = s.apply(s.legal_actions()[0])
    assert next(e for e in ev if e.what == "lead").get("to") == 2


def test_the_player_led_to_covers_and_gives_his_own_to_the_next():
    """«Игрок, под которого сделан ход, кроет карту и дает свою под следующего.»"""
    s = build(SVOI, 3, hands=("7D", "JD 9H", "6S"), centre="10D", current=1, own=OWN)
    s.apply(Action("cover", (C("JD"),)))
    assert s.to_move == 1 and s.pub.phase == "lead"
    ev = s.apply(Action("lead", (C("9H"),)))
    assert next(e for e in ev if e.what == "lead").get("to") == 2 and s.zones["centre"] == cards("10D JD 9H")


def test_reading_own_trump_beats_any_other_suit_others_trumps_are_plain():
    """Reading (the catalogue's, the game's usual rule): a higher card of the suit or any card of his own
    trump; a card of his own trump only by a higher one; other players' trumps are plain to him."""
    s = build(SVOI, 3, hands=("7D", "6C 9H QS 8D", "6S"), centre="10D", current=1, own=OWN)
    assert {a.cards[0] for a in s.legal_actions()} == {C("6C")}          # hearts: seat 0's, plain to him
    s = build(SVOI, 3, hands=("7D", "6C 9H AH", "6S"), centre="10H", current=1, own=OWN)
    assert {a.cards[0] for a in s.legal_actions()} == {C("6C"), C("AH")}
    s = build(SVOI, 3, hands=("7D", "6C 9H QC", "6S"), centre="10C", current=1, own=OWN)
    assert {a.cards[0] for a in s.legal_actions()} == {C("QC")}


def test_reading_he_covers_when_he_can_the_take_at_will_is_an_option():
    """«кроет карту» — Reading: the seed knows no voluntary take (its neighbours say «должен покрыть»,
    «обязан побить»): a take only when nothing covers; «Беру» at will is option take=always."""
    s = build(SVOI, 3, hands=("7D", "6C 9H", "6S"), centre="10D", current=1, own=OWN)
    assert kinds(s) == {"cover"}
    with pytest.raises(IllegalAction):
        s.apply(Action("take"))
    s = build(SVOI, 3, hands=("7D", "9H 8S", "6S"), centre="10D", current=1, own=OWN)
    assert kinds(s) == {"take"}
    s = build(SVOI, 3, {"take": "always"}, hands=("7D", "6C 9H", "6S"), centre="10D", current=1, own=OWN)
    assert kinds(s) == {"cover", "take"}


PILE = "6D 7D 8D 9D 10D JD QD KD AD 6H 7H 8H"        # twelve cards under the one to cover


def test_8a_a_failure_takes_three_top_cards_from_the_centre():
    """«Игрок, не покрывший карту, берет три верхних карты из середины»"""
    s = build(SVOI, 3, hands=("7S", "8S", "9S 10S"), centre=PILE + " 10D", current=1, own=OWN)
    ev = s.apply(Action("take"))
    take = next(e for e in ev if e.what == "take")
    assert take.count == 3 and take.cards == tuple(cards("7H 8H 10D")) and len(s.zones["centre"]) == 10


def test_8a_failing_to_cover_his_own_trump_takes_ten():
    """«не покрывший своего козыря — десять.»"""
    s = build(SVOI, 3, hands=("7S", "8S", "9S 10S"), centre=PILE + " 10C", current=1, own=OWN)
    ev = s.apply(Action("take"))
    assert next(e for e in ev if e.what == "take").count == 10 and len(s.zones["centre"]) == 3
    assert len(s.zones["hand1"]) == 11


def test_8b_a_failure_takes_all_that_were_played():
    """«В этом варианте, не покрыв выхоженную под него карту, игрок берет все, которыми ходили до этого.»"""
    s = build(SVOI, 3, {"variant": "8b"}, hands=("7S", "8S", "9S"), centre="6D 7D 8D 9D 10D", current=1,
              own=OWN)
    s.apply(Action("take"))
    assert s.zones["centre"] == [] and len(s.zones["hand1"]) == 6


def test_reading_fewer_in_the_centre_all_are_taken_and_the_next_leads():
    """Reading: the seed does not say what a short centre gives, nor who leads after a take: all there
    is, and the next player leads (as in №9, «Ход передается следующему за ним игроку»); the taker,
    as an option."""
    s = build(SVOI, 3, hands=("7S", "8S", "9S"), centre="9D 10D", current=1, own=OWN)
    s.apply(Action("take"))
    assert s.zones["centre"] == [] and s.to_move == 2 and s.pub.phase == "lead"
    s = build(SVOI, 3, {"after_fail_leader": "failer"}, hands=("7S", "8S", "9S"), centre="10D", current=1,
              own=OWN)
    s.apply(Action("take"))
    assert s.to_move == 1 and s.pub.phase == "lead"


def test_the_first_to_shed_all_wins_the_one_left_with_cards_loses_and_deals():
    """«Игрок, скинувший первым все свои карты, — выиграл. Оставшийся с картами — проиграл. Проигравший
    сдает.»"""
    s = build(SVOI, 3, hands=("9D", "10D 7C", "6D 7H"), centre="", current=0, phase="lead", own=OWN)
    s.apply(Action("lead", (C("9D"),)))
    assert s.pub.places[0] == 1
    s.apply(Action("cover", (C("10D"),)))
    s.apply(Action("lead", (C("7C"),)))                   # seat 1 out second; seat 2 cannot cover 7♣
    s.apply(Action("take"))
    r = s.result()
    assert s.over and r.placings == (1, 2, 3) and r.losers == (2,)
    assert SVOI.next_deal_options(s)["dealer"] == 2
    assert SVOI.start(3, 1, SVOI.next_deal_options(s)).to_move == 0       # the naming starts left of him


def test_every_suit_may_be_named_by_the_first():
    """«До сдачи каждый игрок назначает свой козырь» — the first to name has the four suits."""
    s = SVOI.start(3, 9, {"dealer": 1})
    assert {a.value for a in s.legal_actions()} == set(SUITS)
