"""Bots: they receive a view, never the state, and can be advanced in small steps."""
from .base import HINT_LEVEL, LEVELS, MENU_LEVELS, Bot, is_level, make_bot, search_class  # noqa: F401
