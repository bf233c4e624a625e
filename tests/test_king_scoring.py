"""Кинг's arithmetic (rules/games/king/scoring.py) on hand-built deals, and the seed's balances."""
import pytest

from rules.cards import Card, deck
from rules.games.king import scoring as K


def C(code):
    return Card.parse(code)


DECK32 = tuple(deck(32))
DECK30 = tuple(c for c in DECK32 if c not in (C("AS"), C("AC")))


def test_47a_penalties_balance_the_otygrysh_192():
    vals = K.values("47a")
    per = {g: K.deal_total(g, vals, 8, DECK32) for g in K.PENALTY_GAMES}
    assert per == {"tricks": 16, "hearts": 16, "boys": 16, "girls": 16, "last2": 16, "king": 16, "eralash": 96}
    sched = K.fixed_schedule("47a", 4)
    neg = sum(K.deal_total(g, vals, 8, DECK32) for g in sched if g != K.OTYGRYSH)
    pos = sum(K.deal_total(g, vals, 8, DECK32) for g in sched if g == K.OTYGRYSH)
    assert neg == 192 and pos == 8 * 24 == 192
    assert len(sched) == 15 and K.match_deals("47a", 4) == 15


@pytest.mark.parametrize("order", sorted(K.DEAL_ORDERS))
def test_every_order_holds_each_penalty_deal_once(order):
    assert sorted(K.DEAL_ORDERS[order]) == sorted(K.PENALTY_GAMES)


def test_47v_king24_balances_240_and_the_literal_values_do_not():
    vals = K.values("47v", "king24")
    neg = sum(K.deal_total(g, vals, 10, DECK30) for g in K.PENALTY_GAMES)
    pos = 6 * K.deal_total(K.OTYGRYSH, vals, 10, DECK30)
    assert neg == 240 == pos
    lit = K.values("47v", "proportional")
    assert K.deal_total(K.ERALASH, lit, 10, DECK30) == 116
    assert sum(K.deal_total(g, lit, 10, DECK30) for g in K.PENALTY_GAMES) == 232


def test_47g_compensation_116_plus_4_is_120():
    vals = K.values("47g")
    games = K.games_per_player("47g")
    neg = sum(K.deal_total(g, vals, 10, DECK32) * k for g, k in games.items() if g != K.OTYGRYSH)
    pos = K.deal_total(K.OTYGRYSH, vals, 10, DECK32) * games[K.OTYGRYSH]
    assert neg == 116 and pos == 120 and neg + 4 == pos
    assert K.ERALASH not in games
    assert K.match_deals("47g", 4) == 36 and K.match_deals("47g", 3) == 27
    assert K.match_deals("47g", 3, compensation="no_tricks_circle") == 30


def test_47b_36_deals():
    assert K.match_deals("47b", 4) == 36
    assert K.match_deals("47b", 4, zakaz_otygrysh=8) == 60


def _trick(w, *codes):
    return (w, tuple(C(c) for c in codes))


def test_deal_points_each_game_on_a_hand_built_deal():
    vals = K.values("47a")
    # eight tricks; seat 2 takes the К♥ and the last two; seat 0 takes two jacks
    tricks = [_trick(0, "JS", "JC", "7D", "8D"), _trick(1, "QH", "7H", "8S", "9S"),
              _trick(1, "AS", "KS", "10S", "7S"), _trick(3, "AD", "KD", "QD", "9D"),
              _trick(0, "AC", "KC", "QC", "10C"), _trick(3, "AH", "10H", "9H", "8H"),
              _trick(2, "KH", "JH", "JD", "10D"), _trick(2, "9C", "8C", "7C", "QS")]
    assert sum(len(c) for _, c in tricks) == 32
    assert K.deal_points(K.TRICKS, tricks, 4, vals) == (4, 4, 4, 4)
    assert K.deal_points(K.HEARTS, tricks, 4, vals) == (0, 4, 4, 8)
    assert K.deal_points(K.BOYS, tricks, 4, vals) == (8, 0, 8, 0)
    assert K.deal_points(K.GIRLS, tricks, 4, vals) == (4, 4, 4, 4)
    assert K.deal_points(K.LAST2, tricks, 4, vals) == (0, 0, 16, 0)
    assert K.deal_points(K.KING_H, tricks, 4, vals) == (0, 0, 16, 0)
    era = K.deal_points(K.ERALASH, tricks, 4, vals)
    assert era == (4 + 8 + 4, 4 + 4 + 4, 4 + 4 + 8 + 4 + 16 + 16, 4 + 8 + 4) and sum(era) == 96
    assert K.deal_points(K.OTYGRYSH, tricks, 4, vals) == (6, 6, 6, 6)


def test_47g_discard_that_scores_counts_in_the_discarders_tricks():
    vals = K.values("47g")
    tricks = [_trick(1, "7S", "8S", "9S")]
    assert K.deal_points(K.BOYS, tricks, 3, vals, {0: (C("JH"), C("7D"))}) == (5, 0, 0)
    assert K.deal_points(K.HEARTS, tricks, 3, vals, {2: (C("JH"), C("KH"))}) == (0, 0, 4)
    assert K.deal_points(K.TRICKS, tricks, 3, vals, {0: (C("JH"), C("KH"))}) == (0, 2, 0)
    assert K.scoring_cards(K.BOYS, C("JH")) and not K.scoring_cards(K.BOYS, C("QH"))
    assert K.scoring_cards(K.KING_H, C("KH")) and not K.scoring_cards(K.TRICKS, C("KH"))


def test_circle_writes_4_to_the_most_tricks():
    tricks = [_trick(0, "7S"), _trick(0, "8S"), _trick(1, "9S"), _trick(2, "10S")]
    assert K.deal_points(K.CIRCLE, tricks, 3, {}) == (4, 0, 0)
    assert K.deal_points(K.CIRCLE, tricks[1:], 3, {}) == (4, 0, 0)     # a tie: the first to reach it
    late = [_trick(1, "7S"), _trick(0, "8S"), _trick(0, "9S"), _trick(1, "10S")]
    assert K.deal_points(K.CIRCLE, late, 3, {}) == (4, 0, 0)


def test_accounts_sum_to_zero():
    net = K.nets((50, 60, 40, 42), (48, 60, 72, 12))
    assert net == (-2, 0, 32, -30) and sum(net) == 0
    assert K.settle("47a", "king24", (50, 60, 40, 42), (48, 60, 72, 12)) == net
    d = K.differences((10, -3, 5, 1))
    assert sum(d) == 0 and d[0] == (10 + 3) + (10 - 5) + (10 - 1)
    p = K.proportional((-30, 20, 18))       # 47.в literal: the sum is +8, not 0
    assert sum(p) == 0 and p[0] == -30 and p[1] + p[2] == 30 and p[1] >= p[2]
    assert K.proportional((0, 0, 0)) == (0, 0, 0)


def test_circle_tie_all_tied_write_4_as_an_option():
    """47.г «Игрок, набравший за одну игру больше всех взяток, записывает 4 штрафных очка»:
    the default reads «игрок» as one (the first to reach the top count: one 4 a deal, the
    compensation's 12 exactly); the catalogue's reading (all tied write 4) is an option."""
    tie = [_trick(1, "7S"), _trick(0, "8S"), _trick(0, "9S"), _trick(1, "10S"), _trick(2, "JS")]
    assert K.deal_points(K.CIRCLE, tie, 3, {}) == (4, 0, 0)
    assert K.deal_points(K.CIRCLE, tie, 3, {}, circle_tie="first") == (4, 0, 0)
    assert K.deal_points(K.CIRCLE, tie, 3, {}, circle_tie="all") == (4, 4, 0)
    assert K.deal_points(K.CIRCLE, tie[:3], 3, {}, circle_tie="all") == (4, 0, 0)
