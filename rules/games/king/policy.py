"""Кинг's rule bot: in the penalty deals duck (play the highest card that still loses), shed
the dangerous cards when void (the К♥ first, then what the deal punishes, then high cards),
never take the К♥ when it can be avoided; in the отыгрыш name the longest strong suit and
take tricks cheaply; order the game the hand suits best; lay away (47.г) the high cards
that would take tricks, never a card that scores."""
from __future__ import annotations

import random

from ...actions import Action
from ...cards import ACE, JACK, KING, QUEEN
from . import scoring as K

SUITS = ("S", "C", "H", "D")


def _power(card, led, trump):
    if trump is not None and card.suit == trump:
        return 200 + card.rank
    if card.suit == led:
        return 100 + card.rank
    return -1


def _danger(game, card) -> float:
    """How much a card in hand hurts in a penalty deal (higher: shed it first)."""
    d = card.rank / 14.0
    if card == K.KH and game in (K.KING_H, K.ERALASH):
        return 100.0
    if game in (K.HEARTS, K.ERALASH) and card.suit == "H":
        d += 5 + card.rank / 14.0
    if game in (K.BOYS, K.ERALASH) and card.rank == JACK:
        d += 8
    if game in (K.GIRLS, K.ERALASH) and card.rank == QUEEN:
        d += 8
    if game == K.KING_H and card.suit == "H" and card.rank == ACE:
        d += 3
    return d


def trump_choice(cards) -> str:
    """The longest suit, ties by its high cards."""
    return max(SUITS, key=lambda s: (sum(1 for c in cards if c.suit == s),
                                     sum(c.rank for c in cards if c.suit == s)))


def game_cost(game, cards, seats) -> float:
    """A rough expected cost (penalty − positive) of ordering ``game`` with this hand."""
    high = sum(1 for c in cards if c.rank >= KING)
    mid = sum(1 for c in cards if c.rank in (QUEEN, JACK))
    if game == K.OTYGRYSH:
        t = trump_choice(cards)
        length = sum(1 for c in cards if c.suit == t)
        strength = high * 1.0 + length * 0.8 + sum(1 for c in cards if c.suit == t and c.rank >= QUEEN)
        return 12 - strength * 2.2
    if game == K.TRICKS:
        return high * 2.0 + mid * 0.8
    if game == K.HEARTS:
        return sum(1.5 + c.rank / 10 for c in cards if c.suit == "H")
    if game == K.BOYS:
        return sum(4 if sum(1 for x in cards if x.suit == c.suit) <= 2 else 2 for c in cards if c.rank == JACK)
    if game == K.GIRLS:
        return sum(4 if sum(1 for x in cards if x.suit == c.suit) <= 2 else 2 for c in cards if c.rank == QUEEN)
    if game == K.LAST2:
        return high * 1.5
    if game == K.KING_H:
        hearts = sum(1 for c in cards if c.suit == "H")
        return (12 - 2 * hearts) if K.KH in cards else 1 + sum(1 for c in cards if c.suit == "H" and c.rank == ACE) * 3
    if game == K.ERALASH:
        return 8 + high * 2 + mid * 1.5 + sum(1 for c in cards if c.suit == "H")
    return 5.0


def king_policy(view, rng: random.Random) -> Action:
    legal = list(view.legal)
    if len(legal) == 1:
        return legal[0]
    pub = view.public
    me = view.seat
    cards = [c for c in view.hand(me).cards if c is not None]
    phase = pub["phase"]
    game = pub["game"]
    if phase == "order":
        return min(legal, key=lambda a: (game_cost(a.value, cards, view.seats), rng.random()))
    if phase == "trump":
        t = trump_choice(cards)
        return next(a for a in legal if a.value == t)
    if phase == "discard":
        if game == K.OTYGRYSH:
            trump = pub["trump"]
            return min(legal, key=lambda a: (a.card.suit == trump, a.card.rank, rng.random()))
        safe = [a for a in legal if not K.scoring_cards(game, a.card)] or legal
        return max(safe, key=lambda a: (a.card.rank, rng.random()))
    # play
    plays = [a.card for a in legal]
    trick = list(view.zone("trick").cards)
    led, trump = pub["led"], pub["trump"]
    if game == K.OTYGRYSH:
        return Action("play", (_positive_play(plays, trick, led, trump, view, rng),))
    if not trick:                       # lead the lowest card, preferring safe suits
        def lead_key(c):
            return (_danger(game, c) if c.suit == "H" and game in (K.HEARTS, K.ERALASH) else 0, c.rank, rng.random())
        return Action("play", (min(plays, key=lead_key),))
    best = max(trick, key=lambda c: _power(c, led, trump))
    following = any(c.suit == led for c in plays)
    if following:
        under = [c for c in plays if _power(c, led, trump) < _power(best, led, trump)]
        last = len(trick) == len(pub["playing"]) - 1
        if under:
            return Action("play", (max(under, key=lambda c: c.rank),))
        if last:                           # I take it anyway: with my highest
            return Action("play", (max(plays, key=lambda c: (_danger(game, c), c.rank)),))
        return Action("play", (min(plays, key=lambda c: c.rank),))
    return Action("play", (max(plays, key=lambda c: (_danger(game, c), rng.random())),))


def _positive_play(plays, trick, led, trump, view, rng):
    if not trick:
        trumps = [c for c in plays if c.suit == trump]
        unseen = view.unseen()
        if trumps and all(c.rank < max(t.rank for t in trumps) for c in unseen if c.suit == trump):
            return max(trumps, key=lambda c: c.rank)
        aces = [c for c in plays if c.rank == ACE and c.suit != trump]
        if aces:
            return aces[0]
        return min(plays, key=lambda c: (c.suit == trump, c.rank, rng.random()))
    best = max(trick, key=lambda c: _power(c, led, trump))
    win = [c for c in plays if _power(c, led, trump) > _power(best, led, trump)]
    if win:
        last = len(trick) == len(view.public["playing"]) - 1
        if last:
            return min(win, key=lambda c: _power(c, led, trump))
        return max(win, key=lambda c: (c.suit != trump, c.rank)) if any(c.suit == led for c in win) else \
            min(win, key=lambda c: c.rank)
    return min(plays, key=lambda c: (c.suit == trump, c.rank, rng.random()))
