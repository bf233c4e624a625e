"""Play without a mouse (app/keyboard.py): every family played to its end with key events
alone; Esc backs out of a half-made move; F2 shows the key list."""
from __future__ import annotations

import time

import pygame
import pytest

from app.keyboard import RING
from app_driver import durak_defence_position, make_app, press, run_until, scene_name, setup_for

# one game of each family (and of each family's own table layout), with options that keep it short
FAMILIES = [
    ("priyom", 2, {}),
    ("lenturlu", 3, {"deals": 1}),
    ("durak_podkidnoy", 2, {}),
    ("durak_navalenny", 2, {}),
    ("mushka", 3, {"deal_limit": 30}),
    ("king", 3, {}),
    ("napoleon", 2, {"rounds": 1}),
    ("dva_ryada", 2, {"target": 11}),
    ("kometa", 2, {"target": 12}),
    ("ya_umirayu", 2, {}),
    ("vorona", 3, {}),
    ("verish_2", 2, {}),
    ("seka", 2, {}),
]


def test_every_family_has_a_game_played_by_keys():
    from rules import all_games, get_game
    covered = {getattr(get_game(g), "family", g) for g, _, _ in FAMILIES}
    missing = {getattr(g, "family", g.id) for g in all_games()} - covered
    assert not missing, f"add a game of each new family to FAMILIES: {sorted(missing)}"


def _keys(table):
    return [it for it in table.keys.items() if it[0] != "tool"]


def _numbered(table):
    return [b.action.value for b in table.action_buttons
            if isinstance(b.action.value, int) and not isinstance(b.action.value, bool)]


def human_key_move(app, n: int) -> str:
    """One decision of the human by keys alone; returns which keys decided it."""
    table = app.scene
    before = len(table.state.history)
    values = _numbered(table)
    if values and n % 3 == 0:
        v = values[n % len(values)]
        for ch in str(v):
            press(app, getattr(pygame, f"K_{ch}"))
        how = "digits"
    elif len(table.action_buttons) == 1 and n % 2:
        press(app, pygame.K_SPACE)
        how = "space"
    else:
        items = _keys(table)
        if not items:
            app.run_frames(1)
            return "wait"
        press(app, pygame.K_RIGHT)               # shows the focus
        goal = items[(n * 7 // 3) % min(len(items), 4)]     # one of the first few: few key presses
        if n % 2:                                # by rows (Down) and along the row (Left)
            for _ in range(len(table.keys.groups()) + 1):
                if any(goal in g and table.keys.focus in g for g in table.keys.groups()):
                    break
                press(app, pygame.K_DOWN)
            for _ in range(len(items) + 1):
                if table.keys.focus == goal:
                    break
                press(app, pygame.K_LEFT)
        else:                                    # through everything (Tab)
            for _ in range(len(table.keys.items()) + 1):
                if table.keys.focus == goal:
                    break
                press(app, pygame.K_TAB)
        assert table.keys.focus == goal
        press(app, pygame.K_RETURN)
        how = "enter"
        for _ in range(4):                       # a card picked up: its places, or the pop-up
            if len(table.state.history) > before or not (table.popup or table.selected is not None):
                break
            opts = _keys(table)
            for _ in range(n % max(1, len(opts))):
                press(app, pygame.K_TAB)
            press(app, pygame.K_RETURN)
            how = "enter2"
    return how


@pytest.mark.parametrize("game,seats,options", FAMILIES, ids=[f[0] for f in FAMILIES])
def test_a_whole_game_by_keys(tmp_path, game, seats, options):
    spec = ",".join(["human"] + ["bot:rule"] * (seats - 1))
    app = make_app(tmp_path, setup=setup_for(spec, seed=3, game=game, **options))
    table = app.scene
    t0 = time.perf_counter()
    moves, hows = 0, {}
    for _ in range(20000):
        if scene_name(app) != "TableScene" or table.state.over:
            break
        if not table.ready_for_input:
            app.run_frames(1)
            continue
        before = len(table.state.history)
        how = human_key_move(app, moves)
        if len(table.state.history) > before:
            moves += 1
            hows[how] = hows.get(how, 0) + 1
    print(game, moves, hows, round(time.perf_counter() - t0, 1))
    assert table.state.over, f"{game}: not over after {moves} moves"
    assert moves > 0


def _focus_on(app, item, key=pygame.K_RIGHT, mod=0):
    table = app.scene
    for _ in range(40):
        if table.keys.focus == item:
            return
        press(app, key, mod)
    raise AssertionError(f"the focus never reached {item}: {table.keys.items()}")


def test_esc_backs_out_of_a_half_made_move(tmp_path):
    app = make_app(tmp_path, setup=setup_for("human,bot:rule", seed=3, game="durak_perevodnoy"))
    table = durak_defence_position(app)
    st = table.state
    nine = ("c", "9D")
    assert table.keys.focus is None and not table.keys.active      # no focus drawn before a key
    press(app, pygame.K_RIGHT)
    assert table.keys.active and table.keys.focus is not None
    _focus_on(app, ("card", nine))
    assert table.hover == nine                                      # lifted as under the mouse
    before = len(st.history)
    press(app, pygame.K_RETURN)                                     # two places to go: picked up
    assert len(st.history) == before and table.selected == nine and table.popup
    assert set(table.sel_targets) == {("c", "7S"), ("c", "7D")}
    assert table.keys.focus[0] == "place"                           # the focus goes to its places
    places = [it for it in table.keys.items() if it[0] == "place"]
    assert sorted(k for _, k in places) == sorted(table.sel_targets)
    app.run_frames(1)
    app.screenshot(str(tmp_path / "picked.png"))
    press(app, pygame.K_ESCAPE)                                     # back out: the card goes back
    assert table.selected is None and not table.popup and scene_name(app) == "TableScene"
    assert table.keys.focus == ("card", nine) and len(st.history) == before
    # again, and down to the pop-up: its choice for slot 1 (the 7♦)
    press(app, pygame.K_RETURN)
    press(app, pygame.K_DOWN)
    assert table.keys.focus[0] == "popup"
    want = next(i for i, b in enumerate(table.popup) if b.action.index == 1)
    _focus_on(app, ("popup", want))
    press(app, pygame.K_RETURN)
    assert st.history[-1].kind == "defend" and st.history[-1].index == 1 and st.history[-1].cards[0].code == "9D"
    # with nothing half-made, Esc leaves for the menu as it did
    press(app, pygame.K_ESCAPE)
    assert scene_name(app) == "MenuScene"


def test_a_place_takes_enter_and_space_the_main_button(tmp_path):
    app = make_app(tmp_path, setup=setup_for("human,bot:rule", seed=3, game="durak_perevodnoy"))
    table = durak_defence_position(app)
    st = table.state
    press(app, pygame.K_TAB)
    _focus_on(app, ("card", ("c", "9D")), pygame.K_TAB)
    press(app, pygame.K_RETURN)
    _focus_on(app, ("place", ("c", "7S")))
    press(app, pygame.K_RETURN)                                     # onto the 7♠: beaten there
    assert st.history[-1].kind == "defend" and st.history[-1].index == 0
    assert run_until(app, lambda: table.ready_for_input and st.to_move == 0, 3000)
    assert [b.action.kind for b in table.action_buttons] == ["take"]    # 7♦ (a trump) stands unbeaten
    before = len(st.history)
    press(app, pygame.K_SPACE)                                      # «Беру», the only button
    assert st.history[before].kind == "take"


def test_digits_choose_a_number_of_two_digits(tmp_path):
    app = make_app(tmp_path, setup=setup_for("human,bot:rule", seed=3, game="verish_2"))
    table = app.scene
    for _ in range(400):
        assert run_until(app, lambda: table.ready_for_input or table.state.over, 3000)
        values = _numbered(table)
        if any(v >= 10 for v in values):
            break
        human_key_move(app, 1)                                     # lay a card, by keys
    else:
        raise AssertionError("no claim of 10 or more was offered")
    v = max(values)
    before = len(table.state.history)
    press(app, getattr(pygame, f"K_{str(v)[0]}"))
    assert len(table.state.history) == before                       # «1»: 10…14 still to tell apart
    assert table.keys.focus[0] == "button"
    press(app, getattr(pygame, f"K_KP{str(v)[1]}"))                # the keypad's digits too
    assert table.state.history[before].kind == "claim" and table.state.history[before].value == v


def test_f2_shows_the_key_list_and_the_mouse_hides_the_focus(tmp_path):
    app = make_app(tmp_path, setup=setup_for("human,bot:rule", seed=4, game="durak_podkidnoy"))
    table = app.scene
    assert run_until(app, lambda: table.ready_for_input, 3000)
    press(app, pygame.K_F2)
    assert table.keys.overlay is not None
    app.screenshot(str(tmp_path / "keys.png"))
    before = len(table.state.history)
    press(app, pygame.K_RIGHT)
    press(app, pygame.K_RETURN)                                    # Enter closes the list, plays nothing
    assert table.keys.overlay is None and len(table.state.history) == before
    press(app, pygame.K_F2)
    press(app, pygame.K_ESCAPE)                                    # Esc closes the list, not the table
    assert table.keys.overlay is None and scene_name(app) == "TableScene"
    press(app, pygame.K_F2)
    press(app, pygame.K_F2)
    assert table.keys.overlay is None
    # the focus shows on the first key, and hides when the mouse moves
    press(app, pygame.K_RIGHT)
    assert table.keys.active and table.keys.focus is not None
    app.run_frames(1)
    kind, geo = table.keys.ring_shape()                           # drawn: the ring's chalk-white line
    (x0, y0), (x1, y1) = (geo[0], geo[1]) if kind == "poly" else (geo.topleft, geo.topright)
    mid = (round((x0 + x1) / 2), round((y0 + y1) / 2) + (1 if kind == "rect" else 0))
    assert tuple(app.screen.get_at(mid))[:3] == RING, (kind, mid, app.screen.get_at(mid))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(10, 10), rel=(4, 3), buttons=(0, 0, 0)))
    app.run_frames(1)
    assert not table.keys.active and table.keys.focus is None


def test_space_with_several_buttons_focuses_them_first(tmp_path):
    app = make_app(tmp_path, setup=setup_for("human,bot:rule", seed=3, game="napoleon"))
    table = app.scene
    assert run_until(app, lambda: table.ready_for_input, 3000)
    assert len(table.action_buttons) >= 2                          # the bids and «Пас»
    before = len(table.state.history)
    press(app, pygame.K_SPACE)
    assert len(table.state.history) == before and table.keys.focus[0] == "button"
    press(app, pygame.K_RIGHT)                                     # along the buttons
    chosen = table.keys.focus[1]
    assert table.keys.focus[0] == "button" and chosen != table.action_buttons[0].action
    press(app, pygame.K_SPACE)
    assert table.state.history[before] == chosen


def test_hot_seat_by_keys(tmp_path):
    """Two people at one screen: Enter lifts the curtain, the keys play on for whoever sits."""
    app = make_app(tmp_path, setup=setup_for("human,human", seed=4, game="durak_podkidnoy"))
    table = app.scene
    seats, moves = set(), 0
    for _ in range(3000):
        if moves >= 8 or table.state.over:
            break
        if table.curtain_for is not None and not table.animator.busy:
            press(app, pygame.K_RETURN)
            continue
        if not table.ready_for_input:
            app.run_frames(1)
            continue
        before, seat = len(table.state.history), table.state.to_move
        human_key_move(app, moves)
        if len(table.state.history) > before:
            seats.add(seat)
            moves += 1
    assert moves >= 8 and seats == {0, 1}


@pytest.mark.slow
def test_every_game_takes_keys(tmp_path):
    """Every registered game, not only one of each family: a dozen human moves by keys."""
    from rules import all_games
    for game in all_games():
        n = min(max(game.min_seats, 3), game.max_seats)
        spec = ",".join(["human"] + ["bot:rule"] * (n - 1))
        app = make_app(tmp_path / game.id, setup=setup_for(spec, seed=5, game=game.id))
        table = app.scene
        moves = 0
        for _ in range(5000):
            if scene_name(app) != "TableScene" or table.state.over or moves >= 12:
                break
            if not table.ready_for_input:
                app.run_frames(1)
                continue
            before = len(table.state.history)
            human_key_move(app, moves)
            moves += len(table.state.history) > before
        assert moves >= 3 or table.state.over, f"{game.id}: only {moves} moves by keys"


def test_after_a_move_the_focus_stays_in_its_row(tmp_path):
    """A card played from the hand: when the turn comes back, the focus is on the card at
    the same place in the hand (its neighbour), not back at the start."""
    app = make_app(tmp_path, setup=setup_for("human,bot:rule,bot:rule", seed=2, game="vorona"))
    table = app.scene
    checked = 0
    for _ in range(12):
        if not run_until(app, lambda: table.ready_for_input or table.state.over, 3000) or table.state.over:
            break
        rows = dict(table.keys.rows())
        if len(rows.get("hand", ())) < 3:
            human_key_move(app, 0)
            continue
        press(app, pygame.K_RIGHT)
        _focus_on(app, rows["hand"][2], pygame.K_TAB)
        press(app, pygame.K_RETURN)
        if not run_until(app, lambda: table.ready_for_input or table.state.over, 3000) or table.state.over:
            break
        app.run_frames(1)
        rows = dict(table.keys.rows())
        if "hand" in rows:
            assert table.keys.focus == rows["hand"][min(2, len(rows["hand"]) - 1)]
            checked += 1
    assert checked


def test_f2_lists_the_tour_and_the_log_keys(tmp_path):
    """The table's key list names T (the tour) and the log's keys."""
    from app import textrec
    app = make_app(tmp_path, setup=setup_for("human,bot:rule", seed=2, game="durak_podkidnoy"))
    table = app.scene
    if table.curtain_for is not None:
        table.lift_curtain()
    press(app, pygame.K_F2)
    assert table.keys.overlay is not None
    textrec.start()
    try:
        textrec.new_frame()
        table.draw(app.screen)
        shown = [e.text for e in textrec._rec.entries if e.kind == "text"]
    finally:
        textrec.stop()
    for row in ("tour", "log"):
        assert app.t("key_" + row) in shown and any(app.t(f"key_{row}_do").startswith(s) for s in shown if s)


def test_replay_f2_lists_its_keys_from_its_bindings(tmp_path):
    """In a replay F2 opens the replay's key list, made from the bindings the replay handles
    keys by: every bound key is named, and a key of the list does what it says."""
    import random

    from app import textrec
    from app.keyboard import key_names
    from app.scenes.replay import ReplayScene
    from rules import get_game
    game = get_game("durak_podkidnoy")
    setup = setup_for("human,bot:rule", seed=3, game="durak_podkidnoy")
    st = game.start(2, 3, {})
    rng = random.Random(3)
    for _ in range(12):
        st.apply(rng.choice(list(st.legal_actions())))
    app = make_app(tmp_path)
    app.watch(st, setup)
    app.run_frames(2)
    rp = app.scene
    assert isinstance(rp, ReplayScene)
    press(app, pygame.K_F2)
    assert rp.keys.overlay is not None
    textrec.start()
    try:
        textrec.new_frame()
        rp.draw(app.screen)
        shown = [e.text for e in textrec._rec.entries if e.kind == "text"]
    finally:
        textrec.stop()
    assert app.t("keys_title_replay") in shown
    for keys, what, method in ReplayScene.BINDINGS:
        assert key_names(keys, app.t) in shown, f"{what}: its keys are not listed"
        assert hasattr(rp, method)
    names = " ".join(shown)
    for label in ("→", "←", "PgDn", "Home", "P", "1–9", "O", "R", "F1", "F3", "Esc"):
        assert label in names
    press(app, pygame.K_ESCAPE)                      # closes the list, not the replay
    assert rp.keys.overlay is None and app.scene is rp
    at = rp.at
    press(app, pygame.K_HOME, frames=2)
    press(app, pygame.K_RIGHT, frames=2)
    assert rp.at == 1 and at >= 0
