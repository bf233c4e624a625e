"""Network tables on loopback: whole games through the host, a client dropped and back,
the host dead and resumed, and no card sent to a seat that may not see it."""
import asyncio
import time

import pytest

from net_helpers import CODE, Client, Host, Limits, check_messages, local_game, play, run, running, url

GAME = "durak_podkidnoy"


def _three_clients(ht):
    async def main():
        cs = [Client(url(ht), CODE, f"P{i}") for i in range(3)]
        for c in cs:
            c.keep = True
            await c.connect()
        logs = [[], [], []]
        ends = await asyncio.gather(*(play(c, "rule", 0, log=log) for c, log in zip(cs, logs)))
        for c in cs:
            await c.close()
        return cs, logs, ends
    return run(main())


def _whole_game_checked(game, seed):
    host = Host(game, "remote,remote,remote", seed=seed, code=CODE)
    with running(host) as ht:
        cs, logs, ends = _three_clients(ht)
        history = ht.call(lambda: list(host.state.history))
        result = ht.call(lambda: host.match.last_result)
    assert [c.seat for c in cs] == [0, 1, 2]
    assert all(e["view"].over and e["view"].result == result for e in ends)
    # the same seeded game, the same players deciding from the same views, played locally
    local = local_game(game, 3, seed)
    assert local.history == history and local.result() == result
    for c, log in zip(cs, logs):
        texts = c.received[1:]        # the first is the welcome
        n = check_messages(game, 3, seed, {}, history, c.seat, log, texts)
        assert n >= len(history)      # every move reached every seat


def test_durak_three_clients_to_the_end_as_locally_and_nothing_leaks():
    _whole_game_checked(GAME, 11)


@pytest.mark.slow
@pytest.mark.parametrize("game", ["lenturlu", "mushka"])
def test_lenturlu_and_mushka_to_the_end_as_locally_and_nothing_leaks(game):
    _whole_game_checked(game, 5)


def test_a_client_killed_mid_trick_rejoins_with_its_token():
    host = Host(GAME, "remote,bot:rule,bot:rule", seed=5, code=CODE)
    with running(host) as ht:
        async def main():
            c = Client(url(ht), CODE, "Аня")
            await c.connect()
            token = c.token
            # play until cards lie on the table in the middle of a bout, then die
            mid = await play(c, stop=lambda m: m["view"].to_move == 0 and m["view"].turn >= 3 and any(
                z.kind == "pairs" and z.cards for z in m["view"].zones.values()))
            c.ws.transport.abort()
            for _ in range(50):        # the host notices and the table waits for the seat
                if ht.call(lambda: host.seats[0].conn is None):
                    break
                await asyncio.sleep(0.05)
            await asyncio.sleep(0.2)
            at = ht.call(lambda: (len(host.state.history), host.state.to_move, host.present()))
            assert at == (mid["view"].turn, 0, [1, 2]), at
            back = Client(url(ht), CODE, token=token)
            await back.connect()
            assert back.seat == 0 and back.token != token
            first = await back.recv(5)
            assert first["sync"] and first["view"] == ht.call(lambda: host.state.view(0))
            # the old token was replaced: replaying it is refused
            thief = Client(url(ht), CODE, token=token)
            with pytest.raises(Exception) as e:
                await thief.connect()
            assert getattr(e.value, "code", None) == "bad_token"
            back.view = first["view"]
            if back.view.to_move == 0:
                from app.net.bots import decide
                from rules import get_game
                await back.act(decide("rule", get_game(GAME), back.view, back.view.turn))
            end = await play(back)
            await back.close()
            return end
        end = run(main())
        assert end["view"].over and ht.call(lambda: host.match.between)


def test_an_absent_player_is_replaced_by_a_bot_after_the_hosts_delay_and_gets_the_seat_back():
    host = Host(GAME, "remote,bot:rule,bot:rule", seed=9, code=CODE, bot_after=0.1)
    with running(host) as ht:
        async def main():
            c = Client(url(ht), CODE)
            await c.connect()
            token = c.token
            await c.close()
            for _ in range(100):        # the bot plays on for the absent seat
                if ht.call(lambda: host.match.between or (len(host.state.history) > 6)):
                    break
                await asyncio.sleep(0.05)
            assert ht.call(lambda: len(host.state.history) > 6 or host.match.between)
            back = Client(url(ht), CODE, token=token)
            await back.connect()
            assert back.seat == 0
            return await play(back)
        assert run(main())["view"].over


def test_host_dies_and_resumes_from_its_save_and_the_clients_rejoin(tmp_path):
    save = str(tmp_path / "table.json")
    host = Host(GAME, "remote,remote,remote", seed=11, code=CODE, save=save)
    tokens = {}
    with running(host) as ht:
        async def first_half():
            cs = [Client(url(ht), CODE, f"P{i}") for i in range(3)]
            for c in cs:
                await c.connect()
            await asyncio.gather(*(play(c, stop=lambda m: m["view"].turn >= 20) for c in cs))
            for c in cs:
                tokens[c.seat] = c.token
                c.ws.transport.abort()
        run(first_half())
        cut = ht.call(lambda: len(host.state.history))
    # (the host's thread is gone: what is left is its save)
    again = Host.resume(save)
    assert again.code == CODE and len(again.state.history) == cut and again.seated
    with running(again) as ht2:
        async def second_half():
            cs = [Client(url(ht2), CODE, token=tokens[s]) for s in range(3)]
            for c in cs:
                await c.connect()
            ends = await asyncio.gather(*(play(c) for c in cs))
            return ends
        ends = run(second_half())
        history = ht2.call(lambda: list(again.state.history))
    local = local_game(GAME, 3, 11)
    assert history == local.history and all(e["view"].result == local.result() for e in ends)


def test_a_client_that_stops_reading_is_cut_off_and_the_host_lives_on():
    import socket
    host = Host(GAME, "remote,remote", seed=1, code=CODE,
                limits=Limits(rate=1e6, burst=10**6, queue=4, sndbuf=8192, send_timeout=0.5))
    with running(host) as ht:
        sock = socket.create_connection(("127.0.0.1", host.port), timeout=5)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
        _handshake(sock)
        _send_text(sock, '{"v":1,"type":"join","code":"%s","name":"deaf"}' % CODE)
        # it keeps asking for things it never reads the answers to
        cut = False
        deadline = time.monotonic() + 10
        for i in range(20_000):
            try:
                _send_text(sock, '{"v":1,"type":"again"}')
            except OSError:
                cut = True
                break
            if i % 200 == 0 and ht.call(lambda: host.seats[0].conn is None and host.seats[0].token is not None):
                cut = True
                break
            if time.monotonic() > deadline:
                break
        sock.close()
        assert cut, "the host kept queueing for a client that does not read"
        assert ht.call(lambda: host.seats[0].conn is None)

        async def alive():
            c = Client(url(ht), CODE, "second")
            await c.connect()
            assert c.seat == 1
            await c.close()
        run(alive())


def _handshake(sock) -> None:
    import base64
    import os
    key = base64.b64encode(os.urandom(16)).decode()
    sock.sendall((f"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                  f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n").encode())
    got = b""
    for _ in range(100):
        got += sock.recv(1024)
        if b"\r\n\r\n" in got:
            break
    assert got.startswith(b"HTTP/1.1 101"), got[:80]


def _send_text(sock, text: str) -> None:
    import os
    data = text.encode()
    mask = os.urandom(4)
    head = bytes([0x81, 0x80 | len(data)]) if len(data) < 126 else bytes([0x81, 0xFE]) + len(data).to_bytes(2, "big")
    sock.sendall(head + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(data)))


@pytest.mark.slow
def test_the_packaged_builds_excludes_leave_the_network_table_importable():
    import subprocess
    import sys
    code = ("import sys\nfrom app.freeze import EXCLUDES\nfor m in EXCLUDES: sys.modules[m] = None\n"
            "import app.net.host, app.net.client, app.net.cli\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr[-500:]


@pytest.mark.slow
def test_wss_with_the_hosts_certificate(tmp_path):
    import shutil
    import ssl
    import subprocess
    if shutil.which("openssl") is None:
        pytest.skip("no openssl to make a certificate")
    key, cert = tmp_path / "key.pem", tmp_path / "cert.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1",
                    "-nodes", "-keyout", str(key), "-out", str(cert), "-days", "1", "-subj", "/CN=127.0.0.1",
                    "-addext", "subjectAltName=IP:127.0.0.1"], check=True, capture_output=True, timeout=30)
    both = tmp_path / "host.pem"
    both.write_text(key.read_text() + cert.read_text())
    server = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    server.load_cert_chain(str(both))
    from app.net.host import HostThread
    from app.net.client import NetError
    host = Host(GAME, "remote,bot:rule", seed=2, code=CODE)
    ht = HostThread(host, ssl=server)
    ht.start()
    try:
        async def main():
            c = Client(f"wss://127.0.0.1:{host.port}", CODE, ssl=ssl.create_default_context(cafile=str(cert)))
            await c.connect()
            first = await c.recv(5)
            assert c.seat == 0 and first["view"].seat == 0
            await c.close()
            plain = Client(f"ws://127.0.0.1:{host.port}", CODE)
            with pytest.raises(NetError):
                await plain.connect(timeout=0.5)
        run(main())
    finally:
        ht.stop(5)


def test_the_window_session_says_who_left_and_came_back():
    host = Host(GAME, "remote,remote,bot:rule", seed=3, code=CODE)
    with running(host) as ht:
        from app.net.session import connect
        sess = connect(url(ht), CODE, "Аня")
        try:
            end = time.monotonic() + 5
            while time.monotonic() < end and not sess.ready:     # seated first, then the other comes
                sess.pop("ru")
                time.sleep(0.02)
            assert sess.ready

            async def other():
                c = Client(url(ht), CODE, "Боря")
                await c.connect()
                await asyncio.sleep(0.1)
                c.ws.transport.abort()
                await asyncio.sleep(0.1)
                back = Client(url(ht), CODE, token=c.token)
                await back.connect()
                await asyncio.sleep(0.1)
                await back.close()
            run(other())
            said = []
            end = time.monotonic() + 5
            while time.monotonic() < end and ("back", "Боря") not in said:
                while sess.pop("ru") is not None:
                    pass
                said += [n for n in sess.notices if n[0] in ("joined", "away", "back")]
                sess.notices.clear()
                time.sleep(0.05)
            assert said[:3] == [("joined", "Боря"), ("away", "Боря"), ("back", "Боря")], said
            assert sess.seat == 0 and sess.state.view().seat == 0
        finally:
            sess.close()


@pytest.mark.parametrize("argv,needle", [
    (["--join", "127.0.0.1:1"], "--join needs --code"),
    (["--join", "ftp://x", "--code", "ABCD", "--bot", "rule"], "ws://HOST:PORT"),
    (["--join", "127.0.0.1:1", "--code", "ABCD", "--bot", "genius"], "--bot"),
    (["--host", "--seats", "bot:rule,bot:rule"], "at least one remote seat"),
    (["--host", "--seats", "remote,human"], "'remote' or 'bot:LEVEL'"),
    (["--host", "--game", "nope"], "no game"),
    (["--host", "--join", "127.0.0.1:1"], "cannot go together"),
])
def test_the_command_line_refuses_what_it_cannot_do(argv, needle, capsys):
    from app.cli import main
    try:
        code = main(argv)
    except SystemExit as e:
        code = e.code
    assert code == 2
    assert needle in capsys.readouterr().err


def test_the_window_session_has_the_games_own_sheet():
    from app.net.session import connect
    host = Host("mushka", "remote,bot:rule,bot:rule", seed=3, code=CODE)
    with running(host) as ht:
        sess = connect(url(ht), CODE, "A")
        try:
            end = time.monotonic() + 5
            while time.monotonic() < end and not sess.ready:
                sess.pop("ru")
                time.sleep(0.02)
            assert sess.ready
            want = ht.call(lambda: host.state.sheet_sections())
            assert want and sess.state.sheet_sections() == want
        finally:
            sess.close()


@pytest.mark.slow
def test_the_window_session_rejoins_by_itself_when_the_host_comes_back(tmp_path):
    from app.net.host import HostThread
    from app.net.session import connect
    save = str(tmp_path / "table.json")
    host = Host(GAME, "remote,bot:rule,bot:rule", seed=3, code=CODE, save=save)
    ht = HostThread(host)
    ht.start()
    port = host.port
    sess = connect(url(ht), CODE, "A")
    try:
        end = time.monotonic() + 5
        while time.monotonic() < end and not sess.ready:
            sess.pop("ru")
            time.sleep(0.02)
        assert sess.ready and sess.seat == 0
        ht.stop(5)
        again = Host.resume(save)
        ht2 = HostThread(again, port=port)
        ht2.start()
        try:
            kinds = []
            end = time.monotonic() + 15
            same = False
            while time.monotonic() < end and not same:
                while sess.pop("ru") is not None:
                    pass
                kinds += [k for k, _ in sess.notices]
                sess.notices.clear()
                same = kinds.count("seated") >= 2 and sess.state.view() == ht2.call(lambda: again.state.view(0))
                time.sleep(0.05)
            assert "lost" in kinds and kinds.count("seated") >= 2, kinds
            assert ht2.call(lambda: again.seats[0].conn is not None)
            assert same, "the window's view is not the resumed table's"
        finally:
            ht2.stop(5)
    finally:
        sess.close()
