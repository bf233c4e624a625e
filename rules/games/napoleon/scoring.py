"""Наполеон's payments (catalogue C3; seed 001): pure functions, no state.

A made bid of k: every other player pays the declarer k × unit; on «Наполеона» he also takes
the клад. A failed bid: he pays every other player k × unit and puts k × unit into the клад;
a failed «Наполеон» also doubles the клад (``napoleon_fail = double_klad``: he adds as much
as it held when the play ended) or pays each other player the клад's worth (``pay_each_klad``).
"""
from __future__ import annotations

KLAD = "pot"          # the клад is the chip ledger's pot (rules.chips.POT)


def player(seat: int) -> str:
    return f"player:{seat}"


def payments(declarer: int, bid: int, napoleon: bool, made: bool, seats: int, unit: int,
             klad: int, fail_mode: str = "double_klad", others=None) -> list:
    """The transfers the deal ends with, in order: ``(from, to, amount, reason)``; accounts
    as rules.chips names them (``player:s``, the клад ``pot``). ``klad`` is what the
    клад holds when the play ends; ``others`` the other players still at the table, from the
    declarer's left (all the others by default)."""
    k = bid * unit
    if others is None:
        others = [(declarer + i) % seats for i in range(1, seats)]
    out = []
    if made:
        for s in others:
            out.append((player(s), player(declarer), k, "made"))
        if napoleon and klad:
            out.append((KLAD, player(declarer), klad, "klad"))
        return out
    for s in others:
        out.append((player(declarer), player(s), k, "failed"))
    out.append((player(declarer), KLAD, k, "failed_klad"))
    if napoleon and klad:
        if fail_mode == "double_klad":
            out.append((player(declarer), KLAD, klad, "double"))
        else:
            for s in others:
                out.append((player(declarer), player(s), klad, "klad_each"))
    return out


def net_of(transfers, seats: int) -> tuple:
    """Per seat, what the transfers move (the клад's side left out)."""
    out = [0] * seats
    for src, dst, amount, _ in transfers:
        if src.startswith("player:"):
            out[int(src[7:])] -= amount
        if dst.startswith("player:"):
            out[int(dst[7:])] += amount
    return tuple(out)


def bids_allowed(highest: int) -> tuple:
    """The bids above ``highest`` (1–5)."""
    return tuple(range(highest + 1, 6))


def decided(bid: int, tricks: int, played: int, hand: int = 5) -> bool | None:
    """The stop (seed: «играют до того момента, пока он не возьмёт назначенное количество»):
    True once the declarer has his ``bid`` tricks, False once he can no longer make them
    (our choice), None while the deal is open. ``played`` tricks of ``hand`` are done."""
    if tricks >= bid:
        return True
    if tricks + (hand - played) < bid:
        return False
    return None
