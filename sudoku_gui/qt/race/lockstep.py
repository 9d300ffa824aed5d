"""A race shown: the racers' recorded runs replayed on one clock, in lockstep.

Two clocks to choose from: **by step** (every board at step k: the searches compared move for
move) and **by solving time** (every board where its solver was after t seconds of its own
solving time: who is faster, and by how much). The race holds the master position (a step, or
a time in milliseconds) and puts every racer there; the frame clock moves it while it plays, and
the keys, the scrub slider and the speed work on it as on one run. One racer is *followed*: the
step log, the search tree and the charts show it.

Signals:
    moved(): the master position changed (every racer was put there).
    playingChanged(bool): started or stopped moving.
    followedChanged(int): the followed racer (an index into ``runs``).
    clockChanged(bool): the clock switched (True: by solving time), whoever switched it.
"""

from __future__ import annotations

from PySide6.QtCore import QElapsedTimer, QObject, Signal

from ...core.runs.race import Racer, finishing_order, first_divergence
from ..clock import FrameClock
from ..playback import SEARCH_KINDS, Playback

RACER_COLORS = ("#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9")
"""Each racer's colour (Okabe-Ito): its tile's frame and its curves in the charts."""
MAX_SPEED_SECONDS = 6.0
"""At max speed a race by solving time plays the whole race in about this long."""


class Race(QObject):
    """See the module text. ``racers`` are the recorded results (failed ones have no run)."""

    moved = Signal()
    playingChanged = Signal(bool)
    followedChanged = Signal(int)
    clockChanged = Signal(bool)

    def __init__(self, racers: list[Racer], clock: FrameClock, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.racers = racers
        self.runs: list[Playback | None] = [
            Playback.recorded(r.algorithm, r.timeline, r.outcome, r.seconds, clock, self)
            if r.timeline is not None
            else None
            for r in racers
        ]
        self._clock = clock
        self.by_time = False
        self.step = 0
        self.millis = 0
        self._budget = 0.0
        self._screen_ms = 0
        self._screen_clock = QElapsedTimer()
        self.followed = next((i for i, run in enumerate(self.runs) if run is not None), 0)
        self.order = finishing_order(racers)
        self._put()

    # -- queries ---------------------------------------------------------------------------------

    def live_runs(self) -> list[Playback]:
        return [run for run in self.runs if run is not None]

    def followed_run(self) -> Playback | None:
        return self.runs[self.followed] if 0 <= self.followed < len(self.runs) else None

    @property
    def playing(self) -> bool:
        return self._clock.driving(self)

    def length(self) -> int:
        """The master position's end: the longest run's steps, or its solving time in ms."""
        runs = self.live_runs()
        if not runs:
            return 0
        if self.by_time:
            return max(int(r.solving_seconds() * 1000) + 1 for r in runs)
        return max(len(r.timeline) for r in runs)

    def master(self) -> int:
        return self.millis if self.by_time else self.step

    @property
    def position(self) -> int:
        """The master position (a step, or ms of solving time)."""
        return self.master()

    def at_end(self) -> bool:
        return self.master() >= self.length()

    def screen_seconds(self) -> float:
        """Time the race has been playing on screen (pauses excluded)."""
        ms = self._screen_ms
        if self.playing and self._screen_clock.isValid():
            ms += self._screen_clock.elapsed()
        return ms / 1000.0

    def finished(self) -> list[Racer]:
        """The racers that found a solution and whose boards have shown their end, fastest
        solving time first: the finishing order as far as the race has been shown (a racer
        whose end is still to come is not in it yet, whatever its recording says)."""
        ends = {id(run.timeline): run.revealed >= len(run.timeline) for run in self.live_runs()}
        return [
            r
            for r in self.order
            if r.timeline is not None and ends.get(id(r.timeline), False) and r.outcome.value in ("solved", "multiple")
        ]

    def rank(self, index: int) -> int | None:
        """The racer's place in the finishing order shown so far (1 = first to a solution; see
        ``finished``), None while its board has not shown its solution, or if it found none."""
        shown = self.finished()
        racer = self.racers[index]
        return shown.index(racer) + 1 if racer in shown else None

    def divergence(self) -> int | None:
        """The step where the followed racer's search first differs from the next tree-building
        racer's (by step, the earlier of the two), or None."""
        mine = self.followed_run()
        if mine is None:
            return None
        for run in self.live_runs():
            theirs, ours = run.tree, mine.tree  # a racer's tree is built in its process
            if run is not mine and theirs is not None and ours is not None and len(theirs) > 1 and len(ours) > 1:
                where = first_divergence(mine.timeline, run.timeline)
                if where is not None:
                    return min(where)
        return None

    # -- moving ----------------------------------------------------------------------------------

    def seek(self, master: int) -> None:
        """Put every racer at ``master`` (a step, or ms of solving time)."""
        master = max(0, min(master, self.length()))
        if self.by_time:
            self.millis = master
        else:
            self.step = master
        self._put()

    def _put(self) -> None:
        for run in self.live_runs():
            if self.by_time:
                run.seek(run.timeline.position_at_time(self.millis / 1000))
            else:
                run.seek(min(self.step, len(run.timeline)))
        self.moved.emit()

    def set_by_time(self, on: bool) -> None:
        """Switch clocks, keeping the followed racer where it is."""
        if on == self.by_time:
            return
        run = self.followed_run()
        self.by_time = on
        if run is not None:
            if on:
                self.millis = int(run.timeline.seconds_at(run.position) * 1000)
            else:
                self.step = run.position
        self._put()
        self.clockChanged.emit(on)

    def follow(self, index: int) -> None:
        if 0 <= index < len(self.runs) and self.runs[index] is not None and index != self.followed:
            self.followed = index
            self.followedChanged.emit(index)

    def play(self) -> None:
        if self.playing:
            return
        if self.master() >= self.length():
            self.seek(0)
        self._budget = 0.0
        self._screen_clock.start()
        self._clock.drive(self)
        self.playingChanged.emit(True)

    def pause(self) -> None:
        if self.playing:
            self._clock.release(self)
            self._screen_ms += self._screen_clock.elapsed()
            self.playingChanged.emit(False)

    def step_by(self, delta: int) -> None:
        """Left/Right: one step, or (by time) one thousandth of the race."""
        self.pause()
        unit = max(1, self.length() // 1000) if self.by_time else 1
        self.seek(self.master() + delta * unit)

    def step_forward(self) -> bool:
        self.step_by(1)
        return self.master() < self.length()

    def step_back(self) -> None:
        self.step_by(-1)

    def home(self) -> None:
        self.pause()
        self.seek(0)

    def end(self) -> None:
        self.pause()
        self.seek(self.length())

    def jump(self, forward: bool) -> bool:
        """The followed racer's next (previous) guess or backtrack; every racer goes along."""
        self.pause()
        run = self.followed_run()
        if run is None:
            return False
        target = run.timeline.seek(run.position, SEARCH_KINDS, forward)
        if target is None:
            return False
        self.seek(int(run.timeline.seconds_at(target) * 1000) if self.by_time else target)
        return True

    def jump_to_divergence(self) -> bool:
        where = self.divergence()
        if where is None:
            return False
        self.pause()
        if self.by_time:
            self.set_by_time(False)
        self.seek(where)
        return True

    # -- the clock's side ------------------------------------------------------------------------

    def grant(self) -> None:
        """Recorded runs have no solver to feed."""

    def advance(self, steps: int | None) -> bool:
        """One frame: by step, ``steps`` further (None: max speed, a frame's share of a few
        seconds for the whole race); by time, as many milliseconds as move the followed racer
        about ``steps`` steps."""
        end = self.length()
        if steps is None:
            delta = max(1, int(end / (MAX_SPEED_SECONDS * 30)))
        elif self.by_time:
            run = self.followed_run()
            rate = len(run.timeline) / max(run.solving_seconds(), 1e-6) if run is not None else 1000.0
            self._budget += steps * 1000 / max(rate, 1e-6)
            delta = int(self._budget)
            self._budget -= delta
        else:
            delta = steps
        before = self.master()
        self.seek(before + delta)
        if self.master() >= end:
            self.pause()
        return self.master() != before
