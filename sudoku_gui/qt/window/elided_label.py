"""A one-line label that ends in "…" when its text does not fit, instead of being cut mid-word
or widening the window, and tooltips that show text as it was written.

Text from a file or a solver (an error's words, a record's ``kind``) is never read as HTML:
a label shows it as plain text, and ``as_written`` makes it safe for a tooltip or a message box.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtWidgets import QLabel, QWidget

MIN_CHARS = 6
"""Characters (average width) a label keeps at least when the window is narrow."""


def as_written(text: str) -> str:
    """``text`` for a tooltip or a message box, which guess whether text is HTML: shown as
    written even when it looks like HTML (Qt would draw ``<b>big</b>`` bold), as rich text that
    wraps when it is long."""
    if GuiQt.mightBeRichText(text):
        return GuiQt.convertFromPlainText(text, Qt.WhiteSpaceMode.WhiteSpaceNormal)
    return text


class ElidedLabel(QLabel):
    """A QLabel for plain one-line text that elides it at the right ("…") to its width. ``text()``
    is the whole text; while it is cut short, the tooltip starts with the whole of it (then the
    tooltip set with ``setToolTip``, if any).

    Its size never follows a long text: it asks for its text's width up to ``most_chars``
    average characters (None: no more than ``MIN_CHARS``, for a label given its room by a
    stretch or an Ignored size policy), and can shrink to ``MIN_CHARS``."""

    def __init__(self, text: str = "", parent: QWidget | None = None, most_chars: int | None = None) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self._full = ""
        self._tip = ""
        self._most = most_chars
        self.setText(text)

    def setText(self, text: str) -> None:
        self._full = text
        self._elide()
        self.updateGeometry()  # the layout asks for the new width (the shown text may be the same)

    def text(self) -> str:
        return self._full

    def shown_text(self) -> str:
        """What the label shows now: the text, or its start and "…"."""
        return super().text()

    def elided(self) -> bool:
        """Whether the text is cut short now."""
        return super().text() != self._full

    def setToolTip(self, tip: str) -> None:
        """The tooltip besides the whole text (shown after it while the text is cut short)."""
        self._tip = tip
        self._show_tip()

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        return QSize(self._width_for(self._most if self._most is not None else MIN_CHARS), hint.height())

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        return QSize(self._width_for(MIN_CHARS), hint.height())

    def _width_for(self, most_chars: int) -> int:
        """The whole text's width (px, margins included), at most ``most_chars`` average characters."""
        fm = self.fontMetrics()
        frame = self.contentsMargins().left() + self.contentsMargins().right() + 2 * max(0, self.margin())
        whole = fm.horizontalAdvance(self._full) + 1
        return frame + min(whole, most_chars * fm.averageCharWidth())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._elide()

    def _elide(self) -> None:
        width = self.contentsRect().width() - 2 * max(0, self.margin())
        full = self._full.replace("\n", " ")  # one line: a line break would make the label taller
        shown = self.fontMetrics().elidedText(full, Qt.TextElideMode.ElideRight, width) if width > 0 else full
        if shown != super().text():
            super().setText(shown)
        self._show_tip()

    def _show_tip(self) -> None:
        parts = [self._full] if self.elided() and self._full else []
        if self._tip:
            parts.append(self._tip)
        super().setToolTip(as_written("\n\n".join(parts)))
