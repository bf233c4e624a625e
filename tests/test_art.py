"""The generated art: sizes, transparency, colours, the pygame cache."""
from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import pytest  # noqa: E402
from PIL import Image  # noqa: E402

from app.art.cards import (  # noqa: E402
    RANKS, SUITS, render_back, render_face, render_shadow, render_slot, shadow_margin,
)
from app.art.chips import chip_size, render_chip, render_stack  # noqa: E402
from app.art.table import render_baize, render_plate  # noqa: E402
from app.assets import font_path  # noqa: E402

SIZES = [(40, 56), (160, 224)]
STYLES = [dict(indices="ru"), dict(indices="en"), dict(indices="ru", four_colour=True)]


def _is_red(px) -> bool:
    r, g, b, a = px
    return a > 200 and r > 120 and r > g * 2.2 and r > b * 2.2


def _pixels(img: Image.Image):
    data = img.convert("RGBA").tobytes()
    return zip(data[0::4], data[1::4], data[2::4], data[3::4])


def _has_red(img: Image.Image) -> bool:
    return any(_is_red(px) for px in _pixels(img))


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("style", STYLES, ids=lambda s: "-".join(f"{v}" for v in s.values()))
def test_every_face_renders(size, style):
    w, h = size
    for suit in SUITS:
        for rank in RANKS:
            img = render_face(rank, suit, w, h, **style)
            assert img.mode == "RGBA"
            assert img.size == (w, h)
            for corner in ((0, 0), (w - 1, 0), (0, h - 1), (w - 1, h - 1)):
                assert img.getpixel(corner)[3] == 0, (rank, suit, corner)
            assert img.getpixel((w // 2, h // 2))[3] == 255
            # the edges between the corners are opaque card
            assert img.getpixel((w // 2, 0))[3] > 200
            assert img.getpixel((0, h // 2))[3] > 200


@pytest.mark.parametrize("size", SIZES + [(100, 140)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_red_and_black_suits(size):
    w, h = size
    for rank in (2, 7, 10, 11, 12, 13, 14):
        for suit in "HD":
            assert _has_red(render_face(rank, suit, w, h)), (rank, suit)
        for suit in "SC":
            assert not _has_red(render_face(rank, suit, w, h)), (rank, suit)


def test_four_colour_inks():
    def mean_ink(img):
        # average colour of clearly inked (dark or saturated) opaque pixels
        pix = [p for p in _pixels(img) if p[3] == 255 and min(p[:3]) < 120]
        n = len(pix)
        return tuple(sum(p[i] for p in pix) / n for i in range(3))

    r, g, b = mean_ink(render_face(7, "D", 100, 140, four_colour=True))
    assert b > r and b > g
    r, g, b = mean_ink(render_face(7, "C", 100, 140, four_colour=True))
    assert g > r and g > b
    assert render_face(7, "D", 100, 140, four_colour=True).tobytes() != render_face(7, "D", 100, 140).tobytes()


def test_russian_and_english_indices_differ():
    for size in [(40, 56), (100, 140)]:
        for rank in (11, 12, 13, 14):
            ru = render_face(rank, "S", *size, indices="ru")
            en = render_face(rank, "S", *size, indices="en")
            assert ru.tobytes() != en.tobytes(), (rank, size)
        # number cards are the same in both styles
        assert render_face(10, "H", *size, indices="ru").tobytes() == \
            render_face(10, "H", *size, indices="en").tobytes()


def test_large_index_differs():
    a = render_face(9, "C", 100, 140)
    b = render_face(9, "C", 100, 140, large_index=True)
    assert a.size == b.size and a.tobytes() != b.tobytes()


def test_bad_cards_are_refused():
    with pytest.raises(ValueError):
        render_face(1, "S", 100, 140)
    with pytest.raises(ValueError):
        render_face(10, "X", 100, 140)


def test_backs():
    red = render_back(100, 140, "red")
    blue = render_back(100, 140, "blue")
    custom = render_back(100, 140, (120, 60, 20))
    assert red.size == blue.size == custom.size == (100, 140)
    assert red.mode == "RGBA"
    assert red.getpixel((0, 0))[3] == 0 and red.getpixel((50, 70))[3] == 255
    assert red.tobytes() != blue.tobytes() != custom.tobytes()
    assert render_back(40, 56, "green").size == (40, 56)
    with pytest.raises(ValueError):
        render_back(100, 140, "mauve")


def test_shadow_and_slot():
    m = shadow_margin(4)
    sh = render_shadow(100, 140, 4)
    assert sh.size == (100 + 2 * m, 140 + 2 * m)
    assert sh.getpixel((0, 0))[3] < 8
    assert sh.getpixel(((100 + 2 * m) // 2, (140 + 2 * m) // 2))[3] > 60
    slot = render_slot(100, 140)
    assert slot.size == (100, 140) and slot.mode == "RGBA"
    assert 0 < slot.getpixel((50, 70))[3] < 80          # faint inside
    assert slot.getpixel((50, 1))[3] > slot.getpixel((50, 70))[3]   # stronger rim


def test_table():
    im = render_baize(320, 180)
    assert im.size == (320, 180) and im.mode == "RGB"
    r, g, b = im.getpixel((160, 90))
    assert g > r and g > b and g < 140          # green, not neon
    assert im.getpixel((1, 1))[1] < g            # vignette darkens the edge
    assert render_baize(320, 180).tobytes() == im.tobytes()   # deterministic
    rim = render_baize(320, 180, rim=True)
    r2, g2, b2 = rim.getpixel((2, 90))
    assert r2 > g2                               # wood, not cloth
    for lit in (False, True):
        p = render_plate(160, 36, lit=lit)
        assert p.size == (160, 36) and p.mode == "RGBA"
        assert p.getpixel((80, 18))[3] > 100
    assert render_plate(160, 36).tobytes() != render_plate(160, 36, lit=True).tobytes()


def test_chips():
    for value in (1, 5, 25, 100):
        c = render_chip(48, None, value)
        assert c.size == chip_size(48) and c.mode == "RGBA"
        assert c.getpixel((0, 0))[3] == 0
        assert c.getpixel((24, c.height // 2))[3] == 255
    assert render_chip(48, "red", 5).tobytes() != render_chip(48, "green", 5).tobytes()
    st = render_stack(40, [1, 5, 25, 100])
    assert st.height > render_stack(40, [1]).height
    assert st.mode == "RGBA"


def test_fonts_present():
    for name in ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSerif.ttf", "DejaVuSerif-Bold.ttf"):
        assert Path(font_path(name)).is_file()
    assert Path(font_path("serif-bold")).name == "DejaVuSerif-Bold.ttf"
    assert (Path(font_path("sans")).parent / "LICENSE-DejaVu.txt").is_file()


def test_art_imports_without_pygame():
    import subprocess

    code = ("import sys; import app.art, app.art.cards, app.art.table, app.art.chips; "
            "assert 'pygame' not in sys.modules, 'pygame imported'")
    subprocess.run([sys.executable, "-c", code], cwd=ROOT, check=True)


def test_cache_returns_same_surface():
    import pygame

    from app.art import CardArt

    art = CardArt()
    a = art.face(12, "H", 100, 140)
    assert art.face(12, "H", 100, 140) is a
    assert a.get_size() == (100, 140)
    assert art.face(12, "H", 60, 84) is not a
    b = art.back(100, 140, "red")
    assert art.back(100, 140, "red") is b
    assert art.back(100, 140, "blue") is not b
    assert art.shadow(100, 140) is art.shadow(100, 140)
    assert art.shadow(100, 140).get_width() == 100 + 2 * art.shadow_margin(100)
    assert art.slot(100, 140) is art.slot(100, 140)
    assert isinstance(a, pygame.Surface)
    assert a.get_at((0, 0)).a == 0 and a.get_at((50, 70)).a == 255
    art.configure(indices="ru")          # unchanged: cache kept
    assert art.face(12, "H", 100, 140) is a
    art.configure(indices="en")          # changed: cache cleared
    assert art.face(12, "H", 100, 140) is not a
    art.clear()
    assert len(art) == 0


def test_cache_with_display():
    import pygame

    from app.art import CardArt

    pygame.display.init()
    try:
        pygame.display.set_mode((64, 64))
        art = CardArt(four_colour=True)
        s = art.face(14, "D", 40, 56)
        assert s.get_size() == (40, 56)
        assert s.get_flags() & pygame.SRCALPHA
        assert art.baize(64, 64).get_size() == (64, 64)
    finally:
        pygame.display.quit()
