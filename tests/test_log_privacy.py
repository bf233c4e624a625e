"""The words of the game log never name a card the reader may not see.

For every registered game: the phrases made from events redacted for a seat (or for
everybody, ``None``), and the log lines worded from them with either card indices, mention
only cards that those redacted events carry or that the seat's view shows or knows, before
or after the action.
"""
import random
import re

import pytest

from app.wording import Wording
from rules import all_games

CARD = re.compile(r"(10|[2-9]|[ВДКТJQKA])([♠♣♥♦])")
SUIT = {"♠": "S", "♣": "C", "♥": "H", "♦": "D"}
RANK = {"В": 11, "Д": 12, "К": 13, "Т": 14, "J": 11, "Q": 12, "K": 13, "A": 14}


def named(lines):
    out = set()
    for line in lines:
        for r, s in CARD.findall(line):
            out.add((RANK.get(r) or int(r), SUIT[s]))
    return out


def said(game, events, names):
    """The cards the phrases name, and those the worded lines name (both indices, both languages)."""
    phrases = game.describe(events)
    cards = {(c.rank, c.suit) for p in phrases for c in p.cards()}
    for lang in ("ru", "en"):
        for indices in ("ru", "en"):
            cards |= named(Wording(lang, indices, names).lines(phrases))
    return cards


def seen(view):
    cards = set()
    for z in view.zones.values():
        cards.update((c.rank, c.suit) for c in z.visible)
        cards.update((c.rank, c.suit) for c in z.known)
    return cards


# The longest variants (2–3 s of a core each) run with the slow tests; their families stand for
# them in the default run («мушка», «дурак подкидной» and the other fools).
LONG_VARIANTS = {"mushka_pamfil", "mushka_mistigri", "mushka_shutikha", "durak_slepoy", "durak_bubnovy"}


@pytest.mark.parametrize("game", [pytest.param(g, marks=pytest.mark.slow) if g.id in LONG_VARIANTS else g
                                  for g in all_games()], ids=lambda g: g.id)
def test_log_lines_name_only_cards_the_reader_may_see(game):
    rng = random.Random(7)
    for g in range(8):
        seats = game.min_seats + g % (game.max_seats - game.min_seats + 1)
        s = game.start(seats, 500 + g)
        names = [f"P{i}" for i in range(seats)]
        for r in [None] + list(range(seats)):          # the opening: the deal, the antes
            red = [e.for_seat(r) for e in getattr(s, "start_events", ())]
            allowed = seen(s.view(r)) | {(c.rank, c.suit) for e in red for c in e.cards}
            assert not said(game, red, names) - allowed
        steps = 0
        while not s.over and steps < 250:
            readers = [None] + list(range(seats))
            before = {r: seen(s.view(r)) for r in readers}
            events = s.apply(rng.choice(s.legal_actions()))
            steps += 1
            for r in readers:
                red = [e.for_seat(r) for e in events]
                allowed = before[r] | seen(s.view(r)) | {(c.rank, c.suit) for e in red for c in e.cards}
                leaked = said(game, red, names) - allowed
                assert not leaked, (game.id, r, game.describe(red), leaked)


def test_the_program_log_is_written_for_the_one_human_only():
    from app.session import Session
    from app.setup import Setup, parse_seats
    from rules import get_game

    game = get_game("lenturlu")
    session = Session(Setup("lenturlu", parse_seats("human,bot:rule,bot:rule", game), game.resolve_options({}), 3))
    assert session.log_viewer == 0
    rng = random.Random(1)
    deals_seen = 0
    while deals_seen < 2 and not session.state.over:
        st = session.state
        events = session.apply(rng.choice(st.legal_actions()), st.to_move)
        deals_seen += sum(1 for e in events if e.what == "new_deal")
    # A new deal was logged, and only the human's own hand was named in it.
    own = [line for line in session.log if line.startswith("Анна получает:")]
    others = [line for line in session.log if line.startswith(("Борис получает:", "Вера получает:"))]
    assert own and all(CARD.search(line) for line in own)
    assert not others
