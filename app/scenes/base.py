"""What every screen has: a layout for the window size, events, a frame update, drawing."""
from __future__ import annotations

import pygame

from ..widgets import TextField

CARET_BLINK_MS = 500      # as ``TextField.draw`` blinks it


class Scene:
    def __init__(self, app):
        self.app = app
        self.laid_out_for = None
        self.overlay = None          # a modal overlay (rules, …) that gets events first

    def resize(self, size) -> None:
        self.laid_out_for = tuple(size)
        self.layout(size)
        if self.overlay is not None:
            self.overlay.layout(size)

    def layout(self, size) -> None:
        pass

    def handle(self, ev) -> None:
        pass

    def update(self, dt: float) -> None:
        pass

    def draw(self, target) -> None:
        pass

    def leave(self) -> None:
        pass

    def wake_in_ms(self) -> float | None:
        """How soon, with no event, this scene needs its next frame: 0 — every frame
        (something moves, a bot thinks, a pause counts down); a number of ms — a timer
        (a focused text field's blinking caret); None — only when an event comes. The
        loop sleeps in between (``App.run``). A scene that animates overrides this."""
        for w in self.widgets():
            if isinstance(w, TextField) and w.focus and w.visible:
                return CARET_BLINK_MS - pygame.time.get_ticks() % CARET_BLINK_MS
        return None

    def settings_changed(self) -> None:
        self.resize(self.app.size)

    def widget(self, wid: str):
        """Find a widget by id (tests click their rects)."""
        overlay = getattr(self, "settings", None)      # the settings screen, when open over the scene
        for w in (overlay.widgets() if overlay is not None else []) + self.widgets():
            if w.id == wid:
                return w
        raise KeyError(wid)

    def widgets(self) -> list:
        return []
