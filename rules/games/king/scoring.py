"""Кинг's arithmetic (catalogue C1; seed 001, Rozaliev 47.а–47.г): the games of a match, what
each penalty deal writes, the отыгрыш, and the final account. Pure functions, no state.

The seven penalty deals of 47.а are reconstructed from outside sources (the seed keeps only
the end of 47.а) and checked against the seed's own arithmetic: the penalties of a whole
47.а match total 192, as the отыгрыш's 8 deals × 8 tricks × 3 do, so the nets sum to zero
(«алгебраическая сумма всех очков должна равняться нулю»).
"""
from __future__ import annotations

from ...cards import JACK, KING, QUEEN, Card

# The penalty deals, in the usual order (option ``deal_order``), and the positive round.
TRICKS, HEARTS, BOYS, GIRLS, LAST2, KING_H, ERALASH = (
    "tricks", "hearts", "boys", "girls", "last2", "king", "eralash")
OTYGRYSH = "otygrysh"
CIRCLE = "circle"           # 47.г's opening circle of «не брать взяток» (option compensation)
PENALTY_GAMES = (TRICKS, HEARTS, BOYS, GIRLS, LAST2, KING_H, ERALASH)
ALL_GAMES = PENALTY_GAMES + (OTYGRYSH,)
KH = Card(KING, "H")

# Orders of the penalty deals (the seed: «порядок розыгрыша должен быть оговорен»).
DEAL_ORDERS = {
    "classic": (TRICKS, HEARTS, BOYS, GIRLS, LAST2, KING_H, ERALASH),
    "boys_first": (BOYS, GIRLS, HEARTS, KING_H, TRICKS, LAST2, ERALASH),
    "king_last": (TRICKS, BOYS, GIRLS, HEARTS, LAST2, KING_H, ERALASH),
}

VARIANTS = ("47a", "47b", "47v", "47g")


def values(variant: str, balance: str = "king24") -> dict:
    """Points per item: a trick, a heart, a jack («мальчик»), a queen («девочка»), each of
    the last two tricks, the К♥ (in «не брать кинга», and in «ералаш» as ``kh_eralash``),
    and a trick of the отыгрыш (``plus``)."""
    if variant in ("47a", "47b"):
        return {"trick": 2, "heart": 2, "boy": 4, "girl": 4, "last": 8, "kh": 16, "kh_eralash": 16, "plus": 3}
    kh = 24 if (variant == "47v" and balance == "king24") else 20
    return {"trick": 2, "heart": 2, "boy": 5, "girl": 5, "last": 10, "kh": kh, "kh_eralash": kh, "plus": 4}


def scoring_cards(game: str, card: Card) -> bool:
    """Does ``card`` score in a penalty deal of ``game`` (a card a 47.г discard may not be)?"""
    if game == HEARTS:
        return card.suit == "H"
    if game == BOYS:
        return card.rank == JACK
    if game == GIRLS:
        return card.rank == QUEEN
    if game == KING_H:
        return card == KH
    if game == ERALASH:
        return card.suit == "H" or card.rank in (JACK, QUEEN)
    return False


def card_penalty(game: str, card: Card, vals: dict) -> int:
    """What one card taken writes in ``game`` (tricks and the last two count apart)."""
    if game in (HEARTS, ERALASH) and card.suit == "H" and not (game == ERALASH and card == KH):
        pts = vals["heart"]
    elif game == ERALASH and card == KH:
        pts = vals["heart"] + vals["kh_eralash"]
    else:
        pts = 0
    if game in (BOYS, ERALASH) and card.rank == JACK:
        pts += vals["boy"]
    if game in (GIRLS, ERALASH) and card.rank == QUEEN:
        pts += vals["girl"]
    if game == KING_H and card == KH:
        pts += vals["kh"]
    return pts


CIRCLE_TIES = ("first", "all")


def deal_points(game: str, tricks, seats: int, vals: dict, discards=None, circle_tie: str = "first") -> tuple:
    """Per seat, what the deal writes: penalty points for a penalty game (≥ 0), отыгрыш
    points for ``OTYGRYSH``, and for 47.г's ``CIRCLE`` 4 to the most tricks (ties, option
    ``circle_tie``: ``"first"`` the first to reach that many, ``"all"`` every tied player).

    ``tricks``   the tricks in the order played: ``(winner, cards)``;
    ``discards`` 47.г: ``{seat: cards}`` laid away by the orderer; a card that scores in this
                 game counts in his tricks (the seed: «снесённая карта считается в его взятке»).
    """
    out = [0] * seats
    n = len(tricks)
    if game == OTYGRYSH:
        for w, _ in tricks:
            out[w] += vals["plus"]
        return tuple(out)
    if game == CIRCLE:
        # the most tricks writes 4 («Игрок, набравший за одну игру больше всех взяток»); among
        # equals, by default the first to reach that number (our reading of «игрок», one: exactly
        # one 4 a deal keeps the account at zero, 116 + 4 = 120); or all of them (the catalogue's)
        won = [0] * seats
        reached = {}
        for i, (w, _) in enumerate(tricks):
            won[w] += 1
            reached.setdefault((w, won[w]), i)
        top = max(won)
        if circle_tie == "all":
            return tuple(4 if won[s] == top else 0 for s in range(seats))
        first = min((s for s in range(seats) if won[s] == top), key=lambda s: reached[(s, top)])
        return tuple(4 if s == first else 0 for s in range(seats))
    for i, (w, cards) in enumerate(tricks):
        if game in (TRICKS, ERALASH):
            out[w] += vals["trick"]
        if game in (LAST2, ERALASH) and i >= n - 2:
            out[w] += vals["last"]
        for c in cards:
            out[w] += card_penalty(game, c, vals)
    for s, cards in (discards or {}).items():
        for c in cards:
            out[s] += card_penalty(game, c, vals)
    return tuple(out)


def deal_total(game: str, vals: dict, tricks_per_deal: int, deck_cards) -> int:
    """What one deal of ``game`` writes in all (every scoring card taken by someone)."""
    if game == OTYGRYSH:
        return vals["plus"] * tricks_per_deal
    total = 0
    if game in (TRICKS, ERALASH):
        total += vals["trick"] * tricks_per_deal
    if game in (LAST2, ERALASH):
        total += vals["last"] * 2
    total += sum(card_penalty(game, c, vals) for c in deck_cards)
    return total


# --------------------------------------------------------------------- the match plan
def games_per_player(variant: str, zakaz_otygrysh: int = 2) -> dict:
    """For the ordered variants (47.б, 47.г): how many times each player orders each game."""
    if variant == "47b":
        return {**{g: 1 for g in PENALTY_GAMES}, OTYGRYSH: zakaz_otygrysh}
    if variant == "47g":
        return {**{g: 1 for g in PENALTY_GAMES if g != ERALASH}, OTYGRYSH: 3}
    raise ValueError(f"variant {variant} has a fixed order, not orders")


def fixed_schedule(variant: str, seats: int, order: str = "classic") -> tuple:
    """47.а / 47.в: the penalty deals in the agreed order, then the отыгрыш, each player
    naming trump twice (two full circles)."""
    return DEAL_ORDERS[order] + (OTYGRYSH,) * (2 * seats)


def ordered(variant: str) -> bool:
    return variant in ("47b", "47g")


def match_deals(variant: str, seats: int, zakaz_otygrysh: int = 2, compensation: str = "4points") -> int:
    """How many deals the whole match lasts."""
    if not ordered(variant):
        return len(fixed_schedule(variant, seats))
    per = sum(games_per_player(variant, zakaz_otygrysh).values())
    extra = seats if (variant == "47g" and compensation == "no_tricks_circle") else 0
    return per * seats + extra


# --------------------------------------------------------------------- the account
def nets(penalty, plus) -> tuple:
    """Each player's net: отыгрыш points minus penalty points."""
    return tuple(p - m for p, m in zip(plus, penalty))


def proportional(net) -> tuple:
    """47.в «имеющий минус выплачивает пропорционально имеющему плюс»: the minus players pay
    what they are short; it is shared among the plus players in proportion to their plus
    (largest remainder), so the moves sum to zero."""
    paid = sum(-x for x in net if x < 0)
    plus = [max(0, x) for x in net]
    total = sum(plus)
    if not paid or not total:
        return tuple(min(0, x) for x in net) if not total else tuple(0 for _ in net)
    share = [paid * p // total for p in plus]
    rest = paid - sum(share)
    order = sorted(range(len(net)), key=lambda i: (-(paid * plus[i] % total), i))
    for i in order[:rest]:
        share[i] += 1
    return tuple(share[i] if net[i] > 0 else min(0, net[i]) for i in range(len(net)))


def differences(net) -> tuple:
    """47.б: each pays each the difference of their nets: ``n·net − Σ net``."""
    n, s = len(net), sum(net)
    return tuple(n * x - s for x in net)


def settle(variant: str, balance: str, penalty, plus) -> tuple:
    """What each player wins (+) or loses (−) at the end of the match, in points."""
    net = nets(penalty, plus)
    if variant == "47b":
        return differences(net)
    if variant == "47v" and balance == "proportional":
        return proportional(net)
    return net
