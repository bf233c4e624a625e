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


# --------------------------------------------------------------------- the table
# Dragging a card lights its target, clear of every other card and of the words on the cloth;
# let go there, the move is played; let go elsewhere on the cloth, nothing is.

def _to_targeted_card(app):
    """Run the table until the human may move a card whose action names a target (his other
    choices — bids, «без прикупа» — taken as the first legal action). Returns the card's key."""
    from app_driver import run_until
    table = app.scene

    def ready():
        if table.view is None or table._input_seat() is None or table.animator.busy:
            return False
        if any(a.target for acts in table.targets.values() for a in acts):
            return True
        table.choose(list(table.view.legal)[0])
        return False
    assert run_until(app, ready, 20000), "the human never got a card to place"
    return next(k for k, acts in table.targets.items() if any(a.target for a in acts))


def _drag(app, start, end, press=True):
    """The mouse carried from ``start`` to ``end`` with the button down (pressed at ``start``
    first, unless it is down already)."""
    import pygame
    from app_driver import post
    if press:
        post(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
        post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
        app.run_frames(1)
    for k in range(1, 5):
        p = (start[0] + (end[0] - start[0]) * k // 4, start[1] + (end[1] - start[1]) * k // 4)
        post(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0))
        app.run_frames(1)


def _elsewhere(table, lit, hand):
    """A point of the cloth on no card, no lit place and not on the hand."""
    import pygame
    w, h = table.app.size
    for fy in (0.42, 0.3, 0.55, 0.2):
        for fx in (0.12, 0.2, 0.8, 0.88, 0.3, 0.7):
            p = (int(w * fx), int(h * fy))
            if not lit.collidepoint(p) and not hand.collidepoint(p) and table.frame.at(*p) is None \
                    and table._target_at(p) is None:
                return p
    raise AssertionError("no free point of the cloth")


@pytest.mark.parametrize("game_id,spec", [("king", "human,bot:rule,bot:rule"),
                                          pytest.param("lenturlu", "human,bot:rule,bot:rule", marks=pytest.mark.slow),
                                          ("priyom", "human,bot:rule"),
                                          ("dva_ryada", "human,bot:rule")])   # (its trick lies between the rows)
def test_a_dragged_card_lights_its_target_and_is_played_where_it_is_dropped(tmp_path, game_id, spec):
    import pygame
    from app_driver import make_app, post, setup_for
    app = make_app(tmp_path, setup=setup_for(spec, seed=3, game=game_id))
    table = app.scene
    key = _to_targeted_card(app)
    action = next(a for a in table.targets[key] if a.target)
    target = action.target
    start = table.frame.visible_point(key)
    hand = pygame.Rect(table.frame.zones[f"hand{table._input_seat()}"])
    # picked up and carried over the cloth: the target lights, where the card goes, clear of
    # the cards of every other zone and of the plates and words
    _drag(app, start, (start[0], start[1] - 90))
    assert table.drag == key and target in table.sel_targets
    lit = dict(table._drop_zone_rects(table.frame))[target]
    assert lit.colliderect(pygame.Rect(table.frame.zones[target]))
    for s in table.frame.sprites.values():
        if s.zone != target and s.key != key:
            box = pygame.Rect(int(s.x - s.w / 2), int(s.y - s.h / 2), int(s.w), int(s.h)).inflate(-4, -4)
            assert not lit.colliderect(box), f"{game_id}: the lit {target} covers {s.key} of {s.zone}"
    for words in table._word_rects():
        assert not lit.colliderect(words.inflate(-4, -4)), f"{game_id}: the lit {target} covers words at {words}"
    # let go elsewhere on the cloth: nothing is played, the card goes back
    before = len(table.state.history)
    away = _elsewhere(table, lit, hand)
    _drag(app, (start[0], start[1] - 90), away, press=False)
    assert table.drag == key
    post(pygame.MOUSEBUTTONUP, pos=away, button=1)
    app.run_frames(2)
    assert len(table.state.history) == before and table.drag is None and table.selected is None
    # dragged again and let go over the lit place: the move is played
    _drag(app, start, lit.center)
    assert table._target_at(lit.center) == target
    post(pygame.MOUSEBUTTONUP, pos=lit.center, button=1)
    app.run_frames(2)
    assert len(table.state.history) > before and table.state.history[before] == action


def test_a_card_with_a_target_is_still_played_by_a_click(tmp_path):
    from app_driver import click, make_app, setup_for
    app = make_app(tmp_path, setup=setup_for("human,bot:rule,bot:rule", seed=3, game="king"))
    table = app.scene
    key = _to_targeted_card(app)
    action = table.targets[key][0]
    before = len(table.state.history)
    click(app, table.frame.visible_point(key))
    assert table.state.history[before] == action
