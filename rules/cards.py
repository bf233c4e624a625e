"""Cards, suits, ranks and the standard decks.

A card is a small immutable value. Rank *order* belongs to each game (Лентюрлю has
the ace lowest), so cards carry only their rank number: 2..10, 11 = В/J, 12 = Д/Q,
13 = К/K, 14 = Т/A.
"""
from __future__ import annotations

from dataclasses import dataclass

SUITS = ("S", "C", "H", "D")  # пики, трефы, черви, бубны
SUIT_SYMBOL = {"S": "♠", "C": "♣", "H": "♥", "D": "♦"}
RED_SUITS = frozenset("HD")
JACK, QUEEN, KING, ACE = 11, 12, 13, 14

_RANK_CODE = {11: "J", 12: "Q", 13: "K", 14: "A"}
_CODE_RANK = {v: k for k, v in _RANK_CODE.items()}
RANK_INDEX = {
    "ru": {11: "В", 12: "Д", 13: "К", 14: "Т"},
    "en": {11: "J", 12: "Q", 13: "K", 14: "A"},
}


@dataclass(frozen=True, slots=True)
class Card:
    rank: int
    suit: str

    def __post_init__(self):
        if self.rank not in range(2, 15) or self.suit not in SUITS:
            raise ValueError(f"no such card: rank {self.rank!r}, suit {self.suit!r}")

    # As the generated one (equal when of the same class with equal fields), without building
    # two tuples per comparison: cards are compared everywhere. (The hash stays the generated
    # one, hash((rank, suit)), so sets and dicts of cards keep their order.)
    def __eq__(self, other):
        if self is other:
            return True
        if other.__class__ is self.__class__:
            return self.rank == other.rank and self.suit == other.suit
        return NotImplemented

    @property
    def code(self) -> str:
        """ASCII code used in saves and on the command line: '10H', 'QS', '7D'."""
        return _RANK_CODE.get(self.rank, str(self.rank)) + self.suit

    @classmethod
    def parse(cls, code: str) -> "Card":
        code = code.strip().upper()
        if len(code) < 2:
            raise ValueError(f"not a card code: {code!r}")
        rank_s, suit = code[:-1], code[-1]
        rank = _CODE_RANK.get(rank_s)
        if rank is None:
            if not rank_s.isdigit():
                raise ValueError(f"not a card code: {code!r}")
            rank = int(rank_s)
        return cls(rank, suit)

    def label(self, lang: str = "ru") -> str:
        """Human label with the suit sign: '7♥', 'Д♠' (ru) or 'Q♠' (en)."""
        return rank_label(self.rank, lang) + SUIT_SYMBOL[self.suit]

    @property
    def red(self) -> bool:
        return self.suit in RED_SUITS

    def __repr__(self) -> str:
        return f"Card({self.code})"

    def __str__(self) -> str:
        return self.label("ru")


def rank_label(rank: int, lang: str = "ru") -> str:
    return RANK_INDEX["en" if lang == "en" else "ru"].get(rank, str(rank))


def deck(size: int = 36) -> tuple[Card, ...]:
    """A standard pack: 32 (7..Т), 36 (6..Т) or 52 (2..Т), in a fixed order."""
    low = {32: 7, 36: 6, 52: 2}.get(size)
    if low is None:
        raise ValueError(f"no standard deck of {size} cards (32, 36 or 52)")
    return tuple(Card(r, s) for s in SUITS for r in range(low, 15))


def sort_hand(cards, rank_order=None) -> list[Card]:
    """Cards grouped by suit (♠ ♣ ♦ ♥, alternating colours), then by the game's rank order."""
    suit_pos = {"S": 0, "H": 1, "C": 2, "D": 3}
    key_rank = rank_order.index if rank_order else (lambda r: r)
    return sorted(cards, key=lambda c: (suit_pos[c.suit], key_rank(c.rank)))
