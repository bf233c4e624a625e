"""The table's controls as a player meets them: illegal cards dimmed (also when no card
is legal), buttons that keep their places and never overlap, every button inside the
window at the smallest size."""
from __future__ import annotations

import random

import pytest

from app.wording import label as action_words
from app_driver import make_app, run_until, setup_for
from rules import get_game


def _drawn_dim(table) -> frozenset:
    """The hand cards the still layer was last painted with dimmed (its cache key holds them)."""
    table.draw(table.app.screen)
    key = table._layer_key
    assert key[0] == "idle"
    return key[4]


def _human_plays(app, pick, max_moves=400):
    """Let the human (seat 0) play by ``pick(table) -> action or None``; stop at None."""
    table = app.scene
    for _ in range(max_moves):
        if not run_until(app, lambda: table.ready_for_input or table.state.over, 4000) or table.state.over:
            return None
        a = pick(table)
        if a is None:
            return table
        table.choose(a)
    return None


def test_every_card_dimmed_when_none_is_legal(tmp_path):
    app = make_app(tmp_path, setup=setup_for("human,bot:rule", seed=3, game="durak_podkidnoy"), speed="instant")
    game = get_game("durak_podkidnoy")
    rng = random.Random(1)
    found = []

    def pick(table):
        legal = table.view.legal
        hand = [k for k, s in table.frame.sprites.items() if s.zone == "hand0"]
        if hand and not any(a.cards for a in legal):
            found.append(frozenset(hand))
            return None
        return game.rule_policy(table.view, rng)

    table = _human_plays(app, pick)
    assert table is not None and found, "no position where the human had cards but none was legal"
    assert table.action_buttons, "no button to press: the position is not the one wanted"
    assert _drawn_dim(table) == found[0], "the hand looks playable although no card is legal"


def test_some_cards_dimmed_when_some_are_legal(tmp_path):
    app = make_app(tmp_path, setup=setup_for("human,bot:rule", seed=3, game="durak_podkidnoy"), speed="instant")
    table = app.scene
    run_until(app, lambda: table.ready_for_input, 4000)
    hand = {k for k, s in table.frame.sprites.items() if s.zone == "hand0"}
    assert _drawn_dim(table) == frozenset(hand - set(table.targets))


def _rects_apart(rects):
    for i, a in enumerate(rects):
        for b in rects[i + 1:]:
            assert not a.colliderect(b), f"buttons overlap: {a} {b}"


@pytest.mark.parametrize("size", [(800, 480), (1280, 720)])
def test_lenturlu_buttons_keep_their_places_across_a_buy(tmp_path, size):
    app = make_app(tmp_path, setup=setup_for("human,bot:rule,bot:rule", seed=12, game="lenturlu"), size=size,
                   speed="instant")
    game = get_game("lenturlu")
    rng = random.Random(2)
    seen = {}

    def pick(table):
        legal = table.view.legal
        buttons = {action_words(game, b.action, "ru"): b.rect.copy() for b in table.action_buttons}
        _rects_apart([b.rect for b in table.widgets()])
        for b in table.action_buttons:
            assert b.rect.top >= table._status_bottom(), "a button covers the status lines"
        deal = table.view.deal_no
        if "rects" in seen and seen["deal"] == deal and "Пас" in buttons:
            # the same deal after a buy: every button that is still there stands where it stood
            for label, rect in buttons.items():
                if label in seen["rects"]:
                    assert rect == seen["rects"][label], f"«{label}» moved after the buy"
            seen["checked"] = True
            return None
        buys = [a for a in legal if a.kind == "buy"]
        if buys and any(a.kind == "pass" for a in legal) and len(buys) >= 2:
            seen.update(deal=deal, rects=buttons)
            return min(buys, key=lambda a: a.value)
        return game.rule_policy(table.view, rng)

    table = _human_plays(app, pick, max_moves=600)
    assert table is not None and seen.get("checked"), "no buy followed by another decision in the same deal"


def test_rules_overlay_has_a_scroll_bar_when_the_text_overflows(tmp_path):
    import pygame
    from app_driver import press
    app = make_app(tmp_path, setup=setup_for("human,bot:rule,bot:rule", seed=8, game="lenturlu"), size=(800, 480))
    table = app.scene
    press(app, pygame.K_F1)
    rules = table.rules
    assert rules is not None and rules.max_scroll > 0, "the rules fit: nothing to test"
    assert rules.bar is not None, "the rules scroll with no scroll bar"
    top_bar = rules.bar.copy()
    assert rules.rect.contains(rules.bar)
    press(app, pygame.K_PAGEDOWN)
    assert rules.bar.y > top_bar.y, "the bar does not follow the scroll"


@pytest.mark.parametrize("game_id,seats", [("lenturlu", 3), ("lenturlu", 8), ("durak_podkidnoy", 2),
                                           ("durak_podkidnoy", 6), ("priyom", 2), ("priyom", 15)])
def test_smallest_window_shows_every_button_and_whole_names(tmp_path, game_id, seats):
    import pygame
    app = make_app(tmp_path, setup=setup_for(",".join(["human"] + ["bot:rule"] * (seats - 1)), seed=5,
                                             game=game_id), size=(800, 480))
    table = app.scene
    run_until(app, lambda: table.ready_for_input, 4000)
    fonts = app.fonts
    window = pygame.Rect(0, 0, 800, 480)
    buttons = [w for w in table.widgets() if w.rect.w]
    assert len(buttons) >= 3
    _rects_apart([b.rect for b in buttons])
    for b in buttons:
        assert window.contains(b.rect), f"{b.id} leaves the window"
        px = fonts.fit(b.label, b.px, b.rect.w - 16, "sans-bold" if b.primary else "sans")
        assert px >= 9 and fonts.size(b.label, px, "sans-bold" if b.primary else "sans")[0] <= b.rect.w - 16
    for p in table.frame.plates:
        # a name fits whole at a readable size (the dealer's tag hangs under the plate if need be)
        assert fonts.size(p.name, 10, "sans-bold")[0] <= p.w - 14 - p.reserve, f"«{p.name}» does not fit"


@pytest.mark.parametrize("size", [(800, 480), (1280, 720), (1920, 1080)])
def test_dealer_tag_sits_inside_the_plate_clear_of_its_rim(tmp_path, size):
    import pygame
    from app.art.table import plate_margin
    from app.draw.table import dealer_tag
    app = make_app(tmp_path, setup=setup_for("human,bot:rule,bot:rule,bot:rule", seed=5, game="lenturlu"), size=size)
    fonts = app.fonts
    for p in app.scene.frame.plates:
        m = plate_margin(int(p.h))
        rect = pygame.Rect(0, 0, int(p.w) + 2 * m, int(p.h) + 2 * m)
        rect.center = (round(p.x), round(p.y))
        _, box = dealer_tag(fonts, app.t("dealer"), p, rect, m)
        body = rect.inflate(-2 * m, -2 * m)
        # the dealer's tag sits inside the plate, clear of its rim and its rounded corner
        assert body.inflate(-4, -4).contains(box) and box.left - body.left >= p.h * 0.25
