"""Комета and Манилья (rules/games/kometa.py): each rule on a hand-built position."""
import random
from collections import Counter

import pytest

from rules import Action, get_game
from rules.cards import Card, deck
from rules.errors import IllegalAction
from rules.games.kometa import KOMETA_ORDER, MANILLA, comet_card, kometa_deck

K = get_game("kometa")
M = get_game("manilya")
C = Card.parse
COMET = C("9C")


def cards(text):
    return [C(x) for x in text.split()]


def position(game, seats, hands, current=0, options=None, seed=1):
    """A fresh hand with the given hands (the rest aside), ``current`` to lead."""
    s = game.start(seats, seed, options or {})
    pool = Counter(s.deck_cards)
    for h in hands:
        pool -= Counter(h)
    s.hands = [s._sorted(h) for h in hands]
    s.talon = list(pool.elements())
    s.run, s.played = [], []
    s.current, s.leading, s.last_layer = current, True, None
    s.passed, s.lacks = set(), {}
    s.wild_as, s.wild_laid = None, False
    s.laid_ranks, s._legal = {}, None
    return s


def play(s, text, value=None):
    return s.apply(Action("play", tuple(cards(text)), value=value))


# --- the deck and the deal ---------------------------------------------------------------
def test_the_49_card_deck_red_and_black():
    red = kometa_deck("red")
    assert len(red) == 49 and red.count(COMET) == 1
    plain = [c for c in red if c != COMET]
    assert all(c.suit in "HD" for c in plain) and not any(c.rank == 14 for c in plain)
    assert Counter(c.rank for c in plain) == {r: 4 for r in KOMETA_ORDER}
    black = kometa_deck("black")
    assert comet_card("black") == C("9H") and len(black) == 49
    assert all(c.suit in "SC" for c in black if c != C("9H"))


@pytest.mark.parametrize("seats,each,aside", [(2, 18, 13), (3, 16, 1), (4, 12, 1)])
def test_dealt_by_threes_the_rest_unseen(seats, each, aside):
    s = K.start(seats, 7)
    assert all(len(s.hands[p]) == each for p in range(seats)) and len(s.talon) == aside
    # by threes from the dealer's left: replay the shuffle
    rng = random.Random(7)
    dealer = rng.randrange(seats)
    order = [(dealer + 1 + i) % seats for i in range(seats)]
    pack = list(kometa_deck("red"))
    rng.shuffle(pack)
    first = []
    pos = 0
    given = 0
    while given < each:
        step = min(3, each - given)
        first += pack[pos:pos + step]
        pos += step * seats
        given += step
    assert Counter(s.hands[order[0]]) == Counter(first)
    v = s.view(order[0])
    assert all(c is None for c in v.zone("talon").cards)
    assert all(c is None for c in v.zone(f"hand{order[1]}").cards)


def test_the_dealer_pays_his_fine_into_the_pot():
    s = K.start(3, 5)
    assert s.ledger.pot == 1 and s.ledger.stacks[s.dealer] == 49
    s0 = K.start(3, 5, {"dealer_fine": 0})
    assert s0.ledger.pot == 0


def test_the_player_left_of_the_dealer_starts():
    s = K.start(3, 11)
    assert s.to_move == (s.dealer + 1) % 3 and s.view(None).public["leading"]


# --- runs -----------------------------------------------------------------------------------
def test_runs_ascend_regardless_of_suit_and_must_go_on():
    s = position(K, 2, [cards("7H 8D 8H 10D"), cards("9D 9H 2H")])
    play(s, "7H")
    legal = s.legal_actions()
    assert {a.cards for a in legal} == {(C("8D"),), (C("8H"),)}       # no pass while holding an eight
    with pytest.raises(IllegalAction):
        s.apply(Action("pass"))
    with pytest.raises(IllegalAction):
        play(s, "10D")
    play(s, "8D")
    assert s.view(None).public["need"] == 9 and s.to_move == 0


def test_pass_without_a_nine_and_the_next_continues():
    s = position(K, 2, [cards("7H 8D 10D"), cards("9D 9H 2H")])
    play(s, "7H")
    play(s, "8D")
    assert s.legal_actions() == [Action("pass")]
    ev = s.apply(Action("pass"))
    assert ev[0].what == "pass" and ev[0].get("need") == 9
    assert s.to_move == 1 and s.view(None).public["need"] == 9
    # the pass tells everyone he holds no nine: the sampler may not deal him one
    assert C("9D") in s.view(1).constraints["not_in"]["hand0"]
    from app.wording import Wording
    assert Wording("ru").render(K.bubble(ev[0])) == "Без девятки"
    assert Wording("en").render(K.bubble(ev[0])) == "Without a nine"


def test_the_king_closes_the_run_and_its_player_goes_on():
    s = position(K, 2, [cards("QH KD 2H 5D"), cards("3H 4H")])
    play(s, "QH")
    ev = play(s, "KD")
    closed = [e for e in ev if e.what == "run_closed"]
    assert closed and closed[0].get("reason") == "king" and closed[0].seat == 0
    assert s.to_move == 0 and s.leading and s.run == [] and C("KD") in s.played


def test_everybody_passes_the_last_layer_leads():
    s = position(K, 3, [cards("5H 6H 2D"), cards("2H 3D"), cards("4D 4H")])
    play(s, "5H")
    play(s, "6H")
    s.apply(Action("pass"))          # seat 0: no seven
    s.apply(Action("pass"))          # seat 1
    ev = s.apply(Action("pass"))     # seat 2: back to the last layer
    assert any(e.what == "run_closed" and e.get("reason") == "all_pass" for e in ev)
    assert s.to_move == 0 and s.leading


def test_a_gok_when_nothing_higher_is_left_in_play():
    s = position(K, 2, [cards("6H 2D 3D"), cards("2H 3H")])
    s.played = [c for c in s.talon if c.rank == 7] + [COMET]     # every seven and the comet are out
    s.talon = [c for c in s.talon if c.rank != 7]
    s.wild_laid = True
    s.laid_ranks = {7: 4}
    ev = play(s, "6H")
    assert any(e.what == "run_closed" and e.get("reason") == "gok" for e in ev)
    assert s.to_move == 0 and s.leading


# --- groups ---------------------------------------------------------------------------------
def test_groups_of_three_or_four_of_a_rank():
    hand = cards("7H 7H 7D 8D 8H 2D")
    s = position(K, 2, [hand, cards("3H")])
    sizes = Counter(len(a.cards) for a in s.legal_actions() if a.cards and a.cards[0].rank == 7)
    assert sizes == {1: 2, 3: 1}                     # 7♥, 7♦ or all three; no pair
    assert not any(len(a.cards) == 2 for a in s.legal_actions())
    play(s, "7D 7H 7H")
    assert s.view(None).public["need"] == 8 and len(s.run) == 3
    any_ = position(K, 2, [hand, cards("3H")], options={"same_rank_group": "any"})
    assert any(len(a.cards) == 2 and a.cards[0].rank == 8 for a in any_.legal_actions())
    single = position(K, 2, [hand, cards("3H")], options={"same_rank_group": "single"})
    assert all(len(a.cards) == 1 for a in single.legal_actions())


# --- the comet ------------------------------------------------------------------------------
def test_the_comet_stands_for_the_needed_rank_and_everyone_pays_two():
    s = position(K, 3, [cards("7H 8D 10H 2D 9C"), cards("3H 4H"), cards("5H 5D")])
    play(s, "7H")
    play(s, "8D")
    wild = [a for a in s.legal_actions() if a.cards and a.cards[0] == COMET]
    assert [a.value for a in wild] == [9] and Action("pass") in s.legal_actions()
    before = list(s.ledger.stacks)
    ev = s.apply(wild[0])
    pays = [e for e in ev if e.what == "chips" and e.get("reason") == "comet"]
    assert sorted((e.get("from"), e.get("amount")) for e in pays) == [("player:1", 2), ("player:2", 2)]
    assert s.ledger.stacks[0] == before[0] + 4
    assert s.view(None).public["wild_as"] == 9 and s.view(None).public["need"] == 10
    play(s, "10H")                                   # the run goes on from the comet's rank


def test_with_the_comet_its_nines_go_aside():
    s = position(K, 2, [cards("9C 9H 9D 5H 2D"), cards("3H 4H")])
    acts = [a for a in s.legal_actions() if a.cards and a.cards[0] == COMET]
    assert {a.value for a in acts} == set(KOMETA_ORDER)             # leading: any rank
    with_nines = next(a for a in acts if a.value == 4 and len(a.cards) == 3)
    ev = s.apply(with_nines)
    aside = [e for e in ev if e.what == "aside"]
    assert aside and set(aside[0].cards) == {C("9H"), C("9D")}
    assert s.run == [COMET] and C("9H") in s.played and s.view(None).public["need"] == 5
    play(s, "5H")


def test_the_comet_as_the_last_card_pays_four_and_ends_the_hand_with_an_opera_x4():
    s = position(K, 3, [cards("9C"), cards("3H 4H"), cards("5H 5D 6D")])
    start_scores = list(s.scores)
    ev = s.apply(Action("play", (COMET,), value=13))
    pays = [e for e in ev if e.what == "chips" and e.get("reason") == "comet"]
    assert sorted(e.get("amount") for e in pays) == [4, 4]
    over = next(e for e in ev if e.what == "deal_over")
    d = dict(over.data)
    assert d["opera"] and d["ended_wild"] and d["opera_x"] == 4
    assert d["points"] == 5 * 4 and s.scores[0] == start_scores[0] + 20


def test_the_comet_is_paid_by_opponents_only_in_2x2():
    s = position(K, 4, [cards("9C 2D 3D"), cards("4H"), cards("5H"), cards("6H")])
    assert s.teams == ((0, 2), (1, 3))
    ev = s.apply(Action("play", (COMET,), value=10))
    payers = sorted(e.get("from") for e in ev if e.what == "chips" and e.get("reason") == "comet")
    assert payers == ["player:1", "player:3"]


# --- the hand's points ----------------------------------------------------------------------------
def _finish(s, text):
    return dict(next(e for e in play(s, text) if e.what == "deal_over").data)


def test_points_are_the_cards_left_doubled_by_a_stuck_comet_and_the_opera():
    s = position(K, 2, [cards("2H 3H"), cards("9C 5D 6D")])
    play(s, "2H")
    d = _finish(s, "3H")
    assert d["cards"] == 3 and d["stuck"] and d["stuck_x"] == 2
    assert d["opera"] and d["opera_x"] == 2 and d["points"] == 3 * 2 * 2
    s3 = position(K, 2, [cards("2H 3H"), cards("9C 5D 6D")], options={"comet_stuck_multiplier": 4})
    play(s3, "2H")
    assert _finish(s3, "3H")["points"] == 3 * 4 * 2


def test_no_opera_after_a_pass():
    s = position(K, 2, [cards("2H 3H 7D"), cards("4D 5D 6D 2D")])
    play(s, "2H")
    play(s, "3H")
    s.apply(Action("pass"))                                   # seat 0: no four
    play(s, "4D")
    play(s, "5D")
    play(s, "6D")
    s.apply(Action("pass"))                                   # seat 1: no seven? he passes, 0 lays 7D
    d = _finish(s, "7D")
    assert d["winner"] == 0 and not d["opera"] and d["points"] == 1


def _went_out_from_his_own_lead(options=None):
    """Seat 1 passed once, then everyone passed, the lead came back to him and he laid all he had."""
    s = position(K, 2, [cards("2H 3H 7H"), cards("4D 9D 10D JD")], options=options)
    play(s, "2H")
    play(s, "3H")
    s.apply(Action("pass"))                                   # seat 0: no four
    play(s, "4D")
    s.apply(Action("pass"))                                   # seat 1: no five
    s.apply(Action("pass"))                                   # seat 0: no five — all passed, seat 1 leads
    assert s.to_move == 1 and s.leading
    play(s, "9D")
    play(s, "10D")
    return _finish(s, "JD")


def test_the_opera_option_never_passed_by_default_or_the_last_turn_from_ones_own_lead():
    """«Игрок, уложивший все карты без перерыва, считается взявшим „оперу“»: by default the whole
    hand without a pass (the seed's «все карты»); the option ``last_turn`` reads «без перерыва» as
    the last turn only, begun with a lead of one's own."""
    d = _went_out_from_his_own_lead()
    assert d["winner"] == 1 and not d["opera"] and d["points"] == 1
    d = _went_out_from_his_own_lead({"opera": "last_turn"})
    assert d["winner"] == 1 and d["opera"] and d["opera_x"] == 2 and d["points"] == 2
    assert K.options[[o.key for o in K.options].index("opera")].default == "never_passed"
    assert M.options[[o.key for o in M.options].index("opera")].default == "never_passed"


def test_partners_score_together_the_cards_of_both_opponents():
    s = position(K, 4, [cards("2H"), cards("4H 5H"), cards("6H 7H 8H"), cards("10H QH KD")])
    d = _finish(s, "2H")
    assert d["side"] == (0, 2) and d["cards"] == 5
    assert s.scores[0] == s.scores[2] == 10 and s.scores[1] == s.scores[3] == 0   # opera ×2


def test_the_match_ends_at_24_and_the_winner_takes_the_pot():
    s = position(K, 2, [cards("2H"), cards("4H 5H 6H 7H 8H 10H QH")])
    s.scores = [20, 5]
    pot = s.ledger.pot
    ev = play(s, "2H")
    assert s.over and s.scores[0] == 20 + 14
    assert any(e.what == "chips" and e.get("reason") == "pot" and e.get("amount") == pot for e in ev)
    r = s.result()
    assert r.placings == (1, 2) and r.settlement.unit == "points" and sum(r.chips) == 0
    assert r.settlement.per_deal[-1] == (14, 0)


def test_the_match_goes_on_below_the_target():
    s = position(K, 2, [cards("2H"), cards("4H 5H")])
    play(s, "2H")
    assert not s.over and s.deal_no == 2 and s.scores[0] == 4
    assert len(s.hands[0]) == 18 and s.ledger.pot == 2           # two fines


def test_illegal_input_is_refused_with_a_clear_message_and_nothing_changes():
    s = position(K, 2, [cards("7H 8D"), cards("9D")])
    before = (list(s.hands[0]), list(s.run), s.to_move)
    with pytest.raises(IllegalAction, match="not a legal action"):
        s.apply(Action("play", (C("9D"),)))
    with pytest.raises(IllegalAction):
        s.apply(Action("play", (COMET,), value=9))               # he has no comet
    assert (list(s.hands[0]), list(s.run), s.to_move) == before


# --- Манилья --------------------------------------------------------------------------------
@pytest.mark.parametrize("seats,each,aside", [(2, 26, 0), (3, 17, 1), (4, 13, 0), (5, 10, 2)])
def test_manilya_deal(seats, each, aside):
    s = M.start(seats, 3)
    assert all(len(s.hands[p]) == each for p in range(seats)) and len(s.talon) == aside
    assert Counter(s.deck_cards) == Counter(deck(52)) and s.wild == MANILLA
    assert s.ledger.stacks == (100,) * seats and s.ledger.pot == 0


def test_manilya_ace_is_low_and_the_manille_is_wild():
    s = position(M, 2, [cards("AH 2D 10D"), cards("5H")])
    play(s, "AH")
    assert s.view(None).public["need"] == 2
    play(s, "2D")
    wild = [a for a in s.legal_actions() if a.cards and a.cards[0] == MANILLA]
    assert [a.value for a in wild] == [3]


def test_manilya_losers_pay_a_chip_a_card_doubled_with_the_manille_and_the_broke_leave():
    s = position(M, 3, [cards("2H 3H 4D"), cards("5H 6H"), cards("10D 8C 9C")])
    play(s, "2H")
    play(s, "3H")
    ev = play(s, "4D")
    d = dict(next(e for e in ev if e.what == "deal_over").data)
    pays = {p[0]: (p[1], p[2]) for p in d["payments"]}
    assert pays == {1: (2 * 10 * 2, 40), 2: (3 * 10 * 2 * 2, 100)}     # opera ×2, the manille held ×2
    assert s.ledger.stacks == (240, 60, 0)
    assert any(e.what == "leave" and e.seat == 2 for e in ev)
    assert s.active == [0, 1] and not s.over and len(s.hands[0]) == 26     # two play on: 26 each


def test_manilya_the_last_with_chips_wins():
    s = position(M, 2, [cards("2H"), cards("5H 6H 7H")], options={"chips": 3})
    ev = play(s, "2H")
    assert s.over and s.ledger.stacks == (60, 0)
    r = s.result()
    assert r.placings == (1, 2) and r.chips == (30, -30) and r.reason == "out_of_chips"
    assert r.settlement.gone == (1,)
