"""Every playable game. Importing this package registers them."""
from . import priyom  # noqa: F401
from . import lenturlu  # noqa: F401
from . import durak  # noqa: F401
from . import shedding  # noqa: F401
from . import kometa  # noqa: F401
from . import tricks  # noqa: F401
from . import napoleon  # noqa: F401
from . import king  # noqa: F401
from . import dva_ryada  # noqa: F401
from . import bluff  # noqa: F401
from . import durak_chain  # noqa: F401
from . import calls  # noqa: F401
