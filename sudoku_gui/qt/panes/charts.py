"""The Charts pane: search depth, candidates left, and guesses and backtracks so far, against the
step number of the run shown (Ctrl+J).

The x axis is the run's timeline: a line marks the step shown and a click there seeks. The
curves reach the furthest step shown so far (as the step log does), never the steps the solver
recorded ahead of the board; a race overlays its racers' curves, each as far as its board has
shown, over the followed one's span. They are drawn as a min-max envelope per pixel column, the peak downsampling of pyqtgraph
done on the run's curves (``core.recording.curves.ChartReader``): a range that fits in the columns step by
step, a longer one with each column's extremes over its own steps, replayed from the timeline,
or, past 65,536 steps, from the buckets kept while recording. A dive of one step stays visible
in a run of ten million, and a redraw costs O(columns shown) past that. Axes label large numbers
as 200k and 1.5M (in Chinese 20万 and 150万). pyqtgraph (and numpy) load when the pane is first
shown, so the window starts and runs without them.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QElapsedTimer, Qt, QTimer
from PySide6.QtGui import QColor, QGuiApplication, QPalette, QShowEvent
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from ...core.recording.curves import ChartReader, Curve
from ..playback import Playback
from ..solver.gui_turn import GUI_TURN

if TYPE_CHECKING:
    from ..race.lockstep import Race
from .base import Pane
from .chart_axis import axis
from .race_curves import Envelope, RaceCurves, envelope_points, shown_end

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


def _y_extent(rows: Sequence[Envelope]) -> tuple[int, int] | None:
    """The least and greatest value of envelopes ``rows`` (None: no column)."""
    lows = [low for part in rows for _, low, _ in part]
    highs = [high for part in rows for _, _, high in part]
    return (min(lows), max(highs)) if lows else None


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
        self.race_curves = RaceCurves()  # a race's racers, each in its colour
        self._setting_range = False  # a range change of ours, not the user's
        self._legend: Any = None
        self._readers: list[ChartReader] = []  # the runs' readers, newest first (a race's racers)
        self._pending_seek = QTimer(self)  # a click's seek, unless it turns into a double click
        self._pending_seek.setSingleShot(True)
        self._pending_seek.timeout.connect(self._seek_clicked)
        self._seek_to = 0
        self._double = QElapsedTimer()  # since the last double click

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
            axes = {"bottom": axis("bottom"), "left": axis("left")}
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
        self.race_curves.name_racers(text.name())
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
        run = self.run
        if self.race_curves.race is None and run is not None:
            self._moved(run.playing)
        # (in a race the followed racer moves first: the race's ``moved`` redraws once all have)

    def _race_moved(self) -> None:
        race = self.race_curves.race
        if race is not None:
            self._moved(race.playing)

    def _moved(self, playing: bool) -> None:
        if self._widget is None or not self.isVisible():
            return
        if playing and self._since.isValid() and self._since.elapsed() < REFRESH_MS:
            return  # while playing, the step line moves with the curves (each move repaints the charts)
        self._since.start()
        self._redraw()

    def attach_race(self, race: Race | None) -> None:
        """Overlay every racer's curves in its colour (None: back to the run shown alone)."""
        shown = self.race_curves
        if shown.race is not None:
            shown.race.moved.disconnect(self._race_moved)
        if race is not None:
            race.moved.connect(self._race_moved)
        shown.race = race
        self._following = True
        self._drop_readers()
        self._build_race_items()
        self._redraw()

    def _build_race_items(self) -> None:
        if self._widget is not None:
            self.race_curves.build(self._widget, self._plots)
            self.race_curves.name_racers(self.palette().color(QPalette.ColorRole.Text).name())

    def _drop_readers(self) -> None:
        """Forget the readers of runs no longer shown (a reader holds its run's timeline)."""
        race = self.race_curves.race
        runs = [run for run in (race.runs if race is not None else []) if run is not None]
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
            self._legend.setVisible(self.race_curves.race is None)  # (a race draws each racer's guesses alone)
        if run is None:
            for item in self._curves.values():
                item.setData([], [])
            return
        if self.race_curves.race is not None:
            self._redraw_race(run)
            return
        end = shown_end(run)
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

    def _fit_y(self, drawn: Sequence[Sequence[Envelope]]) -> None:
        """Each chart's y range fits the envelopes drawn on it (``drawn``: per chart, its curves')."""
        for plot, rows in zip(self._plots, drawn, strict=True):
            extent = _y_extent(rows)
            if extent is not None:
                plot.setYRange(*extent)

    def _redraw_race(self, followed: Playback) -> None:
        """Every racer's curves (``RaceCurves``) over the followed racer's span so far (a click on
        its board follows another): the longest racer no longer squeezes the others; the wheel
        zooms out to them."""
        race = self.race_curves.race
        assert race is not None
        if len(self.race_curves.items) != len(race.runs):
            self._build_race_items()
        self.race_curves.name_racers(self.palette().color(QPalette.ColorRole.Text).name())
        for item in self._curves.values():
            item.setData([], [])  # the racers' own curves instead
        end = shown_end(followed)
        first, last = self._x_span(end)
        drawn = self.race_curves.draw(first, last, self._columns(), self._reader)
        self._fit_y([[rows for curve, rows in drawn if curve in dict(panel)] for panel in PANELS])
        self._follow_range(end)
        for line in self._lines:
            line.setValue(followed.position)
        self._settle()

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
        """A click shows the step under it once no second click has made it a double click,
        which only shows the whole run again (its first click seeks nothing)."""
        interval = QGuiApplication.styleHints().mouseDoubleClickInterval()
        if event.double():
            self._pending_seek.stop()
            self._double.start()
            self._following = True
            self._redraw()
            return
        if self.run is None or (self._double.isValid() and self._double.elapsed() < interval):
            return  # (a click heard after its double click's)
        for plot in self._plots:
            if plot.sceneBoundingRect().contains(event.scenePos()):
                self._seek_to = int(round(plot.vb.mapSceneToView(event.scenePos()).x()))
                self._pending_seek.start(interval)
                return

    def _seek_clicked(self) -> None:
        run = self.run
        if run is not None:
            run.pause()
            run.seek(self._seek_to)
