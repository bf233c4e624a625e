"""Наполеон as seed 001 says it, sentence by sentence, through the public API.

Each test is named after the seed's sentence and quotes it; where the engine reads the seed
(the seed is silent or unclear) the docstring says «Reading» and why.
"""
from rules.actions import Action
from rules.cards import Card
from rules.games.napoleon import NAPOLEON_GAME as G, scoring as N
from rules.games.napoleon.engine import BIDS, KEEP, NAP, PASS, ZDES
from rules.games.tricks.engine import hand

C = Card.parse


def rig_hands(s, hands):
    """Replace the hands (codes, None: keep); the rest of the pack into the stock (order kept)."""
    pool = [c for n in s.zones for c in s.zones[n] if n.startswith("hand") or n == "stock"]
    want = [None if h is None else [C(x) for x in h] for h in hands]
    used = {c for h in want if h for c in h}
    for i, h in enumerate(want):
        if h is not None:
            s.zones[hand(i)] = list(h)
    s.zones["stock"] = [c for c in pool if c not in used and not any(c in s.zones[hand(i)] for i in range(s.seats))]
    s.known = {}
    return s


def seated(s, by_offset):
    """Hands given by the offset from the dealer (0 = the dealer)."""
    d = s.pub.dealer
    hands = [None] * s.seats
    for off, h in by_offset.items():
        hands[(d + off) % s.seats] = h
    return rig_hands(s, hands)


def play(s, *codes):
    events = []
    for c in codes:
        events += s.apply(Action("play", (C(c),)))
    return events


def test_igrokov_ot_2_do_6_koloda_36():
    """«Игроков — от 2-х до 6-ти человек. Колода — 36 листов.»"""
    assert (G.min_seats, G.max_seats) == (2, 6)
    for n in (2, 6):
        s = G.start(n, 1)
        assert len(s.deck) == 36 and sorted(c.rank for c in s.deck)[0] == 6


def test_summa_vnosimaya_kazhdym_igrokom_za_sdachu_kladetsya_v_klad():
    """«Посередине стола ставится коробка, которая называется «Клад Наполеона». Перед началом игры
    обуславливается сумма, вносимая каждым игроком за сдачу. Эта сумма кладется в «клад
    Наполеона».»"""
    s = G.start(4, 7, {"ante": 2})
    assert s.pub.pot == 8 and all(c == 98 for c in s.pub.chips)
    for _ in range(4):
        s.apply(PASS)
    assert s.pub.deal_no == 2 and s.pub.pot == 16          # every deal, the клад stays (Reading: all pass)


def test_sdayut_po_5_kart_ostavshayasya_koloda_rubashkoy_vverkh():
    """«Сдают по 5 карт. Оставшаяся колода кладется на стол рубашкой вверх.»"""
    s = G.start(5, 2)
    assert all(len(s.zones[hand(i)]) == 5 for i in range(5)) and len(s.zones["stock"]) == 36 - 25
    assert all(c is None for c in s.view(0).zones["stock"].cards)


def test_pervym_obyavlyaet_sdayushchiy_dalee_po_chasovoy_strelke():
    """«Первым объявляет сдающий. Следующим — сидящий полевую руку от него и далее — по часовой
    стрелке.»"""
    s = G.start(4, 5)
    d = s.pub.dealer
    assert s.to_move == d and s.pub.phase == "bid"
    order = []
    for _ in range(4):
        order.append(s.to_move)
        s.apply(PASS)
    assert order == [d, (d + 1) % 4, (d + 2) % 4, (d + 3) % 4]


def test_libo_naznachit_bolee_vysokuyu_igru_libo_pasovat():
    """«Игрок имеет право либо назначить более высокую игру, либо пасовать.» Reading: bids are 1–5,
    five «на Наполеона» ranks above a plain five."""
    s = G.start(3, 5)
    assert set(s.legal_actions()) == {BIDS[1], BIDS[2], BIDS[3], BIDS[4], BIDS[5], NAP, PASS}
    s.apply(BIDS[3])
    assert set(s.legal_actions()) == {BIDS[4], BIDS[5], NAP, PASS}
    s.apply(BIDS[5])
    assert set(s.legal_actions()) == {NAP, PASS}


def test_sdayushchiy_mozhet_skazat_zdes_ostalnye_tolko_vyshe():
    """«Сдающий имеет преимущество: он может сказать: «здесь». Остальные имеют право только
    назначать более высокую игру.» Reading: the dealer, who speaks first, says «здесь» when it
    comes back to him (unless he passed) and takes the highest bid at the same number."""
    s = G.start(3, 5)
    d = s.pub.dealer
    s.apply(BIDS[1])
    assert ZDES not in s.legal_actions()                    # the others: only higher
    s.apply(BIDS[3])
    s.apply(PASS)
    assert s.to_move == d and s.legal_actions() == [ZDES, PASS]
    s.apply(ZDES)
    assert s.pub.declarer == d and s.pub.contract == 3 and s.pub.phase == "exchange"


def test_sdelavshiy_maksimalnoe_naznachenie_mozhet_prikupit_kartu():
    """«Игрок, сделавший максимальное назначение, может прикупить карту. Для этого он сначала
    скидывает свою, а затем берет верхнюю карту из колоды.»"""
    s = G.start(3, 9)
    s.apply(BIDS[2])
    s.apply(PASS)
    s.apply(PASS)
    d = s.pub.declarer
    assert KEEP in s.legal_actions() and s.to_move == d
    top = s.zones["stock"][-1]
    old = s.zones[hand(d)][0]
    ev = s.apply(Action("discard", (old,)))
    assert [e.what for e in ev][:2] == ["buy_discard", "buy"]
    assert top in s.zones[hand(d)] and old in s.zones["discard"] and len(s.zones[hand(d)]) == 5


def _declare(s, hands, bid=None, napoleon=False):
    """The dealer declares (the others pass) on rigged hands; no buy."""
    seated(s, hands)
    s.apply(NAP if napoleon else BIDS[bid])
    for _ in range(s.seats - 1):
        s.apply(PASS)
    s.apply(KEEP)
    return s.pub.dealer


def test_pervyy_vykhod_masty_kozyr_dalee_s_lyuboy_vzyavshiy_vzyatku():
    """«Первый выход делает объявивший игру. Масть карты, с которой он ходит, — козырь. В дальнейшем
    игрок может ходить с любой карты. Последующий выход принадлежит игроку, взявшему взятку.»"""
    s = G.start(3, 11)
    d = _declare(s, {0: ["AH", "KH", "AS", "7C", "8C"], 1: ["6S", "7S", "8D", "9D", "10D"],
                     2: ["6H", "QS", "JD", "6C", "QD"]}, 3)
    assert s.to_move == d and s.pub.trump is None
    play(s, "7C")
    assert s.pub.trump == "C"
    play(s, "6S", "6C")                       # (the third seat follows; the second is void, no trump)
    assert s.to_move == d                     # the declarer took it and leads again
    assert {a.card for a in s.legal_actions()} == {C("AH"), C("KH"), C("AS"), C("8C")}   # any card


def test_obyazany_klast_toy_zhe_masti_pri_otsutstvii_kozyrya():
    """«На выхоженную карту игроки обязаны класть карту той же масти, при отсутствии — козыря.»
    Reading: with neither, any card."""
    s = G.start(3, 11)
    d = _declare(s, {0: ["AS", "AH", "KS", "7C", "8C"], 1: ["6S", "7H", "8D", "9D", "10D"],
                     2: ["QH", "QS", "JD", "6C", "QD"]}, 3)
    play(s, "AS")                             # spades are trumps
    assert {a.card for a in s.legal_actions()} == {C("6S")}
    play(s, "6S", "QS")
    play(s, "AH")
    assert {a.card for a in s.legal_actions()} == {C("7H")}
    play(s, "7H", "QH")
    play(s, "7C")
    nxt = s.to_move
    assert nxt == (d + 1) % 3 and {a.card for a in s.legal_actions()} == {C("8D"), C("9D"), C("10D")}


def test_igrayut_poka_on_ne_vozmet_naznachennoe():
    """«игра ют до того момента, пока он не возьмет назначенное количество» — and every other pays
    him. Reading: play stops as well once he can no longer make it."""
    s = G.start(3, 11, {"unit": 5, "ante": 1})
    d = _declare(s, {0: ["AS", "KS", "7C", "8C", "9C"], 1: ["6S", "7S", "8D", "9D", "10D"],
                     2: ["8S", "QH", "JD", "6C", "QD"]}, 2)
    chips = s.pub.chips
    play(s, "AS", "6S", "8S")
    assert s.pub.deal_no == 1
    play(s, "KS", "7S", "QH")
    assert s.pub.deal_no == 2 and s.pub.sheet[-1][4:6] == (2, True)     # two tricks: stop, three left
    assert s.pub.chips[d] - chips[d] == 2 * 10 - 1


def test_kazhdyy_platit_sygravshemu_po_30_kop():
    """«Если игрок, объявивший игру, взял назначенное число взяток, то остальные платят в
    соответствии с объявленным количеством взяток. Например, играют по 10 коп., назначено «три»,
    игрок взял 3 взятки … — каждый платит сыгравшему по 30 коп.» (The seed's worked number.)"""
    t = N.payments(declarer=0, bid=3, napoleon=False, made=True, seats=4, unit=10, klad=0)
    assert N.net_of(t, 4) == (90, -30, -30, -30)
    s = G.start(3, 11, {"unit": 5, "ante": 1})
    d = _declare(s, {0: ["AS", "KS", "QS", "8C", "9C"], 1: ["6S", "7S", "8D", "9D", "10D"],
                     2: ["8S", "9S", "JD", "6C", "QD"]}, 3)
    before = s.pub.chips
    play(s, "AS", "6S", "8S", "KS", "7S", "9S", "QS", "8D", "JD")
    moved = [a - b + 1 for a, b in zip(s.pub.chips, before)]          # less the next deal's ante
    assert moved[d] == 30 and all(moved[o] == -15 for o in range(3) if o != d)


def test_ne_vzyal_platit_kazhdomu_po_30_i_vnosit_takuyu_zhe_summu_v_klad():
    """«Если игрок не взял объявленного, то он платит каждому по 30 коп. и отдельно вносит такую же
    сумму в «клад Наполеона».»"""
    t = N.payments(declarer=1, bid=3, napoleon=False, made=False, seats=3, unit=10, klad=7)
    assert N.net_of(t, 3) == (30, -90, 30) and t[-1] == ("player:1", N.KLAD, 30, "failed_klad")


def test_obyavleno_5_vzyata_odna_po_50_kazhdomu_i_50_v_klad():
    """«Или, к примеру, объявлено 5 , а взята одна взятка, то игрок платит каждому по 50 копеек и 50
    кладет в «клад Наполеона».» (The seed's worked number; in the engine at a stake of 5: 25.)"""
    t = N.payments(declarer=0, bid=5, napoleon=False, made=False, seats=4, unit=10, klad=40)
    assert N.net_of(t, 4) == (-200, 50, 50, 50) and t[-1][2] == 50
    s = G.start(3, 13, {"unit": 5, "ante": 1})
    d = _declare(s, {0: ["AS", "7C", "8C", "9C", "10C"], 1: ["6S", "7S", "8D", "9D", "10D"],
                     2: ["8S", "QH", "JD", "AC", "QD"]}, 5)
    pot, before = s.pub.pot, s.pub.chips
    play(s, "AS", "6S", "8S")                  # one trick taken
    play(s, "7C", "7S")                        # the second seat trumps: five can no longer be made
    ev = play(s, "AC")
    assert s.pub.sheet[-1][4:6] == (1, False)
    moved = [a - b + 1 for a, b in zip(s.pub.chips, before)]
    assert moved[d] == -75 and all(moved[o] == 25 for o in range(3) if o != d)
    assert s.pub.pot == pot + 25 + 3
    assert "napoleon.failed" in [ph.id for ph in G.describe(ev)]


def test_klad_dostaetsya_obyavivshemu_pyat_na_napoleona():
    """«Клад Наполеона» достается игроку, объявившему пять и отдельно заявившему, что он идет на
    «Наполеона».»"""
    s = G.start(2, 3, {"ante": 1})
    d = _declare(s, {0: ["AS", "KS", "QS", "JS", "10S"], 1: ["6S", "7C", "8D", "9D", "10D"]}, napoleon=True)
    pot, start = s.pub.pot, s.pub.chips[d]
    assert s.pub.napoleon and s.pub.contract == 5 and pot == 2
    play(s, "AS", "6S", "KS", "7C", "QS", "8D", "JS", "9D", "10S", "10D")
    assert s.pub.sheet[-1][5] is True and s.pub.chips[d] == start + 5 + pot - 1


def test_ne_vzyal_5_vzyatok_klad_udvaivaetsya():
    """«Если игрок, сделавший такое объявление, не взял 5 взяток, то кроме суммы, которая там в этот
    момент имеется, он выплачивает сумму, равную «кладу Наполеона» всем остальным игрокам. Таким
    образом «клад Наполеона» удваивается.» Reading: besides the failure payments he adds the клад's
    worth to it (the sentence's conclusion); option napoleon_fail="pay_each_klad": he pays each
    other player the клад's worth."""
    s = G.start(3, 13, {"ante": 5})
    _declare(s, {0: ["6S", "7C", "8C", "9C", "10C"], 1: ["AS", "7S", "8D", "9D", "10D"],
                 2: ["8S", "QH", "JD", "6C", "QD"]}, napoleon=True)
    assert s.pub.pot == 15
    play(s, "6S", "AS", "8S")
    assert s.pub.pot == 15 + 5 + 15 + 15            # failed 5, doubled, the next deal's antes
    t = N.payments(1, 5, True, False, 3, 1, 12, "pay_each_klad")
    assert N.net_of(t, 3) == (5 + 12, -(5 + 5 + 5 + 12 + 12), 5 + 12)


def test_sdayushchim_stanovitsya_sidyashchiy_po_levuyu_ruku():
    """«После каждого розыгрыша сдающим становится игрок, сидящий по левую руку от предыдущего.»"""
    s = G.start(4, 3)
    dealers = [s.pub.dealer]
    for _ in range(5):
        for _ in range(4):
            s.apply(PASS)
        dealers.append(s.pub.dealer)
    assert all(b == (a + 1) % 4 for a, b in zip(dealers, dealers[1:]))


def test_reading_who_cannot_ante_leaves_the_table():
    """Reading (the seed plays for money and is silent on running short): a short payment pays what
    he has and is said in the log; who cannot ante leaves the table; with one left, the game ends
    and the клад is his."""
    s = G.start(2, 3, {"unit": 5, "ante": 1})
    d = s.pub.dealer
    stacks = list(s.ledger.stacks)
    stacks[1 - d] += stacks[d] - 10
    stacks[d] = 10
    s.ledger.stacks = stacks                            # (the chips are the record's)
    _declare(s, {0: ["6S", "7C", "8C", "9C", "10C"], 1: ["AS", "7S", "8D", "9D", "10D"]}, 5)
    ev = play(s, "6S", "AS")
    said = [ph.id for ph in G.describe(ev)]
    assert "napoleon.short_klad" in said and "napoleon.leaves" in said and "napoleon.last_one" in said
    r = s.result()
    assert s.over and r.reason == "out_of_chips" and sum(r.chips) == 0 and min(s.pub.chips) == 0
