"""The words of each game family's phrases, one module a family (a new family adds its
module here and to ``FAMILIES``): each holds ``TEMPLATES`` ({phrase id: (ru, en)}, as in
app/wording.py) and may hold ``WORDS`` ({word id: (ru, en)}). app/wording.py merges them
and refuses an id defined twice."""
from __future__ import annotations

import importlib

# module names under app.words, e.g. "tricks"
FAMILIES: tuple = ("shedding", "sequence_run", "lenturlu", "priyom", "kometa", "tricks", "king", "bluff",
                   "durak_chain", "calls", "reasons")


def family_tables() -> list:
    """[(module name, TEMPLATES, WORDS)] of every family module."""
    out = []
    for name in FAMILIES:
        mod = importlib.import_module(f"{__name__}.{name}")
        out.append((name, getattr(mod, "TEMPLATES", {}), getattr(mod, "WORDS", {})))
    return out
