"""The chip ledger of the games that pay in chips (today Лентюрлю; every game that keeps
stacks, a pot or named stakes uses it rather than counting chips itself).

Chips are integers. They live in *accounts*, each named by a plain string:

* ``"player:3"`` — seat 3's stack (``player(3)``);
* ``"pot"`` — the common pot, the кон (``POT``);
* ``"stake:7D"`` — a named stake, e.g. the chips lying on Лентюрлю's 7♦ (``stake("7D")``).

Every transfer returns an :class:`~rules.events.Event` of kind ``"chips"`` whose ``src``
and ``dst`` are the two account names and whose ``data`` holds ``from``, ``to``,
``amount`` and ``reason`` (plus whatever details the game adds). Nothing else changes a
balance, so the total never changes; the conformance kit asserts it over every chip game
in the registry.

A game's chips live in its public record (``open_ledger``): ``chips`` (a tuple, one stack
per seat), ``pot`` and ``stakes`` (a read-only mapping), the same fields the view shows
(``View.chips``, ``View.pot``, ``View.stakes``). ``state.ledger`` (``rules.tabletop``) is a
``RecordLedger`` over them: the moves above, writing new values into the record. So a clone
(which copies the record) and a world sampled from a view (which carries the record) have
the chips with no code of the game's. ``ChipLedger`` is the same ledger holding its own
lists (a free-standing copy, a test's).

The module also has the few words every settlement needs: chip counts with Russian
plurals and the dative of a name («Вера платит Анне 23 фишки»).
"""
from __future__ import annotations

from types import MappingProxyType

from .events import Event

POT = "pot"


class ChipError(ValueError):
    """A transfer the ledger cannot make: unknown account, bad amount, not enough chips."""


_NAMES = tuple(f"player:{s}" for s in range(64))
_SEATS = {name: s for s, name in enumerate(_NAMES)}     # the plain names, read back


def player(seat: int) -> str:
    if type(seat) is int and 0 <= seat < 64:
        return _NAMES[seat]
    return f"player:{seat}"


def stake(name: str) -> str:
    return f"stake:{name}"


def seat_of(account: str) -> int | None:
    """The seat of a player's account, None for the pot and stakes."""
    got = _SEATS.get(account)
    if got is not None:
        return got
    if account.startswith("player:"):
        return int(account[7:])
    return None


class _Ledger:
    """What every ledger does, whatever holds its balances: reads and conserved moves. A
    subclass keeps ``stacks`` (one per seat), ``stakes`` (name -> chips) and ``pot`` and
    implements ``_add``."""

    __slots__ = ()

    # --- balances -----------------------------------------------------------
    def total(self) -> int:
        return sum(self.stacks) + sum(self.stakes.values()) + self.pot

    def balance(self, account: str) -> int:
        stacks = self.stacks
        s = _SEATS.get(account)
        if s is not None and s < len(stacks):
            return stacks[s]
        kind, _, name = account.partition(":")
        if kind == "player":
            return stacks[self._seat(name)]
        if kind == "stake":
            stakes = self.stakes
            if name not in stakes:
                raise ChipError(f"no stake named {name!r}")
            return stakes[name]
        if account == POT and self._has_pot():
            return self.pot
        raise ChipError(f"no chip account {account!r}")

    def _has_pot(self) -> bool:
        return True

    def board(self) -> int:
        """Chips lying on all the named stakes together."""
        return sum(self.stakes.values())

    def _seat(self, name: str) -> int:
        try:
            seat = int(name)
        except ValueError:
            raise ChipError(f"no player account {name!r}") from None
        if not 0 <= seat < len(self.stacks):
            raise ChipError(f"no player {seat} in this ledger")
        return seat

    # --- moves --------------------------------------------------------------
    def transfer(self, src: str, dst: str, amount: int, reason: str = "", seat: int | None = None,
                 **details) -> Event:
        """Move exactly ``amount`` chips; raises ChipError (changing nothing) if impossible."""
        if not isinstance(amount, int) or isinstance(amount, bool) or amount <= 0:
            raise ChipError(f"a transfer moves a positive whole number of chips, not {amount!r}")
        if src == dst:
            raise ChipError(f"a transfer from {src} to itself")
        have = self.balance(src)
        self.balance(dst)          # checks the account exists
        if have < amount:
            raise ChipError(f"{src} has {have} chips and cannot pay {amount}")
        self._add(src, -amount)
        self._add(dst, amount)
        if seat is None:
            seat = seat_of(src)
            if seat is None:
                seat = seat_of(dst)
        data = (("from", src), ("to", dst), ("amount", amount), ("reason", reason)) + tuple(details.items())
        return Event("chips", seat, src=src, dst=dst, data=data)

    def pay(self, src: str, dst: str, amount: int, reason: str = "", seat: int | None = None,
            **details) -> tuple[int, Event | None]:
        """Move ``amount`` chips or as many as ``src`` has; returns (paid, event or None)."""
        paid = min(amount, self.balance(src))
        if paid <= 0:
            return 0, None
        return paid, self.transfer(src, dst, paid, reason, seat, **details)

    def empty(self, src: str, dst: str, reason: str = "", seat: int | None = None, **details) -> Event | None:
        """Move everything ``src`` holds to ``dst``."""
        return self.pay(src, dst, self.balance(src), reason, seat, **details)[1]

    def clone(self) -> "ChipLedger":
        """A free-standing copy (a ChipLedger, whatever holds this one's balances)."""
        new = object.__new__(ChipLedger)
        new.stacks = list(self.stacks)
        new.stakes = dict(self.stakes)
        new.pot = self.pot
        return new

    def __eq__(self, other):
        return (isinstance(other, _Ledger) and list(self.stacks) == list(other.stacks)
                and list(self.stakes.items()) == list(other.stakes.items()) and self.pot == other.pot)

    __hash__ = None


class ChipLedger(_Ledger):
    """Players' stacks, the pot and named stakes; integer chips, conserved; its own lists
    (a free-standing ledger: a test's, a copy's). A game's state keeps its chips in its
    public record instead (``RecordLedger``)."""

    __slots__ = ("stacks", "stakes", "pot")

    def __init__(self, stacks, stakes=(), pot: int = 0):
        self.stacks: list[int] = [int(x) for x in stacks]
        self.stakes: dict[str, int] = {name: 0 for name in stakes}
        self.pot: int = int(pot)
        if any(x < 0 for x in self.stacks) or self.pot < 0:
            raise ChipError("a ledger cannot start with a negative balance")

    def _add(self, account: str, amount: int) -> None:
        s = _SEATS.get(account)
        if s is not None and s < len(self.stacks):
            self.stacks[s] += amount
            return
        kind, _, name = account.partition(":")
        if kind == "player":
            self.stacks[self._seat(name)] += amount
        elif kind == "stake":
            self.stakes[name] += amount
        else:
            self.pot += amount

    def __repr__(self):
        return f"ChipLedger(stacks={self.stacks}, stakes={self.stakes}, pot={self.pot})"


# The record's fields of a chip game (they are also the view's display fields, View.chips,
# View.pot, View.stakes, so the table draws what the ledger holds).
CHIPS, POT_FIELD, STAKES = "chips", "pot", "stakes"
_NO_STAKES = MappingProxyType({})


def open_ledger(record, stacks, stakes=(), pot: int | None = 0) -> None:
    """Put a chip ledger in a public record (``rules.tabletop.Record``): ``chips`` (a tuple,
    one stack per seat), ``pot`` (an int; ``pot=None``: the game has no pot, and no ``pot``
    field) and, when ``stakes`` names some, ``stakes`` (a read-only mapping name -> chips,
    in that order). Every value is immutable, so a clone that copies the record has copied
    the chips, and a world sampled from a view (which shows the record) has them too."""
    stacks = tuple(int(x) for x in stacks)
    if any(x < 0 for x in stacks) or (pot is not None and pot < 0):
        raise ChipError("a ledger cannot start with a negative balance")
    setattr(record, CHIPS, stacks)
    if pot is not None:
        setattr(record, POT_FIELD, int(pot))
    if stakes:
        setattr(record, STAKES, MappingProxyType({name: 0 for name in stakes}))


class RecordLedger(_Ledger):
    """The chip ledger kept in a public record's fields (``open_ledger``): the same accounts,
    moves and events as ChipLedger; each move writes new immutable values into the record.
    Made afresh on every ``state.ledger`` (it holds nothing but the record)."""

    __slots__ = ("record",)

    def __init__(self, record):
        self.record = record

    @property
    def stacks(self) -> tuple:
        return self.record.__dict__[CHIPS]

    @stacks.setter
    def stacks(self, values) -> None:
        setattr(self.record, CHIPS, tuple(values))

    @property
    def pot(self) -> int:
        return self.record.__dict__.get(POT_FIELD) or 0

    @property
    def stakes(self):
        return self.record.__dict__.get(STAKES) or _NO_STAKES

    def _has_pot(self) -> bool:
        return POT_FIELD in self.record.__dict__

    def _add(self, account: str, amount: int) -> None:
        d = self.record.__dict__          # (a Record: its fields are its __dict__)
        stacks = d[CHIPS]
        s = _SEATS.get(account)
        if s is None or s >= len(stacks):
            kind, _, name = account.partition(":")
            if kind == "stake":
                stakes = dict(d[STAKES])
                stakes[name] += amount
                d[STAKES] = MappingProxyType(stakes)
                return
            if kind != "player":
                d[POT_FIELD] += amount
                return
            s = self._seat(name)
        d[CHIPS] = stacks[:s] + (stacks[s] + amount,) + stacks[s + 1:]

    def __repr__(self):
        return f"RecordLedger(stacks={self.stacks}, stakes={dict(self.stakes)}, pot={self.pot})"


class LedgerField:
    """``state.ledger`` of a state whose public record keeps one (``open_ledger``): a
    RecordLedger over ``state.pub``; AttributeError when the record keeps none. A state that
    still holds a ledger of its own in ``state.ledger`` (an instance attribute) is not
    affected: this descriptor gives way to it."""

    def __get__(self, state, owner=None):
        if state is None:
            return self
        pub = state.__dict__.get("pub")
        if pub is None or pub.__dict__.get(CHIPS) is None:
            raise AttributeError(f"{type(state).__name__} keeps no chip ledger")
        return RecordLedger(pub)


def split_by_ratio(total: int, weights) -> list[int]:
    """Split ``total`` chips in proportion to ``weights`` by largest remainder; equal
    remainders go to the larger weight first (then to the earlier one). Exact shares are
    kept: 25 over 3:4:5:6:7 is 3, 4, 5, 6, 7."""
    weights = list(weights)
    wsum = sum(weights)
    if total < 0 or wsum <= 0 or any(w < 0 for w in weights):
        raise ChipError(f"cannot split {total} over {weights}")
    base = [total * w // wsum for w in weights]
    rems = [total * w % wsum for w in weights]
    left = total - sum(base)
    order = sorted(range(len(weights)), key=lambda i: (-rems[i], -weights[i], i))
    for i in order[:left]:
        base[i] += 1
    return base
