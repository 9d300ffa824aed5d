"""The Search Tree pane on a run shown (a Playback on its clock, no main window): both views
linked with the run, the tree's keys, lanterns, tooltips, and work bounded by what is visible."""

from __future__ import annotations

import itertools

import pytest
from conftest import SEED_PUZZLES

from sudoku_gui.core.board_state import BoardState
from sudoku_gui.core.strategies import STRATEGIES
from sudoku_gui.core.tree.layout import Shape
from sudoku_gui.core.tree.search_tree import NodeOutcome
from sudoku_gui.core.tree.tree_reading import failure_reason
from sudoku_gui.qt.clock import FrameClock
from sudoku_gui.qt.i18n import speak
from sudoku_gui.qt.panes.tree_pane import REFRESH_MS, SearchTreePane
from sudoku_gui.qt.playback import Playback
from sudoku_gui.speeds import MAX_SPEED

HARD = next(p.values for p in SEED_PUZZLES if p.source.startswith("000") and p.name == "Hard")
EASY = next(p.values for p in SEED_PUZZLES if p.source.startswith("000") and p.name == "Normal")


def qt():
    from PySide6.QtCore import QPoint, QPointF, Qt

    return QPoint, QPointF, Qt


@pytest.fixture
def shown(qtbot):
    """A pane docked in a small window, following nothing yet; returns (window, pane, clock)."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QLabel, QMainWindow

    window = QMainWindow()
    window.setCentralWidget(QLabel("board"))
    pane = SearchTreePane(window)
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, pane)
    window.resize(1000, 700)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    clock = FrameClock()
    clock.set_speed(MAX_SPEED)
    yield window, pane, clock


def finished(qtbot, pane, clock, algorithm="propagate-guess", values=HARD) -> Playback:
    run = Playback(algorithm, BoardState(values), clock)
    pane.attach(run)
    with qtbot.waitSignal(run.ended, timeout=20_000):
        run.start()
    qtbot.waitUntil(lambda: not run.playing, timeout=10_000)
    return run


def node_with(run, test):
    return next(n for n in range(1, len(run.tree)) if test(n))


def test_selecting_a_node_seeks_the_run_to_its_guess(qtbot, shown):
    QPoint, QPointF, Qt = qt()
    _, pane, clock = shown
    run = finished(qtbot, pane, clock)
    tree = run.tree
    n = node_with(run, lambda n: tree.depth(n) == 3)
    pane.choose(n)
    assert run.position == tree.first(n) and not run.playing and pane.view.selected() == n
    assert run.state.values == run.timeline.board_at(tree.first(n)).values
    # a click on a node drawn does the same
    drawn = next(p for p in pane.view.placed() if p.shape != Shape.LANTERN and p.node not in (0, n))
    at = pane.view.screen_of(drawn.node)
    qtbot.mouseClick(pane.view, Qt.MouseButton.LeftButton, pos=at.toPoint())
    assert pane.view.selected() == drawn.node and run.position == tree.first(drawn.node)


def test_moving_the_run_selects_the_node_its_step_belongs_to(qtbot, shown):
    _, pane, clock = shown
    run = finished(qtbot, pane, clock)
    for position in range(0, len(run.timeline) + 1, 97):
        run.seek(position)
        assert pane.view.selected() == run.tree.node_at(position)
    run.step_back()
    assert pane.view.selected() == run.tree.node_at(run.position)


def test_the_tree_keys_move_the_selection_and_leave_ctrl_c_to_the_window(qtbot, shown):
    _, _, Qt = qt()
    from PySide6.QtGui import QAction, QKeySequence

    window, pane, clock = shown
    run = finished(qtbot, pane, clock)
    tree = run.tree
    fired = []
    for keys, name in (("Left", "step back"), (QKeySequence.StandardKey.Copy, "copy")):
        action = QAction(name, window)
        action.setShortcut(QKeySequence(keys))
        action.triggered.connect(lambda _=False, name=name: fired.append(name))
        window.addAction(action)
    # a node with both siblings and a child
    n = node_with(run, lambda n: tree.previous_sibling(n) is not None and tree.next_sibling(n) and tree.first_child(n))
    pane.choose(n)
    view = pane.view
    view.setFocus()
    qtbot.waitUntil(view.hasFocus)

    def press(key, expected):
        qtbot.keyClick(view, key)
        assert view.selected() == expected and run.position == tree.first(expected)

    press(Qt.Key.Key_Left, tree.previous_sibling(n))
    press(Qt.Key.Key_Right, n)
    press(Qt.Key.Key_Right, tree.next_sibling(n))
    press(Qt.Key.Key_Left, n)
    press(Qt.Key.Key_Down, tree.first_child(n))
    press(Qt.Key.Key_Up, n)
    press(Qt.Key.Key_End, len(tree) - 1)
    press(Qt.Key.Key_Home, 0)
    qtbot.keyClick(view, Qt.Key.Key_Up)  # the root has no parent: nothing moves
    assert view.selected() == 0
    assert fired == []  # Left went to the tree, not to the window's Step Back
    qtbot.keyClick(view, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    assert fired == ["copy"]


def test_an_overview_click_seeks_to_the_step_under_it_and_a_drag_scrubs(qtbot, shown):
    QPoint, _, Qt = qt()
    _, pane, clock = shown
    run = finished(qtbot, pane, clock)
    ov = pane.overview
    total = len(run.timeline)
    for x in (0, ov.width() // 3, ov.width() - 1):
        qtbot.mouseClick(ov, Qt.MouseButton.LeftButton, pos=QPoint(x, ov.height() // 2))
        assert run.position == min(total, int(x / ov.width() * (total + 1)))
        assert pane.view.selected() == run.tree.node_at(run.position)
    qtbot.mousePress(ov, Qt.MouseButton.LeftButton, pos=QPoint(10, 5))
    qtbot.mouseMove(ov, QPoint(ov.width() // 2, 5))
    assert run.position == ov.position_at(ov.width() // 2)
    qtbot.mouseRelease(ov, Qt.MouseButton.LeftButton, pos=QPoint(ov.width() // 2, 5))


def test_the_overview_plays_the_run_as_the_position_moves_while_playing(qtbot, shown):
    _, pane, clock = shown
    run = finished(qtbot, pane, clock)
    clock.set_speed(400)
    run.seek(0)
    run.play()
    before = pane.refreshes
    qtbot.wait(600)
    run.pause()
    # the selection follows the position, at most one refresh per REFRESH_MS while playing
    assert 0 < pane.refreshes - before <= 600 // REFRESH_MS + 3
    assert pane.view.selected() == run.tree.node_at(run.position)


def test_a_lantern_click_expands_it(qtbot, shown):
    _, _, Qt = qt()
    _, pane, clock = shown
    finished(qtbot, pane, clock)
    pane.choose(0)
    view = pane.view
    lantern = next(
        p for p in view.placed() if p.shape == Shape.LANTERN and view.rect().contains(view.screen_of(p.node).toPoint())
    )
    qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=view.screen_of(lantern.node).toPoint())
    placed = {p.node: p for p in view.placed()}
    assert placed[lantern.node].shape == Shape.INNER
    assert all(c in placed for c in pane.run.tree.children(lantern.node))
    assert view.selected() == 0  # expanding is not selecting


def test_a_failed_leaf_says_why_in_its_tooltip(qtbot, shown):
    _, pane, clock = shown
    run = finished(qtbot, pane, clock)
    tree = run.tree
    leaf = node_with(run, lambda n: tree.outcome(n) == NodeOutcome.FAILED and tree.is_leaf(n))
    pane.choose(leaf)
    view = pane.view
    tip = view.tip_at(view.screen_of(leaf))  # what the view's tooltip event shows there
    reason = speak(run.timeline.text(failure_reason(tree, run.timeline, leaf)))
    assert reason and reason in tip and tree.label(leaf) in tip
    assert "failed" in view.tip_at(view.screen_of(tree.parent(leaf)))
    assert "Why" not in view.tip_at(view.screen_of(tree.parent(leaf)))  # a reason for failed leaves only


def test_a_run_without_guesses_says_so(qtbot, shown):
    _, pane, clock = shown
    run = finished(qtbot, pane, clock, "human", EASY)
    assert len(run.tree) == 1
    assert pane.view._message == "No guesses: this run needed no search."
    pane.attach(None)
    assert pane.view._message.startswith("No run shown")


def test_the_tree_grows_while_a_live_run_plays_at_max_speed(qtbot, shown):
    _, pane, clock = shown
    run = Playback("naive", BoardState(HARD), clock)
    pane.attach(run)
    run.start()
    # The selection follows the step shown, which lags the recorded tree by a frame or more
    # (more on a loaded machine), so the wait is on the selection itself, while the run is live.
    qtbot.waitUntil(lambda: pane.view.selected() > 1000 and pane.refreshes > 3, timeout=20_000)
    assert run.live() and len(run.tree) > 1000
    seen = len(pane.view.placed())
    assert seen > 10
    assert pane.overview.icicle().rows > 10
    run.join(2000)


class Counted:
    """An array that counts the items read through it (slices count every item)."""

    def __init__(self, data, counter):
        self.data, self.counter = data, counter

    def __len__(self):
        return len(self.data)

    def __getitem__(self, i):
        if isinstance(i, slice):
            out = self.data[i]
            self.counter[0] += len(out)
            return out
        self.counter[0] += 1
        return self.data[i]


def reads_per_refresh(qtbot, pane, clock, steps: int) -> tuple[int, int]:
    """Items of the tree's columns read by one refresh and paint, after ``steps`` of naive."""
    run = Playback("naive", BoardState(HARD), clock)
    run.timeline.extend(itertools.islice(STRATEGIES["naive"].solve(HARD), steps))  # the test records
    pane.attach(run)
    qtbot.waitUntil(lambda: run.tree is not None, timeout=20_000)  # a long run's tree is built late
    run.seek(steps // 2)
    tree = run.tree
    counter = [0]
    for name in ("_back", "_first_low", "_span", "_depth", "_move", "_starts", "_far_parent", "_far_last"):
        setattr(tree, name, Counted(getattr(tree, name), counter))
    run.seek(steps // 3)
    pane.overview.grab()
    pane.view.grab()
    return counter[0], len(tree)


def test_a_refresh_reads_what_is_drawn_not_every_node(qtbot, shown):
    _, pane, clock = shown
    pane.overview.setFixedWidth(400)
    small, small_nodes = reads_per_refresh(qtbot, pane, clock, 15_000)
    big, big_nodes = reads_per_refresh(qtbot, pane, clock, 150_000)
    assert big_nodes > 9 * small_nodes
    assert big < 1.5 * small  # ten times the nodes, about the same work


def test_the_wheel_zooms_at_the_cursor_and_a_drag_pans(qtbot, shown):
    QPoint, QPointF, Qt = qt()
    from PySide6.QtGui import QWheelEvent
    from PySide6.QtWidgets import QApplication

    _, pane, clock = shown
    run = finished(qtbot, pane, clock)
    view = pane.view
    node = run.tree.node_at(len(run.timeline) // 2)
    pane.choose(node)
    at = view.screen_of(node)
    scale = view.scale()
    wheel = QWheelEvent(
        at, view.mapToGlobal(at), QPoint(), QPoint(0, 240), Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False,
    )  # fmt: skip
    QApplication.sendEvent(view, wheel)
    assert view.scale() > scale * 1.2
    after = view.screen_of(node)
    assert abs(after.x() - at.x()) < 0.5 and abs(after.y() - at.y()) < 0.5  # the point stays put
    empty = QPoint(3, 3)
    assert view.placed_at(QPointF(empty)) is None
    qtbot.mousePress(view, Qt.MouseButton.LeftButton, pos=empty)
    qtbot.mouseMove(view, QPoint(43, 23))
    qtbot.mouseRelease(view, Qt.MouseButton.LeftButton, pos=QPoint(43, 23))
    moved = view.screen_of(node)
    assert (moved.x() - after.x(), moved.y() - after.y()) == pytest.approx((40, 20))
    assert view.selected() == node and run.position == run.tree.first(node)  # a drag selects nothing


def test_the_overview_recomputes_its_columns_at_most_four_times_a_second_while_playing(qtbot, shown):
    _, pane, clock = shown
    run = finished(qtbot, pane, clock)
    ov, total = pane.overview, len(run.timeline)
    ov.update_run(0, total // 2, 0, None)
    first = ov.icicle()
    ov.playing = True
    ov.update_run(0, total // 2 + 100, 0, None)
    assert ov.icicle() is first  # too soon: the columns drawn are stretched meanwhile
    ov.playing = False
    ov.update_run(0, total, 0, None)
    assert ov.icicle() is not first and ov.icicle().last == total


def test_a_hidden_pane_waits_until_it_shows_again(qtbot, shown):
    _, pane, clock = shown
    run = finished(qtbot, pane, clock)
    pane.hide()
    before = pane.refreshes
    for position in (10, 200, 900):
        run.seek(position)
    assert pane.refreshes == before
    pane.show()
    qtbot.waitUntil(lambda: pane.refreshes == before + 1)
    assert pane.view.selected() == run.tree.node_at(900)


def test_a_failed_leaf_says_why_and_enter_shows_the_contradiction_on_the_board(qtbot, shown):
    from PySide6.QtCore import Qt

    _, pane, clock = shown
    run = finished(qtbot, pane, clock)
    tree = run.tree
    leaf = node_with(run, lambda n: tree.outcome(n) == NodeOutcome.FAILED and tree.is_leaf(n))
    pane.choose(leaf)
    index = failure_reason(tree, run.timeline, leaf)
    assert speak(run.timeline.text(index)) in pane.status.text()
    pane.view.setFocus()
    qtbot.keyClick(pane.view, Qt.Key.Key_Return)
    assert run.position == index + 1
    assert run.state.highlight.conflict  # the contradiction's cells are marked on the board
    run.join(1000)


def test_guesses_that_are_size_one_backdoors_are_ringed_and_said(qtbot, shown):
    from sudoku_gui.core.rating.backdoors import size_one_backdoors

    _window, pane, clock = shown
    run = finished(qtbot, pane, clock, "propagate-guess", HARD)
    doors = size_one_backdoors(HARD)
    assert doors  # seed 000's Hard has cells whose value lets singles finish
    tree = run.tree
    ringed = [n for n in range(1, len(tree)) if pane.view.is_backdoor(n)]
    assert ringed == [n for n in range(1, len(tree)) if (tree.cell(n), tree.digit(n)) in doors]
    assert ringed  # its search guesses some of them
    pane.choose(ringed[0])
    assert "size-1 backdoor" in pane.status.text()
    plain = next(n for n in range(1, len(tree)) if not pane.view.is_backdoor(n))
    pane.choose(plain)
    assert "size-1 backdoor" not in pane.status.text()


def test_a_hidden_pane_builds_no_tree_and_shown_builds_it(qtbot, shown):
    _window, pane, clock = shown
    pane.hide()
    run = Playback("naive", BoardState(HARD), clock)
    run.timeline.extend(itertools.islice(STRATEGIES["naive"].solve(HARD), 250_000))
    run.seek(len(run.timeline))  # shown to its end: the tree shows every node
    pane.attach(run)
    assert run.tree is None  # nobody looks at it: the run costs its timeline alone
    pane.show()
    assert "Building the search tree" in pane.view._message
    qtbot.waitUntil(lambda: run.tree is not None and pane.view._message == "", timeout=30_000)
    assert len(run.tree) > 50_000 and pane.view.placed()
    assert pane.status.text().startswith("Nodes: ")


def test_a_tree_wanted_after_the_run_dropped_its_start_is_explained(qtbot, shown):
    from sudoku_gui.core.recording.curves import RunSeries
    from sudoku_gui.core.recording.timeline import Timeline
    from sudoku_gui.core.runs.step_stream import start_board

    _window, pane, clock = shown
    run = Playback("naive", BoardState(HARD), clock)
    board = start_board(BoardState(HARD), "naive")
    run.timeline = Timeline(board, block_size=64, cap=1024, series=RunSeries(board))  # a tiny cap
    run.timeline.extend(itertools.islice(STRATEGIES["naive"].solve(HARD), 5_000))
    assert run.timeline.first_position > 0
    pane.attach(run)
    assert run.tree is None and run.tree_lost
    assert "can not be built" in pane.view._message


@pytest.mark.parametrize("size", [(420, 260), (600, 420), (900, 700)])
def test_the_legend_never_covers_a_node_and_the_overview_fills_its_band(qtbot, shown, size):
    """naive on Hard at step 340: the selection's failed child is a lantern on the lowest level
    (it was drawn under the legend). The legend has a strip of its own under the tree; the
    icicle's depth rows fill the overview's height (a shallow tree filled half of it)."""
    from PySide6.QtCore import QPointF

    _, pane, clock = shown
    run = Playback("naive", BoardState(HARD), clock)
    run.timeline.extend(itertools.islice(STRATEGIES["naive"].solve(HARD), 390))
    pane.attach(run)
    run.seek(340)
    view = pane.view
    view.setFixedSize(*size)
    qtbot.waitUntil(lambda: (view.width(), view.height()) == size, timeout=5_000)
    view.reset_view()
    strip = view.tree_height()
    assert 0 < strip < view.height()  # room kept for the legend
    s = view.scale()
    for p in view.placed():
        c = view.screen_of(p.node)
        bottom = c.y() + (view._lantern_height(p) if p.shape == Shape.LANTERN else 9.0 * s)
        if 0 <= c.x() <= view.width():
            assert bottom <= strip, (p.node, bottom, strip)
    lowest = max(view.placed(), key=lambda p: p.depth + p.height)
    assert lowest.shape == Shape.LANTERN
    assert view.placed_at(QPointF(view.width() / 2, strip + 2)) is None  # a click on the legend picks nothing
    ov = pane.overview
    ice = ov.icicle()
    assert ice.rows * ov.row_height(ice.rows) == pytest.approx(ov.height())
