"""«Веришь — не веришь (2)» — Cheat / "I doubt it" (catalogue B7; seeds 000 entry 7, 004 24.а–в).

All cards are dealt. The player to the dealer's right leads and play goes counter-clockwise
(the next seat is ``s - 1``). A play is laid face down card by card (``lay``) and closed by
its announcement (``claim``: the number laid and a rank, «Три дамы»); the leader names any
rank, the next ones must name the same. Instead of laying, the next player may say «Не верю»
(``doubt``) and turn the previous play over: if it was as announced, the doubter takes the
whole centre and the player after him leads; if not, its player takes it and the doubter
leads. Quads are discarded face up at once (24.а, 24.в).

Variants (option ``variant``):
* ``24a`` — as above, 1–4 cards a play;
* ``24b`` — quads stay; «Верю» (``believe``) also turns the previous play over: as
  announced — the centre goes to the discard (отбой) and the believer leads; not — the
  believer takes the centre and the next player leads (seed 000's clause);
* ``24v`` — any number of cards a play; «Не верю» turns over one card of the previous play,
  the one the doubter chooses (``doubt`` with its index in the pile), and that card decides.

The first out of cards wins; a play that empties a hand counts only once it holds (the next
player lays on it, or a check finds it true), and then its player goes out before the one who
checked it (even if the centre he takes empties his hand in fours). When one seat is left
holding cards the game ends at once: he loses, and the last centre is not taken (in 24.а/в
it would go off in fours, the pack being whole fours, and the loser hold nothing).

Each player sees the cards he himself laid in the centre: they lie in his own zone
``laid{s}`` (face "owner"), and ``pub.laid_by`` (public: who laid each card) orders the
centre's cards as a pile; so views, events and sampled worlds are the generic ones.
"""
from __future__ import annotations

import math
from collections import Counter
from dataclasses import replace

from ...actions import Action
from ...cards import deck as make_deck
from ...events import Event
from ...game import Option, Result, linear_scores
from ...phrases import Phrase, Seat
from ...registry import register
from ...rulebook import Reading, Rule, Seed
from ...tabletop import TableGame, TableState, ZoneSpec
from .notes import VERISH_NOTE_IDS, verish_notes

A, B, V = "24a", "24b", "24v"
MAX_PLAY = 4             # cards a play in 24.а/б [P]
LIMIT_PER_CARD = 40      # the safety net: actions per card of the pack [P]
ESTIMATE_SCALE = 12.0    # cards; see VerishState.estimate
ESTIMATE_WEIGHT = 0.5

_LAYS: dict = {}
_CLAIMS: dict = {}


def _claim(n, rank) -> Action:
    """The announcement of the play laid: its rank (its count is the cards laid, which all
    see; so each rank's button keeps its place whatever the count)."""
    a = _CLAIMS.get(rank)
    if a is None:
        a = _CLAIMS[rank] = Action("claim", value=rank)
    return a


_DOUBT = Action("doubt")
_BELIEVE = Action("believe")


def _lay(card, seat: int) -> Action:
    """A card laid face down onto the layer's own ``laid{seat}`` pile (its target)."""
    a = _LAYS.get((seat, card))
    if a is None:
        a = _LAYS[(seat, card)] = Action("lay", (card,), target=f"laid{seat}")
    return a


# The packs, built once: every state deals these very Card objects, so the legal moves
# are looked up by the card's identity (hashing a dataclass is the slow part of a move).
_PACKS = {size: make_deck(size) for size in (32, 36, 52)}
_LAY_BY_ID: dict = {}        # seat -> {id(card): its lay}, built on a seat's first lay


def _lays_of(seat: int) -> dict:
    got = _LAY_BY_ID.get(seat)
    if got is None:
        got = _LAY_BY_ID[seat] = {id(c): _lay(c, seat) for pack in _PACKS.values() for c in pack}
    return got
_SEERS: dict = {}
_UNSET = object()
_RANKS = {size: tuple(sorted({c.rank for c in pack})) for size, pack in _PACKS.items()}


class VerishState(TableState):
    def __init__(self, game, seats, seed, options):
        super().__init__(game, seats, seed, options)
        cards = _PACKS[options["deck"]]
        order = list(cards)
        self.rng.shuffle(order)
        spec = {f"hand{s}": ZoneSpec("hand", "owner", s) for s in range(seats)}
        # the centre: each player's cards laid face down, seen by him alone
        spec.update({f"laid{s}": ZoneSpec("pile", "owner", s) for s in range(seats)})
        # a play turned over at a check lies face up in ``shown`` until the centre goes
        spec.update(shown=ZoneSpec("pile", "up"), quads=ZoneSpec("pile", "up"),
                    discard=ZoneSpec("pile", "down"), stock=ZoneSpec("stock", "down"))
        zones = {name: [] for name in spec}
        zones["stock"] = order
        dealer = self.rng.randrange(seats)
        first = (dealer - 1) % seats
        self.set_table(spec, zones, cards, dealer=dealer, current=first, rank=None, claims=(),
                       laid_by=(), open=0, pending=None, out=(), moves=0,
                       limit=LIMIT_PER_CARD * len(cards), stalemate=False, check=None,
                       turned=((0, 0),) * seats)
        # all the cards, one at a time, counter-clockwise from the dealer's right
        per = [0] * seats
        for i in range(len(order)):
            per[(first - i) % seats] += 1
        events = [self.move("deal", "stock", f"hand{s}", count=per[s], seat=s)
                  for s in sorted(range(seats), key=lambda s: (first - s) % seats)]
        if self.quads_rule:
            for s in range(seats):
                events += self._discard_quads(s)
        events += self._mark_outs()
        if self.over:
            events.append(self._over_event())
        self.start_events = events

    # --- rules of the variant --------------------------------------------------------
    @property
    def variant(self) -> str:
        return self.options["variant"]

    @property
    def quads_rule(self) -> bool:
        return self.options["variant"] != B

    @property
    def max_play(self) -> int:
        return 10 ** 6 if self.options["variant"] == V else MAX_PLAY

    def pile(self) -> list:
        """The centre's cards in the order laid (each player's lie in his zone ``laid{s}``,
        which only he sees; ``pub.laid_by`` says who laid each card of the centre)."""
        nxt = [0] * self.seats
        out = []
        for s in self.pub.laid_by:
            out.append(self.zones[f"laid{s}"][nxt[s]])
            nxt[s] += 1
        return out

    def seers(self, name):
        """As TableState.seers, cached by table size (the faces of a zone never change)."""
        key = (self.seats, name)
        got = _SEERS.get(key, _UNSET)
        if got is _UNSET:
            got = _SEERS[key] = TableState.seers(self, name)
        return got

    # --- the contract ----------------------------------------------------------------
    @property
    def over(self) -> bool:
        return self.pub.stalemate or len(self.pub.out) >= self.seats - 1

    @property
    def to_move(self):
        return None if self.over else self.pub.current

    def legal_actions(self) -> list:
        if self.over:
            return []
        me = self.pub.current
        hand = self.zones[f"hand{me}"]
        opened = self.pub.open
        acts = []
        if opened < self.max_play:
            get = _lays_of(me).get
            acts = [get(id(c)) or _lay(c, me) for c in hand]
        if opened:
            if self.pub.rank is None:
                quads = self.zones["quads"]
                gone = {c.rank for c in quads} if quads else ()
                acts.extend(_claim(opened, r) for r in _RANKS.get(len(self.deck), ()) if r not in gone)
            else:
                acts.append(_claim(opened, self.pub.rank))
        elif self.pub.claims:
            if self.variant == V:
                t, n, _r = self.pub.claims[-1]
                size = len(self.zones[f"laid{t}"])
                acts.extend(Action("doubt", zone=f"laid{t}", index=i) for i in range(size - n, size))
            else:
                acts.append(_DOUBT)
                if self.variant == B:
                    acts.append(_BELIEVE)
        return acts

    def is_legal(self, action) -> bool:
        if self.over or not isinstance(action, Action):
            return False
        k = action.kind
        if k == "lay":
            return (len(action.cards) == 1 and action.zone is None and action.index is None
                    and action.value is None and self.pub.open < self.max_play
                    and action.cards[0] in self.zones[f"hand{self.pub.current}"])
        if k == "claim":
            opened = self.pub.open
            if not opened or action.index is not None or action.cards or action.zone is not None:
                return False
            r = action.value
            if self.pub.rank is not None:
                return r == self.pub.rank
            return (isinstance(r, int) and not isinstance(r, bool) and r in _RANKS.get(len(self.deck), ())
                    and all(c.rank != r for c in self.zones["quads"]))
        return action in self.legal_actions()

    def _apply(self, action) -> list:
        me = self.pub.current
        self.pub.moves += 1
        k = action.kind
        if k == "lay":
            ev = self.move("lay", f"hand{me}", f"laid{me}", [action.card], seat=me)
            self.known.pop(f"hand{me}", None)       # which card went is not public
            self.pub.laid_by = self.pub.laid_by + (me,)
            self.pub.open += 1
            events = [ev]
        elif k == "claim":
            events = self._claim(me, action.value)
        elif k == "doubt":
            events = self._check(me, "doubt", action.index)
        else:
            events = self._check(me, "believe", None)
        if not self.over and self.pub.moves >= self.pub.limit:
            self.pub.stalemate = True
            events.append(Event_("stalemate"))
        if self.over:
            events.append(self._over_event())
        return events

    # --- a play's announcement -----------------------------------------------------
    def _claim(self, me, rank) -> list:
        n = self.pub.open
        events = [Event_("claim", me, data=(("n", n), ("rank", rank)))]
        self.pub.claims = self.pub.claims + ((me, n, rank),)
        self.pub.rank = rank
        self.pub.open = 0
        self.pub.check = None
        # a last play laid on stands (its player is out); this one waits for its answer
        self.pub.pending = None if self.zones[f"hand{me}"] else me
        events += self._mark_outs()
        if not self.over:
            self.pub.current = self._next(me)
        return events

    # --- «Не верю» / «Верю» --------------------------------------------------------
    def _check(self, me, word, index) -> list:
        """The previous play (24.в: its card at ``index``) is turned over in sight of all
        (to the zone ``shown``), then the centre goes to whoever takes it, or to the discard."""
        target, n, rank = self.pub.claims[-1]
        src = f"laid{target}"
        laid = self.zones[src]
        shown = list(laid[len(laid) - n:]) if index is None else [laid[index]]
        truth = all(c.rank == rank for c in shown)
        events = [Event_("say", me, data=(("word", word),))]
        turn = self.move("reveal", src, "shown", shown, public=True, seat=target,
                         data=(("rank", rank), ("n", n), ("truth", truth)))
        events.append(replace(turn, index=index) if index is not None else turn)
        taker = None if word == "believe" and truth else (me if truth == (word == "doubt") else target)
        if self.pub.pending == target and taker != target:
            # his last play holds: he shed his cards before the one who checked them took or
            # sent off the centre, so he goes out first (seed: «первым скинувший … выиграл»)
            self.pub.pending = None
            events += self._mark_outs(first=target)
            if self.over:
                # one seat is left holding cards: he lost, and the play is over — the centre
                # is not taken (taken, in 24.а/в it would all go off in fours, since the pack
                # is whole fours, and the loser would be left with no cards)
                self.pub.check = (me, target, truth, -1 if taker is None else taker)
                return events
        kind, dst = ("discard", "discard") if taker is None else ("take", f"hand{taker}")
        who = me if taker is None else taker
        events.append(self.move(kind, "shown", dst, public=True, seat=who))
        for s in sorted(set(self.pub.laid_by), key=lambda s: self.pub.laid_by.index(s)):
            if self.zones[f"laid{s}"]:
                events.append(self.move(kind, f"laid{s}", dst, seat=who))
        self.pub.laid_by = ()
        self.pub.claims = ()
        self.pub.rank = None
        self.pub.check = (me, target, truth, -1 if taker is None else taker)
        # each seat's plays turned over so far (true, false): all saw them, and a player who
        # has been caught lying often is believed less (verish_policy.lie_chance)
        rec = list(self.pub.turned)
        t, f = rec[target]
        rec[target] = (t + truth, f + (not truth))
        self.pub.turned = tuple(rec)
        if taker is not None and self.quads_rule:
            events += self._discard_quads(taker)
        if self.pub.pending == target:
            self.pub.pending = None                 # he took the centre back: not out
        events += self._mark_outs()
        if not self.over:
            # «Не верю»: true — the one after the doubter leads, false — the doubter;
            # «Верю»: true — the believer, false — the one after him
            leads_next = truth if word == "doubt" else not truth
            self.pub.current = self._next(me) if leads_next else me
            if self.pub.current in self.pub.out:
                self.pub.current = self._next(self.pub.current)
        return events

    def _discard_quads(self, s) -> list:
        hand = self.zones[f"hand{s}"]
        count = Counter(c.rank for c in hand)
        events = []
        for r in sorted(r for r, k in count.items() if k == 4):
            cards = [c for c in hand if c.rank == r]
            events.append(self.move("quads", f"hand{s}", "quads", cards, public=True, seat=s))
        return events

    def _mark_outs(self, first=None) -> list:
        """Every seat with an empty hand whose last play is not awaiting an answer is out
        (``first`` before the others, whose last play has just held; then in play order from
        the seat to move, for those going out together)."""
        out = list(self.pub.out)
        cur = self.pub.current
        fresh = [s for s in range(self.seats) if s not in out and s != self.pub.pending
                 and not self.zones[f"hand{s}"]]
        fresh.sort(key=lambda s: (s != first, (cur - s) % self.seats))
        events = []
        for s in fresh:
            if len(out) >= self.seats - 1:
                break
            out.append(s)
            events.append(Event_("out", s, data=(("place", len(out)),)))
        self.pub.out = tuple(out)
        return events

    def _next(self, s) -> int:
        for step in range(1, self.seats + 1):
            t = (s - step) % self.seats
            if t not in self.pub.out:
                return t
        return s

    def _over_event(self):
        res = self.result()
        loser = res.losers[0] if res.losers else None
        return Event_("over", None, data=(("loser", loser),))

    # --- the end ---------------------------------------------------------------------
    def placings(self) -> tuple:
        order = list(self.pub.out)
        rest = [s for s in range(self.seats) if s not in order]
        rest.sort(key=lambda s: (len(self.zones[f"hand{s}"]), (self.pub.current - s) % self.seats))
        order += rest
        places = [0] * self.seats
        for i, s in enumerate(order):
            places[s] = i + 1
        return tuple(places)

    def result(self):
        if not self.over:
            return None
        places = self.placings()
        held = tuple(len(self.zones[f"hand{s}"]) for s in range(self.seats))
        reason = "deal_limit" if self.pub.stalemate else "out_of_cards"
        return Result(places, linear_scores(places), losers=(places.index(self.seats),), reason=reason,
                      held=held)

    def estimate(self):
        """The seats out keep their places; each seat still in is scored against each
        other by a logistic in the difference of their hand sizes (fewer cards ahead),
        shrunk halfway to the fair share of the places left: the game is mostly luck.
        Calibrated on rule-bot games (3 seats, 120 games, 8 positions each; mean squared
        error 0.150 against the fair share's 0.167; scales 3–20 and shrinks 0.3–1 tried).
        Only between rounds (after a check): inside one, who will take the centre is
        what the hand sizes do not tell, so a cut playout plays on to the check."""
        if self.over:
            return self.result().scores
        if self.pub.claims or self.pub.open:
            return None          # in the middle of a round: play on to its check
        n = self.seats
        out = self.pub.out
        scores = [0.0] * n
        for i, s in enumerate(out):
            scores[s] = (n - i - 1) / (n - 1)
        rest = [s for s in range(n) if s not in out]
        sizes = {s: len(self.zones[f"hand{s}"]) for s in rest}
        mid = (len(rest) - 1) / 2
        for s in rest:
            behind = 0.0
            for t in rest:
                if t != s:
                    behind += 1.0 / (1.0 + math.exp((sizes[t] - sizes[s]) / ESTIMATE_SCALE))
            behind = mid + ESTIMATE_WEIGHT * (behind - mid)
            scores[s] = (n - (len(out) + 1 + behind)) / (n - 1)
        return tuple(scores)


def Event_(kind, seat=None, cards=(), src=None, dst=None, count=0, data=()):
    return Event(kind, seat, cards, src, dst, count=count, data=tuple(data))


class Verish2(TableGame):
    id = "verish_2"
    family = "bluff_pile"
    state_class = VerishState
    title = {"ru": "Веришь — не веришь (2)", "en": "Believe It or Not (2) — Cheat"}
    blurb = {"ru": "Карты рубашкой вверх: «три дамы»… а может, и нет. «Не верю!»",
             "en": "Cards face down: “three queens”… or maybe not. “I don't believe it!”"}
    min_seats, max_seats = 2, 8
    options = (
        Option("variant", (A, B, V), {"ru": "Вариант", "en": "Variant"},
               {"ru": "по Розалиеву, 24.а–24.в (в издании 000 — 19а); 24.б «Верю» и несовпадение — "
                      "поверивший берёт (000)",
                "en": "Rozaliev, 24.a–24.c (19a in the 000 edition); 24.b «I believe» on a false play — the "
                      "believer takes (000)"},
               {A: {"ru": "24.а: четвёрки сбрасываются", "en": "24.a: quads discarded"},
                B: {"ru": "24.б: «Верю» — в отбой", "en": "24.b: “I believe” — to the discard"},
                V: {"ru": "24.в: сколько угодно карт, проверяется одна",
                    "en": "24.c: any number of cards, one is checked"}}),
        Option("deck", (36, 52, 32), {"ru": "Колода", "en": "Deck"},
               {"ru": "«колода любая» — по Розалиеву", "en": "'any deck' — Rozaliev"},
               {36: {"ru": "36 карт", "en": "36 cards"}, 52: {"ru": "52 карты", "en": "52 cards"},
                32: {"ru": "32 карты", "en": "32 cards"}}),
    )
    rulebook = (
        Rule("Игроков — сколько угодно, колода любая (36, 52 или 32 карты).",
             "Any number of players; any deck (36, 52 or 32 cards).",
             Seed("Игроков неограниченное количество. Колода любая.",
                  "The number of players is unlimited. Any deck.")),
        Rule("За столом программы — от двух до восьми игроков.",
             "The program's table seats two to eight players.",
             Reading("первоисточник числа не ограничивает; двое — наименьший стол для блефа, восемь — "
                     "наибольший, какой программа раскладывает",
                     "the original sets no number; two is the fewest for a bluff, eight the most the "
                     "program lays out")),
        Rule("Раздаются по одной все карты.",
             "All the cards are dealt, one at a time.",
             Seed("Раздаются по одной все карты.", "All the cards are dealt one at a time.")),
        Rule("24.а и 24.в: четыре карты одного достоинства сразу сбрасываются в открытую — после "
             "раздачи и в игре (например, составленные из забранного центра).",
             "24.a and 24.c: four cards of one rank are put off face up at once — after the deal and "
             "during play (say, made up with the centre taken).",
             Seed("После раздачи и в процессе игры каждый из игроков сбрасывает четыре карты одного "
                  "достоинства, имеющиеся у него на руках",
                  "After the deal and during play each player puts off any four cards of one rank he "
                  "holds")),
        Rule("Первым ходит сидящий по правую руку от сдающего; игра идёт против часовой стрелки.",
             "The player on the dealer's right leads; play goes counter-clockwise.",
             Seed("Сидящий по правую руку от сдающего ходит. Игра идет, таким образом, против "
                  "часовой стрелки.",
                  "The player on the dealer's right leads. Play thus goes counter-clockwise.")),
        Rule("Ходящий кладёт в центр карты рубашкой вверх и называет их число и достоинство "
             "(«Три дамы»).",
             "The leader lays cards face down in the centre and announces their number and rank "
             "(“three queens”).",
             Seed("Первый игрок кладет в центр стола карты рубашкой вверх, не показывая их лицевой "
                  "стороны другим игрокам. При этом игрок называет количество и достоинство карт",
                  "The first player lays cards face down in the centre, not showing their faces to the "
                  "others, and announces their number and rank")),
        Rule("Называется столько карт, сколько положено (это видят все); в 24.а и 24.б — от одной "
             "до четырёх.",
             "The number announced is the number laid (everyone sees it); in 24.a and 24.b one to four "
             "cards.",
             Reading("первоисточник даёт примеры «три дамы», «две семерки», а «любое количество» разрешает "
                     "только в 24.в",
                     "the original's examples are “three queens”, “two sevens”, and it allows “any number” "
                     "only in 24.c")),
        Rule("Следующий обязан класть на них свои карты, называя то же достоинство: на «три дамы» — "
             "«даму», «две дамы»…",
             "The next player must lay his cards on them announcing the same rank: on “three queens”, "
             "“a queen”, “two queens”…",
             Seed("Следующие игроки обязаны класть на карту … свои карты, называя их число и "
                  "достоинство, т. е. на «три дамы» можно положить «даму» или «три дамы», но "
                  "обязательно «даму».",
                  "The next players must lay their cards on the play, announcing their number and rank: "
                  "on “three queens” one may lay “a queen” or “three queens”, but a queen it must be.")),
        Rule("Нельзя называть достоинство, четвёрка которого уже сброшена.",
             "A rank whose four has been put off cannot be announced.",
             Reading("все видели, как эти четыре карты ушли: такое объявление — обман, известный всем",
                     "everyone saw those four go: such a claim is a lie known to all")),
        Rule("Вместо хода можно сказать «Не верю» и открыть карты предыдущего игрока (только их).",
             "Instead of laying, a player may say “I don't believe it” and turn over the previous "
             "player's cards (only those).",
             Seed("Любой из игроков при своем ходе может вместо того, чтобы класть свои карты, сказать: "
                  "«Не верю» и проверить карты, положенные предыдущим игроком.",
                  "Any player, on his turn, may instead of laying say “I don't believe it” and check the "
                  "cards laid by the previous player.")),
        Rule("Если они такие, как сказано, проверявший забирает весь центр, и новый круг начинает "
             "следующий за ним.",
             "If they are as announced, the doubter takes the whole centre and the player after him "
             "starts a new round.",
             Seed("когда проверяющий убедился, что карты соответствуют сказанному … он забирает все "
                  "карты из центра, и следующий игрок начинает новый круг",
                  "when the checker finds the cards as announced, he takes all the cards of the centre, "
                  "and the next player starts a new round")),
        Rule("Если нет (вместо двух дам — дама с семёркой), центр забирает обманувший, а ходит "
             "проверявший.",
             "If not (a queen and a seven for two queens), the cheat takes the centre and the doubter "
             "leads.",
             Seed("вместо двух дам — даму с семеркой … то тогда все карты из центра забирает себе "
                  "обманувший и ходит проверявший",
                  "a queen and a seven instead of two queens … then the cheat takes all the cards of the "
                  "centre and the checker leads")),
        Rule("Кто первым избавился от всех карт — выиграл; у кого карты остались, когда у остальных "
             "их нет, — проиграл.",
             "The first to get rid of all his cards wins; the one still holding cards when nobody else "
             "has any loses.",
             Seed("Игрок, первым скинувший все свои карты, выиграл. Имеющий карты на руках после того, "
                  "как их ни у кого не осталось, проиграл.",
                  "The player who first sheds all his cards has won. The one holding cards after nobody "
                  "else has any has lost.")),
        Rule("Ход, которым игрок отдал последние карты, засчитывается, когда на него положили карты или "
             "проверка его подтвердила; пойманный на обмане забирает центр и играет дальше. "
             "Подтверждённый проверкой, он выходит раньше проверявшего — даже если тот, забрав центр, "
             "сбросил все свои карты четвёрками.",
             "The play that gives away a player's last cards counts once the next player lays on it or a "
             "check confirms it; caught lying, he takes the centre and plays on. Confirmed by a check, "
             "he goes out before the checker — even if the checker, taking the centre, puts off all his "
             "cards in fours.",
             Reading("«первым скинувший»: его карты ушли раньше, чем проверявший забрал центр; а "
                     "пойманный на обмане от карт не избавился",
                     "“the first to shed”: his cards went before the checker took the centre; and one "
                     "caught lying has not got rid of his cards")),
        Rule("Когда карты остались у одного, партия окончена: он проиграл, а последний центр уже "
             "никто не забирает.",
             "When one player is left holding cards, the game is over: he has lost, and the last centre "
             "is not taken.",
             Reading("по первоисточнику проигрывает «имеющий карты на руках»; в 24.а и 24.в колода — из целых "
                     "четвёрок, и забравший последний центр сбросил бы всё четвёрками и остался бы без "
                     "карт, хотя скинул их не первым",
                     "the original's loser is the one “holding cards”; in 24.a and 24.c the pack is whole "
                     "fours, and taking the last centre the loser would put off everything in fours and "
                     "be left with no cards, though he was not the first to shed them")),
        Rule("24.б: четвёрки не сбрасываются; можно сказать и «Верю» и открыть карты: если они как "
             "сказано, центр уходит в отбой и ходит поверивший.",
             "24.b: quads stay in the hands; a player may also say “I believe it” and turn the play over: "
             "if it is as announced, the centre goes to the discard and the believer leads.",
             Seed("четыре карты одного достоинства не сносятся. Игрок на своем ходе может сказать не "
                  "только «Не верю», но и «Верю». … если они соответствуют объявленному, то все карты, "
                  "лежащие в центре, отправляются в отбой. Проверявший начинает ход.",
                  "four of a kind are not put off. A player may say not only “I don't believe it” but "
                  "also “I believe it” … if the cards are as announced, all the cards of the centre go "
                  "to the discard. The checker leads.")),
        Rule("24.б: «Верю», а карты не те — поверивший забирает центр, и ходит следующий.",
             "24.b: “I believe it” and the cards are not as announced — the believer takes the centre "
             "and the next player leads.",
             Seed("При объявлении: «Верю» и несоответствии выхоженных карт объявленному поверивший "
                  "забирает все карты из центра. После этого ходит следующий игрок.",
                  "On “I believe it” and the cards not as announced, the believer takes all the cards of "
                  "the centre. Then the next player leads (in one of the two texts only).")),
        Rule("24.в: класть можно сколько угодно карт («Девять тузов»); при «Не верю» открывается одна "
             "карта, и она решает, кто берёт центр.",
             "24.c: any number of cards may be laid (“nine aces”); on “I don't believe it” one card is "
             "turned over, and it decides who takes the centre.",
             Seed("игрок имеет право положить любое количество карт, например: «Девять тузов». … "
                  "проверяется одна единственная карта из всех положенных. Совпадение или несовпадение "
                  "с объявленным и определяет, кто возьмет лежащие в центре карты.",
                  "a player may lay any number of cards, e.g. “nine aces” … only one card of all those "
                  "laid is checked. Whether it matches the announcement decides who takes the centre.")),
        Rule("24.в: карту выбирает тот, кто сказал «Не верю», из карт предыдущего игрока; четвёрки "
             "сбрасываются, как в 24.а.",
             "24.c: the one who says “I don't believe it” picks the card, among the previous player's; "
             "quads are put off as in 24.a.",
             Reading("первоисточник не говорит, кто выбирает карту; 24.в отличается от 24.а только числом карт "
                     "и проверкой",
                     "the original does not say who picks the card; 24.c differs from 24.a only in the number "
                     "of cards and the check")),
        Rule("Страховка: у партии есть предел ходов (40 на карту колоды); дойдя до него, выше стоит тот, "
             "у кого меньше карт.",
             "A safety net: a game has a move limit (40 a card of the pack); reaching it, fewer cards "
             "place higher.",
             Reading("в первоисточнике предела нет; он лишь не даёт партии идти вечно (боты до него не доходят)",
                     "the original has no limit; it only keeps a game from going on for ever (the bots never "
                     "reach it)")),
    )

    def _new_state(self, seats, seed, options):
        return VerishState(self, seats, seed, options)

    # --- phrases ---------------------------------------------------------------------
    phrase_ids = frozenset({"bluff.dealt", "bluff.claim", "bluff.claim_said", "bluff.truth",
                            "bluff.lie", "bluff.takes", "bluff.to_discard", "bluff.quads", "out",
                            "bluff.stalemate", "bluff.loser", "bluff.act.lay", "bluff.act.claim",
                            "bluff.act.doubt_card", "bluff.bubble.truth", "bluff.bubble.lie", "say.disbelieve", "say.believe", "bubble.disbelieve",
                            "bubble.believe", "act.believe", "act.disbelieve"})

    phrase_ids = phrase_ids | VERISH_NOTE_IDS

    def table_notes(self, view) -> tuple:
        return verish_notes(view)

    def action_phrase(self, action):
        k = action.kind
        if k == "lay":
            return Phrase("bluff.act.lay", card=action.card)
        if k == "claim":
            return Phrase("bluff.act.claim", rank=action.value)
        if k == "believe":
            return Phrase("act.believe")
        if action.index is not None:
            return Phrase("bluff.act.doubt_card", n=action.index + 1)
        return Phrase("act.disbelieve")

    def claim_phrase(self, n, rank) -> Phrase:
        return Phrase("bluff.claim", n=n, rank=rank)

    def describe(self, events) -> list:
        out = []
        dealt = False
        took: dict = {}
        for e in events:
            k = e.what
            who = Seat(e.seat) if e.seat is not None else None
            if k == "deal":
                if not dealt:
                    out.append(Phrase("bluff.dealt"))
                    dealt = True
            elif k == "claim":
                out.append(Phrase("bluff.claim_said", who=who, what=self.claim_phrase(e.get("n"), e.get("rank"))))
            elif k == "say":
                out.append(Phrase("say.disbelieve" if e.get("word") == "doubt" else "say.believe", who=who))
            elif k == "reveal":
                out.append(Phrase("bluff.truth" if e.get("truth") else "bluff.lie", who=who, cards=tuple(e.cards)))
            elif k == "take":
                if e.seat in took:
                    out[took[e.seat]] = Phrase("bluff.takes", who=who, n=out[took[e.seat]]["n"] + e.count)
                else:
                    took[e.seat] = len(out)
                    out.append(Phrase("bluff.takes", who=who, n=e.count))
            elif k == "discard":
                if not any(p.id == "bluff.to_discard" for p in out):
                    out.append(Phrase("bluff.to_discard"))
            elif k == "quads":
                out.append(Phrase("bluff.quads", who=who, cards=tuple(e.cards)))
            elif k == "out":
                out.append(Phrase("out", who=who, place=e.get("place")))
            elif k == "stalemate":
                out.append(Phrase("bluff.stalemate"))
            elif k == "over":
                if e.get("loser") is not None:
                    out.append(Phrase("bluff.loser", who=Seat(e.get("loser"))))
        return out

    def bubble(self, event):
        if event.what == "claim":
            return self.claim_phrase(event.get("n"), event.get("rank"))
        if event.what == "say":
            return Phrase("bubble.disbelieve" if event.get("word") == "doubt" else "bubble.believe")
        if event.what == "reveal":
            return Phrase("bluff.bubble.truth" if event.get("truth") else "bluff.bubble.lie")
        return None

    # --- the search: one tree per seat, moves that only a suit tells apart are one --------
    # The levels search with one tree per seat (rules/bots/mo_ismcts.py): the other seat
    # answers a face-down play without seeing it, so lies and checks are searched as they are
    # played. Suits never matter here (claims, checks and quads go by rank): a lay is keyed by
    # its rank and its card picked at random. ``prior`` 0: the search leaves the rule move on
    # what its samples show (with 2 pseudo-visits it seldom did, and played the rule bot).
    # Over 1,000 paired games (``duel verish_2 --a mo@20 --b ismcts@20 --games 1000``)
    # it scored 0.594 (95 % 0.565–0.623) against the single-observer search; with the
    # default prior and no record of lies (verish_policy.by_record), 0.428 (0.399–0.457).
    search = "multiple"
    search_options = {"prior": 0}

    @staticmethod
    def search_key(action):
        if action.kind == "lay":
            return ("lay", action.cards[0].rank)
        return action

    # --- worlds weighed by the claims (for the search) -------------------------------
    # A deal in which another seat's face-down cards are as he announced them is likelier
    # than one in which he lied, and a lie likelier where he held no card of the rank than
    # where he did («a player who keeps adding queens probably has queens»). The model is
    # the rule bot's, in closed form: no policy calls. ``weighs_worlds`` stays off (the
    # single-observer search deals uniformly); the multiple-observer search
    # (rules/bots/mo_ismcts.py) weighs its deals by it, and so does ``Verish2Weighted``.
    def observed_decisions(self, view, assignment):
        """One decision per claim of another seat in the current round: ``(what he held
        then and laid, the claim)`` in the world of ``assignment``."""
        pub = view.public
        me = view.seat
        taken = {}
        out = []
        for i, (t, n, rank) in enumerate(pub["claims"]):
            name = f"laid{t}"
            laid = assignment.get(name, view.zones[name].cards)
            k = taken.get(t, 0)
            taken[t] = k + n
            if t == me:
                continue
            cards = tuple(laid[k:k + n])
            hand = assignment.get(f"hand{t}", view.zones[f"hand{t}"].cards)
            later = tuple(laid[k + n:])
            out.append(((cards, tuple(hand) + later, rank, i == 0), Action("claim", value=rank)))
        return out

    def decision_likelihood(self, decision, action, rng):
        """How likely the claim is in this world, relative to a true one (1): a leader
        names the rank he lays (a lie: an odd card added, or — seldom — a rank he did not
        lay); a follower must name the round's rank: without a card of it he bluffs often,
        with one he seldom lies."""
        cards, rest, rank, leading = decision
        true = sum(1 for c in cards if c.rank == rank)
        if true == len(cards):
            return 1.0
        if true:
            return BLUFF_ODD
        if leading:
            return LEAD_LIE
        held = sum(1 for c in rest if c.rank == rank)
        return BLUFF_FORCED if held == 0 else BLUFF_FREE

    def rule_policy(self, view, rng):
        from .verish_policy import rule_policy
        return rule_policy(view, rng)


VERISH_2 = register(Verish2())


# --- worlds weighed by the claims (for the search bot; not registered) -------------------------
BLUFF_FORCED = 0.6       # a follower with no card of the rank bluffs (rather than doubts) this often
BLUFF_ODD = 0.15         # true cards and one odd card added
BLUFF_FREE = 0.05        # a follower who holds the rank lies outright
LEAD_LIE = 0.01          # a leader names a rank he did not lay (the rule bot never does)


class Verish2Weighted(Verish2):
    """«Веришь — не веришь (2)» whose every search bot weighs its sampled worlds by the claims
    of the round (``Game.weighs_worlds``; the model is ``Verish2.observed_decisions`` and
    ``decision_likelihood``). A separate game object (the table plays ``Verish2``, whose
    single-observer search keeps uniform worlds; its multiple-observer search weighs them)."""

    weighs_worlds = True


VERISH_2_WEIGHTED = Verish2Weighted()
