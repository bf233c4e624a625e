"""What the table says for a person to read stays until he has read it (issue 28): a deal's
settlement («… щелчок — дальше») waits for a click or its reading time, at every speed;
the results take the keyboard focus only after their reading time, so Enter pressed to play
the last card does not skip who lost."""
from __future__ import annotations

import pygame
import pytest

from app_driver import click, make_app, press, run_until, scene_name, setup_for
from app.scenes.table import reading_ms


def _play_until(app, cond, max_frames=40000) -> bool:
    """The human plays his first legal move whenever it is his turn (by a click on it)."""
    for _ in range(max_frames):
        if cond():
            return True
        table = app.scene
        if scene_name(app) == "TableScene" and table.ready_for_input:
            a = table.view.legal[0]
            point = table.target_point(a)
            click(app, point)
            for b in table.popup:
                if b.action == a:
                    click(app, b.rect.center)
                    break
        else:
            app.run_frames(1)
    return cond()


def _to_settlement(app):
    table = app.scene
    assert _play_until(app, lambda: table.animator.panels and table.animator.panels[0].delay <= 0), \
        "no settlement was shown"
    return table


@pytest.mark.slow                   # (~14 s: two deals of Мушка played by clicks)
def test_a_settlement_stays_its_reading_time_and_a_click_ends_it(tmp_path):
    app = make_app(tmp_path, setup=setup_for("human,bot:rule,bot:rule", seed=3, game="mushka"), speed="fast")
    table = _to_settlement(app)
    p = table.animator.panels[0]
    floor = reading_ms([p.title] + list(p.lines)) - reading_ms([p.title])     # its lines' reading time
    shown = app.now_ms
    assert run_until(app, lambda: not table.animator.panels, 40000)     # no click meanwhile
    assert app.now_ms - shown >= floor, (app.now_ms - shown, floor)
    # the next one: a click cuts it short
    table = _to_settlement(app)
    click(app, (5, 5), frames=3)
    assert not table.animator.panels or table.animator.panels[0].ttl <= table.animator.panels[0].age + 1


@pytest.mark.slow                   # (~7 s: a game of durak played by clicks)
def test_the_results_take_the_focus_only_after_their_reading_time(tmp_path):
    app = make_app(tmp_path, setup=setup_for("human,bot:rule", seed=2, game="durak_podkidnoy"))
    assert _play_until(app, lambda: scene_name(app) == "ResultsScene")
    res = app.scene
    assert res.focus.current is None
    press(app, pygame.K_RETURN)                     # pressed to play the last card: the results stay
    assert scene_name(app) == "ResultsScene"
    assert run_until(app, lambda: res.focus.current is res.btn_again, 2000)
    assert app.now_ms - res.shown_at >= reading_ms(res.settlement_lines)
