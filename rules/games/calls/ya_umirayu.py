"""«Я — умираю — от любви — к Вам» (19th c. «Шнип, шнап, шнур»), catalogue B6, seed 000 entry 6.

All the cards are dealt. The dealer lays any card saying «Я»; **whoever** holds the next higher
card of that suit must lay it on top («Умираю»), then the holder of the next one («От любви»),
then of the next («К Вам») — out of turn, possibly the same player again. A completed four goes
out and its «К Вам» player leads; a set that cannot be completed (the card needed is above the
ace, set aside, or already gone) is thrown out and the «Я» player leads again. A player who must
lead without a card is replaced by the next on his left who has one. When only one player holds
cards, he pays every other player the stake.

The seat that must lay a card out of turn is the seat to move (``to_move``): the table calls
on it, and everyone then knows that it holds the card it was called for (the card is *known*
in its hand, and a ``call_on`` event says so); a needed card found set aside is shown
(``missing``) and known there.
"""
from __future__ import annotations

import random

from ...actions import Action
from ...cards import ACE, Card
from ...chips import player
from ...events import Event
from ...errors import BadOption
from ...game import Option, Result, Settlement, linear_scores
from ...phrases import Phrase, Seat
from ...registry import register
from ...view import View
from .notes import YA_NOTE_IDS, ya_notes
from .common import CallsGame, CallsState, lay, pack, table_spec
from ...game import words as _src
from ...rulebook import Reading, Rule, Seed

CALLS = ("ya", "umirayu", "ot_lyubvi", "k_vam")


def deck_size(option, seats: int) -> int:
    if option == "auto":
        return 36 if seats <= 4 else 52
    return int(option)


class YaState(CallsState):
    def __init__(self, game, seats, seed, options):
        super().__init__(game, seats, seed, options)
        size = deck_size(options["deck"], seats)
        cards = list(pack(size))
        dealer = options["dealer"]
        if dealer == "random":
            dealer = self.rng.randrange(seats)
        self.rng.shuffle(cards)
        zones = {name: [] for name in table_spec(seats)}
        self.set_table(table_spec(seats), zones, pack(size),
                       dealer=dealer, lead=dealer, leader=None, need=None, holder=None, step=0,
                       emptied=(), loser=None, finished=False, stake=options["stake"], last=None)
        self.setup_chips(options["start_chips"])
        order = [(dealer + 1 + k) % seats for k in range(seats)]
        self.start_events = self.deal_hands(order, cards, size // seats, set(range(seats)))

    @property
    def dealer(self) -> int:
        """The dealer (a match passes the deal to his left: ``Game.next_deal_options``)."""
        return self.pub.dealer

    # --- the contract -----------------------------------------------------------------
    @property
    def over(self):
        return self.pub.finished

    @property
    def to_move(self):
        if self.pub.finished:
            return None
        return self.pub.holder if self.pub.need is not None else self.pub.lead

    def legal_actions(self):
        if self.pub.finished:
            return []
        if self.pub.need is not None:
            return [lay(self.pub.need)]
        return [lay(c) for c in sorted(self.hand(self.pub.lead), key=lambda c: (c.suit, c.rank))]

    def is_legal(self, action):
        if self.pub.finished or not isinstance(action, Action) or action.kind != "play":
            return False
        if len(action.cards) != 1 or action.zone is not None or action.index is not None or action.value is not None:
            return False
        card = action.cards[0]
        if self.pub.need is not None:
            return card == self.pub.need
        return card in self.hand(self.pub.lead)

    def _apply(self, action):
        p = self.pub
        seat = self.to_move
        card = action.cards[0]
        step = p.step
        if step == 0:
            p.leader = seat
        events = [self.move("play", f"hand{seat}", "table", [card], seat=seat, data=(("call", CALLS[step]),))]
        p.step = step = step + 1
        p.need = p.holder = None
        events += self._outs()
        if self._ending(events):
            return events
        if step == 4:
            events.append(self.move("set_done", "table", "discard", seat=seat, data=(("complete", True),)))
            p.step = 0
            p.lead = self._leader_from(seat)
            events.append(Event("lead", p.lead, data=(("why", "complete"),)))
            return events
        nxt = Card(card.rank + 1, card.suit) if card.rank < ACE else None     # (above a card of the pack:
        holder = self._holder(nxt) if nxt is not None else None                 # in the pack)
        if holder is not None:
            p.need, p.holder = nxt, holder
            self.make_known(f"hand{holder}", [nxt])
            events.append(Event("call_on", holder, (nxt,), data=(("call", CALLS[step]),)))
            return events
        why = "top" if nxt is None else "gone"
        if nxt is not None and nxt in self.zones["aside"]:
            why = "aside"
            if nxt not in self.known.get("aside", ()):
                self.make_known("aside", [nxt])
            events.append(Event("missing", None, (nxt,), data=(("where", "aside"),)))
        events.append(self.move("set_void", "table", "discard", seat=p.leader,
                                data=(("complete", False), ("why", why), ("need", nxt))))
        p.step = 0
        p.lead = self._leader_from(p.leader, include=True)
        events.append(Event("lead", p.lead, data=(("why", "again"),)))
        return events

    # --- helpers ----------------------------------------------------------------------
    def _holder(self, card):
        for s in range(self.seats):
            if card in self.zones[f"hand{s}"]:
                return s
        return None

    def _leader_from(self, seat: int, include: bool = True) -> int:
        """``seat`` if he has cards (``include``), else the next on his left who has some."""
        for k in range(0 if include else 1, self.seats + 1):
            s = (seat + k) % self.seats
            if self.hand(s):
                return s
        return seat

    def _outs(self) -> list:
        p = self.pub
        events = []
        for s in range(self.seats):
            if not self.hand(s) and s not in p.emptied:
                # out of cards: safe — all who get out share the first place; only the last pays
                p.emptied = p.emptied + (s,)
                events.append(Event("out", s, data=(("place", 1),)))
        return events

    def _ending(self, events) -> bool:
        """At most one player holds cards: he pays each other player the stake; the end."""
        p = self.pub
        left = [s for s in range(self.seats) if self.hand(s)]
        if len(left) > 1:
            return False
        p.finished = True
        p.need = p.holder = None
        loser = left[0] if left else None
        p.loser = loser
        payments = []
        if loser is not None:
            rest = [c for c in self.hand(loser) if c not in self.known.get(f"hand{loser}", ())]
            self.make_known(f"hand{loser}", rest)          # shown to all
            events.append(Event("show", loser, tuple(self.hand(loser)), f"hand{loser}", None,
                                count=len(self.hand(loser))))
            for k in range(1, self.seats):
                s = (loser + k) % self.seats
                paid, ev = self.pay(player(loser), player(s), p.stake, "stake")
                if ev is not None:
                    events.append(ev)
                payments.append((s, paid))
        p.last = (("loser", loser), ("payments", tuple(payments)), ("stake", p.stake))
        events.append(Event("over", loser, data=p.last))
        return True

    # --- the result ---------------------------------------------------------------------
    def result(self):
        if not self.pub.finished:
            return None
        loser = self.pub.loser
        n = self.seats
        places = tuple(n if s == loser else 1 for s in range(n))
        gains = self.gains()
        money = Settlement("chips", gains, tuple(self.ledger.stacks))
        lines = tuple(settle_phrases(dict(self.pub.last)))
        if loser is None:
            return Result(places, (1.0,) * n, gains, draw=True, reason="out_of_cards", settlement=money, lines=lines)
        return Result(places, linear_scores(places), gains, losers=(loser,), reason="out_of_cards",
                      settlement=money, held=tuple(len(self.hand(s)) for s in range(n)), lines=lines)


def settle_phrases(last: dict) -> list:
    loser = last.get("loser")
    if loser is None:
        return [Phrase("calls.ya.draw")]
    out = [Phrase("calls.ya.loser", who=Seat(loser))]
    for s, paid in last.get("payments", ()):
        if paid:
            out.append(Phrase("calls.pays", who=Seat(loser), to=Seat(s), n=paid))
        else:
            out.append(Phrase("calls.cannot_pay", who=Seat(loser), to=Seat(s)))
    return out




class YaUmirayu(CallsGame):
    id = "ya_umirayu"
    state_class = YaState
    title = {"ru": "Я — умираю — от любви — к Вам", "en": "I'm Dying of Love for You"}
    blurb = {"ru": "Кто держит следующую карту масти — кладёт её вне очереди с возгласом",
             "en": "Whoever holds the next card of the suit lays it out of turn, with a call"}
    min_seats, max_seats = 2, 8
    options = (
        Option("deck", ("auto", 36, 52), {"ru": "Колода", "en": "Deck"},
               _src("по Розалиеву: 36 или 52 «в зависимости от количества игроков»; наш выбор — до четырёх "
                    "игроков 36, больше — 52", "Rozaliev: 36 or 52 'by the number of players'; our choice: "
                    "36 up to four players, 52 for more"),
               {"auto": _src("по числу игроков", "by the number of players"),
                36: _src("36 карт", "36 cards"), 52: _src("52 карты", "52 cards")}),
        Option("stake", (1, 2, 3), {"ru": "Плата проигравшего каждому", "en": "The loser pays each player"},
               _src("по Розалиеву — «производится выплата»; сумма — наш выбор (каталог, часть F: stake)",
                    "Rozaliev: 'a payment is made'; the amount is our choice (catalogue Part F: stake)")),
        Option("start_chips", (20, 10, 50), {"ru": "Фишек у каждого", "en": "Chips each"},
               _src("наш выбор", "our choice")),
        Option("dealer", ("random",) + tuple(range(8)), {"ru": "Сдаёт", "en": "Dealer"},
               _src("по Розалиеву первым ходит сдатчик; в следующей партии сдаёт сосед слева",
                    "Rozaliev: the dealer leads; the next game is dealt by the player on his left"),
               {"random": _src("по жребию", "by lot"),
                **{i: _src(f"место {i + 1}", f"seat {i + 1}") for i in range(8)}},
               seats={i: (i + 1, 8) for i in range(8)}),
    )
    rulebook = (
        Rule("Играют от двух до восьми человек колодой в 36 или 52 карты — по числу игроков.",
             "Two to eight players with a 36- or 52-card pack, by the number of players.",
             Seed("Игроков от двух до восьми человек. Для игры необходима колода из 36 или 52 карт в зависимости "
                  "от количества игроков",
                  "Two to eight players. A pack of 36 or 52 cards is needed, by the number of players.")),
        Rule("До четырёх игроков — 36 карт, больше — 52.", "Up to four players 36 cards, more — 52.",
             Reading("Где граница, текст не говорит; с пятью и больше в 36 картах выходит меньше семи на руку.",
                     "The text does not say where the line is; five or more would get fewer than seven cards "
                     "from 36.")),
        Rule("Сдатчик раздаёт карты всем поровну.", "The dealer shares the cards out equally.",
             Seed("Сдатчик распределяет карты между всеми игроками поровну", "The dealer divides the cards equally "
                  "among all the players.")),
        Rule("Сдаются все карты; если они не делятся поровну, лишние откладываются, их никто не видит.",
             "All the cards are dealt; any that do not divide evenly are set aside unseen.",
             Reading("«Поровну» при 52 картах на троих не выходит; лишние не сдаём.",
                     "'Equally' cannot be done with 52 cards for three; the extra cards are not dealt.")),
        Rule("Первым ходит сдатчик: кладёт на стол любую карту и говорит «Я».",
             "The dealer leads: he lays any card and says «Я» ('I').",
             Seed("Первым ходит сдатчик. Он выкладывает на стол любую карту, объявляя: «Я»",
                  "The dealer leads. He lays any card on the table saying 'I'.")),
        Rule("У кого следующая по старшинству карта той же масти, кладёт её сверху: «Умираю»; у кого следующая — "
             "«От любви»; четвёртая карта по порядку ложится с возгласом «К Вам».",
             "Whoever holds the next higher card of the suit lays it on top: 'am dying'; the holder of the next: "
             "'of love'; the fourth card in order goes down with 'for you'.",
             Seed("Имеющий карту той же масти, следующую по достоинству, выкладывает ее на предыдущую, объявляя: "
                  "«Умираю». Имеющий следующую той же масти кладет ее с объявлением: «От любви», и, наконец, "
                  "четвертая по порядку карта той же масти кладется с возгласом: «К Вам»",
                  "Whoever has the next card of the same suit lays it on the last, saying 'am dying'. Whoever "
                  "has the next one lays it saying 'of love', and the fourth card in order goes down with 'for "
                  "you'.")),
        Rule("Нужную карту кладёт тот, у кого она есть, — вне очереди, где бы он ни сидел (может быть и тот же "
             "игрок); не положить её нельзя. Стол сам вызывает его.",
             "The needed card is laid by whoever holds it — out of turn, wherever he sits (it may be the same "
             "player); he cannot keep it back. The table calls on him.",
             Reading("Текст называет «имеющего карту», а не следующего по кругу; выбора у него нет — иначе игра "
                     "встала бы.",
                     "The text names 'whoever has the card', not the next in turn; he has no choice — else play "
                     "would stall.")),
        Rule("Старшинство в масти: 2 (или 6) … 10, валет, дама, король, туз; выше туза карт нет.",
             "Rank within a suit: 2 (or 6) … 10, jack, queen, king, ace; nothing is above the ace.",
             Reading("Текст не говорит; обычное старшинство, туз — старший.",
                     "The text does not say; the usual order, ace high.")),
        Rule("Четыре выложенные карты уходят в снос; следующим ходит положивший последнюю.",
             "The four cards laid go out; the player who laid the last one leads next.",
             Seed("Четыре карты, выложенные на стол, скидываются. Следующим ходит положивший верхнюю (последнюю) "
                  "карту",
                  "The four cards on the table are thrown out. The player who laid the top (last) card leads "
                  "next.")),
        Rule("Если полный набор из четырёх карт не образуется, выложенные карты отбрасываются и снова ходит "
             "сказавший «Я».",
             "If the full set of four is not formed, the cards laid are thrown out and the 'I' player leads again.",
             Seed("Если в течение игры не образуется полного набора из четырех карт, то выложенные карты "
                  "отбрасываются и ходит выкладывавший первую (объявлявший «я»)",
                  "If no full set of four forms, the cards laid are thrown out and the one who laid the first "
                  "(who said 'I') leads.")),
        Rule("Набор не образуется, когда нужной карты нет ни у кого: она выше туза, отложена при сдаче или уже "
             "вышла.",
             "The set cannot form when nobody holds the needed card: it is above the ace, was set aside at the "
             "deal, or is already out.",
             Reading("«Не образуется» — когда следующую карту никто не может положить; отложенную карту "
                     "показывают.",
                     "'Is not formed': nobody can lay the next card; a card set aside is shown.")),
        Rule("Если игрок положил последнюю карту со словом «К Вам» и ходить ему не с чего, ходит сосед слева.",
             "If a player laid his last card with 'for you' and has nothing to lead, his left-hand neighbour "
             "leads.",
             Seed("Если игрок положил свою последнюю карту, объявив «к Вам», и ходить далее ему не с чего, то "
                  "ходит сидящий от него по левую руку",
                  "If a player laid his last card calling 'for you' and has nothing more to lead, the player on "
                  "his left leads.")),
        Rule("Так же и всякий, кому ходить нечем: ходит ближайший слева, у кого есть карты.",
             "So too for anyone who must lead with no cards: the nearest player on his left with cards leads.",
             Reading("Тот же случай бывает и после несобравшегося набора; решаем его так же.",
                     "The same happens after a set that did not form; it is settled the same way.")),
        Rule("Проигрывает тот, у кого остались карты, когда у всех остальных они кончились: он платит.",
             "The player still holding cards when everyone else is out loses: he pays.",
             Seed("По окончании игры проигравшим — имеющим карты на руках после того, как у других игроков все "
                  "карты кончились — производится выплата",
                  "At the end the loser — the one holding cards after all the others have run out — pays.")),
        Rule("Проигравший платит каждому по ставке: 1 фишка (настраивается); у каждого в начале 20 фишек.",
             "The loser pays each other player the stake: 1 chip (adjustable); everyone starts with 20 chips.",
             Reading("Сумма и кому платить, в тексте не сказано.",
                     "The text names neither the sum nor the payees.")),
        Rule("Если карты кончились у всех разом, никто не платит.", "If everybody runs out at once, nobody pays.",
             Reading("Проигравшего тогда нет. На деле так не бывает: партия кончается, как только карты "
                     "остались у одного.",
                     "There is no loser then. It does not happen in practice: the game ends as soon as one "
                     "player alone holds cards.")),
        Rule("В следующей партии сдаёт сосед сдатчика слева.", "The next game is dealt by the dealer's left neighbour.",
             Reading("Текст не говорит; сдача переходит по кругу, как в других играх книги.",
                     "The text does not say; the deal passes round, as in the book's other games.")),
    )

    def check_options(self, options, seats):
        d = options["dealer"]
        if d != "random" and not (isinstance(d, int) and 0 <= d < seats):
            raise BadOption(f"option dealer: seat {d!r} does not exist with {seats} seats")

    def _new_state(self, seats, seed, options):
        return YaState(self, seats, seed, options)

    # --- phrases --------------------------------------------------------------------------
    phrase_ids = frozenset({
        "act.lay", "calls.dealt", "calls.dealt_seen", "calls.aside", "calls.ya.lay", "calls.ya.called",
        "calls.ya.missing", "calls.ya.complete", "calls.ya.void", "calls.ya.lead", "calls.ya.lead_again",
        "calls.out", "calls.ya.loser", "calls.ya.draw", "calls.pays", "calls.cannot_pay", "calls.ya.over",
        "calls.bubble.ya", "calls.bubble.umirayu", "calls.bubble.ot_lyubvi", "calls.bubble.k_vam",
        "calls.ya.shows"}) | YA_NOTE_IDS

    def table_notes(self, view) -> tuple:
        return ya_notes(view)

    def action_phrase(self, action):
        if action.kind == "play":
            return Phrase("act.lay", card=action.card)
        raise ValueError(f"ya_umirayu: no phrase for an action of kind {action.kind!r}")

    def bubble(self, event):
        if event.what == "play" and event.seat is not None:
            return Phrase(f"calls.bubble.{event.get('call')}")
        return None

    def describe(self, events):
        out = []
        for e in events:
            k = e.what
            who = None if e.seat is None else Seat(e.seat)
            if k == "deal":
                if e.dst == "aside":
                    out.append(Phrase("calls.aside", n=e.count))
                elif e.cards:
                    out.append(Phrase("calls.dealt_seen", who=who, cards=tuple(e.cards)))
                else:
                    out.append(Phrase("calls.dealt", who=who, n=e.count))
            elif k == "play":
                out.append(Phrase("calls.ya.lay", who=who, card=e.cards[0], call=CALLS.index(e.get("call"))))
            elif k == "call_on":
                out.append(Phrase("calls.ya.called", who=who, card=e.cards[0]))
            elif k == "missing":
                out.append(Phrase("calls.ya.missing", card=e.cards[0]))
            elif k == "set_done":
                out.append(Phrase("calls.ya.complete"))
            elif k == "set_void":
                need = e.get("need")
                out.append(Phrase("calls.ya.void", card=need if e.get("why") != "top" else None,
                                  top=e.get("why") == "top"))
            elif k == "lead":
                out.append(Phrase("calls.ya.lead_again" if e.get("why") == "again" else "calls.ya.lead", who=who))
            elif k == "out":
                out.append(Phrase("calls.out", who=who))
            elif k == "show":
                out.append(Phrase("calls.ya.shows", who=who, cards=tuple(e.cards)))
            elif k == "over":
                out.append(Phrase("calls.ya.over", who=who) if who is not None else Phrase("calls.ya.draw"))
                out.extend(settle_phrases(dict(e.data))[1:] if who is not None else [])
        return out

    def settlement(self, summary: dict) -> list:
        return settle_phrases(summary)

    # --- the bot -------------------------------------------------------------------------
    def rule_policy(self, view: View, rng: random.Random) -> Action:
        return ya_policy(view, rng)


def ya_policy(view: View, rng: random.Random) -> Action:
    """Forced lays are forced. A lead is scored by walking the set it starts: my cards it sheds,
    less the cards it (probably) sheds for the others, and whether I lead again afterwards (the
    set dies — nothing above, or the card needed is known out of play — or its fourth card is
    mine); a card the others could call on me later (its predecessor is theirs) is worth
    keeping, and a card whose predecessor I hold is better laid after that one."""
    legal = view.legal
    if len(legal) == 1:
        return legal[0]
    me = view.seat
    mine = set(view.hand(me).cards)
    dead = set(view.zone("discard").visible) | set(view.zone("table").visible) | set(view.zone("aside").known)
    others = sum(len(z.cards) for z in view.zones.values() if z.kind == "hand" and z.owner != me)
    hidden_aside = len(view.zone("aside").cards) - len(view.zone("aside").known)
    p_hand = others / max(1, others + hidden_aside)        # an unseen card lies in some other hand

    def gone(card):
        return card is None or card in dead or card not in view.deck

    best, best_score = [], None
    for a in legal:
        c = a.card
        score = 1.0
        p_alive = 1.0                   # the chance the set is still going
        lead_again = 0.0
        r = c.rank
        for step in range(1, 4):
            nxt = Card(r + 1, c.suit) if r < ACE else None
            if gone(nxt):
                lead_again += p_alive
                p_alive = 0.0
                break
            if nxt in mine:
                score += p_alive
            else:
                score -= p_alive * p_hand
                lead_again += p_alive * (1 - p_hand)      # set aside: the set dies, I lead again
                p_alive *= p_hand
            r += 1
            if step == 3 and nxt in mine:
                lead_again += p_alive                     # «К Вам» is mine
        score += 0.9 * lead_again
        prev = Card(c.rank - 1, c.suit) if c.rank > 2 else None
        if prev is not None and prev in view.deck and not gone(prev):
            score -= 0.8 if prev in mine else 0.4 * p_hand
        score += 0.001 * c.rank
        if best_score is None or score > best_score + 1e-9:
            best, best_score = [a], score
        elif abs(score - best_score) <= 1e-9:
            best.append(a)
    return best[0] if len(best) == 1 else rng.choice(best)


YA_UMIRAYU = register(YaUmirayu())
