"""Puzzle > Analyse: why this puzzle is as hard as it is, worked out in the background.

Shows, as each is found: Sudoku Explainer's ER/EP/ED with the level and the human strategy's
figure (``core.rating.difficulty``), the bottleneck (the steps as hard as ER; a click shows the board
just before the step, the step drawn on it), the smallest backdoors for singles and for singles
plus locked candidates, and the trial-and-error depth (``core.rating.backdoors``). A bar under them
counts the stages done and the status line says the stage and the time it has taken. The backdoor
cells can be marked, on the dialog's own board and on the main board. Closing or Cancel stops the
work at once (``jobs.JobRunner``); what was not worked out then says so.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...core.board_state import BoardState, Highlight
from ...core.grid import Cell, Values, cell_name, find_conflicts
from ...core.puzzles.counting import count_solutions
from ...core.puzzles.exact_cover import solve_fast
from ...core.rating.backdoors import Backdoors, backdoors, te_depth
from ...core.rating.difficulty import Difficulty, difficulty
from ...core.rating.se.rule_sets import DEFAULT_RULES
from ...core.rating.se.se_rating import SeStep
from .. import i18n
from ..board.painter import BoardColors
from ..jobs import Job, JobRunner, clock, failure_text
from ..race.race_board import RaceBoard
from .player_help import rules_name

STAGES = 4
"""Stages the bar counts: the rating, two backdoor searches, the trial-and-error depth."""


def analyse(values: Values, job: Job, rules: str = DEFAULT_RULES) -> None:
    """The work, in stages, each reported as it is done: ("problem", text) and stop, or
    ("rating", Difficulty) with Sudoku Explainer's rule set ``rules``, ("backdoors", Backdoors)
    twice, ("te", depth or None)."""
    stop: Callable[[], bool] = lambda: job.cancelled  # noqa: E731
    solutions = count_solutions(values, 2, stop)
    if job.cancelled:
        return
    if solutions != 1:
        job.report(("problem", "none" if solutions == 0 else "several"))
        return
    rating = difficulty(values, stop, partial=True, rules=rules)
    if rating is None or job.cancelled:
        return
    job.report(("rating", rating))
    solution = solve_fast(values)
    for locked in (False, True):
        found = backdoors(values, solution, locked=locked, cancelled=stop)
        if job.cancelled:
            return
        job.report(("backdoors", found))
    depth = te_depth(values, stop)
    if not job.cancelled:
        job.report(("te", depth))


def board_before(values: Values, steps: tuple[SeStep, ...], index: int) -> BoardState:
    """The board just before SE step ``index`` (its candidates as SE had them), the step drawn."""
    state = BoardState(values)
    for s in steps[:index]:
        state.apply(s.step)
    state.preview(steps[index].step)
    return state


class AnalyseDialog(QDialog):
    """The analysis of one puzzle; ``markCells(cells)`` asks the window to mark cells (empty:
    unmark)."""

    markCells = Signal(object)

    def __init__(
        self, values: Values, colors: BoardColors, parent: QWidget | None = None, rules: str = DEFAULT_RULES
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(QCoreApplication.translate("AnalyseDialog", "Analyse Puzzle"))
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.resize(900, 560)
        self.values = values
        self.rating: Difficulty | None = None
        self.found: list[Backdoors] = []
        self.te_depth: int | None = None

        form = self._form()
        middle = self._middle(form, colors)
        bottom = self._bottom()
        layout = QVBoxLayout(self)
        layout.addLayout(middle, 1)
        layout.addLayout(bottom)

        self.runner = JobRunner(None, self)
        self.job: Job = self.runner.start(
            lambda job: analyse(values, job, rules),
            progress=self._on_progress,
            failed=lambda error: self._set_stage(failure_text(error)),
            finished=self._on_finished,
        )
        self._working = True
        self._tick.start()
        self._show_stage()

    def _form(self) -> QFormLayout:
        """The figures, each "working…" until it is known."""
        self.se_label = self._value_label()
        self.human_label = self._value_label()
        self.hodoku_label = self._value_label()
        self.singles_label = self._value_label()
        self.locked_label = self._value_label()
        self.te_label = self._value_label()
        form = QFormLayout()
        form.addRow(QCoreApplication.translate("AnalyseDialog", "Sudoku Explainer (ER/EP/ED):"), self.se_label)
        form.addRow(QCoreApplication.translate("AnalyseDialog", "Human techniques:"), self.human_label)
        form.addRow(QCoreApplication.translate("AnalyseDialog", "HoDoKu level:"), self.hodoku_label)
        self.hodoku_label.setToolTip(
            QCoreApplication.translate(
                "AnalyseDialog",
                "HoDoKu's level of the human techniques' path: the hardest technique's level, raised while "
                "the path's total score passes the level's bound (Easy 800, Medium 1000, Hard 1600, Unfair 1800)",
            )
        )
        form.addRow(QCoreApplication.translate("AnalyseDialog", "Backdoors for singles:"), self.singles_label)
        form.addRow(
            QCoreApplication.translate("AnalyseDialog", "Backdoors for singles + locked candidates:"), self.locked_label
        )
        form.addRow(QCoreApplication.translate("AnalyseDialog", "Trial-and-error depth:"), self.te_label)
        for label in self._rows():
            label.setText(QCoreApplication.translate("AnalyseDialog", "working…"))
        self.se_label.setToolTip(
            QCoreApplication.translate(
                "AnalyseDialog",
                "ER: the hardest step of Sudoku Explainer's solution; EP: the hardest up to its first placed "
                "digit; ED: up to its first elimination. The level follows ER.",
            )
        )
        self.singles_label.setToolTip(
            QCoreApplication.translate(
                "AnalyseDialog",
                "The fewest cells whose values let singles alone finish the puzzle (0: singles solve it), "
                "with up to 10 such sets",
            )
        )
        self.te_label.setToolTip(
            QCoreApplication.translate(
                "AnalyseDialog",
                "CSP-Rules' T&E(n): how deep contradiction tests must nest, with singles as the only rules, "
                "to solve the puzzle (0: singles solve it)",
            )
        )
        return form

    def _middle(self, form: QFormLayout, colors: BoardColors) -> QHBoxLayout:
        """The figures and the steps of the rating's bottleneck, and the board before a step."""
        self.steps = QListWidget()
        self.steps.setToolTip(
            QCoreApplication.translate("AnalyseDialog", "Click a step to see the board just before it")
        )
        self.steps.currentRowChanged.connect(self._step_picked)
        self.all_steps = QCheckBox(QCoreApplication.translate("AnalyseDialog", "&All steps"))
        self.all_steps.setToolTip(
            QCoreApplication.translate("AnalyseDialog", "List every step of the solution, not only the bottleneck")
        )
        self.all_steps.toggled.connect(self._fill_steps)
        self.board = RaceBoard(colors)
        self.board.setMinimumSize(300, 300)
        self.board.set_state(BoardState(self.values))
        self._listed: list[int] = []

        left = QVBoxLayout()
        left.addLayout(form)
        left.addWidget(
            QLabel(QCoreApplication.translate("AnalyseDialog", "Bottleneck: the steps that give the rating"))
        )
        left.addWidget(self.steps, 1)
        left.addWidget(self.all_steps)
        middle = QHBoxLayout()
        middle.addLayout(left, 3)
        middle.addWidget(self.board, 2)
        return middle

    def _bottom(self) -> QHBoxLayout:
        """The stage and its time, the progress, Mark Backdoor Cells and Cancel (then Close)."""
        self.status = QLabel()
        self.bar = QProgressBar()
        self.bar.setRange(0, STAGES)
        self.bar.setValue(0)
        self.bar.setFormat(QCoreApplication.translate("AnalyseDialog", "%v of %m"))
        self.bar.setToolTip(QCoreApplication.translate("AnalyseDialog", "Stages worked out"))
        self._stage = QCoreApplication.translate("AnalyseDialog", "Rating…")
        self._tick = QTimer(self)  # the elapsed time moves while a long stage says nothing
        self._tick.setInterval(1000)
        self._tick.timeout.connect(self._show_stage)
        self.mark = QPushButton(QCoreApplication.translate("AnalyseDialog", "&Mark Backdoor Cells"))
        self.mark.setCheckable(True)
        self.mark.setEnabled(False)
        self.mark.setToolTip(
            QCoreApplication.translate(
                "AnalyseDialog", "Tint the cells of the first smallest backdoor on the main board"
            )
        )
        self.mark.toggled.connect(self._mark_toggled)
        self.button = QPushButton(QCoreApplication.translate("AnalyseDialog", "Cancel"))
        self.button.clicked.connect(self._button)
        bottom = QHBoxLayout()
        bottom.addWidget(self.status, 1)
        bottom.addWidget(self.bar)
        bottom.addWidget(self.mark)
        bottom.addWidget(self.button)
        return bottom

    def _set_stage(self, text: str) -> None:
        self._stage = text
        self._show_stage()

    def _show_stage(self) -> None:
        """The stage, and while the work goes on, the time it has taken."""
        if self._working:
            self.status.setText(
                QCoreApplication.translate("AnalyseDialog", "{stage} {elapsed}").format(
                    stage=self._stage, elapsed=clock(self.runner.elapsed())
                )
            )
        else:
            self.status.setText(self._stage)

    def _rows(self) -> tuple[QLabel, ...]:
        """The labels the work fills in."""
        return (
            self.se_label,
            self.human_label,
            self.hodoku_label,
            self.singles_label,
            self.locked_label,
            self.te_label,
        )

    @staticmethod
    def _value_label() -> QLabel:
        label = QLabel()
        label.setWordWrap(True)
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        return label

    # -- results --------------------------------------------------------------------------------

    def _on_progress(self, report: tuple[str, object]) -> None:
        kind, value = report
        if kind == "problem":
            text = (
                QCoreApplication.translate("AnalyseDialog", "The puzzle has no solution: nothing to analyse.")
                if value == "none"
                else QCoreApplication.translate(
                    "AnalyseDialog", "The puzzle has more than one solution: ratings assume one."
                )
            )
            for label in self._rows():
                label.setText("-")
            self._set_stage(text)
        elif kind == "rating":
            assert isinstance(value, Difficulty)
            self._show_rating(value)
            self.bar.setValue(1)
            self._set_stage(QCoreApplication.translate("AnalyseDialog", "Looking for backdoors…"))
        elif kind == "backdoors":
            assert isinstance(value, Backdoors)
            self.found.append(value)
            self.bar.setValue(1 + len(self.found))
            (self.locked_label if len(self.found) == 2 else self.singles_label).setText(self._backdoor_text(value))
            self.mark.setEnabled(any(b.found for b in self.found))
            if len(self.found) == 2:
                self._set_stage(QCoreApplication.translate("AnalyseDialog", "Measuring the trial-and-error depth…"))
        elif kind == "te":
            self.bar.setValue(STAGES)
            self.te_depth = value if isinstance(value, int) else None
            self.te_label.setText(
                QCoreApplication.translate("AnalyseDialog", "T&E({depth})").format(depth=self.te_depth)
                if self.te_depth is not None
                else QCoreApplication.translate("AnalyseDialog", "more than 3")
            )

    def _show_rating(self, rating: Difficulty) -> None:
        self.rating = rating
        se = rating.se
        level = i18n.level_name(rating.level)
        hardest = i18n.technique_name(se.hardest_step_name or "")
        rules = rules_name(se.rules)
        if rating.complete:
            self.se_label.setText(
                QCoreApplication.translate("AnalyseDialog", "{figures} {level} ({technique}; {rules} rules)").format(
                    figures=str(se), level=level, technique=hardest, rules=rules
                )
            )
        else:
            self.se_label.setText(
                QCoreApplication.translate(
                    "AnalyseDialog", "at least {er:.1f} {level} (stopped while looking for {technique}; {rules} rules)"
                ).format(er=se.er, level=level, technique=hardest, rules=rules)
            )
        human = rating.human
        if human is not None:
            self.human_label.setText(
                QCoreApplication.translate("AnalyseDialog", "{score:.1f} (hardest: {technique})").format(
                    score=human.score, technique=i18n.technique_name(human.hardest or "")
                )
                if not human.guesses
                else QCoreApplication.translate("AnalyseDialog", "{score:.1f}+ (needs a guess)").format(
                    score=human.score
                )
            )
            self.hodoku_label.setText(
                QCoreApplication.translate("AnalyseDialog", "{level} (score {score})").format(
                    level=i18n.level_name(human.hodoku_level), score=human.hodoku_score
                )
            )
        else:
            self.human_label.setText("-")
            self.hodoku_label.setText("-")
        self._fill_steps()

    def _backdoor_text(self, found: Backdoors) -> str:
        if found.size is None:
            return QCoreApplication.translate("AnalyseDialog", "none of 2 cells or fewer")
        if found.size == 0:
            return QCoreApplication.translate("AnalyseDialog", "0: these rules alone solve it")
        solution = solve_fast(self.values)
        assert solution is not None
        sets = ["+".join(f"{cell_name(c)}={solution[c]}" for c in cells) for cells in found.found]
        return QCoreApplication.translate("AnalyseDialog", "size {size}: {sets}").format(
            size=found.size, sets=", ".join(sets)
        )

    def _fill_steps(self) -> None:
        self.steps.clear()
        self._listed = []
        if self.rating is None:
            return
        steps = self.rating.se.steps
        bottleneck = {id(s) for s in self.rating.se.bottleneck()}
        for index, s in enumerate(steps):
            if not self.all_steps.isChecked() and id(s) not in bottleneck:
                continue
            text = str(s.step.text)
            detail = text[len(s.name) + 2 :] if text.startswith(s.name + ": ") else text
            item = QListWidgetItem(f"{index + 1}. {s.difficulty:.1f} {i18n.technique_name(s.name)}: {detail}")
            item.setToolTip(item.text())
            self.steps.addItem(item)
            self._listed.append(index)

    def _step_picked(self, row: int) -> None:
        if self.rating is None or not 0 <= row < len(self._listed):
            return
        self.board.set_state(board_before(self.values, self.rating.se.steps, self._listed[row]))

    def backdoor_cells(self) -> tuple[Cell, ...]:
        """The cells of the first smallest backdoor found (singles first), or ()."""
        for found in self.found:
            if found.found:
                return found.found[0]
        return ()

    def _mark_toggled(self, on: bool) -> None:
        cells = self.backdoor_cells() if on else ()
        state = BoardState(self.values)  # shown here too: the dialog may cover the main board
        state.highlight = Highlight(causes=cells)
        self.board.set_state(state)
        self.markCells.emit(cells)

    # -- closing --------------------------------------------------------------------------------

    def _on_finished(self, cancelled: bool) -> None:
        self._working = False
        self._tick.stop()
        if cancelled:
            self._set_stage(QCoreApplication.translate("AnalyseDialog", "Cancelled."))
            working = QCoreApplication.translate("AnalyseDialog", "working…")
            for label in self._rows():
                if label.text() == working:
                    label.setText(QCoreApplication.translate("AnalyseDialog", "not worked out (cancelled)"))
        elif self.te_depth is not None or len(self.found) == 2:
            self._set_stage(QCoreApplication.translate("AnalyseDialog", "Done."))
        else:
            self._show_stage()
        self.bar.hide()
        self.button.setText(QCoreApplication.translate("AnalyseDialog", "Close"))

    def _button(self) -> None:
        if self.runner.running():
            self.runner.cancel()
            self._set_stage(QCoreApplication.translate("AnalyseDialog", "Cancelling…"))
        else:
            self.reject()

    def reject(self) -> None:
        """Escape, Close and the window's close button: cancel and join the work, unmark the
        board, then close (QDialog's closeEvent comes here too)."""
        self.runner.shutdown()
        if self.mark.isChecked():
            self.mark.setChecked(False)
        super().reject()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.runner.shutdown()  # also when closed without reject (the main window closing)
        super().closeEvent(event)


def can_analyse(values: Values) -> str | None:
    """Why ``values`` can not be analysed (a message), or None."""
    if sum(1 for v in values if v) < 17:
        return QCoreApplication.translate("AnalyseDialog", "Analyse needs a puzzle of at least 17 givens.")
    if find_conflicts(values):
        return QCoreApplication.translate("AnalyseDialog", "Fix the red cells first: the givens conflict.")
    return None
