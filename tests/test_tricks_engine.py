"""rules.games.tricks.engine: the trick-taking family's core, on a toy game.

The toy: 3–4 seats, 36 cards, 5 each dealt one at a time, a trump turned, follow suit,
trump optional (or compulsory), three deals; a seat's score is its tricks."""
from __future__ import annotations

import random

import pytest

from rules.actions import Action
from rules.cards import Card
from rules.errors import IllegalAction
from rules.game import Result, linear_scores
from rules.games.tricks.engine import TrickGame, TrickState, hand, won
from rules.sampling import WorldSampler
from rules.games.tricks.reshuffle import gather_out, lay_stock

C = Card.parse


class ToyState(TrickState):
    def __init__(self, game, seats, seed, options):
        super().__init__(game, seats, seed, options)
        self.must_trump = bool(options.get("must_trump"))
        self.setup_table(dealer=0, totals=(0,) * seats)
        self.start_events = self.start_deal()

    def start_deal(self):
        events = gather_out(self) + lay_stock(self)
        self.reset_deal()
        p = self.pub
        p.playing = self.order_from(self.left_of(p.dealer))
        self.deal_cards(p.playing, 5, events)
        self.turn_trump(events)
        self.begin_play_phase(p.playing[0])
        return events

    def end_deal(self, events):
        p = self.pub
        p.totals = tuple(a + b for a, b in zip(p.totals, p.tricks))
        events.append(self.gather_note())
        if p.deal_no >= 3:
            p.phase = "over"
            p.current = None
            return
        p.dealer = self.left_of(p.dealer)
        events.extend(self.start_deal())

    def gather_note(self):
        from rules.events import Event
        return Event("deal_over", None, data=(("tricks", self.pub.tricks),))

    def result(self):
        if not self.over:
            return None
        t = self.pub.totals
        pl = tuple(1 + sum(1 for x in t if x > mine) for mine in t)
        return Result(pl, linear_scores(pl))


class Toy(TrickGame):
    id = "toy_tricks"
    min_seats, max_seats = 3, 4
    state_class = ToyState


G = Toy()


def rig(state, hands, trump="H", led=None):
    """Put the given hands (codes) in, the rest into the stock; trump suit; start a trick."""
    all_cards = [c for z in state.zones.values() for c in z]
    for name in state.zones:
        state.zones[name] = []
    used = set()
    for s, codes in enumerate(hands):
        state.zones[hand(s)] = [C(x) for x in codes]
        used |= set(state.zones[hand(s)])
    state.zones["stock"] = [c for c in all_cards if c not in used]
    state.known = {}
    state.pub.trump = trump
    state.pub.playing = tuple(range(len(hands)))
    state.pub.current = state.pub.leader = 0
    return state


def test_a_deal_is_dealt_one_at_a_time_with_trump_turned():
    s = G.start(4, 3)
    deals = [e for e in s.start_events if e.what == "deal" and e.dst != "stock"]    # (the pack laid first)
    assert len(deals) == 20 and all(e.count == 1 for e in deals)
    assert [e.seat for e in deals[:4]] == [1, 2, 3, 0]       # from the dealer's left
    assert all(len(s.zones[hand(i)]) == 5 for i in range(4))
    assert len(s.zones["trump"]) == 1 and s.pub.trump == s.zones["trump"][0].suit
    assert len(s.zones["stock"]) == 36 - 21
    assert s.to_move == 1


def test_must_follow_suit_and_trump_is_optional_when_void():
    s = rig(G.start(3, 1), [["7S", "8C", "9H"], ["10S", "JS", "6H"], ["6C", "7H", "QD"]], trump="H")
    s.apply(Action("play", (C("7S"),)))
    assert {a.card for a in s.legal_actions()} == {C("10S"), C("JS")}
    with pytest.raises(IllegalAction):
        s.apply(Action("play", (C("6H"),)))
    s.apply(Action("play", (C("10S"),)))
    assert {a.card for a in s.legal_actions()} == {C("6C"), C("7H"), C("QD")}   # void: anything


def test_must_trump_option_forces_a_trump_when_void():
    s = rig(G.start(3, 1, {}), [["7S"], ["10S"], ["6C", "7H"]], trump="H")
    s.must_trump = True
    s.apply(Action("play", (C("7S"),)))
    s.apply(Action("play", (C("10S"),)))
    assert [a.card for a in s.legal_actions()] == [C("7H")]


def test_the_highest_trump_wins_else_the_highest_of_the_suit_led_and_the_winner_leads():
    s = rig(G.start(3, 1), [["7S", "AD"], ["AS", "KD"], ["6H", "6D"]], trump="H")
    for code in ("7S", "AS", "6H"):
        s.apply(Action("play", (C(code),)))
    assert s.pub.tricks == (0, 0, 1) and s.to_move == 2 and len(s.zones[won(2)]) == 3
    for code in ("6D", "AD", "KD"):
        s.apply(Action("play", (C(code),)))
    assert s.pub.totals == (1, 0, 1) and s.pub.deal_no == 2     # the deal was scored and the next dealt


def test_a_void_shown_is_a_constraint_for_the_sampler():
    s = rig(G.start(3, 1), [["7S", "8S"], ["10S", "JS"], ["6C", "7C"]], trump="H")
    s.apply(Action("play", (C("7S"),)))
    s.apply(Action("play", (C("10S"),)))
    s.apply(Action("play", (C("6C"),)))
    assert C("9S") in s.pub.not_in["hand2"] and C("6C") not in s.pub.not_in["hand2"]


def _play(seed, steps, seats=4):
    s = G.start(seats, seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if s.over:
            break
        s.apply(rng.choice(s.legal_actions()))
    return s


@pytest.mark.parametrize("seed", range(12))
def test_random_matches_end_conserve_cards_and_sampled_worlds_match_views(seed):
    s = _play(seed, seed * 3)
    if not s.over:
        for seat in range(s.seats):
            v = s.view(seat)
            w = WorldSampler(G, v).sample(random.Random(seed))
            assert w.view(seat) == v
            while not w.over:
                w.apply(w.legal_actions()[0])
    while not s.over:
        s.apply(s.legal_actions()[-1])
        assert sum(len(z) for z in s.zones.values()) == 36
    assert s.pub.deal_no == 3 and sum(s.pub.totals) == 15
    assert s.result() is not None


# ---------------------------------------------------------------- the hooks later games need
class RowState(ToyState):
    """The two-row game's shape: a face-up row per seat that plays like the hand; Наполеон's
    trump named by the first lead and a deal that stops early."""

    def extra_zones(self):
        from rules.tabletop import ZoneSpec
        return {f"row{s}": ZoneSpec("row", "up", s) for s in range(self.seats)}

    def holdings(self, seat):
        return super().holdings(seat) + [(f"row{seat}", c) for c in self.zones[f"row{seat}"]]

    def on_lead(self, seat, card, events):
        if self.pub.trump is None:
            self.pub.trump = card.suit          # Наполеон: the first lead names trumps

    def deal_stops(self):
        return self.pub.tricks[0] >= 1          # Наполеон: stop once the contract is made


def test_rows_play_like_the_hand_first_lead_names_trumps_and_a_deal_may_stop_early():
    g = Toy()
    g.state_class = RowState
    s = g.start(3, 2)
    s = rig(s, [["7S", "8C"], ["9S"], ["6C", "7H"]], trump=None)
    s.zones["row1"] = [C("10C")]
    s.zones["row2"] = [C("AS")]
    s.pub.trump = None
    s.apply(Action("play", (C("7S"),)))
    assert s.pub.trump == "S"
    assert {a.card for a in s.legal_actions()} == {C("9S")}
    s.apply(Action("play", (C("9S"),)))
    assert {a.card for a in s.legal_actions()} == {C("AS")}       # the row's spade must follow
    ev = s.apply(Action("play", (C("AS"),)))
    assert ev[0].src == "row2" and s.pub.tricks[2] == 1
    assert s.pub.deal_no == 1 and not s.over
