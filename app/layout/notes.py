"""The engine's notes on the table (rules/notes.py), worded and placed the same way for
every game: a note ``at="plate"`` becomes a tag by its seat's plate, coloured by its tone;
any other note is chalked at the place of that name the game's layout gives
(``Place``: where, how large), coloured and weighted by its tone. Notes at one place stack
downwards by the place's ``step``. A place the layout does not give is not drawn.

A note with ``live`` counts the cards of that zone (or zones) as the table shows them now —
while the cards fly, the count follows — and is not written while the count is nought; one
with ``live="deal_no"`` says the deal's number the table shows; one ``while_empty`` (a
zone) is written only while that zone is empty; one ``holding`` (a zone and its cards) only
while that zone holds just those cards; one ``showing`` (a zone and a card) only while that
zone holds that card; one with ``deal`` only while the table shows that
deal's number. A note ``at="mark"`` is chalked over its ``card`` where the layout gives a
place for it (``places[("mark", card)]``). A note with a ``legend`` has it worded and hung on
its words (``Marked``): the table shows it while the mouse rests on the note. A tag of tone
``dead`` greys its seat's plate too; a note of tone ``prompt`` is gold while the viewer is to
move.
"""
from __future__ import annotations

from dataclasses import dataclass

from rules.notes import TableNote
from rules.phrases import Phrase

from ..fonts import CHALK, CHALK_DIM, GOLD
from ..wording import Wording
from .frame import Marked, Note


@dataclass
class Place:
    x: float
    y: float
    px: int                      # the size of a note of scale 1 here
    anchor: str = "center"
    step: float = 0.0            # the next note at this place goes this much lower


# tone -> (colour, font style, on a pill, scale of the place's size); a colour of None: by the
# note's words (a suit: red for ♥ ♦)
CHALK_TONES = {
    "title": (GOLD, "serif-bold", False, 1.0),
    "line": (CHALK, "sans", False, 1.0),
    "claim": (CHALK, "sans-bold", False, 1.25),
    "verdict": (CHALK, "sans-bold", True, 1.0),
    "count": (CHALK, "sans", True, 1.0),
    "count_bold": (CHALK, "sans-bold", True, 1.0),
    "quiet": (CHALK_DIM, "sans", True, 1.0),
    "reminder": (CHALK_DIM, "sans", False, 1.0),
    "alarm": ((236, 180, 120), "sans-bold", True, 1.0),
    "label": (CHALK, "serif-bold", False, 1.0),
    "suit": (None, "sans-bold", False, 1.0),
    "word": (CHALK, "sans", True, 1.0),
    "prompt": (CHALK, "serif-bold", False, 1.0),      # gold while the viewer is to move
    "lit": (GOLD, "sans", True, 1.0),
    "mark": (GOLD, "serif-bold", True, 1.0),
}
RED_SUIT = (236, 150, 140)
# tone -> the colour of a plate's tag (None: by the tag's words, a suit)
TAG_TONES = {
    "said": (150, 108, 40),
    "true": (60, 110, 70),
    "lie": (170, 64, 52),
    "record": (78, 84, 92),
    "passed": (70, 78, 70),
    "svara": (176, 72, 52),
    "attacker": (176, 72, 52),
    "defender": (54, 104, 160),
    "taking": (176, 120, 40),
    "thrower": (112, 96, 56),
    "thrower_now": (150, 118, 44),
    "score": (70, 62, 44),
    "left": (52, 76, 64),
    "order": (164, 116, 40),
    "bid_pass": (84, 84, 80),
    "made": (60, 110, 70),
    "down": (150, 60, 50),
    "out": (150, 60, 50),
    "dead": (150, 150, 140),     # and its plate greyed
    "revived": (176, 140, 40),
    "safe": (60, 120, 70),
    "risk": (160, 120, 40),
    "suit": None,                # by the suit the tag names: red for ♥ ♦, else dark
    "to_target": (112, 96, 56),
    "pair1": (54, 104, 160),
    "pair2": (150, 64, 48),
}
RED_BADGE, BLACK_BADGE = (168, 52, 52), (44, 44, 52)

_WORDING = {}


def words(phrase: Phrase) -> dict:
    """The phrase in both languages, as the table's texts are kept (a dict by language)."""
    out = {}
    for lang in ("ru", "en"):
        w = _WORDING.get(lang)
        if w is None:
            w = _WORDING[lang] = Wording(lang)
        out[lang] = w.render(phrase)
    return out


def table_notes(model) -> list:
    """The model's notes that say something (``TableNote``), with their live counts filled in;
    those that are not to be written now are left out."""
    out = []
    for n in model.notes:
        if not isinstance(n, TableNote):
            continue
        if n.while_empty is not None:
            z = model.zones.get(n.while_empty)
            if z is not None and z.cards:
                continue
        if n.deal is not None and n.deal != model.deal_no:
            continue
        if n.holding:
            z = model.zones.get(n.holding[0])
            if z is None or tuple(z.cards) != tuple(n.holding[1]):
                continue
        if n.showing:
            z = model.zones.get(n.showing[0])
            if z is None or n.showing[1] not in z.cards:
                continue
        phrase = n.phrase
        if n.live is not None:
            if n.live == "deal_no":
                count = model.deal_no
            else:
                names = (n.live,) if isinstance(n.live, str) else n.live
                count = sum(len(model.zones[z].cards) for z in names if z in model.zones)
            if not count:
                continue
            phrase = Phrase(phrase.id, phrase.params, n=count)
        out.append((n, phrase))
    return out


def count_at(model, at: str) -> int:
    """How many notes are written at place ``at`` now (a layout stacks the next place under them)."""
    return sum(1 for n, _ in table_notes(model) if n.at == at)


def marked(model) -> list:
    """The cards the notes written now mark (``at="mark"``): the layout gives each a place
    over it, ``places[("mark", card)]``."""
    return [n.card for n, _ in table_notes(model) if n.at == "mark"]


def place_notes(frame, model, places: dict, untagged=()) -> None:
    """Word the model's notes and put them on the frame: plate tags by their seats (but for
    the ``untagged`` seats, whose lines the layout writes on the cloth), the rest at the
    layout's ``places`` ({at: Place}, {(at, seat): Place} for a place per seat, or
    {("mark", card): Place} over a card)."""
    stacked: dict = {}
    for n, phrase in table_notes(model):
        if n.at == "plate" and n.seat in untagged:
            continue
        text = words(phrase)
        if n.legend is not None:         # what the mark means, on hover (app/draw/legends.py)
            text = Marked(text, words(n.legend))
            if n.legend.get("card") is not None:       # and the card it speaks of, where it lies
                frame.card_legends[n.legend.get("card")] = text.legend
        if n.at == "plate":
            colour = TAG_TONES[n.tone]
            if colour is None:
                colour = RED_BADGE if any(s in text["ru"] for s in "♥♦") else BLACK_BADGE
            frame.seat_tags.setdefault(n.seat, []).append((text, colour))
            if n.tone == "dead":
                frame.dim_seats.add(n.seat)
            continue
        if n.at == "panel":
            frame.labels.append(("table_note", {"text": text}))
            continue
        key = (n.at, n.card) if n.card is not None else n.at if n.seat is None else (n.at, n.seat)
        p = places.get(key)
        if p is None:
            continue
        k = stacked.get(key, 0)
        stacked[key] = k + 1
        colour, style, box, scale = CHALK_TONES[n.tone]
        if colour is None:
            colour = RED_SUIT if any(s in text["ru"] for s in "♥♦") else CHALK
        if n.tone == "prompt" and model.viewer is not None and model.to_move == model.viewer:
            colour = GOLD
        frame.notes.append(Note(text, p.x, p.y + k * p.step, p.px if scale == 1.0 else round(p.px * scale),
                                p.anchor, colour, style, box))

