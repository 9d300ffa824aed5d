"""The middle of the window: the board, the digit pad, the scrub slider and the explanation.

It shows the controller's board and the position of the run shown, and turns the player's keys,
clicks and pad picks into the controller's commands. The scrub slider is the run's timeline:
dragging it shows any step.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QElapsedTimer, Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

from ..core.board_state import BoardState
from ..speeds import MAX_SPEED
from . import i18n
from .board_widget import BoardWidget
from .controller import Controller
from .digit_pad import ERASE, DigitPad
from .explanation import Explanation
from .jump_slider import JumpSlider

TEXT_REFRESH_MS = 100
"""At max speed the texts and the slider follow ten times a second (no one reads faster)."""


class BoardPanel(QWidget):
    """See the module text.

    Signals:
        pencilToggled(): Enter on the board or the pad's pencil button asked to switch pencil mode.
        say(str, bool): a line for the status bar.
    """

    pencilToggled = Signal()
    say = Signal(str, bool)

    def __init__(self, controller: Controller, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._c = c = controller
        self.board = BoardWidget(c.state)
        self.pad = DigitPad(self)
        self.step_label = Explanation()
        self.scrub = JumpSlider(Qt.Orientation.Horizontal)
        self.scrub.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # arrows stay with the board
        self.scrub.setToolTip(
            QCoreApplication.translate(
                "MainWindow", "Drag to any step of the run (Left/Right, Home/End and Ctrl+Left/Right too)"
            )
        )
        self.scrub.setAccessibleName(QCoreApplication.translate("MainWindow", "Step"))
        self.scrub.setEnabled(False)
        self.position_label = QLabel("")
        self.position_label.setMinimumWidth(150)
        self.position_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 4)
        board_row = QHBoxLayout()
        board_row.addWidget(self.board, 1)
        pad_column = QVBoxLayout()
        pad_column.addWidget(self.pad)
        pad_column.addStretch(1)
        board_row.addLayout(pad_column)
        layout.addLayout(board_row, 1)
        scrub_row = QHBoxLayout()
        scrub_row.addWidget(self.scrub, 1)
        scrub_row.addWidget(self.position_label)
        layout.addLayout(scrub_row)
        layout.addWidget(self.step_label)
        self._text_clock = QElapsedTimer()
        self._slider_clock = QElapsedTimer()

        self.board.digitEntered.connect(c.enter_digit)
        self.board.markToggled.connect(c.toggle_mark)
        self.board.cellClicked.connect(self._cell_clicked)
        self.board.selectionChanged.connect(self._selected)
        self.board.pencilToggled.connect(self.pencilToggled)
        self.pad.digitPicked.connect(self._pad_picked)
        self.pad.pencilToggled.connect(self._pad_pencil)
        self.scrub.sliderMoved.connect(self._scrubbed)
        self.scrub.actionTriggered.connect(lambda _a: self._scrubbed(self.scrub.sliderPosition()))
        c.boardChanged.connect(self.show_state)
        c.positionChanged.connect(self._show_position)
        c.runChanged.connect(self._run_changed)
        self._pencil = False

    # -- showing -----------------------------------------------------------------------------------

    def _fast(self) -> bool:
        return self._c.playing and self._c.speed == MAX_SPEED

    def show_state(self, state: BoardState) -> None:
        c = self._c
        self.board.set_state(state, c.reveal_ms(state))
        if self._fast():  # text nobody can read at this pace is refreshed ten times a second
            if self._text_clock.isValid() and self._text_clock.elapsed() < TEXT_REFRESH_MS:
                return
            self._text_clock.start()
        run = c.shown
        if run is not None and run.position > run.timeline.first_position:
            self.step_label.setText(
                QCoreApplication.translate("MainWindow", "Step {position:,}: {last_text}").format(
                    position=run.position, last_text=i18n.speak(state.last_text)
                )
            )
        else:
            self.step_label.setText(i18n.speak(state.last_text) or " ")

    def _show_position(self, position: int, total: int, first: int) -> None:
        if self._fast():
            if self._slider_clock.isValid() and self._slider_clock.elapsed() < TEXT_REFRESH_MS:
                return
            self._slider_clock.start()
        self.scrub.blockSignals(True)
        self.scrub.setRange(first, total)
        self.scrub.setValue(position)
        self.scrub.blockSignals(False)
        self.position_label.setText(
            QCoreApplication.translate("MainWindow", "step {position:,} of {total:,}").format(
                position=position, total=total
            )
        )

    def _run_changed(self, run: object) -> None:
        shown = self._c.shown
        self.scrub.setEnabled(shown is not None)
        if shown is None:
            self.scrub.setRange(0, 0)
            self.position_label.setText("")
        else:
            self._show_position(shown.position, len(shown.timeline), shown.timeline.first_position)

    # -- input -------------------------------------------------------------------------------------

    def toggle_pencil(self) -> None:
        """Edit > Pencil Mode: typed digits toggle marks, or enter digits again (and say which)."""
        on = not self._pencil
        self.set_pencil(on)
        self._c.message.emit(
            QCoreApplication.translate("MainWindow", "Pencil mode: digits toggle marks (Enter switches back).")
            if on
            else QCoreApplication.translate("MainWindow", "Pencil mode off."),
            False,
        )

    def set_pencil(self, on: bool) -> None:
        self._pencil = on
        self.board.set_view(pencil=on)
        if self.pad.pencil.isChecked() != on:
            self.pad.set_pencil(on)

    def _pad_pencil(self, on: bool) -> None:
        if self._pencil != on:
            self.pencilToggled.emit()

    def _selected(self, cell: int) -> None:
        value = self._c.state.values[cell]
        if value and not self.pad.picked():
            self.board.set_view(digit=value)

    def _cell_clicked(self, cell: int) -> None:
        """With a digit picked on the pad, a click enters it (or toggles its mark in pencil mode)."""
        picked = self.pad.picked()
        if picked == ERASE:
            self._c.enter_digit(cell, 0)
        elif picked:
            if self._pencil:
                self._c.toggle_mark(cell, picked)
            else:
                self._c.enter_digit(cell, picked)

    def _pad_picked(self, digit: int) -> None:
        self.board.set_view(digit=digit if 1 <= digit <= 9 else 0)
        self.say.emit(self.pad.picked_text(), False)
        self.board.setFocus()

    def _scrubbed(self, position: int) -> None:
        self._c.pause()
        self._c.seek(position)
