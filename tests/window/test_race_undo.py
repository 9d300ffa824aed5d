"""A race in the undo history as a run is: Esc closes it, Ctrl+Z brings it back as it was left,
Ctrl+Y closes it again, and undo walks on to the run before it."""

from __future__ import annotations

import pytest
from conftest import SEED_PUZZLES, key

pytestmark = pytest.mark.shared_window  # every test of the window here only reads or drives it

HARD = next(p.values for p in SEED_PUZZLES if p.source.startswith("000") and p.name == "Hard")


def test_esc_closes_a_race_ctrl_z_brings_it_back_as_it_was_and_ctrl_y_closes_it_again(qtbot, window):
    from PySide6.QtCore import Qt

    w = window
    c = w.controller
    w.load_puzzle(HARD)
    w.set_algorithm("propagate-guess")
    c.start(paused=True)
    before = c.shown
    qtbot.waitUntil(lambda: len(before.timeline) >= 5, timeout=10_000)
    before.seek(5)
    w.race_tools.start(["units", "propagate-guess"])
    qtbot.waitUntil(lambda: w.race_panel is not None, timeout=60_000)
    race = c.racing.race
    race.pause()
    w.race_panel.tiles[1].board.clicked.emit()  # follow the second racer
    race.seek(777)
    key(qtbot, w, Qt.Key.Key_Escape)
    assert c.racing.race is None and c.shown is None and w.race_panel is None
    assert "Ctrl+Z" in w.status.message.text()
    key(qtbot, w, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert c.racing.race is race and w.race_panel is not None and w.race_panel.race is race
    assert race.master() == 777 and race.followed == 1 and c.shown is race.runs[1] and not race.playing
    assert [run.position for run in race.live_runs()] == [777, 777]
    key(qtbot, w, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    assert c.racing.race is None and c.shown is None
    key(qtbot, w, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert c.racing.race is race
    key(qtbot, w, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # before the race was shown
    assert c.racing.race is None and c.shown is None
    key(qtbot, w, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # the run before it, where it was
    assert c.shown is before and before.position == 5
    key(qtbot, w, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    key(qtbot, w, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)  # the race again, as it was
    assert c.racing.race is race and race.master() == 777
    key(qtbot, w, Qt.Key.Key_Escape)
    c.start(paused=True)  # a new run after the race: the race's entry stays behind it in the history
    key(qtbot, w, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    key(qtbot, w, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert c.racing.race is race


def test_a_race_past_the_kept_runs_is_let_go(qtbot, window):
    import gc
    import weakref

    from sudoku_gui.qt.run_undo import KEPT_RUNS

    w = window
    c = w.controller
    w.load_puzzle(HARD)
    w.race_tools.start(["units", "propagate-guess"])
    qtbot.waitUntil(lambda: w.race_panel is not None, timeout=60_000)
    gone = weakref.ref(c.racing.race)
    c.stop()
    for _ in range(KEPT_RUNS):
        c.start(paused=True)
    qtbot.wait(50)  # the race's panel, deleted later, goes with the event loop's next turn
    gc.collect()
    assert gone() is None  # its recordings are freed
    for _ in range(KEPT_RUNS + 2):
        c.undo_stack.undo()  # back through the runs to the race's entries: said, not shown
    assert c.racing.race is None
