"""The main window: board, scrub slider, step log, menus, toolbar and status bar.

It declares its own widgets and actions, observes the controller's signals and sends it
commands; the puzzle, the undo stack, the run and its timeline live in the controller.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable

from PySide6.QtCore import QByteArray, QCoreApplication, QElapsedTimer, QEvent, QObject, QSettings, Qt, QTimer
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QCloseEvent,
    QDragEnterEvent,
    QDropEvent,
    QGuiApplication,
    QKeyEvent,
    QKeySequence,
    QMoveEvent,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QComboBox,
    QDoubleSpinBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMenu,
    QSlider,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from ..core.board_state import BoardState
from ..core.formats import FORMAT_NAMES
from ..core.grid import PuzzleError, Values, format_grid, parse_puzzle
from ..core.puzzle_io import TextTooLarge, iter_text_puzzles
from ..core.strategies import STRATEGIES
from ..speeds import MAX_SPEED, SLIDER_MAX, faster, position_of, slower, speed_at
from . import autosave, i18n, theme
from .assistant import Assistant, outcome_text
from .board_widget import BoardWidget
from .chrome import fill_puzzles_menu, show_about
from .controller import Controller
from .digit_pad import ERASE, DigitPad
from .explanation import Explanation
from .files import FileActions
from .keys_dialog import show_keys
from .language_menu import LanguageMenu
from .puzzle_tools import PuzzleTools
from .settings import read
from .step_log import StepLog

DEFAULT_SPEED = 20
FIRST_RUN_SIZE = (1200, 860)
"""Window size (px) before any is remembered, shrunk to fit smaller screens."""


def count(n: int, noun: str) -> str:
    """``1 guess``, ``2 guesses``, ``1,024 steps``."""
    plural = noun + ("es" if noun.endswith("s") else "s")
    return f"{n:,} {noun if n == 1 else plural}"


class _PasteThrough(QObject):
    """Lets Ctrl+V reach the window's Paste Puzzle while a number box has focus, unless the
    clipboard holds a number (which the box itself takes)."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        is_override = event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent)
        if is_override and event.matches(QKeySequence.StandardKey.Paste):  # type: ignore[attr-defined]
            text = QGuiApplication.clipboard().text().strip()
            with contextlib.suppress(ValueError):
                float(text)
                return False
            return True  # not accepted: the shortcut map gets it
        return False


class MainWindow(QMainWindow):
    """The app's window. ``settings`` defaults to the user's QSettings."""

    def __init__(self, settings: QSettings | None = None) -> None:
        super().__init__()
        self.setWindowTitle(QCoreApplication.translate("App", "Sudoku Visualizer"))
        self.setAcceptDrops(True)  # drop a puzzle file on the window to open it
        self.settings = settings if settings is not None else QSettings()
        self.controller = Controller(self)
        c = self.controller
        self.assistant = Assistant(c, self)
        self.compare_dialog: QWidget | None = None
        c.set_algorithm(read(self.settings, "algorithm", c.algorithm, lambda name: name in STRATEGIES))

        # -- widgets: board, explanation line, scrub slider -------------------------------------
        self.board = BoardWidget(c.state)
        self.step_label = Explanation()
        self.scrub = QSlider(Qt.Orientation.Horizontal)
        self.scrub.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # arrows stay with the board
        self.scrub.setToolTip(
            QCoreApplication.translate(
                "MainWindow", "Drag to any step of the run (Left/Right, Home/End and Ctrl+Left/Right too)"
            )
        )
        self.scrub.setAccessibleName(QCoreApplication.translate("MainWindow", "Step"))
        self.scrub.setEnabled(False)
        self.position_label = QLabel("")
        self.position_label.setMinimumWidth(150)
        self.position_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        central = QWidget()
        layout = QVBoxLayout(central)
        layout.setContentsMargins(8, 8, 8, 4)
        board_row = QHBoxLayout()
        board_row.addWidget(self.board, 1)
        self.pad = DigitPad(self)
        pad_column = QVBoxLayout()
        pad_column.addWidget(self.pad)
        pad_column.addStretch(1)
        board_row.addLayout(pad_column)
        layout.addLayout(board_row, 1)
        scrub_row = QHBoxLayout()
        scrub_row.addWidget(self.scrub, 1)
        scrub_row.addWidget(self.position_label)
        layout.addLayout(scrub_row)
        layout.addWidget(self.step_label)
        self.setCentralWidget(central)
        self.log = StepLog(self)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.log)

        # -- actions ----------------------------------------------------------------------------
        K = QKeySequence.StandardKey
        act = self._action
        self.files = FileActions(c, self, self.settings)
        self.act_open = act(
            QCoreApplication.translate("MainWindow", "&Open Puzzle…"),
            K.Open,
            self.open_file,
            QCoreApplication.translate("MainWindow", "Load a puzzle from a file (many formats)"),
        )
        self.act_save = act(
            QCoreApplication.translate("MainWindow", "&Save"),
            K.Save,
            self.files.save,
            QCoreApplication.translate("MainWindow", "Save the board: givens, your digits and marks"),
        )
        self.act_save_as = act(
            QCoreApplication.translate("MainWindow", "Save &As…"),
            K.SaveAs,
            self.files.save_as,
            QCoreApplication.translate("MainWindow", "Save the board in a chosen format"),
        )
        self.act_export = act(
            QCoreApplication.translate("MainWindow", "&Export Solution Path…"),
            "Ctrl+E",
            self.export_path,
            QCoreApplication.translate("MainWindow", "Write the steps of a solve as JSON Lines"),
        )
        self.act_quit = act(
            QCoreApplication.translate("MainWindow", "&Quit"),
            "Ctrl+Q",
            self.close,
            QCoreApplication.translate("MainWindow", "Quit the application"),
        )
        self.act_undo = act(
            QCoreApplication.translate("MainWindow", "&Undo"),
            K.Undo,
            c.undo_stack.undo,
            QCoreApplication.translate("MainWindow", "Undo the last edit"),
        )
        self.act_redo = act(
            QCoreApplication.translate("MainWindow", "&Redo"),
            K.Redo,
            c.undo_stack.redo,
            QCoreApplication.translate("MainWindow", "Redo the edit undone last"),
        )
        self.act_redo.setShortcuts([QKeySequence(K.Redo), QKeySequence("Ctrl+Y")])
        self.act_copy = act(
            QCoreApplication.translate("MainWindow", "&Copy Board"),
            K.Copy,
            self.copy_board,
            QCoreApplication.translate("MainWindow", "Copy the board as shown, as 81 characters"),
        )
        self.act_paste = act(
            QCoreApplication.translate("MainWindow", "&Paste Puzzle"),
            K.Paste,
            self.paste_puzzle,
            QCoreApplication.translate("MainWindow", "Paste a puzzle: 81 characters, or nine lines of nine"),
        )
        self.act_clear = act(
            QCoreApplication.translate("MainWindow", "C&lear Puzzle"),
            "Ctrl+Shift+Backspace",
            c.clear,
            QCoreApplication.translate("MainWindow", "Empty every cell"),
        )
        self.act_solve = act(
            QCoreApplication.translate("MainWindow", "&Solve"),
            "F5",
            self.solve,
            QCoreApplication.translate("MainWindow", "Start solving the board as shown, at the chosen speed"),
        )
        self.act_instant = act(
            QCoreApplication.translate("MainWindow", "Solve &Instantly"),
            "Ctrl+F5",
            self.controller.solve_instantly,
            QCoreApplication.translate(
                "MainWindow",
                "Show the answer at once (the fast solver: no steps to watch) and whether it is the only one",
            ),
        )
        self.act_pause = act(
            QCoreApplication.translate("MainWindow", "&Play/Pause"),
            "Space",
            c.toggle_play,
            QCoreApplication.translate("MainWindow", "Play the run from the step shown, or pause it"),
        )
        self.act_step = act(
            QCoreApplication.translate("MainWindow", "S&tep"),
            "F10",
            c.step_forward,
            QCoreApplication.translate("MainWindow", "Exactly one step forward (starts a paused run)"),
        )
        self.act_stop = act(
            QCoreApplication.translate("MainWindow", "St&op"),
            "Esc",
            c.stop,
            QCoreApplication.translate(
                "MainWindow", "Stop the solver; pressed again, return to the board as before the run"
            ),
        )
        self.act_back = act(
            QCoreApplication.translate("MainWindow", "Step &Back"),
            "Left",
            c.step_back,
            QCoreApplication.translate("MainWindow", "One step back"),
        )
        self.act_forward = act(
            QCoreApplication.translate("MainWindow", "Step &Forward"),
            "Right",
            c.step_forward,
            QCoreApplication.translate("MainWindow", "One step forward"),
        )
        self.act_prev_search = act(
            QCoreApplication.translate("MainWindow", "Previous &Guess or Backtrack"),
            "Ctrl+Left",
            lambda: c.jump(False),
            QCoreApplication.translate("MainWindow", "Back to the previous guess or backtrack"),
        )
        self.act_next_search = act(
            QCoreApplication.translate("MainWindow", "Next G&uess or Backtrack"),
            "Ctrl+Right",
            lambda: c.jump(True),
            QCoreApplication.translate("MainWindow", "On to the next guess or backtrack"),
        )
        self.act_home = act(
            QCoreApplication.translate("MainWindow", "First Step"),
            "Home",
            c.home,
            QCoreApplication.translate("MainWindow", "The board before the first step"),
        )
        self.act_end = act(
            QCoreApplication.translate("MainWindow", "Last Step"),
            "End",
            c.end,
            QCoreApplication.translate("MainWindow", "The board after the last step recorded"),
        )
        self.act_candidates = act(
            QCoreApplication.translate("MainWindow", "Show &Candidates"),
            "Ctrl+M",
            self._toggle_candidates,
            QCoreApplication.translate("MainWindow", "Show every empty cell's pencil marks"),
        )
        self.act_candidates.setCheckable(True)
        self.act_candidates.setChecked(read(self.settings, "showCandidates", True))
        self.board.set_show_candidates(self.act_candidates.isChecked())
        self.act_play = act(
            QCoreApplication.translate("MainWindow", "Start Pla&ying"),
            "Ctrl+G",
            c.toggle_playing,
            QCoreApplication.translate(
                "MainWindow", "Lock the givens; typed digits become your own (again: edit givens)"
            ),
        )
        self.act_play.setCheckable(True)
        self.act_pencil = act(
            QCoreApplication.translate("MainWindow", "Pe&ncil Mode"),
            None,
            self._toggle_pencil,
            QCoreApplication.translate("MainWindow", "Typed digits toggle pencil marks (Enter on the board switches)"),
        )
        self.act_pencil.setCheckable(True)
        self.act_fill_marks = act(
            QCoreApplication.translate("MainWindow", "&Fill All Candidates"),
            "Ctrl+Shift+F",
            c.fill_marks,
            QCoreApplication.translate("MainWindow", "Write every candidate as your pencil marks"),
        )
        self.act_clear_marks = act(
            QCoreApplication.translate("MainWindow", "Clear &Marks"),
            "Ctrl+Shift+X",
            c.clear_marks,
            QCoreApplication.translate("MainWindow", "Remove every pencil mark"),
        )
        self.act_mistakes = act(
            QCoreApplication.translate("MainWindow", "Show &Mistakes"),
            "Ctrl+Shift+M",
            self._refresh_marks,
            QCoreApplication.translate("MainWindow", "Mark your digits that differ from the solution"),
        )
        self.act_mistakes.setCheckable(True)
        self.act_mistakes.setChecked(read(self.settings, "showMistakes", False))
        self.act_conflicts = act(
            QCoreApplication.translate("MainWindow", "Show C&onflicts"),
            None,
            self._refresh_marks,
            QCoreApplication.translate("MainWindow", "Tint cells that repeat a digit in a row, column or box"),
        )
        self.act_conflicts.setCheckable(True)
        self.act_conflicts.setChecked(read(self.settings, "showConflicts", True))
        self.tools = PuzzleTools(c, self, self.settings)
        self.act_generate = act(
            QCoreApplication.translate("MainWindow", "&Generate Puzzle…"),
            K.New,
            self.tools.generate,
            QCoreApplication.translate("MainWindow", "A new puzzle with exactly one solution, at a chosen level"),
        )
        self.act_check = act(
            QCoreApplication.translate("MainWindow", "&Check Puzzle"),
            "Ctrl+Shift+C",
            self.tools.check,
            QCoreApplication.translate("MainWindow", "Count the solutions of the board: 0, 1 or at least 2"),
        )
        self.act_hint = act(
            QCoreApplication.translate("MainWindow", "&Hint"),
            "F12",
            self.assistant.hint,
            QCoreApplication.translate("MainWindow", "Show the simplest logical step, without applying it"),
        )
        self.act_apply = act(
            QCoreApplication.translate("MainWindow", "&Apply Hint"),
            "Shift+F12",
            self.assistant.apply,
            QCoreApplication.translate("MainWindow", "Apply the simplest logical step (undoable)"),
        )
        self.act_compare = act(
            QCoreApplication.translate("MainWindow", "Co&mpare Algorithms…"),
            "Ctrl+K",
            self.compare,
            QCoreApplication.translate("MainWindow", "Run every algorithm on this puzzle and compare them"),
        )
        self.act_faster = act(
            QCoreApplication.translate("MainWindow", "Faste&r"),
            "Ctrl+=",
            lambda: self._nudge_speed(1),
            QCoreApplication.translate("MainWindow", "Animate faster"),
        )
        self.act_slower = act(
            QCoreApplication.translate("MainWindow", "Slo&wer"),
            "Ctrl+-",
            lambda: self._nudge_speed(-1),
            QCoreApplication.translate("MainWindow", "Animate slower"),
        )
        self.act_log = self.log.toggleViewAction()
        self.act_log.setText(QCoreApplication.translate("MainWindow", "Step &Log"))
        self.act_log.setShortcut(QKeySequence("Ctrl+L"))
        self.act_log.setStatusTip(QCoreApplication.translate("MainWindow", "Show or hide the list of steps"))
        self.act_keys = act(
            QCoreApplication.translate("MainWindow", "&Keys"),
            "F1",
            lambda: show_keys(self, self.menu_actions()),
            QCoreApplication.translate("MainWindow", "Keyboard reference"),
        )
        self.act_about = act(
            QCoreApplication.translate("MainWindow", "&About"),
            None,
            lambda: show_about(self),
            QCoreApplication.translate("MainWindow", "About this application"),
        )
        self.algorithm_actions = QActionGroup(self)

        # -- menus ------------------------------------------------------------------------------
        mb = self.menuBar()
        m = mb.addMenu(QCoreApplication.translate("MainWindow", "&File"))
        m.addActions([self.act_generate, self.act_open])
        recent = m.addMenu(QCoreApplication.translate("MainWindow", "Open &Recent"))
        recent.aboutToShow.connect(lambda: self.files.fill_recent(recent))
        m.addActions([self.act_save, self.act_save_as, self.act_export])
        m.addSeparator()
        m.addAction(self.act_quit)
        m = mb.addMenu(QCoreApplication.translate("MainWindow", "&Edit"))
        m.addActions([self.act_undo, self.act_redo])
        m.addSeparator()
        m.addAction(self.act_copy)
        copy_as = m.addMenu(QCoreApplication.translate("MainWindow", "Copy &As"))
        for fmt, english in FORMAT_NAMES.items():
            name = QCoreApplication.translate("formats", english)
            a = copy_as.addAction(name)
            a.setStatusTip(
                QCoreApplication.translate("MainWindow", "Copy the board as {value}").format(value=name.lower())
            )
            a.triggered.connect(lambda _=False, f=fmt: self.files.copy_as(f))
        m.addActions([self.act_paste, self.act_clear])
        m.addSeparator()
        m.addActions([self.act_play, self.act_pencil, self.act_fill_marks, self.act_clear_marks])
        m = mb.addMenu(QCoreApplication.translate("MainWindow", "&View"))
        m.addActions([self.act_candidates, self.act_mistakes, self.act_conflicts, self.act_log])
        themes = m.addMenu(QCoreApplication.translate("MainWindow", "&Theme"))
        self.theme_actions = QActionGroup(self)
        for name, label in zip(
            theme.THEMES,
            (
                QCoreApplication.translate("MainWindow", "Follow the &System"),
                QCoreApplication.translate("MainWindow", "&Light"),
                QCoreApplication.translate("MainWindow", "&Dark"),
            ),
            strict=True,
        ):
            a = themes.addAction(label)
            a.setData(name)
            a.setCheckable(True)
            a.setStatusTip(
                QCoreApplication.translate("MainWindow", "The light look")
                if name == "light"
                else QCoreApplication.translate("MainWindow", "The dark look")
                if name == "dark"
                else QCoreApplication.translate("MainWindow", "Follow the desktop's light or dark scheme")
            )
            a.triggered.connect(lambda _=False, n=name: self.set_theme(n))
            self.theme_actions.addAction(a)
        self.language_menu = LanguageMenu(m, self, self.settings)
        fill_puzzles_menu(
            mb.addMenu(QCoreApplication.translate("MainWindow", "P&uzzles")),
            lambda values, name: c.load(
                values, QCoreApplication.translate("MainWindow", "Load {name}").format(name=name)
            ),
        )
        m = mb.addMenu(QCoreApplication.translate("MainWindow", "&Solve"))
        m.addActions([self.act_solve, self.act_instant, self.act_pause, self.act_step, self.act_stop])
        m.addSeparator()
        m.addActions([self.act_back, self.act_forward, self.act_prev_search, self.act_next_search])
        m.addActions([self.act_home, self.act_end])
        m.addSeparator()
        m.addActions([self.act_check, self.act_hint, self.act_apply, self.act_compare])
        m.addSeparator()
        m.addActions([self.act_faster, self.act_slower])
        algorithms = m.addMenu(QCoreApplication.translate("MainWindow", "A&lgorithm"))
        for name, strategy in STRATEGIES.items():
            a = algorithms.addAction(i18n.strategy_title(strategy.title or name))
            a.setData(name)
            a.setCheckable(True)
            a.setChecked(name == c.algorithm)
            a.setStatusTip(i18n.strategy_title(strategy.description))
            a.setToolTip(i18n.strategy_title(strategy.description))
            a.triggered.connect(lambda _=False, n=name: self.set_algorithm(n))
            self.algorithm_actions.addAction(a)
        m = mb.addMenu(QCoreApplication.translate("MainWindow", "&Help"))
        m.addActions([self.act_keys, self.act_about])

        # -- toolbars ---------------------------------------------------------------------------
        self.actions_bar = QToolBar(QCoreApplication.translate("MainWindow", "Solver"))
        self.actions_bar.setObjectName("solverToolbar")
        self.actions_bar.setMovable(False)
        self.actions_bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.actions_bar.addActions([self.act_solve, self.act_pause, self.act_step, self.act_stop])
        self.addToolBar(self.actions_bar)
        box = QWidget()
        row = QHBoxLayout(box)
        row.setContentsMargins(6, 0, 6, 0)
        row.addWidget(QLabel(QCoreApplication.translate("MainWindow", "Algorithm")))
        self.algorithm_combo = QComboBox()
        for name, strategy in STRATEGIES.items():
            self.algorithm_combo.addItem(i18n.strategy_title(strategy.title or name), name)
            self.algorithm_combo.setItemData(
                self.algorithm_combo.count() - 1,
                i18n.strategy_title(strategy.description),
                Qt.ItemDataRole.ToolTipRole,
            )
        self.algorithm_combo.setCurrentIndex(self.algorithm_combo.findData(c.algorithm))
        self.algorithm_combo.setToolTip(
            QCoreApplication.translate("MainWindow", "Solving algorithm (also in Solve > Algorithm)")
        )
        self.algorithm_combo.setAccessibleName(QCoreApplication.translate("MainWindow", "Algorithm"))
        self.algorithm_combo.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.algorithm_combo.currentIndexChanged.connect(
            lambda i: self._algorithm_picked(str(self.algorithm_combo.itemData(i)))
        )
        self.algorithm_combo.activated.connect(lambda _i: self.board.setFocus())
        row.addWidget(self.algorithm_combo)
        row.addSpacing(12)
        row.addWidget(QLabel(QCoreApplication.translate("MainWindow", "Speed")))
        self.speed_slider = QSlider(Qt.Orientation.Horizontal)
        self.speed_slider.setRange(0, SLIDER_MAX)
        self.speed_slider.setMinimumWidth(160)
        self.speed_slider.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Ctrl+= / Ctrl+- from the keyboard
        self.speed_slider.setToolTip(
            QCoreApplication.translate(
                "MainWindow", "Animation speed: 1 step per second up to max (Ctrl+= faster, Ctrl+- slower)"
            )
        )
        self.speed_slider.setAccessibleName(QCoreApplication.translate("MainWindow", "Speed"))
        self.speed_slider.valueChanged.connect(lambda pos: self.set_speed(speed_at(pos)))
        row.addWidget(self.speed_slider)
        self.speed_label = QLabel()
        self.speed_label.setMinimumWidth(90)
        row.addWidget(self.speed_label)
        row.addSpacing(12)
        row.addWidget(QLabel(QCoreApplication.translate("MainWindow", "Time limit")))
        self.time_limit = QDoubleSpinBox()
        self.time_limit.setRange(0, 3600)
        self.time_limit.setDecimals(1)
        self.time_limit.setSuffix(QCoreApplication.translate("MainWindow", " s"))
        self.time_limit.setSpecialValueText(QCoreApplication.translate("MainWindow", "none"))
        self.time_limit.setToolTip(
            QCoreApplication.translate(
                "MainWindow",
                "Stop a solve after this much solving time (the strategy's own time; pauses and animation do not count); 0 = none",
            )
        )
        self.time_limit.setAccessibleName(QCoreApplication.translate("MainWindow", "Time limit"))
        self.time_limit.setValue(read(self.settings, "timeLimit", 0.0, lambda v: 0 <= v <= 3600))
        self.time_limit.valueChanged.connect(self._time_limit_changed)
        self.time_limit.editingFinished.connect(self.board.setFocus)
        self._paste_through = _PasteThrough(self)
        self.time_limit.installEventFilter(self._paste_through)
        line_edit = self.time_limit.lineEdit()
        if line_edit is not None:
            line_edit.installEventFilter(self._paste_through)
        row.addWidget(self.time_limit)
        # The solver's settings get a toolbar of their own, so a narrow window can put it on a
        # second row instead of hiding the controls behind the overflow button.
        self.settings_bar = QToolBar(QCoreApplication.translate("MainWindow", "Solver settings"))
        self.settings_bar.setObjectName("settingsToolbar")
        self.settings_bar.setMovable(False)
        self.settings_bar.addWidget(box)
        self.addToolBar(self.settings_bar)

        # -- status bar -------------------------------------------------------------------------
        self.mode_label = QLabel(QCoreApplication.translate("MainWindow", "Editing"))
        self.mode_label.setToolTip(
            QCoreApplication.translate(
                "MainWindow",
                "Editing: arrows move the cursor, digits enter givens. Playing / Paused: Left/Right step, Home/End jump, Space plays or pauses, Esc stops.",
            )
        )
        self.message = QLabel()
        self.stats = QLabel()
        self.stats.setToolTip(
            QCoreApplication.translate(
                "MainWindow", "At the step shown: steps applied, guesses, backtracks, current search depth"
            )
        )
        self.times = QLabel()
        self.times.setToolTip(
            QCoreApplication.translate(
                "MainWindow",
                "Solving: time spent inside the strategy. On screen: time the run has been playing (pauses excluded).",
            )
        )
        self.rating_label = QLabel(QCoreApplication.translate("MainWindow", "Difficulty: -"))
        self.rating_label.setToolTip(
            QCoreApplication.translate(
                "MainWindow",
                "Hardest technique the puzzle needs, on the Sudoku Explainer scale (Easy, Medium, Hard, Expert, Extreme; Beyond: needs a guess with the implemented techniques)",
            )
        )
        self.statusBar().addWidget(self.mode_label)
        self.statusBar().addWidget(self.message, 1)
        self.statusBar().addPermanentWidget(self.rating_label)
        self.statusBar().addPermanentWidget(self.stats)
        self.statusBar().addPermanentWidget(self.times)

        # -- wiring -----------------------------------------------------------------------------
        self.board.digitEntered.connect(c.enter_digit)
        self.board.markToggled.connect(self._mark)
        self.board.cellClicked.connect(self._cell_clicked)
        self.board.selectionChanged.connect(self._selected)
        self.board.pencilToggled.connect(self.act_pencil.trigger)
        self.pad.digitPicked.connect(self._pad_picked)
        self.pad.pencilToggled.connect(self._pad_pencil)
        self.log.stepClicked.connect(self._go_to_step)
        self.scrub.sliderMoved.connect(self._scrubbed)
        self.scrub.actionTriggered.connect(lambda _a: self._scrubbed(self.scrub.sliderPosition()))
        c.boardChanged.connect(self._show_board)
        c.positionChanged.connect(self._show_position)
        c.modeChanged.connect(self._mode_changed)
        c.runReset.connect(self._run_reset)
        c.message.connect(self.say)
        c.documentChanged.connect(self._document_changed)
        # Bound methods, not lambdas: Qt drops these connections when the window goes.
        c.undo_stack.canUndoChanged.connect(self._undo_changed)
        c.undo_stack.canRedoChanged.connect(self._undo_changed)
        c.undo_stack.undoTextChanged.connect(self._undo_changed)
        c.undo_stack.redoTextChanged.connect(self._undo_changed)
        self.assistant.ratingChanged.connect(self._rating_changed)
        self.assistant.message.connect(self.say)
        self._text_clock = QElapsedTimer()
        self._log_clock = QElapsedTimer()
        self._clock = QTimer(self)  # refreshes the times while a run is live, even between steps
        self._clock.setInterval(200)
        self._clock.timeout.connect(self.refresh_status)

        # -- restore ----------------------------------------------------------------------------
        self.set_speed(read(self.settings, "speed", DEFAULT_SPEED, lambda v: v == MAX_SPEED or 1 <= v <= 1000))
        self._time_limit_changed(self.time_limit.value())
        geometry = self.settings.value("geometry")
        if isinstance(geometry, QByteArray):
            self.restoreGeometry(geometry)
        else:
            self._first_run_size()
        layout_state = self.settings.value("windowState")
        if isinstance(layout_state, QByteArray):
            self.restoreState(layout_state)  # where the step log and toolbar were left
        self.set_theme(read(self.settings, "theme", "system", lambda v: v in theme.THEMES))
        hints = QGuiApplication.styleHints()
        if hasattr(hints, "colorSchemeChanged"):  # Qt 6.5+: follow the desktop live
            hints.colorSchemeChanged.connect(self._scheme_changed)
        restored = autosave.load(self.settings)
        if restored is not None:
            c._set_document(restored)
        else:
            last = self.settings.value("puzzle", "")
            if isinstance(last, str) and last:
                with contextlib.suppress(PuzzleError):  # a damaged setting: start empty
                    c._set_document(type(c.document).of(parse_puzzle(last)))
        # Window geometry and layout are saved as they change (a killed process keeps them).
        self._layout_timer = QTimer(self)
        self._layout_timer.setSingleShot(True)
        self._layout_timer.setInterval(500)
        self._layout_timer.timeout.connect(self._save_layout)
        self.log.dockLocationChanged.connect(self._layout_timer.start)
        self.log.topLevelChanged.connect(self._layout_timer.start)
        self.log.visibilityChanged.connect(self._layout_timer.start)
        self._show_board(c.state)
        self._mode_changed(c.mode)
        if not any(c.puzzle):
            self.say(
                QCoreApplication.translate(
                    "MainWindow", "Type 1-9 in a cell, paste (Ctrl+V) or use the Puzzles menu; F5 solves."
                )
            )
        self.board.setFocus()

    def _action(
        self, text: str, shortcut: QKeySequence.StandardKey | str | None, slot: Callable[[], object], tip: str
    ) -> QAction:
        a = QAction(text, self)
        if shortcut is not None:
            a.setShortcut(QKeySequence(shortcut))
        a.setStatusTip(tip)
        key = a.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        a.setToolTip(QCoreApplication.translate("MainWindow", "{tip} ({key})").format(tip=tip, key=key) if key else tip)
        a.triggered.connect(lambda _=False: slot())
        self.addAction(a)  # shortcuts work even when the menu bar is hidden
        return a

    def _first_run_size(self) -> None:
        """Wide enough for the toolbar's controls and the step log beside a large board."""
        screen = QGuiApplication.primaryScreen()
        avail = screen.availableGeometry() if screen is not None else None
        width = min(FIRST_RUN_SIZE[0], int(avail.width() * 0.95)) if avail else FIRST_RUN_SIZE[0]
        height = min(FIRST_RUN_SIZE[1], int(avail.height() * 0.95)) if avail else FIRST_RUN_SIZE[1]
        self.resize(width, height)
        self.resizeDocks([self.log], [min(300, width // 4)], Qt.Orientation.Horizontal)
        if width < self.actions_bar.sizeHint().width() + self.settings_bar.sizeHint().width() + 16:
            self.insertToolBarBreak(self.settings_bar)  # a small screen: the settings get their own row

    # -- commands --------------------------------------------------------------------------------

    @property
    def puzzle(self) -> Values:
        """The givens as entered."""
        return self.controller.puzzle

    @property
    def state(self) -> BoardState:
        """The board as shown."""
        return self.controller.state

    def load_puzzle(self, values: Values, text: str = QCoreApplication.translate("MainWindow", "Load puzzle")) -> bool:
        return self.controller.load(tuple(values), text)

    def paste_puzzle(self) -> None:
        text = QGuiApplication.clipboard().text()
        if not text.strip():
            self.say(
                QCoreApplication.translate("MainWindow", "Nothing to paste: the clipboard holds no text."), error=True
            )
            return
        # The same reader as files and the command line; read no further than the first puzzle,
        # so a large paste (up to the reader's 1 MB cap) never stalls the window.
        try:
            items = iter_text_puzzles(text)
            first_bad = good = None
            for item in items:
                if item.values is not None:
                    good = item.values
                    break
                first_bad = first_bad or item
        except TextTooLarge as e:
            self.say(
                QCoreApplication.translate(
                    "MainWindow", "Not pasted, the board is unchanged: {e} (open a large file with File > Open)."
                ).format(e=e),
                error=True,
            )
            return
        if good is None:
            error = (
                i18n.speak(first_bad.error or "")
                if first_bad is not None
                else QCoreApplication.translate("MainWindow", "no puzzle found")
            )
            self.say(
                QCoreApplication.translate("MainWindow", "Not pasted, the board is unchanged: {error}.").format(
                    error=error
                ),
                error=True,
            )
            return
        if (
            self.controller.load(good, QCoreApplication.translate("MainWindow", "Paste puzzle"))
            and next(items, None) is not None
        ):
            self.say(QCoreApplication.translate("MainWindow", "Pasted the first puzzle of the text (it holds more)."))

    def copy_board(self) -> None:
        QGuiApplication.clipboard().setText(self.controller.copy_text())
        self.say(QCoreApplication.translate("MainWindow", "Board copied as 81 characters."))

    def set_theme(self, name: str) -> None:
        """Light, dark, or the desktop's scheme: the window and the board together (remembered)."""
        self.theme = name
        self.board.set_colors(theme.apply(name))
        for a in self.theme_actions.actions():
            a.setChecked(a.data() == name)
        self.settings.setValue("theme", name)

    def _scheme_changed(self, _scheme: object) -> None:
        if self.theme == "system":
            self.board.set_colors(theme.apply("system"))

    def menu_actions(self) -> list[QAction]:
        """Every action of the menu bar, submenus included, in menu order."""
        found: list[QAction] = []

        def walk(menu: QMenu) -> None:
            for a in menu.actions():
                sub = a.menu()
                if isinstance(sub, QMenu):
                    walk(sub)
                elif not a.isSeparator():
                    found.append(a)

        for top in self.menuBar().actions():
            sub = top.menu()
            if isinstance(sub, QMenu):
                walk(sub)
        return found

    def open_file(self) -> None:
        self.files.open_dialog()

    def open_path(self, path: str) -> bool:
        """Load a file's puzzle (a picker when it holds several); see ``FileActions.open_path``."""
        return self.files.open_path(path)

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if event.mimeData().hasUrls() and any(u.isLocalFile() for u in event.mimeData().urls()):
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        paths = [u.toLocalFile() for u in event.mimeData().urls() if u.isLocalFile()]
        if paths:
            event.acceptProposedAction()
            self.open_path(paths[0])

    def solve(self) -> None:
        self.controller.solve()

    def set_speed(self, speed: int) -> None:
        """Set the animation speed (steps per second, or MAX_SPEED) and remember it."""
        self.speed_label.setText(
            QCoreApplication.translate("MainWindow", "max")
            if speed == MAX_SPEED
            else QCoreApplication.translate("MainWindow", "{speed} steps/s").format(speed=speed)
            if speed != 1
            else QCoreApplication.translate("MainWindow", "1 step/s")
        )
        if self.speed_slider.value() != position_of(speed):
            self.speed_slider.blockSignals(True)
            self.speed_slider.setValue(position_of(speed))
            self.speed_slider.blockSignals(False)
        self.controller.set_speed(speed)
        self.settings.setValue("speed", speed)

    def speed(self) -> int:
        return self.controller.speed

    def _nudge_speed(self, delta: int) -> None:
        self.set_speed(faster(self.speed()) if delta > 0 else slower(self.speed()))

    def set_algorithm(self, name: str) -> None:
        self.controller.set_algorithm(name)
        self.settings.setValue("algorithm", name)
        for a in self.algorithm_actions.actions():
            a.setChecked(a.data() == name)
        if self.algorithm_combo.currentData() != name:
            self.algorithm_combo.setCurrentIndex(self.algorithm_combo.findData(name))
        strategy = STRATEGIES[name]
        self.say(
            QCoreApplication.translate("MainWindow", "Algorithm: {value} ({name}) - {description}").format(
                value=i18n.strategy_title(strategy.title or name),
                name=name,
                description=i18n.strategy_title(strategy.description),
            )
        )

    def _algorithm_picked(self, name: str) -> None:
        if name != self.controller.algorithm:
            self.set_algorithm(name)

    @property
    def algorithm(self) -> str:
        return self.controller.algorithm

    def _time_limit_changed(self, value: float) -> None:
        self.controller.time_limit = value or None
        self.settings.setValue("timeLimit", value)

    def _toggle_candidates(self) -> None:
        self.settings.setValue("showCandidates", self.act_candidates.isChecked())
        self._refresh_marks()

    def _refresh_marks(self) -> None:
        """What the board shows besides the values: pencil marks (written ones always; implied
        ones when Show Candidates is on, never on an empty board), conflicts and mistakes."""
        c = self.controller
        auto = self.act_candidates.isChecked()
        c.auto_marks = auto
        doc = c.document
        if c.timeline is None:
            written = doc.candidates is not None
            self.board.set_show_candidates(written or (auto and any(doc.values)))
        else:
            self.board.set_show_candidates(auto)
        self.board.set_conflicts(c.conflicts() if self.act_conflicts.isChecked() else frozenset())
        mistakes = c.mistakes() if self.act_mistakes.isChecked() and c.timeline is None else frozenset()
        self.board.set_view(mistakes=mistakes)
        self.act_play.setChecked(doc.playing)
        self.settings.setValue("showMistakes", self.act_mistakes.isChecked())
        self.settings.setValue("showConflicts", self.act_conflicts.isChecked())

    def _toggle_pencil(self) -> None:
        on = self.act_pencil.isChecked()
        self.board.set_view(pencil=on)
        if self.pad.pencil.isChecked() != on:
            self.pad.set_pencil(on)
        self.say(
            QCoreApplication.translate("MainWindow", "Pencil mode: digits toggle marks (Enter switches back).")
            if on
            else QCoreApplication.translate("MainWindow", "Pencil mode off.")
        )

    def _pad_pencil(self, on: bool) -> None:
        if self.act_pencil.isChecked() != on:
            self.act_pencil.setChecked(on)
            self._toggle_pencil()

    def _mark(self, cell: int, digit: int) -> None:
        self.controller.toggle_mark(cell, digit)

    def _selected(self, cell: int) -> None:
        value = self.controller.state.values[cell]
        if value and not self.pad.picked():
            self.board.set_view(digit=value)

    def _cell_clicked(self, cell: int) -> None:
        """With a digit picked on the pad, a click enters it (or toggles its mark in pencil mode)."""
        picked = self.pad.picked()
        if picked == ERASE:
            self.controller.enter_digit(cell, 0)
        elif picked:
            if self.act_pencil.isChecked():
                self.controller.toggle_mark(cell, picked)
            else:
                self.controller.enter_digit(cell, picked)

    def _pad_picked(self, digit: int) -> None:
        self.board.set_view(digit=digit if 1 <= digit <= 9 else 0)
        self.say(self.pad.picked_text())
        self.board.setFocus()

    def _go_to_step(self, position: int) -> None:
        self.controller.pause()
        self.controller.seek(position)

    def _scrubbed(self, position: int) -> None:
        self.controller.pause()
        self.controller.seek(position)

    def export_path(self) -> None:
        """File > Export Solution Path: the current algorithm's steps on the puzzle, as JSON Lines."""
        start = str(self.settings.value("lastDir", ""))
        path, _ = QFileDialog.getSaveFileName(
            self,
            QCoreApplication.translate("MainWindow", "Export Solution Path"),
            start,
            QCoreApplication.translate("MainWindow", "JSON Lines (*.jsonl);;All files (*)"),
        )
        if path:
            self.assistant.export(path, self.controller.algorithm, self.controller.time_limit)

    def compare(self) -> None:
        """Solve > Compare Algorithms: every strategy on the board as edited, in the background."""
        from ..core.grid import find_conflicts

        values = self.controller.document.values
        conflicts = find_conflicts(values)
        if conflicts:
            self.say(
                QCoreApplication.translate("MainWindow", "Cannot compare: {value}.").format(
                    value=i18n.speak(conflicts[0].message())
                ),
                error=True,
            )
            return
        from .compare_dialog import CompareDialog  # loads the plotting library only when asked

        if self.compare_dialog is not None:
            self.compare_dialog.close()
        dialog = CompareDialog(values, self.controller.time_limit, self)
        dialog.destroyed.connect(lambda _=None, d=dialog: self._compare_closed(d))  # it deletes itself on close
        self.compare_dialog = dialog
        dialog.show()

    def _compare_closed(self, dialog: QWidget) -> None:
        if self.compare_dialog is dialog:
            self.compare_dialog = None

    # -- observing the controller ----------------------------------------------------------------

    def say(self, text: str, error: bool = False) -> None:
        """Show a message in the status bar (red for errors) until the next one."""
        self.message.setStyleSheet("color: #c81e1e;" if error else "")
        self.message.setText(text)
        self.message.setToolTip(text)  # the whole message, when the status bar cuts it short

    def _show_board(self, state: BoardState) -> None:
        c = self.controller
        self.board.set_state(state, c.reveal_ms(state))
        if c.playing and c.speed == MAX_SPEED:
            # Text nobody can read at this pace is refreshed ten times a second (the clock does).
            if self._text_clock.isValid() and self._text_clock.elapsed() < 100:
                return
            self._text_clock.start()
        if c.timeline is not None and c.position > c.timeline.first_position:
            self.step_label.setText(
                QCoreApplication.translate("MainWindow", "Step {position:,}: {last_text}").format(
                    position=c.position, last_text=i18n.speak(state.last_text)
                )
            )
        else:
            self.step_label.setText(i18n.speak(state.last_text) or " ")
        self.refresh_status()

    def _show_position(self, position: int, total: int, first: int) -> None:
        c = self.controller
        if c.playing and c.speed == MAX_SPEED:  # the log and the slider follow ten times a second
            if self._log_clock.isValid() and self._log_clock.elapsed() < 100:
                return
            self._log_clock.start()
        self.scrub.blockSignals(True)
        self.scrub.setRange(first, total)
        self.scrub.setValue(position)
        self.scrub.blockSignals(False)
        self.position_label.setText(
            QCoreApplication.translate("MainWindow", "step {position:,} of {total:,}").format(
                position=position, total=total
            )
        )
        self.log.show_position(position, self.controller.revealed, first)

    def _run_reset(self) -> None:
        c = self.controller
        self.log.set_timeline(c.timeline)
        self.scrub.setEnabled(c.timeline is not None)
        if c.timeline is None:
            self.scrub.setRange(0, 0)
            self.position_label.setText("")
        else:
            self._show_position(c.position, len(c.timeline), c.timeline.first_position)

    def _mode_changed(self, mode: str) -> None:
        c = self.controller
        self.board.set_editing(mode == "edit")
        self._refresh_marks()
        if c.live():
            self._clock.start()
        else:
            self._clock.stop()
        self.update_actions()
        self.refresh_status()

    def _document_changed(self) -> None:
        self.settings.setValue("puzzle", format_grid(self.controller.puzzle))
        autosave.save(self.settings, self.controller.document)
        self._refresh_marks()

    def _rating_changed(self, short: str, detail: str) -> None:
        self.rating_label.setText(short)
        self.rating_label.setToolTip(detail or short)

    def refresh_status(self) -> None:
        c = self.controller
        k = c.state.counters
        self.stats.setText(
            QCoreApplication.translate(
                "MainWindow", "Steps {steps:,}  ·  Guesses {guesses:,}  ·  Backtracks {backtracks:,}  ·  Depth {depth}"
            ).format(steps=k.steps, guesses=k.guesses, backtracks=k.backtracks, depth=k.depth)
        )
        if c.timeline is None:
            self.times.setText("")
            self.mode_label.setText(
                QCoreApplication.translate("MainWindow", "Game: givens locked")
                if c.document.playing
                else QCoreApplication.translate("MainWindow", "Editing")
            )
            return
        self.times.setText(
            QCoreApplication.translate("MainWindow", "solving {solving:.2f} s  ·  on screen {screen:.1f} s").format(
                solving=c.solving_seconds(), screen=c.screen_seconds()
            )
        )
        if c.playing:
            self.mode_label.setText(QCoreApplication.translate("MainWindow", "Playing"))
        elif c.live():
            self.mode_label.setText(QCoreApplication.translate("MainWindow", "Paused"))
        else:
            self.mode_label.setText(
                QCoreApplication.translate("MainWindow", "Review ({outcome})").format(outcome=outcome_text(c.outcome))
                if c.outcome
                else QCoreApplication.translate("MainWindow", "Review")
            )

    def _undo_changed(self, _value: object = None) -> None:
        stack = self.controller.undo_stack
        self.act_undo.setText(
            QCoreApplication.translate("MainWindow", "&Undo {value}").format(value=stack.undoText()).strip()
        )
        self.act_redo.setText(
            QCoreApplication.translate("MainWindow", "&Redo {value}").format(value=stack.redoText()).strip()
        )
        self.update_actions()

    def update_actions(self) -> None:
        c = self.controller
        mode = c.mode
        for a in (
            self.act_back,
            self.act_forward,
            self.act_prev_search,
            self.act_next_search,
            self.act_home,
            self.act_end,
        ):
            a.setEnabled(mode != "edit")  # in edit mode the arrows move the cursor
        self.act_undo.setEnabled(mode == "edit" and c.undo_stack.canUndo())
        self.act_redo.setEnabled(mode == "edit" and c.undo_stack.canRedo())
        for a in (self.act_paste, self.act_clear, self.act_open, self.act_apply):
            a.setEnabled(mode != "play")
        self.act_solve.setEnabled(not (c.live() and c.playing))
        self.act_pause.setText(
            QCoreApplication.translate("MainWindow", "&Pause")
            if c.playing
            else QCoreApplication.translate("MainWindow", "&Play")
        )

    # -- lifetime ----------------------------------------------------------------------------------

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if hasattr(self, "_layout_timer"):
            self._layout_timer.start()

    def moveEvent(self, event: QMoveEvent) -> None:
        super().moveEvent(event)
        if hasattr(self, "_layout_timer"):
            self._layout_timer.start()

    def _save_layout(self) -> None:
        self.settings.setValue("geometry", self.saveGeometry())
        self.settings.setValue("windowState", self.saveState())
        self.settings.sync()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.controller.shutdown()  # stop and join the solver threads before the window goes
        if self.compare_dialog is not None:
            self.compare_dialog.close()
        self.assistant.shutdown()
        self.tools.shutdown()
        self.settings.setValue("geometry", self.saveGeometry())
        self.settings.setValue("windowState", self.saveState())
        self.settings.sync()
        super().closeEvent(event)
