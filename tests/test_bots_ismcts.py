"""The search bot (ISMCTS): levels, reproducibility, anytime stepping, hints, secrecy, strength.

Parametrised over every registered game where it can be, so later games are covered.
Speed is reported by ``python -m rules bench``; nothing here asserts on timing.
"""
from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from bots_helpers import leaks, positions
from rules import Action, all_games, get_game
from app.setup import LEVEL_LABELS
from rules.bots import HINT_LEVEL, LEVELS, MENU_LEVELS, is_level, make_bot
from rules.bots.ismcts import ISMCTSBot
from rules.cli import main as cli_main
from rules.cli_bots import duel
from app.wording import label

ROOT = Path(__file__).resolve().parent.parent
GAMES = all_games()


def decision_points(game, count: int, seed: int = 0, min_keys: int = 2):
    """Positions (live states) where the mover has a real choice; a few per game."""
    out = []
    for state in positions(game, games=40, seed=seed, random_share=0.2):
        if state.over or len(state.legal_actions()) < 2:
            continue
        view = state.view(state.to_move)
        bot = ISMCTSBot(game, view.seat, 0, iterations=1)
        bot.start(view)
        if len(bot._root_keys) < min_keys:       # e.g. blind draws from the ring: nothing to choose
            continue
        if len(out) < count and (not out or view.turn != out[-1][1].turn):
            out.append((state.clone(), view))
        if len(out) >= count:
            break
    return out


# --- levels -------------------------------------------------------------------------
def test_levels_menu_labels_and_hint():
    assert MENU_LEVELS == ("easy", "normal", "strong")
    assert HINT_LEVEL == "strong"
    for lv in MENU_LEVELS + (HINT_LEVEL, "random", "rule"):
        assert lv in LEVELS and LEVEL_LABELS[lv]["ru"] and LEVEL_LABELS[lv]["en"]
    g = get_game("priyom")
    assert make_bot("normal", g, 0).time_ms < make_bot("strong", g, 0).time_ms
    b = make_bot("ismcts@7", g, 1, 3)
    assert isinstance(b, ISMCTSBot) and b.iterations == 7 and b.level == "ismcts@7"
    assert is_level("ismcts@400") and not is_level("ismcts@") and not is_level("ismcts@0")
    for bad in ("ismcts@x", "bogus", "ismcts"):
        with pytest.raises(ValueError, match="level"):
            make_bot(bad, g, 0)


# --- reproducibility and anytime stepping ---------------------------------------------
def _think(bot, view, ms):
    bot.start(view)
    for _ in range(1_000_000):
        if bot.step(ms):
            break
    return bot.choice(), bot.ranking()


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_fixed_seed_and_iteration_budget_give_the_same_move(game):
    """Whatever the slices (a playout may pause mid-way and resume), the same move."""
    for state, view in decision_points(game, 2, seed=4):
        a = _think(make_bot("ismcts@30", game, view.seat, 9), view, 10_000.0)
        b = _think(make_bot("ismcts@30", game, view.seat, 9), view, 0.02)
        assert a == b, f"{game.id} turn {view.turn}"
        assert a[0] in view.legal


_SUBPROCESS_MOVES = r"""
import json, sys
sys.path.insert(0, "tests")
from test_bots_ismcts import decision_points
from rules import all_games
from rules.bots import make_bot
out = {}
for g in all_games():
    moves = []
    for state, view in decision_points(g, 2, seed=6):
        bot = make_bot("ismcts@25", g, view.seat, 4)
        moves.append(str(bot.decide(view)))
    out[g.id] = moves
print(json.dumps(out))
"""


def test_moves_do_not_depend_on_the_process_hash_seed():
    """Set and dict orders of cards change with PYTHONHASHSEED; the bot's moves must not."""
    runs = []
    for hs in ("1", "2"):
        env = dict(os.environ, PYTHONHASHSEED=hs)
        r = subprocess.run([sys.executable, "-c", _SUBPROCESS_MOVES], cwd=ROOT, env=env,
                           capture_output=True, text=True, timeout=300)
        assert r.returncode == 0, r.stderr
        runs.append(json.loads(r.stdout.strip().splitlines()[-1]))
    for gid in runs[0]:
        assert runs[0][gid] == runs[1][gid], f"{gid}: moves differ between hash seeds"


def test_anytime_choice_and_ranking_at_every_step():
    game = get_game("priyom")
    state, view = decision_points(game, 1, seed=8)[0]
    bot = ISMCTSBot(game, view.seat, 2, iterations=60)
    bot.start(view)
    assert bot.choice() in view.legal            # before any step: the rule move
    steps = 0
    while not bot.step(0.3):
        steps += 1
        assert bot.choice() in view.legal
        assert steps < 100_000
    ranking = bot.ranking()
    assert 1 <= len(ranking) <= 3
    assert ranking[0][0] == bot.choice()
    for action, estimate in ranking:
        assert action in view.legal and 0.0 <= estimate <= 1.0
    assert len({str(a) for a, _ in ranking}) == len(ranking)


def test_time_budget_is_summed_over_steps_and_ends():
    game = get_game("priyom")
    state, view = decision_points(game, 1, seed=9)[0]
    bot = ISMCTSBot(game, view.seat, 2, time_ms=40.0, level="test")
    bot.start(view)
    for _ in range(100_000):
        if bot.step(4.0):
            break
    else:
        pytest.fail("a time-budget bot never finished")
    assert bot.done_iterations >= 1 and bot.choice() in view.legal


def test_single_choice_needs_no_search():
    game = get_game("priyom")
    for state in positions(game, games=3, seed=1):
        if not state.over and state.legal_actions()[0].kind == "draw":
            view = state.view(state.to_move)
            bot = make_bot("strong", game, view.seat, 1)
            bot.start(view)
            assert bot.step(0.0) is True          # blind draws from the ring: all alike
            assert bot.choice() in view.legal and bot.done_iterations == 0
            return
    pytest.fail("no draw position found")


def test_hint_level_ranks_alternatives():
    game = get_game("priyom")
    state, view = decision_points(game, 1, seed=10, min_keys=3)[0]
    bot = make_bot(HINT_LEVEL, game, view.seat, 5)
    bot.start(view)
    while not bot.step(8.0):
        pass
    ranking = bot.ranking()
    assert 2 <= len(ranking) <= 3
    assert ranking[0][0] == bot.choice()
    assert all(a in view.legal and 0.0 <= e <= 1.0 for a, e in ranking)
    assert all(isinstance(label(game, a, "ru"), str) for a, _ in ranking)


# --- secrecy --------------------------------------------------------------------------
@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_decision_does_not_change_when_hidden_cards_are_redealt(game):
    """Deal the hidden cards another way consistent with the bot's view: same decision."""
    if getattr(game, "watched", False):
        pytest.skip(f"{game.id} has no decisions: it is watched")
    rng = random.Random(12)
    compared = 0
    for state, view in decision_points(game, 4, seed=11):
        other = game.world_sampler(view).sample(rng)
        assert other.view(view.seat) == view
        a = make_bot("ismcts@20", game, view.seat, 3).decide(state.view(view.seat))
        b = make_bot("ismcts@20", game, view.seat, 3).decide(other.view(view.seat))
        assert a == b, f"{game.id} turn {view.turn}: {a} on the real deal, {b} on another"
        compared += 1
    assert compared >= 2, f"{game.id}: too few decision points"


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_bot_never_holds_anything_that_reaches_the_real_state(game):
    """Walk the object graph (gc.get_referents) from the view and from a thinking bot: no
    path leads to the state or to any of its lists, dicts, sets or random generator."""
    if getattr(game, "watched", False):
        pytest.skip(f"{game.id} has no decisions: it is watched")
    for state, view in decision_points(game, 3, seed=13):
        assert not leaks(view, state), f"{game.id}: the view reaches the state"
        for level in ("ismcts@15", "easy", "rule"):
            bot = make_bot(level, game, view.seat, 1)
            bot.start(view)
            bot.step(2.0)
            assert not leaks(bot, state), f"{game.id}: the {level} bot reaches the real state"
            bot.choice()
            assert not leaks(bot, state)
    with pytest.raises(TypeError):
        make_bot("ismcts@5", game, 0).start(state)          # a State is refused outright


# --- strength ---------------------------------------------------------------------------
def short_options(game) -> dict:
    """A match of several deals is cut to its shortest length (an option named "deals")."""
    return {o.key: min(o.choices) for o in game.options if o.key == "deals"}


def paired_score(game, make_a, make_b, deals: int, seed: int):
    """Seats rotated over paired deals: A's mean score per deal, and the fair share."""
    seats = game.min_seats
    per_deal, fair = [], []
    for d in range(deals):
        a_scores = []
        for a_seat in range(seats):
            gseed = seed * 1000 + d
            state = game.start(seats, gseed, short_options(game))
            bots = [make_a(s, gseed) if s == a_seat else make_b(s, gseed) for s in range(seats)]
            while not state.over:
                seat = state.to_move
                state.apply(bots[seat].decide(state.view(seat)), seat)
            scores = state.result().scores
            a_scores.append(scores[a_seat])
            fair.append(sum(scores) / seats)
        per_deal.append(sum(a_scores) / seats)
    return per_deal, sum(fair) / len(fair)


def _search_vs_random(game, deals, iterations, seed):
    return paired_score(
        game, lambda s, sd: ISMCTSBot(game, s, sd, iterations=iterations, anchor=None),
        lambda s, sd: make_bot("random", game, s, sd), deals=deals, seed=seed)


# Веришь against random players: hundreds of decisions a game (random callers and
# coverers keep the stock alive) and, with no estimate, full playouts — over 30 s; приём,
# Лентюрлю, «слепой» and «бубновый» take 20–30 s; Мушка, «Свои козыри» and Ворона 4–6 s (the
# default run stays under 3 min). They run with the slow tests (which cover every game anyway,
# with a significance margin).
_LONG = {"verish_1", "priyom", "lenturlu", "durak_slepoy", "durak_bubnovy", "dva_ryada", "king", "mushka_pamfil",
         "durak_navalenny", "mushka_shutikha", "mushka_mistigri", "mushka", "svoi_kozyri", "vorona",
         # 2.5–3.5 s each (session 12): the fools, «Веришь (2)» and the others stand for them
         "manilya", "akulina", "kometa", "napoleon"}
_QUICK = [pytest.param(g, marks=[pytest.mark.slow] + (
    # after the cover-leak fix and the information-set keying, 3 deals at 12 iterations lost
    # one of three against random; it wins them again now (strict xfail turned XPASS, session
    # 10). 90 s: with the duels, by hand — not in CI
    [pytest.mark.strength]
    if g.id == "verish_1" else []))
    if g.id in _LONG else g for g in GAMES]
# «Шиф, шоф, шум»: the only choice is the lead (matching is forced); the rule bot itself scores
# 0.58 against random players (fair 0.5), so a 0.2 margin at 12 iterations is out of reach.
_QUICK = [pytest.param(g, marks=pytest.mark.xfail(strict=True, reason="«Шиф»: mostly luck, see above"))
          if getattr(g, "id", None) == "shif_shof_shum" else g for g in _QUICK]
# «Игра в приём» under the seed's take rule (a card takes only with the previous player's card):
# at 2 seats the search at 12 or 40 iterations and random players each win one deal of every
# pair (0.5 against a fair 0.5, over 3 and 6 deals) — the draw from the ring decides. Slow, as
# above; strict, so that an edge found later turns it red and the mark goes.
_PRIYOM_LUCK = "«Игра в приём»: mostly luck at 2 seats under the seed's take rule"
_QUICK = [pytest.param(g.values[0], marks=list(g.marks) + [pytest.mark.xfail(strict=True, reason=_PRIYOM_LUCK)])
          if getattr(g, "id", None) is None and getattr(g.values[0], "id", None) == "priyom" else g for g in _QUICK]


@pytest.mark.parametrize("game", _QUICK, ids=lambda g: g.id)
def test_ismcts_beats_random(game):
    """The search on its own (no rule-move prior), a tiny budget, three paired deals with
    seats rotated: clearly ahead of random players in every game. (The slow test below
    makes the same point with a significance margin.)"""
    if getattr(game, "luck_only", False):
        pytest.skip(f"{game.id} is a game of luck: no player beats random players")
    # (a game whose deals are few and long says how many make the point: search_test_deals)
    per_deal, fair = _search_vs_random(game, deals=getattr(game, "search_test_deals", 3), iterations=12, seed=3)
    # (a game where the deal's luck weighs most says how far ahead it can be: search_edge)
    assert sum(per_deal) / len(per_deal) >= fair + getattr(game, "search_edge", 0.2), (per_deal, fair)


@pytest.mark.slow
@pytest.mark.strength
@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_ismcts_beats_random_significantly(game):
    if getattr(game, "luck_only", False):
        pytest.skip(f"{game.id} is a game of luck: no player beats random players")
    per_deal, fair = _search_vs_random(game, deals=12, iterations=20, seed=4)
    n = len(per_deal)
    mean = sum(per_deal) / n
    sd = (sum((x - mean) ** 2 for x in per_deal) / (n - 1)) ** 0.5
    assert mean >= fair + 0.25, (per_deal, fair)
    assert mean - 2.5 * sd / n ** 0.5 > fair, (per_deal, fair)


@pytest.mark.slow
@pytest.mark.strength
@pytest.mark.xfail(strict=True, reason="open: under the seed's reading (card after card until a take) "
                   "the deal is mostly luck; ismcts@100 scored an edge of -0.02 over 60 games — to re-measure")
def test_ismcts_beats_the_rule_bot_in_priyom():
    """«Игра в приём», 3 seats: ISMCTS (100 iterations) against two rule bots, 20 paired
    deals with the seats rotated (60 games). Measured when written: A's mean score 0.625
    against a fair share of 0.5, the 95 % interval of the edge 0.047–0.203 (the same run
    with 90 games: 0.667, edge 0.095–0.238). Several minutes on 2 cores: slow."""
    res = duel("priyom", "ismcts@100", "rule", games=60, seats=3, seed=1, jobs=2)
    assert res["edge_ci95"][0] > 0, res


@pytest.mark.slow
@pytest.mark.strength
@pytest.mark.xfail(strict=True, reason="open: the search now plays for chips (Game.utility) while the duel "
                   "scores placings; the 60-game edge interval reached below 0 — to re-measure in chips")
def test_ismcts_beats_the_rule_bot_in_lenturlu():
    """Лентюрлю, 3 seats, one-deal matches: ISMCTS (100 iterations) against two rule bots,
    20 paired deals with the seats rotated (60 games). Measured when written: A's mean
    score 0.725 against a fair share of 0.5, the 95 % interval of the edge 0.121–0.329
    (90 games: 0.700, edge 0.114–0.286). Before the deal in progress was played out in
    the playouts (it was cut and scored by hand sizes) the same bot scored 0.494 — no
    better than the rule bot. A few minutes on 2 cores: slow."""
    res = duel("lenturlu", "ismcts@100", "rule", games=60, seats=3, seed=1, options={"deals": 1}, jobs=2)
    assert res["edge_ci95"][0] > 0, res


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_playout_view_leads_the_rule_policy_to_the_same_move(game):
    """State.playout_view may be a cheaper view (the playouts build one per move), but the
    rule policy must decide from it exactly as from the full view, and it must not show
    the seat more than the full view does."""
    checked = 0
    for state in positions(game, games=15, seed=8):
        if state.over:
            continue
        seat = state.to_move
        full, light = state.view(seat), state.playout_view(seat)
        assert light.legal == full.legal and light.seat == seat
        for name, z in light.zones.items():
            assert z == full.zones[name], (game.id, name)
        full_record = full.record()
        for key, value in light.record().items():
            assert full_record[key] == value, (game.id, key)
        assert Counter(light.unseen()) == Counter(full.unseen()), (game.id, state.history)
        for k in range(2):
            assert (game.rule_policy(light, random.Random(k)) == game.rule_policy(full, random.Random(k))), \
                (game.id, state.history)
        checked += 1
    assert checked >= 50


# --- the command line ---------------------------------------------------------------------
def _last_json(capsys):
    out = capsys.readouterr().out.strip().splitlines()
    return json.loads(out[-1])


def test_duel_command(capsys):
    assert cli_main(["duel", "priyom", "--a", "ismcts@5", "--b", "random", "--games", "4",
                     "--seats", "2", "--seed", "2", "--option", "limit=10", "--json"]) == 0
    res = _last_json(capsys)
    for key in ("game", "a", "b", "games", "a_score", "fair_share", "ci95"):
        assert key in res
    assert res["game"] == "priyom" and res["games"] == 4 and len(res["ci95"]) == 2
    assert 0.0 <= res["a_score"] <= 1.0 and res["fair_share"] == pytest.approx(0.5)
    assert cli_main(["duel", "priyom", "--a", "nonsense", "--b", "rule", "--games", "2"]) == 2


def test_duel_log_resumes_an_interrupted_duel(tmp_path, capsys):
    """--log keeps each finished game; a second run plays only the missing ones and gets
    the same figures, even when the first run was killed in the middle of a line."""
    opts = {"limit": 10}
    whole = duel("priyom", "ismcts@4", "rule", games=4, seats=2, seed=5, options=opts)
    log = tmp_path / "duel.jsonl"
    duel("priyom", "ismcts@4", "rule", games=4, seats=2, seed=5, options=opts, log=str(log))
    lines = log.read_text(encoding="utf-8").splitlines()
    assert len(lines) == 4
    log.write_text("\n".join(lines[:2]) + "\n" + lines[2][:17], encoding="utf-8")   # killed mid-write
    again = duel("priyom", "ismcts@4", "rule", games=4, seats=2, seed=5, options=opts, log=str(log))
    assert again["played_now"] == 2
    for key in ("a_score", "fair_share", "ci95", "b_score"):
        assert again[key] == whole[key]
    other = duel("priyom", "ismcts@4", "rule", games=2, seats=2, seed=6, options=opts, log=str(log))
    assert other["played_now"] == 2                      # another duel's lines are not reused
    one = duel("priyom", "ismcts@4", "rule", games=1, seats=2, seed=5, options=opts)
    assert one["ci95"] is None                           # one deal: no spread, JSON null not NaN


def test_duel_with_jobs_gives_the_same_figures(capsys):
    opts = {"limit": 10}
    one = duel("priyom", "ismcts@4", "rule", games=4, seats=2, seed=5, options=opts, jobs=1)
    two = duel("priyom", "ismcts@4", "rule", games=4, seats=2, seed=5, options=opts, jobs=2)
    for key in ("a_score", "fair_share", "ci95", "b_score"):
        assert one[key] == two[key]


def test_bench_command(capsys):
    assert cli_main(["bench", "priyom", "--positions", "2", "--levels", "easy,ismcts@5", "--json"]) == 0
    res = _last_json(capsys)["games"]["priyom"]
    for key in ("playouts_per_s", "moves_per_s", "moves_with_view_per_s", "clone_us", "sample_us", "levels"):
        assert key in res
    assert set(res["levels"]) == {"easy", "ismcts@5"}
    assert {"p50_ms", "p95_ms"} <= set(res["levels"]["ismcts@5"])


# --- information sets ------------------------------------------------------------------
def _verish_lead_done_position():
    """«Веришь» (1), 2 seats, seed 3: seat 1 has led J♠ and may add J♦ or say «done»;
    after «done» seat 0 covers the J♠ face down and seat 1 believes or not."""
    game = get_game("verish_1")
    state = game.start(2, 3)
    rng = random.Random(1)
    state.apply(game.rule_policy(state.view(state.to_move), rng))
    view = state.view(state.to_move)
    assert view.seat == 1 and {str(a) for a in view.legal} == {"attack JS JD", "done"}
    return game, view


def test_the_verdict_node_is_one_node_whatever_card_was_laid_face_down():
    """Single-observer ISMCTS keys every node by what the searching player observes: the
    attacker cannot see the defender's face-down cover, so after «done» and a cover there is
    ONE node where he says «Верю» or «Не верю» — not one per card he could not see (the
    strategy fusion of a tree keyed by the concrete move)."""
    game, view = _verish_lead_done_position()
    bot = ISMCTSBot(game, 1, 5, iterations=300, anchor=None)
    bot.start(view)
    while not bot.step(50.0):
        pass
    done = Action("done")
    (cover_node,) = [n for (k, _obs), n in bot._root.children.items() if k == done]
    covers = [k for k in cover_node.edges if (k[1] if isinstance(k, tuple) else k.kind) == "cover"]
    assert len(covers) == 1, covers                       # «cover J♠ with a hidden card»: one move
    assert cover_node.edges[covers[0]][0] >= 5            # tried in many worlds …
    laid = {a.card for a, k in cover_node.seen.items() if isinstance(a, Action) and k == covers[0]}
    assert len(laid) >= 5                                 # … with many different cards
    verdicts = [n for (k, _obs), n in cover_node.children.items() if k == covers[0]]
    assert len(verdicts) == 1                             # and one node after it
    assert {a.kind if isinstance(a, Action) else a for a in verdicts[0].edges} <= {"believe", "disbelieve"}
    assert sum(e[0] for e in verdicts[0].edges.values()) >= 3


# --- what the search maximises --------------------------------------------------------------
def test_every_game_declares_what_it_plays_for():
    from rules.game import UTILITIES
    for game in GAMES:
        assert game.utility in UTILITIES, game.id
    assert get_game("lenturlu").utility == "chips" and get_game("durak_podkidnoy").utility == "placing"


def test_lenturlu_search_payoff_follows_the_chips_not_the_rank():
    """Лентюрлю is played for chips: a seat second by rank but far ahead in chips (a
    hand-made Result where the two disagree) gets the higher payoff; payoffs stay in [0, 1]
    and grow with the chips; the search scores a finished world the same way."""
    from rules.game import Result
    game = get_game("lenturlu")
    state = game.start(3, 21, {"deals": 1})
    view = state.view(state.to_move)
    result = Result(placings=(1, 2, 3), scores=(1.0, 0.5, 0.0), chips=(5, 60, -65))
    pay = game.payoffs(result, view)
    assert pay[1] > pay[0] > pay[2] and all(0.0 < p < 1.0 for p in pay)
    assert game.payoffs(Result((1, 2, 3), (1.0, 0.5, 0.0), (5, 90, -95)), view)[1] > pay[1]
    durak = get_game("durak_podkidnoy")
    dview = durak.start(3, 1).view(0)
    assert durak.payoffs(result, dview) == (1.0, 0.5, 0.0)      # a game played for the place
    bot = ISMCTSBot(game, view.seat, 1, iterations=1)
    bot.start(view)
    rng = random.Random(2)
    while not state.over:
        state.apply(game.rule_policy(state.view(state.to_move), rng))
    final = state.result()
    scored = bot._playout([state, [], 0, 10 ** 9], float("inf"))
    assert scored == game.payoffs(final, view)
    order = sorted(range(3), key=lambda s: final.chips[s])
    assert [scored[s] for s in order] == sorted(scored)


def test_the_search_samples_weighed_worlds_when_a_game_weighs_them():
    """A game that turns on Game.weighs_worlds gets them in the search: here a stand-in
    model in which seat 1's observed word is possible only if it holds the A♠ — every world
    the bot searches then has the A♠ in seat 1's hand (uniform worlds would not)."""
    from rules.cards import Card
    from rules.sampling import WeightedSampler
    base = get_game("durak_podkidnoy")
    ace = Card.parse("AS")
    worlds = []

    class Weighed(type(base)):
        weighs_worlds = True

        def observed_decisions(self, view, assignment):
            return [(assignment["hand1"], None)]

        def decision_likelihood(self, hand, action, rng):
            return 1.0 if ace in hand else 0.0

        def determinize(self, view, assignment, rng):
            worlds.append(assignment["hand1"])
            return super().determinize(view, assignment, rng)

    game = Weighed()
    state = base.start(2, 8)
    rng = random.Random(3)
    while ace in state.zones["hand0"] or ace not in state.view(0).unseen() or state.to_move != 0 \
            or len(state.legal_actions()) < 2:
        state.apply(base.rule_policy(state.view(state.to_move), rng))
    view = state.view(0)
    bot = ISMCTSBot(game, 0, 1, iterations=40)
    bot.start(view)
    assert isinstance(bot._sampler, WeightedSampler)
    while not bot.step(50.0):
        pass
    assert len(worlds) >= 40 and all(ace in hand for hand in worlds)
    assert bot.choice() in view.legal


def test_duel_reports_the_chips_of_a_chip_game(tmp_path):
    """Лентюрлю plays for chips: the duel reports A's mean chip gain (kept in the log too)."""
    log = str(tmp_path / "chips.jsonl")
    res = duel("lenturlu", "rule", "random", games=6, seats=3, seed=2, options={"deals": 1}, log=log)
    assert isinstance(res["a_chips"], float) and len(res["a_chips_ci95"]) == 2
    again = duel("lenturlu", "rule", "random", games=6, seats=3, seed=2, options={"deals": 1}, log=log)
    assert again["played_now"] == 0 and again["a_chips"] == res["a_chips"]
    assert "a_chips" not in duel("priyom", "rule", "random", games=2, seats=2, options={"limit": 10})
