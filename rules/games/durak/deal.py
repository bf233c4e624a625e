"""The deal and the trumps: a card at a time from the dealer's left, the trump turned up
(A5: a spade put back into the stock), dealt (six players: the dealer's last card), fixed
(бубновый) or named (``name``); the first attacker (the lowest trump shown)."""
from __future__ import annotations

from ...events import Event
from .table import HAND, card_key


class Deal:
    """Dealing, the trumps and the first bout."""

    def _deal(self) -> list[Event]:
        R, n = self.R, self.seats
        order = self.zones["stock"]              # the pack in the order it is dealt
        per = min(R.hand_size, len(order) // n)
        first = (self.pub.dealer + 1) % n
        k = per * n
        dealt = order[:k]
        # one card at a time round the table from the dealer's left: seat s gets every n-th
        events = [self.move("deal", "stock", HAND[s], dealt[(s - first) % n::n], seat=s) for s in range(n)]
        rest = order[k:]
        self.zones["stock"] = []                 # laid out again below, the trump turned up
        if R.trump_mode == "diamonds":
            self.pub.trump = "D"
            self.zones["stock"] = rest[::-1]
            events.append(Event("trump", None, (), data=(("suit", "D"), ("mode", "diamonds"))))
        elif R.trump_mode == "named":
            self.zones["stock"] = rest[::-1]
        elif rest:
            if self.pub.spades_only_by_spades and rest[0].suit == "S":
                if R.spade_turnup == "reinsert":
                    # A5: a spade turned up goes into the middle of the stock; turn the next.
                    for _ in range(len(rest)):
                        if rest[0].suit != "S":
                            break
                        c = rest.pop(0)
                        rest.insert(len(rest) // 2 + 1, c)
                        sk = self.known.get("stock", ())
                        if c not in sk:
                            self.known["stock"] = tuple(sorted(sk + (c,), key=card_key))
                        events.append(Event("reinsert", None, (c,), "stock", "stock"))
                if rest[0].suit == "S":
                    self.pub.spades_only_by_spades = False   # plain подкидной for this deal
            turned = rest[0]
            self.pub.trump, self.pub.trump_card = turned.suit, turned
            self.zones["stock"] = [turned] + rest[1:][::-1]
            events.append(Event("trump", None, (turned,), "stock", "stock",
                                data=(("suit", turned.suit),
                                      ("plain", not self.pub.spades_only_by_spades and self.R.spade_rule))))
        else:
            # The whole pack is dealt: the dealer's last card shows the trump (and stays public).
            last = dealt[-1]
            self.pub.trump, self.pub.trump_shown = last.suit, last
            self._know(self.pub.dealer, (last,))
            if self.pub.spades_only_by_spades and last.suit == "S":
                self.pub.spades_only_by_spades = False
            events.append(Event("trump", self.pub.dealer, (last,), f"hand{self.pub.dealer}", None,
                                data=(("suit", last.suit),
                                      ("plain", not self.pub.spades_only_by_spades and self.R.spade_rule))))
        events.extend(self._first_bout())
        return events

    def _first_bout(self) -> list[Event]:
        R, n = self.R, self.seats
        left = (self.pub.dealer + 1) % n
        events = []
        att = left
        if R.dealer is None and R.first_attacker == "lowest_trump":
            best = None
            for s in range(n):
                for c in self.zones[HAND[s]]:
                    if c.suit == self.pub.trump and (best is None or c.rank < best[0].rank):
                        best = (c, s)
            if best is not None:
                card, att = best
                self._know(att, (card,))
                events.append(Event("show", att, (card,), f"hand{att}", None,
                                    data=(("why", "lowest_trump"),)))
        events.extend(self._start_bout(att))
        return events

    def _do_name(self, suit) -> list[Event]:
        self.pub.trump = suit
        ev = [Event("name", self.pub.namer, data=(("suit", suit),))]
        self.pub.namer = None
        ev.extend(self._deal())
        return ev
