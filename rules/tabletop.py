"""A declarative state: card zones plus a public record, so that ``view``, ``clone`` and the
search's world reconstruction (``Game.determinize``) are generic — a game built on it writes
none of the three by hand.

A ``TableState`` holds

* ``zones``  ``{name: list of cards}`` — every card of the deck lies in exactly one zone.
  A zone with fixed places (the ring of «Игра в приём») keeps ``None`` in its gaps and says
  so in its spec (``places=True``);
* ``spec``   ``{name: ZoneSpec}`` — each zone's kind, owner and face (whose faces show,
  ``rules.view.FACES``), in the order the view lists them;
* ``known``  ``{name: tuple of cards}`` — cards publicly known to lie in a zone whose faces
  hide them (a pile picked up in sight of all);
* ``pub``    the public record (a ``Record``): every other fact of the game, all public,
  each value immutable (numbers, strings, tuples, frozensets, None) so that a clone
  copies the record and shares the values. The view shows it as ``view.public`` (with the
  options under ``"options"``), and a sampled world reads it back from there.

What a seat sees of a zone comes from its face (``bottom_up``: its bottom card alone); a
game whose secrecy is finer than a zone's face («Дурак слепой»: the cards of his own blind
hand a player is known to hold) overrides ``shows``, and one
that tells some seats less of the known cards (not the owner, who sees them) ``seen_known``.
Events that move cards come from ``move``, which takes the cards out of one zone, puts
them in another and says who saw them (from the two zones' faces), so the events and the
view cannot disagree.

A game that pays in chips keeps them in the record too (``open_ledger``: the fields
``chips``, ``pot``, ``stakes``), and ``state.ledger`` moves them (``rules.chips.RecordLedger``):
no game copies or rebuilds a ledger.

A game hides nothing but cards here. A game with hidden facts that are not cards (a sealed
bid) keeps them in its own fields and overrides ``view``/``clone`` and
``Game.determinize`` for them.
"""
from __future__ import annotations

import random
import weakref
from dataclasses import dataclass
from types import MappingProxyType

from .chips import LedgerField, open_ledger
from .events import Event
from .game import Game, State
from .view import ROLES, View, Zone, face_shows, freeze


@dataclass(frozen=True)
class ZoneSpec:
    kind: str                        # its role at the table (rules.view.ROLES): 'hand', 'stock', ...
    face: str                        # rules.view.FACES
    owner: int | None = None
    places: bool = False             # fixed places: None marks a gap (the view gives positions)

    def __post_init__(self):
        if self.kind not in ROLES:
            raise ValueError(f"a zone's role is one of rules.view.ROLES, not {self.kind!r}")


class Record:
    """The public record: attributes, each an immutable value. ``vars(record)`` is the dict."""

    def __init__(self, **fields):
        self.__dict__.update(fields)

    def copy(self) -> "Record":
        new = object.__new__(Record)
        new.__dict__.update(self.__dict__)
        return new

    def __eq__(self, other):
        return isinstance(other, Record) and vars(self) == vars(other)

    def __repr__(self):
        return f"Record({', '.join(f'{k}={v!r}' for k, v in vars(self).items())})"


_MUTABLE = (list, dict, set, bytearray)


class TableState(State):
    """A state of zones and a public record. A subclass sets them up in ``__init__`` (after
    ``State.__init__``), and implements ``to_move``, ``over``, ``legal_actions``, ``_apply``
    and ``result`` reading and writing only ``zones``, ``known`` and ``pub``."""

    zones: dict
    spec: dict
    known: dict
    pub: Record
    deck: tuple

    def set_table(self, spec: dict, zones: dict, deck, **record) -> None:
        """Declare the zones (in view order), their cards, the deck and the record."""
        if set(spec) != set(zones):
            raise ValueError(f"zones {sorted(zones)} and their specs {sorted(spec)} differ")
        self.spec = dict(spec)
        self.zones = {name: list(zones[name]) for name in spec}
        self.known = {}
        self.deck = tuple(deck)
        self.pub = Record(**record)

    # --- chips -------------------------------------------------------------------
    # The chip ledger, kept in the record (``open_ledger``); AttributeError for a game with
    # no chips. (A state that sets ``self.ledger`` to a ledger of its own shadows it.)
    ledger = LedgerField()

    def open_ledger(self, stacks, stakes=(), pot: int | None = 0) -> None:
        """Give the record a chip ledger: ``chips`` (one stack per seat), ``pot`` (None: no
        pot) and the named ``stakes`` (empty at first); see ``rules.chips.open_ledger``."""
        open_ledger(self.pub, stacks, stakes, pot)

    # --- what a seat sees ---------------------------------------------------------
    def shows(self, name: str, seat: int | None) -> bool | tuple:
        """Whether ``seat`` sees the faces of zone ``name``: True, False, or per card a tuple
        of flags (a game with finer secrecy overrides this)."""
        sp = self.spec[name]
        if sp.face == "bottom_up":
            n = sum(1 for c in self.zones[name] if c is not None)
            return (True,) + (False,) * (n - 1) if n else False
        return bool(face_shows(sp.face, sp.owner, seat))

    def seen_cards(self, name: str, seat: int | None) -> tuple:
        """The zone's cards as ``seat`` sees them (None where hidden; gaps left out)."""
        cards = [c for c in self.zones[name] if c is not None] if self.spec[name].places else self.zones[name]
        shown = self.shows(name, seat)
        if shown is True:
            return tuple(cards)
        if shown is False:
            return (None,) * len(cards)
        return tuple(c if s else None for c, s in zip(cards, shown))

    def seen_known(self, name: str, seat: int | None) -> tuple:
        """The cards ``seat`` is told are known to lie in zone ``name``: ``known[name]`` (a
        game that tells some seats less — the owner, who sees them anyway — overrides this)."""
        return self.known.get(name, ())

    def view(self, seat):
        zones = {}
        known = self.known
        cls = type(self)
        if cls.seen_cards is _SEEN_CARDS and cls.shows is _SHOWS and cls.seen_known is _SEEN_KNOWN:
            # the generic secrecy: each zone's faces shown or not, read once per seat
            shown = self._shown_to(seat)
            for name, sp in self.spec.items():
                cards = self.zones[name]
                s = shown[name]         # True, False, or None: the bottom card alone (bottom_up)
                if sp.places:
                    live = [c for c in cards if c is not None]
                    zones[name] = Zone(name, sp.kind, tuple(live) if s else (None,) * len(live) if s is False
                                       else _bottom_up(live), sp.owner, known.get(name, ()),
                                       tuple(i for i, c in enumerate(cards) if c is not None), len(cards), sp.face)
                else:
                    zones[name] = Zone(name, sp.kind, tuple(cards) if s else (None,) * len(cards) if s is False
                                       else _bottom_up(cards), sp.owner, known.get(name, ()), None, None, sp.face)
        else:
            for name, sp in self.spec.items():
                cards = self.zones[name]
                if sp.places:
                    zones[name] = Zone(name, sp.kind, self.seen_cards(name, seat), sp.owner,
                                       self.seen_known(name, seat),
                                       tuple(i for i, c in enumerate(cards) if c is not None), len(cards), sp.face)
                else:
                    zones[name] = Zone(name, sp.kind, self.seen_cards(name, seat), sp.owner,
                                       self.seen_known(name, seat), face=sp.face)
        public = dict(vars(self.pub))
        public["options"] = freeze(self.options)
        to_move = self.to_move
        # (the two dicts are fresh: proxies of them are what ``freeze`` would give)
        return View(self.game.id, seat, self.seats, to_move,
                    tuple(self.legal_actions()) if seat is not None and seat == to_move else (),
                    MappingProxyType(zones), self.deck, public, self.over, self.result(),
                    len(self.history))

    def _shown_to(self, seat) -> dict:
        """{zone: whether ``seat`` sees its faces} by the generic rule (``shows``; None for a
        ``bottom_up`` zone: its bottom card alone), per seat once (the specs are fixed)."""
        spec = self.spec
        cache = self._table_shown
        if cache[0] is not spec:
            cache = self._table_shown = (spec, {})
        got = cache[1].get(seat)
        if got is None or len(got) != len(spec):
            got = cache[1][seat] = {name: None if sp.face == "bottom_up" else bool(face_shows(sp.face, sp.owner, seat))
                                    for name, sp in spec.items()}
        return got

    _table_shown: tuple = (None, None)

    def clone(self):
        new = object.__new__(type(self))
        d = new.__dict__
        d.update(self.__dict__)
        d["history"] = self.history[:]
        d["zones"] = {name: cards[:] for name, cards in self.zones.items()}
        d["known"] = self.known.copy()
        d["pub"] = self.pub.copy()
        # The generator is copied only when one of the two first draws from it (most games
        # draw only while dealing; copying it was most of a clone's cost).
        d["_rng_shared"] = self._rng_shared = True
        return new

    _rng_shared = False

    @property
    def rng(self) -> random.Random:
        if self._rng_shared:
            self._rng = _copy_rng(self._rng)
            self._rng_shared = False
        return self._rng

    @rng.setter
    def rng(self, value: random.Random) -> None:
        self._rng = value
        self._rng_shared = False

    # What a state caches beyond its zones and record, which a sampled world (built from a
    # view: the zones, the record, the options) must rebuild: {attribute: builder}, in order (a
    # builder may read an attribute built before it), each builder a function of the state
    # returning the value. ``TableGame.determinize`` does the rebuild, so no game writes a
    # hook for it. (The cards, the record and the chips in it are the world's already; a
    # cache that starts empty is a class attribute, ``_legal = None``, and needs no entry.)
    derived_caches: dict = {}

    def rebuild_caches(self) -> None:
        """Rebuild ``derived_caches`` (a sampled world, a state built from a view)."""
        for name, build in self.derived_caches.items():
            setattr(self, name, build(self))

    # --- moving cards -------------------------------------------------------------
    def seers(self, name: str) -> frozenset | None:
        """The seats that see zone ``name``'s faces; None when everyone does."""
        spec = self.spec
        cache = self._table_seers
        if cache[0] is not spec:                 # the specs are fixed: one answer per zone
            cache = self._table_seers = (spec, {})
        got = cache[1].get(name, False)
        if got is False:
            sp = spec[name]
            got = cache[1][name] = None if sp.face == "up" else frozenset(
                s for s in range(self.seats) if face_shows(sp.face, sp.owner, s))
        return got

    _table_seers: tuple = (None, None)

    def move(self, what: str, src: str, dst: str, cards=None, *, count: int | None = None,
             seat: int | None = None, top: bool = True, public: bool = False, data=(),
             index: int | None = None, pos: int | None = None, into: int | None = None,
             top_first: bool = False) -> Event:
        """Move ``cards`` (or the top ``count`` cards) from zone ``src`` to zone ``dst`` (onto
        its end), and the event ``what`` saying so (rules.events.KIND_OF). The cards are seen by whoever sees either zone's
        faces (``public``: by everyone, e.g. a card turned up on its way); cards everyone saw
        that go where some cannot see them are known to be there from then on. ``index``:
        the card in that slot of a zone with fixed places (``places=True``), which leaves a
        gap there; the event keeps the slot. ``pos``: the card at that place of a zone without
        fixed places (a hand), the event keeping the place (where in the hand it came from).
        ``into``: the one card goes into that gap of ``dst`` (fixed places), not onto its end.
        ``top_first``: the top ``count`` cards land, and are listed, top card first (drawn one
        at a time), not in the zone's order."""
        zones = self.zones
        pile = zones[src]
        if into is not None and (not self.spec[dst].places or zones[dst][into] is not None or not (
                index is not None or pos is not None or count == 1 or cards is not None and len(cards) == 1)):
            raise ValueError(f"one card goes into an empty place of a zone with places, not into {dst}[{into}]")
        if index is not None:
            if not self.spec[src].places:
                raise ValueError(f"{src} has no fixed places: no card is taken by its slot")
            card = pile[index]
            if card is None:
                raise ValueError(f"slot {index} of {src} is empty")
            pile[index] = None
            cards = [card]
        elif pos is not None:
            if self.spec[src].places:
                raise ValueError(f"{src} has fixed places: a card is taken by its slot (index)")
            cards = [pile.pop(pos)]
            index = pos
        elif cards is None:
            if count == 1 and top and pile:     # the commonest move: one card off the top
                cards = [pile.pop()]
            else:
                n = len(pile) if count is None else count
                if n > len(pile):
                    raise ValueError(f"{src} holds {len(pile)} cards, not {n}")
                cut = slice(len(pile) - n, None) if top else slice(0, n)
                cards = pile[cut]
                del pile[cut]
                if top_first and top:
                    cards.reverse()
        else:
            # the zone's own card objects (equal ones may be other objects: an action's)
            taken = []
            places = self.spec[src].places
            for c in cards:
                i = _where(pile, c)
                taken.append(pile[i])
                if places:
                    pile[i] = None          # a zone with fixed places keeps the gap
                else:
                    del pile[i]
            cards = taken
        if into is None:
            zones[dst].extend(cards)
        else:
            zones[dst][into] = cards[0]
        if src in self.known:
            self.forget(src, cards)
        # who sees the two zones: from the specs' cache when the game keeps the generic rule
        a = b = False
        if type(self).seers is _SEERS:
            cache = self._table_seers
            if cache[0] is self.spec:
                got = cache[1]
                a = got.get(src, False)
                b = got.get(dst, False)
        if a is False:
            a = self.seers(src)
        if b is False:
            b = self.seers(dst)
        vis = None if public or a is None or b is None else a | b
        cards = tuple(cards)
        if vis is None and b is not None:
            self.make_known(dst, cards)
        return Event(what, seat, cards, src, dst, index, len(cards), vis,
                     data if type(data) is tuple else tuple(data))

    def forget(self, name: str, cards) -> None:
        """Cards that left zone ``name`` are no longer known to be there."""
        known = self.known.get(name)
        if not known:
            return
        rest = known
        for c in cards:
            try:
                i = _where(rest, c)
            except ValueError:
                continue
            rest = rest[:i] + rest[i + 1:]
        if rest:
            self.known[name] = tuple(rest)
        else:
            del self.known[name]

    def make_known(self, name: str, cards) -> None:
        """Cards now publicly known to lie in zone ``name`` (its faces hide them)."""
        self.known[name] = self.known.get(name, ()) + tuple(cards)


_SEERS = TableState.seers
_SHOWS = TableState.shows
_SEEN_CARDS = TableState.seen_cards
_SEEN_KNOWN = TableState.seen_known


def _bottom_up(cards) -> tuple:
    """A ``bottom_up`` zone's cards as every seat sees them: the bottom card alone."""
    return (cards[0],) + (None,) * (len(cards) - 1) if cards else ()


def _where(seq, card) -> int:
    """The index of ``card`` in ``seq``: the same object first (a card's ``==`` is slow),
    else an equal one; ValueError if there is none."""
    i = 0
    for x in seq:
        if x is card:
            return i
        i += 1
    return seq.index(card)


def _copy_rng(rng: random.Random) -> random.Random:
    new = random.Random()
    new.setstate(rng.getstate())
    return new


class TableGame(Game):
    """A game whose states are ``TableState``s: ``determinize`` comes for free."""

    state_class: type = TableState

    def determinize(self, view: View, assignment: dict, rng: random.Random) -> TableState:
        # What every world of this view shares (the sampler asks for many in a row), read once.
        last, plan = _LAST_PLAN
        if last is None or last() is not view:
            plan = _table_plan(view)
            _LAST_PLAN[:] = weakref.ref(view), plan
        spec, seers, record, options, layout, known = plan
        st = object.__new__(self.state_class)
        st.game = self
        st.seats = view.seats
        st.seed = 0
        st.rng = rng
        st.history = [None] * view.turn
        st.start_events = []
        st.options = dict(options)
        st.pub = record.copy()
        st.deck = view.deck
        zones = {}
        for name, z in layout:
            cards = assignment.get(name, z.cards)
            if z.positions is not None:
                row = [None] * z.capacity
                for pos, c in zip(z.positions, cards):
                    row[pos] = c
                zones[name] = row
            else:
                zones[name] = list(cards)
        st.spec, st.zones, st.known = spec, zones, dict(known)
        st._table_seers = seers
        st.rebuild_caches()
        return st


_LAST_PLAN: list = [None, None]     # a weak reference to the last view determinized, its plan


def _table_plan(view: View) -> tuple:
    """From a view: the zone specs (with their seers' cache), the record, the options, the
    zones in order and the known cards — the same for every world sampled from it."""
    public = view.record()
    options = public.pop("options")
    spec = {name: ZoneSpec(z.kind, z.face, z.owner, z.positions is not None) for name, z in view.zones.items()}
    known = {name: z.known for name, z in view.zones.items() if z.known}
    return spec, (spec, {}), Record(**public), options, tuple(view.zones.items()), known


def check_record(pub: Record) -> None:
    """Raise TypeError if a value of the record is mutable (a clone shares the values)."""
    for k, v in vars(pub).items():
        if isinstance(v, _MUTABLE):
            raise TypeError(f"record field {k!r} holds a mutable {type(v).__name__}; use a tuple, "
                            "frozenset or MappingProxyType")
