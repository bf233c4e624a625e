"""Наполеон (catalogue C3; seed 001): 2–6 seats, 36 cards, 5 each; the клад before every
deal; bids 1–5 from the dealer round the table, the dealer's «здесь», a 5 «на Наполеона»;
the declarer buys one card; the suit of his first lead is trumps; follow suit, else trump,
else any; play stops once the contract is made (or can no longer be made); the payments and
the клад (``scoring.py``).

A state is a whole game of ``rounds`` × seats deals (a redeal after four passes counts as a
deal), on the trick family's engine (rules/games/tricks/engine.py). Chips live in the public
record (``chips``, ``pot``: ``TableState.open_ledger``), moved by ``state.ledger`` (accounts
``player:s`` and the клад, the ledger's ``pot``), so a clone and a sampled world have them.

Public record beyond the engine's: ``phase`` "bid" / "exchange" / "play" / "over";
``bids`` per seat (None: not spoken, 0: passed, 1–5, 6 = «на Наполеона»); ``high``,
``high_seat``; ``spoken`` how many have spoken; ``declarer``, ``contract`` (1–5),
``napoleon``; ``chips``, ``start_chips``, ``pot`` (the клад); ``active`` the seats still at
the table; ``sheet`` one row per deal: (deal, declarer or None, contract, napoleon, tricks
taken, made, per-seat chips moved).

A stack that runs out (the seed is silent; our choice, as in the other chip games): a player
who owes more than he has pays what he has — the creditors in turn from his left, the клад
last — and a ``pays`` note says who was short of what; a player who cannot put the next ante
in leaves the table (``leave``) with what he has, and is dealt no more cards; when fewer than
two are left the game ends (``out_of_chips``) and the клад goes to the one left.
"""
from __future__ import annotations

from ...actions import Action
from ...chips import player
from ...events import Event
from ..tricks.engine import TrickState, hand, play_action
from ..tricks.reshuffle import gather_out, lay_stock
from . import scoring

KLAD = scoring.KLAD
NAPOLEON = 6          # a bid of 5 «на Наполеона» ranks above a plain 5
PASS = Action("pass")
ZDES = Action("zdes")
KEEP = Action("keep")
BIDS = {k: Action("bid", value=k) for k in range(1, 6)}
NAP = Action("napoleon")


class NapoleonState(TrickState):
    must_follow = True
    must_trump = True

    def __init__(self, game, seats, seed, options):
        super().__init__(game, seats, seed, options)
        start = options["start_chips"]
        self.setup_table(dealer=self.rng.randrange(seats), bids=(None,) * seats, high=0, high_seat=None,
                         spoken=0, declarer=None, contract=0, napoleon=False,
                         start_chips=(start,) * seats, sheet=(), deals=options["rounds"] * seats,
                         bought=False, outcome=None, deal_start=(start,) * seats, active=tuple(range(seats)))
        self.open_ledger([start] * seats)
        self.pub.dealer = (self.pub.dealer - 1) % seats      # start_deal passes it on
        self.start_events = self.start_deal()

    def deck_size(self):
        return 36

    def hand_size(self):
        return 5

    # ------------------------------------------------------------------ chips
    def pay(self, src: str, dst: str, amount: int, reason: str, events: list) -> None:
        """Move ``amount`` from a player's account, or all he has: a short payment is said by
        a ``pays`` note (owed, paid)."""
        paid, ev = self.ledger.pay(src, dst, amount, reason)
        if ev is not None:
            events.append(ev)
        if paid < amount:
            events.append(Event("pays", int(src[7:]), data=(("kind", "short"), ("to", dst), ("owed", amount),
                                                             ("amount", paid))))

    # ------------------------------------------------------------------ who is at the table
    def next_active(self, seat: int) -> int:
        """The first seat to the left of ``seat`` still at the table."""
        active = self.pub.active
        s = self.left_of(seat)
        while s not in active:
            s = self.left_of(s)
        return s

    def leave_the_broke(self) -> list:
        """Before a deal: who cannot put the ante in leaves the table, with what he has."""
        p = self.pub
        ante = self.options["ante"]
        events = []
        for s in self.order_from(self.left_of(p.dealer), p.active):
            if self.ledger.stacks[s] < ante:
                p.active = tuple(x for x in p.active if x != s)
                events.append(Event("leave", s, data=(("chips", self.ledger.stacks[s]), ("ante", ante))))
        return events

    # ------------------------------------------------------------------ a deal
    def start_deal(self) -> list:
        p = self.pub
        events = gather_out(self)
        self.reset_deal()
        p.dealer = self.next_active(p.dealer)
        p.trump = None
        p.playing = self.order_from(self.left_of(p.dealer), p.active)
        p.deal_start = tuple(self.ledger.stacks)
        ante = self.options["ante"]
        for s in p.playing:
            _, ev = self.ledger.pay(player(s), KLAD, ante, "ante")
            if ev is not None:
                events.append(ev)
        events.append(Event("new_deal", p.dealer, data=(("no", p.deal_no), ("of", p.deals), ("klad", p.pot))))
        events.extend(lay_stock(self))
        self.deal_cards(p.playing, 5, events)
        p.bids = (None,) * self.seats
        p.high, p.high_seat, p.spoken = 0, None, 0
        p.declarer, p.contract, p.napoleon, p.bought, p.outcome = None, 0, False, False, None
        p.phase = "bid"
        p.current = p.dealer            # the dealer speaks first
        p.leader = None
        return events

    def bid_order(self) -> tuple:
        return self.order_from(self.pub.dealer, self.pub.active)

    # ------------------------------------------------------------------ bidding and the exchange
    def phase_legal(self) -> list:
        p = self.pub
        s = p.current
        if p.phase == "bid":
            if p.spoken >= len(p.active):       # the dealer's second word: «здесь» or pass
                return [ZDES, PASS]
            out = [BIDS[k] for k in range(p.high + 1, 6)]
            if p.high < NAPOLEON:
                out.append(NAP)
            out.append(PASS)
            return out
        if p.phase == "exchange":
            return [KEEP] + [Action("discard", (c,), target="discard") for c in sorted(self.zones[hand(s)], key=_key)]
        return []

    def is_legal(self, action) -> bool:
        p = self.pub
        if p.phase == "play":                 # the fast path: no list of actions built
            return (type(action) is Action and action.kind == "play" and len(action.cards) == 1
                    and action.zone is None and action.index is None and action.value is None
                    and action.cards[0] in self.playable(p.current))
        return p.phase != "over" and action in self.phase_legal()

    def play_actions(self, seat):
        return [play_action(c) for c in sorted(self.playable(seat), key=_key)]

    def phase_apply(self, action: Action) -> list:
        p = self.pub
        s = p.current
        events = []
        if p.phase == "bid":
            if action.kind == "zdes":
                events.append(Event("zdes", s, data=(("level", p.high),)))
                p.high_seat = s
                return events + self.end_bidding()
            if action.kind == "pass":
                b = list(p.bids)
                if p.spoken < len(p.active):
                    b[s] = 0
                p.bids = tuple(b)
                events.append(Event("pass", s, data=(("second", p.spoken >= len(p.active)),)))
            else:
                level = NAPOLEON if action.kind == "napoleon" else action.value
                b = list(p.bids)
                b[s] = level
                p.bids = tuple(b)
                p.high, p.high_seat = level, s
                events.append(Event("bid", s, data=(("level", min(level, 5)), ("napoleon", level == NAPOLEON))))
            if p.spoken >= len(p.active):
                return events + self.end_bidding()
            p.spoken += 1
            if p.spoken < len(p.active):
                p.current = self.next_active(s)
                return events
            # everyone has spoken once: the dealer may hold («здесь») a bid above his own
            if (p.high_seat is not None and p.high_seat != p.dealer and p.bids[p.dealer]):
                p.current = p.dealer
                return events
            return events + self.end_bidding()
        # the exchange
        if action.kind == "discard":
            events.append(self.move("buy_discard", hand(s), "discard", [action.card], seat=s))
            events.append(self.move("buy", "stock", hand(s), count=1, seat=s))
            p.bought = True
        else:
            events.append(Event("keep", s))
        self.begin_play_phase(s)
        return events

    def end_bidding(self) -> list:
        p = self.pub
        if p.high_seat is None:                   # all passed: a new deal, the клад stays
            events = [Event("all_pass", p.dealer)]
            moved = tuple(a - b for a, b in zip(self.ledger.stacks, p.deal_start))
            p.sheet += ((p.deal_no, None, 0, False, 0, False, moved),)
            return events + self.next_deal()
        p.declarer = p.high_seat
        p.napoleon = p.high == NAPOLEON
        p.contract = min(p.high, 5)
        p.phase = "exchange"
        p.current = p.declarer
        return [Event("declarer", p.declarer, data=(("contract", p.contract), ("napoleon", p.napoleon)))]

    # ------------------------------------------------------------------ play
    def on_lead(self, seat, card, events):
        p = self.pub
        if p.trump is None:
            p.trump = card.suit
            events.append(Event("trump_named", seat, data=(("suit", card.suit),)))

    def after_play(self, seat, card, zone, events):
        p = self.pub
        if len(p.trick_seats) > 1 and p.trump is not None and card.suit != p.led and card.suit != p.trump:
            self.note_void(seat, p.trump)         # void and no trump either

    def deal_stops(self):
        p = self.pub
        return scoring.decided(p.contract, p.tricks[p.declarer], p.trick_no, 5) is not None

    def end_deal(self, events):
        p = self.pub
        d = p.declarer
        took = p.tricks[d]
        made = took >= p.contract
        p.outcome = made
        events.append(Event("contract", d, data=(("made", made), ("took", took), ("contract", p.contract),
                                                 ("napoleon", p.napoleon), ("played", p.trick_no))))
        others = self.order_from(self.left_of(d), [s for s in p.active if s != d])
        for src, dst, amount, reason in scoring.payments(d, p.contract, p.napoleon, made, self.seats,
                                                          self.options["unit"], self.ledger.pot,
                                                          self.options["napoleon_fail"], others):
            self.pay(src, dst, amount, reason, events)
        moved = tuple(a - b for a, b in zip(self.ledger.stacks, p.deal_start))
        p.sheet += ((p.deal_no, d, p.contract, p.napoleon, took, made, moved),)
        events.extend(self.next_deal())

    def next_deal(self) -> list:
        p = self.pub
        if p.deal_no >= p.deals:
            p.phase = "over"
            p.current = None
            return [Event("match_over", None)]
        events = self.leave_the_broke()
        if len(p.active) < 2:
            p.phase = "over"
            p.current = None
            return events + [Event("match_over", None, data=(("reason", "out_of_chips"),))]
        return events + self.start_deal()

    # ------------------------------------------------------------------ the end
    def gains(self) -> tuple:
        return tuple(a - b for a, b in zip(self.pub.chips, self.pub.start_chips))

    def result(self):
        if not self.over:
            return None
        from ...game import Result, Settlement, linear_scores
        # the клад left at the end goes back to the players still at the table in equal shares
        # (our choice), so the game's chips sum to zero; the remainder to the seats from the
        # last dealer's left
        g = list(self.gains())
        klad = self.pub.pot
        n = self.seats
        left = self.order_from(self.left_of(self.pub.dealer), self.pub.active)
        for i, s in enumerate(left):
            g[s] += klad // len(left) + (1 if i < klad % len(left) else 0)
        gains = tuple(g)
        places = tuple(1 + sum(1 for x in gains if x > mine) for mine in gains)
        per_deal = tuple(row[6] for row in self.pub.sheet)
        tail = tuple(a - b for a, b in zip(gains, (sum(r[s] for r in per_deal) for s in range(n))))
        if any(tail):
            per_deal += (tail,)
        money = Settlement("chips", gains, tuple(self.pub.chips), self.pub.deal_no, self.pub.deals, per_deal)
        return Result(places, linear_scores(places), gains, losers=tuple(s for s in range(n) if gains[s] < 0),
                      reason="out_of_chips" if len(self.pub.active) < 2 else "match_over", settlement=money)

    def estimate_amounts(self):
        p = self.pub
        if p.phase == "over":
            return self.result().chips
        if p.phase == "bid" and p.spoken == 0:
            n = len(p.active)
            return tuple(x + (p.pot / n if s in p.active else 0) for s, x in enumerate(self.gains()))
        return None



def _key(c):
    return ("SCHD".index(c.suit), c.rank)
