"""The Source pane's code view: a source file's lines in a monospace font, a gutter with each
line's hit count and number, the current step's line highlighted. It paints only the lines in
view (a frame costs what is visible, whatever the file's length or the run's)."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt, Signal
from PySide6.QtGui import QColor, QFontDatabase, QMouseEvent, QPainter, QPaintEvent, QPalette, QResizeEvent
from PySide6.QtWidgets import QAbstractScrollArea, QToolTip, QWidget

_PAD = 6  # pixels between the gutter's columns and around the text


class SourceView(QAbstractScrollArea):
    """See the module text. ``lineClicked(int)``: a line (1-based) was clicked."""

    lineClicked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self._lines: list[str] = []
        self._count = 0  # lines shown: the file's, or as many as the hits reach when unread
        self._hits: dict[int, int] = {}
        self._current: int | None = None
        self._chosen: int | None = None  # the line clicked last (its steps are listed)
        self.viewport().setMouseTracking(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)

    # -- what it shows -------------------------------------------------------------------------

    def set_lines(self, lines: list[str] | None, least: int = 0) -> None:
        """Show ``lines`` (None: the file could not be read; numbered lines up to ``least``)."""
        self._lines = lines or []
        self._count = len(self._lines) if lines is not None else least
        self._chosen = None
        self._layout()
        self.viewport().update()

    def set_hits(self, hits: dict[int, int]) -> None:
        """Each line's hit count (line -> steps it made so far); a line left out made none."""
        if hits != self._hits:
            self._hits = hits
            self._layout()
            self.viewport().update()

    def reach(self, line: int) -> None:
        """A file that could not be read: number its lines up to ``line`` at least (the last line
        a step named), and a few more, so the last one can be scrolled to the middle."""
        if not self._lines and line + 10 > self._count:
            self._count = line + 10
            self._layout()
            self.viewport().update()

    def set_current(self, line: int | None, scroll: bool = True) -> None:
        """Highlight ``line`` (None: no step, or its line is not in this file); ``scroll``: bring
        it into view, a third of the way down, when it is out of view."""
        if line == self._current:
            return
        self._current = line
        if line is not None and scroll:
            self.show_line(line)
        self.viewport().update()

    def set_chosen(self, line: int | None) -> None:
        self._chosen = line
        self.viewport().update()

    def current(self) -> int | None:
        return self._current

    def line_count(self) -> int:
        """Lines shown: the file's, or numbered lines only when it could not be read."""
        return self._count

    def show_line(self, line: int) -> None:
        """Scroll so ``line`` is in view (a third of the way down when it was not)."""
        bar = self.verticalScrollBar()
        first, rows = bar.value(), self._rows()
        if not first < line <= first + rows - 1:
            bar.setValue(max(0, line - 1 - rows // 3))
        # sideways too when the line's text starts out of view (deep indentation, a narrow pane)
        text = self.line_text(line).expandtabs(4)
        char = self.fontMetrics().horizontalAdvance("m")
        indent = (len(text) - len(text.lstrip())) * char
        room = self.viewport().width() - sum(self._gutter())
        hbar = self.horizontalScrollBar()
        if not hbar.value() <= indent <= hbar.value() + room * 2 // 3:
            hbar.setValue(max(0, indent - 2 * char))

    def line_text(self, line: int) -> str:
        return self._lines[line - 1] if 0 < line <= len(self._lines) else ""

    # -- geometry ------------------------------------------------------------------------------

    def _row_height(self) -> int:
        return self.fontMetrics().height() + 1

    def _rows(self) -> int:
        return max(1, self.viewport().height() // self._row_height())

    def _gutter(self) -> tuple[int, int]:
        """The widths of the hit-count column and the line-number column, in pixels."""
        metrics = self.fontMetrics()
        most = max(self._hits.values(), default=0)
        hits = metrics.horizontalAdvance(f"{most:,}") if most else metrics.horizontalAdvance("0")
        numbers = metrics.horizontalAdvance(str(max(self._count, 1)))
        return hits + 2 * _PAD, numbers + 2 * _PAD

    def _layout(self) -> None:
        bar = self.verticalScrollBar()
        bar.setRange(0, max(0, self._count - self._rows()))
        bar.setPageStep(self._rows())
        longest = max((len(t) for t in self._lines), default=0)
        width = sum(self._gutter()) + longest * self.fontMetrics().horizontalAdvance("m") + 2 * _PAD
        hbar = self.horizontalScrollBar()
        hbar.setRange(0, max(0, width - self.viewport().width()))
        hbar.setPageStep(self.viewport().width())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._layout()

    def line_at(self, y: int) -> int | None:
        """The line (1-based) at height ``y`` of the viewport, or None below the last."""
        line = self.verticalScrollBar().value() + y // self._row_height() + 1
        return line if 1 <= line <= self._count else None

    # -- painting and the mouse ----------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self.viewport())
        palette = self.palette()
        painter.fillRect(event.rect(), palette.color(QPalette.ColorRole.Base))
        hit_w, num_w = self._gutter()
        gutter = hit_w + num_w
        height, width = self._row_height(), self.viewport().width()
        painter.fillRect(QRect(0, 0, gutter, self.viewport().height()), palette.color(QPalette.ColorRole.AlternateBase))
        first = self.verticalScrollBar().value() + 1
        dx = self.horizontalScrollBar().value()
        text_color = palette.color(QPalette.ColorRole.Text)
        faint = QColor(text_color)
        faint.setAlphaF(0.55)
        mark = palette.color(QPalette.ColorRole.Highlight)
        chosen = QColor(mark)
        chosen.setAlphaF(0.25)
        most = max(self._hits.values(), default=0)
        for row in range(self._rows() + 1):
            line = first + row
            if line > self._count:
                break
            y = row * height
            hits = self._hits.get(line, 0)
            if line == self._current:
                painter.fillRect(QRect(0, y, width, height), mark)
                painter.setPen(palette.color(QPalette.ColorRole.HighlightedText))
            else:
                if line == self._chosen:
                    painter.fillRect(QRect(0, y, width, height), chosen)
                if hits:  # a bar as long as the line's share of the hottest line's hits
                    heat = QColor(mark)
                    heat.setAlphaF(0.35)
                    painter.fillRect(QRect(0, y + 1, max(2, hit_w * hits // most), height - 2), heat)
                painter.setPen(text_color)
            flags = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
            if hits:
                painter.drawText(QRect(0, y, hit_w - _PAD, height), flags, f"{hits:,}")
            if line != self._current:
                painter.setPen(faint)
            painter.drawText(QRect(hit_w, y, num_w - _PAD, height), flags, str(line))
            if line != self._current:
                painter.setPen(text_color)
            text = self.line_text(line)
            if text:
                painter.setClipRect(QRect(gutter, y, width - gutter, height))
                painter.drawText(gutter + _PAD - dx, y + self.fontMetrics().ascent(), text.expandtabs(4))
                painter.setClipping(False)
        painter.end()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        line = self.line_at(int(event.position().y()))
        if line is not None and event.button() == Qt.MouseButton.LeftButton:
            self.set_chosen(line)
            self.lineClicked.emit(line)
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        line = self.line_at(int(event.position().y()))
        if line is not None:
            hits = self._hits.get(line, 0)
            words = self.tr("line {line}: {hits} steps so far; click to list them").format(line=line, hits=f"{hits:,}")
            QToolTip.showText(event.globalPosition().toPoint(), words, self.viewport())
        super().mouseMoveEvent(event)

    def scrollContentsBy(self, dx: int, dy: int) -> None:
        self.viewport().update()
