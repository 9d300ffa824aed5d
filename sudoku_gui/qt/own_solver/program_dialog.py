"""Solve > Load Your Own Algorithm > Program…: the command line of a solver program.

The command is checked when OK is pressed; a problem (an empty command, a program not found)
is said under the line, which keeps what was typed, and the dialog stays open to fix it. The
documentation's own spelling (docs/own-solver.md), ``exec:COMMAND``, is taken as well as the bare command.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QLineEdit, QVBoxLayout, QWidget

from ...core.algorithms.kinds import EXEC
from ..window.theme import error_red

WIDTH = 640
"""The dialog's width (px): a command line with a path fits."""


def bare_command(text: str) -> str:
    """``text`` as typed, without spaces around it nor an ``exec:`` prefix."""
    text = text.strip()
    return text[len(EXEC) :].strip() if text.startswith(EXEC) else text


class ProgramDialog(QDialog):
    """Asks for a command line; ``check(command)`` says why it cannot be loaded, or None. Accepted
    only once the check passes; ``command()`` is then the command, without ``exec:``."""

    def __init__(self, parent: QWidget | None, check: Callable[[str], str | None]) -> None:
        super().__init__(parent)
        self._check = check
        self.setWindowTitle(QCoreApplication.translate("Loader", "Load a Program"))
        about = QLabel(
            QCoreApplication.translate(
                "Loader",
                "The command that runs your solver. It reads the puzzle (81 characters) on standard input\n"
                "and writes one JSON step a line (docs/step-protocol.md), e.g. java examples/solvers/Backtrack.java",
            )
        )
        about.setWordWrap(True)
        self.line = QLineEdit()
        self.line.setAccessibleName(QCoreApplication.translate("Loader", "Command"))
        self.line.setPlaceholderText(QCoreApplication.translate("Loader", "python3 solver.py, or exec:./solver"))
        self.error = QLabel()
        self.error.setTextFormat(Qt.TextFormat.PlainText)  # a command's words are never HTML
        self.error.setWordWrap(True)
        self.error.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.error.hide()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        buttons.accepted.connect(self._try)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(about)
        layout.addWidget(self.line)
        layout.addWidget(self.error)
        layout.addWidget(buttons)
        self.resize(WIDTH, self.sizeHint().height())
        self._color_error()

    def command(self) -> str:
        """The command typed, without ``exec:``."""
        return bare_command(self.line.text())

    def _try(self) -> None:
        why = self._check(self.command())
        if why is None:
            self.accept()
            return
        self.error.setText(why)
        self.error.show()
        self.line.setFocus()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange and hasattr(self, "error"):
            self._color_error()

    def _color_error(self) -> None:
        red = error_red(self.palette().color(QPalette.ColorRole.Window)).name()
        sheet = f"color: {red};"
        if self.error.styleSheet() != sheet:
            self.error.setStyleSheet(sheet)
