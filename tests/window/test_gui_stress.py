"""The window under repetition, offscreen: many solves, toggles and stops in one process, and
the rewind keys checked against a headless replay of the same strategy."""

from __future__ import annotations

import gc

import pytest
from conftest import SEED_PUZZLES, ended, key
from PySide6.QtCore import Qt, QThread

from sudoku_gui.core.board_state import BoardState
from sudoku_gui.core.grid import is_solution
from sudoku_gui.core.runs.step_stream import Outcome
from sudoku_gui.core.strategies import STRATEGIES
from sudoku_gui.qt.solver import thread
from sudoku_gui.speeds import MAX_SPEED

pytestmark = pytest.mark.shared_window  # every test of the window here only reads or drives it

HARD = next(it.values for it in SEED_PUZZLES if it.name == "Hard")
EASY = next(it.values for it in SEED_PUZZLES if it.name == "Easy")


def running_solvers() -> set[object]:
    """The solvers whose threads have not ended yet (the set that keeps them from being dropped)."""
    return set(thread._RUNNING)


def test_a_thousand_solves_that_end_on_their_own(qtbot, window):
    """Each run's thread ends by itself; its worker and thread are dropped on the GUI thread."""
    w, c = window, window.controller
    almost = list(HARD)
    solution = BoardState(HARD)
    for step in STRATEGIES["propagate-guess"].solve(HARD):
        solution.apply(step)
    for cell in range(81):
        if not almost[cell] and cell % 7:  # a few empty cells: a run of a handful of steps
            almost[cell] = solution.values[cell]
    w.set_algorithm("propagate-guess")
    w.load_puzzle(tuple(almost))
    w.set_speed(MAX_SPEED)
    for n in range(1000):
        c.solve()
        qtbot.waitUntil(lambda: ended(w), timeout=5000)
        assert c.shown.outcome is Outcome.SOLVED, n
        assert is_solution(w.state.values, almost)
    qtbot.waitUntil(lambda: not running_solvers(), timeout=5000)


def test_a_thousand_pause_and_play_toggles(qtbot, window):
    w, c = window, window.controller
    w.set_algorithm("naive")
    w.load_puzzle(HARD)
    w.set_speed(MAX_SPEED)
    c.solve()
    qtbot.waitUntil(lambda: c.shown.position > 100, timeout=5000)
    for n in range(1000):
        key(qtbot, w, Qt.Key.Key_Space)
        if n % 2 == 0:
            assert not c.playing and not c.clock._timer.isActive()
            if n % 100 == 0:  # a paused board stands still
                shown = c.shown.position
                qtbot.wait(40)
                assert c.shown.position == shown
        else:
            assert c.playing
    assert c.live() and c.playing  # 1,000 toggles: playing again, never stopped by them
    key(qtbot, w, Qt.Key.Key_Escape)
    assert not c.live()


def test_two_hundred_start_stop_cycles(qtbot, window):
    w, c = window, window.controller
    w.set_algorithm("naive")
    w.load_puzzle(HARD)
    w.set_speed(MAX_SPEED)
    runs = []
    for _ in range(200):
        key(qtbot, w, Qt.Key.Key_F5)
        runs.append(c.shown.solver)
        qtbot.wait(1)
        key(qtbot, w, Qt.Key.Key_Escape)  # stop: the steps so far stay
        assert not c.live()
        key(qtbot, w, Qt.Key.Key_Escape)  # back to the puzzle
        assert c.timeline is None and w.state.values == list(HARD)
    qtbot.waitUntil(lambda: all(r.finished for r in runs) and not running_solvers(), timeout=10000)
    runs.clear()
    gc.collect()
    threads = [o for o in gc.get_objects() if isinstance(o, QThread)]
    assert len(threads) <= 2  # no thread is kept per run


def replay_boards(puzzle, name: str) -> list[BoardState]:
    strategy = STRATEGIES[name]
    board = BoardState(puzzle, strategy.derived_candidates)
    boards = [board.copy()]
    for step in strategy.solve(puzzle):
        board.apply(step)
        boards.append(board.copy())
    return boards


def same(a: BoardState, b: BoardState) -> bool:
    return (
        a.values == b.values
        and a.candidates == b.candidates
        and a.counters.steps == b.counters.steps
        and a.highlight == b.highlight
        and a.guessed == b.guessed
    )


def test_rewind_keys_match_a_headless_replay(qtbot, window):
    w, c = window, window.controller
    w.set_algorithm("propagate-guess")
    w.load_puzzle(HARD)
    w.set_speed(MAX_SPEED)
    boards = replay_boards(HARD, "propagate-guess")
    c.solve()
    qtbot.waitUntil(lambda: ended(w), timeout=30000)
    end = len(boards) - 1
    assert c.shown.position == end and same(w.state, boards[end])
    key(qtbot, w, Qt.Key.Key_Home)
    assert c.shown.position == 0 and same(w.state, boards[0]) and w.state.values == list(HARD)
    key(qtbot, w, Qt.Key.Key_End)
    assert same(w.state, boards[end])
    for n in range(1, 31):
        key(qtbot, w, Qt.Key.Key_Left)
        assert c.shown.position == end - n and same(w.state, boards[end - n])
    for n in range(1, 31):
        key(qtbot, w, Qt.Key.Key_Right)
        assert c.shown.position == end - 30 + n and same(w.state, boards[end - 30 + n])
    kinds = [c.timeline.kind(i) for i in range(end)]
    key(qtbot, w, Qt.Key.Key_Home)
    for _ in range(20):  # Ctrl+Right lands right after the next guess or backtrack
        key(qtbot, w, Qt.Key.Key_Right, Qt.KeyboardModifier.ControlModifier)
        assert kinds[c.shown.position - 1] in ("guess", "backtrack")
        assert same(w.state, boards[c.shown.position])
    before = c.shown.position
    key(qtbot, w, Qt.Key.Key_Left, Qt.KeyboardModifier.ControlModifier)
    assert c.shown.position < before and kinds[c.shown.position - 1] in ("guess", "backtrack")
    assert same(w.state, boards[c.shown.position])


def test_space_after_the_end_plays_again_and_never_edits(qtbot, window):
    w, c = window, window.controller
    w.load_puzzle(EASY)
    w.set_speed(MAX_SPEED)
    w.board.select(EASY.index(next(v for v in EASY if v)))
    c.solve()
    qtbot.waitUntil(lambda: ended(w), timeout=10000)
    total = len(c.timeline)
    w.set_speed(50)
    key(qtbot, w, Qt.Key.Key_Space)  # at the end: plays from the start, as a video player does
    assert c.playing and c.shown.position < total
    qtbot.waitUntil(lambda: c.shown.position > 0, timeout=5000)
    key(qtbot, w, Qt.Key.Key_Space)
    assert not c.playing
    assert w.puzzle == EASY  # Space never changed a given
