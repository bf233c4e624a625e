"""The calling games (catalogue B3, B6): «Шиф, шоф, шум» and «Я — умираю — от любви — к Вам»."""
from . import shif, ya_umirayu  # noqa: F401
