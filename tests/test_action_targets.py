"""Actions name their source and their target; the target describes the move and never tells
two actions apart, so saves and replays written before it keep loading."""
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
