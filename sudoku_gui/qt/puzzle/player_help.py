"""Help for a player: the next logical step (Hint, Apply), the puzzle's difficulty, and the
solution path written to a file. Heavy work runs as background jobs (``jobs.JobRunner``; the
path export with a progress dialog whose Cancel and Esc stop it); widgets stay on the GUI thread.
"""

from __future__ import annotations

import time
from dataclasses import replace

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal
from PySide6.QtWidgets import QWidget

from ...core.atomic import WriteFailed
from ...core.grid import Values, cell_name, cells_text, find_conflicts
from ...core.message import QT_TRANSLATE_NOOP, Message, unit_text
from ...core.puzzles.counting import count_solutions
from ...core.rating.difficulty import Difficulty, difficulty
from ...core.rating.human_rating import rate
from ...core.rating.se.rule_sets import BANK, CLASSIC, DEFAULT_RULES, SUKAKU
from ...core.recording.trace_file import TraceFile, TraceWriter
from ...core.runs.solve_to_end import SolveResult, solve
from ...core.runs.step_stream import Outcome
from ...core.steps import Eliminate, Place, Step
from ...core.strategies.human import known_givens, next_step, techniques_for
from ...core.techniques.cgrid import CandidateGrid
from .. import i18n
from ..controller import Controller
from ..jobs import Busy, Job, JobRunner, failure_text
from ..window.outcome_words import outcome_text

MIN_GIVENS_TO_RATE = 17
"""No proper puzzle has fewer givens; below this the rating waits."""
STATUS_RATING_SECONDS = 20.0
"""The status bar's Sudoku Explainer rating stops after this long (then it shows a lower bound):
it shares the interpreter with the solver thread, and the forums' hardest puzzles need minutes."""


def conflict_text(values: Values, givens: Values) -> str | None:
    """Why a board with repeated digits cannot get a hint, naming whose digits repeat: the
    givens, the player's digit against a given, or the player's digits; None without a repeat."""
    conflicts = find_conflicts(values)
    if not conflicts:
        return None
    first = conflicts[0]
    theirs = [c for c in first.cells if givens[c]]
    yours = [c for c in first.cells if not givens[c]]
    unit = unit_text(first.unit, i18n.tr)
    if not yours:
        return QCoreApplication.translate("Assistant", "Fix the red cells first: the givens conflict.")
    if theirs:
        return QCoreApplication.translate(
            "Assistant",
            "Fix the red cells first: your {digit} in {cell} repeats the given {digit} in {other} ({unit}).",
        ).format(digit=first.digit, cell=cell_name(yours[0]), other=cell_name(theirs[0]), unit=unit)
    return QCoreApplication.translate(
        "Assistant", "Fix the red cells first: your digits repeat {digit} in {unit} ({cells})."
    ).format(digit=first.digit, unit=unit, cells=cells_text(yours))


def rules_name(rules: str) -> str:
    """A Sudoku Explainer rule set's name as a person reads it beside a figure, translated."""
    names = {
        BANK: QCoreApplication.translate("SeRules", "puzzle bank"),
        SUKAKU: QCoreApplication.translate("SeRules", "Sukaku Explainer"),
        CLASSIC: QCoreApplication.translate("SeRules", "classic"),
    }
    return names.get(rules, rules)


def describe_difficulty(puzzle: Values, job: Job | None = None, rules: str = DEFAULT_RULES) -> str:
    """The difficulty for the status bar: ``"Difficulty: ER 4.2 Hard\n<details>"`` (details for
    the tooltip; Sudoku Explainer's rating with rule set ``rules``, named on the bar when it is not
    the default), or a line saying why there is none; "" when cancelled."""
    if sum(1 for v in puzzle if v) < MIN_GIVENS_TO_RATE:
        return QCoreApplication.translate("Assistant", "Difficulty: - (fewer than {min_givens_to_rate} givens)").format(
            min_givens_to_rate=MIN_GIVENS_TO_RATE
        )
    if find_conflicts(puzzle):
        return QCoreApplication.translate("Assistant", "Difficulty: - (conflicting givens)")
    solutions = count_solutions(puzzle, 2, (lambda: job.cancelled) if job is not None else None)
    if job is not None and job.cancelled:
        return ""
    if solutions == 0:
        return QCoreApplication.translate("Assistant", "Difficulty: - (no solution)")
    if solutions > 1:
        return QCoreApplication.translate("Assistant", "Difficulty: - (more than one solution)")
    stop = (lambda: job.cancelled) if job is not None else None
    rating = rate(puzzle, stop)
    if rating is None:
        return ""
    human = i18n.speak(rating.with_hodoku(rating.message()))
    if job is not None:  # the quick figure first: Sudoku Explainer's can take a while
        job.report(
            (
                puzzle,
                rules,
                QCoreApplication.translate(
                    "Assistant", "Difficulty: … (human techniques: {score:.1f})\n{human}"
                ).format(score=rating.score, human=human),
            )
        )
    start = time.monotonic()

    def enough() -> bool:
        return (stop is not None and stop()) or time.monotonic() - start > STATUS_RATING_SECONDS

    found = difficulty(puzzle, enough, human=False, partial=True, rules=rules)
    if found is None or (job is not None and job.cancelled):
        return ""
    return _se_text(found, rules, human)


def _se_text(found: Difficulty, rules: str, human: str) -> str:
    """The status bar's difficulty from Sudoku Explainer's rating ``found`` (complete, or
    stopped: a lower bound) with rule set ``rules``, and the human techniques' line ``human``."""
    se = found.se
    level = i18n.level_name(found.level)
    hardest = i18n.technique_name(se.hardest_step_name or "")
    named = rules_name(rules)
    if found.complete:
        short = QCoreApplication.translate("Assistant", "Difficulty: ER {er:.1f} {level}").format(er=se.er, level=level)
        detail = QCoreApplication.translate(
            "Assistant",
            "Sudoku Explainer ER/EP/ED {figures} (hardest: {technique}; {rules} rules); human techniques: {human}",
        ).format(figures=str(se), technique=hardest, rules=named, human=human)
    else:
        short = QCoreApplication.translate("Assistant", "Difficulty: ER ≥{er:.1f} {level}").format(
            er=se.er, level=level
        )
        detail = QCoreApplication.translate(
            "Assistant",
            "Sudoku Explainer ({rules} rules): at least {er:.1f} (stopped after {seconds:g} s while looking for "
            "{technique}; Puzzles > Analyse rates it in full); human techniques: {human}",
        ).format(rules=named, er=se.er, seconds=STATUS_RATING_SECONDS, technique=hardest, human=human)
    if rules != DEFAULT_RULES:
        short = QCoreApplication.translate("Assistant", "{difficulty} ({rules})").format(difficulty=short, rules=named)
    return f"{short}\n{detail}"


class Assistant(QObject):
    """Hint/Apply on the board as shown, the background rating, and path export.

    Works through the controller; reaches the window only through its signals.

    Signals:
        ratingChanged(str, str): a short difficulty line and its details (for a tooltip).
        message(str, bool): a line for the status bar; True for an error.
    """

    ratingChanged = Signal(str, str)
    message = Signal(str, bool)

    def __init__(self, controller: Controller, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.c = controller
        self._hint: Place | Eliminate | None = None
        self._hint_for: tuple[object, ...] | None = None
        self.rating = JobRunner(None, self)
        self.exporting = JobRunner(parent if isinstance(parent, QWidget) else None, self)
        self._export_path = ""
        self._rate_later = QTimer(self)  # typing fast: rate once the puzzle stops changing
        self._rate_later.setSingleShot(True)
        self._rate_later.setInterval(400)
        self._rate_later.timeout.connect(self._start_rating)
        self._rated_puzzle: Values | None = None
        self.rules = DEFAULT_RULES
        """Sudoku Explainer's rule set the difficulty is rated with (Puzzles > Sudoku Explainer Rules)."""
        controller.documentChanged.connect(self.puzzle_changed)

    # -- hints ----------------------------------------------------------------------------------

    def _board_key(self) -> tuple[object, ...]:
        s = self.c.state
        return tuple(s.values), tuple(s.candidates)

    def _find_hint(self) -> Place | Eliminate | None:
        # The board as shown; with no run shown, the player's marks with unmarked cells filled.
        s = self.c.state if self.c.timeline is not None else self.c.document.board(for_solving=True)
        if self._hint is not None and self._hint_for == self._board_key():
            return self._hint
        # Uniqueness techniques only on a board with exactly one solution (they are unsound else).
        techniques, note = techniques_for(s.values)
        step = next_step(CandidateGrid.from_state(s.values, s.candidates, known_givens(s.givens)), techniques)
        if note and isinstance(step, Place | Eliminate):
            step = replace(step, text=Message(QT_TRANSLATE_NOOP("steps", "{msg} ({msg2})"), msg=step.text, msg2=note))
        self._hint = step if isinstance(step, Place | Eliminate) else None
        self._hint_for = self._board_key()
        return self._hint

    def _ready_hint(self) -> Place | Eliminate | None:
        """The hint step for the board as shown, or None (with the reason said)."""
        if self.c.playing:
            self.message.emit(
                QCoreApplication.translate(
                    "Assistant", "Hints work on a board at rest: pause (Space) or stop (Esc) first."
                ),
                False,
            )
            return None
        conflict = conflict_text(tuple(self.c.state.values), self.c.document.givens)
        if conflict is not None:
            self.message.emit(conflict, True)
            return None
        if 0 not in self.c.state.values:
            self.message.emit(QCoreApplication.translate("Assistant", "The board is complete."), False)
            return None
        if self.c.timeline is None and self._says_inconsistent():
            return None
        step = self._find_hint()
        if step is None:
            self.message.emit(
                QCoreApplication.translate(
                    "Assistant", "No logical step found with the implemented techniques: Solve (F5) will search."
                ),
                False,
            )
        return step

    def _says_inconsistent(self) -> bool:
        """A hint must never contradict the solution: when the player's digits or marks already
        do, say where instead of building a hint on them."""
        solution = self.c.editor.solution()
        found = self.c.document.first_inconsistency(solution) if solution is not None else None
        if found is None:
            return False
        cell, kind = found
        text = (
            QCoreApplication.translate(
                "Assistant", "{cell} holds a wrong digit: a hint would build on it. Change it first (Ctrl+Z undoes)."
            )
            if kind == "digit"
            else QCoreApplication.translate(
                "Assistant", "The marks of {cell} leave out its digit: a hint would build on them. Mark it again first."
            )
        )
        self.message.emit(text.format(cell=cell_name(cell)), True)
        self.c.show_cell_problem(cell)
        return True

    def hint(self) -> None:
        """F12: show the simplest logical step on the board as shown, without applying it."""
        step = self._ready_hint()
        if step is None:
            return
        self.c.preview(step)
        text = (
            QCoreApplication.translate("Assistant", "Hint: {technique}. Shift+F12 applies it.")
            if self.c.timeline is None
            else QCoreApplication.translate("Assistant", "Hint: {technique}. Close the run (Esc) to apply hints.")
        )
        self.message.emit(text.format(technique=i18n.technique_name(step.technique)), False)

    def apply(self) -> None:
        """Shift+F12: apply the simplest logical step (the hint) to the puzzle, as an undoable edit."""
        if self.c.timeline is not None:
            self.message.emit(
                QCoreApplication.translate("Assistant", "Hints are applied to the puzzle: close the run (Esc) first."),
                True,
            )
            return
        step = self._ready_hint()
        if step is None:
            return
        if self.c.editor.apply_step(step):
            self._hint = None
            text = (
                QCoreApplication.translate("Assistant", "Applied: {technique} (Ctrl+Z undoes it).")
                if 0 in self.c.state.values
                else QCoreApplication.translate(
                    "Assistant", "Applied: {technique} (Ctrl+Z undoes it). The puzzle is solved."
                )
            )
            self.message.emit(text.format(technique=i18n.technique_name(step.technique)), False)

    # -- rating ---------------------------------------------------------------------------------

    def puzzle_changed(self) -> None:
        """The puzzle changed: rate its givens again shortly, in the background."""
        self._hint = None
        if self.c.puzzle == self._rated_puzzle or self.rating.closing():
            return  # closing: the timer must not start a rating the window would not join
        self.rating.cancel()
        self.ratingChanged.emit(QCoreApplication.translate("Assistant", "Difficulty: …"), "")
        self._rate_later.start()

    def set_rules(self, rules: str) -> None:
        """Rate with Sudoku Explainer's rule set ``rules`` from now on (again at once if it changed)."""
        if rules == self.rules:
            return
        self.rules = rules
        self._rated_puzzle = None
        self.puzzle_changed()

    def _start_rating(self) -> None:
        puzzle, rules = self.c.puzzle, self.rules
        self._rated_puzzle = puzzle
        self.rating.start(
            lambda j: (puzzle, rules, describe_difficulty(puzzle, j, rules)),
            done=self._rated,
            progress=self._rated,
            failed=self._rating_failed,
        )

    def _rating_failed(self, error: BaseException) -> None:
        self.ratingChanged.emit(
            QCoreApplication.translate("Assistant", "Difficulty: ?"),
            QCoreApplication.translate("Assistant", "Rating failed: {message}").format(message=failure_text(error)),
        )

    def _rated(self, result: tuple[Values, str, str]) -> None:
        puzzle, rules, text = result
        if puzzle == self.c.puzzle and rules == self.rules and text:
            short, _, detail = text.partition("\n")
            self.ratingChanged.emit(short, detail or short)

    # -- export ---------------------------------------------------------------------------------

    def export(self, path: str, algorithm: str, time_limit: float | None) -> None:
        """Write the solution path of the board as edited, as JSON Lines, in the background,
        with a progress dialog (steps written, elapsed time) whose Cancel leaves no file."""
        if find_conflicts(self.c.document.values):
            self.message.emit(QCoreApplication.translate("Assistant", "Cannot export: the givens conflict."), True)
            return
        board = self.c.document.board(for_solving=True)  # the board as shown, the player's marks included

        def work(job: Job) -> object:
            # A temporary file renamed at the end: a failed or cancelled export leaves an
            # existing file as it was.
            out = TraceFile(path)
            writer = TraceWriter(out)
            writer.start(1, board.values)
            written = 0

            def step(s: Step) -> None:
                nonlocal written
                writer.write(s)
                written += 1
                job.advance(written)

            try:
                result = solve(board, algorithm, time_limit, step, lambda: job.cancelled)
                if result.outcome is Outcome.STOPPED:
                    out.abandon()
                else:
                    out.finish()
                return result
            except BaseException:
                out.abandon()
                raise

        self._export_path = path
        text = QCoreApplication.translate("Assistant", "Writing the solution path ({algorithm})…").format(
            algorithm=algorithm
        )
        self.message.emit(text, False)
        self.exporting.start(
            work,
            done=self._exported,
            failed=self._export_failed,
            finished=self._export_finished,
            busy=Busy(
                text,
                QCoreApplication.translate("Assistant", "Export Solution Path"),
                count=QCoreApplication.translate("Assistant", "{n:,} steps written"),
            ),
        )

    def _exported(self, result: SolveResult) -> None:
        self.message.emit(
            QCoreApplication.translate(
                "Assistant", "Solution path written to {export_path}: {steps:,} steps ({outcome})."
            ).format(export_path=self._export_path, steps=result.counters.steps, outcome=outcome_text(result.outcome)),
            False,
        )

    def _export_failed(self, error: BaseException) -> None:
        reason = (
            QCoreApplication.translate("Assistant", "cannot write {path}: {reason}").format(
                path=error.path, reason=error.reason
            )
            if isinstance(error, WriteFailed)
            else failure_text(error)
        )
        self.message.emit(
            QCoreApplication.translate("Assistant", "Export failed: {reason}").format(reason=reason), True
        )

    def _export_finished(self, cancelled: bool) -> None:
        if cancelled:
            self.message.emit(
                QCoreApplication.translate("Assistant", "Export cancelled: the file was not written."), False
            )

    def shutdown(self) -> None:
        """Cancel and join background jobs (closing the window)."""
        self._rate_later.stop()
        self.rating.shutdown()
        self.exporting.shutdown()
