"""Sudoku Explainer's aligned exclusions: aligned pair exclusion (6.2) and aligned triplet
exclusion (7.5).

Two (three) cells, with at least two common peers that have at most two (three) candidates, can
not take a combination of digits that would empty one of those peers, nor the same digit twice
when they see each other; a digit of a base cell that is in no allowed combination goes. As in
SE 1.2.1 a cell takes part only while no peer of it holds a lone candidate, and the third cell
of a triplet is taken among the peers of the first two.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import product

from .board import HOUSE_CELLS, PEER_MASK, SeGrid, SeHint, bits
from .rules import combos, popcount


def _bases(grid: SeGrid, degree: int) -> tuple[list[int], dict[int, list[int]], dict[int, int]]:
    cands = grid.cands
    bases: list[int] = []
    excluders: dict[int, list[int]] = {}
    masks: dict[int, int] = {}
    for cell in range(81):
        if popcount(cands[cell]) < 2:
            continue
        lone = False
        found = []
        for peer in HOUSE_CELLS[cell]:
            card = popcount(cands[peer])
            if card == 1:
                lone = True
            elif 2 <= card <= degree:
                found.append(peer)
        if not lone and found:
            bases.append(cell)
            excluders[cell] = found
            masks[cell] = sum(1 << c for c in found)
    return bases, excluders, masks


def _exclusion(grid: SeGrid, cells: list[int], common: list[int], name: str, diff: float) -> SeHint | None:
    cands = grid.cands
    digit_lists = [bits(cands[c]) for c in cells]
    allowed: list[set[int]] = [set() for _ in cells]
    peer_pairs = [
        (i, j) for i in range(len(cells)) for j in range(i + 1, len(cells)) if PEER_MASK[cells[i]] >> cells[j] & 1
    ]
    excluder_masks = [cands[e] for e in common]
    for combo in product(*digit_lists):
        if any(combo[i] == combo[j] for i, j in peer_pairs):
            continue
        used = 0
        for d in combo:
            used |= 1 << d
        if any(mask & ~used == 0 for mask in excluder_masks):
            continue
        for i, d in enumerate(combo):
            allowed[i].add(d)
    removals = {}
    for i, cell in enumerate(cells):
        gone = sum(1 << d for d in digit_lists[i] if d not in allowed[i])
        if gone:
            removals[cell] = gone
    if not removals:
        return None
    return SeHint(name, diff, removals, cells=tuple(cells) + tuple(common))


def aligned_pairs(grid: SeGrid) -> Iterator[SeHint]:
    """Aligned pair exclusion (6.2)."""
    bases, excluders, _ = _bases(grid, 2)
    if len(bases) < 2:
        return
    for i0, i1 in combos(2, len(bases)):
        c0, c1 = bases[i0], bases[i1]
        second = set(excluders[c1])
        common = [e for e in excluders[c0] if e in second]
        if len(common) >= 2:
            hint = _exclusion(grid, [c0, c1], common, "Aligned Pair Exclusion", 6.2)
            if hint is not None:
                yield hint


def aligned_triplets(grid: SeGrid) -> Iterator[SeHint]:
    """Aligned triplet exclusion (7.5)."""
    bases, excluders, masks = _bases(grid, 3)
    if len(bases) < 3:
        return
    base_set = set(bases)
    for i0, i1 in combos(2, len(bases)):
        c0, c1 = bases[i0], bases[i1]
        pair_common = masks[c0] & masks[c1]
        if popcount(pair_common) < 2:
            continue
        twin: dict[int, None] = {}
        for c in excluders[c0] + excluders[c1]:
            if c in base_set and c not in (c0, c1):
                twin.setdefault(c, None)
        for c2 in twin:
            if popcount(pair_common & masks[c2]) < 2:
                continue
            third = set(excluders[c1]) & set(excluders[c2])
            common = [e for e in excluders[c0] if e in third]
            hint = _exclusion(grid, [c0, c1, c2], common, "Aligned Triplet Exclusion", 7.5)
            if hint is not None:
                yield hint
