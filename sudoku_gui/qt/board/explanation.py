"""The explanation under the board: what the step shown (or a hint) did, and why.

Two lines tall, or more when the person asks for more (``set_lines``), but never by its text (a
new explanation must not re-lay out the window at every frame), and never cut: the text wraps
anywhere a word is too long (a chain of 200 characters has no space), a scroll bar appears when
it needs more lines than shown, and the tooltip holds all of it.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QTextDocument, QTextOption
from PySide6.QtWidgets import QFrame, QTextEdit, QWidget

LINES = 2
"""Lines shown without scrolling."""
_MARGIN = 2
"""Document margin (px) around the text."""


class Explanation(QTextEdit):
    """Read-only text, ``LINES`` lines tall, word-wrapped, scrolled for the rest; keeps no focus
    (the keys stay with the board). ``setText`` / ``text`` as a label's."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setReadOnly(True)
        self.setUndoRedoEnabled(False)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.setWordWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.viewport().setBackgroundRole(self.backgroundRole())  # the window's colour, not a text field's
        self.viewport().setAutoFillBackground(False)
        self.document().setDocumentMargin(_MARGIN)
        self.setAccessibleName(QCoreApplication.translate("MainWindow", "What the step shown did, and why"))
        self._text = ""
        self._lines = LINES
        self._fit_height()
        self.setText(" ")

    def set_lines(self, lines: int) -> None:
        """Show ``lines`` whole lines (at least ``LINES``) without scrolling."""
        lines = max(LINES, lines)
        if lines != self._lines:
            self._lines = lines
            self._fit_height()

    def lines(self) -> int:
        return self._lines

    def line_height(self) -> float:
        """The height (px) of one line of the window's language, measured on a laid-out line of
        it: CJK glyphs come from a taller fallback font (a Latin line height cut them in half),
        and a CJK line height would show a third Latin line half."""
        probe = QTextDocument()
        probe.setDefaultFont(self.font())
        probe.setDocumentMargin(0)
        probe.setPlainText("Ag " + QCoreApplication.translate("MainWindow", "What the step shown did, and why"))
        return probe.size().height()

    def _fit_height(self) -> None:
        self.setFixedHeight(int(self._lines * self.line_height() + 2 * _MARGIN + 2 * self.frameWidth() + 0.999))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._fit_height()

    def setText(self, text: str) -> None:
        """Show ``text`` from its first line; the tooltip holds the whole of it."""
        if text == self._text:
            return
        self._text = text
        self.setPlainText(text)
        # Rich text wraps in a tooltip; a zero-width space lets a long chain break at its links.
        tip = html.escape(text, quote=False).replace("-", "-\u200b").replace("=", "=\u200b")
        self.setToolTip(
            f"<p>{tip}</p>"
            if text.strip()
            else QCoreApplication.translate("MainWindow", "What the step shown did, and why")
        )

    def text(self) -> str:
        """The explanation shown (as set)."""
        return self._text
