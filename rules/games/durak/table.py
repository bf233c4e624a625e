"""The table of a deal: the zones (``hand{s}``, ``stock``, ``attack``, ``defence``, ``discard``;
see the engine's docstring), the pack, and the order of cards (by suit and rank; pairs for
A0 1.а's leads)."""
from __future__ import annotations

from types import MappingProxyType

from ...cards import Card, deck
from ...tabletop import ZoneSpec

FULL_DECK = deck(36)
SUIT_ORDER = "SCHD"
NONES = tuple((None,) * k for k in range(40))
RANGES = tuple(tuple(range(k)) for k in range(40))
HAND = tuple(f"hand{s}" for s in range(16))
HAND_SEAT = {name: s for s, name in enumerate(HAND)}


_SPECS: dict = {}


def table_spec(seats: int, blind: bool, covers: int | None = None, turned: bool = False) -> dict:
    """The zones of a deal, in view order: the hands (held face outwards when blind), the
    stock (``turned``: the trump card turned up under it, its bottom card), the attack cards
    and the beating cards (slots; «Веришь»: while ``covers`` lie face down, the defender's,
    their faces his alone) and the discard."""
    key = (seats, blind, covers, turned)
    spec = _SPECS.get(key)
    if spec is None:
        spec = {HAND[s]: ZoneSpec("hand", "others" if blind else "owner", s) for s in range(seats)}
        spec["stock"] = ZoneSpec("stock", "bottom_up" if turned else "down", places=True)
        spec["attack"] = ZoneSpec("pairs", "up", places=True)
        spec["defence"] = (ZoneSpec("pairs", "up", places=True) if covers is None
                           else ZoneSpec("pairs", "owner", covers, places=True))
        spec["discard"] = ZoneSpec("discard", "down")
        spec = _SPECS[key] = MappingProxyType(spec)
    return spec


def card_key(c: Card) -> tuple:
    return (SUIT_ORDER.index(c.suit), c.rank)


def pairs(cards) -> int:
    counts: dict = {}
    for c in cards:
        counts[c.rank] = counts.get(c.rank, 0) + 1
    return sum(v // 2 for v in counts.values())
