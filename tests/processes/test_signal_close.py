"""SIGTERM at any moment of the window's life closes it as Ctrl+Q does (issue 34): while it starts,
while a rating or a race runs, exit code 0, no abort (Qt's "QThread: Destroyed while thread ... is
still running"), nothing on stderr but Qt's offscreen note, no process left behind.

The app runs as itself (``main.py``, offscreen, settings in a temporary home), several at a time;
each is sent SIGTERM at a random moment 0-2 s after it started (the moments come from a fixed
seed: a failure names its moment, and the run repeats it)."""

from __future__ import annotations

import contextlib
import os
import random
import signal
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import pytest
from conftest import ROOT, read_puzzles
from test_cli_batch import no_orphans
from test_race_processes import SLOW

from sudoku_gui.core.grid import format_grid

pytestmark = pytest.mark.skipif(sys.platform != "linux", reason="signals and /proc as on Linux")

LONG_RATING = format_grid(read_puzzles("hardest.txt")[1])
"""Sudoku Explainer rates it for 20 s (the status bar's limit): the rating runs until the signal."""

RACING = """
import _signal
import sys

_signal.pthread_sigmask(_signal.SIG_BLOCK, {_signal.SIGTERM})  # as main.py does, first
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from sudoku_gui.cli.parser import build_parser
from sudoku_gui.qt.app import run_app
from sudoku_gui.qt.window.main_window import MainWindow

app = QApplication(sys.argv[:1])


def race():
    window = next(w for w in app.topLevelWidgets() if isinstance(w, MainWindow))
    window.time_limit.setValue(120)
    window.race_tools.start(["naive", "mrv-all"])


QTimer.singleShot(200, race)
sys.exit(run_app(build_parser().parse_args([sys.argv[1]])))
"""
"""The window as ``main.py`` opens it, racing two algorithms from 0.2 s after its event loop starts."""

KINDS = {
    "easy": [str(ROOT / "main.py"), SLOW],  # rated at once, 0.4 s after the puzzle is in
    "rating": [str(ROOT / "main.py"), LONG_RATING],
    "race": ["-c", RACING, SLOW],
}
SIGTERM_BIT = 1 << (signal.SIGTERM - 1)


@dataclass
class Run:
    kind: str
    moment: float
    proc: subprocess.Popen[bytes]
    started: float
    err: Path
    guarded: bool = False
    """SIGTERM was held back or caught when it was sent (else the interpreter had not yet run a
    line of ours, and the kernel's default, death by the signal, is all there can be)."""


def _start(kind: str, moment: float, home: Path) -> Run:
    home.mkdir()
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(home), HOME=str(home))
    err = home / "stderr.txt"
    with open(err, "wb") as out:  # a file: an orphan holding a pipe would hang the test
        proc = subprocess.Popen(
            [sys.executable, *KINDS[kind]],
            cwd=ROOT,
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=out,
            start_new_session=True,
        )
    return Run(kind, moment, proc, time.monotonic(), err)


def _sigterm_guarded(pid: int) -> bool:
    masks = {}
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        name, _, value = line.partition(":")
        if name in ("SigBlk", "SigCgt"):
            masks[name] = int(value, 16)
    return bool((masks["SigBlk"] | masks["SigCgt"]) & SIGTERM_BIT)


def _signal_batch(runs: list[Run]) -> None:
    for run in sorted(runs, key=lambda r: r.moment):
        time.sleep(max(0.0, run.started + run.moment - time.monotonic()))
        run.guarded = _sigterm_guarded(run.proc.pid)
        os.kill(run.proc.pid, signal.SIGTERM)


def _problems(run: Run) -> list[str]:
    run.proc.wait(timeout=60)
    err = run.err.read_text(errors="replace")
    lines = [line for line in err.splitlines() if "propagateSizeHints" not in line]
    found = []
    if run.proc.returncode != 0 and (run.guarded or run.proc.returncode != -signal.SIGTERM):
        found.append(f"exit code {run.proc.returncode}")
    if lines:
        found.append("stderr: " + " | ".join(lines[:6]))
    if not no_orphans(run.proc.pid):
        found.append("processes left in its session")
    return [f"{run.kind} at {run.moment:.2f} s: {p}" for p in found]


def sigterm_at_random_moments(tmp_path: Path, count: int, at_once: int, seed: int) -> list[str]:
    """Start ``count`` windows, ``at_once`` at a time, cycling through ``KINDS``; each gets
    SIGTERM 0-2 s after it started. What went wrong, one line each."""
    rng = random.Random(seed)
    kinds = list(KINDS)
    plan = [(kinds[i % len(kinds)], rng.uniform(0.0, 2.0)) for i in range(count)]
    problems: list[str] = []
    guarded = 0
    for first in range(0, count, at_once):
        runs: list[Run] = []
        try:
            for i, (kind, moment) in enumerate(plan[first : first + at_once], first):
                runs.append(_start(kind, moment, tmp_path / f"run{i}"))
            _signal_batch(runs)
            for run in runs:
                problems += _problems(run)
                guarded += run.guarded
        finally:
            for run in runs:
                with contextlib.suppress(ProcessLookupError):
                    os.killpg(run.proc.pid, signal.SIGKILL)
                run.proc.wait(timeout=30)
    # Only a signal in the interpreter's first few hundredths of a second comes before main.py's
    # first line: nearly every run must have tested the app.
    if guarded < count * 0.8:
        problems.append(f"only {guarded} of {count} signals came after main.py's first line")
    return problems


def test_sigterm_at_random_moments_closes_the_window_cleanly(tmp_path):
    assert sigterm_at_random_moments(tmp_path, count=12, at_once=4, seed=34) == []


@pytest.mark.slow
def test_sigterm_at_fifty_random_moments_closes_the_window_cleanly(tmp_path):
    assert sigterm_at_random_moments(tmp_path, count=50, at_once=5, seed=3434) == []
