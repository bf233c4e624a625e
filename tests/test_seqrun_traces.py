"""Лентюрлю, Комета and Манилья play exactly as they did before the sequence-run family
moved onto rules.tabletop: seeded games against digests recorded from the hand-written
states (tests/seqrun_traces.py) — views of every seat, events as each seat gets them,
clones and sampled worlds."""
import json

import pytest

import seqrun_traces as T

WANT = json.loads(T.DATA.read_text(encoding="utf-8"))

# the short games (a few seconds all together); the rest are slow
FAST = {"lenturlu": (0, 1, 2, 4, 6, 7, 8, 9, 10, 11, 12, 13, 14, 16, 17, 18, 19, 20, 22),
        "kometa": (0, 2, 3, 4, 8, 11, 12, 20, 21, 23),
        "manilya": (0, 1, 2, 4, 5, 6, 8, 9, 11, 12, 16, 18, 20)}


@pytest.mark.parametrize("gid,i", [(g, i) for g in T.IDS for i in FAST[g]])
def test_a_seeded_game_plays_as_recorded(gid, i):
    assert T.digest(gid, i) == WANT[gid][i], T.setup(gid, i)


@pytest.mark.slow
@pytest.mark.parametrize("gid,i", [(g, i) for g in T.IDS for i in range(T.GAMES) if i not in FAST[g]])
def test_every_seeded_game_plays_as_recorded(gid, i):
    assert T.digest(gid, i) == WANT[gid][i], T.setup(gid, i)


def test_the_recordings_cover_every_seat_count():
    from rules import get_game
    for gid in T.IDS:
        g = get_game(gid)
        assert {T.setup(gid, i)[0] for i in FAST[gid]} == set(range(g.min_seats, g.max_seats + 1))
