"""Bring your own solver in the window (issue 29): Solve > Load Algorithm (a Python file or a
program, remembered, removable), a loaded solver's failure said in the status bar and the log,
File > Open Run, Tree > Compare With."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from conftest import ended, key, open_run
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QInputDialog, QMessageBox

from sudoku_gui.core.grid import parse_puzzle
from sudoku_gui.qt.window.main_window import MainWindow
from sudoku_gui.speeds import MAX_SPEED

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples" / "solvers"
PUZZLE = parse_puzzle("..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..")


def _load_menu(w):
    return w.solver_loader.menu


def _refusals(monkeypatch) -> list[str]:
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, _title, text, *a: said.append(text))
    return said


def _load_program(qtbot, w, *commands: str) -> list[str]:
    """Solve > Load Your Own Algorithm > Program…: type each of ``commands`` in turn in its
    dialog and press OK; returns the problems the dialog said (it stays open on one, the command
    still in it), then presses Cancel if it is still open."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from sudoku_gui.qt.own_solver.program_dialog import ProgramDialog

    said: list[str] = []

    def drive() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, ProgramDialog):
            QTimer.singleShot(20, drive)  # not up yet
            return
        for command in commands:
            dialog.line.setText(command)
            dialog.ok.click()
            if dialog.isVisible():
                assert dialog.error.isVisible() and dialog.line.text() == command  # kept, said
                said.append(dialog.error.text())
        if dialog.isVisible():
            dialog.reject()

    QTimer.singleShot(0, drive)
    w.solver_loader.load_program()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w)  # the keys are the window's again
    return said


def _pick_file(monkeypatch, path) -> None:
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))


def test_load_a_python_file_joins_the_box_remembered_and_removable(qtbot, window, settings, monkeypatch):
    w = window
    _pick_file(monkeypatch, EXAMPLES / "norvig.py")
    w.solver_loader.load_python_file()
    name = str((EXAMPLES / "norvig.py").resolve())
    assert w.controller.algorithm == name
    assert w.algorithm_combo.currentData() == name
    assert w.algorithm_combo.currentText() == "norvig.py"
    assert w.solver_loader.loaded() == [name]
    texts = [a.text() for a in _load_menu(w).actions()]
    assert "Remove norvig.py" in texts
    # It runs: the puzzle is solved through the loaded file.
    w.load_puzzle(PUZZLE)
    w.set_speed(MAX_SPEED)
    key(qtbot, w, Qt.Key.Key_F5)
    qtbot.waitUntil(lambda: ended(w), timeout=20000)
    assert w.controller.shown.algorithm == name
    assert 0 not in w.state.values
    # Remembered across starts: a new window has it in the box (and chosen, as the last pick).
    w2 = MainWindow(settings)
    qtbot.addWidget(w2)
    try:
        assert w2.algorithm_combo.findData(name) >= 0
        assert w2.controller.algorithm == name
    finally:
        w2.controller.shutdown()
    w.solver_loader.remove(name)
    assert w.algorithm_combo.findData(name) < 0
    assert w.controller.algorithm == "propagate-guess"
    assert w.solver_loader.loaded() == []


def test_a_file_with_several_functions_and_no_solve_asks_which(qtbot, window, tmp_path, monkeypatch):
    f = tmp_path / "mine.py"
    f.write_text("def helper(x):\n    return x\n\n\ndef run(puzzle):\n    yield from ()\n")
    _pick_file(monkeypatch, f)
    asked = []

    def get_item(_parent, _title, _label, items, *_a):
        asked.append(list(items))
        return "run", True

    monkeypatch.setattr(QInputDialog, "getItem", get_item)
    window.solver_loader.load_python_file()
    assert asked == [["helper", "run"]]
    assert window.controller.algorithm == f"{f.resolve()}:run"


def test_a_bad_python_file_is_refused_saying_why_and_nothing_changes(qtbot, window, tmp_path, monkeypatch):
    w = window
    said = _refusals(monkeypatch)
    broken = tmp_path / "broken.py"
    broken.write_text("def solve(puzzle:\n    pass\n")
    _pick_file(monkeypatch, broken)
    before = (w.controller.algorithm, w.algorithm_combo.count())
    w.solver_loader.load_python_file()
    assert said and "broken.py, line 1: syntax error" in said[0]
    empty = tmp_path / "empty.py"
    empty.write_text("X = 1\n")
    _pick_file(monkeypatch, empty)
    w.solver_loader.load_python_file()
    assert "empty.py defines no function" in said[1]
    assert (w.controller.algorithm, w.algorithm_combo.count()) == before
    assert w.solver_loader.loaded() == []
    assert w.message.text().startswith("Not loaded: ")


def test_load_a_program(qtbot, window, monkeypatch):
    w = window
    command = f"{sys.executable} {EXAMPLES / 'backtrack.py'}"
    assert _load_program(qtbot, w, command) == []
    assert w.controller.algorithm == f"exec:{command}"
    assert w.solver_loader.loaded() == [f"exec:{command}"]
    w.load_puzzle(PUZZLE)
    w.set_speed(MAX_SPEED)
    key(qtbot, w, Qt.Key.Key_F5)
    qtbot.waitUntil(lambda: ended(w), timeout=20000)
    assert 0 not in w.state.values


def test_a_program_that_is_not_there_is_refused(qtbot, window, monkeypatch):
    w = window
    said = _load_program(qtbot, w, "no-such-solver-program --fast", "", "python3 'unclosed")
    assert len(said) == 3
    assert "no program no-such-solver-program found" in said[0]
    assert "the command is empty" in said[1]
    assert "cannot read the command" in said[2]
    assert w.solver_loader.loaded() == []
    assert w.controller.algorithm == "propagate-guess"


def test_program_takes_the_readmes_exec_spelling_and_stays_open_on_an_error(qtbot, window):
    w = window
    command = f"{sys.executable} {EXAMPLES / 'backtrack.py'}"
    # A typo first: said in the dialog, which keeps the text to fix; then the README's spelling.
    said = _load_program(qtbot, w, "exec:no-such-solver-program --fast", f"exec:{command}")
    assert len(said) == 1 and "no program no-such-solver-program found" in said[0]
    assert w.controller.algorithm == f"exec:{command}"  # exec: taken once, not exec:exec:
    assert w.solver_loader.loaded() == [f"exec:{command}"]
    assert w.message.text().startswith("Algorithm: ")


# --- File > Open Run ---------------------------------------------------------------------------

PUZZLE_TEXT = "".join(str(v or ".") for v in PUZZLE)


def _trace(tmp_path) -> Path:
    from sudoku_gui.cli.command_line import main

    trace = tmp_path / "naive.jsonl"
    assert main(["--solve", PUZZLE_TEXT, "--algorithm", "naive", "--trace", str(trace)]) == 0
    return trace


@pytest.mark.shared_window
def test_open_run_replays_a_trace_as_a_recorded_run(qtbot, window, tmp_path, capsys):
    w = window
    trace = _trace(tmp_path)
    w.load_puzzle(PUZZLE)  # a trace names no puzzle: the board's is used
    assert open_run(qtbot, w, trace)
    run = w.controller.shown
    assert run.algorithm == f"replay:{trace.resolve()}"
    assert "Opened the run naive.jsonl" in w.message.text()
    qtbot.waitUntil(lambda: not w.controller.live(), timeout=20000)  # read to its end while paused
    assert w.controller.shown.position == 0
    w.controller.nav.end()
    assert run.outcome.value == "solved"
    assert len(run.timeline) == len(trace.read_text().splitlines()) - 1  # one step a line, after the start line
    assert 0 not in w.state.values
    qtbot.waitUntil(run.want_tree, timeout=10000)  # the Search Tree pane asks for it so
    assert run.tree is not None and len(run.tree) > 100
    w.controller.nav.home()  # rewinds like any run
    assert w.controller.shown.position == 0


def test_open_run_takes_the_puzzle_from_the_start_line(qtbot, window, tmp_path):
    import json
    import subprocess

    w = window
    out = subprocess.run(
        [sys.executable, str(EXAMPLES / "backtrack.py")], input=PUZZLE_TEXT + "\n", capture_output=True, text=True
    ).stdout
    stream = tmp_path / "program.jsonl"
    stream.write_text(json.dumps({"kind": "start", "version": 1, "puzzle": PUZZLE_TEXT}) + "\n" + out)
    assert not any(w.puzzle)
    assert open_run(qtbot, w, stream)
    assert tuple(w.puzzle) == tuple(PUZZLE)
    qtbot.waitUntil(lambda: not w.controller.live(), timeout=20000)
    assert len(w.controller.shown.timeline) == len(out.splitlines())


@pytest.mark.shared_window
def test_open_run_refuses_what_it_cannot_show(qtbot, window, tmp_path, monkeypatch):
    w = window
    said = _refusals(monkeypatch)
    trace = _trace(tmp_path)
    trace.write_text("".join(trace.read_text().splitlines(keepends=True)[1:]))  # no start line
    assert not open_run(qtbot, w, trace)  # no start line and an empty board
    assert "names no puzzle (no start line)" in said[-1]
    puzzle_file = tmp_path / "puzzle.txt"
    puzzle_file.write_text(PUZZLE_TEXT + "\n")
    assert not open_run(qtbot, w, puzzle_file)
    assert "is not a step stream" in said[-1]
    assert not open_run(qtbot, w, tmp_path / "gone.jsonl")
    assert "Cannot read gone.jsonl" in said[-1]
    assert w.controller.shown is None and not any(w.puzzle)


def test_ctrl_shift_o_asks_for_a_run_in_the_file_menu(qtbot, window, tmp_path, monkeypatch):
    w = window
    trace = _trace(tmp_path)
    w.load_puzzle(PUZZLE)
    _pick_file(monkeypatch, trace)
    with qtbot.waitSignal(w.open_run.finished, timeout=20000):
        key(qtbot, w, Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert w.controller.shown is not None and w.controller.shown.algorithm.startswith("replay:")
    file_menu = w.menuBar().actions()[0].menu()
    names = [a.objectName() for a in file_menu.actions()]
    assert names.index("act_open_run") == names.index("act_open") + 1


def test_main_open_run_opens_the_window_with_the_run(qtbot, settings, tmp_path):
    from sudoku_gui.cli.command_line import build_parser
    from sudoku_gui.qt.app import start_window

    trace = _trace(tmp_path)
    w = start_window(build_parser().parse_args(["--open-run", str(trace), PUZZLE_TEXT]), settings)
    qtbot.addWidget(w)
    try:
        qtbot.waitUntil(lambda: w.controller.shown is not None, timeout=5000)
        assert w.controller.shown.algorithm == f"replay:{trace.resolve()}"
        assert tuple(w.puzzle) == tuple(PUZZLE)
    finally:
        w.controller.shutdown()


def test_open_run_goes_with_the_window_only(capsys):
    import pytest

    from sudoku_gui.cli.command_line import main

    with pytest.raises(SystemExit) as e:
        main(["--solve", PUZZLE_TEXT, "--open-run", "x.jsonl"])
    assert e.value.code == 2
    assert "--open-run goes with the window" in capsys.readouterr().err


# --- Search > Compare Tree With Another Algorithm ------------------------------------------------


def _compare(qtbot, w, a: str, b: str):
    w.tree_compare.start(a, b)
    qtbot.waitUntil(lambda: w.tree_compare.dialog is not None and w.tree_compare.dialog.isVisible(), timeout=60000)
    return w.tree_compare.dialog


@pytest.mark.shared_window
def test_compare_naive_with_mrv_all_lists_differences_and_shows_both_boards(qtbot, window):
    from sudoku_gui.core.analysis.compare_searches import record_run
    from sudoku_gui.core.analysis.tree_merge import merge_trees

    w = window
    w.load_puzzle(PUZZLE)
    dialog = _compare(qtbot, w, "naive", "mrv-all")
    m = dialog.comparison.merged
    start = w.controller.document.board(False, for_solving=True)
    expect = merge_trees(record_run(start, "naive", None).tree, record_run(start, "mrv-all", None).tree)
    assert len(m.pentagons) == len(expect.pentagons) > 0
    assert dialog.table.rowCount() == len(m.pentagons)
    sizes = [p.size for p in dialog.differences]
    assert sizes == sorted(sizes, reverse=True)  # the largest first
    first = dialog.differences[0]
    assert dialog.table.item(0, 1).text().endswith(f"({first.a_count:,} nodes)")
    # A click on a difference shows each side's board there: after each side's first branch.
    dialog.table.selectRow(len(dialog.differences) - 1)
    last = dialog.differences[-1]
    a, b = dialog.comparison.boards(last)
    assert dialog.board_a._state is not None and dialog.board_a._state.values == a.values
    assert dialog.board_b._state.values == b.values
    first = dialog.differences[0]
    a, _b = dialog.comparison.boards(first)
    at = m.a.first(first.a_first)  # the board there shows side A's branch just made, nothing after it
    cell, digit = m.a.cell(first.a_first), m.a.digit(first.a_first)
    assert a.values[cell] == digit
    assert a.values == dialog.comparison.a.board_at(at, remember=False).values
    assert dialog.comparison.a.board_at(at - 1, remember=False).values[cell] == 0
    assert "they part in" in w.message.text()


def test_compare_a_loaded_backtracker_with_naive_is_one_tree(qtbot, window):
    w = window
    w.load_puzzle(PUZZLE)
    mine = f"exec:{sys.executable} {EXAMPLES / 'backtrack.py'}"
    w.set_algorithm(mine)
    assert ("naive", "Naive backtracking") in [(n, t) for n, t in w.tree_compare.choices(mine)] or any(
        n == "naive" for n, _t in w.tree_compare.choices(mine)
    )
    dialog = _compare(qtbot, w, mine, "naive")
    assert dialog.comparison.merged.identical
    assert "identical" in dialog.summary.text()
    assert dialog.table.isHidden()
    assert "identical" in w.message.text()


@pytest.mark.shared_window
def test_compare_asks_for_the_other_algorithm_and_can_be_cancelled(qtbot, window, monkeypatch):
    w = window
    w.load_puzzle(PUZZLE)
    asked = []

    def get_item(_parent, _title, _label, items, *_a):
        asked.append(list(items))
        return items[0], True

    started = []
    monkeypatch.setattr(QInputDialog, "getItem", get_item)
    monkeypatch.setattr(w.tree_compare, "start", lambda a, b: started.append((a, b)))
    key(qtbot, w, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert started and started[0][0] == "propagate-guess" and started[0][1] != "propagate-guess"
    assert "fast" not in [n for n, _t in w.tree_compare.choices("propagate-guess")]


@pytest.mark.shared_window
def test_compare_cancel_stops_the_job(qtbot, window):
    w = window
    w.load_puzzle(parse_puzzle("." * 81))
    w.load_puzzle(PUZZLE)
    w.tree_compare.start("naive", "mrv-all")
    w.tree_compare.jobs.cancel()
    qtbot.waitUntil(lambda: not w.tree_compare.jobs.running(), timeout=10000)
    assert w.tree_compare.dialog is None


@pytest.mark.shared_window
def test_compare_without_a_puzzle_says_so(qtbot, window):
    w = window
    w.tree_compare.ask()
    assert "needs a puzzle" in w.message.text()


# --- a loaded solver's faults and failures -------------------------------------------------------

WRONG_ELIMINATION = (
    "import sys\n"
    "sys.stdin.read()\n"
    'print(\'{"kind": "guess", "cell": "r1c1", "digit": 4}\')\n'
    'print(\'{"kind": "backtrack"}\')\n'
    'print(\'{"kind": "eliminate", "eliminations": [["r1c2", 8]]}\')\n'  # the solution has 8 in r1c2
    'print(\'{"kind": "no-solution"}\')\n'
)


def _checked_run(qtbot, w, name: str):
    w.step_check.set_own(True)
    w.load_puzzle(PUZZLE)
    w.set_algorithm(name)
    w.set_speed(MAX_SPEED)
    key(qtbot, w, Qt.Key.Key_F5)
    qtbot.waitUntil(lambda: ended(w) and w.controller.shown.checker.fault is not None, timeout=20000)
    return w.controller.shown


def test_check_steps_pauses_a_program_at_its_fault(qtbot, window, tmp_path, caplog):
    import logging

    program = tmp_path / "wrong.py"
    program.write_text(WRONG_ELIMINATION)
    with caplog.at_level(logging.WARNING):
        run = _checked_run(qtbot, window, f"exec:{sys.executable} {program}")
        qtbot.waitUntil(lambda: run.position == 3, timeout=5000)
    assert run.checker.fault.step == 3
    assert window.message.text().startswith("Check: step 3 ")
    assert any("step 3:" in r.getMessage() for r in caplog.records)


def test_check_steps_pauses_a_python_file_at_its_fault(qtbot, window, tmp_path):
    solver = tmp_path / "wrong_file.py"
    solver.write_text(
        "from sudoku_gui.api import guess, backtrack, no_solution\n\n"
        "def solve(puzzle):\n"
        "    yield guess(0, 4)\n"
        "    yield backtrack()\n"
        "    yield backtrack()\n"  # no guess open
        "    yield no_solution()\n"
    )
    run = _checked_run(qtbot, window, str(solver))
    assert run.checker.fault.step == 3
    assert run.position == len(run.timeline) == 2  # the step before the one that never came
    assert window.message.text().startswith("Check: step 3 ")
    assert "backtrack with no guess open" in window.message.text()


FAILING = 'import sys\nprint(\'{"kind": "guess", "cell": "r1c1", "digit": 4}\', flush=True)\n' + (
    "print('boom: the stack ran out', file=sys.stderr)\nsys.exit(3)\n"
)


def test_a_program_failure_is_said_in_the_status_bar_and_the_log(qtbot, window, tmp_path, caplog):
    import logging

    w = window
    program = tmp_path / "fails.py"
    program.write_text(FAILING)
    w.load_puzzle(PUZZLE)
    w.set_algorithm(f"exec:{sys.executable} {program}")
    w.set_speed(MAX_SPEED)
    with caplog.at_level(logging.WARNING):
        key(qtbot, w, Qt.Key.Key_F5)
        qtbot.waitUntil(lambda: ended(w) and w.message.text().startswith("The solver failed"), timeout=20000)
    text = w.message.text()
    assert "SolverError" not in text  # the failure, not the exception's class
    assert "ended with exit code 3 after line 1" in text and "boom: the stack ran out" in text
    assert any("ended with exit code 3" in r.getMessage() for r in caplog.records)


def test_a_program_failure_is_said_in_chinese(qtbot, window, tmp_path):
    """A failure is a Message (its template and data, as a step's text): the window says it again
    in its language; the data (the command, what the program wrote) stays as written."""
    import pytest

    from sudoku_gui.core.external.protocol import ProtocolError
    from sudoku_gui.core.external.solver_errors import BadLine, SolverError
    from sudoku_gui.core.runs.solve_to_end import solve
    from sudoku_gui.qt import i18n

    w = window
    program = tmp_path / "fails.py"
    program.write_text(FAILING)
    raising = tmp_path / "raises.py"
    raising.write_text(
        FAILING.replace("print('boom: the stack ran out', file=sys.stderr)\nsys.exit(3)", "sys.exit('TypeError: E')")
    )
    assert i18n.install("zh_CN")
    try:
        w.load_puzzle(PUZZLE)
        w.set_algorithm(f"exec:{sys.executable} {program}")
        w.set_speed(MAX_SPEED)
        key(qtbot, w, Qt.Key.Key_F5)
        qtbot.waitUntil(lambda: ended(w) and w.message.text().startswith("求解器出错"), timeout=20000)
        assert w.message.text() == (
            f"求解器出错：{sys.executable} {program}: 在第 1 行之后以退出码 3 结束；"
            "它在标准错误上的最后一行：boom: the stack ran out"
        )
        assert i18n.speak(BadLine("./a.out", ProtocolError(7, "not JSON")).message) == "./a.out: 第 7 行：not JSON"
        with pytest.raises(SolverError) as caught:
            solve(PUZZLE, f"exec:{sys.executable} {raising}")
        assert i18n.speak(caught.value.message) == (
            f"{sys.executable} {raising}: 在第 1 行之后以退出码 1 结束；它在标准错误上报告的错误：TypeError: E"
        )
        assert str(caught.value) == (  # the command line's English, as before
            f"{sys.executable} {raising}: ended with exit code 1 after line 1; its error on standard error: TypeError: E"
        )
    finally:
        i18n.install("en")


HANGS = 'import sys, time\nprint(\'{"kind": "guess", "cell": "r1c1", "digit": 4}\', flush=True)\ntime.sleep(600)\n'


def test_esc_stops_a_hanging_program_at_once(qtbot, window, tmp_path):
    w = window
    program = tmp_path / "hangs.py"
    program.write_text(HANGS)
    w.load_puzzle(PUZZLE)
    w.set_algorithm(f"exec:{sys.executable} {program}")
    w.set_speed(MAX_SPEED)
    key(qtbot, w, Qt.Key.Key_F5)
    qtbot.waitUntil(lambda: w.controller.shown is not None and len(w.controller.shown.timeline) == 1, timeout=20000)
    key(qtbot, w, Qt.Key.Key_Escape)
    # The program sleeps 600 s: only Esc ends the run (how soon: benchmarks/bench_reactions.py).
    qtbot.waitUntil(lambda: not w.controller.live(), timeout=20000)


def test_a_protocol_error_is_the_fault_of_its_own_line_after_the_lines_before_it(tmp_path):
    """Read in one chunk, the good lines before a bad one are steps first: the fault is the bad
    line's step (4), said in the program's words, not a crash of the app's reader."""
    from sudoku_gui.cli.command_line import main

    program = tmp_path / "bad_kind.py"
    program.write_text(WRONG_ELIMINATION.replace("eliminate", "jump"))
    from sudoku_gui.core.algorithms.registry import algorithm
    from sudoku_gui.core.analysis.step_checker import check_steps

    fault = check_steps(PUZZLE, algorithm(f"exec:{sys.executable} {program}").solve(PUZZLE))
    assert fault is not None and fault.step == 3
    assert fault.text.startswith("is not a step: ") and 'line 3: unknown kind "jump"' in fault.text
    assert "external.py" not in fault.text
    assert main(["--solve", PUZZLE_TEXT, "--check", "--algorithm", f"exec:{sys.executable} {program}"]) == 1


def test_the_race_picker_offers_the_loaded_solvers(qtbot, window, monkeypatch):
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    w = window
    mine = f"exec:{sys.executable} {EXAMPLES / 'backtrack.py'}"
    assert _load_program(qtbot, w, mine[len("exec:") :]) == []
    w.load_puzzle(PUZZLE)
    seen = []

    def pick() -> None:
        picker = QApplication.activeModalWidget()
        seen.extend(picker.checks)
        for name, check in picker.checks.items():
            check.setChecked(name in ("naive", mine))
        picker.accept()

    QTimer.singleShot(300, pick)
    w.race_tools.pick_and_race()
    assert mine in seen and "naive" in seen
    qtbot.waitUntil(lambda: w.controller.racing.race is not None, timeout=30_000)
    assert [r.algorithm for r in w.controller.racing.race.racers] == ["naive", mine]
    assert w.race_tools.last_choice() == ["naive", mine]


NEEDS_ROOM = (
    "import resource, runpy, sys\n"
    "soft = resource.getrlimit(resource.RLIMIT_AS)[0]\n"
    "if soft != resource.RLIM_INFINITY and soft < 4 * 2**30:\n"
    "    sys.exit(f'address space capped at {soft}')  # as a Java VM fails to start\n"
    "runpy.run_path(sys.argv[1], run_name='__main__')\n"
)


def test_a_program_racing_gets_the_programs_memory_cap(tmp_path, capsys):
    """A racer's own 1.5 GB cap is a soft one: the program it runs gets the 8 GB a Java VM needs."""
    from sudoku_gui.cli.command_line import main

    program = tmp_path / "needs_room.py"
    program.write_text(NEEDS_ROOM)
    racer = f"exec:{sys.executable} {program} {EXAMPLES / 'backtrack.py'}"
    assert main(["--race", f"naive,{racer}", PUZZLE_TEXT]) == 0
    out = capsys.readouterr().out
    assert "result=error" not in out and out.count("result=solved") == 2


def test_a_racer_that_fails_says_why_in_the_programs_words(qtbot, window, tmp_path):
    w = window
    program = tmp_path / "fails.py"
    program.write_text(FAILING)
    w.load_puzzle(PUZZLE)
    w.race_tools.start(["naive", f"exec:{sys.executable} {program}"])
    qtbot.waitUntil(lambda: w.race_panel is not None, timeout=30_000)
    from PySide6.QtWidgets import QLabel

    texts = [c.text() for c in w.race_panel.findChildren(QLabel) if "did not finish" in c.text()]
    assert texts and "SolverError" not in texts[0] and "ended with exit code 3 after line 1" in texts[0]
