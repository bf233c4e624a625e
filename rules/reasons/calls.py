"""Reasons of the calling games (rules/games/calls/: «Шиф-шоф-шум», «Я умираю»): lay a card of
the rank on the table; no pass while holding one; «шоф» only with that rank; in «Я умираю»
the card that is called for."""
from __future__ import annotations

from ..phrases import Phrase
from . import card_param, legal_of, my_hand, rank_word

IDS = frozenset({"reason.shif.same_rank", "reason.shif.must_play", "reason.shif.shof_rank",
                 "reason.ya.need"})


def reason(game, view, action):
    pub = view.public
    if game.id == "ya_umirayu":
        need = pub.get("need")
        if action.kind == "play" and need is not None and action.cards and action.card != need:
            p = card_param(view, need)
            if p:
                return Phrase("reason.ya.need", **p)
        return None
    rank = pub.get("rank")
    if pub.get("again"):          # the duel's right to lead again: any card, or let play go on
        return None
    if not isinstance(rank, int) or isinstance(rank, bool) or not pub.get("count"):
        return None
    if action.kind == "shof" and action.cards and action.card.rank != rank:
        return Phrase("reason.shif.shof_rank", rank=rank_word(rank))
    if action.kind == "play" and action.cards and action.card.rank != rank and not pub.get("offer"):
        return Phrase("reason.shif.same_rank", rank=rank_word(rank))
    if action.kind == "pass":
        hand = my_hand(view)
        if hand is not None and any(c.rank == rank for c in hand.visible) and legal_of(view, "play"):
            return Phrase("reason.shif.must_play", rank=rank_word(rank))
    return None
