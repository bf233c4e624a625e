"""The trick-taking family: what every trick game shares (catalogue PART C, PART G «tricks»).

A ``TrickState`` is a ``rules.tabletop.TableState`` — its zones and public record are the
whole truth, so ``view``, ``clone`` and the search's sampled worlds come for free — that
plays a *match of deals in one state* (a пулька of Мушка, the twenty-odd deals of Кинг, a
game of Наполеон to the клад): each deal is gathered, shuffled with ``state.rng``, dealt,
played trick by trick, scored by the game, and the next one dealt, in the same action as the
last card of the one before.

Zones (in view order):

* ``stock``   (kind "stock", face down) — the undealt pack;
* ``trump``   (kind "trump", face up) — the card turned for trumps (empty where none is);
* ``trick``   (kind "trick", face up) — the trick on the table, in the order played;
* ``discard`` (kind "discard", face down) — what was thrown away (exchanges, hands laid down);
* ``hand{s}`` (kind "hand", seen by its owner) and ``won{s}`` (kind "tricks", face up: the
  tricks a seat took this deal, gathered in front of him);
* whatever ``extra_zones`` adds (a face-up row of the two-row game, a talon of Кинг 47.г).

The engine's part of the public record (``pub``):

``phase``      "play" while tricks are played, "over" at the end of the match; a game adds
               its own phases before play (Мушка's "exchange", Наполеон's "bid") and routes
               them through ``phase_legal`` / ``phase_apply``;
``dealer``, ``deal_no`` (from 1), ``current`` (the seat to move), ``leader``;
``playing``    the seats taking part in this deal, in the order of play from the dealer's left
               (Мушка: those who did not pass; Кинг 47.г: all but the dealer);
``trump``      the trump suit or None (no trumps, or not yet known: Наполеон's first lead);
``led``        the suit led to the trick on the table (the *effective* suit, ``suit_of``);
``trick_seats`` the seats that played the cards of ``trick``, in order;
``tricks``     per seat, the tricks taken this deal; ``trick_no`` tricks finished this deal;
``last_trick`` (winner, cards) of the trick gathered last, or None;
``not_in``     ``{hand zone: cards}`` the sampler reads: the suits a seat showed void.

A game (a subclass) gives, as methods it may override:

``deck_size()``, ``hand_size()``; ``rank_order`` (ranks low → high); ``suit_of(card)`` (a
card that counts as another suit, a bower); ``card_power(card, led, trump, index)`` and
``trick_winner(cards, seats)`` (privileged cards: Мушка's Т♠, Памфил's В♣); ``playable(seat)``
(following: ``must_follow``, ``must_trump``; a game's extra constraint); ``holdings(seat)``
(the zones a seat plays from: the hand, and the face-up row of the two-row game);
``after_play(seat, card, zone, events)``; ``after_trick(winner, cards, seats, events)``;
``deal_stops()`` (Наполеон stops when the contract is made); ``score_deal(events)``;
``begin_play_phase()``.

How the later games fit (catalogue C1–C3), without changing this module:

* **Кинг**: ``deal_one_at_a_time = False`` with ``deal_cards(order, 2, …)`` called four times
  (two at a time); ``pub.trump = None`` in the penalty deals; the deal kind in the record; the
  lead restrictions («no hearts while you hold another suit», К♥ at the first chance) as an
  override of ``playable``; the penalties counted from ``won{s}`` and ``last_trick`` in
  ``end_deal``; the отыгрыш with ``must_trump = True`` and a "name" phase before play
  (``phase_legal``/``phase_apply``); 47.г's talon an ``extra_zones`` zone and the dealer left out
  of ``playing``.
* **Наполеон**: a "bid" phase and a one-card "exchange" phase (``phase_legal``/``phase_apply``),
  ``pub.trump = None`` until ``on_lead`` names it, ``must_trump = True``, ``deal_stops`` once the
  contract is made (or cannot be), the клад as chips (``rules.chips``) in ``end_deal``.
* **The two-row game**: the rows as ``extra_zones`` (face down / face up), ``holdings`` adding
  the face-up row to the hand (following counts both), ``after_play`` turning up the card
  below; no trumps; ``end_deal`` scores the difference in tricks.
(tests/test_tricks_engine.py plays rows, trump by the first lead and an early stop on a toy.)
"""
from __future__ import annotations

from types import MappingProxyType

from ...actions import Action
from ...cards import Card, deck as make_deck
from ...events import Event
from ...tabletop import TableGame, TableState, ZoneSpec
from ...view import face_shows

_PACKS: dict = {}


def _pack(size: int) -> tuple:
    """The standard pack of ``size``, built once (cards and tuples are immutable)."""
    got = _PACKS.get(size)
    if got is None:
        got = _PACKS[size] = make_deck(size)
    return got


ACE_HIGH = (2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14)


_HANDS = tuple(f"hand{s}" for s in range(32))
_WONS = tuple(f"won{s}" for s in range(32))


def hand(s: int) -> str:
    return _HANDS[s] if 0 <= s < 32 else f"hand{s}"


def won(s: int) -> str:
    return _WONS[s] if 0 <= s < 32 else f"won{s}"


def _rank_of(order) -> dict:
    """{rank: its place in ``order``}, lowest first."""
    return {r: i for i, r in enumerate(order)}


class TrickState(TableState):
    """One match of trick deals. Subclasses call ``setup_table`` from ``__init__`` and then
    start the first deal (``start_deal``)."""

    rank_order: tuple = ACE_HIGH
    must_follow: bool = True       # follow the suit led when able
    must_trump: bool = False       # when void in the suit led, trump when able
    deal_one_at_a_time: bool = True

    # ------------------------------------------------------------------ setting up
    def deck_size(self) -> int:
        return 36

    def hand_size(self) -> int:
        return 5

    def extra_zones(self) -> dict:
        """{name: ZoneSpec} a game adds after the common zones."""
        return {}

    def setup_table(self, dealer: int, **record) -> None:
        n = self.seats
        cards = _pack(self.deck_size())
        spec = {"stock": ZoneSpec("stock", "down"), "trump": ZoneSpec("trump", "up"),
                "trick": ZoneSpec("trick", "up"), "discard": ZoneSpec("discard", "down")}
        for s in range(n):
            spec[hand(s)] = ZoneSpec("hand", "owner", s)
            spec[won(s)] = ZoneSpec("tricks", "up", s)
        spec.update(self.extra_zones())
        zones = {name: [] for name in spec}
        zones["stock"] = list(cards)
        self.set_table(spec, zones, cards, phase="play", dealer=dealer, deal_no=0, current=None,
                       leader=None, playing=tuple(range(n)), trump=None, led=None, trick_seats=(),
                       tricks=(0,) * n, trick_no=0, last_trick=None, not_in=MappingProxyType({}),
                       **record)
        self._rank = _rank_of(self.rank_order)

    # a sampled world's rank table, from the order of ranks
    derived_caches = {"_rank": lambda st: _rank_of(st.rank_order)}

    def left_of(self, seat: int) -> int:
        return (seat + 1) % self.seats

    def order_from(self, first: int, seats=None) -> tuple:
        """``seats`` (all by default) in the order of play starting at ``first``."""
        pool = set(range(self.seats) if seats is None else seats)
        return tuple(s for s in ((first + i) % self.seats for i in range(self.seats)) if s in pool)

    # ------------------------------------------------------------------ a deal
    def deal_cards(self, seats, count: int, events: list) -> None:
        """Deal ``count`` cards to each of ``seats`` (in that order) from the stock, one at a
        time round the table (or all at once per seat)."""
        if self.deal_one_at_a_time:
            if type(self).move is _MOVE and "stock" not in self.known:
                self._deal_singly(seats, count, events)
                return
            for _ in range(count):
                for s in seats:
                    events.append(self.move("deal", "stock", hand(s), count=1, seat=s))
        else:
            for s in seats:
                events.append(self.move("deal", "stock", hand(s), count=count, seat=s))

    def _deal_singly(self, seats, count: int, events: list) -> None:
        """As ``move("deal", "stock", hand(s), count=1, seat=s)`` card by card, with the
        seers of each hand read once (the stock holds no known card)."""
        zones = self.zones
        stock = zones["stock"]
        a = self.seers("stock")
        plan = []
        for s in seats:
            name = hand(s)
            b = self.seers(name)
            vis = None if a is None or b is None else a | b
            plan.append((s, name, zones[name], vis, vis is None and b is not None))
        for _ in range(count):
            for s, name, zone, vis, known in plan:
                if not stock:                  # (the stock is out: the generic move says so)
                    events.append(self.move("deal", "stock", name, count=1, seat=s))
                    continue
                c = stock.pop()
                zone.append(c)
                if known:
                    self.make_known(name, (c,))
                events.append(Event("deal", s, (c,), "stock", name, None, 1, vis, ()))

    def turn_trump(self, events: list) -> Card:
        """Turn the top card of the stock face up into ``trump``; its suit is trumps."""
        ev = self.move("trump", "stock", "trump", count=1, public=True)
        events.append(ev)
        card = ev.cards[0]
        self.pub.trump = card.suit
        return card

    def reset_deal(self) -> None:
        p = self.pub
        p.deal_no += 1
        p.trick_seats = ()
        p.led = None
        p.tricks = (0,) * self.seats
        p.trick_no = 0
        p.last_trick = None
        p.not_in = MappingProxyType({})

    def begin_play_phase(self, leader: int) -> None:
        p = self.pub
        p.phase = "play"
        p.leader = p.current = leader

    # ------------------------------------------------------------------ the rules of play
    def suit_of(self, card: Card) -> str:
        """The suit a card counts as (to follow, to be followed, to trump)."""
        return card.suit

    def rank_of(self, card: Card) -> int:
        return self._rank[card.rank]

    def card_power(self, card: Card, led: str, trump: str | None, index: int) -> int:
        """How strong ``card`` (played ``index``-th) is in a trick led in ``led``: trumps over
        the suit led over the rest (which never win). A game with a privileged card
        overrides this or ``trick_winner``."""
        suit = self.suit_of(card)
        if trump is not None and suit == trump:
            return 200 + self.rank_of(card)
        if suit == led:
            return 100 + self.rank_of(card)
        return -1

    def trick_winner(self, cards, seats) -> int:
        """The seat that wins the trick of ``cards`` played by ``seats`` in order."""
        led = self.suit_of(cards[0])
        trump = self.pub.trump
        power = self.card_power
        best = 0
        top = power(cards[0], led, trump, 0)
        for i in range(1, len(cards)):        # the first of the strongest, as max() gives
            v = power(cards[i], led, trump, i)
            if v > top:
                best, top = i, v
        return seats[best]

    def holdings(self, seat: int) -> list:
        """[(zone, card)] the seat may play from (its hand; a game may add a row)."""
        return [(hand(seat), c) for c in self.zones[hand(seat)]]

    def playable(self, seat: int) -> list:
        """The cards ``seat`` may play to the trick now, by the suit rules."""
        cls = type(self)
        if cls.holdings is _HOLDINGS:          # (the hand alone: no pairs built)
            cards = self.zones[_HANDS[seat]][:]
        else:
            cards = [c for _, c in self.holdings(seat)]
        led = self.pub.led
        if led is None or not self.must_follow:
            return cards
        if cls.suit_of is _SUIT_OF:
            follow = [c for c in cards if c.suit == led]
        else:
            suit_of = self.suit_of
            follow = [c for c in cards if suit_of(c) == led]
        if follow:
            return follow
        trump = self.pub.trump
        if self.must_trump and trump is not None:
            suit_of = self.suit_of
            trumps = [c for c in cards if suit_of(c) == trump]
            if trumps:
                return trumps
        return cards

    def play_actions(self, seat: int) -> list:
        return [play_action(c) for c in sorted(self.playable(seat), key=_card_key)]

    def play(self, seat: int, card: Card) -> list:
        """``seat`` plays ``card`` to the trick; finishes the trick and the deal when due."""
        p = self.pub
        if type(self).holdings is _HOLDINGS and card in self.zones[_HANDS[seat]]:
            zone = _HANDS[seat]
        else:
            zone = self.play_zone(seat, card)
        events = []
        lead = not p.trick_seats
        if lead:
            p.led = self.suit_of(card)
            self.on_lead(seat, card, events)
        elif self.must_follow and self.suit_of(card) != p.led:
            self.note_void(seat, p.led)
        events.append(self.move("play", zone, "trick", [card], seat=seat,
                                data=(("led", p.led), ("trump", p.trump), ("lead", lead))))
        p.trick_seats += (seat,)
        self.after_play(seat, card, zone, events)
        if len(p.trick_seats) < len(p.playing):
            p.current = self.next_player(seat)
            return events
        cards = tuple(self.zones["trick"])
        seats = p.trick_seats
        winner = self.trick_winner(cards, seats)
        events.append(self.move("trick", "trick", won(winner), seat=winner,
                                data=(("seats", p.trick_seats), ("no", p.trick_no + 1))))
        t = list(p.tricks)
        t[winner] += 1
        p.tricks = tuple(t)
        p.trick_no += 1
        p.last_trick = (winner, cards)
        p.trick_seats = ()
        p.led = None
        p.leader = p.current = winner
        self.after_trick(winner, cards, seats, events)
        if self.deal_stops() or not self.anyone_holds(p.playing):
            self.end_deal(events)
        return events

    def play_zone(self, seat: int, card: Card) -> str:
        """The zone of ``seat``'s holdings that ``card`` is played from."""
        return next(z for z, c in self.holdings(seat) if c == card)

    def anyone_holds(self, seats) -> bool:
        """Whether any of ``seats`` still holds a card to play (else the deal is played out)."""
        if type(self).holdings is _HOLDINGS:
            zones = self.zones
            return any(zones[_HANDS[s]] for s in seats)
        return any(self.holdings(s) for s in seats)

    def next_player(self, seat: int) -> int:
        order = self.pub.playing
        return order[(order.index(seat) + 1) % len(order)]

    def note_void(self, seat: int, suit: str) -> None:
        """``seat`` did not follow ``suit``: no card of it is in his hand (for the sampler)."""
        name = hand(seat)
        if type(self).suit_of is _SUIT_OF:     # (a suit's cards of the deck, found once)
            cache = self.__dict__.get("_suit_cards")
            if cache is None or cache[0] is not self.deck:
                cache = self._suit_cards = (self.deck, {})
            cards = cache[1].get(suit)
            if cards is None:
                cards = cache[1][suit] = frozenset(c for c in self.deck if c.suit == suit)
        else:
            cards = frozenset(c for c in self.deck if self.suit_of(c) == suit)
        d = dict(self.pub.not_in)
        d[name] = d.get(name, frozenset()) | cards
        self.pub.not_in = MappingProxyType(d)

    # ------------------------------------------------------------------ hooks
    def on_lead(self, seat: int, card: Card, events: list) -> None:
        """A card is led (Наполеон: the first lead names trumps)."""

    def after_play(self, seat: int, card: Card, zone: str, events: list) -> None:
        """A card was played (the two-row game turns the card below)."""

    def after_trick(self, winner: int, cards: tuple, seats: tuple, events: list) -> None:
        """A trick of ``cards`` played by ``seats`` was taken by ``winner``."""

    def deal_stops(self) -> bool:
        """The deal ends before the hands are played out (Наполеон's contract made)."""
        return False

    def end_deal(self, events: list) -> None:
        """Score the deal and deal the next one (or end the match)."""
        raise NotImplementedError

    # ------------------------------------------------------------------ the contract
    @property
    def over(self) -> bool:
        return self.pub.phase == "over"

    @property
    def to_move(self):
        return None if self.pub.phase == "over" else self.pub.current

    def legal_actions(self) -> list:
        p = self.pub
        if p.phase == "over":
            return []
        if p.phase == "play":
            return self.play_actions(p.current)
        return self.phase_legal()

    def _apply(self, action: Action) -> list:
        p = self.pub
        if p.phase == "play":
            return self.play(p.current, action.card)
        return self.phase_apply(action)

    def phase_legal(self) -> list:
        raise NotImplementedError(f"phase {self.pub.phase!r}")

    def phase_apply(self, action: Action) -> list:
        raise NotImplementedError(f"phase {self.pub.phase!r}")

    def conformance_secrets(self):
        return TrickSecrets()


_HOLDINGS = TrickState.holdings
_MOVE = TableState.move
_SUIT_OF = TrickState.suit_of


_SUIT_ORDER = {"S": 0, "C": 16, "H": 32, "D": 48}


def _card_key(c: Card) -> int:
    """Cards in order by suit (♠ ♣ ♥ ♦), then rank (2–14): one int, no tuple built."""
    return _SUIT_ORDER[c.suit] + c.rank


_PLAYS: dict = {}


def play_action(card: Card) -> Action:
    """The play of ``card`` into the ``trick`` (its target: every game of the family plays
    there), made once (an action is an immutable value)."""
    a = _PLAYS.get(card)
    if a is None:
        a = _PLAYS[card] = Action("play", (card,), target="trick")
    return a


class TrickSecrets:
    """For the conformance kit (tests/conformance.py, ``Secrets``): the zones are the truth;
    what a seat may not see is what its faces hide (as ``TableSecrets``). A card shown in an
    action that ends the deal (the last card played, shown to all; the cards bought by the last
    speaker of an exchange nobody plays, shown to him) is, in the same action, shuffled back
    into the stock."""

    def zones(self, s):
        return {name: [c for c in cards if c is not None] for name, cards in s.zones.items()}

    def hidden(self, s, seat):
        from collections import Counter
        out = []
        for name, cards in s.zones.items():
            sp = s.spec[name]
            if not face_shows(sp.face, sp.owner, seat):
                rest = Counter(c for c in cards if c is not None) - Counter(s.known.get(name, ()))
                out.extend(rest.elements())
        return out

    def reveals(self, event, events, before):
        return any(e.what == "gather" for e in events)


class TrickGame(TableGame):
    family = "tricks"
    state_class = TrickState

    def _new_state(self, seats, seed, options):
        return self.state_class(self, seats, seed, options)
