"""The multiple-observer search bot: one tree per seat (MO-ISMCTS).

After Cowling, Powley and Whitehouse (2012), «Information Set Monte Carlo Tree Search»
(multiple-observer ISMCTS), and their partially observable moves (2015). The single-observer
search (``ismcts.py``) keeps one tree, the bot's: every seat's move is chosen there, at a
node keyed by what the *bot* knows. That is right for the bot's own moves and wrong for the
others': after the bot laid a card face down, the other seat's answer («Не верю» or not)
is chosen at a node that knows which card was laid — in the search, every opponent sees
through every bluff, so the bot learns never to lie, and never to trust a lie.

Here every seat has its own tree, keyed by what *that* seat observes:

* each iteration samples a world consistent with the bot's view (the game's sampler — or
  the deals weighed by the likelihood of the other seats' decisions so far, when the game
  gives ``Game.observed_decisions``: ``rules/sampling.py``, ``WeightedSampler``) and walks
  all the trees down together;
* the seat to move chooses in *its own* tree, by availability-aware UCB among its legal
  moves in that world, keyed as it knows them (its own cards; a face-down slot it knows
  nothing of is one edge, as in ``ismcts.py``);
* after the move, each tree goes on to the child keyed by what its seat observed: the
  mover's by its move, the others' by the move as they saw it — the cards it names that
  the events do not show them are masked, and the slot of a zone whose order they cannot
  tell — and, in every tree, by the events as that seat saw them. So the tree of the seat
  that laid a card keys the next node by the card, the other trees have one node whatever
  card was laid face down: the other seat decides there without seeing it;
* a walk stops when the mover's tree gets a new node; the rest is the playout of
  ``ismcts.py`` (the rule policy, cut and scored with ``State.estimate`` where the game
  gives it); each move on the path is credited, in its mover's tree, with the mover's
  payoff.

Generic helps, each a game's choice (``Game.search_options``, or the bot's arguments):

* **the rule move first** — at a node with moves never tried, the mover's rule move
  (``Game.rule_policy`` on its view of the world) is tried first; ``mature``: below the
  root, a seat keeps to its rule move until its node has that many visits (a young node's
  statistics are noise, the rule move is not);
* **private roots** (``private``) — another seat's information set at the root is not one
  node: it holds the cards the bot cannot see. With ``private`` its tree starts at a node
  per what it sees of the hidden zones in the sampled world, so its decisions are its own
  hand's — and, a hand being seldom seen twice, its rule move's (which reads its view,
  never the bot's cards). Without it (the papers' MO-ISMCTS) the other seat's root is
  fused over its possible hands, and since the bot's own cards are the same in every
  world, that seat's tree learns to answer the bot's real cards;
* **equivalent moves** — ``Game.search_key(action)``, if the game gives it, names a class
  of moves its rules cannot tell apart (in «Веришь» a card's suit never matters: a lay is
  keyed by its rank); each class is one edge, its card chosen at random;
* **weighed deals** (``weigh``, on by default) — for a game that gives
  ``observed_decisions``, the worlds are drawn in proportion to the likelihood of the other
  seats' decisions so far (``rules/sampling.py``, ``WeightedSampler``), even where the
  game's own ``weighs_worlds`` is off (the single-observer search keeps uniform deals).

The bot's answer is read off its own tree, exactly as in ``ismcts.py`` (the most searched
root move, anchored to the rule move). A game chooses this search by ``Game.search =
"multiple"`` (then its «normal» and «strong» levels use it); ``mo@N`` names it with an
iteration budget for any game.
"""
from __future__ import annotations

from ..actions import Action
from ..game import Game, State
from ..sampling import WeightedSampler, WorldSampler
from .ismcts import _NEVER, ISMCTSBot, _checked_apply, _fast_apply, _log, _Node, _seen, _shown, _sqrt


def _zone_sets(view, seat):
    """(blind, unordered) zones for ``seat`` in ``view``, as ``ISMCTSBot.start`` reads them."""
    blind = frozenset(name for name, z in view.zones.items()
                      if z.cards and not z.known and all(c is None for c in z.cards))
    unordered = blind | frozenset(
        name for name, z in view.zones.items() if z.positions is None and (
            None in z.cards or (z.kind == "hand" and z.owner != seat and not z.cards)))
    return blind, unordered


def masked(action, obs, unordered):
    """A move as a seat that observed the events ``obs`` of it knows it: the cards it names
    that ``obs`` does not show are None, and the slot of a zone whose order the seat cannot
    tell is None; the move itself where nothing is hidden."""
    index = action.index
    if index is not None and action.zone in unordered:
        index = None
    cards = action.cards
    if cards:
        shown = _shown(obs)
        cards = tuple(c if c in shown else None for c in cards)
    if index == action.index and None not in cards:
        return action
    return ("?", action.kind, action.zone, index, action.value, cards)


PRIOR_VISITS = 2.0


class MOISMCTSBot(ISMCTSBot):
    level = "mo"

    def __init__(self, game, seat: int, seed: int = 0, *, weigh: bool | None = None,
                 mature: int | None = None, private: bool | None = None, prior: float | None = None,
                 **kw):
        super().__init__(game, seat, seed, **kw)
        own = game.search_options                       # a game's defaults for this search
        # weigh the deals by the others' decisions, where the game lists them
        self.weigh = own.get("weigh", True) if weigh is None else weigh
        # below the root: the rule move until a node has this many visits
        self.mature = own.get("mature", 0) if mature is None else mature
        # another seat's tree starts at what it sees of the hidden zones in the sampled world,
        # so its decisions are its own hand's (then, seldom visited, the rule move's)
        self.private = own.get("private", False) if private is None else private
        # pseudo-visits of the widest variance in the anchor's test (0: the sample variance)
        self.prior = own.get("prior", PRIOR_VISITS) if prior is None else prior
        self._sym = game.search_key

    def _key(self, action):
        """The bot's own move as an edge: one edge for face-down slots it knows nothing of,
        and one for moves the game declares equivalent (``Game.search_key``)."""
        k = ISMCTSBot._key(self, action)
        if k is action and self._sym is not None:
            return self._sym(action)
        return k

    def _concrete(self, key, legal, rng):
        if isinstance(key, Action):
            return key
        same = [a for a in legal if self._key(a) == key]
        return same[rng.randrange(len(same))]

    def start(self, view) -> None:
        super().start(view)
        game = self.game
        if (self.weigh and not game.weighs_worlds
                and type(game).observed_decisions is not Game.observed_decisions):
            # the game says which decisions of the others tell about their cards: weigh the deals
            self._sampler = WeightedSampler(WorldSampler(game, view), game)
        self._roots = [_Node() for _ in range(view.seats)]
        self._roots[self.seat] = self._root
        # another seat's information set at the root is not one: it holds what the bot cannot
        # see. Its tree is rooted per what it sees of the hidden zones in the sampled world.
        self._private = {}
        self._hidden_zones = tuple(name for name, z in view.zones.items() if None in z.cards)
        self._sets = None             # per seat (blind, unordered): from the first world

    def _mean_se2(self, e) -> tuple:
        """As ``ISMCTSBot._mean_se2``, but the edge's variance is shrunk towards the widest a
        payoff in [0, 1] can have (0.25) by ``prior`` pseudo-visits: an edge seen two or three
        times has a sample variance of about nothing, and a deviation from the rule move
        (``_best_key``) on such noise is a coin toss, not a finding."""
        n = e[0]
        m = e[1] / n
        var = max(e[3] / n - m * m, 0.0)
        var = (n * var + self.prior * 0.25) / (n + self.prior)
        return m, var / n

    def _seat_sets(self, state):
        out = []
        for s in range(state.seats):
            if s == self.seat:
                out.append((self._blind, self._unordered))
            else:
                out.append(_zone_sets(state.view(s), s))
        return out

    def _iterate(self, deadline) -> bool:
        rng = self.rng
        if self._pending is None:
            state = self._sampler.sample(rng)
            if self._apply is None:
                self._apply = _fast_apply if type(state).apply is State.apply else _checked_apply
                hook = "estimate" if self._reference is None else "estimate_amounts"
                if getattr(type(state), hook) is getattr(State, hook):
                    self._cut = _NEVER
            if self._sets is None:
                self._sets = self._seat_sets(state)
            sets = self._sets
            seats = range(len(sets))
            nodes = list(self._roots)
            if self.private and self._hidden_zones:
                hz = self._hidden_zones
                for s in seats:
                    if s != self.seat:
                        v = state.view(s)
                        key = (s, tuple(v.zones[name].cards for name in hz))
                        nd = self._private.get(key)
                        if nd is None:
                            nd = self._private[key] = _Node()
                        nodes[s] = nd
            path = []
            apply = self._apply
            c = self.c
            sym = self._sym
            policy = self.game.rule_policy
            mature = self.mature
            root = True
            while not state.over:
                legal = state.legal_actions()
                if not legal:
                    self.stuck += 1
                    return True
                mover = state.to_move
                node = nodes[mover]
                edges = node.edges
                blind = sets[mover][0]
                groups = {}
                for a in legal:
                    if a.index is not None and a.zone in blind:
                        k = ("~", a.kind, a.zone, a.value)
                    elif sym is not None:
                        k = sym(a)
                    else:
                        k = a
                    g = groups.get(k)
                    if g is None:
                        groups[k] = [a]
                    else:
                        g.append(a)
                untried = []
                visits = 0
                for k in groups:
                    e = edges.get(k)
                    if e is None:
                        e = edges[k] = [0, 0.0, 0, 0.0]
                    e[2] += 1
                    if not e[0]:
                        untried.append(k)
                    visits += e[0]
                rule = None
                if len(groups) > 1 and (untried or (not root and visits < mature)):
                    # the rule move first: a new node is tried as the seat would play it
                    r = policy(state.playout_view(mover), rng)
                    if r.index is not None and r.zone in blind:
                        rule = ("~", r.kind, r.zone, r.value)
                    else:
                        rule = sym(r) if sym is not None else r
                    if rule not in groups:
                        rule = None
                if rule is not None and (rule in untried or (not root and visits < mature)):
                    k = rule
                elif untried:
                    k = untried[rng.randrange(len(untried))] if len(untried) > 1 else untried[0]
                else:
                    best = -1.0
                    k = None
                    for kk in groups:
                        ee = edges[kk]
                        v = ee[1] / ee[0] + c * _sqrt(_log(ee[2]) / ee[0])
                        if v > best:
                            best, k = v, kk
                e = edges[k]
                g = groups[k]
                a = g[0] if len(g) == 1 else g[rng.randrange(len(g))]
                events = apply(state, a)
                path.append((e, mover))
                root = False
                grown = False
                for s in seats:
                    unordered = sets[s][1]
                    obs = tuple(_seen(ev, s, unordered) for ev in events)
                    ck = (k if s == mover else masked(a, obs, unordered), obs)
                    nd = nodes[s]
                    try:
                        child = nd.children.get(ck)
                    except TypeError:       # an event carrying unhashable data
                        ck = (ck[0], repr(obs))
                        child = nd.children.get(ck)
                    if child is None:
                        child = nd.children[ck] = _Node()
                        if s == mover:
                            grown = True
                    nodes[s] = child
                if grown:
                    break
            self._pending = [state, path, 0, self._cut]
        pending = self._pending
        scores = self._playout(pending, deadline)
        if scores is None:
            return False
        self._pending = None
        if scores is False:
            self.stuck += 1
            return True
        for e, mover in pending[1]:
            r = scores[mover]
            e[0] += 1
            e[1] += r
            e[3] += r * r
        return True
