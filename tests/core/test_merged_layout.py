"""The merged tree's layout (core/analysis/merged_layout.py) and the merge's counts, on generated tree
pairs: a second, simpler merge written here (recursive, on the nested lists the trees are made
from) gives the shared nodes and each pentagon's counts; the layout never puts two nodes of one
depth in the same room and centres each node over its subtree."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sudoku_gui.core.analysis.merged_layout import (
    SLOT_PX,
    layout_merged,
    pentagon_label,
    pentagon_radius,
    pentagon_slots,
)
from sudoku_gui.core.analysis.tree_merge import merge_trees
from sudoku_gui.core.steps import Backtrack, Guess, NoSolution, Step
from sudoku_gui.core.tree.search_tree import SearchTree

Spec = list[tuple[int, int, "Spec"]]


def _steps(spec: Spec, depth: int = 0) -> list[Step]:
    out: list[Step] = []
    for cell, digit, children in spec:
        out.append(Guess(cell, digit, depth + 1, 0, ""))
        out += _steps(children, depth + 1)
        out.append(Backtrack(cell, digit, depth, (), (), (), ""))
    return out


def tree_of(spec: Spec) -> SearchTree:
    t = SearchTree()
    for n, step in enumerate([*_steps(spec), NoSolution()], start=1):
        t.record(n, step)
    t.publish()
    return t


def size(spec: Spec) -> int:
    return sum(1 + size(kids) for _c, _d, kids in spec)


def simple_merge(a: Spec, b: Spec) -> tuple[int, list[tuple[int, int]]]:
    """(shared nodes below this pair, each pentagon's (a, b) counts): a child of A is shared with
    the first unused child of B with its label, in A's order; what is left is one pentagon."""
    shared, pentagons = 0, []
    unused = list(b)
    a_only = 0
    for cell, digit, kids in a:
        match = next((k for k in unused if (k[0], k[1]) == (cell, digit)), None)
        if match is None:
            a_only += 1 + size(kids)
            continue
        unused.remove(match)
        below, more = simple_merge(kids, match[2])
        shared += 1 + below
        pentagons += more
    b_only = sum(1 + size(k[2]) for k in unused)
    if a_only or b_only:
        pentagons.append((a_only, b_only))
    return shared, pentagons


EPS = 1e-9
"""Sums of slot widths in floating point."""

# Small label alphabets, so that two generated trees share branches (and siblings may repeat one).
labels = st.tuples(st.integers(0, 2), st.integers(1, 3))
specs = st.recursive(
    st.just([]),
    lambda kids: st.lists(st.tuples(labels, kids).map(lambda t: (t[0][0], t[0][1], t[1])), max_size=4),
    max_leaves=40,
)


@settings(max_examples=150, deadline=None)
@given(specs, specs)
def test_the_merge_counts_agree_with_a_simple_merge_and_add_up_to_each_tree(a: Spec, b: Spec) -> None:
    merged = merge_trees(tree_of(a), tree_of(b))
    shared, pentagons = simple_merge(a, b)
    assert len(merged) - len(merged.pentagons) == 1 + shared  # the root is shared too
    assert Counter((p.a_count, p.b_count) for p in merged.pentagons.values()) == Counter(pentagons)
    assert 1 + shared + sum(p.a_count for p in merged.pentagons.values()) == len(merged.a) == 1 + size(a)
    assert 1 + shared + sum(p.b_count for p in merged.pentagons.values()) == len(merged.b) == 1 + size(b)


@settings(max_examples=150, deadline=None)
@given(specs, specs)
def test_the_layout_gives_each_node_its_own_room_and_centres_it_over_its_subtree(a: Spec, b: Spec) -> None:
    merged = merge_trees(tree_of(a), tree_of(b))
    layout = layout_merged(merged)
    by_depth: dict[int, list[int]] = {}
    for n in range(len(merged)):
        by_depth.setdefault(merged.depth[n], []).append(n)
        assert layout.left[n] + 0.5 - EPS <= layout.x[n] <= layout.right[n] - 0.5 + EPS  # a slot at least, node amid
        assert layout.end[n] == n + 1 + sum(layout.size(c) for c in layout.children(n))
        assert layout.deepest[n] == max(merged.depth[k] for k in range(n, layout.end[n]))
        if n:  # inside its parent's room
            up = merged.parent[n]
            assert layout.left[up] - EPS <= layout.left[n] and layout.right[n] <= layout.right[up] + EPS
    for nodes in by_depth.values():  # preorder keeps one depth's rooms left to right, apart
        for left, right in zip(nodes, nodes[1:], strict=False):
            assert layout.right[left] <= layout.left[right] + EPS
    for node, p in merged.pentagons.items():
        assert layout.right[node] - layout.left[node] == pytest.approx(pentagon_slots(p))
        assert pentagon_slots(p) * SLOT_PX >= 2 * pentagon_radius(p.size)
        a_in, b_in = layout.counts_in(node)
        assert (a_in, b_in) == (p.a_count, p.b_count) and layout.pentagons_in(node) == 1
    assert layout.counts_in(0) == (
        sum(p.a_count for p in merged.pentagons.values()),
        sum(p.b_count for p in merged.pentagons.values()),
    )


@settings(max_examples=80, deadline=None)
@given(specs, specs, st.floats(0, 60), st.floats(0.5, 30), st.floats(0, 4), st.floats(0.05, 8))
def test_what_is_visible_is_every_node_reaching_the_window_and_no_other(
    a: Spec, b: Spec, x0: float, wide: float, d1: float, collapse: float
) -> None:
    layout = layout_merged(merge_trees(tree_of(a), tree_of(b)))
    m = layout.merged
    drawn = layout.visible(x0, x0 + wide, 0, d1, collapse)
    nodes = [d.node for d in drawn]
    assert len(nodes) == len(set(nodes))  # each node once
    folded = {d.node for d in drawn if d.collapsed}

    def hidden_by_fold(n: int) -> bool:
        up = m.parent[n]
        while up >= 0:
            if up in folded:
                return True
            up = m.parent[up]
        return False

    expected = [
        n
        for n in range(len(m))
        if layout.right[n] >= x0 and layout.left[n] <= x0 + wide and m.depth[n] <= d1 and not hidden_by_fold(n)
    ]
    assert sorted(nodes) == expected
    for d in drawn:
        assert d.collapsed == (layout.size(d.node) > 1 and layout.right[d.node] - layout.left[d.node] < collapse)


def test_a_pentagon_is_labelled_with_both_counts_and_grows_with_them_within_bounds() -> None:
    merged = merge_trees(tree_of([(0, 1, [(1, 2, [])])]), tree_of([(0, 2, [])]))
    (p,) = merged.pentagons.values()
    assert pentagon_label(p) == "2 / 1"
    sizes = [pentagon_radius(n) for n in (1, 10, 1000, 100_000, 10**7)]
    assert sizes == sorted(sizes) and sizes[0] == 8.0 and sizes[-1] == sizes[-2] == 30.0
