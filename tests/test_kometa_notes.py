"""The table notes of Комета and Манилья (rules/games/kometa_notes.py), worded
(app/words/kometa.py) and placed (app/layout/notes.py, app/layout/kometa.py): the rank the
wild card stands for over it, the need under the run, the cards left over, the кон, each
side's points to the target and, at four, the pairs — tagged on the plates, and written
beside the plate of the seat drawn at the bottom instead."""
from __future__ import annotations

from app.fonts import GOLD
from app.layout import layout_frame
from app.layout.model import TableModel
from app.layout.notes import words
from rules.notes import TableNote
from test_kometa import COMET, K, M, MANILLA, cards, play, position

NAMES = [f"P{i}" for i in range(5)]


def _notes(g, s, seat=0):
    return [n for n in g.table_notes(s.view(seat)) if isinstance(n, TableNote)]


def _frame(g, s, seat=0, size=(1280, 720)):
    return layout_frame(TableModel.from_view(s.view(seat)), g, size, NAMES[:s.seats], {"dealer": s.pub.dealer})


def _texts(frame):
    return [n.text["ru"] for n in frame.notes if isinstance(n.text, dict)]


def test_the_wild_card_is_marked_with_the_rank_it_stands_for():
    s = position(K, 3, [cards("7H 8D 10H 2D 9C"), cards("3H 4H"), cards("5H 5D")])
    play(s, "7H")
    play(s, "8D")
    assert not any(n.at == "mark" for n in _notes(K, s))
    play(s, "9C", value=9)
    mark = next(n for n in _notes(K, s) if n.at == "mark")
    assert mark.card == COMET and words(mark.phrase) == {"ru": "комета = 9", "en": "comet = 9"}
    under = [words(n.phrase)["ru"] for n in _notes(K, s) if n.at == "below" and n.deal == s.view(0).deal_no]
    assert under == ["нужна десятка"]
    # laid out over the comet in the run: gold on a pill
    f = _frame(K, s)
    note = next(n for n in f.notes if n.text["ru"] == "комета = 9")
    comet = next(sp for sp in f.sprites.values() if sp.zone == "run" and sp.card == COMET)
    assert abs(note.x - comet.x) < 1 and note.y < comet.y - comet.h / 2
    assert note.colour == GOLD and note.style == "serif-bold" and note.box
    # the run closed: the comet is no longer in it, and nothing marks it
    s.played, s.run = s.played + s.run, []
    assert not any(n.at == "mark" for n in _notes(K, s))
    assert "комета = 9" not in _texts(_frame(K, s))


def test_manilya_names_its_manille_and_has_no_pot_nor_score():
    s = position(M, 3, [cards("8H 10D 2D"), cards("3H 4H"), cards("5H 5S")])
    play(s, "8H")
    play(s, MANILLA.code, value=9)
    assert words(next(n.phrase for n in _notes(M, s) if n.at == "mark")) == {"ru": "манилия = 9",
                                                                            "en": "manille = 9"}
    assert not any(n.at in ("pot", "plate", "side") for n in _notes(M, s))
    f = _frame(M, s)
    assert "pot" not in f.chips and "кон" not in _texts(f) and not f.seat_tags


def test_komet_tags_each_side_with_its_points_and_pair_and_writes_the_bottom_seats_beside_his_plate():
    s = position(K, 4, [cards("7H"), cards("8H"), cards("9H"), cards("10H")])
    s.pub.scores = (5, 3, 5, 3)
    f = _frame(K, s, 0)
    assert [(t["ru"], c) for t, c in f.seat_tags[1]] == [("3 из 24", (112, 96, 56)), ("пара 2", (150, 64, 48))]
    assert [(t["en"], c) for t, c in f.seat_tags[2]] == [("5 of 24", (112, 96, 56)), ("pair 1", (54, 104, 160))]
    assert 0 not in f.seat_tags                       # the bottom seat: on the cloth instead
    own = next(n for n in f.notes if n.text["ru"] == "пара 1 · 5 из 24")
    assert own.text["en"] == "pair 1 · 5 of 24" and own.anchor == "midright" and own.colour == GOLD and own.box
    assert "кон" in _texts(f) and "pot" in f.chips
    # seen from seat 1: his own line, seat 0 tagged
    f1 = _frame(K, s, 1)
    assert "пара 2 · 3 из 24" in _texts(f1) and 1 not in f1.seat_tags and 0 in f1.seat_tags
    # two players: no pairs
    s2 = position(K, 2, [cards("7H"), cards("8H")])
    f2 = _frame(K, s2, 0)
    assert [t["ru"] for t, _ in f2.seat_tags[1]] == ["0 из 24"] and "0 из 24" in _texts(f2)


def test_the_cards_left_over_are_counted():
    s = position(K, 3, [cards("7H 8D"), cards("3H 4H"), cards("5H 5D")])
    n = len(s.talon)
    f = _frame(K, s)
    note = next(x for x in f.notes if x.text["ru"] == f"в остатке: {n}")
    assert note.text["en"] == f"left over: {n}" and note.box
    s.talon = []
    assert not any(t.startswith("в остатке") for t in _texts(_frame(K, s)))


def test_a_note_is_a_function_of_the_view():
    s = position(K, 4, [cards("7H 8D 9C"), cards("8H"), cards("9H"), cards("10H")])
    play(s, "7H")
    for seat in (None, 0, 1, 2, 3):
        assert K.table_notes(s.view(seat)) == K.table_notes(s.clone().view(seat))
    # what the table writes is the same for every viewer: nobody's hand shows in it
    assert K.table_notes(s.view(0)) == K.table_notes(s.view(1)) == K.table_notes(s.view(None))
