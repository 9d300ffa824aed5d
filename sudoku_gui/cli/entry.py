"""The program's entry (``main.py`` and the ``sudoku-gui`` command): the command line's imports
are made inside the guard, so Ctrl+C or a lack of memory while starting up ends with one line
and the usual exit code, never a traceback. SIGTERM is held back until the command is known
(``held_sigterm``): the window's own handler then closes it as Ctrl+Q does (exit 0), and a
command without a window ends with 143, as it would a moment later; never killed mid-start."""

from __future__ import annotations

import os
import signal
import sys

from .held_sigterm import hold


def _end_while_starting(_signum: int, _frame: object) -> None:
    os._exit(130)  # nothing is written yet, so nothing is lost


def start() -> int:
    hold()
    # Ctrl+C during the imports can land in importlib's own callbacks, which swallow the
    # KeyboardInterrupt and let the run go on: until the imports are done a signal simply ends it.
    guarded = signal.getsignal(signal.SIGINT) is not signal.SIG_IGN
    if guarded:
        signal.signal(signal.SIGINT, _end_while_starting)
    try:
        from .command_line import entry
    except KeyboardInterrupt:
        return 130
    except MemoryError:
        sys.stderr.write("sudoku-gui: out of memory\n")
        return 2
    except SyntaxError as error:
        # CPython's parser, short of memory while compiling a module that has no .pyc yet (a
        # fresh install), reports a SyntaxError on sound code; the package's own code is compiled
        # by its tests, so this is memory, or else a damaged install.
        sys.stderr.write(f"sudoku-gui: out of memory (or a damaged install: {error.filename} line {error.lineno})\n")
        return 2
    if guarded:
        signal.signal(signal.SIGINT, signal.default_int_handler)
    return entry()
