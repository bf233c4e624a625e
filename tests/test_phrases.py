"""Phrases, not prose: the engine says what happened as phrase ids with typed parameters
(rules/phrases.py); the program words them (app/wording.py).

* every phrase id a game can emit (played out at its fewest and most seats, plus the static
  list it declares) has Russian and English words, and renders in both with both indices;
* the card indices the player chose are the log's too (Q with Latin indices, Д with Russian);
* rules/ holds no prose beyond its documents (rules text, titles, blurbs, option labels): no
  Russian string and no ``{"ru", "en"}`` words anywhere in the engine.
"""
from __future__ import annotations

import ast
import random
import re
from pathlib import Path

import pytest

from app.wording import TEMPLATES, WORDS, Wording, plural_ru, render
from rules import Card, all_games, get_game
from rules.notes import TableNote
from rules.phrases import Phrase, Seat, Word

ROOT = Path(__file__).resolve().parent.parent
CYRILLIC = re.compile("[А-Яа-яЁё]")


def _words_in(phrase):
    stack = [v for _, v in phrase.params]
    while stack:
        v = stack.pop()
        if isinstance(v, Word):
            yield v.id
        elif isinstance(v, Phrase):
            stack.extend(x for _, x in v.params)
        elif isinstance(v, tuple):
            stack.extend(v)


def played_phrases(game, seats, seed, max_steps=600):
    """Every phrase a seeded random game says: its log (for everybody and for each seat),
    its buttons, its bubbles, its settlements, its result lines and its table's notes
    (``Game.table_notes``, for everybody and for each seat)."""
    rng = random.Random(seed)
    s = game.start(seats, seed)
    out = []

    def events(evs):
        for r in [None] + list(range(seats)):
            out.extend(game.describe([e.for_seat(r) for e in evs]))
        out.extend(game.describe(list(evs)))
        for e in evs:
            b = game.bubble(e)
            if b is not None:
                out.append(b)
            if e.what == "deal_over":
                out.extend(game.settlement(dict(e.data)))
    events(list(getattr(s, "start_events", ()) or ()))
    steps = 0
    def notes():
        for r in [None] + list(range(seats)):
            out.extend(n.phrase for n in game.table_notes(s.view(r)) if isinstance(n, TableNote))
    while not s.over and steps < max_steps:
        notes()
        legal = s.legal_actions()
        out.extend(game.action_phrase(a) for a in legal)
        events(s.apply(rng.choice(legal)))
        steps += 1
    notes()
    if s.over:
        out.extend(p for p in (s.result().lines or ()) if isinstance(p, Phrase))
    return out


@pytest.mark.parametrize("game", all_games(), ids=lambda g: g.id)
def test_every_phrase_a_game_says_has_russian_and_english(game):
    said = []
    for seats in sorted({game.min_seats, 2 if game.min_seats <= 2 else game.min_seats, game.max_seats}):
        for seed in (1, 2):
            said += played_phrases(game, seats, seed)
    assert said
    emitted = {i for p in said for i in p.ids()}
    # the game's static list names everything it said, and has words for all of it
    assert emitted <= game.phrase_ids, sorted(emitted - game.phrase_ids)
    missing = sorted(i for i in game.phrase_ids if i not in TEMPLATES)
    assert not missing, missing
    assert all(len(TEMPLATES[i]) == 2 for i in game.phrase_ids)
    words = {w for p in said for w in _words_in(p)}
    assert words <= set(WORDS), sorted(words - set(WORDS))
    names = [f"N{i}" for i in range(game.max_seats)]
    for p in set(said):
        for lang in ("ru", "en"):
            for indices in ("ru", "en"):
                line = Wording(lang, indices, names).render(p)
                assert line and "{" not in line, (p, lang, line)
                if lang == "en" and indices == "en":
                    assert not CYRILLIC.search(line.replace("(бито)", "").replace("«отказ»", "")), (p, line)


def test_each_template_has_both_languages():
    for pid, pair in TEMPLATES.items():
        assert isinstance(pair, tuple) and len(pair) == 2 and all(pair), pid
        ru, en = pair
        if isinstance(en, str):
            assert not CYRILLIC.search(en.replace("(бито)", "").replace("«отказ»", "")), pid
    for wid, pair in WORDS.items():
        assert len(pair) == 2, wid


def _ids_in_source(call: str):
    """(id, where, whole) of each id written in rules/ as the first argument of ``call(...)``
    (``Phrase`` or ``Word``): a literal, either branch of ``a if c else b`` (whole=True), or the
    fixed head of an id built from a variable, ``f"durak.{k}"`` / ``"king." + g`` (whole=False)."""
    for path in sorted((ROOT / "rules").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Call) and getattr(node.func, "id", getattr(node.func, "attr", None)) == call
                    and node.args):
                continue
            where = f"{path.relative_to(ROOT)}:{node.lineno}"
            arg = node.args[0]
            for a in (arg.body, arg.orelse) if isinstance(arg, ast.IfExp) else (arg,):
                if isinstance(a, ast.Constant) and isinstance(a.value, str):
                    yield a.value, where, True
                elif isinstance(a, ast.JoinedStr) and a.values and isinstance(a.values[0], ast.Constant):
                    yield a.values[0].value, where, False
                elif isinstance(a, ast.BinOp) and isinstance(a.left, ast.Constant) and isinstance(a.left.value, str):
                    yield a.left.value, where, False


def test_every_phrase_id_the_engine_can_say_is_worded_in_both_languages():
    """Statically, beyond what seeded games happen to reach: every id a game or a reason declares,
    every id written in rules/ (a literal, or the head of a built one) has a Russian and an English
    template, and every literal word id has both words."""
    from rules import cli
    from rules.reasons import phrase_ids as reason_ids
    declared = set(reason_ids()) | cli.PHRASE_IDS
    for game in all_games():
        declared |= game.phrase_ids
    problems = [f"{i}: declared, no words" for i in sorted(declared) if i not in TEMPLATES]
    for pid, where, whole in _ids_in_source("Phrase"):
        if whole and pid not in declared:
            problems.append(f"{where}: {pid} is said but no game, reason or the CLI declares it")
        if whole and pid not in TEMPLATES or not whole and not any(k.startswith(pid) for k in TEMPLATES):
            problems.append(f"{where}: {pid}{'' if whole else '…'} has no words")
    for wid, where, whole in _ids_in_source("Word"):
        if whole and wid not in WORDS or not whole and not any(str(k).startswith(wid) for k in WORDS):
            problems.append(f"{where}: word {wid}{'' if whole else '…'} has no words")
    for pid in declared & set(TEMPLATES):
        ru, en = TEMPLATES[pid]
        if not (ru and en):
            problems.append(f"{pid}: a language is empty")
    assert not problems, "\n".join(problems)


def test_the_id_scan_reads_literals_branches_and_heads():
    found = {(i, whole) for i, _, whole in _ids_in_source("Word")}
    assert {("kometa.manilla", True), ("kometa.comet", True), ("king.", False), ("rank.", False)} <= found
    assert ("cli.result", True) in {(i, whole) for i, _, whole in _ids_in_source("Phrase")}


def test_a_phrase_is_a_small_hashable_value_of_typed_parameters():
    p = Phrase("durak.lead", who=Seat(1), card=Card(12, "S"))
    assert p == Phrase("durak.lead", card=Card(12, "S"), who=Seat(1)) and hash(p) == hash(Phrase(
        "durak.lead", card=Card(12, "S"), who=Seat(1)))
    assert p["who"] == Seat(1) and p.get("nothing") is None and list(p.cards()) == [Card(12, "S")]
    with pytest.raises(TypeError):
        Phrase("durak.lead", who="Анна")          # text is never a parameter: it is the program's
    with pytest.raises(TypeError):
        Phrase("x", cards=[Card(12, "S")])        # lists are mutable: tuples only


def test_the_log_names_cards_with_the_chosen_indices():
    queen = Phrase("durak.lead", who=Seat(0), card=Card(12, "S"))
    assert render(queen, ["Анна"], "ru") == ["Анна ходит Д♠"]
    assert render(queen, ["Анна"], "ru", indices="en") == ["Анна ходит Q♠"]
    assert render(queen, ["Anna"], "en") == ["Anna leads Q♠"]
    assert render(queen, ["Anna"], "en", indices="ru") == ["Anna leads Д♠"]


def _session_log(indices):
    from app.session import Session
    from app.setup import Setup, parse_seats
    game = get_game("durak_podkidnoy")
    s = Session(Setup(game.id, parse_seats("human,bot:rule", game), game.resolve_options({}), 3),
                lang="ru", indices=indices)
    rng = random.Random(3)
    while not s.state.over and len(s.log) < 60:
        st = s.state
        s.apply(rng.choice(st.legal_actions()), st.to_move, "ru")
    return s


def test_the_programs_log_follows_the_card_indices_setting():
    latin = _session_log("en")
    russian = _session_log("ru")
    faces = re.compile(r"(?<![А-Яа-яA-Za-z])([ВДКТJQKA])[♠♣♥♦]")
    lat = {m for line in latin.log for m in faces.findall(line)}
    rus = {m for line in russian.log for m in faces.findall(line)}
    assert lat and lat <= set("JQKA"), lat
    assert rus and rus <= set("ВДКТ"), rus
    assert any(CYRILLIC.search(line) for line in latin.log)        # the words stay Russian
    # a change of the setting rewrites the log
    latin.rebuild_log("ru", "ru")
    assert {m for line in latin.log for m in faces.findall(line)} <= set("ВДКТ")


def test_russian_plural_forms():
    forms = ("карту", "карты", "карт")
    assert [plural_ru(n, *forms) for n in (1, 2, 4, 5, 11, 12, 21, 22, 25, 101, 111)] == [
        "карту", "карты", "карты", "карт", "карт", "карт", "карту", "карты", "карт", "карту", "карт"]
    p = Phrase("durak.picks_up", who=Seat(0), n=1)
    assert render(p, ["Анна"]) == ["Анна забирает 1 карту"]
    assert render(Phrase("durak.picks_up", who=Seat(0), n=3), ["Анна"]) == ["Анна забирает 3 карты"]
    assert render(Phrase("durak.picks_up", who=Seat(0), n=5), ["Анна"], "en") == ["Анна picks up 5 cards"]
    assert render(Phrase("lenturlu.talon", n=1)) == ["В прикупе 1 карта"]
    assert render(Phrase("lenturlu.pays", who=Seat(1), to=Seat(0), paid=21, owed=21,
                         why=Phrase("lenturlu.fixed")), ["Анна", "Борис"]) == [
        "Борис платит Анне 21 фишку: твёрдая плата"]


def test_speech_bubbles_are_words_not_cut_log_lines():
    from rules.events import Event
    g = get_game("verish_1")
    say = Event("say", 1, data=(("word", "disbelieve"),))
    assert render(g.bubble(say), ["Анна", "Борис"]) == ["Не верю"]
    assert render(g.bubble(say), ["Anna", "Boris"], "en") == ["I don't believe"]
    assert render(g.describe([say]), ["Анна", "Борис"]) == ["Борис: «Не верю»"]
    take = Event("say", 0, data=(("word", "take"),))
    assert render(g.bubble(take)) == ["Беру"]
    show = Event("show", 0, cards=(Card(6, "H"),))
    assert render(g.bubble(show), indices="en") == ["Младший козырь 6♥"]
    assert g.bubble(Event("lead", 0, cards=(Card(6, "H"),))) is None
    lent = get_game("lenturlu")
    assert render(lent.bubble(Event("pass", 2, data=(("no_lead", True),)))) == ["Нет туза — пас"]
    buy = Event("buy", 1, (), "talon", "hand1", count=2)
    assert render(lent.bubble(buy)) == ["Прикупаю 2"] and render(lent.bubble(buy), lang="en") == ["Buying 2"]


# Cyrillic string literals (and {"ru", "en"} pairs) rules/ may hold: its documents (the F1 rules,
# titles, blurbs, option labels and sources, also inside an ``opt_…`` function) and docstrings.
# Everything a log, button, bubble or note says lives in app/wording.py and app/words/.
DOCUMENT_NAMES = re.compile(r"^(rules_text|rulebook|RULEBOOK[A-Z_]*|title|blurb|options|[A-Z_]*_(RU|EN|TEXT)|RULE_[A-Z_]*|OPT_[A-Z_]*|SRC_[A-Z_]*)$")
DOCUMENT_CALLS = {"Option", "_src", "Rule", "Seed", "Reading", "Outside"}
# Left alone, named so it is seen: the card indices (В Д К Т / J Q K A) are the cards' own notation, which ``str(card)`` and the
# engine's error messages print; the program chooses between them (``Wording.card``).
KNOWN_LEFT = {("cards.py", "RANK_INDEX")}
DOCUMENT_BUILDERS = {"words", "src"}     # rules/game.py, rules/games/shedding/common.py: {"ru": ru, "en": en}
PROGRAM_NAME = "Ломбер"         # a name, not prose (the engine's messages may say whose save a file is not)


def _in_document(node, parent, path: Path) -> bool:
    """Whether ``node`` stands in a document: an argument of a document's constructor, the value
    of a document's name, or inside an ``opt_…`` function."""
    n, owner = node, None
    while n in parent:
        n = parent[n]
        if isinstance(n, ast.Call) and getattr(n.func, "id", getattr(n.func, "attr", None)) in DOCUMENT_CALLS:
            return True
        if isinstance(n, (ast.Assign, ast.AnnAssign)):
            targets = n.targets if isinstance(n, ast.Assign) else [n.target]
            names = [getattr(t, "id", getattr(t, "attr", "")) for t in targets]
            owner = names[0] if names else None
            if any(DOCUMENT_NAMES.match(x) for x in names) or (path.name, owner) in KNOWN_LEFT:
                return True
        if isinstance(n, (ast.FunctionDef, ast.ClassDef)):
            # a function that builds an Option, or a document's both-languages helper
            return n.name.startswith("opt_") or n.name in DOCUMENT_BUILDERS
    return False


def _bilingual(node) -> bool:
    """A ``{"ru": …, "en": …}`` dict: words for a player in both languages."""
    keys = {k.value for k in getattr(node, "keys", ()) if isinstance(k, ast.Constant)}
    return isinstance(node, ast.Dict) and {"ru", "en"} <= keys


def _prose_literals(path: Path):
    """(line, text) of each Cyrillic string and each ``{"ru", "en"}`` dict outside the documents
    and the docstrings."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    parent = {}
    for node in ast.walk(tree):
        for child in ast.iter_child_nodes(node):
            parent[child] = node
    # docstrings, and the strings that document a name below it (a bare string statement)
    docstrings = {n.value for n in ast.walk(tree) if isinstance(n, ast.Expr) and isinstance(n.value, ast.Constant)}
    for node in ast.walk(tree):
        if _bilingual(node):
            text = "{ru, en}"
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and CYRILLIC.search(
                node.value.replace(PROGRAM_NAME, "")):
            text = node.value
        else:
            continue
        if node not in docstrings and not _in_document(node, parent, path):
            yield node.lineno, text


def test_no_prose_in_the_engine():
    """Nothing in rules/ — games, bots, command line — says a word to a player in either language:
    no Russian string and no ``{"ru", "en"}`` pair outside the documents (issue 27, item 2)."""
    found = []
    for path in sorted((ROOT / "rules").rglob("*.py")):
        found += [f"{path.relative_to(ROOT)}:{line}: {text[:40]!r}" for line, text in _prose_literals(path)]
    assert not found, "\n".join(found)


def test_the_prose_scan_finds_a_sentence(tmp_path):
    bad = tmp_path / "bad.py"
    bad.write_text('def describe(e):\n    return f"{e} ходит"\nrules_text = {"ru": "Правила"}\n'
                   'def label(v):\n    return {"ru": "да", "en": "yes"}\n'
                   'def opt_x():\n    labels = {"ru": "по жребию", "en": "by lot"}\n', encoding="utf-8")
    assert sorted(line for line, _ in _prose_literals(bad)) == [2, 5, 5]
