"""An executable reading of the seed: «Дурак наваленный» (Розалиев №9, 9.а and 9.б; seed 003
¶8–9). One test per sentence that carries a rule, the sentence in the docstring, checked on
dealt or hand-built positions through the public API. "Reading:" marks where the engine
follows a documented reading (F1 says it, with its reason)."""
from __future__ import annotations

import pytest

from rules import Action
from rules.errors import BadSeats, IllegalAction
from rules.registry import get_game
from tests.test_durak_chain import C, build, cards, kinds

NAV = get_game("durak_navalenny")


def test_from_two_to_six_players_thirty_six_cards():
    """«Игроков — от 2-х до 6-ти. В колоде 36 листов.»"""
    assert (NAV.min_seats, NAV.max_seats) == (2, 6)
    for n in (2, 6):
        s = NAV.start(n, 1)
        assert len(s.deck) == 36 and min(c.rank for c in s.deck) == 6
    for n in (1, 7):
        with pytest.raises(BadSeats):
            NAV.start(n, 1)


def test_dealt_one_at_a_time_up_to_three_each():
    """«Сдаются по одной карте до трех каждому игроку.»"""
    for n in (2, 4, 6):
        s = NAV.start(n, 3, {"dealer": 0, "later_first_leader": "lowest_trump"})
        deals = [e.seat for e in s.start_events if e.what == "deal"]
        assert deals == [(k % n) + 1 if (k % n) + 1 < n else 0 for k in range(3 * n)]   # from the left
        assert all(len(s.zones[f"hand{i}"]) == 3 for i in range(n))


def test_the_next_card_is_turned_for_trumps_and_the_stock_laid_on_it():
    """«Верхняя карта в колоде, оставшейся после сдачи, открывается и кладется на стол рубашкой вниз —
    это козырь. Остальная колода кладется на козырь рубашкой верх.»"""
    s = NAV.start(4, 8)
    stock = s.zones["stock"]
    assert len(stock) == 36 - 12 and stock[0] == s.pub.trump_card and s.pub.trump == stock[0].suit
    seen = s.view(1).zone("stock").cards
    assert seen[0] == s.pub.trump_card and set(seen[1:]) == {None}       # face up under the stock


def test_the_lowest_trump_leads_any_card_to_the_left_neighbour():
    """«Игрок, имеющий младший козырь, ходит с любой карты под соседа слева.»"""
    for seed in range(30):
        s = NAV.start(4, seed)
        t = s.pub.trump
        held = [(c.rank, i) for i in range(4) for c in s.zones[f"hand{i}"] if c.suit == t]
        if not held:
            continue
        first = min(held)[1]
        assert s.to_move == first and s.pub.phase == "lead"
        assert {a.cards[0] for a in s.legal_actions()} == set(s.zones[f"hand{first}"])
        ev = s.apply(s.legal_actions()[0])
        assert next(e for e in ev if e.what == "lead").get("to") == (first + 1) % 4
        return
    pytest.fail("no deal with a trump in hand")


def test_reading_no_trump_in_hand_the_dealers_left_neighbour_leads():
    """Reading: the seed names only the lowest trump; with no trump dealt, the dealer's left
    neighbour leads (as in plain durak)."""
    for seed in range(400):
        s = NAV.start(2, seed)
        t = s.pub.trump
        if not any(c.suit == t for i in range(2) for c in s.zones[f"hand{i}"]):
            assert s.to_move == (s.pub.dealer + 1) % 2
            return
    pytest.fail("no deal without a trump in hand")


def test_a_card_is_beaten_as_in_plain_durak():
    """«Эта модификация «дурака простого»…» — Reading: the beat is plain durak's (higher of the suit,
    any trump on a plain card, a trump only by a higher trump)."""
    s = build(NAV, 3, hands=("7D", "10S 6H 8S JD", "6C"), centre="9S", current=1, stock="", trump="H")
    assert {a.cards[0] for a in s.legal_actions()} == {C("10S"), C("6H")}
    s = build(NAV, 3, hands=("7D", "10S 6H 8H", "6C"), centre="7H", current=1, stock="", trump="H")
    assert {a.cards[0] for a in s.legal_actions()} == {C("8H")}


def test_the_opponent_must_beat_and_lay_his_own_on_the_next():
    """«Противник должен покрыть эту карту и пойти под следующего со своей.»"""
    s = build(NAV, 3, hands=("7D", "10S 8D", "6C 7C"), centre="9S", current=1, stock="")
    assert kinds(s) == {"cover"}                          # must: no «беру» while a card beats
    with pytest.raises(IllegalAction):
        s.apply(Action("take"))
    s.apply(Action("cover", (C("10S"),)))
    assert s.to_move == 1 and s.pub.phase == "lead"        # then his own card
    ev = s.apply(Action("lead", (C("8D"),)))
    assert next(e for e in ev if e.what == "lead").get("to") == 2
    assert s.to_move == 2 and s.pub.phase == "cover"


def test_a_take_only_when_nothing_beats_and_the_take_at_will_is_an_option():
    """«Противник должен покрыть эту карту» — a take only when he cannot; the family's «Беру» at
    will is option take=always."""
    s = build(NAV, 3, hands=("7D", "8S 8D", "6C"), centre="9S", current=1, stock="")
    assert kinds(s) == {"take"}
    s = build(NAV, 3, {"take": "always"}, hands=("7D", "10S 8D", "6C"), centre="9S", current=1, stock="")
    assert kinds(s) == {"cover", "take"}


def test_beaten_cards_stay_in_the_centre_not_discarded():
    """«Карты, покрытые игроками, остаются в центре и не убираются в снос.»"""
    s = build(NAV, 3, hands=("7D 8D", "10S JS", "QS KS"), centre="9S", current=1, stock="")
    s.apply(Action("cover", (C("10S"),)))
    s.apply(Action("lead", (C("JS"),)))
    s.apply(Action("cover", (C("QS"),)))
    assert s.zones["centre"] == cards("9S 10S JS QS") and "discard" not in s.zones


def test_9a_a_failure_takes_everything_in_the_centre():
    """«Игрок, не покрывший выхоженную под него карту, забирает все лежащие в центре.»"""
    s = build(NAV, 3, hands=("7D 8D", "6C 7C", "6S 7S"), centre="6D 7H 8H 9H 10H", current=1, stock="")
    ev = s.apply(Action("take"))
    take = next(e for e in ev if e.what == "take")
    assert take.count == 5 and take.get("where") == "all" and s.zones["centre"] == []
    assert len(s.zones["hand1"]) == 7


def test_the_turn_passes_to_the_player_after_him():
    """«Ход передается следующему за ним игроку.»"""
    s = build(NAV, 3, hands=("7D 8D", "6C 7C", "6S 7S"), centre="10H", current=1, stock="")
    s.apply(Action("take"))
    assert s.to_move == 2 and s.pub.phase == "lead"


@pytest.mark.parametrize("top,n", [("10D", 3), ("10H", 5)])
def test_9b_three_top_cards_for_a_plain_card_five_for_a_trump(top, n):
    """«не покрыв карту некозырной масти, берет три верхних из лежащих в центре, а не покрыв карту
    козырной масти, — пять карт.»"""
    s = build(NAV, 3, {"variant": "9b"}, hands=("7D", "6C 7C", "6S 7S"), centre="6D 7D 8D 9D 8H 9H " + top,
              current=1, stock="", trump="H")
    ev = s.apply(Action("take"))
    take = next(e for e in ev if e.what == "take")
    assert take.count == n and take.cards[-1] == C(top) and len(s.zones["centre"]) == 7 - n
    assert s.to_move == 2 and s.pub.phase == "lead"


def test_reading_9b_fewer_cards_in_the_centre_all_are_taken():
    """Reading: the seed does not say what a failure takes from a centre of fewer than 3 (5)."""
    s = build(NAV, 3, {"variant": "9b"}, hands=("7D", "6C 7C", "6S 7S"), centre="8H 10H",
              current=1, stock="", trump="H")
    s.apply(Action("take"))
    assert s.zones["centre"] == [] and len(s.zones["hand1"]) == 4


def test_after_the_move_the_players_draw_up_to_three():
    """«После хода и отбоя игроки добирают карты из колоды.» — Reading: each refills right after his
    own action (catalogue, Part E 31)."""
    s = build(NAV, 3, hands=("7D 8D 9D", "10S JS QS", "6C 7C 8C"), centre="9S", current=1,
              stock="6H 6S 7S 8S 9C")
    s.apply(Action("cover", (C("10S"),)))
    assert len(s.zones["hand1"]) == 2                      # not yet: his action is cover + lead
    ev = s.apply(Action("lead", (C("JS"),)))
    assert len(s.zones["hand1"]) == 3 and any(e.what == "draw" and e.seat == 1 for e in ev)


def test_drawing_stops_when_the_trump_card_is_taken():
    """«Добор (до 3-х) прекращается, когда взята последняя карта, указывавшая козырь.»"""
    s = build(NAV, 2, hands=("7D", "8S 9S 10S"), centre="", current=0, phase="lead", stock="QH KC")
    s.pub.trump_card = C("QH")
    ev = s.apply(Action("lead", (C("7D"),)))
    draws = [e for e in ev if e.what == "draw"]
    assert draws[-1].cards == (C("QH"),) and draws[-1].visible_to is None     # the trump card last
    assert s.zones["stock"] == [] and s.pub.trump_card is None


def test_the_first_left_without_cards_wins_the_holder_loses():
    """«Игрок, первым оставшийся без карт, выиграл. Имеющий карты на руках — проиграл.»"""
    s = build(NAV, 3, hands=("9S", "10S JS", "6C 7C"), centre="", current=0, phase="lead", stock="")
    s.apply(Action("lead", (C("9S"),)))
    assert s.pub.places[0] == 1 and s.pub.out == (0,)
    s.apply(Action("cover", (C("10S"),)))
    s.apply(Action("lead", (C("JS"),)))                    # seat 1 is out second
    assert not s.over and kinds(s) == {"take"}             # the lone holder may still beat: he cannot
    s.apply(Action("take"))
    r = s.result()
    assert s.over and r.placings == (1, 2, 3) and r.losers == (2,) and r.loser_word == "fool"


def test_reading_out_only_once_the_stock_is_gone():
    """Reading: while the stock lasts an empty hand refills, so nobody is out yet."""
    s = build(NAV, 3, hands=("9S", "10S JS", "6C 7C"), centre="", current=0, phase="lead", stock="6D 7D")
    s.apply(Action("lead", (C("9S"),)))
    assert s.pub.places[0] == 0 and len(s.zones["hand0"]) == 2


def test_the_loser_deals():
    """«И в «дураке наваленном» сдает проигравший.»"""
    s = build(NAV, 3, hands=("9S", "10S JS", ""), centre="", current=0, phase="lead", stock="")
    s.pub.places, s.pub.out = (0, 0, 1), (2,)
    s.apply(Action("lead", (C("9S"),)))
    s.apply(Action("cover", (C("10S"),)))
    assert s.result().losers == (1,) and NAV.next_deal_options(s)["dealer"] == 1
    nxt = NAV.start(3, 5, NAV.next_deal_options(s))
    assert nxt.pub.dealer == 1 and nxt.to_move == 2          # Reading: the player left of the loser leads


def test_reading_the_last_card_beaten_with_the_last_card_is_a_draw():
    """Reading (outside source: Rozaliev's team podkidnoy): a lone holder may beat the card just laid on
    him; beating it with his last card leaves no fool."""
    s = build(NAV, 2, hands=("9S", "10S"), centre="", current=0, phase="lead", stock="")
    s.apply(Action("lead", (C("9S"),)))
    assert not s.over and s.to_move == 1
    s.apply(Action("cover", (C("10S"),)))
    r = s.result()
    assert r.draw and r.losers == () and r.placings == (1, 1)


def test_no_card_is_lost_or_made_in_a_dealt_game():
    """The whole pack is always somewhere: dealt, stock, centre, hands (a seeded rule-bot game)."""
    import random
    s = NAV.start(5, 12)
    rng = random.Random(12)
    while not s.over:
        s.apply(NAV.rule_policy(s.view(s.to_move), rng))
        assert sorted(map(str, (c for z in s.zones.values() for c in z))) == sorted(map(str, s.deck))
    assert s.result().reason in ("fool", "out_of_cards")
