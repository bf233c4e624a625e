"""The score sheet at the table: the panel (S and its button; S, Esc, a click outside close
it) drawing every registered game's sheet at 1280×720 and 800×480; Кинг's three zones and
balance on hand-built records; Мушка's пулька deal by deal; the arcs chalked in after a deal
(frames drawn, the end reading what the sheet says); the lot shown at the Мушки's opening."""
from __future__ import annotations

import random
from types import SimpleNamespace

import pygame
import pytest

from app.anim_chalk import ChalkSegment
from app.sheet_panel import SheetPanel
from app_driver import click, make_app, press, run_until, setup_for
from rules import get_game
from rules.games.king import scoring as K
from rules.games.king.sheet import king_sections
from rules.match import Match
from rules.registry import all_games

SIZES = [(1280, 720), (800, 480)]


def _played(gid, seats, seed, options=None, moves=4000):
    """A match of ``gid`` played by random moves: its first game to the end (or ``moves``)
    and the next begun, so the sheet holds both the match's rows and the game's own."""
    g = get_game(gid)
    m = Match.start(g, seats, seed, options)
    rng = random.Random(seed)
    for _ in range(moves):
        if m.between:
            m.deal_next()
            break
        m.apply(rng.choice(m.legal_actions()))
    for _ in range(40):
        if m.between or m.state.over:
            break
        m.apply(rng.choice(m.legal_actions()))
    return m


# ---------------------------------------------------------------- the panel in the program
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_panel_opens_and_closes_by_key_button_and_click(tmp_path, size):
    app = make_app(tmp_path, setup=setup_for("human,bot:rule,bot:rule", seed=3, game="mushka"), size=size)
    table = app.scene
    run_until(app, lambda: table.ready_for_input and not table.animator.busy, 3000)
    assert table.btn_sheet.visible and table.btn_sheet.rect.w > 0
    w, h = size
    assert pygame.Rect(0, 0, w, h).contains(table.btn_sheet.rect)
    others = [table.btn_hint, table.btn_rules, table.btn_menu] + table.action_buttons
    assert not any(table.btn_sheet.rect.colliderect(b.rect) for b in others if b.visible and b.rect.w)
    turn = len(table.state.history)
    press(app, pygame.K_s, frames=2)
    assert table.sheet_panel is not None and table.sheet_panel.frames_drawn >= 1
    press(app, pygame.K_s)
    assert table.sheet_panel is None
    click(app, table.btn_sheet.rect.center, frames=2)
    assert table.sheet_panel is not None and table.sheet_panel.frames_drawn >= 1
    panel = table.sheet_panel
    assert pygame.Rect(0, 0, w, h).contains(panel.rect)
    press(app, pygame.K_ESCAPE)
    assert table.sheet_panel is None and app.scene is table        # Esc closed the panel, not the table
    press(app, pygame.K_s)
    click(app, (2, 2))
    assert table.sheet_panel is None
    assert len(table.state.history) == turn                          # nothing was played meanwhile


@pytest.mark.parametrize("gid", sorted(g.id for g in all_games()))
def test_every_games_sheet_draws_in_the_panel(tmp_path, gid):
    g = get_game(gid)
    seats = g.max_seats if g.max_seats <= 7 else g.min_seats + 1
    opts = g.resolve_options({}, seats)
    m = _played(gid, seats, 11, opts)
    app = make_app(tmp_path)
    session = SimpleNamespace(match=m, state=m.state, game=g, names=[f"Игрок {i + 1}" for i in range(seats)])
    sheet = m.live_sheet()
    assert sheet.seats == seats
    if m.records:
        assert sheet.sections, gid
    for size in SIZES:
        target = pygame.Surface(size)
        panel = SheetPanel(app, session)
        panel.layout(size)
        panel.draw(target)
        assert pygame.Rect(0, 0, *size).contains(panel.rect)
        assert panel.frames_drawn == 1
        if panel.max_scroll:
            press_end = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_END, mod=0, unicode="", scancode=0)
            panel.handle(press_end)
            assert panel.scroll == panel.max_scroll
            panel.draw(target)


# ---------------------------------------------------------------- Кинг's three zones
def _king(variant="47a", seats=4):
    g = get_game("king")
    return g.start(seats, 5, g.resolve_options({"variant": variant}, seats))


def test_king_zones_on_a_hand_built_record_mid_match():
    s = _king("47b")
    p = s.pub
    # seat 1 ordered «черви» and took 10 of the 16; seat 2 ordered the отыгрыш and it is scored
    p.sheet = ((1, K.HEARTS, 1, None, (2, 10, 4, 0)), (2, K.OTYGRYSH, 2, "S", (6, 3, 9, 6)))
    p.penalty, p.plus = (2, 10, 4, 0), (6, 3, 9, 6)
    rem = [list(p.remaining[x]) for x in range(4)]
    rem[1].remove(K.HEARTS)
    rem[2].remove(K.OTYGRYSH)
    p.remaining = tuple(tuple(r) for r in rem)
    pen, games, plus, bal = king_sections(s)
    assert (pen.title, games.title, plus.title, bal.title) == ("king_penalty", "games_left", "king_plus", "balance")
    assert [r.cells for r in pen.rows] == [(2, 10, 4, 0)] and pen.totals == (2, 10, 4, 0)
    assert [r.label for r in pen.rows] == [(1, "king.hearts")]
    left = {r.label[0]: r.cells for r in games.rows}
    assert left["king.hearts"] == (1, 0, 1, 1)              # crossed out for the one who ordered it
    assert left["king.otygrysh"] == (2, 2, 1, 2)            # 47.б: each orders the отыгрыш twice
    assert left["king.tricks"] == (1, 1, 1, 1)
    assert plus.totals == (6, 3, 9, 6) and [r.label for r in plus.rows] == [(2,)]
    assert [r.cells for r in bal.rows] == [(-2, -10, -4, 0), (4, -7, 5, 6)]
    assert bal.totals == (4, -7, 5, 6)


def test_king_47a_whole_record_crosses_every_game_and_sums_to_zero():
    s = _king("47a")
    p = s.pub
    vals = s.vals()
    rows = []
    pen, plus = [0] * 4, [0] * 4
    # each penalty deal's whole total to one seat in turn; the отыгрыш's 24 split 9/6/6/3
    for i, g in enumerate(p.schedule):
        if g == K.OTYGRYSH:
            pts = (9, 6, 6, 3)
            plus = [a + b for a, b in zip(plus, pts)]
        else:
            total = K.deal_total(g, vals, 8, s.deck)
            pts = tuple(total if x == i % 4 else 0 for x in range(4))
            pen = [a + b for a, b in zip(pen, pts)]
        orderer = (i + 1) % 4
        rows.append((i + 1, g, orderer, "S" if g == K.OTYGRYSH else None, pts))
    p.sheet, p.penalty, p.plus = tuple(rows), tuple(pen), tuple(plus)
    p.deal_no, p.phase, p.current = p.deals, "over", None
    assert s.over
    pen_s, games, plus_s, bal = king_sections(s)
    assert sum(pen_s.totals) == 192 == sum(plus_s.totals)
    assert all(c == 0 for r in games.rows for c in r.cells)          # every game crossed out
    assert bal.totals == s.moved() and sum(bal.totals) == 0
    assert bal.rows[-1].cells == bal.totals                          # the running balance ends on the account


def test_king_47g_compensation_is_written_first():
    s = _king("47g", 4)
    pen, games, plus, bal = king_sections(s)
    assert pen.rows[0].label == ("sheet.comp",) and pen.rows[0].cells == (4, 4, 4, 4)
    assert "king.eralash" not in {r.label[0] for r in games.rows}
    assert bal.rows[0].cells == (-4, -4, -4, -4)


def test_the_sheet_of_a_played_king_match_balances():
    for variant, seats in (("47a", 4), ("47b", 4), ("47v", 3), ("47g", 3)):
        m = Match.start(get_game("king"), seats, 2, {"variant": variant})
        rng = random.Random(2)
        while not m.between:
            m.apply(rng.choice(m.legal_actions()))
        sheet = m.live_sheet()
        bal = sheet.section("balance")
        assert sum(bal.totals) == 0 and bal.totals == m.state.moved(), variant
        assert all(c in (0, None) for r in sheet.section("games_left").rows for c in r.cells), variant
        assert sheet.section("points") is not None                  # the match's own rows after them


# ---------------------------------------------------------------- Мушка's пулька
def test_mushka_sheet_runs_from_the_start_to_what_is_left():
    for gid in ("mushka", "mushka_mistigri", "mushka_pamfil", "mushka_shutikha"):
        for seats in (3, 7):
            g = get_game(gid)
            s = g.start(seats, 9)
            rng = random.Random(1)
            while s.pub.deal_no < 6 and not s.over:
                s.apply(rng.choice(s.legal_actions()))
            sec = s.sheet_sections()[0]
            assert sec.title == "mushka_arcs" and sec.totals == s.pub.remaining
            assert len(sec.rows) == len(s.pub.sheet)
            left = [s.pub.start] * seats
            for row, rec in zip(sec.rows, s.pub.sheet):
                for x, c in enumerate(row.cells):
                    assert (c is None) == (rec[x] is None)          # a seat that passed has no entry
                    left[x] += c or 0
            assert tuple(left) == sec.totals, (gid, seats)


# ---------------------------------------------------------------- the arcs chalked in
def test_the_arcs_are_chalked_in_after_a_deal_and_end_on_the_sheet(tmp_path):
    app = make_app(tmp_path, setup=setup_for("bot:rule,bot:rule,bot:rule", seed=5, game="mushka"), speed="fast")
    table = app.scene
    assert run_until(app, lambda: isinstance(table.animator.current(), ChalkSegment), 20000)
    seg = table.animator.current()
    assert seg.order and not seg.b.arcs and len(seg.arcs) == 3
    frames = 0
    while table.animator.current() is seg:
        app.run_frames(1)
        frames += 1
    assert frames >= 5
    texts = [(str(a.top), str(a.left[1]), str(a.right[1])) for a in table.frame.arcs]
    assert seg.final_texts == texts                  # the still table after it reads the same
    # the first deal's arcs read what the sheet says each has left after it
    rows = table.session.match.live_sheet().section("mushka_arcs").rows
    assert sorted(int(t[0]) for t in seg.final_texts) == sorted(25 + (c or 0) for c in rows[0].cells)
    assert any(t[0] != "25" for t in seg.final_texts)


def test_a_seat_that_passed_stays_dimmed_while_its_arc_is_chalked():
    from app.layout.frame import Arc, Frame
    def arc(top, dim):
        return Arc(100, 100, 40, str(top), ("В", "0"), ("Р", "0"), 14, dim)
    a = Frame(1280, 720, arcs=[arc(25, False), arc(25, True), arc(25, False)])
    b = Frame(1280, 720, arcs=[arc(20, False), arc(25, False), arc(30, False)])   # the deal over: nobody dim
    seg = ChalkSegment(a, b)
    assert seg.order == [0, 2]                               # the passed seat's numbers did not change
    assert [x.dim for x in seg.shown] == [False, True, False]
    assert [x.top for x in seg.shown] == ["20", "25", "30"]  # the new numbers, all the same


def test_no_chalking_at_the_instant_speed(tmp_path):
    app = make_app(tmp_path, setup=setup_for("bot:rule,bot:rule,bot:rule", seed=5, game="mushka"), speed="instant")
    table = app.scene
    seen = False
    for _ in range(400):
        seen |= isinstance(table.animator.current(), ChalkSegment)
        app.run_frames(1)
        if table.state.pub.deal_no >= 3:
            break
    assert table.state.pub.deal_no >= 2 and not seen


# ---------------------------------------------------------------- the lot
def test_the_lot_is_shown_at_the_opening(tmp_path):
    app = make_app(tmp_path, setup=setup_for("human,bot:rule,bot:rule,bot:rule", seed=5, game="mushka"),
                   speed="fast")
    table = app.scene
    lots = [e for e in table.state.start_events if e.what == "lot"]
    dealer = lots[0].get("dealer")
    shown, ringed = {}, None
    for _ in range(2000):
        seg = table.animator.current()
        if seg is None:
            break
        for k, sp in seg.b.sprites.items():
            if k[0] == "lot":
                shown[(k[1], k[2])] = sp.card
        if seg.b.mats and ringed is None:
            ringed = seg.b.mats
        app.run_frames(1)
    assert sorted(c.code for c in shown.values()) == sorted(e.cards[0].code for e in lots)
    assert {seat for _, seat in shown} == set(range(4))
    low = min(e.cards[0].rank for e in lots if e.seat == dealer)
    assert ringed and any(c.rank == low for c in shown.values())
    assert not table.animator.busy and table.frame is not None
