"""``729``: a candidate line of 81 groups of nine characters, ``d`` at position d when d is a
candidate, ``.`` or ``0`` else; a group with one digit is a filled cell. When a line uses both
fillers, a one-digit group filled with ``0`` is an empty cell with one mark: the app writes its
lone marks so, and every other group with ``.``. Keeps the digits (all as givens) and every mark
of the empty cells."""

from __future__ import annotations

from ...candidates import COUNT, DIGITS, bit
from ...grid import PuzzleError
from ...message import QT_TRANSLATE_NOOP
from .format_base import Board, Format


def is_candidate_line(line: str) -> bool:
    text = line.strip()
    return len(text) == 729 and set(text) <= set("0123456789.")


def parse_candidate_line(line: str) -> Board:
    """A 729-character candidate line. Raises PuzzleError on a digit out of its place."""
    text = line.strip()
    both = "0" in text and "." in text  # the app's convention: a lone mark's group filled with 0
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
        lone_mark = both and "0" in group
        values.append(DIGITS[mask][0] if COUNT[mask] == 1 and not lone_mark else 0)
    return Board(tuple(values), (0,) * 81, tuple(marks))


def write_729(board: Board) -> str:
    """Candidates as digits in place; a lone mark of an empty cell with ``0`` around it (see above)."""
    marks, values = board.shown_marks(), board.values
    groups = []
    for c in range(81):
        fill = "0" if not values[c] and COUNT[marks[c]] == 1 else "."
        groups.append("".join(str(d) if marks[c] & bit(d) else fill for d in range(1, 10)))
    return "".join(groups) + "\n"


FORMAT = Format(
    "729",
    QT_TRANSLATE_NOOP("formats", "Candidate line (729 characters)"),
    write_729,
    ("marks",),
    is_candidate_line,
    parse_candidate_line,
)
