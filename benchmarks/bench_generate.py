"""Benchmark: seconds to generate one puzzle at each level (median and worst), as in the
window's Generate and ``main.py --generate``.

Run: ``python benchmarks/bench_generate.py [--count N] [--symmetry none|central|diagonal]``.
Aims (issue 8): median under 0.5 s for Easy to Hard, under 5 s for Expert and Extreme.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from sudoku_gui.core.puzzles.exact_cover import count_fast  # noqa: E402
from sudoku_gui.core.puzzles.generate import generate  # noqa: E402
from sudoku_gui.core.rating.levels import LEVEL_NAMES, SYMMETRIES  # noqa: E402


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--count", type=int, default=20, help="puzzles per level")
    ap.add_argument("--symmetry", default="none", choices=SYMMETRIES)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    print(f"| level | puzzles | median s | worst s | grids tried (mean) | aim (median) |  # symmetry {args.symmetry}")
    print("| --- | ---: | ---: | ---: | ---: | --- |")
    rng = random.Random(args.seed)
    for level in LEVEL_NAMES:
        times, attempts = [], []
        for _ in range(args.count):
            t0 = time.perf_counter()
            made = generate(level, args.symmetry, rng)
            times.append(time.perf_counter() - t0)
            attempts.append(made.attempts)
            assert count_fast(made.puzzle, 2) == 1 and made.level == level
        aim = 0.5 if LEVEL_NAMES.index(level) < 3 else 5.0
        median = statistics.median(times)
        print(
            f"| {level} | {args.count} | {median:.2f} | {max(times):.2f} | {statistics.mean(attempts):.1f} "
            f"| < {aim:g} s: {'met' if median < aim else 'missed'} |",
            flush=True,
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
