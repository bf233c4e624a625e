"""The other Мушки (catalogue C5–C7; seed 002): hooks on ``MushkaState``, not copies.

* **Мистигри** (``mushka_mistigri``): rank order К Д В Т 10 9 …; К♣ is the privileged card
  (as Т♠ in Мушка: its holder may not pass; it beats the top trump — here the trump king —
  on another's lead); its holder writes off 5 extra, or a remise of 10. Five of one suit
  after the exchange is shown and paid apart by every other player (one per deal: the higher
  suit ♠ < ♣ < ♦ < ♥, the same suit by card points К 5, Д 4, В 2, Т 1, others face value);
  four of a suit with К♣ as fifth wins the whole пулька (every record).
* **Памфил** (``mushka_pamfil``): В♣ «памфил» beats everything and nothing beats it; it counts
  as a trump for following (``pam_follows=trump``) or as a club; its holder may not pass, is
  insured against a remise, and may declare it before his exchange (paid apart by every other
  player); a dealer who turns it up names trumps after looking at his hand. Remise 5.
* **Шутиха** (``mushka_shutikha``): spades always trumps, no card turned; the king is highest
  in every suit, the ace low (or just below the king); Д♠ «шутиха»: a trick won with it writes
  off 8; a trick where К♠ beats it counts 5 for the king's player and the queen's holder writes
  off 4 «на даму»; its holder with no trick has no remise and writes off 4. Five spades with
  Д♠ after the exchange win the пулька (every record). If Д♠ is still in the stock after the
  exchange, the dealer deals on, one card at a time round the players, until it appears; each
  then throws down to five.
"""
from __future__ import annotations

from ...actions import Action
from ...cards import ACE, JACK, KING, QUEEN, Card
from ...events import Event
from ...game import Option
from ...registry import register
from .engine import hand
from .mushka import MushkaGame, MushkaState, _key, mushka_options

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
        return [Action("throw", (c,)) for c in sorted(self.zones[hand(self.pub.current)], key=_key)]

    def other_apply(self, action):
        me = self.pub.current
        events = [self.throw_move(me, action.card)]
        if not self.next_trim(events):
            self.start_play(events)
        return events

    def declarations(self, events):
        p = self.pub
        for s in p.playing:
            h = self.zones[hand(s)]
            if QS in h and len(h) == 5 and all(c.suit == "S" for c in h):
                self.show(s, sorted(h, key=_key), events, "five_spades")
                p.whole = True
                self.finish(s, "match_over", events)
                return True
        return False


# ---------------------------------------------------------------------------- the games
class MistigriGame(MushkaGame):
    id = "mushka_mistigri"
    title = {"ru": "Мушка-мистигри", "en": "Mistigri (Mouche)"}
    blurb = {"ru": "Мушка, где старший — король, а король треф — привилегированная карта",
             "en": "Mouche with the king highest and the king of clubs privileged"}
    state_class = MistigriState
    options = mushka_options(priv_rules=False)
    rules_text = {
        "ru": ("Как в мушке: 3–7 игроков, колода по числу игроков, сдача по 5, прикуп, пас, списывание с 25 (30), "
               "ремизы, перебор, расчёт. Старшинство: К, Д, В, Т, 10, 9 … Король треф — как туз пик в мушке: "
               "его владелец не пасует; его, зашедшего, может бить козырем тот, у кого нет треф; он бьёт "
               "козырного короля на чужом ходу. Владелец короля треф, взявший взятку, списывает на 5 больше; "
               "не взявший — ремиз 10, прочие — 5.\n"
               "Пять карт одной масти после прикупа показывают, и каждый платит владельцу (записывается "
               "отдельно; наш выбор — по 5). Из нескольких — только старшая масть (♠ < ♣ < ♦ < ♥), а в одной "
               "масти — по очкам карт: К 5, Д 4, В 2, Т 1, прочие по достоинству. Четыре карты масти и король "
               "треф пятым выигрывают всю мушку: каждый платит остаток своей записи."),
        "en": ("As Mouche: 3–7 players, the pack by their number, five each, the exchange, passing, counting down "
               "from 25 (30), remises, the overshoot, the settlement. Ranks: K, Q, J, A, 10, 9 … The king of clubs "
               "is what the ace of spades is in Mouche: its holder may not pass; when led, a player void in clubs "
               "may trump it; it beats the king of trumps on another's lead. Its holder who took a trick writes "
               "off 5 more; with none, a remise of 10; others 5.\n"
               "Five cards of one suit after the exchange are shown and every other player pays their holder "
               "(recorded apart; our choice: 5 each). Of several, only the highest suit (♠ < ♣ < ♦ < ♥), in the "
               "same suit the card points: K 5, Q 4, J 2, A 1, others their value. Four of a suit with the king "
               "of clubs as the fifth win the whole mouche: everyone pays what he still had to write off."),
    }


class PamfilGame(MushkaGame):
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
    rules_text = {
        "ru": ("Как в мушке: сдача по 5, прикуп, пас, списывание с 25 (30), ремиз 5, перебор, расчёт. Валет треф — "
               "«памфил» — самая значительная карта: бьёт любую карту любой масти, его не бьёт ничто. При ходе в "
               "масть он считается козырем (или, по выбору, трефой). Его владелец не пасует и застрахован от "
               "ремиза. Объявивший памфил до своего прикупа получает с каждого (записывается отдельно; наш выбор — "
               "по 5). Сдающий, открывший памфил козырем, посмотрев карты, сам назначает козыря."),
        "en": ("As Mouche: five each, the exchange, passing, counting down from 25 (30), a remise of 5, the overshoot, "
               "the settlement. The jack of clubs, the «pamphile», is the great card: it beats any card of any suit "
               "and nothing beats it. In following it counts as a trump (or, as chosen, a club). Its holder may not "
               "pass and is insured against a remise. Declaring it before one's exchange is paid by every other "
               "player (recorded apart; our choice: 5 each). A dealer who turns it up as the trump card names "
               "trumps after looking at his hand."),
    }


class ShutikhaGame(MushkaGame):
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
    rules_text = {
        "ru": ("Как в мушке (сдача по 5, прикуп, пас, списывание с 25), но козырь не открывают: пики всегда "
               "козыри. Король — старшая карта в каждой масти, туз — младшая (или под королём). Дама пик — "
               "«шутиха»: взятка, взятая ею, списывает 8; если её бьёт король пик, игрок с королём списывает "
               "за эту взятку 5, а владелец дамы всё же списывает 4 «на даму». Не взявший взятки пишет ремиз 5, "
               "а владелец дамы пик, не взявший ни одной, ремиза не пишет и списывает 4.\n"
               "Пять пик с дамой после прикупа выигрывают пульку: каждый платит остаток своей записи. Если после "
               "прикупа дама пик осталась в колоде, сдающий сдаёт играющим по одной карте, пока она не выйдет; "
               "потом каждый сбрасывает лишние до пяти (наш выбор)."),
        "en": ("As Mouche (five each, the exchange, passing, counting down from 25), but no card is turned: spades "
               "are always trumps. The king is the highest card in every suit, the ace the lowest (or just below "
               "the king). The queen of spades is the «jester»: a trick won with her writes off 8; if the king of "
               "spades beats her, the king's player counts that trick 5 and her holder still writes off 4 «for the "
               "lady». No trick: a remise of 5 — but her holder with no trick has none and writes off 4.\n"
               "Five spades with the queen after the exchange win the pool: everyone pays what he still had to "
               "write off. If the queen is still in the stock after the exchange, the dealer deals the players one "
               "card at a time until she appears; then each throws down to five (our choice)."),
    }


MISTIGRI_GAME = register(MistigriGame())
PAMFIL_GAME = register(PamfilGame())
SHUTIKHA_GAME = register(ShutikhaGame())
