"""``lomber`` / ``python -m app``: start the program, or a game straight away.

    lomber                                   the menu
    lomber --game priyom --seats human,bot:rule,bot:easy
    lomber --game priyom --seats 6 --autoplay --exit-when-over --speed fast \\
           --screenshot end.png --seed 3 --stats
    lomber --game lenturlu --seats 8 --autoplay --games 10 --exit-when-over --speed instant --stats
    lomber --host --game durak_podkidnoy --seats remote,remote,bot:rule     a network table
    lomber --join 127.0.0.1:8765 --code K7PQ2M [--bot rule]                 join one
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile

from rules import get_game
from rules.cli import Parser, number_arg, parse_options, whole_number
from rules.errors import RulesError

from . import __version__
from .settings import SPEEDS
from .setup import Setup, SetupError, parse_seats


# The window sizes the program lays out for: a small laptop window up to an 8K screen.
# the smallest window the table is laid out for (app.main.MIN_SIZE), the largest sane one
MIN_SIZE, MAX_SIZE = (800, 480), (7680, 4320)
MAX_SEED = 10**18 - 1


def _size(text: str) -> tuple:
    parts = text.lower().replace("×", "x").split("x")
    try:
        if len(parts) != 2:
            raise argparse.ArgumentTypeError("")
        w, h = (whole_number(x) for x in parts)
    except argparse.ArgumentTypeError:
        raise argparse.ArgumentTypeError(f"size must be WxH, e.g. 1280x720, not {text!r}") from None
    (lo_w, lo_h), (hi_w, hi_h) = MIN_SIZE, MAX_SIZE
    if not (lo_w <= w <= hi_w and lo_h <= h <= hi_h):
        raise argparse.ArgumentTypeError(f"size {w}x{h} is outside {lo_w}x{lo_h} … {hi_w}x{hi_h}")
    return (w, h)


def check_screenshot(path: str) -> str:
    """The screenshot is written at exit; make sure now that it can be (its folder is
    made as it will be then), so that a long autoplay does not end in an error."""
    if not path.strip():
        raise argparse.ArgumentTypeError("--screenshot needs a file name, e.g. end.png")
    full = os.path.abspath(path)
    if os.path.isdir(full):
        raise argparse.ArgumentTypeError(f"--screenshot {path!r} is a folder; give a file name, e.g. "
                                         f"{os.path.join(path, 'end.png')}")
    folder = os.path.dirname(full)
    up = folder
    while not os.path.exists(up) and os.path.dirname(up) != up:
        up = os.path.dirname(up)
    if not os.path.isdir(up):
        raise argparse.ArgumentTypeError(f"cannot write the screenshot {path!r}: {up!r} is a file, not a folder")
    try:
        os.makedirs(folder, exist_ok=True)
        with tempfile.TemporaryFile(dir=folder):
            pass
    except OSError as e:
        raise argparse.ArgumentTypeError(f"cannot write the screenshot {path!r}: {e.strerror or e}") from None
    return path


def _games(text: str) -> int:
    if not text.isascii() or not text.isdigit() or not 1 <= int(text) <= 10_000:
        raise argparse.ArgumentTypeError(f"--games must be a whole number from 1 to 10000, not {text!r}")
    return int(text)


def build_parser() -> argparse.ArgumentParser:
    ap = Parser(prog="lomber", description="Ломбер — a card table for old Russian games")
    ap.add_argument("--version", action="version", version=f"lomber {__version__}")
    ap.add_argument("--game", metavar="ID", help="go straight to the table with this game (e.g. priyom)")
    ap.add_argument("--seats", metavar="SPEC", default=None,
                    help="'human,bot:rule,bot:easy' or a number (seat 1 human, the rest bots)")
    ap.add_argument("--seed", type=number_arg(0, MAX_SEED, "the seed"), default=None,
                    help="the deal's seed (random if not given)")
    ap.add_argument("--option", action="append", default=[], metavar="KEY=VALUE", help="a game option")
    ap.add_argument("--autoplay", action="store_true", help="every seat is a bot")
    ap.add_argument("--exit-when-over", action="store_true", help="quit when the game ends")
    ap.add_argument("--games", type=_games, default=1, metavar="N",
                    help="play N games in a row: «Play again» is pressed by itself at each results "
                         "(with --stats: the memory after each game)")
    ap.add_argument("--screenshot", metavar="PATH", help="save the last frame as PNG at exit")
    ap.add_argument("--replay", metavar="FILE", help="watch a game's record (a replay or a save)")
    ap.add_argument("--size", type=_size, default=None, metavar="WxH",
                    help=f"window size, {MIN_SIZE[0]}x{MIN_SIZE[1]} … {MAX_SIZE[0]}x{MAX_SIZE[1]} "
                         "(default: four fifths of the screen, in its real pixels)")
    ap.add_argument("--lang", choices=("ru", "en"), default=None, help="language of the program")
    ap.add_argument("--speed", choices=SPEEDS, default=None, help="animation speed")
    ap.add_argument("--stats", action="store_true", help="print frame-time figures as JSON at exit")
    ap.add_argument("--first-frame-time", action="store_true",
                    help="print as JSON when the first frame was drawn (time.monotonic) and the CPU "
                         "seconds spent by then, then quit (tools/first_frame.py takes the median of runs)")
    from .net.cli import add_arguments
    add_arguments(ap)
    return ap


def main(argv=None) -> int:
    ap = build_parser()
    args = ap.parse_args(argv)
    from .net import cli as net_cli
    if net_cli.wanted(args):
        return net_cli.run(args, ap)
    setup = None
    if args.game is None and (args.seats or args.option or args.autoplay or args.seed is not None):
        ap.error("--seats, --seed, --option and --autoplay need --game")
    if args.game is not None:
        try:
            game = get_game(args.game)
            spec = args.seats if args.seats is not None else str(min(max(game.min_seats, 4), game.max_seats))
            seats = parse_seats(spec, game, args.lang or "ru", autoplay=args.autoplay)
            game.check_seats(len(seats))
            options = game.resolve_options(parse_options(args.option), len(seats))
        except (RulesError, SetupError) as e:
            print(f"lomber: error: {e}", file=sys.stderr)
            return 2
        setup = Setup(game.id, seats, options, args.seed)
    replay = None
    if args.replay is not None:
        if args.game is not None:
            ap.error("--replay and --game cannot go together")
        from .replays import load as load_replay      # no pygame: the record is read before any window
        from .saves import SaveError
        try:
            replay = load_replay(args.replay)
        except SaveError as e:
            print(f"lomber: error: cannot open the replay {args.replay!r}: {e}", file=sys.stderr)
            return 2
    if args.screenshot is not None:
        try:
            check_screenshot(args.screenshot)
        except argparse.ArgumentTypeError as e:
            ap.error(str(e))

    from .main import App, LaunchOptions   # pygame is imported only now
    app = App(LaunchOptions(setup=setup, size=args.size, lang=args.lang, speed=args.speed,
                            exit_when_over=args.exit_when_over, games=args.games, screenshot=args.screenshot,
                            stats=args.stats, replay=replay, first_frame_time=args.first_frame_time))
    return app.run()


if __name__ == "__main__":
    sys.exit(main())
