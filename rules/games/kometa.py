"""Комета (catalogue B4) and Манилья (B5): one game on two decks, built on the sequence-run
family (``sequence_run.py``) with a wild card, groups of a rank and no talon to buy from.

What both share (seed 000, entries 4–5):

* dealt by threes from the dealer's left; the cards left over lie aside unseen (the
  ``talon`` zone; nobody may buy from it);
* runs of consecutive ascending ranks, suits ignored; a player must continue while he
  holds the next rank (our reading of «пока есть что выкладывать»); lacking it he says
  «пас — без девятки» and the next player to the left continues;
* the King closes the run and its player starts a new one with any card («гок»); so does
  a card above which nothing is left in play: every card of the next rank already laid
  and the wild card laid too (the public part of the seed's «старше которой в игре нет»;
  otherwise the all-pass rule brings the lead back to the last layer, the same outcome);
* everybody passes → the run is discarded and the last layer leads any card;
* three or four cards of one rank may be laid at once (``same_rank_group``);
* the wild card (Комета: the black nine «комета» in the red deck; Манилья: 10♦ «манилия»)
  stands for any rank, on its holder's turn only: an action ``play`` whose ``value`` is
  the rank it stands for. Laying it, its holder is paid 2 tokens by every opponent, 4 if
  it is his last card; with it he lays all his cards of its own rank (the comet's nines:
  the seed's «может», which we read as always — a nine kept can only cost him), which go
  aside — the run continues from the rank it stands for;
* the first out of cards wins the hand; the «опера» (out without having passed once in
  the hand) doubles what he wins, an opera ending with the wild card quadruples; a wild
  card stuck in a loser's hand multiplies by ``comet_stuck_multiplier``.

Комета: 2–4 seats, 2×2 partners opposite at four (only opponents pay, both opponents'
cards count); the dealer pays a fine into the кон; the winner of a hand scores the cards
left in his opponents' hands (with the multipliers) and the first side to ``target``
(24) points wins the match and takes the кон. Each player starts with ``tokens`` tokens
(our choice; the seed names no stake).

Манилья: 2–5 seats, one 52 pack, Т low … К high, the манилия 10♦; each player has 10
chips of 10 tokens; the hand's losers pay the winner one chip per card left (×2 with the
манилия in hand, × the opera); a player without tokens leaves; the last one with tokens
wins. The seed has the hand paid «фишками»: a chip (10 tokens) per card left (the comet's
bonus in tokens).

Chip accounts (``rules.chips``): ``player:{s}`` and the ``pot`` (the кон); chip events
carry ``reason`` ∈ fine, comet, cards, pot.
"""
from __future__ import annotations

import math
import random

from ..actions import Action
from ..cards import ACE, JACK, KING, QUEEN, Card, deck
from ..chips import POT, player
from ..events import Event
from ..game import Option, Result, Settlement, linear_scores
from ..phrases import Phrase, Seat, Word
from ..registry import register
from ..view import View
from .kometa_notes import KOMETA_NOTE_IDS, kometa_notes
from .sequence_run import (HANDS, LOW_ACE_ORDER, RunRules, SequenceRunGame, SequenceRunState,
                           _SUIT_POS, _chips_moved, _record_field, chain_from, frozen, play_action)
from ..game import words as _src
from ..rulebook import Reading, Rule, Seed

KOMETA_ORDER = (2, 3, 4, 5, 6, 7, 8, 9, 10, JACK, QUEEN, KING)
KOMETA_DEAL = ((2, 18, 13), (3, 16, 1), (4, 12, 1))
MANILYA_DEAL = ((2, 26, 0), (3, 17, 1), (4, 13, 0), (5, 10, 2))
MANILLA = Card(10, "D")


def kometa_deck(colour: str = "red") -> tuple:
    """The 49 cards: the red (or black) cards of two packs without aces, and a nine of the
    other colour — the comet (9♣ with the red deck, 9♥ with the black)."""
    suits = ("H", "D") if colour == "red" else ("S", "C")
    one = [Card(r, s) for s in suits for r in KOMETA_ORDER]
    return tuple(one + one) + (comet_card(colour),)


def comet_card(colour: str = "red") -> Card:
    return Card(9, "C") if colour == "red" else Card(9, "H")


def rank_word(rank: int) -> Word:
    return Word(f"rank.{rank}")


GROUP_SIZES = {"3_or_4": (3, 4), "any": (2, 3, 4), "single": ()}
_RANK_TABLES: dict = {}


def _rank_tables(cards, wild) -> tuple:
    """Per rank (tuples indexed by rank, shared and immutable): how many cards of it the deck
    holds (the wild card aside), and its distinct cards."""
    key = (cards, wild)
    got = _RANK_TABLES.get(key)
    if got is None:
        total = [0] * 15
        distinct: list = [set() for _ in range(15)]
        for c in cards:
            if c != wild:
                total[c.rank] += 1
                distinct[c.rank].add(c)
        got = _RANK_TABLES[key] = (tuple(total), tuple(tuple(sorted(v, key=lambda c: c.suit)) for v in distinct))
    return got


_LAST_TABLES: list = [None, None, None]     # the last deck, wild card and their tables


def _tables_of(st) -> tuple:
    """``_rank_tables`` of the state's deck and wild card; the worlds sampled from one view
    share its deck, so the last answer is kept by identity (hashing the deck is the cost)."""
    last = _LAST_TABLES
    if last[0] is not st.deck or last[1] != st.wild:
        last[:] = st.deck, st.wild, _rank_tables(st.deck, st.wild)
    return last[2]


def _laid_tuple(laid) -> tuple:
    counts = [0] * 15
    for r, n in dict(laid).items():
        counts[r] = n
    return tuple(counts)


class KometaState(SequenceRunState):
    """A match of hands of Комета or Манилья (``game.manilya`` says which).

    The record holds, besides the family's facts: chips, pot (the ledger's: ``state.ledger``),
    scores, teams, wild, wild_as (the rank the wild card stands for while in the run),
    wild_laid, passed (seats that passed in this hand: no opera), lacks (seat -> ranks it
    showed it lacks, the duty to continue) with their cards ``not_in`` its hand for the
    sampler, laid_ranks (per rank, the cards of it laid in this hand, the wild aside),
    hand_start (the stacks when the hand began), deal_points, last_deal."""

    # the old attributes, read from the record
    start_tokens = _record_field("start_chips", tuple)
    scores = _record_field("scores", tuple, list)    # Комета's points (a side's score on each partner)
    deal_points = _record_field("deal_points", tuple)
    last_deal = _record_field("last_deal", lambda d: None if d is None else frozen(d))
    wild_as = _record_field("wild_as")
    wild_laid = _record_field("wild_laid")
    teams = _record_field("teams")
    passed = _record_field("passed", lambda v: tuple(sorted(v)), set)
    lacks = property(lambda self: {s: set(r) for s, r in self.pub.lacks.items()},
                     lambda self, lacks: (self._set_lacks(lacks), self._publish()))
    laid_ranks = _record_field("laid_ranks", _laid_tuple, lambda t: {r: n for r, n in enumerate(t) if n})

    @property
    def deck_cards(self):
        return self.deck

    def view_deck(self):
        return self.game.deck_of(self.options)

    # --- the match ------------------------------------------------------------
    def _setup_match(self):
        g = self.game
        for name in ("wild", "group_sizes", "rank_total", "rank_cards"):
            setattr(self, name, self.derived_caches[name](self))
        p = self.pub
        p.teams = g.teams_of(self.seats, self.options)
        start = g.start_tokens(self.options)
        self.open_ledger([start] * self.seats)          # chips and the pot, in the record
        p.start_chips = (start,) * self.seats
        p.scores = (0,) * self.seats
        p.deal_points = ()
        p.last_deal = None
        p.target = self.options.get("target")
        p.wild = self.wild
        p.manilya = g.manilya
        self._new_hand()

    # the tables built from the options (at the start, and in a sampled world)
    derived_caches = {**SequenceRunState.derived_caches,
                      "wild": lambda st: st.game.wild_of(st.options),
                      "group_sizes": lambda st: GROUP_SIZES[st.options["same_rank_group"]],
                      "rank_total": lambda st: _tables_of(st)[0],
                      "rank_cards": lambda st: _tables_of(st)[1]}
    _legal = None          # (turn, the legal list then)

    def _new_hand(self):
        p = self.pub
        p.wild_as, p.wild_laid = None, False
        p.passed = ()
        p.turn_lead = True             # the player to move began his turn with a lead of his own
        self._set_lacks({})
        p.laid_ranks = (0,) * 15
        p.hand_start = tuple(self.ledger.stacks)

    def _set_lacks(self, lacks) -> None:
        p = self.pub
        p.lacks = frozen((s, tuple(sorted(r))) for s, r in sorted(lacks.items()))
        cards = self.rank_cards
        p.not_in = frozen((HANDS[s], tuple(c for r in ranks for c in cards[r])) for s, ranks in p.lacks.items())

    def _publish_more(self, events):
        p = self.pub
        if events is None:             # a hand-built position (an action keeps wild_in_run itself)
            p.wild_in_run = self.wild in self.zones["run"]
        elif not _chips_moved(events):
            return                     # the chips did not move (every move is a ``chips`` event)
        p.gain = tuple(a - b for a, b in zip(p.chips, p.start_chips))

    def _before_deal(self, events):
        self._new_hand()
        p = self.pub
        fine = self.options.get("dealer_fine", 0)
        if fine and len(p.active) >= 2:
            _, ev = self.ledger.pay(player(p.dealer), POT, fine, "fine")
            if ev is not None:
                events.append(ev)

    def _match_done(self) -> bool:
        if self.game.manilya:
            return len(self.pub.active) < 2
        return max(self.pub.scores) >= self.options["target"]

    # --- who plays with whom ----------------------------------------------------
    def side(self, seat: int) -> tuple:
        for t in self.pub.teams:
            if seat in t:
                return t
        return (seat,)

    def opponents(self, seat: int) -> list:
        mine = self.side(seat)
        out, s = [], self._next_active(seat)
        while s != seat:
            if s not in mine:
                out.append(s)
            s = self._next_active(s)
        return out

    # --- the run ----------------------------------------------------------------
    def _top_rank(self) -> int:
        card = self.zones["run"][-1]
        wild_as = self.pub.wild_as
        return card.rank if wild_as is None or card != self.wild else wild_as

    def _sorted(self, cards):
        pos = self.rules._pos
        wild = self.game.wild_of(self.options)
        wr, ws = wild.rank, wild.suit
        return sorted(cards, key=lambda c: pos[c.rank] + _SUIT_POS[c.suit] + (100 if c.rank == wr and c.suit == ws
                                                                                else 0))

    def legal_actions(self) -> list[Action]:
        p = self.pub
        if p.match_over:
            return []
        cached = self._legal
        if cached is not None and cached[0] == len(self.history):
            return list(cached[1])
        hand = self.zones[HANDS[p.current]]          # sorted by rank, the wild card last
        wild = self.wild
        groups = self.group_sizes
        acts: list[Action] = []
        leading = p.leading
        need = None if leading else self.need_rank()
        n = len(hand)
        i = 0
        while i < n:
            c = hand[i]
            r = c.rank
            if c == wild or (need is not None and r != need):
                i += 1
                continue
            j = i + 1
            while j < n and hand[j].rank == r and hand[j] != wild:
                j += 1
            prev = None
            for x in hand[i:j]:
                if x != prev:
                    acts.append(play_action(x))
                    prev = x
            for k in groups:
                if k <= j - i:
                    acts.append(play_action(*hand[i:i + k]))
            i = j
        has_need = bool(acts) and not leading
        if n and hand[-1] == wild:
            own = tuple(c for c in hand if c.rank == wild.rank and c != wild)
            for r in (self.rules.rank_order if leading else (need,)):
                acts.append(play_action(wild, *own, value=r))
        if not leading and not has_need:
            acts.append(Action("pass"))
        self._legal = (len(self.history), acts)
        return list(acts)

    def is_legal(self, action: Action) -> bool:
        if self.pub.match_over or not isinstance(action, Action) or action.zone is not None or action.index is not None:
            return False
        return action in self.legal_actions()

    def _act(self, action: Action) -> list[Event]:
        self._legal = None
        seat = self.pub.current
        events: list[Event] = []
        if action.kind == "play":
            self._lay_cards(seat, action, events)
        else:
            self._pass(seat, events)
        return events

    def _pass(self, seat, events):
        p = self.pub
        need = self.need_rank()
        if seat not in p.passed:
            p.passed = tuple(sorted(p.passed + (seat,)))
        if need is not None:
            had = p.lacks.get(seat, ())
            if need not in had:
                ranks = tuple(sorted(had + (need,)))
                lacks, not_in = dict(p.lacks), dict(p.not_in)
                lacks[seat] = ranks
                not_in[HANDS[seat]] = tuple(c for r in ranks for c in self.rank_cards[r])
                p.lacks = frozen(sorted(lacks.items()))
                p.not_in = frozen(not_in)
        super()._pass(seat, events)
        p.turn_lead = p.leading        # a new turn: from a lead (all passed) or continuing the run

    def _lay_cards(self, seat: int, action: Action, events: list) -> None:
        p = self.pub
        zones = self.zones
        name = HANDS[seat]
        hand = zones[name]
        for c in action.cards:
            hand.remove(c)
        lead = p.leading
        wild = self.wild
        p.leading = p.first_lead = False
        p.last_layer = seat
        p.laid += len(action.cards)
        laid = list(p.laid_ranks)
        if action.cards[0] == wild:
            rank = action.value
            own = action.cards[1:]
            zones["run"].append(wild)
            p.wild_as, p.wild_laid, p.wild_in_run = rank, True, True
            events.append(Event("play", seat, (wild,), name, "run", count=1,
                                data=(("lead", lead), ("wild", True), ("as", rank),
                                      ("need", self.rules.next_rank(rank)))))
            if own:
                laid[wild.rank] += len(own)
                zones["played"].extend(own)
                events.append(Event("aside", seat, own, name, "played", count=len(own),
                                    data=(("rank", wild.rank),)))
            last = not hand
            each = 4 if last else 2
            for s in self.opponents(seat):
                _, ev = self.ledger.pay(player(s), player(seat), each, "comet", last=last)
                if ev is not None:
                    events.append(ev)
        else:
            rank = action.cards[0].rank
            zones["run"].extend(action.cards)
            laid[rank] += len(action.cards)
            events.append(Event("play", seat, action.cards, name, "run", count=len(action.cards),
                                data=(("lead", lead), ("need", self.rules.next_rank(rank)))))
        p.laid_ranks = tuple(laid)
        if not hand:
            self._finish_deal(seat, "out", events)
        elif rank == self.rules.top_rank:
            self._close_run("king", seat, events)
        elif self._gok(rank):
            self._close_run("gok", seat, events)

    def _gok(self, rank: int) -> bool:
        """Nothing above ``rank`` is left in play: every card of the next rank is laid, and the wild card too."""
        if not self.pub.wild_laid:
            return False
        nxt = self.rules.next_rank(rank)
        return self.pub.laid_ranks[nxt] >= self.rank_total[nxt]

    def _close_run(self, reason, leader, events):
        super()._close_run(reason, leader, events)
        self.pub.wild_as = None
        self.pub.wild_in_run = False

    def _start_deal(self, first=False):
        events = super()._start_deal(first)
        if not self.zones["run"]:
            self.pub.wild_in_run = False
        return events

    # --- the end of a hand ----------------------------------------------------------
    def _settle(self, winner, reason, events):
        p = self.pub
        hands = self.hands
        run = self.zones["run"]
        out: list[Event] = []
        others = []
        s = self._next_active(winner)
        while s != winner:
            others.append(s)
            s = self._next_active(s)
        for s in others:
            if hands[s]:
                out.append(Event("show", s, tuple(hands[s]), HANDS[s], None, count=len(hands[s])))
        wild = self.wild
        opps = self.opponents(winner)
        opera = self._opera(winner)
        ended_wild = bool(run) and run[-1] == wild and p.last_layer == winner
        opera_x = (4 if ended_wild else 2) if opera else 1
        stuck_x = self.options["comet_stuck_multiplier"]
        row = [0] * self.seats
        summary = {"deal": p.deal_no, "winner": winner, "opera": opera, "opera_x": opera_x,
                   "ended_wild": ended_wild, "side": self.side(winner)}
        if self.game.manilya:
            payments = []
            for o in opps:
                n = len(hands[o])
                held = wild in hands[o]
                owed = n * (stuck_x if held else 1) * opera_x * self.game.per_card(self.options)
                paid, ev = self.ledger.pay(player(o), player(winner), owed, "cards", cards=n, held=held)
                if ev is not None:
                    out.append(ev)
                payments.append((o, owed, paid, n, held))
            summary["payments"] = tuple(payments)
        else:
            cards = sum(len(hands[o]) for o in opps)
            stuck = any(wild in hands[o] for o in opps)
            points = cards * (stuck_x if stuck else 1) * opera_x
            scores = list(p.scores)
            for t in self.side(winner):
                scores[t] += points
                row[t] = points
            p.scores = tuple(scores)
            summary.update(cards=cards, stuck=stuck, stuck_x=stuck_x if stuck else 1, points=points,
                           scores=p.scores)
        events.append(Event("deal_over", winner, data=tuple(summary.items())))
        events.extend(out)
        if self.game.manilya:
            row = [a - b for a, b in zip(self.ledger.stacks, p.hand_start)]
            for s in p.active:
                if self.ledger.stacks[s] <= 0:
                    self._leave(s, events, tokens=0)
        elif max(p.scores) >= self.options["target"]:
            side = self.side(winner)
            pot = self.ledger.pot
            if pot:
                shares = [pot // len(side)] * len(side)
                shares[0] += pot - sum(shares)
                for t, share in zip((winner,) + tuple(x for x in side if x != winner), shares):
                    if share:
                        events.append(self.ledger.transfer(POT, player(t), share, "pot"))
        p.last_deal = frozen(summary)
        p.deal_points += (tuple(row),)

    def _opera(self, winner: int) -> bool:
        """«Игрок, уложивший все карты без перерыва» (option ``opera``): by default the whole
        hand without a pass (he never passed in this hand); ``last_turn``: also a last turn
        begun with a lead of his own in which he laid all he still held."""
        p = self.pub
        if winner not in p.passed:
            return True
        return self.options.get("opera") == "last_turn" and p.turn_lead

    # --- the result ---------------------------------------------------------------
    def gains(self) -> tuple:
        return tuple(a - b for a, b in zip(self.ledger.stacks, self.pub.start_chips))

    def result(self):
        p = self.pub
        if not p.match_over:
            return None
        n = self.seats
        gains = self.gains()
        if self.game.manilya:
            # the last one with tokens wins; those who left earlier place lower
            order = list(p.active) + list(reversed(p.left))
            placings = [0] * n
            for i, s in enumerate(order):
                placings[s] = i + 1
            placings = tuple(placings)
            money = Settlement("chips", gains, tuple(self.ledger.stacks), p.deal_no, None,
                               p.deal_points, p.left)
            lines = deal_phrases(self.game, p.last_deal) if p.last_deal else []
            return Result(placings, linear_scores(placings), gains,
                          losers=tuple(s for s in range(n) if s not in p.active),
                          reason="out_of_chips", settlement=money, lines=tuple(lines))
        sc = p.scores
        placings = tuple(1 + sum(1 for t in range(n) if sc[t] > sc[s]) for s in range(n))
        best = max(sc)
        money = Settlement("points", tuple(sc), tuple(sc), p.deal_no, None, p.deal_points, ())
        lines = deal_phrases(self.game, p.last_deal) if p.last_deal else []
        return Result(placings, linear_scores(placings), gains,
                      losers=tuple(s for s in range(n) if sc[s] < best),
                      reason="match_over", settlement=money, lines=tuple(lines))

    # --- for the search bot ------------------------------------------------------------
    def estimate(self):
        """Each seat's expected score at the end of the match (State.estimate), cheap and
        calibrated, asked in the first round of a hand only (later the playout plays the hand
        out: with the hand cut by its hand sizes, ISMCTS scored 0.40 against the rule bot over
        20 games of two): the hand just dealt is won by a side with a chance ∝ 1/cards² of its
        shortest hand, and pays what the others hold; from there one side finishing ahead
        of another is a logistic in the difference of what they still need (Комета: points
        to the target) or hold (Манилья: tokens), over the spread of the hands to come."""
        pub = self.pub
        if pub.match_over:
            return self.result().scores
        if len(self.history) - pub.deal_start >= self.seats:
            return None        # later in a hand: the playout plays it out (as Лентюрлю's search does)
        n = self.seats
        active = pub.active
        hands = self.hands
        sides = []
        for s in active:
            side = tuple(t for t in self.side(s) if t in active)
            if side not in sides:
                sides.append(side)
        weight = [1.0 / (min(len(hands[t]) for t in side) or 0.5) ** KOMETA_EST[3] for side in sides]
        wsum = sum(weight)
        p = [x / wsum for x in weight]
        wild = self.wild
        held = [sum(len(hands[t]) * (2 if wild in hands[t] else 1) for t in side) for side in sides]
        ahead = [0.0] * n
        if self.game.manilya:
            stacks = self.ledger.stacks
            mean, var = {}, {}
            for i, side in enumerate(sides):
                s = side[0]
                owed = min(stacks[s], 10 * held[i])
                win = 10 * (sum(held) - held[i])
                mean[s] = stacks[s] + p[i] * win - (1 - p[i]) * owed
                var[s] = p[i] * (1 - p[i]) * (win + owed) ** 2 + 60.0 ** 2
            for s in mean:
                for t in mean:
                    if t != s:
                        ahead[s] += _logistic((mean[t] - mean[s]) / math.sqrt(var[s] + var[t]))
            for i, s in enumerate(pub.left):           # the first to leave is last
                ahead[s] = n - 1 - i
        else:
            target = self.options["target"]
            need = [target - pub.scores[side[0]] for side in sides]
            gain = [KOMETA_EST[0] * (sum(held) - held[i]) for i in range(len(sides))]
            for i, si in enumerate(sides):
                for j, sj in enumerate(sides):
                    if i == j:
                        continue
                    q = 0.0                              # the chance that side j ends ahead of side i
                    for k in range(len(sides)):
                        ni = need[i] - (gain[k] if k == i else 0)
                        nj = need[j] - (gain[k] if k == j else 0)
                        if nj <= 0:
                            q += p[k]
                        elif ni <= 0:
                            continue
                        else:
                            hands = max(1.0, min(ni, nj) / KOMETA_EST[2])
                            q += p[k] * _logistic((ni - nj) / (KOMETA_EST[1] * math.sqrt(hands)))
                    for s in si:
                        ahead[s] += q * len(sj)
        return tuple(round(max(0.0, min(1.0, (n - 1 - a) / (n - 1))), 6) for a in ahead)


# Комета's estimate: the points a hand's winner scores per card the others hold, the spread of
# one hand's points, the points of a hand, the power of 1/cards in a side's chance to win the hand
KOMETA_EST = [0.3, 15.0, 8.0, 0.75]     # fitted on rule-bot games (mean squared error 38.3 vs 43.3 fair, 3 seats)


def _logistic(x: float) -> float:
    return 1.0 / (1.0 + math.exp(max(-60.0, min(60.0, -1.702 * x))))


# --- phrases (worded by app/words/kometa.py) -----------------------------------------
def _wild_word(game) -> Word:
    return Word("kometa.manilla" if game.manilya else "kometa.comet")


def deal_phrases(game, summary: dict) -> list:
    """The settlement of one hand, phrase by phrase."""
    if not summary:
        return []
    w = Seat(summary["winner"])
    out = [Phrase("kometa.won", who=w)]
    if summary["opera"]:
        out.append(Phrase("kometa.opera_wild" if summary["ended_wild"] else "kometa.opera", who=w,
                          x=summary["opera_x"], wild=_wild_word(game)))
    if game.manilya:
        for s, owed, paid, n, held in summary["payments"]:
            if paid == 0:
                out.append(Phrase("kometa.cannot_pay", who=Seat(s), to=w, owed=owed))
            else:
                out.append(Phrase("kometa.pays_cards" if paid >= owed else "kometa.pays_part", who=Seat(s), to=w,
                                  paid=paid, owed=owed, n=n, held=held, wild=_wild_word(game)))
    else:
        side = tuple(Seat(s) for s in summary["side"])
        out.append(Phrase("kometa.points", who=side, points=summary["points"], cards=summary["cards"],
                          stuck=summary["stuck_x"] if summary["stuck"] else 0, opera=summary["opera_x"]
                          if summary["opera"] else 0))
    return out


def match_phrases(game, view) -> list:
    pub, chips = view.public, view.chips
    out = [Phrase("kometa.match_result", n=view.deal_no)]
    n = view.seats
    if pub["manilya"]:
        for s in sorted(range(n), key=lambda s: (-chips[s], s)):
            out.append(Phrase("kometa.tokens", who=Seat(s), n=chips[s], gain=pub["gain"][s]))
    else:
        for s in sorted(range(n), key=lambda s: (-pub["scores"][s], s)):
            out.append(Phrase("kometa.score", who=Seat(s), n=pub["scores"][s], gain=pub["gain"][s]))
    return out


# --- the bot ------------------------------------------------------------------------
def _run_value(ranks: set, start: int, rules: RunRules, counts: dict) -> tuple:
    """(cards shed, reaches the King) laying from ``start`` with the ranks held."""
    chain = chain_from(ranks, start, rules)
    return sum(counts[r] for r in chain), bool(chain) and chain[-1] == rules.top_rank


def kometa_policy(game, view: View, rng: random.Random) -> Action:
    legal = list(view.legal)
    if len(legal) == 1:
        return legal[0]
    pub = view.public
    rules = game.run_rules(pub["options"])
    wild = pub["wild"]
    hand = [c for c in view.hand(view.seat).cards if c is not None]
    plain = [c for c in hand if c != wild]
    counts: dict = {}
    for c in plain:
        counts[c.rank] = counts.get(c.rank, 0) + 1
    ranks = set(counts)
    wild_plays = [a for a in legal if a.cards and a.cards[0] == wild]
    plays = [a for a in legal if a.kind == "play" and a not in wild_plays]
    passes = [a for a in legal if a.kind == "pass"]

    def best_of(acts):
        # the largest group (sheds most), then any
        return max(acts, key=lambda a: (len(a.cards), rng.random()))

    def wild_move(rank):
        cands = [a for a in wild_plays if a.value == rank]
        return max(cands, key=lambda a: len(a.cards)) if cands else None

    if not plain and wild_plays:                       # the wild card is the last: 4 tokens each
        return wild_move(wild_plays[0].value if not pub["leading"] else rules.top_rank) or wild_plays[0]
    if pub["leading"]:
        best, best_key = None, None
        for a in plays:
            shed, king = _run_value(ranks, a.cards[0].rank, rules, counts)
            key = (king, shed + (len(plain) if shed >= len(plain) else 0), -rules.rank_order.index(a.cards[0].rank),
                   len(a.cards), rng.random())
            if best_key is None or key > best_key:
                best, best_key = a, key
        if wild_plays:
            # the wild card as the gap that carries a run of mine on to the King (or out)
            for r in rules.rank_order:
                if r in ranks:
                    continue
                nxt = rules.next_rank(r)
                before = []
                p = r
                # ranks below the gap I can lay up to it
                while True:
                    i = rules.rank_order.index(p)
                    if i == 0 or rules.rank_order[i - 1] not in ranks:
                        break
                    p = rules.rank_order[i - 1]
                    before.append(p)
                after, king = _run_value(ranks, nxt, rules, counts) if nxt is not None else (0, True)
                shed = sum(counts[x] for x in before) + after + 1
                if (king or shed >= len(hand)) and shed >= 3 and (best_key is None or (True, shed) > best_key[:2]):
                    start = before[-1] if before else None
                    if start is not None:
                        cand = [a for a in plays if a.cards[0].rank == start]
                        if cand:
                            return best_of(cand)
                    mv = wild_move(r)
                    if mv is not None:
                        return mv
        return best if best is not None else (wild_plays[0] if wild_plays else legal[0])
    need = pub["need"]
    if plays:
        return best_of(plays)
    if wild_plays:
        nxt = rules.next_rank(need)
        after, king = _run_value(ranks, nxt, rules, counts) if nxt is not None else (0, True)
        if king or after + 1 >= len(hand) or len(hand) <= 3 or (after >= 2 and rng.random() < 0.5):
            mv = wild_move(need)
            if mv is not None:
                return mv
    return passes[0] if passes else legal[0]


# --- the games ------------------------------------------------------------------------


_SEED = _src("по Розалиеву", "Rozaliev")

def _run_rules(wild_ru: str, wild_en: str) -> tuple:
    """The rules Комета and Манилья share («остальные правила аналогичны»), worded with the
    game's wild card."""
    return (
        Rule("Игрок выкладывает на середину ряд карт подряд по старшинству, масть не важна (7, 8, 9, 10, В, Д, К), "
             "и продолжает, пока есть что выкладывать.",
             "A player lays a run of consecutive ranks in the middle, suits ignored (7, 8, 9, 10, J, Q, K), and goes "
             "on while he has something to lay.",
             Seed("Игрок выкладывает на стол ряд своих карт независимо от масти. Выкладка продолжается до тех пор, "
                  "пока есть что выкладывать",
                  "A player lays a run of his cards on the table, whatever the suit. Laying goes on as long as "
                  "there is something to lay.")),
        Rule("Имея нужную карту, продолжать ряд обязан.",
             "Holding the next rank, he must lay it.",
             Reading("«Пока есть что выкладывать» читаем как обязанность: пас говорят, когда нужной карты нет "
                     "(«без девятки»).",
                     "We read 'as long as there is something to lay' as a duty: one passes when lacking the "
                     "card ('without a nine').")),
        Rule("Нет нужной карты — игрок говорит «пас» («без девятки»), и ряд продолжает следующий слева.",
             "Lacking the next rank he says 'pass' ('without a nine') and the next player to the left continues "
             "the run.",
             Seed("Если игрок не может довести выкладку до короля, то он объявляет «пас» и продолжает выкладку "
                  "следующий игрок, сидящий по левую руку от пасовавшего … объявляет: «Без девятки»",
                  "If a player cannot carry the run up to the king he says 'pass', and the next player on the "
                  "passer's left continues … says 'without a nine'.")),
        Rule("Король закрывает ряд: ряд сбрасывают, и положивший короля начинает новый с любой карты («гок»).",
             "A king closes the run: it is discarded and the king's player starts a new one with any card "
             "('gok').",
             Seed("Выкладка, закончившаяся королем, собирается и скидывается. После этого игрок, положивший "
                  "короля, начинает новую выкладку",
                  "A run ending with a king is gathered and thrown out. Then the player who laid the king "
                  "starts a new run.")),
        Rule("«Гок» — и король, и любая карта, старше которой в игре нет.",
             "The 'gok' is the king, or any card above which nothing is left in play.",
             Seed("Карта, дающая возможность начать новую выкладку, называется «гок». Кроме короля «гоком» может "
                  "быть любая карта, старше которой в игре нет",
                  "The card that lets one start a new run is called 'gok'. Besides the king any card above "
                  "which there is none in play may be a gok.")),
        Rule("Карта — «гок», когда все карты следующего достоинства и " + wild_ru + " уже вышли.",
             "A card is a 'gok' when every card of the next rank and the " + wild_en + " are already laid.",
             Reading("«Старше которой в игре нет» — то, что видят все: карты на руках противников неизвестны. "
                     "В остальных случаях все спасуют, и ход вернётся к положившему — тот же итог.",
                     "'Above which there is none in play' as all can see it: the opponents' hands are unknown. "
                     "Otherwise everyone passes and the lead comes back to the layer — the same outcome.")),
        Rule("Если спасовали все, выложенные карты сбрасывают, и положивший последнюю карту ходит с любой.",
             "When everyone has passed, the run is discarded and the player who laid the last card leads any "
             "card.",
             Seed("Если все игроки пасуют, т. е. карты, требуемой для выкладки до короля, нет, то выложенные карты "
                  "сбрасываются и положивший последнюю карту ходит с любой",
                  "If all players pass, i.e. the card needed to carry on to the king is not there, the laid "
                  "cards are thrown out and the player who laid the last card leads any card.")),
        Rule("Три или четыре карты одного достоинства можно выложить разом (вариант: и две; или только по "
             "одной).",
             "Three or four cards of one rank may be laid at once (options: pairs too; one at a time only).",
             Seed("Игрок, имеющий три, четыре карты одного достоинства, имеет право выложить их за один раз, но "
                  "может и не делать этого",
                  "A player holding three or four cards of one rank may lay them at once, but need not.")),
    )


OPERA_OPTION = Option(
    "opera", ("never_passed", "last_turn"), {"ru": "«Опера»", "en": "The 'opera'"},
    _src("по Розалиеву: «игрок, уложивший все карты без перерыва, считается взявшим „оперу“»; что такое "
         "«без перерыва» — прочтение",
         "Rozaliev: 'the player who laid all his cards without a break has taken the opera'; what 'without "
         "a break' means is a reading"),
    {"never_passed": _src("вся рука без единого паса (ближе к тексту: «все карты»)",
                          "the whole hand without a single pass (nearest the text: 'all the cards')"),
     "last_turn": _src("или последний ход со своего захода — все оставшиеся карты без паса",
                       "or a last turn from a lead of his own — all the cards left, no pass")})


class Kometa(SequenceRunGame):
    id = "kometa"
    title = {"ru": "Комета", "en": "Comet"}
    blurb = {"ru": "Ряды до короля, комета — любая карта, «опера»; до 24 очков",
             "en": "Runs up to the king, the comet is any card, the opera; to 24 points"}
    min_seats, max_seats = 2, 4
    state_class = KometaState
    manilya = False
    options = (
        Option("deck_colour", ("red", "black"), {"ru": "Колода", "en": "Deck"},
               _src("по Розалиеву: обычно красная, можно и «чёрная»", "Rozaliev: usually red, black also played"),
               {"red": _src("красные карты двух колод, комета 9♣", "red cards of two packs, comet 9♣"),
                "black": _src("чёрные карты двух колод, комета 9♥", "black cards of two packs, comet 9♥")}),
        Option("partners", ("auto", False), {"ru": "Вчетвером — двое на двое", "en": "Four play 2 against 2"},
               _src("по Розалиеву: «при четверых игра ведется двое на двое»; партнёры напротив — наш выбор",
                    "Rozaliev: four play two against two; partners opposite — our choice"),
               {"auto": _src("да, если играют вчетвером", "yes, when four play")}),
        Option("same_rank_group", ("3_or_4", "any", "single"),
               {"ru": "Карты одного достоинства разом", "en": "Cards of one rank at once"}, _SEED,
               {"3_or_4": _src("три или четыре", "three or four"), "any": _src("две и больше", "two or more"),
                "single": _src("только по одной", "one at a time")}),
        Option("comet_stuck_multiplier", (2, 3, 4),
               {"ru": "Комета у противника — очки умножаются на", "en": "Comet left with an opponent: points ×"},
               _src("по Розалиеву: вдвое или, по договорённости, втрое, вчетверо",
                    "Rozaliev: double, or by agreement triple, quadruple")),
        OPERA_OPTION,
        Option("target", (24, 12, 36, 48), {"ru": "Игра до очков", "en": "Play to points"},
               _src("по Розалиеву: обычно до 24", "Rozaliev: usually to 24")),
        Option("dealer_fine", (1, 0, 2, 3), {"ru": "Штраф сдающего в кон (жетонов)", "en": "Dealer's fine to the pot"},
               _src("по Розалиеву: «сдающий обычно платит штраф»; сумма — наш выбор",
                    "Rozaliev: the dealer usually pays a fine; the amount is our choice")),
    )
    rulebook = (
        Rule("Играют от двух до четырёх человек; вчетвером — двое на двое.",
             "Two to four players; four play two against two.",
             Seed("Игроков от двух до четырех человек. При четверых игра ведется двое на двое",
                  "Two to four players. Four play two against two.")),
        Rule("Партнёры сидят напротив друг друга.", "Partners sit opposite each other.",
             Reading("В тексте не сказано; так сидят во всех играх двое на двое.",
                     "The text does not say; partners sit so in every two-against-two game.")),
        Rule("Колода в 49 карт: все красные карты двух колод по 52 листа без тузов (по четыре карты каждого "
             "достоинства от двойки до короля) и чёрная девятка, обычно трефовая, — «комета».",
             "A 49-card deck: all the red cards of two 52-card packs without the aces (four cards of each rank "
             "from two to king) and a black nine, usually clubs — the 'comet'.",
             Seed("из двух колод по 52 листа каждая выбираются все красные карты. Тузы отбрасываются … К этой "
                  "колоде добавляется девятка черной масти, обычно крестовой. Это — «комета»",
                  "all the red cards are taken from two 52-card packs. The aces are thrown out … A black nine, "
                  "usually of clubs, is added. This is the 'comet'.")),
        Rule("Можно играть и «чёрной» колодой: 48 чёрных карт и красная девятка.",
             "A 'black' deck is also played: 48 black cards and a red nine.",
             Seed("Можно играть и составленной аналогичным образом «черной» колодой из 48 карт черной масти и "
                  "красной девятки",
                  "One may also play a 'black' deck made the same way, 48 black cards and a red nine.")),
        Rule("Красная девятка «чёрной» колоды — червонная.", "The red nine of the black deck is the nine of hearts.",
             Reading("Масть в тексте не названа; нужна одна определённая карта.",
                     "The text names no suit; one definite card is needed.")),
        Rule("Старшинство: 2, 3 … 10, валет, дама, король; ряд кончается королём.",
             "Ranks: 2, 3 … 10, jack, queen, king; a run ends with the king.",
             Seed("Пример игры: игрок имеет на руках и выкладывает на стол: 7, 8, 9, 10, В, Д, К",
                  "An example: a player holds and lays out 7, 8, 9, 10, J, Q, K.")),
        Rule("Сдающий платит штраф за сдачу; сдают по очереди.", "The dealer pays a fine for dealing; the deal rotates.",
             Seed("Сдающий обычно платит штраф за сдачу — определенную сумму, устанавливаемую до начала игры. "
                  "Сдача производится каждым из игроков по очереди",
                  "The dealer usually pays a fine for the deal, a sum agreed before play. Each player deals in "
                  "turn.")),
        Rule("Штраф — один жетон в кон (настраивается: 0–3).", "The fine is one token into the pot (adjustable: 0–3).",
             Reading("Сумма в тексте «определённая», но не названа; куда идёт штраф, не сказано — в кон, который "
                     "забирает выигравший.",
                     "The text calls the sum 'agreed' without naming it, nor where it goes: into the pot the "
                     "winner takes.")),
        Rule("Сдают по три карты: двоим по 18 (13 карт откладывают, они в игре не участвуют), троим по 16 "
             "(одна в остатке), четверым по 12 (одна в остатке). Остаток никто не видит.",
             "Cards are dealt by threes: two players 18 each (13 lie aside, out of play), three 16 (one left "
             "over), four 12 (one left over). Nobody sees the cards left over.",
             Seed("При двух игроках сдается по три карты за раз до восемнадцати каждому. Оставшиеся карты "
                  "кладутся на стол и в игре не участвуют. При трех игроках — до 16 карт, и одна остается. При "
                  "четырех — до двенадцати, в остатке также одна",
                  "With two players three cards at a time are dealt up to eighteen each; the rest lie on the "
                  "table out of play. With three, up to 16, one left over. With four, up to twelve, one left "
                  "over too.")),
        Rule("Первым ходит сидящий слева от сдающего.", "The player left of the dealer starts.",
             Seed("Первым ходит игрок, сидящий по левую руку от сдатчика", "The player on the dealer's left starts.")),
    ) + _run_rules("комета", "comet") + (
        Rule("Комета заменяет любую карту (её достоинство назначает тот, кто её кладёт) и кладётся только на "
             "своём ходу.",
             "The comet stands for any card (its layer names the rank) and is laid on its holder's turn only.",
             Seed("«Комета» является картой, достоинство которой устанавливается по желанию имеющего ее игрока … "
                  "«Комета» заменяет любую карту и может быть положена игроком на своем ходе",
                  "The comet is a card whose rank its holder sets at will … The comet replaces any card and may "
                  "be laid by a player on his turn.")),
        Rule("За комету игроки платят положившему по 2 жетона; если комета — его последняя карта, по 4.",
             "Every player pays the comet's layer 2 tokens; 4 if it is his last card.",
             Seed("За «комету» игроки платят по два жетона ее выложившему. Если «комета» — последняя карта игрока, "
                  "то выкладка в этом случае оплачивается четырьмя жетонами",
                  "For the comet the players pay its layer two tokens each. If the comet is a player's last "
                  "card, the run is paid four tokens.")),
        Rule("Вдвоём на двое за комету платят только противники.", "Two against two, only the opponents pay for the comet.",
             Reading("Партнёр не платит партнёру: у пары общий счёт.", "A partner does not pay his partner: a side "
                     "shares its score.")),
        Rule("Вместе с кометой игрок выкладывает и свои девятки, какую бы карту комета ни заменяла.",
             "With the comet a player lays his nines too, whatever card the comet stands for.",
             Seed("Если игрок выложил «комету», то вместе с ней он может выложить девятки, независимо от того, "
                  "карту какого достоинства заменяет «комета»",
                  "If a player laid the comet, he may lay nines with it, whatever rank the comet stands for.")),
        Rule("Девятки при комете выкладываются всегда и уходят в сторону; ряд продолжается от того достоинства, "
             "которое заменяет комета.",
             "The nines always go with the comet, aside; the run continues from the rank the comet stands for.",
             Reading("В тексте «может»; оставленная девятка только вредит (её не положить, пока ряд не дойдёт "
                     "до восьмёрки), поэтому выбора не даём; девятка посреди чужого ряда его бы сломала — "
                     "откладываем её.",
                     "The text says 'may'; a nine kept can only cost (it waits for an eight), so no choice is "
                     "offered; a nine inside another rank's run would break it, so it goes aside.")),
        Rule("Выигрывает сдачу первый оставшийся без карт и записывает себе столько очков, сколько карт "
             "осталось у противника на руках.",
             "The first player out of cards wins the hand and scores as many points as there are cards left in "
             "the opponent's hand.",
             Seed("Выигрывает первый оставшийся без карт. При этом выигравший записывает себе столько очков, "
                  "сколько карт осталось у противника на руках",
                  "The first out of cards wins; he scores as many points as cards are left in the opponent's "
                  "hand.")),
        Rule("Втроём и вчетвером считаются карты всех противников; вдвоём на двое очки пишутся паре.",
             "With three or four players all the opponents' cards count; two against two the side scores.",
             Reading("Текст говорит об одном противнике (игра вдвоём); для трёх и четырёх — сумма.",
                     "The text speaks of one opponent (the two-player game); with three or four, the sum.")),
        Rule("Если у противника осталась комета, очки удваиваются (по договорённости — втрое, вчетверо).",
             "If an opponent is left holding the comet, the points double (by agreement triple, quadruple).",
             Seed("Если на руках у противника осталась «комета», то в зависимости от предварительной "
                  "договоренности очки считаются вдвое или более (втрое, вчетверо)",
                  "If the comet is left in the opponent's hand, the points count double or more (triple, "
                  "quadruple) by prior agreement.")),
        Rule("Кто выложил все карты без перерыва, взял «оперу»: очки удваиваются, а если опера кончилась "
             "кометой — учетверяются.",
             "A player who laid all his cards without a break has taken the 'opera': the points double, and "
             "quadruple if the opera ends with the comet.",
             Seed("Игрок, уложивший все карты без перерыва, считается взявшим «оперу». За «оперу» очки удваиваются. "
                  "Если «опера» оканчивается «кометой» — учетверяются",
                  "A player who laid all his cards without a break has taken the opera. For the opera the "
                  "points double; if the opera ends with the comet, they quadruple.")),
        Rule("«Без перерыва» — ни разу не спасовав за сдачу: вся рука выложена за один ход. Вариант: опера и "
             "тогда, когда последний ход игрок начал со своего захода и выложил всё, что оставалось.",
             "'Without a break' means never passing in the hand: the whole hand laid in one turn. Option: an "
             "opera also when the winner began his last turn with a lead of his own and laid all he still held.",
             Reading("«Все карты» — вся рука, поэтому по умолчанию опера — рука без единого паса (у ботов — "
                     "около 7 % сдач). Второе прочтение считает «без перерыва» только последний ход (около "
                     "половины сдач; опера тогда обычна, а не редка).",
                     "'All the cards' is the whole hand, so by default the opera is a hand without a single "
                     "pass (about 7 % of the bots' hands). The other reading looks only at the last turn (about "
                     "half of the hands: the opera common rather than rare).")),
        Rule("Множители перемножаются: опера при комете, оставшейся у противника, — очки ×2 × 2.",
             "The multipliers multiply: an opera while an opponent is left holding the comet — points ×2 × 2.",
             Reading("Текст не говорит, как они складываются; перемножение — самое простое.",
                     "The text does not say how they combine; multiplying is the simplest.")),
        Rule("Играют до 24 очков; выигравший забирает кон.", "Play to 24 points; the winner takes the pot.",
             Seed("Игра обычно ведется до набора одним из игроков 24 очков. Выигравший забирает кон",
                  "The game is usually played until one player reaches 24 points. The winner takes the pot.")),
        Rule("У каждого в начале 50 жетонов.", "Everyone starts with 50 tokens.",
             Reading("Запаса жетонов текст не называет; 50 хватает на любой матч.",
                     "The text names no stock of tokens; 50 last any match.")),
    )
    run_rule_keys = ()

    # --- configuration ------------------------------------------------------------
    def deck_of(self, options) -> tuple:
        return kometa_deck(options["deck_colour"])

    def wild_of(self, options) -> Card:
        return comet_card(options["deck_colour"])

    def teams_of(self, seats, options) -> tuple:
        if seats == 4 and options.get("partners") == "auto":
            return ((0, 2), (1, 3))
        return tuple((s,) for s in range(seats))

    def start_tokens(self, options) -> int:
        return 50

    def _make_run_rules(self, options):
        return RunRules(rank_order=KOMETA_ORDER, buy_limit=0, top_closes="continue", must_continue=True,
                        deal_table=KOMETA_DEAL, deal_packet=3)

    # --- phrases ------------------------------------------------------------------
    phrase_ids = frozenset({
        "act.lay", "act.pass", "kometa.act.group", "kometa.act.wild", "kometa.act.wild_own",
        "kometa.new_deal", "kometa.fine", "kometa.gets", "kometa.aside_deal", "kometa.lead", "kometa.lay",
        "kometa.lead_group", "kometa.lay_group", "kometa.wild", "kometa.own_aside", "kometa.pays_wild",
        "kometa.cannot_pay_wild", "kometa.pass", "kometa.gok", "kometa.gok_card", "kometa.closed_passed",
        "kometa.won", "kometa.opera", "kometa.opera_wild", "kometa.points", "kometa.pays_cards",
        "kometa.pays_part", "kometa.cannot_pay", "kometa.pot", "kometa.leave", "kometa.match_over",
        "kometa.match_result", "kometa.score", "kometa.tokens", "kometa.show",
        "say.pass", "kometa.bubble.without", "kometa.bubble.gok", "kometa.bubble.wild", "kometa.bubble.opera"}
    ) | KOMETA_NOTE_IDS

    def table_notes(self, view) -> tuple:
        return kometa_notes(view, self.run_rules(view.public["options"]), _wild_word(self))

    def action_phrase(self, action):
        if action.kind == "pass":
            return Phrase("act.pass")
        if action.kind == "play":
            if action.value is not None:
                own = action.cards[1:]
                if own:
                    return Phrase("kometa.act.wild_own", card=action.cards[0], rank=rank_word(action.value),
                                  cards=tuple(own), wild=_wild_word(self))
                return Phrase("kometa.act.wild", card=action.cards[0], rank=rank_word(action.value),
                              wild=_wild_word(self))
            if len(action.cards) > 1:
                return Phrase("kometa.act.group", cards=tuple(action.cards))
            return Phrase("act.lay", card=action.card)
        raise ValueError(f"{self.id}: no phrase for an action of kind {action.kind!r}")

    def bubble(self, event):
        if event.seat is None:
            return None
        if event.what == "pass" and event.get("need") is not None:
            return Phrase("kometa.bubble.without", rank=rank_word(event.get("need")))
        if event.what == "play" and event.get("wild"):
            return Phrase("kometa.bubble.wild", wild=_wild_word(self))
        if event.what == "run_closed" and event.get("reason") in ("king", "gok"):
            return Phrase("kometa.bubble.gok")
        if event.what == "deal_over" and event.get("opera"):
            return Phrase("kometa.bubble.opera")
        return None

    def describe(self, events):
        out: list = []
        wild = _wild_word(self)
        for e in events:
            k = e.what
            who = None if e.seat is None else Seat(e.seat)
            if k == "new_deal":
                out.append(Phrase("kometa.new_deal", n=e.get("deal"), who=who))
            elif k == "leave":
                out.append(Phrase("kometa.leave", who=who))
            elif k == "chips":
                reason = e.get("reason")
                src, dst = e.get("from"), e.get("to")
                if reason == "fine":
                    out.append(Phrase("kometa.fine", who=who, n=e.get("amount")))
                elif reason == "comet":
                    out.append(Phrase("kometa.pays_wild", who=Seat(int(src[7:])), to=Seat(int(dst[7:])),
                                      n=e.get("amount"), wild=wild))
                elif reason == "pot":
                    out.append(Phrase("kometa.pot", who=Seat(int(dst[7:])), n=e.get("amount")))
                # "cards": worded by the hand's settlement (deal_over)
            elif k == "deal" and e.dst == "talon":
                if e.count:
                    out.append(Phrase("kometa.aside_deal", n=e.count))
            elif k == "deal" and e.cards:
                out.append(Phrase("kometa.gets", who=who, cards=tuple(e.cards)))
            elif k == "play":
                if e.get("wild"):
                    out.append(Phrase("kometa.wild", who=who, card=e.cards[0], rank=rank_word(e.get("as")),
                                      wild=wild, lead=bool(e.get("lead"))))
                elif len(e.cards) > 1:
                    out.append(Phrase("kometa.lead_group" if e.get("lead") else "kometa.lay_group", who=who,
                                      cards=tuple(e.cards)))
                else:
                    out.append(Phrase("kometa.lead" if e.get("lead") else "kometa.lay", who=who, card=e.cards[0]))
            elif k == "aside":
                out.append(Phrase("kometa.own_aside", who=who, cards=tuple(e.cards)))
            elif k == "pass":
                need = e.get("need")
                out.append(Phrase("kometa.pass", who=who, rank=rank_word(need)) if need is not None
                           else Phrase("say.pass", who=who))
            elif k == "run_closed":
                reason = e.get("reason")
                out.append(Phrase("kometa.gok" if reason == "king" else "kometa.gok_card" if reason == "gok"
                                  else "kometa.closed_passed", who=who))
            elif k == "show":
                out.append(Phrase("kometa.show", who=who, cards=tuple(e.cards)))
            elif k == "deal_over":
                out.extend(deal_phrases(self, dict(e.data)))
            elif k == "match_over":
                out.append(Phrase("kometa.match_over"))
        return out

    def settlement(self, summary: dict) -> list:
        return deal_phrases(self, summary)

    def result_phrases(self, view: View) -> list:
        pub = view.public
        lines = deal_phrases(self, pub["last_deal"]) if pub["last_deal"] else []
        return lines + match_phrases(self, view)

    def rule_policy(self, view, rng):
        return kometa_policy(self, view, rng)


class Manilya(Kometa):
    id = "manilya"
    title = {"ru": "Манилья", "en": "Manille"}
    blurb = {"ru": "Комета на одной колоде: манилия 10♦, жетоны, выбывание",
             "en": "Comet on one pack: the manille 10♦, tokens, elimination"}
    min_seats, max_seats = 2, 5
    manilya = True
    options = (
        Option("chips", (10, 3, 5), {"ru": "Фишек по 10 жетонов у каждого", "en": "Chips of 10 tokens each"},
               _src("по Розалиеву: по 10 фишек из 10 жетонов", "Rozaliev: 10 chips of 10 tokens each")),
        Option("same_rank_group", ("3_or_4", "any", "single"),
               {"ru": "Карты одного достоинства разом", "en": "Cards of one rank at once"},
               _src("как в комете (по Розалиеву: «остальные правила аналогичны»)",
                    "as in Comet (Rozaliev: 'the other rules are the same')"),
               {"3_or_4": _src("три или четыре", "three or four"), "any": _src("две и больше", "two or more"),
                "single": _src("только по одной", "one at a time")}),
        Option("comet_stuck_multiplier", (2, 3, 4),
               {"ru": "Манилия на руках — плата умножается на", "en": "Manille left in hand: payment ×"},
               _src("как в комете; наш выбор — вдвое", "as in Comet; our choice: double")),
        OPERA_OPTION,
    )
    rulebook = (
        Rule("Играют от двух до пяти человек колодой в 52 карты.", "Two to five players, a 52-card pack.",
             Seed("Игроков от двух до пяти человек. Для игры необходима колода в 52 листа",
                  "Two to five players. A 52-card pack is needed.")),
        Rule("Роль кометы играет «манилия» — десятка бубен.", "The 'manille', the ten of diamonds, plays the comet's part.",
             Seed("Роль кометы играет в этой игре «манилия» — десятка бубен",
                  "In this game the 'manille', the ten of diamonds, plays the comet.")),
        Rule("Туз — младшая карта, дальше 2, 3 … 10, валет, дама, король — старшая.",
             "The ace is the lowest card, then 2, 3 … 10, jack, queen, king the highest.",
             Reading("Текст не говорит, где туз: в колоде кометы тузов нет, а ряд кончается королём. Туз "
                     "младший — как в старинной французской манилье, от которой идёт комета (английская "
                     "Википедия, «Comet (card game)»: «K high … A low»).",
                     "The text does not place the ace: the comet's deck has none, and a run ends with the king. "
                     "The ace is low, as in the old French manille the comet comes from (English Wikipedia, "
                     "'Comet (card game)': K high … A low).")),
        Rule("Перед началом игры каждый получает по 10 фишек, в каждой по 10 жетонов.",
             "Before play everyone gets 10 chips of 10 tokens each.",
             Seed("Перед началом игры каждый получает по 10 фишек, состоящих из 10 жетонов каждая",
                  "Before play each gets 10 chips of 10 tokens each.")),
        Rule("Сдают по три карты: двоим вся колода, по 26; троим по 17 (одна остаётся); четверым по 13; пятерым "
             "по 10 (две остаются). Оставшиеся карты никто не смотрит.",
             "Dealt by threes: two players the whole pack, 26 each; three 17 (one left); four 13; five 10 (two "
             "left). Nobody may look at the cards left over.",
             Seed("Сдача производится по три карты за раз. При двух игроках сдается вся колода — по двадцать шесть "
                  "карт каждому, при трех — по семнадцать, и одна остается. При четырех — по тринадцать, при пяти "
                  "— по десять, и две остаются. Карты, оставшиеся после сдачи, никто смотреть не имеет право",
                  "Three cards at a time. Two players get the whole pack, 26 each; three 17, one left; four 13; "
                  "five 10, two left. Nobody may look at the cards left after the deal.")),
        Rule("Остальные правила — как в комете, но расплата — фишками.",
             "The other rules are as in Comet, but payment is in chips.",
             Seed("Остальные правила аналогичны, но расплата производится фишками",
                  "The other rules are the same, but payment is in chips.")),
        Rule("Первым ходит сидящий слева от сдающего; сдают по очереди.",
             "The player left of the dealer starts; the deal rotates.",
             Seed("Первым ходит игрок, сидящий по левую руку от сдатчика … Сдача производится каждым из игроков "
                  "по очереди",
                  "(Comet) The player on the dealer's left starts … Each player deals in turn.")),
    ) + _run_rules("манилия", "manille") + (
        Rule("Манилия заменяет любую карту и кладётся только на своём ходу; за неё каждый платит положившему "
             "по 2 жетона, по 4 — если это его последняя карта.",
             "The manille stands for any card, on its holder's turn only; everyone pays its layer 2 tokens, 4 "
             "if it is his last card.",
             Seed("«Комета» заменяет любую карту и может быть положена игроком на своем ходе. За «комету» игроки "
                  "платят по два жетона ее выложившему. Если «комета» — последняя карта игрока, то выкладка в этом "
                  "случае оплачивается четырьмя жетонами",
                  "(Comet) The comet replaces any card, laid on its holder's turn. The players pay its layer "
                  "two tokens each; four if it is his last card.")),
        Rule("Вместе с манилией игрок выкладывает и свои десятки (они уходят в сторону).",
             "With the manille a player lays his tens too (they go aside).",
             Reading("У кометы так с девятками («вместе с ней он может выложить девятки»); манилия — десятка, "
                     "поэтому десятки. Как и там, всегда: оставленная карта только вредит.",
                     "The comet does so with nines ('with it he may lay nines'); the manille is a ten, hence "
                     "tens. As there, always: a card kept only costs.")),
        Rule("Первый оставшийся без карт выигрывает сдачу: каждый другой платит ему по фишке (10 жетонов) за "
             "каждую оставшуюся у него карту.",
             "The first out of cards wins the hand: every other player pays him a chip (10 tokens) for each card "
             "left in his hand.",
             Reading("Текст говорит только «расплата производится фишками»: очко кометы (карта в руке) "
                     "платится фишкой. Плата по жетону за карту растягивала игру на тысячи сдач.",
                     "The text says only 'payment is in chips': Comet's point (a card in hand) is paid with a "
                     "chip. A token a card (another reading) stretched a game over thousands of hands.")),
        Rule("Если у проигравшего осталась манилия, он платит вдвое (вариант: втрое, вчетверо).",
             "A loser left holding the manille pays double (options: triple, quadruple).",
             Seed("Если на руках у противника осталась «комета», то в зависимости от предварительной "
                  "договоренности очки считаются вдвое или более (втрое, вчетверо)",
                  "(Comet) If the comet is left in the opponent's hand, the points count double or more by "
                  "agreement.")),
        Rule("«Опера» (все карты без перерыва) удваивает плату, опера, кончившаяся манилией, — учетверяет.",
             "The 'opera' (all the cards without a break) doubles the payment; an opera ending with the manille "
             "quadruples it.",
             Seed("Игрок, уложивший все карты без перерыва, считается взявшим «оперу». За «оперу» очки удваиваются. "
                  "Если «опера» оканчивается «кометой» — учетверяются",
                  "(Comet) A player who laid all his cards without a break has taken the opera: double; ending "
                  "with the comet, quadruple.")),
        Rule("«Без перерыва» — ни разу не спасовав за сдачу. Вариант: и когда последний ход начат со своего "
             "захода и выложено всё, что оставалось.",
             "'Without a break' means never passing in the hand. Option: also a last turn begun with a lead of "
             "one's own in which all that was left is laid.",
             Reading("«Все карты» — вся рука; второе прочтение смотрит только на последний ход (как в комете).",
                     "'All the cards' is the whole hand; the other reading looks at the last turn only (as in "
                     "Comet).")),
        Rule("Кому нечем заплатить сполна, платит что есть.", "A player who cannot pay in full pays what he has.",
             Reading("Текст не говорит; долгов не ведём — без фишек игрок выбывает.",
                     "The text does not say; no debts are kept — without chips a player is out.")),
        Rule("Проигрывает первый, оставшийся без фишек: он выбывает. Выигрывает тот, у кого остались фишки, "
             "когда у всех остальных они кончились.",
             "The first player out of chips loses and leaves. The one who still has chips when all the others "
             "have none wins.",
             Seed("Проигрывает первый, оставшийся без фишек. Он выбывает из игры. Выигрывает имеющий фишки на "
                  "руках, когда у всех остальных игроков фишки кончились",
                  "The first left without chips loses and leaves the game. The one holding chips when all the "
                  "others have run out wins.")),
    )
    run_rule_keys = ()

    def deck_of(self, options):
        return deck(52)

    def wild_of(self, options):
        return MANILLA

    def teams_of(self, seats, options):
        return tuple((s,) for s in range(seats))

    def start_tokens(self, options):
        return 10 * options["chips"]

    def per_card(self, options) -> int:
        """Tokens a loser pays per card left: a chip (10 tokens) — the seed: «расплата производится
        фишками» (the comet is paid in tokens); the catalogue's [P] reading, a token a card, made a
        match of thousands of hands."""
        return 10

    def _make_run_rules(self, options):
        return RunRules(rank_order=LOW_ACE_ORDER, buy_limit=0, top_closes="continue", must_continue=True,
                        deal_table=MANILYA_DEAL, deal_packet=3)


KOMETA_GAME = register(Kometa())
MANILYA_GAME = register(Manilya())

__all__ = ["Kometa", "Manilya", "KometaState", "kometa_deck", "comet_card", "MANILLA", "KOMETA_ORDER",
           "ACE", "QUEEN"]
