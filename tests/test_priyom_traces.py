"""«Игра в приём» plays exactly as it did before it moved onto rules.tabletop: seeded games
and hand-built one-suit circles against digests recorded from the hand-written state, and
games of the default reading since issue 26 (tests/priyom_traces.py)."""
import json

import pytest

import priyom_traces as T

WANT = json.loads(T.DATA.read_text(encoding="utf-8"))


@pytest.mark.parametrize("i", [*range(0, T.GAMES, 10), *range(T.GAMES, T.ALL)])
def test_a_seeded_game_plays_as_recorded(i):
    assert T.digest(i) == WANT[i], T.setup(i) if i < T.GAMES else i


@pytest.mark.slow
@pytest.mark.parametrize("i", [i for i in range(T.GAMES) if i % 10])
def test_every_seeded_game_plays_as_recorded(i):
    assert T.digest(i) == WANT[i], T.setup(i)
