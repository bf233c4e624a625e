"""The program's words as ``python -m rules play`` finds them: an entry point of the group
``lomber.words`` (pyproject.toml). The installed metadata may be older than the checkout under
test (an editable install is not re-run on every change), so tests register the entry point
by hand, as pyproject.toml declares it."""
from __future__ import annotations

from importlib import metadata
from pathlib import Path

import rules.cli

ROOT = Path(__file__).resolve().parent.parent


def declared_entry_points() -> list:
    """The ``lomber.words`` entry points pyproject.toml declares."""
    import pytest
    tomllib = pytest.importorskip("tomllib", reason="tomllib is in the standard library from Python 3.11")
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    group = project.get("entry-points", {}).get(rules.cli.WORDS_GROUP, {})
    return [metadata.EntryPoint(name=k, value=v, group=rules.cli.WORDS_GROUP) for k, v in group.items()]


def register(monkeypatch, eps=None) -> None:
    """Make ``rules.cli`` see ``eps`` (default: pyproject's) as the installed words providers."""
    eps = declared_entry_points() if eps is None else eps

    def entry_points(group=None, **kw):
        return [ep for ep in eps if ep.group == group]
    monkeypatch.setattr(rules.cli.metadata, "entry_points", entry_points)


def installed_env(tmp_path) -> dict:
    """An environment for a ``python -m rules`` subprocess in which the words are installed as
    pyproject.toml registers them: a distribution's metadata (``*.dist-info/entry_points.txt``)
    on PYTHONPATH, read by ``importlib.metadata`` as any installed package's."""
    import os
    dist = tmp_path / "lomber_words_under_test-0.dist-info"
    dist.mkdir(parents=True, exist_ok=True)
    (dist / "METADATA").write_text("Metadata-Version: 2.1\nName: lomber-words-under-test\nVersion: 0\n",
                                   encoding="utf-8")
    lines = [f"[{rules.cli.WORDS_GROUP}]"] + [f"{ep.name} = {ep.value}" for ep in declared_entry_points()]
    (dist / "entry_points.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
    path = os.pathsep.join(filter(None, [str(tmp_path), str(ROOT), os.environ.get("PYTHONPATH")]))
    return dict(os.environ, PYTHONPATH=path)
