"""The board widget: paints a BoardState and turns clicks and keys into edit requests.

It never changes the puzzle itself: it emits ``digitEntered(cell, digit)`` (0 clears),
``markToggled(cell, digit)`` (Shift+digit, pencil mode, the right-click menu) and
``cellClicked(cell)``, and the window decides (undo stack, refusing edits while solving).
"""

from __future__ import annotations

import math
from dataclasses import replace

from PySide6.QtCore import QCoreApplication, QEasingCurve, QPoint, QPointF, QRectF, QSize, Qt, QVariantAnimation, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QMenu, QSizePolicy, QWidget

from ...core.board_state import BoardState
from ...core.grid import Cell, cell_name
from ...core.steps import Link
from ..solver.gui_turn import GUI_TURN
from .painter import LIGHT, BoardColors, BoardView, board_rect, cell_at_point, drawn_links, paint_board

_MOVES = {
    Qt.Key.Key_Left: (0, -1),
    Qt.Key.Key_Right: (0, 1),
    Qt.Key.Key_Up: (-1, 0),
    Qt.Key.Key_Down: (1, 0),
}
_CLEAR_KEYS = {Qt.Key.Key_0, Qt.Key.Key_Delete, Qt.Key.Key_Backspace}  # never Space: it plays and pauses
# Shift+digit arrives as the shifted symbol; these are the US and most Latin layouts' symbols.
_SHIFTED = {"!": 1, "@": 2, "#": 3, "$": 4, "%": 5, "^": 6, "&": 7, "*": 8, "(": 9, '"': 2, "§": 3}


class BoardWidget(QWidget):
    """Square, scalable 9x9 board. Arrow keys or clicks select; 1-9 type, 0/Del/Backspace clear."""

    digitEntered = Signal(int, int)
    markToggled = Signal(int, int)
    cellClicked = Signal(int)
    selectionChanged = Signal(int)
    pencilToggled = Signal()

    def __init__(self, state: BoardState, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._state = state
        self._view = BoardView(selected=0)
        self._colors = LIGHT
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(300, 300)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, False)
        self.setToolTip(
            QCoreApplication.translate(
                "BoardWidget", "Click a cell or use the arrow keys; type 1-9, or 0/Delete/Backspace to clear"
            )
        )
        self.setAccessibleName(QCoreApplication.translate("BoardWidget", "Sudoku board"))
        self.paint_count = 0
        """Paint events so far: lets tests and benchmarks check repaints stay at display rate."""
        self._links: tuple[Link, ...] = ()
        """The links of the step shown, to tell a new step from a repaint of the same one."""
        self.links_shown = math.inf
        """How many of them are drawn (a fraction: part of the next); inf once all are."""
        self._reveal = QVariantAnimation(self)
        self._reveal.setEasingCurve(QEasingCurve.Type.Linear)
        self._reveal.valueChanged.connect(self._revealed)
        self._reveal.finished.connect(self._reveal_done)

    # -- state ---------------------------------------------------------------------------------

    def set_state(self, state: BoardState, reveal_ms: int = 0) -> None:
        """Show ``state``. When its step carries a chain not shown yet and ``reveal_ms`` > 0, the
        links appear one by one over that time, then the eliminations are struck; showing
        another step stops that at once. O(1): the links are compared by identity."""
        links = state.highlight.links
        self._state = state
        if links is not self._links:
            self._links = links
            self._view = replace(self._view, branch=0)  # a forcing net opens at its first branch
            self._start_reveal(reveal_ms)
        self.update()

    def _start_reveal(self, reveal_ms: int) -> None:
        """Draw the links shown one by one over ``reveal_ms`` (0: all at once)."""
        if self._reveal.state() != QVariantAnimation.State.Stopped:
            self._reveal.stop()
        self.links_shown = math.inf
        links = drawn_links(self._state.highlight, self._view)
        if links and reveal_ms > 0:
            self.links_shown = 0.0
            self._reveal.setStartValue(0.0)
            self._reveal.setEndValue(float(len(links)))
            self._reveal.setDuration(reveal_ms)
            self._reveal.start()

    def branch_count(self) -> int:
        """How many branches the step shown has (a forcing net's, the conclusion included)."""
        return len(self._state.highlight.branches)

    def show_branch(self, index: int, reveal_ms: int = 0) -> None:
        """Draw branch ``index`` of the step's forcing net, its links appearing over ``reveal_ms``."""
        self._view = replace(self._view, branch=index)
        self._start_reveal(reveal_ms)
        self.update()

    def revealing(self) -> bool:
        """True while a chain's links are still appearing."""
        return self._reveal.state() == QVariantAnimation.State.Running

    def _revealed(self, value: object) -> None:
        if self._reveal.state() == QVariantAnimation.State.Running and isinstance(value, float):
            self.links_shown = value
            self.update()

    def _reveal_done(self) -> None:
        self.links_shown = math.inf
        self.update()

    def state(self) -> BoardState:
        return self._state

    def set_conflicts(self, cells: frozenset[Cell], clashes: bool = False) -> None:
        """Mark ``cells`` (the puzzle's conflicts); ``clashes``: mark a solver's clashes on a run's
        board too (``BoardView.clashes``)."""
        self._view = replace(self._view, conflicts=frozenset(cells), clashes=clashes)
        self.update()

    def set_show_candidates(self, show: bool) -> None:
        self._view = replace(self._view, show_candidates=show)
        self.update()

    def set_colors(self, colors: BoardColors) -> None:
        """The board's palette (light or dark theme)."""
        self._colors = colors
        self.update()

    def colors(self) -> BoardColors:
        return self._colors

    def set_view(self, **changes: object) -> None:
        """Change fields of the BoardView (marks of mistakes, highlighted digit, pencil mode...)."""
        self._view = replace(self._view, **changes)  # type: ignore[arg-type]
        self.update()

    def set_editing(self, editing: bool) -> None:
        """Show the selection (editing) or hide it (a run is animating)."""
        self._view = replace(self._view, editing=editing)
        self.update()

    def view(self) -> BoardView:
        return self._view

    def selected(self) -> Cell | None:
        return self._view.selected

    def select(self, cell: Cell) -> None:
        if cell != self._view.selected:
            self._view = replace(self._view, selected=cell)
            self.setAccessibleDescription(
                QCoreApplication.translate("BoardWidget", "selected {cell}").format(cell=cell_name(cell))
            )
            self.selectionChanged.emit(cell)
            self.update()

    # -- Qt events -----------------------------------------------------------------------------

    def sizeHint(self) -> QSize:
        return QSize(600, 600)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return width

    def paintEvent(self, event: QPaintEvent) -> None:
        self.paint_count += 1
        with GUI_TURN:
            p = QPainter(self)
            try:
                paint_board(p, QRectF(self.rect()), self._state, self._view, self._colors, self.links_shown)
            finally:
                p.end()
        GUI_TURN.frame_painted()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        cell = cell_at_point(board_rect(QRectF(self.rect())), QPointF(event.position()))
        if cell is not None:
            self.setFocus(Qt.FocusReason.MouseFocusReason)
            self.select(cell)
            if event.button() == Qt.MouseButton.RightButton:
                self._mark_menu(cell, event.globalPosition().toPoint())
            else:
                self.cellClicked.emit(cell)
        super().mousePressEvent(event)

    def _mark_menu(self, cell: Cell, where: QPoint) -> None:
        """Right-click: the cell's pencil marks, one checkable digit each."""
        if self._state.values[cell]:
            return
        menu = QMenu(self)
        menu.setToolTipsVisible(True)
        marks = self._state.candidates[cell] if self._view.show_candidates else 0
        for d in range(1, 10):
            a = menu.addAction(QCoreApplication.translate("BoardWidget", "Mark {d}").format(d=d))
            a.setCheckable(True)
            a.setChecked(bool(marks & (1 << (d - 1))))
            a.triggered.connect(lambda _=False, d=d: self.markToggled.emit(cell, d))
        menu.exec(where)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        sel = self._view.selected if self._view.selected is not None else 0
        if key in _MOVES:
            dr, dc = _MOVES[Qt.Key(key)]
            self.select(((sel // 9 + dr) % 9) * 9 + (sel % 9 + dc) % 9)
        elif Qt.Key.Key_1 <= key <= Qt.Key.Key_9 and not event.modifiers() & ~(
            Qt.KeyboardModifier.KeypadModifier | Qt.KeyboardModifier.ShiftModifier
        ):
            digit = key - Qt.Key.Key_0
            if event.modifiers() & Qt.KeyboardModifier.ShiftModifier or self._view.pencil:
                self.markToggled.emit(sel, digit)
            else:
                self.digitEntered.emit(sel, digit)
        elif event.text() in _SHIFTED and event.modifiers() & Qt.KeyboardModifier.ShiftModifier:
            self.markToggled.emit(sel, _SHIFTED[event.text()])
        elif (
            key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        ):
            self.pencilToggled.emit()  # Simon Tatham's Solo: Enter switches pencil mode
        elif key in _CLEAR_KEYS and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            self.digitEntered.emit(sel, 0)
        else:
            super().keyPressEvent(event)
