"""The end of a deal and its result: players out when the stock is gone (those out after the
same bout share a place), the дурак, a draw, teams, and the safety net (``MAX_BOUTS``)."""
from __future__ import annotations

from ...events import Event
from ...game import Result
from .table import HAND


class Ending:
    """Places, the дурак and the scores."""

    @property
    def over(self) -> bool:
        return self.pub.phase == "over"

    def _mark_outs(self) -> list[Event]:
        if self.zones["stock"]:
            return []
        fresh = [s for s in range(self.seats) if self.pub.places[s] == 0 and not self.zones[HAND[s]]]
        if not fresh:
            return []
        place = len(self.pub.out) + 1
        ev = []
        places = list(self.pub.places)
        for s in fresh:
            places[s] = place
            ev.append(Event("out", s, data=(("place", place),)))
        self.pub.places = tuple(places)
        self.pub.out = self.pub.out + tuple(fresh)
        return ev

    def _check_over(self, ev: list) -> bool:
        n = self.seats
        if self.pub.teams is None:
            left = [s for s in range(n) if self.pub.places[s] == 0]
            if len(left) > 1:
                return False
            if left:
                places = list(self.pub.places)
                places[left[0]] = n
                self.pub.places = tuple(places)
                self.pub.fools = (left[0],)
            else:
                self.pub.draw = True
        else:
            done = [all(self.pub.places[s] for s in range(n) if self.pub.teams[s] == t) for t in (0, 1)]
            if not any(done):
                return False
            if all(done):
                self.pub.draw = True
                self.pub.places = (1,) * n
            else:
                win = 0 if done[0] else 1
                self.pub.fools = tuple(s for s in range(n) if self.pub.teams[s] != win and self.pub.places[s] == 0)
                self.pub.places = tuple(1 if self.pub.teams[s] == win else 2 for s in range(n))
        self.pub.phase = "over"
        self._publish_seats()
        ev.append(Event("over", None, data=(("fools", self.pub.fools), ("draw", self.pub.draw),
                                            ("stalemate", self.pub.stalemate))))
        return True

    def _end_stalemate(self) -> list[Event]:
        """The safety net (MAX_BOUTS): fewer cards place higher; most cards = дурак."""
        self.pub.stalemate = True
        n = self.seats
        ev = [Event("stalemate", None)]
        if self.pub.teams is not None:
            held = [sum(len(self.zones[HAND[s]]) for s in range(n) if self.pub.teams[s] == t) for t in (0, 1)]
            if held[0] == held[1]:
                self.pub.draw = True
                self.pub.places = (1,) * n
            else:
                win = 0 if held[0] < held[1] else 1
                self.pub.fools = tuple(s for s in range(n) if self.pub.teams[s] != win and self.zones[HAND[s]])
                self.pub.places = tuple(1 if self.pub.teams[s] == win else 2 for s in range(n))
        else:
            left = sorted((s for s in range(n) if self.pub.places[s] == 0), key=lambda s: len(self.zones[HAND[s]]))
            base = len(self.pub.out)
            places = list(self.pub.places)
            for i, s in enumerate(left):
                same = [t for t in left if len(self.zones[HAND[t]]) == len(self.zones[HAND[s]])]
                places[s] = base + 1 + left.index(same[0])
            self.pub.places = tuple(places)
            worst = [s for s in left if self.pub.places[s] == max(self.pub.places)]
            if len(worst) == 1:
                self.pub.fools = tuple(worst)
            else:
                self.pub.draw = True
        self.pub.phase = "over"
        self._publish_seats()
        ev.append(Event("over", None, data=(("fools", self.pub.fools), ("draw", self.pub.draw),
                                            ("stalemate", True))))
        return ev

    def result(self):
        if self.pub.phase != "over":
            return None
        n = self.seats
        places = tuple(self.pub.places)
        # as data: the fools, a draw, why it ended, and the cards each still held
        end = dict(losers=tuple(self.pub.fools), loser_word="fool", draw=self.pub.draw,
                   reason="stalemate" if self.pub.stalemate else "out_of_cards" if self.pub.draw else "fool",
                   held=tuple(len(self.zones[HAND[s]]) for s in range(self.seats)))
        if self.pub.teams is not None:
            if self.pub.draw:
                scores = (0.5,) * n
            else:
                scores = tuple(1.0 if p == 1 else 0.0 for p in places)
            return Result(places, scores, **end)
        scores = []
        last = max(places)
        for s in range(n):
            p = places[s]
            if s in self.pub.fools:
                scores.append(0.0)
            elif self.pub.draw and p == last:
                scores.append(0.5 if n == 2 else min(0.5, round(1 - 0.5 * (p - 1) / (n - 2), 6)))
            elif n == 2:
                scores.append(1.0)
            else:
                scores.append(round(1 - 0.5 * (p - 1) / (n - 2), 6))
        return Result(places, tuple(scores), **end)
