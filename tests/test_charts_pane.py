"""The Charts pane: built when first shown, curves from the run's series, a click seeks."""

from __future__ import annotations

import sys

from conftest import SEED_PUZZLES

from sudoku_gui.core.board_state import BoardState
from sudoku_gui.qt.clock import FrameClock
from sudoku_gui.qt.panes.charts import ChartsPane, envelope_points
from sudoku_gui.qt.playback import Playback
from sudoku_gui.speeds import MAX_SPEED

HARD = next(p.values for p in SEED_PUZZLES if p.source.startswith("000") and p.name == "Hard")


def finished(qtbot, algorithm="propagate-guess") -> Playback:
    clock = FrameClock()
    clock.set_speed(MAX_SPEED)
    run = Playback(algorithm, BoardState(HARD), clock)
    with qtbot.waitSignal(run.ended, timeout=20_000):
        run.start()
    return run


def test_the_envelope_is_a_stroke_per_column():
    assert envelope_points([(10, 1, 4), (20, 2, 2)]) == ([10, 10, 20, 20], [1, 4, 2, 2])


def test_the_pane_loads_pyqtgraph_only_when_shown_and_draws_the_run(qtbot):
    pane = ChartsPane()
    qtbot.addWidget(pane)
    run = finished(qtbot)
    pane.attach(run)
    assert pane._widget is None  # hidden so far: nothing built
    pane.resize(500, 500)
    pane.show()
    qtbot.waitExposed(pane)
    assert pane._widget is not None and "pyqtgraph" in sys.modules
    xs, ys = pane._curves["depth"].getData()
    assert len(xs) > 2 and max(ys) == max(run.series.depth_max)
    assert max(xs) == len(run.timeline)
    gx, gy = pane._curves["guesses"].getData()
    assert gy[-1] == run.timeline.head.counters.guesses
    run.join(1000)


def test_a_click_on_a_chart_seeks_there(qtbot):
    from PySide6.QtCore import QPoint, QPointF, Qt

    pane = ChartsPane()
    qtbot.addWidget(pane)
    run = finished(qtbot)
    pane.attach(run)
    pane.resize(600, 500)
    pane.show()
    qtbot.waitExposed(pane)
    run.home()
    plot = pane._plots[0]
    target = len(run.timeline) // 2
    (_, _), (y_low, y_high) = plot.viewRange()
    scene_point = plot.vb.mapViewToScene(QPointF(target, (y_low + y_high) / 2))
    widget_point = pane._widget.mapFromScene(scene_point)
    qtbot.mouseClick(pane._widget.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(widget_point.x(), widget_point.y()))
    assert abs(run.position - target) <= len(run.timeline) // 50
    assert not run.playing
    run.join(1000)


def test_without_a_run_the_pane_says_so_instead_of_empty_axes(qtbot):
    pane = ChartsPane()
    qtbot.addWidget(pane)
    pane.resize(500, 300)
    pane.show()
    qtbot.waitExposed(pane)
    assert pane._widget is not None
    assert pane._placeholder.isVisible() and not pane._widget.isVisible()
    run = finished(qtbot)
    pane.attach(run)
    assert pane._widget.isVisible() and not pane._placeholder.isVisible()
    pane.attach(None)
    assert pane._placeholder.isVisible() and not pane._widget.isVisible()
    run.join(1000)
