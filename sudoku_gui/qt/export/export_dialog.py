"""File > Export Animation: a span of the run shown (or of a race, side by side) as GIF, WebP or MP4.

The dialog asks for the span (from / to step: the one chosen last for the same run, else the
whole run when it is short, else the steps around the one shown), the frames a second and the
steps a frame (both remembered), says how many frames and how big each format would be (measured
on sample frames of the clip in the background, ``export_estimate``), and above ``MAX_FRAMES``
offers the steps a frame that fit; then it asks for the file (in the folder of the last export). The frames are
drawn and encoded on a background job (``jobs.JobRunner``) with a progress dialog whose Cancel
and Esc stop it at once: a cancelled or failed export leaves no file, and an existing one as it
was.
"""

from __future__ import annotations

import os
import weakref
from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QLocale, QObject, QSettings, QStandardPaths, QTimer
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QLabel,
    QLayout,
    QMessageBox,
    QSpinBox,
    QWidget,
)

from ...core.atomic import WriteFailed
from ...core.message import QT_TRANSLATE_NOOP
from ...core.recording.animation_frames import (
    FPS_RANGE,
    MAX_FRAMES,
    estimated_bytes,
    fitting_steps_per_frame,
    frames_for,
)
from ...core.recording.timeline import Timeline
from .. import i18n
from ..board.painter import BoardColors
from ..controller import Controller
from ..jobs import Busy, Job, JobRunner, clock, failure_text
from ..window.settings import read
from .animation import FORMATS, Clip, check_format, write
from .export_estimate import KINDS, measured_sizes

SHORT_RUN = 2000
"""A run of at most this many steps is exported whole by default."""
AROUND = 300
"""Else the steps this far before and after the one shown."""
MEASURE_AFTER_MS = 300
"""The sizes are measured once the settings have not changed for this long."""
_FILTERS = {
    ".gif": QT_TRANSLATE_NOOP("ExportDialog", "GIF (*.gif)"),
    ".webp": QT_TRANSLATE_NOOP("ExportDialog", "Animated WebP (*.webp)"),
    ".mp4": QT_TRANSLATE_NOOP("ExportDialog", "MP4 video (*.mp4)"),
}


def save_folder(settings: QSettings, key: str) -> str:
    """The folder a save dialog opens in: the one remembered under ``key`` while it exists, else
    the person's Pictures or Documents folder, else their home (never the working directory)."""
    remembered = read(settings, key, "")
    if remembered and os.path.isdir(remembered):
        return remembered
    for place in (QStandardPaths.StandardLocation.PicturesLocation, QStandardPaths.StandardLocation.DocumentsLocation):
        folder = QStandardPaths.writableLocation(place)
        if folder and os.path.isdir(folder):
            return folder
    return os.path.expanduser("~")


def size_text(n: int) -> str:
    """``n`` bytes as the locale writes sizes (1.8 MB)."""
    return QLocale().formattedDataSize(n, 1, QLocale.DataSizeFormat.DataSizeSIFormat)


class SpanDialog(QDialog):
    """From, to, frames a second, steps a frame; says how many frames that makes, how long and
    about how big, and offers the steps a frame that fit ``MAX_FRAMES`` when there are more.

    ``span``: the steps to start with (the span chosen last for this run), else the whole run
    when it is short, else the steps around ``position``. Given the ``timelines`` to export, the
    sizes are measured on the clip itself in the background (``export_estimate``) a moment after
    the last change, a rough figure shown meanwhile."""

    def __init__(
        self,
        length: int,
        position: int,
        parent: QWidget | None = None,
        fps: float = 10.0,
        per_frame: int = 1,
        boards: int = 1,
        span: tuple[int, int] | None = None,
        timelines: Sequence[Timeline] = (),
        colors: BoardColors | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(QCoreApplication.translate("ExportDialog", "Export Animation"))
        self._boards = boards
        self._timelines = list(timelines)
        self._colors = colors
        self.measured: dict[tuple[int, int, int, float], dict[str, int]] = {}
        """Sizes measured so far, by (first, last, steps a frame, frames a second); written by
        the measuring job's thread, read here."""
        self.runner = JobRunner(self, self)
        self._measure_timer = QTimer(self)
        self._measure_timer.setSingleShot(True)
        self._measure_timer.setInterval(MEASURE_AFTER_MS)
        self._measure_timer.timeout.connect(self._measure)
        form = QFormLayout(self)
        self.first = QSpinBox()
        self.last = QSpinBox()
        for box in (self.first, self.last):
            box.setRange(0, length)
            box.setGroupSeparatorShown(True)
        whole = length <= SHORT_RUN
        if span is not None:
            first, last = (max(0, min(length, v)) for v in span)
        else:
            first, last = (0, length) if whole else (max(0, position - AROUND), min(length, position + AROUND))
        self.first.setValue(first)
        self.last.setValue(last)
        self.fps = QDoubleSpinBox()
        self.fps.setRange(*FPS_RANGE)
        self.fps.setValue(fps)
        self.per_frame = QSpinBox()
        self.per_frame.setRange(1, max(1, length))
        self.per_frame.setGroupSeparatorShown(True)
        self.per_frame.setValue(per_frame)
        self.per_frame.setToolTip(
            QCoreApplication.translate("ExportDialog", "Each frame moves the run on by this many steps")
        )
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.summary.setMinimumWidth(420)
        form.setSizeConstraint(QLayout.SizeConstraint.SetMinimumSize)  # grows with the summary's lines
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

    def span(self) -> tuple[int, int]:
        first, last = sorted((self.first.value(), self.last.value()))
        return first, last

    def clip(self, timelines: list[Timeline], titles: list[str]) -> Clip:
        first, last = self.span()
        return Clip(timelines, first, last, self.fps.value(), self.per_frame.value(), titles=titles)

    def frames(self) -> int:
        return frames_for(*self.span(), self.per_frame.value())

    def _key(self, per_frame: int) -> tuple[int, int, int, float]:
        return (*self.span(), per_frame, self.fps.value())

    def sizes(self, per_frame: int | None = None) -> str:
        """About how big each format would be (at ``per_frame`` steps a frame, else the one set):
        as measured on the clip when it has been, else a rough figure."""
        k = per_frame or self.per_frame.value()
        measured = self.measured.get(self._key(k))
        if measured is None:
            frames = frames_for(*self.span(), k)
            measured = {kind: estimated_bytes(kind, frames, self._boards, steps_per_frame=k) for kind in KINDS}
        size = {kind: size_text(n) for kind, n in measured.items()}
        return QCoreApplication.translate("ExportDialog", "About {gif} as GIF, {webp} as WebP, {mp4} as MP4.").format(
            gif=size["GIF"], webp=size["WebP"], mp4=size["MP4"]
        )

    def _wanted(self) -> list[int]:
        """The steps a frame whose sizes the dialog says: the one set, and the one that fits
        when there are too many frames (the question OK asks)."""
        wanted = [self.per_frame.value()]
        if self.frames() > MAX_FRAMES:
            wanted.append(fitting_steps_per_frame(*self.span()))
        return [k for k in wanted if self._key(k) not in self.measured]

    def _measure(self) -> None:
        """Measure the sizes of the clips set (in the background; a newer change cancels it)."""
        wanted = self._wanted()
        if not self._timelines or not wanted:
            return
        first, last = self.span()
        clips = {self._key(k): Clip(self._timelines, first, last, self.fps.value(), k) for k in wanted}
        measured, colors = self.measured, self._colors

        def work(job: Job) -> None:
            for key, clip in clips.items():
                measured[key] = self._sizes_of(clip, colors, lambda: job.cancelled)

        self.runner.start(work, done=lambda _r: self._update_text(), failed=lambda _e: self._update_text())
        self._update_text()

    def _sizes_of(
        self, clip: Clip, colors: BoardColors | None, cancelled: Callable[[], bool] | None = None
    ) -> dict[str, int]:
        """``clip``'s sizes measured (the rough figures when ffmpeg fails to encode the sample)."""
        try:
            return measured_sizes(clip, colors, cancelled)
        except OSError:
            frames, k = clip.frames(), clip.steps_per_frame
            return {kind: estimated_bytes(kind, frames, self._boards, steps_per_frame=k) for kind in KINDS}

    def _update(self) -> None:
        self._update_text()
        if self._timelines and self._wanted():
            self.runner.cancel()  # measured for settings no longer shown
            self._measure_timer.start()

    def measuring(self) -> bool:
        """True while sizes are still to be measured for the settings shown."""
        return bool(self._timelines) and bool(self._wanted())

    def _update_text(self) -> None:
        frames = self.frames()
        seconds = frames / self.fps.value()
        length = f"{seconds:.1f} s" if seconds < 60 else clock(seconds)
        text = QCoreApplication.translate("ExportDialog", "{frames:,} frames, {length}.").format(
            frames=frames, length=length
        )
        text += "\n" + self.sizes()
        if self.measuring():
            text += " " + QCoreApplication.translate("ExportDialog", "(measuring on sample frames…)")
        if frames > MAX_FRAMES:
            k = fitting_steps_per_frame(*self.span())
            text += "\n" + QCoreApplication.translate(
                "ExportDialog", "Over the limit of {cap:,} frames: {k:,} steps a frame would fit."
            ).format(cap=MAX_FRAMES, k=k)
        self.summary.setText(text)

    def done(self, result: int) -> None:
        """Closed (OK, Cancel, Esc): a measuring job stops and is joined."""
        self._measure_timer.stop()
        self.runner.shutdown()
        super().done(result)

    def accept(self) -> None:
        """OK: over ``MAX_FRAMES``, ask whether to use the steps a frame that fit (or go back)."""
        frames = self.frames()
        if frames > MAX_FRAMES:
            k = fitting_steps_per_frame(*self.span())
            job = self.runner.job
            if job is not None and job.running():  # its sizes, measured (the question says them)
                job.wait()
            if self._timelines and self._key(k) not in self.measured:
                first, last = self.span()
                clip = Clip(self._timelines, first, last, self.fps.value(), k)
                self.measured[self._key(k)] = self._sizes_of(clip, self._colors)
            box = QMessageBox(
                QMessageBox.Icon.Question,
                self.windowTitle(),
                QCoreApplication.translate(
                    "ExportDialog",
                    "This span makes {frames:,} frames; an export holds at most {cap:,}.\n\n"
                    "Export {k:,} steps a frame instead ({fit:,} frames)? {sizes}",
                ).format(
                    frames=frames,
                    cap=MAX_FRAMES,
                    k=k,
                    fit=frames_for(*self.span(), k),
                    sizes=self.sizes(k),
                ),
                QMessageBox.StandardButton.Cancel,
                self,
            )
            use = box.addButton(
                QCoreApplication.translate("ExportDialog", "Use {k:,} Steps a Frame").format(k=k),
                QMessageBox.ButtonRole.AcceptRole,
            )
            box.setDefaultButton(use)
            box.exec()
            if box.clickedButton() is not use:
                return
            self.per_frame.setValue(k)
        super().accept()


class AnimationExport(QObject):
    """File > Export Animation for ``window`` (see the module text)."""

    def __init__(
        self, controller: Controller, window: QWidget, settings: QSettings, colors: Callable[[], BoardColors]
    ) -> None:
        super().__init__(window)
        self.c, self.window, self.settings = controller, window, settings
        self._colors = colors
        self.runner = JobRunner(window, self)
        self._path = ""
        self._spans: weakref.WeakKeyDictionary[QObject, tuple[int, int]] = weakref.WeakKeyDictionary()
        """The span chosen last for each run (or race) still shown or kept for undo."""

    @property
    def job(self) -> Job | None:
        """The export running (or run last)."""
        return self.runner.job

    def ask(self) -> None:
        """Ctrl+Shift+E: ask for the span, speed and file, then render in the background."""
        colors = self._colors()
        c = self.c
        if c.racing.race is not None:
            runs = c.racing.race.live_runs()
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
        c.nav.pause()
        s = self.settings
        shown = c.racing.race or c.shown
        assert shown is not None
        span = SpanDialog(
            length,
            position,
            self.window,
            fps=read(s, "exportFps", 10.0, lambda v: FPS_RANGE[0] <= v <= FPS_RANGE[1]),
            per_frame=read(s, "exportStepsPerFrame", 1, lambda v: v >= 1),
            boards=len(timelines),
            span=self._spans.get(shown),
            timelines=timelines,
            colors=colors,
        )
        accepted = span.exec() == QDialog.DialogCode.Accepted
        self._spans[shown] = span.span()  # chosen for this run, OK or not: the next time starts there
        if not accepted:
            return
        s.setValue("exportFps", span.fps.value())
        s.setValue("exportStepsPerFrame", span.per_frame.value())
        path = self._ask_file()
        if path:
            self.start(span.clip(timelines, titles), path, colors)

    def _ask_file(self) -> str:
        """The file to write, asked in the last export's folder with its format chosen; the
        chosen filter's extension is added to a name without one. "" when cancelled."""
        ext = read(self.settings, "exportFormat", ".gif", lambda v: v in FORMATS)
        filters = [QCoreApplication.translate("ExportDialog", f) for f in _FILTERS.values()]
        chosen = QCoreApplication.translate("ExportDialog", _FILTERS[ext])
        path, picked = QFileDialog.getSaveFileName(
            self.window,
            QCoreApplication.translate("ExportDialog", "Export Animation"),
            os.path.join(save_folder(self.settings, "exportDir"), f"solve{ext}"),
            ";;".join(filters),
            chosen,
        )
        if not path:
            return ""
        if not os.path.splitext(path)[1]:
            path += next((e for e, f in zip(_FILTERS, filters, strict=True) if f == picked), ext)
        try:
            check_format(path)
        except ValueError:
            self.c.message.emit(
                QCoreApplication.translate(
                    "ExportDialog", "Cannot export {name}: the file name must end in .gif, .webp or .mp4."
                ).format(name=os.path.basename(path)),
                True,
            )
            return ""
        self.settings.setValue("exportDir", os.path.dirname(os.path.abspath(path)))
        self.settings.setValue("exportFormat", os.path.splitext(path)[1].lower())
        return path

    def start(self, clip: Clip, path: str, colors: BoardColors) -> Job:
        """Write ``clip`` to ``path`` in the background, with progress and cancel."""
        self._path = path

        def work(job: Job) -> int:
            return write(clip, path, colors, job.advance, lambda: job.cancelled)

        return self.runner.start(
            work,
            done=self._done,
            failed=self._failed,
            finished=self._finished,
            busy=Busy(
                QCoreApplication.translate("ExportDialog", "Drawing and encoding the frames…"),
                QCoreApplication.translate("ExportDialog", "Export Animation"),
                clip.frames(),
            ),
        )

    def _done(self, frames: int) -> None:
        self.c.message.emit(
            QCoreApplication.translate("ExportDialog", "Animation written to {path}: {frames:,} frames.").format(
                path=self._path, frames=frames
            ),
            False,
        )

    def _failed(self, error: BaseException) -> None:
        if isinstance(error, WriteFailed):
            reason = QCoreApplication.translate("ExportDialog", "cannot write {path}: {reason}").format(
                path=error.path, reason=error.reason
            )
        else:
            reason = str(error) if isinstance(error, ValueError) else failure_text(error)
        self.c.message.emit(
            QCoreApplication.translate("ExportDialog", "Export failed: {reason}").format(reason=reason), True
        )

    def _finished(self, cancelled: bool) -> None:
        if cancelled:
            self.c.message.emit(QCoreApplication.translate("ExportDialog", "Export cancelled: nothing written."), False)

    def shutdown(self) -> None:
        self.runner.shutdown()
