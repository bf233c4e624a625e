"""The two-row game («Два ряда», heading lost) as seed 001 says it, sentence by sentence, through
the public API. Each test is named after the seed's sentence and quotes it; «Reading» marks
where the engine reads the seed (the rows of 6, and what the seed leaves open)."""
import random

from rules.actions import Action
from rules.cards import Card
from rules.games.dva_ryada import DVA_RYADA as G, row, under
from rules.games.tricks.engine import hand
from test_dva_ryada import rig  # the hand-built positions of the rules tests

C = Card.parse




def play(s, *codes):
    events = []
    for c in codes:
        events += s.apply(Action("play", (C(c),)))
    return events


def test_igrokov_dvoe_koloda_36():
    """«Игроков двое. Колода — 36 листов.»"""
    assert (G.min_seats, G.max_seats) == (2, 2)
    s = G.start(2, 1)
    assert len(s.deck) == 36 and min(c.rank for c in s.deck) == 6


def test_ryad_rubashkoy_vverkh_na_kazhduyu_kartu_rubashkoy_vniz():
    """«Сдающий рубашкой вверх кладет в ряд по восемь карт перед противником и перед собой. Затем на
    каждую карту нижнего ряда кладется по одной карте рубашкой вниз, что составляет второй ряд.»
    Reading: rows of 6 — 8 + 8 + 6 for each of two is 44 cards, the pack has 36."""
    s = G.start(2, 3)
    d = s.pub.dealer
    laid = [(e.dst, e.visible_to is None) for e in s.start_events if e.what == "deal"]
    unders = [x for x in laid if x[0].startswith("under")]
    rows = [x for x in laid if x[0].startswith("row")]
    assert len(unders) == len(rows) == 12
    assert laid.index(rows[0]) > laid.index(unders[-1])           # the face-down row first
    assert unders[0][0] == under(1 - d)                            # before the opponent first
    assert all(not vis for _, vis in unders) and all(vis for _, vis in rows)
    assert all(c is None for c in s.view(0).zones[under(0)].cards)   # face down even to its owner
    assert s.zones["stock"] == []                                   # 6 + 6 + 6 each: 36 exactly
    s8 = G.start(2, 3, {"row_size": 8})
    assert len(s8.deck) == 52 and len(s8.zones[row(0)]) == 8 and len(s8.zones["stock"]) == 8


def test_sdaet_po_6_kart_po_odnoy_protivniku_sebe():
    """«После этого сдающий сдает по 6 карт своему противнику и себе. Только эти карты поднимаются
    каждым из игроков и держатся в руках. … Сдают по одной карте (противнику, себе, противнику,
    себе и т. д.).»"""
    s = G.start(2, 4)
    d = s.pub.dealer
    to_hands = [e for e in s.start_events if e.what == "deal" and e.dst.startswith("hand")]
    assert len(to_hands) == 12 and all(e.count == 1 for e in to_hands)
    assert [e.seat for e in to_hands] == [1 - d, d] * 6
    assert all(len(s.zones[hand(i)]) == 6 for i in range(2))
    v = s.view(d)
    assert all(c is not None for c in v.zones[hand(d)].cards)
    assert all(c is None for c in v.zones[hand(1 - d)].cards)


def test_pervym_khodit_protivnik_zatem_vzyavshiy_vzyatku():
    """«Первым ходит противник, затем — взявший взятку.»"""
    s = G.start(2, 4)
    assert s.to_move == 1 - s.pub.dealer
    s = rig(G.start(2, 1), [["7S", "AH"], ["KS", "9D"]], [[None], [None]], [[None], [None]])
    play(s, "7S", "KS")
    assert s.pub.tricks == (0, 1) and s.to_move == 1


def test_khodit_kartoy_s_ruk_ili_lyuboy_iz_verkhnego_ryada():
    """«Игрок имеет право пойти как картой, имеющейся у него на руках, Так и любой другой, лежащей в
    верхнем ряду.»"""
    s = rig(G.start(2, 1), [["7S", "8H"], ["9S"]], [["AD", "6C", None], ["9C"]],
            [["KH", "QH", None], ["10C"]])
    assert {a.card for a in s.legal_actions()} == {C("7S"), C("8H"), C("AD"), C("6C")}
    ev = play(s, "6C")
    assert [e for e in ev if e.what == "play"][0].src == row(0)


def test_verkhnyaya_sygrana_igrok_perevorachivaet_nizhnyuyu():
    """«После того, как верхняя карта сыграна, игрок переворачивает нижнюю карту и играет ею.»
    Reading: the card turned up is playable from then on (a player lays one card to a trick)."""
    s = rig(G.start(2, 1), [["7S"], ["8S", "9S"]], [["AS", "6D"], ["10S", "6C"]], [["KH", "QH"], ["JC", "10C"]])
    ev = play(s, "AS")
    turn = [e for e in ev if e.what == "turn"]
    assert turn and turn[0].cards == (C("KH"),) and turn[0].visible_to is None
    assert s.zones[row(0)][0] == C("KH") and s.zones[under(0)][0] is None
    assert s.to_move == 1
    play(s, "8S")
    assert s.to_move == 0 and C("KH") in {a.card for a in s.legal_actions()}


def test_na_vykhozhennuyu_kartu_toy_zhe_masti_pri_otsutstvii_lyubuyu():
    """«На выхоженную карту нужно класть карту той же масти, при отсутствии — любую.» No trumps
    (the seed names none): a card of another suit never wins. Reading: the suit is counted over
    the hand and the face-up row together."""
    s = rig(G.start(2, 1), [["7S"], ["8D", "9D"]], [["AS", "6D"], ["9S", "6C"]], [["KH", "QH"], ["JC", "10C"]])
    play(s, "7S")
    assert {a.card for a in s.legal_actions()} == {C("9S")}       # the only spade lies in his row
    s = rig(G.start(2, 1), [["7S", "AH"], ["8C", "AD"]], [[None], [None]], [[None], [None]])
    play(s, "7S")
    assert {a.card for a in s.legal_actions()} == {C("8C"), C("AD")}
    play(s, "AD")
    assert s.pub.tricks == (1, 0)


def test_raznitsa_vo_vzyatkakh_vyigrysh_togo_u_kogo_bolshe():
    """«После розыгрыша подсчитывают взятки. Разница в их количестве составляет выигрыш того, у кого
    их больше.»"""
    s = rig(G.start(2, 1), [["7S", "AH", "KH"], ["8C", "9D", "AC"]], [[None], [None]], [[None], [None]])
    ev = play(s, "7S", "8C", "AH", "9D", "KH", "AC")
    assert s.pub.sheet[-1][1:] == ((3, 0), (3, 0)) and s.pub.points == (3, 0)
    said = [ph.id for ph in G.describe(ev)]
    assert "dva.scored" in said
    s = rig(G.start(2, 1), [["7S", "8C"], ["8S", "7C"]], [[None], [None]], [[None], [None]])
    play(s, "7S", "8S", "7C", "8C")
    assert s.pub.sheet[-1][2] == (0, 0)                             # even tricks: nobody scores


def test_igra_do_21_ochka_sdacha_po_ocheredi():
    """«Перед началом игры договариваются о количестве очков, необходимом для завершения партии.
    Например, игра до 21 очка. Сдача производится каждым игроком по очереди.» Reading: with the
    scores level at the target, play goes on."""
    s = G.start(2, 6)
    assert s.pub.target == 21
    rng = random.Random(6)
    dealers = [s.pub.dealer]
    while not s.over:
        no = s.pub.deal_no
        s.apply(G.rule_policy(s.view(s.to_move), rng))
        if s.pub.deal_no != no and not s.over:
            dealers.append(s.pub.dealer)
    assert all(b == 1 - a for a, b in zip(dealers, dealers[1:]))
    pts = s.pub.points
    assert max(pts) >= 21 and pts[0] != pts[1]
    before = [sum(r[2][i] for r in s.pub.sheet[:-1]) for i in range(2)]
    assert max(before) < 21 or before[0] == before[1]               # it ended at the first deal it could
    r = s.result()
    assert r.placings[pts.index(max(pts))] == 1 and sum(r.settlement.moved) == 0
    s11 = G.start(2, 6, {"target": 11})
    assert s11.pub.target == 11


def test_reading_level_at_the_target_plays_on():
    """Reading (the seed does not say what a level score does; a game needs a winner): the game
    ends after the deal in which someone reaches the target with more points than the other."""
    s = rig(G.start(2, 1), [["AS", "AH"], ["7S", "7H"]], [[None], [None]], [[None], [None]])
    s.pub.points = (19, 21)
    play(s, "AS", "7S", "AH", "7H")
    assert s.pub.points == (21, 21) and not s.over and s.pub.deal_no == 2
    s = rig(G.start(2, 1), [["AS", "AH"], ["7S", "7H"]], [[None], [None]], [[None], [None]])
    s.pub.points = (20, 21)
    play(s, "AS", "7S", "AH", "7H")
    assert s.pub.points == (22, 21) and s.over and s.result().placings == (1, 2)
