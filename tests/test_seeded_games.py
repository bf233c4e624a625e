"""Seeded rule-bot games of every game, as kept in tests/data/seeded_games (tests/seeded_games.py):
the kept moves replay legally to the kept result and final zones, and the rule bots, given the
same seeds, make the same moves."""
import pytest

from rules import all_games
from rules.actions import Action

import seeded_games as K

GAMES = all_games()


def _replay(game, case):
    s = game.start(case["seats"], case["seed"], case["options"])
    for i, text in enumerate(case["moves"]):
        legal = {K.move_text(s.to_move, a): a for a in s.legal_actions()}
        assert len(legal) == len(s.legal_actions()), f"{game.id}: two legal moves read the same"
        assert text in legal, f"{game.id} seed {case['seed']}, move {i}: «{text}» is not legal; legal: {sorted(legal)[:12]}"
        s.apply(legal[text], s.to_move)
    return s


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_the_kept_moves_replay_to_the_kept_end(game):
    for case in K.kept(game.id):
        s = _replay(game, case)
        assert s.over, f"{game.id} seed {case['seed']}: not over after the kept moves"
        assert K.result_text(s.result()) == case["result"]
        assert K.zones_text(s.view(None)) == case["final"]


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_the_rule_bots_play_the_kept_moves_again(game):
    for case in K.kept(game.id):
        _, moves = K.play(game, case["seats"], case["seed"], case["options"])
        first = next((i for i, (a, b) in enumerate(zip(moves, case["moves"])) if a != b), None)
        assert first is None and len(moves) == len(case["moves"]), (
            f"{game.id} {case['seats']} seats seed {case['seed']}: differs at move {first}: "
            f"{moves[first] if first is not None else '(end)'} against {case['moves'][first] if first is not None else '(end)'}")


def test_a_changed_move_is_caught():
    game = GAMES[0]
    case = dict(K.kept(game.id)[0])
    moves = list(case["moves"])
    moves[3] = moves[3] + " 2C"
    with pytest.raises(AssertionError):
        _replay(game, {**case, "moves": moves})
