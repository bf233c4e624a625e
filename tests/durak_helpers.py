"""Shared helpers of the durak tests: variant configurations and hand-built positions."""
from collections import Counter

from rules import get_game
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


def hands(s):
    """The hands' card lists (the zones ``hand0``, ``hand1``, …), seat by seat."""
    return [s.zones[f"hand{i}"] for i in range(s.seats)]


def all_cards(s):
    z = s.zones
    cards = list(z["stock"]) + list(z["discard"]) + list(z["attack"]) + [c for c in z["defence"] if c is not None]
    for h in hands(s):
        cards.extend(h)
    return Counter(cards)


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
    for i in range(seats):
        s.zones[f"hand{i}"] = list(C(hands[i])) if i < len(hands) else []
    s.known = {}
    s.pub.public_cards = ((),) * seats
    s.zones["stock"] = list(C(stock))
    s.pub.trump = trump
    s.pub.trump_card = C(trump_card)[0] if trump_card else None
    if s.pub.trump_card is not None:
        assert s.zones["stock"] and s.zones["stock"][0] == s.pub.trump_card
    s.pub.trump_shown = None
    s.zones["discard"] = list(C(discard))
    if discard:
        s.known["discard"] = tuple(s.zones["discard"])
    s.zones["attack"] = list(C(attack))
    s.zones["defence"] = list(defence) if defence is not None else [None] * len(s.zones["attack"])
    s.pub.places = (0,) * seats
    s.pub.out = ()
    s.pub.att_pos = attacker
    s.pub.attacker_seat = s.pub.leader = attacker
    s.pub.def_pos = defender if defender is not None else s.next_pos(attacker)
    s.pub.defender_seat = s.player_at(s.pub.def_pos)
    s.pub.phase = phase
    s.pub.bout = bouts
    s.pub.taking = taking
    s.pub.composing = False
    s.pub.declined = ()
    s.pub.poller = None
    s.pub.shown = ()
    s.touch()
    return s


# --- reading a state by its real fields (not the alias properties) ---------------------
def hand(s, seat):
    """Seat ``seat``'s hand: the zone ``hand{seat}``."""
    return s.zones[f"hand{seat}"]


def codes(cards):
    """Card codes, sorted: compare hands and piles without caring for their order."""
    return sorted(c.code for c in cards)


def play_out(s, seed=0):
    """Play a state to its end with the rule bot (random tie-breaks from ``seed``)."""
    import random
    rng = random.Random(seed)
    g = s.game
    for _ in range(3000):
        if s.over:
            break
        s.apply(g.rule_policy(s.view(s.to_move), rng))
    return s
