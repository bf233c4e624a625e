"""Reasons of the bluffing games (rules/games/bluff/: «Веришь — не веришь» 2, Сека): the rank
claimed stays until the pile is checked; a rank whose four are gone is not claimed; no more
cards in one turn than the rules allow; Сека's raises."""
from __future__ import annotations

from ..phrases import Phrase
from . import legal_of, rank_word

IDS = frozenset({"reason.verish.same_rank", "reason.verish.rank_gone", "reason.verish.max_play",
                 "reason.verish.lay_first", "reason.seka.raise"})


def reason(game, view, action):
    pub = view.public
    if game.id == "seka":
        if action.kind == "raise":
            can = sorted(a.value for a in legal_of(view, "raise") if isinstance(a.value, int))
            if can and action.value not in can:
                return Phrase("reason.seka.raise", low=can[0], high=can[-1])
        return None
    opened = pub.get("open") or 0
    if action.kind == "claim":
        if not opened:
            return Phrase("reason.verish.lay_first")
        rank = pub.get("rank")
        if rank is not None and action.value != rank:
            return Phrase("reason.verish.same_rank", rank=rank_word(rank))
        quads = view.zones.get("quads")
        gone = {c.rank for c in quads.visible} if quads is not None else set()
        if isinstance(action.value, int) and action.value in gone:
            return Phrase("reason.verish.rank_gone", rank=rank_word(action.value))
        return None
    if action.kind == "lay" and opened and not legal_of(view, "lay"):
        return Phrase("reason.verish.max_play", n=opened)
    return None
