"""Benchmark: the ``fast`` solver beside a plain Norvig-style solver, counting, and ``--jobs``.

Run: ``python benchmarks/bench_fast.py [--limit N] [--norvig-limit N] [--no-jobs] [--files F...]``

Prints Markdown tables:

1. Solving, per collection: ``fast`` on the whole file (puzzles/s, mean, median and worst ms,
   puzzles over 20 ms) and, in the same run on the first ``--norvig-limit`` puzzles, the
   Norvig-style baseline (``benchmarks/norvig_baseline.py``) and ``fast`` on those same puzzles,
   with the speed-up (baseline mean / fast mean). Every answer is checked.
2. Counting to 2 (``--count``): mean and worst ms per puzzle and the ratio to solving.
3. ``--jobs`` scaling: ``main.py --count FILE --jobs 1`` and ``--jobs 2`` as processes.

Collections: ``../shared/data`` when it exists (the full files), else ``tests/data`` (samples).
Exit code 1 when any answer or count is wrong.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from norvig_baseline import norvig_solve  # noqa: E402

from sudoku_gui.core.fast import count_fast, solve_fast  # noqa: E402
from sudoku_gui.core.grid import Values, format_grid, is_solution, parse_puzzle  # noqa: E402

SHARED = ROOT.parent / "shared" / "data"
FULL = [
    "top95.txt",
    "hardest.txt",
    "top1465.txt",
    "tdoku_forum_hardest_1905_11plus_every5th.txt",
    "sudoku17_royle_first3000.txt",
    "tdoku_17_clue_every5th.txt",
    "kaggle_1m_first9999.txt",
    "easy50.txt",
]


def default_files() -> list[Path]:
    if SHARED.is_dir():
        return [SHARED / name for name in FULL if (SHARED / name).exists()]
    data = ROOT / "tests" / "data"
    return sorted(p for p in data.glob("*.txt") if not p.name.startswith("hodoku"))


def load(path: Path, limit: int) -> list[Values]:
    lines = [s for s in path.read_text().split() if s and not s.startswith("#")]
    return [parse_puzzle(s) for s in (lines[:limit] if limit else lines)]


def timed(fn: Callable[[], object]) -> tuple[float, object]:
    t0 = time.perf_counter()
    out = fn()
    return time.perf_counter() - t0, out


def ms(seconds: list[float]) -> tuple[float, float, float]:
    """(mean, median, worst) in milliseconds."""
    return statistics.mean(seconds) * 1e3, statistics.median(seconds) * 1e3, max(seconds) * 1e3


def short(path: Path) -> str:
    return path.name.removesuffix(".txt")


def solving(files: list[Path], limit: int, norvig_limit: int) -> bool:
    print("## Solving: `fast` on each whole file; baseline and `fast` side by side on its first puzzles\n")
    print(
        "| collection | puzzles | fast puzzles/s | fast mean / median / worst ms | over 20 ms "
        "| side by side on | Norvig-style mean / worst ms | fast mean / worst ms | speed-up |"
    )
    print("| --- | ---: | ---: | --- | ---: | ---: | --- | --- | ---: |")
    wrong = 0
    for path in files:
        puzzles = load(path, limit)
        fast_times = []
        for p in puzzles:
            t, answer = timed(lambda p=p: solve_fast(p))
            fast_times.append(t)
            wrong += answer is None or not is_solution(answer, p)  # type: ignore[arg-type]
        mean, median, worst = ms(fast_times)
        over = sum(t > 0.02 for t in fast_times)
        side = puzzles[:norvig_limit]
        norvig_times = []
        for p in side:
            text = format_grid(p)
            t, answer = timed(lambda text=text: norvig_solve(text))
            norvig_times.append(t)
            wrong += answer is None or not is_solution(parse_puzzle(str(answer)), p)
        n_mean, _, n_worst = ms(norvig_times)
        f_mean, _, f_worst = ms(fast_times[: len(side)])
        print(
            f"| {short(path)} | {len(puzzles):,} | {len(puzzles) / sum(fast_times):,.0f} "
            f"| {mean:.2f} / {median:.2f} / {worst:.1f} | {over} | {len(side):,} "
            f"| {n_mean:.2f} / {n_worst:.1f} | {f_mean:.2f} / {f_worst:.1f} | **{n_mean / f_mean:.1f}x** |",
            flush=True,
        )
    print()
    return wrong == 0


def counting(files: list[Path], limit: int) -> bool:
    print("## Counting to 2 (`--count`): every puzzle has exactly one solution\n")
    print("| collection | puzzles | count mean / worst ms | count / solve time |")
    print("| --- | ---: | --- | ---: |")
    wrong = 0
    for path in files:
        puzzles = load(path, limit)
        solve_times, count_times = [], []
        for p in puzzles:
            solve_times.append(timed(lambda p=p: solve_fast(p))[0])
            t, n = timed(lambda p=p: count_fast(p, 2))
            count_times.append(t)
            wrong += n != 1
        mean, _, worst = ms(count_times)
        print(
            f"| {short(path)} | {len(puzzles):,} | {mean:.2f} / {worst:.1f} | {sum(count_times) / sum(solve_times):.2f} |",
            flush=True,
        )
    print()
    return wrong == 0


def jobs(path: Path) -> None:
    print(f"## `--jobs` scaling: `main.py --count {path.name}` as a process (startup included)\n")
    print("| jobs | seconds | speed-up |")
    print("| ---: | ---: | ---: |")
    base = 0.0
    for n in (1, 2):
        t0 = time.perf_counter()
        subprocess.run(
            [sys.executable, "main.py", "--count", str(path), "--jobs", str(n)],
            cwd=ROOT,
            stdout=subprocess.DEVNULL,
            check=False,
        )
        seconds = time.perf_counter() - t0
        base = base or seconds
        print(f"| {n} | {seconds:.2f} | {base / seconds:.2f}x |", flush=True)
    print()


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--files", nargs="+", type=Path, default=None)
    ap.add_argument("--limit", type=int, default=0, help="only the first N puzzles of each file (0: all)")
    ap.add_argument("--norvig-limit", type=int, default=1000, help="puzzles per file for the side-by-side columns")
    ap.add_argument("--no-jobs", action="store_true", help="skip the --jobs scaling table")
    args = ap.parse_args()
    files = args.files or default_files()
    ok = solving(files, args.limit, args.norvig_limit)
    ok &= counting(files, args.limit)
    if not args.no_jobs:
        big = [f for f in files if "top1465" in f.name or "tdoku_forum" in f.name]
        jobs(big[0] if big else files[0])
    if not ok:
        print("WRONG ANSWERS OR COUNTS", file=sys.stderr)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
