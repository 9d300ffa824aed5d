"""Rate every bundled puzzle once with each of Sudoku Explainer's rule sets and write
``levels.tsv`` for the Puzzles menu, which would otherwise rate them at start: one line a
puzzle, its ER under ``bank``, ``sukaku`` and ``classic`` (``core/se/rule_sets.py``), the figure
the status bar shows for it. A rating gets ``--seconds`` (default 60) of CPU time a puzzle; past them ER is
written as a lower bound, ``>=9.5`` (the forums' hardest need minutes in pure Python).

Run after changing a bundled puzzle or the rating: ``python resources/make_levels.py [--jobs 2]``.
"""

from __future__ import annotations

import argparse
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from sudoku_gui.core.grid import format_grid, parse_puzzle  # noqa: E402
from sudoku_gui.core.puzzles.library import bundled_puzzles  # noqa: E402
from sudoku_gui.core.rating.se.rule_sets import RULE_SETS  # noqa: E402
from sudoku_gui.core.rating.se.se_rating import SeCancelled, se_rate  # noqa: E402


def rate(job: tuple[str, float]) -> list[str]:
    """ER of one puzzle under each rule set, ``>=`` a lower bound when time ran out."""
    puzzle, seconds = job
    values = parse_puzzle(puzzle)
    figures = []
    for rules in RULE_SETS:
        deadline = time.process_time() + seconds  # CPU time: the same bound on a busy machine
        try:
            figures.append(f"{se_rate(values, lambda d=deadline: time.process_time() > d, rules=rules).er:.1f}")
        except SeCancelled as stopped:
            assert stopped.partial is not None
            figures.append(f">={stopped.partial.er:.1f}")
    return figures


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--seconds", type=float, default=60.0, help="CPU seconds for each rating of each puzzle")
    args = ap.parse_args()
    puzzles: list[str] = []
    for item in bundled_puzzles():
        key = format_grid(item.values)
        if key not in puzzles:
            puzzles.append(key)
    with ProcessPoolExecutor(args.jobs) as pool:
        rated = list(pool.map(rate, [(p, args.seconds) for p in puzzles], chunksize=1))
    lines = ["# puzzle\t" + "\t".join(RULE_SETS) + "\t(Sudoku Explainer's ER by rule set, written by make_levels.py)"]
    lines += [f"{p}\t" + "\t".join(figures) for p, figures in zip(puzzles, rated, strict=True)]
    (HERE / "levels.tsv").write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"{len(puzzles)} puzzles rated")
    return 0


if __name__ == "__main__":
    sys.exit(main())
