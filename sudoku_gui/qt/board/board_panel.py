"""The middle of the window: the board, the digit pad, the scrub slider and the explanation.

It shows the controller's board and the position of the run shown, and turns the player's keys,
clicks and pad picks into the controller's commands. The scrub slider is the run's timeline:
dragging it shows any step. A forcing net is shown one branch at a time ([ and ] step through
its branches, the conclusion last), the explanation saying which; the button beside the
explanation gives it more room.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QElapsedTimer, Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QToolButton, QVBoxLayout, QWidget

from ...core.board_state import BoardState
from ...speeds import MAX_SPEED
from .. import i18n
from ..controller import Controller
from ..window.jump_slider import JumpSlider
from .digit_pad import ERASE, DigitPad
from .explanation import Explanation
from .widget import BoardWidget

TEXT_REFRESH_MS = 100
"""At max speed the texts and the slider follow ten times a second (no one reads faster)."""
BRANCH_LINK_MS = 120
"""A branch stepped to draws its links one by one, this long a link..."""
BRANCH_REVEAL_MAX_MS = 1500
"""...but within this time, however long the branch."""
EXPANDED_SHARE = 0.4
"""The explanation, given more room, takes this share of the panel's height."""


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
        text_row = QHBoxLayout()
        text_row.addWidget(self.step_label, 1)
        self.more = QToolButton()
        self.more.setCheckable(True)
        self.more.setAutoRaise(True)
        self.more.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys stay with the board
        self.more.toggled.connect(self.set_expanded)
        text_row.addWidget(self.more, 0, Qt.AlignmentFlag.AlignTop)
        layout.addLayout(text_row)
        self.set_expanded(False)
        self._step_text = ""
        self._text_clock = QElapsedTimer()
        self._slider_clock = QElapsedTimer()

        self.board.digitEntered.connect(c.editor.enter_digit)
        self.board.markToggled.connect(c.editor.toggle_mark)
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
        c.puzzleLoaded.connect(self._puzzle_loaded)
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
            self._step_text = QCoreApplication.translate("MainWindow", "Step {position:,}: {last_text}").format(
                position=run.position, last_text=i18n.speak(state.last_text)
            )
        else:
            self._step_text = i18n.speak(state.last_text) or " "
        self._show_text()

    def _show_text(self) -> None:
        """The explanation: a net's branch shown (which, and what it says) over the step's text."""
        branches = self.board.state().highlight.branches
        if not branches:
            self.step_label.setText(self._step_text)
            return
        n = min(self.board.view().branch, len(branches) - 1) + 1
        text = i18n.speak(branches[n - 1].text)
        if n < len(branches):
            line = QCoreApplication.translate("MainWindow", "Branch {n} of {count} ([ and ] step through): {text}")
        else:
            line = QCoreApplication.translate("MainWindow", "Conclusion ({n} of {count}): {text}")
        self.step_label.setText(line.format(n=n, count=len(branches), text=text) + "\n" + self._step_text)

    def next_branch(self) -> None:
        """]: the next branch of the forcing net shown (the conclusion last)."""
        self._step_branch(1)

    def previous_branch(self) -> None:
        """[: the previous branch of the forcing net shown."""
        self._step_branch(-1)

    def _step_branch(self, delta: int) -> None:
        count = self.board.branch_count()
        if not count:
            self.say.emit(
                QCoreApplication.translate(
                    "MainWindow",
                    "The step shown has no branches: only forcing chains and nets are shown branch by branch.",
                ),
                False,
            )
            return
        index = min(self.board.view().branch, count - 1) + delta
        if not 0 <= index < count:
            self.say.emit(
                QCoreApplication.translate("MainWindow", "That is the conclusion: the last of the branches.")
                if delta > 0
                else QCoreApplication.translate("MainWindow", "That is the first branch."),
                False,
            )
            return
        self._c.nav.pause()  # the step stays while its branches are read
        links = self.board.state().highlight.branches[index].links
        self.board.show_branch(index, min(BRANCH_REVEAL_MAX_MS, BRANCH_LINK_MS * len(links)))
        self._show_text()

    def set_expanded(self, on: bool) -> None:
        """Give the explanation more room (``EXPANDED_SHARE`` of the panel) or two lines again."""
        if self.more.isChecked() != on:
            self.more.setChecked(on)  # calls back here
            return
        self.more.setArrowType(Qt.ArrowType.DownArrow if on else Qt.ArrowType.UpArrow)
        self.more.setToolTip(
            QCoreApplication.translate("MainWindow", "Show less of the explanation")
            if on
            else QCoreApplication.translate("MainWindow", "Show more of the explanation (a forcing net's whole text)")
        )
        self._fit_explanation()

    def expanded(self) -> bool:
        return self.more.isChecked()

    def _fit_explanation(self) -> None:
        lines = int(self.height() * EXPANDED_SHARE / self.step_label.line_height()) if self.expanded() else 0
        self.step_label.set_lines(lines)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.expanded():
            self._fit_explanation()

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
            self._c.editor.enter_digit(cell, 0)
        elif picked:
            if self._pencil:
                self._c.editor.toggle_mark(cell, picked)
            else:
                self._c.editor.enter_digit(cell, picked)

    def _pad_picked(self, digit: int) -> None:
        self.board.set_view(digit=digit if 1 <= digit <= 9 else 0)
        self.say.emit(self.pad.picked_text(), False)
        self.board.setFocus()

    def _puzzle_loaded(self) -> None:
        """Another puzzle: the pad's digit and its highlight were for the last one."""
        if self.pad.picked():
            self.pad.put_down()
            self.board.set_view(digit=0)

    def _scrubbed(self, position: int) -> None:
        self._c.nav.pause()
        self._c.nav.seek(position)
