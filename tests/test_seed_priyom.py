"""«Игра в приём» (seed 000, entry 9), sentence by sentence, on hand-built positions through
the public API. Each test is named after the seed's sentence it checks and quotes it."""
from __future__ import annotations

import pytest

from rules import Action, BadSeats, Card, IllegalAction, get_game
from test_priyom import position, hands

G = get_game("priyom")
C = Card.parse


def test_the_number_of_players_is_not_limited_any_pack():
    """«Количество игроков не ограничено. Колода любая, без джокеров и пустышек.» Reading: 2–15
    seats (the table's room), packs of 36, 32 or 52."""
    for seats in (2, 15):
        assert G.start(seats, 1).seats == seats
    with pytest.raises(BadSeats):
        G.start(16, 1)
    for size in (36, 32, 52):
        s = G.start(3, 1, {"deck": size})
        assert len(s.zones["ring"]) == size and all(c.rank <= 14 for c in s.zones["ring"])


def test_the_dealer_lays_the_pack_face_down_as_a_ring():
    """«Сдатчик раскладывает колоду рубашкой вверх в виде кольца. Кольцо выкладывается с таким
    расчетом, чтобы в середине поместилась карта.»"""
    s = G.start(4, 2)
    v = s.view(1)
    assert v.zone("ring").cards == (None,) * 36                 # face down to everyone
    assert not s.zones["middle"] and not any(hands(s))


def test_the_player_after_the_dealer_takes_any_card_and_lays_it_face_up_in_the_middle():
    """«Следующий за сдатчиком игрок берет любую карту и кладет ее в середину круга рубашкой
    вниз.»"""
    s = G.start(3, 5)
    first = (s.pub.dealer + 1) % 3
    assert s.to_move == first
    assert s.legal_actions() == [Action("draw", zone="ring", index=i) for i in range(36)]
    card = s.zones["ring"][17]
    s.apply(Action("draw", zone="ring", index=17))
    assert s.zones["middle"] == [card] and s.view((first + 1) % 3).zone("middle").cards == (card,)


def test_until_the_pack_is_out_every_player_with_no_cards_does_the_same_in_turn():
    """«В дальнейшем эту операцию до конца колоды производят по очереди все игроки, не имеющие
    на руках карт.»"""
    s = position(ring=["7H", "8S", "9C"], middle=["10D"])
    s.apply(Action("draw", zone="ring", index=0))
    assert s.to_move == 1 and {a.kind for a in s.legal_actions()} == {"draw"}
    s.apply(Action("draw", zone="ring", index=1))
    assert s.zones["middle"] == [C("10D"), C("7H"), C("8S")] and s.to_move == 2


def test_a_card_of_one_suit_with_the_previous_players_card_takes_all_the_middle():
    """«Тот, чья карта оказалась при этом одной масти с картой предыдущего игрока, забирает все
    лежащие в центре карты.»"""
    s = position(ring=["7S", "8H"], middle=["10D", "QC", "KS"])
    ev = s.apply(Action("draw", zone="ring", index=0))
    assert [e.what for e in ev] == ["draw", "take"] and ev[1].count == 4
    assert sorted(c.code for c in s.zones["hand0"]) == sorted(["10D", "QC", "KS", "7S"])
    assert s.zones["middle"] == [] and s.to_move == 1


def test_only_the_previous_players_card_counts_not_ones_own():
    """«… одной масти с картой предыдущего игрока» — Reading: laying several cards in a turn, a
    player's own card below is not the previous player's and takes nothing; his cards are
    each compared with the previous player's card (option «until_take»: one's own takes too)."""
    s = position(ring=["7S"], hands=[["6D", "7D", "9S"], [], []], middle=["QS"])
    s.apply(Action("play", (C("6D"),)))
    ev = s.apply(Action("play", (C("7D"),)))          # 7♦ on his own 6♦: nothing
    assert [e.what for e in ev] == ["play"]
    ev = s.apply(Action("play", (C("9S"),)))          # 9♠ and the previous player's Q♠
    assert [e.what for e in ev] == ["play", "take"]
    t = position(ring=["7S"], hands=[["6D", "7D", "9S"], [], []], middle=["QS"], chain_before_ring_empty="until_take")
    t.apply(Action("play", (C("6D"),)))
    assert [e.what for e in t.apply(Action("play", (C("7D"),)))] == ["play", "take"]


def test_the_taker_goes_on_with_the_cards_in_his_hand_then_draws_again():
    """«… и продолжает игру, используя карты, имеющиеся на руках. После того как они вышли,
    игрок опять тянет карту из колоды.»"""
    s = position(ring=["7S", "8H", "9C"], hands=[["6D", "10C"], [], []], middle=["QS"])
    assert {a.kind for a in s.legal_actions()} == {"play"}             # no draw with cards in hand
    with pytest.raises(IllegalAction):
        s.apply(Action("draw", zone="ring", index=0))
    s.apply(Action("play", (C("6D"),)))
    s.apply(Action("play", (C("10C"),)))
    assert s.zones["hand0"] == [] and s.to_move == 1
    s.apply(Action("draw", zone="ring", index=1))     # 8♥ on 10♣: no take
    s.apply(Action("draw", zone="ring", index=2))     # 9♣ on 8♥: no take
    assert s.to_move == 0 and {a.kind for a in s.legal_actions()} == {"draw"}   # his hand is out: he draws


def test_while_the_ring_lasts_card_after_card_until_a_take_or_an_empty_hand():
    """Reading: «не более одной за ход» is said only of the play after the ring; before it a
    player lays card after card until one takes or his hand is empty (options: «one», «take_again»)."""
    s = position(ring=["7S"], hands=[["6D", "10C", "9H"], [], []], middle=["QS"])
    s.apply(Action("play", (C("6D"),)))
    assert s.to_move == 0 and s.view(0).public["again"]
    t = position(ring=["7S"], hands=[["6D", "10C", "9H"], [], []], middle=["QS"], chain_before_ring_empty="one")
    t.apply(Action("play", (C("6D"),)))
    assert t.to_move == 1


def test_when_the_pack_is_out_no_more_than_one_card_a_turn():
    """«Когда колода кончилась, игроки начинают выкладывать карты, имеющиеся у них на руках, но
    не более одной за ход.»"""
    for mode in ("until_previous", "until_take", "one", "take_again"):
        s = position(ring=[None], hands=[["7S", "8D", "9C"], ["9D", "JD"], ["6H", "QH"]], chain_before_ring_empty=mode)
        s.apply(Action("play", (C("7S"),)))
        assert s.to_move == 1, mode


def test_the_first_to_lay_out_all_his_cards_wins_the_last_holder_loses():
    """«Игрок, первым выложивший все карты — выиграл. Оставшийся с картами на руках, когда больше
    ни у кого карт не осталось, проиграл.»"""
    s = position(ring=[None], hands=[["9C"], ["10D", "7D"], ["6H", "8S"]])
    s.apply(Action("play", (C("9C"),)))
    s.apply(Action("play", (C("10D"),)))
    s.apply(Action("play", (C("6H"),)))
    s.apply(Action("play", (C("7D"),)))
    r = s.result()
    assert s.over and r.placings == (1, 2, 3) and r.losers == (2,) and r.reason == "out_of_cards"


def test_nobody_left_with_cards_nobody_loses():
    """Reading: the loser is «оставшийся с картами на руках»; if the ring runs out with every hand
    empty there is none — the last two share a place."""
    s = position(ring=["7S"], hands=[["8H"], [], []], middle=["10D"])
    s.apply(Action("play", (C("8H"),)))
    s.apply(Action("draw", zone="ring", index=0))
    r = s.result()
    assert s.over and r.draw and not r.losers and r.placings == (2, 1, 2)


def test_no_move_limit_an_endless_round_ends_by_a_repeated_position():
    """Reading: the seed names no limit; a position after a take coming back the third time ends
    the deal (fewer cards place higher); the counted limit is an option."""
    assert G.start(3, 1).view(0).public["limit"] == 0
    s = position(seats=3, ring=[None], hands=[["7S"], ["8S", "9H"], ["10H", "JS"]], current=0)
    s.pub.limit = 0
    for code in ["7S", "8S"] + ["10H", "7S", "JS", "9H", "7S", "8S"] * 3:
        if s.over:
            break
        s.apply(Action("play", (C(code),)))
    assert s.over and s.result().reason == "stalemate"
