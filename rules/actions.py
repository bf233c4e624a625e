"""Actions: what a seat can decide. One small generic shape serves every game.

An action names its source: the cards it uses (``cards``), or a slot of a zone (``zone``
and ``index``, e.g. a face-down card of the ring, a card of a hand held face outwards),
or neither (a button: «Пас», «Беру»). ``value`` carries a number or word where a game
needs one (a bid, «прикупить 2»).

Where the move puts its card somewhere the player may choose by dropping it there, the
action also names that target: ``target`` (a zone of the view) and ``target_index`` (a
slot of it: the attack card a defence lies on; ``END`` for the place after the last card,
where a card added to a row will lie; None for the zone as a whole). The target describes the move and never tells two actions apart (it is not part
of the action's identity, its hash or its saved form): the blind and open variants of a
game name the same target, so the table maps clicks and drops without per-game code.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from .cards import Card

END = -1        # ``target_index``: the place after the zone's last card


@dataclass(frozen=True, slots=True)
class Action:
    kind: str
    cards: tuple[Card, ...] = ()
    zone: str | None = None
    index: int | None = None
    value: int | str | None = None
    target: str | None = field(default=None, compare=False)
    target_index: int | None = field(default=None, compare=False)

    # As the generated one (equal when of the same class with equal fields), field by field:
    # the legal moves are searched for an action at every step. (The hash stays generated.)
    def __eq__(self, other):
        if self is other:
            return True
        if other.__class__ is self.__class__:
            return (self.kind == other.kind and self.cards == other.cards and self.zone == other.zone
                    and self.index == other.index and self.value == other.value)
        return NotImplemented

    @property
    def card(self) -> Card | None:
        return self.cards[0] if self.cards else None

    @property
    def source(self):
        """Where the action's card comes from: its cards (they name themselves), the
        ``(zone, index)`` slot it names, or None (a button)."""
        if self.cards:
            return self.cards
        if self.zone is not None and self.index is not None:
            return (self.zone, self.index)
        return None

    def to_json(self) -> dict:
        out: dict = {"kind": self.kind}
        if self.cards:
            out["cards"] = [c.code for c in self.cards]
        if self.zone is not None:
            out["zone"] = self.zone
        if self.index is not None:
            out["index"] = self.index
        if self.value is not None:
            out["value"] = self.value
        return out

    @classmethod
    def from_json(cls, data) -> "Action":
        if not isinstance(data, dict) or not isinstance(data.get("kind"), str):
            raise ValueError(f"not an action: {data!r}")
        unknown = set(data) - {"kind", "cards", "zone", "index", "value"}
        if unknown:
            raise ValueError(f"unknown action fields {sorted(unknown)}")
        cards = data.get("cards", [])
        if not isinstance(cards, list) or not all(isinstance(c, str) for c in cards):
            raise ValueError(f"bad cards in action: {cards!r}")
        index = data.get("index")
        if index is not None and (not isinstance(index, int) or isinstance(index, bool)):
            raise ValueError(f"bad index in action: {index!r}")
        zone = data.get("zone")
        if zone is not None and not isinstance(zone, str):
            raise ValueError(f"bad zone in action: {zone!r}")
        value = data.get("value")
        if value is not None and not isinstance(value, (int, str)):
            raise ValueError(f"bad value in action: {value!r}")
        return cls(data["kind"], tuple(Card.parse(c) for c in cards), zone, index, value)

    def __str__(self) -> str:
        parts = [self.kind] + [c.code for c in self.cards]
        if self.zone is not None:
            parts.append(f"{self.zone}[{self.index}]")
        if self.value is not None:
            parts.append(str(self.value))
        return " ".join(parts)
