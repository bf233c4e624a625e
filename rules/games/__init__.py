"""Every playable game. Importing this package registers them."""
from . import priyom  # noqa: F401
