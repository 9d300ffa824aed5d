"""Reading the window at a small screen and in the dark: the keys list, the explanation under
the board, the step log's colours, the digit pad's picked digit, and the speed nudge."""

from __future__ import annotations

from conftest import key
from PySide6.QtCore import Qt

from sudoku_gui.speeds import MAX_SPEED


def test_ctrl_minus_and_ctrl_equals_always_move_the_speed(qtbot, window):
    w = window
    w.set_speed(3)
    key(qtbot, w, Qt.Key.Key_Minus, Qt.KeyboardModifier.ControlModifier)
    assert w.speed() == 2
    key(qtbot, w, Qt.Key.Key_Minus, Qt.KeyboardModifier.ControlModifier)
    assert w.speed() == 1
    key(qtbot, w, Qt.Key.Key_Minus, Qt.KeyboardModifier.ControlModifier)
    assert w.speed() == 1
    key(qtbot, w, Qt.Key.Key_Equal, Qt.KeyboardModifier.ControlModifier)
    assert w.speed() == 2 and w.speed_label.text() == "2 steps/s"
    w.set_speed(1000)
    key(qtbot, w, Qt.Key.Key_Equal, Qt.KeyboardModifier.ControlModifier)
    assert w.speed() == MAX_SPEED
    key(qtbot, w, Qt.Key.Key_Minus, Qt.KeyboardModifier.ControlModifier)
    assert w.speed() == 1000
