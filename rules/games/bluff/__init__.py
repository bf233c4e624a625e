"""The bluffing family (catalogue B7 and D1): «Веришь — не веришь (2)» (``verish``, engine
family ``bluff_pile``) and Сека «Три листа» (``seka``, ``compare_bet``)."""
from . import seka, verish  # noqa: F401
