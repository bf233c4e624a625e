"""The durak family plays exactly as it did before it moved onto rules.tabletop: seeded
games of every id and seat count against digests recorded from the hand-written state
(tests/durak_traces.py)."""
import json

import pytest

import durak_traces as T

WANT = json.loads(T.DATA.read_text(encoding="utf-8"))


@pytest.mark.parametrize("i", range(0, T.ALL, 10))
def test_a_seeded_game_plays_as_recorded(i):
    assert T.digest(i) == WANT[i], T.setup(i)


@pytest.mark.slow
@pytest.mark.parametrize("i", [i for i in range(T.ALL) if i % 10])
def test_every_seeded_game_plays_as_recorded(i):
    assert T.digest(i) == WANT[i], T.setup(i)
