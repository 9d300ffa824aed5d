"""The search tree, grown as a run is recorded, against a tree read off the finished trace."""

from __future__ import annotations

import bisect
import itertools
from dataclasses import dataclass

import pytest
from conftest import SEED_PUZZLES

from sudoku_gui.core.board_state import BoardState
from sudoku_gui.core.grid import parse_puzzle
from sudoku_gui.core.recording.timeline import Timeline
from sudoku_gui.core.steps import Backtrack, Guess, NoSolution, Solved, Step, TimeLimitReached
from sudoku_gui.core.strategies import STRATEGIES
from sudoku_gui.core.tree.search_tree import NodeOutcome, SearchTree
from sudoku_gui.core.tree.tree_reading import failure_reason

SEEDS = {(p.source[:3], p.name): p.values for p in SEED_PUZZLES}
TWO = parse_puzzle("1...295..52..714.3.794.....3.4.957.............51849..9.6.....54......7...7..63.9")
ROW_ONLY = tuple(range(1, 10)) + (0,) * 72  # many solutions: human has to guess
CASES = [
    ("naive", SEEDS[("000", "Normal")]),
    ("mrv-all", SEEDS[("000", "Hard")]),
    ("units", SEEDS[("000", "Hard")]),
    ("hidden-singles", SEEDS[("002", "s11_9")]),
    ("propagate-guess", SEEDS[("000", "Hard")]),
    ("human", ROW_ONLY),
]


@dataclass
class Node:
    parent: int | None
    cell: int | None
    digit: int
    depth: int
    first: int
    last: int | None
    outcome: NodeOutcome


def tree_from_trace(steps: list[Step]) -> list[Node]:
    """The tree read off a whole trace, by definition rather than by a stack: a guess of depth d
    hangs under the latest earlier guess of depth d - 1; its span ends before the first later
    guess of depth d or less, backtrack to a depth below d, or end of the search; it holds a
    solution when a Solved step falls inside its span."""
    nodes = [Node(None, None, 0, 0, 0, None, NodeOutcome.OPEN)]
    guesses = [(n, s) for n, s in enumerate(steps, 1) if isinstance(s, Guess)]
    for n, g in guesses:
        parent = 0
        for i in range(len(nodes) - 1, 0, -1):
            if nodes[i].depth == g.depth - 1 and nodes[i].first < n:
                parent = i
                break
        nodes.append(Node(parent, g.cell, g.digit, g.depth, n, None, NodeOutcome.OPEN))
    cut_at = next((n for n, s in enumerate(steps, 1) if isinstance(s, TimeLimitReached)), None)
    for node in nodes:
        for n in range(node.first + 1, len(steps) + 1):
            s = steps[n - 1]
            if (
                (isinstance(s, Guess) and s.depth <= node.depth)
                or (isinstance(s, Backtrack) and s.depth < node.depth)
                or isinstance(s, NoSolution)
            ):
                node.last = n - 1
                break
            if isinstance(s, TimeLimitReached):
                node.last = n
                break
        end = node.last if node.last is not None else len(steps)
        solved = any(isinstance(steps[n - 1], Solved) for n in range(node.first + 1, end + 1))
        if solved:
            node.outcome = NodeOutcome.SOLUTION
        elif node.last is None:
            node.outcome = NodeOutcome.OPEN
        else:
            node.outcome = NodeOutcome.CUT if node.last == cut_at else NodeOutcome.FAILED
    return nodes


def recorded(values, steps: list[Step], batch: int = 97, tree: SearchTree | None = None) -> tuple[Timeline, SearchTree]:
    tree = SearchTree() if tree is None else tree
    timeline = Timeline(BoardState(tuple(values), True), tree=tree)
    for i in range(0, len(steps), batch):
        timeline.extend(steps[i : i + batch])
    return timeline, tree


def as_nodes(tree: SearchTree, length: int) -> list[Node]:
    return [
        Node(
            tree.parent(n),
            tree.cell(n),
            tree.digit(n),
            tree.depth(n),
            tree.first(n),
            tree.last(n, length) if tree.closed(n) else None,
            tree.outcome(n),
        )
        for n in range(len(tree))
    ]


@pytest.mark.parametrize(("name", "values"), CASES, ids=[c[0] for c in CASES])
def test_the_tree_of_every_strategy_equals_the_one_read_off_its_trace(name, values):
    steps = list(itertools.islice(STRATEGIES[name].solve(values), 200_000))
    timeline, tree = recorded(values, steps)
    expected = tree_from_trace(steps)
    assert len(tree) == len(expected) > 5
    assert as_nodes(tree, len(timeline)) == expected
    # every node: its children found by the O(log n) walk are exactly those naming it parent
    children: dict[int, list[int]] = {}
    for i, e in enumerate(expected):
        if e.parent is not None:
            children.setdefault(e.parent, []).append(i)
    for n in range(len(tree)):
        assert list(tree.children(n)) == children.get(n, [])


def test_naive_has_one_node_per_placement():
    values = SEEDS[("000", "Normal")]
    steps = list(STRATEGIES["naive"].solve(values))
    _, tree = recorded(values, steps)
    placements = sum(isinstance(s, Guess) for s in steps)
    assert len(tree) - 1 == placements  # the root is the puzzle itself
    assert tree.outcome(0) == NodeOutcome.SOLUTION and tree.solutions == 1


def test_failed_leaves_say_why_in_the_puzzles_terms():
    values = SEEDS[("000", "Hard")]
    steps = list(STRATEGIES["propagate-guess"].solve(values))
    timeline, tree = recorded(values, steps)
    leaves = [n for n in range(1, len(tree)) if tree.outcome(n) == NodeOutcome.FAILED and tree.is_leaf(n)]
    assert leaves
    for n in leaves:
        index = failure_reason(tree, timeline, n)
        assert index is not None and tree.first(n) <= index + 1 <= tree.last(n, len(timeline))
        step = timeline.step(index)
        assert step.kind == "contradiction" and step.cells
        assert step.text.template  # a Message: the window says it again in its language


def test_node_at_follows_the_timeline_and_siblings_walk_both_ways():
    values = SEEDS[("000", "Normal")]
    steps = list(STRATEGIES["naive"].solve(values))
    timeline, tree = recorded(values, steps)
    for position in range(0, len(timeline) + 1, 37):
        node = tree.node_at(position)
        assert tree.first(node) <= position <= tree.last(node, len(timeline))
        child = tree.first_child(node)
        while child is not None:  # no child holds the position: node is the deepest
            assert not tree.first(child) <= position <= tree.last(child, len(timeline))
            child = tree.next_sibling(child)
    for n in range(1, len(tree)):
        after = tree.next_sibling(n)
        if after is not None:
            assert tree.previous_sibling(after) == n


def test_a_time_limit_cuts_the_open_branch_and_a_stop_leaves_it_open():
    values = SEEDS[("000", "Hard")]
    steps = list(itertools.islice(STRATEGIES["naive"].solve(values), 5000))
    _, tree = recorded(values, steps)
    path = [tree.node_at(5000)]
    while (p := tree.parent(path[-1])) is not None:
        path.append(p)
    assert all(tree.outcome(n) == NodeOutcome.OPEN for n in path)
    _, cut = recorded(values, [*steps, TimeLimitReached(1.0)])
    assert all(cut.outcome(n) == NodeOutcome.CUT for n in path)


def test_compact_at_most_16_bytes_a_node_and_a_cap_stops_growth():
    values = SEEDS[("000", "Normal")]
    steps = list(STRATEGIES["naive"].solve(values))
    _, tree = recorded(values, steps)
    assert tree.memory_bytes() <= 16 * len(tree) * 1.15  # arrays over-allocate a little
    capped = SearchTree(cap=100)
    timeline = Timeline(BoardState(tuple(values), True), tree=capped)
    timeline.extend(steps)
    assert len(capped) == 100 and capped.truncated


@pytest.mark.parametrize(("name", "values"), CASES, ids=[c[0] for c in CASES])
def test_narrow_columns_keep_what_does_not_fit_apart_and_read_the_same(name, values):
    """The tree's columns are 16 bits wide; with 4 most parents, spans and first steps of a short
    run do not fit, so the values kept apart are read as often as the others: every query agrees
    with a tree of 16-bit columns."""
    steps = list(itertools.islice(STRATEGIES[name].solve(values), 30_000))
    timeline, wide = recorded(values, steps)
    _, narrow = recorded(values, steps, tree=SearchTree(bits=4))
    length = len(timeline)
    assert as_nodes(narrow, length) == as_nodes(wide, length)
    columns = narrow.columns()
    assert len(columns.starts) == wide.first(len(wide) - 1) // 16 + 1
    if len(wide) > 100:  # (human guesses a few times on its way down)
        assert columns.far_parent and columns.far_last
    firsts = [wide.first(n) for n in range(len(wide))]
    for position in range(0, length + 1, max(1, length // 500)):
        assert narrow.node_at(position) == wide.node_at(position)
        assert narrow.bisect_first(position) == bisect.bisect_right(firsts, position)
        lo, hi = len(firsts) // 3, 2 * len(firsts) // 3
        assert narrow.bisect_first(position, lo, hi) == bisect.bisect_right(firsts, position, lo, hi)
    for n in range(0, len(wide), max(1, len(wide) // 500)):
        assert narrow.subtree_end(n) == wide.subtree_end(n)
        assert (narrow.next_sibling(n), narrow.previous_sibling(n)) == (wide.next_sibling(n), wide.previous_sibling(n))
        assert list(narrow.children(n)) == list(wide.children(n))


def test_seven_bytes_a_node():
    """naive makes a node of nearly every other step: 7 bytes a node (9 before, 15 before that)
    is what lets a run of ten million steps with every pane shown stay under 180 MB."""
    values = SEEDS[("000", "Hard")]
    steps = list(itertools.islice(STRATEGIES["naive"].solve(values), 300_000))
    _, tree = recorded(values, steps, batch=1000)
    assert len(tree) > 100_000
    assert tree.memory_bytes() <= 7 * len(tree) * 1.08  # arrays over-allocate a little


def test_the_headless_recorder_writes_the_same_tree_with_reasons():
    import json

    from sudoku_gui.core.tree.jsonl import TreeRecorder

    values = SEEDS[("000", "Hard")]
    steps = list(STRATEGIES["propagate-guess"].solve(values))
    timeline, tree = recorded(values, steps)
    recorder = TreeRecorder()
    for step in steps:
        recorder.record(step)
    rows = [json.loads(line) for line in recorder.lines(7)]
    assert len(rows) == len(tree)
    for row in rows:
        n = row["id"]
        assert row["puzzle"] == 7
        assert row["parent"] == tree.parent(n) and row["depth"] == tree.depth(n)
        assert row["cell"] == (None if n == 0 else tree.label(n).split("=")[0])
        assert row["first_step"] == tree.first(n) and row["last_step"] == tree.last(n, len(timeline))
        assert row["outcome"] == tree.outcome(n).name.lower()
        index = failure_reason(tree, timeline, n)
        assert row["reason"] == (None if index is None else str(timeline.text(index)))
    assert any(row["reason"] for row in rows)
