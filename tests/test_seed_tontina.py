"""Тонтина (seed 000, entry 2), sentence by sentence, on hand-built deals through the public
API. Each test is named after the seed's sentence it checks and quotes it; the seed's table
of payments is checked row by row."""
from __future__ import annotations

import pytest

from rules import Action, BadSeats, get_game
from test_shedding_rules import C, cards, tontina_deal

G = get_game("tontina")


def test_two_to_fifteen_players_a_52_card_pack():
    """«Игроков от двух до пятнадцати человек. Для игры необходима колода в 52 листа.»"""
    for n in (2, 15):
        assert len(G.start(n, 1).deck) == 52
    for n in (1, 16):
        with pytest.raises(BadSeats):
            G.start(n, 1)


def test_each_receives_a_number_of_chips_usually_10_or_20():
    """«До начала игры каждый получает определенное количество фишек (обычно по 10 или 20).»"""
    for chips in (10, 20):
        assert G.start(4, 1, {"chips": chips}).view(None).public["start_chips"] == (chips,) * 4


def test_before_the_game_each_puts_3_chips_into_the_pot():
    """«Перед началом игры каждый кладет в кон 3 фишки.»"""
    v = G.start(5, 1, {"chips": 10}).view(None)
    assert v.pot == 15 and v.chips == (7,) * 5


def test_one_card_each_face_up_starting_left_of_the_dealer():
    """«Сдача по одной карте в открытую, начиная с игрока, сидящего по левую руку от сдатчика.»"""
    s = tontina_deal(4, "10C 10D 10H 10S", dealer=1)
    ev = s.apply(Action("deal"))
    deals = [e for e in ev if e.what == "deal"]
    assert [e.seat for e in deals] == [2, 3, 0, 1]
    assert all(e.visible_to is None for e in deals)          # face up
    assert s.zones["front2"] == [C("10C")] and s.zones["front1"] == [C("10S")]


@pytest.mark.parametrize("card,chips", [("KH", 3), ("QH", 2), ("JH", 1)])
def test_k_q_j_before_a_player_take_3_2_1_chips_from_the_pot(card, chips):
    """«К, Д, В перед игроком — получение соответственно 3, 2, 1 фишек из кона.»"""
    s = tontina_deal(3, card + " 10C 10D", dealer=2, chips=(10, 10, 10), pot=9)
    s.apply(Action("deal"))
    assert s.ledger.stacks == (10 + chips, 10, 10) and s.ledger.pot == 9 - chips


@pytest.mark.parametrize("card,chips", [("8H", 2), ("6H", 2), ("4H", 2), ("9H", 1), ("7H", 1), ("5H", 1)])
def test_8_6_4_pay_2_chips_and_9_7_5_pay_1_into_the_pot(card, chips):
    """«8, 6, 4 перед игроком — 2 фишки в кон. 9, 7, 5 — 1 фишка в кон.»"""
    s = tontina_deal(3, card + " 10C 10D", dealer=2, chips=(10, 10, 10), pot=9)
    s.apply(Action("deal"))
    assert s.ledger.stacks == (10 - chips, 10, 10) and s.ledger.pot == 9 + chips


@pytest.mark.parametrize("card,chips", [("AH", 1), ("2H", 2), ("3H", 3)])
def test_a_2_3_oblige_him_to_pay_the_one_on_his_right_1_2_3(card, chips):
    """«Т, 2, 3 перед игроком обязывает его к выплате сидящему справа соответственно 1, 2, 3
    фишек.» (Seat 1's right is seat 0: the deal goes round to the left.)"""
    s = tontina_deal(3, "10C " + card + " 10D", dealer=2, chips=(10, 10, 10), pot=9)
    s.apply(Action("deal"))
    assert s.ledger.stacks == (10 + chips, 10 - chips, 10) and s.ledger.pot == 9


def test_the_ten_pays_nothing():
    """Outside: the seed's table does not list the ten; in the French Tontine it pays nothing."""
    s = tontina_deal(3, "10H 10C 10D", dealer=2, chips=(10, 10, 10), pot=9)
    ev = s.apply(Action("deal"))
    assert s.ledger.stacks == (10, 10, 10) and s.ledger.pot == 9
    assert [e.get("kind") for e in ev if e.what == "pays"] == ["nothing"] * 3


def test_a_whole_deal_of_the_table():
    """The table at once, four players: К takes 3 from the pot, 5 pays 1 into it, 2 pays 2 to
    the right, 10 nothing."""
    s = tontina_deal(4, "KC 5D 2H 10S", dealer=3, chips=(10, 10, 10, 10), pot=12)
    s.apply(Action("deal"))
    assert s.ledger.stacks == (13, 9 + 2, 8, 10) and s.ledger.pot == 12 - 3 + 1


def test_payment_right_after_the_deal_then_the_cards_are_cleared_and_the_next_deal_made():
    """«Расплата производится непосредственно после сдачи. После расплаты эти карты убираются и
    производится следующая сдача.»"""
    s = tontina_deal(3, "KH 10C 10D", dealer=2, chips=(10, 10, 10), pot=9)
    stock = len(s.zones["stock"])
    s.apply(Action("deal"))
    assert s.ledger.stacks[0] == 13                        # paid at once
    s.apply(Action("deal"))
    assert C("KH") in s.zones["used"] and len(s.zones["stock"]) == stock - 6    # the same stock


def test_a_player_who_lost_all_his_chips_is_dead_and_gets_no_cards():
    """«Игрок, проигравший все свои фишки, «умер». Он не получает карты, но находится на своем
    месте…»"""
    s = tontina_deal(3, "8H 10C 10D", dealer=2, chips=(2, 10, 10), pot=9)
    s.apply(Action("deal"))
    assert s.ledger.stacks[0] == 0 and 0 in s.pub.dead and 0 not in s.pub.gone
    s.apply(Action("deal"))
    assert s.zones["front0"] == [] and not s.over


def test_a_dead_player_paid_by_his_left_neighbour_comes_back_to_life():
    """«… надеясь на выпадение соседу слева Т, 2 или 3. В этом случае, получив причитающуюся ему
    выплату, игрок «оживает» и продолжает игру.»"""
    s = tontina_deal(3, "3H 10D", dealer=0, chips=(0, 10, 10), pot=9, dead=(0,))
    ev = s.apply(Action("deal"))
    assert s.ledger.stacks == (3, 7, 10) and 0 not in s.pub.dead
    assert any(e.what == "revives" and e.seat == 0 for e in ev)


def test_a_player_who_lost_more_than_he_has_leaves_the_game_for_good():
    """«Игрок, проигравший более того, что имеет, выбывает из игры окончательно.» Reading: he
    pays all he has."""
    s = tontina_deal(4, "10C 3H 10D", dealer=3, chips=(10, 2, 10, 10), pot=9)
    s.apply(Action("deal"))
    assert s.ledger.stacks[:2] == (12, 0) and s.pub.gone == (1,) and 1 not in s.pub.dead
    s.apply(Action("deal"))
    assert s.zones["front1"] == []


def test_the_game_ends_when_the_pack_is_out_and_the_richest_takes_the_pot():
    """«По окончании игры все фишки из кона получает игрок, имеющий более других фишек на руках.
    Игра заканчивается с выходом всей колоды…» Reading: the pack is out when it cannot give
    every live player a card."""
    s = tontina_deal(3, "KH QH JH", dealer=2, chips=(7, 7, 7), pot=9)
    s.zones["stock"] = s.zones["stock"][-5:]
    s.zones["used"] = [c for c in s.deck if c not in s.zones["stock"]]
    s.apply(Action("deal"))
    assert s.over and s.ledger.pot == 0 and s.ledger.stacks == (13, 9, 8)


def test_the_game_ends_when_all_but_one_have_left():
    """«… или выбытием всех, кроме одного игрока, из игры.»"""
    s = tontina_deal(2, "10C 3H", dealer=1, chips=(10, 2), pot=6)
    s.apply(Action("deal"))
    assert s.over and s.pub.gone == (1,)
    r = s.result()
    assert r.placings == (1, 2) and r.reason == "out_of_chips" and s.ledger.stacks == (18, 0)
