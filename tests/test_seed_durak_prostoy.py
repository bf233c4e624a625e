"""An executable reading of the seeds for «Дурак простой» (Rozaliev 1.а, 1.в, catalogue A0).

The seeds do not hold Rozaliev's text of 1.а or 1.в; seed 003 refers to it three times:
«Карты кроются или берутся аналогично «дураку простому»» (Акулина), «Правила сдачи и ходов
аналогичны «дураку простому» в вариантах 1.а. или 1.в.» and the example lead «валетом треф,
валетом пик и десяткой червей» (Веришь (1)). The tests named after those sentences check what
they say; the rest check the F1 rules from other sources (``Outside:``) and our reading
(``Reading:``)."""
from rules import Action, get_game

from durak_helpers import A, C, codes, hand, position

G = get_game("durak_prostoy")


def legal(s):
    return set(s.legal_actions())


def test_v_variantah_1a_ili_1v():
    """«…аналогичны «дураку простому» в вариантах 1.а. или 1.в.»: two variants, the option
    ``attack_patterns``; Outside: 1.а deals five cards; Reading: 1.в six and single-card leads."""
    assert G.option("attack_patterns").choices == ("old_1_3_5", "single")
    for variant, size in (("old_1_3_5", 5), ("single", 6)):
        s = G.start(3, 4, {"attack_patterns": variant})
        assert all(len(hand(s, p)) == size for p in range(3))
        assert len(s.zones["stock"]) == 36 - 3 * size


def test_kozyr_otkryvaetsya_pod_kolodu_ego_berut_poslednim():
    """Outside: the next card is turned up under the stock as trump and drawn last."""
    s = G.start(2, 6, {})
    assert s.pub.trump_card == s.zones["stock"][0] and s.pub.trump_card.suit == s.pub.trump
    assert s.view(0).zone("stock").cards[0] == s.pub.trump_card


def test_hodit_igrok_sleva_ot_sdayushchego():
    """Outside: the player left of the dealer attacks first (option: the lowest trump)."""
    for seed in range(5):
        s = G.start(4, seed, {})
        assert s.pub.attacker_seat == (s.pub.dealer + 1) % 4
        assert not any(e.what == "show" for e in s.start_events)
    s = G.start(4, 2, {"first_attacker": "lowest_trump"})
    show = next(e for e in s.start_events if e.what == "show")
    assert s.pub.attacker_seat == show.seat


def test_hod_valetom_tref_valetom_pik_i_desyatkoy_chervey():
    """«…ход был сделан валетом треф, валетом пик и десяткой червей…» (seed 003, Веришь (1), whose
    leads are those of 1.а): a pair and any third card is a lead («тройка»)."""
    s = position("durak_prostoy", hands=["JC JS 10H 7D 8D", "6S 6C 6H 6D 8S"], trump="D")
    s.apply(A("attack", "JC"), 0)
    assert A("attack", "JS 10H") in legal(s)
    s.apply(A("attack", "JS 10H"), 0)
    s.apply(Action("done"), 0)
    assert codes(s.zones["attack"]) == codes(C("JC JS 10H")) and s.pub.phase == "defend"


def test_hodyat_odnoy_tremya_ili_pyatyu_kartami():
    """Outside: a lead is one, three or five cards — one any; three a pair and any card; five two
    pairs (or four of a kind) and any card. A lead of two or four cannot be closed."""
    s = position("durak_prostoy", hands=["7S 7C 9H 9D JC", "6S 6C 6H 6D 8S"], trump="H")
    assert len(legal(s)) == 5                                      # one card: any
    s.apply(A("attack", "JC"), 0)
    assert legal(s) == {A("attack", "7S 7C"), A("attack", "9H 9D"), Action("done")}   # a pair is needed
    s.apply(A("attack", "9H 9D"), 0)
    assert legal(s) == {A("attack", "7S 7C"), Action("done")}    # a second pair for the «пяток»
    s.apply(A("attack", "7S 7C"), 0)
    s.apply(Action("done"), 0)
    assert len(s.zones["attack"]) == 5
    s = position("durak_prostoy", hands=["7S 7C 7H 7D JC", "6S 6C 6H 6D 8S"], trump="H")
    s.apply(A("attack", "JC"), 0)
    s.apply(A("attack", "7S 7C"), 0)
    assert A("attack", "7H 7D") in legal(s)                       # four of a kind and any card
    s = position("durak_prostoy", hands=["7S 8C 9H 10D JC", "6S 6C 6H 6D 8S"], trump="H")
    s.apply(A("attack", "7S"), 0)
    assert s.legal_actions() == [Action("done")]                  # no pair: one card only


def test_v_hode_ne_bolshe_kart_chem_u_otbivayushchegosya():
    """Reading: a lead never has more cards than the defender holds."""
    s = position("durak_prostoy", hands=["7S 7C 9H 9D JC", "6S 6C"], trump="H")
    s.apply(A("attack", "7S"), 0)
    assert s.legal_actions() == [Action("done")]                  # three would be more than two
    s = position("durak_prostoy", hands=["7S 7C 9H 9D JC", "6S 6C 6H 6D"], trump="H")
    s.apply(A("attack", "7S"), 0)
    s.apply(A("attack", "7C 9H"), 0)
    assert s.legal_actions() == [Action("done")]                  # five would be more than four


def test_nikto_ne_podkidyvaet():
    """Outside: nobody throws in — once all is beaten the bout ends at once."""
    s = position("durak_prostoy", seats=3, hands=["7S 9C", "8S KD AC", "7C 8C"], trump="H")
    s.apply(A("attack", "7S"), 0)
    s.apply(Action("done"), 0)
    s.apply(A("defend", "8S", index=0), 1)
    assert s.pub.phase == "lead" and codes(s.zones["discard"]) == codes(C("7S 8S"))


def test_karty_kroyutsya_ili_berutsya():
    """«Карты кроются или берутся аналогично «дураку простому»» (seed 003): the defender covers any
    of the attack cards; Outside: beaten pairs go to the discard, he takes the unbeaten ones."""
    s = position("durak_prostoy", seats=3, hands=["7S 7C 9H 10D JC", "8S 6C 6D KD AD", "10S 10C 10H JD QD"],
                 stock="6S 6H AC", trump="H")
    s.apply(A("attack", "7S"), 0)
    s.apply(A("attack", "7C 9H"), 0)
    s.apply(Action("done"), 0)
    s.apply(A("defend", "8S", index=0), 1)
    s.apply(Action("take"), 1)
    assert codes(s.zones["discard"]) == codes(C("7S 8S"))
    assert set(C("7C 9H")) <= set(hand(s, 1))


def test_otbivshiysya_hodit_sam_vzyavshiy_propuskaet_hod():
    """Outside: a defender who beat everything attacks next; one who took any card loses his turn
    and the next player attacks (option: he attacks anyway)."""
    s = position("durak_prostoy", seats=3, hands=["7S 9C", "8S KD AC", "7C 8C"], trump="H")
    s.apply(A("attack", "7S"), 0)
    s.apply(Action("done"), 0)
    s.apply(A("defend", "8S", index=0), 1)
    assert s.pub.attacker_seat == 1
    for after, nxt in (("next_player", 2), ("defender", 1)):
        s = position("durak_prostoy", seats=3, opts={"attack_after_partial_take": after},
                     hands=["7S 7C 9H", "8S KD AC", "10C JC"], trump="H")
        s.apply(A("attack", "7S"), 0)
        s.apply(A("attack", "7C 9H"), 0)
        s.apply(Action("done"), 0)
        s.apply(A("defend", "8S", index=0), 1)
        s.apply(Action("take"), 1)
        assert s.pub.attacker_seat == nxt


def test_dobirayut_hodivshiy_zatem_otbivavshiysya():
    """Outside: the attacker, then the defender refill to a full hand; the trump card last."""
    s = position("durak_prostoy", hands=["7S 9C 10C JC QC", "8S KD AC 6C 6D"], stock="AH 10S JS QS KS",
                 trump="H", trump_card="AH")
    s.apply(A("attack", "7S"), 0)
    s.apply(Action("done"), 0)
    ev = s.apply(A("defend", "8S", index=0), 1)
    assert [(e.seat, codes(e.cards)) for e in ev if e.what == "draw"] == [(0, ["KS"]), (1, ["QS"])]


def test_posledniy_s_kartami_durak_on_sdaet():
    """Outside: once the stock is gone the players without cards are out; the last holder is the
    fool, and (seed 003: «Проигравший сдает … И в «дураке наваленном» сдает проигравший») he deals
    the next game."""
    s = position("durak_prostoy", hands=["7S", "8S 9C"], trump="H")
    s.apply(A("attack", "7S"), 0)
    s.apply(Action("done"), 0)
    s.apply(A("defend", "8S", index=0), 1)
    assert s.over and s.result().losers == (1,)
    assert G.next_deal_options(s)["dealer"] == 1


def test_1v_hod_tolko_odnoy_kartoy():
    """Reading (1.в, text lost): single-card leads only, six cards each, no throw-ins."""
    s = position("durak_prostoy", opts={"attack_patterns": "single"}, hands=["7S 7C", "8S 9D"], trump="H")
    s.apply(A("attack", "7S"), 0)
    assert s.pub.phase == "defend" and s.to_move == 1
    s.apply(A("defend", "8S", index=0), 1)
    assert s.pub.attacker_seat == 1 and s.pub.phase == "lead"
