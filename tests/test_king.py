"""Кинг's rules on hand-built positions (rules/games/king) and seeded bots-only matches."""
import random

import pytest

from rules.actions import Action
from rules.cards import Card
from rules.errors import IllegalAction
from rules.games.king import KING_GAME as G, scoring as K
from rules.games.king.engine import snos
from rules.games.king.policy import king_policy, trump_choice
from rules.games.tricks.engine import hand

C = Card.parse


def rig(s, hands, game, leader=None, trump=None):
    """Hands (codes) for the playing seats; the rest out of play into the stock."""
    pool = [c for n in s.zones for c in s.zones[n]]
    want = [[C(x) for x in h] for h in hands]
    used = {c for h in want for c in h}
    for n in s.zones:
        s.zones[n] = []
    for i, h in enumerate(want):
        s.zones[hand(i)] = list(h)
    s.zones["stock"] = [c for c in pool if c not in used]
    s.known = {}
    p = s.pub
    p.game, p.trump, p.phase = game, trump, "play"
    p.playing = tuple(range(len(hands)))
    p.current = p.leader = 0 if leader is None else leader
    p.deal_tricks, p.trick_no, p.tricks = (), 0, (0,) * s.seats
    return s


def play(s, *codes):
    for c in codes:
        s.apply(Action("play", (C(c),)))


def cards(s):
    return {a.card for a in s.legal_actions()}


def test_47a_deals_eight_each_by_twos_the_left_of_the_dealer_leads():
    s = G.start(4, 3)
    deals = [e for e in s.start_events if e.what == "deal" and e.src == "stock"]
    assert len(deals) == 16 and all(e.count == 2 for e in deals)
    d = s.pub.dealer
    assert deals[0].seat == (d + 1) % 4 and s.to_move == (d + 1) % 4
    assert all(len(s.zones[hand(i)]) == 8 for i in range(4))
    assert s.pub.game == "tricks" and s.pub.trump is None and s.pub.deals == 15


def test_no_heart_lead_while_holding_another_suit():
    s = rig(G.start(4, 1), [["7H", "8H", "7S"], ["9S", "10S", "JS"], ["QS", "KS", "AS"], ["8S", "9H", "10H"]], "hearts")
    assert cards(s) == {C("7S")}
    with pytest.raises(IllegalAction):
        play(s, "7H")
    s2 = rig(G.start(4, 1, {"lead_restrictions": False}),
             [["7H", "8H", "7S"], ["9S", "10S", "JS"], ["QS", "KS", "AS"], ["8S", "9H", "10H"]], "hearts")
    assert cards(s2) == {C("7H"), C("8H"), C("7S")}
    s3 = rig(G.start(4, 1), [["7H", "8H"], ["9S", "10S"], ["QS", "KS"], ["8S", "9H"]], "hearts")
    assert cards(s3) == {C("7H"), C("8H")}                  # nothing else: hearts may be led
    s4 = rig(G.start(4, 1), [["7H", "7S"], ["9S", "10S"], ["QS", "KS"], ["8S", "9H"]], "tricks")
    assert cards(s4) == {C("7H"), C("7S")}                  # no restriction in «не брать взяток»


def test_the_king_of_hearts_is_discarded_at_the_first_void():
    s = rig(G.start(4, 1), [["7S", "8D"], ["KH", "9D"], ["QS", "10D"], ["8S", "9H"]], "king")
    play(s, "7S")
    assert cards(s) == {C("KH")}                            # void in spades, holds К♥: must throw it
    play(s, "KH")
    play(s, "QS", "8S")
    assert s.pub.deal_tricks[0][0] == 2                     # Д♠ took the К♥
    s2 = rig(G.start(4, 1), [["7H", "8D"], ["KH", "9H"], ["QS", "10D"], ["8S", "AH"]], "eralash")
    s2.pub.current = 0
    # he holds a diamond, so no heart may be led
    assert cards(s2) == {C("8D")}
    play(s2, "8D")
    assert cards(s2) == {C("KH")}


def test_deal_points_of_a_played_deal_go_to_the_taker_and_the_sheet():
    s = rig(G.start(4, 1), [["7S", "8D"], ["KH", "9D"], ["QS", "10D"], ["8S", "9H"]], "king")
    pen = s.pub.penalty
    play(s, "7S", "KH", "QS", "8S")
    play(s, "10D", "9H", "8D", "9D")      # Д♠'s seat leads 10♦ and takes the last trick
    row = s.pub.sheet[-1]
    assert row[1] == "king" and row[4] == (0, 0, 16, 0)
    assert s.pub.penalty[2] - pen[2] == 16


def test_otygrysh_must_trump_when_void_and_trump_named_by_the_left_of_the_dealer():
    s = rig(G.start(4, 1), [["7S", "8D"], ["7H", "9D"], ["QS", "10D"], ["8S", "9H"]], "otygrysh", trump="H")
    play(s, "7S")
    assert cards(s) == {C("7H")}
    s2 = rig(G.start(4, 1, {"must_trump": False}), [["7S", "8D"], ["7H", "9D"], ["QS", "10D"], ["8S", "9H"]],
             "otygrysh", trump="H")
    play(s2, "7S")
    assert cards(s2) == {C("7H"), C("9D")}
    # the first отыгрыш deal of a real match: trumps named by the player left of the dealer
    s3 = G.start(4, 5)
    rng = random.Random(0)
    while s3.pub.game != "otygrysh":
        s3.apply(rng.choice(s3.legal_actions()))
    assert s3.pub.phase == "trump" and s3.to_move == (s3.pub.dealer + 1) % 4
    s3.apply(Action("trump", value="D"))
    assert s3.pub.trump == "D" and s3.pub.phase == "play"


def test_trump_named_after_the_first_packet():
    s = G.start(4, 5, {"trump_named_after": "first_packet"})
    rng = random.Random(0)
    while s.pub.game != "otygrysh":
        s.apply(rng.choice(s.legal_actions()))
    namer = s.to_move
    assert len(s.zones[hand(namer)]) == 2
    s.apply(Action("trump", value="S"))
    assert all(len(s.zones[hand(i)]) == 8 for i in range(4))


def test_47b_orders_each_game_once_and_the_otygrysh_twice():
    s = G.start(4, 2, {"variant": "47b"})
    o = s.to_move
    assert s.pub.phase == "order" and len(s.legal_actions()) == 8
    s.apply(Action("order", value="boys"))
    assert s.pub.game == "boys" and "boys" not in s.pub.remaining[o]
    assert s.pub.remaining[o].count("otygrysh") == 2
    rng = random.Random(1)
    while not s.over:
        s.apply(rng.choice(s.legal_actions()))
    assert s.pub.deal_no == 36 and all(r == () for r in s.pub.remaining)
    ordered = {}
    for _, game, who, _, _ in s.pub.sheet:
        ordered.setdefault(who, []).append(game)
    assert all(sorted(g) == sorted(list(K.PENALTY_GAMES) + ["otygrysh"] * 2) for g in ordered.values())
    assert sum(s.result().settlement.moved) == 0


def test_47g_talon_shown_taken_and_a_scoring_discard_counts():
    s = G.start(4, 8, {"variant": "47g"})
    d = s.pub.dealer
    assert s.zones[hand(d)] == [] and d not in s.pub.playing          # the dealer sits out at four
    assert len(s.zones["talon"]) == 2 and all(len(s.zones[hand(x)]) == 10 for x in s.pub.playing)
    o = s.to_move
    s.apply(Action("order", value="boys"))
    assert len(s.zones[hand(o)]) == 12 and s.pub.phase == "discard"
    # the talon was shown to everyone: seat d's view of the event carried its cards
    jack = next((c for c in s.zones[hand(o)] if c.rank == 11), None)
    others = [c for c in s.zones[hand(o)] if c.rank != 11]
    if jack is None:
        pytest.skip("no jack in the orderer's hand for this seed")
    s.apply(Action("discard", (jack,)))
    s.apply(Action("discard", (others[0],)))
    assert s.zones[snos(o)] == [jack, others[0]] and s.pub.phase == "play"
    assert s.view(d).zones[snos(o)].cards == (None, None)            # face down to the others
    rng = random.Random(2)
    pen = s.pub.penalty
    while s.pub.deal_no == 1:
        s.apply(rng.choice(s.legal_actions()))
    row = s.pub.sheet[-1]
    assert row[1] == "boys" and sum(row[4]) == 20 and row[4][o] >= 5    # his jack laid away counts


def test_47g_talon_event_shows_the_cards_to_all():
    s = G.start(3, 8, {"variant": "47g"})
    o = s.to_move
    talon = list(s.zones["talon"])
    ev = s.apply(Action("order", value="tricks"))
    shown = [e for e in ev if e.what == "talon_taken"][0]
    assert shown.visible_to is None and list(shown.cards) == talon
    assert all(not s.view(v).zones[hand(o)].known for v in range(3) if v != o)


def test_47v_thirty_cards_without_black_aces_and_the_balance():
    s = G.start(3, 4, {"variant": "47v"})
    assert len(s.deck) == 30 and C("AS") not in s.deck and C("AC") not in s.deck
    rng = random.Random(3)
    while not s.over:
        s.apply(G.rule_policy(s.view(s.to_move), rng))
    assert sum(s.pub.penalty) == 240 == sum(s.pub.plus)
    assert sum(s.result().settlement.moved) == 0


def test_47a_match_penalties_192_equal_otygrysh_192_and_nets_sum_to_zero():
    for seed in range(3):
        s = G.start(4, seed, {"deal_order": ("classic", "boys_first", "king_last")[seed]})
        rng = random.Random(seed)
        while not s.over:
            s.apply(G.rule_policy(s.view(s.to_move), rng))
        assert sum(s.pub.penalty) == 192 and sum(s.pub.plus) == 192
        r = s.result()
        assert sum(r.settlement.moved) == 0 and r.settlement.deals == 15
        assert [row[1] for row in s.pub.sheet] == list(K.fixed_schedule("47a", 4, ("classic", "boys_first", "king_last")[seed]))


def test_47g_compensation_balances_and_the_circle_writes_four():
    s = G.start(3, 6, {"variant": "47g"})
    assert s.pub.penalty == (4, 4, 4)
    rng = random.Random(6)
    while not s.over:
        s.apply(G.rule_policy(s.view(s.to_move), rng))
    assert sum(s.pub.penalty) == 3 * 116 + 12 == sum(s.pub.plus)
    s2 = G.start(3, 6, {"variant": "47g", "compensation": "no_tricks_circle"})
    assert s2.pub.penalty == (0, 0, 0) and s2.pub.game == "circle"
    while s2.pub.deal_no <= 3:
        s2.apply(rng.choice(s2.legal_actions()))
    assert all(r[1] == "circle" and sorted(r[4]) == [0, 0, 4] for r in s2.pub.sheet[:3])


def test_rule_bot_ducks_sheds_the_king_and_names_its_longest_suit():
    s = rig(G.start(4, 1), [["7S", "8D"], ["KH", "9S", "AS"], ["QS", "10D"], ["8S", "9H"]], "hearts")
    play(s, "7S")
    a = king_policy(s.view(1), random.Random(0))
    assert a.card == C("9S")                                 # the highest that still loses
    s = rig(G.start(4, 1), [["7S", "8D"], ["KH", "9D", "AH"], ["QS", "10D"], ["8S", "9H"]], "hearts",)
    play(s, "7S")
    assert king_policy(s.view(1), random.Random(0)).card in (C("KH"), C("AH"))   # void: shed a high heart
    assert trump_choice([C(x) for x in ("7S", "AD", "KD", "9D", "8C")]) == "D"


def test_illegal_input_is_refused_and_changes_nothing():
    s = G.start(4, 2, {"variant": "47b"})
    before = s.view(None)
    for bad in (Action("order", value="nonsense"), Action("play", (C("7S"),)), Action("trump", value="H")):
        with pytest.raises(IllegalAction):
            s.apply(bad)
    assert s.view(None) == before


def test_the_circle_tie_option_reaches_the_deal_points():
    """47.г with the opening circle: ``circle_tie="all"`` writes 4 to each tied player."""
    s = G.start(3, 4, {"variant": "47g", "compensation": "no_tricks_circle", "circle_tie": "all"})
    assert s.pub.game == K.CIRCLE and s.options["circle_tie"] == "all"
    tie = ((1, (C("7S"),)), (0, (C("8S"),)), (0, (C("9S"),)), (1, (C("10S"),)))
    s.pub.deal_tricks = tie
    events = []
    s.end_deal(events)
    assert s.pub.sheet[-1][4] == (4, 4, 0) and s.pub.penalty == (4, 4, 0)
