"""The link graph every chain technique walks: candidates as nodes, strong and weak links.

A node is one candidate, numbered ``cell * 9 + digit - 1`` (0..728). Definitions as in HoDoKu
(hodoku.sourceforge.net/en/tech_chains.php) and SudokuWiki:

- a **strong link** joins two candidates of which at least one is true: the two candidates of a
  bivalue cell, or the two places of a digit in a house where it has exactly two;
- a **weak link** joins two candidates that cannot both be true: two candidates of one cell, or
  one digit in two cells that see each other. Every strong link here is also weak.

Links are kept as 729-bit ints per node, so a chain search moves a whole frontier with a few
``|`` and ``&`` per node instead of visiting links one by one.
"""

from __future__ import annotations

from collections.abc import Iterator

from ..candidates import COUNT, DIGITS
from ..grid import UNITS, cell_name
from .cgrid import PEER_SET, CandidateGrid, cells_of

NODES = 729


def node(cell: int, digit: int) -> int:
    """The node of candidate ``digit`` (1..9) in ``cell`` (0..80)."""
    return cell * 9 + digit - 1


def candidate(n: int) -> tuple[int, int]:
    """``(cell, digit)`` of node ``n``."""
    cell, d = divmod(n, 9)
    return cell, d + 1


def node_name(n: int) -> str:
    """Eureka notation of one node: ``(5)r2c3``."""
    cell, d = candidate(n)
    return f"({d}){cell_name(cell)}"


def nodes_of(mask: int) -> Iterator[int]:
    """The nodes in a 729-bit set, ascending."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


class LinkGraph:
    """Strong and weak links among the candidates of ``g`` (a snapshot: build a new one after
    the grid changes).

    ``strong[n]`` and ``weak[n]`` are 729-bit sets of the nodes linked to node ``n``;
    ``present`` is the set of nodes that are candidates at all.
    """

    __slots__ = ("present", "strong", "weak")

    def __init__(self, g: CandidateGrid) -> None:
        strong = [0] * NODES
        weak = [0] * NODES
        present = 0
        for cell in range(81):
            mask = g.cands[cell]
            if not mask:
                continue
            digits = DIGITS[mask]
            here = 0
            for d in digits:
                here |= 1 << node(cell, d)
            present |= here
            for d in digits:
                n = node(cell, d)
                weak[n] |= here & ~(1 << n)  # the other candidates of the cell
            if COUNT[mask] == 2:
                a, b = node(cell, digits[0]), node(cell, digits[1])
                strong[a] |= 1 << b
                strong[b] |= 1 << a
        for d in range(1, 10):
            where = g.where(d)
            for c in cells_of(where):
                n = node(c, d)
                for p in cells_of(where & PEER_SET[c]):
                    weak[n] |= 1 << node(p, d)
            for unit in UNITS:
                cells = [c for c in unit if where >> c & 1]
                if len(cells) == 2:
                    a, b = node(cells[0], d), node(cells[1], d)
                    strong[a] |= 1 << b
                    strong[b] |= 1 << a
        self.present, self.strong, self.weak = present, strong, weak

    def is_strong(self, a: int, b: int) -> bool:
        return bool(self.strong[a] >> b & 1)

    def is_weak(self, a: int, b: int) -> bool:
        return bool(self.weak[a] >> b & 1)
