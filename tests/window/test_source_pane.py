"""The Source pane (View > Source): the step shown's line highlighted in the solver's source, hit
counts in the gutter, a line's steps listed on a click, following rewinds and Ctrl+Left."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest
from conftest import SEED_PUZZLES

import sudoku_gui.core.search.engine as engine
import sudoku_gui.core.strategies.propagate_guess as propagate_guess
from sudoku_gui.core.board_state import BoardState
from sudoku_gui.core.steps import Eliminate, Guess, Place
from sudoku_gui.qt.clock import FrameClock
from sudoku_gui.qt.panes.source_pane import SourcePane
from sudoku_gui.qt.playback import Playback
from sudoku_gui.speeds import MAX_SPEED

pytestmark = pytest.mark.shared_window

HARD = next(p.values for p in SEED_PUZZLES if p.source.startswith("000") and p.name == "Hard")


def line_of(path: str | Path, text: str) -> int:
    return next(n for n, line in enumerate(Path(path).read_text().splitlines(), 1) if text in line)


def finished(qtbot, algorithm: str = "propagate-guess", puzzle=HARD) -> Playback:
    clock = FrameClock()
    clock.set_speed(MAX_SPEED)
    run = Playback(algorithm, BoardState(puzzle), clock)
    with qtbot.waitSignal(run.ended, timeout=30_000):
        run.start()
    return run


def shown(qtbot, run: Playback) -> SourcePane:
    pane = SourcePane()
    qtbot.addWidget(pane)
    pane.resize(520, 700)
    pane.show()
    qtbot.waitExposed(pane)
    pane.attach(run)
    return pane


def first_position(run: Playback, kind: type) -> int:
    return next(i for i, s in enumerate(run.timeline.steps(0, len(run.timeline))) if isinstance(s, kind)) + 1


def test_the_pane_marks_the_line_of_the_step_shown_and_follows_a_rewind(qtbot):
    run = finished(qtbot)
    pane = shown(qtbot, run)
    own = line_of(propagate_guess.__file__, "yield from steps")
    guess = line_of(engine.__file__, "yield said.guess(cell, digits[0]")
    at_guess = first_position(run, Guess)
    run.seek(at_guess + 40)  # a later step first, then back: what a rewind does
    live = run.timeline.lines.at(run.position - 1)
    run.seek(at_guess)
    assert pane._shown_file == engine.__file__ and pane.view.current() == guess
    assert "line" in pane.said.text()
    run.seek(first_position(run, Place | Eliminate))
    assert pane._shown_file == propagate_guess.__file__ and pane.view.current() == own
    run.seek(at_guess + 40)
    assert (pane._shown_file, pane.view.current()) == live
    # the gutter: the line's hits so far, counted from the steps themselves
    steps = list(run.timeline.steps(0, run.position))
    hits = sum(isinstance(s, Place | Eliminate) for s in steps)
    run.seek(first_position(run, Place | Eliminate))
    pane.follow_step.setChecked(False)
    pane._file_picked(pane.files.findData(propagate_guess.__file__))
    run.seek(at_guess + 40)
    assert pane.view._hits[own] == hits
    run.join(1000)


def test_a_click_on_a_line_lists_its_steps_and_a_click_on_one_shows_it(qtbot):
    from PySide6.QtCore import QPoint, Qt

    run = finished(qtbot)
    pane = shown(qtbot, run)
    run.seek(len(run.timeline))
    own = line_of(propagate_guess.__file__, "yield from steps")
    pane.follow_step.setChecked(False)
    pane._file_picked(pane.files.findData(propagate_guess.__file__))
    pane.view.show_line(own)
    row = own - 1 - pane.view.verticalScrollBar().value()
    y = row * pane.view._row_height() + 2
    qtbot.mouseClick(pane.view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(80, y))
    steps = list(run.timeline.steps(0, len(run.timeline)))
    made = [i for i, s in enumerate(steps) if isinstance(s, Place | Eliminate)]
    assert pane.steps.count() == min(len(made), 500)
    assert str(f"{len(made):,}") in pane.steps_title.text()
    item = pane.steps.item(3)
    assert item.text().startswith(f"{made[3] + 1:,}. ")
    pane._step_clicked(item)
    assert run.position == made[3] + 1 and not run.playing
    run.join(1000)


def test_a_file_that_cannot_be_read_leaves_line_numbers_and_hit_counts(qtbot, tmp_path):
    solver = tmp_path / "names.py"
    solver.write_text(
        textwrap.dedent(
            """\
            def solve(puzzle):
                yield {"kind": "guess", "cell": "r1c1", "digit": 4, "line": 7, "file": "nowhere.c"}
                yield {"kind": "backtrack", "line": 9}
                yield {"kind": "no-solution", "line": 12}
            """
        )
    )
    run = finished(qtbot, str(solver))
    pane = shown(qtbot, run)
    run.seek(2)
    assert "nowhere.c" in pane.said.text()
    assert pane.view.current() == 9 and pane.view.line_count() >= 9
    assert pane.view._hits == {7: 1, 9: 1}
    run.join(1000)


def test_the_window_has_the_pane_and_it_follows_ctrl_left(qtbot, window):
    from PySide6.QtCore import Qt

    pane = next(p for p in window.panes if isinstance(p, SourcePane))
    assert any("Source" in a.text() for a in window.menuBar().actions()[2].menu().actions())
    pane.show()
    window.set_algorithm("naive")
    window.load_puzzle(HARD)
    window.set_speed(MAX_SPEED)
    window.solve()
    run = pane.run
    qtbot.waitUntil(lambda: run.position > 20_000, timeout=20_000)
    window.controller.toggle_play()
    qtbot.waitUntil(lambda: not run.playing, timeout=5_000)
    before = run.position
    qtbot.keyClick(window.board, Qt.Key.Key_Left, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: run.position < before, timeout=5_000)
    site = run.timeline.lines.at(run.position - 1)
    assert site is not None and site[0] == engine.__file__
    assert pane.view.current() == site[1]
    window.controller.stop()
