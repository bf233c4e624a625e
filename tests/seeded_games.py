"""Seeded rule-bot games of every registered game, kept as a person can read them: the moves
(seat, kind, cards, slot, value), the result (places, losers, reason, chips) and every zone as a
spectator sees it at the end. ``tests/test_seeded_games.py`` replays the moves (each must be
legal for the seat to move) and checks the result and the zones, and has the rule bots play the
same seeds again to the same moves.

They replace the digests recorded from the pre-v2 engines (a hash tells that something changed,
not what): where a rule changes on purpose, re-record that game and read the difference.

    python tests/seeded_games.py record [ID ...]   # rewrite (only on purpose, reading the diff)
    python tests/seeded_games.py check [ID ...]
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from rules import all_games, get_game  # noqa: E402
from rules.bots import make_bot  # noqa: E402

DATA = Path(__file__).resolve().parent / "data" / "seeded_games"
SEEDS = (1, 2)
# Games whose default match is long: the kept games play one deal of it (the seeds' rules are
# the same in every deal; the long matches are played out by the conformance kit and the slow
# tests).
SHORT = {"lenturlu": {"deals": 1}}


def move_text(seat: int, a) -> str:
    """«2 play 9C QH @ring#4 =2»: the seat, the kind, the cards, the zone and slot (a Durak
    defence names only the slot: the attack card it beats), the value."""
    out = [str(seat), a.kind] + [c.code for c in a.cards]
    if a.zone is not None or a.index is not None:
        out.append(("" if a.zone is None else f"@{a.zone}") + ("" if a.index is None else f"#{a.index}"))
    if a.value is not None:
        out.append(f"={a.value}")
    return " ".join(out)


def zones_text(view) -> dict:
    return {n: " ".join("··" if c is None else c.code for c in z.cards) for n, z in sorted(view.zones.items())}


def result_text(r) -> dict:
    return {"placings": list(r.placings), "losers": list(r.losers), "reason": r.reason, "draw": r.draw,
            "chips": None if r.chips is None else list(r.chips)}


def cases(game) -> list:
    seats = sorted({game.min_seats, game.max_seats})
    return [(n, seed, SHORT.get(game.id, {})) for n in seats for seed in SEEDS]


def play(game, seats: int, seed: int, options: dict):
    """The rule bots' game: (state at the end, the moves as text)."""
    s = game.start(seats, seed, options)
    bots = [make_bot("rule", game, i, seed) for i in range(seats)]
    moves = []
    while not s.over:
        seat = s.to_move
        a = bots[seat].decide(s.view(seat))
        moves.append(move_text(seat, a))
        s.apply(a, seat)
    return s, moves


def record(ids) -> None:
    DATA.mkdir(parents=True, exist_ok=True)
    for gid in ids:
        g = get_game(gid)
        kept = []
        for seats, seed, opts in cases(g):
            s, moves = play(g, seats, seed, opts)
            kept.append({"seats": seats, "seed": seed, "options": s.options, "moves": moves,
                         "result": result_text(s.result()), "final": zones_text(s.view(None))})
        (DATA / f"{gid}.json").write_text(json.dumps({"game": gid, "games": kept}, ensure_ascii=False, indent=1)
                                          + "\n", encoding="utf-8")
        print(gid, [len(k["moves"]) for k in kept])


def kept(gid: str) -> list:
    return json.loads((DATA / f"{gid}.json").read_text(encoding="utf-8"))["games"]


if __name__ == "__main__":
    cmd, *ids = sys.argv[1:] or ["check"]
    ids = ids or [g.id for g in all_games()]
    if cmd == "record":
        record(ids)
    else:
        import pytest
        sys.exit(pytest.main([str(Path(__file__).with_name("test_seeded_games.py")), "-q", "-k", " or ".join(ids)]))
