"""Table layouts: the generic seat ring plus a central layout per game or family."""
from __future__ import annotations

from . import bluff, calls, durak, durak_chain, king, kometa, lenturlu, priyom, shedding, tricks  # noqa: F401  (register their central layouts)
from .central import central_for, place_of  # noqa: F401
from .frame import Frame, Plate, Sprite  # noqa: F401
from .model import TableModel  # noqa: F401
from .seats import place_hands, regions


def layout_frame(model, game, size, names, decor=None) -> Frame:
    """Lay out the whole table for ``model`` in a window of ``size``."""
    w, h = size
    reg = regions(int(w), int(h), model.seats)
    frame = Frame(w, h, unit=reg.unit)
    central_for(game)(frame, model, reg)
    place_hands(frame, model, reg, names, decor or {})
    frame.labels.extend((decor or {}).get("labels", ()))
    return frame
