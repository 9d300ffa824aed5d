"""Memory caps: a Python solver run inside a ``--jobs`` worker gets a Python solver's cap, and the
programs of a race share the machine's memory instead of each taking a cap that adds up past it."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from conftest import ROOT, read_puzzles

from sudoku_gui.core.external import solver_kinds as external
from sudoku_gui.core.external.solver_kinds import (
    EXEC_MEMORY_LIMIT,
    MEMORY_LIMIT,
    machine_memory,
    memory_cap,
    share_memory,
)

EXAMPLES = ROOT / "examples" / "solvers"
pytestmark = pytest.mark.skipif(sys.platform != "linux", reason="RLIMIT_AS as on Linux")


def test_a_share_of_the_machine_bounds_each_cap():
    ram = machine_memory()
    assert ram is not None and ram > 2**30
    try:
        share_memory(3)
        assert memory_cap(EXEC_MEMORY_LIMIT) == min(EXEC_MEMORY_LIMIT, ram // 3)
        share_memory(10**6)  # a share smaller than the cap itself wins
        assert memory_cap(MEMORY_LIMIT) == ram // 10**6
    finally:
        share_memory(1)
    assert external._SHARERS == [1] and memory_cap(MEMORY_LIMIT) == min(MEMORY_LIMIT, ram)


def test_a_python_solver_in_a_jobs_worker_fails_alone_past_its_cap(tmp_path: Path):
    """Without a cap in the worker, the 3 GB this solver holds on one puzzle were granted (4.1 GB
    seen on a real solver). With it, that puzzle's run fails with "out of memory" and the same
    worker solves the next puzzle."""
    hungry, plain = read_puzzles("hardest.txt")[:2]
    puzzles = tmp_path / "four.txt"
    puzzles.write_text("".join("".join(map(str, p)) + "\n" for p in (hungry, plain, hungry, plain)))
    solver = tmp_path / "hungry.py"
    solver.write_text(
        textwrap.dedent(
            f"""
            import runpy

            plain = runpy.run_path({str(EXAMPLES / "plain.py")!r})["solve"]


            def solve(puzzle):
                if tuple(puzzle) == {tuple(hungry)!r}:
                    hoard = bytearray(3 * 2**30)  # twice the cap
                    hoard[-1] = 1
                yield from plain(puzzle)
            """
        )
    )
    run = subprocess.run(
        [sys.executable, "main.py", "--solve", str(puzzles), "--algorithm", str(solver), "--jobs", "2"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    lines = run.stdout.splitlines()
    assert len(lines) == 4, run.stdout + run.stderr
    for line in lines[0::2]:
        assert line.startswith("error: hungry.py: out of memory"), line
    for line in lines[1::2]:
        assert len(line) == 81 and "0" not in line, line
    assert run.returncode == 1 and "Traceback" not in run.stderr and "worker" not in run.stderr


PROBE = "import resource, sys\nsys.exit(f'error: cap {resource.getrlimit(resource.RLIMIT_AS)[0]}')\n"


def test_the_programs_of_a_race_share_the_machines_memory(tmp_path: Path):
    """Three racers: each program's cap is a third of the machine's memory at most (three 8 GB
    caps passed this 24 GB machine's)."""
    probe = tmp_path / "probe.py"
    probe.write_text(PROBE)
    programs = [f"exec:{sys.executable} {probe} {n}" for n in (1, 2)]
    puzzle = "".join(map(str, read_puzzles("hardest.txt")[0]))
    run = subprocess.run(
        [sys.executable, "main.py", "--race", ",".join(["naive", *programs]), puzzle],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    ram = machine_memory()
    assert ram is not None
    caps = [
        int(line.rsplit("error: cap ", 1)[1].rstrip("'")) for line in run.stdout.splitlines() if "error: cap" in line
    ]
    assert len(caps) == 2, run.stdout + run.stderr
    assert all(cap == min(EXEC_MEMORY_LIMIT, ram // 3) for cap in caps), (caps, ram)
