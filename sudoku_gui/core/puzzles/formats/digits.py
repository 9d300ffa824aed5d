"""``81``: one line of 81 characters, ``.`` for empty (what every collection uses). Keeps the
digits, all as givens. Read by ``puzzle_io`` (a line of 81 cells, or a grid drawn over lines)."""

from __future__ import annotations

from ...grid import format_grid
from ...message import QT_TRANSLATE_NOOP
from .format_base import Board, Format


def write_81(board: Board) -> str:
    return format_grid(board.values) + "\n"


FORMAT = Format("81", QT_TRANSLATE_NOOP("formats", "81 characters"), write_81)
