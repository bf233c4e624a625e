"""Сека «Три листа» (catalogue D1; seed 004 gives only the heading «25. Сикка» and the
section's introduction: the rules here are the common baseline from outside the seeds —
palace-of-cards.com/card-games/seka, seka.forte.games/en/rules-seka.php, coonwood.ru).

Everyone antes; three cards each, one at a time, from the dealer's left. Card points:
Т 11; К, Д, В, 10 — 10; 9…6 (…2) at face value. A hand is worth the best of: three of a
kind, the sum of the three (ТТТ 33; option ``three_sixes_34``: 6‑6‑6 = 34, the top); two
aces, 22; else the largest sum of the cards of one suit (Т♥К♥9♣ = 21). Option ``joker``:
7♣ («шаха») stands for any card.

Betting, clockwise from the dealer's left, round and round: a player folds («Пас»), puts
the last stake again («Поддержать»), or raises it («Поднять»: the stake doubles [P], up to
a limit). When only two are left, the one to move may «вскрыть»: he puts the stake and
both hands are shown; the better takes the pot. A tie is a «свара»: the pot stays, the
tied players play a new deal for it, and each of the others may buy in for half the pot.

Our choices [P]: a game is five deals (option ``deals``), the chips carried over, the deal
passing to the left, a player who cannot ante leaving the table; everyone starts with 100 chips,
the ante and the first stake are 1 chip, the stake's limit 10; a player who cannot put
the stake may fold or «вскрыть» for all he has; with three or more still in, after
three rounds of the table anyone may «вскрыть» and all the hands still in are shown (a
safety net); after three свары in a row the pot is shared among the tied. The свара is
dealt from the whole pack shuffled again, with no new ante.
"""
from __future__ import annotations

from collections import Counter

from ...actions import Action
from ...cards import ACE, Card, SUITS
from ...cards import deck as make_deck
from ...chips import POT, player
from ...events import Event
from ...game import Option, Result, Settlement
from ...phrases import Phrase, Seat
from ...registry import register
from ...rulebook import Outside, Reading, Rule, Seed
from ...tabletop import TableGame, TableState, ZoneSpec
from .notes import SEKA_NOTE_IDS, seka_notes

_PACKS: dict = {}


def _pack(size: int) -> tuple:
    """The standard pack of ``size``, built once (cards and tuples are immutable)."""
    got = _PACKS.get(size)
    if got is None:
        got = _PACKS[size] = make_deck(size)
    return got


START_CHIPS = 100
ANTE = 1
FIRST_STAKE = 1
MAX_SVARAS = 3
SHOW_AFTER_ROUNDS = 3
JOKER = Card(7, "C")


def card_points(c) -> int:
    if c.rank == ACE:
        return 11
    return 10 if c.rank >= 10 else c.rank


def _plain_value(cards, sixes34: bool) -> int:
    ranks = Counter(c.rank for c in cards)
    best = 0
    if len(cards) == 3 and len(ranks) == 1:
        r = cards[0].rank
        best = 34 if (sixes34 and r == 6) else sum(card_points(c) for c in cards)
    if ranks.get(ACE, 0) >= 2:
        best = max(best, 22)
    for s in SUITS:
        best = max(best, sum(card_points(c) for c in cards if c.suit == s))
    return best


_SUBS = tuple(Card(r, s) for s in SUITS for r in range(2, 15))


def hand_value(cards, sixes34: bool = False, joker: bool = False) -> int:
    """The worth of a hand of three: the best of three of a kind (their sum; ТТТ 33; 6‑6‑6
    34 with ``sixes34``), two aces (22), the best one-suit sum. With ``joker``, 7♣ stands
    for whatever card makes the hand worth most."""
    cards = list(cards)
    if joker and JOKER in cards:
        rest = [c for c in cards if c != JOKER]
        return max(_plain_value(rest + [sub], sixes34) for sub in _SUBS)
    return _plain_value(cards, sixes34)


_FOLD = Action("fold")
# «Поддержать» and «Вскрыть» put the stake (all one has, if less): the table shows it; a
# raise names the stake it makes (so each button keeps its place through a deal)
_CALL = Action("call")
_SHOW = Action("show")
_JOIN = Action("join")
_DECLINE = Action("decline")
_RAISE = {k: Action("raise", value=k) for k in range(1, 60)}
_DEAL = Action("deal")


class SekaState(TableState):
    def __init__(self, game, seats, seed, options):
        super().__init__(game, seats, seed, options)
        cards = list(_pack(options["deck"]))
        order = list(cards)
        self.rng.shuffle(order)
        spec = {"stock": ZoneSpec("stock", "down")}
        spec.update({f"hand{s}": ZoneSpec("hand", "owner", s) for s in range(seats)})
        spec.update({f"open{s}": ZoneSpec("shown", "up", s) for s in range(seats)})
        zones = {name: [] for name in spec}
        zones["stock"] = order
        dealer = self.rng.randrange(seats)
        self.set_table(spec, zones, cards, dealer=dealer, current=None, phase="bet", stake=FIRST_STAKE,
                       live=(), put=(0,) * seats, turns=0, svara=0, tied=(), asked=(), values=None,
                       winner=None, limit=options["limit"], start=(START_CHIPS,) * seats,
                       last=None, deal_no=0, deals=options["deals"], per_deal=(), left=(),
                       deal_chips=(START_CHIPS,) * seats, buy=0, bets=())
        self.open_ledger([START_CHIPS] * seats)          # the chips and the pot, in the record
        self.start_events = self._new_deal(first=True)

    def _new_deal(self, first=False) -> list:
        """Antes from everyone who can pay one (the others leave the table), three cards
        each. Between deals the cards go back to the pack, which is shuffled again, and
        the deal passes to the left."""
        events = []
        if not first:
            events += self._gather()
            self.pub.dealer = self._next_in(self.pub.dealer)
        self.pub.deal_no += 1
        self.pub.deal_chips = tuple(self.ledger.stacks)
        self.pub.values = None
        self.pub.winner = None
        self.pub.svara = 0
        players = []
        for s in self._order_from(self.pub.dealer):
            if s in self.pub.left:
                continue
            if self.ledger.stacks[s] < ANTE:
                self.pub.left = self.pub.left + (s,)
                events.append(Event("leave", s))
                continue
            events.append(self.ledger.transfer(player(s), POT, ANTE, "ante"))
            players.append(s)
        self.pub.put = tuple(ANTE if s in players else 0 for s in range(self.seats))
        events.append(Event("seka_deal", self.pub.dealer, data=(("deal", self.pub.deal_no),)))
        events += self._deal(tuple(players))
        return events

    def _next_in(self, s) -> int:
        for step in range(1, self.seats + 1):
            t = (s + step) % self.seats
            if t not in self.pub.left:
                return t
        return s

    def _gather(self) -> list:
        events = []
        for name in [f"open{s}" for s in range(self.seats)] + [f"hand{s}" for s in range(self.seats)]:
            if self.zones[name]:
                events.append(self.move("gather", name, "stock", seat=None))
        self.rng.shuffle(self.zones["stock"])
        return events

    # --- helpers ---------------------------------------------------------------------
    def _order_from(self, dealer) -> list:
        return [(dealer + k) % self.seats for k in range(1, self.seats + 1)]

    def _deal(self, players) -> list:
        """Three cards each to ``players``, one at a time from the dealer's left; the
        betting starts with the first of them."""
        self.known.pop("stock", None)
        order = [s for s in self._order_from(self.pub.dealer) if s in players]
        events = []
        for _ in range(3):
            for s in order:
                events.append(self.move("deal", "stock", f"hand{s}", count=1, seat=s))
        self.pub.live = tuple(order)
        self.pub.bets = ()
        self.pub.current = order[0]
        self.pub.stake = FIRST_STAKE
        self.pub.turns = 0
        self.pub.phase = "bet"
        return events

    def value_of(self, s) -> int:
        cards = self.zones[f"hand{s}"] or self.zones[f"open{s}"]
        return hand_value(cards, self.options["three_sixes_34"], self.options["joker"] == "7C")

    # --- the contract ----------------------------------------------------------------
    @property
    def over(self) -> bool:
        return self.pub.phase == "over"

    @property
    def to_move(self):
        return None if self.over else self.pub.current

    def _can_show(self, me) -> bool:
        live = self.pub.live
        stack = self.ledger.stacks[me]
        if stack < self.pub.stake:
            return True
        # two left, once a stake has been put in this betting (not as its very first word)
        return (len(live) == 2 and self.pub.turns > 0) or self.pub.turns >= SHOW_AFTER_ROUNDS * len(live)

    def legal_actions(self) -> list:
        if self.over:
            return []
        me = self.pub.current
        if self.pub.phase == "join":
            return [_JOIN, _DECLINE] if self.ledger.stacks[me] >= self._buy_in() else [_DECLINE]
        if self.pub.phase in ("next", "svara"):
            return [_DEAL]
        stack = self.ledger.stacks[me]
        stake = self.pub.stake
        acts = [_FOLD]
        if stack >= stake:
            acts.append(_CALL)
            up = self.raised_stake()
            if up > stake and stack >= up:
                acts.append(_RAISE[up])
        if self._can_show(me):
            acts.append(_SHOW)
        return acts

    def is_legal(self, action) -> bool:
        return isinstance(action, Action) and not self.over and action in self.legal_actions()

    def raised_stake(self) -> int:
        """A raise doubles the stake, to the limit at most."""
        return min(self.pub.limit, 2 * self.pub.stake)

    def _buy_in(self) -> int:
        """Half the pot as the свара was called (the same for every one who buys in)."""
        return self.pub.buy if self.pub.buy else (self.ledger.pot + 1) // 2

    def _apply(self, action) -> list:
        me = self.pub.current
        k = action.kind
        events = []
        if self.pub.phase == "next":
            events += self._new_deal()
        elif self.pub.phase == "svara":
            events += self._svara_deal()
        elif self.pub.phase == "join":
            events += self._join(me, k == "join")
        elif k == "fold":
            events.append(Event("bet", me, data=(("word", "fold"),)))
            self.pub.live = tuple(s for s in self.pub.live if s != me)
            if len(self.pub.live) == 1:
                events += self._win(self.pub.live[0], shown=False)
            else:
                self._pass_turn(me)
        else:
            pay = action.value if k == "raise" else min(self.pub.stake, self.ledger.stacks[me])
            if k == "raise":
                self.pub.stake = action.value
            events.append(Event("bet", me, data=(("word", k), ("amount", pay))))
            # the bets of this deal, public: what the search weighs its worlds by
            self.pub.bets = self.pub.bets + ((me, k, len(self.pub.live)),)
            if pay:
                events.append(self.ledger.transfer(player(me), POT, pay, k))
            self.pub.put = tuple(p + (pay if s == me else 0) for s, p in enumerate(self.pub.put))
            self.pub.turns += 1
            if k == "show":
                events += self._showdown(me)
            else:
                self._pass_turn(me)
        self.pub.last = (me, k)
        return events

    def _pass_turn(self, me) -> None:
        live = self.pub.live
        for step in range(1, self.seats + 1):
            t = (me + step) % self.seats
            if t in live:
                self.pub.current = t
                return

    # --- the showdown, the свара ------------------------------------------------------
    def _showdown(self, caller) -> list:
        events = []
        live = list(self.pub.live)
        values = {}
        for s in live:
            values[s] = self.value_of(s)
            events.append(self.move("show", f"hand{s}", f"open{s}", public=True, seat=s,
                                    data=(("value", values[s]),)))
        best = max(values.values())
        top = [s for s in live if values[s] == best]
        self.pub.values = tuple(values.get(s) for s in range(self.seats))
        if len(top) == 1:
            return events + self._win(top[0], shown=True)
        if self.pub.svara >= MAX_SVARAS:
            return events + self._share(top)
        # a свара: the tied play on for the pot; the others may buy in
        self.pub.svara += 1
        self.pub.buy = (self.ledger.pot + 1) // 2
        self.pub.tied = tuple(top)
        events.append(Event("svara", None, data=(("tied", tuple(top)), ("buy", self._buy_in()),
                                                  ("value", best))))
        others = [s for s in self._order_from(self.pub.dealer) if s not in top]
        self.pub.asked = tuple(s for s in others if self.ledger.stacks[s] > 0)
        if self.pub.asked:
            self.pub.phase = "join"
            self.pub.current = self.pub.asked[0]
            return events
        # the hands stay shown until the dealer deals the свара
        self.pub.phase = "svara"
        self.pub.current = self.pub.dealer
        return events

    def _join(self, me, joins) -> list:
        events = [Event("say", me, data=(("word", "join" if joins else "decline"),))]
        if joins:
            events.append(self.ledger.transfer(player(me), POT, self._buy_in(), "join"))
            self.pub.tied = self.pub.tied + (me,)
        rest = self.pub.asked[1:]
        self.pub.asked = rest
        if rest:
            self.pub.current = rest[0]
            return events
        return events + self._svara_deal()

    def _svara_deal(self) -> list:
        events = self._gather()
        self.pub.values = None
        events.append(Event("svara_deal", None, data=(("players", tuple(sorted(self.pub.tied))),)))
        events += self._deal(self.pub.tied)
        self.pub.tied = ()
        self.pub.buy = 0
        return events

    def _win(self, w, shown) -> list:
        pot = self.ledger.pot
        events = [self.ledger.transfer(POT, player(w), pot, "win")] if pot else []
        events.append(Event("win", w, data=(("amount", pot), ("shown", shown))))
        self.pub.winner = w
        return events + self._end_deal()

    def _share(self, top) -> list:
        pot = self.ledger.pot
        each, extra = divmod(pot, len(top))
        events = []
        for i, s in enumerate(sorted(top)):
            amount = each + (1 if i < extra else 0)
            if amount:
                events.append(self.ledger.transfer(POT, player(s), amount, "share"))
        events.append(Event("share", None, data=(("tied", tuple(sorted(top))), ("amount", pot))))
        self.pub.winner = -1
        return events + self._end_deal()

    def _end_deal(self) -> list:
        row = tuple(a - b for a, b in zip(self.ledger.stacks, self.pub.deal_chips))
        self.pub.per_deal = self.pub.per_deal + (row,)
        able = [s for s in range(self.seats) if s not in self.pub.left and self.ledger.stacks[s] >= ANTE]
        if self.pub.deal_no >= self.pub.deals or len(able) < 2:
            self.pub.phase = "over"
            self.pub.current = None
            return [Event("over", None)]
        # the cards stay where they are (hands shown stay shown) until the next dealer deals
        self.pub.phase = "next"
        self.pub.current = self._next_in(self.pub.dealer)
        return []

    # --- the end ---------------------------------------------------------------------
    def gains(self) -> tuple:
        return tuple(a - b for a, b in zip(self.ledger.stacks, self.pub.start))

    def result(self):
        if not self.over:
            return None
        gains = self.gains()
        n = self.seats
        places = tuple(1 + sum(1 for g in gains if g > mine) for mine in gains)
        scores = tuple(round((n - p) / (n - 1), 6) for p in places)
        money = Settlement("chips", gains, tuple(self.ledger.stacks), self.pub.deal_no, self.pub.deals,
                           self.pub.per_deal, self.pub.left)
        return Result(places, scores, gains, losers=tuple(s for s in range(n) if gains[s] < 0),
                      reason="out_of_chips" if self.pub.deal_no < self.pub.deals else "match_over",
                      settlement=money)

    def estimate_amounts(self):
        """For the search's playouts: once a deal is settled, the chips so far — the deals to
        come are even chances between players alike, and playing them out only adds their
        noise to what this deal's bets won or lost; inside a deal (a свара too), None: the
        playout plays on to the deal's end."""
        if self.over or self.pub.phase == "next":
            return self.gains()
        return None


class Seka(TableGame):
    id = "seka"
    family = "compare_bet"
    state_class = SekaState
    title = {"ru": "Сека «Три листа»", "en": "Seka (Three Leaves)"}
    blurb = {"ru": "Три карты, ставки и «вскрыть» — правила не из семян (в семени только название)",
             "en": "Three cards, stakes and the showdown — rules from outside the seeds (the seed gives only the name)"}
    min_seats, max_seats = 2, 6
    utility = "chips"
    options = (
        Option("deck", (36, 32), {"ru": "Колода", "en": "Deck"},
               {"ru": "общие правила секи (не из семян): 36 карт, иногда 32",
                "en": "common Seka rules (not from the seeds): 36 cards, some play 32"},
               {36: {"ru": "36 карт", "en": "36 cards"}, 32: {"ru": "32 карты", "en": "32 cards"}}),
        Option("three_sixes_34", (False, True), {"ru": "Три шестёрки — 34", "en": "Three sixes = 34"},
               {"ru": "у некоторых три шестёрки — старшая рука, 34 очка (не из семян)",
                "en": "some play three sixes as the top hand, 34 (not from the seeds)"}),
        Option("joker", ("none", "7C"), {"ru": "Шаха (джокер)", "en": "Joker («shakha»)"},
               {"ru": "у некоторых 7♣ — «шаха», любая карта (не из семян)",
                "en": "some play 7♣ as «shakha», any card (not from the seeds)"},
               {"none": {"ru": "нет", "en": "none"}, "7C": {"ru": "7♣ — любая карта", "en": "7♣ — any card"}}),
        Option("deals", (5, 3, 10), {"ru": "Сдач в партии", "en": "Deals in a game"},
               {"ru": "наш выбор: фишки переходят из сдачи в сдачу", "en": "our choice: the chips carry over"},
               {5: {"ru": "5", "en": "5"}, 3: {"ru": "3", "en": "3"}, 10: {"ru": "10", "en": "10"}}),
        Option("limit", (10, 5, 20), {"ru": "Предел ставки", "en": "Stake limit"},
               {"ru": "«до оговорённого предела» — наш выбор чисел", "en": "'up to an agreed limit' — our numbers"},
               {10: {"ru": "10 фишек", "en": "10 chips"}, 5: {"ru": "5 фишек", "en": "5 chips"},
                20: {"ru": "20 фишек", "en": "20 chips"}}),
    )
    rulebook = (
        Rule("Сека (Сикка); её вариант 25.а зовётся «Три листа».",
             "Seka (Sikka); its variant 25.a is called «Three Leaves».",
             Seed("Сикка — одна из наиболее популярных игр. В России в варианте 25.а. носит название "
                  "«Три листа».",
                  "Sikka is one of the most popular games. In Russia, as variant 25.a, it is called "
                  "«Three Leaves».")),
        Rule("Карты не разыгрываются: после торга игроки сверяют карты, и старшая комбинация "
             "выигрывает; старшинство — по правилам игры.",
             "No cards are played out: after the betting the players compare their cards and the best "
             "combination wins; the ranking is the game's own.",
             Seed("В играх этой системы розыгрыша практически нет. Игроки после торга и прикупки "
                  "сверяют свои карты и имеющий на руках старшую комбинацию карт выигрывает. "
                  "Старшинство определяется правилами игры.",
                  "In the games of this system there is hardly any play. After the betting and buying "
                  "the players compare their cards, and the one holding the best combination wins. The "
                  "ranking is set by the rules of the game.")),
        Rule("Дальше в первоисточнике правил нет: торг, ставки и старшинство рук — общие правила секи.",
             "The original gives no more rules: the betting, the stakes and the hands' ranking are the "
             "common Seka rules.",
             Outside("palace-of-cards.com (Seka), seka.forte.games (правила секи), coonwood.ru (сека на "
                     "32/36 карт, свара); в первоисточнике (Розалиев, 25. Сикка) — только название и вводные "
                     "слова раздела",
                     "palace-of-cards.com (Seka), seka.forte.games (Seka rules), coonwood.ru (Seka with "
                     "32/36 cards, the svara); the original (Rozaliev, 25. Sikka) gives only the name and the "
                     "section's introduction")),
        Rule("Прикупа нет: у каждого все три карты от сдачи до вскрытия.",
             "No cards are bought: everyone keeps his three cards from the deal to the showdown.",
             Outside("в общих правилах секи карты не прикупают; «прикупка» первоисточника — о всех играх его "
                     "раздела",
                     "the common Seka rules buy no cards; the original's “buying” speaks of all the games of "
                     "its section")),
        Rule("Все ставят в кон; каждому по одной сдаётся три карты.",
             "Everyone puts his ante in the pot; each gets three cards, one at a time.",
             Outside("общие правила секи (palace-of-cards.com, seka.forte.games)",
                     "the common Seka rules (palace-of-cards.com, seka.forte.games)")),
        Rule("Очки карт: туз 11; король, дама, валет, десятка — по 10; девятка…шестёрка — по номиналу. "
             "Рука стоит лучшего из: три карты одного достоинства — их сумма (три туза — 33); два туза — "
             "22; иначе наибольшая сумма карт одной масти (Т♥ К♥ 9♣ — 21).",
             "Card points: ace 11; king, queen, jack, ten 10 each; nine…six at face value. A hand is "
             "worth the best of: three of a kind — their sum (three aces 33); two aces — 22; else the "
             "largest sum of the cards of one suit (A♥ K♥ 9♣ — 21).",
             Outside("общие правила секи; список старшинства — melnapiektdiena.lv, coonwood.ru",
                     "the common Seka rules; the ranking list after melnapiektdiena.lv, coonwood.ru")),
        Rule("Торг идёт по кругу по часовой стрелке от игрока слева от сдающего: «Пас» — выйти; "
             "«Поддержать» — поставить столько же, сколько последняя ставка; «Поднять» — поставить "
             "больше.",
             "Betting goes round clockwise from the dealer's left: «Pass» — drop out; «Support» — put as "
             "much as the last stake; «Raise» — put more.",
             Outside("общие правила секи (palace-of-cards.com, seka.forte.games)",
                     "the common Seka rules (palace-of-cards.com, seka.forte.games)")),
        Rule("«Поднять» — значит удвоить ставку (не выше предела ставки).",
             "A raise doubles the stake (up to the stake limit).",
             Reading("источники говорят «поставить больше» и не называют на сколько; удвоение — одна "
                     "кнопка вместо выбора суммы",
                     "the sources say “put more” without naming how much; doubling makes it one button "
                     "instead of a choice of sums")),
        Rule("Когда остались двое, ходящий может «вскрыть»: он ставит ставку, руки открываются, лучшая "
             "берёт кон. Если все, кроме одного, спасовали, кон его, и руку он не показывает.",
             "When two are left, the one to move may «show»: he puts the stake, both hands are shown, "
             "the better takes the pot. If all but one pass, the pot is his and his hand stays unseen.",
             Outside("общие правила секи (palace-of-cards.com, seka.forte.games)",
                     "the common Seka rules (palace-of-cards.com, seka.forte.games)")),
        Rule("Равенство — «свара»: кон остаётся, равные играют новую сдачу за него, а остальные могут "
             "войти в свару за половину кона.",
             "A tie is a «svara»: the pot stays, the tied players play a new deal for it, and the others "
             "may buy into the svara for half the pot.",
             Outside("coonwood.ru (вход в свару — за треть или половину кона; у нас — за половину)",
                     "coonwood.ru (buying into a svara for a third or half of the pot; here half)")),
        Rule("Свара сдаётся из всей колоды, перетасованной заново, без нового кона; после трёх свар "
             "подряд кон делится между равными.",
             "A svara is dealt from the whole pack shuffled again, with no new ante; after three svaras "
             "in a row the pot is shared among the tied.",
             Reading("источники этого не уточняют; три свары — чтобы сдача не тянулась без конца",
                     "the sources do not say; three svaras, so that a deal does not go on for ever")),
        Rule("Партия — пять сдач (настраивается), фишки переходят из сдачи в сдачу, сдаёт следующий "
             "слева; кто не может поставить в кон — выходит из-за стола.",
             "A game is five deals (adjustable), the chips carried over, the deal passing left; a player "
             "who cannot ante leaves the table.",
             Reading("в источниках партия не ограничена; у стола программы есть конец",
                     "the sources set no end to a game; the program's table needs one")),
        Rule("У каждого в начале 100 фишек; кон и первая ставка — по 1 фишке; предел ставки — 10 "
             "(настраивается).",
             "Everyone starts with 100 chips; the ante and the first stake are 1 chip; the stake limit is "
             "10 (adjustable).",
             Reading("источники говорят об «оговорённом пределе»; числа — наши",
                     "the sources speak of “an agreed limit”; the numbers are ours")),
        Rule("У кого не хватает на ставку, может спасовать или вскрыть на всё, что есть.",
             "A player short of the stake may pass or show for all he has.",
             Reading("иначе игрок без фишек не мог бы ни ответить, ни уйти с тем, что поставил",
                     "else a player without the chips could neither answer nor go on with what he has put "
                     "in")),
        Rule("Если в игре трое и больше, после трёх кругов торга вскрыть может любой — открываются все "
             "руки в игре.",
             "With three or more still in, after three rounds of betting anyone may show — all the hands "
             "still in are shown.",
             Reading("страховка: иначе трое могли бы поддерживать ставку без конца",
                     "a safety net: else three could support the stake for ever")),
    )

    def _new_state(self, seats, seed, options):
        return SekaState(self, seats, seed, options)

    # --- worlds weighed by the bets (Game.weighs_worlds; on in SekaWeighted) -----------
    # A raise tells of a strong hand, a call of a fair one: the search may deal the other
    # hands in proportion to how likely their bets of this deal are under the rule bot's
    # model (rules.games.bluff.seka_policy.bet_likelihood), in closed form. Off in the
    # registered game: against players unlike the model (random ones) it misleads the
    # search (ISMCTS@12 against random fell from 0.83 to 0.67 over three paired deals).
    weighs_worlds = False
    # The search: a tree per seat (rules/bots/mo_ismcts.py). The single-observer search chose
    # the other seat's fold, call or raise at the bot's own node — the same in every world, so
    # tuned to the bot's real cards: it «knew» to fold to the bot's strong hands, raising one
    # looked worthless, and the search called where the rule bot raised (ismcts@100 against
    # rule: 0.49, −1.0 chips a game over 100 games). Here the other seat decides in its own
    # tree, rooted at its own hand (seldom seen twice: its rule move, which reads its view)
    # and the deals are weighed by its bets.
    search = "multiple"
    search_options = {"private": True, "mature": 4, "prior": 2}

    def observed_decisions(self, view, assignment):
        pub = view.public
        me = view.seat
        live = set(pub["live"])
        out = []
        seen = set()
        for t, kind, n_live in pub["bets"]:
            if t == me or t not in live or (t, kind, n_live) in seen:
                continue
            # a bet said again (calls back and forth at the limit) tells nothing new: each
            # seat's kind of bet is weighed once per number of players in
            seen.add((t, kind, n_live))
            hand = assignment.get(f"hand{t}", view.zones[f"hand{t}"].cards)
            if None in hand or len(hand) != 3:
                continue
            out.append(((tuple(hand), n_live, pub["options"]["three_sixes_34"], pub["options"]["joker"] == "7C"),
                        Action(kind)))
        return out

    def decision_likelihood(self, decision, action, rng):
        from .seka_policy import bet_likelihood
        hand, n_live, sixes, joker = decision
        return bet_likelihood(hand_value(hand, sixes, joker), n_live, action.kind)

    def utility_reference(self, view):
        pub = view.public
        return tuple(a - b for a, b in zip(view.chips, pub["start"])), 12.0

    # --- phrases ---------------------------------------------------------------------
    phrase_ids = frozenset({"seka.act.deal", "seka.new_deal", "seka.leave", "seka.ante", "bluff.dealt3", "seka.fold", "seka.call", "seka.raise", "seka.show",
                            "seka.hand", "seka.wins", "seka.wins_unseen", "seka.svara", "seka.join",
                            "seka.decline", "seka.svara_deal", "seka.share", "seka.act.fold", "seka.act.call",
                            "seka.act.raise", "seka.act.show", "seka.act.join", "seka.act.decline",
                            "seka.bubble.fold", "seka.bubble.call", "seka.bubble.raise", "seka.bubble.show",
                            "seka.bubble.join", "seka.bubble.decline"})
    phrase_ids = phrase_ids | SEKA_NOTE_IDS

    def table_notes(self, view) -> tuple:
        return seka_notes(view)

    def action_phrase(self, action):
        k = action.kind
        if k == "deal":
            return Phrase("seka.act.deal")
        if k == "raise":
            return Phrase("seka.act.raise", n=action.value)
        return Phrase(f"seka.act.{k}")

    def describe(self, events) -> list:
        out = []
        antes = 0
        dealt = False
        for e in events:
            k = e.what
            who = Seat(e.seat) if e.seat is not None else None
            if k == "chips" and e.get("reason") == "ante":
                antes += 1
                if antes == 1:
                    out.append(Phrase("seka.ante", n=e.get("amount")))
            elif k == "deal":
                if not dealt:
                    out.append(Phrase("bluff.dealt3"))
                    dealt = True
            elif k == "bet":
                word = e.get("word")
                if word == "fold":
                    out.append(Phrase("seka.fold", who=who))
                elif word == "raise":
                    out.append(Phrase("seka.raise", who=who, n=e.get("amount")))
                elif word == "show":
                    out.append(Phrase("seka.show", who=who, n=e.get("amount")))
                else:
                    out.append(Phrase("seka.call", who=who, n=e.get("amount")))
            elif k == "show":
                out.append(Phrase("seka.hand", who=who, cards=tuple(e.cards), n=e.get("value")))
            elif k == "win":
                out.append(Phrase("seka.wins" if e.get("shown") else "seka.wins_unseen", who=who, n=e.get("amount")))
            elif k == "svara":
                out.append(Phrase("seka.svara", who=tuple(Seat(s) for s in e.get("tied")), n=e.get("buy")))
            elif k == "say":
                out.append(Phrase("seka.join" if e.get("word") == "join" else "seka.decline", who=who))
            elif k == "svara_deal":
                out.append(Phrase("seka.svara_deal", who=tuple(Seat(s) for s in e.get("players"))))
            elif k == "seka_deal":
                out.append(Phrase("seka.new_deal", n=e.get("deal"), who=who))
            elif k == "leave":
                out.append(Phrase("seka.leave", who=who))
            elif k == "share":
                out.append(Phrase("seka.share", who=tuple(Seat(s) for s in e.get("tied")), n=e.get("amount")))
        return out

    def bubble(self, event):
        if event.what == "bet":
            word = event.get("word")
            if word in ("fold", "show"):
                return Phrase(f"seka.bubble.{word}")
            return Phrase(f"seka.bubble.{word}", n=event.get("amount"))
        if event.what == "say":
            return Phrase("seka.bubble.join" if event.get("word") == "join" else "seka.bubble.decline")
        return None

    def rule_policy(self, view, rng):
        from .seka_policy import rule_policy
        return rule_policy(self, view, rng)


SEKA = register(Seka())


class SekaWeighted(Seka):
    """Сека whose search weighs its worlds by the bets (for duels; not registered)."""
    weighs_worlds = True


SEKA_WEIGHTED = SekaWeighted()
