"""What the window says of a run that goes wrong (issue 33, items 3-5): Check Steps on by default
for a solver of the user's, a fault marked in the step log, the search tree and the status bar,
a wrong claim (with or without Check Steps) never shown as solved, a solver's clash drawn red,
and File > Open Run refusing a run of another puzzle."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from conftest import ended, open_run
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QMessageBox

from sudoku_gui.core.analysis.claims import wrong_solution
from sudoku_gui.core.board_state import BoardState
from sudoku_gui.core.external.stream_fit import first_misfit
from sudoku_gui.core.grid import PEERS, cell_name, parse_puzzle
from sudoku_gui.core.puzzles.exact_cover import search
from sudoku_gui.core.steps import Outcome
from sudoku_gui.core.tree.search_tree import NodeOutcome
from sudoku_gui.qt.board.painter import LIGHT, BoardView, board_rect, cell_rect, paint_board
from sudoku_gui.qt.panes.step_list import kind_colors
from sudoku_gui.qt.panes.tree_pane import SearchTreePane
from sudoku_gui.qt.window.main_window import MainWindow
from sudoku_gui.speeds import MAX_SPEED

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples" / "solvers"
PUZZLE = parse_puzzle("..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..")
PUZZLE_TEXT = "".join(str(v or ".") for v in PUZZLE)
SOLUTION = search(PUZZLE, 1).solutions[0]
RED = "#c81e1e"


def _liar_grid() -> tuple[str, int, int]:
    """The solution with two empty cells of row 9 made equal: (grid, the first two cells that
    clash, as ``wrong_solution`` finds them)."""
    grid = list(SOLUTION)
    a, b = [c for c in range(72, 81) if not PUZZLE[c]][:2]
    grid[b] = grid[a]
    _what, (x, y), _digit = wrong_solution(PUZZLE, grid)
    return "".join(map(str, grid)), x, y


def _program(tmp_path: Path, name: str, lines: list[dict[str, object]]) -> str:
    """An ``exec:`` solver that reads the puzzle and prints ``lines``."""
    program = tmp_path / name
    body = "".join(f"print({json.dumps(json.dumps(line))})\n" for line in lines)
    program.write_text("import sys\nsys.stdin.read()\n" + body)
    return f"exec:{sys.executable} {program}"


def _run(qtbot, w, algorithm: str):
    w.load_puzzle(PUZZLE)
    w.set_algorithm(algorithm)
    w.set_speed(MAX_SPEED)
    w.solve()  # F5
    qtbot.waitUntil(lambda: ended(w), timeout=20000)
    return w.controller.shown


def _tree_pane(w) -> SearchTreePane:
    return next(p for p in w.panes if isinstance(p, SearchTreePane))


# --- Check Steps: on for a solver of the user's, off for a built-in -----------------------------


def test_check_steps_is_on_for_loaded_solvers_and_off_for_builtins_by_default(qtbot, settings):
    settings.setValue("checkSteps", False)  # the old key, off by default before: not read
    w = MainWindow(settings)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    try:
        mine = f"exec:{sys.executable} {EXAMPLES / 'backtrack.py'}"
        assert w.act["check_steps"].isChecked() and not w.act["check_builtins"].isChecked()
        solve_menu = next(a.menu() for a in w.menuBar().actions() if a.text() == "&Solve")
        names = [a.objectName() for a in solve_menu.actions()]
        assert names.index("act_check_builtins") == names.index("act_check_steps") + 1  # both in Solve
        assert w.controller.checks.applies(mine) and w.controller.checks.applies(str(EXAMPLES / "plain.py"))
        assert not w.controller.checks.applies("naive")
        assert _run(qtbot, w, mine).checker is not None
        assert _run(qtbot, w, "naive").checker is None
        w.act["check_builtins"].trigger()  # Solve > Check Built-in Strategies Too, ticked
        assert _run(qtbot, w, "naive").checker is not None
        w.act["check_steps"].trigger()  # Solve > Check Steps, unticked
        assert _run(qtbot, w, mine).checker is None
    finally:
        w.controller.shutdown()
    w2 = MainWindow(settings)  # both remembered
    qtbot.addWidget(w2)
    try:
        assert not w2.act["check_steps"].isChecked() and w2.act["check_builtins"].isChecked()
        assert settings.value("checkOwnSolvers") in (False, "false")
    finally:
        w2.controller.shutdown()


# --- a fault: paused at its step, red in the step log, marked in the tree -----------------------


def test_a_fault_is_red_in_the_step_log_marked_in_the_tree_and_never_solved(qtbot, window, tmp_path, caplog):
    import logging

    w = window
    _tree_pane(w).show()
    grid, a, b = _liar_grid()
    clash_cell = next(c for c in range(81) if not PUZZLE[c])  # r1c1
    digit = next(PUZZLE[p] for p in PEERS[clash_cell] if PUZZLE[p])
    # A clash placed at step 2 and not noticed before the next guess: the fault of step 2; then
    # a valid solution is claimed, which is never shown as solved.
    lines = [
        {"kind": "guess", "cell": "r1c2", "digit": SOLUTION[1]},
        {"kind": "place", "cell": cell_name(clash_cell), "digit": digit},
        {"kind": "guess", "cell": "r1c4", "digit": SOLUTION[3]},
        {"kind": "solved", "values": "".join(map(str, SOLUTION))},
    ]
    with caplog.at_level(logging.WARNING):
        run = _run(qtbot, w, _program(tmp_path, "clash.py", lines))
    assert run.fault is not None and run.fault.step == 2
    assert run.position == 2 and len(run.timeline) == 3  # recorded up to the guess that shows it
    assert run.outcome is Outcome.WRONG
    assert w.mode_label.text() == "Review (fault at step 2)"
    assert RED in w.mode_label.styleSheet() and RED in w.message.styleSheet()
    assert w.message.text().startswith("Check: step 2 places ")
    assert set(w.state.highlight.conflict) == {clash_cell, *(p for p in PEERS[clash_cell] if PUZZLE[p] == digit)}
    assert any("step 2: places" in r.getMessage() for r in caplog.records)
    # The step log: row 2 in red, saying the fault; its tooltip too.
    model = w.log.model
    assert model.flaw_row() == 1
    index = model.index(1)
    row, step_text = model.data(index, Qt.ItemDataRole.DisplayRole), run.timeline.text(1)
    assert row.startswith(f"2. \u2717 places {digit} in {cell_name(clash_cell)}, but ")  # what is wrong first
    assert row.endswith(f"  ({step_text})")
    tip = model.data(index, Qt.ItemDataRole.ToolTipRole)
    assert tip.startswith(f"{step_text}\n\u2717 Check: step 2 places {digit} in {cell_name(clash_cell)}, but ")
    assert model.data(index, Qt.ItemDataRole.ForegroundRole) == kind_colors(w.log.view.palette())["contradiction"]
    assert model.data(model.index(0), Qt.ItemDataRole.ForegroundRole) != model.data(
        index, Qt.ItemDataRole.ForegroundRole
    )
    # The tree: the node of step 2 marked, no solution anywhere.
    pane = _tree_pane(w)
    qtbot.waitUntil(lambda: run.tree is not None, timeout=5000)
    pane.attach(run)
    tree = run.tree
    assert pane.view.flaw_node() == tree.node_at(2)
    assert tree.solutions == 0 and all(tree.outcome(n) != NodeOutcome.SOLUTION for n in range(len(tree)))
    assert "\u2717 Check: step 2" in pane.status.text()
    # Played again to the end, it still never says solved.
    w.controller.nav.end()
    assert "olved" not in w.mode_label.text() and not w.message.text().startswith("Solved")


def test_a_line_that_is_not_a_step_gets_a_red_row_after_the_last_step(qtbot, window, tmp_path):
    w = window
    program = tmp_path / "garbled.py"
    program.write_text(
        "import sys\nsys.stdin.read()\n"
        'print(\'{"kind": "guess", "cell": "r1c1", "digit": 4}\')\n'
        "print('this is not JSON')\n"
    )
    run = _run(qtbot, w, f"exec:{sys.executable} {program}")
    assert run.fault.step == 2 and len(run.timeline) == 1
    model = w.log.model
    assert model.rowCount() == 2  # the step, and the fault's own row
    assert model.data(model.index(1), Qt.ItemDataRole.DisplayRole).startswith("2. \u2717 is not a step: line 2: ")


# --- a wrong claim, with or without Check Steps --------------------------------------------------


def _liar(tmp_path: Path) -> tuple[str, int, int]:
    grid, a, b = _liar_grid()
    lines = [{"kind": "guess", "cell": "r1c1", "digit": SOLUTION[0]}, {"kind": "solved", "values": grid}]
    return _program(tmp_path, "liar.py", lines), a, b


def test_a_liar_ends_wrong_in_red_without_a_solution_in_the_tree(qtbot, window, tmp_path, caplog):
    import logging

    w = window
    _tree_pane(w).show()
    liar, a, b = _liar(tmp_path)
    said = f"Wrong solution: {cell_name(a)} and {cell_name(b)} both hold {int(_liar_grid()[0][a])}"
    for checked in (True, False):
        w.step_check.set_own(checked)
        with caplog.at_level(logging.WARNING):
            run = _run(qtbot, w, liar)
        assert (run.checker is not None) is checked
        assert run.outcome is Outcome.WRONG
        assert w.message.text() == said and RED in w.message.styleSheet()
        assert any(said in r.getMessage() for r in caplog.records)
        assert "olved" not in w.mode_label.text() and RED in w.mode_label.styleSheet()
        w.controller.nav.end()
        assert set(w.state.highlight.conflict) == {a, b}
        assert w.state.last_text == said
        row = w.log.model.flaw_row()
        assert (
            row == 1
            and w.log.model.data(w.log.model.index(row), Qt.ItemDataRole.DisplayRole) == f"2. \u2717 {said}  (Solved)"
        )
        qtbot.waitUntil(lambda r=run: r.tree is not None, timeout=5000)
        tree = run.tree
        assert tree.solutions == 0
        assert all(tree.outcome(n) != NodeOutcome.SOLUTION for n in range(len(tree)))
        assert _tree_pane(w).view.flaw_node() == tree.node_at(2)
        caplog.clear()


def test_a_false_no_solution_is_a_wrong_claim(qtbot, window, tmp_path):
    w = window
    w.step_check.set_own(False)
    run = _run(qtbot, w, _program(tmp_path, "none.py", [{"kind": "no-solution"}]))
    assert run.outcome is Outcome.WRONG
    assert w.message.text() == "Wrong claim: no solution, but the puzzle has one"
    assert w.mode_label.text() == "Review (wrong claim)"


def test_an_honest_checked_run_says_so(qtbot, window):
    w = window
    run = _run(qtbot, w, f"exec:{sys.executable} {EXAMPLES / 'backtrack.py'}")
    assert run.checker is not None and run.outcome is Outcome.SOLVED
    assert w.message.text().startswith("Solved: ") and w.message.text().endswith("Check Steps: no fault.")
    assert w.log.model.flaw_row() == -1 and w.mode_label.text() == "Review (solved)"


# --- a solver's clash on the run's board ---------------------------------------------------------


def _pixel(state: BoardState, view: BoardView, cell: int) -> QColor:
    image = QImage(450, 450, QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    p = QPainter(image)
    paint_board(p, QRectF(0, 0, 450, 450), state, view, LIGHT)
    p.end()
    box = cell_rect(board_rect(QRectF(0, 0, 450, 450)), cell)
    return image.pixelColor(int(box.left()) + 3, int(box.top()) + 3)


def test_a_clash_on_a_runs_board_is_drawn_red(qtbot, window, tmp_path):
    w = window
    w.step_check.set_own(False)
    clash_cell = 0
    digit = next(PUZZLE[p] for p in PEERS[clash_cell] if PUZZLE[p])
    peer = next(p for p in PEERS[clash_cell] if PUZZLE[p] == digit)
    lines = [{"kind": "place", "cell": "r1c1", "digit": digit}, {"kind": "contradiction"}, {"kind": "no-solution"}]
    run = _run(qtbot, w, _program(tmp_path, "clash2.py", lines))
    run.seek(1)
    assert w.state.values[clash_cell] == digit
    view = w.board.view()
    assert view.clashes  # Show Conflicts is on: the run's board shows its clashes
    assert _pixel(w.state, view, clash_cell) == LIGHT.conflict == _pixel(w.state, view, peer)
    other = next(c for c in range(81) if PUZZLE[c] and c not in (clash_cell, peer))
    assert _pixel(w.state, view, other) != LIGHT.conflict
    w.act["conflicts"].trigger()  # View > Show Conflicts off
    assert not w.board.view().clashes
    assert _pixel(w.state, w.board.view(), clash_cell) != LIGHT.conflict


# --- File > Open Run: a run of another puzzle ----------------------------------------------------


def _stream(tmp_path: Path, start: bool) -> Path:
    import subprocess

    out = subprocess.run(
        [sys.executable, str(EXAMPLES / "backtrack.py")], input=PUZZLE_TEXT + "\n", capture_output=True, text=True
    ).stdout
    stream = tmp_path / ("with_start.jsonl" if start else "bare.jsonl")
    head = json.dumps({"kind": "start", "version": 1, "puzzle": PUZZLE_TEXT}) + "\n" if start else ""
    stream.write_text(head + out)
    return stream


OTHER = parse_puzzle("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......")


def test_open_run_of_another_puzzle_asks_to_load_it(qtbot, window, tmp_path, monkeypatch):
    w = window
    stream = _stream(tmp_path, start=True)
    w.load_puzzle(OTHER)
    undo = w.controller.undo_stack.count()
    asked: list[str] = []
    answer = [QMessageBox.StandardButton.No]

    def question(_parent, _title, text, *_a):
        asked.append(text)
        return answer[0]

    monkeypatch.setattr(QMessageBox, "question", question)
    assert not open_run(qtbot, w, stream)
    assert asked == ["This run is of another puzzle. Load its puzzle?"]
    assert tuple(w.puzzle) == tuple(OTHER) and w.controller.shown is None
    assert w.controller.undo_stack.count() == undo
    answer[0] = QMessageBox.StandardButton.Yes
    assert open_run(qtbot, w, stream)
    assert tuple(w.puzzle) == tuple(PUZZLE) and w.controller.shown is not None
    assert w.controller.shown.algorithm.startswith("replay:")


def test_open_run_without_a_start_line_is_refused_where_it_does_not_fit(qtbot, window, tmp_path, monkeypatch):
    w = window
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, _t, text, *a: said.append(text))
    stream = _stream(tmp_path, start=False)
    w.load_puzzle(OTHER)
    undo = w.controller.undo_stack.count()
    misfit = first_misfit(stream.read_bytes().splitlines(), OTHER)
    assert misfit is not None
    assert not open_run(qtbot, w, stream)  # read in the background first
    assert said
    why = (
        f"this run does not fit the puzzle on the board: step {misfit.step} "
        f"{'guesses' if misfit.guess else 'places'} {misfit.digit} in {cell_name(misfit.cell)}, which holds {misfit.held}"
    )
    assert said == [f"Not opened: bare.jsonl: {why}."]
    assert w.message.text() == said[0] and RED in w.message.styleSheet()
    assert tuple(w.puzzle) == tuple(OTHER) and w.controller.shown is None
    assert w.controller.undo_stack.count() == undo
    # On its own puzzle it opens, once read.
    w.load_puzzle(PUZZLE)
    assert open_run(qtbot, w, stream)
    assert w.controller.shown is not None
    qtbot.waitUntil(lambda: not w.controller.live(), timeout=20000)
    assert len(w.controller.shown.timeline) == len(stream.read_text().splitlines())
