"""Digests of seeded games, to check that a speed-up changed no play (not a test: a tool).

For every registered game (or the ids given), at its fewest and most seats: ten seeded
random-move games and two rule-bot games, hashing the legal moves, every seat's view and
events, a clone's next move every seventh step, a sampled world's views now and then (tables
of up to six), and the result. Run it before and after a change, from the checkout to test:

    PYTHONHASHSEED=0 PYTHONPATH=. python tests/digest_games.py /tmp/before.json [ID ...]
    ... change ...
    PYTHONHASHSEED=0 PYTHONPATH=. python tests/digest_games.py /tmp/after.json [ID ...]
    python tests/digest_games.py --compare /tmp/before.json /tmp/after.json

(PYTHONHASHSEED fixed: a view's repr lists frozensets in hash order.) A full run takes
some ten minutes of a core, most of it the Мушки's long пульки at seven seats."""
import hashlib, json, random, sys, time
import rules.games  # noqa
from rules.registry import all_games

def h(x):
    return hashlib.sha1(repr(x).encode()).hexdigest()[:16]

def run(g, seats, seed, mode):
    st = g.start(seats, seed)
    rng = random.Random(seed * 7 + 1)
    H = hashlib.sha1()
    def put(x):
        H.update(repr(x).encode()); H.update(b"|")
    put([[e.for_seat(s) for e in st.start_events] for s in list(range(seats)) + [None]])
    step = 0
    while not st.over:
        seat = st.to_move
        legal = st.legal_actions()
        put(legal)
        if mode == "random":
            for s in list(range(seats)) + [None]:
                put(st.view(s))
            a = legal[rng.randrange(len(legal))]
        else:
            v = st.view(seat)
            put(v)
            a = g.rule_policy(v, rng)
        if step % 7 == 3:
            c = st.clone()
            l2 = c.legal_actions()
            put(("clone", c.apply(l2[len(l2) // 2], c.to_move), c.view(c.to_move) if not c.over else None))
        if mode == "random" and seed % 3 == 0 and step % 11 == 5 and seats <= 6:
            try:
                smp = g.world_sampler(st.view(seat))
                w = smp.sample(random.Random(step))
                put(("world", w.view(seat) == st.view(seat), w.view(seat), [w.view(s) for s in range(seats)]))
                l3 = w.legal_actions()
                put(("wmove", w.apply(l3[0], w.to_move)))
            except NotImplementedError:
                pass
        ev = st.apply(a, seat)
        put(a)
        for s in list(range(seats)) + [None]:
            put([e.for_seat(s) for e in ev])
        step += 1
    put(st.result())
    put(st.view(None))
    return H.hexdigest()[:16], step

def main(out, ids=None):
    res = {}
    for g in all_games():
        if ids and g.id not in ids:
            continue
        t0 = time.time()
        for seats in sorted({g.min_seats, g.max_seats}):
            for seed in range(10):
                res[f"{g.id}/{seats}/random/{seed}"] = run(g, seats, seed, "random")[0]
            for seed in range(2):
                res[f"{g.id}/{seats}/rule/{seed}"] = run(g, seats, 100 + seed, "rule")[0]
        print(g.id, round(time.time() - t0, 1), flush=True, file=sys.stderr)
        json.dump(res, open(out, "w"), indent=0, sort_keys=True)

def compare(a_path, b_path) -> int:
    a, b = json.load(open(a_path)), json.load(open(b_path))
    keys = sorted(set(a) & set(b))
    bad = [k for k in keys if a[k] != b[k]]
    print(f"{len(keys)} games compared, {len(bad)} differ", *bad[:20], sep="\n  ")
    return 1 if bad or not keys else 0


if __name__ == "__main__":
    if sys.argv[1] == "--compare":
        sys.exit(compare(sys.argv[2], sys.argv[3]))
    main(sys.argv[1], sys.argv[2:] or None)
