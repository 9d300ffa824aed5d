"""Reading the window at a small screen and in the dark: the keys list, the explanation under
the board, the step log's colours, the digit pad's picked digit, and the speed nudge."""

from __future__ import annotations

from collections import Counter

import pytest
from conftest import SEED_PUZZLES, ended, key
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QToolButton

from sudoku_gui.core.grid import parse_puzzle
from sudoku_gui.speeds import MAX_SPEED

pytestmark = pytest.mark.shared_window  # every test of the window here only reads or drives it

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


def open_keys(qtbot, w, inspect) -> None:
    """Press F1 and run ``inspect(dialog)`` on the modal dialog it opens, then close it."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    seen = []

    def look() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            QTimer.singleShot(20, look)
            return
        try:
            inspect(dialog)
            seen.append(True)
        finally:
            dialog.close()

    QTimer.singleShot(0, look)
    key(qtbot, w, Qt.Key.Key_F1)
    assert seen == [True]


def test_f1_fits_the_screen_and_scrolls_to_every_key(qtbot, window):
    from PySide6.QtWidgets import QAbstractButton, QAbstractScrollArea

    w = window
    shortcuts = [
        k.toString(k.SequenceFormat.NativeText) for a in w.menu_actions() for k in a.shortcuts() if not k.isEmpty()
    ]

    def inspect(dialog) -> None:
        screen = dialog.screen().availableGeometry()
        frame = dialog.frameGeometry()
        assert frame.height() <= 0.8 * screen.height(), (frame, screen)
        assert screen.contains(frame), (frame, screen)
        close = next(b for b in dialog.findChildren(QAbstractButton) if b.text() in ("Close", "&Close"))
        assert close.isVisible() and dialog.rect().contains(QRect(close.mapTo(dialog, QPoint(0, 0)), close.size()))
        table = next(v for v in dialog.findChildren(QAbstractScrollArea) if v.isVisible())
        assert table.verticalScrollBar().maximum() > 0  # more keys than fit: it scrolls
        text = "\n".join(table.model().index(r, c).data() for r in range(table.model().rowCount()) for c in range(2))
        for shortcut in [*shortcuts, "Shift+1-9", "Digit pad"]:
            assert shortcut in text, shortcut

    open_keys(qtbot, w, inspect)


def test_f1_search_keeps_the_matching_keys(qtbot, window):
    from PySide6.QtWidgets import QLineEdit, QTableView

    def inspect(dialog) -> None:
        search = dialog.findChild(QLineEdit)
        table = dialog.findChild(QTableView)
        assert search.hasFocus() or dialog.focusWidget() is search
        qtbot.keyClicks(search, "undo")
        shown = [r for r in range(table.model().rowCount()) if not table.isRowHidden(r)]
        assert shown and all("undo" in (table.model().index(r, 1).data() or "").lower() for r in shown)
        assert any(table.model().index(r, 0).data() == "Ctrl+Z" for r in shown)
        search.clear()
        assert not any(table.isRowHidden(r) for r in range(table.model().rowCount()))

    open_keys(qtbot, window, inspect)


TOP95_9 = "6.2.5.........4.3..........43...8....1....2........7..5..27...........81...6....."
"""top95's ninth puzzle: the human strategy's step 27 is a 246-character grouped AIC."""


def show_step(qtbot, w, puzzle: str, algorithm: str, step: int) -> str:
    """Solve ``puzzle`` in the window and show the board after ``step`` steps; its explanation."""
    w.set_algorithm(algorithm)
    w.load_puzzle(parse_puzzle(puzzle))
    w.set_speed(MAX_SPEED)
    w.solve()
    qtbot.waitUntil(lambda: ended(w), timeout=30000)
    w.controller.nav.seek(step)
    return w.step_label.text()


@pytest.mark.parametrize("width", [1200, 700])
def test_a_long_explanation_can_be_read_whole(qtbot, window, width):
    """Word-wrapped (a chain breaks anywhere, never runs off the side), two lines tall, scrolled
    for the rest, and whole in the tooltip."""
    w = window
    w.resize(width, 700)
    shown = show_step(qtbot, w, TOP95_9, "human", 27)
    assert shown.startswith("Step 27: Grouped AIC: (9)r1c9=(4)r1c9") and shown.endswith("remove 9 from r1c4, r1c6")
    label = w.step_label
    assert shown in label.toolTip().replace("\u200b", "")
    doc = label.document()
    assert doc.idealWidth() <= label.viewport().width()  # nothing cut at the right
    bar = label.verticalScrollBar()
    assert doc.size().height() <= label.viewport().height() + bar.maximum()  # the end can be scrolled to
    if width == 700:  # three lines and more: the rest is scrolled to
        assert doc.size().height() > label.viewport().height()
        assert bar.isVisible() and bar.maximum() > 0
    assert label.focusPolicy() == Qt.FocusPolicy.NoFocus  # the keys stay with the board


def line_height(font, text: str) -> float:
    """The height of one laid-out line of ``text`` (fallback fonts included)."""
    from PySide6.QtGui import QTextDocument

    probe = QTextDocument()
    probe.setDefaultFont(font)
    probe.setDocumentMargin(0)
    probe.setPlainText(text)
    return probe.size().height()


def text_area(label) -> float:
    """The height the explanation shows text in."""
    margin = label.document().documentMargin() if hasattr(label, "document") else 0
    return label.contentsRect().height() - 2 * margin


def test_the_explanation_shows_two_whole_english_lines(qtbot, window):
    label = window.step_label
    line = line_height(label.font(), "Step 27: Grouped AIC")
    assert 2 * line <= text_area(label) < 2.5 * line  # two lines, no third cut in half


@pytest.fixture
def chinese(qapp):
    from sudoku_gui.qt import i18n

    assert i18n.install("zh_CN")
    yield
    i18n.install("en")


def test_the_explanation_shows_two_whole_lines_in_chinese(qtbot, settings, chinese):
    """CJK glyphs come from a taller fallback font, which cut the second line in half."""
    from sudoku_gui.qt.window.main_window import MainWindow

    w = MainWindow(settings)
    qtbot.addWidget(w)
    w.show()
    try:
        shown = show_step(qtbot, w, TOP95_9, "human", 27)
        assert shown.startswith("第 27 步") and shown in w.step_label.toolTip().replace("\u200b", "")
        assert text_area(w.step_label) >= 2 * line_height(w.step_label.font(), shown[:6])
    finally:
        w.controller.shutdown()
