"""Repeated failures (core/analysis/repeated_failures.py): the groups on a tree known by heart, on
generated trees against a second, plain implementation (canonical strings of each subtree grouped
by a dict), and on naive's tree of seed 000's Hard; each group's reason and technique."""

from __future__ import annotations

from collections import defaultdict

from hypothesis import given, settings
from hypothesis import strategies as st

from sudoku_gui.core.analysis.compare_searches import record_run
from sudoku_gui.core.analysis.repeated_failures import (
    Group,
    explain,
    find_repeats,
    group_text,
)
from sudoku_gui.core.board_state import BoardState
from sudoku_gui.core.grid import PEERS
from sudoku_gui.core.puzzles.library import load_seed_puzzles
from sudoku_gui.core.steps import Backtrack, Eliminate, Guess, NoSolution, Place, Solved, Step
from sudoku_gui.core.techniques import BY_NAME
from sudoku_gui.core.techniques.cgrid import CandidateGrid
from sudoku_gui.core.techniques.removal import removes, removing_step
from sudoku_gui.core.tree.search_tree import NodeOutcome, SearchTree

# A spec: per child, (cell, digit, its children, whether a solution is found there when it is a leaf).
Spec = list[tuple[int, int, "Spec", bool]]


def _steps(spec: Spec, depth: int = 0) -> list[Step]:
    out: list[Step] = []
    for cell, digit, children, solved in spec:
        out.append(Guess(cell, digit, depth + 1, 0, ""))
        out += _steps(children, depth + 1)
        if solved and not children:
            out.append(Solved((1,) * 81))
        out.append(Backtrack(cell, digit, depth, (), (), (), ""))
    return out


def tree_of(spec: Spec) -> SearchTree:
    t = SearchTree()
    for n, step in enumerate([*_steps(spec), NoSolution()], start=1):
        t.record(n, step)
    t.publish()
    return t


# --- the second implementation: canonical strings, grouped by a dict -------------------------------


def plain_groups(tree: SearchTree, labels: bool) -> set[tuple[tuple[int, ...], int]]:
    """(occurrences, size) of each listed group, by the module's definition read literally: the
    failed subtrees with equal canonical strings, two or more; left out when every occurrence has
    an ancestor that is an occurrence of another such group."""
    canon: dict[int, str] = {}
    size: dict[int, int] = {}

    def visit(node: int) -> None:
        stack = [(node, False)]
        while stack:
            n, done = stack.pop()
            kids = list(tree.children(n))
            if not done:
                stack.append((n, True))
                stack += [(k, False) for k in kids]
                continue
            head = tree.label(n) if labels else ""
            canon[n] = head + "(" + ",".join(canon[k] for k in kids) + ")"
            size[n] = 1 + sum(size[k] for k in kids)

    visit(0)
    by_canon: dict[str, list[int]] = defaultdict(list)
    for n in range(1, len(tree)):
        if tree.outcome(n) == NodeOutcome.FAILED:
            by_canon[canon[n]].append(n)
    repeated = {n for nodes in by_canon.values() if len(nodes) >= 2 for n in nodes}

    def nested(n: int) -> bool:
        up = tree.parent(n)
        while up is not None:
            if up in repeated:
                return True
            up = tree.parent(up)
        return False

    return {
        (tuple(nodes), size[nodes[0]])
        for nodes in by_canon.values()
        if len(nodes) >= 2 and not all(nested(n) for n in nodes)
    }


def as_set(groups: list[Group]) -> set[tuple[tuple[int, ...], int]]:
    return {(g.occurrences, g.size) for g in groups}


# --- a tree known by heart ----------------------------------------------------------------------

X: Spec = [(1, 2, [(2, 3, [], False), (2, 4, [], False)], False)]
"""r1c2=2 over r1c3=3 and r1c3=4: the sub-search repeated under r1c1=1, 2 and 3."""


def known_tree() -> SearchTree:
    return tree_of(
        [
            (0, 1, [*X, (1, 5, [], False)], False),  # nodes 1-5
            (0, 2, [*X, (1, 5, [], False)], False),  # 6-10
            (0, 3, [*X, (1, 6, [], False)], False),  # 11-15
            (0, 4, [(1, 7, [(2, 8, [], False), (2, 9, [], False)], False), (1, 9, [], False)], False),  # 16-20
            (0, 5, [(1, 2, [(2, 3, [], False), (2, 4, [], True)], False)], False),  # 21-24, a solution at 24
        ]
    )


def test_a_tree_known_by_heart_gives_its_groups():
    t = known_tree()
    assert [t.label(n) for n in (2, 7, 12, 23)] == ["r1c2=2", "r1c2=2", "r1c2=2", "r1c3=3"]
    found = find_repeats(t)
    # r1c2=2's sub-search three times (3 nodes each); r1c3=3 also once outside it (under the
    # solution's r1c2=2), so it is listed; r1c2=5 under r1c1=1 and r1c1=2. r1c3=4 lies only inside
    # r1c2=2's repeats: folded into them.
    assert [(g.occurrences, g.size, g.waste) for g in found.exact] == [
        ((2, 7, 12), 3, 9),
        ((3, 8, 13, 23), 1, 4),
        ((5, 10), 1, 2),
    ]
    # shapes: r1c1=1..4 are one shape of 5 nodes; every failed leaf is the leaf shape, one of them
    # (r1c3=3 under the solution) outside any larger repeat.
    assert [(g.occurrences, g.size, g.waste) for g in found.shapes] == [
        ((1, 6, 11, 16), 5, 20),
        ((3, 4, 5, 8, 9, 10, 13, 14, 15, 18, 19, 20, 23), 1, 13),
    ]
    assert group_text(t, found.exact[0]) == "r1c2 = 2 fails the same way 3 times (3 nodes each, 9 nodes)"
    assert group_text(t, found.shapes[0]) == (
        "a sub-search of 5 nodes fails in this shape 4 times (20 nodes); the first at r1c1 = 1"
    )
    assert as_set(found.exact) == plain_groups(t, True)
    assert as_set(found.shapes) == plain_groups(t, False)


def test_a_tree_without_repeats_has_no_group():
    t = tree_of([(0, 1, [(1, 2, [], False)], False), (0, 2, [], False)])
    found = find_repeats(t)
    assert found.exact == []
    assert [g.occurrences for g in found.shapes] == [(2, 3)]  # the two failed leaves


# --- generated trees against the plain implementation --------------------------------------------

labels = st.tuples(st.integers(0, 2), st.integers(1, 2))
specs: st.SearchStrategy[Spec] = st.recursive(
    st.just([]),
    lambda kids: st.lists(st.tuples(labels, kids).map(lambda t: (t[0][0], t[0][1], t[1], False)), max_size=3),
    max_leaves=40,
)
solutions = st.lists(st.tuples(labels, st.booleans()), max_size=3)


def with_solutions(spec: Spec, marks: list[tuple[tuple[int, int], bool]]) -> Spec:
    """``spec`` with a solution at each leaf whose label is marked (a few leaves, or none)."""
    wanted = {label for label, on in marks if on}

    def mark(s: Spec) -> Spec:
        return [(c, d, mark(k), not k and (c, d) in wanted) for c, d, k, _ in s]

    return mark(spec)


@settings(max_examples=300, deadline=None)
@given(specs, solutions)
def test_groups_equal_the_plain_implementation_on_generated_trees(spec, marks):
    t = tree_of(with_solutions(spec, marks))
    found = find_repeats(t)
    assert as_set(found.exact) == plain_groups(t, True)
    assert as_set(found.shapes) == plain_groups(t, False)
    for groups in (found.exact, found.shapes):
        wastes = [g.waste for g in groups]
        assert wastes == sorted(wastes, reverse=True)


# --- naive's trees ------------------------------------------------------------------------------


def _seed(source: str, name: str) -> tuple[int, ...]:
    return next(p.values for p in load_seed_puzzles() if p.source.startswith(source) and p.name == name)


def test_naive_on_a_seed_puzzle_equals_the_plain_implementation():
    timeline = record_run(BoardState(_seed("000", "Normal")), "naive", None)
    t = timeline.tree
    assert t is not None and len(t) == 5099
    found = find_repeats(t)
    assert found.exact and found.shapes
    assert as_set(found.exact) == plain_groups(t, True)
    assert as_set(found.shapes) == plain_groups(t, False)


def test_naive_on_seed_000_hard_sizes_sum_and_occurrences_are_the_same():
    timeline = record_run(BoardState(_seed("000", "Hard")), "naive", None)
    t = timeline.tree
    assert t is not None and len(t) == 465_531
    found = find_repeats(t)
    depth, move = t.columns().depth, t.columns().move
    for groups, mask in ((found.exact, 0x7FF), (found.shapes, 0)):
        assert len(groups) > 100
        for g in groups[:200]:
            assert g.waste == g.count * g.size
            first = g.first
            assert t.subtree_end(first) - first == g.size
            want = [(depth[n] - depth[first], move[n] & mask) for n in range(first, first + g.size)]
            covered = set()
            for n in g.occurrences:
                assert t.outcome(n) == NodeOutcome.FAILED
                assert t.subtree_end(n) - n == g.size  # the size is each one's node count
                assert [(depth[m] - depth[n], move[m] & mask) for m in range(n, n + g.size)] == want
                covered.update(range(n, n + g.size))
            assert len(covered) == g.waste  # occurrences never overlap: waste counts distinct nodes
    top = found.exact[0]
    assert group_text(t, top) == "r5c5 = 4 fails the same way 15,245 times (1 node each, 15,245 nodes)"
    why = explain(t, timeline, top, removing_step)
    assert why.reasons == (("r5c6 has no possible digit", 1),)
    assert why.technique == "Hidden Single"
    # the step really removes the guess: found again on the board before it and applied there,
    # r5c5 has no 4 left
    board = timeline.board_at(t.first(top.first) - 1, remember=False)
    grid = CandidateGrid.from_state(board.values, board.candidates)
    assert grid.has(40, 4)
    step = next(s for s in BY_NAME[why.technique].find(grid) if s.text == why.step)
    assert "in row 5, 7 fits only r5c5" in step.text
    if isinstance(step, Place):
        grid.place(step.cell, step.digit)
    else:
        grid.eliminate(step.eliminations)
    assert not grid.has(40, 4)


def test_removes_says_which_steps_take_the_digit_out_of_the_cell():
    cell, digit = 40, 4  # r5c5
    peer = PEERS[cell][0]
    far = next(c for c in range(81) if c != cell and c not in PEERS[cell])
    assert removes(Place(cell, 7, "Hidden Single", ""), cell, digit)
    assert not removes(Place(cell, 4, "Hidden Single", ""), cell, digit)  # the guess made sure
    assert removes(Place(peer, 4, "Naked Single", ""), cell, digit)
    assert not removes(Place(far, 4, "Naked Single", ""), cell, digit)
    assert not removes(Place(peer, 5, "Naked Single", ""), cell, digit)
    assert removes(Eliminate(((cell, 4), (peer, 2)), "X-Wing", ""), cell, digit)
    assert not removes(Eliminate(((cell, 5),), "X-Wing", ""), cell, digit)


def test_a_board_the_timeline_no_longer_keeps_is_said_not_tried():
    timeline = record_run(BoardState(_seed("000", "Normal")), "naive", None)
    t = timeline.tree
    assert t is not None
    group = find_repeats(t).exact[0]

    class Dropped:
        def __len__(self) -> int:
            return len(timeline)

        def kind(self, index: int) -> str:
            return timeline.kind(index)

        def text(self, index: int) -> str:
            return timeline.text(index)

        def board_at(self, position: int, remember: bool = True) -> BoardState:
            raise IndexError(position)

    why = explain(t, Dropped(), group, removing_step)
    assert why.board_lost and not why.technique and why.reasons
    assert "no longer kept" in why.text()
