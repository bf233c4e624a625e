"""«Игра в приём» — the Taking Game (catalogue B9, seed 000 entry 9).

The whole pack lies face down in a ring. A player with an empty hand draws any card
of the ring and lays it face up in the middle; a player with cards lays from his hand
instead — by default card after card until one takes or the hand is empty (the seed
limits a turn to one card only once the ring is gone; option ``chain_before_ring_empty``).
A card of the same suit as the card the previous player laid (with the option's old
``until_take``: as the card just below it, one's own too) takes the whole middle into
its player's hand, and a take ends the turn. Once the ring is gone, each lays one card a
turn and a player whose hand is empty is out: the first out wins, the last holder
loses; if nobody is left holding cards, there is no loser (the last two share a place).
"""
from __future__ import annotations

import math
import random

from ..actions import Action
from ..cards import SUIT_SYMBOL, SUITS, deck
from ..events import Event
from ..game import Option, Result, linear_scores
from ..phrases import Phrase, Seat
from ..registry import register
from ..rulebook import Reading, Rule, Seed
from ..tabletop import TableGame, TableState, ZoneSpec
from ..view import View
from .priyom_notes import PRIYOM_NOTE_IDS, priyom_notes



_DECKS: dict = {}
_ESTIMATE_SCALE = 32.0      # cards, once the ring is gone; see PriyomState.estimate
_ESTIMATE_ORDER = 0.1       # weight of the order now while the ring lasts, per seat past two


def _deck(size: int) -> tuple:
    """The pack in its fixed order, built once (cards and tuples are immutable)."""
    d = _DECKS.get(size)
    if d is None:
        full = _DECKS.get(52) or _DECKS.setdefault(52, tuple(deck(52)))
        wanted = set(deck(size))                # the same card objects in every pack size
        d = _DECKS[size] = tuple(c for c in full if c in wanted)
    return d


# Actions are immutable: the search asks for the legal moves millions of times, so the
# few distinct ones are made once.
# (Both go to the middle: the target the table lights when the card is dragged.)
_DRAWS = tuple(Action("draw", zone="ring", index=i, target="middle") for i in range(52))
_PLAYS: dict = {}


def _play(card) -> Action:
    a = _PLAYS.get(card)
    if a is None:
        a = _PLAYS[card] = Action("play", (card,), target="middle")
    return a


def _holds(hand: list, card) -> bool:
    """``card in hand``, the same object first (the cached actions hold the pack's own
    cards, and a card's ``==`` is slow)."""
    for c in hand:
        if c is card:
            return True
    return card in hand


# How a turn goes while the ring lasts (option ``chain_before_ring_empty``). Its values
# were False and True before the «until_take» reading became the default; saves carry
# every option, so those keep meaning what they meant (see _TurnOption.parse).
# ``until_previous`` (the default) and ``until_take`` both lay card after card; they differ
# in what a card must match to take: the card the previous player laid (the top of the
# middle when the turn began: the seed's «с картой предыдущего игрока») or the card just
# below it, one's own too (the default until issue 26; old saves carry it). With one card
# a turn the two are the same.
UNTIL_PREVIOUS, UNTIL_TAKE, ONE, TAKE_AGAIN = "until_previous", "until_take", "one", "take_again"
_CHAINS = (UNTIL_PREVIOUS, UNTIL_TAKE)
_LEGACY_TURN = {False: ONE, True: TAKE_AGAIN}


class _TurnOption(Option):
    """``chain_before_ring_empty``: also reads the old boolean values (saves, command line)."""

    def parse(self, raw):
        if isinstance(raw, bool):
            return _LEGACY_TURN[raw]
        if isinstance(raw, str) and raw.strip().lower() in ("false", "no", "off", "0", "true", "yes", "on", "1"):
            return _LEGACY_TURN[raw.strip().lower() in ("true", "yes", "on", "1")]
        return super().parse(raw)


_HANDS = tuple(f"hand{s}" for s in range(16))     # zone names by seat, made once
_RING, _MIDDLE = "ring", "middle"


class PriyomState(TableState):
    """Zones: the ``ring`` (fixed places, face down; None where a card was drawn), the
    ``middle`` (face up, bottom .. top) and each seat's hand (its owner's; every card in a
    hand was seen face up in the middle, so all are publicly known). The record ``pub``:
    dealer, current, out (the seats in the order they went out), emptied_at (per seat the
    action count when his hand last emptied), again (the mover lays again in the same
    turn), mark (the card the previous player left on top when this turn began, or None),
    stalemate, loop_seen, seen (positions after a take, seen once), seen_twice, limit
    (0: none) and ring_left."""

    def __init__(self, game, seats, seed, options):
        super().__init__(game, seats, seed, options)
        cards = list(_deck(options["deck"]))     # the same card objects in every game: the
        # cached actions hold them too, so the search finds its cards by identity
        self.rng.shuffle(cards)
        dealer = self.rng.randrange(seats)
        spec = {_RING: ZoneSpec("ring", "down", places=True), _MIDDLE: ZoneSpec("pile", "up")}
        spec.update({_HANDS[s]: ZoneSpec("hand", "owner", s) for s in range(seats)})
        zones = {name: [] for name in spec}
        zones[_RING] = cards
        # ``limit``: a count of moves, none by default: a game that goes round for ever
        # repeats its positions, and the third time a position after a take comes back
        # the deal ends (``_check_loop``). The counted limits stay as options (old saves).
        self.set_table(spec, zones, _deck(options["deck"]), dealer=dealer, current=(dealer + 1) % seats,
                       out=(), emptied_at=(-1,) * seats, again=False, mark=None, stalemate=False,
                       loop_seen=frozenset(), seen=frozenset(), seen_twice=frozenset(),
                       limit=options["limit"] * len(cards), ring_left=len(cards))

    # --- contract -----------------------------------------------------------
    @property
    def over(self) -> bool:
        pub = self.pub
        return pub.stalemate or (pub.ring_left == 0 and len(pub.out) >= self.seats - 1)

    @property
    def to_move(self):
        return None if self.over else self.pub.current

    def legal_actions(self) -> list[Action]:
        if self.over:
            return []
        hand = self.zones[_HANDS[self.pub.current]]
        if hand:
            return [_play(c) for c in hand]
        return [_DRAWS[i] for i, c in enumerate(self.zones[_RING]) if c is not None]

    def is_legal(self, action: Action) -> bool:
        if self.over:
            return False
        hand = self.zones[_HANDS[self.pub.current]]
        if hand:
            return (action.kind == "play" and len(action.cards) == 1 and _holds(hand, action.cards[0])
                    and action.zone is None and action.index is None and action.value is None)
        ring = self.zones[_RING]
        return (action.kind == "draw" and not action.cards and action.zone == "ring"
                and action.value is None and isinstance(action.index, int)
                and 0 <= action.index < len(ring) and ring[action.index] is not None)

    def _apply(self, action: Action) -> list[Event]:
        pub = self.pub
        seat = pub.current
        hand = _HANDS[seat]
        if action.kind == "draw":
            events = [self.move("draw", _RING, _MIDDLE, index=action.index, seat=seat)]
            pub.ring_left -= 1
            card = events[0].cards[0]
        else:
            card = action.card
            events = [self.move("play", hand, _MIDDLE, (card,), seat=seat)]
            if not self.zones[hand]:
                emptied = list(pub.emptied_at)
                emptied[seat] = len(self.history)
                pub.emptied_at = tuple(emptied)
        middle = self.zones[_MIDDLE]
        if self.options["chain_before_ring_empty"] == UNTIL_PREVIOUS:
            took = pub.mark is not None and pub.mark.suit == card.suit
        else:
            took = len(middle) > 1 and middle[-2].suit == card.suit
        if took:
            events.append(self.move("take", _MIDDLE, hand, seat=seat))
            pub.mark = None

        events.extend(self._mark_outs())
        if self.over:
            events.append(Event("over", None))
            return events
        if self._lays_again(action.kind == "play", took, seat):
            pub.again = True
        else:
            pub.again = False
            pub.current = self._next_seat(seat)
            pub.mark = middle[-1] if middle else None
        events.extend(self._check_loop(took))
        return events

    def _lays_again(self, from_hand: bool, took: bool, seat: int) -> bool:
        """Does the mover lay another card in the same turn? Only while the ring lasts."""
        if not self.pub.ring_left:
            return False            # «не более одной за ход» once the ring is gone
        mode = self.options["chain_before_ring_empty"]
        if mode in _CHAINS:         # from the hand card after card, until a take or an empty hand
            return from_hand and not took and bool(self.zones[_HANDS[seat]])
        if mode == TAKE_AGAIN:      # the taker lays one more card at once
            return took and not self.pub.again
        return False

    def _hands(self) -> list:
        zones = self.zones
        return [zones[_HANDS[s]] for s in range(self.seats)]

    def _mark_outs(self) -> list[Event]:
        """Once the ring is gone, every empty hand is out, earliest emptied first."""
        pub = self.pub
        if pub.ring_left:
            return []
        first = (pub.dealer + 1) % self.seats
        hands = self._hands()
        fresh = [s for s in range(self.seats) if not hands[s] and s not in pub.out]
        fresh.sort(key=lambda s: (pub.emptied_at[s], (s - first) % self.seats))
        events = []
        for s in fresh:
            pub.out += (s,)
            events.append(Event("out", s, data=(("place", self.placings()[s]),)))
            if len(pub.out) >= self.seats - 1:
                break       # the one left is last if he holds cards (see placings)
        if len(pub.out) == self.seats - 1 and self.no_loser:
            last = next(s for s in range(self.seats) if s not in pub.out)
            pub.out += (last,)
            events.append(Event("out", last, data=(("place", self.placings()[last]),)))
            events.append(Event("no_loser", None))
        return events

    @property
    def no_loser(self) -> bool:
        """The seed's loser is «оставшийся с картами на руках, когда больше ни у кого карт не
        осталось»: with the ring gone and every hand empty, nobody is."""
        return not self.pub.stalemate and not self.pub.ring_left and not any(self._hands())

    def _next_seat(self, seat: int) -> int:
        out = self.pub.out
        for step in range(1, self.seats + 1):
            s = (seat + step) % self.seats
            if s not in out:
                return s
        return seat

    def _check_loop(self, took: bool = False) -> list[Event]:
        """Ends the deal when it goes round for ever: the third time the same position
        comes back right after a take (every endless game takes for ever, since a move
        without a take leaves one card fewer in the ring or the hands, and such positions are
        finitely many), or at once when every card left is of one suit and a position
        repeats (each card laid is then taken by the next, for ever); or at the move limit,
        if one is set."""
        pub = self.pub
        if pub.limit and len(self.history) + 1 >= pub.limit:
            return self._end_stalemate()
        if took and not pub.limit:
            key = (pub.ring_left, pub.current, pub.again, pub.out,
                   tuple(frozenset(h) for h in self._hands()))
            if key in pub.seen_twice:
                return self._end_stalemate()
            if key in pub.seen:
                pub.seen_twice = pub.seen_twice | {key}
            else:
                pub.seen = pub.seen | {key}
        if pub.ring_left:
            return []
        hands = self._hands()
        suits = {c.suit for h in hands for c in h} | {c.suit for c in self.zones[_MIDDLE]}
        if len(suits) > 1:
            return []
        key = (tuple(len(h) for h in hands), len(self.zones[_MIDDLE]), pub.current, pub.again)
        if key in pub.loop_seen:
            return self._end_stalemate()
        pub.loop_seen = pub.loop_seen | {key}
        return []

    def _end_stalemate(self) -> list[Event]:
        pub = self.pub
        pub.stalemate = True
        hands = self._hands()
        rest = [s for s in range(self.seats) if s not in pub.out]
        rest.sort(key=lambda s: (len(hands[s]), (s - pub.current) % self.seats))
        events = [Event("stalemate", None)]
        for s in rest:
            pub.out += (s,)
            events.append(Event("out", s, data=(("place", len(pub.out)),)))
        events.append(Event("over", None))
        return events

    def placings(self) -> tuple:
        out = self.pub.out
        order = list(out) + [s for s in range(self.seats) if s not in out]
        places = [0] * self.seats
        for i, s in enumerate(order):
            places[s] = i + 1
        if self.no_loser and self.seats > 1:
            # No loser: the last two share the place above the last (in two seats, a draw).
            places[order[-1]] = places[order[-2]]
        return tuple(places)

    def result(self):
        if not self.over:
            return None
        places = self.placings()
        scores = linear_scores(places)
        held = tuple(len(h) for h in self._hands())
        if self.no_loser:
            # A draw between the last two: each gets half of what the places they share are
            # worth together, as a draw between two should (in two seats ½ each, not a win
            # for both), and the deal pays out no more than any other.
            last, half = max(places), round(0.5 / (self.seats - 1), 6)
            scores = tuple(half if p == last else x for p, x in zip(places, scores))
            return Result(places, scores, draw=True, reason="out_of_cards", held=held)
        # the last one holding cards loses; the move limit (history reached it) or a
        # repeating position ends a deal early, fewer cards placing higher
        limit = self.pub.limit
        reason = (("deal_limit" if limit and len(self.history) >= limit else "stalemate") if self.pub.stalemate
                  else "out_of_cards")
        return Result(places, scores, losers=(places.index(self.seats),), reason=reason, held=held)

    def estimate(self):
        """For the search bot (State.estimate): the seats out keep their places; each other
        seat's expected place counts, against every other seat still in, the chance that
        that seat finishes ahead.

        Once the ring is gone: a logistic in the difference of their hand sizes (fewer
        cards ahead). While it lasts, under the default reading everyone lays his hand out
        at once, so what orders the seats when the ring runs out is who emptied his hand
        first and holds nothing since — a weak guess long before the end (most of it is the
        luck of the draws): the order now (empty hands by when they emptied, then holders
        by hand size) counts with a weight that grows with the seats (none in two). A deal
        with nobody holding cards at the end (common: no loser, the last two draw) pays out
        as much as any other, so it needs no term of its own.

        Calibrated on rule-bot games of the default reading (2–5 seats, 150 each, ten
        positions per game; mean squared error against the final scores, compared with the
        fair share): the best weights of the order were 0, 0.1, 0.2 and 0.3 for 2, 3, 4
        and 5 seats, and after the ring the best scale between 16 and 100 cards. Long
        before the end of the ring nothing does better than the fair share: what ends the
        deal there is the luck of the draws."""
        if self.over:
            return self.result().scores
        n = self.seats
        hands = self._hands()
        out = self.pub.out
        scores = [0.0] * n
        for i, s in enumerate(out):
            scores[s] = (n - i - 1) / (n - 1)
        rest = [s for s in range(n) if s not in out]
        if not self.pub.ring_left:
            for s in rest:
                behind = 0.0        # expected number of seats still in that finish ahead of s
                for t in rest:
                    if t != s:
                        behind += 1.0 / (1.0 + math.exp((len(hands[t]) - len(hands[s])) / _ESTIMATE_SCALE))
                scores[s] = (n - (len(out) + 1 + behind)) / (n - 1)
            return tuple(scores)
        emptied = self.pub.emptied_at
        key = {s: (1, len(hands[s])) if hands[s] else (0, emptied[s]) for s in rest}
        w = min(0.3, _ESTIMATE_ORDER * (n - 2))
        for s in rest:
            behind = 0.0            # expected number of seats still in that finish ahead of s
            for t in rest:
                if t != s:
                    ks, kt = key[s], key[t]
                    behind += 0.5 if ks == kt else (0.5 + w / 2 if kt < ks else 0.5 - w / 2)
            scores[s] = (n - (len(out) + 1 + behind)) / (n - 1)
        return tuple(scores)


class Priyom(TableGame):
    state_class = PriyomState
    id = "priyom"
    family = "pile_shedding"
    title = {"ru": "Игра в приём", "en": "The Taking Game"}
    blurb = {"ru": "Карты из кольца в середину; масть совпала — забирай всё",
             "en": "Cards from the ring to the middle; match the suit and take them all"}
    min_seats, max_seats = 2, 15
    options = (
        Option("deck", (36, 32, 52), {"ru": "Колода", "en": "Deck"},
               {"ru": "«колода любая» — по Розалиеву", "en": "'any deck' — Rozaliev"},
               {36: {"ru": "36 карт", "en": "36 cards"}, 32: {"ru": "32 карты", "en": "32 cards"},
                52: {"ru": "52 карты", "en": "52 cards"}}),
        # The turn before the ring is gone: the seed limits a turn to one card only after
        # it («но не более одной за ход»). Old saves carry False / True (= "one" / "take_again").
        _TurnOption("chain_before_ring_empty", (UNTIL_PREVIOUS, UNTIL_TAKE, ONE, TAKE_AGAIN),
                    {"ru": "Ход с руки, пока есть кольцо", "en": "Playing from the hand while the ring lasts"},
                    {"ru": "по Розалиеву: «продолжает игру, используя карты, имеющиеся на руках. После того "
                           "как они вышли, игрок опять тянет»; «не более одной за ход» — только когда кольцо кончилось",
                     "en": "Rozaliev: the taker «goes on playing with the cards in his hand; once they are out, he "
                           "draws again»; «no more than one a turn» only once the ring is gone"},
                    {UNTIL_PREVIOUS: {"ru": "подряд, пока не совпадёт с картой предыдущего",
                                      "en": "in a row until one matches the previous player's card"},
                     UNTIL_TAKE: {"ru": "подряд; берёт и совпавшая со своей",
                                  "en": "in a row; matching one's own card takes too"},
                     ONE: {"ru": "по одной за ход", "en": "one a turn"},
                     TAKE_AGAIN: {"ru": "по одной; взявший — ещё одну", "en": "one; a taker lays one more"}}),
        # 0 (none) is the default since issue 26: a counted limit ended a few games a person
        # would have finished. Old saves carry their counted limit and keep it.
        Option("limit", (0, 20, 10, 40),
               {"ru": "Предел партии (ходов на карту колоды)", "en": "Deal limit (moves per card of the pack)"},
               {"ru": "наш выбор: без предела; бесконечная партия кончается на третьем повторе позиции",
                "en": "our choice: none; an endless game ends when a position comes back a third time"},
               {0: {"ru": "нет (повтор позиции)", "en": "none (a repeated position)"},
                20: {"ru": "20", "en": "20"}, 10: {"ru": "10 (короче)", "en": "10 (shorter)"},
                40: {"ru": "40 (дольше)", "en": "40 (longer)"}}),
    )
    rulebook = (
        Rule("Играют двое и больше (у нас — до пятнадцати); колода — 36, 32 или 52 карты.",
             "Two or more play (here up to fifteen); the pack has 36, 32 or 52 cards.",
             Seed("Количество игроков не ограничено. Колода любая, без джокеров и пустышек",
                  "The number of players is not limited. Any pack, without jokers or blanks.")),
        Rule("Вся колода лежит рубашкой вверх кольцом, в середине — место для карты.",
             "The whole pack lies face down in a ring with room for one card in the middle.",
             Seed("Сдатчик раскладывает колоду рубашкой вверх в виде кольца… чтобы в середине поместилась карта",
                  "The dealer lays the pack face down as a ring… so that a card fits in the middle.")),
        Rule("Игрок после сдающего берёт любую карту из кольца и кладёт её в середину лицом вверх. Так же, по "
             "одной карте за ход, ходит каждый, у кого нет карт на руках, пока кольцо не кончится.",
             "The player after the dealer takes any card of the ring and lays it face up in the middle. So does "
             "everyone with no cards in hand, one card a turn, until the ring is gone.",
             Seed("Следующий за сдатчиком игрок берет любую карту и кладет ее в середину круга рубашкой вниз. В "
                  "дальнейшем эту операцию до конца колоды производят по очереди все игроки, не имеющие на руках карт",
                  "The player after the dealer takes any card and lays it face up in the middle of the ring. From "
                  "then on, until the pack is out, every player with no cards in hand does the same in turn.")),
        Rule("Карта той же масти, что карта предыдущего игрока, забирает все карты из середины её игроку в руку.",
             "A card of the same suit as the previous player's card takes every card in the middle into its "
             "player's hand.",
             Seed("Тот, чья карта оказалась при этом одной масти с картой предыдущего игрока, забирает все лежащие в "
                  "центре карты",
                  "He whose card proves to be of one suit with the previous player's card takes all the cards lying "
                  "in the middle.")),
        Rule("У кого карты на руках, тот не тянет из кольца, а играет ими; когда они вышли, снова тянет.",
             "A player who holds cards does not draw from the ring but plays them; once they are out, he draws "
             "again.",
             Seed("продолжает игру, используя карты, имеющиеся на руках. После того как они вышли, игрок опять тянет "
                  "карту из колоды",
                  "goes on playing with the cards in his hand. Once they are out, the player again draws a card "
                  "from the pack.")),
        Rule("Пока есть кольцо, игрок с картами выкладывает их в свой ход одну за другой, пока какая-нибудь не "
             "возьмёт середину или рука не опустеет; взятие кончает ход. Варианты: по одной карте за ход; по одной, "
             "но взявший сразу кладёт ещё одну.",
             "While the ring lasts, a player with cards lays them one after another in his turn until one takes "
             "the middle or his hand is empty; a take ends the turn. Options: one card a turn; one a turn, but the "
             "taker lays one more at once.",
             Reading("«не более одной за ход» сказано только об игре после кольца, а взявший «продолжает игру, "
                     "используя карты, имеющиеся на руках»; по одной карте за ход вынужденные взятия ходят по кругу "
                     "без конца (в половине партий двоих).",
                     "«no more than one a turn» is said only of the play after the ring, and the taker «goes on "
                     "playing with the cards in his hand»; with one card a turn forced takes go round for ever (in "
                     "half the two-player games).")),
        Rule("Выкладывая карты подряд, игрок сравнивает каждую с картой предыдущего игрока (она лежит под его "
             "картами), а не со своей: своя карта ничего не берёт. Если предыдущий игрок забрал середину, брать "
             "нечем — игрок выкладывает всю руку. Вариант: брать и картой, совпавшей со своей же (так было до "
             "выпуска 26).",
             "Laying cards in a row, a player compares each with the previous player's card (under his own), not "
             "with his own: his own card takes nothing. If the previous player took the middle, there is nothing to "
             "take: the player lays out his whole hand. Option: a card matching one's own takes too (as before "
             "issue 26).",
             Reading("в правилах — «одной масти с картой предыдущего игрока»; о нескольких картах за ход там не "
                     "сказано, и своя карта — не карта предыдущего игрока.",
                     "the original says «of one suit with the previous player's card»; it says nothing of several "
                     "cards a turn, and one's own card is not the previous player's.")),
        Rule("Когда кольцо кончилось, каждый кладёт по одной карте с руки за ход.",
             "Once the ring is gone, everyone lays one card from his hand a turn.",
             Seed("Когда колода кончилась, игроки начинают выкладывать карты, имеющиеся у них на руках, но не более "
                  "одной за ход",
                  "When the pack is out, the players begin to lay out the cards in their hands, but no more than one "
                  "a turn.")),
        Rule("Кто первым остался без карт — выиграл; кто последним остался с картами — проиграл.",
             "The first with no cards wins; the last one holding cards loses.",
             Seed("Игрок, первым выложивший все карты — выиграл. Оставшийся с картами на руках, когда больше ни у "
                  "кого карт не осталось, проиграл",
                  "The player who first lays out all his cards has won. The one left with cards in hand when nobody "
                  "else has any has lost.")),
        Rule("Выйти из игры можно только после того, как кончилось кольцо; из тех, у кого тогда нет карт, выше тот, "
             "кто раньше опустошил руку. Если карт не осталось ни у кого, проигравшего нет: последние двое делят "
             "место (ничья между ними).",
             "A player can go out only once the ring is gone; of those with no cards then, the one who emptied his "
             "hand earlier places higher. If nobody has a card left, nobody loses: the last two share a place (a "
             "draw between them).",
             Reading("пока есть кольцо, пустая рука просто тянет снова; проигравший — «оставшийся с картами на руках», "
                     "а таких может не оказаться.",
                     "while the ring lasts an empty hand simply draws again; the loser is «the one left with cards in "
                     "hand», and there may be none.")),
        Rule("Предела ходов нет. Партия, которая идёт по кругу без конца, кончается, когда позиция после взятия "
             "повторилась в третий раз (или сразу, если все оставшиеся карты одной масти и позиция повторилась); "
             "тогда у кого меньше карт, тот выше. Вариант: предел в 10, 20 или 40 ходов на карту колоды.",
             "There is no move limit. A deal that goes round for ever ends when a position after a take comes back "
             "a third time (or at once, if every card left is of one suit and a position repeats); then fewer cards "
             "place higher. Option: a limit of 10, 20 or 40 moves per card of the pack.",
             Reading("в правилах о бесконечной игре ничего нет; счёт ходов обрывал партии, которые люди доиграли бы "
                     "(выпуск 26), а повтор позиции, как троекратное повторение в шахматах, ловит только настоящий "
                     "круг.",
                     "the original says nothing of an endless game; a move count cut off games people would have finished "
                     "(issue 26), while a repeated position, like threefold repetition in chess, catches only a true "
                     "cycle.")),
    )

    def _new_state(self, seats, seed, options):
        return PriyomState(self, seats, seed, options)

    # --- phrases (worded by app/wording.py) ---
    phrase_ids = frozenset({"priyom.draw", "priyom.draw_take", "priyom.lay", "priyom.lay_take", "out",
                            "priyom.stalemate", "priyom.no_loser", "priyom.act.draw", "act.lay"}) | PRIYOM_NOTE_IDS

    def table_notes(self, view) -> tuple:
        return priyom_notes(view)

    def action_phrase(self, action):
        if action.kind == "draw":
            return Phrase("priyom.act.draw")
        return Phrase("act.lay", card=action.card)

    def describe(self, events) -> list:
        out = []
        for i, e in enumerate(events):
            if e.what in ("draw", "play"):
                took = next((x for x in events[i + 1:] if x.what == "take"), None)
                pid = "priyom.draw" if e.what == "draw" else "priyom.lay"
                if took:
                    out.append(Phrase(pid + "_take", who=Seat(e.seat), card=e.cards[0], n=took.count))
                else:
                    out.append(Phrase(pid, who=Seat(e.seat), card=e.cards[0]))
            elif e.what == "out":
                out.append(Phrase("out", who=Seat(e.seat), place=e.get("place")))
            elif e.what == "no_loser":
                out.append(Phrase("priyom.no_loser"))
            elif e.what == "stalemate":
                out.append(Phrase("priyom.stalemate"))
        return out

    def rule_policy(self, view: View, rng: random.Random) -> Action:
        legal = list(view.legal)
        if legal[0].kind == "draw":
            return rng.choice(legal)           # the ring is face down: every slot is alike
        middle = view.zone("middle").cards
        mode = view.public["options"]["chain_before_ring_empty"]
        previous = mode == UNTIL_PREVIOUS
        top = view.public["mark"] if previous else (middle[-1] if middle else None)
        safe = [a for a in legal if top is None or a.card.suit != top.suit]
        if not safe:
            return rng.choice(legal)           # every card matches: the take is forced
        my_hand = view.hand(view.seat).cards
        by_suit = {s: sum(1 for c in my_hand if c.suit == s) for s in SUIT_SYMBOL}
        unseen = view.unseen()
        if len(my_hand) > 1 and view.zone("ring").size and mode in _CHAINS:
            if previous:
                # Only the previous player's card takes, and it lies below all I lay now:
                # every safe card goes down this turn; keep for last the suit the next
                # player is most likely forced to match.
                chance = {s: forced_match_chance(view, s, unseen) for s in SUIT_SYMBOL}
                return min(safe, key=lambda a: (chance[a.card.suit], rng.random()))
            # The whole hand goes down this turn unless a card matches the one below it:
            # order it so that none has to, and so that the last card, left on top for the
            # next player, is of the suit he is most likely forced to match.
            chance = {s: forced_match_chance(view, s, unseen) for s in SUIT_SYMBOL}

            def plan(a):
                rest = dict(by_suit)
                rest[a.card.suit] -= 1
                lasts = _lay_out_lasts(tuple(rest[s] for s in SUITS), SUITS.index(a.card.suit))
                return (bool(lasts), max((chance[SUITS[i]] for i in lasts), default=0.0),
                        by_suit[a.card.suit], rng.random())
            return max(safe, key=plan)

        def worth(a):
            # Leave on top the suit the next player is most likely forced to match;
            # then shed from my longest suit, to keep my hand varied.
            return (forced_match_chance(view, a.card.suit, unseen), by_suit[a.card.suit], rng.random())
        return max(safe, key=worth)


def _lay_out_lasts(counts: tuple, prev: int) -> tuple:
    """Laying out a hand of ``counts`` cards per suit (in SUITS order) one after another
    onto a card of suit ``prev``, never a suit onto itself: the suits the last card can
    have (none if every order ends in a forced match).

    Such an order, prefixed with ``prev``, is a row of N = n + 1 cards with no two
    neighbours of one suit and fixed ends; it exists iff no suit has more cards than the
    row has room for it: (N + 1) // 2 for a suit at both ends, N // 2 at one end,
    (N - 1) // 2 inside only (checked against exhaustive search for every hand of up to
    five cards a suit, tests/test_priyom.py)."""
    size = sum(counts) + 1
    lasts = []
    for last, k in enumerate(counts):
        if not k:
            continue
        for i, m in enumerate(counts):
            m += i == prev
            ends = (i == prev) + (i == last)
            if m > (size - 1 + ends) // 2:
                break
        else:
            lasts.append(last)
    return tuple(lasts)


def forced_match_chance(view: View, suit: str, unseen=None) -> float:
    """Chance that the next player will have to lay a card of ``suit`` (and so take).
    ``unseen`` is ``view.unseen()``, if the caller has it already."""
    seat = view.seat
    out = view.out
    nxt = next((s % view.seats for s in range(seat + 1, seat + view.seats + 1)
                if s % view.seats not in out and s % view.seats != seat), None)
    if nxt is None:
        return 0.0
    hand = view.hand(nxt)
    if unseen is None:
        unseen = view.unseen()
    share = (sum(1 for c in unseen if c.suit == suit) / len(unseen)) if unseen else 0.0
    if hand.size == 0:
        return share if view.zone("ring").size else 0.0
    known = [c for c in hand.cards if c is not None] + list(hand.known)
    if any(c.suit != suit for c in known):
        return 0.0
    return share ** (hand.size - len(known))


PRIYOM = register(Priyom())
