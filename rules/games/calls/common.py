"""What the two calling games share (catalogue B3 «Шиф, шоф, шум», B6 «Я — умираю — от
любви — к Вам»): a table state of hands and piles (``rules.tabletop``) with a chip ledger
(``rules.chips``) kept in the public record, the deal from the dealer's
hand, the seat to the left, and the settlement of a game of chips.

Conventions (the table and the kit rely on them):

* zones ``hand{s}`` (kind "hand", face "owner"), ``aside`` (kind "stock", face "down": the
  cards dealt to nobody, and those of a player who left), ``table`` (the cards being laid,
  face up) and ``discard`` (face up: every card laid is seen by all);
* the record holds ``chips`` (one stack per seat), ``pot`` (the кон) and ``start_chips``;
  ``state.ledger`` (``rules.tabletop``) moves them, every chip move a ``chips`` event with
  ``from``, ``to``, ``amount`` and ``reason``;
* a deal is a ``deal`` event per hand with no source zone (the cards come from the
  dealer), seen by the hand's owner only.
"""
from __future__ import annotations

from ...actions import Action
from ...cards import deck as make_deck
from ...chips import POT, player
from ...events import Event
from ...tabletop import TableGame, TableState, ZoneSpec


_SEERS: dict = {}
_NONE = object()


_SPECS: dict = {}
_PACKS: dict = {}


_LAYS: dict = {}


def lay(card, kind: str = "play") -> Action:
    """A card laid on the ``table`` (its target: in both games every card laid goes there),
    made once per card and kind (legal lists are built per move)."""
    a = _LAYS.get((kind, card))
    if a is None:
        a = _LAYS[(kind, card)] = Action(kind, (card,), target="table")
    return a


def table_spec(seats: int) -> dict:
    """The zones of a table of ``seats`` (one shared dict per seat count: do not change it)."""
    spec = _SPECS.get(seats)
    if spec is None:
        spec = {"aside": ZoneSpec("stock", "down"), "discard": ZoneSpec("pile", "up"),
                "table": ZoneSpec("pile", "up")}
        spec.update({f"hand{s}": ZoneSpec("hand", "owner", s) for s in range(seats)})
        _SPECS[seats] = spec
    return spec


def pack(size: int) -> tuple:
    """The standard pack of ``size`` cards (one shared tuple per size)."""
    got = _PACKS.get(size)
    if got is None:
        got = _PACKS[size] = make_deck(size)
    return got


class CallsState(TableState):
    """A TableState with a chip ledger in the record (``chips``, ``pot``)."""

    def setup_chips(self, start: int) -> None:
        self.pub.start_chips = (start,) * self.seats
        self.open_ledger([start] * self.seats)

    def pay(self, src: str, dst: str, amount: int, reason: str, **details):
        """Pay ``amount`` or all ``src`` has; returns (paid, event or None)."""
        return self.ledger.pay(src, dst, amount, reason, **details)

    def transfer(self, src: str, dst: str, amount: int, reason: str, **details) -> Event:
        return self.ledger.transfer(src, dst, amount, reason, **details)

    def seers(self, name: str):
        """As TableState.seers, cached: a zone's face and owner never change."""
        key = (name, self.seats)
        got = _SEERS.get(key, _NONE)
        if got is _NONE:
            got = _SEERS[key] = super().seers(name)
        return got

    def hand(self, seat: int) -> list:
        return self.zones[f"hand{seat}"]

    def deal_hands(self, order, cards, per_hand: int, seats_in) -> list:
        """Deal ``per_hand`` cards to each seat of ``seats_in`` (starting left of the dealer, in
        ``order``), the rest to ``aside``; the events, one per hand (seen by its owner)."""
        events = []
        pos = 0
        for s in order:
            if s not in seats_in:
                continue
            got = list(cards[pos:pos + per_hand])
            pos += per_hand
            self.zones[f"hand{s}"].extend(got)
            events.append(Event("deal", s, tuple(got), None, f"hand{s}", count=len(got),
                                visible_to=frozenset((s,))))
        rest = list(cards[pos:])
        if rest:
            self.zones["aside"].extend(rest)
            events.append(Event("deal", None, tuple(rest), None, "aside", count=len(rest),
                                visible_to=frozenset()))
        return events

    def gains(self) -> tuple:
        return tuple(a - b for a, b in zip(self.ledger.stacks, self.pub.start_chips))

    def own_rng(self):
        """The generator (a clone's own copy once either draws: ``TableState.rng``)."""
        return self.rng


class CallsGame(TableGame):
    family = "calls"

    def next_seat(self, seat: int, seats: int) -> int:
        return (seat + 1) % seats


def to_pot(seat: int) -> tuple:
    return player(seat), POT
