"""«Стушевываюсь» (seed 000, entry 10), sentence by sentence, on hand-built positions through
the public API. Each test is named after the seed's sentence it checks and quotes it."""
from __future__ import annotations

import pytest

from rules import Action, BadSeats, IllegalAction, get_game
from test_shedding_rules import C, cards, stush_at

G = get_game("stushevyvayus")


def play(code):
    return Action("play", (C(code),))


def test_four_players_a_32_card_pack():
    """«Игроков четверо. Для игры необходима колода в 32 листа.»"""
    s = G.start(4, 1)
    assert len(s.deck) == 32 and min(c.rank for c in s.deck) == 7
    for n in (3, 5):
        with pytest.raises(BadSeats):
            G.start(n, 1)


def test_cards_are_worth_a_11_j_12_q_13_k_14_the_others_their_face_value():
    """«Карты имеют стоимость: Т — 11, В — 12, Д — 13, К — 14, остальные — по достоинству.»
    Counted when someone's cards are gone."""
    s = stush_at({0: "7H", 1: "AS JS", 2: "QD KD", 3: "10C 8C 9C"}, current=0)
    s.apply(play("7H"))
    assert s.pub.totals == (0, 11 + 12, 13 + 14, 27)


def test_the_dealer_deals_each_player_five_cards():
    """«Сдатчик сдает каждому игроку по пять карт.» Reading: the other twelve lie aside."""
    s = G.start(4, 2)
    assert [len(s.zones[f"hand{k}"]) for k in range(4)] == [5] * 4
    assert len(s.zones["stock"]) == 12 and s.view(0).zone("stock").cards == (None,) * 12


def test_the_one_left_of_the_dealer_begins_with_a_card_of_any_suit():
    """«Первым начинает ходить сидящий по левую руку от сдатчика. Игрок кладет в центр стола карту
    любой масти.»"""
    s = G.start(4, 5)
    dealer = s.view(None).dealer
    assert s.to_move == (dealer + 1) % 4
    assert set(s.legal_actions()) == {play(c.code) for c in s.zones[f"hand{s.to_move}"]}


def test_the_next_player_must_lay_a_card_of_the_same_suit():
    """«Следующий игрок должен положить карту той же масти.»"""
    s = stush_at({0: "7H 9D", 1: "8H KC QH", 2: "QS 10D", 3: "AS JD"}, current=0)
    s.apply(play("7H"))
    assert set(s.legal_actions()) == {play("8H"), play("QH")}
    with pytest.raises(IllegalAction):
        s.apply(play("KC"))


def test_without_the_suit_he_says_stushevyvayus_and_misses_his_turn():
    """«Не имеющий требуемой масти говорит: «Стушевываюсь» и пропускает ход.»"""
    s = stush_at({0: "7H 9D", 1: "8C KC", 2: "QH 10D", 3: "AS JD"}, current=0)
    s.apply(play("7H"))
    assert s.legal_actions() == [Action("pass")]
    ev = s.apply(Action("pass"))
    assert G.bubble(ev[0]).id == "bubble.stush" and s.to_move == 2


def test_the_one_after_the_effaced_leads_any_suit():
    """«Следующий за «стушевавшимся» ходит с любой масти.»"""
    s = stush_at({0: "7H 9D", 1: "8C KC", 2: "QH 10D", 3: "AS JD"}, current=0)
    s.apply(play("7H"))
    s.apply(Action("pass"))
    assert set(s.legal_actions()) == {play("QH"), play("10D")}
    s.apply(play("10D"))
    assert s.legal_actions() == [play("JD")]


def test_when_a_players_cards_are_gone_the_others_count_and_over_25_drops_out():
    """«Когда у кого-либо из игроков карты кончились, производится подсчет очков на оставшихся
    картах. Если сумма очков на руках более 25, игрок выбывает из игры и продолжают игру трое
    игроков.»"""
    s = stush_at({0: "7H", 1: "KC QC", 2: "9C 10C", 3: "8S"}, current=0)
    s.apply(play("7H"))
    assert s.pub.totals == (0, 27, 19, 8) and s.pub.dropped == ((1,),)
    assert s.zones["shown1"] == cards("KC QC")            # the hands laid open
    s.apply(Action("deal"))
    assert sorted(k for k in range(4) if s.zones[f"hand{k}"]) == [0, 2, 3]     # three play on


def test_exactly_25_is_not_more_than_25():
    """«… более 25» — 25 itself stays in."""
    s = stush_at({0: "7H", 1: "KC 8C", 2: "9C", 3: "QS"}, current=0)
    s.pub.totals = (0, 3, 0, 0)
    s.apply(play("7H"))
    assert s.pub.totals[1] == 25 and s.pub.dropped == ()


def test_after_the_next_player_passes_25_the_play_is_between_two_and_the_last_not_over_wins():
    """«После набора следующим игроком более 25 розыгрыш ведется между двумя игроками. Выигрывает
    не бравший 25 очков, когда все набрали более.» Reading: the count adds up deal after deal
    («набор»; option: each deal alone)."""
    s = stush_at({0: "7H", 1: "KC 8C", 2: "9C", 3: "QS"}, current=0)
    s.pub.active = (0, 1, 3)
    s.pub.dropped = ((2,),)
    s.pub.totals = (3, 3, 30, 20)
    s.apply(play("7H"))                                  # seat 1: 3 + 22 = 25 stays; seat 3: 20 + 13 = 33
    assert s.pub.active == (0, 1) and not s.over          # two play on
    s = stush_at({0: "7H", 1: "KC 8C", 2: "9C", 3: "QS"}, current=0)
    s.pub.active = (0, 1)
    s.pub.dropped = ((2,), (3,))
    s.pub.totals = (3, 4, 30, 40)
    s.apply(play("7H"))                                  # seat 1: 4 + 22 = 26
    r = s.result()
    assert s.over and r.placings == (1, 2, 4, 3) and r.losers == (2,)


def test_each_deal_alone_in_the_other_reading():
    """Reading (option «per_deal»): a deal's count alone is set against 25."""
    s = stush_at({0: "7H", 1: "8C", 2: "9C 10C", 3: "JS"}, current=0, threshold_mode="per_deal")
    s.pub.totals = (0, 22, 0, 14)
    s.apply(play("7H"))
    assert s.pub.totals == (0, 8, 19, 12) and s.pub.dropped == ()
