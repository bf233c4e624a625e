"""What the Мушки's table writes beside the cards (rules/notes.py), from a view.

* the stock's count under it; where no card is turned (Шутиха: spades always), the trump
  suit chalked in the turned card's place;
* while the viewer discards in the exchange, how to do it;
* the privileged card named over the trick while it lies there (the game's ``priv_note``:
  «мушка!», «памфил!», «король треф!», «шутиха!»);
* who laid each card of the trick (``LaidBy``), and the tricks taken as stacks of a trick's
  worth of cards (``Stacks``: one card from each seat that plays the deal);
* the record chalked by each seat (``Tally``): what he still has to write off over the arc,
  the tricks written off («В») and the remises («Р») in its halves, faint while he sits the
  deal out; a «пас» tag by his plate then; the cards he showed (a five, the pamphile
  declared) under his arc.
"""
from __future__ import annotations

from ...notes import LaidBy, Stacks, TableNote, Tally
from ...phrases import Phrase, Word

# the privileged card's name over the trick, per game (``MushkaGame.priv_note``)
PRIV_NOTE_IDS = frozenset({"mushka.note.priv.mouche", "mushka.note.priv.king_clubs", "mushka.note.priv.pamphile",
                           "mushka.note.priv.jester"})
MUSHKA_NOTE_IDS = frozenset({"mushka.note.stock", "mushka.note.trumps", "mushka.note.discard", "mushka.note.shown",
                             "mushka.tag.passed", "mushka.tally.off", "mushka.tally.remise"}) | PRIV_NOTE_IDS
# the phases in which a seat that passed sits the deal out (faint arc, «пас» tag)
SITTING_OUT = ("exchange", "play")


def tally(sheet, seat: int) -> tuple:
    """(tricks written off, remises) of ``seat`` over the пулька's ``sheet`` (a row per deal, a
    cell per seat: (written off, remise, overshoot, passed) or None): an overshoot writes
    nothing off."""
    off = sum(row[seat][0] for row in sheet if row[seat] and not row[seat][2])
    remises = sum(row[seat][1] for row in sheet if row[seat])
    return off, remises


def mushka_notes(view, priv_note: str) -> tuple:
    pub = view.public
    phase = pub.get("phase")
    out = [TableNote(Phrase("mushka.note.stock", n=0), "stock", tone="reminder", live="stock")]
    if pub.get("trump"):
        out.append(TableNote(Phrase("mushka.note.trumps", suit=Word(pub["trump"])), "trump", tone="label",
                             while_empty="trump"))
    if (view.seat is not None and view.to_move == view.seat and phase in ("exchange", "trim")
            and any(a.kind == "throw" for a in view.legal)):
        out.append(TableNote(Phrase("mushka.note.discard"), "reminder", tone="reminder"))
    priv = pub.get("priv")
    if priv is not None:
        out.append(TableNote(Phrase(priv_note), "above", tone="label", showing=("trick", priv)))
    out.append(LaidBy("trick", tuple(pub.get("trick_seats") or ())))
    out.append(Stacks(tuple(f"won{s}" for s in range(view.seats) if f"won{s}" in view.zones),
                      max(1, len(pub.get("playing") or ()))))
    remaining = pub.get("remaining")
    if remaining:
        sheet = pub.get("sheet") or ()
        passed = set(pub.get("passed") or ())
        shown = {}
        for s, cards in pub.get("shown") or ():
            shown.setdefault(s, []).extend(cards)
        for s in range(view.seats):
            if shown.get(s):
                out.append(TableNote(Phrase("mushka.note.shown", cards=tuple(shown[s])), "shown", s, "count"))
        for s in range(view.seats):
            off, remises = tally(sheet, s)
            out_now = s in passed and phase in SITTING_OUT
            out.append(Tally(s, remaining[s], ((Phrase("mushka.tally.off"), off),
                                               (Phrase("mushka.tally.remise"), remises)), out_now))
            if out_now:
                out.append(TableNote(Phrase("mushka.tag.passed"), "plate", s, "passed"))
    return tuple(out)
