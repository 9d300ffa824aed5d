"""The merged tree's overview: the whole merge squeezed into a strip, every place the searches part
marked in its side's colour (however small), and a frame round what the drawing shows; a click
or a drag moves the drawing there.

The strip is drawn once into a pixmap (again when its size or the theme changes): the layout's
``visible`` at the strip's scale, a subtree under two pixels wide one mark, so it costs
O(pixels), not O(nodes); the frame alone is drawn on each move.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPaintEvent, QPen, QPixmap
from PySide6.QtWidgets import QSizePolicy, QWidget

from .merged_paint import MergeColors, merge_colors
from .merged_view import MergedView

FOLD_PX = 2.0
"""A subtree narrower than this in the overview is one mark."""


class MergedOverview(QWidget):
    """See the module text; it follows ``view`` (and moves it)."""

    def __init__(self, view: MergedView, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.view = view
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setFixedHeight(90)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self._pixmap: QPixmap | None = None
        self._key: tuple[object, ...] = ()
        view.viewChanged.connect(self.update)

    def sizeHint(self) -> QSize:
        return QSize(640, 90)

    def scales(self) -> tuple[float, float]:
        """Pixels per slot and per level."""
        layout = self.view.layout_
        if layout is None:
            return 1.0, 1.0
        return (self.width() - 4) / max(1.0, layout.width), (self.height() - 6) / (layout.height + 1)

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        try:
            colors = merge_colors(self.palette())
            key = (self.width(), self.height(), id(self.view.layout_), colors.base.rgba())
            if self._pixmap is None or key != self._key:
                self._key, self._pixmap = key, self._strip(colors)
            p.drawPixmap(0, 0, self._pixmap)
            if self.view.layout_ is None:
                return
            kx, ky = self.scales()
            w = self.view.window_shown()
            frame = QRectF(2 + w.left() * kx, 3 + w.top() * ky, w.width() * kx, w.height() * ky)
            frame = frame.intersected(QRectF(self.rect()).adjusted(1, 1, -1, -1))
            p.setPen(QPen(colors.marker, 1.5))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRect(frame if frame.width() >= 3 else frame.adjusted(-1.5, 0, 1.5, 0))
        finally:
            p.end()

    def _strip(self, colors: MergeColors) -> QPixmap:
        pixmap = QPixmap(self.size())
        pixmap.fill(colors.base)
        layout = self.view.layout_
        if layout is None:
            return pixmap
        m = layout.merged
        kx, ky = self.scales()
        p = QPainter(pixmap)
        try:
            items = layout.visible(0.0, layout.width, 0.0, float(layout.height), FOLD_PX / kx)
            at = {d.node: QPointF(2 + d.x * kx, 3 + d.depth * ky) for d in items}
            lines = [(at[m.parent[d.node]], at[d.node]) for d in items if d.node and m.parent[d.node] in at]
            p.setPen(QPen(colors.line, 1))
            for start, end in lines:
                p.drawLine(start, end)
            for d in items:
                if d.collapsed:
                    a, b = layout.counts_in(d.node)
                    fill = QColor(colors.side(a, b) if a or b else colors.shared)
                    deep = layout.deepest[d.node] - d.depth + 0.8
                    box = QRectF(2 + d.left * kx, at[d.node].y(), max(1.0, (d.right - d.left) * kx), ky * deep)
                    p.fillRect(box, fill)
            for node, pentagon in m.pentagons.items():  # every one, so none is lost in a collapsed mark
                x = 2 + layout.x[node] * kx
                y = 3 + m.depth[node] * ky
                p.fillRect(QRectF(x - 1.5, y - 2, 3, max(4.0, ky)), colors.side(pentagon.a_count, pentagon.b_count))
        finally:
            p.end()
        return pixmap

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self._move_view(event.position())

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if event.buttons() & Qt.MouseButton.LeftButton:
            self._move_view(event.position())

    def _move_view(self, at: QPointF) -> None:
        if self.view.layout_ is None:
            return
        kx, ky = self.scales()
        self.view.centre_on((at.x() - 2) / kx, (at.y() - 3) / ky)
