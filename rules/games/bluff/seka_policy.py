"""The rule bot of Сека: bets by the strength of its hand and its place at the table.

Strength is the hand's value (rules.games.bluff.seka.hand_value) as a rough chance to
hold the best hand against the players still in: a value is good against one opponent
and needs to be better against four. The bot
* folds a weak hand when the stake is dear, calls a middling one, raises a strong one
  (more the stronger, and more when few are left);
* bluffs now and then: raises a weak hand with a small chance, more when last to speak
  or against a single opponent;
* «вскрыть» with two left when its hand is good enough for the pot at stake, and calls
  for the showdown of all when that is offered and its hand is above the middle;
* in a свара buys in when the pot is big for the buy-in and its chips allow.
"""
from __future__ import annotations

from .seka import hand_value

BLUFF = 0.08
LIKELIHOOD_MIX = 0.35
# The share of random three-card hands (36 cards) a value beats, ties counting half:
# counted over every hand of the pack (the 32-card pack differs by less than 0.05).
BEATS = {v: p for v, p in zip(range(6, 35), (
    0.0, 0.002, 0.008, 0.024, 0.158, 0.336, 0.39, 0.397, 0.413, 0.435, 0.488, 0.571, 0.652, 0.727, 0.816,
    0.895, 0.936, 0.952, 0.955, 0.959, 0.965, 0.973, 0.981, 0.987, 0.993, 0.998, 0.999, 1.0, 1.0))}


def strength(view) -> float:
    """Rough chance that the bot's hand is the best among those still in (0..1)."""
    me = view.seat
    pub = view.public
    opts = pub["options"]
    cards = [c for c in view.hand(me).cards if c is not None]
    v = hand_value(cards, opts["three_sixes_34"], opts["joker"] == "7C")
    beat = BEATS.get(v, 0.0 if v < 6 else 1.0)
    others = max(1, len(pub["live"]) - 1)
    return beat ** others


def rule_policy(game, view, rng):
    legal = view.legal
    pub = view.public
    me = view.seat
    kinds = {a.kind: a for a in legal}
    if pub["phase"] in ("next", "svara"):
        return legal[0]
    if pub["phase"] == "join":
        join = kinds.get("join")
        buy = (view.pot + 1) // 2
        if join is not None and buy <= 0.25 * view.chips[me] + 6 and rng.random() < 0.5:
            return join
        return kinds["decline"]
    s = strength(view)
    stake = pub["stake"]
    live = pub["live"]
    pot = view.pot
    raises = sorted((a for a in legal if a.kind == "raise"), key=lambda a: a.value)
    last_to_speak = len(live) == 2 or me == _last_of(view)
    bluff = BLUFF * (1.6 if last_to_speak else 1.0)
    show = kinds.get("show")
    call = kinds.get("call")
    turns = pub["turns"]
    if s >= 0.85:
        # a very strong hand: build the pot, show once it is big or the stake is at its top
        if raises and rng.random() < 0.8:
            return raises[-1]
        if show is not None and (turns >= 6 or not call) and len(live) == 2:
            return show
        return call or show or kinds["fold"]
    if s >= 0.6:
        if raises and stake < 3 and rng.random() < 0.5:
            return raises[0]
        if show is not None and (pot >= 10 * stake or turns >= 4 or not call):
            return show
        return call or show or kinds["fold"]
    if s >= 0.35 or (s >= 0.2 and stake <= 1):
        if show is not None and len(live) == 2 and (stake >= 3 or turns >= 4):
            return show if s >= 0.45 else kinds["fold"]
        if call is not None and stake <= 3:
            return call
        return show if (show is not None and s >= 0.45) else kinds["fold"]
    if raises and rng.random() < bluff:
        return raises[0]                      # a bluff
    return kinds["fold"]


def _last_of(view) -> int:
    """The seat that speaks last in this round of the table (before the first again)."""
    live = view.public["live"]
    return live[-1] if live else -1


def bet_likelihood(value: int, n_live: int, kind: str) -> float:
    """How likely the rule bot makes a bet of ``kind`` holding a hand worth ``value`` with
    ``n_live`` players in (a smoothed summary of ``rule_policy``): raises come from strong
    hands and now and then a bluff, calls and shows from fair ones."""
    beat = BEATS.get(value, 0.0 if value < 6 else 1.0)
    s = beat ** max(1, n_live - 1)
    if kind == "raise":
        p = 0.85 if s >= 0.85 else 0.45 if s >= 0.6 else 0.15 if s >= 0.35 else BLUFF
    elif kind in ("call", "show"):
        p = 0.5 if s >= 0.35 else 0.25 if s >= 0.2 else 0.05
    else:
        p = 0.5
    # a share of bets the model does not explain (other players are not this bot)
    return (1 - LIKELIHOOD_MIX) * p + LIKELIHOOD_MIX * 0.3
