"""``sdk``: SadMan Sudoku's ``.sdk``: ``#`` header lines, then nine lines of nine. Keeps the
digits, all as givens. Read by ``puzzle_io`` as a drawn grid (``#`` lines are comments)."""

from __future__ import annotations

from ...grid import format_grid
from ...message import QT_TRANSLATE_NOOP
from .format_base import Board, Format


def write_sdk(board: Board) -> str:
    rows = format_grid(board.values)
    return "#D Written by Sudoku Visualizer\n" + "".join(rows[r * 9 : r * 9 + 9] + "\n" for r in range(9))


FORMAT = Format("sdk", QT_TRANSLATE_NOOP("formats", "SadMan Sudoku (.sdk)"), write_sdk)
