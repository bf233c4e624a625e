"""Phrases: what the engine says happened, as data — never as prose.

A phrase is an id plus typed parameters, e.g. ``Phrase("durak.defend", who=Seat(1),
card=Card(6, "D"), target=Card(7, "S"), trump=True)``. The program words it (app/wording.py)
in the player's language, with the card indices he chose and the players' names; rules/
holds no sentence in any language.

Parameter values are typed, so the wording knows how to say each one:

* ``Card`` — a card (its indices are the program's choice: Д♠ or Q♠);
* ``Seat`` — a player (worded by his name at the table);
* ``Word`` — a word id, from a small closed vocabulary the wording translates (a suit
  "S", an action kind, a reason);
* ``int`` / ``bool`` / ``None`` — numbers and flags (plural forms are the template's);
* a ``Phrase`` — a part said inside another (a settlement line's reason);
* a tuple of any of these — cards, seats, parts.

Strings are refused: a string parameter would be prose that escaped the wording.
"""
from __future__ import annotations

from dataclasses import dataclass

from .cards import Card


@dataclass(frozen=True, slots=True)
class Seat:
    """A player, by seat number; the wording says his name."""
    n: int

    def __post_init__(self):
        if not isinstance(self.n, int) or isinstance(self.n, bool) or self.n < 0:
            raise TypeError(f"a seat is a number ≥ 0, not {self.n!r}")


@dataclass(frozen=True, slots=True)
class Word:
    """A word id from the wording's vocabulary (a suit, a kind of move, a reason)."""
    id: str

    def __post_init__(self):
        if not isinstance(self.id, str) or not self.id:
            raise TypeError(f"a word id is a non-empty string, not {self.id!r}")


def _check(value, where):
    if value is None or isinstance(value, (bool, int, Card, Seat, Word, Phrase)):
        return
    if isinstance(value, tuple):
        for v in value:
            _check(v, where)
        return
    raise TypeError(f"phrase {where}: parameter of type {type(value).__name__} ({value!r}); "
                    "phrases carry cards, seats, numbers, word ids and phrases, never text")


@dataclass(frozen=True, slots=True)
class Phrase:
    """One thing said: ``id`` names the template, ``params`` the typed values, as sorted
    ``(name, value)`` pairs (hashable; build it with ``Phrase(id, name=value, ...)``)."""
    id: str
    params: tuple = ()

    def __init__(self, id: str, params: tuple = (), **kw):
        if not isinstance(id, str) or not id:
            raise TypeError(f"a phrase id is a non-empty string, not {id!r}")
        pairs = dict(params)
        pairs.update(kw)
        for k, v in pairs.items():
            _check(v, f"{id}.{k}")
        object.__setattr__(self, "id", id)
        object.__setattr__(self, "params", tuple(sorted(pairs.items())))

    def get(self, key, default=None):
        for k, v in self.params:
            if k == key:
                return v
        return default

    def __getitem__(self, key):
        for k, v in self.params:
            if k == key:
                return v
        raise KeyError(key)

    @property
    def kwargs(self) -> dict:
        return dict(self.params)

    def ids(self):
        """This phrase's id and those of the phrases inside it."""
        yield self.id
        stack = [v for _, v in self.params]
        while stack:
            v = stack.pop()
            if isinstance(v, Phrase):
                yield from v.ids()
            elif isinstance(v, tuple):
                stack.extend(v)

    def cards(self):
        """Every card this phrase names (for the privacy tests)."""
        stack = [v for _, v in self.params]
        while stack:
            v = stack.pop()
            if isinstance(v, Card):
                yield v
            elif isinstance(v, Phrase):
                yield from v.cards()
            elif isinstance(v, tuple):
                stack.extend(v)

    def __repr__(self) -> str:
        inner = ", ".join(f"{k}={v!r}" for k, v in self.params)
        return f"Phrase({self.id!r}{', ' if inner else ''}{inner})"


def seat(s) -> Seat | None:
    """``Seat(s)``, or None when there is no seat (an event about nobody)."""
    return None if s is None else Seat(s)
