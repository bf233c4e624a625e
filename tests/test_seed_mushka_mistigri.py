"""Мушка-мистигри (seed 002), read sentence by sentence on hand-built positions through the
public API. "Reading: …" marks where the engine reads the seed on purpose (as F1 says)."""
from __future__ import annotations

from rules.actions import Action
from rules.games.tricks.engine import hand
from rules.games.tricks.variants import MISTIGRI_GAME as MI
from test_mushka_variants import C, _exchange_to_play, play, rig


def test_three_to_seven_players_the_cards_by_their_number_the_deal_the_same():
    """«в мушке-мистигри количество игроков может быть от трех до семи. Карты употребляются тоже
    по числу играющих. Манера сдачи, списывание взяток и приписка ремизов, форма прикупки те же.»"""
    assert (MI.min_seats, MI.max_seats) == (3, 7)
    assert [len(MI.start(n, 1).deck) for n in (3, 4, 5, 7)] == [32, 36, 52, 52]
    s = MI.start(4, 2)
    assert all(len(s.zones[hand(i)]) == 5 for i in range(4)) and s.pub.remaining == (25,) * 4
    assert s.pub.phase == "exchange" and len(s.zones["trump"]) == 1


def test_the_order_king_queen_jack_ace_ten():
    """«Старшинство карт: король, дама, валет, туз, 10, 9, 8 и т. д.»"""
    for high, low in (("KD", "QD"), ("QD", "JD"), ("JD", "AD"), ("AD", "10D")):
        s = rig(MI, [low + " 7C", high + " 8C", "2D 9C"], trump="H")
        play(s, low, high, "2D")
        assert s.pub.tricks == (0, 1, 0), (high, low)


def test_the_king_of_clubs_when_void_in_clubs_may_be_trumped():
    """«Король треф при отсутствии трефовой масти может быть перекрыт козырем.»"""
    s = rig(MI, ["KC 8D", "7H 9D", "QC 10D"], trump="H")
    play(s, "KC", "7H", "QC")
    assert s.pub.tricks == (0, 1, 0)


def test_its_meaning_just_as_in_ordinary_mushka_it_beats_the_top_trump():
    """«Значение его абсолютно такое же, как в обычной мушке.» — Reading: as the мушка beats the
    trump ace, К♣ beats the trump king (this game's top trump), played after it, not on its
    own lead."""
    s = rig(MI, ["7D 8D", "KH 9S", "KC 10S"], trump="H")
    play(s, "7D", "KH", "KC")
    assert s.pub.tricks == (0, 0, 1)
    s = rig(MI, ["7D 8D", "KC 9S", "KH 10S"], trump="H")
    play(s, "7D", "KC", "KH")
    assert s.pub.tricks == (0, 0, 1)


def test_the_king_of_clubs_holder_has_no_right_to_pass():
    """«Игрок, к которому пришел король треф, не имеет права на пас.»"""
    s = rig(MI, ["KC 7D 8D 9S 10H", "7S 8S 9H 10S JS", "6S 6D 6H 2C QD"], trump="H", phase="exchange")
    assert Action("pass") not in s.legal_actions()
    s.apply(Action("buy", value=0))
    assert Action("pass") in s.legal_actions()


def test_king_of_clubs_and_no_trick_a_remise_of_10_others_5():
    """«Игрок, имевший короля треф, и не взявший ни одной взятки, пишет ремиз в 10 очков. Такой
    же игрок, у которого короля треф не было, пишет ремиз только 5 очков.»"""
    s = rig(MI, ["KC 7D", "7H 8D", "QD 9D"], trump="H")
    play(s, "KC", "7H", "QD", "8D", "9D", "7D")
    assert s.pub.remaining == (35, 25 - 1, 25 - 1)
    s = rig(MI, ["KD 7C", "8D 8C", "9D 9C"], trump="H")
    play(s, "KD", "8D", "9D", "7C", "8C", "9C")
    assert s.pub.remaining == (25 - 1, 30, 25 - 1)


def test_king_of_clubs_and_any_trick_writes_off_5_more():
    """«Игрок, имевший короля треф и взявший хотя бы одну взятку, пусть даже и не на этого
    короля, а на карту любой другой масти или козыря, списывает в записи 5 лишних очков, кроме
    очков, списываемых за взятку.»"""
    s = rig(MI, ["KD KC", "7D 2H", "8D 9D"], trump="H")
    play(s, "KD", "7D", "8D", "KC", "2H", "9D")              # the king of clubs is trumped
    assert s.pub.remaining == (25 - 6, 25 - 1, 30)


def test_five_of_a_suit_at_the_deal_or_buying_is_shown_and_paid_apart():
    """«Если кто-нибудь из игроков будет иметь при сдаче или прикупке 5 карт одной масти, то он
    должен открыть карты и взять со всех партнеров заранее оговоренную плату, которая
    записывается им отдельно. Игровые же записи остаются нетронутыми» — Reading: looked for in
    every hand as dealt and in each buyer's after his purchase; paid when the exchange is over
    (so all fives of the deal compare), even to one who then passed; 5 from each."""
    s = MI.start(3, 24)                                       # dealt: seat 0 holds five of a suit
    assert [(e.seat, e.get("why")) for e in s.start_events if e.what == "show"] == [(0, "five")]
    while s.pub.phase == "exchange":
        s.apply(Action("pass") if s.to_move == 0 else Action("buy", value=0))
    assert s.pub.side == (10, -5, -5) and s.pub.remaining == (25, 25, 25)
    s = rig(MI, ["7H 8H 9H 10H 2S", "7D 8D 9C 10D JD", "6S 7S 8S 9S QC"], trump="C", phase="exchange")
    s.zones["stock"].remove(C("JH"))
    s.zones["stock"].append(C("JH"))
    ev = s.apply(Action("throw", (C("2S"),))) + s.apply(Action("buy", value=1))
    assert [(e.seat, e.get("why")) for e in ev if e.what == "show"] == [(0, "five")]
    _exchange_to_play(s)
    assert s.pub.side == (10, -5, -5)


def test_several_one_suit_hands_the_higher_suit_wins_spades_clubs_diamonds_hearts():
    """«В случае, если в одну игру у нескольких игроков составятся одномастные карты, выигрыш
    достанется тому игроку, у которого карты старшей масти. Порядок мастей таков (по
    возрастающей): пики, трефы, бубны и самая старшая - черви.»"""
    s = rig(MI, ["7S 8S 9S 10S JS", "7C 8C 9C 10C JC", "7D 8D 9D 10D JD"], trump="H", phase="exchange")
    _exchange_to_play(s)
    assert s.pub.side == (-5, -5, 10)


def test_two_with_the_same_suit_the_more_card_points_win():
    """«выигравшим считается тот, у которого окажется больше очков на картах. При счете очков
    король ценится в 5, дама - в 4, валет - в 2, туз - в одно, а все остальные карты - по своей
    обычной стоимости.» — К 5 + Д 4 + В 2 + Т 1 + 2 = 14 against 3+4+5+6+7 = 25."""
    s = rig(MI, ["KH QH JH AH 2H", "3H 4H 5H 6H 7H", "7D 8D 9D 10D 2C"], trump="S", phase="exchange")
    _exchange_to_play(s)
    assert s.pub.side == (-5, 10, -5)


def test_four_of_a_suit_and_the_king_of_clubs_fifth_win_the_mushka_all_records():
    """«Игрок, имеющий на руках 4 карты одной масти и короля треф пятым, выигрывает мушку, то
    есть берет с игроков все записи.» — Reading: any suit, clubs too (4♣ + К♣ win the whole,
    not a five of clubs)."""
    for four in ("7H 8H 9H 10H", "7C 8C 9C 10C"):
        s = rig(MI, ["KC " + four, "7D 8D 9D 10D JS", "6S 7S 8S 9S 10D"], trump="H", phase="exchange",
                remaining=(20, 9, 16))
        _exchange_to_play(s)
        assert s.over and s.pub.winner == 0 and s.result().settlement.moved == (25, -9, -16)


def test_after_that_mistigri_begins_anew():
    """«После этого мистигри начинается снова.» — the пулька is over (the next is a new game);
    dealt at the start, it wins before anyone moves."""
    s = MI.start(3, 74)
    assert s.over and s.result().reason == "match_over" and s.pub.winner == 0
    assert s.result().settlement.moved == (50, -25, -25)
