"""«Игра в приём» — the Taking Game (catalogue B9, seed 000 entry 9).

The whole pack lies face down in a ring. A player with an empty hand draws any card
of the ring and lays it face up in the middle; a player with cards plays one of them
instead. A card of the same suit as the card just below it takes the whole middle
into its player's hand. Once the ring is gone, a player whose hand is empty is out:
the first out wins, the last holder loses.
"""
from __future__ import annotations

import math
import random

from ..actions import Action
from ..cards import SUIT_SYMBOL, deck
from ..events import Event
from ..game import Game, Option, Result, State, linear_scores
from ..phrases import Phrase, Seat
from ..registry import register
from ..view import View, Zone, freeze



_DECKS: dict = {}
_ESTIMATE_SCALE = 100.0     # cards; see PriyomState.estimate


def _deck(size: int) -> tuple:
    """The pack in its fixed order, built once (cards and tuples are immutable)."""
    d = _DECKS.get(size)
    if d is None:
        d = _DECKS[size] = tuple(deck(size))
    return d


# Actions are immutable: the search asks for the legal moves millions of times, so the
# few distinct ones are made once.
_DRAWS = tuple(Action("draw", zone="ring", index=i) for i in range(52))
_PLAYS: dict = {}


def _play(card) -> Action:
    a = _PLAYS.get(card)
    if a is None:
        a = _PLAYS[card] = Action("play", (card,))
    return a


class PriyomState(State):
    def __init__(self, game, seats, seed, options):
        super().__init__(game, seats, seed, options)
        cards = list(deck(options["deck"]))
        self.rng.shuffle(cards)
        self.ring: list = cards                       # slot -> Card or None (taken)
        self.ring_left = len(cards)
        self.hands: list[list] = [[] for _ in range(seats)]
        self.middle: list = []                        # bottom .. top
        self.dealer = self.rng.randrange(seats)
        self.current = (self.dealer + 1) % seats
        self.out: list[int] = []                      # seats in the order they went out
        self.emptied_at = [-1] * seats                # action count when the hand last emptied
        self.again = False                            # chain: the taker plays once more at once
        self.stalemate = False
        self._loop_seen: set = set()
        # Catalogue B9 [P]: forced takes can send play round for ever (two players who
        # both hold cards never draw), so a deal has a limit of moves per card of the pack.
        self.limit = options["limit"] * len(cards)

    # --- contract -----------------------------------------------------------
    @property
    def over(self) -> bool:
        return self._finished

    @property
    def _finished(self) -> bool:
        return self.stalemate or (self.ring_left == 0 and len(self.out) >= self.seats - 1)

    @property
    def to_move(self):
        return None if self.over else self.current

    def legal_actions(self) -> list[Action]:
        if self.over:
            return []
        hand = self.hands[self.current]
        if hand:
            return [_play(c) for c in hand]
        return [_DRAWS[i] for i, c in enumerate(self.ring) if c is not None]

    def is_legal(self, action: Action) -> bool:
        if self.over:
            return False
        hand = self.hands[self.current]
        if hand:
            return (action.kind == "play" and len(action.cards) == 1 and action.cards[0] in hand
                    and action.zone is None and action.index is None and action.value is None)
        return (action.kind == "draw" and not action.cards and action.zone == "ring"
                and action.value is None and isinstance(action.index, int)
                and 0 <= action.index < len(self.ring) and self.ring[action.index] is not None)

    def _apply(self, action: Action) -> list[Event]:
        seat = self.current
        events = []
        if action.kind == "draw":
            card = self.ring[action.index]
            self.ring[action.index] = None
            self.ring_left -= 1
            events.append(Event("draw", seat, (card,), "ring", "middle", index=action.index, count=1))
        else:
            card = action.card
            self.hands[seat].remove(card)
            events.append(Event("play", seat, (card,), f"hand{seat}", "middle", count=1))
            if not self.hands[seat]:
                self.emptied_at[seat] = len(self.history)
        took = bool(self.middle) and self.middle[-1].suit == card.suit
        self.middle.append(card)
        if took:
            pile, self.middle = tuple(self.middle), []
            self.hands[seat].extend(pile)
            events.append(Event("take", seat, pile, "middle", f"hand{seat}", count=len(pile)))

        events.extend(self._mark_outs())
        if self._finished:
            events.append(Event("over", None))
            return events
        # With the option on, a player who took before the ring is gone plays again at once.
        if took and self.options["chain_before_ring_empty"] and not self.again and self.ring_left > 0:
            self.again = True
        else:
            self.again = False
            self.current = self._next_seat(seat)
        events.extend(self._check_loop())
        return events

    def _mark_outs(self) -> list[Event]:
        """Once the ring is gone, every empty hand is out, earliest emptied first."""
        if self.ring_left:
            return []
        first = (self.dealer + 1) % self.seats
        fresh = [s for s in range(self.seats) if not self.hands[s] and s not in self.out]
        fresh.sort(key=lambda s: (self.emptied_at[s], (s - first) % self.seats))
        events = []
        for s in fresh:
            if len(self.out) >= self.seats - 1:
                break       # the one left is last, with cards or without
            self.out.append(s)
            events.append(Event("out", s, data=(("place", len(self.out)),)))
        return events

    def _next_seat(self, seat: int) -> int:
        for step in range(1, self.seats + 1):
            s = (seat + step) % self.seats
            if s not in self.out:
                return s
        return seat

    def _check_loop(self) -> list[Event]:
        """Ends the deal at the move limit, or at once when every card left is of one suit
        and a position repeats (each card laid is then taken by the next, for ever)."""
        if len(self.history) + 1 >= self.limit:
            return self._end_stalemate()
        if self.ring_left:
            return []
        suits = {c.suit for h in self.hands for c in h} | {c.suit for c in self.middle}
        if len(suits) > 1:
            return []
        key = (tuple(len(h) for h in self.hands), len(self.middle), self.current, self.again)
        if key in self._loop_seen:
            return self._end_stalemate()
        self._loop_seen.add(key)
        return []

    def _end_stalemate(self) -> list[Event]:
        self.stalemate = True
        rest = [s for s in range(self.seats) if s not in self.out]
        rest.sort(key=lambda s: (len(self.hands[s]), (s - self.current) % self.seats))
        events = [Event("stalemate", None)]
        for s in rest:
            self.out.append(s)
            events.append(Event("out", s, data=(("place", len(self.out)),)))
        events.append(Event("over", None))
        return events

    def placings(self) -> tuple:
        order = list(self.out) + [s for s in range(self.seats) if s not in self.out]
        places = [0] * self.seats
        for i, s in enumerate(order):
            places[s] = i + 1
        return tuple(places)

    def result(self):
        if not self.over:
            return None
        places = self.placings()
        # the last one holding cards loses; the move limit (history reached it) or a
        # repeating position ends a deal early, fewer cards placing higher
        reason = ("deal_limit" if len(self.history) >= self.limit else "stalemate") if self.stalemate else "out_of_cards"
        return Result(places, linear_scores(places), losers=(places.index(self.seats),), reason=reason,
                      held=tuple(len(h) for h in self.hands))

    def estimate(self):
        """For the search bot (State.estimate): the seats out keep their places; each other
        seat's expected place counts, against every other seat still in, the chance that
        that seat finishes first — a logistic in the difference of their hand sizes.

        Calibrated on rule-bot games (3 and 4 seats): hand sizes predict the end very
        weakly (the scale that fits best is about 100 cards, and while the ring lasts
        nothing fits better than a constant), so this is close to «the seats still in share
        the places left», nudged by hand size."""
        if self.over:
            return self.result().scores
        n = self.seats
        hands = self.hands
        out = self.out
        scores = [0.0] * n
        for i, s in enumerate(out):
            scores[s] = (n - i - 1) / (n - 1)
        rest = [s for s in range(n) if s not in out]
        for s in rest:
            behind = 0.0            # expected number of seats still in that finish ahead of s
            for t in rest:
                if t != s:
                    behind += 1.0 / (1.0 + math.exp((len(hands[t]) - len(hands[s])) / _ESTIMATE_SCALE))
            scores[s] = (n - (len(out) + 1 + behind)) / (n - 1)
        return tuple(scores)

    def view(self, seat):
        zones = {
            "ring": Zone("ring", "ring", tuple(None for c in self.ring if c is not None),
                         positions=tuple(i for i, c in enumerate(self.ring) if c is not None),
                         capacity=len(self.ring)),
            "middle": Zone("middle", "pile", tuple(self.middle)),
        }
        for s, hand in enumerate(self.hands):
            mine = seat == s
            # Every card in a hand was seen face up in the middle, so all are public knowledge.
            zones[f"hand{s}"] = Zone(f"hand{s}", "hand", tuple(hand) if mine else (None,) * len(hand),
                                     owner=s, known=() if mine else tuple(hand))
        # All public (the history is), and what Priyom.determinize needs to rebuild a state.
        public = {"dealer": self.dealer, "out": tuple(self.out), "again": self.again,
                  "stalemate": self.stalemate, "limit": self.limit,
                  "emptied_at": tuple(self.emptied_at), "loop_seen": frozenset(self._loop_seen),
                  "options": freeze(self.options)}
        return View(self.game.id, seat, self.seats, self.to_move,
                    tuple(self.legal_actions()) if seat is not None and seat == self.to_move else (),
                    freeze(zones), _deck(self.options["deck"]), freeze(public),
                    self.over, self.result(), len(self.history))

    def clone(self):
        new = object.__new__(PriyomState)
        new.__dict__.update(self.__dict__)
        # The generator deals and picks the dealer at the start and is never drawn from
        # again, so a clone may share it (copying its state was most of a clone's cost).
        new.history = list(self.history)
        new.ring = list(self.ring)
        new.hands = [list(h) for h in self.hands]
        new.middle = list(self.middle)
        new.out = list(self.out)
        new.emptied_at = list(self.emptied_at)
        new._loop_seen = set(self._loop_seen)
        return new


class Priyom(Game):
    id = "priyom"
    family = "pile_shedding"
    title = {"ru": "Игра в приём", "en": "The Taking Game"}
    blurb = {"ru": "Карты из кольца в середину; масть совпала — забирай всё",
             "en": "Cards from the ring to the middle; match the suit and take them all"}
    min_seats, max_seats = 2, 15
    options = (
        Option("deck", (36, 32, 52), {"ru": "Колода", "en": "Deck"},
               {"ru": "«колода любая» — по Розалиеву", "en": "'any deck' — Rozaliev"},
               {36: {"ru": "36 карт", "en": "36 cards"}, 32: {"ru": "32 карты", "en": "32 cards"},
                52: {"ru": "52 карты", "en": "52 cards"}}),
        Option("chain_before_ring_empty", (False, True),
               {"ru": "Взявший ходит ещё раз, пока есть кольцо",
                "en": "A taker plays again while the ring lasts"},
               {"ru": "наш выбор: по умолчанию одна карта за ход (каталог B9)",
                "en": "our choice: one card per turn by default (catalogue B9)"}),
        Option("limit", (20, 10, 40),
               {"ru": "Предел партии (ходов на карту колоды)", "en": "Deal limit (moves per card of the pack)"},
               {"ru": "наш выбор: вынужденные приёмы могут идти по кругу без конца",
                "en": "our choice: forced takes can go round without end"},
               {20: {"ru": "20 (обычно)", "en": "20 (usual)"}, 10: {"ru": "10 (короче)", "en": "10 (shorter)"},
                40: {"ru": "40 (дольше)", "en": "40 (longer)"}}),
    )
    rules_text = {
        "ru": ("Вся колода лежит рубашкой вверх кольцом, в середине — место для карты.\n"
               "Игрок после сдающего берёт любую карту из кольца и кладёт её в середину лицом вверх. "
               "Так же ходит каждый, у кого нет карт на руках; у кого карты есть, тот кладёт одну из них.\n"
               "Если карта той же масти, что и карта под ней (её положил предыдущий игрок), "
               "игрок забирает все карты из середины себе. После этого ход переходит к следующему "
               "(вариант: взявший сразу кладёт ещё одну карту, пока кольцо не кончилось).\n"
               "Когда кольцо кончилось, каждый кладёт по одной карте с руки за ход. "
               "Кто первым остался без карт — выиграл; кто последним остался с картами — проиграл.\n"
               "Наш выбор: выйти из игры можно только после того, как кончилось кольцо. "
               "Вынужденные приёмы могут ходить по кругу без конца, поэтому у партии есть предел: "
               "20 ходов на каждую карту колоды (настраивается); если все оставшиеся карты одной масти "
               "и позиция повторилась, партия кончается сразу. Тогда у кого меньше карт, тот выше."),
        "en": ("The whole pack lies face down in a ring with room for one card in the middle.\n"
               "The player after the dealer takes any card of the ring and lays it face up in the middle. "
               "So does everyone with no cards in hand; a player who holds cards lays one of them instead.\n"
               "If the card is of the same suit as the card below it (laid by the previous player), "
               "its player takes every card in the middle into his hand. Then the turn passes "
               "(option: the taker lays one more card at once while the ring lasts).\n"
               "Once the ring is gone, everyone lays one card from his hand per turn. "
               "The first with no cards wins; the last one holding cards loses.\n"
               "Our choice: a player can only go out once the ring is gone. Forced takes can go round without "
               "end, so a deal has a limit: 20 moves per card of the pack (adjustable); if every card left is "
               "of one suit and a position repeats, the deal ends at once. Then fewer cards place higher."),
    }

    def _new_state(self, seats, seed, options):
        return PriyomState(self, seats, seed, options)

    def determinize(self, view: View, assignment: dict, rng: random.Random) -> PriyomState:
        """A state for the search bot from a view and a deal of the ring (see Game.determinize).

        Every card in a hand was seen in the middle, so only the ring is hidden."""
        pub = view.public
        st = object.__new__(PriyomState)
        st.game = self
        st.seats = view.seats
        st.seed = 0
        st.options = dict(pub["options"])
        st.rng = rng
        st.history = [None] * view.turn
        zones = view.zones
        ring_zone = zones["ring"]
        ring = [None] * ring_zone.capacity
        for pos, card in zip(ring_zone.positions, assignment.get("ring", ring_zone.cards)):
            ring[pos] = card
        st.ring = ring
        st.ring_left = len(ring_zone.positions)
        hands = []
        for s in range(view.seats):
            z = zones[f"hand{s}"]
            cards = assignment.get(z.name, z.cards)
            hands.append(list(cards))
        st.hands = hands
        st.middle = list(zones["middle"].cards)
        st.dealer = pub["dealer"]
        st.current = view.to_move if view.to_move is not None else (pub["dealer"] + 1) % view.seats
        st.out = list(pub["out"])
        st.emptied_at = list(pub["emptied_at"])
        st.again = pub["again"]
        st.stalemate = pub["stalemate"]
        st._loop_seen = set(pub["loop_seen"])
        st.limit = pub["limit"]
        return st

    # --- phrases (worded by app/wording.py) ---
    phrase_ids = frozenset({"priyom.draw", "priyom.draw_take", "priyom.lay", "priyom.lay_take", "out",
                            "priyom.stalemate", "priyom.act.draw", "act.lay"})

    def action_phrase(self, action):
        if action.kind == "draw":
            return Phrase("priyom.act.draw")
        return Phrase("act.lay", card=action.card)

    def describe(self, events) -> list:
        out = []
        for i, e in enumerate(events):
            if e.kind in ("draw", "play"):
                took = next((x for x in events[i + 1:] if x.kind == "take"), None)
                pid = "priyom.draw" if e.kind == "draw" else "priyom.lay"
                if took:
                    out.append(Phrase(pid + "_take", who=Seat(e.seat), card=e.cards[0], n=took.count))
                else:
                    out.append(Phrase(pid, who=Seat(e.seat), card=e.cards[0]))
            elif e.kind == "out":
                out.append(Phrase("out", who=Seat(e.seat), place=e.get("place")))
            elif e.kind == "stalemate":
                out.append(Phrase("priyom.stalemate"))
        return out

    def rule_policy(self, view: View, rng: random.Random) -> Action:
        legal = list(view.legal)
        if legal[0].kind == "draw":
            return rng.choice(legal)           # the ring is face down: every slot is alike
        middle = view.zone("middle").cards
        top = middle[-1] if middle else None
        safe = [a for a in legal if top is None or a.card.suit != top.suit]
        if not safe:
            return rng.choice(legal)           # every card matches: the take is forced
        my_hand = view.hand(view.seat).cards
        by_suit = {s: sum(1 for c in my_hand if c.suit == s) for s in SUIT_SYMBOL}
        unseen = view.unseen()

        def worth(a):
            # Leave on top the suit the next player is most likely forced to match;
            # then shed from my longest suit, to keep my hand varied.
            return (forced_match_chance(view, a.card.suit, unseen), by_suit[a.card.suit], rng.random())
        return max(safe, key=worth)


def forced_match_chance(view: View, suit: str, unseen=None) -> float:
    """Chance that the next player will have to lay a card of ``suit`` (and so take).
    ``unseen`` is ``view.unseen()``, if the caller has it already."""
    seat = view.seat
    out = view.public["out"]
    nxt = next((s % view.seats for s in range(seat + 1, seat + view.seats + 1)
                if s % view.seats not in out and s % view.seats != seat), None)
    if nxt is None:
        return 0.0
    hand = view.hand(nxt)
    if unseen is None:
        unseen = view.unseen()
    share = (sum(1 for c in unseen if c.suit == suit) / len(unseen)) if unseen else 0.0
    if hand.size == 0:
        return share if view.zone("ring").size else 0.0
    known = [c for c in hand.cards if c is not None] + list(hand.known)
    if any(c.suit != suit for c in known):
        return 0.0
    return share ** (hand.size - len(known))


PRIYOM = register(Priyom())
