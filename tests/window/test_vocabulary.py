"""The closed vocabulary (issue 28): how a run ends and what kind a step is are enums beside the
steps, a board's outcome is the enum, one table of outcome words serves every view, and what
sets ``fast`` apart is declared on its strategy, not tested by its name."""

from __future__ import annotations

import json

import pytest

from sudoku_gui.core.board_state import BoardState
from sudoku_gui.core.grid import parse_puzzle
from sudoku_gui.core.runs.step_stream import run_steps
from sudoku_gui.core.steps import Outcome, StepKind
from sudoku_gui.core.strategies import STRATEGIES

SOLVED = parse_puzzle("534678912672195348198342567859761423426853791713924856961537284287419635345286179")
EASY = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"


def test_a_board_says_its_outcome_as_the_enum():
    state = BoardState(parse_puzzle(EASY))
    assert state.outcome is Outcome.RUNNING
    for step in run_steps(state, "propagate-guess"):
        state.apply(step)
    assert state.outcome is Outcome.SOLVED and Outcome.of(state) is Outcome.SOLVED
    assert state.outcome == "solved"  # still its word


def test_step_kinds_are_an_enum_that_reads_as_its_word():
    state = BoardState(parse_puzzle(EASY))
    kinds = {step.kind for step in run_steps(state, "naive")}
    assert kinds <= set(StepKind) and StepKind.GUESS in kinds
    assert f"{StepKind.NO_SOLUTION}" == str(StepKind.NO_SOLUTION) == "no-solution"
    assert json.dumps({"kind": StepKind.SEARCH_DONE}) == '{"kind": "search-done"}'


def test_only_fast_declares_that_it_records_no_steps():
    assert [name for name, s in STRATEGIES.items() if not s.records_steps] == ["fast"]


@pytest.mark.parametrize("outcome", [o for o in Outcome if o is not Outcome.RUNNING])
def test_compare_says_each_outcome_as_the_status_bar_does(qtbot, outcome):
    from sudoku_gui.core.board_state import Counters
    from sudoku_gui.core.runs.solve_to_end import SolveResult
    from sudoku_gui.qt.compare.compare_dialog import CompareDialog
    from sudoku_gui.qt.window.outcome_words import outcome_text

    dialog = CompareDialog(SOLVED, 1.0)
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: dialog.button.text() == "Close", timeout=20000)
    result = SolveResult(outcome, None, Counters(), 0.0, False)
    dialog._on_progress((0, "naive", result))
    assert dialog.table.item(0, 1).text() == outcome_text(outcome)
    dialog.close()
