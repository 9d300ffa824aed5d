"""The race in the window: the keys after recording, its clocks, its status, its size on screen."""

from __future__ import annotations

import pytest
from conftest import SEED_PUZZLES
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton

HARD = next(p.values for p in SEED_PUZZLES if p.source.startswith("000") and p.name == "Hard")


def raced(qtbot, w, names=("units", "propagate-guess")):
    """Race ``names`` on HARD as Ctrl+R does (the progress dialog included); the race shown."""
    w.load_puzzle(HARD)
    w.race_tools.start(list(names))
    qtbot.waitUntil(lambda: w.race_panel is not None, timeout=60_000)
    return w.controller.racing.race


def test_ctrl_q_quits_while_a_race_is_shown(qtbot, window):
    w = window
    raced(qtbot, w)
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w, timeout=2_000)  # the recording dialog gave it back
    target = QApplication.focusWidget()
    assert target is not None and target.window() is w
    qtbot.keyClick(target, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
    assert not w.isVisible()


@pytest.mark.shared_window
def test_a_race_plays_as_soon_as_it_is_recorded(qtbot, window):
    race = raced(qtbot, window)
    assert race.playing  # as F5 plays a run: the boards move without another key
    qtbot.waitUntil(lambda: race.master() > 0, timeout=5_000)


@pytest.mark.shared_window
def test_first_divergence_switches_the_clock_buttons_to_by_step(qtbot, window):
    w = window
    race = raced(qtbot, w, ("units", "mrv-all"))
    panel = w.race_panel
    panel.by_time.click()
    assert race.by_time
    panel.diverge.click()  # a step of each search: shown by step
    assert not race.by_time
    assert panel.clocks.checkedId() == 0 and not panel.by_time.isChecked()


@pytest.mark.shared_window
def test_the_status_bar_says_a_race_plays_and_counts_its_time_on_screen(qtbot, window):
    w = window
    race = raced(qtbot, w)
    w.set_speed(5)  # slow: the race plays for seconds
    race.home()
    w.controller.nav.play()
    qtbot.wait(600)
    status = w.status
    assert status.mode_label.text() == "Race: playing"
    on_screen = float(status.times.text().split("on screen ")[1].split(" s")[0])
    assert on_screen >= 0.4
    w.controller.nav.pause()
    assert status.mode_label.text() == "Race: paused"
    w.controller.nav.end()
    assert status.mode_label.text() == "Race: over"
    followed = race.followed_run()
    solving = float(status.times.text().split("solving ")[1].split(" s")[0])
    assert solving == round(followed.timeline.seconds_at(followed.position), 2)  # at the step shown


def test_the_recording_dialog_fits_the_screen_however_many_racers_finished(qtbot, window):
    from sudoku_gui.core.runs.race import Racer
    from sudoku_gui.core.runs.step_stream import Outcome
    from sudoku_gui.qt.race.tools import RACERS

    w = window
    w.load_puzzle(HARD)
    tools = w.race_tools
    tools.start(list(RACERS))
    dialog = tools.runner.dialog
    try:
        for name in RACERS[:-1]:  # every racer but one has finished: the longest text, the dialog still up
            tools._heard_from(Racer(name, None, Outcome.SOLVED, 1.0))
        screen = w.screen().availableGeometry()
        assert dialog.sizeHint().width() <= screen.width() and dialog.width() <= screen.width()
        assert dialog.sizeHint().height() <= screen.height() // 2
    finally:
        tools.shutdown()


def test_a_race_leaves_the_window_its_size_with_every_pane_shown(qtbot, window):
    w = window
    for pane in w.panes:
        if pane.isHidden():
            w.pane_keys.press(pane)  # the charts under the board: the race gets less height
    qtbot.wait(50)
    size = w.size()
    raced(qtbot, w, ("naive", "mrv-all", "units", "hidden-singles", "propagate-guess", "human"))
    qtbot.wait(50)
    screen = w.screen().availableGeometry()
    assert w.minimumSizeHint().height() <= screen.height()
    assert w.size() == size  # not taller than the screen: the status bar stays on it
    w.controller.stop()  # Esc
    qtbot.wait(50)
    assert w.size() == size


def test_a_small_board_shows_each_mark_as_a_dot_where_its_digit_sits(qtbot):
    from PySide6.QtGui import QColor

    from sudoku_gui.core.board_state import BoardState
    from sudoku_gui.core.candidates import DIGITS
    from sudoku_gui.qt.board.painter import LIGHT, board_rect
    from sudoku_gui.qt.race.race_board import RaceBoard

    state = BoardState(HARD)
    board = RaceBoard(LIGHT)
    qtbot.addWidget(board)
    board.resize(145, 145)  # as in a race beside the charts at 1366x768: digits of marks would be 4 px high
    board.set_state(state)
    image = board.grab().toImage()
    area = board_rect(board.rect().toRectF())
    third = area.width() / 27
    background = QColor(LIGHT.background)
    for cell in (c for c in range(81) if not state.values[c]):
        x, y = area.left() + (cell % 9) * 3 * third, area.top() + (cell // 9) * 3 * third
        for d in range(1, 10):
            centre = image.pixelColor(int(x + ((d - 1) % 3 + 0.5) * third), int(y + ((d - 1) // 3 + 0.5) * third))
            inked = abs(centre.lightness() - background.lightness()) > 60
            assert inked == (d in DIGITS[state.candidates[cell]]), (cell, d)


def test_the_boards_reflow_to_be_as_large_as_the_room_allows(qtbot, window):
    from sudoku_gui.qt.board.painter import LIGHT
    from sudoku_gui.qt.race.race_board import RacePanel

    race = raced(qtbot, window, ("naive", "mrv-all", "units", "propagate-guess"))
    panel = RacePanel(race, LIGHT)
    qtbot.addWidget(panel)
    panel.show()
    panel.resize(900, 380)  # wide and low, as beside the step log and over the charts at 1366x768
    qtbot.waitUntil(lambda: panel.columns == 4)
    qtbot.wait(20)
    wide = min(min(t.board.width(), t.board.height()) for t in panel.tiles)
    assert wide >= 190  # two by two, they were about 145 px
    panel.resize(520, 760)  # narrow and tall: two by two
    qtbot.waitUntil(lambda: panel.columns == 2)


@pytest.mark.shared_window
def test_esc_leaves_the_race_for_the_puzzle_and_says_so(qtbot, window):
    w = window
    raced(qtbot, w)
    w.controller.stop()  # Esc
    assert w.controller.racing.race is None and w.status.mode_label.text() == "Editing"
    assert "Back to the puzzle" in w.status.message.text()  # not the race's own hint, which no longer applies


@pytest.mark.shared_window
def test_the_keyboard_comes_back_to_the_window_after_the_race_dialogs(qtbot, window):
    from PySide6.QtCore import QTimer

    w = window
    w.load_puzzle(HARD)
    QTimer.singleShot(300, lambda: QApplication.activeModalWidget().reject())  # Esc in the picker
    w.race_tools.pick_and_race()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w, timeout=2_000)
    job = w.race_tools.start(["naive", "mrv-all"])
    qtbot.waitUntil(
        lambda: w.race_tools.runner.dialog is not None and w.race_tools.runner.dialog.isVisible(), timeout=5_000
    )
    job.cancel()  # as the dialog's Cancel means to
    qtbot.waitUntil(lambda: not job.running(), timeout=10_000)
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w, timeout=2_000)
    assert w.controller.racing.race is None


@pytest.mark.shared_window
def test_cancel_in_the_recording_dialog_stops_the_racers_at_once(qtbot, window):
    from test_race import SLOW

    w = window
    w.load_puzzle(SLOW)  # naive would race until the limit
    w.time_limit.setValue(60)
    job = w.race_tools.start(["naive", "mrv-all", "units", "propagate-guess"])
    qtbot.waitUntil(
        lambda: w.race_tools.runner.dialog is not None and w.race_tools.runner.dialog.isVisible(), timeout=5_000
    )
    w.race_tools.runner.dialog.findChild(QPushButton).click()  # its Cancel button
    qtbot.waitUntil(lambda: not job.running(), timeout=5_000)  # not when the racers are done (seconds later)
    qtbot.wait(50)
    assert w.controller.racing.race is None and w.status.message.text() == "Race cancelled."
