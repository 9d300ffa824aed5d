"""A search tree read as it stood at a position (``TreeAt``) against the tree of the same run
recorded only up to that position: every question a view asks gets the same answer."""

from __future__ import annotations

import itertools

import pytest
from conftest import SEED_PUZZLES

from sudoku_gui.core.board_state import BoardState
from sudoku_gui.core.grid import find_conflicts, parse_puzzle
from sudoku_gui.core.recording.curves import RunSeries
from sudoku_gui.core.recording.timeline import Timeline
from sudoku_gui.core.runs.step_stream import run_steps, start_board
from sudoku_gui.core.steps import NoSolution, Step, TimeLimitReached
from sudoku_gui.core.strategies import STRATEGIES
from sudoku_gui.core.tree.as_of import TreeAt
from sudoku_gui.core.tree.icicle import icicle
from sudoku_gui.core.tree.layout import neighbourhood
from sudoku_gui.core.tree.search_tree import SearchTree

SEEDS = {(p.source[:3], p.name): p.values for p in SEED_PUZZLES}
TWO = parse_puzzle("1...295..52..714.3.794.....3.4.957.............51849..9.6.....54......7...7..63.9")


def _wrong_given() -> tuple[int, ...]:
    """Hard with a wrong digit in its first empty cell (no conflict): a search ends in NoSolution."""
    puzzle = list(SEEDS[("000", "Hard")])
    cell = puzzle.index(0)
    for digit in range(1, 10):
        trial = puzzle[:cell] + [digit] + puzzle[cell + 1 :]
        if not find_conflicts(trial):
            ends = list(STRATEGIES["propagate-guess"].solve(trial))
            if isinstance(ends[-1], NoSolution) and len(ends) > 50:
                return tuple(trial)
    raise AssertionError("no wrong given found")


def _cut() -> list[Step]:
    """naive on Hard cut by a time limit: the run ends with TimeLimitReached."""
    steps = list(run_steps(BoardState(SEEDS[("000", "Hard")]), "naive", 0.05))
    assert isinstance(steps[-1], TimeLimitReached)
    return steps


NONE = _wrong_given()


def grown(steps: list[Step], upto: int) -> SearchTree:
    tree = SearchTree()
    for number, step in enumerate(steps[:upto], 1):
        tree.record(number, step)
    tree.publish()
    return tree


def answers(tree, position: int) -> list[object]:
    """Everything a view reads of every node, the run being ``position`` steps long."""
    out: list[object] = [len(tree), tree.solutions, list(tree.solution_leaves)]
    for n in range(len(tree)):
        out.append(
            (
                n,
                tree.parent(n),
                tree.depth(n),
                tree.label(n),
                tree.outcome(n),
                tree.first(n),
                tree.last(n, position),
                tree.closed(n),
                tree.subtree_end(n),
                list(tree.children(n)),
                tree.previous_sibling(n),
                tree.next_sibling(n),
            )
        )
    out.append([tree.node_at(q) for q in range(0, position + 1, max(1, position // 50))])
    return out


CASES = [
    ("naive", SEEDS[("000", "Normal")], 3000),
    ("propagate-guess", SEEDS[("000", "Hard")], None),
    ("mrv-all", TWO, None),  # two solutions: the search goes on after the first
    ("propagate-guess", NONE, None),
    ("cut", None, None),
]


@pytest.mark.parametrize(("algorithm", "values", "limit"), CASES)
def test_the_tree_at_a_position_is_the_tree_of_the_run_stopped_there(algorithm, values, limit):
    steps = _cut() if algorithm == "cut" else list(itertools.islice(STRATEGIES[algorithm].solve(values), limit))
    whole = grown(steps, len(steps))
    at = TreeAt(whole, 0)
    positions = sorted({0, 1, 2, len(steps) - 1, len(steps), *range(3, len(steps), max(1, len(steps) // 40))})
    for position in positions:
        at.move_to(position)
        assert answers(at, position) == answers(grown(steps, position), position), position


def recorded(values, steps: list[Step]) -> Timeline:
    board = start_board(BoardState(values), "naive")
    timeline = Timeline(board, tree=SearchTree(), series=RunSeries(board))
    timeline.extend(steps)
    return timeline


def test_the_views_draw_the_tree_at_a_position_as_the_tree_of_the_run_stopped_there():
    hard = SEEDS[("000", "Hard")]
    steps = list(itertools.islice(STRATEGIES["naive"].solve(hard), 12_000))
    whole = recorded(hard, steps)
    assert whole.tree is not None and whole.series is not None
    for position in (340, 1234, 2100, 5000, 7346, 8200, 9999):  # (7346, 8200: a dive just past them)
        stopped = recorded(hard, steps[:position])
        assert stopped.tree is not None
        at = TreeAt(whole.tree, position)
        node = stopped.tree.node_at(position)
        assert neighbourhood(at, node) == neighbourhood(stopped.tree, node)
        for width in (37, 120, 400):
            assert icicle(at, 0, position, width, whole.series) == icicle(
                stopped.tree, 0, position, width, stopped.series
            ), (position, width)
