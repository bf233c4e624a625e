"""The durak family (catalogue Part A, engine family ``durak_bout``).

``engine``       the bout engine: one State for every variant, driven by ``Rules``
                 (``bout_rules``), composed of one mixin per concern: ``deal`` (the deal and
                 the trumps), ``bout`` (attack, defend, throw in, transfer, take), ``covers``
                 («Веришь» covers and verdicts), ``bout_end`` (the refill, the next bout),
                 ``ending`` (places and the result), ``legal`` and ``limits`` (the legal
                 moves), ``seats``, ``known`` (cards known in hands), ``record`` (derived
                 public facts), ``secrecy`` (what each seat sees), ``estimate`` (the search's
                 guess); ``table`` (zones, pack), ``actions`` (interned moves);
``variants``     the games (ids per catalogue §1a) — thin definitions with their options;
``policy``       the rule bot; ``words`` the phrases for the log, buttons and bubbles.

The state stands on ``rules.tabletop``: its view, clone and the search bot's worlds are
the table's.
"""
from . import variants  # noqa: F401  (registers the games)
