"""The engine contract for every registered game, the command line, and the purity of rules/."""
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from rules import Action, Card, SaveError, all_games, deck, record
from rules.registry import UnknownGame, get_game

ROOT = Path(__file__).resolve().parent.parent


def test_decks_and_cards():
    assert [len(deck(n)) for n in (32, 36, 52)] == [32, 36, 52]
    assert len(set(deck(52))) == 52
    with pytest.raises(ValueError):
        deck(40)
    for c in deck(52):
        assert Card.parse(c.code) == c
    assert Card(12, "S").label("ru") == "Д♠" and Card(12, "S").label("en") == "Q♠"
    assert Card(14, "H").label() == "Т♥" and Card(11, "C").label() == "В♣" and Card(13, "D").label() == "К♦"
    with pytest.raises(ValueError):
        Card(15, "S")
    with pytest.raises(ValueError):
        Card.parse("XS")


def test_actions_round_trip_through_json():
    for a in (Action("play", (Card(10, "H"),)), Action("draw", zone="ring", index=3), Action("buy", value=2)):
        assert Action.from_json(json.loads(json.dumps(a.to_json()))) == a
    for bad in ({"kind": 3}, {"kind": "x", "cards": ["ZZ"]}, {"kind": "x", "index": "1"}, [1], {"kind": "x", "y": 1}):
        with pytest.raises(ValueError):
            Action.from_json(bad)


@pytest.mark.parametrize("game", all_games(), ids=lambda g: g.id)
def test_every_game_has_a_complete_definition(game):
    assert game.id and game.title["ru"] and game.title["en"] and game.blurb["ru"] and game.blurb["en"]
    assert game.rules_text["ru"] and game.rules_text["en"]
    assert 1 <= game.min_seats <= game.max_seats
    for o in game.options:
        assert o.label["ru"] and o.label["en"] and o.choices
    s = game.start(game.min_seats, 1)
    assert s.to_move is not None and s.legal_actions()


def test_unknown_game_is_a_clear_error():
    with pytest.raises(UnknownGame, match="priyom"):
        get_game("no_such_game")


def test_corrupt_and_truncated_saves_are_refused_clearly():
    s = get_game("priyom").start(3, 8)
    for _ in range(20):
        s.apply(s.legal_actions()[0])
    good = record.dumps(s)
    assert record.loads(good)[0].history == s.history
    bad = [good[: len(good) // 2], "", "{}", "[1,2]", good.replace(f'"version":{record.VERSION}', '"version":99'),
           good.replace('"game":"priyom"', '"game":"nope"'), good.replace('"seats":3', '"seats":99'),
           good.replace('"index":', '"index":1000+'), good.replace('"actions":[', '"actions":[{"kind":"play"},'),
           good.replace('"seed":8', '"seed":"8"')]
    for text in bad:
        with pytest.raises(SaveError):
            record.loads(text)


@pytest.mark.durable
def test_atomic_write_keeps_the_old_file_when_writing_fails(tmp_path, monkeypatch):
    path = tmp_path / "save.json"
    record.write_atomic(path, "first")
    assert path.read_text() == "first"

    def boom(*a):
        raise OSError("disk full")
    monkeypatch.setattr(os, "replace", boom)
    with pytest.raises(OSError):
        record.write_atomic(path, "second")
    assert path.read_text() == "first" and [p.name for p in tmp_path.iterdir()] == ["save.json"]


def run_cli(*args, env=None):
    return subprocess.run([sys.executable, "-m", "rules", *args], capture_output=True, text=True,
                          cwd=ROOT, env=env, timeout=120)


def test_cli_list_and_play(tmp_path):
    from words_plugin import installed_env
    env = installed_env(tmp_path)           # the program's words, installed as pyproject.toml registers them
    out = run_cli("list")
    assert out.returncode == 0 and "priyom\tИгра в приём\t2–15" in out.stdout
    out = run_cli("play", "priyom", "--seats", "4", "--seed", "11", "--option", "deck=32", "--json", env=env)
    assert out.returncode == 0, out.stderr
    lines = out.stdout.strip().splitlines()
    last = json.loads(lines[-1])
    assert last["game"] == "priyom" and last["seed"] == 11 and last["seats"] == 4
    assert last["options"]["deck"] == 32 and last["actions"] > 32 and sorted(last["placings"]) == [1, 2, 3, 4]
    assert any("тянет из кольца" in line for line in lines)
    again = run_cli("play", "priyom", "--seats", "4", "--seed", "11", "--option", "deck=32", "--json", env=env)
    assert again.stdout == out.stdout          # deterministic from the seed
    for bad in (["--seats", "1"], ["--seats", "3", "--option", "deck=40"], ["--seats", "3", "--option", "x=1"],
                ["--seats", "3", "--bots", "genius"]):
        r = run_cli("play", "priyom", *bad)
        assert r.returncode == 2 and r.stderr.startswith("error:")


BLOCKER = r"""
import sys
class Block:
    def find_spec(self, name, path=None, target=None):
        if name.split('.')[0] in ('pygame', 'PIL'):
            raise ImportError('blocked: ' + name)
sys.meta_path.insert(0, Block())
"""


def _blocked_env(tmp_path):
    (tmp_path / "sitecustomize.py").write_text(BLOCKER)
    return dict(os.environ, PYTHONPATH=os.pathsep.join([str(tmp_path), str(ROOT)]))


def test_rules_work_without_pygame_and_pillow(tmp_path):
    env = _blocked_env(tmp_path)
    code = ("import importlib.util, sys\n"
            "try:\n    import pygame\nexcept ImportError: pass\nelse: raise SystemExit('pygame not blocked')\n"
            "import rules, rules.bots, rules.record, rules.cli\n"
            "from rules import all_games\n"
            "for g in all_games():\n"
            "    s = g.start(g.min_seats, 1)\n"
            "assert not any(m.split('.')[0] in ('pygame', 'PIL') for m in sys.modules)\n")
    r = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, cwd=tmp_path)
    assert r.returncode == 0, r.stderr


@pytest.mark.slow
def test_the_engine_tests_pass_without_pygame_and_pillow(tmp_path):
    env = _blocked_env(tmp_path)
    r = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                        str(ROOT / "tests" / "test_priyom.py")], env=env, capture_output=True, text=True,
                       cwd=tmp_path, timeout=300)
    assert r.returncode == 0, r.stdout + r.stderr


def test_rules_source_never_imports_rendering():
    for path in (ROOT / "rules").rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        for bad in ("import pygame", "from pygame", "import PIL", "from PIL"):
            assert bad not in text, f"{path} imports rendering"


def test_the_engine_holds_no_grammar_and_no_level_words():
    """Words are the program's: no Russian plural or case helpers, no bot-level labels in
    rules/ (issue 27: words in one place)."""
    found = []
    for path in sorted((ROOT / "rules").rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        for bad in ("def plural_ru", "def dative_ru", "LEVEL_LABELS", "def count_chips", "def signed_chips"):
            if bad in text:
                found.append(f"{path.relative_to(ROOT)}: {bad}")
    assert not found, found
