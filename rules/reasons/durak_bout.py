"""Reasons of the durak family (rules/games/durak/): beat only with a higher card of the same
suit or a trump; spades only by spades («бубновый»); the queen of spades is not beaten
(Акулина); throw in only ranks on the table; no more cards than the defender can beat, nor
than five in the first bout; pass the attack on only with the rank of the attack."""
from __future__ import annotations

from ..phrases import Phrase
from . import card_param, rank_word, suit_word

IDS = frozenset({
    "reason.durak.beat", "reason.durak.beat_no_trump", "reason.durak.spades_by_spades",
    "reason.durak.unbeatable", "reason.durak.already_beaten", "reason.durak.no_target",
    "reason.durak.throw_rank", "reason.durak.first_bout", "reason.durak.defender_cards",
    "reason.durak.limit", "reason.durak.lead_rank", "reason.durak.pattern",
    "reason.durak.lead_suit", "reason.durak.transfer_rank", "reason.durak.transfer_beaten",
    "reason.durak.transfer_room", "reason.durak.defender_only", "reason.durak.own_hand",
})


def beats(pub, card, target) -> bool:
    if target == pub.get("unbeatable"):
        return False
    if pub.get("spades_only_by_spades") and target.suit == "S":
        return card.suit == "S" and card.rank > target.rank
    if card.suit == target.suit:
        return card.rank > target.rank
    return card.suit == pub.get("trump")


def beat_reason(pub, card, target):
    """Why ``card`` does not beat ``target`` (both seen)."""
    if target == pub.get("unbeatable"):
        return Phrase("reason.durak.unbeatable", target=target)
    if pub.get("spades_only_by_spades") and target.suit == "S":
        return Phrase("reason.durak.spades_by_spades", card=card, target=target)
    trump = pub.get("trump")
    if trump is None:
        return Phrase("reason.durak.beat_no_trump", card=card, target=target)
    return Phrase("reason.durak.beat", card=card, target=target, trump=suit_word(trump))


def _slots(view):
    """The attack cards, and which of them are beaten (by slot)."""
    attack = view.zones["attack"].cards
    d = view.zones["defence"]
    beaten = set(d.positions or ())
    return attack, beaten


def room_reason(view):
    """Why no more attack cards may be laid now, or None if one may."""
    pub = view.public
    attack, beaten = _slots(view)
    limit = pub.get("limit") or 0
    if len(attack) < limit:
        return None
    opts = pub.get("options") or {}
    first = opts.get("first_bout_limit")
    if pub.get("first_bout") and isinstance(first, int) and len(attack) >= first:
        return Phrase("reason.durak.first_bout", n=first)
    d = pub.get("defender")
    unbeaten = len(attack) - len(beaten)
    if d is not None and f"hand{d}" in view.zones:
        held = view.zones[f"hand{d}"].size
        if unbeaten >= held:
            return Phrase("reason.durak.defender_cards", n=held)
    return Phrase("reason.durak.limit", n=limit)


def reason(game, view, action):
    pub = view.public
    phase = pub.get("phase")
    kind = action.kind
    card = action.card if len(action.cards) == 1 else None
    attack, beaten = _slots(view) if "attack" in view.zones else ((), set())
    if phase == "defend" and kind == "defend" and pub.get("blind"):
        i = action.value                        # a blind hand: the card by its place, the target by value
        if not isinstance(i, int) or isinstance(i, bool) or not 0 <= i < len(attack):
            return Phrase("reason.durak.no_target")
        if i in beaten:
            return Phrase("reason.durak.already_beaten", target=attack[i])
        if action.zone != f"hand{view.seat}":
            return Phrase("reason.durak.own_hand")
        return None
    if phase == "defend" and kind == "defend" and not pub.get("face_down_covers"):
        i = action.index
        if i is None or not 0 <= i < len(attack):
            return Phrase("reason.durak.no_target")
        if i in beaten:
            return Phrase("reason.durak.already_beaten", target=attack[i])
        if card is not None and card_param(view, card) and attack[i] is not None:
            if not beats(pub, card, attack[i]):
                return beat_reason(pub, card, attack[i])
        return None
    if phase == "defend" and kind == "cover" and pub.get("face_down_covers"):
        i = action.index
        if i is None or not 0 <= i < len(attack):
            return Phrase("reason.durak.no_target")
        if i in beaten:
            return Phrase("reason.durak.already_beaten", target=attack[i])
        return None
    if phase == "defend" and kind == "transfer" and pub.get("transfer"):
        if beaten:
            return Phrase("reason.durak.transfer_beaten")
        rank = attack[0].rank if attack and attack[0] is not None else None
        if card is not None and rank is not None and card.rank != rank:
            return Phrase("reason.durak.transfer_rank", rank=rank_word(rank))
        if not any(a.kind == "transfer" for a in view.legal):
            return Phrase("reason.durak.transfer_room")
        return None
    if phase == "defend" and kind == "attack" and view.seat == pub.get("defender"):
        return Phrase("reason.durak.defender_only")
    if pub.get("blind") and kind in ("attack", "transfer") and action.zone is not None \
            and action.zone != f"hand{view.seat}":
        return Phrase("reason.durak.own_hand")
    if kind == "attack" and phase == "throw":
        r = room_reason(view)
        if r is not None:
            return r
        ranks = sorted({c.rank for c in attack if c is not None}
                       | {c.rank for c in view.zones["defence"].cards if c is not None})
        if card is not None and ranks and card.rank not in ranks:
            return Phrase("reason.durak.throw_rank", card=card, ranks=tuple(rank_word(r) for r in ranks))
        return None
    if kind == "attack" and phase == "lead" and pub.get("composing") and attack:
        r = room_reason(view)
        if r is not None:
            return r
        mode = pub.get("lead_mode")
        first = attack[0]
        if mode == "pattern" and len(action.cards) == 2:
            d = pub.get("defender")
            held = view.zones[f"hand{d}"].size if d is not None and f"hand{d}" in view.zones else 0
            if len(attack) + 2 > held and held < 5:
                return Phrase("reason.durak.defender_cards", n=held)
            return Phrase("reason.durak.pattern")
        if card is not None and first is not None:
            if mode == "same_rank" and card.rank != first.rank:
                return Phrase("reason.durak.lead_rank", rank=rank_word(first.rank))
            if mode == "same_suit" and card.suit != first.suit:
                return Phrase("reason.durak.lead_suit", suit=suit_word(first.suit))
    return None
