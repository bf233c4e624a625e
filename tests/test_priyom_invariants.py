"""«Игра в приём» over many seeded random games: conservation, endings, views, replay, saves."""
import random
from collections import Counter

from rules import get_game, record

G = get_game("priyom")


def all_cards(s):
    return Counter([c for c in s.ring if c is not None] + [c for h in s.hands for c in h] + s.middle)


def check_view(s, seat):
    v = s.view(seat)
    ring_cards = {c for c in s.ring if c is not None}
    shown = set()
    for z in v.zones.values():
        shown.update(z.visible)
        shown.update(z.known)
    assert not shown & ring_cards, "a face-down ring card leaked into a view"
    for other in range(s.seats):
        z = v.hand(other)
        assert z.size == len(s.hands[other])
        if other != seat:
            assert z.visible == ()
            # Publicly known cards: every one of them really is in that hand.
            assert set(z.known) <= set(s.hands[other])
    assert v.zone("middle").cards == tuple(s.middle)
    assert v.zone("ring").size == s.ring_left


def play_random(i):
    seats = 2 + i % 14
    opts = {"deck": (36, 32, 52)[i % 3], "chain_before_ring_empty": i % 4 == 0}
    s = G.start(seats, 1000 + i, opts)
    rng = random.Random(i)
    full = Counter(s.ring)
    steps = 0
    while not s.over:
        s.apply(rng.choice(s.legal_actions()), s.to_move)
        steps += 1
        if steps % 8 == i % 8:
            assert all_cards(s) == full, "cards not conserved"
            check_view(s, rng.randrange(seats))
        assert steps <= s.limit
    assert all_cards(s) == full, "cards not conserved"
    return s


def test_two_thousand_random_games_conserve_cards_end_and_leak_nothing():
    ended = Counter()
    for i in range(2000):
        s = play_random(i)
        res = s.result()
        assert sorted(res.placings) == list(range(1, s.seats + 1))
        assert all(0.0 <= x <= 1.0 for x in res.scores)
        assert res.scores[res.placings.index(1)] == 1.0 and res.scores[res.placings.index(s.seats)] == 0.0
        ended["limit" if s.stalemate else "out"] += 1
        if i % 20 == 0:
            # Replay from (seed, options, actions) gives the identical state; save/load round-trips.
            again = record.replay("priyom", s.seats, s.seed, s.options, s.history)
            assert (again.ring, again.hands, again.middle, again.out) == (s.ring, s.hands, s.middle, s.out)
            loaded, meta = record.loads(record.dumps(s, {"note": "x"}))
            assert loaded.history == s.history and loaded.result() == s.result() and meta == {"note": "x"}
    assert ended["out"] > ended["limit"]


def test_mid_game_save_and_load_resume_identically():
    s = G.start(5, 42, {"deck": 52})
    rng = random.Random(3)
    for _ in range(120):
        s.apply(rng.choice(s.legal_actions()))
    loaded, _ = record.loads(record.dumps(s))
    assert loaded.view(2) == s.view(2) and loaded.legal_actions() == s.legal_actions()
    a = rng.choice(s.legal_actions())
    assert loaded.apply(a) == s.apply(a)


def test_clone_is_independent():
    s = G.start(4, 9)
    c = s.clone()
    c.apply(c.legal_actions()[0])
    assert len(s.history) == 0 and s.ring_left == 36 and c.ring_left == 35
    twin = s.clone()
    for state in (s, twin):
        state.apply(state.legal_actions()[-1])
    assert s.view(1) == twin.view(1) and s.history == twin.history and c.history != s.history


def test_rule_bots_play_every_seat_count_to_the_end():
    from rules.cli import play_game
    for seats in (2, 3, 7, 15):
        s = play_game(G, seats, seats, {"deck": 32}, ["rule", "easy", "random"])
        assert s.over and sorted(s.result().placings) == list(range(1, seats + 1))
