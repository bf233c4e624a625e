"""Entry point of the frozen executable (see ``app/freeze.py``): runs ``app.cli.main``.

It adds one thing, for measurement only: with ``LOMBER_STARTUP_PROBE=1`` in the
environment the program prints a line after its first frame has been flipped and exits
at once (status 0), without writing a screenshot or any statistics::

    LOMBER_STARTUP_PROBE first_flip_epoch=1767000000.123456 in_python_ms=412.3

``first_flip_epoch`` is the wall clock (``time.time()``) when the first ``flip`` returned;
a caller that noted the clock just before starting the process gets the full start-up
time, bootloader and interpreter start included (``python -m app.freeze --measure`` does
that). ``in_python_ms`` counts only from the moment this file began to run. The probe
works from source too: ``LOMBER_STARTUP_PROBE=1 python -m app._frozen_main``.
"""
from __future__ import annotations

import os
import sys
import time

_T0 = time.perf_counter()
PROBE_ENV = "LOMBER_STARTUP_PROBE"
PROBE_TAG = "LOMBER_STARTUP_PROBE"


def _install_startup_probe() -> None:
    import pygame

    real_flip = pygame.display.flip
    real_update = pygame.display.update

    def _report_and_exit() -> None:
        now = time.time()
        in_python = (time.perf_counter() - _T0) * 1000.0
        if sys.stdout is not None:  # a windowed Windows build has no stdout
            print(f"{PROBE_TAG} first_flip_epoch={now:.6f} in_python_ms={in_python:.1f}",
                  flush=True)
        os._exit(0)

    def flip(*args, **kwargs):
        result = real_flip(*args, **kwargs)
        _report_and_exit()
        return result

    def update(*args, **kwargs):
        result = real_update(*args, **kwargs)
        _report_and_exit()
        return result

    pygame.display.flip = flip
    pygame.display.update = update


def main() -> int:
    if os.environ.get(PROBE_ENV, "") not in ("", "0"):
        _install_startup_probe()
    from app.cli import main as cli_main

    return cli_main()


if __name__ == "__main__":
    # a frozen build starts its search workers (rules/bots/parallel.py) by running this
    # executable again: freeze_support() turns such a start into the worker, at once, before
    # anything else — without it every worker would open another window, and so on
    import multiprocessing

    multiprocessing.freeze_support()
    sys.exit(main())
