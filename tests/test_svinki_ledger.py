"""The shedding family's chips live in the record (issue 27 item 3): Свинки and Тонтина keep
no ledger of their own, and no game of the family overrides ``clone`` or
``derived_caches`` — a clone and a world sampled from a view get the chips and the cards
from the generic TableState machinery alone."""
from __future__ import annotations

import random

import pytest

from rules import get_game
from rules.actions import Action
from rules.bots import make_bot
from rules.sampling import WorldSampler
from rules.tabletop import TableState

FAMILY = ("svinki", "tontina", "vorona", "stushevyvayus")
CHIPS = ("svinki", "tontina")


def played(gid, seats, seed, moves):
    g = get_game(gid)
    s = g.start(seats, seed)
    bots = [make_bot("rule", g, i, seed) for i in range(seats)]
    for _ in range(moves):
        if s.over:
            break
        seat = s.to_move
        s.apply(bots[seat].decide(s.view(seat)), seat)
    return g, s


@pytest.mark.parametrize("gid", FAMILY)
def test_no_game_of_the_family_writes_its_own_clone_or_world_hook(gid):
    cls = get_game(gid).state_class
    assert cls.clone is TableState.clone
    assert cls.derived_caches is TableState.derived_caches and cls.rebuild_caches is TableState.rebuild_caches


@pytest.mark.parametrize("gid", CHIPS)
def test_the_chips_are_the_records_and_a_clone_moves_its_own(gid):
    g, s = played(gid, 3, 5, 6)
    assert "ledger" not in vars(s)                       # no ledger beside the record
    assert s.pub.chips == s.ledger.stacks and s.pub.pot == s.ledger.pot
    assert sum(s.ledger.stacks) + s.ledger.pot == 3 * s.pub.start_chips[0]
    before = (s.pub.chips, s.pub.pot)
    c = s.clone()
    c.ledger.transfer("pot", "player:0", c.ledger.pot, "test")
    assert c.pub.chips[0] == before[0][0] + before[1] and c.pub.pot == 0
    assert (s.pub.chips, s.pub.pot) == before            # the original is untouched


@pytest.mark.parametrize("gid", CHIPS)
def test_a_sampled_world_has_the_views_chips_and_plays_on(gid):
    g, s = played(gid, 4, 7, 10)
    v = s.view(1)
    world = WorldSampler(g, v).sample(random.Random(3))
    assert world.ledger.stacks == v.chips and world.ledger.pot == v.pot
    while not world.over:                               # the world's own chips move to the end
        world.apply(world.legal_actions()[0])
    assert sum(world.ledger.stacks) + world.ledger.pot == sum(v.chips) + v.pot
    assert (s.pub.chips, s.pub.pot) == (tuple(v.chips), v.pot)


def test_a_clone_replays_as_the_original_the_rng_shared_until_drawn():
    """Свинки draws from the generator after the deal (the shuffle when the cards go round):
    a clone and the original draw the same, each from its own copy."""
    g = get_game("svinki")
    s = g.start(2, 2)
    bots = [make_bot("rule", g, i, 2) for i in range(2)]
    while not s.pub.turned:
        seat = s.to_move
        s.apply(bots[seat].decide(s.view(seat)), seat)
    c = s.clone()
    while not s.over:
        s.apply(Action("draw"))
    while not c.over:
        c.apply(Action("draw"))
    assert s.pub.shuffles > 0                           # (seed 2 at two seats goes round)
    assert c.history == s.history and c.zones == s.zones and c.pub.chips == s.pub.chips
