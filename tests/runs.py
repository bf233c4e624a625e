"""How many games the long seeded loops play (the slow tests' ``≥ 2,000 games per id``).

CI runs a two-hundredth of each (``python -m pytest -m slow``: 10 games per id and option set),
which keeps its slow stage within minutes; ``LOMBER_LONG=1 python -m pytest -m slow`` plays
them all (hours on two cores)."""
from __future__ import annotations

import os


def count(full: int) -> int:
    return full if os.environ.get("LOMBER_LONG") else max(1, full // 200)
