"""What the bluffing family's tables write beside the cards (rules/notes.py), from a view.

«Веришь — не веришь (2)»: the centre as one pile in the order laid (each seat's ``laid{s}``
interleaved, the last play on top); the announcement over it and by its player's plate, or,
after a check, the verdict over it and «правда» / «обман» by the checked player's plate;
each seat's record of plays turned over; the centre's and the discard's counts; the
direction of play.

Сека: «кон» over the pot; each hand shown at a showdown, its worth; the stake and the deal;
the свара; who has passed, who is in the свара; and the viewer's own hand, its worth.
"""
from __future__ import annotations

from ...notes import Pile, TableNote
from ...phrases import Phrase

VERISH_NOTE_IDS = frozenset({"bluff.note.claim", "bluff.claim", "bluff.note.true_discard", "bluff.note.true_taken",
                             "bluff.note.lie_taken", "bluff.tag.true", "bluff.tag.lie", "bluff.tag.record",
                             "bluff.note.centre", "bluff.note.direction", "bluff.note.discard"})
SEKA_NOTE_IDS = frozenset({"seka.note.pot", "seka.note.points", "seka.note.stake", "seka.note.deal",
                           "seka.note.svara_join", "seka.note.svara", "seka.tag.passed", "seka.tag.svara",
                           "seka.note.own"})


def verish_notes(view) -> tuple:
    pub = view.public
    seats = view.seats
    laid_by = tuple(pub.get("laid_by") or ())
    claims = tuple(pub.get("claims") or ())
    opened = pub.get("open") or 0
    laid = tuple(f"laid{s}" for s in range(seats))
    out = [Pile(tuple(f"laid{s}" for s in laid_by), opened or (claims[-1][1] if claims else 0), bool(opened))]
    check = pub.get("check")
    if claims:
        who, n, rank = claims[-1]
        out.append(TableNote(Phrase("bluff.note.claim", n=n, rank=rank), "above", tone="claim"))
        out.append(TableNote(Phrase("bluff.claim", n=n, rank=rank), "plate", who, "said"))
    elif check:
        _checker, target, truth, taker = check
        verdict = ("bluff.note.true_discard" if taker is None or taker < 0 else
                   "bluff.note.true_taken" if truth else "bluff.note.lie_taken")
        out.append(TableNote(Phrase(verdict), "above", tone="verdict"))
        out.append(TableNote(Phrase("bluff.tag.true" if truth else "bluff.tag.lie"), "plate", target,
                             "true" if truth else "lie"))
    for s, (true, false) in enumerate(pub.get("turned") or ()):
        if true + false:
            out.append(TableNote(Phrase("bluff.tag.record", lies=false, n=true + false), "plate", s, "record"))
    out.append(TableNote(Phrase("bluff.note.centre", n=len(laid_by)), "below", tone="count", live=laid))
    out.append(TableNote(Phrase("bluff.note.direction"), "reminder", tone="reminder"))
    out.append(TableNote(Phrase("bluff.note.discard", n=0), "discard", tone="count", live="discard"))
    return tuple(out)


def seka_notes(view) -> tuple:
    from .seka import hand_value
    pub = view.public
    out = [TableNote(Phrase("seka.note.pot"), "pot", tone="reminder")]
    values = pub.get("values") or ()
    for s in range(view.seats):
        zone = view.zones.get(f"open{s}")
        if zone is not None and zone.cards and s < len(values) and values[s] is not None:
            out.append(TableNote(Phrase("seka.note.points", n=values[s]), "shown", s, "verdict"))
    phase = pub.get("phase")
    if phase == "bet":
        out.append(TableNote(Phrase("seka.note.stake", n=pub.get("stake"), limit=pub.get("limit")), "lines",
                             tone="count"))
    out.append(TableNote(Phrase("seka.note.deal", n=view.deal_no or 0, total=pub.get("deals")), "lines",
                         tone="count", live="deal_no"))
    if phase == "join":
        buy = pub.get("buy") or ((view.pot or 0) + 1) // 2
        out.append(TableNote(Phrase("seka.note.svara_join", n=buy), "alarm", tone="alarm"))
    elif phase == "svara" or (pub.get("svara") and phase == "bet"):
        out.append(TableNote(Phrase("seka.note.svara"), "alarm", tone="alarm"))
    if phase == "bet":
        live, left = set(pub.get("live") or ()), set(view.left)
        out.extend(TableNote(Phrase("seka.tag.passed"), "plate", s, "passed")
                   for s in range(view.seats) if s not in live and s not in left)
    out.extend(TableNote(Phrase("seka.tag.svara"), "plate", s, "svara") for s in pub.get("tied") or ())
    me = view.seat
    hand = view.zones.get(f"hand{me}") if me is not None else None
    if hand is not None and len(hand.cards) == 3 and None not in hand.cards:
        opts = pub.get("options") or {}
        v = hand_value(hand.cards, opts.get("three_sixes_34", False), opts.get("joker") == "7C")
        out.append(TableNote(Phrase("seka.note.own", n=v), "own", tone="verdict", holding=(hand.name, hand.cards)))
    return tuple(out)
