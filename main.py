"""Start the Sudoku Visualizer: ``python main.py [PUZZLE]``, or ``python main.py --solve FILE``."""

import sys

from sudoku_gui.cli import main

if __name__ == "__main__":
    sys.exit(main())
