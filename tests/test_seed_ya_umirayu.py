"""«Я — Умираю — От любви — К Вам» read sentence by sentence from the seed (000, entry 6): each test
is named after a sentence, quotes it, and checks it on a hand-built position through the public
API. Where the engine reads the seed, the docstring says "Reading: …" and why."""
import pytest

from app.wording import Wording
from rules import get_game
from rules.actions import Action
from rules.cards import Card
from rules.errors import BadSeats, IllegalAction, WrongSeat

YA = get_game("ya_umirayu")
C = Card.parse


def cards(codes):
    return [C(x) for x in codes.split()]


def lay(code):
    return Action("play", (C(code),))


def game(seats=4, dealer=0, **opts):
    return YA.start(seats, 1, dict(opts, dealer=dealer))


def arrange(state, hands, lead):
    """The given hands (seat -> codes), every other card aside, ``lead`` to lead."""
    for name in state.zones:
        state.zones[name].clear()
    state.known = {}
    used = set()
    for s, codes in hands.items():
        state.zones[f"hand{s}"].extend(cards(codes))
        used |= set(cards(codes))
    state.zones["aside"].extend(c for c in state.deck if c not in used)
    state.pub.lead = lead


def bubbles(events):
    w = Wording("ru")
    return [w.render(b) for e in events if (b := YA.bubble(e)) is not None]


def test_igrokov_ot_dvuh_do_vosmi_koloda_36_ili_52():
    """«Игроков от двух до восьми человек. Для игры необходима колода из 36 или 52 карт в зависимости от
    количества игроков.» Reading: 36 up to four players, 52 for more."""
    assert (YA.min_seats, YA.max_seats) == (2, 8)
    assert [len(YA.start(n, 1).deck) for n in range(2, 9)] == [36, 36, 36, 52, 52, 52, 52]
    with pytest.raises(BadSeats):
        YA.start(9, 1)


def test_sdatchik_raspredelyaet_karty_mezhdu_vsemi_porovnu():
    """«Сдатчик распределяет карты между всеми игроками поровну.» Reading: the cards that do not divide
    evenly are set aside unseen."""
    for seats, size in ((2, 36), (4, 36), (3, 36), (5, 52), (7, 52)):
        s = YA.start(seats, 7, {"dealer": 1})
        per = size // seats
        assert [len(s.hand(k)) for k in range(seats)] == [per] * seats
        assert len(s.zones["aside"]) == size - per * seats
        assert all(c is None for c in s.view(0).zone("aside").cards)


def test_pervym_hodit_sdatchik_lyubaya_karta_ya():
    """«Первым ходит сдатчик. Он выкладывает на стол любую карту, объявляя: «Я».»"""
    s = YA.start(4, 3, {"dealer": 2})
    assert s.to_move == 2 and {a.cards[0] for a in s.legal_actions()} == set(s.hand(2))
    ev = s.apply(s.legal_actions()[0])
    assert bubbles(ev) == ["Я"]


def test_imeyushiy_sleduyushuyu_kartu_toy_zhe_masti_kladet_umirayu_ot_lyubvi_k_vam():
    """«Имеющий карту той же масти, следующую по достоинству, выкладывает ее на предыдущую, объявляя:
    «Умираю». Имеющий следующую той же масти кладет ее с объявлением: «От любви», и, наконец, четвертая по
    порядку карта той же масти кладется с возгласом: «К Вам».»"""
    s = game(4)
    arrange(s, {0: "7H 2C", 1: "8H 3C", 2: "9H 5C", 3: "10H 6C"}, 0)
    said = []
    for seat, code in ((0, "7H"), (1, "8H"), (2, "9H"), (3, "10H")):
        assert s.to_move == seat and s.legal_actions() == [lay(code)] or seat == 0
        said += bubbles(s.apply(lay(code)))
    assert said == ["Я", "Умираю!", "От любви", "К Вам"]


def test_imeyushiy_kartu_kladet_vne_ocheredi_i_tot_zhe_igrok_snova():
    """Reading: «имеющий карту» is whoever holds it — out of turn, wherever he sits, the same player
    again if he holds the next one too; he cannot keep it back (the table calls on him)."""
    s = game(4)
    arrange(s, {0: "7H 2C", 1: "3C 4C", 2: "8H 9H 5C", 3: "10H 6C"}, 0)
    s.apply(lay("7H"))
    assert s.to_move == 2 and s.legal_actions() == [lay("8H")]       # not seat 1, who sits next
    with pytest.raises(WrongSeat):
        s.apply(lay("3C"), 1)
    s.apply(lay("8H"))
    assert s.to_move == 2 and s.legal_actions() == [lay("9H")]       # the same player again
    with pytest.raises(IllegalAction):
        s.apply(lay("5C"))


def test_chetyre_karty_skidyvayutsya_sleduyushim_hodit_polozhivshiy_poslednyuyu():
    """«Четыре карты, выложенные на стол, скидываются. Следующим ходит положивший верхнюю (последнюю)
    карту.»"""
    s = game(4)
    arrange(s, {0: "7H 2C", 1: "8H 3C", 2: "9H 5C", 3: "10H 6C"}, 0)
    for code in ("7H", "8H", "9H", "10H"):
        s.apply(lay(code))
    assert s.zones["discard"] == cards("7H 8H 9H 10H") and not s.zones["table"]
    assert s.to_move == 3 and s.legal_actions() == [lay("6C")]


def test_ne_obrazuetsya_polnogo_nabora_karty_otbrasyvayutsya_hodit_obyavlyavshiy_ya():
    """«Если в течение игры не образуется полного набора из четырех карт, то выложенные карты
    отбрасываются и ходит выкладывавший первую (объявлявший «я»).» Reading: the set cannot form when the
    needed card is above the ace, was set aside at the deal, or is already out."""
    s = game(3, dealer=2)
    arrange(s, {0: "AS 6C", 1: "2D 3D", 2: "KS 7C 8C"}, 2)
    s.apply(lay("KS"))
    ev = s.apply(lay("AS"))                              # nothing above the ace
    assert [e.get("why") for e in ev if e.what == "set_void"] == ["top"]
    assert s.zones["discard"] == cards("KS AS") and s.to_move == 2
    s2 = game(4)
    arrange(s2, {0: "7H 2C", 1: "8H 3C", 2: "9H 5C", 3: "10H 6C 7C"}, 1)
    s2.apply(lay("8H"))
    s2.apply(lay("9H"))
    ev = s2.apply(lay("10H"))                            # J♥ lies aside
    assert [e.get("why") for e in ev if e.what == "set_void"] == ["aside"]
    assert C("JH") in s2.view(0).zone("aside").known and s2.to_move == 1


def test_polozhil_poslednyuyu_kartu_obyaviv_k_vam_hodit_sidyashiy_po_levuyu_ruku():
    """«Если игрок положил свою последнюю карту, объявив «к Вам», и ходить далее ему не с чего, то ходит
    сидящий от него по левую руку.»"""
    s = game(4)
    arrange(s, {0: "7H 2C", 1: "8H 3C", 2: "9H 5C", 3: "10H"}, 0)
    for code in ("7H", "8H", "9H", "10H"):
        s.apply(lay(code))
    assert not s.hand(3) and s.to_move == 0 and s.legal_actions() == [lay("2C")]


def test_komu_hodit_nechem_hodit_blizhayshiy_sleva():
    """Reading: the same for anyone who must lead with no cards — after a set that did not form the
    «Я» player may be out of cards too; the nearest player on his left with cards leads."""
    s = game(4)
    arrange(s, {0: "KS", 1: "AS 3C", 2: "5C", 3: "6C"}, 0)
    s.apply(lay("KS"))
    s.apply(lay("AS"))                                   # above the ace: incomplete, seat 0 has no card
    assert s.to_move == 1 and s.legal_actions() == [lay("3C")]


def test_proigravshiy_imeyushiy_karty_kogda_u_drugih_konchilis_platit():
    """«По окончании игры проигравшим — имеющим карты на руках после того, как у других игроков все
    карты кончились — производится выплата.» Reading: he pays each other player the stake (option, 1
    by default)."""
    s = game(3, stake=2)
    arrange(s, {0: "7H", 1: "8H 2C", 2: "9H 10H 3C"}, 0)
    for code in ("7H", "8H", "9H", "10H", "3C"):
        ev = s.apply(lay(code))
    assert s.over
    assert [(e.get("from"), e.get("to"), e.get("amount")) for e in ev if e.what == "chips"] == [
        ("player:1", "player:2", 2), ("player:1", "player:0", 2)]
    r = s.result()
    assert r.losers == (1,) and r.chips == (2, -4, 2)


def test_igra_konchaetsya_kak_tolko_karty_ostalis_u_odnogo():
    """«имеющим карты на руках после того, как у других игроков все карты кончились»: the game ends the
    moment one player alone holds cards, even in the middle of a set; his hand is shown to all."""
    s = game(2)
    arrange(s, {0: "7H", 1: "8H 2C"}, 0)
    ev = s.apply(lay("7H"))
    assert s.over and s.result().losers == (1,)
    assert [e.seat for e in ev if e.what == "show"] == [1]
    assert set(s.view(0).hand(1).known) == {C("2C"), C("8H")}
