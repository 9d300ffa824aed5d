"""What starting a loaded program costs (issue 33): ``--runs`` runs of a trivial program (it
prints one ``no-solution`` line and exits) read to their end as the app reads a run
(``ProgramRun``: started, read, closed, every process of it gone), against the same program
started and read by a bare ``subprocess.run`` (the floor: fork, exec, one pipe read).

Prints the milliseconds per run of each, best of ``--rounds`` alternating rounds, and the
difference: what the app adds to a program's run (its own process group, the supervisor that
kills every process of the run at its end); and, for scale, what starting this Python
(``-I -S -c pass``) costs alone, the floor of a supervisor written in Python.

Usage: ``python benchmarks/bench_program_start.py [--runs 100] [--rounds 3]``
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from sudoku_gui.core.external.solver_kinds import ProgramRun  # noqa: E402

LINE = '{"kind": "no-solution"}'
GIVENS = (0,) * 81


def _app_runs(command: str, runs: int) -> float:
    t0 = time.perf_counter()
    for _ in range(runs):
        run = ProgramRun(command, GIVENS)
        steps = list(run)
        assert len(steps) == 1, steps
    return (time.perf_counter() - t0) / runs


def _bare_runs(argv: list[str], runs: int) -> float:
    t0 = time.perf_counter()
    for _ in range(runs):
        out = subprocess.run(argv, input=b"0" * 81 + b"\n", capture_output=True, check=True).stdout
        assert out.strip() == LINE.encode()
    return (time.perf_counter() - t0) / runs


def _python_starts(runs: int) -> float:
    t0 = time.perf_counter()
    for _ in range(runs):
        subprocess.run([sys.executable, "-I", "-S", "-c", "pass"], check=True)
    return (time.perf_counter() - t0) / runs


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--runs", type=int, default=100)
    ap.add_argument("--rounds", type=int, default=3)
    args = ap.parse_args()
    echo = shutil.which("echo") or "/bin/echo"
    argv = [echo, LINE]
    command = f"{echo} '{LINE}'"
    best_app = best_bare = best_python = float("inf")
    for _ in range(args.rounds):
        best_bare = min(best_bare, _bare_runs(argv, args.runs))
        best_app = min(best_app, _app_runs(command, args.runs))
        best_python = min(best_python, _python_starts(args.runs))
    print(f"runs={args.runs} rounds={args.rounds} program={echo}")
    print(f"bare_ms_per_run={best_bare * 1000:.2f}")
    print(f"app_ms_per_run={best_app * 1000:.2f}")
    print(f"app_over_bare_ms={(best_app - best_bare) * 1000:+.2f}")
    print(f"python_start_ms={best_python * 1000:.2f}")


if __name__ == "__main__":
    main()
