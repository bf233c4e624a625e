"""What a seat sees beyond the zones' faces (the turned-up trump under the stock is the
stock's face, ``bottom_up``; «Веришь» covers are the defender's, face ``owner``): in
«слепой» the cards of his own hand a player is known to hold; and the search's playout
view, built directly."""
from __future__ import annotations

from types import MappingProxyType

from ...view import View, Zone, with_unseen
from .table import FULL_DECK, HAND, HAND_SEAT, NONES, RANGES


class Secrecy:
    """The table's secrecy, per seat."""

    def shows(self, name, seat):
        if self.R.blind and seat is not None and HAND_SEAT.get(name) == seat:
            # «слепой»: his own hand faces away, but he knows the cards taken from the table
            # (finer than a face: per card)
            pc = self.pub.public_cards[seat]
            return tuple(c in pc for c in self.zones[name]) if pc else False
        return super().shows(name, seat)

    def seen_known(self, name, seat) -> tuple:
        """A hand's publicly known cards, as told to ``seat``: not to its owner (he sees
        them, or in «слепой» sees them as known faces), in «слепой» only to a spectator
        (the others see the faces), and not while «Веришь» covers may hide them."""
        s = HAND_SEAT.get(name)
        if s is None:
            return self.known.get(name, ())
        pc = self.pub.public_cards[s]
        if not pc or seat == s:
            return ()
        if self.R.blind:
            return pc if seat is None else ()
        if s == self.pub.defender_seat and self.pub.known_or_covered:
            return ()
        return pc

    def playout_view(self, seat) -> View:
        """Only the public facts policy.py reads (the full mapping is half a view's cost),
        and the cards the seat has not seen (the real cards behind the hidden slots): the
        same zones as ``view``, built directly."""
        p, R, n = self.pub, self.R, self.seats
        real = self.zones
        zones = {}
        hidden = []
        pcs = p.public_cards
        blind = R.blind
        covered = p.known_or_covered
        d = p.defender_seat
        face = "others" if blind else "owner"
        for s in range(n):
            name = HAND[s]
            hand = real[name]
            pc = pcs[s]
            if blind:
                if s == seat:
                    cards = tuple(c if c in pc else None for c in hand) if pc else NONES[len(hand)]
                    hidden.extend(c for c in hand if c not in pc)
                else:
                    cards = tuple(hand)
                known = ()
            elif s == seat:
                cards, known = tuple(hand), ()
            else:
                cards = NONES[len(hand)]
                known = () if covered and s == d else pc
                hidden.extend(c for c in hand if c not in known) if known else hidden.extend(hand)
            zones[name] = Zone(name, "hand", cards, s, known, face=face)
        st = real["stock"]
        k = len(st)
        tc = p.trump_card
        sk = self.known.get("stock", ())
        if tc is not None and k and st[0] == tc:
            scards = (st[0],) + NONES[k - 1]
            hidden.extend(c for c in st[1:] if c not in sk) if sk else hidden.extend(st[1:])
        else:
            scards = NONES[k]
            hidden.extend(c for c in st if c not in sk) if sk else hidden.extend(st)
        zones["stock"] = Zone("stock", "stock", scards, None, sk, RANGES[k], k, self.spec["stock"].face)
        att = real["attack"]
        na = len(att)
        zones["attack"] = Zone("attack", "pairs", tuple(att), None, (), RANGES[na], na, "up")
        dfc = real["defence"]
        slots = tuple(i for i, c in enumerate(dfc) if c is not None)
        dsp = self.spec["defence"]
        if dsp.face == "owner" and seat != dsp.owner:     # «Веришь»: covers face down
            dcards = NONES[len(slots)]
            hidden.extend(dfc[i] for i in slots)
        else:
            dcards = tuple(dfc[i] for i in slots)
        zones["defence"] = Zone("defence", "pairs", dcards, dsp.owner, (), slots, len(dfc), dsp.face)
        zones["discard"] = Zone("discard", "discard", NONES[len(real["discard"])], None,
                                self.known.get("discard", ()), face="down")
        live = p.phase not in ("over", "name")
        public = {
            "trump": p.trump, "spades_only_by_spades": p.spades_only_by_spades, "unbeatable": p.unbeatable,
            "phase": p.phase, "defender": d if live else None, "stock": k,
            "blind": blind, "face_down_covers": p.face_down_covers, "lead_mode": p.lead_mode,
            "throw_ins": p.throw_ins, "taking": p.taking, "composing": p.composing,
            "known_or_covered": covered,
        }
        legal = tuple(self.legal_actions()) if seat is not None and seat == self.to_move else ()
        view = View(self.game.id, seat, n, self.to_move, legal, MappingProxyType(zones), FULL_DECK,
                    MappingProxyType(public), self.over, None, len(self.history))
        return with_unseen(view, hidden)
