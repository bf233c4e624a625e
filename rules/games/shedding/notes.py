"""What the tables of Ворона, «Стушевываюсь», Тонтина and Свинки write beside the cards
(rules/notes.py), from a view.

* Ворона: how many cards lie aside; under the pile, what the next card must be (a new pile:
  any; on a spade: any; else the suit or a spade, or take the pile).
* «Стушевываюсь»: the cards aside; each seat's count against 25 by its plate (the deal's
  count alone when each deal counts alone), a seat out with its count; under the pile, what
  the next card must be (any suit; the suit led, or «Стушевываюсь»; the deal is over).
* Тонтина: the кон's name, the stock's count; who is dead (his plate greyed), who came back to
  life, who is out for good; under each card in front of a seat, what it did.
* Свинки: under the pig, the card it needs next (or that it is full); the stock's count, and
  that it is out; why the last card went where it went.

The reminders are lit (``tone="prompt"``) for the viewer whose move it is.
"""
from __future__ import annotations

from ...cards import ACE, Card
from ...notes import TableNote
from ...phrases import Phrase, Word

SPADES = "S"
STUSH_LIMIT = 25          # the count a seat may not pass (stushevyvayus.LIMIT)
STUSH_NEAR = 15           # up to here the count is safe; above it, near the limit
# why the last card of Свинки went where it went (the record's ``last``)
SVINKI_WHYS = ("pig", "shop", "reserve", "own", "ace", "choose")
# what a card in front of a Тонтина seat did (the record's ``last``)
TONTINA_EFFECTS = ("from_pot", "to_pot", "to_right", "nothing")

VORONA_NOTE_IDS = frozenset({"shed.note.aside", "vorona.note.new_pile", "vorona.note.on_spade",
                             "vorona.note.follow"})
STUSH_NOTE_IDS = frozenset({"shed.note.aside", "stush.tag.out", "stush.tag.total", "stush.tag.deal_total",
                            "stush.note.deal_over", "stush.note.lead_any", "stush.note.follow",
                            "stush.note.follow_only", "stush.note.efface", "stush.legend.total",
                            "stush.legend.deal_total"})
# why the pig waits for a card the viewer may see on a magazine: only a card just drawn goes
# there (by the reading of ``shop_is_liability``: where the cards come from once the stock is out)
SVINKI_PIG_LEGENDS = {"turn_over_shuffle": "svinki.legend.pig.turn_over", "turn_over": "svinki.legend.pig.turn_over",
                      False: "svinki.legend.pig.reserve", True: "svinki.legend.pig.top"}
TONTINA_NOTE_IDS = frozenset({"tontina.note.pot", "shed.note.stock", "tontina.tag.dead", "tontina.tag.revived",
                              "tontina.tag.out"} | {f"tontina.note.{k}" for k in TONTINA_EFFECTS})
SVINKI_NOTE_IDS = frozenset({"svinki.note.pig_wants", "svinki.note.pig_full", "shed.note.stock",
                             "svinki.note.stock_out"} | {f"svinki.note.why.{w}" for w in SVINKI_WHYS}
                            | set(SVINKI_PIG_LEGENDS.values()))


def _top(view, zone):
    z = view.zones.get(zone)
    return z.cards[-1] if z is not None and z.cards else None


def _aside(zone) -> TableNote:
    return TableNote(Phrase("shed.note.aside", n=0), "aside", tone="count", live=zone)


def vorona_notes(view) -> tuple:
    out = [_aside("aside")]
    if not view.over:
        top = _top(view, "pile")
        if top is None:
            say = Phrase("vorona.note.new_pile")
        elif top.suit == SPADES:
            say = Phrase("vorona.note.on_spade")
        else:
            say = Phrase("vorona.note.follow", suit=Word(top.suit))
        out.append(TableNote(say, "below", tone="prompt"))
    return tuple(out)


def stush_notes(view) -> tuple:
    pub = view.public
    per_deal = (pub.get("options") or {}).get("threshold_mode") == "per_deal"
    active = set(pub.get("active") or ())
    dropped = {s for g in (pub.get("dropped") or ()) for s in g}
    out = [_aside("stock")]
    for s, total in enumerate(pub.get("totals") or ()):
        if s in dropped:
            out.append(TableNote(Phrase("stush.tag.out", n=total), "plate", s, "out"))
        elif s in active:
            say, legend = ((Phrase("stush.tag.deal_total", n=total), Phrase("stush.legend.deal_total", limit=STUSH_LIMIT))
                           if per_deal else (Phrase("stush.tag.total", n=total, limit=STUSH_LIMIT),
                                             Phrase("stush.legend.total", limit=STUSH_LIMIT)))
            out.append(TableNote(say, "plate", s, "safe" if total <= STUSH_NEAR else "risk", legend=legend))
    if not view.over:
        suit = pub.get("suit")
        if pub.get("phase") == "deal":
            say = Phrase("stush.note.deal_over")
        elif suit is None:
            say = Phrase("stush.note.lead_any")
        elif view.legal and view.to_move == view.seat:
            # the viewer to move is told only what he may do: follow, or (none of the suit) efface
            say = Phrase("stush.note.efface" if view.legal[0].kind == "pass" else "stush.note.follow_only",
                         suit=Word(suit))
        else:
            say = Phrase("stush.note.follow", suit=Word(suit))
        out.append(TableNote(say, "below", tone="prompt"))
    return tuple(out)


def tontina_notes(view) -> tuple:
    pub = view.public
    out = [TableNote(Phrase("tontina.note.pot"), "pot", tone="label")]
    if "stock" in view.zones:
        # its count, and a nought once it is gone
        out.append(TableNote(Phrase("shed.note.stock", n=0), "stock", tone="count", live="stock"))
        out.append(TableNote(Phrase("shed.note.stock", n=0), "stock", tone="count", while_empty="stock"))
    for s in sorted(pub.get("dead") or ()):
        out.append(TableNote(Phrase("tontina.tag.dead"), "plate", s, "dead"))
    for s in pub.get("revived") or ():
        out.append(TableNote(Phrase("tontina.tag.revived"), "plate", s, "revived"))
    for s in view.left:
        out.append(TableNote(Phrase("tontina.tag.out"), "plate", s, "out"))
    for s, _code, kind, paid, _to in pub.get("last") or ():
        front = view.zones.get(f"front{s}")
        if front is None or not front.cards or kind not in TONTINA_EFFECTS:
            continue
        out.append(TableNote(Phrase(f"tontina.note.{kind}", n=paid), "shown", s,
                             "lit" if kind == "from_pot" and paid else "count",
                             holding=(front.name, tuple(front.cards))))
    return tuple(out)


def svinki_notes(view) -> tuple:
    out = []
    over = view.over
    top = _top(view, "pig")
    if top is not None and not over:
        # the pig takes the next rank of its suit; aces go nowhere (a rank and a suit: the
        # card wanted is nowhere the view shows)
        if top.rank + 1 < ACE:
            # on hover: why a face-up card of that rank on a magazine does not go there
            liability = (view.public.get("options") or {}).get("shop_is_liability", "turn_over_shuffle")
            wanted = Card(top.rank + 1, top.suit)
            mine = _top(view, f"shop{view.seat}") if view.seat is not None else None
            # the viewer's own magazine shows that very card: the legend says it of his card
            legend = Phrase(SVINKI_PIG_LEGENDS.get(liability, "svinki.legend.pig.turn_over"),
                            card=wanted if mine == wanted else None)
            out.append(TableNote(Phrase("svinki.note.pig_wants", rank=top.rank + 1, suit=Word(top.suit)), "below",
                                 tone="label", legend=legend))
        else:
            out.append(TableNote(Phrase("svinki.note.pig_full"), "below", tone="label"))
    if "stock" in view.zones:
        out.append(TableNote(Phrase("shed.note.stock", n=0), "stock", tone="count", live="stock"))
        if not over:
            out.append(TableNote(Phrase("svinki.note.stock_out"), "stock_out", tone="count", while_empty="stock"))
    last = view.public.get("last")
    if last and not over and last[3] in SVINKI_WHYS:
        _seat, code, _zone, why = last
        out.append(TableNote(Phrase(f"svinki.note.why.{why}", card=Card.parse(code) if code else None),
                             "lines", tone="lit"))
    return tuple(out)
