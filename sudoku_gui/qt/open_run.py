"""File > Open Run (Ctrl+Shift+O): a saved step stream opened as a recorded run of the window.

The stream is ``--trace``'s file or a program's output (``docs/step-protocol.md``). Its puzzle is
the one its ``{"kind": "start", "puzzle": ...}`` first line names, else the puzzle on the board.
A start line naming another puzzle than the board's asks first whether to load that puzzle (No
leaves everything as it was). A stream without one is read in the background before it is shown
(``core.stream_fit``): one that places or guesses a digit where the board holds another is
refused, saying at which step, and nothing changes.

The run is the ``replay:FILE`` algorithm (``core.external.ReplayRun``), so it is recorded as any
run is: rewind, the search tree, the charts, Check Steps and export all work on it. It opens
paused at its start and is read to its end in the background; a stream that breaks off says where in the status bar when the run reaches
it, as a loaded solver's failure does.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSettings
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QFileDialog, QMenu, QMessageBox

from ..core.external import REPLAY
from ..core.grid import Values
from ..core.protocol import stream_puzzle
from ..core.stream_fit import Misfit, first_misfit
from .i18n import speak
from .jobs import Busy, Job, JobRunner

FOLDER_KEY = "openRunFolder"
KEYS = "Ctrl+Shift+O"
WHOLE = 2**30
"""Steps a replay may record ahead of the position shown: the whole stream (the timeline keeps
the newest 20 million)."""


class OpenRun(QObject):
    """The Open Run command of ``window`` (a ``MainWindow`` with its menus built): made, it puts
    its action under File > Open Puzzle and answers Ctrl+Shift+O."""

    def __init__(self, window: Any, settings: QSettings) -> None:
        super().__init__(window)
        self._window = window
        self._settings = settings
        self.jobs = JobRunner(window, self)
        """Reads a stream without a start line before it is shown (``first_misfit``)."""
        window.installEventFilter(self)  # the reading ends with the window
        self.action = QAction(QCoreApplication.translate("OpenRun", "Open R&un…"), window)
        self.action.setObjectName("act_open_run")
        self.action.setShortcut(QKeySequence(KEYS))
        tip = QCoreApplication.translate(
            "OpenRun", "Open a saved step stream (a --trace file or a solver program's output) as a run to rewind"
        )
        self.action.setStatusTip(tip)
        self.action.setToolTip(f"{tip} ({KEYS})")
        self.action.triggered.connect(self.ask)
        window.addAction(self.action)  # the key works with the menu bar hidden
        file_menu = next((m for m in window.menuBar().findChildren(QMenu) if window.act_open in m.actions()), None)
        if file_menu is not None:
            after = file_menu.actions()
            index = after.index(window.act_open) + 1
            file_menu.insertAction(after[index] if index < len(after) else None, self.action)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._window and event.type() == QEvent.Type.Close:
            self.jobs.shutdown()
        return False

    def ask(self) -> None:
        """Ask for a stream file and open it."""
        folder = str(self._settings.value(FOLDER_KEY, "") or "")
        path, _filter = QFileDialog.getOpenFileName(
            self._window,
            QCoreApplication.translate("OpenRun", "Open Run"),
            folder,
            QCoreApplication.translate("OpenRun", "Step streams (*.jsonl *.json *.txt *.log);;All files (*)"),
        )
        if path:
            self._settings.setValue(FOLDER_KEY, str(Path(path).parent))
            self.open(path)

    def open(self, path: str) -> bool:
        """Open the stream at ``path`` as a run, paused at its start; False (said why) when it
        cannot be (unreadable, empty, not JSON Lines, no puzzle named and none on the board, or
        the person keeps the board's puzzle). A stream without a start line is first read in the
        background (True: it is being read; it opens, or is refused saying where it does not
        fit, when that is done)."""
        name = Path(path).name
        try:
            with open(path, "rb") as f:
                first = f.readline()
        except OSError as e:
            return self._refuse(
                QCoreApplication.translate("OpenRun", "Cannot read {name}: {why}").format(
                    name=name, why=e.strerror or e
                )
            )
        if not first.strip():
            return self._refuse(
                QCoreApplication.translate("OpenRun", "{name} is empty: no step to show.").format(name=name)
            )
        try:
            json.loads(first)
        except ValueError:
            return self._refuse(
                QCoreApplication.translate(
                    "OpenRun", "{name} is not a step stream: its first line is not JSON (docs/step-protocol.md)."
                ).format(name=name)
            )
        c = self._window.controller
        named = stream_puzzle(first)
        if named is not None:
            board = tuple(c.puzzle)
            if tuple(named) != board and any(board) and not self._load_its_puzzle(name):
                return False
            return self._show(path, tuple(named))
        values = tuple(c.document.values)
        if not any(values):
            return self._refuse(
                QCoreApplication.translate(
                    "OpenRun",
                    "{name} names no puzzle (no start line): type or open the puzzle it starts from, "
                    "then open the run again.",
                ).format(name=name)
            )
        self._window.say(QCoreApplication.translate("OpenRun", "Reading {name}…").format(name=name))
        self.jobs.start(
            lambda job: _misfit_of(path, values, job),
            done=lambda misfit: self._read(path, values, misfit),
            failed=lambda e: self._unreadable(name, e),
            busy=Busy(
                QCoreApplication.translate("OpenRun", "Reading {name}…").format(name=name),
                QCoreApplication.translate("OpenRun", "Open Run"),
            ),
        )
        return True

    def _load_its_puzzle(self, name: str) -> bool:
        """Ask whether to load the puzzle a run of another puzzle names; True when it is loaded."""
        answer = QMessageBox.question(
            self._window,
            QCoreApplication.translate("OpenRun", "Open Run"),
            QCoreApplication.translate("OpenRun", "This run is of another puzzle. Load its puzzle?"),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.Yes,
        )
        if answer != QMessageBox.StandardButton.Yes:
            self._window.say(
                QCoreApplication.translate(
                    "OpenRun", "Not opened: {name} is a run of another puzzle than the one on the board."
                ).format(name=name)
            )
            return False
        return True

    def _read(self, path: str, values: Values, misfit: Misfit | None) -> None:
        """The stream was read: open it, or refuse it where it does not fit the board."""
        name = Path(path).name
        if misfit is not None:
            self._refuse(
                QCoreApplication.translate("OpenRun", "Not opened: {name}: {why}.").format(
                    name=name, why=speak(misfit.message())
                )
            )
        elif tuple(self._window.controller.document.values) != values:
            self._refuse(
                QCoreApplication.translate(
                    "OpenRun", "Not opened: the board changed while {name} was read; open the run again."
                ).format(name=name)
            )
        else:
            self._show(path, values)

    def _show(self, path: str, values: Values) -> bool:
        """Open the stream at ``path`` as a run from ``values`` (the board's, or loaded first)."""
        name = Path(path).name
        c = self._window.controller
        if c.live():
            c.stop()
        c.nav.pause()
        if tuple(values) != tuple(c.document.values) and not c.editor.load(
            tuple(values), QCoreApplication.translate("OpenRun", "Open run {name}").format(name=name)
        ):
            return False
        c.start(paused=True, algorithm=f"{REPLAY}{Path(path).resolve()}")
        solver = c.shown.solver if c.shown is not None else None
        if solver is not None:  # a recorded run: read it all now, so End goes to its end
            solver.grant_until(WHOLE)
        self._window.say(
            QCoreApplication.translate(
                "OpenRun", "Opened the run {name}: Space plays it, End jumps to its end, Home back to its start."
            ).format(name=name)
        )
        return True

    def _unreadable(self, name: str, error: BaseException) -> None:
        self._refuse(
            QCoreApplication.translate("OpenRun", "Cannot read {name}: {why}").format(
                name=name, why=getattr(error, "strerror", None) or error
            )
        )

    def _refuse(self, why: str) -> bool:
        self._window.say(why, True)  # first: the status bar says it while the box is up
        QMessageBox.warning(self._window, QCoreApplication.translate("OpenRun", "Cannot Open the Run"), why)
        return False


def _misfit_of(path: str, values: Values, job: Job) -> Misfit | None:
    """The first misfit of the stream at ``path`` against ``values`` (a background job)."""
    size = max(1, Path(path).stat().st_size)
    done = 0

    def lines() -> Iterator[bytes]:
        nonlocal done
        with open(path, "rb") as f:
            for line in f:
                done += len(line)
                yield line
                if done & 0xFFFF < len(line):  # every 64 KiB or so
                    job.advance(done, size)

    return first_misfit(lines(), values, lambda: job.cancelled)
