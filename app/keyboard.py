"""Play without a mouse: a keyboard focus over the table's own hit targets.

The focus walks over exactly what a click would do at the table (``TableScene``): the
hand cards and table places that take a click (``targets``, ``zone_targets``), the places
a picked-up card may go to (``sel_targets``), the choice pop-up, the action buttons and
the small buttons of the side panel. Nothing here knows a game: the same maps the mouse
uses decide what may be focused, so every family plays by keys alone.

Keys (F2 shows the list):

- Left / Right: the previous / next choice of its row (the table's places, the hand, the
  action buttons, the panel's small buttons); Up / Down: the row before / after (in the
  pop-up, along it); Tab / Shift+Tab: every choice in turn.
- Enter: play the focused choice (a card with several actions is picked up, as a
  click does: its places and the pop-up take the focus).
- Space: the main button («Беру», «Пас»: the only action button, or the focused one;
  with several, it focuses the first; with none, it is Enter).
- Digits: the button whose number it is (a bid, «прикупить 2», a claimed rank; two
  digits for 10 and more).
- Esc: back out of a half-made move (a card picked up, a pop-up open); else the menu.

The focus is drawn (a bright ring, and the card lifted as under the mouse) only once a
key was used; the mouse hides it again. After a move it comes back to the same place of
its row (a card played: its neighbour in the hand).
"""
from __future__ import annotations

import math

import pygame

from . import textrec
from .fonts import CHALK, CHALK_DIM, GOLD
from .i18n import STRINGS
from .widgets import Button, panel

RING = (255, 250, 236)          # the focus ring: bright chalk white, on a dark halo
HALO = (12, 18, 14)
DIGIT_MS = 1200                 # digits typed within this time make one number
F2 = pygame.K_F2

NAV_KEYS = (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_TAB)
ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)
DIGITS = {getattr(pygame, f"K_{d}"): str(d) for d in range(10)}
DIGITS.update({getattr(pygame, f"K_KP{d}"): str(d) for d in range(10)})

# The words of the key list (merged into app.i18n.STRINGS, kept here beside the keys).
KEY_STRINGS: dict = {
    "keys_title": {"ru": "Игра с клавиатуры", "en": "Playing from the keyboard"},
    "keys_close": {"ru": "F2, Esc или щелчок — закрыть", "en": "F2, Esc or a click to close"},
    "keys_tip": {"ru": "F2 — клавиши", "en": "F2 — keys"},
    "key_arrows": {"ru": "← →", "en": "← →"},
    "key_arrows_do": {"ru": "предыдущая / следующая карта, место или кнопка",
                      "en": "the previous / next card, place or button"},
    "key_updown": {"ru": "↑ ↓", "en": "↑ ↓"},
    "key_updown_do": {"ru": "к другому ряду: рука, стол, кнопки",
                      "en": "to another row: the hand, the table, the buttons"},
    "key_tab": {"ru": "Tab, Shift+Tab", "en": "Tab, Shift+Tab"},
    "key_tab_do": {"ru": "по всем ходам подряд", "en": "through every choice in turn"},
    "key_enter": {"ru": "Enter", "en": "Enter"},
    "key_enter_do": {"ru": "сыграть выбранное (карту с несколькими ходами — взять и выбрать, куда)",
                     "en": "play the focused choice (a card with several moves: pick it up, then choose where)"},
    "key_space": {"ru": "Пробел", "en": "Space"},
    "key_space_do": {"ru": "главная кнопка: «Беру», «Пас», «Бито»…",
                     "en": "the main button: Take, Pass, Done…"},
    "key_digits": {"ru": "0–9", "en": "0–9"},
    "key_digits_do": {"ru": "ставка, заявка или число (10 и больше — двумя цифрами)",
                      "en": "a bid, a claim or a count (10 and more: two digits)"},
    "key_esc": {"ru": "Esc", "en": "Esc"},
    "key_esc_do": {"ru": "отменить начатый ход; если хода нет — в меню",
                   "en": "back out of a half-made move; with none, the menu"},
    "key_undo": {"ru": "Ctrl+Z", "en": "Ctrl+Z"},
    "key_undo_do": {"ru": "взять ход назад", "en": "take a move back"},
    "key_hint": {"ru": "H", "en": "H"},
    "key_hint_do": {"ru": "подсказка", "en": "hint"},
    "key_sheet": {"ru": "S", "en": "S"},
    "key_sheet_do": {"ru": "запись: счёт по сдачам (в игре со счётом)", "en": "the score sheet, deal by deal (in a scored game)"},
    "key_rules": {"ru": "F1", "en": "F1"},
    "key_rules_do": {"ru": "правила", "en": "rules"},
    "key_settings": {"ru": "F3", "en": "F3"},
    "key_settings_do": {"ru": "настройки", "en": "settings"},
    "key_list": {"ru": "F2", "en": "F2"},
    "key_list_do": {"ru": "этот список", "en": "this list"},
    "key_mute": {"ru": "M", "en": "M"},
    "key_mute_do": {"ru": "звук вкл./выкл.", "en": "sound on / off"},
    "key_full": {"ru": "F11", "en": "F11"},
    "key_full_do": {"ru": "во весь экран", "en": "full screen"},
    "key_tour": {"ru": "T", "en": "T"},
    "key_tour_do": {"ru": "знакомство со столом: что где", "en": "a tour of the table: what is where"},
    "key_log": {"ru": "PgUp PgDn End", "en": "PgUp PgDn End"},
    "key_log_do": {"ru": "листать ход игры (и колесом над ним, и мышью); End — к последним строкам",
                   "en": "scroll the game log (the wheel over it and a drag too); End: the newest lines"},
    # the replay's list (app/scenes/replay.py: BINDINGS; the keys' names come from the bindings)
    "keys_title_replay": {"ru": "Запись партии: клавиши", "en": "The replay's keys"},
    "rkey_next": {"ru": "ход вперёд", "en": "a move on"},
    "rkey_back": {"ru": "ход назад", "en": "a move back"},
    "rkey_ten": {"ru": "на 10 ходов вперёд / назад", "en": "ten moves on / back"},
    "rkey_deal": {"ru": "к следующей / прошлой сдаче", "en": "the next / previous deal"},
    "rkey_ends": {"ru": "к началу / к концу", "en": "the start / the end"},
    "rkey_play": {"ru": "пуск / пауза", "en": "play / pause"},
    "rkey_eyes": {"ru": "чьими глазами смотреть (0 — зритель)", "en": "whose eyes to watch with (0: a spectator)"},
    "rkey_open": {"ru": "открыть все руки (когда партия кончена)", "en": "every hand open (once the game is over)"},
    "rkey_review": {"ru": "разбор партии", "en": "review the game"},
    "rkey_marks": {"ru": "к прошлой / следующей отметке разбора", "en": "the previous / next mark of the review"},
    "rkey_log": {"ru": "листать ход игры (и колесом, и мышью)", "en": "scroll the game log (the wheel and a drag too)"},
    "rkey_rules": {"ru": "правила", "en": "rules"},
    "rkey_settings": {"ru": "настройки", "en": "settings"},
    "rkey_mute": {"ru": "звук вкл./выкл.", "en": "sound on / off"},
    "rkey_list": {"ru": "этот список", "en": "this list"},
    "rkey_esc": {"ru": "назад", "en": "back"},
    "kname_space": {"ru": "Пробел", "en": "Space"},
}
STRINGS.update(KEY_STRINGS)

KEY_ROWS = ("arrows", "updown", "tab", "enter", "space", "digits", "esc", "undo", "hint", "sheet", "log", "tour",
            "rules", "list", "settings", "mute", "full")

# how a key is named in a key list made from bindings (``key_names``)
KEY_NAMES = {pygame.K_RIGHT: "→", pygame.K_LEFT: "←", pygame.K_UP: "↑", pygame.K_DOWN: "↓",
             pygame.K_PAGEUP: "PgUp", pygame.K_PAGEDOWN: "PgDn", pygame.K_HOME: "Home", pygame.K_END: "End",
             pygame.K_LEFTBRACKET: "[", pygame.K_RIGHTBRACKET: "]", pygame.K_COMMA: ",", pygame.K_PERIOD: ".",
             pygame.K_ESCAPE: "Esc", pygame.K_RETURN: "Enter", pygame.K_TAB: "Tab"}


def key_names(keys, t) -> str:
    """The keys of one binding as the key list shows them («→ Пробел», «1–9 0», «F1», «P»);
    ``t``: the program's translate function."""
    out, digits = [], [k for k in keys if pygame.K_0 <= k <= pygame.K_9]
    for k in keys:
        if k in digits:
            continue
        if k == pygame.K_SPACE:
            out.append(t("kname_space"))
        else:
            out.append(KEY_NAMES.get(k) or pygame.key.name(k).upper())
    if digits:
        nums = sorted(k - pygame.K_0 for k in digits)
        run = [n for n in nums if n]
        text = f"{run[0]}–{run[-1]}" if len(run) > 2 and run == list(range(run[0], run[-1] + 1)) else \
            " ".join(map(str, run))
        out.append((text + (" 0" if 0 in nums else "")).strip())
    return " ".join(out)


class KeyFocus:
    """The keyboard focus of one table scene (``table.keys``)."""

    def __init__(self, table):
        self.table = table
        self.focus = None            # an item: (kind, key) — see ``groups``
        self.active = False          # a key was used since the mouse last moved: draw the focus
        self.overlay = None          # the key list (F2), or None
        self._digits = ""
        self._digit_at = -1e9
        self._back_to = None         # the card a half-made move began with (Esc focuses it again)
        self._place = ("", 0)        # the row and place of the last focus (see ``_default``)

    # ---------------------------------------------------------------- what may be focused
    def rows(self) -> list:
        """The focusable choices now, in named rows: with a card picked up (or a pop-up
        open) its places and the pop-up; else the table's places, the hand, the action
        buttons; and always the small buttons of the panel. Items are ``(kind, key)``."""
        t = self.table
        if t.frame is None or t._input_seat() is None:
            return []
        f = t.frame
        out = []
        if t.popup or t.selected is not None:
            places = [k for k in t.sel_targets if k in f.sprites or k in f.zones]
            out.append(("places", [("place", k) for k in sorted(places, key=self._place_order)]))
            out.append(("popup", [("popup", i) for i, b in enumerate(t.popup) if b.visible]))
        else:
            hand = f"hand{t._input_seat()}"
            cards = [k for k in t.targets if k in f.sprites]
            mine = sorted((k for k in cards if f.sprites[k].zone == hand), key=lambda k: f.sprites[k].x)
            others = sorted((k for k in cards if f.sprites[k].zone != hand), key=self._table_order)
            zones = [z for z in t.zone_targets if z in f.zones]
            out.append(("table", [("card", k) for k in others] + [("zone", z) for z in zones]))
            out.append(("hand", [("card", k) for k in mine]))
            out.append(("buttons", [("button", b.action) for b in t.action_buttons if b.visible and b.rect.w > 0]))
        tools = [w for w in t.widgets() if isinstance(w, Button) and w.action is None and w.visible
                 and w.enabled and w.rect.w > 0 and w not in t.popup]
        out.append(("tools", [("tool", w.id) for w in tools]))
        return [(name, row) for name, row in out if row]

    def groups(self) -> list:
        return [row for _, row in self.rows()]

    def _table_order(self, k):
        s = self.table.frame.sprites[k]
        slot = k[1] if len(k) > 1 and isinstance(k[1], int) else 0      # ring slots go round in order
        return (s.zone, slot, s.x, s.y)

    def _place_order(self, k):
        f = self.table.frame
        if k in f.sprites:
            s = f.sprites[k]
            return (s.y // 40, s.x)
        x, y, w, h = f.zones[k]
        return ((y + h / 2) // 40, x + w / 2)

    def items(self) -> list:
        return [it for g in self.groups() for it in g]

    # ---------------------------------------------------------------- moving the focus
    def _set(self, item) -> None:
        t = self.table
        for b in t.action_buttons + t.popup + [w for w in t.widgets() if isinstance(w, Button)]:
            b.focus = False
        self.focus = item
        if item is None:
            return
        for name, row in self.rows():
            if item in row:
                self._place = (name, row.index(item))     # where it was, for ``_default``
        kind, key = item
        if kind in ("card", "zone", "place"):
            t.hover = key
        else:
            t.hover = None
            b = self.button(item)
            if b is not None:
                b.focus = True

    def sync(self) -> bool:
        """Keep the focus on a choice that exists and drawn as such: after a move (or a
        pop-up closing) it goes to the like of what it was on. Returns whether it moved."""
        if not self.active:
            return False
        groups = self.groups()
        if not groups:
            return False                 # nothing to choose now; the focus waits (its kind is kept)
        flat = [it for g in groups for it in g]
        item = self.focus if self.focus in flat else self._default()
        if item == self.focus and self._shown(item):
            return False
        self._set(item)
        return True

    def _shown(self, item) -> bool:
        kind, key = item
        if kind in ("card", "zone", "place"):
            return self.table.hover == key
        b = self.button(item)
        return b is not None and b.focus

    def _default(self):
        """Where the focus goes when its choice is gone: the same row at about the same
        place (a card played: its neighbour in the hand), else the first choice of the
        first row that is not the panel's small buttons."""
        rows = self.rows()
        name, i = self._place
        for n, row in rows:
            if n == name and n != "tools":
                return row[min(i, len(row) - 1)]
        for n, row in rows:
            if n != "tools":
                return row[0]
        return rows[0][1][0]

    def move(self, d: int, across: bool = False, rows: bool = False) -> None:
        groups = self.groups()
        if not groups:
            return
        flat = [it for g in groups for it in g]
        if self.focus not in flat:
            hover = self.table.hover          # the mouse's card, if any, is where the focus starts
            start = next((it for it in flat if it[0] in ("card", "zone", "place") and it[1] == hover), None)
            self._set(start or self._default())
            return
        if across:
            i = flat.index(self.focus)
            self._set(flat[(i + d) % len(flat)])
            return
        gi = next(i for i, g in enumerate(groups) if self.focus in g)
        if rows:
            g = groups[gi]
            i = g.index(self.focus) + d
            if self.focus[0] == "popup" and 0 <= i < len(g):
                self._set(g[i])                 # the pop-up is a column: Up / Down go along it
                return
            self._set(groups[(gi + d) % len(groups)][0])
            return
        g = groups[gi]
        self._set(g[(g.index(self.focus) + d) % len(g)])

    # ---------------------------------------------------------------- acting
    def button(self, item):
        t = self.table
        kind, key = item
        if kind == "popup":
            return t.popup[key] if 0 <= key < len(t.popup) else None
        if kind == "button":
            return next((b for b in t.action_buttons if b.action == key), None)
        if kind == "tool":
            return next((w for w in t.widgets() if isinstance(w, Button) and w.id == key), None)
        return None

    def activate(self, item) -> None:
        t = self.table
        kind, key = item
        if kind == "card":
            actions = t.targets.get(key) or []
            if len(actions) == 1:
                t.choose(actions[0])
            elif actions:
                t._click_card(key, t.frame.visible_point(key) or (0, 0))
                self._back_to = item
                self._set(self._default() if self.rows() else None)
        elif kind == "zone":
            actions = t.zone_targets.get(key) or []
            if len(actions) == 1:
                t.choose(actions[0])
            elif actions:
                t._open_popup(actions, pygame.Rect(t.frame.zones[key]).center)
                self._back_to = item
                self._set(self._default())
        elif kind == "place":
            if key in t.sel_targets:
                t.choose(t.sel_targets[key])
        else:
            b = self.button(item)
            if b is not None:
                b.activate()

    def back_out(self) -> bool:
        """Esc: a card picked up or a pop-up open is put back; the focus returns to it."""
        t = self.table
        if not (t.popup or t.selected is not None):
            return False
        back = self._back_to
        if back is None and t.selected is not None:
            back = ("card", t.selected)
        t.popup = []
        t._deselect()
        self._back_to = None
        if self.active:                          # (a card the mouse picked up: no focus appears)
            self._set(back if back in self.items() else None)
            self.sync()
        return True

    def main_button(self):
        """Space: the focused button, else the only action button (or pop-up choice).
        Returns the button, "several" when there are several and none is focused, or None."""
        t = self.table
        if self.focus is not None and self.focus[0] in ("button", "popup") and self.focus in self.items():
            return self.button(self.focus)
        buttons = [b for b in (t.popup or t.action_buttons) if b.visible and b.rect.w > 0]
        if len(buttons) == 1:
            return buttons[0]
        return "several" if buttons else None

    def digit(self, d: str) -> None:
        """A digit: the button whose action's number it is (typed on within DIGIT_MS for
        numbers of two digits). One such button and no longer number begins so: played;
        else focused (Enter plays it, or the next digit goes on)."""
        t = self.table
        # the wall clock (the loop's own clock stands still while it sleeps), or the tests' one
        now = t.app.now_ms if getattr(t.app, "virtual_clock", False) else float(pygame.time.get_ticks())
        typed = (self._digits + d) if now - self._digit_at <= DIGIT_MS else d
        self._digit_at = now
        numbered = []
        for kind, bs in (("popup", t.popup), ("button", t.action_buttons)):
            for i, b in enumerate(bs):
                v = b.action.value if b.action is not None else None
                if isinstance(v, int) and not isinstance(v, bool) and b.visible:
                    numbered.append(((kind, i if kind == "popup" else b.action), str(v)))
            if numbered:
                break               # the pop-up, when open, is what the digits choose in
        for text in (typed, d):
            exact = [it for it, v in numbered if v == text]
            longer = [it for it, v in numbered if v.startswith(text) and v != text]
            if exact or longer:
                self._digits = text
                self.active = True
                if len(exact) == 1 and not longer:
                    self._digits = ""
                    self._set(exact[0])
                    self.activate(exact[0])
                else:
                    self._set((exact or longer)[0])
                return
        self._digits = ""

    # ---------------------------------------------------------------- events
    def handle(self, ev) -> bool:
        """Returns True when the event was used (the table then ignores it)."""
        if self.overlay is not None:
            if ev.type == pygame.KEYDOWN and ev.key in (F2, pygame.K_ESCAPE) + ENTER_KEYS or (
                    ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1):
                self.overlay = None
            return ev.type in (pygame.KEYDOWN, pygame.KEYUP, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP,
                               pygame.MOUSEWHEEL, pygame.TEXTINPUT)
        if ev.type == pygame.MOUSEMOTION and tuple(getattr(ev, "rel", (0, 0))) != (0, 0):
            if self.active:             # the mouse moves: its hover rules, the focus hides
                self.active = False
                self._set(None)
            return False
        if ev.type != pygame.KEYDOWN:
            return False
        k = ev.key
        if k == F2:
            rows = getattr(self.table, "key_rows", None)     # a scene with keys of its own (the replay)
            self.overlay = KeyList(self.table.app, *(rows() if rows else ()))
            return True
        if k == pygame.K_ESCAPE:
            return self.back_out()
        if ev.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META):
            return False
        t = self.table
        if t._input_seat() is None:
            return k in NAV_KEYS or k in DIGITS    # nothing to choose now (a bot moves)
        if k in NAV_KEYS:
            first = not self.active or self.focus not in self.items()
            self.active = True
            if first:
                self.move(0)                     # the first key shows the focus where it is
            elif k == pygame.K_TAB:
                self.move(-1 if ev.mod & pygame.KMOD_SHIFT else 1, across=True)
            elif k in (pygame.K_UP, pygame.K_DOWN):
                self.move(-1 if k == pygame.K_UP else 1, rows=True)
            else:
                self.move(-1 if k == pygame.K_LEFT else 1)
            return True
        if k in DIGITS:
            self.digit(DIGITS[k])
            return True
        if k == pygame.K_SPACE:
            b = self.main_button()
            self.active = True
            if b == "several":                   # which one: the focus goes to the buttons
                kind = "popup" if t.popup else "button"
                self._set(next(it for it in self.items() if it[0] == kind))
                return True
            if b is not None:
                b.activate()
                return True
            k = pygame.K_RETURN                  # no button at all (Приём's ring): as Enter
        if k in ENTER_KEYS:
            self.active = True
            if self.focus is None or self.focus not in self.items():
                self.move(0)
                return True
            self.activate(self.focus)
            return True
        return False

    # ---------------------------------------------------------------- drawing
    def draw(self, target) -> None:
        """The focus ring over the table (at the end of its drawing), and the key list."""
        t = self.table
        if self.sync():
            t.app.wake()                        # the table's layer shows the new focus next frame
        if t.curtain_for is None and t.frame is not None and any(c.human for c in t.session.controllers) \
                and t.rules is None and getattr(t, "settings", None) is None and self.overlay is None \
                and not t.log_view.marker:      # (the log's «↓ новые» / «↑ ещё N» takes that place)
            # (not over a panel that lies on the table: F1's rules, F3's settings, F2's own list)
            # where the key list is: a quiet word in the log's title line
            f = t.frame
            lx, ly, lw, lh = f.log_rect
            u = f.unit
            px = max(11, round(13 * u))
            fonts, tip = t.app.fonts, t.app.t("keys_tip")
            if fonts.size(t.app.t("log"), px, "sans-bold")[0] + fonts.size(tip, px)[0] + 36 * u < lw:
                fonts.draw(target, tip, (lx + lw - 10 * u, ly + 6 * u), px, CHALK_DIM, "sans", "topright")
        if self.active and self.focus is not None and t.curtain_for is None and not t.animator.busy \
                and t.rules is None and getattr(t, "settings", None) is None and self.focus in self.items():
            self._draw_ring(target)
        if self.overlay is not None:
            with textrec.layer():
                self.overlay.draw(target)

    def ring_shape(self):
        """Where the ring goes: ("poly", points) round a card, or ("rect", rect)."""
        t = self.table
        f = t.frame
        kind, key = self.focus
        u = f.unit
        if kind in ("card", "place") and key in f.sprites:
            s = f.sprites[key]
            dx = dy = 0.0
            if kind == "card" and t.selected is None and t.hover == key:
                dx, dy = s.lift[0] * 14 * u, s.lift[1] * 14 * u
            a = math.radians(s.angle)
            pad = 4 * u
            hw, hh = s.w / 2 + pad, s.h / 2 + pad
            pts = []
            for lx, ly in ((-hw, -hh), (hw, -hh), (hw, hh), (-hw, hh)):
                pts.append((s.x + dx + lx * math.cos(a) + ly * math.sin(a),
                            s.y + dy - lx * math.sin(a) + ly * math.cos(a)))
            return "poly", pts
        if kind in ("zone", "place") and key in f.zones:
            return "rect", pygame.Rect(f.zones[key]).inflate(int(8 * u), int(8 * u))
        b = self.button(self.focus)
        if b is not None and b.rect.w > 0:
            return "rect", b.rect.inflate(int(5 * u) + 2, int(5 * u) + 2)
        return None

    def _draw_ring(self, target) -> None:
        """A bright chalk-white ring on a thin dark edge, in a soft white glow: it reads on
        the green cloth, on a white card face and on a brass button alike."""
        shape = self.ring_shape()
        if shape is None:
            return
        u = self.table.frame.unit
        w = max(4, round(3.5 * u))
        kind, geo = shape
        if kind == "poly":
            xs, ys = [p[0] for p in geo], [p[1] for p in geo]
            box = pygame.Rect(int(min(xs)), int(min(ys)), int(max(xs) - min(xs)) + 1, int(max(ys) - min(ys)) + 1)
        else:
            box = pygame.Rect(geo)
        m = int(w + 16 * u) + 4
        layer = pygame.Surface(box.inflate(2 * m, 2 * m).size, pygame.SRCALPHA)
        ox, oy = box.x - m, box.y - m
        rad = max(6, int(10 * u))
        g = 1.0 if kind == "poly" else 0.55     # buttons sit close together: a narrower glow
        for width, colour in ((w + int(16 * u * g), RING + (55,)), (w + int(9 * u * g), RING + (110,)),
                              (w + 4, HALO + (230,)), (w, RING + (255,))):
            if kind == "poly":
                pts = [(x - ox, y - oy) for x, y in geo]
                pygame.draw.lines(layer, colour, True, pts, width)
                for p in pts:                    # round the corners of the thick lines
                    pygame.draw.circle(layer, colour, (round(p[0]), round(p[1])), max(1, width // 2 - 1))
            else:
                r = geo.move(-ox, -oy).inflate(width - w, width - w)
                pygame.draw.rect(layer, colour, r, width=width, border_radius=rad + (width - w) // 2)
        target.blit(layer, (ox, oy))


class KeyList:
    """The key list (F2): every key of the table, in the program's language; or the rows
    ``(keys, what they do)`` a scene gives (the replay's, made from its bindings)."""

    def __init__(self, app, rows=None, title: str = "keys_title"):
        self.app = app
        self.rows = rows
        self.title = title

    def draw(self, target) -> None:
        app = self.app
        sw, sh = target.get_size()
        u = min(sw / 1280, sh / 720)
        veil = pygame.Surface((sw, sh), pygame.SRCALPHA)
        veil.fill((4, 10, 6, 170))
        target.blit(veil, (0, 0))
        fonts = app.fonts
        rows = self.rows or [(app.t("key_" + r), app.t(f"key_{r}_do")) for r in KEY_ROWS]
        width = min(sw - 40, int(860 * u))
        for px in range(max(12, round(17 * u)), 11, -1):     # a smaller size when the list is long
            line = fonts.font(px).get_linesize() + int(4 * u)
            kw = max(fonts.size(k, px, "sans-bold")[0] for k, _ in rows) + int(24 * u)
            room = width - 2 * int(30 * u) - kw
            wrapped = [(k, fonts.wrap(d, px, room)) for k, d in rows]
            height = int(70 * u) + sum(len(ls) for _, ls in wrapped) * line + int(50 * u)
            if height <= sh - 20:
                break
        r = pygame.Rect(0, 0, width, min(sh - 20, height))
        r.center = (sw // 2, sh // 2)
        panel(target, r, radius=int(16 * u), colour=(16, 34, 24, 245), border=(120, 110, 80))
        fonts.draw(target, app.t(self.title), (r.centerx, r.y + 18 * u), round(26 * u), GOLD, "serif-bold",
                   "midtop")
        y = r.y + int(68 * u)
        x = r.x + int(30 * u)
        for k, ls in wrapped:
            fonts.draw(target, k, (x, y), px, GOLD, "sans-bold")
            for part in ls:
                fonts.draw(target, part, (x + kw, y), px, CHALK)
                y += line
        fonts.draw(target, app.t("keys_close"), (r.centerx, r.bottom - 14 * u), round(13 * u), CHALK_DIM, "sans",
                   "midbottom")
