"""Reasons of «Игра в приём» (rules/games/priyom.py): any card of the hand may be laid; a player
draws from the ring only when his hand is empty, and only a card that is still there."""
from __future__ import annotations

from ..phrases import Phrase
from . import my_hand

IDS = frozenset({"reason.priyom.hand_first", "reason.priyom.empty_slot", "reason.priyom.draw_first"})


def reason(game, view, action):
    hand = my_hand(view)
    held = hand.size if hand is not None else 0
    if action.kind == "draw":
        if held:
            return Phrase("reason.priyom.hand_first", n=held)
        ring = view.zones.get("ring")
        if ring is not None and action.zone == "ring" and ring.positions is not None \
                and action.index not in ring.positions:
            return Phrase("reason.priyom.empty_slot")
        return None
    if action.kind == "play" and not held:
        return Phrase("reason.priyom.draw_first")
    return None
