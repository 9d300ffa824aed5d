"""The Charts pane: built when first shown, curves from the run's series, a click seeks."""

from __future__ import annotations

import sys

import pytest
from conftest import SEED_PUZZLES

from sudoku_gui.core.board_state import BoardState
from sudoku_gui.qt.clock import FrameClock
from sudoku_gui.qt.panes.charts import ChartsPane, envelope_points
from sudoku_gui.qt.playback import Playback
from sudoku_gui.speeds import MAX_SPEED

pytestmark = pytest.mark.shared_window  # every test of the window here only reads or drives it

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
    # (once the double-click interval has passed: a double click only shows the whole run)
    qtbot.waitUntil(lambda: abs(run.position - target) <= len(run.timeline) // 50, timeout=3_000)
    assert not run.playing
    run.join(1000)


def test_a_double_click_shows_the_whole_run_again_and_moves_no_step(qtbot):
    from PySide6.QtCore import QPoint, QPointF, Qt
    from PySide6.QtGui import QGuiApplication

    run = finished(qtbot)
    pane = shown_pane(qtbot, run)
    run.seek(100)
    plot = pane._plots[0]
    plot.setXRange(1000, 2000, padding=0)  # zoomed, as the wheel does
    pane._range_changed()
    assert not pane._following
    (_, _), (y_low, y_high) = plot.viewRange()
    at = pane._widget.mapFromScene(plot.vb.mapViewToScene(QPointF(1500, (y_low + y_high) / 2)))
    viewport, point = pane._widget.viewport(), QPoint(at.x(), at.y())
    # as Qt delivers a double click: press, release, double-click, release
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=point)
    qtbot.mouseDClick(viewport, Qt.MouseButton.LeftButton, pos=point)
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=point)
    qtbot.wait(QGuiApplication.styleHints().mouseDoubleClickInterval() + 200)
    assert pane._following and run.position == 100  # unzoomed, and the board stays where it was
    (x0, x1), _ = plot.viewRange()
    assert x0 <= 0 and x1 >= len(run.timeline)
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


def shown_pane(qtbot, run, width=600):
    pane = ChartsPane()
    qtbot.addWidget(pane)
    pane.attach(run)
    pane.resize(width, 400)
    pane.show()
    qtbot.waitExposed(pane)
    return pane


def test_a_run_past_the_kept_steps_is_drawn_column_by_column(qtbot):
    """propagate-guess on Hard: 3,011 steps, drawn from 24 buckets before (a sawtooth from step 128)."""
    run = finished(qtbot)
    assert 2048 < len(run.timeline) < 4000
    pane = shown_pane(qtbot, run)
    xs, ys = pane._curves["depth"].getData()
    columns = pane._columns()
    assert columns >= 100 and len(xs) == 2 * columns  # a stroke per pixel column
    assert xs[0] < 3000 / columns + 1  # from the start, not from step 128
    run.join(1000)


def test_the_step_line_catches_up_when_the_pane_is_shown_again(qtbot):
    run = finished(qtbot)
    pane = shown_pane(qtbot, run)
    run.seek(100)
    pane.hide()
    run.seek(2000)  # moved while hidden
    pane.show()
    qtbot.waitExposed(pane)
    assert all(line.value() == 2000 for line in pane._lines)
    run.join(1000)


def test_the_curves_stop_at_the_step_shown_not_at_the_steps_recorded_ahead(qtbot):
    clock = FrameClock()
    clock.set_speed(5)  # slow: the solver records a window of steps ahead of the board
    run = Playback("propagate-guess", BoardState(HARD), clock)
    run.start(paused=True)
    pane = shown_pane(qtbot, run)
    for i in range(1, 31):
        run.step_forward()
        qtbot.waitUntil(lambda i=i: run.position == i, timeout=10_000)
    qtbot.waitUntil(lambda: len(run.timeline) > 30, timeout=10_000)  # recorded ahead of the board
    pane._redraw()
    for curve in ("depth", "candidates", "guesses", "backtracks"):
        xs, _ = pane._curves[curve].getData()
        assert max(xs) == 30, curve
    run.stop()
    run.join(2000)


def test_guesses_and_backtracks_have_a_legend(qtbot):
    run = finished(qtbot)
    pane = shown_pane(qtbot, run)
    labels = [label.text for _, label in pane._legend.items]
    assert labels == ["Guesses", "Backtracks"]
    text = pane.palette().color(pane.palette().ColorRole.Text).name()
    assert all(f"color:{text}" in label.item.toHtml().replace(" ", "").lower() for _, label in pane._legend.items)
    run.join(1000)


def test_axes_say_200k_and_1M_not_1e06(qtbot):
    from sudoku_gui.qt.panes.chart_axis import compact_number

    assert compact_number(200_000, 100_000) == "200k"
    assert compact_number(1_000_000, 200_000) == "1M"
    assert compact_number(1_500_000, 500_000) == "1.5M"
    assert compact_number(1_500, 500) == "1.5k"
    assert compact_number(950, 50) == "950" and compact_number(0, 0.5) == "0"
    assert compact_number(2.5, 0.5) == ""  # no half steps
    chinese = ((1e4, "{n}万"), (1e8, "{n}亿"))
    assert compact_number(200_000, 100_000, chinese) == "20万"
    assert compact_number(150_000_000, 50_000_000, chinese) == "1.5亿"
    run = finished(qtbot)
    pane = shown_pane(qtbot, run)
    for plot in pane._plots:
        assert plot.getAxis("bottom").tickStrings([0, 1e6, 2e6], 1, 1e6) == ["0", "1M", "2M"]
        assert plot.getAxis("left").tickStrings([0, 200_000], 1, 200_000) == ["0", "200k"]
    run.join(1000)


def test_a_race_spans_the_followed_racer_not_the_longest(qtbot, window):
    """units takes 9,503 steps on Hard, propagate-guess 3,011: following propagate-guess, its
    curves span the charts instead of their first third; units' are cut at the same step."""
    from PySide6.QtCore import Qt

    w = window
    w.load_puzzle(HARD)
    charts = next(p for p in w.panes if p.object_name == "charts")
    w.pane_keys.press(charts)
    w.race_tools.start(["units", "propagate-guess"])
    qtbot.waitUntil(lambda: w.race_panel is not None, timeout=60_000)
    race_shown = w.controller.racing.race
    units, pg = race_shown.runs
    assert len(units.timeline) > 2 * len(pg.timeline)
    race_shown.end()  # every board at its end (the curves go no further than the boards)
    qtbot.mouseClick(w.race_panel.tiles[1].board, Qt.MouseButton.LeftButton)  # follow propagate-guess
    qtbot.waitUntil(lambda: charts.run is pg, timeout=5_000)
    (x0, x1), _ = charts._plots[0].viewRange()
    assert x0 <= 0 and len(pg.timeline) <= x1 < 1.1 * len(pg.timeline)
    pg_xs, _ = charts.race_curves.items[1]["depth"].getData()
    units_xs, _ = charts.race_curves.items[0]["depth"].getData()
    assert max(pg_xs) == len(pg.timeline) and max(units_xs) <= len(pg.timeline)
    w.controller.stop()


def test_chinese_axes_count_in_wan_and_yi(qapp):
    from sudoku_gui.qt import i18n
    from sudoku_gui.qt.panes.chart_axis import ENGLISH_UNITS, compact_number, number_units

    try:
        assert i18n.install("zh_CN")
        assert compact_number(200_000, 100_000, number_units()) == "20万"
        assert i18n.install("zh_TW")
        assert compact_number(3_000_000, 1_000_000, number_units()) == "300萬"
    finally:
        i18n.install("en")
    assert number_units() == ENGLISH_UNITS


def axis_labels(axis):
    """The labels an axis draws: (left, right, text) each, in px, left to right."""
    from PySide6.QtGui import QImage, QPainter

    image = QImage(10, 10, QImage.Format.Format_RGB32)
    painter = QPainter(image)
    try:
        _, _, texts = axis.generateDrawSpecs(painter)
    finally:
        painter.end()
    return sorted((rect.left(), rect.right(), text) for rect, _, text in texts)


def test_tick_labels_never_run_together_however_narrow_the_chart(qtbot):
    """At 1366x768 the charts under the board are about 250 px each: "200k400k600k" ran together."""
    run = finished(qtbot)
    pane = shown_pane(qtbot, run, width=1200)
    for width in (1200, 760, 520, 400):
        pane.resize(width, 300)
        qtbot.waitUntil(lambda width=width: pane.width() == width, timeout=5_000)
        for last in (3011, 1_050_851, 5_000_000, 123_456_789):
            for plot in pane._plots:
                plot.setXRange(0, last, padding=0.01)
                bottom = plot.getAxis("bottom")
                labels = axis_labels(bottom)
                assert len(labels) >= (2 if bottom.width() >= 200 else 1), (width, last, labels)
                for (_, right, text), (left, _, following) in zip(labels, labels[1:], strict=False):
                    assert left - right >= 4, (width, last, text, following)
    # a single tick (its spacing wider than the range) keeps the decimals its value needs
    assert pane._plots[0].getAxis("bottom").tickStrings([1_500_000], 1, 1e8) == ["1.5M"]
    run.join(1000)


def test_tick_spacing_grows_until_labels_fit_then_falls_back_to_one_label_inside():
    from sudoku_gui.qt.panes.chart_axis import next_spacing, spaced

    assert [next_spacing(s) for s in (1, 2, 5, 10, 0.5, 200_000)] == [2, 5, 10, 20, 1, 500_000]
    wide = lambda _v, _s: 30.0  # noqa: E731
    assert spaced(0, 1_050_000, 400, 100_000, wide, 8) == (100_000, 0.0)  # 38 px apart: 38 needed
    assert spaced(0, 1_050_000, 300, 100_000, wide, 8) == (200_000, 0.0)
    assert spaced(0, 1_050_000, 150, 100_000, wide, 8) == (500_000, 0.0)
    spacing, only = spaced(0, 5_050_000, 40, 1_000_000, lambda _v, _s: 18.0, 8)  # no two labels fit
    assert spacing > 5_050_000 and 0 < only < 5_050_000  # one tick, inside the axis
