"""Whose turn it is and the legal moves of each phase: the lead (one card, or a lead of
several grown card by card, or 1.а's «тройка»/«пяток» two cards at a time), the defence
(beat, transfer, take), the throw-ins and the declines."""
from __future__ import annotations

from ...actions import Action
from ...cards import Card
from .actions import _ACTS, _act, _card_act
from .table import HAND


class LegalMoves:
    """The turn and the legal moves."""

    _legal = None          # the legal list of now (cleared by every action)

    @property
    def to_move(self):
        ph = self.pub.phase
        if ph == "over":
            return None
        if ph == "name":
            return self.pub.namer
        if ph == "defend":
            return self.pub.defender_seat
        if ph == "throw":
            return self.pub.poller
        return self.pub.attacker_seat     # lead, verdict

    def legal_actions(self) -> list[Action]:
        if self._legal is None:
            self._legal = tuple(self._compute_legal())
        return list(self._legal)

    def is_legal(self, action) -> bool:
        if self._legal is None:
            self._legal = tuple(self._compute_legal())
        legal = self._legal
        # Moves usually come from this very list (interned actions): find them by identity
        # before comparing field by field.
        for a in legal:
            if a is action:
                return True
        return action in legal

    def _compute_legal(self) -> list[Action]:
        ph, R = self.pub.phase, self.R
        if ph == "over":
            return []
        if ph == "name":
            return [_act("name", value=s) for s in ("C", "H", "D")]
        if ph == "lead":
            return self._lead_actions()
        if ph == "defend":
            return self._cover_actions() if R.verish else self._defend_actions()
        if ph == "throw":
            return self._throw_actions()
        if ph == "verdict":
            return [_act("believe"), _act("disbelieve")]
        return []

    def _lead_actions(self) -> list[Action]:
        a = self.pub.attacker_seat
        hand = self.zones[HAND[a]]
        if self.R.blind:
            z = HAND[a]
            return [_act("attack", zone=z, index=i) for i in range(len(hand))]
        if not self.pub.composing:
            return [_card_act("attack", c) for c in hand]
        if self.R.lead == "pattern":
            acts = self._pattern_extensions(hand)
        else:
            acts = [_card_act("attack", c) for c in hand if self._can_add_to_lead(c)]
        acts.append(_act("done"))
        return acts

    def _can_add_to_lead(self, c: Card) -> bool:
        if not self.room():
            return False
        if self.R.lead == "same_rank":
            return c.rank == self.zones["attack"][0].rank
        return c.suit == self.zones["attack"][0].suit        # same_suit

    def _pattern_extensions(self, hand) -> list[Action]:
        """1.а: a lead grows from one card to a «тройка» and on to a «пяток», two cards at a
        time, so that every lead on the table is complete (``done`` is always legal)."""
        k = len(self.zones["attack"])
        cap = min(5, len(self.zones[HAND[self.pub.defender_seat]]))
        if k + 2 > cap or k not in (1, 3):
            return []
        need = 1 if k == 1 else 2
        # Same test as pairs(attack + [x, y]) >= need, counted incrementally: two cards of
        # one rank always add a pair; otherwise each adds one where the lead holds an odd
        # number of its rank.
        counts: dict = {}
        for c in self.zones["attack"]:
            counts[c.rank] = counts.get(c.rank, 0) + 1
        short = need - sum(v // 2 for v in counts.values())
        info = [(c, c.rank, c.suit, counts.get(c.rank, 0) & 1) for c in hand]
        acts = []
        get = _ACTS.get
        for i, (x, rx, sx, ox) in enumerate(info):
            for y, ry, sy, oy in info[i + 1:]:
                if (1 if rx == ry else ox + oy) >= short:
                    key = ("pair", rx, sx, ry, sy)
                    a = get(key)
                    if a is None:
                        a = _ACTS[key] = Action("attack", (x, y), target="attack")
                    acts.append(a)
        return acts

    def _defend_actions(self) -> list[Action]:
        d = self.pub.defender_seat
        hand = self.zones[HAND[d]]
        slots = self.unbeaten()
        acts = []
        tpos = self.transfer_target(1)
        if self.R.blind:
            z = HAND[d]
            acts = [_act("defend", zone=z, index=p, value=i) for i in slots for p in range(len(hand))]
            if tpos is not None:
                acts.extend(_act("transfer", zone=z, index=p) for p in range(len(hand)))
        else:
            for i in slots:
                target = self.zones["attack"][i]
                acts.extend(_card_act("defend", c, i) for c in hand if self.beats(c, target))
            if tpos is not None:
                rank = self.zones["attack"][0].rank
                acts.extend(_card_act("transfer", c) for c in hand if c.rank == rank)
            if self.R.show_trump and self.transfer_target(0) is not None:
                rank = self.zones["attack"][0].rank
                acts.extend(_card_act("transfer", c, value="show") for c in hand
                            if c.rank == rank and c.suit == self.pub.trump and c not in self.pub.shown)
        acts.append(_act("take"))
        return acts

    def _throw_actions(self) -> list[Action]:
        p = self.pub.poller
        hand = self.zones[HAND[p]]
        acts = []
        if self.room():
            if self.R.blind:
                z = HAND[p]
                acts = [_act("attack", zone=z, index=i) for i in range(len(hand))]
            else:
                ranks = self.table_ranks()
                acts = [_card_act("attack", c) for c in hand if c.rank in ranks]
        acts.append(_act("bito" if p == self.pub.attacker_seat and not self.pub.taking else "pass"))
        return acts

    def _next_poller(self):
        if not self.R.throw_ins or not self.room():
            return None
        declined = self.pub.declined
        for p in self.poll_order():
            if p not in declined and self.may_throw(p):
                return p
        return None
