"""pygame glue: the art as cached Surfaces.

    art = CardArt(indices="ru", four_colour=False)
    screen.blit(art.shadow(w, h), (x - art.shadow_margin(w), y - art.shadow_margin(w) + 2))
    screen.blit(art.face(12, "H", w, h), (x, y))

Every image is rendered once per key and kept until :meth:`CardArt.clear` (call it when
the window is resized, so that sizes no longer used are dropped) or a settings change
through :meth:`CardArt.configure` (which clears by itself).
"""
from __future__ import annotations

import threading
from collections import OrderedDict

import pygame
from PIL import Image

from . import cards, chips, table

__all__ = ["CardArt", "SurfaceLRU", "to_surface"]


def to_surface(img: Image.Image) -> pygame.Surface:
    """A pygame Surface from a PIL image (RGBA); converted for fast blits when a display
    surface exists."""
    if img.mode != "RGBA":
        img = img.convert("RGBA")
    surf = pygame.image.frombytes(img.tobytes(), img.size, "RGBA")
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        surf = surf.convert_alpha()
    return surf


ART_BUDGET = 16 * 2 ** 20      # pixel bytes of card, table and chip images kept (App sizes it to the window)


class SurfaceLRU:
    """Surfaces by key within a budget of pixel bytes: past it the least recently used
    go first. For images whose keys keep changing from game to game (lines of text with
    names, cards and amounts in them): a count cap alone lets them hold tens of MB."""

    def __init__(self, budget_bytes: int):
        self.budget = int(budget_bytes)
        self.bytes = 0
        self.misses = 0                    # images made (tests and tuning)
        self._d: OrderedDict = OrderedDict()

    @staticmethod
    def size_of(surf: pygame.Surface) -> int:
        return surf.get_pitch() * surf.get_height()

    def get(self, key, make) -> pygame.Surface:
        """The image of ``key``, made by ``make()`` when not held."""
        surf = self._d.get(key)
        if surf is not None:
            self._d.move_to_end(key)
            return surf
        surf = make()
        self.misses += 1
        self._d[key] = surf
        self.bytes += self.size_of(surf)
        while self.bytes > self.budget and len(self._d) > 1:
            _, old = self._d.popitem(last=False)
            self.bytes -= self.size_of(old)
        return surf

    def set_budget(self, budget_bytes: int) -> None:
        """A new budget (the window was resized): the least recently used go past it."""
        self.budget = int(budget_bytes)
        while self.bytes > self.budget and len(self._d) > 1:
            _, old = self._d.popitem(last=False)
            self.bytes -= self.size_of(old)

    def clear(self) -> None:
        self._d.clear()
        self.bytes = 0

    def __len__(self) -> int:
        return len(self._d)

    def __contains__(self, key) -> bool:
        return key in self._d


class CardArt:
    """Card, table and chip images for the current settings, as cached pygame Surfaces."""

    def __init__(self, indices: str = "ru", four_colour: bool = False, large_index: bool = False):
        self.indices = "en" if indices == "en" else "ru"
        self.four_colour = bool(four_colour)
        self.large_index = bool(large_index)
        self.cloth = table.BAIZE            # the table cloth's colour (a setting: CLOTHS)
        # within a budget of pixel bytes (``set_budget``: the program sizes it to the window),
        # so that games in a row — each bringing cards and sizes not seen before — do not add
        # up: past it the least recently drawn go
        self._cache = SurfaceLRU(ART_BUDGET)
        # faces rendered ahead by a background thread (prefetch_faces): PIL images by key,
        # turned into Surfaces on the main thread at first use; ``_gen`` outdates them
        self._ready: dict[tuple, Image.Image] = {}
        self._gen = 0
        self._lock = threading.Lock()
        self._threads: list = []

    # ------------------------------------------------------------------ settings
    def configure(self, *, indices: str | None = None, four_colour: bool | None = None,
                  large_index: bool | None = None) -> None:
        """Change settings; the cache is cleared if anything changed."""
        new = (
            self.indices if indices is None else ("en" if indices == "en" else "ru"),
            self.four_colour if four_colour is None else bool(four_colour),
            self.large_index if large_index is None else bool(large_index),
        )
        if new != (self.indices, self.four_colour, self.large_index):
            self.indices, self.four_colour, self.large_index = new
            self.clear()

    def clear(self) -> None:
        """Forget every rendered image (window resized or settings changed)."""
        with self._lock:
            self._gen += 1
            self._cache.clear()
            self._ready.clear()

    def __len__(self) -> int:
        return len(self._cache)

    def __contains__(self, key) -> bool:
        """Whether the image of ``key`` (as the methods below build it) is drawn already."""
        return key in self._cache

    def set_budget(self, budget_bytes: int) -> None:
        self._cache.set_budget(budget_bytes)

    def _get(self, key: tuple, make) -> pygame.Surface:
        def made():
            img = self._ready.pop(key, None)
            return to_surface(img if img is not None else make())
        return self._cache.get(key, made)

    # ------------------------------------------------------------------ ahead of need
    def prefetch_faces(self, faces) -> None:
        """Render the faces ``(rank, suit, w, h)`` not drawn yet on a background thread, so
        that the first sight of a card costs a conversion, not a render (a face for a 4K
        table takes ~25 ms: a frame and a half). PIL leaves Python's lock in its heavy work,
        so the window keeps its pace; a settings change or a resize outdates the work."""
        with self._lock:
            gen = self._gen
            todo = [(r, s, int(w), int(h)) for r, s, w, h in faces
                    if ("face", r, s, int(w), int(h)) not in self._cache]
        if not todo:
            return
        style = dict(indices=self.indices, four_colour=self.four_colour, large_index=self.large_index)

        def work():
            for r, s, w, h in todo:
                key = ("face", r, s, w, h)
                if self._gen != gen:
                    return
                if key in self._cache or key in self._ready:
                    continue
                img = cards.render_face(r, s, w, h, **style)
                with self._lock:
                    if self._gen != gen:
                        return
                    self._ready[key] = img

        self._threads = [t for t in self._threads if t.is_alive()]
        t = threading.Thread(target=work, name="lomber-art", daemon=True)
        t.start()
        self._threads.append(t)

    def prefetching(self) -> bool:
        """Whether faces are still being rendered ahead (tests wait for it)."""
        return any(t.is_alive() for t in self._threads)

    # ------------------------------------------------------------------ cards
    def face(self, rank: int, suit: str, w: int, h: int) -> pygame.Surface:
        """The face of a card (rank 2..14, suit 'S' 'C' 'H' 'D'), exactly w x h."""
        w, h = int(w), int(h)
        return self._get(("face", rank, suit, w, h), lambda: cards.render_face(
            rank, suit, w, h, indices=self.indices, four_colour=self.four_colour,
            large_index=self.large_index))

    def back(self, w: int, h: int, colour="red") -> pygame.Surface:
        """A card back, exactly w x h; colour 'red', 'blue', 'green' or (r, g, b)."""
        w, h = int(w), int(h)
        colour = colour if isinstance(colour, str) else tuple(colour)
        return self._get(("back", w, h, colour), lambda: cards.render_back(w, h, colour))

    @staticmethod
    def shadow_blur(w: int) -> float:
        return max(2.0, w / 25)

    def shadow_margin(self, w: int) -> int:
        """How far :meth:`shadow` extends past the card on each side (blit it at -margin)."""
        return cards.shadow_margin(self.shadow_blur(w))

    def shadow(self, w: int, h: int) -> pygame.Surface:
        """A soft shadow for a w x h card, ``shadow_margin(w)`` larger on each side."""
        w, h = int(w), int(h)
        return self._get(("shadow", w, h), lambda: cards.render_shadow(w, h, self.shadow_blur(w)))

    def slot(self, w: int, h: int) -> pygame.Surface:
        """A faint outline of an empty card place, exactly w x h."""
        w, h = int(w), int(h)
        return self._get(("slot", w, h), lambda: cards.render_slot(w, h))

    # ------------------------------------------------------------------ table and chips
    def baize(self, w: int, h: int, rim: bool = True) -> pygame.Surface:
        """The table cloth for a w x h window (opaque)."""
        w, h = int(w), int(h)
        cloth = self.cloth
        return self._get(("baize", w, h, rim, cloth), lambda: table.render_baize(w, h, rim=rim, colour=cloth))

    def plate(self, w: int, h: int, lit: bool = False) -> pygame.Surface:
        """A seat name plate, exactly w x h (body inset by ``table.plate_margin(h)``)."""
        w, h = int(w), int(h)
        return self._get(("plate", w, h, bool(lit)), lambda: table.render_plate(w, h, lit=lit))

    def mat(self, w: int, h: int, ring: bool = True) -> pygame.Surface:
        """A marked place on the cloth: a worn oval w x h, ringed in chalk (``table.render_mat``;
        the image is larger by ``table.mat_pad`` on every side)."""
        w, h = int(w), int(h)
        return self._get(("mat", w, h, bool(ring)), lambda: table.render_mat(w, h, ring=bool(ring)))

    def chip(self, diameter: int, value: int, colour_name: str | None = None, turn: int = 0) -> pygame.Surface:
        """One chip (see ``chips.render_chip``); ``turn`` rotates its edge inlays so that
        chips in a stack do not line up."""
        d = int(diameter)
        return self._get(("chip", d, value, colour_name, int(turn)),
                         lambda: chips.render_chip(d, colour_name, value, turn=int(turn)))

    def deck_face(self, rank: int, suit: str, w: int, h: int, colour) -> pygame.Surface:
        """A face "from another deck": the usual face inside a band of that deck's back
        colour (Лентюрлю's five board cards)."""
        w, h = int(w), int(h)
        colour = colour if isinstance(colour, str) else tuple(colour)
        return self._get(("deck_face", rank, suit, w, h, colour), lambda: cards.render_deck_face(
            rank, suit, w, h, colour, indices=self.indices, four_colour=self.four_colour,
            large_index=self.large_index))

    def stack(self, diameter: int, denominations) -> pygame.Surface:
        d = int(diameter)
        den = tuple(int(v) for v in denominations)
        return self._get(("stack", d, den), lambda: chips.render_stack(d, list(den)))
