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
from rules.notes import Arrow, LaidBy, Pile, SetApart, Stacks, TableNote, Tally


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
                    assert isinstance(n, (TableNote, Pile, LaidBy, SetApart, Arrow, Stacks, Tally)), n
                    if isinstance(n, TableNote):
                        assert n.phrase.id in game.phrase_ids, n.phrase.id
                        assert n.legend is None or n.legend.id in game.phrase_ids, n.legend.id
                        assert set(n.phrase.cards()) <= shown, n
                        assert n.card is None or n.card in shown, n          # a card a note marks
                    elif isinstance(n, SetApart):
                        assert n.zone in view.zones and set(n.cards) <= shown, n
                    elif isinstance(n, LaidBy):
                        assert n.zone in view.zones
                    elif isinstance(n, Arrow):
                        assert n.zone in view.zones and 0 <= n.seat < seats, n
                    elif isinstance(n, Stacks):
                        assert all(z in view.zones for z in n.zones) and n.size >= 1, n
                    elif isinstance(n, Tally):
                        assert 0 <= n.seat < seats and all(p.id in game.phrase_ids for p, _ in n.halves), n
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


def _play_until(game_id, seats, seed, found, moves=400):
    """Play ``game_id`` at random until ``found(game, view, notes)`` holds for seat 0's view."""
    from rules import get_game
    g = get_game(game_id)
    rng = random.Random(seed)
    st = g.start(seats, seed)
    for _ in range(moves):
        view = st.view(0)
        if found(g, view, g.table_notes(view)):
            return True
        if st.over:
            break
        st.apply(rng.choice(st.legal_actions()))
    return False


def test_chain_notes_name_the_seat_to_beat_and_the_turned_trump():
    """(A guard for the record's names the chain notes read: phase, current, trump_card, trump,
    own_trumps.)"""
    def cover(g, view, notes):
        arrows = [n for n in notes if isinstance(n, Arrow)]
        tags = [n for n in notes if isinstance(n, TableNote) and n.phrase.id == "chain.tag.cover"]
        return bool(arrows) and arrows[0].zone == "centre" and view.zones["centre"].cards \
            and [t.seat for t in tags] == [arrows[0].seat] == [view.to_move]
    assert _play_until("durak_navalenny", 3, 1, cover)

    def trump(g, view, notes):
        apart = [n for n in notes if isinstance(n, SetApart)]
        return bool(apart) and apart[0].cards[0] == view.zones["stock"].cards[0] \
            and any(n.at == "panel" for n in notes if isinstance(n, TableNote))
    assert _play_until("durak_navalenny", 3, 1, trump)

    def own(g, view, notes):
        return len([n for n in notes if isinstance(n, TableNote) and n.phrase.id == "chain.tag.own_trump"]) == 3
    assert _play_until("svoi_kozyri", 3, 1, own)

    def stacks(g, view, notes):
        return {n.seat for n in notes if isinstance(n, TableNote) and n.at == "stack"} == {0, 1, 2}
    assert _play_until("durak_moskovsky", 3, 1, stacks)


def test_calls_notes_say_what_the_table_calls_for():
    """(A guard for the record's names the calls notes read: need, step; count, rank, offer;
    hand_no.)"""
    def ya_call(g, view, notes):
        calls = [n for n in notes if isinstance(n, TableNote) and n.phrase.id == "calls.note.ya_call"]
        return bool(calls) and calls[0].phrase.kwargs["card"] == view.public["need"]
    assert _play_until("ya_umirayu", 3, 1, ya_call)

    def shif_call(g, view, notes):
        ids = {n.phrase.id for n in notes if isinstance(n, TableNote)}
        return {"calls.note.shif_call", "calls.note.pot", "calls.note.hand"} <= ids
    assert _play_until("shif_shof_shum", 5, 1, shif_call)
    # «Я — умираю» has no кон on the table
    assert not _play_until("ya_umirayu", 3, 1, lambda g, v, notes: any(
        n.at == "pot" for n in notes if isinstance(n, TableNote)), moves=60)
