"""The View menu's rows of the command table (``commands/__init__.py``), in menu order."""

from __future__ import annotations

from ...core.message import QT_TRANSLATE_NOOP
from ..command_types import Command, Entries
from .menu_bar import VIEW_LAYOUT, VIEW_LOOK, VIEW_MARKS, VIEW_PANES

ROWS: tuple[Command | Entries, ...] = (
    Command(
        "candidates",
        VIEW_MARKS,
        QT_TRANSLATE_NOOP("MainWindow", "Show &Candidates"),
        lambda w: w.refresh_marks(),
        QT_TRANSLATE_NOOP("MainWindow", "Show every empty cell's pencil marks"),
        ("Ctrl+M",),
        True,
    ),
    Command(
        "mistakes",
        VIEW_MARKS,
        QT_TRANSLATE_NOOP("MainWindow", "Show &Mistakes"),
        lambda w: w.refresh_marks(),
        QT_TRANSLATE_NOOP("MainWindow", "Mark your digits that differ from the solution"),
        ("Ctrl+Shift+M",),
        True,
    ),
    Command(
        "conflicts",
        VIEW_MARKS,
        QT_TRANSLATE_NOOP("MainWindow", "Show C&onflicts"),
        lambda w: w.refresh_marks(),
        QT_TRANSLATE_NOOP(
            "MainWindow",
            "Tint cells that repeat a digit in a row, column or box: in the puzzle, and a solver's clash on a run's board",
        ),
        (),
        True,
    ),
    Command(
        "arrows",
        VIEW_MARKS,
        QT_TRANSLATE_NOOP("MainWindow", "Show Chain &Arrows"),
        lambda w: w.refresh_marks(),
        QT_TRANSLATE_NOOP("MainWindow", "Draw a chain's links as arrows on the board"),
        ("Ctrl+Shift+A",),
        True,
    ),
    Command(
        "prev_branch",
        VIEW_MARKS,
        QT_TRANSLATE_NOOP("MainWindow", "Pre&vious Branch"),
        lambda w: w.view.previous_branch(),
        QT_TRANSLATE_NOOP("MainWindow", "A forcing net's previous branch"),
        ("[",),
    ),
    Command(
        "next_branch",
        VIEW_MARKS,
        QT_TRANSLATE_NOOP("MainWindow", "Ne&xt Branch"),
        lambda w: w.view.next_branch(),
        QT_TRANSLATE_NOOP("MainWindow", "A forcing net's next branch, the contradiction last"),
        ("]",),
    ),
    Entries("layouts", VIEW_LAYOUT),
    Entries("panes", VIEW_PANES),
    Entries("themes", VIEW_LOOK),
    Entries("language", VIEW_LOOK),
)
