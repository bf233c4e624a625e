"""Seeded bots-only matches of Кинг, Наполеон and the two-row game over the seat counts and options: cards and
chips conserved, every match ends, the views leak nothing (the talon, the discards, the
stock, the face-down row cards), a replay from the seed and the actions is identical. A few by default; 2,000 per
game under ``-m slow``."""
import random

import pytest

from rules import get_game, record

import conformance as kit
from runs import count

SETUPS = {
    "king": [(4, {"variant": "47a"}), (4, {"variant": "47b"}), (3, {"variant": "47v"}),
             (3, {"variant": "47v", "balance": "proportional"}), (3, {"variant": "47g"}),
             (4, {"variant": "47g", "compensation": "no_tricks_circle"}),
             (4, {"variant": "47a", "trump_named_after": "first_packet", "must_trump": False}),
             (4, {"variant": "47a", "deal_order": "boys_first", "lead_restrictions": False})],
    "dva_ryada": [(2, {}), (2, {"row_size": 8, "target": 11}), (2, {"target": 31})],
    "napoleon": [(n, {"rounds": 1, **o}) for n in range(2, 7)
                 for o in ({}, {"napoleon_fail": "pay_each_klad", "unit": 5, "ante": 5, "start_chips": 50})],
}


def run(game_id, i):
    g = get_game(game_id)
    seats, options = SETUPS[game_id][i % len(SETUPS[game_id])]
    seed = 1000 + i
    s = g.start(seats, seed, options)
    rng = random.Random(seed)
    deck = s.view(None).deck
    chips = s.ledger.total() if hasattr(s, "ledger") else None
    steps = 0
    while not s.over:
        if steps % 97 == 0:
            truth = kit.Truth(s)
            kit.check_cards_conserved(s, truth, deck)
            for v in kit.readers(s):
                kit.check_view(s, v, truth)
        a = g.rule_policy(s.view(s.to_move), rng) if (i + steps) % 3 else rng.choice(s.legal_actions())
        s.apply(a)
        steps += 1
        assert steps < kit.MAX_ACTIONS
        if chips is not None:
            assert s.ledger.total() == chips and min(s.ledger.stacks) >= 0
    kit.check_cards_conserved(s, kit.Truth(s), deck)
    res = s.result()
    assert sum(res.settlement.moved) == 0
    if i % 10 == 0:
        loaded, _ = record.loads(record.dumps(s, {}))
        assert loaded.result() == res and all(loaded.view(v) == s.view(v) for v in kit.readers(s))
    return s


@pytest.mark.parametrize("game_id", sorted(SETUPS))
def test_a_few_seeded_matches(game_id):
    for i in range(len(SETUPS[game_id])):
        run(game_id, i)


@pytest.mark.slow
@pytest.mark.parametrize("game_id", sorted(SETUPS))
def test_two_thousand_seeded_matches(game_id):
    for i in range(count(2000)):
        run(game_id, i)
