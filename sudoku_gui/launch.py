"""The program's entry (``main.py`` and the ``sudoku-gui`` command): the command line's imports
are made inside the guard, so Ctrl+C or a lack of memory while starting up ends with one line
and the usual exit code, never a traceback."""

from __future__ import annotations

import sys


def start() -> int:
    try:
        from .cli import entry
    except KeyboardInterrupt:
        return 130
    except MemoryError:
        sys.stderr.write("sudoku-gui: out of memory\n")
        return 2
    return entry()
