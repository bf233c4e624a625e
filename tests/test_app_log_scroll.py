"""The table's log scrolls: the wheel over it, PageUp / PageDown / End and a drag show older
lines and come back; the newest line is on show by default; a new line pulls the view down
only when the player was at the bottom (else «↓ новые»)."""
from __future__ import annotations

import pygame

from app import textrec
from app_driver import make_app, post, press, run_until, setup_for


def _shown(app) -> list:
    """The log's lines of text the window shows now (what the drawing reported)."""
    table = app.scene
    textrec.start()
    try:
        textrec.new_frame()
        table.draw(app.screen)
        r = pygame.Rect(table.frame.log_rect)
        texts = [e for e in textrec._rec.entries if e.kind == "text" and r.contains(pygame.Rect(e.rect))
                 and e.text not in (app.t("log"), app.t("keys_tip")) and not e.text.startswith("↑")]
        return [e.text for e in sorted(texts, key=lambda e: (e.rect[1], e.rect[0]))]
    finally:
        textrec.stop()


def _wheel(app, pos, y, times=1):
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    for _ in range(times):
        post(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0, precise_y=float(y))
    app.run_frames(1)


def _long_log_table(tmp_path, speed="instant"):
    app = make_app(tmp_path, setup=setup_for("human,bot:rule,bot:rule", seed=3, game="durak_podkidnoy"),
                   speed=speed)
    table = app.scene
    table.lift_curtain() if table.curtain_for is not None else None
    # play the human's moves as the bots would until the log is several panels long
    for _ in range(200):
        run_until(app, lambda: not table.animator.busy and (table.state.over or table._input_seat() is not None),
                  3000)
        if table.state.over or len(table.shown_log()) >= 30:
            break
        if table._input_seat() is not None:
            table.perform(list(table.view.legal)[-1], table._input_seat())
    assert len(table.shown_log()) >= 20
    app.run_frames(2)
    return app, table


def test_wheel_and_keys_show_older_lines_and_back(tmp_path):
    app, table = _long_log_table(tmp_path)
    log = table.shown_log()
    shown = _shown(app)
    assert log[-1].startswith(shown[-1]) or shown[-1] in log[-1], "the newest line is on show by default"
    assert log[0] not in shown
    centre = pygame.Rect(table.frame.log_rect).center
    _wheel(app, centre, 1, times=40)                          # up, far: the oldest lines
    older = _shown(app)
    assert table.log_view.back > 0
    assert any(line.startswith(log[0][:20]) for line in older), "the wheel reaches the first line"
    assert not any(line == shown[-1] for line in older[-1:])
    _wheel(app, centre, -1, times=40)                         # down again: the newest
    assert table.log_view.back == 0 and _shown(app)[-1] == shown[-1]
    _wheel(app, (5, 5), 1)                                    # not over the log: nothing scrolls
    assert table.log_view.back == 0
    press(app, pygame.K_PAGEUP)
    assert table.log_view.back > 0 and _shown(app) != shown
    press(app, pygame.K_END)
    assert table.log_view.back == 0 and _shown(app) == shown


def test_drag_scrolls_the_log(tmp_path):
    app, table = _long_log_table(tmp_path)
    r = pygame.Rect(table.frame.log_rect)
    x, y = r.centerx, r.y + r.h // 3
    post(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1)
    post(pygame.MOUSEMOTION, pos=(x, y + r.h // 2), rel=(0, r.h // 2), buttons=(1, 0, 0))
    post(pygame.MOUSEBUTTONUP, pos=(x, y + r.h // 2), button=1)
    app.run_frames(1)
    assert table.log_view.back >= 2, "pulling the log down shows older rows"


def test_new_line_keeps_a_reader_in_place_and_follows_at_the_bottom(tmp_path):
    app, table = _long_log_table(tmp_path)
    view = table.log_view
    log = table.session.log
    # at the bottom: a new line comes into view
    log.append("Новая строка один")
    app.run_frames(1)
    assert _shown(app)[-1] == "Новая строка один" and not view.unseen
    # scrolled back: the rows he reads stay, the marker says there is more below
    press(app, pygame.K_PAGEUP)
    reading = _shown(app)
    log.append("Новая строка два")
    app.run_frames(1)
    now = _shown(app)
    assert "Новая строка два" not in now and view.unseen
    assert [s for s in now if s != app.t("log_new")] == reading
    assert app.t("log_new") in now
    press(app, pygame.K_END)
    assert _shown(app)[-1] == "Новая строка два" and not view.unseen
    # a click on the marker brings the newest too
    press(app, pygame.K_PAGEUP)
    log.append("Новая строка три")
    app.run_frames(1)
    _shown(app)
    assert view.unseen
    r = pygame.Rect(table.frame.log_rect)
    post(pygame.MOUSEMOTION, pos=(r.right - 20, r.y + 8), rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=(r.right - 20, r.y + 8), button=1)
    post(pygame.MOUSEBUTTONUP, pos=(r.right - 20, r.y + 8), button=1)
    app.run_frames(1)
    assert _shown(app)[-1] == "Новая строка три" and not view.unseen


def _marker(app):
    table = app.scene
    table.draw(app.screen)
    return table.log_view.marker


def test_rows_gone_by_before_the_players_turn_are_counted_and_shown(tmp_path):
    """Свои козыри: the exchange of sixes and the first moves come before the player's
    first card and go up out of the seven rows; while he is to move the title line says
    «↑ ещё N», and a click on it shows the first of them at the top."""
    app = make_app(tmp_path, setup=setup_for("human,bot:rule,bot:rule", seed=2, game="svoi_kozyri"),
                   speed="instant")
    table = app.scene
    if table.curtain_for is not None:
        table.lift_curtain()
    view = table.log_view
    for _ in range(10):
        run_until(app, lambda: not table.animator.busy and table._input_seat() is not None, 5000)
        app.run_frames(1)
        if view.unread_above:
            break
        table.perform(list(table.view.legal)[0], table._input_seat())
    n = view.unread_above
    assert n > 0, "rows went up out of sight before the player's turn"
    assert _marker(app) == app.t("log_more", n=n)
    first_unread = view.read_to
    r = pygame.Rect(table.frame.log_rect)
    post(pygame.MOUSEMOTION, pos=(r.right - 20, r.y + 8), rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=(r.right - 20, r.y + 8), button=1)
    post(pygame.MOUSEBUTTONUP, pos=(r.right - 20, r.y + 8), button=1)
    app.run_frames(1)
    assert view.rows - view.back - view.room == first_unread, "the first unread row is at the top"
    assert _marker(app) is None
    # once he moves, what was there counts as read
    press(app, pygame.K_END)
    table.perform(list(table.view.legal)[0], table._input_seat())
    app.run_frames(1)
    assert view.read_to >= first_unread
