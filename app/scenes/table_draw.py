"""How the table looks: the cached still layers, cards in flight, the side panel, the
log and the hint. A mixin of ``TableScene``, which owns the state and the input.

The still part of the table is painted once into a layer and blitted each frame; below
it, the floor (cloth, empty places, the low cards such as the ring) has a cache of its
own, so a busy 15-seat table repaints only what changed. The faces a cached layer holds
count as drawn in every frame that shows it (the hot-seat test relies on that).
"""
from __future__ import annotations

import math
import time

import pygame

from .. import textrec
from ..anim import Drawn, lerp, out_cubic
from ..anim_chips import arc_point
from ..art.chips import TILT
from ..art.table import rim_width
from ..draw.arcs import draw_arc
from ..draw.chips import ChipPainter
from ..draw import legends
from ..draw.cards import GLOW
from ..draw.table import badge_rect, draw_banners, draw_cards, draw_cloth, draw_log, draw_plates
from ..fonts import CHALK, CHALK_DIM, GOLD, MIN_PX
from ..i18n import pick
from ..log_view import LogView
from ..overlays import draw_curtain
from ..widgets import panel

MARK = (238, 190, 96)  # the glow of a place a picked-up card may go to
FLOOR_Z = 100          # sprites below this z (rings, stocks) are painted on the cached floor


class TableDrawing:
    def init_drawing(self) -> None:
        self._layer = None
        self._drop_rects: dict = {}         # (frame id, zone, dragged card, language) -> (frame, its drop place)
        self._layer_key = None
        self._layer_faces: set = set()
        self._layer_texts = None            # what the cached layers hold, for the layout audit (app/textrec.py)
        self._floor_texts = None
        self._log_texts = None
        self._panel_texts = None
        self._log_key = None
        self._log_surf = None
        self.log_view = LogView()           # the log's scroll (app/log_view.py)
        self._floor_key = None
        self._floor_surf = None
        self._floor_faces: set = set()
        self.chip_painter = ChipPainter(self.app.painter.art, self.app.fonts)
        self._panel_key = None
        self._panel_surf = None
        self.hint_rect = None               # where the hint panel was last drawn
        self.legend_spots: list = []        # the marks of the cached layer that explain themselves on hover
        self.mouse_at = None                # where the mouse rests (a mark's legend shows there)

    def draw(self, target) -> None:
        app = self.app
        f = self.frame
        u = f.unit
        seg = self.animator.current()
        if seg is None:
            input_seat = self._input_seat()
            hover = self.hover if input_seat is not None else None
            dim = self.dimmed()
            lifted = hover if hover is not None else self.hint_key()
            # a card picked up stays lifted; the places it may go to glow (the one under
            # the mouse brighter); a dragged card leaves its place and follows the mouse
            marks = {}
            if input_seat is not None and self.selected is not None:
                lifted = self.selected
                marks = {k: (MARK if k != hover else GLOW) for k in self.sel_targets if k in f.sprites}
            hide = frozenset([self.drag]) if self.drag is not None and input_seat is not None else frozenset()
            self._blit_layer(target, ("idle", id(f), lifted, self.hint_key(), dim, frozenset(marks.items()), hide),
                             lambda layer: self._paint_still(layer, f, None, lifted, dim, marks=marks, hide=hide))
            if input_seat is not None and self.selected is not None:
                self._draw_drop_places(target, f, hover)
            if hide:
                self._draw_dragged(target, f)
        elif seg.chips is not None:
            # chips in flight: the piles count along, the chips fly over everything
            still = seg.still()
            self._blit_layer(target, ("seg", id(seg)),
                             lambda layer: self._paint_still(layer, seg.b, still, plates=seg.b, chips=False))
            t0 = time.perf_counter()
            amounts = seg.chips.amounts(seg.t)
            self._draw_piles(target, seg.b, amounts)
            t1 = time.perf_counter()
            drawn = seg.drawn(skip=still)
            if drawn:
                draw_cards(target, app.painter, seg.b, drawn, ghosts=False)
            t2 = time.perf_counter()
            self._draw_flights(target, seg, amounts)
            # --stats: what the chips cost: the piles counting along and the chips in the air
            app.frame_marks["chips_ms"] = (t1 - t0 + time.perf_counter() - t2) * 1000.0
        else:
            # cards in flight pass over the name plates
            still = seg.still()
            self._blit_layer(target, ("seg", id(seg)), lambda layer: self._paint_still(layer, seg.b, still, plates=seg.b))
            draw_cards(target, app.painter, seg.b, seg.drawn(skip=still), ghosts=False)
        if self.animator.banners:
            draw_banners(target, app.fonts, self.animator.banners, u, self._bubble_avoid(seg.b if seg else f))
        self._draw_log(target)
        self._draw_panel(target)
        self._draw_panels(target, u)
        if self.hint is not None or self.hint_runner is not None:
            self._draw_hint(target)
        self.teacher.draw(target)
        for b in self.popup:
            b.draw(target, app.fonts)
        self.draw_over_table(target)
        if self.curtain_for is not None and not self.animator.busy:
            with textrec.layer():
                self.curtain_rect = draw_curtain(target, app, self.session.names[self.curtain_for], u)
        if self.rules is not None:
            with textrec.layer():
                self.rules.draw(target)
        self.keys.draw(target)              # the keyboard focus, the key list (app/keyboard.py)
        if self.rules is None and self.curtain_for is None and (
                self.tour.active or (self.keys.overlay is None and self.settings is None)):
            self.tour.draw(target)          # (its offer is not drawn over the key list or the settings)
        if self.settings is not None:
            with textrec.layer():
                self.settings.draw(target)
        self._draw_legend(target)

    def legend_under_mouse(self):
        """(rect, legend) of the mark the mouse rests on, when nothing lies over the table."""
        if (self.mouse_at is None or self.animator.busy or self.rules is not None or self.settings is not None
                or self.curtain_for is not None or self.tour.active or self.keys.overlay is not None
                or getattr(self, "sheet_panel", None) is not None):
            return None
        got = legends.at(self.legend_spots, self.mouse_at)
        if got is None and self.frame is not None and self.frame.card_legends:
            top = self.frame.at(*self.mouse_at)       # a card a legend speaks of explains itself too
            if top is not None and top.card in self.frame.card_legends:
                rect = pygame.Rect(round(top.x - top.w / 2), round(top.y - top.h / 2), round(top.w), round(top.h))
                got = (rect, self.frame.card_legends[top.card])
        return got

    def _draw_legend(self, target) -> None:
        got = self.legend_under_mouse()
        if got is not None:
            legends.draw_legend(target, self.app.fonts, self.app.lang, got[0], got[1], self.frame.unit)

    def draw_over_table(self, target) -> None:
        """What a scene adds over the table, under the modal panels (TableScene: the sheet)."""

    def _bubble_avoid(self, frame) -> list:
        """What a speech bubble must not cover: the name plates and the card-count badges."""
        out = []
        for p in frame.plates:
            r = pygame.Rect(*(int(v) for v in p.rect)).inflate(4, 4)
            out.append(r.inflate(0, int(2 * p.font_px)).move(0, int(p.font_px)) if p.tags or p.dealer else r)
            if p.count and p.badge_at is not None:
                out.append(badge_rect(self.app.fonts, p.badge_at, str(p.count), max(11, int(p.font_px * 0.9))))
        return out

    def dimmed(self) -> frozenset:
        """The cards of the hand to move that cannot be played now: dimmed — all of them
        when no card is legal (only a button, «Беру»), so the hand never looks playable."""
        seat = self._input_seat()
        if seat is None:
            return frozenset()
        # the hand, and a face-up row its owner plays from as from his hand («Два ряда»)
        zones = {f"hand{seat}"} | {name for name, z in self.view.zones.items() if z.kind == "row" and z.owner == seat}
        return frozenset(k for k, s in self.frame.sprites.items() if s.zone in zones and k not in self.targets)

    def _blit_layer(self, target, key, paint) -> None:
        """The table's still part is painted once into a cached layer and blitted each
        frame; the faces it holds count as drawn in every frame that shows it."""
        key = key + (target.get_size(),)
        if self._layer_key != key or self._layer is None or self._layer.get_size() != target.get_size() \
                or (textrec._rec is not None and self._layer_texts is None):
            if self._layer is None or self._layer.get_size() != target.get_size():
                self._layer = pygame.Surface(target.get_size()).convert() if pygame.display.get_surface() \
                    else pygame.Surface(target.get_size())
            before = set(self.app.painter.faces_drawn)
            self.app.painter.faces_drawn = set()
            self._layer_texts = textrec.fresh()
            self.legend_spots = []
            with textrec.capture(self._layer_texts), legends.collect(self.legend_spots):
                paint(self._layer)
            self._layer_faces = set(self.app.painter.faces_drawn)
            self.app.painter.faces_drawn = before
            self._layer_key = key
        target.blit(self._layer, (0, 0))
        textrec.emit(self._layer_texts)
        self.app.painter.faces_drawn |= self._layer_faces

    def _draw_log(self, target) -> None:
        """The log panel, cached in its own surface while its lines and view stand still;
        scrolled as ``self.log_view`` says (app/log_view.py)."""
        f = self.frame
        r = pygame.Rect(f.log_rect)
        log = tuple(self.shown_log())
        view = self.log_view
        view.note_input(self._input_seat() is not None and not self.animator.busy)
        for _ in range(2):
            view.marker = view.marker_text(self.app.t)
            key = (log, r.size, self.app.lang, view.back, view.marker)
            if self._log_key == key and not (textrec._rec is not None and self._log_texts is None):
                break
            self._log_surf = pygame.Surface(r.size, pygame.SRCALPHA)
            self._log_texts = textrec.fresh()
            with textrec.capture(self._log_texts):
                rows, room, row_h = draw_log(self._log_surf, self.app.fonts, (0, 0, r.w, r.h), self.app.t("log"),
                                             list(log), f.unit, view.back, view.marker)
            self._log_key = key
            if not view.laid_out(log, rows, room, row_h, r) and view.marker_text(self.app.t) == view.marker:
                break                   # (new rows under a scrolled view, a new count: drawn again)
        target.blit(self._log_surf, r)
        textrec.emit(self._log_texts, r.topleft)

    def _drop_zone_rects(self, frame):
        return [(z, self.drop_rect(frame, z)) for z in self.sel_targets if z in frame.zones
                and z not in frame.sprites]

    def drop_rect(self, frame, z) -> pygame.Rect:
        """Where a picked-up card goes to zone ``z`` (lit while it is dragged, and where a drop
        plays it): the zone's place with its own cards, cut clear of what else lies there —
        another zone's cards (the rows above and below the trick of «Две ряды»), a name
        plate, the words on the cloth — so that the light covers nothing but the place."""
        key = (id(frame), z, self.drag, self.app.lang)
        got = self._drop_rects.get(key)
        if got is not None:
            return got[1]
        pad = max(4, round(7 * frame.unit))        # the light rings the place's cards, clear of them
        r = pygame.Rect(frame.zones[z]).inflate(2 * pad, 2 * pad)
        others = []
        for s in list(frame.sprites.values()) + list(frame.ghosts):
            if s.key == self.drag:
                continue
            if s.zone == z:
                r.union_ip(_sprite_box(s).inflate(2 * pad, 2 * pad))
            else:
                others.append(_sprite_box(s))
        others += self._word_rects()
        for o in sorted(others, key=lambda o: -_area(r, o)):
            if r.colliderect(o):
                r = _cut(r, o)
        if len(self._drop_rects) > 32:
            self._drop_rects.clear()
        self._drop_rects[key] = (frame, r)     # (the frame kept: its id is not reused meanwhile)
        return r

    def _draw_drop_places(self, target, frame, hover) -> None:
        """The table places a picked-up card may go to (a zone: the trick, the pile, the place
        beside the durak attack row for a transfer): a glowing chalk outline. An empty place
        is filled faintly and says what goes there («Перевести: 7♠») when the words fit; a
        place with cards is only outlined, so that nothing is written over their faces."""
        u = frame.unit
        fonts = self.app.fonts
        for z, r in self._drop_zone_rects(frame):
            colour = GLOW if z == hover else MARK
            empty = not any(s.zone == z and s.key != self.drag for s in frame.sprites.values())
            glow = pygame.Surface(r.size, pygame.SRCALPHA)
            if empty:
                pygame.draw.rect(glow, colour + (60,), glow.get_rect(), border_radius=int(10 * u))
            else:
                pygame.draw.rect(glow, colour + (70,), glow.get_rect(), width=max(3, int(5 * u)),
                                 border_radius=int(10 * u))
            pygame.draw.rect(glow, colour + (230,), glow.get_rect().inflate(-4, -4), width=max(2, int(2 * u)),
                             border_radius=int(8 * u))
            target.blit(glow, r)
            if not empty:
                continue
            # what goes there, written in the place («Перевести: 7♠»), when it fits legibly
            label = self.words().render(self.game.action_phrase(self.sel_targets[z]))
            words = label.split(": ", 1)
            px = max(10, round(13 * u))
            room = r.w - 16 * u
            sizes = [fonts.fit(part, px, room, "sans-bold", min_px=MIN_PX) for part in words]
            if any(fonts.size(part, s, "sans-bold")[0] > room for part, s in zip(words, sizes)) \
                    or len(words) * px * 1.2 > r.h:
                continue
            y = r.centery - (len(words) - 1) * px * 0.6
            for part, fpx in zip(words, sizes):
                fonts.draw(target, part, (r.centerx, y), fpx, colour, "sans-bold", "center", shadow=True)
                y += px * 1.2

    def _draw_dragged(self, target, frame) -> None:
        s = frame.sprites.get(self.drag)
        if s is None:
            return
        mx, my = self.app.mouse
        self.app.painter.draw(target, s.moved(x=mx, y=my, angle=-4.0), shadow=2.4)

    def _paint_still(self, layer, frame, only, hover=None, dim=(), plates=None, chips=True, marks=None,
                     hide=()) -> None:
        """Paint the cards that stand still. The floor (the cloth, empty places and the
        low cards such as the ring, z < FLOOR_Z) changes at most once a move and has a
        cache of its own, so a busy 15-seat table repaints only what sits above it.
        Chip piles stand on the floor (on the stake cards); ``chips=False`` leaves them
        out while chips fly (they are drawn each frame then)."""
        app = self.app
        keys = frame.sprites.keys() if only is None else only
        if hide:
            keys = [k for k in keys if k not in hide]
        # (a dimmed card lies low too when it is a row card: it is veiled above the floor)
        special = {hover, self.hint_key()} | set(marks or ()) | set(dim)
        floor = [frame.sprites[k] for k in keys if frame.sprites[k].z < FLOOR_Z and k not in special]
        layer.blit(self._floor(frame, floor), (0, 0))
        if chips:
            self._draw_piles(layer, frame, None, labels=False)
        on_floor = {s.key for s in floor}
        rest = sorted((frame.sprites[k] for k in keys if k not in on_floor), key=lambda s: s.z)
        draw_cards(layer, app.painter, frame, [Drawn(s) for s in rest], hover=hover, hint=self.hint_key(),
                   dim=dim, lift_px=14 * frame.unit, ghosts=False, marks=marks)
        self._draw_notes(layer, frame)      # over the cards: words on the cloth are never hidden by one
        plates = frame if only is None else plates
        if plates is not None:
            draw_plates(layer, app.painter, app.fonts, plates, app.lang, app.t)
        if chips:
            self._draw_piles(layer, frame, None, piles=False)

    # ---------------------------------------------------------------- chips and words on the cloth
    def _draw_piles(self, target, frame, amounts, piles: bool = True, labels: bool = True) -> None:
        cp = self.chip_painter
        for account, spot in frame.chips.items():
            amount = spot.amount if amounts is None else amounts.get(account, spot.amount)
            if piles:
                cp.pile(target, spot, amount)
            if labels:
                cp.label(target, spot, amount)

    def _draw_flights(self, target, seg, amounts) -> None:
        """The chips in the air: from the top of one pile to the top of another."""
        cp = self.chip_painter
        u = seg.b.unit
        spots = seg.b.chips
        for tk, local in seg.chips.flying(seg.t):
            a = spots.get(tk.src) or seg.a.chips.get(tk.src)
            b = spots.get(tk.dst) or seg.a.chips.get(tk.dst)
            if a is None or b is None:
                continue
            top_a = cp.pile_height(a, max(0, amounts.get(tk.src, 0))) - a.d * TILT
            top_b = cp.pile_height(b, max(0, amounts.get(tk.dst, 0))) - b.d * TILT
            p0 = (a.x, a.y - max(0.0, top_a))
            p1 = (b.x, b.y - max(0.0, top_b) - (b.d * 0.09 if amounts.get(tk.dst, 0) > 0 else 0.0))
            x, y, lift = arc_point(p0, p1, local, u)
            d = lerp(a.d, b.d, out_cubic(local))
            cp.token(target, tk.value, x, y, d, lift, turn=tk.n, base_d=int(round(max(a.d, b.d))))

    def _draw_arcs(self, target, frame) -> None:
        """Score arcs in chalk (app/draw/arcs.py; chalked in after a deal: app/anim_chalk.py)."""
        for a in frame.arcs:
            draw_arc(target, self.app.fonts, self.app.lang, a, frame.unit)

    def _draw_notes(self, target, frame) -> None:
        fonts = self.app.fonts
        lang = self.app.lang
        if frame.arcs:
            self._draw_arcs(target, frame)
        for n in frame.notes:
            text = pick(n.text, lang) if isinstance(n.text, dict) else str(n.text)
            if not text:
                continue
            if n.box:
                surf = fonts.render(text, n.px, n.colour, n.style)
                r = surf.get_rect(**{n.anchor: (round(n.x), round(n.y))})
                box = r.inflate(n.px, max(4, n.px // 3))
                bg = pygame.Surface(box.size, pygame.SRCALPHA)
                pygame.draw.rect(bg, (10, 24, 15, 150), bg.get_rect(), border_radius=box.h // 2)
                target.blit(bg, box)
                target.blit(surf, r)
                legends.spot(box, n.text)
                if textrec._rec is not None:
                    with textrec.group("note"):
                        textrec.box(box, "note", text)
                        textrec.text(r, text, max(MIN_PX, n.px), "note")
            else:
                legends.spot(fonts.draw(target, text, (n.x, n.y), n.px, n.colour, n.style, n.anchor, shadow=True),
                             n.text)

    def _draw_panels(self, target, u) -> None:
        """A deal's settlement on the cloth, line by line, fading in and out."""
        for p in self.animator.panels:
            if p.delay > 0:
                continue
            surf = self._panel_surface(p, u)
            fade = min(1.0, p.age / 220.0, max(0.0, (p.ttl - p.age) / 260.0))
            x, y = p.at[0], p.at[1]
            anchor = p.at[3] if len(p.at) > 3 else "center"
            r = surf.get_rect(**{anchor: (round(x), round(y))})
            sw, sh = target.get_size()
            r.clamp_ip(pygame.Rect(8, 8, sw - 16, sh - 16))
            if fade < 0.999:
                surf = surf.copy()
                surf.set_alpha(int(255 * fade))
            target.blit(surf, r)
            if textrec._rec is not None:
                with textrec.group("settlement"):
                    textrec.box(r, "settlement", p.title)
                    textrec.emit(self._panel_texts, r.topleft)

    def _panel_surface(self, p, u) -> pygame.Surface:
        app = self.app
        max_w = p.at[2]
        hint = app.t("click_to_go_on") if any(c.human for c in self.session.controllers) else ""
        key = (p.title, tuple(p.lines), int(max_w), round(u, 3), hint)
        if self._panel_key == key and (textrec._rec is None or self._panel_texts is not None):
            return self._panel_surf
        fonts = app.fonts
        pad = int(12 * u)
        inner = int(max_w) - 2 * pad
        # the lines whole if a slightly smaller size allows, wrapped otherwise
        widest_line = max(p.lines, key=lambda t: fonts.size(t, round(14 * u))[0])
        px = fonts.fit(widest_line, round(14 * u), inner, "sans", min_px=max(11, round(12 * u)))
        tpx = max(12, round(17 * u))
        rows = []
        for i, line in enumerate(p.lines):
            style = "sans-bold" if i == 0 else "sans"
            for part in fonts.wrap(line, px, inner, style):
                rows.append((part, style, CHALK if i else GOLD))
        line_h = fonts.font(px).get_linesize()
        widest = max([fonts.size(t, px, st)[0] for t, st, _ in rows] + [fonts.size(p.title, tpx, "serif-bold")[0]])
        w = min(int(max_w), widest + 2 * pad)
        h = int(pad + tpx * 1.35 + len(rows) * line_h + (line_h if hint else 0) + pad)
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        panel(surf, surf.get_rect(), radius=int(10 * u), colour=(14, 30, 20, 240), border=(190, 160, 100))
        self._panel_texts = textrec.fresh()
        with textrec.capture(self._panel_texts):
            fonts.draw(surf, p.title, (pad, pad), tpx, GOLD, "serif-bold")
            yy = pad + tpx * 1.35
            for text, style, colour in rows:
                fonts.draw(surf, text, (pad, yy), px, colour, style)
                yy += line_h
            if hint:
                fonts.draw(surf, hint, (w - pad, yy), max(10, px - 2), CHALK_DIM, "sans", "topright")
        self._panel_key, self._panel_surf = key, surf
        return surf

    def _floor(self, frame, sprites) -> pygame.Surface:
        size = self.app.size
        key = (size, tuple(sorted((s.key, round(s.x), round(s.y), round(s.angle, 1), round(s.alpha, 2))
                                  for s in sprites)),
               tuple((g.key, round(g.x), round(g.y)) for g in frame.ghosts),
               tuple(tuple(round(v) for v in m) for m in frame.mats))
        if self._floor_key != key or (textrec._rec is not None and self._floor_texts is None):
            if self._floor_surf is None or self._floor_surf.get_size() != size:
                self._floor_surf = pygame.Surface(size).convert() if pygame.display.get_surface() \
                    else pygame.Surface(size)
            before = self.app.painter.faces_drawn
            self.app.painter.faces_drawn = set()
            draw_cloth(self._floor_surf, self.app.painter)
            for mx, my, mw, mh, ring in frame.mats:
                mat = self.app.painter.art.mat(mw, mh, ring)
                self._floor_surf.blit(mat, mat.get_rect(center=(round(mx), round(my))))
            self._floor_texts = textrec.fresh()
            with textrec.capture(self._floor_texts):
                draw_cards(self._floor_surf, self.app.painter, frame,
                           [Drawn(s) for s in sorted(sprites, key=lambda s: s.z)])
            self._floor_faces = self.app.painter.faces_drawn
            self.app.painter.faces_drawn = before
            self._floor_key = key
        self.app.painter.faces_drawn |= self._floor_faces
        textrec.emit(self._floor_texts)
        return self._floor_surf

    def _status(self) -> tuple:
        st = self.state
        app = self.app
        if st.over:
            return app.t("game_over"), ""
        seat = st.to_move
        name = self.session.names[seat]
        if self._input_seat() is not None:
            sub = ""
            legal = self.view.legal
            if len(legal) == 1 and not legal[0].cards and legal[0].zone is None:
                # the one thing to do, in words (with several, the buttons say it)
                sub = self.words().capital(self.game.action_phrase(legal[0]))
            elif self.session.undo_allowed:
                sub = app.t("undo_hint")
            return app.t("your_turn"), sub
        if not self.session.controllers[seat].human:
            return app.t("thinking", name=name), ""
        return app.t("turn_of", name=name), ""

    def _status_bottom(self) -> float:
        """How far down the side panel's status lines may reach (as ``_draw_panel`` sets
        them: the title, a line under it, the frame's facts, a save error)."""
        f = self.frame
        u = f.unit
        y = f.panel_rect[1] + round(22 * u) + 8 * u
        if self._status()[1]:
            y += round(15 * u) + 6 * u          # the line under the title (see _status): a move, or undo
        y += len(f.labels) * (round(15 * u) + 6 * u)
        if self.session.save_error:
            y += round(12 * u) + 4 * u
        return y

    def _draw_panel(self, target) -> None:
        app = self.app
        f = self.frame
        u = f.unit
        r = pygame.Rect(f.panel_rect)
        tops = [b.rect.top for b in self.action_buttons if b.visible and b.rect.w > 0]
        if tops:
            over = self._status_bottom() + 4 * u - min(tops)
            if over > 0:
                r.y -= int(over + 0.999)    # rows of buttons (Наполеон's bids): the status rises above them
        title, sub = self._status()
        px = app.fonts.fit(title, round(22 * u), r.w, "serif-bold")
        app.fonts.draw(target, title, (r.x, r.y), px, GOLD if self._input_seat() is not None else CHALK,
                       "serif-bold", shadow=True)
        y = r.y + px + 8 * u
        if sub:
            spx = app.fonts.fit(sub, round(15 * u), r.w)
            app.fonts.draw(target, sub, (r.x, y), spx, CHALK)
            y += spx + 6 * u
        seg = self.animator.current()
        for key, fields in (seg.b if seg is not None else f).labels:
            fields = {k: pick(v, app.lang) if isinstance(v, dict) else v for k, v in fields.items()}
            app.fonts.draw(target, app.t(key, **fields), (r.x, y), round(15 * u), CHALK_DIM)
            y += round(15 * u) + 6 * u
        if self.session.save_error:
            app.fonts.draw(target, app.fonts.ellipsize(app.t("save_write_failed", reason=self.session.save_error),
                                                       round(12 * u), r.w), (r.x, y), round(12 * u), (240, 160, 140))
        for b in self.action_buttons + [self.btn_hint, self.btn_rules, self.btn_settings, self.btn_menu]:
            b.draw(target, app.fonts)

    def hint_rows(self) -> list:
        """The hint panel's lines as (text, font style, estimate or None): the suggested
        move; while the search thinks, a line that says so (a bar shows its progress);
        then the search's best moves, each with its chance to win as the search sees it."""
        app = self.app
        if self.hint is None:
            return [(app.t("hint_thinking"), "sans-bold", None)]
        action, ranking = self.hint
        rows = [(app.t("hint") + ": " + self.hint_labels([action])[0], "sans-bold", None)]
        if any(x is not None for _, x in ranking):
            rows.append((app.t("hint_chance") + ":", "caption", None))
        shown = set()
        for (a, score), text in zip(ranking[:3], self.hint_labels([a for a, _ in ranking[:3]])):
            if text in shown:
                continue                # the same move for this player (a blind draw from another slot)
            shown.add(text)
            rows.append(("· " + text, "sans", score))
        # The search keeps the rule move unless another is better by more than its
        # noise (rules/bots/ismcts.py), so a listed move may show a higher estimate.
        mine = ranking[0][1] if ranking else None
        if mine is not None and any(x is not None and x > mine for _, x in ranking[1:3]):
            rows.append((app.t("hint_noise"), "caption", None))
        return rows

    def hint_labels(self, actions) -> list:
        """Words for moves shown together: the game's label, and where two labels are the
        same, what tells the moves apart for this player — the card its place holds when he
        knows it, the card it goes onto; moves he cannot tell apart keep the same words."""
        from ..layout import place_of
        from rules.cards import Card
        words = self.words()
        labels = [words.render(self.game.action_phrase(a)) for a in actions]
        same = {t for t in labels if labels.count(t) > 1}
        if not same and len(actions) == 1:
            # the hint's own move: say which of its kind when the ranking would not
            same = {labels[0]} if self.hint and sum(
                words.render(self.game.action_phrase(a)) == labels[0] for a, _ in self.hint[1]) > 1 else set()
        out = []
        model = None
        for a, text in zip(actions, labels):
            if text in same:
                extra = [words.card(c) for c in a.cards[1:]]
                key = self._action_key(a)
                if not a.cards and isinstance(key, tuple) and key and key[0] == "c":
                    extra.append(words.card(Card.parse(key[1])))          # a card he knows at that place
                else:
                    model = model or self._view_model()
                    place = place_of(a, model, self.frame)
                    on = self.frame.sprites.get(place) if place is not None else None
                    if on is not None and on.card is not None and place != key:
                        extra.append(words.card(on.card))                  # «Бить 9♠: 7♠»
                if extra:
                    text += ": " + ", ".join(extra)
            out.append(text)
        return out

    def hint_panel(self, target, h: int, tallest: int) -> pygame.Rect:
        """The hint's kind of panel, ``h`` high, painted where a panel ``tallest`` high would
        go (``hint_box``: so it stays put while its text grows), bottom-aligned there."""
        place = self.hint_box(tallest)
        box = pygame.Rect(place.x, place.bottom - h, place.w, h)
        panel(target, box, radius=int(10 * self.frame.unit), colour=(16, 36, 52, 255), border=(140, 220, 255))
        return box

    def hint_box(self, h: int) -> pygame.Rect:
        """Where the hint panel goes: of the places beside the table's side panel and log
        (above them, in their columns), the one that covers least of what matters — cards,
        empty places, name plates, chips, words on the cloth, the buttons."""
        f = self.frame
        u = f.unit
        lx, ly, lw, lh = (int(v) for v in f.panel_rect)
        gx, gy, gw, gh = (int(v) for v in f.log_rect)
        top = int(rim_width(f.width, f.height) + 8 * u)              # inside the table's frame
        matter = self._matter_rects()
        panel_top = pygame.Rect(lx, ly, lw, int(self._status_bottom() - ly))
        buttons = [b.rect for b in self.action_buttons + [self.btn_hint, self.btn_rules, self.btn_settings,
                                                          self.btn_menu]]
        step = max(4, int(6 * u))
        candidates = []
        for col, (x, w, bottom) in enumerate(((lx, lw, ly - int(8 * u)), (gx, gw, gy - int(8 * u)))):
            for y in range(bottom - h, top - 1, -step):
                candidates.append((col, bottom - h - y, pygame.Rect(x, y, w, h)))
        # last resort: over the log (it can wait), or over the side panel's status
        candidates.append((2, 0, pygame.Rect(gx, gy + gh - h, gw, h)))
        candidates.append((3, 0, pygame.Rect(lx, ly, lw, h)))

        log = pygame.Rect(gx, gy, gw, gh)

        def cost(c):
            col, dist, r = c
            if r.top < 0 or r.bottom > f.height:
                return (3, 0, 0, 0)
            over = sum(_area(r, m) for m in matter) + 4 * sum(_area(r, b) for b in buttons) \
                + 2 * _area(r, panel_top)
            # clear of everything first (nearest the side panel); else over the log, which
            # can wait while the hint is open; else where it covers least
            return (0 if not over and not _area(r, log) else 1 if not over else 2, over, col, dist)
        return min(candidates, key=cost)[2]

    def _matter_rects(self) -> list:
        """Bounding boxes of what a player looks at on the cloth."""
        f = self.frame
        u = f.unit
        return [_sprite_box(s) for s in list(f.sprites.values()) + list(f.ghosts)] + self._word_rects()

    def _word_rects(self) -> list:
        """Bounding boxes of the name plates, the chip piles and the words on the cloth."""
        f = self.frame
        u = f.unit
        out = []
        for p in f.plates:
            r = pygame.Rect(*(int(v) for v in p.rect))
            out.append(r.inflate(int(8 * u), int(8 * u) + (2 * int(18 * u) * bool(p.tags))))
        for spot in f.chips.values():
            out.append(pygame.Rect(int(spot.x - spot.d * spot.cols / 2), int(spot.y - spot.d * 1.6),
                                   int(spot.d * spot.cols), int(spot.d * 2.0)))
            if spot.label is not None:
                x, y = spot.label[0], spot.label[1]
                out.append(pygame.Rect(int(x - 30 * u), int(y - 10 * u), int(60 * u), int(20 * u)))
        fonts = self.app.fonts
        for n in f.notes:
            text = pick(n.text, self.app.lang) if isinstance(n.text, dict) else str(n.text)
            if text:
                w, h = fonts.size(text, n.px, n.style)
                r = pygame.Rect(0, 0, w + 8, h + 4)
                setattr(r, n.anchor, (int(n.x), int(n.y)))
                out.append(r)
        return out

    def _draw_hint(self, target) -> None:
        """«Подсказка»: the suggested move, then the search's best moves, each with its
        chance to win as the search sees it (words and a bar); while it thinks, a bar
        of its progress."""
        app = self.app
        f = self.frame
        u = f.unit
        lw = int(f.panel_rect[2])
        px = max(11, round(14 * u))
        cpx = max(10, round(12 * u))
        pad = int(10 * u)
        bar_w = int(56 * u)
        num_w = app.fonts.size(app.t("hint_percent", p=100), px, "sans-bold")[0]
        rows = self.hint_rows()
        wrapped = []
        for text, style, score in rows:
            if style == "caption":
                for line in app.fonts.wrap(text, cpx, lw - 2 * pad, "sans"):
                    wrapped.append((line, "sans", None, cpx, (160, 196, 214)))
                continue
            room = lw - 2 * pad - ((bar_w + num_w + int(12 * u)) if score is not None else 0)
            lines = app.fonts.wrap(text, px, room, style)
            for j, line in enumerate(lines):
                wrapped.append((line, style, score if j == 0 else None, px, (214, 240, 255)))
        thinking = self.hint is None
        line_h = app.fonts.font(px).get_linesize()
        h = int(sum(app.fonts.font(lpx).get_linesize() for *_, lpx, _ in wrapped) + 2 * pad
                + (int(12 * u) if thinking else 0))
        # placed for the tallest answer (a title, the caption, three moves, the noise note)
        # and drawn at the foot of that place, so it does not jump when the answer comes
        cline_h = app.fonts.font(cpx).get_linesize()
        tallest = max(h, 4 * line_h + 3 * cline_h + 2 * pad)
        box = self.hint_panel(target, h, tallest)
        self.hint_rect = box
        y = box.y + pad
        for line, style, score, lpx, colour in wrapped:
            app.fonts.draw(target, line, (box.x + pad, y), lpx, colour, style)
            if score is not None:
                # the chance as a number and as a bar
                right = box.right - pad
                app.fonts.draw(target, app.t("hint_percent", p=round(score * 100)), (right, y), px, GOLD,
                               "sans-bold", "topright")
                bx = right - num_w - int(8 * u) - bar_w
                by = int(y + line_h * 0.32)
                bh = max(4, int(line_h * 0.38))
                pygame.draw.rect(target, (40, 66, 84), (bx, by, bar_w, bh), border_radius=bh // 2)
                pygame.draw.rect(target, (140, 220, 255), (bx, by, max(bh, int(bar_w * score)), bh),
                                 border_radius=bh // 2)
            y += app.fonts.font(lpx).get_linesize()
        if thinking and self.hint_runner is not None:
            # progress: the search answers within its budget, this bar fills meanwhile
            bw = box.w - 2 * pad
            bh = max(4, int(6 * u))
            by = int(y + 3 * u)
            pygame.draw.rect(target, (40, 66, 84), (box.x + pad, by, bw, bh), border_radius=bh // 2)
            pygame.draw.rect(target, (140, 220, 255),
                             (box.x + pad, by, max(bh, int(bw * self.hint_runner.progress)), bh),
                             border_radius=bh // 2)


def _area(a, b) -> int:
    c = a.clip(b)
    return c.w * c.h


def _sprite_box(s) -> pygame.Rect:
    """The upright box around a (turned) card."""
    a = math.radians(getattr(s, "angle", 0.0))
    w = abs(s.w * math.cos(a)) + abs(s.h * math.sin(a))
    h = abs(s.w * math.sin(a)) + abs(s.h * math.cos(a))
    return pygame.Rect(int(s.x - w / 2), int(s.y - h / 2), int(w), int(h))


def _cut(r: pygame.Rect, o: pygame.Rect) -> pygame.Rect:
    """``r`` cut on one side so that it clears ``o``: the side that keeps the most of it; ``r``
    as it is when every cut would leave less than a third of it (``o`` lies inside it)."""
    cuts = [pygame.Rect(r.x, o.bottom, r.w, r.bottom - o.bottom), pygame.Rect(r.x, r.y, r.w, o.top - r.y),
            pygame.Rect(o.right, r.y, r.right - o.right, r.h), pygame.Rect(r.x, r.y, o.left - r.x, r.h)]
    best = max(cuts, key=lambda c: c.w * c.h if c.w > 0 and c.h > 0 else 0)
    return best if best.w > 0 and best.h > 0 and best.w * best.h * 3 >= r.w * r.h else r
