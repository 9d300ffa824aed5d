"""Uniqueness techniques: Unique Rectangles (Uniqueness Tests 1-6) and BUG+1.

They assume the puzzle has exactly one solution (every puzzle this app ships does). Definitions
as HoDoKu (hodoku.sourceforge.net/en/tech_ur.php, tech_misc.php) uses them: four unsolved cells
on two rows, two columns and two boxes that could all hold only {a,b} would make a deadly
pattern (the two digits could swap), so some cell must hold something else.

- Type 1: three corners are exactly {a,b}: the fourth loses a and b.
- Type 2: the other two corners (in one line) have one extra digit c, the same: one of them is
  c, so cells seeing both lose c. Type 5: the same with the c-cells on a diagonal (two or three).
- Type 3: the two extra corners' extras act as one cell with those digits; with other cells of a
  house they share they form a naked subset, whose digits leave the rest of that house.
- Type 4: in a house both extra corners share, a (say) has no other place: b leaves both corners.
- Type 6: the {a,b} corners are on a diagonal and a is confined to the rectangle in both rows
  and both columns: a leaves the other diagonal.
- BUG+1: every unsolved cell but one has two candidates and every digit appears twice in each
  house except one: the cell with three candidates must take the digit that appears three times,
  so its other candidates go.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from itertools import combinations

from ..candidates import COUNT, DIGITS, bit
from ..grid import UNITS, UNITS_OF, box_of, col_of, row_of
from ..message import QT_TRANSLATE_NOOP, Message
from ..steps import Eliminate
from .cgrid import UNIT_SET, CandidateGrid, cell_list, common_units, seen_by_all

Rectangle = tuple[int, int, int, int]
"""Four cells ordered (r1c1, r1c2, r2c1, r2c2)."""


def _two_box_rectangles() -> list[tuple[Rectangle, int]]:
    out: list[tuple[Rectangle, int]] = []
    for r1, r2 in combinations(range(9), 2):
        for c1, c2 in combinations(range(9), 2):
            cells = (r1 * 9 + c1, r1 * 9 + c2, r2 * 9 + c1, r2 * 9 + c2)
            if len({box_of(c) for c in cells}) == 2:
                out.append((cells, sum(1 << c for c in cells)))
    return out


RECTANGLES = _two_box_rectangles()
"""Every rectangle of cells on two rows, two columns and two boxes, with its cell set."""


def rectangles(g: CandidateGrid) -> Iterator[tuple[Rectangle, int]]:
    """Every (cells, {a,b} mask) of four unsolved cells in two boxes that could form a deadly
    pattern: at least one corner holds exactly {a,b} and every corner still holds a or b.

    A corner may already have lost a or b ("missing candidates", as HoDoKu allows): that
    elimination holds in every solution, so the swapped grid is impossible all the same.
    Cells are ordered (r1c1, r1c2, r2c1, r2c2).
    """
    unsolved = g.unsolved()
    bivalue = sum(1 << c for c in range(81) if COUNT[g.cands[c]] == 2)
    cands = g.cands
    for cells, mask in RECTANGLES:
        if unsolved & mask != mask or not bivalue & mask:
            continue
        for ab in {cands[c] for c in cells if bivalue >> c & 1}:
            if cands[cells[0]] & ab and cands[cells[1]] & ab and cands[cells[2]] & ab and cands[cells[3]] & ab:
                yield cells, ab


def rectangle_step(
    name: str, g: CandidateGrid, cells: Rectangle, ab: int, elims: Iterable[tuple[int, int]], why: str
) -> Eliminate | None:
    """A step removing those of ``elims`` still candidates, because ``cells`` would otherwise be
    a deadly pattern on ``ab`` (``why`` says how); None when none is left. Shared by the unique,
    hidden and avoidable rectangles."""
    elims = tuple(sorted({(c, d) for c, d in elims if g.has(c, d)}))
    if not elims:
        return None
    return Eliminate(
        elims,
        name,
        Message(
            QT_TRANSLATE_NOOP("steps", "{technique}: {cells} would be a deadly pattern on {digits}; {msg}: {elims}"),
            technique=name,
            cells=cells,
            digits=ab,
            msg=why,
            elims=elims,
        ),
        causes=tuple(cells),
        pattern=tuple((c, d) for c in cells for d in DIGITS[ab & g.cands[c]]),
    )


def unique_rectangles(g: CandidateGrid) -> Iterator[Eliminate]:
    """Uniqueness Tests 1-6; the step's technique names the type."""
    return (s for s in _unique_rectangles(g) if s is not None)


def _unique_rectangles(g: CandidateGrid) -> Iterator[Eliminate | None]:
    for cells, ab in rectangles(g):
        floor = [c for c in cells if g.cands[c] == ab]
        roof = [c for c in cells if g.cands[c] != ab]
        if len(floor) == 3:
            r = roof[0]
            yield rectangle_step(
                "Uniqueness Test 1",
                g,
                cells,
                ab,
                [(r, d) for d in DIGITS[ab]],
                Message(QT_TRANSLATE_NOOP("steps", "{cell} must hold something else"), cell=r),
            )
            continue
        extras = 0
        for c in roof:
            extras |= g.cands[c] & ~ab
        if COUNT[extras] == 1:
            yield _one_extra(g, cells, ab, floor, roof, DIGITS[extras][0])
        if len(floor) != 2:
            continue
        lined = row_of(roof[0]) == row_of(roof[1]) or col_of(roof[0]) == col_of(roof[1])
        if not lined:
            yield from _type6(g, cells, ab, floor, roof)
            continue
        yield from _type3(g, cells, ab, roof, extras)
        yield from _type4(g, cells, ab, roof)


def _one_extra(
    g: CandidateGrid, cells: Rectangle, ab: int, floor: list[int], roof: list[int], x: int
) -> Eliminate | None:
    """Types 2 and 5: the roof's cells add the one digit ``x`` to ``ab``, so one of them holds
    it (with two floor cells; with one, when all three roof cells hold it)."""
    if len(floor) == 2:
        out = g.where(x) & seen_by_all(roof)
        if not out:
            return None
        lined = row_of(roof[0]) == row_of(roof[1]) or col_of(roof[0]) == col_of(roof[1])
        name = (
            QT_TRANSLATE_NOOP("technique", "Uniqueness Test 2")
            if lined
            else QT_TRANSLATE_NOOP("technique", "Uniqueness Test 5")
        )
        why = Message(QT_TRANSLATE_NOOP("steps", "{cells} cannot all avoid {digit}"), cells=roof, digit=x)
        return rectangle_step(name, g, cells, ab, [(c, x) for c in cell_list(out)], why)
    if len(floor) == 1:
        holders = [c for c in roof if g.cands[c] & bit(x)]
        out = g.where(x) & seen_by_all(holders)
        if out and len(holders) == 3:
            why = Message(QT_TRANSLATE_NOOP("steps", "one of {cells} is {digit}"), cells=holders, digit=x)
            return rectangle_step("Uniqueness Test 5", g, cells, ab, [(c, x) for c in cell_list(out)], why)
    return None


def _type4(g: CandidateGrid, cells: Rectangle, ab: int, roof: list[int]) -> Iterator[Eliminate | None]:
    """Type 4: one of ``ab``'s digits is locked to the two roof cells in a unit they share, so
    neither holds the other."""
    roof_set = (1 << roof[0]) | (1 << roof[1])
    for u in common_units(roof):
        for a in DIGITS[ab]:
            if g.where(a) & UNIT_SET[u] == roof_set:  # a's only places in u are the roof cells
                b = DIGITS[ab & ~bit(a)][0]
                yield rectangle_step(
                    "Uniqueness Test 4",
                    g,
                    cells,
                    ab,
                    [(c, b) for c in roof],
                    Message(
                        QT_TRANSLATE_NOOP("steps", "{digit} is locked to {cells} in {unit}, so neither is {digit2}"),
                        digit=a,
                        cells=roof,
                        unit=u,
                        digit2=b,
                    ),
                )


def _type3(g: CandidateGrid, cells: Rectangle, ab: int, roof: list[int], extras: int) -> Iterator[Eliminate | None]:
    if COUNT[extras] < 2 or any(not g.cands[c] & ~ab for c in roof):
        return
    done: set[tuple[int, ...]] = set()
    for u in common_units(roof):
        others = [c for c in UNITS[u] if c not in roof and not g.values[c]]
        for k in range(1, len(others) + 1):
            for subset in combinations(others, k):
                mask = extras
                for c in subset:
                    mask |= g.cands[c]
                if COUNT[mask] != k + 1 or subset in done:
                    continue
                done.add(subset)
                # like a naked subset: its digits leave every house all its cells share
                houses = common_units([*roof, *subset])
                out = [
                    (c, d)
                    for h in houses
                    for c in UNITS[h]
                    if c not in roof and c not in subset
                    for d in DIGITS[g.cands[c] & mask]
                ]
                if out:
                    yield rectangle_step(
                        "Uniqueness Test 3",
                        g,
                        cells,
                        ab,
                        out,
                        Message(
                            QT_TRANSLATE_NOOP(
                                "steps",
                                "{cells} act as one cell {digits} in a naked subset {digits2} with {cells2} in {houses}",
                            ),
                            cells=roof,
                            digits=extras,
                            digits2=mask,
                            cells2=subset,
                            houses=houses,
                        ),
                    )


def _type6(
    g: CandidateGrid, cells: Rectangle, ab: int, floor: list[int], roof: list[int]
) -> Iterator[Eliminate | None]:
    rows = {row_of(c) for c in cells}
    cols = {col_of(c) for c in cells}
    rect = sum(1 << c for c in cells)
    for a in DIGITS[ab]:
        confined = all((g.where(a) & UNIT_SET[r]) & ~rect == 0 for r in rows) and all(
            (g.where(a) & UNIT_SET[9 + c]) & ~rect == 0 for c in cols
        )
        if confined:
            yield rectangle_step(
                "Uniqueness Test 6",
                g,
                cells,
                ab,
                [(c, a) for c in roof],
                Message(
                    QT_TRANSLATE_NOOP(
                        "steps", "{digit} is confined to the rectangle in its rows and columns, so it takes {cells}"
                    ),
                    digit=a,
                    cells=floor,
                ),
            )


def bug_plus_one(g: CandidateGrid) -> Iterator[Eliminate]:
    unsolved = [c for c in range(81) if not g.values[c]]
    extra = [c for c in unsolved if COUNT[g.cands[c]] != 2]
    if len(extra) != 1 or COUNT[g.cands[extra[0]]] != 3:
        return
    cell = extra[0]
    plus = [
        d for d in DIGITS[g.cands[cell]] if all((g.where(d) & UNIT_SET[u]).bit_count() == 3 for u in UNITS_OF[cell])
    ]
    if len(plus) != 1:
        return
    d = plus[0]
    for u in range(27):  # everywhere else each digit has 0 or 2 places: a true BUG
        for x in range(1, 10):
            n = (g.where(x) & UNIT_SET[u]).bit_count()
            if n not in (0, 2) and not (x == d and u in UNITS_OF[cell] and n == 3):
                return
    elims = tuple((cell, x) for x in DIGITS[g.cands[cell] & ~bit(d)])
    yield Eliminate(
        elims,
        "BUG+1",
        Message(
            QT_TRANSLATE_NOOP(
                "steps",
                "BUG+1: without {digit} in {cell} every cell would have two candidates and every digit two places per house (no unique solution), so {cell} = {digit}: {elims}",
            ),
            digit=d,
            cell=cell,
            elims=elims,
        ),
        causes=(cell,),
        pattern=((cell, d),),
    )
