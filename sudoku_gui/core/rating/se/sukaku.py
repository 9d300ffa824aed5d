"""Techniques Sukaku Explainer added to Sudoku Explainer's list, switched on in its default
settings: the ratings of the Sudoku Exchange puzzle bank and of today's forum lists come from it.

Read from Sukaku Explainer's sources (SudokuMonster's fork of Sudoku Explainer, LGPL:
``solver/rules/StrongLinks*.java``, ``WXYZWing*.java``, ``VWXYZWing*.java``, ``UVWXYZWing*.java``,
``TUVWXYZWing*.java``, ``solver/Solver.java`` for the order); written here without its code.

* **Strong links** (``strong_links``): ``n`` strong links on one digit joined end to start by
  weak links (an X-chain of ``n`` strong links; 2: Skyscraper, 2-String Kite, Turbot Fish). A
  strong link is a house with the digit in two cells, or grouped: a box whose candidates lie in
  one row and one column of it (an empty rectangle), or a line whose candidates lie in two of its
  three boxes. The digit goes from every cell that sees both ends (for a loop, whose ends are
  weakly linked too, from the rest of every house that links). Difficulty: 4.0, 5.4, 5.8 for 2,
  3, 4 links, plus 0.1 when the links mix a box and lines or rows and columns, 0.2 when they mix
  a box, rows and columns, 0.3 with a grouped link.
* **Wings** (``als_wings``): a bivalue cell {x, z} and ``k`` cells that all see each other
  holding ``k + 1`` digits among them, x and z included (an almost locked set), every one of
  them holding x seeing the bivalue cell: z goes from every cell that sees the bivalue cell and
  each wing cell holding z (both ways when z is restricted too). ``k`` = 3: WXYZ-Wing (5.5-5.6),
  4: VWXYZ-Wing (6.2-6.4), both by the largest wing cell's size; 5: UVWXYZ-Wing (6.6), 6:
  TUVWXYZ-Wing (7.5) (these two only in the ``sukaku`` rule set, ``se_rule_sets``: the bank's
  ratings were made without them).

Each yields its hints easiest first, then by most eliminations, as Sukaku Explainer sorts them.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from .board import BLOCK, CELL_HOUSE, COLUMN, HOUSE_CELLS, HOUSES, ROW, SeGrid, SeHint, bits

STRONG_LINK_BASE = {2: 4.0, 3: 5.4, 4: 5.8, 5: 6.2, 6: 6.6}
WING_NAMES = {3: "WXYZ-Wing", 4: "VWXYZ-Wing", 5: "UVWXYZ-Wing", 6: "TUVWXYZ-Wing"}
_PEERS = tuple(frozenset(p) for p in HOUSE_CELLS)


@dataclass(frozen=True)
class _Link:
    """A strong link: one of ``a`` and ``b`` (cell sets) holds the digit. ``region``: every cell
    of its house holding the digit; ``kind``: BLOCK, ROW or COLUMN."""

    kind: int
    number: int
    a: frozenset[int]
    b: frozenset[int]
    region: frozenset[int]
    grouped: bool


def _links(grid: SeGrid, digit: int) -> list[_Link]:
    bit = 1 << digit
    cands = grid.cands
    found: list[_Link] = []
    for kind in (BLOCK, ROW, COLUMN):
        for number, cells in enumerate(HOUSES[kind]):
            here = [c for c in cells if cands[c] & bit]
            region = frozenset(here)
            if len(here) == 2:
                found.append(_Link(kind, number, frozenset(here[:1]), frozenset(here[1:]), region, False))
            elif 3 <= len(here) <= (5 if kind == BLOCK else 6):
                found.extend(_grouped(kind, number, here, region))
    return found


def _grouped(kind: int, number: int, here: list[int], region: frozenset[int]) -> list[_Link]:
    cells = HOUSES[kind][number]
    if kind == BLOCK:  # an empty rectangle: the candidates in one row and one column of the box
        for heart in cells:  # the first such cross, as Sukaku Explainer takes it
            row, col = heart // 9, heart % 9
            if any(c // 9 != row and c % 9 != col for c in here):
                continue
            blade_row = frozenset(c for c in here if c // 9 == row and c != heart)
            blade_col = frozenset(c for c in here if c % 9 == col and c != heart)
            if not blade_row or not blade_col:
                continue
            # A one-cell blade is an end of its own; the other end is the rest of the cross,
            # the heart with it (whether or not it holds the digit: the link stays sound).
            variants = []
            if len(blade_row) == 1:
                variants.append((blade_row, blade_col | {heart}))
            if len(blade_col) == 1:
                variants.append((blade_col, blade_row | {heart}))
            if not variants:
                full = heart in region
                variants.append((blade_row | ({heart} if full else set()), blade_col | ({heart} if full else set())))
            return [_Link(kind, number, frozenset(a), frozenset(b), region, True) for a, b in variants]
        return []
    # a line: the candidates in two of its three boxes
    boxes = sorted({CELL_HOUSE[c][BLOCK] for c in here})
    if len(boxes) != 2:
        return []
    first = frozenset(c for c in here if CELL_HOUSE[c][BLOCK] == boxes[0])
    return [_Link(kind, number, first, region - first, region, True)]


def _share_house(cells: frozenset[int]) -> tuple[int, int] | None:
    """A house holding every cell of ``cells``: (kind, number), block first."""
    for kind in (BLOCK, ROW, COLUMN):
        numbers = {CELL_HOUSE[c][kind] for c in cells}
        if len(numbers) == 1:
            return kind, numbers.pop()
    return None


def _seen_by_all(cells: frozenset[int]) -> frozenset[int]:
    it = iter(cells)
    seen = _PEERS[next(it)]
    for c in it:
        seen = seen & _PEERS[c]
    return seen


def _strong_links_difficulty(n: int, links: list[_Link]) -> float:
    base = STRONG_LINK_BASE[n]
    if any(link.grouped for link in links):
        return round(base + 0.3, 1)
    kinds = {link.kind for link in links}
    box, both_lines = BLOCK in kinds, ROW in kinds and COLUMN in kinds
    if not box and not both_lines:
        return base
    return round(base + (0.2 if box and both_lines else 0.1), 1)


def strong_links(grid: SeGrid, n: int) -> Iterator[SeHint]:
    """Chains of ``n`` strong links on one digit (see the module text), easiest first."""
    found: dict[tuple[int, frozenset[tuple[int, int]]], tuple[float, SeHint]] = {}
    for digit in range(1, 10):
        bit = 1 << digit
        links = _links(grid, digit)
        holders = frozenset(c for c in range(81) if grid.cands[c] & bit)
        for link in links:
            for start, end in ((link.a, link.b), (link.b, link.a)):
                for chain, used in _chains(links, [(link, start, end)], link.region, n):
                    _conclude(grid, digit, bit, holders, chain, used, n, found)
    for _, hint in sorted(found.values(), key=lambda item: (item[0], -_count(item[1]))):
        yield hint


Chain = list[tuple[_Link, frozenset[int], frozenset[int]]]
"""Links in order, each with the end the chain enters by and the end it leaves by."""


def _chains(links: list[_Link], chain: Chain, used: frozenset[int], n: int) -> Iterator[tuple[Chain, frozenset[int]]]:
    """Every way to extend ``chain`` to ``n`` links whose houses share no candidate cell, each
    link entered by a weak link (both ends in one house) from the one before."""
    if len(chain) == n:
        yield chain, used
        return
    last_end = chain[-1][2]
    for link in links:
        if link.region & used:
            continue
        for start, end in ((link.a, link.b), (link.b, link.a)):
            if _share_house(last_end | start) is None:
                continue
            chain.append((link, start, end))
            yield from _chains(links, chain, used | link.region, n)
            chain.pop()


def _count(hint: SeHint) -> int:
    return sum(bin(m).count("1") for m in hint.removals.values())


def _conclude(
    grid: SeGrid,
    digit: int,
    bit: int,
    holders: frozenset[int],
    chain: Chain,
    used: frozenset[int],
    n: int,
    found: dict[tuple[int, frozenset[tuple[int, int]]], tuple[float, SeHint]],
) -> None:
    first, last = chain[0][1], chain[-1][2]
    ring = _share_house(first | last)
    if ring is not None:  # a loop: every weak link's house loses the digit outside the chain
        targets: set[int] = set()
        pairs = [(chain[i][2], chain[i + 1][1]) for i in range(n - 1)] + [(last, first)]
        for x, y in pairs:
            house = _share_house(x | y)
            if house is not None:
                targets.update(HOUSES[house[0]][house[1]])
        victims = frozenset(targets) & holders - used
    else:
        victims = _seen_by_all(first | last) & holders - used
    if not victims:
        return
    links = [link for link, _, _ in chain]
    difficulty = _strong_links_difficulty(n, links)
    key = (digit, frozenset((c, digit) for c in victims))
    if key in found and found[key][0] <= difficulty:
        return
    name = "Skyscraper" if n == 2 and {link.kind for link in links} in ({ROW}, {COLUMN}) else f"{n} Strong Links"
    if any(link.grouped for link in links):
        name = "Grouped " + name
    cells = tuple(sorted(c for link in links for c in link.a | link.b))
    hint = SeHint(name, difficulty, {c: bit for c in sorted(victims)}, cells=cells, digits=bit)
    found[key] = (difficulty, hint)


def _wing_difficulty(k: int, largest: int) -> float:
    if k == 3:
        return round(5.5 + ((4 - 3) - abs(3 - largest)) * 0.1, 1)
    if k == 4:
        return round(6.2 + ((5 - 3) - abs(3 - largest)) * 0.1, 1)
    return 6.6 if k == 5 else 7.5


def als_wings(grid: SeGrid, k: int) -> Iterator[SeHint]:
    """WXYZ- (k = 3), VWXYZ- (4), UVWXYZ- (5) and TUVWXYZ-Wings (6); see the module text."""
    cands = grid.cands
    bivalues = [c for c in range(81) if bin(cands[c]).count("1") == 2]
    if not bivalues:
        return
    found: dict[frozenset[tuple[int, int]], tuple[float, SeHint]] = {}
    open_cells = [c for c in range(81) if cands[c] and bin(cands[c]).count("1") <= k + 1]
    for wing in _cliques(open_cells, k, cands):
        union = 0
        for c in wing:
            union |= cands[c]
        if bin(union).count("1") != k + 1:
            continue
        largest = max(bin(cands[c]).count("1") for c in wing)
        wing_set = frozenset(wing)
        for yz in bivalues:
            pair = cands[yz]
            if yz in wing_set or pair & union != pair:
                continue
            x_digit, z_digit = bits(pair)
            restricted = [d for d in (x_digit, z_digit) if all(yz in _PEERS[c] for c in wing if cands[c] >> d & 1)]
            if not restricted:
                continue
            removals: dict[int, int] = {}
            for x in restricted:
                z = z_digit if x == x_digit else x_digit
                holders = frozenset(c for c in wing if cands[c] >> z & 1) | {yz}
                for victim in _seen_by_all(holders) - wing_set - {yz}:
                    if cands[victim] >> z & 1:
                        removals[victim] = removals.get(victim, 0) | 1 << z
            if len(restricted) == 2:  # doubly linked: the wing's other digits are locked in it
                for d in bits(union & ~pair):
                    holders = frozenset(c for c in wing if cands[c] >> d & 1)
                    for victim in _seen_by_all(holders) - wing_set - {yz}:
                        if cands[victim] >> d & 1:
                            removals[victim] = removals.get(victim, 0) | 1 << d
            if not removals:
                continue
            difficulty = _wing_difficulty(k, largest)
            key = frozenset((c, d) for c, m in removals.items() for d in bits(m))
            if key in found and found[key][0] <= difficulty:
                continue
            found[key] = (difficulty, SeHint(WING_NAMES[k], difficulty, removals, cells=(*wing, yz)))
    for _, hint in sorted(found.values(), key=lambda item: (item[0], -_count(item[1]))):
        yield hint


def _cliques(cells: list[int], k: int, cands: list[int]) -> Iterator[tuple[int, ...]]:
    """Sets of ``k`` cells that all see each other, whose candidates number at most k + 1."""
    limit = k + 1

    def grow(chosen: list[int], union: int, options: list[int]) -> Iterator[tuple[int, ...]]:
        if len(chosen) == k:
            yield tuple(chosen)
            return
        for i, c in enumerate(options):
            joined = union | cands[c]
            if bin(joined).count("1") > limit:
                continue
            rest = [o for o in options[i + 1 :] if o in _PEERS[c]]
            if len(rest) < k - len(chosen) - 1:
                continue
            chosen.append(c)
            yield from grow(chosen, joined, rest)
            chosen.pop()

    yield from grow([], 0, cells)


__all__ = ["als_wings", "strong_links"]
