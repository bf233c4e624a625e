"""Actions name their source and their target; the target describes the move and never tells
two actions apart, so saves and replays written before it keep loading."""
import random

import pytest

import rules
from rules import get_game
from rules.actions import END, Action
from rules.cards import Card


def test_the_target_is_not_part_of_the_actions_identity_or_its_saved_form():
    with_target = Action("defend", (Card(7, "S"),), None, 2, target="attack", target_index=2)
    plain = Action("defend", (Card(7, "S"),), None, 2)
    assert with_target == plain and hash(with_target) == hash(plain)
    assert with_target.to_json() == plain.to_json() and "target" not in with_target.to_json()
    assert Action.from_json(with_target.to_json()) == with_target
    assert with_target.source == (Card(7, "S"),)
    assert Action("attack", (), "hand0", 3).source == ("hand0", 3) and Action("take").source is None


def _defender_actions(game_id):
    game = get_game(game_id)
    for seed in range(40):
        s = game.start(2, seed)
        while not s.over:
            legal = s.legal_actions()
            defs = [a for a in legal if a.kind in ("defend", "transfer")]
            if defs:
                return defs
            s.apply(legal[0])
    raise AssertionError(f"{game_id}: no defence came up")


def test_the_blind_and_open_durak_name_the_same_targets():
    for gid in ("durak_podkidnoy", "durak_slepoy", "durak_perevodnoy"):
        for a in _defender_actions(gid):
            if a.kind == "defend":
                assert a.target == "attack" and isinstance(a.target_index, int) and a.target_index >= 0, (gid, a)
            elif a.value != "show":
                assert (a.target, a.target_index) == ("attack", END), (gid, a)
    # blind: the card is a slot of the hand (the source), the attack slot the target — as open
    blind = _defender_actions("durak_slepoy")
    assert all(a.source[0].startswith("hand") for a in blind if a.kind == "defend")


# --------------------------------------------------------------------- every game
# Every action that takes a card from where it lies (a hand, a slot of the ring) to a place
# names that place as its target, a zone of the view: the table lights it while the card is
# dragged and plays the action when the card is dropped there. A target with a slot
# (``target_index`` ≥ 0: the durak attack card a defence beats) names the card it lies on;
# else the card lands in the target zone itself. An action whose card stays where it is (the
# Памфил shown by a declaration) has no place, and names none.

def _moved_to(action, events):
    """The zone the action's own card went to (None: it did not move)."""
    for e in events:
        if e.src is None or e.dst is None:
            continue
        if action.cards and action.cards[0] in e.cards or not action.cards and (e.src, e.index) == action.source:
            return e.dst
    return None


def _first_targets(game_id, seeds=2, steps=400):
    """(action, the zone its card went to, the view's zones) for the first action of each kind
    and target that comes up in a few seeded games of ``game_id`` (random moves, three seats
    where the game allows: Свинки offers a choice of places only then)."""
    game = get_game(game_id)
    seen, out = set(), []
    for seed in range(seeds):
        rng = random.Random(seed)
        s = game.start(max(game.min_seats, min(3, game.max_seats)), seed)   # 3: a choice of places
        for _ in range(steps):
            if s.over:
                break
            legal = s.legal_actions()
            zones = set(s.view(s.to_move).zones)
            for a in legal:
                if a.source is None or (a.kind, a.target) in seen:
                    continue
                seen.add((a.kind, a.target))
                out.append((a, _moved_to(a, s.clone().apply(a)), zones))
            s.apply(rng.choice(legal))
    return out


def _games():
    return [g.id for g in rules.all_games()]



@pytest.mark.parametrize("game_id", _games())
def test_every_card_action_with_a_place_names_its_target_a_zone_of_the_view(game_id):
    checked = 0
    for a, went, zones in _first_targets(game_id):
        if went is None:
            assert a.target is None, f"{game_id}: {a} names a target but its card goes nowhere"
            continue
        checked += 1
        assert a.target is not None, f"{game_id}: {a} moves its card to {went!r} but names no target"
        assert a.target in zones, f"{game_id}: {a} names {a.target!r}, not a zone of the view {sorted(zones)}"
        if a.target_index is None or a.target_index == END:
            assert went == a.target, f"{game_id}: {a} names {a.target!r} but its card goes to {went!r}"
    no_places = {"seka", "tontina"}         # bets and deals: no card is moved by a choice
    assert checked or game_id in no_places, f"{game_id}: no card action with a place came up"
