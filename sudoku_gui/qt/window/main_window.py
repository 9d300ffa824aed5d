"""The main window: the board in the middle, dock panes around it, menus, toolbars, status bar.

It builds its commands from the table in ``commands/`` (each QAction is ``act[name]``), its
panes from ``panes.PANES``, and observes the controller; the puzzle, the undo stack and the run
shown live in the controller.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QSettings, Qt, QTimer
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QCloseEvent,
    QDragEnterEvent,
    QDropEvent,
    QGuiApplication,
    QMoveEvent,
    QResizeEvent,
)
from PySide6.QtWidgets import QMainWindow, QMenu, QStackedWidget, QToolBar

from ...core.algorithms import registry
from ...core.board_state import BoardState
from ...core.grid import Values, format_grid
from ...speeds import MAX_SPEED, faster, slower
from .. import i18n
from ..board.board_panel import BoardPanel
from ..command_types import enabled
from ..commands import COMMANDS, TOOLBAR
from ..compare.tree_compare import TreeCompare
from ..controller import Controller
from ..export.export_dialog import AnimationExport
from ..jobs import close_jobs
from ..mode import Mode
from ..own_solver.check_steps import StepCheck
from ..own_solver.open_run import OpenRun
from ..own_solver.solver_failure import SolverFailure
from ..own_solver.solver_loader import SolverLoader
from ..panes import PANES
from ..panes.base import Pane
from ..panes.step_log import StepLogPane
from ..panes.tree_pane import SearchTreePane
from ..puzzle import autosave
from ..puzzle.files import FileActions
from ..puzzle.paste import paste_text
from ..puzzle.player_help import Assistant
from ..puzzle.puzzle_dialogs import PuzzleDialogs
from ..puzzle.puzzle_tools import PuzzleTools
from ..puzzle.se_rules_menu import SeRulesMenu
from ..puzzle.se_rules_menu import chosen as se_rules
from ..race.lockstep import Race
from ..race.race_board import RacePanel
from ..race.tools import RaceTools
from ..repeats.repeats_tool import RepeatedFailures
from . import help_menu, menus, theme
from .keys_dialog import KeysDialog
from .keys_page import command_rows
from .language_menu import LanguageMenu
from .layouts import Layouts
from .menus import build_actions, build_menus, menu_actions
from .pane_menu import PaneKeys
from .settings import open_settings, read, read_bytes, unread_text
from .solver_bar import SolverBar
from .status import StatusBar
from .window_helpers import fill_puzzles_menu, plain_name, show_about

DEFAULT_SPEED = 20


class MainWindow(QMainWindow):
    """The app's window. ``settings`` defaults to the user's QSettings."""

    def __init__(self, settings: QSettings | None = None) -> None:
        super().__init__()
        self.setWindowTitle(QCoreApplication.translate("App", "Sudoku Visualizer"))
        self.setAcceptDrops(True)  # drop a puzzle file on the window to open it
        self.settings = settings if settings is not None else open_settings()
        self.controller = c = Controller(self)
        self.assistant = Assistant(c, self)
        self.files = FileActions(c, self, self.settings)
        self.tools = PuzzleTools(c, self, self.settings)
        self._autosave_said = False
        c.set_algorithm(read(self.settings, "algorithm", c.algorithm, lambda name: registry.find(name) is not None))

        self.view = BoardPanel(c, self)
        self.board, self.pad = self.view.board, self.view.pad
        self.scrub, self.step_label = self.view.scrub, self.view.step_label
        self.middle = QStackedWidget()  # the board, or a race's boards
        self.middle.addWidget(self.view)
        self.race_panel: RacePanel | None = None
        self.race_tools = RaceTools(c, self, self.settings)
        self.animation = AnimationExport(c, self, self.settings, self.board.colors)
        self.dialogs = PuzzleDialogs(c, self.assistant, self, self.settings, self.say, self.board.colors)
        self.setCentralWidget(self.middle)
        self.panes: list[Pane] = []
        for pane_type in PANES:
            pane = pane_type(self)
            self.addDockWidget(pane.area, pane)
            self.panes.append(pane)
        self.log = next(p for p in self.panes if isinstance(p, StepLogPane))

        self.settings_bar = SolverBar(self)  # before the menus: a loaded solver joins its box
        box = self.settings_bar.algorithm  # solvers of one's own: loaded, opened, compared, failed
        self.solver_loader = SolverLoader(self, self.settings, box, self.set_algorithm, self.say, c)
        self.settings_bar.show_algorithms(self.solver_loader.offered())  # the remembered ones too
        self.open_run = OpenRun(self, c, self.say, self.settings)
        self.tree_compare = TreeCompare(self, c, self.solver_loader.offered, self.board.colors, self.say)
        tree_pane = next(p for p in self.panes if isinstance(p, SearchTreePane))
        self.repeated_failures = RepeatedFailures(self, c, lambda: tree_pane, self.say)
        self.solver_failure = SolverFailure(c)
        self.act = build_actions(self, self)
        self.step_check = StepCheck(c, self.settings, self.act["check_steps"], self.act["check_builtins"])
        self.pane_keys = PaneKeys(self, self.panes)
        self.layouts = Layouts(self, self.panes, self.settings)
        self.algorithm_actions = QActionGroup(self)
        self.theme_actions = QActionGroup(self)
        build_menus(self.menuBar(), self.act, self._fillers())
        self.actions_bar = QToolBar(QCoreApplication.translate("MainWindow", "Solver"))
        self.actions_bar.setObjectName("solverToolbar")
        self.actions_bar.setMovable(False)
        self.actions_bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.actions_bar.addActions([self.act[n] for n in TOOLBAR])
        self.addToolBar(self.actions_bar)
        self.addToolBar(self.settings_bar)
        self.algorithm_combo, self.speed_slider = self.settings_bar.algorithm, self.settings_bar.speed
        self.speed_label, self.time_limit = self.settings_bar.speed_label, self.settings_bar.time_limit
        self.status = StatusBar(c, self)
        self.setStatusBar(self.status)
        self.message, self.rating_label = self.status.message, self.status.rating_label
        self.times, self.mode_label = self.status.times, self.status.mode_label
        self._wire()
        self._restore()

    # -- building --------------------------------------------------------------------------------

    def _fillers(self) -> dict[str, Callable[[QMenu], object]]:
        """What fills each ``Entries`` row of the command table (a QObject made is kept by its parent)."""
        return {
            "recent": lambda m: menus.recent(m, self.files),
            "copy_as": lambda m: menus.copy_as(m, self.files),
            "layouts": self.layouts.fill_menu,
            "panes": self.pane_keys.fill_menu,
            "themes": lambda m: menus.themes(m, self.theme_actions, self.set_theme),
            "language": lambda m: LanguageMenu(m, self, self.settings),
            "se_rules": lambda m: SeRulesMenu(m, self.settings, self.assistant),
            "puzzles": lambda m: fill_puzzles_menu(m, self._load_named, lambda: se_rules(self.settings)),
            "algorithms": lambda m: menus.algorithms(m, self.algorithm_actions, self.algorithm, self.set_algorithm),
            "loaded": self.solver_loader.fill_menu,
            "help": lambda m: help_menu.fill(m, self.say),
        }

    def _wire(self) -> None:
        c = self.controller
        self.view.pencilToggled.connect(self.act["pencil"].trigger)
        self.view.say.connect(self.say)
        self.settings_bar.algorithmPicked.connect(self._algorithm_picked)
        self.settings_bar.speedPicked.connect(self.set_speed)
        self.settings_bar.timeLimitPicked.connect(self._time_limit_changed)
        self.settings_bar.done.connect(self.board.setFocus)
        c.modeChanged.connect(self._mode_changed)
        c.runChanged.connect(self._run_changed)
        c.raceChanged.connect(self._race_changed)
        c.documentChanged.connect(self._document_changed)
        # Bound methods, not lambdas: Qt drops these connections when the window goes.
        stack = c.undo_stack
        for changed in (stack.canUndoChanged, stack.canRedoChanged, stack.undoTextChanged, stack.redoTextChanged):
            changed.connect(self._undo_changed)
        self.assistant.ratingChanged.connect(self.status.show_rating)
        self.assistant.message.connect(self.say)

    def _restore(self) -> None:
        c = self.controller
        self.act["candidates"].setChecked(read(self.settings, "showCandidates", True))
        self.act["mistakes"].setChecked(read(self.settings, "showMistakes", False))
        self.act["conflicts"].setChecked(read(self.settings, "showConflicts", True))
        self.act["arrows"].setChecked(read(self.settings, "showArrows", True))
        self.set_speed(read(self.settings, "speed", DEFAULT_SPEED, lambda v: v == MAX_SPEED or 1 <= v <= 1000))
        self.time_limit.setValue(read(self.settings, "timeLimit", 0.0, lambda v: 0 <= v <= 3600))
        self._time_limit_changed(self.time_limit.value())
        self.settings_bar.show_algorithm(c.algorithm)
        geometry = read_bytes(self.settings, "geometry")
        if geometry is not None:
            self.restoreGeometry(geometry)
        else:
            self.layouts.first_start()
        layout_state = read_bytes(self.settings, "windowState")
        if layout_state is not None:
            self.restoreState(layout_state)  # where the panes and toolbars were left
        self.set_theme(read(self.settings, "theme", "system", lambda v: v in theme.THEMES))
        hints = QGuiApplication.styleHints()
        if hasattr(hints, "colorSchemeChanged"):  # Qt 6.5+: follow the desktop live
            hints.colorSchemeChanged.connect(self._scheme_changed)
        restored, damaged = autosave.restore(self.settings)
        if restored is not None:
            c.editor.set_document(restored)
        notes = (unread_text(self.settings, damaged), self.solver_loader.dropped_note())
        unread = " ".join(note for note in notes if note)
        if unread:  # once, after the start's own messages
            QTimer.singleShot(0, self, lambda: self.say(unread, True))
        # Window geometry and layout are saved as they change (a killed process keeps them).
        self._layout_timer = QTimer(self)
        self._layout_timer.setSingleShot(True)
        self._layout_timer.setInterval(500)
        self._layout_timer.timeout.connect(self._save_layout)
        for pane in self.panes:
            pane.dockLocationChanged.connect(self._layout_timer.start)
            pane.topLevelChanged.connect(self._layout_timer.start)
            pane.visibilityChanged.connect(self._layout_timer.start)
        self.view.show_state(c.state)
        self._mode_changed(c.mode)
        if not any(c.puzzle):
            self.say(
                QCoreApplication.translate(
                    "MainWindow", "Type 1-9 in a cell, paste (Ctrl+V) or use the Puzzles menu; F5 solves."
                )
            )
        self.board.setFocus()

    # -- commands --------------------------------------------------------------------------------

    @property
    def puzzle(self) -> Values:
        """The givens as entered."""
        return self.controller.puzzle

    @property
    def state(self) -> BoardState:
        """The board as shown."""
        return self.controller.state

    @property
    def algorithm(self) -> str:
        return self.controller.algorithm

    def speed(self) -> int:
        return self.controller.speed

    def load_puzzle(self, values: Values, text: str = "") -> bool:
        return self.controller.editor.load(
            tuple(values), text or QCoreApplication.translate("MainWindow", "Load puzzle")
        )

    def _load_named(self, values: Values, name: str) -> object:
        return self.controller.editor.load(
            values, QCoreApplication.translate("MainWindow", "Load {name}").format(name=name)
        )

    def solve(self) -> None:
        self.controller.solve()

    def paste_puzzle(self) -> None:
        text, error = paste_text(self.controller, QGuiApplication.clipboard().text())
        if text:
            self.say(text, error)

    def copy_board(self) -> None:
        QGuiApplication.clipboard().setText(self.controller.copy_text())
        self.say(QCoreApplication.translate("MainWindow", "Board copied as 81 characters."))

    def show_keys(self) -> None:
        """Help > Keys: the board's keys, every menu action's keys and the commands without one."""
        KeysDialog(command_rows(self.menu_actions()), self).exec()

    def show_about(self) -> None:
        show_about(self, help_menu.version())

    def set_theme(self, name: str) -> None:
        """Light, dark, or the desktop's scheme: the window, the board and the panes (remembered)."""
        self.theme = name
        self.board.set_colors(theme.apply(name))
        if self.race_panel is not None:
            self.race_panel.set_colors(self.board.colors())
        for a in self.theme_actions.actions():
            a.setChecked(a.data() == name)
        self.settings.setValue("theme", name)

    def _scheme_changed(self, _scheme: object) -> None:
        if self.theme == "system":
            self.board.set_colors(theme.apply("system"))

    def menu_actions(self) -> list[QAction]:
        """Every action of the menu bar, submenus included, in menu order."""
        return menu_actions(self.menuBar())

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

    def set_speed(self, speed: int) -> None:
        """Set the animation speed (steps per second, or MAX_SPEED) and remember it."""
        self.settings_bar.show_speed(speed)
        self.controller.set_speed(speed)
        self.settings.setValue("speed", speed)

    def faster(self) -> None:
        self.set_speed(faster(self.speed()))

    def slower(self) -> None:
        self.set_speed(slower(self.speed()))

    def set_algorithm(self, name: str) -> None:
        self.controller.set_algorithm(name)
        self.settings.setValue("algorithm", name)
        for a in self.algorithm_actions.actions():
            a.setChecked(a.data() == name)
        self.settings_bar.show_algorithm(name)
        strategy = registry.algorithm(name)
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

    def _time_limit_changed(self, value: float) -> None:
        self.controller.time_limit = value or None
        self.settings.setValue("timeLimit", value)

    def refresh_marks(self) -> None:
        """What the board shows besides the values: pencil marks (written ones always; implied
        ones when Show Candidates is on, never on an empty board), conflicts and mistakes."""
        c = self.controller
        auto = self.act["candidates"].isChecked()
        c.editor.auto_marks = auto
        doc = c.document
        if c.mode is Mode.EDIT:
            self.board.set_show_candidates(doc.candidates is not None or (auto and any(doc.values)))
        else:
            self.board.set_show_candidates(auto)
        on = self.act["conflicts"].isChecked()
        self.board.set_conflicts(c.editor.conflicts() if on else frozenset(), clashes=on)
        show_mistakes = self.act["mistakes"].isChecked() and c.mode is Mode.EDIT
        self.board.set_view(mistakes=c.editor.mistakes() if show_mistakes else frozenset())
        self.board.set_view(arrows=self.act["arrows"].isChecked())
        self.act["play"].setChecked(doc.playing)
        self.settings.setValue("showCandidates", auto)
        self.settings.setValue("showMistakes", self.act["mistakes"].isChecked())
        self.settings.setValue("showConflicts", self.act["conflicts"].isChecked())
        self.settings.setValue("showArrows", self.act["arrows"].isChecked())

    # -- observing the controller ----------------------------------------------------------------

    def say(self, text: str, error: bool = False) -> None:
        """Show a message in the status bar (red for errors) until the next one."""
        self.status.say(text, error)

    def _run_changed(self, run: object) -> None:
        for pane in self.panes:
            pane.attach(self.controller.shown)

    def _race_changed(self, race: Race | None) -> None:
        for pane in self.panes:
            pane.attach_race(race)
        if self.race_panel is not None:
            self.middle.removeWidget(self.race_panel)
            self.race_panel.deleteLater()
            self.race_panel = None
        if race is not None:
            self.race_panel = RacePanel(race, self.board.colors(), self)
            self.middle.addWidget(self.race_panel)
            self.middle.setCurrentWidget(self.race_panel)
            # The recording's dialog had the keyboard: without a window manager to hand it
            # back, Ctrl+Q, Space and Esc would reach nothing.
            self.activateWindow()
            self.race_panel.setFocus()
        else:
            self.middle.setCurrentWidget(self.view)
            self.board.setFocus()
        self.update_actions()

    def _mode_changed(self, mode: Mode) -> None:
        self.board.set_editing(mode is Mode.EDIT)
        self.refresh_marks()
        self.update_actions()

    def _document_changed(self) -> None:
        self.settings.setValue("puzzle", format_grid(self.controller.puzzle))
        if autosave.save(self.settings, self.controller.document):
            self._autosave_said = False
        elif not self._autosave_said:  # once, not at every keystroke; again after it worked
            self._autosave_said = True
            QTimer.singleShot(0, self._say_autosave_failed)  # after the edit's own message
        self.refresh_marks()

    def _say_autosave_failed(self) -> None:
        self.say(
            QCoreApplication.translate(
                "MainWindow",
                "The board could not be saved for the next start (disk full or not writable): "
                "save it with File > Save As to keep it.",
            ),
            error=True,
        )

    def _undo_changed(self, _value: object = None) -> None:
        stack = self.controller.undo_stack
        self.act["undo"].setText(
            QCoreApplication.translate("MainWindow", "&Undo {value}").format(value=stack.undoText()).strip()
        )
        self.act["redo"].setText(
            QCoreApplication.translate("MainWindow", "&Redo {value}").format(value=stack.redoText()).strip()
        )
        self.update_actions()

    def update_actions(self) -> None:
        """Enable each command where the table says (its mode column and condition)."""
        c = self.controller
        mode = c.mode
        for cmd in COMMANDS:
            self.act[cmd.name].setEnabled(enabled(self, cmd, mode))
        self.act["pause"].setText(
            QCoreApplication.translate("MainWindow", "&Pause")
            if c.playing
            else QCoreApplication.translate("MainWindow", "&Play")
        )
        for name in TOOLBAR:  # a button's text without the menu's mnemonic (Chinese "播放(P)")
            action = self.act[name]
            action.setIconText(plain_name(action.text()))

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
        self.layouts.save()
        self.settings.sync()

    def closeEvent(self, event: QCloseEvent) -> None:
        close_jobs(self)  # from here on no job starts, and every running one is cancelled and joined
        self.controller.shutdown()  # stop and join the solver threads before the window goes
        self.dialogs.close_all()
        self.assistant.shutdown()
        self.tools.shutdown()
        self.race_tools.shutdown()
        self.animation.shutdown()
        self._save_layout()
        super().closeEvent(event)
