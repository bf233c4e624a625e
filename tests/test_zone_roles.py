"""Zones have roles (issue 27 item 1): every zone of every game's view names its role from
the closed set ``rules.view.ROLES``, and a zone spec with another role is refused."""
from __future__ import annotations

import pytest

from rules import all_games
from rules.tabletop import ZoneSpec
from rules.view import ROLES


@pytest.mark.parametrize("game", all_games(), ids=lambda g: g.id)
def test_every_zone_has_a_role_from_the_closed_set(game):
    for seats in sorted({game.min_seats, game.max_seats}):
        state = game.start(seats, 1)
        for seat in (None, 0):
            for z in state.view(seat).zones.values():
                assert z.kind in ROLES, (game.id, z.name, z.kind)


def test_a_role_outside_the_set_is_refused():
    with pytest.raises(ValueError):
        ZoneSpec("heap", "up")
    assert ZoneSpec("pile", "up").kind == "pile"
