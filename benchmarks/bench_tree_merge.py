"""Benchmark: merging two search trees of 500,000 nodes each (issue 29: at most 1 s).

Run: ``python benchmarks/bench_tree_merge.py [--nodes N] [--seed K]``.

Builds a random search tree of N nodes (default 500,000; depth up to 40, 1-4 branches a node,
as a backtracker's tree looks) from Guess and Backtrack steps, and a second one: the same tree
(the worst case: every node is walked and shared), then the same with one branch changed near
the root's first child (a pentagon early, the rest still merged). Prints, for each pair, the
seconds ``merge_trees`` took (the best of 3, ``time.perf_counter``), the merged nodes and the
pentagons.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from sudoku_gui.core.analysis.tree_merge import merge_trees  # noqa: E402
from sudoku_gui.core.steps import Backtrack, Guess, NoSolution  # noqa: E402
from sudoku_gui.core.tree.search_tree import SearchTree  # noqa: E402


def random_tree(nodes: int, seed: int, change_at: int = -1) -> SearchTree:
    """A tree of about ``nodes`` nodes; the guess number ``change_at`` gets another digit."""
    rng = random.Random(seed)
    tree = SearchTree()
    number = 0
    made = 0
    stack: list[tuple[int, int]] = []
    while made < nodes - 1:
        depth = len(stack)
        if depth < 40 and (depth == 0 or rng.random() < 0.55):
            cell, digit = rng.randrange(81), rng.randrange(1, 10)
            if made == change_at:
                digit = digit % 9 + 1
            number += 1
            step = Guess(cell, digit, depth + 1, 0, "")
            tree.record(number, step)
            stack.append((cell, digit))
            made += 1
        else:
            cell, digit = stack.pop()
            number += 1
            tree.record(number, Backtrack(cell, digit, len(stack), (), (), (), ""))
    tree.record(number + 1, NoSolution())
    tree.publish()
    return tree


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--nodes", type=int, default=500_000)
    parser.add_argument("--seed", type=int, default=29)
    args = parser.parse_args()
    a = random_tree(args.nodes, args.seed)
    pairs = {
        "identical": random_tree(args.nodes, args.seed),
        "one branch changed": random_tree(args.nodes, args.seed, change_at=3),
    }
    print(f"tree A: {len(a):,} nodes")
    for name, b in pairs.items():
        best = float("inf")
        for _ in range(3):
            t0 = time.perf_counter()
            merged = merge_trees(a, b)
            best = min(best, time.perf_counter() - t0)
        print(
            f"{name}: B {len(b):,} nodes; merged {len(merged):,} nodes, {len(merged.pentagons):,} pentagons; "
            f"{best:.3f} s (best of 3)"
        )


if __name__ == "__main__":
    main()
