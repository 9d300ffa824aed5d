"""The step log: every applied step's explanation, in order, as a dockable list.

Backed by a list model that grows in batches (one insert per display frame at max speed), so a
run of a million steps costs one row per step and no widget per row.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QAbstractListModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QAbstractItemView, QDockWidget, QListView, QWidget

from ..core.steps import Step

_KIND_COLORS = {
    "guess": QColor("#a35a00"),
    "backtrack": QColor("#6b4fbb"),
    "contradiction": QColor("#c81e1e"),
    "place": QColor("#17733a"),
    "solved": QColor("#17733a"),
    "no-solution": QColor("#c81e1e"),
    "time-limit": QColor("#c81e1e"),
}


class StepLogModel(QAbstractListModel):
    """Rows are steps: ``n. text``, colored by kind."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._steps: list[Step] = []

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex | None = None) -> int:
        return 0 if parent is not None and parent.isValid() else len(self._steps)

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        step = self._steps[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return f"{index.row() + 1}. {step.text}"
        if role == Qt.ItemDataRole.ToolTipRole:
            return step.text
        if role == Qt.ItemDataRole.ForegroundRole:
            return _KIND_COLORS.get(step.kind)
        return None

    def append(self, steps: Sequence[Step]) -> None:
        if not steps:
            return
        first = len(self._steps)
        self.beginInsertRows(QModelIndex(), first, first + len(steps) - 1)
        self._steps.extend(steps)
        self.endInsertRows()

    def clear(self) -> None:
        self.beginResetModel()
        self._steps = []
        self.endResetModel()

    def steps(self) -> list[Step]:
        return self._steps


class StepLog(QDockWidget):
    """Dock with the step log; follows the newest step unless the user scrolled up."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("Steps", parent)
        self.setObjectName("stepLog")
        self.model = StepLogModel(self)
        self.view = QListView()
        self.view.setModel(self.model)
        self.view.setUniformItemSizes(True)
        self.view.setWordWrap(False)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.setToolTip("Every step of the run, with why it was taken")
        font = QFont(self.view.font())
        font.setPointSizeF(max(8.0, font.pointSizeF() * 0.95))
        self.view.setFont(font)
        self.view.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # keys stay with the board
        self.setWidget(self.view)

    def append(self, steps: Sequence[Step]) -> None:
        bar = self.view.verticalScrollBar()
        follow = bar.value() >= bar.maximum() - 2
        self.model.append(steps)
        if follow:
            self.view.scrollToBottom()

    def clear(self) -> None:
        self.model.clear()
