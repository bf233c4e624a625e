"""Шиф, шоф, шум — catalogue B3, seed 000 entry 3.

Five to ten players with five chips each. The player left of the dealer leads any card; the
next player must match its rank if he can: «Шиф» — the player before him pays 1 chip into
the кон; the next one matching says «Шоф» (the one before pays 2), the fourth card «Шум» (3).
Who cannot match says «пас», and the player after him leads any card. A player without chips
is out (his cards are set aside). When the player to lead has no cards, the hand ends and the
players still in get a new deal, the dealer moving left. With two players left, the player
who scored a «шиф» may lead again (the seed's «имеет право»: he may instead let play go on,
an action ``go_on``, and the opponent may «шоф»), and if his opponent cannot match that lead
he may lay his own card of that rank and call «шоф» at once (``duel_self_shof``). The last with chips wins and
takes the кон.

Our choices ([P] in the catalogue): matching is compulsory; after «Шум» the next player leads
afresh; the ante (``ante``) is laid once, at the start; a payer short of chips pays what he
has; a safety limit of hands ends the game with the most chips winning.
"""
from __future__ import annotations

import random
from types import MappingProxyType

from ...actions import Action
from ...chips import POT, player
from ...events import Event
from ...game import Option, Result, Settlement, linear_scores
from ...phrases import Phrase, Seat, Word
from ...registry import register
from ...view import View
from .notes import SHIF_NOTE_IDS, shif_notes
from .common import CallsGame, CallsState, lay, pack, table_spec
from ...game import words as _src
from ...rulebook import Outside, Reading, Rule, Seed

MATCH_CALLS = (None, None, "shif", "shof", "shum")     # by the count of the rank laid in a row
HAND_LIMIT = 400


_RANKS: dict = {}


def _rank_cards(deck) -> dict:
    """{rank: the deck's cards of that rank} (cached per pack size: 32 or 52)."""
    out = _RANKS.get(len(deck))
    if out is None:
        out = _RANKS[len(deck)] = {}
        for c in deck:
            out.setdefault(c.rank, ())
            out[c.rank] += (c,)
    return out


def deck_size(option, seats: int) -> int:
    if option == "auto":
        return 32 if seats <= 6 else 52
    return int(option)


def per_hand(option, size: int, playing: int) -> int:
    if option == "auto":
        return min(10, size // playing)
    return min(int(option), size // playing)


class ShifState(CallsState):
    def __init__(self, game, seats, seed, options):
        super().__init__(game, seats, seed, options)
        size = deck_size(options["deck"], seats)
        dealer = self.rng.randrange(seats)
        zones = {name: [] for name in table_spec(seats)}
        self.set_table(table_spec(seats), zones, pack(size),
                       dealer=dealer, turn=dealer, rank=None, count=0, prev=None,
                       active=tuple(range(seats)), left=(), privilege=None, offer=False, again=False,
                       hand_no=0, finished=False, winner=None, limit=False,
                       not_in=MappingProxyType({}), duel_rule=options["duel_self_shof"])
        self.setup_chips(options["chips"])
        events = []
        if options["ante"]:
            for s in range(seats):
                events.append(self.transfer(player(s), POT, options["ante"], "ante"))
        self._deal(events, first=True)
        self.start_events = events

    # --- the deal ----------------------------------------------------------------------
    def _deal(self, events, first=False) -> None:
        p = self.pub
        if not first:
            p.dealer = self._next(p.dealer)
        p.hand_no += 1
        for name in self.zones:
            cards = [c for c in self.zones[name] if c is not None]
            if cards:         # said, so that each seat's view follows from its events
                events.append(Event("gather", None, tuple(cards), name, None, count=len(cards),
                                    visible_to=self.seers(name)))
            self.zones[name].clear()
        self.known = {}
        p.not_in = MappingProxyType({})
        p.rank, p.count, p.prev, p.privilege, p.offer, p.again = None, 0, None, None, False, False
        cards = list(self.deck)
        self.own_rng().shuffle(cards)
        if not first:
            events.append(Event("new_deal", p.dealer, data=(("deal", p.hand_no), ("dealer", p.dealer))))
        order = [(p.dealer + 1 + k) % self.seats for k in range(self.seats)]
        k = per_hand(self.options["cards_per_player"], len(cards), len(p.active))
        events.extend(self.deal_hands(order, cards, k, set(p.active)))
        p.turn = self._next(p.dealer)

    def _next(self, seat: int) -> int:
        act = self.pub.active
        for k in range(1, self.seats + 1):
            s = (seat + k) % self.seats
            if s in act:
                return s
        return seat

    @property
    def duel(self) -> bool:
        return len(self.pub.active) == 2

    # --- the contract -----------------------------------------------------------------
    @property
    def over(self):
        return self.pub.finished

    @property
    def to_move(self):
        return None if self.pub.finished else self.pub.turn

    def legal_actions(self):
        p = self.pub
        if p.finished:
            return []
        hand = sorted(self.hand(p.turn), key=lambda c: (c.rank, c.suit))
        if p.again:
            # two left, a «шиф» just scored: he may lead again (any card), or let the play go on
            return [lay(c) for c in hand] + [Action("go_on")]
        if p.offer:
            return ([lay(c, "shof") for c in hand if c.rank == p.rank]
                    + [lay(c) for c in hand])
        if p.count == 0:
            # nothing to lead with: he says so, and the hand ends (the next deal comes with that)
            return [lay(c) for c in hand] or [Action("pass")]
        same = [lay(c) for c in hand if c.rank == p.rank]
        return same or [Action("pass")]

    def is_legal(self, action):
        p = self.pub
        if p.finished or not isinstance(action, Action) or action.zone is not None or action.index is not None \
                or action.value is not None:
            return False
        hand = self.hand(p.turn)
        kind = action.kind
        if p.again:
            if kind == "go_on":
                return not action.cards
            return kind == "play" and len(action.cards) == 1 and action.cards[0] in hand
        if kind == "go_on":
            return False
        if kind == "pass":
            if p.count == 0:
                return not action.cards and not hand
            return not action.cards and not p.offer and all(c.rank != p.rank for c in hand)
        if len(action.cards) != 1 or action.cards[0] not in hand:
            return False
        if kind == "shof":
            return p.offer and action.cards[0].rank == p.rank
        return kind == "play" and (p.count == 0 or p.offer or action.cards[0].rank == p.rank)

    def _apply(self, action):
        p = self.pub
        seat = p.turn
        events = []
        if action.kind == "pass" and p.count == 0:
            events.append(Event("no_lead", seat))
            if p.hand_no >= HAND_LIMIT:
                p.limit = True
                self._finish(max(p.active, key=lambda s: (self.ledger.stacks[s], -s)), events)
            else:
                self._deal(events)
            return events
        if action.kind == "pass":
            events.append(Event("pass", seat, data=(("rank", p.rank),)))
            self._note_void(seat)
            if p.privilege is not None and p.privilege == p.prev and self.duel and p.count == 1 and any(
                    c.rank == p.rank for c in self.hand(p.privilege)):
                p.offer = True            # the leader may lay his own card of that rank: «шоф»
                p.turn = p.privilege
                return events
            self._close(events, seat)
            self._lead_by(self._next(seat), events)
            return events
        if action.kind == "go_on":
            # the right declined: the ordinary rules go on (the opponent may «шоф»)
            p.again = False
            p.privilege = None
            events.append(Event("say", seat, data=(("call", "go_on"), ("rank", p.rank))))
            p.turn = self._next(seat)
            return events
        card = action.cards[0]
        if action.kind == "shof":
            p.offer = False
            payer = self._next(seat)
            events.append(self.move("play", f"hand{seat}", "table", [card], seat=seat,
                                    data=(("call", "shof"), ("self", True), ("payer", payer))))
            self._charge(payer, 2, "shof", events)
            p.privilege = None
            self._close(events, seat)
            if not p.finished:
                self._lead_by(self._next(seat), events)
            return events
        if p.count == 0 or p.offer or p.again:        # a lead
            again = p.again
            if p.offer:                            # the self-«шоф» declined: a fresh lead
                p.offer = False
                p.privilege = None
                self._close(events, seat)
            if again:                              # the «шиф» scorer uses his right: he leads again
                p.again = False
                self._close(events, seat)
            data = (("call", "lead"), ("again", True)) if again else (("call", "lead"),)
            events.append(self.move("play", f"hand{seat}", "table", [card], seat=seat, data=data))
            p.rank, p.count, p.prev = card.rank, 1, seat
            if p.duel_rule == "any_lead" and self.duel:
                p.privilege = seat
            elif p.privilege != seat:
                p.privilege = None
            p.turn = self._next(seat)
            return events
        # a match: «шиф», «шоф», «шум»
        p.count += 1
        call = MATCH_CALLS[p.count]
        events.append(self.move("play", f"hand{seat}", "table", [card], seat=seat,
                                data=(("call", call), ("payer", p.prev))))
        payer = p.prev
        p.prev = seat
        self._charge(payer, p.count - 1, call, events)
        if p.finished:
            return events
        if p.count == 4:
            p.privilege = None
            self._close(events, seat)
            self._lead_by(self._next(seat), events)
        elif p.count == 2 and self.duel and p.duel_rule != "off" and self.hand(seat):
            # the «шиф» scorer «имеет право выйти еще раз» (a right: he may also let the play go
            # on); leading again, he may self-«шоф» if the lead is not matched
            p.privilege = seat
            p.again = True
            p.turn = seat
        else:
            p.privilege = None
            p.turn = self._next(seat)
        return events

    # --- helpers -----------------------------------------------------------------------
    def _note_void(self, seat: int) -> None:
        """The seat said «пас»: it holds no card of the rank (for the search's worlds)."""
        p = self.pub
        r = p.rank
        laid = {c.suit for c in self.zones["table"] if c.rank == r} | {c.suit for c in self.zones["discard"]
                                                                      if c.rank == r}
        cards = tuple(c for c in _rank_cards(self.deck)[r] if c.suit not in laid)
        name = f"hand{seat}"
        d = dict(p.not_in)
        had = d.get(name, ())
        d[name] = had + tuple(c for c in cards if all(c.rank != h.rank or c.suit != h.suit for h in had))
        p.not_in = MappingProxyType(d)

    def _close(self, events, seat) -> None:
        p = self.pub
        if self.zones["table"]:
            events.append(self.move("run_closed", "table", "discard", seat=seat))
        p.rank, p.count, p.prev = None, 0, None

    def _lead_by(self, seat: int, events) -> None:
        p = self.pub
        if p.finished:
            return
        p.turn = seat                   # with no card he can only say so (a «pass»): the hand ends

    def _charge(self, payer: int, amount: int, call: str, events) -> None:
        p = self.pub
        paid, ev = self.pay(player(payer), POT, amount, call, call=call)
        if ev is not None:
            events.append(ev)
        if self.ledger.stacks[payer] == 0:
            p.active = tuple(s for s in p.active if s != payer)
            p.left = p.left + (payer,)
            events.append(Event("leave", payer, data=(("place", len(p.active) + 1),)))
            hand = f"hand{payer}"
            if self.zones[hand]:
                events.append(self.move("set_aside", hand, "aside", seat=payer))
            if p.privilege == payer:
                p.privilege = None
            if len(p.active) == 1:
                self._finish(p.active[0], events)

    def _finish(self, winner: int, events) -> None:
        p = self.pub
        p.finished = True
        p.winner = winner
        pot = self.ledger.pot
        if pot:
            events.append(self.transfer(POT, player(winner), pot, "pot"))
        events.append(Event("over", winner, data=(("pot", pot), ("limit", p.limit))))

    # --- the result ---------------------------------------------------------------------
    def placings(self) -> tuple:
        p = self.pub
        n = self.seats
        places = [0] * n
        if p.limit:
            order = sorted(p.active, key=lambda s: (-self.ledger.stacks[s], s))
        else:
            order = [p.winner]
        ranked = list(order) + list(reversed(p.left))
        prev_chips, prev_place = None, 0
        for i, s in enumerate(ranked):
            places[s] = i + 1
        # ties at the limit share a place
        if p.limit:
            for i, s in enumerate(order):
                c = self.ledger.stacks[s]
                if c == prev_chips:
                    places[s] = prev_place
                else:
                    prev_chips, prev_place = c, i + 1
        return tuple(places)

    def result(self):
        p = self.pub
        if not p.finished:
            return None
        places = self.placings()
        gains = self.gains()
        money = Settlement("chips", gains, tuple(self.ledger.stacks), gone=tuple(p.left))
        losers = tuple(s for s in range(self.seats) if gains[s] < 0)
        return Result(places, linear_scores(places), gains, losers=losers,
                      reason="deal_limit" if p.limit else "out_of_chips", settlement=money,
                      lines=tuple(result_phrases(p.winner, self.ledger.stacks, p.left)))

    def estimate(self):
        """For the search bot, at the start of a hand only (None in the middle of one): a
        seat's expected score from its share of the chips, smoothed toward the fair share —
        the places still to be decided are many chances away."""
        p = self.pub
        if p.finished or p.count or any(self.zones["discard"]) or self.zones["table"]:
            return None
        n = self.seats
        act = p.active
        total = sum(self.ledger.stacks[s] for s in act) or 1
        out_place = {s: n - i for i, s in enumerate(p.left)}
        scores = []
        left = len(act)
        for s in range(n):
            if s in out_place:
                scores.append(round((n - out_place[s]) / (n - 1), 6))
                continue
            share = self.ledger.stacks[s] / total
            # the places 1..left are shared among those in; more chips, a better expected place
            exp_place = 1 + (left - 1) * (1 - share) ** 1.5 if left > 1 else 1
            fair = 1 + (left - 1) / 2
            place = 0.5 * exp_place + 0.5 * fair
            scores.append(round(max(0.0, min(1.0, (n - place) / (n - 1))), 6))
        return tuple(scores)


def result_phrases(winner, stacks, gone) -> list:
    out = [Phrase("calls.shif.winner", who=Seat(winner), n=stacks[winner])]
    return out




class ShifShofShum(CallsGame):
    id = "shif_shof_shum"
    state_class = ShifState
    title = {"ru": "Шиф, шоф, шум", "en": "Shif, Shof, Shum"}
    blurb = {"ru": "Покрой карту той же по достоинству — и сосед платит: шиф, шоф, шум",
             "en": "Match the rank just laid and the player before pays: shif, shof, shum"}
    min_seats, max_seats = 5, 10
    options = (
        Option("deck", ("auto", 32, 52), {"ru": "Колода", "en": "Deck"},
               _src("по Розалиеву: 32 или 52 «в зависимости от количества участников»; наш выбор — до шести "
                    "игроков 32, больше — 52", "Rozaliev: 32 or 52 'by the number of players'; our choice: 32 "
                    "up to six players, 52 for more"),
               {"auto": _src("по числу игроков", "by the number of players"),
                32: _src("32 карты", "32 cards"), 52: _src("52 карты", "52 cards")}),
        Option("cards_per_player", ("auto", 5, 6, 7, 8, 10), {"ru": "Карт каждому", "en": "Cards each"},
               _src("по Розалиеву — «по пять—десять карт в зависимости от колоды и количества участников»; "
                    "«по числу» — сколько помещается, не больше десяти (каталог B3); больше, чем помещается, не сдают",
                    "Rozaliev: 'five to ten cards by the pack and the number of players'; 'auto' — as many as "
                    "fit, at most ten (catalogue B3); never more than fit"),
               {"auto": _src("по числу игроков", "by the number of players")}),
        Option("chips", (5, 10), {"ru": "Фишек у каждого", "en": "Chips each"},
               _src("по Розалиеву — по 5 фишек", "Rozaliev: 5 chips each")),
        Option("ante", (0, 1), {"ru": "Взнос в кон в начале", "en": "Ante into the pot at the start"},
               _src("по Розалиеву — нет; «1» — по shram.kiev.ua", "Rozaliev: none; '1' follows shram.kiev.ua")),
        Option("duel_self_shof", ("after_shif", "any_lead", "off"),
               {"ru": "Правило двоих", "en": "The two-player rule"},
               _src("по Розалиеву: «получивший „шиф“ имеет право выйти ещё раз и, если на выхоженную карту нет "
                    "„шифа“, то, положив свою того же достоинства, он сразу объявляет „шоф“» (каталог, часть E, 13)",
                    "Rozaliev: the «шиф» scorer may lead again and, if that lead is not matched, lay his own card "
                    "of its rank and call «шоф» at once (catalogue Part E, 13)"),
               {"after_shif": _src("после «шифа»", "after a «шиф»"),
                "any_lead": _src("на любой ход", "on any lead"), "off": _src("нет", "off")}),
    )
    rulebook = (
        Rule("Играют от пяти до десяти человек (лучше шесть-семь).", "Five to ten players (six or seven are best).",
             Seed("Игроков от пяти до десяти человек. Оптимальное количество — шесть или семь",
                  "Five to ten players; six or seven are best.")),
        Rule("Колода в 32 или 52 карты — по числу игроков: до шести 32, больше — 52.",
             "A 32- or 52-card pack by the number of players: 32 up to six, 52 for more.",
             Seed("Для игры необходима колода из 32 или 52 листов в зависимости от количества участников",
                  "A pack of 32 or 52 cards is needed, by the number of players.")),
        Rule("Граница — шесть игроков.", "The line is drawn at six players.",
             Reading("Текст не говорит, где граница; при шести в 32 картах ещё выходит по пять карт.",
                     "The text does not say where; with six, 32 cards still give five each.")),
        Rule("У каждого в начале по 5 фишек.", "Everyone starts with 5 chips.",
             Seed("Перед началом игры каждому игроку раздается по 5 фишек", "Before play each player is given 5 chips.")),
        Rule("Вариант: все в начале вносят в кон по фишке.", "Option: everyone antes a chip into the pot at the start.",
             Outside("shram.kiev.ua, «Шиф, шоф и шум»: взнос в кон в начале; у Розалиева его нет.",
                     "shram.kiev.ua, «Шиф, шоф и шум»: an ante at the start; Rozaliev has none.")),
        Rule("Сдают по 5–10 карт; остаток откладывается и в игре не участвует.",
             "Each gets 5 to 10 cards; the rest are set aside, out of play.",
             Seed("Сдается по пять—десять карт в зависимости от колоды и количества участников. Остаток карт "
                  "сбрасывается и не участвует в дальнейшем розыгрыше",
                  "Five to ten cards each, by the pack and the players; the rest is thrown out of play.")),
        Rule("Сдают сколько помещается, не больше десяти: 32 карты — пятерым по 6, шестерым по 5; 52 — семерым по "
             "7, восьмерым по 6, девяти и десяти по 5.",
             "As many as fit, at most ten: 32 cards give five players 6, six players 5; 52 give seven 7, eight "
             "6, nine and ten 5.",
             Reading("Число карт в тексте не задано; берём наибольшее, что делится поровну.",
                     "The text gives no number; we take the most that divides evenly.")),
        Rule("Первым ходит сидящий слева от сдатчика, дальше — по часовой стрелке. Ход — одна карта.",
             "The player left of the dealer leads; play goes clockwise. A move is one card.",
             Seed("Первым ходит сидящий по левую руку от сдатчика, в дальнейшем — по часовой стрелке все "
                  "участвующие. Ход производится одной картой",
                  "The player on the dealer's left leads, then everyone clockwise. A move is one card.")),
        Rule("Если у следующего есть карта того же достоинства, он кладёт её со словом «Шиф», и предыдущий "
             "платит в кон 1 фишку; следующий такой — «Шоф», предыдущий платит 2; четвёртый подряд — «Шум», "
             "предыдущий платит 3.",
             "If the next player has a card of the same rank he lays it saying 'shif' and the player before him "
             "pays 1 chip into the pot; the next one 'shof', the one before pays 2; the fourth in a row 'shum', "
             "the one before pays 3.",
             Seed("Если у следующего игрока есть карта того же достоинства, то он выкладывает ее, говоря: «Шиф», "
                  "что означает обязанность предыдущего игрока уплатить одну фишку в кон … выложив ее, игрок "
                  "объявляет «шоф» и предыдущий обязан заплатить 2 фишки. Укладывающий четвертую подряд заявляет: "
                  "«Шум», обязывая предыдущего к уплате трех фишек",
                  "If the next player has a card of the same rank he lays it saying 'shif': the previous player "
                  "must pay one chip into the pot … laying it he declares 'shof' and the previous pays 2. "
                  "Laying the fourth in a row he calls 'shum', and the previous pays three.")),
        Rule("Имея карту того же достоинства, класть её обязательно.", "Holding a card of the rank, one must lay it.",
             Reading("Текст говорит «если есть — выкладывает», а пас — «не имеющий карты»: пасовать с картой "
                     "нельзя.",
                     "The text says 'if he has one, he lays it', and the pass belongs to 'the one without the "
                     "card': no pass while holding it.")),
        Rule("Не имеющий карты того же достоинства говорит «пас», и следующий за ним ходит любой картой.",
             "A player without a card of that rank says 'pass', and the next player leads any card.",
             Seed("Игрок, не имеющий карты того же достоинства, объявляет «пас», и следующий за ним игрок ходит с "
                  "любой карты",
                  "A player without a card of the same rank says 'pass', and the player after him leads any "
                  "card.")),
        Rule("После «Шума» ходит следующий — любой картой.", "After a 'shum' the next player leads any card.",
             Reading("Четыре карты достоинства вышли — продолжать нечем; ходит следующий, как после паса.",
                     "All four of the rank are out, nothing can follow; the next player leads, as after a pass.")),
        Rule("Проигравший все фишки выбывает; его карты и карты, выложенные на стол, откладываются.",
             "A player who has lost all his chips is out; his cards and the cards laid on the table are set "
             "aside.",
             Seed("Проигравший все свои фишки выбывает из игры. Карты, выложенные на стол, и карты выбывших из игры "
                  "откладываются и в дальнейшем розыгрыше не участвуют",
                  "A player who lost all his chips leaves the game. The cards laid on the table and those of "
                  "players who left are set aside, out of play.")),
        Rule("Кому нечем заплатить сполна, платит что есть (и выбывает).",
             "A player who cannot pay in full pays what he has (and is out).",
             Reading("Текст не говорит о долге; выбывает, кто проиграл все фишки.",
                     "The text knows no debt; whoever has lost all his chips is out.")),
        Rule("Если тому, кто должен ходить, нечем ходить, сдача кончается: оставшиеся получают новую, сдаёт "
             "следующий слева.",
             "If the player to lead has no cards, the hand ends: those still in get a new deal from the next "
             "dealer to the left.",
             Reading("Текст не говорит, что бывает, когда карты кончились; игра идёт, пока у двоих есть фишки.",
                     "The text does not say what happens when the cards run out; play goes on while two have "
                     "chips.")),
        Rule("Когда остались двое, получивший «шиф» имеет право выйти ещё раз; если на его карту нет «шифа», "
             "он кладёт свою того же достоинства и сразу объявляет «шоф» — противник платит 2.",
             "With two players left, the one who got the 'shif' may lead again; if that lead is not matched, he "
             "lays his own card of its rank and calls 'shof' at once — the opponent pays 2.",
             Seed("Когда осталось только двое игроков, получивший «шиф» имеет право выйти еще раз и, если на "
                  "выхоженную карту нет «шифа», то, положив свою того же достоинства, он сразу объявляет «шоф»",
                  "When only two players are left, the one who got the 'shif' has the right to lead once more "
                  "and, if the lead is not matched, laying his own of the same rank he at once calls 'shof'.")),
        Rule("«Получивший шиф» — тот, кто положил карту со словом «Шиф». Право он может и не взять: тогда игра "
             "идёт как обычно — противник, имея карту того же достоинства, кладёт её: «Шоф».",
             "'The one who got the shif' is the player who called it. He may decline the right: then play goes "
             "on as usual — the opponent, holding the rank, lays it: 'shof'.",
             Reading("«Получивший» — получивший фишку за «шиф». «Имеет право» — право, а не "
                     "обязанность; воспользовавшись им, он закрывает стол, и противник уже не скажет «шоф» на "
                     "то достоинство.",
                     "'Got' the shif: got the chip for it. 'Has the right' is a right, not "
                     "a duty; using it he closes the table, and the opponent can no longer 'shof' that rank.")),
        Rule("Варианты правила двоих: «шоф» своей картой на любой ход; без этого правила.",
             "Options for the two-player rule: a self-'shof' on any lead; off.",
             Reading("Фраза о двоих в тексте неясна; варианты — другие её прочтения.",
                     "The two-player sentence is unclear; the options are its other "
                     "readings.")),
        Rule("Выигрывает тот, у кого осталась хотя бы одна фишка, когда у всех остальных они кончились.",
             "The winner is the one with at least one chip when all the others have none.",
             Seed("Выигрывает имеющий хотя бы одну фишку, когда у всех остальных игроков фишки кончились",
                  "The one with at least one chip wins when all the other players are out of chips.")),
        Rule("Выигравший забирает кон.", "The winner takes the pot.",
             Reading("Куда идёт кон, текст не говорит; его забирает победитель.",
                     "The text does not say who gets the pot; the winner takes it.")),
        Rule("На всякий случай партия ограничена 400 сдачами; тогда выше тот, у кого больше фишек.",
             "As a safety net a game lasts at most 400 hands; then more chips place higher.",
             Reading("Предел программы, не правило игры: партия не должна идти бесконечно.",
                     "A limit of the program, not a rule of the game: a game must not go on for ever.")),
    )

    def _new_state(self, seats, seed, options):
        return ShifState(self, seats, seed, options)

    # --- phrases --------------------------------------------------------------------------
    phrase_ids = frozenset({
        "act.lay", "act.pass", "calls.act.shof", "calls.dealt", "calls.dealt_seen", "calls.aside",
        "calls.shif.lead", "calls.shif.match", "calls.shif.self_shof", "say.pass", "calls.shif.ante",
        "calls.shif.new_deal", "calls.shif.leaves", "calls.shif.closed", "calls.shif.winner", "calls.shif.takes_pot",
        "calls.shif.over", "calls.bubble.match", "bubble.pass", "calls.shif.set_aside", "calls.shif.no_lead",
        "calls.act.go_on", "calls.shif.again", "calls.shif.go_on"}) | SHIF_NOTE_IDS

    def table_notes(self, view) -> tuple:
        return shif_notes(view)

    def action_phrase(self, action):
        if action.kind == "play":
            return Phrase("act.lay", card=action.card)
        if action.kind == "shof":
            return Phrase("calls.act.shof", card=action.card)
        if action.kind == "pass":
            return Phrase("act.pass")
        if action.kind == "go_on":
            return Phrase("calls.act.go_on")
        raise ValueError(f"shif_shof_shum: no phrase for an action of kind {action.kind!r}")

    def bubble(self, event):
        if event.seat is None:
            return None
        if event.what in ("pass", "no_lead"):
            return Phrase("bubble.pass")
        if event.what == "play" and event.get("call") in ("shif", "shof", "shum"):
            n = 2 if event.get("self") else MATCH_CALLS.index(event.get("call")) - 1
            payer = event.get("payer")
            return Phrase("calls.bubble.match", call=Word(f"calls.{event.get('call')}"),
                          payer=None if payer is None else Seat(payer), n=n)
        return None

    def describe(self, events):
        out = []
        i = 0
        while i < len(events):
            e = events[i]
            k = e.what
            who = None if e.seat is None else Seat(e.seat)
            if k == "chips" and e.get("reason") == "ante":
                j = i
                while j < len(events) and events[j].what == "chips" and events[j].get("reason") == "ante":
                    j += 1
                out.append(Phrase("calls.shif.ante", n=e.get("amount")))
                i = j
                continue
            if k == "deal":
                if e.dst == "aside":
                    out.append(Phrase("calls.aside", n=e.count))
                elif e.cards:
                    out.append(Phrase("calls.dealt_seen", who=who, cards=tuple(e.cards)))
                else:
                    out.append(Phrase("calls.dealt", who=who, n=e.count))
            elif k == "new_deal":
                out.append(Phrase("calls.shif.new_deal", n=e.get("deal"), who=who))
            elif k == "play":
                call = e.get("call")
                if call == "lead":
                    out.append(Phrase("calls.shif.again" if e.get("again") else "calls.shif.lead", who=who,
                                      card=e.cards[0]))
                else:
                    nxt = events[i + 1] if i + 1 < len(events) else None
                    paid = nxt.get("amount") if nxt is not None and nxt.kind == "chips" else 0
                    payer = Seat(nxt.seat) if nxt is not None and nxt.kind == "chips" else None
                    pid = "calls.shif.self_shof" if e.get("self") else "calls.shif.match"
                    out.append(Phrase(pid, who=who, card=e.cards[0], call=Word(f"calls.{call}"),
                                      payer=payer, n=paid))
                    if nxt is not None and nxt.kind == "chips":
                        i += 1
            elif k == "pass":
                out.append(Phrase("say.pass", who=who))
            elif k == "say" and e.get("call") == "go_on":
                out.append(Phrase("calls.shif.go_on", who=who))
            elif k == "no_lead":
                out.append(Phrase("calls.shif.no_lead", who=who))
            elif k == "leave":
                out.append(Phrase("calls.shif.leaves", who=who))
            elif k == "set_aside":
                out.append(Phrase("calls.shif.set_aside", who=who, n=e.count))
            elif k == "chips" and e.get("reason") == "pot":
                out.append(Phrase("calls.shif.takes_pot", who=who, n=e.get("amount")))
            elif k == "over":
                out.append(Phrase("calls.shif.over", who=who))
            i += 1
        return out

    def result_phrases(self, view: View) -> list:
        pub = view.public
        return result_phrases(pub["winner"], view.chips, view.left) if pub.get("winner") is not None else []

    # --- the bot -------------------------------------------------------------------------
    def rule_policy(self, view: View, rng: random.Random) -> Action:
        return shif_policy(view, rng)


def shif_policy(view: View, rng: random.Random) -> Action:
    """Matching is forced (which card of the rank: any). A self-«шоф» whenever it is offered;
    the duel's right to lead again after a «шиф» always used (declined, the opponent may «шоф»).
    A lead: the rank the next player is least likely to match — copies of it not seen (not in
    my hand, not laid this hand, not known out of his hand), weighed by the share of the
    unseen cards he holds; among equals, a rank I hold twice (a second chance later)."""
    legal = view.legal
    if len(legal) == 1:
        return legal[0]
    shof = [a for a in legal if a.kind == "shof"]
    if shof:
        return shof[0]
    again = bool(view.public.get("again"))      # the duel's right to lead again: always used
    if legal[0].kind == "play" and view.public.get("count") and not again:
        return rng.choice(legal)               # a forced match: any card of the rank
    me = view.seat
    pub = view.public
    act = pub["active"]
    nxt = me
    for k in range(1, view.seats + 1):
        s = (me + k) % view.seats
        if s in act:
            nxt = s
            break
    mine = [c for c in view.hand(me).cards if c is not None]
    seen = set(mine) | set(view.zone("discard").visible) | set(view.zone("table").visible)
    barred = set((view.constraints.get("not_in") or {}).get(f"hand{nxt}", ()))
    unseen_slots = sum(len(view.hand(s).cards) for s in act if s != me) + len(view.zone("aside").cards)
    share = len(view.hand(nxt).cards) / max(1, unseen_slots)
    best, best_score = [], None
    for a in legal:
        if a.kind != "play":
            continue
        r = a.card.rank
        copies = sum(1 for c in view.deck if c.rank == r and c not in seen and c not in barred)
        p_match = 1 - (1 - share) ** copies
        held = sum(1 for c in mine if c.rank == r)
        score = -p_match + 0.05 * (held - 1) - 0.001 * r
        if best_score is None or score > best_score + 1e-9:
            best, best_score = [a], score
        elif abs(score - best_score) <= 1e-9:
            best.append(a)
    return best[0] if len(best) == 1 else rng.choice(best)


SHIF = register(ShifShofShum())
