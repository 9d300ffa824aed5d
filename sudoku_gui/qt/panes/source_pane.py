"""The Source pane (View > Source): the solver's source, the line that made the step shown
highlighted, each line's hit count in the gutter (the steps it has made so far, as a profiler
counts); a click on a line lists its steps, a click on one of those shows the board after it.

It reads the run's ``Timeline.lines`` (``core.recording.source_lines``): the step shown's line at
any position (so rewinding, scrubbing and Ctrl+Left show the line the step had live) and the hit
counts as of that position, both at a cost bounded by one chunk of steps, never by the run.
While the run plays it follows it ten times a second, and not at all while hidden.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QElapsedTimer, Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QSplitter,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ...core.algorithms.source_files import read_source, solver_file
from ...core.recording.source_lines import SourceLines
from ..playback import Playback
from ..window.elided_label import ElidedLabel, as_written
from .base import Pane
from .source_view import SourceView

PLAYING_REFRESH_MS = 100
"""While a run plays, the pane follows it ten times a second."""
LISTED = 500
"""Steps of a line listed at most (the count says how many there are)."""


class SourcePane(Pane):
    object_name = "source"
    shortcut = "Ctrl+U"
    area = Qt.DockWidgetArea.LeftDockWidgetArea
    preferred = 420

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.view = SourceView()
        self.view.lineClicked.connect(self._line_clicked)
        self.files = QComboBox()
        self.files.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.files.setMinimumContentsLength(12)
        self.files.setToolTip(QCoreApplication.translate("SourcePane", "The files the run's steps came from so far"))
        self.files.activated.connect(self._file_picked)
        self.follow_step = QToolButton()
        self.follow_step.setText(QCoreApplication.translate("SourcePane", "Follow"))
        self.follow_step.setCheckable(True)
        self.follow_step.setChecked(True)
        self.follow_step.setToolTip(
            QCoreApplication.translate("SourcePane", "Show the file of the step shown (off: stay on the file picked)")
        )
        self.follow_step.toggled.connect(lambda _on: self._refresh())
        self.said = ElidedLabel()
        self.steps = QListWidget()
        self.steps.setUniformItemSizes(True)
        self.steps.itemClicked.connect(self._step_clicked)
        self.steps_title = ElidedLabel()
        top = QHBoxLayout()
        top.setContentsMargins(0, 0, 0, 0)
        top.addWidget(self.files, 1)
        top.addWidget(self.follow_step)
        below = QWidget()
        below_box = QVBoxLayout(below)
        below_box.setContentsMargins(0, 0, 0, 0)
        below_box.addWidget(self.steps_title)
        below_box.addWidget(self.steps)
        split = QSplitter(Qt.Orientation.Vertical)
        split.addWidget(self.view)
        split.addWidget(below)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 1)
        below.hide()
        self._below = below
        box = QWidget()
        layout = QVBoxLayout(box)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.addLayout(top)
        layout.addWidget(self.said)
        layout.addWidget(split, 1)
        self.setWidget(box)
        self._shown_file: str | None = None  # the file in view, as the steps name it
        self._read: dict[str, tuple[list[str] | None, str]] = {}  # file -> (its lines, path or why not)
        self._sites_seen = -1
        self._since = QElapsedTimer()

    @classmethod
    def title(cls) -> str:
        return QCoreApplication.translate("SourcePane", "Source")

    @classmethod
    def menu_text(cls) -> str:
        return QCoreApplication.translate("MainWindow", "&Source")

    @classmethod
    def tip(cls) -> str:
        return QCoreApplication.translate(
            "MainWindow", "Show or hide the solver's source, the line of each step marked"
        )

    def focus_target(self) -> QWidget:
        return self.view

    # -- following the run ---------------------------------------------------------------------

    def follow(self, run: Playback | None) -> None:
        self._read.clear()
        self._sites_seen = -1
        self.files.clear()
        self._below.hide()
        self._shown_file = solver_file(run.algorithm) if run is not None else None
        self._show_file(self._shown_file)
        if run is not None:
            self.listen(run.positionChanged, self._position)
            self.listen(run.ended, self._refresh)
        self._refresh()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._refresh()

    def _position(self, _position: int, _total: int, _first: int) -> None:
        run = self.run
        if run is None or not self.isVisible():
            return
        if run.playing and self._since.isValid() and self._since.elapsed() < PLAYING_REFRESH_MS:
            return
        self._since.start()
        self._refresh()

    def _lines(self) -> SourceLines | None:
        return self.run.timeline.lines if self.run is not None else None

    def _refresh(self) -> None:
        """Show the step at the run's position: its file (when following), its line, the hits."""
        run, lines = self.run, self._lines()
        if not self.isVisible():
            return  # shown later: ``showEvent`` catches up
        if run is None or lines is None:
            self.view.set_current(None)
            self.said.setText(
                QCoreApplication.translate("SourcePane", "No run shown")
                if run is None
                else QCoreApplication.translate("SourcePane", "This run kept no source lines")
            )
            return
        position = min(run.position, len(lines))
        site = lines.at(position - 1) if position > 0 else None
        if site is not None and self.follow_step.isChecked() and site[0] != self._shown_file:
            self._shown_file = site[0]
            self._show_file(site[0])
        hits = lines.hits(position)
        if len(lines.sites) != self._sites_seen:
            self._list_files(lines)
        mine = {line: hits[n] for n, (file, line) in enumerate(lines.sites) if file == self._shown_file and hits[n]}
        read = self._read.get(self._shown_file or "")
        if read is not None and read[0] is None:  # unread: numbered lines as far as the steps name
            self.view.reach(max((line for file, line in lines.sites if file == self._shown_file), default=0))
        self.view.set_hits(mine)
        here = site[1] if site is not None and site[0] == self._shown_file else None
        self.view.set_current(here)
        self._say(position, site)

    def _say(self, position: int, site: tuple[str, int] | None) -> None:
        """The line under the file box: the step shown and its line, or why there is none."""
        read = self._read.get(self._shown_file or "")
        if self._shown_file is None:
            said = QCoreApplication.translate("SourcePane", "The steps name no source file yet")
        elif read is not None and read[0] is None:
            said = QCoreApplication.translate(
                "SourcePane", "Cannot read {why}: line numbers and hit counts only"
            ).format(why=read[1])
        elif position == 0:
            said = QCoreApplication.translate("SourcePane", "Before the first step")
        elif site is None:
            said = QCoreApplication.translate("SourcePane", "Step {n}: its line is not known").format(n=f"{position:,}")
        else:
            said = QCoreApplication.translate("SourcePane", "Step {n}: {file}, line {line}").format(
                n=f"{position:,}", file=Path(site[0]).name, line=site[1]
            )
        self.said.setText(said)

    # -- files ---------------------------------------------------------------------------------

    def _show_file(self, file: str | None) -> None:
        if file is None or self.run is None:
            self.view.set_lines([])
            return
        if file not in self._read:
            self._read[file] = read_source(file, self.run.algorithm)
        text, _where = self._read[file]
        self.view.set_lines(text)
        self._below.hide()
        index = self.files.findData(file)
        if index >= 0:
            self.files.setCurrentIndex(index)

    def _list_files(self, lines: SourceLines) -> None:
        self._sites_seen = len(lines.sites)
        files = list(dict.fromkeys([*([self._shown_file] if self._shown_file else []), *(f for f, _ in lines.sites)]))
        known = [self.files.itemData(i) for i in range(self.files.count())]
        for file in files:
            if file not in known:
                self.files.addItem(Path(file).name or file, file)
                self.files.setItemData(self.files.count() - 1, as_written(file), Qt.ItemDataRole.ToolTipRole)
        index = self.files.findData(self._shown_file)
        if index >= 0:
            self.files.setCurrentIndex(index)

    def _file_picked(self, index: int) -> None:
        file = self.files.itemData(index)
        if isinstance(file, str) and file != self._shown_file:
            self.follow_step.setChecked(False)  # the file picked stays
            self._shown_file = file
            self._show_file(file)
            self._refresh()

    # -- a line's steps ------------------------------------------------------------------------

    def _line_clicked(self, line: int) -> None:
        run, lines = self.run, self._lines()
        if run is None or lines is None or self._shown_file is None:
            return
        number = next((n for n, site in enumerate(lines.sites) if site == (self._shown_file, line)), None)
        end = min(run.position, len(lines))
        found = lines.steps_of(number, end, LISTED) if number is not None else []
        total = lines.hits(end)[number] if number is not None else 0
        self.steps.clear()
        timeline = run.timeline
        for step in found:
            if step < timeline.first_position:
                continue
            text = f"{step + 1:,}. {timeline.text(step)}"  # numbered as the step log numbers them
            item = QListWidgetItem(text)
            item.setToolTip(as_written(text))
            item.setData(Qt.ItemDataRole.UserRole, step)
            self.steps.addItem(item)
        title = QCoreApplication.translate("SourcePane", "Line {line}: {n} steps so far").format(
            line=line, n=f"{total:,}"
        )
        if total > len(found):
            title += " " + QCoreApplication.translate("SourcePane", "(the first {n} listed)").format(
                n=f"{len(found):,}"
            )
        self.steps_title.setText(title)
        self._below.show()

    def _step_clicked(self, item: QListWidgetItem) -> None:
        step = item.data(Qt.ItemDataRole.UserRole)
        if self.run is not None and isinstance(step, int):
            self.run.pause()
            self.run.seek(step + 1)
