"""Кинг as seed 001 says it (Rozaliev 47.а–47.г), sentence by sentence, through the public API.

Each test is named after the seed's sentence and quotes it. The seed keeps only the end of
47.а; what the engine adds there (the penalty list, the deal) is tested as a Reading.
"""
import random

from rules.actions import Action
from rules.cards import Card
from rules.games.king import KING_GAME as G, scoring as K
from rules.games.king.engine import snos
from rules.games.tricks.engine import hand
from test_king import rig  # the hand-built positions of the rules tests

C = Card.parse




def play(s, *codes):
    for c in codes:
        s.apply(Action("play", (C(c),)))


def bot_match(seats, seed, **opts):
    s = G.start(seats, seed, opts)
    rng = random.Random(seed)
    while not s.over:
        s.apply(G.rule_policy(s.view(s.to_move), rng))
    return s


def full_deck_total(game, variant, balance="king24"):
    deck = [c for c in G.start(4 if variant in ("47a", "47b") else 3, 1, {"variant": variant}).deck]
    vals = K.values(variant, balance)
    return K.deal_total(game, vals, len(deck) // (4 if variant in ("47a", "47b") else 3), deck)


# --------------------------------------------------------------------------- 47.а
def test_za_kazhduyu_vzyatku_po_3_ochka_vsego_24():
    """«За каждую взятку игрок получает по 3 очка. Всего за 8 взяток игроки получают 24 очка.»"""
    s = rig(G.start(4, 1), [["AS", "7D"], ["7S", "8D"], ["8S", "9D"], ["9S", "10D"]], K.OTYGRYSH, trump="H")
    plus = s.pub.plus
    play(s, "AS", "7S", "8S", "9S", "7D", "8D", "9D", "10D")
    assert s.pub.sheet[-1][4] == (3, 0, 0, 3)
    assert tuple(b - a for a, b in zip(plus, s.pub.plus)) == (3, 0, 0, 3)
    assert K.deal_total(K.OTYGRYSH, K.values("47a"), 8, ()) == 24


def test_sdayushchim_stanovitsya_igrok_naznachivshiy_kozyrya():
    """«В следующую игру сдающим становится игрок, назначивший козыря.»"""
    s = G.start(4, 5)
    rng = random.Random(0)
    seen = 0
    while not s.over and seen < 3:
        if s.pub.phase == "trump":
            namer, no = s.to_move, s.pub.deal_no
            s.apply(Action("trump", value="S"))
            while s.pub.deal_no == no:
                s.apply(rng.choice(s.legal_actions()))
            assert s.pub.dealer == namer
            seen += 1
        else:
            s.apply(rng.choice(s.legal_actions()))
    assert seen == 3


def test_dva_kruga_kazhdyy_po_2_raza_naznachit_kozyrya():
    """«Когда игроки, таким образом, сыграют два круга, т. е. каждый из игроков по 2 раза назначит
    козыря, производится подсчет очков.»"""
    s = bot_match(4, 2)
    namers = [row[2] for row in s.pub.sheet if row[1] == K.OTYGRYSH]
    assert len(namers) == 8 and sorted(namers) == [0, 0, 1, 1, 2, 2, 3, 3]
    assert s.pub.sheet[-1][1] == K.OTYGRYSH and s.over         # the count comes after the two circles


def test_iz_ochkov_otygrysha_vychitayutsya_shtrafnye_raznitsa_so_znakom():
    """«При этом из очков, полученных в отыгрыш, вычитаются штрафные очки. Разница со знаком «плюс»
    или «минус» записывается и, таким образом, окончательный итог представляет собой чистый
    выигрыш или проигрыш.»"""
    s = bot_match(4, 3)
    moved = s.result().settlement.moved
    assert moved == tuple(p - m for p, m in zip(s.pub.plus, s.pub.penalty))
    assert any(x > 0 for x in moved) and any(x < 0 for x in moved)


def test_otygrysh_192_ravno_192_algebraicheskaya_summa_nol():
    """«Так как сумма набранных очков при отыгрыше равна также 192 очкам, то. естественно,
    алгебраическая сумма всех очков должна равняться нулю.» (The worked number 192 = 192.)
    Reading: the penalty deals are our reconstruction (the beginning of 47.а is lost); the seed's
    192 checks them."""
    penalties = {g: full_deck_total(g, "47a") for g in K.PENALTY_GAMES}
    assert penalties == {"tricks": 16, "hearts": 16, "boys": 16, "girls": 16, "last2": 16, "king": 16,
                         "eralash": 96}
    assert sum(penalties.values()) == 192 == 8 * K.deal_total(K.OTYGRYSH, K.values("47a"), 8, ())
    for seed in (0, 1):
        s = bot_match(4, seed)
        assert sum(s.pub.penalty) == 192 == sum(s.pub.plus)
        assert sum(s.result().settlement.moved) == 0


def test_poryadok_rozygrysha_dolzhen_byt_ogovoren():
    """«Многими игроками приводится иной порядок розыгрыша. Например, сначала не берут мальчиков и
    т. д. … порядок розыгрыша должен быть оговорен перед началом игры.»"""
    assert G.start(4, 1).pub.game == K.TRICKS
    s = G.start(4, 1, {"deal_order": "boys_first"})
    assert s.pub.game == K.BOYS and s.pub.schedule[:len(K.PENALTY_GAMES)] == K.DEAL_ORDERS["boys_first"]


def test_reading_47a_penalty_deal_play_follow_suit_no_trumps():
    """Reading (the beginning of 47.а is lost; common rules): in a penalty deal follow suit, if void
    any card, no trumps; the highest of the suit led takes."""
    s = rig(G.start(4, 1), [["7S", "AD"], ["KS", "8D"], ["AH", "9D"], ["8S", "10D"]], K.TRICKS)
    play(s, "7S")
    assert {a.card for a in s.legal_actions()} == {C("KS")}
    play(s, "KS")
    assert {a.card for a in s.legal_actions()} == {C("AH"), C("9D")}
    play(s, "AH", "8S")
    assert s.pub.deal_tricks[0][0] == 1


# --------------------------------------------------------------------------- 47.б
def test_47b_zakazyvaet_sidyashchiy_sleva_posle_rassmotreniya_vsekh_kart():
    """«Заказывает игрок, сидящий слева от сдающего. Заказ производится, а козырь назначается после
    сдачи и рассмотрения всех карт.»"""
    s = G.start(4, 2, {"variant": "47b"})
    o = s.to_move
    assert s.pub.phase == "order" and o == (s.pub.dealer + 1) % 4
    assert all(len(s.zones[hand(i)]) == 8 for i in range(4))
    s.apply(Action("order", value=K.OTYGRYSH))
    assert s.pub.phase == "trump" and s.to_move == o


def test_47b_dva_raza_ni_odnu_igru_krome_otygrysha_posle_zapolneniya_tablitsy():
    """«Каждый из игроков обязан сыграть все игры. … Два раза ни одну игру, кроме отыгрыша,
    заказать нельзя. … После заполнения таблицы игра прекращается.»
    Reading: «кроме отыгрыша» — the отыгрыш twice, as in 47.а (option: 8)."""
    s = G.start(4, 2, {"variant": "47b"})
    rng = random.Random(1)
    while not s.over:
        if s.pub.phase == "order":
            mine = s.pub.remaining[s.to_move]
            offered = {a.value for a in s.legal_actions()}
            assert offered == set(mine)
        s.apply(rng.choice(s.legal_actions()))
    per = {}
    for _, game, who, _, _ in s.pub.sheet:
        per.setdefault(who, []).append(game)
    assert s.pub.deal_no == 36 and all(r == () for r in s.pub.remaining)
    for games in per.values():
        assert sorted(games) == sorted(K.PENALTY_GAMES + (K.OTYGRYSH, K.OTYGRYSH))
    assert sum(s.result().settlement.moved) == 0          # Reading: settled by differences


# --------------------------------------------------------------------------- 47.в
def test_47v_izymayutsya_dva_chernykh_tuza_sdayut_po_10():
    """«из колоды для (32 листа) изымаются два черных туза, которые в розыгрыше не участвуют. Сдают
    по 10 карт.»"""
    s = G.start(3, 4, {"variant": "47v"})
    assert len(s.deck) == 30 and C("AS") not in s.deck and C("AC") not in s.deck
    assert C("AH") in s.deck and C("AD") in s.deck
    assert all(len(s.zones[hand(i)]) == 10 for i in range(3))


def test_47v_vzyatki_po_2_malchiki_i_devochki_po_5_dve_poslednih_po_10_king_20_chervi_po_2():
    """«За взятки — по 2 очка, за мальчиков и девочек — по 5, две последних — по 10, за кинга — 20.
    за червей — по 2.»"""
    v = K.values("47v", "proportional")
    assert (v["trick"], v["boy"], v["girl"], v["last"], v["kh"], v["heart"]) == (2, 5, 5, 10, 20, 2)
    totals = {g: full_deck_total(g, "47v", "proportional") for g in K.PENALTY_GAMES}
    assert totals == {"tricks": 20, "hearts": 16, "boys": 20, "girls": 20, "last2": 20, "king": 20,
                      "eralash": 116}
    assert sum(totals.values()) == 232
    s = rig(G.start(3, 4, {"variant": "47v"}), [["JS", "7D"], ["QS", "8D"], ["KH", "9D"]], K.ERALASH)
    play(s, "JS", "QS", "KH", "8D", "9D", "7D")
    # Д♠ takes В♠, Д♠ and К♥ in the last but one trick: 2 + 10 + 5 + 5 + 2 + 24 (the king24 balance)
    assert s.pub.sheet[-1][4] == (0, 2 + 10 + 5 + 5 + 2 + 24, 2 + 10)


def test_47v_king_24_i_v_eralashe_240_ravno_240():
    """«какую-нибудь игру играют из расчета на 4 очка больше. Например, «не брать кинга» играют с
    записью за кинга 24 очка, так же и в «ералаше».» (The worked number 240 = 240.)
    Reading: the отыгрыш pays 4 a trick (the seed gives no value; only 4 balances the «+4»)."""
    totals = {g: full_deck_total(g, "47v") for g in K.PENALTY_GAMES}
    assert totals["king"] == 24 and totals["eralash"] == 120 and sum(totals.values()) == 240
    assert 6 * K.deal_total(K.OTYGRYSH, K.values("47v"), 10, ()) == 240
    s = bot_match(3, 4, variant="47v")
    assert sum(s.pub.penalty) == 240 == sum(s.pub.plus) and sum(s.result().settlement.moved) == 0
    assert [r[1] for r in s.pub.sheet].count(K.OTYGRYSH) == 6


def test_47v_imeyushchiy_minus_vyplachivaet_proportsionalno():
    """«Так как в этом варианте общий итог очков не сходится, то имеющий минус выплачивает
    пропорционально имеющему плюс»"""
    v = K.values("47v", "proportional")
    assert sum(full_deck_total(g, "47v", "proportional") for g in K.PENALTY_GAMES) == 232 != 240
    moved = K.settle("47v", "proportional", (100, 60, 72), (80, 100, 60))    # nets −20, +40, −12
    assert moved == (-20, 32, -12) and sum(moved) == 0
    assert v["kh"] == 20


# --------------------------------------------------------------------------- 47.г
def test_47g_vchetverom_sdayushchiy_ne_uchastvuet_sdayut_po_dve():
    """«Колода — 32 листа. Игроков — трое или четверо. При игре вчетвером сдающий в игре не
    участвует. Сдают по две все карты.»"""
    for seats in (3, 4):
        s = G.start(seats, 8, {"variant": "47g"})
        d = s.pub.dealer
        assert len(s.deck) == 32
        deals = [e for e in s.start_events if e.what == "deal" and e.src == "stock"]
        assert all(e.count == 2 for e in deals)
        if seats == 4:
            assert d not in s.pub.playing and s.zones[hand(d)] == []
        assert all(len(s.zones[hand(x)]) == 10 for x in s.pub.playing) and len(s.zones["talon"]) == 2


def test_47g_v_prikup_nelzya_klast_dve_pervye_i_dve_poslednie():
    """«В процессе сдачи две карты кладутся отдельно и составляют прикуп. В прикуп нельзя класть две
    первые и две последние карты колоды.»"""
    places = set()
    for seed in range(30):
        s = G.start(3, seed, {"variant": "47g"})
        moves = [e.what for e in s.start_events if e.src == "stock" and e.what in ("deal", "talon")]
        i = moves.index("talon")
        assert 0 < i < len(moves) - 1 and moves.count("talon") == 1
        places.add(i)
    assert len(places) > 1                     # and it is not always the same place


def test_47g_pokazyvaet_prikup_smeshivaet_i_snosit_dve_v_temnuyu():
    """«Игрок, сидящий слева от сдающего, рассмотрев свои карты. назначает игру … После этого берет
    и всем показывает прикуп, смешивает его со своими картами, а затем две карты сносит «в
    темную».»"""
    s = G.start(3, 8, {"variant": "47g"})
    o = s.to_move
    assert o == (s.pub.dealer + 1) % 3 and s.pub.phase == "order"
    talon = list(s.zones["talon"])
    ev = s.apply(Action("order", value=K.TRICKS))
    shown = [e for e in ev if e.what == "talon_taken"][0]
    assert shown.visible_to is None and list(shown.cards) == talon
    assert len(s.zones[hand(o)]) == 12 and s.pub.phase == "discard"
    a, b = s.zones[hand(o)][:2]
    s.apply(Action("discard", (a,)))
    s.apply(Action("discard", (b,)))
    assert s.zones[snos(o)] == [a, b] and s.pub.phase == "play"
    assert all(s.view(v).zones[snos(o)].cards == (None, None) for v in range(3) if v != o)


def test_47g_snesennaya_karta_schitaetsya_v_ego_vzyatke():
    """«Естественно, что в снос нельзя класть карты, имеющие очки в эту игру … Если игрок совершил
    ошибку, то снесенная карта считается в его взятке.»
    Reading: the program does not forbid it (nobody sees a face-down discard); it applies the
    seed's rule for the mistake."""
    vals = K.values("47g")
    tricks = [(1, (C("7S"), C("8S"), C("9S")))]
    assert K.deal_points(K.BOYS, tricks, 3, vals, {0: (C("JH"), C("7D"))}) == (5, 0, 0)
    assert K.deal_points(K.KING_H, tricks, 3, vals, {2: (C("KH"), C("7D"))}) == (0, 0, 20)
    assert K.scoring_cards(K.BOYS, C("JH")) and not K.scoring_cards(K.BOYS, C("QH"))


def test_47g_bez_eralasha_otygrysh_tri_raza():
    """«Играют без «ералаша» и каждый игрок имеет право заказать отыгрыш три раза.»
    Reading: each penalty game once."""
    s = G.start(3, 8, {"variant": "47g"})
    for mine in s.pub.remaining:
        assert K.ERALASH not in mine and mine.count(K.OTYGRYSH) == 3
        assert sorted(set(mine) - {K.OTYGRYSH}) == sorted(set(K.PENALTY_GAMES) - {K.ERALASH})
    assert K.ERALASH not in {a.value for a in s.legal_actions()}
    assert s.pub.deals == 3 * 9


def test_47g_kazhdyy_zapisyvaet_sebe_4_shtrafnykh_ochka():
    """«Стоимость взяток и карт во взятках аналогична варианту 47.в. Для компенсации разницы в очках
    перед началом игры каждый записывает себе 4 штрафных очка.» (116 + 4 = 120 a player.)"""
    s = G.start(3, 6, {"variant": "47g"})
    assert s.pub.penalty == (4, 4, 4)
    per_player = sum(full_deck_total(g, "47g") for g in K.PENALTY_GAMES if g != K.ERALASH)
    assert per_player == 116 and 3 * K.deal_total(K.OTYGRYSH, K.values("47g"), 10, ()) == 120 == 116 + 4
    s = bot_match(3, 6, variant="47g")
    assert sum(s.pub.penalty) == 3 * 120 == sum(s.pub.plus) and sum(s.result().settlement.moved) == 0


def test_47g_krug_ne_brat_vzyatok_nabravshiy_bolshe_vsekh_pishet_4():
    """«С этой же целью некоторые игроки перед началом игры проводят три раза (1 круг) сдачу и игру
    «не брать взяток». Игрок, набравший за одну игру больше всех взяток, записывает 4 штрафных
    очка.»
    Reading: with a tie the first to reach the top count writes 4 («игрок», one; one 4 a deal
    keeps the sum at zero); option circle_tie="all": every tied player."""
    s = G.start(3, 6, {"variant": "47g", "compensation": "no_tricks_circle"})
    assert s.pub.penalty == (0, 0, 0) and s.pub.game == K.CIRCLE
    assert s.pub.schedule == (K.CIRCLE,) * 3
    tie = [(1, ()), (0, ()), (0, ()), (1, ()), (2, ())]
    assert K.deal_points(K.CIRCLE, tie, 3, {}) == (4, 0, 0)
    assert K.deal_points(K.CIRCLE, tie, 3, {}, circle_tie="all") == (4, 4, 0)
    assert K.deal_points(K.CIRCLE, [(2, ()), (2, ()), (0, ())], 3, {}) == (0, 0, 4)
    rng = random.Random(6)
    while s.pub.deal_no <= 3:
        s.apply(rng.choice(s.legal_actions()))
    assert [sorted(r[4]) for r in s.pub.sheet[:3]] == [[0, 0, 4]] * 3


def test_47g_pole_delitsya_na_tri_otdela():
    """«Поле делится на части по числу игроков. Каждая из частей, в свою очередь, делится на три
    отдела. В самый верхний (1) записываются … штрафные очки, в средний (2) … все игры, которые
    имеет право сыграть игрок. Сыграв игру, он зачеркивает … В нижнем поле (3) … очки, полученных
    игроком на отыгрыше.»"""
    from rules.games.king.sheet import ZONE_GAMES, ZONE_PENALTY, ZONE_PLUS
    s = G.start(3, 8, {"variant": "47g"})
    names = [sec.title for sec in s.sheet_sections()]
    assert names[:3] == [ZONE_PENALTY, ZONE_GAMES, ZONE_PLUS]
