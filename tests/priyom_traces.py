"""Seeded traces of «Игра в приём»: what a player can observe of a game, as a digest per game.

The traces were recorded from the hand-written state (before the game moved onto
rules.tabletop) into ``tests/data/priyom_traces.json``; ``tests/test_priyom_traces.py``
checks that every seeded game still plays identically: the same legal actions, the same
events (kind, seat, cards, src, dst, index, count, visibility, data), the same zones each
seat sees, the same rule-bot choice at every step, the same result.

    python tests/priyom_traces.py record    # rewrite the digests (only on purpose)
    python tests/priyom_traces.py check     # compare, all games
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

DATA = Path(__file__).resolve().parent / "data" / "priyom_traces.json"
GAMES = 300            # seeded games; then the hand-built positions of LOOPS
G = get_game("priyom")

_TURNS = ("until_take", "one", "take_again")


def setup(i: int):
    """Seats 2–15 and every combination of the options (the legacy booleans too)."""
    seats = 2 + i % 14
    turn = _TURNS[(i // 3) % 3]
    if i % 25 == 7:
        turn = (i // 25) % 2 == 0           # an old save's boolean: False = one, True = take_again
    opts = {"deck": (36, 32, 52)[i % 3], "chain_before_ring_empty": turn,
            "limit": (20, 10, 40)[(i // 9) % 3]}
    if i % 50 == 49:
        opts["limit"] = 10                   # short: some end at the move limit
    return seats, 5000 + i, opts


def _card(c):
    return None if c is None else c.code


def _event(e):
    return (e.what, e.seat, tuple(_card(c) for c in e.cards), e.src, e.dst, e.index, e.count,
            None if e.visible_to is None else tuple(sorted(e.visible_to)), repr(e.data))


def _zones(view):
    return tuple((name, z.kind, tuple(_card(c) for c in z.cards), z.owner, z.positions, z.capacity, z.face)
                 for name, z in view.zones.items())


def trace(i: int) -> list:
    """Game ``i``: even games played by the rule bot, odd ones at random; at every step the
    legal actions, the rule bot's choice, the zones each seat sees (every few steps), and
    every event; at the end the result."""
    if i >= GAMES + len(LOOPS):
        return new_trace(i - GAMES - len(LOOPS))
    if i >= GAMES:
        return loop_trace(i - GAMES)
    seats, seed, opts = setup(i)
    s = G.start(seats, seed, opts)
    return _play(s, i, seed)


# Seeded games never reach the one-suit circle (its check is rare): hand-built positions
# with the ring gone and every card left of one suit, played by the rule bot (seat
# count, the hands, the middle, the mover, the turn option).
LOOPS = (
    (3, ("7S 8S", "9S 10S", "JS QS KS"), "", 0, "until_take"),
    (2, ("7S 8S 9S", "10S"), "6S", 1, "one"),
    (4, ("7H", "8H 9H", "10H JH", "QH KH AH"), "6H", 2, "take_again"),
    (3, ("", "7C 8C", "9C"), "10C JC", 1, "until_take"),
    (5, ("6D", "7D", "8D", "9D", "10D JD"), "", 4, "one"),
    (2, ("7S 8S", "9S 10S"), "", 0, "one"),
    (2, ("AH", "KH QH"), "JH", 1, "take_again"),
)


def loop_position(k: int):
    from rules import Card
    seats, hands, middle, current, turn = LOOPS[k]
    s = G.start(seats, 77 + k, {"deck": 36, "chain_before_ring_empty": turn, "limit": 20})   # as recorded
    s.zones["ring"] = [None] * 36
    s.zones["middle"] = [Card.parse(x) for x in middle.split()]
    for i, h in enumerate(hands):
        s.zones[f"hand{i}"] = [Card.parse(x) for x in h.split()]
    s.known = {f"hand{i}": tuple(s.zones[f"hand{i}"]) for i in range(seats) if s.zones[f"hand{i}"]}
    s.pub.ring_left = 0
    s.pub.current = current
    return s


def loop_trace(k: int) -> list:
    return _play(loop_position(k), 0, 1000 + k)


# The default since issue 26: a take matches the previous player's card
# («until_previous») and no move limit (a position after a take seen a third time ends a
# deal). Recorded after the games above, which keep their digests.
NEW_GAMES = 28


def new_setup(k: int):
    return 2 + k % 14, 7000 + k, {"deck": (36, 32, 52)[k % 3], "chain_before_ring_empty": "until_previous",
                                  "limit": 0}


def new_trace(k: int) -> list:
    seats, seed, opts = new_setup(k)
    return _play(G.start(seats, seed, opts), k, seed)


def _play(s, i: int, seed: int) -> list:
    seats = s.seats
    rule_rng = random.Random(seed)
    play_rng = random.Random(-seed)
    out = [("start", seats, seed, repr(sorted(s.options.items())), tuple(_event(e) for e in s.start_events))]
    step = 0
    while not s.over:
        seat = s.to_move
        legal = s.legal_actions()
        v = s.view(seat)
        assert tuple(legal) == v.legal
        choice = G.rule_policy(v, rule_rng)
        row = [step, seat, tuple(a.to_json() and json.dumps(a.to_json(), sort_keys=True) for a in legal),
               json.dumps(choice.to_json(), sort_keys=True), v.out, v.public["again"]]
        if step % 7 == 0:
            row.append(tuple(_zones(s.view(r)) for r in (None, *range(seats))))
        act = choice if i % 2 == 0 else legal[play_rng.randrange(len(legal))]
        row.append(tuple(_event(e) for e in s.apply(act, seat)))
        out.append(tuple(row))
        step += 1
    r = s.result()
    out.append(("result", r.placings, r.scores, r.draw, r.losers, r.reason, repr(getattr(r, "held", None)),
                len(s.history), _zones(s.view(None))))
    return out


ALL = GAMES + len(LOOPS) + NEW_GAMES


def digest(i: int) -> str:
    return hashlib.sha256(repr(trace(i)).encode()).hexdigest()


def main(argv) -> int:
    cmd = argv[1] if len(argv) > 1 else "check"
    if cmd == "record":
        DATA.write_text(json.dumps([digest(i) for i in range(ALL)], indent=0) + "\n", encoding="utf-8")
        print(f"recorded {ALL} games")
        return 0
    want = json.loads(DATA.read_text(encoding="utf-8"))
    bad = [i for i in range(ALL) if digest(i) != want[i]]
    print(f"{ALL - len(bad)} of {ALL} games identical" + (f"; differ: {bad}" if bad else ""))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
