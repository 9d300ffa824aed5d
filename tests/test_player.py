"""The player's work in the window: the digit pad across loads, Save As formats that keep what
the board holds (or warn first), hints refused for the right reason, the many-puzzle picker, the
window title, and what a damaged autosave or settings file says."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QToolButton

from sudoku_gui.core.grid import parse_puzzle

TOP1 = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
TOP2 = "52...6.........7.13...........4..8..6......5...........418.........3..2...87....."


def pad_button(w, text: str) -> QToolButton:
    return next(b for b in w.pad.findChildren(QToolButton) if b.text() == text)


# --- the digit pad ---------------------------------------------------------------------------


@pytest.mark.parametrize("how", ["load", "paste", "undo"])
def test_a_new_puzzle_puts_the_pads_digit_down(qtbot, window, how):
    """A digit picked while playing one puzzle entered a given in the next one at the first click."""
    from PySide6.QtGui import QGuiApplication

    w, c = window, window.controller
    w.load_puzzle(parse_puzzle(TOP1))
    c.toggle_playing()
    if how == "undo":
        w.load_puzzle(parse_puzzle(TOP2))
    qtbot.mouseClick(pad_button(w, "5"), Qt.MouseButton.LeftButton)
    assert w.pad.picked() == 5
    if how == "load":
        w.load_puzzle(parse_puzzle(TOP2))
    elif how == "paste":
        QGuiApplication.clipboard().setText(TOP2)
        w.paste_puzzle()
    else:
        c.undo_stack.undo()  # back to TOP1 before its game: a different puzzle again
    loaded_message = w.message.text()
    assert w.pad.picked() == 0 and not pad_button(w, "5").isChecked()
    assert w.board.view().digit == 0
    givens = c.document.givens
    w.board.cellClicked.emit(2)  # an empty cell of both puzzles
    assert c.document.givens == givens and c.document.values[2] == 0
    assert w.message.text() == loaded_message  # the load's own message stays


def test_typing_a_given_keeps_the_pads_digit(qtbot, window):
    w, c = window, window.controller
    w.load_puzzle(parse_puzzle(TOP1))
    qtbot.mouseClick(pad_button(w, "5"), Qt.MouseButton.LeftButton)
    w.board.cellClicked.emit(1)
    assert c.document.givens[1] == 5 and w.pad.picked() == 5
