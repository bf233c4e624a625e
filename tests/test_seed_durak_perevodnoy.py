"""An executable reading of the seeds for «Дурак переводной» (Rozaliev №3, catalogue A2, A3).

Seed 003 begins at the end of №3, with its right of «отказ» (¶1); the transfer itself is
named only in passing («переводного (№ 3) дурака», «неверно … переведший»). The «отказ»
tests quote the seed; the transfer tests check the F1 rules from other sources
(``Outside:``) and our reading (``Reading:``). Everything of подкидной holds here too
(tests/test_seed_durak_podkidnoy.py)."""
from rules import Action, get_game
from rules.errors import IllegalAction

from durak_helpers import A, C, codes, hand, position

G = get_game("durak_perevodnoy")
OTKAZ = {"otkaz": True}


def legal(s):
    return set(s.legal_actions())


def transfers(s):
    return {a for a in s.legal_actions() if a.kind == "transfer"}


# --- the transfer (Outside: Rozaliev 3.а via libcat.ru; the usual rules) -------------------
def test_perevod_kartoy_togo_zhe_dostoinstva_poka_nichego_ne_pobito():
    """Outside: while no card is beaten, the defender may lay a card of the same rank beside the
    attack and pass it all to his left neighbour, who now defends."""
    s = position("durak_perevodnoy", seats=3, hands=["7S 7H", "7C 9S 10D", "AC KC QC"], trump="D")
    s.apply(A("attack", "7S"), 0)
    assert transfers(s) == {A("transfer", "7C")}
    s.apply(A("transfer", "7C"), 1)
    assert (s.pub.attacker_seat, s.pub.defender_seat) == (1, 2)
    assert codes(s.zones["attack"]) == codes(C("7S 7C")) and s.to_move == 2


def test_posle_pobitoy_karty_perevoda_net():
    """Outside: once a card of the bout is beaten, no transfer."""
    s = position("durak_perevodnoy", seats=3, hands=["7S 7H", "7C 8S 10D", "AC KC QC"], trump="D")
    s.apply(A("attack", "7S"), 0)
    s.apply(A("defend", "8S", index=0), 1)
    s.apply(A("attack", "7H"), 0)
    assert not transfers(s)


def test_u_novogo_otbivayushchegosya_kart_ne_menshe_chem_stanet_na_stole():
    """Outside: the new defender must hold at least as many cards as will then be on the table."""
    s = position("durak_perevodnoy", seats=3, hands=["7S 7H", "7C 9S 10D", "AC"], trump="D")
    s.apply(A("attack", "7S"), 0)
    assert not transfers(s)                     # seat 2 holds one card, two would lie there
    s = position("durak_perevodnoy", seats=3, hands=["7S 7H", "7C 9S 10D", "AC KC"], trump="D")
    s.apply(A("attack", "7S"), 0)
    assert transfers(s) == {A("transfer", "7C")}


def test_perevodit_mozhno_dalshe():
    """Outside: the new defender may pass it on again."""
    s = position("durak_perevodnoy", seats=3, hands=["7S 9H 10H JH", "7C 9S 10D", "7D KC QC AC"], trump="H")
    s.apply(A("attack", "7S"), 0)
    s.apply(A("transfer", "7C"), 1)
    assert transfers(s) == {A("transfer", "7D")}
    s.apply(A("transfer", "7D"), 2)
    assert (s.pub.attacker_seat, s.pub.defender_seat) == (2, 0) and len(s.zones["attack"]) == 3


def test_vdvoyom_perevod_vozvrashchaet_hod_hodivshemu():
    """Outside: with two players a transfer returns the attack to the attacker."""
    s = position("durak_perevodnoy", hands=["7S 8H 9H", "7C 9S 10D"], trump="D")
    s.apply(A("attack", "7S"), 0)
    s.apply(A("transfer", "7C"), 1)
    assert (s.pub.attacker_seat, s.pub.defender_seat) == (1, 0)


# --- «отказ» (seed 003 ¶1) ------------------------------------------------------------
def test_v_etom_variante_sushchestvuet_pravo_otkaza():
    """«В этом варианте существует право «отказа»»: a variant (the option ``otkaz``, off by
    default); without it a player who leads his last card against the last opponent cannot be
    sent the cards back."""
    assert G.option("otkaz").choices[0] is False
    s = position("durak_perevodnoy", hands=["7S", "7C 9D"], trump="D")
    s.apply(A("attack", "7S"), 0)
    assert not transfers(s)
    s.apply(Action("take"), 1)
    assert s.over and s.result().losers == (1,)


def test_protivnik_imeet_pravo_otkazat_t_e_perevesti_karty_nazad():
    """«Несмотря на то, что после последнего хода под единственного оставшегося противника, у
    игрока карт не осталось, противник имеет право «отказать», т. е. перевести карты назад.»"""
    s = position("durak_perevodnoy", opts=OTKAZ, hands=["7S", "7C 9D"], trump="D")
    s.apply(A("attack", "7S"), 0)               # his last card; the stock is gone
    assert transfers(s) == {A("transfer", "7C")}
    ev = s.apply(A("transfer", "7C"), 1)
    assert dict(next(e for e in ev if e.what == "transfer").data)["otkaz"] is True
    assert s.pub.defender_seat == 0 and not s.over


def test_perevedennye_takim_obrazom_karty_berutsya_i_igra_prodolzhaetsya():
    """«Переведенные таким образом карты берутся, и игра продолжается.» Reading: the player with
    no cards can only take them; then the refuser attacks."""
    s = position("durak_perevodnoy", opts=OTKAZ, hands=["7S", "7C 9D"], trump="D")
    s.apply(A("attack", "7S"), 0)
    s.apply(A("transfer", "7C"), 1)
    assert s.legal_actions() == [Action("take")]
    s.apply(Action("take"), 0)
    assert not s.over and codes(hand(s, 0)) == codes(C("7S 7C"))
    assert (s.pub.attacker_seat, s.pub.defender_seat) == (1, 0)


def test_otkaz_tolko_pod_edinstvennogo_ostavshegosya_protivnika():
    """«…под единственного оставшегося противника…»: Reading: only when two players are left in
    play and the stock is gone."""
    s = position("durak_perevodnoy", seats=3, opts=OTKAZ, hands=["7S", "7C 9D", "8C"], trump="D")
    s.apply(A("attack", "7S"), 0)
    assert not transfers(s)                     # three in play: no «отказ» back to seat 0
    s = position("durak_perevodnoy", opts=OTKAZ, hands=["7S", "7C 9D"], stock="6C 6D", trump="D")
    s.apply(A("attack", "7S"), 0)
    assert not transfers(s)                     # the stock lasts: seat 0 will draw, he is not out


def test_otkaz_kak_perevod_kartoy_togo_zhe_dostoinstva():
    """«…т. е. перевести карты назад»: Reading: «перевести» is a transfer, so it needs a card of the
    attack's rank, and none beaten."""
    s = position("durak_perevodnoy", opts=OTKAZ, hands=["7S", "8C 9D"], trump="D")
    s.apply(A("attack", "7S"), 0)
    assert not transfers(s)
    try:
        s.apply(A("transfer", "8C"), 1)
        raise AssertionError("a refusal with another rank was accepted")
    except IllegalAction:
        pass


def test_bez_otkaza_hodivshiy_vyhodit():
    """Reading: if the opponent beats instead of refusing, the bout goes on as usual and the player
    without cards is out."""
    s = position("durak_perevodnoy", opts=OTKAZ, hands=["7S", "7C 9S"], trump="D")
    s.apply(A("attack", "7S"), 0)
    s.apply(A("defend", "9S", index=0), 1)
    assert s.over and s.result().losers == (1,)
