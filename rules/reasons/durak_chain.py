"""Reasons of the chain durak games (rules/games/durak_chain/: Наваленный, Московский, Свои
козыри): cover the top card with a higher card of its suit or a trump (one's own trump in
«Свои козыри»); no take while a card beats (the Moscow game); a suit named already."""
from __future__ import annotations

from ..phrases import Phrase
from . import legal_of, suit_word
from .durak_bout import beat_reason, beats

IDS = frozenset({"reason.chain.must_beat", "reason.chain.suit_taken"})


def reason(game, view, action):
    pub = view.public
    phase = pub.get("phase")
    if phase == "name" and action.kind == "name" and action.value in ("S", "C", "H", "D"):
        if action.value in (pub.get("own_trumps") or ()):
            return Phrase("reason.chain.suit_taken", suit=suit_word(action.value))
        return None
    if phase != "cover":
        return None
    centre = view.zones.get("centre")
    top = centre.cards[-1] if centre is not None and centre.cards else None
    own = pub.get("own_trumps")
    trump = own[view.seat] if own else pub.get("trump")
    if action.kind == "cover" and len(action.cards) == 1 and top is not None:
        rules = {"trump": trump}
        if not beats(rules, action.card, top):
            return beat_reason(rules, action.card, top)
    if action.kind == "take" and legal_of(view, "cover"):
        return Phrase("reason.chain.must_beat")
    return None
