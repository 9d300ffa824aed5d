"""Puzzle tools in the window: Check (how many solutions) and Generate (a new puzzle).

Both run as background jobs (``jobs.JobRunner``) with a progress dialog whose Cancel and Esc
stop them at once; the board changes only when a job has finished, through the controller (so
Generate is one undoable edit).
"""

from __future__ import annotations

import random

from PySide6.QtCore import QCoreApplication, QObject, QSettings
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QWidget,
)

from ...core.grid import find_conflicts
from ...core.puzzles.counting import count_solutions
from ...core.puzzles.generate import Cancelled, Generated, generate
from ...core.rating.levels import LEVEL_NAMES, SYMMETRIES
from .. import i18n
from ..controller import Controller
from ..jobs import Busy, Job, JobRunner, failure_text
from ..window.settings import read
from .se_rules_menu import chosen as se_rules

CHECK_LIMIT = 2
"""Check counts this far: a proper puzzle has exactly one solution."""


class GenerateDialog(QDialog):
    """Level and symmetry for a new puzzle."""

    def __init__(self, parent: QWidget, level: str, symmetry: str) -> None:
        super().__init__(parent)
        self.setWindowTitle(QCoreApplication.translate("GenerateDialog", "Generate Puzzle"))
        form = QFormLayout(self)
        self.level = QComboBox()
        for name in LEVEL_NAMES:
            self.level.addItem(i18n.level_name(name), name)
        self.level.setCurrentIndex(max(0, self.level.findData(level)))
        self.level.setToolTip(
            QCoreApplication.translate(
                "GenerateDialog", "Difficulty by the hardest technique needed (Sudoku Explainer scale)"
            )
        )
        form.addRow(QCoreApplication.translate("GenerateDialog", "&Level"), self.level)
        self.symmetry = QComboBox()
        names = {
            "none": QCoreApplication.translate("GenerateDialog", "none"),
            "central": QCoreApplication.translate("GenerateDialog", "central"),
            "diagonal": QCoreApplication.translate("GenerateDialog", "diagonal"),
        }
        for name in SYMMETRIES:
            self.symmetry.addItem(names.get(name, name), name)
        self.symmetry.setCurrentIndex(max(0, self.symmetry.findData(symmetry)))
        self.symmetry.setToolTip(
            QCoreApplication.translate(
                "GenerateDialog", "none; central: turned half a turn the givens look the same; diagonal: mirrored"
            )
        )
        form.addRow(QCoreApplication.translate("GenerateDialog", "&Symmetry"), self.symmetry)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(
            QCoreApplication.translate("GenerateDialog", "&Generate")
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)


class PuzzleTools(QObject):
    """Check (Ctrl+Shift+C) and Generate (Ctrl+N) for ``window``; results through ``controller``."""

    def __init__(self, controller: Controller, window: QWidget, settings: QSettings) -> None:
        super().__init__(window)
        self.c = controller
        self.window = window
        self.settings = settings
        self.runner = JobRunner(window, self)

    @property
    def job(self) -> Job | None:
        """The job running (or run last)."""
        return self.runner.job

    def _busy(self, text: str) -> Busy:
        # quick jobs finish before the dialog shows
        return Busy(text, QCoreApplication.translate("PuzzleTools", "Please wait"), delay_ms=300)

    def check(self) -> None:
        """Count the solutions of the board as shown (up to ``CHECK_LIMIT``) in the background."""
        values = tuple(self.c.state.values) if self.c.timeline is None else self.c.document.values
        if find_conflicts(values):
            self.c.message.emit(
                QCoreApplication.translate("PuzzleTools", "Check: 0 solutions (the givens conflict)."), True
            )
            return
        self.runner.start(
            lambda j: count_solutions(values, CHECK_LIMIT, lambda: j.cancelled),
            done=self._checked,
            busy=self._busy(QCoreApplication.translate("PuzzleTools", "Counting solutions…")),
        )

    def _checked(self, n: int) -> None:
        if n == 1:
            self.c.message.emit(
                QCoreApplication.translate("PuzzleTools", "Check: exactly 1 solution (a proper puzzle)."), False
            )
        elif n == 0:
            self.c.message.emit(
                QCoreApplication.translate("PuzzleTools", "Check: 0 solutions: no way to finish this board."), True
            )
        else:
            self.c.message.emit(
                QCoreApplication.translate(
                    "PuzzleTools", "Check: at least {n} solutions (not a proper puzzle)."
                ).format(n=n),
                True,
            )

    def generate(self) -> None:
        """Ask for a level and symmetry (remembered), then generate in the background."""
        settings = self.settings
        level = read(settings, "generateLevel", "Medium", lambda v: v in LEVEL_NAMES)
        symmetry = read(settings, "generateSymmetry", "none", lambda v: v in SYMMETRIES)
        dialog = GenerateDialog(self.window, level, symmetry)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        level, symmetry = str(dialog.level.currentData()), str(dialog.symmetry.currentData())
        settings.setValue("generateLevel", level)
        settings.setValue("generateSymmetry", symmetry)
        self.start_generating(level, symmetry)

    def start_generating(self, level: str, symmetry: str, seed: int | None = None) -> Job:
        rng = random.Random(seed)
        rules = se_rules(self.settings)  # the level is Sudoku Explainer's under the rules chosen

        def work(job: Job) -> Generated | None:
            try:
                return generate(level, symmetry, rng, lambda: job.cancelled, rules=rules)
            except Cancelled:
                return None

        return self.runner.start(
            work,
            done=self._generated,
            failed=lambda error: self.c.message.emit(
                QCoreApplication.translate("PuzzleTools", "Generate failed: {message}").format(
                    message=failure_text(error)
                ),
                True,
            ),
            finished=self._generate_finished,
            busy=self._busy(
                QCoreApplication.translate("PuzzleTools", "Generating a {level} puzzle…").format(
                    level=i18n.level_name(level)
                )
            ),
        )

    def _generate_finished(self, cancelled: bool) -> None:
        if cancelled:
            self.c.message.emit(QCoreApplication.translate("PuzzleTools", "Generate cancelled."), False)

    def _generated(self, made: Generated | None) -> None:
        if made is None:
            return
        r = made.rating
        if self.c.editor.load(
            made.puzzle,
            QCoreApplication.translate("PuzzleTools", "Generate {level} puzzle").format(
                level=i18n.level_name(made.level)
            ),
        ):
            self.c.message.emit(
                QCoreApplication.translate(
                    "PuzzleTools", "New {level} puzzle (ER {score:.1f}, hardest: {hardest}), exactly one solution."
                ).format(
                    level=i18n.level_name(made.level),
                    score=r.er,
                    hardest=i18n.technique_name(r.hardest_step_name or ""),
                ),
                False,
            )

    def shutdown(self) -> None:
        """Cancel and join a running job (closing the window)."""
        self.runner.shutdown()
