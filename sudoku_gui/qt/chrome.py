"""Window helpers that hold no state: the keys reference, the About box, the Puzzles menu.

The window declares its own actions and widgets; these functions only fill what they are given.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QMessageBox, QWidget

from ..core.grid import PuzzleError, Values
from ..core.library import load_seed_puzzles

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


def fill_puzzles_menu(menu: QMenu, load: Callable[[Values, str], object]) -> None:
    """One submenu per seed article; picking a puzzle calls ``load(values, name)``."""
    try:
        puzzles = load_seed_puzzles()
    except (OSError, PuzzleError, ValueError) as e:
        menu.addAction(f"(puzzle list unavailable: {e})").setEnabled(False)
        return
    submenus: dict[str, QMenu] = {}
    for item in puzzles:
        sub = submenus.get(item.article)
        if sub is None:
            sub = submenus[item.article] = menu.addMenu(item.article)
        givens = sum(1 for v in item.values if v)
        a = sub.addAction(f"{item.name}  ({givens} givens)")
        a.setStatusTip(f"From {item.source}")
        a.triggered.connect(lambda _=False, it=item: load(it.values, it.name))


def show_keys(parent: QWidget, actions: Sequence[QAction]) -> None:
    box = QMessageBox(QMessageBox.Icon.Information, f"{APP_TITLE}: keys", keys_html(actions), parent=parent)
    box.setTextFormat(Qt.TextFormat.RichText)
    box.exec()


def show_about(parent: QWidget) -> None:
    QMessageBox.about(
        parent,
        f"About {APP_TITLE}",
        f"<h3>{APP_TITLE}</h3><p>Watch backtracking, constraint propagation and human techniques "
        "solve a Sudoku step by step.</p><p>License: GPL-3.0-or-later.</p>",
    )
