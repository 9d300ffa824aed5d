"""Solve > Check Steps in the window: the first fault pauses the run at its step, marks its cells
and is said in the status bar and the log."""

from __future__ import annotations

import logging
from pathlib import Path

from conftest import broken_solver, ended, key
from PySide6.QtCore import Qt

from sudoku_gui.core.grid import PEERS, parse_puzzle
from sudoku_gui.core.strategies import _LOADED, STRATEGIES, Strategy
from sudoku_gui.speeds import MAX_SPEED

DATA = Path(__file__).parents[1] / "data"
PUZZLE = parse_puzzle((DATA / "broken_solvers" / "PUZZLE.txt").read_text().strip())


def _broken(monkeypatch, name: str, trusted: bool = False) -> tuple[int, str]:
    """Register broken solver ``name`` as a solver of the user's (or, ``trusted``, a built-in)."""
    module = broken_solver(name)
    strategy = Strategy(name, "a broken solver", "naive", derived_candidates=True, trusted=trusted)
    monkeypatch.setitem(STRATEGIES, name, strategy)
    monkeypatch.setitem(_LOADED, name, module.solve)
    _kind, step, words = module.EXPECT
    return step, words


def test_check_steps_pauses_a_broken_run_at_its_fault(qtbot, window, monkeypatch, caplog):
    w = window
    step, _words = _broken(monkeypatch, "conflict")
    assert w.act["check_steps"].isChecked()  # on by default for a solver of the user's
    w.load_puzzle(PUZZLE)
    w.controller.set_algorithm("conflict")
    w.set_speed(MAX_SPEED)
    with caplog.at_level(logging.WARNING):
        key(qtbot, w, Qt.Key.Key_F5)
        qtbot.waitUntil(lambda: ended(w) and w.controller.shown.position == step, timeout=10000)
    run = w.controller.shown
    assert run.checker.fault.step == step
    a, b = w.state.highlight.conflict
    assert b in PEERS[a]
    assert w.message.text().startswith(f"Check: step {step} places ")
    assert any(f"step {step}: places" in r.getMessage() for r in caplog.records)


def test_without_check_steps_the_same_run_goes_on(qtbot, window, monkeypatch):
    w = window
    _broken(monkeypatch, "conflict")
    w.step_check.set_own(False)
    assert not w.settings.value("checkOwnSolvers", type=bool)
    w.load_puzzle(PUZZLE)
    w.controller.set_algorithm("conflict")
    w.set_speed(MAX_SPEED)
    key(qtbot, w, Qt.Key.Key_F5)
    qtbot.waitUntil(lambda: ended(w), timeout=10000)
    assert w.controller.shown.checker is None
    assert len(w.controller.shown.timeline) > 10
