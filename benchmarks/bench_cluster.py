"""Benchmark: the batch commands on a Dask cluster (``--cluster``) against ``--jobs`` on this machine.

Run: ``python benchmarks/bench_cluster.py [--solve N] [--rate N] [--rate-limit S] [--rss-lines N]``
(needs the cluster extra: ``pip install -e '.[cluster]'``).

Prints, each measured in this process as the command line runs it (``batch.outcome_batches`` for
``--jobs``, ``cluster.cluster_batches`` on a ``LocalCluster`` of worker processes for ``--cluster``;
the cluster's start is timed apart; a task's puzzles are as many as ``--cluster`` gives it):

- ``--solve`` (propagate-guess) on N puzzles (default 20,000: kaggle_1m_first9999 from
  ``shared/data`` twice over, else top95 over and over) and ``--rate`` on N Sudoku Explainer bank
  puzzles (default 2,000: the first 408 of ``tests/data/se_bank_sample.txt``, rated 2.5 to 4.5, over
  and over; ``--rate-limit`` seconds a rating, default the command line's): seconds and puzzles a second with ``--jobs 1``, ``--jobs
  2``, ``--cluster local:1`` and ``local:2``, and the cluster path's cost a task (its time less
  ``--jobs``'s at the same workers, per task);
- a near no-op task's round trip (an invalid line: ``do_one`` answers at once) at 1, 16 and 32
  puzzles a task and adaptive: what the scheduler and the client cost a task, which sets
  ``cluster.TASK_SECONDS`` (a task's work is made large beside it);
- the client's peak memory (VmHWM) for ``--count`` on a file of ``--rss-lines`` lines (default
  200,000) and a tenth of it: flat when the window of tasks is bounded.
"""

from __future__ import annotations

import argparse
import itertools
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from sudoku_gui.cli import cluster  # noqa: E402
from sudoku_gui.cli.batch import numbered_puzzles, outcome_batches  # noqa: E402
from sudoku_gui.cli.cluster import MAX_BATCH, TASK_SECONDS, cluster_batches, connected  # noqa: E402
from sudoku_gui.cli.tasks import Task, do_one, prepare  # noqa: E402

SHARED_DATA = ROOT.parent / "shared" / "data"
TEST_DATA = ROOT / "tests" / "data"
RATE_LINES = 408
"""se_bank_sample's first lines, Sudoku Explainer 2.5 to 4.5 (tens of milliseconds a rating; its
later lines, up to 9.3, take seconds to minutes), over and over."""


def _file(lines: list[str], n: int, folder: str, name: str) -> str:
    path = os.path.join(folder, name)
    with open(path, "w") as f:
        f.writelines(line + "\n" for line in itertools.islice(itertools.cycle(lines), n))
    return path


def _solve_lines() -> tuple[list[str], str]:
    kaggle = SHARED_DATA / "kaggle_1m_first9999.txt"
    if kaggle.is_file():
        return [line[:81] for line in kaggle.read_text().split()], "kaggle_1m_first9999 (easy)"
    return (TEST_DATA / "top95.txt").read_text().split(), "top95 (hard for propagate-guess)"


def _timed(run: Callable[[], int]) -> tuple[float, int]:
    t0 = time.perf_counter()
    n = run()
    return time.perf_counter() - t0, n


def _count(batches: object) -> int:
    return sum(len(b) for b in batches)  # type: ignore[attr-defined]


def _row(name: str, seconds: float, n: int) -> None:
    print(f"  {name:<22} {seconds:8.2f} s  {n / seconds:9.1f} puzzles/s")


SUBMITTED = [0]
_real_submit = cluster._submit


def _counted_submit(client: object, work: object, batch: list[object]) -> object:
    SUBMITTED[0] += 1
    return _real_submit(client, work, batch)  # type: ignore[arg-type]


cluster._submit = _counted_submit  # type: ignore[assignment]  # the tasks of a run, counted


def measure(label: str, work: Callable[..., object], path: str, n: int) -> None:
    print(f"{label}: {n} puzzles")
    jobs: dict[int, float] = {}
    for k in (1, 2):
        seconds, done = _timed(lambda k=k: _count(outcome_batches(work, path, k)))  # type: ignore[misc]
        jobs[k] = seconds
        _row(f"--jobs {k}", seconds, done)
    for k in (1, 2):
        t0 = time.perf_counter()
        with connected(f"local:{k}") as client:
            started = time.perf_counter() - t0
            SUBMITTED[0] = 0
            seconds, done = _timed(lambda c=client: _count(cluster_batches(c, work, numbered_puzzles(path))))  # type: ignore[misc]
        _row(f"--cluster local:{k}", seconds, done)
        tasks = SUBMITTED[0]
        extra = (seconds - jobs[k]) / tasks * 1000
        print(
            f"  {'':<22} (start {started:.1f} s; {tasks} tasks, {done / tasks:.1f} puzzles a task; "
            f"cost beside --jobs {k}: {extra:+.2f} ms a task, {(seconds - jobs[k]) / done * 1e6:+.0f} us a puzzle)"
        )


def no_op_round_trips(folder: str) -> None:
    path = _file(["x"], 4000, folder, "invalid.txt")
    work = partial(do_one, Task("count"))
    print("near no-op tasks (4,000 invalid lines) on --cluster local:2:")
    with connected("local:2") as client:
        for size in (1, 16, 32, None):
            SUBMITTED[0] = 0
            seconds, n = _timed(lambda s=size: _count(cluster_batches(client, work, numbered_puzzles(path), s)))  # type: ignore[misc]
            tasks = SUBMITTED[0]
            print(
                f"  {size or 'adaptive':>8} a task: {tasks:5} tasks in {seconds:6.2f} s = "
                f"{seconds / tasks * 1000:6.2f} ms a task, {n / seconds:8.0f} puzzles/s"
            )


def peak_rss(folder: str, lines: int) -> None:
    top = (TEST_DATA / "top95.txt").read_text().split()
    print("client's peak memory, --count on --cluster local:2 (puzzles: top95 over and over):")
    for n in (lines // 10, lines):
        path = _file(top, n, folder, f"rss{n}.txt")
        proc = subprocess.Popen(
            [sys.executable, str(ROOT / "main.py"), "--count", path, "--cluster", "local:2"],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        peak = 0
        t0 = time.perf_counter()
        while proc.poll() is None:
            try:
                status = Path(f"/proc/{proc.pid}/status").read_text()
                peak = max(peak, int(status.split("VmHWM:")[1].split()[0]))
            except (OSError, IndexError):
                pass
            time.sleep(0.2)
        print(
            f"  {n:>9,} lines: {peak / 1024:6.0f} MB peak RSS ({time.perf_counter() - t0:.0f} s, exit {proc.returncode})"
        )


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--solve", type=int, default=20_000, help="puzzles solved")
    ap.add_argument("--rate", type=int, default=2_000, help="puzzles rated")
    ap.add_argument("--rate-limit", type=float, default=None, help="seconds a rating (default the command line's)")
    ap.add_argument("--rss-lines", type=int, default=200_000, help="lines of the memory test's file")
    ap.add_argument("--rss-only", action="store_true", help="only the memory figures")
    args = ap.parse_args()
    if args.rss_only:
        with tempfile.TemporaryDirectory() as folder:
            peak_rss(folder, args.rss_lines)
        return 0
    print(f"{os.cpu_count()} cores; tasks of {TASK_SECONDS} s of work, 1 to {MAX_BATCH} puzzles")
    with tempfile.TemporaryDirectory() as folder:
        no_op_round_trips(folder)
        lines, what = _solve_lines()
        solve = Task("solve")
        prepare(solve)
        measure(f"--solve ({what})", partial(do_one, solve), _file(lines, args.solve, folder, "solve.txt"), args.solve)
        bank = [line[:81] for line in (TEST_DATA / "se_bank_sample.txt").read_text().splitlines()[:RATE_LINES]]
        rate = Task("rate", time_limit=args.rate_limit)
        prepare(rate)
        measure(
            "--rate (se_bank_sample, SE 2.5-4.5)",
            partial(do_one, rate),
            _file(bank, args.rate, folder, "rate.txt"),
            args.rate,
        )
        peak_rss(folder, args.rss_lines)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
