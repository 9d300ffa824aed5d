"""Compare Algorithms: every strategy on one puzzle, headless, in the background.

A table fills in as each strategy finishes (steps, placements, eliminations, guesses,
backtracks, maximum depth, time) and a bar chart (``compare_chart``, pyqtgraph) shows steps and time side by side
on log scales. Each run has a time limit so the plain backtracker cannot hold the rest up.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...core.board_state import BoardState
from ...core.grid import Values
from ...core.message import QT_TRANSLATE_NOOP
from ...core.runs.solve_to_end import SolveResult, solve
from ...core.steps import Outcome
from ...core.strategies import STRATEGIES
from ..i18n import algorithm_title, strategy_title
from ..jobs import Job, JobRunner, failure_text
from ..window.outcome_words import outcome_text
from .compare_chart import CompareChart

DEFAULT_LIMIT = 10.0
"""Seconds each strategy may take when the window sets no time limit."""

COLUMNS = (
    QT_TRANSLATE_NOOP("CompareDialog", "Algorithm"),
    QT_TRANSLATE_NOOP("CompareDialog", "Result"),
    QT_TRANSLATE_NOOP("CompareDialog", "Steps"),
    QT_TRANSLATE_NOOP("CompareDialog", "Placements"),
    QT_TRANSLATE_NOOP("CompareDialog", "Eliminations"),
    QT_TRANSLATE_NOOP("CompareDialog", "Guesses"),
    QT_TRANSLATE_NOOP("CompareDialog", "Backtracks"),
    QT_TRANSLATE_NOOP("CompareDialog", "Max depth"),
    QT_TRANSLATE_NOOP("CompareDialog", "Time (s)"),
)


def run_all(puzzle: Values | BoardState, limit: float, job: Job) -> dict[str, SolveResult]:
    """Every strategy on ``puzzle`` (a board: with the player's marks), reporting (row, name,
    result or None) as it goes."""
    results: dict[str, SolveResult] = {}
    for row, name in enumerate(STRATEGIES):
        if job.cancelled:
            break
        job.report((row, name, None))
        result = solve(puzzle, name, limit, cancelled=lambda: job.cancelled)
        results[name] = result
        job.report((row, name, result))
    return results


class CompareDialog(QDialog):
    """The comparison window; closing it cancels the runs."""

    def __init__(self, puzzle: Values | BoardState, time_limit: float | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(QCoreApplication.translate("CompareDialog", "Compare Algorithms"))
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.resize(1040, 660)
        self.limit = time_limit or DEFAULT_LIMIT
        self.results: dict[str, SolveResult] = {}

        self.table = QTableWidget(len(STRATEGIES), len(COLUMNS))
        self.table.setHorizontalHeaderLabels([QCoreApplication.translate("CompareDialog", c) for c in COLUMNS])
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        for row, (name, strategy) in enumerate(STRATEGIES.items()):
            item = QTableWidgetItem(algorithm_title(name))
            item.setToolTip(f"{strategy_title(strategy.description)} (--algorithm {name})")
            self.table.setItem(row, 0, item)
            self.table.setItem(row, 1, QTableWidgetItem(QCoreApplication.translate("CompareDialog", "waiting")))
        self.table.resizeRowsToContents()
        rows_height = sum(self.table.rowHeight(r) for r in range(self.table.rowCount()))
        self.table.setMinimumHeight(rows_height + self.table.horizontalHeader().sizeHint().height() + 4)

        self.chart = CompareChart()

        self.progress = QProgressBar()
        self.progress.setRange(0, len(STRATEGIES))
        self.status = QLabel(
            QCoreApplication.translate("CompareDialog", "Each algorithm gets at most {limit:g} s.").format(
                limit=self.limit
            )
        )
        self.status.setTextFormat(Qt.TextFormat.PlainText)  # a loaded solver's error is never HTML
        self.button = QPushButton(QCoreApplication.translate("CompareDialog", "Cancel"))
        self.button.clicked.connect(self._button)

        bottom = QHBoxLayout()
        bottom.addWidget(self.status, 1)
        bottom.addWidget(self.progress)
        bottom.addWidget(self.button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addWidget(self.chart, 1)
        layout.addLayout(bottom)

        self.runner = JobRunner(None, self)
        self.job: Job = self.runner.start(
            lambda job: run_all(puzzle, self.limit, job),
            progress=self._on_progress,
            failed=self._on_failed,
            finished=self._on_finished,
        )

    def _on_progress(self, report: tuple[int, str, SolveResult | None]) -> None:
        row, name, result = report
        if result is None:
            item = self.table.item(row, 1)
            if item is not None:
                item.setText(QCoreApplication.translate("CompareDialog", "running…"))
            self.status.setText(QCoreApplication.translate("CompareDialog", "Running {name}…").format(name=name))
            return
        self.results[name] = result
        k = result.counters
        figures = (
            outcome_text(result.outcome),  # the status bar's words
            k.steps,
            k.placements,
            k.eliminations,
            k.guesses,
            k.backtracks,
            k.max_depth,
            f"{result.seconds:.3f}",
        )
        for col, value in enumerate(figures, start=1):
            item = QTableWidgetItem(f"{value:,}" if isinstance(value, int) else str(value))
            if col > 1:
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.table.setItem(row, col, item)
        self.progress.setValue(len(self.results))
        self._draw()

    def _on_failed(self, error: BaseException) -> None:
        self.status.setText(
            QCoreApplication.translate("CompareDialog", "Failed: {message}").format(message=failure_text(error))
        )

    def _on_finished(self, cancelled: bool) -> None:
        done = len(self.results)
        cancelled = cancelled or any(r.outcome is Outcome.STOPPED for r in self.results.values())
        self.status.setText(
            QCoreApplication.translate("CompareDialog", "Cancelled.")
            if cancelled
            else QCoreApplication.translate("CompareDialog", "Done: {done} algorithms compared.").format(done=done)
        )
        self.button.setText(QCoreApplication.translate("CompareDialog", "Close"))

    def _draw(self) -> None:
        self.chart.show_results([(algorithm_title(n), r.counters.steps, r.seconds) for n, r in self.results.items()])

    def _button(self) -> None:
        if self.runner.running():
            self.runner.cancel()
            self.status.setText(QCoreApplication.translate("CompareDialog", "Cancelling…"))
        else:
            self.close()

    def reject(self) -> None:
        self.runner.shutdown()  # Escape and Close: cancel and join the runs first
        super().reject()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.runner.shutdown()  # cancel and join before the dialog goes
        super().closeEvent(event)
