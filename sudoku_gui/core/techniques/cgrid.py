"""The candidate grid human techniques read: values and pencil marks, plus cell sets per digit.

Cell sets are 81-bit ints (bit ``c`` = cell ``c``), so "the cells of row 3 that still hold a 7"
is one ``&``. A filled cell has no candidates here (as in HoDoKu), unlike ``BoardState`` where it
holds its own digit.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import Any, TypeVar

from ..candidates import bit
from ..grid import CELLS, PEERS, UNITS, UNITS_OF, basic_candidates

UNIT_SET: tuple[int, ...] = tuple(sum(1 << c for c in unit) for unit in UNITS)
"""``UNIT_SET[u]``: the cells of unit ``u`` as an 81-bit set."""
PEER_SET: tuple[int, ...] = tuple(sum(1 << p for p in PEERS[c]) for c in CELLS)
"""``PEER_SET[c]``: the 20 peers of cell ``c`` as an 81-bit set."""
ALL_CELLS = (1 << 81) - 1

_T = TypeVar("_T")


def cells_of(s: int) -> Iterator[int]:
    """The cells in an 81-bit set, ascending."""
    while s:
        low = s & -s
        yield low.bit_length() - 1
        s ^= low


def cell_list(s: int) -> list[int]:
    """The cells in an 81-bit set, ascending, as a list (a loop here beats draining
    ``cells_of``: finders call this hundreds of thousands of times a puzzle)."""
    out = []
    while s:
        low = s & -s
        out.append(low.bit_length() - 1)
        s ^= low
    return out


def sees(a: int, b: int) -> bool:
    """True when cells ``a`` and ``b`` share a house (and are different cells)."""
    return bool(PEER_SET[a] >> b & 1)


def seen_by_all(cells: Iterable[int]) -> int:
    """81-bit set of the cells that see every one of ``cells`` (none of them itself)."""
    out = ALL_CELLS
    for c in cells:
        out &= PEER_SET[c]
    return out


def common_units(cells: Sequence[int]) -> list[int]:
    """Units (0..26) that contain every one of ``cells``."""
    return [u for u in UNITS_OF[cells[0]] if all(u in UNITS_OF[c] for c in cells[1:])]


class CandidateGrid:
    """Values (0 = empty) and candidate masks (0 for filled cells) of a grid in progress.

    ``givens``: 81-bit set of the filled cells that are the puzzle's givens (the others were
    placed while solving; Avoidable Rectangles reason on those). By default every cell filled
    at construction counts as a given, so nothing relies on a placement the caller cannot vouch
    for.
    """

    __slots__ = ("values", "cands", "givens", "_where", "_memo", "carried")

    def __init__(self, values: Sequence[int], cands: Sequence[int] | None = None, givens: int | None = None) -> None:
        self.values = list(values)
        base = basic_candidates(self.values) if cands is None else list(cands)
        self.cands = [0 if self.values[c] else base[c] for c in CELLS]
        self.givens = sum(1 << c for c in CELLS if self.values[c]) if givens is None else givens
        self._where: list[int] | None = None
        self._memo: dict[object, list[Any]] = {}
        # What a finder leaves for later states of this grid, kept across changes (unlike the
        # memo): ``aic``'s record of a chain search that found nothing. A finder checks that the
        # record still applies (``within``): a strategy may back up to an earlier copy.
        self.carried: dict[object, Any] = {}

    @classmethod
    def from_state(cls, values: Sequence[int], cands: Sequence[int], givens: int | None = None) -> CandidateGrid:
        """From a viewer's state (filled cells holding their own digit)."""
        return cls(values, cands, givens)

    def copy(self) -> CandidateGrid:
        g = CandidateGrid.__new__(CandidateGrid)
        g.values = self.values[:]
        g.cands = self.cands[:]
        g.givens = self.givens
        g._where = None if self._where is None else self._where[:]
        g._memo = {}
        g.carried = dict(self.carried)
        return g

    def where(self, digit: int) -> int:
        """81-bit set of the cells that hold ``digit`` as a candidate."""
        if self._where is None:
            w = [0] * 10
            for c in CELLS:
                m = self.cands[c]
                while m:
                    low = m & -m
                    w[low.bit_length()] |= 1 << c
                    m ^= low
            self._where = w
        return self._where[digit]

    def memo(self, key: object, compute: Callable[[], list[_T]]) -> list[_T]:
        """``compute()`` once per state of this grid: finders shared by several techniques (a
        subset search reporting Naked and Locked Pairs, say) run once, not once per name."""
        if key not in self._memo:
            self._memo[key] = compute()
        return self._memo[key]

    def within(self, cands: Sequence[int]) -> bool:
        """True when every cell's candidates here are among its ``cands`` (a state this grid
        reached from ``cands`` by placing and eliminating only)."""
        return all(not m & ~old for m, old in zip(self.cands, cands, strict=True))

    def _changed(self) -> None:
        self._where = None
        self._memo = {}

    def has(self, cell: int, digit: int) -> bool:
        return bool(self.cands[cell] & bit(digit))

    def unsolved(self) -> int:
        """81-bit set of the empty cells."""
        return self.memo("unsolved", lambda: [sum(1 << c for c in CELLS if not self.values[c])])[0]

    # -- changes (used by strategies, never by technique finders) ---------------------------------

    def place(self, cell: int, digit: int) -> list[tuple[int, int]]:
        """Fill ``cell`` with ``digit``; returns the (peer, digit) candidates this removes."""
        removed = [(p, digit) for p in PEERS[cell] if self.cands[p] & bit(digit)]
        self.values[cell] = digit
        self.cands[cell] = 0
        for p, _ in removed:
            self.cands[p] &= ~bit(digit)
        self._changed()
        return removed

    def eliminate(self, eliminations: Sequence[tuple[int, int]]) -> None:
        for cell, digit in eliminations:
            self.cands[cell] &= ~bit(digit)
        self._changed()

    def viewer_candidates(self) -> list[int]:
        """Candidates as a viewer keeps them (a filled cell holds its own digit)."""
        return [bit(v) if v else m for v, m in zip(self.values, self.cands, strict=True)]
