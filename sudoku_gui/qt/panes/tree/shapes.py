"""The search tree's node shapes, as Gist and CP-Profiler draw them, and their legend.

A choice (a node whose children are drawn) is a filled circle, the open frontier a hollow one,
a failure a square, a solution a diamond, a collapsed subtree a lantern (a roof over a body as
tall as its node count is big) with the count inside. Fill: the outcome's colour.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPen, QPolygonF

from ....core.tree.layout import Shape
from ....core.tree.search_tree import NodeOutcome
from ...i18n import short_count
from .colors import TreeColors, text_on

LEGEND_INSET = 8.0
"""The legend's left margin in its strip, px."""


def paint_shape(
    p: QPainter,
    shape: Shape,
    outcome: NodeOutcome,
    c: QPointF,
    r: float,
    colors: TreeColors,
    lantern: QRectF | None = None,
) -> None:
    """One node centred at ``c``, ``r`` its radius; a lantern fills ``lantern`` (its box)."""
    fill = colors.outcome(outcome)
    p.setPen(QPen(colors.base, 1.5))
    p.setBrush(QBrush(fill))
    if shape == Shape.LANTERN and lantern is not None:
        shoulder = lantern.top() + lantern.width() * 0.35
        p.drawPolygon(
            QPolygonF([QPointF(lantern.center().x(), lantern.top()), QPointF(lantern.right(), shoulder),
                       lantern.bottomRight(), lantern.bottomLeft(), QPointF(lantern.left(), shoulder)])
        )  # fmt: skip
    elif shape == Shape.INNER:
        p.drawEllipse(c, r, r)
    elif outcome == NodeOutcome.OPEN:  # the frontier: hollow
        p.setBrush(QBrush(colors.base))
        p.setPen(QPen(fill, 2.5))
        p.drawEllipse(c, r, r)
    elif outcome == NodeOutcome.SOLUTION:
        k = r * 1.3
        p.drawPolygon(QPolygonF([c + QPointF(0, -k), c + QPointF(k, 0), c + QPointF(0, k), c + QPointF(-k, 0)]))
    else:  # a failure (or a cut)
        p.drawRect(QRectF(c.x() - r * 0.9, c.y() - r * 0.9, r * 1.8, r * 1.8))


def paint_backdoor_ring(p: QPainter, c: QPointF, r: float, colors: TreeColors) -> None:
    """The ring around a guess whose cell and digit are a size-1 backdoor of the puzzle (placed
    in the puzzle alone, that digit lets singles finish it); inside the selection's ring."""
    p.setPen(QPen(colors.backdoor, 2.5))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawEllipse(c, r + 2.0, r + 2.0)


def paint_flaw_mark(p: QPainter, c: QPointF, r: float, colors: TreeColors) -> None:
    """The mark of the node where the run went wrong (a fault Check Steps found, or a wrong
    claim): a red ring with a cross through the node, unlike any outcome's shape."""
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(colors.base, 5.0))
    k = r * 1.25
    p.drawLine(c + QPointF(-k, -k), c + QPointF(k, k))
    p.drawLine(c + QPointF(-k, k), c + QPointF(k, -k))
    p.setPen(QPen(colors.flaw, 2.5))
    p.drawLine(c + QPointF(-k, -k), c + QPointF(k, k))
    p.drawLine(c + QPointF(-k, k), c + QPointF(k, -k))
    ring = r + max(2.0, r * 0.4)
    p.drawEllipse(c, ring, ring)


def paint_count(p: QPainter, size: int, lantern: QRectF, outcome: NodeOutcome, colors: TreeColors) -> None:
    """A lantern's node count inside its body, shortened (1.2k) when it would not fit."""
    p.setPen(text_on(colors.outcome(outcome)))
    body = lantern.adjusted(0, lantern.width() * 0.35, 0, 0)
    text = f"{size:,}"
    if p.fontMetrics().horizontalAdvance(text) > body.width() - 4:
        text = short_count(size)
    p.drawText(body, Qt.AlignmentFlag.AlignCenter, text)


def paint_labels(p: QPainter, labels: list[tuple[str, QPointF]], r: float, colors: TreeColors) -> None:
    """Branch labels (``r4c7=3``) over their nodes, (text, node centre) each, ``r`` the nodes'
    radius, on a backing that keeps them legible over the edges, in the painter's font."""
    metrics = p.fontMetrics()
    backing = QColor(colors.base)
    backing.setAlpha(215)
    for text, centre in labels:
        w, h = metrics.horizontalAdvance(text) + 4, metrics.height()
        box = QRectF(centre.x() - w / 2, centre.y() - r - 3 - h, w, h)
        p.fillRect(box, backing)
        p.setPen(colors.text)
        p.drawText(box, Qt.AlignmentFlag.AlignCenter, text)


def _legend_names(flaw: bool) -> list[str]:
    names = [
        QCoreApplication.translate("SearchTreePane", "choice"),
        QCoreApplication.translate("SearchTreePane", "being searched"),
        QCoreApplication.translate("SearchTreePane", "failure"),
        QCoreApplication.translate("SearchTreePane", "solution"),
        QCoreApplication.translate("SearchTreePane", "collapsed subtree"),
        QCoreApplication.translate("SearchTreePane", "backdoor guess"),
    ]
    if flaw:
        names.append(QCoreApplication.translate("SearchTreePane", "fault or wrong claim"))
    return names


def _legend_lines(font: QFont, width: float, flaw: bool) -> list[list[tuple[int, float]]]:
    """The legend's entries (index, width in px) on lines at most ``width`` wide (0: one line)."""
    metrics = QFontMetricsF(font)
    r = metrics.height() * 0.36
    lines: list[list[tuple[int, float]]] = [[]]
    used = 0.0
    for i, name in enumerate(_legend_names(flaw)):  # laid out top down, so the first entries come first
        wide = r * 2.8 + metrics.horizontalAdvance(name) + r * 3
        if lines[-1] and width and used + wide > width - LEGEND_INSET - 4:
            lines.append([])
            used = 0.0
        lines[-1].append((i, wide))
        used += wide
    return lines


def legend_height(font: QFont, width: float, flaw: bool = False) -> float:
    """The height in px of the strip the legend takes at the bottom of a view ``width`` wide."""
    step = QFontMetricsF(font).height() + 4
    return len(_legend_lines(font, width, flaw)) * step + 8


def paint_legend(p: QPainter, strip: QRectF, colors: TreeColors, font: QFont, flaw: bool = False) -> None:
    """The shapes named, in ``strip`` (the bottom of a view, ``legend_height`` tall), on as many
    lines as its width needs; ``flaw``: the run has a fault or a wrong claim, and its mark is
    named too. The strip is filled first: nothing drawn under it shows through."""
    p.fillRect(strip, colors.base)
    p.setFont(font)
    metrics = p.fontMetrics()
    r = metrics.height() * 0.36

    def shape(kind: Shape, outcome: NodeOutcome) -> Callable[[QPointF], None]:
        return lambda c: paint_shape(
            p, kind, outcome, c, r, colors, QRectF(c.x() - r, c.y() - r * 1.3, r * 2.2, r * 2.6)
        )

    def backdoor(c: QPointF) -> None:
        paint_shape(p, Shape.INNER, NodeOutcome.FAILED, c, r * 0.7, colors)
        paint_backdoor_ring(p, c, r * 0.7, colors)

    draws: list[Callable[[QPointF], None]] = [
        shape(Shape.INNER, NodeOutcome.OPEN),
        shape(Shape.LEAF, NodeOutcome.OPEN),
        shape(Shape.LEAF, NodeOutcome.FAILED),
        shape(Shape.LEAF, NodeOutcome.SOLUTION),
        shape(Shape.LANTERN, NodeOutcome.FAILED),
        backdoor,
        lambda c: paint_flaw_mark(p, c, r * 0.6, colors),
    ]
    names = _legend_names(flaw)
    step = metrics.height() + 4
    p.setPen(QPen(colors.line, 1))
    p.drawLine(strip.topLeft(), strip.topRight())
    for k, line in enumerate(_legend_lines(font, strip.width(), flaw)):
        y = strip.top() + 4 + step / 2 + k * step
        x = strip.left() + LEGEND_INSET
        for i, wide in line:
            draws[i](QPointF(x + r, y))
            p.setPen(colors.text)
            p.drawText(QPointF(x + r * 2.8, y + metrics.ascent() / 2 - 1), names[i])
            x += wide
