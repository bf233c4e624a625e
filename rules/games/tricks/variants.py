"""The other Мушки (catalogue C5–C7; seed 002): hooks on ``MushkaState``, not copies.

* **Мистигри** (``mushka_mistigri``): rank order К Д В Т 10 9 …; К♣ is the privileged card
  (as Т♠ in Мушка: its holder may not pass; it beats the top trump — here the trump king —
  played before it, on another's lead); its holder writes off 5 extra, or a remise of 10.
  Five of one suit as dealt (every hand) or after a purchase (the buyer's) is shown at once
  and paid apart by every other player when the exchange is over, played or passed (one per
  deal: the higher suit ♠ < ♣ < ♦ < ♥, the same suit by card points К 5, Д 4, В 2, Т 1,
  others face value); four of any suit (clubs too) with К♣ as fifth wins the whole пулька
  (every record) at once.
* **Памфил** (``mushka_pamfil``): В♣ «памфил» beats everything and nothing beats it; it counts
  as a trump for following (``pam_follows=trump``) or as a club; its holder may pass (the
  seed forbids it only for Т♠ and К♣; ``pam_pass=may_not`` as Мушка's rule 4), is insured
  against a remise, and may declare it before his exchange (paid apart by every other
  player); a dealer who turns it up names trumps after looking at his hand. Remise 5.
* **Шутиха** (``mushka_shutikha``): spades always trumps, no card turned; the king is highest
  in every suit, the ace low (or just below the king, yet under Д♠: only the king beats
  her); Д♠ «шутиха»: a trick won with it writes
  off 8; a trick where К♠ beats it counts 5 for the king's player and the queen's holder writes
  off 4 «на даму»; its holder with no trick has no remise and writes off 4. Five spades with
  Д♠ right after the deal or a purchase win the пулька (every record). If Д♠ is still in the stock after the
  exchange, the dealer deals on, one card at a time round the players, until it appears; each
  then throws down to five.
"""
from __future__ import annotations

from ...actions import Action
from ...cards import ACE, JACK, KING, QUEEN, Card
from ...events import Event
from ...game import Option
from ...registry import register
from ...rulebook import Reading, Rule, Seed
from .engine import hand
from .mushka import (R_DEAL, R_EXCHANGE, R_EXCHANGE_HOW, R_LOTS, R_MISDEAL, R_OVERSHOOT, R_PAY_FIXED, R_PAY_REST,
                     R_PLAY, R_PLAY_HOW, R_POINS, R_RECORD, R_ROZALIEV_FINE, R_SEATS, R_TRICK, R_WIN,
                     RULES_PULKA_END, MushkaGame, MushkaState, _key, mushka_options, throw_action)

SIDE_PAY = 5          # the «agreed payment» for a five of a suit / a declared памфил (our choice)

# ---------------------------------------------------------------------------- Мистигри
KC = Card(KING, "C")
MISTIGRI_ORDER = (2, 3, 4, 5, 6, 7, 8, 9, 10, ACE, JACK, QUEEN, KING)
FIVE_SUITS = "SCDH"           # ♠ < ♣ < ♦ < ♥
FIVE_POINTS = {KING: 5, QUEEN: 4, JACK: 2, ACE: 1}


def five_points(cards) -> int:
    return sum(FIVE_POINTS.get(c.rank, c.rank) for c in cards)


class MistigriState(MushkaState):
    privileged = KC
    rank_order = MISTIGRI_ORDER

    def written_off(self, seat, tricks):
        return tricks + 5 if seat == self.pub.priv_by else tricks

    def setup_table(self, dealer, **record):
        super().setup_table(dealer, fives=(), **record)

    def start_deal(self):
        self.pub.fives = ()
        return super().start_deal()

    def after_turn(self, events):
        """«при сдаче»: every hand is looked at as dealt, from the dealer's left."""
        for s in self.order_from(self.left_of(self.pub.dealer)):
            if self.look_at(s, events):
                return
        super().after_turn(events)

    def after_buy(self, seat, events):
        """«или прикупке»: the buyer's hand after his purchase (or as kept)."""
        return self.look_at(seat, events)

    def look_at(self, seat, events) -> bool:
        """Four of a suit with К♣ as the fifth win the whole пулька at once (four clubs and
        К♣ too: the seed names no suit); five of one suit are shown, to be paid when the
        exchange is over. True if the пулька ended."""
        p = self.pub
        h = self.zones[hand(seat)]
        if len(h) != 5:
            return False
        if KC in h:
            for suit in FIVE_SUITS:
                four = [c for c in h if c.suit == suit and c != KC]
                if len(four) == 4:
                    self.show(seat, sorted(four, key=_key) + [KC], events, "whole")
                    self.exchange_over(events)      # a five shown earlier in this deal is still paid
                    p.whole = True
                    self.finish(seat, "match_over", events)
                    return True
        suit = h[0].suit
        if all(c.suit == suit for c in h) and not any(f[-1] == seat and f[0] == FIVE_SUITS.index(suit)
                                                        and f[1] == five_points(h) for f in p.fives):
            order = self.order_from(self.left_of(p.dealer))
            p.fives += ((FIVE_SUITS.index(suit), five_points(h), -order.index(seat), seat),)
            self.show(seat, sorted(h, key=_key), events, "five")
        return False

    def exchange_over(self, events):
        """Of the fives shown in this deal only the highest suit is paid (in one suit, the
        higher card points; then the first from the dealer's left)."""
        p = self.pub
        if p.fives:
            self.pay_side(max(p.fives)[-1], SIDE_PAY, events, "five")


# ---------------------------------------------------------------------------- Памфил
PAMFIL = Card(JACK, "C")


class PamfilState(MushkaState):
    privileged = PAMFIL
    priv_beats_top = False
    priv_rule = "all"

    @property
    def priv_may_pass(self):
        """The seed forbids passing with Мушка's Т♠ and Мистигри's К♣, not with the памфил
        (option ``pam_pass``: "may", the default, or "may_not", as rule 4 of Мушка)."""
        return self.options["pam_pass"] == "may"

    def suit_of(self, card):
        if card == PAMFIL and self.options["pam_follows"] == "trump" and self.pub.trump is not None:
            return self.pub.trump
        return card.suit

    def card_power(self, card, led, trump, index):
        if card == PAMFIL:
            return 1000
        return super().card_power(card, led, trump, index)

    def written_off(self, seat, tricks):
        return tricks

    def remise(self, seat):
        return 0 if seat == self.pub.priv_by else 5

    def after_turn(self, events):
        p = self.pub
        if self.zones["trump"] and self.zones["trump"][0] == PAMFIL:
            p.phase = "name_trump"
            p.current = p.dealer
        else:
            self.open_exchange()

    def other_legal(self):
        return [Action("trump", value=s) for s in "SCHD"]

    def other_apply(self, action):
        p = self.pub
        p.trump = action.value
        events = [Event("name_trump", p.dealer, data=(("suit", action.value),))]
        self.open_exchange()
        return events

    def extra_exchange_actions(self, seat):
        p = self.pub
        if not p.thrown and p.declared is None and PAMFIL in self.zones[hand(seat)]:
            return [Action("declare", (PAMFIL,))]
        return []

    def extra_exchange_apply(self, action):
        me = self.pub.current
        events = []
        self.show(me, (PAMFIL,), events, "declare")
        self.pay_side(me, SIDE_PAY, events, "declare")
        self.pub.declared = me
        return events


# ---------------------------------------------------------------------------- Шутиха
QS = Card(QUEEN, "S")
KS = Card(KING, "S")
ACE_LOW = (ACE, 2, 3, 4, 5, 6, 7, 8, 9, 10, JACK, QUEEN, KING)
ACE_BELOW_KING = (2, 3, 4, 5, 6, 7, 8, 9, 10, JACK, QUEEN, ACE, KING)


class ShutikhaState(MushkaState):
    privileged = QS
    priv_may_pass = True
    priv_beats_top = False
    priv_rule = "none"
    estimate_scale = 30.0

    def __init__(self, game, seats, seed, options):
        self.rank_order = ACE_LOW if options["shutikha_ace"] == "low" else ACE_BELOW_KING
        super().__init__(game, seats, seed, options)

    def card_power(self, card, led, trump, index):
        power = super().card_power(card, led, trump, index)
        if self.rank_order is ACE_BELOW_KING and card.suit == "S" and card.rank in (ACE, QUEEN) and power > 0:
            # «только он один может перекрывать даму»: with the ace just below the king, the
            # шутиха still yields to the king alone — in spades the ace ranks under her
            power += -1 if card.rank == ACE else 1
        return power

    def start_deal(self):
        self.pub.qs_won = None
        self.pub.ks_over = None
        return super().start_deal()

    def setup_table(self, dealer, **record):
        super().setup_table(dealer, qs_won=None, ks_over=None, **record)

    def turn_trump(self, events):
        self.pub.trump = "S"
        events.append(Event("trump_fixed", None, data=(("suit", "S"),)))
        return None

    def after_trick(self, winner, cards, seats, events):
        p = self.pub
        if QS in cards:
            if seats[cards.index(QS)] == winner:
                p.qs_won = winner
            elif KS in cards and seats[cards.index(KS)] == winner:
                p.ks_over = winner
                events.insert(len(events) - 1, Event("king_over_queen", winner, (KS, QS)))

    def deal_score(self, seat, tricks):
        p = self.pub
        off = tricks
        if seat == p.qs_won:
            off += 7                     # the trick won with the шутиха writes off 8
        if seat == p.ks_over:
            off += 4                     # the trick where К♠ beat her counts 5
        if seat == p.priv_by and p.qs_won != seat:
            off += 4                     # «на даму»: beaten, or no trick at all — no remise
        if off == 0:
            return 0, 5
        return off, 0

    # --- dealing on until the шутиха appears, then everyone throws down to five
    def before_play(self, events):
        p = self.pub
        if QS in self.zones["stock"]:
            i = 0
            while True:
                s = p.playing[i % len(p.playing)]
                top = self.zones["stock"][-1]
                events.append(self.move("deal_on", "stock", hand(s), count=1, seat=s, public=top == QS))
                i += 1
                if top == QS:
                    break
            if self.next_trim(events):
                return
        self.start_play(events)

    def next_trim(self, events) -> bool:
        p = self.pub
        over = [s for s in p.playing if len(self.zones[hand(s)]) > 5]
        if not over:
            return False
        p.phase = "trim"
        p.current = over[0]
        return True

    def other_legal(self):
        return [throw_action(c) for c in sorted(self.zones[hand(self.pub.current)], key=_key)]

    def other_apply(self, action):
        me = self.pub.current
        events = [self.throw_move(me, action.card)]
        if not self.next_trim(events):
            self.start_play(events)
        return events

    def after_turn(self, events):
        """«непосредственно после сдачи»: every hand as dealt, from the dealer's left."""
        for s in self.order_from(self.left_of(self.pub.dealer)):
            if self.five_spades(s, events):
                return
        super().after_turn(events)

    def after_buy(self, seat, events):
        """«или прикупки»: the buyer's hand after his purchase."""
        return self.five_spades(seat, events)

    def five_spades(self, seat, events) -> bool:
        h = self.zones[hand(seat)]
        if QS in h and len(h) == 5 and all(c.suit == "S" for c in h):
            self.show(seat, sorted(h, key=_key), events, "five_spades")
            self.pub.whole = True
            self.finish(seat, "match_over", events)
            return True
        return False

    def declarations(self, events):
        """After dealing on for the шутиха and throwing down to five."""
        return any(self.five_spades(s, events) for s in self.pub.playing)


# ---------------------------------------------------------------------------- the rules (F1), with sources
SIDE_PAY_RULE = Reading("сборник говорит «заранее оговоренную плату», не называя её; берём 5 с каждого",
                        "the collection says «a payment agreed beforehand» without naming it; we take 5 from each")
COMMON = (R_SEATS, R_LOTS, R_DEAL, R_RECORD, R_EXCHANGE, R_EXCHANGE_HOW, R_PLAY, R_PLAY_HOW, R_TRICK,
          R_OVERSHOOT, R_ROZALIEV_FINE, R_WIN, R_PAY_FIXED, R_PAY_REST, R_POINS, R_MISDEAL)

MISTIGRI_RULEBOOK = (
    Rule("Всё как в мушке: число игроков, колода по их числу, сдача, списывание взяток, ремизы, прикуп.",
         "All as in Mouche: the players, the pack by their number, the deal, writing off tricks, remises, the "
         "exchange.",
         Seed("Как и в обычной мушке, в мушке-мистигри количество игроков может быть от трех до семи. Карты "
              "употребляются тоже по числу играющих. Манера сдачи, списывание взяток и приписка ремизов, форма "
              "прикупки те же.",
              "As in ordinary Mouche, three to seven play; the cards by the number of players; the deal, writing "
              "off tricks, adding remises and the exchange are the same.")),
) + COMMON + (
    Rule("Старшинство карт: король, дама, валет, туз, 10, 9, 8 …", "Ranks: king, queen, jack, ace, 10, 9, 8 …",
         Seed("Старшинство карт: король, дама, валет, туз, 10, 9, 8 и т. д.",
              "The order of cards: king, queen, jack, ace, 10, 9, 8 and so on.")),
    Rule("Король треф — как мушка (туз пик) в обычной мушке; зашедшего с него может бить козырем тот, у кого "
         "нет треф.",
         "The king of clubs is what the mouche (the ace of spades) is in Mouche; when it is led, a player void in "
         "clubs may trump it.",
         Seed("Преимущественной картой в мушке мистигри считается король треф. Значение его абсолютно такое же, "
              "как в обычной мушке. Король треф при отсутствии трефовой масти может быть перекрыт козырем.",
              "The privileged card of Mistigri is the king of clubs, with just the meaning of the mouche. When "
              "void in clubs one may cover the king of clubs with a trump.")),
    Rule("Как мушка, король треф бьёт козырного короля (старший козырь), положенного раньше него, не на своём "
         "ходу; ему же тузовая мушка не нужна: туз пик здесь простая карта.",
         "As the mouche does, the king of clubs beats the king of trumps (the top trump) played before it, not on "
         "its own lead; the ace of spades is a plain card here.",
         Reading("«значение его абсолютно такое же»: правило 5 мушки со старшим козырем этой игры — королём; "
                 "«перебить» — положить поверх",
                 "«just the meaning of the mouche»: Mouche's rule 5 with this game's top trump, the king; to "
                 "«beat» is to play over")),
    Rule("У кого король треф, пасовать не вправе.", "The holder of the king of clubs may not pass.",
         Seed("Игрок, к которому пришел король треф, не имеет права на пас.",
              "A player to whom the king of clubs came has no right to pass.")),
    Rule("Владелец короля треф, взявший хоть одну взятку (любой картой), списывает сверх взяток ещё 5; не "
         "взявший ни одной — ремиз 10; прочие без взятки — 5.",
         "The holder of the king of clubs who took any trick (with any card) writes off 5 more besides his tricks; "
         "with none, a remise of 10; others with no trick, 5.",
         Seed("Игрок, имевший короля треф, и не взявший ни одной взятки, пишет ремиз в 10 очков. Такой же игрок, у "
              "которого короля треф не было, пишет ремиз только 5 очков. Игрок, имевший короля треф и взявший хотя "
              "бы одну взятку, пусть даже и не на этого короля, а на карту любой другой масти или козыря, "
              "списывает в записи 5 лишних очков, кроме очков, списываемых за взятку.",
              "The holder of the king of clubs with no trick writes a remise of 10; a player without it, only 5. "
              "The holder who took at least one trick, even not with the king, writes off 5 more besides the "
              "tricks.")),
    Rule("Пять карт одной масти при сдаче или после прикупа показывают, и каждый платит их владельцу "
         "условленную плату — отдельно от записи; игра идёт дальше.",
         "Five cards of one suit as dealt or after buying are shown, and every partner pays their holder the "
         "agreed payment — apart from the records; play goes on.",
         Seed("Если кто-нибудь из игроков будет иметь при сдаче или прикупке 5 карт одной масти, то он должен "
              "открыть карты и взять со всех партнеров заранее оговоренную плату, которая записывается им "
              "отдельно. Игровые же записи остаются нетронутыми, и игра продолжается в том же порядке.",
              "Whoever has five cards of one suit at the deal or on buying must show them and take the agreed "
              "payment from all partners, recorded apart. The records stay untouched and play goes on.")),
    Rule("Смотрят каждую руку сразу после сдачи и руку каждого после его прикупа; показывают сразу, а платят, "
         "когда прикуп окончен, — и тому, кто потом спасовал. Плата — по 5 с каждого.",
         "Every hand is looked at as dealt, and each buyer's after his purchase; they are shown at once and paid "
         "when the exchange is over — to a holder who then passed too. The payment is 5 from each.",
         Reading("«при сдаче или прикупке» — оба срока; платят раз за сдачу, чтобы сравнить всех (следующее "
                 "правило); сумму сборник не называет — берём 5",
                 "«at the deal or on buying» — both times; paid once a deal, so that all fives are compared (the "
                 "next rule); the collection names no sum — we take 5")),
    Rule("Если пять одной масти у нескольких, платят только за старшую масть: пики, трефы, бубны, черви (по "
         "возрастанию).",
         "If several hold five of a suit, only the highest suit is paid: spades, clubs, diamonds, hearts "
         "(ascending).",
         Seed("В случае, если в одну игру у нескольких игроков составятся одномастные карты, выигрыш достанется "
              "тому игроку, у которого карты старшей масти. Порядок мастей таков (по возрастающей): пики, трефы, "
              "бубны и самая старшая - черви.",
              "If several players make one-suit hands in one game, the one with the higher suit wins. The suits "
              "ascending: spades, clubs, diamonds, and hearts the highest.")),
    Rule("Пять карт одной масти у двоих — выигрывает больше очков: король 5, дама 4, валет 2, туз 1, прочие по "
         "достоинству (при равных очках — первый слева от сдающего).",
         "Two with five of the same suit: the more card points win: king 5, queen 4, jack 2, ace 1, others their "
         "value (equal points: the first from the dealer's left).",
         Seed("В редком случае прихода к двум игрокам одинакового количества карт одной масти выигравшим "
              "считается тот, у которого окажется больше очков на картах. При счете очков король ценится в 5, "
              "дама - в 4, валет - в 2, туз - в одно, а все остальные карты - по своей обычной стоимости.",
              "In the rare case of two players holding cards of one suit, the one with more points on his cards "
              "wins: king 5, queen 4, jack 2, ace 1, the others their face value.")),
    Rule("Четыре карты одной масти и король треф пятым выигрывают всю мушку: каждый платит всю свою запись.",
         "Four cards of one suit with the king of clubs as the fifth win the whole mouche: everyone pays his whole "
         "record.",
         Seed("Игрок, имеющий на руках 4 карты одной масти и короля треф пятым, выигрывает мушку, то есть берет с "
              "игроков все записи. После этого мистигри начинается снова.",
              "A player holding four cards of one suit and the king of clubs as the fifth wins the mouche, taking "
              "all the records. Then Mistigri begins anew.")),
    Rule("Это смотрят тогда же, когда пять одной масти; четыре трефы с королём треф — тоже вся мушка, а не "
         "пять треф. Пулька кончается; новая — новая партия.",
         "It is looked for when a five is; four clubs with the king of clubs are the whole mouche too, not a five "
         "of clubs. The pool ends; the next is a new game.",
         Reading("сборник не исключает ни одной масти, а большее правило поглощает меньшее",
                 "the collection excepts no suit, and the greater rule takes in the lesser")),
) + RULES_PULKA_END

PAMFIL_RULEBOOK = (
    Rule("Всё как в обычной мушке, но самая значительная карта — валет треф, «памфил».",
         "All as in ordinary Mouche, but the great card is the jack of clubs, the «pamphile».",
         Seed("Мушка-памфил по правилам почти не отличается от обычной мушки, но самая значительная карта - валет "
              "треф. Он и называется памфилом",
              "Pamphile hardly differs from ordinary Mouche, but its most important card is the jack of clubs, "
              "called the pamphile")),
) + COMMON + (
    Rule("Памфил бьёт любую карту любой масти, какая бы ни была козырем; его не бьёт ничто.",
         "The pamphile beats any card of any suit, whatever the trumps; nothing beats it.",
         Seed("валет треф считается самым старшим в любой масти. Какая бы масть ни была объявлена козырем, памфил "
              "бьет любую карту этих мастей. Его же ничто не может перекрыть.",
              "the jack of clubs counts as the highest in every suit. Whatever suit is trumps, the pamphile beats "
              "any card of those suits. Nothing can cover it.")),
    Rule("В масть памфил идёт как козырь (по выбору — как трефа); туз пик здесь простая карта.",
         "In following, the pamphile counts as a trump (or, as chosen, as a club); the ace of spades is a plain "
         "card here.",
         Reading("сборник не говорит, за какую масть он идёт; обычай лу (Loo) — старший козырь; привилегии мушки "
                 "переходят к памфилу",
                 "the collection does not say what suit it follows as; the Loo custom makes it the top trump; the "
                 "mouche's privileges pass to the pamphile")),
    Rule("Кому пришёл памфил, тот застрахован от ремиза.",
         "Whoever got the pamphile is insured against a remise.",
         Seed("Игрок, к которому пришел памфил, застрахован от ремиза, несмотря ни на какие карты",
              "A player to whom the pamphile came is insured against a remise, whatever his cards")),
    Rule("Бонуса за взятки памфил не даёт: каждая взятка — 1.",
         "The pamphile gives no bonus on tricks: each trick is 1.",
         Reading("сборник называет только страховку от ремиза; первой взятки за 6, как у мушки, он не даёт",
                 "the collection names only the insurance against a remise; no first trick of 6 as with the mouche")),
    Rule("Владелец памфила может пасовать (по выбору — не вправе, как владелец мушки).",
         "The pamphile's holder may pass (or, as chosen, may not, as the mouche's holder).",
         Reading("сборник запрещает пас владельцу туза пик и короля треф в мистигри, о памфиле молчит; пас нужен "
                 "ему у самого нуля, чтобы не взять лишнюю взятку",
                 "the collection forbids passing to the holder of the ace of spades and of Mistigri's king of "
                 "clubs, and is silent on the pamphile; near zero he needs the pass not to take a trick too many")),
    Rule("Объявивший до прикупа, что у него памфил, получает с каждого условленную сумму — отдельно от записи.",
         "Whoever declares the pamphile before the exchange gets the agreed sum from each partner — apart from "
         "the records.",
         Seed("Игрок, объявляющий до начала прикупа, что у него есть на руках трефовый валет, получает с каждого "
              "партнера определенную заранее оговоренную сумму. Эта сумма не входит в расчеты игровой записи, а "
              "записывается отдельно.",
              "A player who declares before the exchange that he holds the jack of clubs gets an agreed sum from "
              "each partner, not in the records but written apart.")),
    Rule("Объявляют в свою очередь прикупа, до сброса; сумма — по 5 с каждого.",
         "It is declared at one's turn of the exchange, before throwing; the sum is 5 from each.",
         SIDE_PAY_RULE),
    Rule("Не взявший ни одной взятки пишет ремиз 5.", "No trick: a remise of 5.",
         Seed("Игрок, не взявший ни одной взятки, ставит ремиз в 5 очков.",
              "A player who took no trick writes a remise of 5.")),
    Rule("Сдающий, открывший памфил козырем, посмотрев свои карты, назначает козырем любую масть.",
         "A dealer who turns up the pamphile as trump card names any suit trumps after looking at his cards.",
         Seed("Сдатчик, открывший памфила козырем, имеет право, просмотрев свои карты и прикинув свою выгоду, "
              "переменить козыря, то есть объявить другую масть, в которой и должен производиться розыгрыш.",
              "A dealer who turned up the pamphile as trumps may, after looking at his cards, change trumps, "
              "naming another suit for the play.")),
) + RULES_PULKA_END

SHUTIKHA_RULEBOOK = (
    Rule("Всё как в обычной мушке, но козырь не открывают: пики всегда козыри.",
         "All as in ordinary Mouche, but no trump is turned: spades are always trumps.",
         Seed("В этом варианте мушки правила игры и розыгрыша такие же, как и в основном. Отличие состоит в том, "
              "что козыря раздатчик не открывает и козырной мастью всегда является пиковая.",
              "The rules of play are as in the main game; only the dealer turns no trump and spades are always "
              "trumps.")),
    Rule("Так же сдают по 5, сбрасывают и прикупают, ведут ту же запись с 25.",
         "Five each, discarding and buying, the same record from 25.",
         Seed("В шутихе также сбрасывают карты, также прикупают, также сдают по 5 карт каждому игроку. Ведется та "
              "же запись, с которой списывают сыгранные взятки и к которой прибавляют ремизы. Начальная цифра тоже "
              "25.",
              "In Shutikha too one discards, buys, and gets five cards. The same record is kept, tricks written off "
              "and remises added. The starting number is 25 too.")),
) + COMMON + (
    Rule("Дама пик — «шутиха». Король — старшая карта каждой масти, и только он бьёт шутиху.",
         "The queen of spades is the «jester». The king is the highest card of every suit, and only he beats "
         "the jester.",
         Seed("Шутихой именуют пиковую даму, ценящуюся на 5 очков больше, чем все остальные карты. Самой старшей "
              "картой в мастях является король, и только он один может перекрывать даму.",
              "The queen of spades is called the jester, worth 5 points more than the other cards. The king is the "
              "highest card in the suits, and he alone can cover the queen.")),
    Rule("Туз — младшая карта (по выбору — под королём; но и тогда в пиках он ниже шутихи).",
         "The ace is the lowest card (or, as chosen, just below the king; even then in spades it ranks under the "
         "jester).",
         Reading("о тузе сборник молчит; раз старший — король, туз уходит вниз; «только он один может перекрывать "
                 "даму» — туз её не бьёт ни при каком выборе",
                 "the collection says nothing of the ace; with the king highest it goes low; «he alone can cover "
                 "the queen» — the ace never beats her")),
    Rule("Взятка, взятая шутихой, списывает 8. Если её бьёт король пик, игрок с королём считает эту взятку за 5, "
         "а владелец дамы всё же списывает 4 «на даму».",
         "A trick won with the jester writes off 8. If the king of spades beats her, the king's player counts "
         "that trick 5, and her holder still writes off 4 «for the lady».",
         Seed("Взятка, взятая пиковой дамой, считается за 8 очков. Пиковый король, перекрывший даму, считается за "
              "5 очков. Таким образом, игрок, имевший пиковую даму и взявший ею взятку, списывает 8, но если ее "
              "перебил король, он записывает на даму только 4 очка.",
              "A trick taken with the queen of spades counts 8. The king of spades covering her counts 5. So the "
              "queen's holder who took a trick with her writes off 8, but if the king beat her, only 4.")),
    Rule("Не взявший взятки и без дамы пик пишет ремиз 5; владелец дамы пик без взятки ремиза не пишет и "
         "списывает 4.",
         "No trick and no queen of spades: a remise of 5; the queen's holder with no trick writes no remise and "
         "writes off 4.",
         Seed("Игрок, не взявший ни одной взятки и не имевший дамы пик на руках, ставит ремиз 5 очков, а игрок, "
              "имевший даму пик на руках и не взявший ни одной взятки, ремиза не ставит вовсе, а, напротив, еще и "
              "списывает с записи 4 очка.",
              "A player with no trick and no queen of spades writes a remise of 5; one who had her and took no "
              "trick writes none and even writes off 4.")),
    Rule("Владелец шутихи может пасовать.", "The jester's holder may pass.",
         Reading("сборник запрещает пас только владельцу туза пик, а туз здесь простая карта",
                 "the collection forbids passing only to the holder of the ace of spades, a plain card here")),
    Rule("Пять пик с шутихой сразу после сдачи или прикупа показывают — и пулька выиграна: каждый платит "
         "всю свою запись (в самом начале — по 25).",
         "Five spades with the jester right after the deal or a purchase are shown — and the pool is won: everyone "
         "pays his whole record (at the very start, 25 each).",
         Seed("Игрок, на руках у которого образовалось 5 пик вместе с шутихой, непосредственно после сдачи или "
              "прикупки открывает свои карты и признается выигравшим, то есть со всех партнеров записывает их "
              "несыгранные очки. Подобные 5 пик могут встретиться в самом начале игры, и тогда открывший их игрок "
              "пользуется полной записью остальных игроков, записывая на каждого по 30 (25) очков.",
              "A player who has five spades with the jester right after the deal or a purchase shows them and "
              "wins, writing on all partners their unplayed points; at the very start he takes each one's full "
              "record, 30 (25).")),
    Rule("Если после прикупа шутиха осталась в колоде, сдающий сдаёт оставшиеся карты по одной, пока она не "
         "выйдет.",
         "If the jester is still in the stock after the exchange, the dealer deals the rest one at a time until "
         "she appears.",
         Seed("Случается, что на прикупку расходится не вся колода и капризная шутиха остается в ней, то есть не "
              "приходит никому на руки. Тогда сдатчик раздает оставшиеся карты по одной, сколько придется, пока "
              "судьба не решит, к кому благоволит шутиха.",
              "Sometimes the exchange does not use the whole pack and the jester stays in it. Then the dealer deals "
              "the remaining cards one at a time until fate decides whom she favours.")),
    Rule("Сдают только играющим, начиная с первого слева от сдающего; потом каждый сбрасывает лишние до пяти.",
         "Only the players get cards, from the first on the dealer's left; then each throws down to five.",
         Reading("сборник не говорит, кому и что делать с лишними картами: взяток пять, и рук — по пять",
                 "the collection does not say to whom, nor what to do with the extra cards: five tricks, five "
                 "cards a hand")),
) + RULES_PULKA_END


# ---------------------------------------------------------------------------- the games
class MistigriGame(MushkaGame):
    priv_note = "mushka.note.priv.king_clubs"
    id = "mushka_mistigri"
    title = {"ru": "Мушка-мистигри", "en": "Mistigri (Mouche)"}
    blurb = {"ru": "Мушка, где старший — король, а король треф — привилегированная карта",
             "en": "Mouche with the king highest and the king of clubs privileged"}
    state_class = MistigriState
    options = mushka_options(priv_rules=False)
    rulebook = MISTIGRI_RULEBOOK


class PamfilGame(MushkaGame):
    priv_note = "mushka.note.priv.pamphile"
    id = "mushka_pamfil"
    title = {"ru": "Мушка-памфил", "en": "Pamphile (Mouche)"}
    blurb = {"ru": "Мушка, где валет треф — «памфил» — бьёт всё", "en": "Mouche where the jack of clubs beats all"}
    state_class = PamfilState
    options = mushka_options(priv_rules=False) + (
        Option("pam_pass", ("may", "may_not"), {"ru": "Пас с памфилом", "en": "Passing with the pamphile"},
               {"ru": "сборник запрещает пас владельцу туза пик (правило 4) и короля треф (мистигри), о памфиле "
                      "молчит; «не вправе» — по образцу правила 4",
                "en": "the collection forbids the holder of the ace of spades (rule 4) and of the king of clubs "
                      "(Mistigri) to pass, and is silent on the pamphile; «may not» follows rule 4"},
               {"may": {"ru": "можно", "en": "may"}, "may_not": {"ru": "нельзя", "en": "may not"}}),
        Option("pam_follows", ("trump", "clubs"), {"ru": "Памфил при ходе в масть", "en": "The pamphile follows as"},
               {"ru": "каталог C6: как старший козырь (обычай Loo) или как трефа",
                "en": "catalogue C6: as the top trump (the Loo convention) or as a club"},
               {"trump": {"ru": "козырь", "en": "a trump"}, "clubs": {"ru": "трефа", "en": "a club"}}),
    )
    rulebook = PAMFIL_RULEBOOK


class ShutikhaGame(MushkaGame):
    priv_note = "mushka.note.priv.jester"
    id = "mushka_shutikha"
    title = {"ru": "Мушка-шутиха", "en": "Shutikha (Mouche)"}
    blurb = {"ru": "Пики всегда козыри, а дама пик — «шутиха»", "en": "Spades always trumps; the queen of spades is the jester"}
    state_class = ShutikhaState
    options = mushka_options(priv_rules=False) + (
        Option("shutikha_ace", ("low", "high_below_king"), {"ru": "Туз в шутихе", "en": "The ace in Shutikha"},
               {"ru": "каталог C7: сборник не говорит; наш выбор — младший",
                "en": "catalogue C7: the collection does not say; our choice — low"},
               {"low": {"ru": "младший", "en": "low"},
                "high_below_king": {"ru": "под королём", "en": "just below the king"}}),
    )
    rulebook = SHUTIKHA_RULEBOOK


MISTIGRI_GAME = register(MistigriGame())
PAMFIL_GAME = register(PamfilGame())
SHUTIKHA_GAME = register(ShutikhaGame())
