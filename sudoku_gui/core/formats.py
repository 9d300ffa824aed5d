"""Puzzle formats beyond plain digits: readers and writers of one puzzle each.

A ``Board`` holds ``givens``, the digits ``placed`` since (the player's or a solver's; 0 where
none) and pencil ``marks`` (81 candidate masks, or None when only the values are known).

Formats (the names are the ones used in Save As and Copy As):

* ``81``: one line of 81 characters, ``.`` for empty (what every collection uses);
* ``sdk``: SadMan Sudoku's ``.sdk``: ``#`` header lines, then nine lines of nine;
* ``pm``: a pencil-mark grid as posted on the Sudoku forums: nine rows of nine
  whitespace-separated cells, each the cell's digit or its candidates, with ``|`` ``-`` ``.``
  ``+`` ``:`` ``*`` borders;
* ``hodoku``: a HoDoKu library line ``:0000:x:<givens, + before placed digits>:<deleted
  candidates>:::`` with deleted candidates as ``<digit><row><col>`` (HoDoKu's reglib format);
* ``729``: a candidate line of 81 groups of nine characters, ``d`` at position d when d is a
  candidate, ``.`` or ``0`` else; a group with one digit is a filled cell.

Every writer's output reads back as the same board (the tests check it).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .candidates import ALL, COUNT, DIGITS, bit
from .grid import PuzzleError, Values, basic_candidates, format_grid
from .message import QT_TRANSLATE_NOOP


@dataclass(frozen=True)
class Board:
    """A puzzle with its progress: ``givens``; ``placed`` digits (0 where none); ``marks``
    (81 masks, a filled cell holding its digit) or None."""

    givens: Values
    placed: Values = (0,) * 81
    marks: tuple[int, ...] | None = None

    @property
    def values(self) -> Values:
        return tuple(g or p for g, p in zip(self.givens, self.placed, strict=True))

    def shown_marks(self) -> list[int]:
        """The marks, or the candidates the values imply when there are none."""
        return list(self.marks) if self.marks is not None else basic_candidates(self.values)


# --- readers -----------------------------------------------------------------------------------


def is_hodoku_line(line: str) -> bool:
    return line.startswith(":") and line.count(":") >= 4


def parse_hodoku_line(line: str) -> Board:
    """A HoDoKu library line. Raises PuzzleError when its givens field is not 81 cells."""
    fields = line.strip().split(":")
    givens_field = fields[3] if len(fields) > 3 else ""
    givens, placed = [], []
    plus = False
    for ch in givens_field:
        if ch == "+":
            plus = True
            continue
        v = int(ch) if ch in "123456789" else 0
        if ch not in "0123456789.":
            raise PuzzleError(f"unexpected character {ch!r} in a HoDoKu line's givens")
        givens.append(0 if plus else v)
        placed.append(v if plus else 0)
        plus = False
    if len(givens) != 81:
        raise PuzzleError(f"a HoDoKu line's givens hold 81 cells, this one {len(givens)}")
    values = [g or p for g, p in zip(givens, placed, strict=True)]
    marks = basic_candidates(values)
    for token in (fields[4] if len(fields) > 4 else "").split():
        if len(token) != 3 or not token.isdigit() or "0" in token:
            raise PuzzleError(f"a deleted candidate is <digit><row><col>, not {token!r}")
        d, r, c = (int(ch) for ch in token)
        cell = (r - 1) * 9 + c - 1
        if not values[cell]:
            marks[cell] &= ~bit(d)
    return Board(tuple(givens), tuple(placed), tuple(marks))


def is_candidate_line(line: str) -> bool:
    text = line.strip()
    return len(text) == 729 and set(text) <= set("0123456789.")


def parse_candidate_line(line: str) -> Board:
    """A 729-character candidate line. Raises PuzzleError on a digit out of its place."""
    text = line.strip()
    marks, values = [], []
    for cell in range(81):
        group = text[cell * 9 : cell * 9 + 9]
        mask = 0
        for i, ch in enumerate(group):
            if ch in "123456789":
                if int(ch) != i + 1:
                    raise PuzzleError(f"cell {cell + 1} of the candidate line has {ch} in place {i + 1}")
                mask |= bit(i + 1)
        marks.append(mask)
        values.append(DIGITS[mask][0] if COUNT[mask] == 1 else 0)
    return Board(tuple(values), (0,) * 81, tuple(marks))


def pm_tokens(line: str) -> list[str] | None:
    """The cell tokens of one row of a pencil-mark grid (whitespace-separated, ``|`` or ``:``
    between boxes), or None when ``line`` is not one."""
    tokens = "".join(" " if ch in "|:" else ch for ch in line).split()
    if len(tokens) < 3 or any(not t.isdigit() or "0" in t or len(set(t)) != len(t) for t in tokens):
        return None
    return tokens


def parse_pm_tokens(tokens: Sequence[str]) -> Board:
    """81 cell tokens: one digit a filled cell (a given), several its candidates."""
    if len(tokens) != 81:
        raise PuzzleError(f"a pencil-mark grid has 81 cells, this one {len(tokens)}")
    values = [int(t) if len(t) == 1 else 0 for t in tokens]
    marks = [sum(bit(int(ch)) for ch in t) for t in tokens]
    return Board(tuple(values), (0,) * 81, tuple(marks))


# --- writers -----------------------------------------------------------------------------------


def write_81(board: Board) -> str:
    return format_grid(board.values) + "\n"


def write_sdk(board: Board) -> str:
    rows = format_grid(board.values)
    return "#D Written by Sudoku Visualizer\n" + "".join(rows[r * 9 : r * 9 + 9] + "\n" for r in range(9))


def write_pm(board: Board) -> str:
    """A forum pencil-mark grid: columns as wide as their widest cell."""
    marks = board.shown_marks()
    values = board.values
    cells = [str(values[c]) if values[c] else "".join(map(str, DIGITS[marks[c] or ALL])) for c in range(81)]
    widths = [max(len(cells[r * 9 + col]) for r in range(9)) for col in range(9)]
    stack = [sum(widths[s * 3 : s * 3 + 3]) + 4 for s in range(3)]
    border = "." + ".".join("-" * w for w in stack) + ".\n"
    out = [border]
    for r in range(9):
        parts = []
        for s in range(3):
            parts.append(" " + " ".join(cells[r * 9 + col].ljust(widths[col]) for col in range(s * 3, s * 3 + 3)) + " ")
        out.append("|" + "|".join(parts) + "|\n")
        if r in (2, 5, 8):
            out.append(border if r == 8 else ":" + "+".join("-" * w for w in stack) + ":\n")
    return "".join(out)


def write_hodoku(board: Board) -> str:
    """A HoDoKu library line with the placed digits marked ``+`` and the deleted candidates."""
    givens = "".join(
        f"+{p}" if p and not g else str(g) if g else "." for g, p in zip(board.givens, board.placed, strict=True)
    )
    deleted = []
    if board.marks is not None:
        implied = basic_candidates(board.values)
        for cell in range(81):
            if not board.values[cell]:
                for d in DIGITS[implied[cell] & ~board.marks[cell]]:
                    deleted.append(f"{d}{cell // 9 + 1}{cell % 9 + 1}")
    return f":0000:x:{givens}:{' '.join(deleted)}:::\n"


def write_729(board: Board) -> str:
    marks = board.shown_marks()
    return "".join("".join(str(d) if marks[c] & bit(d) else "." for d in range(1, 10)) for c in range(81)) + "\n"


WRITERS = {"81": write_81, "sdk": write_sdk, "pm": write_pm, "hodoku": write_hodoku, "729": write_729}
"""Format name -> writer of one board."""

FORMAT_NAMES = {
    "81": QT_TRANSLATE_NOOP("formats", "81 characters"),
    "sdk": QT_TRANSLATE_NOOP("formats", "SadMan Sudoku (.sdk)"),
    "pm": QT_TRANSLATE_NOOP("formats", "Pencil-mark grid"),
    "hodoku": QT_TRANSLATE_NOOP("formats", "HoDoKu library line"),
    "729": QT_TRANSLATE_NOOP("formats", "Candidate line (729 characters)"),
}
