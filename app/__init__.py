"""Ломбер's desktop program: pygame-ce scenes, table layouts, animation and input.

The rules live in ``rules`` (standard library only); this package only draws views
and turns clicks into the legal actions the rules offer.
"""
import os as _os

from rules import __version__  # noqa: F401  (one version for the program and the engine)

# pygame greets on stdout when imported; the --stats line must be alone there.
_os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
