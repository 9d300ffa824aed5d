"""The digit pad: mouse-only entry beside the board (pick a digit, then click cells).

Emits what the player picked; the window decides what a click on a cell then does. Picking a
digit also highlights it on the board (every cell holding it and every mark of it).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QButtonGroup, QGridLayout, QToolButton, QWidget

from ..window import theme

ERASE = 10
"""The pad's eraser: a click on a cell clears the player's digit there."""


def picked_colors(palette: QPalette) -> tuple[QColor, QColor]:
    """(face, digit) colours of a picked pad button: the highlight, at least 3:1 against an
    unpicked button's face, and whichever of the palette's text colours reads best on it,
    4.5:1 at least (the face moves further if needed)."""
    button = palette.color(QPalette.ColorRole.Button)
    if theme.luminance(button) < 0.18:
        # Fusion paints a dark button's face lighter than its palette colour (#41454c for
        # #2b2f36): the picked face must stand out from what is painted.
        button = button.lighter(150)
    face = theme.readable(palette.color(QPalette.ColorRole.Highlight), button, theme.AA_CONTROL)
    inks = (QPalette.ColorRole.HighlightedText, QPalette.ColorRole.ButtonText, QPalette.ColorRole.Button)
    ink = max((palette.color(role) for role in inks), key=lambda c: theme.contrast(c, face))
    return theme.readable(face, ink), ink


class DigitPad(QWidget):
    """Nine digit buttons, an eraser and a pencil-mode switch.

    Signals:
        digitPicked(int): 1-9, ``ERASE``, or 0 when the picked button was released.
        pencilToggled(bool): pencil mode on or off.
    """

    digitPicked = Signal(int)
    pencilToggled = Signal(bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(QCoreApplication.translate("DigitPad", "Digit pad"))
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setSpacing(4)
        self._group = QButtonGroup(self)
        self._group.setExclusive(False)  # a second click on the picked digit releases it
        for d in range(1, 10):
            b = self._button(
                str(d),
                QCoreApplication.translate(
                    "DigitPad", "Pick {d}: click cells to enter it (or mark it in pencil mode)"
                ).format(d=d),
            )
            self._group.addButton(b, d)
            grid.addWidget(b, (d - 1) // 3, (d - 1) % 3)
        erase = self._button("⌫", QCoreApplication.translate("DigitPad", "Eraser: click cells to clear your digits"))
        self._group.addButton(erase, ERASE)
        grid.addWidget(erase, 3, 0)
        self.pencil = self._button(
            "✎",
            QCoreApplication.translate("DigitPad", "Pencil mode: digits toggle marks instead of filling cells (Enter)"),
        )
        self.pencil.toggled.connect(self.pencilToggled)
        grid.addWidget(self.pencil, 3, 1, 1, 2)
        self._group.idToggled.connect(self._toggled)
        self._restyle()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:
            self._restyle()

    def _restyle(self) -> None:
        """A picked button filled with the theme's highlight: Fusion's sunken look alone is
        barely visible in the dark theme, yet a picked digit is what clicks enter."""
        face, ink = picked_colors(self.palette())
        sheet = (
            f"QToolButton:checked {{ background-color: {face.name()}; color: {ink.name()};"
            f" border: 1px solid {face.darker(140).name()}; border-radius: 3px; }}"
        )
        if self.styleSheet() != sheet:  # setting it re-polishes, which must not loop
            self.setStyleSheet(sheet)

    def _button(self, text: str, tip: str) -> QToolButton:
        b = QToolButton(self)
        b.setText(text)
        b.setToolTip(tip)
        b.setCheckable(True)
        b.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keyboard stays on the board
        b.setMinimumSize(40, 40)
        font = b.font()
        font.setPointSizeF(font.pointSizeF() * 1.5)
        b.setFont(font)
        return b

    def _toggled(self, button_id: int, checked: bool) -> None:
        if checked:
            for b in self._group.buttons():
                if self._group.id(b) != button_id and b.isChecked():
                    b.blockSignals(True)
                    b.setChecked(False)
                    b.blockSignals(False)
            self.digitPicked.emit(button_id)
        elif self.picked() == 0:
            self.digitPicked.emit(0)

    def picked(self) -> int:
        """The picked digit, ``ERASE``, or 0."""
        return next((self._group.id(b) for b in self._group.buttons() if b.isChecked()), 0)

    def picked_text(self) -> str:
        """What a click on a cell does now, for the status bar (a picked digit is easy to forget)."""
        picked = self.picked()
        if picked == ERASE:
            return QCoreApplication.translate(
                "DigitPad", "Eraser picked: a click on a cell clears your digit (click ⌫ again to put it down)."
            )
        if not picked:
            return QCoreApplication.translate("DigitPad", "Nothing picked on the pad: clicks select cells.")
        if self.pencil.isChecked():
            return QCoreApplication.translate(
                "DigitPad", "{d} picked: a click on a cell adds or removes its mark (click {d} again to put it down)."
            ).format(d=picked)
        return QCoreApplication.translate(
            "DigitPad", "{d} picked: a click on a cell enters it (click {d} again to put it down)."
        ).format(d=picked)

    def put_down(self) -> None:
        """Release the picked digit or eraser without a signal (a new puzzle was loaded: a digit
        picked for the last one would enter a given at the next click)."""
        for b in self._group.buttons():
            if b.isChecked():
                b.blockSignals(True)
                b.setChecked(False)
                b.blockSignals(False)

    def set_pencil(self, on: bool) -> None:
        self.pencil.setChecked(on)
