"""The layout audit (issue 28): drive a game headless and check what each frame really drew.

The drawing code reports every line of text, card and word box as it draws
(app/textrec.py); at several moments of a seeded game (the start, the human's turns, a bot
thinking, a deal's settlement, the rules F1 and the key list F2) the audit reads the
frame's record and checks:

* no text lies over another text, and no box (a plate, pill, bubble, badge, button) or
  card covers a text of another element — unless the later one is drawn in a modal layer
  (rules, keys, settings, tour, curtain, settlement), which is declared to lie over;
* nothing is drawn past the window's edge;
* no text is drawn smaller than ``MIN_PX``;
* the prompt is current: «Сейчас можно …» is shown only while the viewer may act.

``audit_game`` returns the problems as readable lines (empty: all is well).
"""
from __future__ import annotations

import pygame

from app import textrec
from app_driver import click, click_action, make_app, press, run_until, scene_name, setup_for
from rules import get_game

MIN_PX = 10
SIZES = ((800, 480), (1280, 720), (1920, 1080))
LANGS = ("ru", "en")


def _shrunk(e) -> pygame.Rect:
    """A text's rect without the font's empty line spacing above and below its letters."""
    x, y, w, h = e.rect
    if e.kind != "text":
        return pygame.Rect(x, y, w, h)
    cut = int(h * 0.18)
    return pygame.Rect(x + 1, y + cut, max(0, w - 2), max(0, h - 2 * cut))


def _name(e) -> str:
    return f"{e.role or e.kind}«{e.text[:40]}»" if e.text else (e.role or e.kind)


def frame_problems(entries, size, may_now_prefix: str | None = None, may_act: bool = True) -> list:
    """The problems of one frame's record (see the module's docstring)."""
    out = []
    W, H = size
    screen = pygame.Rect(0, 0, W, H).inflate(2, 2)        # a 1-px shadow may touch the edge
    texts = [e for e in entries if e.kind == "text" and e.rect[2] > 0 and e.rect[3] > 0]
    for e in texts:
        if 0 < e.px < MIN_PX:
            out.append(f"small text {e.px}px: {_name(e)}")
    for e in entries:
        if e.kind in ("text", "box") and e.rect[2] > 0 and not screen.contains(pygame.Rect(e.rect)):
            out.append(f"past the window's edge {tuple(e.rect)}: {_name(e)}")
    # text against text, and anything drawn later over a text
    for i, a in enumerate(texts):
        ra = _shrunk(a)
        if ra.w <= 0 or ra.h <= 0:
            continue
        for b in entries:
            if b is a or (a.group and a.group == b.group):
                continue
            if b.kind == "text":
                if b.seq < a.seq:
                    continue                      # each pair once (the later one is b)
                rb = _shrunk(b)
            elif b.kind == "box":
                if b.seq < a.seq and b.layer <= a.layer:
                    continue                      # the text lies on a box drawn before it
                rb = pygame.Rect(b.rect)
            else:                                 # a card drawn over the text
                if b.seq < a.seq:
                    continue
                rb = pygame.Rect(b.rect).inflate(-4, -4)
            if not ra.colliderect(rb):
                continue
            lo, hi = (a, b) if a.seq < b.seq else (b, a)
            if hi.layer > lo.layer:
                continue                          # a modal panel lies over the table
            c = ra.clip(rb)
            if c.w < 2 or c.h < 2:
                continue
            verb = "lies over" if b.kind == "text" else "is covered by"
            out.append(f"{_name(a)} {verb} {_name(b)}")
    if may_now_prefix and not may_act:
        for e in texts:
            if e.text.startswith(may_now_prefix):
                out.append(f"stale prompt while the viewer may not act: «{e.text}»")
    return out


def snapshot(app) -> list:
    """Draw one frame now and return its record."""
    app.wake()
    app.run_frames(1)
    rec = textrec._rec
    return list(rec.entries) if rec is not None else []


def _may_now_prefix(app) -> str:
    return app.t("may_now", kinds="").rstrip()


def _check(app, where: str, problems: list) -> None:
    table = app.scene
    if scene_name(app) == "TableScene":     # cards in flight pass over everything: audit the table at rest
        run_until(app, lambda: scene_name(app) != "TableScene" or table.animator.current() is None, 3000)
    entries = snapshot(app)
    if scene_name(app) != "TableScene" and scene_name(app) != "ResultsScene":
        return
    may_act = scene_name(app) == "TableScene" and table._input_seat() is not None
    for p in frame_problems(entries, app.size, _may_now_prefix(app), may_act):
        line = f"{where}: {p}"
        if line not in problems:
            problems.append(line)


def audit_game(tmp_path, game_id: str, seats: int, size, lang: str, moves: int = 6, seed: int = 7,
               panels: bool = True, speed: str = "instant") -> list:
    """Play ``moves`` moves of the human (seat 0, bots at the other seats) and audit the
    table at the start, at each of his turns, while a bot thinks, at a settlement, and once
    with F1 and F2 open. ``panels``: also open F1/F2 (the same for every game: once is enough).
    ``speed``: «instant» shows no speech bubble and no settlement; «fast» shows them (slower)."""
    game = get_game(game_id)
    spec = ",".join(["human"] + ["bot:rule"] * (seats - 1))
    tag = f"{game_id} {seats}p {size[0]}x{size[1]} {lang}"
    textrec.start()
    problems: list = []
    try:
        app = make_app(tmp_path / f"{game_id}-{seats}-{size[0]}-{lang}",
                       setup=setup_for(spec, seed=seed, game=game_id, lang=lang), size=size, lang=lang,
                       speed=speed)
        table = app.scene
        run_until(app, lambda: scene_name(app) != "TableScene" or table.animator.current() is None, 3000)
        _check(app, f"{tag} start", problems)
        if panels:
            for key, what in ((pygame.K_F1, "F1"), (pygame.K_F2, "F2")):
                press(app, key)
                _check(app, f"{tag} {what}", problems)
                press(app, pygame.K_ESCAPE)
        done = 0
        seen_thinking = seen_panel = seen_bubble = 0
        for _ in range(4000):
            if scene_name(app) != "TableScene" or done >= moves:
                break
            if table.animator.panels and table.animator.current() is None and seen_panel < 2:
                seen_panel += 1
                _check(app, f"{tag} settlement", problems)
            if table.animator.banners and table.animator.current() is None and seen_bubble <= done:
                seen_bubble = done + 1
                _check(app, f"{tag} bubble (move {done})", problems)
            if not table.ready_for_input:
                if table._input_seat() is None and not table.animator.busy and not table.state.over \
                        and seen_thinking <= done:
                    seen_thinking = done + 1
                    _check(app, f"{tag} bot thinking (move {done})", problems)
                app.run_frames(1)
                continue
            _check(app, f"{tag} turn {done}", problems)
            legal = list(table.view.legal)
            if not click_action(app, legal[(done * 7) % len(legal)]):
                break
            done += 1
        if scene_name(app) == "ResultsScene":
            _check(app, f"{tag} results", problems)
    finally:
        textrec.stop()
    return problems


def seat_counts(game_id: str) -> list:
    g = get_game(game_id)
    return sorted({g.min_seats, g.max_seats})
