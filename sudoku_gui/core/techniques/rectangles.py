"""Hidden Rectangles and Avoidable Rectangles (Types 1 and 2): more deadly-pattern arguments.

Like the Unique Rectangles of ``uniqueness.py`` they assume the puzzle has exactly one solution:
four non-given cells on two rows, two columns and two boxes holding a, b, b, a (diagonals
equal) could swap a and b, so no solution has that pattern. Definitions as HoDoKu gives them
(hodoku.sourceforge.net/en/tech_ur.php, "Hidden Rectangle" and "Avoidable Rectangle"; its
regression library codes 0606-0608):

- Hidden Rectangle: a corner C holds only {a,b} (at most one other corner does, diagonally
  opposite) and, in the row and in the column of the opposite corner X, a has no place outside
  the rectangle (nor is it placed there). Then X is not b: X = b would put a in the rectangle's
  other two cells of those lines, leaving C only b, the deadly pattern. (SudokuWiki: "Hidden
  Unique Rectangles".) HoDoKu's own regression library keeps a case where it forgot the
  "nor placed there" (line 1021, a fail case).
- Avoidable Rectangle: some corners were *solved* by the player, not given; the pattern would
  still allow the swap. Type 1: three corners are solved as a, b, b; the fourth is not a.
  Type 2: two corners in one house are solved as a and b; the other two hold {b,x} and {a,x}
  (each the digit that would complete the pattern, plus the same x): one of them is x, so cells
  seeing both lose x. HoDoKu finds Type 2 with the solved pair in one box; here the rectangle
  may lie either way round (solved pair in one line across the two boxes), the same argument.

Avoidable Rectangles read ``CandidateGrid.givens``: with no givens information every filled
cell counts as a given and they find nothing. They are sound only when the givens alone have a
single solution (a swap changes no given, so it would make a second solution of the givens).
"""

from __future__ import annotations

from collections.abc import Iterator

from ..candidates import COUNT, DIGITS, bit
from ..grid import UNITS, col_of, row_of
from ..message import QT_TRANSLATE_NOOP, Message
from ..steps import Eliminate
from .cgrid import PEER_SET, UNIT_SET, CandidateGrid, cell_list
from .uniqueness import RECTANGLES, rectangle_step, rectangles

HIDDEN_RECTANGLE = QT_TRANSLATE_NOOP("technique", "Hidden Rectangle")
AVOIDABLE_1 = QT_TRANSLATE_NOOP("technique", "Avoidable Rectangle Type 1")
AVOIDABLE_2 = QT_TRANSLATE_NOOP("technique", "Avoidable Rectangle Type 2")


def hidden_rectangles(g: CandidateGrid) -> Iterator[Eliminate]:
    """HoDoKu's Hidden Rectangle: one corner {a,b} (or two, diagonal), a confined to the
    rectangle in the opposite corner's row and column: that corner loses b."""
    for cells, ab in rectangles(g):
        floor = [i for i in range(4) if not g.cands[cells[i]] & ~ab]
        if not (len(floor) == 1 or (len(floor) == 2 and floor[0] + floor[1] == 3)):
            continue  # three floors is Type 1; two in a line is Type 2/4 ground
        rect = sum(1 << c for c in cells)
        for i in floor:
            x = cells[3 - i]  # the opposite corner; cells are (r1c1, r1c2, r2c1, r2c2)
            row, col = row_of(x), 9 + col_of(x)
            for a in DIGITS[ab]:
                outside = g.where(a) & (UNIT_SET[row] | UNIT_SET[col]) & ~rect
                b = DIGITS[ab & ~bit(a)][0]
                if outside or not g.has(x, b):
                    continue
                if any(g.values[c] == a for c in UNITS[row] + UNITS[col]):
                    continue  # a already placed in that line: no strong link, no pattern forced
                step = rectangle_step(
                    HIDDEN_RECTANGLE,
                    g,
                    cells,
                    ab,
                    [(x, b)],
                    Message(
                        QT_TRANSLATE_NOOP(
                            "steps",
                            "{digit} has no place outside the rectangle in {unit} and {unit2}, so {cell} = {digit2} would leave {cell2} only {digit2}",
                        ),
                        digit=a,
                        unit=row,
                        unit2=col,
                        cell=x,
                        digit2=b,
                        cell2=cells[i],
                    ),
                )
                if step is not None:
                    yield step


def avoidable_rectangles(g: CandidateGrid) -> Iterator[Eliminate]:
    """HoDoKu's Avoidable Rectangles Types 1 and 2; the step's technique names the type."""
    filled = ~g.unsolved() & ((1 << 81) - 1)
    placed = filled & ~g.givens
    if placed.bit_count() < 2:
        return
    values, cands = g.values, g.cands
    for cells, mask in RECTANGLES:
        if mask & g.givens or (mask & placed).bit_count() < 2:
            continue
        # In the pattern diagonal corners are equal: corner i would hold corner 3 - i's digit;
        # i ^ 1 shares its row, i ^ 2 its column (cells are r1c1, r1c2, r2c1, r2c2).
        solved = [i for i in range(4) if values[cells[i]]]
        if len(solved) == 3:
            (u,) = (i for i in range(4) if i not in solved)
            a, b = values[cells[3 - u]], values[cells[u ^ 1]]
            if a == b or values[cells[u ^ 2]] != b or not cands[cells[u]] & bit(a):
                continue
            step = rectangle_step(
                AVOIDABLE_1,
                g,
                cells,
                bit(a) | bit(b),
                [(cells[u], a)],
                Message(
                    QT_TRANSLATE_NOOP("steps", "{cells} were placed, not given, so {cell} cannot be {digit}"),
                    cells=[cells[i] for i in solved],
                    cell=cells[u],
                    digit=a,
                ),
            )
            if step is not None:
                yield step
        elif len(solved) == 2 and solved[0] + solved[1] != 3:  # solved pair in one house
            u1, u2 = 3 - solved[0], 3 - solved[1]
            p, q = values[cells[solved[0]]], values[cells[solved[1]]]
            c1, c2 = cells[u1], cells[u2]
            extra = cands[c1] & ~bit(p)
            if not cands[c1] & bit(p) or not cands[c2] & bit(q) or COUNT[extra] != 1 or cands[c2] & ~bit(q) != extra:
                continue
            x = DIGITS[extra][0]
            out = g.where(x) & PEER_SET[c1] & PEER_SET[c2]
            step = rectangle_step(
                AVOIDABLE_2,
                g,
                cells,
                bit(p) | bit(q),
                [(c, x) for c in cell_list(out)],
                Message(
                    QT_TRANSLATE_NOOP("steps", "{cells} were placed, not given, so one of {cells2} is {digit}"),
                    cells=[cells[i] for i in solved],
                    cells2=sorted((c1, c2)),
                    digit=x,
                ),
            )
            if step is not None:
                yield step
