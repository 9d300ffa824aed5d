"""The board that the Sudoku Explainer rating works on: digits, candidate masks and the houses in
Sudoku Explainer's own orders.

Sudoku Explainer (SE, Nicolas Juillerat, LGPL; the rating engine of its ``serate`` 1.2.1.3) takes
the first step its techniques find, so the order in which it visits houses, cells and digits
decides which of two equally easy steps it takes, and through that the rest of the path and
sometimes the rating. The tables here give those orders:

* a house type is a block (0), a row (1) or a column (2), visited in that order where SE walks
  "all house types";
* blocks are numbered row by row, and a block's cells go row by row;
* a cell's peers (``HOUSE_CELLS``) come block first, then row, then column, each once.

Candidates are bit masks: digit ``d`` (1..9) is bit ``1 << d``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

BLOCK, ROW, COLUMN = 0, 1, 2
HOUSE_TYPES = (BLOCK, ROW, COLUMN)
TYPE_NAMES = ("block", "row", "column")

ALL_DIGITS = 0b1111111110
DIGITS = tuple(range(1, 10))


def _house_cells() -> tuple[tuple[tuple[int, ...], ...], ...]:
    blocks = tuple(tuple((b // 3 * 3 + i // 3) * 9 + b % 3 * 3 + i % 3 for i in range(9)) for b in range(9))
    rows = tuple(tuple(r * 9 + i for i in range(9)) for r in range(9))
    columns = tuple(tuple(i * 9 + c for i in range(9)) for c in range(9))
    return (blocks, rows, columns)


HOUSES = _house_cells()
"""``HOUSES[type][number]`` = the house's 9 cells, in SE's index order."""

CELL_HOUSE = tuple((c // 27 * 3 + c % 9 // 3, c // 9, c % 9) for c in range(81))
"""``CELL_HOUSE[cell][type]`` = the number of the cell's house of that type."""

CELL_INDEX = tuple((c // 9 % 3 * 3 + c % 3, c % 9, c // 9) for c in range(81))
"""``CELL_INDEX[cell][type]`` = the cell's position (0..8) inside its house of that type."""


def _peers() -> tuple[tuple[int, ...], ...]:
    result = []
    for cell in range(81):
        seen: dict[int, None] = {}
        for kind in HOUSE_TYPES:
            for other in HOUSES[kind][CELL_HOUSE[cell][kind]]:
                seen.setdefault(other, None)
        del seen[cell]
        result.append(tuple(seen))
    return tuple(result)


HOUSE_CELLS = _peers()
"""A cell's 20 peers in SE's ``getHouseCells`` order (block, row, column)."""

PEER_MASK = tuple(sum(1 << p for p in HOUSE_CELLS[c]) for c in range(81))
"""A cell's peers as an 81-bit mask (bit = cell number)."""


def bits(mask: int) -> list[int]:
    """The digits (or positions) set in ``mask``, ascending."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def cell_name(cell: int) -> str:
    """``r1c1`` .. ``r9c9``."""
    return f"r{cell // 9 + 1}c{cell % 9 + 1}"


class SeGrid:
    """Digits (``values``, 0 = empty) and candidate masks (``cands``) of 81 cells."""

    __slots__ = ("cands", "values")

    def __init__(self, values: list[int], cands: list[int]) -> None:
        self.values = values
        self.cands = cands

    @classmethod
    def from_values(cls, values: list[int] | tuple[int, ...]) -> SeGrid:
        """The grid of the givens with every candidate the givens allow (SE's
        ``rebuildPotentialValues``)."""
        vals = list(values)
        cands = [0 if v else ALL_DIGITS for v in vals]
        for cell, v in enumerate(vals):
            if v:
                for peer in HOUSE_CELLS[cell]:
                    cands[peer] &= ~(1 << v)
        return cls(vals, cands)

    def copy(self) -> SeGrid:
        return SeGrid(self.values[:], self.cands[:])

    def key(self) -> tuple[tuple[int, ...], tuple[int, ...]]:
        """A hashable snapshot (for caches that SE keys on grid equality)."""
        return (tuple(self.values), tuple(self.cands))

    def place(self, cell: int, value: int) -> None:
        """SE's ``setValueAndCancel``: the digit goes in, the cell's candidates and the digit's
        candidates in the cell's houses go."""
        self.values[cell] = value
        self.cands[cell] = 0
        bit = ~(1 << value)
        cands = self.cands
        for peer in HOUSE_CELLS[cell]:
            cands[peer] &= bit

    def positions(self, kind: int, number: int, value: int) -> int:
        """The positions (bits 0..8) of ``value`` in a house."""
        bit = 1 << value
        cands = self.cands
        out = 0
        for i, cell in enumerate(HOUSES[kind][number]):
            if cands[cell] & bit:
                out |= 1 << i
        return out

    def empty_count(self, kind: int, number: int) -> int:
        values = self.values
        return sum(1 for cell in HOUSES[kind][number] if not values[cell])

    def solved(self) -> bool:
        return all(self.values)


@dataclass(eq=False)
class SeHint:
    """One step Sudoku Explainer could take: its name, SE difficulty, the candidates it removes
    (``removals``: cell -> digit mask) and the digit it places (``cell`` >= 0), plus the cells to
    show (``cells``) and, for chains, the candidates of the chain (``chain``: (cell, digit, on))."""

    name: str
    difficulty: float
    removals: dict[int, int] = field(default_factory=dict)
    cell: int = -1
    value: int = 0
    cells: tuple[int, ...] = ()
    chain: tuple[tuple[int, int, bool], ...] = ()
    houses: tuple[tuple[int, int], ...] = ()
    """(type, number) of the houses of the pattern: for pointing/claiming and fish the base and
    cover houses alternately, for a hidden set its house (used by nested chains)."""
    digits: int = 0
    """The pattern's digits as a mask (used by nested chains)."""

    def apply(self, grid: SeGrid) -> None:
        """SE's ``apply``: remove the candidates, then place the digit if there is one."""
        cands = grid.cands
        for cell, mask in self.removals.items():
            cands[cell] &= ~mask
        if self.cell >= 0:
            grid.place(self.cell, self.value)

    def worth(self) -> bool:
        return bool(self.removals)
