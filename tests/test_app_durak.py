"""The durak family at the table, driven headless through the program's own loop.

* A whole подкидной game with one human seat clicking (and once dragging) cards and
  pressing «Беру»/«Бито»: he takes at least once and throws in at least once; the
  session's fools tally and «Ещё раз» (the fool deals the next game) follow.
* A переводной game where the human transfers (picking the card up and dropping it on
  the place beside the attack row).
* «Слепой»: the human's own hand is drawn as backs, the others' as faces; he plays by place.
* The middle (pairs, stock with the trump, discard) stands clear of every seat, plate and
  tag for 2–6 seats at 1280×720 and 1920×1080; screenshots mid-bout at both sizes.
"""
from __future__ import annotations

import json
import os
import shutil

import pygame
import pytest

from app.layout import TableModel, layout_frame
from app.layout import place_of
from app.scenes.menu import seat_choices
from app_driver import click, click_widget, durak_defence_position, make_app, post, run_until, scene_name, setup_for
from rules import get_game
from rules.cards import Card

# the larger window with the slow tests (the golden pictures cover it too): the default run stays quick
SIZES = [(1280, 720), pytest.param((1920, 1080), marks=pytest.mark.slow, id="1920x1080")]
SHOTS = os.environ.get("LOMBER_SHOTS")        # also copy the screenshots there (for people to look at)


def _keep(path) -> None:
    if SHOTS:
        os.makedirs(SHOTS, exist_ok=True)
        shutil.copy(path, os.path.join(SHOTS, os.path.basename(str(path))))


def _point(table, place):
    """Where a person clicks a sprite or a zone of the table."""
    if place in table.frame.sprites:
        return table.frame.visible_point(place)
    return pygame.Rect(table.frame.zones[place]).center


def _card_key(table, action):
    return next((k for k, acts in table.targets.items() if action in acts), None)


def play(app, action, drag: bool = False):
    """Play ``action`` as a person would: click its button, or click its card — and when
    the card has several actions, click the place on the table it goes to (or its line
    in the small list when the table has no such place); ``drag``: drag the card there."""
    table = app.scene
    before = len(table.state.history)
    key = _card_key(table, action)
    if key is None:
        click(app, table.target_point(action))
    elif drag:
        start = table.frame.visible_point(key)
        model = table._model(table.view)
        place = place_of(action, model, table.frame)
        end = _point(table, place) if place is not None and (
            place in table.frame.sprites or place in table.frame.zones) else (app.size[0] // 2, app.size[1] // 3)
        post(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
        post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
        app.run_frames(1)
        for k in range(1, 5):
            p = (start[0] + (end[0] - start[0]) * k // 4, start[1] + (end[1] - start[1]) * k // 4)
            post(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0))
            app.run_frames(1)
            assert table.drag == key or len(table.state.history) > before
        post(pygame.MOUSEBUTTONUP, pos=end, button=1)
        app.run_frames(1)
    else:
        click(app, table.frame.visible_point(key))
        if len(table.state.history) == before:
            assert table.selected == key, "a card with several actions is picked up"
            place = next((p for p, a in table.sel_targets.items() if a == action), None)
            if place is not None:
                click(app, _point(table, place))
            else:
                button = next(b for b in table.popup if b.action == action)
                click(app, button.rect.center)
    history = table.state.history
    assert len(history) > before and history[before] == action, f"{action} was not played"


def _policy(view, counts):
    """The human's choice: take the first time he may, throw in whenever he may, transfer
    whenever he may; else beat, else lead his lowest card, else what is left."""
    legal = list(view.legal)
    kinds = {a.kind for a in legal}
    phase = view.public["phase"]
    if "transfer" in kinds and not counts.get("transfer"):
        return next(a for a in legal if a.kind == "transfer" and a.value != "show")
    if "take" in kinds and not counts.get("take") and phase == "defend":
        return next(a for a in legal if a.kind == "take")
    if phase == "throw" and "attack" in kinds:
        return next(a for a in legal if a.kind == "attack")
    defends = [a for a in legal if a.kind == "defend"]
    if defends:
        return defends[0]
    attacks = [a for a in legal if a.kind == "attack"]
    if attacks:
        return min(attacks, key=lambda a: (a.cards[0].suit == view.public["trump"], a.cards[0].rank)
                   if a.cards else (0, a.index))
    for kind in ("bito", "pass", "take", "done"):
        for a in legal:
            if a.kind == kind:
                return a
    return legal[0]


def _play_game(app, counts, max_frames=40000, drag_once=False):
    table = app.scene
    dragged = False
    for _ in range(max_frames):
        if scene_name(app) != "TableScene":
            break
        if table.ready_for_input:
            view = table.view
            legal = list(view.legal)
            if len(legal) == 1 and legal[0].kind == "pass":
                app.run_frames(1)              # «Пас» as the only choice: he passes by himself
                continue
            action = _policy(view, counts)
            key = (view.public["phase"], action.kind)
            counts[key] = counts.get(key, 0) + 1
            counts[action.kind] = counts.get(action.kind, 0) + 1
            drag = drag_once and not dragged and action.kind == "defend"
            play(app, action, drag=drag)
            dragged = dragged or drag
            counts["dragged"] = dragged
        else:
            app.run_frames(1)
    return table


# ------------------------------------------------------------------ podkidnoy, whole game, a session
def test_podkidnoy_take_throw_in_and_session_tally(tmp_path):
    app = make_app(tmp_path, setup=setup_for("human,bot:rule,bot:rule", seed=24, game="durak_podkidnoy"),
                   speed="instant")
    table = app.scene
    assert scene_name(app) == "TableScene"
    counts = {}
    _play_game(app, counts, drag_once=True)
    assert scene_name(app) == "ResultsScene", "the game did not reach the results"
    assert counts.get(("defend", "take")), "the human never took"
    assert counts.get(("throw", "attack")), "the human never threw in"
    assert counts.get("dragged"), "no card was dragged onto the table"
    fools = table.state.view(None).public["fools"]
    assert len(fools) == 1
    fool = fools[0]
    session = table.session
    assert session.tally == {"games": 1, "fools": [int(s == fool) for s in range(3)], "draws": 0}

    # «Ещё раз»: the same session; the fool deals and the player on his left attacks first
    click_widget(app, "again")
    assert scene_name(app) == "TableScene" and app.scene is not table
    nxt = app.scene
    assert nxt.session.tally == session.tally
    st = nxt.state
    assert nxt.session.setup.options["dealer"] == fool and st.pub.dealer == fool
    assert st.pub.attacker_seat == (fool + 1) % 3
    # the tally by the fool's plate, the game's number in the panel, and the autosave's meta
    tags = {p.seat: [t["ru"] for t, _ in p.tags if isinstance(t, dict)] for p in nxt.frame.plates}
    assert "дурак ×1" in tags[fool] and all("дурак ×1" not in tags[s] for s in range(3) if s != fool)
    assert ("session_game", {"n": 2}) in nxt.frame.labels
    app.run_frames(1)
    app.screenshot(str(tmp_path / "durak_second_game.png"))
    _keep(tmp_path / "durak_second_game.png")
    meta = json.loads(nxt.session.autosave.path.read_text(encoding="utf-8"))["meta"]
    assert meta["tally"] == session.tally
    # to the menu and back («Продолжить»): the session's tally comes back with the game
    post(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)
    app.run_frames(1)
    assert scene_name(app) == "MenuScene"
    click_widget(app, "continue")
    assert scene_name(app) == "TableScene"
    nxt = app.scene
    assert nxt.session.tally == session.tally

    # the second game to its end: the results show the session's tally
    _play_game(app, counts)
    assert scene_name(app) == "ResultsScene"
    assert nxt.session.tally["games"] == 2 and sum(nxt.session.tally["fools"]) + nxt.session.tally["draws"] == 2
    app.run_frames(1)
    app.screenshot(str(tmp_path / "durak_results.png"))
    _keep(tmp_path / "durak_results.png")


# ------------------------------------------------------------------ perevodnoy: a transfer by the human
def test_perevodnoy_transfer_by_the_human(tmp_path):
    app = make_app(tmp_path, setup=setup_for("human,bot:rule,bot:rule", seed=5, game="durak_perevodnoy"),
                   speed="instant")
    counts = {}
    table = _play_game(app, counts, max_frames=30000)
    assert counts.get("transfer"), "the human never transferred"
    # the transfer went into the history as the human's, and the log says so
    assert any("переводит" in line for line in table.session.log) or scene_name(app) == "ResultsScene"


def test_a_card_with_several_actions_is_picked_up(tmp_path):
    """Defend slot 0 or slot 1, or transfer: the card lifts, its places light up; Esc
    puts it back; the attack card it beats takes the click."""
    app = make_app(tmp_path, setup=setup_for("human,bot:rule", seed=3, game="durak_perevodnoy"), speed="instant")
    table = durak_defence_position(app)
    st = table.state
    nine = ("c", "9D")
    assert sorted(a.index for a in table.targets[nine]) == [0, 1]
    assert len(table.targets[("c", "9S")]) == 1
    assert ("c", "6C") not in table.targets
    seven = ("c", "7C")
    kinds = sorted(a.kind for a in table.targets[seven])
    assert kinds == ["transfer"]                               # 7♣ only transfers: a single click plays it
    click(app, table.frame.visible_point(nine))
    assert table.selected == nine and table.popup
    assert set(table.sel_targets) == {("c", "7S"), ("c", "7D")}
    app.run_frames(1)
    shot = tmp_path / "durak_pick.png"
    app.screenshot(str(shot))
    _keep(shot)
    post(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)
    app.run_frames(1)
    assert table.selected is None and not table.popup and scene_name(app) == "TableScene"
    click(app, table.frame.visible_point(nine))
    click(app, table.frame.visible_point(("c", "7D")))
    assert st.history[-1].kind == "defend" and st.history[-1].index == 1


# ------------------------------------------------------------------ «слепой»
def test_blind_hand_is_backs_and_the_others_faces(tmp_path):
    app = make_app(tmp_path, setup=setup_for("human,bot:rule,bot:rule", seed=9, game="durak_slepoy"),
                   speed="instant")
    table = app.scene
    st = table.state
    moves = 0
    for _ in range(4000):
        app.run_frames(1)
        mine = set(st.zones["hand0"]) - set(st.pub.public_cards[0])
        others = set(st.zones["hand1"]) | set(st.zones["hand2"])
        drawn = app.painter.faces_drawn
        assert not (drawn & mine), "the human saw his own blind hand"
        assert others <= drawn, "the other hands are not shown face up"
        if table.ready_for_input and moves < 6:
            legal = list(table.view.legal)
            if len(legal) == 1 and legal[0].kind == "pass":
                continue
            # by place: the actions name hand places, clicked on the backs
            action = next((a for a in legal if a.kind in ("attack", "defend") and a.zone == "hand0"), legal[-1])
            if moves == 1:
                shot = tmp_path / "durak_blind.png"
                app.screenshot(str(shot))
                _keep(shot)
            play(app, action)
            moves += 1
        if moves >= 6 or st.over:
            break
    assert moves >= 3


# ------------------------------------------------------------------ the menu and the dealer option
def test_menu_offers_only_the_seats_at_the_table():
    game = get_game("durak_podkidnoy")
    o = game.option("dealer")
    assert seat_choices(o, 3) == ["random", 0, 1, 2]
    assert seat_choices(o, 6) == ["random", 0, 1, 2, 3, 4, 5]


# ------------------------------------------------------------------ layout: clear of everything
def _bout(seats, n_pairs=6, stock=True, discard=12):
    """A bout with ``n_pairs`` beaten pairs on the table (the cards taken out of the hands
    and the stock), ``discard`` cards discarded, the stock kept or gone."""
    game = get_game("durak_podkidnoy")
    st = game.start(seats, 4, {})
    a, b = [x for x in "SCHD" if x != st.pub.trump][:2]
    attack = [Card(r, x) for x in (a, b) for r in (6, 7, 8)][:n_pairs]
    defence = [Card(r, x) for x in (a, b) for r in (12, 13, 14)][:n_pairs]
    used = set(attack) | set(defence) | ({st.pub.trump_card} if st.pub.trump_card else set())
    pool = [c for c in st.zones["stock"] if c not in used] + [c for i in range(seats) for c in st.zones[f"hand{i}"] if c not in used]
    for s in range(seats):
        st.zones[f"hand{s}"] = [pool.pop() for _ in range(min(6, len(pool) // max(1, seats - s)))]
    st.zones["attack"], st.zones["defence"] = list(attack), list(defence)
    st.zones["discard"] = [pool.pop() for _ in range(min(discard, len(pool)))]
    st.known.pop("discard", None)
    if st.zones["discard"]:
        st.known["discard"] = tuple(st.zones["discard"])
    st.zones["stock"] = ([st.pub.trump_card] + pool) if stock and st.pub.trump_card else []
    if not st.zones["stock"]:
        st.pub.trump_card = None
    st.pub.phase = "throw"
    st.pub.poller = st.pub.attacker_seat
    st.touch()
    return game, st


def _rect(s):
    return pygame.Rect(round(s.x - s.w / 2), round(s.y - s.h / 2), round(s.w), round(s.h))


def _rotated_rect(s):
    if abs(abs(s.angle) - 90) < 1:
        return pygame.Rect(round(s.x - s.h / 2), round(s.y - s.w / 2), round(s.h), round(s.w))
    return _rect(s).inflate(int(s.w * 0.12), int(s.h * 0.06)) if abs(s.angle) > 1 else _rect(s)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
def test_middle_is_clear_of_every_seat(size, seats):
    for stock in (True, False):
        game, st = _bout(seats, stock=stock)
        model = TableModel.from_view(st.view(0))
        model.bottom = 0
        names = [f"N{i}" for i in range(seats)]
        frame = layout_frame(model, game, size, names, {})
        w, h = size
        screen = pygame.Rect(0, 0, w, h)
        middle = [s for s in frame.sprites.values() if s.zone in ("attack", "defence", "stock", "discard")
                  and s.alpha > 0]
        assert len([s for s in middle if s.zone == "attack"]) == 6
        from app.layout.durak import tag_height
        from app.layout.seats import regions
        reg = regions(w, h, seats)
        th = tag_height(reg)
        blocks = []
        for p in frame.plates:
            r = pygame.Rect(round(p.x - p.w / 2), round(p.y - p.h / 2), round(p.w), round(p.h))
            if p.tag_side == "below":
                r.h += th + 4
            blocks.append(r)
        for s in frame.sprites.values():
            if s.zone.startswith("hand"):
                blocks.append(_rect(s))
        for s in middle:
            r = _rotated_rect(s)
            assert screen.contains(r), (s.key, r)
            for b in blocks:
                assert not r.colliderect(b), (seats, size, s.key, r, b)
        # the pairs: each beating card lies on its attack card, over it and off to the right
        att = {s.key: s for s in middle if s.zone == "attack"}
        for s in middle:
            if s.zone == "defence":
                under = min(att.values(), key=lambda a: abs(a.x - s.x + 0.3 * a.w) + abs(a.y - s.y))
                assert 0 < s.x - under.x < under.w * 0.5 and 0 < s.y - under.y < under.h * 0.4


# ------------------------------------------------------------------ screenshots
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("seats", [2, 6])
def test_screenshots_mid_bout(tmp_path, size, seats):
    spec = ",".join(["human"] + ["bot:rule"] * (seats - 1))
    app = make_app(tmp_path, setup=setup_for(spec, seed=7, game="durak_podkidnoy"), size=size, speed="fast")
    table = app.scene
    counts = {"take": 1}
    ok = False
    for _ in range(8000):
        v = table.view
        if not table.animator.busy and len(v.zones["attack"].cards) >= 3 and len(v.zones["defence"].cards) >= 2:
            ok = True
            break
        if table.ready_for_input:
            legal = list(v.legal)
            if len(legal) == 1 and legal[0].kind == "pass":
                app.run_frames(1)
                continue
            play(app, _policy(v, counts))
        else:
            app.run_frames(1)
    assert ok, "no bout with three pairs came up"
    app.run_frames(2)
    shot = tmp_path / f"durak_{seats}_{size[0]}x{size[1]}.png"
    app.screenshot(str(shot))
    _keep(shot)
    # roles by the plates: exactly one defender, and the player to move lit
    tags = [t for p in table.frame.plates for t, _ in p.tags]
    assert sum(1 for t in tags if isinstance(t, dict) and t["ru"] in ("отбивается", "берёт")) == 1
    assert sum(1 for p in table.frame.plates if p.active) == 1
    # the opening deal was animated: from the stock, one card after another
    app2 = make_app(tmp_path / "open", setup=setup_for(spec, seed=8, game="durak_podkidnoy"), size=size,
                    speed="fast")
    seg = app2.scene.animator.current()
    assert seg is not None and len(seg.movers) == 6 * seats and seg.renames
    assert run_until(app2, lambda: not app2.scene.animator.busy, 600)
