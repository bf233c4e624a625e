"""The deal line of the log says how many cards each seat holds (issue 26, item 2: Мушка's log
said «Сдано по 4 карты» while every seat held 5, the turned-up trump counted as a seat).

Every game, at its fewest, a middle and its most seats, a few seeded rule-bot games: whenever
the log says «сдано по N» (or «сдаёт по N», «получает N», «по три», «по 6 карт на руки»), each
hand it speaks of holds N cards at that moment."""
import random
import re

import pytest

from app.wording import say
from rules import all_games
from rules.bots import make_bot

GAMES = all_games()
NUMBER = {"одной": 1, "две": 2, "две карты": 2, "три": 3, "четыре": 4, "пять": 5, "шесть": 6}
EACH = re.compile(r"(?:[Сс]дано|сдаёт|сдают) по (\d+|одной|две|три|четыре|пять|шесть)\b|по (\d+) карт[ыа]? на руки")
ONE = re.compile(r"^(?P<who>\S+) получает (?P<n>\d+) карт")
ALL = re.compile(r"^Роздано (\d+) карт")        # the whole pack, over the seats' hands and stacks


def _n(text: str) -> int:
    return int(text) if text.isdigit() else NUMBER[text]


def hand_sizes(state) -> dict:
    """{seat: cards in its hand} as a spectator's view shows them."""
    return {z.owner: z.size for z in state.view(None).zones.values() if z.kind == "hand" and z.owner is not None}


def seat_cards(state) -> int:
    """The cards in every zone a seat owns (hands, own stacks)."""
    return sum(z.size for z in state.view(None).zones.values() if z.owner is not None)


def deal_claims(line: str, names: list):
    """[(seat or None for every seat in play, n)] that a log line says was dealt."""
    m = EACH.search(line)
    if m:
        return [(None, _n(m.group(1) or m.group(2)))]
    m = ALL.match(line)
    if m:
        return [("all", int(m.group(1)))]
    m = ONE.match(line)
    if m and m.group("who") in names:
        return [(names.index(m.group("who")), int(m.group("n")))]
    return []


def check_lines(state, lines, names, where):
    sizes = hand_sizes(state)
    for line in lines:
        m = ALL.match(line)
        if m:
            # Московский: the last card, turned for trumps, then goes to the dealer («её забирает сдающий»)
            extra = sum("забирает сдающий" in x for x in lines)
            assert seat_cards(state) == int(m.group(1)) + extra, \
                f"{where}: «{line}» but the seats hold {seat_cards(state)}"
        for seat, n in deal_claims(line, names):
            if seat == "all":
                continue
            held = [sizes[seat]] if seat is not None else [v for v in sizes.values() if v]
            assert held and all(h == n for h in held), f"{where}: «{line}» but the hands hold {sizes}"


def seat_counts(game):
    return sorted({game.min_seats, (game.min_seats + game.max_seats) // 2, game.max_seats})


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_the_deal_line_says_the_cards_each_seat_holds(game):
    said = 0
    for seats in seat_counts(game):
        for seed in (1, 2, 3):
            s = game.start(seats, seed)
            names = [f"P{i}" for i in range(seats)]
            bots = [make_bot("rule", game, i, seed) for i in range(seats)]
            first = say(game, list(s.start_events), names)
            check_lines(s, first, names, f"{game.id} {seats} seats seed {seed}, the start")
            said += sum(bool(deal_claims(x, names)) for x in first)
            for step in range(400):
                if s.over:
                    break
                events = s.apply(bots[s.to_move].decide(s.view(s.to_move)), s.to_move)
                lines = say(game, events, names)
                check_lines(s, lines, names, f"{game.id} {seats} seats seed {seed}, step {step}")
                said += sum(bool(deal_claims(x, names)) for x in lines)
    if game.id in SAYS_A_COUNT:
        assert said, f"{game.id}: no deal line seen"


# The games whose log names a number of cards dealt to each (the others say «все карты розданы»,
# «ряды разложены» …): the check above must have met at least one of their lines.
SAYS_A_COUNT = {"durak_podkidnoy", "durak_perevodnoy", "durak_prostoy", "durak_slepoy", "durak_bubnovy", "akulina",
                "verish_1", "vorona", "stushevyvayus", "mushka", "mushka_mistigri", "mushka_pamfil",
                "mushka_shutikha", "napoleon", "dva_ryada", "seka", "durak_navalenny", "durak_moskovsky",
                "svoi_kozyri"}


def test_the_check_catches_a_wrong_count():
    class Fake:
        def view(self, seat):
            from rules.view import Zone
            class V:
                zones = {"hand0": Zone("hand0", "hand", (None,) * 5, owner=0),
                         "hand1": Zone("hand1", "hand", (None,) * 5, owner=1)}
            return V()
    with pytest.raises(AssertionError):
        check_lines(Fake(), ["Сдано по 4 карты, по одной"], ["P0", "P1"], "fake")
    check_lines(Fake(), ["Сдано по 5 карт, по одной"], ["P0", "P1"], "fake")
