"""Лентюрлю, rule by rule, on hand-built positions (catalogue B8; seeds 004 23.а–в, 000 #8, 002)."""
import json
import random

import pytest

from rules import Action, Card, GameOver, IllegalAction, WrongSeat, get_game
from rules.games.lenturlu import (DEAL_TABLE, LENTURLU, STAKE_ORDER, ante_split, card_points, deal_phrases,
                                  hand_points)
from rules.phrases import Phrase
from app.words.names import default_names
from app.wording import label, render, say


def deal_lines(summary, names, lang="ru"):
    return render(deal_phrases(summary), names, lang)

G = get_game("lenturlu")
NAMES = default_names(8)


def cs(text):
    return [Card.parse(c) for c in text.split()]


def play(code):
    return Action("play", (Card.parse(code),))


BUY1, BUY2, PASS = Action("buy", value=1), Action("buy", value=2), Action("pass")


def make(variant="23a", seats=4, hands=("", "", "", ""), talon="", run="", current=0, last_layer=None,
         stacks=None, **opts):
    """A position: fresh antes on the board, then the given hands, talon and run."""
    s = G.start(seats, 7, dict(opts, variant=variant))
    s.hands = [sorted(cs(h), key=lambda c: (c.rank % 14, c.suit)) for h in hands] + [[]] * (seats - len(hands))
    s.talon = cs(talon)
    s.run = cs(run)
    s.played = []
    s.current = current
    s.leading = not s.run
    s.first_lead = not s.run
    s.lead_passes = 0
    s.last_layer = last_layer if last_layer is not None else (None if not s.run else (current - 1) % seats)
    s.laid = s.bought = 0
    if stacks is not None:
        board = s.ledger.board()
        s.ledger.stacks = list(stacks)
        s.start_chips = tuple(x + (board // seats if i == 0 else 0) for i, x in enumerate(stacks))
    return s


def chips(events, reason=None):
    return [(e.get("from"), e.get("to"), e.get("amount")) for e in events
            if e.what == "chips" and (reason is None or e.get("reason") == reason)]


# --- the pack, points, the deal --------------------------------------------------------

def test_card_points_and_doubled_lenturlu_cards():
    assert [card_points(c) for c in cs("AH 2C 9D 10S JH QD KC")] == [1, 2, 9, 10, 10, 10, 10]
    # The seed's doubled values: Т♠ 2, 7♦ 14, В♣ / К♥ / Д♠ 20.
    assert [card_points(c) for c in cs("AS 7D JC KH QS")] == [2, 14, 20, 20, 20]
    assert hand_points(cs("3S 9H JC")) == 3 + 9 + 20
    assert LENTURLU == frozenset(cs("7D AS QS JC KH"))


@pytest.mark.parametrize("seats,each,talon", [(3, 15, 7), (4, 12, 4), (5, 9, 7), (6, 8, 4), (7, 7, 3), (8, 6, 4)])
def test_the_deal_follows_the_table_of_seed_002(seats, each, talon):
    s = G.start(seats, 3)
    assert (seats, each, talon) in DEAL_TABLE
    assert all(len(s.hands[x]) == each for x in range(seats)) and len(s.talon) == talon
    assert sorted(c.code for h in s.hands for c in h) + [] == sorted(
        c.code for c in set(c for h in s.hands for c in h))
    assert len({c for h in s.hands for c in h} | set(s.talon)) == 52
    assert s.current == (s.dealer + 1) % seats and s.leading and s.run == []
    v = s.view(0)
    assert v.zone("talon").cards == (None,) * talon and v.zone("talon").kind == "stock"


def test_seats_out_of_range_are_refused():
    from rules import BadSeats
    for n in (2, 9):
        with pytest.raises(BadSeats):
            G.start(n, 1)


# --- the stakes ------------------------------------------------------------------------

def test_the_seeds_ante_example_25_is_3_4_5_6_7():
    assert ante_split(25) == {"QS": 3, "AS": 4, "JC": 5, "KH": 6, "7D": 7}
    s = G.start(5, 1)
    assert s.ledger.stakes == {"7D": 7, "QS": 3, "AS": 4, "JC": 5, "KH": 6}
    assert s.ledger.stacks == (195,) * 5
    ante = [e for e in s.start_events if e.what == "chips"]
    assert all(e.get("reason") == "ante" and e.src.startswith("player:") and e.dst.startswith("stake:") for e in ante)
    per_seat = {}
    for e in ante:
        per_seat[e.seat] = per_seat.get(e.seat, 0) + e.get("amount")
    assert per_seat == {x: 5 for x in range(5)}


def test_other_totals_split_by_largest_remainder():
    assert ante_split(15) == {"QS": 2, "AS": 2, "JC": 3, "KH": 4, "7D": 4}
    assert ante_split(40) == {"QS": 5, "AS": 6, "JC": 8, "KH": 10, "7D": 11}
    s = G.start(3, 1, {"ante_per_player": 5})
    assert s.ledger.stakes == {"7D": 4, "QS": 2, "AS": 2, "JC": 3, "KH": 4} and s.ledger.stacks == (195,) * 3
    s = G.start(4, 1, {"ante_per_player": 10})
    assert sum(s.ledger.stakes.values()) == 40 and s.ledger.stacks == (190,) * 4


def test_laying_a_lenturlu_card_takes_its_stake_and_the_others_restake():
    s = make(hands=("6C 7D 9H", "2C", "3C", "4C"), run="5H")
    assert ante_split(20) == {"QS": 2, "AS": 3, "JC": 4, "KH": 5, "7D": 6}     # 2.4 3.2 4 4.8 5.6
    assert s.ledger.stakes["7D"] == 6
    before = list(s.ledger.stacks)
    s.apply(play("6C"))
    ev = s.apply(play("7D"))
    assert chips(ev, "take") == [("stake:7D", "player:0", 6)]
    assert chips(ev, "restake") == [("player:1", "stake:7D", 2), ("player:2", "stake:7D", 2), ("player:3", "stake:7D", 2)]
    assert s.ledger.stakes["7D"] == 6
    assert s.ledger.stacks == (before[0] + 6, before[1] - 2, before[2] - 2, before[3] - 2)
    assert s.run == cs("5H 6C 7D") and s.current == 0 and not s.leading   # the run goes on (Rozaliev)
    assert s.view(1).stakes["7D"] == 6


def test_a_restake_is_what_a_player_has_when_he_has_less():
    s = make(hands=("7D 9H", "2C", "3C", "4C"), run="6H", stacks=(50, 1, 0, 50), restake=3)
    ev = s.apply(play("7D"))
    assert chips(ev, "restake") == [("player:1", "stake:7D", 1), ("player:3", "stake:7D", 3)]
    assert s.ledger.stacks[1:] == (0, 0, 47)


def test_a_lenturlu_card_that_ends_the_deal_is_not_restaked():
    s = make(hands=("QS", "2C 3C", "4C", "5C"), run="JH", deals=1)
    stacks = list(s.ledger.stacks)
    board = s.ledger.board()
    ev = s.apply(play("QS"))
    assert chips(ev, "restake") == []
    assert chips(ev, "take") == [("stake:QS", "player:0", 2)]
    assert s.over and s.ledger.stacks[0] == stacks[0] + board + (2 + 3) + 4 + 5


def test_lenturlu_card_stops_closes_the_run_and_its_player_leads():
    s = make(hands=("6C 7D 8H", "2C", "3C", "4C"), run="5H", lenturlu_card_stops=True)
    s.apply(play("6C"))
    ev = s.apply(play("7D"))
    assert [e.what for e in ev if e.what == "run_closed"] == ["run_closed"]
    assert s.run == [] and s.played == cs("5H 6C 7D") and s.leading and s.current == 0
    assert play("8H") in s.legal_actions() and PASS not in s.legal_actions()


def test_without_the_option_a_lenturlu_card_does_not_close_the_run():
    s = make(hands=("6C 7D 8H", "2C", "3C", "4C"), run="5H")
    s.apply(play("6C"))
    s.apply(play("7D"))
    assert not s.leading and s.run[-1] == Card.parse("7D") and play("8H") in s.legal_actions()


# --- laying runs -------------------------------------------------------------------------

def _need_note(s):
    """What the table writes under the run for the deal in play (rules/games/lenturlu_notes.py)."""
    v = s.view(0)
    return next(n.phrase for n in G.table_notes(v) if n.at == "below" and n.deal == v.deal_no)


def test_runs_go_up_by_rank_regardless_of_suit_ace_low_king_high():
    s = make(hands=("AS 2H 3S 5D KC", "4C", "6C", "7C"))
    assert sorted(a.card.code for a in s.legal_actions()) == sorted(["AS", "2H", "3S", "5D", "KC"])
    s.apply(play("AS"))
    assert s.view(0).public["need"] == 2 and render([_need_note(s)]) == ["нужна двойка"]
    assert play("3S") not in s.legal_actions() and play("2H") in s.legal_actions()
    s.apply(play("2H"))
    s.apply(play("3S"))
    assert render([_need_note(s)]) == ["нужна четвёрка"] and render([_need_note(s)], lang="en") == ["needs a four"]
    assert "need_text" not in s.view(0).public          # words are the program's, not the record's
    assert s.legal_actions() == [PASS]          # no four and an empty talon: only the pass
    s.apply(PASS)
    assert s.current == 1 and s.legal_actions() == [play("4C"), PASS]


def test_continuing_is_optional_by_default_and_compulsory_with_must_continue():
    s = make(hands=("2C", "4C 9H", "3C", "5C"), run="3H", current=1, talon="8S 8D")
    assert set(s.legal_actions()) == {play("4C"), PASS}          # holding the four: no buying
    s = make(hands=("2C", "4C 9H", "3C", "5C"), run="3H", current=1, talon="8S 8D", must_continue=True)
    assert s.legal_actions() == [play("4C")]
    with pytest.raises(IllegalAction):
        s.apply(PASS)


def test_a_player_lacking_the_next_rank_may_buy_one_or_two_cards_then_continue_or_pass():
    s = make(hands=("2C", "9H JD", "3C", "5C"), run="3H", current=1, talon="4S 8D 7C")
    assert set(s.legal_actions()) == {BUY1, BUY2, PASS}
    ev = s.apply(BUY1)
    assert ev[0].what == "buy" and ev[0].cards == tuple(cs("4S")) and ev[0].visible_to == frozenset({1})
    assert ev[0].for_seat(0).cards == () and ev[0].for_seat(0).count == 1
    assert s.talon == cs("8D 7C") and Card.parse("4S") in s.hands[1]
    assert set(s.legal_actions()) == {play("4S"), PASS}       # it fits: lay it (or pass)
    s.apply(play("4S"))
    assert set(s.legal_actions()) == {BUY1, PASS}             # one more card this turn, not two
    s.apply(BUY1)
    assert s.bought == 2 and s.legal_actions() == [PASS]      # not more than two per turn
    s.apply(PASS)
    assert s.current == 2 and s.bought == 0


def test_buying_two_at_once_and_the_talon_limits():
    s = make(hands=("2C", "9H", "3C", "5C"), run="3H", current=1, talon="8D")
    assert set(s.legal_actions()) == {BUY1, PASS}           # only one card left
    s.apply(BUY1)
    assert s.legal_actions() == [PASS]                      # the talon is empty
    s = make(hands=("2C", "9H", "3C", "5C"), run="3H", current=1, talon="8D 7S 6S")
    ev = s.apply(BUY2)
    assert ev[0].count == 2 and ev[0].cards == tuple(cs("8D 7S")) and s.legal_actions() == [PASS]


def test_no_buying_when_starting_a_run():
    s = make(hands=("2C 5H", "9H", "3C", "5C"), talon="8D 7S")
    assert all(a.kind == "play" for a in s.legal_actions())


def test_when_everybody_passes_the_last_layer_starts_a_new_run():
    s = make(hands=("2C 9D", "AH", "AD", "AC"), current=0)
    s.apply(play("2C"))
    s.apply(PASS)
    for seat in (1, 2, 3):
        assert s.current == seat
        ev = s.apply(PASS)
    closed = [e for e in ev if e.what == "run_closed"]
    assert closed and closed[0].get("reason") == "all_pass" and closed[0].seat == 0
    assert s.current == 0 and s.leading and s.run == [] and s.played == cs("2C")
    assert s.legal_actions() == [play("9D")]


def test_a_card_laid_by_another_moves_the_all_pass_point():
    s = make(hands=("2C 9D", "3H 7S", "AD", "AC"))
    s.apply(play("2C"))
    s.apply(PASS)
    s.apply(play("3H"))
    s.apply(PASS)
    s.apply(PASS)
    s.apply(PASS)
    assert s.current == 0 and not s.leading          # seat 1 laid last: seat 0 must still pass
    s.apply(PASS)
    assert s.current == 1 and s.leading and s.played == cs("2C 3H")


# --- the King and the end of a deal ---------------------------------------------------------

def test_23a_a_king_closes_the_run_and_its_player_goes_on_with_any_card():
    s = make("23a", hands=("QC KD 5S 9H", "2C", "3C", "4C"), run="JH")
    s.apply(play("QC"))
    ev = s.apply(play("KD"))
    assert [e.get("reason") for e in ev if e.what == "run_closed"] == ["king"]
    assert s.leading and s.current == 0 and s.played == cs("JH QC KD")
    assert set(s.legal_actions()) == {play("5S"), play("9H")} and not s.over


def test_23a_the_first_out_of_cards_wins_the_board_and_the_points_with_lenturlu_doubled():
    # Seat 1 holds Т♠, 7♦ and В♣: 2 + 14 + 20 = 36, the seed's doubled values.
    s = make("23a", hands=("9D", "AS 7D JC", "3C 10H", "KH QH"), run="8H", stacks=(100, 100, 100, 100), deals=1)
    board = s.ledger.board()
    ev = s.apply(play("9D"))
    assert s.over
    over = [e for e in ev if e.what == "deal_over"][0]
    assert over.seat == 0 and over.get("reason") == "out"
    assert chips(ev, "points") == [("player:1", "player:0", 36), ("player:2", "player:0", 13),
                                   ("player:3", "player:0", 30)]
    assert sum(a for _, _, a in chips(ev, "board")) == board and s.ledger.board() == 0
    assert s.ledger.stacks == (100 + board + 36 + 13 + 30, 64, 87, 70)
    lines = deal_lines(dict(over.data), NAMES)
    assert lines[0] == "Анна выходит без карт и выигрывает сдачу"
    assert f"Анна забирает с лентюрлю {board} фишек" in lines
    assert "Борис платит Анне 36 фишек: 3 карты, Т♠ ×2, 7♦ ×2, В♣ ×2" in lines
    assert "Вера платит Анне 13 фишек: 2 карты" in lines
    en = deal_lines(dict(over.data), default_names(4, "en"), "en")
    assert "Boris pays Anna 36 chips: 3 cards, A♠ ×2, 7♦ ×2, J♣ ×2" in en
    # The hands are shown to everybody at the settlement.
    shows = [e for e in ev if e.what == "show"]
    assert {e.seat for e in shows} == {1, 2, 3} and all(e.visible_to is None for e in shows)
    assert s.view(2).zone("hand1").cards == tuple(s.hands[1])


def test_23b_the_first_king_ends_the_deal_board_and_points():
    s = make("23b", hands=("QC KD 5S", "2C JC", "3C", "4C KS"), run="JH", stacks=(100,) * 4, deals=1)
    board = s.ledger.board()
    s.apply(play("QC"))
    ev = s.apply(play("KD"))
    assert s.over and [e.get("reason") for e in ev if e.what == "deal_over"] == ["king"]
    assert chips(ev, "points") == [("player:1", "player:0", 22), ("player:2", "player:0", 3),
                                   ("player:3", "player:0", 14)]
    assert s.ledger.stacks[0] == 100 + board + 39
    lines = deal_lines(s.last_deal, NAMES)
    assert lines[0] == "Анна кладёт первого короля и выигрывает сдачу"
    assert "Борис платит Анне 22 фишки: 2 карты, В♣ ×2" in lines


def test_23b_king_of_hearts_takes_its_stake_then_the_whole_board():
    s = make("23b", hands=("KH 5S", "2C", "3C", "4C"), run="QH", stacks=(100,) * 4, deals=1)
    kh, board = s.ledger.stakes["KH"], s.ledger.board()
    ev = s.apply(play("KH"))
    assert chips(ev, "take") == [("stake:KH", "player:0", kh)] and chips(ev, "restake") == []
    assert sum(a for _, _, a in chips(ev, "board")) == board - kh
    assert s.ledger.stacks[0] == 100 + board + 2 + 3 + 4


def test_23b_a_king_that_starts_a_run_ends_the_deal_too():
    s = make("23b", hands=("KC 5S", "2C", "3C", "4C"), deals=1, first_lead_ace=False)
    s.apply(play("KC"))
    assert s.over and s.last_deal["winner"] == 0 and s.last_deal["reason"] == "king"


def test_23b_a_player_out_of_cards_before_any_king_wins_as_well():
    s = make("23b", hands=("9D", "2C", "3C", "4C"), run="8H", deals=1)
    s.apply(play("9D"))
    assert s.over and s.last_deal["reason"] == "out" and s.last_deal["winner"] == 0


def test_23v_each_pays_a_fixed_sum_instead_of_points():
    s = make("23v", hands=("KD 5S", "2C JC QS", "3C", "4C"), run="QH", stacks=(100,) * 4, deals=1,
             fixed_payment=15)
    board = s.ledger.board()
    ev = s.apply(play("KD"))
    assert chips(ev, "fixed") == [("player:1", "player:0", 15), ("player:2", "player:0", 15),
                                  ("player:3", "player:0", 15)]
    assert s.ledger.stacks[0] == 100 + board + 45
    assert "Борис платит Анне 15 фишек: твёрдая плата" in deal_lines(s.last_deal, NAMES)


def test_a_loser_who_cannot_pay_in_full_pays_all_he_has():
    s = make("23a", hands=("9D", "KC QC", "3C", "4C"), run="8H", stacks=(100, 7, 0, 100), deals=1)
    ev = s.apply(play("9D"))
    assert chips(ev, "points") == [("player:1", "player:0", 7), ("player:3", "player:0", 4)]
    assert s.last_deal["payments"][0] == (1, 20, 7, 2, 20, ())
    lines = deal_lines(s.last_deal, NAMES)
    assert "Борис платит Анне 7 фишек из 20 — больше нет: 2 карты" in lines
    assert "Вера не может заплатить Анне: фишек нет (причиталось 3)" in lines


# --- the first lead ----------------------------------------------------------------------------

def test_first_lead_ace_follows_the_variant_unless_set():
    assert G.run_rules(G.resolve_options({"variant": "23a"})).first_lead_ranks is None
    for v in ("23b", "23v"):
        assert G.run_rules(G.resolve_options({"variant": v})).first_lead_ranks == {14}
    assert G.run_rules(G.resolve_options({"variant": "23b", "first_lead_ace": "false"})).first_lead_ranks is None
    assert G.run_rules(G.resolve_options({"variant": "23a", "first_lead_ace": "true"})).first_lead_ranks == {14}


def test_23b_the_first_lead_is_always_an_ace():
    s = make("23b", hands=("AH AS 5C KD", "2C", "3C", "4C"))
    assert set(s.legal_actions()) == {play("AH"), play("AS")}
    s.apply(play("AS"))
    s.apply(PASS)
    assert s.current == 1 and s.legal_actions() == [play("2C"), PASS]


def test_23b_without_an_ace_the_lead_passes_on_and_goes_free_after_a_full_round():
    s = make("23b", hands=("5C", "6C", "7C", "8C"), talon="9S 9D 9H")
    assert set(s.legal_actions()) == {BUY1, BUY2, PASS}
    ev = s.apply(PASS)
    assert ev[0].get("no_lead") and s.current == 1 and s.leading
    assert say(G, ev, NAMES) == ["Анна: нет туза — пас"]
    s.apply(PASS)
    s.apply(PASS)
    s.apply(PASS)
    assert s.current == 0 and s.legal_actions() == [play("5C")]     # nobody has an ace: any card


def test_23b_a_player_without_an_ace_may_buy_one_for_the_lead():
    s = make("23b", hands=("5C", "6C", "7C", "8C"), talon="AD 9D")
    s.apply(BUY1)
    assert s.legal_actions() == [play("AD")]


# --- the match ---------------------------------------------------------------------------------

def test_the_dealer_moves_left_and_stacks_carry_over():
    s = G.start(4, 11, {"deals": 3})
    d0 = s.dealer
    s.hands = [[], [], [], []]
    s.hands[s.current] = cs("9D")
    s.run, s.leading = [], True
    winner = s.current
    stacks = list(s.ledger.stacks)
    board = s.ledger.board()
    ev = s.apply(play("9D"))
    assert s.deal_no == 2 and s.dealer == (d0 + 1) % 4 and s.current == (d0 + 2) % 4
    assert [e.what for e in ev].count("new_deal") == 1
    assert s.ledger.stacks[winner] == stacks[winner] + board - 5 and s.ledger.board() == 20
    assert all(len(h) == 12 for h in s.hands) and len(s.talon) == 4


def test_a_player_who_cannot_ante_leaves_and_the_match_goes_on_without_him():
    s = make("23a", hands=("9D", "2C", "3C", "4C"), run="8H", stacks=(100, 100, 2, 100), deals=5)
    ev = s.apply(play("9D"))
    leave = [e for e in ev if e.what == "leave"]
    assert [e.seat for e in leave] == [2] and s.active == [0, 1, 3] and s.left == [2]
    assert all(len(s.hands[x]) == 15 for x in (0, 1, 3)) and s.hands[2] == [] and len(s.talon) == 7
    assert say(G, leave, NAMES) == ["Вера не может поставить 5 фишек и выходит из-за стола"]
    v = s.view(0)
    assert v.left == (2,) and v.public["active"] == (0, 1, 3)
    # Nobody deals to the empty seat and it never moves.
    while not s.over:
        assert s.to_move != 2
        s.apply(G.rule_policy(s.view(s.to_move), random.Random(1)))


def test_two_players_left_play_on_and_one_left_ends_the_match():
    s = make("23a", hands=("9D", "2C", "3C", "4C"), run="8H", stacks=(100, 100, 0, 0), deals=5)
    s.apply(play("9D"))
    assert s.active == [0, 1] and len(s.hands[0]) == 20 and len(s.talon) == 12 and not s.over
    s = make("23a", hands=("9D", "2C", "3C", "4C"), run="8H", stacks=(100, 0, 4, 0), deals=5)
    ev = s.apply(play("9D"))
    assert s.over and s.active == [0] and [e.what for e in ev][-1] == "match_over"


def test_the_match_ends_after_the_chosen_number_of_deals_with_gains_and_losses():
    s = G.start(5, 4, {"deals": 3})
    while not s.over:
        s.apply(G.rule_policy(s.view(s.to_move), random.Random(len(s.history))))
    assert s.deal_no == 3
    res = s.result()
    assert sum(res.chips) == 0 and res.chips == tuple(x - 200 for x in s.ledger.stacks)
    best = max(res.chips)
    assert all((res.placings[i] == 1) == (res.chips[i] == best) for i in range(5))
    assert all(0 <= x <= 1 for x in res.scores) and res.scores[res.placings.index(1)] == 1.0
    for i in range(5):
        for j in range(5):
            if res.chips[i] > res.chips[j]:
                assert res.placings[i] < res.placings[j] and res.scores[i] > res.scores[j]
    assert res.lines and all(isinstance(p, Phrase) for p in res.lines)
    assert "выигрывает сдачу" in render(res.lines)[0]        # the last deal's settlement
    assert res.to_json()["chips"] == list(res.chips)


def test_start_chips_follow_the_variant_unless_set():
    assert G.start(3, 1).ledger.total() == 600
    assert G.start(3, 1, {"variant": "23b"}).ledger.total() == 1500
    assert G.start(3, 1, {"variant": "23b", "start_chips": 100}).ledger.total() == 300


# --- the contract --------------------------------------------------------------------------------

def test_illegal_input_raises_and_changes_nothing():
    s = make(hands=("2C 9D", "AH", "AD", "AC"))
    snap = (repr(s.hands), repr(s.talon), repr(s.run), s.current, repr(s.ledger), len(s.history))
    for bad in (play("AH"), play("3C"), BUY1, Action("pass", value=1), Action("play"), "pass",
                Action("play", (Card.parse("2C"),), zone="x", index=0)):
        with pytest.raises(IllegalAction):
            s.apply(bad)
    with pytest.raises(WrongSeat):
        s.apply(play("2C"), seat=2)
    assert snap == (repr(s.hands), repr(s.talon), repr(s.run), s.current, repr(s.ledger), len(s.history))
    s = make("23a", hands=("9D", "2C", "3C", "4C"), run="8H", deals=1)
    s.apply(play("9D"))
    with pytest.raises(GameOver):
        s.apply(PASS)


def test_the_view_shows_own_cards_stakes_and_chips_and_hides_the_rest():
    s = G.start(5, 2)
    v = s.view(3)
    assert v.zone("hand3").cards == tuple(s.hands[3])
    for other in (0, 1, 2, 4):
        assert v.zone(f"hand{other}").cards == (None,) * 9 and v.zone(f"hand{other}").owner == other
    for code in STAKE_ORDER:
        z = v.zone(f"stake:{code}")
        assert z.kind == "stake" and z.cards == (Card.parse(code),)
    assert v.zone("run").kind == "pile" and v.zone("played").kind == "discard"
    p = v.public
    assert v.chips == (195,) * 5 and v.stakes == {"7D": 7, "QS": 3, "AS": 4, "JC": 5, "KH": 6}
    assert next(iter(v.stakes)) == "7D" and p["gain"] == (-5,) * 5 and p["board"] == 25
    assert v.deal_no == 1 and p["deals"] == 10 and p["variant"] == "23a"
    # the display facts are fields, not keys of the record shown
    assert not {"chips", "stakes", "stake_order", "deal_no", "dealer", "left"} & set(p)
    assert len(v.deck) == 57 and len(v.unseen()) == 52 - 9
    assert v.legal == (tuple(s.legal_actions()) if s.to_move == 3 else ())
    spectator = s.view(None)
    assert all(z.visible == () for n, z in spectator.zones.items() if n.startswith("hand"))


def test_words_for_the_log_and_buttons():
    assert label(G, BUY2) == "Прикупить 2" and label(G, BUY1, "en") == "Buy 1"
    assert label(G, PASS) == "Пас" and label(G, play("JC")) == "положить В♣"
    s = make(hands=("6C 7D 9H", "2C", "3C", "4C"), run="5H")
    s.apply(play("6C"))
    ev = s.apply(play("7D"))
    assert say(G, ev, NAMES) == ["Анна кладёт 7♦ и забирает с лентюрлю 6 фишек",
                                            "Остальные ставят на 7♦ по 2 фишки (всего 6)"]
    assert say(G, ev, default_names(4, "en"), "en") == [
        "Anna lays 7♦ and takes 6 chips from the lenturlu card", "The others restake 7♦, 2 chips each (6 in all)"]
    s = G.start(5, 1)
    lines = say(G, s.start_events, NAMES)
    assert lines[0].startswith("Сдача 1 из 10, сдаёт ")
    assert "Все ставят по 5 фишек на лентюрлю: Д♠ 3, Т♠ 4, В♣ 5, К♥ 6, 7♦ 7" in lines
    assert say(G, [e.for_seat(0) for e in s.start_events], NAMES)[-1] == "В прикупе 7 карт"


def test_rules_text_and_options_have_sources():
    for lang in ("ru", "en"):
        assert "23." in G.rules_text[lang] and len(G.rules_text[lang]) > 1500
    for o in G.options:
        assert o.source.get("ru") and o.source.get("en"), o.key
    assert G.option("variant").choices == ("23a", "23b", "23v")


def test_cli_plays_a_match_and_reports_chips(monkeypatch):
    from rules.cli import main
    import contextlib
    import io
    from words_plugin import register
    register(monkeypatch)                   # the program's words, as pyproject.toml registers them
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(["play", "lenturlu", "--seats", "5", "--seed", "3", "--option", "variant=23b", "--json"]) == 0
    last = json.loads(out.getvalue().strip().splitlines()[-1])
    assert last["game"] == "lenturlu" and len(last["chips"]) == 5 and sum(last["chips"]) == 0
    assert "Все ставят по 5 фишек на лентюрлю" in out.getvalue()


def test_settlement_lines_can_be_rendered_with_the_tables_names():
    s = G.start(4, 9, {"deals": 1})
    while not s.over:
        s.apply(G.rule_policy(s.view(s.to_move), random.Random(2)))
    v = s.view(0)
    lines = list(s.result().lines)
    assert lines and lines == G.result_phrases(v)[:len(lines)]
    mine = render(G.result_phrases(v), ["Антон", "Вера", "Игорь", "Мария"])
    w = s.last_deal["winner"]
    assert any(f"платит {['Антону', 'Вере', 'Игорю', 'Марии'][w]} " in line for line in mine)