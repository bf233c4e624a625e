"""``python -m app`` does the same as the ``lomber`` command."""
import sys

from .cli import main

sys.exit(main())
