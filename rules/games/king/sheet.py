"""Кинг's score sheet as seed 001 describes it: a column per player in three zones — the
penalty points, the games he still has to play (crossed out when played) and the отыгрыш
points — and under them the running balance, whose totals sum to zero at the end.

``king_sections(state)`` gives the zones as ``rules.match.Section``s (public data only:
everything here is on the record ``pub``). Row labels are numbers and word ids (the deal,
the game's ``king.<game>`` word); the games zone's cells are how many times the seat still
plays (orders) that game: 0 is crossed out, None a game that is not his.
"""
from __future__ import annotations

from ...match import Row, Section
from . import scoring as K

ZONE_PENALTY, ZONE_GAMES, ZONE_PLUS, ZONE_BALANCE = "king_penalty", "games_left", "king_plus", "balance"
COMP_LABEL = "sheet.comp"        # 47.г: the 4 penalty points written at the start


def word(game: str) -> str:
    return f"king.{game}"


def games_left(state) -> dict:
    """{game: per seat how many times he still has to play (order) it}: in 47.а/в every
    penalty game is everyone's until it is played, the отыгрыш each names trumps in a share
    of; in 47.б/г each orders his own (``pub.remaining``)."""
    p = state.pub
    n = state.seats
    done = p.sheet
    if K.ordered(p.variant):
        per = K.games_per_player(p.variant, state.options["zakaz_otygrysh_per_player"])
        games = [g for g in K.ALL_GAMES if g in per]
        out = {g: tuple(p.remaining[s].count(g) for s in range(n)) for g in games}
        circle = sum(1 for g in p.schedule if g == K.CIRCLE)
        if circle:
            played = {row[2] for row in done if row[1] == K.CIRCLE}
            out = {K.CIRCLE: tuple(0 if s in played else 1 for s in range(n)), **out}
        return out
    sched = p.schedule
    played = [row[1] for row in done]
    out = {}
    for g in dict.fromkeys(sched):
        if g == K.OTYGRYSH:
            each = sched.count(g) // n
            named = [sum(1 for row in done if row[1] == g and row[2] == s) for s in range(n)]
            out[g] = tuple(max(0, each - named[s]) for s in range(n))
        else:
            left = int(g not in played)
            out[g] = (left,) * n
    return out


def king_sections(state) -> tuple:
    p = state.pub
    n = state.seats
    comp = tuple(p.penalty[s] - sum(row[4][s] for row in p.sheet if row[1] != K.OTYGRYSH) for s in range(n))
    pen_rows = ([Row((COMP_LABEL,), comp)] if any(comp) else [])
    pen_rows += [Row((row[0], word(row[1])), tuple(row[4])) for row in p.sheet if row[1] != K.OTYGRYSH]
    plus_rows = [Row((row[0],), tuple(row[4])) for row in p.sheet if row[1] == K.OTYGRYSH]
    games = games_left(state)
    game_rows = [Row((word(g),), cells) for g, cells in games.items()]
    # the running balance: after each deal, the отыгрыш so far minus the penalties so far
    bal_rows = []
    run = [-c for c in comp]
    if any(comp):
        bal_rows.append(Row((COMP_LABEL,), tuple(run)))
    for row in p.sheet:
        sign = 1 if row[1] == K.OTYGRYSH else -1
        run = [a + sign * b for a, b in zip(run, row[4])]
        bal_rows.append(Row((row[0],), tuple(run)))
    totals = tuple(state.moved()) if state.over else K.nets(p.penalty, p.plus)
    return (Section(ZONE_PENALTY, tuple(pen_rows), tuple(p.penalty)),
            Section(ZONE_GAMES, tuple(game_rows)),
            Section(ZONE_PLUS, tuple(plus_rows), tuple(p.plus)),
            Section(ZONE_BALANCE, tuple(bal_rows), tuple(totals)))
