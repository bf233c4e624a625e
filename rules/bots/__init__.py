"""Bots: they receive a view, never the state, and can be advanced in small steps."""
from .base import (HINT_LEVEL, LEVELS, MAX_ITERATIONS, MAX_THINK_MS, MENU_LEVELS, Bot, cap_level,  # noqa: F401
                   is_level, level_problem, make_bot, search_class)
