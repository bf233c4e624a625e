"""rules.tabletop: the declarative state gives view, clone, events and sampled worlds for free.

A toy game on it: two or three seats, a face-down stock, hands, a face-up table and a
face-down discard. A turn: draw the top card of the stock, or lay a card on the table;
laying a card of the table's top suit sends the table to the discard; taking the table
(«take») picks it up in sight of all. It ends when the stock and every hand are empty, or after 200 moves."""
from __future__ import annotations

import random

import pytest

from rules.actions import Action
from rules.cards import Card, deck as make_deck
from rules.errors import IllegalAction
from rules.game import Result, linear_scores
from rules.sampling import WorldSampler
from rules.tabletop import Record, TableGame, TableState, ZoneSpec, check_record


class ToyState(TableState):
    def __init__(self, game, seats, seed, options):
        super().__init__(game, seats, seed, options)
        deck = [c for c in make_deck(36) if c.rank >= 11]      # a small pack: В Д К Т
        order = list(deck)
        self.rng.shuffle(order)
        spec = {"stock": ZoneSpec("stock", "down"), "table": ZoneSpec("pile", "up"),
                "discard": ZoneSpec("pile", "down")}
        spec.update({f"hand{s}": ZoneSpec("hand", "owner", s) for s in range(seats)})
        zones = {name: [] for name in spec}
        zones["stock"] = order
        self.set_table(spec, zones, deck, current=0, moves=0)
        self.start_events = [self.move("deal", "stock", f"hand{s}", count=2, seat=s) for s in range(seats)]

    @property
    def over(self):
        return self.pub.moves >= 200 or not self.zones["stock"] and not any(
            self.zones[f"hand{s}"] for s in range(self.seats))

    @property
    def to_move(self):
        return None if self.over else self.pub.current

    def legal_actions(self):
        if self.over:
            return []
        me = self.pub.current
        acts = [Action("draw")] if self.zones["stock"] else []
        acts += [Action("lay", (c,)) for c in self.zones[f"hand{me}"]]
        if self.zones["table"]:
            acts.append(Action("take"))
        return acts or [Action("pass")]

    def _apply(self, action):
        me = self.pub.current
        if action.kind == "draw":
            events = [self.move("draw", "stock", f"hand{me}", count=1, seat=me)]
        elif action.kind == "pass":
            events = []
        elif action.kind == "take":
            events = [self.move("take", "table", f"hand{me}", seat=me)]
        else:
            top = self.zones["table"][-1] if self.zones["table"] else None
            events = [self.move("play", f"hand{me}", "table", [action.card], seat=me)]
            if top is not None and top.suit == action.card.suit:
                events.append(self.move("discard", "table", "discard", seat=me))
        self.pub.current = (me + 1) % self.seats
        self.pub.moves += 1
        return events

    def result(self):
        if not self.over:
            return None
        placings = tuple(1 for _ in range(self.seats))
        return Result(placings, linear_scores(placings))


class Toy(TableGame):
    id = "toy_tabletop"
    state_class = ToyState
    min_seats, max_seats = 2, 3

    def _new_state(self, seats, seed, options):
        return ToyState(self, seats, seed, options)


G = Toy()


def _play(seed, steps):
    s = G.start(3, seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if s.over:
            break
        s.apply(rng.choice(s.legal_actions()))
    return s


def test_faces_decide_what_each_seat_sees():
    s = G.start(3, 1)
    v0, v1 = s.view(0), s.view(1)
    assert None not in v0.hand(0).cards and v0.hand(1).cards == (None, None)
    assert v1.zone("stock").cards == (None,) * len(s.zones["stock"])
    assert v0.hand(0).face == "owner" and v0.zone("table").face == "up"
    assert v0.public["current"] == 0 and dict(v0.public["options"]) == {}


def test_a_move_says_who_saw_the_cards_and_records_what_all_saw():
    s = G.start(2, 3)
    draw = s.apply(Action("draw"))[0]
    assert draw.visible_to == frozenset({0}) and draw.for_seat(1).cards == () and draw.count == 1
    card = s.zones["hand1"][0]
    lay = s.apply(Action("lay", (card,)))[0]
    assert lay.visible_to is None and lay.cards == (card,)
    take = s.apply(Action("take"))[0]
    assert take.visible_to is None
    assert card in s.known["hand0"] and card in s.view(1).hand(0).known   # everyone saw it go there
    s.apply(Action("draw"))
    s.apply(Action("lay", (card,)))
    assert card not in s.known.get("hand1", ()) and card not in s.known.get("hand0", ())


def test_a_clone_shares_nothing_mutable():
    s = _play(5, 6)
    c = s.clone()
    before = s.view(0)
    while not c.over:
        c.apply(c.legal_actions()[0])
    assert s.view(0) == before and not s.over
    assert c.rng is not s.rng


@pytest.mark.parametrize("seed", range(40))
def test_sampled_worlds_reproduce_the_view_and_play_on(seed):
    s = _play(seed, seed % 17)
    if s.over:
        return
    for seat in range(3):
        v = s.view(seat)
        sampler = WorldSampler(G, v)
        for k in range(5):
            w = sampler.sample(random.Random(k))
            assert w.view(seat) == v
            while not w.over:
                w.apply(w.legal_actions()[-1])


def test_an_illegal_action_changes_nothing():
    s = _play(2, 3)
    before = (s.view(0), dict(s.zones), vars(s.pub).copy())
    with pytest.raises(IllegalAction):
        s.apply(Action("lay", (Card(6, "S"),)))
    assert (s.view(0), dict(s.zones), vars(s.pub).copy()) == before


def test_the_record_refuses_mutable_values():
    check_record(Record(a=1, b=(1, 2), c=frozenset()))
    with pytest.raises(TypeError):
        check_record(Record(a=[1]))


def test_the_conformance_kit_passes_the_toy_game_and_catches_a_silent_move(monkeypatch):
    import sys
    sys.path.insert(0, str(__import__("pathlib").Path(__file__).parent))
    import conformance
    import kit_manifest
    # the toy is not registered, so it has no entry of its own: it asks the kit nothing
    monkeypatch.setitem(kit_manifest.MANIFEST, G.id, kit_manifest.PLAIN)
    for seed in range(6):
        conformance.playout(G, 2 + seed % 2, seed, {})

    class Silent(ToyState):
        def _apply(self, action):
            events = super()._apply(action)
            if self.zones["stock"] and self.pub.moves == 3:       # a card slips away unseen by all
                self.zones["discard"].append(self.zones["stock"].pop())
            return events

    class SilentToy(Toy):
        state_class = Silent

        def _new_state(self, seats, seed, options):
            return Silent(self, seats, seed, options)

    with pytest.raises(AssertionError, match="events give"):
        conformance.playout(SilentToy(), 2, 1, {})


# --- a zone with fixed places (the ring of «Игра в приём») ------------------------------
class RingState(TableState):
    """A face-down ring of places, a face-up table, two hands; nobody moves (moves by hand)."""

    def __init__(self, game, seats, seed, options):
        super().__init__(game, seats, seed, options)
        deck = [c for c in make_deck(36) if c.rank >= 11]
        spec = {"ring": ZoneSpec("ring", "down", places=True), "table": ZoneSpec("pile", "up"),
                "hand0": ZoneSpec("hand", "owner", 0), "hand1": ZoneSpec("hand", "owner", 1)}
        self.set_table(spec, {"ring": deck, "table": [], "hand0": [], "hand1": []}, deck)

    over = False
    to_move = 0

    def legal_actions(self):
        return []

    def result(self):
        return None


def test_a_card_taken_from_a_slot_leaves_a_gap_and_the_event_keeps_the_slot():
    s = RingState(G, 2, 1, {})
    ring = list(s.zones["ring"])
    e = s.move("draw", "ring", "table", index=2, seat=0)
    assert (e.what, e.seat, e.cards, e.src, e.dst, e.index, e.count) == ("draw", 0, (ring[2],), "ring", "table", 2, 1)
    assert e.visible_to is None                         # face down to face up: everyone saw it
    assert s.zones["ring"][2] is None and len(s.zones["ring"]) == 16 and s.zones["table"] == [ring[2]]
    z = s.view(1).zone("ring")
    assert z.capacity == 16 and 2 not in z.positions and len(z.cards) == len(z.positions) == 15
    # by value from a zone with places: a gap too, and the zone's own card object moves
    twin = Card(ring[5].rank, ring[5].suit)
    e = s.move("deal", "ring", "hand1", [twin], seat=1)
    assert e.index is None and e.visible_to == frozenset({1}) and e.cards[0] is ring[5]
    assert s.zones["ring"][5] is None and len(s.zones["ring"]) == 16 and s.zones["hand1"][0] is ring[5]
    for bad in ({"index": 2}, {"index": 5}):            # an empty slot
        with pytest.raises(ValueError):
            s.move("draw", "ring", "table", **bad)
    with pytest.raises(ValueError):                      # the table has no places
        s.move("draw", "table", "hand0", index=0)
    assert s.zones["table"] == [ring[2]] and s.zones["hand0"] == []


def test_a_card_by_its_hand_place_into_a_gap_and_cards_drawn_top_first():
    s = RingState(G, 2, 1, {})
    ring = list(s.zones["ring"])
    e = s.move("draw", "ring", "hand0", count=3, top_first=True, seat=0)
    assert e.cards == tuple(ring[-1:-4:-1]) and s.zones["hand0"] == list(ring[-1:-4:-1])
    assert e.visible_to == frozenset({0}) and len(s.zones["ring"]) == 13
    # ``pos``: the card at a place of a hand, the event keeping the place
    s.zones["table"] = [None, None]
    s.spec = dict(s.spec, table=ZoneSpec("pile", "up", places=True))
    e = s.move("play", "hand0", "table", pos=1, seat=0, into=1)
    assert (e.cards, e.index, e.count, e.visible_to) == ((ring[-2],), 1, 1, None)
    assert s.zones["hand0"] == [ring[-1], ring[-3]] and s.zones["table"] == [None, ring[-2]]
    with pytest.raises(ValueError):                      # the place is taken
        s.move("play", "hand0", "table", pos=0, into=1)
    with pytest.raises(ValueError):                      # a zone with places gives by slot
        s.move("draw", "ring", "table", pos=0, into=0)
    assert s.zones["hand0"] == [ring[-1], ring[-3]] and s.zones["table"] == [None, ring[-2]]


def test_a_clone_and_its_original_draw_from_their_own_generators():
    s = RingState(G, 2, 1, {})
    ref = random.Random()
    ref.setstate(s.rng.getstate())
    c = s.clone()
    drawn = [c.rng.random() for _ in range(3)]           # the clone draws first ...
    assert [s.rng.random() for _ in range(3)] == drawn == [ref.random() for _ in range(3)]
    assert s.rng is not c.rng                            # ... and the original is untouched
    ref.setstate(s.rng.getstate())
    d = s.clone()
    first = s.rng.random()                               # now the original draws first
    assert d.rng.random() == first == ref.random()


def test_unseen_counts_a_known_card_shown_to_its_owner_once():
    s = G.start(2, 3)
    s.apply(Action("draw"))
    card = s.zones["hand1"][0]
    s.apply(Action("lay", (card,)))
    s.apply(Action("take"))                              # seat 0 picks up the table in sight of all
    v = s.view(0)
    hand = v.hand(0)
    assert hand.known and set(hand.known) <= set(hand.cards)
    unseen = v.unseen()
    assert not set(unseen) & set(hand.cards) and len(unseen) == len(s.zones["stock"]) + len(s.zones["hand1"])
    assert sorted(unseen, key=str) == sorted(s.zones["stock"] + s.zones["hand1"], key=str)
    r = RingState(G, 2, 1, {})
    r.move("draw", "ring", "table", index=0)
    r.move("take", "table", "hand0")                     # in sight of all: every card of hand0 is known
    v = r.view(0)
    assert v.hand(0).known == v.hand(0).cards and len(v.hand(0).cards) == 1
    assert len(v.unseen()) == 15 and v.hand(0).cards[0] not in v.unseen()
    assert v.hand(0).cards[0] not in r.view(1).unseen()


def test_seen_known_tells_each_seat_what_the_game_says():
    """``seen_known`` is what a seat is told is known in a zone: ``known`` by default; a game
    may tell some seats less (the durak family tells a hand's owner nothing: he sees it)."""
    s = G.start(2, 3)
    s.apply(Action("draw"))
    card = s.zones["hand1"][0]
    s.apply(Action("lay", (card,)))
    s.apply(Action("take"))
    assert s.seen_known("hand0", 0) == s.seen_known("hand0", 1) == s.known["hand0"] == (card,)
    assert s.view(0).hand(0).known == (card,) and s.seen_known("stock", None) == ()

    class Quiet(ToyState):
        def seen_known(self, name, seat):
            return () if name == f"hand{seat}" else super().seen_known(name, seat)

    q = s.clone()
    q.__class__ = Quiet
    assert q.view(0).hand(0).known == () and q.view(1).hand(0).known == (card,)
    assert q.view(None).hand(0).known == (card,)
