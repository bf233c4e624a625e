"""What the table allows: which card beats which, how many attack cards a bout takes, the
ranks that may be thrown in, where a transfer would pass the attack."""
from __future__ import annotations

from ...cards import Card
from .table import HAND


class Limits:
    """The limits of a bout (A1) and the beating rule."""

    def beats(self, card: Card, target: Card) -> bool:
        """Does ``card`` beat ``target`` under this deal's rules?"""
        if target == self.R.unbeatable:
            return False
        p = self.pub
        if p.spades_only_by_spades and target.suit == "S":
            return card.suit == "S" and card.rank > target.rank
        if card.suit == target.suit:
            return card.rank > target.rank
        return card.suit == p.trump

    def base_limit(self) -> int:
        if not self.R.base_limit:
            return 99
        return self.R.first_bout_limit if self.pub.bout == 1 else self.R.base_limit

    def unbeaten(self) -> list[int]:
        return [i for i, d in enumerate(self.zones["defence"]) if d is None]

    def room(self) -> bool:
        """May one more attack card be laid?"""
        zones = self.zones
        attack = zones["attack"]
        if len(attack) >= self.base_limit():
            return False
        unbeaten = sum(1 for d in zones["defence"] if d is None)
        return unbeaten < len(zones[HAND[self.pub.defender_seat]])

    def table_ranks(self) -> set:
        return {c.rank for c in self.zones["attack"]} | {c.rank for c in self.zones["defence"] if c is not None}

    def transfer_target(self, extra: int = 1):
        """The position the attack would pass to, or None if no transfer is possible now."""
        R = self.R
        if not R.transfer or self.pub.taking or any(d is not None for d in self.zones["defence"]):
            return None
        if not self.zones["attack"] or any(c.rank != self.zones["attack"][0].rank for c in self.zones["attack"]):
            return None
        need = len(self.zones["attack"]) + extra
        if need > self.base_limit():
            return None
        d = self.pub.defender_seat
        if self.pub.teams is None:
            n = self.seats
            cands = [(self.pub.def_pos + k) % n for k in range(1, n)]
            cands = [q for q in cands if self.pub.places[q] == 0 and q != d]
            if not cands:
                return None
            live = [q for q in cands if not self.gone(q)]
            tpos = live[0] if live else cands[0]
        else:
            tpos = self.next_pos(self.pub.def_pos)
        t = self.player_at(tpos)
        if t is None or t == d:
            return None
        if len(self.zones[HAND[t]]) >= need:
            return tpos
        # A3 «отказ»: two players left, the stock gone, the attacker spent his last card.
        if (R.otkaz and extra == 1 and self.pub.teams is None and self.in_play_count() == 2
                and not self.zones["stock"] and not self.zones[HAND[t]]):
            return tpos
        return None
