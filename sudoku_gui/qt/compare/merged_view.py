"""The merged tree of two searches, node-link, with its own zoom and pan (Compare Tree's drawing).

Shared nodes are drawn once, in grey; where the searches part, a pentagon sized by the nodes
there (both sides', log scale) and filled with the colour of the side that has more, its counts
("a / b") under it (``merged_paint``). The whole merge is laid out once (``core.analysis.merged_layout``);
each frame asks the layout for what reaches into the view only, a subtree narrower than
``COLLAPSE_PX`` being one collapsed mark, so a frame costs O(what is on screen) however big the
trees. Zoomed out, the levels keep filling the view's height (the vertical zoom is never less
than what fits the depth), so the shape stays readable.

The wheel zooms at the cursor, a drag pans; + and - zoom, 0 fits the whole tree. A click on a
pentagon picks it (``pentagonChosen``), on a collapsed mark zooms into it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QEvent, QLineF, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QHelpEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QResizeEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import QToolTip, QWidget

from ...core.analysis.merged_layout import (
    LEVEL_PX,
    NODE_PX,
    SLOT_PX,
    Drawn,
    MergedLayout,
    pentagon_label,
    pentagon_radius,
)
from ...core.analysis.tree_merge import Pentagon, pentagon_text
from ..i18n import short_count
from .merged_paint import (
    MergeColors,
    legend_height,
    merge_colors,
    paint_collapsed,
    paint_legend,
    paint_pentagon,
)

COLLAPSE_PX = 10.0
"""A subtree drawn narrower than this is one collapsed mark."""
MIN_SCALE, MAX_SCALE = 0.2, 3.0
"""Zoom limits (the least is lower when the whole tree needs it to fit)."""
LABEL_SCALE = 0.6
"""A pentagon picked is shown at least at this zoom, where its counts are written."""
BRANCH_LABEL_SCALE = 0.5
"""Shared nodes' branch labels (``r4c7=3``) are drawn from this zoom on, where they fit."""
ROOF_PX = 8.0
"""A collapsed mark narrower than this is a plain bar (its roof would not show)."""
LEGEND_FROM_PX = 160
"""A view taller than this keeps a strip at its bottom for the legend."""
MARGIN_PX = 20.0


@dataclass(frozen=True)
class Shown:
    """A node as the last frame drew it: its centre and radius in px, ``box`` the collapsed mark's
    (None for a node), ``label`` the text under or over it ("" : none)."""

    node: int
    centre: QPointF
    radius: float
    box: QRectF | None
    label: str


class MergedView(QWidget):
    """See the module text. ``viewChanged()``: the part shown moved (the overview follows)."""

    pentagonChosen = Signal(int)
    viewChanged = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.setMinimumSize(200, 160)
        self.layout_: MergedLayout | None = None
        self.names = ("A", "B")
        self._sx = 1.0
        self._origin = QPointF(0, 0)  # where the world's (0, 0) is on screen
        self._selected: int | None = None
        self._shown: list[Shown] = []
        self._press: QPointF | None = None
        self._dragged = False
        self._moved = False  # the user zoomed or panned: a resize no longer fits the tree again

    def sizeHint(self) -> QSize:
        return QSize(640, 420)

    def set_layout(self, layout: MergedLayout, name_a: str, name_b: str) -> None:
        """Draw ``layout`` (the whole tree fitted in the view once it has its size)."""
        self.layout_, self.names = layout, (name_a, name_b)
        self._selected, self._moved = None, False
        self.fit()

    def shown(self) -> list[Shown]:
        """What the last frame drew, parents before children."""
        return self._shown

    def selected(self) -> int | None:
        return self._selected

    # -- geometry --------------------------------------------------------------------------------

    def scales(self) -> tuple[float, float]:
        """Pixels per slot and per level over their zoom-1 sizes: (across, down)."""
        layout = self.layout_
        deep = (layout.height + 1.6) if layout is not None else 1.0
        down = max(self._sx, min(1.0, (self.tree_height() - 2 * MARGIN_PX) / (deep * LEVEL_PX)))
        return self._sx, down

    def tree_height(self) -> int:
        if self.height() <= LEGEND_FROM_PX:
            return self.height()
        return self.height() - int(legend_height(self._small_font(), self.width(), *self.names) + 1)

    def to_screen(self, x: float, depth: float) -> QPointF:
        sx, sy = self.scales()
        return QPointF(self._origin.x() + x * SLOT_PX * sx, self._origin.y() + depth * LEVEL_PX * sy)

    def to_world(self, point: QPointF) -> tuple[float, float]:
        sx, sy = self.scales()
        return (point.x() - self._origin.x()) / (SLOT_PX * sx), (point.y() - self._origin.y()) / (LEVEL_PX * sy)

    def window_shown(self) -> QRectF:
        """The part of the tree in view: x in slots, y in levels."""
        x0, d0 = self.to_world(QPointF(0, 0))
        x1, d1 = self.to_world(QPointF(self.width(), self.tree_height()))
        return QRectF(QPointF(x0, d0), QPointF(x1, d1))

    def _least_scale(self) -> float:
        layout = self.layout_
        if layout is None:
            return MIN_SCALE
        return min(MIN_SCALE, (self.width() - 2 * MARGIN_PX) / ((layout.width + 1) * SLOT_PX))

    def fit(self) -> None:
        """The whole tree in the view (the 0 key)."""
        layout = self.layout_
        if layout is None:
            return
        across = (self.width() - 2 * MARGIN_PX) / (layout.width * SLOT_PX)
        down = (self.tree_height() - 2 * MARGIN_PX) / ((layout.height + 1.6) * LEVEL_PX)
        self._sx = max(self._least_scale(), min(1.0, across, down))
        sx, _sy = self.scales()
        self._origin = QPointF((self.width() - layout.width * SLOT_PX * sx) / 2, MARGIN_PX + NODE_PX)
        self._changed()

    def zoom(self, factor: float, at: QPointF | None = None) -> None:
        """Zoom by ``factor`` about ``at`` (the view's centre by default), within the limits."""
        at = at if at is not None else QPointF(self.width() / 2, self.tree_height() / 2)
        wx, wd = self.to_world(at)
        self._sx = max(self._least_scale(), min(MAX_SCALE, self._sx * factor))
        sx, sy = self.scales()
        self._origin = QPointF(at.x() - wx * SLOT_PX * sx, at.y() - wd * LEVEL_PX * sy)
        self._changed()

    def pan(self, dx: float, dy: float) -> None:
        self._origin += QPointF(dx, dy)
        self._changed()

    def centre_on(self, x: float, depth: float) -> None:
        """Put the point ``x`` (slots), ``depth`` (levels) in the middle of the view."""
        at = self.to_screen(x, depth)
        self.pan(self.width() / 2 - at.x(), self.tree_height() / 2 - at.y())

    def select(self, node: int | None) -> None:
        """Mark pentagon ``node`` and bring it into sight (zoomed in enough to read its counts)."""
        self._selected = node
        layout = self.layout_
        if node is not None and layout is not None:
            at = self.to_screen(layout.x[node], layout.merged.depth[node])
            inside = QRectF(0, 0, self.width(), self.tree_height()).adjusted(
                MARGIN_PX, MARGIN_PX, -MARGIN_PX, -MARGIN_PX
            )
            if self._sx < LABEL_SCALE:
                self._sx = LABEL_SCALE
                self.centre_on(layout.x[node], layout.merged.depth[node])
            elif not inside.contains(at):  # in sight already: the drawing stays where it is
                self.centre_on(layout.x[node], layout.merged.depth[node])
        self.update()

    def _changed(self) -> None:
        self.update()
        self.viewChanged.emit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Until the user moves the drawing, a resize fits the tree again, the pick in the middle."""
        super().resizeEvent(event)
        if not self._moved and self.layout_ is not None:
            self.fit()
            if self._selected is not None:
                self.select(self._selected)

    # -- input -----------------------------------------------------------------------------------

    def shown_at(self, point: QPointF) -> Shown | None:
        """The node or collapsed mark drawn under ``point`` (None: empty space)."""
        for s in reversed(self._shown):
            if s.box is not None and s.box.adjusted(-2, -2, 2, 2).contains(point):
                return s
            if s.box is None and QLineF(s.centre, point).length() <= max(s.radius, 5.0):
                return s
        return None

    def wheelEvent(self, event: QWheelEvent) -> None:
        steps = event.angleDelta().y() / 120
        if steps:
            self._moved = True
            self.zoom(1.2**steps, event.position())

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        self._moved = True
        if key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
            self.zoom(1.25)
        elif key == Qt.Key.Key_Minus:
            self.zoom(0.8)
        elif key == Qt.Key.Key_0:
            self.fit()
        else:
            super().keyPressEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._press, self._dragged = event.position(), False

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._press is None or not event.buttons() & Qt.MouseButton.LeftButton:
            return
        delta = event.position() - self._press
        if self._dragged or abs(delta.x()) + abs(delta.y()) > 4:
            self._dragged = self._moved = True
            self._press = event.position()
            self.pan(delta.x(), delta.y())

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton or self._press is None:
            return
        clicked = not self._dragged
        self._press = None
        s = self.shown_at(event.position()) if clicked else None
        layout = self.layout_
        if s is None or layout is None:
            return
        if s.node in layout.merged.pentagons:
            self._selected = s.node
            self.update()
            self.pentagonChosen.emit(s.node)
        elif s.box is not None:  # a collapsed subtree: zoomed in until it spreads over the view
            span = max(1.0, layout.right[s.node] - layout.left[s.node])
            self.zoom((self.width() * 0.6) / (span * SLOT_PX * self._sx), s.centre)
            self.centre_on(layout.x[s.node], layout.merged.depth[s.node] + 1)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            tip = self.tip_at(QPointF(event.pos()))
            if tip:
                QToolTip.showText(event.globalPos(), tip, self)
            else:
                QToolTip.hideText()
            return True
        return super().event(event)

    def tip_at(self, point: QPointF) -> str:
        """What is under ``point`` in words: a pentagon's branches and counts, a collapsed
        subtree's nodes and differences, a shared node's path ("" over empty space)."""
        s = self.shown_at(point)
        layout = self.layout_
        if s is None or layout is None:
            return ""
        m = layout.merged
        where = "/".join(m.path(m.parent[s.node] if s.node in m.pentagons else s.node)) or QCoreApplication.translate(
            "TreeCompare", "the root (before any guess)"
        )
        if s.node in m.pentagons:
            return QCoreApplication.translate("TreeCompare", "Under {where}: {a} {text} {b}").format(
                where=where, a=self.names[0], b=self.names[1], text=pentagon_text(m, s.node)
            )
        if s.box is not None:
            a, b = layout.counts_in(s.node)
            return QCoreApplication.translate(
                "TreeCompare", "{where}: {n:,} merged nodes, {k:,} places where they part ({a:,} / {b:,} nodes)"
            ).format(where=where, n=layout.size(s.node), k=layout.pentagons_in(s.node), a=a, b=b)
        return where

    # -- painting --------------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        try:
            self._paint(p)
        finally:
            p.end()

    def _paint(self, p: QPainter) -> None:
        colors = merge_colors(self.palette())
        p.fillRect(self.rect(), colors.base)
        self._shown = []
        if self.layout_ is None:
            return
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        height = self.tree_height()
        p.save()
        p.setClipRect(QRectF(0, 0, self.width(), height))
        self._paint_tree(p, colors)
        p.restore()
        if height < self.height():
            strip = QRectF(0, height, self.width(), self.height() - height)
            paint_legend(p, strip, colors, self._small_font(), *self.names)

    def _paint_tree(self, p: QPainter, colors: MergeColors) -> None:
        layout = self.layout_
        assert layout is not None
        m = layout.merged
        sx, sy = self.scales()
        slot, level = SLOT_PX * sx, LEVEL_PX * sy
        w = self.window_shown()
        items = layout.visible(w.left() - 1, w.right() + 1, w.top() - 1, w.bottom() + 1, COLLAPSE_PX / slot)
        ox, oy = self._origin.x(), self._origin.y()
        centre: dict[int, QPointF] = {}
        edges: list[QLineF] = []
        for d in items:
            c = QPointF(ox + d.x * slot, oy + d.depth * level)
            centre[d.node] = c
            up = centre.get(m.parent[d.node]) if d.node else None
            if up is not None:
                edges.append(QLineF(up, c))
        p.setPen(QPen(colors.line, max(1.0, 1.5 * min(1.0, sx))))
        p.drawLines(edges)
        font = self._small_font()
        p.setFont(font)
        shown = self._shown
        bars: dict[int, tuple[QColor, list[QRectF]]] = {}  # narrow collapsed marks by colour
        for d in items:
            c = centre[d.node]
            run = (d.right - d.left) * slot
            if c.y() < -level or c.y() > self.height() + level:
                continue
            pentagon = m.pentagons.get(d.node)
            if pentagon is not None:
                shown.append(self._paint_pentagon(p, d.node, pentagon, c, run, colors))
            elif d.collapsed:
                fill, box = self._collapsed(d, c, colors)
                if box.width() < ROOF_PX:  # a bar: drawn with the others of its colour, in one call
                    bars.setdefault(fill.rgba(), (fill, []))[1].append(box)
                else:
                    paint_collapsed(p, box, fill, colors)
                shown.append(Shown(d.node, c, box.width() / 2, box, ""))
            else:
                shown.append(self._paint_shared(p, d.node, c, run, colors))
        p.setPen(Qt.PenStyle.NoPen)
        for fill, boxes in bars.values():
            p.setBrush(fill)
            p.drawRects(boxes)
        at = centre.get(self._selected) if self._selected is not None else None
        if at is not None:
            ring = next((s.radius for s in shown if s.node == self._selected), NODE_PX) + 5
            p.setPen(QPen(colors.marker, 2.5))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawEllipse(at, ring, ring)

    def _paint_shared(self, p: QPainter, node: int, c: QPointF, run: float, colors: MergeColors) -> Shown:
        """A node both searches made, its branch over it where the zoom and its run leave room."""
        r = min(max(NODE_PX * self._sx, 1.5), 0.45 * run)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(colors.shared)
        p.drawEllipse(c, r, r)
        label = self.layout_.merged.label(node) if node and self._sx >= BRANCH_LABEL_SCALE and self.layout_ else ""
        metrics = p.fontMetrics()
        if not label or metrics.horizontalAdvance(label) > run - 2:
            return Shown(node, c, r, None, "")
        p.setPen(colors.text)
        box = QRectF(c.x() - run / 2, c.y() - r - 1 - metrics.height(), run, metrics.height())
        p.drawText(box, Qt.AlignmentFlag.AlignCenter, label)
        return Shown(node, c, r, None, label)

    def _collapsed(self, d: Drawn, c: QPointF, colors: MergeColors) -> tuple[QColor, QRectF]:
        """A collapsed subtree's colour (its pentagons' larger side, else a shared node's) and
        box: its run of x, from its node down to its deepest level."""
        layout = self.layout_
        assert layout is not None
        sx, sy = self.scales()
        slot, level = SLOT_PX * sx, LEVEL_PX * sy
        a, b = layout.counts_in(d.node)
        run = (d.right - d.left) * slot
        top = c.y() - min(NODE_PX * sx, 0.45 * run)
        reach = layout.deepest[d.node] - d.depth + 0.8
        box = QRectF(self._origin.x() + d.left * slot + 1, top, max(1.0, run - 2), reach * level - (top - c.y()))
        return (colors.side(a, b) if a or b else colors.shared), box

    def _paint_pentagon(
        self, p: QPainter, node: int, pentagon: Pentagon, c: QPointF, run: float, colors: MergeColors
    ) -> Shown:
        """A pentagon centred at ``c`` in its run of ``run`` px, its counts under it where they fit."""
        sx = self._sx
        metrics = p.fontMetrics()
        r = min(max(pentagon_radius(pentagon.size) * sx, 2.5), 0.45 * run)
        paint_pentagon(p, c, r, colors.side(pentagon.a_count, pentagon.b_count), colors)
        label = _fitting(metrics.horizontalAdvance, pentagon_label(pentagon), pentagon, run - 2)
        if node == self._selected:  # the pick's counts in full, on a backing over its neighbours
            label = pentagon_label(pentagon)
            run = max(run, metrics.horizontalAdvance(label) + 6)
            p.fillRect(QRectF(c.x() - run / 2, c.y() + r + 6, run, metrics.height()), colors.base)
        if label:
            p.setPen(colors.text)
            box = QRectF(c.x() - run / 2, c.y() + r + 6, run, metrics.height())  # under the pick's ring
            p.drawText(box, Qt.AlignmentFlag.AlignCenter, label)
        return Shown(node, c, r, None, label)

    def _small_font(self) -> QFont:
        font = QFont(self.font())
        font.setPointSizeF(max(6.0, font.pointSizeF() * 0.85))
        return font


def _fitting(advance: Callable[[str], float], full: str, pentagon: Pentagon, room: float) -> str:
    """A pentagon's counts as drawn in ``room`` px: in full, else in short (1.2k / 56k), else none."""
    if advance(full) <= room:
        return full
    short = f"{short_count(pentagon.a_count)} / {short_count(pentagon.b_count)}"
    return short if advance(short) <= room else ""
