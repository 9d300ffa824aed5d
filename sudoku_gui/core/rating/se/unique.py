"""Sudoku Explainer's uniqueness techniques: unique rectangles and loops of types 1-4 (4.5-5.x:
4.5, +0.1 for a loop of 6 cells, +0.2 of 8, +0.5 of 10 or more, +0.1 per extra value of a type-3
naked or hidden set) and the bivalue universal grave of types 1-4 (5.6-5.7+).

As in SE 1.2.1 (``rules.unique``): loops are searched from each bivalue cell through cells that
hold both digits, at most two of them with extra candidates (more for type 2, when every extra
candidate seen is the same digit); the hints are then sorted by difficulty and type.
"""

from __future__ import annotations

from collections.abc import Iterator

from .board import CELL_HOUSE, CELL_INDEX, HOUSE_CELLS, HOUSE_TYPES, HOUSES, SeGrid, SeHint, bits
from .rules import combos, popcount


def _unique_difficulty(size: int) -> float:
    result = 4.5
    if size >= 10:
        result += 0.3
    if size >= 8:
        result += 0.2
    elif size >= 6:
        result += 0.1
    return result


def _unique_name(size: int, kind: int) -> str:
    shape = "Rectangle" if size == 4 else "Loop"
    if size > 6:
        return f"Unique {shape} {size} type {kind}"
    return f"Unique {shape} type {kind}"


def _find_loops(grid: SeGrid, start: int, v1: int, v2: int) -> list[list[int]]:
    cands = grid.cands
    both = (1 << v1) | (1 << v2)
    results: list[list[int]] = []
    loop: list[int] = []

    def walk(cell: int, allowed: int, ex_values: int, last_type: int) -> None:
        loop.append(cell)
        for kind in HOUSE_TYPES:
            if kind == last_type:
                continue
            for nxt in HOUSES[kind][CELL_HOUSE[cell][kind]]:
                if nxt == loop[0] and len(loop) >= 4:
                    results.append(loop[:])
                elif nxt not in loop:
                    pots = cands[nxt]
                    if pots & both == both:
                        # SE widens the extra digits with every neighbour it looks at, even
                        # those it does not walk to next.
                        ex_values = (ex_values | pots) & ~both
                        card = popcount(pots)
                        if card == 2 or popcount(ex_values) == 1 or allowed > 0:
                            walk(nxt, allowed - 1 if card > 2 else allowed, ex_values, kind)
        loop.pop()

    walk(start, 2, 0, -1)
    return results


def _valid_loop(loop: list[int]) -> bool:
    seen: tuple[set[tuple[int, int]], set[tuple[int, int]]] = (set(), set())
    odd = 0
    for cell in loop:
        for kind in HOUSE_TYPES:
            house = (kind, CELL_HOUSE[cell][kind])
            if house in seen[odd]:
                return False
            seen[odd].add(house)
        odd ^= 1
    return seen[0] == seen[1]


class _LoopHint:
    __slots__ = ("hint", "kind")

    def __init__(self, hint: SeHint, kind: int) -> None:
        self.hint = hint
        self.kind = kind


def unique_loops(grid: SeGrid) -> Iterator[SeHint]:
    """Unique rectangles and loops, easiest first."""
    cands = grid.cands
    found: list[_LoopHint] = []
    for cell in range(81):
        pots = cands[cell]
        if popcount(pots) != 2:
            continue
        v1, v2 = bits(pots)
        for loop in _find_loops(grid, cell, v1, v2):
            if not _valid_loop(loop):
                continue
            extra = [c for c in loop if popcount(cands[c]) > 2]
            if len(extra) == 1:
                rescue = extra[0]
                removals = {rescue: cands[rescue] & ((1 << v1) | (1 << v2))}
                _add(found, loop, 1, removals, (rescue,))
            elif len(extra) > 2:
                _add_type2(grid, found, loop, extra, v1, v2)
            elif len(extra) == 2:
                c1, c2 = extra
                rest = (cands[c1] | cands[c2]) & ~((1 << v1) | (1 << v2))
                if popcount(rest) == 1:
                    _add_type2(grid, found, loop, extra, v1, v2)
                elif popcount(rest) >= 2:
                    _add_type3(grid, found, loop, c1, c2, v1, v2)
                _add_type4(grid, found, loop, c1, c2, v1, v2)
    found.sort(key=lambda h: (h.hint.difficulty, h.kind))
    for item in found:
        yield item.hint


def _add(
    found: list[_LoopHint],
    loop: list[int],
    kind: int,
    removals: dict[int, int],
    cells: tuple[int, ...],
    extra: float = 0.0,
) -> None:
    removals = {c: m for c, m in removals.items() if m}
    if not removals:
        return
    base = _unique_difficulty(len(loop))
    diff = base + extra if extra else base
    found.append(_LoopHint(SeHint(_unique_name(len(loop), kind), diff, removals, cells=tuple(loop) + cells), kind))


def _add_type2(grid: SeGrid, found: list[_LoopHint], loop: list[int], extra: list[int], v1: int, v2: int) -> None:
    cands = grid.cands
    rest = cands[extra[0]] & ~((1 << v1) | (1 << v2))
    bit = rest & -rest
    common: list[int] | None = None
    for cell in extra:
        if common is None:
            common = list(HOUSE_CELLS[cell])
        else:
            peers = set(HOUSE_CELLS[cell])
            common = [c for c in common if c in peers]
    removals = {c: bit for c in common or [] if c not in extra and cands[c] & bit}
    _add(found, loop, 2, removals, ())


def _add_type3(grid: SeGrid, found: list[_LoopHint], loop: list[int], c1: int, c2: int, v1: int, v2: int) -> None:
    cands = grid.cands
    values = grid.values
    loop_bits = (1 << v1) | (1 << v2)
    extra = (cands[c1] | cands[c2]) & ~loop_bits
    for degree in range(popcount(extra), 8):
        for kind in HOUSE_TYPES:
            number = CELL_HOUSE[c1][kind]
            if number != CELL_HOUSE[c2][kind]:
                continue
            cells = HOUSES[kind][number]
            empty = sum(1 for c in cells if not values[c])
            index1 = CELL_INDEX[c1][kind]
            index2 = CELL_INDEX[c2][kind]
            if degree * 2 <= empty:
                for combo in combos(degree, 9):
                    if index1 not in combo or index2 in combo:
                        continue
                    naked = extra & cands[c1] & cands[c2]
                    masks = []
                    others = []
                    for i in combo:
                        if i == index1:
                            masks.append(extra)
                        else:
                            masks.append(cands[cells[i]])
                            naked |= cands[cells[i]]
                            others.append(cells[i])
                    if popcount(naked) != degree:
                        continue
                    common = _common(masks, degree, light=False)
                    if common:
                        skip = set(others) | {c1, c2}
                        removals = {c: cands[c] & common for c in cells if c not in skip and cands[c] & common}
                        _add(found, loop, 3, removals, tuple(others), (degree - 1) * 0.1)
            if degree * 2 < empty:
                rem_values = [v for v in range(1, 10) if v not in (v1, v2) and not extra >> v & 1]
                if degree - 2 <= len(rem_values):
                    for pick in combos(degree - 2, len(rem_values)):
                        digits = [rem_values[p] for p in pick] + [v1, v2]
                        masks = [grid.positions(kind, number, d) & ~(1 << index2) for d in digits]
                        common = _common(masks, degree, light=True)
                        if common:
                            hidden = sum(1 << d for d in digits)
                            common &= ~((1 << index1) | (1 << index2))
                            idx = bits(common)
                            removals = {}
                            for i in idx:
                                cell = cells[i]
                                if cell not in (c1, c2) and cands[cell] & ~hidden:
                                    removals[cell] = cands[cell] & ~hidden
                            _add(found, loop, 3, removals, tuple(cells[i] for i in idx), (len(idx) - 1) * 0.1)


def _common(masks: list[int], degree: int, light: bool) -> int:
    union = 0
    for mask in masks:
        if light:
            if mask == 0:
                return 0
        elif mask & (mask - 1) == 0:
            return 0
        union |= mask
    return union if popcount(union) == degree else 0


def _add_type4(grid: SeGrid, found: list[_LoopHint], loop: list[int], c1: int, c2: int, v1: int, v2: int) -> None:
    cands = grid.cands
    r1 = r2 = False
    for kind in HOUSE_TYPES:
        number = CELL_HOUSE[c1][kind]
        if number != CELL_HOUSE[c2][kind]:
            continue
        has1 = has2 = False
        for cell in HOUSES[kind][number]:
            if cell not in (c1, c2):
                has1 = has1 or bool(cands[cell] >> v1 & 1)
                has2 = has2 or bool(cands[cell] >> v2 & 1)
        r1 = r1 or not has1
        r2 = r2 or not has2
    if r1:
        rem = 1 << v2
    elif r2:
        rem = 1 << v1
    else:
        return
    _add(found, loop, 4, {c1: cands[c1] & rem, c2: cands[c2] & rem}, (c1, c2))


def bug(grid: SeGrid) -> Iterator[SeHint]:
    """Bivalue universal grave: type 1 (5.6), 2 and 4 (5.7), 3 (5.7 + 0.1 per extra value of its
    naked set beyond one)."""
    cands = grid.cands
    temp = cands[:]
    bug_cells: list[int] = []
    bug_values: dict[int, int] = {}
    all_values = 0
    common: list[int] | None = None
    for kind in HOUSE_TYPES:
        for number, cells in enumerate(HOUSES[kind]):
            for value in range(1, 10):
                pos = grid.positions(kind, number, value)
                card = popcount(pos)
                if card in (0, 2):
                    continue
                new_cells = [cells[i] for i in bits(pos) if popcount(cands[cells[i]]) >= 3]
                if len(new_cells) == 1:
                    cell = new_cells[0]
                    if cell not in bug_cells:
                        bug_cells.append(cell)
                    bug_values[cell] = bug_values.get(cell, 0) | 1 << value
                    all_values |= 1 << value
                    temp[cell] &= ~(1 << value)
                    if common is None:
                        common = list(HOUSE_CELLS[cell])
                    else:
                        peers = set(HOUSE_CELLS[cell])
                        common = [c for c in common if c in peers]
                    common = [c for c in common if c not in bug_cells]
                    if len(bug_cells) > 1 and popcount(all_values) > 1 and not common:
                        return
                if not new_cells:
                    return
    values = grid.values
    for cell in range(81):
        if not values[cell] and popcount(temp[cell]) != 2:
            return
    for kind in HOUSE_TYPES:
        for cells in HOUSES[kind]:
            for value in range(1, 10):
                card = sum(1 for c in cells if temp[c] >> value & 1)
                if card not in (0, 2):
                    return
    if len(bug_cells) == 1:
        cell = bug_cells[0]
        removals = {cell: cands[cell] & ~all_values}
        if removals[cell]:
            yield SeHint("BUG type 1", 5.6, removals, cells=(cell,))
    elif popcount(all_values) == 1:
        if common:
            removals = {c: all_values for c in common if cands[c] & all_values}
            if removals:
                yield SeHint("BUG type 2", 5.7, removals, cells=tuple(bug_cells))
        if len(bug_cells) == 2:
            yield from _bug4(grid, bug_cells, bug_values, all_values)
    elif common:
        if len(bug_cells) == 2:
            yield from _bug4(grid, bug_cells, bug_values, all_values)
        yield from _bug3(grid, bug_cells, all_values, common)


def _shared_house(cells: list[int], kind: int) -> int:
    numbers = {CELL_HOUSE[c][kind] for c in cells}
    return numbers.pop() if len(numbers) == 1 else -1


def _bug4(grid: SeGrid, bug_cells: list[int], bug_values: dict[int, int], all_values: int) -> Iterator[SeHint]:
    cands = grid.cands
    c1, c2 = bug_cells
    shared = cands[c1] & cands[c2] & ~all_values
    if popcount(shared) != 1:
        return
    for kind in HOUSE_TYPES:
        if _shared_house(bug_cells, kind) >= 0:
            removals = {c1: cands[c1] & ~bug_values[c1] & ~shared, c2: cands[c2] & ~bug_values[c2] & ~shared}
            yield SeHint("BUG type 4", 5.7, removals, cells=(c1, c2))


def _bug3(grid: SeGrid, bug_cells: list[int], all_values: int, common: list[int]) -> Iterator[SeHint]:
    cands = grid.cands
    for kind in HOUSE_TYPES:
        number = _shared_house(bug_cells, kind)
        if number < 0:
            continue
        region_cells = [c for c in common if CELL_HOUSE[c][kind] == number]
        for degree in range(2, 7):
            if len(region_cells) < degree:
                continue
            for pick in combos(degree - 1, len(region_cells)):
                naked_cells = [region_cells[i] for i in pick]
                masks = [cands[c] for c in naked_cells] + [all_values]
                other = 0
                for c in naked_cells:
                    other |= cands[c]
                if popcount(other) != degree:
                    continue
                naked = _common(masks, degree, light=False)
                if not naked:
                    continue
                erasable = [c for c in region_cells if c not in naked_cells and c not in bug_cells]
                removals = {c: cands[c] & naked for c in erasable if cands[c] & naked}
                if removals:
                    yield SeHint(
                        "BUG type 3", 5.7 + (popcount(naked) - 1) * 0.1, removals, cells=tuple(bug_cells + naked_cells)
                    )
