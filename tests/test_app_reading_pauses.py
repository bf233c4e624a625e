"""Gone before it is read (issue 28 item 3): a trick lies whole a moment before it is
gathered (Два ряда, every trick game), and cards turned over after «Не верю» (Веришь)
lie open on the table a reading time before whoever takes them gets them — at every
speed but «instant», longer at «slow», and a click cuts the pause short."""
from __future__ import annotations

from app.anim import REVEAL_LIE_MS, SPEED_FACTOR, TRICK_LIE_MS
from app_driver import make_app, setup_for


def _still_with(app, zone: str, frames: int = 30000):
    """Run a bots-only game until the animation lies still (a pause) on a frame that shows
    cards of ``zone``; that segment and how many cards of the zone it shows."""
    table = app.scene
    for _ in range(frames):
        if table.state.over or not app.run_frames(1):
            break
        seg = table.animator.current()
        if seg is None or seg.a is not seg.b or not seg.hold:
            continue
        shown = [s for s in seg.b.sprites.values() if s.zone == zone]
        if shown:
            return seg, len(shown)
    return None, 0


def test_a_two_seat_trick_lies_whole_before_it_is_gathered(tmp_path):
    app = make_app(tmp_path, setup=setup_for("bot:rule,bot:rule", seed=5, game="dva_ryada"), speed="fast")
    seg, n = _still_with(app, "trick")
    assert seg is not None, "no trick lay still before it was gathered"
    assert n == 2 and seg.total >= TRICK_LIE_MS * SPEED_FACTOR["fast"]
    # the next step gathers it: its cards leave the trick
    app.scene.animator.skip_hold()
    app.run_frames(1)
    nxt = app.scene.animator.current()
    assert nxt is not None and not [s for s in nxt.b.sprites.values() if s.zone == "trick"]


def test_the_cards_turned_over_after_ne_veryu_lie_open_a_reading_time(tmp_path):
    app = make_app(tmp_path, setup=setup_for("bot:rule,bot:rule,bot:rule", seed=11, game="verish_2"), speed="fast")
    seg, n = _still_with(app, "shown")
    assert seg is not None, "the cards turned over were never shown on the table"
    assert all(s.card is not None for s in seg.b.sprites.values() if s.zone == "shown")     # face up
    assert seg.total >= REVEAL_LIE_MS * SPEED_FACTOR["fast"]
    # a click cuts the pause short
    assert app.scene.animator.skip_hold()
    app.run_frames(1)
    assert app.scene.animator.current() is not seg
