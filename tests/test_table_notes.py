"""The table's notes (rules/notes.py, ``Game.table_notes``): typed, from the view alone.

For every game, played at random: each item is a note or an arrangement of rules/notes.py;
each note's phrase id is the game's; a note never names a card the view does not show
(face up in a zone, or publicly known: its record, a zone's ``known``); an arrangement names
only zones the view has; and the notes of a view are those of an equal view (a function of
the view, nothing else)."""
from __future__ import annotations

import random

import pytest

from rules import all_games
from rules.notes import Arrow, LaidBy, Pile, SetApart, TableNote


def _public_cards(view) -> set:
    out = set()
    stack = list(view.record().values())
    while stack:
        v = stack.pop()
        if isinstance(v, (tuple, list, frozenset, set)):
            stack.extend(v)
        elif isinstance(v, dict):
            stack.extend(v.values())
        elif hasattr(v, "rank") and hasattr(v, "suit"):
            out.add(v)
    return out


@pytest.mark.parametrize("game", all_games(), ids=lambda g: g.id)
def test_notes_are_typed_and_show_only_what_the_view_shows(game):
    seats = game.min_seats if game.min_seats > 2 else min(3, game.max_seats)
    for seed in (1, 2):
        rng = random.Random(seed)
        st = game.start(seats, seed)
        for _ in range(120):
            for seat in [None] + list(range(seats)):
                view = st.view(seat)
                notes = game.table_notes(view)
                assert isinstance(notes, tuple)
                assert notes == game.table_notes(st.view(seat))
                shown = {c for z in view.zones.values() for c in z.visible} | {c for z in view.zones.values()
                                                                                 for c in z.known}
                shown |= _public_cards(view)
                for n in notes:
                    assert isinstance(n, (TableNote, Pile, LaidBy, SetApart, Arrow)), n
                    if isinstance(n, TableNote):
                        assert n.phrase.id in game.phrase_ids, n.phrase.id
                        assert set(n.phrase.cards()) <= shown, n
                    elif isinstance(n, SetApart):
                        assert n.zone in view.zones and set(n.cards) <= shown, n
                    elif isinstance(n, LaidBy):
                        assert n.zone in view.zones
                    elif isinstance(n, Arrow):
                        assert n.zone in view.zones and 0 <= n.seat < seats, n
                    else:
                        assert all(z in view.zones for z in n.order)
            if st.over:
                break
            st.apply(rng.choice(st.legal_actions()))


def test_durak_notes_name_the_roles_and_the_turned_trump():
    """(A guard for the record's names the durak notes read: roles, trump_card, trump.)"""
    from rules import get_game
    g = get_game("durak_podkidnoy")
    st = g.start(3, 1)
    view = st.view(0)
    notes = g.table_notes(view)
    tags = {n.tone for n in notes if isinstance(n, TableNote) and n.at == "plate"}
    assert {"attacker", "defender"} <= tags
    apart = [n for n in notes if isinstance(n, SetApart)]
    assert apart and apart[0].zone == "stock" and apart[0].cards[0] == view.zones["stock"].cards[0]
    assert any(n.at == "panel" for n in notes if isinstance(n, TableNote))


def test_king_sets_the_penalty_cards_apart():
    """Кинг's penalty cards come from the engine's scoring (scoring.scoring_cards)."""
    from rules import get_game
    from rules.games.king import scoring as K
    g = get_game("king")
    rng = random.Random(3)
    st = g.start(4, 3)
    seen = False
    while not st.over and not seen:
        view = st.view(0)
        game = view.public.get("game")
        for n in g.table_notes(view):
            if isinstance(n, SetApart):
                assert n.zone.startswith("won") and all(K.scoring_cards(game, c) for c in n.cards)
                seen = True
        st.apply(rng.choice(st.legal_actions()))
    assert seen
