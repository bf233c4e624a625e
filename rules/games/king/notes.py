"""What the tables of Кинг, Наполеон and «Два ряда» write beside the cards (rules/notes.py),
from a view.

All three: who laid each card of the trick (each card lies towards its player) and how many
tricks each seat has taken. Кинг: the deal's name and what it punishes, each seat's
penalties and winnings, the games left to order, who ordered, the deal's number, and the
penalty cards among each seat's tricks, laid apart face up (``scoring.scoring_cards``).
Наполеон: the bids, the contract and its player's tricks, trumps, the клад's name. «Два
ряда»: the score to the target.
"""
from __future__ import annotations

from collections import Counter

from ...notes import LaidBy, SetApart, TableNote
from ...phrases import Phrase, Word
from . import scoring as K

KING_NOTE_IDS = frozenset({"trick.note.stock", "trick.note.tricks", "trick.note.deal", "king.note.game",
                           "king.note.ordering", "king.note.discarding", "king.note.your_games",
                           "king.tag.score", "king.tag.left", "king.tag.ordered", "king.legend.score",
                           "king.legend.left"})
NAPOLEON_NOTE_IDS = frozenset({"trick.note.stock", "trick.note.tricks", "trick.note.deal", "napoleon.tag.pass",
                               "napoleon.tag.nap", "napoleon.tag.bid", "napoleon.tag.made", "napoleon.tag.down",
                               "napoleon.tag.plays", "napoleon.note.bidding", "napoleon.note.trumps",
                               "napoleon.note.first_lead", "napoleon.note.buying", "napoleon.note.hoard"})
DVA_NOTE_IDS = frozenset({"trick.note.tricks", "dva.note.score"})
# the games of the Кинг in the order the table lists the games left
SHORT_ORDER = (K.TRICKS, K.HEARTS, K.BOYS, K.GIRLS, K.LAST2, K.KING_H, K.ERALASH, K.OTYGRYSH)


def _viewer(view) -> int:
    return view.seat if view.seat is not None else 0


def _trick_notes(view, tricks_always=False) -> list:
    """The trick's players; the stock's count; each seat's tricks taken."""
    pub = view.public
    out = [LaidBy("trick", tuple(pub.get("trick_seats") or ()))]
    if "stock" in view.zones and not tricks_always:
        out.append(TableNote(Phrase("trick.note.stock", n=0), "stock", tone="quiet", live="stock"))
    tricks = pub.get("tricks") or (0,) * view.seats
    for s in range(view.seats):
        if f"won{s}" in view.zones and (tricks[s] or tricks_always):
            out.append(TableNote(Phrase("trick.note.tricks", n=tricks[s]), "won", s, "quiet"))
    return out


def _deal(view) -> list:
    deals = view.public.get("deals")
    if not deals:
        return []
    return [TableNote(Phrase("trick.note.deal", n=view.deal_no or 0, total=deals), "reminder", tone="reminder",
                      live="deal_no")]


def _left(games) -> Phrase:
    """The games a seat has left to order: ``games`` the Кинг games in order, ``times`` each's count."""
    cnt = Counter(games)
    order = [g for g in SHORT_ORDER if g in cnt]
    return Phrase("king.tag.left", games=tuple(Word("king.short." + g) for g in order),
                  times=tuple(cnt[g] for g in order))


def king_notes(view) -> tuple:
    pub = view.public
    opts = pub.get("options") or {}
    variant = opts.get("variant", "47a")
    game = pub.get("game")
    vals = K.values(variant, opts.get("balance", "king24"))
    out = _trick_notes(view)
    if game:
        out.append(TableNote(Phrase("king.note.game", g=Word("king." + game), trump=Word(pub["trump"])
                                    if pub.get("trump") else None,
                                    **{k: vals[k] for k in ("trick", "heart", "boy", "girl", "last", "kh", "plus")}),
                             "headline", tone="title"))
    elif pub.get("phase") == "order":
        out.append(TableNote(Phrase("king.note.ordering"), "headline", tone="title"))
    if pub.get("phase") == "discard":
        out.append(TableNote(Phrase("king.note.discarding"), "lines", tone="line"))
    viewer = _viewer(view)
    pen, plus, rem = pub.get("penalty") or (), pub.get("plus") or (), pub.get("remaining") or ()
    ordered = K.ordered(variant)
    for s in range(view.seats):
        if s < len(pen):
            # «штраф 12 · +8»: said in words on hover (the sheet's three parts, issue 28 item 8)
            out.append(TableNote(Phrase("king.tag.score", penalty=pen[s], plus=plus[s]), "plate", s, "score",
                                 legend=Phrase("king.legend.score", penalty=pen[s], plus=plus[s])))
        if s < len(rem) and ordered:
            left = _left(rem[s])
            legend = Phrase("king.legend.left", left.params)      # the short names spelt out, on hover
            if s == viewer:                # the viewer's own list, under the deal's name (room)
                out.append(TableNote(Phrase("king.note.your_games", left=left), "lines", tone="line", legend=legend))
            elif s < len(pen):
                out.append(TableNote(left, "plate", s, "left", legend=legend))
    if pub.get("orderer") is not None and game is not None and ordered:
        out.append(TableNote(Phrase("king.tag.ordered"), "plate", pub["orderer"], "order"))
    if game not in (None, K.OTYGRYSH, K.CIRCLE):
        for s in range(view.seats):
            z = view.zones.get(f"won{s}")
            if z is not None:
                bad = tuple(c for c in z.cards if c is not None and K.scoring_cards(game, c))
                if bad:
                    out.append(SetApart(z.name, bad))
    return tuple(_ordered(out) + _deal(view))


def _ordered(notes) -> list:
    """The chalk in the order the table writes it: the counts, then the headline and its lines."""
    first = [n for n in notes if not isinstance(n, TableNote) or n.at in ("stock", "won", "plate")]
    return first + [n for n in notes if n not in first]


def napoleon_notes(view) -> tuple:
    pub = view.public
    out = _trick_notes(view)
    d = pub.get("declarer")
    trump = pub.get("trump")
    if pub.get("phase") == "bid":
        for s, b in enumerate(pub.get("bids") or ()):
            if b is None:
                continue
            out.append(TableNote(Phrase("napoleon.tag.pass") if b == 0 else Phrase("napoleon.tag.nap") if b == 6
                                 else Phrase("napoleon.tag.bid", n=b), "plate", s, "bid_pass" if b == 0 else "order"))
        out.append(TableNote(Phrase("napoleon.note.bidding"), "headline", tone="title"))
        sheet = pub.get("sheet") or ()
        if sheet and sheet[-1][1] is not None:          # how the last contract ended, by its player
            _, who, k, _nap, took, made, _ = sheet[-1]
            out.append(TableNote(Phrase("napoleon.tag.made", took=took, n=k) if made else
                                 Phrase("napoleon.tag.down", took=took, n=k), "plate", who, "made" if made else "down"))
    elif d is not None:
        took = (pub.get("tricks") or (0,) * view.seats)[d]
        out.append(TableNote(Phrase("napoleon.tag.plays", took=took, n=pub.get("contract"),
                                    nap=bool(pub.get("napoleon"))), "plate", d, "order"))
        if trump:
            out.append(TableNote(Phrase("napoleon.note.trumps", suit=Word(trump)), "headline", tone="title"))
        elif pub.get("phase") == "play":
            out.append(TableNote(Phrase("napoleon.note.first_lead"), "headline", tone="title"))
        else:
            out.append(TableNote(Phrase("napoleon.note.buying"), "headline", tone="title"))
    out.append(TableNote(Phrase("napoleon.note.hoard"), "hoard", tone="label"))
    return tuple(_ordered(out) + _deal(view))


def dva_notes(view) -> tuple:
    pub = view.public
    out = _trick_notes(view, tricks_always=True)
    pts = pub.get("points") or (0, 0)
    me = _viewer(view)
    out.append(TableNote(Phrase("dva.note.score", target=pub.get("target", 21), mine=pts[me], theirs=pts[1 - me]),
                         "headline", tone="title"))
    return tuple(out)
