"""The search's guess at the scores of an unfinished deal (ISMCTS playout cuts)."""
from __future__ import annotations

from .table import HAND


class Estimate:
    """A softmax of the hands' loads."""

    EST_K = 0.16             # how sharply a heavier hand makes the дурак (fitted on rule-bot games)
    EST_ORDER_K = 0.1        # how sharply a lighter hand goes out first among the rest

    def _load(self, s: int) -> float:
        """How far a player is from going out: his cards, heavier for weak cards."""
        tr, unb = self.pub.trump, self.R.unbeatable
        load = 0.0
        for c in self.zones[HAND[s]]:
            v = c.rank + (13 if c.suit == tr else 0) + (26 if c == unb else 0)
            load += 1.0 + (13.0 - v) * 0.08
        if s == self.pub.defender_seat and self.pub.phase in ("defend", "throw", "verdict"):
            unbeaten = sum(1 for d in self.zones["defence"] if d is None)
            table = len(self.zones["attack"]) + len(self.zones["defence"])
            load += table - unbeaten if self.pub.taking else 0.6 * unbeaten
        return load

    def estimate(self):
        """A guess at the scores of an unfinished deal (for ISMCTS playout cuts) while the
        stock lasts: the chance to be the дурак grows with each player's load (his cards,
        weak cards weighing more), as a softmax; the lighter of the rest tend to go out
        first. Both slopes were fitted on rule-bot games at 2–4 seats (mean squared error
        against the final scores; podkidnoy 3 seats: 0.150 against the fair share's
        0.153 — hand loads predict the end only a little)."""
        if self.pub.phase == "over":
            return self.result().scores
        if not self.game.playout_estimate or self.pub.phase == "name" or not self.zones["stock"]:
            # With the stock gone the endgame is short and exact play matters most:
            # the search plays it out (None switches ISMCTS to full playouts).
            return None
        import math
        n, k = self.seats, self.EST_K
        if self.pub.teams is not None:
            loads = [0.0, 0.0]
            for s in range(n):
                if self.pub.places[s] == 0:
                    loads[self.pub.teams[s]] += self._load(s)
            p0 = 1.0 / (1.0 + math.exp(-k * (loads[0] - loads[1])))    # team 0 loses
            return tuple(1.0 - (p0 if self.pub.teams[s] == 0 else 1.0 - p0) for s in range(n))
        live = [s for s in range(n) if self.pub.places[s] == 0]
        loads = {s: self._load(s) for s in live}
        top = max(loads.values())
        w = {s: math.exp(k * (loads[s] - top)) for s in live}
        tot = sum(w.values())
        q = len(self.pub.out) + 1

        def f(p):
            return 1.0 if n == 2 else 1.0 - 0.5 * (p - 1) / (n - 2)
        # Among those who escape, the lighter hand tends to go out sooner: the expected
        # number of live rivals out before s (a logistic in the load difference) picks his
        # place among the open ones, q … n-1 (n is the fool's).
        m, ko = len(live), self.EST_ORDER_K
        out = []
        for s in range(n):
            if self.pub.places[s]:
                out.append(f(self.pub.places[s]))
                continue
            if m > 2 and ko:
                ahead = sum(1.0 / (1.0 + math.exp(-ko * (loads[s] - loads[t]))) for t in live if t != s)
                place = q + ahead * (m - 2) / (m - 1)
            else:
                place = q + (m - 2) / 2
            out.append((1.0 - w[s] / tot) * f(place))
        return tuple(out)
