"""Window helpers that hold no state: the keys reference, the About box, the Puzzles menu.

The window declares its own actions and widgets; these functions only fill what they are given.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QMenu, QMessageBox, QWidget

from ..core.grid import PuzzleError, Values
from ..core.library import load_seed_puzzles

APP_TITLE = "Sudoku Visualizer"

KEYS_HELP = """<p><b>Editing</b> (no run shown)</p><table>
<tr><td><b>Arrows</b>, click</td><td>select a cell</td></tr>
<tr><td><b>1-9</b></td><td>enter a given</td></tr>
<tr><td><b>0, Delete, Backspace</b></td><td>clear the cell</td></tr>
<tr><td><b>Ctrl+V</b> / <b>Ctrl+C</b></td><td>paste a puzzle / copy the board (81 characters)</td></tr>
<tr><td><b>Ctrl+Z</b> / <b>Ctrl+Shift+Z</b></td><td>undo / redo an edit (hints and closing a run too)</td></tr>
<tr><td><b>F12</b> / <b>Shift+F12</b></td><td>hint / apply the hint</td></tr>
<tr><td><b>F5</b></td><td>solve the board as shown</td></tr>
<tr><td><b>Ctrl+F5</b></td><td>solve instantly: the answer at once, and whether it is the only one</td></tr>
<tr><td><b>F10</b></td><td>start a paused run and take one step</td></tr>
</table>
<p><b>Playing or paused</b> (a run shown)</p><table>
<tr><td><b>Space</b></td><td>play from the step shown / pause</td></tr>
<tr><td><b>Left</b> / <b>Right</b>, <b>F10</b></td><td>one step back / forward</td></tr>
<tr><td><b>Ctrl+Left</b> / <b>Ctrl+Right</b></td><td>previous / next guess or backtrack</td></tr>
<tr><td><b>Home</b> / <b>End</b></td><td>first / last step</td></tr>
<tr><td><b>Esc</b></td><td>stop the solver; again: back to the puzzle (Ctrl+Z shows the run again)</td></tr>
<tr><td><b>1-9</b>, <b>Delete</b></td><td>leave the run and edit the puzzle</td></tr>
</table>
<p><b>Anywhere</b>: Ctrl+= / Ctrl+- speed, Ctrl+M pencil marks, Ctrl+L step log, Ctrl+K compare,
Ctrl+E export, Ctrl+O open, Ctrl+Q quit.</p>"""


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


def show_keys(parent: QWidget) -> None:
    QMessageBox.information(parent, f"{APP_TITLE}: keys", KEYS_HELP)


def show_about(parent: QWidget) -> None:
    QMessageBox.about(
        parent,
        f"About {APP_TITLE}",
        f"<h3>{APP_TITLE}</h3><p>Watch backtracking, constraint propagation and human techniques "
        "solve a Sudoku step by step.</p><p>License: GPL-3.0-or-later.</p>",
    )
