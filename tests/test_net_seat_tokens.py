"""A killed client takes its seat back: the window's token kept in the data folder (per
address and code, written atomically, gone when the game ends), and ``--token`` for a
scripted client. On loopback, bounded in time."""
import asyncio
import json
import time
from types import SimpleNamespace

import pytest

from net_helpers import CODE, Client, Host, run, running, url
from app.net.client import NetError, play_bot
from app.net.seat_tokens import FOLDER, SeatTokens
from app.net.session import NetSession, connect

GAME = "durak_podkidnoy"


def _until(cond, seconds=10.0) -> bool:
    end = time.monotonic() + seconds
    for _ in range(100_000):
        if cond() or time.monotonic() > end:
            break
        time.sleep(0.01)
    return cond()


def _drain(sess) -> None:
    for _ in range(500):
        if sess.pop("ru") is None:
            return


def _settled(sess, ht) -> bool:
    """The session shows the host's position and the host waits for seat 0 (the bots are done)."""
    _drain(sess)
    host = ht.host
    turn, to_move, away = ht.call(lambda: (len(host.state.history), host.state.to_move, host.seats[0].conn is None))
    return sess.ready and to_move == 0 and not away and sess.state.view().turn == turn


def test_the_slot_keeps_one_token_per_table_and_reads_damage_as_none(tmp_path):
    store = SeatTokens(tmp_path)
    a, b = store.slot("ws://10.0.0.2:8765", "abc123"), store.slot("ws://10.0.0.2:8765", "XYZ789")
    assert a.load() is None
    assert a.keep("ab" * 16) and b.keep("cd" * 16)
    assert store.slot("ws://10.0.0.2:8765", "ABC123").load() == "ab" * 16     # the code as typed, any case
    assert b.load() == "cd" * 16 and a.path != b.path
    assert a.path.parent == tmp_path / FOLDER
    assert not a.keep("not a token") and a.load() == "ab" * 16
    assert sorted(p.name for p in a.path.parent.iterdir()) == sorted([a.path.name, b.path.name])  # no temp left
    a.path.write_text("{damaged", encoding="utf-8")
    assert a.load() is None
    a.path.write_text(json.dumps({"url": "ws://other:1", "code": "ABC123", "token": "ab" * 16}), encoding="utf-8")
    assert a.load() is None                     # another table's file is not this one's
    a.forget()
    a.forget()                                  # twice: nothing to do
    assert not a.path.exists() and b.load() == "cd" * 16


def test_a_dropped_window_session_comes_back_to_its_seat_with_the_kept_token(tmp_path):
    host = Host(GAME, "remote,bot:rule,bot:rule", seed=4, code=CODE)
    with running(host) as ht:
        slot = SeatTokens(tmp_path).slot(url(ht), CODE)
        first = connect(url(ht), CODE, "Аня", slot=slot)
        try:
            assert _until(lambda: _settled(first, ht))
            old = slot.load()
            assert first.seat == 0 and old == first.client.client.token
            before = first.state.view().turn
            first.send(first.state.legal_actions()[0])          # one move of ours, then the bots'
            assert _until(lambda: _settled(first, ht) and first.state.view().turn > before)
        finally:
            first.client.stop()                 # the window is gone without leaving the table
        assert _until(lambda: ht.call(lambda: host.seats[0].conn is None))
        assert slot.load() == old               # a drop mid-deal keeps the token
        again = connect(url(ht), CODE, "", slot=slot)           # «Подключиться» in a new window
        try:
            assert _until(lambda: _settled(again, ht))
            assert again.seat == 0 and again.names[0] == "Аня"
            here = ht.call(lambda: host.state.view(0))
            assert again.state.view().turn == here.turn > 0 and again.state.view() == here
            new = slot.load()
            assert new == again.client.client.token and new != old      # the host's new token is kept
            # the replaced token is refused and changes nothing
            thief = Client(url(ht), CODE, token=old)
            with pytest.raises(NetError) as e:
                run(thief.connect(), 10)
            assert e.value.code == "bad_token"
            assert ht.call(lambda: host.seats[0].conn is not None and host.seats[0].token == new)
            # a stale kept token (the table is full): forgotten, and the join refused clearly
            slot.keep("0f" * 16)
            stale = connect(url(ht), CODE, "Боря", slot=slot)
            try:
                assert _until(lambda: (stale.pump(), stale.fatal)[1] is not None)
                assert "taken" in stale.fatal and slot.load() is None
                assert any(k == "refused" for k, _ in stale.notices)
            finally:
                stale.close()
            assert ht.call(lambda: host.seats[0].token == new and host.seats[0].conn is not None)
        finally:
            again.close()


def test_an_explicit_wrong_token_is_refused_and_the_seat_keeps_its_player(tmp_path):
    host = Host(GAME, "remote,remote,bot:rule", seed=4, code=CODE)
    with running(host) as ht:
        async def main():
            c = Client(url(ht), CODE, "Аня")
            await c.connect()
            try:
                for bad in ("0" * 32, c.token[::-1]):
                    with pytest.raises(NetError) as e:
                        await Client(url(ht), CODE, token=bad).connect()
                    assert e.value.code == "bad_token"
            finally:
                await c.close()
            return c.token
        token = run(main(), 20)
        assert ht.call(lambda: (host.seats[0].token, host.seats[1].token)) == (token, None)
        # the window given --token T that is wrong: refused (no fresh seat taken instead)
        sess = connect(url(ht), CODE, "Вор", token="1" * 32, slot=SeatTokens(tmp_path).slot(url(ht), CODE))
        try:
            assert _until(lambda: (sess.pump(), sess.fatal)[1] is not None)
            assert sess.seat is None
        finally:
            sess.close()
        assert ht.call(lambda: host.seats[1].token) is None


def test_a_scripted_client_killed_mid_deal_plays_on_with_its_token():
    host = Host(GAME, "remote,bot:rule,bot:rule", seed=4, code=CODE)
    with running(host) as ht:
        async def main():
            c = Client(url(ht), CODE, "P0")
            await c.connect()
            await c.recv(5)                     # its first view; then it dies without a word
            c.ws.transport.abort()
            seated = []
            out = await play_bot(url(ht), CODE, "rule", token=c.token, timeout=60,
                                 on_seated=lambda seat, token: seated.append((seat, token)))
            return c.token, seated, out
        old, seated, out = run(main(), 90)
        result = ht.call(lambda: host.match.last_result)
    assert [s for s, _ in seated] == [0] and seated[0][1] != old
    assert out["seat"] == 0 and out["results"] == [result.to_json()] and out["moves"] > 0


def test_leaving_a_finished_deal_forgets_the_token_leaving_mid_deal_keeps_it(tmp_path):
    slot = SeatTokens(tmp_path).slot("ws://127.0.0.1:9", CODE)
    stopped = []
    client = SimpleNamespace(stop=lambda: stopped.append(1))
    for over, kept in ((False, True), (True, False)):
        slot.keep("ab" * 16)
        sess = NetSession(client, slot=slot)
        sess.state = SimpleNamespace(over=over)
        sess.close()
        assert (slot.load() is not None) == kept
    assert len(stopped) == 2


def test_the_command_line_takes_a_token(capsys):
    from app.cli import main
    with pytest.raises(SystemExit):
        main(["--join", "127.0.0.1:1", "--code", CODE, "--bot", "rule", "--token", "nothex"])
    assert "--token" in capsys.readouterr().err


@pytest.mark.slow
def test_a_killed_window_joins_again_and_sits_at_its_seat(tmp_path):
    """The window itself: «Подключиться» keeps the token in the data folder; a new window
    (the first one killed, its table never left) joining the same table takes the seat back."""
    from app_driver import make_app, run_until, scene_name
    host = Host(GAME, "remote,remote,bot:rule", seed=4, code=CODE)
    with running(host) as ht:
        other = connect(url(ht), CODE, "Боря")          # seat 0 is somebody else's
        try:
            assert _until(lambda: (other.pump(), other.seat)[1] is not None)
            app = make_app(tmp_path, join=(f"127.0.0.1:{ht.host.port}", CODE, "Аня"))
            assert _until(lambda: (app.run_frames(1), scene_name(app) == "TableScene")[1])
            first = app.scene.session
            assert first.seat == 1
            kept = list((tmp_path / FOLDER).iterdir())
            assert len(kept) == 1 and json.loads(kept[0].read_text())["token"] == first.client.client.token
            first.client.stop()                         # killed: no «leave», no goodbye
            assert _until(lambda: ht.call(lambda: host.seats[1].conn is None))
            app2 = make_app(tmp_path, join=(f"127.0.0.1:{ht.host.port}", CODE, ""))
            assert _until(lambda: (app2.run_frames(1), scene_name(app2) == "TableScene")[1])
            back = app2.scene.session
            assert back.seat == 1 and back.names[1] == "Аня"
            assert ht.call(lambda: host.seats[1].conn is not None and host.seats[1].token) == back.client.client.token
            back.close()
        finally:
            other.close()
