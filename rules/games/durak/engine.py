"""The bout engine of the durak family (catalogue Part A, family ``durak_bout``).

One state class plays every variant; a game definition only turns its options into a
``Rules`` record. A *bout* is one attack on one defender:

* **lead** — the attacker lays a card. Where the rules allow a lead of several cards
  (подкидной with ``multi_card_lead``, простой 1.а «тройка»/«пяток», Акулина's cards of
  one suit) he lays them one ``attack`` action at a time and closes the lead with
  ``done``; «done» is asked even when nothing could be added, so that the moment the
  lead closes tells the others nothing about his hand.
* **defend** — the defender beats one unbeaten attack card (``defend``, ``index`` = the
  attack slot), transfers (``transfer``), or says «Беру» (``take``). In Веришь (1) he lays
  face-down covers instead (``cover``) and the attacker says ``believe``/``disbelieve``.
* **throw** (подкидной family) — once every attack card is beaten, or once the defender
  has said «Беру», the players who may throw in are asked in turn: the main attacker
  first, then the others clockwise. Each throws in a card of a rank on the table
  (``attack``) or declines (``bito`` for the main attacker over a beaten table, else
  ``pass``). A card thrown over a beaten table goes to the defender at once; over a
  take, the thrower keeps the turn until he passes. A new beating card can bring a new
  rank, so every decline is forgotten when the defender beats a card. When everyone
  asked has declined in a row the bout ends.

Limits (A1): never more unbeaten attack cards than the defender holds (the same as "no
more attack cards than his hand at the start of the bout"), at most 6 attack cards,
``first_bout_limit`` in the first bout. After the bout the leader, then the others
clockwise, then the defender refill from the stock; the turned-up trump is drawn last.
When the stock is empty a player with no cards is out; players out after the same
bout share a place. The last holder is the дурак; if the last players go out together
nobody is (a draw).

Conventions for the table
-------------------------
Zones of a view:

* ``hand{s}`` (kind ``hand``, owner s) in the order the cards arrived (dealt, drawn,
  taken); ``None`` = hidden from this viewer, ``known`` = cards publicly known to be in
  it (picked up from the table, the lowest trump shown, the trump card drawn, a trump
  shown for a transfer). In «слепой» the viewer's own hand is the hidden one (except
  the cards he is known to hold) and every other hand is face up; a spectator sees
  none. Blind actions name a hand place (``zone``/``index``), never a card.
* ``stock`` (kind ``stock``), bottom first: ``cards[0]`` is the turned-up trump while it
  lies under the stock (the stock's face is then ``bottom_up``: that card alone shows),
  the top card — drawn next — is the last.
  ``public["trump_card"]`` is that card (None once drawn or in a mode without one).
* ``attack`` (kind ``pairs``): attack cards in the order laid, slot i = index i.
* ``defence`` (kind ``pairs``): the beating cards; ``positions[k]`` is the attack slot
  that ``cards[k]`` lies on (draw it overlapping that attack card); ``capacity`` = the
  number of attack slots. In Веришь (1), while the covers lie face down, the zone is the
  defender's (face ``owner``): ``None`` to all but him until they are revealed.
* ``discard`` (kind ``discard``): face down (``None``), every card listed in ``known``:
  all were seen on the table.

``view.public``: ``trump`` (suit), ``trump_card``, ``trump_shown`` (a 6-player deal: the
dealer's last card), ``attacker``/``defender`` (None when over), ``roles`` per seat
(``attacker`` атакует, ``defender`` отбивается, ``thrower`` подкидывает, ``idle``, ``out``;
``app.wording.role_word`` gives the words), ``teams`` (team index per seat, or None),
``taking`` (the defender has said «Беру»), ``limit`` (most attack cards this bout),
``stock`` (count), ``out``/``places``/``fools``/``draw`` (the end), ``dealer``, ``phase``
(``name``, ``lead``, ``defend``, ``throw``, ``verdict``, ``over``), and the rest of the
state's public record (``pub``, rules.tabletop), from which the search bot's worlds are
rebuilt: ``public_cards`` (per seat, the cards publicly known in his hand), the seats and
positions of the bout, who declined, the trumps shown. Before trumps are named the
``stock`` holds the whole pack in the order it will be dealt. ``void_suits`` is never published: a take is always
voluntary in these games, so it proves nothing about a player's suits. In Веришь (1),
while covers lie face down, the defender's hand lists no ``known`` cards: those he was
known to hold are in ``known_or_covered`` (in his hand or under a cover, not which) and
``not_in`` keeps them out of every other zone for the sampler.

Actions: ``attack`` (cards=(c,): lead or throw-in; blind: zone/index), ``done`` (close a
lead of several cards), ``defend`` (cards=(c,), index = attack slot; blind: zone/index
= hand place, value = attack slot), ``transfer`` (cards=(c,); value ``"show"`` = by
showing a trump; blind: zone/index), ``take`` «Беру», ``bito`` «Бито» (the main attacker
over a beaten table), ``pass`` «Пас», ``cover`` (Веришь: cards=(c,), index = slot),
``believe`` «Верю», ``disbelieve`` «Не верю», ``name`` (value = suit; «бубновый» with
named trumps). The state's ``start_events`` are the deal's events.

Events: ``deal``, ``trump``, ``reinsert``, ``show`` (lowest trump), ``bout`` (a new bout:
attacker, defender), ``lead``/``throw``/``transfer`` (hand → ``attack``, data slot, to),
``defend``/``cover`` (hand → ``defence``, data slot, target), ``done``, ``say`` (word:
take, bito, pass, believe, disbelieve), ``reveal`` (the covers, data correct, targets),
``wrong`` (a blind mistake), ``take`` (``attack``/``defence`` → a hand), ``bito`` (→
``discard``), ``draw`` (``stock`` → hand; the trump card's draw is public), ``out``
(data place), ``over`` (data fools, draw, stalemate), ``name``, ``stalemate``.
Every event that moves cards from one zone to another comes from ``TableState.move``, so
who saw them follows from the zones' faces (a hand's owner, «Веришь» covers the defender's).

Team play (A1, Rozaliev): partners sit alternately, so play runs over *positions*;
the position of a player who is out is played by his nearest partner clockwise who
still holds cards. Only opponents of the defender throw in. The team that is out
first wins; both at once is a draw.
"""
from __future__ import annotations

from ...tabletop import TableState
from .bout import Bout
from .bout_end import BoutEnd
from .bout_rules import MAX_BOUTS, Rules, check_dealer, rules_of
from .covers import Covers
from .deal import Deal
from .ending import Ending
from .estimate import Estimate
from .known import KnownCards
from .legal import LegalMoves
from .limits import Limits
from .record import PublicRecord
from .seats import Seats
from .secrecy import Secrecy
from .table import FULL_DECK, HAND, card_key, pairs, table_spec

# the names other modules import from here
__all__ = ["DurakState", "Rules", "check_dealer", "rules_of", "table_spec", "card_key", "pairs", "HAND",
           "MAX_BOUTS"]


class DurakState(Deal, Bout, Covers, BoutEnd, Ending, LegalMoves, Limits, Seats, KnownCards,
                 PublicRecord, Secrecy, Estimate, TableState):
    """A deal of the durak family on ``rules.tabletop``: the zones ``hand{s}``, ``stock``,
    ``attack``, ``defence`` (slots) and ``discard``, and the public record ``pub`` (the
    keys of ``view.public`` described above); ``view``, ``clone`` and the search's worlds
    are the table's. The cards publicly known in each hand are the record's
    ``public_cards`` (each seat is told them of the others' hands, see ``seen_known``); the
    spades put back into the stock and the discard are the table's ``known``.

    By concern: the deal and the trumps (deal.py), the moves of a bout (bout.py), «Веришь»
    covers and verdicts (covers.py), the end of a bout and the refill (bout_end.py), the end
    of the deal and its result (ending.py), the turn and the legal moves (legal.py), the
    limits of a bout (limits.py), the seats and positions (seats.py), the publicly known
    cards (known.py), the record's derived facts (record.py), what each seat sees
    (secrecy.py) and the search's estimate (estimate.py)."""

    def __init__(self, game, seats, seed, options, rules: Rules, deal: bool = True):
        super().__init__(game, seats, seed, options)
        self.R = rules
        self._legal = None
        dealer = rules.dealer if rules.dealer is not None else self.rng.randrange(seats)
        spec = table_spec(seats, rules.blind)
        self.set_table(spec, {name: [] for name in spec}, FULL_DECK,
                       trump=None, trump_card=None, trump_shown=None, spades_only_by_spades=rules.spade_rule,
                       unbeatable=rules.unbeatable, phase="lead", attacker=0, defender=0,
                       attacker_seat=0, defender_seat=0, leader=0, att_pos=0, def_pos=0, poller=None,
                       roles=(), teams=tuple(s % 2 for s in range(seats)) if rules.team_size else None,
                       taking=False, composing=False, declined=(), shown=(), limit=0, bout=0, first_bout=False,
                       last_bout=None, dealer=dealer, namer=None, stock=0, hand_size=rules.hand_size,
                       blind=rules.blind, face_down_covers=rules.verish, transfer=rules.transfer,
                       lead_mode=rules.lead, throw_ins=rules.throw_ins, out=(), places=(0,) * seats, fools=(),
                       draw=False, stalemate=False, public_cards=((),) * seats, known_or_covered=())
        self.start_events = []
        if deal:
            order = list(FULL_DECK)
            self.rng.shuffle(order)
            self.zones["stock"] = order      # the pack in the order it is dealt (first card first)
            if rules.trump_mode == "named":
                self.pub.phase = "name"
                self.pub.namer = (dealer + 1) % seats
            else:
                self.start_events = self._deal()
        self._publish_seats()
        self._publish()

    # a sampled world's rules, from its options (the legal list starts empty: ``_legal``)
    derived_caches = {"R": lambda st: rules_of(st.game, st.seats, st.options)}
