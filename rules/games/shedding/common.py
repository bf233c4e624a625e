"""What the shedding and chip games of this family share (catalogue B1, B2, B10, B11).

All four are built on ``rules.tabletop``: card zones with faces and a public record, so
that the view, the clone and the search's sampled worlds are generic. The chip games
(Свинки, Тонтина) keep their chips in the record too (``TableState.open_ledger``; moved by
``state.ledger``), so neither overrides ``clone`` nor declares ``derived_caches``.
"""
from __future__ import annotations

from types import MappingProxyType

from ...actions import Action
from ...game import linear_scores


_PLAY: dict = {}


def play(card) -> Action:
    """``Action("play", (card,))`` onto the ``pile`` (its target), made once per card (legal
    lists are built per move)."""
    a = _PLAY.get(card)
    if a is None:
        a = _PLAY[card] = Action("play", (card,), target="pile")
    return a


def src(ru: str, en: str) -> dict:
    return {"ru": ru, "en": en}


def next_seat(seats: int, start: int, pred) -> int | None:
    """The first seat after ``start`` clockwise (to the left) for which ``pred`` holds."""
    for i in range(1, seats + 1):
        s = (start + i) % seats
        if pred(s):
            return s
    return None


def prev_seat(seats: int, start: int, pred) -> int | None:
    """The first seat before ``start`` (to the right) for which ``pred`` holds."""
    for i in range(1, seats + 1):
        s = (start - i) % seats
        if pred(s):
            return s
    return None


def places_from_groups(seats: int, groups) -> tuple:
    """Places from groups of seats, best group first; a group shares its place."""
    places = [0] * seats
    at = 1
    for g in groups:
        for s in g:
            places[s] = at
        at += len(g)
    return tuple(places)


def rank_groups(seats_list, key) -> list:
    """``seats_list`` grouped by equal ``key``, the smallest key first."""
    out: list = []
    for s in sorted(seats_list, key=key):
        if out and key(out[-1][0]) == key(s):
            out[-1].append(s)
        else:
            out.append([s])
    return out


def add_void(void, seat: int, suits) -> MappingProxyType:
    """``void_suits`` (rules.sampling) with ``suits`` added for ``seat``; an immutable mapping."""
    d = dict(void or {})
    d[seat] = frozenset(d.get(seat, frozenset())) | frozenset(suits)
    return MappingProxyType(d)


def refuse(state, action, seat, why) -> None:
    """Raise the engine's error for an action that is not legal now, saying why (English,
    as every engine error: the program shows its own words for refused clicks)."""
    from ...errors import GameOver, IllegalAction, WrongSeat
    if state.over:
        raise GameOver(f"{state.game.id}: the game is over; no more actions")
    if seat is not None and seat != state.to_move:
        raise WrongSeat(f"{state.game.id}: it is seat {state.to_move}'s turn, not seat {seat}'s")
    if not isinstance(action, Action) or not state.is_legal(action):
        reason = why(action) if isinstance(action, Action) else None
        raise IllegalAction(f"{state.game.id}: {action} is not a legal action for seat {state.to_move} now"
                            + (f": {reason}" if reason else ""))


__all__ = ["src", "next_seat", "prev_seat", "places_from_groups", "rank_groups", "add_void", "linear_scores"]
