"""Why an action is not legal: the engine's one-line answer, as a phrase (rules/phrases.py).

``why_illegal(game, view, action)`` (what ``Game.why_illegal`` calls) answers for the seat of
``view`` from what that seat sees, never from hidden state: ``None`` when ``action`` is legal
for it now, else a ``Phrase`` whose id starts with ``reason.``. First what every game shares
(the game is over; it is another seat's turn; the card is not in your hand; there is no card
at that place; this kind of move is not possible now — with the kinds that are), then the
specific reason of the game's family (a module here, one a family, registered in
``FAMILIES`` by ``Game.family`` or ``GAMES`` by ``Game.id``), and last a generic «not this
card now». A family's ``reason(game, view, action)`` returns a phrase or None (no specific
reason: the generic one is said).

A reason never names a card the seat cannot see: ``card_param`` gives a card only if it is
visible (or publicly known) in the view.
"""
from __future__ import annotations

import importlib

from ..cards import Card
from ..phrases import Phrase, Seat, Word

# family (Game.family) -> module under rules.reasons; a game id may have its own (GAMES first)
FAMILIES = {
    "durak_bout": "durak_bout",
    "durak_chain": "durak_chain",
    "pile_shedding": "priyom",
    "sequence_run": "sequence_run",
    "shedding": "shedding",
    "tricks": "tricks",
    "bluff_pile": "bluff",
    "compare_bet": "bluff",
    "calls": "calls",
}
GAMES: dict = {}

# Every id this package can say (each needs words in app/words/reasons.py; a test checks).
GENERIC_IDS = frozenset({
    "reason.over", "reason.not_your_turn", "reason.wait", "reason.not_in_hand",
    "reason.not_in_hand_card", "reason.blind_hand", "reason.no_such_place", "reason.not_now", "reason.value",
    "reason.card_count", "reason.card_count_n", "reason.card_not_now", "reason.not_this",
})

_MODULES: dict = {}


def family_module(game):
    name = GAMES.get(game.id) or FAMILIES.get(game.family)
    if name is None:
        return None
    mod = _MODULES.get(name)
    if mod is None:
        mod = _MODULES[name] = importlib.import_module(f"{__name__}.{name}")
    return mod


def phrase_ids() -> frozenset:
    """Every reason id: the generic ones and each family module's ``IDS``."""
    out = set(GENERIC_IDS)
    for name in set(FAMILIES.values()) | set(GAMES.values()):
        out |= importlib.import_module(f"{__name__}.{name}").IDS
    return frozenset(out)


# --- helpers the family modules share ------------------------------------------------
def seen_cards(view) -> set:
    """Every card the viewer sees or knows the place of."""
    out = set()
    for z in view.zones.values():
        out.update(z.visible)
        out.update(z.known)
    return out


def card_param(view, card) -> dict:
    """``{"card": card}`` if the viewer sees that card, else ``{}`` (never name a hidden card)."""
    if isinstance(card, Card) and card in seen_cards(view):
        return {"card": card}
    return {}


def my_hand(view):
    return view.zones.get(f"hand{view.seat}")


def kind_words(kinds) -> tuple:
    return tuple(Word(f"kind.{k}") for k in kinds)


def legal_kinds(view) -> list:
    out = []
    for a in view.legal:
        if a.kind not in out:
            out.append(a.kind)
    return out


def legal_of(view, kind) -> list:
    return [a for a in view.legal if a.kind == kind]


def legal_cards(view, kind=None) -> set:
    return {c for a in view.legal if kind is None or a.kind == kind for c in a.cards}


def suit_word(suit) -> Word:
    return Word(suit)


def rank_word(rank: int) -> Word:
    return Word(f"reason.rank.{rank}")


# --- the generic reasons -------------------------------------------------------------
def _value_word(v):
    if isinstance(v, bool) or v is None:
        return None
    if isinstance(v, int):
        return v
    if isinstance(v, str) and v in ("S", "C", "H", "D"):
        return Word(v)
    return None


def _in_hand(view, cards) -> bool:
    """Whether the seat holds ``cards`` (as a multiset) where it plays from, as far as it
    can see."""
    pool = []
    playing = legal_cards(view)
    for z in view.zones.values():
        # his hand and the zones of his he may play from (a face-up row, a magazine), not
        # what he has won, discarded or laid down (a «Веришь» cover: the pairs)
        if z.owner == view.seat and (z.kind not in ("tricks", "discard", "pile", "pairs")
                                     or any(c in playing for c in z.visible)):
            pool.extend(z.visible)
            pool.extend(c for c in z.known if c not in z.visible)
    for c in cards:
        if c in pool:
            pool.remove(c)
        else:
            return False
    return True


def before(game, view, action):
    """The reasons every game shares that come before the rules: over, whose turn, legal."""
    if view.over:
        return Phrase("reason.over")
    if view.to_move is None:
        return Phrase("reason.wait")
    if view.seat is None or view.to_move != view.seat:
        return Phrase("reason.not_your_turn", who=Seat(view.to_move))
    if action in view.legal:
        return None
    return False


def shape(game, view, action):
    """Reasons of shape: a card not held, a place that is not there."""
    cards = tuple(action.cards)
    if cards and not _in_hand(view, cards) and not all(c in legal_cards(view) for c in cards):
        shown = [c for c in cards if c in seen_cards(view)]
        mine = my_hand(view)
        stray = [c for c in shown if mine is None or c not in mine.visible]
        if stray:
            return Phrase("reason.not_in_hand_card", card=stray[0])
        if mine is not None and None in mine.cards:
            return Phrase("reason.blind_hand")   # a hand he cannot see («Дурак слепой»): play by place
        return Phrase("reason.not_in_hand")
    if action.zone is not None:
        z = view.zones.get(action.zone)
        if z is None or action.index is not None and not (
                0 <= action.index < (z.capacity if z.capacity is not None else z.size)):
            return Phrase("reason.no_such_place")
        if z.positions is not None and action.index is not None and action.index not in z.positions:
            return Phrase("reason.no_such_place")
    return None


def not_now(game, view, action):
    """A kind of move that is not possible now, with the kinds that are."""
    kinds = legal_kinds(view)
    if action.kind not in kinds:
        return Phrase("reason.not_now", can=kind_words(kinds))
    return None


def after(game, view, action):
    """The last word when the rules say nothing more specific."""
    same = legal_of(view, action.kind)
    if same:
        counts = {len(a.cards) for a in same}
        if len(counts) == 1 and len(action.cards) not in counts:
            return Phrase("reason.card_count", n=counts.pop())
        if action.value is not None or any(a.value is not None for a in same):
            fits = [a for a in same if a.cards == action.cards and a.zone == action.zone
                    and a.index == action.index]
            if fits and action.value not in [a.value for a in fits]:
                can = []
                for a in fits:
                    w = _value_word(a.value)
                    if w is not None and w not in can:
                        can.append(w)
                if can:
                    return Phrase("reason.value", can=tuple(can))
    if action.cards and any(a.cards == action.cards for a in view.legal):
        return Phrase("reason.not_this")        # the card may go, but not so
    if len(action.cards) == 1:
        p = card_param(view, action.card)
        if p:
            return Phrase("reason.card_not_now", **p)
    return Phrase("reason.not_this")


def why_illegal(game, view, action):
    """None if ``action`` is legal for ``view.seat`` in ``view``; else the reason, a Phrase."""
    r = before(game, view, action)
    if r is not False:
        return r
    r = shape(game, view, action)
    if r is not None:
        return r
    mod = family_module(game)
    if mod is not None:
        r = mod.reason(game, view, action)
        if r is not None:
            return r
    return not_now(game, view, action) or after(game, view, action)
