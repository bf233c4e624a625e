"""The record's facts that follow from the others (``view.public``): the bout's limit, the
roles, who attacks and defends, the stock's count; in «Веришь» what face-down covers may hide."""
from __future__ import annotations

from ...view import freeze
from .table import HAND, table_spec


_ROLES: dict = {}     # the seats' roles by (places, no bout on, attacker, defender, teams, throw-ins)


class PublicRecord:
    """Publishing the derived facts of the record."""

    def roles(self) -> tuple:
        p = self.pub
        key = (p.places, p.phase in ("over", "name"), p.attacker_seat, p.defender_seat, p.teams,
               self.R.throw_ins)
        got = _ROLES.get(key)
        if got is None:
            got = _ROLES[key] = self._roles()
        return got

    def _roles(self) -> tuple:
        out = []
        p = self.pub
        for s in range(self.seats):
            if p.places[s]:
                out.append("out")
            elif p.phase in ("over", "name"):
                out.append("idle")
            elif s == p.defender_seat:
                out.append("defender")
            elif s == p.attacker_seat:
                out.append("attacker")
            elif self.R.throw_ins and self.opponents(s, p.defender_seat):
                out.append("thrower")
            else:
                out.append("idle")
        return tuple(out)

    def _publish(self) -> None:
        """The record's facts that follow from the others, after every move: the bout's
        limit; in «Веришь», while covers lie face down, the cards known to be in the
        defender's hand or under a cover (``known_or_covered``, kept out of every other
        zone by ``not_in``) — and the covers' face. (The seats' parts: ``_publish_seats``.)"""
        p = self.pub
        R = self.R
        ph = p.phase
        zones = self.zones
        d = p.defender_seat
        if ph != "over" and ph != "name":
            defence = zones["defence"]
            limit = len(zones["attack"]) + len(zones[HAND[d]]) - sum(1 for x in defence if x is None)
            base = self.base_limit()
            p.limit = base if base < limit else limit
        else:
            p.limit = 0
        covers = None
        if R.verish:
            face_down = ph == "defend" or ph == "verdict"
            koc = p.public_cards[d] if face_down and any(c is not None for c in zones["defence"]) else ()
            p.known_or_covered = koc
            if koc:
                p.not_in = freeze({z: koc for z in [HAND[s] for s in range(self.seats) if s != d] + ["stock"]})
            elif "not_in" in p.__dict__:
                del p.not_in
            if face_down:
                covers = d
        # the faces: the covers the defender's while they lie, the trump card turned up
        # under the stock while it lies there
        spec = table_spec(self.seats, R.blind, covers, p.trump_card is not None)
        if self.spec is not spec:
            self.spec = spec

    def _publish_seats(self) -> None:
        """The record's facts that change only when a bout begins, the attack passes on or
        the deal ends: who attacks and who defends (None when no bout is on), the roles,
        whether this is the first bout, the stock's count (drawn from between bouts)."""
        p = self.pub
        ph = p.phase
        if ph != "over" and ph != "name":
            p.attacker, p.defender = p.attacker_seat, p.defender_seat
        else:
            p.attacker = p.defender = None
        p.roles = self.roles()
        p.first_bout = p.bout == 1
        p.stock = len(self.zones["stock"])

    def touch(self) -> None:
        """Forget the cached legal actions and renew the record's derived facts (after a
        test sets fields directly)."""
        self._legal = None
        self._publish_seats()
        self._publish()
