"""The rule bot of the chain games, from a view only.

* naming a trump (Свои козыри): a random suit still free (the cards are not dealt yet);
* beating: the cheapest card that beats — a plain card before a trump, a low one before a
  high one; it takes instead only when the take is small and the beat would cost a high
  trump while many cards are still out (only under option ``take = always``: by default
  every game of the family must beat when it can);
* leading: a card the next player is unlikely to beat — an ace or king of a plain suit —
  while it holds few cards, else its cheapest plain card (keep trumps to beat with);
* the Moscow stack: play a card in hand that beats (its taken cards are known to all
  anyway and must be shed), else turn the stack; lead from the hand first.
"""
from __future__ import annotations

from ...actions import Action


def _value(c, trump) -> int:
    return c.rank + (20 if c.suit == trump else 0)


def rule_policy(view, rng) -> Action:
    legal = view.legal
    pub = view.public
    phase = pub["phase"]
    me = view.seat
    if phase == "name":
        return rng.choice(legal)
    own = pub.get("own_trumps")
    trump = own[me] if own else pub["trump"]
    cards = [a for a in legal if a.cards]
    turn = next((a for a in legal if a.kind == "turn"), None)
    take = next((a for a in legal if a.kind == "take"), None)
    if phase == "cover":
        covers = sorted(cards, key=lambda a: _value(a.cards[0], trump))
        if covers:
            best = covers[0]
            c = best.cards[0]
            centre = len(view.zone("centre").cards)
            opts = pub["options"]
            small = centre <= 1 or ("variant" in opts and opts["variant"] in ("9b", "8a") and c.suit == trump)
            if take is not None and c.suit == trump and c.rank >= 13 and small and len(view.hand(me).cards) > 2:
                return take
            return best
        if turn is not None:
            return turn
        return take or legal[0]
    # lead
    if not cards:
        return turn or legal[0]
    hand = [a.cards[0] for a in cards]
    places = pub["places"]
    n = len(places)
    nxt = next(((me + k) % n for k in range(1, n) if places[(me + k) % n] == 0), None)
    nxt_trump = own[nxt] if own and nxt is not None else trump
    plain = [c for c in hand if c.suit != trump]
    pool = plain or hand
    if len(hand) <= 3:
        # hard to beat for the next player: his trump beats it only if it is not his trump
        hard = sorted(pool, key=lambda c: (-(c.suit == nxt_trump) * 10 - c.rank))
        pick = hard[0]
    else:
        pick = min(pool, key=lambda c: _value(c, trump))
    if rng.random() < 0.1:
        pick = rng.choice(pool)
    return Action("lead", (pick,))
