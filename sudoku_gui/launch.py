"""The program's entry (``main.py`` and the ``sudoku-gui`` command): the command line's imports
are made inside the guard, so Ctrl+C or a lack of memory while starting up ends with one line
and the usual exit code, never a traceback."""

from __future__ import annotations

import os
import signal
import sys


def _end_while_starting(_signum: int, _frame: object) -> None:
    os._exit(130)  # nothing is written yet, so nothing is lost


def start() -> int:
    # Ctrl+C during the imports can land in importlib's own callbacks, which swallow the
    # KeyboardInterrupt and let the run go on: until the imports are done a signal simply ends it.
    guarded = signal.getsignal(signal.SIGINT) is not signal.SIG_IGN
    if guarded:
        signal.signal(signal.SIGINT, _end_while_starting)
    try:
        from .cli import entry
    except KeyboardInterrupt:
        return 130
    except MemoryError:
        sys.stderr.write("sudoku-gui: out of memory\n")
        return 2
    if guarded:
        signal.signal(signal.SIGINT, signal.default_int_handler)
    return entry()
