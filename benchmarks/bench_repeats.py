"""Benchmark: repeated failures on naive's tree of seed 000's Hard (issue 36: at most 3 s).

Run: ``python benchmarks/bench_repeats.py [--algorithm A] [--limit N]``.

Records naive's run of seed 000's Hard puzzle with its search tree (465,531 nodes; the recording
is timed apart, it is not part of the analysis), then times (``time.perf_counter``, the best of 3)
``find_repeats`` (both groupings) and the whole of what ``--repeats`` prints: the groupings and
the reason and technique check of the first N groups of each (``report``). Prints the times and
the report's lines.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from sudoku_gui.core.analysis.compare_searches import record_run  # noqa: E402
from sudoku_gui.core.analysis.repeated_failures import find_repeats, report  # noqa: E402
from sudoku_gui.core.board_state import BoardState  # noqa: E402
from sudoku_gui.core.puzzles.library import load_seed_puzzles  # noqa: E402
from sudoku_gui.core.techniques.removal import removing_step  # noqa: E402


def best(work: object, runs: int = 3) -> tuple[float, object]:
    times, out = [], None
    for _ in range(runs):
        t0 = time.perf_counter()
        out = work()  # type: ignore[operator]
        times.append(time.perf_counter() - t0)
    return min(times), out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--algorithm", default="naive")
    parser.add_argument("--limit", type=int, default=10)
    args = parser.parse_args()
    hard = next(p for p in load_seed_puzzles() if p.source.startswith("000") and p.name == "Hard")
    t0 = time.perf_counter()
    timeline = record_run(BoardState(hard.values), args.algorithm, None)
    recorded = time.perf_counter() - t0
    tree = timeline.tree
    assert tree is not None
    print(
        f"recorded {args.algorithm} on seed 000 Hard: {len(timeline):,} steps, {len(tree):,} nodes in {recorded:.2f} s"
    )
    grouping, found = best(lambda: find_repeats(tree))
    print(f"find_repeats (both groupings): {grouping:.3f} s")
    whole, lines = best(lambda: report(tree, timeline, args.algorithm, args.limit, removing_step))
    print(f"--repeats' report (groupings, reasons and techniques of the first {args.limit} of each): {whole:.3f} s")
    print("\n".join(lines))  # type: ignore[arg-type]


if __name__ == "__main__":
    main()
