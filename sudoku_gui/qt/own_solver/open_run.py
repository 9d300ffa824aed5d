"""File > Open Run (Ctrl+Shift+O, not while a run plays): a saved step stream opened as a
recorded run of the window.

The stream is ``--trace``'s file or a program's output (``docs/step-protocol.md``). Its puzzle is
the one its ``{"kind": "start", "puzzle": ...}`` first line names, else the puzzle on the board.
A start line naming another puzzle than the board's asks first whether to load that puzzle (No
leaves everything as it was). A stream without one is read in the background before it is shown
(``core.external.stream_fit``): one that places or guesses a digit where the board holds another is
refused, saying at which step, and nothing changes.

The first line itself is read in the background too, bounded (``core.external.stream_head``): a FIFO with
no writer yet is waited for with a Cancel button, ``/dev/zero`` is refused after its first MiB,
and a pipe, which can be read only once, reaches the run through a relay.

The run is the ``replay:FILE`` algorithm (``core.external.solver_kinds.ReplayRun``), so it is recorded as any
run is: rewind, the search tree, the charts, Check Steps and export all work on it. It opens
paused at its start and is read to its end in the background; a stream that breaks off says where in the status bar when the run reaches
it, as a loaded solver's failure does.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSettings, Signal
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from ...core.algorithms.kinds import REPLAY
from ...core.external.protocol import MAX_LINE, ProtocolError, parse_json, stream_puzzle
from ...core.external.stream_fit import Misfit, first_misfit
from ...core.external.stream_head import TOO_LONG, Head, Relay, read_head
from ...core.grid import Values
from ..i18n import speak
from ..jobs import Busy, Job, JobRunner
from ..window.elided_label import as_written

if TYPE_CHECKING:
    from ..controller import Controller

FOLDER_KEY = "openRunFolder"
WHOLE = 2**30
"""Steps a replay may record ahead of the position shown: the whole stream (the timeline keeps
the newest 20 million)."""


class OpenRun(QObject):
    """File > Open Run in ``window``: the run is shown by ``controller``; ``say(text, error)``
    is the status bar. Its command is the table's ``open_run`` (``commands/``).

    Signals:
        finished(bool): an ``open`` has ended: True when its run is shown, False when refused or
            cancelled.
    """

    finished = Signal(bool)

    def __init__(
        self, window: QWidget, controller: Controller, say: Callable[[str, bool], None], settings: QSettings
    ) -> None:
        super().__init__(window)
        self._window = window
        self._controller = controller
        self._say = say
        self._settings = settings
        self.jobs = JobRunner(window, self)
        """Reads a stream's first line, and a stream without a start line in full (``first_misfit``),
        before it is shown."""
        self._relay: Relay | None = None
        window.installEventFilter(self)  # the reading ends with the window

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._window and event.type() == QEvent.Type.Close:
            self.jobs.shutdown()
            self._drop_relay()
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
        """Open the stream at ``path`` as a run, paused at its start. Its first line is read in
        the background first (a FIFO with no writer waits; the progress dialog's Cancel ends the
        wait), at most 1 MiB of it; ``finished`` says how it went. False when it cannot even
        start (the window is closing). Refused, saying why: unreadable, empty, not JSON Lines,
        no puzzle named and none on the board, the person keeps the board's puzzle, or (a stream
        without a start line, read in full in the background too) a step that does not fit."""
        name = Path(path).name
        self._drop_relay()
        self._say(QCoreApplication.translate("OpenRun", "Reading {name}…").format(name=name), False)
        job = self.jobs.start(
            lambda job: read_head(path, lambda: job.cancelled),
            done=lambda head: self._headed(name, head),
            failed=lambda e: self._unreadable(name, e),
            finished=lambda cancelled: self._cancelled(name) if cancelled else None,
            busy=Busy(
                QCoreApplication.translate("OpenRun", "Reading {name}…").format(name=name),
                QCoreApplication.translate("OpenRun", "Open Run"),
            ),
        )
        return not job.cancelled

    def _headed(self, name: str, head: Head | None) -> None:
        """The first line was read: open the stream, or refuse it saying why."""
        if head is None:
            return
        self._relay = head.relay
        if not head.line.strip():
            self._refuse(QCoreApplication.translate("OpenRun", "{name} is empty: no step to show.").format(name=name))
            return
        try:
            parse_json(head.line, 1)
        except ProtocolError as e:
            self._refuse(
                QCoreApplication.translate(
                    "OpenRun", "{name} is not a step stream: {why} (docs/step-protocol.md)."
                ).format(name=name, why=speak(e.message))
            )
            return
        c = self._controller
        named = stream_puzzle(head.line)
        if named is not None:
            board = tuple(c.puzzle)
            if tuple(named) != board and any(board) and not self._load_its_puzzle(name):
                self._drop_relay()
                self.finished.emit(False)
                return
            self._show(name, head.path, tuple(named))
            return
        values = tuple(c.document.values)
        if not any(values):
            self._refuse(
                QCoreApplication.translate(
                    "OpenRun",
                    "{name} names no puzzle (no start line): type or open the puzzle it starts from, "
                    "then open the run again.",
                ).format(name=name)
            )
            return
        if head.relay is not None:  # a pipe is read once: its steps are checked as the run reads them
            self._show(name, head.path, values)
            return
        path = head.path
        self.jobs.start(
            lambda job: _misfit_of(path, values, job),
            done=lambda misfit: self._read(path, values, misfit),
            failed=lambda e: self._unreadable(name, e),
            finished=lambda cancelled: self._cancelled(name) if cancelled else None,
            busy=Busy(
                QCoreApplication.translate("OpenRun", "Reading {name}…").format(name=name),
                QCoreApplication.translate("OpenRun", "Open Run"),
            ),
        )

    def _cancelled(self, name: str) -> None:
        self._drop_relay()
        self._say(QCoreApplication.translate("OpenRun", "Not opened: {name} (cancelled).").format(name=name), False)
        self.finished.emit(False)

    def _drop_relay(self) -> None:
        """A pipe's relay that no run reads (refused, cancelled, or replaced by another open) ends."""
        if self._relay is not None:
            self._relay.close()
            self._relay = None

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
            self._say(
                QCoreApplication.translate(
                    "OpenRun", "Not opened: {name} is a run of another puzzle than the one on the board."
                ).format(name=name),
                False,
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
        elif tuple(self._controller.document.values) != values:
            self._refuse(
                QCoreApplication.translate(
                    "OpenRun", "Not opened: the board changed while {name} was read; open the run again."
                ).format(name=name)
            )
        else:
            self._show(name, path, values)

    def _show(self, name: str, path: str, values: Values) -> bool:
        """Open the stream at ``path`` (``name``'s file, or a pipe's relay) as a run from
        ``values`` (the board's, or loaded first)."""
        c = self._controller
        c.nav.pause()  # a run may have started while the stream was read: paused, an edit leaves it
        if tuple(values) != tuple(c.document.values) and not c.editor.load(
            tuple(values), QCoreApplication.translate("OpenRun", "Open run {name}").format(name=name)
        ):
            self._drop_relay()
            self.finished.emit(False)
            return False
        c.start(paused=True, algorithm=f"{REPLAY}{Path(path).resolve()}")
        solver = c.shown.solver if c.shown is not None else None
        if solver is not None:  # a recorded run: read it all now, so End goes to its end
            solver.grant_until(WHOLE)
        self._say(
            QCoreApplication.translate(
                "OpenRun", "Opened the run {name}: Space plays it, End jumps to its end, Home back to its start."
            ).format(name=name),
            False,
        )
        self._relay = None  # the run reads it now; it ends with the pipe or the run
        self.finished.emit(True)
        return True

    def _unreadable(self, name: str, error: BaseException) -> None:
        if isinstance(error, ProtocolError) and error.problem == TOO_LONG:
            why = QCoreApplication.translate("OpenRun", "Not opened: {name}: line 1 is longer than {mib} MiB.").format(
                name=name, mib=MAX_LINE >> 20
            )
        else:
            why = QCoreApplication.translate("OpenRun", "Cannot read {name}: {why}").format(
                name=name, why=getattr(error, "strerror", None) or error
            )
        self._refuse(why)

    def _refuse(self, why: str) -> bool:
        self._drop_relay()
        self._say(why, True)  # first: the status bar says it while the box is up
        QMessageBox.warning(
            self._window, QCoreApplication.translate("OpenRun", "Cannot Open the Run"), as_written(why)
        )  # a file's name or line is never HTML
        self.finished.emit(False)
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
