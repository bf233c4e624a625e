"""Screenshots of every game's table, to look at (issue 28: «all 29 games at 1280×720 and
1920×1080, looked at»).

    python tools/table_shots.py OUT_DIR [--games ID,ID] [--sizes 1280x720,1920x1080]
                                [--lang ru] [--mid 5] [--seed 7] [--speed instant] [--no-results]

For each game (``python -m rules list``) at its fewest and its most seats and at each size,
a game is played headless (SDL's dummy driver, a fresh data folder in a temporary directory)
with a person at seat 1 and rule bots at the others; the person's moves are clicked where
the table shows them, as a person would (the first legal move, then every 7th, so that
different kinds are tried). Saved as PNG:

    OUT_DIR/<game>-<seats>p-<W>x<H>-start.png     the table once the deal is laid out
    OUT_DIR/<game>-<seats>p-<W>x<H>-mid.png       at the person's turn after ``--mid`` of his moves
    OUT_DIR/<game>-<seats>p-<W>x<H>-results.png   the results screen (a capped number of moves)

and ``OUT_DIR/index.txt``: one line per run (what was reached, moves played, seconds).
OUT_DIR must be outside the repository (the pictures are not kept in it).
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time

ROOT = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

MAX_MOVES = 1500            # the person's moves before the results are given up (--max-moves)
MAX_FRAMES = 200_000        # frames of one run, all told


def _scene(app) -> str:
    return type(app.scene).__name__


def _click(app, pos) -> None:
    import pygame
    pos = (int(pos[0]), int(pos[1]))
    for ev in (pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
               pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
               pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)):
        pygame.event.post(ev)
    app.run_frames(1)


def _play(app, action) -> bool:
    """Click ``action`` where the table shows it (its card's popup if it has several); if
    no place shows it, choose it as the table's keyboard would. True if it was played."""
    table = app.scene
    before = len(table.state.history)
    point = table.target_point(action)
    if point is not None:
        _click(app, point)
        for b in list(table.popup or ()):
            if b.action == action:
                _click(app, b.rect.center)
                break
    if len(table.state.history) == before and _scene(app) == "TableScene" and table.ready_for_input:
        table.choose(action)
        app.run_frames(1)
    return len(table.state.history) > before or _scene(app) != "TableScene"


def _at_rest(app, budget: int = 3000) -> None:
    """Run frames until no card is in flight (or the table is left)."""
    table = app.scene
    for _ in range(budget):
        if _scene(app) != "TableScene" or table.animator.current() is None:
            return
        app.run_frames(1)


def _shot(app, path: str) -> None:
    app.wake()
    app.run_frames(2)
    app.screenshot(path)


def run_one(out: str, game_id: str, seats: int, size, lang: str, mid: int, seed: int, speed: str,
            results: bool, max_moves: int = MAX_MOVES) -> str:
    from app.main import App, LaunchOptions
    from app.setup import Setup, parse_seats
    from rules import get_game
    import pygame

    g = get_game(game_id)
    spec = ",".join(["human"] + ["bot:rule"] * (seats - 1))
    seat_list = parse_seats(spec, g, lang)
    setup = Setup(game_id, seat_list, g.resolve_options({}, len(seat_list)), seed)
    stem = os.path.join(out, f"{game_id}-{seats}p-{size[0]}x{size[1]}")
    t0 = time.monotonic()
    os.environ["LOMBER_DATA_DIR"] = tempfile.mkdtemp(prefix="lomber-shots-")
    app = App(LaunchOptions(setup=setup, size=tuple(size), lang=lang, speed=speed))
    pygame.event.clear()
    app.run_frames(1)
    got = []
    try:
        _at_rest(app)
        _shot(app, stem + "-start.png")
        got.append("start")
        moves = frames = 0
        while frames < MAX_FRAMES and moves < max_moves:
            if _scene(app) != "TableScene":
                break
            table = app.scene
            if not table.ready_for_input:
                app.run_frames(1)
                frames += 1
                continue
            _at_rest(app)
            if moves == mid and "mid" not in got:
                _shot(app, stem + "-mid.png")
                got.append("mid")
                if not results:
                    break
            legal = list(table.view.legal)
            if not legal or not _play(app, legal[(moves * 7) % len(legal)]):
                break
            moves += 1
        if "mid" not in got and _scene(app) == "TableScene":
            _shot(app, stem + "-mid.png")             # the game ended for the person before his mid move
            got.append("mid(late)")
        if results:
            for _ in range(600):                      # the last trick gathered, the results opened
                if _scene(app) != "TableScene":
                    break
                app.run_frames(1)
            if _scene(app) in ("ResultsScene", "NetResultsScene"):
                _shot(app, stem + "-results.png")
                got.append("results")
            else:
                got.append(f"no-results({_scene(app)})")
    finally:
        app.finish()
    if not app.running:
        # SDL turns SIGTERM / Ctrl+C into a window's «quit»: the whole run stops, not this game
        raise KeyboardInterrupt
    return f"{os.path.basename(stem)}\t{','.join(got)}\tmoves={moves}\t{time.monotonic() - t0:.1f}s"


def main(argv=None) -> int:
    from rules import all_games
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("out", help="folder for the PNGs (outside the repository)")
    ap.add_argument("--games", help="comma-separated game ids (default: all)")
    ap.add_argument("--seats", choices=("both", "min", "max"), default="both")
    ap.add_argument("--sizes", default="1280x720,1920x1080")
    ap.add_argument("--lang", choices=("ru", "en"), default="ru")
    ap.add_argument("--mid", type=int, default=5, help="the person's moves before the mid-game shot")
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--speed", choices=("slow", "normal", "fast", "instant"), default="instant")
    ap.add_argument("--no-results", action="store_true", help="stop after the mid-game shot")
    ap.add_argument("--max-moves", type=int, default=MAX_MOVES,
                    help="the person's moves before the results are given up (a pulka of Мушка is long)")
    args = ap.parse_args(argv)
    out = os.path.abspath(args.out)
    if out == ROOT or out.startswith(ROOT + os.sep):
        ap.error(f"{args.out}: the pictures are not kept in the repository; give a folder outside it")
    os.makedirs(out, exist_ok=True)
    sizes = [tuple(int(v) for v in s.lower().split("x")) for s in args.sizes.split(",") if s]
    wanted = set(args.games.split(",")) if args.games else None
    games = [g for g in all_games() if wanted is None or g.id in wanted]
    if wanted and len(games) != len(wanted):
        ap.error(f"unknown game ids: {sorted(wanted - {g.id for g in games})}")
    with open(os.path.join(out, "index.txt"), "a", encoding="utf-8") as index:
        for g in games:
            counts = sorted({g.min_seats, g.max_seats})
            counts = counts[:1] if args.seats == "min" else counts[-1:] if args.seats == "max" else counts
            for n in counts:
                for size in sizes:
                    line = run_one(out, g.id, n, size, args.lang, args.mid, args.seed, args.speed,
                                   not args.no_results, args.max_moves)
                    print(line, flush=True)
                    index.write(line + "\n")
                    index.flush()
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except KeyboardInterrupt:
        print("table_shots: stopped", file=sys.stderr)
        sys.exit(130)
