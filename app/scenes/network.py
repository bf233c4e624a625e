"""«Сетевая игра»: open a table for others to join, or join one; then wait until every
seat is taken, and open the table.

Hosting starts a ``HostThread`` (app/net/host.py) with the menu's game, options and seats
(its «человек» seats are the remote ones; this window takes the first) and joins it over
loopback like any player. The host listens on the address ``LOMBER_NET_BIND`` names, by
default every address of this computer (0.0.0.0), so that the others can reach it; the
address(es) and the join code are shown to be told to them; the host chooses beforehand
whether the table waits for a player who dropped or a bot plays for him after 30 s / 2 min
(``Host(bot_after=…)``). Joining asks for the address,
the code and a name. The network runs in threads; this scene only looks at their queues.
"""
from __future__ import annotations

import os
import socket

import pygame

from ..fonts import CHALK, CHALK_DIM, GOLD
from ..i18n import pick
from ..widgets import Button, Choice, FocusRing, TextField, panel
from .base import Scene

RED = (236, 180, 160)
# the host's choice: after how many seconds away a bot plays for a player (None: the table waits)
BOT_AFTER = (None, 30, 120)


def host_addresses(bind: str, port: int) -> list:
    """The addresses to tell the players: this computer's own (as its name resolves
    locally), or only the loopback one when the table listens there alone."""
    if bind in ("127.0.0.1", "::1", "localhost"):
        return [f"{bind}:{port}"]
    found = []
    try:
        for a in socket.gethostbyname_ex(socket.gethostname())[2]:
            if not a.startswith("127.") and a not in found:
                found.append(a)
    except OSError:
        pass
    return [f"{a}:{port}" for a in found[:4]] or [f"127.0.0.1:{port}"]


class NetworkScene(Scene):
    def __init__(self, app, setup=None, join=None):
        """``setup``: the menu's game and seats, to host; ``join``: (address, code, name[,
        token]) to join straight away (``lomber --join [--token T]``)."""
        super().__init__(app)
        self.setup = setup
        self.session = None
        self.message = ""
        self.share: list = []           # the lines to tell the players (a host)
        self.focus = FocusRing()
        t = app.t
        self.addr = TextField("net_address", "", max_len=60, placeholder="192.168.1.20:8765")
        self.code = TextField("net_code", "", max_len=12, placeholder="K7PQ2M")
        self.name = TextField("net_name", "", max_len=24, placeholder=t("net_name"))
        self.btn_host = Button("net_host", t("net_host"), on_click=self.host, primary=True)
        self.btn_join = Button("net_join", t("net_join"), on_click=self.join, primary=True)
        self.btn_back = Button("net_back", t("net_back"), on_click=self.back)
        self.bot_after = Choice("net_bot_after", list(BOT_AFTER), self._bot_after_label)
        self.btn_host.visible = self.bot_after.visible = setup is not None
        self.token = None               # lomber --join --token: the seat to take back
        if join is not None:
            self.addr.text, self.code.text, self.name.text = join[:3]
            self.token = join[3] if len(join) > 3 else None
            self.join()

    def widgets(self) -> list:
        if self.session is not None:
            return [self.btn_back]
        return [self.btn_host, self.bot_after, self.addr, self.code, self.name, self.btn_join, self.btn_back]

    def _bot_after_label(self, seconds) -> str:
        t = self.app.t
        when = (t("net_bot_never") if seconds is None else
                t("net_bot_minutes", n=seconds // 60) if seconds >= 60 else t("net_bot_seconds", n=seconds))
        return t("net_bot_after", when=when)

    # ---------------------------------------------------------------- actions
    def host(self) -> None:
        from ..net.host import Host, HostThread
        from ..net.cli import DEFAULT_PORT
        from ..net.session import connect
        setup = self.setup
        kinds = ["remote" if s.human else f"bot:{s.level}" for s in setup.seats]
        if "remote" not in kinds:
            self.message = self.app.t("net_need_human")
            return
        names = setup.names(self.app.lang)
        bind = os.environ.get("LOMBER_NET_BIND", "0.0.0.0")
        save = os.path.join(self.app.saves.root, "net-table.json")
        try:
            ht = None
            for port in (DEFAULT_PORT, 0):          # the usual port, else any free one
                try:
                    ht = HostThread(Host(setup.game, kinds, options=setup.options, seed=setup.seed, names=names,
                                         save=save, bot_after=self.bot_after.value), bind, port)
                    ht.start()
                    break
                except RuntimeError:
                    ht = None
            if ht is None:
                raise RuntimeError("no port to listen on")
        except (RuntimeError, ValueError, OSError) as e:
            self.message = self.app.t("net_open_failed", reason=str(e))
            return
        port = ht.host.port
        self.share = [self.app.t("net_share")] + [f"{a}   ·   {self.app.t('net_code')}: {ht.host.code}"
                                                  for a in host_addresses(bind, port)]
        self.session = connect(f"ws://127.0.0.1:{port}", ht.host.code, names[kinds.index("remote")],
                               self.app.lang, self.app.settings.card_indices, host=ht)
        self.message = ""
        self.layout(self.app.size)

    def join(self) -> None:
        from ..net.client import NetError, check_address
        from ..net.session import connect
        addr, code = self.addr.text.strip(), self.code.text.strip().upper()
        if not addr or not code:
            self.message = self.app.t("net_need_fields")
            return
        try:
            url = check_address(addr)
        except NetError as e:
            self.message = str(e)
            return
        from ..net.seat_tokens import SeatTokens
        # the seat's token is kept in the data folder: a window killed mid-game rejoins with it
        slot = SeatTokens(self.app.saves.root).slot(url, code)
        self.session = connect(url, code, self.name.text.strip(), self.app.lang, self.app.settings.card_indices,
                               slot=slot, token=self.token)
        self.message = self.app.t("net_connecting", url=url)
        self.layout(self.app.size)

    def back(self) -> None:
        if self.session is not None:
            self.session.close()
            self.session = None
        self.app.open_menu()

    # ---------------------------------------------------------------- the frame
    def update(self, dt: float) -> None:
        s = self.session
        if s is None:
            return
        s.pump()
        if s.fatal:
            reason = s.fatal
            s.close()
            self.session = None
            self.message = self.app.t("net_lost", reason=reason)
            self.layout(self.app.size)
            return
        for _ in range(200):                    # the position so far (bounded)
            if s.peek() is None:
                break
            s.pop(self.app.lang)
        s.notices.clear()
        if s.ready and len(s.present) == s.state.seats:
            from .table import TableScene
            self.app.switch(TableScene(self.app, s))
            return
        if s.ready:
            self.message = (self.app.t("net_seat", n=s.seat + 1) + " · "
                            + self.app.t("net_waiting", here=len(s.present), seats=s.state.seats))

    def wake_in_ms(self):
        if self.session is not None:
            return 50                           # the network's news are looked for this often
        return super().wake_in_ms()

    def handle(self, ev) -> None:
        if ev.type == pygame.KEYDOWN:
            if ev.key == pygame.K_ESCAPE:
                self.back()
                return
            if ev.key == pygame.K_TAB:
                self.focus.move(-1 if ev.mod & pygame.KMOD_SHIFT else 1)
                return
            if ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                cur = self.focus.current
                if isinstance(cur, Button):
                    cur.activate()
                elif self.session is None:
                    self.join()
                return
        for w in self.widgets():
            if w.handle(ev):
                if isinstance(w, TextField):
                    self.focus.focus_on(w)
                return

    def layout(self, size) -> None:
        w, h = size
        u = self.u = min(w / 1280, h / 720)
        pw, ph = int(min(760 * u, w - 40)), int(min(600 * u, h - 40))
        self.panel = pygame.Rect(0, 0, pw, ph)
        self.panel.center = (w // 2, h // 2)
        x, cw = self.panel.x + int(40 * u), pw - int(80 * u)
        row = int(40 * u)
        y = self.panel.y + int(90 * u)
        self.host_y = y
        self.btn_host.rect = pygame.Rect(x, y + int(72 * u), int(cw * 0.4), row)
        self.bot_after.rect = pygame.Rect(self.btn_host.rect.right + int(12 * u), y + int(72 * u),
                                          x + cw - self.btn_host.rect.right - int(12 * u), row)
        y += int(160 * u)
        self.join_y = y
        fy = y + int(34 * u)
        self.addr.rect = pygame.Rect(x, fy + int(20 * u), int(cw * 0.45), row)
        self.code.rect = pygame.Rect(self.addr.rect.right + int(10 * u), fy + int(20 * u), int(cw * 0.22), row)
        self.name.rect = pygame.Rect(self.code.rect.right + int(10 * u), fy + int(20 * u),
                                     x + cw - self.code.rect.right - int(10 * u), row)
        self.btn_join.rect = pygame.Rect(x, fy + int(76 * u), int(cw * 0.5), row)
        self.btn_back.rect = pygame.Rect(self.panel.right - int(40 * u) - int(180 * u),
                                         self.panel.bottom - int(60 * u), int(180 * u), row)
        for wdg in (self.addr, self.code, self.name, self.btn_host, self.bot_after, self.btn_join, self.btn_back):
            wdg.px = round(17 * u)
        self.focus.set(self.widgets())
        if self.focus.current is None and self.widgets():
            self.focus.focus_on(self.widgets()[0])

    def draw(self, target) -> None:
        app, u, r = self.app, self.u, self.panel
        f = app.fonts
        target.blit(app.painter.art.baize(*target.get_size(), rim=True), (0, 0))
        panel(target, r, radius=int(18 * u), colour=(12, 28, 18, 215), border=(150, 130, 90))
        f.draw(target, app.t("net_title"), (r.centerx, r.y + 20 * u), round(32 * u), GOLD, "serif-bold", "midtop")
        x, cw = r.x + int(40 * u), r.w - int(80 * u)
        if self.session is None:
            if self.setup is not None:
                from rules import get_game
                title = pick(get_game(self.setup.game).title, app.lang)
                f.draw(target, f"{app.t('net_host')}: {title}", (x, self.host_y), round(20 * u), CHALK)
                for i, line in enumerate(f.wrap(app.t("net_host_about"), round(14 * u), cw)[:2]):
                    f.draw(target, line, (x, self.host_y + 28 * u + i * 18 * u), round(14 * u), CHALK_DIM)
            f.draw(target, app.t("net_join"), (x, self.join_y), round(20 * u), CHALK)
            for fld, key in ((self.addr, "net_address"), (self.code, "net_code"), (self.name, "net_name")):
                f.draw(target, app.t(key), (fld.rect.x, fld.rect.y - 20 * u), round(13 * u), CHALK_DIM)
        y = r.y + int(90 * u) if self.session is not None else self.btn_join.rect.bottom + int(20 * u)
        lines = list(self.share) if self.session is not None else []
        if self.message:
            lines.append(self.message)
        for line in lines:
            for part in f.wrap(line, round(17 * u), cw):
                f.draw(target, part, (x, y), round(17 * u), GOLD if self.share and line in self.share[1:] else CHALK)
                y += int(26 * u)
        for wdg in self.widgets():
            wdg.draw(target, f)
