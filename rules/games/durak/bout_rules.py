"""What a variant plays: the ``Rules`` record a game definition makes of its options
(rules/games/durak/variants.py), the dealer option's check, and the cache a sampled world
reads them from."""
from __future__ import annotations

from dataclasses import dataclass

from ...cards import Card
from ...errors import BadOption

# A safety net, not a rule: «слепой» and «Веришь» move cards back to the attackers, so a
# pathological (random) game could run for ever. After this many bouts the deal ends and
# the remaining players are ranked by the cards they hold (most cards = дурак).
MAX_BOUTS = 400


@dataclass(frozen=True)
class Rules:
    """Everything the engine needs to know about a variant."""
    throw_ins: bool = True            # подкидной family: throw-ins, take all or beat all
    transfer: bool = False            # переводной
    otkaz: bool = False               # A3
    show_trump: bool = False          # transfer by showing a trump of the rank
    lead: str = "single"              # single | same_rank | pattern | same_suit
    hand_size: int = 6
    take_all: bool = True             # a take takes everything (else: the unbeaten only)
    blind: bool = False               # A4
    verish: bool = False              # A7
    trump_mode: str = "turned"        # turned | diamonds | named
    spade_rule: bool = False          # A5: spades only by higher spades
    spade_turnup: str = "reinsert"    # reinsert | plain
    unbeatable: Card | None = None    # A6: Q♠
    team_size: int = 0                # 0, 2 or 3
    base_limit: int = 6               # most attack cards in a bout (0 = no limit but the hand)
    first_bout_limit: int = 5
    throw_in_after_take: bool = True
    first_attacker: str = "lowest_trump"    # lowest_trump | left_of_dealer
    after_partial_take: str = "next_player"  # next_player | defender
    dealer: int | None = None         # None = drawn by lot (the first game of a session)


def check_dealer(seats: int, dealer) -> int | None:
    if dealer in (None, "random"):
        return None
    if not isinstance(dealer, int) or not 0 <= dealer < seats:
        raise BadOption(f"option dealer: seat {dealer!r} does not exist with {seats} seats")
    return dealer


_RULES_CACHE: dict = {}


def rules_of(game, seats: int, options: dict) -> Rules:
    """The game's ``Rules`` for a seat count and options (cached: a sampled world asks)."""
    key = (game.id, seats, tuple(sorted(options.items(), key=repr)))
    r = _RULES_CACHE.get(key)
    if r is None:
        r = _RULES_CACHE[key] = game.make_rules(seats, dict(options))
    return r
