"""Benchmark: how fast the window animates at max speed (steps applied per second, repaints).

Run: ``python tests/benchmarks/bench_animation.py [PUZZLE] [--runs N]`` (offscreen unless DISPLAY
is set and QT_QPA_PLATFORM is not). Default puzzle: seed 000's "Hard". Prints its figures.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QSettings  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from sudoku_gui.core.grid import parse_puzzle  # noqa: E402
from sudoku_gui.core.library import load_seed_puzzles  # noqa: E402
from sudoku_gui.qt.main_window import MainWindow  # noqa: E402
from sudoku_gui.speeds import MAX_SPEED  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("puzzle", nargs="?")
    ap.add_argument("--runs", type=int, default=5)
    args = ap.parse_args()
    puzzle = (
        parse_puzzle(args.puzzle) if args.puzzle else next(p.values for p in load_seed_puzzles() if p.name == "Hard")
    )
    app = QApplication.instance() or QApplication([])
    tmp = tempfile.mkdtemp()
    window = MainWindow(QSettings(os.path.join(tmp, "s.ini"), QSettings.Format.IniFormat))
    window.show()
    window.load_puzzle(puzzle)
    window.set_speed(MAX_SPEED)
    rates, paints = [], []
    for _ in range(args.runs):
        window.board.paint_count = 0
        t0 = time.perf_counter()
        window.solve()
        while window.session.running:
            app.processEvents()
            time.sleep(0.001)
        wall = time.perf_counter() - t0
        n = window.state.counters.steps
        rates.append(n / wall)
        paints.append(window.board.paint_count / wall)
        window.stop()
    print(f"platform={app.platformName()} steps={n} runs={args.runs}")
    print(f"steps_per_second median={statistics.median(rates):,.0f} min={min(rates):,.0f} max={max(rates):,.0f}")
    print(f"repaints_per_second median={statistics.median(paints):.0f}")
    window.close()


if __name__ == "__main__":
    main()
