"""``Game.determinize`` for the durak family: a state from a view and a deal of its hidden cards.

Everything but the cards is public and sits in ``view.public`` (see ``DurakState.view``).
"""
from __future__ import annotations

from .engine import DurakState

_RULES_CACHE: dict = {}


def _rules(game, seats, options):
    key = (game.id, seats, tuple(sorted(options.items())))
    r = _RULES_CACHE.get(key)
    if r is None:
        r = _RULES_CACHE[key] = game.make_rules(seats, dict(options))
    return r


def determinize(game, view, assignment, rng) -> DurakState:
    pub = view.public
    n = view.seats
    opts = pub["options"]
    R = _rules(game, n, opts)
    st = object.__new__(DurakState)
    st.game = game
    st.seats = n
    st.seed = 0
    st.options = dict(opts)
    st.rng = rng
    st.history = [None] * view.turn
    st.R = R
    zones = view.zones
    hands = []
    for s in range(n):
        z = zones[f"hand{s}"]
        hands.append(list(assignment.get(z.name, z.cards)))
    st.hands = hands
    pc = pub["public_cards"]
    st.known = [set(pc[s]) for s in range(n)]
    phase = pub["phase"]
    sz = zones["stock"]
    stock = list(assignment.get("stock", sz.cards))
    if phase == "name":
        st._order = stock
        st.stock = []
    else:
        st._order = []
        st.stock = stock
    st.stock_known = set(sz.known)
    dz = zones["discard"]
    st.discard = list(assignment.get("discard", dz.cards))
    st.attack = list(zones["attack"].cards)
    dfz = zones["defence"]
    defence = [None] * len(st.attack)
    for p, c in zip(dfz.positions, assignment.get("defence", dfz.cards)):
        defence[p] = c
    st.defence = defence
    st.trump = pub["trump"]
    st.trump_card = pub["trump_card"]
    st.trump_shown = pub["trump_shown"]
    st.spade_rule = pub["spades_only_by_spades"]
    st.team = pub["teams"]
    st.places = list(pub["places"])
    st.out = list(pub["out"])
    st.fools = pub["fools"]
    st.draw_game = pub["draw"]
    st.stalemate = pub["stalemate"]
    st.phase = phase
    st.namer = pub["namer"]
    st.att_pos = pub["att_pos"]
    st.def_pos = pub["def_pos"]
    st.attacker = pub["attacker_seat"]
    st.defender = pub["defender_seat"]
    st.leader = pub["leader"]
    st.poller = pub["poller"]
    st.declined = set(pub["declined"])
    st.taking = pub["taking"]
    st.composing = pub["composing"]
    st.shown = set(pub["shown"])
    st.bouts = pub["bout"]
    st.last_bout = pub["last_bout"]
    st._legal = None
    st.start_events = []
    st.dealer = pub["dealer"]
    return st
