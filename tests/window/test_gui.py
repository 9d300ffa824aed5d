"""The window, offscreen: typing, pasting, solving, pausing, stepping, stopping, closing."""

from __future__ import annotations

import pytest
from conftest import SEED_PUZZLES, ended, key
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QToolButton

from sudoku_gui.core.grid import format_grid, is_solution, parse_puzzle
from sudoku_gui.core.puzzles.counting import count_solutions
from sudoku_gui.core.runs.step_stream import Outcome
from sudoku_gui.qt.clock import window_for
from sudoku_gui.qt.window.main_window import MainWindow
from sudoku_gui.speeds import MAX_SPEED

pytestmark = pytest.mark.shared_window  # every test of the window here only reads or drives it

HARD = next(it.values for it in SEED_PUZZLES if it.name == "Hard")  # about 3000 steps


def steps(w: MainWindow) -> int:
    return w.state.counters.steps


def test_typing_a_puzzle_with_keys(qtbot, window):
    w = window
    w.board.select(0)
    key(qtbot, w, Qt.Key.Key_5)
    key(qtbot, w, Qt.Key.Key_Right)
    key(qtbot, w, Qt.Key.Key_3)
    key(qtbot, w, Qt.Key.Key_Down)
    key(qtbot, w, Qt.Key.Key_7)
    assert w.puzzle[0] == 5 and w.puzzle[1] == 3 and w.puzzle[10] == 7
    # pencil marks follow the givens as they are typed
    assert not w.state.candidates[2] & (1 << 4) and not w.state.candidates[2] & (1 << 2)
    for clear in (Qt.Key.Key_Delete, Qt.Key.Key_0, Qt.Key.Key_Backspace):
        key(qtbot, w, Qt.Key.Key_9)
        assert w.puzzle[10] == 9
        key(qtbot, w, clear)
        assert w.puzzle[10] == 0
    key(qtbot, w, Qt.Key.Key_Left)
    key(qtbot, w, Qt.Key.Key_Up)  # wraps to r9c1? no: r2c1 -> r1c1
    assert w.board.selected() == 0
    key(qtbot, w, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # undo the last clear
    assert w.puzzle[10] == 9
    w.board.select(10)
    key(qtbot, w, Qt.Key.Key_Space)  # Space never clears a cell, a given least of all
    assert w.puzzle[10] == 9


def test_conflicts_are_marked_and_solve_refused(qtbot, window):
    w = window
    w.board.select(0)
    key(qtbot, w, Qt.Key.Key_4)
    w.board.select(8)
    key(qtbot, w, Qt.Key.Key_4)
    assert w.board.view().conflicts == {0, 8}
    key(qtbot, w, Qt.Key.Key_F5)
    assert w.controller.timeline is None
    assert "Cannot solve: 4 appears 2 times in row 1" in w.message.text()


def test_paste_garbage_changes_nothing(qtbot, window):
    w = window
    w.load_puzzle(HARD)
    for garbage in ("hello", "12345", format_grid(HARD)[:-1] + "x"):
        QGuiApplication.clipboard().setText(garbage)
        key(qtbot, w, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
        assert w.puzzle == HARD
        assert w.message.text().startswith("Not pasted, the board is unchanged:")
    drawn = "\n".join(format_grid(SEED_PUZZLES[1].values)[i : i + 9] for i in range(0, 81, 9))
    QGuiApplication.clipboard().setText(drawn)
    key(qtbot, w, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    assert w.puzzle == SEED_PUZZLES[1].values


def test_solve_to_the_end_at_max_speed(qtbot, window):
    w = window
    w.load_puzzle(HARD)
    w.set_speed(MAX_SPEED)
    key(qtbot, w, Qt.Key.Key_F5)
    qtbot.waitUntil(lambda: ended(w), timeout=30000)
    assert is_solution(w.state.values, HARD)
    assert w.board.paint_count < steps(w) / 10  # repainted per frame, never per step
    assert w.message.text().startswith("Solved: 3,")
    assert "guesses" in w.message.text() and "backtracks" in w.message.text()
    key(qtbot, w, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    assert is_solution(parse_puzzle(QGuiApplication.clipboard().text()), HARD)


def test_pause_stops_the_count_and_resume_continues(qtbot, window):
    w = window
    c = w.controller
    w.load_puzzle(HARD)
    w.set_speed(200)
    key(qtbot, w, Qt.Key.Key_F5)
    qtbot.waitUntil(lambda: steps(w) > 10, timeout=5000)
    key(qtbot, w, Qt.Key.Key_Space)
    assert not c.playing and not c.clock._timer.isActive()  # the timer stops with the key
    paused_at = steps(w)
    qtbot.wait(300)  # the solver may still fill its credit window, then it blocks
    recorded = len(c.timeline)
    assert recorded <= paused_at + window_for(200)
    qtbot.wait(400)
    assert steps(w) == paused_at  # the board stands still
    assert len(c.timeline) == recorded  # and the solver pulls no more steps
    key(qtbot, w, Qt.Key.Key_Space)
    assert c.playing
    qtbot.waitUntil(lambda: steps(w) > paused_at + 10, timeout=5000)


def test_f10_advances_exactly_one_step(qtbot, window):
    w = window
    w.load_puzzle(HARD)
    key(qtbot, w, Qt.Key.Key_F10)  # idle: starts paused and takes one step
    qtbot.waitUntil(lambda: steps(w) == 1, timeout=5000)
    for n in range(2, 6):
        key(qtbot, w, Qt.Key.Key_F10)
        qtbot.waitUntil(lambda n=n: steps(w) == n, timeout=5000)
        qtbot.wait(50)
        assert steps(w) == n
    assert not w.controller.playing and w.controller.live()


def test_escape_stops_then_returns_to_the_puzzle_and_ctrl_z_brings_the_run_back(qtbot, window):
    w = window
    c = w.controller
    w.load_puzzle(HARD)
    w.set_speed(500)
    key(qtbot, w, Qt.Key.Key_F5)
    qtbot.waitUntil(lambda: w.state.counters.guesses > 2, timeout=10000)
    run = c.shown.solver
    key(qtbot, w, Qt.Key.Key_Escape)  # stop: the thread is joined, the steps stay
    assert not c.live() and c.timeline is not None
    qtbot.waitUntil(lambda: run.finished, timeout=2000)
    shown = list(w.state.values)
    assert shown != list(HARD) and "Stopped" in w.message.text()
    key(qtbot, w, Qt.Key.Key_Escape)  # again: back to the puzzle as entered
    assert c.timeline is None and w.state.values == list(HARD) and steps(w) == 0
    key(qtbot, w, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # the run comes back
    assert c.timeline is not None and w.state.values == shown


def test_typing_while_a_run_is_shown_returns_to_the_puzzle_first(qtbot, window):
    w = window
    c = w.controller
    w.load_puzzle(HARD)
    w.set_speed(MAX_SPEED)
    w.solve()
    qtbot.waitUntil(lambda: ended(w), timeout=30000)
    cell = HARD.index(0)
    w.board.select(cell)
    key(qtbot, w, Qt.Key.Key_7)
    assert c.timeline is None and w.puzzle[cell] == 7
    assert [v for i, v in enumerate(w.state.values) if i != cell] == [v for i, v in enumerate(HARD) if i != cell]
    key(qtbot, w, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # undo the digit
    assert w.puzzle == HARD and c.timeline is None
    key(qtbot, w, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # undo leaving the run
    assert c.timeline is not None and is_solution(w.state.values, HARD)


def test_copy_mid_solve_gives_the_board_as_shown(qtbot, window):
    w = window
    w.load_puzzle(HARD)
    w.set_speed(100)
    w.solve()
    qtbot.waitUntil(lambda: steps(w) > 20, timeout=5000)
    w.controller.nav.pause()
    key(qtbot, w, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    text = QGuiApplication.clipboard().text()
    assert text == format_grid(w.state.values) and text != format_grid(HARD)


def test_closing_mid_solve_joins_the_thread(qtbot, settings):
    w = MainWindow(settings)
    w.show()
    w.load_puzzle(HARD)
    w.set_speed(1000)  # a few seconds for this puzzle: still running when the window closes
    w.solve()
    qtbot.waitUntil(lambda: steps(w) > 0, timeout=5000)
    run = w.controller.shown.solver
    assert run is not None and run._thread.isRunning()
    w.close()
    assert run.finished and run._thread.isFinished()


def test_settings_persist(qtbot, settings):
    w = MainWindow(settings)
    qtbot.addWidget(w)
    w.set_speed(50)
    w.load_puzzle(HARD)
    w.close()
    w2 = MainWindow(settings)
    qtbot.addWidget(w2)
    assert w2.speed() == 50 and w2.puzzle == HARD


def test_puzzles_menu_holds_every_seed_puzzle(qtbot, window):
    from sudoku_gui.core.puzzles.library import SEED_ARTICLES

    menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "P&uzzles")
    articles = [a.menu() for a in menu.actions() if a.text() in SEED_ARTICLES.values()]
    assert len(articles) == len(SEED_ARTICLES) - 1  # seed 003 printed no puzzle of its own
    actions = [a for sub in articles for a in sub.actions()]
    assert len(actions) == len(SEED_PUZZLES)
    actions[1].trigger()
    assert window.puzzle == SEED_PUZZLES[1].values


def test_unsolvable_puzzle_ends_with_no_solution(qtbot, window):
    w = window
    puzzle = [0] * 81
    puzzle[:8] = range(1, 9)
    puzzle[17] = 9  # r1c9 can hold nothing, though no two givens clash
    w.load_puzzle(puzzle)
    w.set_speed(MAX_SPEED)
    key(qtbot, w, Qt.Key.Key_F5)
    qtbot.waitUntil(lambda: ended(w), timeout=10000)
    assert w.state.outcome == "no-solution"
    assert w.message.text().startswith("No solution")
    assert w.puzzle == tuple(puzzle)


def test_hint_shows_and_apply_applies_as_undoable_edits(qtbot, window):
    w = window
    w.load_puzzle(HARD)
    before = (list(w.state.values), list(w.state.candidates))
    key(qtbot, w, Qt.Key.Key_F12)
    assert w.step_label.text().startswith("Hint: ")
    assert (w.state.values, w.state.candidates) == before  # a hint changes nothing
    assert w.state.highlight.placed or w.state.highlight.struck
    key(qtbot, w, Qt.Key.Key_F12, Qt.KeyboardModifier.ShiftModifier)
    assert (w.state.values, w.state.candidates) != before  # apply does
    for _ in range(5):
        w.assistant.apply()
    solution = solve_with("propagate-guess", HARD)
    assert all(v in (0, s) for v, s in zip(w.state.values, solution, strict=True))  # only right digits
    hinted = list(w.state.values)
    # F5 solves the board as shown: the run starts from the hinted board
    w.set_speed(MAX_SPEED)
    w.solve()
    assert w.controller.timeline.board_at(0).values == hinted
    qtbot.waitUntil(lambda: ended(w), timeout=30000)
    key(qtbot, w, Qt.Key.Key_Escape)
    assert w.state.values == hinted
    undo = (Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    key(qtbot, w, *undo)  # Ctrl+Z walks back through the run: first it shows it again...
    assert w.controller.timeline is not None and is_solution(w.state.values, HARD)
    key(qtbot, w, *undo)  # ...then the board before it...
    assert w.controller.timeline is None and w.state.values == hinted
    filled = sum(1 for v in hinted if v)
    for _ in range(6):  # ...then each hint, one undo step each
        key(qtbot, w, *undo)
        now = sum(1 for v in w.state.values if v)
        assert now <= filled
        filled = now
    assert w.state.values == list(HARD)


def solve_with(name, puzzle):
    from sudoku_gui.core.runs.solve_to_end import solve

    return solve(puzzle, name).solution


def test_step_log_follows_the_run(qtbot, window):
    w = window
    w.load_puzzle(HARD)
    w.set_speed(MAX_SPEED)
    w.solve()
    qtbot.waitUntil(lambda: ended(w), timeout=30000)
    tl = w.controller.timeline
    assert w.log.model.rowCount() == len(tl) == steps(w) + 1  # every step, and the final Solved
    assert tl.kind(len(tl) - 1) == "solved"
    assert w.log.view.current() == len(tl) - 1
    last = w.log.model.data(w.log.model.index(len(tl) - 1), Qt.ItemDataRole.DisplayRole)
    assert last.endswith("Solved")


def test_algorithm_combo_and_menu_agree(qtbot, window):
    w = window
    w.algorithm_combo.setCurrentText("Human techniques, explained")  # friendly names in the window
    assert w.algorithm == "human"
    checked = [a.data() for a in w.algorithm_actions.actions() if a.isChecked()]
    assert checked == ["human"]
    w.load_puzzle(HARD)
    w.set_speed(MAX_SPEED)
    w.solve()
    qtbot.waitUntil(lambda: ended(w), timeout=60000)
    assert is_solution(w.state.values, HARD)
    tl = w.controller.timeline
    techniques = {getattr(tl.step(i), "technique", None) for i in range(len(tl))}
    assert "Hidden Single" in techniques


def test_time_limit_setting_ends_the_run(qtbot, window):
    w = window
    w.set_algorithm("naive")
    w.load_puzzle(HARD)
    w.time_limit.setValue(0.2)
    w.set_speed(MAX_SPEED)
    w.solve()
    qtbot.waitUntil(lambda: ended(w), timeout=30000)
    assert w.state.outcome == "time-limit"
    assert w.message.text().startswith("Time limit reached")
    solving = w.controller.shown.solving_seconds()
    assert solving >= 0.2  # the strategy's own time up to its limit, shown apart from the time on screen
    assert f"solving {solving:.2f} s" in w.times.text()


def test_difficulty_is_rated_in_the_background(qtbot, window):
    w = window
    w.load_puzzle(HARD)
    qtbot.waitUntil(
        lambda: w.rating_label.text().startswith("Difficulty: ") and "…" not in w.rating_label.text(), timeout=30000
    )
    assert any(level in w.rating_label.text() for level in ("Easy", "Medium", "Hard", "Expert", "Extreme", "Beyond"))
    w.load_puzzle([0] * 81)
    qtbot.waitUntil(lambda: "fewer than 17 givens" in w.rating_label.text(), timeout=5000)


def test_compare_algorithms_fills_the_table(qtbot, window):
    w = window
    w.load_puzzle(next(it.values for it in SEED_PUZZLES if it.name == "Easy"))
    w.dialogs.compare()
    dialog = w.dialogs.compare_dialog
    qtbot.waitUntil(lambda: dialog.button.text() == "Close", timeout=60000)
    assert len(dialog.results) == dialog.table.rowCount()
    assert all(r.outcome == "solved" for r in dialog.results.values())
    assert dialog.table.item(0, 2).text() != ""
    # The chart names each algorithm as a person reads it (not ``mrv-all``), drawn by pyqtgraph.
    from sudoku_gui.qt.i18n import algorithm_title

    titles = [title for title, _, _ in dialog.chart.rows]
    assert titles == [algorithm_title(name) for name in dialog.results] and "mrv-all" not in titles
    assert dialog.table.item(0, 0).text() == titles[0]
    import sys

    assert "matplotlib" not in sys.modules
    dialog.close()


def test_compare_chart_follows_the_dark_theme(qtbot):
    from PySide6.QtGui import QPalette

    from sudoku_gui.qt.compare.compare_chart import CompareChart
    from sudoku_gui.qt.window import theme

    chart = CompareChart()
    qtbot.addWidget(chart)
    chart.setPalette(theme.dark_palette())
    chart.show_results([("a", 10, 0.5), ("b", 1000, 0.001)])
    background = chart.view.backgroundBrush().color()
    assert background == theme.dark_palette().color(QPalette.ColorRole.Base)
    assert background.lightness() < 80


def test_export_solution_path(qtbot, window, tmp_path):
    import json

    w = window
    w.load_puzzle(HARD)
    path = tmp_path / "path.jsonl"
    w.assistant.export(str(path), "propagate-guess", None)
    qtbot.waitUntil(lambda: w.message.text().startswith("Solution path written"), timeout=30000)
    records = [json.loads(line) for line in path.read_text().splitlines()]
    assert records[0] == {
        "kind": "start",
        "version": 1,
        "puzzle": "".join(map(str, w.controller.editor.document.values)),
    }
    assert records[-1]["kind"] == "solved" and all(r["puzzle"] == 1 for r in records[1:])


def test_clicking_a_logged_step_shows_the_board_after_it(qtbot, window):
    w = window
    w.load_puzzle(HARD)
    w.set_speed(MAX_SPEED)
    w.solve()
    qtbot.waitUntil(lambda: ended(w), timeout=30000)
    row = 40
    view = w.log.view
    view.verticalScrollBar().setValue(row - 3)
    y = (row - view.top_row()) * view.row_height() + view.row_height() // 2
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(20, y))
    tl = w.controller.timeline
    expected = replay_steps(HARD, [tl.step(i) for i in range(row + 1)])
    assert w.state.values == expected.values and w.state.candidates == expected.candidates
    assert w.state.counters.steps == row + 1
    assert w.step_label.text().startswith(f"Step {row + 1}: ")
    key(qtbot, w, Qt.Key.Key_Escape)
    assert w.state.values == list(HARD) and w.state.counters.steps == 0


def replay_steps(puzzle, steps):
    from sudoku_gui.core.board_state import replay

    return replay(puzzle, steps)


def test_escape_after_a_hint_preview_clears_it(qtbot, window):
    w = window
    w.load_puzzle(HARD)
    key(qtbot, w, Qt.Key.Key_F12)
    assert w.state.highlight.placed or w.state.highlight.struck
    key(qtbot, w, Qt.Key.Key_Escape)
    assert not (w.state.highlight.placed or w.state.highlight.struck)
    assert w.state.values == list(HARD)


def test_first_run_shows_every_toolbar_control(qtbot, settings):
    w = MainWindow(settings)  # fresh settings: no remembered size
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    for control in (w.algorithm_combo, w.speed_slider, w.time_limit):
        assert control.isVisible(), control.accessibleName()  # not pushed into the toolbar's overflow
    assert w.log.isVisible()
    assert "Puzzles menu" in w.message.text()


def test_keyboard_returns_to_the_board_and_paste_works_from_the_time_limit_box(qtbot, window):
    w = window
    w.time_limit.setFocus()
    qtbot.waitUntil(w.time_limit.hasFocus, timeout=2000)
    QGuiApplication.clipboard().setText(format_grid(HARD))
    qtbot.keyClick(w.time_limit, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    assert w.puzzle == HARD  # Ctrl+V pastes the puzzle, not into the number box
    qtbot.keyClick(w.time_limit, Qt.Key.Key_Return)  # done with the box: keys go to the board
    qtbot.waitUntil(w.board.hasFocus, timeout=2000)
    assert w.speed_slider.focusPolicy() == Qt.FocusPolicy.NoFocus  # dragging it never takes the arrows
    assert w.scrub.focusPolicy() == Qt.FocusPolicy.NoFocus


@pytest.mark.parametrize("speed", ["abc", "-5", "100000", ""])
def test_damaged_settings_fall_back_to_defaults(qtbot, settings, caplog, speed):
    settings.setValue("speed", speed)
    settings.setValue("timeLimit", "abc")
    settings.setValue("algorithm", "no-such-algorithm")
    settings.setValue("showCandidates", "maybe")
    settings.sync()
    w = MainWindow(settings)  # starts: no traceback
    qtbot.addWidget(w)
    from sudoku_gui.qt.window.main_window import DEFAULT_SPEED

    assert w.speed() == DEFAULT_SPEED
    assert w.time_limit.value() == 0 and w.controller.time_limit is None
    assert w.algorithm == "propagate-guess"
    assert w.act["candidates"].isChecked()
    assert any("ignored" in r.getMessage() for r in caplog.records)


def test_a_puzzle_with_two_solutions_says_so_after_the_solve(qtbot, window):
    w = window
    w.load_puzzle(parse_puzzle("1...295..52..714.3.794.....3.4.957.............51849..9.6.....54......7...7..63.9"))
    w.set_speed(MAX_SPEED)
    w.solve()
    qtbot.waitUntil(lambda: ended(w), timeout=10000)
    assert w.message.text().startswith("2 solutions (at least 2): not a proper puzzle.")


def test_solve_instantly_shows_the_answer_at_once_at_any_speed(qtbot, window):
    w = window
    puzzle = parse_puzzle("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......")
    w.load_puzzle(puzzle)
    w.set_speed(1)  # the slowest speed: Ctrl+F5 must not wait for it
    qtbot.keyClick(w.board, Qt.Key.Key_F5, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: ended(w), timeout=5000)
    assert is_solution(w.state.values, puzzle)
    assert w.controller.shown.algorithm == "fast"
    assert w.message.text().startswith("Solved: fast solver")
    w.controller.stop()  # Esc on the ended run: back to the puzzle, Ctrl+Z shows the answer again
    assert tuple(w.state.values) == puzzle
    w.controller.undo_stack.undo()
    assert is_solution(w.state.values, puzzle)


def test_a_failed_export_leaves_the_old_file_and_says_why(qtbot, window, tmp_path):
    w = window
    w.load_puzzle(parse_puzzle("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"))
    target = tmp_path / "gone" / "path.jsonl"  # its folder does not exist
    w.assistant.export(str(target), "propagate-guess", None)
    qtbot.waitUntil(lambda: "Export failed" in w.message.text(), timeout=10000)
    assert "cannot write" in w.message.text() and "WriteFailed" not in w.message.text()
    assert not target.parent.exists()


def test_paste_reads_the_shared_reader_and_refuses_over_1_mb(qtbot, window):
    w = window
    good = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
    QGuiApplication.clipboard().setText(f"\ufeff# a comment line, as files allow\n{good}\n{good}\n")
    w.paste_puzzle()
    assert format_grid(w.state.values) == good
    assert "holds more" in w.message.text()
    before = list(w.state.values)
    QGuiApplication.clipboard().setText((good + "\n") * 20_000)  # 1.6 MB
    w.paste_puzzle()
    assert "at most 1 MB" in w.message.text() and "unchanged" in w.message.text()
    assert list(w.state.values) == before


# --- issue 8: playing, pencil marks, the digit pad ---------------------------------------------

TOP1 = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
TOP1_SOLUTION = "417369825632158947958724316825437169791586432346912758289643571573291684164875293"


def test_start_playing_locks_givens_and_typed_digits_are_the_players(qtbot, window):
    w, c = window, window.controller
    w.load_puzzle(parse_puzzle(TOP1))
    key(qtbot, w, Qt.Key.Key_G, Qt.KeyboardModifier.ControlModifier)
    assert c.document.playing and w.act["play"].isChecked()
    assert w.mode_label.text() == "Game: givens locked"
    w.board.select(0)  # r1c1 holds the given 4
    key(qtbot, w, Qt.Key.Key_7)
    assert c.document.values[0] == 4 and "given" in w.message.text()
    w.board.select(1)
    key(qtbot, w, Qt.Key.Key_1)
    assert c.document.values[1] == 1 and c.document.givens[1] == 0
    w.board.select(2)
    key(qtbot, w, Qt.Key.Key_9)  # wrong: the solution has 7 here
    assert not w.act["mistakes"].isChecked()  # mistakes show only on request
    assert w.board.view().mistakes == frozenset()
    w.act["mistakes"].trigger()
    assert w.board.view().mistakes == frozenset({2})
    for _ in range(3):
        c.undo_stack.undo()
    assert not c.document.playing and c.document.values == parse_puzzle(TOP1)


def test_pencil_marks_are_the_players_and_undoable(qtbot, window):
    w, c = window, window.controller
    w.load_puzzle(parse_puzzle(TOP1))
    w.board.select(1)  # r1c2: candidates 1 6 7 9
    implied = w.state.candidates[1]
    assert implied == 0b101100001
    key(qtbot, w, Qt.Key.Key_6, Qt.KeyboardModifier.ShiftModifier)
    assert c.document.candidates is not None
    assert c.document.candidates[1] == implied & ~0b100000  # 6 removed from the shown marks
    key(qtbot, w, Qt.Key.Key_Return)  # Solo's pencil mode
    assert w.act["pencil"].isChecked() and w.board.view().pencil
    key(qtbot, w, Qt.Key.Key_6)
    assert c.document.candidates[1] == implied
    key(qtbot, w, Qt.Key.Key_Return)
    w.board.select(2)
    key(qtbot, w, Qt.Key.Key_7)  # a digit leaves its peers' written marks
    assert not c.document.candidates[1] & (1 << 6)
    w.act["clear_marks"].trigger()
    assert not any(m for m, v in zip(c.document.candidates, c.document.values, strict=True) if not v)
    w.act["fill_marks"].trigger()
    assert c.document.candidates[1] == w.state.candidates[1] != 0
    while c.undo_stack.canUndo():
        c.undo_stack.undo()
    assert c.document.candidates is None and c.document.values == (0,) * 81


def test_the_solver_starts_from_the_marks_as_shown(qtbot, window):
    w, c = window, window.controller
    w.load_puzzle(parse_puzzle(TOP1))
    c.editor.toggle_mark(1, 1)  # r1c2's answer is 1: the player removed the true candidate
    w.set_speed(MAX_SPEED)
    w.solve()
    qtbot.waitUntil(lambda: ended(w), timeout=20000)
    assert not c.timeline.board_at(0).candidates[1] & 1
    assert c.shown.outcome is Outcome.NO_SOLUTION


def test_an_empty_board_shows_no_pencil_marks(qtbot, window):
    w = window
    w.load_puzzle((0,) * 81)
    assert not w.board.view().show_candidates
    w.board.select(0)
    key(qtbot, w, Qt.Key.Key_5)
    assert w.board.view().show_candidates


def test_digit_pad_enters_digits_with_the_mouse_and_highlights_them(qtbot, window):
    w, c = window, window.controller
    w.load_puzzle(parse_puzzle(TOP1))
    buttons = {b.text(): b for b in w.pad.findChildren(QToolButton)}
    qtbot.mouseClick(buttons["1"], Qt.MouseButton.LeftButton)
    assert w.board.view().digit == 1
    w.board.cellClicked.emit(1)
    assert c.document.values[1] == 1
    qtbot.mouseClick(buttons["⌫"], Qt.MouseButton.LeftButton)
    w.board.cellClicked.emit(1)
    assert c.document.values[1] == 0


def test_conflict_highlighting_can_be_switched_off(qtbot, window):
    w = window
    w.load_puzzle(parse_puzzle("11" + "." * 79))
    assert w.board.view().conflicts == frozenset({0, 1})
    w.act["conflicts"].trigger()
    assert w.board.view().conflicts == frozenset()


def test_check_counts_the_solutions_in_the_background(qtbot, window):
    w = window
    w.load_puzzle(parse_puzzle(TOP1))
    w.act["check"].trigger()
    qtbot.waitUntil(lambda: w.message.text().startswith("Check:"), timeout=10000)
    assert w.message.text() == "Check: exactly 1 solution (a proper puzzle)."
    w.load_puzzle(parse_puzzle("1...295..52..714.3.794.....3.4.957.............51849..9.6.....54......7...7..63.9"))
    w.act["check"].trigger()
    qtbot.waitUntil(lambda: "at least 2" in w.message.text(), timeout=10000)


def test_generate_loads_a_proper_puzzle_of_the_level_as_one_undoable_edit(qtbot, window):
    w, c = window, window.controller
    job = w.tools.start_generating("Hard", "central", seed=5)
    qtbot.waitUntil(lambda: not job.running() and "New Hard puzzle" in w.message.text(), timeout=60000)
    puzzle = c.document.givens
    assert count_solutions(puzzle, 2) == 1
    assert all(bool(puzzle[i]) == bool(puzzle[80 - i]) for i in range(81))  # central symmetry
    c.undo_stack.undo()
    assert c.document.givens == (0,) * 81


def test_the_board_marks_and_game_are_autosaved_and_restored(qtbot, settings):
    first = MainWindow(settings)
    qtbot.addWidget(first)
    c = first.controller
    c.editor.load(parse_puzzle(TOP1))
    c.editor.toggle_playing()
    c.editor.enter_digit(1, 1)
    c.editor.toggle_mark(2, 7)
    saved = c.document
    first.controller.shutdown()
    # no close: a killed process has no closeEvent; the autosave happened on each change
    second = MainWindow(settings)
    qtbot.addWidget(second)
    assert second.controller.document == saved
    assert second.mode_label.text() == "Game: givens locked"
    second.controller.shutdown()


def test_a_damaged_autosave_is_ignored(qtbot, settings):
    from sudoku_gui.qt.puzzle.autosave import autosave_path

    path = autosave_path(settings)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"givens": [1, 2], "values": "x"}')
    w = MainWindow(settings)
    qtbot.addWidget(w)
    assert w.controller.document.givens == (0,) * 81
    w.controller.shutdown()


def test_f1_lists_every_key_of_every_menu(qtbot, window):
    from sudoku_gui.qt.window.keys_page import command_rows

    text = "\n".join(f"{keys}: {what}" for keys, what, _english in command_rows(window.menu_actions()))
    for a in window.menu_actions():
        for k in a.shortcuts():
            assert k.toString(k.SequenceFormat.NativeText) in text, a.text()
    for board_key in ("Shift+1-9", "Enter", "Digit pad"):
        assert board_key in text


def test_dark_theme_and_back(qtbot, window):
    from PySide6.QtGui import QPalette
    from PySide6.QtWidgets import QApplication

    from sudoku_gui.qt.board.painter import DARK, LIGHT

    w = window
    try:
        dark = next(a for a in w.theme_actions.actions() if a.data() == "dark")
        dark.trigger()
        assert w.board.colors() is DARK
        assert QApplication.palette().color(QPalette.ColorRole.Window).lightness() < 128
        assert w.settings.value("theme") == "dark"
        light = next(a for a in w.theme_actions.actions() if a.data() == "light")
        light.trigger()
        assert w.board.colors() is LIGHT
        assert QApplication.palette().color(QPalette.ColorRole.Window).lightness() >= 128
    finally:
        w.set_theme("system")


def test_puzzles_menu_has_collections_with_difficulties(qtbot, window):
    from sudoku_gui.core.puzzles.library import bundled_puzzles, load_levels
    from sudoku_gui.core.rating.levels import se_level
    from sudoku_gui.core.rating.se.se_rating import se_rate

    menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "P&uzzles")
    titles = [a.text() for a in menu.actions()]
    assert any(t.startswith("top95") for t in titles) and any(t.startswith("Project Euler") for t in titles)
    java = next(a.menu() for a in menu.actions() if a.text().startswith("Java"))
    first = java.actions()[0].text()
    assert first.startswith("Puzzle s11_9 (as named in the article)") and "givens" in first
    levels = load_levels()
    items = bundled_puzzles()
    assert all(format_grid(it.values) in levels for it in items)
    # The shipped difficulties are the status bar's: Sudoku Explainer's ER (the default rules)
    # and its level, labelled ER in the menu (a sample of those rated in a few seconds).
    quick = [it for it in items if not levels[format_grid(it.values)].startswith(("≥", "8", "9", "1"))]
    for item in quick[:: len(quick) // 6]:
        er = se_rate(item.values).er
        assert levels[format_grid(item.values)] == f"{er:.1f} {se_level(er)}"
    s11_9 = next(it for it in items if it.name == "s11_9")
    assert f"  -  ER {levels[format_grid(s11_9.values)]}, " in first
    java.actions()[0].trigger()
    assert window.controller.document.givens == next(it.values for it in items if it.name == "s11_9")


def test_undo_and_redo_stay_enabled_on_a_run_shown_again_and_esc_keeps_redo(qtbot, window):
    w = window
    c = w.controller
    w.load_puzzle(HARD)
    w.set_speed(MAX_SPEED)
    w.solve()
    qtbot.waitUntil(lambda: ended(w), timeout=30000)
    key(qtbot, w, Qt.Key.Key_Escape)  # back to the puzzle
    cell = HARD.index(0)
    w.board.select(cell)
    key(qtbot, w, Qt.Key.Key_6)  # the game goes on
    undo = (Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    key(qtbot, w, *undo)
    key(qtbot, w, *undo)  # the run is shown again
    assert c.timeline is not None
    assert w.act["undo"].isEnabled() and w.act["redo"].isEnabled()
    key(qtbot, w, Qt.Key.Key_Escape)  # leave it: nothing after it is lost
    redo = (Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    key(qtbot, w, *redo)
    assert c.timeline is None and w.puzzle[cell] == 6


def test_a_pane_key_shows_and_focuses_its_pane_and_hides_it_when_pressed_again(qtbot, window):
    w = window
    charts = next(p for p in w.panes if p.object_name == "charts")
    action = w.pane_keys.actions["charts"]
    charts.hide()
    action.trigger()  # Ctrl+J
    assert charts.isVisible()
    qtbot.waitUntil(lambda: charts.focus_target().hasFocus() or charts.isAncestorOf(QApplication.focusWidget()))
    action.trigger()  # pressed again while it has the focus: hidden, the keys back on the board
    assert not charts.isVisible() and w.board.hasFocus()


def test_a_long_status_message_ends_in_an_ellipsis_and_keeps_its_whole_text(qtbot, window):
    w = window
    w.resize(700, 500)
    long = "Algorithm: Human techniques, explained - simplest first, each step explained; " * 3
    w.status.say(long)
    qtbot.waitUntil(lambda: w.message.shown_text() != long)
    shown = w.message.shown_text()
    assert shown.endswith("…") and long.startswith(shown[:-1])  # cut at the end, never mid-way
    assert w.message.text() == long and w.message.toolTip() == long
    w.status.say("Solved.")
    assert w.message.shown_text() == "Solved."
