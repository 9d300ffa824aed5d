"""The Search menu's rows of the command table (``commands/__init__.py``), in menu order."""

from __future__ import annotations

from ...core.message import QT_TRANSLATE_NOOP
from ..command_types import Command, Entries
from .menu_bar import SEARCH_TREES

ROWS: tuple[Command | Entries, ...] = (
    Command(
        "compare_tree",
        SEARCH_TREES,
        QT_TRANSLATE_NOOP("MainWindow", "Compare Tree With A&nother Algorithm…"),
        lambda w: w.tree_compare.ask(),
        QT_TRANSLATE_NOOP(
            "MainWindow",
            "Merge this puzzle's search tree with another algorithm's (built-in or loaded): where they part, "
            "with each side's node count and board",
        ),
        ("Ctrl+Shift+T",),
    ),
)
