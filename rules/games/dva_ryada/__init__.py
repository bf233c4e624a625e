"""The two-row game (heading lost in seed 001; catalogue C2), on the trick family's engine.

Two players, 36 cards. The dealer lays a row of cards face down before his opponent and
before himself, one face-up card on each of them, then deals each a hand one card at a
time. A player plays from his hand or any face-up card of his row; when a row card is
played, the card beneath it turns up and becomes playable. Follow suit if able (hand and
face-up row together); otherwise any card; no trumps. The non-dealer leads first, then the
trick winner. After the deal the player with more tricks scores the difference; the deal
alternates; the game goes to ``target`` points (21).

Rows of 6 (the seed's 8 + 8 + 6 would need 44 cards of a 36 pack — catalogue E22); with
``row_size`` 8 the pack is 52 and 8 cards stay undealt.

Zones beyond the engine's: ``row{s}`` (face up) and ``under{s}`` (face down), both with
fixed places (a played row card leaves a gap; the card beneath turns up into its place).
Public record: ``points`` per seat, ``target``, ``sheet`` rows (deal, tricks, points).
"""
from __future__ import annotations

import random

from ...actions import Action
from ...events import Event
from ...game import Option, Result, Settlement, linear_scores
from ...phrases import Phrase, Seat
from ...registry import register
from ...tabletop import ZoneSpec
from ..tricks.reshuffle import gather_out, lay_stock
from ..tricks.engine import TrickGame, TrickState, hand
from .rulebook import RULEBOOK
from ..king.notes import DVA_NOTE_IDS, dva_notes


_ROWS = ("row0", "row1")
_UNDERS = ("under0", "under1")


def row(s):
    return _ROWS[s] if s in (0, 1) else f"row{s}"


def under(s):
    return _UNDERS[s] if s in (0, 1) else f"under{s}"


class DvaRyadaState(TrickState):
    must_follow = True
    must_trump = False
    deal_one_at_a_time = True

    def __init__(self, game, seats, seed, options):
        super().__init__(game, seats, seed, options)
        self.setup_table(dealer=self.rng.randrange(2), points=(0, 0), target=options["target"], sheet=())
        self.pub.dealer = 1 - self.pub.dealer
        self.start_events = self.start_deal()

    def deck_size(self):
        return 36 if self.options["row_size"] == 6 else 52

    def hand_size(self):
        return 6

    def extra_zones(self):
        out = {}
        for s in range(2):
            out[row(s)] = ZoneSpec("row", "up", s, places=True)
            out[under(s)] = ZoneSpec("row_down", "down", s, places=True)
        return out

    def start_deal(self):
        p = self.pub
        events = gather_out(self)
        self.reset_deal()
        p.dealer = 1 - p.dealer
        first = 1 - p.dealer
        p.playing = (first, p.dealer)
        events.append(Event("new_deal", p.dealer, data=(("no", p.deal_no), ("points", p.points))))
        events.extend(lay_stock(self))
        n = self.options["row_size"]
        for zone_of in (under, row):
            for s in p.playing:
                for j in range(n):
                    ev = self.move("deal", "stock", zone_of(s), count=1, seat=s,
                                   public=zone_of is row, data=(("slot", j),))
                    events.append(ev)
        self.deal_cards(p.playing, 6, events)
        self.begin_play_phase(first)
        return events

    # the row: fixed places, a gap where a card was played
    def holdings(self, seat):
        h, r = hand(seat), row(seat)
        return [(h, c) for c in self.zones[h]] + [(r, c) for c in self.zones[r] if c is not None]

    # The three below give what the engine's versions derive from ``holdings``, without its
    # pairs: a move asks for them three times.
    def playable(self, seat):
        z = self.zones
        cards = z[hand(seat)] + [c for c in z[row(seat)] if c is not None]
        led = self.pub.led
        if led is None:
            return cards
        return [c for c in cards if c.suit == led] or cards

    def play_zone(self, seat, card):
        h = hand(seat)
        return h if card in self.zones[h] else row(seat)

    def anyone_holds(self, seats):
        z = self.zones
        # (a row with no face-up card has none beneath either: each turned up when its top went)
        return any(z[hand(s)] or any(c is not None for c in z[row(s)]) for s in seats)

    def move(self, what, src, dst, cards=None, **kw):
        if src.startswith("row") and cards is not None:
            places = self.zones[src]
            j = places.index(cards[0])
            places[j] = None
            self.zones[dst].extend(cards)
            self._slot = j
            return Event(what, kw.get("seat"), tuple(cards), src, dst, index=j, count=1,
                         data=tuple(kw.get("data", ())))
        return super().move(what, src, dst, cards, **kw)

    def after_play(self, seat, card, zone, events):
        if not zone.startswith("row"):
            return
        j = self._slot
        below = self.zones[under(seat)]
        c = below[j] if j < len(below) else None
        if c is not None:
            below[j] = None
            self.zones[row(seat)][j] = c
            events.append(Event("turn", seat, (c,), under(seat), row(seat), index=j, count=1,
                                data=(("slot", j),)))

    def is_legal(self, action):
        p = self.pub
        return (p.phase == "play" and type(action) is Action and action.kind == "play"
                and len(action.cards) == 1 and action.zone is None and action.index is None
                and action.value is None and action.cards[0] in self.playable(p.current))

    def end_deal(self, events):
        p = self.pub
        t = p.tricks
        diff = abs(t[0] - t[1])
        pts = (diff if t[0] > t[1] else 0, diff if t[1] > t[0] else 0)
        p.points = tuple(a + b for a, b in zip(p.points, pts))
        p.sheet += ((p.deal_no, t, pts),)
        events.append(Event("deal_scored", None, data=(("tricks", t), ("points", pts), ("total", p.points))))
        if max(p.points) >= p.target and p.points[0] != p.points[1]:
            p.phase = "over"
            p.current = None
            events.append(Event("match_over", None, data=(("points", p.points),)))
            return
        if p.deal_no >= 60:                      # a safety net: never reached in practice
            p.phase = "over"
            p.current = None
            events.append(Event("match_over", None, data=(("points", p.points),)))
            return
        events.extend(self.start_deal())

    def result(self):
        if not self.over:
            return None
        pts = self.pub.points
        places = (1 if pts[0] >= pts[1] else 2, 1 if pts[1] >= pts[0] else 2)
        moved = (pts[0] - pts[1], pts[1] - pts[0])
        per_deal = tuple((r[2][0] - r[2][1], r[2][1] - r[2][0]) for r in self.pub.sheet)
        return Result(places, linear_scores(places) if places[0] != places[1] else (0.5, 0.5),
                      losers=tuple(s for s in range(2) if places[s] == 2), draw=places[0] == places[1],
                      reason="match_over",
                      settlement=Settlement("points", moved, pts, self.pub.deal_no, None, per_deal))

    def estimate_amounts(self):
        """For the search: at the start of a deal, the points so far (the deals still to come
        are even money); within a deal none — the playout plays the deal out."""
        p = self.pub
        if p.phase == "over":
            return self.result().settlement.moved
        if p.trick_no or self.zones["trick"]:
            return None
        d = p.points[0] - p.points[1]
        return (d, -d)


class DvaRyada(TrickGame):
    id = "dva_ryada"
    family = "tricks"
    state_class = DvaRyadaState
    title = {"ru": "Два ряда", "en": "Two Rows"}
    blurb = {"ru": "Игра вдвоём: ряд карт под рядом, ходить с руки или из ряда",
             "en": "For two: a face-up row over a face-down row; play from the hand or the row"}
    min_seats, max_seats = 2, 2
    options = (
        Option("row_size", (6, 8), {"ru": "Карт в ряду", "en": "Cards in a row"},
               {"ru": "по Розалиеву «по восемь», но 8 + 8 + 6 не помещаются в 36 карт: ряды по 6 (наш выбор) "
                      "или по 8 с колодой в 52 карты",
                "en": "Rozaliev says eight, but 8 + 8 + 6 do not fit a 36-card pack: rows of 6 (our choice) or "
                      "of 8 with 52 cards"},
               {6: {"ru": "по 6 (36 карт)", "en": "6 (36 cards)"}, 8: {"ru": "по 8 (52 карты)", "en": "8 (52 cards)"}}),
        Option("target", (21, 11, 31), {"ru": "Игра до", "en": "Play to"},
               {"ru": "по Розалиеву: «например, игра до 21 очка»", "en": "Rozaliev: «e.g. to 21 points»"}),
    )
    rulebook = RULEBOOK
    utility = "points"

    def utility_amounts(self, result):
        return tuple(result.settlement.moved)

    def utility_reference(self, view):
        p = view.public["points"]
        return (p[0] - p[1], p[1] - p[0]), 8.0

    phrase_ids = frozenset({"dva.new_deal", "dva.dealt", "dva.play", "dva.play_row", "dva.turn", "dva.trick",
                            "dva.scored", "dva.even", "dva.match_over", "act.lay"})

    phrase_ids = phrase_ids | DVA_NOTE_IDS

    def table_notes(self, view) -> tuple:
        return dva_notes(view)

    def action_phrase(self, action):
        return Phrase("act.lay", card=action.card)

    def describe(self, events):
        out = []
        dealt = False
        for e in events:
            k = e.what
            who = Seat(e.seat) if e.seat is not None else None
            if k == "new_deal":
                out.append(Phrase("dva.new_deal", n=e.get("no"), who=who))
            elif k == "deal":
                if not dealt:
                    out.append(Phrase("dva.dealt"))
                    dealt = True
            elif k == "play":
                out.append(Phrase("dva.play_row" if (e.src or "").startswith("row") else "dva.play",
                                  who=who, card=e.cards[0]))
            elif k == "turn":
                out.append(Phrase("dva.turn", who=who, card=e.cards[0]))
            elif k == "trick":
                out.append(Phrase("dva.trick", who=who))
            elif k == "deal_scored":
                t, pts, total = e.get("tricks"), e.get("points"), e.get("total")
                if pts[0] == pts[1]:
                    out.append(Phrase("dva.even", n=t[0]))
                else:
                    w = 0 if pts[0] else 1
                    out.append(Phrase("dva.scored", who=Seat(w), n=pts[w], a=t[w], b=t[1 - w], total=total[w]))
            elif k == "match_over":
                out.append(Phrase("dva.match_over"))
        return out

    def rule_policy(self, view, rng):
        return dva_policy(view, rng)


def dva_policy(view, rng: random.Random) -> Action:
    """Win a trick cheaply when it can be won, else throw the lowest; lead high cards that
    are masters; between equal choices play from the row (the card beneath comes into play)."""
    legal = list(view.legal)
    if len(legal) == 1:
        return legal[0]
    me = view.seat
    rowcards = {c for c in view.zone(row(me)).cards if c is not None}
    trick = list(view.zone("trick").cards)
    plays = [a.card for a in legal]

    def from_row(c):
        return c in rowcards

    if trick:
        led = trick[0]
        win = [c for c in plays if c.suit == led.suit and c.rank > led.rank]
        if win:
            return Action("play", (min(win, key=lambda c: (c.rank, not from_row(c))),))
        return Action("play", (min(plays, key=lambda c: (c.rank, not from_row(c), rng.random())),))
    unseen = view.unseen()
    opp = 1 - me
    opp_row = [c for c in view.zone(row(opp)).cards if c is not None]

    def master(c):
        higher = [x for x in list(unseen) + opp_row if x.suit == c.suit and x.rank > c.rank]
        return not higher
    masters = [c for c in plays if master(c)]
    if masters:
        return Action("play", (max(masters, key=lambda c: (from_row(c), c.rank)),))
    return Action("play", (min(plays, key=lambda c: (not from_row(c), c.rank, rng.random())),))


DVA_RYADA = register(DvaRyada())
