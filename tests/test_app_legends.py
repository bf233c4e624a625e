"""Marks that explain themselves (issue 28 item 8): a note of the engine may carry a legend
(rules/notes.py ``TableNote.legend``); the table draws it while the mouse rests on the
mark (app/draw/legends.py). Кинг's «штраф 0 · +0» tags, Свинки's «свинья ждёт 7♣»; the
tour names the marks; «Стушевываюсь» tells the seat to move only what it may do."""
from __future__ import annotations

import random

import pygame
import pytest

from app import textrec
from app.layout.notes import words
from app_driver import hover, human_click_move, make_app, press, run_until, setup_for
from rules import get_game
from rules.notes import TableNote


def _table(tmp_path, game, spec, seed=3, lang="ru"):
    app = make_app(tmp_path, setup=setup_for(spec, seed=seed, game=game), speed="fast", lang=lang)
    table = app.scene
    assert run_until(app, lambda: table.ready_for_input and not table.animator.busy, 3000)
    app.run_frames(1)
    return app, table


def _recorded_legends(app) -> list:
    """The legend panels the last frame really drew (their words), as the layout audit reads them."""
    rec = textrec.start()
    try:
        app.scene._layer_key = None         # the cached layer is painted again, recorded
        post = pygame.event.Event(pygame.MOUSEMOTION, pos=app.scene.mouse_at, rel=(0, 0), buttons=(0, 0, 0))
        pygame.event.post(post)
        app.run_frames(1)
        return [e.text for e in rec.entries if e.kind == "box" and e.role == "legend"]
    finally:
        textrec.stop()


def test_hovering_a_king_score_tag_shows_its_legend_and_leaving_hides_it(tmp_path):
    app, table = _table(tmp_path, "king", "human,bot:rule,bot:rule,bot:rule")
    spots = table.legend_spots
    assert len(spots) == 4                     # one «штраф · +» tag by each of the four plates
    rect, legend = spots[0]
    assert legend["ru"].startswith("Штраф 0 — штрафные очки") and "отыгрыш" in legend["ru"]
    assert legend["en"].startswith("Penalty 0")
    before = app.screen.copy()
    hover(app, rect.center)
    got = table.legend_under_mouse()
    assert got is not None and got[1] is legend
    assert _recorded_legends(app) == [legend["ru"]]
    below = (rect.centerx, min(app.size[1] - 10, rect.bottom + 20))
    assert app.screen.get_at(below) != before.get_at(below) or app.screen.get_at(
        (rect.centerx, max(10, rect.top - 20))) != before.get_at((rect.centerx, max(10, rect.top - 20)))
    pygame.image.save(app.screen, str(tmp_path / "king_legend.png"))
    hover(app, (5, app.size[1] // 2))           # the mouse leaves the mark: no legend
    assert table.legend_under_mouse() is None and _recorded_legends(app) == []


@pytest.mark.slow                 # (a table started again: the fast run has the Кинг and Свинки hovers)
def test_the_legend_in_english_and_at_a_small_window_stays_on_it(tmp_path):
    app = make_app(tmp_path, setup=setup_for("human,bot:rule,bot:rule,bot:rule", seed=3, game="king"),
                   speed="fast", lang="en", size=(800, 480))
    table = app.scene
    run_until(app, lambda: table.ready_for_input and not table.animator.busy, 3000)
    app.run_frames(1)
    rect, legend = max(table.legend_spots, key=lambda s: s[0].bottom)      # the viewer's, lowest
    hover(app, rect.center)
    rec = textrec.start()
    try:
        table._layer_key = None
        hover(app, rect.center)
        boxes = [e for e in rec.entries if e.kind == "box" and e.role == "legend"]
        lines = [e for e in rec.entries if e.kind == "text" and e.layer == boxes[0].layer]
    finally:
        textrec.stop()
    assert [b.text for b in boxes] == [legend["en"]] and legend["en"].startswith("Penalty 0")
    x, y, w, h = boxes[0].rect
    assert 0 <= x and 0 <= y and x + w <= 800 and y + h <= 480
    assert lines and all(pygame.Rect(boxes[0].rect).contains(pygame.Rect(e.rect)) for e in lines)


@pytest.mark.slow                 # (a table started again: the fast run has the Кинг and Свинки hovers)
def test_hovering_the_pig_says_why_a_magazine_card_does_not_go_there(tmp_path):
    app, table = _table(tmp_path, "svinki", "human,bot:rule,bot:rule")
    [(rect, legend)] = table.legend_spots
    note = [n for n in table.game.table_notes(table.view) if isinstance(n, TableNote) and n.legend is not None]
    assert [n.phrase.id for n in note] == ["svinki.note.pig_wants"]
    assert "только что вытянутую карту" in legend["ru"] and "Открытые карты магазинов лежат" in legend["ru"]
    hover(app, rect.center)
    assert _recorded_legends(app) == [legend["ru"]]
    pygame.image.save(app.screen, str(tmp_path / "svinki_legend.png"))


@pytest.mark.parametrize("reading,says", [("turn_over_shuffle", "перевёрнутого магазина"),
                                          (False, "из своего запаса"), (True, "верхнюю карту своего магазина")])
def test_the_pig_legend_follows_the_reading_of_a_card_with_no_place(reading, says):
    g = get_game("svinki")
    st = g.start(3, 3, {"shop_is_liability": reading})
    notes = [n for n in g.table_notes(st.view(0)) if isinstance(n, TableNote) and n.legend is not None]
    assert len(notes) == 1 and says in words(notes[0].legend)["ru"]


def _stush_to(pred, seed=3):
    """A seeded «Стушевываюсь» played by its rule bots up to a position where ``pred(view of seat to move)``."""
    g = get_game("stushevyvayus")
    st = g.start(4, seed)
    rng = random.Random(seed)
    for _ in range(400):
        if st.over:
            break
        v = st.view(st.to_move)
        if pred(v):
            return g, st
        st.apply(g.rule_policy(v, rng))
    raise AssertionError("no such position")


def _below(g, view) -> str:
    [n] = [n for n in g.table_notes(view) if isinstance(n, TableNote) and n.at == "below"]
    return words(n.phrase)["ru"]


def test_stushevyvayus_tells_the_seat_holding_the_suit_only_to_follow():
    g, st = _stush_to(lambda v: v.public.get("suit") and v.legal[0].kind == "play")
    me = st.to_move
    suit = st.view(me).public["suit"]
    assert any(c.suit == suit for c in st.view(me).zones[f"hand{me}"].cards)
    mine = _below(g, st.view(me))
    assert mine.startswith("в масть ") and "Стушевываюсь" not in mine
    # the others (and a spectator) read the rule for the seat to move, both ways
    assert "Стушевываюсь" in _below(g, st.view((me + 1) % 4)) and "Стушевываюсь" in _below(g, st.view(None))


def test_stushevyvayus_tells_the_seat_without_the_suit_to_efface_itself():
    g, st = _stush_to(lambda v: v.public.get("suit") and v.legal[0].kind == "pass")
    mine = _below(g, st.view(st.to_move))
    assert mine.startswith("нет ") and "«Стушевываюсь»" in mine and "в масть" not in mine


@pytest.mark.slow                 # (a table started again: the fast run has the Кинг and Свинки hovers)
def test_the_tour_names_the_marks_that_explain_themselves(tmp_path):
    app, table = _table(tmp_path, "king", "human,bot:rule,bot:rule,bot:rule")
    press(app, pygame.K_t, frames=2)
    steps = dict((k, r) for r, k in table.tour.steps)
    assert "tour_marks" in steps
    assert all(steps["tour_marks"].contains(r) for r, _ in table.legend_spots)
    # a table without such marks has no such step
    app2, table2 = _table(tmp_path / "b", "durak_podkidnoy", "human,bot:rule")
    press(app2, pygame.K_t, frames=2)
    assert "tour_marks" not in [k for _, k in table2.tour.steps]


def test_the_pig_legend_speaks_of_the_viewers_own_card_when_his_magazine_shows_it():
    g = get_game("svinki")
    st = g.start(3, 1)
    rng = random.Random(1)
    for _ in range(23):                    # seed 1: after 23 moves the pig wants 9♣, seat 0's magazine shows it
        st.apply(g.rule_policy(st.view(st.to_move), rng))

    def legend(seat):
        [n] = [n for n in g.table_notes(st.view(seat)) if isinstance(n, TableNote) and n.legend is not None]
        return words(n.legend)

    assert st.view(0).zones["shop0"].cards[-1] == g.table_notes(st.view(0))[0].legend.get("card")
    mine = legend(0)
    assert mine["ru"].startswith("Ваша 9♣ лежит открытой на магазине, а на «свинью» кладут только что") and mine["en"].startswith("Your 9♣")
    assert "только что вытянутую карту" in mine["ru"]
    other = legend(1)                       # not his card: the rule alone
    assert other["ru"].startswith("На «свинью» кладут") and "Ваша" not in other["ru"]


def test_stushevyvayus_count_tags_explain_the_limit_on_hover(tmp_path):
    app, table = _table(tmp_path, "stushevyvayus", "human,bot:rule,bot:rule,bot:rule")
    assert len(table.legend_spots) == 4
    rect, legend = table.legend_spots[0]
    assert "больше 25 — выбывает" in legend["ru"] and "Over 25" in legend["en"]
    hover(app, rect.center)
    assert _recorded_legends(app) == [legend["ru"]]


def test_hovering_the_viewers_own_card_the_pig_waits_for_says_why(tmp_path):
    """Seed 1 after 23 moves: the pig wants 9♣ and it lies face up on the player's own
    magazine; the note and the card itself explain, at 1280×720."""
    from app.saves import Saves
    from app_driver import click_widget
    g = get_game("svinki")
    setup = setup_for("human,bot:rule,bot:rule", seed=1, game="svinki")
    st = g.start(3, 1, dict(setup.options))
    rng = random.Random(1)
    for _ in range(23):
        st.apply(g.rule_policy(st.view(st.to_move), rng))
    assert st.to_move == 1 and st.view(0).zones["shop0"].cards[-1].code == "9C"
    Saves(tmp_path).slot().write(st, setup)
    app = make_app(tmp_path, speed="fast")
    click_widget(app, "continue")
    table = app.scene
    assert run_until(app, lambda: table.ready_for_input and not table.animator.busy, 3000)
    app.run_frames(1)
    assert table.view.zones["shop0"].cards[-1].code == "9C"      # (the bots' draws left it there)
    card = next(s for s in table.frame.sprites.values() if s.card is not None and s.card.code == "9C")
    hover(app, (card.x, card.y))
    got = table.legend_under_mouse()
    assert got is not None and got[1]["ru"].startswith("Ваша 9♣ лежит открытой на магазине, а на «свинью» кладут только что")
    assert _recorded_legends(app) == [got[1]["ru"]]
    pygame.image.save(app.screen, str(tmp_path / "svinki_own_card.png"))
    shots = __import__("os").environ.get("LOMBER_SHOTS")                # a folder to keep it in, to look at
    if shots:
        pygame.image.save(app.screen, str(__import__("pathlib").Path(shots) / "svinki_own_card.png"))
    [(rect, legend)] = table.legend_spots          # the note says the same
    assert legend is got[1] or legend == got[1]


def test_a_chalk_arc_with_a_legend_reports_its_spot_and_one_without_none():
    """The hook Мушка's chalk «В 0 | 0 Р» joins by (``Arc.legend``, app/draw/arcs.py)."""
    from app.draw import legends
    from app.draw.arcs import draw_arc
    from app.fonts import Fonts
    from app.layout.frame import Arc
    pygame.font.init()
    fonts = Fonts()
    surf = pygame.Surface((400, 300))
    said = {"ru": "В — взятки, Р — …", "en": "W — …"}
    spots = []
    with legends.collect(spots):
        draw_arc(surf, fonts, "ru", Arc(200, 150, 60, "3", ("В", "0"), ("Р", "0"), legend=said), 1.0)
        draw_arc(surf, fonts, "ru", Arc(100, 150, 40, "1", ("В", "0"), ("Р", "0")), 1.0)
    assert len(spots) == 1 and spots[0][1] is said
    assert legends.at(spots, (200, 150)) is not None and legends.at(spots, (20, 20)) is None


def test_king_games_left_spell_out_their_short_names():
    g = get_game("king")
    st = g.start(4, 3, {"variant": "47g"})
    legends_ = {n.at: words(n.legend) for n in g.table_notes(st.view(0))
                if isinstance(n, TableNote) and n.legend is not None and n.legend.id == "king.legend.left"}
    assert set(legends_) == {"plate", "lines"}       # the others' tags and the viewer's own line
    ru = legends_["plate"]["ru"]
    assert ru.startswith("Осталось заказать:\nВз — «не брать взяток»\nЧ — «не брать червей»\n")
    assert ru.endswith("\nО×3 — отыгрыш")
    assert legends_["plate"]["en"].startswith("Games left to order:\nTr — “no tricks”\n")
