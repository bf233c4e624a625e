"""Seeded traces of the durak family: what a player can observe of a game, as a digest per game.

The traces were recorded from the hand-written state (before the family moved onto
rules.tabletop) into ``tests/data/durak_traces.json``; ``tests/test_durak_traces.py``
checks that every seeded game still plays identically: at every step the legal actions,
the rule bot's choice (from the full view and from the playout view), every seat's view
(zones with their known cards, positions and faces; the public mapping; to_move, over,
result, turn) and a spectator's, every event as each seat sees it (``for_seat``), now and
then a world sampled for the search bot (its views of every seat and its next events);
at the end the result.

    python tests/durak_traces.py record    # rewrite the digests (only on purpose)
    python tests/durak_traces.py check     # compare, all games
"""
from __future__ import annotations

import hashlib
import json
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from rules import get_game  # noqa: E402

DATA = Path(__file__).resolve().parent / "data" / "durak_traces.json"
IDS = ("durak_podkidnoy", "durak_perevodnoy", "durak_prostoy", "durak_slepoy", "durak_bubnovy",
       "akulina", "verish_1")
PER = 20            # seeded games per id and seat count


def _cases() -> list:
    out = []
    for gid in IDS:
        g = get_game(gid)
        for seats in range(g.min_seats, g.max_seats + 1):
            for k in range(PER):
                out.append((gid, seats, k))
    return out


CASES = _cases()
ALL = len(CASES)


def setup(i: int):
    """Game ``i``: its id, seat count, seed and options (each option drawn from the
    choices that fit the seat count, from a generator seeded by ``i``)."""
    gid, seats, k = CASES[i]
    g = get_game(gid)
    r = random.Random(7919 * i + 17)
    opts = {}
    for o in g.options:
        ch = o.choices_for(seats)
        opts[o.key] = ch[0] if k < 2 else r.choice(ch)     # the first two: the defaults
    return gid, seats, 9000 + i, opts


def _card(c):
    return None if c is None else c.code


def _val(v):
    """A stable text of a public value (cards by code, mappings sorted)."""
    from rules.cards import Card
    if isinstance(v, Card):
        return v.code
    if isinstance(v, (tuple, list)):
        return tuple(_val(x) for x in v)
    if isinstance(v, (set, frozenset)):
        return ("set",) + tuple(sorted(repr(_val(x)) for x in v))
    if hasattr(v, "items"):
        return ("map",) + tuple(sorted((repr(k), _val(x)) for k, x in v.items()))
    return v


def _event(e):
    return (e.what, e.seat, tuple(_card(c) for c in e.cards), e.src, e.dst, e.index, e.count,
            None if e.visible_to is None else tuple(sorted(e.visible_to)), repr(_val(e.data)))


def _action(a):
    return json.dumps(a.to_json(), sort_keys=True)


def _view(v):
    zones = tuple((name, z.kind, tuple(_card(c) for c in z.cards), z.owner, tuple(_card(c) for c in z.known),
                   z.positions, z.capacity, z.face) for name, z in v.zones.items())
    res = v.result
    res = None if res is None else (res.placings, res.scores, res.draw, res.losers, res.reason,
                                    repr(getattr(res, "held", None)))
    return (v.game, v.seat, v.seats, v.to_move, tuple(_action(a) for a in v.legal), zones,
            tuple(_card(c) for c in v.deck), _val(v.record()), v.over, res, v.turn)


def _hash(x) -> str:
    return hashlib.sha256(repr(x).encode()).hexdigest()[:16]


def trace(i: int) -> list:
    gid, seats, seed, opts = setup(i)
    G = get_game(gid)
    s = G.start(seats, seed, opts)
    rule_rng = random.Random(seed)
    light_rng = random.Random(seed)
    play_rng = random.Random(-seed)
    everyone = (None, *range(seats))
    out = [("start", gid, seats, seed, repr(sorted(opts.items(), key=repr)),
            tuple(tuple(_event(e.for_seat(r)) for e in s.start_events) for r in everyone))]
    step = 0
    while not s.over:
        seat = s.to_move
        legal = s.legal_actions()
        v = s.view(seat)
        assert tuple(legal) == v.legal
        choice = G.rule_policy(v, rule_rng)
        light = G.rule_policy(s.playout_view(seat), light_rng)
        row = [step, seat, tuple(_action(a) for a in legal), _action(choice), _action(light),
               _hash(tuple(_view(s.view(r)) for r in everyone))]
        if step % 9 == 4:
            wrng = random.Random(seed * 31 + step)
            w = G.world_sampler(v).sample(wrng)
            wv = tuple(_view(w.view(r)) for r in everyone)
            assert wv[1 + seat] == _view(v)
            wa = G.rule_policy(w.view(seat), random.Random(step))
            wev = w.apply(wa, seat)
            row.append(_hash((wv, _action(wa), tuple(tuple(_event(e.for_seat(r)) for e in wev) for r in everyone),
                              _view(w.view(None)))))
        act = choice if i % 2 == 0 else legal[play_rng.randrange(len(legal))]
        ev = s.apply(act, seat)
        row.append(tuple(tuple(_event(e.for_seat(r)) for e in ev) for r in everyone))
        out.append(tuple(row))
        step += 1
    out.append(("end", _view(s.view(None)), len(s.history)))
    return out


def digest(i: int) -> str:
    return hashlib.sha256(repr(trace(i)).encode()).hexdigest()


def main(argv) -> int:
    cmd = argv[1] if len(argv) > 1 else "check"
    if cmd == "record":
        DATA.write_text(json.dumps([digest(i) for i in range(ALL)], indent=0) + "\n", encoding="utf-8")
        print(f"recorded {ALL} games")
        return 0
    want = json.loads(DATA.read_text(encoding="utf-8"))
    only = set(argv[2].split(",")) if len(argv) > 2 else None
    idx = [i for i in range(ALL) if only is None or CASES[i][0] in only]
    bad = [i for i in idx if digest(i) != want[i]]
    print(f"{len(idx) - len(bad)} of {len(idx)} games identical" + (f"; differ: {bad}" if bad else ""))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
