"""The durak family (catalogue Part A, engine family ``durak_bout``).

``engine``       the bout engine: one State for every variant, driven by ``engine.Rules``;
``variants``     the games (ids per catalogue §1a) — thin definitions with their options;
``policy``       the rule bot; ``words`` the phrases for the log, buttons and bubbles.

The state stands on ``rules.tabletop``: its view, clone and the search bot's worlds are
the table's.
"""
from . import variants  # noqa: F401  (registers the games)
