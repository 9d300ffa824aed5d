"""The many-puzzle picker's table: each puzzle whole (81 characters, a grid on hover), its
givens, its difficulty and its number in the file; a click on a header sorts by that column
(numbers as numbers, unrated puzzles last), Home and End go to the first and last puzzle.

Rows move when sorted, so a row knows its puzzle by the puzzle's index (``INDEX_ROLE``).
"""

from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, QModelIndex, Qt
from PySide6.QtGui import QFontDatabase, QFontMetrics
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableWidget, QTableWidgetItem, QWidget

from ...core.grid import Values, format_grid

PUZZLE, GIVENS, DIFFICULTY, NUMBER = range(4)
"""The table's columns (the number is shown first, but kept last for the older columns' sake)."""
INDEX_ROLE = Qt.ItemDataRole.UserRole
"""A puzzle cell's data: the puzzle's index in the picker's list."""
KEY_ROLE = Qt.ItemDataRole.UserRole + 1
"""Every cell's sort key: the puzzle's text, the number of givens or the puzzle's number, and
for a difficulty (rated by ER, then 'not one solution', then unrated)."""
UNRATED = (2, 0.0)
NO_RATING = (1, 0.0)


class SortedItem(QTableWidgetItem):
    """A cell sorted by its ``KEY_ROLE`` key (numbers as numbers, not as text)."""

    def __init__(self, text: str, key: object) -> None:
        super().__init__(text)
        self.setData(KEY_ROLE, key)

    def __lt__(self, other: QTableWidgetItem) -> bool:
        mine, theirs = self.data(KEY_ROLE), other.data(KEY_ROLE)
        return bool(_comparable(mine) < _comparable(theirs))


def _comparable(key: object) -> tuple[object, ...]:
    return tuple(key) if isinstance(key, list | tuple) else (key,)


def difficulty_key(score: float | None, lower_bound: bool) -> tuple[int, float]:
    """The sort key of a rating: ER (a lower bound just above its figure), else ``NO_RATING``."""
    if score is None or math.isnan(score):
        return NO_RATING
    return (0, score + (0.01 if lower_bound else 0.0))


def puzzle_tip(values: Values) -> str:
    """The puzzle drawn as nine rows of nine, for its cell's tooltip."""
    text = format_grid(values)
    rows = [" ".join(text[r * 9 + c] for c in range(9)) for r in range(9)]
    return "<pre>" + "\n".join(rows) + "</pre>"


def picker_width(table: PickerTable) -> int:
    """A width (px) for the picker that shows every column whole, at most 90% of the screen's."""
    digits = QFontMetrics(table.mono).horizontalAdvance("8" * 81)
    text = table.fontMetrics()
    header = table.horizontalHeader()
    others = sum(header.sectionSizeHint(c) for c in (NUMBER, GIVENS)) + text.horizontalAdvance("≥10.0 Extreme" * 2)
    width = digits + others + table.verticalScrollBar().sizeHint().width() + 80  # cell padding, frame, margins
    screen = table.screen()
    return min(width, int(screen.availableGeometry().width() * 0.9)) if screen is not None else width


class PickerTable(QTableWidget):
    """See the module text."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, 4, parent)
        self.setHorizontalHeaderLabels(
            [
                QCoreApplication.translate("PuzzlePicker", "Puzzle"),
                QCoreApplication.translate("PuzzlePicker", "Givens"),
                QCoreApplication.translate("PuzzlePicker", "Difficulty"),
                #: The picker's column of each puzzle's number in its file.
                QCoreApplication.translate("PuzzlePicker", "#"),
            ]
        )
        self.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.setSelectionMode(QTableWidget.SelectionMode.SingleSelection)
        self.setWordWrap(False)
        self.verticalHeader().hide()  # the number column says where each puzzle is in the file
        self.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        header = self.horizontalHeader()
        header.moveSection(NUMBER, 0)
        header.setStretchLastSection(False)
        for column in (NUMBER, PUZZLE, GIVENS):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(DIFFICULTY, QHeaderView.ResizeMode.Stretch)
        header.setSortIndicator(NUMBER, Qt.SortOrder.AscendingOrder)  # the file's order at first
        header.setSortIndicatorShown(True)
        self.setSortingEnabled(True)
        self.mono = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
        """The puzzles' font: 81 characters line up from row to row."""
        self._difficulty: list[QTableWidgetItem] = []

    def moveCursor(  # noqa: N802 (Qt's name)
        self, action: QAbstractItemView.CursorAction, modifiers: Qt.KeyboardModifier
    ) -> QModelIndex:
        # A table's Home and End stay in the row; a list of rows wants the first and last row.
        if action in (QAbstractItemView.CursorAction.MoveHome, QAbstractItemView.CursorAction.MoveEnd):
            modifiers = modifiers | Qt.KeyboardModifier.ControlModifier
        return super().moveCursor(action, modifiers)

    def add_puzzles(self, batch: list[Values]) -> None:
        """Append puzzles (each its givens), numbered on from those already listed."""
        self.setSortingEnabled(False)  # rows inserted while sorted would move under the loop
        for values in batch:
            index = len(self._difficulty)
            row = self.rowCount()
            self.insertRow(row)
            text = format_grid(values)
            puzzle = SortedItem(text, text)
            puzzle.setData(INDEX_ROLE, index)
            puzzle.setFont(self.mono)
            puzzle.setToolTip(puzzle_tip(values))
            count = sum(1 for v in values if v)
            givens = SortedItem(str(count), count)
            difficulty = SortedItem("…", UNRATED)
            number = SortedItem(f"{index + 1:,}", index)
            for column, item in ((PUZZLE, puzzle), (GIVENS, givens), (DIFFICULTY, difficulty), (NUMBER, number)):
                self.setItem(row, column, item)
            self._difficulty.append(difficulty)
        self.setSortingEnabled(True)
        if self.currentRow() < 0 and self.rowCount():
            self.selectRow(0)

    def set_difficulty(self, index: int, text: str, key: tuple[int, float]) -> None:
        """Show puzzle ``index``'s rating (the row keeps its place unless sorted by difficulty)."""
        item = self._difficulty[index]
        item.setData(KEY_ROLE, key)
        item.setText(text)

    def picked_index(self) -> int | None:
        """The index of the puzzle in the current row, or None."""
        row = self.currentRow()
        item = self.item(row, PUZZLE) if row >= 0 else None
        return int(item.data(INDEX_ROLE)) if item is not None else None
