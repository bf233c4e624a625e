"""tools/table_shots.py: the screenshots to look at (issue 28)."""
from __future__ import annotations

import importlib.util
import os

import pytest

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")


def _tool():
    spec = importlib.util.spec_from_file_location("table_shots", os.path.join(ROOT, "tools", "table_shots.py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_the_pictures_are_not_kept_in_the_repository():
    with pytest.raises(SystemExit):
        _tool().main([os.path.join(ROOT, "shots")])
    assert not os.path.exists(os.path.join(ROOT, "shots"))


@pytest.mark.slow
def test_a_game_is_shot_at_its_start_and_mid_game(tmp_path):
    import pygame
    assert _tool().main([str(tmp_path), "--games", "dva_ryada", "--sizes", "800x480", "--mid", "2",
                         "--no-results"]) == 0
    for moment in ("start", "mid"):
        img = pygame.image.load(str(tmp_path / f"dva_ryada-2p-800x480-{moment}.png"))
        assert img.get_size() == (800, 480)
    assert "start,mid" in (tmp_path / "index.txt").read_text(encoding="utf-8")
