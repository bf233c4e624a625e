"""The main menu: choose a game, the seats (human or a bot of some level, names), the
game's options and a seed; settings; «Продолжить» when a game was left unfinished.

Mouse and keyboard both work: Tab moves the focus, Left/Right change a choice,
Enter starts, F1 shows the rules of the selected game. The game list is one stop for
Tab: Up/Down move the selection itself, so the highlighted game is the one Enter starts.
The language toggle sits in the header, in sight at any window size.
"""
from __future__ import annotations

import pygame

from rules import all_games, get_game
from rules.errors import BadOption, RulesError

from .. import textrec
from ..fonts import CHALK, CHALK_DIM, GOLD, INK
from ..i18n import LANGS, choice_label, pick
from ..i18n import t as translate
from ..option_notes import plain_note
from ..overlays import RulesOverlay
from ..saves import Unresumable
from ..setup import (SeatSpec, Setup, default_level, is_default_name, level_label, menu_levels, new_seed,
                     seat_gender, seat_name)
from ..widgets import (BODY, BODY_HOVER, BRASS, LINE, Button, Choice, FocusRing, TextField, Widget, panel,
                       scroll_bar)
from ..words.names import FEMALE, MALE
from .base import Scene
from .saved_games import SavedGamesOverlay, UnfinishedChoice
from .settings_screen import SettingsOverlay


# the seat row's gender toggle
GENDER_MARK = {MALE: "♂", FEMALE: "♀"}


class GameEntry(Widget):
    """A game in the list: its name large (in English, the English name: the Russian one
    would be unreadable there), the blurb under it.

    Only the selected entry takes the keyboard focus (the list is one Tab stop whose
    Up/Down move the selection): what is highlighted is what Enter starts."""

    def __init__(self, game, on_pick):
        super().__init__(f"game:{game.id}")
        self.game = game
        self.on_pick = on_pick
        self.selected = False

    @property
    def focusable(self) -> bool:
        return self.selected

    def handle(self, ev) -> bool:
        if ev.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(ev.pos)
        elif ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1 and self.hit(ev.pos):
            self.on_pick(self.game)
            return True
        elif ev.type == pygame.KEYDOWN and self.focus and ev.key in (pygame.K_RETURN, pygame.K_SPACE):
            self.on_pick(self.game)
            return True
        return False

    def title_room(self, fonts, u) -> float:
        seats = f"{self.game.min_seats}–{self.game.max_seats}"
        return self.rect.w - 34 * u - fonts.size(seats, round(12 * u))[0]

    def draw(self, target, fonts, lang="ru", u=1.0, title_px=None) -> None:
        r = self.rect
        if self.selected or self.hover:
            col = (60, 50, 26, 200) if self.selected else (30, 52, 38, 180)
            panel(target, r, radius=int(10 * u), colour=col, border=GOLD if self.selected else None)
        if self.focus:
            pygame.draw.rect(target, GOLD, r, width=max(2, round(2 * u)), border_radius=int(10 * u))
        g = self.game
        x = r.x + 12 * u
        seats = f"{g.min_seats}–{g.max_seats}"
        spx = round(12 * u)
        fonts.draw(target, seats, (r.right - 10 * u, r.y + 9 * u), spx, CHALK_DIM, "sans", "topright")
        title = pick(g.title, lang)
        title_px = title_px or fonts.fit(title, round(22 * u), self.title_room(fonts, u), "serif-bold")
        fonts.draw(target, title, (x, r.y + 5 * u), title_px, GOLD if self.selected else CHALK, "serif-bold")
        y = r.y + 5 * u + round(22 * u) + 5 * u
        bpx = round(13 * u)
        blurb = pick(g.blurb, lang)
        fonts.draw(target, fonts.ellipsize(blurb, bpx, r.w - 24 * u), (x, y), bpx, CHALK_DIM)


class LangToggle(Widget):
    """The language: both of them side by side, each named in itself («Русский | English»),
    the current one lit. A click on one picks it; with the focus, Left/Right/Space switch."""

    def __init__(self, wid: str, langs, label, value: str, on_change, px: int = 15):
        super().__init__(wid)
        self.langs = list(langs)
        self.label = label              # callable lang -> its own name
        self.value = value
        self.on_change = on_change
        self.px = px

    def segments(self) -> list:
        n = len(self.langs)
        w = self.rect.w // n
        return [pygame.Rect(self.rect.x + i * w, self.rect.y, w if i < n - 1 else self.rect.w - i * w, self.rect.h)
                for i in range(n)]

    def pick(self, lang: str) -> None:
        if lang != self.value:
            self.value = lang
            self.on_change(lang)

    def handle(self, ev) -> bool:
        if not self.visible:
            return False
        if ev.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(ev.pos)
        elif ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1 and self.hit(ev.pos):
            for lang, seg in zip(self.langs, self.segments()):
                if seg.collidepoint(ev.pos):
                    self.pick(lang)
            return True
        elif ev.type == pygame.KEYDOWN and self.focus and ev.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_SPACE):
            i = self.langs.index(self.value)
            d = -1 if ev.key == pygame.K_LEFT else 1
            self.pick(self.langs[(i + d) % len(self.langs)])
            return True
        return False

    def draw(self, target, fonts) -> None:
        r = self.rect
        if not self.visible or r.w <= 0:
            return
        radius = r.h // 3
        pygame.draw.rect(target, BODY_HOVER if self.hover else BODY, r, border_radius=radius)
        for lang, seg in zip(self.langs, self.segments()):
            text = self.label(lang)
            px = fonts.fit(text, self.px, seg.w - 12)
            if lang == self.value:
                pygame.draw.rect(target, BRASS, seg.inflate(-4, -4), border_radius=max(1, radius - 2))
                fonts.draw(target, text, seg.center, px, INK, "sans-bold", "center")
            else:
                fonts.draw(target, text, seg.center, px, CHALK, "sans", "center")
        lit = self.focus or self.hover
        pygame.draw.rect(target, GOLD if lit else LINE, r, width=2 if self.focus else 1, border_radius=radius)


class MenuScene(Scene):
    def __init__(self, app, message: str | None = None, ask=None):
        """``ask``: a new game's setup (``lomber --game``) of a kind that has an unfinished
        game: the menu opens on the question «continue it or start anew?»."""
        super().__init__(app)
        self.games = all_games()
        self.message = message
        self.choice = None             # the question «continue the unfinished game or start anew?»
        self.saved_list = None         # the saved games overlay, when open
        self.statistics = None         # the statistics overlay, when open
        self.settings = None           # the settings screen, when open
        self._load_saves()
        self.focus = FocusRing()
        self.rules = None
        self.list_scroll = 0
        self._shown_selected = False   # the first layout scrolls the list to the selected game
        self.opt_scroll = 0            # the options column scrolls when a game has many options
        self.setup = self._initial_setup()
        self.seed_text = str(new_seed())
        # the game list does not change with the setup: built once, so it keeps hover and focus
        self.entries = [GameEntry(g, self.pick_game) for g in self.games]
        self.set_lang = LangToggle("lang", list(LANGS), lambda v: translate("lang_name", v), app.lang,
                                   self.change_lang)
        self._build()
        if ask is not None:
            game = next((g for g in self.games if g.id == ask.game), None)
            if game is not None:
                self.pick_game(game)
            self._ask_unfinished(ask)

    # ---------------------------------------------------------------- the setup
    def _initial_setup(self) -> Setup:
        last = self.app.settings.last_setup
        ids = [g.id for g in self.games]
        try:
            setup = Setup.from_json(last) if last else None
        except ValueError:
            setup = None
        if setup is None or setup.game not in ids:
            game = self.games[0]
            setup = Setup(game.id, [], {})
            self._reseat(setup, game, min(max(game.min_seats, 4), game.max_seats))
        game = self.game_of(setup)
        n = min(max(len(setup.seats), game.min_seats), game.max_seats)
        self._reseat(setup, game, n)
        try:
            setup.options = game.resolve_options(setup.options)
        except Exception:
            setup.options = game.resolve_options({})
        levels = menu_levels()
        for s in setup.seats:
            if not s.human and s.level not in levels:
                s.level = default_level()
        return setup

    def game_of(self, setup=None):
        gid = (setup or self.setup).game
        return next(g for g in self.games if g.id == gid)

    def _reseat(self, setup, game, n: int) -> None:
        # a new seat's name is "" — its default, shown in the language of the moment
        while len(setup.seats) < n:
            i = len(setup.seats)
            setup.seats.append(SeatSpec("human", "", "") if i == 0 else SeatSpec("bot", default_level(), ""))
        del setup.seats[n:]

    # ---------------------------------------------------------------- widgets
    def _build(self) -> None:
        app = self.app
        lang = app.lang
        game = self.game_of()
        focused = self.focus.current.id if self.focus.current is not None else None
        for e in self.entries:
            e.selected, e.focus = e.game.id == self.setup.game, False     # _refocus puts the focus back
        self.seat_count = Choice("seats", list(range(game.min_seats, game.max_seats + 1)),
                                 lambda n: app.t("seats_count", n=n), on_change=self.set_seat_count)
        self.seat_count.set_value(len(self.setup.seats))
        kinds = ["human"] + [f"bot:{lv}" for lv in menu_levels()]

        def kind_label(v):
            return app.t("seat_kind_human") if v == "human" else app.t("seat_kind_bot",
                                                                        level=level_label(v[4:], lang))
        self.names, self.kinds, self.genders = [], [], []
        for i, spec in enumerate(self.setup.seats):
            # a default name is shown in this language; a field the player empties shows it dimmed
            self.names.append(TextField(f"name:{i}", seat_name(i, spec.name, lang),
                                        on_change=lambda t, i=i: self.set_name(i, t),
                                        placeholder=seat_name(i, "", lang)))
            # ♂/♀: the gender the phrases agree with («Анна вытянула…»), guessed from the
            # name until clicked
            self.genders.append(Button(f"gender:{i}", GENDER_MARK[seat_gender(i, spec)],
                                       on_click=lambda i=i: self.toggle_gender(i)))
            k = Choice(f"kind:{i}", kinds, kind_label, on_change=lambda v, i=i: self.set_kind(i, v))
            k.set_value("human" if spec.human else f"bot:{spec.level}")
            self.kinds.append(k)
        self.option_widgets = []
        n = len(self.setup.seats)
        for o in game.options:
            # only what a table of n may play; a choice that no longer fits (the seat count
            # changed) gives way to the default for n
            choices = seat_choices(o, n)
            if self.setup.options.get(o.key, o.default) not in choices:
                self.setup.options[o.key] = o.default_for(n)
            c = Choice(f"option:{o.key}", choices, lambda v, o=o: choice_label(o, v, lang),
                       on_change=lambda v, o=o: self.set_option(o.key, v))
            c.set_value(self.setup.options.get(o.key, o.default))
            self.option_widgets.append((o, c))
        self.seed_field = TextField("seed", self.seed_text, on_change=self.set_seed, digits=True, max_len=9,
                                    placeholder=app.t("seed_random"))
        self.btn_reseed = Button("reseed", app.t("seed_random"), on_click=self.reseed)
        self.btn_start = Button("start", app.t("start"), on_click=self.start, primary=True)
        self.btn_continue = Button("continue", app.t("continue"), on_click=self.resume)
        self.btn_saves = Button("saves", "", on_click=self.open_saved)
        self._show_saves_buttons()
        self.btn_quit = Button("quit", app.t("quit"), on_click=app.quit)
        self.btn_rules = Button("rules", app.t("rules") + " · F1", on_click=self.open_rules)
        self.btn_stats = Button("stats", app.t("stats"), on_click=self.open_statistics)
        self.btn_settings = Button("settings", app.t("settings") + " · F3", on_click=self.open_settings)
        self.btn_net = Button("net", app.t("net"), on_click=self.open_network)    # «Сетевая игра»
        self.set_lang.value = app.settings.lang
        self.built_lang = lang
        if self.laid_out_for:
            self.layout(self.laid_out_for)
        if focused is not None:
            self._refocus(focused)

    def _refocus(self, wid: str) -> None:
        """After a rebuild, the focus stays where it was (the game list: on the selected game)."""
        for w in self.focus.widgets:
            if w.id == wid or (wid.startswith("game:") and isinstance(w, GameEntry)):
                self.focus.focus_on(w)
                return

    def widgets(self) -> list:
        out = [self.set_lang] + list(self.entries) + [self.seat_count]
        for n, g, k in zip(self.names, self.genders, self.kinds):
            out += [n, g, k]
        out += [c for _, c in self.option_widgets]
        out += [self.seed_field, self.btn_reseed, self.btn_net, self.btn_settings, self.btn_rules, self.btn_stats,
                self.btn_continue, self.btn_saves, self.btn_start, self.btn_quit]
        return out

    # ---------------------------------------------------------------- changes
    def pick_game(self, game) -> None:
        if game.id == self.setup.game:
            return
        self.setup.game = game.id
        self._reseat(self.setup, game, min(max(len(self.setup.seats), game.min_seats), game.max_seats))
        self.setup.options = game.resolve_options({}, len(self.setup.seats))
        self._build()

    def set_seat_count(self, n: int) -> None:
        self._reseat(self.setup, self.game_of(), n)
        self._build()

    def set_name(self, i: int, text: str) -> None:
        # typed names stay as typed; a default name (or none) follows the language
        spec = self.setup.seats[i]
        name = "" if is_default_name(i, text) else text
        if name != spec.name:
            # a new name brings its own gender: the one chosen for the old name no longer holds
            spec.gender = ""
        spec.name = name
        self.genders[i].label = GENDER_MARK[seat_gender(i, spec)]

    def toggle_gender(self, i: int) -> None:
        spec = self.setup.seats[i]
        spec.gender = MALE if seat_gender(i, spec) == FEMALE else FEMALE
        self.genders[i].label = GENDER_MARK[spec.gender]

    def set_kind(self, i: int, v: str) -> None:
        spec = self.setup.seats[i]
        if v == "human":
            spec.kind, spec.level = "human", ""
        else:
            spec.kind, spec.level = "bot", v[4:]

    def set_option(self, key: str, v) -> None:
        self.setup.options[key] = v

    def set_seed(self, text: str) -> None:
        self.seed_text = text

    def reseed(self) -> None:
        self.seed_text = str(new_seed())
        self.seed_field.text = self.seed_text

    def change_lang(self, v) -> None:
        self.app.settings.lang = v
        self.app.settings.indices = None        # the new language's indices, until chosen otherwise
        self.app.settings_changed()
        self._build()                           # default names are shown in the new language

    def open_settings(self) -> None:
        self.settings = SettingsOverlay(self.app)
        self.settings.layout(self.app.size)

    def settings_changed(self) -> None:
        if self.app.lang != self.built_lang:
            self.set_lang.value = self.app.lang
            self._build()                       # default names are shown in the new language
        elif self.laid_out_for:
            self.layout(self.laid_out_for)

    # ---------------------------------------------------------------- actions
    def start(self) -> None:
        setup = Setup.from_json(self.setup.to_json())     # default names stay "" (they follow the language)
        seed = self.seed_text.strip()
        setup.seed = int(seed) if seed.isascii() and seed.isdigit() else None
        game = self.game_of(setup)
        try:      # what the rules refuse is said here, in the player's language; the menu stays
            setup.options = game.resolve_options(setup.options, len(setup.seats))
        except BadOption as e:
            self.message = refusal(game, e, self.app.lang, self.app.t)
            return
        last = setup.to_json()
        last["seed"] = None
        self.app.settings.last_setup = last
        self.app.settings.save()
        if not self._ask_unfinished(setup):
            self._start_new(setup)

    def _ask_unfinished(self, setup) -> bool:
        """A person is to play a game of a kind that has an unfinished one: ask first
        (continue it, start anew and delete it, or cancel). False when there is nothing to ask."""
        same = self.app.saves.of_game(setup.game, self.saved) if setup.humans else []
        if not same:
            return False
        old = same[0]
        self.choice = UnfinishedChoice(self.app, old, len(same) - 1,
                                       on_continue=lambda: self.resume(old.id),
                                       on_new=lambda: self._start_new(setup, replacing=old.id),
                                       on_cancel=lambda: None)
        self.choice.layout(self.app.size)
        return True

    def _start_new(self, setup, replacing: str | None = None) -> None:
        """Start ``setup``; ``replacing``: the unfinished game the player chose to throw away
        for it — deleted only once the new game has started (a refusal keeps it)."""
        try:
            self.app.start_game(setup)
        except RulesError as e:
            self.message = refusal(self.game_of(setup), e, self.app.lang, self.app.t)
            return
        if replacing is not None:
            self.app.saves.delete(replacing)

    def open_rules(self) -> None:
        self.rules = RulesOverlay(self.app, self.game_of(), self.setup.options)
        self.rules.layout(self.app.size)

    # ---------------------------------------------------------------- layout
    def layout(self, size) -> None:
        w, h = size
        u = min(w / 1280, h / 720)
        self.u = u
        m = int(40 * u)
        gap = int(28 * u)
        top = int(118 * u)
        col_w = [int(330 * u), int(430 * u)]
        col_w.append(w - 2 * m - 2 * gap - sum(col_w))
        xs = [m, m + col_w[0] + gap, m + col_w[0] + col_w[1] + 2 * gap]
        self.cols = list(zip(xs, col_w))
        self.top = top
        # the language, in the header: in sight without scrolling at any window size
        tw, th = int(min(250 * u, col_w[2])), int(34 * u)
        self.set_lang.rect = pygame.Rect(w - m - tw, int(36 * u), tw, th)
        self.set_lang.px = round(15 * u)
        row = int(34 * u)
        # left: the game list (scrolls when long), then rules/quit, continue, start
        bh = int(46 * u)
        by = h - m - bh
        self.btn_start.rect = pygame.Rect(xs[0], by, col_w[0], bh)
        self._layout_saves(xs[0], col_w[0], by - bh - int(26 * u), bh)
        small = int(32 * u)
        low = self.btn_continue.rect.top - int(22 * u) if self.btn_continue.visible else by - int(12 * u)
        gap = int(8 * u)
        self.btn_rules.rect = pygame.Rect(xs[0], low - small, int(col_w[0] * 0.4), small)
        self.btn_quit.rect = pygame.Rect(xs[0] + col_w[0] - int(col_w[0] * 0.24), low - small,
                                         int(col_w[0] * 0.24), small)
        self.btn_stats.rect = pygame.Rect(self.btn_rules.rect.right + gap, low - small,
                                          self.btn_quit.rect.x - gap - self.btn_rules.rect.right - gap, small)
        self.list_rect = pygame.Rect(xs[0], top + int(30 * u), col_w[0],
                                     self.btn_rules.rect.top - int(10 * u) - (top + int(30 * u)))
        self.entry_h = int(56 * u)
        self.entry_step = self.entry_h + int(4 * u)
        # show whole entries only: a half-cut last title looks like a mistake
        whole = max(1, (self.list_rect.h + int(4 * u)) // self.entry_step)
        if whole < len(self.entries):
            self.list_rect.h = whole * self.entry_step - int(4 * u)
        self.list_scroll = max(0, min(self.list_scroll, self.max_list_scroll))
        self._place_entries()
        if not self._shown_selected:
            # entering the menu (back from a table too): the selected game is in sight, so
            # «Начать» never starts a game the player cannot see
            self._shown_selected = True
            selected = next((e for e in self.entries if e.game.id == self.setup.game), None)
            if selected is not None:
                self._scroll_to(selected)
        # middle: seats
        x = xs[1]
        self.seat_count.rect = pygame.Rect(x, top + int(30 * u), col_w[1], row)
        self.seat_count.px = round(17 * u)
        n = len(self.names)
        avail = h - m - (self.seat_count.rect.bottom + int(12 * u))
        rh = int(max(20 * u, min(row, avail / max(1, n) - 4 * u)))
        step = rh + int(min(6 * u, max(2, avail / max(1, n) - rh)))
        y = self.seat_count.rect.bottom + int(12 * u)
        name_w = int(col_w[1] * 0.46)
        px = max(11, min(round(17 * u), int(rh * 0.55)))
        for nf, gb, kc in zip(self.names, self.genders, self.kinds):
            nf.rect = pygame.Rect(x + int(26 * u), y, name_w - int(30 * u) - rh, rh)
            gb.rect = pygame.Rect(nf.rect.right + int(4 * u), y, rh, rh)
            kc.rect = pygame.Rect(x + name_w + int(8 * u), y, col_w[1] - name_w - int(8 * u), rh)
            nf.px = kc.px = gb.px = px
            y += step
        self.about_y = y + int(18 * u)          # room under the seats for the game's blurb
        # right: options, seed, settings — a column that scrolls when it is taller than the window
        x, cw = xs[2], col_w[2]
        col_top = top + int(30 * u)
        self.opt_rect = pygame.Rect(x, col_top - int(4 * u), cw, h - int(30 * u) - (col_top - int(4 * u)))
        y = col_top - self.opt_scroll
        self.option_rows = []
        for o, c in self.option_widgets:
            label_y = y
            y += int(22 * u)
            c.rect = pygame.Rect(x, y, cw, row)
            c.px = round(16 * u)
            c.arrow_w = row
            if c.needs_two_lines(self.app.fonts):
                # a long value («Порядок штрафных игр» of Кинг) gets two lines, not a tiny one
                c.rect.h = int(row * 1.6)
            y += c.rect.h + int(2 * u)
            # a player's words under the option; the source itself (for a scholar) is in F1
            # and shown on hover (``_draw_source``)
            note = plain_note(pick(o.source, self.app.lang))
            src_lines = self.app.fonts.wrap(note, round(12 * u), cw, "serif") if note else []
            self.option_rows.append((o, label_y, y, src_lines))
            y += int(len(src_lines) * 16 * u) + int(10 * u)
        self.seed_label_y = y
        y += int(22 * u)
        self.seed_field.rect = pygame.Rect(x, y, int(cw * 0.55), row)
        self.btn_reseed.rect = pygame.Rect(x + int(cw * 0.55) + int(8 * u), y, cw - int(cw * 0.55) - int(8 * u), row)
        self.seed_field.px = self.btn_reseed.px = round(16 * u)
        y += row + int(22 * u)
        content_h = y + self.opt_scroll - col_top
        self.max_opt_scroll = max(0, content_h - self.opt_rect.h + int(8 * u))
        if self.opt_scroll > self.max_opt_scroll:
            self.opt_scroll = self.max_opt_scroll
            return self.layout(size)
        self.btn_start.px = round(20 * u)
        for b in (self.btn_rules, self.btn_stats, self.btn_quit):
            b.px = round(15 * u)
        # the settings, in the header beside the language
        sw = int(min(200 * u, col_w[2] * 0.6))
        label_w = self.app.fonts.size(self.app.t("language"), round(14 * u))[0]    # «Язык», drawn left of it
        self.btn_settings.rect = pygame.Rect(self.set_lang.rect.x - label_w - int(34 * u) - sw, self.set_lang.rect.y,
                                             sw, self.set_lang.rect.h)
        self.btn_settings.px = round(15 * u)
        self.btn_net.rect = pygame.Rect(self.btn_settings.rect.x - int(10 * u) - sw, self.set_lang.rect.y,
                                        sw, self.set_lang.rect.h)
        self.btn_net.px = round(15 * u)
        self.focus.set(self.widgets())
        if self.focus.current is None:
            self.focus.focus_on(self.btn_start)
        if self.rules is not None:
            self.rules.layout(size)
        if self.saved_list is not None:
            self.saved_list.layout(size)
        if self.statistics is not None:
            self.statistics.layout(size)
        if self.settings is not None:
            self.settings.layout(size)
        if self.choice is not None:
            self.choice.layout(size)

    def column_widgets(self) -> list:
        return [c for _, c in self.option_widgets] + [self.seed_field, self.btn_reseed]

    def _shown_in_column(self, wdg, pos) -> bool:
        r = self.opt_rect
        return r.top <= wdg.rect.top and wdg.rect.bottom <= r.bottom and (pos is None or r.collidepoint(pos))

    def _scroll_column_to(self, wdg) -> None:
        """Keyboard focus moved to a widget of the options column: bring it into sight."""
        if wdg is None or wdg not in self.column_widgets() or not self.max_opt_scroll:
            return
        r, pad = self.opt_rect, int(30 * self.u)
        if wdg.rect.top - pad < r.top:
            self.opt_scroll = max(0, self.opt_scroll - (r.top - wdg.rect.top + pad))
        elif wdg.rect.bottom > r.bottom:
            self.opt_scroll = min(self.max_opt_scroll, self.opt_scroll + wdg.rect.bottom - r.bottom + int(8 * self.u))
        self.layout(self.app.size)

    @property
    def max_list_scroll(self) -> int:
        return max(0, len(self.entries) * self.entry_step - self.list_rect.h)

    def _place_entries(self) -> None:
        for i, e in enumerate(self.entries):
            e.rect = pygame.Rect(self.list_rect.x, self.list_rect.y + i * self.entry_step - self.list_scroll,
                                 self.list_rect.w, self.entry_h)
            e.visible = e.rect.bottom > self.list_rect.y and e.rect.top < self.list_rect.bottom

    def _scroll_to(self, entry) -> None:
        i = self.entries.index(entry)
        top, bottom = i * self.entry_step, i * self.entry_step + self.entry_h
        if top < self.list_scroll:
            self.list_scroll = top
        elif bottom > self.list_scroll + self.list_rect.h:
            self.list_scroll = bottom - self.list_rect.h
        self._place_entries()

    # ---------------------------------------------------------------- events
    def handle(self, ev) -> None:
        if self.rules is not None:
            self.rules.handle(ev)
            if self.rules.closed:
                self.rules = None
            return
        if self.choice is not None and not self.message:
            self.choice.handle(ev)
            if self.choice is not None and self.choice.closed:
                self.choice = None
            return
        if self.saved_list is not None and not self.message:
            self.saved_list.handle(ev)
            if self.saved_list is not None and self.saved_list.closed:
                self.saved_list = None
            return
        if self.statistics is not None and not self.message:
            self.statistics.handle(ev)
            if self.statistics.closed:
                self.statistics = None
            return
        if self.settings is not None and not self.message:
            self.settings.handle(ev)
            if self.settings.closed:
                self.settings = None
            return
        if self.message:
            # a notice (a damaged save) is modal: any click or Esc/Enter/Space closes it
            if ev.type == pygame.MOUSEBUTTONDOWN or (ev.type == pygame.KEYDOWN and ev.key in (
                    pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)):
                self.message = None
            return
        if ev.type == pygame.KEYDOWN:
            if ev.key == pygame.K_TAB:
                self.focus.move(-1 if ev.mod & pygame.KMOD_SHIFT else 1)
                self._scroll_column_to(self.focus.current)
                return
            if ev.key == pygame.K_F1:
                self.open_rules()
                return
            if ev.key == pygame.K_F3:
                self.open_settings()
                return
            if ev.key == pygame.K_ESCAPE:
                self.focus.focus_on(None)
                return
            cur = self.focus.current
            if ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and not isinstance(cur, Button):
                self.start()            # the selected game — on the list, the highlighted one
                return
            step = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_HOME: -len(self.entries),
                    pygame.K_END: len(self.entries)}.get(ev.key)
            if step is not None and isinstance(cur, GameEntry):
                # the selection moves with the keys (focus and highlight are one thing)
                i = max(0, min(len(self.entries) - 1, self.entries.index(cur) + step))
                self._scroll_to(self.entries[i])          # first: only an entry in sight takes the focus
                self.pick_game(self.entries[i].game)
                self.focus.focus_on(self.entries[i])
                return
        if ev.type == pygame.MOUSEWHEEL and self.max_opt_scroll and self.opt_rect.collidepoint(self.app.mouse):
            self.opt_scroll = max(0, min(self.max_opt_scroll, self.opt_scroll - int(ev.y * 40 * self.u)))
            self.layout(self.app.size)
            return
        if ev.type == pygame.MOUSEWHEEL and self.list_rect.collidepoint(self.app.mouse):
            self.list_scroll = max(0, min(self.max_list_scroll, self.list_scroll - int(ev.y * self.entry_step)))
            self._place_entries()
            return
        column = self.column_widgets()
        for wdg in self.widgets():
            if wdg in column and _is_mouse(ev) and not self._shown_in_column(wdg, getattr(ev, "pos", None)):
                continue       # scrolled out of sight: not clickable
            if wdg.handle(ev):
                if ev.type == pygame.MOUSEBUTTONDOWN and wdg in self.focus.widgets:
                    self.focus.focus_on(wdg)
                return
        if ev.type == pygame.MOUSEBUTTONDOWN:
            self.focus.focus_on(None)

    # ---------------------------------------------------------------- drawing
    def _draw_about(self, target) -> None:
        """The chosen game's one-line description, whole, under the seats when there is room."""
        app, u, f = self.app, self.u, self.app.fonts
        x, cw = self.cols[1]
        game = self.game_of()
        px = round(15 * u)
        lines = f.wrap(pick(game.blurb, app.lang), px, cw - 20 * u, "serif")
        need = (len(lines) + 2) * f.font(px, "serif").get_linesize()
        if self.about_y + need > target.get_height() - 40 * u:
            return
        y = self.about_y
        pygame.draw.line(target, (120, 136, 112), (x + cw * 0.3, y), (x + cw * 0.7, y))
        y += 12 * u
        for line in lines:
            f.draw(target, line, (x + cw / 2, y), px, (214, 206, 180), "serif", "midtop")
            y += f.font(px, "serif").get_linesize()
        f.draw(target, app.t("rules") + " — F1", (x + cw / 2, y + 6 * u), round(13 * u), CHALK_DIM, "sans", "midtop")

    def _option_at(self, pos):
        """The option whose row (label, control, note) is under ``pos``, or None."""
        if not self.opt_rect.collidepoint(pos):
            return None
        x, cw = self.cols[2]
        rows = self.option_rows
        for i, (o, label_y, _src_y, _lines) in enumerate(rows):
            bottom = rows[i + 1][1] if i + 1 < len(rows) else self.seed_label_y
            if x <= pos[0] <= x + cw and label_y <= pos[1] < bottom:
                return o
        return None

    def _draw_source(self, target) -> None:
        """On hover over an option: where its rule comes from (the source, as F1 shows it)."""
        o = self._option_at(self.app.mouse)
        src = pick(o.source, self.app.lang) if o is not None else ""
        if not src:
            return
        f, u = self.app.fonts, self.u
        px = max(12, round(13 * u))
        x, cw = self.cols[2]
        width = int(min(cw + 60 * u, target.get_width() - 20))
        lines = f.wrap(src, px, width - 20 * u, "serif")
        lh = f.font(px, "serif").get_linesize()
        r = pygame.Rect(0, 0, width, int(len(lines) * lh + 16 * u))
        mx, my = self.app.mouse
        r.topright = (min(target.get_width() - 10, x + cw), my + int(22 * u))
        if r.bottom > target.get_height() - 10:
            r.bottom = my - int(12 * u)           # no room below the pointer: above it
        with textrec.layer():
            panel(target, r, radius=int(8 * u), colour=(30, 26, 16, 240), border=(150, 130, 90))
            y = r.y + 8 * u
            for line in lines:
                f.draw(target, line, (r.x + 10 * u, y), px, (226, 212, 176), "serif")
                y += lh

    def _message_lines(self, width) -> list:
        """(line, px, style, colour): a notice is text (its first line the title) or a
        list of (text, kind) with kind 'title', 'body' or 'detail' (small and dimmer)."""
        f, u = self.app.fonts, self.u
        msg = self.message
        if isinstance(msg, str):
            msg = [(para, "title" if i == 0 else "body") for i, para in enumerate(msg.split("\n"))]
        look = {"title": (round(17 * u), "sans-bold", (255, 236, 224)),
                "body": (round(14 * u), "sans", (255, 236, 224)),
                "detail": (max(10, round(12 * u)), "sans", (214, 170, 156))}
        out = []
        for i, (para, kind) in enumerate(msg):
            px, style, colour = look.get(kind, look["body"])
            if (kind == "title" and i) or kind == "detail":
                out.append(("", round(6 * u), "sans", colour))          # a gap before a notice, and its details
            for line in f.wrap(para, px, width, style):
                out.append((line, px, style, colour))
        return out

    def _message_rect(self, lines) -> pygame.Rect:
        w, h = self.app.size
        u = self.u
        height = int(sum(self.app.fonts.font(px, st).get_linesize() for _, px, st, _ in lines) + 70 * u)
        r = pygame.Rect(0, 0, int(min(760 * u, w - 80)), height)
        r.center = (w // 2, h // 2)
        return r

    def _draw_message(self, target) -> None:
        f, u = self.app.fonts, self.u
        veil = pygame.Surface(target.get_size(), pygame.SRCALPHA)
        veil.fill((4, 10, 6, 150))
        target.blit(veil, (0, 0))
        width = int(min(760 * u, target.get_width() - 80) - 48 * u)
        lines = self._message_lines(width)
        r = self._message_rect(lines)
        panel(target, r, radius=int(14 * u), colour=(58, 22, 18, 245), border=(240, 170, 140))
        y = r.y + int(22 * u)
        for line, px, style, colour in lines:
            if line:
                f.draw(target, line, (r.x + int(24 * u), y), px, colour, style)
            y += f.font(px, style).get_linesize()
        f.draw(target, self.app.t("dismiss"), (r.centerx, r.bottom - int(12 * u)), round(13 * u),
               (236, 196, 184), "sans", "midbottom")

    def draw(self, target) -> None:
        app, u = self.app, self.u
        target.blit(app.painter.art.baize(*target.get_size(), rim=True), (0, 0))
        f = app.fonts
        x0 = self.cols[0][0]
        f.draw(target, app.t("app_title"), (x0, int(30 * u)), round(46 * u), GOLD, "serif-bold", shadow=True)
        f.draw(target, app.t("app_subtitle"), (x0 + 2, int(30 * u) + round(46 * u) + int(10 * u)),
               round(15 * u), CHALK_DIM, "serif")
        lr = self.set_lang.rect
        f.draw(target, app.t("language"), (lr.x - int(10 * u), lr.centery), round(14 * u), CHALK_DIM, "sans",
               "midright")
        self.set_lang.draw(target, f)
        heads = [app.t("game"), app.t("players"), app.t("options")]
        for (x, cw), head in zip(self.cols, heads):
            f.draw(target, head, (x, self.top), round(18 * u), CHALK, "serif-bold")
            pygame.draw.line(target, (150, 160, 130), (x, self.top + int(24 * u)), (x + cw, self.top + int(24 * u)))
        clip = target.get_clip()
        target.set_clip(self.list_rect.inflate(4, 4))
        # one size for the titles (that of the longest, within reason), so that the list reads as a list
        fits = {e: f.fit(pick(e.game.title, app.lang), round(22 * u), e.title_room(f, u), "serif-bold")
                for e in self.entries}
        common = max(min(fits.values()), round(20 * u))
        for e in self.entries:
            if e.visible:
                e.draw(target, f, app.lang, u, min(common, fits[e]))
        target.set_clip(clip)
        scroll_bar(target, self.list_rect, self.list_scroll, self.max_list_scroll, u)
        # seat rows: number, name, kind
        for i, (nf, kc) in enumerate(zip(self.names, self.kinds)):
            f.draw(target, f"{i + 1}", (self.cols[1][0] + int(10 * u), nf.rect.centery), nf.px, CHALK_DIM,
                   "sans", "center")
            nf.draw(target, f)
            self.genders[i].draw(target, f)
            kc.draw(target, f)
        self.seat_count.draw(target, f)
        self._draw_about(target)
        x, cw = self.cols[2]
        target.set_clip(self.opt_rect)
        if not self.option_widgets:
            f.draw(target, app.t("no_options"), (x, self.top + int(34 * u)), round(15 * u), CHALK_DIM)
        for o, label_y, src_y, src_lines in self.option_rows:
            label = pick(o.label, app.lang)
            px = f.fit(label, round(15 * u), cw)
            f.draw(target, label, (x, label_y), px, CHALK)
            for j, line in enumerate(src_lines):
                f.draw(target, line, (x, src_y + j * 16 * u), round(12 * u), (210, 196, 158), "serif")
        for _, c in self.option_widgets:
            c.draw(target, f)
        f.draw(target, app.t("seed"), (x, self.seed_label_y), round(15 * u), CHALK)
        self.seed_field.draw(target, f)
        self.btn_reseed.draw(target, f)
        target.set_clip(clip)
        scroll_bar(target, self.opt_rect, self.opt_scroll, self.max_opt_scroll, u)
        if not (self.saved_list or self.statistics or self.settings or self.choice or self.message or self.rules):
            self._draw_source(target)
        for b in (self.btn_rules, self.btn_stats, self.btn_quit, self.btn_start, self.btn_settings, self.btn_net):
            b.draw(target, f)
        self._draw_saves(target)
        f.draw(target, app.t("menu_keys"), (target.get_width() // 2, target.get_height() - int(12 * u)),
               round(12 * u), (170, 180, 160), "sans", "midbottom")
        if self.saved_list is not None:
            self.saved_list.draw(target)
        if self.statistics is not None:
            self.statistics.draw(target)
        if self.settings is not None:
            self.settings.draw(target)
        if self.choice is not None:
            self.choice.draw(target)
        if self.message:
            self._draw_message(target)
        if self.rules is not None:
            self.rules.draw(target)


    # ---------------------------------------------------------------- saved games
    def _load_saves(self, problems=()) -> None:
        """The saved games, newest first; a notice for each damaged save that was set aside."""
        self.saved = self.app.saves.scan()
        problems = list(problems) + self.app.saves.take_problems()
        if problems:
            notice = self._notice(problems)
            if isinstance(self.message, str) and self.message:
                notice = [(self.message, "title")] + notice
            self.message = notice

    def _notice(self, problems) -> list:
        """What happened, in the player's words; the technical reason on a dimmer line."""
        t = self.app.t
        out = []
        shown = problems[:3] if len(problems) > 4 else problems     # the notice must fit the window
        for p in shown:
            title = _game_title(p.game, self.app.lang)
            if title is None:
                head = t("save_damaged_any")
            elif p.moves is None:
                head = t("save_damaged_title", game=title)
            else:
                head = t("save_damaged_game", game=title, turn=p.moves + 1)
            out.append((head, "title"))
            out.append((t("save_restored", turn=p.restored + 1) if p.restored is not None
                        else t("save_not_restored"), "body"))
            out.append((t("save_details", file=p.file, detail=p.detail), "detail"))
        if len(shown) < len(problems):
            out.append((t("save_damaged_more", n=len(problems) - len(shown)), "title"))
        return out

    def _show_saves_buttons(self) -> None:
        has = bool(self.saved)
        self.btn_continue.visible = self.btn_saves.visible = has
        self.btn_saves.label = self.app.t("saved_games_n", n=len(self.saved))

    def _refresh_saves(self, problems=()) -> None:
        self._load_saves(problems)
        self._show_saves_buttons()
        if self.laid_out_for:
            self.layout(self.laid_out_for)

    def _layout_saves(self, x: int, w: int, y: int, bh: int) -> None:
        """«Продолжить» (the newest game) and, beside it, the list of all saved games."""
        u = self.u
        cw = int(w * 0.54)
        self.btn_continue.rect = pygame.Rect(x, y, cw, bh)
        self.btn_saves.rect = pygame.Rect(x + cw + int(8 * u), y, w - cw - int(8 * u), bh)
        self.btn_continue.px = round(20 * u)
        self.btn_saves.px = round(15 * u)

    def _draw_saves(self, target) -> None:
        if not self.saved:
            return
        app, u, f = self.app, self.u, self.app.fonts
        self.btn_continue.draw(target, f)
        self.btn_saves.draw(target, f)
        e = self.saved[0]
        note = app.t("continue_note", game=_game_title(e.game, app.lang) or e.game, turn=e.moves + 1)
        x, w = self.cols[0]
        px = round(12 * u)
        f.draw(target, f.ellipsize(note, px, w), (x + w // 2, self.btn_continue.rect.top - int(4 * u)),
               px, CHALK_DIM, "sans", "midbottom")

    def open_network(self) -> None:
        """«Сетевая игра»: host this menu's game and seats, or join a table."""
        setup = Setup.from_json(self.setup.to_json())
        seed = self.seed_text.strip()
        setup.seed = int(seed) if seed.isascii() and seed.isdigit() else None
        game = self.game_of(setup)
        try:
            setup.options = game.resolve_options(setup.options, len(setup.seats))
        except BadOption as e:
            self.message = refusal(game, e, self.app.lang, self.app.t)
            return
        self.app.open_network(setup=setup)

    def open_statistics(self) -> None:
        from .statistics import StatisticsOverlay
        self.statistics = StatisticsOverlay(self)
        self.statistics.layout(self.app.size)
        if self.app.statistics.problem:
            self.message = self.app.t("stats_set_aside")
            self.app.statistics.problem = None

    def open_recent(self) -> None:
        from .saved_games import RecentGamesOverlay
        self.saved_list = RecentGamesOverlay(self)
        self.saved_list.layout(self.app.size)

    def watch_replay(self, path) -> None:
        self.app.open_replay_file(path)

    def open_saved(self) -> None:
        self.saved_list = SavedGamesOverlay(self)
        self.saved_list.layout(self.app.size)

    def resume(self, sid: str | None = None) -> None:
        """Play on a saved game (the newest when ``sid`` is None). A save that does not
        replay is set aside and the notice says so; the copy before stays in the list."""
        if not self.saved:
            return
        sid = sid or self.saved[0].id
        try:
            r = self.app.saves.load(sid)
        except Unresumable as e:
            self._refresh_saves([e.problem])
            return
        if r.problem is not None:
            self._refresh_saves([r.problem])
            return
        self.app.start_game(r.setup, state=r.state, meta=r.meta, save_id=r.id)

    def delete_saved(self, sid: str) -> None:
        self.app.saves.delete(sid)
        self._refresh_saves()

    def delete_saved_many(self, sids) -> None:
        for sid in sids:
            self.app.saves.delete(sid)
        self._refresh_saves()

    def widget(self, wid: str):
        if self.choice is not None:
            for w in self.choice.widgets():
                if w.id == wid:
                    return w
        if self.saved_list is not None:
            for w in self.saved_list.widgets():
                if w.id == wid:
                    return w
        return super().widget(wid)


def scroll_bar(target, rect, scroll: int, max_scroll: int, u: float) -> None:
    """A thin chalk scroll bar beside a column that scrolls (nothing when it does not)."""
    if not max_scroll:
        return
    bar_h = max(20, int(rect.h * rect.h / (rect.h + max_scroll)))
    bar_y = rect.y + int((rect.h - bar_h) * scroll / max_scroll)
    pygame.draw.rect(target, (150, 160, 130), (rect.right + int(6 * u), bar_y, max(3, int(4 * u)), bar_h),
                     border_radius=3)


def _game_title(game_id, lang: str):
    try:
        return pick(get_game(game_id).title, lang) if isinstance(game_id, str) else None
    except RulesError:
        return None


def _is_mouse(ev) -> bool:
    return ev.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)


def seat_choices(option, seats: int) -> list:
    """The choices the menu offers for a table of ``seats``: what the option declares
    that table may play (``Option.choices_for``)."""
    return list(option.choices_for(seats))


def refusal(game, err, lang: str, t) -> str:
    """The notice for a game the rules refuse to start: a heading, then the reason in the
    player's language (the engine's own words only as the last resort)."""
    reason = None
    if isinstance(err, BadOption) and err.words:
        reason = pick(err.words, lang)
    elif isinstance(err, BadOption) and err.option is not None and err.seats is not None:
        try:
            o = game.option(err.option)
        except BadOption:
            o = None
        span = o.seat_range(err.value) if o is not None else None
        if span is not None:
            lo, hi = span
            need = str(lo) if lo == hi else (t("seats_or_more", n=lo) if hi >= game.max_seats
                                             else f"{lo}–{hi}")
            reason = t("option_needs_seats", option=pick(o.label, lang), choice=choice_label(o, err.value, lang),
                       need=need, seats=err.seats)
    if reason is None:
        reason = t("rules_refuse_detail", detail=str(err))
    return "\n".join([t("cannot_start"), reason, t("cannot_start_hint")])
