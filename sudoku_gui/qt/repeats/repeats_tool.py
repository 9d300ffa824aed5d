"""Search > Repeated Failures (the table's ``repeated_failures``): the shown run's failed subtrees
grouped where they repeat (``core.analysis.repeated_failures``), in a dialog linked to the Search
Tree pane: a group picked is outlined there, every occurrence, and the board steps to one.

The run shown is analysed when it is over with its whole tree (a tree not built yet is built
first, as the pane builds it). Otherwise (no run shown, a run still going, a tree the timeline's
cap made impossible) the algorithm is recorded afresh from the puzzle as edited in a background
job (``qt/jobs.py``: progress, Cancel, Esc) and opened as the run shown, paused, so that the tree
and the board follow the dialog. The grouping, and the reasons and techniques of the first
``EXPLAINED`` groups of each kind, are found in the job too (about 1.5 s on 465,531 nodes);
another group's are found when it is picked.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtWidgets import QDockWidget, QWidget

from ...core.analysis.compare_searches import record_run
from ...core.analysis.repeated_failures import explain, find_repeats
from ...core.recording.timeline import Timeline
from ...core.runs.step_stream import Outcome
from ...core.techniques.removal import removing_step
from .. import i18n
from ..jobs import Busy, Job, JobRunner, failure_text
from ..playback import Playback
from ..run_undo import OpenRunCommand
from .repeats_dialog import Analysis, RepeatsDialog

if TYPE_CHECKING:
    from ..controller import Controller

EXPLAINED = 10
"""Groups of each kind whose reason and technique the background job finds."""
BATCH = 4096
"""Steps recorded between two looks at Cancel."""


class TreeViewLike(Protocol):
    def set_highlight(self, nodes: Sequence[int]) -> None: ...


class TreePaneLike(Protocol):
    """What is used of the Search Tree pane (``panes/tree_pane.py``)."""

    @property
    def view(self) -> TreeViewLike: ...

    def choose(self, node: int) -> None: ...


def analyse(algorithm: str, timeline: Timeline, job: Job | None = None) -> Analysis:
    """The repeated failures of ``timeline``'s tree, the first ``EXPLAINED`` groups of each kind
    explained (stops early, its result unused, when ``job`` is cancelled)."""
    tree = timeline.tree
    assert tree is not None
    analysis = Analysis(
        algorithm, tree, timeline, find_repeats(tree), partial(explain, tree, timeline, remover=removing_step)
    )
    for same in (True, False):
        for rank in range(min(EXPLAINED, len(analysis.groups(same)))):
            if job is not None and job.cancelled:
                return analysis
            analysis.why(same, rank)
    return analysis


class RepeatedFailures(QObject):
    """What Search > Repeated Failures does in ``window`` (see the module text): ``controller``
    gives the puzzle and the run shown, ``tree_pane()`` the Search Tree pane, ``say(text, error)``
    the status bar."""

    def __init__(
        self,
        window: QWidget,
        controller: Controller,
        tree_pane: Callable[[], TreePaneLike],
        say: Callable[[str, bool], None],
    ) -> None:
        super().__init__(window)
        self._window = window
        self._controller = controller
        self._tree_pane = tree_pane
        self._say = say
        self.jobs = JobRunner(window, self)
        self.dialog: RepeatsDialog | None = None
        self._waiting: Playback | None = None  # a run whose tree is being built for us
        self._run: Playback | None = None  # the run the dialog shows the groups of
        controller.runChanged.connect(self._run_changed)
        window.installEventFilter(self)  # closing the window cancels and joins the job

    def ask(self) -> None:
        """Analyse the run shown when it is over with its tree; else record one (refused, said
        why, without a puzzle)."""
        c = self._controller
        run = c.shown
        over = run is not None and not run.live() and run.outcome is not Outcome.RUNNING
        if run is not None and over and not run.tree_lost and run.algorithm != "fast":
            if run.tree is None and not run.want_tree():  # built a slice per event-loop turn: wait
                if self._waiting is run:
                    return  # asked again while it is built
                self._waiting = run
                run.treeReady.connect(self._tree_ready)
                self._say(QCoreApplication.translate("RepeatedFailures", "Building the search tree first…"), False)
                return
            self.start(run)  # a tree past its node cap still holds whole failed subtrees
            return
        if not any(c.puzzle):
            self._say(
                QCoreApplication.translate(
                    "RepeatedFailures", "Repeated failures need a puzzle: type or open one first."
                ),
                True,
            )
            return
        algorithm = run.algorithm if run is not None else c.algorithm
        self.record(algorithm if algorithm != "fast" else "naive")

    def _tree_ready(self) -> None:
        run, self._waiting = self._waiting, None
        if run is not None:
            run.treeReady.disconnect(self._tree_ready)
            if run is self._controller.shown:
                self.ask()

    def start(self, run: Playback) -> Job:
        """Analyse ``run``'s tree in the background, then show the dialog."""
        title = i18n.algorithm_title(run.algorithm)
        return self.jobs.start(
            lambda job: analyse(run.algorithm, run.timeline, job),
            done=lambda analysis: self._show(analysis, run),
            failed=self._failed,
            busy=Busy(
                QCoreApplication.translate("RepeatedFailures", "Finding the repeated failures of {algorithm}…").format(
                    algorithm=title
                ),
                QCoreApplication.translate("RepeatedFailures", "Repeated Failures"),
            ),
        )

    def record(self, algorithm: str) -> Job:
        """Record ``algorithm`` on the puzzle as edited in the background, open it as the run
        shown, then analyse it."""
        c = self._controller
        start = c.document.board(False, for_solving=True)
        limit = c.time_limit
        title = i18n.algorithm_title(algorithm)

        def work(job: Job) -> Analysis:
            # the run shown after: its tree, curves and source lines (Cancelled after a cancel is dropped)
            timeline = record_run(start, algorithm, limit, lambda: job.cancelled, job.advance)
            return analyse(algorithm, timeline, job)

        return self.jobs.start(
            work,
            done=lambda analysis: self._show(analysis, self._open(analysis)),
            failed=self._failed,
            finished=self._finished,
            busy=Busy(
                QCoreApplication.translate("RepeatedFailures", "Recording {algorithm} with its search tree…").format(
                    algorithm=title
                ),
                QCoreApplication.translate("RepeatedFailures", "Repeated Failures"),
                count=QCoreApplication.translate("RepeatedFailures", "{n:,} steps recorded"),
            ),
        )

    def _open(self, analysis: Analysis) -> Playback:
        """Show the run recorded for ``analysis`` as the run shown, paused (one undo entry)."""
        c = self._controller
        c.close_run_undoably()
        timeline = analysis.timeline
        outcome = Outcome.of(timeline.head)
        outcome = outcome if outcome is not Outcome.RUNNING else Outcome.STOPPED
        run = Playback.recorded(analysis.algorithm, timeline, outcome, 0.0, c.clock, c)
        command = OpenRunCommand(run, True, c.show_run, c.hide_run)
        c.undo_stack.push(command)  # shows it
        c.kept.add(command)
        return run

    def _failed(self, error: BaseException) -> None:
        self._say(
            QCoreApplication.translate("RepeatedFailures", "Repeated failures failed: {why}").format(
                why=failure_text(error)
            ),
            True,
        )

    def _finished(self, cancelled: bool) -> None:
        if cancelled:
            self._say(QCoreApplication.translate("RepeatedFailures", "Repeated failures cancelled."), False)

    def _show(self, analysis: Analysis, run: Playback) -> None:
        if self.dialog is not None:
            self.dialog.close()
        self._run = run
        self.dialog = RepeatsDialog(analysis, self._window)
        self.dialog.chosen.connect(self.show_group)
        self.dialog.finished.connect(lambda _code: self._tree_pane().view.set_highlight(()))
        r = analysis.repeats
        self._say(
            QCoreApplication.translate(
                "RepeatedFailures", "{algorithm}: {exact:,} repeated sub-searches, {shapes:,} repeated shapes."
            ).format(algorithm=i18n.algorithm_title(analysis.algorithm), exact=len(r.exact), shapes=len(r.shapes)),
            False,
        )
        self.dialog.show()
        self.dialog.fill()  # once connected: the first group is outlined and shown

    def show_group(self, occurrences: list[int], node: int) -> None:
        """Outline ``occurrences`` in the tree pane (shown, if hidden) and step the board to ``node``."""
        run = self._run
        if run is None or run is not self._controller.shown:
            return  # another run is shown now: its tree is not this one
        pane = self._tree_pane()
        if isinstance(pane, QDockWidget) and not pane.isVisible():
            pane.show()
            pane.raise_()
        if run.revealed < len(run.timeline):  # the pane draws the tree as far as the board has shown it
            run.seek(len(run.timeline))
        pane.view.set_highlight(occurrences)
        if node >= 0:
            pane.choose(node)

    def _run_changed(self, run: object) -> None:
        if self.dialog is not None and run is not self._run:
            self.dialog.close()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._window and event.type() == QEvent.Type.Close:
            self.jobs.shutdown()
            if self.dialog is not None:
                self.dialog.close()
        return False
