"""Start the Sudoku Visualizer: ``python main.py [PUZZLE]``, or ``python main.py --solve FILE``."""

import sys

if __name__ == "__main__":
    try:
        from sudoku_gui.launch import start
    except KeyboardInterrupt:
        sys.exit(130)
    sys.exit(start())
