"""Ворона — Crow (catalogue B11; seed 000, entry 11).

3–6 players, 36 cards dealt out equally (what is left over lies aside, face down). The
player left of the dealer leads one card; each next player lays on the top card one of
the same suit or a spade — on a spade, any card. A player with neither must take the whole
pile; then (``after_take_leader``) the player on his left, or he himself, starts a new pile
with any card. A player whose hand is empty is out; the last one holding cards loses.

Zones: ``hand{s}`` (owner), ``pile`` (face up), ``aside`` (face down). Record: ``dealer``,
``current``, ``out`` (seats out, in order), ``holding`` (seats still holding cards), ``moves``, ``limit``, ``void_suits`` (a taker
has shown he holds neither the suit nor a spade: for the sampler), ``takes`` (per seat).
"""
from __future__ import annotations

import random
from types import MappingProxyType

from ...actions import Action
from ...cards import Card, deck as make_deck
from ...events import Event
from ...game import Option, Result
from ...phrases import Phrase, Seat
from ...registry import register
from .notes import VORONA_NOTE_IDS, vorona_notes
from ...rulebook import Reading, Rule, Seed
from ...tabletop import TableGame, TableState, ZoneSpec
from .common import play, add_void, refuse, next_seat, places_from_groups, rank_groups, src, linear_scores

_PACKS: dict = {}


def _pack(size: int) -> tuple:
    """The standard pack of ``size``, built once (cards and tuples are immutable)."""
    got = _PACKS.get(size)
    if got is None:
        got = _PACKS[size] = make_deck(size)
    return got


SPADES = "S"
MOVE_LIMIT = 1500        # our safety net: a deal that long ends, fewer cards placing higher


def fits(card, top) -> bool:
    """May ``card`` be laid on ``top``: the same suit or a spade; on a spade anything."""
    return top is None or top.suit == SPADES or card.suit == top.suit or card.suit == SPADES


class VoronaState(TableState):
    def __init__(self, game, seats, seed, options):
        super().__init__(game, seats, seed, options)
        cards = _pack(36)
        order = list(cards)
        self.rng.shuffle(order)
        dealer = self.rng.randrange(seats)
        spec = {f"hand{s}": ZoneSpec("hand", "owner", s) for s in range(seats)}
        spec["pile"] = ZoneSpec("pile", "up")
        spec["aside"] = ZoneSpec("stock", "down")
        zones = {name: [] for name in spec}
        zones["aside"] = order
        leader = (dealer + 1) % seats
        self.set_table(spec, zones, cards, dealer=dealer, current=leader, out=(), moves=0, limit=MOVE_LIMIT,
                       void_suits=MappingProxyType({}), takes=(0,) * seats, stopped=False,
                       holding=seats)
        each = 36 // seats
        self.start_events = [Event("new_deal", dealer, data=(("dealer", dealer), ("each", each),
                                                             ("aside", 36 - each * seats)))]
        for i in range(seats):
            s = (leader + i) % seats
            self.start_events.append(self.move("deal", "aside", f"hand{s}", count=each, seat=s))

    # --- the contract -----------------------------------------------------------------
    def holders(self) -> list:
        return [s for s in range(self.seats) if self.zones[f"hand{s}"]]

    @property
    def over(self) -> bool:
        return self.pub.stopped or self.pub.holding <= 1

    @property
    def to_move(self):
        return None if self.over else self.pub.current

    def top(self):
        pile = self.zones["pile"]
        return pile[-1] if pile else None

    def legal_actions(self):
        if self.over:
            return []
        top = self.top()
        acts = [play(c) for c in self.zones[f"hand{self.pub.current}"] if fits(c, top)]
        return acts or [Action("take")]

    def is_legal(self, action):
        if self.over or not isinstance(action, Action):
            return False
        hand = self.zones[f"hand{self.pub.current}"]
        top = self.top()
        if action.kind == "take":
            return action == Action("take") and not any(fits(c, top) for c in hand)
        return (action.kind == "play" and len(action.cards) == 1 and action.zone is None and action.index is None
                and action.value is None and action.cards[0] in hand and fits(action.cards[0], top))

    def apply(self, action, seat=None):
        refuse(self, action, seat, self.why_illegal)        # the checks of State.apply, with the reason
        events = self._apply(action)
        self.history.append(action)
        return events

    def why_illegal(self, action) -> str | None:
        hand = self.zones[f"hand{self.pub.current}"]
        top = self.top()
        if action.kind == "take":
            if top is None:
                return "there is no pile to take"
            if top.suit == SPADES:
                return f"anything may be laid on the spade {top.code}: taking is for one with neither the suit nor a spade"
            return f"a card fits on {top.code} (its suit or a spade): taking is for one with neither"
        if action.kind == "play" and len(action.cards) == 1:
            c = action.cards[0]
            if c not in hand:
                return f"{c.code} is not in the hand"
            if not fits(c, top):
                return f"on {top.code} only a {top.suit} card or a spade may be laid"
        return None

    def _apply(self, action):
        me = self.pub.current
        pub = self.pub
        pub.moves += 1
        if action.kind == "take":
            top = self.top()
            n = len(self.zones["pile"])
            pub.void_suits = add_void(pub.void_suits, me, {top.suit, SPADES})
            pub.takes = tuple(t + (s == me) for s, t in enumerate(pub.takes))
            events = [self.move("take", "pile", f"hand{me}", seat=me, data=(("top", top.code), ("n", n)))]
            leader = me if self.options["after_take_leader"] == "taker" else next_seat(
                self.seats, me, lambda s: bool(self.zones[f"hand{s}"]))
            pub.current = leader
            events.append(Event("leader", leader))
        else:
            top = self.top()
            card = action.cards[0]
            events = [self.move("play", f"hand{me}", "pile", [card], seat=me,
                                data=(("on", None if top is None else top.code),))]
            if not self.zones[f"hand{me}"]:
                pub.out = pub.out + (me,)
                pub.holding -= 1
                events.append(Event("out", me, data=(("place", len(pub.out)),)))
            nxt = next_seat(self.seats, me, lambda s: bool(self.zones[f"hand{s}"]))
            pub.current = me if nxt is None else nxt
        if not self.over and pub.moves >= pub.limit:
            pub.stopped = True
        if self.over:
            events.append(Event("over", self.loser(), data=(("stalemate", pub.stopped),)))
        return events

    def loser(self):
        h = self.holders()
        return h[0] if len(h) == 1 else None

    def placings(self) -> tuple:
        rest = [s for s in range(self.seats) if s not in self.pub.out]
        groups = [[s] for s in self.pub.out] + rank_groups(rest, lambda s: len(self.zones[f"hand{s}"]))
        return places_from_groups(self.seats, groups)

    def result(self):
        if not self.over:
            return None
        places = self.placings()
        worst = max(places)
        losers = tuple(s for s in range(self.seats) if places[s] == worst)
        reason = ("deal_limit" if self.pub.stopped else "out_of_cards")
        return Result(places, linear_scores(places), losers=losers, reason=reason,
                      held=tuple(len(self.zones[f"hand{s}"]) for s in range(self.seats)))


class Vorona(TableGame):
    id = "vorona"
    family = "shedding"
    state_class = VoronaState
    title = {"ru": "Ворона", "en": "Vorona (Crow)"}
    blurb = {"ru": "На карту — той же масти или пику, на пику — любую; нечем — бери всё",
             "en": "Follow the suit or lay a spade — on a spade anything; else take the pile"}
    min_seats, max_seats = 3, 6
    options = (
        Option("after_take_leader", ("next", "taker"),
               {"ru": "После взятия ходит", "en": "After a take, the new pile is started by"},
               src("наш выбор: в сборнике не сказано", "our choice: the seed does not say"),
               {"next": src("сосед слева от взявшего", "the taker's left neighbour"),
                "taker": src("сам взявший", "the taker himself")}),
    )
    rulebook = (
        Rule("Играют от трёх до шести человек колодой в 36 карт; сдатчик раздаёт колоду поровну всем.",
             "Three to six play with a 36-card pack; the dealer deals it out equally to all.",
             Seed("Игроков от трех до шести человек. Для игры необходима колода из 36 карт. Сдатчик раздает колоду "
                  "поровну всем участникам",
                  "Three to six players. A 36-card pack is needed. The dealer deals the pack out equally to all.")),
        Rule("Лишние карты (когда колода не делится поровну) откладываются рубашкой вверх.",
             "The cards left over (when the pack does not divide equally) lie aside, face down.",
             Reading("при пяти игроках 36 карт поровну не делятся; в правилах об остатке не сказано.",
                     "with five players 36 cards do not divide equally; the original says nothing of the rest.")),
        Rule("Первым одной картой ходит сидящий слева от сдатчика.",
             "The player left of the dealer leads first, with one card.",
             Seed("Первым одной картой ходит сидящий слева от сдатчика",
                  "The one sitting left of the dealer leads first with one card.")),
        Rule("Следующий (сидящий слева) обязан положить на верхнюю карту карту той же масти или пику. На пику можно "
             "класть карту любой масти.",
             "The next player (on the left) must lay on the top card one of the same suit or a spade. On a spade "
             "any card may be laid.",
             Seed("Сидящий по левую руку обязан на выхоженную положить карту той же масти или пику. На карту пиковой "
                  "масти можно класть карту любой масти",
                  "The one on the left must lay on the card led a card of the same suit or a spade. On a card of "
                  "spades a card of any suit may be laid.")),
        Rule("Игрок, у которого нет ни нужной масти, ни пик, обязан взять все карты, лежащие в центре стола.",
             "A player with neither the suit nor a spade must take every card lying in the middle.",
             Seed("Игрок, не имеющий ни выхоженной масти, ни пик, обязан принять все лежащие в центре стола карты",
                  "A player having neither the suit led nor spades must take all the cards lying in the middle.")),
        Rule("После взятия новую стопку начинает любой картой сосед слева от взявшего (вариант — сам взявший).",
             "After a take the taker's left neighbour starts a new pile with any card (option: the taker himself).",
             Reading("в правилах не сказано, кто ходит после взятия.", "the original does not say who leads after a take.")),
        Rule("Кто сбросил все карты, выходит из игры; ход переходит к следующему, у кого есть карты.",
             "A player who has shed all his cards is out; the turn passes to the next who holds cards.",
             Reading("следует из того, кто проигрывает: выигравших правила не упорядочивают, у нас выше тот, кто вышел "
                     "раньше.",
                     "follows from who loses: the original does not rank the others; here the one out earlier places "
                     "higher.")),
        Rule("Проигрывает тот, у кого остались карты, когда у всех остальных они кончились.",
             "The player still holding cards when all the others have none loses.",
             Seed("Проигрывает игрок, имеющий карты на руках, когда у остальных игроков карты кончились",
                  "The player holding cards when the other players' cards are gone loses.")),
        Rule("Страховка: после 1500 ходов партия останавливается, выше тот, у кого меньше карт.",
             "Safety net: after 1,500 moves the deal stops, fewer cards placing higher.",
             Reading("в правилах о бесконечной игре ничего нет; у правил-ботов партия в среднем — 40–90 ходов.",
                     "the original says nothing of an endless game; rule bots' games take 40–90 moves on average.")),
    )

    def _new_state(self, seats, seed, options):
        return VoronaState(self, seats, seed, options)

    phrase_ids = frozenset({"shed.dealt", "vorona.lead", "vorona.lay", "vorona.lay_spade", "vorona.lay_on_spade",
                            "vorona.take", "vorona.leads_next", "out", "vorona.loser", "shed.stopped",
                            "act.lay", "act.take", "bubble.take", "bubble.out"})

    phrase_ids = phrase_ids | VORONA_NOTE_IDS

    def table_notes(self, view) -> tuple:
        return vorona_notes(view)

    def action_phrase(self, action):
        if action.kind == "play":
            return Phrase("act.lay", card=action.card)
        if action.kind == "take":
            return Phrase("act.take")
        raise ValueError(f"vorona: no phrase for an action of kind {action.kind!r}")

    def bubble(self, event):
        if event.what == "take" and event.seat is not None:
            return Phrase("bubble.take")
        return None

    def describe(self, events):
        out = []
        for e in events:
            who = None if e.seat is None else Seat(e.seat)
            if e.what == "new_deal":
                out.append(Phrase("shed.dealt", who=who, n=e.get("each"), aside=e.get("aside")))
            elif e.what == "play":
                on = e.get("on")
                card = e.cards[0]
                if on is None:
                    out.append(Phrase("vorona.lead", who=who, card=card))
                else:
                    target = Card.parse(on)
                    pid = ("vorona.lay_on_spade" if target.suit == SPADES else
                           "vorona.lay_spade" if card.suit == SPADES and target.suit != SPADES else "vorona.lay")
                    out.append(Phrase(pid, who=who, card=card, target=target))
            elif e.what == "take":
                out.append(Phrase("vorona.take", who=who, n=e.count, target=Card.parse(e.get("top"))))
            elif e.what == "leader":
                out.append(Phrase("vorona.leads_next", who=who))
            elif e.what == "out":
                out.append(Phrase("out", who=who, place=e.get("place")))
            elif e.what == "over":
                out.append(Phrase("shed.stopped") if e.get("stalemate") or e.seat is None
                           else Phrase("vorona.loser", who=who))
        return out

    def rule_policy(self, view, rng):
        return vorona_policy(view, rng)


def vorona_policy(view, rng: random.Random) -> Action:
    """Keep the spades (they answer anything) and the suits one is long in: follow with a
    plain card of the suit, from the suit one holds most of; lead from the longest plain
    suit, its card the next player is least likely to answer (a suit others showed void)."""
    legal = view.legal
    if len(legal) == 1:
        return legal[0]
    me = view.seat
    hand = [c for c in view.hand(me).cards if c is not None]
    count = {}
    for c in hand:
        count[c.suit] = count.get(c.suit, 0) + 1
    void = view.constraints.get("void_suits") or {}
    nxt = None
    for i in range(1, view.seats):
        s = (me + i) % view.seats
        if view.hand(s).cards:
            nxt = s
            break
    nv = void.get(nxt, frozenset()) if nxt is not None else frozenset()

    def worth(a):
        c = a.card
        spade = c.suit == SPADES
        # a spade spent is a loss; a card of a suit the next player cannot answer is a gain
        return (-3 if spade else 0) + (2 if c.suit in nv and SPADES in nv else 0) + count[c.suit] * 0.5 \
            - c.rank * 0.01 + rng.random() * 0.001
    return max(legal, key=worth)


VORONA = register(Vorona())
