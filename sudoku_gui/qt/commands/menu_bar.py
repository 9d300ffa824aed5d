"""The menus, in menu bar order, and the groups of each (a separator between two groups).

A menu is made at its first row in ``commands.ROWS``; each menu's rows sit in a module of their own
(``file_rows.py``...), so a feature that brings a command adds its row to its menu's module.
"""

from __future__ import annotations

from ...core.message import QT_TRANSLATE_NOOP
from ..command_types import Group, Menu

FILE = Menu(QT_TRANSLATE_NOOP("MainWindow", "&File"))
EDIT = Menu(QT_TRANSLATE_NOOP("MainWindow", "&Edit"))
VIEW = Menu(QT_TRANSLATE_NOOP("MainWindow", "&View"))
PUZZLES = Menu(QT_TRANSLATE_NOOP("MainWindow", "P&uzzles"))
SOLVE = Menu(QT_TRANSLATE_NOOP("MainWindow", "&Solve"))
SEARCH = Menu(QT_TRANSLATE_NOOP("MainWindow", "Se&arch"))
RACE = Menu(QT_TRANSLATE_NOOP("MainWindow", "&Race"))
HELP = Menu(QT_TRANSLATE_NOOP("MainWindow", "&Help"))
FILE_PUZZLE, FILE_QUIT = Group(FILE), Group(FILE)
EDIT_UNDO, EDIT_CLIPBOARD, EDIT_GAME = Group(EDIT), Group(EDIT), Group(EDIT)
VIEW_MARKS, VIEW_LAYOUT, VIEW_PANES, VIEW_LOOK = Group(VIEW), Group(VIEW), Group(VIEW), Group(VIEW)
PUZZLES_RATING, PUZZLES_LIBRARY = Group(PUZZLES), Group(PUZZLES)
SOLVE_RUN, SOLVE_MOVES, SOLVE_TOOLS, SOLVE_SETTINGS = Group(SOLVE), Group(SOLVE), Group(SOLVE), Group(SOLVE)
LOAD = Menu(QT_TRANSLATE_NOOP("MainWindow", "Load &Your Own Algorithm"), SOLVE_SETTINGS)
LOAD_FILES = Group(LOAD)
SEARCH_TREES = Group(SEARCH)
RACE_RUN = Group(RACE)
HELP_DOCS, HELP_ABOUT = Group(HELP), Group(HELP)
