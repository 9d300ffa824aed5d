"""Start the Sudoku Visualizer: ``python main.py [PUZZLE]``, or ``python main.py --solve FILE``."""

import os  # (os and sys are loaded with the interpreter: importing them reads no file)
import sys

if __name__ == "__main__":
    # Ctrl+C during the imports can land in importlib's own callbacks, which swallow the
    # KeyboardInterrupt; until the program's handlers are set, a signal simply ends it. The
    # handler goes in first, from the compiled-in _signal: ``import signal`` reads files,
    # and a Ctrl+C there would still print a traceback.
    import _signal

    if _signal.getsignal(_signal.SIGINT) is not _signal.SIG_IGN:
        _signal.signal(_signal.SIGINT, lambda _signum, _frame: os._exit(130))
    # SIGTERM waits until the command is known: the window then closes as on Ctrl+Q (exit 0),
    # a command without one ends with 143 (sudoku_gui.cli.entry).
    if hasattr(_signal, "pthread_sigmask"):
        _signal.pthread_sigmask(_signal.SIG_BLOCK, {_signal.SIGTERM})
    from sudoku_gui.cli.entry import start

    sys.exit(start())
