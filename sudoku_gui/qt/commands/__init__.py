"""Every command of the window, declared once, in menu order: the menus, the toolbar, the F1 key
list and the keys page (``window/keys_page.py``) are built from it. A ``Command`` row
(``command_types.py``) gives its menu group, text, handler (a function of the window), tip, keys
and where it is enabled; an ``Entries`` row, a place the window fills itself (recent files,
panes...). Texts are translated in the ``MainWindow`` context. Each menu's rows are a module of
this folder; the menus themselves are in ``menu_bar.py``."""

from __future__ import annotations

from ..command_types import Command, CommandName, Entries
from . import edit_rows, file_rows, help_rows, puzzles_rows, race_rows, search_rows, solve_rows, view_rows

ROWS: tuple[Command | Entries, ...] = (
    file_rows.ROWS
    + edit_rows.ROWS
    + view_rows.ROWS
    + puzzles_rows.ROWS
    + solve_rows.ROWS
    + search_rows.ROWS
    + race_rows.ROWS
    + help_rows.ROWS
)
COMMANDS: tuple[Command, ...] = tuple(row for row in ROWS if isinstance(row, Command))
TOOLBAR: tuple[CommandName, ...] = ("solve", "pause", "step", "stop")

__all__ = ["COMMANDS", "ROWS", "TOOLBAR"]
