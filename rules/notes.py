"""What the table writes beside the cards, and how it arranges some of them: typed notes.

A game's ``table_notes(view)`` (rules/game.py) returns them for one view. It is a pure
function of the view, so it can show nothing the view does not; the search never calls it.
The program words each note's phrase (app/wording.py, app/words/*) in the player's language,
places it by ``at`` and ``seat`` and styles it by ``tone`` (app/layout/notes.py); a game's
layout holds only geometry: where each place of the middle lies.

``TableNote`` — words on the cloth or by a plate:

* ``phrase``  what it says (rules/phrases.py; its id is in the game's ``phrase_ids``);
* ``at``      where: ``"plate"`` — a small tag by ``seat``'s name plate; any other name is a
  place the game's layout names (``AT``): ``"above"`` / ``"below"`` the middle's cards, under
  a pile (``"stock"``, ``"discard"``, ``"pot"``), by a seat's cards on the table (``"shown"``,
  ``"won"`` with ``seat``) … A place the layout does not have is not drawn;
* ``seat``    the seat it belongs to (a plate's tag; a place that is one per seat);
* ``tone``    its typographic role (``TONES``), which the program maps to colour, size and
  weight;
* ``live``    a zone (or a tuple of zones) whose card count is the phrase's ``n``, kept as
  the cards move while the table animates, and not written while it is nought
  (``"deal_no"``: the deal's number, kept the same way); None: fixed;
* ``while_empty`` a zone: the note is written only while that zone is empty (the trump
  suit in the place of the stock);
* ``holding``  ``(zone, cards)``: the note speaks of those cards and is written only while
  that zone holds exactly them (a hand's worth, not while the hand is being dealt);
* ``showing``  ``(zone, card)``: the note names that card and is written only while the
  zone holds it (the Мушки's privileged card, named over the trick while it lies there).
* ``card``     the card a note ``at="mark"`` marks: written over that card where the layout
  lays it (what a wild card stands for), not while the card lies elsewhere;
* ``deal``     the deal the note belongs to: written only while the table shows that deal's
  number (``deal_no``, which a ``deal_start`` event moves on while the table animates), so
  a note of the deal in play goes when the next is dealt, and one of the next deal's
  opening comes; None: any deal.
* ``legend``  a Phrase that explains the note (what a mark means, why a card waits): the
  table shows it while the mouse rests on the note (its id is in ``phrase_ids`` too).

The arrangements, for geometry that needs an order the record knows:

* ``Pile``     several zones' cards lying as one pile in the order they were laid («Веришь»:
  each seat's ``laid{s}``, interleaved), the last ``last`` of them one play fanned on top;
* ``LaidBy``   the seat that laid each card of a zone (a trick: each card lies towards
  its player);
* ``SetApart`` cards of a zone the table lays apart face up (Кинг: the penalty cards among
  a seat's tricks);
* ``Arrow``    an arrow from the top card of a zone towards a seat: he is to answer it (the
  durak chain: the card he must beat);
* ``Stacks``   the cards of some zones lie squared in stacks of so many (the Мушки: a seat's
  tricks, a trick's worth each);
* ``Tally``    a seat's running record chalked by him (the Мушки's arc: what is left over it,
  two labelled numbers in its halves). It changes only when a deal is scored: the table
  chalks the change in at the deal's end.
"""
from __future__ import annotations

from dataclasses import dataclass

from .cards import Card
from .phrases import Phrase

# the places of the middle a layout may name (beside "plate", by a seat's name plate)
AT = frozenset({
    "plate",        # a tag by ``seat``'s name plate
    "headline",     # the deal's name, the score, written large above the middle
    "above",        # over the middle's cards (an announcement, a verdict)
    "below",        # under the middle's cards (a count, the cards in play)
    "reminder",     # a quiet line at the foot of the middle (the direction of play, the deal)
    "lines",        # lines one under the other: under the headline, under the pot (the stake)
    "alarm",        # a loud word under those lines (СВАРА)
    "stock",        # under the stock (its count)
    "stock_out",    # where the stock lay, once it is gone (that it is out)
    "trump",        # the trump suit written large where the stock lay, once it is gone
    "trump_word",   # the word under it («козыри»)
    "discard",      # under the discard (its count)
    "aside",        # under the cards set aside (their count)
    "stack",        # by ``seat``'s own stack on the table (its count)
    "pot",          # over the pot (its name)
    "hoard",        # over a side pot (Наполеон's клад)
    "shown",        # under ``seat``'s cards shown on the table (their worth)
    "won",          # under ``seat``'s tricks (how many)
    "own",          # over the viewer's plate (what his hand is worth)
    "panel",        # the side panel's facts (the trump suit)
    "mark",         # over ``card`` where it lies in play (what a wild card stands for)
    "side",         # on the cloth beside ``seat``'s plate (the layout gives it for the seat
                    # drawn at the bottom, whose tags it writes there instead)
})

TONES = frozenset({
    # chalk on the cloth
    "title",        # the largest words: a deal's name, the score (gold, serif)
    "line",         # a plain line under the title
    "claim",        # an announcement, larger than the rest (bold)
    "verdict",      # a verdict or a worth, bold on a dark pill
    "count",        # a count or a stake, on a dark pill
    "count_bold",   # a count that is read at a glance (the stock's), bold on a pill
    "quiet",        # a count read seldom, dim on a pill
    "reminder",     # a reminder, dim
    "alarm",        # a loud word (СВАРА), warm, bold on a pill
    "label",        # a name of a place (Наполеон's клад), serif
    "suit",         # a suit written large (the trump), red for hearts and diamonds
    "word",         # a word on a pill (under the suit)
    "prompt",       # what the next move must be, lit while it is the viewer's to make (serif)
    "lit",          # what just happened that counts, gold on a pill
    # tags by a plate
    "said",         # what the seat announced
    "true", "lie",  # a play turned over: true, a lie
    "record",       # a seat's record, quiet
    "passed",       # passed, done
    "svara",        # in the свара
    "suit",         # (by a plate) a seat's own suit, red for hearts and diamonds
    "attacker", "defender", "taking", "thrower", "thrower_now",   # a durak seat's role
    "score",        # a seat's score
    "left",         # what a seat has left to play
    "order",        # who ordered, who plays the contract, a bid
    "bid_pass",     # a bid of pass
    "made", "down",  # a contract made, lost
    "out",          # out of the game (with his count)
    "dead",         # out of play but at the table: the plate greyed too (Тонтина's dead)
    "revived",      # back in play
    "safe", "risk",  # a count against a limit: well below it, near it
    "to_target",    # a side's points towards the target
    "pair1", "pair2",  # the partnership a seat plays in
    # chalk on the cloth, again
    "mark",         # what a card in play stands for, gold on a pill (serif)
})


@dataclass(frozen=True, slots=True)
class TableNote:
    phrase: Phrase
    at: str
    seat: int | None = None
    tone: str = "line"
    live: str | tuple | None = None
    while_empty: str | None = None
    holding: tuple = ()
    showing: tuple = ()
    card: object = None
    deal: int | None = None
    legend: Phrase | None = None

    def __post_init__(self):
        if not isinstance(self.phrase, Phrase):
            raise TypeError(f"a note says a Phrase, not {self.phrase!r}")
        if self.legend is not None and not isinstance(self.legend, Phrase):
            raise TypeError(f"a note's legend is a Phrase, not {self.legend!r}")
        if self.at not in AT:
            raise ValueError(f"a note's place is one of {sorted(AT)}, not {self.at!r}")
        if self.tone not in TONES:
            raise ValueError(f"a note's tone is one of {sorted(TONES)}, not {self.tone!r}")
        if self.at == "plate" and self.seat is None:
            raise ValueError("a plate's tag names its seat")
        if (self.at == "mark") != isinstance(self.card, Card):
            raise ValueError(f"a mark, and only a mark, names the Card it marks, not {self.card!r}")


@dataclass(frozen=True, slots=True)
class Pile:
    """The cards of ``zones`` as one pile: ``order[k]`` is the zone of the k-th card laid
    (the k-th card laid from a zone is its next card); the last ``last`` cards are the last
    play, fanned on top; ``open``: that play is still being laid (its player sees its faces)."""
    order: tuple
    last: int = 0
    open: bool = False


@dataclass(frozen=True, slots=True)
class LaidBy:
    """``seats[i]`` laid card ``i`` of zone ``zone``."""
    zone: str
    seats: tuple


@dataclass(frozen=True, slots=True)
class SetApart:
    """The cards of zone ``zone`` (its owner's, say) that the table lays apart face up."""
    zone: str
    cards: tuple


@dataclass(frozen=True, slots=True)
class Arrow:
    """An arrow from the last card of zone ``zone`` towards seat ``seat`` (drawn while the
    zone holds a card)."""
    zone: str
    seat: int


@dataclass(frozen=True, slots=True)
class Stacks:
    """The cards of each of ``zones`` lie squared in stacks of ``size`` cards."""
    zones: tuple
    size: int


@dataclass(frozen=True, slots=True)
class Tally:
    """``seat``'s running record: ``top`` written over it, ``halves`` its two parts, each
    (label phrase, number); ``out``: he sits this deal out (chalked faint)."""
    seat: int
    top: int
    halves: tuple
    out: bool = False


def of(notes, kind) -> list:
    """The notes of one class (``TableNote``, ``Pile`` …) among ``notes``."""
    return [n for n in notes if isinstance(n, kind)]
