"""The cards publicly known to lie in each hand: the record's ``public_cards`` (picked up from
the table, the lowest trump shown, the trump card drawn, a trump shown for a transfer)."""
from __future__ import annotations

from ...tabletop import TableState
from .table import HAND, HAND_SEAT, card_key


class KnownCards:
    """Seat by seat, the cards everyone knows him to hold (``pub.public_cards``)."""

    def _set_known(self, s: int, cards) -> None:
        """Seat ``s``'s publicly known cards are now ``cards``: listed in his hand's order
        (Веришь: by suit and rank, as some may lie under covers)."""
        if self.R.verish:
            t = tuple(sorted(set(cards), key=card_key))
        else:
            kn = tuple(cards)            # a few cards: found by identity first, no hashing
            t = tuple(c for c in self.zones[HAND[s]] if c in kn)
        pc = self.pub.public_cards
        self.pub.public_cards = pc[:s] + (t,) + pc[s + 1:]

    def _know(self, s: int, cards, fresh: bool = False) -> None:
        """``cards`` of seat ``s``'s hand are now publicly known there; ``fresh``: they were
        just picked up in sight of all (none was known before) and end his hand."""
        if not cards:
            return
        pc = self.pub.public_cards
        old = pc[s]
        if fresh and not self.R.verish:
            self.pub.public_cards = pc[:s] + (old + tuple(cards),) + pc[s + 1:]
        elif not (self.R.verish and all(c in old for c in cards)):
            self._set_known(s, old + tuple(cards))

    def _unknow(self, s: int, cards) -> None:
        """``cards`` are no longer known to be in seat ``s``'s hand (played, or turned up)."""
        pc = self.pub.public_cards
        old = pc[s]
        if len(cards) == 1:
            if cards[0] not in old:
                return
            i = old.index(cards[0])
            rest = old[:i] + old[i + 1:]
        elif not (old and any(c in old for c in cards)):
            return
        else:
            rest = tuple(c for c in old if c not in cards)
        # the order of the rest stands (by hand, or by suit and rank)
        self.pub.public_cards = pc[:s] + (rest,) + pc[s + 1:]

    def make_known(self, name: str, cards) -> None:
        """Cards that went where some cannot see them in sight of all (``TableState.move``):
        a hand's are the record's ``public_cards`` (picked up: they end his hand), told to
        each seat as ``seen_known`` says; the discard's are the table's ``known``."""
        s = HAND_SEAT.get(name)
        if s is None:
            TableState.make_known(self, name, cards)
        else:
            self._know(s, cards, fresh=True)
