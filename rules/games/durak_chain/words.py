"""What the chain games say: phrases for their events, buttons and bubbles (worded in
app/words/durak_chain.py; the ids shared with the bout family are worded there too)."""
from __future__ import annotations

from ...phrases import Phrase, Seat, Word

PHRASE_IDS = frozenset({
    "durak.dealt", "durak.trump_card", "durak.lowest_trump", "durak.draws", "durak.draws_trump",
    "durak.fool", "durak.draw", "durak.stalemate", "out", "say.take", "bubble.take", "act.take",
    "bubble.lowest_trump", "cards",
    "chain.dealt_all", "chain.trump_to_dealer", "chain.names", "chain.six", "chain.blind", "chain.blind_seen",
    "chain.lead", "chain.cover", "chain.cover_trump", "chain.turn_lead", "chain.turn_cover", "chain.turn_fail",
    "chain.takes_all", "chain.takes_top", "chain.takes_bottom", "chain.takes_failed", "chain.otboi",
    "chain.act.lead", "chain.act.cover", "chain.act.turn", "chain.act.name", "chain.bubble.name",
})


def describe(events) -> list:
    out: list = []
    dealt = 0
    draws: dict = {}
    for e in events:
        k = e.what
        who = Seat(e.seat) if e.seat is not None else None
        card = e.cards[0] if e.cards else None
        if k == "deal":
            dealt += 1
            continue
        if dealt:
            out.append(Phrase("chain.dealt_all", n=dealt))
            dealt = 0
        if k == "trump":
            if e.seat is None:
                out.append(Phrase("durak.trump_card", card=card))
            else:
                out.append(Phrase("chain.trump_to_dealer", card=card, who=who))
        elif k == "name":
            out.append(Phrase("chain.names", who=who, suit=Word(e.get("suit"))))
        elif k == "six":
            out.append(Phrase("chain.six", who=who, card=card, to=Seat(e.get("to"))))
        elif k == "blind":
            if card is not None:
                out.append(Phrase("chain.blind_seen", who=who, card=card, of=Seat(e.get("from"))))
            else:
                out.append(Phrase("chain.blind", who=who, of=Seat(e.get("from"))))
        elif k == "show":
            out.append(Phrase("durak.lowest_trump", card=card, who=who))
        elif k == "lead":
            out.append(Phrase("chain.lead", who=who, card=card, to=Seat(e.get("to"))))
        elif k == "cover":
            t = e.get("target")
            out.append(Phrase("chain.cover_trump" if card.suit != t.suit else "chain.cover",
                              who=who, card=card, target=t))
        elif k == "turn":
            if not e.get("ok"):
                out.append(Phrase("chain.turn_fail", who=who, card=card))
            elif e.get("target") is not None:
                out.append(Phrase("chain.turn_cover", who=who, card=card, target=e.get("target")))
            else:
                out.append(Phrase("chain.turn_lead", who=who, card=card, to=Seat(e.get("to"))))
        elif k == "say":
            out.append(Phrase("say.take", who=who))
        elif k == "take":
            w = e.get("where")
            if w == "bottom":
                out.append(Phrase("chain.takes_bottom", who=who, card=card))
            elif w == "failed":
                out.append(Phrase("chain.takes_failed", who=who, card=card))
            elif w == "all":
                out.append(Phrase("chain.takes_all", who=who, n=e.count))
            else:
                out.append(Phrase("chain.takes_top", who=who, n=e.count))
        elif k == "otboi":
            out.append(Phrase("chain.otboi", n=e.count))
        elif k == "draw":
            if e.get("trump_card"):
                out.append(Phrase("durak.draws_trump", who=who, card=card))
            elif e.seat in draws:
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
            elif fools:
                out.append(Phrase("durak.fool", who=Seat(fools[0])))
    if dealt:
        out.append(Phrase("chain.dealt_all", n=dealt))
    for s, (n, i) in draws.items():
        out[i] = Phrase("durak.draws", who=Seat(s), n=n)
    return [p for p in out if p is not None]


def bubble(e):
    if e.seat is None:
        return None
    if e.what == "say":
        return Phrase("bubble.take")
    if e.what == "show" and e.cards:
        return Phrase("bubble.lowest_trump", card=e.cards[0])
    if e.what == "name":
        return Phrase("chain.bubble.name", suit=Word(e.get("suit")))
    return None


def action_phrase(action) -> Phrase:
    k = action.kind
    if k == "take":
        return Phrase("act.take")
    if k == "turn":
        return Phrase("chain.act.turn")
    if k == "name":
        return Phrase("chain.act.name", suit=Word(action.value))
    if k in ("lead", "cover"):
        return Phrase(f"chain.act.{k}", what=Phrase("cards", cards=tuple(action.cards)))
    raise ValueError(f"durak_chain: no phrase for an action of kind {k!r}")
