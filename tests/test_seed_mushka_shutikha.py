"""Мушка-шутиха (seed 002), read sentence by sentence on hand-built positions through the
public API. "Reading: …" marks where the engine reads the seed on purpose (as F1 says)."""
from __future__ import annotations

import pytest

from rules.actions import Action
from rules.games.tricks.engine import hand
from rules.games.tricks.variants import SHUTIKHA_GAME as SH
from test_mushka_variants import C, _exchange_to_play, play, rig


def test_the_dealer_turns_no_trump_spades_are_always_trumps():
    """«козыря раздатчик не открывает и козырной мастью всегда является пиковая»"""
    for seed in range(5):
        s = SH.start(4, seed)
        assert s.pub.trump == "S" and s.zones["trump"] == []


def test_also_five_cards_each_discards_and_buys_the_start_is_25():
    """«также сбрасывают карты, также прикупают, также сдают по 5 карт каждому игроку … Начальная
    цифра тоже 25.»"""
    s = SH.start(5, 1)
    assert all(len(s.zones[hand(i)]) == 5 for i in range(5)) and s.pub.remaining == (25,) * 5
    me = s.to_move
    c = s.zones[hand(me)][0]
    s.apply(Action("throw", (c,)))
    s.apply(Action("buy", value=1))
    assert c not in s.zones[hand(me)] and len(s.zones[hand(me)]) == 5


def test_the_king_is_the_highest_card_in_the_suits():
    """«Самой старшей картой в мастях является король» — Reading: the ace low (or, as chosen,
    just below the king)."""
    s = rig(SH, ["AD 7C", "KD 8C", "QD 9C"], trump="S")
    play(s, "AD", "KD", "QD")
    assert s.pub.tricks == (0, 1, 0)
    s = rig(SH, ["AD 7C", "2D 8C", "3D 9C"], trump="S")
    play(s, "AD", "2D", "3D")
    assert s.pub.tricks == (0, 0, 1)


@pytest.mark.parametrize("ace", ["low", "high_below_king"])
def test_only_the_king_alone_may_cover_the_queen(ace):
    """«и только он один может перекрывать даму» — with either reading of the ace: Т♠ never
    beats the шутиха (it did with «туз ниже короля»)."""
    for first, second in (("QS", "AS"), ("AS", "QS")):
        hands = [first + " 7C", second + " 8C", "7D 9C"]
        s = rig(SH, hands, trump="S", options={"shutikha_ace": ace})
        play(s, first, second, "7D")
        assert s.pub.tricks[[first, second].index("QS")] == 1
    s = rig(SH, ["QS 7C", "KS 8C", "7D 9C"], trump="S", options={"shutikha_ace": ace})
    play(s, "QS", "KS", "7D")
    assert s.pub.tricks == (0, 1, 0)


def test_a_trick_taken_with_the_queen_of_spades_counts_8():
    """«Взятка, взятая пиковой дамой, считается за 8 очков.»"""
    s = rig(SH, ["QS 7C", "7D 8C", "8D 9C"], trump="S")
    play(s, "QS", "7D", "8D", "7C", "8C", "9C")
    assert s.pub.remaining == (25 - 8, 30, 25 - 1)


def test_the_king_covering_the_queen_counts_5_and_her_holder_writes_4():
    """«Пиковый король, перекрывший даму, считается за 5 очков. Таким образом, игрок, имевший
    пиковую даму и взявший ею взятку, списывает 8, но если ее перебил король, он записывает на
    даму только 4 очка.» — Reading: «записывает на даму 4» is written off (the shape of «8»)."""
    s = rig(SH, ["QS 7C", "KS 8D", "7D 9C"], trump="S")
    play(s, "QS", "KS", "7D", "8D", "9C", "7C")
    assert s.pub.remaining == (25 - 4, 25 - 6, 30)


def test_no_trick_no_queen_a_remise_of_5_with_the_queen_none_and_4_written_off():
    """«Игрок, не взявший ни одной взятки и не имевший дамы пик на руках, ставит ремиз 5 очков, а
    игрок, имевший даму пик на руках и не взявший ни одной взятки, ремиза не ставит вовсе, а,
    напротив, еще и списывает с записи 4 очка.»"""
    s = rig(SH, ["QS 7C", "KS 8C", "AS 2C"], trump="S", options={"shutikha_ace": "low"})
    play(s, "QS", "KS", "AS", "8C", "2C", "7C")
    assert s.pub.remaining == (25 - 4, 25 - 6, 30)


def test_five_spades_with_the_queen_after_the_deal_or_buying_win():
    """«Игрок, на руках у которого образовалось 5 пик вместе с шутихой, непосредственно после
    сдачи или прикупки открывает свои карты и признается выигравшим, то есть со всех партнеров
    записывает их несыгранные очки.» — also a buyer's new hand, looked at once he bought."""
    s = rig(SH, ["QS 7S 8S 9S 2H", "7D 8D 9D 10D JD", "7C 8C 9C 10C JC"], trump="S", phase="exchange",
            remaining=(20, 9, 16))
    s.zones["stock"].remove(C("10S"))
    s.zones["stock"].append(C("10S"))
    s.apply(Action("throw", (C("2H"),)))
    ev = s.apply(Action("buy", value=1))
    assert [(e.seat, e.get("why")) for e in ev if e.what == "show"] == [(0, "five_spades")]
    assert s.over and s.pub.winner == 0 and s.result().settlement.moved == (25, -9, -16)


def test_at_the_very_start_he_takes_each_ones_full_record_25():
    """«Подобные 5 пик могут встретиться в самом начале игры, и тогда открывший их игрок
    пользуется полной записью остальных игроков, записывая на каждого по 30 (25) очков.»"""
    s = SH.start(5, 115)
    assert s.over and s.pub.deal_no == 1 and s.pub.winner == 3
    assert s.result().settlement.moved == (-25, -25, -25, 100, -25)


def test_the_capricious_queen_left_in_the_pack_the_dealer_deals_on():
    """«капризная шутиха остается в ней … Тогда сдатчик раздает оставшиеся карты по одной,
    сколько придется, пока судьба не решит, к кому благоволит шутиха.» — Reading: to the players
    from the dealer's left; then each throws down to five."""
    s = rig(SH, ["7C 8C 9C 10C JC", "7D 8D 9D 10D JD", "7H 8H 9H 10H JH"], trump="S", phase="exchange")
    stock = s.zones["stock"]
    stock.remove(C("QS"))
    stock.insert(len(stock) - 2, C("QS"))                   # the third from the top
    ev = _exchange_to_play(s)
    on = [e for e in ev if e.what == "deal_on"]
    assert [e.seat for e in on] == [0, 1, 2] and on[-1].cards == (C("QS"),)
    assert C("QS") in s.zones[hand(2)] and s.pub.phase == "trim"
    while s.pub.phase == "trim":
        s.apply(s.legal_actions()[0])
    assert all(len(s.zones[hand(i)]) == 5 for i in range(3)) and s.pub.phase == "play"


def test_reading_the_queens_holder_may_pass():
    """Reading: the seed forbids passing only to the ace of spades' holder, a plain card here."""
    s = rig(SH, ["QS 7C 8C 9C 10C", "7D 8D 9D 10D JD", "7H 8H 9H 10H JH"], trump="S", phase="exchange")
    assert Action("pass") in s.legal_actions()
