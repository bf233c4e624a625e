"""The estimate a game may offer the search bot (State.estimate): calibrated, or harmful.

ISMCTS cuts its playouts after a few rounds and scores them with ``State.estimate()``
where a game offers one. Parametrised over every registered game.
"""
from __future__ import annotations

import random

import pytest

from rules import all_games

GAMES = all_games()


# --- the estimate a game offers for cut playouts --------------------------------------------
# Two Мушка variants (2–3 s of a core each) run with the slow tests; «мушка» stands for them.
@pytest.mark.parametrize("game", [pytest.param(g, marks=pytest.mark.slow)
                                  if g.id in ("mushka_pamfil", "mushka_mistigri") else g for g in GAMES],
                         ids=lambda g: g.id)
def test_estimate_predicts_the_result_better_than_the_fair_share(game):
    """Where a game offers State.estimate (ISMCTS cuts its playouts and scores them with it),
    it must predict the final scores of rule-bot games better than the constant fair share
    does (mean squared error). A rank-like estimate (0, ½, 1 from the order of the chips or
    the cards now) can do worse than knowing nothing — and a search scored with it plays
    worse than the rule bot. Calibrate it: expected scores, smooth in what it measures."""
    seats = max(game.min_seats, min(3, game.max_seats))
    rng = random.Random(17)
    est_err = fair_err = 0.0
    n = 0
    for g in range(80):                     # the games are the independent units: a few positions each
        state = game.start(seats, 50_000 + g)
        snaps = []
        while not state.over:
            e = state.estimate()
            if e is not None:               # None: no guess here, the playout goes on
                assert len(e) == seats and all(0.0 <= x <= 1.0 for x in e), e
                snaps.append(tuple(e))
            state.apply(game.rule_policy(state.view(state.to_move), rng))
        scores = state.result().scores
        fair = sum(scores) / seats
        for e in rng.sample(snaps, min(5, len(snaps))):
            est_err += sum((a - b) ** 2 for a, b in zip(e, scores)) / seats
            fair_err += sum((fair - b) ** 2 for b in scores) / seats
            n += 1
    if n == 0:
        pytest.skip(f"{game.id} offers no estimate (its playouts are played out): nothing to compare")
    assert est_err / n < fair_err / n, (f"{game.id}: State.estimate predicts the end worse than the fair share "
                                        f"(mean squared error {est_err / n:.3f} against {fair_err / n:.3f}, "
                                        f"{n} positions)")
