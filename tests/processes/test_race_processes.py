"""Races as processes: racers end with the command or the window that started them, whatever ends
it (SIGTERM, ``kill -9``); the window quits on SIGTERM as on Ctrl+Q; ``--race`` exit codes."""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import time

import pytest
from conftest import ROOT, SEED_PUZZLES
from test_cli_batch import no_orphans, session_members, start

from sudoku_gui.core.grid import format_grid

pytestmark = pytest.mark.skipif(sys.platform != "linux", reason="signals and /proc as on Linux")

SLOW = format_grid(next(p.values for p in SEED_PUZZLES if p.name.startswith("simpleSudoku02")))
"""Plain backtracking needs about 42 million placements here: it races until its time limit."""
HARD = format_grid(next(p.values for p in SEED_PUZZLES if p.source.startswith("000") and p.name == "Hard"))

WINDOW_RACE = """
import sys
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

QTimer.singleShot(300, race)
sys.exit(run_app(build_parser().parse_args([sys.argv[1]])))
"""


def racers_up(proc: subprocess.Popen[bytes], timeout: float = 60) -> None:
    """Wait until a racer runs in ``proc``'s session (with it: multiprocessing's fork server and
    resource tracker)."""
    end = time.monotonic() + timeout
    while len(session_members(proc.pid)) < 4:
        assert proc.poll() is None, "the race ended before the test could end it"
        assert time.monotonic() < end, f"only {len(session_members(proc.pid))} processes came up"
        time.sleep(0.1)


@contextlib.contextmanager
def whole_session(proc: subprocess.Popen[bytes]):
    """Whatever the test found, nothing of ``proc``'s session outlives it."""
    try:
        yield proc
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGKILL)
        proc.wait(timeout=30)


def window_racing(tmp_path) -> subprocess.Popen[bytes]:
    """The app's window, offscreen, in a session of its own, racing two algorithms on SLOW for
    up to two minutes."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(tmp_path), HOME=str(tmp_path))
    with open(tmp_path / "stderr.txt", "wb") as err:  # a file: an orphan holding a pipe would hang the test
        proc = subprocess.Popen(
            [sys.executable, "-c", WINDOW_RACE, SLOW],
            cwd=ROOT,
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=err,
            start_new_session=True,
        )
    return proc


def test_racers_die_with_the_command_line_even_after_kill_9():
    with whole_session(start("--race", "naive,mrv-all", SLOW, "--time-limit", "120")) as proc:
        racers_up(proc)
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(timeout=30)  # not communicate(): an orphan would hold its pipes open
        assert no_orphans(proc.pid)


def test_racers_die_with_the_window_even_after_kill_9(tmp_path):
    with whole_session(window_racing(tmp_path)) as proc:
        racers_up(proc)
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(timeout=30)
        assert no_orphans(proc.pid)


def test_sigterm_closes_a_racing_window_as_ctrl_q_does(tmp_path):
    with whole_session(window_racing(tmp_path)) as proc:
        racers_up(proc)
        os.kill(proc.pid, signal.SIGTERM)
        proc.wait(timeout=30)
        err = (tmp_path / "stderr.txt").read_text()
        assert proc.returncode == 0, err  # not killed by the signal: the window closed
        assert "Traceback" not in err
        assert no_orphans(proc.pid)


def race_command(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "main.py", "--race", *args], cwd=ROOT, capture_output=True, text=True, timeout=120
    )


def test_a_race_where_a_racer_did_not_solve_exits_1():
    run = race_command("naive,hidden-singles", SLOW, "--time-limit", "1")
    rows = run.stdout.splitlines()
    assert "algorithm=naive result=time-limit" in rows[0] and "algorithm=hidden-singles result=solved" in rows[1]
    assert run.returncode == 1, run.stderr  # as --solve: 0 only when every puzzle was solved


def test_conflicting_givens_are_invalid_as_for_solve(tmp_path):
    conflict = "11" + SLOW[2:]
    solve = subprocess.run(
        [sys.executable, "main.py", "--solve", conflict], cwd=ROOT, capture_output=True, text=True, timeout=60
    )
    assert solve.stdout.startswith("invalid: conflicting givens")
    path = tmp_path / "two.txt"
    path.write_text(f"{conflict}\n{HARD}\n")
    run = race_command("units,propagate-guess", str(path))
    rows = run.stdout.splitlines()
    assert rows[0] == f"puzzle=1 {solve.stdout.strip()}"  # not raced: the same reason as --solve's
    assert [r.split()[:3] for r in rows[1:]] == [
        ["puzzle=2", f"algorithm={name}", "result=solved"] for name in ("units", "propagate-guess")
    ]
    assert run.returncode == 1 and run.stderr == ""
