"""Комета read sentence by sentence from the seed (000, entry 5): each test is named after a
sentence, quotes it, and checks it on a hand-built position through the public API — the seed's
worked example («7, 8, 9, 10, В, Д, К … «Гок» … Д, К — «Гок» — 6, 7, 8 — «Без девятки»») among
them. Where the engine reads the seed, the docstring says "Reading: …" and why."""
from collections import Counter

import pytest

from rules import Action, get_game
from rules.cards import Card
from rules.errors import BadSeats, IllegalAction

K = get_game("kometa")
C = Card.parse
COMET = C("9C")


def cards(text):
    return [C(x) for x in text.split()]


def position(seats, hands, current=0, options=None, seed=1):
    """A fresh hand with the given hands (the rest aside), ``current`` to lead."""
    s = K.start(seats, seed, options or {})
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
    return s


def play(s, text, value=None):
    return s.apply(Action("play", tuple(cards(text)), value=value))


def deal_over(events):
    return dict(next(e for e in events if e.what == "deal_over").data)


def test_igrokov_ot_dvuh_do_chetyreh_pri_chetveryh_dvoe_na_dvoe():
    """«Игроков от двух до четырех человек. При четверых игра ведется двое на двое.» Reading: partners
    sit opposite (the text does not say; so they sit in every two-against-two game)."""
    assert (K.min_seats, K.max_seats) == (2, 4)
    assert K.start(4, 1).teams == ((0, 2), (1, 3))
    assert K.start(3, 1).teams == ((0,), (1,), (2,))
    with pytest.raises(BadSeats):
        K.start(5, 1)


def test_koloda_iz_49_listov_krasnye_karty_dvuh_kolod_bez_tuzov_i_chernaya_devyatka():
    """«из двух колод по 52 листа каждая выбираются все красные карты. Тузы отбрасываются. Таким образом
    получается колода из 48 листов красных мастей … К этой колоде добавляется девятка черной масти, обычно
    крестовой. Это — «комета».»"""
    d = K.start(2, 1).deck_cards
    assert len(d) == 49 and Counter(d)[COMET] == 1
    red = [c for c in d if c != COMET]
    assert all(c.suit in "HD" and c.rank != 14 for c in red)
    assert Counter(c.rank for c in red) == {r: 4 for r in range(2, 14)}


def test_mozhno_igrat_i_chernoy_kolodoy_i_krasnoy_devyatkoy():
    """«Можно играть и составленной аналогичным образом «черной» колодой из 48 карт черной масти и
    красной девятки.» Reading: the red nine is 9♥ (the text names no suit)."""
    s = K.start(2, 1, {"deck_colour": "black"})
    assert len(s.deck_cards) == 49 and s.wild == C("9H")
    assert all(c.suit in "SC" for c in s.deck_cards if c != C("9H"))


def test_sdayushiy_platit_shtraf_za_sdachu():
    """«Сдающий обычно платит штраф за сдачу — определенную сумму, устанавливаемую до начала игры.»
    Reading: one token into the pot (the sum is not named); adjustable."""
    s = K.start(3, 5)
    assert s.pub.pot == 1 and s.pub.chips[s.pub.dealer] == 49
    assert K.start(3, 5, {"dealer_fine": 3}).pub.pot == 3


@pytest.mark.parametrize("seats,each,aside", [(2, 18, 13), (3, 16, 1), (4, 12, 1)])
def test_sdaetsya_po_tri_karty_za_raz_do_vosemnadcati_ostavshiesya_v_igre_ne_uchastvuyut(seats, each, aside):
    """«При двух игроках сдается по три карты за раз до восемнадцати каждому. Оставшиеся карты кладутся
    на стол и в игре не участвуют. При трех игроках — до 16 карт, и одна остается. При четырех — до
    двенадцати, в остатке также одна.»"""
    s = K.start(seats, 7)
    assert [len(h) for h in s.hands] == [each] * seats and len(s.talon) == aside
    assert all(c is None for c in s.view(0).zone("talon").cards)
    s.apply(s.legal_actions()[0])
    assert not any(a.kind == "buy" for a in s.legal_actions())      # nobody draws from them


def test_pervym_hodit_igrok_sidyashiy_po_levuyu_ruku_ot_sdatchika():
    """«Первым ходит игрок, сидящий по левую руку от сдатчика.»"""
    s = K.start(3, 11)
    assert s.to_move == (s.pub.dealer + 1) % 3 and s.pub.leading


def test_vykladka_prodolzhaetsya_poka_est_chto_vykladyvat_nezavisimo_ot_masti():
    """«Игрок выкладывает на стол ряд своих карт независимо от масти. Выкладка продолжается до тех пор,
    пока есть что выкладывать.» Reading: a duty — holding the next rank he may not pass."""
    s = position(2, ["7H 8D 2H", "9D"])
    play(s, "7H")
    assert s.legal_actions() == [Action("play", (C("8D"),))]
    with pytest.raises(IllegalAction):
        s.apply(Action("pass"))


def test_ne_mozhet_dovesti_do_korolya_obyavlyaet_pas_i_prodolzhaet_sleduyushiy():
    """«Если игрок не может довести выкладку до короля, то он объявляет «пас» и продолжает выкладку
    следующий игрок, сидящий по левую руку от пасовавшего.»"""
    s = position(3, ["7H 2H", "8D", "3D"])
    play(s, "7H")
    assert s.legal_actions() == [Action("pass")]
    s.apply(Action("pass"))
    assert s.to_move == 1 and s.legal_actions() == [Action("play", (C("8D"),))]


def test_vykladka_zakonchivshayasya_korolem_skidyvaetsya_polozhivshiy_korolya_nachinaet_novuyu():
    """«Выкладка, закончившаяся королем, собирается и скидывается. После этого игрок, положивший короля,
    начинает новую выкладку.»"""
    s = position(2, ["QH KD 2H 5D", "3H"])
    play(s, "QH")
    ev = play(s, "KD")
    assert [e.get("reason") for e in ev if e.what == "run_closed"] == ["king"]
    assert s.run == [] and s.to_move == 0 and s.pub.leading


def test_vse_pasuyut_vylozhennye_sbrasyvayutsya_polozhivshiy_poslednyuyu_hodit_s_lyuboy():
    """«Если все игроки пасуют, т. е. карты, требуемой для выкладки до короля, нет, то выложенные карты
    сбрасываются и положивший последнюю карту ходит с любой.»"""
    s = position(3, ["5H 6H 2D", "2H 3D", "4D 4H"])
    play(s, "5H")
    play(s, "6H")
    for _ in range(3):
        ev = s.apply(Action("pass"))
    assert [e.get("reason") for e in ev if e.what == "run_closed"] == ["all_pass"]
    assert s.to_move == 0 and s.pub.leading and s.run == []


def test_gokom_mozhet_byt_lyubaya_karta_starshe_kotoroy_v_igre_net():
    """«Карта, дающая возможность начать новую выкладку, называется «гок». Кроме короля «гоком» может
    быть любая карта, старше которой в игре нет.» Reading: «в игре нет» as everyone can see it — every
    card of the next rank laid, and the comet too."""
    s = position(2, ["6H 2D 3D", "2H 3H"])
    s.played = [c for c in s.talon if c.rank == 7] + [COMET]
    s.talon = [c for c in s.talon if c.rank != 7]
    s.wild_laid, s.laid_ranks = True, {7: 4}
    ev = play(s, "6H")
    assert [e.get("reason") for e in ev if e.what == "run_closed"] == ["gok"]
    assert s.to_move == 0 and s.pub.leading


def test_tri_chetyre_karty_odnogo_dostoinstva_mozhno_vylozhit_za_odin_raz():
    """«Игрок, имеющий три, четыре карты одного достоинства, имеет право выложить их за один раз, но может
    и не делать этого.»"""
    s = position(2, ["7H 7H 7D 7D 8D 2D", "3H"])
    sizes = Counter(len(a.cards) for a in s.legal_actions() if a.cards[0].rank == 7)
    assert sizes == {1: 2, 3: 1, 4: 1}                 # one by one, three or four; no pair
    play(s, "7D 7D 7H 7H")
    assert s.pub.need == 8 and len(s.run) == 4


def test_primer_igry_7_do_k_gok_d_k_gok_6_7_8_bez_devyatki():
    """«Пример игры: игрок имеет на руках и выкладывает на стол: 7, 8, 9, 10, В, Д, К. Объявляет: «Гок» и
    продолжает выкладывать: Д, К, — «Гок», — 6, 7, 8 — объявляет: «Без девятки», и ход переходит к
    следующему игроку.»"""
    s = position(2, ["7H 8H 9H 10H JH QH KH QD KD 6H 7D 8D 2D", "3H"])
    reasons = []
    for code in "7H 8H 9H 10H JH QH KH QD KD 6H 7D 8D".split():
        ev = play(s, code)
        reasons += [e.get("reason") for e in ev if e.what == "run_closed"]
        assert s.to_move == 0
    assert reasons == ["king", "king"]
    assert s.legal_actions() == [Action("pass")]
    ev = s.apply(Action("pass"))
    from app.wording import Wording
    assert Wording("ru").render(K.bubble(ev[0])) == "Без девятки"
    assert s.to_move == 1


def test_kometa_zamenyaet_lyubuyu_kartu_i_mozhet_byt_polozhena_na_svoem_hodu():
    """«„Комета“ является картой, достоинство которой устанавливается по желанию имеющего ее игрока …
    „Комета“ заменяет любую карту и может быть положена игроком на своем ходе.»"""
    s = position(2, ["9C 5H 2D", "3H 4H"])
    assert {a.value for a in s.legal_actions() if a.cards[0] == COMET} == set(range(2, 14))
    play(s, "2D")
    s.apply(Action("pass"))                              # no three: seat 1 continues
    assert s.to_move == 1                                # the comet's holder waits for his turn
    with pytest.raises(IllegalAction):
        s.apply(Action("play", (COMET,), value=3))


def test_za_kometu_platyat_po_dva_zhetona_poslednyaya_karta_chetyre():
    """«За «комету» игроки платят по два жетона ее выложившему. Если «комета» — последняя карта игрока, то
    выкладка в этом случае оплачивается четырьмя жетонами.»"""
    s = position(3, ["9C 5H 2D", "3H", "4H"])
    ev = play(s, "9C", value=4)
    assert sorted(e.get("amount") for e in ev if e.what == "chips" and e.get("reason") == "comet") == [2, 2]
    s = position(3, ["9C", "3H", "4H"])
    ev = play(s, "9C", value=13)
    assert sorted(e.get("amount") for e in ev if e.what == "chips" and e.get("reason") == "comet") == [4, 4]


def test_vmeste_s_kometoy_mozhet_vylozhit_devyatki():
    """«Если игрок выложил «комету», то вместе с ней он может выложить девятки, независимо от того, карту
    какого достоинства заменяет «комета».» Reading: always with them (a nine kept can only cost), and
    they go aside: the run goes on from the comet's rank."""
    s = position(2, ["9C 9H 9D 5H 2D", "3H"])
    comet_moves = [a for a in s.legal_actions() if a.cards[0] == COMET]
    assert all(a.cards == (COMET, C("9D"), C("9H")) or a.cards == (COMET, C("9H"), C("9D")) for a in comet_moves)
    play(s, "9C 9D 9H", value=4)
    assert s.run == [COMET] and s.pub.need == 5


def test_vyigryvaet_pervyy_ostavshiysya_bez_kart_ochki_po_kartam_u_protivnika():
    """«Выигрывает первый оставшийся без карт. При этом выигравший записывает себе столько очков, сколько
    карт осталось у противника на руках.» Reading: with three or four, all the opponents' cards."""
    s = position(2, ["2H 3H 7D", "4D 5D 6D 2D"])
    play(s, "2H")
    play(s, "3H")
    s.apply(Action("pass"))
    play(s, "4D")
    play(s, "5D")
    play(s, "6D")
    s.apply(Action("pass"))
    d = deal_over(play(s, "7D"))
    assert d["winner"] == 0 and d["points"] == 1 and s.scores[0] == 1
    s3 = position(3, ["2H", "3D 4D", "5D 6D 8D"])
    d = deal_over(play(s3, "2H"))
    assert d["cards"] == 5


def test_kometa_u_protivnika_ochki_vdvoe_ili_bolee():
    """«Если на руках у противника осталась «комета», то в зависимости от предварительной договоренности
    очки считаются вдвое или более (втрое, вчетверо).» (with an opera: ×2 again)"""
    for x in (2, 3, 4):
        s = position(2, ["2H 3H", "9C 5D 6D"], options={"comet_stuck_multiplier": x})
        play(s, "2H")
        d = deal_over(play(s, "3H"))
        assert d["stuck"] and d["points"] == 3 * x * 2


def test_uluzhivshiy_vse_karty_bez_pereryva_vzyal_operu_vdvoe_kometoy_vchetvero():
    """«Игрок, уложивший все карты без перерыва, считается взявшим «оперу». За «оперу» очки удваиваются.
    Если «опера» оканчивается «кометой» — учетверяются.» Reading: «без перерыва» — the whole hand
    without a pass (the default; «все карты»); option ``last_turn``: also a last turn begun with a lead
    of his own in which he laid all he had left."""
    s = position(3, ["2H 3H", "4D 5D", "6D"])
    play(s, "2H")
    d = deal_over(play(s, "3H"))
    assert d["opera"] and d["points"] == 3 * 2
    s = position(3, ["2H 9C", "4D 5D", "6D"])
    play(s, "2H")
    d = deal_over(play(s, "9C", value=3))
    assert d["opera"] and d["ended_wild"] and d["points"] == 3 * 4


def test_igra_vedetsya_do_24_ochkov_vyigravshiy_zabiraet_kon():
    """«Игра обычно ведется до набора одним из игроков 24 очков. Выигравший забирает кон.»"""
    s = position(2, ["2H", "4H 5H 6H 7H 8H 10H QH"])
    s.scores = [20, 5]
    pot = s.pub.pot
    ev = play(s, "2H")
    assert s.over and s.scores[0] == 34
    assert [e.get("amount") for e in ev if e.what == "chips" and e.get("reason") == "pot"] == [pot]
    assert s.result().placings == (1, 2)
    s = position(2, ["2H", "4H 5H"])
    play(s, "2H")
    assert not s.over                                  # below 24: the next hand
