"""``python -m rules duel`` and ``python -m rules bench``: bot strength and engine speed.

duel  ID --a BOT --b BOT --games N [--seats K] [--seed S] [--jobs J] [--option k=v]
      [--log FILE] [--json]
      Paired seeds with seats rotated: deal d is played K times with the same seed, A
      sitting in seat 0, 1, … K-1 in turn and B in every other seat, so both sides get
      the same deals. Prints A's mean score, the fair share (the mean score per seat of
      the same games: what A would get if it were as good as B) and a 95 % interval for
      A's mean (normal approximation over the per-deal means, the deal being the
      independent unit). ``--log FILE`` appends one JSON line per finished game; run
      again with the same arguments, the games already in the file are not played
      again (a long duel survives an interruption and shows its progress).

bench [ID …] [--positions N] [--levels L,…] [--json]
      Per game: random playouts per second; moves per second through the public API
      (``moves_per_s``: legal_actions and apply with its checks, by the wall clock;
      ``moves_per_cpu_s``: the same moves by the process's CPU time, which a machine shared
      with other work does not slow down; ``moves_with_view_per_s``:
      the mover's view too, as the table and the rule bots need it); clone and world
      sample times in µs on mid-game positions; per bot level: decision time p50/p95 (and
      the search iterations) on mid-game positions. Seats: 3 where the game allows.

bench [ID …] --workers 1,2,… [--think-ms MS] [--positions N] [--json]
      The root-parallel search (rules/bots/parallel.py) on mid-game positions, for each
      number of worker processes: the search iterations of a decision (summed over the
      workers; p50), the iterations per second of wall time (all decisions together) and
      that rate against one worker's (``scaling``). The search is the game's own at a time
      budget of MS per decision (default: the normal level's); the workers are started and
      warmed before the clock runs. On a machine shared with other work the figures are
      the load's as much as the search's.
"""
from __future__ import annotations

import json
import math
import os
import random
import statistics
import sys
import time

from .bots import LEVELS, level_problem, make_bot
from .errors import RulesError
from .registry import all_games, get_game


# --- duel ---------------------------------------------------------------------
def deal_seed(seed: int, deal: int) -> int:
    return (seed * 1_000_033 + deal * 7_777_777 + 12_345) & 0x7FFFFFFF


def play_one(task) -> dict:
    """One game of a duel: (game id, seats, options, game seed, A's seat, A, B)."""
    game_id, seats, options, seed, a_seat, a, b = task
    game = get_game(game_id)
    state = game.start(seats, seed, options)
    bots = [make_bot(a if s == a_seat else b, game, s, seed) for s in range(seats)]
    t0 = time.perf_counter()
    while not state.over:
        seat = state.to_move
        state.apply(bots[seat].decide(state.view(seat)), seat)
    res = state.result()
    scores = list(res.scores)
    out = {"a": scores[a_seat], "b": (sum(scores) - scores[a_seat]) / (seats - 1),
           "fair": sum(scores) / seats, "moves": len(state.history),
           "seconds": time.perf_counter() - t0}
    if res.chips is not None:          # a chip game: what A won, too (its bots may play for it)
        out["a_chips"] = res.chips[a_seat]
    return out


def duel(game_id: str, a: str, b: str, games: int, seats: int | None = None, seed: int = 1,
         options: dict | None = None, jobs: int = 1, progress=None, log: str | None = None) -> dict:
    game = get_game(game_id)
    seats = seats if seats is not None else game.min_seats
    game.check_seats(seats)
    opts = game.resolve_options(options, seats)
    for lv in (a, b):
        problem = level_problem(lv)
        if problem is not None:
            raise RulesError(problem)
    tasks = [(game.id, seats, opts, deal_seed(seed, i // seats), i % seats, a, b) for i in range(games)]
    out = _open_log(log) if log else None      # before any game: a log that cannot be written is said at once
    done = _read_log(log, tasks) if log else {}
    todo = [i for i in range(games) if i not in done]
    t0 = time.perf_counter()
    if out and out.tell():
        out.seek(out.tell() - 1)
        if out.read(1) != "\n":
            out.write("\n")            # end a line torn by a kill, so the next record stands alone
    try:
        def record(i, r):
            done[i] = r
            if out:
                out.write(json.dumps({"task": _task_key(tasks[i]), "index": i, **r}) + "\n")
                out.flush()
            if progress:
                progress(len(done), games)
        if jobs > 1 and len(todo) > 1:
            import multiprocessing as mp
            # Not "fork": forking a process that runs threads (a test runner's, a GUI's) can
            # leave the child waiting forever on a lock another thread held.
            method = "forkserver" if "forkserver" in mp.get_all_start_methods() else "spawn"
            with mp.get_context(method).Pool(jobs) as pool:
                for i, r in zip(todo, pool.imap(play_one, [tasks[i] for i in todo], chunksize=1)):
                    record(i, r)
        else:
            for i in todo:
                record(i, play_one(tasks[i]))
    finally:
        if out:
            out.close()
    results = [done[i] for i in range(games)]
    wall = time.perf_counter() - t0
    blocks: dict = {}
    for t, r in zip(tasks, results):
        blocks.setdefault(t[3], []).append(r)
    per_deal = [statistics.fmean(r["a"] for r in rs) for rs in blocks.values()]
    diff = [statistics.fmean(r["a"] - r["fair"] for r in rs) for rs in blocks.values()]
    a_score = statistics.fmean(r["a"] for r in results)
    fair = statistics.fmean(r["fair"] for r in results)
    n = len(per_deal)
    half = 1.96 * statistics.stdev(per_deal) / math.sqrt(n) if n > 1 else None
    half_d = 1.96 * statistics.stdev(diff) / math.sqrt(n) if n > 1 else None

    def interval(mid, h):           # None (JSON null) with a single deal: no spread to measure
        return [round(mid - h, 4), round(mid + h, 4)] if h is not None else None
    return {"game": game.id, "a": a, "b": b, "games": games, "seats": seats, "seed": seed,
            "deals": n, "a_score": round(a_score, 4), "fair_share": round(fair, 4),
            "ci95": interval(a_score, half),
            "edge": round(a_score - fair, 4), "edge_ci95": interval(a_score - fair, half_d),
            "b_score": round(statistics.fmean(r["b"] for r in results), 4),
            "moves_per_game": round(statistics.fmean(r["moves"] for r in results), 1),
            "seconds": round(wall, 1), "jobs": jobs, "played_now": len(todo),
            **_chips_summary(tasks, results)}


def _chips_summary(tasks, results) -> dict:
    """A's mean chip gain per game and its 95 % interval (per-deal means), in a chip game."""
    if not results or any("a_chips" not in r for r in results):
        return {}
    blocks: dict = {}
    for t, r in zip(tasks, results):
        blocks.setdefault(t[3], []).append(r["a_chips"])
    per_deal = [statistics.fmean(v) for v in blocks.values()]
    mean = statistics.fmean(r["a_chips"] for r in results)
    if len(per_deal) < 2:
        return {"a_chips": round(mean, 2), "a_chips_ci95": None}
    half = 1.96 * statistics.stdev(per_deal) / math.sqrt(len(per_deal))
    return {"a_chips": round(mean, 2), "a_chips_ci95": [round(mean - half, 2), round(mean + half, 2)]}


def _open_log(path: str):
    try:
        return open(path, "a+", encoding="utf-8")
    except OSError as e:
        raise RulesError(f"cannot write the log {path!r}: {e.strerror or e}") from None


def _task_key(task) -> list:
    game_id, seats, options, seed, a_seat, a, b = task
    return [game_id, seats, sorted(options.items()), seed, a_seat, a, b]


def _read_log(path: str, tasks) -> dict:
    """{task index: result} for the games of this duel already in the log; lines of other
    duels are skipped, a torn last line (the run was killed mid-write) is ignored."""
    done = {}
    try:
        f = open(path, encoding="utf-8")
    except FileNotFoundError:
        return done
    keys = [json.loads(json.dumps(_task_key(t))) for t in tasks]
    with f:
        for line in f:
            try:
                rec = json.loads(line)
                i = rec["index"]
                if 0 <= i < len(tasks) and rec["task"] == keys[i]:
                    done[i] = {k: rec[k] for k in ("a", "b", "fair", "moves", "seconds", "a_chips") if k in rec}
            except (ValueError, KeyError, TypeError):
                continue
    return done


# --- bench --------------------------------------------------------------------
def _mid_positions(game, seats: int, count: int, seed: int = 7, choice: bool = True) -> list:
    """States about a third to two thirds through rule-bot games, with a real choice (in a
    game without choices, such as Тонтина, any states)."""
    out = []
    rng = random.Random(seed)
    s = 0
    while len(out) < count and s < count * 20:
        s += 1
        state = game.start(seats, seed * 1000 + s)
        trail = []
        while not state.over:
            seat = state.to_move
            if len(state.legal_actions()) > 1 or not choice:
                trail.append(state.clone())
            state.apply(game.rule_policy(state.view(seat), rng), seat)
        if trail:
            lo, hi = len(trail) // 3, max(len(trail) // 3 + 1, 2 * len(trail) // 3)
            out.append(trail[rng.randrange(lo, hi)])
    if not out and choice:
        return _mid_positions(game, seats, count, seed, choice=False)
    return out


def _bench_game(game, seats: int, positions: int, levels, seconds: float = 1.0) -> dict:
    rng = random.Random(1)
    # Random playouts per second, through legal_actions and apply (with its checks).
    n_play = moves = 0
    t0 = time.perf_counter()
    c0 = time.process_time()           # CPU time too: on a shared machine the wall clock is the load's
    seed = 0
    while time.perf_counter() - t0 < seconds:
        state = game.start(seats, seed)
        seed += 1
        while not state.over:
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))], state.to_move)
            moves += 1
        n_play += 1
    dt = time.perf_counter() - t0
    cpu = max(time.process_time() - c0, 1e-9)
    playouts_per_s = n_play / dt
    # Moves per second through the whole public API: legal_actions, the mover's view, apply.
    m = 0
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        state = game.start(seats, seed)
        seed += 1
        while not state.over:
            seat = state.to_move
            legal = state.legal_actions()
            state.view(seat)
            state.apply(legal[rng.randrange(len(legal))], seat)
            m += 1
    api_moves_per_s = m / (time.perf_counter() - t0)
    mids = _mid_positions(game, seats, positions)
    # Clone and world sample, µs each, over the mid-game positions.
    reps = 200
    t0 = time.perf_counter()
    for st in mids:
        for _ in range(reps):
            st.clone()
    clone_us = (time.perf_counter() - t0) / (reps * len(mids)) * 1e6
    sample_us = None
    views = [st.view(st.to_move) for st in mids]
    try:
        samplers = [game.world_sampler(v) for v in views]
        srng = random.Random(2)
        t0 = time.perf_counter()
        for smp in samplers:
            for _ in range(reps):
                smp.sample(srng)
        sample_us = (time.perf_counter() - t0) / (reps * len(samplers)) * 1e6
    except NotImplementedError:
        pass
    out = {"seats": seats, "playouts_per_s": round(playouts_per_s, 1),
           "moves_per_s": round(moves / dt), "moves_per_cpu_s": round(moves / cpu),
           "moves_with_view_per_s": round(api_moves_per_s),
           "clone_us": round(clone_us, 2), "sample_us": None if sample_us is None else round(sample_us, 2),
           "positions": len(mids), "levels": {}}
    for level in levels:
        times = []
        iters = []
        try:
            for i, (st, v) in enumerate(zip(mids, views)):
                bot = make_bot(level, game, v.seat, 1000 + i)
                t0 = time.perf_counter()
                bot.decide(v)
                times.append((time.perf_counter() - t0) * 1000)
                iters.append(getattr(bot, "done_iterations", 0))
        except NotImplementedError as e:
            out["levels"][level] = {"error": str(e)}
            continue
        times.sort()
        out["levels"][level] = {"p50_ms": round(_pct(times, 50), 1), "p95_ms": round(_pct(times, 95), 1),
                                "max_ms": round(times[-1], 1),
                                "iterations_p50": int(_pct(sorted(iters), 50))}
    return out


def _pct(xs, p):
    if not xs:
        return float("nan")
    k = (len(xs) - 1) * p / 100
    lo = math.floor(k)
    hi = min(lo + 1, len(xs) - 1)
    return xs[lo] + (xs[hi] - xs[lo]) * (k - lo)


def bench(ids=None, positions: int = 20, levels=("easy", "normal", "strong"), seats=None,
          seconds: float = 1.0, log=None) -> dict:
    games = [get_game(i) for i in ids] if ids else all_games()
    out = {}
    for g in games:
        n = seats if seats is not None else max(g.min_seats, min(3, g.max_seats))
        out[g.id] = _bench_game(g, n, positions, levels, seconds)
        if log:
            log(g.id, out[g.id])
    return out


def bench_workers(ids=None, workers=(1, 2), positions: int = 10, think_ms: float | None = None,
                  seats=None, log=None) -> dict:
    """Iterations per decision and per second of the parallel search, by worker count."""
    from .bots.base import NORMAL_MS, search_class
    from .bots.parallel import ParallelSearch, SearchPool
    think_ms = NORMAL_MS if think_ms is None else float(think_ms)
    games = [get_game(i) for i in ids] if ids else all_games()
    out = {}
    pools = {}
    try:
        for w in workers:               # started once, warmed, reused for every game
            pool = pools[w] = SearchPool(w)
            pool.wait([pool.submit(int, 0, slot=k) for k in range(w)], timeout_s=120)
        for g in games:
            n = seats if seats is not None else max(g.min_seats, min(3, g.max_seats))
            views = [st.view(st.to_move) for st in _mid_positions(g, n, positions)]
            row = {"seats": n, "think_ms": think_ms, "positions": len(views), "workers": {}}
            for w in workers:
                iters, walls = [], []
                lost = 0
                for i, v in enumerate(views):
                    bot = search_class(g)(g, v.seat, 2000 + i, time_ms=think_ms)
                    par = ParallelSearch(bot, pools[w])
                    t0 = time.perf_counter()
                    par.decide(v)
                    walls.append(time.perf_counter() - t0)
                    iters.append(par.done_iterations)
                    lost += par.fallback is not None
                per_s = sum(iters) / max(sum(walls), 1e-9)
                row["workers"][w] = {"iterations_p50": int(_pct(sorted(iters), 50)),
                                     "iterations_per_s": round(per_s, 1),
                                     "wall_ms_p50": round(_pct(sorted(walls), 50) * 1000, 1),
                                     "fallbacks": lost}
            base = row["workers"][workers[0]]["iterations_per_s"] / workers[0]
            for w in workers:
                r = row["workers"][w]
                r["scaling"] = round(r["iterations_per_s"] / base, 2) if base else None
            out[g.id] = row
            if log:
                log(g.id, row)
    finally:
        for pool in pools.values():
            pool.close()
    return out


# --- the command line -----------------------------------------------------------
def add_parsers(sub) -> None:
    from .cli import number_arg
    p = sub.add_parser("duel", help="match two bot levels with paired seeds, seats rotated")
    p.add_argument("game")
    p.add_argument("--a", required=True, help="bot A: a level (easy, normal, strong, rule, random), ismcts@N or mo@N")
    p.add_argument("--b", required=True, help="bot B, in every other seat")
    p.add_argument("--games", type=number_arg(1, None, "the number of games"), required=True)
    p.add_argument("--seats", type=number_arg(1, None, "the number of seats"), default=None,
                   help="players per game (default: the game's minimum)")
    p.add_argument("--seed", type=number_arg(what="the seed"), default=1)
    p.add_argument("--jobs", type=number_arg(1, 64, "the number of jobs"), default=1, help="worker processes")
    p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    p.add_argument("--log", metavar="FILE", help="append each game's result here; games already there are not replayed")
    p.add_argument("--json", action="store_true", help="end with one JSON line")
    p = sub.add_parser("bench", help="engine speed and bot decision times per game")
    p.add_argument("games", nargs="*", metavar="ID")
    p.add_argument("--positions", type=number_arg(1, None, "the number of positions"), default=20,
                   help="mid-game positions per game")
    p.add_argument("--levels", default="easy,normal,strong", help="bot levels to time, comma-separated")
    p.add_argument("--seats", type=number_arg(1, None, "the number of seats"), default=None,
                   help="players (default: 3, or the game's range)")
    p.add_argument("--workers", default=None, metavar="W,…",
                   help="instead: the parallel search's iterations by number of worker processes")
    p.add_argument("--think-ms", type=number_arg(1, 30_000, "the think time"), default=None,
                   help="with --workers: the search's time per decision (default: the normal level's)")
    p.add_argument("--json", action="store_true", help="end with one JSON line")


def run(args) -> int:
    from .cli import parse_options
    try:
        if args.cmd == "duel":
            if args.games < 1:
                raise RulesError("--games must be at least 1")
            res = duel(args.game, args.a, args.b, args.games, args.seats, args.seed,
                       parse_options(args.option), max(1, args.jobs), log=args.log)
            print(f"{res['game']}: {res['a']} against {res['b']} in {res['seats']} seats, "
                  f"{res['games']} games ({res['deals']} deals, seats rotated)")
            ci = f"{res['ci95'][0]:.3f}–{res['ci95'][1]:.3f}" if res["ci95"] else "—"
            print(f"A's mean score {res['a_score']:.3f} (95 % interval {ci}); "
                  f"fair share {res['fair_share']:.3f}; B's mean score {res['b_score']:.3f}; "
                  f"{res['seconds']:.0f} s")
            if "a_chips" in res:
                cc = res["a_chips_ci95"]
                print(f"A's mean chip gain {res['a_chips']:+.1f}"
                      + (f" (95 % interval {cc[0]:+.1f}–{cc[1]:+.1f})" if cc else ""))
            if args.json:
                print(json.dumps(res, ensure_ascii=False))
            return 0
        if args.workers is not None:
            return _run_workers(args)
        levels = [x.strip() for x in args.levels.split(",") if x.strip()]
        for lv in levels:
            problem = level_problem(lv)
            if problem is not None:
                raise RulesError(problem)

        def log(gid, r):
            print(f"{gid} ({r['seats']} seats): {r['playouts_per_s']:.0f} random playouts/s, "
                  f"{r['moves_per_s']} moves/s (legal_actions + apply; {r['moves_per_cpu_s']} per CPU second), "
                  f"{r['moves_with_view_per_s']} moves/s "
                  f"(legal_actions + view + apply); clone {r['clone_us']} µs, world sample {r['sample_us']} µs")
            for lv, t in r["levels"].items():
                if "error" in t:
                    print(f"  {lv}: {t['error']}")
                else:
                    print(f"  {lv}: decision p50 {t['p50_ms']} ms, p95 {t['p95_ms']} ms, "
                          f"max {t['max_ms']} ms ({t['iterations_p50']} iterations p50)")
        res = bench(args.games or None, max(1, args.positions), levels, args.seats, log=log)
        if args.json:
            print(json.dumps({"games": res}, ensure_ascii=False))
        return 0
    except RulesError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2


def _run_workers(args) -> int:
    try:
        workers = [int(x) for x in args.workers.split(",") if x.strip()]
    except ValueError:
        workers = []
    if not workers or any(not 1 <= w <= 64 for w in workers):
        raise RulesError(f"--workers takes worker counts from 1 to 64, comma-separated, not {args.workers!r}")
    workers = sorted(set(workers))

    def log(gid, r):
        cells = ", ".join(f"{w}: {t['iterations_p50']} it/decision, {t['iterations_per_s']:.0f} it/s "
                          f"(×{t['scaling']})" + (f", {t['fallbacks']} fallbacks" if t["fallbacks"] else "")
                          for w, t in r["workers"].items())
        print(f"{gid} ({r['seats']} seats, {r['think_ms']:.0f} ms a decision, {r['positions']} positions): {cells}",
              flush=True)
    print(f"{os.cpu_count()} cores; workers {', '.join(map(str, workers))}", flush=True)
    res = bench_workers(args.games or None, workers, max(1, args.positions),
                        args.think_ms, args.seats, log=log)
    if args.json:
        print(json.dumps({"games": res}, ensure_ascii=False))
    return 0
