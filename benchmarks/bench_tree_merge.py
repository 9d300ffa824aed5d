"""Benchmark: merging and laying out two search trees of 500,000 nodes each (issue 36: at most 2 s
together), and the frame time of Compare Tree's drawing while it pans and zooms (at least 30
frames a second).

Run: ``python benchmarks/bench_tree_merge.py [--nodes N] [--seed K] [--changes C] [--real]``.

The trees: a generated search tree of N nodes (default 500,000; depth up to 40, each node with
1-4 children, as a backtracker's tree looks), and a second one grown by the same random choices
but with ``C`` guesses (default 300, spread over the tree) made with another digit: each becomes a
pentagon, and the rest still merges, so the merge walks every node and the drawing has places
where the searches part at every scale. ``--real`` adds a pair from a real run: naive's tree of
seed 000's Hard (465,531 nodes, recorded here, a few seconds) against the same tree replayed with
``C`` of its guesses changed.

Prints, for each pair, the seconds ``merge_trees`` and ``layout_merged`` took (the best of 3,
``time.perf_counter``), the merged nodes and pentagons; then the frame time of the view
(``qt/compare/merged_view.py``, offscreen, 1280x720): 100 pans (a drag of 37 px across, a frame
each) and 100 zooms (1.15x in and out at the cursor), each frame painted into an image with
``QWidget.render``; mean and 95th percentile in ms, and frames a second from the mean.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from sudoku_gui.core.analysis.merged_layout import MergedLayout, layout_merged  # noqa: E402
from sudoku_gui.core.analysis.tree_merge import MergedTree, merge_trees  # noqa: E402
from sudoku_gui.core.steps import Backtrack, Guess, NoSolution  # noqa: E402
from sudoku_gui.core.tree.search_tree import SearchTree  # noqa: E402

HARD = ".....3.812..4......5..........23.7...1.....5...86.....7.....4...9..8........5.2.."
"""Seed 000's Hard (``tests/data/seed_puzzles.tsv``): naive's search tree has 465,531 nodes."""


def random_tree(nodes: int, seed: int, changed: frozenset[int] = frozenset()) -> SearchTree:
    """A tree of ``nodes`` nodes; the guesses numbered in ``changed`` get another digit."""
    rng = random.Random(seed)
    tree = SearchTree()
    number = 0
    made = 0
    stack: list[tuple[int, int]] = []
    while made < nodes - 1:
        depth = len(stack)
        if depth < 40 and (depth == 0 or rng.random() < 0.55):
            cell, digit = rng.randrange(81), rng.randrange(1, 10)
            if made in changed:
                digit = digit % 9 + 1
            number += 1
            tree.record(number, Guess(cell, digit, depth + 1, 0, ""))
            stack.append((cell, digit))
            made += 1
        else:
            cell, digit = stack.pop()
            number += 1
            tree.record(number, Backtrack(cell, digit, len(stack), (), (), (), ""))
    tree.record(number + 1, NoSolution())
    tree.publish()
    return tree


def replayed(tree: SearchTree, changed: frozenset[int]) -> SearchTree:
    """``tree`` recorded again from its nodes, the guesses of the nodes in ``changed`` with another digit."""
    copy = SearchTree()
    number = 0
    stack: list[tuple[int, int]] = []
    for node in range(1, len(tree)):
        depth = tree.depth(node)
        while len(stack) >= depth:
            cell, digit = stack.pop()
            number += 1
            copy.record(number, Backtrack(cell, digit, len(stack), (), (), (), ""))
        cell, digit = tree.cell(node), tree.digit(node)
        assert cell is not None
        if node in changed:
            digit = digit % 9 + 1
        number += 1
        copy.record(number, Guess(cell, digit, depth, 0, ""))
        stack.append((cell, digit))
    copy.record(number + 1, NoSolution())
    copy.publish()
    return copy


def naive_tree() -> SearchTree:
    from sudoku_gui.core.grid import parse_puzzle
    from sudoku_gui.core.strategies import STRATEGIES
    from sudoku_gui.core.tree.jsonl import TreeRecorder

    recorder = TreeRecorder()
    for step in STRATEGIES["naive"].solve(parse_puzzle(HARD)):
        recorder.record(step)
    recorder.tree.publish()
    return recorder.tree


def timed_merge(a: SearchTree, b: SearchTree) -> tuple[MergedTree, MergedLayout, float, float]:
    best_merge = best_layout = float("inf")
    for _ in range(3):
        t0 = time.perf_counter()
        merged = merge_trees(a, b)
        t1 = time.perf_counter()
        layout = layout_merged(merged)
        t2 = time.perf_counter()
        best_merge, best_layout = min(best_merge, t1 - t0), min(best_layout, t2 - t1)
    return merged, layout, best_merge, best_layout


def frames(layout: MergedLayout) -> None:
    """Pan and zoom the drawing of ``layout`` offscreen; print the frame times."""
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QImage
    from PySide6.QtWidgets import QApplication

    from sudoku_gui.qt.compare.merged_view import MergedView

    app = QApplication.instance() or QApplication([])
    view = MergedView()
    view.resize(1280, 720)
    view.set_layout(layout, "A", "B")
    view.show()
    app.processEvents()
    image = QImage(view.size(), QImage.Format.Format_ARGB32_Premultiplied)

    def frame() -> float:
        t0 = time.perf_counter()
        view.render(image)
        return (time.perf_counter() - t0) * 1000

    frame()
    for label, zoomed in (("whole tree", False), ("zoomed in (labels drawn)", True)):
        view.fit()
        if zoomed:  # in the middle of the tree, eight levels down
            view.zoom(0.8 / view.scales()[0])
            middle = next(n for n in range(len(layout) // 2, len(layout)) if layout.merged.depth[n] == 8)
            view.centre_on(layout.x[middle], 8)
        pans, zooms = [], []
        for i in range(100):
            view.pan(37 if i % 50 < 25 else -37, 0)
            pans.append(frame())
        for i in range(100):
            view.zoom(1.15 if i % 20 < 10 else 1 / 1.15, QPointF(200 + 9 * i, 300))
            zooms.append(frame())
        for name, times in (("pan", pans), ("zoom", zooms)):
            mean = statistics.mean(times)
            p95 = sorted(times)[94]
            drawn = len(view.shown())
            print(
                f"  {label}, {name}: mean {mean:.1f} ms, p95 {p95:.1f} ms, {1000 / mean:.0f} fps "
                f"({drawn:,} nodes drawn in the last frame)"
            )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--nodes", type=int, default=500_000)
    parser.add_argument("--seed", type=int, default=29)
    parser.add_argument("--changes", type=int, default=300)
    parser.add_argument("--real", action="store_true", help="also a pair from naive's tree of a hard puzzle")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    changed = frozenset(rng.randrange(args.nodes) for _ in range(args.changes))
    pairs = [
        (
            f"generated, {args.nodes:,} nodes a side, {args.changes} guesses changed",
            random_tree(args.nodes, args.seed),
            random_tree(args.nodes, args.seed, changed),
        )
    ]
    if args.real:
        a = naive_tree()
        pairs.append(
            (
                f"naive's tree of seed 000's Hard ({len(a):,} nodes), {args.changes} guesses changed",
                a,
                replayed(a, frozenset(rng.randrange(1, len(a)) for _ in range(args.changes))),
            )
        )
    layout = None
    for name, a, b in pairs:
        merged, laid, merge_s, layout_s = timed_merge(a, b)
        layout = layout or laid
        print(
            f"{name}: A {len(a):,} nodes, B {len(b):,}; merged {len(merged):,} nodes, {len(merged.pentagons):,} "
            f"pentagons; merge {merge_s:.3f} s + layout {layout_s:.3f} s = {merge_s + layout_s:.3f} s (best of 3)"
        )
    assert layout is not None
    print("frames of the drawing (the first pair, 1280x720, offscreen):")
    frames(layout)


if __name__ == "__main__":
    main()
