"""The long run for the bluffing family: seeded bots-only games per option set through the
conformance kit — cards and chips conserved, every game ending, no view or event showing a
face-down card to a seat that has not seen it, replays identical. Slow (the default run
keeps a few games per set; ``-m slow`` plays 2,000)."""
from __future__ import annotations

import random

import pytest

from rules import get_game, record

import conformance as kit
from runs import count

SETS = [("verish_2", {"variant": v, "deck": d}) for v in ("24a", "24b", "24v") for d in (36, 52, 32)] + \
       [("seka", {"deck": d, "three_sixes_34": t, "joker": j}) for d in (36, 32) for t in (False, True)
        for j in ("none", "7C")]


def _run(game_id, options, games):
    game = get_game(game_id)
    counts = kit.seat_counts(game)
    rng = random.Random(f"{game_id}{sorted(options.items())}")
    for i in range(games):
        seats = counts[i % len(counts)]
        seed = rng.randrange(2 ** 31)
        bots = ("random", "rule", "mixed")[i % 3]
        s = kit.playout(game, seats, seed, options, bots=bots, every=7 if i % 10 else 1,
                        log_every=13 if i % 10 == 0 else 0, sampler_every=29 if i % 10 == 0 else 0)
        if i % 25 == 0:           # the replay of the whole game is the same game
            loaded, _ = record.loads(record.dumps(s, {}))
            assert loaded.history == s.history and loaded.result() == s.result()
            assert all(loaded.view(v) == s.view(v) for v in kit.readers(s))


@pytest.mark.parametrize("game_id, options", SETS, ids=[f"{g}-{'-'.join(map(str, o.values()))}" for g, o in SETS])
def test_a_few_games_per_option_set(game_id, options):
    _run(game_id, options, 3)


@pytest.mark.slow
@pytest.mark.parametrize("game_id, options", SETS, ids=[f"{g}-{'-'.join(map(str, o.values()))}" for g, o in SETS])
def test_two_thousand_games_per_option_set(game_id, options):
    _run(game_id, options, count(2000))
