"""Hand-built positions for each rule of Ворона, «Стушевываюсь», Тонтина and Свинки
(rules/games/shedding/), and a few seeded playouts for invariants the kit does not name."""
from __future__ import annotations

import random

import pytest

from rules import get_game
from rules.actions import Action
from rules.cards import Card
from rules.errors import IllegalAction

C = Card.parse
VORONA, STUSH, TONTINA, SVINKI = (get_game(i) for i in ("vorona", "stushevyvayus", "tontina", "svinki"))


def cards(codes):
    return [C(c) for c in codes.split()]


def rearrange(s, layout: dict, into: str) -> None:
    """Put the cards of ``layout`` ({zone: codes}) there, taking them from wherever they lie
    and filling the gaps from zone ``into`` (cards stay conserved)."""
    want = {z: cards(v) if isinstance(v, str) else list(v) for z, v in layout.items()}
    chosen = [c for v in want.values() for c in v]
    for z in s.zones:
        s.zones[z] = [c for c in s.zones[z] if c not in chosen]
    s.known.clear()
    for z, v in want.items():
        if z == into:
            s.zones[z] = s.zones[z] + v        # on top: dealt first
        else:
            s.zones[z] = v
    # give back the cards that zones left without
    total = sum(len(v) for v in s.zones.values())
    assert total == len(s.deck) or into is None


# ------------------------------------------------------------------------ Ворона
def vorona_at(seats, hands: dict, pile: str, current: int, **opts):
    s = VORONA.start(seats, 1, opts)
    everything = [c for z in s.zones.values() for c in z]
    layout = {f"hand{k}": v for k, v in hands.items()}
    layout["pile"] = pile
    chosen = {c for v in layout.values() for c in cards(v)}
    rest = [c for c in everything if c not in chosen]
    for z in s.zones:
        s.zones[z] = []
    for z, v in layout.items():
        s.zones[z] = cards(v)
    for k in range(seats):
        if k not in hands:
            s.zones[f"hand{k}"], rest = rest[:3], rest[3:]
    s.zones["aside"] = rest
    s.known.clear()
    s.pub.current = current
    return s


def test_vorona_a_spade_on_top_accepts_anything():
    s = vorona_at(3, {0: "7H 9D"}, "10C 8S", 0)
    assert set(s.legal_actions()) == {Action("play", (C("7H"),)), Action("play", (C("9D"),))}


def test_vorona_follow_the_suit_or_lay_a_spade_else_the_forced_take():
    s = vorona_at(3, {0: "7H 9D 6S KC"}, "8H", 0)
    assert set(s.legal_actions()) == {Action("play", (C("7H"),)), Action("play", (C("6S"),))}
    with pytest.raises(IllegalAction):
        s.apply(Action("play", (C("9D"),)))
    with pytest.raises(IllegalAction):
        s.apply(Action("take"))                 # a take only when nothing fits
    t = vorona_at(3, {0: "9D KC"}, "6C 8H", 0)
    assert t.legal_actions() == [Action("take")]
    ev = t.apply(Action("take"))
    assert t.zones["hand0"] == cards("9D KC 6C 8H") and t.zones["pile"] == []
    assert ev[0].visible_to is None and set(t.known["hand0"]) == {C("6C"), C("8H")}
    assert t.pub.current == 1                   # after_take_leader = next: the taker's left
    assert t.view(2).constraints["void_suits"][0] == frozenset({"H", "S"})


def test_vorona_after_take_the_taker_leads_in_the_other_reading():
    t = vorona_at(3, {0: "9D KC"}, "8H", 0, after_take_leader="taker")
    t.apply(Action("take"))
    assert t.pub.current == 0 and t.zones["pile"] == []
    assert len(t.legal_actions()) == 3          # any card leads


def test_vorona_the_last_with_cards_loses():
    s = vorona_at(3, {0: "7H", 1: "", 2: "9H KD"}, "8H", 0)
    s.pub.out, s.pub.holding = (1,), 2
    s.apply(Action("play", (C("7H"),)))
    assert s.over
    r = s.result()
    assert r.losers == (2,) and r.placings == (2, 1, 3) and r.reason == "out_of_cards"


def test_vorona_the_move_after_one_goes_out_skips_him():
    s = vorona_at(4, {0: "7H", 1: "8C", 2: "", 3: "9H"}, "8H", 0)
    s.pub.out, s.pub.holding = (2,), 3
    s.apply(Action("play", (C("7H"),)))
    assert s.pub.out == (2, 0) and s.pub.current == 1


# ------------------------------------------------------------------------ «Стушевываюсь»
def stush_at(hands: dict, current=0, suit=None, **opts):
    s = STUSH.start(4, 3, opts)
    everything = [c for z in s.zones.values() for c in z]
    chosen = {c for v in hands.values() for c in cards(v)}
    rest = [c for c in everything if c not in chosen]
    for z in s.zones:
        s.zones[z] = []
    for k, v in hands.items():
        s.zones[f"hand{k}"] = cards(v)
    s.zones["stock"] = rest
    s.known.clear()
    s.pub.current = current
    s.pub.suit = suit
    return s


def test_stush_card_values():
    from rules.games.shedding.stushevyvayus import hand_value
    assert hand_value(cards("AS JS QS KS")) == 11 + 12 + 13 + 14
    assert hand_value(cards("7H 10D")) == 17


def test_stush_follow_suit_or_efface_then_the_next_leads_anew():
    s = stush_at({0: "7H 9D", 1: "8C KC", 2: "QH 10D", 3: "AS JD"}, current=0)
    assert len(s.legal_actions()) == 2           # the lead: any card
    s.apply(Action("play", (C("7H"),)))
    assert s.legal_actions() == [Action("pass")]   # no heart: «Стушевываюсь»
    ev = s.apply(Action("pass"))
    assert STUSH.bubble(ev[0]).id == "bubble.stush"
    assert s.pub.current == 2 and s.pub.suit is None
    assert len(s.legal_actions()) == 2           # seat 2 leads anew, any suit
    assert s.view(0).constraints["void_suits"][1] == frozenset({"H"})
    s.apply(Action("play", (C("10D"),)))
    assert s.legal_actions() == [Action("play", (C("JD"),))]


@pytest.mark.parametrize("mode,total_1,out", [("cumulative", 30, {1}), ("per_deal", 8, set())])
def test_stush_the_25_threshold_both_ways(mode, total_1, out):
    s = stush_at({0: "7H", 1: "8C", 2: "9C 10C", 3: "JS"}, current=0, threshold_mode=mode)
    s.pub.totals = (0, 22, 0, 14)
    s.apply(Action("play", (C("7H"),)))          # seat 0 is out of cards: the others count
    assert s.pub.totals[1] == total_1
    assert s.pub.totals[2] == 19                 # 9 + 10: within 25 either way
    assert s.pub.totals[3] == (26 if mode == "cumulative" else 12)
    dropped = {x for g in s.pub.dropped for x in g}
    assert dropped == (out | ({3} if mode == "cumulative" else set()))
    assert s.zones["shown2"] == cards("9C 10C")  # the hands laid open
    assert s.legal_actions() == [Action("deal")]


def test_stush_exactly_25_stays_and_the_last_within_wins():
    s = stush_at({0: "7H", 1: "KC 8C", 2: "9C", 3: "QS"}, current=0)
    s.pub.active = (0, 1, 3)
    s.pub.dropped = ((2,),)
    s.pub.totals = (3, 3, 30, 10)
    s.apply(Action("play", (C("7H"),)))
    assert s.pub.totals == (3, 25, 30, 23)         # 3 + 14 + 8 = 25: not over
    assert not s.over
    s = stush_at({0: "7H", 1: "KC 8C", 2: "9C", 3: "QS"}, current=0)
    s.pub.active = (0, 1)
    s.pub.dropped = ((2,), (3,))
    s.pub.totals = (3, 4, 30, 40)
    s.apply(Action("play", (C("7H"),)))
    assert s.over and s.result().placings == (1, 2, 4, 3)


# ------------------------------------------------------------------------ Тонтина
def on_top(s, codes):
    """Put these cards on top of the stock, first dealt first, from wherever they lie."""
    want = cards(codes)
    for z in s.zones:
        s.zones[z] = [c for c in s.zones[z] if c not in want]
    s.zones["stock"] += list(reversed(want))


def tontina_deal(seats, dealt: str, dealer=None, chips=None, pot=None, dead=(), gone=(), **opts):
    """A deal whose cards (in deal order: from the dealer's left) are ``dealt``."""
    s = TONTINA.start(seats, 2, opts)
    want = cards(dealt)
    rest = [c for c in s.zones["stock"] if c not in want]
    for z in s.zones:
        rest += [c for c in s.zones[z] if z != "stock"]
        if z != "stock":
            s.zones[z] = []
    s.zones["stock"] = rest + list(reversed(want))
    if dealer is not None:
        s.pub.dealer = dealer
    if chips is not None:
        s.ledger.stacks = list(chips)
    if pot is not None:
        s.pub.pot = pot
    s.pub.dead = frozenset(dead)
    s.pub.gone = tuple(gone)
    return s


@pytest.mark.parametrize("card,change,pot_change", [
    ("KH", 3, -3), ("QH", 2, -2), ("JH", 1, -1),
    ("8H", -2, 2), ("6H", -2, 2), ("4H", -2, 2),
    ("9H", -1, 1), ("7H", -1, 1), ("5H", -1, 1),
    ("10H", 0, 0)])
def test_tontina_the_pot_rows_of_the_table(card, change, pot_change):
    s = tontina_deal(3, card + " 10C 10D", dealer=2, chips=(10, 10, 10), pot=9)
    s.apply(Action("deal"))
    assert s.ledger.stacks[0] == 10 + change and s.ledger.pot == 9 + pot_change
    assert s.ledger.stacks[1:] == (10, 10)


@pytest.mark.parametrize("card,amount", [("AH", 1), ("2H", 2), ("3H", 3)])
def test_tontina_ace_two_three_pay_the_right_neighbour(card, amount):
    s = tontina_deal(3, "10C " + card + " 10D", dealer=2, chips=(10, 10, 10), pot=9)
    s.apply(Action("deal"))                      # seat 1 gets the card: his right is seat 0
    assert s.ledger.stacks == (10 + amount, 10 - amount, 10) and s.ledger.pot == 9


def test_tontina_a_short_pot_gives_what_it_holds():
    s = tontina_deal(3, "KH 10C 10D", dealer=2, chips=(10, 10, 10), pot=2)
    s.apply(Action("deal"))
    assert s.ledger.stacks[0] == 12 and s.ledger.pot == 0


def test_tontina_death_and_revival():
    s = tontina_deal(3, "8H 10C 10D", dealer=2, chips=(2, 10, 10), pot=9)
    ev = s.apply(Action("deal"))
    assert s.ledger.stacks[0] == 0 and 0 in s.pub.dead and 0 not in s.pub.gone
    assert any(e.what == "dies" and e.seat == 0 for e in ev)
    # the dead get no card; his left neighbour's 3 pays him, and he lives again
    s2 = tontina_deal(3, "3H 10D", dealer=0, chips=(0, 10, 10), pot=9, dead=(0,))
    ev = s2.apply(Action("deal"))
    assert s2.zones["front0"] == [] and s2.zones["front1"] == [C("3H")]
    assert s2.ledger.stacks == (3, 7, 10) and 0 not in s2.pub.dead
    assert any(e.what == "revives" and e.seat == 0 for e in ev)


def test_tontina_an_over_large_payment_eliminates_for_good():
    s = tontina_deal(4, "10C 3H 10D", dealer=3, chips=(10, 2, 10, 10), pot=9)
    ev = s.apply(Action("deal"))
    assert s.ledger.stacks[:2] == (12, 0) and s.pub.gone == (1,) and 1 not in s.pub.dead
    assert any(e.what == "eliminated" and e.seat == 1 for e in ev)
    assert s.view(None).left == (1,)
    # the right neighbour of seat 2 is now seat 0 (seat 1 is out for good)
    on_top(s, "10S 2S 10H")                    # to seats 0, 2, 3
    s.pub.dealer = 3
    s.apply(Action("deal"))
    assert s.zones["front1"] == [] and s.ledger.stacks[0] == 14


def test_tontina_ends_when_the_stock_is_short_and_the_richest_takes_the_pot():
    s = tontina_deal(3, "KH QH JH", dealer=2, chips=(7, 7, 7), pot=9)
    s.zones["stock"] = s.zones["stock"][-5:]
    s.zones["used"] = [c for c in s.deck if c not in s.zones["stock"]]
    s.apply(Action("deal"))
    assert s.over and s.ledger.pot == 0
    assert s.ledger.stacks == (10 + 3, 9, 8)     # 9 in the pot, 6 given out: the rest to the richest
    r = s.result()
    assert r.placings == (1, 2, 3) and sum(r.chips) == 0


def test_tontina_a_tie_splits_the_pot():
    s = tontina_deal(2, "KH KD", dealer=1, chips=(7, 7), pot=6)
    s.zones["stock"] = s.zones["stock"][-3:]
    s.zones["used"] = [c for c in s.deck if c not in s.zones["stock"]]
    s.apply(Action("deal"))
    assert s.over and s.ledger.stacks == (10, 10) and s.result().placings == (1, 1)


def test_tontina_every_seed_conserves_chips_and_ends():
    for seed in range(60):
        n = 2 + seed % 14
        s = TONTINA.start(n, seed, {"chips": (10, 20)[seed % 2]})
        total = s.ledger.total()
        while not s.over:
            s.apply(Action("deal"))
            assert s.ledger.total() == total and min(s.ledger.stacks) >= 0
        assert sum(s.result().chips) == 0


# ------------------------------------------------------------------------ Свинки
def svinki_at(seats, shops: dict, pig: str, stock_top: str, reserves=None, current=0, last=False, **opts):
    """A position; ``last``: the stock holds only ``stock_top`` (the other cards lie under
    the last seat's magazine, out of play)."""
    opts.setdefault("pig_suit", "S")
    opts.setdefault("shop_is_liability", False)     # these tests are of the reserve reading,
    opts.setdefault("continue_after_placement", False)      # one card a turn (the defaults before issue 26)
    s = SVINKI.start(seats, 4, opts)
    everything = [c for z in s.zones.values() for c in z]
    layout = {f"shop{k}": v for k, v in shops.items()}
    layout["pig"] = pig
    for k, v in (reserves or {}).items():
        layout[f"hand{k}"] = v
    chosen = {c for v in layout.values() for c in cards(v)} | set(cards(stock_top))
    rest = [c for c in everything if c not in chosen]
    for z in s.zones:
        s.zones[z] = []
    for z, v in layout.items():
        s.zones[z] = cards(v)
    if last:
        s.zones["stock"] = cards(stock_top)
        s.zones[f"shop{seats - 1}"] = rest + s.zones[f"shop{seats - 1}"]
    else:
        s.zones["stock"] = rest + cards(stock_top)
    s.known.clear()
    s.pub.current = current
    return s


def test_svinki_the_pig_comes_before_a_neighbour():
    # 8♠ fits the pig (6♠ 7♠) and seat 1's magazine (9♥): it must go on the pig
    s = svinki_at(3, {0: "KD", 1: "9H", 2: "QC"}, "6S 7S", "8S")
    ev = s.apply(Action("draw"))
    assert s.zones["pig"][-1] == C("8S") and ev[0].get("why") == "pig" and ev[0].visible_to is None


def test_svinki_a_neighbour_one_rank_lower_either_side_and_the_choice_when_both_fit():
    s = svinki_at(4, {0: "KD", 1: "9H", 2: "QC", 3: "5C"}, "6S", "8D")
    s.apply(Action("draw"))
    assert s.zones["shop1"][-1] == C("8D")       # the left neighbour
    s = svinki_at(4, {0: "KD", 1: "5H", 2: "QC", 3: "9C"}, "6S", "8D")
    s.apply(Action("draw"))
    assert s.zones["shop3"][-1] == C("8D")       # the right neighbour
    s = svinki_at(4, {0: "KD", 1: "9H", 2: "QC", 3: "9C"}, "6S", "8D")
    ev = s.apply(Action("draw"))
    assert ev[0].get("why") == "choose" and s.zones["drawn"] == [C("8D")]
    assert set(s.legal_actions()) == {Action("place", (C("8D"),), "shop1"), Action("place", (C("8D"),), "shop3")}
    s.apply(Action("place", (C("8D"),), "shop3"))
    assert s.zones["shop3"][-1] == C("8D") and s.pub.current == 1


def test_svinki_only_the_neighbours_magazines():
    s = svinki_at(4, {0: "KD", 1: "5H", 2: "9C", 3: "5C"}, "6S", "8D")
    s.apply(Action("draw"))
    assert s.zones["shop2"] == [C("9C")] and s.zones["hand0"] == [C("8D")]


def test_svinki_aces_never():
    # an ace would be "one lower" than nothing and fits no pig: it goes to the reserve
    s = svinki_at(3, {0: "KD", 1: "2H", 2: "QC"}, "6S 7S 8S 9S 10S JS QS KS", "AS")
    ev = s.apply(Action("draw"))
    assert s.zones["hand0"] == [C("AS")] and ev[0].visible_to == frozenset({0})
    assert ev[0].for_seat(1).cards == ()


def test_svinki_a_drawn_card_that_fits_nowhere_is_hidden_in_the_reserve():
    s = svinki_at(3, {0: "KD", 1: "9H", 2: "QC"}, "6S", "10D")
    ev = s.apply(Action("draw"))
    assert s.zones["hand0"] == [C("10D")] and s.view(1).zone("hand0").cards == (None,)


def test_svinki_after_the_stock_play_from_the_reserve_and_only_aces_win():
    s = svinki_at(3, {0: "KD", 1: "9H", 2: "QC"}, "6S", "AD", reserves={0: "8C AH", 1: "10D", 2: "5H"}, last=True)
    s.apply(Action("draw"))                      # the last card: an ace, to the reserve
    assert s.pub.phase == "end" and s.pub.current == 1
    assert s.legal_actions() == [Action("pass")]  # 10♦ fits neither K♦ nor Q♣
    s.apply(Action("pass"))
    assert s.legal_actions() == [Action("pass")]
    s.apply(Action("pass"))
    assert s.legal_actions() == [Action("place", (C("8C"),), "shop1")]
    ev = s.apply(Action("place", (C("8C"),), "shop1"))
    assert s.over and s.pub.winners == (0,) and s.pub.how == "aces"
    r = s.result()
    assert r.placings[0] == 1 and r.chips[0] == 2 and sum(r.chips) == 0
    assert any(e.what == "show" for e in ev)     # the reserves laid open


def test_svinki_the_deadlock_fewest_non_aces_win():
    s = svinki_at(3, {0: "KD", 1: "9H", 2: "QC"}, "6S", "AD", reserves={0: "10C 10H", 1: "10D", 2: "5H 4H AC"}, last=True)
    s.apply(Action("draw"))
    for _ in range(3):
        assert s.legal_actions() == [Action("pass")]
        s.apply(Action("pass"))
    assert s.over and s.pub.how == "deadlock" and s.pub.winners == (1,)
    assert s.result().placings == (2, 1, 2)      # 2 non-aces each: they share the place


def test_svinki_two_seats_have_one_neighbour():
    s = svinki_at(2, {0: "KD", 1: "9H"}, "6S", "8D")
    s.apply(Action("draw"))
    assert s.zones["shop1"][-1] == C("8D")


def test_svinki_the_liability_reading_puts_misfits_on_ones_own_magazine():
    s = svinki_at(3, {0: "KD", 1: "9H", 2: "QC"}, "6S", "10D", shop_is_liability=True)
    s.apply(Action("draw"))
    assert s.zones["shop0"] == cards("KD 10D") and "hand0" not in s.zones


def test_svinki_continue_after_placement():
    s = svinki_at(3, {0: "KD", 1: "9H", 2: "QC"}, "6S", "2C 7S", continue_after_placement=True)
    s.apply(Action("draw"))
    assert s.pub.current == 0                    # placed on the pig: he draws again
    s.apply(Action("draw"))
    assert s.pub.current == 1


@pytest.mark.parametrize("game", [VORONA, STUSH, TONTINA, SVINKI], ids=lambda g: g.id)
def test_rule_bots_finish_and_replays_are_identical(game):
    rng = random.Random(game.id)
    for i in range(12):
        n = game.min_seats + i % (game.max_seats - game.min_seats + 1)
        s = game.start(n, i)
        t = game.start(n, i)
        while not s.over:
            a = game.rule_policy(s.view(s.to_move), rng)
            assert s.apply(a) == t.apply(a)
        assert s.result() == t.result() and s.result() is not None


def test_illegal_input_is_refused_with_the_reason():
    s = vorona_at(3, {0: "7H 9D 6S KC"}, "8H", 0)
    with pytest.raises(IllegalAction, match="taking is for one with neither"):
        s.apply(Action("take"))
    with pytest.raises(IllegalAction, match="only a H card or a spade"):
        s.apply(Action("play", (C("9D"),)))
    t = stush_at({0: "7H 9D", 1: "8C KH", 2: "QH 10D", 3: "AS JD"}, current=1, suit="C")
    with pytest.raises(IllegalAction, match="must follow"):
        t.apply(Action("pass"))
    with pytest.raises(IllegalAction, match="follow the suit led"):
        t.apply(Action("play", (C("KH"),)))
    u = svinki_at(3, {0: "KD", 1: "9H", 2: "QC"}, "6S", "AD", reserves={0: "8C AH 7S", 1: "10D", 2: "5H"}, last=True)
    u.apply(Action("draw"))
    u.apply(Action("pass"))
    u.apply(Action("pass"))
    with pytest.raises(IllegalAction, match="aces are never placed"):
        u.apply(Action("place", (C("AH"),), "shop1"))
    with pytest.raises(IllegalAction, match="must be played"):
        u.apply(Action("pass"))
    with pytest.raises(IllegalAction, match="fits the pig: it must go there"):
        u.apply(Action("place", (C("7S"),), "shop1"))
