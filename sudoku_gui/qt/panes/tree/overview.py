"""The search tree's overview: an icicle whose x is the run's steps and y the depth.

Each node spans the steps of its subtree, so the overview *is* the timeline: a vertical line
marks the position shown, a click goes there and a drag scrubs (``seekRequested``). It is drawn
per pixel column, never per node (``core.tree.icicle``): the columns' codes become a tiny
indexed image, one pixel per column and depth row, drawn scaled and transposed in one call, and
recomputed only when the run grew (at most four times a second while it plays) or the width
changed. The selected node's span is outlined.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QElapsedTimer, QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QHelpEvent, QImage, QMouseEvent, QPainter, QPaintEvent, QPen, QTransform
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from ....core.recording.curves import RunSeries
from ....core.tree.as_of import TreeAt
from ....core.tree.icicle import CODES, Icicle, icicle
from ...solver.gui_turn import GUI_TURN
from .colors import TreeColors, tree_colors
from .texts import node_label

PLAYING_MS = 250
"""While the run plays, the columns are computed again at most this often."""


class TreeOverview(QWidget):
    """The icicle (see the module text). ``show_run`` sets what it draws, ``update_run`` tells
    it the run moved or grew; ``seekRequested(position)`` when the user clicks or drags."""

    seekRequested = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.setMinimumHeight(48)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self._tree: TreeAt | None = None
        self._series: RunSeries | None = None
        self._total = 0
        self._first = 0
        self._position = 0
        self._selected: int | None = None
        self._icicle: Icicle | None = None
        self._key: tuple[int, ...] = ()
        self._image: QImage | None = None
        self._pixels = b""  # the image's bytes, kept alive with it
        self._colors: TreeColors | None = None
        self._computed = QElapsedTimer()
        self.playing = False
        """Set while the run plays: the columns are then computed at most every ``PLAYING_MS``."""
        self.flaw_step = 0
        """The step where the run went wrong (a fault or a wrong claim), marked red; 0: none."""

    def sizeHint(self) -> QSize:
        return QSize(400, 160)

    # -- what is shown ---------------------------------------------------------------------------

    def show_run(self, tree: TreeAt | None, series: RunSeries | None) -> None:
        self._tree, self._series = tree, series
        self._icicle, self._image, self._key, self._selected = None, None, (), None
        self._total = self._position = self._first = 0
        self.update()

    def update_run(self, position: int, total: int, first: int, selected: int | None) -> None:
        """The run is shown at ``position`` of ``total`` steps (kept from ``first``; the tree
        stands at ``total``, the furthest step shown) and the node ``selected`` is outlined."""
        changed = (position, total, first, selected) != (self._position, self._total, self._first, self._selected)
        self._position, self._total, self._first, self._selected = position, total, first, selected
        if changed:
            self.update()

    def icicle(self) -> Icicle | None:
        """The columns drawn: computed again when the run grew or the width changed, but while
        the run plays (``playing``) at most every ``PLAYING_MS`` (the last columns drawn are
        stretched over the steps they cover meanwhile)."""
        tree = self._tree
        if tree is None:
            return None
        key = (self._total, len(tree), tree.solutions, self.width())
        if key == self._key and self._icicle is not None:
            return self._icicle
        recent = self._computed.isValid() and self._computed.elapsed() < PLAYING_MS
        if self._icicle is None or key[3] != self._key[3] or not (self.playing and recent):
            self._key = key
            self._icicle = icicle(tree, 0, self._total, max(1, self.width()), self._series)
            self._image = None
            self._computed.start()
        return self._icicle

    # -- geometry --------------------------------------------------------------------------------

    def position_at(self, x: float) -> int:
        """The position under x (pixels), clamped to the positions kept."""
        span = self._total + 1
        p = int(x / max(1, self.width()) * span)
        return max(self._first, min(self._total, p))

    def x_of(self, position: float) -> float:
        """The left edge of ``position``'s pixels."""
        return position / (self._total + 1) * self.width()

    def row_height(self, rows: int) -> float:
        """A depth row's height: the rows fill the overview's height, however deep the tree."""
        return self.height() / max(1, rows)

    # -- painting --------------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        with GUI_TURN:
            p = QPainter(self)
            try:
                self._paint(p)
            finally:
                p.end()

    def _paint(self, p: QPainter) -> None:
        colors = tree_colors(self.palette())
        p.fillRect(self.rect(), colors.base)
        ice = self.icicle()
        if ice is None or self._tree is None:
            return
        if self._image is None or colors != self._colors:
            self._image, self._pixels = _image(ice, colors)
            self._colors = colors
        rh = self.row_height(ice.rows)
        drawn = self.x_of(ice.last + 1)
        columns = len(ice.columns)
        p.save()
        p.setTransform(QTransform(0, rh, drawn / columns, 0, 0, 0))  # image x (depth) down, y (column) across
        p.drawImage(QPointF(0, 0), self._image)
        if drawn < self.width() - 0.5:  # steps recorded since the columns were computed: the last one, stretched
            p.setTransform(QTransform(0, rh, self.width() - drawn, 0, drawn, 0))
            p.drawImage(QPointF(0, 0), self._image, QRectF(0, columns - 1, ice.rows, 1))
        p.restore()
        if self._selected is not None and 0 < self._selected < len(self._tree):  # the root spans all
            # the selected node's steps: a band over the whole height (a row may be a pixel
            # high), its own row outlined
            tree, node = self._tree, self._selected
            x0, x1 = self.x_of(tree.first(node)), self.x_of(tree.last(node, self._total) + 1)
            band = QColor(colors.marker)
            band.setAlpha(35)
            p.fillRect(QRectF(x0, 0, max(2.0, x1 - x0), self.height()), band)
            p.setPen(QPen(colors.marker, 2))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRect(QRectF(x0, tree.depth(node) * rh, max(2.0, x1 - x0), max(2.0, rh)))
        if self.flaw_step:
            fx = self.x_of(min(self.flaw_step, self._total) + 0.5)
            p.setPen(QPen(colors.flaw, 2, Qt.PenStyle.DashLine))
            p.drawLine(QPointF(fx, 0), QPointF(fx, self.height()))
        x = self.x_of(self._position + 0.5)
        p.setPen(QPen(colors.base, 4))
        p.drawLine(QPointF(x, 0), QPointF(x, self.height()))
        p.setPen(QPen(colors.marker, 2))
        p.drawLine(QPointF(x, 0), QPointF(x, self.height()))

    # -- input -----------------------------------------------------------------------------------

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self._tree is not None:
            self.seekRequested.emit(self.position_at(event.position().x()))

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if event.buttons() & Qt.MouseButton.LeftButton and self._tree is not None:
            self.seekRequested.emit(self.position_at(event.position().x()))

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            tip = self.tip_at(QPointF(event.pos()))
            if tip:
                QToolTip.showText(event.globalPos(), tip, self)
            else:
                QToolTip.hideText()
            return True
        return super().event(event)

    def tip_at(self, at: QPointF) -> str:
        """The step under ``at`` and the branch of the node there, at the row's depth."""
        tree, ice = self._tree, self._icicle
        if tree is None or ice is None:
            return ""
        position = self.position_at(at.x())
        node = tree.node_at(position)
        row = int(at.y() / self.row_height(ice.rows))
        while tree.depth(node) > row and (up := tree.parent(node)) is not None:
            node = up
        return QCoreApplication.translate("SearchTreePane", "Step {step}: {label}").format(
            step=f"{position:,}", label=node_label(tree, node)
        )


def _image(ice: Icicle, colors: TreeColors) -> tuple[QImage, bytes]:
    """The columns as an indexed image: x is the depth row, y the column (drawn transposed)."""
    stride = (ice.rows + 3) & ~3
    pixels = b"".join(column.ljust(stride, b"\0") for column in ice.columns)
    image = QImage(pixels, ice.rows, len(ice.columns), stride, QImage.Format.Format_Indexed8)
    table = [QColor(0, 0, 0, 0).rgba()] * CODES
    table[1:6] = [c.rgba() for c in (colors.open, colors.failed, colors.solution, colors.cut, colors.explored)]
    table[0] = colors.base.rgba()
    image.setColorTable(table)
    return image, pixels
