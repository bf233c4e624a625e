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
  lies under the stock (face up), the top card — drawn next — is the last.
  ``public["trump_card"]`` is that card (None once drawn or in a mode without one).
* ``attack`` (kind ``pile``): attack cards in the order laid, slot i = index i.
* ``defence`` (kind ``pile``): the beating cards; ``positions[k]`` is the attack slot
  that ``cards[k]`` lies on (draw it overlapping that attack card); ``capacity`` = the
  number of attack slots. In Веришь (1) the covers are ``None`` (face down) to all but
  the defender until they are revealed.
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

Team play (A1, Rozaliev): partners sit alternately, so play runs over *positions*;
the position of a player who is out is played by his nearest partner clockwise who
still holds cards. Only opponents of the defender throw in. The team that is out
first wins; both at once is a draw.
"""
from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType

from ...actions import END, Action
from ...cards import Card, deck
from ...errors import BadOption
from ...events import Event
from ...game import Result
from ...tabletop import TableState, ZoneSpec
from ...view import View, Zone, face_shows, freeze, with_unseen

# A safety net, not a rule: «слепой» and «Веришь» move cards back to the attackers, so a
# pathological (random) game could run for ever. After this many bouts the deal ends and
# the remaining players are ranked by the cards they hold (most cards = дурак).
MAX_BOUTS = 400
FULL_DECK = deck(36)
SUIT_ORDER = "SCHD"
NONES = tuple((None,) * k for k in range(40))
RANGES = tuple(tuple(range(k)) for k in range(40))
HAND = tuple(f"hand{s}" for s in range(16))

# Actions are immutable values, so the legal lists share one object per distinct action
# instead of building thousands per playout (building a frozen Action is the costliest
# step of listing the moves in the blind and «Веришь» variants).
_ACTS: dict = {}


def _target(kind, slot, value) -> tuple:
    """Where a move's card goes on the table, the same in the blind and open variants: a
    defence or a face-down cover onto its attack card, a transfer after the attack row's
    last card, a lead or a throw-in onto the row."""
    if kind in ("defend", "cover"):
        return "attack", slot
    if kind == "transfer" and value != "show":
        return "attack", END
    if kind == "attack":
        return "attack", None
    return None, None


def _act(kind, zone=None, index=None, value=None) -> Action:
    """A move that names no card (a button, or a face-down slot of a zone: blind, the
    attack slot a defence goes to is its ``value``)."""
    key = (kind, zone, index, value)
    a = _ACTS.get(key)
    if a is None:
        to, at = _target(kind, value, value) if zone is not None else (None, None)
        a = _ACTS[key] = Action(kind, (), zone, index, value, to, at)
    return a


def _card_act(kind, c, index=None, value=None) -> Action:
    """A one-card move (``index``: the attack slot it goes to); keyed by rank and suit, far
    cheaper to hash than a Card."""
    key = (kind, c.rank, c.suit, index, value)
    a = _ACTS.get(key)
    if a is None:
        a = _ACTS[key] = Action(kind, (c,), None, index, value, *_target(kind, index, value))
    return a


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


_SPECS: dict = {}


def table_spec(seats: int, blind: bool, face_down: bool) -> dict:
    """The zones of a deal, in view order: the hands (held face outwards when blind), the
    stock, the attack cards and the beating cards (slots; «Веришь»: covers face down, seen by
    the defender alone, while they lie) and the discard."""
    key = (seats, blind, face_down)
    spec = _SPECS.get(key)
    if spec is None:
        spec = {HAND[s]: ZoneSpec("hand", "others" if blind else "owner", s) for s in range(seats)}
        spec["stock"] = ZoneSpec("stock", "down", places=True)
        spec["attack"] = ZoneSpec("pile", "up", places=True)
        spec["defence"] = ZoneSpec("pile", None if face_down else "up", places=True)
        spec["discard"] = ZoneSpec("discard", "down")
        spec = _SPECS[key] = MappingProxyType(spec)
    return spec


_RULES_CACHE: dict = {}


def rules_of(game, seats: int, options: dict) -> Rules:
    """The game's ``Rules`` for a seat count and options (cached: a sampled world asks)."""
    key = (game.id, seats, tuple(sorted(options.items(), key=repr)))
    r = _RULES_CACHE.get(key)
    if r is None:
        r = _RULES_CACHE[key] = game.make_rules(seats, dict(options))
    return r


HAND_SEAT = {name: s for s, name in enumerate(HAND)}
_ROLES: dict = {}     # the seats' roles by (places, no bout on, attacker, defender, teams, throw-ins)


class DurakState(TableState):
    """A deal of the durak family on ``rules.tabletop``: the zones ``hand{s}``, ``stock``,
    ``attack``, ``defence`` (slots) and ``discard``, and the public record ``pub`` (the
    keys of ``view.public`` described above); ``view``, ``clone`` and the search's worlds
    are the table's. The cards publicly known in each hand are the record's
    ``public_cards`` (each seat is told them of the others' hands, see ``seen_known``); the
    spades put back into the stock and the discard are the table's ``known``."""

    def __init__(self, game, seats, seed, options, rules: Rules, deal: bool = True):
        super().__init__(game, seats, seed, options)
        self.R = rules
        self._legal = None
        dealer = rules.dealer if rules.dealer is not None else self.rng.randrange(seats)
        spec = table_spec(seats, rules.blind, False)
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

    def after_determinize(self) -> None:
        self.R = rules_of(self.game, self.seats, self.options)
        self._legal = None

    def _set_known(self, s: int, cards) -> None:
        """Seat ``s``'s publicly known cards are now ``cards``: listed in his hand's order
        (Веришь: by suit and rank, as some may lie under covers)."""
        if self.R.verish:
            t = tuple(sorted(set(cards), key=card_key))
        else:
            kn = tuple(cards)            # a few cards: found by identity first, no hashing
            t = tuple(c for c in self.zones[HAND[s]] if c in kn)
        pc = self.pub.public_cards
        self.pub.public_cards = pc[:s] + (t,) + pc[s + 1:]

    def _know(self, s: int, cards, fresh: bool = False) -> None:
        """``cards`` of seat ``s``'s hand are now publicly known there; ``fresh``: they were
        just picked up in sight of all (none was known before) and end his hand."""
        if not cards:
            return
        pc = self.pub.public_cards
        old = pc[s]
        if fresh and not self.R.verish:
            self.pub.public_cards = pc[:s] + (old + tuple(cards),) + pc[s + 1:]
        elif not (self.R.verish and all(c in old for c in cards)):
            self._set_known(s, old + tuple(cards))

    def _unknow(self, s: int, cards) -> None:
        """``cards`` are no longer known to be in seat ``s``'s hand (played, or turned up)."""
        pc = self.pub.public_cards
        old = pc[s]
        if len(cards) == 1:
            if cards[0] not in old:
                return
            i = old.index(cards[0])
            rest = old[:i] + old[i + 1:]
        elif not (old and any(c in old for c in cards)):
            return
        else:
            rest = tuple(c for c in old if c not in cards)
        # the order of the rest stands (by hand, or by suit and rank)
        self.pub.public_cards = pc[:s] + (rest,) + pc[s + 1:]

    def make_known(self, name: str, cards) -> None:
        """Cards that went where some cannot see them in sight of all (``TableState.move``):
        a hand's are the record's ``public_cards`` (picked up: they end his hand), told to
        each seat as ``seen_known`` says; the discard's are the table's ``known``."""
        s = HAND_SEAT.get(name)
        if s is None:
            TableState.make_known(self, name, cards)
        else:
            self._know(s, cards, fresh=True)

    # ------------------------------------------------------------------ helpers
    def beats(self, card: Card, target: Card) -> bool:
        """Does ``card`` beat ``target`` under this deal's rules?"""
        if target == self.R.unbeatable:
            return False
        p = self.pub
        if p.spades_only_by_spades and target.suit == "S":
            return card.suit == "S" and card.rank > target.rank
        if card.suit == target.suit:
            return card.rank > target.rank
        return card.suit == p.trump

    def in_play(self, s: int) -> bool:
        return self.pub.places[s] == 0

    def gone(self, s: int) -> bool:
        """No cards and nothing left to draw: out as soon as the bout ends."""
        return not self.zones[HAND[s]] and not self.zones["stock"]

    def player_at(self, p: int):
        """The seat that plays position ``p`` (teams: a partner plays for one who is out)."""
        places = self.pub.places
        if places[p] == 0:
            return p
        team = self.pub.teams
        if team is None:
            return None
        n = self.seats
        for k in range(1, n):
            q = (p + k) % n
            if team[q] == team[p] and places[q] == 0:
                return q
        return None

    def next_pos(self, p: int) -> int:
        n = self.seats
        for k in range(1, n + 1):
            q = (p + k) % n
            if self.player_at(q) is not None:
                return q
        return p

    def in_play_count(self) -> int:
        return sum(1 for x in self.pub.places if x == 0)

    def base_limit(self) -> int:
        if not self.R.base_limit:
            return 99
        return self.R.first_bout_limit if self.pub.bout == 1 else self.R.base_limit

    def unbeaten(self) -> list[int]:
        return [i for i, d in enumerate(self.zones["defence"]) if d is None]

    def room(self) -> bool:
        """May one more attack card be laid?"""
        zones = self.zones
        attack = zones["attack"]
        if len(attack) >= self.base_limit():
            return False
        unbeaten = sum(1 for d in zones["defence"] if d is None)
        return unbeaten < len(zones[HAND[self.pub.defender_seat]])

    def table_ranks(self) -> set:
        return {c.rank for c in self.zones["attack"]} | {c.rank for c in self.zones["defence"] if c is not None}

    def opponents(self, a: int, b: int) -> bool:
        team = self.pub.teams
        return team is None or team[a] != team[b]

    # ------------------------------------------------------------------ deal
    def _deal(self) -> list[Event]:
        R, n = self.R, self.seats
        order = self.zones["stock"]              # the pack in the order it is dealt
        per = min(R.hand_size, len(order) // n)
        first = (self.pub.dealer + 1) % n
        k = per * n
        dealt = order[:k]
        # one card at a time round the table from the dealer's left: seat s gets every n-th
        events = [self.move("deal", "stock", HAND[s], dealt[(s - first) % n::n], seat=s) for s in range(n)]
        rest = order[k:]
        self.zones["stock"] = []                 # laid out again below, the trump turned up
        if R.trump_mode == "diamonds":
            self.pub.trump = "D"
            self.zones["stock"] = rest[::-1]
            events.append(Event("trump", None, (), data=(("suit", "D"), ("mode", "diamonds"))))
        elif R.trump_mode == "named":
            self.zones["stock"] = rest[::-1]
        elif rest:
            if self.pub.spades_only_by_spades and rest[0].suit == "S":
                if R.spade_turnup == "reinsert":
                    # A5: a spade turned up goes into the middle of the stock; turn the next.
                    for _ in range(len(rest)):
                        if rest[0].suit != "S":
                            break
                        c = rest.pop(0)
                        rest.insert(len(rest) // 2 + 1, c)
                        sk = self.known.get("stock", ())
                        if c not in sk:
                            self.known["stock"] = tuple(sorted(sk + (c,), key=card_key))
                        events.append(Event("reinsert", None, (c,), "stock", "stock"))
                if rest[0].suit == "S":
                    self.pub.spades_only_by_spades = False   # plain подкидной for this deal
            turned = rest[0]
            self.pub.trump, self.pub.trump_card = turned.suit, turned
            self.zones["stock"] = [turned] + rest[1:][::-1]
            events.append(Event("trump", None, (turned,), "stock", "stock",
                                data=(("suit", turned.suit),
                                      ("plain", not self.pub.spades_only_by_spades and self.R.spade_rule))))
        else:
            # The whole pack is dealt: the dealer's last card shows the trump (and stays public).
            last = dealt[-1]
            self.pub.trump, self.pub.trump_shown = last.suit, last
            self._know(self.pub.dealer, (last,))
            if self.pub.spades_only_by_spades and last.suit == "S":
                self.pub.spades_only_by_spades = False
            events.append(Event("trump", self.pub.dealer, (last,), f"hand{self.pub.dealer}", None,
                                data=(("suit", last.suit),
                                      ("plain", not self.pub.spades_only_by_spades and self.R.spade_rule))))
        events.extend(self._first_bout())
        return events

    def _first_bout(self) -> list[Event]:
        R, n = self.R, self.seats
        left = (self.pub.dealer + 1) % n
        events = []
        att = left
        if R.dealer is None and R.first_attacker == "lowest_trump":
            best = None
            for s in range(n):
                for c in self.zones[HAND[s]]:
                    if c.suit == self.pub.trump and (best is None or c.rank < best[0].rank):
                        best = (c, s)
            if best is not None:
                card, att = best
                self._know(att, (card,))
                events.append(Event("show", att, (card,), f"hand{att}", None,
                                    data=(("why", "lowest_trump"),)))
        events.extend(self._start_bout(att))
        return events

    # ------------------------------------------------------------------ contract
    @property
    def over(self) -> bool:
        return self.pub.phase == "over"

    @property
    def to_move(self):
        ph = self.pub.phase
        if ph == "over":
            return None
        if ph == "name":
            return self.pub.namer
        if ph == "defend":
            return self.pub.defender_seat
        if ph == "throw":
            return self.pub.poller
        return self.pub.attacker_seat     # lead, verdict

    def legal_actions(self) -> list[Action]:
        if self._legal is None:
            self._legal = tuple(self._compute_legal())
        return list(self._legal)

    def is_legal(self, action) -> bool:
        if self._legal is None:
            self._legal = tuple(self._compute_legal())
        legal = self._legal
        # Moves usually come from this very list (interned actions): find them by identity
        # before comparing field by field.
        for a in legal:
            if a is action:
                return True
        return action in legal

    def _compute_legal(self) -> list[Action]:
        ph, R = self.pub.phase, self.R
        if ph == "over":
            return []
        if ph == "name":
            return [_act("name", value=s) for s in ("C", "H", "D")]
        if ph == "lead":
            return self._lead_actions()
        if ph == "defend":
            return self._cover_actions() if R.verish else self._defend_actions()
        if ph == "throw":
            return self._throw_actions()
        if ph == "verdict":
            return [_act("believe"), _act("disbelieve")]
        return []

    def _lead_actions(self) -> list[Action]:
        a = self.pub.attacker_seat
        hand = self.zones[HAND[a]]
        if self.R.blind:
            z = HAND[a]
            return [_act("attack", zone=z, index=i) for i in range(len(hand))]
        if not self.pub.composing:
            return [_card_act("attack", c) for c in hand]
        if self.R.lead == "pattern":
            acts = self._pattern_extensions(hand)
        else:
            acts = [_card_act("attack", c) for c in hand if self._can_add_to_lead(c)]
        acts.append(_act("done"))
        return acts

    def _can_add_to_lead(self, c: Card) -> bool:
        if not self.room():
            return False
        if self.R.lead == "same_rank":
            return c.rank == self.zones["attack"][0].rank
        return c.suit == self.zones["attack"][0].suit        # same_suit

    def _pattern_extensions(self, hand) -> list[Action]:
        """1.а: a lead grows from one card to a «тройка» and on to a «пяток», two cards at a
        time, so that every lead on the table is complete (``done`` is always legal)."""
        k = len(self.zones["attack"])
        cap = min(5, len(self.zones[HAND[self.pub.defender_seat]]))
        if k + 2 > cap or k not in (1, 3):
            return []
        need = 1 if k == 1 else 2
        # Same test as pairs(attack + [x, y]) >= need, counted incrementally: two cards of
        # one rank always add a pair; otherwise each adds one where the lead holds an odd
        # number of its rank.
        counts: dict = {}
        for c in self.zones["attack"]:
            counts[c.rank] = counts.get(c.rank, 0) + 1
        short = need - sum(v // 2 for v in counts.values())
        info = [(c, c.rank, c.suit, counts.get(c.rank, 0) & 1) for c in hand]
        acts = []
        get = _ACTS.get
        for i, (x, rx, sx, ox) in enumerate(info):
            for y, ry, sy, oy in info[i + 1:]:
                if (1 if rx == ry else ox + oy) >= short:
                    key = ("pair", rx, sx, ry, sy)
                    a = get(key)
                    if a is None:
                        a = _ACTS[key] = Action("attack", (x, y), target="attack")
                    acts.append(a)
        return acts

    def transfer_target(self, extra: int = 1):
        """The position the attack would pass to, or None if no transfer is possible now."""
        R = self.R
        if not R.transfer or self.pub.taking or any(d is not None for d in self.zones["defence"]):
            return None
        if not self.zones["attack"] or any(c.rank != self.zones["attack"][0].rank for c in self.zones["attack"]):
            return None
        need = len(self.zones["attack"]) + extra
        if need > self.base_limit():
            return None
        d = self.pub.defender_seat
        if self.pub.teams is None:
            n = self.seats
            cands = [(self.pub.def_pos + k) % n for k in range(1, n)]
            cands = [q for q in cands if self.pub.places[q] == 0 and q != d]
            if not cands:
                return None
            live = [q for q in cands if not self.gone(q)]
            tpos = live[0] if live else cands[0]
        else:
            tpos = self.next_pos(self.pub.def_pos)
        t = self.player_at(tpos)
        if t is None or t == d:
            return None
        if len(self.zones[HAND[t]]) >= need:
            return tpos
        # A3 «отказ»: two players left, the stock gone, the attacker spent his last card.
        if (R.otkaz and extra == 1 and self.pub.teams is None and self.in_play_count() == 2
                and not self.zones["stock"] and not self.zones[HAND[t]]):
            return tpos
        return None

    def _defend_actions(self) -> list[Action]:
        d = self.pub.defender_seat
        hand = self.zones[HAND[d]]
        slots = self.unbeaten()
        acts = []
        tpos = self.transfer_target(1)
        if self.R.blind:
            z = HAND[d]
            acts = [_act("defend", zone=z, index=p, value=i) for i in slots for p in range(len(hand))]
            if tpos is not None:
                acts.extend(_act("transfer", zone=z, index=p) for p in range(len(hand)))
        else:
            for i in slots:
                target = self.zones["attack"][i]
                acts.extend(_card_act("defend", c, i) for c in hand if self.beats(c, target))
            if tpos is not None:
                rank = self.zones["attack"][0].rank
                acts.extend(_card_act("transfer", c) for c in hand if c.rank == rank)
            if self.R.show_trump and self.transfer_target(0) is not None:
                rank = self.zones["attack"][0].rank
                acts.extend(_card_act("transfer", c, value="show") for c in hand
                            if c.rank == rank and c.suit == self.pub.trump and c not in self.pub.shown)
        acts.append(_act("take"))
        return acts

    def _cover_actions(self) -> list[Action]:
        d = self.pub.defender_seat
        hand = self.zones[HAND[d]]
        acts = [_card_act("cover", c, i) for i in self.unbeaten() for c in hand]
        acts.append(_act("take"))
        return acts

    def may_throw(self, p: int) -> bool:
        pub = self.pub
        d = pub.defender_seat
        return (p != d and pub.places[p] == 0 and bool(self.zones[HAND[p]])
                and (pub.teams is None or pub.teams[p] != pub.teams[d]))

    def poll_order(self) -> list[int]:
        n, a, d = self.seats, self.pub.attacker_seat, self.pub.defender_seat
        return [a] + [(a + k) % n for k in range(1, n) if (a + k) % n != d]

    def _next_poller(self):
        if not self.R.throw_ins or not self.room():
            return None
        declined = self.pub.declined
        for p in self.poll_order():
            if p not in declined and self.may_throw(p):
                return p
        return None

    def _throw_actions(self) -> list[Action]:
        p = self.pub.poller
        hand = self.zones[HAND[p]]
        acts = []
        if self.room():
            if self.R.blind:
                z = HAND[p]
                acts = [_act("attack", zone=z, index=i) for i in range(len(hand))]
            else:
                ranks = self.table_ranks()
                acts = [_card_act("attack", c) for c in hand if c.rank in ranks]
        acts.append(_act("bito" if p == self.pub.attacker_seat and not self.pub.taking else "pass"))
        return acts

    # ------------------------------------------------------------------ moves
    def _apply(self, action: Action) -> list[Event]:
        k = action.kind
        if k == "name":
            ev = self._do_name(action.value)
        elif k == "attack":
            ev = self._do_attack(action)
        elif k == "done":
            self.pub.composing = False
            self.pub.phase = "defend"
            ev = [Event("done", self.pub.attacker_seat, data=(("count", len(self.zones["attack"])),))]
        elif k == "defend":
            ev = self._do_defend(action)
        elif k == "cover":
            ev = self._do_cover(action)
        elif k == "transfer":
            ev = self._do_transfer(action)
        elif k == "take":
            ev = self._do_take()
        elif k in ("bito", "pass"):
            ev = self._do_decline(k)
        elif k in ("believe", "disbelieve"):
            ev = self._do_verdict(k == "believe")
        else:   # unreachable: apply() checked the action against the legal list
            raise AssertionError(k)
        self._legal = None
        self._publish()
        return ev

    def _place(self, s: int, action: Action, card: Card | None = None) -> int:
        """Where in seat ``s``'s hand the card of ``action`` lies (blind: the place it names)."""
        if self.R.blind:
            return action.index
        return self.zones[HAND[s]].index(action.cards[0] if card is None else card)

    def _play(self, what: str, s: int, pos: int, data: tuple, into: int | None = None) -> Event:
        """Seat ``s`` lays the card at place ``pos`` of his hand on the table: onto the attack
        row (a new slot, unbeaten), or ``into`` an attack slot's place in the defence. It is no
        longer known to be in his hand."""
        ev = self.move(what, HAND[s], "attack" if into is None else "defence", seat=s, pos=pos,
                       into=into, data=data)
        if into is None:
            self.zones["defence"].append(None)
        known = self.pub.public_cards[s]
        if known and ev.cards[0] in known:
            self._unknow(s, ev.cards)
        return ev

    def _do_name(self, suit) -> list[Event]:
        self.pub.trump = suit
        ev = [Event("name", self.pub.namer, data=(("suit", suit),))]
        self.pub.namer = None
        ev.extend(self._deal())
        return ev

    def _do_attack(self, action) -> list[Event]:
        R = self.R
        if self.pub.phase == "lead":
            s = self.pub.attacker_seat
            ev = []
            for card in action.cards or (None,):        # blind: one card, by its place
                ev.append(self._play("lead", s, self._place(s, action, card),
                                     (("slot", len(self.zones["attack"])), ("to", self.pub.defender_seat))))
            if R.lead == "single" or R.blind:
                self.pub.phase = "defend"
            else:
                self.pub.composing = True
            return ev
        s = self.pub.poller
        ok = True
        if R.blind:
            ok = action.index is not None and self.zones[HAND[s]][action.index].rank in self.table_ranks()
        e = self._play("throw", s, self._place(s, action),
                       (("slot", len(self.zones["attack"])), ("to", self.pub.defender_seat)))
        ev = [e]
        if not ok:
            ev.append(Event("wrong", s, e.cards, data=(("why", "throw"),)))
            ev.extend(self._finish_bout("wrong", s))
            return ev
        if self.pub.taking:
            if self.may_throw(s) and self.room():
                self.pub.poller = s
            else:
                nxt = self._next_poller()
                if nxt is None:
                    ev.extend(self._finish_bout("took"))
                else:
                    self.pub.poller = nxt
        else:
            self.pub.phase = "defend"
            self.pub.poller = None
        return ev

    def _do_defend(self, action) -> list[Event]:
        d = self.pub.defender_seat
        slot = action.value if self.R.blind else action.index
        pos = self._place(d, action)
        card = self.zones[HAND[d]][pos]
        target = self.zones["attack"][slot]
        good = self.beats(card, target)
        ev = [self._play("defend", d, pos, (("slot", slot), ("target", target),
                                            ("trump", card.suit == self.pub.trump and target.suit != self.pub.trump)),
                         into=slot)]
        if not good:   # only possible blind
            ev.append(Event("wrong", d, (card,), data=(("why", "defend"), ("target", target))))
            ev.extend(self._finish_bout("wrong", d))
            return ev
        if not self.unbeaten():
            if self.R.throw_ins:
                ev.extend(self._enter_throw())
            else:
                ev.extend(self._finish_bout("bito"))
        return ev

    def _do_cover(self, action) -> list[Event]:
        # A face-down cover tells the others only that a card went down on this slot: a
        # card they knew him to hold stays in ``known`` (now "in his hand or under a
        # cover", see _view) until the covers are turned up, and the event names no
        # hand place (the others could tell a known card by where it sat in his hand).
        # (The covers' zone is face down while they lie: the event shows the card to the
        # defender alone.)
        d = self.pub.defender_seat
        slot = action.index
        ev = [self.move("cover", HAND[d], "defence", action.cards, seat=d, into=slot,
                        data=(("slot", slot), ("target", self.zones["attack"][slot])))]
        if not self.unbeaten():
            self.pub.phase = "verdict"
        return ev

    def _do_transfer(self, action) -> list[Event]:
        d = self.pub.defender_seat
        show = action.value == "show"
        tpos = self.transfer_target(0 if show else 1)
        new_def = self.player_at(tpos)
        otkaz = not show and not self.zones[HAND[new_def]]
        if show:
            card = action.cards[0]
            self._know(d, (card,))
            self.pub.shown = tuple(sorted(self.pub.shown + (card,), key=lambda c: (c.suit, c.rank)))
            ev = [Event("transfer", d, (card,), f"hand{d}", None, count=0,
                        data=(("to", new_def), ("shown", True)))]
        else:
            rank = self.zones["attack"][0].rank
            pos = self._place(d, action)
            ok = not self.R.blind or self.zones[HAND[d]][pos].rank == rank
            e = self._play("transfer", d, pos, (("to", new_def), ("slot", len(self.zones["attack"])), ("otkaz", otkaz)))
            ev = [e]
            if not ok:
                ev.append(Event("wrong", d, e.cards, data=(("why", "transfer"),)))
                ev.extend(self._finish_bout("wrong", d))
                return ev
        self.pub.att_pos, self.pub.def_pos = self.pub.def_pos, tpos
        self.pub.attacker_seat, self.pub.defender_seat = d, new_def
        self.pub.declined = ()
        self.pub.phase = "defend"
        self._publish_seats()
        return ev

    def _do_take(self) -> list[Event]:
        d = self.pub.defender_seat
        R = self.R
        ev = [Event("say", d, data=(("word", "take"),))]
        if R.verish:
            ev.extend(self._finish_bout("took"))
        elif not R.throw_ins:
            ev.extend(self._finish_bout("took" if R.take_all else "partial"))
        else:
            self.pub.taking = True
            if R.throw_in_after_take:
                ev.extend(self._enter_throw())
            else:
                ev.extend(self._finish_bout("took"))
        return ev

    def _enter_throw(self) -> list[Event]:
        self.pub.declined = ()
        p = self._next_poller()
        if p is None:
            return self._finish_bout("took" if self.pub.taking else "bito")
        self.pub.phase = "throw"
        self.pub.poller = p
        return []

    def _do_decline(self, word) -> list[Event]:
        p = self.pub.poller
        ev = [Event("say", p, data=(("word", word),))]
        if p not in self.pub.declined:
            self.pub.declined = tuple(sorted(self.pub.declined + (p,)))
        nxt = self._next_poller()
        if nxt is None:
            ev.extend(self._finish_bout("took" if self.pub.taking else "bito"))
        else:
            self.pub.poller = nxt
        return ev

    def _do_verdict(self, believe: bool) -> list[Event]:
        a, d = self.pub.attacker_seat, self.pub.defender_seat
        correct = all(self.beats(c, t) for c, t in zip(self.zones["defence"], self.zones["attack"]))
        self._unknow(d, self.zones["defence"])     # turned up: no longer in his hand
        ev = [Event("say", a, data=(("word", "believe" if believe else "disbelieve"),)),
              Event("reveal", d, tuple(self.zones["defence"]), "defence", "defence",
                    count=len(self.zones["defence"]),
                    data=(("correct", correct), ("targets", tuple(self.zones["attack"]))))]
        self.spec = table_spec(self.seats, self.R.blind, False)      # turned up: they lie face up
        if believe:
            ev.extend(self._finish_bout("bito" if correct else "attacker_took"))
        else:
            ev.extend(self._finish_bout("attacker_took" if correct else "took"))
        return ev

    # ------------------------------------------------------------------ end of a bout
    def _finish_bout(self, kind: str, offender: int | None = None) -> list[Event]:
        # The cards go where the bout sends them in sight of all (``move``: the discard and
        # a hand picking them up know them), but for «Веришь» covers taken unrevealed: their
        # zone is still face down, and only the defender saw them.
        a, d = self.pub.attacker_seat, self.pub.defender_seat
        dfc = [c for c in self.zones["defence"] if c is not None]
        ev = []
        if kind == "bito":
            ev.append(self.move("bito", "attack", "discard"))
            if dfc:
                ev.append(self.move("bito", "defence", "discard", dfc))
        elif kind == "partial":
            att, beaten = self.zones["attack"], self.zones["defence"]
            rest = [c for c, x in zip(att, beaten) if x is None]
            if dfc:
                ev.append(self.move("bito", "attack", "discard", [c for c, x in zip(att, beaten) if x is not None]))
                ev.append(self.move("bito", "defence", "discard", dfc))
            ev.append(self.move("take", "attack", HAND[d], rest, seat=d))
        else:
            recv = {"took": d, "attacker_took": a, "wrong": offender}[kind]
            ev.append(self.move("take", "attack", HAND[recv], seat=recv))
            if dfc:
                ev.append(self.move("take", "defence", HAND[recv], dfc, seat=recv))
        self.zones["attack"], self.zones["defence"] = [], []
        self.pub.taking = False
        self.pub.composing = False
        self.pub.poller = None
        self.pub.declined = ()
        self.pub.shown = ()
        self.pub.last_bout = kind
        ev.extend(self._refill())
        ev.extend(self._mark_outs())
        if self._check_over(ev):
            return ev
        # Who attacks next (A0–A7, Part E 33, 34).
        if kind in ("bito", "attacker_took") or (kind == "wrong" and offender != d) or (
                kind == "partial" and self.R.after_partial_take == "defender"):
            nxt = self.pub.def_pos if self.player_at(self.pub.def_pos) is not None else self.next_pos(self.pub.def_pos)
        else:
            nxt = self.next_pos(self.pub.def_pos)
        ev.extend(self._start_bout(nxt))
        return ev

    def _refill(self) -> list[Event]:
        stock = self.zones["stock"]
        if not stock:
            return []
        p, R = self.pub, self.R
        n, lead, d = self.seats, p.leader, p.defender_seat
        tc, size = p.trump_card, R.hand_size
        order = [(lead + k) % n for k in range(n) if (lead + k) % n != d] + [d]
        ev = []
        for s in order:
            if p.places[s] or not stock:
                continue
            k = min(size - len(self.zones[HAND[s]]), len(stock))
            if k <= 0:
                continue
            # the turned-up trump, drawn last of all, is drawn in sight of everyone
            last = k == len(stock) and tc is not None and stock[0] == tc
            if k > last:
                ev.append(self.move("draw", "stock", HAND[s], count=k - last, top_first=True, seat=s))
            if last:
                p.trump_card = None
                ev.append(self.move("draw", "stock", HAND[s], count=1, seat=s, public=True,
                                    data=(("trump_card", True),)))
        return ev

    def _mark_outs(self) -> list[Event]:
        if self.zones["stock"]:
            return []
        fresh = [s for s in range(self.seats) if self.pub.places[s] == 0 and not self.zones[HAND[s]]]
        if not fresh:
            return []
        place = len(self.pub.out) + 1
        ev = []
        places = list(self.pub.places)
        for s in fresh:
            places[s] = place
            ev.append(Event("out", s, data=(("place", place),)))
        self.pub.places = tuple(places)
        self.pub.out = self.pub.out + tuple(fresh)
        return ev

    def _check_over(self, ev: list) -> bool:
        n = self.seats
        if self.pub.teams is None:
            left = [s for s in range(n) if self.pub.places[s] == 0]
            if len(left) > 1:
                return False
            if left:
                places = list(self.pub.places)
                places[left[0]] = n
                self.pub.places = tuple(places)
                self.pub.fools = (left[0],)
            else:
                self.pub.draw = True
        else:
            done = [all(self.pub.places[s] for s in range(n) if self.pub.teams[s] == t) for t in (0, 1)]
            if not any(done):
                return False
            if all(done):
                self.pub.draw = True
                self.pub.places = (1,) * n
            else:
                win = 0 if done[0] else 1
                self.pub.fools = tuple(s for s in range(n) if self.pub.teams[s] != win and self.pub.places[s] == 0)
                self.pub.places = tuple(1 if self.pub.teams[s] == win else 2 for s in range(n))
        self.pub.phase = "over"
        self._publish_seats()
        ev.append(Event("over", None, data=(("fools", self.pub.fools), ("draw", self.pub.draw),
                                            ("stalemate", self.pub.stalemate))))
        return True

    def _start_bout(self, att_pos: int) -> list[Event]:
        self.pub.bout += 1
        if self.pub.bout > MAX_BOUTS:
            return self._end_stalemate()
        self.pub.att_pos = att_pos
        self.pub.attacker_seat = self.pub.leader = self.player_at(att_pos)
        self.pub.def_pos = self.next_pos(att_pos)
        self.pub.defender_seat = self.player_at(self.pub.def_pos)
        self.zones["attack"], self.zones["defence"] = [], []
        self.pub.phase = "lead"
        self._publish_seats()
        return [Event("bout", None, data=(("attacker", self.pub.attacker_seat), ("defender", self.pub.defender_seat),
                                          ("number", self.pub.bout)))]

    def _end_stalemate(self) -> list[Event]:
        """The safety net (MAX_BOUTS): fewer cards place higher; most cards = дурак."""
        self.pub.stalemate = True
        n = self.seats
        ev = [Event("stalemate", None)]
        if self.pub.teams is not None:
            held = [sum(len(self.zones[HAND[s]]) for s in range(n) if self.pub.teams[s] == t) for t in (0, 1)]
            if held[0] == held[1]:
                self.pub.draw = True
                self.pub.places = (1,) * n
            else:
                win = 0 if held[0] < held[1] else 1
                self.pub.fools = tuple(s for s in range(n) if self.pub.teams[s] != win and self.zones[HAND[s]])
                self.pub.places = tuple(1 if self.pub.teams[s] == win else 2 for s in range(n))
        else:
            left = sorted((s for s in range(n) if self.pub.places[s] == 0), key=lambda s: len(self.zones[HAND[s]]))
            base = len(self.pub.out)
            places = list(self.pub.places)
            for i, s in enumerate(left):
                same = [t for t in left if len(self.zones[HAND[t]]) == len(self.zones[HAND[s]])]
                places[s] = base + 1 + left.index(same[0])
            self.pub.places = tuple(places)
            worst = [s for s in left if self.pub.places[s] == max(self.pub.places)]
            if len(worst) == 1:
                self.pub.fools = tuple(worst)
            else:
                self.pub.draw = True
        self.pub.phase = "over"
        self._publish_seats()
        ev.append(Event("over", None, data=(("fools", self.pub.fools), ("draw", self.pub.draw),
                                            ("stalemate", True))))
        return ev

    # ------------------------------------------------------------------ result
    def result(self):
        if self.pub.phase != "over":
            return None
        n = self.seats
        places = tuple(self.pub.places)
        # as data: the fools, a draw, why it ended, and the cards each still held
        end = dict(losers=tuple(self.pub.fools), loser_word="fool", draw=self.pub.draw,
                   reason="stalemate" if self.pub.stalemate else "out_of_cards" if self.pub.draw else "fool",
                   held=tuple(len(self.zones[HAND[s]]) for s in range(self.seats)))
        if self.pub.teams is not None:
            if self.pub.draw:
                scores = (0.5,) * n
            else:
                scores = tuple(1.0 if p == 1 else 0.0 for p in places)
            return Result(places, scores, **end)
        scores = []
        last = max(places)
        for s in range(n):
            p = places[s]
            if s in self.pub.fools:
                scores.append(0.0)
            elif self.pub.draw and p == last:
                scores.append(0.5 if n == 2 else min(0.5, round(1 - 0.5 * (p - 1) / (n - 2), 6)))
            elif n == 2:
                scores.append(1.0)
            else:
                scores.append(round(1 - 0.5 * (p - 1) / (n - 2), 6))
        return Result(places, tuple(scores), **end)

    # ------------------------------------------------------------------ search estimate
    EST_K = 0.16             # how sharply a heavier hand makes the дурак (fitted on rule-bot games)
    EST_ORDER_K = 0.1        # how sharply a lighter hand goes out first among the rest

    def _load(self, s: int) -> float:
        """How far a player is from going out: his cards, heavier for weak cards."""
        tr, unb = self.pub.trump, self.R.unbeatable
        load = 0.0
        for c in self.zones[HAND[s]]:
            v = c.rank + (13 if c.suit == tr else 0) + (26 if c == unb else 0)
            load += 1.0 + (13.0 - v) * 0.08
        if s == self.pub.defender_seat and self.pub.phase in ("defend", "throw", "verdict"):
            unbeaten = sum(1 for d in self.zones["defence"] if d is None)
            table = len(self.zones["attack"]) + len(self.zones["defence"])
            load += table - unbeaten if self.pub.taking else 0.6 * unbeaten
        return load

    def estimate(self):
        """A guess at the scores of an unfinished deal (for ISMCTS playout cuts) while the
        stock lasts: the chance to be the дурак grows with each player's load (his cards,
        weak cards weighing more), as a softmax; the lighter of the rest tend to go out
        first. Both slopes were fitted on rule-bot games at 2–4 seats (mean squared error
        against the final scores; podkidnoy 3 seats: 0.150 against the fair share's
        0.153 — hand loads predict the end only a little)."""
        if self.pub.phase == "over":
            return self.result().scores
        if not self.game.playout_estimate or self.pub.phase == "name" or not self.zones["stock"]:
            # With the stock gone the endgame is short and exact play matters most:
            # the search plays it out (None switches ISMCTS to full playouts).
            return None
        import math
        n, k = self.seats, self.EST_K
        if self.pub.teams is not None:
            loads = [0.0, 0.0]
            for s in range(n):
                if self.pub.places[s] == 0:
                    loads[self.pub.teams[s]] += self._load(s)
            p0 = 1.0 / (1.0 + math.exp(-k * (loads[0] - loads[1])))    # team 0 loses
            return tuple(1.0 - (p0 if self.pub.teams[s] == 0 else 1.0 - p0) for s in range(n))
        live = [s for s in range(n) if self.pub.places[s] == 0]
        loads = {s: self._load(s) for s in live}
        top = max(loads.values())
        w = {s: math.exp(k * (loads[s] - top)) for s in live}
        tot = sum(w.values())
        q = len(self.pub.out) + 1

        def f(p):
            return 1.0 if n == 2 else 1.0 - 0.5 * (p - 1) / (n - 2)
        # Among those who escape, the lighter hand tends to go out sooner: the expected
        # number of live rivals out before s (a logistic in the load difference) picks his
        # place among the open ones, q … n-1 (n is the fool's).
        m, ko = len(live), self.EST_ORDER_K
        out = []
        for s in range(n):
            if self.pub.places[s]:
                out.append(f(self.pub.places[s]))
                continue
            if m > 2 and ko:
                ahead = sum(1.0 / (1.0 + math.exp(-ko * (loads[s] - loads[t]))) for t in live if t != s)
                place = q + ahead * (m - 2) / (m - 1)
            else:
                place = q + (m - 2) / 2
            out.append((1.0 - w[s] / tot) * f(place))
        return tuple(out)

    # ------------------------------------------------------------------ views
    def roles(self) -> tuple:
        p = self.pub
        key = (p.places, p.phase in ("over", "name"), p.attacker_seat, p.defender_seat, p.teams,
               self.R.throw_ins)
        got = _ROLES.get(key)
        if got is None:
            got = _ROLES[key] = self._roles()
        return got

    def _roles(self) -> tuple:
        out = []
        p = self.pub
        for s in range(self.seats):
            if p.places[s]:
                out.append("out")
            elif p.phase in ("over", "name"):
                out.append("idle")
            elif s == p.defender_seat:
                out.append("defender")
            elif s == p.attacker_seat:
                out.append("attacker")
            elif self.R.throw_ins and self.opponents(s, p.defender_seat):
                out.append("thrower")
            else:
                out.append("idle")
        return tuple(out)

    def _publish(self) -> None:
        """The record's facts that follow from the others, after every move: the bout's
        limit; in «Веришь», while covers lie face down, the cards known to be in the
        defender's hand or under a cover (``known_or_covered``, kept out of every other
        zone by ``not_in``) — and the covers' face. (The seats' parts: ``_publish_seats``.)"""
        p = self.pub
        R = self.R
        ph = p.phase
        zones = self.zones
        d = p.defender_seat
        if ph != "over" and ph != "name":
            defence = zones["defence"]
            limit = len(zones["attack"]) + len(zones[HAND[d]]) - sum(1 for x in defence if x is None)
            base = self.base_limit()
            p.limit = base if base < limit else limit
        else:
            p.limit = 0
        if R.verish:
            face_down = ph == "defend" or ph == "verdict"
            koc = p.public_cards[d] if face_down and any(c is not None for c in zones["defence"]) else ()
            p.known_or_covered = koc
            if koc:
                p.not_in = freeze({z: koc for z in [HAND[s] for s in range(self.seats) if s != d] + ["stock"]})
            elif "not_in" in p.__dict__:
                del p.not_in
            spec = table_spec(self.seats, R.blind, face_down)
            if self.spec is not spec:
                self.spec = spec

    def _publish_seats(self) -> None:
        """The record's facts that change only when a bout begins, the attack passes on or
        the deal ends: who attacks and who defends (None when no bout is on), the roles,
        whether this is the first bout, the stock's count (drawn from between bouts)."""
        p = self.pub
        ph = p.phase
        if ph != "over" and ph != "name":
            p.attacker, p.defender = p.attacker_seat, p.defender_seat
        else:
            p.attacker = p.defender = None
        p.roles = self.roles()
        p.first_bout = p.bout == 1
        p.stock = len(self.zones["stock"])

    # What a seat sees beyond the zones' faces.
    def shows(self, name, seat):
        sp = self.spec[name]
        if name == "stock":
            # the turned-up trump lies face up under the stock
            st = self.zones["stock"]
            tc = self.pub.trump_card
            if tc is not None and st and st[0] == tc:
                return (True,) + NONES[len(st) - 1]
            return False
        if sp.face is None:          # «Веришь»: covers face down, seen by the defender alone
            return seat is not None and seat == self.pub.defender_seat
        if seat is not None and seat == sp.owner and self.R.blind:
            # «слепой»: his own hand faces away, but he knows the cards taken from the table
            pc = self.pub.public_cards[seat]
            return tuple(c in pc for c in self.zones[name]) if pc else False
        return bool(face_shows(sp.face, sp.owner, seat))

    def seen_known(self, name, seat) -> tuple:
        """A hand's publicly known cards, as told to ``seat``: not to its owner (he sees
        them, or in «слепой» sees them as known faces), in «слепой» only to a spectator
        (the others see the faces), and not while «Веришь» covers may hide them."""
        s = HAND_SEAT.get(name)
        if s is None:
            return self.known.get(name, ())
        pc = self.pub.public_cards[s]
        if not pc or seat == s:
            return ()
        if self.R.blind:
            return pc if seat is None else ()
        if s == self.pub.defender_seat and self.pub.known_or_covered:
            return ()
        return pc

    def playout_view(self, seat) -> View:
        """Only the public facts policy.py reads (the full mapping is half a view's cost),
        and the cards the seat has not seen (the real cards behind the hidden slots): the
        same zones as ``view``, built directly."""
        p, R, n = self.pub, self.R, self.seats
        real = self.zones
        zones = {}
        hidden = []
        pcs = p.public_cards
        blind = R.blind
        covered = p.known_or_covered
        d = p.defender_seat
        face = "others" if blind else "owner"
        for s in range(n):
            name = HAND[s]
            hand = real[name]
            pc = pcs[s]
            if blind:
                if s == seat:
                    cards = tuple(c if c in pc else None for c in hand) if pc else NONES[len(hand)]
                    hidden.extend(c for c in hand if c not in pc)
                else:
                    cards = tuple(hand)
                known = ()
            elif s == seat:
                cards, known = tuple(hand), ()
            else:
                cards = NONES[len(hand)]
                known = () if covered and s == d else pc
                hidden.extend(c for c in hand if c not in known) if known else hidden.extend(hand)
            zones[name] = Zone(name, "hand", cards, s, known, face=face)
        st = real["stock"]
        k = len(st)
        tc = p.trump_card
        sk = self.known.get("stock", ())
        if tc is not None and k and st[0] == tc:
            scards = (st[0],) + NONES[k - 1]
            hidden.extend(c for c in st[1:] if c not in sk) if sk else hidden.extend(st[1:])
        else:
            scards = NONES[k]
            hidden.extend(c for c in st if c not in sk) if sk else hidden.extend(st)
        zones["stock"] = Zone("stock", "stock", scards, None, sk, RANGES[k], k, "down")
        att = real["attack"]
        na = len(att)
        zones["attack"] = Zone("attack", "pile", tuple(att), None, (), RANGES[na], na, "up")
        dfc = real["defence"]
        slots = tuple(i for i, c in enumerate(dfc) if c is not None)
        down = self.spec["defence"].face is None
        if down and seat != d:
            dcards = NONES[len(slots)]
            hidden.extend(dfc[i] for i in slots)
        else:
            dcards = tuple(dfc[i] for i in slots)
        zones["defence"] = Zone("defence", "pile", dcards, None, (), slots, len(dfc), None if down else "up")
        zones["discard"] = Zone("discard", "discard", NONES[len(real["discard"])], None,
                                self.known.get("discard", ()), face="down")
        live = p.phase not in ("over", "name")
        public = {
            "trump": p.trump, "spades_only_by_spades": p.spades_only_by_spades, "unbeatable": p.unbeatable,
            "phase": p.phase, "defender": d if live else None, "stock": k,
            "blind": blind, "face_down_covers": p.face_down_covers, "lead_mode": p.lead_mode,
            "throw_ins": p.throw_ins, "taking": p.taking, "composing": p.composing,
            "known_or_covered": covered,
        }
        legal = tuple(self.legal_actions()) if seat is not None and seat == self.to_move else ()
        view = View(self.game.id, seat, n, self.to_move, legal, MappingProxyType(zones), FULL_DECK,
                    MappingProxyType(public), self.over, None, len(self.history))
        return with_unseen(view, hidden)

    def touch(self) -> None:
        """Forget the cached legal actions and renew the record's derived facts (after a
        test sets fields directly)."""
        self._legal = None
        self._publish_seats()
        self._publish()


# ---------------------------------------------------------------------- patterns (A0 1.а)
def card_key(c: Card) -> tuple:
    return (SUIT_ORDER.index(c.suit), c.rank)


def pairs(cards) -> int:
    counts: dict = {}
    for c in cards:
        counts[c.rank] = counts.get(c.rank, 0) + 1
    return sum(v // 2 for v in counts.values())
