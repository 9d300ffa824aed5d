"""The main window's chrome: actions with their shortcuts, menus, toolbar, status bar, help.

Built once by ``build_chrome``; every action calls a method of the window, which owns the state.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QComboBox, QDoubleSpinBox, QHBoxLayout, QLabel, QMessageBox, QSlider, QToolBar, QWidget

from ..core.grid import PuzzleError
from ..core.library import load_seed_puzzles
from ..core.strategies import STRATEGIES
from ..speeds import SLIDER_MAX, speed_at

if TYPE_CHECKING:
    from .main_window import MainWindow

APP_TITLE = "Sudoku Visualizer"

KEYS_HELP = """<table>
<tr><td><b>Arrows</b>, click</td><td>select a cell</td></tr>
<tr><td><b>1-9</b></td><td>enter a given</td></tr>
<tr><td><b>0, Delete, Backspace, Space</b></td><td>clear the cell</td></tr>
<tr><td><b>Ctrl+V</b> / <b>Ctrl+C</b></td><td>paste a puzzle / copy the board (81 characters)</td></tr>
<tr><td><b>Ctrl+Z</b> / <b>Ctrl+Shift+Z</b></td><td>undo / redo an edit</td></tr>
<tr><td><b>F5</b></td><td>solve</td></tr>
<tr><td><b>Space</b></td><td>pause / resume while solving</td></tr>
<tr><td><b>F10</b></td><td>one step (while paused)</td></tr>
<tr><td><b>Esc</b></td><td>stop and restore the puzzle as entered</td></tr>
<tr><td><b>Ctrl+Q</b></td><td>quit</td></tr>
</table>"""


def build_chrome(w: MainWindow) -> None:
    """Create the window's actions, menus, toolbar and status bar."""
    _build_actions(w)
    _build_menus(w)
    _build_toolbar(w)
    _build_status_bar(w)


def _action(w: MainWindow, text: str, shortcut: QKeySequence | str | None, slot, tip: str) -> QAction:
    a = QAction(text, w)
    if shortcut is not None:
        a.setShortcut(QKeySequence(shortcut))
    a.setStatusTip(tip)
    a.setToolTip(f"{tip} ({a.shortcut().toString(QKeySequence.SequenceFormat.NativeText)})" if shortcut else tip)
    a.triggered.connect(slot)
    w.addAction(a)  # shortcuts work even when the menu bar is hidden
    return a


def _build_actions(w: MainWindow) -> None:
    K = QKeySequence.StandardKey
    w.act_open = _action(w, "&Open Puzzle…", K.Open, w.open_file, "Load a puzzle from a text file")
    w.act_quit = _action(w, "&Quit", K.Quit, w.close, "Quit the application")
    w.act_quit.setShortcut(QKeySequence("Ctrl+Q"))  # Quit has no standard key on every platform
    w.act_undo = w.undo_stack.createUndoAction(w, "&Undo")
    w.act_undo.setShortcut(K.Undo)
    w.act_redo = w.undo_stack.createRedoAction(w, "&Redo")
    w.act_redo.setShortcuts([QKeySequence(K.Redo), QKeySequence("Ctrl+Y")])
    w.act_copy = _action(w, "&Copy Board", K.Copy, w.copy_board, "Copy the board as shown, as 81 characters")
    w.act_paste = _action(
        w, "&Paste Puzzle", K.Paste, w.paste_puzzle, "Paste a puzzle: 81 characters, or nine lines of nine"
    )
    w.act_clear = _action(w, "C&lear Puzzle", "Ctrl+Shift+Backspace", w.clear_puzzle, "Empty every cell")
    w.act_solve = _action(w, "&Solve", "F5", w.solve, "Start solving, animated at the chosen speed")
    w.act_pause = _action(w, "&Pause", "Space", w.toggle_pause, "Pause or resume the solver")
    w.act_step = _action(w, "S&tep", "F10", w.step_once, "Advance exactly one step while paused")
    w.act_stop = _action(w, "St&op", "Esc", w.stop, "Stop and restore the puzzle as entered")
    w.act_candidates = _action(
        w, "Show &Candidates", "Ctrl+M", w._toggle_candidates, "Show every empty cell's pencil marks"
    )
    w.act_candidates.setCheckable(True)
    w.act_candidates.setChecked(w.settings.value("showCandidates", True, type=bool))
    w.board.set_show_candidates(w.act_candidates.isChecked())
    w.act_hint = _action(w, "&Hint", "F12", w.assistant.hint, "Show the simplest logical step, without applying it")
    w.act_apply = _action(w, "&Apply Hint", "Shift+F12", w.assistant.apply, "Apply the simplest logical step")
    w.act_export = _action(
        w, "&Export Solution Path…", "Ctrl+E", w.export_path, "Write the steps of a solve as JSON Lines"
    )
    w.act_compare = _action(
        w, "&Compare Algorithms…", "Ctrl+K", w.compare, "Run every algorithm on this puzzle and compare them"
    )
    w.act_log = w.log.toggleViewAction()
    w.act_log.setText("Step &Log")
    w.act_log.setShortcut(QKeySequence("Ctrl+L"))
    w.act_log.setStatusTip("Show or hide the list of steps")
    w.act_keys = _action(w, "&Keys", "F1", w.show_keys, "Keyboard reference")
    w.act_about = _action(w, "&About", None, w.show_about, "About this application")


def _build_menus(w: MainWindow) -> None:
    mb = w.menuBar()
    m = mb.addMenu("&File")
    m.addActions([w.act_open, w.act_export])
    m.addSeparator()
    m.addAction(w.act_quit)
    m = mb.addMenu("&Edit")
    m.addActions([w.act_undo, w.act_redo])
    m.addSeparator()
    m.addActions([w.act_copy, w.act_paste, w.act_clear])
    m = mb.addMenu("&View")
    m.addActions([w.act_candidates, w.act_log])
    _build_puzzles_menu(w, mb.addMenu("P&uzzles"))
    m = mb.addMenu("&Solve")
    m.addActions([w.act_solve, w.act_pause, w.act_step, w.act_stop])
    m.addSeparator()
    m.addActions([w.act_hint, w.act_apply, w.act_compare])
    m.addSeparator()
    algo = m.addMenu("&Algorithm")
    group = QActionGroup(w)
    for name, strategy in STRATEGIES.items():
        a = algo.addAction(name)
        a.setCheckable(True)
        a.setChecked(name == w.algorithm)
        a.setStatusTip(strategy.description)
        a.setToolTip(strategy.description)
        a.triggered.connect(lambda _=False, n=name: w.set_algorithm(n))
        group.addAction(a)
    w._algorithm_actions = group
    m = mb.addMenu("&Help")
    m.addActions([w.act_keys, w.act_about])


def _build_puzzles_menu(w: MainWindow, menu) -> None:
    try:
        puzzles = load_seed_puzzles()
    except (OSError, PuzzleError, ValueError) as e:
        menu.addAction(f"(puzzle list unavailable: {e})").setEnabled(False)
        return
    submenus = {}
    for item in puzzles:
        sub = submenus.get(item.article)
        if sub is None:
            sub = submenus[item.article] = menu.addMenu(item.article)
        givens = sum(1 for v in item.values if v)
        a = sub.addAction(f"{item.name}  ({givens} givens)")
        a.setStatusTip(f"From {item.source}")
        a.triggered.connect(lambda _=False, it=item: w.load_puzzle(it.values, f"Load {it.name}"))


def _build_toolbar(w: MainWindow) -> None:
    tb = QToolBar("Solver")
    tb.setObjectName("solverToolbar")
    tb.setMovable(False)
    tb.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
    tb.addActions([w.act_solve, w.act_pause, w.act_step, w.act_stop])
    box = QWidget()
    row = QHBoxLayout(box)
    row.setContentsMargins(6, 0, 6, 0)
    row.addWidget(QLabel("Algorithm"))
    w.algorithm_combo = QComboBox()
    for name, strategy in STRATEGIES.items():
        w.algorithm_combo.addItem(name)
        w.algorithm_combo.setItemData(w.algorithm_combo.count() - 1, strategy.description, Qt.ItemDataRole.ToolTipRole)
    w.algorithm_combo.setCurrentText(w.algorithm)
    w.algorithm_combo.setToolTip("Solving algorithm (also in Solve > Algorithm)")
    w.algorithm_combo.setAccessibleName("Algorithm")
    w.algorithm_combo.setFocusPolicy(Qt.FocusPolicy.TabFocus)
    w.algorithm_combo.currentTextChanged.connect(lambda name: name != w.algorithm and w.set_algorithm(name))
    row.addWidget(w.algorithm_combo)
    row.addSpacing(12)
    row.addWidget(QLabel("Speed"))
    w.speed_slider = QSlider(Qt.Orientation.Horizontal)
    w.speed_slider.setRange(0, SLIDER_MAX)
    w.speed_slider.setMinimumWidth(160)
    w.speed_slider.setToolTip("Animation speed: 1 step per second up to max (as fast as the solver runs)")
    w.speed_slider.setAccessibleName("Speed")
    w.speed_slider.valueChanged.connect(lambda pos: w.set_speed(speed_at(pos)))
    row.addWidget(w.speed_slider)
    w.speed_label = QLabel()
    w.speed_label.setMinimumWidth(90)
    row.addWidget(w.speed_label)
    row.addSpacing(12)
    row.addWidget(QLabel("Time limit"))
    w.time_limit = QDoubleSpinBox()
    w.time_limit.setRange(0, 3600)
    w.time_limit.setDecimals(1)
    w.time_limit.setSuffix(" s")
    w.time_limit.setSpecialValueText("none")
    w.time_limit.setToolTip("Stop a solve after this much solving time (pauses and animation do not count); 0 = none")
    w.time_limit.setAccessibleName("Time limit")
    w.time_limit.setValue(float(w.settings.value("timeLimit", 0.0)))
    w.time_limit.valueChanged.connect(lambda v: w.settings.setValue("timeLimit", v))
    row.addWidget(w.time_limit)
    w.addToolBar(tb)
    # The solver's settings get a toolbar of their own, so a narrow window can put it on a
    # second row instead of hiding the controls behind the overflow button.
    settings_bar = QToolBar("Solver settings")
    settings_bar.setObjectName("settingsToolbar")
    settings_bar.setMovable(False)
    settings_bar.addWidget(box)
    w.addToolBar(settings_bar)
    w.toolbars = (tb, settings_bar)


def _build_status_bar(w: MainWindow) -> None:
    w.message = QLabel()
    w.stats = QLabel()
    w.stats.setToolTip("Steps applied, guesses, backtracks, current search depth and solving time")
    w.rating_label = QLabel("Difficulty: -")
    w.rating_label.setToolTip(
        "Hardest technique the puzzle needs, on the Sudoku Explainer scale (Easy, Medium, Hard, Expert, Extreme; "
        "Beyond: needs a guess with the implemented techniques)"
    )
    w.statusBar().addWidget(w.message, 1)
    w.statusBar().addPermanentWidget(w.rating_label)
    w.statusBar().addPermanentWidget(w.stats)


def show_keys(w: MainWindow) -> None:
    QMessageBox.information(w, f"{APP_TITLE}: keys", KEYS_HELP)


def show_about(w: MainWindow) -> None:
    QMessageBox.about(
        w,
        f"About {APP_TITLE}",
        f"<h3>{APP_TITLE}</h3><p>Watch backtracking, constraint propagation and human techniques "
        "solve a Sudoku step by step.</p><p>License: GPL-3.0-or-later.</p>",
    )
