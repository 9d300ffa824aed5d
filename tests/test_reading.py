"""Reading the window at a small screen and in the dark: the keys list, the explanation under
the board, the step log's colours, the digit pad's picked digit, and the speed nudge."""

from __future__ import annotations

from collections import Counter

import pytest
from conftest import SEED_PUZZLES, ended, key
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QToolButton

from sudoku_gui.speeds import MAX_SPEED

HARD = next(it.values for it in SEED_PUZZLES if it.name == "Hard")  # guesses and backtracks


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


def luminance(color) -> float:
    """WCAG 2 relative luminance of a QColor."""

    def linear(c: float) -> float:
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    return 0.2126 * linear(color.redF()) + 0.7152 * linear(color.greenF()) + 0.0722 * linear(color.blueF())


def contrast(a, b) -> float:
    """WCAG 2 contrast ratio, 1 to 21."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


@pytest.fixture(params=["light", "dark"])
def themed(request, window):
    window.set_theme(request.param)
    yield window
    window.set_theme("system")


def test_every_step_log_row_reads_at_wcag_aa_in_light_and_dark(qtbot, themed):
    w = themed
    w.set_algorithm("propagate-guess")
    w.load_puzzle(HARD)
    w.set_speed(MAX_SPEED)
    w.solve()
    qtbot.waitUntil(lambda: ended(w), timeout=30000)
    view, model = w.log.view, w.log.model
    base = view.palette().color(QPalette.ColorRole.Base)
    text = view.palette().color(QPalette.ColorRole.Text)
    first_of_kind: dict[str, int] = {}
    for row in range(model.rowCount()):
        first_of_kind.setdefault(w.controller.timeline.kind(model.first_step() + row), row)
    assert {"place", "guess", "backtrack", "solved"} <= set(first_of_kind), first_of_kind
    for kind, row in first_of_kind.items():
        color = model.data(model.index(row), Qt.ItemDataRole.ForegroundRole) or text
        assert contrast(color, base) >= 4.5, (w.theme, kind, color.name(), base.name(), contrast(color, base))
    fg, bg = view.current_row_colors()
    assert contrast(fg, bg) >= 4.5, (w.theme, "the step shown", fg.name(), bg.name(), contrast(fg, bg))


def test_the_picked_digit_stands_out_on_the_pad_in_light_and_dark(qtbot, themed):
    """The picked button differs from the others by at least 3:1 (WCAG's contrast for controls)
    and its digit reads at 4.5:1, measured on the pixels drawn."""
    w = themed
    buttons = {b.text(): b for b in w.pad.findChildren(QToolButton)}
    qtbot.mouseClick(buttons["5"], Qt.MouseButton.LeftButton)
    assert w.pad.picked() == 5

    def fill(button) -> QColor:  # the most common colour of the button's inner part: its face
        image = button.grab().toImage()
        inner = [image.pixel(x, y) for x in range(6, image.width() - 6, 2) for y in range(6, image.height() - 6, 2)]
        return QColor.fromRgb(Counter(inner).most_common(1)[0][0])

    def ink(button, face: QColor) -> QColor:  # the pixel of the digit that differs most from the face
        image = button.grab().toImage()
        pixels = [
            QColor.fromRgb(image.pixel(x, y)) for x in range(6, image.width() - 6) for y in range(6, image.height() - 6)
        ]
        return max(pixels, key=lambda c: contrast(c, face))

    picked, other = fill(buttons["5"]), fill(buttons["4"])
    assert contrast(picked, other) >= 3, (w.theme, picked.name(), other.name(), contrast(picked, other))
    digit = ink(buttons["5"], picked)
    assert contrast(digit, picked) >= 4.5, (w.theme, digit.name(), picked.name())
    # The status bar says what clicks now do, and how to stop.
    assert w.message.text() == "5 picked: a click on a cell enters it (click 5 again to put it down)."
    qtbot.mouseClick(buttons["5"], Qt.MouseButton.LeftButton)
    assert w.pad.picked() == 0 and w.message.text() == "Nothing picked on the pad: clicks select cells."
