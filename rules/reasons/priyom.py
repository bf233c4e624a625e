"""Reasons of «Игра в приём» (rules/games/priyom.py): any card of the hand may be laid; a player
draws from the ring only when his hand is empty."""
from __future__ import annotations

from ..phrases import Phrase
from . import my_hand

IDS = frozenset({"reason.priyom.hand_first", "reason.priyom.draw_first"})


def reason(game, view, action):
    hand = my_hand(view)
    held = hand.size if hand is not None else 0
    if action.kind == "draw":
        if held:
            return Phrase("reason.priyom.hand_first", n=held)
        return None                             # an empty place of the ring: rules.reasons.shape
    if action.kind == "play" and not held:
        return Phrase("reason.priyom.draw_first")
    return None
