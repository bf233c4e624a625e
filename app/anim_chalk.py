"""The score arcs chalked in after a deal (Мушка): a segment of the table's animation
(``anim.Segment``) from the frame before the deal was scored to the frame after it, in which
nothing moves but the arcs' changed numbers are rubbed out and written again
(app/draw/arcs.py). Its ``b`` frame holds no arcs (the still layer is painted without them):
the table draws the arcs each frame on top (``draw``). Queued at the deal's ``deal_over``
(app/scenes/table.py ``_animate``); with the speed «instant» the animator drops it.
"""
from __future__ import annotations

from dataclasses import replace

from .anim import Segment
from .draw.arcs import changed, draw_arc

CHALK_MS = 1150            # one arc's changes chalked in
CHALK_STAGGER_MS = 140     # the next seat's arc begins this much later


def arcs_differ(a, b, lang: str = "ru") -> bool:
    """Frames whose arcs read differently (same seats, a number changed)."""
    if not a.arcs or len(a.arcs) != len(b.arcs):
        return False
    return any(changed(x, y, lang) for x, y in zip(a.arcs, b.arcs))


class ChalkSegment(Segment):
    def __init__(self, a, b, lang: str = "ru"):
        self.arcs = list(b.arcs)
        self.old = list(a.arcs)
        self.order = [i for i, (x, y) in enumerate(zip(self.old, self.arcs)) if changed(x, y, lang)]
        super().__init__(a, replace(b, arcs=[]), duration=CHALK_MS, stagger=CHALK_STAGGER_MS)

    def _total(self) -> float:
        return max(1.0, self.duration + self.stagger * max(0, len(getattr(self, "order", ())) - 1))

    def retarget(self, b) -> None:
        super().retarget(replace(b, arcs=[]))

    def progress(self, i: int) -> float:
        """Arc ``i``'s progress 0…1 (1: an arc that does not change)."""
        if i not in self.order:
            return 1.0
        k = self.order.index(i)
        return min(1.0, max(0.0, (self.t - self.stagger * k) / self.duration))

    @property
    def final_texts(self) -> list:
        """What each arc reads when the segment is over (its numbers: top, left, right)."""
        return [(str(a.top), str(a.left[1]), str(a.right[1])) for a in self.arcs]

    @property
    def shown(self) -> list:
        """The arcs as drawn while chalking: the new numbers, each arc as faint as it was
        in the deal (a seat that passed it stays dimmed until the next deal begins)."""
        return [replace(new, dim=old.dim) for old, new in zip(self.old, self.arcs)]

    def draw(self, target, fonts, lang, u: float) -> None:
        for i, (old, new) in enumerate(zip(self.old, self.shown)):
            draw_arc(target, fonts, lang, new, u, chalk=(old, self.progress(i)))
