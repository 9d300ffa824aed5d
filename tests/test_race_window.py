"""The race in the window: the keys after recording, its clocks, its status, its size on screen."""

from __future__ import annotations

from conftest import SEED_PUZZLES
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

HARD = next(p.values for p in SEED_PUZZLES if p.source.startswith("000") and p.name == "Hard")


def raced(qtbot, w, names=("units", "propagate-guess")):
    """Race ``names`` on HARD as Ctrl+R does (the progress dialog included); the race shown."""
    w.load_puzzle(HARD)
    w.race_tools.start(list(names))
    qtbot.waitUntil(lambda: w.race_panel is not None, timeout=60_000)
    return w.controller.race


def test_ctrl_q_quits_while_a_race_is_shown(qtbot, window):
    w = window
    raced(qtbot, w)
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w, timeout=2_000)  # the recording dialog gave it back
    target = QApplication.focusWidget()
    assert target is not None and target.window() is w
    qtbot.keyClick(target, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
    assert not w.isVisible()
