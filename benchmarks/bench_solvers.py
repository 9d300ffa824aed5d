"""Benchmark and check: solve whole puzzle files with a strategy, verify every answer, print figures.

Run: ``python benchmarks/bench_solvers.py FILE... [--algorithm NAME] [--limit N]``.
Prints one line per file: puzzles, wrong answers, mean/median/max milliseconds, mean steps,
guesses. Exit code 1 when any answer is wrong.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from sudoku_gui.core.grid import is_solution, parse_puzzle  # noqa: E402
from sudoku_gui.core.steps import Guess, Solved  # noqa: E402
from sudoku_gui.core.strategies import DEFAULT_STRATEGY, STRATEGIES  # noqa: E402


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("files", nargs="+")
    ap.add_argument("--algorithm", default=DEFAULT_STRATEGY, choices=sorted(STRATEGIES))
    ap.add_argument("--limit", type=int, default=0, help="only the first N puzzles of each file")
    args = ap.parse_args()
    solve = STRATEGIES[args.algorithm].solve
    failed = False
    for name in args.files:
        lines = [s for s in Path(name).read_text().split() if s]
        if args.limit:
            lines = lines[: args.limit]
        times, steps, guesses, wrong = [], [], [], 0
        for line in lines:
            puzzle = parse_puzzle(line)
            t0 = time.perf_counter()
            n = g = 0
            answer = None
            for step in solve(puzzle):
                n += 1
                g += isinstance(step, Guess)
                if isinstance(step, Solved):
                    answer = step.values
                    break
            times.append(time.perf_counter() - t0)
            steps.append(n)
            guesses.append(g)
            if answer is None or not is_solution(answer, puzzle):
                wrong += 1
        failed |= wrong > 0
        ms = [t * 1000 for t in times]
        print(
            f"{Path(name).name}: algorithm={args.algorithm} puzzles={len(lines)} wrong={wrong} "
            f"ms_mean={statistics.mean(ms):.1f} ms_median={statistics.median(ms):.1f} ms_max={max(ms):.0f} "
            f"steps_mean={statistics.mean(steps):.0f} guesses_mean={statistics.mean(guesses):.1f}",
            flush=True,
        )
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
