"""The durak family on rules.tabletop: its state is zones and a public record; view, clone
and the search's worlds are the table's (the conformance kit checks what a player sees;
tests/test_seeded_games.py keeps seeded games move by move)."""
import random

import pytest

from durak_helpers import C, cases, position
from rules import get_game
from rules.games.durak.engine import DurakState
from rules.tabletop import TableGame, TableState, check_record


def _walk(gid, seats, opts, seed, steps=400):
    g = get_game(gid)
    s = g.start(seats, seed, opts)
    rng = random.Random(seed)
    yield s
    while not s.over and steps:
        s.apply(rng.choice(s.legal_actions()))
        steps -= 1
        yield s


def test_the_family_stands_on_the_table():
    for gid in ("durak_podkidnoy", "durak_perevodnoy", "durak_prostoy", "durak_slepoy", "durak_bubnovy",
                "akulina", "verish_1"):
        g = get_game(gid)
        assert isinstance(g, TableGame) and g.state_class is DurakState
        assert type(g).determinize is TableGame.determinize
        assert DurakState.view is TableState.view and DurakState.clone is TableState.clone


@pytest.mark.parametrize("case", cases()[::7])
def test_the_record_holds_only_immutable_values_and_the_view_shows_it(case):
    gid, seats, opts = case
    for s in _walk(gid, seats, opts, 11):
        check_record(s.pub)
        pub = s.view(None).record()
        assert set(pub) == set(vars(s.pub)) | {"options"}
        assert pub["stock"] == len(s.zones["stock"]) and pub["places"] == s.pub.places
        assert ("not_in" in pub) == bool(pub["known_or_covered"])
        assert s.view(None).dealer == pub.get("dealer") and "dealer" not in s.view(None).public


@pytest.mark.parametrize("gid,seats", [("durak_perevodnoy", 3), ("durak_slepoy", 4), ("verish_1", 2),
                                       ("durak_bubnovy", 2)])
def test_a_clone_plays_on_alone(gid, seats):
    walk = _walk(gid, seats, {}, 3, steps=30)
    for s in walk:
        pass
    c = s.clone()
    before = [s.view(r) for r in (None, *range(seats))]
    rng = random.Random(1)
    while not c.over:
        c.apply(rng.choice(c.legal_actions()))
    assert [s.view(r) for r in (None, *range(seats))] == before


def test_a_hands_known_cards_are_told_to_the_others_not_to_its_owner():
    s = position("durak_podkidnoy", seats=3, hands=["7S 8S", "9S 7C 10D", "6H"], trump="H")
    s._set_known(1, C("10D 9S"))
    s.touch()
    assert s.pub.public_cards[1] == C("9S 10D")                 # in the hand's order
    assert s.view(0).hand(1).known == C("9S 10D") == s.view(None).hand(1).known
    assert s.view(1).hand(1).known == () and s.view(1).hand(1).cards == C("9S 7C 10D")
    s.apply(s.legal_actions()[0], 0)                              # 0 leads, 1 defends
    s.apply(next(a for a in s.legal_actions() if a.kind == "defend" and a.cards == C("9S")), 1)
    assert s.pub.public_cards[1] == C("10D")                      # played: no longer in his hand


def test_slepoy_shows_its_owner_only_the_cards_he_is_known_to_hold():
    s = position("durak_slepoy", seats=2, hands=["7S 8S", "9S 7C 10D"], trump="H")
    s._set_known(1, C("7C"))
    s.touch()
    assert s.view(1).hand(1).cards == (None, C("7C")[0], None) and s.view(1).hand(1).known == ()
    assert s.view(0).hand(1).cards == C("9S 7C 10D") and s.view(0).hand(1).known == ()
    assert s.view(None).hand(1).cards == (None,) * 3 and s.view(None).hand(1).known == C("7C")


def test_verish_covers_lie_face_down_and_the_face_comes_back():
    s = position("verish_1", seats=2, hands=["7S 8S", "9S 7C 10D"], attack="8C", phase="defend", trump="D")
    s.apply(next(a for a in s.legal_actions() if a.kind == "cover" and a.cards == C("9S")), 1)
    # the covers are the defender's while they lie: face "owner", owner the defender
    assert s.pub.phase == "verdict" and s.spec["defence"].face == "owner" and s.spec["defence"].owner == 1
    assert s.view(0).zone("defence").cards == (None,) and s.view(1).zone("defence").cards == C("9S")
    assert s.view(0).zone("defence").face == "owner" and s.view(0).zone("defence").owner == 1
    s.apply(next(a for a in s.legal_actions() if a.kind == "believe"), 0)
    assert s.spec["defence"].face == "up" and s.view(0).zone("defence").face == "up"


def test_the_pack_lies_in_the_stock_until_trumps_are_named():
    g = get_game("durak_bubnovy")
    s = g.start(3, 4, {"trump_mode": "named"})
    assert s.pub.phase == "name" and len(s.zones["stock"]) == 36 and not any(s.zones[f"hand{i}"] for i in range(s.seats))
    v = s.view(0)
    assert v.zone("stock").cards == (None,) * 36 and v.public["stock"] == 36
    w = g.world_sampler(v).sample(random.Random(2))
    assert w.view(0) == v
    ev_w = w.apply(w.legal_actions()[0], w.to_move)
    assert [e.what for e in ev_w][:2] == ["name", "deal"] and len(w.zones["stock"]) == 36 - 18


def test_a_card_shown_twice_is_known_once():
    # A six-seat deal: the dealer's last card shows the trump and may be the lowest trump too.
    s = position("durak_podkidnoy", seats=2, hands=["7S 6H", "9S"], trump="H")
    s._know(0, C("6H"))
    s._know(0, C("6H"))
    s.zones["hand0"].extend(C("8C"))
    s._know(0, C("8C"))                                          # picked up: ends his hand
    assert s.pub.public_cards[0] == C("6H 8C")
