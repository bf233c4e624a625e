"""The card table: draws the view of the seat in front of the screen, animates every
event, runs the bots in slices and turns clicks into the legal actions.

Nothing here knows a game's rules. The legal actions name what they use: a card
(click that card), a slot of a zone (click that slot), a zone (click the zone), or
nothing (a button labelled with ``Game.action_phrase``). A card used by several
actions is picked up: the places its actions go to (``layout.place_of``, from the target the engine names: the durak
attack card a defence beats, the attack row for a transfer) light up and take a click,
and a small choice of buttons offers the same actions. A card may also be dragged and
dropped onto such a place (or, when its actions name no place, anywhere on the table when it has one
action; let go elsewhere, it goes back). A human
whose only legal action is «Пас» passes by himself after a short pause.

Multi-deal games follow a few event conventions (see ``layout.model``): ``chips`` events
pour chips between the piles the layout places (``Frame.chips``); a ``deal_over`` event
pauses on the deal's settlement (``Game.settlement``); ``new_deal`` gathers the
cards to the next dealer, and deals from the pack fly out of his seat; a game's opening
events (``state.start_events``: the first deal, the first antes) are played out when the
table opens.
"""
from __future__ import annotations

from dataclasses import replace

import pygame

from rules.notes import Tally, of

from .. import textrec
from ..fonts import MIN_PX
from ..anim import (BOT_PAUSE_MS, DEAL_MS, DEAL_STAGGER_MS, FLIGHT_MS, GATHER_MS, GATHER_STAGGER_MS,
                    REVEAL_LIE_MS, REVEAL_LIE_PER_CARD_MS, SETTLE_MS, SWEEP_MS, SWEEP_STAGGER_MS, TRICK_LIE_MS,
                    Animator, Segment)
from ..anim_chalk import ChalkSegment, arcs_differ
from ..anim_chips import ChipFlights
from ..controllers import HintRunner, search_pool
from ..i18n import t as translate
from ..keyboard import KeyFocus
from ..layout import Sprite, TableModel, central_for, layout_frame, place_of
from ..overlays import RulesOverlay
from ..sheet_panel import KEY as SHEET_KEY, SheetPanel
from .settings_screen import SettingsOverlay
from ..sound import sound_for
from ..teaching import Teacher
from ..tour import Tour
from ..widgets import Button
from ..wording import Wording
from .base import Scene
from .table_draw import TableDrawing

OVER_PAUSE_MS = {"slow": 1800, "normal": 1300, "fast": 500, "instant": 0}
# A human whose only legal action is «Пас» passes by himself after this pause (the
# «Пас» button stays on screen meanwhile and may be clicked sooner).
AUTO_PASS_MS = {"slow": 1100, "normal": 800, "fast": 450, "instant": 300}
SETTLEMENT_MS = 1500       # a deal's settlement stays on the cloth this long, plus per line:
SETTLEMENT_LINE_MS = 450
READ_MS_PER_CHAR = 55      # a settlement is read at about 18 letters a second, plus a glance:
READ_GLANCE_MS = 1200


def reading_ms(lines) -> float:
    """How long a person needs to read ``lines`` (the floor of a settlement's pause)."""
    return READ_GLANCE_MS + READ_MS_PER_CHAR * sum(len(t) for t in lines)


LOT_HOLD_MS = 900          # the lot's cards lie face up this long, the lowest ringed
NET_POLL_MS = 30           # a network table, still: how often it looks for the host's messages
DEAL_END_PAUSE_MS = 380    # the deal's last card lies still a moment before the hands are shown


SOUND_RANK = ("over", "chips", "call", "take", "card", "deal")   # which of a burst is heard


class TableScene(TableDrawing, Scene):
    def __init__(self, app, session):
        super().__init__(app)
        self.session = session
        self.remote = getattr(session, "remote", False)     # a network table (app/net/session.py)
        self.game = session.game
        self.state = session.state
        self.animator = Animator()
        self.animator.speed = app.settings.speed
        humans = session.humans
        self.hotseat = len(humans) >= 2
        if not humans:
            self.viewer = 0
        elif len(humans) == 1:
            self.viewer = humans[0]
        else:
            self.viewer = None              # nobody's cards until the curtain is lifted
        self.bottom = self.viewer if self.viewer is not None else humans[0] if humans else 0
        self.curtain_for: int | None = None
        self.last_human: int | None = None    # hot-seat: whose hand was shown last
        self.curtain_rect = pygame.Rect(0, 0, 0, 0)
        self.view = self.state.view(self.viewer)
        self._model_of = None               # (view, bottom, model): the table model of the view, built once
        self.frame = None
        self.hover = None
        self.targets: dict = {}             # sprite key -> [Action]
        self.zone_targets: dict = {}        # zone name -> [Action]
        self.action_buttons: list = []
        # Each kind of button keeps its place for the whole deal (a button not legal now is
        # hidden, its neighbours stay put): the slots in order of first appearance.
        self._button_slots: dict = {}       # slot key -> an action of that kind (for its label)
        self.popup: list = []               # buttons for a card with several actions
        self.selected = None                # the hand card picked up (several actions)
        self.sel_targets: dict = {}         # sprite key or zone -> the action that goes there
        self.press = None                   # (card key, point): the button went down on a card
        self.drag = None                    # the card key being dragged
        self.bot_wait = 0.0
        self.over_wait = 0.0
        self.auto_wait = 0.0
        self._opened = False                # the game's opening events animated (once)
        self.hint_runner = None
        self.hint = None                    # (action, ranking) for the human to move
        self.hint_turn = None
        self.rules = None
        self.settings = None           # the settings screen, when open (F3)
        self.btn_hint = Button("hint", on_click=self.ask_hint)
        self.btn_rules = Button("rules", on_click=self.open_rules)
        self.btn_settings = Button("settings", on_click=self.open_settings)
        self.btn_menu = Button("menu", on_click=self.to_menu)
        self.btn_sheet = Button("sheet", on_click=self.open_sheet)     # the score sheet panel (S)
        self.sheet_panel = None
        self._warm = None
        # The log is written as the table shows things: the lines of an action wait (hidden
        # at the log's tail) until the animation reaches the event each line tells of.
        self._log_wait: list = []           # (action number, event index) of each hidden tail line
        self._log_seq = 0
        self._sound_wait: list = []        # ((seq, event index), sound name), waiting for their animation
        self.init_drawing()
        self.keys = KeyFocus(self)          # play without a mouse (app/keyboard.py)
        self.teacher = Teacher(self)        # «Подсказки правил» (app/teaching.py)
        self.tour = Tour(self)              # the table's guided tour, T (app/tour.py)

    # ---------------------------------------------------------------- layout
    def layout(self, size) -> None:
        self.animator.clear()
        self._warm = None
        self._relayout()
        # chips: every value at every size the table shows, drawn now rather than mid-flight
        self.chip_painter.clear()
        self.chip_painter.warm([s.d for s in self.frame.chips.values()], budget=10 ** 6)
        if self.rules is not None:
            self.rules.layout(size)
        if self.settings is not None:
            self.settings.layout(size)
        if self.sheet_panel is not None:
            self.sheet_panel.layout(size)
        self.tour.relayout()

    def _model(self, view):
        model = TableModel.from_view(view, self.game)
        model.bottom = self.bottom
        model.face_down = getattr(central_for(self.game), "face_down", frozenset())
        return model

    def _view_model(self):
        """The table model of the view shown now, built once per view (the layout, the
        clickable places and a picked-up card's places read it; nothing changes it)."""
        cached = self._model_of
        if cached is None or cached[0] is not self.view or cached[1] != self.bottom:
            cached = self._model_of = (self.view, self.bottom, self._model(self.view))
        return cached[2]

    def _decor(self, model) -> dict:
        out = model.out
        decor = {"out": out, "places": {s: i + 1 for i, s in enumerate(out)},
                 "dealer": model.dealer, "gone": model.left}
        tally = self.session.tally
        if tally["games"]:
            # a session of several games: its fools so far by their plates, the game's number
            decor["tags"] = {s: [({lg: translate("fools_tally", lg, n=n) for lg in ("ru", "en")}, (96, 64, 110))]
                             for s, n in enumerate(tally["fools"]) if n}
            decor["labels"] = [("session_game", {"n": tally["games"] + (0 if self.state.over else 1)})]
        return decor

    def _layout_model(self, model):
        return layout_frame(model, self.game, self.app.size, self.session.names, self._decor(model))

    def _relayout(self) -> None:
        self.frame = self._layout_model(self._view_model())
        self._map_actions()
        self._place_buttons()

    def _map_actions(self) -> None:
        """Each legal action of the viewer becomes a clickable card, slot, zone or button."""
        self.targets, self.zone_targets = {}, {}
        buttons = []
        seat = self.view.seat
        legal = self.view.legal if seat is not None and self.session.controllers[seat].human else ()
        model = self._view_model() if legal else None
        for a in legal:
            key = self._action_key(a, model)
            if key is not None and key in self.frame.sprites:
                self.targets.setdefault(key, []).append(a)
                if a.cards and len(key) == 2:
                    # the same face from a second pack (Комета) in the same hand plays the same
                    sprites = self.frame.sprites
                    for k in (1, 2, 3):
                        twin = key + (k,)
                        if twin in sprites and sprites[twin].zone == sprites[key].zone:
                            self.targets.setdefault(twin, []).append(a)
            elif a.zone is not None and a.index is None and a.zone in self.frame.zones:
                self.zone_targets.setdefault(a.zone, []).append(a)
            else:
                buttons.append(a)
        words = self.words()
        self.action_buttons = []
        for a in buttons:
            self._button_slots.setdefault(_slot_key(a), a)
        for i, a in enumerate(buttons):
            b = Button(f"action:{i}", words.render(self.game.action_phrase(a)), on_click=(lambda a=a: self.choose(a)),
                       primary=True)
            b.action = a
            self.action_buttons.append(b)
        self.popup = []
        self._deselect()

    def _place_buttons(self) -> None:
        f = self.frame
        u = f.unit
        px, py, pw, ph = f.panel_rect
        bh = int(34 * u)
        gap = int(8 * u)
        small = [(self.btn_hint, self.app.t("hint"), "H"), (self.btn_rules, self.app.t("rules"), "F1"),
                 (self.btn_settings, self.app.t("settings"), "F3"), (self.btn_menu, self.app.t("menu"), "Esc")]
        self.btn_sheet.visible = self.has_sheet()
        if self.btn_sheet.visible:
            small.insert(2, (self.btn_sheet, self.app.t("sheet_panel"), "S"))
        no_gear = [b for b in small if b[0] is not self.btn_settings]
        half = len(small) // 2
        base = int(py + ph - bh)
        # Where the small buttons go, best first: one row of four when the words are readable
        # there (12 px and up); two rows of two if the action buttons still fit above them;
        # else one row, the settings a gear (the smallest windows, many buttons).
        words = self.words()
        labels = {key: words.render(self.game.action_phrase(a)) for key, a in self._button_slots.items()}
        limit = self._status_bottom() + 4 * u
        self.btn_settings.visible = True
        if self._small_row(small, px, pw, base, gap, bh, min_px=12, need_keys=self.btn_sheet.visible):
            y, places, bpx = base, *self._action_places(labels, base, bh, gap, u, limit)
        else:
            self._small_row(small[half:], px, pw, base, gap, bh)
            self._small_row(small[:half], px, pw, base - bh - gap, gap, bh)
            places, bpx = self._action_places(labels, base - bh - gap, bh, gap, u, limit)
            if places and min(r.top for r in places.values()) < limit:
                # one row: the settings shrink to a gear at its right end (F3 says the rest)
                gpx = max(11, round(18 * u))
                gw = max(bh, self.app.fonts.size("⚙", gpx)[0] + 18)     # Button keeps 8 px each side
                self.btn_settings.visible = self._small_row(no_gear, px, pw - gw - gap, base, gap,
                                                            bh, min_px=MIN_PX, whole=True)
                if self.btn_settings.visible:
                    self.btn_settings.label, self.btn_settings.px = "⚙", gpx
                    self.btn_settings.rect = pygame.Rect(int(px + pw - gw), base, gw, bh)
                else:           # not even a gear fits (800×480 with many buttons): F3 alone
                    self.btn_settings.rect = pygame.Rect(0, 0, 0, 0)
                    two = not self._small_row(no_gear, px, pw, base, gap, bh, whole=True)
                    if two:     # nor the words in one row: two rows, never past the window's edge
                        k = (len(no_gear) + 1) // 2
                        self._small_row(no_gear[k:], px, pw, base, gap, bh)
                        self._small_row(no_gear[:k], px, pw, base - bh - gap, gap, bh)
                        base -= bh + gap
                places, bpx = self._action_places(labels, base, bh, gap, u, limit)
        self.btn_hint.enabled = self._input_seat() is not None
        for b in self.action_buttons:
            b.px = bpx
            b.rect = places[_slot_key(b.action)]

    def _action_places(self, labels, y, bh, gap, u, limit) -> tuple:
        """The action buttons in rows above ``y``: every slot of the deal is laid out (the
        hidden ones too), so a button stays where it was when its neighbours come and go;
        smaller when the rows would reach the status lines (``limit``): their spare width
        goes first, then the words' size down to 12 px, under it only as a last resort."""
        places, bpx = {}, max(12, round(16 * u))
        for k in range(12):
            bpx = max(12, round((16 - max(0, k - 3)) * u)) if k < 10 else 21 - k
            min_w, pad = int(max(40, 110 - 20 * k) * u), int(max(8, 28 - 5 * k) * u)
            places = self._button_rows(labels, bpx, min_w, pad, y - gap - bh, bh, gap)
            if not places or min(r.top for r in places.values()) >= limit:
                break
        return places, bpx

    def _small_row(self, small, px, pw, y, gap, bh, min_px: int = MIN_PX, whole: bool = False,
                   need_keys: bool = False) -> bool:
        """Lay out the small buttons (hint, rules, settings, menu) in one row at ``y``: with
        their keys when there is room, else the words alone, as large as fits, each button as
        wide as its word needs and the rest shared out. False (nothing placed) when even the
        words need a font under ``min_px``."""
        fonts, u = self.app.fonts, self.frame.unit
        pad = 16                             # as Button.draw fits its label
        room = pw - (len(small) - 1) * gap - len(small) * pad        # for the labels together
        spx = top_px = max(11, round(14 * u))
        labels = [f"{w} · {k}" for _, w, k in small]
        while spx > 11 and sum(fonts.size(t, spx)[0] for t in labels) > room:
            spx -= 1
        if not need_keys and spx < top_px - 2:
            # the keys shrink the words: the words alone, larger, read better (F2 lists the keys)
            wpx, words = top_px, [w for _, w, _ in small]
            while wpx > spx and sum(fonts.size(t, wpx)[0] for t in words) > room:
                wpx -= 1
            if wpx > spx + 1:
                labels, spx = words, wpx
        if sum(fonts.size(t, spx)[0] for t in labels) > room:
            if need_keys:                    # five buttons: two rows with their keys rather than one without
                return False
            labels, spx = [w for _, w, _ in small], top_px
            while spx > MIN_PX and sum(fonts.size(t, spx)[0] for t in labels) > room:
                spx -= 1
        if spx < min_px or sum(fonts.size(t, spx)[0] for t in labels) > room and (min_px > MIN_PX or whole):
            return False
        need = [fonts.size(t, spx)[0] + pad for t in labels]
        spare = max(0, int(pw) - (len(small) - 1) * gap - sum(need)) // len(small)
        x = int(px)
        for (b, _, _), label, w in zip(small, labels, need):
            b.label = label
            b.px = spx
            b.rect = pygame.Rect(x, y, w + spare, bh)
            x += w + spare + gap
        return True

    def _button_rows(self, labels, bpx, min_w, pad, y, bh, gap) -> dict:
        """Slot rects in rows from ``y`` upwards, left to right across the side panel."""
        px, _, pw, _ = self.frame.panel_rect
        x = int(px)
        places = {}
        for key, label in labels.items():
            w = min(max(min_w, self.app.fonts.size(label, bpx, "sans-bold")[0] + pad), int(pw))
            if x + w > px + pw and x > px:
                y -= gap + bh
                x = int(px)
            places[key] = pygame.Rect(x, y, w, bh)
            x += w + gap
        return places

    def widgets(self) -> list:
        sheet = [self.btn_sheet] if self.btn_sheet.visible else []
        return [self.btn_hint, self.btn_rules] + sheet + [self.btn_settings, self.btn_menu] + self.action_buttons \
            + self.popup

    # ---------------------------------------------------------------- who sees what
    def _input_seat(self):
        """The human seat that may act now, or None."""
        st = self.state
        if st.over or self.curtain_for is not None or self.animator.busy:
            return None
        if self.remote and self.session.waiting:
            return None                     # our action is on its way to the host
        seat = st.to_move
        if seat is None or not self.session.controllers[seat].human or seat != self.viewer:
            return None
        return seat

    def _sync_viewer(self) -> None:
        """Hot-seat: while bots move nobody's hand is shown; when the turn passes to a
        different human than the last one, the curtain goes up first."""
        if not self.hotseat or self.animator.busy:
            return
        seat = self.state.to_move
        human_turn = seat is not None and self.session.controllers[seat].human
        if human_turn and seat != self.viewer and self.curtain_for != seat:
            if seat == self.last_human:
                self._set_viewer(seat, bottom=seat)      # the same player as before: no curtain
            else:
                self.curtain_for = seat
                self._set_viewer(None, bottom=seat)
        elif not human_turn and self.viewer is not None:
            self._set_viewer(None, bottom=self.viewer)

    def _set_viewer(self, viewer, bottom=None) -> None:
        self.viewer = viewer
        if bottom is not None:
            self.bottom = bottom
        self.view = self.state.view(viewer)
        self._drop_hint()
        self.hover = None
        self._relayout()

    def lift_curtain(self) -> None:
        seat = self.curtain_for
        self.curtain_for = None
        self.last_human = seat
        self._set_viewer(seat, bottom=seat)

    # ---------------------------------------------------------------- acting
    def choose(self, action) -> None:
        seat = self._input_seat()
        if seat is None or action not in self.view.legal:
            return
        self.tour.acted = True
        self.perform(action, seat)

    def perform(self, action, seat) -> None:
        if self.remote:
            # a network table: the host applies it; the table shows it when the update comes back
            self.session.send(action)
            self.popup = []
            self._deselect()
            self.hover = None
            self.auto_wait = 0.0
            return
        old_view = self.view
        # the table model the frame on screen was laid out from, moved on by the events
        old_model = self._view_model().copy()
        events = self.session.apply(action, seat, self.app.lang, seen=old_view)
        self._show(old_model, events)

    def _show(self, old_model, events) -> None:
        """The events of one action, from the table ``old_model`` showed before it, played out."""
        self._hold_log(events)
        if any(e.kind == "deal_start" for e in events):
            self._button_slots = {}         # a new deal: its buttons find their places afresh
        self.view = self.state.view(self.viewer)
        self._drop_hint()
        self.popup = []
        self._deselect()
        self.hover = None
        self.bot_wait = 0.0
        self.auto_wait = 0.0
        self._animate(old_model, events)
        self._map_actions()
        self._place_buttons()

    def undo(self) -> bool:
        """Ctrl+Z: take back the human's last action where that is fair (Session.undo)."""
        if self.animator.busy or not self.session.undo(self.app.lang):
            return False
        self.state = self.session.state       # the deal replayed without the action
        for ctrl in self.session.controllers:
            if not ctrl.human:
                ctrl.reset()              # a bot's thought about the position taken back is void
        self.view = self.state.view(self.viewer)
        self._log_wait = []
        self._sound_wait = []
        self._drop_hint()
        self.popup = []
        self._deselect()
        self.hover = None
        self.bot_wait = self.auto_wait = 0.0
        self.frame = self._layout_model(self._view_model())
        self._map_actions()
        self._place_buttons()
        self.animator.banner(self.app.t("undone"), self.app.size[0] / 2, self.app.size[1] / 2)
        return True

    def _open(self) -> None:
        """The game's opening (the first deal, the first antes: ``state.start_events``) is
        played out on the table from an empty one, when its events can be undone."""
        self._opened = True
        events = list(self.state.start_events)
        if self.state.history or not events or self.animator.factor <= 0:
            return
        if not TableModel.can_rewind(events):
            if any(e.what == "lot" for e in events):
                self._animate_lots([e for e in events if e.what == "lot"])
            return
        model = self._view_model().copy().rewind(events)
        self.frame = self._layout_model(model)
        self._hold_log(events)
        self._animate(model, events)

    # ---------------------------------------------------------------- the lot for seats and dealer
    def _animate_lots(self, lots) -> None:
        """The lot (Мушки: the lowest card deals): on an empty table each seat's drawn card
        turns up in front of him; the lowest are ringed in chalk (equal lowest draw again, on
        top); the dealer's is named; the cards are gathered to him and the opening deal is
        dealt from his seat to the table as it stands now."""
        from dataclasses import replace as _replace
        an, f = self.animator, self.frame
        u = f.unit
        cx, cy = f.width / 2, f.height / 2
        empty = _replace(f, sprites={}, notes=[], ghosts=[], mats=[], chips={})
        cw, ch = 50 * u, 70 * u
        dealer = lots[0].get("dealer")
        rounds, seen = [[]], set()
        for e in lots:                               # a seat drawing again begins a new round
            if e.seat in seen:
                rounds.append([])
                seen = set()
            seen.add(e.seat)
            rounds[-1].append(e)
        before, sprites, rings = empty, {}, []
        for k, rnd in enumerate(rounds):
            keys, origins = [], {}
            for e in rnd:
                ax, ay = f.seat_anchor.get(e.seat, (cx, cy))
                x, y = ax + (cx - ax) * 0.55 + k * 9 * u, ay + (cy - ay) * 0.55 - k * 6 * u
                key = ("lot", k, e.seat)
                sprites[key] = Sprite(key, e.cards[0], x, y, cw, ch, 0.0, 400 + 10 * k, "lot")
                origins[key] = Sprite(key, None, cx, cy, cw, ch, 0.0, 400, "lot")
                keys.append(key)
            after = _replace(empty, sprites=dict(sprites))
            an.add(Segment(before, after, movers=keys, origins=origins, duration=DEAL_MS * 1.3, stagger=120.0))
            low = min(e.cards[0].rank for e in rnd)
            rings = [(sprites[("lot", k, e.seat)].x, sprites[("lot", k, e.seat)].y, cw * 1.5, ch * 1.3, True)
                     for e in rnd if e.cards[0].rank == low]
            marked = _replace(after, mats=list(rings))
            an.add(Segment(after, marked, duration=LOT_HOLD_MS))
            before = marked
        anchor = f.seat_anchor.get(dealer) if dealer is not None else None
        if anchor is not None:
            an.banner(self.app.t("lot_dealer", name=self.session.names[dealer]), anchor[0], anchor[1] - 40 * u,
                      ms=LOT_HOLD_MS * 2.2, delay=-LOT_HOLD_MS)
        ox, oy = anchor if anchor is not None else (cx, cy)
        exits = {k: Sprite(k, None, ox, oy, cw * 0.8, ch * 0.8) for k in sprites}
        an.add(Segment(before, empty, exits=exits, duration=GATHER_MS, stagger=GATHER_STAGGER_MS * 4))
        order = sorted(f.sprites, key=lambda k: (f.sprites[k].zone.startswith("hand") is False, f.sprites[k].z))
        origins = {k: f.sprites[k].moved(card=None, x=ox, y=oy, angle=0.0) for k in order}
        an.add(Segment(empty, f, movers=order, origins=origins, duration=DEAL_MS, stagger=DEAL_STAGGER_MS))

    # ---------------------------------------------------------------- the log, as the table shows it
    def _hold_log(self, events) -> None:
        """The log lines of ``events`` (just added at the log's tail) wait for the animation:
        each is shown when the animation of the event it tells of starts (the session says
        which event each line tells of: ``Session.line_events``)."""
        self._log_seq += 1
        if self.animator.factor <= 0 or not events:
            return
        self._log_wait.extend((self._log_seq, i) for i in self.session.line_events)

    def _release_log(self) -> None:
        fired = self.animator.take_fired()
        for seq, i in fired:
            while self._log_wait and self._log_wait[0] <= (seq, i):
                self._log_wait.pop(0)
        if fired:
            self._play_sounds(fired[-1])

    # ---------------------------------------------------------------- sounds (app/sound.py)
    def _queue_sounds(self, events) -> None:
        """Each event's sound waits, like its log line, for its animation to start."""
        seq = self._log_seq
        for i, e in enumerate(events):
            mine = e.for_seat(self.viewer)
            name = sound_for(mine, e.seat is not None and self.game.bubble(mine) is not None)
            if name is not None:
                self._sound_wait.append(((seq, i), name))
        if self.animator.factor <= 0:
            self._play_sounds((seq, len(events)))

    def _play_sounds(self, upto) -> None:
        """The sounds of the events reached: of a burst, the one that matters most."""
        due = []
        while self._sound_wait and self._sound_wait[0][0] <= upto:
            due.append(self._sound_wait.pop(0)[1])
        if due:
            self.app.sounds.play(min(due, key=SOUND_RANK.index), self.app.now_ms)

    def shown_log(self) -> list:
        """The log's lines the table has shown so far (the rest wait for their animation)."""
        log = self.session.log
        return log[:max(0, len(log) - len(self._log_wait))]

    def _dealer_point(self, frame, model):
        dealer = model.dealer
        anchor = frame.seat_anchor.get(dealer) if dealer is not None else None
        if anchor is None:
            return frame.width / 2, frame.height / 2
        return anchor

    def _animate(self, model, events) -> None:
        """Lay out every step of the action and queue the moves between them: cards in
        flight, deals from the dealer, chips pouring batch by batch, and a pause on a
        deal's settlement."""
        final = self._view_model()
        new_frame = self._layout_model(final)
        an = self.animator
        self._queue_sounds(events)
        if an.factor <= 0:
            self.frame = new_frame
            return
        before = self.frame if self.frame is not None else self._layout_model(model)
        events = [e.for_seat(self.viewer) for e in events]
        settle = None                      # (pending ms when a deal's settlement began, title, lines)
        u = before.unit
        seq = self._log_seq
        i = 0
        while i < len(events):
            e = events[i]
            if e.kind != "deal_start":
                an.cue((seq, i))           # its log lines show when its animation starts
            if e.kind == "chips":
                # one batch: the consecutive chip moves of one kind pour together
                reason = e.get("reason")
                base = dict(model.chips)
                batch = []
                while i < len(events) and events[i].kind == "chips" and events[i].get("reason") == reason:
                    mv = model.move_chips(events[i])
                    if mv is not None:
                        batch.append(mv)
                    i += 1
                an.cue((seq, i - 1))
                if batch:
                    after = self._layout_model(model)
                    an.add(Segment(before, after, chips=ChipFlights(batch, base)))
                    before = after
                continue
            if e.kind == "deal" and (e.src is None or e.src in model.zones) and e.dst in model.zones:
                # a deal from the pack (or from a stock on the table): one card at a time
                # round the table, then the rest
                group = []
                renames = {}
                while (i < len(events) and events[i].kind == "deal" and events[i].dst in model.zones
                       and (events[i].src is None or events[i].src in model.zones)):
                    moves = model.apply_event(events[i])
                    renames.update({new: old for old, new in moves if old is not None})
                    group.append((events[i].dst, [new for _, new in moves]))
                    i += 1
                after = self._layout_model(model)
                hands = [keys for dst, keys in group if dst.startswith("hand")]
                rest = [k for dst, keys in group if not dst.startswith("hand") for k in keys]
                order = [keys[j] for j in range(max((len(k) for k in hands), default=0)) for keys in hands
                         if j < len(keys)] + rest
                order = [k for k in order if k in after.sprites]
                an.cue((seq, i - 1))
                ox, oy = self._dealer_point(after, model)
                origins = {k: after.sprites[k].moved(card=None, x=ox, y=oy, angle=0.0) for k in order
                           if k not in renames}
                if order:
                    an.add(Segment(before, after, renames, movers=order, origins=origins, duration=DEAL_MS,
                                   stagger=DEAL_STAGGER_MS))
                before = after
                continue
            i += 1
            if e.kind == "deal_start":
                if settle is not None:
                    before = self._hold_settlement(before, settle)
                    settle = None
                an.cue((seq, i - 1))       # the next deal is told once the last one's settlement is read
                model.note_event(e)
                gone = model.gather()
                after = self._layout_model(model)
                ox, oy = self._dealer_point(after, model)
                exits = {k: Sprite(k, None, ox, oy, 46 * u, 64 * u) for k in gone if k in before.sprites}
                if exits:
                    an.add(Segment(before, after, exits=exits, duration=GATHER_MS, stagger=GATHER_STAGGER_MS))
                before = after
                continue
            if e.kind == "deal_end":
                settle = (an.pending_ms(), dict(e.data))
                an.add(Segment(before, before, duration=DEAL_END_PAUSE_MS))
                before = self._chalk_arcs(before, model, final)
                continue
            if e.kind == "leave" and e.seat is not None:
                model.note_event(e)
                after = self._layout_model(model)
                anchor = after.seat_anchor.get(e.seat)
                if anchor:
                    an.banner(self.app.t("left_table").capitalize(), anchor[0], anchor[1] - 30 * u)
                if _moved(before, after):
                    an.add(Segment(before, after, duration=SETTLE_MS))
                before = after
                continue
            if e.what == "trick" and e.src == "trick":
                # the trick lies whole a moment before it is gathered
                an.add(Segment(before, before, duration=TRICK_LIE_MS, hold=True))
            moves = model.apply_event(e)
            if moves:
                after = self._layout_model(model)
                renames = {new: old for old, new in moves if old is not None}
                movers = [new for _, new in moves]
                many = len(moves) > 1
                an.add(Segment(before, after, renames, movers,
                               duration=SWEEP_MS if many else FLIGHT_MS,
                               stagger=SWEEP_STAGGER_MS if many else 0.0))
                said = self.game.bubble(e) if e.seat is not None else None
                if said is not None:            # «Прикупаю 2»: what he says as he takes them
                    anchor = after.seat_anchor.get(e.seat)
                    if anchor:
                        an.banner(self.words().capital(said), anchor[0], anchor[1] - 40 * after.unit)
                elif many and e.seat is not None and e.src is not None and e.dst == f"hand{e.seat}":
                    anchor = after.seat_anchor.get(e.seat)
                    if anchor:
                        an.banner(f"+{len(moves)}", anchor[0], anchor[1] - 40 * after.unit)
                before = after
                if e.what == "reveal" and i < len(events):
                    # the cards turned over lie open to be read before they are taken
                    an.add(Segment(before, before, duration=REVEAL_LIE_MS + REVEAL_LIE_PER_CARD_MS * len(moves),
                                   hold=True))
            elif e.kind == "out" and e.seat is not None and e.get("place") is not None:
                anchor = before.seat_anchor.get(e.seat)
                if anchor:
                    an.banner(self.app.t("out_place", place=e.get("place")), anchor[0], anchor[1])
            elif e.kind == "over":
                # the game's own words for its end where it has them («Дурак — Борис», «Ничья»)
                w, h = self.app.size
                said = self.game.describe([e])
                an.banner(self.words().render(said[0]) if said else self.app.t("game_over"), w / 2,
                          before.zones.get("middle", (0, h / 2 - 60, 0, 0))[1] + 10 * before.unit, ms=2200)
            elif e.seat is not None and (said := self.game.bubble(e)) is not None:
                # «Пас», «Бито», «Не верю»: a speech bubble by the seat, the word the game says
                anchor = before.seat_anchor.get(e.seat)
                if anchor:
                    an.banner(self.words().capital(said), anchor[0], anchor[1] - 30 * before.unit)
        an.cue((seq, len(events)))
        if settle is not None:
            before = self._hold_settlement(before, settle)
        if _moved(before, new_frame):
            an.add(Segment(before, new_frame, duration=SETTLE_MS))
        elif an.segments:
            an.segments[-1].retarget(new_frame)
        self.frame = new_frame

    def _chalk_arcs(self, before, model, final):
        """A deal is scored: the seats' running records (the engine's ``Tally`` notes, Мушка's
        arcs) take the numbers of ``final``, the model after the action — a tally changes only
        when a deal is scored — each keeping how faint it is till the next deal is laid out;
        the arcs that change are chalked in (app/anim_chalk.py). Returns the frame after."""
        new = {t.seat: t for t in of(final.notes, Tally)}
        if not new or not of(model.notes, Tally):
            return before
        model.notes = tuple(replace(n, top=new[n.seat].top, halves=new[n.seat].halves)
                            if isinstance(n, Tally) and n.seat in new else n for n in model.notes)
        after = self._layout_model(model)
        if arcs_differ(before, after, self.app.lang):
            self.animator.add(ChalkSegment(before, after, self.app.lang))
            return after
        return before

    def _hold_settlement(self, frame, settle):
        """A deal is settled: its summary stays on the cloth from the deal's end until the
        chips have landed and a moment more (a click cuts the moment short)."""
        an = self.animator
        start, summary = settle
        lines = self.words().lines(self.game.settlement(summary))
        hold = Segment(frame, frame, duration=SETTLEMENT_MS + SETTLEMENT_LINE_MS * len(lines), hold=True)
        an.add(hold)
        if hold in an.segments and any(c.human for c in self.session.controllers):
            # a person reads it: never gone before its words can be read (slower at «slow»),
            # whatever the speed; a click («щелчок — дальше») cuts it short
            floor = reading_ms(lines) * max(1.0, an.factor)
            if hold.total < floor:
                hold.duration = floor
                hold.total = hold._total()
        if lines:
            at = frame.message_at or (frame.width / 2, frame.height / 2 - 40 * frame.unit, 420 * frame.unit)
            title = self.app.t("deal_settled", n=summary.get("deal", ""))
            an.panel(title, lines, at, delay=start, ms=an.pending_ms() - start)
        return frame

    # ---------------------------------------------------------------- a network table
    def _from_host(self) -> None:
        """What the host sent, shown one action at a time once the last is played out: a
        move is animated like a local one; a whole position (a rejoin) is shown as it is; a
        new deal waits for the results screen. The connection's news go to the log."""
        sess = self.session
        sess.pump()
        for kind, text in sess.notices:
            if kind == "fatal":
                self.app.open_menu(self.app.t("net_lost", reason=text))
                return
            if kind in ("lost", "refused"):
                sess.log.append(self.app.t("net_" + kind, reason=text))
            elif kind in ("away", "back", "joined"):     # "net_back" is the network screen's «Назад»
                sess.log.append(self.app.t("net_is_back" if kind == "back" else "net_" + kind, name=text))
        sess.notices.clear()
        if self.animator.busy:
            return
        nxt = sess.peek()
        if nxt is None or (self.state.over and nxt["deal"] != sess.deal):
            return
        old_model = self._view_model().copy()
        kind, events = sess.pop(self.app.lang)
        self.state = sess.state
        if kind == "move":
            if any(e.kind == "deal_start" for e in events):
                self._button_slots = {}
            self._show(old_model, events)
            return
        # the whole position anew: no animation, as after an undo
        self.view = self.state.view(self.viewer)
        self._log_wait, self._sound_wait = [], []
        self.hint = self.hint_runner = None
        self.popup = []
        self._deselect()
        self.frame = self._layout_model(self._view_model())
        self._map_actions()
        self._place_buttons()

    # ---------------------------------------------------------------- frame update
    def _warm_art(self) -> None:
        """Have every face of the deck rendered ahead of need at the sizes the table shows
        (hand and middle), on the art's background thread, so a card seen for the first time
        does not make its animation stutter."""
        if self._warm is None:
            sizes = {(int(s.w), int(s.h)) for s in self.frame.sprites.values() if s.card is not None}
            deck = self.view.deck
            self.app.painter.art.prefetch_faces(
                [(c.rank, c.suit, w, h) for (w, h) in sorted(sizes, reverse=True) for c in dict.fromkeys(deck)])
            self._warm = []

    def update(self, dt: float) -> None:
        if not self._opened:
            self._open()
        if self.remote:
            self._from_host()
        self.animator.update(dt)
        self._release_log()
        if not self.animator.busy:
            self._warm_art()
        self._think_hint()
        self.teacher.update()
        st = self.state
        ctrl = None if st.over else self.session.controllers[st.to_move]
        if ctrl is not None and not ctrl.human:
            # a bot thinks while the last move is still being animated
            if ctrl.turn != len(st.history):
                ctrl.begin(st.view(st.to_move))
                self.bot_wait = 0.0
            ctrl.think(self.app.bot_slice_ms())
            self.app.think_ms += ctrl.spent_ms
        if self.animator.busy:
            return
        if st.over:
            self.over_wait += dt
            if self.over_wait >= OVER_PAUSE_MS.get(self.app.settings.speed, 1000):
                self.app.show_results(self.session)
            return
        self._sync_viewer()
        if self.curtain_for is not None:
            return
        if ctrl.human:
            self._auto_pass(dt)
            return
        self.bot_wait += dt
        if ctrl.ready and self.bot_wait >= BOT_PAUSE_MS.get(self.app.settings.speed, 400):
            action = ctrl.choice()
            ctrl.reset()
            self.perform(action, st.to_move)

    def _auto_pass(self, dt: float) -> None:
        """A human who can do nothing but pass («Пас») passes by himself after a short
        pause, the «Пас» button on screen meanwhile."""
        seat = self._input_seat()
        legal = self.view.legal
        if seat is None or len(legal) != 1 or legal[0].kind != "pass" or legal[0].cards:
            self.auto_wait = 0.0
            return
        self.auto_wait += dt
        if self.auto_wait >= AUTO_PASS_MS.get(self.app.settings.speed, 800):
            self.auto_wait = 0.0
            self.perform(legal[0], seat)

    def wake_in_ms(self):
        """Every frame while anything moves, shows for a while or counts down (cards and
        chips in flight, banners, a bot's turn, the hint's search, the pause before the
        results or an automatic «Пас», faces drawn ahead); with a human to move and all
        still, only on events (the loop sleeps)."""
        an = self.animator
        st = self.state
        if (not self._opened or an.busy or an.banners or an.panels or self.hint_runner is not None
                or self._warm is None or self._warm or st.over):
            return 0
        if self.remote:
            return NET_POLL_MS              # the host's messages are looked for this often
        if not self.session.controllers[st.to_move].human:
            return 0
        legal = self.view.legal
        if self._input_seat() is not None and len(legal) == 1 and legal[0].kind == "pass" and not legal[0].cards:
            return 0                        # the automatic «Пас» counts down
        wait = super().wake_in_ms()
        if self.teacher.busy():             # a rule hint goes by itself: wake for it
            left = max(1, int(self.teacher.until - self.app.now_ms))
            wait = left if wait is None else min(wait, left)
        return wait

    # ---------------------------------------------------------------- hint
    def ask_hint(self) -> None:
        seat = self._input_seat()
        if seat is None:
            return
        if self.hint is not None or self.hint_runner is not None:
            return
        self.hint_runner = HintRunner(self.game, seat, self.state.seed, pool=search_pool())
        self.hint_runner.begin(self.state.view(seat))
        self.hint_turn = len(self.state.history)

    def _drop_hint(self) -> None:
        """No hint shown, none asked (its search in the workers, if any, stops)."""
        if getattr(self, "hint_runner", None) is not None:
            self.hint_runner.stop()
        self.hint = self.hint_runner = None

    def _think_hint(self) -> None:
        r = self.hint_runner
        if r is None:
            return
        if self.hint_turn != len(self.state.history):
            self._drop_hint()
            return
        # the table is idle while its human waits for the hint: it gets more of each frame
        # (and stops at its budget, counted from the question, however slow the frames)
        done = r.think()
        self.app.think_ms += r.spent_ms
        if done:
            self.hint = (r.choice(), r.ranking())
            self.hint_runner = None

    def hint_key(self):
        if self.hint is None:
            return None
        return self._action_key(self.hint[0])

    def _action_key(self, a, model=None):
        """The sprite an action uses: its card, or the card at the place it names."""
        if a.cards:
            return ("c", a.cards[0].code)
        if a.zone is None or a.index is None:
            return None
        key = (a.zone, a.index)
        if self.frame is None or key in self.frame.sprites:
            return key
        model = model or self._view_model()
        z = model.zones.get(a.zone)
        if z is not None:
            # the place holds a card this viewer knows: its sprite is keyed by the card
            i = z.positions.index(a.index) if z.positions is not None and a.index in z.positions else a.index
            if 0 <= i < len(z.cards):
                key = model.key(z, i)
        return key

    # ---------------------------------------------------------------- input
    def open_rules(self) -> None:
        self.rules = RulesOverlay(self.app, self.game, self.state.options)
        self.rules.layout(self.app.size)

    def open_settings(self) -> None:
        self.settings = SettingsOverlay(self.app)
        self.settings.layout(self.app.size)

    # ---------------------------------------------------------------- the score sheet panel (S)
    def has_sheet(self) -> bool:
        """A game of many deals (its own sheet) or a match with a game finished: the button shows."""
        m = self.session.match
        return bool(m.state.sheet_sections()) or bool(m.records) or bool(m.carried["games"])

    def open_sheet(self) -> None:
        self.sheet_panel = SheetPanel(self.app, self.session)
        self.sheet_panel.layout(self.app.size)

    def draw_over_table(self, target) -> None:
        """What lies on the table under the modal panels (rules, keys, settings): the arcs
        being chalked in, the score sheet's button and its panel. Drawn before those panels,
        so the key list (F2) dims the sheet's button too."""
        seg = self.animator.current()
        if isinstance(seg, ChalkSegment):       # the arcs being chalked in, over the still table
            seg.draw(target, self.app.fonts, self.app.lang, self.frame.unit)
        if self.rules is None and self.settings is None:
            if self.btn_sheet.visible and self.btn_sheet in self.widgets():    # (a replay has its own row)
                self.btn_sheet.draw(target, self.app.fonts)
            if self.sheet_panel is not None:
                with textrec.layer():
                    self.sheet_panel.draw(target)

    def to_menu(self) -> None:
        # the game stays in the autosave; «Продолжить» brings it back
        if self.remote:
            self.session.close()            # leaving a network table (a host closes it)
        self.app.open_menu()

    def handle(self, ev) -> None:
        if ev.type == pygame.MOUSEMOTION:
            self.mouse_at = ev.pos          # a mark under the mouse says what it means (table_draw)
        elif ev.type == getattr(pygame, "WINDOWLEAVE", -1):
            self.mouse_at = None
        if self.rules is not None:
            self.rules.handle(ev)
            if self.rules.closed:
                self.rules = None
            return
        if self.settings is not None:
            self.settings.handle(ev)
            if self.settings.closed:
                self.settings = None
            return
        if self.sheet_panel is not None:
            self.sheet_panel.handle(ev)
            if self.sheet_panel.closed:
                self.sheet_panel = None
            return
        if self.curtain_for is None and self.tour.handle(ev):
            return
        if self.curtain_for is not None:
            if ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE:
                self.to_menu()
            elif (ev.type == pygame.MOUSEBUTTONUP and ev.button == 1) or (
                    ev.type == pygame.KEYDOWN and ev.key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER)):
                self.lift_curtain()
            return
        if ((ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1) or (
                ev.type == pygame.KEYDOWN and ev.key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER))) \
                and self.animator.skip_hold():
            return                          # a deal's settlement read: go on
        if self.keys.handle(ev):            # the keyboard focus, Esc's half-made move, F2 (app/keyboard.py)
            return
        if self.log_view.handle(ev, self.app.mouse, lambda pos: self._target_at(pos) is None):
            self.app.wake()                 # the log scrolled (wheel, drag, PageUp / PageDown / End)
            return
        if ev.type == pygame.KEYDOWN:
            if ev.key == pygame.K_ESCAPE:
                if self.popup or self.selected is not None:
                    self.popup = []
                    self._deselect()
                else:
                    self.to_menu()
                return
            if ev.key == pygame.K_F1:
                self.open_rules()
                return
            if ev.key == pygame.K_F3:
                self.open_settings()
                return
            if ev.key == pygame.K_h:
                self.ask_hint()
                return
            if ev.key == SHEET_KEY and not ev.mod & pygame.KMOD_CTRL:
                self.open_sheet()
                return
            if ev.key == pygame.K_m:
                self.app.toggle_mute()
                return
            if ev.key == pygame.K_z and ev.mod & pygame.KMOD_CTRL:
                self.undo()
                return
        for b in self.popup + self.action_buttons + [self.btn_hint, self.btn_rules, self.btn_sheet, self.btn_settings,
                                                     self.btn_menu]:
            if b.handle(ev):
                return
        if ev.type == pygame.MOUSEMOTION:
            if self.press is not None and self.drag is None and self._input_seat() is not None:
                (px, py) = self.press[1]
                if abs(ev.pos[0] - px) + abs(ev.pos[1] - py) > 8:
                    self.drag = self.press[0]          # the card leaves the hand with the mouse
                    self.popup = []
                    self._select(self.drag)
            self.hover = self._target_at(ev.pos)
            top = self.frame.at(*ev.pos) if self.frame is not None else None
            self.teacher.hover(top.key if top is not None else None)
        elif ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            key = self._target_at(ev.pos)
            if key is None and self.frame is not None:
                top = self.frame.at(*ev.pos)
                if top is not None and self.teacher.clicked(top.key):
                    return                              # a card that cannot be played: why
            if key is not None and key in self.sel_targets:
                self.choose(self.sel_targets[key])
                return
            self.popup = []
            if key in self.targets:
                self.press = (key, ev.pos)             # played when the button comes up (or dragged)
                return
            self._deselect()
            if key is None:
                return
            actions = self.zone_targets.get(key) or []
            if len(actions) == 1:
                self.choose(actions[0])
            elif len(actions) > 1:
                self._open_popup(actions, ev.pos)
        elif ev.type == pygame.MOUSEBUTTONUP and ev.button == 1:
            press, self.press = self.press, None
            if self.drag is not None:
                key, self.drag = self.drag, None
                self._drop(key, ev.pos)
            elif press is not None and press[0] in self.targets:
                self._click_card(press[0], ev.pos)

    # ---------------------------------------------------------------- picking a card up
    def _click_card(self, key, pos) -> None:
        actions = self.targets.get(key) or []
        if len(actions) == 1:
            self.choose(actions[0])
        elif actions:
            self._select(key)
            s = self.frame.sprites.get(key)
            self._open_popup(actions, (s.x, s.y - s.h / 2) if s is not None else pos)

    def _select(self, key) -> None:
        """Pick a hand card up: the places its actions go to light up and take a click."""
        self.selected = key
        self.sel_targets = {}
        model = self._view_model()
        shared = set()
        for a in self.targets.get(key) or []:
            place = place_of(a, model, self.frame)
            if place is not None and place != key and (place in self.frame.sprites or place in self.frame.zones):
                if place in self.sel_targets:
                    shared.add(place)           # two actions there: only the list tells them apart
                self.sel_targets.setdefault(place, a)
        for place in shared:
            del self.sel_targets[place]

    def _deselect(self) -> None:
        self.selected = None
        self.sel_targets = {}
        self.press = self.drag = None

    def _drop(self, key, pos) -> None:
        """A dragged card let go: onto a place one of its actions goes to; or, when none of
        them names a place on the table, onto the table (not back on the hand) when it has
        just one action; else it goes back."""
        actions = self.targets.get(key) or []
        place = self._target_at(pos)
        if place in self.sel_targets:
            self.choose(self.sel_targets[place])
            return
        if self.sel_targets:
            self._deselect()                    # it has lit places, and was let go elsewhere
            return
        seat = self._input_seat()
        hand = self.frame.zones.get(f"hand{seat}") if seat is not None else None
        on_hand = hand is not None and pygame.Rect(hand).collidepoint(pos)
        if len(actions) == 1 and not on_hand and place is None:
            self.choose(actions[0])
            return
        self._deselect()

    def _target_at(self, pos):
        """The clickable card or zone under the mouse (the topmost card decides; with a
        card picked up, the places it may go to first)."""
        if self._input_seat() is None or self.frame is None:
            return None
        top = self.frame.at(*pos)
        if top is not None and (top.key in self.targets or top.key in self.sel_targets):
            return top.key
        for zone in self.sel_targets:           # a lit place: where it is lit (table_draw.drop_rect)
            if zone in self.frame.zones and zone not in self.frame.sprites \
                    and self.drop_rect(self.frame, zone).collidepoint(pos):
                return zone
        for zone in self.zone_targets:
            if zone in self.frame.zones and pygame.Rect(self.frame.zones[zone]).collidepoint(pos):
                return zone
        return None

    def _open_popup(self, actions, pos) -> None:
        """A card used by several actions: offer them as buttons beside it."""
        u = self.frame.unit
        bh = int(32 * u)
        words = self.words()
        labels = [words.render(self.game.action_phrase(a)) for a in actions]
        plain = list(labels)
        for i, a in enumerate(actions):
            if plain.count(plain[i]) > 1:
                # the game's labels do not tell these apart: add what differs
                extra = [words.card(c) for c in a.cards[1:]]
                place = place_of(a, self._view_model(), self.frame)
                on = self.frame.sprites.get(place) if place is not None else None
                if on is not None and on.card is not None:
                    extra.append(words.card(on.card))          # «Бить: 9♠ → 7♠»
                else:
                    if a.zone is not None:
                        extra.append(f"{a.zone}{'' if a.index is None else f' {a.index + 1}'}")
                    if a.value is not None:
                        extra.append(str(a.value))
                labels[i] += " → " + ", ".join(extra) if extra else f" ({i + 1})"
        self.popup = []
        w = max(self.app.fonts.size(t, max(12, round(15 * u)))[0] for t in labels) + int(26 * u)
        sw, sh = self.app.size
        x = min(int(pos[0]), sw - w - 8)
        top = max(8, int(pos[1] - len(actions) * (bh + 4) - 10 * u))
        for i, (a, label) in enumerate(zip(actions, labels)):
            b = Button(f"popup:{i}", label, on_click=(lambda a=a: self.choose(a)), px=max(12, round(15 * u)))
            b.action = a
            b.rect = pygame.Rect(x, top + i * (bh + 4), w, bh)
            self.popup.append(b)

    # ---------------------------------------------------------------- tests and tools
    def target_point(self, action):
        """Where a person would click to choose ``action`` (screen coordinates)."""
        for key, acts in self.targets.items():
            if action in acts:
                return self.frame.visible_point(key)
        for zone, acts in self.zone_targets.items():
            if action in acts:
                return pygame.Rect(self.frame.zones[zone]).center
        for b in self.action_buttons:
            if b.action == action:
                return b.rect.center
        return None

    @property
    def ready_for_input(self) -> bool:
        return self._input_seat() is not None

    def words(self) -> Wording:
        """The phrases' words at this table: the language, card indices and names of now."""
        return Wording(self.app.lang, self.app.settings.card_indices, self.session.names)

    def leave(self) -> None:
        """The table is left: the bots' and the hint's searches in the workers stop."""
        for ctrl in self.session.controllers:
            if not ctrl.human:
                ctrl.stop()
        if self.hint_runner is not None:
            self.hint_runner.stop()
            self.hint_runner = None
        super().leave()

    def settings_changed(self) -> None:
        self.animator.speed = self.app.settings.speed
        self.session.rebuild_log(self.app.lang, self.app.settings.card_indices)
        self.resize(self.app.size)


def _slot_key(a) -> tuple:
    """What makes a button's slot: the action without the moment it is offered in."""
    return (a.kind, a.value, a.zone, a.index, tuple(c.code for c in a.cards))


def _moved(a, b) -> bool:
    if a is None:
        return True
    if set(a.sprites) != set(b.sprites):
        return True
    for k, sb in b.sprites.items():
        sa = a.sprites[k]
        if abs(sa.x - sb.x) > 0.5 or abs(sa.y - sb.y) > 0.5 or abs(sa.w - sb.w) > 0.5 or sa.card != sb.card:
            return True
    return False
