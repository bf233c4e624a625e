"""Undo where fair: the engine says which actions may be taken back (none that showed the
player something new), the match replays the deal without it, the program allows it against
bots only, while no one has acted since, and says so in the results and the statistics."""
from __future__ import annotations

import pygame

from app_driver import make_app, press, scene_name, setup_for
from app.stats import Seat
from rules import get_game
from rules.actions import Action
from rules.match import Match


def _first_human_card(state, seat):
    return next(a for a in state.legal_actions() if a.cards)


def test_laying_a_card_from_the_hand_may_be_taken_back_drawing_from_the_ring_may_not():
    g = get_game("durak_podkidnoy")
    s = g.start(2, 5)
    seat = s.to_move
    before = s.view(seat)
    events = s.apply(_first_human_card(s, seat))
    assert g.undoable(before, events, seat)
    p = get_game("priyom")
    s = p.start(2, 1)
    seat = s.to_move
    before = s.view(seat)
    events = s.apply(s.legal_actions()[0])           # a face-down card of the ring turned up
    assert s.history[-1].kind == "draw" and not p.undoable(before, events, seat)


def test_a_match_takes_back_the_last_action_by_replaying_the_deal():
    g = get_game("durak_podkidnoy")
    m = Match.start(g, 3, 11)
    first = m.state.legal_actions()[0]
    m.apply(first)
    view_after_one = m.state.view(0)
    m.apply(m.state.legal_actions()[0])
    m.take_back()
    assert m.state.history == [first] and m.state.view(0) == view_after_one


def test_ctrl_z_at_the_table_against_bots(tmp_path):
    app = make_app(tmp_path, setup=setup_for("human,bot:rule", seed=5, game="durak_podkidnoy"), speed="instant")
    table = app.scene
    for _ in range(200):
        if table.state.to_move == 0:
            break
        app.run_frames(1)
    # the human attacks: his card from his hand, which shows him nothing new
    assert table.state.to_move == 0
    action = next(a for a in table.view.legal if a.cards)
    table.perform(action, 0)
    n = len(table.state.history)
    assert table.session.undo_allowed
    press(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    assert len(table.state.history) == n - 1 and table.session.undos == 1
    assert table.view == table.state.view(0) and action in table.view.legal
    assert not table.session.undo_allowed                       # one step back, not two
    saved = app.saves.load(table.session.autosave.id)
    assert len(saved.state.history) == n - 1 and saved.meta.get("undos") == 1
    # the game goes on to its end; the results and the statistics say moves were taken back
    while scene_name(app) == "TableScene" and not table.state.over:
        if table.state.to_move == 0:
            table.perform(table.view.legal[0], 0)
        app.run_frames(1)
    for _ in range(400):
        if scene_name(app) == "ResultsScene":
            break
        app.run_frames(1)
    assert scene_name(app) == "ResultsScene" and app.scene.session.undos == 1
    rows = app.statistics.figures(Seat("", ""))
    assert rows and rows[0].undone == 1


def test_no_undo_with_two_people_at_the_table(tmp_path):
    app = make_app(tmp_path, setup=setup_for("human,human", seed=5, game="durak_podkidnoy"), speed="instant")
    table = app.scene
    seat = table.state.to_move
    table.perform(next(a for a in table.state.legal_actions() if a.cards), seat)
    assert not table.session.undo_allowed
