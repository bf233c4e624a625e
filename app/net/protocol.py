"""The network table's messages: JSON text frames over WebSocket, each with a version.

Every message is a JSON object ``{"v": VERSION, "type": ..., ...}``. The host checks each
message a client sends (``parse_client``) before anything reads it — its size, that it is
JSON, its version, its type and every field's type and range — and answers a bad one with an
``error`` message (``error``) that names what was wrong; nothing else happens. The client
checks the host's messages the same way (``parse_host``) and decodes views and events only
through ``app.net.wire``'s closed set of types.

Client → host:
  ``join``    {code, name}           take a free seat at the table with the join code
  ``rejoin``  {code, token}          take back one's seat with its token (the old token then
                                     stops working: each welcome brings a new one)
  ``act``     {turn, action}         an action for one's seat, on the position of ``turn``
                                     (the moves of the deal so far): a stale or replayed act
                                     names an old turn and is refused
  ``again``   {}                     «Ещё раз»: ready for the next deal once this one is over
  ``bye``     {}                     leaving the table (the seat waits, as for a drop)
Host → client:
  ``welcome`` {seat, token, game, seats, options, names}
  ``update``  {deal, turn, events, view, present, again, sync, names, match}   the seat's view
              and the events of the last action redacted for that seat (``Event.for_seat``);
              ``sync`` true when it is the whole position anew (a join, a rejoin), not one
              action; ``match`` the match's public side (``match_public``: its score sheet,
              tally and last result — never a seed), or null when unchanged since the last
  ``error``   {code, message}
"""
from __future__ import annotations

import json
import re

from rules.actions import Action

from .wire import WireError, decode, encode

VERSION = 1
MAX_CLIENT_BYTES = 4_096          # what a client may send in one message (an action is ~100 bytes)
MAX_HOST_BYTES = 1_048_576        # what the host may send (a view of Свинки is ~50 KB)
MAX_NAME = 40
MAX_TURN = 10**6
CODE_RE = re.compile(r"[A-Z0-9]{4,12}\Z")
TOKEN_RE = re.compile(r"[0-9a-f]{32}\Z")

CLIENT_FIELDS = {
    "join": {"code", "name"},
    "rejoin": {"code", "token"},
    "act": {"turn", "action"},
    "again": set(),
    "bye": set(),
}
HOST_FIELDS = {
    "welcome": {"seat", "token", "game", "seats", "options", "names"},
    "update": {"deal", "turn", "events", "view", "present", "again", "sync", "names", "match"},
    "error": {"code", "message"},
}

# error codes, each with what it means (the message adds the detail)
ERRORS = {
    "too_big": "the message is larger than the limit",
    "not_text": "the message is not a text frame",
    "bad_json": "the message is not a JSON object",
    "bad_version": "the message's protocol version is not this host's",
    "bad_type": "the message's type is unknown",
    "bad_field": "a field is missing, unknown, or of the wrong type or range",
    "bad_code": "the join code is wrong",
    "bad_token": "the seat token is unknown or no longer valid",
    "full": "no seat is free at this table",
    "not_joined": "join the table first",
    "joined": "this connection already holds a seat",
    "waiting": "the table waits until every seat is taken",
    "not_your_turn": "it is not this seat's turn",
    "stale": "the action was made on another position (a replayed or late message)",
    "illegal": "the action is not legal now",
    "between": "the deal is over: no action until the next deal",
    "not_between": "the deal is still being played",
    "flood": "too many messages: slow down",
    "busy": "the host has too many connections",
}


class ProtocolError(ValueError):
    """A message that breaks the protocol: ``code`` (one of ERRORS) and what was wrong."""

    def __init__(self, code: str, message: str):
        super().__init__(message)
        self.code = code


def _dumps(obj) -> str:
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"), allow_nan=False)


def _no_constant(name):
    raise ValueError(f"{name} is not a JSON number")


def _loads(text, limit: int) -> dict:
    if isinstance(text, (bytes, bytearray, memoryview)):
        raise ProtocolError("not_text", "binary frames are not part of the protocol; send JSON text")
    if not isinstance(text, str):
        raise ProtocolError("not_text", "the message is not text")
    if len(text) > limit:
        raise ProtocolError("too_big", f"the message has {len(text)} characters; the limit is {limit}")
    try:
        obj = json.loads(text, parse_constant=_no_constant)
    except RecursionError:
        raise ProtocolError("bad_json", "the JSON is nested too deeply") from None
    except ValueError as e:
        raise ProtocolError("bad_json", f"not valid JSON: {e}") from None
    if not isinstance(obj, dict):
        raise ProtocolError("bad_json", f"a message is a JSON object, not a {type(obj).__name__}")
    if obj.get("v") != VERSION or isinstance(obj.get("v"), bool):
        raise ProtocolError("bad_version", f"protocol version {obj.get('v')!r} is not {VERSION}")
    return obj


def _fields(obj: dict, table: dict) -> str:
    kind = obj.get("type")
    if not isinstance(kind, str) or kind not in table:
        raise ProtocolError("bad_type", f"unknown message type {kind!r} (known: {', '.join(sorted(table))})")
    got = set(obj) - {"v", "type"}
    extra, missing = got - table[kind], table[kind] - got
    if extra:
        raise ProtocolError("bad_field", f"{kind}: unknown fields {sorted(extra)}")
    if missing:
        raise ProtocolError("bad_field", f"{kind}: missing fields {sorted(missing)}")
    return kind


def _int(v, name: str, lo: int, hi: int) -> int:
    if not isinstance(v, int) or isinstance(v, bool) or not lo <= v <= hi:
        raise ProtocolError("bad_field", f"{name} must be a whole number from {lo} to {hi}, not {v!r}")
    return v


def parse_client(text) -> dict:
    """A client's message, checked; raises ProtocolError. ``act`` carries an ``Action``."""
    obj = _loads(text, MAX_CLIENT_BYTES)
    kind = _fields(obj, CLIENT_FIELDS)
    if "code" in obj and not (isinstance(obj["code"], str) and CODE_RE.match(obj["code"])):
        raise ProtocolError("bad_field", "code must be 4–12 capital letters or digits")
    if kind == "join":
        name = obj["name"]
        if not isinstance(name, str) or len(name) > MAX_NAME or not all(c.isprintable() for c in name):
            raise ProtocolError("bad_field", f"name must be printable text of at most {MAX_NAME} characters")
        obj["name"] = name.strip()
    if kind == "rejoin" and not (isinstance(obj["token"], str) and TOKEN_RE.match(obj["token"])):
        raise ProtocolError("bad_field", "token must be 32 hexadecimal digits")
    if kind == "act":
        _int(obj["turn"], "turn", 0, MAX_TURN)
        try:
            obj["action"] = Action.from_json(obj["action"])
        except (ValueError, TypeError) as e:
            raise ProtocolError("bad_field", f"not an action: {e}") from None
    return obj


def parse_host(text) -> dict:
    """A host's message, checked, its view and events decoded; raises ProtocolError."""
    obj = _loads(text, MAX_HOST_BYTES)
    kind = _fields(obj, HOST_FIELDS)
    try:
        if kind == "update":
            obj["view"] = decode(obj["view"])
            events = decode(obj["events"])
            if not isinstance(events, tuple):
                raise WireError("events must be a tuple")
            obj["events"] = list(events)
            m = obj["match"]
            if m is not None:           # None: as in the last update that carried it
                if not isinstance(m, dict) or set(m) != {"between", "records", "view", "live", "legacy",
                                                         "carried_games", "dealer_next"}:
                    raise WireError("update: bad match")
                m["view"], m["live"] = decode(m["view"]), decode(m["live"])
            _int(obj["turn"], "turn", 0, MAX_TURN)
            _int(obj["deal"], "deal", 0, MAX_TURN)
        elif kind == "welcome":
            _int(obj["seat"], "seat", 0, 63)
            if not (isinstance(obj["token"], str) and TOKEN_RE.match(obj["token"])):
                raise ProtocolError("bad_field", "welcome: bad token")
    except WireError as e:
        raise ProtocolError("bad_field", f"{kind}: {e}") from None
    return obj


# --- building messages ------------------------------------------------------------
def message(kind: str, **fields) -> str:
    return _dumps({"v": VERSION, "type": kind, **fields})


def error(code: str, detail: str = "") -> str:
    return message("error", code=code, message=detail or ERRORS.get(code, code))


def join(code: str, name: str = "") -> str:
    return message("join", code=code, name=name)


def rejoin(code: str, token: str) -> str:
    return message("rejoin", code=code, token=token)


def act(turn: int, action: Action) -> str:
    return message("act", turn=turn, action=action.to_json())


def update(deal: int, view, events, present, again, names, match: dict, sync: bool = False) -> str:
    return message("update", deal=deal, turn=view.turn, events=encode(tuple(events)), view=encode(view),
                   present=list(present), again=list(again), sync=sync, names=list(names), match=match)


def match_mark(public: dict) -> str:
    """A fingerprint of ``match_public``'s output: an update carries the match only when it changed."""
    return _dumps(public)


def match_public(match) -> dict:
    """What every seat may know of the match (``rules.match.Match``): the view between deals
    (the last result, the sheet, the tally, who deals next), the live sheet, the older
    tally's shape, whether a next deal is waiting and if it names its dealer. Not the seeds."""
    nxt = match.next
    return {"between": match.between, "records": len(match.records), "view": encode(match.view()),
            "live": encode(match.live_sheet()), "legacy": match.legacy_tally(),
            "carried_games": match.carried["games"],
            "dealer_next": bool(nxt is not None and "dealer" in nxt["options"])}
