"""Helpers of the network tests: a host in a thread that always stops, a client's messages
checked against the same game replayed locally, and a card-privacy check per message."""
from __future__ import annotations

import asyncio
import contextlib
import json
import re

from app.net.bots import decide
from app.net.client import Client
from app.net.host import Host, HostThread, Limits
from conformance import Oracle
from rules import get_game

CODE = "TEST42"


@contextlib.contextmanager
def running(host: Host):
    ht = HostThread(host)
    ht.start()
    try:
        yield ht
    finally:
        ht.stop(timeout=5)
        assert not ht.thread.is_alive(), "the host did not stop in time"


def url(ht) -> str:
    return f"ws://127.0.0.1:{ht.host.port}"


def run(coro, timeout: float = 120.0):
    """Run ``coro`` in a fresh loop, bounded in time."""
    return asyncio.run(asyncio.wait_for(coro, timeout))


async def play(c: Client, level: str = "rule", seed: int = 0, stop=None, log=None, limit: int = 5000):
    """Play the seat of the connected client ``c`` with the bot of ``level`` until the deal
    is over (or ``stop(msg)`` says so); every message goes to ``log``. Bounded by ``limit``."""
    acted = None
    for _ in range(limit):
        msg = await c.recv(10)
        if log is not None:
            log.append(msg)
        if msg["type"] == "error" and msg["code"] == "waiting":
            acted = None
            continue
        if msg["type"] == "error":
            raise AssertionError(f"the host refused a legal play: {msg}")
        if msg["type"] != "update":
            continue
        v = msg["view"]
        if stop is not None and stop(msg):
            return msg
        if v.over:
            return msg
        if v.to_move == c.seat and v.legal and acted != (msg["deal"], v.turn):
            acted = (msg["deal"], v.turn)
            await c.act(decide(level, get_game(v.game), v, seed + v.turn))
    raise AssertionError("the deal did not end")


def local_game(game_id: str, seats: int, seed: int, options=None, level: str = "rule", seeds=None):
    """The same seeded game played locally, every seat deciding as the network players do
    (``decide`` from its own view, with the seed ``seeds[seat] + turn``)."""
    g = get_game(game_id)
    s = g.start(seats, seed, options)
    for _ in range(5000):
        if s.over:
            return s
        seat = s.to_move
        s.apply(decide(level, g, s.view(seat), (seeds or [0] * seats)[seat] + len(s.history)), seat)
    raise AssertionError("the local game did not end")


_CARD = re.compile(r'\{"C":"([0-9JQKA]{1,2}[SCHD])"\}')


def check_messages(game_id, seats, seed, options, history, seat, log, texts):
    """Every update ``seat`` received is that seat's view of the game at its turn, and its
    events are the game's events for that action redacted for that seat; no message names
    a card the privacy oracle says the seat may not know (``texts``: the raw messages)."""
    g = get_game(game_id)
    s = g.start(seats, seed, options)
    views, events = {0: s.view(seat)}, {0: list(s.start_events)}
    # what a spectator is shown is public (a rule's named card, Мушка's «привилегия»)
    public = {0: _named(s.view(None))}
    for t, a in enumerate(history, 1):
        ev = s.apply(a)
        views[t], events[t] = s.view(seat), ev
        public[t] = _named(s.view(None)) | {c.code for e in ev for c in e.for_seat(None).cards}
    oracle = Oracle(g.start(seats, seed, options))
    updates = [(m, txt) for m, txt in zip(log, texts) if m["type"] == "update"]
    assert updates, "no update received"
    fed_start = False
    for m, txt in updates:
        v, t = m["view"], m["view"].turn
        assert v == views[t], f"seat {seat}: the view at move {t} is not the game's view for that seat"
        want = [e.for_seat(seat) for e in events[t]]
        if m["events"]:
            assert m["events"] == want, f"seat {seat}: the events of move {t} are not the game's, redacted"
            if t == 0:
                fed_start = True
            oracle.feed(m["events"])
        oracle.check_view(_Shown(v), seat)
        named = {c for c in _CARD.findall(_without_deck(txt))}
        known = {c.code for c in oracle.known[seat]} | public[t]
        assert named <= known, f"seat {seat}: message at move {t} names {sorted(named - known)} it may not see"
    assert fed_start, "the opening deal never reached the seat"
    return len(updates)


def _named(view) -> set:
    """The codes of the cards a view names, beside its deck."""
    from app.net.wire import encode
    return set(_CARD.findall(_without_deck(json.dumps({"view": encode(view)}, separators=(",", ":")))))


def _without_deck(text: str) -> str:
    """The message less the view's ``deck``: which cards the pack holds is public (it names
    them all); every other card the message names must be one the seat may know."""
    obj = json.loads(text)
    fields = obj["view"]["f"]
    assert set(fields["deck"]) == {"T"}
    fields["deck"] = None
    return json.dumps(obj, separators=(",", ":"))


class _Shown:
    """What the oracle asks of a state: the view a seat received."""

    def __init__(self, view):
        self._view = view

    def view(self, seat):
        return self._view


def snapshot(ht) -> tuple:
    """What a refused message must not change: the match, the seats, their tokens."""
    def take():
        h = ht.host
        return (h.deal, len(h.state.history), h.state.to_move, h.match.between, h.code,
                tuple((s.kind, s.name, s.token, s.conn is not None) for s in h.seats),
                json.dumps(h.match.to_json(), sort_keys=True))
    return ht.call(take)


__all__ = ["CODE", "Host", "Limits", "running", "url", "run", "play", "local_game", "check_messages",
           "snapshot", "Client"]
