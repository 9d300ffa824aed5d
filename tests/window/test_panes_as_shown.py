"""Every pane shows only what the board has shown: a live run records ahead of its board and a
race replays runs recorded whole, yet the search tree, the charts, the step log and a race's
finishing order say nothing the board has not shown yet. Each pane of a live run paused at a
step is compared with the same pane showing a run that stopped at that step."""

from __future__ import annotations

import itertools

import pytest
from conftest import SEED_PUZZLES

from sudoku_gui.core.board_state import BoardState
from sudoku_gui.core.strategies import STRATEGIES
from sudoku_gui.qt.clock import FrameClock
from sudoku_gui.qt.panes.charts import ChartsPane
from sudoku_gui.qt.panes.step_log import StepLogPane
from sudoku_gui.qt.panes.tree_pane import SearchTreePane
from sudoku_gui.qt.playback import Playback

HARD = next(p.values for p in SEED_PUZZLES if p.source.startswith("000") and p.name == "Hard")
PANE_SIZE = (900, 420)


def pane_of(w, kind):
    return next(p for p in w.panes if isinstance(p, kind))


def floated(qtbot, pane) -> None:
    """The pane on its own at ``PANE_SIZE``, so two of a kind draw the same columns."""
    pane.setFloating(True)
    pane.resize(*PANE_SIZE)
    pane.show()
    qtbot.waitExposed(pane)
    qtbot.waitUntil(lambda: (pane.width(), pane.height()) == PANE_SIZE, timeout=5_000)


def tree_state(pane: SearchTreePane) -> tuple:
    placed = [(p.node, p.parent, p.x, p.depth, p.shape, p.outcome, p.size, p.hidden) for p in pane.view.placed()]
    ice = pane.overview.icicle()
    return placed, pane.view.selected(), pane.status.text(), ice.columns if ice else None, ice.last if ice else None


def chart_state(pane: ChartsPane) -> dict:
    return {curve: tuple(map(tuple, item.getData())) for curve, item in pane._curves.items()}


@pytest.fixture
def stopped_panes(qtbot):
    """A tree pane, charts and a step log beside no board, for the run that stopped there."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QLabel, QMainWindow

    window = QMainWindow()
    window.setCentralWidget(QLabel("board"))
    panes = SearchTreePane(window), ChartsPane(window), StepLogPane(window)
    for pane in panes:
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, pane)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    yield panes
    window.close()


@pytest.mark.shared_window
@pytest.mark.qt_log_ignore("This plugin does not support raise")  # a floated pane, offscreen
@pytest.mark.parametrize("speed", [200, 1000])
def test_a_live_run_paused_shows_in_every_pane_what_a_run_stopped_there_shows(qtbot, window, stopped_panes, speed):
    w = window
    w.load_puzzle(HARD)
    w.set_algorithm("naive")
    w.set_speed(speed)  # the solver may record a quarter second's worth of steps ahead
    tree, charts, log = pane_of(w, SearchTreePane), pane_of(w, ChartsPane), pane_of(w, StepLogPane)
    for pane in (tree, charts):
        w.pane_keys.press(pane)
    for pane in (tree, charts):
        floated(qtbot, pane)
    w.controller.start(paused=False)
    run = w.controller.shown
    qtbot.waitUntil(lambda: run.position >= 340, timeout=30_000)
    run.pause()
    position = run.position
    qtbot.waitUntil(lambda: len(run.timeline) >= position + speed // 8, timeout=10_000)  # recorded ahead
    tree.refresh()
    charts._redraw()
    assert run.tree is not None and run.tree.first(len(run.tree) - 1) > position  # the tree knows more

    # the same run, stopped at that step
    clock = FrameClock()
    stopped = Playback("naive", BoardState(HARD), clock)
    stopped.timeline.extend(itertools.islice(STRATEGIES["naive"].solve(HARD), position))
    stopped.seek(position)
    ref_tree, ref_charts, ref_log = stopped_panes
    for pane in (ref_tree, ref_charts):
        floated(qtbot, pane)
    for pane in stopped_panes:
        pane.attach(stopped)
    qtbot.waitUntil(lambda: stopped.tree is not None, timeout=10_000)
    ref_tree.refresh()
    ref_charts._columns = charts._columns  # the same pixel columns (their axes may differ in width)
    ref_charts._redraw()

    assert tree_state(tree) == tree_state(ref_tree)
    assert chart_state(charts) == chart_state(ref_charts)
    assert max(chart_state(charts)["depth"][0]) == position
    assert log.model.rowCount() == ref_log.model.rowCount() == position
    w.controller.stop()


@pytest.mark.shared_window
def test_a_race_shows_the_finishing_order_and_curves_only_as_far_as_its_boards(qtbot, window):
    """units takes 9,503 steps on Hard, propagate-guess 3,011 (and wins): at step 1,022 nobody has
    finished on screen, so no order, no place, and every curve stops at 1,022."""
    w = window
    w.load_puzzle(HARD)
    tree, charts = pane_of(w, SearchTreePane), pane_of(w, ChartsPane)
    for pane in (tree, charts):
        w.pane_keys.press(pane)
    w.race_tools.start(["units", "propagate-guess"])
    qtbot.waitUntil(lambda: w.race_panel is not None, timeout=60_000)
    race = w.controller.racing.race
    race.pause()
    units, pg = race.runs
    panel = w.race_panel

    def curve_ends() -> list[int]:
        charts._redraw()
        return [int(max(items["depth"].getData()[0])) for items in charts.race_curves.items]

    race.seek(1022)
    assert panel.order.text() == "Finishing order: -"
    assert all("finished" not in tile.caption.text() for tile in panel.tiles)
    assert curve_ends() == [1022, 1022]
    tree.refresh()
    followed = race.followed_run()
    assert len(tree._at) == followed.tree.bisect_first(1022) < len(followed.tree)  # the tree as of 1,022 too
    race.seek(len(pg.timeline))  # propagate-guess's board shows its solution
    assert panel.order.text().startswith("Finishing order: 1. ") and " 2. " not in panel.order.text()
    assert "finished 1." in panel.tiles[1].caption.text() and "racing" in panel.tiles[0].caption.text()
    assert curve_ends() == [len(pg.timeline), len(pg.timeline)]
    race.end()
    assert " 2. " in panel.order.text() and "finished 2." in panel.tiles[0].caption.text()
    assert curve_ends() == [len(units.timeline), len(pg.timeline)]
    race.home()  # back at the start, what the boards have shown stays shown (as the step log)
    assert " 2. " in panel.order.text() and curve_ends() == [len(units.timeline), len(pg.timeline)]
    w.controller.stop()
