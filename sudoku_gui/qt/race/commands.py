"""The race commands: record a race in the background, show it, leave it.

A ``RaceCommands`` is held by the controller (``controller.racing``). Racers are recorded in
processes of their own (``core.runs.race``) by a background job; the finished race replaces the run
shown. A race is in the undo history as a run is (``run_undo``): showing it is an entry, leaving
it (Esc, a new run or edit) another, so Ctrl+Z brings a race left back as it was and Ctrl+Y
leaves it again; a race is kept while an entry holds it (the newest ``KEPT_RUNS`` runs and
races). The followed racer is the controller's run shown, so the panes follow it. The host (the
controller) is held weakly, so a dropped controller still goes by reference counting.
"""

from __future__ import annotations

import weakref
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QObject, Signal

from ...core.runs.race import DEFAULT_STEP_CAP, Racer, race
from ..i18n import speak
from ..jobs import Job
from ..run_undo import CloseRaceCommand, OpenRaceCommand
from .lockstep import Race

if TYPE_CHECKING:
    from PySide6.QtGui import QUndoStack

    from ...core.document import Document
    from ..clock import FrameClock
    from ..playback import Playback
    from ..run_undo import KeptRuns


class RaceHost(Protocol):
    """What the race commands need of whoever shows the race (the controller)."""

    time_limit: float | None
    clock: FrameClock

    @property
    def document(self) -> Document: ...

    @property
    def undo_stack(self) -> QUndoStack: ...

    @property
    def kept(self) -> KeptRuns: ...

    def close_run_undoably(self) -> None: ...

    def show_run(self, run: Playback | None) -> None: ...

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
        (as F5 plays a run); one undo entry."""
        host = self.host
        host.close_run_undoably()
        entry = OpenRaceCommand(Race(racers, host.clock), self.reveal, self.conceal)
        host.undo_stack.push(entry)  # shows it and plays it
        host.kept.add(entry)
        failed = [r for r in racers if r.timeline is None]
        for r in failed:
            self.message.emit(
                QCoreApplication.translate("Racing", "{algorithm} did not finish: {reason}").format(
                    algorithm=r.algorithm, reason=speak(r.error)
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

    def close_race(self) -> None:
        """Back from the race to the puzzle, as one undo entry (Ctrl+Z shows the race again); a
        race brought back by undo is left by redoing its closing entry, so no redo is lost."""
        shown = self.race
        if shown is None:
            return
        stack = self.host.undo_stack
        index = stack.index()
        upcoming = stack.command(index) if index < stack.count() else None
        if isinstance(upcoming, CloseRaceCommand) and upcoming.run is shown:
            stack.redo()
            return
        entry = CloseRaceCommand(shown, self.reveal, self.conceal)
        stack.push(entry)  # redo() hides it
        self.host.kept.add(entry)

    def reveal(self, shown: Race | None) -> None:
        """Show ``shown`` where it was left, the run or race shown before left without an entry
        (an undo entry's doing); None: a race no longer kept, so back to the puzzle."""
        host = self.host
        if shown is None:
            self.conceal()
            host.show_run(None)  # says it is no longer kept
            return
        if shown is self.race:
            return
        self.conceal()
        host.hide_run()
        self.race = shown
        shown.followedChanged.connect(self._race_followed)
        shown.playingChanged.connect(self._race_playing)
        followed = shown.followed_run()
        if followed is not None:
            host.show_run(followed)
        self.raceChanged.emit(shown)
        host.mode_changed()

    def conceal(self) -> None:
        """Back to the puzzle from the race shown, if any (no entry; the entries keep it)."""
        shown = self.race
        if shown is None:
            return
        shown.pause()
        shown.followedChanged.disconnect(self._race_followed)
        shown.playingChanged.disconnect(self._race_playing)
        self.race = None
        self.host.hide_run()
        self.raceChanged.emit(None)
        self.host.mode_changed()

    def _race_followed(self, index: int) -> None:
        if self.race is not None:
            run = self.race.runs[index]
            if run is not None:
                self.host.show_run(run)

    def _race_playing(self, _playing: bool) -> None:
        self.host.mode_changed()
