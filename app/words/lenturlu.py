"""The words of Лентюрлю's table notes (rules/games/lenturlu_notes.py)."""
from __future__ import annotations

TEMPLATES: dict = {
    "lenturlu.note.talon": ("прикуп: {n}", "talon: {n}"),
    "lenturlu.note.deal_of": ("Сдача {n} из {total}", "Deal {n} of {total}"),
}
