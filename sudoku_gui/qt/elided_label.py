"""A one-line label that ends in "…" when its text does not fit, instead of being cut mid-word."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel, QWidget


class ElidedLabel(QLabel):
    """A QLabel for plain one-line text that elides it at the right ("…") to its width. ``text()``
    is the whole text; the caller usually puts it in the tooltip too."""

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._full = ""
        self.setText(text)

    def setText(self, text: str) -> None:
        self._full = text
        self._elide()

    def text(self) -> str:
        return self._full

    def shown_text(self) -> str:
        """What the label shows now: the text, or its start and "…"."""
        return super().text()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._elide()

    def _elide(self) -> None:
        width = self.contentsRect().width()
        shown = (
            self.fontMetrics().elidedText(self._full, Qt.TextElideMode.ElideRight, width) if width > 0 else self._full
        )
        if shown != super().text():
            super().setText(shown)
