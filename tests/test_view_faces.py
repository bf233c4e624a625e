"""Views say whose faces show in each zone (``Zone.face``), and the table flies a card
face up when its viewer may see it where it lands.

* Every zone of every registered game's view declares a face from the closed set
  (or None where its game does not say yet), for every reader, through a game.
* «Дурак слепой»: every hand is "others" (the viewer's own hand and another's both);
  подкидной: hands "owner", the pairs "up", the stock "bottom_up" (the trump turned up
  under it), the discard "down".
* ``face_shows`` answers for a viewer and a spectator.
* At the table, in «Дурак слепой», a card taken into a hand the viewer can see flies
  face up all the way (no turn at the end).
"""
from __future__ import annotations

import random

import pytest

from rules import all_games, get_game
from rules.view import FACES, face_shows

import conformance as kit

GAMES = all_games()


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_every_zone_says_whose_faces_show(game):
    seats = kit.seat_counts(game)[0]
    s = game.start(seats, 3)
    rng = random.Random(3)
    for _ in range(12):
        for reader in kit.readers(s):
            for name, z in s.view(reader).zones.items():
                assert z.face is None or z.face in FACES, (game.id, name, z.face)
        if s.over:
            break
        kit.play_random(s, 5, rng)


def test_durak_zones_declare_their_faces():
    blind = get_game("durak_slepoy").start(3, 5)
    for seat in (0, 1, None):
        v = blind.view(seat)
        assert v.hand(0).face == "others" and v.hand(1).face == "others"
    v = blind.view(0)
    assert face_shows(v.hand(0).face, 0, 0) is False       # his own blind hand: backs
    assert face_shows(v.hand(1).face, 1, 0) is True        # another's: faces
    assert face_shows(v.hand(1).face, 1, None) is False    # a spectator sees no hand
    plain = get_game("durak_podkidnoy").start(3, 5).view(0)
    assert plain.hand(0).face == "owner" and plain.hand(1).face == "owner"
    assert plain.zone("attack").face == "up" and plain.zone("defence").face == "up"
    # the trump turned up under the stock: its bottom card shows, the rest do not
    assert plain.zone("stock").face == "bottom_up" and plain.zone("discard").face == "down"
    stock = plain.zone("stock").cards
    assert stock[0] is not None and stock[0] == plain.public["trump_card"] and set(stock[1:]) == {None}
    assert face_shows("up", None, None) and not face_shows("down", None, 0)
    assert face_shows(None, 1, 0) is None


def test_blind_take_flies_face_up_into_a_hand_the_viewer_sees(tmp_path):
    from app_driver import make_app, setup_for
    from test_app_durak import _policy, play

    app = make_app(tmp_path, setup=setup_for("human,bot:rule,bot:rule", seed=9, game="durak_slepoy"),
                   speed="fast")
    table = app.scene
    st = table.state
    counts = {"take": 0}
    seen = set()
    flights = 0                      # face-up cards seen flying into another's hand
    for _ in range(6000):
        seg = table.animator.current()
        if seg is not None and 0 < seg.t < seg.duration:
            for d in seg.drawn():
                kb = d.sprite.key
                sb = seg.b.sprites.get(kb)
                sa = seg.a.sprites.get(seg.renames.get(kb, kb))
                if not d.moving or sb is None or sa is None:
                    continue
                if sa.zone not in ("attack", "defence") or sb.zone not in ("hand1", "hand2"):
                    continue
                # taken off the table into a hand he sees: face up all the way
                assert sa.card is not None and sb.card == sa.card, "a card taken into a seen hand lands face down"
                assert d.sprite.card == sa.card and d.turn is None, "it turns over in flight"
                if (id(seg), kb) not in seen:
                    seen.add((id(seg), kb))
                    flights += 1
        if flights >= 2 or st.over:
            break
        if table.ready_for_input and not table.animator.busy:
            legal = list(table.view.legal)
            if len(legal) == 1 and legal[0].kind == "pass":
                app.run_frames(1)
                continue
            # never take himself: the bots take, into hands he sees
            action = next((a for a in legal if a.kind in ("attack", "defend", "bito", "done")
                           and (a.zone in (None, "hand0"))), None) or _policy(table.view, {"take": 1})
            play(app, action)
        else:
            app.run_frames(1)
    assert flights >= 2, "no card was taken into a hand the viewer sees"


@pytest.mark.parametrize("gid", ["lenturlu", "kometa", "manilya"])
def test_the_sequence_run_zones_declare_their_faces(gid):
    """Лентюрлю, Комета, Манилья: hands "owner", the talon "down", the run and the closed runs
    "up" (Лентюрлю's stake cards "up"); once the match ends on a shown deal every hand is "up"."""
    game = get_game(gid)
    s = game.start(3, 4)
    v = s.view(0)
    assert all(z.face in FACES for z in v.zones.values())
    assert v.hand(0).face == "owner" and v.hand(1).face == "owner" and v.zone("talon").face == "down"
    assert v.zone("run").face == "up" and v.zone("played").face == "up"
    rng = random.Random(4)
    while not s.over:
        s.apply(rng.choice(s.legal_actions()))
    end = s.view(None)                         # (this seed's match ends on a shown deal)
    assert s.pub.revealed and all(end.hand(k).face == "up" and None not in end.hand(k).cards for k in range(3))
    assert all(z.face in FACES for z in end.zones.values())
