"""Комета and Манилья at the table, driven headless through the program's own loop: a
human seat clicks through a whole hand of Комета (its cards, groups and the comet by
their places, «Пас» by the table's own pause); chips fly for the comet's payments; the
run, the comet marked with its rank and the кон are laid out; screenshots at 1280×720
and 1920×1080 with the fewest and the most seats."""
from __future__ import annotations

import os
import shutil

import pygame
import pytest

from app.layout import TableModel, layout_frame
from app.scenes.table import AUTO_PASS_MS
from app_driver import click, hover, make_app, scene_name, setup_for
from rules import get_game

# the larger window with the slow tests (the golden pictures cover it too): the default run stays quick
SIZES = [(1280, 720), pytest.param((1920, 1080), marks=pytest.mark.slow, id="1920x1080")]
SHOTS = os.environ.get("LOMBER_SHOTS")


def _keep(path) -> None:
    if SHOTS:
        os.makedirs(SHOTS, exist_ok=True)
        shutil.copy(path, os.path.join(SHOTS, os.path.basename(str(path))))


def _click_action(app, action):
    """Click the action's card (or button) and, where the card has several actions, ours in the pop-up."""
    table = app.scene
    point = table.target_point(action)
    assert point is not None, f"no place to click for {action}"
    hover(app, point)
    before = len(table.state.history)
    click(app, point)
    if table.popup:
        button = next(b for b in table.popup if b.action == action)
        click(app, button.rect.center)
    assert len(table.state.history) > before and table.state.history[before] == action
    return action


def test_a_human_plays_a_whole_hand_of_kometa_by_clicks(tmp_path):
    app = make_app(tmp_path, setup=setup_for("human,bot:rule", seed=5, game="kometa"), speed="fast")
    table = app.scene
    assert scene_name(app) == "TableScene"
    state = table.state
    kinds, wild_clicks, auto_passes, moves = set(), 0, 0, 0
    chip_batches = 0
    seen = set()
    for _ in range(40000):
        if scene_name(app) != "TableScene" or state.deal_no > 1 or state.over:
            break
        seg = table.animator.current()
        if seg is not None and id(seg) not in seen:
            seen.add(id(seg))
            chip_batches += seg.chips is not None
        if table.animator.busy or not table.ready_for_input:
            app.run_frames(1)
            continue
        legal = list(table.view.legal)
        if len(legal) == 1 and legal[0].kind == "pass":
            before = len(state.history)
            app.run_frames(int(AUTO_PASS_MS["fast"] / (1000 / 60)) + 3)
            assert len(state.history) == before + 1 and state.history[before].kind == "pass"
            auto_passes += 1
            continue
        wild = [i for i, a in enumerate(legal) if a.value is not None]
        groups = [i for i, a in enumerate(legal) if len(a.cards) > 1 and a.value is None]
        if wild and moves % 2 == 0:
            pick = wild[0]
        elif groups:
            pick = groups[0]
        else:
            pick = moves
        a = _click_action(app, legal[pick % len(legal)])
        kinds.add("wild" if a.value is not None else "group" if len(a.cards) > 1 else a.kind)
        wild_clicks += a.value is not None
        moves += 1
    assert state.deal_no >= 2 or state.over, "the hand did not end"
    assert moves >= 5 and "play" in kinds, kinds
    # the hand's end: a settlement, points on the sheet and the hands shown
    first = state.deal_points[0]
    assert sum(first) > 0
    assert chip_batches >= 1                # the dealer's fine (and the comet's tokens) fly


def test_kometa_comet_is_marked_with_its_rank_and_the_pot_is_laid_out():
    g = get_game("kometa")
    s = g.start(2, 5)
    # lay the comet as the first card of a run, standing for a seven
    lead = s.current
    comet = next(c for c in s.deck_cards if c.code == "9C")
    holder = next(p for p in range(2) if comet in s.hands[p])
    if holder != lead:
        s.hands[holder].remove(comet)
        s.hands[lead].append(comet)
        s.hands[holder].append(s.hands[lead].pop(0))
    s.apply(next(a for a in s.legal_actions() if a.value == 7))
    view = s.view(lead)
    model = TableModel.from_view(view)
    frame = layout_frame(model, g, (1280, 720), ["Анна", "Борис"])
    texts = [n.text["ru"] for n in frame.notes if isinstance(n.text, dict)]
    assert "комета = 7" in texts and "кон" in texts
    assert frame.chips["pot"].amount == view.pot == 1


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game,seats", [("kometa", 2), ("kometa", 4), ("manilya", 2), ("manilya", 5)])
def test_screenshots(tmp_path, size, game, seats):
    spec = ",".join(["human"] + ["bot:rule"] * (seats - 1))
    app = make_app(tmp_path, setup=setup_for(spec, seed=seats, game=game), size=size, speed="instant")
    table = app.scene
    i = 0
    while len(table.state.history) < 20 and not table.state.over:
        if table.ready_for_input:
            legal = table.view.legal
            table.choose(legal[i % len(legal)])
            i += 1
        app.run_frames(1)
    app.run_frames(2)
    still = tmp_path / f"{game}_{seats}_{size[0]}.png"
    app.screenshot(str(still))
    _keep(still)
    assert pygame.image.load(str(still)).get_size() == size
    # nothing of the middle lies under a seat
    frame = table.frame
    for key, sp in frame.sprites.items():
        if sp.zone in ("run", "played", "talon"):
            assert 0 < sp.x < size[0] and 0 < sp.y < size[1]


def test_both_copies_of_a_face_in_hand_are_playable_and_the_comet_offers_every_rank(tmp_path):
    app = make_app(tmp_path, setup=setup_for("human,bot:rule", seed=11, game="kometa"), speed="instant")
    table = app.scene
    for _ in range(400):
        if table.ready_for_input:
            break
        app.run_frames(1)
    assert table.ready_for_input and table.view.public["leading"]
    twins = [k for k in table.frame.sprites if k[0] == "c" and len(k) == 3 and table.frame.sprites[k].zone == "hand0"]
    assert twins and all(k in table.targets and table.targets[k] == table.targets[k[:2]] for k in twins)
    wild = [a for a in table.view.legal if a.value is not None]
    assert len(wild) == 12
    point = table.target_point(wild[0])
    hover(app, point)
    click(app, point)
    assert len(table.popup) == 12
    button = next(b for b in table.popup if b.action == wild[5])
    click(app, button.rect.center)
    assert table.state.history[-1] == wild[5] and table.state.wild_as == wild[5].value
