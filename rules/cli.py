"""Command line: ``python -m rules list`` and ``python -m rules play ID ...``
(``duel`` and ``bench`` live in ``rules/cli_bots.py``)."""
from __future__ import annotations

import argparse
import json
import random
import sys

from .bots import LEVELS, level_problem, make_bot
from .errors import RulesError
from .registry import all_games, get_game
from .text import default_names


class Parser(argparse.ArgumentParser):
    """An argument parser whose errors are one line on stderr and exit code 2 (the
    usage is for ``--help``); its subcommands' parsers are of the same class."""

    prefix = None       # what starts the line; None: the program's name

    def error(self, message):
        head = f"{self.prog}: error:" if self.prefix is None else self.prefix
        self.exit(2, f"{head} {message} (see --help)\n")


class RulesParser(Parser):
    prefix = "error:"   # as the engine's errors below


def whole_number(text: str, least: int | None = None, most: int | None = None, what: str = "a number") -> int:
    """An integer written with ASCII digits (an optional sign first): '²' or '٣' are
    digits to Python's ``int`` but not a number a user means; raise ArgumentTypeError."""
    t = text.strip()
    body = t[1:] if t[:1] in "+-" else t
    if not (body.isascii() and body.isdigit()):
        raise argparse.ArgumentTypeError(f"{what} must be a whole number written with 0–9, not {text!r}")
    n = int(t)
    if least is not None and n < least or most is not None and n > most:
        span = f"at least {least}" if most is None else f"from {least} to {most}"
        raise argparse.ArgumentTypeError(f"{what} must be {span}, not {n}")
    return n


def number_arg(least: int | None = None, most: int | None = None, what: str = "a number"):
    """``whole_number`` as an argparse ``type``."""
    def parse(text):
        return whole_number(text, least, most, what)
    parse.__name__ = what          # argparse names the type in its messages
    return parse


def check_levels(levels) -> None:
    for lv in levels:
        problem = level_problem(lv)
        if problem is not None:
            raise RulesError(problem)


def parse_options(pairs) -> dict:
    out = {}
    for p in pairs or []:
        if "=" not in p:
            raise RulesError(f"--option takes key=value, not {p!r}")
        k, v = p.split("=", 1)
        out[k.strip()] = v.strip()
    return out


def _wording(names, lang):
    """Lines for phrases. The words live with the program (app/wording.py; rules/ holds no
    prose); without it the phrases are printed as data."""
    try:
        from app.wording import Wording
    except ImportError:
        return lambda phrases: [repr(p) for p in phrases]
    return Wording(lang, None, names).lines


def play_game(game, seats: int, seed: int, options: dict, levels: list[str], lang="ru", log=None):
    """Play a bots-only game to the end; returns the final state."""
    state = game.start(seats, seed, options)
    bots = [make_bot(levels[s % len(levels)], game, s, seed) for s in range(seats)]
    words = _wording(default_names(seats, lang), lang)
    if log is not None:     # what the start of the game showed (a chip game's first antes and deal)
        for line in words(game.describe(list(state.start_events))):
            log(line)
    while not state.over:
        seat = state.to_move
        action = bots[seat].decide(state.view(seat))
        events = state.apply(action, seat)
        if log is not None:
            for line in words(game.describe(events)):
                log(line)
    return state


def main(argv=None) -> int:
    ap = RulesParser(prog="python -m rules", description="Ломбер rules engine")
    sub = ap.add_subparsers(dest="cmd", required=True)
    sub.add_parser("list", help="one line per game: id, title, seat range")
    p = sub.add_parser("play", help="play a bots-only game and print its log")
    p.add_argument("game")
    p.add_argument("--seats", type=number_arg(1, None, "the number of seats"), required=True)
    p.add_argument("--seed", type=number_arg(what="the seed"), default=None)
    p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    p.add_argument("--bots", default="rule", help="a level, or levels by seat separated by commas "
                   f"({', '.join(LEVELS)}, ismcts@N)")
    p.add_argument("--lang", choices=("ru", "en"), default="ru")
    p.add_argument("--json", action="store_true", help="end with one JSON line")
    from . import cli_bots
    cli_bots.add_parsers(sub)          # duel, bench
    args = ap.parse_args(argv)

    if args.cmd in ("duel", "bench"):
        return cli_bots.run(args)
    if args.cmd == "list":
        for g in all_games():
            print(f"{g.id}\t{g.title['ru']}\t{g.min_seats}–{g.max_seats}")
        return 0
    try:
        game = get_game(args.game)
        seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**31)
        levels = [x.strip() for x in args.bots.split(",")]
        check_levels(levels)
        state = play_game(game, args.seats, seed, parse_options(args.option), levels, args.lang, log=print)
    except RulesError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    res = state.result()
    names = default_names(state.seats, args.lang)
    order = sorted(range(state.seats), key=lambda s: res.placings[s])
    print(("Итог: " if args.lang == "ru" else "Result: ") +
          ", ".join(f"{res.placings[s]}. {names[s]}" for s in order))
    if args.json:
        print(json.dumps({"game": game.id, "seed": seed, "seats": state.seats, "options": state.options,
                          "bots": levels, "actions": len(state.history),
                          "placings": list(res.placings), "scores": list(res.scores),
                          "chips": None if res.chips is None else list(res.chips)},
                         ensure_ascii=False))
    return 0
