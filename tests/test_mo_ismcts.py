"""The multiple-observer search (rules/bots/mo_ismcts.py): a tree per seat, keyed by what
that seat observes; the deals weighed by the claims; the bot sees views only."""
from __future__ import annotations

import itertools
import random
from collections import Counter

import pytest

from rules import get_game
from rules.actions import Action
from rules.bots import is_level, make_bot
from rules.bots.ismcts import ISMCTSBot
from rules.bots.mo_ismcts import MOISMCTSBot, masked
from rules.cards import Card
from rules.sampling import WeightedSampler, WorldSampler

G = get_game("verish_2")


def C(code):
    return Card.parse(code)


def cards(codes):
    return [C(x) for x in codes.split()]


def position(hands, current=0, deck=36):
    """A deal with the given hands; the ranks no hand holds face up among the discarded quads
    (seen by all, and not to be announced), the other cards face down in the discard."""
    s = G.start(len(hands), 1, {"variant": "24a", "deck": deck})
    for name in s.zones:
        s.zones[name] = []
    s.known = {}
    used = []
    for i, h in enumerate(hands):
        s.zones[f"hand{i}"] = cards(h)
        used += cards(h)
    ranks = {c.rank for c in used}
    s.zones["quads"] = [c for c in s.deck if c.rank not in ranks]
    s.zones["discard"] = [c for c in s.deck if c.rank in ranks and c not in used]
    s.pub.current = current
    s.pub.out = ()
    s.pub.pending = None
    return s


def play(s, codes, rank):
    me = s.to_move
    for c in cards(codes):
        s.apply(Action("lay", (c,)), me)
    return s.apply(Action("claim", value=rank), me)


def searched(state, seat, iterations=300, seed=1):
    bot = MOISMCTSBot(G, seat, seed, iterations=iterations)
    bot.decide(state.view(seat))
    return bot


# --- the trees ---------------------------------------------------------------------------------
def test_the_layer_keys_its_tree_by_the_card_laid_the_other_tree_has_one_node():
    s = position(["QS QC 6S 7S", "9C 10C JC KC"], current=0)
    bot = searched(s, 0)
    mine, theirs = bot._roots
    assert mine is bot._root
    laid_mine = {k[0] for k in mine.children}
    # one node per card laid — by its rank: suits never matter in «Веришь» (Verish2.search_key)
    assert laid_mine == {("lay", 12), ("lay", 6), ("lay", 7)}
    laid_theirs = {k[0] for k in theirs.children}
    assert laid_theirs == {("?", "lay", None, None, None, (None,))}       # one node, whatever card
    assert len(theirs.children) == 1
    # the other seat's answer to «одна дама» is chosen in its own tree, at one node whatever
    # card was laid; in the layer's tree there is a node per card
    claim_q = Action("claim", value=12)
    (child,) = theirs.children.values()
    after = [ck for ck in child.children if ck[0] == claim_q]
    assert len(after) == 1
    assert sum(1 for n in mine.children.values() for ck in n.children if ck[0] == claim_q) >= 2


def test_the_other_seats_lay_is_masked_in_the_bots_tree_and_concrete_in_its_own():
    s = position(["QS QC 6S 7S", "9C 10C JC KC QH"], current=1)
    play(s, "QH", 12)              # seat 1 leads «одна дама»; seat 0 answers
    bot = searched(s, 0, iterations=400)
    mine, theirs = bot._roots
    lay_q, claim_q = ("lay", 12), Action("claim", value=12)

    def down(node, first):
        return next(n for ck, n in node.children.items() if ck[0] == first)
    # seat 0 lays the queen and says «дама»: then seat 1 moves (lays, or doubts)
    after_mine = down(down(mine, lay_q), claim_q)
    after_theirs = down(down(theirs, ("?", "lay", None, None, None, (None,))), claim_q)
    lays_mine = {ck[0] for ck in after_mine.children if ck[0] != Action("doubt")}
    lays_theirs = {ck[0] for ck in after_theirs.children if ck[0] != Action("doubt")}
    assert lays_mine == {("?", "lay", None, None, None, (None,))}        # seat 1's card: unseen
    assert len(lays_theirs) >= 2 and all(k[0] == "lay" and isinstance(k[1], int) for k in lays_theirs)


def test_masked_hides_what_the_events_do_not_show():
    a = Action("lay", (C("QS"),))
    assert masked(a, (), frozenset()) == ("?", "lay", None, None, None, (None,))
    d = Action("doubt", zone="laid1", index=2)
    assert masked(d, (), frozenset({"laid1"})) == ("?", "doubt", "laid1", None, None, ())
    assert masked(d, (), frozenset()) is d


def test_the_mo_search_is_reproducible_and_legal():
    s = position(["QS QC 6S 7S", "9C 10C JC KC QH"], current=1)
    play(s, "QH", 12)
    v = s.view(0)
    a1 = MOISMCTSBot(G, 0, 5, iterations=150).decide(v)
    a2 = MOISMCTSBot(G, 0, 5, iterations=150).decide(v)
    assert a1 == a2 and a1 in v.legal


# --- the deals weighed by the claims, against exact enumeration ------------------------------
def test_the_mo_bots_deals_are_weighed_by_the_claims_as_exact_enumeration_says():
    """Seat 1 leads «две дамы» with two of QH QD 6H 7H 8H; seat 0 holds every other card of
    the ranks in play (the rest lie face up). Each of
    the ten deals of the five unseen cards (two laid, three in hand) is weighed by the claim's
    likelihood (Verish2.decision_likelihood: true 1, one odd card 0.15, no queen 0.01); the
    bot's sampler draws them as often as that says (χ²), far from uniformly."""
    from test_sampling import chi2_pvalue
    s = position(["QS QC 6S 6C 6D 7S 7C 7D 8S 8C 8D", "QH QD 6H 7H 8H"], current=1)
    assert not s.zones["discard"]
    play(s, "QH 6H", 12)
    v = s.view(0)
    bot = MOISMCTSBot(G, 0, 1, iterations=10)
    bot.start(v)
    sampler = bot._sampler
    assert isinstance(sampler, WeightedSampler) and isinstance(G.world_sampler(v), WorldSampler)
    unseen = cards("QH QD 6H 7H 8H")
    exact = {}
    for pair in itertools.combinations(unseen, 2):
        q = sum(1 for c in pair if c.rank == 12)
        exact[frozenset(pair)] = 1.0 if q == 2 else 0.15 if q == 1 else 0.01
    total = sum(exact.values())
    rng = random.Random(4)
    draws = 4000
    got = Counter(frozenset(sampler.sample_assignment(rng)["laid1"]) for _ in range(draws))
    assert set(got) <= set(exact) and sampler.fallbacks == 0
    expected = {k: draws * w / total for k, w in exact.items()}
    big = [k for k in exact if expected[k] >= 5]                # χ² where the counts allow it
    rest = draws - sum(got[k] for k in big)
    stat = sum((got[k] - expected[k]) ** 2 / expected[k] for k in big)
    e_rest = draws - sum(expected[k] for k in big)
    stat += (rest - e_rest) ** 2 / e_rest
    assert chi2_pvalue(stat, len(big)) > 1e-4, (stat, got)
    true = frozenset(cards("QH QD"))
    assert got[true] > 0.4 * draws                              # uniform: a tenth
    for _ in range(10):
        assert sampler.sample(rng).view(0) == v


# --- views only; the specs ---------------------------------------------------------------------
def test_the_bot_only_ever_receives_views():
    s = position(["QS QC 6S 7S", "9C 10C JC KC"], current=0)
    bot = MOISMCTSBot(G, 0, 1, iterations=20)
    with pytest.raises(TypeError):
        bot.start(s)
    seen = []

    class Spy(type(G)):
        """Records what the search hands the game's rule policy: views only."""
        def rule_policy(self, view, rng):
            seen.append(type(view).__name__)
            return super().rule_policy(view, rng)
    spy = Spy()
    MOISMCTSBot(spy, 0, 1, iterations=60).decide(s.view(0))
    assert seen and set(seen) == {"View"}


def test_specs_and_the_games_choice_of_search():
    assert is_level("mo@40") and not is_level("mo@0") and not is_level("mo@x")
    assert isinstance(make_bot("mo@40", G, 0, 1), MOISMCTSBot)
    plain = make_bot("ismcts@40", G, 0, 1)
    assert type(plain) is ISMCTSBot
    assert getattr(get_game("durak_podkidnoy"), "search", "single") == "single"
    assert type(make_bot("normal", get_game("durak_podkidnoy"), 0, 1)) is ISMCTSBot
    want = MOISMCTSBot if getattr(G, "search", "single") == "multiple" else ISMCTSBot
    assert type(make_bot("normal", G, 0, 1)) is want


def test_seka_is_searched_with_private_roots_the_other_seat_decides_from_its_own_hand():
    """Сека asks for the multiple-observer search with private roots: the other seat's tree
    starts at a node per hand it holds in the sampled world (three cards of it), never at
    one node fused over all its hands."""
    seka = get_game("seka")
    assert getattr(seka, "search", "single") == "multiple"
    bot = make_bot("normal", seka, 0, 1)
    assert isinstance(bot, MOISMCTSBot) and bot.private and bot.mature == 4
    state = seka.start(2, 3)
    rng = random.Random(1)
    while state.to_move != 0 or len(state.legal_actions()) < 2:
        state.apply(seka.rule_policy(state.view(state.to_move), rng))
    bot = make_bot("mo@80", seka, 0, 1)
    assert bot.decide(state.view(0)) in state.legal_actions()
    roots = bot._private
    assert len(roots) > 20                                    # a root per hand dealt to seat 1
    for (seat, zones), node in roots.items():
        assert seat == 1
        held = [c for cards in zones for c in cards if c is not None]
        assert len(held) == 3                                 # its three cards, seen by it
    assert not bot._roots[1].children                         # the fused root is never used


def test_the_anchor_does_not_leave_the_rule_move_on_two_or_three_samples():
    """Three playouts of another move scoring 0.75 against the rule move's two of 0.5 (sample
    variances 0): the plain anchor leaves the rule move, the shrunk variances keep it; a
    large difference over many visits leaves it either way."""
    s = position(["QS QC 6S 7S", "9C 10C JC KC"], current=0)
    v = s.view(0)
    for prior, few, many in ((0, True, True), (2, False, True)):
        bot = MOISMCTSBot(G, 0, 1, iterations=10, prior=prior)
        bot.start(v)
        rule = bot._rule_key
        other = next(k for k in bot._root_keys if k != rule)
        bot._root.edges = {rule: [2, 1.0, 2, 0.5], other: [3, 2.25, 3, 1.6875]}   # 0.5, 0.5 / 0.75 ×3
        assert (bot._best_key() == other) is few
        bot._root.edges = {rule: [40, 20.0, 40, 20.0], other: [60, 54.0, 60, 54.0]}
        assert (bot._best_key() == other) is many
