"""Views: everything one seat may know, and nothing more.

A view is built from fresh tuples and plain values; it holds no reference to the
state. Bots decide from a view; the table draws a view.

Each zone lists its cards in order, with ``None`` for a card this viewer cannot see.
``known`` lists cards that are *publicly* known to be in a hidden zone (a pile picked
up in sight of all), which a search bot samples around. The ring of «Игра в приём»
keeps its slot positions in ``positions`` so that a gap stays a gap.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from types import MappingProxyType

from .cards import Card


# Whose faces show in a zone, as its game's rules say (``Zone.face``). A zone may still show
# a card its face hides (a card publicly known in a blind hand) or hide one it would show
# (covers face down in «Веришь»): ``cards`` say what this viewer sees now; ``face`` says
# what a card arriving there will be, so the table need not guess.
FACES = frozenset({
    "up",        # everyone sees the faces (the table, the middle)
    "down",      # no one does (the stock, the discard)
    "owner",     # only the zone's owner (a hand)
    "others",    # everyone but its owner («Дурак слепой»: a hand held face outwards)
    "bottom_up", # the bottom card face up to everyone, the rest face down (the turned-up trump
                 # under the durak stock); a card arriving there lies face down
})


# What a zone is at the table, its role (``Zone.kind``, ``ZoneSpec.kind``): the program lays
# zones out by role and seat. A closed set; a new shape of table adds its role here.
ROLES = frozenset({
    "hand",       # a seat's hand (its owner's)
    "stock",      # the undealt pack, face down (the durak stock, Сека's pack, Тонтина's)
    "talon",      # cards set aside to be bought or taken (Кинг's прикуп)
    "trump",      # the turned-up card that names trumps
    "trick",      # the trick being played in the middle
    "tricks",     # the tricks a seat has taken (its owner's)
    "pile",       # a pile in the middle: «Веришь»'s centre, the chain durak's centre, a pile laid on
    "pairs",      # a durak bout: the attack cards in slots, and in the next zone of this role the
                  # cards beating them, each on its slot (``positions``)
    "discard",    # cards out of play (бито, a discard laid away)
    "shown",      # a seat's cards shown face up on the table (Сека's showdown)
    "ring",       # the ring of face-down cards in fixed places («Игра в приём»)
    "row",        # a seat's row of face-up cards in fixed places («Два ряда»)
    "row_down",   # the face-down cards under a row («Два ряда»)
    "stake",      # a stake card with chips on it, from another deck (Лентюрлю)
    "pig",        # Свинки's pig
    "shop",       # a seat's shop (Свинки)
    "stack",      # a seat's own face-down stack (Дурак московский)
    "front",      # the cards face up before a seat (Тонтина)
})


def face_shows(face: str | None, owner: int | None, viewer: int | None) -> bool | None:
    """Whether ``viewer`` (None: a spectator) sees the faces of a zone with this ``face``
    and ``owner``; None where the game has not said (``face`` None). ``bottom_up``: False
    (only its bottom card shows: ``TableState.shows``)."""
    if face is None:
        return None
    if face == "up":
        return True
    if face == "owner":
        return viewer is not None and viewer == owner
    if face == "others":
        return viewer is not None and viewer != owner
    return False


# Frozen, but built through __dict__ in one step: the generated frozen __init__ sets each
# field through object.__setattr__, and playouts of the search bot build views by the
# million (it halves the cost of a zone).
@dataclass(frozen=True, init=False)
class Zone:
    name: str
    kind: str                        # its role (ROLES): 'hand', 'ring', 'pile', 'stock', ...
    cards: tuple                     # Card or None (hidden from this viewer)
    owner: int | None = None
    known: tuple = ()                # cards publicly known to be in this zone
    positions: tuple | None = None   # slot of each card, for zones with fixed places
    capacity: int | None = None      # number of slots, for zones with fixed places
    face: str | None = None          # whose faces show here (FACES); None: not declared

    def __init__(self, name, kind, cards, owner=None, known=(), positions=None, capacity=None, face=None):
        self.__dict__.update(name=name, kind=kind, cards=cards, owner=owner, known=known,
                             positions=positions, capacity=capacity, face=face)

    @property
    def size(self) -> int:
        return len(self.cards)

    @property
    def visible(self) -> tuple:
        return tuple(c for c in self.cards if c is not None)


# What the table shows of every family, as named fields of the view rather than keys of
# ``public`` (a game's record writes them under these names; ``View`` lifts them out):
DISPLAY = (
    "dealer",       # the seat that dealt this deal (None: no dealer)
    "deal_no",      # this deal's number in the match, from 1 (None: a single deal)
    "out",          # the seats that have gone out, in the order they went
    "left",         # the seats that have left the table for good (out of chips, dead)
    "chips",        # each seat's chips (None: no chips in this game)
    "stakes",       # the stakes on the table by name, in the order the table lays them out
    "pot",          # the common pot, the кон (None: none)
)
# What the search needs to rebuild a world and the table never draws: hard constraints on
# where the unseen cards may lie (rules/sampling.py says what each means).
CONSTRAINTS = ("void_suits", "not_in", "holds_one_of")
_LIFTED = frozenset(DISPLAY) | frozenset(CONSTRAINTS) | {"stake_order"}
_NO_CONSTRAINTS = MappingProxyType({})


@dataclass(frozen=True, init=False)
class View:
    game: str
    seat: int | None                 # the viewer; None = a spectator who sees only public things
    seats: int
    to_move: int | None
    legal: tuple                     # the viewer's legal actions (empty unless it is his turn)
    zones: MappingProxyType          # name -> Zone
    deck: tuple                      # every card in play, so unseen cards can be derived
    public: MappingProxyType = field(default_factory=lambda: MappingProxyType({}))
    over: bool = False
    result: object = None
    turn: int = 0                    # number of actions taken so far
    # the display facts shared by families (DISPLAY)
    dealer: int | None = None
    deal_no: int | None = None
    out: tuple = ()
    left: tuple = ()
    chips: tuple | None = None
    stakes: MappingProxyType | None = None
    pot: int | None = None
    constraints: MappingProxyType = field(default_factory=lambda: _NO_CONSTRAINTS)   # (CONSTRAINTS)

    def __init__(self, game, seat, seats, to_move, legal, zones, deck, public=None, over=False,
                 result=None, turn=0):
        """``public`` is the game's public record (a dict or a mapping): the keys named in
        DISPLAY and CONSTRAINTS become this view's fields of those names (``stakes`` in the
        order of the record's ``stake_order`` when it has one); the rest stay in ``public``."""
        d = self.__dict__
        d.update(game=game, seat=seat, seats=seats, to_move=to_move, legal=legal, zones=zones, deck=deck,
                 over=over, result=result, turn=turn, constraints=_NO_CONSTRAINTS)
        if public is None:
            d["public"] = MappingProxyType({})
        elif _LIFTED.isdisjoint(public):
            d["public"] = public if isinstance(public, MappingProxyType) else MappingProxyType(public)
        else:
            rest = {k: v for k, v in public.items() if k not in _LIFTED}
            d["public"] = MappingProxyType(rest)
            for k in DISPLAY:
                if k in public:
                    d[k] = public[k]
            if "out" in d:
                d["out"] = tuple(d["out"] or ())
            if "left" in d:
                d["left"] = tuple(d["left"] or ())
            stakes = public.get("stakes")
            if stakes is not None:
                order = public.get("stake_order") or tuple(stakes)
                d["stakes"] = MappingProxyType({k: stakes[k] for k in order if k in stakes})
            cons = {k: public[k] for k in CONSTRAINTS if public.get(k)}
            if cons:
                d["constraints"] = MappingProxyType(cons)
            # the record as the game wrote it, for the search's worlds (``record``)
            d["_lifted"] = {k: public[k] for k in _LIFTED if k in public}

    def record(self) -> dict:
        """The game's public record as it gave it (``public`` with the display facts and the
        constraints put back), from which the search rebuilds a world."""
        out = dict(self.public)
        lifted = self.__dict__.get("_lifted")
        if lifted:
            out.update(lifted)
        return out

    def zone(self, name: str) -> Zone:
        return self.zones[name]

    def hand(self, seat: int) -> Zone:
        return self.zones[f"hand{seat}"]

    def unseen(self) -> list[Card]:
        """Cards of the deck this viewer neither sees nor knows the place of.

        The deck is a multiset (Лентюрлю's five board cards from a second pack, Комета's
        two packs), so each card seen or known accounts for one copy only. (A view made
        by ``with_unseen`` answers with the cards given there, in their order.)"""
        given = self.__dict__.get("_unseen")
        if given is not None:
            return list(given)
        seen: dict = {}
        for z in self.zones.values():
            vis = z.visible
            for c in vis:
                seen[c] = seen.get(c, 0) + 1
            known = z.known
            if known and known != vis:      # (the same cards: all shown, nothing to add)
                for c in known:
                    if c not in vis:        # a known card shown face up is one card, not two
                        seen[c] = seen.get(c, 0) + 1
        out = []
        for c in self.deck:
            if seen.get(c, 0) > 0:
                seen[c] -= 1
            else:
                out.append(c)
        return out


def with_unseen(view: View, cards) -> View:
    """The view, answering ``unseen()`` with ``cards`` (the same multiset, in any order),
    which its game computed more cheaply than the zones can (``State.playout_view``)."""
    view.__dict__["_unseen"] = tuple(cards)
    return view


def freeze(d: dict) -> MappingProxyType:
    return MappingProxyType(dict(d))
