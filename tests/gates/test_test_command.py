"""The test command works both ways (issue 34): ``python -m pytest`` runs on two workers, and
``python -m pytest -p no:xdist`` (pytest-xdist left out) runs in one process instead of failing on
an ``-n`` it no longer knows."""

from __future__ import annotations

import subprocess
import sys

from conftest import ROOT

ONE_FILE = ("tests/core/test_grid.py::test_parse_errors_say_what_is_wrong", "-q", "-p", "no:cacheprovider")


def pytest_run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "pytest", *args, *ONE_FILE], cwd=ROOT, capture_output=True, text=True, timeout=300
    )


def test_pytest_without_xdist_runs_in_one_process():
    run = pytest_run("-p", "no:xdist")
    assert run.returncode == 0, run.stdout + run.stderr
    assert " passed" in run.stdout and "workers" not in run.stdout


def test_pytest_runs_on_two_workers_unless_told_otherwise():
    run = pytest_run("-v")
    assert run.returncode == 0, run.stdout + run.stderr
    assert "created: 2/2 workers" in run.stdout
