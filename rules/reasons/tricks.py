"""Reasons of the trick games (rules/games/tricks/, king/, napoleon/, dva_ryada/): follow the
suit led; void in it, trump where the rules say so (Наполеон, Кинг's отыгрыш); Мушка's trump
king (rule 7); Кинг's lead restrictions (no heart led while you hold another suit; К♥ at the
first chance); Наполеон's bid above the highest. Each comes from the legal plays the seat
sees, so it is said only where that rule is what forbids the card."""
from __future__ import annotations

from ..cards import Card
from ..phrases import Phrase
from . import legal_of, suit_word

IDS = frozenset({"reason.trick.follow", "reason.trick.must_trump", "reason.trick.trump_king",
                 "reason.king.no_hearts_lead", "reason.king.king_hearts", "reason.napoleon.bid_higher",
                 "reason.mushka.buy_thrown", "reason.mushka.buy_n", "reason.mushka.no_pass_thrown",
                 "reason.mushka.no_pass_priv"})


def reason(game, view, action):
    pub = view.public
    if action.kind == "bid" and isinstance(action.value, int) and not isinstance(action.value, bool):
        high = pub.get("high")
        if isinstance(high, int) and high > 0 and action.value <= high and legal_of(view, "bid"):
            return Phrase("reason.napoleon.bid_higher", n=high)
        return None
    if pub.get("phase") == "exchange":
        thrown = pub.get("thrown") or 0
        if action.kind == "buy" and legal_of(view, "buy") and action.value != thrown:
            return Phrase("reason.mushka.buy_thrown", n=thrown)
        if action.kind == "pass" and not legal_of(view, "pass"):
            if thrown:
                return Phrase("reason.mushka.no_pass_thrown")
            priv = pub.get("priv")
            hand = view.zones.get(f"hand{view.seat}")
            if isinstance(priv, Card) and hand is not None and priv in hand.visible:
                return Phrase("reason.mushka.no_pass_priv", card=priv)
        return None
    if pub.get("phase") != "play" or action.kind != "play" or len(action.cards) != 1:
        return None
    c = action.card
    plays = [a.card for a in legal_of(view, "play") if a.cards]
    if not plays:
        return None
    led, trump = pub.get("led"), pub.get("trump")
    if led is None:
        if c.suit == "H" and all(x.suit != "H" for x in plays) and game.id == "king":
            return Phrase("reason.king.no_hearts_lead")
        return None
    if all(x.suit == led for x in plays) and c.suit != led:
        return Phrase("reason.trick.follow", suit=suit_word(led))
    kh = Card(13, "H")
    if game.id == "king" and plays == [kh] and c != kh:
        return Phrase("reason.king.king_hearts", card=kh)
    if trump is not None and all(x.suit == trump for x in plays) and c.suit != trump:
        return Phrase("reason.trick.must_trump", suit=suit_word(led), trump=suit_word(trump))
    tk = Card(13, trump) if trump else None
    if tk is not None and tk in plays and c.suit == trump and c != tk:
        return Phrase("reason.trick.trump_king", card=tk)
    return None
