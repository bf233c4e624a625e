"""«Веришь (1)» (A7): the defender lays face-down covers, the attacker says «Верю» or «Не верю»,
the covers are turned up and the verdict sends the cards."""
from __future__ import annotations

from ...actions import Action
from ...events import Event
from .actions import _act, _card_act
from .table import HAND, table_spec


class Covers:
    """Face-down covers and the verdict."""

    def _cover_actions(self) -> list[Action]:
        d = self.pub.defender_seat
        hand = self.zones[HAND[d]]
        acts = [_card_act("cover", c, i) for i in self.unbeaten() for c in hand]
        acts.append(_act("take"))
        return acts

    def _do_cover(self, action) -> list[Event]:
        # The covers' zone is the defender's (face owner) while they lie, so the move shows
        # the card to him alone. It tells the others only that a card went down on this slot: a
        # card they knew him to hold stays in his ``public_cards`` (published as
        # ``known_or_covered``: in his hand or under a cover) until the covers are turned
        # up, and the event names no hand place (a known card could be told by its place).
        d = self.pub.defender_seat
        slot = action.index
        ev = [self.move("cover", HAND[d], "defence", action.cards, seat=d, into=slot,
                        data=(("slot", slot), ("target", self.zones["attack"][slot])))]
        if not self.unbeaten():
            self.pub.phase = "verdict"
        return ev

    def _do_verdict(self, believe: bool) -> list[Event]:
        a, d = self.pub.attacker_seat, self.pub.defender_seat
        correct = all(self.beats(c, t) for c, t in zip(self.zones["defence"], self.zones["attack"]))
        self._unknow(d, self.zones["defence"])     # turned up: no longer in his hand
        ev = [Event("say", a, data=(("word", "believe" if believe else "disbelieve"),)),
              Event("reveal", d, tuple(self.zones["defence"]), "defence", "defence",
                    count=len(self.zones["defence"]),
                    data=(("correct", correct), ("targets", tuple(self.zones["attack"]))))]
        # turned up: they lie face up
        self.spec = table_spec(self.seats, self.R.blind, None, self.pub.trump_card is not None)
        if believe:
            ev.extend(self._finish_bout("bito" if correct else "attacker_took"))
        else:
            ev.extend(self._finish_bout("attacker_took" if correct else "took"))
        return ev
