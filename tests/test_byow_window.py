"""Bring your own solver in the window (issue 29): Solve > Load Algorithm (a Python file or a
program, remembered, removable), a loaded solver's failure said in the status bar and the log,
File > Open Run, Tree > Compare With."""

from __future__ import annotations

import sys
from pathlib import Path

from conftest import ended, key
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QInputDialog, QMessageBox

from sudoku_gui.core.grid import parse_puzzle
from sudoku_gui.qt.main_window import MainWindow
from sudoku_gui.speeds import MAX_SPEED

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples" / "solvers"
PUZZLE = parse_puzzle("..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..")


def _load_menu(w):
    return w.solver_loader.menu


def _refusals(monkeypatch) -> list[str]:
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, _title, text, *a: said.append(text))
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
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: (command, True))
    w.solver_loader.load_program()
    assert w.controller.algorithm == f"exec:{command}"
    assert w.solver_loader.loaded() == [f"exec:{command}"]
    w.load_puzzle(PUZZLE)
    w.set_speed(MAX_SPEED)
    key(qtbot, w, Qt.Key.Key_F5)
    qtbot.waitUntil(lambda: ended(w), timeout=20000)
    assert 0 not in w.state.values


def test_a_program_that_is_not_there_is_refused(qtbot, window, monkeypatch):
    w = window
    said = _refusals(monkeypatch)
    for command in ("no-such-solver-program --fast", "", "python3 'unclosed"):
        monkeypatch.setattr(QInputDialog, "getText", lambda *a, c=command, **k: (c, True))
        w.solver_loader.load_program()
    assert "no program no-such-solver-program found" in said[0]
    assert "the command is empty" in said[1]
    assert "cannot read the command" in said[2]
    assert w.solver_loader.loaded() == []
    assert w.controller.algorithm == "propagate-guess"
