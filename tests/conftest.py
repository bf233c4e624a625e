"""Shared test settings: Hypothesis profiles, and a data folder of its own for every test.

Hypothesis: the default profile is small and derandomized (the same examples on every
run, so the default suite is quick and repeatable); ``HYPOTHESIS_PROFILE=ci`` draws many
more, at random (.ci/run sets it for all its runs). Neither keeps an example database: tests
run in parallel under pytest-xdist (``-n 2``) and write no shared file.

Saves, settings and caches are written atomically and flushed to disk (``os.fsync``); a
flush costs the tests wall time (a disk shared by many processes) and proves nothing that a
test can see (a killed process loses nothing that was written, flushed or not: only a power
cut would). So ``os.fsync`` does nothing in the tests, except in the modules of the saves'
durability (``DURABLE``) and in tests marked ``durable``, where every write goes to disk as
in the program.
"""
import os

import pytest
from hypothesis import HealthCheck, Phase, settings

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

_QUIET = [HealthCheck.too_slow, HealthCheck.filter_too_much, HealthCheck.data_too_large]
# Shrinking on: the tests of the kit draw the moves (tests/test_conformance.py), so a failing
# game shrinks to a short one of early, simple moves. (It replays games, but only on failure.)
_PHASES = (Phase.explicit, Phase.reuse, Phase.generate, Phase.shrink)
settings.register_profile("default", max_examples=5, deadline=None, database=None, derandomize=True,
                          suppress_health_check=_QUIET, phases=_PHASES, print_blob=True)
settings.register_profile("ci", max_examples=30, deadline=None, database=None,
                          suppress_health_check=_QUIET, phases=_PHASES, print_blob=True)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))


def pytest_configure(config):
    config.addinivalue_line("markers", "durable: writes really flush to disk (os.fsync), as in the program")


# the modules whose tests are about writing saves safely: there the real os.fsync runs
DURABLE = {"test_save_kill", "test_save_fuzz", "test_app_saves", "test_app_start", "test_app_unfinished"}


@pytest.fixture(autouse=True)
def _no_flush_to_disk(request, monkeypatch):
    """``os.fsync`` as a no-op outside the durability tests (see the module's note)."""
    if request.node.get_closest_marker("durable") is None and request.module.__name__ not in DURABLE:
        monkeypatch.setattr(os, "fsync", lambda fd: None)


@pytest.fixture(autouse=True)
def _own_data_dir(tmp_path_factory, monkeypatch):
    """Settings and saves of the program go to a fresh folder, never the user's or another test's."""
    monkeypatch.setenv("LOMBER_DATA_DIR", str(tmp_path_factory.mktemp("lomber-data")))


@pytest.fixture(autouse=True)
def _loopback_only(monkeypatch):
    """A network table opened by a test listens on loopback only (app/scenes/network.py)."""
    monkeypatch.setenv("LOMBER_NET_BIND", "127.0.0.1")
