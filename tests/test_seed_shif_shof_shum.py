"""«Шиф, шоф, шум» read sentence by sentence from the seed (000, entry 3): each test is named after
a sentence, quotes it, and checks it on a hand-built position through the public API — the seed's
payments 1, 2, 3 among them. Where the engine reads the seed, the docstring says "Reading: …"."""
import pytest

from rules import get_game
from rules.actions import Action
from rules.cards import Card
from rules.chips import POT
from rules.errors import BadSeats, IllegalAction

SHIF = get_game("shif_shof_shum")
C = Card.parse
PASS = Action("pass")


def cards(codes):
    return [C(x) for x in codes.split()]


def lay(code):
    return Action("play", (C(code),))


def arrange(state, hands, turn):
    """The given hands (seat -> codes); every other card aside; ``turn`` to lead."""
    for name in state.zones:
        state.zones[name].clear()
    state.known = {}
    used = set()
    for s, codes in hands.items():
        state.zones[f"hand{s}"].extend(cards(codes))
        used |= set(cards(codes))
    state.zones["aside"].extend(c for c in state.deck if c not in used)
    state.pub.turn = turn


def game(seats=5, **opts):
    return SHIF.start(seats, 3, opts)


def duel(**opts):
    """Two left: seats 0 and 1 with 5 chips each, the other three gone (their chips in the pot)."""
    s = game(5, **opts)
    for k in (2, 3, 4):
        s.ledger.transfer(f"player:{k}", POT, 5)
    s.pub.active, s.pub.left = (0, 1), (2, 3, 4)
    return s


def test_igrokov_ot_pyati_do_desyati():
    """«Игроков от пяти до десяти человек. Оптимальное количество — шесть или семь.»"""
    assert (SHIF.min_seats, SHIF.max_seats) == (5, 10)
    for bad in (4, 11):
        with pytest.raises(BadSeats):
            SHIF.start(bad, 1)


def test_koloda_iz_32_ili_52_listov_v_zavisimosti_ot_kolichestva_uchastnikov():
    """«Для игры необходима колода из 32 или 52 листов в зависимости от количества участников.» Reading:
    32 up to six players, 52 for more (the text draws no line; six still get five cards from 32)."""
    assert [len(SHIF.start(n, 1).deck) for n in range(5, 11)] == [32, 32, 52, 52, 52, 52]
    assert len(SHIF.start(5, 1, {"deck": 52}).deck) == 52


def test_kazhdomu_igroku_razdaetsya_po_5_fishek():
    """«Перед началом игры каждому игроку раздается по 5 фишек.»"""
    s = SHIF.start(7, 1)
    assert s.pub.chips == (5,) * 7 and s.pub.pot == 0


def test_sdaetsya_po_pyat_desyat_kart_ostatok_ne_uchastvuet():
    """«Сдается по пять—десять карт в зависимости от колоды и количества участников. Остаток карт
    сбрасывается и не участвует в дальнейшем розыгрыше.» Reading: as many as divide evenly, at most ten."""
    for n, each in ((5, 6), (6, 5), (7, 7), (8, 6), (9, 5), (10, 5)):
        s = SHIF.start(n, 2)
        assert [len(s.hand(k)) for k in range(n)] == [each] * n
        assert len(s.zones["aside"]) == len(s.deck) - each * n
        assert all(c is None for c in s.view(0).zone("aside").cards)


def test_pervym_hodit_sidyashiy_po_levuyu_ruku_hod_odnoy_kartoy():
    """«Первым ходит сидящий по левую руку от сдатчика, в дальнейшем — по часовой стрелке все
    участвующие. Ход производится одной картой.»"""
    s = SHIF.start(6, 4)
    me = (s.pub.dealer + 1) % 6
    assert s.to_move == me and {a.cards for a in s.legal_actions()} == {(c,) for c in s.hand(me)}
    with pytest.raises(IllegalAction):
        s.apply(Action("play", tuple(s.hand(me)[:2])))


def test_shif_predydushiy_platit_odnu_shof_dve_shum_tri_fishki():
    """«Если у следующего игрока есть карта того же достоинства, то он выкладывает ее, говоря: «Шиф», что
    означает обязанность предыдущего игрока уплатить одну фишку в кон. Если и у следующего есть карта того
    же достоинства, то, выложив ее, игрок объявляет «шоф» и предыдущий обязан заплатить 2 фишки.
    Укладывающий четвертую подряд заявляет: «Шум», обязывая предыдущего к уплате трех фишек.»"""
    s = game()
    arrange(s, {0: "8S 9S", 1: "7S 10S", 2: "7C JS", 3: "7H QS", 4: "7D KS"}, 1)
    s.apply(lay("7S"))
    ev = s.apply(lay("7C"))
    assert [(e.get("from"), e.get("amount")) for e in ev if e.what == "chips"] == [("player:1", 1)]
    ev = s.apply(lay("7H"))
    assert [(e.get("from"), e.get("amount")) for e in ev if e.what == "chips"] == [("player:2", 2)]
    ev = s.apply(lay("7D"))
    assert [(e.get("from"), e.get("amount")) for e in ev if e.what == "chips"] == [("player:3", 3)]
    assert s.pub.pot == 1 + 2 + 3 and s.pub.chips == (5, 4, 3, 2, 5)


def test_imeya_kartu_togo_zhe_dostoinstva_klast_ee_obyazatelno():
    """Reading: «если у следующего игрока есть карта того же достоинства, то он выкладывает ее», and the
    pass belongs to «не имеющий карты»: holding the rank, one must lay it."""
    s = game()
    arrange(s, {0: "8S", 1: "7S 10S", 2: "7C JS", 3: "QH", 4: "KD"}, 1)
    s.apply(lay("7S"))
    assert s.legal_actions() == [lay("7C")]
    with pytest.raises(IllegalAction):
        s.apply(PASS)


def test_ne_imeyushiy_karty_obyavlyaet_pas_sleduyushiy_hodit_s_lyuboy():
    """«Игрок, не имеющий карты того же достоинства, объявляет «пас», и следующий за ним игрок ходит с
    любой карты.»"""
    s = game()
    arrange(s, {0: "8S", 1: "7S 10S", 2: "QC JS", 3: "QH 2H", 4: "KD"}, 1)
    s.apply(lay("7S"))
    assert s.legal_actions() == [PASS]
    s.apply(PASS)
    assert s.to_move == 3 and set(s.legal_actions()) == {lay("QH"), lay("2H")}


def test_posle_shuma_hodit_sleduyushiy():
    """Reading: after «Шум» all four of the rank are out; the next player leads any card."""
    s = game()
    arrange(s, {0: "8S 9S", 1: "7S 10S", 2: "7C JS", 3: "7H QS", 4: "7D KS"}, 1)
    for code in ("7S", "7C", "7H", "7D"):
        s.apply(lay(code))
    assert s.to_move == 0 and set(s.legal_actions()) == {lay("8S"), lay("9S")}


def test_proigravshiy_vse_fishki_vybyvaet_ego_karty_otkladyvayutsya():
    """«Проигравший все свои фишки выбывает из игры. Карты, выложенные на стол, и карты выбывших из игры
    откладываются и в дальнейшем розыгрыше не участвуют.»"""
    s = game()
    arrange(s, {0: "8S 9S", 1: "7S 10S", 2: "7C JS", 3: "7H QS", 4: "KD KS"}, 1)
    s.ledger.transfer("player:2", "player:0", 4)
    s.apply(lay("7S"))
    s.apply(lay("7C"))
    ev = s.apply(lay("7H"))                       # «Шоф»: seat 2 owes 2, has 1 — he is out
    assert [e.seat for e in ev if e.what == "leave"] == [2] and not s.hand(2)
    assert 2 not in s.pub.active and C("JS") in s.zones["aside"]


def test_kogda_ostalos_dvoe_poluchivshiy_shif_imeet_pravo_vyyti_eshe_raz():
    """«Когда осталось только двое игроков, получивший «шиф» имеет право выйти еще раз» — Reading: «получивший
    шиф» is the player who scored it; «имеет право» is a right: he may lead again (the table closes, the
    opponent can no longer «шоф» that rank) or let play go on (the opponent, holding the rank, «шоф»s)."""
    s = duel()
    arrange(s, {0: "7S 7H 2C", 1: "7C 9C 9H 3C"}, 0)
    s.apply(lay("7S"))
    s.apply(lay("7C"))                                  # «Шиф»: seat 0 pays 1
    assert s.to_move == 1
    assert set(s.legal_actions()) == {lay("7C"), lay("9C"), lay("9H"), lay("3C"), Action("go_on")} - {lay("7C")}
    s.apply(lay("3C"))                                  # he leads again: 7♥ can no longer «шоф»
    assert s.pub.count == 1 and s.pub.rank == 3 and s.to_move == 0
    s2 = duel()
    arrange(s2, {0: "7S 7H 2C", 1: "7C 9C 9H 3C"}, 0)
    s2.apply(lay("7S"))
    s2.apply(lay("7C"))
    s2.apply(Action("go_on"))                           # he lets play go on
    assert s2.legal_actions() == [lay("7H")]
    s2.apply(lay("7H"))
    assert s2.pub.chips[:2] == (4, 3)                   # «Шоф»: the «шиф» scorer pays 2


def test_esli_na_vyhozhennuyu_kartu_net_shifa_on_srazu_obyavlyaet_shof():
    """«и, если на выхоженную карту нет «шифа», то, положив свою того же достоинства, он сразу объявляет
    «шоф»» — the opponent (the player before him) pays 2."""
    s = duel()
    arrange(s, {0: "7S 2C 2D", 1: "7C 9C 9H 3C"}, 0)
    s.apply(lay("7S"))
    s.apply(lay("7C"))                                  # «Шиф»
    s.apply(lay("9C"))                                  # he leads again
    s.apply(PASS)                                       # no nine: no «шиф» on it
    assert s.to_move == 1 and Action("shof", (C("9H"),)) in s.legal_actions()
    ev = s.apply(Action("shof", (C("9H"),)))
    assert [(e.get("from"), e.get("amount")) for e in ev if e.what == "chips"] == [("player:0", 2)]
    assert s.pub.chips[:2] == (2, 5)


def test_vyigryvaet_imeyushiy_hotya_by_odnu_fishku_kogda_u_ostalnyh_konchilis():
    """«Выигрывает имеющий хотя бы одну фишку, когда у всех остальных игроков фишки кончились.» Reading:
    the winner takes the pot (the text does not say who gets it)."""
    s = duel()
    s.ledger.transfer("player:1", POT, 4)               # seat 1 holds his last chip
    arrange(s, {0: "8S 9S", 1: "8C 2D"}, 1)
    s.apply(lay("8C"))
    ev = s.apply(lay("8S"))                             # «Шиф»: seat 1 pays his last chip
    assert s.over and s.pub.winner == 0
    assert s.pub.chips == (25, 0, 0, 0, 0) and s.pub.pot == 0
    r = s.result()
    assert r.placings[0] == 1 and r.losers == (1, 2, 3, 4)
    assert any(e.what == "chips" and e.get("reason") == "pot" for e in ev)
