"""The words of the table notes of «Игра в приём» (rules/games/priyom_notes.py)."""
from __future__ import annotations

TEMPLATES: dict = {
    "priyom.note.ring": ("В кольце: {n}", "In the ring: {n}"),
    "priyom.note.moves_left": ("Ходов до предела партии: {n}", "Moves to the deal limit: {n}"),
}
