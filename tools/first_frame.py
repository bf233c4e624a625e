"""How long the menu's first frame takes after the program starts: the median of runs.

    python tools/first_frame.py [--runs 5] [--cold]

Each run starts ``python -m app --first-frame-time`` (which prints, at its first frame,
``time.monotonic()`` and the CPU seconds the process has used) and measures from just
before the process is spawned. A shared machine's load stretches the wall time; the CPU
time is what the program itself spent. The data folder is a temporary one, warmed by one
run first (the sounds' cache is in it) unless ``--cold`` (every run a fresh folder).
Headless (SDL's dummy video driver) unless a display is given (DISPLAY / WAYLAND_DISPLAY).
The sources are byte-compiled first, as an install does (``--no-compile`` to skip): with
PYTHONDONTWRITEBYTECODE set, every start would otherwise compile them again (~0.6 s)."""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")


def one(data: str) -> dict:
    env = dict(os.environ, LOMBER_DATA_DIR=data, PYGAME_HIDE_SUPPORT_PROMPT="1")
    if not (env.get("DISPLAY") or env.get("WAYLAND_DISPLAY")):
        env.setdefault("SDL_VIDEODRIVER", "dummy")
    t0 = time.monotonic()
    r = subprocess.run([sys.executable, "-m", "app", "--first-frame-time"], cwd=ROOT, env=env,
                       capture_output=True, text=True, timeout=120)
    line = [x for x in r.stdout.splitlines() if x.startswith("{")][-1]
    d = json.loads(line)
    return {"wall_s": d["first_frame_monotonic"] - t0, "cpu_s": d["cpu_s"], "stderr_lines": len(r.stderr.splitlines())}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--cold", action="store_true", help="a fresh data folder every run (no sound cache)")
    ap.add_argument("--no-compile", action="store_true", help="do not byte-compile app/ and rules/ first")
    args = ap.parse_args(argv)
    if not args.no_compile:
        subprocess.run([sys.executable, "-m", "compileall", "-q", "app", "rules"], cwd=ROOT,
                       stdout=subprocess.DEVNULL, check=False)
    warm = tempfile.mkdtemp(prefix="lomber-ff-")
    if not args.cold:
        one(warm)
    runs = [one(tempfile.mkdtemp(prefix="lomber-ff-") if args.cold else warm) for _ in range(args.runs)]
    out = {"runs": args.runs, "cache": "cold" if args.cold else "warm",
           "wall_s_median": round(statistics.median(r["wall_s"] for r in runs), 3),
           "cpu_s_median": round(statistics.median(r["cpu_s"] for r in runs), 3),
           "wall_s": [round(r["wall_s"], 3) for r in runs], "cpu_s": [r["cpu_s"] for r in runs],
           "stderr_lines": max(r["stderr_lines"] for r in runs)}
    try:
        out["load"] = os.getloadavg()[0]
    except (AttributeError, OSError):
        pass
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
