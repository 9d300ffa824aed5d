"""The controller and its runs without a window: editing, runs in the undo history, modes."""

from __future__ import annotations

from conftest import SEED_PUZZLES

from sudoku_gui.core.grid import is_solution
from sudoku_gui.core.runs.step_stream import Outcome
from sudoku_gui.qt.controller import Controller, Mode
from sudoku_gui.speeds import MAX_SPEED

HARD = next(p.values for p in SEED_PUZZLES if p.source.startswith("000") and p.name == "Hard")


def finished_run(qtbot, c: Controller) -> None:
    c.solve()
    qtbot.waitUntil(lambda: c.shown is not None and not c.live() and not c.playing, timeout=20_000)


def test_a_controller_and_its_run_need_no_window(qtbot):
    c = Controller()
    c.set_speed(MAX_SPEED)
    c.editor.load(HARD)
    modes: list[Mode] = []
    c.modeChanged.connect(modes.append)
    finished_run(qtbot, c)
    assert c.shown.outcome is Outcome.SOLVED and is_solution(c.state.values, HARD)
    assert Mode.PLAY in modes and c.mode is Mode.REVIEW
    # Its search tree is built once something wants it (no pane here), then grows with the run.
    assert c.shown.tree is None and c.shown.want_tree() and len(c.shown.tree) > 1
    c.shutdown()


def test_undo_walks_back_through_runs_and_edits_and_redo_loses_nothing(qtbot):
    c = Controller()
    c.set_speed(MAX_SPEED)
    c.editor.load(HARD)
    finished_run(qtbot, c)
    run = c.shown
    c.stop()  # Esc on an ended run: back to the puzzle (one undo entry)
    assert c.shown is None
    cell = HARD.index(0)
    c.editor.enter_digit(cell, 4)  # a later edit
    entries = c.undo_stack.count()
    c.undo_stack.undo()  # the digit
    c.undo_stack.undo()  # leaving the run: it is shown again, where it was
    assert c.shown is run and c.mode is Mode.REVIEW
    assert c.undo_stack.canUndo() and c.undo_stack.canRedo()
    c.stop()  # Esc again: leaves the run by redoing its entry, dropping no redo entry
    assert c.shown is None and c.undo_stack.count() == entries and c.undo_stack.canRedo()
    c.undo_stack.redo()
    assert c.document.values[cell] == 4  # the edit came back
    c.undo_stack.undo()
    c.undo_stack.undo()
    c.undo_stack.undo()  # before the run started: the puzzle, no run
    assert c.shown is None and c.document.values == HARD
    c.undo_stack.redo()  # the run again, paused at its end
    assert c.shown is run and not c.playing and c.shown.position == len(run.timeline)
    c.shutdown()


def test_typing_is_refused_while_playing_and_closes_a_reviewed_run(qtbot):
    c = Controller()
    c.set_speed(2)
    c.editor.load(HARD)
    said: list[tuple[str, bool]] = []
    c.message.connect(lambda text, error: said.append((text, error)))
    c.solve()
    assert c.mode is Mode.PLAY
    cell = HARD.index(0)
    c.editor.enter_digit(cell, 4)
    assert c.document.values[cell] == 0 and said[-1][1]  # refused, with an error line
    c.nav.pause()
    assert c.mode is Mode.REVIEW
    c.editor.enter_digit(cell, 4)
    assert c.shown is None and c.document.values[cell] == 4
    c.shutdown()


def test_export_and_compare_solve_the_board_as_shown_marks_included(qtbot, tmp_path):
    """They solved from the digits while the window solved from the player's marks."""
    from sudoku_gui.core.board_state import BoardState
    from sudoku_gui.core.runs.solve_to_end import solve
    from sudoku_gui.qt.puzzle.player_help import Assistant

    c = Controller()
    c.editor.load(HARD)
    c.editor.fill_marks()
    solution = solve(HARD, "fast").solution
    # the player crosses out every wrong mark of the first few empty cells
    for cell in [i for i, v in enumerate(HARD) if not v][:12]:
        for digit in range(1, 10):
            if digit != solution[cell] and c.document.candidates[cell] & (1 << (digit - 1)):
                c.editor.toggle_mark(cell, digit)
    board = c.document.board(for_solving=True)
    seen: list[object] = []
    from_marks = solve(board, "propagate-guess", on_step=seen.append)
    from_digits = solve(HARD, "propagate-guess")
    assert from_marks.counters.steps != from_digits.counters.steps
    assistant = Assistant(c)
    path = tmp_path / "path.jsonl"
    with qtbot.waitSignal(assistant.message, timeout=20_000):
        assistant.export(str(path), "propagate-guess", None)
    qtbot.waitUntil(lambda: path.exists(), timeout=20_000)
    assert len(path.read_text().splitlines()) == 1 + len(seen)  # a start line, then the marks' run step for step
    assert isinstance(board, BoardState)
    assistant.shutdown()
    c.shutdown()


def test_typing_a_given_over_itself_while_reviewing_closes_the_run(qtbot):
    c = Controller()
    c.set_speed(MAX_SPEED)
    c.editor.load(HARD)
    finished_run(qtbot, c)
    assert c.mode is Mode.REVIEW
    given = next(i for i, v in enumerate(HARD) if v)
    c.editor.enter_digit(given, HARD[given])  # nothing to change: back to the puzzle
    assert c.shown is None and c.mode is Mode.EDIT and c.document.values == HARD
    c.shutdown()
