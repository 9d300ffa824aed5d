"""Sudoku Explainer's simple techniques (1.0-5.4), each a generator of hints in the order SE
finds them: singles, direct pointing/claiming and direct hidden pairs/triplets (a hidden single
that the pattern reveals, placed at once), pointing/claiming, naked and hidden sets, X-Wing,
Swordfish, Jellyfish, XY-Wing and XYZ-Wing.

The rules follow SE 1.2.1 (``diuf.sudoku.solver.rules``): e.g. a hidden set is only searched in
a house with more than twice its size of empty cells (the naked set of the other cells is found
first), a naked set in one with at least twice its size, and fish only for a digit still missing
at least twice the fish's size.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations

from .board import BLOCK, CELL_HOUSE, COLUMN, HOUSE_CELLS, HOUSES, PEER_MASK, ROW, SeGrid, SeHint, bits


def colex(k: int, n: int) -> tuple[tuple[int, ...], ...]:
    """The ``k``-subsets of ``range(n)`` in SE's ``Permutations`` order (increasing bit masks)."""
    return tuple(sorted(combinations(range(n), k), key=lambda c: sum(1 << i for i in c)))


_COLEX: dict[tuple[int, int], tuple[tuple[int, ...], ...]] = {}


def combos(k: int, n: int) -> tuple[tuple[int, ...], ...]:
    """Cached ``colex``."""
    key = (k, n)
    found = _COLEX.get(key)
    if found is None:
        found = _COLEX[key] = colex(k, n)
    return found


def popcount(mask: int) -> int:
    return bin(mask).count("1")


def _common_tuple(masks: list[int], degree: int) -> int:
    """SE's ``searchCommonTuple``: the union of the masks when each has two bits or more and
    the union has exactly ``degree`` bits, else 0."""
    union = 0
    for mask in masks:
        if mask & (mask - 1) == 0:
            return 0
        union |= mask
    return union if popcount(union) == degree else 0


def hidden_singles(grid: SeGrid) -> Iterator[SeHint]:
    """Last empty cell of a house (1.0), then hidden singles in blocks (1.2), columns and rows
    (1.5)."""
    values = grid.values
    for alone in (True, False):
        for kind in (BLOCK, COLUMN, ROW):
            for number, cells in enumerate(HOUSES[kind]):
                for value in range(1, 10):
                    pos = grid.positions(kind, number, value)
                    if pos and pos & (pos - 1) == 0:
                        is_alone = sum(1 for c in cells if not values[c]) == 1
                        if is_alone == alone:
                            cell = cells[pos.bit_length() - 1]
                            diff = 1.0 if alone else (1.2 if kind == BLOCK else 1.5)
                            yield SeHint("Hidden Single", diff, cell=cell, value=value, cells=(cell,))


def naked_singles(grid: SeGrid) -> Iterator[SeHint]:
    """A cell with one candidate left (2.3)."""
    for cell, mask in enumerate(grid.cands):
        if mask and mask & (mask - 1) == 0:
            yield SeHint("Naked Single", 2.3, cell=cell, value=mask.bit_length() - 1, cells=(cell,))


_LOCKING_PAIRS = ((BLOCK, COLUMN), (BLOCK, ROW), (COLUMN, BLOCK), (ROW, BLOCK))


def _crosses(kind1: int, n1: int, kind2: int, n2: int) -> bool:
    return bool(set(HOUSES[kind1][n1]) & set(HOUSES[kind2][n2]))


def locking(grid: SeGrid, direct: bool) -> Iterator[SeHint]:
    """Pointing (2.6) and claiming (2.8); in ``direct`` mode only when a hidden single follows in
    another house of the first kind (direct pointing 1.7, direct claiming 1.9), and then only the
    single is placed."""
    cands = grid.cands
    for kind1, kind2 in _LOCKING_PAIRS:
        for i1 in range(9):
            cells1 = HOUSES[kind1][i1]
            for i2 in range(9):
                cells2 = HOUSES[kind2][i2]
                set2 = set(cells2)
                if not set2 & set(cells1):
                    continue
                for value in range(1, 10):
                    bit = 1 << value
                    pos = [c for c in cells1 if cands[c] & bit]
                    if len(pos) <= 1 or not all(c in set2 for c in pos):
                        continue
                    pointing = kind1 == BLOCK
                    if direct:
                        yield from _following_singles(grid, kind1, i1, cells1, cells2, value, pointing)
                    else:
                        set1 = set(cells1)
                        removals = {c: bit for c in cells2 if c not in set1 and cands[c] & bit}
                        if removals:
                            name = "Pointing" if pointing else "Claiming"
                            yield SeHint(
                                name,
                                2.6 if pointing else 2.8,
                                removals,
                                cells=tuple(pos),
                                houses=((kind1, i1), (kind2, i2)),
                                digits=bit,
                            )


def _following_singles(
    grid: SeGrid, kind1: int, i1: int, cells1: tuple[int, ...], cells2: tuple[int, ...], value: int, pointing: bool
) -> Iterator[SeHint]:
    cands = grid.cands
    bit = 1 << value
    set2 = set(cells2)
    for i3 in range(9):
        if i3 == i1:
            continue
        cells3 = HOUSES[kind1][i3]
        if not set2 & set(cells3):
            continue
        pos3 = [c for c in cells3 if cands[c] & bit]
        if len(pos3) > 1:
            remain = [c for c in pos3 if c not in set2]
            if len(remain) == 1:
                name = "Direct Pointing" if pointing else "Direct Claiming"
                pattern = tuple(c for c in cells1 if cands[c] & bit)
                yield SeHint(name, 1.7 if pointing else 1.9, cell=remain[0], value=value, cells=pattern)


_HIDDEN_NAMES = {2: "Pair", 3: "Triplet", 4: "Quad"}


def hidden_sets(grid: SeGrid, degree: int, direct: bool) -> Iterator[SeHint]:
    """Hidden pairs (3.4), triplets (4.0) and quads (5.4); in ``direct`` mode only when the set
    leaves a hidden single in its house (direct hidden pair 2.0, triplet 2.5), which is placed."""
    cands = grid.cands
    values = grid.values
    tuples = combos(degree, 9)
    for kind in (BLOCK, COLUMN, ROW):
        for number, cells in enumerate(HOUSES[kind]):
            empty = sum(1 for c in cells if not values[c])
            if not (empty > degree * 2 or (direct and empty > degree)):
                continue
            positions = [grid.positions(kind, number, v) for v in range(10)]
            for combo in tuples:
                digits = [i + 1 for i in combo]
                common = _common_tuple([positions[d] for d in digits], degree)
                if not common:
                    continue
                value_set = sum(1 << d for d in digits)
                set_cells = tuple(cells[i] for i in bits(common))
                removals = {c: cands[c] & ~value_set for c in set_cells if cands[c] & ~value_set}
                if direct:
                    hint = _direct_hidden(cells, positions, value_set, common, set_cells, degree)
                    if hint is not None:
                        yield hint
                elif removals:
                    diff = {2: 3.4, 3: 4.0}.get(degree, 5.4)
                    yield SeHint(
                        "Hidden " + _HIDDEN_NAMES[degree],
                        diff,
                        removals,
                        cells=set_cells,
                        houses=((kind, number),),
                        digits=value_set,
                    )


def _direct_hidden(
    cells: tuple[int, ...], positions: list[int], value_set: int, common: int, set_cells: tuple[int, ...], degree: int
) -> SeHint | None:
    for value in range(1, 10):
        if value_set >> value & 1:
            continue
        pos = positions[value]
        if pos & (pos - 1):
            rest = pos & ~common
            if rest and rest & (rest - 1) == 0:
                cell = cells[rest.bit_length() - 1]
                diff = 2.0 if degree == 2 else (2.5 if degree == 3 else 4.3)
                return SeHint("Direct Hidden " + _HIDDEN_NAMES[degree], diff, cell=cell, value=value, cells=set_cells)
    return None


def naked_sets(grid: SeGrid, degree: int) -> Iterator[SeHint]:
    """Naked pairs (3.0), triplets (3.6) and quads (5.0)."""
    cands = grid.cands
    values = grid.values
    tuples = combos(degree, 9)
    for kind in (BLOCK, COLUMN, ROW):
        for number, cells in enumerate(HOUSES[kind]):
            if sum(1 for c in cells if not values[c]) < degree * 2:
                continue
            for combo in tuples:
                chosen = [cells[i] for i in combo]
                common = _common_tuple([cands[c] for c in chosen], degree)
                if not common:
                    continue
                removals = {c: cands[c] & common for c in cells if c not in chosen and cands[c] & common}
                if removals:
                    diff = {2: 3.0, 3: 3.6}.get(degree, 5.0)
                    yield SeHint(
                        "Naked " + _HIDDEN_NAMES[degree],
                        diff,
                        removals,
                        cells=tuple(chosen),
                        houses=((kind, number),),
                        digits=common,
                    )


_FISH_NAMES = {2: "X-Wing", 3: "Swordfish", 4: "Jellyfish"}


def fish(grid: SeGrid, degree: int) -> Iterator[SeHint]:
    """X-Wing (3.2), Swordfish (3.8), Jellyfish (5.2): base columns first, then base rows."""
    cands = grid.cands
    occurrences = [0] * 10
    for v in grid.values:
        occurrences[v] += 1
    tuples = combos(degree, 9)
    for base, cover in ((COLUMN, ROW), (ROW, COLUMN)):
        for combo in tuples:
            combo_mask = sum(1 << i for i in combo)
            for value in range(1, 10):
                if occurrences[value] + degree * 2 > 9:
                    continue
                common = _common_tuple([grid.positions(base, i, value) for i in combo], degree)
                if not common:
                    continue
                bit = 1 << value
                removals: dict[int, int] = {}
                for i in bits(common):
                    rest = grid.positions(cover, i, value) & ~combo_mask
                    for j in bits(rest):
                        removals[HOUSES[cover][i][j]] = bit
                if removals:
                    pattern = tuple(
                        HOUSES[base][i][j] for i in combo for j in bits(common) if cands[HOUSES[base][i][j]] & bit
                    )
                    diff = {2: 3.2, 3: 3.8}.get(degree, 5.2)
                    houses = tuple(
                        h for i, j in zip(combo, bits(common), strict=False) for h in ((base, i), (cover, j))
                    )
                    yield SeHint(_FISH_NAMES[degree], diff, removals, cells=pattern, houses=houses, digits=bit)


def xy_wings(grid: SeGrid, xyz: bool) -> Iterator[SeHint]:
    """XY-Wing (4.2) and XYZ-Wing (4.4)."""
    cands = grid.cands
    target = 3 if xyz else 2
    for xy in range(81):
        xy_values = cands[xy]
        if popcount(xy_values) != target:
            continue
        for xz in HOUSE_CELLS[xy]:
            xz_values = cands[xz]
            if popcount(xz_values) != 2 or popcount(xy_values & ~xz_values) != 1:
                continue
            for yz in HOUSE_CELLS[xy]:
                yz_values = cands[yz]
                if popcount(yz_values) != 2:
                    continue
                union = xy_values | xz_values | yz_values
                inter = xy_values & xz_values & yz_values
                if popcount(union) != 3 or popcount(inter) != (1 if xyz else 0):
                    continue
                z = xz_values & yz_values
                z &= -z
                victims = PEER_MASK[xz] & PEER_MASK[yz]
                if xyz:
                    victims &= PEER_MASK[xy]
                victims &= ~((1 << xy) | (1 << xz) | (1 << yz))
                removals = {c: z for c in _cells_in_peer_order(xz, victims) if cands[c] & z}
                if removals:
                    yield SeHint("XYZ-Wing" if xyz else "XY-Wing", 4.4 if xyz else 4.2, removals, cells=(xy, xz, yz))


def _cells_in_peer_order(cell: int, mask: int) -> list[int]:
    return [c for c in HOUSE_CELLS[cell] if mask >> c & 1]


def crosses(kind1: int, n1: int, kind2: int, n2: int) -> bool:
    """Whether two houses share a cell."""
    return _crosses(kind1, n1, kind2, n2)


__all__ = [
    "CELL_HOUSE",
    "combos",
    "crosses",
    "fish",
    "hidden_sets",
    "hidden_singles",
    "locking",
    "naked_sets",
    "naked_singles",
    "popcount",
    "xy_wings",
]
