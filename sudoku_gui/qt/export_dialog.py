"""File > Export Animation: a span of the run shown (or of a race, side by side) as GIF, WebP or MP4.

The dialog asks for the span (from / to step: the whole run when it is short, else the steps
around the one shown), the frames a second and the steps a frame, then for the file; the frames
are drawn and encoded on a background thread, with a progress dialog that can cancel (a
cancelled export leaves no file, and an existing one as it was).
"""

from __future__ import annotations

import os
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, QSettings, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QLabel,
    QProgressDialog,
    QSpinBox,
    QWidget,
)

from ..core.timeline import Timeline
from . import i18n
from .animation import Cancelled, Clip, write
from .board_painter import BoardColors
from .controller import Controller
from .jobs import Job

SHORT_RUN = 2000
"""A run of at most this many steps is exported whole by default."""
AROUND = 300
"""Else the steps this far before and after the one shown."""


class SpanDialog(QDialog):
    """From, to, frames a second, steps a frame; says how many frames and seconds that makes."""

    def __init__(self, length: int, position: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(QCoreApplication.translate("ExportDialog", "Export Animation"))
        form = QFormLayout(self)
        self.first = QSpinBox()
        self.last = QSpinBox()
        for box in (self.first, self.last):
            box.setRange(0, length)
            box.setGroupSeparatorShown(True)
        whole = length <= SHORT_RUN
        self.first.setValue(0 if whole else max(0, position - AROUND))
        self.last.setValue(length if whole else min(length, position + AROUND))
        self.fps = QDoubleSpinBox()
        self.fps.setRange(0.5, 60)
        self.fps.setValue(10)
        self.per_frame = QSpinBox()
        self.per_frame.setRange(1, max(1, length))
        self.per_frame.setValue(1)
        self.summary = QLabel()
        form.addRow(QCoreApplication.translate("ExportDialog", "From step"), self.first)
        form.addRow(QCoreApplication.translate("ExportDialog", "To step"), self.last)
        form.addRow(QCoreApplication.translate("ExportDialog", "Frames a second"), self.fps)
        form.addRow(QCoreApplication.translate("ExportDialog", "Steps a frame"), self.per_frame)
        form.addRow(self.summary)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        for box in (self.first, self.last, self.per_frame):
            box.valueChanged.connect(self._update)
        self.fps.valueChanged.connect(self._update)
        self._update()

    def clip(self, timelines: list[Timeline], titles: list[str]) -> Clip:
        first, last = sorted((self.first.value(), self.last.value()))
        return Clip(timelines, first, last, self.fps.value(), self.per_frame.value(), titles=titles)

    def _update(self) -> None:
        first, last = sorted((self.first.value(), self.last.value()))
        frames = Clip([], first, last, self.fps.value(), self.per_frame.value()).frames()
        self.summary.setText(
            QCoreApplication.translate("ExportDialog", "{frames:,} frames, {seconds:.1f} s").format(
                frames=frames, seconds=frames / self.fps.value()
            )
        )


class AnimationExport(QObject):
    """File > Export Animation for ``window`` (see the module text)."""

    def __init__(
        self, controller: Controller, window: QWidget, settings: QSettings, colors: Callable[[], BoardColors]
    ) -> None:
        super().__init__(window)
        self.c, self.window, self.settings = controller, window, settings
        self._colors = colors
        self.job: Job | None = None
        self._progress: QProgressDialog | None = None
        self._path = ""

    def ask(self) -> None:
        """Ctrl+Shift+E: ask for the span, speed and file, then render in the background."""
        colors = self._colors()
        c = self.c
        if c.race is not None:
            runs = c.race.live_runs()
            timelines = [r.timeline for r in runs]
            titles = [i18n.algorithm_title(r.algorithm) for r in runs]
            length = max((len(t) for t in timelines), default=0)
            position = runs[0].position if runs else 0
        elif c.shown is not None:
            timelines, titles = [c.shown.timeline], []
            length, position = len(c.shown.timeline), c.shown.position
        else:
            c.message.emit(
                QCoreApplication.translate("ExportDialog", "Nothing to export yet: solve (F5) or race (Ctrl+R) first."),
                True,
            )
            return
        c.pause()
        span = SpanDialog(length, position, self.window)
        if span.exec() != QDialog.DialogCode.Accepted:
            return
        start = str(self.settings.value("lastDir", ""))
        path, _ = QFileDialog.getSaveFileName(
            self.window,
            QCoreApplication.translate("ExportDialog", "Export Animation"),
            os.path.join(start, "solve.gif"),
            QCoreApplication.translate("ExportDialog", "GIF (*.gif);;Animated WebP (*.webp);;MP4 video (*.mp4)"),
        )
        if path:
            self.start(span.clip(timelines, titles), path, colors)

    def start(self, clip: Clip, path: str, colors: BoardColors) -> Job:
        """Write ``clip`` to ``path`` in the background, with progress and cancel."""
        self._path = path

        def work(job: Job) -> int:
            return write(clip, path, colors, lambda done, total: job.report((done, total)), lambda: job.cancelled)

        job = Job(work)
        dialog = QProgressDialog(
            QCoreApplication.translate("ExportDialog", "Drawing and encoding the frames…"),
            QCoreApplication.translate("ExportDialog", "Cancel"),
            0,
            clip.frames(),
            self.window,
        )
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.setMinimumDuration(400)
        dialog.canceled.connect(job.cancel)
        job.progress.connect(self._progressed)
        job.done.connect(self._done)
        job.failed.connect(self._failed)
        job.finished.connect(self._finished)
        self._progress, self.job = dialog, job
        job.start()
        return job

    def _progressed(self, report: tuple[int, int]) -> None:
        if self._progress is not None:
            self._progress.setValue(report[0])

    def _done(self, frames: int) -> None:
        self.c.message.emit(
            QCoreApplication.translate("ExportDialog", "Animation written to {path}: {frames:,} frames.").format(
                path=self._path, frames=frames
            ),
            False,
        )

    def _failed(self, message: str) -> None:
        if Cancelled.__name__ in message:
            self.c.message.emit(QCoreApplication.translate("ExportDialog", "Export cancelled: nothing written."), False)
        else:
            self.c.message.emit(
                QCoreApplication.translate("ExportDialog", "Export failed: {reason}").format(reason=message), True
            )

    def _finished(self) -> None:
        if self._progress is not None:
            self._progress.reset()
            self._progress.deleteLater()
            self._progress = None

    def shutdown(self) -> None:
        if self.job is not None and self.job.running():
            self.job.wait()
