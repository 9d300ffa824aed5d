"""The digit pad: mouse-only entry beside the board (pick a digit, then click cells).

Emits what the player picked; the window decides what a click on a cell then does. Picking a
digit also highlights it on the board (every cell holding it and every mark of it).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QButtonGroup, QGridLayout, QToolButton, QWidget

ERASE = 10
"""The pad's eraser: a click on a cell clears the player's digit there."""


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

    def set_pencil(self, on: bool) -> None:
        self.pencil.setChecked(on)
