"""Search > Compare Tree With Another Algorithm (Ctrl+Shift+T): this puzzle's search by the chosen
algorithm (or the run shown) against another one, built-in or loaded, their trees merged from the
root (``core.analysis.tree_merge``, after CP-Profiler) and drawn (``comparison_dialog``): the shared
part once, each place they part a pentagon with each side's node count, listed largest first; a
click on one shows each side's board there, side by side, and can open either side's run there.

Both runs are recorded again in a background job (``qt/jobs.py``: progress, Cancel, Esc), from the
puzzle as edited, so the shown run's own tree need not have been built. Race > Compare Trees
merges two racers' recorded trees instead (the merge alone in the background).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from itertools import combinations
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtWidgets import QInputDialog, QWidget

from ...core.algorithms.algorithm import Algorithm
from ...core.analysis.compare_searches import Comparison, compare, record_run
from ...core.recording.timeline import Timeline
from ...core.runs.race import Racer
from ...core.steps import Outcome
from .. import i18n
from ..jobs import Busy, Job, JobRunner, failure_text
from ..playback import Playback
from ..run_undo import OpenRunCommand
from .comparison_dialog import TreeComparison, header_text

if TYPE_CHECKING:
    from ..board.painter import BoardColors
    from ..controller import Controller


class TreeCompare(QObject):
    """What Search > Compare Tree With Another Algorithm (the table's ``compare_tree``) does in
    ``window``, and its background job: ``controller`` gives the puzzle and the run shown,
    ``offered()`` the algorithms to pick from (``SolverLoader.offered``), ``colors()`` the boards'
    colours, ``say(text, error)`` the status bar."""

    def __init__(
        self,
        window: QWidget,
        controller: Controller,
        offered: Callable[[], Sequence[Algorithm]],
        colors: Callable[[], BoardColors],
        say: Callable[[str, bool], None],
    ) -> None:
        super().__init__(window)
        self._window = window
        self._controller = controller
        self._offered = offered
        self._colors = colors
        self._say = say
        self.jobs = JobRunner(window, self)
        self.dialog: TreeComparison | None = None
        window.installEventFilter(self)  # closing the window cancels and joins the job

    def choices(self, mine: str) -> list[tuple[str, str]]:
        """(name, title) of every algorithm offered that has a search tree: ``mine`` and those
        that record no steps (``fast``) left out."""
        return [(a.name, i18n.algorithm_title(a.name)) for a in self._offered() if a.name != mine and a.records_steps]

    def ask(self) -> None:
        """Ask for the other algorithm and compare (refused, said why, without a puzzle)."""
        c = self._controller
        if not any(c.puzzle):
            self._say(
                QCoreApplication.translate("TreeCompare", "Compare trees needs a puzzle: type or open one first."), True
            )
            return
        mine = c.shown.algorithm if c.shown is not None else c.algorithm
        if mine == "fast":
            mine = "naive"
        options = self.choices(mine)
        titles = [title for _name, title in options]
        title, ok = QInputDialog.getItem(
            self._window,
            QCoreApplication.translate("TreeCompare", "Compare Search Trees"),
            QCoreApplication.translate("TreeCompare", "Merge the search tree of {mine} with the tree of:").format(
                mine=i18n.algorithm_title(mine)
            ),
            titles,
            0,
            False,
        )
        if ok and title in titles:
            self.start(mine, options[titles.index(title)][0])

    def start(self, a: str, b: str) -> Job:
        """Record ``a`` and ``b`` on the puzzle as edited in the background, then show the merge."""
        start = self._controller.document.board(False, for_solving=True)
        limit = self._controller.time_limit
        title_a, title_b = i18n.algorithm_title(a), i18n.algorithm_title(b)

        def work(job: Job) -> Comparison:
            t0 = time.perf_counter()
            ta = record_run(start, a, limit, lambda: job.cancelled, lambda n: job.advance(n))
            t1 = time.perf_counter()
            tb = record_run(start, b, limit, lambda: job.cancelled, lambda n: job.advance(len(ta) + n))
            return compare(a, ta, b, tb, (t1 - t0, time.perf_counter() - t1))

        return self.jobs.start(
            work,
            done=lambda result: self._show(result, title_a, title_b),
            failed=lambda e: self._say(
                QCoreApplication.translate("TreeCompare", "Compare trees failed: {why}").format(why=failure_text(e)),
                True,
            ),
            finished=self._finished,
            busy=Busy(
                QCoreApplication.translate("TreeCompare", "Recording {a} and {b}…").format(a=title_a, b=title_b),
                QCoreApplication.translate("TreeCompare", "Compare Search Trees"),
                count=QCoreApplication.translate("TreeCompare", "{n:,} steps recorded"),
            ),
        )

    def _finished(self, cancelled: bool) -> None:
        if cancelled:
            self._say(QCoreApplication.translate("TreeCompare", "Compare trees cancelled."), False)

    def racers(self) -> list[Racer]:
        """The racers of the race shown whose recorded run has a search tree."""
        race = self._controller.racing.race
        if race is None:
            return []
        return [r for r in race.racers if r.timeline is not None and r.timeline.tree is not None]

    def ask_race(self) -> None:
        """Race > Compare Trees: two racers' trees merged (which two asked when there are more)."""
        racers = self.racers()
        if len(racers) < 2:
            self._say(
                QCoreApplication.translate("TreeCompare", "Compare trees needs two racers that finished recording."),
                True,
            )
            return
        pairs = list(combinations(racers, 2))
        pair = pairs[0]
        if len(pairs) > 1:
            titles = [f"{i18n.algorithm_title(a.algorithm)} / {i18n.algorithm_title(b.algorithm)}" for a, b in pairs]
            title, ok = QInputDialog.getItem(
                self._window,
                QCoreApplication.translate("TreeCompare", "Compare Search Trees"),
                QCoreApplication.translate("TreeCompare", "Merge the search trees of:"),
                titles,
                0,
                False,
            )
            if not ok or title not in titles:
                return
            pair = pairs[titles.index(title)]
        self.start_race(*pair)

    def start_race(self, a: Racer, b: Racer) -> Job:
        """Merge racers ``a`` and ``b``'s recorded trees in the background, then show the merge."""
        ta, tb = a.timeline, b.timeline
        assert ta is not None and tb is not None
        title_a, title_b = i18n.algorithm_title(a.algorithm), i18n.algorithm_title(b.algorithm)
        return self.jobs.start(
            lambda _job: compare(a.algorithm, ta, b.algorithm, tb, (a.seconds, b.seconds)),
            done=lambda result: self._show(result, title_a, title_b),
            failed=lambda e: self._say(
                QCoreApplication.translate("TreeCompare", "Compare trees failed: {why}").format(why=failure_text(e)),
                True,
            ),
            finished=self._finished,
            busy=Busy(
                QCoreApplication.translate("TreeCompare", "Merging the trees of {a} and {b}…").format(
                    a=title_a, b=title_b
                ),
                QCoreApplication.translate("TreeCompare", "Compare Search Trees"),
            ),
        )

    def open_run(self, comparison: Comparison, side: int, position: int) -> Playback:
        """Show side ``side`` (0: A, 1: B) of ``comparison`` as the run shown (one undo entry, as
        Solve opens one; the race or run shown before is closed), paused at ``position``."""
        c = self._controller
        name = (comparison.name_a, comparison.name_b)[side]
        timeline: Timeline = (comparison.a, comparison.b)[side]
        outcome = Outcome.of(timeline.head)
        outcome = outcome if outcome is not Outcome.RUNNING else Outcome.STOPPED  # cut by the time limit
        run = Playback.recorded(name, timeline, outcome, comparison.seconds[side], c.clock, c)
        c.close_run_undoably()
        command = OpenRunCommand(run, True, c.show_run, c.hide_run)
        c.undo_stack.push(command)  # shows it
        c.kept.add(command)
        run.seek(position)
        self._say(
            QCoreApplication.translate(
                "TreeCompare", "{run_algorithm}'s run at step {step:,}, where the searches part."
            ).format(run_algorithm=i18n.algorithm_title(name), step=position),
            False,
        )
        return run

    def _show(self, result: Comparison, title_a: str, title_b: str) -> None:
        if self.dialog is not None:
            self.dialog.close()
        self.dialog = TreeComparison(
            result,
            title_a,
            title_b,
            self._colors(),
            self._window,
            lambda side, position: self.open_run(result, side, position),
        )
        self.dialog.show()
        m = result.merged
        if m.identical:
            text = QCoreApplication.translate("TreeCompare", "Trees of {a} and {b}: identical.")
        elif len(m.pentagons) == 1:
            text = QCoreApplication.translate("TreeCompare", "Trees of {a} and {b}: they part in one place.")
        else:
            text = QCoreApplication.translate("TreeCompare", "Trees of {a} and {b}: they part in {n:,} places.")
        self._say(text.format(a=title_a, b=title_b, n=len(m.pentagons)), False)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._window and event.type() == QEvent.Type.Close:
            self.jobs.shutdown()
            if self.dialog is not None:
                self.dialog.close()
        return False


__all__ = ["TreeCompare", "TreeComparison", "header_text"]
