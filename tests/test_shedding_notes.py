"""The shedding games' table notes (rules/games/shedding/notes.py), worded and placed
(app/layout/notes.py, app/layout/shedding.py): what the next card must be, the counts
against 25, Тонтина's dead and what each card did, what Свинки's pig wants and why the last
card went where it went. Hand-built positions; also a guard for the record's names the
notes read (totals, active, dropped, suit, phase; dead, revived, last)."""
from __future__ import annotations

from app.fonts import CHALK, GOLD
from app.layout import layout_frame
from app.layout.model import TableModel
from app.layout.notes import words
from rules import get_game
from rules.cards import Card
from rules.notes import TableNote

NAMES = [f"P{i}" for i in range(15)]


def _notes(game, state, seat=None):
    return [n for n in game.table_notes(state.view(seat)) if isinstance(n, TableNote)]


def _said(game, state, seat=None, lang="ru"):
    return {n.phrase.id: words(n.phrase)[lang] for n in _notes(game, state, seat)}


def _frame(game, state, seat=None, size=(1280, 720)):
    model = TableModel.from_view(state.view(seat))
    return layout_frame(model, game, size, NAMES[:state.seats], {"dealer": state.pub.dealer})


def _texts(frame):
    return [n.text["ru"] for n in frame.notes if isinstance(n.text, dict)]


def test_vorona_says_what_the_next_card_must_be():
    g = get_game("vorona")
    s = g.start(4, 1)
    s.zones["pile"] = []
    assert _said(g, s)["vorona.note.new_pile"] == "новая стопка — любая карта"
    s.zones["pile"] = [Card(9, "H")]
    assert _said(g, s)["vorona.note.follow"] == "на ♥ — ♥ или пику ♠, иначе взять всё"
    assert _said(g, s, lang="en")["vorona.note.follow"] == "on ♥ — a ♥ or a spade ♠, else take it all"
    s.zones["pile"] = [Card(9, "H"), Card(6, "S")]
    assert _said(g, s)["vorona.note.on_spade"] == "на пику — любая карта"
    # under the pile, gold for the player to move, chalk for the others
    mover = s.to_move
    other = (mover + 1) % 4
    for seat, colour in ((mover, GOLD), (other, CHALK)):
        f = _frame(g, s, seat)
        note = next(n for n in f.notes if n.text["ru"] == "на пику — любая карта")
        assert note.colour == colour and note.style == "serif-bold" and not note.box
        pile = f.zones["pile"]
        assert note.y > pile[1] + pile[3]
    # over: no reminder
    s.pub.stopped = True
    assert not any(n.at == "below" for n in _notes(g, s))


def test_vorona_counts_the_cards_aside():
    g = get_game("vorona")
    s = g.start(5, 1)                       # 36 cards to five: one aside
    assert len(s.zones["aside"]) == 1
    assert "в стороне: 1" in _texts(_frame(g, s, 0))
    s4 = g.start(4, 1)
    assert not any(t.startswith("в стороне") for t in _texts(_frame(g, s4, 0)))


def test_stushevyvayus_tags_each_count_against_25_and_says_the_suit():
    g = get_game("stushevyvayus")
    s = g.start(4, 1)
    s.pub.totals, s.pub.active, s.pub.dropped = (3, 20, 27, 0), (0, 1, 3), ((2,),)
    s.pub.suit, s.pub.phase = "D", "play"
    tags = {n.seat: (n.tone, words(n.phrase)["ru"]) for n in _notes(g, s) if n.at == "plate"}
    assert tags == {0: ("safe", "3 из 25"), 1: ("risk", "20 из 25"), 2: ("out", "вне игры · 27"), 3: ("safe", "0 из 25")}
    assert _said(g, s)["stush.note.follow"] == "в масть ♦ — или «Стушевываюсь»"
    f = _frame(g, s, 0)
    assert [(t["ru"], c) for t, c in f.seat_tags[2]] == [("вне игры · 27", (150, 60, 50))]
    assert [(t["ru"], c) for t, c in f.seat_tags[1]] == [("20 из 25", (160, 120, 40))]
    s.pub.suit = None
    assert _said(g, s)["stush.note.lead_any"] == "ход с любой масти"
    s.pub.phase = "deal"
    assert _said(g, s, lang="en")["stush.note.deal_over"] == "the deal is over — the next one deals"
    s.options = dict(s.options, threshold_mode="per_deal")
    s.pub.options = s.options
    assert words(next(n.phrase for n in _notes(g, s) if n.seat == 1))["ru"] == "в сдаче: 20"


def test_tontina_says_what_each_card_did_and_greys_the_dead():
    g = get_game("tontina")
    s = g.start(4, 2)
    s.apply(s.legal_actions()[0])
    last = {seat: (kind, paid) for seat, _c, kind, paid, _to in s.pub.last}
    f = _frame(g, s, 0)
    under = {n.seat: (n.tone, words(n.phrase)["ru"]) for n in _notes(g, s) if n.at == "shown"}
    assert set(under) == set(last)
    for seat, (kind, paid) in last.items():
        tone, text = under[seat]
        assert tone == ("lit" if kind == "from_pot" and paid else "count")
        front = f.zones[f"front{seat}"]
        note = next(n for n in f.notes if n.text["ru"] == text and abs(n.x - (front[0] + front[2] / 2)) < 1)
        # by the card, on its side away from the seat's plate (issue 28: not over the plate's words)
        assert (note.y > front[1] + front[3] - 1 or note.y < front[1] + 1) and note.colour == (GOLD if tone == "lit" else CHALK)
    assert "кон" in _texts(f) and f"колода: {len(s.zones['stock'])}" in _texts(f)
    # the stock gone: its count says nought
    s.zones["used"] += s.zones["stock"]
    s.zones["stock"] = []
    assert "колода: 0" in _texts(_frame(g, s, 0))
    # a dead seat: tagged and greyed
    s.pub.dead = frozenset({3})
    f = _frame(g, s, 0)
    assert [t["ru"] for t, _ in f.seat_tags[3]] == ["без фишек"] and 3 in f.dim_seats


def test_svinki_says_what_the_pig_wants_and_why_the_last_card_went_there():
    g = get_game("svinki")
    s = g.start(3, 1)
    s.zones["pig"] = [Card(6, "S"), Card(7, "S")]
    assert _said(g, s)["svinki.note.pig_wants"] == "«свинья» ждёт 8♠"
    s.zones["pig"] = [Card(11, "S")]
    assert _said(g, s)["svinki.note.pig_wants"] == "«свинья» ждёт Д♠"
    assert _said(g, s, lang="en")["svinki.note.pig_wants"] == "the pig wants Q♠"
    s.zones["pig"] = [Card(13, "S")]
    assert _said(g, s)["svinki.note.pig_full"] == "«свинья» полна"
    s.pub.last = (0, "9H", "shop1", "shop")
    assert _said(g, s)["svinki.note.why.shop"] == "9♥: соседу — на ранг ниже"
    s.pub.last = (0, None, "reserve", "reserve")
    assert _said(g, s)["svinki.note.why.reserve"] == "места нет — в запас"
    # laid out: the why under the pig's note, gold on a pill
    f = _frame(g, s, 0)
    pig_note = next(n for n in f.notes if n.text["ru"] == "«свинья» полна")
    why = next(n for n in f.notes if n.text["ru"] == "места нет — в запас")
    assert why.y > pig_note.y and why.colour == GOLD and why.box
    # the stock out: said where it lay
    s.zones["shop0"] += s.zones["stock"]
    s.zones["stock"] = []
    f = _frame(g, s, 0)
    out = next(n for n in f.notes if n.text["ru"] == "колода кончилась")
    x, y, w, h = f.zones["stock"]
    assert abs(out.x - (x + w / 2)) < 1 and abs(out.y - (y + h / 2)) < 1
