"""A laid-out table: where each card, name plate and zone sits on the screen.

Layouts produce a ``Frame``; the animation interpolates between two frames; the
renderer draws one; the table's hit-testing asks it what lies under the mouse.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field, replace


@dataclass
class Sprite:
    key: tuple
    card: object                 # a Card (face up) or None (a back)
    x: float                     # centre
    y: float
    w: float
    h: float
    angle: float = 0.0           # degrees, counter-clockwise as pygame rotates
    z: float = 0.0
    zone: str = ""
    alpha: float = 1.0
    lift: tuple = (0.0, -1.0)    # direction a hovered card moves (unit vector)
    deck: str | None = None      # a card "from another deck": that deck's back colour

    def moved(self, **kw) -> "Sprite":
        return replace(self, **kw)

    def contains(self, px: float, py: float) -> bool:
        a = math.radians(self.angle)
        dx, dy = px - self.x, py - self.y
        # rotate the point into the card's own frame (pygame angles turn the other way on screen)
        lx = dx * math.cos(a) - dy * math.sin(a)
        ly = dx * math.sin(a) + dy * math.cos(a)
        return abs(lx) <= self.w / 2 and abs(ly) <= self.h / 2


@dataclass
class Plate:
    """A name plate at a seat."""
    seat: int
    x: float                     # centre
    y: float
    w: float
    h: float
    name: str = ""
    count: int | None = None     # cards in hand, for the badge
    badge_at: tuple | None = None
    active: bool = False         # the player to move
    viewer: bool = False
    place: int | None = None     # out, with this place
    dealer: bool = False
    font_px: int = 16
    gone: bool = False           # left the table (a chip game: could not pay)
    dim: bool = False            # greyed out but still playing a part (a dead seat that may revive)
    reserve: float = 0.0         # room kept free at the plate's right end (the chip count)
    tags: list = field(default_factory=list)   # (text or {'ru','en'}, colour): small tags by the plate
    tag_side: str = "below"      # where they hang: "below" the plate, or to its "right" (the viewer's)

    @property
    def rect(self) -> tuple:
        return (self.x - self.w / 2, self.y - self.h / 2, self.w, self.h)


@dataclass
class ChipSpot:
    """Where the chips of one account lie (a seat's stack, a stake, the pot): the centre
    of the bottom chip's top face, the chip diameter, how the pile may grow, and where
    its amount is written."""
    account: str
    x: float
    y: float
    d: float                     # chip diameter
    amount: int
    cols: int = 3                # columns the pile may spread into (by denomination)
    per_col: int = 8             # chips drawn per column at most (the amount is written anyway)
    label: tuple | None = None   # (x, y, anchor) of the amount, or None
    label_px: int = 14
    label_box: bool = True       # the amount on a small dark pill (False: on a plate)


class Marked(dict):
    """Words by language (a dict of the languages' texts) that carry a legend, words by language too:
    what the mark means, shown while the mouse rests on it (app/draw/legends.py)."""
    __slots__ = ("legend",)

    def __init__(self, words: dict, legend: dict):
        super().__init__(words)
        self.legend = legend


@dataclass
class Note:
    """A line of chalk on the cloth («нужна девятка», «прикуп: 7»); ``text`` is a str or
    a {'ru': …, 'en': …} dict."""
    text: object
    x: float
    y: float
    px: int
    anchor: str = "center"
    colour: tuple = (238, 232, 212)
    style: str = "sans"
    box: bool = False            # on a dark pill


@dataclass
class Arc:
    """A score arc chalked on the cloth (Мушка's record): an arc of radius ``r`` over the
    point (x, y), split by a vertical stroke into a left half ``left`` (its letter and
    number) and a right half ``right``; ``top`` is written above the arc. Texts are str or
    {'ru': …, 'en': …} dicts; ``dim`` chalks it fainter (a seat sitting the deal out)."""
    x: float
    y: float
    r: float
    top: object
    left: tuple                  # (letter, number text)
    right: tuple
    px: int = 14
    dim: bool = False
    legend: object = None        # words by language: what the arc's marks mean, shown on hover


@dataclass
class Frame:
    width: int
    height: int
    sprites: dict = field(default_factory=dict)     # key -> Sprite
    plates: list = field(default_factory=list)
    zones: dict = field(default_factory=dict)       # zone name -> (x, y, w, h) click area
    seat_anchor: dict = field(default_factory=dict) # seat -> (x, y) where its cards go
    ghosts: list = field(default_factory=list)      # empty card places drawn faintly
    labels: list = field(default_factory=list)      # (i18n key, {fields}): facts for the side panel
    chips: dict = field(default_factory=dict)       # account -> ChipSpot
    notes: list = field(default_factory=list)       # Note: words on the cloth
    arcs: list = field(default_factory=list)        # Arc: score arcs chalked on the cloth
    message_at: tuple | None = None                 # (x, y, max width[, anchor]): a deal's summary
    mats: list = field(default_factory=list)        # (x, y, w, h): chalk ovals marking places on the cloth
    seat_tags: dict = field(default_factory=dict)   # seat -> [(text, colour)]: the central layout's tags
    dim_seats: set = field(default_factory=set)     # seats greyed out, still at the table (Тонтина's dead)
    card_legends: dict = field(default_factory=dict)  # card -> legend words: a legend that names a card
                                                    # explains it where it lies too (Свинки's own 9♣)
                                                    # for a plate (a role: «атакует»); see Plate.tags
    log_rect: tuple = (0, 0, 0, 0)
    panel_rect: tuple = (0, 0, 0, 0)                # status and buttons
    unit: float = 1.0

    def visible_point(self, key):
        """A point of sprite ``key`` not covered by any card above it (where a person
        would click it), or None if it is wholly covered."""
        s = self.sprites[key]
        a = math.radians(s.angle)
        for fy in (0.0, -0.25, 0.25, -0.4, 0.4):
            for fx in (0.0, -0.2, -0.35, -0.45, 0.2, 0.35, 0.45):
                lx, ly = fx * s.w, fy * s.h
                x = round(s.x + lx * math.cos(a) + ly * math.sin(a))
                y = round(s.y - lx * math.sin(a) + ly * math.cos(a))
                # the neighbouring pixels too, so that the point is well inside
                if all(self.at(x + ex, y + ey) is s for ex, ey in ((0, 0), (-2, 0), (2, 0), (0, -2), (0, 2))):
                    return (x, y)
        return None

    def at(self, px: float, py: float):
        """The topmost sprite under a point, or None."""
        best = None
        for s in self.sprites.values():
            if s.contains(px, py) and (best is None or s.z > best.z):
                best = s
        return best
