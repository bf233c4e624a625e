"""The shedding and chip games of seed 000 (catalogue B1, B2, B10, B11): Ворона,
«Стушевываюсь», Тонтина, Свинки — each on ``rules.tabletop``; ``common`` holds what they share."""
from . import vorona  # noqa: F401  (registers the game)
from . import stushevyvayus  # noqa: F401
from . import tontina  # noqa: F401
from . import svinki  # noqa: F401
