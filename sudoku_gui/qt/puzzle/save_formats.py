"""What Save and Save As ask before a format drops part of the board, and the window's title
with the file the board came from (``name[*] — Sudoku Visualizer``; ``*`` once it changed).

Which format drops what is ``core.puzzles.formats.losses``; this module only asks and titles.
"""

from __future__ import annotations

from enum import Enum

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from ...core.puzzles.formats import FORMAT_NAMES, LOSSES, Board, losses


class Choice(Enum):
    """The answer to ``ask_before_losing``."""

    SAVE = "save"
    OTHER = "other"
    CANCEL = "cancel"


def app_title() -> str:
    return QCoreApplication.translate("App", "Sudoku Visualizer")


def window_title(name: str | None) -> str:
    """The main window's title: the app's name, after the file's ``name`` when there is one
    (``[*]`` is where Qt puts the ``*`` of unsaved changes)."""
    if not name:
        return app_title()
    #: The window title: a file's name, [*] (where a * shows unsaved changes), the app's name.
    return QCoreApplication.translate("FileActions", "{name}[*] — {app}").format(name=name, app=app_title())


def loss_lines(board: Board, fmt: str) -> list[str]:
    """What ``fmt`` would drop of ``board``, one translated line each (none: it keeps everything)."""
    return [
        QCoreApplication.translate("formats", LOSSES[key]).format(n=f"{n:,}") for key, n in losses(board, fmt).items()
    ]


def ask_before_losing(parent: QWidget, board: Board, fmt: str) -> Choice:
    """``Choice.SAVE`` at once when ``fmt`` keeps everything ``board`` holds; else a question that
    says exactly what would be lost: save anyway, choose another format, or cancel."""
    lines = loss_lines(board, fmt)
    if not lines:
        return Choice.SAVE
    name = QCoreApplication.translate("formats", FORMAT_NAMES[fmt])
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(app_title())
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setText(
        QCoreApplication.translate("FileActions", "Save as {format}? It cannot keep all of this board.").format(
            format=name
        )
    )
    box.setInformativeText(
        QCoreApplication.translate("FileActions", "Read back, the file would lose:")
        + "\n"
        + "\n".join(f"• {line}" for line in lines)
        + "\n\n"
        + QCoreApplication.translate("FileActions", "The pencil-mark grid and the HoDoKu library line keep everything.")
    )
    save = box.addButton(QCoreApplication.translate("FileActions", "&Save Anyway"), QMessageBox.ButtonRole.AcceptRole)
    other = box.addButton(
        QCoreApplication.translate("FileActions", "&Choose Another Format…"), QMessageBox.ButtonRole.ActionRole
    )
    box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(other)
    box.setEscapeButton(QMessageBox.StandardButton.Cancel)
    box.exec()
    clicked = box.clickedButton()
    return Choice.SAVE if clicked is save else Choice.OTHER if clicked is other else Choice.CANCEL
