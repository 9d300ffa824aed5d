"""The frame clock: one timer that moves every playing run forward, in lockstep.

Pacing lives on the GUI side: once a display frame the clock turns the chosen speed into a
number of steps and every playing run (one in the window; several in a race) moves that far, or
to its newest recorded step at max speed. A run's board is rebuilt once per frame whatever the
number of steps in between. While runs move and their views paint the new frame, the clock
holds the GUI's *turn*, so the solver threads wait between two steps instead of taking the GIL
from every paint call (see ``gui_turn.py``).
"""

from __future__ import annotations

import sys
from typing import Protocol

from PySide6.QtCore import QElapsedTimer, QObject, Qt, QTimer

from ..speeds import MAX_SPEED
from .solver.gui_turn import GUI_TURN


class Driven(Protocol):
    """What the clock moves: one run (``Playback``) or a race of several in lockstep (``Race``)."""

    def advance(self, steps: int | None) -> bool:
        """Move ``steps`` on (None: max speed); True when a board changed."""
        ...

    def grant(self) -> None:
        """Let a live solver record ahead of what is shown, at the clock's speed."""
        ...


TICK_MS = 16
"""Timer period while playing: about one display frame."""
MAX_SPEED_TICK_MS = 40
"""Timer period at max speed: the board changes every frame anyway, and the GUI thread shares
the GIL with the solver, so each frame it skips is solving time (25 frames a second; 30 cost
2-3% of the window's speed with every pane shown)."""
MAX_WINDOW = 1 << 17
"""Steps a solver may run ahead of its board at max speed."""
SWITCH_INTERVAL = 0.001
"""Seconds a solver thread may hold the GIL while the GUI thread waits for it (Python's default
is 5 ms): the GUI thread needs the GIL at the start of every event that runs Python, so this
bounds the event loop's lateness; the solver keeps the rest (see gui_turn.py)."""
MAX_FRAME_SECONDS = 0.25
"""A frame that came late counts as at most this long: no burst of steps after a stall."""


def window_for(speed: int) -> int:
    """Steps a solver may run ahead of its board: a quarter second's worth, at least 4."""
    return MAX_WINDOW if speed == MAX_SPEED else max(4, speed // 4)


class FrameClock(QObject):
    """Drives the playing runs (see the module text). ``speed`` is steps per second or
    ``MAX_SPEED``; every run it drives moves by the same number of steps a frame."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.speed = 20
        self._runs: list[Driven] = []
        self._budget = 0.0
        self._frame = QElapsedTimer()
        self._timer = QTimer(self)
        self._timer.setInterval(TICK_MS)
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.timeout.connect(self.tick)
        sys.setswitchinterval(SWITCH_INTERVAL)

    def set_speed(self, speed: int) -> None:
        self.speed = speed
        self._budget = 0.0
        self._timer.setInterval(MAX_SPEED_TICK_MS if speed == MAX_SPEED else TICK_MS)
        for run in list(self._runs):
            run.grant()

    def window(self) -> int:
        """Steps a live run may record ahead of the step it shows, at this speed."""
        return window_for(self.speed)

    def drive(self, run: Driven) -> None:
        """Move ``run`` each frame from now on (it started playing)."""
        if run not in self._runs:
            if not self._runs:
                self._budget = 0.0
                self._frame.start()
            self._runs.append(run)
        if not self._timer.isActive():
            self._timer.start()

    def release(self, run: Driven) -> None:
        """Stop moving ``run`` (paused, over or closed)."""
        if run in self._runs:
            self._runs.remove(run)
        if not self._runs:
            self._timer.stop()

    def driving(self, run: Driven) -> bool:
        return run in self._runs

    def tick(self) -> None:
        """One frame: every playing run moves; the solver threads wait while the frame is made."""
        GUI_TURN.frame_painted()  # a frame that was never painted does not hold the solver
        with GUI_TURN:
            steps = self._steps_this_frame()
            moved = False
            for run in list(self._runs):
                moved |= run.advance(steps)
            if moved:
                GUI_TURN.hold_for_frame()  # ...and until the views have painted it

    def _steps_this_frame(self) -> int | None:
        """Steps every run moves this frame; None: to its newest step (max speed)."""
        dt = self._frame.restart() / 1000.0 if self._frame.isValid() else 0.0
        if self.speed == MAX_SPEED:
            return None
        self._budget += self.speed * min(dt, MAX_FRAME_SECONDS)
        n = int(self._budget)
        self._budget -= n
        return n

    def caught_up(self) -> None:
        """A run reached its newest step: no burst of saved-up steps when its solver catches up."""
        self._budget = min(self._budget, 1.0)
