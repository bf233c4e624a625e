"""Ворона (seed 000, entry 11), sentence by sentence, on hand-built positions through the
public API. Each test is named after the seed's sentence it checks and quotes it."""
from __future__ import annotations

import pytest

from rules import Action, BadSeats, IllegalAction, get_game
from test_shedding_rules import C, cards, vorona_at

G = get_game("vorona")


def play(code):
    return Action("play", (C(code),))


def test_three_to_six_players_36_cards_dealt_out_equally():
    """«Игроков от трех до шести человек. Для игры необходима колода из 36 карт. Сдатчик раздает
    колоду поровну всем участникам.» Reading: what does not divide lies aside."""
    for seats, each, aside in ((3, 12, 0), (4, 9, 0), (5, 7, 1), (6, 6, 0)):
        s = G.start(seats, 2)
        assert [len(s.zones[f"hand{k}"]) for k in range(seats)] == [each] * seats
        assert len(s.zones["aside"]) == aside and len(s.deck) == 36
    for seats in (2, 7):
        with pytest.raises(BadSeats):
            G.start(seats, 1)


def test_the_one_left_of_the_dealer_leads_first_with_one_card():
    """«Первым одной картой ходит сидящий слева от сдатчика.»"""
    s = G.start(4, 3)
    dealer = s.view(None).dealer
    assert s.to_move == (dealer + 1) % 4
    hand = s.zones[f"hand{s.to_move}"]
    assert {a for a in s.legal_actions()} == {play(c.code) for c in hand}


def test_the_one_on_the_left_must_lay_a_card_of_the_same_suit_or_a_spade():
    """«Сидящий по левую руку обязан на выхоженную положить карту той же масти или пику.»"""
    s = vorona_at(3, {1: "7H 9D 6S KC"}, "8H", 1)
    assert set(s.legal_actions()) == {play("7H"), play("6S")}
    with pytest.raises(IllegalAction):
        s.apply(play("9D"))
    s.apply(play("6S"))
    assert s.zones["pile"] == cards("8H 6S") and s.to_move == 2


def test_on_a_card_of_spades_any_card_may_be_laid():
    """«На карту пиковой масти можно класть карту любой масти.»"""
    s = vorona_at(3, {0: "7H 9D KC"}, "10C 8S", 0)
    assert set(s.legal_actions()) == {play("7H"), play("9D"), play("KC")}


def test_neither_the_suit_led_nor_spades_must_take_all_the_cards_in_the_middle():
    """«Игрок, не имеющий ни выхоженной масти, ни пик, обязан принять все лежащие в центре стола
    карты.»"""
    s = vorona_at(3, {0: "9D KC"}, "6C 8H", 0)
    assert s.legal_actions() == [Action("take")]
    s.apply(Action("take"))
    assert s.zones["hand0"] == cards("9D KC 6C 8H") and s.zones["pile"] == []


def test_after_a_take_the_takers_left_neighbour_starts_a_new_pile():
    """Reading: the seed does not say who leads after a take; the taker's left neighbour, any
    card (option: the taker himself)."""
    s = vorona_at(3, {0: "9D KC", 1: "7H 8C"}, "8H", 0)
    s.apply(Action("take"))
    assert s.to_move == 1 and set(s.legal_actions()) == {play("7H"), play("8C")}
    t = vorona_at(3, {0: "9D KC"}, "8H", 0, after_take_leader="taker")
    t.apply(Action("take"))
    assert t.to_move == 0 and len(t.legal_actions()) == 3


def test_the_player_holding_cards_when_the_others_have_none_loses():
    """«Проигрывает игрок, имеющий карты на руках, когда у остальных игроков карты кончились.»"""
    s = vorona_at(3, {0: "7H", 1: "", 2: "9H KD"}, "8H", 0)
    s.pub.out, s.pub.holding = (1,), 2
    s.apply(play("7H"))
    r = s.result()
    assert s.over and r.losers == (2,) and r.reason == "out_of_cards"
    assert r.placings == (2, 1, 3)             # Reading: the one out earlier places higher
