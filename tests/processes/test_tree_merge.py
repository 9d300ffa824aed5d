"""Two search trees merged from the root (core/analysis/tree_merge.py), on trees known by heart and on
real runs, and the command line's --tree-diff."""

from __future__ import annotations

from pathlib import Path

import pytest

from sudoku_gui.cli.command_line import main
from sudoku_gui.core.analysis.tree_merge import merge_trees
from sudoku_gui.core.grid import parse_puzzle
from sudoku_gui.core.steps import Backtrack, Guess, NoSolution, Step
from sudoku_gui.core.strategies import STRATEGIES
from sudoku_gui.core.tree.jsonl import TreeRecorder
from sudoku_gui.core.tree.search_tree import SearchTree

Spec = list[tuple[int, int, "Spec"]]
PUZZLE = (Path(__file__).parents[1] / "data" / "broken_solvers" / "PUZZLE.txt").read_text().strip()
HARDER = ".43.8.25.6.............1.949....4.7....6.8....1.2....382.5.............5.34.9.71."


def _steps(spec: Spec, depth: int = 0) -> list[Step]:
    out: list[Step] = []
    for cell, digit, children in spec:
        out.append(Guess(cell, digit, depth + 1, 0, ""))
        out += _steps(children, depth + 1)
        out.append(Backtrack(cell, digit, depth, (), (), (), ""))
    return out


def tree(spec: Spec) -> SearchTree:
    t = SearchTree()
    for n, step in enumerate([*_steps(spec), NoSolution()], start=1):
        t.record(n, step)
    t.publish()
    return t


def run_tree(algorithm: str, puzzle: str) -> SearchTree:
    recorder = TreeRecorder()
    for step in STRATEGIES[algorithm].solve(parse_puzzle(puzzle)):
        recorder.record(step)
    recorder.tree.publish()
    return recorder.tree


A: Spec = [(0, 1, [(1, 2, []), (1, 3, [])]), (0, 2, [])]


def test_the_same_tree_merges_into_itself_with_no_pentagon() -> None:
    merged = merge_trees(tree(A), tree(A))
    assert merged.identical and len(merged) == 5
    assert [merged.label(n) for n in range(5)] == ["puzzle", "r1c1=1", "r1c2=2", "r1c2=3", "r1c1=2"]
    assert list(merged.parent) == [-1, 0, 1, 1, 0]


def test_a_branch_on_one_side_only_is_a_pentagon_under_its_parent_and_the_rest_still_merges() -> None:
    b: Spec = [(0, 1, [(1, 2, [])]), (0, 2, [])]
    merged = merge_trees(tree(A), tree(b))
    assert not merged.identical
    assert [merged.label(n) for n in range(len(merged))] == ["puzzle", "r1c1=1", "r1c2=2", "\u2260", "r1c1=2"]
    (p,) = merged.differences()
    assert (p.parent, p.a_count, p.b_count, p.b_first) == (1, 1, 0, -1)
    assert merged.a.label(p.a_first) == "r1c2=3"
    assert merged.path(p.parent) == ["r1c1=1"]


def test_branches_are_matched_by_label_so_only_what_differs_is_a_pentagon() -> None:
    # B tries only r1c1=2 first, and goes deeper there: r1c1=2 is shared (by its label, though it
    # is A's second child and B's first); A's r1c1=1 subtree and B's r1c2=5 are the pentagons.
    b: Spec = [(0, 2, [(1, 5, [])])]
    merged = merge_trees(tree(A), tree(b))
    assert [merged.label(n) for n in range(len(merged))] == ["puzzle", "r1c1=2", "\u2260", "\u2260"]
    under_shared, at_root = merged.pentagons[2], merged.pentagons[3]
    assert (under_shared.parent, under_shared.a_count, under_shared.b_count) == (1, 0, 1)
    assert (at_root.parent, at_root.a_count, at_root.b_count) == (0, 3, 0)
    assert merged.a.label(at_root.a_first) == "r1c1=1"


def _reversed(spec: Spec) -> Spec:
    return [(cell, digit, _reversed(children)) for cell, digit, children in reversed(spec)]


def test_a_search_trying_the_digits_in_the_other_order_over_the_same_nodes_is_identical() -> None:
    """9 down to 1 against 1 up to 9 (a Java student's loop against the C article's): one tree."""
    a: Spec = [(0, d, [(1, e, [(2, 9 - e, [])]) for e in range(1, 10) if e != d]) for d in range(1, 10)]
    merged = merge_trees(tree(a), tree(_reversed(a)))
    assert merged.identical and len(merged) == len(tree(a))
    assert merged.report("up", "down")[0] == "identical"


def test_differences_are_listed_largest_first() -> None:
    a: Spec = [(0, 1, [(1, 2, [])]), (0, 2, [(1, 4, [(2, 5, []), (2, 6, [])])])]
    b: Spec = [(0, 1, [(1, 3, [])]), (0, 2, [(1, 4, [(2, 7, [(3, 1, [])])])])]
    merged = merge_trees(tree(a), tree(b))
    sizes = [(p.a_count, p.b_count) for p in merged.differences()]
    assert sizes == [(2, 2), (1, 1)]
    first = next(iter(merged.pentagons.values()))
    assert (first.a_count, first.b_count) == (1, 1)  # the first in search order is the smaller


def test_a_run_against_itself_is_identical_and_two_strategies_part() -> None:
    naive = run_tree("naive", HARDER)
    assert merge_trees(naive, run_tree("naive", HARDER)).identical
    merged = merge_trees(naive, run_tree("mrv-all", HARDER))
    assert not merged.identical
    total_a = sum(p.a_count for p in merged.pentagons.values())
    shared = sum(1 for n in range(len(merged)) if merged.a_node[n] >= 0)
    assert shared + total_a == len(naive)  # every node of A is shared or inside a pentagon


def test_cli_tree_diff(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--tree-diff", "naive,naive", HARDER]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "identical"
    assert main(["--tree-diff", "naive,propagate-guess", HARDER]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("first difference under ") and "naive goes on with r" in out[0]
    assert out[1].startswith("naive: ") and " nodes; propagate-guess: " in out[1]


def test_cli_tree_diff_takes_any_algorithm(capsys: pytest.CaptureFixture[str]) -> None:
    """A program speaking the step protocol (exec:) against the built-in it copies: one tree."""
    import sys
    from pathlib import Path

    example = Path(__file__).resolve().parents[2] / "examples" / "solvers" / "backtrack.py"
    assert main(["--tree-diff", f"naive,exec:{sys.executable} {example}", HARDER]) == 0
    assert capsys.readouterr().out.splitlines()[0] == "identical"
    assert main(["--tree-diff", f"naive,{example}", HARDER]) == 1  # a program, not a solve() function
    assert "error: " in capsys.readouterr().out
