"""Тонтина — Tontine (catalogue B2; seed 000, entry 2).

2–15 players, 52 cards, chips (10 or 20 each); everyone puts 3 into the кон. Each deal
gives one card face up to each *live* player, starting left of the dealer; the card in
front of a player decides his payment, in deal order:

* К / Д / В — he takes 3 / 2 / 1 chips from the кон (what there is, if it holds fewer);
* 8, 6, 4 — he pays 2 into the кон; 9, 7, 5 — 1;
* Т / 2 / 3 — he pays 1 / 2 / 3 to the player on his right (the nearest not eliminated:
  a dead player is paid too — that is how he comes back to life);
* 10 — nothing.

A player whose chips run out exactly is «dead»: he stays at the table and gets no cards,
until his left neighbour pays him (a Т, 2 or 3) and he lives again. A player who owes more
than he has pays all and is out for good. The cards are then cleared and the next deal
comes from the same stock. It ends when the stock holds fewer cards than there are live
players, or when one player is left; the richest then takes the кон (a tie splits it).

There are no decisions: each deal is the dealer's one action («Сдать»), so the table
shows it, and the bots or the player deal on.

Zones: ``stock`` (face down), ``front{s}`` (face up), ``used`` (face up). Record: ``chips``,
``pot`` (the chip ledger: ``state.ledger``), ``start_chips``, ``dealer``, ``deal_no``, ``dead``,
``gone`` (eliminated, in order), ``left`` (the same: the table greys them), ``last``
(the last deal's payments, for the table's notes).
"""
from __future__ import annotations

from ...actions import Action
from ...cards import ACE, JACK, KING, QUEEN, deck as make_deck
from ...chips import POT, player, split_by_ratio
from ...events import Event
from ...game import Option, Result, Settlement
from ...phrases import Phrase, Seat
from ...registry import register
from .notes import TONTINA_NOTE_IDS, tontina_notes
from ...rulebook import Outside, Reading, Rule, Seed
from ...tabletop import TableGame, TableState, ZoneSpec
from .common import next_seat, places_from_groups, prev_seat, rank_groups, src, linear_scores

_PACKS: dict = {}
_DEAL = Action("deal")


def _pack(size: int) -> tuple:
    """The standard pack of ``size``, built once (cards and tuples are immutable)."""
    got = _PACKS.get(size)
    if got is None:
        got = _PACKS[size] = make_deck(size)
    return got


ANTE = 3
FROM_POT = {KING: 3, QUEEN: 2, JACK: 1}
TO_POT = {8: 2, 6: 2, 4: 2, 9: 1, 7: 1, 5: 1}
TO_RIGHT = {ACE: 1, 2: 2, 3: 3}


def payment(card) -> tuple:
    """What a card in front of a player does: (kind, amount), kind one of 'from_pot',
    'to_pot', 'to_right', 'nothing'."""
    r = card.rank
    if r in FROM_POT:
        return "from_pot", FROM_POT[r]
    if r in TO_POT:
        return "to_pot", TO_POT[r]
    if r in TO_RIGHT:
        return "to_right", TO_RIGHT[r]
    return "nothing", 0


_FRONTS: dict = {}


def _fronts(seats: int) -> tuple:
    got = _FRONTS.get(seats)
    if got is None:
        got = _FRONTS[seats] = tuple(f"front{s}" for s in range(seats))
    return got


class TontinaState(TableState):

    def __init__(self, game, seats, seed, options):
        super().__init__(game, seats, seed, options)
        cards = _pack(52)
        order = list(cards)
        self.rng.shuffle(order)
        spec = {"stock": ZoneSpec("stock", "down")}
        spec.update({f"front{s}": ZoneSpec("front", "up", s) for s in range(seats)})
        spec["used"] = ZoneSpec("discard", "up")
        zones = {name: [] for name in spec}
        zones["stock"] = order
        start = options["chips"]
        dealer = self.rng.randrange(seats)
        self.set_table(spec, zones, cards, start_chips=(start,) * seats, dealer=dealer,
                       deal_no=0, dead=frozenset(), gone=(), left=(), last=(), ended=False, won=(), revived=())
        self.open_ledger([start] * seats)               # chips and the pot, in the record
        ledger = self.ledger
        self.start_events = [ledger.transfer(player(s), POT, ANTE, "ante") for s in range(seats)]
        self._check_end(self.start_events)

    # --- who plays -------------------------------------------------------------------
    def live(self) -> list:
        return [s for s in range(self.seats) if s not in self.pub.gone and s not in self.pub.dead]

    def in_game(self, s) -> bool:
        return s not in self.pub.gone

    @property
    def over(self) -> bool:
        return self.pub.ended

    @property
    def to_move(self):
        return None if self.pub.ended else self.pub.dealer

    def legal_actions(self):
        return [] if self.pub.ended else [_DEAL]

    def is_legal(self, action):
        return not self.pub.ended and action == _DEAL

    # --- a deal ----------------------------------------------------------------------
    def _apply(self, action):
        pub = self.pub
        events = []
        zones = self.zones
        fronts = _fronts(self.seats)
        for s in range(self.seats):
            if zones[fronts[s]]:
                events.append(self.move("clear", fronts[s], "used", seat=s))
        pub.deal_no += 1
        pub.revived = ()                        # who came back to life in this deal (the table lights them)
        dealer = pub.dealer
        order = []
        s = dealer
        for _ in range(self.seats):
            s = (s + 1) % self.seats
            if self.in_game(s) and s not in pub.dead:
                order.append(s)
        events.append(Event("new_deal", dealer, data=(("dealer", dealer), ("deal", pub.deal_no))))
        for s in order:
            events.append(self.move("deal", "stock", fronts[s], count=1, seat=s, public=True))
        last = []
        for s in order:
            if s in pub.gone:
                continue                       # out for good earlier in this deal
            if self.seats - len(pub.gone) <= 1:   # (the seats gone are distinct seats of the table)
                break                          # one player left: the game is over
            card = zones[fronts[s]][-1]
            kind, amount = payment(card)
            code = card.code
            if kind == "nothing":
                events.append(Event("pays", s, data=(("card", code), ("kind", kind), ("amount", 0))))
                last.append((s, code, kind, 0, None))
                continue
            if kind == "from_pot":
                paid, ev = self.ledger.pay(POT, player(s), amount, "from_pot", seat=s, card=code, due=amount)
                events.append(ev if ev is not None else
                              Event("pays", s, data=(("card", code), ("kind", "pot_empty"), ("amount", 0))))
                self._revive(s, events)
                last.append((s, code, kind, paid, None))
                continue
            dst = POT if kind == "to_pot" else player(prev_seat(self.seats, s, self.in_game))
            to = None if kind == "to_pot" else prev_seat(self.seats, s, self.in_game)
            have = self.ledger.stacks[s]
            paid = min(have, amount)
            if paid:
                events.append(self.ledger.transfer(player(s), dst, paid, kind, seat=s, card=code, due=amount))
            else:
                events.append(Event("pays", s, data=(("card", code), ("kind", "cannot"), ("amount", 0))))
            last.append((s, code, kind, paid, to))
            if to is not None and paid:
                self._revive(to, events)
            if amount > have:
                pub.gone = pub.gone + (s,)
                pub.left = pub.gone
                pub.dead = pub.dead - {s}
                events.append(Event("eliminated", s, data=(("owed", amount), ("had", have))))
            elif have == amount:
                pub.dead = pub.dead | {s}
                events.append(Event("dies", s))
        pub.last = tuple(last)
        if not pub.ended:
            self._check_end(events)
        if not pub.ended and not self.options["same_dealer_until_stock_out"] or pub.dealer in pub.gone:
            pub.dealer = next_seat(self.seats, pub.dealer, self.in_game) if not pub.ended else pub.dealer
        return events

    def _revive(self, s, events):
        if s in self.pub.dead and self.ledger.stacks[s] > 0:
            self.pub.dead = self.pub.dead - {s}
            self.pub.revived = self.pub.revived + (s,)
            events.append(Event("revives", s))

    def _check_end(self, events):
        pub = self.pub
        players = [s for s in range(self.seats) if s not in pub.gone]
        live = self.live()
        if len(players) > 1 and live and len(self.zones["stock"]) >= len(live):
            return
        pub.ended = True
        best = max(self.ledger.stacks[s] for s in players)
        rich = [s for s in players if self.ledger.stacks[s] == best]
        pot = self.ledger.pot
        events.append(Event("game_over", None, data=(("stock", len(self.zones["stock"])), ("players", len(players)),
                                                     ("rich", tuple(rich)), ("pot", pot))))
        if pot:
            for s, share in zip(rich, split_by_ratio(pot, [1] * len(rich))):
                if share:
                    events.append(self.ledger.transfer(POT, player(s), share, "richest", seat=s))
        pub.won = tuple(rich)

    # --- the end ----------------------------------------------------------------------
    def gains(self) -> tuple:
        return tuple(a - b for a, b in zip(self.ledger.stacks, self.pub.start_chips))

    def result(self):
        if not self.pub.ended:
            return None
        stacks = self.ledger.stacks
        gone = self.pub.gone
        players = [s for s in range(self.seats) if s not in gone]
        groups = rank_groups(players, lambda s: -stacks[s]) + [[s] for s in reversed(gone)]
        places = places_from_groups(self.seats, groups)
        gains = self.gains()
        money = Settlement("chips", gains, tuple(stacks), gone=tuple(gone))
        return Result(places, linear_scores(places), gains, losers=tuple(s for s in range(self.seats) if gains[s] < 0),
                      reason="out_of_chips" if len(players) <= 1 else "out_of_cards", settlement=money)


class Tontina(TableGame):
    id = "tontina"
    family = "shedding"
    state_class = TontinaState
    title = {"ru": "Тонтина", "en": "Tontine"}
    blurb = {"ru": "Карта перед каждым решает: получить из кона, заплатить в кон или соседу справа",
             "en": "The card before each player decides: take from the pot, pay in, or pay the right neighbour"}
    min_seats, max_seats = 2, 15
    utility = "chips"
    # No decisions at all: each deal is the dealer's one action, and the table is watched
    # (the bot tests that need a choice skip it); so no player's skill shows either.
    watched = True
    luck_only = True
    options = (
        Option("chips", (10, 20), {"ru": "Фишек у каждого", "en": "Chips each"},
               src("по Розалиеву: «обычно по 10 или 20»", "Rozaliev: 'usually 10 or 20'")),
        Option("same_dealer_until_stock_out", (False, True),
               {"ru": "Один сдатчик на всю колоду", "en": "One dealer for the whole stock"},
               src("наш выбор: по умолчанию сдача переходит налево", "our choice: by default the deal passes left")),
    )
    rulebook = (
        Rule("Игроков от двух до пятнадцати, колода в 52 листа.", "Two to fifteen players, a 52-card pack.",
             Seed("Игроков от двух до пятнадцати человек. Для игры необходима колода в 52 листа",
                  "Two to fifteen players. A 52-card pack is needed.")),
        Rule("У каждого фишки — по 10 или 20, на выбор.", "Everyone has chips: 10 or 20 each, as chosen.",
             Seed("До начала игры каждый получает определенное количество фишек (обычно по 10 или 20)",
                  "Before the game each receives a certain number of chips (usually 10 or 20).")),
        Rule("Перед игрой каждый кладёт в кон 3 фишки.", "Before the game everyone puts 3 chips into the pot.",
             Seed("Перед началом игры каждый кладет в кон 3 фишки",
                  "Before the game each puts 3 chips into the pot.")),
        Rule("Сдают по одной карте в открытую каждому живому игроку, начиная с сидящего слева от сдатчика.",
             "One card is dealt face up to each live player, starting with the one left of the dealer.",
             Seed("Сдача по одной карте в открытую, начиная с игрока, сидящего по левую руку от сдатчика",
                  "One card each, face up, starting with the player on the dealer's left.")),
        Rule("Выпавшая перед игроком карта определяет выплату: К, Д, В — получить из кона 3, 2, 1 фишку; "
             "8, 6, 4 — заплатить 2 фишки в кон; 9, 7, 5 — 1 фишку в кон; Т, 2, 3 — заплатить сидящему справа "
             "1, 2, 3 фишки.",
             "The card before a player decides his payment: K, Q, J — take 3, 2, 1 chips from the pot; 8, 6, 4 — "
             "pay 2 chips into the pot; 9, 7, 5 — pay 1; A, 2, 3 — pay the player on the right 1, 2, 3 chips.",
             Seed("Выпавшие перед игроками карты определяют выплаты: К, Д, В перед игроком — получение "
                  "соответственно 3, 2, 1 фишек из кона. 8, 6, 4 перед игроком — 2 фишки в кон. 9, 7, 5 — 1 фишка в "
                  "кон. Т, 2, 3 перед игроком обязывает его к выплате сидящему справа соответственно 1, 2, 3 фишек",
                  "The cards that fall before the players decide the payments: K, Q, J — 3, 2, 1 chips from the "
                  "pot. 8, 6, 4 — 2 chips into the pot. 9, 7, 5 — 1 chip into the pot. A, 2, 3 oblige the player to "
                  "pay the one on his right 1, 2, 3 chips.")),
        Rule("Десятка — ничего.", "A ten — nothing.",
             Outside("в правилах десятка не названа; во французской «Тонтине» (Википедия, «Tontine (card game)») "
                     "десятка ничего не платит, как и на русской странице «Тонтин».",
                     "the original does not list the ten; in the French Tontine (Wikipedia, «Tontine (card game)») the "
                     "ten pays nothing, as on the Russian page «Тонтин».")),
        Rule("Если в коне меньше, чем причитается, игрок получает то, что есть; платят по порядку сдачи.",
             "If the pot holds less than is due, the player takes what there is; payments go in the order of the "
             "deal.",
             Reading("в правилах не сказано.", "the original does not say.")),
        Rule("Расплата — сразу после сдачи; потом карты убирают и сдают следующий раз из той же колоды.",
             "Payment comes right after the deal; then the cards are cleared and the next deal comes from the same "
             "stock.",
             Seed("Расплата производится непосредственно после сдачи. После расплаты эти карты убираются и "
                  "производится следующая сдача",
                  "Payment is made right after the deal. After it these cards are cleared and the next deal is "
                  "made.")),
        Rule("Сдача переходит налево (вариант: один сдатчик, пока не кончится колода).",
             "The deal passes to the left (option: one dealer until the stock is out).",
             Reading("в правилах не сказано, кто сдаёт дальше.", "the original does not say who deals next.")),
        Rule("Игрок, проигравший все фишки, «умер»: карт не получает, но остаётся на месте, надеясь, что соседу "
             "слева выпадет Т, 2 или 3 — тогда, получив плату, он «оживает» и играет дальше.",
             "A player who has lost all his chips is «dead»: he gets no cards but keeps his seat, hoping his left "
             "neighbour gets an A, 2 or 3 — paid, he «comes back to life» and plays on.",
             Seed("Игрок, проигравший все свои фишки, «умер». Он не получает карты, но находится на своем месте, "
                  "надеясь на выпадение соседу слева Т, 2 или 3. В этом случае, получив причитающуюся ему выплату, "
                  "игрок «оживает» и продолжает игру",
                  "A player who has lost all his chips is «dead». He gets no cards but stays in his seat, hoping his "
                  "left neighbour gets an A, 2 or 3. Then, receiving the payment due to him, he «comes back to life» "
                  "and plays on.")),
        Rule("Игрок, проигравший больше, чем имеет, выбывает из игры окончательно.",
             "A player who loses more than he has is out of the game for good.",
             Seed("Игрок, проигравший более того, что имеет, выбывает из игры окончательно",
                  "A player who has lost more than he has leaves the game for good.")),
        Rule("Как это различить: заплатил ровно всё — «умер»; должен больше, чем есть, — отдаёт всё и выбывает. "
             "Плата направо идёт ближайшему не выбывшему (и «умершему» — так он оживает).",
             "Telling them apart: paying exactly all one has — «dead»; owing more than one has — one pays all and "
             "is out. A payment to the right goes to the nearest player not out (a «dead» one too: so he comes back).",
             Reading("в правилах граница между «умер» и «выбывает» не проведена.",
                     "the original draws no line between «dead» and «out».")),
        Rule("Игра кончается, когда вышла вся колода или выбыли все, кроме одного. Все фишки из кона получает тот, у "
             "кого больше всех фишек на руках.",
             "The game ends when the whole pack is dealt or all but one player are out. The one with the most chips "
             "in hand takes everything in the pot.",
             Seed("По окончании игры все фишки из кона получает игрок, имеющий более других фишек на руках. Игра "
                  "заканчивается с выходом всей колоды или выбытием всех, кроме одного игрока, из игры",
                  "At the end the player with more chips in hand than the others receives all the chips of the pot. "
                  "The game ends when the whole pack is out or all but one player have left it.")),
        Rule("Колода «вышла», когда в ней меньше карт, чем живых игроков; при равенстве богатейших кон делят.",
             "The pack is «out» when it holds fewer cards than there are live players; equally richest players "
             "split the pot.",
             Reading("в правилах не сказано, как быть с остатком колоды и с равенством.",
                     "the original does not say what to do with the rest of the pack, nor with a tie.")),
    )

    def _new_state(self, seats, seed, options):
        return TontinaState(self, seats, seed, options)

    def utility_reference(self, view):
        pub = view.public
        return tuple(a - b for a, b in zip(view.chips, pub["start_chips"])), 6.0

    phrase_ids = frozenset({"tontina.antes", "tontina.deal", "tontina.from_pot", "tontina.from_pot_short",
                            "tontina.pot_empty", "tontina.to_pot", "tontina.to_right", "tontina.nothing",
                            "tontina.cannot", "tontina.dies", "tontina.revives", "tontina.eliminated",
                            "tontina.end_stock", "tontina.end_one", "tontina.takes_pot", "tontina.share_pot",
                            "tontina.act.deal"})

    phrase_ids = phrase_ids | TONTINA_NOTE_IDS

    def table_notes(self, view) -> tuple:
        return tontina_notes(view)

    def action_phrase(self, action):
        if action.kind == "deal":
            return Phrase("tontina.act.deal")
        raise ValueError(f"tontina: no phrase for an action of kind {action.kind!r}")

    def describe(self, events):
        from ...cards import Card
        out = []
        antes = 0
        shared = False
        for e in events:
            who = None if e.seat is None else Seat(e.seat)
            k = e.what
            if k == "chips":
                reason = e.get("reason")
                amount = e.get("amount")
                card = Card.parse(e.get("card")) if e.get("card") else None
                if reason == "ante":
                    antes += amount
                    continue
                if reason == "from_pot":
                    due = e.get("due")
                    out.append(Phrase("tontina.from_pot" if amount >= due else "tontina.from_pot_short",
                                      who=who, card=card, n=amount, due=due))
                elif reason == "to_pot":
                    out.append(Phrase("tontina.to_pot", who=who, card=card, n=amount, due=e.get("due")))
                elif reason == "to_right":
                    out.append(Phrase("tontina.to_right", who=who, card=card, n=amount, due=e.get("due"),
                                      to=Seat(int(e.get("to")[7:]))))
                elif reason == "richest" and not shared:
                    out.append(Phrase("tontina.takes_pot", who=who, n=amount))
            elif k == "pays":
                card = Card.parse(e.get("card"))
                kind = e.get("kind")
                out.append(Phrase({"nothing": "tontina.nothing", "pot_empty": "tontina.pot_empty",
                                   "cannot": "tontina.cannot"}[kind], who=who, card=card))
            elif k == "new_deal":
                out.append(Phrase("tontina.deal", who=who, n=e.get("deal")))
            elif k == "dies":
                out.append(Phrase("tontina.dies", who=who))
            elif k == "revives":
                out.append(Phrase("tontina.revives", who=who))
            elif k == "eliminated":
                out.append(Phrase("tontina.eliminated", who=who, owed=e.get("owed"), had=e.get("had")))
            elif k == "game_over":
                if e.get("players") <= 1:
                    out.append(Phrase("tontina.end_one"))
                else:
                    out.append(Phrase("tontina.end_stock", n=e.get("stock")))
                rich = e.get("rich")
                if len(rich) > 1:
                    shared = True
                    out.append(Phrase("tontina.share_pot", who=tuple(Seat(s) for s in rich), n=e.get("pot")))
        if antes:
            out.insert(0, Phrase("tontina.antes", n=ANTE, total=antes))
        return out

    def rule_policy(self, view, rng):
        return view.legal[0]


TONTINA = register(Tontina())
