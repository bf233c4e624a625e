"""The new deal said card by card, as the conformance kit replays it (tests/conformance.py,
``replay_events``): every zone's cards gathered back to the pack (a ``gather`` event from the
zone to no zone, its cards seen by whoever sees that zone), then the shuffled pack laid down
as the stock (a ``deal`` from no zone, face down). Every game of the family deals so (the
Мушки, Кинг, Наполеон, the two-row game); the stock must be laid after the ``new_deal``
event for the table's model (which clears the table on ``new_deal``), so it is split in
two: ``gather_out`` before, ``lay_stock`` after."""
from __future__ import annotations

from operator import attrgetter

from ...events import Event

_SUIT_RANK = attrgetter("suit", "rank")    # (suit, rank), as a key: the pack's order before the shuffle


def gather_out(state) -> list:
    """Every card off its zone, back to the pack; the pack shuffled with ``state.rng``."""
    events = []
    pile = []
    for name in list(state.zones):
        cards = [c for c in state.zones[name] if c is not None]
        state.zones[name] = []
        if not cards:
            continue
        pile.extend(cards)
        seers = state.seers(name)
        events.append(Event("gather", None, tuple(cards), name, None, count=len(cards), visible_to=seers))
    pile.sort(key=_SUIT_RANK)
    state.rng.shuffle(pile)
    state.known = {}
    state._pack = pile
    return events


def lay_stock(state) -> list:
    """The shuffled pack face down as the stock."""
    pile = state.__dict__.pop("_pack")
    state.zones["stock"] = pile
    return [Event("deal", None, (), None, "stock", count=len(pile), visible_to=frozenset())]
