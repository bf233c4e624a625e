"""Who plays: the positions round the table (teams: a partner plays for one who is out), who
is still in, who may throw in, and the order they are asked."""
from __future__ import annotations

from .table import HAND


class Seats:
    """The seats and positions of a deal."""

    def in_play(self, s: int) -> bool:
        return self.pub.places[s] == 0

    def gone(self, s: int) -> bool:
        """No cards and nothing left to draw: out as soon as the bout ends."""
        return not self.zones[HAND[s]] and not self.zones["stock"]

    def player_at(self, p: int):
        """The seat that plays position ``p`` (teams: a partner plays for one who is out)."""
        places = self.pub.places
        if places[p] == 0:
            return p
        team = self.pub.teams
        if team is None:
            return None
        n = self.seats
        for k in range(1, n):
            q = (p + k) % n
            if team[q] == team[p] and places[q] == 0:
                return q
        return None

    def next_pos(self, p: int) -> int:
        n = self.seats
        for k in range(1, n + 1):
            q = (p + k) % n
            if self.player_at(q) is not None:
                return q
        return p

    def in_play_count(self) -> int:
        return sum(1 for x in self.pub.places if x == 0)

    def opponents(self, a: int, b: int) -> bool:
        team = self.pub.teams
        return team is None or team[a] != team[b]

    def may_throw(self, p: int) -> bool:
        pub = self.pub
        d = pub.defender_seat
        return (p != d and pub.places[p] == 0 and bool(self.zones[HAND[p]])
                and (pub.teams is None or pub.teams[p] != pub.teams[d]))

    def poll_order(self) -> list[int]:
        n, a, d = self.seats, self.pub.attacker_seat, self.pub.defender_seat
        return [a] + [(a + k) % n for k in range(1, n) if (a + k) % n != d]
