"""How soon the app reacts where a limit or a person stops it: the timings the tests once asserted
(issue 35: a test asserts what happens, a benchmark says how fast, where a loaded machine makes
no test fail).

Prints one line a figure, seconds, best of ``--rounds``, each beside its aim:

- ``cli_time_limit_1s``: ``--solve`` with ``naive`` and ``--time-limit 1`` on a puzzle it needs
  minutes for, a trace slowing every step (``tests/processes/test_cli.py``; aim < 1.5);
- ``racer_time_limit_1s``: a racer's recording with a limit of 1 s (``tests/window/test_race.py``;
  aim < 1.5: the recording counts against the limit);
- ``batch_ctrl_c``: SIGINT to a ``--count --jobs 4`` batch's group until it exited with 130
  (``tests/processes/test_cli_batch.py``; aim < 1, measured ~20 ms before);
- in an offscreen window (``--no-window`` leaves these out): ``esc_hanging_program``, Esc until
  the run of a program that sleeps is no longer live (``test_byow_window.py``; aim < 2);
  ``open_run_fifo_cancel``, Cancel of File > Open Run on a FIFO with no writer, and
  ``open_run_dev_zero``, /dev/zero refused (``test_open_run_streams.py``; aim < 1 each);
  ``cancel_race``, ``cancel_compare``, ``cancel_analyse``: Cancel until the job's thread ended
  (``test_jobs.py``; aim < 1); ``window_time_limit_0.2s_solving``: the solving time the window
  shows for a 0.2 s limit (``test_gui.py``; aim < 1).

The two in ``benchmarks/bench_external.py`` stay there: a 100 MB line refused.

Usage: ``python benchmarks/bench_reactions.py [--rounds 3] [--no-window]``
"""

from __future__ import annotations

import argparse
import os
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from sudoku_gui.core.board_state import BoardState  # noqa: E402
from sudoku_gui.core.grid import parse_puzzle  # noqa: E402
from sudoku_gui.core.puzzles.library import load_seed_puzzles  # noqa: E402

DATA = ROOT / "tests" / "data"
TOP95 = [line for line in (DATA / "top95.txt").read_text().split() if line]
SEEDS = load_seed_puzzles()
SLOW = next(p.values for p in SEEDS if p.name.startswith("simpleSudoku02"))
"""Plain backtracking needs about 42 million placements here."""
HARD = next(p.values for p in SEEDS if p.source.startswith("000") and p.name == "Hard")
HARDEST = [parse_puzzle(line) for line in (DATA / "hardest.txt").read_text().split() if line]
HANGS = 'import sys, time\nprint(\'{"kind": "guess", "cell": "r1c1", "digit": 4}\', flush=True)\ntime.sleep(600)\n'
AIMS = {
    "cli_time_limit_1s": 1.5,
    "racer_time_limit_1s": 1.5,
    "batch_ctrl_c": 1.0,
    "esc_hanging_program": 2.0,
    "open_run_fifo_cancel": 1.0,
    "open_run_dev_zero": 1.0,
    "cancel_race": 1.0,
    "cancel_compare": 1.0,
    "cancel_analyse": 1.0,
    "window_time_limit_0.2s_solving": 1.0,
}


def _timed(work: Callable[[], object]) -> float:
    t0 = time.perf_counter()
    work()
    return time.perf_counter() - t0


def cli_time_limit() -> float:
    from sudoku_gui.cli.command_line import main

    args = ["--solve", TOP95[0], "--algorithm", "naive", "--time-limit", "1", "--trace", os.devnull]
    with open(os.devnull, "w") as quiet:
        stdout, sys.stdout = sys.stdout, quiet
        try:
            return _timed(lambda: main(args))
        finally:
            sys.stdout = stdout


def racer_time_limit() -> float:
    from sudoku_gui.core.runs.race import record

    return _timed(lambda: record(BoardState(SLOW), "naive", 1.0, 5_000_000))


def batch_ctrl_c(folder: Path) -> float:
    long_file = folder / "long.txt"
    if not long_file.exists():
        long_file.write_text("\n".join(TOP95 * 300) + "\n")
    proc = subprocess.Popen(
        [sys.executable, str(ROOT / "main.py"), "--count", str(long_file), "--jobs", "4"],
        cwd=ROOT,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )
    time.sleep(0.8)
    t0 = time.perf_counter()
    os.killpg(proc.pid, signal.SIGINT)
    code = proc.wait(30)
    took = time.perf_counter() - t0
    if code != 130:
        raise SystemExit(f"batch_ctrl_c: exit code {code}, not 130")
    return took


class Window:
    """An offscreen main window with settings in a temporary folder, and ways to wait on it."""

    def __init__(self, folder: Path) -> None:
        from PySide6.QtCore import QSettings
        from PySide6.QtWidgets import QApplication, QMessageBox

        from sudoku_gui.qt.window.main_window import MainWindow

        self.app = QApplication.instance() or QApplication([])
        self.said: list[str] = []
        for box in ("warning", "information", "critical"):  # no one is here to close a box
            setattr(QMessageBox, box, lambda _parent, _title, text, *_a: self.said.append(text))
        self.w = MainWindow(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
        self.w.show()
        self.wait(lambda: self.w.isVisible())

    def wait(self, done: Callable[[], bool], seconds: float = 60) -> None:
        end = time.monotonic() + seconds
        while not done():
            if time.monotonic() > end:
                raise SystemExit("gave up waiting")
            self.app.processEvents()
            time.sleep(0.001)

    def reaction(self, act: Callable[[], object], done: Callable[[], bool]) -> float:
        """Seconds from ``act()`` until ``done()``, events processed meanwhile."""
        t0 = time.perf_counter()
        act()
        self.wait(done)
        return time.perf_counter() - t0

    def close(self) -> None:
        self.w.close()
        self.app.processEvents()


def esc_hanging_program(win: Window, folder: Path) -> float:
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from sudoku_gui.speeds import MAX_SPEED

    w = win.w
    program = folder / "hangs.py"
    program.write_text(HANGS)
    w.load_puzzle(SLOW)
    w.set_algorithm(f"exec:{sys.executable} {program}")
    w.set_speed(MAX_SPEED)
    w.solve()
    win.wait(lambda: w.controller.shown is not None and len(w.controller.shown.timeline) == 1)
    took = win.reaction(lambda: QTest.keyClick(w.board, Qt.Key.Key_Escape), lambda: not w.controller.live())
    w.controller.stop()  # back to the puzzle
    w.set_algorithm("naive")
    return took


def open_run_fifo_cancel(win: Window, folder: Path) -> float:
    from PySide6.QtWidgets import QPushButton

    w = win.w
    fifo = folder / f"run{time.monotonic_ns()}.jsonl"
    os.mkfifo(fifo)
    ended: list[bool] = []
    w.open_run.finished.connect(ended.append)
    w.open_run.open(str(fifo))
    win.wait(lambda: w.open_run.jobs.dialog is not None and w.open_run.jobs.dialog.isVisible())
    dialog = w.open_run.jobs.dialog
    button = dialog.findChild(QPushButton) if dialog is not None else None
    if button is None:
        raise SystemExit("open_run_fifo_cancel: no Cancel button")
    took = win.reaction(button.click, lambda: bool(ended))
    w.open_run.finished.disconnect(ended.append)
    return took


def open_run_dev_zero(win: Window, _folder: Path) -> float:
    w = win.w
    ended: list[bool] = []
    w.open_run.finished.connect(ended.append)
    took = win.reaction(lambda: w.open_run.open("/dev/zero"), lambda: bool(ended))
    w.open_run.finished.disconnect(ended.append)
    return took


def cancel_race(win: Window, _folder: Path) -> float:
    w = win.w
    w.load_puzzle(HARD)
    job = w.race_tools.start(["naive", "hidden-singles"])
    win.wait(job.running)
    time.sleep(0.3)
    return win.reaction(job.cancel, lambda: not job.running())


def cancel_compare(win: Window, _folder: Path) -> float:
    w = win.w
    w.load_puzzle(HARD)
    w.dialogs.compare()
    dialog = w.dialogs.compare_dialog
    win.wait(lambda: "naive" in dialog.status.text() or "Running" in dialog.status.text())
    took = win.reaction(dialog.button.click, lambda: not dialog.job.running())
    dialog.close()
    return took


def cancel_analyse(win: Window, _folder: Path) -> float:
    w = win.w
    w.load_puzzle(HARDEST[1])
    w.dialogs.analyse()
    dialog = w.dialogs.analyse_dialog
    win.wait(dialog.job.running)
    time.sleep(0.3)
    took = win.reaction(dialog.button.click, lambda: not dialog.job.running())
    dialog.close()
    return took


def window_time_limit(win: Window, _folder: Path) -> float:
    from sudoku_gui.speeds import MAX_SPEED

    w = win.w
    w.set_algorithm("naive")
    w.load_puzzle(HARD)
    w.time_limit.setValue(0.2)
    w.set_speed(MAX_SPEED)
    w.solve()
    win.wait(lambda: w.controller.shown is not None and not w.controller.live())
    shown = w.controller.shown
    seconds = shown.solving_seconds() if shown is not None else float("nan")
    w.time_limit.setValue(0)
    w.controller.stop()
    return seconds


WINDOW_FIGURES: dict[str, Callable[[Window, Path], float]] = {
    "esc_hanging_program": esc_hanging_program,
    "open_run_fifo_cancel": open_run_fifo_cancel,
    "open_run_dev_zero": open_run_dev_zero,
    "cancel_race": cancel_race,
    "cancel_compare": cancel_compare,
    "cancel_analyse": cancel_analyse,
    "window_time_limit_0.2s_solving": window_time_limit,
}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=3, help="rounds; the best of each figure is printed")
    ap.add_argument("--no-window", action="store_true", help="leave out the figures taken in a window")
    args = ap.parse_args()
    best: dict[str, float] = {}

    def keep(name: str, seconds: float) -> None:
        best[name] = min(seconds, best.get(name, seconds))

    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        win = None if args.no_window else Window(folder)
        for _ in range(args.rounds):
            keep("cli_time_limit_1s", cli_time_limit())
            keep("racer_time_limit_1s", racer_time_limit())
            keep("batch_ctrl_c", batch_ctrl_c(folder))
            if win is not None:
                for name, figure in WINDOW_FIGURES.items():
                    keep(name, figure(win, folder))
        if win is not None:
            win.close()
    print(f"{'figure':<32} {'seconds':>8} {'aim <':>6}")
    for name, seconds in best.items():
        print(f"{name:<32} {seconds:8.3f} {AIMS[name]:6.1f}{'' if seconds < AIMS[name] else '  over'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
