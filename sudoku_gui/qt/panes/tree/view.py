"""The search tree around the selected node, node-link, with its own zoom and pan.

Gist's and CP-Profiler's shapes: a choice is a circle, a failure a square, a solution a diamond,
the open frontier a hollow circle, a collapsed subtree a lantern with its node count (a click
expands it one level, a double click on a node opened so folds it again); each shape filled with
its outcome's colour (``tree_colors``). Branch labels (``r4c7=3``) sit over their nodes once the
zoom leaves room for them; a node's tooltip says what became of it and, for a failed leaf, why.

What is drawn is a bounded neighbourhood of the selection (``core.tree.layout``), laid out again
when the selection moves or the tree grows, so nothing here is O(nodes). The wheel zooms at the
cursor, a drag pans, and the view keeps the selection where it was on screen (or centres it).
With the focus: Up parent, Down first child, Left/Right previous/next sibling, Home the root, End
the last node, + and - zoom, 0 back to zoom 1 around the selection; each move asks for the node (``nodeChosen``), whoever owns the view
selects it.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QEvent, QLineF, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
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

from ....core.tree.as_of import TreeAt
from ....core.tree.layout import Placed, Shape, neighbourhood
from ....core.tree.search_tree import SearchTree
from ...solver.gui_turn import GUI_TURN
from .colors import TreeColors, tree_colors
from .outline import NodeOutline
from .shapes import (
    legend_height,
    paint_backdoor_ring,
    paint_count,
    paint_flaw_mark,
    paint_labels,
    paint_legend,
    paint_shape,
)
from .texts import Steps, node_label, node_tip

SLOT_PX = 56.0
"""A slot's width (one node and its label) at zoom 1."""
LEVEL_PX = 64.0
"""A level's height at zoom 1."""
RADIUS_PX = 9.0
MIN_SCALE, MAX_SCALE = 0.08, 4.0
LABEL_SCALE = 0.6
"""Branch labels are drawn from this zoom on (below it they would overlap)."""
FIT_SCALES = (LABEL_SCALE, 1.0)
"""The zoom a tree is first shown at fits it in the view, within these bounds."""
LEGEND_FROM_PX = 160
"""A view taller than this keeps a strip at its bottom for the legend."""
MARGIN_PX = 24.0
"""The selection is kept at least this far inside the view, else it is centred."""
NAV_KEYS = frozenset(
    {Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Home, Qt.Key.Key_End}
)


def key_target(tree: TreeAt, node: int, key: Qt.Key) -> int | None:
    """Where a tree key leads from ``node``: Up the parent, Down the first child, Left/Right the
    previous/next sibling, Home the root, End the last node (None: nowhere)."""
    if key == Qt.Key.Key_Up:
        return tree.parent(node)
    if key == Qt.Key.Key_Down:
        return tree.first_child(node)
    if key == Qt.Key.Key_Left:
        return tree.previous_sibling(node)
    if key == Qt.Key.Key_Right:
        return tree.next_sibling(node)
    if key == Qt.Key.Key_Home:
        return SearchTree.ROOT
    return len(tree) - 1 if key == Qt.Key.Key_End else None


class TreeView(QWidget):
    """The node-link view (see the module text). ``nodeChosen(node)``: the user picked a node."""

    nodeChosen = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self._tree: TreeAt | None = None
        self._steps: Steps | None = None
        self._placed: list[Placed] = []
        self._index: dict[int, int] = {}  # node -> its index in _placed
        self._selected = SearchTree.ROOT
        self._expanded: set[int] = set()
        self._state: tuple[int, ...] = ()  # what the layout was made for
        self._scale = 1.0
        self._origin = QPointF(0, 0)  # where the world's (0, 0) is on screen
        self._press: QPointF | None = None
        self._dragged = False
        self._message = ""
        self._backdoors: frozenset[tuple[int, int]] = frozenset()
        self._flaw: tuple[int, str] | None = None  # (node, what is wrong there)
        self.set_highlight = NodeOutline(self.update)  # set_highlight(nodes) outlines them (outline.py)
        self.layouts = 0
        """Layouts made so far (tests count them)."""

    def sizeHint(self) -> QSize:
        return QSize(400, 320)

    # -- what is shown ---------------------------------------------------------------------------

    def show_tree(self, tree: TreeAt | None, steps: Steps | None) -> None:
        """Draw ``tree`` (None: nothing) from its root; ``steps`` say why failures failed. The
        owner moves ``tree`` to the position shown, then calls ``select``."""
        self._tree, self._steps = tree, steps
        self._placed, self._index, self._expanded, self._state = [], {}, set(), ()
        self._selected, self._scale = SearchTree.ROOT, 1.0
        self._flaw = None
        if tree is not None:
            self.select(SearchTree.ROOT)
            self.reset_view()
        self.update()

    def set_backdoors(self, pairs: frozenset[tuple[int, int]]) -> None:
        """(cell, digit) pairs that are size-1 backdoors: a guess of one gets a ring."""
        self._backdoors = pairs
        self.update()

    def set_flaw(self, node: int | None, text: str = "") -> None:
        """Mark ``node`` as where the run went wrong (a fault or a wrong claim, ``text`` saying
        it); None: the run has no flaw."""
        self._flaw = None if node is None else (node, text)
        self.update()

    def flaw_node(self) -> int | None:
        """The node marked as where the run went wrong, or None."""
        return self._flaw[0] if self._flaw is not None else None

    def is_backdoor(self, node: int) -> bool:
        """True when ``node``'s guess (cell and digit) is a size-1 backdoor of the puzzle."""
        tree = self._tree
        if tree is None or node == SearchTree.ROOT or not self._backdoors:
            return False
        cell = tree.cell(node)
        return cell is not None and (cell, tree.digit(node)) in self._backdoors

    def set_message(self, text: str) -> None:
        """A sentence drawn in the middle instead of the tree ("" : the tree)."""
        if text != self._message:
            self._message = text
            self.update()

    def selected(self) -> int:
        return self._selected

    def placed(self) -> list[Placed]:
        """The nodes drawn, as laid out (the root first)."""
        return self._placed

    def select(self, node: int) -> None:
        """Show the neighbourhood of ``node``, which the view keeps in sight; laid out again only
        when the node, the tree (its size, or the position it stands at: nodes close as it moves)
        or the expanded lanterns changed."""
        tree = self._tree
        if tree is None or not 0 <= node < len(tree):
            return
        state = (node, len(tree), tree.solutions, tree.position, len(self._expanded))
        if state == self._state:
            return
        anchor = self.screen_of(node) if node in self._index else self.screen_of(self._selected)
        self._selected, self._state = node, state
        self._placed = neighbourhood(tree, node, self._expanded)
        self._index = {p.node: i for i, p in enumerate(self._placed)}
        self.layouts += 1
        self._keep_in_sight(anchor)
        self.update()

    def expand(self, node: int, opened: bool = True) -> None:
        """Open (or fold again) the subtree of ``node``."""
        if opened:
            self._expanded.add(node)
        else:
            self._expanded.discard(node)
        self._state = ()
        self.select(self._selected)

    # -- geometry --------------------------------------------------------------------------------

    def scale(self) -> float:
        return self._scale

    def screen_of(self, node: int) -> QPointF | None:
        """Where ``node`` is drawn (its centre), None when it is not drawn."""
        i = self._index.get(node)
        if i is None:
            return None
        p = self._placed[i]
        return QPointF(
            self._origin.x() + p.x * SLOT_PX * self._scale, self._origin.y() + p.depth * LEVEL_PX * self._scale
        )

    def placed_at(self, point: QPointF) -> Placed | None:
        """The node drawn under ``point`` (its shape's box), None for empty space."""
        s = self._scale
        r = max(RADIUS_PX * s, 6.0)
        if point.y() >= self.tree_height():  # the legend's strip
            return None
        for p in reversed(self._placed):
            cx, cy = self._origin.x() + p.x * SLOT_PX * s, self._origin.y() + p.depth * LEVEL_PX * s
            bottom = cy + (self._lantern_height(p) if p.shape == Shape.LANTERN else r)
            if abs(point.x() - cx) <= max(r, SLOT_PX * 0.42 * s if p.shape == Shape.LANTERN else r) and (
                cy - r <= point.y() <= bottom
            ):
                return p
        return None

    def zoom(self, factor: float, at: QPointF | None = None) -> None:
        """Zoom by ``factor`` about ``at`` (the view's centre by default), within the limits."""
        at = at if at is not None else QPointF(self.width() / 2, self.tree_height() / 2)
        new = max(MIN_SCALE, min(MAX_SCALE, self._scale * factor))
        k = new / self._scale
        self._origin = at + (self._origin - at) * k
        self._scale = new
        self.update()

    def reset_view(self) -> None:
        """The zoom that shows the whole neighbourhood (between ``FIT_SCALES``), the selection
        in sight (the 0 key; also when a tree is first shown)."""
        if not self._placed:
            return
        xs = [q.x for q in self._placed]
        wide = (max(xs) - min(xs) + 1) * SLOT_PX + 2 * MARGIN_PX
        tall = (max(q.depth + q.height for q in self._placed) + 0.4) * LEVEL_PX + 2 * MARGIN_PX
        low, high = FIT_SCALES
        self._scale = max(low, min(high, self.width() / wide, self.tree_height() / tall))
        self._keep_in_sight(None)
        self.update()

    def pan(self, dx: float, dy: float) -> None:
        self._origin += QPointF(dx, dy)
        self.update()

    def _keep_in_sight(self, anchor: QPointF | None) -> None:
        """Put the selection at ``anchor`` (None, or outside the view: the middle), then shift:
        a neighbourhood narrower than the view to its middle, one taller as little as needed to
        show it whole; a bigger one to leave no empty margin where there is more tree to see,
        and up as far as the selection allows when the tree under it hangs below the view."""
        height = self.tree_height()
        inside = QRectF(0, 0, self.width(), height).adjusted(MARGIN_PX, MARGIN_PX, -MARGIN_PX, -MARGIN_PX)
        fresh = anchor is None or not inside.contains(anchor)
        if fresh:
            anchor = QPointF(self.width() / 2, height * 0.45)
        assert anchor is not None
        s = self._scale
        p = self._placed[self._index[self._selected]]
        origin = anchor - QPointF(p.x * SLOT_PX, p.depth * LEVEL_PX) * s
        xs = [q.x for q in self._placed]
        left, right = (min(xs) - 0.5) * SLOT_PX * s, (max(xs) + 0.5) * SLOT_PX * s
        top = -LEVEL_PX * 0.4 * s  # room for the labels over the root's children
        bottom = max(q.depth + q.height for q in self._placed) * LEVEL_PX * s
        dx = _fit(origin.x() + left, origin.x() + right, self.width(), centre=True)
        dy = _fit(origin.y() + top, origin.y() + bottom, height, centre=False)
        if fresh and bottom - top <= height - 2 * MARGIN_PX:  # fits: from the top
            dy = MARGIN_PX - (origin.y() + top)
        hang = origin.y() + bottom + dy - (height - MARGIN_PX)
        if hang > 0:  # the tree under the selection hangs out of sight: lift it, the selection kept in
            dy -= max(0.0, min(hang, origin.y() + dy + p.depth * LEVEL_PX * s + top - MARGIN_PX))
        self._origin = origin + QPointF(dx, dy)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Laid out before the view had its size (a pane shown in a tab), the selection may sit
        outside it: it is brought back in sight, where it was when it still is."""
        super().resizeEvent(event)
        if self._placed and self._selected in self._index:
            self._keep_in_sight(self.screen_of(self._selected))

    def tree_height(self) -> int:
        """The height the tree is drawn in: the view's, less the legend's strip at its bottom
        (none on a view too low for it), so the legend never covers a node."""
        if self.height() <= LEGEND_FROM_PX:
            return self.height()
        return self.height() - math.ceil(legend_height(self._small_font(), self.width(), self._flaw is not None))

    def _lantern_height(self, p: Placed) -> float:
        return max(2 * RADIUS_PX, p.height * LEVEL_PX * 0.8) * self._scale

    # -- input -----------------------------------------------------------------------------------

    def event(self, event: QEvent) -> bool:
        kind = event.type()
        if (  # the tree's own keys win over the window's (Left/Right step the run there)
            kind == QEvent.Type.ShortcutOverride
            and isinstance(event, QKeyEvent)
            and event.key() in NAV_KEYS
            and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        ):
            event.accept()
            return True
        if kind == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            tip = self.tip_at(QPointF(event.pos()))
            if tip:
                QToolTip.showText(event.globalPos(), tip, self)
            else:
                QToolTip.hideText()
            return True
        return super().event(event)

    def tip_at(self, point: QPointF) -> str:
        """The tooltip of the node drawn under ``point`` ("" over empty space)."""
        p = self.placed_at(point)
        if p is None or self._tree is None or self._steps is None:
            return ""
        tip = node_tip(self._tree, self._steps, p.node, p.shape == Shape.LANTERN, self._tree.position)
        if self._holds_flaw(p):
            assert self._flaw is not None
            tip += "\n\u2717 " + self._flaw[1]
        return tip

    def _holds_flaw(self, q: Placed) -> bool:
        """The node marked as where the run went wrong is ``q``, or inside ``q``'s lantern."""
        if self._flaw is None:
            return False
        node = self._flaw[0]
        return node == q.node or (q.shape == Shape.LANTERN and q.node < node < q.node + q.size)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if self._tree is None or event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            super().keyPressEvent(event)
        elif key in NAV_KEYS:
            target = key_target(self._tree, self._selected, Qt.Key(key))
            if target is not None and target != self._selected:
                self.nodeChosen.emit(target)
        elif key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
            self.zoom(1.25)
        elif key == Qt.Key.Key_Minus:
            self.zoom(0.8)
        elif key == Qt.Key.Key_0:
            self.reset_view()
        else:
            super().keyPressEvent(event)

    def wheelEvent(self, event: QWheelEvent) -> None:
        steps = event.angleDelta().y() / 120
        if steps:
            self.zoom(1.15**steps, event.position())

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._press, self._dragged = event.position(), False

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._press is None or not event.buttons() & Qt.MouseButton.LeftButton:
            return
        delta = event.position() - self._press
        if self._dragged or abs(delta.x()) + abs(delta.y()) > 4:
            self._dragged = True
            self._press = event.position()
            self.pan(delta.x(), delta.y())

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton or self._press is None:
            return
        clicked = not self._dragged
        self._press = None
        p = self.placed_at(event.position()) if clicked else None
        if p is None:
            return
        if p.shape == Shape.LANTERN:
            self.expand(p.node)
        else:
            self.nodeChosen.emit(p.node)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        p = self.placed_at(event.position())
        if p is not None and p.node in self._expanded:
            self.expand(p.node, opened=False)

    # -- painting --------------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        with GUI_TURN:
            painter = QPainter(self)
            try:
                self._paint(painter)
            finally:
                painter.end()

    def _paint(self, p: QPainter) -> None:
        colors = tree_colors(self.palette())
        p.fillRect(self.rect(), colors.base)
        if self._message or self._tree is None:
            p.setPen(colors.text)
            p.drawText(
                QRectF(self.rect()).adjusted(12, 12, -12, -12),
                Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                self._message,
            )
            return
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        height = self.tree_height()
        p.save()
        p.setClipRect(QRectF(0, 0, self.width(), height))  # the legend's strip is its own
        self._paint_tree(p, colors)
        p.restore()
        if height < self.height():
            strip = QRectF(0, height, self.width(), self.height() - height)
            paint_legend(p, strip, colors, self._small_font(), self._flaw is not None)

    def _paint_tree(self, p: QPainter, colors: TreeColors) -> None:
        s, ox, oy = self._scale, self._origin.x(), self._origin.y()
        view = QRectF(0, 0, self.width(), self.tree_height())
        view = view.adjusted(-SLOT_PX * s, -LEVEL_PX * s, SLOT_PX * s, LEVEL_PX * s)
        centres = [QPointF(ox + q.x * SLOT_PX * s, oy + q.depth * LEVEL_PX * s) for q in self._placed]
        r = max(2.0, RADIUS_PX * s)
        edges = [
            QLineF(centres[q.parent] + QPointF(0, r), centres[i] - QPointF(0, r))
            for i, q in enumerate(self._placed)
            if q.parent >= 0 and (view.contains(centres[i]) or view.contains(centres[q.parent]))
        ]
        p.setPen(QPen(colors.line, max(1.0, 1.5 * min(1.0, s))))
        p.drawLines(edges)
        shown = [i for i, c in enumerate(centres) if view.contains(c)]
        for i in shown:
            self._paint_node(p, self._placed[i], centres[i], r, colors)
        tree = self._tree
        if s >= LABEL_SCALE and tree is not None:
            p.setFont(self._small_font())
            placed = self._placed
            paint_labels(
                p, [(node_label(tree, placed[i].node), centres[i]) for i in shown if placed[i].parent >= 0], r, colors
            )
        at = self._index.get(self._selected)
        if at is not None:
            p.setPen(QPen(colors.marker, 2.5))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawEllipse(centres[at], r + 5, r + 5)

    def _paint_node(self, p: QPainter, q: Placed, c: QPointF, r: float, colors: TreeColors) -> None:
        lantern = None
        if q.shape == Shape.LANTERN:
            hw = max(r, SLOT_PX * 0.42 * self._scale)
            lantern = QRectF(c.x() - hw, c.y() - r, 2 * hw, r + self._lantern_height(q))
        paint_shape(p, q.shape, q.outcome, c, r, colors, lantern)
        if lantern is None and self.is_backdoor(q.node):
            paint_backdoor_ring(p, c, r, colors)
        if self._holds_flaw(q):
            paint_flaw_mark(p, c, r, colors)
        self.set_highlight.paint(p, q, c, r, lantern)
        if lantern is not None and self._scale >= 0.45:
            p.setFont(self._small_font())
            paint_count(p, q.size, lantern, q.outcome, colors)
        if q.hidden and self._scale >= LABEL_SCALE:
            p.setPen(colors.text)
            p.setFont(self._small_font())
            p.drawText(c + QPointF(r + 4, r), f"+{q.hidden}")

    def _small_font(self) -> QFont:
        font = QFont(self.font())
        font.setPointSizeF(max(6.0, font.pointSizeF() * 0.85))
        return font


def _fit(lo: float, hi: float, size: float, centre: bool) -> float:
    """The shift along one axis that brings the extent ``lo..hi`` inside ``0..size`` (less the
    margins) when it fits (``centre``: in the middle), else closes any margin it leaves empty."""
    room = size - 2 * MARGIN_PX
    if hi - lo <= room:
        if centre:
            return MARGIN_PX + (room - (hi - lo)) / 2 - lo
        if lo < MARGIN_PX:
            return MARGIN_PX - lo
        return min(0.0, size - MARGIN_PX - hi)
    if lo > MARGIN_PX:
        return MARGIN_PX - lo
    return max(0.0, size - MARGIN_PX - hi)
