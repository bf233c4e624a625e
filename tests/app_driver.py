"""Drive the program headless with real pygame events, frame by frame (no threads).

Used by tests/test_app_*.py. The environment must select SDL's dummy drivers before
the display is opened; ``make_app`` does that and points the data folder at a
temporary directory.
"""
from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from app.art import cache as _art_cache  # noqa: E402
from app.main import App, LaunchOptions  # noqa: E402
from app.setup import Setup, parse_seats  # noqa: E402
from rules import get_game  # noqa: E402


class _RenderedOnce:
    """One of the art modules (``app.art.cards``, ``.table``, ``.chips``) as the program's image
    cache sees it in the tests: each ``render_*`` image is made once per arguments in a test
    process and then shared (the renders are pure functions of their arguments, and nobody
    writes into the images they return: the cache turns them into Surfaces). Every App of a
    test process would otherwise render the same card faces at the same sizes again, the
    largest part of the app tests' CPU. The art itself is tested on the real functions
    (tests/test_art.py imports them from their modules, untouched)."""

    BUDGET = 192 * 2 ** 20                  # pixel bytes kept (a full-HD cloth is 8 MB)

    def __init__(self, module):
        self._module = module
        self._images: dict = {}
        self._bytes = 0

    def __getattr__(self, name):
        real = getattr(self._module, name)
        if not name.startswith("render_"):
            return real

        def once(*args, **kw):
            key = (name, tuple(map(_frozen, args)), tuple((k, _frozen(v)) for k, v in sorted(kw.items())))
            img = self._images.get(key)
            if img is None:
                img = real(*args, **kw)
                size = img.width * img.height * len(img.getbands())
                if self._bytes + size <= self.BUDGET:
                    self._images[key] = img
                    self._bytes += size
            return img
        return once


def _frozen(value):
    return tuple(value) if isinstance(value, list) else value


for _name in ("cards", "table", "chips"):
    setattr(_art_cache, _name, _RenderedOnce(getattr(_art_cache, _name)))


def make_app(data_dir, setup=None, size=(1280, 720), lang="ru", speed="instant", **kw) -> App:
    os.environ["LOMBER_DATA_DIR"] = str(data_dir)
    app = App(LaunchOptions(setup=setup, size=size, lang=lang, speed=speed, **kw))
    pygame.event.clear()
    app.run_frames(1)
    return app


def setup_for(spec: str, seed: int = 1, game: str = "priyom", lang: str = "ru", **options) -> Setup:
    g = get_game(game)
    seats = parse_seats(spec, g, lang)
    return Setup(game, seats, g.resolve_options(options, len(seats)), seed)      # defaults that fit the table


def post(ev_type, **fields) -> None:
    pygame.event.post(pygame.event.Event(ev_type, **fields))


def click(app, pos, frames: int = 1) -> None:
    """Move the mouse there, press and release the left button, as a person would."""
    pos = (int(pos[0]), int(pos[1]))
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    app.run_frames(frames)



def click_action(app, action) -> bool:
    """Click the action's card or button where the table shows it (and ours in a card's pop-up
    of several actions); True when that very action was played."""
    table = app.scene
    point = table.target_point(action)
    if point is None:
        return False
    before = len(table.state.history)
    click(app, point)
    if table.popup:                       # a card with several actions: pick ours
        for b in table.popup:
            if b.action == action:
                click(app, b.rect.center)
                break
    return len(table.state.history) > before and table.state.history[before] == action

def hover(app, pos) -> None:
    post(pygame.MOUSEMOTION, pos=(int(pos[0]), int(pos[1])), rel=(0, 0), buttons=(0, 0, 0))
    app.run_frames(1)


def press(app, key, mod=0, frames: int = 1) -> None:
    post(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)
    post(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0)
    app.run_frames(frames)


def type_text(app, text: str) -> None:
    post(pygame.TEXTINPUT, text=text)
    app.run_frames(1)


def click_widget(app, wid: str, where: str = "center", frames: int = 1) -> None:
    w = app.scene.widget(wid)
    r = w.rect
    pos = {"center": r.center, "left": (r.x + r.h // 2, r.centery), "right": (r.right - r.h // 2, r.centery)}[where]
    click(app, pos, frames)


def set_setting(app, key: str, value, frames: int = 1) -> None:
    """Open the settings screen (F3), click the row's right arrow until it shows ``value``,
    close it (Esc) — as a person would."""
    press(app, pygame.K_F3)
    wid = f"settings:{key}"
    for _ in range(12):
        if app.scene.widget(wid).value == value:
            break
        click_widget(app, wid, "right", frames)
    assert app.scene.widget(wid).value == value, (key, value)
    press(app, pygame.K_ESCAPE)
    assert getattr(app.scene, "settings", None) is None


def scene_name(app) -> str:
    return type(app.scene).__name__


def run_until(app, cond, max_frames: int = 5000) -> bool:
    for _ in range(max_frames):
        if cond():
            return True
        if not app.run_frames(1):
            return cond()
    return cond()


def human_click_move(app, pick=0):
    """Click one legal action of the human to move, at the place the table shows it."""
    table = app.scene
    legal = list(table.view.legal)
    action = legal[pick % len(legal)]
    point = table.target_point(action)
    assert point is not None, f"no place to click for {action}"
    hover(app, point)
    before = len(table.state.history)
    click(app, point)
    history = table.state.history
    assert len(history) > before and history[before] == action, f"the click at {point} did not play {action}"
    return action


def durak_defence_position(app):
    """A hand-built bout of «переводной» (the app's game), diamonds trumps: the bot attacked
    with 7♠ and 7♦; the human holds 9♦ (beats either: a card with several actions), 9♠ (beats
    7♠ only), 7♣ (only transfers) and 6♣ (nothing). Returns the table, ready for input."""
    from rules.cards import Card
    table = app.scene
    st = table.state
    st.pub.trump, st.pub.trump_card, st.zones["stock"] = "D", None, []
    st.zones["hand0"] = [Card(7, "C"), Card(9, "S"), Card(9, "D"), Card(6, "C")]
    st.zones["hand1"] = [Card(12, "S"), Card(13, "S"), Card(14, "S"), Card(8, "C"), Card(8, "S")]
    st.zones["attack"], st.zones["defence"] = [Card(7, "S"), Card(7, "D")], [None, None]
    st.pub.attacker_seat, st.pub.defender_seat, st.pub.att_pos, st.pub.def_pos = 1, 0, 1, 0
    st.pub.phase = "defend"
    st.touch()
    table._set_viewer(0, bottom=0)
    app.run_frames(1)
    assert table.ready_for_input
    return table

