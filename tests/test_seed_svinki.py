"""Свинки (seed 000, entry 1), sentence by sentence, on hand-built positions through the
public API. Each test is named after the seed's sentence it checks and quotes it."""
from __future__ import annotations

import pytest

from rules import get_game
from rules.actions import Action
from rules.cards import Card
from rules.errors import IllegalAction

G = get_game("svinki")
C = Card.parse


def cards(codes: str) -> list:
    return [C(c) for c in codes.split()]


def table(seats, shops: dict, pig="6S", stock="", own=None, current=0, **opts):
    """Exactly these cards on the table (the rest of the pack is left out): the magazines
    ``shops`` ({seat: codes, bottom first}), the pig, the ``stock`` (its top last) and, when
    turning over, each seat's own face-down stock ``own`` (its top last)."""
    opts.setdefault("pig_suit", "S")
    s = G.start(seats, 4, opts)
    for z in s.zones:
        s.zones[z] = []
    s.zones["pig"] = cards(pig)
    s.zones["stock"] = cards(stock)
    for k, v in shops.items():
        s.zones[f"shop{k}"] = cards(v)
    for k, v in (own or {}).items():
        s.zones[f"hand{k}"] = cards(v)
    s.known.clear()
    s.pub.current = current
    if not stock and s.options["shop_is_liability"] in ("turn_over_shuffle", "turn_over"):
        s.pub.turned = True                     # the stock ran out before this position
    return s


def test_the_number_of_players_is_not_limited_a_pack_of_36_or_52():
    """«Количество игроков не ограничено. Для игры используется колода из 36 или 52 листов в
    зависимости от количества игроков.» Reading: 2–8 seats, 36 cards up to four, 52 from five."""
    for seats, size in ((2, 36), (4, 36), (5, 52), (8, 52)):
        s = G.start(seats, 1)
        assert len(s.deck) == size
    with pytest.raises(Exception):
        G.start(9, 1)


def test_before_the_game_the_players_put_up_the_pot():
    """«Перед началом игры игроки ставят кон.»"""
    s = G.start(4, 3, {"ante": 2})
    v = s.view(None)
    assert v.pot == 8 and v.chips == (18, 18, 18, 18)


def test_the_lowest_card_lies_face_up_in_the_middle_the_pig():
    """«Из колоды извлекается младшая карта и кладется открыто в середину стола. Это — «свинья».»"""
    for seats, low in ((3, 6), (6, 2)):
        s = G.start(seats, 5, {"pig_suit": "S"})
        assert s.zones["pig"] == [Card(low, "S")]
        assert s.view(1).zone("pig").cards == (Card(low, "S"),)
        assert Card(low, "S") not in s.zones["stock"]


def test_each_in_turn_takes_the_top_card_and_lays_it_before_him_his_magazine():
    """«Оставшаяся колода кладется на середину стола. Каждый по очереди снимает одну верхнюю
    карту колоды и кладет ее перед собой открыто. Это — «магазин» игрока.»"""
    s = G.start(3, 7)
    assert all(len(s.zones[f"shop{k}"]) == 1 for k in range(3))
    assert len(s.zones["stock"]) == 36 - 1 - 3
    v = s.view(0)
    assert all(v.zone(f"shop{k}").cards[0] is not None for k in range(3))     # face up


def test_the_next_card_of_the_pigs_suit_must_go_on_the_pig():
    """«Если карта, взятая игроком, той же масти, что и карта «свиньи», и следующая по
    достоинству в восходящем порядке, он обязан выложить ее на «свинью».»"""
    s = table(3, {0: "KD", 1: "JH", 2: "QC"}, pig="6S", stock="10D 7S")
    assert s.legal_actions() == [Action("draw")]
    s.apply(Action("draw"))
    assert s.zones["pig"] == cards("6S 7S")


def test_one_rank_lower_than_a_magazine_goes_there_the_suit_does_not_matter():
    """«Если карта следующего достоинства в нисходящем порядке по отношению к магазинам других
    игроков, он кладет ее на магазины других игроков. Масть в этом случае роли не играет.»"""
    s = table(3, {0: "KD", 1: "9H", 2: "QC"}, stock="10D 8C")
    s.apply(Action("draw"))
    assert s.zones["shop1"] == cards("9H 8C")


def test_aces_may_not_be_laid_anywhere():
    """«Тузы подкладывать никуда не допускается.» (A king's magazine would take a queen,
    and nothing would take an ace: it stays with its player, on his own magazine.)"""
    s = table(3, {0: "KD", 1: "AH", 2: "QC"}, pig="6S 7S 8S 9S 10S JS QS KS", stock="10D AS")
    s.apply(Action("draw"))
    assert s.zones["pig"][-1] == C("KS") and s.zones["shop0"] == cards("KD AS")
    with pytest.raises(IllegalAction):
        s.apply(Action("place", (C("AS"),), "pig"))


def test_a_card_that_fits_a_neighbour_and_the_pig_must_go_on_the_pig():
    """«Если карту можно подложить и соседу, и на «свинью» одновременно, игрок обязан положить
    ее на «свинью».»"""
    s = table(3, {0: "KD", 1: "9H", 2: "QC"}, pig="6S 7S", stock="10D 8S")
    s.apply(Action("draw"))
    assert s.zones["pig"][-1] == C("8S") and s.zones["shop1"] == cards("9H")


def test_cards_may_be_laid_only_on_the_neighbours_magazines_right_and_left():
    """«Подкладывать карты можно только на магазины соседей — правого и левого.»"""
    s = table(4, {0: "KD", 1: "5H", 2: "9C", 3: "5C"}, stock="10D 8D")
    s.apply(Action("draw"))
    assert s.zones["shop2"] == cards("9C")          # seat 2 sits across: not a neighbour
    assert s.zones["shop0"] == cards("KD 8D")        # no place: onto his own magazine
    s = table(4, {0: "KD", 1: "9H", 2: "QC", 3: "9C"}, stock="10D 8D")
    s.apply(Action("draw"))                          # both neighbours fit: he chooses
    assert set(s.legal_actions()) == {Action("place", (C("8D"),), "shop1"), Action("place", (C("8D"),), "shop3")}
    s.apply(Action("place", (C("8D"),), "shop3"))
    assert s.zones["shop3"] == cards("9C 8D")


def test_a_player_whose_card_found_a_place_draws_again():
    """Reading: the seed does not say how many cards a turn («съем карт … каждым из игроков по
    очереди»); a placed card earns another draw, a card on one's own magazine ends the turn
    (option: one card a turn)."""
    s = table(3, {0: "KD", 1: "9H", 2: "QC"}, pig="6S", stock="10D 10C 7S")
    s.apply(Action("draw"))                          # 7♠ on the pig: again
    assert s.to_move == 0
    s.apply(Action("draw"))                          # 10♣: no place, onto his own magazine
    assert s.to_move == 1
    t = table(3, {0: "KD", 1: "9H", 2: "QC"}, pig="6S", stock="10D 10C 7S", continue_after_placement=False)
    t.apply(Action("draw"))
    assert t.to_move == 1


def test_a_card_with_no_place_goes_onto_ones_own_magazine():
    """Reading: the seed does not say where a card that fits nowhere goes; «образовавшиеся у
    него в результате игры карты» are what builds up before a player: his magazine."""
    s = table(3, {0: "KD", 1: "9H", 2: "QC"}, stock="10D 10C")
    s.apply(Action("draw"))
    assert s.zones["shop0"] == cards("KD 10C") and s.view(2).zone("shop0").cards[-1] == C("10C")


def test_when_the_pack_is_out_the_player_uses_the_cards_that_built_up_before_him():
    """«Когда колода кончилась, игрок использует образовавшиеся у него в результате игры
    карты.» Reading: he turns his magazine over and draws from it, by the same rules; the
    card that was laid first comes up first."""
    s = table(3, {0: "KD 10C 9D", 1: "9H", 2: "QC"}, stock="")
    assert s.legal_actions() == [Action("draw")]
    ev = s.apply(Action("draw"))
    assert [e.what for e in ev][:2] == ["turn", "draw"]
    # K♦ came up first: no place (neighbours' tops 9♥, Q♣) — onto the new magazine
    assert s.zones["shop0"] == cards("KD") and s.zones["hand0"] == cards("9D 10C")
    assert s.view(1).zone("hand0").cards == (None, None)                   # face down
    assert s.to_move == 1


def test_from_the_turned_magazine_a_card_goes_to_a_neighbour_by_the_same_rule():
    """«… он кладет ее на магазины других игроков» — drawn from one's own turned-over magazine
    as from the pack."""
    s = table(3, {0: "QH", 1: "9H", 2: "QC"}, own={0: "7D 8C"}, stock="")
    s.apply(Action("draw"))
    assert s.zones["shop1"] == cards("9H 8C") and s.zones["hand0"] == cards("7D")


def test_the_player_left_with_only_aces_wins_and_takes_the_pot():
    """«Выигрывает игрок, оставшийся с одними тузами, когда у прочих игроков есть еще и другие
    карты. Выигравший забирает кон.»"""
    s = table(3, {0: "AH", 1: "9H", 2: "QC 5D"}, own={0: "8C"}, stock="")
    pot = s.view(None).pot
    ev = s.apply(Action("draw"))                    # 8♣ onto seat 1's 9♥: only A♥ left
    assert s.over and s.pub.winners == (0,) and s.pub.how == "aces"
    r = s.result()
    assert r.placings[0] == 1 and r.reason == "out_of_cards"
    assert any(e.what == "chips" and e.get("reason") == "pot" and e.get("amount") == pot for e in ev)


FULL_PIG = "6S 7S 8S 9S 10S JS QS KS"


def play_out(s, most=3000) -> list:
    events = []
    for _ in range(most):
        if s.over:
            break
        events += s.apply(Action("draw"))
    return events


def test_cards_that_go_round_are_shuffled_and_the_game_ends_with_only_aces():
    """«Выигрывает игрок, оставшийся с одними тузами, когда у прочих игроков есть еще и другие
    карты.» Reading: the seed has no other win and says nothing of cards that go round. Here
    the 6♣ waits for a 7 on top of seat 0's magazine, and seat 0's 7♥ always comes up when
    seat 1 has just drawn his ace: unshuffled, the table comes back to where it was and
    nobody can ever finish. When the table is as it was before a turn-over, the player
    shuffles the magazine he turns over; then the 6♣ finds the 7♥ and seat 1 is left with
    only the ace."""
    s = table(2, {0: "9D 7H", 1: "6C AH"}, pig=FULL_PIG)
    ev = play_out(s)
    assert s.over and s.pub.how == "aces" and s.pub.winners == (1,)
    shuffled = [e for e in ev if e.what == "turn" and e.get("shuffled")]
    assert len(shuffled) == 1 and s.pub.shuffles == 1
    assert G.describe(shuffled)[0].id == "svinki.turn_over_shuffled"
    assert s.result().reason == "out_of_cards"
    old = table(2, {0: "9D 7H", 1: "6C AH"}, pig=FULL_PIG, shop_is_liability="turn_over")
    play_out(old)                               # the older reading: the first round ends it
    assert old.over and old.pub.how == "cycle" and old.pub.shuffles == 0


def test_a_shuffled_magazine_keeps_its_order_secret():
    """Reading (the shuffle): everyone saw which cards the magazine held, nobody the order
    they come up in after the shuffle: the cards are known to lie there, listed in an order
    of their own (the sampled worlds of the search take that, not the real one)."""
    s = table(2, {0: "KD KC QD", 1: "9H 9C 9D"}, pig=FULL_PIG)
    for _ in range(200):
        ev = s.apply(Action("draw"))
        if any(e.what == "turn" and e.get("shuffled") for e in ev):
            break
    me = next(e.seat for e in ev if e.what == "turn")
    name = f"hand{me}"
    for seat in (0, 1, None):
        z = s.view(seat).zone(name)
        assert all(c is None for c in z.cards)
        assert sorted(z.known, key=str) == sorted(s.zones[name], key=str)
        assert list(z.known) == sorted(z.known, key=lambda c: (c.suit, c.rank))


def test_cards_that_go_round_after_ten_shuffles_end_the_game_fewest_non_aces_win():
    """Reading: the seed says nothing of a game that cannot end. Here no card can ever find a
    place (kings want an ace on top, nines a ten): shuffling cannot help, and when the table
    comes round again after ten shuffles, the fewest cards other than aces win."""
    s = table(2, {0: "KD KC", 1: "9H 9C 9D"}, stock="")
    play_out(s)
    assert s.over and s.pub.how == "cycle" and s.pub.winners == (0,) and s.pub.shuffles == 10
    assert s.result().reason == "stalemate" and s.result().placings == (1, 2)


def test_two_players_end_with_only_aces():
    """«Выигрывает игрок, оставшийся с одними тузами, когда у прочих игроков есть еще и другие
    карты.» Two rule bots: every game of these seeds ends by the seed's own win (unshuffled,
    about half of two-player games went round for ever and were decided by our tie-break)."""
    from rules.bots import make_bot
    hows = []
    for seed in range(1, 13):
        s = G.start(2, seed)
        bots = [make_bot("rule", G, i, seed) for i in range(2)]
        while not s.over:
            seat = s.to_move
            s.apply(bots[seat].decide(s.view(seat)), seat)
        hows.append(s.pub.how)
    assert hows == ["aces"] * 12


def test_options_keep_the_older_readings_and_old_saves_keep_theirs():
    """Reading: «в запас» (shram.kiev.ua) and «верхняя карта»: old saves carry False / True."""
    assert G.start(3, 1).options["shop_is_liability"] == "turn_over_shuffle"
    s = table(3, {0: "KD", 1: "9H", 2: "QC"}, stock="10D 10C", shop_is_liability=False)
    s.apply(Action("draw"))
    assert s.zones["hand0"] == cards("10C") and s.zones["shop0"] == cards("KD")
    s = table(3, {0: "KD", 1: "9H", 2: "QC"}, stock="10C", shop_is_liability=True)
    s.apply(Action("draw"))                          # the last card: the old end phase
    assert s.zones["shop0"] == cards("KD 10C") and "hand0" not in s.zones
    assert s.view(None).public["phase"] == "end"


def test_turning_over_nothing_is_placed_from_a_pile_the_reason_says_draw():
    """Once the magazines are turned over, a player only draws: a card of his magazine played
    is refused with the reason to draw the top of his turned-over magazine."""
    s = table(3, {0: "KD 10C", 1: "9H", 2: "QC"}, own={0: "8C"}, stock="")
    why = G.why_illegal(s.view(0), Action("place", (C("10C"),), "shop1"))
    assert why is not None and why.id == "reason.svinki.draw_own"
