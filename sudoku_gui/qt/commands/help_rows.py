"""The Help menu's rows of the command table (``commands/__init__.py``), in menu order."""

from __future__ import annotations

from ...core.message import QT_TRANSLATE_NOOP
from ..command_types import Command, Entries
from .menu_bar import HELP_ABOUT, HELP_DOCS

ROWS: tuple[Command | Entries, ...] = (
    Command(
        "keys",
        HELP_DOCS,
        QT_TRANSLATE_NOOP("MainWindow", "&Keys"),
        lambda w: w.show_keys(),
        QT_TRANSLATE_NOOP("MainWindow", "Keyboard reference"),
        ("F1",),
    ),
    Entries("help", HELP_DOCS),
    Command(
        "about",
        HELP_ABOUT,
        QT_TRANSLATE_NOOP("MainWindow", "&About"),
        lambda w: w.show_about(),
        QT_TRANSLATE_NOOP("MainWindow", "About this application"),
    ),
)
