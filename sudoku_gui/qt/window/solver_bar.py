"""The solver's settings on a toolbar of their own: algorithm, speed, time limit.

A narrow window can put this toolbar on a second row instead of hiding its controls behind
the overflow button. The widgets send what the user picks through ``picked`` signals; the window
remembers and applies them.
"""

from __future__ import annotations

import contextlib
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QGuiApplication, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QComboBox, QDoubleSpinBox, QHBoxLayout, QLabel, QToolBar, QWidget

from ...core.algorithms.algorithm import Algorithm
from ...core.algorithms.kinds import OwnSolver
from ...core.algorithms.registry import algorithm, available_algorithms
from ...speeds import MAX_SPEED, SLIDER_MAX, position_of, speed_at
from .. import i18n
from .jump_slider import JumpSlider


class _PasteThrough(QObject):
    """Lets Ctrl+V reach the window's Paste Puzzle while a number box has focus, unless the
    clipboard holds a number (which the box itself takes)."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        is_override = event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent)
        if is_override and event.matches(QKeySequence.StandardKey.Paste):  # type: ignore[attr-defined]
            text = QGuiApplication.clipboard().text().strip()
            with contextlib.suppress(ValueError):
                float(text)
                return False
            return True  # not accepted: the shortcut map gets it
        return False


def speed_text(speed: int) -> str:
    if speed == MAX_SPEED:
        return QCoreApplication.translate("MainWindow", "max")
    return (
        QCoreApplication.translate("MainWindow", "1 step/s")
        if speed == 1
        else QCoreApplication.translate("MainWindow", "{speed} steps/s").format(speed=speed)
    )


class SolverBar(QToolBar):
    """Algorithm, speed and time limit (see the module text).

    Signals:
        algorithmPicked(str), speedPicked(int), timeLimitPicked(float): the user's choice
            (a time limit of 0 means none).
        done(): the user finished with a control: the keyboard goes back to the board.
    """

    algorithmPicked = Signal(str)
    speedPicked = Signal(int)
    timeLimitPicked = Signal(float)
    done = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(QCoreApplication.translate("MainWindow", "Solver settings"), parent)
        self.setObjectName("settingsToolbar")
        self.setMovable(False)
        box = QWidget()
        row = QHBoxLayout(box)
        row.setContentsMargins(6, 0, 6, 0)
        row.addWidget(QLabel(QCoreApplication.translate("MainWindow", "Algorithm")))
        self.algorithm = QComboBox()
        self.show_algorithms(available_algorithms())
        # No wider than the built-ins' titles: a solver of the user's may be named by a long
        # command line, which the box elides (its tooltip and the list show it whole).
        self.algorithm.setMaximumWidth(self.algorithm.sizeHint().width())
        self.algorithm.setToolTip(
            QCoreApplication.translate("MainWindow", "Solving algorithm (also in Solve > Algorithm)")
        )
        self.algorithm.setAccessibleName(QCoreApplication.translate("MainWindow", "Algorithm"))
        self.algorithm.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.algorithm.currentIndexChanged.connect(lambda i: self.algorithmPicked.emit(str(self.algorithm.itemData(i))))
        self.algorithm.activated.connect(lambda _i: self.done.emit())
        row.addWidget(self.algorithm)
        row.addSpacing(12)
        row.addWidget(QLabel(QCoreApplication.translate("MainWindow", "Speed")))
        self.speed = self._speed_slider()
        row.addWidget(self.speed)
        self.speed_label = QLabel()
        self.speed_label.setMinimumWidth(90)
        row.addWidget(self.speed_label)
        row.addSpacing(12)
        row.addWidget(QLabel(QCoreApplication.translate("MainWindow", "Time limit")))
        self.time_limit = self._time_limit_box()
        row.addWidget(self.time_limit)
        self.addWidget(box)

    def _speed_slider(self) -> JumpSlider:
        """The animation's speed (``speed_at`` its position)."""
        speed = JumpSlider(Qt.Orientation.Horizontal)
        speed.setRange(0, SLIDER_MAX)
        speed.setMinimumWidth(160)
        speed.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Ctrl+= / Ctrl+- from the keyboard
        speed.setToolTip(
            QCoreApplication.translate(
                "MainWindow", "Animation speed: 1 step per second up to max (Ctrl+= faster, Ctrl+- slower)"
            )
        )
        speed.setAccessibleName(QCoreApplication.translate("MainWindow", "Speed"))
        speed.valueChanged.connect(lambda pos: self.speedPicked.emit(speed_at(pos)))
        return speed

    def _time_limit_box(self) -> QDoubleSpinBox:
        """The solving time limit in seconds (0: none); Ctrl+V in it reaches Paste Puzzle unless
        the clipboard holds a number."""
        box = QDoubleSpinBox()
        box.setRange(0, 3600)
        box.setDecimals(1)
        box.setSuffix(QCoreApplication.translate("MainWindow", " s"))
        box.setSpecialValueText(QCoreApplication.translate("MainWindow", "none"))
        box.setToolTip(
            QCoreApplication.translate(
                "MainWindow",
                "Stop a solve after this much solving time (the strategy's own time; pauses and animation do not count); 0 = none",
            )
        )
        box.setAccessibleName(QCoreApplication.translate("MainWindow", "Time limit"))
        box.valueChanged.connect(self.timeLimitPicked)
        box.editingFinished.connect(self.done)
        self._paste_through = _PasteThrough(self)
        box.installEventFilter(self._paste_through)
        line_edit = box.lineEdit()
        if line_edit is not None:
            line_edit.installEventFilter(self._paste_through)
        return box

    def show_algorithms(self, algorithms: Sequence[Algorithm]) -> None:
        """Put each of ``algorithms`` (``core.algorithms.registry``'s list) that the box does not
        hold yet at its end, not choosing one."""
        box = self.algorithm
        for found in algorithms:
            if box.findData(found.name) < 0:
                box.addItem(i18n.strategy_title(found.title or found.name), found.name)
                # A built-in's tip says how it works; a solver of the user's, its whole name.
                tip = found.name if isinstance(found, OwnSolver) else i18n.strategy_title(found.description)
                box.setItemData(box.count() - 1, tip, Qt.ItemDataRole.ToolTipRole)

    def show_algorithm(self, name: str) -> None:
        if self.algorithm.currentData() != name:
            self.algorithm.blockSignals(True)
            self.show_algorithms([algorithm(name)])  # a solver of the user's joins the box
            self.algorithm.setCurrentIndex(self.algorithm.findData(name))
            self.algorithm.blockSignals(False)

    def show_speed(self, speed: int) -> None:
        self.speed_label.setText(speed_text(speed))
        if self.speed.value() != position_of(speed):
            self.speed.blockSignals(True)
            self.speed.setValue(position_of(speed))
            self.speed.blockSignals(False)
