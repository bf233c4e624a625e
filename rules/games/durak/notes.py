"""What the durak family's table writes beside the cards (rules/notes.py), from a view: the
stock's count (the turned-up trump lies apart, crosswise under it), and once the stock is
gone the trump suit in its place; the trump suit in the side panel; the discard's count;
how many cards the bout holds of how many it may; and each seat's role by its plate
(атакует / отбивается / подкидывает, «берёт» once the defender said so, «пас» or «бито»
for one who declined to throw in).
"""
from __future__ import annotations

from ...notes import SetApart, TableNote
from ...phrases import Phrase, Word

NOTE_IDS = frozenset({"durak.note.stock", "durak.note.trump_suit", "durak.note.trumps_word", "durak.note.trumps",
                      "durak.note.discard", "durak.note.bout", "durak.tag.role", "durak.tag.takes",
                      "durak.tag.passed", "durak.tag.done"})


def durak_notes(view) -> tuple:
    pub = view.public
    out = []
    trump_card = pub.get("trump_card")
    if trump_card is not None:
        out.append(SetApart("stock", (trump_card,)))
    trump = pub.get("trump")
    out.append(TableNote(Phrase("durak.note.stock", n=0), "stock", tone="count_bold", live="stock"))
    if trump:
        # the stock is gone (or was never there): the trump suit stays written in its place
        out.append(TableNote(Phrase("durak.note.trump_suit", suit=Word(trump)), "trump", tone="suit",
                             while_empty="stock"))
        out.append(TableNote(Phrase("durak.note.trumps_word"), "trump_word", tone="word", while_empty="stock"))
        out.append(TableNote(Phrase("durak.note.trumps", suit=Word(trump)), "panel"))
    out.append(TableNote(Phrase("durak.note.discard", n=0), "discard", tone="count", live="discard"))
    limit = pub.get("limit") or 0
    if limit and pub.get("phase") not in ("over", "name"):
        out.append(TableNote(Phrase("durak.note.bout", n=0, limit=limit), "below", tone="reminder", live="attack"))
    out.extend(_roles(view))
    return tuple(out)


def _roles(view) -> list:
    pub = view.public
    phase = pub.get("phase")
    declined = set(pub.get("declined") or ())
    taking = pub.get("taking")
    out = []
    for s, role in enumerate(pub.get("roles") or ()):
        if role in ("idle", "out"):         # (the plate says an out seat's place already)
            continue
        tone, phrase = role, Phrase("durak.tag.role", role=Word(role))
        if role == "defender" and taking:
            tone, phrase = "taking", Phrase("durak.tag.takes")
        elif role == "thrower":
            if phase != "throw":
                continue                    # «подкидывает» only while throw-ins are asked for
            if s in declined:
                tone, phrase = "passed", Phrase("durak.tag.passed")
            elif view.to_move == s:
                tone = "thrower_now"
        elif role == "attacker" and phase == "throw" and s in declined:
            tone, phrase = "passed", Phrase("durak.tag.passed") if taking else Phrase("durak.tag.done")
        out.append(TableNote(phrase, "plate", s, tone))
    return out
