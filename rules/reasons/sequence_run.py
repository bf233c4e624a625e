"""Reasons of the run games (Лентюрлю, Комета, Манилья: rules/games/sequence_run.py,
kometa.py): «нужна дама» — the run needs the next rank; the first lead of a deal; no pass
while holding the card the run needs (where the rules say so); a group of one rank."""
from __future__ import annotations

from ..phrases import Phrase, Word
from . import card_param, legal_of, my_hand, rank_word

IDS = frozenset({"reason.run.need", "reason.run.need_wild", "reason.run.first_lead",
                 "reason.run.must_play", "reason.run.same_rank", "reason.run.wild"})


def _wild_word(pub):
    return Word("kometa.manilla" if pub.get("manilya") else "kometa.comet")


def reason(game, view, action):
    pub = view.public
    need = pub.get("need")
    wild = pub.get("wild")
    cards = action.cards
    if action.kind == "play" and cards:
        if pub.get("leading") and pub.get("first_lead_ranks"):
            ranks = pub["first_lead_ranks"]
            if any(c.rank not in ranks for c in cards):
                return Phrase("reason.run.first_lead", ranks=tuple(rank_word(r) for r in ranks))
        plain = [c for c in cards if c != wild]
        if len({c.rank for c in plain}) > 1:
            return Phrase("reason.run.same_rank")
        if need is not None and not pub.get("leading"):
            odd = [c for c in plain if c.rank != need]
            if odd:
                return Phrase("reason.run.need", rank=rank_word(need), **card_param(view, odd[0]))
            if wild is not None and wild in cards and action.value is not None and action.value != need:
                return Phrase("reason.run.need_wild", rank=rank_word(need), wild=_wild_word(pub))
        if wild is not None and wild in cards and action.value is None:
            return Phrase("reason.run.wild", wild=_wild_word(pub))
        return None
    if action.kind == "pass" and need is not None and not pub.get("leading"):
        hand = my_hand(view)
        if hand is not None and any(c.rank == need and c != wild for c in hand.visible) and legal_of(view, "play"):
            return Phrase("reason.run.must_play", rank=rank_word(need))
    return None
