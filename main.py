"""Start the Sudoku Visualizer: ``python main.py [PUZZLE]``, or ``python main.py --solve FILE``."""

import os
import signal
import sys

if __name__ == "__main__":
    # Ctrl+C during the imports can land in importlib's own callbacks, which swallow the
    # KeyboardInterrupt; until the program's handlers are set, a signal simply ends it.
    if signal.getsignal(signal.SIGINT) is not signal.SIG_IGN:
        signal.signal(signal.SIGINT, lambda _signum, _frame: os._exit(130))
    from sudoku_gui.launch import start

    sys.exit(start())
