"""Манилья read sentence by sentence from the seed (000, entry 4, «остальные правила аналогичны»
Комете, entry 5): each test is named after a sentence, quotes it, and checks it through the public
API on hand-built positions. The seed leaves the ace's place and the size of a payment open: the
tests say "Reading: …" there, with the reason."""
from collections import Counter

import pytest

from rules import Action, get_game
from rules.cards import Card, deck
from rules.errors import BadSeats

M = get_game("manilya")
C = Card.parse
MANILLA = C("10D")


def cards(text):
    return [C(x) for x in text.split()]


def position(seats, hands, current=0, options=None, seed=1, stacks=None):
    s = M.start(seats, seed, options or {})
    pool = Counter(s.deck_cards)
    for h in hands:
        pool -= Counter(cards(h))
    s.hands = [s._sorted(cards(h)) for h in hands]
    s.talon = list(pool.elements())
    s.run, s.played = [], []
    s.current, s.leading, s.last_layer = current, True, None
    s.passed, s.lacks = set(), {}
    s.wild_as, s.wild_laid = None, False
    s.laid_ranks, s._legal = {}, None
    if stacks is not None:
        s.ledger.stacks = list(stacks)
        s._publish()
    return s


def play(s, text, value=None):
    return s.apply(Action("play", tuple(cards(text)), value=value))


def payments(events):
    d = dict(next(e for e in events if e.what == "deal_over").data)
    return {p[0]: p[1:3] for p in d["payments"]}, d


def test_igrokov_ot_dvuh_do_pyati_koloda_v_52_lista():
    """«Игроков от двух до пяти человек. Для игры необходима колода в 52 листа.»"""
    assert (M.min_seats, M.max_seats) == (2, 5)
    assert Counter(M.start(3, 1).deck_cards) == Counter(deck(52))
    with pytest.raises(BadSeats):
        M.start(6, 1)


def test_rol_komety_igraet_maniliya_desyatka_buben():
    """«Роль кометы играет в этой игре «манилия» — десятка бубен.» It stands for any rank on its
    holder's turn, and the others pay him 2 tokens (4 if it is his last card), as for the comet."""
    s = position(3, ["10D 5H 2D", "3H", "4H"])
    assert {a.value for a in s.legal_actions() if a.cards[0] == MANILLA} == set(range(2, 15))
    ev = play(s, "10D", value=4)
    assert sorted(e.get("amount") for e in ev if e.what == "chips" and e.get("reason") == "comet") == [2, 2]


def test_kazhdyy_poluchaet_po_10_fishek_iz_10_zhetonov():
    """«Перед началом игры каждый получает по 10 фишек, состоящих из 10 жетонов каждая.»"""
    s = M.start(4, 2)
    assert s.pub.chips == (100,) * 4 and s.pub.pot == 0


@pytest.mark.parametrize("seats,each,left", [(2, 26, 0), (3, 17, 1), (4, 13, 0), (5, 10, 2)])
def test_sdacha_po_tri_karty_pri_dvuh_vsya_koloda_po_26(seats, each, left):
    """«Сдача производится по три карты за раз. При двух игроках сдается вся колода — по двадцать шесть
    карт каждому, при трех — по семнадцать, и одна остается. При четырех — по тринадцать, при пяти — по
    десять, и две остаются. Карты, оставшиеся после сдачи, никто смотреть не имеет право.»"""
    s = M.start(seats, 3)
    assert [len(h) for h in s.hands] == [each] * seats and len(s.talon) == left
    assert all(c is None for c in s.view(0).zone("talon").cards)


def test_tuz_mladshaya_karta():
    """Reading: the seed does not place the ace (Комета's deck has none); it is the lowest card, below
    the two, as in the old French manille (Wikipedia, «Comet»: K high … A low)."""
    s = position(2, ["AH 2D 3C", "5H"])
    play(s, "AH")
    assert s.legal_actions() == [Action("play", (C("2D"),))]
    s2 = position(2, ["QH KD AC", "5H"])
    play(s2, "QH")
    ev = play(s2, "KD")
    assert [e.get("reason") for e in ev if e.what == "run_closed"] == ["king"]      # nothing above the king


def test_ostalnye_pravila_analogichny_vykladka_pas_korol():
    """«Остальные правила аналогичны, но расплата производится фишками.» The Comet's runs: suits
    ignored, a pass without the next rank, the king closes the run and its player leads again."""
    s = position(2, ["5H 6S 2D", "7C 3H"])
    play(s, "5H")
    play(s, "6S")
    s.apply(Action("pass"))
    assert s.to_move == 1 and s.legal_actions() == [Action("play", (C("7C"),))]


def test_rasplata_fishkami_za_kazhduyu_ostavshuyusya_kartu():
    """«но расплата производится фишками» — Reading: a loser pays the winner one chip (10 tokens) per card
    left in his hand, double with the manille in hand; the seed names no size (the catalogue's token a
    card stretched a game over thousands of hands)."""
    s = position(3, ["2H 3H 4D", "5H 6H", "10D 8C 9C"])
    play(s, "2H")
    play(s, "3H")
    pays, d = payments(play(s, "4D"))
    assert d["opera"]                                                # he never passed: the opera ×2
    assert pays == {1: (2 * 10 * 2, 40), 2: (3 * 10 * 2 * 2, 100)}


def test_proigryvaet_pervyy_ostavshiysya_bez_fishek_vyigryvaet_imeyushiy_fishki():
    """«Проигрывает первый, оставшийся без фишек. Он выбывает из игры. Выигрывает имеющий фишки на руках,
    когда у всех остальных игроков фишки кончились.» Reading: who cannot pay in full pays what he has."""
    s = position(2, ["2H", "5H 6H"], stacks=(100, 15))
    ev = play(s, "2H")
    pays, _ = payments(ev)
    assert pays == {1: (2 * 10 * 2, 15)}
    assert s.over and [e.seat for e in ev if e.what == "leave"] == [1]
    r = s.result()
    assert r.placings == (1, 2) and r.losers == (1,) and r.chips[1] == -100   # all his chips gone
    assert s.pub.chips == (115, 0)
