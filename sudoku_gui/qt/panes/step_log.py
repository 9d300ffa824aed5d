"""The Step Log pane: every step of the run shown, with why it was taken (Ctrl+L).

The list reads the run's timeline (nothing is copied per step) and lists the steps shown so far;
it follows the step shown unless the user scrolled away; a click shows the board after a step.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QElapsedTimer
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QWidget

from ..playback import Playback
from .base import Pane
from .step_list import StepListView, StepLogModel

PLAYING_REFRESH_MS = 100
"""While a run plays, the list follows it ten times a second (no one reads faster)."""


class StepLogPane(Pane):
    object_name = "stepLog"
    shortcut = "Ctrl+L"

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = StepLogModel(self)
        self.view = StepListView(self.model)
        self.view.setToolTip(
            QCoreApplication.translate(
                "StepLog", "Every step of the run, with why it was taken; click one to see the board after it"
            )
        )
        font = QFont(self.view.font())
        font.setPointSizeF(max(8.0, font.pointSizeF() * 0.95))
        self.view.setFont(font)
        self.view.rowClicked.connect(self._clicked)
        self.setWidget(self.view)
        self._since = QElapsedTimer()

    @classmethod
    def title(cls) -> str:
        return QCoreApplication.translate("StepLog", "Steps")

    @classmethod
    def menu_text(cls) -> str:
        return QCoreApplication.translate("MainWindow", "Step &Log")

    @classmethod
    def tip(cls) -> str:
        return QCoreApplication.translate("MainWindow", "Show or hide the list of steps")

    def follow(self, run: Playback | None) -> None:
        self.model.set_timeline(run.timeline if run is not None else None)
        if run is not None:
            self.listen(run.positionChanged, self._position)
            self.listen(run.ended, self._ended)
            self._ended()

    def _ended(self) -> None:
        """Mark the run's fault or wrong claim, once it is over (see ``Playback.flaw``)."""
        run = self.run
        if run is None:
            return
        flaw = run.flaw()
        if flaw is not None:
            self.model.set_flaw(flaw.step, flaw.text, flaw.brief)
        self._show(run)

    def _position(self, _position: int, _total: int, _first: int) -> None:
        run = self.run
        if run is None:
            return
        if run.playing and self._since.isValid() and self._since.elapsed() < PLAYING_REFRESH_MS:
            return
        self._since.start()
        self._show(run)

    def _show(self, run: Playback) -> None:
        first = run.timeline.first_position
        self.model.reveal(run.revealed, first)
        self.view.set_current(run.position - 1 - self.model.first_step())

    def _clicked(self, row: int) -> None:
        if self.run is not None:
            self.run.pause()
            self.run.seek(self.model.first_step() + row + 1)
