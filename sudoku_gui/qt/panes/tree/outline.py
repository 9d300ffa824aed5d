"""Nodes outlined in the node-link view: a repeated failure's occurrences (Search > Repeated
Failures), each drawn with an orange square around its shape, or around the lantern that holds it.

Kept apart from ``TreeView``, which holds one as ``set_highlight``: ``view.set_highlight(nodes)``
outlines ``nodes`` (() clears), and the view asks it to ``paint`` each node it draws.
"""

from __future__ import annotations

import bisect
from collections.abc import Callable, Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from ....core.tree.layout import Placed, Shape

HIGHLIGHT = QColor(232, 118, 0)
"""The outline's colour: orange, apart from every outcome's and the selection's, on both themes."""


class NodeOutline:
    """The node ids outlined (sorted); ``changed()`` asks the view to draw again."""

    def __init__(self, changed: Callable[[], None]) -> None:
        self.nodes: list[int] = []
        self._changed = changed

    def __call__(self, nodes: Sequence[int]) -> None:
        """Outline ``nodes`` (ids in the tree shown; a lantern holding one is outlined); () clears."""
        self.nodes = sorted(nodes)
        self._changed()

    def holds(self, q: Placed) -> bool:
        """True when ``q`` is an outlined node, or a lantern holding one."""
        i = bisect.bisect_left(self.nodes, q.node)
        end = q.node + (q.size if q.shape == Shape.LANTERN else 1)
        return i < len(self.nodes) and self.nodes[i] < end

    def paint(self, p: QPainter, q: Placed, c: QPointF, r: float, lantern: QRectF | None) -> None:
        """Draw ``q``'s outline (centre ``c``, radius ``r``, its lantern's box) when it has one."""
        if not self.nodes or not self.holds(q):
            return
        box = lantern if lantern is not None else QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(HIGHLIGHT, 2.5))
        p.drawRoundedRect(box.adjusted(-8.0, -8.0, 8.0, 8.0), 3.0, 3.0)  # outside the selection ring
