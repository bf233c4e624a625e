"""Лентюрлю read sentence by sentence from the seeds (004 23.а–в, 000 entry 8, 002 «Мушка —
Лентюрлю»): each test is named after a sentence, quotes it, and checks it on a hand-built
position through the public API; the seed's worked numbers (the stakes 3/4/5/6/7 of 25, the
doubled cards 2/14/20) among them. Where the engine reads the seed, the docstring says
"Reading: …" and why."""
import pytest

from rules import Action, Card, get_game
from rules.errors import BadSeats

G = get_game("lenturlu")
PASS, BUY1, BUY2 = Action("pass"), Action("buy", value=1), Action("buy", value=2)


def cs(text):
    return [Card.parse(c) for c in text.split()]


def play(code):
    return Action("play", (Card.parse(code),))


def make(variant="23a", seats=4, hands=(), talon="", run="", current=0, stacks=None, **opts):
    """A fresh deal (antes on the board) with the given hands, talon and run; ``current`` to move."""
    s = G.start(seats, 7, dict(opts, variant=variant))
    s.hands = [cs(h) for h in hands] + [[]] * (seats - len(hands))
    s.hands = [s._sorted(h) for h in s.hands]
    s.talon, s.run, s.played = cs(talon), cs(run), []
    s.current, s.leading, s.first_lead, s.lead_passes = current, not s.run, not s.run, 0
    s.last_layer = None if not s.run else (current - 1) % seats
    s.laid = s.bought = 0
    if stacks is not None:
        s.ledger.stacks = list(stacks)
    s._publish()
    return s


def chips(events, reason):
    return [(e.get("from"), e.get("to"), e.get("amount")) for e in events
            if e.what == "chips" and e.get("reason") == reason]


def test_igrokov_ot_treh_do_vosmi_koloda_v_52_lista():
    """«Игроков от трех до восьми человек. Для игры необходима колода в 52 листа.»"""
    assert (G.min_seats, G.max_seats) == (3, 8)
    for seats in range(3, 9):
        s = G.start(seats, 1)
        held = [c for h in s.hands for c in h] + list(s.talon)
        assert len(held) == len(set(held)) == 52


@pytest.mark.parametrize("seats,each,talon", [(3, 15, 7), (4, 12, 4), (5, 9, 7), (6, 8, 4), (7, 7, 3), (8, 6, 4)])
def test_esli_igrokov_troe_to_kazhdyy_poluchaet_po_15_kart_a_7_na_talon(seats, each, talon):
    """«если игроков трое, то каждый получает по 15 карт, а 7 карт остаются на прикупку (талон). Если
    игроков четверо … по 12 карт, на талон - 4 … пятеро, сдают по 9 карт, на талон - 7; … шестеро … по 8,
    на талон - 4; … семеро … по 7, на талон - 3 … 8 человек … по 6 карт, а на талон оставляют 4» (002).
    Reading: 004's line «при пяти — по восемь и четыре … при семи — по восемь и три» does not make 52
    (a line is lost), so the deal follows 002's table, which does."""
    s = G.start(seats, 2)
    assert [len(h) for h in s.hands] == [each] * seats and len(s.talon) == talon
    assert s.view(0).zone("talon").cards == (None,) * talon          # the talon is unseen


def test_starshinstvo_t_mladshaya_k_starshaya_ryad_ot_tuza_do_korolya():
    """«Старшинство карт в колоде: Т — младшая, далее 2, 3, 4, …, В, Д, К — старшая.» A two follows the
    ace; nothing follows the king: he closes the run."""
    s = make(hands=("AC 2H KD QS 5C", "3S", "4S", "6S"))
    s.apply(play("AC"))
    assert play("2H") in s.legal_actions()
    s.apply(play("2H"))
    assert play("KD") not in s.legal_actions()
    s2 = make(hands=("KD 5C", "3S", "4S", "6S"), run="QH")
    ev = s2.apply(play("KD"))
    assert [e.get("reason") for e in ev if e.what == "run_closed"] == ["king"]


def test_iz_drugoy_kolody_beretsya_pyat_kart_lenturlu():
    """«Из другой колоды берется пять карт: бубновая 7, пиковый Т, пиковая Д, крестовый В, чирвовый К,
    которые называются «лентюрлю».» They lie on the table, seen by all, besides the 52 in play."""
    v = G.start(4, 1).view(2)
    board = {z: v.zone(z).cards for z in v.zones if z.startswith("stake:")}
    assert sorted(c.code for cards in board.values() for c in cards) == sorted(["7D", "AS", "QS", "JC", "KH"])


def test_pyatero_vnesli_po_pyat_stavka_raskladyvaetsya_3_4_5_6_7():
    """«Например, пятеро игроков внесли по пять фишек — всего 25 фишек. Ставка раскладывается так: на
    пиковая Д — 3, пиковый Т — 4, крестовый В — 5, чирвовый К — 6, бубновая 7 — 7 фишек.»"""
    s = G.start(5, 1, {"ante_per_player": 5})
    assert s.view(0).stakes == {"QS": 3, "AS": 4, "JC": 5, "KH": 6, "7D": 7}
    assert sum(s.view(0).stakes.values()) == 25
    assert [s.pub.start_chips[k] - s.pub.chips[k] for k in range(5)] == [5] * 5


def test_pri_novoy_sdache_kazhdyy_opyat_vnosit_na_lenturlu():
    """«При новой сдаче каждый игрок опять вносит известную сумму на лентюрлю.» (002)"""
    s = make(hands=("9D", "2C", "3C", "4C"), run="8H", deals=2, stacks=(100,) * 4)
    s.apply(play("9D"))                       # out of cards: the deal ends, the board is taken
    assert not s.over and s.pub.deal_no == 2
    assert sum(s.view(0).stakes.values()) == 4 * 5          # everyone antes again


def test_sidyashiy_sleva_ot_sdayushego_hodit_pervym_lyubuyu_kartu():
    """«Сидящий слева от сдающего ходит первым. Он кладет любую карту в центр стола рубашкой вниз.»"""
    s = G.start(4, 5, {"variant": "23a"})
    me = (s.pub.dealer + 1) % 4
    assert s.to_move == me
    assert {a.cards[0] for a in s.legal_actions()} == set(s.hands[me])
    s.apply(s.legal_actions()[0])
    assert s.view(2).zone("run").cards[0] is not None                # face up: everyone sees it


def test_igrok_imeet_pravo_prodolzhat_esli_est_sleduyushaya_nezavisimo_ot_masti():
    """«Игрок имеет право продолжать ход, если у него есть карта, следующая по достоинству. Выкладка
    производится независимо от масти. Например, игрок кладет семерку пик, восьмерку черв, девятку пик.»"""
    s = make(hands=("7S 8H 9S KC", "2C", "3C", "4C"))
    for code in ("7S", "8H", "9S"):
        assert play(code) in s.legal_actions()
        s.apply(play(code))
    assert s.run == cs("7S 8H 9S") and s.to_move == 0


def test_prodolzhat_pravo_mozhno_spasovat_i_s_nuzhnoy_kartoy():
    """«имеет право продолжать ход … спасовать и позволить следующему игроку перекрывать эту взятку»
    (002). Option ``must_continue``: a duty."""
    s = make(hands=("7S 8H KC", "2C", "3C", "4C"), run="6D")
    assert {play("7S"), PASS} <= set(s.legal_actions())
    s2 = make(hands=("7S 8H KC", "2C", "3C", "4C"), run="6D", must_continue=True)
    assert s2.legal_actions() == [play("7S")]


def test_ne_imeya_desyatki_prikupat_ne_bolee_dvuh_kart_libo_pasovat():
    """«Не имея десятки, он вправе по желанию либо прикупать, но не более двух карт, либо пасовать.»"""
    s = make(hands=("7S KC", "2C", "3C", "4C"), talon="5D 6D 8D 10S", run="9H")
    assert set(s.legal_actions()) == {BUY1, BUY2, PASS}
    s.apply(BUY2)
    assert s.hands[0] == s._sorted(cs("7S KC 5D 6D"))
    assert not any(a.kind == "buy" for a in s.legal_actions())       # two bought: no more this turn
    s2 = make(hands=("7S KC", "2C", "3C", "4C"), talon="10S 8D", run="9H")
    s2.apply(BUY1)
    assert play("10S") in s2.legal_actions()                         # a bought card that fits is laid


def test_sleduyushim_hodit_igrok_sidyashiy_po_levuyu_ruku():
    """«Следующим ходит игрок, сидящий по левую руку.»"""
    s = make(hands=("7S KC", "10C", "3C", "4C"), run="9H")
    s.apply(PASS)
    assert s.to_move == 1 and s.legal_actions()[0] == play("10C")


def test_vse_spasovali_polozhivshiy_poslednyuyu_nachinaet_novyy_ryad():
    """Reading (the seeds do not say): when everyone has passed since the last card, its layer starts
    a new run with any card — so that a run never sticks (catalogue B8)."""
    s = make(hands=("5S KC", "2C", "3C", "4C"), run="9H", current=1)
    s.last_layer = 0
    for _ in range(3):
        s.apply(PASS)
    assert s.to_move == 0 and s.pub.leading and set(s.legal_actions()) == {play("5S"), play("KC")}


def test_23a_polozhivshiy_korolya_prodolzhaet_hod_s_lyuboy_karty():
    """«Положивший короля продолжает ход с любой карты.» (23.а)"""
    s = make("23a", hands=("QC KD 5S 9H", "2C", "3C", "4C"), run="JH")
    s.apply(play("QC"))
    s.apply(play("KD"))
    assert s.to_move == 0 and set(s.legal_actions()) == {play("5S"), play("9H")} and not s.run


def test_polozhivshiy_kartu_tozhdestvennuyu_lenturlu_beret_summu_ostalnye_stavyat_po_2():
    """«Игрок, положивший карту, тождественную как достоинством, так и мастью с «лентюрлю», берет
    поставленную на нее сумму. Все остальные в складчину ставят на эту карту заранее определенную сумму
    (например, по 2 фишки).» Five players: 7♦ carries 7, its layer takes them, four others put 2 each."""
    s = make(seats=5, hands=("7D 9H", "2C", "3C", "4C", "5C"), run="6H", stacks=(100,) * 5)
    assert s.view(0).stakes["7D"] == 7
    ev = s.apply(play("7D"))
    assert chips(ev, "take") == [("stake:7D", "player:0", 7)]
    assert [a for _, _, a in chips(ev, "restake")] == [2, 2, 2, 2] and s.view(0).stakes["7D"] == 8
    assert s.run == cs("6H 7D") and s.to_move == 0                  # Rozaliev: the run goes on


def test_002_etoy_kartoy_okanchivaet_vzyatku():
    """«этой картой оканчивает взятку и берет ту сумму денег, которая лежит на столе на открытой
    одноименной карте» (002): option ``lenturlu_card_stops``; by default (Rozaliev) the run goes on."""
    s = make(hands=("7D 9H", "2C", "3C", "4C"), run="6H", lenturlu_card_stops=True)
    ev = s.apply(play("7D"))
    assert [e.get("reason") for e in ev if e.what == "run_closed"] == ["stop"] and s.pub.leading


def test_pervyy_ostavshiysya_bez_kart_vyigryvaet_ostalnye_platyat_ochki_lenturlu_vdvoe():
    """«Первый, оставшийся без карт, выигрывает. Остальные выплачивают ему столько денег, сколько очков
    у них на руках. Стоимость карт «лентюрлю» удваивается (за пиковым Т в нашем примере — 2, бубновая 7 —
    14, крестовый В, чирвовый К и пиковая Д — по 20 фишек). Кроме того, выигравший забирает все деньги с
    «лентюрлю».» Т 1, В/Д/К 10, the rest at face value; the lenturlu cards 2, 14, 20, 20, 20."""
    s = make("23a", hands=("9D", "AS 7D", "JC KH QS", "AC 5H JD"), run="8H", stacks=(100,) * 4, deals=1)
    board = sum(s.view(0).stakes.values())
    ev = s.apply(play("9D"))
    assert s.over
    assert chips(ev, "points") == [("player:1", "player:0", 2 + 14), ("player:2", "player:0", 20 + 20 + 20),
                                   ("player:3", "player:0", 1 + 5 + 10)]
    assert sum(a for _, _, a in chips(ev, "board")) == board and sum(s.view(0).stakes.values()) == 0
    assert s.result().chips[0] == s.pub.chips[0] - s.pub.start_chips[0]


def test_23b_pervym_polozhivshiy_korolya_beret_vse_dengi_i_ochki_ostalnyh():
    """«Вариант отличается от варианта 23.а. тем, что игрок, первым положивший короля, берет все деньги
    с «лентюрлю». Очки остальных игроков подсчитываются. Выигравший получает с остальных игроков в
    соответствии с теми очками, которые оказались у них на руках.»"""
    s = make("23b", hands=("KD 5S", "2C JC", "3C", "4C KS"), run="QH", stacks=(100,) * 4, deals=1)
    board = sum(s.view(0).stakes.values())
    ev = s.apply(play("KD"))
    assert s.over and [e.get("reason") for e in ev if e.what == "deal_over"] == ["king"]
    assert chips(ev, "points") == [("player:1", "player:0", 2 + 20), ("player:2", "player:0", 3),
                                   ("player:3", "player:0", 4 + 10)]
    assert sum(a for _, _, a in chips(ev, "board")) == board


def test_23b_pervyy_hod_vsegda_s_tuza():
    """«Первый ход — всегда с туза.» (23.б) Reading: a player without an ace passes (he may buy first)
    and the ace lead moves on; if nobody has one, the first player leads any card (the seed does not
    say; 002 lets the first lead be any card)."""
    s = make("23b", hands=("AH 5C KD", "2C", "3C", "4C"))
    assert set(s.legal_actions()) == {play("AH")}
    s2 = make("23b", hands=("5C", "6C", "7C", "8C"), talon="9S 9D")
    assert set(s2.legal_actions()) == {BUY1, BUY2, PASS}
    for _ in range(4):
        s2.apply(PASS)
    assert s2.to_move == 0 and s2.legal_actions() == [play("5C")]
    assert set(make("23a", hands=("AH 5C", "2C", "3C", "4C")).legal_actions()) == {play("AH"), play("5C")}


def test_23v_vmesto_podscheta_ochkov_kazhdyy_vyplachivaet_opredelennuyu_summu():
    """«Вариант отличается от варианта 23.6. тем, что вместо подсчета очков игроку, первому положившему
    короля, каждый из игроков выплачивает определенную сумму денег.» 002: «если условились играть по 10
    копеек, то каждый проигравший выплачивает эту сумму»."""
    s = make("23v", hands=("KD 5S", "2C JC QS", "3C", "4C"), run="QH", stacks=(100,) * 4, deals=1)
    ev = s.apply(play("KD"))
    assert chips(ev, "fixed") == [("player:1", "player:0", 10), ("player:2", "player:0", 10),
                                  ("player:3", "player:0", 10)]


def test_igrokov_menshe_treh_ili_bolshe_vosmi_net():
    """«Игроков от трех до восьми человек.» Bad input: a clear error."""
    with pytest.raises(BadSeats):
        G.start(2, 1)
    with pytest.raises(BadSeats):
        G.start(9, 1)
