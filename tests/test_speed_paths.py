"""The engine's fast paths give what the generic code gives.

The speed-ups in ``rules/tabletop.py`` (``move``, ``view``), ``rules/cards.py`` / ``rules/actions.py``
(``__eq__``), ``rules/chips.py`` (plain accounts), the trick engine (``playable``, ``play``,
dealing, ``note_void``) and some games (Свинки's legal moves) each take a short cut when a
game keeps the generic rule. Here every short cut is switched off (a subclass that overrides
the hook with a plain call of the same code sends the engine down the generic path) and
seeded games are played both ways: the actions, the events every seat sees and the views must
be the same."""
from __future__ import annotations

import copy
import random

import pytest

from rules.actions import Action
from rules.cards import Card
from rules.chips import POT, ChipError, ChipLedger, player, seat_of
from rules.registry import get_game
from rules.tabletop import TableState
from rules.games.tricks.engine import TrickState


# --- cards and actions: equality as the generated dataclass methods gave it ----------------
def test_card_equality_and_hash_are_the_generated_ones():
    a, b = Card(7, "S"), Card(7, "S")
    assert a == b and not (a != b) and a is not b
    assert a != Card(8, "S") and a != Card(7, "H")
    assert a != (7, "S") and a != "7S" and a != None     # noqa: E711 (no error, just unequal)
    assert Card.__eq__(a, (7, "S")) is NotImplemented
    assert hash(a) == hash((7, "S"))                    # the generated hash: sets keep their order
    assert {a: 1}[b] == 1 and len({a, b}) == 1


def test_action_equality_and_hash_are_the_generated_ones():
    c = Card(12, "D")
    x, y = Action("play", (c,)), Action("play", (Card(12, "D"),))
    assert x == y and hash(x) == hash(y) == hash(("play", (c,), None, None, None))
    assert x != Action("play", (c,), value=1) and x != Action("play", (c,), zone="ring")
    assert x != Action("play", (c,), index=0) and x != Action("lay", (c,)) and x != Action("play")
    assert x != "play" and Action.__eq__(x, ("play",)) is NotImplemented
    assert Action("bid", value=1) == Action("bid", value=True)       # as tuples compare
    assert x in [Action("pass"), y] and [x].index(y) == 0


# --- chips: plain accounts through the table, the rest as before --------------------------
def test_chip_accounts_fast_and_slow_agree():
    assert player(3) == "player:3" and player(70) == "player:70" and player(True) == "player:True"
    assert seat_of("player:3") == 3 and seat_of("player:07") == 7 and seat_of(POT) is None
    led = ChipLedger([5, 6, 7])
    assert [led.balance(player(s)) for s in range(3)] == [5, 6, 7]
    assert led.balance("player:02") == 7                  # not a plain name: parsed as before
    with pytest.raises(ChipError):
        led.balance(player(3))                            # a seat the ledger does not have
    with pytest.raises(ChipError):
        led.transfer(player(0), player(5), 1)
    assert led.stacks == [5, 6, 7]
    ev = led.transfer(player(0), POT, 2, "ante")
    assert led.stacks == [3, 6, 7] and led.pot == 2 and ev.seat == 0
    ev = led.transfer(POT, player(2), 2, "win")
    assert led.stacks == [3, 6, 9] and led.pot == 0 and ev.seat == 2


# --- tabletop.move: one card off the top ------------------------------------------------------
def test_move_one_card_off_the_top_is_the_slice():
    g = get_game("mushka")
    st = g.start(3, 5)
    st2 = st.clone()
    top = st.zones["stock"][-1]
    e1 = st.move("deal", "stock", "hand0", count=1, seat=0)
    e2 = st2.move("deal", "stock", "hand0", [top], seat=0)     # the same card, named
    assert e1 == e2 and st.zones == st2.zones and st.known == st2.known
    st.zones["stock"] = []
    with pytest.raises(ValueError, match="holds 0 cards, not 1"):
        st.move("deal", "stock", "hand0", count=1, seat=0)


# --- whole games, both ways ----------------------------------------------------------------------
def _generic(cls):
    """``cls`` with every hook the fast paths test for overridden by a plain call of the same
    code: the engine then takes its generic path everywhere."""
    hooks = {
        "move": lambda self, *a, **k: cls.move(self, *a, **k),
        "seers": lambda self, name: TableState.seers(self, name),
        "shows": lambda self, name, seat: cls.shows(self, name, seat),
    }
    if issubclass(cls, TrickState):
        hooks["holdings"] = lambda self, seat: cls.holdings(self, seat)
        hooks["suit_of"] = lambda self, card: cls.suit_of(self, card)
    return type("Generic" + cls.__name__, (cls,), hooks)


def _trace(game, seats, seed, moves=400):
    st = game.start(seats, seed)
    rng = random.Random(seed)
    out = [[e.for_seat(s) for e in st.start_events] for s in range(seats)]
    n = 0
    while not st.over and n < moves:
        legal = st.legal_actions()
        out.append(legal)
        a = legal[rng.randrange(len(legal))]
        seat = st.to_move
        events = st.apply(a, seat)
        out.append([[e.for_seat(s) for e in events] for s in range(seats)])
        out.append(st.view(seat))
        n += 1
    out.append(st.result())
    return out


FAST_PATH_GAMES = ["mushka", "mushka_mistigri", "mushka_pamfil", "mushka_shutikha", "napoleon", "king",
                   "dva_ryada", "seka", "tontina", "svinki", "vorona", "stushevyvayus", "verish_2", "ya_umirayu",
                   "priyom", "durak_navalenny", "shif_shof_shum"]


@pytest.mark.parametrize("gid", FAST_PATH_GAMES)
def test_fast_and_generic_paths_play_the_same(gid):
    game = get_game(gid)
    slow = copy.copy(game)
    slow.state_class = _generic(game.state_class)
    if not hasattr(game, "state_class") or not isinstance(slow.start(game.min_seats, 1), slow.state_class):
        slow._new_state = lambda seats, seed, options: slow.state_class(slow, seats, seed, options)
    assert isinstance(slow.start(game.min_seats, 1), slow.state_class)
    for seats in sorted({game.min_seats, game.max_seats}):
        for seed in range(3):
            assert _trace(game, seats, seed) == _trace(slow, seats, seed), (gid, seats, seed)


def test_svinki_legal_moves_are_the_targets_of_each_card():
    """Свинки's legal moves in the end phase, read from the tops once, are ``targets`` card by card."""
    game = get_game("svinki")
    checked = 0
    for seed in range(6):
        # the end phase of the reserve and top-card readings (the default turns the magazines over)
        st = game.start(3 + seed % 3, seed, {"shop_is_liability": bool(seed % 2), "continue_after_placement": False})
        rng = random.Random(seed)
        while not st.over:
            if st.pub.phase == "end":
                me = st.pub.current
                cards = st.liability(me)
                if st.options["shop_is_liability"]:
                    cards = cards[-1:]
                want, seen = [], set()
                for c in cards:
                    if c in seen:
                        continue
                    seen.add(c)
                    want.extend(Action("place", (c,), z) for z in st.targets(me, c))
                assert st.legal_actions() == (want or [Action("pass")])
                checked += 1
            legal = st.legal_actions()
            st.apply(legal[rng.randrange(len(legal))], st.to_move)
    assert checked > 20


def test_note_void_cache_is_the_suit_of_the_deck():
    st = get_game("king").start(3, 2)
    for suit in "SCHD":
        st.note_void(1, suit)
        assert st.pub.not_in["hand1"] >= frozenset(c for c in st.deck if c.suit == suit)
    assert st.pub.not_in["hand1"] == frozenset(st.deck)
