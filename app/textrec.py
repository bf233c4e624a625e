"""What a frame really drew, for the layout audit (tests/layout_audit.py).

Switched on only by tests (``start()``); while it is off every hook is one test of a
module global, so the program pays nothing. When on, the drawing code reports as it
draws: each line of text with its rectangle and size, each card, and the boxes that hold
words (name plates, pills, bubbles, badges, buttons, panels).

The table paints its still part into cached layers (app/scenes/table_draw.py) and its
log and settlement into their own surfaces: what is drawn into such a surface is
``capture``d with it and ``emit``ted, moved to where the surface is blitted, each frame
the surface is shown — so the record is what the window shows, cached or not.

Entries carry a ``layer``: the modal panels (rules, the key list, settings, the tour, the
curtain) draw in a higher layer, and only a later, higher layer may lie over a lower one.
``group``: the pieces of one element (a plate and its name) may overlap each other.
"""
from __future__ import annotations

from contextlib import contextmanager
from dataclasses import dataclass, field

_rec = None          # the Recorder while switched on


@dataclass
class Entry:
    kind: str                 # "text", "card", "box"
    rect: tuple               # x, y, w, h in the coordinates of the surface drawn on
    text: str = ""
    px: int = 0
    layer: int = 0
    group: int = 0
    role: str = ""            # what the element is: "plate", "pill", "bubble", "badge", "button", …
    seq: int = 0              # drawing order within the frame

    def moved(self, dx: int, dy: int) -> "Entry":
        x, y, w, h = self.rect
        return Entry(self.kind, (x + dx, y + dy, w, h), self.text, self.px, self.layer, self.group, self.role,
                     self.seq)


@dataclass
class Recorder:
    entries: list = field(default_factory=list)     # this frame's, in window coordinates
    _stack: list = field(default_factory=list)      # open captures (drawing into a cached surface)
    _layer: int = 0
    _group: int = 0
    _groups: list = field(default_factory=list)
    _role: list = field(default_factory=list)
    _seq: int = 0

    def add(self, kind, rect, text="", px=0, role="") -> None:
        self._seq += 1
        e = Entry(kind, tuple(int(v) for v in rect), text, int(px), self._layer,
                  self._groups[-1] if self._groups else 0, role or (self._role[-1] if self._role else ""),
                  self._seq)
        (self._stack[-1] if self._stack else self.entries).append(e)


def start() -> Recorder:
    global _rec
    _rec = Recorder()
    return _rec


def stop() -> None:
    global _rec
    _rec = None


def on() -> bool:
    return _rec is not None


def new_frame() -> None:
    if _rec is not None:
        _rec.entries = []
        _rec._stack = []
        _rec._seq = 0


def text(rect, text: str, px: int, role: str = "") -> None:
    if _rec is not None:
        _rec.add("text", tuple(rect), text, px, role)


def card(rect) -> None:
    if _rec is not None:
        _rec.add("card", tuple(rect), role="card")


def box(rect, role: str, text: str = "") -> None:
    if _rec is not None:
        _rec.add("box", tuple(rect), text, 0, role)


@contextmanager
def group(role: str = ""):
    """The pieces drawn inside belong to one element (a plate, its name, its badge)."""
    if _rec is None:
        yield
        return
    _rec._group += 1
    _rec._groups.append(_rec._group)
    _rec._role.append(role)
    try:
        yield
    finally:
        _rec._groups.pop()
        _rec._role.pop()


@contextmanager
def layer():
    """What is drawn inside lies over everything drawn before it (a modal panel)."""
    if _rec is None:
        yield
        return
    _rec._layer += 1
    try:
        yield
    finally:
        _rec._layer -= 1


@contextmanager
def capture(into: list | None):
    """Drawing into a cached surface: its entries go into ``into`` (the surface's own list,
    kept with it) instead of the frame's."""
    if _rec is None or into is None:
        yield
        return
    _rec._stack.append(into)
    try:
        yield
    finally:
        _rec._stack.pop()


def fresh() -> list | None:
    """A list to capture a cached surface's entries into (None while off: nothing kept)."""
    return [] if _rec is not None else None


def emit(entries, offset=(0, 0)) -> None:
    """A cached surface shown at ``offset``: what it holds, as if drawn now."""
    if _rec is None or not entries:
        return
    dx, dy = int(offset[0]), int(offset[1])
    for e in entries:
        _rec._seq += 1
        m = e.moved(dx, dy)
        m.seq = _rec._seq
        m.layer = e.layer + _rec._layer
        (_rec._stack[-1] if _rec._stack else _rec.entries).append(m)
