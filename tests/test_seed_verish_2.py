"""The seed read as tests: «Веришь — не веришь (2)» (verish_2), seed 004 24.а–24.в (and seed 000,
entry 7, «Вариант 1–3», the same text with one more clause in 24.б). Each test is named after a
sentence of the seed and quotes it; where the engine reads the seed (the seed is silent or not
playable as written), the docstring says «Reading:» and why."""
from __future__ import annotations

from collections import Counter

import pytest

from rules import get_game
from rules.actions import Action
from rules.bots import make_bot
from rules.cards import Card
from rules.errors import IllegalAction

G = get_game("verish_2")


def cards(codes):
    return [Card.parse(x) for x in codes.split()]


def position(hands, variant="24a", current=0, out=()):
    """A deal with the given hands (the rest of the 36-card pack out of play, in the discard);
    the seats in ``out`` have gone out already (their hands must be empty)."""
    s = G.start(len(hands), 1, {"variant": variant, "deck": 36})
    for name in s.zones:
        s.zones[name] = []
    s.known = {}
    used = []
    for i, h in enumerate(hands):
        s.zones[f"hand{i}"] = cards(h)
        used += cards(h)
    s.zones["discard"] = [c for c in s.deck if c not in used]
    s.pub.current = current
    s.pub.out = tuple(out)
    s.pub.pending = None
    return s


def play(s, codes, rank):
    """The mover lays ``codes`` face down and announces them as so many of ``rank``."""
    me = s.to_move
    for c in cards(codes):
        s.apply(Action("lay", (c,)), me)
    return s.apply(Action("claim", value=rank), me)


def hand(s, seat):
    return set(s.zones[f"hand{seat}"])


# --- who plays, the pack, the deal ---------------------------------------------------------------
def test_igrokov_neogranichennoe_kolichestvo():
    """«Игроков неограниченное количество.» Reading: the table seats 2 to 8 (two are the
    fewest for a bluff; eight the most a table of the program lays out)."""
    assert (G.min_seats, G.max_seats) == (2, 8)
    for n in (2, 8):
        assert G.start(n, 3, {"variant": "24a", "deck": 36}).seats == n


def test_koloda_lyubaya():
    """«Колода любая.» The deck is an option: 36, 52 or 32 cards."""
    opt = next(o for o in G.options if o.key == "deck")
    assert set(opt.choices) == {36, 52, 32}
    for size in (36, 52, 32):
        s = G.start(3, 5, {"variant": "24b", "deck": size})
        assert sum(len(s.zones[f"hand{i}"]) for i in range(3)) == size


@pytest.mark.parametrize("seats", [2, 5, 7])
def test_razdayutsya_po_odnoy_vse_karty(seats):
    """«Раздаются по одной все карты.» (24.б, where no four leaves a hand: every card is in a
    hand, one at a time round the table, so the hands differ by one at most, and the first
    to play has the most.)"""
    s = G.start(seats, 21, {"variant": "24b", "deck": 36})
    sizes = [len(s.zones[f"hand{i}"]) for i in range(seats)]
    assert sum(sizes) == 36 and max(sizes) - min(sizes) <= 1
    assert sizes[s.to_move] == max(sizes)
    assert not s.zones["stock"]


def test_posle_razdachi_sbrasyvaet_chetyre_karty_odnogo_dostoinstva():
    """«После раздачи и в процессе игры каждый из игроков сбрасывает четыре карты одного
    достоинства, имеющиеся у него на руках.» After the deal (24.а): every four dealt to one
    hand is put off face up at once."""
    for seed in range(300):
        s = G.start(2, seed, {"variant": "24a", "deck": 36})
        if s.zones["quads"]:
            assert all(k == 4 for k in Counter(c.rank for c in s.zones["quads"]).values())
            for i in range(2):
                assert all(k < 4 for k in Counter(c.rank for c in s.zones[f"hand{i}"]).values())
            assert any(e.what == "quads" for e in s.start_events)
            return
    pytest.fail("no four dealt in 300 deals")


def test_i_v_processe_igry_sbrasyvaet_chetyre_karty():
    """«… и в процессе игры каждый из игроков сбрасывает четыре карты одного достоинства»:
    a four completed by the centre taken goes off at once."""
    s = position(["QS QC 6S", "7C 8C", "QH QD 10H"])
    play(s, "QS QC", 12)
    s.apply(Action("doubt"), 2)
    assert set(cards("QS QC QH QD")) == set(s.zones["quads"]) and hand(s, 2) == set(cards("10H"))


def test_sidyashchiy_po_pravuyu_ruku_ot_sdayushchego_hodit_protiv_chasovoy_strelki():
    """«Сидящий по правую руку от сдающего ходит. Игра идет, таким образом, против часовой
    стрелки.» Seats are numbered clockwise: the right-hand neighbour of seat s is s − 1."""
    for seed in range(5):
        s = G.start(4, seed, {"variant": "24a", "deck": 36})
        assert s.to_move == (s.pub.dealer - 1) % 4
    s = position(["6S 7S", "6C 7C", "6H 7H", "6D 7D"], current=2)
    play(s, "6H", 6)
    assert s.to_move == 1
    play(s, "6C", 6)
    assert s.to_move == 0


# --- a play and its announcement -------------------------------------------------------------------
def test_kladet_karty_rubashkoy_vverkh_ne_pokazyvaya_ih_drugim():
    """«Первый игрок кладет в центр стола карты рубашкой вверх, не показывая их лицевой
    стороны другим игрокам.»"""
    s = position(["QS QC 6S", "7C 8C", "9H 10H"])
    play(s, "QS 6S", 12)
    assert s.view(0).zone("laid0").cards == tuple(cards("QS 6S"))
    assert s.view(1).zone("laid0").cards == (None, None)
    assert s.view(None).zone("laid0").cards == (None, None)


def test_igrok_nazyvaet_kolichestvo_i_dostoinstvo_kart():
    """«При этом игрок называет количество и достоинство карт, например: «Три дамы» или «Две
    семерки».» The leader names any rank. Reading: the number named is the number laid (all
    see how many cards go down), so a claim names only the rank."""
    s = position(["QS QC 6S 7S", "7C 8C", "9H 10H"])
    for c in cards("QS QC 6S"):
        s.apply(Action("lay", (c,)))
    assert {a.value for a in s.legal_actions() if a.kind == "claim"} == {6, 7, 8, 9, 10, 11, 12, 13, 14}
    events = s.apply(Action("claim", value=12))
    claim = next(e for e in events if e.what == "claim")
    assert (claim.get("n"), claim.get("rank")) == (3, 12)                  # «Три дамы»


def test_v_24a_ot_odnoy_do_chetyryoh_kart():
    """Reading (24.а, 24.б): one to four cards a play — the seed's examples are «три дамы»,
    «две семерки», and it allows «любое количество» only in 24.в."""
    s = position(["6S 7S 8S 9S 10S", "7C 8C", "9H 10H"])
    assert not any(a.kind == "claim" for a in s.legal_actions())        # none laid: no claim
    for c in cards("6S 7S 8S 9S"):
        s.apply(Action("lay", (c,)))
    assert not any(a.kind == "lay" for a in s.legal_actions())
    with pytest.raises(IllegalAction):
        s.apply(Action("lay", (cards("10S")[0],)))


def test_sleduyushchie_obyazany_klast_nazyvaya_to_zhe_dostoinstvo():
    """«Следующие игроки обязаны класть на карту, выхоженную предыдущим игроком, свои карты,
    называя их число и достоинство, т. е. на «три дамы» можно положить «даму» или «три
    дамы», но обязательно «даму».»"""
    s = position(["QS QC 6S 7S", "7C 8C", "9H 10H 6H"])
    play(s, "QS QC 6S", 12)                                                 # «Три дамы»
    s.apply(Action("lay", (cards("9H")[0],)), 2)
    assert [a.value for a in s.legal_actions() if a.kind == "claim"] == [12]   # «дама», only
    with pytest.raises(IllegalAction):
        s.apply(Action("claim", value=9), 2)
    s.apply(Action("claim", value=12), 2)


def test_reading_a_rank_whose_four_is_gone_is_not_named():
    """Reading: a rank whose four has been put off face up cannot be named (all saw the four
    go; such a claim would be a lie known to everyone)."""
    s = position(["QS QC 6S", "7C 8C", "QH QD 10H"])
    play(s, "QS QC", 12)
    s.apply(Action("doubt"), 2)                       # the queens go off as a four
    s.apply(Action("lay", (cards("7C")[0],)), 1)
    assert 12 not in {a.value for a in s.legal_actions() if a.kind == "claim"}


# --- «Не верю» ---------------------------------------------------------------------------------
def test_vmesto_togo_chtoby_klast_skazat_ne_veryu_i_proverit_karty_predydushchego():
    """«Любой из игроков при своем ходе может вместо того, чтобы класть свои карты, сказать:
    «Не верю» и проверить карты, положенные предыдущим игроком.» Only the previous play is
    turned over, in sight of all."""
    s = position(["QS QC 6S", "7C 8C 9C", "QH 10H 6H"])
    play(s, "QS QC", 12)
    play(s, "QH", 12)
    assert Action("doubt") in s.legal_actions()
    events = s.apply(Action("doubt"), 1)
    reveal = next(e for e in events if e.what == "reveal")
    assert reveal.visible_to is None and reveal.seat == 2 and list(reveal.cards) == cards("QH")


def test_proveryayushchiy_ubedilsya_on_zabiraet_vse_karty_i_sleduyushchiy_nachinaet_krug():
    """«В том случае, когда проверяющий убедился, что карты соответствуют сказанному …, он
    забирает все карты из центра, и следующий игрок начинает новый круг, т. е. кладет свои
    карты и называет их количество и достоинство.»"""
    s = position(["QS QC 6S", "7C 8C", "9H 10H 6H 7H"])
    play(s, "QS QC", 12)
    s.apply(Action("doubt"), 2)
    assert hand(s, 2) == set(cards("9H 10H 6H 7H QS QC"))               # all the centre
    assert s.to_move == 1 and s.pub.rank is None                         # a new round
    s.apply(Action("lay", (cards("7C")[0],)), 1)
    assert len([a for a in s.legal_actions() if a.kind == "claim"]) == 9  # any rank


def test_vmesto_dvuh_dam_damu_s_semerkoy_zabiraet_obmanuvshiy_i_hodit_proveryayushchiy():
    """«Если же проверяемый положил не те карты, которые назвал (например, вместо двух дам —
    даму с семеркой), то тогда … все карты из центра забирает себе обманувший и ходит
    проверявший.»"""
    s = position(["QS 7S 6S", "7C 8C", "9H 10H 6H"])
    play(s, "QS 7S", 12)                                    # «Две дамы»: a queen and a seven
    s.apply(Action("doubt"), 2)
    assert hand(s, 0) == set(cards("6S QS 7S")) and s.to_move == 2


# --- the end (issue 26: the first to shed had been named the loser) --------------------------------
def test_igrok_pervym_skinuvshiy_vse_svoi_karty_vyigral():
    """«Игрок, первым скинувший все свои карты, выиграл.» Борис lays his last cards with a
    true claim; Анна says «Не верю»: the play holds, so Борис shed first and wins — even
    though the centre would complete Анна's four and empty her hand (the engine had put her
    out first and named Борис the loser)."""
    s = position(["QH QD", "QS QC"], current=1)
    play(s, "QS QC", 12)
    s.apply(Action("doubt"), 0)
    assert s.over and s.result().placings == (2, 1) and s.result().losers == (0,)


def test_imeyushchiy_karty_na_rukah_posle_togo_kak_ih_ni_u_kogo_ne_ostalos_proigral():
    """«Имеющий карты на руках после того, как их ни у кого не осталось, проиграл.» Reading:
    the game ends the moment one player is left holding cards; he lost, with his cards in
    his hand — the last centre is not taken (taken, in 24.а it would all go off in fours, as
    the pack is whole fours, and the loser would hold no cards)."""
    s = position(["", "QH QD", "QS QC", ""], current=2, out=(3, 0))
    play(s, "QS QC", 12)                                     # Вера's last cards, true
    s.apply(Action("doubt"), 1)                              # Борис checks them
    r = s.result()
    assert s.over and r.losers == (1,) and r.placings == (2, 4, 3, 1)
    assert hand(s, 1) == set(cards("QH QD")) and r.held == (0, 2, 0, 0)
    assert not s.zones["quads"]                              # no four was made of the centre


def test_a_shedder_goes_out_before_the_checker_who_empties_his_hand_by_a_four():
    """«Игрок, первым скинувший все свои карты, выиграл.» With three in: Анна lays her last
    two queens truly, Вера checks, takes them and puts off the four — her hand is empty too,
    but Анна shed first: Анна 1st, Вера 2nd, Борис (who holds cards) loses."""
    s = position(["QS QC", "7C 8C", "QH QD"], current=0)
    play(s, "QS QC", 12)
    s.apply(Action("doubt"), 2)
    r = s.result()
    assert s.pub.out == (0, 2) and r.placings == (1, 3, 2) and r.losers == (1,)


def test_24v_the_last_play_held_by_the_card_turned_puts_its_player_out_first():
    """«Игрок, первым скинувший все свои карты, выиграл.» — in 24.в too, where the one card
    turned over decides."""
    s = position(["QH QD", "QS QC"], variant="24v", current=1)
    play(s, "QS QC", 12)
    s.apply(Action("doubt", zone="laid1", index=1), 0)
    assert s.over and s.result().losers == (0,) and s.result().held == (2, 0)


def test_reading_a_last_play_counts_once_it_holds():
    """Reading: a play that empties a hand counts once it holds — the next player lays on it
    or a check finds it true; found false, its player takes the centre and plays on (the seed
    says only «первым скинувший»; a lie that is caught has not got rid of the cards)."""
    s = position(["QS 7S", "7C 8C", "9H 10H 6H"])
    play(s, "QS 7S", 12)
    assert s.pub.out == () and s.pub.pending == 0
    s.apply(Action("doubt"), 2)
    assert s.pub.out == () and hand(s, 0) == set(cards("QS 7S"))
    s = position(["QS", "7C 8C", "9H 10H"])
    play(s, "QS", 12)
    play(s, "9H", 12)                                        # laid on: it stands
    assert s.pub.out == (0,)


def test_reading_two_left_the_bot_checks_a_last_play():
    """Reading (the rule bot): with two left, laying on the other's last play puts him out and
    loses; the bot checks it instead (its only chance is a lie)."""
    s = position(["QS", "QC 7C"], current=0)
    play(s, "QS", 12)
    for seed in range(20):
        bot = make_bot("rule", G, 1, seed)
        assert bot.decide(s.view(1)) == Action("doubt")


# --- 24.б ----------------------------------------------------------------------------------------
def test_24b_chetyre_karty_odnogo_dostoinstva_ne_snosyatsya():
    """24.б: «Этот вариант отличается от предыдущего тем, что четыре карты одного достоинства
    не сносятся.»"""
    s = position(["QS QC 6S", "7C 8C", "QH QD 10H"], variant="24b")
    play(s, "QS QC", 12)
    s.apply(Action("doubt"), 2)
    assert not s.zones["quads"] and set(cards("QS QC QH QD")) <= hand(s, 2)


def test_24b_veryu_sootvetstvuyut_v_otboy_proveryavshiy_nachinaet_hod():
    """24.б: «Игрок на своем ходе может сказать не только «Не верю», но и «Верю». Во втором
    случае он проверяет карты …, и, если они соответствуют объявленному, то все карты, лежащие
    в центре, отправляются в отбой. Проверявший начинает ход.»"""
    s = position(["QS QC 6S", "7C 8C", "9H 10H 6H"], variant="24b")
    play(s, "QS QC", 12)
    assert Action("believe") in s.legal_actions()
    before = len(s.zones["discard"])
    s.apply(Action("believe"), 2)
    assert len(s.zones["discard"]) == before + 2 and s.to_move == 2


def test_24b_veryu_i_nesootvetstvie_poverivshiy_zabiraet_hodit_sleduyushchiy():
    """Seed 000, «Вариант 2»: «При объявлении: «Верю» и несоответствии выхоженных карт
    объявленному поверивший забирает все карты из центра. После этого ходит следующий
    игрок.»"""
    s = position(["QS 6S 7S", "7C 8C", "9H 10H 6H"], variant="24b")
    play(s, "QS 6S", 12)
    s.apply(Action("believe"), 2)
    assert set(cards("QS 6S")) <= hand(s, 2) and s.to_move == 1


def test_24b_ne_veryu_analogichno_24a():
    """24.б: «В случае объявления «не верю» игра аналогична 24.а.» And «Верю» is 24.б's only."""
    s = position(["QS QC 6S", "7C 8C", "9H 10H 6H"], variant="24b")
    play(s, "QS QC", 12)
    s.apply(Action("doubt"), 2)
    assert set(cards("QS QC")) <= hand(s, 2) and s.to_move == 1
    s = position(["QS QC 6S", "7C 8C", "9H 10H 6H"], variant="24a")
    play(s, "QS QC", 12)
    assert Action("believe") not in s.legal_actions()


# --- 24.в ----------------------------------------------------------------------------------------
def test_24v_lyuboe_kolichestvo_kart_devyat_tuzov():
    """24.в: «В данном варианте игрок имеет право положить любое количество карт, например:
    «Девять тузов».»"""
    s = position(["AS AC 6S 7S 8S 9S 10S JS QS KS", "7C 8C", "9H 10H"], variant="24v")
    events = play(s, "AS AC 6S 7S 8S 9S 10S JS QS", 14)
    claim = next(e for e in events if e.what == "claim")
    assert (claim.get("n"), claim.get("rank")) == (9, 14)                    # «Девять тузов»


def test_24v_proveryaetsya_odna_edinstvennaya_karta_ona_opredelyaet():
    """24.в: «При этом проверяется одна единственная карта из всех положенных. Совпадение или
    несовпадение с объявленным и определяет, кто возьмет лежащие в центре карты.» Reading:
    the one who says «Не верю» chooses the card."""
    s = position(["AS AC 6S 7S", "7C 8C", "9H 10H 6H"], variant="24v")
    play(s, "AS AC 6S", 14)                                   # «Три туза»: two aces and a six
    assert [a.index for a in s.legal_actions() if a.kind == "doubt"] == [0, 1, 2]
    twin = s.clone()
    s.apply(Action("doubt", zone="laid0", index=0), 2)        # an ace: the doubter takes all
    assert set(cards("AS AC 6S")) <= hand(s, 2) and s.to_move == 1
    twin.apply(Action("doubt", zone="laid0", index=2), 2)     # the six: the cheat takes all
    assert set(cards("AS AC 6S")) <= hand(twin, 0) and twin.to_move == 2


# --- the safety net --------------------------------------------------------------------------------
def test_reading_a_move_limit_ends_an_endless_game():
    """Reading: the seed sets no limit; a deal of 40 actions a card of the pack ends as a
    stalemate, fewer cards placing higher (a safety net; rule bots never reach it)."""
    s = position(["QS QC 6S", "7C 8C", "9H 10H 6H 7H"])
    s.pub.limit = s.pub.moves + 3
    play(s, "QS QC", 12)
    assert s.over and s.pub.stalemate and s.result().reason == "deal_limit"
    assert s.result().placings == (1, 2, 3)
