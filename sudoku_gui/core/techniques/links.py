"""The link graph every chain technique walks: candidates as nodes, strong and weak links.

A node is one candidate, numbered ``cell * 9 + digit - 1`` (0..728). Definitions as in HoDoKu
(hodoku.sourceforge.net/en/tech_chains.php) and SudokuWiki:

- a **strong link** joins two candidates of which at least one is true: the two candidates of a
  bivalue cell, or the two places of a digit in a house where it has exactly two;
- a **weak link** joins two candidates that cannot both be true: two candidates of one cell, or
  one digit in two cells that see each other. Every strong link here is also weak.

A **grouped node** (HoDoKu's group node, SudokuWiki's "grouped X-Cycles") is one digit in the
two or three cells of a box-line intersection that hold it: true when the digit is in one of
them. It links like a candidate within its box and its line: strongly when it and one other
node are the digit's only places in that house, weakly with every other node of the digit there
that shares none of its cells.

An **ALS node** (HoDoKu's ALS in grouped chains) is one digit of an almost locked set: ``n``
cells of one house holding ``n + 1`` digits between them. "Digit x of the ALS is false" (x in
none of its cells) leaves ``n`` digits for ``n`` cells, so every other digit of the ALS is in
it: each two digit nodes of one ALS are strongly linked (not weakly: both may be true). A digit
node is weakly linked to every candidate of its digit outside the ALS that sees all the ALS's
cells holding that digit.

Links are kept as ints with one bit per node, so a chain search moves a whole frontier with a
few ``|`` and ``&`` per node instead of visiting links one by one.
"""

from __future__ import annotations

from collections.abc import Iterator

from ..candidates import COUNT, DIGITS
from ..grid import BOXES, cell_name
from .als_sets import alses
from .cgrid import PEER_SET, UNIT_SET, CandidateGrid, cells_of
from .single_digit import strong_links

NODES = 729
"""Candidate nodes; grouped nodes, when a graph has them, are numbered from here on."""

SINGLES = (1 << NODES) - 1
"""The set of all candidate (ungrouped) nodes."""


def _intersections() -> list[tuple[int, int, int]]:
    """``(cells, box unit, line unit)`` of the 54 box-line intersections (3-cell sets)."""
    out = []
    for b, box in enumerate(BOXES):
        box_set = sum(1 << c for c in box)
        for line in range(18):
            cells = box_set & UNIT_SET[line]
            if cells:
                out.append((cells, 18 + b, line))
    return out


INTERSECTIONS = _intersections()


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
    """The nodes in a node set, ascending."""
    # Scanning the binary text finds each bit in C; clearing bits one by one would cost a pass
    # over the whole (thousands of bits) int per node.
    text = bin(mask)[:1:-1]
    i = text.find("1")
    while i >= 0:
        yield i
        i = text.find("1", i + 1)


PEER_NODES: tuple[int, ...] = tuple(sum(1 << (p * 9) for p in range(81) if PEER_SET[c] >> p & 1) for c in range(81))
"""``PEER_NODES[c]``: the nodes of digit 1 in the peers of cell ``c`` (shift by ``d - 1`` for
digit ``d``)."""

MAX_ALS_CELLS = 4
"""Largest ALS (in cells) that chains use: bigger ones are rarely needed and multiply nodes."""


def link_graph(g: CandidateGrid, grouped: bool = False) -> LinkGraph:
    """The link graph of ``g``, built once per grid state (the grouped one from the plain one)."""
    if not grouped:
        return g.memo("link_graph", lambda: [LinkGraph(g)])[0]
    return g.memo("grouped_link_graph", lambda: [LinkGraph.grouped_from(link_graph(g), g)])[0]


class LinkGraph:
    """Strong and weak links among the candidates of ``g`` (a snapshot: build a new one after
    the grid changes), with grouped nodes when ``grouped``.

    ``strong[n]`` and ``weak[n]`` are sets (ints, bit = node) of the nodes linked to node ``n``;
    ``present`` is the set of candidate nodes (below ``NODES``) that are candidates at all;
    ``groups[k]`` is ``(digit, cells)`` of grouped or ALS node ``NODES + k`` (cells as an 81-bit
    set) and ``als[k]`` the ALS's cells for an ALS node (0 for a grouped node). ALS nodes come
    with ``grouped``, for ALSs of at most ``MAX_ALS_CELLS`` cells.
    """

    __slots__ = ("present", "strong", "weak", "groups", "als", "_onward")

    def __init__(self, g: CandidateGrid, grouped: bool = False) -> None:
        strong = [0] * NODES
        weak = [0] * NODES
        present = 0
        for cell in range(81):
            mask = g.cands[cell]
            if mask:
                present |= mask << (cell * 9)  # a cell's nodes are its 9-bit mask, shifted
        for cell in range(81):
            mask = g.cands[cell]
            if not mask:
                continue
            here = mask << (cell * 9)
            for d in DIGITS[mask]:
                n = cell * 9 + d - 1
                # the other candidates of the cell, and the digit in the cell's peers
                weak[n] = (here & ~(1 << n)) | ((PEER_NODES[cell] << (d - 1)) & present)
            if COUNT[mask] == 2:
                a, b = DIGITS[mask]
                a, b = cell * 9 + a - 1, cell * 9 + b - 1
                strong[a] |= 1 << b
                strong[b] |= 1 << a
        for d in range(1, 10):
            for _unit, x, y in strong_links(g, d):
                a, b = node(x, d), node(y, d)
                strong[a] |= 1 << b
                strong[b] |= 1 << a
        self.present, self.strong, self.weak = present, strong, weak
        self.groups: list[tuple[int, int]] = []
        self.als: list[int] = []
        self._onward: list[int] | None = None
        if grouped:
            self._add_grouped(g)

    @classmethod
    def grouped_from(cls, plain: LinkGraph, g: CandidateGrid) -> LinkGraph:
        """The grouped graph of ``g``, from its plain graph ``plain`` (left unchanged)."""
        graph = cls.__new__(cls)
        graph.present, graph.strong, graph.weak = plain.present, plain.strong.copy(), plain.weak.copy()
        graph.groups, graph.als, graph._onward = [], [], None
        graph._add_grouped(g)
        return graph

    def _add_grouped(self, g: CandidateGrid) -> None:
        self._add_groups(g)
        self._add_als(g)

    def _add_groups(self, g: CandidateGrid) -> None:
        """Grouped nodes and their links (see the module docstring)."""
        strong, weak = self.strong, self.weak
        for d in range(1, 10):
            where = g.where(d)
            in_house: dict[int, list[tuple[int, int]]] = {}  # house -> [(node, cells)] of d there
            for cells, box, line in INTERSECTIONS:
                here = cells & where
                if here & (here - 1) == 0:
                    continue  # fewer than two cells: no group
                n = NODES + len(self.groups)
                self.groups.append((d, here))
                self.als.append(0)
                strong.append(0)
                weak.append(0)
                in_house.setdefault(box, []).append((n, here))
                in_house.setdefault(line, []).append((n, here))
            for house, grouped_nodes in in_house.items():
                places = where & UNIT_SET[house]
                members = grouped_nodes + [(node(c, d), 1 << c) for c in cells_of(places)]
                for n, cells in grouped_nodes:
                    for m, other in members:
                        if m == n or cells & other:
                            continue
                        weak[n] |= 1 << m
                        weak[m] |= 1 << n
                        if cells | other == places:
                            strong[n] |= 1 << m
                            strong[m] |= 1 << n

    def _add_als(self, g: CandidateGrid) -> None:
        """ALS nodes and their links (see the module docstring)."""
        strong, weak, groups, als = self.strong, self.weak, self.groups, self.als
        # grouped nodes by digit and lowest cell: one whose every cell sees all of an ALS
        # digit's cells has its lowest cell among those that do
        by_low: list[dict[int, list[tuple[int, int]]]] = [{} for _ in range(10)]
        lows = [0] * 10
        for k, (d, cells) in enumerate(groups):
            low = cells & -cells
            lows[d] |= low
            by_low[d].setdefault(low.bit_length() - 1, []).append((NODES + k, cells))
        sets = alses(g)
        n = NODES + len(groups)
        for i, cells in enumerate(sets.cells):
            if cells & (cells - 1) == 0:
                continue  # one bivalue cell: its two candidates are linked already
            if cells.bit_count() > MAX_ALS_CELLS:
                break  # sorted by size
            # A digit that no outside candidate sees can neither enter nor leave a chain.
            useful = sets.useful[i]
            if COUNT[useful] < 2:
                continue
            first = n
            reach, holding = sets.reach[i], sets.holding[i]
            for d in DIGITS[useful]:
                groups.append((d, holding[d]))
                als.append(cells)
                seen = reach[d]  # outside cells holding d that see all the ALS's d cells
                out = 0
                rest = seen
                while rest:
                    low = rest & -rest
                    out |= 1 << ((low.bit_length() - 1) * 9 + d - 1)
                    rest ^= low
                rest = seen & lows[d]
                while rest:
                    low = rest & -rest
                    for m, group_cells in by_low[d][low.bit_length() - 1]:
                        if group_cells & ~seen == 0:
                            out |= 1 << m
                    rest ^= low
                weak.append(out)
                strong.append(0)
                bit_n = 1 << n
                for m in nodes_of(out):
                    weak[m] |= bit_n
                n += 1
            every = ((1 << (n - first)) - 1) << first
            for m in range(first, n):
                strong[m] = every & ~(1 << m)

    def onward(self) -> list[int]:
        """``onward()[n]``: the nodes made true when node ``n`` is true (the strong partners of its
        weak partners), the step from one true node to the next in a chain. Computed once."""
        if self._onward is None:
            onward = [0] * len(self.strong)
            weak = self.weak
            for m, partners in enumerate(self.strong):
                if partners:
                    for n in nodes_of(weak[m]):  # weak links go both ways
                        onward[n] |= partners
            self._onward = onward
        return self._onward

    def node_cells(self, n: int) -> tuple[int, list[int]]:
        """``(digit, cells)`` of node ``n``, candidate or grouped."""
        if n < NODES:
            cell, d = candidate(n)
            return d, [cell]
        d, cells = self.groups[n - NODES]
        return d, list(cells_of(cells))

    def name(self, n: int) -> str:
        """Eureka notation of node ``n``: ``(5)r2c3``, or ``(5)r2c78`` for a grouped node."""
        if n < NODES:
            return node_name(n)
        d, cells = self.node_cells(n)
        if self.als[n - NODES]:
            return f"({d})ALS[{','.join(cell_name(c) for c in cells_of(self.als[n - NODES]))}]"
        rows = sorted({c // 9 + 1 for c in cells})
        cols = sorted({c % 9 + 1 for c in cells})
        return f"({d})r{''.join(map(str, rows))}c{''.join(map(str, cols))}"

    def candidates(self, n: int) -> tuple[tuple[int, int], ...]:
        """The ``(cell, digit)`` candidates node ``n`` stands for."""
        d, cells = self.node_cells(n)
        return tuple((c, d) for c in cells)

    def is_strong(self, a: int, b: int) -> bool:
        return bool(self.strong[a] >> b & 1)

    def is_weak(self, a: int, b: int) -> bool:
        return bool(self.weak[a] >> b & 1)
