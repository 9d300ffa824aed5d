"""What the search tree pane draws, computed without Qt: the icicle's columns and the node-link
neighbourhood with its tidy layout, checked against brute force on recorded runs."""

from __future__ import annotations

import itertools

import pytest
from conftest import SEED_PUZZLES

from sudoku_gui.core.board_state import BoardState
from sudoku_gui.core.grid import parse_puzzle
from sudoku_gui.core.recording.curves import RunSeries
from sudoku_gui.core.recording.timeline import Timeline
from sudoku_gui.core.strategies import STRATEGIES
from sudoku_gui.core.tree.icicle import EMPTY, EXPLORED, MAX_PATHS, icicle
from sudoku_gui.core.tree.layout import Shape, neighbourhood
from sudoku_gui.core.tree.search_tree import NodeOutcome, SearchTree

SEEDS = {(p.source[:3], p.name): p.values for p in SEED_PUZZLES}
HARD = SEEDS[("000", "Hard")]
TWO = parse_puzzle("1...295..52..714.3.794.....3.4.957.............51849..9.6.....54......7...7..63.9")


def record(name: str, values, limit: int | None = None) -> tuple[Timeline, SearchTree, RunSeries]:
    board = BoardState(tuple(values), STRATEGIES[name].derived_candidates)
    tree, series = SearchTree(), RunSeries(board)
    timeline = Timeline(board, tree=tree, series=series)
    steps = list(itertools.islice(STRATEGIES[name].solve(values), limit))
    for i in range(0, len(steps), 500):
        timeline.extend(steps[i : i + 500])
    return timeline, tree, series


@pytest.fixture(scope="module")
def propagate():
    return record("propagate-guess", HARD)


@pytest.fixture(scope="module")
def two_solutions():
    return record("mrv-all", TWO)


@pytest.fixture(scope="module")
def naive():
    return record("naive", HARD, 60_000)


def path_to(tree: SearchTree, node: int) -> list[int]:
    path = [node]
    while (up := tree.parent(path[-1])) is not None:
        path.append(up)
    return path[::-1]


def test_the_tree_keeps_each_solutions_node(two_solutions):
    _, tree, _ = two_solutions
    assert tree.solutions == len(tree.solution_leaves) == 2
    for leaf in tree.solution_leaves:
        assert all(tree.outcome(n) == NodeOutcome.SOLUTION for n in path_to(tree, leaf))


@pytest.mark.parametrize("run", ["propagate", "two_solutions"])
@pytest.mark.parametrize("max_paths", [MAX_PATHS, 0], ids=["paths", "climbing"])
@pytest.mark.parametrize("width", [37, 400, 5000])
def test_each_icicle_column_is_the_path_at_its_last_step_over_what_was_explored_in_it(request, run, width, max_paths):
    timeline, tree, _ = request.getfixturevalue(run)
    total = len(timeline)
    ice = icicle(tree, 0, total, width, max_paths=max_paths)
    assert len(ice.columns) == min(width, total + 1)
    depths = [tree.depth(n) for n in range(len(tree))]
    for c, column in enumerate(ice.columns):
        lo, hi = ice.column_span(c)
        path = path_to(tree, tree.node_at(hi))
        assert list(column[: len(path)]) == [tree.outcome(n) + 1 for n in path]
        made = [depths[n] for n in range(len(tree)) if lo <= tree.first(n) <= hi]
        deepest = max([len(path) - 1, *made])
        assert len(column) == deepest + 1 and set(column[len(path) :]) <= {EXPLORED}
    assert ice.column_span(0)[0] == 0 and ice.column_span(len(ice.columns) - 1)[1] == total
    assert ice.rows == max(depths) + 1 and EMPTY not in b"".join(ice.columns)


def test_wide_icicle_columns_take_their_depth_from_the_curves(naive):
    timeline, tree, series = naive
    exact = icicle(tree, 0, len(timeline), 40)
    fast = icicle(tree, 0, len(timeline), 40, series)
    assert [c[:8] for c in fast.columns] == [c[:8] for c in exact.columns]  # the paths agree
    # the curves' buckets may reach a little past a column's edge, never less deep
    for a, b in zip(exact.columns, fast.columns, strict=True):
        assert len(a) - 1 <= len(b) <= len(a) + 3


def test_the_neighbourhood_shows_the_path_siblings_and_lanterns_laid_out_tidily(propagate):
    _, tree, _ = propagate
    for selected in range(len(tree)):
        placed = neighbourhood(tree, selected)
        at = {p.node: i for i, p in enumerate(placed)}
        assert placed[0].node == 0 and all(p.parent < i for i, p in enumerate(placed))
        for n in path_to(tree, selected):  # the path, every node on it open
            assert n in at and placed[at[n]].shape != Shape.LANTERN
        for n in path_to(tree, selected)[:-1]:  # near the selection the siblings are all there
            assert [placed[i].node for i, p in enumerate(placed) if p.parent == at[n]] == list(tree.children(n))
        for i, p in enumerate(placed):
            kids = [q for q in placed if q.parent == i]
            if kids:  # parents centred over their children
                assert p.x == pytest.approx((kids[0].x + kids[-1].x) / 2)
            assert p.size == tree.subtree_end(p.node) - p.node
            if p.shape == Shape.LANTERN:
                assert p.size > 1 and not kids
            ancestors = path_to(tree, selected)
            if p.node not in ancestors and p.size > 1 and p.shape != Shape.LANTERN:
                # opened off the path: only inside the selection's subtree, and never a failure
                assert selected in path_to(tree, p.node) and p.outcome != NodeOutcome.FAILED
        rows: dict[int, list[float]] = {}
        for p in placed:
            rows.setdefault(p.depth, []).append(p.x)
        for xs in rows.values():  # no two nodes of a level overlap
            xs.sort()
            assert all(b - a >= 1 for a, b in itertools.pairwise(xs))


def test_an_expanded_lantern_shows_its_children_and_the_budget_bounds_the_rest(naive):
    _, tree, _ = naive
    placed = neighbourhood(tree, 0)
    lantern = next(p for p in placed if p.shape == Shape.LANTERN)
    opened = neighbourhood(tree, 0, expanded={lantern.node})
    i = next(i for i, p in enumerate(opened) if p.node == lantern.node)
    assert opened[i].shape == Shape.INNER
    assert [p.node for p in opened if p.parent == i] == list(tree.children(lantern.node))
    deep = tree.node_at(30_000)
    for budget in (5, 50, 300):
        small = neighbourhood(tree, deep, budget=budget)
        assert len(small) <= budget + tree.depth(deep) + 1
        assert {n for n in path_to(tree, deep)} <= {p.node for p in small}
