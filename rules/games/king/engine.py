"""Кинг (catalogue C1; seed 001, Rozaliev 47.а–47.г) on the trick family's engine.

One state is a whole match: the penalty deals (``scoring.PENALTY_GAMES``) and the отыгрыш,
in the agreed order (47.а, 47.в) or as each player orders them (47.б «заказной», 47.г with
the talon), then the account. Dealt by twos; the dealer passes to the left after every deal
(so the player who named trumps in the отыгрыш deals next, as the seed says); the player on
the dealer's left orders the game, names trumps in the отыгрыш and leads the first trick.
In 47.г at four the dealer sits out; two cards of the pack (never its first two or last two)
go face down to the talon, which the orderer shows to everyone, takes, and then lays two
cards away face down (a card that scores in the game ordered counts in his tricks).

Public record beyond the engine's (all immutable):
``variant``; ``game`` the deal's game (``scoring`` ids); ``orderer`` who ordered it / names
trumps; ``schedule`` (47.а/в) the games in order; ``remaining`` (47.б/г) per seat the games
he still has to order (a sorted tuple, a game twice if he has it twice); ``penalty`` and
``plus`` per seat, the running totals (47.г's 4-point compensation written at the start);
``deal_tricks`` the tricks of this deal as (winner, cards); ``sheet`` one row per deal:
(deal, game, orderer, trump, points per seat); ``deals`` the match's length; ``discards``
how many cards the orderer still lays away (47.г).
"""
from __future__ import annotations

from types import MappingProxyType

from ...actions import Action
from ...cards import Card
from ...events import Event
from ...tabletop import ZoneSpec
from ..tricks.engine import TrickSecrets, TrickState, hand, play_action
from . import scoring as K
from ..tricks.reshuffle import gather_out, lay_stock

SUITS = ("S", "C", "H", "D")
TRUMP_ACTIONS = {s: Action("trump", value=s) for s in SUITS}
BLACK_ACES = (Card(14, "S"), Card(14, "C"))


def snos(s: int) -> str:
    return f"snos{s}"


class KingState(TrickState):
    must_follow = True

    @property
    def must_trump(self):
        return self.pub.game == K.OTYGRYSH and self.options["must_trump"]

    def __init__(self, game, seats, seed, options):
        super().__init__(game, seats, seed, options)
        v = options["variant"]
        comp = (4,) * seats if (v == "47g" and options["compensation"] == "4points") else (0,) * seats
        if K.ordered(v):
            per = K.games_per_player(v, options["zakaz_otygrysh_per_player"])
            mine = tuple(sorted(g for g, k in per.items() for _ in range(k)))
            remaining = (mine,) * seats
            schedule = (K.CIRCLE,) * seats if (v == "47g" and options["compensation"] == "no_tricks_circle") else ()
        else:
            remaining = ((),) * seats
            schedule = K.fixed_schedule(v, seats, options["deal_order"])
        self.setup_table(dealer=self.rng.randrange(seats), variant=v, game=None, orderer=None,
                         schedule=schedule, remaining=remaining, penalty=comp, plus=(0,) * seats,
                         deal_tricks=(), sheet=(), discards=0,
                         deals=K.match_deals(v, seats, options["zakaz_otygrysh_per_player"], options["compensation"]))
        if v == "47v":
            cards = tuple(c for c in self.deck if c not in BLACK_ACES)
            self.deck = cards
            self.zones["stock"] = list(cards)
        self.pub.dealer = (self.pub.dealer - 1) % seats
        self.start_events = self.start_deal()

    # ------------------------------------------------------------------ the table
    def deck_size(self):
        return 32

    def extra_zones(self):
        out = {"talon": ZoneSpec("talon", "down")}
        for s in range(self.seats):
            out[snos(s)] = ZoneSpec("discard", "owner", s)
        return out

    def vals(self) -> dict:
        return K.values(self.options["variant"], self.options["balance"])

    def hand_size(self):
        return 8 if self.options["variant"] in ("47a", "47b") else 10

    # ------------------------------------------------------------------ a deal
    def start_deal(self) -> list:
        p = self.pub
        v = self.options["variant"]
        events = gather_out(self)
        self.reset_deal()
        p.dealer = self.left_of(p.dealer)
        first = self.left_of(p.dealer)
        p.playing = (self.order_from(first, [s for s in range(self.seats) if s != p.dealer])
                     if (v == "47g" and self.seats == 4) else self.order_from(first))
        p.orderer = first
        p.trump = None
        p.deal_tricks = ()
        p.discards = 0
        sched_i = p.deal_no - 1
        if sched_i < len(p.schedule):
            p.game = p.schedule[sched_i]        # fixed order (or 47.г's opening circle)
        else:
            p.game = None                        # the orderer chooses
        events.append(Event("new_deal", p.dealer, data=(("no", p.deal_no), ("of", p.deals), ("game", p.game),
                                                       ("orderer", first))))
        events.extend(lay_stock(self))
        rounds = self.hand_size() // 2
        talon_after = self.rng.randrange(1, rounds) if v == "47g" else None
        first_packet = (p.game == K.OTYGRYSH and not K.ordered(v)
                        and self.options["trump_named_after"] == "first_packet")
        for r in range(rounds):
            for s in p.playing:
                events.append(self.move("deal", "stock", hand(s), count=2, seat=s))
            if r + 1 == talon_after:
                events.append(self.move("talon", "stock", "talon", count=2))
            if first_packet and r == 0:
                break
        if p.game is None:
            p.phase = "order"
            p.current = first
        elif p.game == K.OTYGRYSH:
            p.phase = "trump"
            p.current = first
        else:
            events.extend(self.after_order())
        return events

    def after_order(self) -> list:
        """The game (and trumps) are known: 47.г's talon, else play."""
        p = self.pub
        events = []
        if self.zones["talon"]:
            o = p.orderer
            ev = self.move("talon_taken", "talon", hand(o), seat=o, public=True)
            # shown to all, then mixed into his hand («смешивает его со своими картами»): which of
            # them he lays away nobody sees, so nobody keeps track of them in his hand
            self.forget(hand(o), ev.cards)
            events.append(ev)
            p.discards = 2
            p.phase = "discard"
            p.current = o
            return events
        self.begin_play_phase(p.playing[0])
        return events

    # ------------------------------------------------------------------ ordering, trumps, discards
    def phase_legal(self) -> list:
        p = self.pub
        s = p.current
        if p.phase == "order":
            return [Action("order", value=g) for g in K.ALL_GAMES if g in p.remaining[s]]
        if p.phase == "trump":
            return [TRUMP_ACTIONS[x] for x in SUITS]
        if p.phase == "discard":
            return [Action("discard", (c,), target=snos(s)) for c in sorted(self.zones[hand(s)], key=_key)]
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

    def phase_apply(self, action) -> list:
        p = self.pub
        s = p.current
        events = []
        if p.phase == "order":
            g = action.value
            rem = list(p.remaining[s])
            rem.remove(g)
            allr = list(p.remaining)
            allr[s] = tuple(rem)
            p.remaining = tuple(allr)
            p.game = g
            events.append(Event("order", s, data=(("game", g),)))
            if g == K.OTYGRYSH:
                p.phase = "trump"
                return events
            return events + self.after_order()
        if p.phase == "trump":
            p.trump = action.value
            events.append(Event("trump_named", s, data=(("suit", action.value),)))
            rest = self.hand_size() // 2 - len(self.zones[hand(p.playing[0])]) // 2
            for _ in range(rest):                 # the first packet only so far: deal the rest
                for t in p.playing:
                    events.append(self.move("deal", "stock", hand(t), count=2, seat=t))
            return events + self.after_order()
        # the discard (47.г)
        card = action.card
        events.append(self.move("discard", hand(s), snos(s), [card], seat=s))
        p.discards -= 1
        if p.discards == 0:
            self.begin_play_phase(p.playing[0])
        return events

    # ------------------------------------------------------------------ play
    def playable(self, seat):
        cards = super().playable(seat)
        p = self.pub
        if not self.options["lead_restrictions"] or p.game not in (K.HEARTS, K.KING_H, K.ERALASH):
            return cards
        if p.led is None:
            other = [c for c in cards if c.suit != "H"]
            return other or cards
        if p.game in (K.KING_H, K.ERALASH) and K.KH in cards and not any(c.suit == p.led for c in cards):
            return [K.KH]
        return cards

    def on_lead(self, seat, card, events):
        p = self.pub
        if (card.suit == "H" and self.options["lead_restrictions"]
                and p.game in (K.HEARTS, K.KING_H, K.ERALASH)):
            for suit in ("S", "C", "D"):
                self.note_void(seat, suit)          # a heart led: he holds nothing else

    def after_play(self, seat, card, zone, events):
        p = self.pub
        if len(p.trick_seats) <= 1 or card.suit == p.led:
            return
        if p.trump is not None and self.must_trump and card.suit != p.trump:
            self.note_void(seat, p.trump)
        if (self.options["lead_restrictions"] and p.game in (K.KING_H, K.ERALASH) and card != K.KH):
            d = dict(p.not_in)
            name = hand(seat)
            d[name] = d.get(name, frozenset()) | {K.KH}
            p.not_in = MappingProxyType(d)

    def after_trick(self, winner, cards, seats, events):
        self.pub.deal_tricks += ((winner, cards),)

    def end_deal(self, events):
        p = self.pub
        disc = {s: tuple(self.zones[snos(s)]) for s in range(self.seats) if self.zones[snos(s)]}
        pts = K.deal_points(p.game, p.deal_tricks, self.seats, self.vals(), disc, self.options["circle_tie"])
        if p.game == K.OTYGRYSH:
            p.plus = tuple(a + b for a, b in zip(p.plus, pts))
        else:
            p.penalty = tuple(a + b for a, b in zip(p.penalty, pts))
        p.sheet += ((p.deal_no, p.game, p.orderer, p.trump, pts),)
        events.append(Event("deal_scored", None, data=(("game", p.game), ("points", pts),
                                                       ("plus", p.game == K.OTYGRYSH))))
        if p.deal_no >= p.deals:
            p.phase = "over"
            p.current = None
            events.append(Event("match_over", None, data=(("moved", self.moved()),)))
            return
        events.extend(self.start_deal())

    def conformance_secrets(self):
        return KingSecrets()

    def sheet_sections(self) -> tuple:
        """The seed's sheet in three zones and the balance (``sheet.king_sections``)."""
        from .sheet import king_sections
        return king_sections(self)

    # ------------------------------------------------------------------ the account
    def moved(self) -> tuple:
        return K.settle(self.options["variant"], self.options["balance"], self.pub.penalty, self.pub.plus)

    def result(self):
        if not self.over:
            return None
        from ...game import Result, Settlement, linear_scores
        moved = self.moved()
        n = self.seats
        places = tuple(1 + sum(1 for x in moved if x > mine) for mine in moved)
        per_deal = tuple(tuple(x if row[1] == K.OTYGRYSH else -x for x in row[4]) for row in self.pub.sheet)
        base = tuple(sum(r[s] for r in per_deal) for s in range(n))
        tail = tuple(m - b for m, b in zip(moved, base))
        if any(tail):
            per_deal += (tail,)
        st = Settlement("points", moved, None, self.pub.deal_no, self.pub.deals, per_deal)
        return Result(places, linear_scores(places), losers=tuple(s for s in range(n) if moved[s] < 0),
                      reason="match_over", settlement=st)

    def estimate_amounts(self):
        p = self.pub
        if p.phase == "over":
            return self.moved()
        if not p.deal_tricks and not self.zones["trick"]:
            return self.moved()
        return None


class KingSecrets(TrickSecrets):
    """47.г: the talon is shown to everyone on its way into the orderer's hand (the rules
    reveal it at that moment), and forgotten there."""

    def reveals(self, event, events, before):
        return event.what == "talon_taken" or super().reveals(event, events, before)



def _key(c):
    return ("SCHD".index(c.suit), c.rank)
