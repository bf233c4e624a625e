"""Every playable game. Importing this package registers them."""
from . import priyom  # noqa: F401
from . import lenturlu  # noqa: F401
from . import durak  # noqa: F401
from . import calls  # noqa: F401
