"""Almost locked sets (ALS) of a grid state and their restricted commons (RC): the model the
ALS techniques (``als.py``) and the chain graph's ALS nodes (``links.py``) share.

An **ALS** is ``n`` empty cells of one house holding ``n + 1`` digits between them; a
**restricted common** ``x`` of two ALSs: every cell of one holding ``x`` sees every cell of the
other holding ``x``. Definitions: HoDoKu (hodoku.sourceforge.net/en/tech_als.php), SudokuWiki
("Almost Locked Sets"). Everything is bitsets: per ALS and digit, the cells holding it and the
cells outside that see them all (81-bit ints); computed once per grid state (``g.memo``).
"""

from __future__ import annotations

from ..candidates import COUNT, DIGITS, bit, format_digits
from ..grid import UNITS
from ..steps import Candidate
from .cgrid import PEER_SET, CandidateGrid, cells_of

_EVERY_CELL = (1 << 81) - 1
_SEEING: dict[int, int] = {}
"""Cell set -> the cells that see all of it. Only sets inside one house are asked for (an ALS's
cells holding a digit), at most 27 * 511 of them, so the cache is kept across grids."""


def _sees_all(s: int) -> int:
    out = _SEEING.get(s)
    if out is None:
        out = _EVERY_CELL
        for c in cells_of(s):
            out &= PEER_SET[c]
        _SEEING[s] = out
    return out


def cells_name(s: int) -> str:
    """Compact name of a cell set: ``r1c25`` (one row), ``r37c4`` (one column), else one part
    per row: ``r1c2,r2c13``."""
    cells = list(cells_of(s))
    rows = sorted({c // 9 for c in cells})
    cols = sorted({c % 9 for c in cells})
    if len(cols) == 1 and len(rows) > 1:
        return "r" + "".join(str(r + 1) for r in rows) + f"c{cols[0] + 1}"
    return ",".join(f"r{r + 1}c" + "".join(str(c % 9 + 1) for c in cells if c // 9 == r) for r in rows)


class Alses:
    """The ALSs of a grid state and their restricted commons.

    ALS ``i``: ``cells[i]`` (81-bit set) and ``digits[i]`` (9-bit mask); per digit ``d``,
    ``holding[i][d]`` (its cells holding ``d``) and ``reach[i][d]`` (the cells outside it that
    hold ``d`` and see all of ``holding[i][d]``: they lose ``d`` when the ALS surely holds it).
    ``useful[i]``: the digits whose ``reach`` is not empty. ``rcs[(i, j)]`` (``i < j``) is the
    mask of the RCs of ``i`` and ``j``; ``links[i]`` lists ``(j, mask)`` for each ALS ``j``
    sharing an RC with ``i``.
    """

    __slots__ = ("cells", "digits", "holding", "reach", "useful", "_rcs", "_links", "_where")

    def __init__(self, g: CandidateGrid) -> None:
        found: dict[int, int] = {}
        cands = g.cands
        for unit in UNITS:  # every subset of the house's empty cells, with its digits
            subsets = [(0, 0, 0)]
            for c in unit:
                if cands[c]:
                    m, b = cands[c], 1 << c
                    subsets += [(s | b, u | m, n + 1) for s, u, n in subsets]
            for s, u, n in subsets:
                if n and COUNT[u] == n + 1:
                    found[s] = u
        self.cells = sorted(found, key=lambda s: (s.bit_count(), s))
        self.digits = [found[s] for s in self.cells]
        where = [g.where(d) if d else 0 for d in range(10)]
        self.holding: list[list[int]] = []
        self.reach: list[list[int]] = []
        self.useful: list[int] = []
        seeing = _SEEING
        for s, m in zip(self.cells, self.digits, strict=True):
            hold, reach, useful = [0] * 10, [0] * 10, 0
            for d in DIGITS[m]:
                hold[d] = h = s & where[d]
                sees = seeing.get(h)
                if sees is None:
                    sees = _sees_all(h)
                reach[d] = r = sees & where[d] & ~s
                if r:
                    useful |= 1 << (d - 1)
            self.holding.append(hold)
            self.reach.append(reach)
            self.useful.append(useful)
        self._where = where
        self._rcs: dict[tuple[int, int], int] | None = None
        self._links: list[list[tuple[int, int]]] | None = None

    @property
    def rcs(self) -> dict[tuple[int, int], int]:
        """Found when first asked: chains use the ALSs but not their RCs."""
        if self._rcs is None:
            self._rcs = self._find_rcs(self._where)
        return self._rcs

    @property
    def links(self) -> list[list[tuple[int, int]]]:
        if self._links is None:
            self._links = [[] for _ in self.cells]
            for (i, j), m in sorted(self.rcs.items()):
                self._links[i].append((j, m))
                self._links[j].append((i, m))
        return self._links

    def _find_rcs(self, where: list[int]) -> dict[tuple[int, int], int]:
        """RC ``d`` of ``i`` and ``j``: ``holding[j][d]`` lies in the cells that see all of
        ``holding[i][d]`` (then the converse holds and they share no cell). ALSs are grouped by
        their ``d`` cells, and a group only meets the groups whose lowest cell it sees."""
        rcs: dict[tuple[int, int], int] = {}
        for d in range(1, 10):
            b = bit(d)
            groups: dict[int, list[int]] = {}
            for i, m in enumerate(self.digits):
                if m & b:
                    groups.setdefault(self.holding[i][d], []).append(i)
            by_lowest: dict[int, list[int]] = {}
            lowest = 0
            for s in groups:
                low = s & -s
                lowest |= low
                by_lowest.setdefault(low.bit_length() - 1, []).append(s)
            for s1, members in groups.items():
                around = _sees_all(s1) & where[d]
                for c in cells_of(around & lowest):
                    for s2 in by_lowest.get(c, ()):
                        if s1 < s2 and not s2 & ~around:
                            for i in members:
                                for j in groups[s2]:
                                    key = (i, j) if i < j else (j, i)
                                    rcs[key] = rcs.get(key, 0) | b
        return rcs

    def name(self, i: int) -> str:
        """``r1c25 {1,4,7}``: the ALS's cells and digits."""
        return f"{cells_name(self.cells[i])} {format_digits(self.digits[i])}"

    def node(self, i: int, d: int) -> tuple[Candidate, ...]:
        """ALS ``i``'s candidates of digit ``d``: one node of a drawn chain."""
        return tuple((c, d) for c in cells_of(self.holding[i][d]))


def alses(g: CandidateGrid) -> Alses:
    """The ALSs and RCs of ``g``, computed once per grid state."""
    return g.memo("alses", lambda: [Alses(g)])[0]
