"""Benchmark: how long a race lasts against its time limit, and where the rest goes.

Run: ``python benchmarks/bench_race.py [--limit S] [--algorithms A,B,...] [--puzzle NAME]``
(default: plain backtracking, which runs into the limit on simpleSudoku02, with three others).
Prints, as a race in the window or ``--race`` runs it: the wall time from the call to the last
result, the time until every racer had started (process start-up), and each racer's outcome,
steps and solving time (processor time of its strategy) beside the time it took to come back.
Aim (issue 27): a race with a limit of S seconds lasts about S seconds plus a small overhead.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from sudoku_gui.core.board_state import BoardState  # noqa: E402
from sudoku_gui.core.puzzles.library import load_seed_puzzles  # noqa: E402
from sudoku_gui.core.runs.race import Racer, race  # noqa: E402


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--limit", type=float, default=10.0, help="the race's time limit, seconds")
    ap.add_argument("--algorithms", default="naive,mrv-all,units,propagate-guess")
    ap.add_argument("--puzzle", default="simpleSudoku02", help="a seed puzzle's name (its start)")
    args = ap.parse_args()
    puzzle = next(p for p in load_seed_puzzles() if p.name.startswith(args.puzzle))
    names = args.algorithms.split(",")
    t0 = time.perf_counter()
    started: list[float] = []
    back: dict[str, float] = {}

    def heard(r: Racer) -> None:
        back[r.algorithm] = time.perf_counter() - t0

    racers = race(
        BoardState(puzzle.values),
        names,
        args.limit,
        started=lambda _n, _pid: started.append(time.perf_counter() - t0),
        finished=heard,
    )
    wall = time.perf_counter() - t0
    print(
        f"{puzzle.name}, {len(names)} racers, limit {args.limit:g} s: race over after {wall:.2f} s "
        f"({wall / args.limit:.2f}x the limit); every racer started after {max(started):.2f} s"
    )
    print("| racer | outcome | steps | solving s | back after s |")
    print("| --- | --- | ---: | ---: | ---: |")
    for r in racers:
        steps = len(r.timeline) if r.timeline is not None else 0
        print(f"| {r.algorithm} | {r.outcome.value} | {steps:,} | {r.seconds:.2f} | {back[r.algorithm]:.2f} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
