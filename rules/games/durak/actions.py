"""The moves of the durak family as interned values: ``Action``s are immutable, so the legal
lists share one object per distinct action, and each names where its card goes on the table
(``to``/``at``)."""
from __future__ import annotations

from ...actions import END, Action

# Actions are immutable values, so the legal lists share one object per distinct action
# instead of building thousands per playout (building a frozen Action is the costliest
# step of listing the moves in the blind and «Веришь» variants).
_ACTS: dict = {}


def _target(kind, slot, value) -> tuple:
    """Where a move's card goes on the table, the same in the blind and open variants: a
    defence or a face-down cover onto its attack card, a transfer after the attack row's
    last card, a lead or a throw-in onto the row."""
    if kind in ("defend", "cover"):
        return "attack", slot
    if kind == "transfer" and value != "show":
        return "attack", END
    if kind == "attack":
        return "attack", None
    return None, None


def _act(kind, zone=None, index=None, value=None) -> Action:
    """A move that names no card (a button, or a face-down slot of a zone: blind, the
    attack slot a defence goes to is its ``value``)."""
    key = (kind, zone, index, value)
    a = _ACTS.get(key)
    if a is None:
        to, at = _target(kind, value, value) if zone is not None else (None, None)
        a = _ACTS[key] = Action(kind, (), zone, index, value, to, at)
    return a


def _card_act(kind, c, index=None, value=None) -> Action:
    """A one-card move (``index``: the attack slot it goes to); keyed by rank and suit, far
    cheaper to hash than a Card."""
    key = (kind, c.rank, c.suit, index, value)
    a = _ACTS.get(key)
    if a is None:
        a = _ACTS[key] = Action(kind, (c,), None, index, value, *_target(kind, index, value))
    return a
