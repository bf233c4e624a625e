"""The chain games of the durak family (catalogue Part G, family ``durak_chain``): a card goes
round the table, each player beats the card laid on him, the centre pile grows.

``engine``  the chain engine (on rules.tabletop): one State for the three games;
``games``   Свои козыри, Дурак наваленный and the Moscow modification, options on it;
``policy``  the rule bot; ``words`` the phrases.
"""
from . import games  # noqa: F401  (registers the games)
