"""``lomber`` / ``python -m app``: start the program, or a game straight away.

    lomber                                   the menu
    lomber --game priyom --seats human,bot:rule,bot:easy
    lomber --game priyom --seats 6 --autoplay --exit-when-over --speed fast \\
           --screenshot end.png --seed 3 --stats
    lomber --game lenturlu --seats 8 --autoplay --games 10 --exit-when-over --speed instant --stats
"""
from __future__ import annotations

import argparse
import sys

from rules import get_game
from rules.cli import parse_options
from rules.errors import RulesError

from . import __version__
from .settings import SPEEDS
from .setup import Setup, SetupError, parse_seats


def _size(text: str) -> tuple:
    try:
        w, h = (int(x) for x in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"size must be WxH, e.g. 1280x720, not {text!r}") from None
    if w < 320 or h < 240:
        raise argparse.ArgumentTypeError(f"size {w}x{h} is too small")
    return (w, h)


def _games(text: str) -> int:
    if not text.isascii() or not text.isdigit() or not 1 <= int(text) <= 10_000:
        raise argparse.ArgumentTypeError(f"--games must be a whole number from 1 to 10000, not {text!r}")
    return int(text)


def build_parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(prog="lomber", description="Ломбер — a card table for old Russian games")
    ap.add_argument("--version", action="version", version=f"lomber {__version__}")
    ap.add_argument("--game", metavar="ID", help="go straight to the table with this game (e.g. priyom)")
    ap.add_argument("--seats", metavar="SPEC", default=None,
                    help="'human,bot:rule,bot:easy' or a number (seat 1 human, the rest bots)")
    ap.add_argument("--seed", type=int, default=None, help="the deal's seed (random if not given)")
    ap.add_argument("--option", action="append", default=[], metavar="KEY=VALUE", help="a game option")
    ap.add_argument("--autoplay", action="store_true", help="every seat is a bot")
    ap.add_argument("--exit-when-over", action="store_true", help="quit when the game ends")
    ap.add_argument("--games", type=_games, default=1, metavar="N",
                    help="play N games in a row: «Ещё раз» is pressed by itself at each results "
                         "(with --stats: the memory after each game)")
    ap.add_argument("--screenshot", metavar="PATH", help="save the last frame as PNG at exit")
    ap.add_argument("--size", type=_size, default=(1280, 720), metavar="WxH", help="window size")
    ap.add_argument("--lang", choices=("ru", "en"), default=None, help="language of the program")
    ap.add_argument("--speed", choices=SPEEDS, default=None, help="animation speed")
    ap.add_argument("--stats", action="store_true", help="print frame-time figures as JSON at exit")
    return ap


def main(argv=None) -> int:
    ap = build_parser()
    args = ap.parse_args(argv)
    setup = None
    if args.game is None and (args.seats or args.option or args.autoplay or args.seed is not None):
        ap.error("--seats, --seed, --option and --autoplay need --game")
    if args.game is not None:
        try:
            game = get_game(args.game)
            spec = args.seats if args.seats is not None else str(min(max(game.min_seats, 4), game.max_seats))
            seats = parse_seats(spec, game, args.lang or "ru", autoplay=args.autoplay)
            options = game.resolve_options(parse_options(args.option))
            game.check_seats(len(seats))
        except (RulesError, SetupError) as e:
            print(f"lomber: error: {e}", file=sys.stderr)
            return 2
        setup = Setup(game.id, seats, options, args.seed)

    from .main import App, LaunchOptions   # pygame is imported only now
    app = App(LaunchOptions(setup=setup, size=args.size, lang=args.lang, speed=args.speed,
                            exit_when_over=args.exit_when_over, games=args.games, screenshot=args.screenshot,
                            stats=args.stats))
    return app.run()


if __name__ == "__main__":
    sys.exit(main())
