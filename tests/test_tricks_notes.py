"""The Мушки's table notes (rules/games/tricks/notes.py), worded and placed (app/layout/notes.py,
app/layout/tricks.py): each seat's record as an arc (``Tally``) and «пас», the privileged card
named over the trick while it lies there, the trump suit where no card is turned, how to
discard, the cards a seat showed; who laid each card of the trick and the tricks' stacks.
Hand-built positions, ru and en; a note is a function of the view."""
from __future__ import annotations

from app.fonts import CHALK, CHALK_DIM
from app.layout import layout_frame
from app.layout.model import TableModel
from app.layout.notes import words
from rules import get_game
from rules.cards import Card
from rules.notes import LaidBy, Stacks, TableNote, Tally, of

NAMES = [f"P{i}" for i in range(8)]
MUSHKI = ("mushka", "mushka_mistigri", "mushka_pamfil", "mushka_shutikha")


def _notes(game, state, seat=None):
    return game.table_notes(state.view(seat))


def _said(game, state, seat=None, lang="ru"):
    return {n.phrase.id: words(n.phrase)[lang] for n in of(_notes(game, state, seat), TableNote)}


def _frame(game, state, seat=None, size=(1280, 720)):
    return layout_frame(TableModel.from_view(state.view(seat)), game, size, NAMES[:state.seats])


def _texts(frame, lang="ru"):
    return [n.text[lang] if isinstance(n.text, dict) else n.text for n in frame.notes]


def _to_trick(state, card, seat):
    """Put ``card`` (wherever it lies) into the trick, laid by ``seat``."""
    for name, cards in state.zones.items():
        if card in cards:
            cards.remove(card)
    state.zones["trick"] = state.zones["trick"] + [card]
    state.pub.trick_seats = tuple(state.pub.trick_seats) + (seat,)
    state.pub.phase = "play"


def test_each_seat_tallies_what_he_wrote_off_and_his_remises_and_sits_out_faint():
    g = get_game("mushka")
    s = g.start(4, 1)
    # deal 1: seat 1 sat out; deal 2: seat 0 overshot (writes nothing off), seat 3 sat out
    s.pub.sheet = (((2, 0, False, False), None, (0, 5, False, False), (1, 0, False, False)),
                   ((4, 0, True, False), (1, 0, False, False), (0, 5, False, False), None))
    s.pub.remaining = (23, 24, 35, 24)
    s.pub.passed, s.pub.phase = (1,), "exchange"
    tallies = {t.seat: t for t in of(_notes(g, s, 0), Tally)}
    assert {k: (t.top, [n for _, n in t.halves], t.out) for k, t in tallies.items()} == {
        0: (23, [2, 0], False), 1: (24, [1, 0], True), 2: (35, [0, 10], False), 3: (24, [1, 0], False)}
    assert [(words(p)["ru"], words(p)["en"]) for p, _ in tallies[0].halves] == [("В", "T"), ("Р", "R")]
    tags = [n for n in of(_notes(g, s, 0), TableNote) if n.at == "plate"]
    assert [(n.seat, n.tone, words(n.phrase)["ru"], words(n.phrase)["en"]) for n in tags] == [
        (1, "passed", "пас", "pass")]
    # on the cloth: an arc a seat, the one who sits out faint, «пас» by his plate
    for size in ((1280, 720), (1920, 1080)):
        f = _frame(g, s, 0, size)
        arcs = sorted((a.top, a.left[0]["ru"], a.left[1], a.right[0]["en"], a.right[1], a.dim) for a in f.arcs)
        assert arcs == sorted([("23", "В", "2", "R", "0", False), ("24", "В", "1", "R", "0", True),
                               ("35", "В", "0", "R", "10", False), ("24", "В", "1", "R", "0", False)])
        assert [(t["ru"], t["en"], c) for t, c in f.seat_tags[1]] == [("пас", "pass", (70, 78, 70))]
    # the deal played out: nobody sits out any more
    s.pub.phase, s.pub.winner, s.pub.end = "over", 0, "match_over"
    assert not any(t.out for t in of(_notes(g, s, 0), Tally))
    assert not [n for n in of(_notes(g, s, 0), TableNote) if n.at == "plate"]


def test_the_privileged_card_is_named_over_the_trick_while_it_lies_there():
    said = {"mushka": ("мушка!", "the mouche!"), "mushka_mistigri": ("король треф!", "the king of clubs!"),
            "mushka_pamfil": ("памфил!", "the pamphile!"), "mushka_shutikha": ("шутиха!", "the jester!")}
    for gid in MUSHKI:
        g = get_game(gid)
        s = g.start(4, 2)
        priv = s.pub.priv
        note = next(n for n in of(_notes(g, s, 0), TableNote) if n.at == "above")
        assert note.showing == ("trick", priv) and note.tone == "label"
        assert (words(note.phrase)["ru"], words(note.phrase)["en"]) == said[gid]
        assert said[gid][0] not in _texts(_frame(g, s, 0))          # not in the trick: not written
        _to_trick(s, priv, 1)
        f = _frame(g, s, 0)
        assert said[gid][0] in _texts(f) and said[gid][1] in _texts(f, "en")
        n = next(n for n in f.notes if _texts_of(n) == said[gid][0])
        trick = f.zones["trick"]
        assert n.y < trick[1] + trick[3] / 2 and n.style == "serif-bold" and n.colour == CHALK


def _texts_of(note):
    return note.text["ru"] if isinstance(note.text, dict) else note.text


def test_shutikha_chalks_the_trump_suit_where_no_card_is_turned():
    g = get_game("mushka_shutikha")
    s = g.start(4, 1)
    assert not s.zones["trump"] and s.pub.trump == "S"
    assert _said(g, s, 0)["mushka.note.trumps"] == "козыри ♠"
    assert _said(g, s, 0, "en")["mushka.note.trumps"] == "trumps ♠"
    f = _frame(g, s, 0)
    n = next(n for n in f.notes if _texts_of(n) == "козыри ♠")
    assert n.x > f.zones["stock"][0] + f.zones["stock"][2] and n.style == "serif-bold"
    # a card turned (Мушка): no such words
    m = get_game("mushka")
    ms = m.start(4, 1)
    assert ms.zones["trump"] and "козыри ♥" not in _texts(_frame(m, ms, 0)) and not any(
        t.startswith("козыри") for t in _texts(_frame(m, ms, 0)))


def test_only_the_viewer_who_may_discard_is_told_how():
    g = get_game("mushka")
    s = g.start(4, 1)
    mover = s.to_move
    assert any(a.kind == "throw" for a in s.legal_actions())
    assert _said(g, s, mover)["mushka.note.discard"] == "щёлкните карту, чтобы сбросить её"
    assert _said(g, s, mover, "en")["mushka.note.discard"] == "click a card to discard it"
    n = next(n for n in _frame(g, s, mover).notes if _texts_of(n) == "щёлкните карту, чтобы сбросить её")
    assert n.colour == CHALK_DIM and not n.box
    for seat in (None, (mover + 1) % 4):
        assert "mushka.note.discard" not in _said(g, s, seat)


def test_the_stock_is_counted_and_a_seat_shows_his_cards_under_his_arc():
    g = get_game("mushka_mistigri")
    s = g.start(4, 1)
    stock = len(s.zones["stock"])
    f = _frame(g, s, 0)
    n = next(n for n in f.notes if _texts_of(n) == str(stock))
    assert n.colour == CHALK_DIM and n.y > f.zones["stock"][1] + f.zones["stock"][3]
    five = (Card(9, "H"), Card(10, "H"), Card(11, "H"), Card(12, "H"), Card(13, "H"))
    s.pub.shown = ((2, five),)
    assert _said(g, s, 0)["mushka.note.shown"] == "9♥ 10♥ В♥ Д♥ К♥"
    assert _said(g, s, 0, "en")["mushka.note.shown"] == "9♥ 10♥ J♥ Q♥ K♥"
    f = _frame(g, s, 0)
    n = next(n for n in f.notes if _texts_of(n) == "9♥ 10♥ В♥ Д♥ К♥")
    assert n.box and any(abs(a.x - n.x) < 1 and a.y < n.y for a in f.arcs)
    # his own shown cards are in his hand: not written again under the viewer's arc
    assert "9♥ 10♥ В♥ Д♥ К♥" not in _texts(_frame(g, s, 2))


def test_who_laid_each_card_and_the_stacks_of_a_tricks_worth():
    g = get_game("mushka")
    s = g.start(4, 1)
    s.pub.playing = (1, 2, 3)
    _to_trick(s, s.zones["hand1"][0], 1)
    _to_trick(s, s.zones["hand2"][0], 2)
    notes = _notes(g, s, 0)
    assert [n for n in of(notes, LaidBy)] == [LaidBy("trick", (1, 2))]
    assert of(notes, Stacks) == [Stacks(("won0", "won1", "won2", "won3"), 3)]
    # each card of the trick lies towards its player
    s.zones["won3"] = list(s.zones["stock"][:6])
    f = _frame(g, s, 0)
    won = sorted((sp.x, sp.y) for k, sp in f.sprites.items() if sp.zone == "won3")
    assert len({round(x) for x, _ in won}) == 2                  # six cards: two stacks of three


def test_a_note_is_a_function_of_the_view():
    """Two states seat 0 cannot tell apart (the hidden hands of seats 1 and 2 swapped) give him
    the same notes; a state he can tell apart (a remise written) gives other notes."""
    for gid in MUSHKI:
        g = get_game(gid)
        s = g.start(4, 3)
        t = s.clone()
        t.zones["hand1"], t.zones["hand2"] = t.zones["hand2"], t.zones["hand1"]
        assert s.zones["hand1"] != t.zones["hand1"]
        assert g.table_notes(s.view(0)) == g.table_notes(t.view(0))
        assert g.table_notes(s.view(None)) == g.table_notes(t.view(None))
        t.pub.remaining = (30,) + tuple(t.pub.remaining[1:])
        assert g.table_notes(s.view(0)) != g.table_notes(t.view(0))
