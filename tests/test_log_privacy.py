"""The program's log is written for the one human at the table. (That the words made from
redacted events name only cards the reader may see, for every game and reader, is the
conformance kit's check_log: tests/conformance.py.)"""
import random

from conformance import CARD_WORD as CARD


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
        deals_seen += sum(1 for e in events if e.kind == "new_deal")
    # A new deal was logged, and only the human's own hand was named in it.
    own = [line for line in session.log if line.startswith("Анна получает:")]
    others = [line for line in session.log if line.startswith(("Борис получает:", "Вера получает:"))]
    assert own and all(CARD.search(line) for line in own)
    assert not others
