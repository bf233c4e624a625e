"""Games in a row in one process, headless: the resident memory after each game and, with
``--trace``, what Python allocated between games (tracemalloc, the top growth by line).

    python tools/memory_games.py lenturlu --seats 4 --games 10 [--level normal] [--trace]

The same games as ``python -m app --game G --autoplay --seats N --games 10 --speed instant
--stats`` (whose ``rss_mb_after_game`` is the figure the issue tracks), with a lighter
level for a quick look (``--level ismcts@20``)."""
from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import tracemalloc

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def _surface_bytes(root) -> int:
    """Pixel bytes of the pygame Surfaces reachable from ``root`` (tests/test_app_memory.py)."""
    import gc
    import types

    import pygame
    skip = (type, types.ModuleType, types.FunctionType, types.MethodType, types.BuiltinFunctionType,
            str, bytes, int, float)
    seen, stack, total = set(), [root], 0
    while stack:
        o = stack.pop()
        if id(o) in seen or isinstance(o, skip):
            continue
        seen.add(id(o))
        if isinstance(o, pygame.Surface):
            total += o.get_pitch() * o.get_height()
            continue
        stack.extend(gc.get_referents(o))
    return total


def _mallinfo():
    """glibc's heap: [in use, free inside the heap, mmapped] in MB, or None elsewhere."""
    try:
        import ctypes

        class M(ctypes.Structure):
            _fields_ = [(n, ctypes.c_size_t) for n in ("arena", "ordblks", "smblks", "hblks", "hblkhd", "usmblks",
                                                       "fsmblks", "uordblks", "fordblks", "keepcost")]
        f = ctypes.CDLL("libc.so.6").mallinfo2
        f.restype = M
        m = f()
        return [round(m.uordblks / 2 ** 20, 1), round(m.fordblks / 2 ** 20, 1), round(m.hblkhd / 2 ** 20, 1)]
    except (OSError, AttributeError):
        return None


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("game")
    ap.add_argument("--seats", type=int, default=4)
    ap.add_argument("--games", type=int, default=10)
    ap.add_argument("--level", default="normal")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--trace", action="store_true")
    ap.add_argument("--top", type=int, default=12)
    ap.add_argument("--surfaces", action="store_true", help="the pixel MB of the Surfaces the program holds")
    args = ap.parse_args(argv)
    os.environ.setdefault("LOMBER_DATA_DIR", tempfile.mkdtemp(prefix="lomber-mem-"))
    from app.main import App, LaunchOptions, resident_mb
    from app.setup import Setup, parse_seats
    from rules import get_game

    game = get_game(args.game)
    seats = parse_seats(",".join([f"bot:{args.level}"] * args.seats), game)
    setup = Setup(game.id, seats, game.resolve_options({}, len(seats)), args.seed)
    if args.trace:
        tracemalloc.start(5)
    app = App(LaunchOptions(setup=setup, size=(1280, 720), speed="instant", games=args.games,
                            exit_when_over=True, stats=True))
    snaps = []
    shown = app.show_results

    def results(session):
        shown(session)
        line = {"game": app.games_over, "rss_mb": resident_mb()}
        if args.surfaces:
            line["surfaces_mb"] = round(_surface_bytes(app) / 2 ** 20, 2)
            line["text_mb"] = round(app.fonts._lines.bytes / 2 ** 20, 2)
            line["art_mb"] = round(_surface_bytes(app.painter.art) / 2 ** 20, 2)
            line["art_n"] = len(app.painter.art)
        heap = _mallinfo()
        if heap:
            line["heap_mb"] = heap
        if args.trace:
            import gc
            gc.collect()
            snap = tracemalloc.take_snapshot().filter_traces(
                [tracemalloc.Filter(False, tracemalloc.__file__)])
            line["traced_mb"] = round(tracemalloc.get_traced_memory()[0] / 2 ** 20, 2)
            if snaps:
                top = snap.compare_to(snaps[-1], "traceback")[:args.top]
                line["growth"] = [f"{s.size_diff / 1024:+.0f} KB {s.count_diff:+d}: "
                                  + " < ".join(f"{f.filename.rsplit('/', 2)[-1]}:{f.lineno}"
                                               for f in s.traceback[:4]) for s in top]
            snaps[:] = [snap]
        print(json.dumps(line, ensure_ascii=False), flush=True)
    app.show_results = results
    while app.running and app.tick():
        pass
    app.finish()
    return 0


if __name__ == "__main__":
    sys.exit(main())
