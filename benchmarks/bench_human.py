"""Benchmark and check for the ``human`` strategy on whole puzzle files.

Run: ``python benchmarks/bench_human.py FILE... [--limit N] [--jobs N]``. For every puzzle it finds
the unique solution with a search strategy, then runs ``human`` and checks every logical step
taken outside a guess (depth 0) against that solution: no placement or elimination may
contradict it. Prints, per file: puzzles, solved without a guess (count and share), wrong
steps by technique, time (the mean is the time ``human`` takes per puzzle, measured in each
worker, so it does not shrink with ``--jobs``). Exit code 1 when any step was wrong.
"""

from __future__ import annotations

import argparse
import multiprocessing
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from sudoku_gui.core.grid import is_solution, parse_puzzle  # noqa: E402
from sudoku_gui.core.runs.solve_to_end import solve  # noqa: E402
from sudoku_gui.core.steps import Backtrack, Eliminate, Guess, Place, Solved  # noqa: E402
from sudoku_gui.core.strategies.human import human  # noqa: E402


def check(puzzle, solution) -> tuple[bool, list[str], Counter, bool]:
    """(guessed?, wrong step texts, techniques used at depth 0, solved correctly?)"""
    depth = 0
    guessed = False
    wrong: list[str] = []
    used: Counter = Counter()
    solved = False
    for step in human(puzzle):
        if isinstance(step, Guess):
            depth, guessed = step.depth, True
        elif isinstance(step, Backtrack):
            depth = step.depth
        elif isinstance(step, Solved):
            solved = is_solution(step.values, puzzle)
        elif depth == 0 and isinstance(step, Place | Eliminate):
            used[step.technique] += 1
            bad = (
                solution[step.cell] != step.digit
                if isinstance(step, Place)
                else any(solution[c] == d for c, d in step.eliminations)
            )
            if bad:
                wrong.append(f"{step.technique}: {step.text}")
    return guessed, wrong, used, solved


def run_one(line: str) -> tuple[bool, list[str], Counter, bool, float]:
    """``check`` on one puzzle line, plus the seconds ``human`` took."""
    puzzle = parse_puzzle(line)
    solution = solve(puzzle, "propagate-guess").solution
    t = time.perf_counter()
    guessed, wrong, used, solved = check(puzzle, solution)
    return guessed, wrong, used, solved, time.perf_counter() - t


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("files", nargs="+")
    ap.add_argument("--limit", type=int, default=0)
    ap.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    args = ap.parse_args()
    failed = False
    pool = multiprocessing.Pool(args.jobs) if args.jobs > 1 else None
    for name in args.files:
        lines = [s for s in Path(name).read_text().split() if s and not s.startswith("#")]
        if args.limit:
            lines = lines[: args.limit]
        t0 = time.perf_counter()
        no_guess = 0
        wrong_by: Counter = Counter()
        used_all: Counter = Counter()
        unsolved = 0
        times: list[float] = []
        results = pool.imap(run_one, lines, chunksize=4) if pool else map(run_one, lines)
        for line, (guessed, wrong, used, solved, secs) in zip(lines, results, strict=True):
            no_guess += not guessed
            unsolved += not solved
            used_all += used
            times.append(secs)
            for w in wrong:
                wrong_by[w.split(":")[0]] += 1
                print("WRONG", line, w, file=sys.stderr)
        failed |= bool(wrong_by) or unsolved > 0
        wall = time.perf_counter() - t0
        times.sort()
        print(
            f"{Path(name).name}: puzzles={len(lines)} no_guess={no_guess} share={100 * no_guess / len(lines):.1f}% "
            f"wrong_steps={sum(wrong_by.values())} unsolved={unsolved} wall_seconds={wall:.0f} "
            f"per_puzzle_mean={sum(times) / len(times):.3f} median={times[len(times) // 2]:.3f} "
            f"max={times[-1]:.2f}",
            flush=True,
        )
        if wrong_by:
            print("  wrong by technique:", dict(wrong_by))
        print("  techniques used:", dict(used_all.most_common()))
    if pool:
        pool.close()
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
