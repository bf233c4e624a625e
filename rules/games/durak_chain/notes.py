"""What the chain games' table writes beside the cards (rules/notes.py), from a view: how
many cards the centre holds; who must beat its top card (an arrow from it towards him, and
«кроет» by his plate) or lead («ходит»); before the deal of Свои козыри, that each names his
own trump, and then each seat's own trump by its plate; the stock's count with the turned-up
trump set apart under it, and once the stock is gone the trump suit in its place (Дурак
наваленный); the trump suit in the side panel; the отбой's count and each Moscow stack's.
"""
from __future__ import annotations

from ...notes import Arrow, SetApart, TableNote
from ...phrases import Phrase, Word

NOTE_IDS = frozenset({"chain.note.centre", "chain.tag.cover", "chain.tag.lead", "chain.note.name_trumps",
                      "chain.tag.own_trump", "chain.note.stock", "chain.note.trump_suit", "chain.note.trumps_word",
                      "chain.note.trumps", "chain.note.discard", "chain.note.stack"})


def chain_notes(view) -> tuple:
    pub = view.public
    zones = view.zones
    out = []
    if "centre" in zones:
        out.append(TableNote(Phrase("chain.note.centre", n=0), "below", tone="count", live="centre"))
    phase = pub.get("phase")
    cur = pub.get("current")
    if cur is not None and phase in ("cover", "lead"):
        if phase == "cover":
            out.append(Arrow("centre", cur))
            out.append(TableNote(Phrase("chain.tag.cover"), "plate", cur, "defender"))
        else:
            out.append(TableNote(Phrase("chain.tag.lead"), "plate", cur, "attacker"))
    if phase == "name":
        out.append(TableNote(Phrase("chain.note.name_trumps"), "above", tone="word"))
    for s, suit in enumerate(pub.get("own_trumps") or ()):
        if suit:
            out.append(TableNote(Phrase("chain.tag.own_trump", suit=Word(suit)), "plate", s, "suit"))
    trump_card = pub.get("trump_card")
    if "stock" in zones:
        if trump_card is not None:
            out.append(SetApart("stock", (trump_card,)))
        out.append(TableNote(Phrase("chain.note.stock", n=0), "stock", tone="count_bold", live="stock"))
    trump = pub.get("trump")
    if trump:
        # the stock is gone (or was never there): the trump suit stays written in its place
        out.append(TableNote(Phrase("chain.note.trump_suit", suit=Word(trump)), "trump", tone="suit",
                             while_empty="stock"))
        out.append(TableNote(Phrase("chain.note.trumps_word"), "trump_word", tone="word", while_empty="stock"))
        out.append(TableNote(Phrase("chain.note.trumps", suit=Word(trump)), "panel"))
    if "discard" in zones:
        out.append(TableNote(Phrase("chain.note.discard", n=0), "discard", tone="count", live="discard"))
    for s in range(view.seats):
        if f"stack{s}" in zones:
            out.append(TableNote(Phrase("chain.note.stack", n=0), "stack", s, "count_bold", live=f"stack{s}"))
    return tuple(out)
