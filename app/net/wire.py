"""Views and events as JSON, and back: a closed set of value types, nothing else.

The engine's objects (a ``View``, its ``Zone``s, ``Event``s, ``Action``s, a ``Result`` with its
``Settlement`` and ``Phrase``s, ``Card``s) are encoded field by field as tagged JSON objects;
decoding builds only the types listed in ``_CLASSES`` and refuses anything else (an unknown
tag, a field the type has not, a nesting deeper than ``MAX_DEPTH``) with ``WireError``. So a
message from the network can never make the decoder build an arbitrary object.

Tags (one key each, so a plain JSON object can never be mistaken for one):
``{"C": "QS"}`` a card; ``{"T": [...]}`` a tuple; ``{"L": [...]}`` a list; ``{"F": [...]}`` a
frozenset; ``{"M": [[k, v], ...]}`` a mapping (its keys may be numbers); ``{"O": "Zone", "f":
{...}}`` an object of a listed type. Plain JSON numbers, strings, booleans and null are
themselves.
"""
from __future__ import annotations

import dataclasses
from types import MappingProxyType

from rules.actions import Action
from rules.cards import Card
from rules.events import Event
from rules.game import Result, Settlement
from rules.match import MatchView, Row, ScoreSheet, Section
from rules.phrases import Phrase, Seat, Word
from rules.view import Zone, View

MAX_DEPTH = 40


class WireError(ValueError):
    """A value that is not one of the encodable types, or JSON that is not a valid encoding."""


def _fields(cls) -> tuple:
    return tuple(f.name for f in dataclasses.fields(cls))


# type name -> (class, the fields written); View is written from its constructor's arguments
_CLASSES = {
    "Zone": (Zone, _fields(Zone)),
    "Event": (Event, _fields(Event)),
    "Action": (Action, _fields(Action)),
    "Result": (Result, _fields(Result)),
    "Settlement": (Settlement, _fields(Settlement)),
    "Seat": (Seat, _fields(Seat)),
    "Word": (Word, _fields(Word)),
    "Phrase": (Phrase, ("id", "params")),
    "MatchView": (MatchView, _fields(MatchView)),
    "ScoreSheet": (ScoreSheet, _fields(ScoreSheet)),
    "Section": (Section, _fields(Section)),
    "Row": (Row, _fields(Row)),
    "View": (View, ("game", "seat", "seats", "to_move", "legal", "zones", "deck", "public", "over",
                    "result", "turn")),
}
_NAME_OF = {cls: name for name, (cls, _) in _CLASSES.items()}


def encode(value, depth: int = 0):
    """``value`` as plain JSON data; raises WireError on a type it does not know."""
    if depth > MAX_DEPTH:
        raise WireError("value nested too deep")
    if value is None or isinstance(value, (bool, int, str)):
        return value
    if isinstance(value, float):
        if value != value or value in (float("inf"), float("-inf")):
            raise WireError("not a finite number")
        return value
    if isinstance(value, Card):
        return {"C": value.code}
    d = depth + 1
    if isinstance(value, tuple):
        return {"T": [encode(v, d) for v in value]}
    if isinstance(value, list):
        return {"L": [encode(v, d) for v in value]}
    if isinstance(value, frozenset):
        return {"F": [encode(v, d) for v in value]}
    if isinstance(value, (dict, MappingProxyType)):
        return {"M": [[encode(k, d), encode(v, d)] for k, v in value.items()]}
    name = _NAME_OF.get(type(value))
    if name is None:
        raise WireError(f"cannot send a {type(value).__name__}")
    if name == "View":
        fields = {k: getattr(value, k) for k in _CLASSES[name][1] if k != "public"}
        fields["public"] = value.record()      # the display facts and constraints put back
    else:
        fields = {k: getattr(value, k) for k in _CLASSES[name][1]}
    return {"O": name, "f": {k: encode(v, d) for k, v in fields.items()}}


def decode(data, depth: int = 0):
    """The value ``data`` encodes; raises WireError on anything ``encode`` does not write."""
    if depth > MAX_DEPTH:
        raise WireError("value nested too deep")
    if data is None or isinstance(data, (bool, int, str)):
        return data
    if isinstance(data, float):
        return data
    if isinstance(data, list):
        raise WireError("a bare list is not an encoded value")
    if not isinstance(data, dict):
        raise WireError(f"not an encoded value: {type(data).__name__}")
    d = depth + 1
    try:
        if len(data) == 1:
            (tag, body), = data.items()
            if tag == "C":
                if not isinstance(body, str) or len(body) > 3:
                    raise WireError(f"not a card: {body!r}")
                return Card.parse(body)
            if tag in ("T", "L", "F"):
                if not isinstance(body, list):
                    raise WireError(f"{tag}: not a list")
                items = [decode(v, d) for v in body]
                return tuple(items) if tag == "T" else items if tag == "L" else frozenset(items)
            if tag == "M":
                if not isinstance(body, list) or not all(isinstance(p, list) and len(p) == 2 for p in body):
                    raise WireError("M: not a list of pairs")
                return MappingProxyType({decode(k, d): decode(v, d) for k, v in body})
        if set(data) == {"O", "f"}:
            return _object(data["O"], data["f"], d)
    except WireError:
        raise
    except (ValueError, TypeError) as e:     # a card or an object that does not check
        raise WireError(str(e)) from None
    raise WireError(f"not an encoded value: keys {sorted(map(str, data))[:4]}")


def _object(name, fields, depth):
    entry = _CLASSES.get(name) if isinstance(name, str) else None
    if entry is None:
        raise WireError(f"unknown type {name!r}")
    cls, names = entry
    if not isinstance(fields, dict) or set(fields) - set(names):
        raise WireError(f"{name}: unknown fields")
    kw = {k: decode(v, depth) for k, v in fields.items()}
    if name == "View":
        kw["zones"] = MappingProxyType(dict(kw.get("zones") or {}))
        if not all(isinstance(z, Zone) for z in kw["zones"].values()):
            raise WireError("View: a zone that is not a Zone")
        kw["public"] = dict(kw.get("public") or {})
    if name == "Phrase":
        return Phrase(kw.get("id"), kw.get("params") or ())
    if name == "Result":
        lines = kw.pop("lines", ())
        r = Result(**kw)
        object.__setattr__(r, "lines", lines)
        return r
    try:
        return cls(**kw)
    except TypeError as e:
        raise WireError(f"{name}: {e}") from None
