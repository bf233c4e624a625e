"""Root-parallel search (rules/bots/parallel.py): the workers' statistics merged at the root,
deterministic for an iteration budget, the pool reused, a lost worker never hangs the search."""
from __future__ import annotations

import os
import signal
import sys
import time

import pytest

from rules import get_game
from rules.bots import make_bot
from rules.bots.parallel import ParallelSearch, SearchPool, search_job, split, worker_seed
from rules.bots.ismcts import ISMCTSBot


@pytest.fixture(scope="module")
def pool():
    p = SearchPool(2)
    yield p
    p.close()


def _position(game_id="durak_podkidnoy", seats=2, seed=7):
    g = get_game(game_id)
    st = g.start(seats, seed)
    return g, st, st.view(st.to_move)


def test_split_and_seeds():
    assert split(401, 2) == [201, 200] and split(3, 4) == [1, 1, 1, 0] and sum(split(999, 7)) == 999
    assert worker_seed(12345, 0) == 12345
    assert len({worker_seed(12345, k) for k in range(8)}) == 8


def test_same_seed_same_move_with_two_workers(pool):
    g, st, v = _position()
    runs = []
    for _ in range(2):
        b = ParallelSearch(make_bot("ismcts@300", g, st.to_move, 7), pool)
        runs.append((b.decide(v), b.bot.root_stats(), b.done_iterations))
        assert b.fallback is None and b.workers_used == 2
    assert runs[0] == runs[1]
    assert runs[0][2] > 150            # both workers' iterations are counted


def test_one_worker_searches_as_the_bot_in_process():
    g, st, v = _position(seed=3)
    alone = make_bot("ismcts@200", g, st.to_move, 3)
    a = alone.decide(v)
    p = SearchPool(1)
    try:
        b = ParallelSearch(make_bot("ismcts@200", g, st.to_move, 3), p)
        assert b.decide(v) == a
        assert b.bot.root_stats() == alone.root_stats()
    finally:
        p.close()


def test_merged_statistics_are_the_sum_of_the_workers(pool):
    g, st, v = _position(seed=11)
    b = ParallelSearch(make_bot("ismcts@240", g, st.to_move, 11), pool)
    b.decide(v)
    merged = b.bot.root_stats()
    # each worker's share, searched here in-process with the same recipe and seed
    kw = dict(iterations=120, time_ms=None, epsilon=0.1, c=0.7, rounds=4, anchor=1.0,
              max_ms=b.bot.max_ms, level="ismcts@240")
    parts = [search_job((ISMCTSBot, kw), g.id, st.to_move, 11, v, k, False) for k in (0, 1)]
    assert parts[0]["stats"] != parts[1]["stats"]          # two different sets of worlds
    keys = set(parts[0]["stats"]) | set(parts[1]["stats"])
    assert set(merged) == keys
    for key in keys:
        want = [sum(p["stats"].get(key, [0, 0.0, 0, 0.0])[i] for p in parts) for i in range(4)]
        assert merged[key] == pytest.approx(want)
    assert b.done_iterations == parts[0]["iterations"] + parts[1]["iterations"]


def test_the_pool_is_started_once_and_reused(pool):
    g, st, v = _position(seed=5)
    for turn_seed in (1, 2, 3):
        ParallelSearch(make_bot("ismcts@60", g, st.to_move, turn_seed), pool).decide(v)
    pids = pool.pids()
    ParallelSearch(make_bot("ismcts@60", g, st.to_move, 4), pool).decide(v)
    assert pool.started == 2 and pool.pids() == pids and pool.alive() == 2


def test_a_time_budget_search_collects_without_waiting(pool):
    g, st, v = _position(seed=9)
    b = ParallelSearch(make_bot("normal", g, st.to_move, 9), pool)
    b.start(v)
    t0 = time.perf_counter()
    polls = 0
    while not b.step(5.0):
        polls += 1
        time.sleep(0.005)
        assert time.perf_counter() - t0 < 60
    assert polls > 5                     # step() returned at once while the workers thought
    assert b.fallback is None and b.done_iterations > 0 and b.choice() in v.legal


def test_a_killed_worker_falls_back_in_process_and_the_pool_recovers():
    if sys.platform == "win32":
        pytest.skip("SIGKILL")
    g, st, v = _position(seed=13)
    p = SearchPool(2)
    try:
        b = ParallelSearch(make_bot("ismcts@100000", g, st.to_move, 13), p)
        b.bot.max_ms = 400.0                 # the in-process fallback stops there
        b.start(v)
        time.sleep(0.3)
        for pid in p.pids():
            os.kill(pid, signal.SIGKILL)
        t0 = time.perf_counter()
        while not b.step(20.0):
            assert time.perf_counter() - t0 < 30, "the search hung on a dead worker"
        assert b.fallback is not None and b.choice() in v.legal
        assert p.lost >= 1
        # the next decision starts new workers and uses them
        c = ParallelSearch(make_bot("ismcts@60", g, st.to_move, 13), p)
        assert c.decide(v) in v.legal and c.fallback is None and p.alive() == 2
    finally:
        p.close()
    assert p.alive() == 0


def test_a_failing_job_falls_back(pool):
    g, st, v = _position(seed=2)
    b = ParallelSearch(make_bot("ismcts@50", g, st.to_move, 2), pool)
    b.game = type("Unknown", (), {"id": "no_such_game"})()     # the workers cannot build it
    b.start(v)
    t0 = time.perf_counter()
    while not b.step(20.0):
        assert time.perf_counter() - t0 < 30
    assert b.fallback and "no_such_game" in b.fallback and b.choice() in v.legal


def _cpu_seconds(pid) -> float:
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def test_idle_workers_do_not_spin(pool):
    if not os.path.exists("/proc/self/stat"):
        pytest.skip("needs /proc")
    g, st, v = _position(seed=4)
    ParallelSearch(make_bot("ismcts@30", g, st.to_move, 4), pool).decide(v)
    before = [_cpu_seconds(pid) for pid in pool.pids()]
    time.sleep(0.6)
    after = [_cpu_seconds(pid) for pid in pool.pids()]
    assert all(b - a < 0.05 for a, b in zip(before, after))


@pytest.mark.slow
@pytest.mark.parametrize("game_id,seats", [("seka", 3), ("king", 3), ("lenturlu", 4)])
def test_deterministic_in_other_searches(pool, game_id, seats):
    g, st, v = _position(game_id, seats, 21)
    moves = {ParallelSearch(make_bot("ismcts@200" if g.search != "multiple" else "mo@200", g, st.to_move, 21),
                            pool).decide(v) for _ in range(2)}
    assert len(moves) == 1 and moves <= set(v.legal)


# --- the program: the table's bots think in the workers, the window keeps its frames --------
def _app_tools():
    import pygame
    from app_driver import make_app, post, press, click_widget, run_until, setup_for
    return pygame, make_app, post, press, click_widget, run_until, setup_for


def test_the_table_keeps_drawing_and_handling_events_while_a_bot_thinks(tmp_path):
    pygame, make_app, post, _, _, run_until, setup_for = _app_tools()
    from app import controllers
    app = make_app(tmp_path, setup_for("bot:ismcts@600,bot:rule", game="durak_podkidnoy", seed=3),
                   speed="instant")
    table = app.scene
    ctrl = table.session.controllers[0]
    assert run_until(app, lambda: table.state.to_move == 0 and ctrl.turn is not None and not ctrl.ready, 3000)
    assert isinstance(ctrl.bot, ParallelSearch) and ctrl.bot.pool is controllers.search_pool()
    played = len(table.state.history)
    frames, think = 0, 0.0
    t0 = time.perf_counter()
    while len(table.state.history) == played:
        pos = (100 + frames % 300, 200)
        post(pygame.MOUSEMOTION, pos=pos, rel=(1, 0), buttons=(0, 0, 0))
        app.run_frames(1)
        frames += 1
        think += app.think_log[-1]
        assert app.mouse == pos                         # the event was handled in its frame
        assert time.perf_counter() - t0 < 300
    assert ctrl.bot.fallback is None
    assert frames >= 3, "the bot answered before a frame went by: it did not think in the workers"
    # the event loop only collected: the iterations were made elsewhere
    assert ctrl.bot.done_iterations >= 300 and think < 0.5 * ctrl.bot.spent_ms, (think, ctrl.bot.spent_ms)


def test_bot_think_time_and_cores_are_saved_and_applied(tmp_path):
    import json
    pygame, make_app, _, press, click_widget, run_until, setup_for = _app_tools()
    from app import controllers
    from app.settings import Settings
    app = make_app(tmp_path)
    assert controllers.resolve_workers(0) == max(1, (os.cpu_count() or 1) - 1)
    press(app, pygame.K_F3)
    click_widget(app, "settings:bot_think", where="right", frames=1)
    assert app.settings.bot_think == "long" and controllers.think_factor() == 2.0
    before = app.scene.widget("settings:bot_cores").value
    assert before == controllers.resolve_workers(0)
    click_widget(app, "settings:bot_cores", where="right", frames=1)
    chosen = app.scene.widget("settings:bot_cores").value
    assert app.settings.bot_cores == chosen and controllers.search_pool().size == chosen
    if (os.cpu_count() or 1) > 1:
        assert chosen != before
    press(app, pygame.K_ESCAPE)
    kept = json.loads((tmp_path / "settings.json").read_text(encoding="utf-8"))
    assert kept["bot_think"] == "long" and kept["bot_cores"] == app.settings.bot_cores
    assert Settings.load().bot_think == "long"
    # a time level thinks twice as long; an iteration level is left alone
    game = get_game("durak_podkidnoy")
    st = game.start(2, 1)
    normal = controllers.BotController("normal", game, st.to_move, 1)
    fixed = controllers.BotController("ismcts@50", game, st.to_move, 1)
    normal.begin(st.view(st.to_move))
    fixed.begin(st.view(st.to_move))
    assert normal.search.time_ms == 2 * normal.base_ms and fixed.search.iterations == 50
    normal.stop()
    fixed.stop()
    # nonsense in the file: the defaults
    (tmp_path / "settings.json").write_text(json.dumps({"bot_think": "forever", "bot_cores": -3}))
    s = Settings.load()
    assert s.bot_think == "normal" and s.bot_cores == 0
    app.settings.bot_think, app.settings.bot_cores = "normal", 0
    app.settings_changed()
    assert controllers.search_pool().size == controllers.resolve_workers(0)


def test_the_review_in_the_workers_gives_the_verdicts_of_the_review_here(pool):
    import random as _random
    from app.review import Review
    g = get_game("durak_podkidnoy")
    st = g.start(2, 4)
    rng = _random.Random(4)
    while not st.over:                       # seat 0 plays at random: there is something to mark
        v = st.view(st.to_move)
        st.apply(rng.choice(v.legal) if st.to_move == 0 else g.rule_policy(v, rng))
    here = Review(g, 2, 4, {}, st.history, [0], iterations=30).run()
    there = Review(g, 2, 4, {}, st.history, [0], iterations=30, pool=pool)
    t0 = time.perf_counter()
    steps = 0
    while not there.step(5.0):
        steps += 1
        time.sleep(0.002)
        assert time.perf_counter() - t0 < 120
    assert there.pool is pool                 # no fallback: the workers did it
    assert steps > 1 and there.verdicts == here.verdicts and there.total == here.total
    assert there.iterations_done == here.iterations_done


@pytest.mark.slow
def test_bench_workers_reports_each_worker_count():
    from rules.cli_bots import bench_workers
    res = bench_workers(["durak_podkidnoy"], (1, 2), positions=2, think_ms=60)
    row = res["durak_podkidnoy"]["workers"]
    assert set(row) == {1, 2} and row[1]["scaling"] == 1.0
    assert all(r["iterations_p50"] > 0 and r["fallbacks"] == 0 for r in row.values())


@pytest.mark.slow
def test_the_hint_adds_the_workers_search_to_its_own(pool):
    from app.controllers import HintRunner
    g, st, v = _position(seed=17)
    pool.wait([pool.submit(int, 0, slot=k) for k in range(pool.size)], 60)     # warm
    helped = 0
    for _ in range(3):          # a loaded machine may make the workers late once or twice
        r = HintRunner(g, st.to_move, 17, pool=pool)
        r.base_ms = 2500.0      # room for a loaded machine's latency (the workers get 80 % of it)
        r.begin(v)
        while not r.think(10.0):
            time.sleep(0.01)
        own = r.helper.done_iterations
        if r.helped:
            helped += 1
            assert r.iterations > own > 0 and r.choice() in v.legal
    assert helped
