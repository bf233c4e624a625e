"""What the durak family says: phrases for its events, its buttons and its speech bubbles.

No prose here: each is a ``Phrase`` id with typed parameters; app/wording.py words them.
"""
from __future__ import annotations

from ...phrases import Phrase, Seat, Word

# Card-less moves: a button each.
_ACTS = {"take": "act.take", "bito": "act.bito", "pass": "act.pass", "done": "act.done",
         "believe": "act.believe", "disbelieve": "act.disbelieve"}
# What a player says aloud: the log's line and the bubble's word.
_SAY = {"take": ("say.take", "bubble.take"), "bito": ("say.bito", "bubble.bito"),
        "pass": ("say.pass", "bubble.pass"), "believe": ("say.believe", "bubble.believe"),
        "disbelieve": ("say.disbelieve", "bubble.disbelieve")}
_WRONG = {"defend": "durak.wrong_defend", "throw": "durak.wrong_throw"}
_ACT_CARDS = {"attack": "durak.act.attack", "defend": "durak.act.defend", "cover": "durak.act.cover",
              "transfer": "durak.act.transfer"}

PHRASE_IDS = frozenset(
    {"durak.dealt", "durak.names_trumps", "durak.reinsert", "durak.trump_diamonds", "durak.trump_dealers_last",
     "durak.trump_card", "durak.spades_plain", "durak.lowest_trump", "durak.lead", "durak.throw",
     "durak.lay_on", "durak.beat", "durak.beat_trump", "durak.cover", "durak.transfer", "durak.transfer_shown",
     "durak.otkaz", "durak.reveal_ok", "durak.reveal_wrong", "durak.wrong_rank", "durak.picks_up",
     "durak.bito", "durak.draws", "durak.draws_trump", "out", "durak.stalemate", "durak.draw", "durak.fool",
     "durak.fools", "durak.act.transfer_show", "durak.act.name", "cards", "card_no",
     "bubble.lowest_trump"}
    | set(_ACTS.values()) | {x for pair in _SAY.values() for x in pair} | set(_WRONG.values())
    | set(_ACT_CARDS.values()))


def describe(events) -> list[Phrase]:
    """What the events of one action (or of the start of a deal) say, in order."""
    out: list = []
    dealt = bito_said = False
    takes: dict = {}       # seat -> [count, index in out]: one line per seat for the pick-up
    draws: dict = {}
    wrong = any(e.what == "wrong" for e in events)
    for e in events:
        k = e.what
        who = Seat(e.seat) if e.seat is not None else None
        card = e.cards[0] if e.cards else None
        if k == "deal":
            if not dealt:
                out.append(Phrase("durak.dealt", n=e.count))
                dealt = True
        elif k == "name":
            out.append(Phrase("durak.names_trumps", who=who, suit=Word(e.get("suit"))))
        elif k == "reinsert":
            out.append(Phrase("durak.reinsert", card=card))
        elif k == "trump":
            if e.get("mode") == "diamonds":
                out.append(Phrase("durak.trump_diamonds"))
            elif e.seat is not None:
                out.append(Phrase("durak.trump_dealers_last", card=card, suit=Word(e.get("suit"))))
            else:
                out.append(Phrase("durak.trump_card", card=card))
            if e.get("plain"):
                out.append(Phrase("durak.spades_plain"))
        elif k == "show":
            out.append(Phrase("durak.lowest_trump", card=card, who=who))
        elif k in ("lead", "throw"):
            out.append(Phrase(f"durak.{k}", who=who, card=card))
        elif k == "defend":
            pid = "durak.lay_on" if wrong else ("durak.beat_trump" if e.get("trump") else "durak.beat")
            out.append(Phrase(pid, who=who, card=card, target=e.get("target")))
        elif k == "cover":
            out.append(Phrase("durak.cover", who=who, target=e.get("target")))
        elif k == "transfer":
            pid = ("durak.transfer_shown" if e.get("shown") else "durak.otkaz" if e.get("otkaz")
                   else "durak.transfer")
            out.append(Phrase(pid, who=who, card=card))
        elif k == "say":
            if e.get("word") in _SAY:
                out.append(Phrase(_SAY[e.get("word")][0], who=who))
        elif k == "reveal":
            out.append(Phrase("durak.reveal_ok" if e.get("correct") else "durak.reveal_wrong",
                              cards=tuple(e.cards), targets=tuple(e.get("targets", ()))))
        elif k == "wrong":
            out.append(_wrong(e))
        elif k == "take":
            if e.seat in takes:
                takes[e.seat][0] += e.count
            else:
                takes[e.seat] = [e.count, len(out)]
                out.append(None)
        elif k == "bito":
            if not bito_said:
                out.append(Phrase("durak.bito"))
                bito_said = True
        elif k == "draw":
            if e.get("trump_card"):
                out.append(Phrase("durak.draws_trump", who=who, card=card))
                continue
            if e.seat in draws:
                draws[e.seat][0] += e.count
            else:
                draws[e.seat] = [e.count, len(out)]
                out.append(None)
        elif k == "out":
            out.append(Phrase("out", who=who, place=e.get("place")))
        elif k == "stalemate":
            out.append(Phrase("durak.stalemate"))
        elif k == "over":
            fools = tuple(e.get("fools") or ())
            if e.get("draw"):
                out.append(Phrase("durak.draw"))
            elif len(fools) == 1:
                out.append(Phrase("durak.fool", who=Seat(fools[0])))
            elif fools:
                out.append(Phrase("durak.fools", who=tuple(Seat(s) for s in fools)))
    for s, (n, i) in takes.items():
        out[i] = Phrase("durak.picks_up", who=Seat(s), n=n)
    for s, (n, i) in draws.items():
        out[i] = Phrase("durak.draws", who=Seat(s), n=n)
    return [p for p in out if p is not None]


def _wrong(e) -> Phrase:
    card = e.cards[0] if e.cards else None
    why = e.get("why")
    if why == "defend":
        return Phrase("durak.wrong_defend", card=card, target=e.get("target"))
    return Phrase(_WRONG.get(why, "durak.wrong_rank"), card=card)


def bubble(e) -> Phrase | None:
    """What a seat says aloud at this event («Беру», «Бито», «Не верю»), or None."""
    if e.seat is None:
        return None
    if e.what == "say":
        pair = _SAY.get(e.get("word"))
        return Phrase(pair[1]) if pair else None
    if e.what == "show" and e.cards:
        return Phrase("bubble.lowest_trump", card=e.cards[0])
    if e.what == "wrong":
        return _wrong(e)
    return None


def action_phrase(action) -> Phrase:
    k = action.kind
    if k in _ACTS:
        return Phrase(_ACTS[k])
    if action.cards:
        what = Phrase("cards", cards=tuple(action.cards))
    elif action.index is not None:
        what = Phrase("card_no", n=action.index + 1)
    else:
        what = None
    if k == "transfer" and action.value == "show":
        return Phrase("durak.act.transfer_show", what=what)
    if k in _ACT_CARDS:
        return Phrase(_ACT_CARDS[k], what=what)
    if k == "name":
        return Phrase("durak.act.name", suit=Word(action.value))
    raise ValueError(f"durak: no phrase for an action of kind {k!r}")
