"""The shared window's reset is complete (``tests/window_reset.py``): a window used as the tests
marked ``shared_window`` use it, then reset, cannot be told from a new one by anything a test
reads, and the comparison itself is not blind."""

from __future__ import annotations

import pytest
from conftest import SEED_PUZZLES, ended, key, open_run
from PySide6.QtCore import QSettings, Qt
from window_reset import differences, reset, snapshot

from sudoku_gui.cli.command_line import main
from sudoku_gui.core.grid import format_grid
from sudoku_gui.speeds import MAX_SPEED

HARD = next(it.values for it in SEED_PUZZLES if it.name == "Hard")


def new_window(qtbot, folder):
    from sudoku_gui.qt.window.main_window import MainWindow

    folder.mkdir()
    w = MainWindow(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    w.activateWindow()
    w.board.setFocus()
    return w


def use(qtbot, w, tmp_path) -> None:
    """What the tests marked ``shared_window`` do, all in one: a puzzle from a file, typing and
    marks, every view toggle, another theme, speed, algorithm and time limit, a run played to its
    end and stepped back, a hint, Solve Instantly, undo, every pane shown, the window resized,
    Compare and Analyse left open, a race recorded and playing, a run opened from a file, an error
    said."""
    puzzle = tmp_path / "puzzle.txt"
    puzzle.write_text(format_grid(HARD) + "\n")
    assert w.open_path(str(puzzle))
    for k in (Qt.Key.Key_Right, Qt.Key.Key_Down):
        key(qtbot, w, k)
    w.set_speed(MAX_SPEED)
    w.set_algorithm("naive")
    w.set_theme("dark")
    for action in (w.act["candidates"], w.act["mistakes"], w.act["arrows"], w.act["conflicts"], w.act["pencil"]):
        action.trigger()
    w.solve()
    qtbot.waitUntil(lambda: ended(w), timeout=30000)
    key(qtbot, w, Qt.Key.Key_Left)
    w.act["hint"].trigger()
    w.act["instant"].trigger()
    qtbot.waitUntil(lambda: ended(w), timeout=30000)
    w.controller.stop()
    w.act["undo"].trigger()
    w.time_limit.setValue(3)
    w.act["play"].trigger()  # a game: the givens locked
    key(qtbot, w, Qt.Key.Key_3)
    for pane in w.panes:
        w.pane_keys.press(pane)
    w.resize(700, 500)
    w.dialogs.compare()
    qtbot.waitUntil(lambda: not w.dialogs.compare_dialog.job.running(), timeout=60000)
    w.act["analyse"].trigger()
    w.race_tools.start(["units", "propagate-guess"])
    qtbot.waitUntil(lambda: w.controller.racing.race is not None, timeout=30000)
    key(qtbot, w, Qt.Key.Key_Space)
    w.controller.stop()
    trace = tmp_path / "run.jsonl"
    assert main(["--solve", format_grid(HARD), "--algorithm", "propagate-guess", "--trace", str(trace)]) == 0
    assert open_run(qtbot, w, trace)
    w.say("an error", True)


def test_two_new_windows_cannot_be_told_apart(qtbot, tmp_path):
    first = snapshot(new_window(qtbot, tmp_path / "first"))
    found = differences(first, snapshot(new_window(qtbot, tmp_path / "second")))
    assert not found, "\n".join(found)


def test_the_comparison_sees_what_a_test_leaves_behind(qtbot, tmp_path):
    w = new_window(qtbot, tmp_path / "used")
    use(qtbot, w, tmp_path)
    found = "\n".join(differences(snapshot(w), snapshot(new_window(qtbot, tmp_path / "new"))))
    for left in (
        "window.controller.editor.document",  # the puzzle
        "window.controller.editor.undo_stack",
        "window.controller.shown",  # the run opened
        "window.files.path",
        "window.dialogs.analyse_dialog",
        "settings",
        "autosave",
        "palette",
        "size",
        "docks",
        "widgets shown",  # the top-level windows are the application's: both windows see the dialogs
    ):
        assert f"\n{left}" in f"\n{found}", left
    w.controller.shutdown()


@pytest.mark.shared_window
def test_a_used_window_once_reset_cannot_be_told_from_a_new_one(qtbot, window, tmp_path, request):
    _, was = request.getfixturevalue("_one_window")
    use(qtbot, window, tmp_path)
    reset(window, was)
    found = differences(snapshot(window), snapshot(new_window(qtbot, tmp_path / "new")))
    assert not found, "\n".join(found)
