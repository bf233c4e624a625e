"""An executable reading of seed 003 ¶4 for the English durak, «Акулина» (Rozaliev №6,
catalogue A6).

«Игра имела и другое название — «Акулина» и была распространена в XIX веке среди матросов
русского флота, которые вывезли ее из Англии. В колоде 36 карт. Игроков — от 2-х до 4-х
человек. Каждый играет за себя. Ходить можно с одной или нескольких карт одной масти (но не
достоинства). Карты кроются или берутся аналогично «дураку простому». Дама пик — «Акулина» или
«Дамка» — не кроется никакой другой картой, сама же кроет как обычная.»"""
from collections import Counter

import pytest

from rules import Action, get_game
from rules.cards import deck
from rules.errors import BadSeats

from durak_helpers import A, C, codes, hand, position

G = get_game("akulina")
QS = C("QS")[0]


def legal(s):
    return set(s.legal_actions())


def test_v_kolode_36_kart():
    """«В колоде 36 карт.»"""
    s = G.start(4, 3, {})
    cards = Counter(c for p in range(4) for c in hand(s, p)) + Counter(s.zones["stock"])
    assert cards == Counter(deck(36))


def test_igrokov_ot_2_do_4_chelovek():
    """«Игроков — от 2-х до 4-х человек.»"""
    assert (G.min_seats, G.max_seats) == (2, 4)
    for seats in (1, 5):
        with pytest.raises(BadSeats):
            G.start(seats, 1, {})


def test_kazhdyy_igraet_za_sebya():
    """«Каждый играет за себя.»: no teams; one fool."""
    assert "teams" not in {o.key for o in G.options}
    s = G.start(4, 1, {})
    assert s.pub.teams is None


def test_hodit_mozhno_s_odnoy_ili_neskolkih_kart_odnoy_masti():
    """«Ходить можно с одной или нескольких карт одной масти…»: any ranks of the lead's suit."""
    s = position("akulina", hands=["7H 9H JH 10C", "8H 6S 6D 7D 8D"], trump="S")
    assert legal(s) == {A("attack", c) for c in ("7H", "9H", "JH", "10C")}    # one card: any
    s.apply(A("attack", "7H"), 0)
    assert legal(s) == {A("attack", "9H"), A("attack", "JH"), Action("done")}
    s.apply(A("attack", "JH"), 0)
    s.apply(A("attack", "9H"), 0)
    s.apply(Action("done"), 0)
    assert codes(s.zones["attack"]) == codes(C("7H 9H JH"))


def test_no_ne_dostoinstva():
    """«…(но не достоинства)»: cards of one rank in other suits may not join the lead."""
    s = position("akulina", hands=["7H 7C 7D 9S", "8H 6S 6D 7S 8D"], trump="S")
    s.apply(A("attack", "7H"), 0)
    assert s.legal_actions() == [Action("done")]


def test_v_hode_ne_bolshe_kart_chem_u_otbivayushchegosya():
    """Reading: a lead never has more cards than the defender holds."""
    s = position("akulina", hands=["7H 8H 9H 10H", "6S 6D"], trump="S")
    s.apply(A("attack", "7H"), 0)
    s.apply(A("attack", "8H"), 0)
    assert s.legal_actions() == [Action("done")]


@pytest.mark.parametrize("mode", ["unbeaten_only", "all"])
def test_karty_kroyutsya_ili_berutsya_analogichno_prostomu(mode):
    """«Карты кроются или берутся аналогично «дураку простому».»: the defender beats any of the
    cards; the beaten pairs go to the discard and he takes the rest (Outside, the «Дамка» option:
    not all beaten — he takes everything)."""
    s = position("akulina", opts={"take_mode": mode}, hands=["7H 9H 10C JH", "8H 6S 6D 7D 8D"], trump="S")
    s.apply(A("attack", "7H"), 0)
    s.apply(A("attack", "9H"), 0)
    s.apply(Action("done"), 0)
    s.apply(A("defend", "8H", index=0), 1)
    s.apply(Action("take"), 1)
    if mode == "unbeaten_only":
        assert codes(s.zones["discard"]) == codes(C("7H 8H")) and C("9H")[0] in hand(s, 1)
    else:
        assert not s.zones["discard"] and set(C("7H 8H 9H")) <= set(hand(s, 1))
    assert s.pub.attacker_seat == 0            # two players: the taker lost his turn


def test_otbivshiysya_hodit_sam():
    """Reading (as in simple durak): a defender who beat everything attacks next."""
    s = position("akulina", seats=3, hands=["7H 10C", "8H 6S 6D", "7C 8C"], trump="S")
    s.apply(A("attack", "7H"), 0)
    s.apply(Action("done"), 0)
    s.apply(A("defend", "8H", index=0), 1)
    assert s.pub.attacker_seat == 1 and codes(s.zones["discard"]) == codes(C("7H 8H"))


@pytest.mark.parametrize("trump", ["S", "H"])
def test_dama_pik_ne_kroetsya_nikakoy_drugoy_kartoy(trump):
    """«Дама пик — «Акулина» или «Дамка» — не кроется никакой другой картой…»: not by the king or
    ace of spades, not by a trump, whatever the trump suit."""
    s = position("akulina", hands=["QS 7H", "KS AS AH KH AD"], trump=trump)
    s.apply(A("attack", "QS"), 0)
    s.apply(Action("done"), 0)
    assert s.legal_actions() == [Action("take")]


def test_sama_zhe_kroet_kak_obychnaya():
    """«…сама же кроет как обычная»: the queen of spades beats a lower spade, and any plain card when
    spades are trumps; not a higher spade, and no other suit when spades are plain."""
    s = position("akulina", hands=["JS", "QS 6D"], trump="S")
    s.apply(A("attack", "JS"), 0)
    s.apply(Action("done"), 0)
    assert A("defend", "QS", index=0) in legal(s)
    s = position("akulina", hands=["AH", "QS 6D"], trump="S")
    s.apply(A("attack", "AH"), 0)
    s.apply(Action("done"), 0)
    assert A("defend", "QS", index=0) in legal(s)               # a trump queen beats a plain ace
    s = position("akulina", hands=["KS 9H", "QS 6D"], trump="S")
    s.apply(A("attack", "KS"), 0)
    s.apply(Action("done"), 0)
    assert legal(s) == {Action("take")}                         # the king of trumps: no
    s = position("akulina", hands=["6C 9H", "QS 6D"], trump="H")
    s.apply(A("attack", "6C"), 0)
    s.apply(Action("done"), 0)
    assert A("defend", "QS", index=0) not in legal(s)           # spades plain: not a club


def test_sdacha_kak_v_prostom():
    """Reading (the seed is silent on the deal): five cards each (the «Дамка» option: six), the trump
    turned up under the stock, the player left of the dealer leads."""
    for size in (5, 6):
        s = G.start(3, 2, {"hand_size": size})
        assert all(len(hand(s, p)) == size for p in range(3))
        assert s.pub.trump_card == s.zones["stock"][0]
        assert s.pub.attacker_seat == (s.pub.dealer + 1) % 3


def test_posledniy_s_kartami_durak_i_sdaet():
    """Reading (as in simple durak): the last holder is the fool and deals the next game."""
    s = position("akulina", hands=["7H", "8H QS"], trump="D")
    s.apply(A("attack", "7H"), 0)
    s.apply(Action("done"), 0)
    s.apply(A("defend", "8H", index=0), 1)
    assert s.over and s.result().losers == (1,) and G.next_deal_options(s)["dealer"] == 1
