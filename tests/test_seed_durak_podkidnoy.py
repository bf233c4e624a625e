"""An executable reading of the seeds for «Дурак подкидной» (Rozaliev №2, catalogue A1).

Seed 003 begins after №2 and names it only in passing («по всем правилам «подкидного» (№ 2)»,
«козыри открываются аналогично «подкидному дураку»»). The tests named after those sentences
check what they say; the rest check the game's F1 rules that come from other sources
(``Outside:``) or from our reading (``Reading:``), as the rulebook marks them."""
from rules import Action, get_game

from durak_helpers import A, C, codes, hand, position

G = get_game("durak_podkidnoy")


def legal(s):
    return set(s.legal_actions())


def test_kozyri_otkryvayutsya_analogichno_podkidnomu():
    """«козыри открываются аналогично «подкидному дураку»» (said of the diamonds durak's variants):
    in podkidnoy the card after the deal is turned up and fixes trumps; it lies face up under the
    stock (Outside: and is drawn last)."""
    for seed in range(5):
        s = G.start(3, seed, {})
        stock = s.view(0).zone("stock")
        turned = stock.cards[0]
        assert turned is not None and turned == s.pub.trump_card and turned.suit == s.pub.trump
        assert all(c is None for c in stock.cards[1:])                 # the rest face down
        assert s.zones["stock"][-1] != turned                          # drawn last: at the bottom


def test_sdayut_po_shest_kart():
    """Outside: six cards each, dealt one at a time (the usual rules; Rozaliev's text of №2 is lost)."""
    for seats in range(2, 7):
        s = G.start(seats, 3, {})
        assert all(len(hand(s, p)) == 6 for p in range(seats))
        assert len(s.zones["stock"]) == 36 - 6 * seats


def test_pri_shesti_igrokah_kozyr_pokazyvaet_poslednyaya_karta_sdayushchego():
    """Outside: with six players the whole pack is dealt and the dealer's last card shows trumps,
    to everyone."""
    s = G.start(6, 4, {})
    assert not s.zones["stock"] and s.pub.trump_card is None
    card = s.pub.trump_shown
    assert card.suit == s.pub.trump and card in hand(s, s.pub.dealer)
    assert card in s.view((s.pub.dealer + 1) % 6).hand(s.pub.dealer).known


def test_pervuyu_partiyu_nachinaet_mladshiy_kozyr():
    """Outside: the first game is opened by the holder of the lowest trump, who shows it."""
    for seed in range(6):
        s = G.start(4, seed, {})
        low = min((c for p in range(4) for c in hand(s, p) if c.suit == s.pub.trump), key=lambda c: c.rank)
        show = next(e for e in s.start_events if e.what == "show")
        assert show.cards == (low,) and s.pub.attacker_seat == show.seat and low in hand(s, show.seat)


def test_proigravshiy_sdaet_i_iz_pod_duraka_hodit_sleduyushchiy():
    """«Проигравший сдает … И в «дураке наваленном» сдает проигравший» (seed 003: the family's
    custom): the fool deals the next game, and the player on his left attacks (Outside: «из-под
    дурака»), with no lowest trump shown."""
    s = position("durak_podkidnoy", seats=3, hands=["7S", "8S 9C", "10S JS"], trump="H")
    s.apply(A("attack", "7S"), 0)
    s.apply(A("defend", "8S", index=0), 1)
    s.apply(Action("pass"), 2)                  # (the attacker has no cards to throw in)
    s.apply(A("attack", "9C"), 1)               # seat 0 is out; 1 attacks 2 (the defender leads)
    s.apply(Action("take"), 2)                  # seat 1 has nothing to throw in: he is out
    assert s.over and s.result().losers == (2,)
    nxt = G.next_deal_options(s)
    assert nxt["dealer"] == 2
    s2 = G.start(3, 1, nxt)
    assert s2.pub.dealer == 2 and s2.pub.attacker_seat == 0 and s2.pub.defender_seat == 1
    assert not any(e.what == "show" for e in s2.start_events)


def test_kartu_byot_starshaya_toy_zhe_masti_ili_kozyr():
    """«если его карта той же масти большего достоинства или козырь» (seed 003, what beating
    means): a higher card of the suit or any trump beats a plain card; Reading: a trump only by a
    higher trump, and another plain suit never beats."""
    s = position("durak_podkidnoy", hands=["9S", "10S 8S 6H JC"], trump="H")
    s.apply(A("attack", "9S"), 0)
    assert legal(s) == {A("defend", "10S", index=0), A("defend", "6H", index=0), Action("take")}
    s = position("durak_podkidnoy", hands=["9H", "10H 8H AS"], trump="H")
    s.apply(A("attack", "9H"), 0)
    assert legal(s) == {A("defend", "10H", index=0), Action("take")}


def test_hodyashchiy_kladyot_kartu_pod_soseda_sleva():
    """Outside: the attacker leads one card to his left neighbour, who beats it or takes."""
    s = position("durak_podkidnoy", seats=4, attacker=2, hands=["6C", "6D", "7S 8S", "9S 10S"], trump="H")
    assert s.pub.defender_seat == 3
    assert legal(s) == {A("attack", "7S"), A("attack", "8S")}
    s.apply(A("attack", "7S"), 2)
    assert s.pub.phase == "defend" and s.to_move == 3


def test_otbivayushchiysya_byot_kazhduyu_ili_beryot_vse_karty_so_stola():
    """Outside: the defender beats every card or takes everything on the table, the beaten cards
    with the unbeaten; the taker loses his turn, the next player attacks."""
    s = position("durak_podkidnoy", seats=3, hands=["7S 7C 9H", "8S 6D 10C", "JC QC KC"], trump="H")
    s.apply(A("attack", "7S"), 0)
    s.apply(A("defend", "8S", index=0), 1)
    s.apply(A("attack", "7C"), 0)
    s.apply(Action("take"), 1)
    s.apply(Action("pass"), 0)
    s.apply(Action("pass"), 2)
    assert codes(hand(s, 1)) == codes(C("6D 10C 7S 8S 7C"))
    assert (s.pub.attacker_seat, s.pub.defender_seat) == (2, 0)


def test_podkidyvayut_karty_dostoinstv_chto_na_stole_hodivshiy_pervym():
    """Outside: when all is beaten the attacker, then the others clockwise, may throw in cards of
    ranks on the table (Reading: asked in turn, the attacker first)."""
    s = position("durak_podkidnoy", seats=3, hands=["7S 7C 8H 9C", "8S 6H QC KD AC", "7D 10C"], trump="H")
    s.apply(A("attack", "7S"), 0)
    s.apply(A("defend", "8S", index=0), 1)
    assert s.pub.phase == "throw" and s.to_move == 0
    assert legal(s) == {A("attack", "7C"), A("attack", "8H"), Action("bito")}
    s.apply(Action("bito"), 0)
    assert s.to_move == 2 and legal(s) == {A("attack", "7D"), Action("pass")}


def test_podkidyvat_posle_beru():
    """Outside: after «Беру» the others may still throw in within the limit (an option)."""
    for after in (True, False):
        s = position("durak_podkidnoy", opts={"throw_in_after_take": after}, hands=["7S 7C", "9D 6C 10C"],
                     trump="H")
        s.apply(A("attack", "7S"), 0)
        s.apply(Action("take"), 1)
        if after:
            assert s.to_move == 0 and A("attack", "7C") in legal(s)
        else:
            assert s.pub.phase == "lead" and codes(hand(s, 1)) == codes(C("9D 6C 10C 7S"))


def test_nepobityh_ne_bolshe_chem_u_nego_na_rukah():
    """Outside: never more unbeaten cards than the defender holds."""
    s = position("durak_podkidnoy", hands=["7S 7C 7H 7D 8S", "9S 6C"], trump="H")
    s.apply(A("attack", "7S"), 0)
    s.apply(Action("take"), 1)
    s.apply(A("attack", "7C"), 0)               # two against a hand of two: no room for a third
    assert s.pub.phase == "lead" and codes(hand(s, 1)) == codes(C("9S 6C 7S 7C"))


def test_za_otboy_ne_bolshe_shesti_v_pervom_pyati():
    """Outside: at most six attack cards in a bout, five in the very first (an option)."""
    for first, bout, most in ((5, 1, 5), (6, 1, 6), (5, 2, 6)):
        s = position("durak_podkidnoy", opts={"first_bout_limit": first}, bouts=bout,
                     hands=["6S 6C 6H 6D 9C 9H 9D", "9S 10D JD QD KD AD 7H 8H"], trump="H")
        s.apply(A("attack", "6S"), 0)
        s.apply(A("defend", "9S", index=0), 1)
        s.apply(A("attack", "6C"), 0)
        s.apply(Action("take"), 1)
        laid = 2
        for code in ("6H", "6D", "9C", "9H", "9D"):
            if s.pub.phase != "throw":
                break
            s.apply(A("attack", code), 0)
            laid += 1
        assert laid == most


def test_bito_karty_v_otboy_hodit_otbivshiysya():
    """Outside: when all decline the bout is «бито»: the cards are discarded, the defender attacks."""
    s = position("durak_podkidnoy", seats=3, hands=["7S 9C", "8S KD AC", "10C JC"], trump="H")
    s.apply(A("attack", "7S"), 0)
    s.apply(A("defend", "8S", index=0), 1)
    s.apply(Action("bito"), 0)
    s.apply(Action("pass"), 2)
    assert codes(s.zones["discard"]) == codes(C("7S 8S"))
    assert (s.pub.attacker_seat, s.pub.defender_seat) == (1, 2)


def test_dobirayut_hodivshiy_ostalnye_otbivavshiysya_poslednim():
    """Outside: after the bout the attacker, then the others clockwise, then the defender refill to
    six; the turned-up trump is drawn last."""
    s = position("durak_podkidnoy", seats=3, hands=["7S 6S 6D 6H 9S", "8S KC KD KS QC QD", "9C 9D JC QC KC"],
                 stock="AH 10C 10S JH", trump="H", trump_card="AH")
    s.apply(A("attack", "7S"), 0)
    s.apply(A("defend", "8S", index=0), 1)
    s.apply(Action("bito"), 0)
    ev = s.apply(Action("pass"), 2)
    assert [(e.seat, codes(e.cards)) for e in ev if e.what == "draw"] == \
        [(0, ["10S", "JH"]), (2, ["10C"]), (1, ["AH"])]     # the trump card last of all
    assert not s.zones["stock"] and all(len(hand(s, p)) == 6 for p in range(3))


def test_posledniy_s_kartami_durak_vyshedshie_vmeste_nichya():
    """Outside: once the stock is gone a player without cards is out; the last holder is the fool;
    if the last players go out together nobody is (a draw)."""
    s = position("durak_podkidnoy", hands=["7S", "8S 9C"], trump="H")
    s.apply(A("attack", "7S"), 0)
    s.apply(A("defend", "8S", index=0), 1)      # seat 0 has nothing to throw in: he is out
    r = s.result()
    assert r.losers == (1,) and r.placings == (1, 2) and not r.draw
    s = position("durak_podkidnoy", hands=["7S", "8S"], trump="H")
    s.apply(A("attack", "7S"), 0)
    s.apply(A("defend", "8S", index=0), 1)
    r = s.result()
    assert r.draw and r.losers == ()


def test_komandy_podkidyvayut_tolko_protivniki():
    """Outside (Rozaliev, team play): partners sit alternately; only the defender's opponents throw
    in; the fool's team loses."""
    s = position("durak_podkidnoy", seats=4, opts={"teams": "2x2"},
                 hands=["7S 7C", "8S KD", "7H 9C", "7D 10C"], trump="H")
    s.apply(A("attack", "7S"), 0)
    s.apply(A("defend", "8S", index=0), 1)
    assert s.to_move == 0
    s.apply(Action("bito"), 0)
    assert s.to_move == 2                       # seat 3, the defender's partner, is never asked
    s.apply(Action("pass"), 2)
    assert s.pub.attacker_seat == 1


def test_esli_kozyrey_ni_u_kogo_net_hodit_sleva_ot_sdayushchego():
    """Reading: if nobody holds a trump, the lowest-trump rule decides nothing; the player left of the
    dealer opens the first game."""
    for seed in range(600):
        s = G.start(2, seed, {})
        if not any(c.suit == s.pub.trump for p in range(2) for c in hand(s, p)):
            break
    else:
        raise AssertionError("every deal held a trump")
    assert not any(e.what == "show" for e in s.start_events)
    assert s.pub.attacker_seat == (s.pub.dealer + 1) % 2
