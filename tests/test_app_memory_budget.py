"""Games in a row keep the memory flat (issue 29, item 7): the image caches — card art, rotated
cards, rendered lines — are kept within budgets sized to the window, so that what each game
brings (cards, sizes and words not seen before) replaces the oldest instead of adding up."""
from __future__ import annotations

from app_driver import make_app


def test_the_image_caches_stay_within_budgets_sized_to_the_window(tmp_path):
    app = make_app(tmp_path, size=(1280, 720))
    screen = 4 * 1280 * 720
    art, turned, lines = app.painter.art._cache, app.painter._turned, app.fonts._lines
    assert art.budget == 3 * screen and turned.budget == int(1.5 * screen) and lines.budget == screen
    # many games' worth of card images: every face at many sizes, rotated at many angles
    for i, w in enumerate(range(60, 140, 4)):
        for rank in range(2, 15):
            for suit in "SCHD":
                app.painter.image(_Card(rank, suit), w, int(w * 1.45))
                app.painter._rotated(("face", rank, suit), lambda: app.painter.art.face(rank, suit, w, int(w * 1.45)),
                                     w, int(w * 1.45), (rank * 7 + i) % 40 - 20)
    for i in range(3000):
        app.fonts.render(f"Борис кладёт 10♥ на 9♥ — ход {i}", 15)
    assert art.bytes <= art.budget and turned.bytes <= turned.budget and lines.bytes <= lines.budget
    # a larger window, larger budgets; a smaller one drops the oldest at once
    app.resize((1920, 1080))
    assert app.painter.art._cache.budget == 3 * 4 * 1920 * 1080
    app.resize((800, 480))
    assert app.fonts._lines.budget == 3 * 2 ** 20 and lines.bytes <= 3 * 2 ** 20


def test_frame_times_are_kept_compactly(tmp_path):
    app = make_app(tmp_path)
    app.run_frames(5)
    assert app.frame_ms.itemsize == 8 and app.think_log.itemsize == 8     # arrays of doubles
    assert app.stats()["frames"] == len(app.frame_ms)


class _Card:
    def __init__(self, rank, suit):
        self.rank, self.suit = rank, suit
