"""The chain engine of the durak family (catalogue Part G, family ``durak_chain``): a card
goes round the table — each player beats the card laid on him — and the centre pile grows.
One state class plays Свои козыри (A8), Дурак наваленный (A9) and the Moscow modification
(A10); a game only turns its options into a ``Rules`` record.

Built on ``rules.tabletop``. Zones, in view order:

* ``stock`` (Дурак наваленный only; bottom first, face ``bottom_up``): the turned-up trump
  card lies at the bottom (``cards[0]``), face up, the rest face down, and is drawn last;
* ``centre`` (face up, bottom first): the growing pile; its top card is the one to beat;
* ``discard`` (the Moscow game's отбой; face down, every card known);
* ``hand{s}`` (face: owner);
* ``stack{s}`` (the Moscow game, ``mode = stack``; face down to everyone, its owner too:
  the top card is turned blind; the trump card shown at the deal lies at the bottom of the
  dealer's stack, known).

``view.public``: ``phase`` (``name``, ``cover``, ``lead``, ``over``), ``current`` (the seat
to move), ``dealer``, ``trump`` (suit, None in Свои козыри), ``trump_card``, ``own_trumps``
(per seat, Свои козыри), ``layers`` (who laid each centre card, bottom first), ``fresh``
(the top card was laid by the previous action — a lone holder may still beat it),
``places`` (0 = still playing), ``out`` (seats in the order they went out), ``fools``,
``draw``, ``stalemate``, ``moves``.

Readings (catalogue Part E 30–32, [P]): in Свои козыри the player after a taker leads
(option ``after_fail_leader``); in Дурак наваленный each player refills to three after
his own action (a hand emptied by a cover at once, so that he can lead). A take comes only
when nothing beats in all three games («кроет», «должен покрыть», «обязан побить»); the
family's «Беру» at any time is option ``take`` of the first two (``must_beat`` off). The Moscow game's отбой comes at as many cards as
players still in play, counted after a beat. In its stack mode (seed 003 ¶10, the stack
passage) a beat is followed by a second card from the beater, which the next player must
beat, and a turned card that does not beat goes to the hand together with the card it
failed to beat (the top one), after which the failer lays a new card; a take with nothing
to turn takes the bottom card of the centre (the common rule), and once every stack is gone
the 3 top cards. A lone player left holding cards may still beat
the card just laid on him; if he does so with his last card, nobody is the fool (a draw).

Actions: ``name`` (value = suit), ``cover`` (cards=(c,): beat the top card), ``lead``
(cards=(c,): a new card onto the pile for the next player), ``take`` «Беру», ``turn``
(a button; the Moscow stack: turn the stack's top card blind; it beats or leads if it can, else it
goes to the hand with the card it failed to beat).

Events: ``deal``, ``trump``, ``name``, ``six`` (the 6 of a player's trump handed to him,
public), ``blind`` (the card drawn blind from him in return: seen by the two), ``show``
(the lowest trump), ``lead``/``cover`` (→ ``centre``; data ``target``, ``to``),
``turn`` (the stack's card, public; data ``ok``), ``take`` (``centre`` → a hand; data
``where``: top/bottom/all, or failed: the card a turned card failed to beat), ``say`` (word take), ``otboi`` (→ ``discard``), ``draw``,
``out`` (data place), ``over`` (data fools, draw), ``stalemate``.
"""
from __future__ import annotations

from dataclasses import dataclass

from ...actions import Action
from ...cards import SUITS, Card, deck as make_deck
from ...events import Event
from ...game import Result
from ...tabletop import TableState, ZoneSpec

# A safety net, not a rule: voluntary takes can return cards for a long time. After this
# many actions the deal stops and the players still holding cards are ranked by their cards.
MAX_MOVES = 800
FULL_DECK = make_deck(36)
HAND = tuple(f"hand{s}" for s in range(8))
STACK = tuple(f"stack{s}" for s in range(8))


# Actions are immutable values: one object per distinct action, shared by every legal list
# (building frozen Actions was most of the time of listing the moves).
_ACTS: dict = {}


def _card_act(kind: str, c: Card) -> Action:
    key = (kind, c.rank, c.suit)
    a = _ACTS.get(key)
    if a is None:
        # a card laid («cover», «lead») goes onto the centre pile
        a = _ACTS[key] = Action(kind, (c,), target="centre" if kind in ("cover", "lead") else None)
    return a


TURN, TAKE = Action("turn"), Action("take")
_SEERS: dict = {}
NAMES = {s: Action("name", value=s) for s in SUITS}


@dataclass(frozen=True)
class Rules:
    game: str                     # svoi | navalenny | moscow
    penalty: str = "all"          # all | top35 (9.б) | top3_10 (8.а) | bottom (Moscow)
    hand_size: int = 0            # refill to this from a stock (0: no stock, all dealt)
    own_trumps: bool = False      # Свои козыри: each names his trump before the deal
    after_fail: str = "next"      # next | failer
    first: str = "left_of_dealer"  # left_of_dealer | lowest_trump
    must_beat: bool = False       # the Moscow game: a take only when nothing beats
    otboi: bool = False           # the Moscow game: n cards in the centre go to отбой
    stacks: bool = False          # the Moscow stack mode
    dealer: int | None = None     # None: by lot


def beats(card: Card, target: Card, trump: str | None) -> bool:
    """The family's beat (catalogue Part A), with ``trump`` the defender's trump suit — in
    Свои козыри his own: a higher card of the suit, or any trump on a non-trump."""
    if card.suit == target.suit:
        return card.rank > target.rank
    return card.suit == trump


class ChainState(TableState):
    def __init__(self, game, seats, seed, options):
        super().__init__(game, seats, seed, options)
        R = self.R = game.make_rules(seats, options)
        order = list(FULL_DECK)
        self.rng.shuffle(order)
        dealer = R.dealer if R.dealer is not None else self.rng.randrange(seats)
        spec = {}
        if R.hand_size:
            # the trump card turned up under the stock, its bottom card (``_deal``)
            spec["stock"] = ZoneSpec("stock", "bottom_up")
        spec["centre"] = ZoneSpec("pile", "up")
        if R.otboi:
            spec["discard"] = ZoneSpec("discard", "down")
        for s in range(seats):
            spec[HAND[s]] = ZoneSpec("hand", "owner", s)
        if R.stacks:
            for s in range(seats):
                spec[STACK[s]] = ZoneSpec("stack", "down", s)
        zones = {name: [] for name in spec}
        self.set_table(spec, zones, FULL_DECK, phase="name", current=None, dealer=dealer,
                       trump=None, trump_card=None, own_trumps=None, layers=(), fresh=False,
                       places=(0,) * seats, out=(), fools=(), draw=False, stalemate=False, moves=0)
        if R.own_trumps:
            # the pack waits face down (in the stock's place: a zone only for the naming)
            self.spec = {"stock": ZoneSpec("stock", "down"), **self.spec}
            self.zones = {"stock": order, **self.zones}
            self.pub.own_trumps = (None,) * seats
            self.pub.current = (dealer + 1) % seats
            return
        self.start_events = self._deal(order) + self._start_play()

    # The cards drawn blind in the six exchange: (from seat, drawer, card). The seat they were
    # drawn from saw which card went (not public, so not in the record); only the
    # conformance kit reads it (``conformance_secrets``).
    blind_seen: tuple = ()

    def seers(self, name):
        """As ``TableState.seers``, remembered per zone spec (it is on every card move)."""
        sp = self.spec[name]
        key = (sp, self.seats)
        v = _SEERS.get(key, _SEERS)
        if v is _SEERS:
            v = _SEERS[key] = super().seers(name)
        return v

    def conformance_secrets(self):
        return ChainSecrets()

    # a sampled world's rules, from its options (the legal list starts empty: ``_legal``)
    derived_caches = {"R": lambda st: st.game.make_rules(st.seats, st.options)}

    # ------------------------------------------------------------------ the deal
    def _deal(self, order) -> list:
        R, n, pub = self.R, self.seats, self.pub
        d = pub.dealer
        ev = []
        if R.hand_size:
            # one at a time until each has three; the next card turned, the stock on it
            self.zones["stock"] = order
            for _ in range(R.hand_size):
                for k in range(1, n + 1):
                    s = (d + k) % n
                    ev.append(self.move("deal", "stock", HAND[s], count=1, seat=s))
            stock = self.zones["stock"]
            tc = stock.pop()                    # the top card, turned up ...
            stock.insert(0, tc)                 # ... and the stock laid on it (its face ``bottom_up``)
            pub.trump, pub.trump_card = tc.suit, tc
            ev.append(Event("trump", None, (tc,), "stock", "stock", count=1, data=(("suit", tc.suit),)))
        else:
            # all dealt one at a time from the dealer's left (A8); the Moscow game turns the
            # last card, shows it and gives it to the dealer (A10)
            dst = STACK if R.stacks else HAND
            self.spec = {"stock": ZoneSpec("stock", "down"), **self.spec}
            self.zones = {"stock": order, **self.zones}
            last = order[0] if R.game == "moscow" else None   # the pack is dealt from its end
            # one card at a time from the top (the pack's end); as ``move`` would, faster
            pack = self.zones["stock"]
            k = 1
            while len(pack) > (1 if last is not None else 0):
                s = (d + k) % n
                c = pack.pop()
                self.zones[dst[s]].append(c)
                ev.append(Event("deal", s, (c,), "stock", dst[s], count=1, visible_to=self.seers(dst[s])))
                k += 1
            if last is not None:
                pub.trump, pub.trump_card = last.suit, last
                ev.append(self.move("trump", "stock", dst[d], count=1, seat=d, public=True,
                                    data=(("suit", last.suit),)))
                if R.stacks:                    # under his stack: his next cards stay unknown
                    st = self.zones[dst[d]]
                    st.insert(0, st.pop())
            self._drop("stock")
        return ev

    def _start_play(self) -> list:
        R, n, pub = self.R, self.seats, self.pub
        d = pub.dealer
        pub.phase = "lead"
        first = (d + 1) % n
        ev = []
        if R.first == "lowest_trump" and pub.trump is not None:
            best = None
            for k in range(1, n + 1):
                s = (d + k) % n
                for c in self.zones[HAND[s]]:
                    if c.suit == pub.trump and (best is None or c.rank < best[1].rank):
                        best = (s, c)
            if best is not None:
                first = best[0]
                self.make_known(HAND[first], (best[1],))
                ev.append(Event("show", first, (best[1],), HAND[first], HAND[first], count=1))
        pub.current = first
        return ev

    def _name(self, suit) -> list:
        pub, n = self.pub, self.seats
        me = pub.current
        own = list(pub.own_trumps)
        own[me] = suit
        pub.own_trumps = tuple(own)
        ev = [Event("name", me, data=(("suit", suit),))]
        if None in own:
            pub.current = (me + 1) % n
            return ev
        order = self.zones["stock"]
        self._drop("stock")
        ev += self._deal(order)
        # the six exchange, in order from the dealer's left: a player who lacks the 6 of
        # his own trump gets it, and its holder draws a card blind from his hand
        d = pub.dealer
        for k in range(1, n + 1):
            s = (d + k) % n
            six = Card(6, own[s])
            if six in self.zones[HAND[s]]:
                continue
            holder = next(o for o in range(n) if six in self.zones[HAND[o]])
            ev.append(self.move("six", HAND[holder], HAND[s], [six], seat=holder, public=True,
                                data=(("to", s),)))
            pool = [c for c in self.zones[HAND[s]] if c != six]
            pick = pool[self.rng.randrange(len(pool))]
            ev.append(self.move("blind", HAND[s], HAND[holder], [pick], seat=holder, data=(("from", s),)))
            self.blind_seen = self.blind_seen + ((s, holder, pick),)
        return ev + self._start_play()

    def _drop(self, name) -> None:
        """Remove a zone (the pack once dealt). The spec is shared by clones: a new dict."""
        self.spec = {k: v for k, v in self.spec.items() if k != name}
        del self.zones[name]

    # ------------------------------------------------------------------ who is who
    def trump_of(self, s: int) -> str | None:
        return self.pub.own_trumps[s] if self.R.own_trumps else self.pub.trump

    def cards_of(self, s: int) -> int:
        n = len(self.zones[HAND[s]])
        if self.R.stacks:
            n += len(self.zones[STACK[s]])
        return n

    def live(self, s: int) -> bool:
        return self.pub.places[s] == 0

    def next_live(self, s: int) -> int:
        n = self.seats
        for k in range(1, n + 1):
            o = (s + k) % n
            if self.pub.places[o] == 0:
                return o
        return s

    @property
    def top(self) -> Card | None:
        c = self.zones["centre"]
        return c[-1] if c else None

    # ------------------------------------------------------------------ the contract
    @property
    def over(self) -> bool:
        return self.pub.phase == "over"

    @property
    def to_move(self):
        return None if self.pub.phase == "over" else self.pub.current

    _legal = None          # the legal list of now (cleared by every action)

    def legal_actions(self) -> list:
        if self._legal is None:
            self._legal = self._list_legal()
        return list(self._legal)

    def is_legal(self, action) -> bool:
        if self._legal is None:
            self._legal = self._list_legal()
        return action in self._legal

    def _list_legal(self) -> list:
        pub = self.pub
        ph = pub.phase
        if ph == "over":
            return []
        me = pub.current
        if ph == "name":
            taken = set(pub.own_trumps)
            return [NAMES[s] for s in SUITS if s not in taken]
        hand = self.zones[HAND[me]]
        R = self.R
        stack = R.stacks and self.zones[STACK[me]]
        if ph == "lead":
            acts = [_card_act("lead", c) for c in hand]
            if stack:
                acts.append(TURN)
            return acts
        top = self.top
        tr = self.trump_of(me)
        ts, tr_rank = top.suit, top.rank
        acts = [_card_act("cover", c) for c in hand
                if (c.rank > tr_rank if c.suit == ts else c.suit == tr)]
        if stack:
            acts.append(TURN)
        if not R.must_beat or not acts:
            acts.append(TAKE)
        return acts

    def _apply(self, action) -> list:
        pub = self.pub
        me = pub.current
        k = action.kind
        pub.moves += 1
        self._legal = None
        if k == "name":
            return self._name(action.value)
        if k == "lead":
            ev = [self._lay("lead", me, HAND[me], action.card)]
        elif k == "cover":
            ev = [self._lay("cover", me, HAND[me], action.card)]
        elif k == "turn":
            ev = self._turn(me)
        else:
            ev = [Event("say", me, data=(("word", "take"),))] + self._fail(me)
        failed = ev[-1].what == "take"
        # the Moscow stack mode: a turned card that failed is followed by a new card from the
        # same player (seed 003 ¶10, «затем, вытянув следующую, кладет ее под очередного игрока»)
        relay = failed and k == "turn"
        ev += self._after(me, k, failed, relay)
        return ev

    # ------------------------------------------------------------------ moves
    def _lay(self, kind, me, src, card, extra=()) -> Event:
        pub = self.pub
        target = self.top if pub.phase == "cover" else None
        nxt = self.next_live(me)
        e = self.move(kind, src, "centre", [card], seat=me,
                      data=((("target", target),) if target else ()) + (("to", nxt),) + extra)
        pub.layers = pub.layers + (me,)
        return e

    def _turn(self, me) -> list:
        """The Moscow stack: the top card turned blind; it beats (or leads), else it goes to
        the hand with the penalty."""
        pub = self.pub
        stack = self.zones[STACK[me]]
        card = stack[-1]
        if pub.phase == "lead" or beats(card, self.top, pub.trump):
            return [self._lay("turn", me, STACK[me], card, (("ok", True),))]
        # «забирает себе как эту карту, так и вытянутую им из колоды»: the turned card and the
        # card he failed to beat (the top one) go to his hand; he then lays a new card (``_after``)
        ev = [self.move("turn", STACK[me], HAND[me], [card], seat=me, public=True, data=(("ok", False),))]
        ev.append(self.move("take", "centre", HAND[me], count=1, seat=me, data=(("where", "failed"),)))
        pub.layers = pub.layers[:-1]
        return ev

    def _fail(self, me) -> list:
        """The penalty of a player who did not beat the top card."""
        R, pub = self.R, self.pub
        centre = self.zones["centre"]
        top = centre[-1]
        n = len(centre)
        where = "top"
        if R.penalty == "all":
            k, where = n, "all"
        elif R.penalty == "top35":
            k = 5 if top.suit == pub.trump else 3
        elif R.penalty == "top3_10":
            k = 10 if top.suit == self.trump_of(me) else 3
        elif R.stacks and not any(self.zones[STACK[s]] for s in range(self.seats)):
            k = 3           # the Moscow stacks are gone: the 3 top cards (A10)
        else:
            k, where = 1, "bottom"
        k = min(k, n)
        if where == "bottom":
            e = self.move("take", "centre", HAND[me], count=1, seat=me, top=False, data=(("where", "bottom"),))
            pub.layers = pub.layers[1:]
        else:
            e = self.move("take", "centre", HAND[me], count=k, seat=me, data=(("where", where),))
            pub.layers = pub.layers[:len(pub.layers) - k]
        return [e]

    def _refill(self, s) -> list:
        R = self.R
        if not R.hand_size:
            return []
        stock, hand = self.zones["stock"], self.zones[HAND[s]]
        need = R.hand_size - len(hand)
        if need <= 0 or not stock:
            return []
        k = min(need, len(stock))
        ev = []
        plain = k - 1 if k == len(stock) else k          # the trump card last, in sight of all
        if plain:
            ev.append(self.move("draw", "stock", HAND[s], count=plain, seat=s))
        if plain < k:
            ev.append(self.move("draw", "stock", HAND[s], count=1, seat=s, public=True,
                                data=(("trump_card", True),)))
            self.pub.trump_card = None
        return ev

    def _after(self, me, kind, failed, relay=False) -> list:
        """Refill, who is out, who moves next, the end."""
        R, pub = self.R, self.pub
        ev = []
        phase = pub.phase
        # refill: after his own action (A9, Part E 31); a hand emptied by a cover is
        # refilled at once so that he can lead
        if kind != "cover" or not self.zones[HAND[me]]:
            ev += self._refill(me)
        out_now = False
        if self.cards_of(me) == 0 and not (R.hand_size and self.zones["stock"]):
            out_now = True
            place = len(pub.out) + 1
            places = list(pub.places)
            places[me] = place
            pub.places = tuple(places)
            pub.out = pub.out + (me,)
            ev.append(Event("out", me, data=(("place", place),)))
        centre = self.zones["centre"]
        n_live = sum(1 for p in pub.places if p == 0)
        pub.fresh = False
        if failed:
            if relay:
                # the Moscow stack: he took the failed card and lays a new one on the pile
                nxt, pub.phase = me, "lead"
            else:
                nxt = me if R.after_fail == "failer" and not out_now else self.next_live(me)
                pub.phase = "cover" if (R.game == "moscow" and centre) else "lead"
            pub.current = nxt
        elif phase == "cover" and not R.game == "moscow":
            # covered: he now leads his own card to the next (A8, A9)
            if out_now:
                pub.current, pub.phase = self.next_live(me), "lead"
            else:
                pub.phase = "lead"
        else:
            # a card laid for the next player (a lead, or the Moscow game's beat); the отбой
            # is counted after a beat
            if phase == "cover" and R.otboi and len(centre) >= max(n_live + (1 if out_now else 0), 2):
                ev.append(self.move("otboi", "centre", "discard", seat=me))
                pub.layers = ()
                pub.current = me if not out_now else self.next_live(me)
                pub.phase = "lead"
            elif phase == "cover" and R.stacks and not out_now:
                # the Moscow stack: a beat is followed by the beater's second card, which the
                # next player must beat («затем открывает следующую и тоже кладет»)
                pub.phase = "lead"
            else:
                pub.current = self.next_live(me)
                pub.phase = "cover"
                pub.fresh = True
        ev += self._check_end(me)
        return ev

    def _check_end(self, me) -> list:
        pub = self.pub
        holders = [s for s in range(self.seats) if pub.places[s] == 0]
        end = False
        if not holders:
            end = True
        elif len(holders) == 1:
            h = holders[0]
            if not (pub.phase == "cover" and pub.current == h and pub.fresh):
                end = True
        elif pub.moves >= MAX_MOVES:
            pub.stalemate = True
            end = True
        if not end:
            return []
        return self._finish()

    def _finish(self) -> list:
        pub, n = self.pub, self.seats
        ev = []
        places = list(pub.places)
        holders = [s for s in range(n) if places[s] == 0]
        draw = False
        if pub.stalemate:
            ev.append(Event("stalemate"))
            # ranked by the cards still held: fewer cards place higher; the most = fools
            counts = {s: self.cards_of(s) for s in holders}
            base = len(pub.out)
            for s in holders:
                places[s] = base + 1 + sum(1 for o in holders if counts[o] < counts[s])
            worst = max(counts.values())
            fools = tuple(s for s in holders if counts[s] == worst)
        elif holders:
            places[holders[0]] = n
            fools = (holders[0],)
        else:
            # the last two went out together: the last card beaten with the last card
            draw = True
            fools = ()
            last = pub.out[-2:] if len(pub.out) >= 2 else pub.out
            share = min(places[s] for s in last)
            for s in last:
                places[s] = share
        pub.places = tuple(places)
        pub.fools = fools
        pub.draw = draw
        pub.phase = "over"
        pub.current = None
        ev.append(Event("over", data=(("fools", fools), ("draw", draw))))
        return ev

    def result(self):
        pub = self.pub
        if pub.phase != "over":
            return None
        n = self.seats
        places = pub.places
        last = max(places)
        scores = []
        for s in range(n):
            p = places[s]
            if s in pub.fools:
                scores.append(0.0)
            elif pub.draw and p == last:
                scores.append(0.5 if n == 2 else min(0.5, round(1 - 0.5 * (p - 1) / (n - 2), 6)))
            elif n == 2:
                scores.append(1.0)
            else:
                scores.append(round(1 - 0.5 * (p - 1) / (n - 2), 6))
        return Result(tuple(places), tuple(scores), losers=tuple(pub.fools), loser_word="fool", draw=pub.draw,
                      reason="stalemate" if pub.stalemate else "out_of_cards" if pub.draw else "fool",
                      held=tuple(self.cards_of(s) for s in range(n)))

    def estimate(self):
        """A cut-playout guess: the chance to be the fool grows with the cards held."""
        pub = self.pub
        if pub.phase == "over":
            return self.result().scores
        if pub.phase == "name" or self.R.hand_size:
            # Дурак наваленный: hands of three refilled from the stock say little about
            # the end, and cut playouts scored by them searched worse than full ones
            # (normal against rule, 20 paired games: 0.45 with the cut, 0.65 without)
            return None
        import math
        n = self.seats
        live = [s for s in range(n) if pub.places[s] == 0]
        if len(live) <= 2 and not (self.R.hand_size and self.zones["stock"]):
            return None
        loads = {s: self.cards_of(s) for s in live}
        top = max(loads.values())
        w = {s: math.exp(self.EST_K * (loads[s] - top)) for s in live}
        tot = sum(w.values())
        q, m = len(pub.out) + 1, len(live)

        def f(p):
            return 1.0 if n == 2 else 1.0 - 0.5 * (p - 1) / (n - 2)
        out = []
        for s in range(n):
            if pub.places[s]:
                out.append(f(pub.places[s]))
            else:
                out.append((1.0 - w[s] / tot) * f(q + (m - 2) / 2))
        return tuple(out)

    EST_K = 0.2


class ChainSecrets:
    """For the conformance kit (tests/conformance.py): the zones are the truth; a seat may
    not see the cards of a zone whose faces it does not see, unless they are publicly known
    there — or it saw the card drawn blind from its own hand into the drawer's."""

    def zones(self, s):
        return {name: list(cards) for name, cards in s.zones.items()}

    def hidden(self, s, seat):
        from collections import Counter
        out = []
        mine = Counter(c for frm, holder, c in s.blind_seen if frm == seat and c in s.zones[HAND[holder]])
        for name, cards in s.zones.items():
            seen = Counter(c for c in s.seen_cards(name, seat) if c is not None)
            rest = Counter(cards) - seen - Counter(s.known.get(name, ())) - mine
            out.extend(rest.elements())
        return out

    def reveals(self, event, events, before):
        # A card dealt to a seat (or drawn blind by it) that a later blind draw of the same
        # action (the six exchange) takes on, where the seat may lose track of it: it saw
        # the card, rightly.
        if event.what not in ("deal", "blind") or not event.cards:
            return False
        later = events[events.index(event) + 1:] if event in events else events
        return any(e.what == "blind" and event.cards[0] in e.cards for e in later)
