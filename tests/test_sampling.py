"""World sampling: the sampled worlds agree with the view, and the deals are uniform.

Parametrised over every registered game, so a game added later is covered without new
test code — and fails loudly here until it implements ``Game.determinize``.
"""
from __future__ import annotations

import itertools
import math
import random
from collections import Counter
from types import MappingProxyType

import pytest

from bots_helpers import leaks, positions, reachable, private_parts
from rules import Action, Card, Game, View, Zone, all_games
from rules.sampling import SamplingError, WorldSampler
from rules.view import freeze

GAMES = all_games()
# The exact enumeration of Мушка's variants (as long as «мушка»'s own, ~3–5 s of a core
# each) runs with the slow tests; «мушка» stands for its family in the default run.
MUSHKA_VARIANTS = {"mushka_pamfil", "mushka_mistigri", "mushka_shutikha"}
ENUMERATED = [pytest.param(g, marks=pytest.mark.slow) if g.id in MUSHKA_VARIANTS else g for g in GAMES]


def _assert_same_view(world_view: View, view: View, where: str):
    if world_view == view:
        return
    for f in ("game", "seat", "seats", "to_move", "legal", "deck", "over", "result", "turn"):
        assert getattr(world_view, f) == getattr(view, f), f"{where}: field {f} differs"
    for name in set(view.zones) | set(world_view.zones):
        assert world_view.zones.get(name) == view.zones.get(name), f"{where}: zone {name} differs"
    rec, world_rec = view.record(), world_view.record()
    for key in set(rec) | set(world_rec):
        assert world_rec.get(key) == rec.get(key), f"{where}: public[{key!r}] differs"
    assert world_view == view, where


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_sampled_world_has_the_same_view(game):
    """The bot's-seat view of a sampled world equals the view it was sampled from —
    for the seat to move and for another seat, at every position of several games."""
    rng = random.Random(5)
    checked = 0
    for state in positions(game, games=40, seed=1):
        seats = [state.to_move if state.to_move is not None else 0]
        seats.append((seats[0] + 1 + rng.randrange(state.seats - 1)) % state.seats)
        for seat in seats:
            view = state.view(seat)
            sampler = game.world_sampler(view)
            world = sampler.sample(rng)
            where = f"{game.id} seats={state.seats} turn={view.turn} seat={seat}"
            assert world is not state
            _assert_same_view(world.view(seat), view, where)
            if not world.over:          # the world plays on like a real game
                legal = world.legal_actions()
                assert legal, where
                world.apply(legal[rng.randrange(len(legal))])
            checked += 1
        if checked >= 2000:
            break
    assert checked >= 1000, f"{game.id}: only {checked} checks"


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_sampled_world_shares_nothing_with_the_view_or_the_real_state(game):
    rng = random.Random(6)
    for i, state in enumerate(positions(game, games=3, seed=2)):
        if i % 7 or state.over:
            continue
        view = state.view(state.to_move)
        world = game.world_sampler(view).sample(rng)
        mine = private_parts(world)
        shared = [type(o).__name__ for k, o in reachable(view).items() if k in mine]
        assert not shared, f"{game.id}: the sampled world shares {shared} with the view"
        assert not leaks(world, state), f"{game.id}: the sampled world reaches the real state"


# --- uniformity -------------------------------------------------------------------
def chi2_pvalue(stat: float, df: int) -> float:
    """Upper tail of the chi-square distribution (Wilson–Hilferty approximation)."""
    if df <= 0:
        return 1.0
    z = ((stat / df) ** (1 / 3) - (1 - 2 / (9 * df))) / math.sqrt(2 / (9 * df))
    return 0.5 * math.erfc(z / math.sqrt(2))


def _category(assignment: dict, view: View) -> tuple:
    """Which cards lie in which hidden zone (in slot order where places are fixed)."""
    out = []
    for name in sorted(assignment):
        cards = assignment[name]
        if view.zones[name].positions is None:
            cards = tuple(sorted(cards, key=lambda c: (c.suit, c.rank)))
        out.append((name, cards))
    return tuple(out)


def _exact_distribution(game, view: View) -> Counter:
    """Every deal of the unseen cards into the free hidden slots, kept if the world built
    from it shows the same view (and the view's constraints allow it): exact enumeration."""
    sampler = WorldSampler(game, view)
    free = []           # (zone name, slot index) of the slots the unseen cards go to
    base = {}
    for name, slots, known, positional, zone in sampler._zones:
        cards = list(zone.cards)
        for i, c in zip(slots, known):
            cards[i] = c
        base[name] = cards
        free.extend((name, i) for i in slots[len(known):])
    unseen = sampler.unseen
    void = view.constraints.get("void_suits") or {}
    not_in = view.constraints.get("not_in") or {}
    holds = view.constraints.get("holds_one_of") or {}
    counts = Counter()
    rng = random.Random(0)
    for perm in itertools.permutations(unseen):
        zones = {n: list(c) for n, c in base.items()}
        for (name, i), card in zip(free, perm):
            zones[name][i] = card
        ok = True
        for name, cards in zones.items():
            z = view.zones[name]
            if z.kind == "hand" and z.owner in void and any(c.suit in void[z.owner] for c in cards
                                                            if c in unseen):
                ok = False
            if name in not_in and any(c in not_in[name] for c in cards if c in unseen):
                ok = False
            if name in holds and not all(any(c in cards for c in group) for group in holds[name]):
                ok = False
        if not ok:
            continue
        assignment = {n: tuple(c) for n, c in zones.items()}
        world = game.determinize(view, assignment, rng)
        assert world.view(view.seat) == view, f"{game.id}: an enumerated deal is inconsistent"
        counts[_category(assignment, view)] += 1
    return counts


def _small_endgames(game, limit: int, max_unseen: int = 5):
    """Views with 2..max_unseen unseen cards, no known card in a fixed-place zone."""
    found = []
    seen_keys = set()
    for state in positions(game, games=60, seed=3, random_share=0.3):
        if state.over:
            continue
        view = state.view(state.to_move)
        u = len(view.unseen())
        if not 2 <= u <= max_unseen:
            continue
        if any(z.positions is not None and z.known for z in view.zones.values()):
            continue
        key = tuple(sorted((n, z.cards.count(None)) for n, z in view.zones.items() if None in z.cards))
        if key in seen_keys:         # prefer endgames of different shapes
            continue
        seen_keys.add(key)
        found.append(view)
        if len(found) >= limit:
            break
    return found


# Games whose hidden cards never come down to a few (Сека: three cards a hand, the rest of
# the pack face down); each checks its sampler against enumeration on a built position.
NO_SMALL_ENDGAMES = {"seka": "tests/test_seka.py::test_sampler_matches_enumeration_on_a_small_position"}


@pytest.mark.parametrize("game", ENUMERATED, ids=lambda g: g.id)
def test_sampler_frequencies_match_exact_enumeration(game):
    """Chi-square, fixed seed: the sampled deals of small endgames against exact enumeration."""
    if game.id in NO_SMALL_ENDGAMES:
        pytest.skip(f"{game.id}: no small endgame in play; see {NO_SMALL_ENDGAMES[game.id]}")
    views = _small_endgames(game, limit=3)
    if not views:
        views = _small_endgames(game, limit=2, max_unseen=6)
    if not views and getattr(game, "min_unseen", 0) > 6:
        pytest.skip(f"{game.id} always hides at least {game.min_unseen} cards (a pack set aside)")
    assert views, f"{game.id}: no endgame with 2–6 unseen cards found to enumerate"
    rng = random.Random(11)
    for view in views:
        exact = _exact_distribution(game, view)
        total = sum(exact.values())
        sampler = game.world_sampler(view)
        draws = max(2000, 40 * len(exact))
        got = Counter(_category(sampler.sample_assignment(rng), view) for _ in range(draws))
        assert set(got) <= set(exact), f"{game.id}: the sampler produced an inconsistent deal"
        stat = sum((got[k] - draws * n / total) ** 2 / (draws * n / total) for k, n in exact.items())
        p = chi2_pvalue(stat, len(exact) - 1)
        assert p > 1e-4, f"{game.id}: sampled deals are not uniform (chi2={stat:.1f}, " \
                         f"df={len(exact) - 1}, p={p:.2g}) at turn {view.turn}"


# --- the generic sampler on hand-made views: constraints, known cards, errors --------
C = Card.parse


class _Toy(Game):
    """A view-only game for sampler tests: worlds are just the assignment."""
    id = "toy"

    def determinize(self, view, assignment, rng):
        return assignment


def _toy_view(zones, deck, public=None, seat=0):
    return View("toy", seat, 3, seat, (), freeze({z.name: z for z in zones}), tuple(deck),
                freeze(public or {}))


def _brute(view, deck_unseen, free):
    """All consistent deals of the unseen cards into the free slots, by zone contents."""
    void = view.constraints.get("void_suits") or {}
    not_in = view.constraints.get("not_in") or {}
    out = Counter()
    for perm in itertools.permutations(deck_unseen):
        zones = {}
        for (name, _i), c in zip(free, perm):
            zones.setdefault(name, []).append(c)
        ok = all(not (view.zones[n].owner in void and c.suit in void[view.zones[n].owner])
                 and c not in not_in.get(n, ()) for n, cs in zones.items() for c in cs)
        if ok:
            out[tuple((n, frozenset(cs)) for n, cs in sorted(zones.items()))] += 1
    return out


def _constrained_view():
    """Three hidden zones, one known card, a void in diamonds and a card known not in the
    stock: (zones, deck, view)."""
    deck = [C(x) for x in ("AS", "KS", "QS", "JS", "AH", "KH", "QH", "AD", "KD", "QD")]
    zones = [
        Zone("hand0", "hand", (C("AS"), C("KS")), owner=0),
        Zone("hand1", "hand", (None, None, None), owner=1),
        Zone("hand2", "hand", (None, None), owner=2, known=(C("QS"),)),
        Zone("stock", "stock", (None, None, None)),
    ]
    view = _toy_view(zones, deck, {"void_suits": MappingProxyType({1: ("D",)}),
                                   "not_in": MappingProxyType({"stock": (C("QH"),)})})
    return zones, deck, view


@pytest.mark.parametrize("by_zone", [False, True], ids=["by-class", "by-zone"])
def test_constrained_deals_are_exactly_uniform(by_zone, monkeypatch):
    """void_suits and not_in: only consistent deals, each as often as any other — in
    either order of the exact count (by class, by zone)."""
    monkeypatch.setattr(WorldSampler, "_pick_order", lambda self: by_zone)
    zones, deck, view = _constrained_view()
    sampler = WorldSampler(_Toy(), view)
    unseen = list(sampler.unseen)
    assert sorted(c.code for c in unseen) == sorted(["JS", "AH", "KH", "QH", "AD", "KD", "QD"])
    free = [("hand1", 0), ("hand1", 1), ("hand1", 2), ("hand2", 1), ("stock", 0), ("stock", 1), ("stock", 2)]
    exact = _brute(view, unseen, free)
    total = sum(exact.values())
    assert sampler._by_zone is by_zone
    # exact counts ordered deals (slot by slot); count() deals up to the order in a zone
    assert sampler.count() * 6 * 1 * 6 == total and len(exact) > 3
    rng = random.Random(3)
    draws = 20000
    got = Counter()
    for _ in range(draws):
        a = sampler.sample_assignment(rng)
        assert a["hand2"][0] == C("QS")                   # the known card is there
        assert not any(c.suit == "D" for c in a["hand1"])  # void in diamonds
        assert C("QH") not in a["stock"]
        got[tuple((n, frozenset(c for c in cs if c in unseen)) for n, cs in sorted(a.items())
                  if n != "hand0")] += 1
    assert set(got) <= set(exact)
    stat = sum((got[k] - draws * n / total) ** 2 / (draws * n / total) for k, n in exact.items())
    assert chi2_pvalue(stat, len(exact) - 1) > 1e-4, stat


def test_constraints_too_tangled_to_count_are_mixed_by_swaps(monkeypatch):
    """Past EXACT_STATES the sampler finds a consistent deal by augmenting paths and mixes it
    by swaps: every deal consistent, and on a small case close to uniform (the exact
    enumeration's frequencies within a loose χ² margin)."""
    import rules.sampling as S
    monkeypatch.setattr(S, "EXACT_STATES", 0)
    zones, deck, view = _constrained_view()
    sampler = WorldSampler(_Toy(), view)
    assert not sampler._exact and sampler.count() is None
    unseen = list(sampler.unseen)
    free = [("hand1", 0), ("hand1", 1), ("hand1", 2), ("hand2", 1), ("stock", 0), ("stock", 1), ("stock", 2)]
    exact = _brute(view, unseen, free)
    total = sum(exact.values())
    rng = random.Random(4)
    draws = 6000
    got = Counter()
    for _ in range(draws):
        a = sampler.sample_assignment(rng)
        assert not any(c.suit == "D" for c in a["hand1"]) and C("QH") not in a["stock"]
        got[tuple((n, frozenset(c for c in cs if c in unseen)) for n, cs in sorted(a.items())
                  if n != "hand0")] += 1
    assert set(got) <= set(exact) and len(got) == len(exact)      # every consistent deal, no other
    stat = sum((got[k] - draws * n / total) ** 2 / (draws * n / total) for k, n in exact.items())
    assert chi2_pvalue(stat, len(exact) - 1) > 1e-6, stat
    # a view no deal fits is refused in this mode too
    bad = _toy_view(zones, deck, {"void_suits": MappingProxyType({1: ("S", "H", "D")})})
    with pytest.raises(SamplingError):
        WorldSampler(_Toy(), bad)


def test_many_seats_with_voids_count_by_zone_in_few_states(monkeypatch):
    """Ten hands with suit voids (Шиф-шоф-шум at ten seats): counting class by class would
    walk millions of states (CI ran out of memory there); by zone it is a few thousand
    (within a raised EXACT_STATES: by default such a view is mixed by swaps, see above)."""
    import rules.sampling as S
    monkeypatch.setattr(S, "EXACT_STATES", 20_000)
    suits = "SHDC"
    deck = [Card.parse(r + s) for s in suits for r in ("A", "K", "Q", "J", "10", "9", "8", "7", "6")]
    zones = [Zone(f"hand{i}", "hand", (None,) * 3, owner=i) for i in range(10)] + \
            [Zone("stock", "stock", (None,) * 6)]
    void = {i: (suits[i % 4],) for i in range(1, 10, 2)} | {2: ("S", "H")}
    view = _toy_view(zones, deck, {"void_suits": MappingProxyType(void)})
    sampler = WorldSampler(_Toy(), view)
    assert sampler._by_zone and sampler.count() > 0 and len(sampler._memo) < 5000
    rng = random.Random(5)
    for _ in range(200):
        a = sampler.sample_assignment(rng)
        assert sorted(c.code for cs in a.values() for c in cs) == sorted(c.code for c in deck)
        for seat, gone in void.items():
            assert not any(c.suit in gone for c in a[f"hand{seat}"])


def test_holds_one_of_is_met_and_uniform():
    """A seat that must hold a queen or a nine: only such deals, each equally often."""
    deck = [C(x) for x in ("QS", "9D", "6H", "7H", "8C", "AC")]
    zones = [Zone("hand0", "hand", (None, None), owner=0), Zone("stock", "stock", (None, None, None, None))]
    view = _toy_view(zones, deck, {"holds_one_of": {"hand0": ((C("QS"), C("9D")),)}}, seat=1)
    sampler = WorldSampler(_Toy(), view)
    rng = random.Random(7)
    got = Counter(frozenset(sampler.sample_assignment(rng)["hand0"]) for _ in range(9000))
    pairs = [frozenset(p) for p in itertools.combinations(deck, 2) if C("QS") in p or C("9D") in p]
    assert set(got) == set(pairs) and len(pairs) == 9
    stat = sum((got[p] - 1000) ** 2 / 1000 for p in pairs)
    assert chi2_pvalue(stat, 8) > 1e-4
    impossible = _toy_view(zones, deck, {"holds_one_of": {"hand0": ((C("KS"),),)}}, seat=1)
    with pytest.raises(SamplingError, match="holds_one_of"):
        WorldSampler(_Toy(), impossible).sample_assignment(rng)


def test_fixed_place_zone_gets_a_uniform_permutation():
    deck = [C(x) for x in ("6S", "7S", "8S", "9S")]
    view = _toy_view([Zone("ring", "ring", (None, None, None), positions=(0, 2, 3), capacity=5),
                      Zone("hand0", "hand", (C("6S"),), owner=0)], deck)
    sampler = WorldSampler(_Toy(), view)
    rng = random.Random(4)
    got = Counter(sampler.sample_assignment(rng)["ring"] for _ in range(6000))
    assert len(got) == 6
    stat = sum((n - 1000) ** 2 / 1000 for n in got.values())
    assert chi2_pvalue(stat, 5) > 1e-4


def test_views_that_contradict_themselves_are_refused():
    deck = [C(x) for x in ("6S", "7S", "8S")]
    with pytest.raises(SamplingError, match="unseen"):
        WorldSampler(_Toy(), _toy_view([Zone("hand1", "hand", (None,), owner=1)], deck))
    with pytest.raises(SamplingError, match="known"):
        WorldSampler(_Toy(), _toy_view([Zone("hand1", "hand", (None,), owner=1, known=(C("6S"), C("7S"))),
                                        Zone("stock", "stock", (None,))], deck))
    with pytest.raises(SamplingError):
        WorldSampler(_Toy(), _toy_view([Zone("hand1", "hand", (None, None, None), owner=1)], deck,
                                       {"void_suits": {1: ("S",)}}))


def test_a_game_without_determinize_fails_loudly():
    class NoHook(Game):
        id = "nohook"
    view = _toy_view([Zone("hand1", "hand", (None,), owner=1)], [C("6S")])
    with pytest.raises(NotImplementedError, match="determinize"):
        NoHook().world_sampler(view).sample(random.Random(1))


# --- deals weighed by the other seats' decisions ------------------------------------------
class _Bidding(_Toy):
    """Seats 1 and 2 each said "high" or "low" before the observer's turn; a rule bidder
    says "high" with chance (1 + honours in hand) / 4, an honour being an ace or a king."""
    id = "bidding"
    weighs_worlds = True
    likelihood_draws = 3
    LOW, HIGH = Action("bid", value="low"), Action("bid", value="high")
    said = {1: HIGH, 2: LOW}

    @staticmethod
    def chance_high(hand) -> float:
        return (1 + sum(1 for c in hand if c.rank in (14, 13))) / 4

    def rule_policy(self, view, rng):
        hand = view.zones[f"hand{view.seat}"].cards
        return self.HIGH if rng.random() < self.chance_high(hand) else self.LOW

    def observed_decisions(self, view, assignment):
        out = []
        for seat, action in self.said.items():
            name = f"hand{seat}"
            zone = Zone(name, "hand", assignment[name], owner=seat)
            seat_view = View("bidding", seat, 3, seat, (self.LOW, self.HIGH), freeze({name: zone}), view.deck)
            out.append((seat_view, action))
        return out


def test_weighed_deals_match_exact_enumeration():
    """Likelihood weighting on a small case: the deals of four unseen cards to two hidden
    hands, weighed by how likely each bidder's word is under the rule policy (with a 10 %
    share of random moves), drawn by the sampler as often as exact enumeration says (χ²);
    the weights are far from uniform, so a uniform sampler would fail."""
    deck = [C(x) for x in ("AS", "KH", "7C", "8D", "9S", "6H")]
    zones = [Zone("hand0", "hand", (C("9S"), C("6H")), owner=0),
             Zone("hand1", "hand", (None, None), owner=1),
             Zone("hand2", "hand", (None, None), owner=2)]
    view = _toy_view(zones, deck)
    game = _Bidding()
    sampler = game.world_sampler(view)
    assert type(sampler).__name__ == "WeightedSampler"
    eps = game.likelihood_epsilon

    def likelihood(hand, action):
        p = game.chance_high(hand)
        return (1 - eps) * (p if action == game.HIGH else 1 - p) + eps / 2
    unseen = [C(x) for x in ("AS", "KH", "7C", "8D")]
    exact = {}
    for pair in itertools.combinations(unseen, 2):
        other = tuple(c for c in unseen if c not in pair)
        exact[frozenset(pair)] = likelihood(pair, game.HIGH) * likelihood(other, game.LOW)
    total = sum(exact.values())
    assert max(exact.values()) > 5 * min(exact.values())
    rng = random.Random(8)
    draws = 6000
    got = Counter(frozenset(sampler.sample_assignment(rng)["hand1"]) for _ in range(draws))
    assert set(got) <= set(exact) and sampler.fallbacks == 0
    stat = sum((got[k] - draws * w / total) ** 2 / (draws * w / total) for k, w in exact.items())
    assert chi2_pvalue(stat, len(exact) - 1) > 1e-4, (stat, got)
    uniform = sum((got[k] - draws / len(exact)) ** 2 / (draws / len(exact)) for k in exact)
    assert chi2_pvalue(uniform, len(exact) - 1) < 1e-6             # clearly not uniform


def test_worlds_are_uniform_unless_a_game_weighs_them():
    view = _toy_view([Zone("hand1", "hand", (None,), owner=1)], [C("6S")])
    assert isinstance(_Toy().world_sampler(view), WorldSampler)
    assert not any(g.weighs_worlds for g in GAMES)       # none yet: Наполеон, Кинг, Сека will


def test_weighed_sampler_falls_back_and_refuses_bad_likelihoods():
    """Decisions impossible in every deal: after ``max_draws`` deals one is still given
    (counted in ``fallbacks``); a likelihood outside [0, 1] is refused clearly."""
    from rules.sampling import WeightedSampler
    deck = [C(x) for x in ("AS", "KH", "7C", "8D")]
    view = _toy_view([Zone("hand1", "hand", (None, None), owner=1),
                      Zone("hand2", "hand", (None, None), owner=2)], deck)

    class Never(_Bidding):
        def decision_likelihood(self, view, action, rng):
            return 0.0
    sampler = WeightedSampler(WorldSampler(Never(), view), Never(), max_draws=5)
    deal = sampler.sample_assignment(random.Random(1))
    assert Counter(deal["hand1"] + deal["hand2"]) == Counter(deck) and sampler.fallbacks == 1

    class Bad(_Bidding):
        def decision_likelihood(self, view, action, rng):
            return 1.5
    with pytest.raises(SamplingError, match="likelihood"):
        Bad().world_sampler(view).sample_assignment(random.Random(1))
