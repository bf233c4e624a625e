"""What the table shows, as plain mutable data: a copy of a View that events can move
cards through, so the animation can lay out every step between two views.

Every card on the table has a key that stays the same while it moves:
``("c", code)`` for a card whose face this viewer knows, ``(zone, slot)`` for a hidden
one (a ring slot keeps its slot number, a hidden hand card its index). Cards lying in a
zone of kind ``"stake"`` come from another deck (Лентюрлю's five board cards): they are
keyed by their zone, so that they never share a key with the playing card of that face.
A deck of two packs (Комета) holds a card twice: each further copy of a face on the
table (counted over the zones in their order, stakes aside) is keyed ``("c", code, k)``.

Chip games: ``chips`` maps each chip account (``rules.chips``: ``player:{s}``,
``stake:{name}``, ``pot``) to its balance, read from the view's public ``chips`` (per
seat), ``stakes`` ({name: amount}) and ``pot``, and moved by ``chips`` events.

Conventions of multi-deal games that the model follows: a ``new_deal`` event gathers
every card off the table (stakes stay); a card event with no source zone brings new cards
from the dealer (the deal); a ``show`` event turns a hidden hand face up for everyone.

Other conventions: a card event with a ``slot`` datum puts its card at that position of
a zone that keeps positions (the durak defence: the beating card lies on attack slot
``slot``); a ``deal`` event from a zone (the durak stock) takes cards off its end, so an
opening made of such deals can be rewound; an event whose source and destination are the
same zone turns its hidden cards face up where they lie (a ``reveal`` of face-down covers).
A layout may name zones that lie face down (``face_down``: the durak discard): cards
moved there are drawn as backs.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from rules.chips import POT, player, stake
from rules.view import face_shows


@dataclass
class ZoneModel:
    name: str
    kind: str
    cards: list                  # Card or None (hidden from this viewer)
    owner: int | None = None
    positions: list | None = None
    capacity: int | None = None
    face: str | None = None      # whose faces show here (rules.view.FACES); None: not declared

    def copy(self) -> "ZoneModel":
        return ZoneModel(self.name, self.kind, list(self.cards), self.owner,
                         None if self.positions is None else list(self.positions), self.capacity, self.face)

    def slot(self, i: int):
        return self.positions[i] if self.positions is not None else i


@dataclass
class TableModel:
    game: str
    seats: int
    viewer: int | None
    to_move: int | None
    zones: dict
    public: dict = field(default_factory=dict)
    legal: tuple = ()
    over: bool = False
    bottom: int | None = None      # the seat drawn at the bottom (the viewer, or the next human)
    chips: dict = field(default_factory=dict)    # chip account -> balance (chip games)
    face_down: frozenset = frozenset()           # zones whose cards lie face down (a layout's choice)
    twins: frozenset = frozenset()               # codes the deck holds more than once (two packs)
    # the view's display facts (rules.view.DISPLAY), kept up to date as events play out
    dealer: int | None = None
    deal_no: int | None = None
    out: tuple = ()
    left: tuple = ()
    # what the engine writes beside the cards for this view (rules/notes.py; app/layout/notes.py)
    notes: tuple = ()

    @classmethod
    def from_view(cls, view, game=None) -> "TableModel":
        """The table of ``view``; ``game`` (by default the registered game of ``view.game``)
        gives its notes (``Game.table_notes``)."""
        zones = {name: ZoneModel(z.name, z.kind, list(z.cards), z.owner,
                                 None if z.positions is None else list(z.positions), z.capacity,
                                 z.face)
                 for name, z in view.zones.items()}
        public = dict(view.public)
        public.setdefault("turn", view.turn)       # moves made so far (a deal limit counts them)
        seen: set = set()
        twins = frozenset(c.code for c in view.deck if c.code in seen or seen.add(c.code))
        if game is None:
            from rules import games as _registers  # noqa: F401  (every game registers itself)
            from rules.registry import GAMES
            game = GAMES.get(view.game)
        notes = tuple(game.table_notes(view)) if game is not None else ()
        return cls(view.game, view.seats, view.seat, view.to_move, zones, public,
                   tuple(view.legal), view.over, view.seat, chips_of(view), twins=twins,
                   dealer=view.dealer, deal_no=view.deal_no, out=view.out, left=view.left, notes=notes)

    def copy(self) -> "TableModel":
        return TableModel(self.game, self.seats, self.viewer, self.to_move,
                          {k: z.copy() for k, z in self.zones.items()}, dict(self.public),
                          self.legal, self.over, self.bottom, dict(self.chips), self.face_down, self.twins,
                          self.dealer, self.deal_no, self.out, self.left, self.notes)

    def key(self, zone: ZoneModel, i: int):
        card = zone.cards[i]
        if zone.kind == "stake":
            return (zone.name, i)
        if card is not None:
            return self.card_key(zone, card, zone.cards[:i].count(card) if card.code in self.twins else 0)
        return (zone.name, zone.slot(i))

    def card_key(self, zone: ZoneModel, card, nth: int = 0):
        """The key of the ``nth`` copy of ``card`` in ``zone`` (0 unless the deck holds it twice)."""
        if card.code not in self.twins:
            return ("c", card.code)
        k = nth
        for z in self.zones.values():
            if z is zone:
                break
            if z.kind != "stake":
                k += z.cards.count(card)
        return ("c", card.code) if k == 0 else ("c", card.code, k)

    def hand(self, seat: int) -> ZoneModel | None:
        return self.zones.get(f"hand{seat}")

    def shows_faces(self, zone: ZoneModel, public: bool = False) -> bool:
        """Whether a card moved into ``zone`` is drawn face up for this viewer, as the
        zone's ``face`` says (a card moved in sight of all, ``public``, shows in a blind
        hand to its owner too: everyone knows it). A zone that does not say: public zones
        and the viewer's own hand, never another seat's hand."""
        if zone.name in self.face_down:
            return False
        shown = face_shows(zone.face, zone.owner, self.viewer)
        if shown is None:
            return zone.owner is None or zone.owner == self.viewer
        return shown or (public and zone.face == "others" and self.viewer is not None)

    def apply_event(self, event) -> list:
        """Move the event's cards from its source zone to its destination zone.
        Returns ``[(old_key, new_key), ...]`` for the cards that moved; ``old_key`` is None
        for a card that comes from the dealer (an event with no source zone)."""
        if event.kind == "show":
            return self._reveal(event)
        if event.src and event.src == event.dst:
            return self._reveal_in_place(event)
        src = self.zones.get(event.src) if event.src else None
        dst = self.zones.get(event.dst) if event.dst else None
        n = event.count or len(event.cards)
        if dst is None or n <= 0 or (src is None and event.src):
            return []
        slot = event.get("slot") if n == 1 else None
        public = event.visible_to is None
        moves = []
        for j in range(n):
            card = event.cards[j] if j < len(event.cards) else None
            if src is None:                  # dealt from the pack
                shown = card if (card is not None and self.shows_faces(dst, public)) else None
                dst.cards.append(shown)
                if dst.positions is not None:
                    dst.positions.append(len(dst.positions))
                moves.append((None, self.key(dst, len(dst.cards) - 1)))
                continue
            i = self._find(src, card, event.index if n == 1 else None)
            if i is None:
                continue
            old_key = self.key(src, i)
            src.cards.pop(i)
            if src.positions is not None:
                src.positions.pop(i)
            shown = card if (card is not None and self.shows_faces(dst, public)) else None
            dst.cards.append(shown)
            if dst.positions is not None:
                dst.positions.append(slot if isinstance(slot, int) else len(dst.positions))
            moves.append((old_key, self.key(dst, len(dst.cards) - 1)))
        return moves

    def _reveal_in_place(self, event) -> list:
        """Face-down cards of a zone turned up where they lie (all of its hidden cards at
        once, in order); anything else moving within one zone is not shown."""
        zone = self.zones.get(event.src)
        if zone is None or not event.cards:
            return []
        hidden = [i for i, c in enumerate(zone.cards) if c is None]
        unseen = [c for c in event.cards if c not in zone.cards]
        if not hidden or len(hidden) != len(unseen):
            return []
        moves = []
        for i, card in zip(hidden, unseen):
            old = self.key(zone, i)
            zone.cards[i] = card
            moves.append((old, self.key(zone, i)))
        return moves

    def _reveal(self, event) -> list:
        """A hidden hand shown to everyone: its cards turn face up where they lie. (A single
        card shown from a hand stays where the view keeps it: hidden.)"""
        zone = self.zones.get(event.src or event.dst or "")
        if zone is None or not event.cards or len(event.cards) != len(zone.cards):
            return []
        moves = []
        hidden = [i for i, c in enumerate(zone.cards) if c is None]
        unseen = [c for c in event.cards if c not in zone.cards]
        for i, card in zip(hidden, unseen):
            old = self.key(zone, i)
            zone.cards[i] = card
            moves.append((old, self.key(zone, i)))
        return moves

    def gather(self) -> list:
        """A new deal: every card leaves the table except those on stakes. Returns the keys
        of the cards gathered, in table order."""
        gone = []
        for z in self.zones.values():
            if z.kind == "stake":
                continue
            gone.extend(self.key(z, i) for i in range(len(z.cards)))
            z.cards.clear()
            if z.positions is not None:
                z.positions.clear()
        return gone

    def note_event(self, event) -> None:
        """Public facts an event changes that the layout shows (the dealer, who left)."""
        if event.kind == "deal_start":
            self.dealer = event.get("dealer", event.seat)
            if event.get("deal") is not None:
                self.deal_no = event.get("deal")
            self.public["need"] = None
            self.public["leading"] = True
        elif event.kind == "leave" and event.seat is not None:
            self.left = tuple(self.left) + (event.seat,)

    def move_chips(self, event):
        """Apply a ``chips`` event; returns ``(from, to, amount)`` or None."""
        if event.kind != "chips":
            return None
        src, dst, amount = event.get("from"), event.get("to"), event.get("amount") or 0
        if not src or not dst or amount <= 0:
            return None
        self.chips[src] = self.chips.get(src, 0) - amount
        self.chips[dst] = self.chips.get(dst, 0) + amount
        return src, dst, amount

    @staticmethod
    def can_rewind(events) -> bool:
        """Whether ``rewind`` can undo these events: only deals from the pack (no source
        zone) and chip moves, with nothing else moving cards."""
        return all(e.kind in ("chips", "show", "deal") or e.src is None or e.dst is None or e.src == e.dst
                   for e in events) and any(e.kind == "chips" or (e.dst and (e.src is None or e.kind == "deal"))
                                            for e in events)

    def rewind(self, events) -> "TableModel":
        """Undo the deal and the chip moves of ``events`` (a game's opening events, shown
        to the viewer when the table opens): the model as it was before them."""
        for e in reversed(list(events)):
            if e.kind == "chips":
                src, dst, amount = e.get("from"), e.get("to"), e.get("amount") or 0
                if src and dst and amount > 0:
                    self.chips[src] = self.chips.get(src, 0) + amount
                    self.chips[dst] = self.chips.get(dst, 0) - amount
            elif e.dst in self.zones and (e.src is None or (e.kind == "deal" and e.src in self.zones)):
                n = e.count or len(e.cards)
                z = self.zones[e.dst]
                back = self.zones.get(e.src) if e.src else None
                for _ in range(min(n, len(z.cards))):
                    z.cards.pop()
                    if z.positions is not None:
                        z.positions.pop()
                    if back is not None:          # back onto the pile it was dealt from, face down
                        back.cards.append(None)
                        if back.positions is not None:
                            back.positions.append(len(back.positions))
        return self

    @staticmethod
    def _find(zone: ZoneModel, card, index):
        if card is not None and card in zone.cards:
            return zone.cards.index(card)
        if index is not None:
            if zone.positions is not None:
                return zone.positions.index(index) if index in zone.positions else None
            return index if 0 <= index < len(zone.cards) else None
        if not zone.cards:
            return None
        hidden = [i for i, c in enumerate(zone.cards) if c is None]
        return hidden[-1] if hidden else len(zone.cards) - 1


def chips_of(view) -> dict:
    """The chip accounts a view shows: ``view.chips`` (one stack per seat), ``view.stakes``
    ({name: amount}, in the table's order) and ``view.pot``."""
    out = {}
    stacks = view.chips
    if isinstance(stacks, (tuple, list)) and len(stacks) == view.seats:
        out.update({player(s): int(v) for s, v in enumerate(stacks)})
    stakes = view.stakes
    if isinstance(stakes, Mapping):
        out.update({stake(n): int(a) for n, a in stakes.items()})
    if isinstance(view.pot, int):
        out[POT] = view.pot
    return out
