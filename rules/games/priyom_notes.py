"""What the table of «Игра в приём» writes beside the cards (rules/notes.py), from a view:
in the side panel, how many cards are left in the ring (a nought too), and, once a deal
limit is near (its last quarter), the moves left to it — a safety net, not a rule of the
seed, shown so that it is no surprise; under the default reading there is no limit."""
from __future__ import annotations

from ..notes import TableNote
from ..phrases import Phrase

PRIYOM_NOTE_IDS = frozenset({"priyom.note.ring", "priyom.note.moves_left"})


def moves_to_limit(view) -> int | None:
    """The moves left to the deal's limit once it is in its last quarter; None before it,
    without a limit, and after the end."""
    limit = view.public["limit"]
    if not limit or view.over:
        return None
    left = max(0, limit - view.turn)
    return left if left <= limit // 4 else None


def priyom_notes(view) -> tuple:
    ring = Phrase("priyom.note.ring", n=0)
    out = [TableNote(ring, "panel", live="ring"), TableNote(ring, "panel", while_empty="ring")]
    left = moves_to_limit(view)
    if left is not None:
        out.append(TableNote(Phrase("priyom.note.moves_left", n=left), "panel"))
    return tuple(out)
