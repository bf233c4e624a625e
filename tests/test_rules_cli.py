"""``python -m rules``: bad input ends in one line on stderr and exit code 2, never a
traceback (issue 11, item 5); ``play`` takes the levels ``duel`` takes (``ismcts@N``)."""
from __future__ import annotations

import json
import os
import re
import subprocess
import sys

import pytest

from rules.cli import main

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

BAD = [
    (["duel", "priyom", "--a", "rule", "--b", "easy", "--games", "2", "--log", "{tmp}/missing/x.jsonl"], "log"),
    (["duel", "priyom", "--a", "rule", "--b", "easy", "--games", "2", "--log", "{tmp}"], "log"),
    (["duel", "durak_podkidnoy", "--a", "rule", "--b", "easy", "--games", "2", "--seats", "3",
      "--option", "teams=2x2"], "teams"),
    (["duel", "durak_podkidnoy", "--a", "rule", "--b", "easy", "--games", "2", "--option", "dealer=5"], "dealer"),
    (["duel", "priyom", "--a", "rule", "--b", "easy", "--games", "0"], "games"),
    (["duel", "priyom", "--a", "rule", "--b", "easy", "--games", "²"], "games"),
    (["duel", "priyom", "--a", "rule", "--b", "warp", "--games", "2"], "warp"),
    (["duel", "priyom", "--a", "rule", "--b", "easy", "--games", "2", "--seats", "99"], "99"),
    (["duel", "priyom", "--a", "rule", "--b", "easy", "--games", "2", "--jobs", "0"], "jobs"),
    (["duel", "nosuch", "--a", "rule", "--b", "easy", "--games", "2"], "nosuch"),
    (["play", "priyom", "--seats", "٣"], "seats"),
    (["play", "priyom", "--seats", "0"], "seats"),
    (["play", "priyom", "--seats", "3", "--bots", "ismcts@٣"], "ismcts"),
    (["play", "priyom", "--seats", "3", "--bots", "genius"], "genius"),
    (["play", "durak_podkidnoy", "--seats", "3", "--option", "teams=3x3"], "teams"),
    (["play", "durak_podkidnoy", "--seats", "2", "--option", "dealer=5"], "dealer"),
    (["play", "priyom", "--seats", "3", "--seed", "x"], "seed"),
    (["play", "priyom", "--seats", "3", "--lang", "xx"], "lang"),
    (["play", "", "--seats", "3"], "no game"),
    (["bench", "nosuch"], "nosuch"),
    (["bench", "priyom", "--seats", "40"], "40"),
    (["bench", "priyom", "--levels", "warp"], "warp"),
    (["frobnicate"], "frobnicate"),
    ([], "cmd"),
]


@pytest.mark.parametrize("argv,word", BAD, ids=lambda x: " ".join(x) if isinstance(x, list) else "")
def test_bad_input_is_one_line_and_exit_code_2(capsys, tmp_path, argv, word):
    argv = [a.replace("{tmp}", str(tmp_path)) for a in argv]
    try:
        code = main(argv)
    except SystemExit as e:
        code = e.code
    out, err = capsys.readouterr()
    lines = [ln for ln in err.splitlines() if ln.strip()]
    assert code == 2, f"{argv}: exit code {code}"
    assert len(lines) == 1 and lines[0].startswith("error: ") and word in lines[0], f"{argv}: {err!r}"
    assert "Traceback" not in err and not out.strip()
    assert not (tmp_path / "missing").exists()


def test_duel_log_into_a_missing_folder_in_a_real_process(tmp_path):
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(filter(None, [ROOT, os.environ.get("PYTHONPATH")])))
    r = subprocess.run([sys.executable, "-m", "rules", "duel", "priyom", "--a", "rule", "--b", "easy", "--games", "2",
                        "--log", str(tmp_path / "missing" / "x.jsonl")], cwd=tmp_path, env=env,
                       capture_output=True, text=True, timeout=120)
    lines = [ln for ln in r.stderr.splitlines() if ln.strip()]
    assert r.returncode == 2 and len(lines) == 1 and "Traceback" not in r.stderr, r.stderr


def test_play_takes_search_levels_as_duel_does(capsys):
    assert main(["play", "durak_podkidnoy", "--seats", "2", "--bots", "ismcts@2,rule", "--seed", "3",
                 "--json"]) == 0
    last = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert last["bots"] == ["ismcts@2", "rule"] and sorted(last["placings"]) in ([1, 2], [1, 1])


# --- the log's words: the program's, found through package metadata (rules/ never imports app) ---
def _play(capsys, *extra):
    assert main(["play", "durak_podkidnoy", "--seats", "2", "--seed", "3", "--json", *extra]) == 0
    return capsys.readouterr().out.strip().splitlines()


def test_pyproject_registers_the_programs_words():
    from words_plugin import declared_entry_points
    eps = declared_entry_points()
    assert [ep.value for ep in eps] == ["app.wording:cli_words"]
    words = eps[0].load()(2, "en")
    from rules.phrases import Phrase, Seat
    assert words([Phrase("cli.result", seats=(Seat(1), Seat(0)), places=(1, 2))]) == ["Result: 1. Boris, 2. Anna"]


def test_play_prints_the_log_in_the_registered_words(capsys, monkeypatch):
    from words_plugin import register
    register(monkeypatch)
    ru = _play(capsys)
    assert ru[0] == "Сдано по 6 карт" and ru[-2].startswith("Итог: 1. ") and "Анна" in ru[-2], ru[:3] + ru[-2:]
    en = _play(capsys, "--lang", "en")
    assert en[0] == "6 cards dealt to each" and en[-2].startswith("Result: 1. ") and "Anna" in en[-2]
    # the JSON line keeps its shape whatever the words
    assert json.loads(ru[-1]) == json.loads(en[-1])
    assert set(json.loads(ru[-1])) == {"game", "seed", "seats", "options", "bots", "actions", "placings",
                                       "scores", "chips"}


def test_without_words_the_log_is_phrases_as_data(capsys, monkeypatch):
    from words_plugin import register
    register(monkeypatch, [])
    lines = _play(capsys)
    assert lines[0] == "durak.dealt n=6"
    assert any(ln.startswith("durak.lead card=") and ln.endswith(("who=seat 1", "who=seat 2")) for ln in lines)
    assert lines[-2].startswith("cli.result places=[") and "seats=[seat " in lines[-2]
    assert json.loads(lines[-1])["game"] == "durak_podkidnoy"
    assert not any(re.search("[А-Яа-яЁё]", ln) for ln in lines)


def test_a_broken_words_provider_is_one_warning_and_the_log_as_data(capsys, monkeypatch):
    from importlib import metadata
    from words_plugin import register
    register(monkeypatch, [metadata.EntryPoint("x", "no_such_module_xyz:words", "lomber.words")])
    assert main(["play", "priyom", "--seats", "2", "--seed", "1"]) == 0
    out, err = capsys.readouterr()
    assert err.count("\n") == 1 and "no_such_module_xyz" in err and "Traceback" not in err
    assert out.splitlines()[-1].startswith("cli.result ")
