"""What the tables of Комета and Манилья write beside the cards (rules/notes.py), from a
view: over the wild card in the run, the rank it stands for («комета = 9»); under the run,
what it needs next (the family's ``run_notes``); under the cards left over from the deal,
their count; over the кон, its name (Комета); each seat's side's points to the target and,
at four, its pair — by its plate, and on the cloth beside the plate for the seat the table
draws at the bottom (``side``: the layout gives that place to one seat only)."""
from __future__ import annotations

from ..notes import TableNote
from ..phrases import Phrase, Word
from .sequence_run import RUN_NOTE_IDS, RunRules, run_notes

KOMETA_NOTE_IDS = RUN_NOTE_IDS | {"kometa.note.wild_as", "kometa.note.left_over", "kometa.note.pot",
                                  "kometa.tag.score", "kometa.tag.pair", "kometa.note.own_score"}


def kometa_notes(view, rules: RunRules, wild_word: Word) -> tuple:
    pub = view.public
    manilya = pub["manilya"]
    out = []
    wild, rank = pub["wild"], pub["wild_as"]
    run = view.zones.get("run")
    if wild is not None and rank is not None and run is not None and wild in run.cards:
        out.append(TableNote(Phrase("kometa.note.wild_as", wild=wild_word, rank=rank), "mark", tone="mark",
                             card=wild))
    out += run_notes(view, rules)
    out.append(TableNote(Phrase("kometa.note.left_over", n=0), "stock", tone="count", live="talon"))
    if manilya:                      # Манилья pays as it goes: no кон, no score to a target
        return tuple(out)
    out.append(TableNote(Phrase("kometa.note.pot"), "pot", tone="line"))
    scores, target = pub["scores"], pub["target"]
    pairs = [t for t in pub["teams"] or () if len(t) > 1]
    for s in range(view.seats):
        pair = next((k + 1 for k, t in enumerate(pairs) if s in t), None)
        out.append(TableNote(Phrase("kometa.tag.score", n=scores[s], target=target), "plate", s, "to_target"))
        if pair is not None:
            out.append(TableNote(Phrase("kometa.tag.pair", n=pair), "plate", s, f"pair{pair}"))
        out.append(TableNote(Phrase("kometa.note.own_score", n=scores[s], target=target, pair=pair), "side", s,
                             "lit"))
    return tuple(out)
