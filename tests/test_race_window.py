"""The race in the window: the keys after recording, its clocks, its status, its size on screen."""

from __future__ import annotations

from conftest import SEED_PUZZLES
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

HARD = next(p.values for p in SEED_PUZZLES if p.source.startswith("000") and p.name == "Hard")


def raced(qtbot, w, names=("units", "propagate-guess")):
    """Race ``names`` on HARD as Ctrl+R does (the progress dialog included); the race shown."""
    w.load_puzzle(HARD)
    w.race_tools.start(list(names))
    qtbot.waitUntil(lambda: w.race_panel is not None, timeout=60_000)
    return w.controller.race


def test_ctrl_q_quits_while_a_race_is_shown(qtbot, window):
    w = window
    raced(qtbot, w)
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w, timeout=2_000)  # the recording dialog gave it back
    target = QApplication.focusWidget()
    assert target is not None and target.window() is w
    qtbot.keyClick(target, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
    assert not w.isVisible()


def test_a_race_plays_as_soon_as_it_is_recorded(qtbot, window):
    race = raced(qtbot, window)
    assert race.playing  # as F5 plays a run: the boards move without another key
    qtbot.waitUntil(lambda: race.master() > 0, timeout=5_000)


def test_first_divergence_switches_the_clock_buttons_to_by_step(qtbot, window):
    w = window
    race = raced(qtbot, w, ("units", "mrv-all"))
    panel = w.race_panel
    panel.by_time.click()
    assert race.by_time
    panel.diverge.click()  # a step of each search: shown by step
    assert not race.by_time
    assert panel.clocks.checkedId() == 0 and not panel.by_time.isChecked()


def test_the_status_bar_says_a_race_plays_and_counts_its_time_on_screen(qtbot, window):
    w = window
    race = raced(qtbot, w)
    w.set_speed(5)  # slow: the race plays for seconds
    race.home()
    w.controller.play()
    qtbot.wait(600)
    status = w.status
    assert status.mode_label.text() == "Race: playing"
    on_screen = float(status.times.text().split("on screen ")[1].split(" s")[0])
    assert on_screen >= 0.4
    w.controller.pause()
    assert status.mode_label.text() == "Race: paused"
    w.controller.end()
    assert status.mode_label.text() == "Race: over"
    followed = race.followed_run()
    solving = float(status.times.text().split("solving ")[1].split(" s")[0])
    assert solving == round(followed.timeline.seconds_at(followed.position), 2)  # at the step shown
