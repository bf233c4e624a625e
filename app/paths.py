"""Where the program keeps its settings and saves: the user's data folder.

``LOMBER_DATA_DIR`` overrides it (tests use a temporary folder).
"""
from __future__ import annotations

import os
from pathlib import Path


def data_dir() -> Path:
    override = os.environ.get("LOMBER_DATA_DIR")
    if override:
        path = Path(override)
    else:
        import pygame
        try:
            path = Path(pygame.system.get_pref_path("lomber", "lomber"))
        except Exception:  # no SDL pref path on this system: fall back to the home folder
            path = Path.home() / ".lomber"
    path.mkdir(parents=True, exist_ok=True)
    return path
