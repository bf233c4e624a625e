"""Statistics: the figures counted from the games written, a damaged file set aside, and the
program writing a finished game and showing it."""
from __future__ import annotations

import sqlite3

import pytest

from app.stats import FILE_NAME, SCHEMA_VERSION, Seat, Stats
from rules.game import Result, Settlement

ANNA, NORMAL = Seat("Анна"), Seat("", "normal")


def _durak(fool: int) -> Result:
    places = tuple(2 if s == fool else 1 for s in range(2))
    return Result(places, tuple(0.0 if s == fool else 1.0 for s in range(2)), losers=(fool,), loser_word="fool",
                  reason="fool")


def test_figures_are_counted_from_the_games_written(tmp_path):
    st = Stats(tmp_path)
    for fool in (1, 1, 0, 1, 0, 0, 0):         # Анна wins, wins, loses, wins, loses ×3
        st.record("durak_podkidnoy", [ANNA, NORMAL], _durak(fool), seconds=60, moves=40, seed=1)
    chips = Result((1, 2, 3), (1.0, 0.5, 0.0), chips=(57, -12, -45), losers=(1, 2),
                   settlement=Settlement("chips", (57, -12, -45)))
    st.record("lenturlu", [NORMAL, ANNA, Seat("Борис")], chips, seconds=600, moves=300, seed=2)
    assert st.players()[:2] == [ANNA, Seat("Борис")] and NORMAL in st.players()
    anna = {f.game: f for f in st.figures(ANNA)}
    d = anna["durak_podkidnoy"]
    assert (d.played, d.won, d.lost, d.fools, d.draws) == (7, 3, 4, 4, 0)
    assert d.places == {1: 3, 2: 4} and (d.best_streak, d.worst_streak) == (2, 3)
    assert d.seconds == 420 and [x[3] for x in d.last] == [True, True, False, True, False, False, False]
    lent = anna["lenturlu"]
    assert (lent.played, lent.won, lent.lost, lent.fools, lent.chips_won, lent.chips_lost) == (1, 0, 1, 0, 0, 12)
    bot = {f.game: f for f in st.figures(NORMAL)}
    assert bot["lenturlu"].chips_won == 57 and bot["durak_podkidnoy"].won == 4
    st.close()
    # the file keeps them, with its schema version
    again = Stats(tmp_path)
    assert again.figures(ANNA)[0].played == 7 and again.problem is None
    db = sqlite3.connect(tmp_path / FILE_NAME)
    assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    db.close()


def test_only_the_last_twenty_results_are_kept_for_the_chart(tmp_path):
    st = Stats(tmp_path)
    for k in range(25):
        st.record("durak_prostoy", [ANNA, NORMAL], _durak(k % 2), seconds=1, moves=1, seed=k)
    f = st.figures(ANNA)[0]
    assert f.played == 25 and len(f.last) == 20 and f.last[-1][3] is False   # k = 24: Анна the fool


@pytest.mark.parametrize("damage", ["garbage", "truncated", "newer", "foreign"])
def test_a_damaged_file_is_set_aside_and_a_fresh_one_started(tmp_path, damage):
    path = tmp_path / FILE_NAME
    if damage == "garbage":
        path.write_bytes(b"\x00not a database at all" * 50)
    elif damage in ("truncated", "newer"):
        st = Stats(tmp_path)
        for k in range(30):
            st.record("durak_prostoy", [ANNA, NORMAL], _durak(k % 2), seconds=1, moves=1, seed=k)
        st.close()
        if damage == "truncated":
            data = path.read_bytes()
            path.write_bytes(data[: len(data) // 2])
        else:
            db = sqlite3.connect(path)
            db.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 5}")
            db.commit()
            db.close()
    else:
        db = sqlite3.connect(path)                 # a database, but not ours
        db.execute("CREATE TABLE other (x)")
        db.commit()
        db.close()
    st = Stats(tmp_path)
    st.record("durak_prostoy", [ANNA, NORMAL], _durak(1), seconds=1, moves=1, seed=1)
    assert st.figures(ANNA)[0].played == 1
    assert st.problem and list(tmp_path.glob("stats.damaged-*.db"))


def test_the_program_writes_a_finished_game_and_shows_the_figures(tmp_path):
    from app_driver import click_widget, make_app, press, run_until, scene_name, setup_for
    app = make_app(tmp_path, setup=setup_for("bot:rule,bot:random", seed=4, game="durak_prostoy"))
    assert run_until(app, lambda: scene_name(app) == "ResultsScene", 30000)
    rows = app.statistics.figures(Seat("", "rule"))
    assert len(rows) == 1 and rows[0].game == "durak_prostoy" and rows[0].played == 1
    click_widget(app, "to_menu", frames=3)
    assert scene_name(app) == "MenuScene"
    click_widget(app, "stats", frames=2)
    over = app.scene.statistics
    assert over is not None and len(over.players) == 2 and over.figures[0].played == 1
    press(app, 1073741903)                          # → the next player (the random bot)
    assert over.pick.value == 1 and over.figures[0].game == "durak_prostoy"
    import pygame
    pygame.image.save(app.screen, str(tmp_path / "stats.png"))
    press(app, pygame.K_ESCAPE)
    assert app.scene.statistics is None
