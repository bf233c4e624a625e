"""What Лентюрлю's table writes beside the cards (rules/notes.py), from a view: under the
run, what it needs next (the family's ``run_notes``); under the talon, how many cards it
holds (a nought too: an empty talon is worth knowing, nobody can buy); in the side panel,
the deal of the match."""
from __future__ import annotations

from ..notes import TableNote
from ..phrases import Phrase
from .sequence_run import RUN_NOTE_IDS, RunRules, run_notes

LENTURLU_NOTE_IDS = RUN_NOTE_IDS | {"lenturlu.note.talon", "lenturlu.note.deal_of"}


def lenturlu_notes(view, rules: RunRules) -> tuple:
    talon = Phrase("lenturlu.note.talon", n=0)
    out = list(run_notes(view, rules))
    out += [TableNote(talon, "stock", tone="count", live="talon"),
            TableNote(talon, "stock", tone="count", while_empty="talon")]
    deals = view.public["deals"]
    if deals:
        out.append(TableNote(Phrase("lenturlu.note.deal_of", n=0, total=deals), "panel", live="deal_no"))
    return tuple(out)
