"""The network table on loopback: messages and bytes per move, and the time from a move to
the other screens (p50, p99).

    python tools/net_bench.py [--game durak_podkidnoy] [--seats 3] [--deals 3] [--seed 1]

The host runs as its own process (``python -m app --host --port 0 --bind 127.0.0.1``); the
players are clients in this process, each a rule bot deciding from its seat's view. A move's
latency is the time from the client sending the action to another client having received
and decoded the update of that move (both clocks are this process's). Messages and bytes
count everything the host sends and the clients send, per action applied. Loopback only;
each deal bounded to 120 s.
"""
from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import subprocess
import sys
import time

ROOT = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
sys.path.insert(0, ROOT)

from app.net import protocol as P            # noqa: E402
from app.net.bots import decide              # noqa: E402
from app.net.client import Client            # noqa: E402
from rules import get_game                   # noqa: E402

CODE = "BENCH1"


async def one_deal(url: str, seats: int, deals: int) -> dict:
    cs = [Client(url, CODE, f"B{i}") for i in range(seats)]
    for c in cs:
        await c.connect()
    sent_at: dict = {}            # (deal, turn after the move) -> time the move was sent
    lat: list = []
    counts = {"in_msgs": 0, "in_bytes": 0, "out_msgs": 0, "out_bytes": 0, "moves": 0}
    done = asyncio.Event()
    finished: set = set()

    async def run(c: Client):
        acted = None
        said_again = None
        for _ in range(100_000):
            try:
                msg = await c.recv(30)
            except Exception:
                return
            now = time.perf_counter()
            counts["in_msgs"] += 1
            if msg["type"] != "update":
                continue
            v = msg["view"]
            key = (msg["deal"], v.turn)
            if key in sent_at and not msg["sync"] and msg["events"]:
                mover = sent_at[key][1]
                if mover != c.seat:
                    lat.append(now - sent_at[key][0])
            if v.over:
                finished.add((c.seat, msg["deal"]))
                if msg["deal"] + 1 >= deals:
                    if len([f for f in finished if f[1] == msg["deal"]]) == seats:
                        done.set()
                    if done.is_set():
                        return
                    continue
                if said_again != msg["deal"]:
                    said_again = msg["deal"]
                    text = P.message("again")
                    counts["out_msgs"] += 1
                    counts["out_bytes"] += len(text)
                    await c.send_raw(text)
                continue
            if v.to_move == c.seat and v.legal and acted != key:
                acted = key
                action = decide("rule", get_game(v.game), v, v.turn)
                text = P.act(v.turn, action)
                sent_at[(msg["deal"], v.turn + 1)] = (time.perf_counter(), c.seat)
                counts["out_msgs"] += 1
                counts["out_bytes"] += len(text.encode())
                counts["moves"] += 1
                await c.send_raw(text)
            if done.is_set():
                return

    tasks = [asyncio.create_task(run(c)) for c in cs]
    await asyncio.wait_for(done.wait(), 120 * deals)
    for t in tasks:
        t.cancel()
    counts["in_bytes"] = sum(c.bytes_in for c in cs)
    for c in cs:
        await c.close()
    return {"lat": lat, **counts}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--game", default="durak_podkidnoy")
    ap.add_argument("--seats", type=int, default=3)
    ap.add_argument("--deals", type=int, default=3)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    host = subprocess.Popen([sys.executable, "-m", "app", "--host", "--bind", "127.0.0.1", "--port", "0",
                             "--game", args.game, "--seats", ",".join(["remote"] * args.seats),
                             "--seed", str(args.seed), "--code", CODE],
                            cwd=ROOT, env=env, stdout=subprocess.PIPE, text=True)
    try:
        line = host.stdout.readline()
        url = json.loads(line)["url"]
        got = asyncio.run(one_deal(url, args.seats, args.deals))
    finally:
        host.terminate()
        try:
            host.wait(5)
        except subprocess.TimeoutExpired:
            host.kill()
    lat = sorted(got["lat"])
    moves = got["moves"]
    q = statistics.quantiles(lat, n=100) if len(lat) >= 2 else [float("nan")] * 99
    out = {"game": args.game, "seats": args.seats, "deals": args.deals, "moves": moves,
           "messages_per_move": round((got["in_msgs"] + got["out_msgs"]) / moves, 2),
           "bytes_per_move": round((got["in_bytes"] + got["out_bytes"]) / moves),
           "latency_ms_p50": round(q[49] * 1000, 2), "latency_ms_p99": round(q[98] * 1000, 2),
           "latency_samples": len(lat)}
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
