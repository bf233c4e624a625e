"""``python -m app`` does the same as the ``lomber`` command."""
import sys

if __name__ == "__main__":      # not in a search worker (multiprocessing may import this module)
    import multiprocessing

    multiprocessing.freeze_support()
    from .cli import main

    sys.exit(main())
