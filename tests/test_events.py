"""Events' redaction rule, field by field, and their typed data."""
import pytest

from rules.cards import Card
from rules.events import Event, check_data


def test_a_hidden_event_keeps_where_and_how_many_and_loses_its_cards_and_the_cards_in_its_data():
    e = Event("defend", 1, (Card(6, "D"),), "hand1", "defence", index=0, count=1, visible_to=frozenset({1}),
              data=(("slot", 0), ("target", Card(7, "S")), ("pair", (Card(8, "H"), 2)), ("why", "x")))
    assert e.for_seat(1) is e
    for seat in (0, 2, None):
        red = e.for_seat(seat)
        assert (red.kind, red.seat, red.src, red.dst, red.index, red.count) == ("defend", 1, "hand1", "defence", 0, 1)
        assert red.cards == () and dict(red.data) == {"slot": 0, "why": "x"}
    public = Event("play", 0, (Card(6, "D"),), "hand0", "table", count=1, data=(("target", Card(7, "S")),))
    assert public.for_seat(2).get("target") == Card(7, "S")


def test_data_is_typed_and_hashable():
    check_data(Event("x", data=(("n", 1), ("c", Card(6, "S")), ("t", (1, ("a", None))), ("f", frozenset({2})))))
    for bad in ((("n", [1]),), (("d", {"a": 1}),), ((1, 2),), ("flat",)):
        with pytest.raises(TypeError):
            check_data(Event("x", data=bad))
