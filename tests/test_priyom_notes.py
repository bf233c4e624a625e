"""The table notes of «Игра в приём» (rules/games/priyom_notes.py), worded
(app/words/priyom.py) and shown in the side panel (app/layout/notes.py): the cards left in
the ring (a nought too) and, in a deal limit's last quarter, the moves left to it."""
from __future__ import annotations

from app.layout import layout_frame
from app.layout.model import TableModel
from app.layout.notes import words
from rules import get_game
from rules.notes import TableNote

G = get_game("priyom")
NAMES = [f"P{i}" for i in range(6)]


def _panel(s, seat=0):
    f = layout_frame(TableModel.from_view(s.view(seat)), G, (1280, 720), NAMES[:s.seats], {})
    return [fields["text"] for key, fields in f.labels if key == "table_note"]


def test_the_panel_counts_the_cards_left_in_the_ring():
    s = G.start(3, 1)
    assert _panel(s) == [{"ru": "В кольце: 36", "en": "In the ring: 36"}]
    s.apply(s.legal_actions()[0])                     # a card drawn from the ring
    assert _panel(s)[0]["ru"] == "В кольце: 35"
    # the ring drawn out (its slots kept, every one empty)
    s.zones["middle"] = s.zones["middle"] + [c for c in s.zones["ring"] if c is not None]
    s.zones["ring"] = [None] * 36
    assert _panel(s) == [{"ru": "В кольце: 0", "en": "In the ring: 0"}]


def test_the_panel_says_the_moves_left_in_the_limits_last_quarter():
    s = G.start(3, 1, {"limit": 10})                  # 360 moves: the last quarter from move 270
    assert s.pub.limit == 360
    s.pub.limit = 6                                   # a short limit: the last quarter from move 5
    moves = 0
    while moves < 5 and not s.over:
        s.apply(s.legal_actions()[0])
        moves += 1
    said = [n.phrase for n in G.table_notes(s.view(0)) if isinstance(n, TableNote) and n.phrase.id.endswith("left")]
    assert [words(p) for p in said] == [{"ru": "Ходов до предела партии: 1", "en": "Moves to the deal limit: 1"}]
    assert _panel(s)[1]["en"] == "Moves to the deal limit: 1"
    s.pub.limit = 0                                   # no limit (the default): nothing said
    assert len(_panel(s)) == 1


def test_a_note_is_a_function_of_the_view():
    s = G.start(4, 2)
    for _ in range(7):
        s.apply(s.legal_actions()[0])
    for seat in (None, 0, 1, 2, 3):
        assert G.table_notes(s.view(seat)) == G.table_notes(s.clone().view(seat))
    assert G.table_notes(s.view(0)) == G.table_notes(s.view(3))
