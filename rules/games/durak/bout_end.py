"""The end of a bout and the start of the next: the cards go to the discard or to a hand,
the players refill from the stock (the leader first, the defender last, the turned-up
trump drawn last of all), and the next attacker is chosen (Part E 33, 34)."""
from __future__ import annotations

from ...events import Event
from .bout_rules import MAX_BOUTS
from .table import HAND


class BoutEnd:
    """Finishing a bout, refilling, starting the next."""

    def _finish_bout(self, kind: str, offender: int | None = None) -> list[Event]:
        # The cards go where the bout sends them in sight of all (``move``: the discard and
        # a hand picking them up know them), but for «Веришь» covers taken unrevealed: their
        # zone is still face down, and only the defender saw them.
        a, d = self.pub.attacker_seat, self.pub.defender_seat
        dfc = [c for c in self.zones["defence"] if c is not None]
        ev = []
        if kind == "bito":
            ev.append(self.move("bito", "attack", "discard"))
            if dfc:
                ev.append(self.move("bito", "defence", "discard", dfc))
        elif kind == "partial":
            att, beaten = self.zones["attack"], self.zones["defence"]
            rest = [c for c, x in zip(att, beaten) if x is None]
            if dfc:
                ev.append(self.move("bito", "attack", "discard", [c for c, x in zip(att, beaten) if x is not None]))
                ev.append(self.move("bito", "defence", "discard", dfc))
            ev.append(self.move("take", "attack", HAND[d], rest, seat=d))
        else:
            recv = {"took": d, "attacker_took": a, "wrong": offender}[kind]
            ev.append(self.move("take", "attack", HAND[recv], seat=recv))
            if dfc:
                ev.append(self.move("take", "defence", HAND[recv], dfc, seat=recv))
        self.zones["attack"], self.zones["defence"] = [], []
        self.pub.taking = False
        self.pub.composing = False
        self.pub.poller = None
        self.pub.declined = ()
        self.pub.shown = ()
        self.pub.last_bout = kind
        ev.extend(self._refill())
        ev.extend(self._mark_outs())
        if self._check_over(ev):
            return ev
        # Who attacks next (A0–A7, Part E 33, 34).
        if kind in ("bito", "attacker_took") or (kind == "wrong" and offender != d) or (
                kind == "partial" and self.R.after_partial_take == "defender"):
            nxt = self.pub.def_pos if self.player_at(self.pub.def_pos) is not None else self.next_pos(self.pub.def_pos)
        else:
            nxt = self.next_pos(self.pub.def_pos)
        ev.extend(self._start_bout(nxt))
        return ev

    def _refill(self) -> list[Event]:
        stock = self.zones["stock"]
        if not stock:
            return []
        p, R = self.pub, self.R
        n, lead, d = self.seats, p.leader, p.defender_seat
        tc, size = p.trump_card, R.hand_size
        order = [(lead + k) % n for k in range(n) if (lead + k) % n != d] + [d]
        ev = []
        for s in order:
            if p.places[s] or not stock:
                continue
            k = min(size - len(self.zones[HAND[s]]), len(stock))
            if k <= 0:
                continue
            # the turned-up trump, drawn last of all, is drawn in sight of everyone
            last = k == len(stock) and tc is not None and stock[0] == tc
            if k > last:
                ev.append(self.move("draw", "stock", HAND[s], count=k - last, top_first=True, seat=s))
            if last:
                p.trump_card = None
                ev.append(self.move("draw", "stock", HAND[s], count=1, seat=s, public=True,
                                    data=(("trump_card", True),)))
        return ev

    def _start_bout(self, att_pos: int) -> list[Event]:
        self.pub.bout += 1
        if self.pub.bout > MAX_BOUTS:
            return self._end_stalemate()
        self.pub.att_pos = att_pos
        self.pub.attacker_seat = self.pub.leader = self.player_at(att_pos)
        self.pub.def_pos = self.next_pos(att_pos)
        self.pub.defender_seat = self.player_at(self.pub.def_pos)
        self.zones["attack"], self.zones["defence"] = [], []
        self.pub.phase = "lead"
        self._publish_seats()
        return [Event("bout", None, data=(("attacker", self.pub.attacker_seat), ("defender", self.pub.defender_seat),
                                          ("number", self.pub.bout)))]
