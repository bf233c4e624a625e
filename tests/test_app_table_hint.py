"""The hint («Подсказка»): thought in slices within the strong level's budget (counted from
the question, however slow the frames), a progress bar meanwhile, every listed move told
apart and shown with its chance to win; and the box placed clear of the table."""
from __future__ import annotations

import random

import pygame
import pytest

from app.controllers import HINT_SLICE_MS, HintRunner
from app_driver import make_app, press, run_until, setup_for
from rules import get_game
from rules.bots.base import STRONG_MS


class _SlowFrames:
    """A clock that only the test moves on (seconds), as slow frames of a loaded machine would."""

    def __init__(self):
        self.now = 100.0

    def __call__(self):
        return self.now


def _view_to_move(game_id, seats, seed, moves):
    game = get_game(game_id)
    st = game.start(seats, seed, {})
    rng = random.Random(seed)
    for _ in range(moves):
        st.apply(game.rule_policy(st.view(st.to_move), rng), st.to_move)
    return game, st


@pytest.mark.parametrize("game_id,seats", [("priyom", 15), ("lenturlu", 8), ("durak_podkidnoy", 6)])
def test_hint_answers_within_the_budget_however_slow_the_frames(game_id, seats):
    game, st = _view_to_move(game_id, seats, 3, 5)
    clock = _SlowFrames()
    runner = HintRunner(game, st.to_move, st.seed, clock=clock)
    asked = []
    step = runner.bot.step

    def sliced(ms=5.0):
        asked.append(ms)
        return step(ms)
    runner.bot.step = sliced
    runner.begin(st.view(st.to_move))
    frames = 0
    progress = []
    while not runner.think():
        frames += 1
        progress.append(runner.progress)
        clock.now += 0.2                  # a loaded machine: 200 ms from one frame to the next
        assert frames < 50
    # 850 ms of budget at 200 ms a frame: the answer in five frames, not after 850 ms of slices
    assert frames <= STRONG_MS / 200 + 1
    assert asked and max(asked) <= HINT_SLICE_MS, "the hint must think in slices"
    assert progress == sorted(progress) and 0 < progress[0] < 1
    assert runner.choice() in st.view(st.to_move).legal


def test_hint_thinks_in_slices_with_a_progress_bar(tmp_path):
    app = make_app(tmp_path, setup=setup_for("human,bot:rule,bot:rule", seed=8), speed="instant")
    table = app.scene
    run_until(app, lambda: table.ready_for_input)
    press(app, pygame.K_h)
    runner = table.hint_runner
    assert runner is not None and table.hint is None, "the hint answered at once: it did not think in slices"
    assert table.hint_rows()[0][0] == app.t("hint_thinking")
    assert 0 < runner.progress < 1
    assert run_until(app, lambda: table.hint is not None, 600)
    assert runner.elapsed_ms < STRONG_MS + 400


def _hint_on(app, want):
    """Play the human by the rule policy until ``want(view)``; then ask for the hint."""
    table = app.scene
    game = table.game
    rng = random.Random(5)
    for _ in range(600):
        assert run_until(app, lambda: table.ready_for_input or table.state.over, 4000)
        assert not table.state.over, "no position as wanted"
        if want(table.view):
            break
        table.choose(game.rule_policy(table.view, rng))
    press(app, pygame.K_h)
    assert run_until(app, lambda: table.hint is not None, 600)
    app.run_frames(1)
    return table


def test_priyom_ring_draws_are_told_apart_and_estimated(tmp_path):
    app = make_app(tmp_path, setup=setup_for("human,bot:rule", seed=2, game="priyom"), speed="instant")
    table = _hint_on(app, lambda v: len(v.legal) > 1 and all(a.kind == "draw" for a in v.legal))
    rows = [r for r in table.hint_rows() if r[0].startswith("· ")]
    labels = [text for text, _, _ in rows]
    assert rows and len(labels) == len(set(labels)), f"the same words for different moves: {labels}"
    assert all(score is not None for _, _, score in rows), "a listed move without its estimate"
    assert any(text == app.t("hint_chance") + ":" for text, _, _ in table.hint_rows()), "the estimate is not explained"


def test_a_single_move_still_gets_an_estimate(tmp_path):
    app = make_app(tmp_path, setup=setup_for("human,bot:rule", seed=3, game="durak_podkidnoy"), speed="instant")
    table = _hint_on(app, lambda v: len(v.legal) == 1)
    rows = [r for r in table.hint_rows() if r[0].startswith("· ")]
    assert len(rows) == 1 and rows[0][2] is not None


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("game_id,spec", [("durak_podkidnoy", "human,bot:rule"),
                                          ("lenturlu", "human,bot:rule,bot:rule"),
                                          ("priyom", "human,bot:rule")])
def test_hint_box_covers_nothing_that_matters(tmp_path, size, game_id, spec):
    app = make_app(tmp_path, setup=setup_for(spec, seed=4, game=game_id), size=size, speed="instant")
    table = _hint_on(app, lambda v: table_moves(app) >= 6)
    box = table.hint_rect
    assert box is not None and pygame.Rect(0, 0, *size).contains(box)
    for r in table._matter_rects():
        assert not box.colliderect(r), f"the hint covers {r}"
    for b in table.widgets():
        assert not box.colliderect(b.rect), f"the hint covers the button {b.id}"


def table_moves(app) -> int:
    return len(app.scene.state.history)


def test_the_hint_searches_as_the_games_own_bots_do():
    # Сека's bots search a tree per seat (an opponent's answer must not know the bot's cards)
    from app.controllers import HintRunner
    from rules import get_game
    from rules.bots.ismcts import ISMCTSBot
    from rules.bots.mo_ismcts import MOISMCTSBot
    seka = HintRunner(get_game("seka"), 0, 1).bot
    durak = HintRunner(get_game("durak_podkidnoy"), 0, 1).bot
    assert isinstance(seka, MOISMCTSBot) and not isinstance(durak, MOISMCTSBot) and isinstance(durak, ISMCTSBot)
