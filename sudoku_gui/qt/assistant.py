"""Help for a player: the next logical step (Hint, Apply), the puzzle's difficulty, and the
solution path written to a file. Heavy work runs as background jobs; widgets stay on the GUI
thread.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer

from ..core.counting import count_solutions
from ..core.grid import Values, find_conflicts
from ..core.rating import rate
from ..core.solve import solve
from ..core.steps import Place
from ..core.strategies.human import next_step
from ..core.techniques.cgrid import CandidateGrid
from ..core.trace import TraceWriter
from .jobs import Job

if TYPE_CHECKING:
    from .main_window import MainWindow

MIN_GIVENS_TO_RATE = 17
"""No proper puzzle has fewer givens; below this the rating waits."""


def describe_difficulty(puzzle: Values, job: Job | None = None) -> str:
    """The difficulty for the status bar: ``"Difficulty: 4.2 Hard\n<details>"`` (details for the
    tooltip), or a line saying why there is none; "" when cancelled."""
    if sum(1 for v in puzzle if v) < MIN_GIVENS_TO_RATE:
        return f"Difficulty: - (fewer than {MIN_GIVENS_TO_RATE} givens)"
    if find_conflicts(puzzle):
        return "Difficulty: - (conflicting givens)"
    solutions = count_solutions(puzzle, 2, (lambda: job.cancelled) if job is not None else None)
    if job is not None and job.cancelled:
        return ""
    if solutions == 0:
        return "Difficulty: - (no solution)"
    if solutions > 1:
        return "Difficulty: - (more than one solution)"
    rating = rate(puzzle, (lambda: job.cancelled) if job is not None else None)
    if rating is None:
        return ""
    plus = "+" if rating.guesses else ""
    return f"Difficulty: {rating.score:.1f}{plus} {rating.level}\n{rating}"


class Assistant(QObject):
    """Hint/Apply on the board as shown, the background rating, and path export."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.w = window
        self._hint: Place | None = None
        self._hint_for: tuple | None = None
        self._rating_job: Job | None = None
        self._export_job: Job | None = None
        self._rate_later = QTimer(self)  # typing fast: rate once the puzzle stops changing
        self._rate_later.setSingleShot(True)
        self._rate_later.setInterval(400)
        self._rate_later.timeout.connect(self._start_rating)

    # -- hints ----------------------------------------------------------------------------------

    def _board_key(self) -> tuple:
        s = self.w.state
        return tuple(s.values), tuple(s.candidates)

    def _find_hint(self):
        s = self.w.state
        if self._hint is not None and self._hint_for == self._board_key():
            return self._hint
        self._hint = next_step(CandidateGrid.from_state(s.values, s.candidates))
        self._hint_for = self._board_key()
        return self._hint

    def _hint_allowed(self) -> bool:
        if self.w.session is not None and self.w.session.running:
            self.w.say("Hints work on a board at rest: stop the solver (Esc) first.")
            return False
        if find_conflicts(self.w.state.values):
            self.w.say("Fix the red cells first: the givens conflict.", error=True)
            return False
        if 0 not in self.w.state.values:
            self.w.say("The board is complete.")
            return False
        return True

    def _ready_hint(self):
        """The hint step for the board as shown, or None (with the reason said)."""
        if not self._hint_allowed():
            return None
        step = self._find_hint()
        if step is None:
            self.w.say("No logical step found with the implemented techniques: Solve (F5) will search.")
        return step

    def hint(self) -> None:
        """F12: show the simplest logical step on the board as shown, without applying it."""
        step = self._ready_hint()
        if step is None:
            return
        self.w.state.preview(step)
        self.w.board.update()
        self.w.step_label.setText(self.w.state.last_text)
        self.w.say(f"Hint: {step.technique}. Shift+F12 applies it.")

    def apply(self) -> None:
        """Shift+F12: apply the simplest logical step (the hint) to the board."""
        step = self._ready_hint()
        if step is None:
            return
        self.w.end_finished_session()
        self.w.state.apply(step)
        self._hint = None
        self.w.log.append([step])
        self.w.board.update()
        self.w.step_label.setText(step.text)
        self.w.refresh_status()
        self.w.update_actions()
        self.w.say(f"Applied: {step.technique}." + ("" if 0 in self.w.state.values else " The puzzle is solved."))

    # -- rating ---------------------------------------------------------------------------------

    def puzzle_changed(self) -> None:
        """The puzzle as entered changed: rate it again shortly, in the background."""
        self._hint = None
        if self._rating_job is not None:
            self._rating_job.cancel()
        self.w.rating_label.setText("Difficulty: …")
        self._rate_later.start()

    def _start_rating(self) -> None:
        puzzle = self.w.puzzle
        job = Job(lambda j: (puzzle, describe_difficulty(puzzle, j)))
        job.done.connect(self._rated)
        job.failed.connect(self._rating_failed)
        self._rating_job = job.start()

    def _rating_failed(self, message: str) -> None:
        self.w.rating_label.setText("Difficulty: ?")
        self.w.rating_label.setToolTip(f"Rating failed: {message}")

    def _rated(self, result: tuple[Values, str]) -> None:
        puzzle, text = result
        if puzzle == self.w.puzzle and text:
            short, _, detail = text.partition("\n")
            self.w.rating_label.setText(short)
            self.w.rating_label.setToolTip(detail or short)

    # -- export ---------------------------------------------------------------------------------

    def export(self, path: str, algorithm: str, time_limit: float | None) -> None:
        """Write the solution path of the puzzle as entered, as JSON Lines, in the background."""
        puzzle = self.w.puzzle
        if find_conflicts(puzzle):
            self.w.say("Cannot export: the givens conflict.", error=True)
            return

        def work(job: Job):
            with open(path, "w", encoding="utf-8") as f:
                writer = TraceWriter(f)
                return solve(puzzle, algorithm, time_limit, writer.write, lambda: job.cancelled)

        # Results arrive through bound methods of this GUI-thread object, so they are queued to it.
        self._export_path = path
        job = Job(work)
        job.done.connect(self._exported)
        job.failed.connect(self._export_failed)
        self.w.say(f"Writing the solution path ({algorithm})…")
        self._export_job = job.start()

    def _exported(self, result) -> None:
        self.w.say(f"Solution path written to {self._export_path}: {result.counters.steps:,} steps ({result.outcome}).")

    def _export_failed(self, message: str) -> None:
        self.w.say(f"Export failed: {message}", error=True)

    def shutdown(self) -> None:
        """Cancel and join background jobs (closing the window)."""
        self._rate_later.stop()
        for job in (self._rating_job, self._export_job):
            if job is not None:
                job.wait()
