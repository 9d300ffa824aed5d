"""The core of what the window marks when a run goes wrong: the checker's guard (faults before
their step, failures raised again), a recorded run's first flaw, the tree that marks no refuted
or wrong solution, and whether a saved stream fits the puzzle on the board."""

from __future__ import annotations

import json

import pytest

from sudoku_gui.core.analysis.claims import wrong_solution
from sudoku_gui.core.analysis.flaws import find_flaw, show_flaw
from sudoku_gui.core.analysis.step_checker import StepChecker
from sudoku_gui.core.board_state import BoardState
from sudoku_gui.core.external.solver_errors import SolverError
from sudoku_gui.core.external.stream_fit import first_misfit
from sudoku_gui.core.grid import PEERS, parse_puzzle
from sudoku_gui.core.puzzles.exact_cover import search
from sudoku_gui.core.recording.timeline import Timeline
from sudoku_gui.core.steps import Backtrack, Guess, Outcome, Place, Solved, StepKind
from sudoku_gui.core.tree.search_tree import NodeOutcome, SearchTree

PUZZLE = parse_puzzle("..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..")
SOLUTION = search(PUZZLE, 1).solutions[0]
EMPTY = [c for c in range(81) if not PUZZLE[c]]


def _wrong_grid() -> tuple[int, ...]:
    grid = list(SOLUTION)
    a, b = [c for c in range(72, 81) if not PUZZLE[c]][:2]
    grid[b] = grid[a]
    return tuple(grid)


def _guess(cell: int, digit: int, depth: int) -> Guess:
    return Guess(cell, digit, depth, 0, f"try {cell}={digit}")


def _clash() -> tuple[int, int]:
    cell = EMPTY[0]
    return cell, next(PUZZLE[p] for p in PEERS[cell] if PUZZLE[p])


# -- the guard ------------------------------------------------------------------------------------


def test_the_guard_says_a_fault_before_its_step_and_ends_after_it():
    cell, digit = _clash()
    steps = [
        _guess(EMPTY[1], SOLUTION[EMPTY[1]], 1),
        Place(cell, digit, "Single", "x"),  # a clash, allowed until the next guess
        _guess(EMPTY[2], SOLUTION[EMPTY[2]], 2),
        _guess(EMPTY[3], SOLUTION[EMPTY[3]], 3),
    ]
    checker = StepChecker(PUZZLE)
    heard: list[tuple[int, int]] = []  # (fault's step, steps given so far)
    given: list[object] = []
    for step in checker.guard(iter(steps), lambda f: heard.append((f.step, len(given)))):
        given.append(step)
    assert heard == [(2, 2)]  # the clash of step 2, said before the guess that shows it is given
    assert given == steps[:3] and checker.verdict().kind == "fault"


def test_the_guard_raises_a_failure_again_and_ends_at_a_line_that_is_not_a_step():
    def failing():
        yield _guess(EMPTY[0], SOLUTION[EMPTY[0]], 1)
        raise SolverError("the solver ended with exit code 3 after line 1")

    checker = StepChecker(PUZZLE)
    with pytest.raises(SolverError):
        list(checker.guard(failing()))
    verdict = checker.verdict()
    assert verdict.kind == "unfinished" and "exit code 3" in verdict.why

    def garbled():
        yield _guess(EMPTY[0], SOLUTION[EMPTY[0]], 1)
        from sudoku_gui.core.external.protocol import ProtocolError

        raise ProtocolError(2, "not JSON")

    checker = StepChecker(PUZZLE)
    heard = []
    assert len(list(checker.guard(garbled(), heard.append))) == 1
    assert heard and heard[0].step == 2 and checker.fault is heard[0]


# -- the tree marks no refuted or wrong solution --------------------------------------------------


def _timeline(steps, tree: bool = True, block_size: int = 4) -> Timeline:
    start = BoardState(PUZZLE, derived_candidates=True)
    timeline = Timeline(start, block_size=block_size, tree=SearchTree() if tree else None)
    timeline.extend(steps)
    return timeline


def _solved_nodes(tree: SearchTree) -> int:
    return sum(tree.outcome(n) == NodeOutcome.SOLUTION for n in range(len(tree)))


@pytest.mark.parametrize("late", [False, True], ids=["as recorded", "built late"])
def test_a_wrong_solution_is_not_marked_in_the_tree(late):
    steps = [_guess(EMPTY[0], SOLUTION[EMPTY[0]], 1), Solved(_wrong_grid())]
    timeline = _timeline(steps, tree=not late)
    if late:
        tree = SearchTree()
        assert timeline.grow_tree(tree, 10)
    assert timeline.head.outcome is Outcome.WRONG
    assert timeline.tree is not None and timeline.tree.solutions == 0 and _solved_nodes(timeline.tree) == 0
    right = _timeline([_guess(EMPTY[0], SOLUTION[EMPTY[0]], 1), Solved(SOLUTION)], tree=not late)
    if late:
        assert right.grow_tree(SearchTree(), 10)
    assert right.tree is not None and right.tree.solutions == 1  # a true one is


@pytest.mark.parametrize("late", [False, True], ids=["as recorded", "built late"])
def test_a_solution_claimed_after_a_fault_is_not_marked_in_the_tree(late):
    start = BoardState(PUZZLE, derived_candidates=True)
    timeline = Timeline(start, tree=None if late else SearchTree())
    timeline.refuted_from = 2  # as the checker's guard says before step 2 is recorded
    timeline.extend([_guess(EMPTY[0], SOLUTION[EMPTY[0]], 1), Solved(SOLUTION)])
    if late:
        assert timeline.grow_tree(SearchTree(), 10)
    assert timeline.head.outcome is Outcome.SOLVED  # the board alone cannot tell
    assert timeline.tree is not None and _solved_nodes(timeline.tree) == 0


def test_a_checkpoint_keeps_the_wrong_claim_and_the_runs_start():
    # An enumerating search that goes on after a wrong solution: the boards of later blocks
    # (rebuilt from their checkpoints) still say what was wrong, and verify from the player's digits.
    start = BoardState(PUZZLE, derived_candidates=True)
    played = list(PUZZLE)
    played[EMPTY[0]] = SOLUTION[EMPTY[0]]  # the player's digit
    start.set_values(played)
    timeline = Timeline(start, block_size=2)
    tries = []
    for digit in (1, 2, 3, 4):  # the search goes on: guesses and backtracks over four blocks
        tries += [_guess(EMPTY[5], digit, 1), Backtrack(EMPTY[5], digit, 0, (EMPTY[5],), (0,), (), "b")]
    timeline.extend([Solved(_wrong_grid()), *tries])
    said = timeline.head.wrong
    assert said.startswith("Wrong solution:")
    for position in range(1, len(timeline) + 1):
        board = timeline.board_at(position, remember=False)
        assert board.outcome is Outcome.WRONG and board.wrong == said, position
        assert board.start == tuple(played)


# -- a recorded run's first flaw ------------------------------------------------------------------


def _tries(cell: int, times: int) -> list:
    """A guess in ``cell`` and its backtrack, ``times`` over."""
    return [_guess(cell, 1, 1), Backtrack(cell, 1, 0, (cell,), (0,), (), "b")] * times


def test_find_flaw_finds_the_first_wrong_claim_and_prefers_the_earlier_fault():
    # A wrong solution in the middle of a run (an enumeration going on), over several blocks.
    steps = [*_tries(EMPTY[0], 4), Solved(_wrong_grid()), *_tries(EMPTY[1], 3)]
    timeline = _timeline(steps, tree=False, block_size=2)
    at = steps.index(next(s for s in steps if isinstance(s, Solved))) + 1
    flaw = find_flaw(timeline, None)
    assert flaw is not None and flaw.step == at and not flaw.fault
    _what, cells, _digit = wrong_solution(PUZZLE, _wrong_grid())
    assert flaw.cells == cells and flaw.text.startswith("Wrong solution:")
    assert find_flaw(_timeline(steps[: at - 1], tree=False), None) is None
    from sudoku_gui.core.analysis.step_checker import Fault

    earlier = Fault(2, (EMPTY[0],), "backtracks from r1c1 = 1, but no guess is open")
    flaw = find_flaw(timeline, earlier)
    assert flaw is not None and flaw.step == 2 and flaw.fault and flaw.text.startswith("Check: step 2 backtracks")
    assert flaw.brief == earlier.text
    same = Fault(at, cells, "claims a solution, but ...")
    assert find_flaw(timeline, same).text.startswith("Wrong solution:")  # the claim, said as unchecked


def test_show_flaw_marks_its_step_and_never_shows_solved_after_it():
    from sudoku_gui.core.analysis.flaws import Flaw

    flaw = Flaw(3, "Check: step 3 places 4 in r1c1, but ...", (0, 2), True, "places 4 in r1c1, but ...")
    before = BoardState(PUZZLE)
    show_flaw(before, flaw, 2, StepKind.GUESS)
    assert before.highlight.conflict == () and before.last_text == ""
    at = BoardState(PUZZLE)
    show_flaw(at, flaw, 3, StepKind.PLACE)
    assert at.highlight.conflict == (0, 2) and at.last_text == flaw.text
    after = BoardState(PUZZLE)
    after.apply(Solved(SOLUTION))
    assert after.outcome is Outcome.SOLVED
    show_flaw(after, flaw, 5, StepKind.SOLVED)
    assert after.outcome is Outcome.WRONG and after.wrong == flaw.text and after.last_text == flaw.text


# -- whether a stream fits the board --------------------------------------------------------------


def _lines(*records: object) -> list[bytes]:
    return [json.dumps(r).encode() if not isinstance(r, bytes) else r for r in records]


def test_first_misfit_names_the_step_that_places_over_the_boards_digit():
    given = next(c for c in range(81) if PUZZLE[c])
    other = PUZZLE[given] % 9 + 1
    guess = {"kind": "guess", "cell": "r1c1", "digit": SOLUTION[0]}
    lines = _lines(
        {"kind": "start", "puzzle": "." * 81},  # a start line is not a step
        guess,
        b"",  # nor is a blank line
        {"kind": "backtrack"},
        guess,  # seen before: not parsed again
        b"not JSON",  # the run says what is wrong with it: not a misfit
        {"kind": "place", "placements": [[given, PUZZLE[given]]]},  # the same digit fits
        {"kind": "place", "placements": [[given, other]]},
    )
    misfit = first_misfit(lines, PUZZLE)
    assert misfit is not None and (misfit.step, misfit.cell, misfit.digit, misfit.held) == (
        6,
        given,
        other,
        PUZZLE[given],
    )
    assert not misfit.guess
    assert str(misfit.message()).startswith(f"this run does not fit the puzzle on the board: step 6 places {other} in ")
    guessed = first_misfit(_lines({"kind": "guess", "cell": given, "digit": other}), PUZZLE)
    assert guessed is not None and guessed.guess and "step 1 guesses" in guessed.message()
    assert first_misfit(lines[:-1], PUZZLE) is None
    assert first_misfit(lines, PUZZLE, stop=lambda: True) is None


# -- the checker's quick cases say what its rules say ---------------------------------------------


class _RulesOnly(StepChecker):
    """A checker that never takes ``check``'s quick cases: every step goes the rules' way."""

    @property
    def _plain(self) -> bool:
        return False

    @_plain.setter
    def _plain(self, _value: bool) -> None:
        pass


def _random_stream(rng, length: int) -> list:
    """Guesses (right, wrong, over filled cells, clashing), backtracks (named right or wrong),
    contradictions, placements, eliminations and an end, at random."""
    from sudoku_gui.core.steps import Contradiction, Eliminate, NoSolution

    steps: list = []
    depth = 0
    opened: list[tuple[int, int]] = []
    for _ in range(length):
        r = rng.random()
        cell, digit = rng.choice(EMPTY if rng.random() < 0.9 else range(81)), rng.randint(1, 9)
        if r < 0.45:
            depth += 1
            opened.append((cell, digit))
            steps.append(_guess(cell, digit, depth))
        elif r < 0.75 and opened:
            c, d = opened.pop() if rng.random() < 0.95 else (cell, digit)
            depth = max(0, depth - 1)
            steps.append(Backtrack(c, d, depth, (c,), (0,), (), "b"))
        elif r < 0.85:
            steps.append(Contradiction((cell,), "x"))
        elif r < 0.93:
            steps.append(Place(cell, digit, "Single", "p"))
        else:
            steps.append(Eliminate(((cell, digit),), "E", "e"))
    steps.append(rng.choice([Solved(SOLUTION), NoSolution()]))
    return steps


def test_the_quick_cases_give_the_rules_verdict_on_random_streams():
    import itertools
    import random

    rng = random.Random(33)
    faults = 0
    for _ in range(400):
        steps = _random_stream(rng, rng.randint(1, 60))
        quick, rules = StepChecker(PUZZLE), _RulesOnly(PUZZLE)
        given = itertools.zip_longest(quick.guard(iter(steps)), rules.guard(iter(steps)))
        for a, b in given:  # in step: after each step given, both hold the same state
            assert a is b
            assert (quick.values, quick.candidates, quick.open, quick.clash) == (
                rules.values,
                rules.candidates,
                rules.open,
                rules.clash,
            )
            assert (quick._held, quick._trail) == (rules._held, rules._trail)  # the state behind them too
        assert (quick.steps, quick.fault) == (rules.steps, rules.fault)
        assert quick.verdict() == rules.verdict()
        faults += quick.fault is not None
    assert faults > 100  # the streams do go wrong, in many ways
