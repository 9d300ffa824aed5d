"""The search tree's colours: Okabe-Ito's colour-blind-safe set, for the light and dark themes.

Solutions bluish green, failures vermillion, choices and open nodes blue (sky blue on a dark
base, where the darker blue is too faint), a cut grey; the node-link view also tells them apart
by shape (Gist's circles, squares and diamonds), so no reader depends on colour alone.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QColor, QPalette

from ....core.tree.search_tree import NodeOutcome


@dataclass(frozen=True)
class TreeColors:
    """One theme's colours: one per outcome, ``explored`` (the overview's failed region below
    the path), ``base`` (background), ``line`` (edges), ``text`` and ``marker`` (the selection
    and the position shown), ``backdoor`` (the ring of a guess that is a size-1 backdoor),
    ``flaw`` (the cross on the node of a fault or a wrong claim: red, apart from the failures'
    vermillion)."""

    open: QColor
    failed: QColor
    solution: QColor
    cut: QColor
    explored: QColor
    base: QColor
    line: QColor
    text: QColor
    marker: QColor
    backdoor: QColor
    flaw: QColor

    def outcome(self, outcome: NodeOutcome) -> QColor:
        return (self.open, self.failed, self.solution, self.cut)[outcome]


def luminance(color: QColor) -> float:
    """Relative luminance (WCAG 2), 0 for black to 1 for white."""

    def channel(c: float) -> float:
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(color.redF()) + 0.7152 * channel(color.greenF()) + 0.0722 * channel(color.blueF())


def text_on(fill: QColor) -> QColor:
    """Black or white, whichever reads better on ``fill`` (black on vermillion: 5.4:1)."""
    lum = luminance(fill)
    return QColor("#000000") if (lum + 0.05) / 0.05 >= 1.05 / (lum + 0.05) else QColor("#FFFFFF")


def is_dark(palette: QPalette) -> bool:
    return palette.color(QPalette.ColorRole.Base).lightness() < 128


def mix(a: QColor, b: QColor, t: float) -> QColor:
    """``a`` moved ``t`` (0..1) of the way to ``b``."""
    return QColor.fromRgbF(
        a.redF() + (b.redF() - a.redF()) * t,
        a.greenF() + (b.greenF() - a.greenF()) * t,
        a.blueF() + (b.blueF() - a.blueF()) * t,
    )


def tree_colors(palette: QPalette) -> TreeColors:
    """The colours for a widget drawn with ``palette`` (light or dark by its base colour)."""
    base = palette.color(QPalette.ColorRole.Base)
    text = palette.color(QPalette.ColorRole.Text)
    dark = is_dark(palette)
    failed = QColor("#D55E00")
    return TreeColors(
        open=QColor("#56B4E9") if dark else QColor("#0072B2"),
        failed=failed,
        solution=QColor("#009E73"),
        cut=QColor("#8C8C8C"),
        explored=mix(failed, base, 0.55),
        base=base,
        line=mix(text, base, 0.55),
        text=text,
        marker=text,
        backdoor=QColor("#E69F00") if dark else QColor("#9B4F96"),
        flaw=QColor("#FF4D4D") if dark else QColor("#C00000"),
    )
