"""The host of a network table: the only referee, the only state.

The host holds the match (``rules.match.Match``) and nothing else does. A client sends an
action for its own seat; the host checks it (``app.net.protocol`` for its form, then the
engine for its legality, the seat, the turn it was made on) and applies it, saves, and sends
each connected seat *its* view (``state.view(seat)``) and the action's events redacted for it
(``Event.for_seat(seat)``) — never the state, never another seat's view. A bad message is
answered with an error and changes nothing.

Seats are ``"remote"`` (a person, who joins with the table's code and then holds a token)
or ``"bot:LEVEL"``. A person who drops keeps the seat: the table waits, or — after
``bot_after`` seconds, if the host chose so — a bot plays for him until he rejoins with his
token. The host saves the match and the seats' tokens after every action (``save``), so a
host that dies resumes (``Host.resume``) and the clients rejoin.

Bounded everywhere: connections (``Limits.connections``), each connection's message rate
(a token bucket) and its queue of messages waiting to be sent (a client that stops reading
is cut off when it fills or a send takes longer than ``send_timeout``), wrong join codes per
connection, the size of a message (``protocol.MAX_CLIENT_BYTES``; the WebSocket layer closes
a frame beyond ``Limits.frame`` outright).
"""
from __future__ import annotations

import asyncio
import secrets
import socket
import threading
import time
from dataclasses import dataclass, field

import websockets
from websockets.asyncio.server import serve

from rules import get_game
from rules import bots as rbots
from rules import record
from rules.errors import GameOver, IllegalAction, RulesError, SaveError, WrongSeat
from rules.match import Match, MatchError

from ..words.names import default_names

from . import protocol as P
from .bots import decide

SAVE_FORMAT = "lomber-net-host"
CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"     # no 0/O, 1/I: read aloud across a room


@dataclass
class Limits:
    connections: int = 32          # open connections at once
    rate: float = 100.0            # messages a second a connection may keep sending …
    burst: int = 200               # … after a burst of this many (a fast bot client stays under)
    floods: int = 20               # refusals for flooding before the connection is closed
    bad_codes: int = 5             # wrong join codes on one connection before it is closed
    queue: int = 64                # messages waiting to be sent to one client
    send_timeout: float = 5.0      # seconds one send may take before the client is cut off
    frame: int = 65_536            # a larger frame is refused by the WebSocket layer (close 1009)
    sndbuf: int = 65_536           # the socket's send buffer: a client that stops reading is noticed
    bot_ms: float = 500.0          # a bot's thinking budget for one decision


def new_code(n: int = 6) -> str:
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(n))


def parse_seat_kinds(spec, n: int | None = None) -> list:
    """``"remote,remote,bot:rule"`` (or a list) as seat kinds; raises ValueError."""
    kinds = [k.strip() for k in (spec.split(",") if isinstance(spec, str) else spec)]
    for k in kinds:
        if k == "remote":
            continue
        if not k.startswith("bot:") or not rbots.is_level(k[4:]):
            raise ValueError(f"a seat is 'remote' or 'bot:LEVEL' (a level of {', '.join(rbots.LEVELS)}), not {k!r}")
    if not any(k == "remote" for k in kinds):
        raise ValueError("a network table needs at least one remote seat")
    return kinds


class _Bucket:
    """A token bucket: ``rate`` messages a second after a burst of ``burst``."""

    def __init__(self, rate: float, burst: int):
        self.rate, self.burst = rate, burst
        self.tokens, self.t = float(burst), time.monotonic()

    def take(self) -> bool:
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.t) * self.rate)
        self.t = now
        if self.tokens >= 1.0:
            self.tokens -= 1.0
            return True
        return False


@dataclass(eq=False)
class _Conn:
    ws: object
    queue: asyncio.Queue
    bucket: _Bucket
    seat: int | None = None
    floods: int = 0
    bad_codes: int = 0
    cut: bool = False
    closing: bool = False           # told why and closed once what waits for it is sent
    match_mark: str | None = None   # the match's public side as last sent to it


@dataclass
class _Seat:
    kind: str                       # "remote" or "bot:LEVEL"
    name: str = ""
    token: str | None = None        # a remote seat's, once someone joined it
    conn: _Conn | None = None
    away_since: float | None = None     # when its person dropped (None: here, or never came)
    again: bool = False

    @property
    def bot_level(self) -> str | None:
        return self.kind[4:] if self.kind.startswith("bot:") else None


class Host:
    def __init__(self, game_id: str, kinds, options=None, seed: int | None = None, code: str | None = None,
                 save: str | None = None, bot_after: float | None = None, names=None,
                 limits: Limits | None = None, substitute: str = "rule", match: Match | None = None):
        self.game = get_game(game_id)
        kinds = parse_seat_kinds(kinds)
        if match is None:
            self.game.check_seats(len(kinds))
            seed = secrets.randbelow(10**12) if seed is None else seed
            match = Match.start(self.game, len(kinds), seed, options)
        self.match = match
        self.code = code or new_code()
        if not P.CODE_RE.match(self.code):
            raise ValueError("the join code must be 4–12 capital letters or digits")
        names = list(names or default_names(len(kinds), "ru"))
        self.seats = [_Seat(k, names[i] if i < len(names) else "") for i, k in enumerate(kinds)]
        self.save_path = save
        self.bot_after = bot_after
        self.substitute = substitute
        self.limits = limits or Limits()
        self.conns: set = set()
        self.last_events: list = []         # the last action's events (for a bot's seed and the log)
        self.moves = 0                      # actions applied by this host (the benchmark's count)
        self.sent_messages = 0
        self.sent_bytes = 0
        self._changed: asyncio.Event | None = None
        self._server = None
        self._driver = None
        self.port: int | None = None
        self.over = None                    # an asyncio.Event set when a deal ends
        self.save_error: str | None = None

    # --- the table ------------------------------------------------------------------
    @property
    def state(self):
        return self.match.state

    @property
    def deal(self) -> int:
        return len(self.match.records) - (1 if self.match.between else 0)

    @property
    def seated(self) -> bool:
        """Every remote seat has been taken: the play begins (and the bots move) only then."""
        return all(s.token is not None for s in self.seats if s.kind == "remote")

    def present(self) -> list:
        """The seats someone plays now: a connected person, or a bot."""
        return [i for i, s in enumerate(self.seats) if s.conn is not None or s.bot_level is not None]

    def _bot_for(self, seat: int) -> str | None:
        """The level of the bot that decides for ``seat`` now, or None (a person, or the table waits)."""
        s = self.seats[seat]
        if s.bot_level is not None:
            return s.bot_level
        if s.conn is None and self.bot_after is not None and (
                s.away_since is not None and time.monotonic() - s.away_since >= self.bot_after):
            return self.substitute
        return None

    # --- save and resume ----------------------------------------------------------------
    def _net_meta(self) -> dict:
        return {"format": SAVE_FORMAT, "code": self.code, "kinds": [s.kind for s in self.seats],
                "names": [s.name for s in self.seats], "tokens": [s.token for s in self.seats]}

    def save(self) -> None:
        if not self.save_path:
            return
        try:
            text = record.dumps(self.state, {"match": self.match.to_json(), "net": self._net_meta()})
            record.write_atomic(self.save_path, text)
            self.save_error = None
        except OSError as e:        # the game goes on; the host is told
            self.save_error = str(e)

    @classmethod
    def resume(cls, path: str, **kw) -> "Host":
        """The host of the table saved at ``path``: the match where it was, the same code and
        the same tokens (so the players rejoin). Raises SaveError on a bad file."""
        try:
            with open(path, encoding="utf-8") as f:
                text = f.read(record.MAX_TEXT + 1)
        except OSError as e:
            raise SaveError(f"cannot read {path!r}: {e.strerror or e}") from None
        state, meta = record.loads(text)
        net = meta.get("net") if isinstance(meta, dict) else None
        if not isinstance(net, dict) or net.get("format") != SAVE_FORMAT:
            raise SaveError("not a network table's save")
        kinds, names, tokens = net.get("kinds"), net.get("names"), net.get("tokens")
        n = state.seats
        if not (isinstance(kinds, list) and isinstance(names, list) and isinstance(tokens, list)
                and len(kinds) == len(names) == len(tokens) == n
                and all(isinstance(x, str) for x in names)
                and all(t is None or (isinstance(t, str) and P.TOKEN_RE.match(t)) for t in tokens)):
            raise SaveError("the table's seats in the save are damaged")
        try:
            match = Match.resume(state.game, state, meta=meta)
            host = cls(state.game.id, kinds, code=net.get("code"), names=names, match=match, save=path, **kw)
        except (MatchError, ValueError, RulesError) as e:
            raise SaveError(f"the table in the save is damaged: {e}") from None
        for s, t in zip(host.seats, tokens):
            s.token = t
            s.away_since = time.monotonic() if t is not None else None
        return host

    # --- serving ------------------------------------------------------------------------
    async def start(self, bind: str = "127.0.0.1", port: int = 0, ssl=None) -> int:
        """Listen on ``bind``:``port`` (0: any free port); returns the port. ``ssl``: an
        ``ssl.SSLContext`` with the host's certificate, for ``wss://``."""
        self._changed = asyncio.Event()
        self.over = asyncio.Event()
        self._server = await serve(self._serve, bind, port, max_size=self.limits.frame, max_queue=4,
                                   open_timeout=5, close_timeout=1, ping_interval=10, ping_timeout=20,
                                   write_limit=self.limits.sndbuf, ssl=ssl)
        self.port = self._server.sockets[0].getsockname()[1]
        self._driver = asyncio.create_task(self._drive())
        self.save()
        return self.port

    async def stop(self) -> None:
        """Close every connection and the listening socket, in bounded time."""
        if self._driver is not None:
            self._driver.cancel()
        for c in list(self.conns):
            self._cut(c)
        if self._server is not None:
            self._server.close()
            try:
                await asyncio.wait_for(self._server.wait_closed(), 3)
            except (asyncio.TimeoutError, TimeoutError):
                pass

    def url(self, bind: str = "127.0.0.1") -> str:
        host = f"[{bind}]" if ":" in bind else bind
        return f"ws://{host}:{self.port}"

    async def _serve(self, ws) -> None:
        lim = self.limits
        if len(self.conns) >= lim.connections:
            try:
                await asyncio.wait_for(ws.send(P.error("busy")), 1)
            finally:
                await ws.close(1013, "busy")
            return
        sock = ws.transport.get_extra_info("socket")
        if sock is not None:
            try:
                sock.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, lim.sndbuf)
            except OSError:
                pass
        conn = _Conn(ws, asyncio.Queue(lim.queue), _Bucket(lim.rate, lim.burst))
        self.conns.add(conn)
        sender = asyncio.create_task(self._sender(conn))
        try:
            async for raw in ws:
                if conn.closing:
                    continue                # read on (so the close is read too), answer nothing
                if not conn.bucket.take():
                    conn.floods += 1
                    self._send(conn, P.error("flood"))
                    if conn.floods >= lim.floods:
                        self._close(conn, "flood")
                    continue
                try:
                    self._handle(conn, P.parse_client(raw))
                except P.ProtocolError as e:
                    self._send(conn, P.error(e.code, str(e)))
                if conn.bad_codes >= lim.bad_codes:
                    self._close(conn, "too many wrong codes")
        except websockets.ConnectionClosed:
            pass
        finally:
            self.conns.discard(conn)
            self._leave(conn)
            if conn.closing and not conn.cut:       # the refusals reach it before the close
                try:
                    await asyncio.wait_for(asyncio.shield(sender), lim.send_timeout + 1)
                except (asyncio.TimeoutError, TimeoutError, websockets.ConnectionClosed):
                    pass
            sender.cancel()

    async def _sender(self, conn: _Conn) -> None:
        while True:
            text = await conn.queue.get()
            if isinstance(text, tuple):                 # (code, reason): close after the rest
                try:
                    await asyncio.wait_for(conn.ws.close(*text), self.limits.send_timeout)
                except (asyncio.TimeoutError, TimeoutError):
                    self._cut(conn)
                return
            try:
                await asyncio.wait_for(conn.ws.send(text), self.limits.send_timeout)
            except (asyncio.TimeoutError, TimeoutError):
                self._cut(conn)         # it stopped reading
                return
            except websockets.ConnectionClosed:
                return
            self.sent_messages += 1
            self.sent_bytes += len(text.encode("utf-8"))

    def _send(self, conn: _Conn, text: str) -> None:
        if conn.cut or conn.closing:
            return
        try:
            conn.queue.put_nowait(text)
        except asyncio.QueueFull:
            self._cut(conn)             # it stopped reading: its seat waits, as for a drop

    def _close(self, conn: _Conn, reason: str) -> None:
        """Close ``conn`` once the messages queued for it are sent (1008: policy violation)."""
        if conn.closing or conn.cut:
            return
        try:
            conn.queue.put_nowait((1008, reason))
            conn.closing = True
        except asyncio.QueueFull:
            self._cut(conn)

    def _cut(self, conn: _Conn) -> None:
        if conn.cut:
            return
        conn.cut = True
        self._leave(conn)
        transport = getattr(conn.ws, "transport", None)
        if transport is not None:
            transport.abort()           # no closing handshake with a client that does not read

    def _leave(self, conn: _Conn) -> None:
        if conn.seat is not None:
            s = self.seats[conn.seat]
            if s.conn is conn:
                s.conn, s.away_since = None, time.monotonic()
                self._broadcast([], sync=False)
            conn.seat = None
        self._poke()

    def _poke(self) -> None:
        if self._changed is not None:
            self._changed.set()

    # --- the messages ---------------------------------------------------------------------
    def _handle(self, conn: _Conn, msg: dict) -> None:
        kind = msg["type"]
        if kind in ("join", "rejoin"):
            if conn.seat is not None:
                raise P.ProtocolError("joined", f"this connection already holds seat {conn.seat}")
            if not secrets.compare_digest(msg["code"], self.code):
                conn.bad_codes += 1
                raise P.ProtocolError("bad_code", "the join code is wrong")
            if kind == "join":
                seat = next((i for i, s in enumerate(self.seats) if s.kind == "remote" and s.token is None), None)
                if seat is None:
                    raise P.ProtocolError("full", "every seat at this table is taken (rejoin with your token)")
                if msg["name"]:
                    self.seats[seat].name = msg["name"]
            else:
                seat = next((i for i, s in enumerate(self.seats)
                             if s.token is not None and secrets.compare_digest(s.token, msg["token"])), None)
                if seat is None:
                    raise P.ProtocolError("bad_token", "the token is unknown or was replaced by a newer one")
                old = self.seats[seat].conn
                if old is not None:
                    self._cut(old)      # the same person on a new connection: the old one is dead
            s = self.seats[seat]
            s.token, s.conn, s.away_since = secrets.token_hex(16), conn, None
            conn.seat = seat
            self.save()                 # the new token must outlive a host that dies now
            self._send(conn, P.message("welcome", seat=seat, token=s.token, game=self.game.id,
                                       seats=len(self.seats), options=dict(self.state.options),
                                       names=[x.name for x in self.seats]))
            self._broadcast([], sync=True, only=conn)
            self._broadcast([], sync=False, skip=conn)      # the others see him back
            self._poke()
            return
        if conn.seat is None:
            raise P.ProtocolError("not_joined", "join the table (or rejoin with your token) first")
        seat = conn.seat
        if kind == "act":
            if not self.seated:
                raise P.ProtocolError("waiting", "the table waits until every seat is taken")
            if self.match.between:
                raise P.ProtocolError("between", "the deal is over; say «again» for the next one")
            if self.state.to_move != seat:
                raise P.ProtocolError("not_your_turn", f"it is seat {self.state.to_move}'s turn, not yours ({seat})")
            if msg["turn"] != len(self.state.history):
                raise P.ProtocolError("stale", f"the action was made on move {msg['turn']}; the table is at "
                                               f"move {len(self.state.history)}")
            try:
                self._apply(seat, msg["action"])
            except (IllegalAction, WrongSeat, GameOver) as e:
                raise P.ProtocolError("illegal", str(e)) from None
        elif kind == "again":
            if not self.match.between:
                raise P.ProtocolError("not_between", "the deal is still being played")
            self.seats[seat].again = True
            self._next_deal_if_ready()
        elif kind == "bye":
            self._leave(conn)
            self._cut(conn)

    def _apply(self, seat: int, action) -> None:
        """The one place the state changes by an action: checked by the engine, saved, sent."""
        events = self.match.apply(action, seat)
        self.moves += 1
        self.last_events = events
        self.save()
        self._broadcast(events)
        if self.match.between:
            for s in self.seats:
                s.again = False
            if self.over is not None:
                self.over.set()
        self._poke()

    def _next_deal_if_ready(self) -> None:
        people = [s for s in self.seats if s.kind == "remote" and s.conn is not None]
        if people and all(s.again for s in people):
            events = self.match.deal_next()
            for s in self.seats:
                s.again = False
            if self.over is not None:
                self.over.clear()
            self.save()
            self._broadcast(events)
            self._poke()
        else:
            self._broadcast([], sync=False)

    def _broadcast(self, events, sync: bool = False, only: _Conn | None = None, skip: _Conn | None = None) -> None:
        present = self.present()
        again = [i for i, s in enumerate(self.seats) if s.again]
        if sync and not self.state.history and not self.match.between:
            events = list(self.state.start_events)     # the deal's opening: the table deals it out
        names = [s.name for s in self.seats]
        match = mark = None
        for c in ([only] if only is not None else list(self.conns)):
            if c.seat is None or c is skip or c.cut:
                continue
            seat = c.seat
            if match is None:
                match = P.match_public(self.match)
                mark = P.match_mark(match)
            # the match's side only when it changed since this connection last had it
            fresh = sync or c.match_mark != mark
            c.match_mark = mark
            self._send(c, P.update(self.deal, self.state.view(seat), [e.for_seat(seat) for e in events],
                                   present, again, names, match if fresh else None, sync=sync))

    # --- the bots -------------------------------------------------------------------------
    async def _drive(self) -> None:
        """Play the bots' moves (and an absent player's, after ``bot_after``) as long as the
        host serves: each decision in a thread, on the seat's view, in bounded time."""
        while True:
            seat = None if self.match.between or not self.seated else self.state.to_move
            level = None if seat is None else self._bot_for(seat)
            if level is None:
                self._changed.clear()
                wait = 0.1 if self.bot_after is not None else 5.0
                try:
                    await asyncio.wait_for(self._changed.wait(), wait)
                except (asyncio.TimeoutError, TimeoutError):
                    pass
                continue
            view = self.state.view(seat)
            turn, deal = view.turn, self.deal
            seed = (self.state.seed * 1_000_003 + turn) % (2 ** 63)
            action = await asyncio.to_thread(decide, level, self.game, view, seed, self.limits.bot_ms)
            if (self.deal, len(self.state.history)) == (deal, turn) and not self.match.between \
                    and self.state.to_move == seat and self._bot_for(seat) is not None:
                try:
                    self._apply(seat, action)
                except RulesError as e:        # never: the bot chose from its legal moves
                    print(f"lomber-host: the bot for seat {seat} failed: {e}", flush=True)
                    await asyncio.sleep(0.5)


class HostThread:
    """A host run in its own thread with its own event loop (the window's «Открыть стол»,
    the tests): ``start()`` returns the port once it listens; ``stop()`` ends it in bounded time."""

    def __init__(self, host: Host, bind: str = "127.0.0.1", port: int = 0, ssl=None):
        self.host, self.bind, self.port, self.ssl = host, bind, port, ssl
        self.loop = None
        self._ready = threading.Event()
        self._stop: asyncio.Event | None = None
        self.error: BaseException | None = None
        self.thread = threading.Thread(target=self._run, name="lomber-host", daemon=True)

    def start(self, timeout: float = 10.0) -> int:
        self.thread.start()
        if not self._ready.wait(timeout) or self.error is not None:
            raise RuntimeError(f"the host did not start: {self.error}")
        return self.host.port

    def _run(self) -> None:
        async def main():
            self.loop = asyncio.get_running_loop()
            self._stop = asyncio.Event()
            try:
                await self.host.start(self.bind, self.port, self.ssl)
            except BaseException as e:
                self.error = e
                self._ready.set()
                return
            self._ready.set()
            await self._stop.wait()
            await self.host.stop()
        asyncio.run(main())

    def call(self, fn, timeout: float = 5.0):
        """Run ``fn()`` on the host's loop and return its result (the tests read the state so)."""
        fut = asyncio.run_coroutine_threadsafe(_call(fn), self.loop)
        return fut.result(timeout)

    def stop(self, timeout: float = 5.0) -> None:
        if self.loop is not None and self._stop is not None and self.thread.is_alive():
            self.loop.call_soon_threadsafe(self._stop.set)
        self.thread.join(timeout)


async def _call(fn):
    return fn()
