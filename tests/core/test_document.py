"""The puzzle as edited: marks follow digits exactly, a game stays a game, hints never mislead."""

from __future__ import annotations

import random

from conftest import read_puzzles
from hypothesis import given, settings
from hypothesis import strategies as st

from sudoku_gui.core.candidates import bit
from sudoku_gui.core.document import Document
from sudoku_gui.core.grid import PEERS, basic_candidates
from sudoku_gui.core.puzzles.exact_cover import solve_fast
from sudoku_gui.core.steps import Eliminate, Place
from sudoku_gui.core.strategies.human import known_givens, next_step, techniques_for
from sudoku_gui.core.techniques.cgrid import CandidateGrid

PUZZLE = read_puzzles("top95.txt")[5]
SOLUTION = solve_fast(PUZZLE)


def game() -> Document:
    return Document.of(PUZZLE).replace(playing=True).with_all_marks()


def test_deleting_a_digit_gives_back_exactly_the_marks_its_placement_took():
    """Placing took the digit from the peers' marks; deleting gave back only the cell's own,
    so a hint then built on a false elimination and placed a wrong digit."""
    doc = game()
    cell = PUZZLE.index(0)
    digit = next(d for d in range(1, 10) if doc.candidates[cell] & bit(d) and d != SOLUTION[cell])
    before = doc.candidates
    placed = doc.with_digit(cell, digit, as_given=False)
    assert all(not placed.candidates[p] & bit(digit) for p in PEERS[cell] if not placed.values[p])
    assert placed.with_digit(cell, 0, as_given=False).candidates == before


def test_a_mark_crossed_out_by_hand_stays_crossed_out_when_a_peer_digit_comes_and_goes():
    doc = game()
    cell = PUZZLE.index(0)
    peer = next(p for p in PEERS[cell] if not PUZZLE[p] and doc.candidates[p] & doc.candidates[cell])
    digit = next(d for d in range(1, 10) if doc.candidates[peer] & doc.candidates[cell] & bit(d))
    crossed, had = doc.with_mark_toggled(peer, digit, auto=True)
    assert had and not crossed.candidates[peer] & bit(digit)
    back = crossed.with_digit(cell, digit, as_given=False).with_digit(cell, 0, as_given=False)
    assert not back.candidates[peer] & bit(digit)
    assert back.candidates == crossed.candidates


def test_a_hint_applied_in_a_game_keeps_the_game():
    doc = game()
    step = next_step(CandidateGrid.from_state(doc.values, doc.candidates))
    assert isinstance(step, Place | Eliminate)
    after, _ = doc.with_step(step)
    assert after.playing and after.givens == doc.givens  # givens still locked, the digit the player's


def hint(doc: Document) -> Place | Eliminate | None:
    """What F12 gives: None when the board already contradicts the solution (it says where)."""
    if doc.first_inconsistency(SOLUTION) is not None:
        return None
    board = doc.board(for_solving=True)
    techniques, _ = techniques_for(board.values)
    step = next_step(CandidateGrid.from_state(board.values, board.candidates, known_givens(board.givens)), techniques)
    return step if isinstance(step, Place | Eliminate) else None


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2**32))
def test_hints_never_contradict_the_solution_after_any_edits(seed):
    """Random digits placed (right or wrong) and deleted, marks toggled: every hint agrees with
    the unique solution, or F12 says which cell is wrong instead."""
    rng = random.Random(seed)
    doc = Document.of(PUZZLE).replace(playing=True)
    empty = [c for c in range(81) if not PUZZLE[c]]
    for _ in range(25):
        cell = rng.choice(empty)
        action = rng.random()
        if action < 0.4:
            digit = SOLUTION[cell] if rng.random() < 0.7 else rng.randint(1, 9)
            doc = doc.with_digit(cell, digit, as_given=False)
        elif action < 0.6:
            doc = doc.with_digit(cell, 0, as_given=False)
        elif not doc.values[cell]:
            doc, _ = doc.with_mark_toggled(cell, rng.randint(1, 9), auto=True)
        step = hint(doc)
        if isinstance(step, Place):
            assert SOLUTION[step.cell] == step.digit
        elif isinstance(step, Eliminate):
            assert all(SOLUTION[c] != d for c, d in step.eliminations)
        if step is not None and rng.random() < 0.5:
            doc, _ = doc.with_step(step)


def test_marks_read_from_a_file_keep_what_they_say():
    marks = list(basic_candidates(PUZZLE))
    cell = PUZZLE.index(0)
    marks[cell] = bit(SOLUTION[cell])
    doc = Document.with_marks(PUZZLE, PUZZLE, tuple(marks))
    assert doc.candidates == tuple(marks) or doc.candidates[cell] == bit(SOLUTION[cell])
    assert Document.with_marks(PUZZLE, PUZZLE, None).candidates is None
