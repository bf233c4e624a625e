"""Свинки — "Piggies" (catalogue B1; seed 000, entry 1).

2–8 players (36 cards up to four, 52 from five); everyone antes into the кон. The lowest
card of a suit (``pig_suit``: drawn at random, or ♠) lies face up in the middle: the
«свинья», the pig. Each player in turn takes the top card of the stock and lays it face up
before him: his «магазин». Then the players in turn draw the top card of the stock:

1. of the pig's suit and the next rank up, it must go on the pig;
2. else, one rank lower than the top of the left or the right neighbour's magazine (suit
   irrelevant), it goes there — only the neighbours' magazines; when both fit, the player
   chooses;
3. aces never go anywhere;
4. what fits nowhere the player keeps face down beside him: his reserve.

A player whose card found a place draws again (``continue_after_placement``; or one card a
turn). A card that
fits nowhere goes face up onto one's own magazine; once the stock is out, each in turn draws
the top of his own magazine turned face down (``hand{s}``), placing it by the same rules,
and turns the magazine over again when that runs out (``shop_is_liability`` = "turn_over_shuffle",
the default, or "turn_over"). The one left with only aces (or nothing) while the others still hold other
cards takes the кон (several at once share it). If the table comes back to a position seen
before at a turn-over, the cards would go round for ever: the player shuffles the magazine
he turns over (``turn_over_shuffle``, the default since issue 26 item 5: at two seats nearly
half the games went round), and after ten such shuffles (or at once under
``turn_over``) the fewest cards other than aces win.

The other readings (``shop_is_liability``): False — the card that fits nowhere goes to a
face-down reserve and, once the stock is out, each in turn plays one reserve card that fits
(the pig first) or passes; a whole round with nobody able to play, or ten rounds, and the
fewest cards other than aces win. True — it goes onto one's own magazine, and at the end a
player may play only his magazine's top.

Zones: ``pig`` (face up), ``stock`` (face down), ``shop{s}`` (face up), ``hand{s}``
(the reserve, its owner's; the own stock, face down, when turning over; none under "top card"), ``drawn`` (face up: a card whose player is
choosing between his neighbours). Record: ``chips``, ``pot``, ``start_chips``, ``dealer``,
``current``, ``phase`` ('draw' | 'place' | 'end' | 'over'), ``passes``, ``moves``,
``winners``, ``how`` ('aces' | 'deadlock' | 'cycle' | 'limit'), ``last`` (the last placement, for
the table), ``turned`` (the magazines are being turned over), ``seen`` (the positions at turn-overs),
``shuffles`` (the magazines shuffled so far because the cards went round).
"""
from __future__ import annotations

import random

from ...actions import Action
from ...cards import ACE, SUITS, Card, deck as make_deck
from ...chips import POT, player, split_by_ratio
from ...events import Event
from ...game import Option, Result, Settlement
from ...phrases import Phrase, Seat, Word
from ...registry import register
from .notes import SVINKI_NOTE_IDS, svinki_notes
from ...rulebook import Outside, Reading, Rule, Seed
from ...tabletop import TableGame, TableState, ZoneSpec
from .common import refuse, linear_scores, places_from_groups, rank_groups, src

_PACKS: dict = {}


def _pack(size: int) -> tuple:
    """The standard pack of ``size``, built once (cards and tuples are immutable)."""
    got = _PACKS.get(size)
    if got is None:
        got = _PACKS[size] = make_deck(size)
    return got


START_CHIPS = 20
MOVE_LIMIT = 3000        # our safety net: then as in a deadlock
TURN_OVER_LIMIT = 20000  # the same when the magazines are turned over (a cycle ends it first)
END_ROUNDS = 10          # rounds of play from the reserves at most, then as in a deadlock

# Where a card that fits nowhere goes, and what the stock's end means (option
# ``shop_is_liability``). Its values were False and True before «turn over» became the
# default; saves carry every option, so those keep meaning what they meant.
TURN_OVER = "turn_over"
# The default since issue 26 item 5: as TURN_OVER, but when the cards go round (the table as it
# was before at a turn-over) the player shuffles his magazine as he turns it over, and play
# goes on; only after SHUFFLES_AT_MOST such shuffles does the round end the game.
TURN_OVER_SHUFFLE = "turn_over_shuffle"
TURNING = (TURN_OVER_SHUFFLE, TURN_OVER)
SHUFFLES_AT_MOST = 10


def deck_size(seats: int) -> int:
    return 36 if seats <= 4 else 52



def _place(card, zone: str) -> Action:
    """A card laid on the pig or a neighbour's magazine: the zone is both its identity (as
    saved) and its target on the table."""
    return Action("place", (card,), zone, target=zone)

class SvinkiState(TableState):
    def __init__(self, game, seats, seed, options):
        super().__init__(game, seats, seed, options)
        size = deck_size(seats)
        cards = _pack(size)
        low = min(c.rank for c in cards)
        suit = "S" if options["pig_suit"] == "S" else self.rng.choice(SUITS)
        pig = Card(low, suit)
        order = [c for c in cards if c != pig]
        self.rng.shuffle(order)
        liability = options["shop_is_liability"]
        spec = {"pig": ZoneSpec("pig", "up"), "stock": ZoneSpec("stock", "down"), "drawn": ZoneSpec("pile", "up")}
        for s in range(seats):
            spec[f"shop{s}"] = ZoneSpec("shop", "up", s)
            if not liability:
                spec[f"hand{s}"] = ZoneSpec("hand", "owner", s)
            elif liability in TURNING:              # his magazine turned over: his own stock
                spec[f"hand{s}"] = ZoneSpec("hand", "down", s)
        zones = {name: [] for name in spec}
        zones["pig"] = [pig]
        zones["stock"] = order
        dealer = self.rng.randrange(seats)
        ante = options["ante"]
        self.set_table(spec, zones, cards, start_chips=(START_CHIPS,) * seats, dealer=dealer,
                       current=(dealer + 1) % seats, phase="draw", passes=0, moves=0, limit=MOVE_LIMIT,
                       winners=(), how=None, last=None, pig_suit=suit, turned=False, seen=frozenset(), shuffles=0)
        self.open_ledger([START_CHIPS] * seats)         # chips and the pot, in the record
        ledger = self.ledger
        ev = [ledger.transfer(player(s), POT, ante, "ante") for s in range(seats)]
        ev.append(Event("pig", None, (pig,), data=(("suit", suit),)))
        for i in range(seats):
            s = (dealer + 1 + i) % seats
            ev.append(self.move("shop", "stock", f"shop{s}", count=1, seat=s, public=True))
        self.start_events = ev

    # --- the table --------------------------------------------------------------------
    @property
    def turning(self) -> bool:
        """The magazines are turned over once the stock is out (the default reading)."""
        return self.options["shop_is_liability"] in TURNING

    def liability(self, s) -> list:
        """The cards seat ``s`` must get rid of: his reserve, or his magazine in the
        liability readings (and his own stock, the magazine turned over)."""
        if self.turning:
            return self.zones[f"hand{s}"] + self.zones[f"shop{s}"]
        return self.zones[f"shop{s}" if self.options["shop_is_liability"] else f"hand{s}"]

    def burden(self, s) -> int:
        return sum(1 for c in self.liability(s) if c.rank != ACE)

    def neighbours(self, s) -> list:
        n = self.seats
        return sorted({(s + 1) % n, (s - 1) % n} - {s})

    def fits_pig(self, card) -> bool:
        pig = self.zones["pig"]
        return card.rank != ACE and card.suit == pig[0].suit and card.rank == pig[-1].rank + 1

    def fits_shop(self, card, t) -> bool:
        shop = self.zones[f"shop{t}"]
        return card.rank != ACE and bool(shop) and card.rank == shop[-1].rank - 1

    def targets(self, seat, card) -> list:
        """Where ``seat`` may lay ``card``: the pig alone if it fits there; else the
        neighbours' magazines it fits."""
        if card.rank == ACE:
            return []
        if self.fits_pig(card):
            return ["pig"]
        return [f"shop{t}" for t in self.neighbours(seat) if self.fits_shop(card, t)]

    # --- the contract -----------------------------------------------------------------
    @property
    def over(self) -> bool:
        return self.pub.phase == "over"

    @property
    def to_move(self):
        return None if self.over else self.pub.current

    def legal_actions(self):
        pub = self.pub
        me = pub.current
        if pub.phase == "over":
            return []
        if pub.phase == "draw":
            return [Action("draw")]
        if pub.phase == "place":
            card = self.zones["drawn"][0]
            return [_place(card, zone) for zone in self.targets(me, card)]
        cards = self.liability(me)
        if self.options["shop_is_liability"]:
            cards = cards[-1:]
        acts = []
        seen = set()
        pig = self.zones["pig"]
        if not pig:                                  # (never in play: the pig is laid first)
            for c in cards:
                if c in seen:
                    continue
                seen.add(c)
                acts.extend(_place(c, zone) for zone in self.targets(me, c))
            return acts or [Action("pass")]
        # as ``targets`` card by card, with the pig's and the neighbours' tops read once
        pig_suit, pig_next = pig[0].suit, pig[-1].rank + 1
        zones = self.zones
        shops = []
        for t in self.neighbours(me):
            name = f"shop{t}"
            shop = zones[name]
            if shop:
                shops.append((name, shop[-1].rank - 1))
        for c in cards:
            r = c.rank
            if r == ACE or c in seen:
                continue
            seen.add(c)
            if c.suit == pig_suit and r == pig_next:
                acts.append(_place(c, "pig"))
            else:
                for name, want in shops:
                    if r == want:
                        acts.append(_place(c, name))
        return acts or [Action("pass")]

    def apply(self, action, seat=None):
        refuse(self, action, seat, self.why_illegal)        # the checks of State.apply, with the reason
        events = self._apply(action)
        self.history.append(action)
        return events

    def why_illegal(self, action) -> str | None:
        pub = self.pub
        if action.kind == "draw":
            return "the stock is out: play from the reserve or pass" if pub.phase == "end" else \
                "the drawn card waits for its place"
        if action.kind == "pass":
            return "a card of yours fits somewhere: it must be played" if pub.phase == "end" else \
                "draw from the stock"
        if action.kind == "place" and len(action.cards) == 1:
            c = action.cards[0]
            if c.rank == ACE:
                return "aces are never placed"
            if pub.phase == "draw":
                return "draw first: cards are placed as they are drawn"
            if action.zone == "pig" or (action.zone or "").startswith("shop"):
                if self.fits_pig(c) and action.zone != "pig":
                    return f"{c.code} fits the pig: it must go there"
                return f"{c.code} does not fit there (the pig takes the next of its suit; a neighbour's " \
                       "magazine one rank lower)"
        return None

    def is_legal(self, action):
        if isinstance(action, Action) and action.kind == "draw":
            return self.pub.phase == "draw" and action == Action("draw")
        return action in self.legal_actions()

    def _apply(self, action):
        pub = self.pub
        me = pub.current
        pub.moves += 1
        if action.kind == "draw":
            events = self._draw(me)
        elif action.kind == "place" and pub.phase == "place":
            zone = action.zone
            events = [self.move("place", "drawn", zone, seat=me, data=(("why", "shop"), ("choice", True)))]
            pub.last = (me, action.card.code, zone, "shop")
            events += self._after_draw(me, placed=True)
        elif action.kind == "place":
            zone = action.zone
            src_zone = f"shop{me}" if self.options["shop_is_liability"] else f"hand{me}"
            why = "pig" if zone == "pig" else "shop"
            events = [self.move("place", src_zone, zone, [action.card], seat=me, public=True,
                                data=(("why", why), ("from", "reserve")))]
            pub.last = (me, action.card.code, zone, why)
            pub.passes = 0
            events += self._check_win()
            if not self.over:
                events += self._next_end(me)
        else:                                           # pass, in the end phase
            pub.passes += 1
            events = [Event("pass", me)]
            pub.last = None
            if pub.passes >= self.seats:
                events += self._finish("deadlock")
            else:
                events += self._next_end(me)
        if not self.over and pub.moves >= pub.limit:
            events += self._finish("limit")
        return events

    def _draw(self, me) -> list:
        pub = self.pub
        src, ev0 = "stock", []
        if not self.zones["stock"]:                 # turning over: from his own stock
            src = f"hand{me}"
            if not self.zones[src]:
                # Every endless game turns a magazine over again and again: a position seen
                # before at a turn-over comes back for ever, and nobody can finish — unless
                # the magazine is shuffled (the default reading), which breaks the round.
                zones = self.zones
                key = (len(zones["pig"]), me) + tuple(
                    (tuple(zones[f"hand{s}"]), tuple(zones[f"shop{s}"])) for s in range(self.seats))
                shuffle = False
                if key in pub.seen:
                    if self.options["shop_is_liability"] != TURN_OVER_SHUFFLE or pub.shuffles >= SHUFFLES_AT_MOST:
                        return self._finish("cycle")
                    shuffle = True
                pub.seen = pub.seen | {key}
                shop = self.zones[f"shop{me}"]
                ev0 = [self.move("turn", f"shop{me}", src, shop[::-1], seat=me,
                                 data=(("shuffled", True),) if shuffle else ())]
                if shuffle:
                    pub.shuffles += 1
                    self.rng.shuffle(zones[src])
                    # everyone saw which cards, none saw their new order: the known cards
                    # are kept in a fixed order that says nothing of it
                    self.known[src] = tuple(sorted(zones[src], key=lambda c: (c.suit, c.rank)))
        card = self.zones[src][-1]
        places = self.targets(me, card)
        if len(places) == 1:
            why = "pig" if places[0] == "pig" else "shop"
            ev = ev0 + [self.move("draw", src, places[0], count=1, seat=me, public=True, data=(("why", why),))]
            pub.last = (me, card.code, places[0], why)
            return ev + self._after_draw(me, placed=True)
        if len(places) == 2:
            pub.phase = "place"
            pub.last = (me, card.code, "drawn", "choose")
            return ev0 + [self.move("draw", src, "drawn", count=1, seat=me, public=True, data=(("why", "choose"),))]
        ev0 += self._own_shop(me, src, card)
        if self.options["shop_is_liability"]:       # face up onto his own magazine: the table says why
            pub.last = (me, card.code, f"shop{me}", "ace" if card.rank == ACE else "own")
        else:
            pub.last = (me, None, "reserve", "reserve")
        return ev0 + self._after_draw(me, placed=False)

    def _own_shop(self, me, src, card) -> list:
        """A drawn card with no place: onto his own magazine, or into his reserve."""
        if self.options["shop_is_liability"]:
            ev = [self.move("draw", src, f"shop{me}", count=1, seat=me, public=True,
                            data=(("why", "ace" if card.rank == ACE else "own"),))]
        else:
            ev = [self.move("draw", src, f"hand{me}", count=1, seat=me,
                            data=(("why", "reserve"),))]
        return ev

    def _after_draw(self, me, placed: bool) -> list:
        pub = self.pub
        pub.phase = "draw"
        if pub.turned:
            return self._after_turning_draw(me, placed)
        if not self.zones["stock"]:
            if self.turning:
                # the magazines are turned over and drawn from as before: no passes, no
                # ten-round limit; a cycle (a position seen before) ends the game instead
                pub.turned = True
                pub.limit = max(pub.limit, TURN_OVER_LIMIT)
                ev = [Event("stock_out", None, data=(("turn_over", True),))]
                ev += self._check_win()
                if not self.over:
                    ev += self._after_turning_draw(me, placed)
                return ev
            pub.phase = "end"
            pub.passes = 0
            # our safety net: the end is played for ten rounds at most (in the liability reading
            # cards may wander between magazines for ever), then settled as a deadlock
            pub.limit = min(pub.limit, pub.moves + END_ROUNDS * self.seats)
            ev = [Event("stock_out", None)]
            ev += self._check_win()
            if not self.over:
                pub.current = (me + 1) % self.seats
            return ev
        if not (placed and self.options["continue_after_placement"]):
            pub.current = (me + 1) % self.seats
        return []

    def _after_turning_draw(self, me, placed: bool) -> list:
        pub = self.pub
        ev = self._check_win()
        if self.over:
            return ev
        if not (placed and self.options["continue_after_placement"]):
            pub.current = (me + 1) % self.seats
        return ev

    def _next_end(self, me) -> list:
        self.pub.current = (me + 1) % self.seats
        return []

    def _check_win(self) -> list:
        clean = [s for s in range(self.seats) if self.burden(s) == 0]
        if clean and len(clean) < self.seats:
            return self._finish("aces", clean)
        if clean:                                       # everyone clean at once: all share
            return self._finish("aces", clean)
        return []

    def _finish(self, how, winners=None) -> list:
        pub = self.pub
        if winners is None:
            least = min(self.burden(s) for s in range(self.seats))
            winners = [s for s in range(self.seats) if self.burden(s) == least]
        pub.phase = "over"
        pub.how = how
        pub.winners = tuple(winners)
        pub.current = None
        ev = []
        if not self.options["shop_is_liability"]:
            # the reserves are laid open: the count of cards other than aces decides
            spec = dict(self.spec)
            for s in range(self.seats):
                name = f"hand{s}"
                cards = self.zones[name]
                if cards:
                    ev.append(Event("show", s, tuple(cards), name, None, count=len(cards)))
                spec[name] = ZoneSpec("hand", "up", s)
            self.spec = spec
        ev += [Event("won", None, data=(("winners", tuple(winners)), ("how", how), ("pot", self.ledger.pot),
                                       ("burdens", tuple(self.burden(s) for s in range(self.seats)))))]
        pot = self.ledger.pot
        if pot:
            for s, share in zip(winners, split_by_ratio(pot, [1] * len(winners))):
                if share:
                    ev.append(self.ledger.transfer(POT, player(s), share, "pot", seat=s))
        return ev

    # --- the end --------------------------------------------------------------------------
    def result(self):
        if not self.over:
            return None
        win = set(self.pub.winners)
        rest = [s for s in range(self.seats) if s not in win]
        groups = [sorted(win)] + rank_groups(rest, self.burden)
        places = places_from_groups(self.seats, groups)
        gains = tuple(a - b for a, b in zip(self.ledger.stacks, self.pub.start_chips))
        money = Settlement("chips", gains, tuple(self.ledger.stacks))
        how = self.pub.how
        reason = "out_of_cards" if how == "aces" else ("stalemate" if how in ("deadlock", "cycle") else "deal_limit")
        return Result(places, linear_scores(places), gains, losers=tuple(rest), reason=reason, settlement=money,
                      held=tuple(self.burden(s) for s in range(self.seats)))


class Svinki(TableGame):
    id = "svinki"
    family = "shedding"
    state_class = SvinkiState
    title = {"ru": "Свинки", "en": "Svinki (Piggies)"}
    blurb = {"ru": "Тяни и подкладывай: на «свинью» в масть вверх, соседям на ранг ниже; тузы — никуда",
             "en": "Draw and place: on the pig one up in its suit, on a neighbour one rank down; aces nowhere"}
    min_seats, max_seats = 2, 8
    utility = "chips"
    # The draws decide: the few choices (which neighbour, which reserve card) barely matter
    # (the rule bot against random players: 0.585 against a fair 0.582 in 200 games).
    luck_only = True
    options = (
        Option("pig_suit", ("random", "S"), {"ru": "Масть «свиньи»", "en": "The pig's suit"},
               src("наш выбор: в сборнике не сказано", "our choice: the seed does not say"),
               {"random": src("случайная", "at random"), "S": src("♠ пики", "♠ spades")}),
        # True is the default since issue 26 (False before: saves carry it).
        Option("continue_after_placement", (True, False),
               {"ru": "Подложил — тянет ещё", "en": "A placed card earns another draw"},
               src("наш выбор: в сборнике не сказано; так партия чаще кончается одними тузами",
                   "our choice: the seed does not say; so a game more often ends with only aces")),
        # The values were False (then the default) and True before «turn over», and «turn over»
        # the default before the shuffle when the cards go round (issue 26 item 5): saves carry
        # every option, so an old save keeps its reading.
        Option("shop_is_liability", (TURN_OVER_SHUFFLE, TURN_OVER, False, True),
               {"ru": "Карта, которой нет места", "en": "A card with no place"},
               src("по Розалиеву: «когда колода кончилась, игрок использует образовавшиеся у него в результате "
                   "игры карты»; как — не сказано",
                   "Rozaliev: «when the stock is out, a player uses the cards that built up before him in play»; "
                   "how is not said"),
               {TURN_OVER_SHUFFLE: src("на свой магазин; колода кончилась — магазин переворачивают и тянут из "
                                       "него; пошли по кругу — тасуют",
                                       "onto one's own magazine; once the stock is out it is turned over and drawn "
                                       "from; shuffled when the cards go round"),
                TURN_OVER: src("на свой магазин; колода кончилась — магазин переворачивают и тянут из него; пошли "
                               "по кругу — меньше карт кроме тузов выигрывает",
                               "onto one's own magazine; once the stock is out it is turned over and drawn from; "
                               "when the cards go round, the fewest cards other than aces win"),
                False: src("в запас, как на shram.kiev.ua; в конце — любой подходящей картой запаса",
                           "to a reserve, as on shram.kiev.ua; at the end, any reserve card that fits"),
                True: src("на свой магазин; в конце — только его верхней картой",
                          "onto one's own magazine; at the end, only its top card")}),
        Option("ante", (1, 2, 5), {"ru": "Ставка в кон с каждого", "en": "Ante each"},
               src("наш выбор: сумма в сборнике не названа", "our choice: the seed names no sum")),
    )
    rulebook = (
        Rule("Играют от двух до восьми; колода в 36 листов до четырёх игроков, в 52 — с пяти.",
             "Two to eight play; a 36-card pack up to four players, 52 from five.",
             Seed("Количество игроков не ограничено. Для игры используется колода из 36 или 52 листов в зависимости "
                  "от количества игроков",
                  "Any number of players. A pack of 36 or 52 cards is used, depending on the number of players.")),
        Rule("Предел в восемь игроков и порог в пять — наши.", "The limit of eight and the switch at five are ours.",
             Reading("в правилах число игроков не ограничено и порог не назван; больше восьми магазинов не помещаются "
                     "за столом.",
                     "the original sets no limit and names no switch; more than eight magazines do not fit the table.")),
        Rule("Перед игрой все ставят в кон (по 1, 2 или 5 фишек — на выбор).",
             "Everyone antes into the pot first (1, 2 or 5 chips, as chosen).",
             Seed("Перед началом игры игроки ставят кон", "Before the game the players put up the pot.")),
        Rule("Младшую карту (шестёрку или двойку) кладут открыто в середину — это «свинья».",
             "The lowest card (a six or a two) lies face up in the middle — the «pig».",
             Seed("Из колоды извлекается младшая карта и кладется открыто в середину стола. Это — «свинья»",
                  "The lowest card is taken from the pack and laid face up in the middle of the table. This is the "
                  "«pig».")),
        Rule("Масть «свиньи» — случайная (вариант: пики).", "The pig's suit is drawn at random (option: spades).",
             Reading("в правилах масть не названа.", "the original names no suit.")),
        Rule("Колоду кладут в середину. Каждый по очереди снимает верхнюю карту и кладёт перед собой открыто — это "
             "его «магазин».",
             "The pack lies in the middle. Each in turn takes its top card and lays it face up before him — his "
             "«magazine».",
             Seed("Оставшаяся колода кладется на середину стола. Каждый по очереди снимает одну верхнюю карту колоды "
                  "и кладет ее перед собой открыто. Это — «магазин» игрока",
                  "The rest of the pack is put in the middle. Each in turn takes the top card of the pack and lays it "
                  "face up before him. This is the player's «magazine».")),
        Rule("Затем игроки по очереди тянут верхнюю карту колоды. Карту той же масти, что «свинья», и следующую по "
             "старшинству вверх обязательно кладут на «свинью».",
             "Then the players in turn draw the top card of the pack. A card of the pig's suit and the next rank up "
             "must go on the pig.",
             Seed("Затем начинается съем карт сверху колоды каждым из игроков по очереди. Если карта, взятая игроком, "
                  "той же масти, что и карта «свиньи», и следующая по достоинству в восходящем порядке, он обязан "
                  "выложить ее на «свинью»",
                  "Then each player in turn takes cards off the top of the pack. If the card taken is of the pig's "
                  "suit and the next rank up, he must lay it on the pig.")),
        Rule("Карту на ступень ниже верхней карты магазина соседа (масть не важна) кладут туда; подкладывать можно "
             "только соседям — справа и слева.",
             "A card one rank below the top of a neighbour's magazine (suit irrelevant) goes there; only the "
             "neighbours' magazines, right and left, take cards.",
             Seed("Если карта следующего достоинства в нисходящем порядке по отношению к магазинам других игроков, он "
                  "кладет ее на магазины других игроков. Масть в этом случае роли не играет… Подкладывать карты можно "
                  "только на магазины соседей — правого и левого",
                  "If the card is the next rank down from other players' magazines, he lays it on their magazines. "
                  "The suit does not matter then… Cards may be laid only on the neighbours' magazines, right and "
                  "left.")),
        Rule("Подходит обоим соседям — игрок выбирает.", "A card that fits both neighbours: the player chooses.",
             Reading("в правилах не сказано, кому.", "the original does not say to whom.")),
        Rule("Тузы никуда подкладывать нельзя.", "Aces may never be placed anywhere.",
             Seed("Тузы подкладывать никуда не допускается", "Aces may not be laid anywhere.")),
        Rule("Подходит и «свинье», и соседу — обязательно на «свинью».",
             "A card that fits both the pig and a neighbour must go on the pig.",
             Seed("Если карту можно подложить и соседу, и на «свинью» одновременно, игрок обязан положить ее на "
                  "«свинью»",
                  "If a card can go both to a neighbour and on the pig, the player must lay it on the pig.")),
        Rule("Подложивший карту тянет ещё; чья карта легла на свой магазин, у того ход кончается (вариант: по "
             "одной карте за ход).",
             "A player whose card found a place draws again; a card laid on one's own magazine ends the turn "
             "(option: one card a turn).",
             Reading("в правилах не сказано, сколько карт тянут за ход. Так партия кончается одними тузами в 200 "
                     "партиях из 200 вдвоём и на 3–6 игроков, в 195–197 на 7–8 (правила-боты); по одной карте за ход "
                     "— в 118 из 200 вдвоём, и партия в 1,3–4,6 раза длиннее.",
                     "the original does not say how many cards a turn. This way a game ends with only aces in 200 "
                     "games of 200 for two and for 3–6 players, in 195–197 for 7–8 (rule bots); one card a turn, in "
                     "118 of 200 for two, and the game is 1.3–4.6 times as long.")),
        Rule("Карта, которой места нет, ложится открыто на свой магазин (туз — тоже).",
             "A card with no place goes face up onto one's own magazine (an ace too).",
             Reading("в правилах не сказано, куда; «образовавшиеся у него в результате игры карты» — то, что "
                     "накопилось перед игроком, то есть его магазин, куда подкладывают и соседи.",
                     "the original does not say where; «the cards that built up before him in play» is what gathers "
                     "before a player: his magazine, where the neighbours lay cards too.")),
        Rule("Когда колода кончилась, каждый играет картами, что накопились у него.",
             "Once the pack is out, each plays with the cards that built up before him.",
             Seed("Когда колода кончилась, игрок использует образовавшиеся у него в результате игры карты",
                  "When the pack is out, the player uses the cards that built up before him in play.")),
        Rule("Как: в свой ход игрок тянет верхнюю карту своего магазина, перевёрнутого рубашкой вверх, — и кладёт её "
             "по тем же правилам: на «свинью», соседу или на свой (новый) магазин. Перевёрнутый магазин кончился — "
             "переворачивает магазин снова.",
             "How: on his turn a player draws the top card of his own magazine, turned face down, and places it by "
             "the same rules: on the pig, to a neighbour, or onto his own (new) magazine. When the turned-over "
             "magazine is used up, he turns his magazine over again.",
             Reading("в правилах не сказано, как «использовать» карты. Так игра кончается по своему правилу (одни "
                     "тузы) почти всегда (см. выше и ниже); при игре из запаса так кончалось 0–7 % партий, остальное "
                     "решал наш тай-брейк.",
                     "the original does not say how the cards are «used». This way a game ends by its own rule (only "
                     "aces) almost always (see above and below); with play from a reserve 0–7 % of games ended so, "
                     "the rest by our tie-break.")),
        Rule("Выигрывает и забирает кон тот, у кого остались одни тузы (или ничего), когда у других есть и другие "
             "карты.",
             "The player left with only aces (or nothing) while the others still hold other cards wins the pot.",
             Seed("Выигрывает игрок, оставшийся с одними тузами, когда у прочих игроков есть еще и другие карты. "
                  "Выигравший забирает кон",
                  "The player left with only aces while the others still have other cards wins. The winner takes "
                  "the pot.")),
        Rule("Выиграть можно, когда колода кончилась; если таких двое сразу, кон делят.",
             "One can win once the pack is out; two at once share the pot.",
             Reading("в правилах не сказано.", "the original does not say.")),
        Rule("Если карты пошли по кругу (перед тем, как игрок переворачивает магазин, всё на столе — как уже было "
             "однажды), он, переворачивая магазин, тасует его, и игра идёт дальше. Пошли по кругу и после десяти "
             "таких тасовок — выигрывает тот, у кого меньше карт кроме тузов (поровну — делят кон). Вариант «без "
             "тасовки»: так — при первом же круге.",
             "If the cards go round (before a player turns his magazine over, the whole table is as it was once "
             "before), he shuffles the magazine as he turns it over, and play goes on. If they still go round after "
             "ten such shuffles, the fewest cards other than aces win (ties split the pot). Option «no shuffle»: "
             "that at the first round.",
             Reading("в правилах ни о тасовке, ни о таком конце ничего нет, а выигрыш в них один — «оставшийся с "
                     "одними тузами». Повтор позиции — верный признак, что без тасовки дальше будет то же самое: вдвоём "
                     "так, без тасовки, кончались 93 партии из 200 (правила-боты) — одних тузов не дождался никто. С "
                     "тасовкой одними тузами кончаются все 200 вдвоём и на 3–6 игроков, 195–197 на 7–8: там иной раз "
                     "соседям не приходит карт нужного достоинства (короля кладут только на туза, а тузы не ходят), и "
                     "выйти не может никто.",
                     "the original says nothing of a shuffle or of such an end, and it has one win only: «the player "
                     "left with only aces». A repeated position is a sure sign that without a shuffle the same will "
                     "follow: for two players 93 games of 200 (rule bots) ended so without the shuffle, nobody ever "
                     "left with only aces. With the shuffle all 200 games for two and for 3–6 players end with only "
                     "aces, 195–197 for 7–8: there sometimes no card of the rank needed can reach a neighbour (a king "
                     "goes only onto an ace, and aces never move), and nobody can finish.")),
        Rule("Вариант «в запас»: карта, которой места нет, лежит у игрока рубашкой вверх; когда колода кончилась, "
             "каждый в свой ход кладёт одну подходящую карту запаса или пропускает; круг без ходов или десять кругов "
             "— и выигрывает тот, у кого меньше карт кроме тузов. Вариант «верхняя карта»: лишние карты — на свой "
             "магазин, а в конце можно играть только его верхней картой.",
             "Option «reserve»: a card with no place is kept face down by its player; once the pack is out, each on "
             "his turn plays one reserve card that fits, or passes; after a round with no move, or ten rounds, the "
             "fewest cards other than aces win. Option «top card»: misfits go onto one's own magazine, and at the "
             "end only its top card may be played.",
             Outside("«в запас» — как на shram.kiev.ua («Свинки»); при нём и при «верхней карте» игра почти никогда "
                     "не кончается одними тузами (0–7 %): её решают наш тай-брейк или предел.",
                     "«reserve» as on shram.kiev.ua («Свинки»); under it and under «top card» a game almost never "
                     "ends with only aces (0–7 %): our tie-break or the limit decides it.")),
    )

    def _new_state(self, seats, seed, options):
        return SvinkiState(self, seats, seed, options)

    def utility_reference(self, view):
        pub = view.public
        return tuple(a - b for a, b in zip(view.chips, pub["start_chips"])), float(view.seats * pub["options"]["ante"])

    phrase_ids = frozenset({"svinki.antes", "svinki.pig", "svinki.shop", "svinki.to_pig", "svinki.to_shop",
                            "svinki.choose", "svinki.chose", "svinki.reserve", "svinki.reserve_seen",
                            "svinki.own_shop", "svinki.ace", "svinki.play_pig", "svinki.play_shop", "svinki.pass",
                            "svinki.stock_out", "svinki.stock_out_turn", "svinki.turn_over", "svinki.turn_over_shuffled",
                            "svinki.won_aces",
                            "svinki.won_deadlock", "svinki.won_cycle", "svinki.won_limit",
                            "svinki.takes_pot", "svinki.act.draw", "svinki.act.pig", "svinki.act.shop", "act.pass",
                            "bubble.pass"})

    phrase_ids = phrase_ids | SVINKI_NOTE_IDS

    def table_notes(self, view) -> tuple:
        return svinki_notes(view)

    def action_phrase(self, action):
        if action.kind == "draw":
            return Phrase("svinki.act.draw")
        if action.kind == "pass":
            return Phrase("act.pass")
        if action.kind == "place":
            if action.zone == "pig":
                return Phrase("svinki.act.pig", card=action.card)
            return Phrase("svinki.act.shop", card=action.card, to=Seat(int(action.zone[4:])))
        raise ValueError(f"svinki: no phrase for an action of kind {action.kind!r}")

    def bubble(self, event):
        if event.what == "pass" and event.seat is not None:
            return Phrase("bubble.pass")
        return None

    def describe(self, events):
        out = []
        antes, each = 0, 0
        for e in events:
            who = None if e.seat is None else Seat(e.seat)
            k = e.what
            if k == "chips" and e.get("reason") == "ante":
                antes += e.get("amount")
                each = e.get("amount")
            elif k == "chips" and e.get("reason") == "pot":
                out.append(Phrase("svinki.takes_pot", who=who, n=e.get("amount")))
            elif k == "pig":
                out.append(Phrase("svinki.pig", card=e.cards[0]))
            elif k == "shop":
                out.append(Phrase("svinki.shop", who=who, card=e.cards[0]))
            elif k == "draw":
                why = e.get("why")
                card = e.cards[0] if e.cards else None
                if why == "pig":
                    out.append(Phrase("svinki.to_pig", who=who, card=card))
                elif why == "shop":
                    out.append(Phrase("svinki.to_shop", who=who, card=card, to=Seat(int(e.dst[4:]))))
                elif why == "choose":
                    out.append(Phrase("svinki.choose", who=who, card=card))
                elif why in ("own", "ace"):
                    out.append(Phrase("svinki.ace" if why == "ace" else "svinki.own_shop", who=who, card=card))
                elif card is not None:
                    out.append(Phrase("svinki.reserve_seen", who=who, card=card))
                else:
                    out.append(Phrase("svinki.reserve", who=who))
            elif k == "place":
                card = e.cards[0]
                if e.get("choice"):
                    out.append(Phrase("svinki.chose", who=who, card=card, to=Seat(int(e.dst[4:]))))
                elif e.dst == "pig":
                    out.append(Phrase("svinki.play_pig", who=who, card=card))
                else:
                    out.append(Phrase("svinki.play_shop", who=who, card=card, to=Seat(int(e.dst[4:]))))
            elif k == "pass":
                out.append(Phrase("svinki.pass", who=who))
            elif k == "stock_out":
                out.append(Phrase("svinki.stock_out_turn" if self.turns_over(events) else "svinki.stock_out"))
            elif k == "turn":
                out.append(Phrase("svinki.turn_over_shuffled" if e.get("shuffled") else "svinki.turn_over",
                                  who=who, n=e.count))
            elif k == "won":
                how = e.get("how")
                winners = tuple(Seat(s) for s in e.get("winners"))
                out.append(Phrase({"aces": "svinki.won_aces", "deadlock": "svinki.won_deadlock", "cycle": "svinki.won_cycle",
                                   "limit": "svinki.won_limit"}[how], who=winners, many=len(winners) > 1))
        if antes:
            out.insert(0, Phrase("svinki.antes", n=each, total=antes))
        return out

    def rule_policy(self, view, rng):
        return svinki_policy(view, rng)

    @staticmethod
    def turns_over(events) -> bool:
        """Do these events come from the «turn over» reading? (Its players keep a face-down
        own stock, ``hand{s}``, in the zones of a drawn card's event; the stock-out event
        alone does not say, so the reading is read off the draw that ran the stock out.)"""
        return any(e.what in ("draw", "turn") and (e.src or "").startswith("hand") for e in events) or any(
            e.what == "stock_out" and e.get("turn_over") for e in events)


def svinki_policy(view, rng: random.Random) -> Action:
    """Between two magazines, or among reserve cards: the move after which most of my other
    cards (not aces) find a place; the pig before a magazine."""
    legal = view.legal
    if len(legal) == 1:
        return legal[0]
    me = view.seat
    liability = view.public["options"]["shop_is_liability"]
    mine = [c for c in view.zones[f"shop{me}" if liability else f"hand{me}"].cards if c is not None]
    pig = view.zones["pig"].cards
    n = view.seats
    tops = {t: (view.zones[f"shop{t}"].cards[-1] if view.zones[f"shop{t}"].cards else None) for t in range(n)}
    nbrs = sorted({(me + 1) % n, (me - 1) % n} - {me})

    def fits_after(a) -> float:
        new_tops = dict(tops)
        pig_top = pig[-1]
        if a.zone == "pig":
            pig_top = a.card
        else:
            new_tops[int(a.zone[4:])] = a.card
        rest = [c for c in mine if c != a.card and c.rank != ACE]
        k = 0
        for c in rest:
            if (c.suit == pig[0].suit and c.rank == pig_top.rank + 1) or any(
                    new_tops[t] is not None and c.rank == new_tops[t].rank - 1 for t in nbrs):
                k += 1
        return k + (0.5 if a.zone == "pig" else 0) + rng.random() * 0.01
    return max(legal, key=fits_after)


SVINKI = register(Svinki())
