"""World sampling: deal the cards a viewer cannot see, consistently with his view.

A search bot never sees the real state. For every iteration it samples a *world*: a
full state whose view for the bot's seat equals the bot's view, with the hidden cards
dealt at random among the hidden places, uniformly among the deals consistent with
everything the view says. Two steps:

1. ``WorldSampler.sample_assignment(rng)`` fills every hidden slot (a ``None`` in a
   zone's ``cards``) with a card — this module, generic;
2. ``Game.determinize(view, assignment, rng)`` turns that into a State — each game
   (see the contract in ``rules/game.py``).

``Game.world_sampler(view)`` returns the sampler; a game with unusual secrecy that
the conventions below cannot express overrides it with its own object offering
``sample(rng) -> State`` and ``sample_assignment(rng) -> dict`` (the tests use both).

What the generic sampler reads from a view
-------------------------------------------

* **Hidden slots**: every ``None`` in ``zone.cards``, in every zone. A zone's hidden
  slots are filled in the order they appear in ``zone.cards``.
* **Known cards** (``zone.known``): cards publicly known to be in that zone (a pile
  picked up in sight of all). Those not visible in the zone fill its hidden slots
  first, in the order of ``known``; the remaining slots get unseen cards. In a zone
  with fixed places (``zone.positions`` set, like the ring) known cards are placed
  among the zone's hidden slots at random, since their places are not known.
* **Unseen cards**: ``view.unseen()`` — the deck minus every visible or known card
  (as multisets: a deck may hold a card twice, like Лентюрлю's board cards). They are
  dealt uniformly at random among the remaining hidden slots. Every card of
  ``view.deck`` must therefore lie in some zone of the view (a discard pile the viewer
  cannot see is a zone of ``None`` cards, not a gap).
* **Constraints** (optional, in ``view.public``):

  - ``"void_suits"``: ``{seat: suits}`` — the seat has shown he holds no card of these
    suits (he did not follow suit). None of the unseen cards of those suits is dealt to
    a zone of kind ``"hand"`` owned by that seat.
  - ``"not_in"``: ``{zone name: cards}`` — these cards are known *not* to be in that
    zone (the general form of the above).
  - ``"holds_one_of"``: ``{zone name: (cards, cards, …)}`` — for each tuple of cards,
    the zone holds at least one of them (a player who must hold a card of some rank to
    have played as he did). Deals breaking it are drawn again (rejection keeps the
    draw uniform); if none of ``MAX_REJECTIONS`` draws fits, ``SamplingError``.

  A game whose history implies more than its zones say puts it here, or the sampler
  deals worlds the real game could not reach.

  With constraints, the deal is still exactly uniform among the consistent deals: the
  sampler counts the consistent deals exactly (cards with the same set of allowed zones
  form a class; counted class by class or zone by zone, whichever has fewer states) and
  draws from those counts; no rejection, no bias.

Weighed deals
-------------

A game whose bids, calls or plays tell about the hands may set ``Game.weighs_worlds``:
``Game.world_sampler`` then wraps the uniform sampler in ``WeightedSampler``, which
draws the deals in proportion to how likely the other seats' observed decisions are in
each (by default under their rule policies, see ``Game.decision_likelihood``).

A view that contradicts itself (more known cards than hidden slots, more or fewer
unseen cards than free slots, constraints that no deal satisfies) raises
``SamplingError`` when the sampler is built.
"""
from __future__ import annotations

import random
from math import comb, factorial

from .errors import RulesError


class SamplingError(RulesError):
    """The view cannot be completed into a consistent world."""


MAX_REJECTIONS = 10_000
EXACT_STATES = 2_000        # the exact count's states at most (either order: ~50 ms), else swaps
SWAPS_PER_CARD = 12


class WorldSampler:
    """Built once per view (cheap), then ``sample(rng)`` as often as needed."""

    def __init__(self, game, view):
        self.game = game
        self.view = view
        zones = view.zones
        # Hidden zones: (name, hidden slot indices, known cards to place, positional?).
        self._zones = []
        free = []
        for name, z in zones.items():
            slots = [i for i, c in enumerate(z.cards) if c is None]
            if not slots:
                continue
            known = []
            if z.known:                     # known minus visible, as multisets
                vis = list(z.visible)
                for c in z.known:
                    if c in vis:
                        vis.remove(c)
                    else:
                        known.append(c)
            if len(known) > len(slots):
                raise SamplingError(f"{view.game}: zone {name} has {len(slots)} hidden cards "
                                    f"but {len(known)} cards known to be there")
            self._zones.append((name, tuple(slots), tuple(known), z.positions is not None, z))
            free.append(len(slots) - len(known))
        self.unseen = tuple(view.unseen())
        if len(self.unseen) != sum(free):
            raise SamplingError(f"{view.game}: {len(self.unseen)} unseen cards for "
                                f"{sum(free)} free hidden slots")
        self._free = tuple(free)
        self._template = {name: list(z.cards) for name, _s, _k, _p, z in self._zones}
        self._classes = self._build_classes(view)
        self._constrained = len(self._classes) > 1 or (
            bool(self._classes) and self._classes[0][1] != self._all_zones)
        self._memo: dict = {}
        self._options: dict = {}
        # exact when either order of the count stays small; else a consistent deal found by
        # augmenting paths, then mixed by random swaps (``_deal_by_swaps``: close to uniform)
        self._exact = not self._constrained or min(self._order_bounds()) <= EXACT_STATES
        self._by_zone = self._constrained and self._exact and self._pick_order()
        self._zone_classes = {zi: tuple(ci for ci, (_c, allowed) in enumerate(self._classes) if zi in allowed)
                              for zi in self._all_zones} if self._by_zone else {}
        holds = view.constraints.get("holds_one_of") or {}
        self._holds = tuple((name, tuple(tuple(g) for g in groups)) for name, groups in holds.items()
                            if name in self._template and groups)
        if self._constrained and (self.count() == 0 if self._exact else self._first_deal(random.Random(0)) is None):
            raise SamplingError(f"{view.game}: no deal of the unseen cards fits the view's constraints")

    # --- constraints ------------------------------------------------------------
    def _build_classes(self, view):
        """Group the unseen cards by the tuple of zone indices each may go to."""
        names = [zn[0] for zn in self._zones]
        banned: dict = {}     # zone index -> set of cards that may not go there
        pub = view.constraints
        void = pub.get("void_suits") or {}
        if void:
            for zi, (_n, _s, _k, _p, z) in enumerate(self._zones):
                if z.kind == "hand" and z.owner in void:
                    suits = set(void[z.owner])
                    banned.setdefault(zi, set()).update(c for c in self.unseen if c.suit in suits)
        not_in = pub.get("not_in") or {}
        for zname, cards in not_in.items():
            if zname in names:
                banned.setdefault(names.index(zname), set()).update(cards)
        all_zones = self._all_zones = tuple(i for i, f in enumerate(self._free) if f > 0)
        if not banned:
            return [(list(self.unseen), all_zones)] if self.unseen else []
        classes: dict = {}
        for c in self.unseen:
            allowed = tuple(i for i in all_zones if c not in banned.get(i, ()))
            if not allowed:
                raise SamplingError(f"{view.game}: card {c.code} cannot be in any hidden zone")
            classes.setdefault(allowed, []).append(c)
        return [(cards, allowed) for allowed, cards in classes.items()]

    # --- exact counting ---------------------------------------------------------
    # Two orders of the same count. By class (cards with the same allowed zones), the state
    # is what each zone can still take: small for few zones. By zone, the state is what each
    # class has left: small for few classes — ten seats with suit voids (Шиф-шоф-шум) make
    # the first order explode (millions of states), the second a few hundred. ``_by_zone``
    # picks the order with the smaller bound on its states.
    def _order_bounds(self) -> tuple:
        """Bounds on the states of each order: (by class, by zone)."""
        by_class = 1
        for f in self._free:
            by_class *= f + 1
        by_zone = 1
        for cards, _allowed in self._classes:
            by_zone *= len(cards) + 1
        return by_class, by_zone

    def _pick_order(self):
        by_class, by_zone = self._order_bounds()
        return by_zone < by_class

    def _splits(self, count, allowed, caps):
        """Every way to split ``count`` among ``allowed`` (indices into ``caps``) within ``caps``."""
        out = []

        def rec(k, left, acc):
            if k == len(allowed) - 1:
                if left <= caps[allowed[k]]:
                    out.append(acc + (left,))
                return
            for x in range(min(left, caps[allowed[k]]) + 1):
                rec(k + 1, left - x, acc + (x,))
        if allowed:
            rec(0, count, ())
        elif count == 0:
            out.append(())
        return out

    def count(self) -> int | None:
        """Number of consistent deals (up to the order inside each zone); None where the
        constraints are too tangled to count (the sampler then mixes by swaps)."""
        if not self._exact:
            return None
        if self._by_zone:
            return self._count_zone(0, tuple(len(cards) for cards, _a in self._classes))
        return self._count_class(0, self._free)

    def _count_class(self, i: int, caps: tuple) -> int:
        """Ways to deal classes i… into zones that can still take ``caps``."""
        if i == len(self._classes):
            return 1 if not any(caps) else 0
        key = (i, caps)
        hit = self._memo.get(key)
        if hit is not None:
            return hit
        cards, allowed = self._classes[i]
        total = 0
        opts = []
        n_fact = factorial(len(cards))
        for split in self._splits(len(cards), allowed, caps):
            rest = list(caps)
            w = n_fact
            for zi, x in zip(allowed, split):
                rest[zi] -= x
                w //= factorial(x)
            sub = self._count_class(i + 1, tuple(rest))
            if sub:
                total += w * sub
                opts.append((total, split, tuple(rest)))
        self._memo[key] = total
        self._options[key] = (total, opts)
        return total

    def _count_zone(self, j: int, left: tuple) -> int:
        """Ways to fill zones j… (in ``_all_zones`` order) from what each class has ``left``."""
        zones = self._all_zones
        if j == len(zones):
            return 1 if not any(left) else 0
        key = (j, left)
        hit = self._memo.get(key)
        if hit is not None:
            return hit
        zi = zones[j]
        takers = self._zone_classes[zi]
        total = 0
        opts = []
        for split in self._splits(self._free[zi], takers, left):
            rest = list(left)
            w = 1
            for ci, x in zip(takers, split):
                w *= comb(left[ci], x)
                rest[ci] -= x
            sub = self._count_zone(j + 1, tuple(rest))
            if sub:
                total += w * sub
                opts.append((total, split, tuple(rest)))
        self._memo[key] = total
        self._options[key] = (total, opts)
        return total

    # --- sampling ---------------------------------------------------------------
    def sample_assignment(self, rng) -> dict:
        """{zone name: tuple of cards}: each hidden zone's ``cards`` with every None filled."""
        if not self._holds:
            return self._deal(rng)
        for _ in range(MAX_REJECTIONS):
            out = self._deal(rng)
            if all(any(c in out[name] for c in group) for name, groups in self._holds for group in groups):
                return out
        raise SamplingError(f"{self.view.game}: no deal found that meets holds_one_of "
                            f"in {MAX_REJECTIONS} draws")

    # --- too tangled to count: a consistent deal, mixed by swaps ---------------------
    def _first_deal(self, rng) -> list | None:
        """A consistent deal (zone index of each card of ``_cards``), the cards placed in a
        random order, each by an augmenting path when its zones are full; None if none exists."""
        cards = self._cards = [(c, allowed) for cls, allowed in self._classes for c in cls]
        caps = self._free
        assign = [None] * len(cards)
        members = {zi: [] for zi in self._all_zones}

        def place(i, visited):
            zones = list(cards[i][1])
            rng.shuffle(zones)
            for z in zones:
                if z in visited:
                    continue
                visited.add(z)
                if len(members[z]) < caps[z]:
                    members[z].append(i)
                    assign[i] = z
                    return True
                for k in list(members[z]):
                    if place(k, visited):          # k moved to another zone: i takes its place
                        members[z].remove(k)
                        members[z].append(i)
                        assign[i] = z
                        return True
            return False

        order = list(range(len(cards)))
        rng.shuffle(order)
        for i in order:
            if not place(i, set()):
                return None
        return assign

    def _deal_by_swaps(self, rng, dealt) -> None:
        """A random walk on the consistent deals: swap two cards of different zones when each
        may go to the other's. Its proposals are symmetric, so it tends to the uniform deal;
        ``SWAPS_PER_CARD`` steps a card mix it well in practice (not exactly: the price of
        constraints no count can follow)."""
        assign = self._first_deal(rng)
        if assign is None:
            raise SamplingError(f"{self.view.game}: no deal of the unseen cards fits the view's constraints")
        cards = self._cards
        n = len(cards)
        for _ in range(SWAPS_PER_CARD * n if n > 1 else 0):
            i, j = rng.randrange(n), rng.randrange(n)
            zi, zj = assign[i], assign[j]
            if zi != zj and zj in cards[i][1] and zi in cards[j][1]:
                assign[i], assign[j] = zj, zi
        for i, zi in enumerate(assign):
            dealt[zi].append(cards[i][0])
        for d in dealt:
            if len(d) > 1:
                rng.shuffle(d)

    def _deal(self, rng) -> dict:
        dealt = [[] for _ in self._zones]
        if not self._exact:
            self._deal_by_swaps(rng, dealt)
        elif self._by_zone:
            take = [[0] * len(self._free) for _ in self._classes]   # [class][zone] counts
            left = tuple(len(cards) for cards, _a in self._classes)
            for j, zi in enumerate(self._all_zones):
                self._count_zone(j, left)
                total, opts = self._options[(j, left)]
                r = rng.randrange(total)
                for cum, split, rest in opts:
                    if r < cum:
                        break
                for ci, x in zip(self._zone_classes[zi], split):
                    take[ci][zi] = x
                left = rest
            for ci, (cards, _allowed) in enumerate(self._classes):
                pool = list(cards)
                rng.shuffle(pool)
                pos = 0
                for zi, x in enumerate(take[ci]):
                    dealt[zi].extend(pool[pos:pos + x])
                    pos += x
            for d in dealt:
                if len(d) > 1:
                    rng.shuffle(d)
        elif self._constrained:
            caps = self._free
            for i, (cards, allowed) in enumerate(self._classes):
                self._count_class(i, caps)
                total, opts = self._options[(i, caps)]
                r = rng.randrange(total)
                for cum, split, rest in opts:
                    if r < cum:
                        break
                pool = list(cards)
                rng.shuffle(pool)
                pos = 0
                for zi, x in zip(allowed, split):
                    dealt[zi].extend(pool[pos:pos + x])
                    pos += x
                caps = rest
            for d in dealt:
                if len(d) > 1:
                    rng.shuffle(d)
        elif self.unseen:
            pool = list(self.unseen)
            rng.shuffle(pool)
            pos = 0
            for zi, f in enumerate(self._free):
                dealt[zi] = pool[pos:pos + f]
                pos += f
        out = {}
        for zi, (name, slots, known, positional, _z) in enumerate(self._zones):
            fill = list(known) + dealt[zi] if known else dealt[zi]
            if known and positional and len(fill) > 1:
                rng.shuffle(fill)
            cards = self._template[name][:]
            for i, c in zip(slots, fill):
                cards[i] = c
            out[name] = tuple(cards)
        return out

    def sample(self, rng):
        """A full State consistent with the view (``Game.determinize`` of a fresh deal)."""
        return self.game.determinize(self.view, self.sample_assignment(rng), rng)



# --- deals weighed by what the other seats did ------------------------------------------
MAX_WEIGHTED_DRAWS = 200


class WeightedSampler:
    """Deals in proportion to how likely the other seats' observed decisions are in them.

    For a game with ``weighs_worlds`` (``Game.world_sampler`` builds this around the
    uniform ``WorldSampler``). The weight of a deal is the product, over the decisions
    ``Game.observed_decisions(view, deal)`` lists, of ``Game.decision_likelihood`` (by
    default the rule policy's, with a share of random moves: an unbiased estimate in
    [0, 1]). A uniform deal is kept with probability equal to its weight (rejection
    sampling: exactly the weighed distribution, even with estimated weights, since the
    chance to keep a deal is their mean). If none of ``max_draws`` deals is kept (the
    decisions are very unlikely in every deal), one of the deals drawn is taken in
    proportion to its weight (importance resampling, close but not exact); ``fallbacks``
    counts those.
    """

    def __init__(self, base, game, max_draws: int = MAX_WEIGHTED_DRAWS):
        self.base = base
        self.game = game
        self.view = base.view
        self.max_draws = max_draws
        self.fallbacks = 0

    def weight(self, assignment: dict, rng) -> float:
        w = 1.0
        for seat_view, action in self.game.observed_decisions(self.view, assignment):
            p = self.game.decision_likelihood(seat_view, action, rng)
            if not 0.0 <= p <= 1.0:
                raise SamplingError(f"{self.view.game}: decision likelihood {p!r} of {action} "
                                    "is not in [0, 1]")
            w *= p
            if not w:
                break
        return w

    def sample_assignment(self, rng) -> dict:
        drawn = []
        for _ in range(self.max_draws):
            deal = self.base.sample_assignment(rng)
            w = self.weight(deal, rng)
            if rng.random() < w:
                return deal
            drawn.append((w, deal))
        self.fallbacks += 1
        r = rng.random() * sum(w for w, _ in drawn)
        for w, deal in drawn:
            r -= w
            if r < 0:
                return deal
        return drawn[-1][1]           # every weight 0: a uniform deal

    def sample(self, rng):
        """A full State consistent with the view, its deal weighed (``Game.determinize``)."""
        return self.game.determinize(self.view, self.sample_assignment(rng), rng)
