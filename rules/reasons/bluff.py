"""Reasons of the bluff family (rules/reasons/__init__.py)."""
from __future__ import annotations

IDS = frozenset()


def reason(game, view, action):
    return None
