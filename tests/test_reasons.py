"""Why a move is illegal (rules/reasons/): hand-built positions for each family's main reasons,
and a conformance sweep — in random positions of every registered game, every illegal action
gets a reason worded in Russian and English that names no card the seat cannot see, and no
legal action gets one."""
from __future__ import annotations

import random

import pytest

from app.wording import TEMPLATES, Wording
from rules import all_games
from rules.actions import Action
from rules.cards import Card
from rules.phrases import Phrase
from rules.reasons import phrase_ids, seen_cards

GAMES = list(all_games())
WORDINGS = (Wording("ru"), Wording("en"), Wording("en", "ru"))


def words_ok(phrase, view):
    """The phrase is worded in both languages and names only cards ``view`` shows."""
    assert isinstance(phrase, Phrase), phrase
    assert phrase.id.startswith("reason."), phrase
    assert phrase.id in TEMPLATES, f"no words for {phrase.id}"
    for w in WORDINGS:
        line = w.render(phrase)
        assert line and "\n" not in line and "{" not in line, (phrase, line)
    hidden = set(phrase.cards()) - seen_cards(view)
    assert not hidden, f"{phrase} names cards the seat cannot see: {hidden}"


def test_every_reason_id_has_words():
    for pid in phrase_ids():
        assert pid in TEMPLATES, pid
        ru, en = TEMPLATES[pid]
        assert ru and en


def _shapes(game, seats, seed):
    """Kinds, action templates and other seats' actions seen in a random playout."""
    st = game.start(seats, seed)
    rng = random.Random(seed)
    templates, others = {}, []
    n = 0
    while not st.over and n < 300:
        legal = st.legal_actions()
        for a in legal:
            templates.setdefault(a.kind, set()).add((len(a.cards), a.zone, a.index, a.value))
        if len(others) < 40:
            others.append((st.to_move, rng.choice(legal)))
        st.apply(rng.choice(legal))
        n += 1
    return templates, others


def candidates(view, templates, others, rng):
    hand = view.zones.get(f"hand{view.seat}")
    mine = list(hand.visible) if hand is not None else []
    out = set()
    for kind, shapes in templates.items():
        shapes = sorted(shapes, key=repr)
        if len(shapes) > 6:
            shapes = rng.sample(shapes, 6)
        for ncards, zone, index, value in shapes:
            if ncards == 0:
                out.add(Action(kind, (), zone, index, value))
                continue
            for i, c in enumerate(mine):
                cards = tuple(mine[(i + j) % len(mine)] for j in range(ncards)) if len(mine) >= ncards else (c,)
                out.add(Action(kind, cards, zone, index, value))
    for _, a in others:
        out.add(a)
    far = [c for c in view.deck if c not in mine]
    out |= {Action("fly"), Action("play", zone="nowhere", index=99), Action("play", value=999),
            Action("attack", (Card(14, "S"), Card(14, "S"))), Action("take", value="x")}
    if far:
        out |= {Action("play", (far[0],)), Action("defend", (far[-1],), index=0)}
    for kind in templates:
        out.add(Action(kind, value=-1))
        out.add(Action(kind, zone=f"hand{view.seat}", index=0))
    return out


def positions(game, seats, seeds=4, per=5):
    """``per`` positions along each of ``seeds`` random playouts (spread over its length)."""
    for seed in range(seeds):
        rng = random.Random(seed)
        st = game.start(seats, 1000 + seed)
        moves = []
        while not st.over and len(moves) < 400:
            moves.append(rng.choice(st.legal_actions()))
            st.apply(moves[-1])
        stops = sorted(rng.sample(range(len(moves)), min(per, len(moves)))) if moves else [0]
        st = game.start(seats, 1000 + seed)
        n = 0
        for stop in stops:
            while n < stop:
                st.apply(moves[n])
                n += 1
            yield st
        if seed == 0:
            while n < len(moves):
                st.apply(moves[n])
                n += 1
            yield st


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_every_illegal_action_has_a_reason(game):
    checked = 0
    for seats in sorted({game.min_seats, game.max_seats}):
        templates, others = _shapes(game, seats, 7)
        rng = random.Random(seats)
        for st in positions(game, seats):
            if st.over:
                v = st.view(0)
                r = game.why_illegal(v, Action("play"))
                assert r is not None and r.id == "reason.over"
                words_ok(r, v)
                continue
            me = st.to_move
            view = st.view(me)
            for a in view.legal:
                assert game.why_illegal(view, a) is None, (game.id, a)
            for a in candidates(view, templates, others, rng):
                if a in view.legal:
                    continue
                r = game.why_illegal(view, a)
                assert r is not None, (game.id, str(a))
                words_ok(r, view)
                checked += 1
            # another seat, and a spectator: it is not their turn
            for who in ((me + 1) % st.seats, None):
                if who == me:
                    continue
                ov = st.view(who)
                for a in view.legal[:3]:
                    r = game.why_illegal(ov, a)
                    assert r is not None and r.id == "reason.not_your_turn" and r["who"].n == me
                    words_ok(r, ov)
    assert checked > 20
