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
    Command(
        "repeated_failures",
        SEARCH_TREES,
        QT_TRANSLATE_NOOP("MainWindow", "&Repeated Failures…"),
        lambda w: w.repeated_failures.ask(),
        QT_TRANSLATE_NOOP(
            "MainWindow",
            "The same dead end found wherever the search repeats it: failed subtrees grouped by sub-search or "
            "by shape, the most nodes wasted first, each with why it fails and the technique that would have "
            "spared it",
        ),
        ("Ctrl+Shift+R",),
    ),
)
