"""Options whose choices depend on the seat count (teams, the dealer, …): the engine and
the menu agree on what a table of n seats may play, every combination the menu offers
starts, and a setup the rules refuse is explained in the menu instead of killing it
(issue 12, item 1: «Команды: 3 на 3» at three seats used to end the program)."""
from __future__ import annotations

import itertools
import random

import pytest

from rules import BadOption, all_games, get_game

GAMES = all_games()
# Up to this many combinations per seat count: all of them (every durak game: 896 at most);
# beyond, every pair of choices (Лентюрлю's 211,680 combinations of independent numbers —
# antes, restakes, deals, chips — none of them tied to the seats).
FULL_LIMIT = 1000


def offered(game, seats: int) -> list[tuple]:
    """(key, choices) for every option, as the menu offers them to a table of ``seats``."""
    from app.scenes.menu import seat_choices
    return [(o.key, seat_choices(o, seats)) for o in game.options]


def combinations(per_option: list[tuple], limit: int) -> list[dict]:
    """Every combination, or (when there are more than ``limit``) a small set that still
    holds every pair of choices of every two options (a greedy covering array)."""
    keys = [k for k, _ in per_option]
    lists = [list(c) for _, c in per_option]
    total = 1
    for c in lists:
        total *= len(c)
    if total <= limit:
        return [dict(zip(keys, combo)) for combo in itertools.product(*lists)]
    todo = {(i, a, j, b) for i, j in itertools.combinations(range(len(keys)), 2)
            for a in range(len(lists[i])) for b in range(len(lists[j]))}
    out = []
    while todo:
        i0, a0, j0, b0 = min(todo)      # an uncovered pair, then for each other option the
        pick = {i0: a0, j0: b0}         # choice that covers most new pairs with those picked
        for j in range(len(keys)):
            if j not in pick:
                pick[j] = max(range(len(lists[j])), key=lambda b, j=j: sum(
                    (min(i, j), a if i < j else b, max(i, j), b if i < j else a) in todo
                    for i, a in pick.items()))
        todo -= {(i, pick[i], j, pick[j]) for i, j in itertools.combinations(range(len(keys)), 2)}
        out.append({k: lists[i][pick[i]] for i, k in enumerate(keys)})
    return out


def _starts(game, seats: int, options: dict, seed: int) -> None:
    state = game.start(seats, seed, options)
    rng = random.Random(seed)
    for _ in range(3):         # a few moves: the rules built from the options work
        if state.over:
            break
        seat = state.to_move
        view = state.view(seat)
        assert view.legal, f"{game.id} {seats} seats {options}: no legal action"
        state.apply(game.rule_policy(view, rng), seat)


def _check_game(game, limit: int) -> int:
    n = 0
    for seats in range(game.min_seats, game.max_seats + 1):
        for i, opts in enumerate(combinations(offered(game, seats), limit)):
            _starts(game, seats, opts, seed=seats * 1000 + i)
            n += 1
    return n


def test_every_option_has_a_choice_at_every_seat_count():
    for game in GAMES:
        for seats in range(game.min_seats, game.max_seats + 1):
            for o in game.options:
                fit = o.choices_for(seats)
                assert fit, f"{game.id}: option {o.key} has no choice for {seats} seats"
                assert o.default_for(seats) in fit
                for value in o.seats:
                    assert value in o.choices, f"{game.id}: {o.key} declares seats for an unknown choice"


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_every_combination_the_menu_offers_starts(game):
    assert _check_game(game, FULL_LIMIT) > 0


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_the_engine_refuses_exactly_what_the_menu_does_not_offer(game):
    for seats in range(game.min_seats, game.max_seats + 1):
        menu = dict(offered(game, seats))
        for o in game.options:
            for value in o.choices:
                if value in menu[o.key]:
                    game.resolve_options({o.key: value}, seats)        # accepted
                    continue
                with pytest.raises(BadOption) as err:
                    game.start(seats, 1, {o.key: value})
                e = err.value
                assert (e.option, e.value, e.seats) == (o.key, value, seats), str(e)
                assert str(seats) in str(e) and o.key in str(e)


def test_teams_and_dealer_follow_the_seats():
    g = get_game("durak_podkidnoy")
    teams, dealer = g.option("teams"), g.option("dealer")
    assert teams.choices_for(3) == ("none",)
    assert teams.choices_for(4) == ("none", "2x2") and teams.choices_for(6) == ("none", "3x3")
    assert dealer.choices_for(2) == ("random", 0, 1)
    assert dealer.choices_for(6) == ("random", 0, 1, 2, 3, 4, 5)
    with pytest.raises(BadOption, match="teams"):
        g.start(3, 1, {"teams": "3x3"})                 # the crash of issue 12, in the engine
    with pytest.raises(BadOption, match="dealer"):
        g.start(2, 1, {"dealer": 5})
    assert g.start(6, 1, {"teams": "3x3", "dealer": 5}).pub.dealer == 5
    # without a seat count (a setup being edited) only the values themselves are checked
    assert g.resolve_options({"teams": "3x3"})["teams"] == "3x3"


def test_the_fool_deals_the_next_game_through_the_game_hook():
    g = get_game("durak_podkidnoy")
    rng = random.Random(3)
    for seed in range(1, 40):
        st = g.start(3, seed, {"dealer": 2})
        while not st.over:
            st.apply(g.rule_policy(st.view(st.to_move), rng))
        nxt = g.next_deal_options(st)
        assert nxt["dealer"] == (st.pub.fools[0] if st.pub.fools else "random")
        assert {k: v for k, v in nxt.items() if k != "dealer"} == {k: v for k, v in st.options.items()
                                                                   if k != "dealer"}
        if st.pub.fools:
            break
    else:
        pytest.fail("no game with a fool in 39 seeds")
    p = get_game("priyom")
    st = p.start(3, 1, {"deck": 32})
    assert p.next_deal_options(st) == st.options


# ------------------------------------------------------------------ the menu
def _menu(tmp_path):
    from app_driver import click_widget, make_app, scene_name
    app = make_app(tmp_path)
    assert scene_name(app) == "MenuScene"
    click_widget(app, "game:durak_podkidnoy")
    return app


def _set_seats(app, n):
    from app_driver import click_widget
    for _ in range(10):
        if app.scene.widget("seats").value == n:
            return
        click_widget(app, "seats", "left" if app.scene.widget("seats").value > n else "right")
    assert app.scene.widget("seats").value == n


def test_the_menu_offers_what_the_engine_accepts(tmp_path):
    app = _menu(tmp_path)
    game = get_game("durak_podkidnoy")
    for n in range(game.min_seats, game.max_seats + 1):
        _set_seats(app, n)
        for o in game.options:
            assert app.scene.widget(f"option:{o.key}").values == list(o.choices_for(n)), (n, o.key)
    # a choice that stops fitting when the seat count changes gives way to the default
    _set_seats(app, 4)
    teams = app.scene.widget("option:teams")
    teams.set_value("2x2")
    teams.on_change("2x2")
    _set_seats(app, 3)
    assert app.scene.setup.options["teams"] == "none"
    assert app.scene.widget("option:teams").values == ["none"]


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_a_refused_start_is_explained_and_the_menu_stays(tmp_path, lang):
    from app_driver import click_widget, scene_name
    app = _menu(tmp_path)
    app.settings.lang = lang
    _set_seats(app, 3)
    app.scene.setup.options["teams"] = "3x3"      # what the old menu let a player choose
    click_widget(app, "start")
    assert app.running and scene_name(app) == "MenuScene"
    msg = app.scene.message
    assert msg and ("3 на 3" in msg and "за столом 3" in msg if lang == "ru" else
                    "3 vs 3" in msg and "the table has 3" in msg), msg
    app.run_frames(2)                              # the notice draws
    click_widget(app, "start")                     # a click closes it
    assert app.scene.message is None and scene_name(app) == "MenuScene"


def test_a_game_refusal_in_its_own_words_and_the_last_resort():
    from app.i18n import t
    from app.scenes.menu import refusal
    g = get_game("durak_podkidnoy")
    said = refusal(g, BadOption("x", words={"ru": "Так не играют.", "en": "Nobody plays so."}), "en",
                   lambda k, **f: t(k, "en", **f))
    assert said.splitlines()[1] == "Nobody plays so."
    said = refusal(g, BadOption("option dealer=4 (seat 5) needs 5–6 seats, not 2", option="dealer", value=4,
                                seats=2), "ru", lambda k, **f: t(k, "ru", **f))
    assert said.splitlines()[1] == "«Сдаёт: место 5» — для 5 и больше игроков, а за столом 2."
    said = refusal(g, BadOption("something else"), "ru", lambda k, **f: t(k, "ru", **f))
    assert "something else" in said.splitlines()[1]
