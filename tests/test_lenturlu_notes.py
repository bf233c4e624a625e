"""Лентюрлю's table notes (rules/games/lenturlu_notes.py, the family's need:
rules/games/sequence_run.py ``run_notes``), worded (app/words/) and placed
(app/layout/notes.py, app/layout/lenturlu.py): what the run needs next, the talon's count
(a nought too), the deal of the match, and the next deal's opening while it is dealt."""
from __future__ import annotations

from app.fonts import CHALK, GOLD
from app.layout import layout_frame
from app.layout.model import TableModel
from app.layout.notes import words
from rules import get_game
from rules.events import Event
from rules.notes import TableNote
from test_lenturlu import cs, make, play

G = get_game("lenturlu")
NAMES = [f"P{i}" for i in range(8)]


def _notes(s, seat=0):
    return [n for n in G.table_notes(s.view(seat)) if isinstance(n, TableNote)]


def _below(s, seat=0, lang="ru"):
    """Under the run, for the deal in play."""
    deal = s.view(seat).deal_no
    return [words(n.phrase)[lang] for n in _notes(s, seat) if n.at == "below" and n.deal == deal]


def _frame(s, seat=0, model=None, size=(1280, 720)):
    model = model or TableModel.from_view(s.view(seat))
    return layout_frame(model, G, size, NAMES[:s.seats], {"dealer": s.pub.dealer})


def _texts(frame):
    return [n.text["ru"] for n in frame.notes if isinstance(n.text, dict)]


def test_the_run_says_the_rank_it_needs_next_in_both_languages():
    s = make(hands=("AS 2H 3S 5D KC", "4C", "6C", "7C"))
    assert _below(s) == ["новый ряд — любая карта"] and _below(s, lang="en") == ["a new run — any card"]
    s.apply(play("AS"))
    assert _below(s) == ["нужна двойка"] and _below(s, lang="en") == ["needs a two"]
    s.apply(play("2H"))
    s.apply(play("3S"))
    assert _below(s) == ["нужна четвёрка"] and _below(s, lang="en") == ["needs a four"]
    assert "need_text" not in s.view(0).public            # the record holds a rank, not words
    # under the run, gold for the player to move, chalk for the others
    for seat, colour in ((s.to_move, GOLD), ((s.to_move + 1) % 4, CHALK)):
        f = _frame(s, seat)
        note = next(n for n in f.notes if n.text["ru"] == "нужна четвёрка")
        assert note.colour == colour and note.style == "serif-bold" and not note.box
        assert note.y > max(sp.y for sp in f.sprites.values() if sp.zone == "run")
    # the match over: nothing under the run
    s.pub.match_over = True
    assert _below(s) == []


def test_the_first_lead_of_a_deal_is_an_ace_where_the_rules_say_so():
    s = make(variant="23b", hands=("AS 2H", "4C", "6C", "7C"))
    assert s.pub.first_lead_ranks
    assert _below(s) == ["первый ход — с туза"] and _below(s, lang="en") == ["the first lead is an ace"]


def test_the_talon_counts_its_cards_and_says_nought_when_empty():
    s = make(hands=("AS 2H", "4C", "6C", "7C"), talon="8S 8D 9H")
    f = _frame(s)
    note = next(n for n in f.notes if n.text["ru"] == "прикуп: 3")
    assert note.text["en"] == "talon: 3" and note.box and note.colour == CHALK
    s.talon = []
    assert "прикуп: 0" in _texts(_frame(s))


def test_the_side_panel_says_the_deal_of_the_match():
    s = make(hands=("AS 2H", "4C", "6C", "7C"))
    labels = _frame(s).labels
    assert ("table_note", {"text": {"ru": "Сдача 1 из 10", "en": "Deal 1 of 10"}}) in labels


def test_while_the_next_deal_is_dealt_its_opening_replaces_the_need():
    for variant, opening in (("23a", "новый ряд — любая карта"), ("23b", "первый ход — с туза")):
        s = make(variant=variant, hands=("AS 2H 3S", "4C", "6C", "7C"))
        s.apply(play("AS"))
        model = TableModel.from_view(s.view(0))
        assert "нужна двойка" in _texts(_frame(s, model=model))
        # the table moves on to deal 2 (its deal_start), the notes still the old view's
        model.note_event(Event("new_deal", 1, data=(("deal", 2), ("dealer", 1))))
        texts = _texts(_frame(s, model=model))
        assert "нужна двойка" not in texts and opening in texts, (variant, texts)


def test_a_note_is_a_function_of_the_view():
    s = make(hands=("AS 2H 3S", "4C", "6C", "7C"), talon="8S")
    s.apply(play("AS"))
    v = s.view(1)
    assert G.table_notes(v) == G.table_notes(s.view(1)) == G.table_notes(s.clone().view(1))
    # the viewer's own hand changes nothing the table writes
    assert G.table_notes(s.view(0)) == G.table_notes(s.view(2))
    assert cs("2H")[0] not in {c for n in _notes(s, 1) for c in n.phrase.cards()}
