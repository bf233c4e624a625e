"""«Разбор партии»: the strong search goes through a player's decisions of a finished game
from his view, marks where it would have played otherwise by how much its estimate drops;
the replay shows the marks, jumps from mark to mark and explains each (app/review.py,
app/scenes/replay.py, the results' offer). Small search budgets: the file runs in seconds."""
from __future__ import annotations

import random
import time

import pygame
import pytest

from app import review as rv
from app.review import (INACCURACY, MISTAKE, NOISE_Z, DecisionSearch, Review, grade, judge, measure,
                        review_of, value_text)
from app_driver import click, click_widget, make_app, press, run_until, scene_name, setup_for
from rules import get_game
from rules.view import View

DURAK = get_game("durak_podkidnoy")


def _bad_game(seed: int):
    """A two-seat Durak of rule bots, except that seat 0, defending once the stock is gone
    and able to beat, takes the cards instead: the move index of that blunder."""
    st = DURAK.start(2, seed, {})
    rng = random.Random(seed)
    bad = None
    while not st.over:
        s = st.to_move
        v = st.view(s)
        a = DURAK.rule_policy(v, rng)
        if (bad is None and s == 0 and a.kind == "defend" and not v.zones["stock"].cards
                and any(x.kind == "take" for x in v.legal) and len(v.zones["hand0"].cards) >= 2):
            a = next(x for x in v.legal if x.kind == "take")
            bad = len(st.history)
        st.apply(a)
    return st, bad


def _played_by(seed: int, chooser, levels=("rule", "rule")):
    """A two-seat Durak where seat 0 plays ``chooser(view, index)``, seat 1 its level."""
    from rules.bots import make_bot
    st = DURAK.start(2, seed, {})
    other = make_bot(levels[1], DURAK, 1, seed)
    while not st.over:
        s = st.to_move
        v = st.view(s)
        st.apply(chooser(v, len(st.history)) if s == 0 else other.decide(v))
    return st


# ---------------------------------------------------------------------- the grading
def test_grades_by_the_drop_and_only_beyond_the_noise():
    assert grade(0.0, 0.0) == "none"
    assert grade(INACCURACY - 0.01, 0.0) == "none"
    assert grade(INACCURACY + 0.001, 0.0) == "inaccuracy"
    assert grade(MISTAKE, 0.0) == "mistake"
    assert grade(0.5, 0.0) == "mistake"
    # a drop within the search's noise is no mark, however large
    assert grade(MISTAKE + 0.05, (MISTAKE + 0.05) / NOISE_Z) == "none"
    assert grade(MISTAKE + 0.05, 0.01) == "mistake"


def test_a_deliberate_blunder_is_marked_a_mistake_and_the_bot_would_have_beaten():
    st, bad = _bad_game(5)
    assert bad is not None
    review = Review(DURAK, 2, 5, {}, st.history, [0], iterations=200).run()
    v = review.verdict_at(bad)
    assert v is not None and v.played.kind == "take"
    assert v.grade == "mistake" and v.best.kind == "defend"
    assert v.best_value - v.played_value >= MISTAKE
    assert v.played_visits >= review.human_visits           # the move played was searched enough
    assert v in review.marks
    # only seat 0's decisions with a choice are reviewed, each once, in order
    idx = [x.index for x in review.verdicts]
    assert idx == sorted(set(idx)) and all(x.seat == 0 for x in review.verdicts)
    assert review.loser_word == "fool" and measure(DURAK, 2, review.loser_word) == "review_fool_chance"


def test_the_bots_own_choices_get_no_mark_and_random_moves_get_marks():
    budget = 80

    def bots_choice(view, index):
        legal = list(view.legal)
        if len(legal) < 2:
            return legal[0]
        v = judge(DURAK, view, legal[0], index, 6, iterations=budget)
        return v.best if v is not None else legal[0]

    st = _played_by(6, bots_choice)
    # no time cap: on a loaded machine the cap would cut a decision's search short of its
    # budget, and the review would then differ from the play it judges
    own = review_of(DURAK, st, [0], iterations=budget, max_ms=10 ** 9).run()
    assert own.verdicts and not own.marks
    assert all(v.played == v.best and v.drop == 0 for v in own.verdicts)

    rng = random.Random(6)
    st2 = _played_by(6, lambda view, index: rng.choice(list(view.legal)))
    rand = review_of(DURAK, st2, [0], iterations=budget, max_ms=10 ** 9).run()
    assert len(rand.marks) > len(own.marks)
    assert all(v.best != v.played and v.drop > 0 for v in rand.marks)


def test_the_review_is_the_same_whatever_the_slices():
    st, _ = _bad_game(1)
    a = Review(DURAK, 2, 1, {}, st.history, [0], iterations=40)
    while not a.step(0.7):
        pass
    b = Review(DURAK, 2, 1, {}, st.history, [0], iterations=40).run()
    assert a.calls > b.calls and a.verdicts == b.verdicts


def test_estimates_come_from_the_seats_view_only(monkeypatch):
    """The same view with the other hand's cards dealt otherwise (a world sampled from it)
    gives the same estimates; and the review hands its search nothing but views, each
    the reviewed seat's own at that move."""
    st = DURAK.start(2, 8, {})
    rng = random.Random(8)
    for _ in range(9):
        st.apply(DURAK.rule_policy(st.view(st.to_move), rng))
    while st.to_move != 0 or len(st.view(0).legal) < 2:
        st.apply(DURAK.rule_policy(st.view(st.to_move), rng))
    view = st.view(0)
    other = DURAK.world_sampler(view).sample(random.Random(99))
    assert other.view(0) == view
    assert set(other.zones["hand1"]) != set(st.zones["hand1"])          # his hand dealt otherwise
    action = view.legal[-1]
    one = judge(DURAK, view, action, len(st.history), 8, iterations=80)
    two = judge(DURAK, other.view(0), action, len(st.history), 8, iterations=80)
    assert one == two

    final, _ = _bad_game(2)
    given = []
    start = rv.ReviewSearch.start

    def spy(self, v):
        given.append(v)
        return start(self, v)
    monkeypatch.setattr(rv.ReviewSearch, "start", spy)
    review = Review(DURAK, 2, 2, {}, final.history, [0], iterations=20).run()
    assert given and all(type(v) is View and v.seat == 0 for v in given)
    replay = DURAK.start(2, 2, {})
    views = {}
    for i, a in enumerate(final.history):
        if replay.to_move == 0:
            views[i] = replay.view(0)
        replay.apply(a)
    assert [views[v.index] for v in review.verdicts] == given[:len(review.verdicts)]


def test_the_review_searches_as_the_games_own_bots_do(monkeypatch):
    """Веришь (2) and Сека are searched with a tree per seat: their review is too."""
    from rules.bots.mo_ismcts import MOISMCTSBot
    assert rv.review_search(DURAK) is rv.ReviewSearch
    g = get_game("verish_2")
    assert rv.review_search(g) is rv.MOReviewSearch and rv.review_search(get_game("seka")) is rv.MOReviewSearch
    used = []
    start = rv.MOReviewSearch.start

    def spy(self, v):
        used.append(type(self))
        return start(self, v)
    monkeypatch.setattr(rv.MOReviewSearch, "start", spy)
    st = g.start(2, 4)
    rng = random.Random(2)
    while not st.over:
        st.apply(rng.choice(st.legal_actions()))
    review = Review(g, 2, 4, {}, st.history, [0], iterations=20).run()
    assert used and all(issubclass(t, MOISMCTSBot) for t in used)
    assert review.verdicts and any(v.marked for v in review.verdicts)     # random moves get marks


def test_a_chip_game_says_it_in_chips():
    g = get_game("lenturlu")
    st = g.start(3, 4, {"deals": 1})
    rng = random.Random(4)
    while not st.over:
        legal = list(st.view(st.to_move).legal)
        st.apply(rng.choice(legal) if st.to_move == 0 else g.rule_policy(st.view(st.to_move), rng))
    review = review_of(g, st, [0], iterations=30).run()
    assert review.verdicts and all(v.reference is not None for v in review.verdicts)
    kind = measure(g, 3, review.loser_word)
    assert kind == "review_chips"
    v = review.verdicts[0]
    text = value_text(kind, v.best_value, v.reference, 0, "ru")
    assert "%" not in text and (text == "0" or text[0] in "+\u2212")
    # the payoff scale back in chips: 0.5 is no gain, more is a gain, and the order is kept
    ref = v.reference
    assert abs(rv.amount(0.5, ref, 0)) < 1e-9 and rv.amount(0.7, ref, 0) > 0 > rv.amount(0.3, ref, 0)
    assert value_text("review_fool_chance", 0.625, None, 0, "ru") == "62\u00a0%"
    assert value_text("review_fool_chance", 0.625, None, 0, "en") == "62%"


def test_the_top_up_searches_the_move_played():
    st, bad = _bad_game(5)
    replay = DURAK.start(2, 5, {})
    for a in st.history[:bad]:
        replay.apply(a)
    view = replay.view(0)
    d = DecisionSearch(DURAK, view, st.history[bad], bad, 5, 100, 60).run()
    assert d.verdict.played_visits >= 60 and d.verdict.best != d.verdict.played


# ---------------------------------------------------------------------- the program
@pytest.fixture
def small_budget(monkeypatch):
    monkeypatch.setattr(rv, "REVIEW_ITERATIONS", 60)


def _replay(tmp_path, seed=5, lang="ru"):
    rng = random.Random(seed)
    st = _played_by(seed, lambda view, index: rng.choice(list(view.legal)))
    setup = setup_for("human,bot:rule", seed=seed, game="durak_podkidnoy")
    app = make_app(tmp_path, lang=lang)
    app.watch(st, setup)
    app.run_frames(2)
    return app, st


def test_the_replay_reviews_in_slices_marks_and_jumps_mark_to_mark(tmp_path, small_budget):
    app, final = _replay(tmp_path)
    rp = app.scene
    assert scene_name(app) == "ReplayScene" and rp.review is None
    assert rp.widget("review").visible
    press(app, pygame.K_r)
    review = rp.review
    assert review is not None and not review.done
    assert not rp.widget("review").visible and rp.widget("review_next").visible
    assert rp.wake_in_ms() == 0                       # the loop does not sleep while it works
    frames, progress = 0, []
    while not review.done:
        app.run_frames(1)
        frames += 1
        progress.append(review.progress)
        assert frames < 5000
    # one slice of at most MAX_SLICE_MS a frame: the work was spread over many frames
    assert frames <= review.calls <= frames + 1
    assert review.max_ms <= rv.MAX_SLICE_MS and frames > 20
    assert progress == sorted(progress) and progress[-1] == 1.0
    marks = review.marks
    assert marks, "random moves against a rule bot: the review marks some"
    press(app, pygame.K_HOME, frames=2)
    press(app, pygame.K_PERIOD, frames=2)
    assert rp.at == marks[0].index and rp.viewer == marks[0].seat == 0
    assert rp.view == rp.state.view(0)               # the position as the player saw it
    assert rp.current_mark() == marks[0] and rp.review_rect.w > 0
    rows = rp.review_rows(marks[0])
    assert "шанс не остаться в дураках" in rows[1][0] and "→" in rows[1][0]
    # the review and the counter count alike: «сыграно k из n · ход k+1» beside «Ошибка · ход k+1»
    said = app.t("review_move", k=marks[0].index + 1)
    counter = rp._status()[1]
    assert rows[0][0].endswith(" · " + said) and counter.endswith(" · " + said)
    assert counter.startswith(app.t("replay_at", k=rp.at, n=rp.length))
    if len(marks) > 1:
        press(app, pygame.K_PERIOD, frames=2)
        assert rp.at == marks[1].index
        press(app, pygame.K_COMMA, frames=2)
        assert rp.at == marks[0].index
    # a click on a mark of the time line: that move, with its player's eyes
    press(app, pygame.K_END, frames=2)
    r = rp.timeline
    m = marks[-1]
    click(app, (r.x + r.w * m.index / rp.length, r.centery), frames=2)
    assert rp.at == m.index and rp.current_mark() == m
    # the button does what the key does
    press(app, pygame.K_HOME, frames=2)
    click_widget(app, "review_next", frames=2)
    assert rp.at == marks[0].index


def test_the_review_panel_in_english(tmp_path, small_budget):
    app, _ = _replay(tmp_path, lang="en")
    rp = app.scene
    press(app, pygame.K_r)
    assert run_until(app, lambda: rp.review.done, 5000)
    assert rp.review.marks
    press(app, pygame.K_PERIOD, frames=2)
    rows = rp.review_rows(rp.current_mark())
    assert rows[0][0].startswith(("Inaccuracy", "Mistake"))
    assert "chance not to be left the fool" in rows[1][0]
    assert rows[2][0].startswith("Your move") and rows[3][0].startswith("The bot would play")
    assert "Review:" in rp.review_status()


def test_the_results_offer_the_review(tmp_path, small_budget):
    from app.session import Session
    rng = random.Random(3)
    st = _played_by(3, lambda view, index: rng.choice(list(view.legal)))
    setup = setup_for("human,bot:rule", seed=3, game="durak_podkidnoy")
    app = make_app(tmp_path)
    session = Session(setup, state=st, lang="ru")
    app.show_results(session)
    app.run_frames(2)
    results = app.scene
    assert results.widget("review").visible
    click_widget(app, "review", frames=2)
    rp = app.scene
    assert scene_name(app) == "ReplayScene" and rp.review is not None and rp.viewer == 0
    app.run_frames(20)
    assert rp.review.calls >= 20        # stepped once a frame, never blocking the window
    # the review's first verdicts come from the search workers: a bounded wait in real time
    # (a loaded machine starts a process slowly), the frames going on meanwhile
    deadline = time.monotonic() + 60
    while rp.review.progress == 0 and time.monotonic() < deadline:
        app.run_frames(1)
        time.sleep(0.01)
    assert rp.review.progress > 0
    press(app, pygame.K_ESCAPE, frames=2)
    assert app.scene is results
