"""``pm``: a pencil-mark grid as posted on the Sudoku forums: nine rows of nine
whitespace-separated cells, each the cell's digit or its candidates, with ``|`` ``-`` ``.`` ``+``
``:`` ``*`` ``'`` borders. So that the app's own grids come back exactly, a player's digit is
written ``+5`` (as in HoDoKu's lines), an empty cell with one mark ``5.`` (a candidate, not a
digit) and an empty cell without marks ``.``; plain forum grids read as before. Keeps givens, the
player's digits and every mark of the empty cells. ``puzzle_io`` reads a grid row by row with
``pm_tokens`` and ``parse_pm_tokens``."""

from __future__ import annotations

import re
from collections.abc import Sequence

from ...candidates import DIGITS, bit
from ...grid import PuzzleError
from ...message import QT_TRANSLATE_NOOP
from .format_base import Board, Format


def pm_tokens(line: str) -> list[str] | None:
    """The cell tokens of one row of a pencil-mark grid (whitespace-separated, ``|`` or ``:``
    between boxes), or None when ``line`` is not one."""
    tokens = "".join(" " if ch in "|:" else ch for ch in line).split()
    if len(tokens) < 3 or not all(
        _PM_TOKEN.fullmatch(t) and len(set(t.strip("+."))) == len(t.strip("+.")) for t in tokens
    ):
        return None
    return tokens


_PM_TOKEN = re.compile(r"\+[1-9]|[1-9]+\.?|\.")
"""A pencil-mark grid's cell: a digit, ``+`` and the player's digit, candidates (``5.``: one
candidate, not a digit), or ``.``: an empty cell without marks."""


def parse_pm_tokens(tokens: Sequence[str]) -> Board:
    """81 cell tokens: one digit a filled cell (a given), several its candidates."""
    if len(tokens) != 81:
        raise PuzzleError(f"a pencil-mark grid has 81 cells, this one {len(tokens)}")
    givens = [int(t) if len(t) == 1 and t != "." else 0 for t in tokens]
    placed = [int(t[1]) if t.startswith("+") else 0 for t in tokens]
    marks = [sum(bit(int(ch)) for ch in t if ch.isdigit()) for t in tokens]
    return Board(tuple(givens), tuple(placed), tuple(marks))


def write_pm(board: Board) -> str:
    """A forum pencil-mark grid: columns as wide as their widest cell."""
    marks = board.shown_marks()
    cells = [_pm_cell(g, p, marks[c]) for c, (g, p) in enumerate(zip(board.givens, board.placed, strict=True))]
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


def _pm_cell(given: int, placed: int, mask: int) -> str:
    if given:
        return str(given)
    if placed:
        return f"+{placed}"
    digits = "".join(map(str, DIGITS[mask]))
    return "." if not digits else digits + "." if len(digits) == 1 else digits


FORMAT = Format("pm", QT_TRANSLATE_NOOP("formats", "Pencil-mark grid"), write_pm, ("placed", "marks"))
