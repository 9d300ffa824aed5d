"""The step log: a view over the shown run's timeline, one row per step revealed so far.

The model holds no per-row data: ``rowCount`` and ``data`` read the timeline, and rows are
appended in batches (one ``beginInsertRows`` per frame at most). The view paints only the rows
on screen and keeps no per-row layout (Qt's item views keep one entry per row, which a run of
millions of steps cannot afford), so following the newest step costs the same at any length.
"""

from __future__ import annotations

from PySide6.QtCore import (
    QAbstractListModel,
    QCoreApplication,
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QRect,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPaintEvent, QPalette, QResizeEvent, QWheelEvent
from PySide6.QtWidgets import QAbstractScrollArea, QToolTip, QWidget

from ...core.recording.timeline import Timeline
from ..i18n import speak
from ..solver.gui_turn import GUI_TURN
from ..window import theme
from ..window.elided_label import as_written

_LIGHT_KINDS = {
    "guess": QColor("#a35a00"),
    "backtrack": QColor("#6b4fbb"),
    "contradiction": QColor("#c81e1e"),
    "place": QColor("#17733a"),
    "solved": QColor("#17733a"),
    "no-solution": QColor("#c81e1e"),
    "time-limit": QColor("#c81e1e"),
}
_DARK_KINDS = {
    "guess": QColor("#e0a040"),
    "backtrack": QColor("#a590f0"),
    "contradiction": QColor("#ff7070"),
    "place": QColor("#4cc47a"),
    "solved": QColor("#4cc47a"),
    "no-solution": QColor("#ff7070"),
    "time-limit": QColor("#ff7070"),
}


def kind_colors(palette: QPalette) -> dict[str, QColor]:
    """Each step kind's text colour on ``palette``'s base, at least 4.5:1 (WCAG AA) whatever the
    desktop's palette: the light or dark set, adjusted if still short."""
    base = palette.color(QPalette.ColorRole.Base)
    chosen = _DARK_KINDS if base.lightness() < 128 else _LIGHT_KINDS
    return {kind: theme.readable(color, base) for kind, color in chosen.items()}


StepRole = Qt.ItemDataRole.UserRole + 1
"""``data`` role giving the 0-based step index of a row."""
FLAW_MARK = "\u2717"  # ✗


class StepLogModel(QAbstractListModel):
    """Rows are the revealed steps of ``timeline`` (``n. text``), colored by kind; the step of
    the run's flaw (a fault or a wrong claim, ``set_flaw``) is red and says it, in a row of its
    own after the last step when that step was never recorded (a line that could not be read)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._timeline: Timeline | None = None
        self._first = 0
        self._rows = 0
        self._colors = kind_colors(QPalette())
        self._flaw: tuple[int, str, str] | None = None  # (0-based step index, its text, in brief)
        self._revealed = 0

    def set_colors(self, colors: dict[str, QColor]) -> None:
        """The text colour of each step kind (``kind_colors``); other kinds use the view's."""
        self._colors = colors

    def set_timeline(self, timeline: Timeline | None) -> None:
        self.beginResetModel()
        self._timeline = timeline
        self._first = timeline.first_position if timeline is not None else 0
        self._rows = 0
        self._flaw = None
        self._revealed = 0
        self.endResetModel()

    def set_flaw(self, step: int, text: str, brief: str) -> None:
        """Mark step number ``step`` (1-based) as the run's flaw, saying ``brief`` in its row and
        ``text`` in its tooltip (``Message``s: ``Flaw.brief`` and ``Flaw.text``)."""
        self._flaw = (step - 1, text, brief)
        row = step - 1 - self._first
        if 0 <= row < self._rows:
            index = self.index(row)
            self.dataChanged.emit(index, index)
        self.reveal(self._revealed, self._first)  # a flaw past the last step gets its row

    def flaw_row(self) -> int:
        """The row of the flaw, or -1."""
        return self._flaw[0] - self._first if self._flaw is not None else -1

    def _extra(self, revealed: int) -> int:
        """1 when the flaw's step was never recorded and the rows reach the end: its own row."""
        tl, flaw = self._timeline, self._flaw
        return int(tl is not None and flaw is not None and flaw[0] == len(tl) == revealed)

    def reveal(self, revealed: int, first: int) -> None:
        """Steps ``first .. revealed - 1`` are shown: drop rows before ``first``, add new ones."""
        if self._timeline is None:
            return
        self._revealed = revealed
        if first > self._first:
            gone = min(first - self._first, self._rows)
            if gone:
                self.beginRemoveRows(QModelIndex(), 0, gone - 1)
                self._rows -= gone
                self._first = first
                self.endRemoveRows()
            self._first = first
        rows = revealed - self._first + self._extra(revealed)
        if rows > self._rows:
            self.beginInsertRows(QModelIndex(), self._rows, rows - 1)
            self._rows = rows
            self.endInsertRows()

    def first_step(self) -> int:
        """Step index of row 0."""
        return self._first

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self._rows

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        tl = self._timeline
        if tl is None or not index.isValid() or not 0 <= index.row() < self._rows:
            return None
        i = self._first + index.row()
        if self._flaw is not None and i == self._flaw[0] and role != StepRole:
            return self._flaw_data(tl, i, self._flaw, role)
        try:
            if role == Qt.ItemDataRole.DisplayRole:
                return f"{i + 1:,}. {speak(tl.text(i))}"
            if role == Qt.ItemDataRole.ToolTipRole:
                return speak(tl.text(i))
            if role == Qt.ItemDataRole.ForegroundRole:
                return self._colors.get(tl.kind(i))
        except IndexError:  # dropped by the cap between two frames
            return None
        if role == StepRole:
            return i
        return None

    def _flaw_data(self, tl: Timeline, i: int, flaw: tuple[int, str, str], role: int) -> object:
        """The flaw's row: what is wrong first (the row may be cut short), then the step."""
        try:
            step = speak(tl.text(i)) if i < len(tl) else ""
        except IndexError:
            step = ""
        if role == Qt.ItemDataRole.DisplayRole:
            row = f"{i + 1:,}. {FLAW_MARK} {speak(flaw[2])}"
            return f"{row}  ({step})" if step else row
        if role == Qt.ItemDataRole.ToolTipRole:
            said = f"{FLAW_MARK} {speak(flaw[1])}"
            return f"{step}\n{said}" if step else said
        if role == Qt.ItemDataRole.ForegroundRole:
            return self._colors.get("contradiction")
        return None


def _ink_on(fill: QColor) -> QColor:
    """White or black, whichever reads better on ``fill``."""
    white, black = QColor("#ffffff"), QColor("#000000")
    return white if theme.contrast(white, fill) >= theme.contrast(black, fill) else black


class StepListView(QAbstractScrollArea):
    """A light list view for huge models of uniform rows: paints only what is on screen.

    Signals:
        rowClicked(int): the row under a mouse click.
    """

    rowClicked = Signal(int)

    def __init__(self, model: StepLogModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._model = model
        self._current = -1
        self._follow = True
        model.rowsInserted.connect(self._rows_changed)
        model.rowsRemoved.connect(self._rows_changed)
        model.modelReset.connect(self._reset)
        self.verticalScrollBar().valueChanged.connect(self.viewport().update)
        self.verticalScrollBar().actionTriggered.connect(self._user_scrolled)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # keys stay with the board
        self.setAccessibleName(QCoreApplication.translate("StepListView", "Step log"))
        model.set_colors(kind_colors(self.palette()))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:  # a new theme: colours readable on its base
            self._model.set_colors(kind_colors(self.palette()))
            self.viewport().update()

    def current_row_colors(self) -> tuple[QColor, QColor]:
        """(text, background) of the step shown: the palette's highlight, darkened or lightened
        if needed so the text reads at 4.5:1 (Fusion's light blue gives 3.7:1)."""
        pal = self.palette()
        text = pal.color(QPalette.ColorRole.HighlightedText)
        return text, theme.readable(pal.color(QPalette.ColorRole.Highlight), text)

    def row_height(self) -> int:
        return self.fontMetrics().height() + 4

    def _visible_rows(self) -> int:
        return max(1, self.viewport().height() // self.row_height())

    def _reset(self) -> None:
        self._current = -1
        self._follow = True
        self._rows_changed()

    def _rows_changed(self) -> None:
        bar = self.verticalScrollBar()
        rows = self._model.rowCount()
        bar.setRange(0, max(0, rows - self._visible_rows()))
        bar.setPageStep(self._visible_rows())
        if self._follow:
            bar.setValue(bar.maximum())
        self.viewport().update()

    def _user_scrolled(self, _action: int) -> None:
        bar = self.verticalScrollBar()
        self._follow = bar.sliderPosition() >= bar.maximum()

    def set_current(self, row: int) -> None:
        """Mark ``row`` as the step shown and scroll it into view."""
        self._current = row
        bar = self.verticalScrollBar()
        top = bar.value()
        if row < 0:
            bar.setValue(0)  # before the first step: the log from its top
        elif not top <= row < top + self._visible_rows():
            bar.setValue(max(0, row - self._visible_rows() + 1) if row >= top else row)
        self._follow = row >= self._model.rowCount() - 1
        self.viewport().update()

    def current(self) -> int:
        return self._current

    def top_row(self) -> int:
        return self.verticalScrollBar().value()

    def row_at(self, y: int) -> int:
        row = self.top_row() + y // self.row_height()
        return row if 0 <= row < self._model.rowCount() else -1

    def paintEvent(self, event: QPaintEvent) -> None:
        with GUI_TURN:
            self._paint()

    def _paint(self) -> None:
        p = QPainter(self.viewport())
        try:
            pal = self.palette()
            p.fillRect(self.viewport().rect(), pal.color(QPalette.ColorRole.Base))
            h = self.row_height()
            width = self.viewport().width()
            top = self.top_row()
            rows = self._model.rowCount()
            metrics = self.fontMetrics()
            for k in range(self._visible_rows() + 1):
                row = top + k
                if row >= rows:
                    break
                rect = QRect(0, k * h, width, h)
                index = self._model.index(row)
                color = self._model.data(index, Qt.ItemDataRole.ForegroundRole)
                red = color if row == self._model.flaw_row() and isinstance(color, QColor) else None
                if row == self._current:
                    color, background = self.current_row_colors()
                    if red is not None:  # the step at fault, shown: white (or black) on its red
                        color, background = _ink_on(red), red
                    p.fillRect(rect, background)
                elif red is not None:
                    p.fillRect(QRect(0, k * h, 3, h), red)
                p.setPen(color if isinstance(color, QColor) else pal.color(QPalette.ColorRole.Text))
                text = str(self._model.data(index, Qt.ItemDataRole.DisplayRole) or "")
                p.drawText(
                    rect.adjusted(4, 0, -4, 0),
                    Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                    metrics.elidedText(text, Qt.TextElideMode.ElideRight, width - 8),
                )
        finally:
            p.end()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._rows_changed()

    def wheelEvent(self, event: QWheelEvent) -> None:
        super().wheelEvent(event)
        self._user_scrolled(0)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        row = self.row_at(int(event.position().y()))
        if row >= 0 and event.button() == Qt.MouseButton.LeftButton:
            self.rowClicked.emit(row)

    def viewportEvent(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip:
            pos = self.viewport().mapFromGlobal(self.cursor().pos())
            row = self.row_at(pos.y())
            tip = self._model.data(self._model.index(row), Qt.ItemDataRole.ToolTipRole) if row >= 0 else None
            if tip:
                QToolTip.showText(self.cursor().pos(), as_written(str(tip)), self)  # a solver's text: never HTML
            else:
                QToolTip.hideText()
            return True
        return super().viewportEvent(event)
