"""Languages are not mixed: default names follow the language (typed names stay), every
word of the program's own table exists in both languages, and no Russian a player sees
lives outside the tables."""
from __future__ import annotations

import ast
import json
import re
from pathlib import Path

import pygame

from app.i18n import LANGS, STRINGS
from app.setup import Setup, SeatSpec
from app_driver import click_widget, make_app, press, scene_name, type_text

CYRILLIC = re.compile("[\u0400-\u04FF]")
ROOT = Path(__file__).resolve().parent.parent


def _write_last_setup(data_dir, lang, seats):
    (Path(data_dir) / "settings.json").write_text(json.dumps({
        "lang": lang, "last_setup": {"game": "durak_podkidnoy", "options": {}, "seed": None,
                                     "seats": seats}}, ensure_ascii=False), encoding="utf-8")


def _menu_names(app):
    return [app.scene.widget(f"name:{i}").text for i in range(len(app.scene.setup.seats))]


def test_seat_names_resolve_in_the_language_unless_typed():
    from app.setup import is_default_name, seat_name
    assert seat_name(0, "", "en") == "Anna" and seat_name(0, "", "ru") == "Анна"
    assert seat_name(1, "Борис", "en") == "Boris"           # a default written out is still a default
    assert seat_name(1, "Anna", "ru") == "Анна" or not is_default_name(1, "Anna")
    assert seat_name(0, " Митя ", "en") == "Митя"           # typed: as typed, in any language
    assert seat_name(20, "", "en") == "#21"
    s = Setup.from_json({"game": "priyom", "seats": [{"kind": "human", "name": "Анна"},
                                                     {"kind": "bot", "name": "Glebushka"}]})
    assert [x.name for x in s.seats] == ["", "Glebushka"]
    assert s.names("en") == ["Anna", "Glebushka"] and s.names("ru") == ["Анна", "Glebushka"]


def test_menu_shows_default_names_in_the_language_of_the_moment(tmp_path):
    # the last setup was made in Russian (its names written out, as older versions did)
    _write_last_setup(tmp_path, "ru", [{"kind": "human", "level": "", "name": "Анна"},
                                       {"kind": "bot", "level": "normal", "name": "Борис"}])
    app = make_app(tmp_path, lang="en")
    assert _menu_names(app) == ["Anna", "Boris"]
    click_widget(app, "seats", "right")                      # a third seat
    assert _menu_names(app) == ["Anna", "Boris", "Vera"]
    # a typed name stays as typed across a switch; the defaults are re-labelled at once
    click_widget(app, "name:1")
    for _ in range(5):
        press(app, pygame.K_BACKSPACE)
    type_text(app, "Митя")
    assert _menu_names(app)[1] == "Митя"
    click_widget(app, "lang", "left")
    assert app.lang == "ru" and _menu_names(app) == ["Анна", "Митя", "Вера"]
    click_widget(app, "lang", "right")
    assert app.lang == "en" and _menu_names(app) == ["Anna", "Митя", "Vera"]


def test_table_log_and_results_use_the_names_of_the_language(tmp_path):
    _write_last_setup(tmp_path, "ru", [{"kind": "human", "level": "", "name": "Анна"},
                                       {"kind": "bot", "level": "normal", "name": "Борис"}])
    app = make_app(tmp_path, lang="en")
    click_widget(app, "start")
    assert scene_name(app) == "TableScene"
    session = app.scene.session
    assert session.names == ["Anna", "Boris"]
    assert not any(CYRILLIC.search(line) for line in session.log), session.log
    # the save keeps the defaults as defaults: resumed in Russian, the names are Russian
    saved = json.loads(session.autosave.path.read_text(encoding="utf-8"))   # written before apply returned
    assert [s["name"] for s in saved["meta"]["setup"]["seats"]] == ["", ""]
    again = make_app(tmp_path, lang="ru")
    assert again.scene.saved
    click_widget(again, "continue")
    assert scene_name(again) == "TableScene" and again.scene.session.names == ["Анна", "Борис"]


def test_a_resumed_save_keeps_typed_names(tmp_path):
    from app.session import Session
    setup = Setup("durak_podkidnoy", [SeatSpec("human", "", "Митя"), SeatSpec("bot", "normal", "")], {}, 3)
    s = Session(setup, lang="en")
    assert s.names == ["Митя", "Boris"]
    s.rebuild_log("ru")
    assert s.names == ["Митя", "Борис"]
    assert setup.seats[1].name == ""               # the session does not write names into the setup


# ------------------------------------------------------------------ the i18n table

# English entries that show Russian on purpose: a language's own name, the Russian card indices.
EN_SHOWS_RUSSIAN = {"indices_ru"}


def test_every_key_has_russian_and_english():
    assert set(LANGS) == {"ru", "en"}
    for key, entry in STRINGS.items():
        assert set(entry) == {"ru", "en"}, key
        assert all(isinstance(entry[lg], str) and entry[lg].strip() for lg in LANGS), key
        fields = [set(re.findall(r"{(\w+)}", entry[lg])) for lg in LANGS]
        assert fields[0] == fields[1], key
        if key not in EN_SHOWS_RUSSIAN:
            assert not CYRILLIC.search(entry["en"]), (key, entry["en"])


# Cyrillic literals in app/ outside the i18n table that a player never sees as program text.
ALLOWED_CYRILLIC = {
    ("app/cli.py", "Ломбер — a card table for old Russian games"),     # --help: the program's name
    ("app/setup.py", "человек"), ("app/setup.py", "бот"),               # --seats accepts Russian words
    ("app/art/cards.py", "В"), ("app/art/cards.py", "Д"),              # the Russian card indices,
    ("app/art/cards.py", "К"), ("app/art/cards.py", "Т"),              # a setting of their own
}


def _cyrillic_literals(path: Path) -> list:
    """String literals with Cyrillic in them, except docstrings and the "ru" side of a
    {"ru": …, "en": …} pair (the pair carries both languages)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    parent = {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}
    docs = {n.body[0].value for n in ast.walk(tree)
            if isinstance(n, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef))
            and n.body and isinstance(n.body[0], ast.Expr) and isinstance(n.body[0].value, ast.Constant)}
    found = []
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Constant) and isinstance(node.value, str) and CYRILLIC.search(node.value)):
            continue
        if node in docs:
            continue
        n, paired = node, False
        while n in parent:
            p = parent[n]
            if isinstance(p, ast.Dict):
                keys = {k.value for k in p.keys if isinstance(k, ast.Constant)}
                paired = {"ru", "en"} <= keys
                break
            n = p
        if not paired:
            found.append((node.lineno, node.value))
    return found


def test_no_russian_literal_outside_the_tables():
    stray = []
    for path in sorted((ROOT / "app").rglob("*.py")):
        rel = path.relative_to(ROOT).as_posix()
        if rel in ("app/i18n.py", "app/wording.py") or rel.startswith("app/words/"):
            continue        # the tables (the phrases' words, both languages checked in tests/test_phrases.py)
        for line, text in _cyrillic_literals(path):
            if (rel, text) not in ALLOWED_CYRILLIC:
                stray.append(f"{rel}:{line}: {text!r}")
    assert not stray, "Russian a player may see outside the i18n table:\n" + "\n".join(stray)


def test_the_scan_finds_a_stray_literal(tmp_path):
    probe = tmp_path / "probe.py"
    probe.write_text('"""Док."""\nA = {"ru": "да", "en": "yes"}\nB = f"Ход {1}"\n# коммент\n', encoding="utf-8")
    assert [text for _, text in _cyrillic_literals(probe)] == ["Ход "]


# ------------------------------------------------------------------ what the screens draw

def _record_text(app) -> list:
    """Every line the program's fonts draw from now on (the scene's text, not the card art)."""
    seen = []
    render = app.fonts.render

    def recording(text, *a, **k):
        seen.append(text)
        return render(text, *a, **k)
    app.fonts.render = recording
    return seen


def _finished(game_id: str, seats: int, seed: int):
    import random

    from rules import get_game
    game = get_game(game_id)
    state = game.start(seats, seed, game.resolve_options({}))
    rng = random.Random(seed)
    while not state.over:
        state.apply(rng.choice(state.legal_actions()))
    return state


def _results(app, game_id, seats=3, seed=4, names=None):
    from app.session import Session
    state = _finished(game_id, seats, seed)
    specs = [SeatSpec("human" if i == 0 else "bot", "" if i == 0 else "normal", (names or {}).get(i, ""))
             for i in range(seats)]
    app.show_results(Session(Setup(game_id, specs, dict(state.options), seed), state=state, lang=app.lang))
    app.run_frames(2)


GAMES = ["priyom", "lenturlu", "durak_podkidnoy", "durak_perevodnoy", "durak_prostoy", "durak_slepoy",
         "durak_bubnovy", "akulina", "verish_1"]


def test_the_results_say_no_gendered_verb(tmp_path):
    app = make_app(tmp_path, lang="ru")
    for gid in GAMES:
        seen = _record_text(app)
        _results(app, gid, seats=4 if gid != "priyom" else 3, names={0: "Митя"})
        assert scene_name(app) == "ResultsScene"
        text = " | ".join(seen)
        assert "(а)" not in text and "выиграл" not in text and "проиграл" not in text, (gid, text)
        assert "Митя" in text


def _russian(text: str) -> bool:
    """Cyrillic left in an English line once the Russian terms it names on purpose are
    taken out: a term in «quotes», a gloss in (parentheses), Rozaliev's sections «1.а/1.в»."""
    text = re.sub(r"«[^»]*»|\([^()]*\)|\b\d\.[ав]\b", "", text)
    return bool(CYRILLIC.search(text))


def test_english_screens_show_no_russian(tmp_path):
    """Menu (every game, its rules), the table and the results, in English: no Russian
    words, save the toggle's «Русский»."""
    app = make_app(tmp_path, lang="en")
    menu = app.scene
    allowed = {"Русский"}
    seen = _record_text(app)
    for e in menu.entries:
        menu.pick_game(e.game)
        app.run_frames(1)
        press(app, pygame.K_F1)
        app.run_frames(1)
        press(app, pygame.K_ESCAPE)
    stray = sorted({s for s in seen if _russian(s) and s not in allowed})
    assert not stray, stray
    for gid in GAMES:
        seen.clear()
        menu = app.scene
        menu.pick_game(next(e.game for e in menu.entries if e.game.id == gid))
        click_widget(app, "start")
        table = app.scene
        for _ in range(12):
            if table.state.over:
                break
            if table.ready_for_input:
                table.choose(table.view.legal[0])
            app.run_frames(3)
        app.run_frames(2)
        _results(app, gid, seats=3 if gid in ("priyom", "lenturlu") else 2)
        stray = sorted({s for s in seen if _russian(s)})
        assert not stray, (gid, stray)
        app.open_menu()
        app.run_frames(1)


def test_a_flag_options_choices_are_worded_by_the_program():
    from app.i18n import choice_label
    from rules import get_game
    opt = next(o for o in get_game("durak_podkidnoy").options if o.key == "throw_in_after_take")
    assert not opt.choice_labels.get(True)
    assert [choice_label(opt, v, "ru") for v in (True, False)] == ["да", "нет"]
    assert [choice_label(opt, v, "en") for v in (True, False)] == ["yes", "no"]
    assert opt.choice_label(True, "ru") == "true"          # the engine: the value, no words
    dealer = next(o for o in get_game("durak_podkidnoy").options if o.key == "dealer")
    assert choice_label(dealer, "random", "ru") == "по жребию" and choice_label(dealer, 1, "en") == "seat 2"
