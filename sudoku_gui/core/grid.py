"""Geometry of the 9x9 grid: cells, rows, columns, boxes, units (houses) and peers.

A cell is an ``int`` 0..80 in row-major order; a grid of values is a sequence of 81 ints where
0 means empty. Names follow the field's ``r3c4`` notation (1-based row and column).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .candidates import ALL, bit
from .message import QT_TRANSLATE_NOOP, Message
from .message import cell_name as cell_name  # named where every sentence is built; read from here
from .message import cells_text as cells_text

Cell = int
Values = tuple[int, ...]
"""81 digits, 0 for an empty cell."""

CELLS: range = range(81)


def row_of(cell: Cell) -> int:
    """Row index 0..8."""
    return cell // 9


def col_of(cell: Cell) -> int:
    """Column index 0..8."""
    return cell % 9


def box_of(cell: Cell) -> int:
    """Box index 0..8, boxes numbered left to right, top to bottom."""
    return (cell // 27) * 3 + (cell % 9) // 3


ROWS: tuple[tuple[Cell, ...], ...] = tuple(tuple(r * 9 + c for c in range(9)) for r in range(9))
COLS: tuple[tuple[Cell, ...], ...] = tuple(tuple(r * 9 + c for r in range(9)) for c in range(9))
BOXES: tuple[tuple[Cell, ...], ...] = tuple(tuple(cell for cell in CELLS if box_of(cell) == b) for b in range(9))
UNITS: tuple[tuple[Cell, ...], ...] = ROWS + COLS + BOXES
"""The 27 units (houses): rows 0-8, columns 9-17, boxes 18-26."""

UNITS_OF: tuple[tuple[int, int, int], ...] = tuple((row_of(c), 9 + col_of(c), 18 + box_of(c)) for c in CELLS)
"""Indexes into ``UNITS`` of each cell's row, column and box."""

PEERS: tuple[tuple[Cell, ...], ...] = tuple(
    tuple(sorted({p for u in UNITS_OF[c] for p in UNITS[u]} - {c})) for c in CELLS
)
"""The 20 peers of each cell: the other cells of its row, column and box."""

PEER_SETS: tuple[frozenset[Cell], ...] = tuple(frozenset(p) for p in PEERS)

_UNIT_KINDS = ("row", "column", "box")


def unit_name(unit: int) -> str:
    """``row 3``, ``column 4`` or ``box 5`` (1-based) for a unit index 0..26 (``sudoku_gui.api``)."""
    return f"{_UNIT_KINDS[unit // 9]} {unit % 9 + 1}"


class PuzzleError(ValueError):
    """A puzzle text that cannot be read; the message says what is wrong and where.

    ``parse_puzzle`` raises it with a ``Message`` (``core.message``): ``str(e)`` is the English
    text and ``e.args[0]`` the message a viewer can say in another language."""


# Characters a person uses to draw a grid; they carry no cell.
_SEPARATORS = frozenset(" \t\r|-+*")
_EMPTY = frozenset("0.")


def parse_puzzle(text: str) -> Values:
    """Read a puzzle from an 81-character line or nine lines of nine.

    ``0`` or ``.`` is an empty cell; spaces, ``|``, ``-``, ``+`` and ``*`` are ignored, so printed grids
    with box separators read as they look. Returns 81 digits (0 = empty).

    Raises:
        PuzzleError: on any other character, or when the text holds a number of cells other
            than 81. The message names the character and its line and column, or the count.
    """
    cells: list[int] = []
    for line_no, line in enumerate(text.splitlines() or [""], start=1):
        for col_no, ch in enumerate(line, start=1):
            if ch in _SEPARATORS:
                continue
            if ch in _EMPTY:
                cells.append(0)
            elif "1" <= ch <= "9":
                cells.append(ord(ch) - 48)
            else:
                raise PuzzleError(_unexpected(ch, line_no, col_no, "\n" in text.strip()))
    if len(cells) != 81:
        raise PuzzleError(Message(QT_TRANSLATE_NOOP("steps", "a puzzle has 81 cells, this text has {n}"), n=len(cells)))
    return tuple(cells)


def _unexpected(ch: str, line_no: int, col_no: int, several_lines: bool) -> str:
    """The ``Message`` for a character that is no cell: where it is by line and column in a text
    of several lines, else by position."""
    if several_lines:
        return Message(
            QT_TRANSLATE_NOOP(
                "steps",
                "unexpected character {char} at line {line}, column {col}; use 1-9 for digits and 0 or . for empty cells",
            ),
            char=repr(ch),
            line=line_no,
            col=col_no,
        )
    return Message(
        QT_TRANSLATE_NOOP(
            "steps", "unexpected character {char} at position {n}; use 1-9 for digits and 0 or . for empty cells"
        ),
        char=repr(ch),
        n=col_no,
    )


def format_grid(values: Sequence[int]) -> str:
    """81-character line of ``values``, ``.`` for empty cells."""
    return "".join(str(v) if v else "." for v in values)


@dataclass(frozen=True)
class Conflict:
    """A digit that appears more than once in one unit."""

    unit: int
    digit: int
    cells: tuple[Cell, ...]

    def __str__(self) -> str:
        return self.message()

    def message(self) -> str:
        """The conflict as a ``Message``: ``5 appears 2 times in row 1 (r1c1, r1c4)``."""
        return Message(
            QT_TRANSLATE_NOOP("steps", "{digit} appears {n} times in {unit} ({cells})"),
            digit=self.digit,
            n=len(self.cells),
            unit=self.unit,
            cells=self.cells,
        )


def find_conflicts(values: Sequence[int]) -> list[Conflict]:
    """Every unit in which a digit is repeated, in unit order."""
    found: list[Conflict] = []
    for u, unit in enumerate(UNITS):
        seen: dict[int, list[Cell]] = {}
        for c in unit:
            if values[c]:
                seen.setdefault(values[c], []).append(c)
        found.extend(Conflict(u, d, tuple(cs)) for d, cs in sorted(seen.items()) if len(cs) > 1)
    return found


def conflicting_cells(values: Sequence[int]) -> frozenset[Cell]:
    """Cells that share a digit with a peer."""
    return frozenset(c for conflict in find_conflicts(values) for c in conflict.cells)


def basic_candidates(values: Sequence[int]) -> list[int]:
    """Candidate masks of every cell: a filled cell holds its own digit, an empty cell every digit
    that none of its peers holds (the pencil marks a player writes first)."""
    cands = []
    for c in CELLS:
        v = values[c]
        if v:
            cands.append(bit(v))
        else:
            used = 0
            for p in PEERS[c]:
                if values[p]:
                    used |= bit(values[p])
            cands.append(ALL & ~used)
    return cands


def start_candidates(values: Sequence[int], marks: Sequence[int] | None = None) -> list[int]:
    """The candidates a solver starts from: ``basic_candidates(values)``, narrowed to the
    player's pencil ``marks`` (81 masks) where they are given; a filled cell holds its digit."""
    cands = basic_candidates(values)
    if marks is not None:
        for c in CELLS:
            if not values[c] and marks[c]:
                cands[c] &= marks[c]
    return cands


def is_solution(values: Sequence[int], puzzle: Sequence[int] | None = None) -> bool:
    """True when ``values`` is a complete valid grid (and keeps every given of ``puzzle``)."""
    if len(values) != 81 or any(not 1 <= v <= 9 for v in values):
        return False
    if any(sorted(values[c] for c in unit) != list(range(1, 10)) for unit in UNITS):
        return False
    return puzzle is None or all(p in (0, v) for p, v in zip(puzzle, values, strict=True))
