"""Window helpers that hold no state: the keys reference, the About box, the Puzzles menu.

The window declares its own actions and widgets; these functions only fill what they are given.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QMessageBox, QWidget

from ..core.grid import PuzzleError, Values, format_grid
from ..core.library import COLLECTIONS, LibraryPuzzle, load_collection, load_levels, load_seed_puzzles

APP_TITLE = "Sudoku Visualizer"

BOARD_KEYS: tuple[tuple[str, str], ...] = (
    ("Arrows, click", "select a cell"),
    ("1-9", "enter a digit: a given while editing, your own digit while playing (Ctrl+G)"),
    ("Shift+1-9, right-click", "add or remove a pencil mark"),
    ("Enter", "pencil mode on or off: typed digits toggle marks"),
    ("0, Delete, Backspace", "clear the cell"),
    ("Digit pad", "pick a digit (or the eraser), then click cells; a picked digit is highlighted"),
    ("Drop a file", "open it"),
)
"""Keys of the board itself (the menus' keys are read from their actions)."""


def keys_html(actions: Sequence[QAction]) -> str:
    """The keys reference: the board's keys, then every action that has a shortcut, in menu
    order, so the list cannot miss one."""
    rows = [f"<tr><td><b>{html.escape(k)}</b></td><td>{html.escape(what)}</td></tr>" for k, what in BOARD_KEYS]
    seen: set[str] = set()
    for a in actions:
        keys = " / ".join(k.toString(QKeySequence.SequenceFormat.NativeText) for k in a.shortcuts() if not k.isEmpty())
        name = a.text().replace("&", "").replace("…", "")
        if not keys or name in seen:
            continue
        seen.add(name)
        tip = a.statusTip() or a.toolTip()
        rows.append(f"<tr><td><b>{html.escape(keys)}</b></td><td>{html.escape(name)}: {html.escape(tip)}</td></tr>")
    return "<table cellspacing='4'>" + "".join(rows) + "</table>"


COLLECTION_SOURCES = {
    "easy50.txt": "Project Euler problem 96, as in Peter Norvig's pytudes (MIT)",
    "top95.txt": "collected on the Sudoku forums; Peter Norvig's pytudes (MIT)",
    "hardest.txt": 'found by Peter Norvig searching for "hardest sudoku"; pytudes (MIT)',
}
"""Attribution shown in the menu (full details in resources/SOURCES.md)."""


def fill_puzzles_menu(menu: QMenu, load: Callable[[Values, str], object]) -> None:
    """The seed articles' puzzles, one submenu per article, then the bundled collections, each
    puzzle with its difficulty; picking one calls ``load(values, name)``."""
    try:
        puzzles = load_seed_puzzles()
        levels = load_levels()
    except (OSError, PuzzleError, ValueError) as e:
        menu.addAction(f"(puzzle list unavailable: {e})").setEnabled(False)
        return
    menu.setToolTipsVisible(True)
    submenus: dict[str, QMenu] = {}
    for item in puzzles:
        sub = submenus.get(item.article)
        if sub is None:
            sub = submenus[item.article] = menu.addMenu(item.article)
        _add(
            sub,
            item,
            f"{item.title}",
            levels,
            load,
            QCoreApplication.translate("Chrome", "From the {article} article ({source})").format(
                article=item.article, source=item.source
            ),
        )
    menu.addSeparator()
    for file, title in COLLECTIONS:
        sub = menu.addMenu(title)
        header = sub.addAction(
            QCoreApplication.translate("Chrome", "Source: {value}").format(value=COLLECTION_SOURCES.get(file, file))
        )
        header.setEnabled(False)
        sub.addSeparator()
        try:
            collection = load_collection(file)
        except (OSError, PuzzleError) as e:
            sub.addAction(f"(unavailable: {e})").setEnabled(False)
            continue
        for item in collection:
            _add(sub, item, item.name, levels, load, f"{title}, puzzle {item.name}")


def _add(
    menu: QMenu,
    item: LibraryPuzzle,
    title: str,
    levels: dict[str, str],
    load: Callable[[Values, str], object],
    tip: str,
) -> None:
    givens = sum(1 for v in item.values if v)
    level = levels.get(format_grid(item.values), "")
    a = menu.addAction(f"{title}  -  {level}, {givens} givens" if level else f"{title}  ({givens} givens)")
    a.setStatusTip(tip)
    a.setToolTip(tip)
    a.triggered.connect(lambda _=False, it=item, t=title: load(it.values, t))


def show_keys(parent: QWidget, actions: Sequence[QAction]) -> None:
    box = QMessageBox(QMessageBox.Icon.Information, f"{APP_TITLE}: keys", keys_html(actions), parent=parent)
    box.setTextFormat(Qt.TextFormat.RichText)
    box.exec()


def show_about(parent: QWidget) -> None:
    QMessageBox.about(
        parent,
        QCoreApplication.translate("Chrome", "About {app_title}").format(app_title=APP_TITLE),
        f"<h3>{APP_TITLE}</h3><p>Watch backtracking, constraint propagation and human techniques "
        "solve a Sudoku step by step.</p><p>License: GPL-3.0-or-later.</p>",
    )
