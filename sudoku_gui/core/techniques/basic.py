"""Singles, intersections and subsets: the techniques every player learns first.

Definitions as HoDoKu uses them (hodoku.sourceforge.net/en/tech_singles.php, tech_intersections.php,
tech_naked.php, tech_hidden.php) and SudokuWiki names them:

- Full House: the last empty cell of a house takes the missing digit.
- Naked Single: a cell with one candidate.
- Hidden Single: a digit with one place left in a house.
- Locked Candidates Type 1 (Pointing): a digit's 2-3 places in a box share a row or column; it
  goes from the rest of that line. Type 2 (Claiming): a digit's 2-3 places in a line share a
  box; it goes from the rest of the box.
- Naked Pair/Triple/Quad: n cells of a house hold only n digits; those digits go from every
  other cell of every house all n cells share. When that is a line and a box and both lose
  candidates, HoDoKu calls the pair or triple Locked.
- Hidden Pair/Triple/Quad: n digits of a house fit only n cells; other digits leave those cells.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations

from ..candidates import ALL, COUNT, DIGITS, bit
from ..grid import PEERS, UNITS, UNITS_OF, box_of
from ..message import QT_TRANSLATE_NOOP, Message
from ..steps import Eliminate, Place
from .cgrid import UNIT_SET, CandidateGrid, cell_list, common_units


def placement(
    g: CandidateGrid, cell: int, digit: int, technique: str, text: str, causes: tuple[int, ...] = ()
) -> Place:
    """A Place step that also clears the digit from the cell's peers."""
    peers = tuple((p, digit) for p in PEERS[cell] if g.cands[p] & bit(digit))
    return Place(cell, digit, technique, text, causes, peers)


def full_house(g: CandidateGrid) -> Iterator[Place]:
    seen: set[int] = set()
    for u, unit in enumerate(UNITS):
        empty = [c for c in unit if not g.values[c]]
        if len(empty) != 1 or empty[0] in seen:
            continue
        cell = empty[0]
        have = 0
        for c in unit:
            if g.values[c]:
                have |= bit(g.values[c])
        missing = ALL & ~have
        if COUNT[missing] == 1 and g.cands[cell] & missing:
            seen.add(cell)
            d = DIGITS[missing][0]
            yield placement(
                g,
                cell,
                d,
                "Full House",
                Message(
                    QT_TRANSLATE_NOOP("steps", "Full House: {cell} is the last empty cell of {unit}, so {digit}"),
                    cell=cell,
                    unit=u,
                    digit=d,
                ),
            )


def naked_single(g: CandidateGrid) -> Iterator[Place]:
    for c in range(81):
        if not g.values[c] and COUNT[g.cands[c]] == 1:
            d = DIGITS[g.cands[c]][0]
            yield placement(
                g,
                c,
                d,
                "Naked Single",
                Message(QT_TRANSLATE_NOOP("steps", "Naked Single: {cell} can only be {digit}"), cell=c, digit=d),
            )


def hidden_single(g: CandidateGrid) -> Iterator[Place]:
    seen: set[int] = set()
    for u in [*range(18, 27), *range(0, 18)]:  # boxes first: they are the easiest to spot
        for d in range(1, 10):
            s = g.where(d) & UNIT_SET[u]
            if s and not s & (s - 1):
                cell = s.bit_length() - 1
                if cell in seen or COUNT[g.cands[cell]] == 1:
                    continue  # a naked single is the simpler reading of that cell
                seen.add(cell)
                others = tuple(c for c in UNITS[u] if c != cell and not g.values[c])
                yield placement(
                    g,
                    cell,
                    d,
                    "Hidden Single",
                    Message(
                        QT_TRANSLATE_NOOP("steps", "Hidden Single: in {unit}, {digit} fits only {cell}"),
                        unit=u,
                        digit=d,
                        cell=cell,
                    ),
                    others,
                )


def locked_candidates(g: CandidateGrid, kind: int) -> Iterator[Eliminate]:
    """Type 1 (pointing, ``kind`` 1) or Type 2 (claiming, ``kind`` 2)."""
    houses = range(18, 27) if kind == 1 else range(0, 18)
    name = (
        QT_TRANSLATE_NOOP("technique", "Locked Candidates Type 1 (Pointing)")
        if kind == 1
        else QT_TRANSLATE_NOOP("technique", "Locked Candidates Type 2 (Claiming)")
    )
    where = [g.where(d) if d else 0 for d in range(10)]
    for u in houses:
        unit = UNIT_SET[u]
        for d in range(1, 10):
            s = where[d] & unit
            if s & (s - 1) == 0 or s.bit_count() > 3:
                continue  # not 2 or 3 cells
            for v in UNITS_OF[(s & -s).bit_length() - 1]:  # houses through the first cell
                if v == u or (v >= 18) != (kind == 2) or s & ~UNIT_SET[v]:
                    continue
                out = where[d] & UNIT_SET[v] & ~s
                if not out:
                    continue
                cells = cell_list(s)
                elims = tuple((c, d) for c in cell_list(out))
                yield Eliminate(
                    elims,
                    name,
                    Message(
                        QT_TRANSLATE_NOOP(
                            "steps", "{technique}: in {unit}, {digit} lies only in {unit2} ({cells}): {elims}"
                        ),
                        technique=name,
                        unit=u,
                        digit=d,
                        unit2=v,
                        cells=cells,
                        elims=elims,
                    ),
                    causes=tuple(cells),
                    pattern=tuple((c, d) for c in cells),
                )


_NAKED = {
    2: QT_TRANSLATE_NOOP("technique", "Naked Pair"),
    3: QT_TRANSLATE_NOOP("technique", "Naked Triple"),
    4: QT_TRANSLATE_NOOP("technique", "Naked Quad"),
}
_LOCKED = {2: QT_TRANSLATE_NOOP("technique", "Locked Pair"), 3: QT_TRANSLATE_NOOP("technique", "Locked Triple")}
_HIDDEN = {
    2: QT_TRANSLATE_NOOP("technique", "Hidden Pair"),
    3: QT_TRANSLATE_NOOP("technique", "Hidden Triple"),
    4: QT_TRANSLATE_NOOP("technique", "Hidden Quad"),
}


def naked_subsets(g: CandidateGrid, n: int) -> Iterator[Eliminate]:
    """Naked (or Locked) subsets of ``n`` cells, each reported once."""
    done: set[tuple[int, ...]] = set()
    for u in [*range(18, 27), *range(0, 18)]:
        open_cells = [c for c in UNITS[u] if not g.values[c] and COUNT[g.cands[c]] <= n]
        for cells in combinations(open_cells, n):
            mask = 0
            for c in cells:
                mask |= g.cands[c]
            if COUNT[mask] != n or cells in done:
                continue
            done.add(cells)
            step = _naked_step(g, cells, mask, n)
            if step is not None:
                yield step


def _naked_step(g: CandidateGrid, cells: tuple[int, ...], mask: int, n: int) -> Eliminate | None:
    shared = common_units(list(cells))
    elims: list[tuple[int, int]] = []
    in_box = in_line_outside_box = False
    box = 18 + box_of(cells[0])
    for u in shared:
        for c in UNITS[u]:
            if c in cells:
                continue
            hit = g.cands[c] & mask
            if not hit or any(e[0] == c for e in elims):
                continue
            elims.extend((c, d) for d in DIGITS[hit])
            if u == box:
                in_box = True
            elif 18 + box_of(c) != box:
                in_line_outside_box = True
    if not elims:
        return None
    locked = n < 4 and box in shared and len(shared) == 2 and in_box and in_line_outside_box
    name = _LOCKED[n] if locked else _NAKED[n]
    elims.sort()
    return Eliminate(
        tuple(elims),
        name,
        Message(
            QT_TRANSLATE_NOOP("steps", "{technique} {digits} in {houses} ({cells}): {elims}"),
            technique=name,
            digits=mask,
            houses=shared,
            cells=cells,
            elims=elims,
        ),
        causes=cells,
        pattern=tuple((c, d) for c in cells for d in DIGITS[g.cands[c]]),
    )


def hidden_subsets(g: CandidateGrid, n: int) -> Iterator[Eliminate]:
    done: set[tuple[int, ...]] = set()
    unsolved = g.unsolved()
    where = [g.where(d) if d else 0 for d in range(10)]
    for u in [*range(18, 27), *range(0, 18)]:
        unit_open = UNIT_SET[u] & unsolved
        if unit_open.bit_count() <= n:
            continue
        places = [where[d] & UNIT_SET[u] for d in range(10)]
        digits = [d for d in range(1, 10) if 0 < places[d].bit_count() <= n]
        for ds in combinations(digits, n):
            s = 0
            for d in ds:
                s |= places[d]
            if s.bit_count() != n:
                continue
            cells = tuple(cell_list(s))
            mask = 0
            for d in ds:
                mask |= bit(d)
            elims = tuple((c, d) for c in cells for d in DIGITS[g.cands[c] & ~mask])
            if not elims or cells in done:
                continue
            done.add(cells)
            name = _HIDDEN[n]
            yield Eliminate(
                elims,
                name,
                Message(
                    QT_TRANSLATE_NOOP("steps", "{technique} {digits} in {unit} ({cells}): {elims}"),
                    technique=name,
                    digits=mask,
                    unit=u,
                    cells=cells,
                    elims=elims,
                ),
                causes=cells,
                pattern=tuple((c, d) for c in cells for d in ds if g.cands[c] & bit(d)),
            )
