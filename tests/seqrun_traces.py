"""Seeded traces of the sequence-run family (Лентюрлю, Комета, Манилья): what a player can
observe of a game, and what the search bot reconstructs, as a digest per game.

The traces were recorded from the hand-written states (before the family moved onto
rules.tabletop) into ``tests/data/seqrun_traces.json``; ``tests/test_seqrun_traces.py``
checks that every seeded game still plays identically: at every step the legal actions,
the rule bot's choice, the view of every seat (zones, public record, legal actions, …),
the events as every seat receives them (``Event.for_seat``), the state's ``estimate``;
every few steps a clone played on (the original unchanged) and a world sampled from the
mover's view (its views, its estimate, a few moves played in it); at the end the result.

The public record is compared on the keys the hand-written views had (``OLD_KEYS``): a
migrated state may show more, never less or other (a mapping may become a read-only one),
and the chips the table reads from it (``app.layout.model.chips_of``) stay the same.

    python tests/seqrun_traces.py record    # rewrite the digests (only on purpose)
    python tests/seqrun_traces.py check     # compare, all games
"""
from __future__ import annotations

import hashlib
import json
import random
import sys
from collections.abc import Mapping
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from app.layout.model import chips_of  # noqa: E402
from rules import get_game  # noqa: E402

DATA = Path(__file__).resolve().parent / "data" / "seqrun_traces.json"
GAMES = 24                 # seeded games per id
IDS = ("lenturlu", "kometa", "manilya")
EVERY = 9                  # a clone and a sampled world every few steps

_COMMON = ("active", "bought", "buy_limit", "deal_no", "deal_start", "dealer", "deals", "first_lead",
           "first_lead_ranks", "laid", "last_layer", "lead_passes", "leading", "left", "match_over", "need",
           "need_text", "options", "revealed", "talon", "chips", "gain", "last_deal", "start_chips")
OLD_KEYS = {
    "lenturlu": frozenset(_COMMON + ("ante", "board", "deal_chips", "restake", "stake_order", "stake_weights",
                                     "stakes", "taken", "variant")),
    "kometa": frozenset(_COMMON + ("deal_points", "hand_start", "lacks", "manilya", "not_in", "passed", "pot",
                                   "scores", "target", "teams", "wild", "wild_as", "wild_in_run", "wild_laid")),
}
OLD_KEYS["manilya"] = OLD_KEYS["kometa"]
# options added after the recording: at their default they change nothing, so a trace shows
# the options without them (a game played with another value is not among the recordings)
ADDED_OPTIONS = {"opera": "never_passed"}


def old_options(options) -> dict:
    return {k: v for k, v in dict(options).items() if ADDED_OPTIONS.get(k, object()) != v}


def setup(gid: str, i: int):
    """Seat counts over the game's range, a spread of its options; short matches mostly."""
    g = get_game(gid)
    lo, hi = g.min_seats, g.max_seats
    seats = lo + i % (hi - lo + 1)
    k = i // (hi - lo + 1)
    if gid == "lenturlu":
        opts = {"variant": ("23a", "23b", "23v")[i % 3],
                "first_lead_ace": ("auto", True, False)[(i // 2) % 3],
                "must_continue": (i // 3) % 2 == 1,
                "lenturlu_card_stops": (i // 4) % 2 == 1,
                "ante_per_player": (5, 2, 10)[k % 3],
                "restake": (2, 1, 5)[(i // 5) % 3],
                "fixed_payment": (10, 20)[(i // 7) % 2],
                "deals": (1, 2, 3)[(i // 2) % 3],
                "start_chips": ("auto", 100, 200)[(i // 6) % 3]}
        if i % 8 == 7:
            opts.update(start_chips=100, ante_per_player=10, deals=20)   # players run out and leave
    elif gid == "kometa":
        opts = {"deck_colour": ("red", "black")[i % 2],
                "partners": ("auto", False)[(i // 3) % 2],
                "same_rank_group": ("3_or_4", "any", "single")[(i // 2) % 3],
                "comet_stuck_multiplier": (2, 3, 4)[k % 3],
                "target": (12, 24)[(i // 5) % 2],
                "dealer_fine": (1, 0, 3)[(i // 4) % 3]}
    else:
        opts = {"chips": (3, 5, 10)[(i // 5) % 3] if i % 6 else 3,
                "same_rank_group": ("3_or_4", "any", "single")[(i // 2) % 3],
                "comet_stuck_multiplier": (2, 3, 4)[k % 3]}
        if opts["chips"] == 10 and i % 2:
            opts["chips"] = 3
    return seats, 7000 + 31 * i + len(gid), opts


def _card(c):
    return None if c is None else c.code


def canon(v):
    """A value in a form whose repr is stable: cards by code, mappings (a dict or a
    read-only one) sorted, sets sorted."""
    from rules.cards import Card
    from rules.phrases import Phrase
    if isinstance(v, Card):
        return ("card", v.code)
    if isinstance(v, Mapping):
        return ("map", tuple(sorted(((repr(k), canon(x)) for k, x in v.items()), key=lambda kv: kv[0])))
    if isinstance(v, (list, tuple)):
        return (type(v).__name__, tuple(canon(x) for x in v))
    if isinstance(v, (set, frozenset)):
        return ("set", tuple(sorted(repr(canon(x)) for x in v)))
    if isinstance(v, Phrase):
        return ("phrase", repr(v))
    return v


def _event(e):
    return (e.what, e.seat, tuple(_card(c) for c in e.cards), e.src, e.dst, e.index, e.count,
            None if e.visible_to is None else tuple(sorted(e.visible_to)), canon(e.data))


def _events(events, seats):
    return tuple(tuple(_event(e.for_seat(r)) for e in events) for r in (None, *range(seats)))


def _zones(view):
    return tuple((name, z.kind, tuple(_card(c) for c in z.cards), z.owner, tuple(_card(c) for c in z.known),
                  z.positions, z.capacity, z.face) for name, z in view.zones.items())


def _public(view, keys):
    pub = view.record()         # the record as the game wrote it (display facts included)
    missing = keys - set(pub)
    assert not missing, f"the view lost public keys {sorted(missing)}"
    out = []
    for k in sorted(keys):
        v = pub[k]
        if k == "options":
            v = old_options(v)
        out.append((k, canon(v)))
    # the chips the table reads from the record (stacks, the stake cards' piles, the pot)
    out.append(("table chips", tuple(sorted(chips_of(view).items()))))
    return tuple(out)


def _result(r):
    if r is None:
        return None
    return (r.placings, r.scores, r.chips, r.draw, r.losers, r.loser_word, r.reason, repr(r.settlement),
            canon(r.held), repr(r.lines))


def _view(view, keys):
    return (view.game, view.seat, view.seats, view.to_move,
            tuple(json.dumps(a.to_json(), sort_keys=True) for a in view.legal),
            _zones(view), tuple(_card(c) for c in view.deck), _public(view, keys), view.over,
            _result(view.result), view.turn)


def _views(s, keys):
    return tuple(_view(s.view(r), keys) for r in (None, *range(s.seats)))


def _estimate(s):
    est = s.estimate()
    amounts = getattr(s, "estimate_amounts", None)
    return (est, amounts() if amounts is not None else None)


def _random_moves(s, rng, n, keys, out):
    for _ in range(n):
        if s.over:
            break
        seat = s.to_move
        legal = s.legal_actions()
        act = legal[rng.randrange(len(legal))]
        out.append(("m", seat, json.dumps(act.to_json(), sort_keys=True), _events(s.apply(act, seat), s.seats),
                    _view(s.view(seat), keys), _estimate(s)))


def _exact_sampler(g, v):
    """The sampler as it was recorded: always by exact count (a view past
    ``sampling.EXACT_STATES`` is otherwise mixed by swaps since, which draws other worlds —
    a change of the sampler, not of the engine these traces pin)."""
    import rules.sampling as sampling
    keep = sampling.EXACT_STATES
    sampling.EXACT_STATES = 10 ** 9
    try:
        return g.world_sampler(v)
    finally:
        sampling.EXACT_STATES = keep


def trace(gid: str, i: int):
    """Yield the observations of game ``i`` of ``gid`` one by one (even games played by the
    rule bot, odd ones at random)."""
    g = get_game(gid)
    keys = OLD_KEYS[gid]
    seats, seed, opts = setup(gid, i)
    s = g.start(seats, seed, opts)
    rule_rng = random.Random(seed)
    play_rng = random.Random(-seed)
    side_rng = random.Random(seed * 7 + 1)
    yield ("start", gid, seats, seed, repr(sorted(old_options(s.options).items())), _events(s.start_events, seats),
           _views(s, keys), _estimate(s))
    step = 0
    while not s.over:
        seat = s.to_move
        legal = s.legal_actions()
        v = s.view(seat)
        assert tuple(legal) == v.legal
        choice = g.rule_policy(v, rule_rng)
        row = [step, seat, json.dumps(choice.to_json(), sort_keys=True)]
        if step % EVERY == 0:
            before = _views(s, keys)
            c = s.clone()
            side = []
            _random_moves(c, side_rng, 4, keys, side)
            assert _views(s, keys) == before, "playing a clone changed the original"
            row.append(("clone", tuple(side)))
            w = _exact_sampler(g, v).sample(random.Random(seed + step))
            side = [_views(w, keys), _estimate(w)]
            _random_moves(w, side_rng, 6, keys, side)
            row.append(("world", tuple(side)))
        act = choice if i % 2 == 0 else legal[play_rng.randrange(len(legal))]
        row.append(_events(s.apply(act, seat), seats))
        row.append(_views(s, keys))
        row.append(_estimate(s))
        yield tuple(row)
        step += 1
    r = s.result()
    yield ("result", _result(r), len(s.history), _views(s, keys))


def digest(gid: str, i: int) -> str:
    h = hashlib.sha256()
    for item in trace(gid, i):
        h.update(repr(item).encode())
    return h.hexdigest()


def main(argv) -> int:
    cmd = argv[1] if len(argv) > 1 else "check"
    ids = argv[2:] or IDS
    if cmd == "record":
        data = {gid: [digest(gid, i) for i in range(GAMES)] for gid in IDS}
        DATA.write_text(json.dumps(data, indent=0) + "\n", encoding="utf-8")
        print(f"recorded {GAMES} games of each of {', '.join(IDS)}")
        return 0
    want = json.loads(DATA.read_text(encoding="utf-8"))
    bad = 0
    for gid in ids:
        diff = [i for i in range(GAMES) if digest(gid, i) != want[gid][i]]
        bad += len(diff)
        print(f"{gid}: {GAMES - len(diff)} of {GAMES} games identical" + (f"; differ: {diff}" if diff else ""))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
