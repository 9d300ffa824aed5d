"""The Charts pane: search depth, candidates left, and guesses and backtracks so far, against the
step number of the run shown (Ctrl+J).

The x axis is the run's timeline: a line marks the step shown and a click there seeks. The
curves reach the furthest step shown so far (as the step log does), never the steps the solver
recorded ahead of the board; a race overlays its racers' whole runs over the followed one's
span. They are drawn as a min-max envelope per pixel column, the peak downsampling of pyqtgraph
done on the run's curves (``core.series.ChartReader``): a range that fits in the columns step by
step, a longer one with each column's extremes over its own steps, replayed from the timeline,
or, past 65,536 steps, from the buckets kept while recording. A dive of one step stays visible
in a run of ten million, and a redraw costs O(columns shown) past that. Axes label large numbers
as 200k and 1.5M (in Chinese 20万 and 150万). pyqtgraph (and numpy) load when the pane is first
shown, so the window starts and runs without them.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QElapsedTimer, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPalette, QShowEvent
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from ...core.series import ChartReader, Curve
from ..gui_turn import GUI_TURN
from ..playback import Playback

if TYPE_CHECKING:
    from ..race.lockstep import Race
from .base import Pane

if TYPE_CHECKING:
    import pyqtgraph

REFRESH_MS = 200
"""While the run plays, the charts (curves and step line) are redrawn at most this often: a
repaint of three plots costs milliseconds of the GUI thread, which the solver shares."""
PANELS: tuple[tuple[tuple[Curve, str], ...], ...] = (
    (("depth", "#0072B2"),),
    (("candidates", "#009E73"),),
    (("guesses", "#E69F00"), ("backtracks", "#CC79A7")),
)
"""Each chart's curves with their colours (Okabe-Ito, colour-blind safe); titles in ``_titles``."""


def _titles() -> list[str]:
    # Called when the pane is built, so the texts follow the language installed by then.
    return [
        QCoreApplication.translate("ChartsPane", "Depth"),
        QCoreApplication.translate("ChartsPane", "Candidates left"),
        QCoreApplication.translate("ChartsPane", "Guesses, backtracks"),
    ]


def _legend_names() -> dict[Curve, str]:
    return {
        "guesses": QCoreApplication.translate("ChartsPane", "Guesses"),
        "backtracks": QCoreApplication.translate("ChartsPane", "Backtracks"),
    }


ENGLISH_UNITS: tuple[tuple[float, str], ...] = ((1e3, "{n}k"), (1e6, "{n}M"))


def number_units() -> tuple[tuple[float, str], ...]:
    """The units that shorten large numbers on the axes, smallest first: (size, template), in the
    language shown (a translation may use other sizes: Chinese counts in 万 and 亿)."""
    spec = QCoreApplication.translate(
        "ChartsPane",
        "1000 {n}k; 1000000 {n}M",
        "axis labels of large numbers: each unit as its size and a template, smallest first",
    )
    try:
        units = tuple((float(size), template) for size, template in (part.split() for part in spec.split(";")))
        for size, template in units:
            template.format(n="1")
            if size <= 1:
                raise ValueError(size)
    except (ValueError, KeyError, IndexError):  # a broken translation: the English units
        return ENGLISH_UNITS
    return units


def compact_number(value: float, spacing: float, units: Sequence[tuple[float, str]] = ENGLISH_UNITS) -> str:
    """An axis label of ``value`` for ticks ``spacing`` apart: 950, 1.5k, 200k, 1M, 2.5M (with the
    decimals the spacing needs); "" between whole numbers (steps and counts are whole)."""
    if abs(value - round(value)) > 1e-6 * max(1.0, spacing):
        return ""
    size, template = 1.0, "{n}"
    for unit, text in units:
        if abs(value) >= unit:
            size, template = unit, text
    step = spacing / size
    places = min(3, max(0, math.ceil(-math.log10(step) - 1e-9))) if step > 0 else 0
    number = f"{value / size:.{places}f}"
    if "." in number:
        number = number.rstrip("0").rstrip(".")
    return template.format(n="0" if number == "-0" else number)


_axis_class: Any = None


def _axis(orientation: str) -> Any:
    """A pyqtgraph axis labelled with ``compact_number`` (the class made once pyqtgraph is loaded)."""
    global _axis_class
    if _axis_class is None:
        import pyqtgraph as pg

        class CompactAxis(pg.AxisItem):  # type: ignore[misc]
            def tickStrings(self, values: list[float], scale: float, spacing: float) -> list[str]:
                units = number_units()
                return [compact_number(v * scale, spacing * scale, units) for v in values]

        _axis_class = CompactAxis
    axis = _axis_class(orientation=orientation)
    if orientation == "left":
        # Room for the widest label ("-888.8k", compact_number's longest) from the start: an axis
        # that widens as its labels grow lays the charts out again, three repaints as a run
        # starts (50 ms the GUI thread could not answer a key).
        width = QFontMetrics(axis.font()).horizontalAdvance("-888.8k")
        axis.setStyle(autoExpandTextSpace=False, tickTextWidth=width)
    return axis


_widget_class: Any = None


def _layout_widget() -> Any:
    """A pyqtgraph layout widget that paints holding the GUI's turn (``gui_turn.py``), the class
    made once pyqtgraph is loaded: pyqtgraph paints in Python, and sharing the GIL with a running
    solver, each of its Qt calls could wait for the switch interval (a 6 ms paint took 50)."""
    global _widget_class
    if _widget_class is None:
        import pyqtgraph as pg

        class TurnLayoutWidget(pg.GraphicsLayoutWidget):  # type: ignore[misc]
            def paintEvent(self, event: Any) -> None:
                with GUI_TURN:
                    super().paintEvent(event)

        _widget_class = TurnLayoutWidget
    return _widget_class()


def _y_extent(rows: Sequence[list[tuple[int, int, int]]]) -> tuple[int, int] | None:
    """The least and greatest value of envelopes ``rows`` (None: no column)."""
    lows = [low for part in rows for _, low, _ in part]
    highs = [high for part in rows for _, _, high in part]
    return (min(lows), max(highs)) if lows else None


def envelope_points(rows: list[tuple[int, int, int]]) -> tuple[list[float], list[float]]:
    """x and y of a line through each column's least and greatest value (a vertical stroke per
    column, joined to the next): the shape pyqtgraph's peak downsampling draws."""
    xs: list[float] = []
    ys: list[float] = []
    for end, low, high in rows:
        xs += (end, end)
        ys += (low, high)
    return xs, ys


class ChartsPane(Pane):
    object_name = "charts"
    shortcut = "Ctrl+J"
    area = Qt.DockWidgetArea.BottomDockWidgetArea
    preferred = 230

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._holder = QWidget()
        self._layout = QVBoxLayout(self._holder)
        self._layout.setContentsMargins(2, 2, 2, 2)
        self._placeholder = QLabel(QCoreApplication.translate("ChartsPane", "Charts appear here during a run."))
        self._placeholder.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._layout.addWidget(self._placeholder)
        self._holder.setMinimumHeight(180)
        self.setWidget(self._holder)
        self._plots: list[Any] = []  # pyqtgraph PlotItems, once built
        self._curves: dict[Curve, Any] = {}
        self._lines: list[Any] = []
        self._widget: pyqtgraph.GraphicsLayoutWidget | None = None
        self._since = QElapsedTimer()
        self._following = True  # the x range follows the whole run until the user zooms
        self._race: Race | None = None
        self._race_items: list[dict[Curve, Any]] = []  # per racer: its curves, in its colour
        self._setting_range = False  # a range change of ours, not the user's
        self._legend: Any = None
        self._readers: list[ChartReader] = []  # the runs' readers, newest first (a race's racers)

    def picture_widget(self) -> QWidget | None:
        return self._widget

    @classmethod
    def title(cls) -> str:
        return QCoreApplication.translate("ChartsPane", "Charts")

    @classmethod
    def menu_text(cls) -> str:
        return QCoreApplication.translate("ChartsPane", "C&harts")

    @classmethod
    def tip(cls) -> str:
        return QCoreApplication.translate(
            "ChartsPane", "Show or hide the charts of the run: depth, candidates left, guesses and backtracks"
        )

    # -- building, on first show -----------------------------------------------------------------

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._widget is None:
            self._build()
            self._build_race_items()
        self._redraw()  # hidden, it skipped the run's moves: the line and curves catch up

    def _build(self) -> None:
        import pyqtgraph as pg  # a large import: only once the charts are wanted

        pg.setConfigOptions(antialias=False, useOpenGL=False)
        widget = _layout_widget()
        widget.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        first = None
        for col, (title, curves) in enumerate(zip(_titles(), PANELS, strict=True)):
            axes = {"bottom": _axis("bottom"), "left": _axis("left")}
            plot = widget.addPlot(row=0, col=col, axisItems=axes)  # side by side: the pane docks under the board
            plot.setTitle(title, size="9pt")
            plot.setMenuEnabled(False)
            plot.hideButtons()
            plot.setMouseEnabled(x=True, y=False)
            if first is None:
                first = plot
            else:
                plot.setXLink(first)
            # the y range fits the curves shown, not the whole run: set with them (``_fit_y``),
            # not by pyqtgraph's auto range, which changes it while painting and paints again
            plot.enableAutoRange(y=False)
            if len(curves) > 1:
                self._legend = plot.addLegend(offset=(4, 4), labelTextSize="8pt", verSpacing=-6)
            names = _legend_names()
            for curve, color in curves:
                self._curves[curve] = plot.plot(pen=pg.mkPen(color, width=1.5), name=names.get(curve))
            line = pg.InfiniteLine(angle=90, movable=False, pen=pg.mkPen("#D55E00", width=1))
            plot.addItem(line)
            self._lines.append(line)
            plot.scene().sigMouseClicked.connect(self._clicked)
            plot.vb.sigRangeChangedManually.connect(self._range_changed)  # the user's zoom and pan only
            self._plots.append(plot)
        self._placeholder.hide()
        self._layout.addWidget(widget)
        self._widget = widget
        self._style()

    def _style(self) -> None:
        """Colours from the window's palette, so the charts follow the light or dark theme."""
        if self._widget is None:
            return
        palette = self.palette()
        self._widget.setBackground(palette.color(QPalette.ColorRole.Base))
        text = palette.color(QPalette.ColorRole.Text)
        for plot in self._plots:
            for side in ("left", "bottom"):
                axis = plot.getAxis(side)
                axis.setTextPen(text)
                axis.setPen(QColor(text))
            plot.titleLabel.setText(plot.titleLabel.text, color=text.name())
        if self._legend is not None:
            self._legend.setLabelTextColor(text)
            for _, label in self._legend.items:
                label.setText(label.text)  # (a label takes its new colour when its text is set)
            backdrop = QColor(palette.color(QPalette.ColorRole.Base))
            backdrop.setAlpha(200)
            self._legend.setBrush(backdrop)

    def changeEvent(self, event: Any) -> None:
        super().changeEvent(event)
        if event.type() in (event.Type.PaletteChange, event.Type.ApplicationPaletteChange):
            self._style()

    # -- following the run -----------------------------------------------------------------------

    def follow(self, run: Playback | None) -> None:
        self._following = True
        self._drop_readers()
        if run is not None:
            self.listen(run.positionChanged, self._position)
            self.listen(run.ended, self._redraw)
        self._redraw()

    def _position(self, position: int, _total: int, _first: int) -> None:
        if self._widget is None or not self.isVisible():
            return
        run = self.run
        if run is not None and run.playing and self._since.isValid() and self._since.elapsed() < REFRESH_MS:
            return  # while playing, the step line moves with the curves (each move repaints the charts)
        self._since.start()
        self._redraw()

    def attach_race(self, race: Race | None) -> None:
        """Overlay every racer's curves in its colour (None: back to the run shown alone)."""
        self._race = race
        self._following = True
        self._drop_readers()
        if self._widget is not None:
            self._build_race_items()
        self._redraw()

    def _build_race_items(self) -> None:
        import pyqtgraph as pg

        for old in self._race_items:
            for item in old.values():
                box = item.getViewBox()
                if box is not None:
                    box.removeItem(item)
        self._race_items = []
        race = self._race
        if race is None:
            return
        from ..race.lockstep import RACER_COLORS

        for i, run in enumerate(race.runs):
            items: dict[Curve, Any] = {}
            if run is not None:
                pen = pg.mkPen(RACER_COLORS[i % len(RACER_COLORS)], width=1.5)
                for plot, curve in zip(self._plots, ("depth", "candidates", "guesses"), strict=True):
                    items[curve] = plot.plot(pen=pen)  # type: ignore[index]
            self._race_items.append(items)

    def _drop_readers(self) -> None:
        """Forget the readers of runs no longer shown (a reader holds its run's timeline)."""
        runs = [run for run in (self._race.runs if self._race is not None else []) if run is not None]
        shown = [run.timeline for run in (*runs, self.run) if run is not None]
        self._readers = [r for r in self._readers if any(r.timeline is t for t in shown)]

    def _reader(self, run: Playback) -> ChartReader:
        """The run's reader (kept: it holds the range it replayed last)."""
        for reader in self._readers:
            if reader.timeline is run.timeline:
                return reader
        reader = ChartReader(run.timeline)
        self._readers = [reader, *self._readers[:7]]
        return reader

    @staticmethod
    def _shown_end(run: Playback) -> int:
        """The furthest step the run has shown (the curves stop there)."""
        return min(run.revealed, len(run.timeline))

    def _columns(self) -> int:
        """Pixel columns of one chart."""
        return max(50, int(self._plots[0].vb.width())) if self._plots else 50

    def _redraw(self) -> None:
        if self._widget is None:
            return
        run = self.run
        # Without a run the charts would be empty axes: the sentence says where they will be.
        self._widget.setVisible(run is not None)
        self._placeholder.setVisible(run is None)
        if self._legend is not None:
            self._legend.setVisible(self._race is None)  # (a race draws each racer's guesses alone)
        if run is None:
            for item in self._curves.values():
                item.setData([], [])
            return
        if self._race is not None:
            self._redraw_race(run)
            return
        end = self._shown_end(run)
        first, last = self._x_span(end)
        columns = self._columns()
        # while it plays, a frame replays O(columns) steps at most (else the buckets, until it stops)
        budget = 8 * columns if run.playing else None
        curves = self._reader(run).envelopes(first, min(last, end), columns, budget)
        for curve, item in self._curves.items():
            item.setData(*envelope_points(curves[curve]))
        self._fit_y([[curves[c] for c, _ in panel] for panel in PANELS])
        self._follow_range(end)
        for line in self._lines:
            line.setValue(run.position)
        self._settle()

    def _settle(self) -> None:
        """Move the plots to their new ranges now: pyqtgraph does it as it starts painting, and
        what moves then asks for a second paint of the whole charts."""
        if self._widget is not None:
            self._widget.scene().prepareForPaint()

    def _redraw_race(self, followed: Playback) -> None:
        """Every racer's whole recorded curves (a race is a replay of finished runs), over the
        followed racer's span (a click on its board follows another): the longest racer no
        longer squeezes the others; the wheel zooms out to them."""
        race = self._race
        assert race is not None
        if len(self._race_items) != len(race.runs):
            self._build_race_items()
        for item in self._curves.values():
            item.setData([], [])  # the racers' own curves instead
        runs = [(items, run) for items, run in zip(self._race_items, race.runs, strict=True) if run is not None]
        end = len(followed.timeline)
        first, last = self._x_span(end)
        columns = self._columns()
        drawn: list[list[list[tuple[int, int, int]]]] = [[] for _ in PANELS]
        for items, run in runs:
            curves = self._reader(run).envelopes(first, min(last, len(run.timeline)), columns)
            for i, (curve, item) in enumerate(items.items()):
                item.setData(*envelope_points(curves[curve]))
                drawn[i].append(curves[curve])
        self._fit_y(drawn)
        self._follow_range(end)
        for line in self._lines:
            line.setValue(followed.position)
        self._settle()

    def _fit_y(self, drawn: Sequence[Sequence[list[tuple[int, int, int]]]]) -> None:
        """Each chart's y range fits the envelopes drawn on it (``drawn``: per chart, its curves')."""
        for plot, rows in zip(self._plots, drawn, strict=True):
            extent = _y_extent(rows)
            if extent is not None:
                plot.setYRange(*extent)

    def _x_span(self, total: int) -> tuple[int, int]:
        if self._following:
            return 0, total
        (first_f, last_f), _ = self._plots[0].viewRange()
        return max(0, int(first_f)), max(1, int(last_f) + 1)

    def _follow_range(self, total: int) -> None:
        if self._following:
            self._setting_range = True
            try:
                self._plots[0].setXRange(0, max(1, total), padding=0.01)
            finally:
                self._setting_range = False

    def _range_changed(self, *_args: object) -> None:
        if self._setting_range:
            return
        self._following = False  # the user zoomed or panned: keep their range, redraw its detail
        self._redraw()

    def _clicked(self, event: Any) -> None:
        run = self.run
        if run is None or not self._plots or event.double():
            if event.double():
                self._following = True  # a double click shows the whole run again
                self._redraw()
            return
        for plot in self._plots:
            if plot.sceneBoundingRect().contains(event.scenePos()):
                x = plot.vb.mapSceneToView(event.scenePos()).x()
                run.pause()
                run.seek(int(round(x)))
                return
