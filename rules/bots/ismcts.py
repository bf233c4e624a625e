"""The search bot: single-observer information-set Monte Carlo tree search.

After Cowling, Powley and Whitehouse (2012), «Information Set Monte Carlo Tree Search»,
single-observer ISMCTS with partially observable moves (their «SO-ISMCTS + POM»):

* one tree for the bot's seat (the *observer*), over the moves of **every** player, and
  every node is one of the observer's *information sets*: the root view, then what he
  observed of each move since. Each edge keeps its visits, its total payoff *for the
  player who made that move*, and its *availability* (how often the move was legal when
  its node was visited);
* each iteration samples a fresh world consistent with the observer's view
  (``Game.world_sampler``; see ``rules/sampling.py``), descends the tree choosing by
  availability-aware UCB among the moves legal in that world, adds one node, plays
  the world out with the game's rule policy (an ``epsilon`` share of random moves) and
  backs up the per-seat payoffs in [0, 1] the game declares (``Game.utility``,
  ``Game.payoffs``: the place, or the chips or points won); a world that gets stuck
  (unfinished, no legal move: a game whose view leaves out a constraint) is dropped and
  counted in ``stuck``;
* an edge is a move **as the observer sees it**. His own moves are the actions. Another
  seat's move is keyed by what the observer can tell of it: a card it names that the
  observer does not see in the move's events (``Event.for_seat(observer)``: the cover
  laid face down in «Веришь») is masked, and so is a slot of a zone whose order he cannot
  tell (another hand); the opponent chooses among these classes by UCB, and the concrete
  move inside the class by his rule policy (as in the playouts), in the sampled world.
  Which cards a kind of move shows is learnt once per node by trying one such move on a
  copy of the world, and checked against every move played there;
* a node's children are keyed by that edge *and by what the observer saw happen* (the
  events of the move as ``Event.for_seat(observer)`` shows them, with slots of zones
  whose order he cannot tell left out), so a blind draw leads to one child per card the
  observer could see come out, and the node after a face-down cover is **one** node,
  whatever card was laid: the observer decides there as he must in the real game,
  without seeing it (no «strategy fusion»);
* moves of the observer's own that differ only in which face-down slot of a zone they
  take, where he knows nothing about any slot of that zone (all ``None``, nothing
  ``known``), are one edge: the slot is chosen at random when the edge is taken. The
  uniform sampler makes such slots exchangeable, so nothing is lost and the tree does
  not split over meaningless choices.

Two practical additions, both generic:

* **cut playouts** — if the game offers ``State.estimate()`` (a cheap, calibrated guess
  at the per-seat scores of an unfinished game; ``State.estimate_amounts()``, the
  expected chips or points, for a game that plays for them), a playout stops after
  ``rounds`` rounds of the table (``rounds × seats`` moves) and is scored with it; where the guess is
  ``None`` (durak once the stock is gone, Лентюрлю in the middle of a deal) the playout
  goes on and asks again a round later; a game without the hook plays every playout to
  the end. Playouts ask ``State.playout_view`` for the mover's view (a game may make it
  cheaper than ``view``);
* **the rule move as a prior** — the final choice is the most searched root move, but
  the game's rule move (``Game.rule_policy``) is kept unless the search found the other
  better by more than ``anchor`` standard errors of the two means. In a game of luck a
  small budget gives noisy means; this keeps the search from playing worse than the
  rule bot because of noise, and lets it deviate where it has found something. No move's
  standard error is taken below what the root's pooled spread gives for its visits (a few
  visits have a sample variance of about nothing), and the game may still keep its rule
  move (``Game.search_anchor``: the Мушки keep their rule bot's pass-or-play).

It is *anytime*: ``step(ms)`` runs iterations for about ``ms`` milliseconds (a playout
can pause in the middle and resume at the next step, so a frame is never held long);
``choice()`` and ``ranking()`` answer at any moment. The budget is a number of
iterations (``ismcts@400``: reproducible — every random choice comes from the bot's
``rng``, never from the clock) or milliseconds of search summed over the steps.
"""
from __future__ import annotations

import math
import random
from dataclasses import replace
from time import perf_counter

from ..actions import Action
from ..game import SearchArm, State, amount_payoffs
from . import base as _bounds
from .base import Bot, bot_seed

_log = math.log
_sqrt = math.sqrt
_NEVER = 1 << 62


_VARIES = "varies"            # a kind of move whose shown cards depend on the card


class _Node:
    __slots__ = ("edges", "children", "seen")

    def __init__(self):
        self.edges: dict = {}      # edge key -> [visits, reward sum, availability, sum of squares]
        self.children: dict = {}   # (edge key, observation) -> _Node
        self.seen = None           # another seat's node: action -> edge key, shape -> shown cards


def _fast_apply(state, action):
    """``state.apply`` without the legality check, for actions taken from
    ``state.legal_actions()`` inside a sampled world."""
    events = state._apply(action)
    state.history.append(action)
    return events


def _seen(event, observer, unordered):
    """What the observer saw of an event; the slot of a zone whose order he cannot tell
    (another seat's hand, a face-down pile) tells nothing — in a sampled world it is an
    artefact of the deal."""
    event = event.for_seat(observer)
    if event.index is not None and event.src in unordered:
        event = replace(event, index=None)
    return event


def _shown(obs) -> set:
    """The cards the observer saw in the events of a move."""
    out = set()
    for ev in obs:
        if ev.cards:
            out.update(ev.cards)
    return out


def _checked_apply(state, action):
    return state.apply(action)


class ISMCTSBot(Bot):
    level = "ismcts"

    def __init__(self, game, seat: int, seed: int = 0, *, iterations: int | None = None,
                 time_ms: float | None = None, epsilon: float = 0.1, c: float = 0.7,
                 rounds: int | None = 4, anchor: float | None = 1.0, max_iterations: int = 1_000_000,
                 level: str | None = None, max_ms: float | None = None):
        super().__init__(game, seat, seed)
        if iterations is None and time_ms is None:
            raise ValueError("an ISMCTS bot needs an iteration or a time budget")
        # the bounds (base.py): at most MAX_ITERATIONS iterations, and at most ``max_ms`` of
        # search a decision whatever the budget — a safety bound, so that no level can keep the
        # table waiting for ever (an iteration budget that reaches it is no longer reproducible:
        # ``capped`` says so)
        if iterations is not None:
            iterations = max(1, min(int(iterations), _bounds.MAX_ITERATIONS))
        self.max_ms = _bounds.MAX_THINK_MS if max_ms is None else min(float(max_ms), _bounds.MAX_THINK_MS)
        if time_ms is not None:
            time_ms = min(float(time_ms), self.max_ms)
        self.iterations = iterations
        self.time_ms = time_ms
        self.epsilon = epsilon
        self.c = c
        self.max_iterations = max_iterations if iterations is None else iterations
        self.rounds = rounds
        self.anchor = anchor
        if level:
            self.level = level
        self._root = None

    # --- the Bot interface ----------------------------------------------------
    def start(self, view) -> None:
        super().start(view)
        self._root = _Node()
        self._sampler = self.game.world_sampler(view)
        self._pending = None
        self.done_iterations = 0
        self.stuck = 0                # sampled worlds that got stuck (a game's view too vague)
        self.spent_ms = 0.0
        self.capped = False
        self._blind = frozenset(name for name, z in view.zones.items()
                                if z.cards and not z.known and all(c is None for c in z.cards))
        # Zones whose slots tell the observer nothing: the blind ones above, and those
        # whose order he cannot tell (no fixed places, and a card he cannot see, or
        # another seat's hand, empty now).
        self._unordered = self._blind | frozenset(
            name for name, z in view.zones.items() if z.positions is None and (
                None in z.cards or (z.kind == "hand" and z.owner != self.seat and not z.cards)))
        game = self.game
        if game.utility == "placing":
            self._reference = None
        else:
            self._reference = game.utility_reference(view)
        keys = []
        for a in view.legal:
            k = self._key(a)
            if k not in keys:
                keys.append(k)
        self._root_keys = keys
        self._finished = len(keys) <= 1
        self._rule_action = self.game.rule_policy(view, self._tie_rng(0x2F6B1A7)) if len(keys) > 1 else None
        self._rule_key = self._key(self._rule_action) if self._rule_action is not None else None
        self._apply = None            # set on the first sample: _fast_apply unless apply is overridden
        # Playouts are cut after this many moves (rounds of the table) and scored with
        # State.estimate; where it has no guess (None) the playout goes on and asks again a
        # round later; a game without the hook, or rounds=None: playouts run to the end.
        self._round = view.seats
        self._cut = view.seats * self.rounds if self.rounds else _NEVER

    def step(self, ms: float = 5.0) -> bool:
        if self._finished:
            return True
        t0 = perf_counter()
        budget = min(ms, self.max_ms - self.spent_ms)
        if self.time_ms is not None:
            budget = min(budget, self.time_ms - self.spent_ms)
        deadline = t0 + max(budget, 0.0) / 1000.0
        while True:
            if self._iterate(deadline):
                self.done_iterations += 1
                if self._enough():
                    self._finished = True
                    break
                if self.time_ms is not None and not self.done_iterations % 16 and self._settled(t0):
                    self._finished = True
                    break
            if perf_counter() >= deadline:
                break
        self.spent_ms += (perf_counter() - t0) * 1000.0
        if self.time_ms is not None and self.spent_ms >= self.time_ms:
            self._finished = True
        elif not self._finished and self.spent_ms >= self.max_ms:
            self._finished = self.capped = True      # the safety bound: answer with what is found
        return self._finished

    def choice(self):
        key = self._best_key()
        if key is None:
            if len(self._root_keys) == 1:
                key = self._root_keys[0]
            else:
                return self._rule_action
        return self._concrete(key, list(self._view.legal), self._tie_rng())

    def ranking(self) -> list:
        """Up to three root moves with the observer's mean score in the search, the chosen
        move first, then the most searched others."""
        best = self._best_key()
        if best is None:
            return [(self.choice(), None)]
        ranked = self._ranked()
        ranked.sort(key=lambda t: t[0] != best)          # stable: the choice first
        legal = list(self._view.legal)
        rng = self._tie_rng()
        return [(self._concrete(k, legal, rng), round(r / n, 3)) for k, n, r in ranked[:3]]

    def _best_key(self):
        """The most searched root move — but the game's rule move unless the search found
        the other better by more than ``anchor`` standard errors (the rule move is a prior:
        a noisy search in a game of luck must not play worse than the rule bot); then the
        game has the last word on leaving the rule move (``Game.search_anchor``)."""
        ranked = self._ranked()
        if not ranked:
            return None
        best = ranked[0][0]
        rule = self._rule_key
        if self.anchor is None or best == rule:
            return best
        edges = self._root.edges
        er, eb = edges.get(rule), edges[best]
        if er is None or er[0] == 0:
            return best
        # No edge is taken as surer than the root's spread says: an edge seen a few times has
        # a sample variance of about nothing, and a near-tie would be decided by that noise.
        floor = self._root_spread()
        mb, sb = self._mean_se2(eb)
        mr, sr = self._mean_se2(er)
        sb, sr = max(sb, floor / eb[0]), max(sr, floor / er[0])
        if mb - mr <= self.anchor * _sqrt(sb + sr):
            return rule
        legal, rng = list(self._view.legal), self._tie_rng()
        arm_rule = SearchArm(self._concrete(rule, legal, rng), er[0], mr, _sqrt(sr))
        arm_best = SearchArm(self._concrete(best, legal, rng), eb[0], mb, _sqrt(sb))
        return rule if self.game.search_anchor(self._view, arm_rule, arm_best) is arm_rule else best

    def _root_spread(self) -> float:
        """The variance of a root playout's payoff about its move's mean, pooled over the root
        moves (the widest a payoff in [0, 1] can have, 0.25, before any move is seen twice)."""
        n = ss = 0.0
        for k in self._root_keys:
            e = self._root.edges.get(k)
            if e is not None and e[0] > 1:
                n += e[0] - 1
                ss += max(e[3] - e[1] * e[1] / e[0], 0.0)
        return ss / n if n else 0.25

    def _mean_se2(self, e) -> tuple:
        """An edge's mean payoff and the square of its standard error."""
        n = e[0]
        m = e[1] / n
        return m, max(e[3] / n - m * m, 0.0) / n

    def _decide(self, view):          # Bot.decide goes through step(); kept for the base class
        return self.choice()

    # --- root-parallel search (parallel.py): the root's statistics, summed over searches
    def root_stats(self) -> dict:
        """The root's edges: search key -> [visits, reward sum, availability, sum of squares]
        (copies, plain data: they cross to the process that merges them)."""
        return {k: list(e) for k, e in self._root.edges.items()} if self._root is not None else {}

    def merge_root(self, stats: dict, iterations: int = 0) -> None:
        """Add another search's root statistics (``root_stats()`` of a search started on the
        same view with other random worlds) to this one's: the choice and the ranking then
        answer from the sum (root parallelisation: Chaslot, Winands, van den Herik 2008)."""
        edges = self._root.edges
        for k, e in stats.items():
            mine = edges.get(k)
            if mine is None:
                edges[k] = list(e)
            else:
                for i, x in enumerate(e):
                    mine[i] += x
        self.done_iterations += iterations

    # --- search ---------------------------------------------------------------
    def _key(self, action):
        if action.index is not None and action.zone in self._blind:
            return ("~", action.kind, action.zone, action.value)
        return action

    def _observed_keys(self, node, state, legal):
        """Another seat's legal moves keyed as the observer sees them (see the docstring)."""
        memo = node.seen
        if memo is None:
            memo = node.seen = {}
        out = []
        for a in legal:
            k = memo.get(a)
            if k is None:
                k = memo[a] = self._observed_key(memo, state, a)
            out.append(k)
        return out

    def _observed_key(self, memo, state, a):
        zone, index = a.zone, a.index
        masked = index is not None and zone in self._unordered
        if masked:
            index = None
        if not a.cards:
            return ("?", a.kind, zone, None, a.value, ()) if masked else a
        shape = (a.kind, a.zone, a.index, a.value, len(a.cards))
        shown = memo.get(shape)
        if shown is None:
            shown = memo[shape] = self._try(state, a)
        if shown is _VARIES:
            shown = self._try(state, a)
        if not masked and all(shown):
            return a
        return ("?", a.kind, zone, index, a.value, tuple(c if s else None for c, s in zip(a.cards, shown)))

    def _try(self, state, a) -> tuple:
        """Which of the cards of ``a`` the observer sees when it is played (on a copy)."""
        events = state.clone()._apply(a)
        shown = _shown([_seen(ev, self.seat, self._unordered) for ev in events])
        return tuple(c in shown for c in a.cards)

    def _check_shown(self, node, a, obs):
        """A move just played by another seat: if it showed other cards than its kind of
        move did when tried, the cards shown depend on the card: try each move of that kind."""
        memo = node.seen
        shape = (a.kind, a.zone, a.index, a.value, len(a.cards))
        known = memo.get(shape)
        if known is None or known is _VARIES:
            return
        shown = _shown(obs)
        if tuple(c in shown for c in a.cards) != known:
            memo[shape] = _VARIES
            for b in [b for b in memo if isinstance(b, Action) and (b.kind, b.zone, b.index, b.value,
                                                                      len(b.cards)) == shape]:
                del memo[b]

    def _concrete(self, key, legal, rng):
        if isinstance(key, tuple) and key and key[0] == "~":
            same = [a for a in legal if self._key(a) == key]
            return same[rng.randrange(len(same))]
        return key

    def _tie_rng(self, salt: int = 0x5BD1E995):
        # Choosing among equivalent slots must not disturb the search's own rng.
        return random.Random(bot_seed(self.seed, self.seat, self._view.turn) ^ salt)

    def _ranked(self):
        if self._root is None:
            return []
        edges = self._root.edges
        out = [(k, e[0], e[1]) for k, e in edges.items() if e[0] > 0 and k in self._root_keys]
        # Most visits first; equal visits by mean reward, then by the order of view.legal.
        order = {k: i for i, k in enumerate(self._root_keys)}
        out.sort(key=lambda t: (-t[1], -t[2] / t[1], order[t[0]]))
        return out

    def _enough(self) -> bool:
        if self.done_iterations >= self.max_iterations:
            return True
        if self.iterations is None:
            return False
        # Stop early when no remaining iteration could change the most-visited move.
        left = self.iterations - self.done_iterations
        if left > self.done_iterations:
            return False
        return self._lead() > left

    def _lead(self) -> int:
        visits = sorted((e[0] for e in self._root.edges.values()), reverse=True)
        return visits[0] - (visits[1] if len(visits) > 1 else 0) if visits else 0

    def _settled(self, t0) -> bool:
        """Time budget: stop once the iterations the rest of the budget would buy, at the rate
        so far, could not change the most-visited move."""
        elapsed = self.spent_ms + (perf_counter() - t0) * 1000.0
        if elapsed < 0.25 * self.time_ms:
            return False
        left = self.done_iterations / elapsed * (self.time_ms - elapsed)
        return self._lead() > left

    def _iterate(self, deadline) -> bool:
        """One iteration; False if its playout paused at the deadline (resumed next time)."""
        rng = self.rng
        if self._pending is None:
            state = self._sampler.sample(rng)
            if self._apply is None:
                self._apply = _fast_apply if type(state).apply is State.apply else _checked_apply
                hook = "estimate" if self._reference is None else "estimate_amounts"
                if getattr(type(state), hook) is getattr(State, hook):
                    self._cut = _NEVER          # the game offers no estimate: full playouts
            path = []
            node = self._root
            observer = self.seat
            apply = self._apply
            key_of = self._key
            unordered = self._unordered
            c = self.c
            eps = self.epsilon
            policy = self.game.rule_policy
            while not state.over:
                legal = state.legal_actions()
                if not legal:               # a world the game cannot play on: drop it
                    self.stuck += 1
                    return True
                mover = state.to_move
                edges = node.edges
                groups = {}
                mine = mover == observer
                keys = map(key_of, legal) if mine else self._observed_keys(node, state, legal)
                for a, k in zip(legal, keys):
                    g = groups.get(k)
                    if g is None:
                        groups[k] = [a]
                    else:
                        g.append(a)
                untried = []
                for k in groups:
                    e = edges.get(k)
                    if e is None:
                        e = edges[k] = [0, 0.0, 0, 0.0]
                    e[2] += 1               # availability: legal in this world
                    if not e[0]:
                        untried.append(k)
                if untried:
                    k = untried[rng.randrange(len(untried))] if len(untried) > 1 else untried[0]
                    e = edges[k]
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
                if len(g) == 1:
                    a = g[0]
                elif mine or rng.random() < eps:
                    a = g[rng.randrange(len(g))]
                else:                       # another seat: his rule move, if it is of this class
                    a = policy(state.playout_view(mover), rng)
                    if a not in g:
                        a = g[rng.randrange(len(g))]
                events = apply(state, a)
                path.append((e, mover))
                obs = tuple(_seen(ev, observer, unordered) for ev in events)
                if not mine and a.cards:
                    self._check_shown(node, a, obs)
                try:
                    child_key = (k, obs)
                    child = node.children.get(child_key)
                except TypeError:           # an event carrying unhashable data
                    child_key = (k, repr(obs))
                    child = node.children.get(child_key)
                if child is None:           # a new move, or a new outcome the observer saw
                    node.children[child_key] = _Node()
                    break
                node = child
            self._pending = [state, path, 0, self._cut]
        pending = self._pending
        state, path = pending[0], pending[1]
        scores = self._playout(pending, deadline)
        if scores is None:
            return False
        self._pending = None
        if scores is False:
            self.stuck += 1
            return True
        for e, mover in path:
            r = scores[mover]
            e[0] += 1
            e[1] += r
            e[3] += r * r
        return True

    def _playout(self, pending, deadline):
        """Play the sampled world on: the per-seat scores; None if paused at the deadline;
        False if the world got stuck (not over, yet no legal move)."""
        state, moves, cut = pending[0], pending[2], pending[3]
        rng = self.rng
        policy = self.game.rule_policy
        eps = self.epsilon
        apply = self._apply
        ticks = 0
        reference = self._reference
        while not state.over:
            if moves >= cut:
                if reference is None:
                    est = state.estimate()
                else:
                    est = state.estimate_amounts()
                    if est is not None:
                        est = amount_payoffs(est, *reference)
                if est is not None:
                    return est
                cut = moves + self._round       # no guess here: play on, ask a round later
            ticks += 1
            if not (ticks & 1) and perf_counter() >= deadline:
                pending[2], pending[3] = moves, cut
                return None
            legal = state.legal_actions()
            n = len(legal)
            if not n:
                return False                    # stuck: no legal move in an unfinished world
            if n == 1:
                a = legal[0]
            elif rng.random() < eps:
                a = legal[rng.randrange(n)]
            else:
                a = policy(state.playout_view(state.to_move), rng)
            apply(state, a)
            moves += 1
        if reference is None:
            return state.result().scores
        return amount_payoffs(self.game.utility_amounts(state.result()), *reference)
