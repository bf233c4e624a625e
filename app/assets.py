"""Locating the program's data files (fonts, later sounds) in the top-level ``assets/`` folder.

The folder sits next to the ``app`` and ``rules`` packages, both in a source checkout and
when installed (it is shipped as package data beside them).  Under PyInstaller it is
bundled as ``assets/`` inside ``sys._MEIPASS``.  The current directory is never consulted.
"""
from __future__ import annotations

import sys
from functools import lru_cache
from pathlib import Path

__all__ = ["assets_dir", "asset_path", "font_path", "FONT_FILES"]

#: Short names accepted by :func:`font_path`, besides plain file names.
FONT_FILES = {
    "sans": "DejaVuSans.ttf",
    "sans-bold": "DejaVuSans-Bold.ttf",
    "serif": "DejaVuSerif.ttf",
    "serif-bold": "DejaVuSerif-Bold.ttf",
}


def _candidates() -> list[Path]:
    found: list[Path] = []
    if getattr(sys, "frozen", False):
        # PyInstaller (one-folder): the bundle's own data folder, `_internal/` beside the
        # executable. Nothing is looked for beside the executable itself.
        meipass = getattr(sys, "_MEIPASS", None)
        if meipass:
            found.append(Path(meipass) / "assets")
    # Source checkout and installed wheel alike: assets/ is a sibling of app/.
    # (importlib.resources.files("assets") is deliberately not used: "assets" is not a
    # regular package and a lookup by that name could find a folder in the current
    # directory or another distribution's "assets".)
    found.append(Path(__file__).resolve().parent.parent / "assets")
    return found


@lru_cache(maxsize=1)
def assets_dir() -> Path:
    """The folder that holds ``fonts/`` and the other data files."""
    for cand in _candidates():
        if (cand / "fonts").is_dir():
            return cand
    raise FileNotFoundError("the lomber 'assets' folder was not found next to the app package")


def asset_path(*parts: str) -> str:
    """Absolute path of a data file, e.g. ``asset_path("fonts", "DejaVuSans.ttf")``."""
    path = assets_dir().joinpath(*parts)
    if not path.exists():
        raise FileNotFoundError(f"missing asset: {'/'.join(parts)}")
    return str(path)


def font_path(name: str) -> str:
    """Absolute path of a bundled font: a file name (``"DejaVuSerif-Bold.ttf"``) or a short
    name from :data:`FONT_FILES` (``"serif-bold"``)."""
    return asset_path("fonts", FONT_FILES.get(name, name))
