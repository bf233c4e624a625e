"""The program's one event loop: input, animation, bots and drawing, frame by frame.

``App.tick()`` runs one turn of the loop; ``run()`` loops until the window closes; tests
call ``run_frames(n)`` and post real pygame events in between. With a headless video
driver (dummy/offscreen) the clock is virtual — every turn advances 1/60 s without
sleeping — so animations and bot pauses behave the same, only faster than real time.

An idle program does not spin: while something moves or a bot thinks (``Scene.wake_in_ms``
says 0) every turn is a frame at the full frame rate; otherwise a turn draws only when
an event came or the scene's timer (a blinking caret) or the once-a-second safety wake
is due, and ``run()`` sleeps in ``pygame.event.wait`` until then.
"""
from __future__ import annotations

import gc
import json
import os
import sys
import time
from array import array
from dataclasses import dataclass, field

import pygame

from . import textrec
from .draw.cards import CardPainter
from .fonts import Fonts
from .i18n import t as translate
from .saves import Saves
from .settings import Settings
from .sound import Sounds
from .stats import Stats

FPS = 60
MIN_SIZE = (800, 480)          # app.cli checks --size against the same
IDLE_WAKE_MS = 1000     # an idle program still draws once a second: what no event announces shows up
IDLE_POLL_MS = 12       # idle, the events are looked at this often (an input waits less than a frame)
SETTLE_FRAMES = 3       # full frames after an event or a scene change, until what it started settles


def initial_size(desktop) -> tuple:
    """The window's first size: 16:9, four fifths of the screen (``desktop``, in real pixels,
    or None when unknown: 1280×720). On a 4K screen the table is laid out for 3072×1728 and
    drawn at that scale, crisp, rather than as a 1280×720 image the system stretches."""
    if not desktop or min(desktop) <= 0:
        return (1280, 720)
    k = min(desktop[0] * 0.8 / 1280, desktop[1] * 0.8 / 720)
    w, h = int(1280 * k), int(720 * k)
    return (max(MIN_SIZE[0], min(w, desktop[0])), max(MIN_SIZE[1], min(h, desktop[1])))


@dataclass
class LaunchOptions:
    setup: object = None            # a Setup: go straight to the table
    size: tuple | None = (1280, 720)    # None: initial_size() of the screen
    lang: str | None = None
    speed: str | None = None
    exit_when_over: bool = False
    games: int = 1                  # games in a row: «Ещё раз» is pressed by itself until then
    screenshot: str | None = None
    stats: bool = False
    replay: tuple | None = None     # (final state, setup) of a record to watch
    first_frame_time: bool = False  # print when the first frame was drawn (JSON), then quit
    join: tuple | None = None       # (address, code, name): join that network table (lomber --join)
    extra: dict = field(default_factory=dict)


class App:
    def __init__(self, options: LaunchOptions | None = None):
        self.options = options or LaunchOptions()
        # HiDPI: on Windows the window is in the screen's real pixels (the table is laid out
        # for them) rather than a small window the system magnifies and blurs.
        os.environ.setdefault("SDL_WINDOWS_DPI_AWARENESS", "permonitorv2")
        # Only the display and fonts: the program needs no audio device.
        pygame.display.init()
        pygame.font.init()
        self.settings = Settings.load()
        if self.options.lang:
            self.settings.lang = self.options.lang
        if self.options.speed:
            self.settings.speed = self.options.speed
        if self.options.size is None:
            virtual = pygame.display.get_driver() in ("dummy", "offscreen")
            try:
                desktop = None if virtual else pygame.display.get_desktop_sizes()[0]
            except (pygame.error, IndexError):
                desktop = None
            self.options.size = initial_size(desktop)
        self.windowed_size = tuple(self.options.size)
        self.fullscreen = False
        self.screen = pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
        try:        # the window manager keeps the window at least as large as the table's layout needs
            pygame.Window.from_display_module().minimum_size = MIN_SIZE
        except (AttributeError, pygame.error):
            pass
        pygame.display.set_caption(self.t("app_title"))
        driver = pygame.display.get_driver()
        self.virtual_clock = driver in ("dummy", "offscreen")
        self.clock = pygame.time.Clock()
        self.fonts = Fonts()
        self.painter = CardPainter(self.settings.card_indices, self.settings.four_colour)
        self._set_budgets()
        icon = pygame.Surface((32, 32), pygame.SRCALPHA)
        icon.blit(self.painter.art.face(14, "H", 23, 32), (4, 0))   # the ace of hearts
        pygame.display.set_icon(icon)
        # the saved games: what a kill left is cleaned and the old single autosave joins the list
        self.saves = Saves()
        self.saves.startup()
        self.statistics = Stats(self.saves.root)
        # the mixer and the sounds come after the first frame (App._after_first_frame)
        self.sounds = Sounds(self.settings.sound_volume, root=self.saves.root)
        self.notes: list[str] = []            # said once in the next table's log (sound off, …)
        self._apply_look()
        if self.settings.fullscreen and not self.virtual_clock:
            self.toggle_fullscreen()
        self.scene = None
        self.running = True
        self.frames = 0                       # frames drawn
        self.turns = 0                        # turns of the loop (idle turns draw nothing)
        self._woken: list = []                # the event that ended an idle wait (handled next)
        self._settle = SETTLE_FRAMES          # full frames still owed to the last change
        self._wake_at = None                  # idle: when the next frame is due (None: every turn)
        self._waited = False
        self._collect = False                 # a scene was left: free it at the next turn
        # per frame, as C doubles (8 bytes, not a 32-byte float object each): hours of play or
        # games in a row must not grow the memory by much
        self.frame_ms = array("d")
        self.think_log = array("d")           # of each frame, the part bots spent thinking
        self.think_ms = 0.0
        self.last_work_ms = 0.0
        self.frame_marks: dict = {}           # this frame's named costs (the scene sets them)
        self.marks: dict = {}                 # name -> (that cost per frame, the frame's total): two arrays
        self.mouse = (-1, -1)
        self.games_over = 0                   # games that reached the results
        self.rss_mb: list[float] = []         # the process's resident memory after each of them
        self.now_ms = 0.0
        if self.options.join is not None:
            self.open_network(join=self.options.join)
        elif self.options.replay is not None:
            self.watch(*self.options.replay)
        elif self.options.setup is not None:
            self.begin(self.options.setup)
        else:
            self.open_menu()

    # ---------------------------------------------------------------- words
    @property
    def lang(self) -> str:
        return self.settings.lang

    def t(self, key: str, **fmt) -> str:
        return translate(key, self.lang, **fmt)

    @property
    def size(self) -> tuple:
        return self.screen.get_size()

    # ---------------------------------------------------------------- scenes
    def switch(self, scene) -> None:
        if self.scene is not None:
            self.scene.leave()
            self._collect = True
        self.scene = scene
        scene.resize(self.size)
        self.wake()

    def open_menu(self, message: str | None = None) -> None:
        from .scenes.menu import MenuScene
        self.switch(MenuScene(self, message=message))

    def open_network(self, setup=None, join=None) -> None:
        """«Сетевая игра»: host the menu's ``setup``, or join a table (``join``)."""
        from .scenes.network import NetworkScene
        self.switch(NetworkScene(self, setup=setup, join=join))

    def begin(self, setup) -> None:
        """A new game asked for on the command line: straight to the table, unless a person
        plays and a game of the same kind is unfinished — then the menu asks first
        (continue it, or start anew and throw it away)."""
        if setup.humans and self.saves.of_game(setup.game):
            from .scenes.menu import MenuScene
            self.switch(MenuScene(self, ask=setup))
            return
        self.start_game(setup)

    def start_game(self, setup, state=None, tally=None, match=None, meta=None, save_id: str | None = None) -> None:
        """Open the table for ``setup``, or a saved ``state`` (``meta``: its save's meta,
        which carries the match; ``tally``: an older save's tally), or the next deal of
        ``match`` («Ещё раз», see ``Session``). A save made between two deals opens on
        the results of the last one. ``save_id``: the saved game it continues (a new game
        gets a save of its own: none is replaced)."""
        from .scenes.table import TableScene
        from .session import Session
        from .saves import worth_keeping
        # a saved game goes on in its own save; a new one gets a save of its own, unless
        # no person plays (bots alone are watched, not kept)
        slot = self.saves.slot(save_id if state is not None else None,
                               kept=state is not None or worth_keeping(setup))
        session = Session(setup, state=state, autosave=slot, lang=self.lang, tally=tally,
                          indices=self.settings.card_indices, match=match, meta=meta,
                          on_over=self.record_game)
        if state is None:
            session.save()
        else:
            session.rebuild_log(self.lang)
            for seat, old, new, why in (meta or {}).get("levels_bounded") or ():
                # a saved level beyond this version's bounds (or unknown to it) was changed on loading
                session.log.append(self.t(f"level_{why}", seat=seat + 1, old=old, new=new))
        self._say_notes(session)
        if session.match.between:
            self.show_results(session)
            return
        self.switch(TableScene(self, session))

    def watch(self, state, setup, back=None) -> None:
        """The replay viewer on a game's record (its final ``state``)."""
        from .scenes.replay import ReplayScene
        viewer = setup.humans[0] if setup.humans else 0
        self.switch(ReplayScene(self, setup, state, viewer=viewer, back=back))

    def open_replay_file(self, path) -> None:
        """A record dropped on the window (or named on the command line)."""
        from .replays import load
        from .saves import SaveError
        try:
            state, setup = load(path)
        except SaveError as e:
            self.open_menu(self.t("replay_bad", reason=str(e)))
            return
        self.watch(state, setup)

    def record_game(self, session, seconds: float) -> None:
        """A game ended: into the statistics, a row per seat."""
        from rules import __version__
        from .stats import Seat
        # a human by his typed name ("" if he kept the default), a bot by its level
        seats = [Seat(s.name, "") if s.human else Seat("", s.level) for s in session.setup.seats]
        st = session.state
        from . import replays
        replays.keep(st, session.setup, self.saves.root, undos=session.undos)
        self.statistics.record(st.game.id, seats, st.result(), seconds=seconds, moves=len(st.history),
                          seed=st.seed, version=__version__, undos=session.undos)

    def show_results(self, session) -> None:
        from .scenes.results import ResultsScene
        self.games_over += 1
        if getattr(session, "remote", False):
            from .scenes.net_results import NetResultsScene
            self.switch(NetResultsScene(self, session))
        else:
            self.switch(ResultsScene(self, session))
        rss = resident_mb()
        if rss is not None:
            self.rss_mb.append(rss)

    def toggle_mute(self) -> None:
        self.settings.muted = not self.settings.muted
        self.settings_changed()

    def _apply_look(self) -> None:
        """The settings the drawing and the new seats follow: the cloth, the bot level, the
        bots' thinking time and the worker processes they think in."""
        from .art.table import CLOTHS
        from .controllers import configure, resolve_workers
        from .setup import prefer_level
        from .layout.seats import set_card_size
        self.painter.art.cloth = CLOTHS.get(self.settings.cloth, CLOTHS["green"])
        prefer_level(self.settings.bot_level)
        set_card_size(self.settings.card_size)
        configure(resolve_workers(self.settings.bot_cores), self.settings.bot_think)

    def settings_changed(self) -> None:
        self.sounds.volume = self.settings.sound_volume
        self._apply_look()
        pygame.display.set_caption(self.t("app_title"))
        self.painter.configure(self.settings.card_indices, self.settings.four_colour)
        self.settings.save()
        if self.scene is not None:
            self.scene.settings_changed()
        self.wake()

    def quit(self) -> None:
        self.running = False

    # ---------------------------------------------------------------- window
    def toggle_fullscreen(self) -> None:
        try:
            if self.fullscreen:
                self.screen = pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
            else:
                self.windowed_size = self.screen.get_size()
                self.screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            self.fullscreen = not self.fullscreen
        except pygame.error:
            return
        if self.settings.fullscreen != self.fullscreen:
            self.settings.fullscreen = self.fullscreen
            self.settings.save()
        self._resized()

    def resize(self, size) -> None:
        """Set the window size (as a window manager would)."""
        size = (max(MIN_SIZE[0], int(size[0])), max(MIN_SIZE[1], int(size[1])))
        self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        self._resized()

    def _set_budgets(self) -> None:
        """The image caches' budgets, in proportion to the window: each settles within the
        first game at what a table of this size draws, so games in a row do not add up
        (at 1280×720: 3.5 MB of text lines, 5.3 MB of rotated cards, 10.5 MB of card art — several
        times what one frame draws, so a frame seldom makes an image again)."""
        w, h = self.size
        screen = 4 * w * h
        self.fonts.set_budget(max(3 * 2 ** 20, screen))
        self.painter.set_budgets(max(8 * 2 ** 20, 3 * screen), max(4 * 2 ** 20, int(1.5 * screen)))

    def _resized(self) -> None:
        self.painter.clear()
        self._set_budgets()
        if self.scene is not None:
            self.scene.resize(self.size)
        self.wake()

    # ---------------------------------------------------------------- loop
    def tick(self) -> bool:
        """Run one turn of the loop: a frame (events, update, drawing) when anything may
        have changed, else nothing. Returns False once the program should end."""
        self.turns += 1
        if self._collect:
            # The scene just left (a finished table: its layers and chip images, tens of
            # MB in SDL's memory) sits in reference cycles that Python's collector would
            # reach only after many more allocations: each «Ещё раз» added a table. It is
            # collected here, where none of its methods is still running.
            self._collect = False
            gc.collect()
            _return_free_memory()
        events = self._woken + pygame.event.get()
        self._woken = []
        if not events and not self._frame_due():
            if self.virtual_clock:
                self.now_ms += 1000.0 / FPS
            return self.running
        start = time.perf_counter()
        self.painter.new_frame()
        scene = self.scene
        for ev in events:
            self.handle(ev)
            if not self.running:
                return False
        if self.virtual_clock or self._waited:
            dt = 1000.0 / FPS         # after an idle wait nothing was moving: no jump
        else:
            dt = min(50.0, self.clock.get_time() or 1000.0 / FPS)
        self._waited = False
        self.now_ms += dt
        self.think_ms = 0.0
        self.frame_marks = {}
        self.scene.update(dt)
        if not self.running:
            return False
        textrec.new_frame()
        self.scene.draw(self.screen)
        pygame.display.flip()
        self.frames += 1
        if self.frames == 1:
            self._after_first_frame()
        total = (time.perf_counter() - start) * 1000.0
        self.frame_ms.append(total)
        self.think_log.append(self.think_ms)
        if len(self.frame_ms) > 1_000_000:        # hours of play: keep the recent half
            del self.frame_ms[:500_000], self.think_log[:500_000]
        self.last_work_ms = total - self.think_ms
        for name, ms in self.frame_marks.items():
            got = self.marks.get(name)
            if got is None:
                got = self.marks[name] = (array("d"), array("d"))
            if len(got[0]) < 1_000_000:
                got[0].append(ms)
                got[1].append(total - self.think_ms)
        if events or self.scene is not scene:
            self._settle = SETTLE_FRAMES
        elif self._settle > 0:
            self._settle -= 1
        self._plan_wake()
        if not self.virtual_clock:
            self.clock.tick(FPS)
        return self.running

    def _warm_workers(self) -> None:
        """Start the search workers now, in the background (they import the engine while the
        player looks at the menu), so that the first bot move or hint does not wait for them."""
        from .controllers import configure, search_pool
        try:
            pool = search_pool()
            if pool is not None:
                pool.warm()
        except Exception as e:          # no processes on this system: the bots think in-process
            print(f"lomber: the bots think in-process ({type(e).__name__}: {e})", file=sys.stderr, flush=True)
            configure(None, self.settings.bot_think)

    def _after_first_frame(self) -> None:
        """What the first frame need not wait for: the time it took (``--first-frame-time``),
        the mixer and the sounds (from their cache, or made in the background)."""
        if self.options.first_frame_time:
            print(json.dumps({"first_frame_monotonic": time.monotonic(), "cpu_s": round(time.process_time(), 4),
                              "since_start_s": _since_process_start()}), flush=True)
            self.running = False
            return
        self.sounds.prepare()
        self._warm_workers()
        if self.sounds.off:
            print(f"lomber: {self.sounds.off}: sound is off", file=sys.stderr, flush=True)
            self.notes.append(self.t("sound_off"))
            session = getattr(self.scene, "session", None)
            if session is not None:
                self._say_notes(session)

    def _say_notes(self, session) -> None:
        """The program's notes (sound off) go once into a table's log."""
        if self.notes:
            session.log.extend(self.notes)
            self.notes = []

    # ---------------------------------------------------------------- idling
    def _clock_ms(self) -> float:
        return self.now_ms if self.virtual_clock else float(pygame.time.get_ticks())

    def wake(self) -> None:
        """Something changed outside an event (a scene switched, the window resized):
        draw the next frames."""
        self._settle = SETTLE_FRAMES
        self._wake_at = None

    def _plan_wake(self) -> None:
        """After a frame: when the next one is due if no event comes."""
        wake = self.scene.wake_in_ms()
        if self._settle > 0 or (wake is not None and wake <= 0):
            self._wake_at = None
        else:
            self._wake_at = self._clock_ms() + min(IDLE_WAKE_MS, IDLE_WAKE_MS if wake is None else wake)

    def _frame_due(self) -> bool:
        return self._wake_at is None or self._clock_ms() >= self._wake_at

    @property
    def idle(self) -> bool:
        """Nothing moves, nobody thinks: the loop draws only on events and timers."""
        return self._wake_at is not None

    def _idle_wait(self) -> None:
        """Sleep until an event comes or the next frame is due."""
        if self._wake_at is None or self._woken:
            return
        left = self._wake_at - self._clock_ms()
        if left <= 0:
            return
        # polled every IDLE_POLL_MS rather than pygame.event.wait(timeout), which polls every
        # millisecond inside (a fifth of a core, idle, under X); an input waits at most that
        deadline = time.monotonic() + (int(left) + 1) / 1000.0
        while True:
            ev = pygame.event.poll()
            rest = deadline - time.monotonic()
            if ev.type != pygame.NOEVENT or rest <= 0:
                break
            time.sleep(min(IDLE_POLL_MS / 1000.0, rest))
        self._waited = True
        if ev.type != pygame.NOEVENT:
            self._woken.append(ev)
        if self.virtual_clock:
            if ev.type == pygame.NOEVENT:
                self.now_ms = max(self.now_ms, self._wake_at)
        else:
            self.clock.tick()         # the wait is not a frame's time

    def handle(self, ev) -> None:
        if ev.type == pygame.QUIT:
            self.quit()
            return
        if ev.type == pygame.VIDEORESIZE and not self.fullscreen:
            if (ev.w, ev.h) != self.size:
                self.resize((ev.w, ev.h))
            return
        if ev.type == pygame.WINDOWSIZECHANGED:
            if self.scene is not None and self.scene.laid_out_for != self.size:
                self._resized()
            return
        if ev.type == pygame.DROPFILE:
            self.open_replay_file(ev.file)
            return
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        if ev.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.mouse = ev.pos
        self.scene.handle(ev)

    def run_frames(self, n: int) -> bool:
        """Run ``n`` turns of the loop without ever sleeping (tests): idle turns draw nothing."""
        for _ in range(n):
            if not self.running or not self.tick():
                return False
        return self.running

    def run(self) -> int:
        try:
            while self.running:
                if self.tick():
                    self._idle_wait()
        finally:
            self.finish()
        return 0

    def finish(self) -> None:
        """At exit: the screenshot of the last frame, the frame-time figures (every save
        is already on disk: it is written before the game goes on)."""
        if self.options.screenshot:
            try:     # checked at the start (app/cli.py); a disk that filled since gets one line
                folder = os.path.dirname(os.path.abspath(self.options.screenshot))
                os.makedirs(folder, exist_ok=True)
                pygame.image.save(self.screen, self.options.screenshot)
            except (OSError, pygame.error) as e:
                print(f"lomber: error: cannot save the screenshot {self.options.screenshot!r}: {e}", file=sys.stderr)
        if self.options.stats:
            print(json.dumps(self.stats()), flush=True)
        self.statistics.close()
        from .controllers import shutdown
        shutdown()                           # the search workers end with the program

    def bot_slice_ms(self) -> float:
        """How long a bot may think this frame: what the 60 fps budget leaves after the
        drawing (estimated from the last frame), between 2 and 6 ms — a search step can
        overrun its slice by an iteration, so the slice leaves room for that."""
        return max(2.0, min(6.0, 12.0 - self.last_work_ms))

    def stats(self) -> dict:
        """Frame-time figures: the time to produce each frame (events, bots' thinking,
        animation and drawing), and the same without the bots' thinking slices."""
        def pct(ms, p):
            if not ms:
                return 0.0
            return round(ms[min(len(ms) - 1, int(p * (len(ms) - 1) + 0.5))], 2)
        ms = sorted(self.frame_ms)
        draw = sorted(f - t for f, t in zip(self.frame_ms, self.think_log))
        out = {"frames": len(ms), "p50_ms": pct(ms, 0.5), "p99_ms": pct(ms, 0.99),
               "max_ms": round(ms[-1], 2) if ms else 0.0,
               "mean_ms": round(sum(ms) / len(ms), 2) if ms else 0.0,
               "draw_p50_ms": pct(draw, 0.5), "draw_p99_ms": pct(draw, 0.99),
               "over_16ms": sum(1 for x in ms if x > 1000.0 / FPS),
               "clock": "virtual" if self.virtual_clock else "real",
               "size": list(self.size)}
        if self.saves.write_ms:     # the save after each move, written before the game goes on
            w = sorted(self.saves.write_ms)
            out["save"] = {"writes": len(w), "p50_ms": pct(w, 0.5), "p99_ms": pct(w, 0.99),
                           "max_ms": round(w[-1], 2)}
        if self.rss_mb:
            out["rss_mb_after_game"] = self.rss_mb
        # named costs: e.g. "chips_ms", the drawing of chip piles and chips in flight, over
        # the frames that had chips flying; "..._frame" is those frames' whole cost
        for name, (costs, totals) in sorted(self.marks.items()):
            pairs = list(zip(costs, totals))
            part = sorted(p for p, _ in pairs)
            whole = sorted(w for _, w in pairs)
            base = name[:-3] if name.endswith("_ms") else name
            out[base] = {"frames": len(pairs), "p50_ms": pct(part, 0.5), "p99_ms": pct(part, 0.99),
                         "max_ms": round(part[-1], 2) if part else 0.0,
                         "frame_p50_ms": pct(whole, 0.5), "frame_p99_ms": pct(whole, 0.99)}
        return out

    def screenshot(self, path: str) -> None:
        pygame.image.save(self.screen, path)


def _libc_trim():
    """glibc's ``malloc_trim``, or None elsewhere."""
    try:
        import ctypes
        return ctypes.CDLL("libc.so.6").malloc_trim
    except (OSError, AttributeError, ImportError):
        return None


_TRIM = _libc_trim() if sys.platform.startswith("linux") else None


def _return_free_memory() -> None:
    """Hand the memory a left scene freed back to the system. glibc keeps freed blocks in
    its heap (after a large block is freed it raises the size it maps separately, so the
    next tables' layers land in the heap too): without this the resident size crept up
    by some MB with each of the first games."""
    if _TRIM is not None:
        _TRIM(0)


def _since_process_start() -> float | None:
    """Seconds since this process started (Linux: /proc, to 10 ms), else None."""
    try:
        with open("/proc/self/stat") as f:
            start_ticks = int(f.read().rsplit(")", 1)[1].split()[19])
        with open("/proc/uptime") as f:
            uptime = float(f.read().split()[0])
        return round(uptime - start_ticks / os.sysconf("SC_CLK_TCK"), 3)
    except (OSError, ValueError, IndexError, AttributeError):
        return None


def resident_mb() -> float | None:
    """This process's resident memory in MB (Linux: /proc/self/statm), else None."""
    try:
        with open("/proc/self/statm") as f:
            pages = int(f.read().split()[1])
        return round(pages * os.sysconf("SC_PAGE_SIZE") / 2 ** 20, 1)
    except (OSError, ValueError, IndexError, AttributeError):
        return None
