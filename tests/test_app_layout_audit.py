"""The layout audit (issue 28; tests/layout_audit.py): what the table really draws — no
text covered, none past the window's edge, none under 10 px, no stale prompt.

The default run audits a few tables; ``-m slow`` audits every game at its fewest and
most seats, at 800×480, 1280×720 and 1920×1080, in Russian and English.
"""
from __future__ import annotations

import pytest

import layout_audit as la
from app import textrec
from app.textrec import Entry
from rules import all_games

# Per-game layouts the audit still finds fault with (app/layout/<game>.py, converted by
# other helpers this session): strict, so a fixed one must leave this list.
XFAIL = {
    # (tried: every other seat's card a row further in — down across the top, across at the
    # sides — helps at 1280×720 but not at 800×480, where the notes are 60–80 px wide and
    # neighbours 45–65 px apart; hanging them under the plates fails the same way)
    ("tontina", 15): "15 seats: each seat's chip notes («−1 соседу →», «+2 из кона») and its card crowd the "
                     "neighbours' (app/layout/shedding.py: at 800×480 the notes are wider than the room "
                     "between neighbours: shorter words or fewer seats at that size)",
}


def _e(kind, rect, seq, text="x", px=14, layer=0, group=0, role=""):
    return Entry(kind, rect, text, px, layer, group, role, seq)


def test_the_checker_sees_each_kind_of_fault():
    size = (800, 480)
    ok = [_e("text", (10, 10, 100, 20), 1, "Ваш ход"), _e("text", (10, 40, 100, 20), 2, "Пас")]
    assert la.frame_problems(ok, size) == []
    assert la.frame_problems(ok + [_e("text", (50, 15, 100, 20), 3, "Журнал")], size)        # text over text
    assert la.frame_problems(ok + [_e("box", (0, 0, 60, 60), 3, "Анна", role="plate")], size)  # a box over it
    assert la.frame_problems(ok + [_e("card", (0, 0, 60, 90), 3, "")], size)                  # a card over it
    assert la.frame_problems([_e("text", (780, 10, 40, 20), 1)], size)                       # past the edge
    assert la.frame_problems([_e("text", (10, 10, 40, 20), 1, px=9)], size)                  # too small
    # a modal panel drawn later, in a higher layer, may lie over the table
    assert la.frame_problems(ok + [_e("box", (0, 0, 200, 200), 3, layer=1, role="rules")], size) == []
    # …but the table drawn after a modal panel, over it, may not («F2 — клавиши» over F1)
    modal = [_e("text", (10, 10, 100, 20), 1, "Правила", layer=1), _e("text", (20, 12, 80, 20), 2, "F2")]
    assert la.frame_problems(modal, size)
    # the pieces of one element (a plate and its name) may overlap
    assert la.frame_problems([_e("box", (0, 0, 120, 40), 1, group=5), _e("text", (10, 10, 80, 20), 2, group=5)],
                             size) == []
    stale = [_e("text", (10, 10, 200, 20), 1, "Сейчас можно: Пас")]
    assert la.frame_problems(stale, size, "Сейчас можно:", may_act=False)
    assert la.frame_problems(stale, size, "Сейчас можно:", may_act=True) == []


def test_the_recorder_is_off_unless_a_test_starts_it(tmp_path):
    import pygame
    from app.fonts import Fonts
    pygame.init()
    surf = pygame.Surface((200, 100))
    assert textrec._rec is None
    Fonts().draw(surf, "Ход", (5, 5), 14)            # nothing kept, nothing fails
    rec = textrec.start()
    try:
        r = Fonts().draw(surf, "Ход", (5, 5), 6)
        assert [(e.text, e.px, e.rect) for e in rec.entries] == [("Ход", 10, tuple(r))]   # never under 10 px
    finally:
        textrec.stop()


@pytest.mark.parametrize("game, seats, size, lang", [
    ("durak_podkidnoy", 6, (1280, 720), "ru"),
    ("mushka", 3, (800, 480), "en"),
])
def test_a_few_tables_pass_the_audit(tmp_path, game, seats, size, lang):
    problems = la.audit_game(tmp_path, game, seats, size, lang, moves=3, panels=game == "durak_podkidnoy")
    assert problems == [], "\n".join(problems)


def _full(tmp_path, game_id, seats):
    problems = []
    for size in la.SIZES:
        for lang in la.LANGS:
            problems += la.audit_game(tmp_path, game_id, seats, size, lang, moves=5,
                                      panels=size == (800, 480) and seats == la.seat_counts(game_id)[0])
    return problems


@pytest.mark.slow
@pytest.mark.parametrize("game_id, seats", [
    pytest.param(g.id, n, marks=pytest.mark.xfail(reason=XFAIL[g.id, n], strict=True)) if (g.id, n) in XFAIL
    else (g.id, n) for g in all_games() for n in la.seat_counts(g.id)])
def test_every_game_passes_the_layout_audit(tmp_path, game_id, seats):
    problems = _full(tmp_path, game_id, seats)
    assert problems == [], f"{len(problems)} problems:\n" + "\n".join(problems[:60])


@pytest.mark.slow
@pytest.mark.parametrize("game_id, seats", [
    ("seka", 6), ("verish_2", 8), ("napoleon", 6), ("durak_podkidnoy", 6),
    ("kometa", 2)])          # (a top seat's second bubble must pass his plate and its tags)
def test_speech_bubbles_and_settlements_cover_nothing(tmp_path, game_id, seats):
    """At «fast» speed the bubbles («Пас», «Поднимаю до 2») and settlements are on show."""
    problems = []
    for size in ((1280, 720), (800, 480)):
        problems += la.audit_game(tmp_path, game_id, seats, size, "ru", moves=6, panels=False, speed="fast")
    assert problems == [], f"{len(problems)} problems:\n" + "\n".join(problems[:60])
