"""For the tests and ``benchmarks/bench_se_reference.py`` (the app needs none). Equivalent puzzles: the same puzzle with its digits relabelled, rows swapped within their band,
bands swapped, columns within their stack, stacks swapped, and the grid perhaps transposed.

Every such transformation maps solutions to solutions and houses to houses, so a rating in
theory gives the same figure to all of them; a program that takes "the first" of equal steps
does not always, and a check that rates random variants beside a reference program catches
order-dependent differences that the published puzzles alone would hide.
"""

from __future__ import annotations

import random
from collections.abc import Sequence


def _line_order(rng: random.Random) -> list[int]:
    """A random order of the 9 rows (or columns) that keeps each band (stack) together."""
    bands = rng.sample(range(3), 3)
    return [3 * band + i for band in bands for i in rng.sample(range(3), 3)]


def random_variant(values: Sequence[int], rng: random.Random) -> list[int]:
    """A random puzzle equivalent to ``values`` (81 digits, 0 = empty): the result's cell (r, c)
    holds the relabelled digit of ``values``' cell (rows[r], cols[c]), read transposed half the
    time. The same ``rng`` state gives the same variant."""
    if len(values) != 81:
        raise ValueError("a puzzle is 81 digits")
    label = [0, *rng.sample(range(1, 10), 9)]
    rows, cols = _line_order(rng), _line_order(rng)
    transpose = rng.random() < 0.5
    result = []
    for r in range(9):
        for c in range(9):
            source = rows[c] * 9 + cols[r] if transpose else rows[r] * 9 + cols[c]
            result.append(label[values[source]])
    return result
