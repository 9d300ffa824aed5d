"""The race commands: record a race in the background, show it, leave it.

A ``RaceCommands`` is held by the controller (``controller.racing``). Racers are recorded in
processes of their own (``core.race``) by a background job; the finished race replaces the run
shown (racers are not undo entries: leaving a race returns to the puzzle). The followed racer is
the controller's run shown, so the panes follow it. The host (the controller) is held weakly, so
a dropped controller still goes by reference counting.
"""

from __future__ import annotations

import weakref
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QObject, Signal

from ...core.race import DEFAULT_STEP_CAP, Racer, race
from ..jobs import Job
from ..solver_failure import failure_text
from .lockstep import Race

if TYPE_CHECKING:
    from ...core.document import Document
    from ..clock import FrameClock
    from ..playback import Playback


class RaceHost(Protocol):
    """What the race commands need of whoever shows the race (the controller)."""

    time_limit: float | None
    clock: FrameClock

    @property
    def document(self) -> Document: ...

    def close_run_undoably(self) -> None: ...

    def show_run(self, run: Playback) -> None: ...

    def hide_run(self) -> None: ...

    def mode_changed(self) -> None:
        """Tell the views the mode may have changed."""


class RaceCommands(QObject):
    """Race commands (see the module text).

    Signals:
        raceChanged(object): a ``Race`` is shown instead of one run, or none (None).
        message(str, bool): a line for the status bar; True for an error.
    """

    raceChanged = Signal(object)
    message = Signal(str, bool)

    def __init__(self, host: RaceHost, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._host = weakref.ref(host)  # weakly: the host holds these commands
        self.race: Race | None = None
        """The race shown, or None."""

    @property
    def host(self) -> RaceHost:
        host = self._host()
        if host is None:  # only while the host itself is being freed
            raise ReferenceError("the race commands' host is gone")
        return host

    def showing(self) -> bool:
        """True while a race is shown."""
        return self.race is not None

    def record_race(self, names: list[str], step_cap: int | None = None) -> Job:
        """Start recording ``names`` on the board as shown (the player's marks included) in the
        background; ``show_race`` shows the result. The job reports each racer as it ends."""
        start = self.host.document.board(for_solving=True)
        limit = self.host.time_limit
        cap = step_cap if step_cap is not None else DEFAULT_STEP_CAP

        def work(job: Job) -> list[Racer]:
            return race(start, names, limit, cap, cancelled=lambda: job.cancelled, finished=job.report)

        return Job(work)

    def show_race(self, racers: list[Racer]) -> None:
        """Show a recorded race (replacing the run shown), every racer at its start, playing
        (as F5 plays a run)."""
        host = self.host
        host.close_run_undoably()
        self.race = shown = Race(racers, host.clock, self)
        shown.followedChanged.connect(self._race_followed)
        shown.playingChanged.connect(self._race_playing)
        followed = shown.followed_run()
        if followed is not None:
            host.show_run(followed)
        self.raceChanged.emit(shown)
        host.mode_changed()
        failed = [r for r in racers if r.timeline is None]
        for r in failed:
            self.message.emit(
                QCoreApplication.translate("Racing", "{algorithm} did not finish: {reason}").format(
                    algorithm=r.algorithm, reason=failure_text(r.error)
                ),
                True,
            )
        if not failed:
            self.message.emit(
                QCoreApplication.translate(
                    "Racing", "Race: Space pauses every board in step; a click on a board makes the panes follow it."
                ),
                False,
            )
        shown.play()

    def close_race(self) -> None:
        """Back from the race to the puzzle."""
        shown = self.race
        if shown is None:
            return
        shown.pause()
        self.race = None
        self.host.hide_run()
        self.raceChanged.emit(None)
        shown.deleteLater()  # on the GUI thread, where it lives; nothing else holds it

    def _race_followed(self, index: int) -> None:
        if self.race is not None:
            run = self.race.runs[index]
            if run is not None:
                self.host.show_run(run)

    def _race_playing(self, _playing: bool) -> None:
        self.host.mode_changed()
