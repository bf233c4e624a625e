"""Write finished games as the program keeps them (app.replays.keep) into tests/data/replays_v2."""
import json, random, sys
from pathlib import Path
sys.path.insert(0, 'tests')
from app import replays
from app.setup import Setup, SeatSpec
from rules import get_game
out = Path('tests/data/replays_v2')
def zones_of(view):
    return {n: [c.code if c is not None else None for c in z.cards] for n, z in sorted(view.zones.items())}
expected = {}
cases = [("durak_prostoy", 3, 11, {}), ("lenturlu", 4, 12, {"deals": 2}), ("priyom", 3, 13, {}),
         ("mushka", 4, 14, {}), ("king", 3, 15, {}), ("verish_2", 4, 16, {}), ("svinki", 4, 17, {})]
for gid, n, seed, opts in cases:
    g = get_game(gid)
    options = g.resolve_options(opts, n)
    st = g.start(n, seed, options)
    rng = random.Random(seed)
    while not st.over:
        legal = st.legal_actions()
        st.apply(rng.choice(legal))
    setup = Setup(gid, [SeatSpec("bot", "rule", f"P{i}") for i in range(n)], options, seed)
    p = replays.keep(st, setup, root=Path('/tmp/rp'))
    name = f"{gid}.json"
    (out / name).write_bytes(p.read_bytes())
    expected[name] = {"game": gid, "actions": len(st.history), "result": st.result().to_json(),
                      "public_zones": zones_of(st.view(None))}
(out / "expected.json").write_text(json.dumps(expected, ensure_ascii=False, indent=1), encoding="utf-8")
print(json.dumps({k: v["actions"] for k, v in expected.items()}))
