"""The seed read as tests: Сека «Три листа» (seka), seed 004, «25. Сикка» and the introduction of its
section («Игры, в которых выигрывает игрок, имеющий на руках старшую комбинацию карт»). The seed
gives the name and three sentences of the section; everything else is the common Seka rules
(outside sources, named in the rulebook) or our reading. Each test is named after the sentence it
checks and quotes it; «Outside:» and «Reading:» mark the rules that are not the seed's."""
from __future__ import annotations

import random

import pytest

from rules import get_game
from rules.actions import Action
from rules.cards import Card
from rules.games.bluff.seka import hand_value
from test_seka import deal  # the hand-built deals of the rules tests

G = get_game("seka")


def cards(codes):
    return [Card.parse(x) for x in codes.split()]


def act(s, kind):
    return next(a for a in s.legal_actions() if a.kind == kind)




# --- the seed's words ----------------------------------------------------------------------------
def test_v_variante_25a_nosit_nazvanie_tri_lista():
    """«Сикка — одна из наиболее популярных игр. В России в варианте 25.а. носит название «Три
    листа».» Three leaves: three cards to each player (Outside: the common rules, one at a time
    from the dealer's left)."""
    assert "Три листа" in G.title["ru"]
    for n in (2, 4, 6):
        s = G.start(n, 7)
        assert all(len(s.zones[f"hand{i}"]) == 3 for i in range(n))
        deals = [e.seat for e in s.start_events if e.what == "deal"]
        left = [(s.pub.dealer + k) % n for k in range(1, n + 1)]
        assert deals == left * 3                                         # one at a time, round and round


def test_v_igrah_etoy_sistemy_rozygrysha_prakticheski_net():
    """«В играх этой системы розыгрыша практически нет.» No card is ever played: the moves are
    bets (and the dealing of the next deal), all through a game of rule bots."""
    from rules.bots import make_bot
    s = G.start(4, 11, {"deals": 3})
    bots = [make_bot("rule", G, i, 11) for i in range(4)]
    kinds = set()
    while not s.over:
        legal = s.legal_actions()
        kinds |= {a.kind for a in legal}
        assert all(not a.cards for a in legal)
        s.apply(bots[s.to_move].decide(s.view(s.to_move)))
    assert kinds <= {"fold", "call", "raise", "show", "join", "decline", "deal"}


def test_igroki_posle_torga_sveryayut_svoi_karty():
    """«Игроки после торга и прикупки сверяют свои карты …» — after the betting, the hands still
    in are turned face up for all. Reading/Outside: no cards are bought (the common Seka rules
    buy none; the seed's «прикупка» speaks of its whole section): each keeps his three."""
    s = deal(["AH KH 9C", "6S 7C 8D", "KS QS 9S"], dealer=2)
    for i in range(3):
        before = list(s.zones[f"hand{i}"])
        assert len(before) == 3
    s.apply(act(s, "call"))                        # seat 0
    s.apply(Action("fold"))                        # seat 1
    events = s.apply(act(s, "show"))               # seat 2: two left, he shows
    shown = {e.seat: set(e.cards) for e in events if e.what == "show"}
    assert shown == {0: set(cards("AH KH 9C")), 2: set(cards("KS QS 9S"))}
    assert all(e.visible_to is None for e in events if e.what == "show")
    assert s.view(1).zone("open0").cards == tuple(cards("AH KH 9C"))   # in sight of all


def test_imeyushchiy_na_rukah_starshuyu_kombinatsiyu_kart_vyigryvaet():
    """«… и имеющий на руках старшую комбинацию карт выигрывает.» The better hand takes the
    pot: К♠ Д♠ 9♠ (29) beats Т♥ К♥ 9♣ (21)."""
    s = deal(["AH KH 9C", "6S 7C 8D", "KS QS 9S"], dealer=2)
    s.apply(act(s, "call"))
    s.apply(Action("fold"))
    pot_before = s.ledger.pot
    stack2 = s.ledger.stacks[2]
    s.apply(act(s, "show"))
    assert s.pub.winner == 2 and s.ledger.pot == 0
    assert s.ledger.stacks[2] == stack2 - 1 + pot_before + 1            # his stake, then the pot
    assert sum(s.ledger.stacks) == 300


@pytest.mark.parametrize("hand, value", [
    ("AS AC AH", 33),      # three aces
    ("AS AC 7D", 22),      # two aces
    ("AH KH 9C", 21),      # the catalogue's example: Т♥ К♥ 9♣
    ("10S 10C 10D", 30),   # three of a kind: their sum
    ("KS QS JS", 30),      # one suit
    ("9S 8C 7D", 9),       # no two of a suit: the best card
])
def test_starshinstvo_opredelyaetsya_pravilami_igry(hand, value):
    """«Старшинство определяется правилами игры.» Outside (the common Seka rules): card points
    Т 11, К Д В 10 — 10, the rest at face value; a hand is worth the best of three of a kind
    (their sum), two aces (22) and the largest sum of one suit."""
    assert hand_value(cards(hand)) == value


# --- the common rules (outside the seed) and our readings -----------------------------------------
def test_outside_everyone_antes_and_the_betting_starts_left_of_the_dealer():
    """Outside: «Все ставят в кон», and the betting goes clockwise from the dealer's left.
    Reading: the ante is 1 chip of 100."""
    s = G.start(4, 5)
    assert s.ledger.pot == 4 and all(x == 99 for x in s.ledger.stacks)
    assert s.to_move == (s.pub.dealer + 1) % 4
    s.apply(act(s, "call"))
    assert s.to_move == (s.pub.dealer + 2) % 4


def test_reading_a_raise_doubles_the_stake_up_to_the_limit():
    """Reading (issue 26: the English F1 had left it out): «Поднять» doubles the stake, up to
    the stake limit (10)."""
    s = deal(["AS AC AH", "6S 7C 8D", "KH QH 9S"], dealer=2)
    seen = []
    while True:
        up = [a for a in s.legal_actions() if a.kind == "raise"]
        if not up:
            break
        assert [a.value for a in up] == [min(10, 2 * s.pub.stake)]
        s.apply(up[0])
        seen.append(s.pub.stake)
    assert seen == [2, 4, 8, 10]
    assert "doubles the stake" in G.rules_text["en"] and "удвоить ставку" in G.rules_text["ru"]


def test_outside_all_but_one_pass_and_he_takes_the_pot_unseen():
    """Outside: whoever is left when all the others pass takes the pot; his hand is not shown."""
    s = deal(["AS AC AH", "6S 7C 8D", "KH QH 9S"], dealer=2)
    s.apply(Action("fold"))
    events = s.apply(Action("fold"))
    assert s.pub.winner == 2 and any(e.what == "win" and not e.get("shown") for e in events)
    assert s.view(0).hand(2).cards == (None, None, None)


def test_outside_two_left_the_one_to_move_may_show():
    """Outside: «Когда остались двое, ходящий может «вскрыть»» (with three in, not yet)."""
    s = deal(["AS AC AH", "6S 7C 8D", "KH QH 9S"], dealer=2)
    assert not any(a.kind == "show" for a in s.legal_actions())
    s.apply(Action("fold"))
    s.apply(act(s, "call"))
    assert any(a.kind == "show" for a in s.legal_actions())


def test_outside_a_tie_is_a_svara_and_the_others_may_buy_in_for_half_the_pot():
    """Outside (coonwood.ru): «Равенство — «свара»: кон остаётся, равные играют новую сдачу за
    него, а остальные могут войти в свару за половину кона.»"""
    s = deal(["AH KH 9C", "AS KS 8D", "6S 7C 8C"], dealer=2)
    s.apply(act(s, "call"))
    s.apply(act(s, "call"))
    s.apply(Action("fold"))
    pot = s.ledger.pot
    events = s.apply(act(s, "show"))                        # 21 against 21
    svara = next(e for e in events if e.what == "svara")
    assert set(svara.get("tied")) == {0, 1} and svara.get("buy") == (pot + 1) // 2
    assert s.ledger.pot == pot + 1                           # the pot stays
    s.apply(Action("join"))
    assert set(s.pub.live) == {0, 1, 2} and s.pub.phase == "bet"


def test_reading_after_three_svaras_the_pot_is_shared():
    """Reading: after three свары in a row the pot is shared among the tied (a deal must end)."""
    s = deal(["AH KH 9C", "AS KS 8D"], dealer=1)
    s.pub.svara = 3
    s.apply(act(s, "call"))
    pot = s.ledger.pot
    events = s.apply(act(s, "show"))
    share = next(e for e in events if e.what == "share")
    assert set(share.get("tied")) == {0, 1} and share.get("amount") == pot + 1
    assert s.ledger.pot == 0 and sum(s.ledger.stacks) == 200


def test_reading_a_game_is_five_deals_the_chips_carried_over():
    """Reading: a game is five deals (option), the chips carried over, the deal passing left."""
    s = G.start(3, 9)
    rng = random.Random(2)
    dealers = []
    while not s.over:
        if not dealers or dealers[-1][0] != s.pub.deal_no:
            dealers.append((s.pub.deal_no, s.pub.dealer))
        s.apply(rng.choice(s.legal_actions()))
    assert [d for d, _ in dealers] == [1, 2, 3, 4, 5]
    if not s.pub.left:
        assert all((b - a) % 3 == 1 for (_, a), (_, b) in zip(dealers, dealers[1:]))
    assert sum(s.result().chips) == 0 and len(s.result().settlement.per_deal) == 5


def test_reading_three_rounds_then_anyone_may_show_and_all_hands_are_shown():
    """Reading (a safety net): with three or more in, after three rounds of betting anyone may
    «вскрыть», and all the hands still in are shown."""
    s = deal(["AS AC AH", "6S 7C 8D", "KH QH 9S"], dealer=2)
    for _ in range(9):
        assert not any(a.kind == "show" for a in s.legal_actions())
        s.apply(act(s, "call"))
    events = s.apply(act(s, "show"))
    assert {e.seat for e in events if e.what == "show"} == {0, 1, 2} and s.pub.winner == 0
