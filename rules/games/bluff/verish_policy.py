"""The rule bot of «Веришь — не веришь (2)»: tells the truth when it can, bluffs when it must
(and now and then when it need not), and doubts a claim by how likely it is to be false.

A play is laid card by card, so the bot is asked once per card; it keeps no memory, and
reads its plan back from the cards it has already laid this turn (they lie, seen by it
alone, at the end of its ``laid{seat}`` zone):

* leading: the rank it holds most of (ties: the rank with fewest cards unseen to it, then
  at random), all of them, and with a small chance one odd card more;
* following: the cards of the round's rank it holds; if none, it bluffs with one card of
  its least useful rank — or doubts, when the claim looks false enough;
* doubting: the chance that the previous claim is false, from how many cards of that rank
  can still be out there (4 less those it holds or laid itself, less those claimed by the
  others this round), weighed against the size of the centre it may have to take; a
  claim that would make the claimer's hand empty is doubted more readily (always, when
  he and the bot are the last two in: laid on, it puts him out and the bot loses), and a
  player caught lying often (his public record, ``pub.turned``) is believed less.
"""
from __future__ import annotations

from collections import Counter

from ...actions import Action

BLUFF_EXTRA = 0.15       # leading or following truthfully: add one odd card this often
DOUBT_BASE = 0.10        # the chance of a lie nobody can rule out
# A player's record: the plays of his turned over so far, true and false (``pub.turned``).
# The lie chance below is the rule bot's reckoning for a player like itself; a record shifts
# its odds by how much more (or less) often than that he was caught lying, the prior counting
# as RECORD_PRIOR plays at RECORD_BASE.
RECORD_BASE = 0.3
RECORD_PRIOR = 4.0


def _open_cards(view, me) -> list:
    n = view.public["open"]
    laid = view.zone(f"laid{me}").cards
    return list(laid[len(laid) - n:]) if n else []


def lie_chance(view, me) -> float:
    """How likely the previous play is not as announced, as the bot reckons it: certain
    when more cards are claimed than can be out there; else a leader lies seldom (an odd
    card now and then), and a follower lies when he holds no card of the rank — how likely
    that is, by the cards of the rank still free among those unseen (hypergeometric)."""
    pub = view.public
    claims = pub["claims"]
    target, n, rank = claims[-1]
    mine = sum(1 for c in view.hand(me).cards if c is not None and c.rank == rank)
    mine += sum(1 for c in view.zone(f"laid{me}").cards if c is not None and c.rank == rank)
    free = 4 - mine
    others_before = sum(k for s, k, _r in claims[:-1] if s != me)
    if n > free:
        return 1.0
    if len(claims) == 1:
        p = BLUFF_EXTRA * 0.7
    else:
        left = max(0, free - others_before)         # free cards not yet claimed before
        unseen = max(1, len(view.unseen()))
        h = view.hand(target).size + n              # his hand before the play
        none = 1.0
        for i in range(min(h, unseen)):
            if unseen - i <= 0:
                break
            none *= max(0.0, (unseen - left - i) / (unseen - i))
        bluff = 0.6 * none
        p = bluff / (bluff + (1.0 - none)) if bluff + (1.0 - none) > 0 else 1.0
        p = p + (1 - p) * BLUFF_EXTRA * 0.5 * (n > 1)
    if view.hand(target).size == 0:
        p += (1 - p) * 0.25    # a last play: the cheat's favourite
    return max(0.0, min(0.97, by_record(p, pub, target)))


def by_record(p: float, pub, target: int) -> float:
    """``p`` with its odds shifted by ``target``'s record of plays turned over: by how much
    likelier (or less) his lies have been than a player's like the rule bot."""
    turned = pub.get("turned")
    if not turned or p <= 0.0 or p >= 1.0:
        return p
    true, false = turned[target]
    rate = (false + RECORD_PRIOR * RECORD_BASE) / (true + false + RECORD_PRIOR)
    odds = p / (1 - p) * (rate / (1 - rate)) / (RECORD_BASE / (1 - RECORD_BASE))
    return odds / (1 + odds)


def rule_policy(view, rng) -> Action:
    legal = view.legal
    me = view.seat
    pub = view.public
    kinds = {a.kind for a in legal}
    hand = [c for c in view.hand(me).cards if c is not None]
    opened = _open_cards(view, me)
    rank = pub["rank"]

    if not opened and "lay" in kinds and rank is None:
        return _lead_first(view, legal, hand, rng)
    if not opened and ("doubt" in kinds or "believe" in kinds):
        return _respond(view, legal, hand, rank, rng)
    # carrying on a play already begun
    claims = [a for a in legal if a.kind == "claim"]
    lays = [a for a in legal if a.kind == "lay"]
    aim = rank if rank is not None else Counter(c.rank for c in opened).most_common(1)[0][0]
    true_left = [a for a in lays if a.card.rank == aim]
    if true_left:
        return true_left[0]
    odd = [c for c in opened if c.rank != aim]
    if lays and not odd and hand and len(hand) > 1 and rng.random() < BLUFF_EXTRA and any(
            c.rank == aim for c in opened):
        return _lay_of(lays, _least_useful(hand, rng))
    want = [a for a in claims if a.value == aim]
    return want[0] if want else rng.choice(claims)


def _lead_first(view, legal, hand, rng) -> Action:
    counts = Counter(c.rank for c in hand)
    unseen = Counter(c.rank for c in view.unseen())
    best = max(counts, key=lambda r: (counts[r], -unseen[r], rng.random()))
    return _lay_of([a for a in legal if a.kind == "lay"], next(c for c in hand if c.rank == best))


def _respond(view, legal, hand, rank, rng) -> Action:
    pub = view.public
    me = view.seat
    p = lie_chance(view, me)
    centre = len(pub["laid_by"])
    holds = [c for c in hand if c.rank == rank]
    doubts = [a for a in legal if a.kind == "doubt"]
    believe = next((a for a in legal if a.kind == "believe"), None)
    target = pub["claims"][-1][0]
    if doubts and view.hand(target).size == 0 and view.seats - len(view.out) == 2:
        # his last play, and only the two of us left: laid on (or believed true) it puts
        # him out and leaves me the loser; doubted, it is my only chance (a lie)
        return rng.choice(doubts) if len(doubts) > 1 else doubts[0]
    # the cost of a wrong doubt grows with the centre; a true claim doubted gives it to me
    threshold = 0.4 + min(0.25, centre / 40.0)
    if holds:
        threshold += 0.1     # I can add truthfully: doubt only a likely lie
    else:
        threshold -= 0.1     # else my own play is a lie someone may catch
    if believe is not None:
        # 24.б: «Верю» wins where «Не верю» loses and the other way round: the likelier
        # side decides; a true play believed sends the centre to the discard
        if p > 0.55:
            return doubts[0]
        if p < 0.45 or not holds:
            return believe
    elif p >= 1.0 or p > threshold:
        return rng.choice(doubts) if len(doubts) > 1 else doubts[0]
    lays = [a for a in legal if a.kind == "lay"]
    if holds:
        return _lay_of(lays, holds[0])
    if not lays:
        return doubts[0] if doubts else believe
    # no card of the rank: bluff with one card, or now and then doubt a middling claim
    if doubts and rng.random() < 0.3 * p / max(threshold, 1e-9):
        return rng.choice(doubts) if len(doubts) > 1 else doubts[0]
    return _lay_of(lays, _least_useful(hand, rng))


def _least_useful(hand, rng):
    """A card of the rank it holds fewest of (a lone card is the cheapest lie)."""
    counts = Counter(c.rank for c in hand)
    low = min(counts.values())
    pick = rng.choice(sorted({c.rank for c in hand if counts[c.rank] == low}))
    return next(c for c in hand if c.rank == pick)


def _lay_of(lays, card) -> Action:
    for a in lays:
        if a.card == card:
            return a
    return lays[0]
