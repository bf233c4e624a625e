"""Events: one closed set of kinds, their shapes, the redaction rule field by field, and their typed data."""
import pytest

from rules.cards import Card
from rules.events import KIND_OF, KINDS, Event, check_data, check_event


def test_a_hidden_event_keeps_where_and_how_many_and_loses_its_cards_and_the_cards_in_its_data():
    e = Event("defend", 1, (Card(6, "D"),), "hand1", "defence", index=0, count=1, visible_to=frozenset({1}),
              data=(("slot", 0), ("target", Card(7, "S")), ("pair", (Card(8, "H"), 2)), ("why", "x")))
    assert e.for_seat(1) is e
    for seat in (0, 2, None):
        red = e.for_seat(seat)
        assert (red.kind, red.what, red.seat, red.src, red.dst, red.index, red.count) == (
            "move", "defend", 1, "hand1", "defence", 0, 1)
        assert red.cards == () and dict(red.data) == {"slot": 0, "why": "x"}
    public = Event("play", 0, (Card(6, "D"),), "hand0", "table", count=1, data=(("target", Card(7, "S")),))
    assert public.for_seat(2).get("target") == Card(7, "S")


def test_data_is_typed_and_hashable():
    check_data(Event("say", 0, data=(("n", 1), ("c", Card(6, "S")), ("t", (1, ("a", None))), ("f", frozenset({2})))))
    for bad in ((("n", [1]),), (("d", {"a": 1}),), ((1, 2),), ("flat",)):
        with pytest.raises(TypeError):
            check_data(Event("say", 0, data=bad))


def test_every_name_has_one_kind_of_a_small_closed_set():
    assert set(KIND_OF.values()) <= set(KINDS) and len(KINDS) <= 15
    with pytest.raises(ValueError, match="KIND_OF"):
        Event("no_such_event", 0)
    with pytest.raises(ValueError, match="kind"):
        Event("bito", None, (), "table", "discard", count=2, kind="say")
    # the table's few kinds: a pass is said, a bito moves cards, a deal is dealt
    assert Event("pass", 1).kind == "say" and Event("bito", None, (), "table", "discard", count=2).kind == "move"
    assert Event("deal", 0, (), None, "hand0", count=6).kind == "deal"
    assert Event("new_deal", 0).kind == "deal_start" and Event("deal_over").kind == "deal_end"
    assert {Event(w).kind for w in ("over", "match_over", "pulka_over", "game_over")} == {"over"}


def test_a_move_without_a_destination_only_shows_its_cards():
    trump = Event("trump", None, (Card(6, "S"),))
    assert trump.kind == "show" and trump.what == "trump"
    assert Event("trump", None, (Card(6, "S"),), "stock", "hand0", count=1).kind == "move"


def test_each_kind_has_its_shape():
    check_event(Event("bito", None, (), "table", "discard", count=2))
    check_event(Event("chips", 1, src="player:1", dst="pot",
                      data=(("from", "player:1"), ("to", "pot"), ("amount", 3), ("reason", "ante"))))
    for bad in (Event("bito", None, (Card(6, "S"), Card(7, "S")), "table", "discard", count=1),  # miscounted
                Event("chips", 1, src="player:1", dst="pot", data=(("from", "player:1"),)),  # no amount
                Event("pass", None),                                           # said by no one
                Event("leave", None),
                Event("remise", 0, (Card(6, "S"),), "hand0", "table")):        # a score that moves cards
        with pytest.raises(TypeError):
            check_event(bad)
