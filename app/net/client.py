"""A seat's end of a network table: join (or rejoin with the token), receive the seat's
view and redacted events, send actions for the seat.

``Client`` is the asyncio end (the tests, the benchmark, ``lomber --join --bot``);
``ClientThread`` runs one in a thread of its own for the window, which must never wait on
the network: the window puts actions in and takes messages out of queues, each frame,
without blocking. Every wait here has a timeout and every retry a count.
"""
from __future__ import annotations

import asyncio
import queue
import threading
import time

import websockets
from websockets.asyncio.client import connect

from . import protocol as P
from .bots import decide


class NetError(Exception):
    """The host refused (``code``, one of protocol.ERRORS) or could not be reached."""

    def __init__(self, message: str, code: str = "net"):
        super().__init__(message)
        self.code = code


def check_address(addr: str) -> str:
    """``ADDR`` as a ws:// or wss:// URL (``host:port`` gets ``ws://``); raises NetError."""
    addr = addr.strip()
    if "://" not in addr:
        addr = "ws://" + addr
    if not addr.startswith(("ws://", "wss://")):
        raise NetError(f"the address must be ws://HOST:PORT or wss://HOST:PORT, not {addr!r}", "address")
    return addr


class Client:
    def __init__(self, url: str, code: str, name: str = "", token: str | None = None, ssl=None):
        self.url, self.code, self.name, self.token, self.ssl = check_address(url), code, name, token, ssl
        self.ws = None
        self.seat: int | None = None
        self.welcome: dict | None = None
        self.view = None
        self.deal = 0
        self.received: list = []        # every message's text, when ``keep`` (the privacy tests)
        self.keep = False
        self.bytes_in = 0

    async def connect(self, timeout: float = 5.0) -> dict:
        """Open the connection and take the seat (join, or rejoin with ``token``); returns the
        welcome. Raises NetError when refused or unreachable."""
        kw = {"ssl": self.ssl} if self.ssl is not None else {}
        try:
            self.ws = await asyncio.wait_for(connect(self.url, open_timeout=timeout, close_timeout=1,
                                                     max_size=P.MAX_HOST_BYTES, **kw), timeout)
        except (OSError, asyncio.TimeoutError, TimeoutError, websockets.InvalidURI,
                websockets.InvalidHandshake) as e:
            raise NetError(f"cannot reach {self.url}: {e}") from None
        await self.ws.send(P.rejoin(self.code, self.token) if self.token else P.join(self.code, self.name))
        msg = await self.recv(timeout)
        if msg["type"] == "error":
            await self.close()
            raise NetError(msg["message"], msg["code"])
        if msg["type"] != "welcome":
            raise NetError(f"the host answered {msg['type']!r} to a join", "protocol")
        self.welcome, self.seat, self.token = msg, msg["seat"], msg["token"]
        return msg

    async def recv(self, timeout: float = 10.0) -> dict:
        """The next message from the host, checked and decoded; raises NetError on a closed
        connection, a timeout or a message that breaks the protocol."""
        if self.ws is None:
            raise NetError("not connected", "closed")
        try:
            text = await asyncio.wait_for(self.ws.recv(), timeout)
        except (asyncio.TimeoutError, TimeoutError):
            raise NetError(f"no message from the host in {timeout} s", "timeout") from None
        except websockets.ConnectionClosed as e:
            raise NetError(f"the connection closed ({e.rcvd.code if e.rcvd else 'no code'})", "closed") from None
        self.bytes_in += len(text.encode("utf-8")) if isinstance(text, str) else len(text)
        if self.keep:
            self.received.append(text)
        try:
            msg = P.parse_host(text)
        except P.ProtocolError as e:
            raise NetError(f"the host sent a bad message: {e}", "protocol") from None
        if msg["type"] == "update":
            self.view, self.deal = msg["view"], msg["deal"]
        return msg

    async def send_raw(self, text) -> None:
        await self.ws.send(text)

    async def act(self, action) -> None:
        await self.ws.send(P.act(self.view.turn, action))

    async def again(self) -> None:
        await self.ws.send(P.message("again"))

    async def close(self) -> None:
        if self.ws is not None:
            try:
                await asyncio.wait_for(self.ws.close(), 2)
            except (asyncio.TimeoutError, TimeoutError):
                pass


async def play_bot(url: str, code: str, level: str = "rule", name: str = "", deals: int = 1,
                   timeout: float = 120.0, seed: int = 0, on_message=None, ssl=None, rejoins: int = 0,
                   token: str | None = None, on_seated=None) -> dict:
    """Join and play ``deals`` deals with the bot of ``level`` deciding from the seat's view
    alone; returns ``{"seat", "results": [Result json per deal], "moves"}``. Bounded: at most
    ``timeout`` seconds in all, and 100,000 messages. A dropped connection (the host died and
    is coming back) is retried with the seat's token, ``rejoins`` times, half a second apart.
    ``token``: take back the seat that token holds (a client process that was killed);
    ``on_seated(seat, token)`` is called on every welcome (the token changes each time)."""
    c = Client(url, code, name, token=token, ssl=ssl)
    await c.connect()
    if on_seated is not None:
        on_seated(c.seat, c.token)
    deadline = time.monotonic() + timeout
    results, moves, acted_on = [], 0, None
    tries = rejoins
    try:
        for _ in range(100_000):
            left = deadline - time.monotonic()
            if left <= 0:
                raise NetError(f"the game did not end in {timeout} s", "timeout")
            try:
                msg = await c.recv(left)
            except NetError as e:
                if e.code != "closed" or tries <= 0:
                    raise
                tries -= 1
                await asyncio.sleep(0.5)
                token = c.token
                c = Client(url, code, token=token, ssl=ssl)
                try:
                    await c.connect(timeout=2)
                    tries = rejoins
                    if on_seated is not None:
                        on_seated(c.seat, c.token)
                except NetError as e2:
                    if e2.code in P.ERRORS:       # refused (a stale token): no use trying again
                        raise
                    c.token = token
                acted_on = None
                continue
            if on_message is not None:
                on_message(c, msg)
            if msg["type"] == "error":
                if msg["code"] == "waiting":     # not everyone is seated: act again on the next update
                    acted_on = None
                    continue
                raise NetError(msg["message"], msg["code"])
            v = msg["view"]
            if v.over:
                if not results or results[-1][0] != msg["deal"]:
                    results.append((msg["deal"], v.result))
                    if len(results) >= deals:
                        break
                    await c.again()
                continue
            if v.to_move == c.seat and v.legal and acted_on != (msg["deal"], v.turn):
                acted_on = (msg["deal"], v.turn)
                from rules import get_game
                action = await asyncio.to_thread(decide, level, get_game(v.game), v, seed + v.turn)
                await c.act(action)
                moves += 1
    finally:
        await c.close()
    return {"seat": c.seat, "results": [r.to_json() for _, r in results], "moves": moves}


class ClientThread:
    """A client in a thread of its own, for the window: ``inbox`` holds what the host sent
    (decoded messages, and ``{"type": "lost"}`` / ``{"type": "fatal"}`` when the connection
    drops or the host refuses); ``act`` and ``again`` hand messages to the thread and return
    at once. A dropped connection is retried with the seat's token (``retries`` times, a
    second apart), so the seat comes back at the current position. ``join_if_stale``: a
    token kept from an earlier run that the host refuses before the first welcome is
    dropped (``{"type": "stale"}`` in the inbox) and the seat asked for anew, once."""

    def __init__(self, url: str, code: str, name: str = "", token: str | None = None, retries: int = 30,
                 join_if_stale: bool = False):
        self.client = Client(url, code, name, token)
        self.inbox: queue.Queue = queue.Queue()
        self.retries = retries
        self.join_if_stale = join_if_stale and token is not None
        self.loop = None
        self._out: asyncio.Queue | None = None
        self._stopping = False
        self.thread = threading.Thread(target=self._run, name="lomber-client", daemon=True)

    def start(self) -> None:
        self.thread.start()

    def act(self, turn: int, action) -> None:
        self._post(P.act(turn, action))

    def again(self) -> None:
        self._post(P.message("again"))

    def _post(self, text: str) -> None:
        if self.loop is not None and self._out is not None:
            self.loop.call_soon_threadsafe(self._out.put_nowait, text)

    def stop(self, timeout: float = 3.0) -> None:
        self._stopping = True
        if self.loop is not None and self._out is not None and self.thread.is_alive():
            try:
                self.loop.call_soon_threadsafe(self._out.put_nowait, None)
            except RuntimeError:        # the thread ended meanwhile (refused): its loop is closed
                pass
        if self.thread.ident is not None:
            self.thread.join(timeout)

    def _run(self) -> None:
        asyncio.run(self._main())

    async def _main(self) -> None:
        self.loop = asyncio.get_running_loop()
        self._out = asyncio.Queue()
        c = self.client
        failures = 0
        while not self._stopping and failures <= self.retries:
            try:
                welcome = await c.connect()
            except NetError as e:
                if e.code == "bad_token" and self.join_if_stale:
                    self.join_if_stale = False
                    c.token = None
                    self.inbox.put({"type": "stale", "message": str(e)})
                    continue
                if e.code in P.ERRORS:          # refused: a wrong code, a full table, a stale token
                    self.inbox.put({"type": "fatal", "code": e.code, "message": str(e)})
                    return
                failures += 1
                self.inbox.put({"type": "lost", "message": str(e)})
                await asyncio.sleep(1.0)
                continue
            failures = 0
            self.join_if_stale = False
            self.inbox.put(welcome)
            await self._pump()
            await c.close()
            if not self._stopping:
                self.inbox.put({"type": "lost", "message": "the connection dropped; rejoining"})
                await asyncio.sleep(0.5)
        if not self._stopping:
            self.inbox.put({"type": "fatal", "code": "lost", "message": "the host cannot be reached"})

    async def _pump(self) -> None:
        c = self.client

        async def reader():
            while True:
                msg = await c.recv(timeout=3600)
                self.inbox.put(msg)

        async def writer():
            while True:
                text = await self._out.get()
                if text is None:
                    return
                await c.send_raw(text)

        tasks = [asyncio.create_task(reader()), asyncio.create_task(writer())]
        try:
            await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED)
        finally:
            for t in tasks:
                t.cancel()
            for t in tasks:
                try:
                    await t
                except (asyncio.CancelledError, NetError, websockets.ConnectionClosed, OSError):
                    pass
