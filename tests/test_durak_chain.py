"""The chain games of the durak family (rules/games/durak_chain): each rule on a hand-built
position, plus a few seeded invariants (the conformance kit does the rest)."""
from __future__ import annotations

import random

import pytest

from rules import Action
from rules.cards import Card
from rules.errors import IllegalAction
from rules.games.durak_chain.engine import ChainState
from rules.registry import get_game
from runs import count

NAV = get_game("durak_navalenny")
MOS = get_game("durak_moskovsky")
SVOI = get_game("svoi_kozyri")


def C(code: str) -> Card:
    return Card.parse(code)


def cards(text: str) -> list:
    return [C(x) for x in text.split()]


def build(game, seats, options=None, *, hands=(), centre="", layers=None, current=0, phase="cover",
          stock=None, stacks=None, trump="H", own=None, dealer=None, seed=1) -> ChainState:
    """A position: the given hands, centre (bottom first), stock and stacks; the rest of the
    pack in the discard (the Moscow game) or left out."""
    opts = dict(options or {})
    s = game.start(seats, seed, opts)
    for name in s.zones:
        s.zones[name] = []
    s.known = {}
    for i, h in enumerate(hands):
        s.zones[f"hand{i}"] = cards(h)
    s.zones["centre"] = cards(centre)
    if stock is not None:
        s.zones["stock"] = cards(stock)
    if stacks is not None:
        for i, st in enumerate(stacks):
            s.zones[f"stack{i}"] = cards(st)
    n = len(s.zones["centre"])
    s.pub.layers = tuple(layers) if layers is not None else tuple((current - n + k) % seats for k in range(n))
    s.pub.current = current
    s.pub.phase = phase
    s.pub.trump = None if own else trump
    s.pub.own_trumps = tuple(own) if own else None
    s.pub.trump_card = None
    s.pub.fresh = phase == "cover"
    if dealer is not None:
        s.pub.dealer = dealer
    return s


def kinds(s) -> set:
    return {a.kind for a in s.legal_actions()}


# ------------------------------------------------------------------ Свои козыри
def test_own_trumps_no_two_alike_named_from_the_dealers_left():
    s = SVOI.start(3, 5, {"dealer": 1})
    assert s.pub.phase == "name" and s.to_move == 2
    s.apply(Action("name", value="H"))
    assert s.to_move == 0
    assert Action("name", value="H") not in s.legal_actions()
    before = s.view(0)
    with pytest.raises(IllegalAction):
        s.apply(Action("name", value="H"))
    assert s.view(0) == before
    s.apply(Action("name", value="S"))
    assert {a.value for a in s.legal_actions()} == {"C", "D"}
    s.apply(Action("name", value="D"))
    assert s.pub.own_trumps == ("S", "D", "H")
    # all dealt (12 each), each holds the 6 of his own trump, the player left of the dealer leads
    assert [len(s.zones[f"hand{i}"]) for i in range(3)] == [12, 12, 12]
    for i, t in enumerate(s.pub.own_trumps):
        assert Card(6, t) in s.zones[f"hand{i}"]
    assert s.pub.phase == "lead" and s.to_move == 2


def test_the_six_exchange_gives_the_six_in_sight_and_the_blind_draw_to_the_two_only():
    for seed in range(40):
        s = SVOI.start(4, seed, {"dealer": 0})
        ev = []
        for suit in "SCHD":
            ev = s.apply(Action("name", value=suit))
        sixes = [e for e in ev if e.what == "six"]
        blinds = [e for e in ev if e.what == "blind"]
        if not sixes:
            continue
        assert len(sixes) == len(blinds)
        for six, blind in zip(sixes, blinds):
            to = six.get("to")
            assert six.visible_to is None and six.cards[0] == Card(6, s.pub.own_trumps[to])
            assert blind.visible_to == frozenset({to, six.seat}) and blind.get("from") == to
            assert blind.cards[0] != six.cards[0]
        # the six is publicly known in his hand
        assert sixes[0].cards[0] in s.view(None).zone(f"hand{sixes[0].get('to')}").known
        return
    pytest.fail("no deal needed a six exchange")


def test_own_trump_beats_plain_others_trumps_are_plain_and_own_trump_only_by_higher():
    # seat 1's own trump is clubs; seat 0's is hearts (plain to seat 1)
    own = ("H", "C", "S")
    s = build(SVOI, 3, hands=("7D", "6C 9H QS 8D", "6S"), centre="10D", current=1, own=own)
    legal = {a.cards[0] for a in s.legal_actions() if a.kind == "cover"}
    assert legal == {C("6C")}                         # any own trump; hearts are plain to him
    s = build(SVOI, 3, hands=("7D", "6C 9H QS AH", "6S"), centre="10H", current=1, own=own)
    assert {a.cards[0] for a in s.legal_actions() if a.kind == "cover"} == {C("6C"), C("AH")}
    # a card of his own trump: only a higher club
    s = build(SVOI, 3, hands=("7D", "6C 9H AH QC", "6S"), centre="10C", current=1, own=own)
    assert {a.cards[0] for a in s.legal_actions() if a.kind == "cover"} == {C("QC")}
    assert "take" not in kinds(s)                      # he covers when he can (the seed's «кроет»)


def test_own_trumps_covers_when_he_can_and_takes_only_when_nothing_covers():
    """«Игрок, под которого сделан ход, кроет карту и дает свою под следующего» (issue 26,
    item 12): no «Беру» while a card covers; the family's voluntary take is an option."""
    own = ("H", "C", "S")
    s = build(SVOI, 3, hands=("7D", "6C 9H AH QC", "6S"), centre="10C", current=1, own=own)
    assert kinds(s) == {"cover"}
    with pytest.raises(IllegalAction):
        s.apply(Action("take"))
    s = build(SVOI, 3, hands=("7D", "6C 9H AH", "6S"), centre="10C", current=1, own=own)
    assert kinds(s) == {"take"}
    s = build(SVOI, 3, {"take": "always"}, hands=("7D", "6C 9H AH QC", "6S"), centre="10C", current=1,
              own=own)
    assert kinds(s) == {"cover", "take"}


def test_8a_takes_three_top_cards_for_a_plain_card_and_ten_for_his_own_trump():
    own = ("H", "C", "S")
    pile = "6D 7D 8D 9D 10D JD QD KD AD 6H 7H 8H"        # 12 cards, the top one is 8♥
    s = build(SVOI, 3, {"variant": "8a"}, hands=("7S", "6C", "9S 10S"), centre=pile + " 10C",
              current=1, own=own)
    ev = s.apply(Action("take"))
    take = next(e for e in ev if e.what == "take")
    assert take.count == 10 and take.cards[-1] == C("10C") and len(s.zones["centre"]) == 3
    assert len(s.zones["hand1"]) == 11 and s.to_move == 2 and s.pub.phase == "lead"
    s = build(SVOI, 3, {"variant": "8a"}, hands=("7S", "8S", "9S 10S"), centre=pile + " 10D",
              current=1, own=own)
    ev = s.apply(Action("take"))
    assert next(e for e in ev if e.what == "take").count == 3 and len(s.zones["centre"]) == 10


def test_8b_takes_the_whole_centre_and_after_fail_leader_failer():
    own = ("H", "C", "S")
    s = build(SVOI, 3, {"variant": "8b", "after_fail_leader": "failer"}, hands=("7S", "8S", "9S"),
              centre="6D 7D 8D 9D 10D", current=1, own=own)
    s.apply(Action("take"))
    assert s.zones["centre"] == [] and len(s.zones["hand1"]) == 6
    assert s.to_move == 1 and s.pub.phase == "lead"


# ------------------------------------------------------------------ Дурак наваленный
def test_9a_cover_then_lead_covered_cards_stay_in_the_centre():
    s = build(NAV, 3, hands=("7D 8D 9D", "10S JS QS", "6C 7C 8C"), centre="9S", current=1,
              stock="6H 6S 7S 8S 9C")
    s.apply(Action("cover", (C("10S"),)))
    assert s.to_move == 1 and s.pub.phase == "lead" and len(s.zones["hand1"]) == 2   # no refill yet
    ev = s.apply(Action("lead", (C("JS"),)))
    assert s.zones["centre"] == cards("9S 10S JS") and s.to_move == 2 and s.pub.phase == "cover"
    assert len(s.zones["hand1"]) == 3 and any(e.what == "draw" for e in ev)          # refilled to three


def test_9a_the_opponent_must_cover_and_takes_only_when_nothing_covers():
    """«Противник должен покрыть эту карту» (issue 26, item 12, as in «Свои козыри»): no «Беру»
    while a card covers; the family's voluntary take is an option."""
    s = build(NAV, 3, hands=("7D 8D 9D", "10S 6C", "6H 7C 8C"), centre="9S", current=1, stock="")
    assert kinds(s) == {"cover"}
    with pytest.raises(IllegalAction):
        s.apply(Action("take"))
    s = build(NAV, 3, hands=("7D 8D 9D", "8S 6C", "6H 7C 8C"), centre="9S", current=1, stock="")
    assert kinds(s) == {"take"}
    s = build(NAV, 3, {"take": "always"}, hands=("7D 8D 9D", "10S 6C", "6H 7C 8C"), centre="9S",
              current=1, stock="")
    assert kinds(s) == {"cover", "take"}


def test_9a_a_failure_takes_the_whole_centre_and_the_next_leads():
    s = build(NAV, 3, hands=("7D 8D 9D", "6C 7C", "6S 7S 8S"), centre="6D 7H 8H 9H 10H", current=1,
              stock="")
    s.apply(Action("take"))
    assert s.zones["centre"] == [] and len(s.zones["hand1"]) == 7
    assert s.to_move == 2 and s.pub.phase == "lead"


@pytest.mark.parametrize("top,n", [("10D", 3), ("10H", 5)])
def test_9b_three_top_cards_for_a_plain_card_five_for_a_trump(top, n):
    s = build(NAV, 3, {"variant": "9b"}, hands=("7D", "6C 7C", "6S 7S"), centre="6D 7D 8D 9D 8H 9H " + top,
              current=1, stock="", trump="H")
    ev = s.apply(Action("take"))
    take = next(e for e in ev if e.what == "take")
    assert take.count == n and take.cards[-1] == C(top) and len(s.zones["centre"]) == 7 - n


def test_the_trump_card_is_drawn_last_in_sight_of_all():
    s = build(NAV, 2, hands=("7D", "8S 9S 10S"), centre="", current=0, phase="lead", stock="QH KC")
    s.pub.trump_card = C("QH")
    assert s.view(1).zone("stock").cards == (C("QH"), None)
    ev = s.apply(Action("lead", (C("7D"),)))
    draws = [e for e in ev if e.what == "draw"]
    assert draws[0].visible_to == frozenset({0}) and draws[-1].visible_to is None
    assert draws[-1].cards == (C("QH"),) and s.pub.trump_card is None and not s.zones["stock"]
    assert C("QH") in s.view(1).zone("hand0").known


def test_lowest_trump_leads_the_first_game_and_the_view_says_so():
    for seed in range(20):
        s = NAV.start(3, seed)
        show = [e for e in s.start_events if e.what == "show"]
        if show:
            trump = s.pub.trump
            lowest = min((c for i in range(3) for c in s.zones[f"hand{i}"] if c.suit == trump),
                         key=lambda c: c.rank)
            assert show[0].cards == (lowest,) and s.to_move == show[0].seat
            return
    pytest.fail("no deal with a trump in hand")


def test_a_lone_holder_may_still_beat_the_last_card_and_a_draw_follows():
    s = build(NAV, 2, hands=("9S", "10S"), centre="", current=0, phase="lead", stock="")
    s.apply(Action("lead", (C("9S"),)))
    assert not s.over and s.to_move == 1
    s.apply(Action("cover", (C("10S"),)))
    r = s.result()
    assert s.over and r.draw and r.losers == () and r.placings == (1, 1)


def test_the_last_holder_is_the_fool_and_deals_next():
    s = build(NAV, 3, hands=("9S", "10S JS", ""), centre="", current=0, phase="lead", stock="")
    s.pub.places = (0, 0, 1)
    s.pub.out = (2,)
    s.apply(Action("lead", (C("9S"),)))
    s.apply(Action("cover", (C("10S"),)))
    r = s.result()
    assert s.over and r.losers == (1,) and r.loser_word == "fool" and r.placings == (2, 3, 1)
    assert NAV.next_deal_options(s)["dealer"] == 1


# ------------------------------------------------------------------ the Moscow game
def test_moscow_must_beat_when_it_can_take_only_when_not():
    s = build(MOS, 3, {"mode": "hand"}, hands=("7D", "8D 6S", "9S"), centre="7D", current=1)
    assert kinds(s) == {"cover"}
    s = build(MOS, 3, {"mode": "hand"}, hands=("7D", "6D 6S", "9S"), centre="7D", current=1)
    assert kinds(s) == {"take"}


def test_moscow_the_failer_takes_the_bottom_card_and_the_left_neighbour_beats_the_top():
    s = build(MOS, 4, {"mode": "hand"}, hands=("7C", "6D 6S", "9S", "KD"), centre="7D 9D", current=2,
              layers=(0, 1))
    ev = s.apply(Action("take"))
    take = next(e for e in ev if e.what == "take")
    assert take.cards == (C("7D"),) and take.get("where") == "bottom"
    assert s.zones["centre"] == [C("9D")] and s.to_move == 3 and s.pub.phase == "cover"
    s.apply(Action("cover", (C("KD"),)))
    assert s.zones["centre"] == cards("9D KD")


def test_moscow_otboi_at_as_many_cards_as_players_and_the_last_layer_leads():
    s = build(MOS, 3, {"mode": "hand"}, hands=("7C 8C", "6D 6S", "KD AD"), centre="7D 9D", current=2)
    ev = s.apply(Action("cover", (C("KD"),)))
    otboi = next(e for e in ev if e.what == "otboi")
    assert otboi.count == 3 and s.zones["centre"] == [] and len(s.zones["discard"]) == 3
    assert s.to_move == 2 and s.pub.phase == "lead"
    assert set(s.view(0).zone("discard").known) == set(cards("7D 9D KD"))


def test_moscow_all_taken_the_next_after_the_last_taker_leads():
    s = build(MOS, 3, {"mode": "hand"}, hands=("7C 8C", "6C 6S", "KD AD"), centre="7D", current=1)
    s.apply(Action("take"))
    assert s.zones["centre"] == [] and s.to_move == 2 and s.pub.phase == "lead"


def test_moscow_stack_hidden_even_from_its_owner_and_turned_blind():
    s = MOS.start(4, 3)
    for seat in (None, 0, 1, 2, 3):
        v = s.view(seat)
        for i in range(4):
            z = v.zone(f"stack{i}")
            assert set(z.cards) == {None}
    # the trump card was shown: it lies at the bottom of the dealer's stack, known to all
    d = s.pub.dealer
    assert s.zones[f"stack{d}"][0] == s.pub.trump_card
    assert s.view(0).zone(f"stack{d}").known == (s.pub.trump_card,)
    assert sum(len(s.zones[f"stack{i}"]) for i in range(4)) == 36
    assert Action("turn") in s.legal_actions()


def test_moscow_stack_a_turned_card_that_beats_is_laid_and_a_second_card_follows():
    """«он кладет ее в центр, затем открывает следующую и тоже кладет в центр стола. Эта карта
    должна быть побита следующим игроком» (issue 26, item 10)."""
    s = build(MOS, 4, hands=("", "", "", ""), stacks=("7C", "8D 6S 9D", "KS", "AS"), centre="7D",
              current=1, trump="H")
    ev = s.apply(Action("turn"))
    assert ev[0].what == "turn" and ev[0].get("ok") and ev[0].visible_to is None
    assert s.zones["centre"] == cards("7D 9D")
    # the beater lays the second card himself: he turns the next (or plays from his hand)
    assert s.to_move == 1 and s.pub.phase == "lead" and kinds(s) == {"turn"}
    ev = s.apply(Action("turn"))
    assert ev[0].get("ok") and ev[0].get("to") == 2
    assert s.zones["centre"] == cards("7D 9D 6S") and s.to_move == 2 and s.pub.phase == "cover"


def test_moscow_stack_a_card_from_the_hand_that_beats_is_followed_by_a_second_card_too():
    """«может не тянуть из колоды, а пользоваться имеющимися, ими же и ходить»."""
    s = build(MOS, 4, hands=("", "9D 10C", "", ""), stacks=("7C", "8D", "KS", "AS"), centre="7D",
              current=1, trump="H")
    s.apply(Action("cover", (C("9D"),)))
    assert s.to_move == 1 and s.pub.phase == "lead" and kinds(s) == {"lead", "turn"}
    s.apply(Action("lead", (C("10C"),)))
    assert s.zones["centre"] == cards("7D 9D 10C") and s.to_move == 2 and s.pub.phase == "cover"


def test_moscow_stack_a_turned_card_that_fails_goes_to_the_hand_with_the_failed_card_and_he_lays_anew():
    """«Если он не может ее побить, то забирает себе как эту карту, так и вытянутую им из колоды,
    затем, вытянув следующую, кладет ее под очередного игрока» (issue 26, item 10)."""
    s = build(MOS, 3, hands=("", "", ""), stacks=("7C", "8D 6S", "KS 9C", "AS"), centre="10D JD",
              current=2, layers=(0, 1), trump="H")
    assert kinds(s) == {"turn"}            # nothing in hand: he must turn
    ev = s.apply(Action("turn"))
    assert not ev[0].get("ok") and ev[0].visible_to is None
    take = next(e for e in ev if e.what == "take")
    assert take.cards == (C("JD"),) and take.get("where") == "failed"   # the card he failed to beat
    assert sorted(s.zones["hand2"], key=str) == sorted(cards("9C JD"), key=str)
    assert set(s.view(1).zone("hand2").known) == set(cards("9C JD"))
    # then he lays a new card for the next player: turned from his stack, or from his hand
    assert s.zones["centre"] == [C("10D")] and s.to_move == 2 and s.pub.phase == "lead"
    assert kinds(s) == {"lead", "turn"}
    ev = s.apply(Action("turn"))
    assert ev[0].get("ok") and ev[0].get("to") == 0 and s.zones["centre"] == cards("10D KS")
    assert s.to_move == 0 and s.pub.phase == "cover"


def test_moscow_stack_the_otboi_comes_on_the_beat_that_fills_the_pile_and_the_beater_leads():
    """«до того момента, когда количество карт в центре стола не окажется равным числу игроков.
    После этого карты отправляются в отбой». Reading: with two cards a turn the pile is counted
    after a beat; the beater then lays the next card (as after any beat)."""
    s = build(MOS, 3, hands=("", "", ""), stacks=("7C", "8D", "KS 9C AD", "AS"), centre="10D JD",
              current=2, layers=(0, 1), trump="H")
    ev = s.apply(Action("turn"))
    otboi = next(e for e in ev if e.what == "otboi")
    assert otboi.count == 3 and s.zones["centre"] == [] and s.to_move == 2 and s.pub.phase == "lead"


def test_moscow_stack_taken_cards_may_be_played_instead_of_turning():
    s = build(MOS, 3, hands=("", "", "QD"), stacks=("7C", "8D", "KS 6S"), centre="10D", current=2)
    assert kinds(s) == {"cover", "turn"}


def test_moscow_stack_final_penalty_three_top_cards_once_the_stacks_are_gone():
    s = build(MOS, 3, hands=("7C", "8D", "6S"), stacks=("", "", ""), centre="10D JD QD", current=2,
              layers=(0, 1, 0))
    assert kinds(s) == {"take"}
    ev = s.apply(Action("take"))
    take = next(e for e in ev if e.what == "take")
    assert take.count == 3 and s.zones["centre"] == [] and s.to_move == 0


def test_moscow_hand_mode_has_no_final_penalty():
    s = build(MOS, 3, {"mode": "hand"}, hands=("7C", "8D", "6S"), centre="10D JD QD", current=2,
              layers=(0, 1, 0))
    ev = s.apply(Action("take"))
    assert next(e for e in ev if e.what == "take").cards == (C("10D"),)


def test_moscow_deal_gives_the_last_card_to_the_dealer():
    for seats in (2, 3, 4, 5, 6):
        s = MOS.start(seats, 7, {"mode": "hand", "dealer": 0})
        sizes = [len(s.zones[f"hand{i}"]) for i in range(seats)]
        assert sum(sizes) == 36 and max(sizes) - min(sizes) <= 1
        assert s.pub.trump_card in s.zones["hand0"] and s.to_move == 1


# ------------------------------------------------------------------ everyone
@pytest.mark.parametrize("game", [NAV, MOS, SVOI], ids=lambda g: g.id)
def test_illegal_input_is_refused_and_changes_nothing(game):
    s = game.start(game.min_seats, 4)
    before = (s.view(0), {k: list(v) for k, v in s.zones.items()}, vars(s.pub).copy())
    for a in (Action("lead", (C("6S"),), value="x"), Action("cover"), Action("take", (C("AS"),)),
              Action("name", value="X"), Action("turn", index=3)):
        if a in s.legal_actions():
            continue
        with pytest.raises(IllegalAction):
            s.apply(a)
    assert (s.view(0), {k: list(v) for k, v in s.zones.items()}, vars(s.pub).copy()) == before


@pytest.mark.parametrize("game,seats,opts", [(NAV, 2, {}), (NAV, 6, {"variant": "9b"}), (MOS, 6, {}),
                                             (MOS, 3, {"mode": "hand"}), (SVOI, 4, {"variant": "8a"})],
                         ids=lambda x: getattr(x, "id", str(x)))
def test_rule_bot_games_end_conserve_cards_and_replay(game, seats, opts):
    for seed in range(15):
        s = game.start(seats, seed, opts)
        rng = random.Random(seed)
        while not s.over:
            s.apply(game.rule_policy(s.view(s.to_move), rng))
            assert sorted(map(str, (c for z in s.zones.values() for c in z))) == sorted(map(str, s.deck))
        assert s.result().reason in ("fool", "out_of_cards")
        t = game.start(seats, seed, opts)
        for a in s.history:
            t.apply(a)
        assert t.view(None) == s.view(None)


@pytest.mark.parametrize("game", [NAV, MOS, SVOI], ids=lambda g: g.id)
def test_a_match_tallies_the_fools_and_the_fool_deals_next(game):
    from rules.match import NEXT_DEAL, Match
    m = Match.start(game, 3, 11)
    rng = random.Random(2)
    fools = [0, 0, 0]
    for _ in range(3):
        while not m.between:
            m.apply(game.rule_policy(m.state.view(m.to_move), rng))
        r = m.last_result
        for f in r.losers:
            fools[f] += 1
        assert m.next_dealer == (r.losers[0] if r.losers else None)
        m.apply(NEXT_DEAL)
        assert m.state.pub.dealer == r.losers[0] if r.losers else True
        if game is NAV and r.losers:       # later games: the player left of the loser leads
            assert m.state.to_move == (r.losers[0] + 1) % 3
    assert m.tally["losers"] == fools and m.tally["loser_word"] == "fool" and m.tally["games"] == 3
    assert m.sheet().section("fools") is not None


# ------------------------------------------------------------------ many seeded games (slow)
OPTION_SETS = [
    (NAV, {}), (NAV, {"variant": "9b"}), (NAV, {"later_first_leader": "lowest_trump", "dealer": 1}),
    (MOS, {}), (MOS, {"mode": "hand"}),
    (SVOI, {}), (SVOI, {"variant": "8b"}), (SVOI, {"after_fail_leader": "failer"}),
]


@pytest.mark.slow
@pytest.mark.parametrize("game,opts", OPTION_SETS, ids=lambda x: getattr(x, "id", None) or str(x))
def test_two_thousand_seeded_games_per_option_set(game, opts):
    """2,000 bots-only games per id and option set (rule bots and random players, every
    seat count): cards conserved, every game ends, replays identical; every 25th game goes
    through the conformance kit's checks (views leak nothing — the blind stacks included —,
    events, log, sampled worlds)."""
    import conformance as kit
    lo, hi = game.min_seats, game.max_seats
    for seed in range(count(2000)):
        seats = lo + seed % (hi - lo + 1)
        if seed % 25 == 0:
            kit.playout(game, seats, seed, opts, bots=("random", "rule", "mixed")[seed % 3], every=5,
                        log_every=11, sampler_every=17)
            continue
        s = game.start(seats, seed, opts)
        rng = random.Random(seed)
        rule = seed % 2 == 0
        while not s.over:
            s.apply(game.rule_policy(s.view(s.to_move), rng) if rule else rng.choice(s.legal_actions()))
        assert sum(len(z) for z in s.zones.values()) == 36
        r = s.result()
        assert r.draw or len(r.losers) >= 1
        if seed % 10 == 1:
            t = game.start(seats, seed, opts)
            for a in s.history:
                t.apply(a)
            assert t.view(None) == s.view(None) and t.result() == r
