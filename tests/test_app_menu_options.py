"""The menu's options column: a long value (Кинг's «Порядок штрафных игр») is drawn at a
readable size (two lines rather than a tiny one); the notes under options speak a
player's words, the source shows on hover (and stays in F1)."""
from __future__ import annotations

import pygame
import pytest

from app import textrec
from app.i18n import pick
from app.option_notes import SCHOLAR
from app_driver import make_app, post


def _menu_on(app, game_id):
    menu = app.scene
    entry = next(e for e in menu.entries if e.game.id == game_id)
    menu.pick_game(entry.game)
    app.run_frames(1)
    return menu


def _drawn(app) -> list:
    textrec.start()
    try:
        textrec.new_frame()
        app.scene.draw(app.screen)
        return list(textrec._rec.entries)
    finally:
        textrec.stop()


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["ru", "en"])
def test_king_options_are_readable(tmp_path, size, lang):
    app = make_app(tmp_path, size=size, lang=lang)
    menu = _menu_on(app, "king")
    order = next(c for o, c in menu.option_widgets if o.key == "deal_order")
    for v in order.values:                                   # every value of the long option
        order.set_value(v)
        texts = [e for e in _drawn(app) if e.kind == "text" and pygame.Rect(order.rect).contains(pygame.Rect(e.rect))
                 and e.text not in "‹›"]
        label = order.labels(v)
        assert texts, "the value is drawn inside its control"
        assert "".join(e.text for e in texts).replace(" ", "") == label.replace(" ", ""), "the value is whole"
        assert min(e.px for e in texts) >= 11, f"{label!r} drawn at {min(e.px for e in texts)} px"
    order.set_value(order.values[0])
    _drawn(app)
    pygame.image.save(app.screen, str(tmp_path / f"menu_king_{size[0]}_{lang}.png"))


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_option_notes_speak_to_a_player_and_the_source_shows_on_hover(tmp_path, lang):
    app = make_app(tmp_path, lang=lang)
    menu = app.scene
    for e in menu.entries:
        menu.pick_game(e.game)
        menu.layout(app.size)
        for o, _label_y, _y, lines in menu.option_rows:
            note = " ".join(lines)
            assert not SCHOLAR.search(note), f"{e.game.id}.{o.key}: {note!r}"
    menu = _menu_on(app, "king")
    o, label_y, _y, _lines = next(r for r in menu.option_rows if r[0].key == "trump_named_after")
    pos = (menu.cols[2][0] + 20, label_y + 5)
    if not menu.opt_rect.collidepoint(pos):
        pytest.skip("the option is scrolled out of sight at this size")
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    app.run_frames(1)
    shown = " ".join(e.text for e in _drawn(app) if e.kind == "text")
    source = pick(o.source, lang)
    assert source.split()[0] in shown and source.split()[-1] in shown, "the source shows on hover"
    post(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(0, 0, 0))
    app.run_frames(1)
    shown = " ".join(e.text for e in _drawn(app) if e.kind == "text")
    assert source.split()[-1] not in shown


def test_plain_note_keeps_the_rule_and_drops_the_reference():
    from app.option_notes import plain_note
    assert plain_note("A1: после «беру» можно подкинуть в пределах лимита") == \
        "После «беру» можно подкинуть в пределах лимита"
    assert plain_note("общепринятые правила: с червей не ходить, пока есть другие масти") == \
        "С червей не ходить, пока есть другие масти"
    assert plain_note("the fool deals the next game (catalogue Part A); 'by lot' for the first game") == \
        "The fool deals the next game; 'by lot' for the first game"
    assert plain_note("сборник, правило 9 и «Пример выигрыша»") == ""          # a reference only
    assert plain_note("наш выбор") == ""
    # a part that said something had to go: the rest would read out of context
    assert plain_note("A5, семя 003 ¶3: всегда бубны; или открываются, как в подкидном") == ""
