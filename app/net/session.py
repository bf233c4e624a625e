"""A network game as the window's table sees it: the seat's view instead of the state.

The table scene (app/scenes/table.py) reads a ``Session``: its state, match, controllers,
names and log. ``NetSession`` offers the same, built from what the host sends this seat —
``RemoteState`` answers ``view`` with the last view received (the only one this seat has),
``RemoteMatch`` the match's public side, and every other seat's controller is ``Elsewhere``
(a person or a bot deciding on another computer: the table waits for the host's update).
The seat's own actions go to the host (``send``); the table shows them when the host's
update comes back (``pop``), like anyone's. No pygame here, and nothing blocks: the network
is a ``ClientThread``'s.
"""
from __future__ import annotations

from collections import deque

from rules import get_game

from ..session import Session
from ..setup import SeatSpec, Setup
from ..controllers import HumanController
from .client import ClientThread

MAX_CHUNKS = 400        # the log's event chunks kept to word it again (a change of language)
POP_LIMIT = 200         # messages taken from the thread in one frame


class Elsewhere:
    """A seat decided on another computer: never ready here."""
    human = False
    ready = False
    spent_ms = 0.0
    level = "remote"

    def __init__(self, seat: int):
        self.seat = seat
        self.turn = None

    def begin(self, view) -> None:
        self.turn = view.turn

    def think(self, ms: float = 0.0) -> bool:
        return False

    def stop(self) -> None:
        """Nothing thinks here for a seat played elsewhere: leaving the table has nothing to stop."""

    def reset(self) -> None:
        self.turn = None


class RemoteState:
    """The deal as one seat knows it: what a ``rules`` State is asked by the table."""

    def __init__(self, game, view, options: dict, start_events=()):
        self.game = game
        self._view = view
        self.options = dict(options)
        self.seats = view.seats
        self.seed = 0                       # the host's secret: the hint searches from the view
        self.start_events = list(start_events)
        self.match = None                   # the RemoteMatch sets itself here

    def view(self, seat=None):
        return self._view

    @property
    def over(self) -> bool:
        return self._view.over

    @property
    def to_move(self):
        return self._view.to_move

    @property
    def history(self) -> list:
        return [None] * self._view.turn     # its length is what the table counts

    def legal_actions(self) -> list:
        return list(self._view.legal)

    def result(self):
        return self._view.result

    def sheet_sections(self) -> tuple:
        """The sections the game keeps of itself (Мушка's пулька): the live sheet's, less the match's."""
        m = self.match
        if m is None or not m.sent.get("live") or not m.sent.get("view"):
            return ()
        base = m.sent["view"].sheet.sections
        return tuple(x for x in m.sent["live"].sections if x not in base)


class RemoteMatch:
    """The match's public side, as the host sent it (``protocol.match_public``): ``sent``."""

    def __init__(self, state: RemoteState, public: dict | None = None):
        self.state = state
        state.match = self
        self.sent = public or {"between": False, "records": 0, "view": None, "live": None,
                                 "legacy": {"games": 0, "fools": [0] * state.seats, "draws": 0},
                                 "carried_games": 0, "dealer_next": False}

    @property
    def between(self) -> bool:
        return self.state.over

    @property
    def phase(self) -> str:
        return "between" if self.between else "playing"

    @property
    def records(self) -> list:
        return [None] * self.sent["records"]

    @property
    def carried(self) -> dict:
        return {"games": self.sent["carried_games"]}

    @property
    def next(self):
        if not self.between:
            return None
        return {"options": {"dealer": None} if self.sent["dealer_next"] else {}}

    def view(self):
        return self.sent["view"]

    def live_sheet(self):
        return self.sent["live"]

    def legacy_tally(self) -> dict:
        return dict(self.sent["legacy"])


class NetSession:
    remote = True
    autosave = None
    save_error = None
    undos = 0
    undo_allowed = False

    def __init__(self, client: ClientThread, lang: str = "ru", indices: str | None = None, host=None,
                 slot=None):
        self.client = client
        self.host = host                    # the HostThread this window runs, if it hosts
        self.slot = slot                    # where the seat's token is kept (seat_tokens.TokenSlot)
        self.lang, self.indices = lang, indices
        self.seat: int | None = None
        self.game = None
        self.state = None
        self.match = None
        self.deal = None
        self.names: list = []
        self.setup = None
        self.controllers: list = []
        self.log: list = []
        self.line_events: list = []
        self.chunks: deque = deque(maxlen=MAX_CHUNKS)
        self.sent_turn = None               # the move our last action was made on
        self.notices: list = []             # what the connection said (lost, back, refused)
        self.fatal: str | None = None
        self._queue: deque = deque()
        self.present: list = []
        self._seen: set = set()             # the seats someone has played at this table

    # --- reading the host ---------------------------------------------------------
    def pump(self) -> None:
        """Move what the client thread received into this session's queue (bounded)."""
        box = self.client.inbox
        for _ in range(POP_LIMIT):
            try:
                msg = box.get_nowait()
            except Exception:
                return
            kind = msg.get("type")
            if kind == "welcome":
                self._welcome(msg)
            elif kind == "update":
                self._queue.append(msg)
            elif kind == "lost":
                self.notices.append(("lost", msg.get("message", "")))
            elif kind == "stale":           # the kept token is refused: forget it, join anew
                if self.slot is not None:
                    self.slot.forget()
                self.notices.append(("refused", msg.get("message", "")))
            elif kind == "fatal":
                if msg.get("code") == "bad_token" and self.slot is not None:
                    self.slot.forget()
                self.fatal = msg.get("message") or msg.get("code")
                self.notices.append(("fatal", self.fatal))
            elif kind == "error":
                self.notices.append(("refused", msg.get("message", "")))
                self.sent_turn = None       # the table may act again

    @property
    def ready(self) -> bool:
        """Seated and the first view received."""
        return self.state is not None

    def _welcome(self, msg: dict) -> None:
        self.seat = msg["seat"]
        if self.slot is not None:           # a new token on every welcome: the old one is void now
            self.slot.keep(msg["token"])
        self.game = get_game(msg["game"])
        self.names = list(msg["names"])
        self.options = dict(msg["options"])
        seats = [SeatSpec("human" if i == self.seat else "bot", "" if i == self.seat else "remote", n)
                 for i, n in enumerate(self.names)]
        self.setup = Setup(self.game.id, seats, dict(self.options), None)
        self.controllers = [HumanController(i) if i == self.seat else Elsewhere(i) for i in range(len(seats))]
        self.notices.append(("seated", str(self.seat)))

    def peek(self):
        self.pump()
        return self._queue[0] if self._queue else None

    def pop(self, lang: str):
        """The next update, applied: ``(kind, events)`` — ``"move"`` (the events of one
        action, to animate), ``"sync"`` (the whole position anew: show it as it is) or
        ``"deal"`` (a new deal begins: its opening events) — or None when none waits."""
        self.pump()
        if not self._queue:
            return None
        msg = self._queue.popleft()
        view, events = msg["view"], msg["events"]
        self.names = list(msg["names"])
        if self.present:
            for seat in sorted(set(self.present) - set(msg["present"])):
                self.notices.append(("away", self.names[seat]))
            for seat in sorted(set(msg["present"]) - set(self.present)):
                self.notices.append(("back" if seat in self._seen else "joined", self.names[seat]))
        self.present = list(msg["present"])
        self._seen.update(self.present)
        if self.setup is not None:
            for i, n in enumerate(self.names):
                self.setup.seats[i].name = n
        new_deal = self.deal is None or msg["deal"] != self.deal
        self.deal = msg["deal"]
        if new_deal:
            start = events if view.turn == 0 else []
            self.state = RemoteState(self.game, view, self.options, start)
            self.match = RemoteMatch(self.state, msg["match"] or (self.match.sent if self.match else None))
            self.chunks.clear()
            self.log, self.line_events = self._tell(list(start), lang)
            self.chunks.append(list(start))
            kind = "deal"
        else:
            self.state._view = view
            if msg["match"] is not None:
                self.match.sent = msg["match"]
            kind = "sync" if msg["sync"] else "move"
            if events:
                lines, self.line_events = self._tell(events, lang)
                self.log.extend(lines)
                del self.log[:-200]
                self.chunks.append(list(events))
            else:
                self.line_events = []
        if self.sent_turn is not None and view.turn != self.sent_turn:
            self.sent_turn = None
        return kind, (events if kind != "sync" else [])

    # --- acting -------------------------------------------------------------------------
    @property
    def waiting(self) -> bool:
        """Our action is on its way: the table takes no other until the host answers."""
        return self.sent_turn is not None and self.state is not None and self.state.view().turn == self.sent_turn

    def send(self, action) -> None:
        turn = self.state.view().turn
        self.sent_turn = turn
        self.client.act(turn, action)

    def again(self) -> None:
        self.client.again()

    def close(self) -> None:
        """Leave the table. Leaving a finished deal ends the game here: its kept token goes;
        leaving mid-deal keeps it, to come back to the seat."""
        if self.slot is not None and self.state is not None and self.state.over:
            self.slot.forget()
        self.client.stop()
        if self.host is not None:
            self.host.stop()

    # --- what Session offers the table ------------------------------------------------------
    @property
    def humans(self) -> list:
        return [] if self.seat is None else [self.seat]

    @property
    def tally(self) -> dict:
        return self.match.legacy_tally()

    @property
    def seed(self) -> int:
        return 0

    log_viewer = property(lambda self: self.seat)
    _tell = Session._tell

    def set_lang(self, lang: str) -> None:
        self.lang = lang

    def rebuild_log(self, lang: str, indices: str | None = None) -> None:
        if indices is not None:
            self.indices = indices
        self.lang = lang
        chunks = list(self.chunks)
        log: list = []
        for events in chunks[:-1]:
            log.extend(self._tell(events, lang, steps=False)[0])
        if chunks:
            lines, self.line_events = self._tell(chunks[-1], lang)
            log.extend(lines)
        self.log = log[-200:]

    def replay_setup(self):
        return self.setup

    def undo(self, lang: str = "ru") -> bool:
        return False

    def apply(self, *a, **kw):
        raise RuntimeError("a network game's actions go to its host (NetSession.send)")


def connect(url: str, code: str, name: str = "", lang: str = "ru", indices=None, host=None,
            slot=None, token: str | None = None) -> NetSession:
    """Start the client thread for the table at ``url`` (it connects in the background).
    ``slot`` (seat_tokens.TokenSlot): keep the seat's token there, and rejoin with the one
    kept from an earlier run (a window that was killed); ``token``: rejoin with this one."""
    kept = slot.load() if slot is not None and token is None else None
    client = ClientThread(url, code, name, token or kept, join_if_stale=kept is not None)
    client.start()
    return NetSession(client, lang, indices, host=host, slot=slot)
