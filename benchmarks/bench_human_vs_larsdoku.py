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

``--split`` runs ``human`` once more on the same puzzles, timing every technique it tries, and
prints where its time goes: in the techniques that found the step taken, in those tried before
them that found nothing (at each step ``human`` tries every simpler technique first), and the
rest (applying steps, checking the grid). "Nothing-found free" is the time a puzzle would take
if every search that finds nothing cost no time at all: a bound no exact shortcut can beat.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from sudoku_gui.core.grid import format_grid, parse_puzzle  # noqa: E402
from sudoku_gui.core.puzzles.exact_cover import solve_fast  # noqa: E402
from sudoku_gui.core.steps import Guess, Solved  # noqa: E402
from sudoku_gui.core.strategies import human as human_module  # noqa: E402
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


def split_times(puzzles: list[str]) -> tuple[float, float, float]:
    """Mean seconds a puzzle: (whole run, in techniques that found the step, in techniques that
    found nothing), timing each technique ``human`` tries."""
    found = nothing = 0.0
    plain_next_step = human_module.next_step

    def timed_next_step(g, techniques=human_module.TECHNIQUES):  # type: ignore[no-untyped-def]
        nonlocal found, nothing
        for technique in techniques:
            start = time.perf_counter()
            step = next(iter(technique.find(g)), None)
            spent = time.perf_counter() - start
            if step is not None:
                found += spent
                return step
            nothing += spent
        return None

    human_module.next_step = timed_next_step
    try:
        start = time.perf_counter()
        for p in puzzles:
            for _ in human(parse_puzzle(p)):
                pass
        total = time.perf_counter() - start
    finally:
        human_module.next_step = plain_next_step
    n = len(puzzles)
    return total / n, found / n, nothing / n


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("files", nargs="*")
    ap.add_argument("--limit", type=int, default=None, help="puzzles per file (default: as listed above)")
    ap.add_argument("--split", action="store_true", help="also print where human's time goes (a second run)")
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
    larsdoku_mean: dict[Path, float] = {}
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
        larsdoku_mean[path] = statistics.mean(theirs)
        print(
            f"| {path.name} | {n} | {statistics.mean(ours):.3f} / {statistics.median(ours):.3f} / {max(ours):.2f} "
            f"| {100 * ours_ok / n:.1f}% | {statistics.mean(theirs):.3f} / {statistics.median(theirs):.3f} / "
            f"{max(theirs):.2f} | {100 * theirs_ok / n:.1f}% | {statistics.mean(ours) / statistics.mean(theirs):.2f} |"
        )
    if args.split:
        print()
        print(
            "| file | human s a puzzle (timed apart) | found the step | found nothing | the rest "
            "| nothing-found free | larsdoku |"
        )
        print("| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
        for path, limit in files:
            puzzles = [line.strip() for line in path.read_text().splitlines() if line.strip()]
            if limit:
                puzzles = puzzles[:limit]
            total, found, nothing = split_times(puzzles)
            print(
                f"| {path.name} | {total:.3f} | {found:.3f} ({100 * found / total:.0f}%) "
                f"| {nothing:.3f} ({100 * nothing / total:.0f}%) | {total - found - nothing:.3f} "
                f"| {total - nothing:.3f} | {larsdoku_mean[path]:.3f} |"
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
