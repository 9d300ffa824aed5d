"""The window's dialogs about the puzzle as a whole: Export Solution Path, Compare Algorithms and
Analyse Puzzle (each opened from the actions table; at most one Compare and one Analyse open)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, QSettings
from PySide6.QtWidgets import QFileDialog, QWidget

from ..core.grid import find_conflicts
from . import i18n
from .assistant import Assistant
from .board_painter import BoardColors
from .controller import Controller


class PuzzleDialogs(QObject):
    """Opens the dialogs for ``window``; ``say(text, error)`` shows a message in its status bar
    and ``colors()`` gives the board's colours (for the Analyse dialog's small board)."""

    def __init__(
        self,
        controller: Controller,
        assistant: Assistant,
        window: QWidget,
        settings: QSettings,
        say: Callable[[str, bool], None],
        colors: Callable[[], BoardColors],
    ) -> None:
        super().__init__(window)
        self.c, self.assistant, self.window, self.settings = controller, assistant, window, settings
        self._say, self._colors = say, colors
        self.compare_dialog: QWidget | None = None
        self.analyse_dialog: QWidget | None = None

    def export_path(self) -> None:
        """File > Export Solution Path: the current algorithm's steps on the puzzle, as JSON Lines."""
        start = str(self.settings.value("lastDir", ""))
        path, _ = QFileDialog.getSaveFileName(
            self.window,
            QCoreApplication.translate("MainWindow", "Export Solution Path"),
            start,
            QCoreApplication.translate("MainWindow", "JSON Lines (*.jsonl);;All files (*)"),
        )
        if path:
            self.assistant.export(path, self.c.algorithm, self.c.time_limit)

    def compare(self) -> None:
        """Solve > Compare Algorithms: every strategy on the board as edited, in the background."""
        conflicts = find_conflicts(self.c.document.values)
        if conflicts:
            self._say(
                QCoreApplication.translate("MainWindow", "Cannot compare: {value}.").format(
                    value=i18n.speak(conflicts[0].message())
                ),
                True,
            )
            return
        from .compare_dialog import CompareDialog  # loads the plotting library only when asked

        if self.compare_dialog is not None:
            self.compare_dialog.close()
        board = self.c.document.board(for_solving=True)  # as shown: the player's marks too
        dialog = CompareDialog(board, self.c.time_limit, self.window)
        dialog.destroyed.connect(lambda _=None, d=dialog: self._closed(d))  # it deletes itself on close
        self.compare_dialog = dialog
        dialog.show()

    def analyse(self) -> None:
        """Puzzles > Analyse Puzzle: the rating, bottleneck, backdoors and T&E depth of the givens."""
        from .analyse_dialog import AnalyseDialog, can_analyse

        values = self.c.puzzle
        problem = can_analyse(values)
        if problem is not None:
            self._say(problem, True)
            return
        if self.analyse_dialog is not None:
            self.analyse_dialog.close()
        dialog = AnalyseDialog(values, self._colors(), self.window, self.assistant.rules)
        dialog.markCells.connect(self.c.show_cells)
        dialog.destroyed.connect(lambda _=None, d=dialog: self._closed(d))
        self.analyse_dialog = dialog
        dialog.show()

    def _closed(self, dialog: QWidget) -> None:
        if self.compare_dialog is dialog:
            self.compare_dialog = None
        if self.analyse_dialog is dialog:
            self.analyse_dialog = None

    def close_all(self) -> None:
        """Close (cancel and join) every open dialog: the window is closing."""
        for dialog in (self.compare_dialog, self.analyse_dialog):
            if dialog is not None:
                dialog.close()
