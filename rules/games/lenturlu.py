"""Лентюрлю — Lenturlu, «Мушка-лентюрлю» (catalogue B8; seeds 004 23.а–в, 000 entry 8, 002).

A match of deals. Five «лентюрлю» cards from a second pack (7♦, Т♠, Д♠, В♣, К♥) lie on
the table with chips on them; each deal everyone antes, the total split over them in
the ratio Д♠ 3 : Т♠ 4 : В♣ 5 : К♥ 6 : 7♦ 7. Players lay runs of consecutive ranks (Т
lowest … К highest, suits ignored), buy from the talon, pass. Laying the identical card
takes its chips and the others restake on it. The variant decides what a King does and
who wins the deal; the loser pay the winner; stacks carry over from deal to deal.

State conventions (the table relies on them):

* zones: ``hand{s}`` (kind "hand"), ``talon`` ("stock"), ``run`` ("pile", the run being
  laid), ``played`` ("discard", closed runs, face up), and one zone per stake card
  ``stake:7D``, ``stake:QS``, ``stake:AS``, ``stake:JC``, ``stake:KH`` (kind "stake",
  the card face up);
* chip accounts (``rules.chips``): ``player:{s}``, ``stake:{code}``; every chip event
  has ``from``, ``to``, ``amount`` and ``reason`` ∈ ante, take, restake, board, points,
  fixed;
* ``view.public`` (the state's record, ``rules.tabletop``): chips, start_chips, gain,
  stakes, stake_order, stake_weights, variant, ante, restake, last_deal, … (see
  ``_setup_match`` and ``_publish_more``).
"""
from __future__ import annotations

import math
import random
from collections import Counter

from ..actions import Action
from ..cards import ACE, JACK, KING, QUEEN, Card, deck
from ..chips import player, split_by_ratio, stake
from ..events import Event
from ..game import Option, Result, Settlement
from ..phrases import Phrase, Seat
from ..registry import register
from ..tabletop import ZoneSpec
from ..view import View, Zone
from .lenturlu_notes import LENTURLU_NOTE_IDS, lenturlu_notes
from .sequence_run import (HANDS, LOW_ACE_ORDER, RunRules, SequenceRunGame, SequenceRunState,
                           _chips_moved, _record_field, chain_from, frozen)
from ..game import words as _src
from ..rulebook import Reading, Rule, Seed

# The five lenturlu cards: 7♦ («лентюрлю» itself) in the middle of the cross, then the rest.
STAKE_ORDER = ("7D", "QS", "AS", "JC", "KH")
STAKE_CARDS = tuple(Card.parse(c) for c in STAKE_ORDER)
LENTURLU = frozenset(STAKE_CARDS)
# The seed's split of 25 chips: Д♠ 3, Т♠ 4, В♣ 5, К♥ 6, 7♦ 7 (in this order the antes are laid).
STAKE_WEIGHTS = {"QS": 3, "AS": 4, "JC": 5, "KH": 6, "7D": 7}
ANTE_ORDER = ("QS", "AS", "JC", "KH", "7D")

# Seed 002's table (catalogue PART E item 1); two players are our choice, for a match
# that goes on until one player is left.
DEAL_TABLE = ((2, 20, 12), (3, 15, 7), (4, 12, 4), (5, 9, 7), (6, 8, 4), (7, 7, 3), (8, 6, 4))

VARIANTS = ("23a", "23b", "23v")


def card_points(card: Card) -> int:
    """Т 1, В/Д/К 10, others their face value; a lenturlu card counts double."""
    base = 1 if card.rank == ACE else (10 if card.rank in (JACK, QUEEN, KING) else card.rank)
    return base * 2 if card in LENTURLU else base


def hand_points(cards) -> int:
    return sum(card_points(c) for c in cards)


def ante_split(total: int) -> dict:
    """The ante over the five cards, 3:4:5:6:7, largest remainder: 25 → 3, 4, 5, 6, 7."""
    shares = split_by_ratio(total, [STAKE_WEIGHTS[n] for n in ANTE_ORDER])
    return dict(zip(ANTE_ORDER, shares))


# The playing pack plus the five board cards of the second pack: a multiset. Both are
# immutable values shared by every view.
VIEW_DECK = tuple(deck(52)) + STAKE_CARDS
STAKE_ZONES = {stake(c.code): Zone(stake(c.code), "stake", (c,), face="up") for c in STAKE_CARDS}
_STAKE_SPEC = ZoneSpec("stake", "up")
_WEIGHTS = frozen(STAKE_WEIGHTS)


class LenturluState(SequenceRunState):
    deck_cards = deck(52)

    start_chips = _record_field("start_chips", tuple)
    last_deal = _record_field("last_deal", lambda d: None if d is None else frozen(d))
    taken = _record_field("taken", tuple, list)     # (seat, card code, amount) stakes taken this deal
    deal_chips = _record_field("deal_chips", tuple)  # the stacks after each deal's settlement (the sheet)

    # --- the match ------------------------------------------------------------
    def _own_zones(self):
        return {name: (_STAKE_SPEC, zone.cards) for name, zone in STAKE_ZONES.items()}

    def _setup_match(self):
        start = self.options["start_chips"]
        if start == "auto":
            start = 500 if self.options["variant"] == "23b" else 200
        p = self.pub
        self.open_ledger([start] * self.seats, stakes=STAKE_ORDER, pot=None)   # chips and stakes, no pot
        p.start_chips = (start,) * self.seats
        p.last_deal = None
        p.taken = ()
        p.deal_chips = ()
        p.stake_order, p.stake_weights = STAKE_ORDER, _WEIGHTS
        p.variant, p.ante, p.restake = self.options["variant"], self.options["ante_per_player"], self.options["restake"]
        self._publish_more(None)

    def _publish_more(self, events):
        """The facts that follow from the chips (when they moved: every move is a ``chips`` event)."""
        if events is not None and not _chips_moved(events):
            return
        p = self.pub
        p.gain = tuple(a - b for a, b in zip(p.chips, p.start_chips))
        p.board = sum(p.stakes.values())

    def _before_deal(self, events):
        p = self.pub
        ante = self.options["ante_per_player"]
        for s in p.active:
            if self.ledger.stacks[s] < ante:
                self._leave(s, events, chips=self.ledger.stacks[s], ante=ante)
        if len(p.active) < 2:
            return
        p.taken = ()
        split = ante_split(ante * len(p.active))
        slots = [name for name in ANTE_ORDER for _ in range(split[name])]
        payer = self._next_active(p.dealer)
        for i in range(len(p.active)):
            mine = Counter(slots[i * ante:(i + 1) * ante])
            for name in ANTE_ORDER:
                if mine[name]:
                    events.append(self.ledger.transfer(player(payer), stake(name), mine[name], "ante"))
            payer = self._next_active(payer)

    def _after_lay(self, seat, card, events, ends):
        if card not in LENTURLU:
            return
        name = card.code
        amount = self.ledger.stakes[name]
        if amount:
            events.append(self.ledger.transfer(stake(name), player(seat), amount, "take", card=name))
        self.pub.taken += ((seat, name, amount),)
        if ends:
            return        # our choice: no restake when this card ends the deal (the board is collected at once)
        s = self._next_active(seat)
        while s != seat:
            _, ev = self.ledger.pay(player(s), stake(name), self.options["restake"], "restake", card=name)
            if ev is not None:
                events.append(ev)
            s = self._next_active(s)

    def _settle(self, winner, reason, events):
        p = self.pub
        zones = self.zones
        out = []
        others = []
        s = self._next_active(winner)
        while s != winner:
            others.append(s)
            s = self._next_active(s)
        for s in others:
            hand = zones[HANDS[s]]
            if hand:
                out.append(Event("show", s, tuple(hand), HANDS[s], None, count=len(hand)))
        board = 0
        for name in STAKE_ORDER:
            amount = self.ledger.stakes[name]
            if amount:
                out.append(self.ledger.transfer(stake(name), player(winner), amount, "board", card=name))
                board += amount
        fixed = self.options["variant"] == "23v"
        payments = []
        for s in others:
            hand = zones[HANDS[s]]
            points = hand_points(hand)
            owed = self.options["fixed_payment"] if fixed else points
            doubled = tuple(c.code for c in hand if c in LENTURLU)
            paid, ev = self.ledger.pay(player(s), player(winner), owed, "fixed" if fixed else "points",
                                       points=points, cards=len(hand), doubled=doubled)
            if ev is not None:
                out.append(ev)
            payments.append((s, owed, paid, len(hand), points, doubled))
        summary = (("deal", p.deal_no), ("winner", winner), ("reason", reason), ("variant", self.options["variant"]),
                   ("board", board), ("payments", tuple(payments)), ("taken", p.taken))
        p.last_deal = frozen(summary)
        events.append(Event("deal_over", winner, data=summary))
        events.extend(out)
        p.deal_chips += (tuple(self.ledger.stacks),)

    # --- views ------------------------------------------------------------------
    def view_deck(self):
        return VIEW_DECK

    # --- the result ---------------------------------------------------------------
    def gains(self) -> tuple:
        return tuple(a - b for a, b in zip(self.ledger.stacks, self.pub.start_chips))

    def result(self):
        p = self.pub
        if not p.match_over:
            return None
        gains = self.gains()
        places = tuple(1 + sum(1 for g in gains if g > mine) for mine in gains)
        n = self.seats
        scores = tuple(round((n - p) / (n - 1), 6) for p in places)
        # the last deal's settlement, in words (the match's totals are the settlement's data)
        lines = deal_phrases(p.last_deal) if p.last_deal is not None else []
        before = (p.start_chips,) + p.deal_chips
        per_deal = tuple(tuple(a - b for a, b in zip(after, prev)) for prev, after in zip(before, p.deal_chips))
        money = Settlement("chips", gains, tuple(self.ledger.stacks), p.deal_no, p.deals,
                           per_deal, p.left)
        return Result(places, scores, gains, losers=tuple(s for s in range(n) if gains[s] < 0),
                      reason="out_of_chips" if len(p.active) < 2 else "match_over", settlement=money, lines=tuple(lines))

    def estimate(self):
        """For the search bot (State.estimate): each seat's expected score at the end of the
        match, asked only in the first round of a deal; later in a deal ``None``, so the
        search plays the deal in progress to its end. (Scoring a cut deal by hand sizes
        made the search worse than the rule bot: it counts every bought card against the
        buyer: ISMCTS@100 against two rule bots scored 0.494, fair 0.5; with deals played
        out, 0.700 — 90 one-deal games each.) The deal just begun is settled by expectation
        — a player's chance to win it grows as his hand shrinks (∝ 1/cards²); the winner
        collects the board and the others' points (or fixed payments) — and the deals still
        to come add spread, so
        the chance that one seat ends ahead of another is a logistic in the difference of
        their expected gains over the spread of both; a seat's score is the share of the
        other seats it expects to finish ahead of (as the result counts places).

        Calibrated, not a ranking: with many deals to come it stays near the fair share
        (a rank of the chips now predicts a ten-deal match worse than knowing nothing)."""
        if self.pub.match_over:
            return self.result().scores
        expected = self._expected_gains()
        if expected is None:
            return None
        mean, var = expected
        n = self.seats
        out = []
        for s in range(n):
            ahead = 0.0                 # expected number of seats that end with more chips than s
            for t in range(n):
                if t != s:
                    spread = math.sqrt(var[s] + var[t])
                    d = mean[t] - mean[s]
                    if spread < 1e-9:
                        ahead += 1.0 if d > 0 else 0.0
                    else:
                        ahead += 1.0 / (1.0 + math.exp(max(-60.0, min(60.0, -1.702 * d / spread))))
            out.append(round((n - 1 - ahead) / (n - 1), 6))
        return tuple(out)

    def estimate_amounts(self):
        """For the search bot, which plays Лентюрлю for chips (``Game.utility``): each seat's
        expected gain at the end of the match, asked where ``estimate`` is."""
        if self.pub.match_over:
            return self.gains()
        expected = self._expected_gains()
        return None if expected is None else tuple(expected[0])

    def _expected_gains(self):
        """(mean, variance) of each seat's gain at the end of the match, in the first round of
        a deal; None later in a deal (see ``estimate``)."""
        pub = self.pub
        if len(self.history) - pub.deal_start >= self.seats:
            return None
        fixed = self.options["variant"] == "23v"
        stacks = self.ledger.stacks
        owed = {}
        weight = {}
        for s in pub.active:
            hand = self.zones[HANDS[s]]
            owed[s] = min(stacks[s], self.options["fixed_payment"] if fixed else hand_points(hand))
            weight[s] = 1.0 / (len(hand) or 0.5) ** 2
        wsum = sum(weight.values())
        board = self.ledger.board()
        pay_all = sum(owed.values())
        # Spread of one future deal's gain: measured on rule-bot matches (standard deviation
        # 29 chips with 3 players and 45 with 5 at an ante of 5: about ante × (1.55 n + 1.15)).
        playing = len(pub.active)
        later = max(0, pub.deals - pub.deal_no)
        per_deal = self.options["ante_per_player"] * (1.55 * playing + 1.15)
        mean, var = [], []
        for s in range(self.seats):
            g = stacks[s] - pub.start_chips[s]
            v = 0.0
            if s in owed:
                p = weight[s] / wsum
                win = board + pay_all - owed[s]
                g += p * win - (1 - p) * owed[s]
                v = p * (1 - p) * (win + owed[s]) ** 2 + later * per_deal ** 2
            mean.append(g)
            var.append(v)
        return mean, var


# --- phrases (worded by app/wording.py) ---------------------------------------------
def deal_phrases(summary: dict) -> list:
    """The settlement of one deal, phrase by phrase («Вера платит Анне 23 фишки: 3 карты, В♣ ×2»)."""
    w = Seat(summary["winner"])
    out = [Phrase("lenturlu.won_king" if summary["reason"] == "king" else "lenturlu.won_out", who=w)]
    if summary["board"]:
        out.append(Phrase("lenturlu.board", who=w, n=summary["board"]))
    fixed = summary["variant"] == "23v"
    for s, owed, paid, ncards, points, doubled in summary["payments"]:
        why = (Phrase("lenturlu.fixed") if fixed else
               Phrase("lenturlu.by_cards", n=ncards, doubled=tuple(Card.parse(c) for c in doubled)))
        if paid == 0:
            out.append(Phrase("lenturlu.cannot_pay", who=Seat(s), to=w, owed=owed))
        else:
            out.append(Phrase("lenturlu.pays" if paid >= owed else "lenturlu.pays_part",
                              who=Seat(s), to=w, paid=paid, owed=owed, why=why))
    return out


def match_phrases(gains, stacks, left, deals_played: int) -> list:
    """The match's result, player by player («Анна: +57 фишек (на руках 257)»)."""
    out = [Phrase("lenturlu.match_result", n=deals_played)]
    for s in sorted(range(len(gains)), key=lambda s: (-gains[s], s)):
        out.append(Phrase("lenturlu.gain", who=Seat(s), gain=gains[s], stack=stacks[s], left=s in left))
    return out



# --- the bot ------------------------------------------------------------------------
def _stake_of(view: View, card: Card) -> int:
    if card not in LENTURLU:
        return 0
    return view.stakes.get(card.code, 0)


def _best_of_rank(view: View, cards) -> Card:
    """Among cards of one rank, lay a lenturlu card first (its stake), then any."""
    return max(cards, key=lambda c: (_stake_of(view, c), card_points(c), c.suit))


def _lead_score(view: View, card: Card, hand, rules: RunRules, king_wins: bool, kings_out: int) -> float:
    ranks = {c.rank for c in hand}
    chain = chain_from(ranks, card.rank, rules)
    reaches = chain[-1] == KING
    if king_wins:
        if reaches:
            return 10_000.0                           # the first King: the deal is mine
        if QUEEN in chain and kings_out:
            chain = chain[:chain.index(QUEEN)]        # I will stop before the Queen
    by_rank = {}
    for c in hand:
        by_rank.setdefault(c.rank, []).append(c)
    score = 0.0
    for i, r in enumerate(chain):
        best = card if i == 0 else _best_of_rank(view, by_rank[r])
        score += card_points(best) + _stake_of(view, best) + 3
    if reaches and not king_wins:
        score += 25                                   # a King keeps the lead: more to shed
    return score


def lenturlu_policy(game, view: View, rng: random.Random) -> Action:
    legal = list(view.legal)
    if len(legal) == 1:
        return legal[0]
    pub = view.public
    opts = pub["options"]
    rules = game.run_rules(opts)
    king_wins = rules.top_closes == "ends_deal"
    hand = [c for c in view.hand(view.seat).cards if c is not None]
    plays = [a for a in legal if a.kind == "play"]
    buys = [a for a in legal if a.kind == "buy"]
    passes = [a for a in legal if a.kind == "pass"]
    unseen_cache = []

    def unseen():
        if not unseen_cache:
            unseen_cache.append(view.unseen())
        return unseen_cache[0]

    def kings_out():
        return sum(1 for c in unseen() if c.rank == KING)

    if pub["leading"]:
        if not plays:
            return passes[0] if passes else buys[0]   # no ace for the first lead: let the next lead
        if len(plays) == 1:
            return plays[0]
        kings = kings_out() if king_wins else 0
        return max(plays, key=lambda a: (_lead_score(view, a.card, hand, rules, king_wins, kings),
                                         rng.random()))

    need = pub["need"]
    if plays:
        ranks = {c.rank for c in hand}
        chain = chain_from(ranks, need, rules)
        hold_back = (king_wins and chain[-1] != KING and need == QUEEN and passes and kings_out())
        if not hold_back:
            return Action("play", (_best_of_rank(view, [a.card for a in plays]),))
        return passes[0]
    # The seed's advice: buy only one or two ranks short of a King, holding the rest up to it
    # (in 23.а, where a King only wins the lead, not for the King alone: more cards in hand cost).
    if buys and need in ((JACK, QUEEN, KING) if king_wins else (JACK, QUEEN)):
        ranks = {c.rank for c in hand}
        above = []
        r = rules.next_rank(need)
        while r is not None:
            above.append(r)
            r = rules.next_rank(r)
        if all(r in ranks for r in above) and any(c.rank == need for c in unseen()):
            return min(buys, key=lambda a: a.value)    # one at a time: stop as soon as it comes
    return passes[0]


# --- the game -------------------------------------------------------------------------


class Lenturlu(SequenceRunGame):
    id = "lenturlu"
    title = {"ru": "Лентюрлю", "en": "Lenturlu"}
    blurb = {"ru": "Ряды от туза до короля, пять карт со ставками, прикуп и фишки",
             "en": "Runs from ace to king, five stake cards, a talon and chips"}
    min_seats, max_seats = 3, 8
    state_class = LenturluState
    # The match is played for chips: the search maximises the chips won, not the place.
    utility = "chips"

    def utility_reference(self, view):
        """The chips each seat has won so far, and twice the spread of one deal's gain
        (about ante × (1.55 n + 1.15), measured on rule-bot matches: see the estimate)."""
        pub = view.public
        return tuple(pub["gain"]), 2.0 * pub["ante"] * (1.55 * len(pub["active"]) + 1.15)
    options = (
        Option("variant", VARIANTS, {"ru": "Вариант", "en": "Variant"},
               _src("по Розалиеву: 23.а, 23.б, 23.в (23.б и 23.в — как на сайте о мушке)",
                    "Rozaliev 23.a, 23.b, 23.c (23.b and 23.c also on the Mouche site)"),
               {"23a": _src("23.а — выигрывает первый без карт", "23.a — first out of cards wins"),
                "23b": _src("23.б — первый король кончает сдачу, платят очками",
                            "23.b — the first king ends the deal, losers pay points"),
                "23v": _src("23.в — первый король, твёрдая плата", "23.c — the first king, a fixed payment")}),
        Option("first_lead_ace", ("auto", True, False),
               {"ru": "Первый ход — с туза", "en": "First lead must be an ace"},
               _src("по Розалиеву (23.б): «первый ход — всегда с туза»; на сайте о мушке — с любой карты",
                    "Rozaliev (23.b): 'the first lead is always an ace'; the Mouche site: any card"),
               {"auto": _src("по варианту (в 23.б и 23.в — да)", "by variant (yes in 23.b and 23.c)")}),
        Option("must_continue", (False, True),
               {"ru": "Продолжать ряд обязательно", "en": "Must continue the run"},
               _src("по сайту о мушке: продолжать — право, а не обязанность", "the Mouche site: continuing is a right")),
        Option("lenturlu_card_stops", (False, True),
               {"ru": "Карта лентюрлю закрывает ряд", "en": "A lenturlu card closes the run"},
               _src("по Розалиеву — нет; «да» — по сайту о мушке («этой картой оканчивает взятку»)",
                    "Rozaliev: no; 'yes' follows the Mouche site")),
        Option("ante_per_player", (5, 2, 3, 4, 6, 8, 10),
               {"ru": "Ставка каждого на лентюрлю", "en": "Ante per player"},
               _src("по Розалиеву (пример: пятеро вносят по 5)", "Rozaliev (example: five players ante 5 each)")),
        Option("restake", (2, 1, 3, 4, 5),
               {"ru": "Новая ставка на опустевшую карту (с каждого)", "en": "Restake on an emptied card (each)"},
               _src("по Розалиеву (например, по 2); на сайте о мушке — по 3",
                    "Rozaliev (e.g. 2 each); the Mouche site: 3")),
        Option("fixed_payment", (10, 5, 15, 20),
               {"ru": "Твёрдая плата в 23.в", "en": "Fixed payment in 23.c"},
               _src("по сайту о мушке («по 10 копеек»)", "the Mouche site ('10 kopecks each')")),
        Option("deals", (10, 1, 2, 3, 5, 15, 20),
               {"ru": "Сдач в матче", "en": "Deals in the match"}, _src("наш выбор", "our choice")),
        Option("start_chips", ("auto", 100, 200, 300, 500, 1000),
               {"ru": "Фишек у каждого в начале", "en": "Chips each at the start"}, _src("наш выбор", "our choice"),
               {"auto": _src("по варианту (200; в 23.б, где платят очки полных рук, — 500)",
                             "by variant (200; 500 in 23.b, where losers pay the points of full hands)")}),
    )
    rulebook = (
        Rule("Играют от трёх до восьми человек колодой в 52 карты.", "Three to eight players, a 52-card pack.",
             Seed("Игроков от трех до восьми человек. Для игры необходима колода в 52 листа",
                  "Three to eight players. A 52-card pack is needed.")),
        Rule("Старшинство: туз — младшая карта, далее 2, 3 … 10, валет, дама, король — старшая. Очки: туз — 1, "
             "валет, дама, король — по 10, остальные — по достоинству.",
             "Ranks: the ace is lowest, then 2, 3 … 10, jack, queen, king highest. Points: ace 1, jack, queen, king "
             "10 each, the rest their face value.",
             Seed("Старшинство карт в колоде: Т — младшая, далее 2, 3, 4, …, В, Д, К — старшая. Каждая карта имеет "
                  "определенную стоимость: Т — 1 очко, К, Д, В — по 10, остальные — по достоинству",
                  "Rank: the ace lowest, then 2, 3, 4 … J, Q, K highest. Each card has a value: ace 1 point, K, "
                  "Q, J 10 each, the rest their face value.")),
        Rule("Из другой колоды берут пять карт — 7♦, Т♠, Д♠, В♣, К♥ — «лентюрлю» и кладут на стол.",
             "Five cards from another pack — 7♦, A♠, Q♠, J♣, K♥, the 'lenturlu' — are laid on the table.",
             Seed("Из другой колоды берется пять карт: бубновая 7,пиковый Т, пиковая Д, крестовый В, чирвовый К, "
                  "которые называются «лентюрлю»",
                  "Five cards are taken from another pack: the 7 of diamonds, ace of spades, queen of spades, "
                  "jack of clubs, king of hearts, called 'lenturlu'.")),
        Rule("Карты лежат крестом, 7♦ в середине.", "They lie as a cross, 7♦ in the middle.",
             Reading("Рисунок раскладки в тексте потерян; 7♦ — сама «лентюрлю» (сайт о мушке) — в середине.",
                     "The text's picture of the layout is lost; 7♦, the 'lenturlu' itself (the Mouche site), "
                     "goes in the middle.")),
        Rule("Все вносят на лентюрлю поровну. Пример: пятеро по пять фишек — 25; на Д♠ кладут 3, на Т♠ — 4, на "
             "В♣ — 5, на К♥ — 6, на 7♦ — 7.",
             "Everyone stakes the same on the lenturlu. Example: five players at five chips make 25: 3 on Q♠, 4 "
             "on A♠, 5 on J♣, 6 on K♥, 7 on 7♦.",
             Seed("Все вносят на «лентюрлю» по определенной сумме. Например, пятеро игроков внесли по пять фишек — "
                  "всего 25 фишек. Ставка раскладывается так: на пиковая Д — 3, пиковый Т — 4, крестовый В — 5, "
                  "чирвовый К — 6, бубновая 7 — 7 фишек",
                  "Everyone stakes a set sum on the lenturlu. E.g. five players put five chips each, 25 in all, "
                  "laid out: Q♠ 3, A♠ 4, J♣ 5, K♥ 6, 7♦ 7.")),
        Rule("Каждый вносит по 5 фишек (настраивается) перед каждой сдачей; при другой сумме она делится в "
             "отношении 3 : 4 : 5 : 6 : 7 по наибольшим остаткам.",
             "Everyone antes 5 chips (adjustable) before every deal; another total is split 3 : 4 : 5 : 6 : 7 by "
             "largest remainder.",
             Reading("В тексте только пример на пятерых; отношение примера держим при любом числе игроков.",
                     "The text gives only the five-player example; its ratio is kept for any number of players.")),
        Rule("При новой сдаче каждый опять вносит на лентюрлю.", "At a new deal everyone stakes on the lenturlu again.",
             Seed("При новой сдаче каждый игрок опять вносит известную сумму на лентюрлю",
                  "At a new deal each player again stakes a set sum on the lenturlu.")),
        Rule("Сдают по одной карте: трём — по 15 и 7 в прикуп, четырём — по 12 и 4, пятерым — по 9 и 7, "
             "шестерым — по 8 и 4, семерым — по 7 и 3, восьмерым — по 6 и 4.",
             "Dealt one at a time: three players 15 each and 7 to the talon, four 12 and 4, five 9 and 7, six 8 "
             "and 4, seven 7 and 3, eight 6 and 4.",
             Seed("Сдают по одной карте … если игроков трое, то каждый получает по 15 карт, а 7 карт остаются на "
                  "прикупку (талон). Если игроков четверо, то каждому сдается по 12 карт, на талон - 4. И так "
                  "далее: игроков пятеро, сдают по 9 карт, на талон - 7; игроков шестеро, сдают по 8, на талон - "
                  "4; игроков семеро - и карт сдают по 7, на талон - 3. В редких случаях, когда играет 8 человек, "
                  "то сдают по 6 карт, а на талон оставляют 4",
                  "Dealt one at a time … three players get 15 each with 7 left for buying (the talon); four 12 "
                  "and 4; five 9 and 7; six 8 and 4; seven 7 and 3; rarely eight, 6 and 4.")),
        Rule("Таблица сдачи — по сайту о мушке.", "The deal table follows the Mouche site.",
             Reading("У Розалиева (23.а) строка потеряна: «при пяти — по восемь и четыре», «при семи — по восемь "
                     "и три» не дают 52 карт; таблица сайта о мушке сходится.",
                     "Rozaliev's line (23.a) is garbled: 'five — eight and four', 'seven — eight and three' do "
                     "not make 52; the Mouche site's table does.")),
        Rule("Вдвоём (когда остальные вышли из-за стола) сдают по 20 карт и 12 в прикуп.",
             "Two players (when the others have left the table) get 20 cards each and 12 to the talon.",
             Reading("Текст не знает игры вдвоём; она нужна, чтобы матч доигрывался.",
                     "The text has no two-player game; it lets a match play on.")),
        Rule("Сидящий слева от сдающего ходит первым: кладёт любую карту в середину стола рубашкой вниз.",
             "The player left of the dealer starts: he lays any card face up in the middle.",
             Seed("Сидящий слева от сдающего ходит первым. Он кладет любую карту в центр стола рубашкой вниз",
                  "The player left of the dealer goes first. He lays any card face up in the centre.")),
        Rule("Он может продолжать, если у него есть следующая по старшинству карта, масть не важна: 7♠, 8♥, 9♠.",
             "He may go on while he has the next rank, suits ignored: 7♠, 8♥, 9♠.",
             Seed("Игрок имеет право продолжать ход, если у него есть карта, следующая по достоинству. Выкладка "
                  "производится независимо от масти. Например, игрок кладет семерку пик, восьмерку черв, девятку "
                  "пик",
                  "A player may go on if he has the next card up. Suits do not matter. E.g. a player lays the "
                  "seven of spades, eight of hearts, nine of spades.")),
        Rule("Не имея нужной карты, он по желанию прикупает — не больше двух карт за ход — или пасует.",
             "Lacking the next card he may buy — at most two cards a turn — or pass.",
             Seed("Не имея десятки, он вправе по желанию либо прикупать, но не более двух карт, либо пасовать",
                  "Lacking the ten he may at will either buy, no more than two cards, or pass.")),
        Rule("Прикупают сверху прикупа, по одной или по две; прикупленная подходящая карта кладётся в ряд.",
             "Cards are bought from the top of the talon, one or two; a bought card that fits may be laid.",
             Reading("Как прикупают, текст не говорит; пустой прикуп купить нельзя.",
                     "The text does not say how; nothing can be bought from an empty talon.")),
        Rule("Продолжать — право, а не обязанность: можно спасовать и с нужной картой (вариант: обязательно).",
             "Continuing is a right, not a duty: one may pass holding the card (option: a duty).",
             Seed("имеет право продолжать ход … спасовать и позволить следующему игроку перекрывать эту взятку",
                  "has the right to go on … to pass and let the next player cover this trick.")),
        Rule("Затем ряд продолжает сидящий по левую руку.", "Then the player on the left continues the run.",
             Seed("Следующим ходит игрок, сидящий по левую руку", "The player on the left goes next.")),
        Rule("Если спасовали все, положивший последнюю карту начинает новый ряд с любой карты.",
             "When everyone has passed, the player who laid the last card starts a new run with any card.",
             Reading("Текст не говорит; так ряд не застревает.",
                     "The text does not say; so a run never sticks.")),
        Rule("Кто положит карту, тождественную одной из лентюрлю и достоинством, и мастью, берёт поставленную "
             "на неё сумму; все остальные вскладчину ставят на эту карту заранее определённую сумму (по 2 "
             "фишки).",
             "Whoever lays a card identical in rank and suit to a lenturlu card takes the money on it; all the "
             "others put an agreed sum on that card again (2 chips each).",
             Seed("Игрок, положивший карту, тождественную как достоинством, так и мастью с «лентюрлю», берет "
                  "поставленную на нее сумму. Все остальные в складчину ставят на эту карту заранее определенную "
                  "сумму (например, по 2 фишки)",
                  "A player who lays a card identical in rank and suit to a lenturlu takes the sum on it. All "
                  "the others together put a sum agreed beforehand on that card (e.g. 2 chips each).")),
        Rule("Если эта карта кончает сдачу, новую ставку на неё не ставят.",
             "If that card ends the deal, it is not restaked.",
             Reading("Все деньги со стола тут же уходят выигравшему; ставить незачем.",
                     "All the money on the board goes to the winner at once; there is nothing to restake for.")),
        Rule("Вариант: такая карта ещё и закрывает ряд («этой картой оканчивает взятку»), положивший начинает "
             "новый.",
             "Option: such a card also closes the run ('ends the trick with this card'); its player starts a new "
             "one.",
             Seed("этой картой оканчивает взятку и берет ту сумму денег, которая лежит на столе на открытой "
                  "одноименной карте",
                  "(the Mouche site) ends the trick with this card and takes the money on the open card of the "
                  "same name.")),
        Rule("23.а. Положивший короля продолжает ход с любой карты. Первый, оставшийся без карт, выигрывает; "
             "остальные платят ему столько, сколько очков у них на руках.",
             "23.a. The player who laid a king goes on with any card. The first out of cards wins; the others pay "
             "him as much as the points in their hands.",
             Seed("Положивший короля продолжает ход с любой карты … Первый, оставшийся без карт, выигрывает. "
                  "Остальные выплачивают ему столько денег, сколько очков у них на руках",
                  "The player who laid a king goes on with any card … The first left without cards wins. The "
                  "others pay him as much as the points in their hands.")),
        Rule("Карты лентюрлю на руках считаются вдвое: Т♠ — 2, 7♦ — 14, В♣, К♥, Д♠ — по 20.",
             "Lenturlu cards in hand count double: A♠ 2, 7♦ 14, J♣, K♥, Q♠ 20 each.",
             Seed("Стоимость карт «лентюрлю» удваивается (за пиковым Т в нашем примере — 2, бубновая 7 — 14, "
                  "крестовый В, чирвовый К и пиковая Д — по 20 фишек)",
                  "The lenturlu cards' value doubles (the ace of spades in our example 2, the 7 of diamonds 14, "
                  "J♣, K♥ and Q♠ 20 chips each).")),
        Rule("Кроме того, выигравший забирает все деньги с лентюрлю.", "Besides, the winner takes all the money on "
             "the lenturlu.",
             Seed("Кроме того, выигравший забирает все деньги с «лентюрлю»",
                  "Besides, the winner takes all the money from the lenturlu.")),
        Rule("23.б. Первый положивший короля берёт все деньги с лентюрлю и кончает сдачу; остальные платят ему "
             "по очкам на руках. Первый ход — всегда с туза.",
             "23.b. The first player to lay a king takes all the money on the lenturlu and ends the deal; the "
             "others pay him the points in their hands. The first lead is always an ace.",
             Seed("Вариант отличается от варианта 23.а. тем, что игрок, первым положивший короля, берет все деньги "
                  "с «лентюрлю». Очки остальных игроков подсчитываются. Выигравший получает с остальных игроков в "
                  "соответствии с теми очками, которые оказались у них на руках. Первый ход — всегда с туза",
                  "The variant differs from 23.a: the first player to lay a king takes all the money on the "
                  "lenturlu. The others' points are counted; the winner collects from them by the points in "
                  "their hands. The first lead is always an ace.")),
        Rule("Карты лентюрлю и в 23.б считаются вдвое.", "The lenturlu cards count double in 23.b too.",
             Seed("Если одна из карт лентюрлю останется на руках игрока, то проигравший платит выигравшему вдвое "
                  "больше, чем за обыкновенную карту",
                  "(the Mouche site) If a lenturlu card stays in a player's hand, the loser pays the winner "
                  "double what an ordinary card costs.")),
        Rule("В 23.б у кого нет туза для первого хода, тот говорит «пас» (может и прикупить), и ход с туза "
             "переходит дальше; если туза нет ни у кого, первый ходит с любой карты. Вариант: первый ход с "
             "любой карты и в 23.б.",
             "In 23.b a player without an ace for the first lead passes (he may buy first) and the ace lead "
             "moves on; if nobody has an ace, the first player leads any card. Option: any first lead in 23.b "
             "too.",
             Reading("Текст не говорит, что делать без туза; на сайте о мушке первый ход — «с любой карты».",
                     "The text does not say what to do without an ace; on the Mouche site the first lead is "
                     "'any card'.")),
        Rule("23.в. Как 23.б, но вместо очков каждый платит положившему короля определённую сумму (по 10 "
             "фишек).",
             "23.c. As 23.b, but instead of points every player pays the king's player a set sum (10 chips).",
             Seed("Вариант отличается от варианта 23.6. тем, что вместо подсчета очков игроку, первому положившему "
                  "короля, каждый из игроков выплачивает определенную сумму денег … если условились играть по 10 "
                  "копеек, то каждый проигравший выплачивает эту сумму",
                  "Differs from 23.b: instead of counting points, each player pays the first to lay a king a set "
                  "sum … if 10 kopecks was agreed, each loser pays that.")),
        Rule("В любом варианте кто положил последнюю карту, кончает сдачу и выигрывает её; король, положенный "
             "первым в ряд, — тоже король.",
             "In every variant a player who lays his last card ends and wins the deal; a king that starts a run "
             "is a king too.",
             Reading("В 23.б/в текст говорит только о короле; сдача без карт иначе не кончилась бы.",
                     "In 23.b/c the text speaks only of the king; a deal without cards would not end otherwise.")),
        Rule("Кому нечем заплатить сполна, платит всё, что есть.", "A player who cannot pay in full pays all he has.",
             Reading("Текст не говорит о долгах.", "The text knows no debts.")),
        Rule("Матч: у каждого в начале по 200 фишек (в 23.б — 500: там платят очки почти полных рук); сдача за "
             "сдачей (10 сдач), сдающий переходит налево, фишки переходят из сдачи в сдачу. Кто не может внести "
             "ставку, выходит из-за стола; матч кончается после последней сдачи или когда за столом остался один. "
             "Итог — выигрыш или проигрыш фишек каждого.",
             "The match: everyone starts with 200 chips (500 in 23.b, where losers pay the points of nearly full "
             "hands); deal after deal (10 deals), the dealer moving left, chips carried over. A player who cannot "
             "ante leaves the table; the match ends after the last deal or when one player is left. The result "
             "is each player's chip gain or loss.",
             Reading("Текст описывает одну сдачу; матч и запас фишек — наши, чтобы игра шла на фишки.",
                     "The text describes one deal; the match and the chip stocks are ours, so that play is for "
                     "chips.")),
    )

    run_rule_keys = ("variant", "first_lead_ace", "must_continue", "lenturlu_card_stops")

    def _make_run_rules(self, options):
        variant = options["variant"]
        ace = options["first_lead_ace"]
        if ace == "auto":
            ace = variant != "23a"
        return RunRules(
            rank_order=LOW_ACE_ORDER, buy_limit=2,
            top_closes="continue" if variant == "23a" else "ends_deal",
            must_continue=options["must_continue"],
            stop_cards=LENTURLU if options["lenturlu_card_stops"] else frozenset(),
            first_lead_ranks=frozenset((ACE,)) if ace else None,
            deal_table=DEAL_TABLE)

    # --- phrases for the table and the log (worded by app/wording.py) ------------------
    phrase_ids = frozenset({
        "act.lay", "lenturlu.act.buy", "act.pass", "lenturlu.new_deal", "lenturlu.leave", "lenturlu.antes",
        "lenturlu.stake", "lenturlu.talon", "lenturlu.gets", "lenturlu.lead", "lenturlu.lead_take",
        "lenturlu.lay", "lenturlu.lay_take", "lenturlu.restake", "lenturlu.buy", "lenturlu.buy_seen",
        "say.pass", "lenturlu.no_ace", "lenturlu.closed_king", "lenturlu.closed_stop", "lenturlu.closed_passed",
        "lenturlu.won_king", "lenturlu.won_out", "lenturlu.board", "lenturlu.cannot_pay", "lenturlu.pays",
        "lenturlu.pays_part", "lenturlu.fixed", "lenturlu.by_cards", "lenturlu.match_over",
        "lenturlu.match_result", "lenturlu.gain", "bubble.pass", "bubble.no_ace", "bubble.buy"}) | LENTURLU_NOTE_IDS

    def table_notes(self, view) -> tuple:
        return lenturlu_notes(view, self.run_rules(view.public["options"]))

    def action_phrase(self, action):
        if action.kind == "play":
            return Phrase("act.lay", card=action.card)
        if action.kind == "buy":
            return Phrase("lenturlu.act.buy", n=action.value)
        if action.kind == "pass":
            return Phrase("act.pass")
        raise ValueError(f"lenturlu: no phrase for an action of kind {action.kind!r}")

    def bubble(self, event):
        if event.seat is None:
            return None
        if event.what == "pass":
            return Phrase("bubble.no_ace" if event.get("no_lead") else "bubble.pass")
        if event.what == "buy":
            return Phrase("bubble.buy", n=event.count)
        return None

    def describe(self, events):
        out: list = []
        antes: dict = {}
        ante_each: Counter = Counter()
        restakes: dict = {}

        def run_ends(i, reason):         # the last of a run of chip events of one reason
            return i + 1 >= len(events) or not (events[i + 1].what == "chips" and events[i + 1].get("reason") == reason)
        i = 0
        while i < len(events):
            e = events[i]
            k = e.what
            who = None if e.seat is None else Seat(e.seat)
            if k == "new_deal":
                out.append(Phrase("lenturlu.new_deal", n=e.get("deal"), total=e.get("deals"), who=who))
            elif k == "leave":
                out.append(Phrase("lenturlu.leave", who=who, ante=e.get("ante")))
            elif k == "chips" and e.get("reason") == "ante":
                name = e.get("to")[6:]
                antes[name] = antes.get(name, 0) + e.get("amount")
                ante_each[e.seat] += e.get("amount")
                if run_ends(i, "ante"):
                    stakes = tuple(Phrase("lenturlu.stake", card=Card.parse(n), n=antes[n])
                                   for n in ANTE_ORDER if antes.get(n))
                    out.append(Phrase("lenturlu.antes", each=max(ante_each.values()), stakes=stakes))
                    antes, ante_each = {}, Counter()
            elif k == "deal" and e.dst == "talon":
                out.append(Phrase("lenturlu.talon", n=e.count))
            elif k == "deal" and e.cards:
                out.append(Phrase("lenturlu.gets", who=who, cards=tuple(e.cards)))
            elif k == "play":
                pid = "lenturlu.lead" if e.get("lead") else "lenturlu.lay"
                nxt = events[i + 1] if i + 1 < len(events) else None
                if nxt is not None and nxt.kind == "chips" and nxt.get("reason") == "take":
                    out.append(Phrase(pid + "_take", who=who, card=e.cards[0], take=nxt.get("amount")))
                    i += 1
                else:
                    out.append(Phrase(pid, who=who, card=e.cards[0]))
            elif k == "chips" and e.get("reason") == "restake":
                restakes.setdefault(e.get("card"), []).append(e.get("amount"))
                if run_ends(i, "restake"):
                    for card, amounts in restakes.items():
                        out.append(Phrase("lenturlu.restake", card=Card.parse(card), each=max(amounts),
                                          total=sum(amounts)))
                    restakes = {}
            elif k == "buy":
                if e.cards:
                    out.append(Phrase("lenturlu.buy_seen", who=who, n=e.count, cards=tuple(e.cards)))
                else:
                    out.append(Phrase("lenturlu.buy", who=who, n=e.count))
            elif k == "pass":
                out.append(Phrase("lenturlu.no_ace" if e.get("no_lead") else "say.pass", who=who))
            elif k == "run_closed":
                reason = e.get("reason")
                out.append(Phrase("lenturlu.closed_king" if reason == "king" else
                                  "lenturlu.closed_stop" if reason == "stop" else "lenturlu.closed_passed", who=who))
            elif k == "deal_over":
                out.extend(deal_phrases(dict(e.data)))
            elif k == "match_over":
                out.append(Phrase("lenturlu.match_over"))
            i += 1
        return out

    def settlement(self, summary: dict) -> list:
        """A deal's settlement: ``summary`` is ``view.public['last_deal']`` or ``dict(event.data)``
        of a ``deal_over`` event."""
        return deal_phrases(summary)

    def result_phrases(self, view: View) -> list:
        """``Result.lines`` from a view: the last deal's settlement, then each player's gain or loss."""
        pub = view.public
        lines = deal_phrases(pub["last_deal"]) if pub["last_deal"] else []
        return lines + match_phrases(pub["gain"], view.chips, view.left, view.deal_no)

    def rule_policy(self, view, rng):
        return lenturlu_policy(self, view, rng)


LENTURLU_GAME = register(Lenturlu())
