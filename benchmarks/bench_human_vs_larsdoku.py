"""Benchmark: the ``human`` strategy beside larsdoku, a pure-logic solver, in the same run.

Run: ``python benchmarks/bench_human_vs_larsdoku.py [--limit N] [FILE ...]`` (default: top1465
and the first 200 of the forum's hardest sample). Needs ``pip install larsdoku`` (AGPL, a
benchmark peer only, never imported by the app); without it the script says so and exits 0.

Both run in this process, one puzzle after the other, each timed per puzzle; larsdoku's one-off
numba compilation is done on a warm-up puzzle first and reported apart. ``human`` must solve
without a guess (and is checked against the solution), larsdoku with ``no_oracle=True`` (logic
only, it stops when stalled). Prints mean / median / max seconds a puzzle, the share solved by
logic alone, and the ratio. Aims (issue "Difficulty that agrees with Sudoku Explainer"): top1465
at most 0.15 s a puzzle, forum hardest at most 1 s, and faster than larsdoku.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from sudoku_gui.core.fast import solve_fast  # noqa: E402
from sudoku_gui.core.grid import format_grid, parse_puzzle  # noqa: E402
from sudoku_gui.core.steps import Guess, Solved  # noqa: E402
from sudoku_gui.core.strategies.human import human  # noqa: E402

DATA = ROOT.parent / "shared" / "data"
DEFAULT = [
    (DATA / "top1465.txt", 0),
    (DATA / "tdoku_forum_hardest_1905_11plus_every5th.txt", 200),
]


def run_human(puzzle: str) -> tuple[float, bool]:
    values = parse_puzzle(puzzle)
    solution = solve_fast(values)
    start = time.perf_counter()
    guessed, final = False, None
    for step in human(values):
        if isinstance(step, Guess):
            guessed = True
            break
        if isinstance(step, Solved):
            final = step.values
    seconds = time.perf_counter() - start
    return seconds, not guessed and final is not None and tuple(final) == tuple(solution or ())


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("files", nargs="*")
    ap.add_argument("--limit", type=int, default=None, help="puzzles per file (default: as listed above)")
    args = ap.parse_args()
    try:
        import larsdoku
    except ImportError:
        print("larsdoku is not installed (pip install larsdoku): nothing to compare with")
        return 0
    files = [(Path(f), args.limit or 0) for f in args.files] if args.files else DEFAULT
    if args.limit is not None and not args.files:
        files = [(f, args.limit) for f, _ in files]
    warm = time.perf_counter()
    larsdoku.solve(format_grid(parse_puzzle(Path(files[0][0]).read_text().split()[0])), no_oracle=True)
    print(f"larsdoku warm-up (numba compilation): {time.perf_counter() - warm:.1f} s, not counted")
    print(
        "| file | puzzles | human s mean / median / max | human logic only | larsdoku s mean / median / max | larsdoku logic only | human / larsdoku |"
    )
    print("| --- | ---: | --- | ---: | --- | ---: | ---: |")
    for path, limit in files:
        puzzles = [line.strip() for line in path.read_text().splitlines() if line.strip()]
        if limit:
            puzzles = puzzles[:limit]
        ours, theirs, ours_ok, theirs_ok = [], [], 0, 0
        for p in puzzles:
            seconds, ok = run_human(p)
            ours.append(seconds)
            ours_ok += ok
            start = time.perf_counter()
            result = larsdoku.solve(p, no_oracle=True)
            theirs.append(time.perf_counter() - start)
            theirs_ok += bool(result.get("success")) and not result.get("stalled")
        n = len(puzzles)
        print(
            f"| {path.name} | {n} | {statistics.mean(ours):.3f} / {statistics.median(ours):.3f} / {max(ours):.2f} "
            f"| {100 * ours_ok / n:.1f}% | {statistics.mean(theirs):.3f} / {statistics.median(theirs):.3f} / "
            f"{max(theirs):.2f} | {100 * theirs_ok / n:.1f}% | {statistics.mean(ours) / statistics.mean(theirs):.2f} |"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
