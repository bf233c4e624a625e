"""Мушка — Mouche / Loo (catalogue C4; seed 002 «10 правил мушки»; Rozaliev p.28).

A пулька of deals in one state, on the trick engine (``engine.TrickState``). Each player
starts at 25 (or 30) and writes off his tricks; a remise adds back; the first to reach
exactly 0 wins the пулька and the others pay him (a fixed stake, or what each still had
to write off: the seed's example, losers at 9, 16 and 2 → the winner +27).

The deal: 5 cards each, one at a time; the dealer turns the next card for trumps; then the
exchange round from the dealer's left (the dealer last): each player discards 0–5 cards and
buys as many from the stock («buy», the discards as the action's cards; no more than the
stock holds), or passes and lays his hand down for the deal («pass»; the holder of the
privileged card may not). The rule bot passes a hand whose expected tricks do not outweigh
the remise it risks (``worth_playing``). The players who stayed play five tricks, the first player left of
the dealer leading; follow suit, trump optional when void.

Public record beyond the engine's (``pub``): ``remaining`` (per seat, what is left to write
off), ``start``, ``passed`` (seats that passed this deal), ``spoken`` (seats that spoke in the
exchange), ``bought`` (per seat, cards bought this deal, or None), ``priv_by`` (the seat that
played the privileged card this deal), ``sheet`` (per deal a row per seat: (written off,
remise, overshoot, passed) or None when he sat out), ``lots`` ((seat, card) drawn for the first
deal), ``winner``, ``end`` ("match_over" / "deal_limit"), ``last_deal``.

Variants (the other Мушки) are hooks on ``MushkaState``: ``privileged``, ``rank_order``,
``scores``; each becomes a game only when fully playable.
"""
from __future__ import annotations

import math
import random

from ...actions import Action
from ...cards import ACE, KING, Card
from ...events import Event
from ...game import Option, Result, SearchArm, Settlement
from ...phrases import Phrase, Seat, Word
from ...registry import register
from ...rulebook import Outside, Reading, Rule, Seed
from ...view import View
from .engine import TrickGame, TrickState, hand, won
from .notes import MUSHKA_NOTE_IDS, mushka_notes
from .reshuffle import gather_out, lay_stock

MUSHKA = Card(ACE, "S")
DECKS = {3: 32, 4: 36, 5: 52, 6: 52, 7: 52}
STAKE = 10           # the fixed stake each loser pays (the seed: «по 10 копеек мушку»)
PASS = Action("pass")
# How many standard errors the search must find a pass (or a play) better by before it leaves
# the rule bot's choice (MushkaGame.search_anchor): at 1 (the search's own anchor) ismcts@30
# still ended pulki at the deal limit (issue 26 item 4: Памфил 5 of 15 games at 3–7 seats);
# at 3, none of 30 pulki of the four Мушки at 3–7 seats did.
PASS_ANCHOR_SE = 3.0


def _key(c: Card):
    return ("SCHD".index(c.suit), c.rank)


_THROWS: dict = {}


def throw_action(card: Card) -> Action:
    """The throw of ``card`` onto the ``discard`` (its target: every Мушка throws there), made
    once (an action is an immutable value)."""
    got = _THROWS.get(card)
    if got is None:
        got = _THROWS[card] = Action("throw", (card,), target="discard")
    return got


class MushkaState(TrickState):
    privileged: Card = MUSHKA

    def __init__(self, game, seats, seed, options):
        super().__init__(game, seats, seed, options)
        start = options["start"]
        events = []
        dealer, lots = self.draw_lots()
        self.setup_table(dealer, remaining=(start,) * seats, start=start, passed=(), spoken=(),
                         bought=(None,) * seats, thrown=0, priv_by=None, sheet=(), lots=lots, winner=None,
                         end=None, last_deal=None, limit=options["deal_limit"], priv=self.privileged,
                         order=self.rank_order, priv_rule=self.priv_rule, side=(0,) * seats, whole=False, declared=None,
                         shown=())
        for s, c in lots:
            events.append(Event("lot", s, (c,), data=(("dealer", dealer),)))
        events.append(Event("first_dealer", dealer))
        events.extend(self.start_deal())
        self.start_events = events

    def deck_size(self):
        return DECKS[self.seats]

    # ------------------------------------------------------------------ seats and dealer
    def draw_lots(self):
        """Each draws a card from the spread pack; the lowest deals; equal lowest draw again
        (ace high, as in play). Returns (dealer, ((seat, card), ...))."""
        from ...cards import deck as make_deck
        pack = list(make_deck(self.deck_size()))
        drawn = []
        who = list(range(self.seats))
        while True:
            cards = self.rng.sample(pack, len(who))
            drawn.extend(zip(who, cards))
            low = min(c.rank for c in cards)
            lowest = [s for s, c in zip(who, cards) if c.rank == low]
            if len(lowest) == 1:
                return lowest[0], tuple(drawn)
            who = lowest

    # ------------------------------------------------------------------ a deal
    def start_deal(self) -> list:
        p = self.pub
        events = gather_out(self)
        self.reset_deal()
        p.passed, p.spoken, p.priv_by, p.thrown, p.declared, p.shown = (), (), None, 0, None, ()
        p.bought = (None,) * self.seats
        order = self.order_from(self.left_of(p.dealer))
        p.playing = order
        events.append(Event("new_deal", p.dealer, data=(("no", p.deal_no),)))
        events.extend(lay_stock(self))
        self.deal_cards(order, 5, events)
        self.turn_trump(events)
        self.after_turn(events)
        return events

    def after_turn(self, events) -> None:
        """The trump is turned: the exchange begins (Памфил: the dealer may change trumps first)."""
        self.open_exchange()

    def open_exchange(self) -> None:
        p = self.pub
        p.phase = "exchange"
        p.current = self.order_from(self.left_of(p.dealer))[0]

    priv_may_pass = False          # the privileged card's holder may not pass (Мушка, Мистигри, Памфил)
    priv_beats_top = True          # it beats the top trump on another's lead (Мушка's Т♠, Мистигри's К♣)
    estimate_scale = 20.0          # the spread of a пулька's noise, in points (fitted on rule-bot пульки)
    priv_rule = "top"              # for the bot: "top" (as above), "all" (Памфил: beats everything), "none"

    def holds_privileged(self, seat: int) -> bool:
        return not self.priv_may_pass and self.privileged in self.zones[hand(seat)]

    def buy_limit(self) -> int:
        """How many cards the speaker may still throw: five in all, no more than the stock holds."""
        return min(5, len(self.zones["stock"])) - self.pub.thrown

    def phase_legal(self) -> list:
        p = self.pub
        if p.phase != "exchange":
            return self.other_legal()
        me = p.current
        acts = []
        if self.buy_limit() > 0:
            acts = [throw_action(c) for c in sorted(self.zones[hand(me)], key=_key)]
        acts.append(Action("buy", value=p.thrown))
        if not p.thrown and not self.holds_privileged(me):
            acts.append(PASS)
        return acts + self.extra_exchange_actions(me)

    def extra_exchange_actions(self, seat: int) -> list:
        """A variant's own moves in the exchange (Памфил's declaration)."""
        return []

    def extra_exchange_apply(self, action: Action) -> list:
        raise NotImplementedError(action.kind)

    def is_legal(self, action):
        p = self.pub
        if p.phase == "over" or not isinstance(action, Action):
            return False
        if action.zone is not None or action.index is not None:
            return False
        if p.phase == "play":
            return action.kind == "play" and len(action.cards) == 1 and action.value is None \
                and action.card in self.playable(p.current)
        if p.phase != "exchange":
            return action in self.other_legal()
        if action.kind == "pass":
            return not action.cards and action.value is None and not p.thrown \
                and not self.holds_privileged(p.current)
        if action.kind == "buy":
            return not action.cards and action.value == p.thrown and type(action.value) is int
        if action.kind == "throw":
            return len(action.cards) == 1 and action.value is None and self.buy_limit() > 0 \
                and action.card in self.zones[hand(p.current)]
        return action in self.extra_exchange_actions(p.current)

    def throw_move(self, me: int, card: Card, data=()):
        """``me`` throws ``card`` face down; a card everyone knew he held is seen going."""
        known = card in self.known.get(hand(me), ())
        return self.move("throw", hand(me), "discard", [card], seat=me, public=known, data=data)

    def other_legal(self) -> list:
        """The legal actions of a variant's own phase."""
        raise NotImplementedError(self.pub.phase)

    def other_apply(self, action: Action) -> list:
        raise NotImplementedError(self.pub.phase)

    def phase_apply(self, action: Action) -> list:
        p = self.pub
        me = p.current
        events = []
        if p.phase != "exchange":
            return self.other_apply(action)
        if action.kind not in ("throw", "pass", "buy"):
            return self.extra_exchange_apply(action)
        if action.kind == "throw":
            p.thrown += 1
            return [self.throw_move(me, action.card, (("n", p.thrown),))]
        if action.kind == "pass":
            events.append(self.move("lay_down", hand(me), "discard", seat=me))
            p.passed += (me,)
        else:
            k = p.thrown
            if k:
                events.append(self.move("buy", "stock", hand(me), count=k, seat=me))
            else:
                events.append(Event("keep", me))
            b = list(p.bought)
            b[me] = k
            p.bought = tuple(b)
        p.thrown = 0
        p.spoken += (me,)
        if action.kind == "buy" and self.after_buy(me, events):
            return events
        order = self.order_from(self.left_of(p.dealer))
        if len(p.spoken) < len(order):
            p.current = order[len(p.spoken)]
            return events
        players = tuple(s for s in order if s not in p.passed)
        p.playing = players
        self.exchange_over(events)
        if len(players) < 2:
            events.append(Event("void_deal", players[0] if players else None))
            self.record_row({}, events, void=True)
            self.next_deal(events)
            return events
        self.before_play(events)
        return events

    def after_buy(self, seat: int, events) -> bool:
        """``seat`` has bought (or kept his cards): a variant looks at his new hand (Мистигри's
        five of a suit); True if that ended the пулька."""
        return False

    def exchange_over(self, events) -> None:
        """Everyone has spoken (before play, or before a void deal is put aside)."""

    def before_play(self, events) -> None:
        """The exchange is over (Шутиха deals on until its queen appears)."""
        self.start_play(events)

    def start_play(self, events) -> None:
        if self.declarations(events):
            return
        first = self.pub.playing[0]
        self.begin_play_phase(first)
        events.append(Event("play_begins", first))

    def declarations(self, events) -> bool:
        """Hands shown before play (Мистигри's five of a suit); True if one won the пулька."""
        return False

    def show(self, seat: int, cards, events, why: str) -> None:
        """``seat`` shows ``cards`` of his hand to all: they are known to be there."""
        known = set(self.known.get(hand(seat), ()))
        self.make_known(hand(seat), [c for c in cards if c not in known])
        self.pub.shown += ((seat, tuple(cards)),)
        events.append(Event("show", seat, tuple(cards), hand(seat), None, count=len(cards), data=(("why", why),)))

    def pay_side(self, seat: int, each: int, events, why: str) -> None:
        """Every other seat pays ``seat`` ``each`` points, recorded apart from the arcs."""
        side = list(self.pub.side)
        for s in range(self.seats):
            if s != seat:
                side[s] -= each
                side[seat] += each
        self.pub.side = tuple(side)
        events.append(Event("side_pay", seat, data=(("each", each), ("why", why), ("n", each * (self.seats - 1)))))

    # ------------------------------------------------------------------ the tricks
    def trick_winner(self, cards, seats):
        best = super().trick_winner(cards, seats)
        trump = self.pub.trump
        priv = self.privileged
        if self.priv_beats_top and trump is not None and trump != priv.suit and priv in cards[1:]:
            top = Card(self.rank_order[-1], trump)
            if top in cards and cards[seats.index(best)] == top and cards.index(top) < cards.index(priv):
                # the мушка «перебить»: beats the top trump played before it, not on its own lead
                return seats[cards.index(priv)]
        return best

    def after_trick(self, winner, cards, seats, events):
        priv = self.privileged
        trump = self.pub.trump
        if self.priv_beats_top and trump is not None and priv in cards[1:] and seats[cards.index(priv)] == winner \
                and trump != priv.suit and Card(self.rank_order[-1], trump) in cards[:cards.index(priv)]:
            events.insert(len(events) - 1, Event("priv_beats", winner, (priv,)))

    def playable(self, seat):
        cards = super().playable(seat)
        trump, led = self.pub.trump, self.pub.led
        if (self.options.get("trump_king_rule") and led is not None and led != trump
                and Card(KING, trump) in cards and not any(c.suit == led for c in cards)):
            # Rule 7: whoever trumps and holds the trump king trumps with the king.
            return [c for c in cards if c.suit != trump or c.rank == KING]
        return cards

    def after_play(self, seat, card, zone, events):
        if card == self.privileged:
            self.pub.priv_by = seat

    # ------------------------------------------------------------------ scoring
    def written_off(self, seat: int, tricks: int) -> int:
        """What ``seat`` writes off for ``tricks`` (≥ 1) tricks this deal."""
        if seat != self.pub.priv_by:
            return tricks
        if self.pub.trump == self.privileged.suit:
            if self.options["spade_trump_bonus"] == "seed002":
                return 10 + 2 * (tricks - 1)     # rule 3: first trick 10, the rest double
            return tricks + 10
        return tricks + 5                        # rule 1: the first trick counts 6

    def deal_score(self, seat: int, tricks: int) -> tuple:
        """(written off, remise) of a seat that played the deal."""
        if tricks == 0:
            return 0, self.remise(seat)
        return self.written_off(seat, tricks), 0

    # a sampled world's order of ranks (the variant's, in the record) before the rank table
    derived_caches = {"rank_order": lambda st: tuple(st.pub.order), **TrickState.derived_caches}

    def remise(self, seat: int) -> int:
        return 10 if seat == self.pub.priv_by else 5

    def end_deal(self, events):
        p = self.pub
        changes = {}
        rem = list(p.remaining)
        for s in p.playing:
            k = p.tricks[s]
            off, r = self.deal_score(s, k)
            if r:
                rem[s] += r
                changes[s] = (0, r, False)
                events.append(Event("remise", s, data=(("n", r), ("left", rem[s]))))
            elif off > rem[s]:
                had = rem[s]
                rem[s] = p.start + self.options["overshoot_fine"]
                changes[s] = (off, 0, True)
                events.append(Event("overshoot", s, data=(("n", off), ("had", had), ("left", rem[s]),
                                                          ("tricks", k))))
            elif off:
                rem[s] -= off
                changes[s] = (off, 0, False)
                events.append(Event("write_off", s, data=(("n", off), ("tricks", k), ("left", rem[s]))))
            else:
                changes[s] = (0, 0, False)
        p.remaining = tuple(rem)
        self.record_row(changes, events)
        winners = [s for s in self.order_from(self.left_of(p.dealer)) if rem[s] == 0]
        if winners:
            self.finish(winners[0], "match_over", events)
            return
        self.next_deal(events)

    def record_row(self, changes: dict, events, void=False) -> None:
        p = self.pub
        row = tuple(changes[s] + (False,) if s in changes else None for s in range(self.seats))
        p.sheet += (row,)
        p.last_deal = (p.deal_no, row, p.remaining)
        events.append(Event("deal_over", None, data=(("no", p.deal_no), ("deal", p.deal_no), ("rows", row),
                                                      ("remaining", p.remaining), ("void", void))))

    def next_deal(self, events):
        p = self.pub
        if p.deal_no >= p.limit:
            low = min(p.remaining)
            winner = next(s for s in self.order_from(self.left_of(p.dealer)) if p.remaining[s] == low)
            self.finish(winner, "deal_limit", events)
            return
        p.dealer = self.left_of(p.dealer)
        events.extend(self.start_deal())

    def finish(self, winner: int, why: str, events) -> None:
        p = self.pub
        p.winner, p.end = winner, why
        p.phase = "over"
        p.current = None
        events.append(Event("pulka_over", winner, data=(("reason", why), ("moved", self.moved()))))

    def moved(self) -> tuple:
        """What each seat wins (+) or pays (−) at the end of the пулька."""
        p = self.pub
        w = p.winner
        pays = []
        for s in range(self.seats):
            if s == w:
                pays.append(0)
            elif self.options["settlement"] == "fixed" and not p.whole:
                pays.append(STAKE)
            elif p.whole:
                pays.append(p.remaining[s])          # he takes every record
            else:
                pays.append(max(0, p.remaining[s] - p.remaining[w]))
            if s != w:
                pays[-1] += self.options["poins"]    # rule 10: the мушка's пуани added to each loss
        return tuple((sum(pays) if s == w else -pays[s]) + p.side[s] for s in range(self.seats))

    def sheet_sections(self) -> tuple:
        """The пулька deal by deal for the score sheet: per deal and seat the change of what
        he still has to write off (−tricks written off, +a remise, the jump of an overshoot;
        None when he sat the deal out), the totals what each has left; then the side
        payments (Мистигри's five of a suit) where there were any. Public data only."""
        from ...match import Row, Section
        p = self.pub
        n = self.seats
        rows = []
        left = [p.start] * n
        for no, row in enumerate(p.sheet, 1):
            cells = []
            for s in range(n):
                c = row[s]
                if c is None:
                    cells.append(None)
                    continue
                off, rem, over = c[0], c[1], c[2]
                new = p.start + self.options["overshoot_fine"] if over else left[s] - off + rem
                cells.append(new - left[s])
                left[s] = new
            rows.append(Row((no,), tuple(cells)))
        out = [Section("mushka_arcs", tuple(rows), tuple(p.remaining))]
        if any(p.side):
            out.append(Section("mushka_side", (), tuple(p.side)))
        return tuple(out)

    def placings(self) -> tuple:
        p = self.pub
        key = [(-1 if s == p.winner else p.remaining[s]) for s in range(self.seats)]
        return tuple(1 + sum(1 for x in key if x < mine) for mine in key)

    def result(self):
        p = self.pub
        if p.phase != "over":
            return None
        pl = self.placings()
        n = self.seats
        scores = tuple(round((n - x) / (n - 1), 6) for x in pl)
        moved = self.moved()
        st = Settlement("points", moved, None, p.deal_no, None)
        lines = [Phrase("mushka.winner" if p.end == "match_over" else "mushka.limit_winner", who=Seat(p.winner))]
        for s in self.order_from(self.left_of(p.winner)):
            if s != p.winner:
                lines.append(Phrase("mushka.pays", who=Seat(s), to=Seat(p.winner), n=-moved[s], left=p.remaining[s]))
        lines.append(Phrase("mushka.gets", who=Seat(p.winner), n=moved[p.winner]))
        return Result(pl, scores, losers=tuple(s for s in range(n) if s != p.winner), reason=p.end,
                      settlement=st, lines=tuple(lines))

    def estimate(self):
        """For the search: at the start of a deal (nobody spoke yet), each seat's expected
        score from what each still has to write off — the chance that one seat ends ahead of
        another is a logistic in the difference over a spread of about a пулька's noise.
        Elsewhere None (the deal in progress is played out)."""
        p = self.pub
        if p.phase != "exchange" or p.spoken:
            return None
        rem = p.remaining
        n = self.seats
        out = []
        for s in range(n):
            ahead = 0.0
            for t in range(n):
                if t != s:
                    d = rem[s] - rem[t]
                    ahead += 1.0 / (1.0 + math.exp(max(-60.0, min(60.0, -d / self.estimate_scale))))
            out.append(round((n - 1 - ahead) / (n - 1), 6))
        return tuple(out)


# ====================================================================== the game
SRC_SEED = {"ru": "сборник (seed 002), «10 правил мушки»", "en": "the collection (seed 002), «ten rules of Mouche»"}
SRC_ROZ = {"ru": "по Розалиеву", "en": "Rozaliev"}
SRC_OURS = {"ru": "наш выбор", "en": "our choice"}


def mushka_options(priv_rules=True) -> tuple:
    opts = [
        Option("start", (25, 30), {"ru": "Списывать с", "en": "Count down from"},
               {"ru": "сборник: «цифру 25»; в XVIII веке — «в 30 пуаней»",
                "en": "the collection: 25; in the 18th century «30 poins»"}),
        Option("settlement", ("fixed", "remaining_points"), {"ru": "Расчёт пульки", "en": "Settling the pool"},
               {"ru": "сборник, правило 9 и «Пример выигрыша»", "en": "the collection, rule 9 and «an example of a win»"},
               {"fixed": {"ru": "по 10 с каждого", "en": "10 from each"},
                "remaining_points": {"ru": "по остаткам", "en": "by what is left"}}),
        Option("poins", (0, 10), {"ru": "Пуани к проигрышу", "en": "Poins added to each loss"},
               {"ru": "сборник, правило 10: «мушку считают, например, в 10 пуаней … каждый игрок к сумме своего "
                      "проигрыша добавляет еще 10»",
                "en": "the collection, rule 10: the mouche counted as 10 poins, each loser adds 10 to his loss"}),
        Option("overshoot_fine", (0, 5), {"ru": "Штраф за перебор", "en": "Fine for an overshoot"},
               {"ru": "сборник: без штрафа; Розалиев: 5", "en": "the collection: none; Rozaliev: 5"}),
    ]
    if priv_rules:
        opts += [
            Option("spade_trump_bonus", ("seed002", "rozaliev"),
                   {"ru": "Мушка при пиках-козырях", "en": "The mouche when spades are trumps"},
                   {"ru": "сборник, правило 3; Розалиев: +10 за туза", "en": "the collection, rule 3; Rozaliev: +10 for the ace"},
                   {"seed002": {"ru": "первая 10, прочие вдвое", "en": "first trick 10, the rest double"},
                    "rozaliev": {"ru": "+10 к взяткам", "en": "+10 on the tricks"}}),
            Option("trump_king_rule", (False, True), {"ru": "Козырять с короля", "en": "Trump with the king"},
                   {"ru": "сборник, правило 7 (неясно — по умолчанию выключено)",
                    "en": "the collection, rule 7 (unclear — off by default)"}),
        ]
    opts.append(Option("deal_limit", (60, 30, 120), {"ru": "Предел сдач", "en": "Deal limit"}, SRC_OURS))
    return tuple(opts)


# ---------------------------------------------------------------------- the rules (F1), with sources
R_SEATS = Rule(
    "От 3 до 7 игроков. Трое играют 32 картами, четверо — 36, пятеро–семеро — 52.",
    "3 to 7 players. Three play with 32 cards, four with 36, five to seven with 52.",
    Seed("Количество игроков - от 3 до 7. Если играют трое, берут малую колоду - 32 карты. Если игроков четверо, "
         "берут среднюю колоду - 36 карт. При большем количестве игроков используют колоду в 52 карты.",
         "3 to 7 players. Three take the small pack, 32 cards; four the middle pack, 36; more players a pack of 52."))
R_LOTS = Rule(
    "Первого сдающего решает жребий: каждый тянет карту, сдаёт вытянувший младшую; при равных младших "
    "они тянут снова. Дальше сдают по кругу, слева направо.",
    "Lots decide the first dealer: each draws a card, the lowest deals; equal lowest draw again. Then the "
    "deal passes round to the left.",
    Seed("Места определяет жребий … Тот, кто вытянул самую младшую карту, сдает первым. Если вдруг случится "
         "вытянуть одинаковые карты, нужно вновь вернуть их в колоду и тащить карты заново … Сдача идет "
         "обычным порядком - слева направо",
         "Lots decide the seats … whoever drew the lowest card deals first; equal cards are put back and drawn "
         "again … the deal goes the usual way, left to right"))
R_DEAL = Rule(
    "Сдают по 5 карт каждому, по одной; следующую карту сдающий открывает — это козырь.",
    "Five cards each, one at a time; the dealer turns the next card for trumps.",
    Seed("Сдают каждому игроку по 5 карт, раздавая их по одной, не все 5 за раз. Козырь вскрывает сдающий и "
         "помещает его в середине стола.",
         "Five cards to each player, one at a time, not all five at once. The dealer turns up the trump and "
         "lays it in the middle of the table."))
R_RECORD = Rule(
    "Каждый пишет 25 (по выбору — 30) и списывает с этой цифры; ремиз прибавляется к ней.",
    "Everyone writes 25 (or, as chosen, 30) and writes off from it; a remise is added back.",
    Seed("пишет под ней цифру 25, с которой в течение всей игры и списывает … игра велась \"в 30 пуаней\"",
         "writes 25 under the line and writes off from it all game long … the game was played «to 30 poins»"))
R_EXCHANGE = Rule(
    "Прикуп: каждый по очереди сбрасывает сколько хочет карт и прикупает столько же из колоды — или "
    "объявляет пас, откладывает карты и эту сдачу не играет.",
    "The exchange: each in turn discards as many cards as he likes and buys as many from the stock — or "
    "passes, lays his cards aside and sits the deal out.",
    Seed("ведущий игрок спрашивает у каждого, сколько тот желает купить карт … вы можете объявить пас и "
         "отложить карты в сторону, таким образом отказаться играть эту игру",
         "the leading player asks each how many cards he wants to buy … you may pass and lay your cards aside, "
         "and so refuse to play this game"))
R_EXCHANGE_HOW = Rule(
    "Прикупают слева от сдающего, сдающий последним; от 0 до 5 карт, не больше, чем осталось в колоде; "
    "пасовать можно, пока не сброшено ни одной карты. Пасующий ремиза не пишет.",
    "The exchange goes from the dealer's left, the dealer last; 0 to 5 cards, no more than the stock still "
    "holds; one may pass before throwing any card. Who passes writes no remise.",
    Reading("в сборнике сказано «прикупают игроки поочередно», но не с кого начинают, сколько карт и что "
            "делать, если колода кончилась; берём обычай ломберных игр",
            "the collection says the players buy in turn, but not who begins, how many cards, nor what if the "
            "stock runs out; we take the custom of the ombre games"))
R_NO_PASS = Rule(
    "У кого туз пик («мушка»), пасовать не вправе.",
    "The holder of the ace of spades (the «mouche») may not pass.",
    Seed("Игрок, имеющий на руках туз пик, не вправе пасовать, как бы этого ни требовал сложившийся расклад.",
         "A player holding the ace of spades may not pass, whatever his cards."))
R_PLAY = Rule(
    "Играют пять взяток: в масть обязательно; при неимении масти можно бить козырем.",
    "Five tricks are played: follow suit; when void you may trump.",
    Seed("Карты обязательно кладут в масть, при неимении масти можно перебить козырем.",
         "Cards must follow suit; when void one may trump."))
R_PLAY_HOW = Rule(
    "При неимении масти козырять не обязательно — можно сбросить любую карту. Первым ходит игрок слева от "
    "сдающего, потом взявший взятку.",
    "A player void in the suit need not trump — he may throw any card. The player left of the dealer leads "
    "first, then the winner of each trick.",
    Reading("«можно перебить» — право, а не обязанность; кто ходит первым, сборник не говорит — как в "
            "ломберных играх, сидящий слева от сдающего",
            "«may trump» is a right, not a duty; the collection does not say who leads — as in the ombre games, "
            "the player left of the dealer"))
R_ACES = Rule(
    "Туз — старшая карта каждой масти; туз пик зовётся мушкой.",
    "The ace is the highest card of every suit; the ace of spades is called the mouche.",
    Seed("Туз в каждой масти - самая сильная карта, а туз пиковый именуется мушкой.",
         "The ace is the strongest card of each suit, and the ace of spades is called the mouche."))
R_MUSHKA_LED = Rule(
    "Если зашли с мушки, её может бить козырем (хоть самым малым) тот, у кого нет пик.",
    "When the mouche is led, a player with no spades may trump it, even with the smallest trump.",
    Seed("Если игрок зашел с пикового туза, партнеры имеют право бить (только в случае неимения пиковой масти) "
         "эту карту козырем, пусть даже самым маленьким.",
         "If a player leads the ace of spades, the others may trump it (only when void in spades), even with "
         "the smallest trump."))
R_MUSHKA_OVER = Rule(
    "Если козыряют козырным тузом, владелец мушки вправе перебить взятку мушкой.",
    "When someone trumps with the ace of trumps, the mouche's holder may beat the trick with the mouche.",
    Seed("Если же козыряют другим тузом (бубновым или, например, трефовым), то владелец пикового туза имеет "
         "право перебить им взятку.",
         "If someone trumps with another ace (diamonds or, say, clubs), the holder of the ace of spades may beat "
         "the trick with it."))
R_MUSHKA_OVER_HOW = Rule(
    "Мушка бьёт только козырного туза, положенного раньше неё, и не на своём ходу; другие козыри она не бьёт.",
    "The mouche beats only the ace of trumps played before it, and not on its own lead; it does not beat other "
    "trumps.",
    Reading("«перебить» — положить поверх того, что уже лежит во взятке; «остальные карты козырной масти … "
            "сохраняют все свои права»",
            "to «beat» a trick is to play over what lies in it; «the other trumps keep all their rights»"))
R_TRICK = Rule(
    "Каждая взятка списывает 1.",
    "Each trick writes off 1.",
    Seed("Каждая взятка считается за одну.", "Each trick counts one."))
R_MUSHKA_SIX = Rule(
    "У владельца мушки, взявшего хоть одну взятку (любой картой), первая взятка считается за 6, остальные — "
    "по одной.",
    "For the mouche's holder who took at least one trick (with any card), the first trick counts 6, the rest "
    "one each.",
    Seed("Если же у вас на руках туз пик, то все равно, взяли ли вы взятку или, напротив, были побиты, - в "
         "любом случае ваша первая взятка считается равной шести, а остальные прибавляются по одной.",
         "If you hold the ace of spades, whether it took a trick or was beaten, your first trick counts six and "
         "the others one each."))
R_SPADES_TRUMP = Rule(
    "Если козыри пики, у владельца мушки первая взятка — 10, остальные вдвое (три взятки — 14).",
    "When spades are trumps, the mouche's holder counts his first trick 10 and the rest double (three tricks: "
    "14).",
    Seed("Туз пик, в случае, если он является козырем, в первой взятке считается за 10, остальные же "
         "записываются не единицами, а вдвое. Например, при трех взятках вы вписываете в сектор В цифру 14.",
         "The ace of spades, when trumps, counts 10 in the first trick, the rest double: with three tricks you "
         "write 14."))
R_REMISES = Rule(
    "Не взявший ни одной взятки пишет ремиз 5; владелец мушки без взятки — 10.",
    "No trick: a remise of 5; the mouche's holder with no trick, 10.",
    Seed("Если же туз был побит и не сделано ни одного леве … то в секторе Р записываете 10 … Игрок, не "
         "имеющий на руках пикового туза и не взявший ни одной взятки, то есть обремизившийся, пишет в секторе "
         "Р - 5.",
         "If the ace was beaten and no trick made, write 10 in the column of remises … a player without the ace "
         "of spades who took no trick is remised and writes 5."))
R_OVERSHOOT = Rule(
    "Взявший больше, чем нужно до нуля, теряет право на выигрыш и снова пишет 25 (30); остальные играют с "
    "прежней записью.",
    "Whoever takes more than he needed to reach zero loses the right to win and writes 25 (30) again; the "
    "others keep their records.",
    Seed("увлекшись, он может взять лишнюю взятку. Тогда он теряет право на выигрыш. Ему придется снова "
         "поставить цифру 30 (25) и снова ее списывать, остальные же игроки продолжают игру с прежней записью.",
         "carried away, he may take a trick too many. Then he loses the right to win, must write 30 (25) again "
         "and write it off anew; the others play on with their records."))
R_WIN = Rule(
    "Кто первым спишет свою цифру ровно до нуля — выиграл пульку, у каждого из игроков.",
    "The first to write his number off exactly to zero wins the pool, from every player.",
    Seed("Выигрывает тот, кто первым списывает назначенную цифру. Выигрывает он обязательно у каждого из игроков.",
         "The winner is the first to write off the set number. He wins from every one of the players."))
R_PAY_FIXED = Rule(
    "Расчёт: каждый проигравший платит выигравшему условленную сумму — у нас 10.",
    "Settling: each loser pays the winner the agreed sum — here 10.",
    Seed("если обусловлено играть по 10 копеек мушку, а игроков всего 6, то выигравший получает 50 коп.",
         "if the mouche is played at 10 kopecks and there are six players, the winner gets 50 kopecks."))
R_PAY_REST = Rule(
    "По выбору — по остаткам: каждый проигравший платит то, что ему осталось списать; при остатках 9, 16 и 2 "
    "выигравший пишет +27, они −9, −16 и −2. Итоги переходят из пульки в пульку.",
    "As chosen — by what is left: each loser pays what he still had to write off; with 9, 16 and 2 left the "
    "winner writes +27 and they −9, −16 and −2. Totals carry over from pool to pool.",
    Seed("У первого игрока слева осталось несыгранными 9 очков, у второго 16, у третьего - 2. Выигравший "
         "складывает эти цифры в одну сумму и записывает плюс 27 … Если в следующую пульку выигравший "
         "проиграет, допустим, 8, то он вычитает эту цифру из своей записи 27",
         "The first player on the left had 9 points unplayed, the second 16, the third 2. The winner adds them "
         "up and writes plus 27 … If the winner loses, say, 8 in the next pool, he takes it off his 27"))
R_ROZALIEV = Rule(
    "По выбору — по Розалиеву: при пиках-козырях владелец мушки списывает +10 к своим взяткам; за перебор — "
    "ещё штраф 5.",
    "As chosen — by Rozaliev: with spades trumps the mouche's holder writes off +10 on his tricks; an "
    "overshoot is fined 5 besides.",
    Outside("Н. Розалиев, «Карточные игры России», о мушке (readnow.me, с. 28)",
            "N. Rozaliev, 'Card games of Russia', on Mouche (readnow.me, p. 28)"))
R_ROZALIEV_FINE = Rule(
    "По выбору — по Розалиеву: за перебор ещё штраф 5.",
    "As chosen — by Rozaliev: an overshoot is fined 5 besides.",
    R_ROZALIEV.source)
R_POINS = Rule(
    "По выбору (правило 10): мушку считают в 10 пуаней, и каждый проигравший добавляет к своему проигрышу ещё 10.",
    "As chosen (rule 10): the mouche counts 10 poins, and each loser adds 10 more to his loss.",
    Seed("мушку считают, например, в 10 пуаней, а каждый пуань оценивают, допустим, в 1 коп. Следовательно "
         "каждый, игрок к сумме своего проигрыша добавляет еще 10.",
         "the mouche is counted, say, at 10 poins, each poin worth, say, 1 kopeck; so each player adds 10 more "
         "to his loss."))
R_KING = Rule(
    "По выбору (правило 7): кто козыряет, имея козырного короля, козыряет с короля.",
    "As chosen (rule 7): whoever trumps holding the king of trumps trumps with the king.",
    Seed("Тот, кто имеет козырного короля, должен непременно козырять с него",
         "Whoever has the king of trumps must trump with it"))
R_KING_OFF = Rule(
    "Это правило по умолчанию выключено.",
    "This rule is off by default.",
    Reading("правило 7 неясно: рядом стоят советы (правила 5, 6, 8), и не сказано, обязан ли игрок козырять вовсе",
            "rule 7 is unclear: it stands among pieces of advice (rules 5, 6, 8), and it does not say whether one "
            "must trump at all"))
R_VOID = Rule(
    "Если после прикупа играет меньше двух, сдача не в счёт.",
    "If fewer than two play after the exchange, the deal does not count.",
    Reading("сборник этого случая не разбирает; одному играть не с кем",
            "the collection does not treat this case; one player has no one to play against"))
R_TWO_AT_ZERO = Rule(
    "Если до нуля дошли двое в одной сдаче, выигрывает первый слева от сдающего.",
    "If two reach zero in the same deal, the first from the dealer's left wins.",
    Reading("сборник этого не разбирает; порядок — тот же, что у хода", "the collection does not say; the order is that of play"))
R_LIMIT = Rule(
    "Предел — 60 сдач (по выбору 30 или 120): тогда выигрывает тот, кому осталось меньше всех (при равенстве — "
    "первый слева от сдающего), и расчёт идёт как выбрано: по 10 с каждого (и пуани), а по остаткам — каждый "
    "платит разницу между своим остатком и остатком выигравшего.",
    "A limit of 60 deals (or, as chosen, 30 or 120): then whoever has least left wins (on a tie, the first from "
    "the dealer's left), and the settlement is as chosen: 10 from each (and the poins), or by what is left — "
    "each pays the difference between what he and the winner have left.",
    Reading("в сборнике пулька кончается только выигрышем; предел нужен программе, чтобы партия не тянулась "
            "без конца; живые игроки почти всегда кончают раньше",
            "in the collection a pool ends only by a win; the program needs a limit so that a game cannot run on "
            "forever; people nearly always finish before it"))
R_MISDEAL = Rule(
    "Пересдачи нет: программа не засдаётся и не открывает карт.",
    "No redeal: the program never misdeals nor shows a card.",
    Reading("сборник велит пересдать, если сдающий «засдался» или открыл карту; у программы так не бывает",
            "the collection orders a redeal after a wrong count or an exposed card; the program makes neither"))

RULES_PULKA_END = (R_VOID, R_TWO_AT_ZERO, R_LIMIT)
RULEBOOK = (R_SEATS, R_LOTS, R_DEAL, R_RECORD, R_EXCHANGE, R_EXCHANGE_HOW, R_NO_PASS, R_PLAY, R_PLAY_HOW,
            R_ACES, R_MUSHKA_LED, R_MUSHKA_OVER, R_MUSHKA_OVER_HOW, R_TRICK, R_MUSHKA_SIX, R_SPADES_TRUMP,
            R_REMISES, R_OVERSHOOT, R_ROZALIEV, R_WIN, R_PAY_FIXED, R_PAY_REST, R_POINS, R_KING, R_KING_OFF, R_MISDEAL) \
    + RULES_PULKA_END


class MushkaGame(TrickGame):
    id = "mushka"
    # for the tests: the stock and the discard always hide more than six cards, so no position
    # is small enough for the sampler's exact enumeration
    min_unseen = 7
    title = {"ru": "Мушка", "en": "Mouche"}
    blurb = {"ru": "Пулька с 25 до нуля: прикуп, пас, мушка — туз пик",
             "en": "Count down from 25: buy, pass, and the mouche — the ace of spades"}
    min_seats, max_seats = 3, 7
    state_class = MushkaState
    options = mushka_options()
    rulebook = RULEBOOK

    phrase_ids = frozenset({
        "tricks.lot", "tricks.first_dealer", "tricks.new_deal", "tricks.dealt", "tricks.trump", "tricks.lead",
        "tricks.follow", "tricks.trumps", "tricks.discards", "tricks.takes",
        "mushka.buy", "mushka.buy_seen", "mushka.throw", "mushka.throw_seen", "mushka.act.throw", "mushka.keep", "mushka.lay_down", "mushka.void_deal", "mushka.play_begins",
        "mushka.priv_beats", "mushka.write_off", "mushka.remise", "mushka.overshoot", "mushka.winner",
        "mushka.limit_winner", "mushka.pays", "mushka.gets", "mushka.act.buy", "mushka.act.keep", "act.pass",
        "act.lay", "bubble.pass", "bubble.buy", "mushka.bubble.keep", "say.pass",
        "mushka.show_five", "mushka.show_whole", "mushka.show_declare", "mushka.show_five_spades", "mushka.side_pay",
        "mushka.names_trump", "mushka.spades_trumps", "mushka.deal_on", "mushka.deal_on_seen", "mushka.king_over_queen",
        "mushka.act.declare", "mushka.act.trump", "mushka.line_out", "mushka.line_head", "mushka.line_over", "mushka.line_remise",
        "mushka.line_off"}) | MUSHKA_NOTE_IDS
    priv_note = "mushka.note.priv.mouche"       # the privileged card's name over the trick (notes.py)

    def table_notes(self, view) -> tuple:
        return mushka_notes(view, self.priv_note)

    def settlement(self, summary: dict) -> list:
        """A deal's lines on the cloth when it is scored (``dict(event.data)`` of ``deal_over``):
        per seat what he wrote off or was remised, and what he has left."""
        if summary.get("void"):
            return [Phrase("mushka.void_deal")]
        rem = summary["remaining"]
        out = [Phrase("mushka.line_head")]
        for s, cell in enumerate(summary["rows"]):
            who = Seat(s)
            if cell is None:
                out.append(Phrase("mushka.line_out", who=who, left=rem[s]))
                continue
            off, r, over, _ = cell
            if over:
                out.append(Phrase("mushka.line_over", who=who, n=off, left=rem[s]))
            elif r:
                out.append(Phrase("mushka.line_remise", who=who, n=r, left=rem[s]))
            else:
                out.append(Phrase("mushka.line_off", who=who, n=off, left=rem[s]))
        return out

    def action_phrase(self, action):
        if action.kind == "pass":
            return Phrase("act.pass")
        if action.kind == "buy":
            if not action.value:
                return Phrase("mushka.act.keep")
            return Phrase("mushka.act.buy", n=action.value)
        if action.kind == "throw":
            return Phrase("mushka.act.throw", card=action.card)
        if action.kind == "declare":
            return Phrase("mushka.act.declare", card=action.card)
        if action.kind == "trump":
            return Phrase("mushka.act.trump", suit=Word(action.value))
        return Phrase("act.lay", card=action.card)

    def bubble(self, event):
        if event.what == "lay_down":
            return Phrase("bubble.pass")
        if event.what == "buy":
            return Phrase("bubble.buy", n=event.count)
        if event.what == "keep":
            return Phrase("mushka.bubble.keep")
        return None

    def describe(self, events) -> list:
        out = []
        dealt = {}
        for i, e in enumerate(events):
            k = e.what
            who = Seat(e.seat) if e.seat is not None else None
            if k == "lot":
                out.append(Phrase("tricks.lot", who=who, card=e.cards[0]))
            elif k == "first_dealer":
                out.append(Phrase("tricks.first_dealer", who=who))
            elif k == "new_deal":
                out.append(Phrase("tricks.new_deal", who=who, n=e.get("no")))
            elif k == "deal":
                if e.seat is not None:
                    dealt[e.seat] = dealt.get(e.seat, 0) + e.count
                nxt = events[i + 1] if i + 1 < len(events) else None
                if (nxt is None or nxt.what != "deal") and dealt:
                    # the cards each seat got in this run of deal events (the pack laid as the
                    # stock and the turned trump are no seat's)
                    out.append(Phrase("tricks.dealt", n=max(dealt.values())))
                    dealt = {}
            elif k == "trump":
                out.append(Phrase("tricks.trump", card=e.cards[0], suit=Word(e.cards[0].suit)))
            elif k == "buy":
                if e.cards:
                    out.append(Phrase("mushka.buy_seen", who=who, n=e.count, cards=e.cards))
                else:
                    out.append(Phrase("mushka.buy", who=who, n=e.count))
            elif k == "throw":
                if e.cards:
                    out.append(Phrase("mushka.throw_seen", who=who, card=e.cards[0]))
                else:
                    out.append(Phrase("mushka.throw", who=who))
            elif k == "keep":
                out.append(Phrase("mushka.keep", who=who))
            elif k == "lay_down":
                out.append(Phrase("mushka.lay_down", who=who))
            elif k == "void_deal":
                out.append(Phrase("mushka.void_deal"))
            elif k == "play_begins":
                out.append(Phrase("mushka.play_begins", who=who))
            elif k == "play":
                card = e.cards[0]
                led, trump = e.get("led"), e.get("trump")
                if e.get("lead"):
                    out.append(Phrase("tricks.lead", who=who, card=card))
                elif card.suit == led:
                    out.append(Phrase("tricks.follow", who=who, card=card))
                elif trump is not None and card.suit == trump:
                    out.append(Phrase("tricks.trumps", who=who, card=card))
                else:
                    out.append(Phrase("tricks.discards", who=who, card=card))
            elif k == "priv_beats":
                out.append(Phrase("mushka.priv_beats", who=who, card=e.cards[0]))
            elif k == "trick":
                out.append(Phrase("tricks.takes", who=who, n=e.get("no")))
            elif k == "write_off":
                out.append(Phrase("mushka.write_off", who=who, tricks=e.get("tricks"), n=e.get("n"), left=e.get("left")))
            elif k == "remise":
                out.append(Phrase("mushka.remise", who=who, n=e.get("n"), left=e.get("left")))
            elif k == "overshoot":
                out.append(Phrase("mushka.overshoot", who=who, n=e.get("n"), had=e.get("had"), left=e.get("left")))
            elif k == "show":
                out.append(Phrase("mushka.show_" + e.get("why"), who=who, cards=e.cards))
            elif k == "side_pay":
                out.append(Phrase("mushka.side_pay", who=who, each=e.get("each"), n=e.get("n")))
            elif k == "name_trump":
                out.append(Phrase("mushka.names_trump", who=who, suit=Word(e.get("suit"))))
            elif k == "trump_fixed":
                out.append(Phrase("mushka.spades_trumps", suit=Word("S")))
            elif k == "deal_on":
                if e.cards:
                    out.append(Phrase("mushka.deal_on_seen", who=who, card=e.cards[0]))
                else:
                    out.append(Phrase("mushka.deal_on", who=who))
            elif k == "king_over_queen":
                out.append(Phrase("mushka.king_over_queen", who=who, card=e.cards[0], target=e.cards[1]))
            elif k == "pulka_over":
                out.append(Phrase("mushka.winner" if e.get("reason") == "match_over" else "mushka.limit_winner",
                                  who=who))
        return out

    def rule_policy(self, view: View, rng: random.Random) -> Action:
        return mushka_policy(view, rng)

    def search_anchor(self, view: View, rule: SearchArm, best: SearchArm) -> SearchArm:
        """The search keeps the rule bot's pass-or-play unless it found the other better by
        ``PASS_ANCHOR_SE`` standard errors. Whether to sit a deal out shows in the pulka only
        deals later (a pass keeps the record, a remise raises it), where a short search's
        playouts are cut; a search that plays on noise takes remises that keep the records
        rising, and the pulka ends at the deal limit instead of by its own rule."""
        if (rule.action == PASS) == (best.action == PASS):
            return best
        if best.mean - rule.mean > PASS_ANCHOR_SE * math.sqrt(rule.se ** 2 + best.se ** 2):
            return best
        return rule


# ====================================================================== the rule bot
class _Eye:
    """What the bot reads of the variant from the view: trumps, the privileged card, the order."""

    def __init__(self, view):
        pub = view.public
        self.trump = pub["trump"]
        self.priv = pub["priv"]
        self.rule = pub["priv_rule"]
        self.rank = {r: i for i, r in enumerate(pub["order"])}
        self.top = self.rank[pub["order"][-1]]
        follows = pub["options"].get("pam_follows", "trump")
        self.pam_trump = self.rule == "all" and follows == "trump"

    def suit(self, c):
        if self.pam_trump and c == self.priv and self.trump is not None:
            return self.trump
        return c.suit

    def strength(self, c) -> int:
        """A rough worth of a card for taking tricks."""
        if c == self.priv and self.rule != "none":
            return 30
        r = self.rank[c.rank]
        if self.suit(c) == self.trump:
            return 16 + r
        return r - 9 if r >= self.top - 1 else r - 14

    def power(self, c, led, trick) -> int:
        if c == self.priv and self.rule == "all":
            return 1000
        if (c == self.priv and self.rule == "top" and self.trump is not None and self.trump != c.suit
                and trick and any(x is not None and x.suit == self.trump and self.rank[x.rank] == self.top
                                  for x in trick)):
            return 500
        s = self.suit(c)
        if s == self.trump:
            return 200 + self.rank[c.rank]
        if s == led:
            return 100 + self.rank[c.rank]
        return -1


def mushka_policy(view: View, rng: random.Random) -> Action:
    """The seed's advice: buy towards trumps (throw the long suit and low cards, keep trumps
    and the privileged card, don't keep a lone ace), pass a hand not worth the risk, mind the
    overshoot near zero, and play the privileged card where it counts (over the top trump)."""
    legal = view.legal
    pub = view.public
    me = view.seat
    eye = _Eye(view)
    my = list(view.hand(me).cards)
    left = pub["remaining"][me]
    phase = pub["phase"]
    if phase == "name_trump":
        count = {s: sum(1 for c in my if c.suit == s) for s in "SCHD"}
        return max(legal, key=lambda a: (count[a.value], "DHCS".index(a.value)))
    if phase == "trim":
        return min(legal, key=lambda a: eye.strength(a.card))
    if phase == "exchange":
        declare = next((a for a in legal if a.kind == "declare"), None)
        if declare is not None:
            return declare
        return _exchange(view, legal, my, eye, left)
    return _play(view, legal, my, eye, left)


def _chances(view, my, eye, opponents: float) -> list:
    """A rough chance that each card of ``my`` takes a trick against ``opponents`` players:
    the privileged card nearly always; a trump unless one of the higher trumps unseen is in an
    opponent's hand; a side card only at the top of its suit, and less so the more play."""
    pub = view.public
    unseen = max(1, len(view.deck) - len(my) - len(view.zone("trump").cards)
                 - sum(1 for c in view.zone("discard").cards if c is not None))
    share = min(0.95, 5.0 * opponents / unseen)        # a given unseen card is in play
    order = pub["order"]
    turned = [c for c in view.zone("trump").cards if c is not None]
    out = []
    for c in my:
        if c == eye.priv and eye.rule == "all":
            out.append(1.0)
            continue
        if c == eye.priv and eye.rule == "top":
            out.append(1.0 if eye.trump == c.suit else 0.75)
            continue
        suit = eye.suit(c)
        higher = sum(1 for r in order[order.index(c.rank) + 1:]
                     if Card(r, suit) not in my and Card(r, suit) not in turned)
        if eye.rule == "all" and eye.priv not in my and suit == eye.trump:
            higher += 1                                  # the памфил is over every trump
        if suit == eye.trump:
            out.append((1.0 - share) ** higher)
        elif higher == 0:
            out.append(0.6 * 0.75 ** max(0.0, opponents - 1))
        else:
            out.append(0.3 * 0.6 ** max(0.0, opponents - 1) * (1.0 - share) ** higher)
    return out


def worth_playing(view, my, eye, left) -> bool:
    """Whether to play this deal rather than pass (the seed: pass «расклад, не стоящий даже
    того, чтобы рискнуть прикупкой»): play when the tricks the hand may expect, its weak cards
    bought anew, outweigh the remise of 5 it risks with no trick; near zero, not when it is
    likely to take more than it needs (the overshoot starts the record again)."""
    pub = view.public
    me = view.seat
    order = list(pub["playing"])
    spoken, passed = pub["spoken"], pub["passed"]
    after = order[order.index(me) + 1:] if me in order else []
    stayed = sum(1 for s in spoken if s not in passed)
    if stayed == 0 and not after:
        return False                     # nobody else plays: the deal cannot count
    opponents = stayed + 0.5 * len(after)
    stock = view.zone("stock").size
    chances = _chances(view, my, eye, max(1.0, opponents))
    fresh = 0.12 if stock >= 3 else 0.0  # a weak card thrown is bought anew
    chances = [max(p, fresh) for p in chances]
    expect = sum(chances)
    none = 1.0
    for p in chances:
        none *= 1.0 - p
    if left <= 3 and max(expect, 1.5 if opponents < 2 else 0.0) > left + 0.5:
        return False                     # head to head, the tricks fall thick: one too many
    if stayed == 1 and not after:
        return 5.0 * none < expect + 1.0     # head to head (or the deal is void)
    return 5.0 * none < expect


def _exchange(view, legal, my, eye, left):
    pub = view.public
    thrown = pub["thrown"]
    trumps = [c for c in my if eye.suit(c) == eye.trump]
    keep = [c for c in my if eye.suit(c) == eye.trump or c == eye.priv]
    stock = view.zone("stock").size
    if PASS in legal:
        # Near zero, one trick too many overshoots: sit out unless the hand is safe to play.
        if left <= 2 and len(trumps) > left or not worth_playing(view, my, eye, left):
            return PASS
    throw = [c for c in my if c not in keep]
    # throw the long suit first, then the low cards (and no lone ace is worth keeping)
    count = {s: sum(1 for c in throw if c.suit == s) for s in "SCHD"}
    throw.sort(key=lambda c: (-count[c.suit], eye.rank[c.rank]))
    room = min(5, stock) - thrown
    if throw and room > 0:
        return Action("throw", (throw[0],))
    return Action("buy", value=thrown)


def _play(view, legal, my, eye, left):
    pub = view.public
    me = view.seat
    trump = eye.trump
    cards = [a.card for a in legal]
    trick = list(view.zone("trick").cards)
    took = pub["tricks"][me]
    bonus = 5 if eye.rule == "top" and (eye.priv in my or pub["priv_by"] == me) else 0
    value_now = (took + bonus) if took else 0
    enough = took > 0 and value_now >= left
    if bonus and not took and left < 1 + bonus:
        enough = True                    # any trick would overshoot: a remise costs less than 25 anew

    def low_key(c):
        return (eye.suit(c) == trump, c == eye.priv, eye.rank[c.rank])

    if not trick:
        if enough:
            return Action("play", (min(cards, key=low_key),))
        trumps = sorted([c for c in cards if eye.suit(c) == trump], key=lambda c: eye.power(c, trump, ()))
        tops = [c for c in cards if eye.rank[c.rank] == eye.top and eye.suit(c) != trump and c != eye.priv]
        if len(trumps) >= 2:
            return Action("play", (trumps[-1],))
        if tops:
            return Action("play", (tops[0],))
        return Action("play", (min(cards, key=low_key),))
    led = eye.suit(trick[0])
    best = max(eye.power(c, led, trick[:i]) for i, c in enumerate(trick))
    winners = [c for c in cards if eye.power(c, led, trick) > best]
    losers = [c for c in cards if c not in winners]
    if enough:
        if losers:
            return Action("play", (max(losers, key=lambda c: eye.power(c, led, trick)),))
        return Action("play", (min(winners, key=lambda c: eye.power(c, led, trick)),))
    if winners:
        return Action("play", (min(winners, key=lambda c: eye.power(c, led, trick)),))
    return Action("play", (min(losers, key=low_key),))


MUSHKA_GAME = register(MushkaGame())
