"""The race commands of the controller: record a race in the background, show it, leave it.

A mixin of ``Controller``. Racers are recorded in processes of their own (``core.race``) by a
background job; the finished race replaces the run shown (racers are not undo entries: leaving
a race returns to the puzzle). The followed racer is the controller's run shown, so the panes
follow it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, SignalInstance

from ...core.race import DEFAULT_STEP_CAP, Racer, race
from ..jobs import Job
from ..solver_failure import failure_text
from .lockstep import Race

if TYPE_CHECKING:
    from ...core.document import Document
    from ..clock import FrameClock
    from ..playback import Playback


class Racing:
    """Race commands (see the module text). ``raceChanged(object)``: a ``Race`` or None is shown."""

    race: Race | None
    document: Document
    time_limit: float | None
    clock: FrameClock
    message: SignalInstance
    modeChanged: SignalInstance
    raceChanged: SignalInstance

    def _show_run(self, run: Playback) -> None:
        raise NotImplementedError

    def _hide_run(self) -> None:
        raise NotImplementedError

    def _close_run_undoably(self) -> None:
        raise NotImplementedError

    @property
    def mode(self) -> object:
        raise NotImplementedError

    def record_race(self, names: list[str], step_cap: int | None = None) -> Job:
        """Start recording ``names`` on the board as shown (the player's marks included) in the
        background; ``show_race`` shows the result. The job reports each racer as it ends."""
        start = self.document.board(for_solving=True)
        limit = self.time_limit
        cap = step_cap if step_cap is not None else DEFAULT_STEP_CAP

        def work(job: Job) -> list[Racer]:
            return race(start, names, limit, cap, cancelled=lambda: job.cancelled, finished=job.report)

        return Job(work)

    def show_race(self, racers: list[Racer]) -> None:
        """Show a recorded race (replacing the run shown), every racer at its start, playing
        (as F5 plays a run)."""
        self._close_run_undoably()
        self.race = shown = Race(racers, self.clock, self)  # type: ignore[arg-type]
        shown.followedChanged.connect(self._race_followed)
        shown.playingChanged.connect(self._race_playing)
        followed = shown.followed_run()
        if followed is not None:
            self._show_run(followed)
        self.raceChanged.emit(shown)
        self.modeChanged.emit(self.mode)
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
        self._hide_run()
        self.raceChanged.emit(None)
        shown.deleteLater()  # on the GUI thread, where it lives; nothing else holds it

    def _race_followed(self, index: int) -> None:
        if self.race is not None:
            run = self.race.runs[index]
            if run is not None:
                self._show_run(run)

    def _race_playing(self, _playing: bool) -> None:
        self.modeChanged.emit(self.mode)
