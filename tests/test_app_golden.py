"""Golden screenshots: one game of each family, mid-game, at 1280×720, 1920×1080, 2560×1440
and 3840×2160, against pictures recorded and looked at (tests/data/golden/, kept at 384×216:
what they guard is the layout — where everything sits and how large — not the pixels of
a glyph). Beside the picture, the scale: the player's cards and the log's words keep the
same share of the window at every size (nothing tiny on a 4K screen).

A layout change that is meant: ``LOMBER_GOLDEN_WRITE=1 python -m pytest -m slow
tests/test_app_golden.py`` writes the pictures anew — then look at every one before
committing them. A failure leaves the picture and its difference in the test's tmp folder.
"""
from __future__ import annotations

import os
from pathlib import Path

import pygame
import pytest

from app_driver import make_app, run_until, setup_for

GOLDEN = Path(__file__).parent / "data" / "golden"
THUMB = (384, 216)
SIZES = [(1280, 720), (1920, 1080), (2560, 1440), (3840, 2160)]
# one game per family: (id, seats, moves played before the picture)
FAMILIES = [("priyom", 4, 24), ("lenturlu", 4, 14), ("durak_podkidnoy", 3, 10), ("durak_navalenny", 4, 10),
            ("mushka", 4, 10), ("king", 4, 10), ("napoleon", 4, 8), ("dva_ryada", 2, 10), ("kometa", 3, 10),
            ("ya_umirayu", 3, 12), ("vorona", 4, 12), ("verish_2", 4, 8)]


def _position(app, moves):
    """The same position every run: the human plays his first legal action, the bots theirs."""
    table = app.scene
    while len(table.state.history) < moves and not table.state.over:
        if table.ready_for_input:
            table.choose(table.view.legal[0])
        app.run_frames(1)
    run_until(app, lambda: not table.animator.busy, 600)
    app.run_frames(2)


def _differs(a, b):
    """(mean absolute difference per channel, share of pixels off by more than 48)."""
    pa, pb = pygame.image.tobytes(a, "RGB"), pygame.image.tobytes(b, "RGB")
    total = far = 0
    for i in range(0, len(pa), 3):
        d0, d1, d2 = abs(pa[i] - pb[i]), abs(pa[i + 1] - pb[i + 1]), abs(pa[i + 2] - pb[i + 2])
        total += d0 + d1 + d2
        far += max(d0, d1, d2) > 48
    n = len(pa) // 3
    return total / (3 * n), far / n


@pytest.mark.slow
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("gid,seats,moves", FAMILIES, ids=[f[0] for f in FAMILIES])
def test_golden_table(tmp_path, gid, seats, moves, size):
    spec = ",".join(["human"] + ["bot:rule"] * (seats - 1))
    app = make_app(tmp_path, setup=setup_for(spec, seed=7, game=gid), size=size, lang="ru", speed="instant")
    _position(app, moves)
    table = app.scene
    # the scale: the player's own cards a fixed share of the window's height at every size
    # (the layout gives them min(136 u, 0.2 h), u = min(w/1280, h/720))
    u = min(size[0] / 1280, size[1] / 720)
    own = [s for s in table.frame.sprites.values() if s.zone == f"hand{table.bottom}" and s.card is not None]
    if own:
        assert max(s.h for s in own) >= 0.8 * min(136 * u, 0.2 * size[1]), (gid, size)
    assert table.frame.unit == pytest.approx(u, rel=0.01)
    shot = tmp_path / f"{gid}_{size[0]}.png"
    app.screenshot(str(shot))
    thumb = pygame.transform.smoothscale(pygame.image.load(str(shot)).convert(), THUMB)
    golden = GOLDEN / f"{gid}_{size[0]}x{size[1]}.png"
    if os.environ.get("LOMBER_GOLDEN_WRITE"):
        GOLDEN.mkdir(parents=True, exist_ok=True)
        pygame.image.save(thumb, str(golden))
        return
    assert golden.exists(), f"no golden picture {golden.name}: record with LOMBER_GOLDEN_WRITE=1 and look at it"
    want = pygame.image.load(str(golden)).convert()
    mean, far = _differs(thumb, want)
    if mean > 4.0 or far > 0.02:
        pygame.image.save(thumb, str(tmp_path / f"got_{golden.name}"))
        diff = thumb.copy()
        diff.blit(want, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
        pygame.image.save(diff, str(tmp_path / f"diff_{golden.name}"))
    assert mean <= 4.0 and far <= 0.02, (f"{golden.name}: the table differs from its golden picture "
                                         f"(mean {mean:.1f}, {far:.1%} of pixels far off); see {tmp_path}")
