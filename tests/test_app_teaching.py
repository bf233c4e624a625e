"""«Подсказки правил» at the table (app/teaching.py): a card that cannot be played says why
(the engine's reason, worded), a new phase says what may be done, the setting turns it off
and, left on «в первых партиях», it goes quiet once the statistics count enough games."""
from __future__ import annotations

import pygame

from app.settings import FIRST_GAMES
from app_driver import click, hover, make_app, run_until, setup_for


def _unplayable(app):
    """Play on (the human's first legal action) until a card of his hand cannot be played."""
    table = app.scene
    for _ in range(400):
        run_until(app, lambda: table.ready_for_input or table.state.over, 3000)
        if table.state.over:
            return None
        seat = table._input_seat()
        mine = [s for s in table.frame.sprites.values() if s.zone == f"hand{seat}" and s.card is not None]
        stuck = [s for s in mine if s.key not in table.targets]
        if stuck and table.targets:
            return stuck[0]
        table.choose(table.view.legal[0])
        app.run_frames(2)
    return None


def _app(tmp_path, hints="on", seed=4):
    app = make_app(tmp_path, setup=setup_for("human,bot:rule,bot:rule", seed=seed, game="durak_podkidnoy"))
    app.settings.rule_hints = hints
    app.scene.teacher.__dict__.pop("_first", None)
    return app


def test_a_card_that_cannot_be_played_says_why(tmp_path):
    app = _app(tmp_path)
    table = app.scene
    card = _unplayable(app)
    assert card is not None
    point = table.frame.visible_point(card.key)
    hover(app, point)
    want = table.words().render(table.game.why_illegal(
        table.view, next(type(a)(a.kind, (card.card,), a.zone, a.index, a.value) for a in table.view.legal if a.cards)))
    assert table.teacher.text == want and want
    turn = len(table.state.history)
    click(app, point)
    assert len(table.state.history) == turn and table.teacher.text == want      # said, nothing played
    pygame.image.save(app.screen, str(tmp_path / "reason.png"))
    hover(app, (5, 5))
    assert table.teacher.text == want                  # after a click it stays a while
    app.now_ms += 5000
    app.run_frames(2)
    assert table.teacher.text is None or "можно" in table.teacher.text


def test_a_new_phase_says_what_may_be_done(tmp_path):
    app = _app(tmp_path)
    table = app.scene
    assert run_until(app, lambda: table.ready_for_input, 3000)
    app.run_frames(1)
    assert table.teacher.text and table.teacher.text.startswith("Сейчас можно:")


def test_off_and_after_the_first_games_nothing_is_said(tmp_path):
    app = _app(tmp_path, hints="off")
    table = app.scene
    card = _unplayable(app)
    hover(app, table.frame.visible_point(card.key))
    assert table.teacher.text is None
    app2 = _app(tmp_path / "b", hints="first")
    app2.statistics.games_with_a_human = lambda game: FIRST_GAMES
    app2.scene.teacher.__dict__.pop("_first", None)
    assert not app2.scene.teacher.on
    app2.statistics.games_with_a_human = lambda game: FIRST_GAMES - 1
    app2.scene.teacher.__dict__.pop("_first", None)
    assert app2.scene.teacher.on


def test_the_reminder_slides_aside_from_a_card_beside_the_plate():
    # the Moscow game's face-down stack lies just above the player's plate, where the pill goes
    from types import SimpleNamespace

    from app.layout.frame import Sprite
    from app.teaching import _clear_of_cards
    stack = Sprite(("stack0", 0), None, 500, 460, 56, 80, zone="stack0")
    own = Sprite(("c", "8D"), None, 640, 620, 90, 130, zone="hand0")
    frame = SimpleNamespace(sprites={stack.key: stack, own.key: own}, width=1280)
    pill = pygame.Rect(0, 0, 300, 28)
    pill.midbottom = (640, 505)
    moved = _clear_of_cards(pill, frame, "hand0")
    card = pygame.Rect(472, 420, 56, 80)
    assert moved.y == pill.y and not moved.colliderect(card) and abs(moved.centerx - 640) < 200
    # nothing in the way: it stays over the plate (the player's own hand never counts)
    assert _clear_of_cards(pill, SimpleNamespace(sprites={own.key: own}, width=1280), "hand0") == pill


def test_the_reminder_rises_above_a_note_over_the_plate():
    # Сека writes the player's points («у вас 19 очков») just above his plate
    from types import SimpleNamespace

    from app.teaching import _clear_of_cards
    note = pygame.Rect(580, 488, 120, 22)
    frame = SimpleNamespace(sprites={}, width=1280)
    pill = pygame.Rect(0, 0, 400, 28)
    pill.midbottom = (640, 505)
    moved = _clear_of_cards(pill, frame, "hand0", [note])
    assert moved.centerx == 640 and moved.bottom <= note.top
