"""The Puzzles menu's rows of the command table (``commands/__init__.py``), in menu order."""

from __future__ import annotations

from ...core.message import QT_TRANSLATE_NOOP
from ..command_types import Command, Entries
from .menu_bar import PUZZLES_LIBRARY, PUZZLES_RATING

ROWS: tuple[Command | Entries, ...] = (
    Command(
        "analyse",
        PUZZLES_RATING,
        QT_TRANSLATE_NOOP("MainWindow", "&Analyse Puzzle…"),
        lambda w: w.dialogs.analyse(),
        QT_TRANSLATE_NOOP(
            "MainWindow", "Why the puzzle is hard: its Sudoku Explainer rating, bottleneck, backdoors and T&E depth"
        ),
        ("Ctrl+I",),
    ),
    Entries("se_rules", PUZZLES_RATING),
    Entries("puzzles", PUZZLES_LIBRARY),
)
