"""The network table in the window, headless, on loopback: the menu's «Сетевая игра», a
joined table played by real clicks through the same table scene, the window drawing on
while the host is gone, hosting from the menu, and (slow) a whole deal and «Ещё раз»."""
import time

import pytest

from app_driver import click, click_widget, hover, make_app, run_until, scene_name
from app.net.host import Host, HostThread

CODE = "UITEST"


@pytest.fixture
def host_thread():
    made = []

    def start(kinds="remote,bot:rule,bot:rule", seed=4, game="durak_podkidnoy"):
        ht = HostThread(Host(game, kinds, seed=seed, code=CODE))
        ht.start()
        made.append(ht)
        return ht
    yield start
    for ht in made:
        ht.stop(5)
        assert not ht.thread.is_alive()


def _until_table(app, frames=3000):
    return run_until(app, lambda: scene_name(app) == "TableScene" and app.scene.session.ready, frames)


def _wait_real(app, cond, seconds=10.0) -> bool:
    """Frames until ``cond``, in real time (the network answers in real time), bounded."""
    end = time.monotonic() + seconds
    for _ in range(100_000):
        if cond():
            return True
        if time.monotonic() > end:
            return cond()
        app.run_frames(1)
        time.sleep(0.002)
    return cond()


@pytest.mark.parametrize("lang,word", [("ru", "Сетевая игра"), ("en", "Network game")])
def test_the_menu_opens_the_network_game(tmp_path, lang, word):
    app = make_app(tmp_path, lang=lang)
    assert app.scene.widget("net").label == word
    click_widget(app, "net", frames=2)
    assert scene_name(app) == "NetworkScene"
    assert {w.id for w in app.scene.widgets()} >= {"net_host", "net_join", "net_address", "net_code", "net_name"}
    assert app.scene.widget("net_back").label == {"ru": "Назад", "en": "Back"}[lang]    # not a notice's words
    click_widget(app, "net_back", frames=1)
    assert scene_name(app) == "MenuScene"


def test_a_joined_table_is_played_by_clicks_and_draws_on_when_the_host_dies(tmp_path, host_thread):
    ht = host_thread()
    app = make_app(tmp_path, join=(f"127.0.0.1:{ht.host.port}", CODE, "Аня"))
    assert _wait_real(app, lambda: scene_name(app) == "TableScene")
    table = app.scene
    assert table.remote and table.session.seat == 0
    # the same table scene: seat 0's cards face up, the others' hidden
    assert _wait_real(app, lambda: table._input_seat() == 0 or ht.call(lambda: len(ht.host.state.history)) > 0)
    assert _wait_real(app, lambda: table._input_seat() == 0)
    before = ht.call(lambda: len(ht.host.state.history))
    action = table.view.legal[0]
    point = table.target_point(action)
    hover(app, point)
    click(app, point)
    assert _wait_real(app, lambda: ht.call(lambda: len(ht.host.state.history)) > before)
    assert ht.call(lambda: ht.host.state.history[before]) == action
    assert _wait_real(app, lambda: table.view.turn > before)      # the host's update came back
    # the host dies: the window keeps drawing (the network is another thread's) and says so
    ht.stop(5)
    slowest = 0.0
    for _ in range(30):
        t0 = time.perf_counter()
        app.run_frames(1)
        slowest = max(slowest, time.perf_counter() - t0)
    assert slowest < 1.5, f"a frame took {slowest:.2f} s with the host gone"     # a blocking wait: seconds
    assert _wait_real(app, lambda: any("потеряна" in line or "lost" in line for line in table.session.log)
                      or scene_name(app) == "MenuScene", 5)


def test_hosting_from_the_menu_opens_the_table_for_the_host(tmp_path):
    app = make_app(tmp_path)          # the menu's default: one human seat, the rest bots
    click_widget(app, "net", frames=2)
    click_widget(app, "net_host", frames=1)
    scene = app.scene
    assert scene.session is not None and scene.session.host is not None
    assert any("127.0.0.1:" in line for line in scene.share)
    assert _wait_real(app, lambda: scene_name(app) == "TableScene")
    sess = app.scene.session
    host = sess.host.host
    assert host.seats[0].kind == "remote" and host.seats[0].conn is not None
    assert host.bot_after is None               # by default the table waits for an absent player
    click_widget(app, "menu", frames=1)         # leaving the table closes it
    assert scene_name(app) == "MenuScene"
    assert not sess.host.thread.is_alive()


@pytest.mark.parametrize("lang,never,half,two", [
    ("ru", "Бот за отсутствующего: никогда", "Бот за отсутствующего: через 30 с", "через 2 мин"),
    ("en", "A bot for an absent player: never", "A bot for an absent player: after 30 s", "after 2 min")],
    ids=["ru", "en"])
def test_the_host_chooses_when_a_bot_plays_for_an_absent_player(tmp_path, lang, never, half, two):
    app = make_app(tmp_path, lang=lang)
    click_widget(app, "net", frames=2)
    choice = app.scene.widget("net_bot_after")
    assert choice.labels(choice.value) == never
    click_widget(app, "net_bot_after", "right", frames=1)
    click_widget(app, "net_bot_after", "right", frames=1)
    assert choice.labels(choice.value).endswith(two)
    click_widget(app, "net_bot_after", "left", frames=1)
    assert choice.labels(choice.value) == half
    click_widget(app, "net_host", frames=1)
    scene = app.scene
    ht = scene.session.host
    try:
        assert ht.call(lambda: ht.host.bot_after) == 30
    finally:
        click_widget(app, "net_back", frames=1)
    assert scene_name(app) == "MenuScene" and not ht.thread.is_alive()


@pytest.mark.slow
def test_a_whole_network_deal_in_the_window_then_play_again(tmp_path, host_thread):
    ht = host_thread(seed=6)
    app = make_app(tmp_path, join=(f"127.0.0.1:{ht.host.port}", CODE, "Аня"))
    assert _wait_real(app, lambda: scene_name(app) == "TableScene")
    end = time.monotonic() + 120               # bounded in time (a loaded machine) and in frames
    for _ in range(100_000):
        sc = app.scene
        if scene_name(app) != "TableScene" or time.monotonic() > end:
            break
        if sc._input_seat() is not None:
            sc.choose(sc.view.legal[0])
        app.run_frames(1)
        time.sleep(0.002)
    assert scene_name(app) == "NetResultsScene"
    assert app.scene.result == ht.call(lambda: ht.host.match.last_result)
    click_widget(app, "again", frames=1)
    assert _wait_real(app, lambda: scene_name(app) == "TableScene", 20)
    assert ht.call(lambda: ht.host.deal) == 1 and not app.scene.state.over
