"""The rule bot of the durak family: plays like a decent club player, from a view only.

* attack with low non-trumps, ranks it holds twice first; in the endgame prefer cards
  the defender is unlikely to beat (counting the cards seen: the discard, the known
  cards in hands, everything visible);
* defend with the cheapest beaters, save high trumps early — take a small attack
  rather than spend a queen-or-better trump while the stock is thick;
* transfer (переводной) with a non-trump, or by showing a trump, which costs nothing;
* throw in cheap cards, especially ranks the defender probably cannot beat; give a
  taker the junk; keep trumps and high cards until the stock is gone;
* «слепой»: play known cards (taken from the table) where it can; as defender a blind
  try costs nothing more than a take, so it tries; it never throws in blind;
* Веришь (1): cover honestly when it can, otherwise bluff with its worst cards (a
  bluff is never worse than an open take); as attacker it calls «не верю» when the
  cards it has not seen make a full defence less likely than not.
"""
from __future__ import annotations

from math import comb

from ...actions import Action


class Ctx:
    """What the bot reads from a view, computed once per decision."""

    def __init__(self, view):
        self.view = view
        pub = view.public
        self.pub = pub
        self.me = view.seat
        self.trump = pub["trump"]
        self.spade_rule = pub.get("spades_only_by_spades", False)
        self.unbeatable = pub.get("unbeatable")
        self.stock = pub.get("stock", 0)
        self.att = list(view.zone("attack").cards)
        dz = view.zone("defence")
        self.dfc = [None] * len(self.att)
        for c, p in zip(dz.cards, dz.positions or ()):
            if p < len(self.dfc):
                self.dfc[p] = c
        self.hand = list(view.hand(self.me).cards)
        self._unseen = None

    @property
    def unseen(self) -> list:
        if self._unseen is None:
            self._unseen = self.view.unseen()
        return self._unseen

    def beats(self, card, target) -> bool:
        if target == self.unbeatable:
            return False
        if self.spade_rule and target.suit == "S":
            return card.suit == "S" and card.rank > target.rank
        if card.suit == target.suit:
            return card.rank > target.rank
        return card.suit == self.trump

    def value(self, c) -> float:
        if c == self.unbeatable:
            return 40.0
        v = float(c.rank)
        if c.suit == self.trump:
            v += 13.0
        elif self.spade_rule and c.suit == "S":
            v += 3.0
        return v

    @property
    def endgame(self) -> bool:
        return self.stock == 0

    def beat_prob(self, seat, card) -> float:
        """Chance that ``seat`` holds a card beating ``card`` (counting the cards seen)."""
        z = self.view.hand(seat)
        vis = [c for c in z.cards if c is not None] + list(z.known)
        if any(self.beats(c, card) for c in vis):
            return 1.0
        hidden = z.size - len([c for c in z.cards if c is not None]) - len(z.known)
        if hidden <= 0:
            return 0.0
        u = len(self.unseen)
        b = sum(1 for c in self.unseen if self.beats(c, card))
        return p_any(u, b, hidden)


def p_any(u: int, b: int, h: int) -> float:
    """Chance that ``h`` cards drawn from ``u`` include at least one of ``b`` given ones."""
    if b <= 0 or h <= 0 or u <= 0:
        return 0.0
    h = min(h, u)
    if u - b < h:
        return 1.0
    return 1.0 - comb(u - b, h) / comb(u, h)


def assign(ctx, slots, cards):
    """Cheapest beater for each slot (hardest slot first); {slot: card} or None."""
    pool = sorted(cards, key=ctx.value)
    order = sorted(slots, key=lambda i: sum(1 for c in pool if ctx.beats(c, ctx.att[i])))
    used = set()
    out = {}
    for i in order:
        pick = next((c for c in pool if c not in used and ctx.beats(c, ctx.att[i])), None)
        if pick is None:
            return None
        used.add(pick)
        out[i] = pick
    return out


def rule_policy(view, rng) -> Action:
    legal = list(view.legal)
    if len(legal) == 1:
        return legal[0]
    kinds = {a.kind for a in legal}
    if "name" in kinds:
        return rng.choice(legal)
    ctx = Ctx(view)
    if "believe" in kinds:
        return _verdict(ctx, legal, rng)
    if "cover" in kinds:
        return _cover(ctx, legal, rng)
    phase = view.public["phase"]
    if phase == "lead":
        return _lead(ctx, legal, rng)
    if phase == "defend":
        return _defend(ctx, legal, rng)
    return _throw(ctx, legal, rng)


# ---------------------------------------------------------------------- attack
def _lead(ctx, legal, rng) -> Action:
    view = ctx.view
    defender = view.public["defender"]
    blind = view.public.get("blind")
    if blind:
        return _blind_pick(ctx, [a for a in legal if a.kind == "attack"], rng,
                           lambda c: c.suit != ctx.trump and c != ctx.unbeatable)
    adds = [a for a in legal if a.kind == "attack"]
    done = next((a for a in legal if a.kind == "done"), None)
    mine = ctx.hand
    counts: dict = {}
    for c in mine:
        counts[c.rank] = counts.get(c.rank, 0) + 1

    def score(c):
        s = ctx.value(c)
        if counts[c.rank] > 1 and c.suit != ctx.trump:
            s -= 1.5 * (counts[c.rank] - 1)
        if ctx.endgame:
            s += 12.0 * ctx.beat_prob(defender, c)
        return s + rng.random() * 0.01

    if not view.public.get("composing"):
        if view.public.get("lead_mode") == "pattern":
            pair_first = _pattern_start(ctx, adds)
            if pair_first is not None:
                return pair_first
        return min(adds, key=lambda a: score(a.card))
    # Composing a lead of several cards: add cheap cards while it pays, then close.
    cheap = [a for a in adds if all(_cheap(ctx, c) for c in a.cards)]
    if cheap:
        return min(cheap, key=lambda a: sum(score(c) for c in a.cards))
    return done


def _pattern_start(ctx, adds):
    """1.а: open a «тройка» or «пяток» with the lowest cheap pair, if there is one."""
    pairs = {}
    for a in adds:
        if _cheap(ctx, a.card):
            pairs.setdefault(a.card.rank, []).append(a)
    good = [r for r, v in pairs.items() if len(v) >= 2]
    if not good:
        return None
    r = min(good)
    return min(pairs[r], key=lambda a: ctx.value(a.card))


def _cheap(ctx, c) -> bool:
    if c.suit == ctx.trump or c == ctx.unbeatable:
        return ctx.endgame and ctx.value(c) < 22
    return c.rank <= (13 if ctx.endgame else 10)


def _throw(ctx, legal, rng) -> Action:
    view = ctx.view
    defender = view.public["defender"]
    decline = next(a for a in legal if a.kind in ("bito", "pass"))
    adds = [a for a in legal if a.kind == "attack"]
    if not adds:
        return decline
    if view.public.get("blind"):
        known = [a for a in adds if ctx.hand[a.index] is not None]
        ranks = {c.rank for c in ctx.att} | {c.rank for c in ctx.dfc if c is not None}
        good = [a for a in known if ctx.hand[a.index].rank in ranks and _cheap(ctx, ctx.hand[a.index])]
        if good:
            return min(good, key=lambda a: ctx.value(ctx.hand[a.index]))
        return decline
    taking = view.public.get("taking")
    best = None
    for a in adds:
        c = a.card
        if taking:
            ok = _cheap(ctx, c) and (ctx.endgame or c.suit != ctx.trump)
            s = ctx.value(c)
        else:
            limit_rank = 14 if ctx.endgame else (11 if ctx.stock <= 8 else 10)
            ok = (c.suit != ctx.trump and c != ctx.unbeatable and c.rank <= limit_rank) or (
                ctx.endgame and ctx.value(c) < 24)
            s = ctx.value(c) + 10.0 * ctx.beat_prob(defender, c)
        if ok and (best is None or s < best[0]):
            best = (s, a)
    return best[1] if best else decline


# ---------------------------------------------------------------------- defence
def _defend(ctx, legal, rng) -> Action:
    view = ctx.view
    take = next(a for a in legal if a.kind == "take")
    if view.public.get("blind"):
        return _blind_defend(ctx, legal, take, rng)
    slots = [i for i, d in enumerate(ctx.dfc) if d is None]
    transfers = [a for a in legal if a.kind == "transfer"]
    shows = [a for a in transfers if a.value == "show"]
    if shows:
        return shows[0]
    plan = assign(ctx, slots, ctx.hand)
    plain_tr = [a for a in transfers if a.card.suit != ctx.trump]
    if plain_tr:
        return min(plain_tr, key=lambda a: ctx.value(a.card))
    if transfers and plan is None:
        return min(transfers, key=lambda a: ctx.value(a.card))
    defends = [a for a in legal if a.kind == "defend"]
    partial = not view.public.get("throw_ins") and not view.public.get("face_down_covers")
    if plan is None:
        if partial and defends:
            # Simple durak / Акулина: beat what is cheap to beat, take the rest.
            cheap = [a for a in defends if _cheap_beat(ctx, a)]
            if cheap:
                return min(cheap, key=lambda a: ctx.value(a.card))
        return take
    cost_trumps = [c for c in plan.values() if c.suit == ctx.trump]
    on_table = len(ctx.att)
    if not ctx.endgame and ctx.stock >= 8 and view.public.get("throw_ins"):
        if any(c.rank >= 12 for c in cost_trumps) and on_table <= 3:
            return take
        if len(cost_trumps) >= 2 and on_table <= 3:
            return take
    if partial and not ctx.endgame and ctx.stock >= 8:
        # Keep high trumps: beat the rest and take what would cost one.
        cheap = [a for a in defends if _cheap_beat(ctx, a)]
        if cheap and any(c.suit == ctx.trump and c.rank >= 12 for c in plan.values()):
            return min(cheap, key=lambda a: ctx.value(a.card))
    i = min(plan, key=lambda s: (-ctx.value(ctx.att[s]), s))
    return next(a for a in defends if a.index == i and a.card == plan[i])


def _cheap_beat(ctx, a) -> bool:
    c = a.card
    if c.suit != ctx.trump:
        return True
    return ctx.endgame or c.rank <= 10


def _blind_pick(ctx, acts, rng, want):
    known = [a for a in acts if ctx.hand[a.index] is not None and want(ctx.hand[a.index])]
    if known:
        return min(known, key=lambda a: ctx.value(ctx.hand[a.index]))
    unknown = [a for a in acts if ctx.hand[a.index] is None]
    return rng.choice(unknown or acts)


def _blind_defend(ctx, legal, take, rng) -> Action:
    slots = [i for i, d in enumerate(ctx.dfc) if d is None]
    defends = [a for a in legal if a.kind == "defend"]
    transfers = [a for a in legal if a.kind == "transfer"]
    rank = ctx.att[0].rank if ctx.att else None
    # A known card that surely works.
    sure_tr = [a for a in transfers if ctx.hand[a.index] is not None and ctx.hand[a.index].rank == rank]
    if sure_tr:
        return min(sure_tr, key=lambda a: ctx.value(ctx.hand[a.index]))
    sure = [a for a in defends if ctx.hand[a.index] is not None and ctx.beats(ctx.hand[a.index], ctx.att[a.value])]
    if sure:
        return min(sure, key=lambda a: (ctx.value(ctx.hand[a.index]), a.value))
    # A blind try: a wrong card costs the same as a take, so try the likeliest.
    unknown_pos = [i for i, c in enumerate(ctx.hand) if c is None]
    if not unknown_pos or not ctx.unseen:
        return take
    u = len(ctx.unseen)
    best = None
    for i in slots:
        p = sum(1 for c in ctx.unseen if ctx.beats(c, ctx.att[i])) / u
        if best is None or p > best[0]:
            best = (p, "defend", i)
    if transfers and rank is not None:
        p = sum(1 for c in ctx.unseen if c.rank == rank) / u
        if p > best[0]:
            best = (p, "transfer", None)
    if best[0] <= 0:
        return take
    pos = rng.choice(unknown_pos)
    if best[1] == "transfer":
        return next(a for a in transfers if a.index == pos)
    return next(a for a in defends if a.index == pos and a.value == best[2])


# ---------------------------------------------------------------------- Веришь (1)
def _cover(ctx, legal, rng) -> Action:
    covers = [a for a in legal if a.kind == "cover"]
    slots = sorted({a.index for a in covers})
    hand = ctx.hand
    plan = assign(ctx, slots, hand)
    if plan is None:
        # Bluff: beat what can be beaten, put the worst cards on the rest.
        plan = {}
        used = set()
        for i in sorted(slots, key=lambda s: -ctx.value(ctx.att[s])):
            pick = min((c for c in hand if c not in used and ctx.beats(c, ctx.att[i])), key=ctx.value, default=None)
            if pick is not None:
                plan[i] = pick
                used.add(pick)
        rest = sorted((c for c in hand if c not in used), key=ctx.value)
        for i in slots:
            if i not in plan:
                plan[i] = rest.pop(0)
    i = slots[0]
    return next(a for a in covers if a.index == i and a.card == plan[i])


def _verdict(ctx, legal, rng) -> Action:
    view = ctx.view
    d = view.public["defender"]
    z = view.hand(d)
    covers = len(ctx.att)      # every attack card is covered when the attacker is asked
    # The cards he was known to hold are now in his hand or under a cover, which the view
    # does not say; the rest of his hand and covers are unseen cards.
    either = view.public.get("known_or_covered", ())
    known = list(z.known) + [c for c in z.cards if c is not None] + list(either)
    hidden = z.size + covers - len(known)
    unseen = [c for c in ctx.unseen if c not in either]
    u = len(unseen)
    p_all = 1.0
    for t in ctx.att:
        if any(ctx.beats(c, t) for c in known):
            continue
        b = sum(1 for c in unseen if ctx.beats(c, t))
        p_all *= p_any(u, b, hidden)
    p_all = min(1.0, max(0.0, p_all))
    believe = next(a for a in legal if a.kind == "believe")
    disbelieve = next(a for a in legal if a.kind == "disbelieve")
    if abs(p_all - 0.5) < 0.05:
        return rng.choice((believe, disbelieve))
    return believe if p_all > 0.5 else disbelieve
