"""«Игра в приём» (catalogue B9): each rule on a hand-built position."""
import pytest

from rules import Action, Card, IllegalAction, WrongSeat, GameOver, BadOption, BadSeats, get_game
from app.wording import say

G = get_game("priyom")


def C(code):
    return Card.parse(code)


def position(seats=3, ring=(), hands=None, middle=(), current=0, dealer=None, out=(), **opts):
    """A state with the given ring (slot -> card code or None), hands, middle and mover."""
    s = G.start(seats, 1, opts)
    s.zones["ring"] = [C(x) if x else None for x in ring]
    s.zones["middle"] = [C(x) for x in middle]
    for i, h in enumerate(hands or [[] for _ in range(seats)]):
        s.zones[f"hand{i}"] = [C(x) for x in h]
    # every card in a hand was seen face up in the middle
    s.known = {f"hand{i}": tuple(s.zones[f"hand{i}"]) for i in range(seats) if s.zones[f"hand{i}"]}
    s.pub.ring_left = sum(1 for x in s.zones["ring"] if x is not None)
    s.pub.current = current
    s.pub.dealer = (current - 1) % seats if dealer is None else dealer
    s.pub.out = tuple(out)
    s.pub.limit = 10_000
    s.pub.mark = s.zones["middle"][-1] if s.zones["middle"] else None   # laid by the previous player
    return s


def hands(s):
    return [s.zones[f"hand{i}"] for i in range(s.seats)]


def test_start_lays_the_whole_pack_in_a_ring_and_the_player_after_the_dealer_begins():
    for size in (32, 36, 52):
        s = G.start(4, 7, {"deck": size})
        assert sorted(s.zones["ring"], key=lambda c: c.code) == sorted(set(s.zones["ring"]), key=lambda c: c.code)
        assert len(s.zones["ring"]) == size and all(not h for h in hands(s)) and not s.zones["middle"]
        assert s.to_move == (s.pub.dealer + 1) % 4


def test_empty_hand_draws_any_ring_card_and_lays_it_in_the_middle():
    s = position(ring=["7H", "8S", None, "9C"])
    legal = s.legal_actions()
    assert legal == [Action("draw", zone="ring", index=i) for i in (0, 1, 3)]
    ev = s.apply(Action("draw", zone="ring", index=1), seat=0)
    assert s.zones["middle"] == [C("8S")] and s.zones["ring"][1] is None and s.pub.ring_left == 2
    assert ev[0].what == "draw" and ev[0].cards == (C("8S"),) and ev[0].index == 1
    assert s.to_move == 1


def test_a_player_with_cards_must_play_from_his_hand_not_draw():
    s = position(ring=["7H", "8S"], hands=[["6D", "10C"], [], []])
    assert {a.kind for a in s.legal_actions()} == {"play"}
    with pytest.raises(IllegalAction):
        s.apply(Action("draw", zone="ring", index=0))


def test_same_suit_as_the_card_below_takes_the_whole_middle():
    s = position(ring=["7H", "8S", "KH"], hands=[[], ["9H", "6S"], []],
                 middle=["10D", "QC", "JH"], current=1)
    ev = s.apply(Action("play", (C("9H"),)), seat=1)
    assert s.zones["middle"] == []
    assert sorted(c.code for c in s.zones["hand1"]) == sorted(["6S", "10D", "QC", "JH", "9H"])
    assert [e.what for e in ev] == ["play", "take"] and ev[1].count == 4
    assert s.to_move == 2          # one card per turn: the turn passes after a take


def test_only_the_card_just_below_counts():
    s = position(ring=["7H"], hands=[["9H"], [], []], middle=["10H", "QC"])
    s.apply(Action("play", (C("9H"),)))
    assert s.zones["middle"] == [C("10H"), C("QC"), C("9H")] and not s.zones["hand0"]


def test_a_drawn_card_of_the_same_suit_takes_too():
    s = position(ring=["7S", "5H"], middle=["KS"])
    s.apply(Action("draw", zone="ring", index=0))
    assert s.zones["hand0"] == [C("KS"), C("7S")] and s.zones["middle"] == []


def test_after_a_take_the_next_player_starts_a_new_pile():
    s = position(ring=["7S", "5H", "6D"], middle=["KS"])
    s.apply(Action("draw", zone="ring", index=0))
    s.apply(Action("draw", zone="ring", index=2))      # seat 1, empty middle: no match possible
    assert s.zones["middle"] == [C("6D")] and s.zones["hand1"] == []


def test_chain_option_lets_the_taker_play_once_more_while_the_ring_lasts():
    s = position(ring=["7S", "5H", "6D"], middle=["KS"], chain_before_ring_empty="take_again")
    s.apply(Action("draw", zone="ring", index=0))
    assert s.to_move == 0 and {a.kind for a in s.legal_actions()} == {"play"}
    s.apply(Action("play", (C("KS"),)))
    assert s.to_move == 1 and s.zones["middle"] == [C("KS")]


def test_one_card_per_turn_when_the_ring_is_gone():
    s = position(ring=[None], hands=[["7S", "8D"], ["9C"], ["6H"]])
    s.apply(Action("play", (C("7S"),)))
    assert s.to_move == 1


def test_nobody_goes_out_while_the_ring_lasts():
    s = position(ring=["7S", "5H"], hands=[["9C"], ["10D"], ["6H"]])
    s.apply(Action("play", (C("9C"),)))
    assert s.pub.out == () and not s.over
    s.apply(Action("play", (C("10D"),)))
    s.apply(Action("play", (C("6H"),)))
    assert s.to_move == 0 and s.legal_actions()[0].kind == "draw"   # empty hand draws again


def test_first_out_wins_and_last_holder_loses():
    s = position(ring=[None], hands=[["9C"], ["10D", "7D"], ["6H", "8S"]])
    s.apply(Action("play", (C("9C"),)))
    assert s.pub.out == (0,)
    s.apply(Action("play", (C("10D"),)))        # seat 1 -> 7D left
    s.apply(Action("play", (C("6H"),)))        # seat 2 -> 8S left
    s.apply(Action("play", (C("7D"),)))        # seat 1 out
    assert s.over and s.pub.out == (0, 1)
    res = s.result()
    assert res.placings == (1, 2, 3) and res.scores == (1.0, 0.5, 0.0)


def test_finished_players_are_skipped():
    s = position(ring=[None], hands=[["9C"], ["10D", "7D"], ["6H", "8S"], ["QS", "KH"]], seats=4)
    s.apply(Action("play", (C("9C"),)))
    s.apply(Action("play", (C("10D"),)))
    s.apply(Action("play", (C("6H"),)))
    s.apply(Action("play", (C("QS"),)))
    assert s.to_move == 1


def test_when_the_ring_empties_the_empty_hands_go_out_earliest_emptied_first():
    s = position(ring=["7S"], hands=[["8H"], ["9C"], ["10D", "KD"]], current=1, chain_before_ring_empty="one")
    s.apply(Action("play", (C("9C"),)))            # seat 1 empties his hand (ring still there)
    s.apply(Action("play", (C("10D"),)))           # seat 2
    s.apply(Action("play", (C("8H"),)))            # seat 0 empties his hand
    s.apply(Action("draw", zone="ring", index=0))  # seat 1 draws the last card: ring gone
    assert s.pub.out == (1, 0) and s.over
    assert s.result().placings == (2, 1, 3)


def test_a_forced_one_suit_circle_ends_the_deal_with_fewer_cards_placing_higher():
    s = position(ring=[None], hands=[["7S", "8S"], ["9S", "10S"], ["JS", "QS", "KS"]])
    for _ in range(30):
        if s.over:
            break
        s.apply(s.legal_actions()[0])
    assert s.over and s.pub.stalemate
    assert sorted(s.result().placings) == [1, 2, 3]


def test_the_move_limit_ends_the_deal():
    s = G.start(2, 0, {"deck": 32, "limit": 10})
    while not s.over:
        s.apply(s.legal_actions()[0])
    assert len(s.history) <= 320


def test_illegal_input_raises_and_changes_nothing():
    s = position(ring=["7S", "5H"], hands=[["9C"], [], []])
    def snapshot():
        return ({k: list(v) for k, v in s.zones.items()}, dict(s.known), vars(s.pub).copy(), list(s.history))
    before = snapshot()
    with pytest.raises(IllegalAction):
        s.apply(Action("play", (C("10D"),)))
    with pytest.raises(WrongSeat):
        s.apply(Action("play", (C("9C"),)), seat=2)
    with pytest.raises(IllegalAction):
        s.apply("play 9C")
    assert before == snapshot()


def test_no_action_after_the_end():
    s = position(ring=[None], hands=[["9C"], ["10D"], []], out=[2])
    s.apply(Action("play", (C("9C"),)))
    assert s.over
    with pytest.raises(GameOver):
        s.apply(Action("play", (C("10D"),)))


def test_bad_options_and_seat_counts_are_refused():
    with pytest.raises(BadOption):
        G.start(3, 1, {"deck": 40})
    with pytest.raises(BadOption):
        G.start(3, 1, {"colour": "red"})
    for n in (1, 16, "3"):
        with pytest.raises(BadSeats):
            G.start(n, 1)
    with pytest.raises(BadOption):
        G.start(3, 1, {"chain_before_ring_empty": "several"})
    assert G.start(3, 1, {"deck": "52", "chain_before_ring_empty": "one"}).options == {
        "deck": 52, "chain_before_ring_empty": "one", "limit": 0}


def test_view_hides_the_ring_and_other_hands_but_records_what_is_public():
    s = position(ring=["7S", None, "8H"], hands=[["9C"], ["10D", "KD"], []], middle=["6H"])
    v = s.view(0)
    assert v.zone("ring").cards == (None, None) and v.zone("ring").positions == (0, 2)
    assert v.hand(0).cards == (C("9C"),)
    assert v.hand(1).cards == (None, None) and set(v.hand(1).known) == {C("10D"), C("KD")}
    assert v.zone("middle").cards == (C("6H"),)
    # Hand-built: the rest of the pack is nowhere, so it counts as unseen too.
    assert set(v.unseen()) == set(v.deck) - {C("9C"), C("10D"), C("KD"), C("6H")}
    assert v.legal == tuple(s.legal_actions()) and s.view(1).legal == ()


def test_log_lines_in_russian_and_english():
    s = position(ring=["7H", "8S", "KH"], hands=[[], ["9H", "6S"], []], middle=["10D", "QC", "JH"], current=1)
    ev = s.apply(Action("play", (C("9H"),)))
    names = ["Анна", "Борис", "Вера"]
    assert say(G, ev, names, "ru") == ["Борис кладёт 9♥ — масть совпала, забирает 4 карты"]
    assert say(G, ev, ["Anna", "Boris", "Vera"], "en") == ["Boris lays 9♥ — same suit, takes 4 cards"]
    ev = s.apply(Action("draw", zone="ring", index=0))
    assert say(G, ev, names, "ru") == ["Вера тянет из кольца: 7♥"]


def test_rule_bot_never_matches_when_it_can_avoid_it():
    s = position(ring=["7C"], hands=[["9H", "6S", "10H"], [], []], middle=["QH"])
    bot_move = G.rule_policy(s.view(0), __import__("random").Random(0))
    assert bot_move.card == C("6S")


def test_rule_bot_leaves_on_top_the_suit_the_next_player_must_match():
    # Seat 1 holds only spades (public knowledge): a spade on top forces him to take.
    s = position(ring=["7C"], hands=[["9H", "6S", "10D"], ["KS", "QS"], ["8C"]], middle=["JC"],
                 chain_before_ring_empty="one")
    for seed in range(5):
        assert G.rule_policy(s.view(0), __import__("random").Random(seed)).card == C("6S")


def test_fast_legality_check_agrees_with_the_legal_list():
    import random
    rng = random.Random(5)
    s = G.start(3, 5, {"deck": 32})
    probes = [Action("draw", zone="ring", index=i) for i in (-1, 0, 5, 31, 32)] + \
             [Action("play", (c,)) for c in s.zones["ring"][:6]] + [Action("draw", zone="hand0", index=0),
                                                          Action("play", (s.zones["ring"][0], s.zones["ring"][1]))]
    while not s.over:
        legal = s.legal_actions()
        for a in probes + legal:
            assert s.is_legal(a) == (a in legal)
        s.apply(rng.choice(legal))


# --- the turn while the ring lasts (option chain_before_ring_empty) ----------------------

def test_while_the_ring_lasts_a_player_lays_card_after_card_until_his_hand_is_empty():
    # Default: «не более одной за ход» is the seed's rule only once the ring is gone.
    assert G.start(3, 1).options["chain_before_ring_empty"] == "until_previous"
    s = position(ring=["7S", "8H"], hands=[["6D", "10C", "9H"], [], []], middle=["QS"])
    s.apply(Action("play", (C("6D"),)), seat=0)
    assert s.to_move == 0 and s.view(0).public["again"]
    s.apply(Action("play", (C("10C"),)), seat=0)
    assert s.to_move == 0
    s.apply(Action("play", (C("9H"),)), seat=0)
    assert s.to_move == 1 and s.zones["hand0"] == [] and s.zones["middle"] == [C(x) for x in ("QS", "6D", "10C", "9H")]
    assert s.pub.out == () and not s.over               # an empty hand before the ring is gone: he draws later


def test_his_own_card_does_not_take_his_next_the_previous_players_does():
    # «одной масти с картой предыдущего игрока»: his own 6♦ below takes nothing
    s = position(ring=["7S", "8H"], hands=[["6D", "7D", "10C", "9S"], [], []], middle=["QS"])
    s.apply(Action("play", (C("6D"),)))
    ev = s.apply(Action("play", (C("7D"),)))
    assert [e.what for e in ev] == ["play"] and s.to_move == 0
    ev = s.apply(Action("play", (C("9S"),)))        # the previous player's Q♠, under his own two
    assert [e.what for e in ev] == ["play", "take"]
    assert sorted(c.code for c in s.zones["hand0"]) == sorted(["QS", "6D", "7D", "9S", "10C"])
    assert s.to_move == 1 and s.view(1).public["mark"] is None      # a new pile: nothing to match


def test_after_a_take_the_next_players_chain_cannot_take():
    s = position(ring=["7S", "8H"], hands=[[], ["6D", "7D", "10C"], []], middle=["QS"])
    s.apply(Action("draw", zone="ring", index=0))   # 7♠ on Q♠: takes
    s.apply(Action("play", (C("6D"),)), seat=1)
    s.apply(Action("play", (C("7D"),)), seat=1)
    s.apply(Action("play", (C("10C"),)), seat=1)
    assert s.zones["hand1"] == [] and s.to_move == 2 and s.view(2).public["mark"] == C("10C")


def test_option_below_a_take_on_his_own_card_ends_the_turn():
    s = position(ring=["7S", "8H"], hands=[["6D", "7D", "10C"], [], []], middle=["QS"], chain_before_ring_empty="until_take")
    s.apply(Action("play", (C("6D"),)))
    ev = s.apply(Action("play", (C("7D"),)))        # the card just below is his own 6♦: a take
    assert [e.what for e in ev] == ["play", "take"]
    assert sorted(c.code for c in s.zones["hand0"]) == sorted(["QS", "6D", "7D", "10C"]) and s.zones["middle"] == []
    assert s.to_move == 1


def test_a_draw_from_the_ring_is_one_card_a_turn_take_or_not():
    s = position(ring=["7S", "8H", "9H"], hands=[[], [], []], middle=["KS"])
    s.apply(Action("draw", zone="ring", index=0))   # 7♠ on K♠: takes both
    assert s.zones["hand0"] == [C("KS"), C("7S")] and s.to_move == 1
    s.apply(Action("draw", zone="ring", index=1))
    assert s.to_move == 2


def test_once_the_ring_is_gone_one_card_a_turn_whatever_the_option():
    for mode in ("until_previous", "until_take", "one", "take_again"):
        s = position(ring=[None], hands=[["7S", "8D", "9C"], ["9D"], ["6H"]], chain_before_ring_empty=mode)
        s.apply(Action("play", (C("7S"),)))
        assert s.to_move == 1, mode


def test_option_one_card_a_turn_passes_the_turn_after_each_card():
    s = position(ring=["7S"], hands=[["6D", "10C"], [], []], middle=["QS"], chain_before_ring_empty="one")
    s.apply(Action("play", (C("6D"),)))
    assert s.to_move == 1 and s.zones["hand0"] == [C("10C")]


def test_option_take_again_gives_exactly_one_more_card():
    s = position(ring=["7S"], hands=[["6S", "10S", "9S"], [], []], middle=["QS"],
                 chain_before_ring_empty="take_again")
    s.apply(Action("play", (C("6S"),)))             # takes Q♠ 6♠: lays once more
    assert s.to_move == 0
    s.apply(Action("play", (C("10S"),)))            # onto an empty middle: no take
    assert s.to_move == 1


def test_the_old_boolean_values_still_mean_what_they_meant():
    # Saves written before the «until_take» default carry False / True (command line too).
    assert G.start(2, 1, {"chain_before_ring_empty": False}).options["chain_before_ring_empty"] == "one"
    assert G.start(2, 1, {"chain_before_ring_empty": True}).options["chain_before_ring_empty"] == "take_again"
    assert G.start(2, 1, {"chain_before_ring_empty": "true"}).options["chain_before_ring_empty"] == "take_again"
    assert G.start(2, 1, {"chain_before_ring_empty": "no"}).options["chain_before_ring_empty"] == "one"


def test_saves_written_before_the_change_replay_identically():
    import json
    from pathlib import Path
    from rules import record
    data = Path(__file__).parent / "data"
    expected = json.loads((data / "priyom_old_saves_expected.json").read_text(encoding="utf-8"))
    assert len(expected) == 3
    for name, want in expected.items():
        text = (data / f"{name}.json").read_text(encoding="utf-8")
        assert "until_take" not in text
        s, meta = record.loads(text, unsigned=True)        # version 1: no checksum yet
        assert meta == {"written_by": "2755887"}
        got = {"turn": len(s.history), "over": s.over, "stalemate": s.pub.stalemate,
               "placings": list(s.result().placings) if s.over else None,
               "hands": [[c.code for c in h] for h in hands(s)], "middle": [c.code for c in s.zones["middle"]],
               "ring_left": s.pub.ring_left, "out": list(s.pub.out), "to_move": s.to_move}
        assert got == want, name


# --- the end when nobody is left holding cards --------------------------------------------

def test_ring_gone_and_every_hand_empty_nobody_loses():
    # «Оставшийся с картами на руках, когда больше ни у кого карт не осталось, проиграл»:
    # here nobody is left with cards, so the last two share a place.
    s = position(ring=["7S"], hands=[["8H"], [], []], middle=["10D"])
    s.apply(Action("play", (C("8H"),)))            # seat 0 empties his hand
    ev = s.apply(Action("draw", zone="ring", index=0))   # seat 1 draws the last card, 7♠ on 8♥: no take
    assert s.over and not any(hands(s))
    assert s.pub.out == (1, 2, 0)                       # seats 1 and 2 never held a card here
    assert s.result().placings == (2, 1, 2) and s.result().scores == (0.25, 1.0, 0.25)   # a draw for the last two
    assert [e.what for e in ev] == ["draw", "out", "out", "out", "no_loser", "over"]
    assert [e.get("place") for e in ev if e.what == "out"] == [1, 2, 2]
    assert say(G, ev, ["А", "Б", "В"], "ru")[-1] == "Ни у кого не осталось карт — проигравшего нет"
    assert say(G, ev, ["A", "B", "C"], "en")[-1] == "Nobody is left holding cards — nobody loses"


def test_two_seats_both_empty_when_the_ring_is_gone_is_a_draw():
    s = position(seats=2, ring=["7S"], hands=[["8H"], []], middle=["10D"])
    s.apply(Action("play", (C("8H"),)))
    s.apply(Action("draw", zone="ring", index=0))
    assert s.over and s.result().placings == (1, 1) and s.result().scores == (0.5, 0.5)


def test_a_holder_when_the_others_are_empty_still_loses():
    s = position(ring=["7S"], hands=[["8H"], [], ["9C", "10D"]], middle=["JD"], chain_before_ring_empty="one")
    s.apply(Action("play", (C("8H"),)))
    s.apply(Action("draw", zone="ring", index=0))
    assert s.over and s.result().placings == (2, 1, 3)


# --- the rule bot's order when it lays several cards --------------------------------------

def test_lay_out_lasts_agrees_with_exhaustive_search():
    from functools import lru_cache
    from itertools import product
    from rules.games.priyom import _lay_out_lasts

    @lru_cache(maxsize=None)
    def brute(counts, prev):
        if not any(counts):
            return frozenset((prev,))
        return frozenset().union(*[brute(counts[:i] + (k - 1,) + counts[i + 1:], i)
                                   for i, k in enumerate(counts) if k and i != prev] or [frozenset()])
    for counts in product(range(6), repeat=4):
        if any(counts):
            for prev in range(4):
                assert frozenset(_lay_out_lasts(counts, prev)) == brute(counts, prev), (counts, prev)


def test_rule_bot_orders_its_hand_so_that_no_card_has_to_take():
    # On J♣: 9♥ 10♥ 6♠ can go down only as ♥ ♠ ♥; a spade first leaves ♥ onto ♥.
    import random
    for seed in range(5):
        s = position(ring=["7C"], hands=[["9H", "6S", "10H"], [], []], middle=["JC"])
        while s.to_move == 0:
            s.apply(G.rule_policy(s.view(0), random.Random(seed)))
        assert s.zones["hand0"] == [] and len(s.zones["middle"]) == 4, seed


def test_rule_bot_ends_its_turn_on_the_suit_the_next_player_must_match():
    # Seat 1 holds only spades (public knowledge): the last card left on top should be a spade.
    import random
    for seed in range(5):
        s = position(ring=["7C"], hands=[["9H", "6S", "10D"], ["KS", "QS"], ["8C"]], middle=["JC"])
        assert G.rule_policy(s.view(0), random.Random(seed)).card != C("6S")
        while s.to_move == 0:
            s.apply(G.rule_policy(s.view(0), random.Random(seed)))
        assert s.zones["middle"][-1] == C("6S") and s.zones["hand0"] == []


def test_the_table_shows_the_moves_left_to_the_limit_only_in_its_last_quarter():
    from types import SimpleNamespace

    from rules.games.priyom_notes import moves_to_limit
    view = lambda turn, over=False: SimpleNamespace(public={"limit": 720}, turn=turn, over=over)
    assert moves_to_limit(view(0)) is None and moves_to_limit(view(539)) is None
    assert moves_to_limit(view(540)) == 180 and moves_to_limit(view(719)) == 1
    assert moves_to_limit(view(700, over=True)) is None
    s = G.start(3, 1, {"limit": 20})
    assert s.view(0).public["limit"] == 720       # 20 moves a card of the 36-card pack
    assert G.start(3, 1).view(0).public["limit"] == 0 and moves_to_limit(
        SimpleNamespace(public={"limit": 0}, turn=5000, over=False)) is None   # none by default


# --- issue 26: no counted limit decides a game that ends by the rules ----------------------

def _rule_bot_game(seats, seed, opts):
    import random
    s = G.start(seats, seed, opts)
    rng = random.Random(seed)
    while not s.over:
        s.apply(G.rule_policy(s.view(s.to_move), rng))
    return s


def test_a_long_game_is_finished_by_the_rules_not_cut_off_by_a_move_limit():
    # This rule-bot game was cut off at the old limit (720 moves, 20 a card) and placed by
    # hand sizes (seat 2 last); played on it ends by the rules at move 780, seat 0 last.
    s = _rule_bot_game(4, 27, {"chain_before_ring_empty": "until_take"})
    r = s.result()
    assert r.reason == "out_of_cards" and len(s.history) == 780 and r.losers == (0,)
    # an old save's counted limit still cuts it
    s = _rule_bot_game(4, 27, {"chain_before_ring_empty": "until_take", "limit": 20})
    assert s.result().reason == "deal_limit" and len(s.history) == 720


def test_a_position_after_a_take_coming_back_a_third_time_ends_the_deal():
    # The ring gone; seat 0 goes out at once, seats 1 and 2 can play this round for ever
    # (each take gives back the same hands): the third time a position after a take comes
    # back, the deal ends — fewer cards place higher.
    s = position(seats=3, ring=[None], hands=[["7S"], ["8S", "9H"], ["10H", "JS"]], current=0)
    s.pub.limit = 0
    moves = ["7S", "8S"] + ["10H", "7S", "JS", "9H", "7S", "8S"] * 5
    for n, code in enumerate(moves):
        s.apply(Action("play", (C(code),)))
        if s.over:
            break
    assert s.over and s.pub.stalemate and s.result().reason == "stalemate"
    assert n == 13          # the position after the take of move 2 again after moves 8 and 14
    assert s.result().placings[0] == 1
