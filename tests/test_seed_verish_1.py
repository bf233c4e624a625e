"""An executable reading of seed 003 ¶5 for «Веришь — не веришь» (1) (Rozaliev №7, catalogue A7).

«Правила сдачи и ходов аналогичны «дураку простому» в вариантах 1.а. или 1.в. Однако в «веришь —
не веришь» отбивающийся кладет свои карты рубашкой вверх, т. е. игра идет в закрытую. Игрок
обязан угадать, правильно ли сделан отбой, иначе говоря, повррить или не поверить. Если он
сказал: «верю» и карты покрыты правильно, то они отправляются в отбой; если же хоть одна не
покрыта, то их забирает сказавший «верю». Когда ходящий говорит «не верю» и карты действительно
не покрыты, их забирает отбивавшийся, а когда покрыты, то забирает их тот, кто «не поверил».
Отбой не считается также и в том случае, когда карты расположены неверно. Например, ход был
сделан валетом треф, валетом пик и десяткой червей, а когда карты открыли, то оказалось, что туз
червей лежит на десятке, туз пик на валете треф, а король треф на валете пик. Естественно, такой
отбой не считается.»"""
import pytest

from rules import Action, get_game

from durak_helpers import A, C, codes, hand, position

G = get_game("verish_1")
LEAD = C("JC JS 10H")        # the seed's example lead: В♣, В♠, 10♥ (slots 0, 1, 2)
RIGHT = [(0, "KC"), (1, "AS"), (2, "AH")]
SEED_WRONG = [(0, "AS"), (1, "KC"), (2, "AH")]       # Т♠ on В♣, К♣ on В♠, Т♥ on 10♥
NOT_BEATEN = [(0, "KC"), (1, "8C"), (2, "AH")]


def covered(covers, seats=3):
    """Seat 0 has led the seed's В♣ В♠ 10♥ against seat 1, who lays ``covers`` face down."""
    s = position("verish_1", seats=seats, hands=["7S", "AS KC AH 6D 8C", "9C 9D 9H"][:seats],
                 attack="JC JS 10H", phase="defend", trump="D")
    for slot, code in covers:
        s.apply(A("cover", code, index=slot), 1)
    return s


def on_the_table(covers):
    return set(LEAD) | {C(c)[0] for _, c in covers}


def test_pravila_sdachi_i_hodov_analogichny_prostomu_1a_ili_1v():
    """«Правила сдачи и ходов аналогичны «дураку простому» в вариантах 1.а. или 1.в.»: the option
    ``base``; 1.а five cards and leads of one, three or five; 1.в six cards and single leads."""
    assert G.option("base").choices == ("1a", "1v")
    s = G.start(3, 5, {"base": "1a"})
    assert all(len(hand(s, p)) == 5 for p in range(3)) and s.pub.attacker_seat == (s.pub.dealer + 1) % 3
    s = position("verish_1", hands=["JC JS 10H 7D 8D", "6S 6C 6H 6D 8S"], trump="D")
    s.apply(A("attack", "JC"), 0)
    assert A("attack", "JS 10H") in set(s.legal_actions())          # the seed's own «тройка»
    s = G.start(3, 5, {"base": "1v"})
    assert all(len(hand(s, p)) == 6 for p in range(3))
    s = position("verish_1", opts={"base": "1v"}, hands=["JC JS", "6S 6C"], trump="D")
    s.apply(A("attack", "JC"), 0)
    assert s.pub.phase == "defend"                                   # one card, no «done»


def test_otbivayushchiysya_kladet_svoi_karty_rubashkoy_vverh():
    """«…отбивающийся кладет свои карты рубашкой вверх, т. е. игра идет в закрытую»: the covers are
    face down to the attacker and the others; the defender sees his own."""
    s = covered(RIGHT)
    assert s.view(0).zone("defence").cards == (None, None, None)
    assert s.view(2).zone("defence").cards == (None, None, None)
    assert s.view(None).zone("defence").cards == (None, None, None)
    assert set(s.view(1).zone("defence").cards) == set(C("KC AS AH"))


def test_pokryt_mozhno_lyuboy_kartoy_ili_otkryto_vzyat():
    """Reading: one card of his own on each attack card — any card, a bluff too — or he openly takes
    the attack (then everything, his covers too, goes to his hand, the covers unseen by others)."""
    s = covered([])
    assert set(s.legal_actions()) == {A("cover", c, index=i) for i in range(3) for c in ("AS", "KC", "AH",
                                                                                         "6D", "8C")} | {Action("take")}
    s = covered([(0, "6D")])
    ev = s.apply(Action("take"), 1)
    assert set(LEAD) | set(C("6D")) <= set(hand(s, 1))
    back = next(e for e in ev if e.what == "take" and e.src == "defence")
    assert back.for_seat(0).cards == ()
    assert s.pub.attacker_seat == 2                                  # he took: the next attacks


def test_igrok_obyazan_ugadat_pravilno_li_sdelan_otboy():
    """«Игрок обязан угадать, правильно ли сделан отбой…»: once every card is covered the attacker
    must say «верю» or «не верю» — nothing else."""
    s = covered(RIGHT)
    assert s.pub.phase == "verdict" and s.to_move == 0
    assert set(s.legal_actions()) == {Action("believe"), Action("disbelieve")}


def test_veryu_i_pokryty_pravilno_otpravlyayutsya_v_otboy():
    """«Если он сказал: «верю» и карты покрыты правильно, то они отправляются в отбой»; Reading: the
    defender attacks next."""
    s = covered(RIGHT)
    s.apply(Action("believe"), 0)
    assert set(s.zones["discard"]) == on_the_table(RIGHT) and s.pub.attacker_seat == 1


def test_veryu_a_hot_odna_ne_pokryta_zabiraet_skazavshiy_veryu():
    """«…если же хоть одна не покрыта, то их забирает сказавший «верю»»; Reading (catalogue, Part E
    34): the defender attacks next."""
    s = covered(NOT_BEATEN)
    s.apply(Action("believe"), 0)
    assert on_the_table(NOT_BEATEN) <= set(hand(s, 0)) and not s.zones["discard"]
    assert s.pub.attacker_seat == 1


def test_ne_veryu_i_ne_pokryty_zabiraet_otbivavshiysya():
    """«Когда ходящий говорит «не верю» и карты действительно не покрыты, их забирает
    отбивавшийся»; Reading: as after a take, the next player attacks."""
    s = covered(NOT_BEATEN)
    s.apply(Action("disbelieve"), 0)
    assert on_the_table(NOT_BEATEN) <= set(hand(s, 1)) and s.pub.attacker_seat == 2


def test_ne_veryu_a_pokryty_zabiraet_tot_kto_ne_poveril():
    """«…а когда покрыты, то забирает их тот, кто «не поверил»»; Reading: the defender attacks next."""
    s = covered(RIGHT)
    s.apply(Action("disbelieve"), 0)
    assert on_the_table(RIGHT) <= set(hand(s, 0)) and s.pub.attacker_seat == 1


def test_otboy_ne_schitaetsya_kogda_karty_raspolozheny_neverno():
    """«Отбой не считается также и в том случае, когда карты расположены неверно. Например, ход был
    сделан валетом треф, валетом пик и десяткой червей, а когда карты открыли, то оказалось, что туз
    червей лежит на десятке, туз пик на валете треф, а король треф на валете пик. Естественно, такой
    отбой не считается.» The same three cards, each on the card it beats, do count."""
    s = covered(SEED_WRONG)
    ev = s.apply(Action("believe"), 0)
    assert dict(next(e for e in ev if e.what == "reveal").data)["correct"] is False
    assert on_the_table(SEED_WRONG) <= set(hand(s, 0))              # the believer takes them
    s = covered(RIGHT)
    ev = s.apply(Action("believe"), 0)
    assert dict(next(e for e in ev if e.what == "reveal").data)["correct"] is True


@pytest.mark.parametrize("word", ["believe", "disbelieve"])
def test_karty_otkryvayut(word):
    """«…когда карты открыли…»: the verdict turns the covers up for everyone."""
    s = covered(SEED_WRONG)
    ev = s.apply(Action(word), 0)
    reveal = next(e for e in ev if e.what == "reveal")
    assert reveal.for_seat(2).cards == C("AS KC AH") and reveal.for_seat(None).cards == C("AS KC AH")


def test_posledniy_s_kartami_durak():
    """Reading (as in simple durak): once the stock is gone a player without cards is out; the last
    holder is the fool and deals the next game."""
    s = position("verish_1", hands=["7S", "8S 9C"], trump="D")
    s.apply(A("attack", "7S"), 0)
    s.apply(Action("done"), 0)
    s.apply(A("cover", "8S", index=0), 1)
    s.apply(Action("believe"), 0)
    assert s.over and s.result().losers == (1,) and G.next_deal_options(s)["dealer"] == 1
