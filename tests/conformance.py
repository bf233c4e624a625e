"""The conformance kit: what every registered game must satisfy, checked from outside.

``tests/test_conformance.py`` runs it over every game of the registry, at several seat
counts and option sets drawn by Hypothesis. The checks:

* an illegal action (or a wrong seat, or an action after the end) raises a ``RulesError``
  and changes nothing (``fingerprint`` before and after);
* a save replays into the same game (``record.dumps``/``loads``: every view, the legal
  actions, the history, and the next action's events);
* no view and no redacted event shows a card its seat may not see: "may see" comes from
  the true state through the game's ``Secrets`` (below), not from the view; each visible
  card of a view is the real card of that slot, each known card really is in its zone,
  and a card a view shows was shown to that seat by some event (``Oracle``, the kit's
  own account of who knows what, independent of the game's secrecy); the log
  lines made from redacted events name no other card;
* two actions that a seat's redacted events cannot tell apart leave it the same view, and
  the search observing from that seat keys them as one move (``check_information_set``);
* a world sampled from a view reproduces it;
* every card of the deck lies in exactly one zone of the true state, and chips are
  conserved (every chip move is a ``chips`` event);
* random and rule-bot playouts end within ``MAX_ACTIONS``.

Who may see which card is decided twice: by the kit's own ``Oracle`` (from the events each
seat received since the deal — the contract), and by the game's ``Secrets`` (read from the
true state; for the tabletop games, from the zone specs that also build the view — a second
opinion, which catches an event that shows what the rules keep private). A game that needs
the kit to know something the events do not say has it in ``tests/kit_manifest.py``, with
the reason; every registered game has an entry there. ``tests/test_kit_mutants.py`` plants a
fault per check and asserts that the kit catches it.
"""
from __future__ import annotations

import random
import re
from collections import Counter

from app.wording import Wording
from rules import record
from rules.actions import Action
from rules.bots import make_bot
from rules.cards import Card
from rules.errors import BadOption, GameOver, RulesError
from rules.events import check_event
from rules.tabletop import TableState

MAX_ACTIONS = 30_000      # no game of the registry comes near (Лентюрлю's ten deals: ~3,000)


# ---------------------------------------------------------------------- per-game secrets
class Secrets:
    """What the kit needs to know about a family, read from the true state."""

    def zones(self, s) -> dict:
        """{zone name: list of the real cards}, the same names and order as the view's zones."""
        raise NotImplementedError

    def hidden(self, s, seat) -> list:
        """The cards (a multiset) that ``seat`` (None = a spectator) may neither see nor
        know the place of."""
        raise NotImplementedError

    def reveals(self, event, events, before) -> bool:
        """A public event of an action whose cards the rules hide again within that same
        action (a deal that ends, its hands shown, and is re-dealt at once)."""
        return False


class DurakSecrets(Secrets):
    def zones(self, s):
        z = {f"hand{i}": list(s.zones[f"hand{i}"]) for i in range(s.seats)}
        z["stock"] = list(s.zones["stock"])         # (before trumps are named: the pack to deal)
        z["attack"] = list(s.zones["attack"])
        z["defence"] = [c for c in s.zones["defence"] if c is not None]
        z["discard"] = list(s.zones["discard"])
        return z

    def hidden(self, s, seat):
        out = []
        for o in range(s.seats):
            hand = s.zones[f"hand{o}"]
            # «Слепой»: a player sees every hand but his own; elsewhere only his own.
            secret = (seat is None or seat == o) if s.R.blind else seat != o
            if secret:
                out.extend(c for c in hand if c not in s.pub.public_cards[o])
        out.extend(c for c in s.zones["stock"] if c != s.pub.trump_card and c not in s.known.get("stock", ()))
        if s.R.verish and s.pub.phase in ("defend", "verdict") and seat != s.pub.defender_seat:
            out.extend(c for c in s.zones["defence"] if c is not None)      # face-down covers
        return out


class LenturluSecrets(Secrets):
    def zones(self, s):
        from rules.games.lenturlu import STAKE_ZONES
        z = {f"hand{i}": list(h) for i, h in enumerate(s.hands)}
        z.update(talon=list(s.talon), run=list(s.run), played=list(s.played))
        z.update({name: list(zone.cards) for name, zone in STAKE_ZONES.items()})   # the board: a second pack
        return z

    def hidden(self, s, seat):
        out = list(s.talon)
        if not (s.revealed and s.match_over):
            for o, hand in enumerate(s.hands):
                if o != seat:
                    out.extend(hand)
        return out

    def reveals(self, event, events, before):
        # The last card of a deal and the hands shown at its end are public; the new deal,
        # in the same action, shuffles them away.
        return event.visible_to is None and any(e.what == "new_deal" for e in events)


class KometaSecrets(LenturluSecrets):
    """Комета and Манилья: Лентюрлю's secrecy without the board."""

    def zones(self, s):
        z = {f"hand{i}": list(h) for i, h in enumerate(s.hands)}
        z.update(talon=list(s.talon), run=list(s.run), played=list(s.played))
        return z


class TableSecrets(Secrets):
    """Any game built on rules.tabletop: its zones are the truth; a seat may not see the cards
    of a zone whose faces it does not see, unless they are publicly known to lie there.
    (The faces are read from the zone specs, not from the view; a game that overrides
    ``shows`` gives its own Secrets.)"""

    def zones(self, s):
        return {name: [c for c in cards if c is not None] for name, cards in s.zones.items()}

    def hidden(self, s, seat):
        from rules.view import face_shows
        out = []
        for name, cards in s.zones.items():
            sp = s.spec[name]
            if not face_shows(sp.face, sp.owner, seat):
                rest = Counter(c for c in cards if c is not None) - Counter(s.known.get(name, ()))
                out.extend(rest.elements())
        return out


def _secret_table():
    from rules.games.durak.engine import DurakState
    from rules.games.lenturlu import LenturluState
    from rules.games.kometa import KometaState
    return ((DurakState, DurakSecrets()), (LenturluState, LenturluSecrets()), (KometaState, KometaSecrets()))


def secrets_of(state) -> Secrets:
    for cls, sec in _secret_table():
        if isinstance(state, cls):
            return sec
    own = getattr(state, "conformance_secrets", None)      # a tabletop game with finer secrecy
    if own is not None:
        return own()
    if isinstance(state, TableState):
        return TableSecrets()
    raise AssertionError(f"{state.game.id}: the conformance kit has no Secrets for {type(state).__name__}; "
                         "add one to tests/conformance.py")


# ---------------------------------------------------------------------- setups
def seat_counts(game) -> tuple:
    """Two seats (or the fewest), one more, the middle and the most."""
    lo, hi = game.min_seats, game.max_seats
    return tuple(sorted({lo, min(lo + 1, hi), (lo + hi) // 2, hi}))


def start(game, seats, seed, options):
    """The game, or None when the rules refuse this option set at this seat count."""
    try:
        return game.start(seats, seed, options)
    except BadOption:
        return None


def readers(s) -> list:
    return [None, *range(s.seats)]


def play_random(s, steps: int, rng) -> None:
    for _ in range(steps):
        if s.over:
            return
        s.apply(rng.choice(s.legal_actions()))


# ---------------------------------------------------------------------- fingerprints
def fingerprint(s) -> tuple:
    """Everything observable of a state: every view, the legal list, the history, the real
    zones and the chips."""
    led = getattr(s, "ledger", None)
    zones = secrets_of(s).zones(s)
    return (tuple(s.view(v) for v in readers(s)), tuple(s.legal_actions()), tuple(s.history),
            s.to_move, s.over, tuple((k, tuple(v)) for k, v in sorted(zones.items())),
            None if led is None else (tuple(led.stacks), tuple(sorted(led.stakes.items())), led.pot))


def illegal_candidates(s, rng) -> list:
    """Actions that are not legal now, made by spoiling legal ones."""
    legal = s.legal_actions()
    deck = list(s.view(None).deck)
    out = [Action("no_such_move"), Action("no_such_move", (deck[0],), "nowhere", 3, "x")]
    for a in rng.sample(legal, min(len(legal), 4)):
        out.append(Action(a.kind, a.cards, a.zone, (a.index or 0) + 997, a.value))
        out.append(Action(a.kind, a.cards, a.zone, a.index, "bogus"))
        out.append(Action(a.kind, a.cards, "nowhere", a.index, a.value))
        out.append(Action(a.kind, a.cards + (rng.choice(deck),), a.zone, a.index, a.value))
        if a.cards:
            out.append(Action(a.kind, (), a.zone, a.index, a.value))
            out.append(Action(a.kind, (rng.choice(deck),) * len(a.cards), a.zone, a.index, a.value))
    return [a for a in out if not s.is_legal(a) and a not in legal]


def check_refused(s, action, seat=None) -> None:
    """Applying ``action`` raises a RulesError and leaves the state exactly as it was."""
    before = fingerprint(s)
    try:
        s.apply(action, seat)
    except RulesError:
        pass
    else:
        raise AssertionError(f"{s.game.id}: {action!r} (seat {seat}) was accepted")
    assert fingerprint(s) == before, f"{s.game.id}: a refused {action!r} changed the state"


def check_illegal_actions(s, rng, extra=()) -> int:
    n = 0
    for a in illegal_candidates(s, rng) + [a for a in extra if a not in s.legal_actions()]:
        check_refused(s, a)
        n += 1
    check_refused(s, "pass")                     # not an Action at all
    if not s.over and s.seats > 1:
        wrong = (s.to_move + 1) % s.seats
        check_refused(s, s.legal_actions()[0], wrong)
    return n


# ---------------------------------------------------------------------- saves
def check_round_trip(s, rng) -> None:
    loaded, meta = record.loads(record.dumps(s, {"k": 1}))
    assert meta == {"k": 1} and loaded.history == s.history and loaded.seed == s.seed
    for v in readers(s):
        assert loaded.view(v) == s.view(v), f"{s.game.id}: seat {v}'s view differs after a load"
    assert loaded.legal_actions() == s.legal_actions() and loaded.result() == s.result()
    if not s.over:
        a = rng.choice(s.legal_actions())
        twin = s.clone()
        assert loaded.apply(a) == twin.apply(a), f"{s.game.id}: a loaded game plays on differently"
        assert all(loaded.view(v) == twin.view(v) for v in readers(s))


# ---------------------------------------------------------------------- what a seat sees
CARD_WORD = re.compile(r"(10|[2-9]|[ВДКТJQKA])([♠♣♥♦])")
SUIT = {"♠": "S", "♣": "C", "♥": "H", "♦": "D"}
RANK = {"В": 11, "Д": 12, "К": 13, "Т": 14, "J": 11, "Q": 12, "K": 13, "A": 14}


def named_in(lines) -> set:
    """(rank, suit) of every card a line of words names."""
    out = set()
    for line in lines:
        for r, s in CARD_WORD.findall(line):
            out.add((RANK.get(r) or int(r), SUIT[s]))
    return out


def _codes(cards) -> list:
    return sorted(c.code for c in cards)


def shown_by(view) -> Counter:
    """The cards a view shows or places (a known card shown face up counts once)."""
    cards = []
    for z in view.zones.values():
        vis = z.visible
        cards.extend(vis)
        if z.known:
            cards.extend((Counter(z.known) - Counter(vis)).elements() if vis else z.known)
    return Counter(cards)


class Truth:
    """The true state's cards and, per reader, the cards he may see or place."""

    def __init__(self, s):
        self.state = s
        self.secrets = secrets_of(s)
        self.zones = self.secrets.zones(s)
        self.all = Counter(c for cards in self.zones.values() for c in cards)
        self._allowed = {}

    def allowed(self, seat) -> Counter:
        a = self._allowed.get(seat)
        if a is None:
            a = self._allowed[seat] = self.all - Counter(self.secrets.hidden(self.state, seat))
        return a


def check_cards_conserved(s, truth: Truth, deck) -> None:
    assert truth.all == Counter(deck), f"{s.game.id}: cards not conserved"


def check_view(s, seat, truth: Truth, oracle=None) -> None:
    """The view of ``seat`` tells the truth (each visible card is the real card of its slot,
    each known card lies in its zone) and shows nothing the seat may not see: by the
    ``oracle`` (the events it received), and by the game's ``Secrets`` (a second opinion,
    read from the true state)."""
    v = s.view(seat)
    gid = s.game.id
    assert set(v.zones) == set(truth.zones), f"{gid}: the view's zones are not the state's"
    free = 0
    for name, z in v.zones.items():
        real = truth.zones[name]
        assert len(z.cards) == len(real), f"{gid}: zone {name} has the wrong size in seat {seat}'s view"
        for c, r in zip(z.cards, real):
            assert c is None or c == r, f"{gid}: zone {name} shows {c} where {r} lies"
        free += z.cards.count(None)
        if z.known:
            extra = Counter(z.known) - Counter(real)
            assert not extra, f"{gid}: {_codes(extra)} are 'known' in {name} but are not there"
            free -= sum((Counter(z.known) - Counter(z.visible)).values())
    shown = shown_by(v)
    leaked = shown - truth.allowed(seat)
    assert not leaked, f"{gid}: seat {seat}'s view shows {_codes(leaked)}, which it may not see"
    if oracle is not None:
        oracle.check_view(s, seat)
    assert len(v.unseen()) == free, f"{gid}: seat {seat}'s unseen cards do not fill its hidden slots"
    assert (seat is not None and seat == s.to_move) == bool(v.legal) or not s.legal_actions()


def check_events(s, events, before: Truth, after: Truth, rs) -> None:
    """Each event, redacted for a reader, carries only cards that reader may see before or
    after the action (or that the rules reveal at that moment); for the readers ``rs``."""
    sec = secrets_of(s)
    for e in events:
        check_event(e)
        for v in readers(s):
            if e.visible_to is not None and (v is None or v not in e.visible_to):
                assert e.for_seat(v).cards == (), f"{s.game.id}: {e.what} shows hidden cards to seat {v}"
        for v in rs:
            red = e.for_seat(v)
            named = red.cards + tuple(_cards_in(val for _, val in red.data))
            if named and not sec.reveals(e, events, before.state):
                for c in named:
                    assert before.allowed(v)[c] or after.allowed(v)[c], \
                        f"{s.game.id}: a {e.what} event shows {c} to seat {v}"


def replay_events(view, events) -> dict:
    """A seat's zones after an action, from its view before and the action's events redacted
    for it: each card-moving event takes its cards (or, where the seat cannot see them,
    ``count`` unseen slots) out of its source and puts them, or unseen slots, on its
    destination; a ``deal`` from no zone comes from the pack, a ``gather`` to no zone goes
    back to it. Returns {zone: Counter of what the seat sees there, None for unseen}."""
    zones = {name: Counter(z.cards) for name, z in view.zones.items()}
    for e in events:
        if not e.count or (e.dst is None and e.what != "gather"):
            continue                                  # (a card shown in place: src and no dst)
        red = e.for_seat(view.seat)
        cards = red.cards or (None,) * e.count
        if e.src is not None:                         # (None: from the pack, dealt)
            src = zones[e.src]
            for c in cards:
                take = c if src[c] > 0 else None      # a card shown only now came out of a hidden slot
                if take is None and src[None] == 0 and c is None and +src:
                    take = next(iter(+src))           # unnamed cards of a zone it sees: any of them
                assert src[take] > 0, \
                    f"{view.game}: a {e.what} event takes {c} from {e.src}, where seat {view.seat} sees none"
                src[take] -= 1
        if e.dst is not None:                         # (None: gathered for the shuffle)
            for c in cards:
                zones[e.dst][c] += 1
    return {name: +cnt for name, cnt in zones.items()}


def check_events_give_views(game_id, before: dict, events, after: dict) -> None:
    """For each reader: its view before, with the action's events redacted for it, gives its
    view after — as zone contents, up to the cards the new view shows in slots it could not
    see before (a card turned over, a hand laid open) or hides again (a card gone face down)."""
    for v, vb in before.items():
        got = replay_events(vb, events)
        va = after[v]
        for name, z in va.zones.items():
            want = Counter(z.cards)
            have = got[name]
            assert sum(have.values()) == sum(want.values()), (
                f"{game_id}: seat {v}: the events give {sum(have.values())} cards in {name}, "
                f"the view shows {sum(want.values())}")
            # cards the events put there and the view no longer shows must be ones it now hides;
            # cards the view shows that the events did not put there must fill slots unseen before
            gone = have - want
            gone[None] = 0
            new = want - have
            new[None] = 0
            assert sum((+gone).values()) <= want[None], (
                f"{game_id}: seat {v}: {_codes(+gone)} should be in {name} after the events, the view has them not")
            assert sum((+new).values()) <= have[None], (
                f"{game_id}: seat {v}: {name} shows {_codes(+new)}, which no event put there")


def _cards_in(values):
    for v in values:
        if isinstance(v, Card):
            yield v
        elif isinstance(v, (tuple, frozenset)):
            yield from _cards_in(v)


class Oracle:
    """Who may know which card, and where it may lie, computed from the events each reader
    received since the deal (``Event.for_seat``) and from nothing else — not the zone specs,
    not the view, not the game's own secrecy.

    Per reader, a card is *known* once an event redacted for him carried it (in its cards),
    and from then on stays known (a card seen stays seen: remembering is no leak). Where the
    deck holds every card once, the oracle also keeps the zones where the reader may believe
    each known card lies: a move that names the card puts it at its destination; a card shown
    in place (a ``show``) lies at its source (and its destination, for a hand laid open on the
    table); a move he sees only as a count, out of a zone where he knows cards, may have taken
    any of them, so they may lie at its destination too. A card named with no place (the
    trump named, a lot) is known anywhere. The only game knowledge is the manifest's
    (``tests/kit_manifest.py``): a board public from the start.

    Two checks follow: a view may show (face up or as ``known``) only cards its reader knows,
    in a zone where he may believe them (``check_view``); and an event may name a card in its
    data only if its reader knew the card before or the same event shows it (``feed``) — a
    card smuggled in a data field is a leak the redaction missed."""

    ANY = None

    def __init__(self, s, start_events=(), kit=None):
        from kit_manifest import entry
        self.game = s.game.id
        kit = kit or entry(self.game)
        deck = s.view(None).deck
        self.places = len(set(deck)) == len(deck)      # a multiset deck: who knows which copy?
        self.known = {v: {} for v in readers(s)}
        if kit.public_from_start:
            zones = secrets_of(s).zones(s)
            for name, cards in zones.items():
                if name.startswith(kit.public_from_start):
                    for k in self.known.values():
                        for c in cards:
                            k[c] = {name}
        self.feed(start_events)

    def feed(self, events) -> None:
        for e in events:
            for v, k in self.known.items():
                r = e.for_seat(v)
                if r.data:
                    smuggled = [c for c in _cards_in(val for _, val in r.data) if c not in k and c not in r.cards]
                    assert not smuggled, (f"{self.game}: a {e.what} event names {_codes(smuggled)} in its data "
                                          f"to seat {v}, which no event showed it")
                if r.cards:
                    if r.kind in ("deal", "move"):
                        where = {r.dst}
                    elif r.src is not None:
                        where = {r.src} if r.dst is None else {r.src, r.dst}
                    else:
                        where = self.ANY
                    for c in r.cards:
                        if where is self.ANY:
                            k.setdefault(c, self.ANY)
                        else:
                            k[c] = set(where)
                elif r.count and (r.dst is not None or r.what == "gather"):
                    for zs in k.values():
                        if zs is not self.ANY and r.src in zs:
                            zs.add(r.dst)

    def check_view(self, s, seat) -> None:
        """Every card the view of ``seat`` shows or places is known to it, where it may lie."""
        k = self.known[seat]
        for name, z in s.view(seat).zones.items():
            for c in set(z.visible) | set(z.known):
                assert c in k, f"{self.game}: seat {seat}'s view shows {c} in {name}, which no event showed it"
                zs = k[c]
                assert not self.places or zs is self.ANY or name in zs, (
                    f"{self.game}: seat {seat}'s view places {c} in {name}; the events it saw put it in "
                    f"{sorted(map(str, zs))}")


def check_log(game, s, events, views_before, names) -> None:
    """The log lines made for a reader from his redacted events name only cards he sees
    (in his view before or after, or in those events)."""
    for v in readers(s):
        red = [e.for_seat(v) for e in events]
        allowed = views_before[v] | shown_by(s.view(v)).keys() | {c for e in red for c in e.cards}
        allowed = {(c.rank, c.suit) for c in allowed}
        phrases = game.describe(red)
        leaked = {(c.rank, c.suit) for p in phrases for c in p.cards()} - allowed
        assert not leaked, (game.id, v, phrases, leaked)
        for lang in ("ru", "en"):
            for indices in ("ru", "en"):
                lines = Wording(lang, indices, names).lines(phrases)
                leaked = named_in(lines) - allowed
                assert not leaked, (game.id, v, lang, lines, leaked)


# ---------------------------------------------------------------------- chips
class ChipShadow:
    """A copy of the ledger that follows only the ``chips`` events."""

    def __init__(self, s, start_events=()):
        self.led = s.ledger.clone()
        self.total = s.ledger.total()
        if start_events:
            # The opening antes, undone, leave the board and the pot empty.
            before = s.ledger.clone()
            for e in reversed(start_events):
                if e.what == "chips":
                    before.transfer(e.get("to"), e.get("from"), e.get("amount"))
            assert before.board() == 0 and before.pot == 0

    def feed(self, s, events) -> None:
        for e in events:
            if e.what == "chips":
                self.led.transfer(e.get("from"), e.get("to"), e.get("amount"))
        led = s.ledger
        assert led.total() == self.total, f"{s.game.id}: chips created or destroyed"
        assert all(x >= 0 for x in led.stacks) and all(x >= 0 for x in led.stakes.values())
        assert self.led == led, f"{s.game.id}: a chip move without its event"
        # the table draws the chips from the view's named fields: they are the ledger's
        v = s.view(None)
        assert v.chips == tuple(led.stacks), (s.game.id, v.chips, led.stacks)
        assert (v.pot or 0) == led.pot and dict(v.stakes or {}) == dict(led.stakes), (
            s.game.id, v.pot, v.stakes, led.pot, led.stakes)
        assert not {"chips", "pot", "stakes"} & set(v.public), s.game.id


def check_result(s) -> None:
    res = s.result()
    n = s.seats
    assert s.over and s.to_move is None and s.legal_actions() == [] and res is not None
    assert len(res.placings) == n and all(1 <= p <= n for p in res.placings) and min(res.placings) == 1
    assert len(res.scores) == n and all(0.0 <= x <= 1.0 for x in res.scores)
    if getattr(s, "ledger", None) is not None:
        assert res.chips is not None and sum(res.chips) == 0
    check_refused(s, Action("no_such_move"))
    # Any action after the end, even one that was legal at some point, is refused with
    # GameOver and changes nothing.
    for a in (Action("pass"), *s.history[-1:]):
        before = fingerprint(s)
        try:
            s.apply(a)
        except GameOver:
            pass
        else:
            raise AssertionError(f"{s.game.id}: {a!r} was accepted after the end")
        assert fingerprint(s) == before, f"{s.game.id}: a refused {a!r} changed a finished game"


# ---------------------------------------------------------------------- two moves, one view
def _key(events, v):
    red = tuple(e.for_seat(v) for e in events)
    try:
        hash(red)
        return red
    except TypeError:
        return repr(red)


def check_indistinguishable(s) -> int:
    """For every reader: the legal actions whose redacted events are equal leave him the
    same view. Returns the number of such pairs compared."""
    legal = s.legal_actions()
    if len(legal) < 2:
        return 0
    rs = readers(s)
    groups = {v: {} for v in rs}
    for a in legal:
        c = s.clone()
        events = c.apply(a)
        for v in rs:
            groups[v].setdefault(_key(events, v), []).append((a, c))
    pairs = 0
    for v in rs:
        for same in groups[v].values():
            if len(same) < 2:
                continue
            a0, c0 = same[0]
            ref = c0.view(v)
            for a, c in same[1:]:
                assert c.view(v) == ref, (f"{s.game.id}: seat {v} cannot tell {a0} from {a} by the events "
                                          f"but its views differ")
                pairs += 1
    return pairs


# ---------------------------------------------------------------------- the search's information sets
def check_information_set(game, s) -> int:
    """For every seat but the one to move (the observer of the search, rules/bots/ismcts.py):
    the search keys another seat's move by what the observer can tell of it. Two legal moves
    whose events the observer sees alike (``Event.for_seat``, with the slots of zones he cannot
    order left out, as the search does) must get the same key, or the tree would split on a
    card he cannot see (strategy fusion). Returns the number of such pairs compared."""
    from rules.bots.ismcts import ISMCTSBot, _Node, _seen
    legal = s.legal_actions()
    if len(legal) < 2 or s.to_move is None:
        return 0
    outcomes = [(a, s.clone().apply(a)) for a in legal]
    pairs = 0
    for observer in range(s.seats):
        if observer == s.to_move:
            continue
        bot = ISMCTSBot(game, observer, 0, iterations=1)
        view = s.view(observer)
        # The search meets this node deep in its tree, where the observer has no move; a bot
        # starts only on a view with one, so this fresh view is given a stand-in move.
        view.__dict__["legal"] = (Action("probe"),)
        bot.start(view)
        node, world = _Node(), s.clone()
        seen = [tuple(_seen(ev, observer, bot._unordered) for ev in events) for _, events in outcomes]
        bot._observed_keys(node, world, legal)
        # The search learns which cards a kind of move shows by trying one, and corrects
        # itself when a move of that kind played there shows others (``_check_shown``): the
        # keys it settles on, once every legal move has been played, are the ones checked.
        # (Until then it may split: «Мушка» with Памфил keys every throw apart after trying the
        # Памфил, which is thrown face up, until a face-down throw is played.)
        for (a, _), obs in zip(outcomes, seen):
            if a.cards:
                bot._check_shown(node, a, obs)
        keys = bot._observed_keys(node, world, legal)
        by_obs = {}
        for (a, _), obs, k in zip(outcomes, seen, keys):
            by_obs.setdefault(_key_of(obs), []).append((a, k))
        for same in by_obs.values():
            a0, k0 = same[0]
            for a, k in same[1:]:
                assert k == k0, (f"{game.id}: seat {observer} sees {a0} and {a} alike, but the search "
                                 f"keys them apart ({k0!r} / {k!r}): a node split on a hidden card")
                pairs += 1
    return pairs


def _key_of(obs):
    try:
        hash(obs)
        return obs
    except TypeError:
        return repr(obs)


# ---------------------------------------------------------------------- sampled worlds
def check_sampler(game, s, seat, rng) -> None:
    v = s.view(seat)
    w = game.world_sampler(v).sample(rng)
    assert w.view(seat) == v, f"{game.id}: a world sampled for seat {seat} shows another view"
    check_cards_conserved(w, Truth(w), v.deck)
    if getattr(s, "ledger", None) is not None:
        assert w.ledger == s.ledger, f"{game.id}: a sampled world has other chips"
    if not w.over:
        w.apply(rng.choice(w.legal_actions()))          # and it plays on


# ---------------------------------------------------------------------- playouts
def some_readers(s, rng) -> list:
    """Every reader at a small table; at a large one the spectator, the seat to move and
    one other (a view per seat per action would cost more than the game)."""
    if s.seats <= 4:
        return readers(s)
    out = [None, rng.randrange(s.seats)]
    if s.to_move is not None and s.to_move not in out:
        out.append(s.to_move)
    return out


def playout(game, seats, seed, options, bots="random", every=1, log_every=0, sampler_every=0,
            pairs_every=0, stats=None, pick=None):
    """One game to its end, checking at every ``every``-th action (and the first few; none
    with 0): the views against the truth and the oracle, the events, the cards; the chips
    at every action and the result at the end; the log every ``log_every``-th, a sampled world every ``sampler_every``-th and
    the pairs of indistinguishable actions and the search's keys every ``pairs_every``-th action. ``bots``:
    ``random``, ``rule`` or ``mixed`` (rule, random, easy around the table). ``pick(step, legal)``,
    when given, chooses the move (an index into the legal actions, drawn by Hypothesis so that a
    failure shrinks to a short game) until it answers None; then the bots play on."""
    s = game.start(seats, seed, options)
    rng = random.Random(seed)
    start_events = list(s.start_events)
    deck = s.view(None).deck
    names = [f"P{i}" for i in range(seats)]
    oracle = Oracle(s, start_events)
    chips = ChipShadow(s, start_events) if getattr(s, "ledger", None) is not None else None
    levels = {"random": ("random",), "rule": ("rule",), "mixed": ("rule", "random", "easy")}[bots]
    players = [None if levels[i % len(levels)] == "random" else make_bot(levels[i % len(levels)], game, i, seed)
               for i in range(seats)]
    truth = Truth(s)
    check_cards_conserved(s, truth, deck)
    if every:
        for v in readers(s):
            check_view(s, v, truth, oracle)
    if log_every:
        check_log(game, s, start_events, {v: set() for v in readers(s)}, names)     # the deal, the antes
    stats = stats if stats is not None else Counter()
    steps = 0
    while not s.over:
        seat = s.to_move
        checking = bool(every) and (steps < 4 or steps % every == 0)
        if pairs_every and steps % pairs_every == 0:
            stats["pairs"] += check_indistinguishable(s)
            stats["infosets"] += check_information_set(game, s)
        if sampler_every and steps % sampler_every == 0:
            check_sampler(game, s, seat, rng)
            check_sampler(game, s, rng.randrange(seats), rng)
            stats["worlds"] += 2
        logging = log_every and steps % log_every == 0
        rs = some_readers(s, rng)
        views_before = {v: set(shown_by(s.view(v))) for v in readers(s)} if logging else None
        before = Truth(s.clone()) if checking else None
        views_then = {v: s.view(v) for v in rs} if checking else None
        bot = players[seat]
        legal = s.legal_actions()
        i = pick(steps, legal) if pick is not None else None
        if i is not None:
            a = legal[i]
        else:
            pick = None
            a = rng.choice(legal) if bot is None else bot.decide(s.view(seat))
        events = s.apply(a, seat)
        oracle.feed(events)
        if chips is not None:
            chips.feed(s, events)
        steps += 1
        assert steps <= MAX_ACTIONS, f"{game.id}: no end after {MAX_ACTIONS} actions"
        if checking:
            after = Truth(s)
            check_cards_conserved(s, after, deck)
            check_events(s, events, before, after, rs)
            for v in rs:
                check_view(s, v, after, oracle)
            check_events_give_views(game.id, views_then, events, {v: s.view(v) for v in rs})
            stats["checked"] += 1
        if logging:
            check_log(game, s, events, views_before, names)
    check_result(s)
    stats["games"] += 1
    stats["actions"] += steps
    return s
