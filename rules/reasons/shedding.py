"""Reasons of the shedding games of seed 000 (rules/games/shedding/): Ворона — the same suit or
a spade (on a spade anything), take only with nothing to lay; «Стушевываюсь» — follow the
suit; Свинки — «на свинью — следующая черва», a neighbour's magazine one rank lower, aces
never placed; Тонтина — only the deal."""
from __future__ import annotations

from ..phrases import Phrase
from . import legal_of, rank_word, suit_word

IDS = frozenset({
    "reason.vorona.suit", "reason.vorona.must_play", "reason.shed.follow", "reason.shed.must_follow",
    "reason.svinki.ace", "reason.svinki.draw_first", "reason.svinki.pig_first", "reason.svinki.pig_next",
    "reason.svinki.neighbours", "reason.svinki.shop_lower", "reason.svinki.shop_empty",
    "reason.svinki.must_place", "reason.svinki.drawn_only", "reason.svinki.top_only",
    "reason.svinki.from_reserve", "reason.svinki.from_shop", "reason.svinki.draw_own",
})


def _top(view, name):
    z = view.zones.get(name)
    return z.cards[-1] if z is not None and z.cards else None


def vorona(view, action):
    top = _top(view, "pile")
    if action.kind == "play" and len(action.cards) == 1 and top is not None:
        c = action.card
        if top.suit != "S" and c.suit != top.suit and c.suit != "S":
            return Phrase("reason.vorona.suit", top=top, suit=suit_word(top.suit))
    if action.kind == "take" and legal_of(view, "play"):
        return Phrase("reason.vorona.must_play")
    return None


def stushevyvayus(view, action):
    suit = view.public.get("suit")
    if action.kind == "play" and len(action.cards) == 1 and suit is not None and action.card.suit != suit:
        return Phrase("reason.shed.follow", suit=suit_word(suit))
    if action.kind == "pass" and suit is not None and legal_of(view, "play"):
        return Phrase("reason.shed.must_follow", suit=suit_word(suit))
    return None


def svinki(view, action):
    pub = view.public
    phase = pub.get("phase")
    if action.kind == "pass" and legal_of(view, "place"):
        return Phrase("reason.svinki.must_place")
    if action.kind != "place" or len(action.cards) != 1:
        return None
    c = action.card
    if c.rank == 14:
        return Phrase("reason.svinki.ace")
    reading = (pub.get("options") or {}).get("shop_is_liability")
    if reading in ("turn_over_shuffle", "turn_over"):
        # nothing is placed from a pile: the drawn card goes where it fits
        if phase == "draw":
            return Phrase("reason.svinki.draw_own" if pub.get("turned") else "reason.svinki.draw_first")
    liability = reading is True
    shop, hand = view.zones.get(f"shop{view.seat}"), view.zones.get(f"hand{view.seat}")
    if phase != "place":
        if not liability and shop is not None and c in shop.cards and (hand is None or c not in hand.cards):
            return Phrase("reason.svinki.from_reserve")
        if liability and hand is not None and c in hand.cards and (shop is None or c not in shop.cards):
            return Phrase("reason.svinki.from_shop")
    if phase == "draw":
        return Phrase("reason.svinki.draw_first")
    if phase == "place":
        drawn = view.zones.get("drawn")
        if drawn is not None and drawn.cards and c not in drawn.cards:
            return Phrase("reason.svinki.drawn_only", card=drawn.cards[0])
    elif liability:
        mine = view.zones.get(f"shop{view.seat}")
        if mine is not None and mine.cards and c in mine.cards and c != mine.cards[-1]:
            return Phrase("reason.svinki.top_only", card=mine.cards[-1])
    pig = view.zones.get("pig")
    pig_top = pig.cards[-1] if pig is not None and pig.cards else None
    fits_pig = pig_top is not None and c.suit == pig.cards[0].suit and c.rank == pig_top.rank + 1
    if fits_pig and action.zone != "pig":
        return Phrase("reason.svinki.pig_first", card=c)
    if action.zone == "pig":
        if pig_top is not None and pig_top.rank + 1 < 14:
            return Phrase("reason.svinki.pig_next", rank=rank_word(pig_top.rank + 1),
                          suit=suit_word(pig.cards[0].suit))
        return None
    zone = action.zone or ""
    if zone.startswith("shop") and zone[4:].isdigit():
        t, n, me = int(zone[4:]), view.seats, view.seat
        if t not in ((me + 1) % n, (me - 1) % n) or t == me:
            return Phrase("reason.svinki.neighbours")
        top = _top(view, zone)
        if top is None:
            return Phrase("reason.svinki.shop_empty")
        if c.rank != top.rank - 1 and top.rank - 1 >= 2:
            return Phrase("reason.svinki.shop_lower", top=top, rank=rank_word(top.rank - 1))
    return None


def reason(game, view, action):
    f = {"vorona": vorona, "stushevyvayus": stushevyvayus, "svinki": svinki}.get(game.id)
    return f(view, action) if f else None
