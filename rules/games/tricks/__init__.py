"""The trick-taking family (catalogue PART C): the engine and the games on it."""
from . import mushka  # noqa: F401
from . import variants  # noqa: F401
