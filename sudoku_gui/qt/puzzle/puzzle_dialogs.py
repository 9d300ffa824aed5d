"""The window's dialogs about the puzzle as a whole: Export Solution Path, Compare Algorithms and
Analyse Puzzle (each opened from the actions table; at most one Compare and one Analyse open)."""

from __future__ import annotations

import os
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, QPoint, QRect, QSettings
from PySide6.QtWidgets import QFileDialog, QWidget

from ...core.grid import find_conflicts
from .. import i18n
from ..board.painter import BoardColors
from ..controller import Controller
from ..export.export_dialog import save_folder
from .player_help import Assistant


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
        """File > Export Solution Path: the current algorithm's steps on the puzzle, as JSON Lines
        (the dialog opens in the folder of the last path export)."""
        path, _ = QFileDialog.getSaveFileName(
            self.window,
            QCoreApplication.translate("MainWindow", "Export Solution Path"),
            os.path.join(save_folder(self.settings, "pathExportDir"), "solution.jsonl"),
            QCoreApplication.translate("MainWindow", "JSON Lines (*.jsonl);;All files (*)"),
        )
        if path:
            self.settings.setValue("pathExportDir", os.path.dirname(os.path.abspath(path)))
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
        from ..compare.compare_dialog import CompareDialog  # loads the plotting library only when asked

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
        dialog.markCells.connect(lambda cells, d=dialog: self._uncover_board(d) if cells else None)
        dialog.destroyed.connect(lambda _=None, d=dialog: self._closed(d))
        self.analyse_dialog = dialog
        dialog.show()

    def _uncover_board(self, dialog: QWidget) -> None:
        """Move ``dialog`` beside the main board when it covers it and the screen has room (the
        marked cells are then seen on both boards)."""
        board = getattr(self.window, "board", None)
        screen = dialog.screen()
        if not isinstance(board, QWidget) or screen is None:
            return
        area = QRect(board.mapToGlobal(QPoint(0, 0)), board.size())
        frame = dialog.frameGeometry()
        if not frame.intersects(area):
            return
        room = screen.availableGeometry()
        for x in (area.right() + 1, area.left() - frame.width()):
            if room.left() <= x and x + frame.width() <= room.right() + 1:
                y = min(max(frame.top(), room.top()), room.bottom() + 1 - frame.height())
                dialog.move(x, y)
                return

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
