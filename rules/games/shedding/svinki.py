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

(``continue_after_placement``: a player whose card found a place draws again.) When the
stock is out, each in turn plays one reserve card that fits the pig or a neighbour's
magazine (the pig first for a card that fits both), or passes. The one left with only aces
(or nothing) while the others still hold other cards takes the кон (several at once share
it). If a whole round passes with nobody able to play, the fewest cards other than aces win
(ties share) — our deadlock rule. ``shop_is_liability``: an unplaceable card goes face up
on one's own magazine instead, and at the end a player may play only his magazine's top;
then the magazine is what one must get rid of.

Zones: ``pig`` (face up), ``stock`` (face down), ``shop{s}`` (face up), ``hand{s}``
(the owner's; not in the liability reading), ``drawn`` (face up: a card whose player is
choosing between his neighbours). Record: ``chips``, ``pot``, ``start_chips``, ``dealer``,
``current``, ``phase`` ('draw' | 'place' | 'end' | 'over'), ``passes``, ``moves``,
``winners``, ``how`` ('aces' | 'deadlock' | 'limit'), ``last`` (the last placement, for the table).
"""
from __future__ import annotations

import random

from ...actions import Action
from ...cards import ACE, SUITS, Card, deck as make_deck
from ...chips import POT, ChipLedger, player, split_by_ratio
from ...events import Event
from ...game import Option, Result, Settlement
from ...phrases import Phrase, Seat, Word
from ...registry import register
from ...tabletop import TableGame, ZoneSpec
from .common import ChipTableState, refuse, linear_scores, places_from_groups, rank_groups, src

_PACKS: dict = {}


def _pack(size: int) -> tuple:
    """The standard pack of ``size``, built once (cards and tuples are immutable)."""
    got = _PACKS.get(size)
    if got is None:
        got = _PACKS[size] = make_deck(size)
    return got


START_CHIPS = 20
MOVE_LIMIT = 3000        # our safety net: then as in a deadlock
END_ROUNDS = 10          # rounds of play from the reserves at most, then as in a deadlock


def deck_size(seats: int) -> int:
    return 36 if seats <= 4 else 52



def _place(card, zone: str) -> Action:
    """A card laid on the pig or a neighbour's magazine: the zone is both its identity (as
    saved) and its target on the table."""
    return Action("place", (card,), zone, target=zone)

class SvinkiState(ChipTableState):
    shares_rng = True           # the pack is shuffled once, at the start: nothing is drawn later

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
        zones = {name: [] for name in spec}
        zones["pig"] = [pig]
        zones["stock"] = order
        dealer = self.rng.randrange(seats)
        ante = options["ante"]
        self.ledger = ChipLedger([START_CHIPS] * seats)
        self.set_table(spec, zones, cards, chips=(), pot=0, start_chips=(START_CHIPS,) * seats, dealer=dealer,
                       current=(dealer + 1) % seats, phase="draw", passes=0, moves=0, limit=MOVE_LIMIT,
                       winners=(), how=None, last=None, pig_suit=suit)
        ev = [self.ledger.transfer(player(s), POT, ante, "ante") for s in range(seats)]
        self.sync_chips()
        ev.append(Event("pig", None, (pig,), data=(("suit", suit),)))
        for i in range(seats):
            s = (dealer + 1 + i) % seats
            ev.append(self.move("shop", "stock", f"shop{s}", count=1, seat=s, public=True))
        self.start_events = ev

    # --- the table --------------------------------------------------------------------
    def liability(self, s) -> list:
        """The cards seat ``s`` must get rid of: his reserve, or his magazine in the
        liability reading."""
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
        card = self.zones["stock"][-1]
        places = self.targets(me, card)
        if len(places) == 1:
            why = "pig" if places[0] == "pig" else "shop"
            ev = [self.move("draw", "stock", places[0], count=1, seat=me, public=True, data=(("why", why),))]
            pub.last = (me, card.code, places[0], why)
            return ev + self._after_draw(me, placed=True)
        if len(places) == 2:
            pub.phase = "place"
            pub.last = (me, card.code, "drawn", "choose")
            return [self.move("draw", "stock", "drawn", count=1, seat=me, public=True, data=(("why", "choose"),))]
        if self.options["shop_is_liability"]:
            ev = [self.move("draw", "stock", f"shop{me}", count=1, seat=me, public=True,
                            data=(("why", "ace" if card.rank == ACE else "own"),))]
        else:
            ev = [self.move("draw", "stock", f"hand{me}", count=1, seat=me,
                            data=(("why", "reserve"),))]
        pub.last = (me, None, "reserve", "reserve")
        return ev + self._after_draw(me, placed=False)

    def _after_draw(self, me, placed: bool) -> list:
        pub = self.pub
        pub.phase = "draw"
        if not self.zones["stock"]:
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
        self.sync_chips()
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
        reason = "out_of_cards" if self.pub.how == "aces" else ("stalemate" if self.pub.how == "deadlock" else "deal_limit")
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
        Option("continue_after_placement", (False, True),
               {"ru": "Подложил — тянет ещё", "en": "A placed card earns another draw"},
               src("наш выбор: по карте за ход", "our choice: one card a turn")),
        Option("shop_is_liability", (False, True),
               {"ru": "Свой магазин — на руках", "en": "One's own magazine counts against one"},
               src("по умолчанию — как на shram.kiev.ua: лишние карты в запас; «да» — на свой магазин",
                   "default as on shram.kiev.ua: unplaceable cards to a reserve; 'yes': onto one's own magazine")),
        Option("ante", (1, 2, 5), {"ru": "Ставка в кон с каждого", "en": "Ante each"},
               src("наш выбор: сумма в сборнике не названа", "our choice: the seed names no sum")),
    )
    rules_text = {
        "ru": ("Играют от двух до восьми (наш предел); колода в 36 листов до четырёх игроков, в 52 — с пяти. Перед "
               "игрой все ставят кон.\nМладшую карту (шестёрку или двойку) одной масти кладут открыто в середину — "
               "это «свинья». Колоду кладут рядом. Каждый по очереди снимает верхнюю карту и кладёт перед собой "
               "открыто — это его «магазин».\nЗатем игроки по очереди тянут верхнюю карту колоды. Если она той же "
               "масти, что «свинья», и следующая по старшинству вверх — её обязательно кладут на «свинью». Если она "
               "на одну ступень ниже верхней карты магазина соседа (справа или слева), масть не важна, — её кладут "
               "туда; подкладывать можно только соседям. Если подходит и «свинье», и соседу — обязательно на "
               "«свинью». Тузы никуда подкладывать нельзя. Карта, которой места нет, остаётся у игрока в запасе "
               "рубашкой вверх.\nКогда колода кончилась, каждый в свой ход выкладывает одну карту из запаса туда, "
               "куда она подходит, или пропускает ход.\nВыигрывает и забирает кон тот, у кого остались одни тузы "
               "(или ничего), когда у других есть и другие карты. Наш выбор: если круг прошёл, а ходить никто не "
               "смог, выигрывает тот, у кого меньше карт кроме тузов (при равенстве делят кон); то же — после десяти "
               "кругов игры из запаса.\nВарианты: "
               "подложивший тянет ещё раз; лишние карты кладутся на свой магазин, и в конце можно играть только "
               "верхней картой своего магазина."),
        "en": ("Two to eight players (our limit); a 36-card pack up to four players, 52 from five. Everyone antes into "
               "the pot first.\nThe lowest card (a six or a two) of one suit lies face up in the middle — the 'pig'. "
               "The stock lies beside it. Each player in turn takes its top card and lays it face up before him — "
               "his 'magazine'.\nThen the players in turn draw the top card of the stock. If it is of the pig's suit "
               "and the next rank up, it must go on the pig. If it is one rank below the top of a neighbour's "
               "magazine (left or right; the suit does not matter), it goes there; only the neighbours' magazines "
               "take cards. A card that fits both the pig and a neighbour must go on the pig. Aces may never be "
               "placed. A card that fits nowhere stays with its player, face down, in his reserve.\nOnce the stock "
               "is out, each in turn plays one reserve card where it fits, or passes.\nThe player left with only "
               "aces (or nothing) while the others hold other cards wins the pot. Our choice: if a whole round passes "
               "with nobody able to play, the fewest cards other than aces win (ties split the pot); so too after ten "
               "rounds of play from the reserves.\nOptions: a "
               "player whose card found a place draws again; unplaceable cards go onto one's own magazine, and at the "
               "end only its top card may be played."),
    }

    def _new_state(self, seats, seed, options):
        return SvinkiState(self, seats, seed, options)

    def utility_reference(self, view):
        pub = view.public
        return tuple(a - b for a, b in zip(view.chips, pub["start_chips"])), float(view.seats * pub["options"]["ante"])

    phrase_ids = frozenset({"svinki.antes", "svinki.pig", "svinki.shop", "svinki.to_pig", "svinki.to_shop",
                            "svinki.choose", "svinki.chose", "svinki.reserve", "svinki.reserve_seen",
                            "svinki.own_shop", "svinki.ace", "svinki.play_pig", "svinki.play_shop", "svinki.pass",
                            "svinki.stock_out", "svinki.won_aces", "svinki.won_deadlock", "svinki.won_limit",
                            "svinki.takes_pot", "svinki.act.draw", "svinki.act.pig", "svinki.act.shop", "act.pass",
                            "bubble.pass"})

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
                out.append(Phrase("svinki.stock_out"))
            elif k == "won":
                how = e.get("how")
                winners = tuple(Seat(s) for s in e.get("winners"))
                out.append(Phrase({"aces": "svinki.won_aces", "deadlock": "svinki.won_deadlock",
                                   "limit": "svinki.won_limit"}[how], who=winners, many=len(winners) > 1))
        if antes:
            out.insert(0, Phrase("svinki.antes", n=each, total=antes))
        return out

    def rule_policy(self, view, rng):
        return svinki_policy(view, rng)


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
