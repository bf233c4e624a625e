"""Animation: tweening the table from one laid-out frame to the next.

An action's events are laid out step by step (see ``layout.model``); each step is a
``Segment`` between two frames. Every card that is in both frames glides from its old
place to its new one with out-cubic easing; the cards an event moves are staggered so
a swept pile pours into the taker's hand. A hidden card that becomes known (drawn from
the ring) turns over in flight. Cards dealt from the pack fly from the dealer's seat
(``origins``); a finished deal's cards are gathered to the next dealer (``exits``). A
segment may carry chips in flight (``anim_chips.ChipFlights``) and may be a pause a person
can cut short (``hold``: a deal's settlement, shown meanwhile as a ``Panel``). Durations
scale with the speed setting; "instant" skips straight to the final frame.

``Animator.cue`` marks a point of the queue (where the next segment starts): the cue
fires when the animation gets there, so whatever waits on it (the log's lines) shows
up with the table, not when the rules applied the move.
"""
from __future__ import annotations

from dataclasses import dataclass

SPEED_FACTOR = {"slow": 1.7, "normal": 1.0, "fast": 0.45, "instant": 0.0}
BOT_PAUSE_MS = {"slow": 900, "normal": 480, "fast": 90, "instant": 0}

FLIGHT_MS = 420       # one card from a hand or the ring to the middle
SWEEP_MS = 460        # one card of a swept pile
SWEEP_STAGGER_MS = 45
SETTLE_MS = 160       # hands closing up after a card left
DEAL_MS = 380         # one card dealt from the dealer to a hand
DEAL_STAGGER_MS = 26
GATHER_MS = 420       # the cards of a finished deal gathered in by the next dealer
GATHER_STAGGER_MS = 9
# A whole trick lies still this long before it is gathered (its last card was just played:
# who took it is read from the cards); cards turned over («Не верю») lie open a reading time
# (a glance, and a moment per card) before they go to whoever takes them. Both scale with
# the speed setting (longer at «slow») and a click cuts them short (``Segment.hold``).
TRICK_LIE_MS = 900
REVEAL_LIE_MS = 1400
REVEAL_LIE_PER_CARD_MS = 200


def out_cubic(t: float) -> float:
    t = min(1.0, max(0.0, t))
    return 1 - (1 - t) ** 3


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


def lerp_angle(a: float, b: float, t: float) -> float:
    d = (b - a + 180) % 360 - 180
    return a + d * t


@dataclass
class Drawn:
    """One card as it is to be drawn this frame."""
    sprite: object
    base: tuple | None = None     # art size to scale from while moving
    turn: float | None = None     # flip progress, while turning face up
    moving: bool = False


class Segment:
    """The table moving from frame ``a`` to frame ``b``.

    ``renames``: new key -> old key of cards whose key changes as they move; ``movers``:
    the cards the event moves (staggered in this order); ``origins``: new key -> the
    sprite a card appears from (dealt from the pack at the dealer's seat); ``exits``:
    old key -> the sprite a card leaves the table into (a deal gathered in); ``chips``:
    an ``anim_chips.ChipFlights`` of chips moving meanwhile; ``hold``: a pause a person may
    cut short (a deal's settlement on show)."""

    def __init__(self, a, b, renames: dict | None = None, movers: list | None = None,
                 duration: float = FLIGHT_MS, stagger: float = 0.0, *, origins: dict | None = None,
                 exits: dict | None = None, chips=None, hold: bool = False):
        self.a, self.b = a, b
        self.renames = dict(renames or {})          # new key -> old key
        self.movers = {k: i for i, k in enumerate(movers or [])}
        self.origins = dict(origins or {})
        self.exits = {k: (i, s) for i, (k, s) in enumerate((exits or {}).items())}
        self.chips = chips
        self.hold = hold
        self.duration = max(1.0, duration)
        self.stagger = stagger
        self.cues: list = []                        # fire when this segment starts (Animator.cue)
        self.total = self._total()
        self.t = 0.0
        self._still = None

    def _total(self) -> float:
        cards = self.duration + self.stagger * max(0, len(self.movers) - 1, len(self.exits) - 1)
        if self.chips is not None and not self.movers and not self.exits and not self.hold:
            cards = 0.0
        return max(cards, self.chips.end if self.chips is not None else 0.0, 1.0)

    def scale(self, f: float) -> None:
        self.duration *= f
        self.stagger *= f
        if self.chips is not None:
            self.chips.scale(f)
        self.total = self._total()

    def retarget(self, b) -> None:
        self.b = b
        self._still = None

    @property
    def done(self) -> bool:
        return self.t >= self.total

    def still(self) -> set:
        """Keys of the cards that do not move at all in this segment (drawn once, cached)."""
        if self._still is None:
            out = set()
            for kb, sb in self.b.sprites.items():
                if kb in self.movers or kb in self.renames:
                    continue
                sa = self.a.sprites.get(kb)
                if sa is not None and sa.card == sb.card and abs(sa.x - sb.x) < 0.5 and abs(sa.y - sb.y) < 0.5 \
                        and abs(sa.w - sb.w) < 0.5 and abs(sa.angle - sb.angle) < 0.1 and sa.alpha == sb.alpha:
                    out.add(kb)
            self._still = out
        return self._still

    def drawn(self, skip=()) -> list:
        """The cards as they stand at the segment's current time (except ``skip``)."""
        out = []
        used = set(skip)
        for kb, sb in self.b.sprites.items():
            if kb in skip:
                continue
            ka = self.renames.get(kb, kb)
            sa = self.a.sprites.get(ka)
            if sa is None and kb in self.origins:
                sa = self.origins[kb]
            elif sa is None:
                local = min(1.0, self.t / self.duration)
                out.append(Drawn(sb.moved(alpha=out_cubic(local))))
                continue
            else:
                used.add(ka)
            delay = self.stagger * self.movers.get(kb, 0)
            local = min(1.0, max(0.0, (self.t - delay) / self.duration))
            e = out_cubic(local)
            if local <= 0.0:
                if kb not in self.origins:          # a dealt card is not there before its turn
                    out.append(Drawn(sa))
                continue
            if local >= 1.0:
                out.append(Drawn(sb))
                continue
            turn = None
            card = sb.card if sb.card is not None else sa.card
            if sa.card is None and sb.card is not None:
                turn = min(1.0, local * 1.6)
            elif sa.card is not None and sb.card is None:
                card = sa.card if local < 0.5 else None
            moving = kb in self.movers
            s = sb.moved(card=card, x=lerp(sa.x, sb.x, e), y=lerp(sa.y, sb.y, e),
                         w=lerp(sa.w, sb.w, e), h=lerp(sa.h, sb.h, e),
                         angle=lerp_angle(sa.angle, sb.angle, e),
                         z=(2000 + self.movers[kb]) if moving else max(sa.z, sb.z))
            out.append(Drawn(s, base=(max(sa.w, sb.w), max(sa.h, sb.h)), turn=turn, moving=moving))
        for ka, sa in self.a.sprites.items():
            if ka not in used and ka not in self.b.sprites:
                if ka in self.exits:
                    i, end = self.exits[ka]
                    local = min(1.0, max(0.0, (self.t - self.stagger * i) / self.duration))
                    if local >= 1.0:
                        continue
                    if local <= 0.0:
                        out.append(Drawn(sa))
                        continue
                    e = out_cubic(local)
                    s = sa.moved(card=sa.card if local < 0.5 else end.card, x=lerp(sa.x, end.x, e),
                                 y=lerp(sa.y, end.y, e), w=lerp(sa.w, end.w, e), h=lerp(sa.h, end.h, e),
                                 angle=lerp_angle(sa.angle, end.angle, e), z=1500 + i,
                                 alpha=1.0 if local < 0.7 else 1 - (local - 0.7) / 0.3)
                    out.append(Drawn(s, base=(max(sa.w, end.w), max(sa.h, end.h)), moving=True))
                    continue
                local = min(1.0, self.t / self.duration)
                if local < 1.0:
                    out.append(Drawn(sa.moved(alpha=1 - out_cubic(local))))
        out.sort(key=lambda d: d.sprite.z)
        return out


@dataclass
class Banner:
    """A short message by a seat («1-е место», «Взял 5 карт»)."""
    text: str
    x: float
    y: float
    ttl: float
    age: float = 0.0
    delay: float = 0.0


@dataclass
class Panel:
    """A few lines shown on the cloth for a while (a deal's settlement)."""
    title: str
    lines: list
    at: tuple
    ttl: float
    age: float = 0.0
    delay: float = 0.0


class Animator:
    def __init__(self):
        self.segments: list[Segment] = []
        self.banners: list[Banner] = []
        self.panels: list[Panel] = []
        self.speed = "normal"
        self._cues: list = []          # cued after the last segment: they fire when the queue gets there
        self.fired: list = []          # cues reached, oldest first; the owner takes them (take_fired)

    @property
    def factor(self) -> float:
        return SPEED_FACTOR.get(self.speed, 1.0)

    @property
    def busy(self) -> bool:
        return bool(self.segments)

    def add(self, seg: Segment) -> None:
        if self.factor <= 0:
            return
        seg.scale(self.factor)
        seg.cues, self._cues = self._cues, []
        self.segments.append(seg)

    def cue(self, payload) -> None:
        """Mark the end of the queue as it stands: ``payload`` fires (``take_fired``) when
        the animation reaches it — when the next segment added starts, or when the queue
        runs out."""
        self._cues.append(payload)

    def take_fired(self) -> list:
        """The cues the animation has reached since the last call, in order."""
        out, self.fired = self.fired, []
        return out

    def panel(self, title: str, lines: list, at: tuple, delay: float, ms: float) -> None:
        """A short summary on the cloth (a deal's settlement) shown from ``delay`` ms on
        (counted from now) for ``ms``; ``at`` is (centre x, centre y, max width)."""
        if self.factor <= 0:
            return
        self.panels.append(Panel(title, list(lines), at, ttl=max(1.0, ms), delay=max(0.0, delay)))

    def skip_hold(self) -> bool:
        """Cut a pause short (a click during a deal's settlement). True if there was one."""
        holds = [i for i, s in enumerate(self.segments) if s.hold]
        if not holds:
            return False
        if holds[0] > 0 and not any(p.delay <= 0 for p in self.panels):
            return False
        # the settlement is on show while its chips still fly: they land at once, it goes
        for seg in self.segments[:holds[0] + 1]:
            seg.t = seg.total
        for p in self.panels:
            if p.delay <= 0:
                p.ttl = min(p.ttl, p.age + 1.0)
        return True

    def banner(self, text: str, x: float, y: float, ms: float = 1400, delay: float = 0.0) -> None:
        f = self.factor
        if f <= 0:
            return
        self.banners.append(Banner(text, x, y, ms * max(f, 0.6), delay=self.pending_ms() + delay))

    def pending_ms(self) -> float:
        return sum(max(0.0, s.total - s.t) for s in self.segments)

    def update(self, dt_ms: float) -> None:
        left = dt_ms
        while self.segments and left > 0:
            seg = self.segments[0]
            if seg.cues:
                self.fired.extend(seg.cues)
                seg.cues = []
            step = min(left, seg.total - seg.t)
            seg.t += step
            left -= step
            if seg.done:
                self.segments.pop(0)
                if not self.segments:
                    break
        if self.segments and self.segments[0].cues:
            self.fired.extend(self.segments[0].cues)       # the next segment starts now
            self.segments[0].cues = []
        if not self.segments and self._cues:
            self.fired.extend(self._cues)                  # nothing more to wait for
            self._cues = []
        for b in self.banners + self.panels:
            if b.delay > 0:
                b.delay -= dt_ms
            else:
                b.age += dt_ms
        self.banners = [b for b in self.banners if b.age < b.ttl]
        self.panels = [p for p in self.panels if p.age < p.ttl]

    def clear(self) -> None:
        for seg in self.segments:          # what was waiting on the animation is released, in order
            self.fired.extend(seg.cues)
        self.fired.extend(self._cues)
        self._cues = []
        self.segments.clear()
        self.banners.clear()
        self.panels.clear()

    def current(self):
        return self.segments[0] if self.segments else None
