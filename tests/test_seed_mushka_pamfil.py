"""Мушка-памфил (seed 002), read sentence by sentence on hand-built positions through the
public API. "Reading: …" marks where the engine reads the seed on purpose (as F1 says)."""
from __future__ import annotations

import pytest

from rules.actions import Action
from rules.games.tricks.variants import PAMFIL_GAME as PA
from test_mushka_variants import C, play, rig


def test_pamfil_hardly_differs_from_ordinary_mushka():
    """«Мушка-памфил по правилам почти не отличается от обычной мушки» — the deal, pack, record
    and exchange are Мушка's."""
    assert (PA.min_seats, PA.max_seats) == (3, 7)
    s = PA.start(4, 3)
    assert len(s.deck) == 36 and s.pub.remaining == (25,) * 4 and s.pub.phase in ("exchange", "name_trump")


@pytest.mark.parametrize("lead,top", [("AD", "AH"), ("AH", "KH"), ("AS", "2H")])
def test_the_jack_of_clubs_beats_any_card_of_any_suit_whatever_trumps(lead, top):
    """«Какая бы масть ни была объявлена козырем, памфил бьет любую карту этих мастей. Его же
    ничто не может перекрыть.»"""
    for follows in ("trump", "clubs"):
        s = rig(PA, [lead + " 7C", "JC 8C", top + " 9C"], trump="H", options={"pam_follows": follows})
        play(s, lead, "JC", top)
        assert s.pub.tricks == (0, 1, 0)


def test_reading_the_pamfil_follows_as_a_trump_or_as_chosen_a_club():
    """Reading: the seed does not say which suit the памфил follows as; the Loo custom makes it
    the top trump (option: a club)."""
    s = rig(PA, ["2H 7S", "JC 8H", "3H 9S"], trump="H")
    play(s, "2H")
    assert {a.card for a in s.legal_actions()} == {C("JC"), C("8H")}
    s = rig(PA, ["2H 7S", "JC 8H", "3H 9S"], trump="H", options={"pam_follows": "clubs"})
    play(s, "2H")
    assert {a.card for a in s.legal_actions()} == {C("8H")}


def test_whoever_got_the_pamfil_is_insured_against_a_remise():
    """«Игрок, к которому пришел памфил, застрахован от ремиза, несмотря ни на какие карты» —
    he cannot take no trick, and a player with no trick otherwise writes 5; no bonus on tricks."""
    s = rig(PA, ["JC 7S", "AD 8S", "KD 9S"], trump="H")
    play(s, "JC", "AD", "KD", "7S", "8S", "9S")
    assert s.pub.remaining == (25 - 1, 30, 25 - 1)


def test_whoever_declares_the_jack_of_clubs_before_the_exchange_gets_a_sum_apart():
    """«Игрок, объявляющий до начала прикупа, что у него есть на руках трефовый валет, получает с
    каждого партнера определенную заранее оговоренную сумму. Эта сумма не входит в расчеты
    игровой записи, а записывается отдельно.» — Reading: at his turn, before throwing; 5 each."""
    s = rig(PA, ["JC 7S 8S 9S 10S", "7D 8D 9D 10D QD", "6S 6D 6H 6C QC"], trump="H", phase="exchange")
    assert Action("declare", (C("JC"),)) in s.legal_actions()
    s.apply(Action("declare", (C("JC"),)))
    assert s.pub.side == (10, -5, -5) and s.pub.remaining == (25, 25, 25)
    s.apply(Action("throw", (C("7S"),)))
    assert Action("declare", (C("JC"),)) not in s.legal_actions()


def test_the_record_as_in_ordinary_mushka_the_first_to_write_off_wins():
    """«начинают списывать с 30 (25), и выигравшим признается тот, кто спишет первым свою запись»"""
    assert PA.start(3, 1, {"start": 30}).pub.remaining == (30, 30, 30)
    s = rig(PA, ["AD", "7D", "8D"], trump="H", remaining=(1, 9, 16))
    play(s, "AD", "7D", "8D")
    assert s.over and s.pub.winner == 0 and s.result().settlement.moved == (20, -10, -10)


def test_a_player_with_no_trick_writes_a_remise_of_5():
    """«Игрок, не взявший ни одной взятки, ставит ремиз в 5 очков.» — the ace of spades has no
    privilege here: its holder too writes 5."""
    s = rig(PA, ["AD KD", "AS 8C", "7D 9C"], trump="H")
    play(s, "AD", "AS", "7D", "KD", "8C", "9C")
    assert s.pub.remaining == (25 - 2, 30, 30)


def test_the_dealer_who_turned_up_the_pamfil_may_change_trumps():
    """«Сдатчик, открывший памфила козырем, имеет право, просмотрев свои карты и прикинув свою
    выгоду, переменить козыря, то есть объявить другую масть»"""
    for seed in range(400):
        s = PA.start(3, seed)
        if s.zones["trump"][0] == C("JC"):
            break
    else:
        pytest.skip("no deal turned the памфил")
    assert s.pub.phase == "name_trump" and s.to_move == s.pub.dealer
    assert {a.value for a in s.legal_actions()} == set("SCHD")
    s.apply(Action("trump", value="D"))
    assert s.pub.trump == "D" and s.pub.phase == "exchange"


def test_reading_the_pamfil_holder_may_pass_unless_chosen_otherwise():
    """Reading: the seed forbids passing to the holders of Т♠ (rule 4) and of Мистигри's К♣, and
    says nothing of the памфил; so he may (option pam_pass = may_not, as rule 4)."""
    hands = ["JC 7S 8S 9S 10S", "7D 8D 9D 10D QD", "6S 6D 6H 6C QC"]
    assert Action("pass") in rig(PA, hands, trump="H", phase="exchange").legal_actions()
    s = rig(PA, hands, trump="H", phase="exchange", options={"pam_pass": "may_not"})
    assert Action("pass") not in s.legal_actions()
