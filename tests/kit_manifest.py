"""What the conformance kit (tests/conformance.py) is told about each game, and nothing else.

Every registered game has an entry (a test checks it), so a new game cannot slip past the
kit without someone deciding what goes here. An entry holds only game knowledge that the
kit cannot get from the events, each piece with its reason:

* ``hidden_moves`` — the game has moves that other seats see only as "a card went down"
  (a cover laid face down). The kit must then *find* pairs of legal actions that a seat
  cannot tell apart, or its indistinguishable-moves check proved nothing.
* ``public_from_start`` — zones (by name prefix) whose cards lie face up from the start
  without any event showing them: a printed board, not a deal. The privacy oracle counts
  their cards as known to everyone, at that place, from the first view.
* ``why`` — the reason, for a person reading the entry.

The default entry asks nothing: who may know which card comes from the events alone.
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Kit:
    hidden_moves: bool = False
    public_from_start: tuple = ()
    why: str = ""


PLAIN = Kit()

MANIFEST = {
    "priyom": PLAIN,
    "lenturlu": Kit(public_from_start=("stake:",),
                    why="the five stake cards are a second pack laid out as the board before the deal; "
                        "no event deals them"),
    "durak_podkidnoy": PLAIN,
    "durak_perevodnoy": PLAIN,
    "durak_prostoy": PLAIN,
    "durak_slepoy": PLAIN,
    "durak_bubnovy": PLAIN,
    "durak_navalenny": PLAIN,
    "durak_moskovsky": PLAIN,
    "akulina": PLAIN,
    "verish_1": Kit(hidden_moves=True, why="the defender covers face down"),
    "verish_2": Kit(hidden_moves=True, why="cards are laid face down as claimed"),
    "vorona": PLAIN,
    "stushevyvayus": PLAIN,
    "tontina": PLAIN,
    "svinki": PLAIN,
    "kometa": PLAIN,
    "manilya": PLAIN,
    "mushka": PLAIN,
    "mushka_mistigri": PLAIN,
    "mushka_pamfil": PLAIN,
    "mushka_shutikha": PLAIN,
    "napoleon": PLAIN,
    "king": PLAIN,
    "dva_ryada": PLAIN,
    "seka": PLAIN,
    "svoi_kozyri": PLAIN,
    "shif_shof_shum": PLAIN,
    "ya_umirayu": PLAIN,
}


def entry(game_id: str) -> Kit:
    """The kit's entry for a game; a game without one is an error (add it above)."""
    try:
        return MANIFEST[game_id]
    except KeyError:
        raise AssertionError(f"{game_id}: no entry in tests/kit_manifest.py; add one") from None
