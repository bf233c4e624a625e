"""Shared helpers of the durak tests: variant configurations, playing, and a leak tracker."""
import random
from collections import Counter

from rules import get_game
from rules.bots import make_bot
from rules.cards import deck

FULL = Counter(deck(36))

# (game id, seat counts, option sets) — every id, its seat range and the options that change play.
CONFIGS = [
    ("durak_podkidnoy", (2, 3, 4, 5, 6), [{}, {"first_bout_limit": 6, "throw_in_after_take": False},
                                          {"multi_card_lead": True}, {"first_attacker": "left_of_dealer"}]),
    ("durak_podkidnoy", (4,), [{"teams": "2x2"}]),
    ("durak_podkidnoy", (6,), [{"teams": "3x3"}]),
    ("durak_perevodnoy", (2, 3, 4, 5, 6), [{}, {"otkaz": True}, {"transfer_by_showing_trump": True},
                                           {"otkaz": True, "multi_card_lead": True}]),
    ("durak_perevodnoy", (4,), [{"teams": "2x2"}]),
    ("durak_perevodnoy", (6,), [{"teams": "3x3", "otkaz": True}]),
    ("durak_prostoy", (2, 3, 4), [{}, {"attack_patterns": "single"}, {"attack_after_partial_take": "defender"},
                                  {"hand_size": 6, "first_attacker": "lowest_trump"}]),
    ("durak_slepoy", (2, 3, 4, 5, 6), [{}, {"base": "perevodnoy"}]),
    ("durak_bubnovy", (2, 3, 4, 5, 6), [{}, {"trump_mode": "turned"},
                                        {"trump_mode": "turned", "spade_turnup": "play_plain_podkidnoy"},
                                        {"trump_mode": "named"}]),
    ("akulina", (2, 3, 4), [{}, {"hand_size": 6, "take_mode": "all"}]),
    ("verish_1", (2, 3, 4), [{}, {"base": "1v"}]),
]


def cases():
    """Every (game id, seats, options) combination of CONFIGS."""
    out = []
    for gid, seat_counts, opt_sets in CONFIGS:
        for seats in seat_counts:
            for opts in opt_sets:
                out.append((gid, seats, opts))
    return out


def all_cards(s):
    cards = list(s.stock) + list(s.discard) + list(s.attack) + [c for c in s.defence if c is not None]
    for h in s.hands:
        cards.extend(h)
    if s.phase == "name":
        cards.extend(s._order)
    return Counter(cards)


class Tracker:
    """What each seat has seen through the events it was shown (``Event.for_seat``)."""

    def __init__(self, state):
        self.seen = [set() for _ in range(state.seats)]
        self.feed(state.start_events)

    def feed(self, events):
        for e in events:
            for s in range(len(self.seen)):
                self.seen[s].update(e.for_seat(s).cards)


def check_view(s, seat, tracker):
    """No card in the view that the seat has not been shown; sizes and places right."""
    v = s.view(seat)
    blind = s.R.blind
    for other in range(s.seats):
        z = v.hand(other)
        real = s.hands[other]
        assert z.size == len(real)
        for pos, c in enumerate(z.cards):
            if c is not None:
                assert c == real[pos]
        assert set(z.known) <= set(real)
        assert not (set(z.known) & set(z.visible)), "a card both visible and known"
        if other == seat and not blind:
            assert z.cards == tuple(real)
        elif other != seat and not blind:
            assert z.visible == ()
        elif other == seat and blind:
            assert set(z.visible) <= s.known[seat]
        else:
            assert z.cards == tuple(real)
    for z in v.zones.values():
        for c in list(z.visible) + list(z.known):
            assert c in tracker.seen[seat] or (z.name == f"hand{seat}" and not blind), \
                f"{s.game.id}: {c} in zone {z.name} was never shown to seat {seat}"
    st = v.zone("stock")
    assert st.size == len(s.stock) or s.phase == "name"
    assert [c for c in st.cards if c is not None] == ([s.trump_card] if s.trump_card else [])
    assert len(v.unseen()) == sum(1 for z in v.zones.values() for c in z.cards if c is None) - sum(
        len([k for k in z.known]) for z in v.zones.values())
    return v


def play(gid, seats, seed, opts, levels=("random",), check_every=0, sampler_every=0):
    """Play one bots-only game; returns the final state. Optional checks along the way."""
    game = get_game(gid)
    s = game.start(seats, seed, opts)
    tracker = Tracker(s)
    names = [levels[i % len(levels)] for i in range(seats)]
    bots = [None if lv == "random" else make_bot(lv, game, i, seed) for i, lv in enumerate(names)]
    rng = random.Random(seed)
    step = 0
    while not s.over:
        seat = s.to_move
        if check_every and step % check_every == 0:
            assert all_cards(s) == FULL, "cards not conserved"
            check_view(s, rng.randrange(seats), tracker)
            if sampler_every and step % (check_every * sampler_every) == 0:
                check_sampler(game, s, seat, rng)
        # A random seat picks straight from the legal list (the same as the random bot, faster).
        a = rng.choice(s.legal_actions()) if bots[seat] is None else bots[seat].decide(s.view(seat))
        tracker.feed(s.apply(a, seat))
        step += 1
        assert step < 20000
    assert all_cards(s) == FULL
    return s


def check_sampler(game, s, seat, rng):
    v = s.view(seat)
    w = game.world_sampler(v).sample(rng)
    assert w.view(seat) == v, "determinize: the sampled world's view differs"
    assert all_cards(w) == FULL
    # The world plays on to the end.
    w2 = w.clone()
    k = 0
    while not w2.over and k < 3000:
        w2.apply(rng.choice(w2.legal_actions()))
        k += 1


# --- hand-built positions ----------------------------------------------------------
def C(text):
    """Cards from codes: C("7S QH 10D")."""
    from rules.cards import Card
    return tuple(Card.parse(x) for x in text.split())


def A(kind, cards="", **kw):
    from rules import Action
    return Action(kind, C(cards), **kw)


def position(gid, seats=2, opts=None, hands=(), stock="", trump="H", trump_card=None, attacker=0,
             defender=None, attack="", defence=None, phase="lead", bouts=3, discard="", taking=False):
    """A state of game ``gid`` with its fields set by hand (only the cards named are in play).

    ``stock`` lists the stock bottom first (the last card is drawn first); ``trump_card``
    is the turned-up card, which must then be the stock's first (bottom) card."""
    game = get_game(gid)
    s = game.start(seats, 1, opts or {})
    s.hands = [list(C(h)) for h in hands] + [[] for _ in range(seats - len(hands))]
    s.known = [set() for _ in range(seats)]
    s.stock = list(C(stock))
    s.trump = trump
    s.trump_card = C(trump_card)[0] if trump_card else None
    if s.trump_card is not None:
        assert s.stock and s.stock[0] == s.trump_card
    s.trump_shown = None
    s.discard = list(C(discard))
    s.attack = list(C(attack))
    s.defence = list(defence) if defence is not None else [None] * len(s.attack)
    s.places = [0] * seats
    s.out = []
    s.att_pos = attacker
    s.attacker = s.leader = attacker
    s.def_pos = defender if defender is not None else s.next_pos(attacker)
    s.defender = s.player_at(s.def_pos)
    s.phase = phase
    s.bouts = bouts
    s.taking = taking
    s.composing = False
    s.declined = set()
    s.poller = None
    s.shown = set()
    s.stock_known = set()
    s.touch()
    return s
