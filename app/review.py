"""«Разбор партии» — the post-game review: the strong search bot goes through a player's
decisions of a finished game and says where it would have played otherwise, and how much
its estimate of the result drops with the move that was played.

Pure logic, no drawing (the replay viewer, ``app/scenes/replay.py``, draws the marks and
the panel). A ``Review`` is given a finished game (the game, the seats, the seed, the
options, the actions) and the seats to review; ``step(ms)`` works for about ``ms``
milliseconds and returns (anytime, resumable: the window calls it once a frame), and
``verdicts`` fills in decision by decision.

For each decision of a reviewed seat with two moves or more (as the search sees them: the
blind draws from equivalent slots are one move):

1. the search of the strong level (the game's own: ``rules.bots.ismcts.ISMCTSBot``, or
   ``mo_ismcts.MOISMCTSBot`` for a game searched with a tree per seat), started on
   ``state.view(seat)`` — the position **as that seat saw it**, never the state: the
   hidden cards of the others are sampled by the bot as in play — runs ``iterations``
   iterations (``REVIEW_ITERATIONS``: an iteration budget, not a time budget, so the review
   is the same on every machine and every run — but for a time cap, ``REVIEW_MAX_MS``, that
   only games with slow iterations reach); its choice (``choice()``, with the rule
   move kept unless the search found better beyond its noise) is «the bot's move»;
2. if the player played otherwise, his move is then searched on alone in the **same
   tree** until it has at least ``human_share`` × ``iterations`` visits
   (``HUMAN_SHARE``). Why a top-up and not an equal share from the start: the search's own
   choice must be the one the strong bot really makes (an equal share would change its
   visits and so its choice), and a move the search thinks poor gets few visits — its mean
   would be a noisy guess from a handful of playouts. After the top-up both means rest on
   enough playouts to compare; the rest of the tree (the replies below his move) is
   searched as usual, with UCB;
3. the drop is the bot's move's mean minus the player's move's mean, on the game's
   utility scale in [0, 1] (``Game.utility``: the place's score, or the chips or points
   through ``amount_payoffs``), from the seat's point of view. It is graded by
   ``grade()``: «неточность» or «ошибка» beyond the thresholds below, and only where the
   drop exceeds ``NOISE_Z`` standard errors of the difference of the two means.

The bot is seeded from the game's seed, the seat and the move number (``bot_seed``), so
the review of a game is deterministic, whatever the slices: a playout paused at the end
of a slice resumes where it stopped.

Figures (``python -m app.review``): play games between bot levels and review one seat,
printing each marked move, the time, and the mark rate::

    python -m app.review --game durak_podkidnoy --players easy,rule --seed 5 --games 3
    python -m app.review --game lenturlu --players easy,rule,rule,rule --options deals=1
    python -m app.review --game durak_podkidnoy --players ismcts@300,rule --games 3 --quiet

``--players``: a level per seat (the first is reviewed unless ``--review`` names others);
``--budget``: the review's iterations per decision; ``--max-ms 0``: no time cap (the
iterations alone: the same figures on any machine, however loaded); ``--options key=value,…``.
Each game's line gives the wall time and the CPU time (the wall time of an unloaded core).

Measured 2026-12-01 (``--max-ms 0``, the default budget, seeds 11–15, a machine loaded ~4×):
a whole two-seat Durak game (about 22 decisions) takes 7–10 s of CPU (8.4 s on average); a
deal of four-seat Лентюрлю (15–23 decisions) 16–24 s. The mark rate of the ``easy`` bot's
moves is 16 % in Durak (18 of 112) and 24 % in Лентюрлю (9 of 38); of the search bot at about
the ``normal`` level's budget (``ismcts@400``), 1 % (1 of 104) and 0 % (0 of 40).
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from time import perf_counter, process_time

from rules.bots.base import STRONG_MS
from rules.bots import search_class
from rules.bots.ismcts import ISMCTSBot
from rules.bots.mo_ismcts import MOISMCTSBot

# The search budget of one decision. The strong level (rules/bots/base.py STRONG_MS, 850 ms)
# makes about 1500–2000 iterations of a two-seat Durak decision and 350–500 of a four-seat
# Лентюрлю one on the shared 2-core machine (measured 2026-12); an iteration budget of that
# order keeps the review reproducible (a time budget would differ by machine and load).
REVIEW_ITERATIONS = 1200
# ... and a cap on the search time of one decision, for the games whose iterations are slow
# (Два ряда, Кинг: tens of milliseconds each, where the strong level itself makes a few dozen):
# three times the strong level's budget, the top-up its share of that. Where the cap comes
# first the review follows the machine's speed, as the strong bot does; where the iterations
# come first (Durak, and most decisions of the other games) it is the same on every machine.
REVIEW_MAX_MS = 3 * STRONG_MS
# The player's own move is searched to at least this share of the budget (see the docstring).
HUMAN_SHARE = 0.25

# Grades, on the utility scale in [0, 1] (for a two-seat game: the chance to win, or not to be
# the fool). Why these: a drop of 6 points of chance is what a player notices over a few
# games, and about twice the search's noise at the review's budget (a mean over ~300–1200
# playouts of a 0/1 result has a standard error of 1.5–3 points); 15 points is a move that
# turns a likely result round (a won game into a coin toss, or such), which is a mistake.
INACCURACY = 0.06
MISTAKE = 0.15
# ... and only where the drop is beyond the search's noise: more than this many standard
# errors of the difference of the two means (as the bot itself keeps its rule move unless
# the search found better by more than its noise, rules/bots/ismcts.py ``anchor``).
NOISE_Z = 2.0

GRADES = ("none", "inaccuracy", "mistake")
SLICE_MS = 6.0          # a frame's share by default (the replay passes the app's bot slice)
MAX_SLICE_MS = 10.0     # never more in one call: the window must not freeze


def grade(drop: float, noise: float) -> str:
    """«none», «inaccuracy» or «mistake» for a drop of the estimate (utility scale) with
    ``noise`` the standard error of that drop."""
    if drop <= NOISE_Z * noise:
        return "none"
    if drop >= MISTAKE:
        return "mistake"
    if drop >= INACCURACY:
        return "inaccuracy"
    return "none"


@dataclass(frozen=True)
class Verdict:
    """The review of one decision: the position is the one before move ``index`` of the
    record, seen by ``seat``; values are the search's means for the seat, in [0, 1]."""
    index: int
    seat: int
    played: object          # the Action played
    best: object            # the Action the strong search chooses there
    played_value: float | None
    best_value: float | None
    played_visits: int
    best_visits: int
    noise: float            # the standard error of best_value − played_value
    grade: str
    reference: tuple | None = None    # a chip or point game: (amounts so far, scale) of the view

    @property
    def drop(self) -> float:
        if self.played_value is None or self.best_value is None:
            return 0.0
        return max(0.0, self.best_value - self.played_value)

    @property
    def marked(self) -> bool:
        return self.grade != "none"


class _FocusedSampler:
    """The bot's world sampler, which — while the bot has a ``focus`` — gives each sampled
    world's first ``legal_actions()`` (the root's: the observer to move) only the moves of
    that search key, so the iteration goes down the player's move."""

    def __init__(self, inner, bot):
        self.inner = inner
        self.bot = bot

    def sample(self, rng):
        state = self.inner.sample(rng)
        bot = self.bot
        focus = bot.focus
        if focus is not None:
            full = state.legal_actions

            def root_legal():
                del state.legal_actions                 # later calls: the state's own
                legal = full()
                only = [a for a in legal if bot._key(a) == focus]
                return only or legal
            state.legal_actions = root_legal
        return state

    def __getattr__(self, name):
        return getattr(self.inner, name)


class _Review:
    """The strong search with one addition: ``top_up(key, visits)`` searches the root move
    ``key`` alone until it has ``visits`` visits (see the module's docstring). Mixed into
    the search the game's own bots use (``review_search``)."""
    level = "review"

    def start(self, view) -> None:
        super().start(view)
        self.focus = None
        self._target = None
        self._sampler = _FocusedSampler(self._sampler, self)

    @property
    def moves(self) -> int:
        """How many moves the search tells apart at the root."""
        return len(self._root_keys)

    def key(self, action):
        return self._key(action)

    def best_key(self):
        return self._best_key()

    def edge(self, key):
        """(visits, mean, variance of one playout) of a root move; None if unvisited."""
        e = self._root.edges.get(key)
        if e is None or e[0] == 0:
            return None
        n, s, sq = e[0], e[1], e[3]
        mean = s / n
        return n, mean, max(sq / n - mean * mean, 0.0)

    def top_up(self, key, visits: int) -> bool:
        """Search ``key`` alone until it has ``visits`` visits; False if it has them."""
        e = self.edge(key)
        need = visits - (e[0] if e else 0)
        if need <= 0:
            return False
        self.focus = key
        self._target = self.done_iterations + need
        self.max_iterations = max(self.max_iterations, self._target)
        self._finished = False
        return True

    def _enough(self) -> bool:
        if self.focus is not None:
            return self.done_iterations >= self._target
        return super()._enough()


class ReviewSearch(_Review, ISMCTSBot):
    """The review's search for a game searched with one tree."""


class MOReviewSearch(_Review, MOISMCTSBot):
    """The review's search for a game whose bots keep a tree per seat (Сека, Веришь (2)):
    the review judges a move as those bots would have weighed it."""


def review_search(game):
    """The review's search class: the game's own search (``rules.bots.search_class``)."""
    return MOReviewSearch if search_class(game) is MOISMCTSBot else ReviewSearch


class DecisionSearch:
    """The review of one decision: the search from ``view`` (the seat's view before move
    ``index``), then the top-up of the move played; ``step(ms)`` until it returns True,
    then ``verdict``. ``moves < 2``: nothing to choose (``verdict`` stays None)."""

    def __init__(self, game, view, action, index: int, seed: int, iterations: int, human_visits: int,
                 max_ms: float | None = None):
        self.game, self.view, self.action, self.index = game, view, action, index
        self.human_visits = human_visits
        self.budget = iterations
        self.max_ms = REVIEW_MAX_MS if max_ms is None else max_ms
        self.capped = False                   # the time cap came before the iterations
        self.bot = review_search(game)(game, view.seat, seed, iterations=iterations, level="review")
        self.bot.start(view)                  # the seat's view, never the state (Bot.start checks)
        self.moves = self.bot.moves
        self.phase = "search"
        self.choice = None                    # (the bot's action, its search key), before the top-up
        self.verdict = None
        self.steps = 0

    @property
    def done(self) -> bool:
        return self.verdict is not None or self.moves < 2

    @property
    def progress(self) -> float:
        """0..1, never going back: the search's iterations, then the top-up's."""
        if self.done:
            return 1.0
        whole = self.budget + self.human_visits
        n = self.bot.done_iterations
        if self.phase == "top_up":
            return min(1.0, (self.budget + min(self.human_visits, n - self.topped_from)) / whole)
        return min(n, self.budget) / whole

    def step(self, ms: float) -> bool:
        if self.done:
            return True
        bot = self.bot
        self.steps += 1
        cap = self.max_ms if self.phase == "search" else self.max_ms * self.human_visits / self.budget
        left = cap - (bot.spent_ms - (self.topped_ms if self.phase == "top_up" else 0.0))
        if not bot.step(max(0.1, min(ms, left))):
            if bot.spent_ms - (self.topped_ms if self.phase == "top_up" else 0.0) < cap:
                return False
            self.capped = True
        if self.phase == "search":
            best_key = bot.best_key()
            best = bot.choice()
            if best_key is None:
                best_key = bot.key(best)
            self.choice = (best, best_key)
            self.topped_from, self.topped_ms = bot.done_iterations, bot.spent_ms
            if bot.key(self.action) != best_key and bot.top_up(bot.key(self.action), self.human_visits):
                self.phase = "top_up"
                return False
        self.verdict = self._judge()
        return True

    def run(self) -> "DecisionSearch":
        while not self.step(MAX_SLICE_MS):
            pass
        return self

    def _judge(self) -> Verdict:
        bot, view, action, index, seat = self.bot, self.view, self.action, self.index, self.view.seat
        best, best_key = self.choice
        played_key = bot.key(action)
        eb, ep = bot.edge(best_key), bot.edge(played_key)
        ref = None
        if self.game.utility != "placing":
            ref = tuple(self.game.utility_reference(view))
        if played_key == best_key:
            n, mean = (eb[0], round(eb[1], 4)) if eb else (0, None)
            return Verdict(index, seat, action, action, mean, mean, n, n, 0.0, "none", ref)
        if eb is None or ep is None:
            return Verdict(index, seat, action, best, ep and round(ep[1], 4), eb and round(eb[1], 4),
                           ep[0] if ep else 0, eb[0] if eb else 0, 0.0, "none", ref)
        noise = math.sqrt(eb[2] / eb[0] + ep[2] / ep[0])
        drop = eb[1] - ep[1]
        return Verdict(index, seat, action, best, round(ep[1], 4), round(eb[1], 4), ep[0], eb[0],
                       round(noise, 4), grade(drop, noise), ref)


def judge_job(game_id: str, view, action, index: int, seed: int, iterations: int, human_visits: int,
              max_ms: float | None) -> tuple:
    """One decision reviewed in a search worker (``rules.bots.parallel.SearchPool``): the
    verdict (None: nothing to choose), the moves told apart and the iterations made."""
    from rules import get_game
    d = DecisionSearch(get_game(game_id), view, action, index, seed, iterations, human_visits, max_ms)
    if d.moves < 2:
        return None, d.moves, 0
    d.run()
    return d.verdict, d.moves, d.bot.done_iterations


def judge(game, view, action, index: int, seed: int, iterations: int | None = None,
          human_share: float | None = None) -> Verdict | None:
    """One decision reviewed to the end (None where the seat had nothing to choose)."""
    iterations = REVIEW_ITERATIONS if iterations is None else iterations
    share = HUMAN_SHARE if human_share is None else human_share
    d = DecisionSearch(game, view, action, index, seed, iterations, max(1, math.ceil(share * iterations)))
    return d.run().verdict


class Review:
    """The review of one finished game (see the module's docstring). ``step(ms)`` until
    ``done``; ``verdicts`` (every reviewed decision, in order) and ``marks`` (those graded
    an inaccuracy or a mistake) fill in meanwhile; ``progress`` in 0..1."""

    def __init__(self, game, seats: int, seed: int, options, actions, review_seats, *,
                 iterations: int | None = None, human_share: float | None = None, max_ms: float | None = None,
                 pool=None):
        self.game = game
        # Given search workers (rules/bots/parallel.py), the decisions are reviewed in them, as
        # many at a time as there are workers, each exactly as here (the same seeds: the same
        # verdicts), and step() only collects; a failed worker: the rest is reviewed here.
        self.pool = pool
        self._sent = 0                    # the next decision to send to a worker
        self._flight: dict = {}           # decision's place -> the job's tag
        self._answers: dict = {}          # decision's place -> (verdict, moves, iterations), ahead of _next
        self._skipped = 0                 # sent decisions that turned out to have one move
        self.cap_ms = max_ms              # the time cap of a decision (None: REVIEW_MAX_MS)
        self.seed = seed
        self.actions = list(actions)
        self.review_seats = frozenset(review_seats)
        self.iterations = int(REVIEW_ITERATIONS if iterations is None else iterations)
        share = HUMAN_SHARE if human_share is None else human_share
        self.human_visits = max(1, math.ceil(share * self.iterations))
        self._state = game.start(seats, seed, options)
        self._cursor = 0                  # the next move of the record to walk over
        self.walked = not self.actions
        self.decisions: list = []         # (index, seat, view, action) to review, in order
        self.verdicts: list = []
        self._next = 0                    # the decision under review
        self._search = None               # its DecisionSearch
        self.loser_word = None            # from the finished game: how the table names a loser
        self.calls = 0                    # step() calls, and the most milliseconds one was given
        self.max_ms = 0.0
        self.bot_steps = 0                # slices given to the search
        self.iterations_done = 0
        self.seconds = 0.0                # time spent in step()

    # ------------------------------------------------------------------ progress
    @property
    def done(self) -> bool:
        return self.walked and self._next >= len(self.decisions)

    @property
    def total(self) -> int:
        """The decisions to review (known once the record is walked)."""
        return len(self.decisions) - self._skipped

    @property
    def progress(self) -> float:
        if self.done:
            return 1.0
        if not self.walked or not self.decisions:
            return 0.0
        part = self._search.progress if self._search is not None else 0.0
        return min(1.0, (self._next + part) / len(self.decisions))

    @property
    def marks(self) -> list:
        return [v for v in self.verdicts if v.marked]

    def verdict_at(self, index: int, seat: int | None = None):
        for v in self.verdicts:
            if v.index == index and (seat is None or v.seat == seat):
                return v
        return None

    # ------------------------------------------------------------------ work
    def step(self, ms: float = SLICE_MS) -> bool:
        """Work for about ``ms`` milliseconds (at most ``MAX_SLICE_MS``); True when done."""
        ms = max(0.5, min(float(ms), MAX_SLICE_MS))
        self.calls += 1
        self.max_ms = max(self.max_ms, ms)
        t0 = perf_counter()
        deadline = t0 + ms / 1000.0
        while not self.walked and perf_counter() < deadline:
            self._walk()
        if self.walked and self.pool is not None and not self.done:
            self._work_in_workers()
        while self.walked and not self.done and self.pool is None:
            left = (deadline - perf_counter()) * 1000.0
            if left <= 0.05:
                break
            self._work(left)
        self.seconds += perf_counter() - t0
        return self.done

    def run(self) -> "Review":
        """Review to the end (scripts, tests)."""
        while not self.step(MAX_SLICE_MS):
            pass
        return self

    def _walk(self) -> None:
        """One move of the record: note it if it is a reviewed seat's decision."""
        st, i = self._state, self._cursor
        a = self.actions[i]
        seat = st.to_move
        if seat in self.review_seats:
            view = st.view(seat)
            if len(view.legal) >= 2:
                self.decisions.append((i, seat, view, a))
        st.apply(a)
        self._cursor += 1
        if self._cursor >= len(self.actions):
            self.walked = True
            res = st.result() if st.over else None
            # a record that stops before the end (a save watched as a replay): the Durak
            # family still has its fool
            self.loser_word = res.loser_word if res is not None else (
                "fool" if "durak" in (self.game.family or "") else None)
            self._state = None

    def _work_in_workers(self) -> None:
        """Collect the workers' verdicts (in the order of the decisions) and send them more."""
        pool = self.pool
        for i, tag in list(self._flight.items()):
            got = pool.result(tag)
            if got is None:
                continue
            del self._flight[i]
            ok, value = got
            if not ok:                    # a lost worker: review the rest here
                pool.forget(self._flight.values())
                self._flight.clear()
                self._answers.clear()
                self.pool = None
                return
            self._answers[i] = value
        while self._next in self._answers:
            verdict, _moves, iterations = self._answers.pop(self._next)
            self.iterations_done += iterations
            if verdict is None:
                self._skipped += 1
            else:
                self.verdicts.append(verdict)
            self._next += 1
        self._sent = max(self._sent, self._next)
        budget_s = (REVIEW_MAX_MS if self.cap_ms is None else self.cap_ms) * 2 / 1000.0 + 60.0
        while self._sent < len(self.decisions) and len(self._flight) < pool.size:
            index, seat, view, action = self.decisions[self._sent]
            try:
                self._flight[self._sent] = pool.submit(
                    judge_job, self.game.id, view, action, index, self.seed, self.iterations, self.human_visits,
                    self.cap_ms, timeout_s=budget_s)
            except Exception:             # no worker can be started: review here
                pool.forget(self._flight.values())
                self._flight.clear()
                self._answers.clear()
                self.pool = None
                return
            self._sent += 1

    def stop(self) -> None:
        """The review is abandoned: the workers stop."""
        if self.pool is not None:
            self.pool.forget(self._flight.values())
            self._flight.clear()

    def _work(self, ms: float) -> None:
        if self._search is None:
            index, seat, view, action = self.decisions[self._next]
            d = DecisionSearch(self.game, view, action, index, self.seed, self.iterations, self.human_visits,
                               self.cap_ms)
            if d.moves < 2:               # blind draws from equivalent slots: no choice to review
                self.decisions.pop(self._next)
                return
            self._search = d
        d = self._search
        before = d.bot.done_iterations
        finished = d.step(ms)
        self.bot_steps += 1
        self.iterations_done += d.bot.done_iterations - before
        if finished:
            self.verdicts.append(d.verdict)
            self._search = None
            self._next += 1


def review_of(game, final_state, review_seats, **kw) -> Review:
    """A Review of the finished ``final_state`` (its seed, options and history)."""
    return Review(game, final_state.seats, final_state.seed, final_state.options, final_state.history,
                  review_seats, **kw)


# ---------------------------------------------------------------------- words
def measure(game, seats: int, loser_word: str | None) -> str:
    """What the review's numbers are, in a player's words: the word id of app/i18n.py."""
    if game.utility == "chips":
        return "review_chips"
    if game.utility == "points":
        return "review_points"
    if seats == 2:
        return "review_fool_chance" if loser_word == "fool" else "review_win_chance"
    return "review_fool_score" if loser_word == "fool" else "review_place_score"


def amount(value: float, reference, seat: int) -> float:
    """A chip or point game: the search's mean payoff back in chips or points won from the
    position on (``amount_payoffs`` inverted: ``scale · atanh(2p − 1)``; the payoff is
    nearly linear in the gain within a scale, so this is about the expected gain)."""
    _amounts, scale = reference
    x = min(max(2.0 * value - 1.0, -0.995), 0.995)
    return scale * math.atanh(x)


def value_text(kind: str, value: float | None, reference, seat: int, lang: str) -> str:
    """One estimate in words: «62 %» for a chance, «+3,2» for chips or points."""
    if value is None:
        return "—"
    if kind in ("review_chips", "review_points") and reference is not None:
        g = round(amount(value, reference, seat), 1)
        text = f"{g:+.1f}".replace("-", "\u2212")
        if g == 0:
            text = "0"
        return text.replace(".", ",") if lang == "ru" else text
    p = round(value * 100)
    return f"{p}\u00a0%" if lang == "ru" else f"{p}%"


def change_text(v: Verdict, kind: str, lang: str, t) -> str:
    """«шанс не остаться в дураках: 62 % → 41 %» (the bot's move → the move played; the
    numbers and the arrow kept on one line)."""
    return t("review_change", lang, what=t(kind, lang),
             best=value_text(kind, v.best_value, v.reference, v.seat, lang),
             played=value_text(kind, v.played_value, v.reference, v.seat, lang))


# ---------------------------------------------------------------------- figures
def _play(game, levels, seed, options):
    from rules.bots import make_bot
    st = game.start(len(levels), seed, options)
    bots = [make_bot(lv, game, s, seed) for s, lv in enumerate(levels)]
    while not st.over:
        s = st.to_move
        st.apply(bots[s].decide(st.view(s)))
    return st


def main(argv=None) -> int:
    import argparse
    from rules import get_game
    ap = argparse.ArgumentParser(prog="python -m app.review", description="Review bots' games: marks, time, mark rate.")
    ap.add_argument("--game", default="durak_podkidnoy")
    ap.add_argument("--players", default="easy,rule", help="a bot level per seat (the first is reviewed)")
    ap.add_argument("--review", default="0", help="the seats to review, e.g. 0 or 0,2")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--games", type=int, default=1)
    ap.add_argument("--budget", type=int, default=REVIEW_ITERATIONS, help="iterations per decision")
    ap.add_argument("--options", default="", help="key=value,… (e.g. deals=1)")
    ap.add_argument("--max-ms", type=float, default=None,
                    help="the time cap of one decision (default REVIEW_MAX_MS; 0: none, the iterations alone)")
    ap.add_argument("--quiet", action="store_true", help="only a line per game and the totals")
    args = ap.parse_args(argv)
    game = get_game(args.game)
    levels = args.players.split(",")
    seats = [int(s) for s in args.review.split(",")]
    options = dict(kv.split("=", 1) for kv in args.options.split(",") if kv)
    total_dec = total_marks = total_mis = 0
    total_s = total_cpu = 0.0
    for k in range(args.games):
        seed = args.seed + k
        final = _play(game, levels, seed, options)
        cap = None if args.max_ms is None else (args.max_ms or float("inf"))
        rv = review_of(game, final, seats, iterations=args.budget, max_ms=cap)
        t0, c0 = perf_counter(), process_time()
        rv.run()
        sec, cpu = perf_counter() - t0, process_time() - c0
        total_cpu += cpu
        kind = measure(game, final.seats, rv.loser_word)
        marks = rv.marks
        mis = sum(v.grade == "mistake" for v in marks)
        total_dec += len(rv.verdicts)
        total_marks += len(marks)
        total_mis += mis
        total_s += sec
        print(f"seed {seed}: {len(final.history)} moves, {len(rv.verdicts)} decisions reviewed, "
              f"{len(marks)} marked ({mis} mistakes), {sec:.1f} s ({cpu:.1f} s of CPU), {rv.iterations_done} iterations",
              flush=True)
        if not args.quiet:
            for v in marks:
                print(f"  move {v.index} seat {v.seat} {v.grade}: played {v.played} "
                      f"({value_text(kind, v.played_value, v.reference, v.seat, 'en')}, n={v.played_visits}), "
                      f"bot {v.best} ({value_text(kind, v.best_value, v.reference, v.seat, 'en')}, "
                      f"n={v.best_visits}), noise {v.noise}", flush=True)
    print(f"total: {args.games} games, {total_dec} decisions, {total_marks} marked "
          f"({total_marks / max(1, total_dec):.1%}; mistakes {total_mis}), {total_s:.1f} s "
          f"({total_s / max(1, args.games):.1f} s a game, {total_s / max(1, total_dec):.2f} s a decision); "
          f"CPU {total_cpu:.1f} s ({total_cpu / max(1, args.games):.1f} s a game)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
