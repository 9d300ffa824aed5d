"""The merged tree's colours and shapes (``merged_view``): a pentagon where two searches part,
filled with the colour of the side with more nodes there, a shared node in a quiet grey, a
collapsed subtree as a lantern-like mark, and the legend naming them.

The two sides' colours are Okabe-Ito's orange and blue (sky blue on a dark base), colour-blind
safe and apart from each other in both themes; equal sides reddish purple; shared nodes grey. The counts are written under
each pentagon, so no reader depends on colour alone.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPalette, QPen, QPolygonF


@dataclass(frozen=True)
class MergeColors:
    """``a`` and ``b``: a pentagon (or a collapsed mark) where that side has more nodes; ``even``
    where both have as many; ``shared``: a node both searches made; ``base`` (background),
    ``line`` (edges), ``text`` and ``marker`` (the pick's ring, the overview's frame)."""

    a: QColor
    b: QColor
    even: QColor
    shared: QColor
    base: QColor
    line: QColor
    text: QColor
    marker: QColor

    def side(self, a_count: int, b_count: int) -> QColor:
        """The colour of a place where side A has ``a_count`` nodes and side B ``b_count``."""
        if a_count == b_count:
            return self.even
        return self.a if a_count > b_count else self.b


def _mix(a: QColor, b: QColor, t: float) -> QColor:
    """``a`` moved ``t`` (0..1) of the way to ``b``."""
    return QColor.fromRgbF(
        a.redF() + (b.redF() - a.redF()) * t,
        a.greenF() + (b.greenF() - a.greenF()) * t,
        a.blueF() + (b.blueF() - a.blueF()) * t,
    )


def merge_colors(palette: QPalette) -> MergeColors:
    """The colours for a view drawn with ``palette`` (light or dark by its base colour)."""
    base = palette.color(QPalette.ColorRole.Base)
    text = palette.color(QPalette.ColorRole.Text)
    dark = base.lightness() < 128
    return MergeColors(
        a=QColor("#E69F00"),
        b=QColor("#56B4E9") if dark else QColor("#0072B2"),
        even=QColor("#CC79A7"),
        shared=_mix(text, base, 0.45),
        base=base,
        line=_mix(text, base, 0.55),
        text=text,
        marker=text,
    )


def pentagon_shape(c: QPointF, r: float) -> QPolygonF:
    """A regular pentagon of radius ``r`` centred at ``c``, a point up."""
    return QPolygonF(
        [c + QPointF(r * math.sin(2 * math.pi * k / 5), -r * math.cos(2 * math.pi * k / 5)) for k in range(5)]
    )


def paint_pentagon(p: QPainter, c: QPointF, r: float, fill: QColor, colors: MergeColors) -> None:
    p.setPen(QPen(colors.base, 1.2))
    p.setBrush(fill)
    p.drawPolygon(pentagon_shape(c, r))


def paint_collapsed(p: QPainter, box: QRectF, fill: QColor, colors: MergeColors) -> None:
    """A collapsed subtree: a roof over a body filling ``box``."""
    shoulder = box.top() + min(box.height() * 0.4, box.width() * 0.35)
    p.setPen(QPen(colors.base, 1.0))
    p.setBrush(fill)
    p.drawPolygon(
        QPolygonF([QPointF(box.center().x(), box.top()), QPointF(box.right(), shoulder), box.bottomRight(),
                   box.bottomLeft(), QPointF(box.left(), shoulder)])
    )  # fmt: skip


def legend_names(name_a: str, name_b: str) -> list[str]:
    return [
        QCoreApplication.translate("TreeCompare", "shared node"),
        QCoreApplication.translate("TreeCompare", "{a} has more nodes").format(a=name_a),
        QCoreApplication.translate("TreeCompare", "{b} has more nodes").format(b=name_b),
        QCoreApplication.translate("TreeCompare", "as many"),
        QCoreApplication.translate("TreeCompare", "collapsed subtree"),
    ]


def _lines(font: QFont, width: float, name_a: str, name_b: str) -> list[list[tuple[int, float]]]:
    """The legend's entries (index, width in px) on lines at most ``width`` wide."""
    metrics = QFontMetricsF(font)
    r = metrics.height() * 0.38
    lines: list[list[tuple[int, float]]] = [[]]
    used = 0.0
    for i, name in enumerate(legend_names(name_a, name_b)):
        wide = r * 5.6 + metrics.horizontalAdvance(name)
        if lines[-1] and used + wide > width - 12:
            lines.append([])
            used = 0.0
        lines[-1].append((i, wide))
        used += wide
    return lines


def legend_height(font: QFont, width: float, name_a: str, name_b: str) -> float:
    """The height in px of the legend's strip in a view ``width`` wide."""
    return len(_lines(font, width, name_a, name_b)) * (QFontMetricsF(font).height() + 4) + 8


def paint_legend(p: QPainter, strip: QRectF, colors: MergeColors, font: QFont, name_a: str, name_b: str) -> None:
    """The shapes named in ``strip`` (``legend_height`` tall), on as many lines as its width needs."""
    p.fillRect(strip, colors.base)
    p.setPen(QPen(colors.line, 1))
    p.drawLine(strip.topLeft(), strip.topRight())
    p.setFont(font)
    metrics = p.fontMetrics()
    r = metrics.height() * 0.38
    step = metrics.height() + 4
    fills = [colors.shared, colors.a, colors.b, colors.even, colors.shared]
    names = legend_names(name_a, name_b)
    for k, line in enumerate(_lines(font, strip.width(), name_a, name_b)):
        y = strip.top() + 4 + step / 2 + k * step
        x = strip.left() + 8
        for i, wide in line:
            c = QPointF(x + r, y)
            if i == 0:
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(fills[i])
                p.drawEllipse(c, r * 0.7, r * 0.7)
            elif i == 4:
                paint_collapsed(p, QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r), fills[i], colors)
            else:
                paint_pentagon(p, c, r, fills[i], colors)
            p.setPen(colors.text)
            p.drawText(QPointF(x + r * 2.6, y + metrics.ascent() / 2 - 1), names[i])
            x += wide
