"""Kill the program (a real process, SIGKILL) at random moments across the games: no move
it went on from may be missing from its save.

The program, run with ``LOMBER_REPORT_MOVES=1``, prints ``lomber-move <save id> <n>``
after applying move n and before showing it or asking anyone for the next decision. So
each move it reported must be in the save found after the kill (0 lost moves), and the
save holds at most the one move that was being written. Half of the kills fall at the
moment a report is read — right after a move, where a background writer would still be
writing (that version lost a move at nearly every such kill) — half after a random delay.
After each kill the next start must find no ``.tmp-*.json`` left and a save that loads.
"""
from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from app.saves import Saves
from rules.registry import all_games

ROOT = Path(__file__).resolve().parent.parent
GAMES = ["priyom", "lenturlu", "durak_podkidnoy", "durak_perevodnoy", "durak_prostoy", "durak_slepoy",
         "durak_bubnovy", "akulina", "verish_1"]
SEATS = {"dva_ryada": 2, "stushevyvayus": 4, "shif_shof_shum": 5}   # where a game does not take 3


def _kill_once(folder: Path, k: int, rng: random.Random, games=GAMES) -> dict:
    game = games[k % len(games)]
    seats = ",".join(["bot:rule"] * SEATS.get(game, 3))
    env = dict(os.environ, LOMBER_DATA_DIR=str(folder), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               LOMBER_REPORT_MOVES="1", PYGAME_HIDE_SUPPORT_PROMPT="1",
               LOMBER_SAVE_BOTS_ONLY="1")      # bots alone are not kept unless asked: a game that plays itself
    proc = subprocess.Popen([sys.executable, "-m", "app", "--game", game, "--seats", seats, "--autoplay",
                             "--speed", "instant", "--seed", str(1000 + k), "--size", "800x480"],
                            cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    got = []
    try:
        if k % 2 == 0:
            want = rng.randint(1, 60)            # at the moment move `want` is reported
            for line in proc.stdout:
                got.append(line)
                if line.startswith("lomber-move") and (line.split()[-1] == "over" or sum(
                        x.startswith("lomber-move") for x in got) >= want):
                    break                        # (a game over sooner waits on its results screen)
        else:
            line = proc.stdout.readline()        # the game is under way: then a random moment
            got.append(line)
            time.sleep(rng.uniform(0.0, 1.5))
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=30)
    # read what is left through the same file objects: reports already read ahead into
    # proc.stdout's buffer would be missed by communicate(), which reads the raw pipe
    out, err = proc.stdout.read(), proc.stderr.read()
    proc.stdout.close()
    proc.stderr.close()
    got += out.splitlines()
    moves = [ln.split() for ln in got if ln.startswith("lomber-move")]
    assert moves, f"{game}: the program reported no move; stderr: {err[-2000:]}"
    sid, reported = moves[-1][1], int(moves[-1][2])
    over = moves[-1][-1] == "over"
    # the next start, as the program does it: leftovers removed, the list read, the game loaded
    saves = Saves(folder)
    saves.startup()
    leftovers = list(folder.glob(".tmp-*.json")) + list((folder / "saves").glob(".tmp-*.json"))
    assert not leftovers, f"{game}: temporary files left after the start: {leftovers}"
    entries = {e.id: e for e in saves.scan()}
    assert not saves.take_problems(), f"{game}: a save was damaged by the kill"
    if over:                                     # the game ended before the kill: it left the list
        return {"game": game, "reported": reported, "saved": None}
    assert sid in entries, f"{game}: the save of the game in progress is missing"
    saved = len(saves.load(sid).state.history)
    return {"game": game, "reported": reported, "saved": saved}


def _run(tmp_path, wanted: int, seed: int, games=GAMES):
    """Kill until ``wanted`` kills fell in the middle of a game (a kill after the game ended
    checks only the start); how many do depends on the machine's speed, so count, not guess."""
    def one(k):
        folder = tmp_path / f"kill{k}"
        folder.mkdir()
        return _kill_once(folder, k, random.Random(seed * 100_000 + k), games)
    results: list = []
    # two programs at a time: each kill waits mostly for a program to start
    with ThreadPoolExecutor(max_workers=2) as pool:
        while (len([r for r in results if r["saved"] is not None]) < wanted
               and len(results) < 3 * wanted):
            need = wanted - len([r for r in results if r["saved"] is not None])
            results += list(pool.map(one, range(len(results), len(results) + max(need, 2))))
    lost = []
    for r in results:
        if r["saved"] is not None and r["saved"] < r["reported"]:
            lost.append(r)
        if r["saved"] is not None:
            # only the move being written when the kill came can be there without a report
            assert r["saved"] <= r["reported"] + 1, r
    checked = [r for r in results if r["saved"] is not None]
    print(f"\n[kill] {len(results)} kills, {len(checked)} mid-game, "
          f"{sum(r['saved'] - r['reported'] for r in checked)} written but not yet reported, lost: {lost}")
    assert not lost, f"moves lost at {len(lost)} of {len(checked)} kills: {lost}"
    assert len(checked) >= wanted, f"only {len(checked)} of {len(results)} kills fell in the middle of a game"
    assert {r["game"] for r in results} >= set(games[: min(wanted, len(games))])


# (No short version in the default run: its nine kills of nine of the games are a part of what
# the test below does — 200 kills across every game — which CI runs; the default run kills a
# real program in tests/test_app_saves.py.)
@pytest.mark.slow
def test_kills_lose_no_move_200_times(tmp_path):
    """Every game of the registry, in turn."""
    _run(tmp_path, 200, seed=2, games=sorted(g.id for g in all_games()))
