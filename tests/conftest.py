"""Shared test settings: Hypothesis profiles, and a data folder of its own for every test.

Hypothesis: the default profile is small and derandomized (the same examples on every
run, so the default suite is quick and repeatable); ``HYPOTHESIS_PROFILE=ci`` draws many
more, at random (CI's slow stage should set it). Neither keeps an example database: tests run in parallel under
pytest-xdist (``-n 2``) and write no shared file.
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


@pytest.fixture(autouse=True)
def _own_data_dir(tmp_path_factory, monkeypatch):
    """Settings and saves of the program go to a fresh folder, never the user's or another test's."""
    monkeypatch.setenv("LOMBER_DATA_DIR", str(tmp_path_factory.mktemp("lomber-data")))


@pytest.fixture(autouse=True)
def _loopback_only(monkeypatch):
    """A network table opened by a test listens on loopback only (app/scenes/network.py)."""
    monkeypatch.setenv("LOMBER_NET_BIND", "127.0.0.1")
