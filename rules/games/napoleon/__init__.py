"""Наполеон — Napoleon (catalogue C3; seed 001). See engine.py for the rules and the record."""
from __future__ import annotations

import random

from ...actions import Action
from ...cards import ACE, JACK, KING, QUEEN
from ...game import Option
from ...phrases import Phrase, Seat, Word
from ...registry import register
from ...view import View
from ..tricks.engine import TrickGame
from .engine import NAPOLEON, NapoleonState
from .rulebook import RULEBOOK
from ..king.notes import NAPOLEON_NOTE_IDS, napoleon_notes

_SUITS = ("S", "C", "H", "D")


class Napoleon(TrickGame):
    id = "napoleon"
    # for the tests: the stock (6–26 cards) and another hand are always hidden, so no endgame is
    # small enough to enumerate; and three deals are too few for a 12-iteration search to show
    # (eight are)
    min_unseen = 7
    search_test_deals = 8
    family = "tricks"
    state_class = NapoleonState
    title = {"ru": "Наполеон", "en": "Napoleon"}
    blurb = {"ru": "Заявить взятки, назначить козырь первым ходом и взять клад",
             "en": "Bid your tricks, name trumps by your first lead and win the hoard"}
    min_seats, max_seats = 2, 6
    utility = "chips"
    options = (
        Option("rounds", (2, 1, 4), {"ru": "Кругов сдач", "en": "Rounds of deals"},
               {"ru": "наш выбор: игра — столько кругов (каждый сдаёт столько раз)",
                "en": "our choice: the game lasts this many rounds (each deals so many times)"},
               {1: {"ru": "1 круг", "en": "1 round"}, 2: {"ru": "2 круга", "en": "2 rounds"},
                4: {"ru": "4 круга", "en": "4 rounds"}}),
        Option("unit", (1, 2, 5), {"ru": "Ставка за взятку", "en": "Stake per trick"},
               {"ru": "по Розалиеву: «играют по 10 коп.» — ставка оговаривается", "en": "Rozaliev: an agreed stake"}),
        Option("ante", (1, 2, 5), {"ru": "Взнос в клад за сдачу", "en": "Into the hoard per deal"},
               {"ru": "по Розалиеву: «сумма, вносимая каждым игроком за сдачу»",
                "en": "Rozaliev: «the sum each player puts in for a deal»"}),
        Option("start_chips", (100, 50, 200), {"ru": "Фишек у каждого", "en": "Chips each"},
               {"ru": "наш выбор", "en": "our choice"}),
        Option("napoleon_fail", ("double_klad", "pay_each_klad"),
               {"ru": "Проигранный «Наполеон»", "en": "A failed Napoleon"},
               {"ru": "по Розалиеву: «клад Наполеона удваивается» (или платит каждому сумму клада)",
                "en": "Rozaliev: «the hoard is doubled» (or he pays each the hoard's worth)"},
               {"double_klad": {"ru": "клад удваивается", "en": "the hoard doubles"},
                "pay_each_klad": {"ru": "платит каждому сумму клада", "en": "pays each the hoard's worth"}}),
    )
    rulebook = RULEBOOK

    def utility_reference(self, view):
        pub = view.public
        gains = tuple(a - b for a, b in zip(view.chips, pub["start_chips"]))
        return gains, 3.0 * pub["options"]["unit"] * max(2, view.seats - 1) + view.pot / 2

    # ------------------------------------------------------------------ phrases
    phrase_ids = frozenset({
        "napoleon.new_deal", "napoleon.ante", "napoleon.dealt", "napoleon.bid", "napoleon.bid_nap", "napoleon.pass",
        "napoleon.zdes", "napoleon.all_pass", "napoleon.declarer", "napoleon.buy", "napoleon.buy_seen",
        "napoleon.keep", "napoleon.trump", "napoleon.play", "napoleon.trick", "napoleon.made", "napoleon.failed",
        "napoleon.pays", "napoleon.to_klad", "napoleon.from_klad", "napoleon.double", "napoleon.match_over",
        "napoleon.short", "napoleon.short_klad", "napoleon.leaves", "napoleon.last_one",
        "napoleon.act.bid", "napoleon.act.nap", "napoleon.act.zdes", "napoleon.act.keep", "napoleon.act.discard",
        "act.pass", "act.lay", "napoleon.bubble.bid", "napoleon.bubble.nap", "napoleon.bubble.zdes", "bubble.pass"})

    phrase_ids = phrase_ids | NAPOLEON_NOTE_IDS

    def table_notes(self, view) -> tuple:
        return napoleon_notes(view)

    def action_phrase(self, action):
        k = action.kind
        if k == "bid":
            return Phrase("napoleon.act.bid", n=action.value)
        if k == "napoleon":
            return Phrase("napoleon.act.nap")
        if k == "zdes":
            return Phrase("napoleon.act.zdes")
        if k == "pass":
            return Phrase("act.pass")
        if k == "keep":
            return Phrase("napoleon.act.keep")
        if k == "discard":
            return Phrase("napoleon.act.discard", card=action.card)
        return Phrase("act.lay", card=action.card)

    def bubble(self, event):
        k = event.what
        if k == "bid":
            return Phrase("napoleon.bubble.nap") if event.get("napoleon") else Phrase("napoleon.bubble.bid",
                                                                                      n=event.get("level"))
        if k == "zdes":
            return Phrase("napoleon.bubble.zdes")
        if k == "pass":
            return Phrase("bubble.pass")
        return None

    def describe(self, events) -> list:
        out = []
        dealt = False
        for e in events:
            k = e.what
            who = Seat(e.seat) if e.seat is not None else None
            if k == "new_deal":
                out.append(Phrase("napoleon.new_deal", n=e.get("no"), total=e.get("of"), who=who))
            elif k == "chips":
                amount, reason = e.get("amount"), e.get("reason")
                src, dst = e.get("from"), e.get("to")
                if reason == "ante":
                    continue
                if dst == "pot":
                    out.append(Phrase("napoleon.double" if reason == "double" else "napoleon.to_klad",
                                      who=Seat(int(src[7:])), n=amount))
                elif src == "pot":
                    out.append(Phrase("napoleon.from_klad", who=Seat(int(dst[7:])), n=amount))
                else:
                    out.append(Phrase("napoleon.pays", who=Seat(int(src[7:])), to=Seat(int(dst[7:])), n=amount))
            elif k == "pays":               # a payment short of what was owed
                dst = e.get("to")
                if dst.startswith("player:"):
                    out.append(Phrase("napoleon.short", who=who, to=Seat(int(dst[7:])), owed=e.get("owed"),
                                      n=e.get("amount")))
                else:
                    out.append(Phrase("napoleon.short_klad", who=who, owed=e.get("owed"), n=e.get("amount")))
            elif k == "leave":
                out.append(Phrase("napoleon.leaves", who=who, n=e.get("chips"), ante=e.get("ante")))
            elif k == "deal":
                if not dealt:
                    out.append(Phrase("napoleon.dealt", n=5))
                    dealt = True
            elif k == "bid":
                out.append(Phrase("napoleon.bid_nap", who=who) if e.get("napoleon")
                           else Phrase("napoleon.bid", who=who, n=e.get("level")))
            elif k == "pass":
                out.append(Phrase("napoleon.pass", who=who))
            elif k == "zdes":
                out.append(Phrase("napoleon.zdes", who=who, n=min(e.get("level"), 5)))
            elif k == "all_pass":
                out.append(Phrase("napoleon.all_pass"))
            elif k == "declarer":
                out.append(Phrase("napoleon.declarer", who=who, n=e.get("contract"), nap=e.get("napoleon")))
            elif k == "buy_discard":
                pass
            elif k == "buy":
                out.append(Phrase("napoleon.buy_seen", who=who, card=e.cards[0]) if e.cards
                           else Phrase("napoleon.buy", who=who))
            elif k == "keep":
                out.append(Phrase("napoleon.keep", who=who))
            elif k == "trump_named":
                out.append(Phrase("napoleon.trump", who=who, suit=Word(e.get("suit"))))
            elif k == "play":
                out.append(Phrase("napoleon.play", who=who, card=e.cards[0]))
            elif k == "trick":
                out.append(Phrase("napoleon.trick", who=who))
            elif k == "contract":
                pid = "napoleon.made" if e.get("made") else "napoleon.failed"
                out.append(Phrase(pid, who=who, took=e.get("took"), n=e.get("contract"), nap=e.get("napoleon")))
            elif k == "match_over":
                out.append(Phrase("napoleon.last_one" if e.get("reason") == "out_of_chips"
                                  else "napoleon.match_over"))
        return out

    # ------------------------------------------------------------------ the rule bot
    def rule_policy(self, view: View, rng: random.Random) -> Action:
        return napoleon_policy(view, rng)


# --------------------------------------------------------------------------- the bot
def hand_strength(cards, seats: int):
    """(expected tricks, best trump suit) of a five-card hand as the declarer who leads
    trumps first: high trumps and length in the trump suit, outside aces and guarded kings;
    fewer tricks against more opponents."""
    best = (0.0, "S")
    for t in _SUITS:
        trumps = sorted((c.rank for c in cards if c.suit == t), reverse=True)
        est = 0.0
        for i, r in enumerate(trumps):
            missing = (ACE - r) - i          # higher trumps I do not hold
            est += 1.0 if missing <= 0 else (0.7 if (len(trumps) >= 3 or missing == 1) else 0.35)
        for c in cards:
            if c.suit == t:
                continue
            n = sum(1 for x in cards if x.suit == c.suit)
            if c.rank == ACE:
                est += 0.85
            elif c.rank == KING and n >= 2:
                est += 0.45
        est *= 1.0 - 0.06 * max(0, seats - 3)
        if est > best[0]:
            best = (est, t)
    return best


def _beats(card, best, led, trump):
    def power(c):
        if trump is not None and c.suit == trump:
            return 200 + c.rank
        if c.suit == led:
            return 100 + c.rank
        return -1
    return power(card) > power(best)


def napoleon_policy(view: View, rng: random.Random) -> Action:
    legal = list(view.legal)
    if len(legal) == 1:
        return legal[0]
    pub = view.public
    me = view.seat
    cards = [c for c in view.hand(me).cards if c is not None]
    phase = pub["phase"]
    if phase == "bid":
        est, _ = hand_strength(cards, view.seats)
        kinds = {a.kind: a for a in legal}
        if "zdes" in kinds:
            return kinds["zdes"] if est + 0.6 >= min(pub["high"], 5) else kinds["pass"]
        want = int(est + 0.15)
        if est >= 4.8 and "napoleon" in kinds:
            return kinds["napoleon"]
        bids = [a for a in legal if a.kind == "bid" and a.value <= want]
        return min(bids, key=lambda a: a.value) if bids else kinds["pass"]
    if phase == "exchange":
        _, trump = hand_strength(cards, view.seats)
        cand = [a for a in legal if a.kind == "discard" and a.card.suit != trump and a.card.rank < KING]
        if not cand:
            return next(a for a in legal if a.kind == "keep")
        return min(cand, key=lambda a: (a.card.rank, rng.random()))
    # play
    trick = [c for c in view.zone("trick").cards]
    trump, led = pub["trump"], pub["led"]
    declarer = pub["declarer"]
    plays = [a.card for a in legal]
    if not trick:
        if me == declarer:
            if trump is None:
                _, t = hand_strength(cards, view.seats)
                mine = [c for c in plays if c.suit == t] or plays
                return Action("play", (max(mine, key=lambda c: c.rank),))
            trumps = [c for c in plays if c.suit == trump]
            out_trumps = [c for c in view.unseen() if c.suit == trump]
            if trumps and out_trumps:
                return Action("play", (max(trumps, key=lambda c: c.rank),))
            return Action("play", (max(plays, key=lambda c: (c.rank, c.suit != trump)),))
        # a defender leads: his best chance to take a trick from the declarer
        side = [c for c in plays if c.suit != trump] or plays
        return Action("play", (max(side, key=lambda c: (c.rank, rng.random())),))
    seats_played = pub["trick_seats"]
    best_i = 0
    for i in range(1, len(trick)):
        if _beats(trick[i], trick[best_i], led, trump):
            best_i = i
    best = trick[best_i]
    winner = seats_played[best_i]
    beaters = [c for c in plays if _beats(c, best, led, trump)]
    if me == declarer or winner == declarer:
        if beaters:
            return Action("play", (min(beaters, key=lambda c: (c.suit == trump, c.rank)),))
    elif me != declarer and declarer in seats_played:
        pass                                    # a partner against the declarer wins already: throw low
    elif beaters and declarer not in seats_played:
        # the declarer is still to play: win high to stay above him
        return Action("play", (max(beaters, key=lambda c: (c.suit == trump, c.rank)),))
    return Action("play", (min(plays, key=lambda c: (c.suit == trump, c.rank, rng.random())),))


NAPOLEON_GAME = register(Napoleon())
