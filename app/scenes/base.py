"""What every screen has: a layout for the window size, events, a frame update, drawing."""
from __future__ import annotations


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

    def settings_changed(self) -> None:
        self.resize(self.app.size)

    def widget(self, wid: str):
        """Find a widget by id (tests click their rects)."""
        for w in self.widgets():
            if w.id == wid:
                return w
        raise KeyError(wid)

    def widgets(self) -> list:
        return []
