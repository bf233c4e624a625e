"""Damaged saves never crash the program: mutations of real saves of every game (bit flips,
truncations, inserted bytes, fields of another type, deep nesting, seats as a number, huge
numbers, unicode) are each either loaded as the identical game or refused with SaveError.

Mutations that keep a correct checksum (as a program bug or a deliberate edit could) are
also tried: they must be refused or load as the game they describe — never an exception
of another kind, never a state that cannot be shown.

Hypothesis drives it: a small count in the default run, 2,400 under ``slow``.
"""
from __future__ import annotations

import json
import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.saves import check_text, decode, load_text
from app.setup import SeatSpec, Setup
from rules import all_games, record
from rules.errors import SaveError

OUTCOMES: Counter = Counter()


def _real_save(game, k: int) -> str:
    """A save as the program writes it: some moves into a game, the setup and a tally."""
    rng = random.Random(k)
    seats = min(max(game.min_seats, 3), game.max_seats)
    state = game.start(seats, 100 + k, {})
    for _ in range(rng.randint(5, 40)):
        if state.over:
            break
        state.apply(rng.choice(state.legal_actions()))
    if state.over:                                   # a finished game is not saved: take one move less
        state = record.replay(game.id, seats, state.seed, state.options, state.history[:-1])
    names = ["Анна", "Boris", "Вера ☂", "Глеб", "Дарья"]
    setup = Setup(game.id, [SeatSpec("human" if i == 0 else "bot", "" if i == 0 else "rule", names[i % 5])
                            for i in range(seats)], dict(state.options), state.seed)
    meta = {"setup": setup.to_json(), "saved": 1_764_000_000}
    if game.id.startswith("durak"):
        meta["tally"] = {"games": 2, "fools": [1] + [0] * (seats - 1), "draws": 1}
    return record.dumps(state, meta)


CORPUS = [_real_save(g, k) for g in all_games() for k in range(2)]


# ---------------------------------------------------------------- structural mutations
def _paths(value, here=()):
    """Every place in a parsed record (for replacing a value there)."""
    yield here
    if isinstance(value, dict):
        for k, v in value.items():
            yield from _paths(v, here + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from _paths(v, here + (i,))


def _replace(rec, path, new):
    if not path:
        return new
    node = rec
    for p in path[:-1]:
        node = node[p]
    node[path[-1]] = new
    return rec


def _nested(depth: int, leaf="x"):
    """``depth`` lists one in another; past what ``json.dumps`` can write, a marker that
    ``_dump`` replaces with the text."""
    if depth > 400:
        return f"@@DEEP{depth}@@"
    v = leaf
    for _ in range(depth):
        v = [v]
    return v


def _deepen(text: str) -> str:
    out, i = [], 0
    while True:
        j = text.find('"@@DEEP', i)
        if j < 0:
            return "".join(out) + text[i:]
        k = text.index('@@"', j + 7)
        n = int(text[j + 7:k])
        out += [text[i:j], "[" * n, '"x"', "]" * n]
        i = k + 3


ODD_VALUES = st.one_of(
    st.none(), st.booleans(), st.integers(), st.integers(min_value=10**18, max_value=10**40),
    st.floats(allow_nan=False, allow_infinity=False), st.text(max_size=30),
    st.sampled_from(["\u202e", "\x00", "😀" * 50, "a" * 5000, "Ё", "\ufeff"]),
    st.lists(st.integers(), max_size=4), st.dictionaries(st.text(max_size=5), st.integers(), max_size=3),
    st.integers(min_value=5, max_value=3000).map(_nested),
)


@st.composite
def structural(draw, text):
    rec = json.loads(text)
    places = list(_paths(rec))
    path = draw(st.sampled_from(places))
    kind = draw(st.sampled_from(["odd", "seats_number", "deep", "huge", "drop", "unicode"]))
    if kind == "seats_number":
        path, new = ("meta", "setup", "seats"), draw(st.integers(-5, 99))
    elif kind == "deep":
        new = _nested(draw(st.integers(min_value=50, max_value=100_000)))
    elif kind == "huge":
        new = draw(st.sampled_from([10**100, -10**100, 2**63, 2**64 - 1, -2**63 - 1, 10**4000 // 3]))
    elif kind == "drop" and path:
        parent = rec
        for p in path[:-1]:
            parent = parent[p]
        del parent[path[-1]]
        return rec
    elif kind == "unicode":
        new = draw(st.text(alphabet=st.characters(codec="utf-8"), min_size=1, max_size=40))
    else:
        new = draw(ODD_VALUES)
    return _replace(rec, path, new)


def _dump(rec) -> str:
    return _deepen(json.dumps(rec, ensure_ascii=False, separators=(",", ":")))


def _resign(rec):
    if isinstance(rec, dict):
        try:
            rec["checksum"] = record.checksum(rec)
        except (ValueError, TypeError, RecursionError):   # the record cannot be put in canonical form
            pass
    return rec


# ---------------------------------------------------------------- byte mutations
@st.composite
def byte_mutation(draw, data: bytes):
    kind = draw(st.sampled_from(["flip", "truncate", "insert", "delete", "splice"]))
    n = len(data)
    i = draw(st.integers(0, n - 1))
    if kind == "flip":
        bit = draw(st.integers(0, 7))
        return data[:i] + bytes([data[i] ^ (1 << bit)]) + data[i + 1:]
    if kind == "truncate":
        return data[:i]
    if kind == "insert":
        return data[:i] + draw(st.binary(min_size=1, max_size=8)) + data[i:]
    if kind == "delete":
        return data[:i] + data[i + draw(st.integers(1, 16)):]
    j = draw(st.integers(0, n - 1))                  # a piece of the file copied elsewhere
    return data[:i] + data[j:j + draw(st.integers(1, 40))] + data[i:]


# ---------------------------------------------------------------- the check
def _outcome(data: bytes, original: str, resigned: bool) -> str:
    """Load as the program does; return 'refused', 'identical' or 'other game'."""
    try:
        text = decode(data)
        check_text(text)                             # the menu's list
        state, setup, meta = load_text(text)         # «Продолжить»
    except SaveError:
        return "refused"
    # anything else propagates: a crash fails the test
    o_state, o_meta = record.loads(original)
    same = (state.game.id == o_state.game.id and state.seats == o_state.seats and state.seed == o_state.seed
            and dict(state.options) == dict(o_state.options) and state.history == o_state.history
            and meta == o_meta and setup.to_json() == Setup.from_json(o_meta["setup"]).to_json())
    if same:
        return "identical"
    assert resigned, "a save changed outside the program loaded as another game"
    # a re-signed change: it loads as the game it describes, and that game can be shown
    rec = json.loads(text)
    assert [a.to_json() for a in state.history] == rec["actions"] and state.seed == rec["seed"]
    for seat in [None] + list(range(state.seats)):
        state.view(seat)
    return "other game"


def _fuzz(n: int):
    @settings(max_examples=n, deadline=None, database=None, derandomize=(n < 1000),
              suppress_health_check=list(HealthCheck))
    @given(st.data())
    def run(data):
        original = data.draw(st.sampled_from(CORPUS))
        kind = data.draw(st.sampled_from(["bytes", "bytes", "structure", "structure-resigned"]))
        if kind == "bytes":
            mutated = data.draw(byte_mutation(original.encode("utf-8")))
        else:
            rec = data.draw(structural(original))
            if kind == "structure-resigned":
                rec = _resign(rec)
            mutated = _dump(rec).encode("utf-8")
        OUTCOMES[(kind, _outcome(mutated, original, kind == "structure-resigned"))] += 1
    OUTCOMES.clear()
    run()
    print(f"\n[fuzz] {sum(OUTCOMES.values())} mutations: " +
          ", ".join(f"{k[0]} {k[1]}: {v}" for k, v in sorted(OUTCOMES.items())))
    assert sum(OUTCOMES.values()) >= n * 0.9


def test_the_corpus_holds_a_real_save_of_every_game():
    assert {json.loads(t)["game"] for t in CORPUS} == {g.id for g in all_games()}
    for text in CORPUS:
        assert _outcome(text.encode("utf-8"), text, False) == "identical"


def test_mutated_saves_load_identically_or_are_refused():
    _fuzz(150)


@pytest.mark.slow
def test_mutated_saves_load_identically_or_are_refused_2400_times():
    _fuzz(2400)


# ---------------------------------------------------------------- the cases the issue names
def _signed(change, text=None):
    rec = json.loads(text or CORPUS[0])
    change(rec)
    return _deepen(json.dumps(_resign(rec), ensure_ascii=False))


@pytest.mark.parametrize("name, text", [
    ("deep nesting, whole file", "[" * 100_000 + "]" * 100_000),
    ("deep nesting in meta", _signed(lambda r: r["meta"].update(x=_nested(5000)))),
    ("deeper than the schema allows, with a correct checksum", _signed(lambda r: r["meta"].update(x=_nested(50)))),
    ("deep nesting in an action", _signed(lambda r: r["actions"][0].update(value=_nested(30)))),
    ("seats of the setup as a number", _signed(lambda r: r["meta"]["setup"].update(seats=5))),
    ("seats as a string", _signed(lambda r: r.update(seats="3"))),
    ("a huge seed", _signed(lambda r: r.update(seed=10**30))),
    ("a number of 5000 digits", CORPUS[0].replace('"seed":', '"seed":' + "9" * 5000 + ",\"x\":", 1)),
    ("NaN", CORPUS[0].replace('"saved":1764000000', '"saved":NaN')),
    ("Infinity", CORPUS[0].replace('"saved":1764000000', '"saved":1e999')),
    ("a key named twice", CORPUS[0].replace('"seats":', '"seats":9,"seats":', 1)),
    ("a broken surrogate", _signed(lambda r: r["meta"]["setup"]["seats"][0].update(name="\ud800"))),
    ("a byte-order mark", "\ufeff" + CORPUS[0]),
    ("version 1 without the migration", _signed(lambda r: (r.pop("checksum"), r.update(version=1)))),
    ("an unknown field", _signed(lambda r: r.update(extra=1))),
    ("an unknown game", _signed(lambda r: (r.update(game="nope"), r["meta"]["setup"].update(game="nope")))),
    ("a bot level of another type", _signed(lambda r: r["meta"]["setup"]["seats"][1].update(level=7))),
    ("an option of another type", _signed(lambda r: r["options"].update({next(iter(r["options"])): [1]}))),
    ("the tally as a list", _signed(lambda r: r["meta"].update(tally=[1, 2]))),
    ("a card code that is no card", _signed(lambda r: r["actions"].insert(0, {"kind": "play", "cards": ["ZZ"]}))),
])
def test_named_damage_is_refused_with_save_error(name, text):
    with pytest.raises(SaveError):
        data = text.encode("utf-8", "surrogatepass")
        t = decode(data)
        check_text(t)
        load_text(t)
