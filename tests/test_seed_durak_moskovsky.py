"""An executable reading of the seed: the «Moscow» modification of Дурак наваленный (Розалиев №10,
seed 003 ¶10). One test per sentence that carries a rule, the sentence in the docstring, checked
on dealt or hand-built positions through the public API. The default mode plays from personal
face-down stacks (a reading of the text's «тянуть из колоды» when every card is dealt: catalogue,
Part E 32); "Reading:" marks such choices (F1 says them, with their reasons)."""
from __future__ import annotations

import pytest

from rules import Action
from rules.errors import BadSeats, IllegalAction
from rules.registry import get_game
from tests.test_durak_chain import C, build, cards, kinds

MOS = get_game("durak_moskovsky")
HAND = {"mode": "hand"}


def test_two_to_six_players_thirty_six_cards():
    """«Играют от 2-х до 6-ти человек. В колоде 36 листов.»"""
    assert (MOS.min_seats, MOS.max_seats) == (2, 6)
    assert len(MOS.start(6, 1).deck) == 36
    with pytest.raises(BadSeats):
        MOS.start(7, 1)


def test_all_cards_dealt_the_last_turned_for_trumps_and_taken_by_the_dealer():
    """«Сдают по одной все карты. Последняя карта открывается. Это — козырь, после предъявления
    забирается сдающим.»"""
    for n in (2, 4, 5):
        s = MOS.start(n, 7, {"mode": "hand", "dealer": 1})
        assert sum(len(s.zones[f"hand{i}"]) for i in range(n)) == 36
        trump = next(e for e in s.start_events if e.what == "trump")
        assert trump.visible_to is None and trump.cards == (s.pub.trump_card,)     # shown to all
        assert s.pub.trump_card in s.zones["hand1"] and s.pub.trump == s.pub.trump_card.suit
        assert s.pub.trump_card in s.view(0).zone("hand1").known


def test_the_player_after_the_dealer_leads_any_card_to_the_left():
    """«Следующий за ним начинает ход. Ходить можно с любой карты под игрока сидящего слева.»"""
    s = MOS.start(4, 3, {"mode": "hand", "dealer": 2})
    assert s.to_move == 3 and s.pub.phase == "lead"
    assert {a.cards[0] for a in s.legal_actions()} == set(s.zones["hand3"])
    ev = s.apply(s.legal_actions()[0])
    assert next(e for e in ev if e.what == "lead").get("to") == 0


def test_a_higher_card_of_the_suit_or_a_trump_beats():
    """«если его карта той же масти большего достоинства или козырь»"""
    s = build(MOS, 3, HAND, hands=("7C", "10S 6H 8S JD", "6C"), centre="9S", current=1, trump="H")
    assert {a.cards[0] for a in s.legal_actions()} == {C("10S"), C("6H")}
    s = build(MOS, 3, HAND, hands=("7C", "6H 8H JD", "6C"), centre="7H", current=1, trump="H")
    assert {a.cards[0] for a in s.legal_actions()} == {C("8H")}


def test_the_player_led_to_must_beat_the_card():
    """«Игрок, под которого сделан ход, обязан побить выхоженную под него карту.»"""
    s = build(MOS, 3, HAND, hands=("7C", "8D 6S", "9S"), centre="7D", current=1)
    assert kinds(s) == {"cover"}
    with pytest.raises(IllegalAction):
        s.apply(Action("take"))


def test_the_next_must_beat_the_top_card_the_one_that_beat():
    """«Следующий игрок обязан побить верхнюю карту, т. е. ту, которой была побита первая, и т. д.»"""
    s = build(MOS, 4, HAND, hands=("7C", "8D 6S", "9D 10D", "KS"), centre="7D", current=1)
    s.apply(Action("cover", (C("8D"),)))
    assert s.to_move == 2 and s.pub.phase == "cover"
    assert {a.cards[0] for a in s.legal_actions()} == {C("9D"), C("10D")}     # against the 8♦ on top


def test_as_many_cards_as_players_go_to_the_discard():
    """«до того момента, когда количество карт в центре стола не окажется равным числу игроков. После
    этого карты отправляются в отбой.» — Reading: the player who laid the last card leads next."""
    s = build(MOS, 3, HAND, hands=("7C 8C", "6D 6S", "KD AD"), centre="7D 9D", current=2)
    ev = s.apply(Action("cover", (C("KD"),)))
    assert next(e for e in ev if e.what == "otboi").count == 3 and s.zones["centre"] == []
    assert s.to_move == 2 and s.pub.phase == "lead"


def test_a_player_who_cannot_beat_takes_the_bottom_card_the_left_one_beats_the_top():
    """«Игрок, который не может побить выхоженную под него карту, берет нижнюю. Сидящий от него слева
    обязан в этом случае побить верхнюю карту.»"""
    s = build(MOS, 4, HAND, hands=("7C", "6D 6S", "9S", "KD"), centre="7D 9D", current=2, layers=(0, 1))
    assert kinds(s) == {"take"}
    ev = s.apply(Action("take"))
    assert next(e for e in ev if e.what == "take").cards == (C("7D"),)
    assert s.zones["centre"] == [C("9D")] and s.to_move == 3 and s.pub.phase == "cover"


def test_all_cards_led_taken_the_player_after_the_last_taker_leads():
    """«Если все выхоженные карты разобраны, начинает ход следующий за тем, кто взял последнюю карту.»"""
    s = build(MOS, 3, HAND, hands=("7C 8C", "6C 6S", "KD AD"), centre="7D", current=1)
    s.apply(Action("take"))
    assert s.zones["centre"] == [] and s.to_move == 2 and s.pub.phase == "lead"


def test_reading_each_plays_from_his_own_face_down_stack_unseen_even_by_himself():
    """Reading (the text deals every card yet has players «тянуть из колоды»): each keeps his cards as
    a face-down stack, turned blind; the shown trump card lies at the bottom of the dealer's."""
    s = MOS.start(3, 3, {"dealer": 0})
    for seat in (None, 0, 1, 2):
        assert all(set(s.view(seat).zone(f"stack{i}").cards) == {None} for i in range(3))
    assert s.zones["stack0"][0] == s.pub.trump_card and s.to_move == 1
    assert kinds(s) == {"turn"}


def test_a_beat_is_laid_then_the_next_card_turned_and_laid_for_the_next_player():
    """«Если он может побить карту предыдущего игрока …, то он кладет ее в центр, затем открывает
    следующую и тоже кладет в центр стола. Эта карта должна быть побита следующим игроком.»"""
    s = build(MOS, 4, hands=("", "", "", ""), stacks=("7C", "8D 6S 9D", "KS", "AS"), centre="7D",
              current=1, trump="H")
    s.apply(Action("turn"))
    assert s.zones["centre"] == cards("7D 9D") and s.to_move == 1 and s.pub.phase == "lead"
    s.apply(Action("turn"))
    assert s.zones["centre"] == cards("7D 9D 6S") and s.to_move == 2 and s.pub.phase == "cover"


def test_a_failure_takes_that_card_and_the_turned_one_then_lays_the_next():
    """«Если он не может ее побить, то забирает себе как эту карту, так и вытянутую им из колоды, затем,
    вытянув следующую, кладет ее под очередного игрока.»"""
    s = build(MOS, 3, hands=("", "", ""), stacks=("7C", "8D 6S", "KS 9C", "AS"), centre="10D JD",
              current=2, layers=(0, 1), trump="H")
    ev = s.apply(Action("turn"))
    assert not ev[0].get("ok")
    assert sorted(map(str, s.zones["hand2"])) == sorted(map(str, cards("9C JD")))
    assert s.zones["centre"] == [C("10D")] and s.to_move == 2 and s.pub.phase == "lead"
    s.apply(Action("turn"))
    assert s.zones["centre"] == cards("10D KS") and s.to_move == 0 and s.pub.phase == "cover"


def test_cards_in_hand_may_be_used_instead_of_drawing_to_beat_and_to_lead():
    """«Если у игрока есть на руках карты, то он может не тянуть из колоды, а пользоваться имеющимися,
    ими же и ходить.»"""
    s = build(MOS, 4, hands=("", "9D 10C", "", ""), stacks=("7C", "8D", "KS", "AS"), centre="7D",
              current=1, trump="H")
    assert kinds(s) == {"cover", "turn"}
    s.apply(Action("cover", (C("9D"),)))
    assert kinds(s) == {"lead", "turn"}
    s.apply(Action("lead", (C("10C"),)))
    assert s.zones["centre"] == cards("7D 9D 10C") and s.to_move == 2


def test_all_cards_taken_a_failure_takes_three_top_cards_the_next_beats_the_new_top():
    """«Когда все карты разобраны, и в центре лежит последняя, игрок, который не может ее побить,
    забирает из середины три верхние карты. Следующий игрок обязан побить карту, оказавшуюся после
    этого сверху.» — Reading: «все карты разобраны» = every stack is gone."""
    s = build(MOS, 3, hands=("7C", "8D", "6S 7S"), stacks=("", "", ""), centre="6D 10D JD QD", current=2,
              layers=(1, 0, 1, 0))
    assert kinds(s) == {"take"}
    ev = s.apply(Action("take"))
    assert next(e for e in ev if e.what == "take").count == 3
    assert s.zones["centre"] == [C("6D")] and s.to_move == 0 and s.pub.phase == "cover"


def test_reading_a_stack_left_elsewhere_a_take_from_the_hand_takes_the_bottom_card():
    """Reading: until every stack is gone, a player with an empty stack who cannot beat from his hand
    takes the bottom card (the common rule)."""
    s = build(MOS, 3, hands=("7C", "8D", "6S"), stacks=("9C", "", ""), centre="10D JD QD", current=2,
              layers=(0, 1, 0))
    ev = s.apply(Action("take"))
    assert next(e for e in ev if e.what == "take").cards == (C("10D"),)


def test_reading_the_discard_is_counted_after_a_beat_and_the_beater_leads():
    """Reading: with two cards a turn from the stacks, the discard comes at the beat that brings the
    centre to at least as many cards as players; the beater lays the next card."""
    s = build(MOS, 3, hands=("", "", ""), stacks=("7C", "8D", "KS 9C AD", "AS"), centre="10D JD",
              current=2, layers=(0, 1), trump="H")
    ev = s.apply(Action("turn"))
    assert next(e for e in ev if e.what == "otboi").count == 3
    assert s.zones["centre"] == [] and s.to_move == 2 and s.pub.phase == "lead"


def test_the_first_to_shed_all_cards_wins():
    """«Выигрывает тот, кто первым сбросил все карты.» — Reading: the last holder is the fool."""
    s = build(MOS, 3, HAND, hands=("9S", "10S 6C", "6D 7D"), centre="", current=0, phase="lead")
    s.apply(Action("lead", (C("9S"),)))
    assert s.pub.places[0] == 1
    s.apply(Action("cover", (C("10S"),)))                 # two players left, two cards: the discard
    assert s.zones["centre"] == [] and s.to_move == 1
    s.apply(Action("lead", (C("6C"),)))                   # seat 1 is out second
    s.apply(Action("take"))                               # the lone holder cannot beat it
    r = s.result()
    assert s.over and r.placings == (1, 2, 3) and r.losers == (2,)
    assert MOS.next_deal_options(s)["dealer"] == 2
