"""The words of the sequence-run family's table notes (rules/games/sequence_run.py
``run_notes``), shared by Лентюрлю, Комета and Манилья: what the run needs next."""
from __future__ import annotations

TEMPLATES: dict = {
    # the rank's «need» form is the reasons' («нужна девятка», "needs a nine": app/words/reasons.py)
    "seqrun.note.need": ("{rank:need}", "{rank:need}"),
    "seqrun.note.new_run": ("новый ряд — любая карта", "a new run — any card"),
    "seqrun.note.first_ace": ("первый ход — с туза", "the first lead is an ace"),
}
