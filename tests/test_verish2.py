"""«Веришь — не веришь (2)» (verish_2): each rule on a hand-built position, and the rule bot."""
from __future__ import annotations

import random
from collections import Counter

import pytest

from rules import get_game
from rules.actions import Action
from rules.cards import Card
from rules.errors import IllegalAction
from rules.games.bluff.verish_policy import lie_chance, rule_policy

G = get_game("verish_2")


def C(code):
    return Card.parse(code)


def cards(codes):
    return [C(x) for x in codes.split()]


def position(hands, variant="24a", current=0, deck=36):
    """A deal with the given hands (the rest of the pack in the discard, out of play)."""
    s = G.start(len(hands), 1, {"variant": variant, "deck": deck})
    for name in s.zones:
        s.zones[name] = []
    s.known = {}
    used = []
    for i, h in enumerate(hands):
        s.zones[f"hand{i}"] = cards(h)
        used += cards(h)
    s.zones["discard"] = [c for c in s.deck if c not in used]
    s.pub.current = current
    s.pub.out = ()
    s.pub.pending = None
    return s


def play(s, codes, rank):
    """The mover lays ``codes`` face down and announces their number of ``rank``."""
    me = s.to_move
    for c in cards(codes):
        s.apply(Action("lay", (c,)), me)
    return s.apply(Action("claim", value=rank), me)


# --- the deal and the direction ---------------------------------------------------------------
@pytest.mark.parametrize("seats", [2, 3, 5, 8])
def test_all_cards_are_dealt_and_play_starts_right_of_the_dealer(seats):
    s = G.start(seats, 11, {"variant": "24b"})         # 24.б: no quads leave the hands
    sizes = [len(s.zones[f"hand{i}"]) for i in range(seats)]
    assert sum(sizes) == 36 and max(sizes) - min(sizes) <= 1
    first = (s.pub.dealer - 1) % seats
    assert s.to_move == first and sizes[first] == max(sizes)


def test_play_goes_counter_clockwise():
    s = position(["6S 7S", "6C 7C", "6H 7H", "6D 7D"], current=2)
    play(s, "6H", 6)
    assert s.to_move == 1
    play(s, "6C", 6)
    assert s.to_move == 0


# --- a play --------------------------------------------------------------------------------
def test_a_play_is_one_to_four_cards_of_one_announced_rank_and_the_next_must_name_it():
    s = position(["6S 7S 8S 9S 10S QH", "QS QC 6C"])
    for c in cards("6S 7S 8S 9S"):
        s.apply(Action("lay", (c,)))
    legal = s.legal_actions()
    assert not any(a.kind == "lay" for a in legal)                  # four at most (24.а)
    assert {a.value for a in legal} == {6, 7, 8, 9, 10, 11, 12, 13, 14}
    assert all(a.index is None for a in legal)
    s.apply(Action("claim", value=12))                   # «Четыре дамы», a lie
    legal = s.legal_actions()
    assert Action("doubt") in legal and not any(a.kind == "claim" for a in legal)
    s.apply(Action("lay", (C("6C"),)))
    assert [a for a in s.legal_actions() if a.kind == "claim"] == [Action("claim", value=12)]
    with pytest.raises(IllegalAction):
        s.apply(Action("claim", value=6))
    with pytest.raises(IllegalAction):
        s.apply(Action("doubt"))                                    # he has begun laying


def test_the_others_do_not_see_the_cards_laid_face_down_but_their_player_does():
    s = position(["QS QC 6S", "7C 8C", "9H 10H"])
    s.apply(Action("lay", (C("QS"),)))
    s.apply(Action("lay", (C("6S"),)))
    assert s.view(0).zone("laid0").cards == (C("QS"), C("6S"))
    assert s.view(1).zone("laid0").cards == (None, None)
    assert s.view(None).zone("laid0").cards == (None, None)
    assert s.view(1).public["laid_by"] == (0, 0)


# --- «Не верю» in 24.а ------------------------------------------------------------------------
def test_a_true_play_doubted_goes_to_the_doubter_and_the_next_after_him_leads():
    s = position(["QS QC 6S", "7C 8C", "9H 10H 6H"], current=0)
    play(s, "QS QC", 12)
    assert s.to_move == 2
    events = s.apply(Action("doubt"))
    reveal = next(e for e in events if e.what == "reveal")
    assert reveal.visible_to is None and set(reveal.cards) == set(cards("QS QC")) and reveal.get("truth")
    assert set(s.zones["hand2"]) == set(cards("9H 10H 6H QS QC"))
    assert set(s.known["hand2"]) == set(cards("QS QC"))           # turned over in sight of all
    assert s.to_move == 1 and s.pub.rank is None and s.pub.laid_by == ()


def test_a_false_play_doubted_goes_back_to_the_cheat_and_the_doubter_leads():
    s = position(["QS 7S 6S", "7C 8C", "9H 10H 6H"], current=0)
    play(s, "QS 7S", 12)                       # «Две дамы»: a queen and a seven
    s.apply(Action("lay", (C("9H"),)), 2)       # Вера adds «даму» (a nine)
    s.apply(Action("claim", value=12), 2)
    s.apply(Action("doubt"), 1)                 # Борис doubts Вера's nine
    assert set(s.zones["hand2"]) == set(cards("10H 6H QS 7S 9H"))   # the whole centre
    assert s.to_move == 1 and s.pub.check == (1, 2, False, 2)


def test_each_play_turned_over_goes_on_its_players_public_record():
    s = position(["QS 7S 6S", "7C 8C", "9H 10H 6H"], current=0)
    assert s.pub.turned == ((0, 0),) * 3
    play(s, "QS 7S", 12)
    s.apply(Action("doubt"), 2)                 # Вера catches Анна's lie
    assert s.pub.turned == ((0, 1), (0, 0), (0, 0))
    play(s, "9H", 9)                            # the doubter leads, truthfully; Борис doubts
    s.apply(Action("doubt"), 1)
    assert s.pub.turned == ((0, 1), (0, 0), (1, 0))
    assert all(s.view(x).public["turned"] == s.pub.turned for x in range(3))   # all saw them


def test_a_player_caught_lying_is_believed_less_and_one_caught_truthful_more():
    s = position(["QS QC 6S 7H", "9H 10H 6H 8D", "KH KD 7C 8S"], current=0)
    play(s, "QS", 12)                           # one queen: neither certain nor impossible
    v = s.view(2)
    base = lie_chance(v, 2)
    assert 0.0 < base < 0.97
    for record, sign in (((0, 3), 1), ((3, 0), -1)):
        s.pub.turned = (record, (0, 0), (0, 0))
        p = lie_chance(s.view(2), 2)
        assert (p - base) * sign > 0.02, (record, p, base)
    play2 = position(["QS QC 6S", "9H 10H 6H", "QH QD 7C"], current=0)
    play(play2, "QS QC 6S", 12)
    play2.pub.turned = ((9, 0), (0, 0), (0, 0))
    assert lie_chance(play2.view(2), 2) == 1.0   # a sure lie stays sure, whatever the record


def test_quads_are_discarded_face_up_when_taken_in_24a_but_not_in_24b():
    for variant, gone in (("24a", True), ("24b", False)):
        s = position(["QS QC 6S", "7C 8C", "QH QD 10H"], variant=variant)
        play(s, "QS QC", 12)
        s.apply(Action("doubt"), 2)
        assert (set(cards("QS QC QH QD")) <= set(s.zones["quads"])) is gone
        assert (C("QH") in s.zones["hand2"]) is not gone


def test_quads_dealt_are_discarded_at_the_start_in_24a():
    for seed in range(200):
        s = G.start(3, seed, {"variant": "24a"})
        if s.zones["quads"]:
            ranks = Counter(c.rank for c in s.zones["quads"])
            assert all(k == 4 for k in ranks.values())
            assert any(e.what == "quads" and e.visible_to is None for e in s.start_events)
            for r in ranks:
                s.pub.open = 1
                assert not s.is_legal(Action("claim", value=r))
            return
    pytest.fail("no deal with quads in 200 seeds")


# --- «Верю» in 24.б ----------------------------------------------------------------------------
def test_24b_believe_true_sends_the_centre_to_the_discard_and_the_believer_leads():
    s = position(["QS QC 6S", "7C 8C", "9H 10H 6H"], variant="24b")
    play(s, "QS QC", 12)
    before = len(s.zones["discard"])
    s.apply(Action("believe"), 2)
    assert len(s.zones["discard"]) == before + 2 and s.to_move == 2
    assert all(not s.zones[f"laid{i}"] for i in range(3))


def test_24b_believe_false_gives_the_centre_to_the_believer_and_the_next_leads():
    s = position(["QS 6S 7S", "7C 8C", "9H 10H 6H"], variant="24b")
    play(s, "QS 6S", 12)
    s.apply(Action("believe"), 2)
    assert set(cards("QS 6S")) <= set(s.zones["hand2"]) and s.to_move == 1


def test_24b_doubt_is_as_in_24a_and_believe_is_not_offered_in_24a():
    s = position(["QS QC 6S", "7C 8C", "9H 10H 6H"], variant="24b")
    play(s, "QS QC", 12)
    assert Action("believe") in s.legal_actions()
    s.apply(Action("doubt"), 2)
    assert set(cards("QS QC")) <= set(s.zones["hand2"]) and s.to_move == 1
    s = position(["QS QC 6S", "7C 8C", "9H 10H 6H"], variant="24a")
    play(s, "QS QC", 12)
    assert Action("believe") not in s.legal_actions()


# --- 24.в: any number, one card checked, chosen by the doubter --------------------------------
def test_24v_any_number_of_cards_and_the_doubter_picks_the_card_that_decides():
    hand0 = "AS AC 6S 7S 8S 9S 10S"
    s = position([hand0, "7C 8C", "9H 10H 6H"], variant="24v")
    play(s, "AS AC 6S 7S 8S", 14)                 # «Пять тузов»
    doubts = [a for a in s.legal_actions() if a.kind == "doubt"]
    assert [a.index for a in doubts] == [0, 1, 2, 3, 4] and all(a.zone == "laid0" for a in doubts)
    twin = s.clone()
    # the doubter turns an ace: the play holds, he takes all five
    s.apply(Action("doubt", zone="laid0", index=1), 2)
    assert len(s.zones["hand2"]) == 8 and s.pub.check == (2, 0, True, 2) and s.to_move == 1
    rev = [c for c in s.known["hand2"]]
    assert rev == [C("AC")]                      # only the chosen card was turned over
    # he turns the six instead: a lie, the cheat takes them back and the doubter leads
    twin.apply(Action("doubt", zone="laid0", index=2), 2)
    assert len(twin.zones["hand0"]) == 7 and twin.pub.check == (2, 0, False, 0) and twin.to_move == 2


def test_24v_the_doubter_may_only_pick_a_card_of_the_previous_play():
    s = position(["AS AC 6S", "7C 8C 9C", "9H 10H 6H"], variant="24v")
    play(s, "AS AC", 14)
    play(s, "9H", 14)
    idx = [(a.zone, a.index) for a in s.legal_actions() if a.kind == "doubt"]
    assert idx == [("laid2", 0)]
    with pytest.raises(IllegalAction):
        s.apply(Action("doubt", zone="laid0", index=0))


# --- the end ------------------------------------------------------------------------------
def test_a_last_play_doubted_and_true_puts_its_player_out_first():
    s = position(["QS QC", "7C 8C", "9H 10H 6H"])
    play(s, "QS QC", 12)
    assert s.pub.pending == 0 and 0 not in s.pub.out
    events = s.apply(Action("doubt"), 2)
    assert s.pub.out == (0,) and any(e.what == "out" and e.seat == 0 for e in events)
    assert s.to_move == 1                           # after the doubter, skipping the one out


def test_a_last_play_doubted_and_false_keeps_its_player_in():
    s = position(["QS 7S", "7C 8C", "9H 10H 6H"])
    play(s, "QS 7S", 12)
    s.apply(Action("doubt"), 2)
    assert s.pub.out == () and set(s.zones["hand0"]) == set(cards("QS 7S")) and s.to_move == 2


def test_a_last_play_laid_on_stands_and_the_last_holder_loses():
    s = position(["QS", "7C 8C", "9H"])
    play(s, "QS", 12)
    play(s, "9H", 12)                 # Вера lays her last card on it: Анна is out
    assert s.pub.out == (0,) and s.pub.pending == 2 and s.to_move == 1
    s.apply(Action("doubt"), 1)       # a lie: Вера takes the centre back
    assert s.pub.out == (0,) and not s.over
    s2 = position(["QS", "7C 8C", "QH"])
    play(s2, "QS", 12)
    play(s2, "QH", 12)
    s2.apply(Action("doubt"), 1)      # true: Борис takes, Вера is out, Борис loses
    assert s2.over and s2.result().placings == (1, 3, 2) and s2.result().losers == (1,)


def test_two_left_the_last_to_lay_his_last_cards_on_an_accepted_play_is_left_and_loses():
    s = position(["QS", "QC"])
    play(s, "QS", 12)
    play(s, "QC", 12)
    assert s.over and s.result().placings == (1, 2)


# --- the rule bot -----------------------------------------------------------------------------
def test_the_bot_doubts_a_claim_it_knows_to_be_false():
    s2 = position(["QS QC 6S", "9H 10H 6H", "QH QD 7C"], current=0)
    play(s2, "QS QC 6S", 12)        # three queens claimed; Вера, next, holds two: a lie
    v = s2.view(2)
    assert lie_chance(v, 2) == 1.0
    assert rule_policy(v, random.Random(0)).kind == "doubt"


def test_the_bot_tells_the_truth_when_it_can():
    s = position(["QS 6S", "QC 7C 8C", "9H 10H 6H"], current=0)
    play(s, "QS", 12)
    for k in range(20):
        a = rule_policy(s.view(2), random.Random(k))
        assert a.kind in ("lay", "doubt")
    s = position(["QS 6S", "7C 8C", "QH 10H 6H"], current=0)
    play(s, "QS", 12)
    picks = Counter(rule_policy(s.view(2), random.Random(k)).card for k in range(30))
    assert picks[C("QH")] >= 25


def _bot_rates(variant, seats, games=40):
    lies = claims = doubts = caught = 0
    for g in range(games):
        s = G.start(seats, 900 + g, {"variant": variant})
        rng = random.Random(g)
        while not s.over:
            a = rule_policy(s.view(s.to_move), rng)
            if a.kind == "claim":
                laid = s.zones[f"laid{s.to_move}"][-s.pub.open:]
                claims += 1
                lies += any(c.rank != a.value for c in laid)
            s.apply(a)
            if a.kind in ("doubt", "believe"):      # a check: right when it finds what it bet on
                doubts += 1
                caught += s.pub.check[2] == (a.kind == "believe")
    return lies / claims, caught / max(1, doubts), doubts / claims


@pytest.mark.parametrize("variant", ["24a", "24b", "24v"])
def test_the_bot_bluffs_and_catches_bluffs_at_sane_rates(variant):
    lie_rate, catch_rate, doubt_rate = _bot_rates(variant, 3)
    assert 0.08 <= lie_rate <= 0.6, lie_rate          # it lies, but not all the time
    assert catch_rate >= 0.4, catch_rate                # its checks are right often
    # in 24.б a likely true play is believed at once (its cards leave the game)
    assert 0.05 <= doubt_rate <= (1.0 if variant == "24b" else 0.7), doubt_rate


def test_the_rule_bot_beats_random_players():
    from rules.bots import make_bot
    total = 0.0
    n = 0
    for g in range(30):
        for seat in range(3):
            s = G.start(3, 4000 + g)
            bot = make_bot("rule", G, seat, g)
            rng = random.Random(g)
            while not s.over:
                a = bot.decide(s.view(seat)) if s.to_move == seat else rng.choice(s.legal_actions())
                s.apply(a)
            total += s.result().scores[seat]
            n += 1
    assert total / n > 0.65, total / n


# --- worlds weighed by the claims (the search's Verish2Weighted) -------------------------------
def test_weighed_worlds_believe_a_claim_more_than_uniform_ones():
    from rules.games.bluff.verish import VERISH_2_WEIGHTED as W
    from rules.sampling import WeightedSampler, WorldSampler
    s = position(["QS QC 6S 7S 8S", "9C 10C JC KC AC", "QH QD 6H 7H 8H 9H"], current=0)
    play(s, "QS QC", 12)                  # «Две дамы», true: seat 2 (next) holds the two others
    v = s.view(2)
    weighed, uniform = W.world_sampler(v), WorldSampler(G, v)
    assert isinstance(weighed, WeightedSampler)
    rng = random.Random(3)

    def true_share(sampler, n=1500):
        return sum(all(c.rank == 12 for c in sampler.sample_assignment(rng)["laid0"]) for _ in range(n)) / n
    # seat 2 sees its own two queens: the claim can only be true if both others were laid
    tw, tu = true_share(weighed), true_share(uniform)
    assert tu < 0.01 and tw > 0.05 and tw > 10 * tu, (tw, tu)         # (model: 0.076 against 0.0018)
    for _ in range(20):
        w = weighed.sample(rng)
        assert w.view(2) == v


def test_weighed_worlds_leave_the_observers_own_claims_alone():
    from rules.games.bluff.verish import VERISH_2_WEIGHTED as W
    s = position(["QS QC 6S", "9C 10C JC", "QH QD 6H"], current=0)
    play(s, "QS 6S", 12)
    assert W.observed_decisions(s.view(0), {}) == []
    decisions = W.observed_decisions(s.view(1), {"laid0": tuple(cards("QS 6S")), "hand0": (C("QC"),)})
    assert len(decisions) == 1
    (laid, rest, rank, leading), action = decisions[0]
    assert rank == 12 and leading and W.decision_likelihood((laid, rest, rank, True), action, None) == 0.15
    assert W.decision_likelihood((tuple(cards("QS QC")), (), 12, True), action, None) == 1.0
    assert W.decision_likelihood((tuple(cards("6S")), tuple(cards("7S")), 12, False), action, None) == 0.6
    assert W.decision_likelihood((tuple(cards("6S")), tuple(cards("QS")), 12, False), action, None) == 0.05
    assert W.decision_likelihood((tuple(cards("6S")), (), 12, True), action, None) == 0.01
