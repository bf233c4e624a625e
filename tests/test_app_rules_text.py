"""F1 shows every rule of the game with where it comes from (rules/rulebook.py): under each
rule, a line saying «В правилах: «…»», «Наше прочтение: …» or «Другой источник: …»."""
import pygame
import pytest

from app.i18n import source_mark
from app.overlays import RulesOverlay
from app_driver import make_app, press, scene_name
from rules import all_games

GAMES = [g for g in all_games() if g.rulebook]


def _marks(overlay, lang):
    """The first line of each source mark the overlay composed, in order."""
    heads = {"ru": ("   В правилах:", "   Наше прочтение:", "   Другой источник:"),
             "en": ("   The rules say:", "   Our reading:", "   Another source:")}[lang]
    return [text for text, *_ in overlay._lines if text.startswith(heads)]


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_every_rule_in_f1_carries_its_source_mark(tmp_path, lang):
    app = make_app(tmp_path, lang=lang)
    assert scene_name(app) == "MenuScene"
    menu = app.scene
    for game in GAMES:
        menu.pick_game(next(e.game for e in menu.entries if e.game.id == game.id))
        app.run_frames(1)
        press(app, pygame.K_F1)
        overlay = menu.rules
        assert isinstance(overlay, RulesOverlay)
        marks = _marks(overlay, lang)
        assert len(marks) == len(game.rulebook), (game.id, lang, len(marks), len(game.rulebook))
        for rule, line in zip(game.rulebook, marks):
            assert line.strip() and source_mark(rule.source, lang).startswith(line.strip()[:12])
        press(app, pygame.K_ESCAPE)
