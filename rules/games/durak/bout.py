"""The moves of a bout: the lead and the throw-ins (``attack``, ``done``), the defence
(``defend``), the transfer (A2; by showing a trump; A3 «отказ»), «Беру» (``take``) and the
declines (``bito``, ``pass``). Cards move through ``TableState.move``."""
from __future__ import annotations

from ...actions import Action
from ...cards import Card
from ...events import Event
from .table import HAND


class Bout:
    """Attack, defend, throw in, transfer, take, decline."""

    def _apply(self, action: Action) -> list[Event]:
        k = action.kind
        if k == "name":
            ev = self._do_name(action.value)
        elif k == "attack":
            ev = self._do_attack(action)
        elif k == "done":
            self.pub.composing = False
            self.pub.phase = "defend"
            ev = [Event("done", self.pub.attacker_seat, data=(("count", len(self.zones["attack"])),))]
        elif k == "defend":
            ev = self._do_defend(action)
        elif k == "cover":
            ev = self._do_cover(action)
        elif k == "transfer":
            ev = self._do_transfer(action)
        elif k == "take":
            ev = self._do_take()
        elif k in ("bito", "pass"):
            ev = self._do_decline(k)
        elif k in ("believe", "disbelieve"):
            ev = self._do_verdict(k == "believe")
        else:   # unreachable: apply() checked the action against the legal list
            raise AssertionError(k)
        self._legal = None
        self._publish()
        return ev

    def _place(self, s: int, action: Action, card: Card | None = None) -> int:
        """Where in seat ``s``'s hand the card of ``action`` lies (blind: the place it names)."""
        if self.R.blind:
            return action.index
        return self.zones[HAND[s]].index(action.cards[0] if card is None else card)

    def _play(self, what: str, s: int, pos: int, data: tuple, into: int | None = None) -> Event:
        """Seat ``s`` lays the card at place ``pos`` of his hand on the table: onto the attack
        row (a new slot, unbeaten), or ``into`` an attack slot's place in the defence. It is no
        longer known to be in his hand."""
        ev = self.move(what, HAND[s], "attack" if into is None else "defence", seat=s, pos=pos,
                       into=into, data=data)
        if into is None:
            self.zones["defence"].append(None)
        known = self.pub.public_cards[s]
        if known and ev.cards[0] in known:
            self._unknow(s, ev.cards)
        return ev

    def _do_attack(self, action) -> list[Event]:
        R = self.R
        if self.pub.phase == "lead":
            s = self.pub.attacker_seat
            ev = []
            for card in action.cards or (None,):        # blind: one card, by its place
                ev.append(self._play("lead", s, self._place(s, action, card),
                                     (("slot", len(self.zones["attack"])), ("to", self.pub.defender_seat))))
            if R.lead == "single" or R.blind:
                self.pub.phase = "defend"
            else:
                self.pub.composing = True
            return ev
        s = self.pub.poller
        ok = True
        if R.blind:
            ok = action.index is not None and self.zones[HAND[s]][action.index].rank in self.table_ranks()
        e = self._play("throw", s, self._place(s, action),
                       (("slot", len(self.zones["attack"])), ("to", self.pub.defender_seat)))
        ev = [e]
        if not ok:
            ev.append(Event("wrong", s, e.cards, data=(("why", "throw"),)))
            ev.extend(self._finish_bout("wrong", s))
            return ev
        if self.pub.taking:
            if self.may_throw(s) and self.room():
                self.pub.poller = s
            else:
                nxt = self._next_poller()
                if nxt is None:
                    ev.extend(self._finish_bout("took"))
                else:
                    self.pub.poller = nxt
        else:
            self.pub.phase = "defend"
            self.pub.poller = None
        return ev

    def _do_defend(self, action) -> list[Event]:
        d = self.pub.defender_seat
        slot = action.value if self.R.blind else action.index
        pos = self._place(d, action)
        card = self.zones[HAND[d]][pos]
        target = self.zones["attack"][slot]
        good = self.beats(card, target)
        ev = [self._play("defend", d, pos, (("slot", slot), ("target", target),
                                            ("trump", card.suit == self.pub.trump and target.suit != self.pub.trump)),
                         into=slot)]
        if not good:   # only possible blind
            ev.append(Event("wrong", d, (card,), data=(("why", "defend"), ("target", target))))
            ev.extend(self._finish_bout("wrong", d))
            return ev
        if not self.unbeaten():
            if self.R.throw_ins:
                ev.extend(self._enter_throw())
            else:
                ev.extend(self._finish_bout("bito"))
        return ev

    def _do_transfer(self, action) -> list[Event]:
        d = self.pub.defender_seat
        show = action.value == "show"
        tpos = self.transfer_target(0 if show else 1)
        new_def = self.player_at(tpos)
        otkaz = not show and not self.zones[HAND[new_def]]
        if show:
            card = action.cards[0]
            self._know(d, (card,))
            self.pub.shown = tuple(sorted(self.pub.shown + (card,), key=lambda c: (c.suit, c.rank)))
            ev = [Event("transfer", d, (card,), f"hand{d}", None, count=0,
                        data=(("to", new_def), ("shown", True)))]
        else:
            rank = self.zones["attack"][0].rank
            pos = self._place(d, action)
            ok = not self.R.blind or self.zones[HAND[d]][pos].rank == rank
            e = self._play("transfer", d, pos, (("to", new_def), ("slot", len(self.zones["attack"])), ("otkaz", otkaz)))
            ev = [e]
            if not ok:
                ev.append(Event("wrong", d, e.cards, data=(("why", "transfer"),)))
                ev.extend(self._finish_bout("wrong", d))
                return ev
        self.pub.att_pos, self.pub.def_pos = self.pub.def_pos, tpos
        self.pub.attacker_seat, self.pub.defender_seat = d, new_def
        self.pub.declined = ()
        self.pub.phase = "defend"
        self._publish_seats()
        return ev

    def _do_take(self) -> list[Event]:
        d = self.pub.defender_seat
        R = self.R
        ev = [Event("say", d, data=(("word", "take"),))]
        if R.verish:
            ev.extend(self._finish_bout("took"))
        elif not R.throw_ins:
            ev.extend(self._finish_bout("took" if R.take_all else "partial"))
        else:
            self.pub.taking = True
            if R.throw_in_after_take:
                ev.extend(self._enter_throw())
            else:
                ev.extend(self._finish_bout("took"))
        return ev

    def _enter_throw(self) -> list[Event]:
        self.pub.declined = ()
        p = self._next_poller()
        if p is None:
            return self._finish_bout("took" if self.pub.taking else "bito")
        self.pub.phase = "throw"
        self.pub.poller = p
        return []

    def _do_decline(self, word) -> list[Event]:
        p = self.pub.poller
        ev = [Event("say", p, data=(("word", word),))]
        if p not in self.pub.declined:
            self.pub.declined = tuple(sorted(self.pub.declined + (p,)))
        nxt = self._next_poller()
        if nxt is None:
            ev.extend(self._finish_bout("took" if self.pub.taking else "bito"))
        else:
            self.pub.poller = nxt
        return ev
