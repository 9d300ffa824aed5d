"""Benchmark: HoDoKu's level of the human path (``core/rating/hodoku_level.py``) beside HoDoKu's own.

Run: ``python benchmarks/bench_hodoku_level.py [--every N]``. Needs hodoku-py (``pip install
hodoku-py``, a Python port of HoDoKu; a benchmark peer only); without it the script says so and
exits 0. Puzzles: every Nth line (default 20) of ``tests/data/se_bank_sample.txt`` (SE 2.5-9.3)
and of ``tests/data/sample_top1465.txt``. Prints how often the two levels are equal, the
confusion table (HoDoKu's level, ours) and the median ratio of the total scores. The two paths
differ where the technique orders differ (``human`` tries techniques by Sudoku Explainer's
figure, HoDoKu by its own list: a hidden single before a naked single here, after it there).
"""

from __future__ import annotations

import argparse
import statistics
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from sudoku_gui.core.grid import parse_puzzle  # noqa: E402
from sudoku_gui.core.rating.human_rating import rate  # noqa: E402

DATA = ROOT / "tests" / "data"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--every", type=int, default=20)
    args = ap.parse_args()
    try:
        from hodoku.api import Solver
    except ImportError:
        print("hodoku-py is not installed (pip install hodoku-py): nothing to compare with")
        return 0
    puzzles = [line.split()[0] for line in (DATA / "se_bank_sample.txt").read_text().splitlines()][:: args.every]
    puzzles += (DATA / "sample_top1465.txt").read_text().split()[:: max(1, args.every // 10)]
    solver = Solver()
    table: Counter[tuple[str, str]] = Counter()
    ratios = []
    for puzzle in puzzles:
        theirs = solver.solve(puzzle)
        ours = rate(parse_puzzle(puzzle))
        assert ours is not None
        table[(theirs.level.name.capitalize(), ours.hodoku_level)] += 1
        if theirs.score:
            ratios.append(ours.hodoku_score / theirs.score)
    n = sum(table.values())
    equal = sum(k for (a, b), k in table.items() if a == b)
    print(f"# HoDoKu level: ours (human path) against hodoku-py's, {n} puzzles")
    print(f"equal={equal}/{n} ({100 * equal / n:.0f}%)")
    print("table (hodoku-py, ours): " + ", ".join(f"{a}/{b} {k}" for (a, b), k in sorted(table.items())))
    print(f"score ratio ours/theirs: median {statistics.median(ratios):.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
