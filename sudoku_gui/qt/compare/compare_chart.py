"""The Compare dialog's chart: steps and time of each algorithm as horizontal bars, on log scales.

Drawn with pyqtgraph (the charts pane's library), in the window's palette (light or dark) and its
fonts (so Chinese titles are drawn, not boxes), with each algorithm's readable title.
"""

from __future__ import annotations

import math
from typing import Any

import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QVBoxLayout, QWidget

STEPS_COLOR = "#1d5fd1"
TIME_COLOR = "#c56a00"
BAR_HEIGHT = 0.6


def log_span(values: list[float]) -> tuple[float, float]:
    """The decades a log axis needs to show ``values`` (all > 0): (floor, ceil) of their log10,
    at least one decade wide."""
    logs = [math.log10(v) for v in values]
    low, high = math.floor(min(logs)), math.ceil(max(logs))
    return float(low), float(max(high, low + 1))


class CompareChart(QWidget):
    """Two bar charts side by side: steps and solving time per algorithm (log x axes).

    ``show_results(rows)`` draws ``rows`` of (title, steps, seconds), top to bottom; steps below 1
    are drawn as 1 and times below 0.1 ms as 0.1 ms (a log scale has no zero).
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        pg.setConfigOptions(antialias=True, useOpenGL=False)
        self.view = pg.GraphicsLayoutWidget()
        self.view.setMinimumHeight(220)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.view)
        self.steps_plot = self.view.addPlot(title=QCoreApplication.translate("CompareDialog", "Steps"))
        self.time_plot = self.view.addPlot(title=QCoreApplication.translate("CompareDialog", "Time (s)"))
        for plot in (self.steps_plot, self.time_plot):
            plot.setMenuEnabled(False)
            plot.setMouseEnabled(x=False, y=False)
            plot.hideButtons()
            plot.invertY(True)
            plot.setLogMode(x=True, y=False)  # the axis labels decades; the bars are given in log10
            plot.showGrid(x=True, y=False, alpha=0.25)
        self.time_plot.getAxis("left").setStyle(showValues=False)
        # The steps plot also holds the algorithms' titles: give it the wider share.
        self.view.ci.layout.setColumnStretchFactor(0, 3)
        self.view.ci.layout.setColumnStretchFactor(1, 2)
        self.rows: list[tuple[str, int, float]] = []
        self._style()

    def show_results(self, rows: list[tuple[str, int, float]]) -> None:
        self.rows = list(rows)
        ticks = [[(float(i), title) for i, (title, _, _) in enumerate(self.rows)]]
        series = (
            (self.steps_plot, [max(1.0, float(steps)) for _, steps, _ in self.rows], STEPS_COLOR),
            (self.time_plot, [max(1e-4, seconds) for _, _, seconds in self.rows], TIME_COLOR),
        )
        for plot, values, color in series:
            plot.clear()
            plot.getAxis("left").setTicks(ticks)
            if not values:
                continue
            low, high = log_span(values)
            bars = pg.BarGraphItem(
                x0=low,
                y=list(range(len(values))),
                height=BAR_HEIGHT,
                width=[math.log10(v) - low for v in values],
                brush=QColor(color),
                pen=pg.mkPen(None),
            )
            plot.addItem(bars)
            plot.setXRange(low, high, padding=0.02)
            plot.setYRange(-0.5, len(values) - 0.5, padding=0)

    def _style(self) -> None:
        """Colours from the palette, so the chart follows the light or dark theme."""
        palette = self.palette()
        self.view.setBackground(palette.color(QPalette.ColorRole.Base))
        text = palette.color(QPalette.ColorRole.Text)
        for plot in (self.steps_plot, self.time_plot):
            for side in ("left", "bottom"):
                axis = plot.getAxis(side)
                axis.setTextPen(text)
                axis.setPen(QColor(text))
                axis.setStyle(tickFont=self.font())
            plot.titleLabel.setText(plot.titleLabel.text, color=text.name())

    def changeEvent(self, event: Any) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.PaletteChange, QEvent.Type.ApplicationPaletteChange, QEvent.Type.FontChange):
            self._style()
