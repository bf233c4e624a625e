"""Command line: ``python -m rules list`` and ``python -m rules play ID ...``
(``duel`` and ``bench`` live in ``rules/cli_bots.py``).

``play`` prints the game's log in the words of an installed words provider (the program
registers one, see ``WORDS_GROUP``), else each phrase as data: ``durak.lead card=QS who=seat 1``."""
from __future__ import annotations

import argparse
import json
import random
import sys
from importlib import metadata

from .bots import LEVELS, level_problem, make_bot
from .cards import Card
from .errors import RulesError
from .phrases import Phrase, Seat, Word
from .registry import all_games, get_game


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


# The words are the program's (rules/ holds no prose and imports nothing of it): a package
# that words phrases registers a provider under this entry-point group (lomber's pyproject.toml:
# ``app.wording:cli_words``). A provider is ``provider(seats, lang) -> words``, ``words(phrases)``
# giving one line per phrase with the seats' names. Without one the log is printed as data.
WORDS_GROUP = "lomber.words"
PHRASE_IDS = frozenset({"cli.result"})      # what the command line itself says (tests/test_phrases.py)


def data_value(v) -> str:
    """A phrase parameter as data: a card by its code (QS), a seat 1-based (seat 1), a word by its id."""
    if isinstance(v, Card):
        return v.code
    if isinstance(v, Seat):
        return f"seat {v.n + 1}"
    if isinstance(v, Word):
        return v.id
    if isinstance(v, Phrase):
        return "(" + data_line(v) + ")"
    if isinstance(v, tuple):
        return "[" + ", ".join(data_value(x) for x in v) + "]"
    return repr(v)


def data_line(phrase: Phrase) -> str:
    """``durak.lead card=QS who=seat 1``: a phrase's id and parameters, for a reader without the words."""
    return " ".join([phrase.id] + [f"{k}={data_value(v)}" for k, v in phrase.params])


def data_words(phrases) -> list[str]:
    return [data_line(p) for p in phrases]


def words_provider():
    """The registered words provider, or None. A provider that fails to load (a broken or
    half-installed program) is left out with one line on stderr: the engine still plays."""
    for ep in metadata.entry_points(group=WORDS_GROUP):
        try:
            return ep.load()
        except (ImportError, AttributeError) as e:     # its module or its name is not there
            print(f"warning: words provider {ep.value!r} not loaded ({e}); printing phrases as data",
                  file=sys.stderr)
    return None


def wording(seats: int, lang: str):
    """``words(phrases) -> lines`` for a game of ``seats`` in ``lang``: the provider's, or data."""
    provider = words_provider()
    return data_words if provider is None else provider(seats, lang)


def result_phrase(placings) -> Phrase:
    """The last line of ``play``: the seats from first to last, with their places."""
    order = sorted(range(len(placings)), key=lambda s: placings[s])
    return Phrase("cli.result", seats=tuple(Seat(s) for s in order), places=tuple(placings[s] for s in order))


def play_game(game, seats: int, seed: int, options: dict, levels: list[str], lang="ru", log=None, words=None):
    """Play a bots-only game to the end; returns the final state. ``words``: phrases → lines
    (default: ``wording(seats, lang)``)."""
    state = game.start(seats, seed, options)
    bots = [make_bot(levels[s % len(levels)], game, s, seed) for s in range(seats)]
    words = words or wording(seats, lang)
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
    ap = RulesParser(prog="python -m rules", description="the rules engine of lomber")
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
        words = wording(args.seats, args.lang)
        state = play_game(game, args.seats, seed, parse_options(args.option), levels, args.lang, log=print,
                          words=words)
    except RulesError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    res = state.result()
    for line in words([result_phrase(res.placings)]):
        print(line)
    if args.json:
        print(json.dumps({"game": game.id, "seed": seed, "seats": state.seats, "options": state.options,
                          "bots": levels, "actions": len(state.history),
                          "placings": list(res.placings), "scores": list(res.scores),
                          "chips": None if res.chips is None else list(res.chips)},
                         ensure_ascii=False))
    return 0
