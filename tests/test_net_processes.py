"""Network tables as separate programs on loopback (slow): a host process and three
``lomber --join --bot rule`` processes play Durak, Лентюрлю and Мушка to the end, and the
results equal the same seeded game played locally; the host is killed (SIGKILL) mid-game
and resumed from its save, and the clients rejoin by themselves."""
import json
import os
import signal
import socket
import subprocess
import sys
import time

import pytest

from net_helpers import local_game
from rules import record

pytestmark = pytest.mark.slow
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CODE = "PROC42"


def _env():
    return dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYTHONPATH=ROOT)


def _host(*args):
    p = subprocess.Popen([sys.executable, "-m", "app", "--host", "--bind", "127.0.0.1", "--code", CODE,
                          "--exit-when-over", *args], cwd=ROOT, env=_env(), stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, text=True)
    line = p.stdout.readline()
    assert line, p.stderr.read()[-2000:]
    return p, json.loads(line)


def _clients(port, n=3):
    return [subprocess.Popen([sys.executable, "-m", "app", "--join", f"127.0.0.1:{port}", "--code", CODE,
                              "--bot", "rule", "--name", f"P{i}"], cwd=ROOT, env=_env(),
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) for i in range(n)]


def _finish(procs, timeout=240):
    outs = []
    try:
        for p in procs:
            out, err = p.communicate(timeout=timeout)
            assert p.returncode == 0, err[-2000:]
            outs.append(out)
    finally:
        for p in procs:
            if p.poll() is None:
                p.kill()
                p.wait(5)
    return outs


@pytest.mark.parametrize("game", ["durak_podkidnoy", "lenturlu", "mushka"])
def test_three_client_processes_play_to_the_end_as_the_local_game(game):
    host, hello = _host("--port", "0", "--game", game, "--seats", "remote,remote,remote", "--seed", "21")
    clients = _clients(hello["port"])
    outs = _finish(clients)
    hout = _finish([host])[0]
    over = json.loads(hout.strip().splitlines()[-1])
    want = local_game(game, 3, 21).result().to_json()
    assert over["result"] == want
    for out in outs:
        got = json.loads(out.strip().splitlines()[-1])
        assert got["results"] == [want]


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_the_host_killed_mid_game_resumes_and_the_clients_rejoin(tmp_path):
    save = str(tmp_path / "table.json")
    port = _free_port()
    host, hello = _host("--port", str(port), "--game", "durak_podkidnoy", "--seats", "remote,remote,remote",
                        "--seed", "21", "--save", save)
    clients = _clients(port)
    try:
        moved = 0
        for _ in range(400):                    # until the save holds 20 actions (at most 40 s)
            try:
                with open(save, encoding="utf-8") as f:
                    moved = len(json.loads(f.read())["actions"])
            except (OSError, ValueError, KeyError):
                moved = 0
            if moved >= 20:
                break
            time.sleep(0.1)
        assert moved >= 20
        os.kill(host.pid, signal.SIGKILL)
        host.wait(10)
        state, _ = record.loads(open(save, encoding="utf-8").read())
        assert 20 <= len(state.history) and not state.over
        again, hello2 = _host("--resume", save, "--port", str(port))
        assert hello2["code"] == CODE and hello2["port"] == port
        outs = _finish(clients)
        hout = _finish([again])[0]
    finally:
        for p in [host, *clients]:
            if p.poll() is None:
                p.kill()
    over = json.loads(hout.strip().splitlines()[-1])
    want = local_game("durak_podkidnoy", 3, 21).result().to_json()
    assert over["result"] == want
    assert all(json.loads(o.strip().splitlines()[-1])["results"] == [want] for o in outs)
