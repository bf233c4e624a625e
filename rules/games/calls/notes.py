"""What the calling games' table writes beside the cards (rules/notes.py), from a view: under
the fan, what the table calls for next — in «Я — умираю» the call and the card it needs, in
«Шиф» the call and the rank (or a lead of any card; the leader's own «Шоф» when he may lay
it) — larger and in gold for the player it calls on; the count of the cards set aside; in
«Шиф» the кон's name over its chips and the hand's number.
"""
from __future__ import annotations

from ...notes import TableNote
from ...phrases import Phrase

YA_NOTE_IDS = frozenset({"calls.note.aside", "calls.note.ya_call", "calls.note.ya_any"})
SHIF_NOTE_IDS = frozenset({"calls.note.aside", "calls.note.shif_offer", "calls.note.shif_call",
                           "calls.note.shif_any", "calls.note.pot", "calls.note.hand"})


def _aside(view) -> list:
    if "aside" not in view.zones:
        return []
    return [TableNote(Phrase("calls.note.aside", n=0), "aside", tone="count", live="aside")]


def _call(view, phrase) -> TableNote:
    """The call under the fan: gold for the viewer it calls on."""
    mine = view.seat is not None and view.to_move == view.seat
    return TableNote(phrase, "below", tone="title" if mine else "label")


def ya_notes(view) -> tuple:
    pub = view.public
    out = _aside(view)
    if not view.over and not pub.get("finished"):
        need = pub.get("need")
        if need is not None:
            out.append(_call(view, Phrase("calls.note.ya_call", call=pub.get("step") or 0, card=need)))
        else:
            out.append(_call(view, Phrase("calls.note.ya_any")))
    return tuple(out)


def shif_notes(view) -> tuple:
    pub = view.public
    out = _aside(view)
    if not view.over and not pub.get("finished"):
        count, rank = pub.get("count") or 0, pub.get("rank")
        if pub.get("offer"):
            out.append(_call(view, Phrase("calls.note.shif_offer", rank=rank)))
        elif count and rank is not None and count < 4:
            out.append(_call(view, Phrase("calls.note.shif_call", call=count + 1, rank=rank)))
        else:
            out.append(_call(view, Phrase("calls.note.shif_any")))
    # the кон: its name over its chips, and the hand's number over the cards set aside
    out.append(TableNote(Phrase("calls.note.pot"), "pot", tone="label"))
    hand_no = pub.get("hand_no")
    if hand_no:
        out.append(TableNote(Phrase("calls.note.hand", n=hand_no), "reminder", tone="line"))
    return tuple(out)
