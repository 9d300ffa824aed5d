"""Benchmark: the ``fast`` solver against a Norvig-style baseline, counting to 2, and ``--jobs``.

Run: ``python benchmarks/bench_fast.py [--limit N] [--no-jobs]``
(more: ``[--norvig-limit N] [--strategies NAME,...] [--files F...] [--jobs-file F]``).

Prints Markdown tables; nothing is asserted on time.

1. Solving, per collection, all solvers in the same run: ``fast``
   (``sudoku_gui.core.puzzles.exact_cover.solve_fast``) on the whole file, and on the first ``--norvig-limit``
   puzzles beside the Norvig-style baseline (``benchmarks/norvig_baseline.py``) on those same
   puzzles; the speed-up is baseline mean / ``fast`` mean over them. ``--strategies`` adds step
   strategies (``STRATEGIES[name].solve``, consumed up to ``Solved``) on the same first puzzles.
   Columns: puzzles, puzzles/s, mean / median / worst ms, puzzles over 20 ms, wrong answers.
2. Counting to 2 (``count_fast(values, 2)``, what ``--count`` does): mean and worst ms a puzzle
   and the count / solve time ratio; every count must be 1 (the collections hold proper puzzles).
3. ``--jobs`` scaling: ``main.py --count FILE --jobs 1`` and ``--jobs 2`` as processes
   (start-up included), on top1465 by default; ``--no-jobs`` skips it.
4. Whole processes on 395 hard puzzles (top95 and the first 300 of forum hardest):
   ``main.py --solve FILE --algorithm fast`` (one search to 2 a puzzle, ``--jobs`` at its
   default: every core) against the bitmask baseline (``benchmarks/bitmask_baseline.py``: 9-bit
   candidate masks in a flat list, naked and hidden singles, MRV, a copy per branch) run as a
   script on the same file; best of 3 runs each; aim: at least 5x. Answers compared.
5. In-process, the same puzzles, counting to 2: ``fast`` against hodoku-py's C backtracker
   (``hodoku.generator.generator.SudokuGenerator.solve_string``, HoDoKu's generator solver with
   its C accelerator); skipped, saying why, when hodoku-py is not installed
   (``pip install hodoku-py``). ``--peers-only`` runs sections 4 and 5 alone.

Collections: the files in ``/work/shared/data`` (the sibling ``shared/data`` of the repository)
when that directory exists, else the copies and samples in ``tests/data``.
Every answer is checked with ``is_solution``; exit code 1 when any answer or count is wrong.
"""

from __future__ import annotations

import argparse
import gc
import os
import platform
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from bitmask_baseline import bitmask_solve  # noqa: E402
from norvig_baseline import norvig_solve  # noqa: E402

from sudoku_gui.core.grid import Values, format_grid, is_solution, parse_puzzle  # noqa: E402
from sudoku_gui.core.puzzles.exact_cover import count_fast, solve_fast  # noqa: E402
from sudoku_gui.core.steps import Solved, Step  # noqa: E402
from sudoku_gui.core.strategies import STRATEGIES  # noqa: E402

SHARED_DATA = ROOT.parent / "shared" / "data"
SHARED_FILES = (
    "top95.txt",
    "hardest.txt",
    "top1465.txt",
    "tdoku_forum_hardest_1905_11plus_every5th.txt",
    "sudoku17_royle_first3000.txt",
    "tdoku_17_clue_every5th.txt",
    "kaggle_1m_first9999.txt",
    "easy50.txt",
)
TEST_DATA = ROOT / "tests" / "data"
SLOW_MS = 20.0
"""A puzzle slower than this counts in the "over 20 ms" column."""

Solver = Callable[[Values], Values | None]


@dataclass(frozen=True)
class Run:
    """One solver over one list of puzzles: seconds per puzzle, wrong answers, puzzles given up on."""

    seconds: list[float]
    wrong: int = 0
    gave_up: int = 0

    def head(self, n: int) -> Run:
        """The figures of the first ``n`` puzzles only (the wrong count is not split)."""
        return Run(self.seconds[:n])

    @property
    def mean_ms(self) -> float:
        return statistics.mean(self.seconds) * 1e3

    @property
    def median_ms(self) -> float:
        return statistics.median(self.seconds) * 1e3

    @property
    def worst_ms(self) -> float:
        return max(self.seconds) * 1e3

    @property
    def per_second(self) -> float:
        total = sum(self.seconds)
        return len(self.seconds) / total if total else float("inf")

    @property
    def slow(self) -> int:
        return sum(s * 1e3 > SLOW_MS for s in self.seconds)


# --- collections ---------------------------------------------------------------------------------


def default_files() -> list[Path]:
    """The shared full collections when present, else the copies and samples in ``tests/data``."""
    if SHARED_DATA.is_dir():
        return [SHARED_DATA / name for name in SHARED_FILES if (SHARED_DATA / name).is_file()]
    names = ["top95.txt", "hardest.txt", "easy50.txt"]
    files = [TEST_DATA / name for name in names if (TEST_DATA / name).is_file()]
    return files + sorted(TEST_DATA.glob("sample_*.txt"))


def load(path: Path, limit: int) -> list[Values]:
    """The puzzles of ``path`` (one 81-character line each), the first ``limit`` when it is set."""
    lines = [line.strip() for line in path.read_text().splitlines()]
    lines = [line for line in lines if line and not line.startswith("#")]
    if limit:
        lines = lines[:limit]
    return [parse_puzzle(line) for line in lines]


def label(path: Path) -> str:
    return path.name.removesuffix(".txt")


# --- solvers -------------------------------------------------------------------------------------


def norvig(values: Values) -> Values | None:
    """The baseline, on its own string form; its answer read back into 81 ints."""
    answer = norvig_solve(format_grid(values))
    return None if answer is None else parse_puzzle(answer)


def bitmask(values: Values) -> Values | None:
    """The bitmask baseline, on its string form; its answer read back into 81 ints."""
    answer = bitmask_solve(format_grid(values))
    return None if answer is None else parse_puzzle(answer)


def consume(steps: Iterator[Step], deadline: float) -> tuple[Values | None, bool]:
    """Run a step generator to its ``Solved`` step: (answer, gave up because of ``deadline``)."""
    for i, step in enumerate(steps):
        if isinstance(step, Solved):
            return step.values, False
        if not i & 255 and time.perf_counter() > deadline:
            return None, True
    return None, False


def time_solver(solve: Solver, puzzles: Sequence[Values]) -> Run:
    """Solve each puzzle once, timing only the call, and check every answer."""
    gc.collect()
    seconds: list[float] = []
    wrong = 0
    for puzzle in puzzles:
        t0 = time.perf_counter()
        answer = solve(puzzle)
        seconds.append(time.perf_counter() - t0)
        if answer is None or not is_solution(answer, puzzle):
            wrong += 1
    return Run(seconds, wrong)


def time_strategy(name: str, puzzles: Sequence[Values], cap: float) -> Run:
    """A step strategy on each puzzle, consumed to ``Solved``; a puzzle past ``cap`` s is given up."""
    solve = STRATEGIES[name].solve
    gc.collect()
    seconds: list[float] = []
    wrong = gave_up = 0
    for puzzle in puzzles:
        t0 = time.perf_counter()
        answer, stopped = consume(solve(puzzle), t0 + cap)
        seconds.append(time.perf_counter() - t0)
        if stopped:
            gave_up += 1
        elif answer is None or not is_solution(answer, puzzle):
            wrong += 1
    return Run(seconds, wrong, gave_up)


# --- tables --------------------------------------------------------------------------------------


def solving_table(files: Sequence[Path], limit: int, norvig_limit: int, strategies: Sequence[str], cap: float) -> int:
    """Section 1; returns the number of wrong answers."""
    print("## 1. Solving\n")
    print(
        f"Rows per collection: `fast` on **all** its puzzles{' (up to --limit)' if limit else ''}; then, "
        f"on the **first {min(norvig_limit, limit or norvig_limit):,}** puzzles only (one row when the file is "
        "no longer), `fast` "
        "again (the same timings, not a second run) beside the Norvig-style baseline"
        + (" and the step strategies" if strategies else "")
        + ". Speed-up = baseline mean / that row's mean on those first puzzles (above 1: faster than "
        f"the baseline). 'over {SLOW_MS:.0f} ms' counts puzzles; 'wrong' counts answers failing "
        "`is_solution`."
        + (
            f" Step strategies give up on a puzzle after {cap:g} s (counted in 'gave up', timed at the cap, so "
            "their means are then lower bounds and speed-ups upper bounds, marked ≤)."
            if strategies
            else ""
        )
        + "\n"
    )
    head = "| collection | solver | on | puzzles | puzzles/s | mean ms | median ms | worst ms "
    head += f"| over {SLOW_MS:.0f} ms | wrong | speed-up vs Norvig / bitmask |"
    align = "| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"
    if strategies:
        head = head.replace("| wrong |", "| wrong | gave up |")
        align += " ---: |"
    print(head)
    print(align, flush=True)

    def row(name: str, solver: str, on: str, run: Run, speedup: str) -> None:
        cells = [
            name,
            solver,
            on,
            f"{len(run.seconds):,}",
            f"{run.per_second:,.0f}",
            f"{run.mean_ms:.2f}",
            f"{run.median_ms:.2f}",
            f"{run.worst_ms:.1f}",
            str(run.slow),
            str(run.wrong),
        ]
        if strategies:
            cells.append(str(run.gave_up) if solver.startswith("steps") else "–")
        cells.append(speedup)
        print("| " + " | ".join(cells) + " |", flush=True)

    wrong = 0
    for path in files:
        puzzles = load(path, limit)
        if not puzzles:
            continue
        name = label(path)
        fast = time_solver(solve_fast, puzzles)
        side = puzzles[:norvig_limit]
        base = time_solver(norvig, side)
        masks = time_solver(bitmask, side)
        wrong += fast.wrong + base.wrong + masks.wrong
        whole = len(side) == len(puzzles)
        fast_side = fast if whole else fast.head(len(side))
        first = "all" if whole else f"first {len(side):,}"
        if not whole:
            row(name, "fast", "all", fast, "")
        row(
            name,
            "fast",
            first,
            fast_side,
            f"**{base.mean_ms / fast_side.mean_ms:.1f}x** / **{masks.mean_ms / fast_side.mean_ms:.1f}x**",
        )
        row(name, "Norvig-style", first, base, "(baseline)")
        row(name, "bitmask", first, masks, f"{base.mean_ms / masks.mean_ms:.1f}x / (baseline)")
        for strategy in strategies:
            run = time_strategy(strategy, side, cap)
            wrong += run.wrong
            bound = "≤ " if run.gave_up else ""  # given-up puzzles count at the cap: the mean is a lower bound
            row(name, f"steps: {strategy}", first, run, f"{bound}{base.mean_ms / run.mean_ms:.2f}x")
    print()
    return wrong


def counting_table(files: Sequence[Path], limit: int) -> int:
    """Section 2; returns the number of puzzles whose count is not 1."""
    print("## 2. Counting to 2 (`count_fast(values, 2)`, as `--count` does)\n")
    print(
        "Each puzzle solved once and counted once, in turn, timing only the calls. Ratio = count time / "
        "solve time: the mean of the per-puzzle ratios, and total count time / total solve time. "
        "'count ≠ 1' must be 0: every puzzle here has exactly one solution.\n"
    )
    print(
        "| collection | puzzles | count mean ms | count worst ms | count/solve (mean of ratios) | count/solve (totals) | count ≠ 1 |"
    )
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: |", flush=True)
    bad = 0
    for path in files:
        puzzles = load(path, limit)
        if not puzzles:
            continue
        solve_s: list[float] = []
        count_s: list[float] = []
        off = 0
        gc.collect()
        for puzzle in puzzles:
            t0 = time.perf_counter()
            solve_fast(puzzle)
            t1 = time.perf_counter()
            n = count_fast(puzzle, 2)
            t2 = time.perf_counter()
            solve_s.append(t1 - t0)
            count_s.append(t2 - t1)
            off += n != 1
        bad += off
        count = Run(count_s)
        ratios = statistics.mean(c / s for c, s in zip(count_s, solve_s, strict=True))
        print(
            f"| {label(path)} | {len(puzzles):,} | {count.mean_ms:.2f} | {count.worst_ms:.1f} "
            f"| {ratios:.2f} | {sum(count_s) / sum(solve_s):.2f} | {off} |",
            flush=True,
        )
    print()
    return bad


def child_cpu() -> float:
    """User + system seconds of the finished child processes so far (their workers included)."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def run_main(args: Sequence[str]) -> tuple[float, float, subprocess.CompletedProcess[str]]:
    """``python main.py ARGS`` in the repository root: (wall s, CPU s, the finished process)."""
    cpu0 = child_cpu()
    t0 = time.perf_counter()
    done = subprocess.run([sys.executable, "main.py", *args], cwd=ROOT, capture_output=True, text=True, check=False)
    return time.perf_counter() - t0, child_cpu() - cpu0, done


def jobs_table(path: Path) -> int:
    """Section 3; returns 1 when a process failed or printed a count other than 1, else 0."""
    puzzles = load(path, 0)
    print(f"## 3. `--jobs` scaling: `main.py --count {path.name} --jobs N`\n")
    startup, _, _ = run_main(["--count", format_grid(puzzles[0])])
    print(
        f"Whole file ({len(puzzles):,} puzzles, `--limit` does not apply), each run a new process with "
        f"{sys.executable.rsplit('/', 1)[-1]}, wall time including start-up; start-up and one puzzle "
        f"alone: {startup:.2f} s. Machine: {os.cpu_count()} CPUs. CPU / wall near 2 with 2 jobs means both "
        "workers had a CPU; near 1 means other work took the second one (compare the load average below).\n"
    )
    print("| jobs | seconds | puzzles/s | speed-up | CPU s (user+sys) | CPU / wall |")
    print("| ---: | ---: | ---: | ---: | ---: | ---: |", flush=True)
    failed = 0
    first = 0.0
    for jobs in (1, 2):
        seconds, cpu, done = run_main(["--count", str(path), "--jobs", str(jobs)])
        counts = done.stdout.split()
        if done.returncode != 0 or len(counts) != len(puzzles) or any(c != "1" for c in counts):
            failed = 1
            print(f"<!-- --jobs {jobs}: exit {done.returncode}, {len(counts)} lines: {done.stderr.strip()[:200]} -->")
        first = first or seconds
        print(
            f"| {jobs} | {seconds:.2f} | {len(puzzles) / seconds:,.0f} | {first / seconds:.2f}x "
            f"| {cpu:.2f} | {cpu / seconds:.2f} |",
            flush=True,
        )
    print()
    return failed


def pick_jobs_file(files: Sequence[Path]) -> Path:
    """top1465 among the collections, else the shared one, else the largest collection given."""
    for path in files:
        if path.name == "top1465.txt":
            return path
    if (SHARED_DATA / "top1465.txt").is_file():
        return SHARED_DATA / "top1465.txt"
    return max(files, key=lambda p: p.stat().st_size)


# --- peers: whole processes and hodoku-py ---------------------------------------------------------

HARD_SET = (("top95.txt", 0), ("tdoku_forum_hardest_1905_11plus_every5th.txt", 300))
"""The hard set of sections 4 and 5: (file, first N puzzles; 0 = all)."""
WHOLE_PROCESS_AIM = 5.0


def hard_set() -> list[Values]:
    """top95 and the first 300 forum-hardest puzzles (from ``shared/data``, else ``tests/data``'s copies)."""
    puzzles: list[Values] = []
    for name, n in HARD_SET:
        path = SHARED_DATA / name if (SHARED_DATA / name).is_file() else TEST_DATA / name
        if not path.is_file():
            path = TEST_DATA / f"sample_{name}"
        if path.is_file():
            puzzles += load(path, n)
    return puzzles


def best_process(cmd: Sequence[str], runs: int = 3) -> tuple[float, str]:
    """Best wall time of ``runs`` runs of ``cmd`` (in the repository root), and its standard output."""
    best, out = float("inf"), ""
    for _ in range(runs):
        t0 = time.perf_counter()
        done = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, check=False)
        best = min(best, time.perf_counter() - t0)
        out = done.stdout
    return best, out


def whole_process_table(puzzles: Sequence[Values], workdir: Path) -> int:
    """Section 4; returns 1 when the two processes' answers differ or one is wrong, else 0."""
    path = workdir / "hard.txt"
    path.write_text("".join(format_grid(p) + "\n" for p in puzzles))
    print(f"## 4. Whole processes: {len(puzzles)} hard puzzles (top95, forum hardest first 300)\n")
    ours_s, ours = best_process([sys.executable, "main.py", "--solve", str(path), "--algorithm", "fast"])
    base_s, base = best_process([sys.executable, str(ROOT / "benchmarks" / "bitmask_baseline.py"), str(path)])
    startup_s, _ = best_process([sys.executable, "main.py", "--solve", format_grid(puzzles[0]), "--algorithm", "fast"])
    answers = ours.split()
    right = len(answers) == len(puzzles) and all(
        is_solution(parse_puzzle(a), p) for a, p in zip(answers, puzzles, strict=True)
    )
    same = answers == base.split()
    ratio = base_s / ours_s
    print(
        "Best of 3 runs each, wall time with start-up, "
        f"{os.cpu_count()} CPUs; `main.py` alone on one puzzle: {startup_s:.3f} s.\n"
    )
    print("| process | seconds | ms a puzzle | speed-up |")
    print("| --- | ---: | ---: | ---: |")
    print(
        f"| `main.py --solve FILE --algorithm fast` | {ours_s:.2f} | {ours_s / len(puzzles) * 1e3:.2f} | **{ratio:.1f}x** |"
    )
    print(f"| `bitmask_baseline.py FILE` | {base_s:.2f} | {base_s / len(puzzles) * 1e3:.2f} | (baseline) |")
    verdict = "met" if ratio >= WHOLE_PROCESS_AIM else "missed"
    print(
        f"\nAim: at least {WHOLE_PROCESS_AIM:g}x the bitmask baseline as whole processes: **{verdict}** "
        f"({ratio:.1f}x). Answers right: {right}; the same as the baseline's: {same}.\n",
        flush=True,
    )
    return 0 if right and same else 1


def hodoku_table(puzzles: Sequence[Values]) -> None:
    """Section 5: ``fast`` counting to 2 beside hodoku-py's C backtracker, in this process."""
    print("## 5. In-process against hodoku-py's C backtracker (both count to 2)\n")
    try:
        from hodoku.generator import generator as hodoku_generator
    except ImportError:
        print("Skipped: hodoku-py is not installed (`pip install hodoku-py` to add this row).\n")
        return
    if getattr(hodoku_generator, "_gen_accel", None) is None:
        print(
            "Skipped: hodoku-py is installed without its C accelerator (`_gen_accel`), so it is not its C backtracker.\n"
        )
        return
    texts = [format_grid(p).replace(".", "0") for p in puzzles]
    solver = hodoku_generator.SudokuGenerator()
    best_ours = best_theirs = float("inf")
    wrong = 0
    for _ in range(3):
        gc.collect()
        t0 = time.perf_counter()
        for p in puzzles:
            count_fast(p, 2)
        best_ours = min(best_ours, time.perf_counter() - t0)
        t0 = time.perf_counter()
        for text in texts:
            solver.solve_string(text)
            wrong += solver.get_solution_count() != 1
        best_theirs = min(best_theirs, time.perf_counter() - t0)
    n = len(puzzles)
    print("| solver | ms a puzzle | time / hodoku-py's |")
    print("| --- | ---: | ---: |")
    print(f"| `fast` (`count_fast(values, 2)`) | {best_ours / n * 1e3:.3f} | {best_ours / best_theirs:.2f}x |")
    print(f"| hodoku-py C backtracker | {best_theirs / n * 1e3:.3f} | 1.00x |")
    print(
        f"\nhodoku-py's C backtracker is {best_ours / best_theirs:.1f}x as fast as `fast` here "
        f"(best of 3; its counts other than 1: {wrong}).\n",
        flush=True,
    )


def peers(workdir: Path) -> int:
    """Sections 4 and 5; returns 1 when the whole-process answers were wrong."""
    puzzles = hard_set()
    if not puzzles:
        print("Sections 4-5 skipped: no top95 or forum-hardest file found.\n")
        return 0
    failed = whole_process_table(puzzles, workdir)
    hodoku_table(puzzles)
    return failed


# --- main ----------------------------------------------------------------------------------------


def parse_args(argv: Sequence[str] | None = None) -> argparse.Namespace:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument(
        "--files", nargs="+", type=Path, default=None, metavar="F", help="puzzle files (default: see above)"
    )
    ap.add_argument("--limit", type=int, default=0, metavar="N", help="only the first N puzzles of each file (0: all)")
    ap.add_argument(
        "--norvig-limit",
        type=int,
        default=1000,
        metavar="N",
        help="puzzles per file for the baseline and the side-by-side fast figures (default 1000)",
    )
    ap.add_argument(
        "--strategies",
        default="",
        metavar="NAME,...",
        help=f"step strategies to add beside the baseline, from: {', '.join(STRATEGIES)}",
    )
    ap.add_argument(
        "--strategy-cap", type=float, default=10.0, metavar="S", help="give a step strategy up after S s a puzzle"
    )
    ap.add_argument("--count", dest="count", action="store_true", default=True, help="the counting table (default)")
    ap.add_argument("--no-count", dest="count", action="store_false", help="skip the counting table")
    ap.add_argument("--no-jobs", action="store_true", help="skip the --jobs scaling table")
    ap.add_argument("--jobs-file", type=Path, default=None, metavar="F", help="file for --jobs (default top1465)")
    ap.add_argument("--peers-only", action="store_true", help="only sections 4 and 5 (whole processes, hodoku-py)")
    args = ap.parse_args(argv)
    args.strategies = [s.strip() for s in args.strategies.split(",") if s.strip()]
    unknown = [s for s in args.strategies if s not in STRATEGIES]
    if unknown:
        ap.error(f"unknown strategies {', '.join(unknown)}; known: {', '.join(STRATEGIES)}")
    if args.limit < 0 or args.norvig_limit < 1:
        ap.error("--limit must be 0 or more and --norvig-limit 1 or more")
    return args


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    files: list[Path] = args.files or default_files()
    missing = [str(p) for p in files if not p.is_file()]
    if missing:
        print(f"no such file: {', '.join(missing)}", file=sys.stderr)
        return 2
    print("# `fast` solver benchmark\n")
    print(
        f"Python {platform.python_version()} ({platform.python_implementation()}), {platform.machine()}, "
        f"{os.cpu_count()} CPUs. Collections from `{files[0].parent}`"
        + (f", first {args.limit:,} puzzles of each" if args.limit else ", whole files")
        + f"; the baseline on the first {min(args.norvig_limit, args.limit or args.norvig_limit):,} of each.\n",
        flush=True,
    )
    warm = parse_puzzle(SAMPLE)
    solve_fast(warm)  # first-call costs kept out of the tables
    count_fast(warm, 2)
    norvig(warm)
    bitmask(warm)

    load_before = os.getloadavg()[0]
    started = time.perf_counter()
    wrong = bad = failed = 0
    if not args.peers_only:
        wrong = solving_table(files, args.limit, args.norvig_limit, args.strategies, args.strategy_cap)
        bad = counting_table(files, args.limit) if args.count else 0
        failed = 0 if args.no_jobs else jobs_table(args.jobs_file or pick_jobs_file(files))
    with tempfile.TemporaryDirectory() as tmp:
        failed |= peers(Path(tmp))
    print(
        f"Total benchmark time {time.perf_counter() - started:.0f} s; load average (1 min) at the start "
        f"{load_before:.2f}, at the end {os.getloadavg()[0]:.2f} (well above 0 at the start: other work shared the CPUs).",
        flush=True,
    )
    if wrong or bad or failed:
        print(f"FAILED: {wrong} wrong answers, {bad} counts other than 1, jobs check failed: {bool(failed)}")
        return 1
    return 0


SAMPLE = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
"""Norvig's first top95 puzzle, solved once before timing starts."""


if __name__ == "__main__":
    sys.exit(main())
